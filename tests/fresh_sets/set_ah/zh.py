"""Chinese cases of set AH: a coworking space, a dental lab making ceramic crowns and a
badminton hall."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

COWORK = (
    "拾光共享办公位于中山路88号三楼，工作日早上8点至晚上10点开放。"
    "固定工位每月1500元，流动工位每天60元。"
    "会员每月可免费使用会议室4小时，超出部分每小时收费80元。"
    "前台负责人是李晓梅。"
)
DENTAL = (
    "明德牙科技工所为附近的诊所制作全瓷牙冠，一般在收到牙模后5个工作日内完成。"
    "每颗全瓷牙冠的加工费是650元。"
    "技工所周日休息，其余每天上午9点到下午6点接单。"
    "急件加收30%的费用，3天内交付。"
)
BADMINTON = (
    "城东羽毛球馆共有12片场地，其中4片是木地板场地。"
    "场地按小时收费：白天每小时40元，晚上6点以后每小时70元。"
    "球馆出租球拍，每支10元，但羽毛球要自带或在现场购买。"
    "学生凭学生证可享受八折优惠。"
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ah-001", "para.reorder", "共享办公空间什么时候开放？", "早上8点到晚上10点，工作日都开放。", COWORK, True),
    w.faith("zh-ah-002", "fmt.currency", "固定工位多少钱？", "固定工位每月¥1,500。", COWORK, True),
    w.faith("zh-ah-003", "para.passive", "前台负责人是谁？", "前台由李晓梅负责。", COWORK, True),
    w.faith("zh-ah-004", "wrap.closer", "会议室怎么收费？", "会员每月有4小时免费使用时间，超出后每小时80元。希望对你有帮助！", COWORK, True),
    w.faith("zh-ah-005", "fmt.time", "技工所几点接单？", "周一到周六09:00至18:00接单。", DENTAL, True),
    w.faith("zh-ah-006", "para.except", "技工所哪些天接单？", "除了周日，其余每天都接单。", DENTAL, True),
    w.faith("zh-ah-007", "para.synonym", "球馆能租球拍吗？", "能，球拍可以租，一支10块钱。", BADMINTON, True),
    w.faith("zh-ah-008", "wrap.attribution", "木地板场地有几片？", "根据球馆的介绍，12片场地里有4片是木地板。", BADMINTON, True),
    w.faith("zh-ah-009", "fmt.share", "学生打球有优惠吗？", "有，凭学生证只需支付原价的80%。", BADMINTON, True),
    # single clear errors
    w.faith("zh-ah-010", "added.fact", "共享办公空间在哪里？", "在中山路88号三楼，就在地铁站出口旁边。", COWORK, False),
    w.faith("zh-ah-011", "modality", "会员使用会议室有什么规定？", "会员每月必须用满4小时会议室。", COWORK, False),
    w.faith("zh-ah-012", "value.currency", "一颗全瓷牙冠的加工费是多少？", "每颗全瓷牙冠的加工费是560元。", DENTAL, False),
    w.faith("zh-ah-013", "negation", "技工所周日接单吗？", "接，技工所周日不休息，照常接单。", DENTAL, False),
    w.faith("zh-ah-014", "direction", "急件怎么收费？", "急件会少收30%的费用，3天内交付。", DENTAL, False),
    w.faith("zh-ah-015", "value.number", "球馆一共有多少片场地？", "球馆一共有16片场地。", BADMINTON, False),
    w.faith("zh-ah-016", "value.time", "晚上几点以后场地费变贵？", "晚上7点以后每小时70元。", BADMINTON, False),
    w.faith("zh-ah-017", "role.swap", "白天和晚上的场地费分别是多少？", "白天每小时70元，晚上6点以后每小时40元。", BADMINTON, False),
    w.faith("zh-ah-018", "quantifier", "哪些场地是木地板？", "球馆所有场地都是木地板。", BADMINTON, False),
]

REFUSAL = [
    w.refusal("zh-ah-019", "refusal.short", "共享办公空间有停车位吗？", "资料里没有提到。", COWORK, True),
    w.refusal("zh-ah-020", "refusal.long", "技工所能做种植牙吗？", "很抱歉，我查看了提供的资料，里面只介绍了全瓷牙冠的制作，没有任何关于种植牙的信息，所以无法回答这个问题。", DENTAL, True),
    w.refusal("zh-ah-021", "refusal.partial", "球馆的场地费是多少？周末营业到几点？", "白天每小时40元，晚上6点以后每小时70元；至于周末营业时间，资料中没有说明。", BADMINTON, False),
]

CORRECTNESS = [
    w.correct("zh-ah-022", "correct.wordy", "流动工位一天多少钱？", "如果不想租固定工位，可以选流动工位，按天计费，每天是60元。", "每天60元。", True),
    w.correct("zh-ah-023", "correct.wordy", "全瓷牙冠多久能做好？", "一般来说，技工所拿到牙模之后，会在5个工作日之内把全瓷牙冠做好。", "收到牙模后5个工作日内。", True),
    w.correct("zh-ah-024", "correct.short", "租一支球拍多少钱？", "10元。", "每支球拍的租金是10元。", True),
    w.correct("zh-ah-025", "wrong.value", "球馆有几片木地板场地？", "球馆有12片木地板场地。", "4片。", False),
]

RELEVANCY = [
    w.relevant("zh-ah-026", "relevant.direct", "这个共享办公空间在什么地方？", "中山路88号三楼。", COWORK, True),
    w.relevant("zh-ah-027", "relevant.direct", "前台有事该找谁？", "找李晓梅就行。", COWORK, True),
    w.relevant("zh-ah-028", "relevant.direct", "做一颗全瓷牙冠要花多少钱？", "加工费650元。", DENTAL, True),
    w.relevant("zh-ah-029", "relevant.yesno", "学生去打球能便宜点吗？", "能，凭学生证打八折。", BADMINTON, True),
    w.relevant("zh-ah-030", "offtopic.true", "晚上打球每小时多少钱？", "球馆出租球拍。", BADMINTON, False),
]

DIAGNOSIS = [
    w.diag("zh-ah-031", "diag.pass", "明德牙科技工所的急件多久交付？", "急件加收30%的费用，3天内交付。", {"dental-lab": DENTAL, "badminton-hall": BADMINTON}, ("dental-lab",), "pass"),
    w.diag("zh-ah-032", "diag.missed", "拾光共享办公的会议室超时怎么收费？", "资料中没有会议室收费的信息。", {"dental-lab": DENTAL, "badminton-hall": BADMINTON}, ("coworking",), "fix_retrieval"),
    w.diag("zh-ah-033", "diag.correct_refusal", "城东羽毛球馆有淋浴间吗？", "提供的资料没有提到淋浴间，无法回答。", {"badminton-hall": BADMINTON, "coworking": COWORK}, (), "correct_refusal"),
    w.diag("zh-ah-034", "diag.unfaithful", "拾光共享办公工作日几点关门？", "工作日晚上8点关门。", {"coworking": COWORK, "dental-lab": DENTAL}, ("coworking",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
