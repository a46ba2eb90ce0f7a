"""Fresh set P, Chinese (simplified): a chocolate factory's history, a film festival, a bus tour,
an adult education centre, a farm shop, a pension fund, a sauna, a tile shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CHOCOLATE = "万德巧克力工厂于1887年由王德明在天津创办。1932年，他的女儿王丽继承了工厂。1968年，王丽把工厂卖给了华美食品公司。"
FILM = "北光电影节将于2025年10月12日至18日在杭州举行。单场电影票六十元，全程通票四百元。开幕影片是导演林晓雨的《盐路》。"
TOUR = "海岸巴士旅行社每周六组织舟山一日游。大巴早上八点半从火车站出发，晚上七点返回。票价三百元，含午餐。"
EDU = "东门成人教育中心每周一晚上六点半到八点开设西班牙语初级班。课程共十二周，学费一千四百元。报名截止日期为9月15日。"
FARM = "青溪农场商店每周三至周日早上八点到下午六点营业。鸡蛋十个一盒，每盒十五元。部分商品可以在网上预订。商店接受现金和手机支付，不接受信用卡。"
PENSION = "港口职工养老基金的成员年满六十五岁可领取全额养老金。年满六十岁即可提前退休，但养老金会相应减少。成员必须缴费满五年才能领取养老金。"
SAUNA = "明溪公共桑拿除周一外每天开放，开放时间为上午十点到晚上十点。日票八十元，毛巾可另付十元租用。"
TILE = (
    "石桥瓷砖店的“玛丽娜”地砖每平方米一百二十元。每箱可铺一点五平方米，重二十二公斤。订单满两千元免费送货。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-p-001", "para.passive", "1968年工厂发生了什么？", "1968年，工厂被王丽卖给了华美食品公司。", CHOCOLATE, True),
    w.faith("zh-p-002", "fmt.time", "大巴几点出发？", "大巴08:30从火车站出发。", TOUR, True),
    w.faith("zh-p-003", "fmt.date", "报名什么时候截止？", "报名截止日期是九月十五日。", EDU, True),
    w.faith("zh-p-004", "fmt.currency", "鸡蛋多少钱？", "鸡蛋十个一盒，每盒¥15。", FARM, True),
    w.faith("zh-p-005", "wrap.attribution", "多少岁可以领取全额养老金？", "根据基金的说明，成员年满六十五岁可以领取全额养老金。", PENSION, True),
    w.faith("zh-p-006", "para.except", "桑拿哪几天开放？", "桑拿每周二到周日开放。", SAUNA, True),
    w.faith("zh-p-007", "fmt.number", "每箱能铺多少面积？", "每箱可铺1.5平方米。", TILE, True),
    w.faith("zh-p-008", "value.date", "电影节什么时候举行？", "北光电影节将于2025年11月12日至18日在杭州举行。", FILM, False),
    w.faith("zh-p-009", "value.currency", "“玛丽娜”地砖多少钱？", "“玛丽娜”地砖每平方米一百二十美元。", TILE, False),
    w.faith("zh-p-010", "antonym", "提前退休会怎样？", "年满六十岁即可提前退休，但养老金会相应增加。", PENSION, False),
    w.faith("zh-p-011", "quantifier", "商品可以网上预订吗？", "可以，所有商品都可以在网上预订。", FARM, False),
    w.faith("zh-p-012", "direction", "什么情况下免费送货？", "订单低于两千元免费送货。", TILE, False),
    w.faith("zh-p-013", "role.swap", "1932年谁继承了工厂？", "1932年，王德明继承了女儿王丽的工厂。", CHOCOLATE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-p-014", "refusal.plain", "可以带宠物上车吗？", "我不知道。", TOUR, True),
    w.refusal("zh-p-015", "refusal.long", "养老金需要缴税吗？", "很抱歉，我在现有资料中没有找到关于养老金缴税的信息。资料只介绍了退休年龄、提前退休和最低缴费年限。关于税务问题，建议您直接联系港口职工养老基金。", PENSION, True),
    w.refusal("zh-p-016", "refusal.partial", "单场票和学生票分别多少钱？", "单场电影票六十元；资料里没有提到学生票的价格。", FILM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-p-017", "correct.short", "西班牙语初级班一共上几周？", "12周。", "课程共十二周。", True),
    w.correct("zh-p-018", "wrong.role", "1968年谁把工厂卖给了华美食品公司？", "是华美食品公司把工厂卖给了王丽。", "王丽把工厂卖给了华美食品公司。", False),
    w.correct("zh-p-019", "correct.format", "舟山一日游的大巴几点返回？", "19:00返回。", "晚上七点返回。", True),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-p-020", "relevant.yesno", "能刷信用卡吗？", "不行，店里收现金和手机支付。", FARM, True),
    w.relevant("zh-p-021", "offtopic.other", "舟山一日游的票价是多少？", "舟山是著名的海岛城市，以海鲜闻名。", TOUR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-p-022", "diag.pass", "明溪桑拿的日票多少钱？", "日票八十元。", {"sauna-1": SAUNA, "tile-1": TILE}, ("sauna-1",), "pass"),
    w.diag("zh-p-023", "diag.offtopic", "西班牙语初级班的学费是多少？", "报名截止日期为9月15日。", {"edu-1": EDU}, ("edu-1",), "fix_generation"),
    w.diag("zh-p-024", "diag.correct_refusal", "电影节招募志愿者吗？", "资料中没有提到电影节招募志愿者的信息。", {"film-1": FILM}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
