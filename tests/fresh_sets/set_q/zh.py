# ruff: noqa: E501
"""Fresh set Q, Chinese (simplified): Chinese numerals, dates and times."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RESTAURANT = (
    "青禾素食餐厅位于梧桐路18号。"
    "餐厅周三至周日营业，时间为中午十二点到晚上十点，周一和周二休息。"
    "除了沙爹拌面以外，所有菜品都不含坚果。"
    "八人以上的团体需要提前电话预订。"
)
BOX = (
    "田园有机蔬菜箱每周四配送。"
    "小份蔬菜箱售价一百二十元，大份蔬菜箱售价一百九十八元。"
    "订单可在周一下午六点前修改或暂停。"
    "所有蔬菜都来自杭州周边五十公里以内的农场。"
)
AIRPORT = (
    "云岭支线机场只有一座航站楼，共有四个登机口。"
    "机场大巴每二十分钟一班，运营时间为早上五点到晚上十一点。"
    "值机柜台在航班起飞前四十分钟关闭。"
)
FESTIVAL = (
    "柳溪村丰收节每年在八月的第一个周末举行。"
    "所有人均可免费入场，周六下午两点开始巡游。"
    "去年大约有三千五百名游客参加。"
    "今年因干旱取消了周日晚上的烟花表演。"
)
TRACKER = (
    "脉动手环3代重二十八克，屏幕为一点四英寸。"
    "一次充满电最多可使用十二天，充满电大约需要两小时。"
    "手环防水深度为五十米，可以佩戴游泳。"
)
DANCE = (
    "万花舞蹈节于6月12日至15日在港湾大厅举行。"
    "通票价格为八百元，包含所有工作坊。"
    "闭幕晚会于周日晚上八点开始。"
    "大部分工作坊用英语授课。"
)
BREWERY = (
    "王德昌于一九二〇年在青岛创办了王氏家族啤酒厂。"
    "一九五六年，他的儿子王立新接管了啤酒厂。"
    "一九九八年，王家把啤酒厂卖给了海澜集团。"
    "老酿造车间现在是一座博物馆。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-q-001", "para.passive", "王氏家族啤酒厂是谁创办的？", "王氏家族啤酒厂是一九二〇年由王德昌在青岛创办的。", BREWERY, True),
    w.faith("zh-q-002", "fmt.number", "机场有几个登机口？", "云岭支线机场共有4个登机口。", AIRPORT, True),
    w.faith("zh-q-003", "fmt.time", "闭幕晚会几点开始？", "闭幕晚会周日20:00开始。", DANCE, True),
    w.faith("zh-q-004", "fmt.currency", "舞蹈节通票多少钱？", "通票价格为¥800，包含所有工作坊。", DANCE, True),
    w.faith("zh-q-005", "fmt.date", "舞蹈节什么时候举行？", "舞蹈节在六月十二日到十五日举行，地点是港湾大厅。", DANCE, True),
    w.faith("zh-q-006", "wrap.closer", "蔬菜箱哪天配送？", "田园有机蔬菜箱每周四配送。希望对您有帮助！", BOX, True),
    w.faith("zh-q-007", "para.except", "哪些菜含有坚果？", "除沙爹拌面外，其他菜品都是无坚果的。", RESTAURANT, True),
    w.faith("zh-q-008", "value.date", "舞蹈节什么时候举行？", "万花舞蹈节于7月12日至15日在港湾大厅举行。", DANCE, False),
    w.faith("zh-q-009", "antonym", "大份和小份蔬菜箱哪个更贵？", "大份蔬菜箱比小份蔬菜箱更便宜。", BOX, False),
    w.faith("zh-q-010", "quantifier", "工作坊用什么语言授课？", "所有工作坊都用英语授课。", DANCE, False),
    w.faith("zh-q-011", "direction", "值机柜台什么时候关闭？", "值机柜台在航班起飞后四十分钟关闭。", AIRPORT, False),
    w.faith("zh-q-012", "added.entity", "王氏家族啤酒厂是谁创办的？", "王德昌和他的弟弟王德明于一九二〇年在青岛创办了王氏家族啤酒厂。", BREWERY, False),
    w.faith("zh-q-013", "value.currency", "小份蔬菜箱多少钱？", "小份蔬菜箱售价一百二十美元。", BOX, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-q-014", "refusal.short", "机场有免费无线网络吗？", "不清楚。", AIRPORT, True),
    w.refusal("zh-q-015", "refusal.long", "丰收节上有哪些美食摊位？", "很抱歉，我在现有资料中没有找到关于美食摊位的信息。资料只介绍了丰收节的举办时间、入场费用、巡游和烟花表演的安排，并没有提到任何摊位。建议您直接向柳溪村咨询。", FESTIVAL, True),
    w.refusal("zh-q-016", "refusal.partial", "手环的电池能用多久？售价是多少？", "一次充满电最多可以使用十二天。资料中没有提到售价。", TRACKER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-q-017", "correct.short", "一九五六年谁接管了啤酒厂？", "王立新。", "一九五六年，王德昌的儿子王立新接管了啤酒厂。", True),
    w.correct("zh-q-018", "wrong.echo", "订单最晚什么时候可以修改？", "订单可以在规定的截止时间之前修改。", "订单可在周一下午六点前修改。", False),
    w.correct("zh-q-019", "correct.format", "去年丰收节有多少游客？", "约3500人。", "去年大约有三千五百名游客。", True),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-q-020", "relevant.yesno", "参加丰收节要买门票吗？", "不用，所有人都可以免费入场。", FESTIVAL, True),
    w.relevant("zh-q-021", "offtopic.other", "机场大巴多久一班？", "田园有机蔬菜箱每周四配送。", AIRPORT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-q-022", "diag.pass", "脉动手环3代有多重？", "脉动手环3代重二十八克。", {"track-1": TRACKER, "box-1": BOX}, ("track-1",), "pass"),
    w.diag("zh-q-023", "diag.missed", "八人以上的团体怎么订座？", "抱歉，现有资料中没有关于团体订座的信息。", {"box-1": BOX, "fest-1": FESTIVAL}, ("rest-1",), "fix_retrieval"),
    w.diag("zh-q-024", "diag.offtopic", "今年还有烟花表演吗？", "周六下午两点开始巡游。", {"fest-1": FESTIVAL}, ("fest-1",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
