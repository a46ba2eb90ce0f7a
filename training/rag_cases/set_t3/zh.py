"""Chinese cases of set t3: an intercity railway (ten-ride card, lost property), a recycling
station (opening days, fees, points), a language school (German weekend class, staff), a
hotel spa (hot spring pool, massage), software release notes (the Kuaijizhang app) and a
district tax office (hours, filing deadline, consultations)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RAIL_CARD = "江临城际铁路的“十次卡”售价180元，自购买之日起60天内可乘坐江临线任意区间10次。学生凭学生证购买可享受八折优惠。春节期间（1月25日至2月8日）的列车不能使用十次卡。十次卡可在车站人工售票窗口或“江临出行”小程序购买。"
LOST = "乘客在列车上遗失物品，可拨打客服热线4008201234登记。车站会将失物保管30天，期满无人认领的物品将移交当地派出所。贵重物品须由失主本人持身份证领取。"
RECYCLE = "青禾再生资源回收站除周二外每天开放，开放时间为早上7点半至晚上7点。旧衣物和纸箱可免费投放，废旧家电按台收费，每台15元。回收站不接收医疗废物。"
POINTS = "站长刘建国负责回收站的日常管理，安全员陈雪每周一检查消防设备。居民每投放1公斤塑料瓶可获得2个积分，攒满100积分可兑换一袋大米。"
SCHOOL = "明远语言学校的德语周末班每周六上课，每次3小时，共12周。每班最多10人。学费为4800元，报名时需先交1000元定金。开课两周后不再办理退费。"
STAFF = "教务主任王丽负责安排所有班级的课表，外籍教师马库斯·霍夫曼负责每周的口语测试。学员缺课超过3次，将无法获得结业证书。"
SPA = "云栖酒店水疗中心每天上午10点至晚上10点营业。住店客人可免费使用温泉池，非住店客人每人收费188元。12岁以下儿童须由成人陪同。饮酒后禁止进入温泉池。"
MASSAGE = "首席理疗师周敏设计了“竹韵”全身按摩，时长90分钟，价格680元。按摩须至少提前4小时预约。每周三下午3点，理疗师孙浩开设免费的拉伸课。"
RELEASE = "“快记账”App 3.8版于2025年2月20日发布。新版本增加了语音记账功能，同步速度提升了一倍。iOS 14及以下系统不再支持。用户李娜反馈的导出乱码问题，已由工程师赵鹏修复。"
TAX = "东城区税务局办税服务厅工作日上午9点至下午5点对外办公，中午不休息。2024年度个人所得税综合所得汇算清缴须在2025年6月30日前完成。逾期办理的，可能会被处以罚款。电话预约咨询每次20分钟。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-t3-001", "fmt.currency", "十次卡多少钱？", "十次卡的价格是￥180，六十天内可以在江临线任意区间坐十次。", RAIL_CARD, True),
    w.faith("zh-t3-002", "fmt.share", "学生买十次卡有优惠吗？", "有的，学生出示学生证就能按原价的80%购买。", RAIL_CARD, True),
    w.faith("zh-t3-003", "para.synonym", "春节的时候能用十次卡吗？", "不行，春节那段时间（1月25日到2月8日）的车次都不接受十次卡。", RAIL_CARD, True),
    w.faith("zh-t3-004", "para.part", "在哪儿可以买十次卡？", "可以在“江临出行”小程序上买。", RAIL_CARD, True),
    w.faith("zh-t3-005", "value.currency", "十次卡怎么卖？", "十次卡售价180美元，60天内可以乘坐10次。", RAIL_CARD, False),
    w.faith("zh-t3-006", "value.number", "学生有什么优惠？", "学生凭学生证购买十次卡可以打七折。", RAIL_CARD, False),
    w.faith("zh-t3-007", "fmt.number", "车站会把失物保管多久？", "车站替乘客保管遗失物品三十天。", LOST, True),
    w.faith("zh-t3-008", "para.passive", "没人认领的失物会怎么处理？", "保管期满后仍没人认领的物品，会被移交给当地派出所。", LOST, True),
    w.faith("zh-t3-009", "wrap.attribution", "领取贵重物品需要带什么？", "按照铁路方面的规定，贵重物品要由失主本人带着身份证来领。", LOST, True),
    w.faith("zh-t3-010", "negation", "东西落在车上了怎么办？", "遗失物品没法通过客服热线登记。", LOST, False),
    w.faith("zh-t3-011", "quantifier", "领失物需要什么手续？", "所有失物都必须由失主本人持身份证领取。", LOST, False),
    w.faith("zh-t3-012", "para.except", "回收站哪天不开门？", "青禾回收站每逢周二闭站，其余日子早上7:30到晚上19:00都开放。", RECYCLE, True),
    w.faith("zh-t3-013", "value.except", "回收站周几休息？", "回收站每周三休息，其他时间正常开放。", RECYCLE, False),
    w.faith("zh-t3-014", "value.time", "回收站晚上几点关门？", "回收站晚上9点关门。", RECYCLE, False),
    w.faith("zh-t3-015", "negation", "医疗废物能送到回收站吗？", "可以，回收站也接收医疗废物。", RECYCLE, False),
    w.faith("zh-t3-016", "para.relative", "谁负责检查消防设备？", "每周一检查消防设备的是安全员陈雪。", POINTS, True),
    w.faith("zh-t3-017", "fmt.unit", "投放塑料瓶有积分吗？", "有，每投放一千克塑料瓶能得2个积分。", POINTS, True),
    w.faith("zh-t3-018", "para.combine", "积分能换什么？", "每投1公斤塑料瓶积2分，攒够100分就能换一袋大米。", POINTS, True),
    w.faith("zh-t3-019", "role.swap", "回收站由谁管理？", "站长陈雪负责回收站的日常管理，安全员刘建国每周一检查消防设备。", POINTS, False),
    w.faith("zh-t3-020", "added.fact", "100积分可以兑换什么？", "攒满100积分可以兑换一袋大米或一桶食用油。", POINTS, False),
    w.faith("zh-t3-021", "fmt.period", "德语周末班要上多久？", "每周六上课，每次三个钟头，一共上十二个星期。", SCHOOL, True),
    w.faith("zh-t3-022", "para.nominal", "德语班一个班有多少人？", "每班人数上限是10人。", SCHOOL, True),
    w.faith("zh-t3-023", "fmt.thousands", "学费和定金分别是多少？", "学费4,800元，报名时先付1,000元定金。", SCHOOL, True),
    w.faith("zh-t3-024", "antonym", "德语班人多吗？", "每个班至少有10名学员。", SCHOOL, False),
    w.faith("zh-t3-025", "direction", "什么时候起不能退费？", "开课前两周起，学校就不再办理退费了。", SCHOOL, False),
    w.faith("zh-t3-026", "para.passive", "谁负责排课表？", "所有班级的课表都由教务主任王丽来安排。", STAFF, True),
    w.faith("zh-t3-027", "wrap.hedge", "缺课会影响结业证书吗？", "据我了解，缺课超过三次的话，就拿不到结业证书了。", STAFF, True),
    w.faith("zh-t3-028", "role.swap", "口语测试由谁负责？", "外籍教师马库斯·霍夫曼负责安排课表，口语测试则由教务主任王丽负责。", STAFF, False),
    w.faith("zh-t3-029", "direction", "缺几次课会拿不到结业证书？", "缺课少于3次的学员就拿不到结业证书。", STAFF, False),
    w.faith("zh-t3-030", "fmt.time", "水疗中心的营业时间是？", "每天10:00到22:00营业。", SPA, True),
    w.faith("zh-t3-031", "wrap.opener", "不住酒店能用温泉池吗？", "您好！非住店客人也可以使用，每人收费188元。", SPA, True),
    w.faith("zh-t3-032", "quantifier", "泡温泉要收费吗？", "所有客人都要付188元才能使用温泉池。", SPA, False),
    w.faith("zh-t3-033", "modality", "可以带小孩去吗？", "可以，12岁以下的孩子最好有大人陪同，但不是必须的。", SPA, False),
    w.faith("zh-t3-034", "fmt.period", "“竹韵”按摩做多长时间？", "“竹韵”全身按摩时长一个半小时，价格是680元。", MASSAGE, True),
    w.faith("zh-t3-035", "wrap.closer", "拉伸课要钱吗？", "不用，每周三下午三点理疗师孙浩开的拉伸课是免费的。祝您放松愉快！", MASSAGE, True),
    w.faith("zh-t3-036", "value.number", "按摩需要提前多久预约？", "按摩须至少提前24小时预约。", MASSAGE, False),
    w.faith("zh-t3-037", "added.entity", "“竹韵”按摩是谁设计的？", "“竹韵”全身按摩是首席理疗师周敏和泰国按摩师颂猜一起设计的。", MASSAGE, False),
    w.faith("zh-t3-038", "fmt.date", "3.8版是什么时候发布的？", "3.8版的发布日期是2025-02-20。", RELEASE, True),
    w.faith("zh-t3-039", "para.passive", "导出乱码的问题修好了吗？", "修好了，工程师赵鹏修复了用户李娜反馈的导出乱码问题。", RELEASE, True),
    w.faith("zh-t3-040", "value.date", "“快记账”3.8版哪天上线的？", "3.8版于2025年3月20日发布。", RELEASE, False),
    w.faith("zh-t3-041", "antonym", "新版本同步快了吗？", "新版本加了语音记账，不过同步速度比以前变慢了。", RELEASE, False),
    w.faith("zh-t3-042", "wrap.question", "中午去办税服务厅有人吗？", "您是想午休时间过去吗？办税服务厅中午照常办公，不休息。", TAX, True),
    w.faith("zh-t3-043", "fmt.date", "个税汇算最晚什么时候办完？", "2024年度的汇算清缴要在2025年6月底之前办完。", TAX, True),
    w.faith("zh-t3-044", "modality", "逾期办理汇算会怎样？", "逾期办理的话一定会被罚款。", TAX, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t3-045", "correct.format", "云栖酒店水疗中心几点关门？", "22:00关门。", "晚上10点", True),
    w.correct("zh-t3-046", "correct.wordy", "明远语言学校德语周末班学费多少？", "您好，关于德语周末班的费用：整个课程的学费一共是四千八百元人民币。", "4800元", True),
    w.correct("zh-t3-047", "correct.wordy", "谁修复了导出乱码问题？", "导出乱码这个问题，是由工程师赵鹏负责修复的。", "工程师赵鹏", True),
    w.correct("zh-t3-048", "correct.format", "东城区2024年度个税汇算的截止日期是哪天？", "2025/06/30", "2025年6月30日", True),
    w.correct("zh-t3-049", "wrong.value", "江临城际铁路的十次卡可以坐几次？", "十次卡可以乘坐12次。", "10次", False),
    w.correct("zh-t3-050", "wrong.role", "明远语言学校谁负责口语测试？", "口语测试由教务主任王丽负责。", "外籍教师马库斯·霍夫曼", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
