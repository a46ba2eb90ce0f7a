"""Chinese cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GYM = "峰顶攀岩馆工作日早上6:30开门，周六和周日早上8:00开门，每天晚上23:00关门。成人单日票为80元，租攀岩鞋20元。所有新学员在使用顶绳之前都必须参加20分钟的安全培训。周四青少年班由王思雨教练负责，助理教练是李浩。"
SPA = "湖畔酒店水疗中心每天上午9点至晚上8点开放。住店客人可免费使用泳池，外来访客每次3小时收费150元。60分钟深层组织按摩收费400元，建议至少提前24小时预约。未满16岁的客人不得进入桑拿房。"
MUSEUM = "海港市博物馆周二至周日10:00至17:30开放，周一闭馆。成人门票30元，18岁以下免费。关于1950年代码头工人生活的特展从2025年3月3日持续到9月28日。除纺织品展厅外，所有展厅均允许不开闪光灯拍照。"
RECYCLING = "北区回收中心免费接收居民送来的玻璃、纸张、金属和园林垃圾。床垫每张收费50元，建筑垃圾每次最多接收3袋。4月至9月的开放时间为8:00至18:00，10月至次年3月为8:00至16:00。面包车和拖车需持许可证进入，许可证必须在网上预约。"
DRIVING = "顺途驾校的60分钟练车课收费200元，10节课套餐为1800元。学员在第一次上车练习前必须通过科目一考试。手动挡由赵敏教练教授，自动挡由陈刚教练教授。建议在路考前大约两周参加一次模拟考试。"
WEDDING = "枫林婚礼庄园最多可容纳120位宾客入座。场地租金周六为48000元，周一至周四为32000元。预订日期时须支付25%的定金，尾款须在婚礼前8周付清。音乐必须在23:30前结束，且不允许燃放烟花。"
REPAIR = "字节维修店位于磨坊街14号，维修笔记本电脑、手机和平板电脑。检测费为50元，如果决定维修，这笔费用会从维修费中扣除。大多数屏幕更换在2个工作日内完成。数据恢复由刘洋技师负责，进水维修由孙丽技师负责。所有维修均提供90天保修。"
CAMP = "青松夏令营面向8至14岁的儿童，时间为7月21日至8月15日。每周费用为1500元，兄弟姐妹同时报名可享受10%的优惠。送孩子的时间为8:30至9:00，接孩子的时间为16:30。游泳课在距离主营地1.5公里的湖里进行，每个孩子都必须携带签过字的健康表。"
BAKERY = "榆树路上的小麦面包房周二至周六早上7点开门，下午3点关门，周日和周一休息。一个酸种面包售价28元，一个肉桂卷12元。庆典蛋糕必须至少提前3天预订。部分面包含有坚果，但黑麦面包不含坚果。"
TRAIN = "山谷线连接河口站和清溪站，全长42公里，共设6个车站。列车从6:00到21:00每30分钟发一班，全程用时55分钟。非高峰单程票价为9元。除7:00至9:00之间到达河口站的列车外，所有列车均可携带自行车。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bg-001", "para.reorder", "攀岩馆几点关门？", "每天晚上关门的时间都是23:00。", GYM, True),
    w.faith("zh-bg-002", "para.passive", "自动挡由哪位教练教？", "陈刚教练教的是自动挡。", DRIVING, True),
    w.faith("zh-bg-003", "para.synonym", "14岁的孩子能进桑拿房吗？", "不能，不满16岁的客人禁止使用桑拿房。", SPA, True),
    w.faith("zh-bg-004", "fmt.number", "青松夏令营招收多大的孩子？", "夏令营面向八到十四岁的孩子。", CAMP, True),
    w.faith("zh-bg-005", "fmt.time", "面包房几点关门？", "面包房15:00关门。", BAKERY, True),
    w.faith("zh-bg-006", "fmt.unit", "游泳的湖离主营地有多远？", "湖离主营地1500米。", CAMP, True),
    w.faith("zh-bg-007", "fmt.scale", "周六的场地租金是多少？", "周六的场地租金为4.8万元。", WEDDING, True),
    w.faith("zh-bg-008", "fmt.share", "兄弟姐妹一起报名有什么优惠？", "兄弟姐妹同时报名可以打九折。", CAMP, True),
    w.faith("zh-bg-009", "para.pronoun", "刘洋技师负责什么工作？", "他在维修店负责数据恢复。", REPAIR, True),
    w.faith("zh-bg-010", "para.combine", "博物馆什么时候开放？", "除周一闭馆外，每天10:00到17:30开放。", MUSEUM, True),
    w.faith("zh-bg-011", "wrap.opener", "园林垃圾可以免费送过去吗？", "当然可以！居民送来的园林垃圾都是免费接收的。", RECYCLING, True),
    w.faith("zh-bg-012", "wrap.attribution", "山谷线全程要多长时间？", "根据山谷线的介绍，全程用时55分钟。", TRAIN, True),
    w.faith("zh-bg-013", "wrap.closer", "换屏幕一般要多久？", "大多数屏幕更换会在2个工作日内完成。希望对您有帮助！", REPAIR, True),
    w.faith("zh-bg-014", "value.number", "庄园最多能坐多少位宾客？", "庄园最多可容纳150位宾客入座。", WEDDING, False),
    w.faith("zh-bg-015", "value.time", "攀岩馆周六几点开门？", "周六早上9:00开门。", GYM, False),
    w.faith("zh-bg-016", "value.unit", "山谷线全长多少？", "山谷线全长42英里。", TRAIN, False),
    w.faith("zh-bg-017", "value.currency", "外来访客使用泳池要多少钱？", "外来访客每次3小时收费150美元。", SPA, False),
    w.faith("zh-bg-018", "role.swap", "进水维修由谁负责？", "进水维修由刘洋技师负责，数据恢复由孙丽技师负责。", REPAIR, False),
    w.faith("zh-bg-019", "negation", "黑麦面包含坚果吗？", "含有，黑麦面包里有坚果。", BAKERY, False),
    w.faith("zh-bg-020", "antonym", "周一可以去博物馆吗？", "可以，博物馆周一照常开放。", MUSEUM, False),
    w.faith("zh-bg-021", "modality", "一定要参加模拟考试吗？", "是的，路考前大约两周必须参加一次模拟考试。", DRIVING, False),
    w.faith("zh-bg-022", "quantifier", "新学员都要参加安全培训吗？", "不是，只有部分新学员需要参加20分钟的安全培训。", GYM, False),
    w.faith("zh-bg-023", "value.except", "博物馆展厅里可以拍照吗？", "除陶瓷展厅外，所有展厅都允许不开闪光灯拍照。", MUSEUM, False),
    w.faith("zh-bg-024", "direction", "桑拿房有年龄限制吗？", "有，16岁以上的客人不得进入桑拿房。", SPA, False),
    w.faith("zh-bg-025", "added.fact", "攀岩馆单日票多少钱？", "成人单日票80元，已包含攀岩鞋租赁。", GYM, False),
    w.faith("zh-bg-026", "added.entity", "夏令营几点接孩子？", "16:30接孩子，由营地辅导员周婷负责交接。", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bg-027", "refusal.plain", "攀岩馆里有咖啡厅吗？", "抱歉，我没有这方面的信息。", GYM, True),
    w.refusal("zh-bg-028", "refusal.context", "枫林婚礼庄园提供餐饮吗？", "所提供的资料中没有提到庄园是否提供餐饮。", WEDDING, True),
    w.refusal("zh-bg-029", "refusal.short", "字节维修店周日营业吗？", "我不清楚。", REPAIR, True),
    w.refusal("zh-bg-030", "refusal.hedged", "山谷线非高峰单程票多少钱？", "我不太确定，不过应该是9元。", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bg-031", "correct.wordy", "枫林婚礼庄园周六的场地租金是多少？", "如果您打算在周六于枫林婚礼庄园举办婚礼，那么场地租金是48000元，这是周六的标准价格。", "48000元", True),
    w.correct("zh-bg-032", "correct.wordy", "青松夏令营适合哪个年龄段的孩子？", "青松夏令营是专门为8岁到14岁之间的孩子设计的，这个年龄段的孩子都在招收范围内。", "8至14岁的儿童", True),
    w.correct("zh-bg-033", "correct.format", "字节维修店的维修保修多久？", "九十天。", "90天", True),
    w.correct("zh-bg-034", "wrong.value", "山谷线全程要多长时间？", "全程用时45分钟。", "55分钟", False),
    w.correct("zh-bg-035", "wrong.role", "顺途驾校的手动挡由谁教？", "手动挡由陈刚教练教。", "赵敏教练", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bg-036", "relevant.direct", "庆典蛋糕得提前几天订？", "至少三天。", BAKERY, True),
    w.relevant("zh-bg-037", "relevant.direct", "水疗中心的按摩怎么收费？", "60分钟400元。", SPA, True),
    w.relevant("zh-bg-038", "relevant.yesno", "能开拖车去回收中心吗？", "可以，但要先在网上预约许可证。", RECYCLING, True),
    w.relevant("zh-bg-039", "offtopic.true", "博物馆哪天闭馆？", "18岁以下免门票。", MUSEUM, False),
    w.relevant("zh-bg-040", "offtopic.other", "夏令营早上几点开始可以送孩子？", "夏天喝一碗绿豆汤可以解暑。", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bg-041", "diag.pass", "小麦面包房的肉桂卷多少钱？", "肉桂卷12元一个。", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("zh-bg-042", "diag.offtopic", "攀岩馆几点关门？", "租攀岩鞋20元。", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("zh-bg-043", "diag.unfaithful", "婚礼尾款什么时候付清？", "尾款须在婚礼前4周付清。", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("zh-bg-044", "diag.missed", "回收中心收床垫要多少钱？", "抱歉，现有资料中没有关于床垫收费的信息。", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("zh-bg-045", "diag.should_refuse", "水疗中心提供面部护理吗？", "提供，45分钟面部护理收费300元。", {"spa-01": SPA, "bakery-01": BAKERY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
