"""Chinese cases of set W: a pet clinic, a theatre, a campsite and an electronics repair
shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

VET = "安和宠物医院周一至周六上午9点到晚上8点营业，周日休息。王立新医生负责外科手术，陈晓雯医生负责诊治兔子、鹦鹉等异宠。普通门诊挂号费为60元，狂犬疫苗每针120元。"
THEATRE = "星河剧院将于2025年4月10日至4月27日上演话剧《雨巷》。晚场演出19:30开始，每周日另加一场14:00的午场。剧场共有860个座位，演出开始后迟到的观众须在幕间休息时入场。"
CAMP = "松涛露营地共有150个营位，其中60个配有电源。帐篷营位每晚收费180元，携带宠物每晚另加30元。营地内只允许在指定的篝火区生火，晚上10点至早上7点为静音时段。"
REPAIR = "快修电子维修店可维修手机、平板和笔记本电脑。大多数手机更换屏幕约需1.5小时，费用为399元。所有维修均享90天保修，无需预约，确定维修的免收检测费。"

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-w-001", "para.reorder", "星河剧院什么时候上演《雨巷》？", "《雨巷》的演出时间是2025年4月10日至4月27日，地点在星河剧院。", THEATRE, True),
    w.faith("zh-w-002", "para.passive", "安和宠物医院谁负责外科手术？", "外科手术由王立新医生负责。", VET, True),
    w.faith("zh-w-003", "para.synonym", "安和宠物医院周日开门吗？", "不开，周日医院不营业。", VET, True),
    w.faith("zh-w-004", "fmt.number", "星河剧院有多少个座位？", "剧场共有八百六十个座位。", THEATRE, True),
    w.faith("zh-w-005", "fmt.time", "《雨巷》晚场几点开始？", "晚场晚上7点半开始。", THEATRE, True),
    w.faith("zh-w-006", "fmt.date", "《雨巷》哪天开始上演？", "首场演出在2025-04-10。", THEATRE, True),
    w.faith("zh-w-007", "fmt.unit", "在快修电子换手机屏幕要多久？", "大多数手机换屏大约需要90分钟。", REPAIR, True),
    w.faith("zh-w-008", "fmt.currency", "在快修电子换手机屏幕多少钱？", "换屏费用是¥399。", REPAIR, True),
    w.faith("zh-w-009", "para.except", "松涛露营地里哪里可以生火？", "除了指定的篝火区，营地内其他地方都不能生火。", CAMP, True),
    w.faith("zh-w-010", "wrap.opener", "狂犬疫苗多少钱一针？", "好的，我来回答您：狂犬疫苗每针120元。", VET, True),
    # one clear error each
    w.faith("zh-w-011", "value.number", "松涛露营地一共有多少个营位？", "营地一共有180个营位。", CAMP, False),
    w.faith("zh-w-012", "value.time", "周日的午场几点开始？", "周日午场下午4点开始。", THEATRE, False),
    w.faith("zh-w-013", "value.currency", "普通门诊挂号费是多少？", "普通门诊挂号费为60美元。", VET, False),
    w.faith("zh-w-014", "role.swap", "两位医生分别负责什么？", "王立新医生负责诊治异宠，陈晓雯医生负责外科手术。", VET, False),
    w.faith("zh-w-015", "negation", "确定维修的话还要付检测费吗？", "要，即使确定维修也要收检测费。", REPAIR, False),
    w.faith("zh-w-016", "antonym", "哪些观众须在幕间休息时入场？", "提前到场的观众须在幕间休息时入场。", THEATRE, False),
    w.faith("zh-w-017", "modality", "去快修电子维修需要预约吗？", "需要，维修必须提前预约。", REPAIR, False),
    w.faith("zh-w-018", "quantifier", "松涛露营地的营位有电源吗？", "有，所有营位都配有电源。", CAMP, False),
    w.faith("zh-w-019", "added.fact", "带宠物露营要加钱吗？", "要，每晚另加30元，而且每个营位最多只能带一只宠物。", CAMP, False),
]

REFUSAL = [
    w.refusal("zh-w-020", "refusal.short", "星河剧院有停车场吗？", "资料里没提到，无法回答。", THEATRE, True),
    w.refusal("zh-w-021", "refusal.long", "安和宠物医院能给猫做绝育吗？要多少钱？", "很抱歉，根据目前提供的资料，我无法确定安和宠物医院是否提供猫咪绝育服务，资料中也没有相关价格，建议您直接致电医院咨询。", VET, True),
    w.refusal("zh-w-022", "refusal.hedged", "大多数手机换屏要多长时间？", "我不能百分之百确定，不过资料显示大约需要1.5小时。", REPAIR, False),
]

CORRECTNESS = [
    w.correct("zh-w-023", "correct.wordy", "松涛露营地帐篷营位每晚多少钱？", "在松涛露营地，如果您住帐篷营位，每晚需要支付180元的费用。", "每晚180元。", True),
    w.correct("zh-w-024", "correct.short", "快修电子的维修保修多久？", "90天。", "所有维修均享90天保修。", True),
    w.correct("zh-w-025", "wrong.role", "安和宠物医院谁负责外科手术？", "陈晓雯医生负责外科手术。", "王立新医生负责外科手术。", False),
]

RELEVANCY = [
    w.relevant("zh-w-026", "relevant.direct", "《雨巷》演到哪天为止？", "最后一场在4月27日。", THEATRE, True),
    w.relevant("zh-w-027", "relevant.yesno", "松涛露营地允许带宠物吗？", "可以。", CAMP, True),
    w.relevant("zh-w-028", "offtopic.true", "狂犬疫苗多少钱一针？", "安和宠物医院周日休息。", VET, False),
]

DIAGNOSIS = [
    w.diag("zh-w-029", "diag.pass", "松涛露营地的静音时段是几点到几点？", "晚上10点至早上7点是静音时段。", {"camp-1": CAMP, "repair-1": REPAIR}, ("camp-1",), "pass"),
    w.diag("zh-w-030", "diag.missed", "星河剧院有多少个座位？", "星河剧院有150个座位。", {"vet-1": VET, "camp-1": CAMP}, ("theatre-1",), "fix_retrieval"),
    w.diag("zh-w-031", "diag.correct_refusal", "快修电子维修店周末营业吗？", "资料中没有提到营业时间，我无法回答这个问题。", {"repair-1": REPAIR}, (), "correct_refusal"),
    w.diag("zh-w-032", "diag.offtopic", "在松涛露营地带宠物每晚加多少钱？", "营地内只允许在指定的篝火区生火。", {"camp-1": CAMP}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
