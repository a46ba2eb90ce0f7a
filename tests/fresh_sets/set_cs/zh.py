"""Fresh set cs, Chinese: a flower shop, a marina, a paintball park, allotments, a sightseeing bus, laser tag, a photo course, a bookshop café, a senior centre and racket stringing."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FLOWERS = (
    "花语小筑是梧桐路上的一家花店，由林晓雯经营。"
    "花店除周一外每天营业，时间为上午8点至下午6点。"
    "十二枝玫瑰的花束售价258元，10公里以内当日送达的配送费为20元。"
    "配送订单须在下午2点前下单。"
    "林晓雯的侄子林浩负责驾驶送货车。"
    "婚礼花艺须至少提前六周预订。"
)
MARINA = (
    "银沙湾游艇码头共有240个泊位，由港务主管赵海峰负责管理。"
    "一条长1.2公里的防波堤保护着码头，码头在2019年的一场风暴后进行了重建。"
    "来访船只每晚按船身长度每米收费25元。"
    "船身长度超过18米的船只必须提前预订泊位，较短的船只可以不预订直接进港。"
    "加油码头每年5月至9月开放，时间为早上7点到晚上7点。"
    "泊位租用者可免费使用淋浴，洗衣每次15元。"
)
PAINTBALL = (
    "红线彩弹乐园位于怀柔，占地3万平方米，共有7块比赛场地。"
    "玩家必须年满12岁，未满16岁的玩家需要提交家长签字的同意书。"
    "标准套餐售价199元，包含200发彩弹、一把彩弹枪、一个面罩和一套防护服。"
    "额外彩弹每袋100发，售价50元。"
    "在场地内必须始终佩戴面罩。"
    "乐园每周六、周日9:00至17:00开放。"
)
ALLOTMENT = (
    "绿篱社区菜园协会管理着柳岸路上的86块菜地。"
    "一整块菜地面积为25平方米，每年费用600元；半块每年350元。"
    "一半的菜地附近有水龙头。"
    "会员每年必须参加至少两次集体劳动日。"
    "除十一月外，菜园内禁止焚烧枯枝。"
    "目前候补名单上有41人，协会秘书郑丽华每年三月分配空出的菜地。"
)
BUS = (
    "环城观光巴士带游客游览中国的首都北京。"
    "巴士绕行一圈需要90分钟，沿途设14个站点，上午9:30至下午5:30每20分钟从前门发车一班。"
    "24小时随上随下车票成人120元，5至12岁儿童60元，5岁以下儿童免费。"
    "语音讲解提供八种语言。"
    "上层为露天车厢，下层可供轮椅乘客使用。"
)
LASER = (
    "光子战场是一座占地800平方米、共两层的激光枪战馆。"
    "每局游戏15分钟，单局价格60元。"
    "最多可24人同场游戏。"
    "生日派对必须至少提前48小时预订，包含两局游戏、披萨和一名派对主持人。"
    "场馆周二至周日下午2点至晚上10点开放，7岁以下儿童不得参加。"
)
PHOTO = (
    "光影摄影课程为期八周，每周四晚上6点半上课，每次三小时。"
    "授课老师周若兰毕业于北京大学，曾是报社摄影记者。"
    "课程费用为1800元，含一张32GB存储卡。"
    "学员必须自带相机，三脚架可以向工作室借用。"
    "每班限10名学员。"
    "下一期课程将于2025年3月6日开课。"
)
CAFE = (
    "书香小栈是一家书店咖啡馆，由陈默和他的妹妹陈雨于2012年开设。"
    "店内约有9,000本二手书。"
    "一壶茶28元，一块胡萝卜蛋糕32元。"
    "顾客可以在桌边阅读任何一本书，但想带回家必须购买。"
    "除楼上阅览室外，店内各处都可以使用笔记本电脑。"
    "每月最后一个周五晚上7点举办诗歌朗诵会。"
)
SENIOR = (
    "松鹤老年活动中心位于枫林路14号，面向60岁及以上的居民开放。"
    "会员费每年50元。"
    "工作日中午12点供应热午餐，每份8元。"
    "中心的小巴每周二和周四接送会员。"
    "中心主任王秀兰于2004年在区政府的资助下创办了中心。"
    "中心登记会员约350人，其中约四分之一参加周三的宾果游戏。"
)
STRINGING = (
    "弦动拉线服务在榆园网球俱乐部内设有柜台，为网球拍穿线。"
    "合成线穿线价格为80元（含线），羊肠线为260元。"
    "穿线通常需要24小时；如果在上午11点前送拍，加收40元即可当天取拍。"
    "穿线师傅孙建国已有15年穿线经验。"
    "可选拉力范围为18至30公斤，俱乐部会员享受九折优惠。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cs-001", "para.reorder", "玫瑰花束和配送各多少钱？", "10公里以内当日送达的配送费是20元，十二枝玫瑰的花束是258元。", FLOWERS, True),
    w.faith("zh-cs-002", "para.passive", "谁开送货车？", "送货车由林晓雯的侄子林浩驾驶。", FLOWERS, True),
    w.faith("zh-cs-003", "para.synonym", "泊位租用者洗澡要付钱吗？", "不用，泊位租用者洗澡不用花钱。", MARINA, True),
    w.faith("zh-cs-004", "para.nominal", "大船进港有什么要求？", "对于船身长度超过18米的船只，提前预订泊位是必需的。", MARINA, True),
    w.faith("zh-cs-005", "para.capital", "环城观光巴士游览哪座城市？", "游览的是北京，北京是中国的首都。", BUS, True),
    w.faith("zh-cs-006", "para.pronoun", "红线彩弹乐园有多大？", "它占地3万平方米，有7块比赛场地。", PAINTBALL, True),
    w.faith("zh-cs-007", "para.relative", "光影摄影课程由谁授课？", "由曾是报社摄影记者的周若兰老师授课。", PHOTO, True),
    w.faith("zh-cs-008", "para.part", "光子战场的生日派对包含几局游戏？", "生日派对包含两局游戏。", LASER, True),
    w.faith("zh-cs-009", "para.combine", "菜地在哪里，一整块多少钱？", "协会的86块菜地位于柳岸路，一整块每年600元。", ALLOTMENT, True),
    w.faith("zh-cs-010", "fmt.number", "光影摄影课程要上多久？", "课程为期8周，每周四上课。", PHOTO, True),
    w.faith("zh-cs-011", "fmt.thousands", "书香小栈有多少本书？", "店里大约有9000本二手书。", CAFE, True),
    w.faith("zh-cs-012", "fmt.scale", "银沙湾的防波堤有多长？", "防波堤长1200米。", MARINA, True),
    w.faith("zh-cs-013", "fmt.date", "下一期摄影课什么时候开课？", "下一期将于2025-03-06开课。", PHOTO, True),
    w.faith("zh-cs-014", "fmt.time", "诗歌朗诵会几点开始？", "诗歌朗诵会在每月最后一个周五的19:00举行。", CAFE, True),
    w.faith("zh-cs-015", "fmt.unit", "光子战场的场馆有多大？", "场馆面积800㎡，共两层。", LASER, True),
    w.faith("zh-cs-016", "fmt.abbrev", "周若兰老师是哪所大学毕业的？", "她是北大毕业的。", PHOTO, True),
    w.faith("zh-cs-017", "fmt.currency", "中心的午餐多少钱一份？", "午餐每份¥8。", SENIOR, True),
    w.faith("zh-cs-018", "fmt.range", "红线彩弹乐园对年龄有要求吗？", "有，最低年龄是12岁。", PAINTBALL, True),
    w.faith("zh-cs-019", "fmt.period", "穿线一般要多久？", "穿线通常需要一天。", STRINGING, True),
    w.faith("zh-cs-020", "fmt.share", "有多少菜地附近有水龙头？", "50%的菜地附近有水龙头。", ALLOTMENT, True),
    w.faith("zh-cs-021", "para.except", "楼上阅览室可以用笔记本电脑吗？", "不可以，楼上阅览室不能使用笔记本电脑。", CAFE, True),
    w.faith("zh-cs-022", "wrap.opener", "激光枪战一局多少钱，玩多久？", "好问题！单局60元，每局15分钟。", LASER, True),
    w.faith("zh-cs-023", "wrap.closer", "码头洗衣多少钱？", "洗衣每次15元。希望对您有帮助！", MARINA, True),
    w.faith("zh-cs-024", "wrap.attribution", "玩的时候必须一直戴面罩吗？", "根据乐园的规定，在场地内必须始终佩戴面罩。", PAINTBALL, True),
    w.faith("zh-cs-025", "wrap.hedge", "会员需要参加多少次集体劳动？", "我认为会员每年至少要参加两次集体劳动日。", ALLOTMENT, True),
    w.faith("zh-cs-026", "wrap.question", "语音讲解有几种语言？", "语音讲解提供八种语言。需要我再告诉您票价吗？", BUS, True),
    w.faith("zh-cs-027", "value.number", "标准套餐包含什么？", "199元的标准套餐包含300发彩弹、一把彩弹枪、一个面罩和一套防护服。", PAINTBALL, False),
    w.faith("zh-cs-028", "value.date", "书香小栈是哪一年开的？", "书香小栈由陈默和妹妹陈雨于2014年开设。", CAFE, False),
    w.faith("zh-cs-029", "value.time", "光子战场的营业时间是什么？", "光子战场周二至周日下午2点至晚上11点开放。", LASER, False),
    w.faith("zh-cs-030", "value.unit", "当日送达的范围有多大？", "10英里以内可以当日送达，配送费20元。", FLOWERS, False),
    w.faith("zh-cs-031", "value.currency", "羊肠线穿线多少钱？", "羊肠线穿线360元。", STRINGING, False),
    w.faith("zh-cs-032", "role.swap", "花语小筑是谁经营的？", "花语小筑由林浩经营，送货车则由林晓雯驾驶。", FLOWERS, False),
    w.faith("zh-cs-033", "negation", "坐轮椅的游客能乘坐观光巴士吗？", "下层不能供轮椅乘客使用，上层是露天车厢。", BUS, False),
    w.faith("zh-cs-034", "antonym", "码头的淋浴免费吗？", "泊位租用者使用淋浴需要付费，洗衣每次15元。", MARINA, False),
    w.faith("zh-cs-035", "modality", "学员需要准备什么器材？", "学员可以自带相机，也可以不带；三脚架可以向工作室借用。", PHOTO, False),
    w.faith("zh-cs-036", "quantifier", "周三的宾果游戏受欢迎吗？", "中心约350名会员中，大多数都参加周三的宾果游戏。", SENIOR, False),
    w.faith("zh-cs-037", "value.except", "周一能去花语小筑买花吗？", "可以，花语小筑周一上午8点到下午6点营业。", FLOWERS, False),
    w.faith("zh-cs-038", "direction", "哪些玩家需要家长同意书？", "16岁以上的玩家需要提交家长签字的同意书。", PAINTBALL, False),
    w.faith("zh-cs-039", "added.fact", "观光巴士的车票多少钱？", "24小时车票成人120元，5至12岁儿童60元，还附赠一次免费夜游。", BUS, False),
    w.faith("zh-cs-040", "added.entity", "松鹤老年活动中心是谁创办的？", "中心由主任王秀兰和退休教师李国栋于2004年在区政府的资助下共同创办。", SENIOR, False),
    w.faith("zh-cs-041", "mixed", "菜地的候补名单有多少人？", "目前候补名单上有41人，空出的菜地在九月分配。", ALLOTMENT, False),
]
REFUSAL = [
    w.refusal("zh-cs-042", "refusal.plain", "花语小筑卖盆栽兰花吗？", "抱歉，我没有这方面的信息。", FLOWERS, True),
    w.refusal("zh-cs-043", "refusal.context", "银沙湾游艇码头有餐厅吗？", "所提供的资料没有说明码头是否有餐厅。", MARINA, True),
    w.refusal("zh-cs-044", "refusal.short", "红线彩弹乐园有停车场吗？", "不清楚。", PAINTBALL, True),
    w.refusal("zh-cs-045", "refusal.long", "光影摄影课程会教修图软件吗？", "感谢您的提问。很遗憾，我手头的资料没有提到光影摄影课程是否教授修图软件。资料只介绍了上课时间、费用、授课老师和学员需要自带的器材。建议您直接联系工作室，询问详细的课程大纲。", PHOTO, True),
    w.refusal("zh-cs-046", "refusal.hedged", "一块胡萝卜蛋糕多少钱？", "我不太确定，不过一块胡萝卜蛋糕应该是32元。", CAFE, False),
    w.refusal("zh-cs-047", "refusal.partial", "中心的小巴哪天接送，要收费吗？", "小巴每周二和周四接送会员，但资料中没有提到是否收费。", SENIOR, False),
]
CORRECTNESS = [
    w.correct("zh-cs-048", "correct.wordy", "弦动拉线服务由谁来穿线？", "弦动负责穿线的是孙建国师傅，他已经有15年的穿线经验了。", "孙建国。", True),
    w.correct("zh-cs-049", "correct.short", "观光巴士多久从前门发一班车？", "每20分钟一班。", "上午9:30至下午5:30，每20分钟从前门发车一班。", True),
    w.correct("zh-cs-050", "correct.format", "光子战场一局游戏多长时间？", "一刻钟。", "15分钟。", True),
    w.correct("zh-cs-051", "wrong.value", "半块菜地每年多少钱？", "半块菜地每年450元。", "每年350元。", False),
    w.correct("zh-cs-052", "wrong.echo", "银沙湾游艇码头的加油码头什么时候开放？", "银沙湾游艇码头的加油码头在加油码头的开放时间开放。", "每年5月至9月，早上7点到晚上7点。", False),
    w.correct("zh-cs-053", "wrong.role", "花语小筑的送货车是谁开的？", "是店主林晓雯自己开的。", "林晓雯的侄子林浩。", False),
]
RELEVANCY = [
    w.relevant("zh-cs-054", "relevant.direct", "老年活动中心几点开饭？", "工作日中午12点。", SENIOR, True),
    w.relevant("zh-cs-055", "relevant.yesno", "我家六岁的孩子能在光子战场玩吗？", "不能，7岁以下儿童不得参加。", LASER, True),
    w.relevant("zh-cs-056", "offtopic.true", "当天取拍的加急服务多少钱？", "俱乐部会员享受九折优惠。", STRINGING, False),
    w.relevant("zh-cs-057", "offtopic.other", "额外的彩弹多少钱？", "标准套餐售价199元。", PAINTBALL, False),
]
DIAGNOSIS = [
    w.diag("zh-cs-058", "diag.pass", "一整块菜地一年多少钱？", "一整块菜地每年600元。", {"allotment": ALLOTMENT, "bus": BUS}, ("allotment",), "pass"),
    w.diag("zh-cs-059", "diag.offtopic", "加油码头几点关门？", "银沙湾游艇码头共有240个泊位。", {"marina": MARINA, "flowers": FLOWERS}, ("marina",), "fix_generation"),
    w.diag("zh-cs-060", "diag.unfaithful", "光影摄影课程每班最多几名学员？", "每班最多20名学员。", {"photo": PHOTO, "cafe": CAFE}, ("photo",), "fix_generation"),
    w.diag("zh-cs-061", "diag.refused", "书香小栈一壶茶多少钱？", "抱歉，我找不到这方面的信息。", {"cafe": CAFE, "senior": SENIOR}, ("cafe",), "fix_generation"),
    w.diag("zh-cs-062", "diag.missed", "弦动可以穿多大的拉力？", "我不知道。", {"laser": LASER, "paintball": PAINTBALL}, ("stringing",), "fix_retrieval"),
    w.diag("zh-cs-063", "diag.correct_refusal", "松鹤老年活动中心的无线网络密码是多少？", "资料中没有提到无线网络密码。", {"senior": SENIOR, "cafe": CAFE}, (), "correct_refusal"),
    w.diag("zh-cs-064", "diag.should_refuse", "光子战场卖礼品卡吗？", "卖，光子战场有面值200元的礼品卡。", {"laser": LASER, "marina": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
