"""Chinese cases of set AN: a zoo's night tour, a recycling station, a teahouse and a bicycle
repair shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ZOO = (
    "青山动物园的夜游项目每周五和周六晚上开放，从晚上7点半开始，持续两个小时。"
    "成人票价为120元，12岁以下儿童半价。"
    "每场最多接待40名游客，必须至少提前两天在网上预约。"
)
RECYCLE = (
    "城东回收站免费接收废纸、玻璃瓶和金属。"
    "旧家电每件收费30元。"
    "回收站除周一外每天开放，时间为上午8点到下午5点。"
)
TEA = (
    "听雨茶馆位于老城区南门附近，由陈秀兰经营。"
    "一壶龙井售价68元，可以免费续水三次。"
    "茶馆每天下午1点到晚上10点营业。"
)
BIKE = (
    "快轮自行车修理铺由师傅王建国负责修车，学徒李明负责打气和清洗。"
    "换一条内胎收费25元，整车保养收费150元。"
    "整车保养一般需要一天完成。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-an-001", "para.synonym", "夜游一次多长时间？", "夜游从晚上7点半开始，历时两小时。", ZOO, True),
    w.faith("zh-an-002", "fmt.time", "夜游几点开始？", "夜游19:30开始。", ZOO, True),
    w.faith("zh-an-003", "fmt.share", "小孩买票有优惠吗？", "有，12岁以下儿童享受五折优惠。", ZOO, True),
    w.faith("zh-an-004", "para.except", "回收站哪天开门？", "回收站只有周一不开门，其余每天都开放。", RECYCLE, True),
    w.faith("zh-an-005", "fmt.currency", "一壶龙井多少钱？", "一壶龙井售价人民币68元。", TEA, True),
    w.faith("zh-an-006", "para.passive", "听雨茶馆是谁开的？", "陈秀兰经营着听雨茶馆。", TEA, True),
    w.faith("zh-an-007", "wrap.attribution", "换内胎要多少钱？", "根据资料，换一条内胎收费25元。", BIKE, True),
    w.faith("zh-an-008", "fmt.number", "龙井可以续水吗？", "可以，一壶龙井可以免费续水3次。", TEA, True),
    w.faith("zh-an-009", "wrap.closer", "整车保养多少钱、要多久？", "整车保养收费150元，一般一天就能完成。希望对您有帮助！", BIKE, True),
    w.faith("zh-an-010", "value.number", "每场夜游最多能去多少人？", "每场最多接待60名游客。", ZOO, False),
    w.faith("zh-an-011", "value.currency", "夜游成人票多少钱？", "成人票价为150元。", ZOO, False),
    w.faith("zh-an-012", "role.swap", "修理铺里谁负责什么？", "师傅李明负责修车，学徒王建国负责打气和清洗。", BIKE, False),
    w.faith("zh-an-013", "negation", "夜游需要预约吗？", "夜游不需要提前预约。", ZOO, False),
    w.faith("zh-an-014", "direction", "听雨茶馆在哪里？", "听雨茶馆位于老城区北门附近。", TEA, False),
    w.faith("zh-an-015", "quantifier", "回收站收费吗？", "回收站接收的所有物品都免费。", RECYCLE, False),
    w.faith("zh-an-016", "added.fact", "一壶龙井多少钱？", "一壶龙井售价68元，还附送一盘点心。", TEA, False),
    w.faith("zh-an-017", "value.time", "茶馆营业时间是几点到几点？", "茶馆每天下午1点到晚上11点营业。", TEA, False),
    w.faith("zh-an-018", "modality", "夜游一定要预约吗？", "夜游可以提前预约，也可以当天直接去。", ZOO, False),
]

REFUSAL = [
    w.refusal("zh-an-019", "refusal.plain", "夜游可以带宠物吗？", "抱歉，这个问题我无法回答。", ZOO, True),
    w.refusal("zh-an-020", "refusal.context", "自行车修理铺周末营业吗？", "资料中没有提到修理铺的营业时间。", BIKE, True),
    w.refusal("zh-an-021", "refusal.hedged", "夜游几点开始？", "我不太确定，不过资料上写的是晚上7点半开始。", ZOO, False),
]

CORRECTNESS = [
    w.correct("zh-an-022", "correct.wordy", "换一条内胎多少钱？", "在快轮自行车修理铺换一条内胎，需要付25元。", "25元。", True),
    w.correct("zh-an-023", "correct.wordy", "听雨茶馆是谁经营的？", "听雨茶馆的经营者是陈秀兰，店里的事都由她打理。", "陈秀兰。", True),
    w.correct("zh-an-024", "correct.short", "回收站几点关门？", "下午5点。", "回收站下午5点关门。", True),
    w.correct("zh-an-025", "wrong.role", "快轮自行车修理铺谁负责修车？", "学徒李明负责修车。", "师傅王建国负责修车。", False),
]

RELEVANCY = [
    w.relevant("zh-an-026", "relevant.direct", "一场夜游能容纳多少人？", "最多40名游客。", ZOO, True),
    w.relevant("zh-an-027", "relevant.direct", "听雨茶馆在哪儿？", "老城区南门附近。", TEA, True),
    w.relevant("zh-an-028", "relevant.direct", "怎样才能参加动物园夜游？", "至少提前两天在网上预约即可。", ZOO, True),
    w.relevant("zh-an-029", "relevant.yesno", "回收站收旧冰箱要钱吗？", "要，旧家电每件收费30元。", RECYCLE, True),
    w.relevant("zh-an-030", "offtopic.true", "整车保养要多久？", "换一条内胎收费25元。", BIKE, False),
]

DIAGNOSIS = [
    w.diag("zh-an-031", "diag.pass", "旧家电回收怎么收费？", "旧家电每件收费30元。", {"recycle-station": RECYCLE, "teahouse": TEA}, ("recycle-station",), "pass"),
    w.diag("zh-an-032", "diag.missed", "青山动物园夜游的成人票多少钱？", "成人票68元。", {"teahouse": TEA, "bike-shop": BIKE}, ("zoo-night-tour",), "fix_retrieval"),
    w.diag("zh-an-033", "diag.correct_refusal", "听雨茶馆有没有包间？", "文档中没有关于包间的信息。", {"teahouse": TEA, "recycle-station": RECYCLE}, (), "correct_refusal"),
    w.diag("zh-an-034", "diag.offtopic", "听雨茶馆几点开门？", "一壶龙井可以免费续水三次。", {"teahouse": TEA, "bike-shop": BIKE}, ("teahouse",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
