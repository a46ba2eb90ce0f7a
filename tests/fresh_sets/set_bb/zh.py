"""Chinese cases of set BB. Scenarios: a zoo's night tour, a thread-bound bookbinding workshop,
a harbour ferry timetable and a neighbourhood community radio station."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ZOO = (
    "青山动物园的夜间导览每周五和周六晚上7点半开始，全程约90分钟。"
    "每团最多20人，成人票价120元，12岁以下儿童半价。"
    "参加者不得使用闪光灯拍照。"
)
BIND = (
    "拾页手作坊每月第二个周日举办线装书装订课，时间为下午2点到5点。"
    "课程费用为280元，包含全部材料。"
    "讲师林秀英从事古籍修复已有18年。"
    "报名需至少提前3天在微信公众号上完成。"
)
FERRY = (
    "东湾轮渡从南码头开往月牙岛，每天早上6点40分首班，晚上9点10分末班，每隔30分钟一班。"
    "单程航行时间为25分钟。"
    "成人票15元，持学生证可享八折优惠。"
)
RADIO = (
    "城西社区广播电台的频率是FM 101.7，目前共有35名志愿主播。"
    "去年电台收到的听众捐款约为86万元。"
    "想成为主播的人须年满18岁，并参加为期两天的培训。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bb-001", "fmt.share", "学生坐轮渡有优惠吗？", "有，持学生证买票可以便宜20%。", FERRY, True),
    w.faith("zh-bb-002", "fmt.time", "轮渡的首班和末班是几点？", "首班船6:40开，末班船21:10开。", FERRY, True),
    w.faith("zh-bb-003", "fmt.scale", "电台去年收到多少捐款？", "去年电台收到的听众捐款约为860,000元。", RADIO, True),
    w.faith("zh-bb-004", "para.passive", "装订课是谁教的？", "这门线装书装订课由林秀英老师讲授。", BIND, True),
    w.faith("zh-bb-005", "para.synonym", "夜间导览能用闪光灯拍照吗？", "不能，导览过程中禁止用闪光灯拍照。", ZOO, True),
    w.faith("zh-bb-006", "para.reorder", "夜间导览的票价是多少？", "12岁以下儿童半价，成人则是120元一张。", ZOO, True),
    w.faith("zh-bb-007", "fmt.period", "夜间导览要多长时间？", "全程大约一个半小时。", ZOO, True),
    w.faith("zh-bb-008", "wrap.hedge", "装订课什么时候上？", "应该是每月第二个周日下午2点到5点上课。", BIND, True),
    w.faith("zh-bb-009", "wrap.opener", "装订课怎么报名？", "好的，我来说明一下：需要至少提前3天在微信公众号上报名。", BIND, True),
    w.faith("zh-bb-010", "para.combine", "城西社区广播电台有多少主播？", "城西社区广播电台（FM 101.7）目前有35名志愿主播。", RADIO, True),
    w.faith("zh-bb-011", "value.number", "夜间导览每团多少人？", "每团最多30人。", ZOO, False),
    w.faith("zh-bb-012", "value.currency", "装订课多少钱？", "课程费用为280美元，包含全部材料。", BIND, False),
    w.faith("zh-bb-013", "value.time", "末班轮渡几点开？", "末班船是晚上10点10分。", FERRY, False),
    w.faith("zh-bb-014", "negation", "装订课的费用包括材料吗？", "课程费用不包含材料。", BIND, False),
    w.faith("zh-bb-015", "modality", "夜间导览能用闪光灯吗？", "参加者可以使用闪光灯拍照。", ZOO, False),
    w.faith("zh-bb-016", "direction", "东湾轮渡的航线是怎样的？", "东湾轮渡从月牙岛开往南码头。", FERRY, False),
    w.faith("zh-bb-017", "role.swap", "电台去年的捐款情况如何？", "去年电台向听众捐款约86万元。", RADIO, False),
    w.faith("zh-bb-018", "added.fact", "电台的频率是多少？", "电台频率是FM 101.7，每天24小时播出。", RADIO, False),
    w.faith("zh-bb-019", "quantifier", "夜间导览哪天有？", "夜间导览每天晚上都有，7点半开始。", ZOO, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bb-020", "refusal.short", "动物园夜游可以带宠物吗？", "资料里没有提到。", ZOO, True),
    w.refusal("zh-bb-021", "refusal.context", "装订课一次最多收多少学员？", "根据提供的内容，无法确定每节课的人数上限。", BIND, True),
    w.refusal("zh-bb-022", "refusal.hedged", "坐轮渡单程要多久？", "我不能完全确定，不过单程大概是25分钟。", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bb-023", "correct.wordy", "东湾轮渡的成人票多少钱？", "如果你是成人乘客，从南码头坐东湾轮渡去月牙岛，单程票价是15元。", "成人票15元。", True),
    w.correct("zh-bb-024", "correct.wordy", "线装书装订课的讲师是谁？", "拾页手作坊这门线装书课程的讲师是林秀英，她做古籍修复已经有18年了。", "讲师是林秀英。", True),
    w.correct("zh-bb-025", "correct.format", "城西社区广播电台的频率是多少？", "调频101.7兆赫。", "频率是FM 101.7。", True),
    w.correct("zh-bb-026", "wrong.value", "夜间导览几点开始？", "晚上8点半开始。", "晚上7点半开始。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bb-027", "relevant.direct", "夜间导览在哪几天举办？", "每逢周五、周六晚上。", ZOO, True),
    w.relevant("zh-bb-028", "relevant.direct", "电台现在有多少志愿主播？", "一共35位。", RADIO, True),
    w.relevant("zh-bb-029", "relevant.direct", "装订课要在哪里报名？", "在微信公众号上，至少提前三天。", BIND, True),
    w.relevant("zh-bb-030", "relevant.yesno", "学生坐轮渡能便宜吗？", "能，凭学生证打八折。", FERRY, True),
    w.relevant("zh-bb-031", "offtopic.true", "装订课多少钱？", "讲师林秀英从事古籍修复已有18年。", BIND, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bb-032", "diag.pass", "东湾轮渡多久一班？", "每隔30分钟一班。", {"dongwan-ferry": FERRY, "qingshan-zoo": ZOO}, ("dongwan-ferry",), "pass"),
    w.diag("zh-bb-033", "diag.missed", "成为电台主播需要年满多少岁？", "需要年满16岁。", {"shiye-binding": BIND, "dongwan-ferry": FERRY}, ("chengxi-radio",), "fix_retrieval"),
    w.diag("zh-bb-034", "diag.correct_refusal", "动物园夜游提供素食晚餐吗？", "资料中没有提到晚餐的信息。", {"qingshan-zoo": ZOO}, (), "correct_refusal"),
    w.diag("zh-bb-035", "diag.unfaithful", "装订课的费用包含材料吗？", "不包含，材料需要另外付费。", {"shiye-binding": BIND}, ("shiye-binding",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
