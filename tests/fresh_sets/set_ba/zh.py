"""Chinese cases of set BA: a pottery studio, a mountain campsite and a community vegetable garden."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

POTTERY = (
    "青石陶艺工坊每周六下午2点到5点开设拉坯体验课，每节课最多8人。"
    "体验课收费280元，含陶土和一次烧制费用。"
    "作品需要晾干后入窑烧制，三周后才能取件。"
    "授课老师是周明远，助教是林小禾。"
)
CAMP = (
    "松涧露营地位于海拔1,650米的山谷里，共有24个帐篷位。"
    "每个帐篷位每晚120元，需自带帐篷；租用帐篷另加60元。"
    "营地晚上10点后禁止大声喧哗，除烧烤区外不得生火。"
    "入住时间为下午1点以后，退营须在次日中午12点之前。"
)
GARDEN = (
    "幸福里社区菜园共有40块菜地，每块面积12平方米，年租金360元。"
    "租户须在每年3月15日前缴清租金。"
    "菜园的浇水用水免费，但化肥需要自备。"
    "菜园由退休教师马桂兰负责管理。"
)

POT_CLASS = "青石陶艺工坊每周六下午2点到5点开设拉坯体验课。"
POT_FEE = "青石陶艺工坊的拉坯体验课收费280元，含陶土和一次烧制费用。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("zh-ba-001", "para.reorder", "陶艺体验课有哪些老师？", "助教是林小禾，授课老师是周明远。", POTTERY, True),
    w.faith("zh-ba-002", "para.passive", "菜园由谁管理？", "退休教师马桂兰负责管理这片菜园。", GARDEN, True),
    w.faith("zh-ba-003", "fmt.unit", "露营地海拔多高？", "营地位于海拔1.65公里处。", CAMP, True),
    w.faith("zh-ba-004", "fmt.time", "拉坯体验课几点上？", "每周六14:00到17:00上课。", POTTERY, True),
    w.faith("zh-ba-005", "fmt.period", "作品多久才能拿到？", "作品要等21天后才能取回。", POTTERY, True),
    w.faith("zh-ba-006", "para.except", "营地里哪里可以生火？", "只有烧烤区可以生火，其他地方都不行。", CAMP, True),
    w.faith("zh-ba-007", "fmt.currency", "一块菜地一年租金多少？", "每块菜地每年¥360。", GARDEN, True),
    w.faith("zh-ba-008", "wrap.closer", "退营时间是几点？", "退营须在次日中午12点之前。祝您露营愉快！", CAMP, True),
    # unfaithful: one clear error each
    w.faith("zh-ba-009", "value.number", "露营地有多少个帐篷位？", "营地共有42个帐篷位。", CAMP, False),
    w.faith("zh-ba-010", "value.date", "菜地租金什么时候交？", "租户须在每年5月15日前缴清租金。", GARDEN, False),
    w.faith("zh-ba-011", "value.currency", "租帐篷要加多少钱？", "租用帐篷另加80元。", CAMP, False),
    w.faith("zh-ba-012", "role.swap", "陶艺课由谁来教？", "林小禾是授课老师，周明远担任助教。", POTTERY, False),
    w.faith("zh-ba-013", "negation", "种菜用的化肥要自己准备吗？", "化肥不需要自备，由菜园统一提供。", GARDEN, False),
    w.faith("zh-ba-014", "antonym", "在菜园浇水要花钱吗？", "菜园的浇水用水要另外收费。", GARDEN, False),
    w.faith("zh-ba-015", "quantifier", "每节体验课能收多少人？", "每节课至少要有8人才能开课。", POTTERY, False),
    w.faith("zh-ba-016", "direction", "什么时候可以入住营地？", "入住时间为下午1点以前。", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ba-017", "refusal.long", "陶艺工坊附近可以停车吗？", "很抱歉，我查看了提供的资料，其中只介绍了课程时间、费用、取件安排和老师，并没有提到停车的情况，所以无法回答这个问题。", POTTERY, True),
    w.refusal("zh-ba-018", "refusal.short", "露营地有热水淋浴吗？", "资料中未提及。", CAMP, True),
    w.refusal("zh-ba-019", "refusal.hedged", "每块菜地有多大？", "我不能百分之百确定，不过资料显示每块菜地是12平方米。", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ba-020", "correct.wordy", "露营地自带帐篷每晚多少钱？", "如果您自己带帐篷来，松涧露营地每个帐篷位每晚收费120元。", "每晚120元。", True),
    w.correct("zh-ba-021", "correct.wordy", "社区菜园由谁管理？", "幸福里社区菜园的日常管理工作由退休教师马桂兰负责。", "马桂兰。", True),
    w.correct("zh-ba-022", "correct.short", "陶艺体验课收费多少？", "280元。", "拉坯体验课每人收费280元，包含陶土和一次烧制费用。", True),
    w.correct("zh-ba-023", "wrong.value", "露营地有多少个帐篷位？", "营地一共有34个帐篷位。", "共有24个帐篷位。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ba-024", "relevant.direct", "烧好的作品什么时候能拿？", "三周之后。", POTTERY, True),
    w.relevant("zh-ba-025", "relevant.direct", "一个班能收几个学员？", "最多8位。", POTTERY, True),
    w.relevant("zh-ba-026", "relevant.direct", "菜园归谁管？", "马桂兰老师。", GARDEN, True),
    w.relevant("zh-ba-027", "relevant.yesno", "营地里随便哪里都能生火吗？", "不行，只有烧烤区可以。", CAMP, True),
    w.relevant("zh-ba-028", "offtopic.true", "租帐篷要多付多少钱？", "松涧露营地位于海拔1,650米的山谷里。", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ba-029", "diag.pass", "陶艺体验课在星期几上？", "每周六下午上课。",
           {"pottery-class": POT_CLASS, "pottery-fee": POT_FEE}, ("pottery-class",), "pass"),
    w.diag("zh-ba-030", "diag.unfaithful", "陶艺体验课收费多少？", "体验课收费380元。",
           {"pottery-fee": POT_FEE}, ("pottery-fee",), "fix_generation"),
    w.diag("zh-ba-031", "diag.missed", "陶艺体验课的老师是谁？", "资料里没有提到老师的名字。",
           {"pottery-class": POT_CLASS, "pottery-fee": POT_FEE}, ("pottery-staff",), "fix_retrieval"),
    w.diag("zh-ba-032", "diag.correct_refusal", "工坊可以定制婚礼回礼吗？", "提供的资料中没有关于定制礼品的信息。",
           {"pottery-class": POT_CLASS, "pottery-fee": POT_FEE}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
