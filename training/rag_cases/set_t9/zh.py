"""Chinese cases of set t9: a pet hospital, a youth symphony orchestra, a car-sharing service,
a cinema annual card, a blood station and a pottery workshop."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

VET_HOURS = (
    "安康宠物医院除春节三天外全年营业，营业时间为早上8点半至晚上9点。"
    "普通门诊挂号费为30元，夜间急诊（21点以后）另收100元急诊费。"
    "医院提供免费停车，但车位只有12个。"
)
VET_VACCINE = (
    "幼犬的第一针疫苗应在出生后6至8周接种，之后每隔3周打一针，共三针。"
    "刘敏医生负责为幼犬接种疫苗，接种后需留院观察30分钟。"
    "接种当天不能给幼犬洗澡。"
)
ORCH_REHEARSAL = (
    "星河青少年交响乐团每周六上午9点到12点在少年宫排练。"
    "新团员试用期为三个月，试用期内缺席两次即取消资格。"
    "团费每学期1800元，含乐谱和演出服。"
)
ORCH_CONCERT = (
    "乐团新年音乐会定于12月30日晚7点半在市音乐厅举行。"
    "指挥王立群负责曲目安排，首席小提琴由陈思远担任。"
    "每位团员可免费领取两张家属票。"
)
CAR_RATES = (
    "易行共享汽车按分钟计费，每分钟0.5元，另加每公里1元里程费。"
    "夜间23点至次日7点租车享八折优惠。"
    "单次租车不得超过72小时。"
)
CAR_RULES = (
    "易行用户取车后15分钟内可免费取消订单。"
    "还车时油量不得低于四分之一，否则收取50元加油服务费。"
    "驾龄满一年的用户才能租用SUV车型。"
)
CINEMA_CARD = (
    "光影影城年卡售价399元，有效期一年，持卡人每月可免费观看4场2D电影。"
    "观看3D电影每场需补差价15元。"
    "年卡仅限本人使用，不得转借。"
)
CINEMA_POINTS = (
    "光影影城会员生日当月可领取一份免费爆米花套餐。"
    "会员每消费1元积1分，满500分可兑换一张电影票。"
    "积分在每年12月31日清零。"
)
BLOOD_ELIG = (
    "市中心血站的献血者年龄须在18至55周岁之间，男性体重不低于50公斤，女性不低于45公斤。"
    "两次全血献血间隔不少于6个月。"
    "献血前一天请勿饮酒。"
)
BLOOD_PROCESS = (
    "献血前需进行血压检测和快速血液检查，约需15分钟。"
    "献血量一般为200毫升至400毫升。"
    "献血后24小时内不要剧烈运动。"
)
POTTERY_CLASS = (
    "泥巴工坊的拉坯体验课每节90分钟，价格为每人168元，两人同行第二人半价。"
    "作品烧制完成需要约20天，可到店自取或付费快递。"
)
POTTERY_STAFF = (
    "泥巴工坊由陶艺师赵晓雯创办，她的助手林峰负责烧窑。每个班最多10名学员，12岁以下儿童须由家长陪同。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("zh-t9-001", "para.except", "安康宠物医院什么时候休息？",
            "只有春节那三天不开门，其余时间天天营业。", VET_HOURS, True),
    w.faith("zh-t9-002", "fmt.time", "医院几点开门、几点关门？",
            "医院8:30开门，21:00关门。", VET_HOURS, True),
    w.faith("zh-t9-003", "fmt.currency", "普通门诊挂号要多少钱？",
            "普通门诊挂号费是三十块钱。", VET_HOURS, True),
    w.faith("zh-t9-004", "fmt.period", "打完疫苗能马上带狗狗回家吗？",
            "不能马上走，打完针要在医院观察半个小时，而且当天别给它洗澡。", VET_VACCINE, True),
    w.faith("zh-t9-005", "para.passive", "幼犬的疫苗是哪位医生打？",
            "幼犬的疫苗由刘敏医生接种。", VET_VACCINE, True),
    w.faith("zh-t9-006", "fmt.time", "乐团什么时候排练？",
            "每周六9:00到12:00，在少年宫排练。", ORCH_REHEARSAL, True),
    w.faith("zh-t9-007", "para.relative", "团费包括哪些东西？",
            "每学期交的1800元团费里已经包括了乐谱和演出服。", ORCH_REHEARSAL, True),
    w.faith("zh-t9-008", "fmt.date", "新年音乐会是哪天？",
            "新年音乐会安排在12/30晚上，地点是市音乐厅。", ORCH_CONCERT, True),
    w.faith("zh-t9-009", "para.synonym", "音乐会的曲目是谁定的？首席是谁？",
            "曲目由指挥王立群来定，首席小提琴是陈思远。", ORCH_CONCERT, True),
    w.faith("zh-t9-010", "wrap.attribution", "团员家属看音乐会要买票吗？",
            "根据乐团的安排，每位团员都能免费拿到两张家属票。", ORCH_CONCERT, True),
    w.faith("zh-t9-011", "fmt.currency", "易行共享汽车怎么收费？",
            "按分钟算，一分钟五毛钱，每开一公里再加一块钱里程费。", CAR_RATES, True),
    w.faith("zh-t9-012", "fmt.share", "晚上租车有优惠吗？",
            "有，晚上11点到第二天早上7点之间租车，能便宜20%。", CAR_RATES, True),
    w.faith("zh-t9-013", "fmt.period", "一次最多能租多久？",
            "一次最多能租三天。", CAR_RATES, True),
    w.faith("zh-t9-014", "wrap.hedge", "订了车还能取消吗？",
            "应该可以，取车后一刻钟以内取消订单是不收费的。", CAR_RULES, True),
    w.faith("zh-t9-015", "fmt.share", "还车的时候油要加满吗？",
            "不用加满，但油量至少要有25%，不然会被收50元加油服务费。", CAR_RULES, True),
    w.faith("zh-t9-016", "para.except", "我刚拿到驾照，可以租SUV吗？",
            "不可以，驾龄不满一年的用户租不了SUV。", CAR_RULES, True),
    w.faith("zh-t9-017", "wrap.opener", "光影影城的年卡怎么样？",
            "您好！年卡售价399元，一年之内每个月都能免费看4场2D电影。", CINEMA_CARD, True),
    w.faith("zh-t9-018", "para.synonym", "年卡能借给朋友用吗？",
            "不行，年卡只能持卡人自己用，不能借给别人。", CINEMA_CARD, True),
    w.faith("zh-t9-019", "wrap.closer", "会员过生日有什么福利？",
            "会员在生日那个月可以免费领一份爆米花套餐。祝您观影愉快！", CINEMA_POINTS, True),
    w.faith("zh-t9-020", "fmt.date", "积分会过期吗？",
            "会的，积分每年年底都会清零。", CINEMA_POINTS, True),
    w.faith("zh-t9-021", "fmt.range", "多大年纪可以献血？",
            "献血者的年龄要在18–55周岁之间。", BLOOD_ELIG, True),
    w.faith("zh-t9-022", "fmt.unit", "男的体重多少才能献血？",
            "男性体重至少要有100斤。", BLOOD_ELIG, True),
    w.faith("zh-t9-023", "fmt.period", "两次献全血要隔多久？",
            "两次全血献血之间至少要隔半年。", BLOOD_ELIG, True),
    w.faith("zh-t9-024", "para.relative", "泥巴工坊是谁开的？谁负责烧窑？",
            "赵晓雯是创办这家工坊的陶艺师，烧窑则交给她的助手林峰。", POTTERY_STAFF, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t9-025", "value.except", "春节期间医院开门吗？",
            "开的，安康宠物医院全年无休，春节也照常营业。", VET_HOURS, False),
    w.faith("zh-t9-026", "value.number", "医院能停车吗？",
            "可以免费停车，医院一共有20个车位。", VET_HOURS, False),
    w.faith("zh-t9-027", "value.unit", "幼犬的疫苗多久打一次？",
            "第一针之后每隔3个月打一针，一共三针。", VET_VACCINE, False),
    w.faith("zh-t9-028", "negation", "打疫苗当天可以给幼犬洗澡吗？",
            "可以洗，打完针在医院观察30分钟，回家就能给它洗澡了。", VET_VACCINE, False),
    w.faith("zh-t9-029", "value.date", "乐团哪天排练？",
            "乐团每周日上午9点到12点在少年宫排练。", ORCH_REHEARSAL, False),
    w.faith("zh-t9-030", "role.swap", "新年音乐会谁指挥？",
            "首席小提琴王立群负责安排曲目，指挥由陈思远担任。", ORCH_CONCERT, False),
    w.faith("zh-t9-031", "value.time", "新年音乐会几点开始？",
            "音乐会12月30日晚上8点半在市音乐厅开演。", ORCH_CONCERT, False),
    w.faith("zh-t9-032", "antonym", "夜里租车价格一样吗？",
            "不一样，晚上11点到早上7点租车要加价两成。", CAR_RATES, False),
    w.faith("zh-t9-033", "direction", "单次租车有时间限制吗？",
            "有，单次租车至少要租满72小时。", CAR_RATES, False),
    w.faith("zh-t9-034", "added.fact", "还车时油不够会怎样？",
            "油量低于四分之一要收50元加油服务费，另外还会扣除信用分。", CAR_RULES, False),
    w.faith("zh-t9-035", "quantifier", "什么人能租SUV？",
            "所有易行用户都可以租SUV车型，没有额外要求。", CAR_RULES, False),
    w.faith("zh-t9-036", "modality", "年卡可以给家人用吗？",
            "年卡最好本人使用，不过借给家人朋友也是可以的。", CINEMA_CARD, False),
    w.faith("zh-t9-037", "added.entity", "会员生日有什么礼物？",
            "生日当月可以免费领取一份爆米花套餐和一张电影票。", CINEMA_POINTS, False),
    w.faith("zh-t9-038", "value.number", "积分怎么兑换电影票？",
            "每消费1元积1分，攒够300分就能换一张电影票。", CINEMA_POINTS, False),
    w.faith("zh-t9-039", "direction", "女性献血对体重有要求吗？",
            "有，女性体重不能高于45公斤。", BLOOD_ELIG, False),
    w.faith("zh-t9-040", "negation", "献血前一天能喝酒吗？",
            "可以，献血前一天少喝一点酒没有关系。", BLOOD_ELIG, False),
    w.faith("zh-t9-041", "value.unit", "献完血多久能去健身？",
            "献血后24天之内都不要做剧烈运动。", BLOOD_PROCESS, False),
    w.faith("zh-t9-042", "role.swap", "泥巴工坊的创办人是谁？",
            "工坊是林峰创办的，他的助手赵晓雯负责烧窑。", POTTERY_STAFF, False),
    w.faith("zh-t9-043", "antonym", "一个班有多少学员？",
            "每个班至少要有10名学员才开课。", POTTERY_STAFF, False),
    w.faith("zh-t9-044", "modality", "小孩子可以自己来上课吗？",
            "12岁以下的孩子建议有家长陪同，不过一个人来也可以。", POTTERY_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t9-045", "correct.wordy", "光影影城年卡多少钱？",
              "光影影城的年卡售价是399元，买了之后一年内有效。", "399元", True),
    w.correct("zh-t9-046", "correct.format", "乐团新年音乐会几点开始？",
              "19:30开始。", "晚上7点半", True),
    w.correct("zh-t9-047", "correct.format", "易行共享汽车单次最多能租多长时间？",
              "最多三天。", "72小时", True),
    w.correct("zh-t9-048", "correct.wordy", "献血前一天需要注意什么？",
              "献血的前一天请不要喝酒，这一点一定要注意。", "不要饮酒", True),
    w.correct("zh-t9-049", "wrong.value", "泥巴工坊的拉坯体验课每节多长时间？",
              "每节课两个小时。", "90分钟", False),
    w.correct("zh-t9-050", "wrong.role", "泥巴工坊是谁创办的？",
              "工坊是由负责烧窑的助手林峰创办的。", "陶艺师赵晓雯", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
