"""Chinese cases of set AT: a rock climbing festival, a city bike-share, a plant clinic at a
garden centre and an ice rink."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CLIMB = (
    "“岩上青春”攀岩节将于10月3日至5日在西山采石场举行。"
    "周末通票售价180元，12岁以下儿童在成人陪同下免费。"
    "所有户外线路都必须佩戴头盔。"
)
BIKE = (
    "青禾共享单车在全市投放了8000辆车。"
    "骑行前30分钟收费1.5元，之后每15分钟加收0.5元。"
    "今年起月卡价格从25元降到了20元，持卡人30天内每天可免费骑行两小时。"
)
PLANT = (
    "绿野园艺中心的植物门诊每月第一个周日上午9点到12点开放，由园艺师周慧敏坐诊。"
    "每位顾客最多可以带三盆植物。"
    "诊断免费，土壤检测每份收费15元。"
)
RINK = (
    "冰悦溜冰场除周二外每天开放，营业时间为上午10点到晚上10点。"
    "成人门票60元，租冰鞋另收20元。"
    "冰面每两小时整理一次。"
)

CLIMB_TICKETS = "攀岩节周末通票售价180元，12岁以下儿童在成人陪同下免费。"
CLIMB_SAFETY = "攀岩节所有户外线路都必须佩戴头盔。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-at-001", "para.reorder", "攀岩节在哪里、什么时候举办？", "地点在西山采石场，时间是10月3日至5日。", CLIMB, True),
    w.faith("zh-at-002", "para.synonym", "植物门诊由谁坐诊？", "门诊由园艺师周慧敏负责接诊。", PLANT, True),
    w.faith("zh-at-003", "fmt.number", "每人能带几盆植物去门诊？", "每人最多带3盆。", PLANT, True),
    w.faith("zh-at-004", "fmt.thousands", "青禾共享单车有多少辆？", "全市一共投放了8,000辆。", BIKE, True),
    w.faith("zh-at-005", "fmt.currency", "溜冰场成人门票多少钱？", "成人门票是¥60。", RINK, True),
    w.faith("zh-at-006", "para.except", "溜冰场哪几天开门？", "周一和周三到周日都开放，只有周二休息。", RINK, True),
    w.faith("zh-at-007", "fmt.period", "冰面多久整理一次？", "每隔120分钟整理一次。", RINK, True),
    w.faith("zh-at-008", "wrap.closer", "小孩参加攀岩节要买票吗？", "12岁以下的儿童有成人陪同就免费。祝您玩得开心！", CLIMB, True),
    w.faith("zh-at-009", "fmt.time", "植物门诊几点开始、几点结束？", "上午9:00开始，中午12:00结束。", PLANT, True),
    w.faith("zh-at-010", "value.number", "攀岩节周末通票多少钱？", "周末通票售价280元。", CLIMB, False),
    w.faith("zh-at-011", "value.date", "攀岩节哪天结束？", "攀岩节10月6日结束。", CLIMB, False),
    w.faith("zh-at-012", "direction", "月卡今年价格有变化吗？", "有，今年月卡涨价了，现在是20元。", BIKE, False),
    w.faith("zh-at-013", "negation", "户外线路要戴头盔吗？", "户外线路不必佩戴头盔。", CLIMB, False),
    w.faith("zh-at-014", "antonym", "哪些孩子可以免费参加攀岩节？", "12岁以上的儿童在成人陪同下免费。", CLIMB, False),
    w.faith("zh-at-015", "modality", "去植物门诊要带几盆植物？", "每位顾客必须带三盆植物。", PLANT, False),
    w.faith("zh-at-016", "added.fact", "租冰鞋多少钱？", "租冰鞋另收20元，还要交100元押金。", RINK, False),
    w.faith("zh-at-017", "value.time", "溜冰场晚上几点关门？", "晚上9点关门。", RINK, False),
    w.faith("zh-at-018", "quantifier", "哪些户外线路需要戴头盔？", "只有部分户外线路需要戴头盔。", CLIMB, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-at-019", "refusal.short", "青禾单车可以骑出城吗？", "不清楚。", BIKE, True),
    w.refusal("zh-at-020", "refusal.context", "植物门诊可以提前预约吗？", "资料里没有提到门诊是否可以预约。", PLANT, True),
    w.refusal("zh-at-021", "refusal.hedged", "租冰鞋多少钱？", "我不太确定，不过资料上写的是另收20元。", RINK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-at-022", "correct.wordy", "冰悦溜冰场哪天休息？", "冰悦溜冰场每周只有周二不开门，其余日子都照常营业。", "周二。", True),
    w.correct("zh-at-023", "correct.wordy", "攀岩节的周末通票多少钱？", "如果想玩整个周末，通票的价格是一百八十元。", "180元。", True),
    w.correct("zh-at-024", "correct.format", "青禾单车月卡现在多少钱？", "二十块钱。", "20元。", True),
    w.correct("zh-at-025", "wrong.value", "土壤检测多少钱一份？", "每份50元。", "每份15元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-at-026", "relevant.direct", "我的绿萝叶子发黄了，可以找谁看看？", "园艺师周慧敏，她在绿野园艺中心的植物门诊坐诊。", PLANT, True),
    w.relevant("zh-at-027", "relevant.direct", "全市投放了多少辆单车？", "8000辆。", BIKE, True),
    w.relevant("zh-at-028", "relevant.direct", "攀岩节是哪几天？", "10月3日到5日。", CLIMB, True),
    w.relevant("zh-at-029", "relevant.yesno", "周二能去冰悦溜冰吗？", "不能，周二是休息日。", RINK, True),
    w.relevant("zh-at-030", "offtopic.true", "月卡多少钱？", "青禾共享单车在全市投放了8000辆车。", BIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-at-031", "diag.pass", "儿童参加攀岩节要付费吗？", "12岁以下儿童在成人陪同下免费。", {"climb-tickets": CLIMB_TICKETS, "climb-safety": CLIMB_SAFETY}, ("climb-tickets",), "pass"),
    w.diag("zh-at-032", "diag.missed", "攀岩节在哪里举办？", "抱歉，现有资料里没有写攀岩节的举办地点。", {"climb-tickets": CLIMB_TICKETS, "climb-safety": CLIMB_SAFETY}, ("climb-venue",), "fix_retrieval"),
    w.diag("zh-at-033", "diag.correct_refusal", "攀岩节有停车场吗？", "抱歉，现有资料没有提到停车场的信息。", {"climb-tickets": CLIMB_TICKETS, "climb-safety": CLIMB_SAFETY}, (), "correct_refusal"),
    w.diag("zh-at-034", "diag.offtopic", "户外线路需要戴头盔吗？", "周末通票售价180元。", {"climb-safety": CLIMB_SAFETY, "climb-tickets": CLIMB_TICKETS}, ("climb-safety",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
