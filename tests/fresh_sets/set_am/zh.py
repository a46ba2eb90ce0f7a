"""Chinese cases of set AM. Scenarios: a calligraphy class, a residential parcel station and a
countryside guesthouse."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CALLI = (
    "墨香书法班每周六下午两点到四点半上课，一期共十二节课，学费一千二百元。"
    "授课老师是周文澜，助教是林晓。"
    "笔墨纸砚由学员自备，报名须在3月10日前完成。"
)
PARCEL = (
    "幸福里小区快递驿站每天早上八点开门，晚上九点关门。"
    "包裹到站后免费保管三天，超过三天每件每天收取一元保管费，但生鲜包裹必须当天取走。"
    "取件时需出示取件码或本人身份证。"
)
INN = (
    "云溪民宿共有十六间客房，其中四分之一带阳台。"
    "入住时间为下午三点以后，退房须在中午十二点之前。"
    "早餐每人三十五元，十岁以下儿童免费。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-am-001", "para.reorder", "书法班什么时候上课？学费多少？", "学费一千二百元，上课时间是每周六下午两点到四点半。", CALLI, True),
    w.faith("zh-am-002", "fmt.number", "书法班一期多少节课，学费多少？", "一期12节课，学费1200元。", CALLI, True),
    w.faith("zh-am-003", "fmt.time", "驿站几点开门、几点关门？", "每天08:00开门，21:00关门。", PARCEL, True),
    w.faith("zh-am-004", "fmt.share", "有多少客房带阳台？", "十六间客房中有25%带阳台。", INN, True),
    w.faith("zh-am-005", "para.synonym", "书法班由谁授课？", "周文澜老师负责教学。", CALLI, True),
    w.faith("zh-am-006", "para.except", "包裹可以在驿站放几天？", "除了生鲜包裹必须当天取走以外，包裹到站后都可以免费保管三天。", PARCEL, True),
    w.faith("zh-am-007", "wrap.opener", "民宿几点可以入住？", "您好！下午三点以后就可以办理入住。", INN, True),
    w.faith("zh-am-008", "fmt.date", "报名截止到什么时候？", "须在三月十日前完成报名。", CALLI, True),
    # one clear error each
    w.faith("zh-am-009", "value.number", "民宿一共有多少间客房？", "云溪民宿共有十八间客房。", INN, False),
    w.faith("zh-am-010", "value.time", "驿站晚上几点关门？", "驿站晚上十点关门。", PARCEL, False),
    w.faith("zh-am-011", "negation", "笔墨纸砚要自己准备吗？", "笔墨纸砚无需学员自备。", CALLI, False),
    w.faith("zh-am-012", "quantifier", "客房带阳台吗？", "所有客房都带阳台。", INN, False),
    w.faith("zh-am-013", "antonym", "退房时间有什么要求？", "退房须在中午十二点之后。", INN, False),
    w.faith("zh-am-014", "modality", "生鲜包裹什么时候取？", "生鲜包裹建议尽量当天取走。", PARCEL, False),
    w.faith("zh-am-015", "role.swap", "书法班的老师和助教分别是谁？", "授课老师是林晓，助教是周文澜。", CALLI, False),
    w.faith("zh-am-016", "added.fact", "早餐怎么收费？", "早餐每人三十五元，十岁以下儿童免费，供应时间到上午十点。", INN, False),
]

REFUSAL = [
    w.refusal("zh-am-017", "refusal.plain", "驿站可以寄快递吗？", "抱歉，这个我不清楚。", PARCEL, True),
    w.refusal("zh-am-018", "refusal.long", "民宿可以带宠物入住吗？", "很抱歉，现有资料只介绍了客房数量、入住和退房时间以及早餐价格，并没有提到能否携带宠物，所以我无法回答这个问题。", INN, True),
    w.refusal("zh-am-019", "refusal.hedged", "书法班一期有几节课？", "我不太确定，不过资料里好像说一期是十二节课。", CALLI, False),
]

CORRECTNESS = [
    w.correct("zh-am-020", "correct.wordy", "驿站的包裹可以免费保管几天？", "包裹送到驿站以后，前三天是不收保管费的。", "包裹可以免费保管三天。", True),
    w.correct("zh-am-021", "correct.wordy", "民宿早餐多少钱？", "在云溪民宿吃早餐的话，每个人收三十五块钱。", "早餐每人三十五元。", True),
    w.correct("zh-am-022", "correct.short", "书法班的授课老师是谁？", "周文澜。", "授课老师是周文澜。", True),
    w.correct("zh-am-023", "wrong.value", "民宿最晚几点退房？", "上午十点之前。", "退房须在中午十二点之前。", False),
]

RELEVANCY = [
    w.relevant("zh-am-024", "relevant.direct", "书法课安排在哪天？", "周六下午，两点到四点半。", CALLI, True),
    w.relevant("zh-am-025", "relevant.direct", "我怎么才能把包裹领出来？", "出示取件码，或者带上本人身份证。", PARCEL, True),
    w.relevant("zh-am-026", "relevant.direct", "云溪民宿总共有几间房？", "一共十六间。", INN, True),
    w.relevant("zh-am-027", "relevant.yesno", "八岁的孩子吃早餐要付钱吗？", "不用，十岁以下的孩子免费。", INN, True),
    w.relevant("zh-am-028", "offtopic.true", "书法班学费多少钱？", "笔墨纸砚由学员自备。", CALLI, False),
]

DIAGNOSIS = [
    w.diag("zh-am-029", "diag.correct_refusal", "墨香书法班有没有线上课程？", "资料里没有提到线上课程，我无法确定。", {"calli-1": CALLI}, (), "correct_refusal"),
    w.diag("zh-am-030", "diag.missed", "云溪民宿几点可以入住？", "抱歉，现有资料中没有关于入住时间的信息。", {"parcel-1": PARCEL}, ("inn-1",), "fix_retrieval"),
    w.diag("zh-am-031", "diag.offtopic", "包裹超过三天怎么收费？", "驿站每天早上八点开门，晚上九点关门。", {"parcel-1": PARCEL}, ("parcel-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
