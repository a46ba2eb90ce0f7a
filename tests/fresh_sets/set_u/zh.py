"""Chinese cases of set U: a night sleeper train, a furniture rental company, a community
swimming pool and a pet clinic."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TRAIN = "星河号夜间列车每晚21:15从西安发车，次日早上7:05到达上海。软卧车厢每间有4个铺位，下铺票价为520元。餐车营业到23:00，早餐从6:30开始供应。"
FURN = "安居家具租赁的最短租期为3个月，沙发月租180元，双人床月租240元。押金为一个月的租金，退租时家具没有损坏即全额退还。市区免费送货上门，郊区每单加收60元运费；除春节期间外，全年都可以预约送货。"
POOL = "青湖社区游泳馆的标准泳池长50米，共有8条泳道。成人单次票25元，12岁以下儿童单次票15元。身高1.2米以下的儿童必须由成人陪同入场。每周一上午9:00至12:00闭馆换水。"
VET = "安心宠物医院由院长周明创办，夜间急诊由兽医陈可负责。医院每天8:00至20:00接诊，急诊24小时开放。猫狗疫苗每针80元，需要提前一天预约。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("zh-u-001", "para.reorder", "星河号几点到上海？", "次日早上7:05，星河号到达上海。", TRAIN, True),
    w.faith("zh-u-002", "para.passive", "退租时押金能退吗？", "只要家具没有损坏，押金就会被全额退还。", FURN, True),
    w.faith("zh-u-003", "para.synonym", "游泳馆的泳池有多长？", "标准泳池全长50米，设有8条泳道。", POOL, True),
    w.faith("zh-u-004", "fmt.unit", "多高的孩子需要大人陪同？", "身高120厘米以下的儿童必须由成人陪同入场。", POOL, True),
    w.faith("zh-u-005", "fmt.currency", "沙发一个月租金多少？", "沙发月租¥180。", FURN, True),
    w.faith("zh-u-006", "fmt.time", "星河号几点从西安出发？", "每天晚上9点15分从西安发车。", TRAIN, True),
    w.faith("zh-u-007", "para.part", "给狗打疫苗要多少钱？", "每针80元。", VET, True),
    w.faith("zh-u-008", "wrap.attribution", "晚上宠物急诊开吗？", "根据医院的介绍，急诊24小时开放。", VET, True),
    w.faith("zh-u-009", "fmt.number", "家具最短能租多久？", "最短租期是三个月。", FURN, True),
    w.faith("zh-u-010", "para.except", "春节期间能预约送货吗？", "春节期间不能预约送货，其他时间全年都可以。", FURN, True),
    # unfaithful: one clear error
    w.faith("zh-u-011", "value.number", "泳池有几条泳道？", "泳池共有10条泳道。", POOL, False),
    w.faith("zh-u-012", "value.time", "车上早餐几点开始？", "早餐从7:30开始供应。", TRAIN, False),
    w.faith("zh-u-013", "role.swap", "安心宠物医院是谁创办的？", "医院由兽医陈可创办，院长周明负责夜间急诊。", VET, False),
    w.faith("zh-u-014", "negation", "市区能送货上门吗？", "市区不提供送货上门服务。", FURN, False),
    w.faith("zh-u-015", "antonym", "卧铺票价多少？", "上铺票价为520元。", TRAIN, False),
    w.faith("zh-u-016", "modality", "小孩需要大人陪着进游泳馆吗？", "身高1.2米以下的儿童最好由成人陪同入场，但不是必须的。", POOL, False),
    w.faith("zh-u-017", "value.except", "什么时候可以预约送货？", "除国庆期间外，全年都可以预约送货。", FURN, False),
    w.faith("zh-u-018", "direction", "星河号的行车路线是怎样的？", "星河号每晚21:15从上海发车，次日早上7:05到达西安。", TRAIN, False),
    w.faith("zh-u-019", "added.fact", "双人床租金是多少？", "双人床月租240元，租满一年还能打九折。", FURN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-u-020", "refusal.plain", "游泳馆开游泳课吗？", "抱歉，这个问题我无法回答。", POOL, True),
    w.refusal("zh-u-021", "refusal.context", "安心宠物医院能给兔子看病吗？", "提供的资料里没有提到这家医院是否接诊兔子。", VET, True),
    w.refusal("zh-u-022", "refusal.partial", "下铺票价多少？学生有优惠吗？", "资料中没有提到学生优惠，不过下铺票价是520元。", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-u-023", "correct.wordy", "送到郊区要另外收费吗？", "要的，如果送货地址在郊区，每一单都需要额外支付60元的运费。", "郊区每单加收60元运费。", True),
    w.correct("zh-u-024", "correct.short", "12岁以下儿童单次票多少钱？", "15元。", "12岁以下儿童单次票15元。", True),
    w.correct("zh-u-025", "wrong.role", "谁负责夜间急诊？", "院长周明负责夜间急诊。", "兽医陈可负责夜间急诊。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-u-026", "relevant.direct", "宠物医院早上几点开始看诊？", "8点起接诊。", VET, True),
    w.relevant("zh-u-027", "relevant.yesno", "周一上午能去游泳吗？", "不能，那段时间闭馆换水。", POOL, True),
    w.relevant("zh-u-028", "offtopic.true", "押金是多少？", "市区免费送货上门。", FURN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-u-029", "diag.pass", "软卧每间有几个铺位？", "每间软卧有4个铺位。", {"train-01": TRAIN, "pool-03": POOL}, ("train-01",), "pass"),
    w.diag("zh-u-030", "diag.missed", "给猫打疫苗一针多少钱？", "资料中没有关于疫苗价格的信息。", {"furn-02": FURN, "pool-03": POOL}, ("vet-04",), "fix_retrieval"),
    w.diag("zh-u-031", "diag.correct_refusal", "游泳馆有桑拿房吗？", "资料中没有提到游泳馆是否有桑拿房，我无法回答。", {"pool-03": POOL}, (), "correct_refusal"),
    w.diag("zh-u-032", "diag.offtopic", "双人床每月租金多少？", "押金为一个月的租金，退租时家具没有损坏即全额退还。", {"furn-02": FURN}, ("furn-02",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
