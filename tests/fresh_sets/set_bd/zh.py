"""Chinese cases of set BD: a music festival's camping area, a locksmith, a botanical garden
and a horse riding club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CAMP = "星河音乐节的露营区于8月14日星期四下午3点开放。每个营位长6米、宽4米，只能搭一顶最多住4人的帐篷。营地内严禁生火，但可以在帐篷外使用燃气炉。"
LOCK = "老周开锁店由周建国经营，提供24小时上门开锁服务。普通换锁收费120元，凌晨0点到6点上门需加收50元。周建国带出来的徒弟刘小燕现在负责大部分白天的活儿。"
GARDEN = "西山植物园占地25公顷，收集了约8000种植物。园内的温室建于1936年，2018年完成翻修，花费了360万元。成人门票40元，年卡会员免费入园。"
HORSE = "绿野马术俱乐部有18匹马和4匹小矮马。初学者课程安排在每周二和周四下午，每节课45分钟，收费300元。骑手必须佩戴头盔，头盔由俱乐部免费提供。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实的改写与格式变化
    w.faith("zh-bd-001", "para.reorder", "老周开锁店换锁多少钱？", "在老周开锁店，花120元就能换一把普通的锁。", LOCK, True),
    w.faith("zh-bd-002", "para.passive", "刘小燕是谁带出来的？", "刘小燕是由周建国带出来的徒弟。", LOCK, True),
    w.faith("zh-bd-003", "fmt.scale", "温室翻修花了多少钱？", "翻修温室一共花费了3,600,000元。", GARDEN, True),
    w.faith("zh-bd-004", "fmt.time", "露营区什么时候开放？", "露营区8月14日15:00开放。", CAMP, True),
    w.faith("zh-bd-005", "fmt.period", "初学者一节课多长时间？", "一节课三刻钟。", HORSE, True),
    w.faith("zh-bd-006", "fmt.unit", "西山植物园有多大？", "植物园占地25万平方米。", GARDEN, True),
    w.faith("zh-bd-007", "fmt.number", "植物园收集了多少种植物？", "园里收集了大约八千种植物。", GARDEN, True),
    w.faith("zh-bd-008", "para.except", "植物园门票怎么收？", "除了年卡会员可以免费入园，成人都要买40元的门票。", GARDEN, True),
    w.faith("zh-bd-009", "wrap.opener", "初学者课程什么时候上？", "好的，初学者课程在每周二和周四下午上。", HORSE, True),
    w.faith("zh-bd-010", "para.synonym", "骑马要戴头盔吗？", "骑手一定得戴头盔，头盔由俱乐部不收费提供。", HORSE, True),
    # 一处明显的错误
    w.faith("zh-bd-011", "value.number", "绿野马术俱乐部有几匹马？", "绿野马术俱乐部有16匹马。", HORSE, False),
    w.faith("zh-bd-012", "value.currency", "普通换锁收费多少？", "普通换锁收费210元。", LOCK, False),
    w.faith("zh-bd-013", "role.swap", "周建国和刘小燕是什么关系？", "周建国是刘小燕带出来的徒弟。", LOCK, False),
    w.faith("zh-bd-014", "negation", "露营区里能生火吗？", "可以，营地里允许生火。", CAMP, False),
    w.faith("zh-bd-015", "antonym", "半夜叫人上门开锁，收费有什么不同？", "凌晨0点到6点上门可以减免50元。", LOCK, False),
    w.faith("zh-bd-016", "modality", "骑马一定要戴头盔吗？", "不一定，骑手可以自己决定戴不戴头盔。", HORSE, False),
    w.faith("zh-bd-017", "quantifier", "初学者课程哪天有？", "初学者课程每天下午都有。", HORSE, False),
    w.faith("zh-bd-018", "value.date", "露营区哪天开放？", "露营区于8月16日开放。", CAMP, False),
    w.faith("zh-bd-019", "added.fact", "植物园门票多少钱？", "成人门票40元，每周一闭园。", GARDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bd-020", "refusal.short", "植物园几点关门？", "这个我不清楚。", GARDEN, True),
    w.refusal("zh-bd-021", "refusal.long", "音乐节露营区有没有淋浴？", "很抱歉，我手头关于露营区的信息只讲了开放时间、营位大小和用火规定，并没有提到有没有淋浴，所以这个问题我没办法回答。", CAMP, True),
    w.refusal("zh-bd-022", "refusal.hedged", "初学者课程一节课多长时间？", "我不太确定，不过看起来一节课应该是45分钟。", HORSE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bd-023", "correct.wordy", "老周开锁店的换锁服务收费多少？", "如果只是换一把普通的锁，老周开锁店收的费用是120元。", "普通换锁收费120元。", True),
    w.correct("zh-bd-024", "correct.wordy", "植物园的温室是哪一年建的？", "西山植物园里的那座温室历史挺久了，最早是在1936年建起来的。", "温室建于1936年。", True),
    w.correct("zh-bd-025", "correct.format", "植物园大概收集了多少种植物？", "大约八千种。", "植物园收集了约8000种植物。", True),
    w.correct("zh-bd-026", "wrong.value", "露营区哪天开放？", "露营区8月24日开放。", "露营区于8月14日开放。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bd-027", "relevant.direct", "我最早什么时候能去搭帐篷？", "8月14日星期四下午3点起。", CAMP, True),
    w.relevant("zh-bd-028", "relevant.direct", "半夜叫人上门开锁要多花多少钱？", "要另加50元。", LOCK, True),
    w.relevant("zh-bd-029", "relevant.direct", "老周开锁店白天通常派谁上门？", "大多是周建国的徒弟刘小燕。", LOCK, True),
    w.relevant("zh-bd-030", "relevant.yesno", "去骑马要自己带头盔吗？", "不用，俱乐部免费提供。", HORSE, True),
    w.relevant("zh-bd-031", "offtopic.true", "植物园成人门票多少钱？", "园内的温室建于1936年。", GARDEN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bd-032", "diag.pass", "绿野马术俱乐部的初学者课程多少钱一节？", "每节课300元。", {"horse-01": HORSE, "camp-01": CAMP}, ("horse-01",), "pass"),
    w.diag("zh-bd-033", "diag.missed", "老周开锁店普通换锁要多少钱？", "抱歉，现有资料里没有换锁价格的信息。", {"garden-01": GARDEN, "horse-01": HORSE}, ("lock-01",), "fix_retrieval"),
    w.diag("zh-bd-034", "diag.correct_refusal", "星河音乐节的门票多少钱？", "资料中没有提到音乐节门票的价格，我无法回答。", {"camp-01": CAMP}, (), "correct_refusal"),
    w.diag("zh-bd-035", "diag.offtopic", "西山植物园占地多大？", "成人门票40元，年卡会员免费。", {"garden-01": GARDEN}, ("garden-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
