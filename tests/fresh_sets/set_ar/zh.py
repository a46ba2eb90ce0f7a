"""Chinese cases of set AR: a swimming hall, a second-hand market, a tea-art school and a
community repair station."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

POOL = (
    "青澜游泳馆每天早上6点到晚上9点开放，每周三下午闭馆清洁。"
    "单次票价25元，十次卡200元；身高1.2米以下的儿童免费入场，但必须由成人陪同。"
    "泳池长50米，共有8条泳道。"
)
MARKET = (
    "梧桐里旧物市集每月第一个周日在老纺织厂院内举办，时间为上午9点至下午3点。"
    "摊位费每个80元，摊主需提前一周在公众号报名。"
    "市集不允许出售食品和活体动物。"
)
TEA = (
    "云岫茶艺学堂由林婉清老师创办，她从2012年起教授茶艺。"
    "初级班共6节课，每周六上午上课，学费1,200元。"
    "每班最多10人，学员无需自带茶具。"
)
REPAIR = (
    "社区修理站设在和平街12号，每周二和周四下午2点到5点开放。"
    "志愿者可以修理自行车、雨伞和小家电，但不修手机。"
    "修理免费，零件费用由居民自付。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ar-001", "para.reorder", "旧物市集什么时候举办？", "上午9点至下午3点，每月第一个周日，梧桐里旧物市集在老纺织厂院内举办。", MARKET, True),
    w.faith("zh-ar-002", "para.synonym", "修理站能修哪些东西？", "义工可以修自行车、雨伞和小型家用电器，不过不修手机。", REPAIR, True),
    w.faith("zh-ar-003", "fmt.number", "青澜游泳馆的泳池有几条泳道？", "泳池一共有八条泳道。", POOL, True),
    w.faith("zh-ar-004", "fmt.time", "修理站几点开门？", "修理站每周二和周四14:00到17:00开放。", REPAIR, True),
    w.faith("zh-ar-005", "fmt.currency", "游泳馆的十次卡多少钱？", "十次卡售价¥200。", POOL, True),
    w.faith("zh-ar-006", "para.part", "茶艺初级班是怎么安排的？", "初级班一共6节课，每周六上午上课。", TEA, True),
    w.faith("zh-ar-007", "para.except", "游泳馆哪些时候开放？", "除了每周三下午闭馆清洁以外，游泳馆每天早上6点到晚上9点都开放。", POOL, True),
    w.faith("zh-ar-008", "wrap.closer", "想在旧物市集摆摊要怎么办？", "摊位费每个80元，需要提前一周在公众号报名。希望对你有帮助！", MARKET, True),
    w.faith("zh-ar-009", "wrap.opener", "林婉清老师教茶艺多久了？", "好问题！林婉清老师从2012年开始教授茶艺。", TEA, True),
    # one clear error each
    w.faith("zh-ar-010", "value.number", "茶艺班每班最多几个人？", "每班最多12人。", TEA, False),
    w.faith("zh-ar-011", "value.time", "旧物市集几点结束？", "市集下午5点结束。", MARKET, False),
    w.faith("zh-ar-012", "value.currency", "游泳馆单次票多少钱？", "单次票价35元。", POOL, False),
    w.faith("zh-ar-013", "negation", "上茶艺课要自己带茶具吗？", "学员需要自带茶具。", TEA, False),
    w.faith("zh-ar-014", "quantifier", "旧物市集多久办一次？", "旧物市集每个周日都在老纺织厂院内举办。", MARKET, False),
    w.faith("zh-ar-015", "direction", "哪些儿童可以免费游泳？", "身高1.2米以上的儿童免费入场，但必须由成人陪同。", POOL, False),
    w.faith("zh-ar-016", "role.swap", "修理时零件的钱谁出？", "修理免费，零件费用由志愿者承担。", REPAIR, False),
    w.faith("zh-ar-017", "added.fact", "社区修理站在哪儿？", "修理站设在和平街12号社区中心二楼。", REPAIR, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ar-018", "refusal.short", "游泳馆有没有淋浴间？", "抱歉，资料中没有相关信息。", POOL, True),
    w.refusal("zh-ar-019", "refusal.context", "云岫茶艺学堂在哪里？", "提供的内容只介绍了课程、学费和老师，并没有写学堂的地址，所以我无法回答。", TEA, True),
    w.refusal("zh-ar-020", "refusal.partial", "修理站修手机吗？能修电脑吗？", "修理站不修手机；至于电脑能不能修，资料里没有说明。", REPAIR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ar-021", "correct.wordy", "茶艺初级班学费多少？", "云岫茶艺学堂的初级班一共6节课，每周六上午上课，学费是1,200元。", "1,200元", True),
    w.correct("zh-ar-022", "correct.wordy", "青澜游泳馆的泳池有多长？", "青澜游泳馆的泳池全长50米，馆内一共设有8条泳道。", "50米", True),
    w.correct("zh-ar-023", "correct.short", "社区修理站在哪里？", "和平街12号。", "社区修理站设在和平街12号。", True),
    w.correct("zh-ar-024", "wrong.value", "旧物市集的摊位费是多少？", "每个摊位50元。", "每个摊位80元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ar-025", "relevant.direct", "去青澜游一次要花多少钱？", "单次票25元。", POOL, True),
    w.relevant("zh-ar-026", "relevant.direct", "旧物市集在什么地方办？", "在老纺织厂的院子里。", MARKET, True),
    w.relevant("zh-ar-027", "relevant.direct", "我想去市集摆摊，要怎么做？", "提前一周在公众号报名，再交80元摊位费就行。", MARKET, True),
    w.relevant("zh-ar-028", "relevant.yesno", "修理站周一开门吗？", "不开，只在周二和周四下午开放。", REPAIR, True),
    w.relevant("zh-ar-029", "offtopic.true", "茶艺初级班一共几节课？", "林婉清老师从2012年起教授茶艺。", TEA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ar-030", "diag.pass", "游泳馆周三下午开放吗？", "不开放，每周三下午闭馆清洁。", {"pool": POOL, "tea": TEA}, ("pool",), "pass"),
    w.diag("zh-ar-031", "diag.unfaithful", "茶艺初级班每周几上课？", "初级班每周日下午上课。", {"tea": TEA, "market": MARKET}, ("tea",), "fix_generation"),
    w.diag("zh-ar-032", "diag.missed", "社区修理站每周哪几天开放？", "资料中没有找到修理站的开放时间。", {"pool": POOL, "market": MARKET}, ("repair",), "fix_retrieval"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
