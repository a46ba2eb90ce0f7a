"""Fresh set cl, Chinese: 驾校、公众天文台、儿童剧场、带烘焙课的面包店、球场导览、灯塔岛渡轮、吉他维修铺、青年旅舍、皮划艇出租和二手书店。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DRIVING = (
    "顺达驾校由刘秀兰于2009年创办，2021年由她的儿子王浩接手。"
    "驾校共有12名教练，每年约有1400名学员报名。"
    "一节标准练车课时长90分钟，收费260元。"
    "除周日外，每天早上7点到晚上8点都可以上课。"
    "学员每次上课都必须携带身份证；模拟理论考试建议参加，但不是必须的。"
)
OBSERVATORY = (
    "星河公众天文台位于海拔1250米的山顶，在市区以北18公里处。"
    "主望远镜是一台60厘米反射望远镜，于2016年10月14日安装。"
    "公众观星夜每周五晚上9点到11点半举行。"
    "成人门票40元，10岁以下儿童免费。"
    "现场讲解由北京师范大学天文系的学生志愿者负责。"
)
THEATRE = (
    "小橘灯儿童剧场共有180个座位。"
    "新剧《纸龙》将于2025年3月7日首演，一直演到2025年4月27日。"
    "除周一外，每天上午11点和下午2点半各演一场。"
    "儿童票80元，成人票120元；不超过30人的学校团体可以预订上午场。"
    "《纸龙》适合4至9岁的儿童观看，全剧55分钟，中间不休息。"
)
BAKERY = (
    "麦香面包坊是陈静2012年在梧桐路开的一家面包店。"
    "店铺除周三外每天营业，营业时间为早上7点到下午5点。"
    "周六烘焙课收费380元，时长三小时，每班最多8名学员。"
    "每位学员使用1.5公斤面粉，课后可以带走两条吐司。"
    "店里提供围裙，长发学员必须把头发扎起来。"
)
STADIUM = (
    "江畔体育场位于中国的首都北京，是北京雄狮足球俱乐部的主场。"
    "球场可容纳32,500名观众，于2003年8月启用。"
    "导览每天上午10点、中午12点和下午2点出发，每次75分钟。"
    "导览路线经过球员更衣室、球员通道和新闻发布厅，最后在俱乐部博物馆结束。"
    "成人导览票90元，5岁以下儿童免票，参加导览的游客可以免费停车。"
    "比赛日不安排导览。"
)
FERRY = (
    "海鸥号渡轮每年4月到10月每天开四班，从石湾码头驶往立着一座老灯塔的灯塔岛。"
    "单程航行35分钟，从岛上返回的末班船下午6点15分开。"
    "往返船票成人60元，儿童30元。"
    "狗只要系好牵引绳就可以上船。"
    "乘客必须在登船前到码头售票亭购票。"
)
GUITAR = (
    "老周吉他维修铺由制琴师周建国于2015年开设，店里只有一名助手李婷。"
    "全面调校收费300元，换弦120元，含琴弦。"
    "大多数维修在五个工作日内完成，但更换品丝最长需要两周。"
    "每项维修都提供两年保修。"
    "2019年，周建国为布鲁斯歌手林晓雨修复了一把1962年的电吉他。"
)
HOSTEL = (
    "海边青年旅舍有14个房间、64个床位，员工9人。"
    "多人间床位每晚85元，含早餐。"
    "下午3点开始办理入住，客人离店当天上午10点前必须退房。"
    "未满18岁的客人只能在成人陪同下入住。"
    "公共厨房晚上11点关闭。"
)
KAYAK = (
    "清溪皮划艇每年5月到9月在富春江上出租皮划艇，除周二外每天营业。"
    "单人艇两小时100元，双人艇两小时160元。"
    "标准路线顺流而下14公里到沙洲渡口，再由中巴车把游客送回出发点。"
    "全程必须穿救生衣，14岁以下儿童必须和成人同乘一艘双人艇。"
    "清溪皮划艇由赵敏于2011年创办，至今仍由她经营。"
)
BOOKSHOP = (
    "旧时光二手书店位于青石巷，由孙雅琴于1994年开设。"
    "店里约有25000本书，其中一半售价低于15元。"
    "读书会会员每次购书都可享受九折优惠。"
    "书店只在周四下午收购旧书，部分初版书有作者签名。"
    "2020年，孙雅琴把书店交给了以前的店员马俊。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cl-001", "para.reorder", "麦香面包坊几点营业？", "早上7点到下午5点，除了周三，店铺每天都营业。", BAKERY, True),
    w.faith("zh-cl-002", "para.passive", "那把1962年的电吉他是谁修复的？", "那把1962年的电吉他在2019年被周建国修复了。", GUITAR, True),
    w.faith("zh-cl-003", "para.synonym", "青年旅舍有多少工作人员？", "海边青年旅舍一共有9名工作人员。", HOSTEL, True),
    w.faith("zh-cl-004", "para.nominal", "海鸥号的船票在哪里买？", "购票须在登船前于码头售票亭完成。", FERRY, True),
    w.faith("zh-cl-005", "para.capital", "中国的首都是哪座城市？", "北京是中国的首都。", STADIUM, True),
    w.faith("zh-cl-006", "para.pronoun", "赵敏是哪一年创办清溪皮划艇的？", "她在2011年创办了这家店，现在仍由她经营。", KAYAK, True),
    w.faith("zh-cl-007", "para.relative", "旧时光二手书店是谁开的？", "位于青石巷的旧时光二手书店是孙雅琴在1994年开的。", BOOKSHOP, True),
    w.faith("zh-cl-008", "para.part", "星河公众天文台的主望远镜是什么样的？", "主望远镜是一台60厘米反射望远镜。", OBSERVATORY, True),
    w.faith("zh-cl-009", "para.combine", "《纸龙》什么时候首演？演多长时间？", "《纸龙》将于2025年3月7日首演，全剧55分钟，中间不休息。", THEATRE, True),
    w.faith("zh-cl-010", "fmt.number", "周六烘焙课一个班最多几个人？", "每班最多八名学员。", BAKERY, True),
    w.faith("zh-cl-011", "fmt.thousands", "江畔体育场能容纳多少观众？", "江畔体育场可容纳32500名观众。", STADIUM, True),
    w.faith("zh-cl-012", "fmt.scale", "烘焙课每位学员用多少面粉？", "每位学员使用1500克面粉。", BAKERY, True),
    w.faith("zh-cl-013", "fmt.date", "那台60厘米反射望远镜是哪天安装的？", "它于2016-10-14安装。", OBSERVATORY, True),
    w.faith("zh-cl-014", "fmt.time", "从灯塔岛回来的末班船几点开？", "末班船18:15从岛上开出。", FERRY, True),
    w.faith("zh-cl-015", "fmt.unit", "标准路线有多长？", "标准路线顺流而下14 km，终点是沙洲渡口。", KAYAK, True),
    w.faith("zh-cl-016", "fmt.abbrev", "天文台的现场讲解由谁负责？", "由北师大天文系的学生志愿者负责。", OBSERVATORY, True),
    w.faith("zh-cl-017", "fmt.currency", "多人间床位一晚多少钱？", "多人间床位每晚¥85，含早餐。", HOSTEL, True),
    w.faith("zh-cl-018", "fmt.range", "学校团体预订上午场有人数限制吗？", "有，可以预订上午场的学校团体最多30人。", THEATRE, True),
    w.faith("zh-cl-019", "fmt.period", "维修的保修期多长？", "每项维修的保修期都是24个月。", GUITAR, True),
    w.faith("zh-cl-020", "fmt.share", "旧时光二手书店的书贵吗？", "店里50%的书售价低于15元。", BOOKSHOP, True),
    w.faith("zh-cl-021", "para.except", "周二能租皮划艇吗？", "不能，清溪皮划艇周二不营业。", KAYAK, True),
    w.faith("zh-cl-022", "wrap.opener", "球场导览要多长时间？", "好问题！每次导览75分钟。", STADIUM, True),
    w.faith("zh-cl-023", "wrap.closer", "坐船去灯塔岛要多久？", "单程航行35分钟。希望对您有帮助！", FERRY, True),
    w.faith("zh-cl-024", "wrap.attribution", "退房最晚几点？", "根据旅舍的说明，客人离店当天上午10点前必须退房。", HOSTEL, True),
    w.faith("zh-cl-025", "wrap.hedge", "一节标准练车课多长时间？", "据我所知，一节标准练车课时长90分钟。", DRIVING, True),
    w.faith("zh-cl-026", "wrap.question", "小橘灯儿童剧场的儿童票多少钱？", "儿童票80元。需要我再告诉您成人票的价格吗？", THEATRE, True),
    w.faith("zh-cl-027", "value.number", "青年旅舍有多少个床位？", "海边青年旅舍有14个房间、46个床位。", HOSTEL, False),
    w.faith("zh-cl-028", "value.date", "《纸龙》哪天首演？", "《纸龙》将于2025年3月17日首演。", THEATRE, False),
    w.faith("zh-cl-029", "value.time", "周五的观星夜几点开始？", "观星夜每周五晚上8点开始。", OBSERVATORY, False),
    w.faith("zh-cl-030", "value.unit", "天文台离市区多远？", "天文台在市区以北18英里处。", OBSERVATORY, False),
    w.faith("zh-cl-031", "value.currency", "换弦多少钱？", "换弦收费150元，含琴弦。", GUITAR, False),
    w.faith("zh-cl-032", "role.swap", "顺达驾校是谁创办的？", "顺达驾校是王浩在2009年创办的。", DRIVING, False),
    w.faith("zh-cl-033", "negation", "可以带狗坐海鸥号吗？", "不可以，海鸥号不允许狗上船。", FERRY, False),
    w.faith("zh-cl-034", "antonym", "参加导览的游客停车要钱吗？", "要，参加导览的游客停车是收费的。", STADIUM, False),
    w.faith("zh-cl-035", "modality", "划皮划艇必须穿救生衣吗？", "不是必须的，穿不穿救生衣由游客自己决定。", KAYAK, False),
    w.faith("zh-cl-036", "quantifier", "书店的初版书有作者签名吗？", "有，店里所有的初版书都有作者签名。", BOOKSHOP, False),
    w.faith("zh-cl-037", "value.except", "周三能去麦香面包坊买面包吗？", "可以，周三照常营业，早上7点到下午5点。", BAKERY, False),
    w.faith("zh-cl-038", "direction", "哪些孩子必须和成人同乘？", "14岁以上的儿童必须和成人同乘一艘双人艇。", KAYAK, False),
    w.faith("zh-cl-039", "added.fact", "往返船票多少钱？", "往返船票成人60元，儿童30元，3岁以下儿童免费。", FERRY, False),
    w.faith("zh-cl-040", "added.entity", "老周吉他维修铺里有哪些人？", "制琴师周建国和助手李婷，还有学徒张磊。", GUITAR, False),
    w.faith("zh-cl-041", "mixed", "球场导览都去哪些地方？", "导览会参观球员更衣室和球员通道，最后在球场草坪上走一圈结束。", STADIUM, False),
]
REFUSAL = [
    w.refusal("zh-cl-042", "refusal.plain", "海边青年旅舍有储物柜吗？", "抱歉，我没有这方面的信息。", HOSTEL, True),
    w.refusal("zh-cl-043", "refusal.context", "旧时光二手书店能邮寄到外地吗？", "所提供的资料里没有提到书店是否邮寄，我无法据此回答。", BOOKSHOP, True),
    w.refusal("zh-cl-044", "refusal.short", "灯塔岛上有小卖部吗？", "不清楚。", FERRY, True),
    w.refusal("zh-cl-045", "refusal.long", "观星夜可以带自己的望远镜吗？", "感谢您的提问。很遗憾，我手头关于星河公众天文台的资料没有说明能否自带望远镜。资料里只有观星夜的时间、门票价格和主望远镜的介绍，没有涉及个人设备的规定。建议您在前往之前直接联系天文台确认。", OBSERVATORY, True),
    w.refusal("zh-cl-046", "refusal.hedged", "单人艇怎么收费？", "我不太确定，不过单人艇好像是两小时100元。", KAYAK, False),
    w.refusal("zh-cl-047", "refusal.partial", "票价多少？有家庭优惠吗？", "儿童票80元，成人票120元。至于家庭优惠，资料里没有提到。", THEATRE, False),
]
CORRECTNESS = [
    w.correct("zh-cl-048", "correct.wordy", "周六烘焙课多少钱？", "麦香面包坊的周六烘焙课收费380元，一共上三个小时，每班最多8人。", "380元", True),
    w.correct("zh-cl-049", "correct.short", "顺达驾校现在由谁经营？", "王浩。", "2021年起由王浩经营，他从母亲刘秀兰手里接手了驾校。", True),
    w.correct("zh-cl-050", "correct.format", "球场导览第一场几点出发？", "10:00。", "上午10点", True),
    w.correct("zh-cl-051", "wrong.value", "周建国哪一年开的维修铺？", "他是2018年开的。", "2015年", False),
    w.correct("zh-cl-052", "wrong.echo", "青年旅舍几点开始办理入住？", "青年旅舍在开始办理入住的时候开始办理入住。", "下午3点", False),
    w.correct("zh-cl-053", "wrong.role", "旧时光二手书店是谁开的？", "是马俊开的。", "孙雅琴，1994年", False),
]
RELEVANCY = [
    w.relevant("zh-cl-054", "relevant.direct", "渡轮多久一班？", "4月到10月每天四班。", FERRY, True),
    w.relevant("zh-cl-055", "relevant.yesno", "我10岁的孩子可以自己划单人艇吗？", "不可以，14岁以下儿童必须和成人同乘一艘双人艇。", KAYAK, True),
    w.relevant("zh-cl-056", "offtopic.true", "天文台成人门票多少钱？", "主望远镜是一台60厘米反射望远镜。", OBSERVATORY, False),
    w.relevant("zh-cl-057", "offtopic.other", "《纸龙》演多长时间？", "《纸龙》将于2025年3月7日首演。", THEATRE, False),
]
DIAGNOSIS = [
    w.diag("zh-cl-058", "diag.pass", "顺达驾校哪天不上课？", "周日不上课。", {"driving": DRIVING, "bakery": BAKERY}, ("driving",), "pass"),
    w.diag("zh-cl-059", "diag.offtopic", "球场导览成人票多少钱？", "江畔体育场可容纳32,500名观众。", {"stadium": STADIUM, "ferry": FERRY}, ("stadium",), "fix_generation"),
    w.diag("zh-cl-060", "diag.unfaithful", "吉他全面调校多少钱？", "全面调校收费500元。", {"guitar": GUITAR, "hostel": HOSTEL}, ("guitar",), "fix_generation"),
    w.diag("zh-cl-061", "diag.refused", "皮划艇标准路线有多长？", "抱歉，我找不到相关信息。", {"kayak": KAYAK, "bookshop": BOOKSHOP}, ("kayak",), "fix_generation"),
    w.diag("zh-cl-062", "diag.missed", "烘焙课每位学员用多少面粉？", "检索到的资料里没有关于烘焙课的内容。", {"theatre": THEATRE, "observatory": OBSERVATORY}, ("bakery",), "fix_retrieval"),
    w.diag("zh-cl-063", "diag.correct_refusal", "青年旅舍可以租自行车吗？", "抱歉，资料中没有提到旅舍出租自行车。", {"hostel": HOSTEL, "kayak": KAYAK}, (), "correct_refusal"),
    w.diag("zh-cl-064", "diag.should_refuse", "天文台有纪念品商店吗？", "有，天文台入口旁边有一家卖星图的纪念品商店。", {"observatory": OBSERVATORY, "stadium": STADIUM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
