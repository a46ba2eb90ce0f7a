"""Chinese cases of set AQ: a sewing café with a weekly overlocking class, a chairlift at a ski
resort and a car-sharing service."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SEWING = (
    "“针线时光”缝纫咖啡馆位于梧桐路18号，每周三至周日上午10点到晚上9点营业。"
    "租用缝纫机每小时25元，会员打八折。"
    "店长林晓岚每周六下午2点教一节免费的锁边入门课，名额12人，需要提前一天预约。"
)
SKI_LIFT = (
    "云岭滑雪场的2号缆车每天8:30至16:30运行，全长2.4公里，单程约需9分钟。"
    "成人日票280元，6至12岁儿童日票150元，6岁以下儿童免费。"
    "风速超过每秒15米时，缆车会暂停运行。"
)
CARSHARE = (
    "“快途”共享汽车的用户每次用车需支付每分钟1元的时长费和每公里0.8元的里程费。"
    "车辆可以在市内任意一个还车点归还，但机场还车点除外。"
    "还车时油量不得低于四分之一，否则将收取50元加油服务费。"
    "去年全平台用户累计行驶了1200万公里。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-aq-001", "para.reorder", "2号缆车全长多少，坐一趟要多久？", "单程大约9分钟，全程2.4公里。", SKI_LIFT, True),
    w.faith("zh-aq-002", "para.passive", "锁边入门课由谁来上？", "锁边入门课由店长林晓岚来教。", SEWING, True),
    w.faith("zh-aq-003", "para.synonym", "缝纫咖啡馆几点关门？", "晚上9点打烊。", SEWING, True),
    w.faith("zh-aq-004", "fmt.scale", "去年快途用户一共开了多少公里？", "累计行驶了12,000,000公里。", CARSHARE, True),
    w.faith("zh-aq-005", "fmt.share", "还车时油量最少要有多少？", "油量至少要保留25%。", CARSHARE, True),
    w.faith("zh-aq-006", "fmt.time", "2号缆车几点停运？", "下午四点半停止运行。", SKI_LIFT, True),
    w.faith("zh-aq-007", "fmt.range", "多大的孩子买儿童日票？", "6–12岁的儿童买儿童日票，票价150元。", SKI_LIFT, True),
    w.faith("zh-aq-008", "para.except", "我可以在哪里还车？", "除了机场还车点以外，市内任何还车点都可以还。", CARSHARE, True),
    w.faith("zh-aq-009", "wrap.hedge", "成人日票多少钱？", "如果我没理解错的话，成人日票是280元。", SKI_LIFT, True),
    w.faith("zh-aq-010", "value.currency", "租缝纫机多少钱？", "租用缝纫机每小时35元。", SEWING, False),
    w.faith("zh-aq-011", "value.number", "锁边入门课有多少个名额？", "锁边入门课有20个名额。", SEWING, False),
    w.faith("zh-aq-012", "role.swap", "快途用车怎么收费？", "每次用车，快途平台按每分钟1元向用户支付时长费。", CARSHARE, False),
    w.faith("zh-aq-013", "antonym", "锁边入门课要交钱吗？", "要，锁边入门课是收费课程。", SEWING, False),
    w.faith("zh-aq-014", "modality", "锁边入门课需要预约吗？", "不一定，预约是可选的，当天直接去也可以。", SEWING, False),
    w.faith("zh-aq-015", "direction", "还车时对油量有什么要求？", "还车时油量不得高于四分之一。", CARSHARE, False),
    w.faith("zh-aq-016", "value.except", "哪个还车点不能还车？", "火车站还车点不能还车，其他还车点都可以。", CARSHARE, False),
    w.faith("zh-aq-017", "added.entity", "锁边入门课谁来教？", "由店长林晓岚和她的助手王蕾一起教。", SEWING, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-aq-018", "refusal.long", "云岭滑雪场提供滑雪板租赁吗？", "很抱歉，我查看了提供的资料，里面只介绍了2号缆车的运行时间、长度和票价，并没有提到滑雪板租赁的相关信息，所以我无法回答这个问题。", SKI_LIFT, True),
    w.refusal("zh-aq-019", "refusal.context", "快途的会员年费是多少？", "资料中没有提到会员年费。", CARSHARE, True),
    w.refusal("zh-aq-020", "refusal.hedged", "缝纫咖啡馆在哪里？", "我不太确定，不过资料显示它在梧桐路18号。", SEWING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-aq-021", "correct.wordy", "6岁以下儿童坐缆车要买票吗？", "不需要买票，按照滑雪场的规定，6岁以下的小朋友乘坐缆车是免费的。", "不用，6岁以下儿童免费。", True),
    w.correct("zh-aq-022", "correct.wordy", "锁边入门课是什么时候？", "这节免费的锁边入门课安排在每个星期六的下午两点，记得提前一天预约。", "每周六下午2点。", True),
    w.correct("zh-aq-023", "correct.short", "2号缆车全长多少？", "2.4公里。", "2号缆车全长2.4公里。", True),
    w.correct("zh-aq-024", "wrong.value", "快途的里程费怎么算？", "每公里1.8元。", "每公里0.8元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-aq-025", "relevant.direct", "那家缝纫咖啡馆开在什么地方？", "梧桐路18号。", SEWING, True),
    w.relevant("zh-aq-026", "relevant.direct", "带一个10岁的孩子去滑雪，孩子的日票要花多少？", "150元。", SKI_LIFT, True),
    w.relevant("zh-aq-027", "relevant.direct", "想上锁边课该怎么做？", "提前一天预约就行，课在周六下午2点。", SEWING, True),
    w.relevant("zh-aq-028", "relevant.yesno", "风大的时候缆车会停吗？", "会，风速超过每秒15米时会暂停运行。", SKI_LIFT, True),
    w.relevant("zh-aq-029", "offtopic.true", "成人日票多少钱？", "2号缆车单程约需9分钟。", SKI_LIFT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-aq-030", "diag.pass", "还车时油量不够会怎样？", "油量低于四分之一的话，会被收取50元加油服务费。", {"car-sharing": CARSHARE, "ski-lift": SKI_LIFT}, ("car-sharing",), "pass"),
    w.diag("zh-aq-031", "diag.missed", "“针线时光”周一营业吗？", "资料中没有提到这家咖啡馆的营业时间。", {"ski-lift": SKI_LIFT, "car-sharing": CARSHARE}, ("sewing-cafe",), "fix_retrieval"),
    w.diag("zh-aq-032", "diag.correct_refusal", "快途支持用支付宝付款吗？", "资料里没有说明能否用支付宝付款。", {"car-sharing": CARSHARE, "sewing-cafe": SEWING}, (), "correct_refusal"),
    w.diag("zh-aq-033", "diag.unfaithful", "云岭滑雪场成人日票多少钱？", "成人日票是180元。", {"ski-lift": SKI_LIFT, "sewing-cafe": SEWING}, ("ski-lift",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
