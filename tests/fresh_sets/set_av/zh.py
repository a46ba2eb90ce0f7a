"""Chinese cases of set AV: an old-town teahouse, a harbour ferry, a children's calligraphy class
and a Spring Festival flower market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TEAHOUSE = (
    "清风茶馆位于老城区槐树巷12号，除周一外每天上午10点至晚上10点营业。"
    "一壶龙井售价68元，可供两到三人饮用。"
    "每周六下午3点有免费的评弹表演，不需要预约。"
)
FERRY = (
    "东湾轮渡每天早上6点30分从南码头开出首班船，末班船晚上9点45分从北码头返回。"
    "单程票价成人4元，身高1.2米以下的儿童免票。"
    "自行车可以上船，但需另付2元。"
)
CALLIGRAPHY = (
    "墨香书法班面向8至12岁儿童，每周日上午9点到11点上课，一期共12次课。"
    "学费为1800元，笔墨纸砚由学生自备。"
    "授课老师是退休中学教师周文澜，助教林晓负责点名和收作业。"
)
FLOWER = (
    "今年的春节花市将于2025年1月25日至1月28日在滨江公园举办，共设摊位360个。"
    "花市每天下午4点开市，晚上11点收市，入场免费。"
    "园内禁止吸烟。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-av-001", "para.reorder", "轮渡票价是多少？", "身高1.2米以下的儿童免票，成人单程4元。", FERRY, True),
    w.faith("zh-av-002", "para.passive", "谁负责点名和收作业？", "点名和收作业由助教林晓负责。", CALLIGRAPHY, True),
    w.faith("zh-av-003", "para.synonym", "上书法班要自己带文具吗？", "要的，笔墨纸砚需要学生自己准备。", CALLIGRAPHY, True),
    w.faith("zh-av-004", "fmt.time", "首班船几点开？", "首班船早上6:30从南码头开出。", FERRY, True),
    w.faith("zh-av-005", "fmt.date", "花市什么时候举办？", "花市从2025-01-25持续到2025-01-28。", FLOWER, True),
    w.faith("zh-av-006", "fmt.unit", "多高的孩子坐船不用买票？", "身高不到120厘米的儿童乘船免票。", FERRY, True),
    w.faith("zh-av-007", "fmt.currency", "书法班学费多少？", "一期学费是¥1800。", CALLIGRAPHY, True),
    w.faith("zh-av-008", "para.except", "清风茶馆哪天休息？", "茶馆周一不营业，周二到周日每天上午10点到晚上10点开门。", TEAHOUSE, True),
    w.faith("zh-av-009", "wrap.opener", "评弹表演需要预约吗？", "好问题！每周六下午3点的评弹表演是免费的，不用预约。", TEAHOUSE, True),
    w.faith("zh-av-010", "fmt.number", "书法班一期有多少次课？", "一期一共十二次课。", CALLIGRAPHY, True),
    # single clear errors
    w.faith("zh-av-011", "value.number", "花市有多少个摊位？", "花市共设摊位630个。", FLOWER, False),
    w.faith("zh-av-012", "value.time", "末班船几点返回？", "末班船晚上10点45分从北码头返回。", FERRY, False),
    w.faith("zh-av-013", "role.swap", "书法班由谁授课？", "授课老师是林晓，周文澜是助教，负责点名和收作业。", CALLIGRAPHY, False),
    w.faith("zh-av-014", "negation", "自行车能带上轮渡吗？", "自行车不能带上船。", FERRY, False),
    w.faith("zh-av-015", "modality", "看评弹表演要预约吗？", "评弹表演必须提前预约。", TEAHOUSE, False),
    w.faith("zh-av-016", "direction", "首班船从哪里开？", "首班船早上6点30分从北码头开往南码头。", FERRY, False),
    w.faith("zh-av-017", "antonym", "逛花市要买门票吗？", "花市入场需要收费。", FLOWER, False),
    w.faith("zh-av-018", "added.fact", "一壶龙井多少钱？", "一壶龙井68元，续水另收10元。", TEAHOUSE, False),
    w.faith("zh-av-019", "quantifier", "评弹表演什么时候有？", "茶馆每天下午3点都有免费的评弹表演。", TEAHOUSE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-av-020", "refusal.short", "轮渡上能买早餐吗？", "不清楚，资料里没有提到。", FERRY, True),
    w.refusal("zh-av-021", "refusal.long", "书法班有没有试听课？", "很抱歉，我仔细看了提供的资料，里面并没有提到书法班是否安排试听课，所以这个问题我没办法回答。", CALLIGRAPHY, True),
    w.refusal("zh-av-022", "refusal.partial", "花市几点开市？附近停车方便吗？", "花市每天下午4点开市；至于停车情况，资料里没有说明。", FLOWER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-av-023", "correct.wordy", "清风茶馆在哪儿？", "清风茶馆开在老城区，具体地址是槐树巷12号，去的时候找这个门牌就行。", "老城区槐树巷12号。", True),
    w.correct("zh-av-024", "correct.wordy", "带自行车坐轮渡要加多少钱？", "自行车可以带上船，不过除了船票之外还得再交两块钱。", "需另付2元。", True),
    w.correct("zh-av-025", "correct.short", "书法班学费多少？", "1800元。", "书法班的学费为1800元。", True),
    w.correct("zh-av-026", "wrong.value", "成人单程票价多少？", "成人单程票价是6元。", "成人单程4元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-av-027", "relevant.direct", "花市在哪儿办？", "在滨江公园。", FLOWER, True),
    w.relevant("zh-av-028", "relevant.direct", "书法课由谁来教？", "一位退休的中学老师，周文澜。", CALLIGRAPHY, True),
    w.relevant("zh-av-029", "relevant.direct", "一壶龙井够几个人喝？", "两到三位。", TEAHOUSE, True),
    w.relevant("zh-av-030", "relevant.yesno", "逛花市要买门票吗？", "不用，免费入场。", FLOWER, True),
    w.relevant("zh-av-031", "offtopic.true", "末班船几点从北码头返回？", "身高1.2米以下的儿童免票。", FERRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-av-032", "diag.pass", "书法班什么时候上课？", "每周日上午9点到11点上课。", {"calligraphy": CALLIGRAPHY, "ferry": FERRY}, ("calligraphy",), "pass"),
    w.diag("zh-av-033", "diag.missed", "评弹表演在星期几？", "资料中没有提到评弹表演的时间。", {"ferry": FERRY, "flower-market": FLOWER}, ("teahouse",), "fix_retrieval"),
    w.diag("zh-av-034", "diag.correct_refusal", "轮渡可以带宠物吗？", "资料没有提到能不能带宠物上船，我无法回答。", {"ferry": FERRY}, (), "correct_refusal"),
    w.diag("zh-av-035", "diag.offtopic", "花市每天几点收市？", "园内禁止吸烟。", {"flower-market": FLOWER}, ("flower-market",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
