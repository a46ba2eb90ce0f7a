"""Fresh set cm, Chinese: 宠物医院、蹦床公园、档案馆阅览室、帆船学校、摄影工作室、圣诞市集、美发店、滑冰场、社区合唱团和工具图书馆。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

VET = (
    "安心宠物医院由刘海燕医生于2009年创办，她至今仍负责医院的外科团队。"
    "医院除周日外每天营业，时间为上午8点至晚上7点。"
    "普通门诊费为65元，猫狗疫苗每针38元。"
    "在候诊区，狗必须拴好牵引绳，猫必须装在关好的航空箱里。"
    "医院共有14名员工，其中包括5名兽医。"
    "下班后，医院会把急诊电话转接到6公里外的河畔动物医院。"
)
BOUNCE = (
    "跳跳乐蹦床公园的两个场馆里共有42张蹦床。"
    "跳一小时收费58元，每位入场者都必须穿防滑袜，防滑袜每双10元。"
    "6岁以下儿童只能在幼儿区玩，并且必须由成人陪同。"
    "公园工作日上午10点至晚上9点开放，周末上午9点至晚上10点开放。"
    "生日派对可供10至25人的团体预订。"
    "体重超过110公斤的人不能上蹦床。"
)
ARCHIVE = (
    "市档案馆阅览室共有24个座位。"
    "读者首次来访时必须在服务台登记并出示身份证件。"
    "除两张复印台外，阅览室内一律禁止使用钢笔。"
    "档案原件必须至少提前两天预约，每天最多可调阅五盒。"
    "不使用闪光灯拍照是允许的，而且免费；由工作人员扫描则每页收费0.4元。"
    "阅览室周二至周五上午9点半至下午4点半开放，法定节假日闭馆。"
)
SAILING = (
    "海风帆船学校位于海南省省会海口。"
    "初级课程为期两周，共10节课，每节课3小时。"
    "课程费用为3800元，救生衣免费提供。"
    "学员必须年满12岁，并且能游50米。"
    "首席教练陈思远于2016年从学校创始人王建国手中接管了学校。"
    "风力超过6级时，课程取消。"
)
PHOTO = (
    "光影摄影工作室的大影棚按每小时300元出租，最少预订两小时。"
    "证件照拍摄每次50元，含四张冲印照片。"
    "工作室由摄影师林晓雯和赵磊于2018年3月12日共同创办。"
    "客户须至少提前48小时取消预约，才能获得全额退款。"
    "大影棚里有一面宽6米的白色无影墙。"
)
MARKET = (
    "老城圣诞市集于2024年11月24日至12月23日举办。"
    "市集共有88个木屋摊位，其中四分之一出售餐饮。"
    "市集每天上午11点至晚上9点开放，只有11月24日因举行亮灯仪式，下午5点才开门。"
    "一杯热红酒28元，另需支付10元杯子押金。"
    "12月7日的冰雕比赛由区长周丽华担任评委。"
    "主办方预计将接待约120万人次游客。"
)
HAIR = (
    "发艺坊美发店由发型师孙婷于2015年开办，并一直由她经营。"
    "女士剪发68元，男士剪发38元。"
    "染发约需两个半小时，必须至少提前一周预约。"
    "店铺周二至周六营业，周日和周一休息。"
    "未预约的顾客只在周六接待。"
    "店里共有6名发型师，其中2名是学徒。"
)
RINK = (
    "北湖滑冰场长60米、宽30米。"
    "公众滑冰时段为除周一外每天下午2点至5点。"
    "成人票90元，12岁以下儿童票60元，租冰鞋40元。"
    "建议所有滑冰者佩戴头盔，但只有8岁以下儿童必须佩戴。"
    "冰面每90分钟整理一次。"
    "滑冰场于1998年11月开业，2021年进行了翻新。"
)
CHOIR = (
    "和声社区合唱团共有58名团员，指挥是马建华。"
    "合唱团每周三晚上7点至9点在北京大学附属中学礼堂排练。"
    "新团员不需要会识谱，但入团前必须参加一次简短的声部测试。"
    "年费为600元，学生减半。"
    "冬季音乐会将于2024年12月14日在区文化馆举行，门票80元。"
)
TOOLS = (
    "邻里工具图书馆向会员出借1,200多件工具。"
    "会员年费为200元，每次最多可借三件工具。"
    "工具借期为一周，如无他人预约，可续借一次。"
    "逾期归还每件工具每天收费5元。"
    "电动工具只有完成30分钟安全培训的会员才能借用。"
    "工具图书馆由志愿者运营，每周四下午5点至晚上8点、周六上午10点至下午2点开放。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cm-001", "para.reorder", "合唱团什么时候、在哪里排练？", "合唱团的排练地点是北京大学附属中学礼堂，时间是每周三晚上7点至9点。", CHOIR, True),
    w.faith("zh-cm-002", "para.passive", "宠物医院下班后打急诊电话会怎样？", "下班后的急诊电话会被转接到6公里外的河畔动物医院。", VET, True),
    w.faith("zh-cm-003", "para.synonym", "跳跳乐有多少张蹦床？", "跳跳乐在两个场馆里一共配备了42张蹦床。", BOUNCE, True),
    w.faith("zh-cm-004", "para.nominal", "调阅档案原件要提前多久？", "档案原件的预约至少要提前两天。", ARCHIVE, True),
    w.faith("zh-cm-005", "para.capital", "海风帆船学校在哪个城市？", "学校在海口，海口是海南省的省会。", SAILING, True),
    w.faith("zh-cm-006", "para.pronoun", "孙婷是做什么的？", "她是发型师，发艺坊美发店就是她2015年开办的，一直由她经营。", HAIR, True),
    w.faith("zh-cm-007", "para.relative", "帆船学校的首席教练是谁？", "2016年从创始人王建国手中接管学校的陈思远是首席教练。", SAILING, True),
    w.faith("zh-cm-008", "para.part", "北湖滑冰场成人票多少钱？", "成人票是90元。", RINK, True),
    w.faith("zh-cm-009", "para.combine", "工具能借多久？晚还了怎么办？", "工具借期为一周，逾期归还的话每件工具每天收5元。", TOOLS, True),
    w.faith("zh-cm-010", "fmt.number", "和声社区合唱团有多少名团员？", "合唱团共有五十八名团员。", CHOIR, True),
    w.faith("zh-cm-011", "fmt.thousands", "工具图书馆有多少件工具可以借？", "向会员出借的工具有1200多件。", TOOLS, True),
    w.faith("zh-cm-012", "fmt.scale", "圣诞市集预计有多少游客？", "主办方预计将接待约1,200,000人次游客。", MARKET, True),
    w.faith("zh-cm-013", "fmt.date", "光影摄影工作室是哪天创办的？", "工作室创办于2018-03-12，创办人是林晓雯和赵磊。", PHOTO, True),
    w.faith("zh-cm-014", "fmt.time", "跳跳乐工作日几点关门？", "工作日开放到21:00。", BOUNCE, True),
    w.faith("zh-cm-015", "fmt.unit", "北湖滑冰场有多大？", "冰场长60 m，宽30 m。", RINK, True),
    w.faith("zh-cm-016", "fmt.abbrev", "合唱团在哪儿排练？", "在北大附中礼堂排练。", CHOIR, True),
    w.faith("zh-cm-017", "fmt.currency", "在北湖滑冰场租冰鞋要多少钱？", "租一双冰鞋¥40。", RINK, True),
    w.faith("zh-cm-018", "fmt.range", "生日派对可以来多少人？", "生日派对最少10人，最多25人。", BOUNCE, True),
    w.faith("zh-cm-019", "fmt.period", "帆船初级课程要上多久？", "初级课程为期14天，共10节课，每节3小时。", SAILING, True),
    w.faith("zh-cm-020", "fmt.share", "市集里卖吃喝的摊位多吗？", "88个木屋摊位中，有25%出售餐饮。", MARKET, True),
    w.faith("zh-cm-021", "para.except", "周日能带猫去安心宠物医院吗？", "不行，安心宠物医院周日不营业。", VET, True),
    w.faith("zh-cm-022", "wrap.opener", "发艺坊女士剪发多少钱？", "好的！发艺坊女士剪发是68元。", HAIR, True),
    w.faith("zh-cm-023", "wrap.closer", "冰面多久整理一次？", "北湖滑冰场每90分钟整理一次冰面。希望对你有帮助！", RINK, True),
    w.faith("zh-cm-024", "wrap.attribution", "一天最多能调阅几盒档案？", "根据档案馆的规定，每天最多可以调阅五盒档案原件。", ARCHIVE, True),
    w.faith("zh-cm-025", "wrap.hedge", "帆船课的救生衣要另外付钱吗？", "据我所知，不用，救生衣是免费提供的。", SAILING, True),
    w.faith("zh-cm-026", "wrap.question", "光影拍证件照多少钱？", "证件照拍摄每次50元，含四张冲印照片。需要我告诉你怎么预约吗？", PHOTO, True),
    w.faith("zh-cm-027", "value.number", "发艺坊有几名发型师？", "店里共有8名发型师，其中2名是学徒。", HAIR, False),
    w.faith("zh-cm-028", "value.date", "光影摄影工作室是什么时候创办的？", "工作室于2018年5月12日由林晓雯和赵磊共同创办。", PHOTO, False),
    w.faith("zh-cm-029", "value.time", "工具图书馆周四几点开门？", "每周四下午5点至晚上9点开放。", TOOLS, False),
    w.faith("zh-cm-030", "value.unit", "下班后宠物急诊怎么办？", "急诊电话会转接到6英里外的河畔动物医院。", VET, False),
    w.faith("zh-cm-031", "value.currency", "合唱团年费多少？", "年费为800元，学生减半。", CHOIR, False),
    w.faith("zh-cm-032", "role.swap", "海风帆船学校现在由谁负责？", "王建国于2016年从学校创始人陈思远手中接管了学校。", SAILING, False),
    w.faith("zh-cm-033", "negation", "阅览室里可以拍档案吗？", "不可以，阅览室内不允许拍照。", ARCHIVE, False),
    w.faith("zh-cm-034", "antonym", "法定节假日阅览室开吗？", "开，法定节假日阅览室照常开放。", ARCHIVE, False),
    w.faith("zh-cm-035", "modality", "在北湖滑冰一定要戴头盔吗？", "是的，所有滑冰者都必须戴头盔。", RINK, False),
    w.faith("zh-cm-036", "quantifier", "不预约能直接去发艺坊剪头发吗？", "可以，营业日每天都接待未预约的顾客。", HAIR, False),
    w.faith("zh-cm-037", "value.except", "周一下午可以去公众滑冰吗？", "可以，周一下午2点到5点也有公众滑冰时段。", RINK, False),
    w.faith("zh-cm-038", "direction", "什么情况下帆船课会取消？", "风力低于6级时，课程取消。", SAILING, False),
    w.faith("zh-cm-039", "added.fact", "工具图书馆的会员费是多少？", "会员年费200元，会员还可以免费参加每月一次的木工课。", TOOLS, False),
    w.faith("zh-cm-040", "added.entity", "冰雕比赛的评委是谁？", "12月7日的冰雕比赛由区长周丽华和雕塑家何志明共同担任评委。", MARKET, False),
    w.faith("zh-cm-041", "mixed", "光影的预约取消了能退款吗？", "至少提前48小时取消可以全额退款，48小时内取消则退一半。", PHOTO, False),
]
REFUSAL = [
    w.refusal("zh-cm-042", "refusal.plain", "安心宠物医院能给爬行动物看病吗？", "抱歉，我没有这方面的信息。", VET, True),
    w.refusal("zh-cm-043", "refusal.context", "跳跳乐蹦床公园有停车场吗？", "提供的资料里没有提到停车的信息。", BOUNCE, True),
    w.refusal("zh-cm-044", "refusal.short", "邻里工具图书馆是谁创办的？", "不清楚。", TOOLS, True),
    w.refusal("zh-cm-045", "refusal.long", "和声社区合唱团会去国外演出吗？", "谢谢你的提问。很遗憾，我手上的资料没有提到合唱团出国演出的事。资料里只有排练时间、年费和冬季音乐会的信息。建议你直接联系合唱团咨询。抱歉没能帮上忙。", CHOIR, True),
    w.refusal("zh-cm-046", "refusal.hedged", "圣诞市集几点开门？", "我不太确定，不过好像大多数日子是上午11点开门。", MARKET, False),
    w.refusal("zh-cm-047", "refusal.partial", "发艺坊男士剪发和头皮护理各多少钱？", "男士剪发38元；资料中没有提到头皮护理的价格。", HAIR, False),
]
CORRECTNESS = [
    w.correct("zh-cm-048", "correct.wordy", "和声社区合唱团的指挥是谁？", "和声社区合唱团共有58名团员，每周三排练，担任指挥的是马建华。", "马建华。", True),
    w.correct("zh-cm-049", "correct.short", "跳跳乐跳一小时多少钱？", "58元。", "在跳跳乐蹦床公园跳一小时收费58元。", True),
    w.correct("zh-cm-050", "correct.format", "光影摄影工作室是哪天创办的？", "2018/3/12。", "2018年3月12日。", True),
    w.correct("zh-cm-051", "wrong.value", "北湖滑冰场租冰鞋多少钱？", "租冰鞋要60元。", "40元。", False),
    w.correct("zh-cm-052", "wrong.echo", "在邻里工具图书馆借工具可以借多久？", "在邻里工具图书馆借工具，可以在借期内借用工具。", "一周。", False),
    w.correct("zh-cm-053", "wrong.role", "海风帆船学校是谁创办的？", "陈思远。", "王建国。", False),
]
RELEVANCY = [
    w.relevant("zh-cm-054", "relevant.direct", "发艺坊哪天休息？", "周日和周一不开门。", HAIR, True),
    w.relevant("zh-cm-055", "relevant.yesno", "5岁的孩子能在跳跳乐玩蹦床吗？", "可以，但只能在幼儿区，而且要有成人陪同。", BOUNCE, True),
    w.relevant("zh-cm-056", "offtopic.true", "给猫打疫苗多少钱？", "在候诊区，狗必须拴好牵引绳。", VET, False),
    w.relevant("zh-cm-057", "offtopic.other", "阅览室几点开门？", "档案原件每天最多可以调阅五盒。", ARCHIVE, False),
]
DIAGNOSIS = [
    w.diag("zh-cm-058", "diag.pass", "圣诞市集的热红酒多少钱一杯？", "一杯热红酒28元，另外要付10元杯子押金。", {"market": MARKET, "rink": RINK}, ("market",), "pass"),
    w.diag("zh-cm-059", "diag.offtopic", "工具图书馆的会员年费是多少？", "工具图书馆每周四下午5点至晚上8点、周六上午10点至下午2点开放。", {"tools": TOOLS, "choir": CHOIR}, ("tools",), "fix_generation"),
    w.diag("zh-cm-060", "diag.unfaithful", "安心宠物医院普通门诊多少钱？", "普通门诊费是95元。", {"vet": VET, "photo": PHOTO}, ("vet",), "fix_generation"),
    w.diag("zh-cm-061", "diag.refused", "多大年龄可以报名帆船初级课程？", "抱歉，我在现有资料中找不到这个信息。", {"sailing": SAILING, "bounce": BOUNCE}, ("sailing",), "fix_generation"),
    w.diag("zh-cm-062", "diag.missed", "光影的大影棚最少要订几个小时？", "抱歉，我没有找到相关信息。", {"hair": HAIR, "archive": ARCHIVE}, ("photo",), "fix_retrieval"),
    w.diag("zh-cm-063", "diag.correct_refusal", "北湖滑冰场有成人花样滑冰课吗？", "资料中没有提到成人花样滑冰课，我无法回答。", {"rink": RINK, "bounce": BOUNCE}, (), "correct_refusal"),
    w.diag("zh-cm-064", "diag.should_refuse", "安心宠物医院给狗狗美容多少钱？", "狗狗美容一次150元。", {"vet": VET, "hair": HAIR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
