"""Chinese cases of fresh set bq. Scenarios: 清音助听器中心 (a hearing-aid shop), 海鸥湾游艇码头,
滨江区幼儿园招生办公室, 鸿泰屋面工程公司 (a roofing contractor), the 博物馆奇妙夜 at 江城自然博物馆,
the 东江师范大学 student housing service centre, 东城献血屋, 青草坡马术学校, 墨点图文快印店
and the cargo ferry 海达号 to 青屿岛."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HEARING = "清音助听器中心位于桂花路，由听力师林婉清经营，她的助理周凯负责店里的所有维修。一次完整的听力检测需要45分钟，收费150元，65岁及以上的顾客免费。每副助听器都可试用30天，在此期间退货可全额退款，但要扣除200元验配费。门店营业时间为周二至周六9:00至17:30。电池6粒一包，每包25元，每位顾客每次最多可买10包。"

MARINA = "海鸥湾游艇码头共有260个泊位，可停靠长度不超过18米的船只。夏季泊位（5月1日至9月30日）收费18,000元，冬季泊位收费8,500元。泊位由港务长郑海涛分配，加油码头由许丽负责。加油码头每天7:00至19:00开放，周日除外。在防波堤以内，船速必须低于4节。"

KINDERGARTEN = "滨江区幼儿园招生办公室于2025年3月3日至3月28日接受报名。孩子须在2025年9月1日前年满3周岁才能入园。家长须携带孩子的出生医学证明和近3个月内开具的居住证明。学位于4月15日通过摇号分配，获得学位的家庭须在10天内确认。在园幼儿的弟弟妹妹享有优先权，但哥哥姐姐当年夏天离园的除外。"

ROOFING = "鸿泰屋面工程公司在嘉兴地区承接瓦屋面翻新工程。一个120平方米的标准屋面翻新约需8个工作日，费用145,000元起。所有现场勘查都由老板王建国亲自进行，书面报价则由他的女儿王晓雯负责。公司对施工提供15年质保，瓦片另享厂家25年质保。风速超过每小时50公里时不开工。"

MUSEUM = "江城自然博物馆将于2025年11月14日（星期五）19:00至24:00举办“博物馆奇妙夜”活动。成人票80元，学生票40元，12岁以下儿童谢绝入场。策展人陈思远博士将于20:30在蓝厅讲解鲸类化石，蓝厅里陈列着秘鲁政府借展的鲸骨架。咖啡厅供餐至22:45，最晚入场时间为23:00。门票仅售600张，10月20日开售。"

HOUSING = "东江师范大学学生住宿服务中心管理着4栋宿舍楼，共2,160个房间。单人间每月1,200元，双人间每人每月800元。学生须交1,000元押金，退宿时房间无损坏的，押金在21天内退还。调换房间由住宿专员刘畅负责，提前解约由办公室主任马志强审批。服务中心周一至周五10:00至16:00办公，法定节假日除外。"

BLOOD = "东城献血屋接受18至60岁、体重不低于50公斤的献血者。献一次全血约需10分钟，采血量为400ml。男性每12周可献血一次，女性每16周一次。近4个月内有文身的人不能献血。献血屋除周一外每天8:00至14:00开放，所有初次献血者都由护士长何静亲自照看。"

RIDING = "青草坡马术学校为8岁及以上的学员开设小组课。一节一小时的小组课收费300元，10节课套餐收费2,800元。每组最多6名学员。学员必须全程佩戴头盔；必须穿带跟的马靴，但第一节课可以穿运动鞋。总教练赵雪负责教初学者，她的同事孙浩教场地障碍。"

PRINT = "墨点图文快印店印刷A4传单，999张以内每张0.5元，1,000张起每张0.3元。普通订单2个工作日内完成；上午11点前下单的加急订单当天完成，价格上浮50%。文件须为PDF格式，分辨率不低于300dpi。金额超过2,000元的订单一律由店长吴敏审批。本店周日休息。"

FERRY = "货运渡轮“海达号”往返于大陆的石浦港和青屿岛之间。每周一、三、五早上6:15从石浦港开出，当天14:30从青屿岛返航。单程航行3小时20分钟。每个托盘（不超过800公斤）运费260元，7.5吨以上的车辆须至少提前48小时预订。船长黄立新指挥渡轮，装货顺序由装载主管江蕾决定。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bq-001", "para.reorder", "听力检测要多长时间，收费多少？", "花150元就能做一次完整的听力检测，时长45分钟。", HEARING, True),
    w.faith("zh-bq-002", "para.passive", "清音助听器中心的维修由谁负责？", "店里的所有维修都由林婉清的助理周凯负责。", HEARING, True),
    w.faith("zh-bq-003", "para.synonym", "防波堤内船速有什么限制？", "在防波堤里面，船只的行驶速度必须小于4节。", MARINA, True),
    w.faith("zh-bq-004", "para.nominal", "幼儿园学位是怎么分配的？", "学位的分配通过4月15日的摇号进行。", KINDERGARTEN, True),
    w.faith("zh-bq-005", "para.capital", "蓝厅里的鲸骨架是谁借展的？", "蓝厅里的鲸骨架是利马借展的。", MUSEUM, True),
    w.faith("zh-bq-006", "para.pronoun", "鸿泰屋面的现场勘查由谁来做？", "是老板王建国。他亲自负责所有现场勘查。", ROOFING, True),
    w.faith("zh-bq-007", "para.relative", "提前解约要找谁审批？", "提前解约由担任办公室主任的马志强审批。", HOUSING, True),
    w.faith("zh-bq-008", "para.part", "周三有从石浦港出发的班次吗？", "有，周三早上6:15从石浦港开出。", FERRY, True),
    w.faith("zh-bq-009", "para.combine", "小组课多少钱，每组几个人？", "每组最多6人的一小时小组课收费300元。", RIDING, True),
    w.faith("zh-bq-010", "fmt.number", "普通订单多久能完成？", "普通订单两个工作日内完成。", PRINT, True),
    w.faith("zh-bq-011", "fmt.thousands", "住宿服务中心管理多少个房间？", "一共管理2160个房间，分布在4栋宿舍楼里。", HOUSING, True),
    w.faith("zh-bq-012", "fmt.scale", "一个托盘最多能装多重？", "按260元计费的托盘，重量上限为0.8吨。", FERRY, True),
    w.faith("zh-bq-013", "fmt.date", "幼儿园什么时候报名？", "报名时间为2025-03-03至2025-03-28。", KINDERGARTEN, True),
    w.faith("zh-bq-014", "fmt.time", "博物馆奇妙夜几点到几点？", "活动在2025年11月14日星期五晚上七点开始，一直持续到午夜十二点。", MUSEUM, True),
    w.faith("zh-bq-015", "fmt.unit", "献一次全血采多少血？", "每次献全血采血400毫升。", BLOOD, True),
    w.faith("zh-bq-016", "fmt.abbrev", "住宿服务中心什么时候办公？", "东江师大住宿中心周一至周五10:00–16:00办公，法定节假日除外。", HOUSING, True),
    w.faith("zh-bq-017", "fmt.currency", "电池一包多少钱？", "6粒装的电池每包二十五块钱。", HEARING, True),
    w.faith("zh-bq-018", "fmt.range", "多大年龄可以献血？", "献血者最小18岁，最大60岁。", BLOOD, True),
    w.faith("zh-bq-019", "fmt.period", "押金什么时候退？", "只要房间没有损坏，1,000元押金会在退宿后三周内退还。", HOUSING, True),
    w.faith("zh-bq-020", "fmt.share", "加急订单贵多少？", "加急订单的价格是普通订单的1.5倍，上午11点前下单当天就能完成。", PRINT, True),
    w.faith("zh-bq-021", "para.except", "献血屋哪几天开放？", "献血屋逢周一休息，其他日子8点到14点开门。", BLOOD, True),
    w.faith("zh-bq-022", "wrap.opener", "夏季泊位收费多少？", "您好，很高兴为您解答！夏季泊位（5月1日至9月30日）收费18,000元。", MARINA, True),
    w.faith("zh-bq-023", "wrap.closer", "施工质保多少年？", "鸿泰屋面对施工提供15年质保。希望对您有帮助！", ROOFING, True),
    w.faith("zh-bq-024", "wrap.attribution", "必须穿马靴吗？", "根据资料，学员必须穿带跟的马靴，不过第一节课可以穿运动鞋。", RIDING, True),
    w.faith("zh-bq-025", "wrap.hedge", "单程航行要多久？", "我觉得单程航行需要3小时20分钟。", FERRY, True),
    w.faith("zh-bq-026", "wrap.question", "文件要用什么格式？", "文件须为PDF格式，分辨率不低于300dpi。需要我再告诉您价格吗？", PRINT, True),
    w.faith("zh-bq-027", "value.number", "海鸥湾游艇码头有多少个泊位？", "海鸥湾游艇码头共有620个泊位，可停靠长度不超过18米的船只。", MARINA, False),
    w.faith("zh-bq-028", "value.date", "博物馆奇妙夜的门票什么时候开售？", "博物馆奇妙夜的门票于9月20日开售。", MUSEUM, False),
    w.faith("zh-bq-029", "value.time", "渡轮几点从青屿岛返航？", "当天15:30从青屿岛返航。", FERRY, False),
    w.faith("zh-bq-030", "value.unit", "标准翻新针对多大的屋面？", "标准翻新针对的是120平方英尺的屋面，约需8个工作日。", ROOFING, False),
    w.faith("zh-bq-031", "value.currency", "标准屋面翻新多少钱起？", "标准屋面翻新费用145,000美元起。", ROOFING, False),
    w.faith("zh-bq-032", "role.swap", "调换房间和提前解约分别找谁？", "调换房间由办公室主任马志强负责，提前解约由住宿专员刘畅审批。", HOUSING, False),
    w.faith("zh-bq-033", "negation", "我能带10岁的孩子去博物馆奇妙夜吗？", "可以，12岁以下的儿童也可以入场。", MUSEUM, False),
    w.faith("zh-bq-034", "antonym", "周日可以去取印好的传单吗？", "可以，墨点图文快印店周日营业。", PRINT, False),
    w.faith("zh-bq-035", "modality", "必须戴头盔吗？", "头盔可戴可不戴，由学员自己决定。", RIDING, False),
    w.faith("zh-bq-036", "quantifier", "买助听器之前能试戴吗？", "只有部分助听器可以试用30天。", HEARING, False),
    w.faith("zh-bq-037", "value.except", "加油码头什么时候开放？", "加油码头每天7:00至19:00开放，周日也照常开放。", MARINA, False),
    w.faith("zh-bq-038", "direction", "早上6:15的班次从哪里出发？", "早上6:15的班次从青屿岛开往石浦港。", FERRY, False),
    w.faith("zh-bq-039", "added.fact", "报名需要带什么？", "需要带孩子的出生医学证明和近3个月内开具的居住证明，另外还要交100元报名费。", KINDERGARTEN, False),
    w.faith("zh-bq-040", "added.entity", "初次献血者由谁照看？", "初次献血者由护士长何静和值班医生李伟共同照看。", BLOOD, False),
    w.faith("zh-bq-041", "mixed", "大额订单由谁审批？", "超过2,000元的订单由店长吴敏审批，而且这类订单免费送货上门。", PRINT, False),
]

REFUSAL = [
    w.refusal("zh-bq-042", "refusal.plain", "店里卖儿童助听器吗？", "这个问题我不知道答案。", HEARING, True),
    w.refusal("zh-bq-043", "refusal.context", "码头有淋浴设施吗？", "所提供的资料中没有提到淋浴设施，所以我无法回答。", MARINA, True),
    w.refusal("zh-bq-044", "refusal.short", "鸿泰屋面也安装太阳能板吗？", "不清楚。", ROOFING, True),
    w.refusal("zh-bq-045", "refusal.long", "博物馆奇妙夜有寄存处吗？", "感谢您的提问。很抱歉，我手头关于博物馆奇妙夜的资料里完全没有提到是否设有寄存处，因此无法给您准确的答复。建议您直接联系博物馆咨询，给您带来不便，敬请谅解。", MUSEUM, True),
    w.refusal("zh-bq-046", "refusal.hedged", "献一次全血要多长时间？", "我不是很确定，不过好像大约需要10分钟。", BLOOD, False),
    w.refusal("zh-bq-047", "refusal.partial", "10节课套餐多少钱？兄弟姐妹一起报名有优惠吗？", "10节课套餐收费2,800元。至于兄弟姐妹优惠，资料里没有找到相关信息。", RIDING, False),
]

CORRECTNESS = [
    w.correct("zh-bq-048", "correct.wordy", "乘海达号去青屿岛要多久？", "说到航行时间，海达号从石浦港开出后一路开到青屿岛，单程总共需要三个小时零二十分钟，您安排行程时可以参考一下。", "单程航行3小时20分钟。", True),
    w.correct("zh-bq-049", "correct.short", "印刷文件的最低分辨率是多少？", "300dpi。", "文件须为PDF格式，分辨率不低于300dpi。", True),
    w.correct("zh-bq-050", "correct.format", "鲸类化石讲解几点开始？", "晚上八点半，在蓝厅。", "陈思远博士于20:30在蓝厅讲解鲸类化石。", True),
    w.correct("zh-bq-051", "wrong.value", "双人间多少钱？", "双人间每人每月900元。", "双人间每人每月800元。", False),
    w.correct("zh-bq-052", "wrong.echo", "报名时家长需要携带什么材料？", "报名时家长需要携带报名所需的材料。", "孩子的出生医学证明和近3个月内开具的居住证明。", False),
    w.correct("zh-bq-053", "wrong.role", "鸿泰屋面的书面报价由谁负责？", "书面报价由老板王建国负责，他的女儿王晓雯负责现场勘查。", "书面报价由老板的女儿王晓雯负责。", False),
]

RELEVANCY = [
    w.relevant("zh-bq-054", "relevant.direct", "海达号的装货顺序由谁决定？", "装货顺序由装载主管江蕾决定。", FERRY, True),
    w.relevant("zh-bq-055", "relevant.yesno", "8岁的孩子可以上小组课吗？", "可以，小组课面向8岁及以上的学员。", RIDING, True),
    w.relevant("zh-bq-056", "offtopic.true", "摇号在哪天进行？", "孩子须在2025年9月1日前年满3周岁才能入园。", KINDERGARTEN, False),
    w.relevant("zh-bq-057", "offtopic.other", "押金是多少？", "想调换房间的话，可以找住宿专员刘畅，说明您想搬到哪栋楼。", HOUSING, False),
]

DIAGNOSIS = [
    w.diag("zh-bq-058", "diag.pass", "海鸥湾游艇码头的冬季泊位收费多少？", "冬季泊位收费8,500元。", {"marina": MARINA, "ferry": FERRY}, ("marina",), "pass"),
    w.diag("zh-bq-059", "diag.offtopic", "献血者的体重最低要求是多少？", "献血屋除周一外每天8:00至14:00开放。", {"blood": BLOOD, "riding": RIDING}, ("blood",), "fix_generation"),
    w.diag("zh-bq-060", "diag.unfaithful", "小组课每组最多几人？", "每组最多12名学员。", {"riding": RIDING, "print": PRINT}, ("riding",), "fix_generation"),
    w.diag("zh-bq-061", "diag.refused", "博物馆奇妙夜的学生票多少钱？", "抱歉，我在资料里没有找到学生票的价格。", {"museum": MUSEUM, "housing": HOUSING}, ("museum",), "fix_generation"),
    w.diag("zh-bq-062", "diag.missed", "风速超过多少时鸿泰屋面不开工？", "现有资料没有说明风速达到多少时屋面工程不开工。", {"marina": MARINA, "ferry": FERRY}, ("roofing",), "fix_retrieval"),
    w.diag("zh-bq-063", "diag.correct_refusal", "墨点图文快印店提供装订服务吗？", "资料中没有提到装订服务，所以我无法回答。", {"print": PRINT, "hearing": HEARING}, (), "correct_refusal"),
    w.diag("zh-bq-064", "diag.should_refuse", "献血屋的停车费是多少？", "献血屋停车每小时收费5元。", {"blood": BLOOD, "kindergarten": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
