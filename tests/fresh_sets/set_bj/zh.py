"""Chinese cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SOFTWARE = "「云笔记」团队版每位用户每月收费30元，按年付费则每人每年300元。每个团队空间提供500GB云存储，并保留最近60天的历史版本。20人以内的团队可以在线自助开通，超过20人的企业须联系销售顾问。订阅可随时取消，但年付套餐在付款7天后不予退款。"
GARDEN = "南山植物园每天早上8点至下午5点半开放，除夕当天闭园。成人门票40元，6至18岁学生半价，6岁以下儿童免票。热带温室内栽培着2,000多种兰花，室温常年保持在25°C。园内除西门草坪外，一律禁止携带宠物入内。"
PASSPORT = "市出入境接待大厅位于中国首都北京的东城区，周一至周六上午9点至下午5点办公，周日休息。普通护照一般在7个工作日内办结；加急办理需另交100元，3个工作日内即可取证。护照照片须为近半年内拍摄的白底证件照。16周岁以下的申请人须由监护人陪同办理。"
COOKING = "「小厨坊」的周日包饺子课由王丽华老师主讲，时间是上午10点到中午12点半。每人学费180元，含全部食材和围裙。每期最多招收10名学员。10岁以下儿童可以参加，但必须由家长陪同。开课前24小时内取消报名的，费用不予退还。"
PARKING = "金桥广场地下停车场共有三层、800个车位，营业时间为早上7点至晚上11点。首小时收费5元，之后每小时3元，每天最高收费40元。月卡价格为每月300元。新能源汽车充电桩集中在负二层；车高超过2米的车辆禁止入内。"
ORCHESTRA = "星光青少年交响乐团招收8至16岁的学员。排练时间为每周六下午2点至5点，地点在北大百年讲堂排练厅。乐团由指挥家陈志远于2003年创办，2018年起由刘静担任音乐总监。每学期学费为2,400元，新团员考核定于2024年9月8日举行。"
BAGGAGE = "乘坐祥云航空国际航班的经济舱旅客可免费托运1件行李，重量不超过23公斤。超出的行李每件收费600元。手提行李不得超过5公斤。前往美国的航班，托运行李只能使用TSA认可的锁。高尔夫球具等运动器材按一件托运行李计算。"
LAUNDRY = "「洁净坊」洗衣店提供水洗服务，每公斤12元，3公斤起洗。上午10点前送洗的衣物，当天晚上7点前即可取走。干洗需要3天。订单满100元的，3公里范围内免费上门取送。洗衣店除周一外每天营业。"
BOWLING = "欢乐保龄球馆共有16条球道，每天中午12点营业至午夜12点，周五和周六延长至凌晨2点。每局每人25元，租鞋每双10元。每周二全天打五折。身高不足1.2米的儿童须有成人陪同。球馆由赵建国于1995年创办，2012年起由他的儿子赵鹏经营。"
HUT = "白云岭山屋位于海拔1,600米的山脊上，全年开放。多人间床位每晚120元，晚餐每份50元。住客须自带睡袋内胆，棉被由山屋免费提供。10人以上的团队必须提前预订。从云谷索道上站步行到山屋约需一个半小时。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bj-001", "para.reorder", "早上送洗的衣服什么时候能拿？", "当天晚上7点前就能取走上午10点前送洗的衣物。", LAUNDRY, True),
    w.faith("zh-bj-002", "para.passive", "欢乐保龄球馆是谁创办的？", "赵建国在1995年创办了这家球馆。", BOWLING, True),
    w.faith("zh-bj-003", "para.synonym", "我的车有2.3米高，能开进金桥广场停车场吗？", "不能，车高超过2米的车辆不得驶入。", PARKING, True),
    w.faith("zh-bj-004", "para.nominal", "包饺子课临时取消能退钱吗？", "开课前24小时内的取消不予退款。", COOKING, True),
    w.faith("zh-bj-005", "para.capital", "出入境接待大厅在哪个城市？", "在北京。北京是中国的首都，大厅就在东城区。", PASSPORT, True),
    w.faith("zh-bj-006", "para.pronoun", "刘静是什么时候开始担任星光青少年交响乐团音乐总监的？", "从2018年起担任。", ORCHESTRA, True),
    w.faith("zh-bj-007", "para.relative", "白云岭山屋什么时候开放？", "位于海拔1,600米山脊上的白云岭山屋全年开放。", HUT, True),
    w.faith("zh-bj-008", "para.part", "云笔记团队版有多少存储空间？", "每个团队空间有500GB云存储。", SOFTWARE, True),
    w.faith("zh-bj-009", "para.combine", "祥云航空国际航班托运行李怎么收费？", "经济舱可以免费托运1件不超过23公斤的行李，多出来的每件收600元。", BAGGAGE, True),
    w.faith("zh-bj-010", "fmt.number", "南山植物园的温室里有多少种兰花？", "热带温室里栽培着两千多种兰花。", GARDEN, True),
    w.faith("zh-bj-011", "fmt.thousands", "星光青少年交响乐团学费多少？", "每学期2400元。", ORCHESTRA, True),
    w.faith("zh-bj-012", "fmt.scale", "祥云航空的手提行李限重多少？", "手提行李不能超过5000克。", BAGGAGE, True),
    w.faith("zh-bj-013", "fmt.date", "交响乐团的新团员考核是哪天？", "考核定在2024-09-08。", ORCHESTRA, True),
    w.faith("zh-bj-014", "fmt.time", "包饺子课几点上课？", "每周日10:00到12:30。", COOKING, True),
    w.faith("zh-bj-015", "fmt.unit", "热带温室里多少度？", "室温常年保持在25摄氏度。", GARDEN, True),
    w.faith("zh-bj-016", "fmt.abbrev", "星光青少年交响乐团在哪里排练？", "在北京大学百年讲堂的排练厅，每周六下午排练。", ORCHESTRA, True),
    w.faith("zh-bj-017", "fmt.currency", "洁净坊水洗怎么收费？", "每公斤￥12，3公斤起洗。", LAUNDRY, True),
    w.faith("zh-bj-018", "fmt.range", "包饺子课一期能收多少人？", "每期学员人数上限为10人。", COOKING, True),
    w.faith("zh-bj-019", "fmt.period", "从索道上站走到白云岭山屋要多久？", "大约90分钟。", HUT, True),
    w.faith("zh-bj-020", "fmt.share", "欢乐保龄球馆哪天打球最划算？", "每周二，全天只收一半的价钱。", BOWLING, True),
    w.faith("zh-bj-021", "para.except", "周一能去洁净坊送洗衣服吗？", "不行，洗衣店周一不营业。", LAUNDRY, True),
    w.faith("zh-bj-022", "wrap.opener", "金桥广场停车场的月卡多少钱？", "好的！月卡是每月300元。", PARKING, True),
    w.faith("zh-bj-023", "wrap.closer", "我们公司12个人去白云岭山屋，需要预订吗？", "10人以上的团队必须提前预订，所以你们需要预订。希望对您有帮助！", HUT, True),
    w.faith("zh-bj-024", "wrap.attribution", "高尔夫球具怎么托运？", "根据航空公司的规定，高尔夫球具按一件托运行李计算。", BAGGAGE, True),
    w.faith("zh-bj-025", "wrap.hedge", "云笔记的订阅可以随时取消吗？", "据我了解，订阅是可以随时取消的。", SOFTWARE, True),
    w.faith("zh-bj-026", "wrap.question", "南山植物园成人门票多少钱？", "成人门票是40元。需要我再告诉您开放时间吗？", GARDEN, True),
    w.faith("zh-bj-027", "value.number", "欢乐保龄球馆有几条球道？", "球馆共有18条球道。", BOWLING, False),
    w.faith("zh-bj-028", "value.date", "新团员考核是什么时候？", "新团员考核定于2024年9月18日举行。", ORCHESTRA, False),
    w.faith("zh-bj-029", "value.time", "金桥广场停车场几点关门？", "停车场营业到晚上10点。", PARKING, False),
    w.faith("zh-bj-030", "value.unit", "洁净坊水洗多少钱？", "水洗每斤12元，3公斤起洗。", LAUNDRY, False),
    w.faith("zh-bj-031", "value.currency", "包饺子课学费多少？", "每人学费280元，含全部食材和围裙。", COOKING, False),
    w.faith("zh-bj-032", "role.swap", "星光青少年交响乐团是谁创办的？现在谁是音乐总监？", "乐团由刘静于2003年创办，2018年起由陈志远担任音乐总监。", ORCHESTRA, False),
    w.faith("zh-bj-033", "negation", "去白云岭山屋要自己带被子吗？", "要带，山屋不提供棉被。", HUT, False),
    w.faith("zh-bj-034", "antonym", "出入境接待大厅周日办公吗？", "办公，大厅周日照常对外开放。", PASSPORT, False),
    w.faith("zh-bj-035", "modality", "我家孩子8岁，能自己去上包饺子课吗？", "可以参加，家长陪不陪同都可以。", COOKING, False),
    w.faith("zh-bj-036", "quantifier", "云笔记团队版能在线开通吗？", "可以，所有团队都可以在线自助开通。", SOFTWARE, False),
    w.faith("zh-bj-037", "value.except", "可以带狗去南山植物园的西门草坪吗？", "不可以，宠物不能进入西门草坪。", GARDEN, False),
    w.faith("zh-bj-038", "direction", "办护照需要监护人陪同吗？", "16周岁以上的申请人须由监护人陪同办理。", PASSPORT, False),
    w.faith("zh-bj-039", "added.fact", "金桥广场停车场的月卡多少钱？", "月卡每月300元，每月还可以免费洗车一次。", PARKING, False),
    w.faith("zh-bj-040", "added.entity", "包饺子课由谁来教？", "由王丽华老师主讲，助教张强在旁协助。", COOKING, False),
    w.faith("zh-bj-041", "mixed", "云笔记年付多少钱？能退款吗？", "年付每人每年300元，付款后一个月内都可以全额退款。", SOFTWARE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bj-042", "refusal.plain", "白云岭山屋有热水淋浴吗？", "抱歉，我没有这方面的信息。", HUT, True),
    w.refusal("zh-bj-043", "refusal.context", "云笔记团队版有教育优惠吗？", "所提供的资料中没有提到教育优惠，我无法回答这个问题。", SOFTWARE, True),
    w.refusal("zh-bj-044", "refusal.long", "欢乐保龄球馆有停车位吗？", "感谢您的提问。很遗憾，我手头的资料里没有提到球馆是否有停车位。建议您直接打电话给欢乐保龄球馆问一下，免得白跑一趟。", BOWLING, True),
    w.refusal("zh-bj-045", "refusal.hedged", "包饺子课几点开始？", "不太确定，不过应该是周日上午10点开始。", COOKING, False),
    w.refusal("zh-bj-046", "refusal.partial", "金桥广场停车场对摩托车和小汽车分别怎么收费？", "资料里没有提到摩托车，不过一般车辆首小时5元，之后每小时3元。", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bj-047", "correct.wordy", "星光青少年交响乐团是谁创办的？", "星光青少年交响乐团是由指挥家陈志远在2003年一手创办的。", "指挥家陈志远。", True),
    w.correct("zh-bj-048", "correct.short", "普通护照多久能办好？", "7个工作日以内。", "普通护照一般在7个工作日内办结；加急需另交100元，3个工作日内可取证。", True),
    w.correct("zh-bj-049", "correct.format", "祥云航空经济舱免费托运行李的重量上限是多少？", "二十三千克。", "23公斤。", True),
    w.correct("zh-bj-050", "wrong.value", "金桥广场停车场的月卡多少钱？", "每月200元。", "每月300元。", False),
    w.correct("zh-bj-051", "wrong.echo", "金桥广场停车场的充电桩在哪一层？", "金桥广场停车场的充电桩在负三层。", "负二层。", False),
    w.correct("zh-bj-052", "wrong.role", "欢乐保龄球馆是谁创办的？现在由谁经营？", "赵鹏创办了球馆，现在由他父亲赵建国经营。", "赵建国创办，现在由他的儿子赵鹏经营。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bj-053", "relevant.direct", "洁净坊哪天休息？", "周一。", LAUNDRY, True),
    w.relevant("zh-bj-054", "relevant.yesno", "能带狗进南山植物园吗？", "可以，但只能待在西门草坪。", GARDEN, True),
    w.relevant("zh-bj-055", "relevant.direct", "从索道上站走到白云岭山屋要多久？", "一个半小时左右。", HUT, True),
    w.relevant("zh-bj-056", "offtopic.true", "星光青少年交响乐团什么时候排练？", "每学期学费为2,400元。", ORCHESTRA, False),
    w.relevant("zh-bj-057", "offtopic.other", "洁净坊干洗多少钱？", "干洗需要3天。", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bj-058", "diag.pass", "包饺子课的学费是多少？", "每人180元，食材和围裙都包含在内。", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("zh-bj-059", "diag.offtopic", "金桥广场停车场每天最多收多少钱？", "新能源汽车充电桩在负二层。", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("zh-bj-060", "diag.unfaithful", "护照加急要另交多少钱？", "加急办理需另交200元。", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("zh-bj-061", "diag.refused", "祥云航空超出的托运行李怎么收费？", "抱歉，我在资料中找不到相关信息。", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("zh-bj-062", "diag.missed", "洁净坊水洗最少要洗几公斤？", "不清楚。", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("zh-bj-063", "diag.correct_refusal", "南山植物园的无线网密码是什么？", "抱歉，资料里没有这方面的内容。", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("zh-bj-064", "diag.should_refuse", "南山植物园的热带温室是谁设计的？", "热带温室由建筑师林海峰于1998年设计。", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
