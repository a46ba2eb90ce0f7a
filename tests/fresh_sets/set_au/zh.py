"""Chinese cases of set AU. Scenarios: a tea house's tea ceremony class, a weekend cycling club,
a summer calligraphy class for children and a pet boarding shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TEA = (
    "青竹茶舍的茶艺体验课每周日上午10点开始，时长两小时。"
    "每人收费168元，包含三款茶叶的品鉴和一份茶点。"
    "每班最多12人，需提前一天通过微信预约。"
)
CYCLE = (
    "飞轮骑行俱乐部每周六早上7点在滨江公园南门集合。"
    "常规路线全长40公里，由领队周明带队，副领队是刘婷。"
    "参加者必须佩戴头盔，年满16岁才能报名。"
)
CALLIG = (
    "墨香书法班面向8至15岁的学生，暑期班从7月10日开始，共20节课。"
    "学费为1,800元，笔墨纸砚由班级统一提供。"
    "授课老师是退休教师陈国华，每节课90分钟。"
)
PET = (
    "安心宠物寄养店只接收猫和体重15公斤以下的狗。"
    "寄养费每晚80元，连住7晚以上打九折。"
    "所有寄养宠物都必须提供近一年内的疫苗证明。"
    "店铺每天早上9点到晚上8点营业。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-au-001", "para.reorder", "茶艺体验课包含什么？", "课程包含一份茶点和三款茶叶的品鉴。", TEA, True),
    w.faith("zh-au-002", "para.synonym", "骑行团在哪里集合？", "大家每周六早上7点在滨江公园南门碰头。", CYCLE, True),
    w.faith("zh-au-003", "fmt.currency", "书法班学费多少？", "学费为¥1,800。", CALLIG, True),
    w.faith("zh-au-004", "fmt.time", "茶艺课几点开始？", "每周日10:00开始。", TEA, True),
    w.faith("zh-au-005", "fmt.unit", "书法课每节课多长时间？", "每节课一个半小时。", CALLIG, True),
    w.faith("zh-au-006", "fmt.share", "长期寄养有优惠吗？", "有，连住7晚以上可以享受10%的折扣。", PET, True),
    w.faith("zh-au-007", "para.except", "什么样的狗不能寄养？", "除了体重15公斤以下的狗，其他狗一律不接收。", PET, True),
    w.faith("zh-au-008", "wrap.closer", "骑行的常规路线有多长？", "常规路线全长40公里。希望对你有帮助！", CYCLE, True),
    w.faith("zh-au-009", "wrap.hedge", "书法班由谁授课？", "授课老师应该是退休教师陈国华。", CALLIG, True),
    w.faith("zh-au-010", "fmt.date", "暑期书法班什么时候开课？", "暑期班于7月10号开课。", CALLIG, True),
    # one clear error each
    w.faith("zh-au-011", "value.number", "茶艺课每班最多几人？", "每班最多15人。", TEA, False),
    w.faith("zh-au-012", "value.unit", "骑行的常规路线有多长？", "常规路线全长40英里。", CYCLE, False),
    w.faith("zh-au-013", "value.currency", "寄养费每晚多少钱？", "寄养费每晚100元。", PET, False),
    w.faith("zh-au-014", "role.swap", "骑行由谁带队？", "领队是刘婷，副领队是周明。", CYCLE, False),
    w.faith("zh-au-015", "negation", "笔墨纸砚需要自己准备吗？", "班级不提供笔墨纸砚。", CALLIG, False),
    w.faith("zh-au-016", "quantifier", "寄养宠物需要疫苗证明吗？", "只有狗需要提供疫苗证明。", PET, False),
    w.faith("zh-au-017", "direction", "骑行在哪里集合？", "在滨江公园北门集合。", CYCLE, False),
    w.faith("zh-au-018", "added.fact", "茶艺课怎么预约？", "需提前一天通过微信预约，预约后还要支付50元定金。", TEA, False),
]

REFUSAL = [
    w.refusal("zh-au-019", "refusal.short", "茶舍有停车位吗？", "抱歉，不知道。", TEA, True),
    w.refusal("zh-au-020", "refusal.context", "骑行俱乐部收会费吗？", "根据所给资料，无法确定俱乐部是否收取会费。", CYCLE, True),
    w.refusal("zh-au-021", "refusal.partial", "书法班学费多少？一共开几个班？", "学费是1,800元；至于开几个班，资料里没有提到。", CALLIG, False),
]

CORRECTNESS = [
    w.correct("zh-au-022", "correct.wordy", "青竹茶舍的茶艺课多少钱？", "如果你想参加青竹茶舍的茶艺体验课，每个人需要付168元，里面已经包括了茶叶品鉴和茶点。", "每人168元。", True),
    w.correct("zh-au-023", "correct.wordy", "寄养店营业到几点？", "安心宠物寄养店每天从早上9点一直开到晚上8点才关门。", "晚上8点。", True),
    w.correct("zh-au-024", "correct.format", "书法班每节课多长时间？", "1.5小时。", "90分钟。", True),
    w.correct("zh-au-025", "wrong.role", "飞轮骑行俱乐部的领队是谁？", "领队是刘婷。", "领队是周明。", False),
]

RELEVANCY = [
    w.relevant("zh-au-026", "relevant.direct", "周末一起骑车的人在哪儿碰面？", "滨江公园南门。", CYCLE, True),
    w.relevant("zh-au-027", "relevant.direct", "暑期书法班一共上多少次？", "共20节课。", CALLIG, True),
    w.relevant("zh-au-028", "relevant.direct", "我想参加茶艺课，怎么报名？", "提前一天在微信上预约就行。", TEA, True),
    w.relevant("zh-au-029", "relevant.yesno", "我家20公斤的狗能寄养吗？", "不能，店里只接收15公斤以下的狗。", PET, True),
    w.relevant("zh-au-030", "offtopic.true", "寄养一晚多少钱？", "所有寄养宠物都必须提供近一年内的疫苗证明。", PET, False),
]

DIAGNOSIS = [
    w.diag("zh-au-031", "diag.pass", "飞轮骑行俱乐部对报名年龄有什么要求？", "年满16岁才能报名。", {"cycle-01": CYCLE, "tea-01": TEA}, ("cycle-01",), "pass"),
    w.diag("zh-au-032", "diag.missed", "墨香书法班的暑期班什么时候开始？", "暑期班8月1日开始。", {"tea-01": TEA, "pet-01": PET}, ("callig-01",), "fix_retrieval"),
    w.diag("zh-au-033", "diag.correct_refusal", "安心宠物寄养店提供宠物洗澡服务吗？", "资料中没有提到洗澡服务，我无法回答。", {"pet-01": PET}, (), "correct_refusal"),
    w.diag("zh-au-034", "diag.offtopic", "茶艺课每周哪天上？", "每人收费168元，包含三款茶叶的品鉴。", {"tea-01": TEA}, ("tea-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
