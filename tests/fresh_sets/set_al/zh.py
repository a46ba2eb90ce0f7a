"""Chinese cases of set AL: a pet clinic, a railway left-luggage office and a community
swimming pool."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

VET = (
    "安康宠物医院周一至周六上午8:30至晚上8:00营业，周日只接急诊。"
    "猫狗的基础体检费用为180元，疫苗费用另付。"
    "医院共有4名兽医，院长是林嘉怡医生。"
    "所有新客户首次就诊都可以免费领取一份驱虫药。"
)
LUGGAGE = (
    "南站行李寄存处位于东出口旁，24小时开放。"
    "小件行李每件每天收费15元，大件行李每件每天收费25元。"
    "单件行李重量不得超过30公斤，易燃物品一律不予寄存。"
)
POOL = (
    "阳光社区游泳馆的泳池长50米，共有8条泳道。"
    "成人单次票价为40元，12岁以下儿童半价。"
    "每天中午12点至下午1点闭馆换水，进入泳池前必须戴泳帽。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-al-001", "para.synonym", "宠物医院周日开门吗？", "星期日医院仅接待急诊。", VET, True),
    w.faith("zh-al-002", "fmt.time", "宠物医院平时几点关门？", "周一至周六医院20:00关门。", VET, True),
    w.faith("zh-al-003", "fmt.unit", "单件行李最重能有多重？", "单件行李不能超过30千克。", LUGGAGE, True),
    w.faith("zh-al-004", "fmt.share", "儿童票怎么收费？", "12岁以下儿童按成人票价的50%收费。", POOL, True),
    w.faith("zh-al-005", "para.except", "宠物医院哪几天正常营业？", "除周日外，医院每天上午8:30至晚上8点营业。", VET, True),
    w.faith("zh-al-006", "para.pronoun", "泳池有多长？", "它长50米，共有8条泳道。", POOL, True),
    w.faith("zh-al-007", "wrap.attribution", "下水前要戴泳帽吗？", "根据游泳馆的规定，进入泳池前必须戴泳帽。", POOL, True),
    w.faith("zh-al-008", "para.relative", "南站行李寄存处什么时候开放？", "位于东出口旁的南站行李寄存处全天24小时开放。", LUGGAGE, True),
    w.faith("zh-al-009", "para.reorder", "寄存行李怎么收费？", "大件行李每件每天25元，小件行李每件每天15元。", LUGGAGE, True),
    w.faith("zh-al-010", "fmt.currency", "成人游一次多少钱？", "成人单次票价是¥40。", POOL, True),
    # one clear error each
    w.faith("zh-al-011", "value.number", "游泳馆有几条泳道？", "泳池共有6条泳道。", POOL, False),
    w.faith("zh-al-012", "value.time", "游泳馆什么时候换水？", "每天中午12点至下午2点闭馆换水。", POOL, False),
    w.faith("zh-al-013", "value.currency", "猫做基础体检要多少钱？", "猫狗的基础体检费用为280元。", VET, False),
    w.faith("zh-al-014", "role.swap", "寄存行李怎么收费？", "小件行李每件每天25元，大件行李每件每天15元。", LUGGAGE, False),
    w.faith("zh-al-015", "negation", "进泳池需要戴泳帽吗？", "进入泳池前不需要戴泳帽。", POOL, False),
    w.faith("zh-al-016", "antonym", "行李寄存处在哪里？", "南站行李寄存处位于西出口旁。", LUGGAGE, False),
    w.faith("zh-al-017", "modality", "易燃物品能寄存吗？", "易燃物品一般不建议寄存。", LUGGAGE, False),
    w.faith("zh-al-018", "quantifier", "新客户有驱虫药可以领吗？", "只有部分新客户首次就诊可以免费领取驱虫药。", VET, False),
    w.faith("zh-al-019", "added.fact", "宠物医院的院长是谁？", "院长是林嘉怡医生，从业已有二十年。", VET, False),
]

REFUSAL = [
    w.refusal("zh-al-020", "refusal.short", "游泳馆有淋浴间吗？", "这个我不清楚。", POOL, True),
    w.refusal("zh-al-021", "refusal.long", "寄存处可以寄存自行车吗？", "很抱歉，我查看了所提供的资料，里面只介绍了寄存处的位置、开放时间、收费标准和重量限制，并没有提到能否寄存自行车，所以我无法给出确切答复。", LUGGAGE, True),
    w.refusal("zh-al-022", "refusal.partial", "宠物医院的体检费和疫苗费分别是多少？", "基础体检费用是180元；疫苗的具体价格资料里没有写明。", VET, False),
]

CORRECTNESS = [
    w.correct("zh-al-023", "correct.wordy", "南站行李寄存处几点开门？", "寄存处全天不打烊，不管是白天还是深夜，随时都可以去存取行李。", "24小时开放。", True),
    w.correct("zh-al-024", "correct.wordy", "宠物医院的院长是谁？", "安康宠物医院目前由林嘉怡医生担任院长。", "林嘉怡医生。", True),
    w.correct("zh-al-025", "correct.short", "泳池有几条泳道？", "8条。", "阳光社区游泳馆的泳池共有8条泳道。", True),
    w.correct("zh-al-026", "wrong.value", "大件行李寄存一天多少钱？", "大件行李每件每天15元。", "大件行李每件每天25元。", False),
]

RELEVANCY = [
    w.relevant("zh-al-027", "relevant.direct", "我在南站想存包，该去哪儿？", "东出口旁边就有寄存处。", LUGGAGE, True),
    w.relevant("zh-al-028", "relevant.direct", "带狗去做个常规检查要花多少？", "180元，打疫苗另算。", VET, True),
    w.relevant("zh-al-029", "relevant.direct", "游泳馆什么时候不对外开放？", "每天中午12点到1点换水期间。", POOL, True),
    w.relevant("zh-al-030", "relevant.yesno", "不戴泳帽可以下水吗？", "不可以，下水前必须戴泳帽。", POOL, True),
    w.relevant("zh-al-031", "offtopic.true", "猫的基础体检多少钱？", "医院共有4名兽医。", VET, False),
]

DIAGNOSIS = [
    w.diag("zh-al-032", "diag.pass", "单件行李最多可以多重？", "单件行李不能超过30公斤。", {"luggage": LUGGAGE, "pool": POOL}, ("luggage",), "pass"),
    w.diag("zh-al-033", "diag.correct_refusal", "游泳馆开设游泳课吗？", "资料中没有提到游泳馆是否开设游泳课。", {"pool": POOL}, (), "correct_refusal"),
    w.diag("zh-al-034", "diag.unfaithful", "成人游泳一次多少钱？", "成人单次票价为60元。", {"pool": POOL, "vet": VET}, ("pool",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
