"""Chinese cases of set AD: a driving school, a pet clinic, a bike rental point and a
residential compound's property rules."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DRIVE = "顺达驾校的C1手动挡培训班学费为4800元，包含教材费和两次模拟考试。学员每周可预约练车三次，每次两小时。报名时须年满18周岁，并提交体检表。若学员在报名后七天内退学，可退还全部学费。"
PET = "安心宠物医院每天上午8点至晚上9点营业，周三下午休诊。狗狗年度疫苗套餐价格为380元，猫咪为320元。首次就诊的宠物需要提前在微信公众号上预约。医院院长刘芳医生擅长骨科手术。"
BIKE = "绿道单车租赁点位于湖滨公园东门，租车需交押金200元。普通自行车每小时15元，双人自行车每小时30元。还车时间不得晚于晚上7点半。除电动车外，所有车辆均免费提供头盔。"
PROP = "枫林小区的物业费为每平方米每月2.5元，按季度缴纳。装修施工只允许在工作日上午8点到12点、下午2点到6点进行。快递柜设在3号楼和7号楼之间。小区共有1200户居民。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-ad-001", "para.reorder", "C1手动挡培训班的学费包括哪些？", "顺达驾校C1手动挡培训班包含教材费和两次模拟考试，学费是4800元。", DRIVE, True),
    w.faith("zh-ad-002", "fmt.currency", "C1培训班学费多少？", "学费为¥4,800。", DRIVE, True),
    w.faith("zh-ad-003", "para.synonym", "报名有什么要求？", "报名的人必须满18岁，还要交一份体检表。", DRIVE, True),
    w.faith("zh-ad-004", "fmt.time", "宠物医院几点开门？", "医院每天8:00到21:00营业，周三下午不看诊。", PET, True),
    w.faith("zh-ad-005", "wrap.attribution", "猫的年度疫苗套餐多少钱？", "根据医院的介绍，猫咪的年度疫苗套餐是320元。", PET, True),
    w.faith("zh-ad-006", "wrap.hedge", "院长擅长什么？", "据我所知，院长刘芳医生擅长骨科手术。", PET, True),
    w.faith("zh-ad-007", "para.except", "哪些车不提供免费头盔？", "只有电动车不提供免费头盔。", BIKE, True),
    w.faith("zh-ad-008", "fmt.thousands", "枫林小区有多少户居民？", "枫林小区一共有1,200户居民。", PROP, True),
    w.faith("zh-ad-009", "fmt.period", "物业费多久交一次？", "物业费每三个月交一次，每平方米每月2.5元。", PROP, True),
    w.faith("zh-ad-010", "value.currency", "C1培训班学费是多少？", "C1手动挡培训班学费为8400元。", DRIVE, False),
    w.faith("zh-ad-011", "value.number", "每周可以练几次车？", "学员每周可预约练车五次，每次两小时。", DRIVE, False),
    w.faith("zh-ad-012", "negation", "报名后不想学了能退钱吗？", "报名后七天内退学的学员不能退还学费。", DRIVE, False),
    w.faith("zh-ad-013", "role.swap", "猫和狗的年度疫苗套餐各多少钱？", "猫咪的年度疫苗套餐是380元，狗狗是320元。", PET, False),
    w.faith("zh-ad-014", "modality", "第一次带宠物去看病要预约吗？", "首次就诊的宠物可以直接到院，不必预约。", PET, False),
    w.faith("zh-ad-015", "antonym", "还车时间有什么规定？", "还车时间不得早于晚上7点半。", BIKE, False),
    w.faith("zh-ad-016", "value.except", "所有车都配免费头盔吗？", "除双人自行车外，所有车辆均免费提供头盔。", BIKE, False),
    w.faith("zh-ad-017", "added.fact", "快递柜在哪里？", "快递柜设在3号楼和7号楼之间，24小时开放。", PROP, False),
    w.faith("zh-ad-018", "quantifier", "什么时候可以装修施工？", "装修施工每天都可以进行，周末也不例外。", PROP, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ad-019", "refusal.short", "宠物医院可以寄养猫吗？", "资料里没有提到，无法回答。", PET, True),
    w.refusal("zh-ad-020", "refusal.context", "驾校的考试通过率是多少？", "提供的内容里没有关于考试通过率的信息，所以我没法告诉你。", DRIVE, True),
    w.refusal("zh-ad-021", "refusal.hedged", "单车租赁点在哪里？", "应该是在湖滨公园东门，租车时要交200元押金。", BIKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ad-022", "correct.wordy", "普通自行车怎么收费？", "在绿道单车租赁点租一辆普通自行车是按小时计费的，每骑一个小时收15块钱。", "每小时15元。", True),
    w.correct("zh-ad-023", "correct.wordy", "物业费怎么交？", "枫林小区的物业费是每个月每平方米两块五，每个季度交一次。", "按季度缴纳，每平方米每月2.5元。", True),
    w.correct("zh-ad-024", "correct.format", "工作日上午几点到几点可以装修？", "8:00–12:00。", "上午8点到12点。", True),
    w.correct("zh-ad-025", "wrong.value", "狗狗的年度疫苗套餐多少钱？", "狗狗的年度疫苗套餐是280元。", "380元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ad-026", "relevant.direct", "快递柜在哪儿？", "就在3号楼和7号楼中间。", PROP, True),
    w.relevant("zh-ad-027", "relevant.direct", "每周能练几次车？", "三次，每次两小时。", DRIVE, True),
    w.relevant("zh-ad-028", "relevant.direct", "这家宠物医院谁负责？", "院长是刘芳医生。", PET, True),
    w.relevant("zh-ad-029", "relevant.yesno", "周三下午能带狗去看病吗？", "不行，周三下午医院休诊。", PET, True),
    w.relevant("zh-ad-030", "offtopic.true", "租车押金要多少？", "双人自行车每小时30元。", BIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ad-031", "diag.pass", "首次就诊需要预约吗？", "需要，首次就诊要提前在微信公众号上预约。", {"pet-clinic": PET, "bike-rental": BIKE}, ("pet-clinic",), "pass"),
    w.diag("zh-ad-032", "diag.missed", "枫林小区的快递柜在哪里？", "抱歉，现有资料中找不到快递柜的位置。", {"driving-school": DRIVE, "pet-clinic": PET}, ("property-rules",), "fix_retrieval"),
    w.diag("zh-ad-033", "diag.correct_refusal", "驾校晚上可以练车吗？", "资料中没有提到夜间练车的安排，我无法确定。", {"driving-school": DRIVE}, (), "correct_refusal"),
    w.diag("zh-ad-034", "diag.unfaithful", "最晚几点要还车？", "最晚晚上9点前还车就可以。", {"bike-rental": BIKE}, ("bike-rental",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
