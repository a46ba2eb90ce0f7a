"""Chinese cases of set t43: 普陀山至沈家门的快艇、广州快速公交B27路、北京夜班公交
夜31路、沪杭高铁的G7011次列车、杭州公共自行车、三亚租车公司的门店、静安寺地下停车场、
石家庄一家长途客运公司的历史。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FERRY = (
    "普陀山客运码头至沈家门半升洞码头的快艇航程约15分钟，每天首班6:50开出。"
    "成人单程票价为25元，身高1.2米以下儿童免票。"
    "旺季（7月至8月）周末建议提前一天在网上购票。"
)
CITYBUS = (
    "广州公交B27路从天河客运站开往广州火车站，全程约18公里。"
    "高峰时段每6分钟一班，平峰时段每10分钟一班。"
    "票价2元，使用羊城通可享受换乘优惠。"
)
NIGHTBUS = (
    "北京夜31路从北京站发车，终点为西北旺，每晚23:00至次日4:30运营，发车间隔30分钟。"
    "该线路除周六外每晚运营。"
    "夜31路由北京公交第六客运分公司负责，车队长是刘建军。"
)
TRAIN = (
    "G7011次列车从上海虹桥开往杭州东，全程约59分钟。"
    "二等座票价73元，一等座117元。"
    "列车所走的沪杭高铁于2010年10月开通，设计时速350公里。"
)
BIKE = (
    "杭州公共自行车在主城区共设有约3800个服务点。"
    "办卡需交押金200元，每次租车前1小时免费，超过1小时按每小时1元收费。"
    "杭州公共自行车系统于2008年5月开始运营。"
)
RENTAL = (
    "椰风租车在三亚凤凰机场和亚龙湾各有一个门店。"
    "机场店由店长黄志明负责，亚龙湾店由店长蔡丽娟负责。"
    "经济型轿车日租金168元起，押金3000元。"
    "租车人须年满18周岁，且驾龄满一年。"
)
PARKING = (
    "静安寺地下停车场共有车位520个，分布在地下二层和地下三层。"
    "收费标准为每小时15元，24小时内最高收费120元。"
    "新能源车充电桩集中在地下二层。"
    "停车场每天7:00至23:00开放。"
)
HISTORY = (
    "长城长途客运公司于1985年在石家庄成立，1999年开通了石家庄至北京的直达班线。"
    "公司现任总经理是赵红梅，她于2018年上任，前任总经理为孙立强。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t43-001", "fmt.time", "去沈家门的首班快艇几点开？", "每天第一班早上六点五十开出。", FERRY, True),
    w.faith("zh-t43-002", "fmt.unit", "坐快艇到沈家门要多久？", "航程大约一刻钟。", FERRY, True),
    w.faith("zh-t43-003", "para.synonym", "小孩坐快艇要买票吗？", "1米2以下的小朋友不用买票。", FERRY, True),
    w.faith("zh-t43-004", "wrap.hedge", "暑假去普陀山，船票怎么买比较好？", "如果我没理解错的话，七八月份的周末最好提前一天在网上买票。", FERRY, True),
    w.faith("zh-t43-005", "para.combine", "B27路多久来一班？", "高峰期6分钟一班，平峰期10分钟一班。", CITYBUS, True),
    w.faith("zh-t43-006", "fmt.unit", "B27路全程有多长？", "全程大约18千米。", CITYBUS, True),
    w.faith("zh-t43-007", "fmt.currency", "B27路票价多少？", "坐一趟B27路两块钱。", CITYBUS, True),
    w.faith("zh-t43-008", "para.except", "周六晚上有夜31路吗？", "没有，夜31路只有周六晚上停运。", NIGHTBUS, True),
    w.faith("zh-t43-009", "fmt.time", "夜31路运营到几点？", "夜31路一直运营到第二天凌晨四点半。", NIGHTBUS, True),
    w.faith("zh-t43-010", "para.pronoun", "夜31路的车队长是谁？", "是刘建军，他是这条线路的车队长。", NIGHTBUS, True),
    w.faith("zh-t43-011", "fmt.period", "夜31路多长时间一班？", "每半小时发一班车。", NIGHTBUS, True),
    w.faith("zh-t43-012", "fmt.number", "G7011从虹桥到杭州东要多久？", "全程约五十九分钟。", TRAIN, True),
    w.faith("zh-t43-013", "fmt.currency", "G7011的一等座多少钱？", "一等座票价是一百一十七元。", TRAIN, True),
    w.faith("zh-t43-014", "para.nominal", "沪杭高铁什么时候开通的？", "沪杭高铁的开通时间是2010年10月。", TRAIN, True),
    w.faith("zh-t43-015", "fmt.date", "长城长途客运公司是哪年成立的？", "公司成立于一九八五年，地点在石家庄。", HISTORY, True),
    w.faith("zh-t43-016", "fmt.thousands", "杭州公共自行车有多少个服务点？", "主城区大约有三千八百个服务点。", BIKE, True),
    w.faith("zh-t43-017", "para.combine", "公共自行车怎么收费？", "每次租车头一个小时免费，超过一小时后每小时收1元。", BIKE, True),
    w.faith("zh-t43-018", "para.relative", "办公共自行车卡要押金吗？", "要的，办卡时需要交的押金是200元。", BIKE, True),
    w.faith("zh-t43-019", "para.passive", "椰风租车机场店是谁负责？", "店长黄志明负责管理机场店。", RENTAL, True),
    w.faith("zh-t43-020", "wrap.attribution", "租车有年龄要求吗？", "根据椰风租车的规定，租车人必须年满18岁，并且驾龄满一年。", RENTAL, True),
    w.faith("zh-t43-021", "fmt.currency", "租车押金多少？", "押金是三千块。", RENTAL, True),
    w.faith("zh-t43-022", "para.part", "充电桩在哪一层？", "在地下二层。", PARKING, True),
    w.faith("zh-t43-023", "fmt.time", "静安寺停车场几点开门？", "停车场每天早上7点开放，晚上11点关闭。", PARKING, True),
    w.faith("zh-t43-024", "wrap.closer", "长城长途客运公司现任总经理是谁？", "现任总经理是2018年上任的赵红梅。希望对您有帮助！", HISTORY, True),
    w.faith("zh-t43-025", "value.time", "首班快艇几点开？", "首班快艇每天7:50开出。", FERRY, False),
    w.faith("zh-t43-026", "modality", "旺季周末怎么买票？", "旺季周末必须提前一天在网上购票。", FERRY, False),
    w.faith("zh-t43-027", "added.fact", "快艇票多少钱？", "成人单程票价为25元，往返票45元。", FERRY, False),
    w.faith("zh-t43-028", "direction", "哪些儿童免票？", "身高1.2米以上的儿童免票。", FERRY, False),
    w.faith("zh-t43-029", "value.number", "B27路高峰期多久一班？", "高峰时段每8分钟一班。", CITYBUS, False),
    w.faith("zh-t43-030", "added.entity", "哪些公交从天河客运站去广州火车站？", "B27路和B1路都从天河客运站开往广州火车站。", CITYBUS, False),
    w.faith("zh-t43-031", "value.except", "夜31路哪天不开？", "夜31路除周日外每晚运营。", NIGHTBUS, False),
    w.faith("zh-t43-032", "role.swap", "夜31路从哪里发车？", "夜31路从西北旺发车，终点为北京站。", NIGHTBUS, False),
    w.faith("zh-t43-033", "value.time", "夜31路几点开始运营？", "夜31路每晚22:00开始运营，发车间隔30分钟。", NIGHTBUS, False),
    w.faith("zh-t43-034", "value.currency", "G7011二等座多少钱？", "二等座票价是117元。", TRAIN, False),
    w.faith("zh-t43-035", "added.fact", "沪杭高铁是什么时候开通的？", "沪杭高铁2010年10月开通，是国内第一条设计时速350公里的高铁。", TRAIN, False),
    w.faith("zh-t43-036", "value.number", "沪杭高铁的设计时速是多少？", "沪杭高铁的设计时速为300公里。", TRAIN, False),
    w.faith("zh-t43-037", "value.date", "杭州公共自行车是什么时候开始运营的？", "杭州公共自行车系统于2018年5月开始运营。", BIKE, False),
    w.faith("zh-t43-038", "quantifier", "骑公共自行车要花钱吗？", "在杭州骑公共自行车不论多久都免费。", BIKE, False),
    w.faith("zh-t43-039", "negation", "租车对驾龄有要求吗？", "租车人年满18周岁即可，对驾龄没有要求。", RENTAL, False),
    w.faith("zh-t43-040", "role.swap", "亚龙湾店的店长是谁？", "亚龙湾店由店长黄志明负责。", RENTAL, False),
    w.faith("zh-t43-041", "direction", "经济型轿车一天多少钱？", "经济型轿车日租金最高168元。", RENTAL, False),
    w.faith("zh-t43-042", "value.currency", "停车一天最多收多少钱？", "24小时内最高收费150元。", PARKING, False),
    w.faith("zh-t43-043", "antonym", "长城公司1999年做了什么？", "1999年，公司停运了石家庄至北京的直达班线。", HISTORY, False),
    w.faith("zh-t43-044", "role.swap", "长城公司现任总经理是谁？", "现任总经理是2018年上任的孙立强，前任总经理是赵红梅。", HISTORY, False),
]

CORRECTNESS = [
    w.correct("zh-t43-045", "correct.wordy", "普陀山到沈家门的快艇成人单程多少钱？", "如果是成人，从普陀山坐快艇到沈家门半升洞码头，单程票价是25元。", "成人单程25元", True),
    w.correct("zh-t43-046", "correct.short", "椰风租车亚龙湾店的店长是谁？", "蔡丽娟。", "亚龙湾店由店长蔡丽娟负责。", True),
    w.correct("zh-t43-047", "correct.format", "静安寺地下停车场每小时收费多少？", "十五块钱一小时。", "每小时15元", True),
    w.correct("zh-t43-048", "correct.wordy", "夜31路的发车间隔是多久？", "夜31路晚上每隔30分钟从北京站发一班车。", "30分钟", True),
    w.correct("zh-t43-049", "wrong.value", "沪杭高铁是什么时候开通的？", "2012年10月开通的。", "2010年10月", False),
    w.correct("zh-t43-050", "wrong.role", "长城长途客运公司的现任总经理是谁？", "孙立强。", "赵红梅", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
