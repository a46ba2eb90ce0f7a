"""Chinese cases of set AC: a flower shop (青禾花店), a conference registration (第五届城市设计论坛)
and a self-service laundry (阳光自助洗衣店)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FLOWERS = (
    "青禾花店位于和平路18号，除周一外每天上午9点至晚上8点营业。"
    "一束时令鲜花售价88元，市区内送货上门收费15元。"
    "下午3点前下单的，当天即可送达。"
)
FORUM = (
    "第五届城市设计论坛将于2025年6月12日至13日在滨江会展中心举行，预计有1200名参会者。"
    "报名截止日期为5月20日，标准报名费为600元，学生凭学生证可享受半价。"
    "开幕式上的主旨对话由王丽教授主持，陈刚博士担任嘉宾。"
)
LAUNDRY = (
    "阳光自助洗衣店24小时营业。"
    "洗衣一次12元，烘干一次8元，每次烘干时间为40分钟。"
    "店内免费提供洗衣液，顾客也可以自带。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实：改写、格式、包装
    w.faith("zh-ac-001", "para.except", "青禾花店哪几天营业？", "青禾花店周二到周日都营业。", FLOWERS, True),
    w.faith("zh-ac-002", "fmt.time", "花店晚上几点关门？", "晚上20:00关门。", FLOWERS, True),
    w.faith("zh-ac-003", "fmt.number", "送花上门要多少钱？", "市区内送货上门收十五元。", FLOWERS, True),
    w.faith("zh-ac-004", "fmt.date", "论坛什么时候举行？", "论坛在2025-06-12和2025-06-13两天举行。", FORUM, True),
    w.faith("zh-ac-005", "fmt.share", "学生报名费怎么算？", "学生凭学生证只需支付标准报名费的50%。", FORUM, True),
    w.faith("zh-ac-006", "fmt.thousands", "论坛预计有多少人参加？", "预计有1,200名参会者。", FORUM, True),
    w.faith("zh-ac-007", "para.passive", "需要自己带洗衣液吗？", "不用，洗衣液由店里免费提供，不过也可以自己带。", LAUNDRY, True),
    w.faith("zh-ac-008", "fmt.period", "洗衣店什么时候开门？", "阳光自助洗衣店全天候营业，随时都可以去。", LAUNDRY, True),
    w.faith("zh-ac-009", "wrap.hedge", "烘干一次多少钱？", "看起来烘干一次是8元。", LAUNDRY, True),
    # 不忠实：各含一个明显错误
    w.faith("zh-ac-010", "value.currency", "一束时令鲜花多少钱？", "一束时令鲜花售价68元。", FLOWERS, False),
    w.faith("zh-ac-011", "role.swap", "开幕式的主旨对话由谁主持？", "主旨对话由陈刚博士主持，王丽教授担任嘉宾。", FORUM, False),
    w.faith("zh-ac-012", "negation", "学生报名有优惠吗？", "学生不能享受半价优惠。", FORUM, False),
    w.faith("zh-ac-013", "antonym", "送货上门收费多少？", "市区外送货上门收费15元。", FLOWERS, False),
    w.faith("zh-ac-014", "modality", "洗衣液是怎么安排的？", "顾客必须自带洗衣液。", LAUNDRY, False),
    w.faith("zh-ac-015", "quantifier", "哪些参会者可以享受优惠？", "所有参会者都可以享受半价优惠。", FORUM, False),
    w.faith("zh-ac-016", "direction", "几点前下单可以当天送达？", "下午3点以后下单的，当天即可送达。", FLOWERS, False),
    w.faith("zh-ac-017", "added.fact", "洗衣一次多少钱？", "洗衣一次12元，会员还可以打八折。", LAUNDRY, False),
    w.faith("zh-ac-018", "value.except", "花店哪天休息？", "除周三外，花店每天都营业。", FLOWERS, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ac-019", "refusal.short", "花店能做礼盒包装吗？", "抱歉，我不知道。", FLOWERS, True),
    w.refusal("zh-ac-020", "refusal.long", "论坛提供午餐吗？", "现有资料只介绍了论坛的时间、地点、报名费和参会人数，并没有提到是否提供午餐，所以我无法回答这个问题。", FORUM, True),
    w.refusal("zh-ac-021", "refusal.partial", "烘干多少钱？洗衣店门口能停车吗？", "烘干一次8元；至于停车，资料里没有说明。", LAUNDRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ac-022", "correct.wordy", "论坛报名截止到哪天？", "第五届城市设计论坛的报名一直开放到5月20日，这一天就是截止日期，想参加的话别错过。", "5月20日。", True),
    w.correct("zh-ac-023", "correct.wordy", "阳光自助洗衣店每次烘干多长时间？", "在阳光自助洗衣店，每次烘干的时间是40分钟，费用是8元。", "40分钟。", True),
    w.correct("zh-ac-024", "correct.format", "论坛的标准报名费是多少？", "¥600。", "600元。", True),
    w.correct("zh-ac-025", "wrong.value", "青禾花店在哪里？", "青禾花店在和平路81号。", "和平路18号。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ac-026", "relevant.direct", "论坛在哪儿开？", "滨江会展中心。", FORUM, True),
    w.relevant("zh-ac-027", "relevant.direct", "买一束应季的花要花多少钱？", "88元。", FLOWERS, True),
    w.relevant("zh-ac-028", "relevant.direct", "我想当天收到花，最晚什么时候得订？", "下午三点以前。", FLOWERS, True),
    w.relevant("zh-ac-029", "relevant.yesno", "半夜能去洗衣服吗？", "可以，那家店24小时营业。", LAUNDRY, True),
    w.relevant("zh-ac-030", "offtopic.true", "学生报名费有折扣吗？", "论坛预计有1200名参会者。", FORUM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ac-031", "diag.pass", "烘干一次多少钱？", "烘干一次8元，每次40分钟。", {"laundry": LAUNDRY, "flowers": FLOWERS}, ("laundry",), "pass"),
    w.diag("zh-ac-032", "diag.missed", "论坛的标准报名费是多少？", "资料中没有找到论坛报名费的信息。", {"flowers": FLOWERS, "laundry": LAUNDRY}, ("forum",), "fix_retrieval"),
    w.diag("zh-ac-033", "diag.correct_refusal", "青禾花店可以刷信用卡吗？", "资料里没有提到青禾花店是否可以刷信用卡。", {"flowers": FLOWERS, "forum": FORUM}, (), "correct_refusal"),
    w.diag("zh-ac-034", "diag.unfaithful", "论坛在哪里举行？", "论坛将在市图书馆报告厅举行。", {"forum": FORUM, "laundry": LAUNDRY}, ("forum",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
