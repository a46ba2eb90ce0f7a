"""Chinese cases of set AO: a youth orchestra, an escape room and a tea-art course."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ORCH = (
    "星河青少年管弦乐团每周六下午两点到五点在市文化宫排练。"
    "团员年龄须在十二岁到十八岁之间，目前共有五十八名团员。"
    "指挥是陈思远老师，首席小提琴是林晓雨。"
)
ESCAPE = (
    "迷雾密室位于和平路88号三楼，共有四个主题房间。"
    "每个房间限时六十分钟，每人票价98元，四人以上同行可打八折。"
    "周一至周五中午十二点开门，周末上午十点开门。"
)
TEA = (
    "清风茶艺课程从10月9日开始，每周三晚上七点上课，共六节课。"
    "学费为1200元，包含所有茶叶和茶具的使用。"
    "授课老师是周婉，她有十五年的评茶经验。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ao-001", "para.reorder", "乐团什么时候排练？", "在市文化宫，乐团每周六下午两点到五点排练。", ORCH, True),
    w.faith("zh-ao-002", "para.passive", "乐团由谁指挥？", "乐团由陈思远老师指挥。", ORCH, True),
    w.faith("zh-ao-003", "para.pronoun", "茶艺课的老师是谁？", "授课老师是周婉，她评茶已有十五年。", TEA, True),
    w.faith("zh-ao-004", "fmt.number", "乐团目前有多少名团员？", "乐团目前共有58名团员。", ORCH, True),
    w.faith("zh-ao-005", "fmt.time", "密室周末几点开门？", "周末10:00开门。", ESCAPE, True),
    w.faith("zh-ao-006", "fmt.share", "四人以上同行有什么优惠？", "四人以上同行，票价优惠20%。", ESCAPE, True),
    w.faith("zh-ao-007", "fmt.period", "每个房间可以玩多久？", "每个房间限时一小时。", ESCAPE, True),
    w.faith("zh-ao-008", "fmt.date", "茶艺课程哪天开始？", "课程十月九日开始。", TEA, True),
    w.faith("zh-ao-009", "wrap.opener", "茶艺课的学费是多少？", "好的，茶艺课的学费是1200元，茶叶和茶具的使用都包含在内。", TEA, True),
    w.faith("zh-ao-010", "value.number", "密室一共有几个主题房间？", "迷雾密室一共有六个主题房间。", ESCAPE, False),
    w.faith("zh-ao-011", "value.date", "茶艺课程哪天开始？", "茶艺课程从10月19日开始。", TEA, False),
    w.faith("zh-ao-012", "value.currency", "密室每人票价多少？", "每人票价89元。", ESCAPE, False),
    w.faith("zh-ao-013", "role.swap", "乐团的指挥是谁？", "乐团的指挥是林晓雨，首席小提琴是陈思远。", ORCH, False),
    w.faith("zh-ao-014", "negation", "学费包含什么？", "学费为1200元，不包含茶叶和茶具的使用。", TEA, False),
    w.faith("zh-ao-015", "antonym", "密室周末几点开门？", "密室周末上午十点关门。", ESCAPE, False),
    w.faith("zh-ao-016", "modality", "参加乐团有年龄要求吗？", "团员年龄最好在十二岁到十八岁之间，但这不是硬性要求。", ORCH, False),
    w.faith("zh-ao-017", "added.entity", "茶艺课由谁授课？", "授课老师是周婉和她的助教李明。", TEA, False),
]

REFUSAL = [
    w.refusal("zh-ao-018", "refusal.plain", "迷雾密室可以带十岁以下的小孩吗？", "抱歉，我无法回答这个问题。", ESCAPE, True),
    w.refusal("zh-ao-019", "refusal.context", "上茶艺课的地方有停车位吗？", "资料中没有提到上课地点是否有停车位。", TEA, True),
    w.refusal("zh-ao-020", "refusal.partial", "乐团在哪里排练？下一次招新面试是哪天？", "乐团在市文化宫排练；资料里没有提到招新面试的日期。", ORCH, False),
]

CORRECTNESS = [
    w.correct("zh-ao-021", "correct.wordy", "迷雾密室在哪里？", "迷雾密室的地址是和平路88号，店就开在这栋楼的三楼。", "和平路88号三楼", True),
    w.correct("zh-ao-022", "correct.wordy", "茶艺课每周什么时候上？", "这门茶艺课安排在每个星期三的晚上七点钟上课。", "每周三晚上七点", True),
    w.correct("zh-ao-023", "correct.short", "茶艺课一共有几节？", "六节。", "茶艺课程一共有六节课。", True),
    w.correct("zh-ao-024", "wrong.role", "乐团的指挥是谁？", "乐团的指挥是首席小提琴林晓雨。", "陈思远老师", False),
]

RELEVANCY = [
    w.relevant("zh-ao-025", "relevant.direct", "玩一次密室每人要花多少钱？", "98元一位。", ESCAPE, True),
    w.relevant("zh-ao-026", "relevant.direct", "乐团平时在哪儿练？", "市文化宫，每周六下午。", ORCH, True),
    w.relevant("zh-ao-027", "relevant.direct", "茶艺课什么时候开课？", "10月9日起，每周三晚上七点。", TEA, True),
    w.relevant("zh-ao-028", "relevant.yesno", "学费里包括茶叶吗？", "包括，茶叶和茶具都不用另外付钱。", TEA, True),
    w.relevant("zh-ao-029", "offtopic.true", "密室工作日几点开门？", "迷雾密室共有四个主题房间。", ESCAPE, False),
]

DIAGNOSIS = [
    w.diag("zh-ao-030", "diag.pass", "密室每个房间限时多久？", "每个房间限时六十分钟。", {"escape": ESCAPE, "tea": TEA}, ("escape",), "pass"),
    w.diag("zh-ao-031", "diag.missed", "乐团目前有多少名团员？", "乐团目前有三十名团员。", {"tea": TEA, "escape": ESCAPE}, ("orch",), "fix_retrieval"),
    w.diag("zh-ao-032", "diag.correct_refusal", "茶艺课结业后发证书吗？", "现有资料没有提到结业证书的信息。", {"tea": TEA}, (), "correct_refusal"),
    w.diag("zh-ao-033", "diag.offtopic", "茶艺课的老师是谁？", "学费为1200元，包含所有茶叶和茶具的使用。", {"tea": TEA}, ("tea",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
