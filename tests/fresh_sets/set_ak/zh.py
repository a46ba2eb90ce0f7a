"""Chinese cases of set AK: a tea garden visit, a kindergarten, a locksmith shop and a swimming hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TEA = (
    "云雾茶园的采茶体验每天上午9点开始，持续两个小时。"
    "成人票价为68元，身高1.2米以下的儿童免票。"
    "每位游客都可以带走自己炒制的50克绿茶。"
)
KINDER = (
    "小太阳幼儿园每个班有25名孩子，配有两名老师和一名保育员。"
    "家长须在下午4点半之前接走孩子。"
    "园里每周三下午安排一次户外活动，雨天改在室内进行。"
)
LOCK = (
    "老周开锁铺24小时提供上门服务。"
    "市区内开一把普通门锁收费80元，换锁芯另加120元。"
    "师傅周建国负责城东，他的徒弟李明负责城西。"
)
POOL = (
    "蓝湾游泳馆的泳池长50米，水深1.4米到2米。"
    "游泳馆周一闭馆，其他日子早上6点到晚上10点开放。"
    "单次票价40元，入池必须戴泳帽。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ak-001", "para.reorder", "采茶体验几点开始，持续多久？", "体验持续两个小时，每天上午9点开始。", TEA, True),
    w.faith("zh-ak-002", "para.passive", "城东由谁负责？", "城东由师傅周建国负责。", LOCK, True),
    w.faith("zh-ak-003", "para.synonym", "小孩需要买票吗？", "身高1.2米以下的孩子不用买票。", TEA, True),
    w.faith("zh-ak-004", "fmt.time", "家长最晚几点接孩子？", "家长要在16:30之前把孩子接走。", KINDER, True),
    w.faith("zh-ak-005", "fmt.unit", "泳池水有多深？", "水深在140厘米到200厘米之间。", POOL, True),
    w.faith("zh-ak-006", "fmt.currency", "在市区开一把普通门锁多少钱？", "开一把普通门锁要八十块钱。", LOCK, True),
    w.faith("zh-ak-007", "para.except", "游泳馆每天都开吗？", "除了周一闭馆，其他日子都开放。", POOL, True),
    w.faith("zh-ak-008", "wrap.hedge", "每个班有几位老师？", "应该是两名老师，另外还有一名保育员。", KINDER, True),
    # single clear errors
    w.faith("zh-ak-009", "value.number", "每个班有多少个孩子？", "每个班有30名孩子。", KINDER, False),
    w.faith("zh-ak-010", "value.time", "游泳馆晚上几点关门？", "游泳馆晚上9点关门。", POOL, False),
    w.faith("zh-ak-011", "value.currency", "换锁芯要加多少钱？", "换锁芯另加150元。", LOCK, False),
    w.faith("zh-ak-012", "role.swap", "城西由谁负责？", "城西由师傅周建国负责，他的徒弟李明负责城东。", LOCK, False),
    w.faith("zh-ak-013", "antonym", "哪些儿童免票？", "身高1.2米以上的儿童免票。", TEA, False),
    w.faith("zh-ak-014", "negation", "去蓝湾游泳要戴泳帽吗？", "不用，入池不需要戴泳帽。", POOL, False),
    w.faith("zh-ak-015", "added.fact", "采茶体验的票价是多少？", "成人票价68元，还包含一顿午餐。", TEA, False),
    w.faith("zh-ak-016", "quantifier", "游客能带走自己炒的茶吗？", "只有部分游客可以带走自己炒制的绿茶。", TEA, False),
]

REFUSAL = [
    w.refusal("zh-ak-017", "refusal.context", "茶园有停车场吗？", "提供的资料里没有提到茶园有没有停车场。", TEA, True),
    w.refusal("zh-ak-018", "refusal.long", "游泳馆有教练课吗？", "抱歉，我查看了现有的信息，里面只介绍了泳池、开放时间和票价，没有提到教练课的情况，所以这个问题我没办法回答。", POOL, True),
    w.refusal("zh-ak-019", "refusal.hedged", "游泳馆单次票多少钱？", "我不太确定，不过资料上写的是单次票价40元。", POOL, False),
]

CORRECTNESS = [
    w.correct("zh-ak-020", "correct.wordy", "采茶体验每天几点开始？", "茶园的采茶体验每天都是从上午九点钟开始的。", "上午9点。", True),
    w.correct("zh-ak-021", "correct.wordy", "家长要在几点之前接孩子？", "按照幼儿园的规定，家长每天下午四点半以前就得把孩子接走。", "下午4点半之前。", True),
    w.correct("zh-ak-022", "correct.format", "蓝湾游泳馆的泳池有多长？", "五十米。", "50米。", True),
    w.correct("zh-ak-023", "wrong.value", "老周开锁铺什么时候提供上门服务？", "只在早上8点到晚上8点之间上门服务。", "24小时提供上门服务。", False),
]

RELEVANCY = [
    w.relevant("zh-ak-024", "relevant.direct", "我住在城西，门打不开了，谁会过来？", "会是李明过来，那一片归他管。", LOCK, True),
    w.relevant("zh-ak-025", "relevant.direct", "去蓝湾游一次要花多少？", "40元一次。", POOL, True),
    w.relevant("zh-ak-026", "relevant.direct", "孩子们哪天去外面玩？", "每周三下午。", KINDER, True),
    w.relevant("zh-ak-027", "relevant.yesno", "周一能去蓝湾游泳吗？", "不能，那天闭馆。", POOL, True),
    w.relevant("zh-ak-028", "offtopic.true", "采茶体验的门票多少钱？", "每位游客都可以带走自己炒制的50克绿茶。", TEA, False),
]

DIAGNOSIS = [
    w.diag("zh-ak-029", "diag.pass", "换锁芯要另加多少钱？", "换锁芯另加120元。", {"lock-1": LOCK, "pool-1": POOL}, ("lock-1",), "pass"),
    w.diag("zh-ak-030", "diag.missed", "蓝湾游泳馆早上几点开门？", "游泳馆早上8点开门。", {"tea-1": TEA, "kinder-1": KINDER}, ("pool-1",), "fix_retrieval"),
    w.diag("zh-ak-031", "diag.correct_refusal", "小太阳幼儿园每月学费多少？", "资料中没有关于学费的信息。", {"kinder-1": KINDER}, (), "correct_refusal"),
    w.diag("zh-ak-032", "diag.unfaithful", "云雾茶园的成人票多少钱？", "成人票价为86元。", {"tea-1": TEA}, ("tea-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
