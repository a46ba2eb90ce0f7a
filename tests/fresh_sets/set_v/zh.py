"""Chinese cases of set V: a pet hotel, a beginner bread-baking course and a guided city
bike tour."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PET = (
    "爪爪宠物酒店只接待猫和体重不超过8公斤的小型犬。"
    "普通房每晚120元，带小院的套房每晚200元。"
    "所有寄养的宠物都必须打过狂犬疫苗，入住时要出示疫苗本。"
    "每天早上9点到晚上7点可以办理入住和离店。"
)
BAKE = (
    "麦香烘焙教室的面包入门课在每周六下午2点到5点上课，一共6节。"
    "学费1580元，包含全部材料和一条围裙。"
    "每班最多10名学员，年满14岁即可报名。"
    "除最后一节由助教刘明负责外，其余课程都由陈晓雯老师讲授。"
)
BIKE = (
    "城市骑行游每天上午9点半从银杏公园东门出发，全程18公里，大约需要3小时。"
    "每人票价88元，已包含普通自行车的租金；电助力车需另加30元。"
    "12岁以下儿童必须由成人陪同。"
    "遇到下雨天活动取消，并全额退款。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-v-001", "fmt.currency", "爪爪宠物酒店的普通房一晚多少钱？", "普通房一晚一百二十块。", PET, True),
    w.faith("zh-v-002", "fmt.unit", "多重的狗可以在爪爪宠物酒店寄养？", "体重在8千克以内的小型犬都可以寄养。", PET, True),
    w.faith("zh-v-003", "para.synonym", "办理入住时要带什么？", "办理入住的时候得出示疫苗本。", PET, True),
    w.faith("zh-v-004", "fmt.time", "几点可以办理入住？", "每天9:00至19:00都能办理入住。", PET, True),
    w.faith("zh-v-005", "fmt.number", "面包入门课一共几节？", "一共六节。", BAKE, True),
    w.faith("zh-v-006", "fmt.thousands", "面包入门课学费多少？", "学费是1,580元。", BAKE, True),
    w.faith("zh-v-007", "para.except", "陈晓雯老师负责哪几节课？", "陈晓雯老师讲的是除最后一节以外的所有课。", BAKE, True),
    w.faith("zh-v-008", "wrap.attribution", "骑行游遇到下雨天怎么办？", "根据活动说明，下雨天活动取消，并全额退款。", BIKE, True),
    w.faith("zh-v-009", "fmt.period", "骑行游大概要多长时间？", "大约180分钟。", BIKE, True),
    w.faith("zh-v-010", "wrap.closer", "骑电助力车要加钱吗？", "要的，电助力车需另加30元。祝您骑行愉快！", BIKE, True),
    w.faith("zh-v-011", "para.reorder", "骑行游几点从哪里出发？", "出发地点是银杏公园东门，时间是每天上午9点半。", BIKE, True),
    # one clear error each
    w.faith("zh-v-012", "value.currency", "带小院的套房一晚多少钱？", "带小院的套房每晚280元。", PET, False),
    w.faith("zh-v-013", "quantifier", "哪些寄养的宠物必须打狂犬疫苗？", "只有狗必须打狂犬疫苗。", PET, False),
    w.faith("zh-v-014", "value.number", "面包入门课每班最多几名学员？", "每班最多12名学员。", BAKE, False),
    w.faith("zh-v-015", "role.swap", "面包入门课由谁来讲？", "课程主要由刘明老师讲授，最后一节由助教陈晓雯负责。", BAKE, False),
    w.faith("zh-v-016", "direction", "面包入门课对年龄有什么要求？", "14岁以下的人都可以报名。", BAKE, False),
    w.faith("zh-v-017", "added.fact", "面包入门课的学费包含什么？", "学费包含全部材料、一条围裙和一本食谱。", BAKE, False),
    w.faith("zh-v-018", "value.time", "骑行游几点出发？", "每天上午10点半出发。", BIKE, False),
    w.faith("zh-v-019", "negation", "骑行游的票价包含自行车租金吗？", "不包含，普通自行车的租金要另外付。", BIKE, False),
    w.faith("zh-v-020", "modality", "12岁以下的孩子必须有大人陪同吗？", "12岁以下儿童最好由成人陪同，但不是必须的。", BIKE, False),
]

REFUSAL = [
    w.refusal("zh-v-021", "refusal.short", "爪爪宠物酒店提供洗澡服务吗？", "不清楚，资料里没提到。", PET, True),
    w.refusal("zh-v-022", "refusal.context", "面包入门课的学费可以分期付吗？", "根据现有资料，无法确定学费能否分期支付。", BAKE, True),
    w.refusal("zh-v-023", "refusal.partial", "骑行游多少钱？途中管午饭吗？", "每人88元，含普通自行车租金；至于午饭，资料里没有提到。", BIKE, False),
]

CORRECTNESS = [
    w.correct("zh-v-024", "correct.wordy", "爪爪宠物酒店几点可以办理离店？", "爪爪宠物酒店每天从早上九点开始，一直到晚上七点，都可以为客人办理离店手续。", "每天早上9点到晚上7点可以办理离店。", True),
    w.correct("zh-v-025", "correct.format", "城市骑行游全程多长？", "18 km", "全程18公里。", True),
    w.correct("zh-v-026", "wrong.value", "麦香烘焙教室的面包入门课每周几上课？", "每周日下午上课。", "每周六下午上课。", False),
]

RELEVANCY = [
    w.relevant("zh-v-027", "relevant.direct", "电助力车贵多少？", "多付30块就行。", BIKE, True),
    w.relevant("zh-v-028", "relevant.yesno", "13岁的孩子能报名面包入门课吗？", "不能，得年满14岁。", BAKE, True),
    w.relevant("zh-v-029", "offtopic.true", "面包入门课学费多少？", "除最后一节由助教刘明负责外，其余课程都由陈晓雯老师讲授。", BAKE, False),
]

DIAGNOSIS = [
    w.diag("zh-v-030", "diag.pass", "城市骑行游从哪里出发？", "从银杏公园东门出发。", {"bike": BIKE, "bake": BAKE}, ("bike",), "pass"),
    w.diag("zh-v-031", "diag.missed", "爪爪宠物酒店带小院的套房每晚多少钱？", "抱歉，提供的资料中没有套房的价格。", {"bake": BAKE, "bike": BIKE}, ("pet",), "fix_retrieval"),
    w.diag("zh-v-032", "diag.correct_refusal", "麦香烘焙教室有停车位吗？", "资料里没有关于停车位的信息，我无法回答。", {"bake": BAKE}, (), "correct_refusal"),
    w.diag("zh-v-033", "diag.offtopic", "城市骑行游遇到下雨天怎么办？", "电助力车需另加30元。", {"bike": BIKE}, ("bike",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
