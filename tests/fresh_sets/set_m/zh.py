# ruff: noqa: E501
"""Fresh set M, Chinese: 医院食堂、行李寄存处、社区菜园、按需印刷、蹦床公园、自行车道项目、
船运公司历史、陶艺工作室、音乐会门票转售、露营地。"""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CAFE = (
    "仁和医院职工食堂位于门诊楼三楼，除周日外每天营业。午餐供应时间为上午十一点到下午一点半。"
    "持工作证就餐可享受八折优惠。"
)
LUGGAGE = (
    "南湖火车站行李寄存处位于候车大厅东侧，每天早上六点至晚上十点开放。"
    "每件行李寄存一天收费十元，超过二十公斤的行李不予寄存。"
)
GARDEN = "青禾社区菜园共有四十块地，每块地每年租金三百元。所有租户每月须参加一次集体劳动。"
PRINT = (
    "印立方按需印刷平台接单后三个工作日内完成印刷。订单满两百元免运费。"
    "作者可获得净销售额的百分之三十作为版税。"
)
TRAMP = (
    "跳跳乐蹦床公园周一至周五下午两点到晚上八点营业，周末上午十点到晚上九点营业。"
    "所有游客必须穿防滑袜，六岁以下儿童须由成人陪同。"
)
BIKE = (
    "滨江路自行车道项目将新建三点五公里的隔离式自行车道。项目于2025年3月5日开工，"
    "总投资一千二百万元，其中一半由市政府承担。"
)
SHIP = "远航船运公司由陈志远于1956年在宁波创立。1979年，远航与东海轮船公司合并。2001年，远航被海盛集团收购。"
POTTERY = (
    "陶然陶艺工作室的拉坯入门课程共八节，每节两小时，学费一千六百元，含陶土和釉料。作品烧制大约需要两周。"
)
TICKET = (
    "星河音乐厅的演出门票只能通过官方转让平台转售，转售价格不得高于票面价格。卖家需支付百分之十的手续费。"
)
CAMP = "海风露营地每年5月1日至10月15日开放。帐篷营位每晚一百二十元，房车营位每晚二百元。营地内禁止燃放烟花。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("zh-m-001", "para.passive", "谁收购了远航船运公司？", "海盛集团在2001年收购了远航。", SHIP, True),
    w.faith("zh-m-002", "para.pronoun", "去跳跳乐蹦床公园必须穿防滑袜吗？", "是的，它要求所有游客都必须穿防滑袜。", TRAMP, True),
    w.faith("zh-m-003", "fmt.date", "滨江路自行车道项目什么时候开工？", "项目于二〇二五年三月五日开工。", BIKE, True),
    w.faith("zh-m-004", "fmt.scale", "滨江路自行车道项目总投资是多少？", "项目总投资为1200万元。", BIKE, True),
    w.faith("zh-m-005", "fmt.range", "跳跳乐蹦床公园周末几点营业？", "周末营业时间：10:00—21:00。", TRAMP, True),
    w.faith("zh-m-006", "fmt.share", "市政府承担多少项目投资？", "市政府承担总投资的50%。", BIKE, True),
    w.faith("zh-m-007", "para.except", "职工食堂周末开门吗？", "食堂只有周日不营业，其他日子每天都开。", CAFE, True),
    w.faith("zh-m-008", "wrap.closer", "陶艺入门课程的学费是多少？", "拉坯入门课程的学费是一千六百元，含陶土和釉料。希望对您有帮助！", POTTERY, True),
    # unfaithful answers
    w.faith("zh-m-009", "value.currency", "行李寄存怎么收费？", "每件行李寄存一天收费十美元。", LUGGAGE, False),
    w.faith("zh-m-010", "value.date", "海风露营地什么时候开放？", "海风露营地每年5月1日至11月15日开放。", CAMP, False),
    w.faith("zh-m-011", "antonym", "露营地里可以放烟花吗？", "可以，营地内允许燃放烟花。", CAMP, False),
    w.faith("zh-m-012", "quantifier", "菜园租户需要参加集体劳动吗？", "只有部分租户需要每月参加一次集体劳动。", GARDEN, False),
    w.faith("zh-m-013", "added.entity", "远航船运公司是谁创立的？", "远航船运公司由陈志远和他的妻子林慧于1956年在宁波创立。", SHIP, False),
    w.faith("zh-m-014", "role.swap", "转售星河音乐厅门票时，谁支付手续费？", "转售时，买家需支付百分之十的手续费。", TICKET, False),
    w.faith("zh-m-015", "negation", "超过二十公斤的行李能寄存吗？", "可以，超过二十公斤的行李也可以寄存。", LUGGAGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-m-016", "refusal.short", "陶然陶艺工作室周一开门吗？", "不清楚。", POTTERY, True),
    w.refusal("zh-m-017", "refusal.long", "星河音乐厅的门票可以退吗？", "感谢您的提问。我仔细查看了目前提供的星河音乐厅资料，其中只介绍了门票转售的渠道、价格上限和手续费，并没有提到退票的相关规定，所以我无法确定门票能否退。建议您直接联系音乐厅的客服确认。", TICKET, True),
    w.refusal("zh-m-018", "refusal.partial", "帐篷营位多少钱？营地有没有淋浴？", "帐篷营位每晚一百二十元。至于营地有没有淋浴，资料中没有说明。", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-m-019", "correct.short", "青禾社区菜园每块地每年租金多少？", "三百元。", "每块地每年租金三百元。", True),
    w.correct("zh-m-020", "wrong.value", "陶艺作品烧制需要多长时间？", "大约需要三天。", "大约需要两周。", False),
    w.correct("zh-m-021", "wrong.echo", "星河音乐厅门票的转售价格有什么限制？", "星河音乐厅门票的转售价格是有限制的。", "转售价格不得高于票面价格。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-m-022", "relevant.direct", "新建的自行车道有多长？", "三点五公里。", BIKE, True),
    w.relevant("zh-m-023", "offtopic.other", "南湖火车站的行李寄存处在哪里？", "南湖是本市著名的风景区，每年吸引大量游客。", LUGGAGE, False),
    w.relevant("zh-m-024", "relevant.yesno", "五岁的孩子可以自己玩蹦床吗？", "不可以，六岁以下的儿童必须由成人陪同。", TRAMP, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-m-025", "diag.pass", "印立方接单后多久能完成印刷？", "接单后三个工作日内完成印刷。", {"print-1": PRINT, "camp-1": CAMP}, ("print-1",), "pass"),
    w.diag("zh-m-026", "diag.unfaithful", "印立方订单满多少钱免运费？", "订单满五百元即可免运费。", {"print-1": PRINT}, ("print-1",), "fix_generation"),
    w.diag("zh-m-027", "diag.correct_refusal", "跳跳乐蹦床公园有生日派对套餐吗？", "资料中没有提到生日派对套餐的信息。", {"tramp-1": TRAMP}, (), "correct_refusal"),
    w.diag("zh-m-028", "diag.missed", "仁和医院职工食堂在哪里？", "抱歉，现有资料中找不到职工食堂位置的信息。", {"garden-1": GARDEN, "luggage-1": LUGGAGE}, ("cafe-1",), "fix_retrieval"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
