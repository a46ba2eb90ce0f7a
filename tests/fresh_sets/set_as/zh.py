"""Chinese cases of set AS. Scenarios: a calligraphy class (书法班), a pet clinic (宠物医院), a
hot-spring hotel (温泉酒店) and an old-town ferry (古镇渡船)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CALLIGRAPHY = "墨香书法班每周日下午2点到4点在文化中心三楼上课。学费为每期1200元，一期共10节课。毛笔和墨汁由班里提供，宣纸需要学员自备。授课老师陈静远每节课后都会批改学员的作业。"
PET = "安心宠物医院每天上午9点到晚上8点营业，周三下午休息。狗狗疫苗每针收费80元，猫咪疫苗每针收费65元。接种前宠物须空腹4小时。周末门诊由刘晓梅医生负责。"
SPRING = "云溪温泉酒店共有36间客房，除了标准间以外，每间客房都带私人温泉池。入住时间为下午3点，退房时间为中午12点。住客可免费使用公共浴池，外来游客票价为128元。2023年酒店共接待游客15万人次。"
FERRY = "古镇渡船从东码头开往西码头，单程约20分钟，票价每人15元。首班船早上7:30发出，末班船晚上6:00发出，每半小时一班。身高1.2米以下的儿童免票。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实的改写与格式变化
    w.faith("zh-as-001", "para.reorder", "书法班什么时候上课？", "书法班在文化中心三楼上课，时间是每周日下午2点到4点。", CALLIGRAPHY, True),
    w.faith("zh-as-002", "para.passive", "学员的作业谁来批改？", "学员的作业每节课后都会被陈静远老师批改。", CALLIGRAPHY, True),
    w.faith("zh-as-003", "para.synonym", "宣纸需要自己带吗？", "需要，宣纸得学员自己准备。", CALLIGRAPHY, True),
    w.faith("zh-as-004", "fmt.scale", "2023年酒店接待了多少游客？", "2023年酒店共接待游客150,000人次。", SPRING, True),
    w.faith("zh-as-005", "fmt.time", "末班船几点发出？", "末班船18:00发出。", FERRY, True),
    w.faith("zh-as-006", "fmt.period", "渡船多久一班？", "渡船每30分钟一班。", FERRY, True),
    w.faith("zh-as-007", "para.except", "哪些客房有私人温泉池？", "只有标准间没有私人温泉池，其余客房都有。", SPRING, True),
    w.faith("zh-as-008", "fmt.unit", "多高的孩子可以免票？", "身高120厘米以下的儿童可以免票。", FERRY, True),
    w.faith("zh-as-009", "wrap.opener", "猫咪疫苗多少钱？", "好的，猫咪疫苗每针65元。", PET, True),
    # 各含一个明显错误
    w.faith("zh-as-010", "value.currency", "狗狗疫苗多少钱一针？", "狗狗疫苗每针80美元。", PET, False),
    w.faith("zh-as-011", "value.number", "一期有几节课？", "一期共12节课，学费1200元。", CALLIGRAPHY, False),
    w.faith("zh-as-012", "negation", "毛笔要自己带吗？", "班里不提供毛笔和墨汁。", CALLIGRAPHY, False),
    w.faith("zh-as-013", "direction", "渡船从哪里开到哪里？", "渡船从西码头开往东码头，单程约20分钟。", FERRY, False),
    w.faith("zh-as-014", "modality", "接种前要空腹吗？", "建议宠物在接种前空腹4小时，但不是必须的。", PET, False),
    w.faith("zh-as-015", "role.swap", "作业是怎么批改的？", "每节课后，学员都会批改陈静远老师的作业。", CALLIGRAPHY, False),
    w.faith("zh-as-016", "added.entity", "周末门诊由谁负责？", "周末门诊由刘晓梅和张伟两位医生负责。", PET, False),
    w.faith("zh-as-017", "value.time", "入住时间是几点？", "入住时间是下午2点，退房时间是中午12点。", SPRING, False),
    w.faith("zh-as-018", "antonym", "哪些儿童可以免票？", "身高1.2米以上的儿童免票。", FERRY, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-as-019", "refusal.short", "渡船上可以带自行车吗？", "资料里没有提到。", FERRY, True),
    w.refusal("zh-as-020", "refusal.long", "温泉酒店有没有接送服务？", "很抱歉，我查阅了提供的资料，里面只介绍了客房、入住退房时间和浴池票价，并没有关于接送服务的信息，所以我无法回答这个问题。", SPRING, True),
    w.refusal("zh-as-021", "refusal.hedged", "书法班学费多少？", "我不太确定，不过资料上写的是每期1200元。", CALLIGRAPHY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-as-022", "correct.wordy", "古镇渡船单程要多久？", "坐古镇渡船从东码头到西码头，单程大概要20分钟。", "约20分钟。", True),
    w.correct("zh-as-023", "correct.wordy", "书法班的老师是谁？", "在墨香书法班给大家上课的是陈静远老师。", "陈静远。", True),
    w.correct("zh-as-024", "correct.format", "温泉酒店几点退房？", "12:00。", "中午12点。", True),
    w.correct("zh-as-025", "wrong.value", "外来游客泡公共浴池多少钱？", "外来游客票价为182元。", "128元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-as-026", "relevant.direct", "周末去看病找哪位大夫？", "刘晓梅医生。", PET, True),
    w.relevant("zh-as-027", "relevant.direct", "书法课在哪儿上？", "文化中心三楼。", CALLIGRAPHY, True),
    w.relevant("zh-as-028", "relevant.direct", "最早一趟船几点开？", "早上7:30。", FERRY, True),
    w.relevant("zh-as-029", "relevant.yesno", "宠物医院周三下午开门吗？", "不开，周三下午休息。", PET, True),
    w.relevant("zh-as-030", "offtopic.true", "酒店一共有多少间客房？", "住客可以免费使用公共浴池。", SPRING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-as-031", "diag.pass", "一期书法课多少钱？", "每期学费1200元，共10节课。", {"calligraphy-1": CALLIGRAPHY, "ferry-1": FERRY}, ("calligraphy-1",), "pass"),
    w.diag("zh-as-032", "diag.missed", "猫咪疫苗每针多少钱？", "在现有资料里，我找不到猫咪疫苗的价格。", {"spring-1": SPRING, "ferry-1": FERRY}, ("pet-1",), "fix_retrieval"),
    w.diag("zh-as-033", "diag.correct_refusal", "渡船上能买饮料吗？", "资料中没有关于船上售卖饮料的信息。", {"ferry-1": FERRY}, (), "correct_refusal"),
    w.diag("zh-as-034", "diag.offtopic", "渡船票价是多少？", "首班船早上7:30发出。", {"ferry-1": FERRY}, ("ferry-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
