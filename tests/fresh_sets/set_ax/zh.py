"""Chinese cases of set AX: a community vegetable garden, a board game café, a rock climbing
gym and a violin workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GARDEN = (
    "青桐社区菜园共有36块地，每块面积为12平方米。"
    "认领一块地每年收费480元，认领期从3月1日到12月31日。"
    "除靠近大门的4块地外，每块地都配有独立水龙头。"
    "认领者每年至少要参加两次集体劳动。"
)
BOARD_GAMES = (
    "骰子桌游馆共有1,600款桌游，每人收费68元，可玩4小时。"
    "8人以上的团体需至少提前两天预约。"
    "每周四晚上，店员林小雨会为新手开设教学场。"
)
CLIMBING = (
    "岩点攀岩馆有150条抱石线路和20条顶绳线路。"
    "单次票价为88元，十次卡为780元。"
    "初次攀岩者必须先完成30分钟的安全培训才能使用顶绳区。"
    "攀岩馆每月第一个星期一闭馆换线。"
)
VIOLIN = (
    "松韵琴坊由制琴师周文博经营，位于梧桐路18号。"
    "小提琴弓换马尾收费260元，需要三个工作日。"
    "琴坊营业时间为周二至周六上午10点到下午6点。"
    "周文博的徒弟陈默现在负责所有大提琴的维修。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ax-001", "para.reorder", "菜园每块地多大？一年多少钱？", "每年480元，每块地12平方米。", GARDEN, True),
    w.faith("zh-ax-002", "para.passive", "谁负责修大提琴？", "所有大提琴的维修都由周文博的徒弟陈默负责。", VIOLIN, True),
    w.faith("zh-ax-003", "para.synonym", "第一次攀岩要做什么准备？", "头一回攀岩的人得先完成30分钟的安全培训，然后才可以使用顶绳区。", CLIMBING, True),
    w.faith("zh-ax-004", "fmt.thousands", "桌游馆有多少款桌游？", "一共有1600款。", BOARD_GAMES, True),
    w.faith("zh-ax-005", "fmt.number", "攀岩馆有几条顶绳线路？", "有二十条顶绳线路。", CLIMBING, True),
    w.faith("zh-ax-006", "fmt.date", "菜园的认领期是什么时候？", "从三月一日到十二月三十一日。", GARDEN, True),
    w.faith("zh-ax-007", "fmt.time", "琴坊几点营业？", "周二至周六10:00至18:00。", VIOLIN, True),
    w.faith("zh-ax-008", "para.except", "哪些地有独立水龙头？", "只有靠近大门的那4块地没有独立水龙头，其余的都有。", GARDEN, True),
    w.faith("zh-ax-009", "wrap.attribution", "十次卡多少钱？", "根据提供的资料，岩点攀岩馆的十次卡售价780元。", CLIMBING, True),
    w.faith("zh-ax-010", "wrap.closer", "周四晚上有什么活动？", "每周四晚上，店员林小雨会给新手开教学场。欢迎来玩！", BOARD_GAMES, True),
    # single clear errors
    w.faith("zh-ax-011", "value.number", "菜园一共有多少块地？", "菜园一共有63块地。", GARDEN, False),
    w.faith("zh-ax-012", "value.currency", "换马尾多少钱？", "小提琴弓换马尾收费620元。", VIOLIN, False),
    w.faith("zh-ax-013", "value.time", "琴坊几点关门？", "琴坊晚上8点关门。", VIOLIN, False),
    w.faith("zh-ax-014", "role.swap", "陈默和周文博是什么关系？", "陈默是周文博的师傅。", VIOLIN, False),
    w.faith("zh-ax-015", "negation", "8人以上的团体需要预约吗？", "不需要，8人以上的团体可以直接到店。", BOARD_GAMES, False),
    w.faith("zh-ax-016", "modality", "认领者必须参加集体劳动吗？", "集体劳动是自愿的，认领者可以参加，也可以不参加。", GARDEN, False),
    w.faith("zh-ax-017", "quantifier", "哪些人需要完成安全培训？", "所有来攀岩的人都必须先完成安全培训。", CLIMBING, False),
    w.faith("zh-ax-018", "added.entity", "谁负责新手教学场？", "店员林小雨和王浩会在每周四晚上为新手开设教学场。", BOARD_GAMES, False),
    w.faith("zh-ax-019", "value.except", "哪些地没有独立水龙头？", "靠近仓库的6块地没有独立水龙头，其余都有。", GARDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ax-020", "refusal.short", "攀岩馆出租攀岩鞋吗？", "不清楚。", CLIMBING, True),
    w.refusal("zh-ax-021", "refusal.long", "桌游馆提供餐食吗？", "很抱歉，现有资料只介绍了桌游数量、收费标准、预约规则和周四的新手教学场，并没有提到是否提供餐食，所以我没法回答这个问题。", BOARD_GAMES, True),
    w.refusal("zh-ax-022", "refusal.partial", "琴坊在哪里？能修吉他吗？", "琴坊在梧桐路18号；至于能不能修吉他，资料里没有提到。", VIOLIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ax-023", "correct.wordy", "桌游馆每人收费多少？", "在骰子桌游馆玩的话，每个人付68元就可以玩上4个小时。", "每人68元。", True),
    w.correct("zh-ax-024", "correct.wordy", "攀岩馆什么时候闭馆？", "攀岩馆会在每个月的第一个星期一关门，用来重新设置线路。", "每月第一个星期一闭馆。", True),
    w.correct("zh-ax-025", "correct.short", "攀岩馆有多少条抱石线路？", "150条。", "岩点攀岩馆有150条抱石线路。", True),
    w.correct("zh-ax-026", "wrong.value", "团体需要提前多久预约？", "至少要提前一周预约。", "至少提前两天。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ax-027", "relevant.direct", "琴坊的地址是？", "在梧桐路18号。", VIOLIN, True),
    w.relevant("zh-ax-028", "relevant.direct", "菜园有多少块可以认领的地？", "一共36块。", GARDEN, True),
    w.relevant("zh-ax-029", "relevant.direct", "新手教学场由谁来带？", "店员林小雨。", BOARD_GAMES, True),
    w.relevant("zh-ax-030", "relevant.yesno", "第一次来能直接上顶绳吗？", "不能，得先完成30分钟的安全培训。", CLIMBING, True),
    w.relevant("zh-ax-031", "offtopic.true", "十次卡多少钱？", "岩点攀岩馆有150条抱石线路和20条顶绳线路。", CLIMBING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "zh-ax-032", "diag.pass", "换马尾需要几天？",
        "需要三个工作日。",
        {
            "violin-service": "松韵琴坊小提琴弓换马尾收费260元，需要三个工作日。",
            "violin-hours": "松韵琴坊营业时间为周二至周六上午10点到下午6点。",
        },
        ("violin-service",), "pass",
    ),
    w.diag(
        "zh-ax-033", "diag.missed", "骰子桌游馆有多少款桌游？",
        "抱歉，资料中没有提到桌游的数量。",
        {
            "boardgame-booking": "骰子桌游馆8人以上的团体需至少提前两天预约。",
        },
        ("boardgame-library",), "fix_retrieval",
    ),
    w.diag(
        "zh-ax-034", "diag.correct_refusal", "菜园里可以养鸡吗？",
        "现有资料没有提到菜园里能不能养鸡。",
        {
            "garden-plots": "青桐社区菜园共有36块地，每块面积为12平方米。",
            "garden-rules": "青桐社区菜园的认领者每年至少要参加两次集体劳动。",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "zh-ax-035", "diag.offtopic", "攀岩馆单次票多少钱？",
        "攀岩馆每月第一个星期一闭馆换线。",
        {
            "climb-info": "岩点攀岩馆单次票价为88元，十次卡为780元。攀岩馆每月第一个星期一闭馆换线。",
        },
        ("climb-info",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
