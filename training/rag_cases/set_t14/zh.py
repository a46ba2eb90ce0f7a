"""Chinese cases of set t14: a laundry shop with member pickup, a rooftop bar on the 38th
floor with a guest bartender, a weekend Python data-analysis bootcamp, an eye clinic with
laser surgery, a riverside farmers' market and a residential snow-clearing company."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LAUNDRY_PRICES = (
    "洁净坊洗衣店的普通衣物按件计价，每件15元；羽绒服每件收费45元。"
    "下午4点前送洗的衣物，次日中午12点后可以取件。"
    "丝绸和真皮制品需要额外收取20元的特殊护理费。"
    "门店每周三闭店，其余时间营业时间为早上8点至晚上8点。"
)
LAUNDRY_DELIVERY = (
    "洁净坊为会员提供上门取送服务，单笔订单满100元免配送费，不满100元收取8元。"
    "取件员刘建国负责东区，王芳负责西区。"
    "会员卡年费为99元，会员洗衣可享九折优惠。"
)
BAR_HOURS = (
    "云顶酒吧位于环球大厦38层，每天晚上7点营业至凌晨2点。"
    "每周日至周四的晚上7点到9点为欢乐时光，精酿啤酒买一送一。"
    "酒吧不接待未满18岁的顾客。"
    "遇到大风或雷雨天气，露台区域将暂停开放。"
)
BAR_EVENTS = (
    "酒吧经理陈思雨邀请了调酒师赵天明担任本季特邀嘉宾。"
    "赵天明将于10月12日和10月26日两个周六晚上9点进行调酒表演。"
    "包场需提前7天预订，定金为2000元，最多可容纳60人。"
)
BOOTCAMP = (
    "码上学院的Python数据分析训练营为期12周，学费为19800元。"
    "课程安排在每周六、周日全天，适合在职人员。"
    "下一期将于2025年5月10日开班，每班限招25人。"
    "5月1日前报名可减免1000元学费。"
)
BOOTCAMP_STAFF = (
    "训练营由主讲老师孙磊负责授课，助教李婷负责批改作业和答疑。"
    "每位学员须在结业前完成三个实战项目。"
    "缺勤超过4次的学员将无法获得结业证书。"
    "结业后一年内，学员可免费重修任意一门课程。"
)
EYE_HOURS = (
    "明视眼科周一至周五上午8点至下午5点接诊，周六仅上午接诊，周日休息。"
    "普通验光费用为50元，约需20分钟。"
    "首次就诊的患者需携带身份证和医保卡。"
    "12岁以下儿童须由家长陪同就诊。"
)
EYE_SURGERY = (
    "明视眼科的近视激光手术由周明华主任主刀，术前检查由护士长吴静安排。"
    "手术前两周内须停戴隐形眼镜。"
    "全飞秒手术费用为18000元，术后一个月内复查三次均免费。"
)
MARKET = (
    "青禾农夫市集每月第一个和第三个周日在滨江公园举办，时间为上午9点到下午2点。"
    "市集共有约35个摊位，销售有机蔬菜、鸡蛋、蜂蜜和手工面包。"
    "摊主须提供产地证明。"
    "市集鼓励自带购物袋，不提供塑料袋。"
)
SNOW = (
    "北城除雪服务公司在积雪达到10厘米时出动清雪。"
    "小区包季服务价格为每户600元，服务期为12月1日至次年3月15日。"
    "清雪工作一般在降雪停止后8小时内完成。"
    "如需加急处理，每次另收150元。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 洗衣价格
    w.faith("zh-t14-001", "fmt.currency", "在洁净坊洗一件羽绒服要多少钱？", "羽绒服一件收45块，普通衣服则是一件15块。", LAUNDRY_PRICES, True),
    w.faith("zh-t14-002", "para.except", "周三能去洁净坊送衣服吗？", "不行，洁净坊周三不开门，其他日子早上8点到晚上8点都营业。", LAUNDRY_PRICES, True),
    w.faith("zh-t14-003", "fmt.time", "今天下午送洗，什么时候能取？", "只要在16:00之前送来，第二天中午十二点以后就能取。", LAUNDRY_PRICES, True),
    w.faith("zh-t14-004", "value.currency", "洗真丝衬衫要加钱吗？", "要的，丝绸和真皮制品得另付30元特殊护理费。", LAUNDRY_PRICES, False),
    w.faith("zh-t14-005", "direction", "什么时候送洗第二天能取？", "下午4点以后送洗的衣物，次日中午12点后就可以取了。", LAUNDRY_PRICES, False),
    # 上门取送
    w.faith("zh-t14-006", "fmt.share", "办会员有什么优惠？", "会员洗衣能便宜10%。", LAUNDRY_DELIVERY, True),
    w.faith("zh-t14-007", "role.swap", "我住东区，谁来取件？", "东区的取件由王芳负责，西区则由刘建国负责。", LAUNDRY_DELIVERY, False),
    w.faith("zh-t14-008", "para.combine", "上门取送要收配送费吗？", "订单金额达到100元就不收配送费，不到100元要付8元。", LAUNDRY_DELIVERY, True),
    w.faith("zh-t14-009", "quantifier", "不是会员也能上门取件吗？", "可以，所有顾客都能享受上门取送服务。", LAUNDRY_DELIVERY, False),
    w.faith("zh-t14-010", "added.fact", "会员卡多少钱？", "会员卡年费99元，办卡还额外赠送一次免费洗衣。", LAUNDRY_DELIVERY, False),
    # 屋顶酒吧营业
    w.faith("zh-t14-011", "fmt.time", "云顶酒吧几点开门？", "云顶酒吧每天19:00开门，一直营业到凌晨两点。", BAR_HOURS, True),
    w.faith("zh-t14-012", "para.except", "周六晚上有欢乐时光吗？", "没有，周五和周六都没有欢乐时光。", BAR_HOURS, True),
    w.faith("zh-t14-013", "negation", "我17岁，可以去吗？", "可以，未满18岁的顾客也能进入云顶酒吧。", BAR_HOURS, False),
    w.faith("zh-t14-014", "wrap.attribution", "下雨天露台开吗？", "根据酒吧的说明，刮大风或者打雷下雨的时候，露台会暂停开放。", BAR_HOURS, True),
    # 特邀调酒师
    w.faith("zh-t14-015", "role.swap", "本季特邀嘉宾是谁？", "酒吧经理赵天明请来了调酒师陈思雨当本季的特邀嘉宾。", BAR_EVENTS, False),
    w.faith("zh-t14-016", "fmt.date", "调酒表演是哪天？", "赵天明会在10/12和10/26这两个周六的晚上九点表演调酒。", BAR_EVENTS, True),
    w.faith("zh-t14-017", "para.passive", "赵天明是怎么来的？", "调酒师赵天明是被酒吧经理陈思雨请来担任本季特邀嘉宾的。", BAR_EVENTS, True),
    w.faith("zh-t14-018", "value.number", "包场能坐多少人？", "包场最多能容纳80人，定金是2000元。", BAR_EVENTS, False),
    w.faith("zh-t14-019", "fmt.period", "包场要提前多久订？", "包场至少要提前一个星期预订。", BAR_EVENTS, True),
    # 训练营
    w.faith("zh-t14-020", "fmt.scale", "训练营学费多少？", "Python数据分析训练营学费是1.98万元，一共上12周。", BOOTCAMP, True),
    w.faith("zh-t14-021", "para.synonym", "上班族能参加吗？", "可以，课程都安排在周末全天，在职的人也方便参加。", BOOTCAMP, True),
    w.faith("zh-t14-022", "value.date", "下一期什么时候开班？", "下一期将在2025年5月17日开班。", BOOTCAMP, False),
    w.faith("zh-t14-023", "direction", "怎样能少交学费？", "5月1日以后报名，学费可以减免1000元。", BOOTCAMP, False),
    w.faith("zh-t14-024", "wrap.hedge", "一个班有多少人？", "如果我没记错的话，每个班最多只招25个人。", BOOTCAMP, True),
    # 训练营师资与规定
    w.faith("zh-t14-025", "role.swap", "谁负责讲课？", "李婷老师负责主讲，孙磊作为助教负责批改作业和答疑。", BOOTCAMP_STAFF, False),
    w.faith("zh-t14-026", "modality", "结业前需要做项目吗？", "学员在结业前最好能完成三个实战项目，但不是硬性要求。", BOOTCAMP_STAFF, False),
    w.faith("zh-t14-027", "value.number", "缺课会有什么影响？", "缺勤超过两次的学员就拿不到结业证书了。", BOOTCAMP_STAFF, False),
    w.faith("zh-t14-028", "fmt.period", "结业后还能重修吗？", "结业后12个月内，学员可以免费重修任何一门课。", BOOTCAMP_STAFF, True),
    w.faith("zh-t14-029", "wrap.opener", "请问缺勤多少次就不能结业？", "你好！缺勤超过4次的话，就拿不到结业证书了。", BOOTCAMP_STAFF, True),
    # 眼科门诊
    w.faith("zh-t14-030", "para.except", "明视眼科哪天不看病？", "明视眼科除了周日以外每天都接诊。", EYE_HOURS, True),
    w.faith("zh-t14-031", "quantifier", "看病要带什么证件？", "所有患者就诊时都需要带上身份证和医保卡。", EYE_HOURS, False),
    w.faith("zh-t14-032", "fmt.time", "工作日几点接诊？", "周一到周五的接诊时间是8:00到17:00。", EYE_HOURS, True),
    w.faith("zh-t14-033", "wrap.closer", "第一次去要准备什么？", "第一次来就诊的话，记得带上身份证和医保卡。祝您就诊顺利！", EYE_HOURS, True),
    # 激光手术
    w.faith("zh-t14-034", "role.swap", "激光手术谁来做？", "手术由吴静主任主刀，术前检查由护士长周明华安排。", EYE_SURGERY, False),
    w.faith("zh-t14-035", "fmt.period", "手术前多久不能戴隐形眼镜？", "手术前14天之内都不能戴隐形眼镜。", EYE_SURGERY, True),
    w.faith("zh-t14-036", "value.number", "术后复查要钱吗？", "术后一个月内可以免费复查两次。", EYE_SURGERY, False),
    w.faith("zh-t14-037", "antonym", "术后复查怎么收费？", "术后一个月内的三次复查都需要另外付费。", EYE_SURGERY, False),
    # 农夫市集
    w.faith("zh-t14-038", "fmt.time", "市集几点开始？", "市集从早上九点开到14:00。", MARKET, True),
    w.faith("zh-t14-039", "added.entity", "市集上卖什么？", "摊位上卖有机蔬菜、鸡蛋、蜂蜜、手工面包和鲜花。", MARKET, False),
    w.faith("zh-t14-040", "negation", "需要自己带袋子吗？", "不用自己带，市集现场会给顾客提供塑料袋。", MARKET, False),
    # 除雪
    w.faith("zh-t14-041", "fmt.unit", "下多大的雪才会来清？", "积雪到了100毫米，北城除雪就会出动。", SNOW, True),
    w.faith("zh-t14-042", "fmt.date", "包季服务期是什么时候？", "包季服务从12月1号一直到第二年的3月15号，每户600块。", SNOW, True),
    w.faith("zh-t14-043", "value.number", "雪停后多久能清完？", "清雪一般在雪停后6小时内完成。", SNOW, False),
    w.faith("zh-t14-044", "para.synonym", "急着清雪怎么办？", "需要加急处理的话，每次要多付150元。", SNOW, True),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t14-045", "correct.wordy", "码上学院的训练营学费是多少？", "报名码上学院的Python数据分析训练营，需要交的学费一共是一万九千八百元。", "19800元", True),
    w.correct("zh-t14-046", "correct.format", "云顶酒吧几点关门？", "02:00关门。", "凌晨2点", True),
    w.correct("zh-t14-047", "correct.short", "明视眼科的近视激光手术由谁主刀？", "周明华主任。", "由周明华主任主刀。", True),
    w.correct("zh-t14-048", "correct.format", "北城除雪的小区包季服务多少钱？", "每户六百块钱。", "每户600元", True),
    w.correct("zh-t14-049", "wrong.value", "云顶酒吧包场最多容纳多少人？", "最多可容纳80人。", "60人", False),
    w.correct("zh-t14-050", "wrong.role", "训练营里谁负责批改作业？", "主讲老师孙磊负责批改作业。", "助教李婷", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
