"""Chinese cases of set BF: a dental clinic, a ski school, a public library, a bike-sharing
scheme, a pet hospital, a language school, a farmers' market, a co-working space, a small
theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTAL = "位于解放路的康齿口腔诊所周一至周五8:00至18:00营业。常规检查费用为80元，洗牙费用为200元。王丽华医生负责综合治疗，刘志强医生专门负责正畸。患者如需取消预约，必须至少提前24小时通知诊所。"
SKI = "雪峰滑雪学校每天上午9:30至11:30为初学者开设团体课。五天团体课程收费1500元，所有14岁以下的学员必须佩戴头盔。下午由教练张伟和李娜提供私教课。风速超过每秒15米时，课程将取消。"
LIBRARY = "东城区图书馆每张借书证最多可借10本书，借期为30天。图书可在网上续借一次，但已被其他读者预约的图书除外。图书馆每周一闭馆，阅览室周二至周日上午9点开放。馆员陈静每周三下午4点为儿童举办故事会。"
BIKE = "绿道共享单车在全市设有300个停车点。每次骑行前15分钟免费，之后每30分钟收费1.5元。月卡价格为20元，骑行者必须年满16岁。电动单车最高时速为25公里。"
VET = "安心宠物医院诊治猫、狗和兔子，但不诊治鸟类和爬行动物。普通门诊费为50元，疫苗每针80元。赵明医生负责做手术，护士孙悦负责体重管理门诊。狗在手术前应禁食12小时。"
LANGSCHOOL = "环球语言学校为成人开设西班牙语、日语和意大利语课程。晚班每周上课两次，每次90分钟，十周课程学费为3200元。每班最多8名学员。建议初学者参加分级测试，但不是必须的。"
MARKET = "河畔农夫市集每周六上午8点到下午1点在区政府广场举办。约40个摊位出售本地农产品，只有本市的农户才能在这里摆摊。狗只要系好牵引绳就可以进入。市集负责人是周建国。"
COWORK = "桥街联合办公空间全天24小时向会员开放。流动工位每月1200元，固定工位每月1800元。每种会员套餐每月都包含5小时会议室使用时间。访客可免费入内，但必须在前台登记。"
THEATRE = "灯笼小剧场共有150个座位。春季剧目《玻璃果园》于4月3日至4月27日上演，每周二至周六晚上7:30开演。票价为120元，学生购票可打八折。该剧由林晓雯导演，男主角由何俊杰饰演。"
FERRY = "海鸥号轮渡每天从东港开往鸥岛，共六个班次。首班船早上6:45从东港开出，末班船晚上8:15开出。航行时间为40分钟，航程14公里。成人往返票价为50元；自行车可免费随船，但不运载汽车。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bf-001", "para.reorder", "康齿口腔诊所什么时候营业？", "从8:00到18:00，周一至周五，康齿口腔诊所都营业。", DENTAL, True),
    w.faith("zh-bf-002", "para.passive", "安心宠物医院的手术由谁来做？", "手术是由赵明医生来做的。", VET, True),
    w.faith("zh-bf-003", "fmt.number", "每个班最多有几名学员？", "每个班最多八名学员。", LANGSCHOOL, True),
    w.faith("zh-bf-004", "fmt.time", "儿童故事会几点开始？", "每周三16:00开始。", LIBRARY, True),
    w.faith("zh-bf-005", "fmt.share", "学生买票有优惠吗？", "有，学生票比原价便宜20%。", THEATRE, True),
    w.faith("zh-bf-006", "para.combine", "工位每月多少钱？", "流动工位和固定工位每月分别是1200元和1800元。", COWORK, True),
    w.faith("zh-bf-007", "fmt.unit", "轮渡航程有多远？", "航程为14000米。", FERRY, True),
    w.faith("zh-bf-008", "fmt.currency", "绿道共享单车的月卡多少钱？", "月卡价格是¥20。", BIKE, True),
    w.faith("zh-bf-009", "wrap.opener", "能告诉我农夫市集什么时候举办吗？", "当然可以。市集每周六上午8点到下午1点在区政府广场举办。", MARKET, True),
    w.faith("zh-bf-010", "wrap.attribution", "洗牙多少钱？", "根据诊所提供的信息，洗牙费用为200元。", DENTAL, True),
    w.faith("zh-bf-011", "para.nominal", "滑雪课什么情况下会取消？", "风速超过每秒15米会导致课程取消。", SKI, True),
    w.faith("zh-bf-012", "para.synonym", "孩子上滑雪课要戴头盔吗？", "要，未满14岁的学员都得戴头盔。", SKI, True),
    w.faith("zh-bf-013", "para.except", "书可以续借吗？", "可以在网上续借一次，除非这本书已经被别的读者预约了。", LIBRARY, True),
    w.faith("zh-bf-014", "value.number", "常规检查多少钱？", "常规检查费用为90元。", DENTAL, False),
    w.faith("zh-bf-015", "value.date", "《玻璃果园》演到哪天？", "《玻璃果园》上演到4月17日。", THEATRE, False),
    w.faith("zh-bf-016", "value.time", "末班船几点开？", "末班船晚上9:15开出。", FERRY, False),
    w.faith("zh-bf-017", "value.unit", "电动单车最高时速是多少？", "电动单车最高时速为25英里。", BIKE, False),
    w.faith("zh-bf-018", "value.currency", "固定工位每月多少钱？", "固定工位每月1800美元。", COWORK, False),
    w.faith("zh-bf-019", "role.swap", "体重管理门诊由谁负责？", "体重管理门诊由赵明医生负责，手术则由护士孙悦来做。", VET, False),
    w.faith("zh-bf-020", "negation", "可以带狗去市集吗？", "不可以，狗不能进入市集。", MARKET, False),
    w.faith("zh-bf-021", "antonym", "图书馆周一开门吗？", "开门，图书馆每周一正常开馆。", LIBRARY, False),
    w.faith("zh-bf-022", "modality", "初学者必须参加分级测试吗？", "是的，初学者必须参加分级测试。", LANGSCHOOL, False),
    w.faith("zh-bf-023", "quantifier", "哪些学员必须戴头盔？", "所有学员都必须佩戴头盔，成年人也不例外。", SKI, False),
    w.faith("zh-bf-024", "value.except", "安心宠物医院诊治哪些动物？", "医院诊治猫、狗、兔子和鸟类，只是不诊治爬行动物。", VET, False),
    w.faith("zh-bf-025", "direction", "多大年龄可以骑绿道共享单车？", "骑行者年龄不得超过16岁。", BIKE, False),
    w.faith("zh-bf-026", "added.fact", "会员套餐包含什么？", "每种会员套餐每月包含5小时会议室使用时间，还提供免费咖啡。", COWORK, False),
    w.faith("zh-bf-027", "added.entity", "《玻璃果园》的男主角由谁饰演？", "男主角由何俊杰饰演，女主角由许嘉怡饰演。", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bf-028", "refusal.plain", "康齿口腔诊所能做种植牙吗？", "抱歉，我没有这方面的信息。", DENTAL, True),
    w.refusal("zh-bf-029", "refusal.context", "船上有小卖部吗？", "所提供的资料中没有提到船上是否有小卖部。", FERRY, True),
    w.refusal("zh-bf-030", "refusal.short", "图书馆有停车场吗？", "不知道。", LIBRARY, True),
    w.refusal("zh-bf-031", "refusal.hedged", "五天团体课多少钱？", "我不太确定，不过五天团体课程好像是1500元。", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bf-032", "correct.wordy", "海鸥号轮渡的首班船几点开？", "海鸥号轮渡每天的第一班船是在早上六点四十五分从东港开出的，也就是6:45，想坐首班船的乘客要早点到码头。", "早上6:45。", True),
    w.correct("zh-bf-033", "correct.wordy", "在康齿口腔诊所做常规检查要多少钱？", "在康齿口腔诊所做一次常规检查，需要支付的费用是八十元人民币。", "80元。", True),
    w.correct("zh-bf-034", "correct.format", "《玻璃果园》哪天首演？", "四月三号。", "4月3日。", True),
    w.correct("zh-bf-035", "wrong.value", "灯笼小剧场有多少个座位？", "灯笼小剧场共有180个座位。", "150个座位。", False),
    w.correct("zh-bf-036", "wrong.role", "《玻璃果园》的导演是谁？", "导演是何俊杰。", "林晓雯。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bf-037", "relevant.direct", "打一针疫苗多少钱？", "80元。", VET, True),
    w.relevant("zh-bf-038", "relevant.direct", "农夫市集的负责人是谁？", "周建国。", MARKET, True),
    w.relevant("zh-bf-039", "relevant.yesno", "能把汽车开上海鸥号轮渡吗？", "不能，轮渡不运载汽车。", FERRY, True),
    w.relevant("zh-bf-040", "offtopic.true", "固定工位每月多少钱？", "访客可以免费进入，但要在前台登记。", COWORK, False),
    w.relevant("zh-bf-041", "offtopic.other", "环球语言学校教哪些语言？", "明天北京有小雨，气温12到18度。", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bf-042", "diag.pass", "绿道共享单车在全市有多少个停车点？", "绿道共享单车在全市设有300个停车点。", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("zh-bf-043", "diag.offtopic", "滑雪学校的私教课由谁来上？", "初学者团体课每天上午9:30到11:30上课。", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("zh-bf-044", "diag.unfaithful", "狗做手术前要禁食多久？", "狗在手术前应禁食6小时。", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("zh-bf-045", "diag.missed", "一张借书证最多能借几本书？", "抱歉，现有资料没有提到每张借书证能借多少本书。", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("zh-bf-046", "diag.correct_refusal", "农夫市集可以刷卡付款吗？", "抱歉，资料中没有说明市集是否可以刷卡付款。", {"market-01": MARKET, "ferry-01": FERRY}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
