"""Fresh set cx, Chinese: a snowshoe tour, a citizens' advice station, a driving range, carpet cleaning, a cider mill, a robotics club, a bike park, a food truck festival, a hearing aid shop and an indoor playground."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SNOWSHOE = (
    "雪境户外每年12月15日至次年3月20日，除周二外每天在长白山组织雪鞋徒步团。"
    "徒步团上午9点30分从松林驿站出发，用大约三个小时走完6公里。"
    "每个团都由向导刘晓雪带领，每团最多12人。"
    "成人每位收费380元，含雪鞋和登山杖。"
    "10岁以下的儿童不能参加。"
)
ADVICE = (
    "退休法官陈淑芬于1987年在南京创办了河西市民咨询服务站。"
    "服务站免费提供住房、债务和劳动就业方面的咨询。"
    "服务站周一至周五上午10点至下午4点开放，建议提前预约，但不是必须的。"
    "这里约有40名志愿者，另有2名专职社工协助工作。"
    "去年服务站共受理咨询3.6万人次，其中一半与住房有关。"
)
RANGE = (
    "绿野高尔夫练习场共有28个带顶棚的打位，分布在上下两层。"
    "50个球一筐30元，100个球一筐50元。"
    "练习场每天早上7点至晚上10点营业。"
    "最远的目标旗距离发球线250码。"
    "主教练周浩然提供30分钟的课程，每节300元。"
)
CARPET = (
    "洁净家地毯清洗公司为杭州的家庭和办公室清洗地毯。"
    "20平方米以内的标准房间收费150元，楼梯每级10元。"
    "技师采用热水抽洗工艺，地毯通常在4到6小时内就能干透。"
    "必须至少提前48小时预约。"
    "老板林佩琪于2011年创办了这家公司，目前雇有9名技师。"
)
CIDER = (
    "果香苹果酒坊位于济南，济南是山东省的省会。"
    "酒坊建于1956年，自1992年起由王家经营。"
    "每年秋天，酒坊酿造约15,000升苹果酒。"
    "压榨车间参观安排在每周六上午11点和下午2点，每次45分钟。"
    "一瓶1升装的鲜榨苹果汁售价38元，未满18岁的游客不能品尝苹果酒。"
)
ROBOTICS = (
    "小火花机器人俱乐部每周三下午4点到5点半在梧桐路图书馆活动。"
    "俱乐部面向8至12岁的儿童，每学期收费1200元，含器材。"
    "教练张一鸣和两名志愿者助教一起带课。"
    "每次活动，孩子都必须由家长签到和签退。"
    "2023年3月，俱乐部的队伍获得了市青少年机器人挑战赛冠军。"
)
BIKEPARK = (
    "山脊山地车公园共有14条赛道，其中4条为黑钻级。"
    "一日通票198元，缆车运行时间为上午9点至下午5点。"
    "在所有黑钻级赛道上都必须佩戴全盔。"
    "公园开放时间为5月1日至10月15日。"
    "每辆租赁自行车在每次骑行后都由首席技师马骏检修。"
)
FESTIVAL = (
    "海港美食车节将于2024年8月17日至18日在9号码头举行。"
    "两天里，约35辆美食车每天中午12点到晚上9点供应美食。"
    "门票20元，12岁以下儿童免费入场。"
    "除用餐帐篷外，系好牵引绳的狗可以进入所有区域。"
    "美食节由海港商会主办，压轴嘉宾是厨师罗晓燕。"
)
HEARING = (
    "清音助听器中心位于苏州，销售三个品牌的助听器。"
    "免费听力检测大约需要40分钟。"
    "每台新助听器都由听力师许婷验配，她毕业于北京大学医学部。"
    "每台助听器都有60天的试用期。"
    "电池每板8粒，售价30元；门店周二至周六上午9点至下午6点营业。"
)
PLAYGROUND = (
    "丛林跳跳室内乐园接待11岁及以下的儿童。"
    "每名儿童门票88元，可以玩两个小时，成人免费入场。"
    "游乐区内所有人都必须穿袜子。"
    "幼儿区仅供3岁以下儿童使用。"
    "乐园除周一外每天上午10点至晚上7点开放。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cx-001", "para.reorder", "雪鞋徒步团几点从哪里出发？", "从松林驿站出发，时间是上午9点30分。", SNOWSHOE, True),
    w.faith("zh-cx-002", "para.passive", "河西市民咨询服务站是谁创办的？", "服务站是1987年由退休法官陈淑芬创办的。", ADVICE, True),
    w.faith("zh-cx-003", "para.synonym", "绿野练习场有多少个打位？", "练习场设有28个有遮顶的击球位，分上下两层。", RANGE, True),
    w.faith("zh-cx-004", "para.nominal", "地毯洗完多久能干？", "干透所需时间通常为4到6小时。", CARPET, True),
    w.faith("zh-cx-005", "para.capital", "果香苹果酒坊在哪个城市？", "酒坊在山东省的省会济南。", CIDER, True),
    w.faith("zh-cx-006", "para.pronoun", "小火花俱乐部是谁带课？", "是张一鸣教练。他和两名志愿者助教一起上课。", ROBOTICS, True),
    w.faith("zh-cx-007", "para.relative", "租来的自行车由谁检修？", "担任首席技师的马骏会在每次骑行后检修租赁自行车。", BIKEPARK, True),
    w.faith("zh-cx-008", "para.part", "美食车节门票多少钱？", "门票20元。", FESTIVAL, True),
    w.faith("zh-cx-009", "para.combine", "清音卖哪些助听器？能先试用吗？", "清音销售三个品牌的助听器，每台都有60天的试用期。", HEARING, True),
    w.faith("zh-cx-010", "fmt.number", "88元的门票能玩多久？", "每名儿童可以玩2小时。", PLAYGROUND, True),
    w.faith("zh-cx-011", "fmt.thousands", "酒坊每年秋天酿多少苹果酒？", "大约15000升。", CIDER, True),
    w.faith("zh-cx-012", "fmt.scale", "服务站去年受理了多少人次的咨询？", "去年共受理了36,000人次的咨询。", ADVICE, True),
    w.faith("zh-cx-013", "fmt.date", "海港美食车节是哪天？", "时间是2024-08-17至2024-08-18。", FESTIVAL, True),
    w.faith("zh-cx-014", "fmt.time", "绿野练习场的营业时间是几点到几点？", "每天7:00至22:00营业。", RANGE, True),
    w.faith("zh-cx-015", "fmt.unit", "雪鞋徒步的路线有多长？", "全程6 km。", SNOWSHOE, True),
    w.faith("zh-cx-016", "fmt.abbrev", "听力师许婷是哪所学校毕业的？", "她毕业于北大医学部。", HEARING, True),
    w.faith("zh-cx-017", "fmt.currency", "1升装的鲜榨苹果汁卖多少钱？", "一瓶¥38。", CIDER, True),
    w.faith("zh-cx-018", "fmt.range", "一个徒步团最多能有几个人？", "每个团不超过12人。", SNOWSHOE, True),
    w.faith("zh-cx-019", "fmt.period", "洁净家需要提前多久预约？", "至少要提前两天预约。", CARPET, True),
    w.faith("zh-cx-020", "fmt.share", "去年的咨询中有多少与住房有关？", "去年的咨询中有50%与住房有关。", ADVICE, True),
    w.faith("zh-cx-021", "para.except", "丛林跳跳哪天不开门？", "乐园周一闭园。", PLAYGROUND, True),
    w.faith("zh-cx-022", "wrap.opener", "山脊公园的一日通票多少钱？", "好问题！一日通票是198元。", BIKEPARK, True),
    w.faith("zh-cx-023", "wrap.closer", "小火花俱乐部收多大的孩子？", "俱乐部面向8至12岁的儿童。希望对你有帮助！", ROBOTICS, True),
    w.faith("zh-cx-024", "wrap.attribution", "可以带狗去美食车节吗？", "根据美食节的规定，系好牵引绳的狗除了用餐帐篷以外，所有区域都可以进。", FESTIVAL, True),
    w.faith("zh-cx-025", "wrap.hedge", "洗一个标准房间的地毯要多少钱？", "据我所知，20平方米以内的标准房间收费150元。", CARPET, True),
    w.faith("zh-cx-026", "wrap.question", "助听器电池怎么卖？", "电池每板8粒，售价30元。需要我再告诉你门店的营业时间吗？", HEARING, True),
    w.faith("zh-cx-027", "value.number", "50元一筐的球有多少个？", "50元一筐有120个球。", RANGE, False),
    w.faith("zh-cx-028", "value.date", "山地车公园什么时候开放？", "公园开放时间为5月1日至10月31日。", BIKEPARK, False),
    w.faith("zh-cx-029", "value.time", "压榨车间几点可以参观？", "每周六上午11点和下午3点可以参观。", CIDER, False),
    w.faith("zh-cx-030", "value.unit", "雪鞋徒步要走多远？", "大约三个小时走完6英里。", SNOWSHOE, False),
    w.faith("zh-cx-031", "value.currency", "丛林跳跳的儿童门票多少钱？", "每名儿童门票98元，可以玩两个小时。", PLAYGROUND, False),
    w.faith("zh-cx-032", "role.swap", "海港美食车节是谁主办的？", "美食节由厨师罗晓燕主办。", FESTIVAL, False),
    w.faith("zh-cx-033", "negation", "在清音做听力检测要收费吗？", "要收费，清音的听力检测不是免费的。", HEARING, False),
    w.faith("zh-cx-034", "antonym", "大人进乐园要买票吗？", "要，成人入场也需要付费。", PLAYGROUND, False),
    w.faith("zh-cx-035", "modality", "去咨询服务站一定要预约吗？", "是的，去之前必须先预约。", ADVICE, False),
    w.faith("zh-cx-036", "quantifier", "哪些赛道要戴全盔？", "公园全部14条赛道都必须戴全盔。", BIKEPARK, False),
    w.faith("zh-cx-037", "value.except", "周二能参加雪鞋徒步吗？", "可以，周二也有徒步团。", SNOWSHOE, False),
    w.faith("zh-cx-038", "direction", "哪些游客不能品尝苹果酒？", "18岁以上的游客不能品尝苹果酒。", CIDER, False),
    w.faith("zh-cx-039", "added.fact", "听力检测要多长时间？", "免费听力检测大约40分钟，当天就能拿到书面报告。", HEARING, False),
    w.faith("zh-cx-040", "added.entity", "小火花俱乐部由谁带课？", "张一鸣教练和工程师李梦瑶一起带课。", ROBOTICS, False),
    w.faith("zh-cx-041", "mixed", "洁净家是谁创办的？有多少技师？", "公司由林佩琪于2011年创办，目前有25名技师。", CARPET, False),
]
REFUSAL = [
    w.refusal("zh-cx-042", "refusal.plain", "松林驿站有停车场吗？", "抱歉，我没有这方面的信息。", SNOWSHOE, True),
    w.refusal("zh-cx-043", "refusal.context", "服务站提供移民方面的咨询吗？", "提供的资料里没有提到服务站是否提供移民咨询。", ADVICE, True),
    w.refusal("zh-cx-044", "refusal.short", "练习场可以租球杆吗？", "不清楚。", RANGE, True),
    w.refusal("zh-cx-045", "refusal.long", "果香酒坊的苹果酒可以寄到外省吗？", "谢谢你的提问！很遗憾，我手头的资料没有提到邮寄或快递，所以没法告诉你酒坊能不能把苹果酒寄到外省。资料里只介绍了酒坊的历史、周六的参观安排和苹果汁的价格。建议你直接联系果香苹果酒坊问一问。", CIDER, True),
    w.refusal("zh-cx-046", "refusal.hedged", "缆车几点开始运行？", "我不太确定，不过缆车应该是上午9点开始运行。", BIKEPARK, False),
    w.refusal("zh-cx-047", "refusal.partial", "美食车节几点开始？码头附近能停车吗？", "美食车两天都是中午12点到晚上9点供应美食，但资料里没有提到停车的信息。", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("zh-cx-048", "correct.wordy", "清音的助听器试用期有多长？", "在清音助听器中心购买的每一台助听器都有试用期，试用期的长度是60天。", "60天", True),
    w.correct("zh-cx-049", "correct.short", "幼儿区谁能用？", "3岁以下的孩子。", "幼儿区仅供3岁以下儿童使用。", True),
    w.correct("zh-cx-050", "correct.format", "小火花俱乐部几点开始活动？", "16:00。", "下午4点", True),
    w.correct("zh-cx-051", "wrong.value", "洁净家清洗楼梯怎么收费？", "每级20元。", "每级10元", False),
    w.correct("zh-cx-052", "wrong.echo", "山脊山地车公园有几条赛道？", "山脊山地车公园有好几条赛道。", "14条", False),
    w.correct("zh-cx-053", "wrong.role", "海港美食车节的压轴嘉宾是谁？", "海港商会。", "厨师罗晓燕", False),
]
RELEVANCY = [
    w.relevant("zh-cx-054", "relevant.direct", "什么时候可以去丛林跳跳玩？", "周二到周日，上午10点到晚上7点。", PLAYGROUND, True),
    w.relevant("zh-cx-055", "relevant.yesno", "我家孩子8岁，能参加雪鞋徒步吗？", "不能，10岁以下的儿童不能参加。", SNOWSHOE, True),
    w.relevant("zh-cx-056", "offtopic.true", "清音助听器中心几点营业？", "清音助听器中心销售三个品牌的助听器。", HEARING, False),
    w.relevant("zh-cx-057", "offtopic.other", "洗一个标准房间的地毯多少钱？", "必须至少提前48小时预约。", CARPET, False),
]
DIAGNOSIS = [
    w.diag("zh-cx-058", "diag.pass", "周浩然教练的课怎么收费？", "周浩然教练的30分钟课程每节300元。", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("zh-cx-059", "diag.offtopic", "小火花俱乐部每学期多少钱？", "俱乐部在梧桐路图书馆活动。", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("zh-cx-060", "diag.unfaithful", "缆车运行到几点？", "缆车一直运行到晚上7点。", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("zh-cx-061", "diag.refused", "雪鞋徒步团怎么收费？", "抱歉，我找不到关于徒步团价格的信息。", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("zh-cx-062", "diag.missed", "在丛林跳跳玩必须穿袜子吗？", "这个我查不到。", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("zh-cx-063", "diag.correct_refusal", "咨询服务站有无障碍通道吗？", "提供的资料中没有关于无障碍通道的信息。", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("zh-cx-064", "diag.should_refuse", "洁净家也洗沙发吗？", "洗的，洁净家清洗沙发每个200元。", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
