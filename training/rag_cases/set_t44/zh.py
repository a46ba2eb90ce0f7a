"""Chinese cases of set t44: 青岛至黄岛的轮渡与船长、成都一家客运集团的沿革、深圳公交
M390路、上海夜宵线302路、京津城际铁路、成都的共享汽车、大理洱海的骑行驿站、白云机场
P4停车场。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FERRY = (
    "青岛轮渡公司运营青岛港至黄岛的客运航线，船程约25分钟。"
    "“青岛一号”由船长王德海驾驶，“黄岛二号”由船长许春来驾驶。"
    "冬季（11月至次年3月）首班船为7:00，其余月份为6:30。"
    "单程票价8元，1.2米以下儿童免费。"
)
COACH = (
    "蓉城客运集团的前身是1956年成立的成都市汽车运输站，1993年改制为股份公司。"
    "集团现任董事长为何振华，总经理为冯玉兰。"
    "目前共有营运客车860辆，日均发送旅客约4万人次。"
)
CITYBUS = (
    "深圳公交M390路由福田交通枢纽开往西丽湖，全程共有28个站点。"
    "首班车6:30发车，末班车22:00发车。"
    "全程票价2元，使用深圳通打九五折。"
)
NIGHTBUS = (
    "上海夜宵302路从虹口足球场开往上海南站，每晚22:30至次日5:00运营。"
    "发车间隔为20分钟，周末晚间加密至15分钟。"
    "票价统一为2元，使用交通卡换乘地铁可享1元优惠。"
)
INTERCITY = (
    "京津城际铁路于2008年8月1日开通，北京南站到天津站最快只需30分钟。"
    "二等座票价54.5元，一等座65.5元。"
    "每天开行列车超过100对。"
)
CARSHARE = (
    "易行共享汽车在成都投放了1200辆新能源车。"
    "租车按分钟计费，每分钟0.5元，另加每公里1元的里程费。"
    "用户须年满20周岁，驾龄满两年。"
    "还车时须停入指定网点。"
)
BIKE = (
    "洱海环湖骑行驿站提供普通自行车和电动自行车租赁。"
    "普通自行车每天40元，电动自行车每天80元，均需交押金200元。"
    "驿站除周二外每天8:00至20:00营业。"
)
AIRPORT = (
    "白云机场P4停车场位于T2航站楼东侧，共有车位3200个。"
    "小型车每小时收费10元，24小时内最高收费80元。"
    "超过7天的长期停车可享受五折优惠。"
    "停车场与航站楼之间有免费摆渡车，每10分钟一班。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t44-001", "para.passive", "“青岛一号”的船长是谁？", "王德海船长驾驶着“青岛一号”。", FERRY, True),
    w.faith("zh-t44-002", "fmt.number", "青岛到黄岛的船程多久？", "大约二十五分钟。", FERRY, True),
    w.faith("zh-t44-003", "fmt.time", "冬天首班轮渡几点开？", "冬季的首班船早上七点开。", FERRY, True),
    w.faith("zh-t44-004", "fmt.unit", "孩子坐轮渡要买票吗？", "身高120厘米以下的儿童免费乘船。", FERRY, True),
    w.faith("zh-t44-005", "para.combine", "蓉城客运集团是怎么来的？", "它的前身是1956年成立的成都市汽车运输站，1993年改制成了股份公司。", COACH, True),
    w.faith("zh-t44-006", "fmt.scale", "蓉城客运集团每天运送多少旅客？", "日均发送旅客约40000人次。", COACH, True),
    w.faith("zh-t44-007", "para.part", "蓉城客运集团的总经理是谁？", "总经理是冯玉兰。", COACH, True),
    w.faith("zh-t44-008", "fmt.time", "M390路末班车几点？", "末班车晚上十点发车。", CITYBUS, True),
    w.faith("zh-t44-009", "fmt.share", "用深圳通坐M390有优惠吗？", "有，用深圳通乘车可以便宜5%。", CITYBUS, True),
    w.faith("zh-t44-010", "fmt.number", "M390路一共有几个站？", "全程共二十八个站点。", CITYBUS, True),
    w.faith("zh-t44-011", "para.combine", "夜宵302路多久一班？", "平时20分钟一班，周末晚上加密到15分钟一班。", NIGHTBUS, True),
    w.faith("zh-t44-012", "fmt.time", "夜宵302路几点开始运营？", "每晚十点半开始运营，一直到第二天早上五点。", NIGHTBUS, True),
    w.faith("zh-t44-013", "wrap.attribution", "坐302路换乘地铁有优惠吗？", "根据线路介绍，使用交通卡换乘地铁可以优惠1元。", NIGHTBUS, True),
    w.faith("zh-t44-014", "fmt.date", "京津城际是哪天开通的？", "京津城际于二〇〇八年八月一日开通。", INTERCITY, True),
    w.faith("zh-t44-015", "fmt.currency", "京津城际一等座多少钱？", "一等座六十五元五角。", INTERCITY, True),
    w.faith("zh-t44-016", "para.relative", "北京南到天津最快要多久？", "2008年开通的京津城际，从北京南站到天津站最快只要半小时。", INTERCITY, True),
    w.faith("zh-t44-017", "fmt.thousands", "易行在成都有多少辆车？", "易行在成都投放了一千二百辆新能源车。", CARSHARE, True),
    w.faith("zh-t44-018", "fmt.currency", "易行共享汽车怎么收费？", "每分钟五毛钱，外加每公里一块钱的里程费。", CARSHARE, True),
    w.faith("zh-t44-019", "wrap.opener", "用易行共享汽车有什么要求？", "您好！用户需要年满20周岁，并且驾龄满两年。", CARSHARE, True),
    w.faith("zh-t44-020", "para.except", "周二骑行驿站开门吗？", "不开，驿站周二休息，其他日子8:00到20:00营业。", BIKE, True),
    w.faith("zh-t44-021", "fmt.currency", "电动自行车一天多少钱？", "电动自行车每天八十块。", BIKE, True),
    w.faith("zh-t44-022", "para.synonym", "租车要交押金吗？", "要，不论普通车还是电动车，都得交200元押金。", BIKE, True),
    w.faith("zh-t44-023", "fmt.share", "长期停车有优惠吗？", "停车超过7天可以享受半价。", AIRPORT, True),
    w.faith("zh-t44-024", "wrap.hedge", "P4停车场到航站楼的摆渡车多久一班？", "据我了解，停车场和航站楼之间的免费摆渡车每10分钟一班。", AIRPORT, True),
    w.faith("zh-t44-025", "role.swap", "“青岛一号”的船长是谁？", "“青岛一号”由船长许春来驾驶。", FERRY, False),
    w.faith("zh-t44-026", "value.time", "冬季首班轮渡几点？", "冬季首班船为6:30。", FERRY, False),
    w.faith("zh-t44-027", "direction", "哪些儿童坐轮渡免费？", "身高1.2米以上的儿童免费。", FERRY, False),
    w.faith("zh-t44-028", "value.date", "蓉城客运集团什么时候改制为股份公司？", "集团于1956年改制为股份公司。", COACH, False),
    w.faith("zh-t44-029", "role.swap", "蓉城客运集团的董事长是谁？", "董事长是冯玉兰，总经理是何振华。", COACH, False),
    w.faith("zh-t44-030", "value.number", "蓉城客运集团有多少辆营运客车？", "目前共有营运客车680辆。", COACH, False),
    w.faith("zh-t44-031", "added.fact", "M390路有几个站？", "M390路全程共有28个站点，途经深圳大学。", CITYBUS, False),
    w.faith("zh-t44-032", "value.time", "M390路末班车几点发车？", "末班车23:00发车。", CITYBUS, False),
    w.faith("zh-t44-033", "negation", "用深圳通坐M390打折吗？", "使用深圳通乘坐M390路没有折扣。", CITYBUS, False),
    w.faith("zh-t44-034", "value.number", "周末夜宵302路多久一班？", "周末晚间发车间隔加密至10分钟。", NIGHTBUS, False),
    w.faith("zh-t44-035", "value.except", "夜宵302路什么时候班次更密？", "工作日晚间发车间隔加密至15分钟。", NIGHTBUS, False),
    w.faith("zh-t44-036", "added.entity", "哪些夜宵线从虹口足球场去上海南站？", "夜宵302路和夜宵303路都从虹口足球场开往上海南站。", NIGHTBUS, False),
    w.faith("zh-t44-037", "value.currency", "京津城际二等座多少钱？", "二等座票价65.5元。", INTERCITY, False),
    w.faith("zh-t44-038", "value.date", "京津城际是哪天开通的？", "京津城际铁路于2008年10月1日开通。", INTERCITY, False),
    w.faith("zh-t44-039", "modality", "还车时可以随便停吗？", "还车时建议停入指定网点，但这不是强制要求。", CARSHARE, False),
    w.faith("zh-t44-040", "value.number", "多大年纪可以用易行共享汽车？", "用户须年满18周岁，驾龄满两年。", CARSHARE, False),
    w.faith("zh-t44-041", "quantifier", "租自行车要交押金吗？", "只有租电动自行车需要交200元押金。", BIKE, False),
    w.faith("zh-t44-042", "antonym", "P4停车场在哪里？", "P4停车场位于T2航站楼西侧。", AIRPORT, False),
    w.faith("zh-t44-043", "value.currency", "P4停车场一天最多收多少钱？", "小型车24小时内最高收费100元。", AIRPORT, False),
    w.faith("zh-t44-044", "added.fact", "摆渡车多久一班？", "免费摆渡车每10分钟一班，末班车为23:00。", AIRPORT, False),
]

CORRECTNESS = [
    w.correct("zh-t44-045", "correct.wordy", "青岛到黄岛的轮渡要多久？", "从青岛港坐轮渡到黄岛，船程大约需要25分钟。", "约25分钟", True),
    w.correct("zh-t44-046", "correct.short", "蓉城客运集团的董事长是谁？", "何振华。", "集团现任董事长为何振华。", True),
    w.correct("zh-t44-047", "correct.format", "京津城际二等座票价多少？", "五十四块五。", "54.5元", True),
    w.correct("zh-t44-048", "correct.format", "白云机场P4停车场有多少个车位？", "三千二百个。", "3200个", True),
    w.correct("zh-t44-049", "wrong.value", "深圳M390路首班车几点发车？", "早上7:30。", "6:30", False),
    w.correct("zh-t44-050", "wrong.role", "“黄岛二号”的船长是谁？", "王德海。", "许春来", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
