# ruff: noqa: E501
"""Fresh set I, Chinese (simplified): Chinese numerals, money, date and time forms, on a
cinema, an archive, a laundry, a hotel's history, a bank, a night school, a pizza chain,
a cleaning company and a chess club."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CINEMA = "星光影城滨江店共有6个影厅。1号厅是最大的影厅，有320个座位。成人票每张45元，12岁以下儿童票每张25元。"
ARCHIVE = "东湖市档案馆阅览室周二至周六开放，开放时间为上午九点到下午五点。查阅档案须持读者证，读者证免费办理。部分老地图已经完成数字化。"
LAUNDRY = "洁衣坊洗衣店除周一外每天营业，营业时间为早上八点半到晚上八点。衬衫每件洗涤费十二元。"
HOTEL = "1958年，陈秀英创办了松风酒店。1990年，她的儿子林国栋把酒店卖给了王家。从2016年起，酒店由王海涛经营。"
BANK = (
    "顺达银行活期账户每月收取账户管理费5元，日均余额超过一万元的账户免收。境外刷卡消费收取1.5%的货币转换费。"
)
NIGHT = "明德夜校春季学期3月5日开学，共上十二周。课程安排在工作日晚上七点到九点。英语口语班学费为每学期一千二百元。"
PIZZA = "乐享披萨为每家门店周边五公里内的顾客提供外卖配送。订单满六十元免配送费，不满六十元收取六元配送费。订单一般在三十分钟内送达。"

# diagnosis documents
D_CLEAN_SERVICE = "洁家保洁每次上门服务派两名保洁员。三居室标准保洁约需三小时。"
D_CLEAN_CANCEL = "在预约上门时间前二十四小时以内取消的，需支付订单金额的一半作为违约金。"
D_CHESS = "弈友棋社每周六下午两点在社区活动中心活动。年费成人三百元，学生一百五十元。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-i-001", "fmt.number", "星光影城滨江店有几个影厅？", "滨江店一共有六个影厅。", CINEMA, True),
    w.faith("zh-i-002", "fmt.time", "阅览室几点开放？", "阅览室周二至周六开放，开放时间为9:00到17:00。", ARCHIVE, True),
    w.faith("zh-i-003", "para.except", "阅览室哪几天开放？", "除了周日和周一，阅览室每天都开放。", ARCHIVE, True),
    w.faith("zh-i-004", "para.passive", "1990年松风酒店发生了什么？", "1990年，松风酒店被陈秀英的儿子林国栋卖给了王家。", HOTEL, True),
    w.faith("zh-i-005", "fmt.currency", "账户管理费多少钱？", "账户管理费为每月￥5。", BANK, True),
    w.faith("zh-i-006", "fmt.date", "春季学期什么时候开学？", "春季学期在三月五日开学。", NIGHT, True),
    w.faith("zh-i-007", "para.nominal", "夜校几点上课？", "上课时间是工作日晚上七点到九点。", NIGHT, True),
    w.faith("zh-i-008", "wrap.attribution", "配送费怎么收？", "根据乐享披萨的配送说明，订单满六十元免配送费，不满六十元收取六元配送费。", PIZZA, True),
    w.faith("zh-i-009", "antonym", "1号厅是什么样的影厅？", "1号厅是滨江店最小的影厅，有320个座位。", CINEMA, False),
    w.faith("zh-i-010", "quantifier", "老地图都数字化了吗？", "是的，档案馆所有的老地图都已经完成数字化了。", ARCHIVE, False),
    w.faith("zh-i-011", "value.except", "洁衣坊哪天不营业？", "洁衣坊除周日外每天营业。", LAUNDRY, False),
    w.faith("zh-i-012", "added.entity", "现在松风酒店由谁经营？", "从2016年起，酒店由王海涛和他的妻子李梅共同经营。", HOTEL, False),
    w.faith("zh-i-013", "value.date", "松风酒店是哪一年卖给王家的？", "林国栋在1998年把酒店卖给了王家。", HOTEL, False),
    w.faith("zh-i-014", "value.currency", "活期账户每月的管理费是多少？", "顺达银行活期账户每月收取管理费5美元。", BANK, False),
    w.faith("zh-i-015", "mixed", "英语口语班学费多少？一个学期上几周？", "英语口语班学费为每学期一千二百元，春季学期共上十周。", NIGHT, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-i-016", "refusal.short", "乐享披萨有素食披萨吗？", "不知道。", PIZZA, True),
    w.refusal("zh-i-017", "refusal.long", "档案馆里可以拍照吗？", "感谢您的提问。我查看了关于东湖市档案馆的资料，其中提到了阅览室的开放时间、读者证的办理以及老地图的数字化情况，但并没有提到馆内是否允许拍照。因此我无法给出确切的答复，建议您直接联系档案馆咨询。", ARCHIVE, True),
    w.refusal("zh-i-018", "refusal.partial", "英语口语班学费多少？由哪位老师授课？", "英语口语班的学费是每学期一千二百元。至于由哪位老师授课，资料里没有提到。", NIGHT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-i-019", "correct.wordy", "松风酒店是谁创办的？", "根据酒店的历史介绍，松风酒店是陈秀英在1958年创办的，后来她的儿子把酒店卖给了王家。", "陈秀英。", True),
    w.correct("zh-i-020", "wrong.echo", "乐享披萨一般多久送达？", "乐享披萨的送达时间就是从下单到披萨送到所需要的时间。", "一般三十分钟内送达。", False),
    w.correct("zh-i-021", "wrong.value", "星光影城的成人票多少钱？", "成人票每张54元。", "成人票每张45元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-i-022", "relevant.direct", "带孩子去看电影，小朋友的票怎么算？", "12岁以下儿童票每张25元。", CINEMA, True),
    w.relevant("zh-i-023", "offtopic.other", "境外刷卡要收费吗？", "星光影城1号厅有320个座位。", BANK, False),
    w.relevant("zh-i-024", "offtopic.true", "满多少钱免配送费？", "订单一般在三十分钟内送达。", PIZZA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-i-025", "diag.pass", "三居室标准保洁要多长时间？", "三居室的标准保洁大约需要三个小时。", {"clean-service": D_CLEAN_SERVICE, "clean-cancel": D_CLEAN_CANCEL}, ("clean-service",), "pass"),
    w.diag("zh-i-026", "diag.offtopic", "弈友棋社什么时候活动？", "洁家保洁每次上门服务派两名保洁员。", {"chess-club": D_CHESS, "clean-service": D_CLEAN_SERVICE}, ("chess-club",), "fix_generation"),
    w.diag("zh-i-027", "diag.unfaithful", "弈友棋社学生年费多少？", "学生年费为三百元。", {"chess-club": D_CHESS, "clean-cancel": D_CLEAN_CANCEL}, ("chess-club",), "fix_generation"),
    w.diag("zh-i-028", "diag.correct_refusal", "洁家保洁提供擦窗服务吗？", "现有资料中没有提到洁家保洁是否提供擦窗服务。", {"clean-service": D_CLEAN_SERVICE, "clean-cancel": D_CLEAN_CANCEL}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
