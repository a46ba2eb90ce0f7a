"""Chinese cases of set AF: a community vegetable garden, a pet hospital and a railway museum."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GARDEN = (
    "青藤社区菜园共有60块地，每块6平方米，年租金300元。"
    "菜园每天早上6点到晚上8点开放，园内禁止使用化学农药。"
    "菜园提供公用农具，租户也可以自带工具。"
    "每年4月12日举办一次种子交换会。"
)
VET = (
    "安康宠物医院的外科手术由刘明远医生负责，内科门诊由陈静医生负责。"
    "医院周一至周六上午9点到下午6点营业，周日只接急诊。"
    "猫狗疫苗每针120元，绝育手术需提前三天预约。"
)
MUSEUM = (
    "城南铁路博物馆展出32辆老式机车，其中最早的一辆建于1898年。"
    "成人门票40元，学生凭学生证半价，70岁以上老人免费。"
    "博物馆每周一闭馆，节假日除外。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实的改写与格式变化
    w.faith("zh-af-001", "para.reorder", "菜园一块地的年租金是多少？", "年租金300元，每块地6平方米。", GARDEN, True),
    w.faith("zh-af-002", "para.synonym", "宠物医院周日开门吗？", "周日仅处理急诊。", VET, True),
    w.faith("zh-af-003", "fmt.currency", "博物馆成人门票多少钱？", "成人票￥40。", MUSEUM, True),
    w.faith("zh-af-004", "fmt.number", "博物馆展出多少辆机车？", "博物馆展出三十二辆老式机车。", MUSEUM, True),
    w.faith("zh-af-005", "fmt.time", "菜园几点开放？", "菜园每天6:00至20:00开放。", GARDEN, True),
    w.faith("zh-af-006", "fmt.share", "学生票怎么算？", "学生凭学生证只需付成人票价的50%。", MUSEUM, True),
    w.faith("zh-af-007", "para.except", "博物馆哪天闭馆？", "除节假日外，博物馆每逢周一都不开放。", MUSEUM, True),
    w.faith("zh-af-008", "wrap.attribution", "做绝育手术要预约吗？", "根据医院的介绍，绝育手术需要提前三天预约。", VET, True),
    w.faith("zh-af-009", "wrap.hedge", "菜园里能用化学农药吗？", "看来不行，园内禁止使用化学农药。", GARDEN, True),
    w.faith("zh-af-010", "para.passive", "内科门诊由哪位医生负责？", "陈静医生负责内科门诊。", VET, True),
    w.faith("zh-af-011", "fmt.unit", "每块地有多大？", "每块地6㎡。", GARDEN, True),
    # 各含一处明显错误
    w.faith("zh-af-012", "value.number", "菜园共有多少块地？", "菜园共有80块地。", GARDEN, False),
    w.faith("zh-af-013", "value.date", "种子交换会什么时候举办？", "种子交换会在每年5月12日举办。", GARDEN, False),
    w.faith("zh-af-014", "value.currency", "猫狗疫苗多少钱一针？", "猫狗疫苗每针150元。", VET, False),
    w.faith("zh-af-015", "role.swap", "两位医生分别负责什么？", "刘明远医生负责内科门诊，陈静医生负责外科手术。", VET, False),
    w.faith("zh-af-016", "negation", "园内可以用化学农药吗？", "园内并不禁止使用化学农药。", GARDEN, False),
    w.faith("zh-af-017", "antonym", "馆内机车的建造年代有什么信息？", "馆内最晚的一辆机车建于1898年。", MUSEUM, False),
    w.faith("zh-af-018", "modality", "种地要自己带工具吗？", "租户必须自带工具。", GARDEN, False),
    w.faith("zh-af-019", "quantifier", "馆内的机车是什么年代的？", "馆内的32辆机车都建于1898年。", MUSEUM, False),
    w.faith("zh-af-020", "direction", "老人可以免费参观吗？", "70岁以下的老人可以免费参观。", MUSEUM, False),
    w.faith("zh-af-021", "added.fact", "成人门票多少钱？", "成人门票40元，网上购票还能打九折。", MUSEUM, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-af-022", "refusal.plain", "安康宠物医院提供寄养服务吗？", "抱歉，这个问题我无法回答。", VET, True),
    w.refusal("zh-af-023", "refusal.long", "博物馆里有餐厅吗？", "很抱歉，现有资料只介绍了展出的机车、门票价格和闭馆时间，并没有提到馆内是否设有餐厅，所以我没法给出确切的答复。", MUSEUM, True),
    w.refusal("zh-af-024", "refusal.partial", "菜园一块地一年多少钱？能在里面养鸡吗？", "每块地年租金300元；至于能不能养鸡，资料里没有说明。", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-af-025", "correct.wordy", "城南铁路博物馆哪天休息？", "一般来说，博物馆每逢星期一闭馆休息；不过要是星期一赶上节假日，就照常开放。", "每周一闭馆，节假日除外。", True),
    w.correct("zh-af-026", "correct.wordy", "绝育手术要提前多久预约？", "想给猫狗做绝育的话，得提前三天跟医院约好时间。", "需提前三天预约。", True),
    w.correct("zh-af-027", "correct.short", "青藤社区菜园一共有几块地？", "60块。", "青藤社区菜园共有60块地。", True),
    w.correct("zh-af-028", "wrong.role", "安康宠物医院的外科手术由谁负责？", "外科手术由陈静医生负责。", "外科手术由刘明远医生负责。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-af-029", "relevant.direct", "我爷爷今年七十五岁，他进馆要花多少钱？", "70岁以上老人免费。", MUSEUM, True),
    w.relevant("zh-af-030", "relevant.direct", "什么时候可以去地里干活？", "每天早上6点到晚上8点都开放。", GARDEN, True),
    w.relevant("zh-af-031", "relevant.direct", "给狗开刀的是哪位大夫？", "外科手术由刘明远医生负责。", VET, True),
    w.relevant("zh-af-032", "relevant.yesno", "我能在菜地里打化学农药吗？", "不能，园内禁止使用化学农药。", GARDEN, True),
    w.relevant("zh-af-033", "offtopic.true", "猫打一针疫苗多少钱？", "绝育手术需提前三天预约。", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-af-034", "diag.missed", "青藤社区菜园的种子交换会在哪天举办？", "种子交换会在每年10月1日举办。", {"vet-hours": VET, "museum-tickets": MUSEUM}, ("garden-rules",), "fix_retrieval"),
    w.diag("zh-af-035", "diag.correct_refusal", "城南铁路博物馆有停车场吗？", "资料中没有关于停车场的信息，我无法回答。", {"museum-tickets": MUSEUM, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("zh-af-036", "diag.unfaithful", "博物馆里最早的机车建于哪一年？", "最早的一辆机车建于1920年。", {"museum-tickets": MUSEUM, "vet-hours": VET}, ("museum-tickets",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
