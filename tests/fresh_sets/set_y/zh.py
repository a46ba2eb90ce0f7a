"""Chinese cases of set Y. Scenarios: the Qimu coworking space on Binjiang Road, the Xinghe
children's summer camp, the Lunjiang bike repair shop and the Guangying beginners' photography
course."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

COWORK = (
    "「栖木」共享办公空间位于滨江路88号，固定工位每月1500元，流动工位每月900元。"
    "会员每月可免费使用会议室5小时，超出部分每小时收费60元。"
    "空间每天早上8点开门、晚上10点关门，春节期间不开放。"
)
CAMP = (
    "星河儿童夏令营面向7至12岁的孩子，今年7月14日开营，8月1日结营。"
    "营费每期3200元，包含午餐和保险。"
    "每名辅导员照看8名孩子，营长由陈雅琪担任。"
    "家长可以在每周五下午到营地参观。"
)
BIKE = (
    "轮匠自行车修理店的基础保养收费120元，一般两天完成。"
    "店主周浩亲自负责所有变速器调校，学徒小林负责补胎和清洗。"
    "店铺周二至周日营业，周一休息。"
)
PHOTO = (
    "光影摄影入门课共8节，9月6日开课，每周六下午2点到4点上课。"
    "课程费用为1800元，报名时需先交一半。"
    "学员须自备可手动调节的相机，三脚架由工作室提供。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-y-001", "para.reorder", "栖木的工位怎么收费？", "流动工位每月900元，固定工位每月1500元。", COWORK, True),
    w.faith("zh-y-002", "para.passive", "轮匠店里谁负责调校变速器？", "所有变速器调校都由店主周浩亲自负责。", BIKE, True),
    w.faith("zh-y-003", "para.synonym", "轮匠哪天不开门？", "轮匠每周一不营业。", BIKE, True),
    w.faith("zh-y-004", "para.pronoun", "星河夏令营的营长是谁？", "是陈雅琪，她担任营长。", CAMP, True),
    w.faith("zh-y-005", "para.except", "栖木什么时候开门？", "除了春节期间，栖木每天早上8点开门。", COWORK, True),
    w.faith("zh-y-006", "fmt.thousands", "栖木的固定工位一个月多少钱？", "固定工位每月1,500元。", COWORK, True),
    w.faith("zh-y-007", "fmt.time", "摄影课几点上课？", "每周六14:00到16:00上课。", PHOTO, True),
    w.faith("zh-y-008", "fmt.share", "报名摄影课时要先交多少？", "报名时需先交课程费用的50%。", PHOTO, True),
    w.faith("zh-y-009", "fmt.date", "星河夏令营的营期是哪几天？", "营期从七月十四日到八月一日。", CAMP, True),
    w.faith("zh-y-010", "wrap.attribution", "夏令营的营费包含什么？", "根据资料，每期3200元的营费包含午餐和保险。", CAMP, True),
    # one clear error each
    w.faith("zh-y-011", "value.number", "一名辅导员照看几个孩子？", "每名辅导员照看10名孩子。", CAMP, False),
    w.faith("zh-y-012", "value.date", "摄影课哪天开课？", "摄影课9月13日开课。", PHOTO, False),
    w.faith("zh-y-013", "value.time", "栖木晚上几点关门？", "栖木晚上11点关门。", COWORK, False),
    w.faith("zh-y-014", "value.currency", "轮匠的基础保养多少钱？", "基础保养收费150元。", BIKE, False),
    w.faith("zh-y-015", "role.swap", "轮匠店里的活儿是怎么分工的？", "学徒小林负责所有变速器调校，店主周浩负责补胎和清洗。", BIKE, False),
    w.faith("zh-y-016", "negation", "上摄影课需要自己带相机吗？", "不需要，学员不用自备相机。", PHOTO, False),
    w.faith("zh-y-017", "antonym", "会员用会议室要付钱吗？", "会员每月前5小时使用会议室是收费的。", COWORK, False),
    w.faith("zh-y-018", "modality", "家长什么时候可以去营地看看？", "家长必须在每周五下午到营地参观。", CAMP, False),
    w.faith("zh-y-019", "added.fact", "摄影课多少钱？", "课程费用为1800元，包含教材费。", PHOTO, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-y-020", "refusal.short", "轮匠自行车修理店卖二手车吗？", "资料里没有提到。", BIKE, True),
    w.refusal("zh-y-021", "refusal.long", "栖木共享办公空间可以带宠物吗？", "很抱歉，提供的资料只介绍了工位价格、会议室使用时长和开放时间，没有任何关于能否携带宠物的说明，所以我没办法回答这个问题。", COWORK, True),
    w.refusal("zh-y-022", "refusal.hedged", "光影摄影入门课一共几节？", "我不太确定，不过资料里好像写的是一共8节课。", PHOTO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-y-023", "correct.wordy", "轮匠的基础保养要多少钱？", "在轮匠做一次基础保养需要花120元，一般两天左右就能做好。", "120元。", True),
    w.correct("zh-y-024", "correct.wordy", "星河夏令营什么时候结营？", "孩子们的营期一直到8月1日，那天夏令营正式结营。", "8月1日。", True),
    w.correct("zh-y-025", "correct.format", "摄影课每周六几点开始？", "14:00。", "下午2点。", True),
    w.correct("zh-y-026", "wrong.role", "轮匠店里谁负责补胎？", "店主周浩负责补胎。", "学徒小林。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-y-027", "relevant.direct", "想在栖木租个固定的位子，一个月得花多少？", "1500元。", COWORK, True),
    w.relevant("zh-y-028", "relevant.direct", "孩子哪天可以入营？", "7月14日。", CAMP, True),
    w.relevant("zh-y-029", "relevant.direct", "栖木在哪儿？", "滨江路88号。", COWORK, True),
    w.relevant("zh-y-030", "relevant.yesno", "摄影课需要自己带三脚架吗？", "不需要，工作室会提供。", PHOTO, True),
    w.relevant("zh-y-031", "offtopic.true", "摄影课学费多少？", "学员须自备可手动调节的相机。", PHOTO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-y-032", "diag.pass", "轮匠周几休息？", "轮匠每周一休息。", {"bike-zh": BIKE, "photo-zh": PHOTO}, ("bike-zh",), "pass"),
    w.diag("zh-y-033", "diag.missed", "星河夏令营的营费是多少？", "营费为每期1800元。", {"cowork-zh": COWORK, "photo-zh": PHOTO}, ("camp-zh",), "fix_retrieval"),
    w.diag("zh-y-034", "diag.correct_refusal", "光影摄影课可以退款吗？", "资料中没有关于退款的说明，我无法回答。", {"photo-zh": PHOTO}, (), "correct_refusal"),
    w.diag("zh-y-035", "diag.unfaithful", "栖木会员每月可以免费用会议室多久？", "会员每月可免费使用会议室10小时。", {"cowork-zh": COWORK}, ("cowork-zh",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
