"""Fresh set cc, Chinese: 成都毛线时光编织咖啡馆、崇礼白桦沟越野滑雪中心、杭州转角单车维修工坊、
平潭鹰嘴角灯塔导览、桂园学生宿舍、南京康宁大药房、平谷果香园采摘园、武汉江畔乒乓球俱乐部、
青岛蓝湾海洋馆和好步修鞋铺。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

KNITTING_CAFE = "毛线时光是成都玉林路上的一家编织咖啡馆，老板是林晓雯。除周一外，店里每天上午10点到晚上7点营业。初学者课程由周凯老师授课，每周四晚上7点半上课，每节课80元，含毛线。顾客可以自带毛线和棒针。里间最多可供8人的小组预订，但必须至少提前48小时预约。"

SKI_CENTRE = "位于崇礼的白桦沟越野滑雪中心共有40公里经过压雪的越野雪道。成人日票120元，12岁以下儿童免费滑雪。雪具租赁时间为上午8点半到下午3点，租用的雪板必须在下午4点半之前归还。总教练王雪峰每周六上午开设技术课，每期限10人。气温降到零下25摄氏度以下时，雪道关闭。"

BIKE_WORKSHOP = "技师陈浩和刘佳于2016年在杭州创办了自行车维修工坊“转角单车”。基础保养收费150元，通常需要两个工作日。补胎20元，可以当场等修，但仅限下午5点之前送来的车。陈浩负责编车圈，刘佳则专修电助力车的电机。修好的车超过30天未取，每天收取5元保管费。"

LIGHTHOUSE = "平潭的鹰嘴角灯塔建于1893年，塔高36米，登上灯室共有162级台阶。导览游览每年5月1日至10月15日开放，上午10点到下午4点每个整点出发。成人票30元，6至14岁儿童票15元，6岁以下儿童不得登塔。导览由最后一任守塔人的孙女郑海燕带领，大约持续50分钟。风速超过每小时60公里时，导览取消。"

DORMITORY = "桂园是一栋学生宿舍楼，6层共有300间单人间。住宿费每月900元，含电费和无线网络费。平日的安静时间为晚上11点到早上7点，但周五和周六从午夜12点开始。访客留宿每月最多3晚，并且必须在宿管何丽处登记。地下室的洗衣房24小时开放，每洗一次4元。"

PHARMACY = "康宁大药房位于南京中山路，周一至周五早上8点到晚上8点营业，周六上午9点到下午1点营业，周日休息。主任药师孙建国负责审核所有处方，药剂员吴婷负责送药上门的订单。中午12点前交来的处方，当天下午就能取药。订单满100元免费送药上门，不满100元收取8元配送费。店内可免费测量血压，无需预约。"

ORCHARD = "果香园是北京平谷的一家采摘园，种有1,800棵苹果树和500棵梨树，由马德顺一家自1985年起经营。采摘季从9月1日持续到11月10日，园区上午9点开门，下午5点关门。苹果每斤6元。每位游客需交20元入园费，购买超过5斤即可退还。园内禁止使用梯子，采摘时使用园方提供的长柄采果器。"

TABLE_TENNIS = "江畔乒乓球俱乐部位于武汉沿江路的一座球馆内，共有16张球台。自由练习时间为每周二和周四晚上6点到10点。成人会员年费600元，18岁以下青少年只需交一半。会长黄丽萍负责组织联赛，教练赵志强每周六带青少年训练。非会员入会前最多可以以嘉宾身份来打3次，每次20元。"

AQUARIUM = "青岛蓝湾海洋馆水体容量达500万升，饲养着450个物种、约8,000只动物。除夕当天闭馆，其余每天上午9点到下午5点半开放。门票成人150元，65岁以上老人100元，身高1.2米以下儿童免票。馆内的20只巴布亚企鹅于2018年从首尔的一家水族馆引进，海洋生物学家刘敏博士每天上午11点15分和下午3点45分讲解企鹅喂食。所有展厅均禁止使用闪光灯拍照。"

SHOE_REPAIR = "“好步”修鞋铺由修鞋师傅陈国栋和女儿陈小雨一起经营。换一双鞋跟35元，第二天就能取。整个鞋底换新120元，最多需要5个工作日。皮革活儿全部由陈国栋来做，陈小雨负责修拉链和包。店铺每周三休息，90天内没有取走的修好物品会捐给慈善机构。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cc-001", "para.reorder", "初学者课程什么时候上，多少钱？", "每节80元、含毛线的初学者课程由周凯老师教，时间是每周四晚上7点半。", KNITTING_CAFE, True),
    w.faith("zh-cc-002", "para.passive", "转角单车是谁创办的？", "转角单车于2016年由技师陈浩和刘佳创办。", BIKE_WORKSHOP, True),
    w.faith("zh-cc-003", "para.synonym", "天特别冷的时候雪道怎么办？", "一旦气温低于零下25摄氏度，雪道就停止开放。", SKI_CENTRE, True),
    w.faith("zh-cc-004", "para.nominal", "灯塔导览要多长时间？", "导览的时长约为50分钟。", LIGHTHOUSE, True),
    w.faith("zh-cc-005", "para.capital", "海洋馆的企鹅是从哪里来的？", "这些巴布亚企鹅是2018年从韩国首都的一家水族馆引进的。", AQUARIUM, True),
    w.faith("zh-cc-006", "para.pronoun", "访客留宿要找谁登记？", "找宿管何丽，留宿的访客必须在她那里登记。", DORMITORY, True),
    w.faith("zh-cc-007", "para.relative", "送药上门的订单由谁负责？", "在药房担任药剂员的吴婷负责送药上门的订单。", PHARMACY, True),
    w.faith("zh-cc-008", "para.part", "康宁大药房周三晚上7点还开门吗？", "开门，周三营业到晚上8点。", PHARMACY, True),
    w.faith("zh-cc-009", "para.combine", "俱乐部有几张球台，什么时候可以自由练习？", "俱乐部有16张球台，每周二和周四晚上6点到10点可以自由练习。", TABLE_TENNIS, True),
    w.faith("zh-cc-010", "fmt.number", "整个鞋底换新要多久？", "最多需要五个工作日。", SHOE_REPAIR, True),
    w.faith("zh-cc-011", "fmt.thousands", "果香园有多少棵苹果树？", "果香园有1800棵苹果树。", ORCHARD, True),
    w.faith("zh-cc-012", "fmt.scale", "白桦沟的越野雪道有多长？", "中心共有4万米经过压雪的越野雪道。", SKI_CENTRE, True),
    w.faith("zh-cc-013", "fmt.date", "灯塔导览什么时间开放？", "导览开放期为每年5.1至10.15。", LIGHTHOUSE, True),
    w.faith("zh-cc-014", "fmt.time", "药房周六几点营业？", "周六9:00至13:00营业。", PHARMACY, True),
    w.faith("zh-cc-015", "fmt.unit", "什么情况下导览会取消？", "风速超过60km/h时，导览就会取消。", LIGHTHOUSE, True),
    w.faith("zh-cc-016", "fmt.abbrev", "桂园的住宿费是多少？", "每月900元，含电费和WiFi费。", DORMITORY, True),
    w.faith("zh-cc-017", "fmt.currency", "换鞋跟多少钱？", "换一双鞋跟35块钱，第二天就能取。", SHOE_REPAIR, True),
    w.faith("zh-cc-018", "fmt.range", "非会员能以嘉宾身份来打几次？", "非会员入会前以嘉宾身份来打不能超过3次，每次20元。", TABLE_TENNIS, True),
    w.faith("zh-cc-019", "fmt.period", "里间需要提前多久预约？", "至少要提前两天预约。", KNITTING_CAFE, True),
    w.faith("zh-cc-020", "fmt.share", "青少年会员年费多少？", "18岁以下青少年交成人年费600元的50%。", TABLE_TENNIS, True),
    w.faith("zh-cc-021", "para.except", "毛线时光周一营业吗？", "不营业，周一是店休日；其他日子上午10点到晚上7点开门。", KNITTING_CAFE, True),
    w.faith("zh-cc-022", "wrap.opener", "好步修鞋铺哪天休息？", "问得好！好步修鞋铺每周三休息。", SHOE_REPAIR, True),
    w.faith("zh-cc-023", "wrap.closer", "去果香园可以带梯子吗？", "不可以，园内禁止使用梯子，园方会提供长柄采果器。祝您采摘愉快！", ORCHARD, True),
    w.faith("zh-cc-024", "wrap.attribution", "洗衣房洗一次衣服多少钱？", "根据资料，洗衣房每洗一次4元。", DORMITORY, True),
    w.faith("zh-cc-025", "wrap.hedge", "基础保养多少钱？", "我觉得基础保养是150元，一般需要两个工作日。", BIKE_WORKSHOP, True),
    w.faith("zh-cc-026", "wrap.question", "孩子也要买日票吗？", "12岁以下的儿童免费滑雪，成人日票是120元。需要我再告诉您雪具租赁的时间吗？", SKI_CENTRE, True),
    w.faith("zh-cc-027", "value.number", "海洋馆里有多少个物种？", "馆内饲养着550个物种、约8,000只动物。", AQUARIUM, False),
    w.faith("zh-cc-028", "value.date", "采摘季什么时候结束？", "采摘季到12月10日结束。", ORCHARD, False),
    w.faith("zh-cc-029", "value.time", "企鹅什么时候喂食？", "企鹅喂食讲解在上午11点15分和下午4点45分。", AQUARIUM, False),
    w.faith("zh-cc-030", "value.unit", "鹰嘴角灯塔有多高？", "鹰嘴角灯塔高36英尺。", LIGHTHOUSE, False),
    w.faith("zh-cc-031", "value.currency", "初学者课程一节多少钱？", "每节课80美元，含毛线。", KNITTING_CAFE, False),
    w.faith("zh-cc-032", "role.swap", "皮革活儿和修拉链分别是谁做？", "皮革活儿全部由陈小雨来做，陈国栋负责修拉链和包。", SHOE_REPAIR, False),
    w.faith("zh-cc-033", "negation", "住宿费包含电费吗？", "不包含，每月900元的住宿费里没有电费。", DORMITORY, False),
    w.faith("zh-cc-034", "antonym", "什么情况下可以免费送药上门？", "订单低于100元就免费送药上门。", PHARMACY, False),
    w.faith("zh-cc-035", "modality", "我需要自带毛线吗？", "需要，顾客必须自带毛线和棒针。", KNITTING_CAFE, False),
    w.faith("zh-cc-036", "quantifier", "海洋馆里可以用闪光灯拍照吗？", "只有部分展厅禁止使用闪光灯拍照。", AQUARIUM, False),
    w.faith("zh-cc-037", "value.except", "除夕当天海洋馆开放吗？", "开放，海洋馆全年无休，除夕当天也是上午9点到下午5点半开放。", AQUARIUM, False),
    w.faith("zh-cc-038", "direction", "想当场等着补胎，应该什么时候把车送过去？", "下午5点以后送来的车可以当场补胎，收费20元。", BIKE_WORKSHOP, False),
    w.faith("zh-cc-039", "added.fact", "入园费能退吗？", "能，购买超过5斤就退还20元入园费，而且身高1.2米以下的儿童免交入园费。", ORCHARD, False),
    w.faith("zh-cc-040", "added.entity", "谁带青少年训练？", "教练赵志强和助理教练孙蕾每周六一起带青少年训练。", TABLE_TENNIS, False),
    w.faith("zh-cc-041", "mixed", "日票多少钱？", "成人日票120元，12岁以下儿童半价，只要60元。", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("zh-cc-042", "refusal.plain", "鹰嘴角灯塔有纪念品商店吗？", "我不知道。", LIGHTHOUSE, True),
    w.refusal("zh-cc-043", "refusal.context", "康宁大药房卖助听器吗？", "所提供的资料中没有提到康宁大药房是否销售助听器。", PHARMACY, True),
    w.refusal("zh-cc-044", "refusal.short", "好步修鞋铺有学生折扣吗？", "不清楚。", SHOE_REPAIR, True),
    w.refusal("zh-cc-045", "refusal.long", "桂园有停车场吗？", "感谢您的提问。我查看了关于桂园的资料，其中介绍了房间、住宿费、安静时间、访客留宿和洗衣房，但没有任何关于停车的内容。很抱歉，因此我无法告诉您那里是否可以停车。", DORMITORY, True),
    w.refusal("zh-cc-046", "refusal.hedged", "租的雪板几点前要还？", "我不太确定，不过应该是下午4点半之前归还。", SKI_CENTRE, False),
    w.refusal("zh-cc-047", "refusal.partial", "成人票多少钱？馆里有餐厅吗？", "成人票150元，不过资料里没有说馆内有没有餐厅。", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("zh-cc-048", "correct.wordy", "王雪峰的技术课什么时候上？", "如果您想参加王雪峰教练的技术课，记得把周六上午空出来，因为他每周都是在周六上午上这门课的。", "每周六上午。", True),
    w.correct("zh-cc-049", "correct.short", "登上灯室有多少级台阶？", "162级。", "登上灯室共有162级台阶。", True),
    w.correct("zh-cc-050", "correct.format", "果香园几点关门？", "17:00关门。", "下午5点关门。", True),
    w.correct("zh-cc-051", "wrong.value", "桂园的住宿费每月多少？", "住宿费每月1200元。", "住宿费每月900元，含电费和无线网络费。", False),
    w.correct("zh-cc-052", "wrong.echo", "江畔乒乓球俱乐部有几张球台？", "江畔乒乓球俱乐部有10张球台。", "俱乐部共有16张球台。", False),
    w.correct("zh-cc-053", "wrong.role", "孙建国和吴婷在药房分别负责什么？", "吴婷负责审核所有处方，孙建国负责送药上门的订单。", "主任药师孙建国负责审核所有处方，药剂员吴婷负责送药上门的订单。", False),
]

RELEVANCY = [
    w.relevant("zh-cc-054", "relevant.direct", "里间最多能订几个人？", "里间最多可以供8个人的小组预订。", KNITTING_CAFE, True),
    w.relevant("zh-cc-055", "relevant.yesno", "转角单车修电助力车的电机吗？", "修，刘佳专门修电助力车的电机。", BIKE_WORKSHOP, True),
    w.relevant("zh-cc-056", "offtopic.true", "果香园几点开门？", "果香园由马德顺一家自1985年起经营。", ORCHARD, False),
    w.relevant("zh-cc-057", "offtopic.other", "自由练习是哪几天？", "成人会员年费600元，青少年只交一半。", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("zh-cc-058", "diag.pass", "好步修鞋铺整个鞋底换新多少钱？", "在好步修鞋铺，整个鞋底换新是120元。", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("zh-cc-059", "diag.offtopic", "技术课每期限多少人？", "白桦沟越野滑雪中心共有40公里经过压雪的越野雪道。", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("zh-cc-060", "diag.unfaithful", "修好的车一直不取，保管费怎么算？", "超过30天未取的车，每天收取10元保管费。", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("zh-cc-061", "diag.refused", "桂园周五的安静时间几点开始？", "抱歉，资料里没有说明周五的安静时间从几点开始。", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("zh-cc-062", "diag.missed", "鹰嘴角灯塔是哪一年建的？", "抱歉，我找到的资料里没有提到灯塔的建造年份。", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("zh-cc-063", "diag.correct_refusal", "康宁大药房卖宠物用药吗？", "资料里没有提到宠物用药，所以我无法回答。", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("zh-cc-064", "diag.should_refuse", "毛线时光卖无麸质蛋糕吗？", "卖的，毛线时光每天都供应无麸质蛋糕。", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
