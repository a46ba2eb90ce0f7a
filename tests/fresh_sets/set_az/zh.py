"""Chinese cases of set AZ: a planetarium (星河天文馆), a Sunday flea market (南门跳蚤市场)
and a pottery studio (泥巴陶艺工作室)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PLANET = (
    "星河天文馆的球幕影厅共有120个座位，每天放映四场，时间分别是10:00、13:30、15:00和19:00。"
    "成人票每张45元，学生凭学生证可半价购票。"
    "身高1.2米以下的儿童免费，但须由成人陪同。"
)
MARKET = (
    "南门跳蚤市场每周日上午8点到中午12点在老纺织厂的院子里举行。"
    "摊位费每个30元，摊主须提前三天在微信公众号上报名。"
    "除食品外，任何二手物品都可以摆摊出售。"
    "去年市场共接待顾客约12,000人次。"
)
POTTERY = (
    "泥巴陶艺工作室的体验课每节2小时，每班最多6人。"
    "课程费用为每人260元，包含泥料和一次烧制。"
    "作品烧制完成后需要等待两周才能取回。"
    "工作室每周一休息。"
)

POTTERY_FEE_DOC = "泥巴陶艺工作室体验课的费用为每人260元，包含泥料和一次烧制。"
POTTERY_PICKUP_DOC = "泥巴陶艺工作室的作品烧制完成后需要等待两周才能取回。"
PLANET_SEATS_DOC = "星河天文馆的球幕影厅共有120个座位，每天放映四场。"
PLANET_KIDS_DOC = "星河天文馆规定，身高1.2米以下的儿童免费，但须由成人陪同。"
MARKET_TIME_DOC = "南门跳蚤市场每周日上午8点到中午12点在老纺织厂的院子里举行。"
MARKET_STALL_DOC = "南门跳蚤市场的摊位费每个30元，摊主须提前三天在微信公众号上报名。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-az-001", "para.reorder", "南门跳蚤市场在什么时候、什么地方举行？", "在老纺织厂的院子里，每周日上午8点到中午12点。", MARKET, True),
    w.faith("zh-az-002", "para.synonym", "陶艺体验课多少钱？", "体验课每人收费260元，泥料和一次烧制都包括在内。", POTTERY, True),
    w.faith("zh-az-003", "fmt.time", "天文馆每天几点放映？", "每天四场，分别是上午10点、下午1点半、下午3点和晚上7点。", PLANET, True),
    w.faith("zh-az-004", "fmt.scale", "去年有多少顾客来过跳蚤市场？", "去年市场接待顾客约1.2万人次。", MARKET, True),
    w.faith("zh-az-005", "fmt.share", "学生买天文馆门票有优惠吗？", "有，学生凭学生证购票可享五折。", PLANET, True),
    w.faith("zh-az-006", "fmt.period", "陶艺作品烧好后多久能取？", "烧制完成后要等14天才能取回。", POTTERY, True),
    w.faith("zh-az-007", "para.except", "跳蚤市场上有什么东西不能卖？", "只有食品不能卖，其他二手物品都可以摆摊出售。", MARKET, True),
    w.faith("zh-az-008", "wrap.attribution", "体验课一个班最多几个人？", "根据工作室的介绍，每班最多6人。", POTTERY, True),
    w.faith("zh-az-009", "wrap.closer", "球幕影厅有多少个座位？", "球幕影厅一共有120个座位。希望对你有帮助！", PLANET, True),
    w.faith("zh-az-010", "fmt.unit", "哪些儿童可以免费看球幕电影？", "身高120厘米以下的儿童免费，但必须有成人陪同。", PLANET, True),
    w.faith("zh-az-011", "para.pronoun", "泥巴陶艺工作室哪天休息？", "它每周一休息。", POTTERY, True),
    w.faith("zh-az-012", "value.number", "体验课每班最多几个人？", "每班最多8人。", POTTERY, False),
    w.faith("zh-az-013", "value.time", "天文馆最后一场几点开始？", "最后一场在晚上8点开始。", PLANET, False),
    w.faith("zh-az-014", "value.currency", "跳蚤市场的摊位费是多少？", "每个摊位30美元。", MARKET, False),
    w.faith("zh-az-015", "role.swap", "天文馆谁可以免费入场？", "成人免费，但须由身高1.2米以下的儿童陪同。", PLANET, False),
    w.faith("zh-az-016", "negation", "陶艺工作室周一开门吗？", "开，工作室周一照常营业。", POTTERY, False),
    w.faith("zh-az-017", "modality", "身高1.2米以下的儿童需要大人陪同吗？", "不一定，有没有成人陪同都可以。", PLANET, False),
    w.faith("zh-az-018", "quantifier", "儿童看球幕电影要买票吗？", "不用，所有儿童都可以免费观看。", PLANET, False),
    w.faith("zh-az-019", "antonym", "体验课每班有多少人？", "每班最少6人。", POTTERY, False),
    w.faith("zh-az-020", "added.entity", "体验课一节多长时间？", "体验课由陶艺师李晓梅授课，每节2小时。", POTTERY, False),
    w.faith("zh-az-021", "value.except", "跳蚤市场上什么不能卖？", "除旧家电外，任何二手物品都可以摆摊出售。", MARKET, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-az-022", "refusal.context", "星河天文馆附近有停车场吗？", "提供的资料里没有提到停车场的信息，所以我没法回答。", PLANET, True),
    w.refusal("zh-az-023", "refusal.long", "泥巴陶艺工作室可以办会员卡吗？", "很抱歉，我看了关于泥巴陶艺工作室的全部资料，里面只介绍了体验课的时长、人数、费用和取件时间，并没有提到会员卡，因此无法回答这个问题。", POTTERY, True),
    w.refusal("zh-az-024", "refusal.partial", "跳蚤市场的摊位费是多少？摊位有没有电源？", "资料没有说摊位有没有电源，不过摊位费是每个30元。", MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-az-025", "correct.wordy", "泥巴陶艺工作室的体验课一节多长时间？", "每节体验课要上两个小时，一个班最多六个人。", "每节2小时。", True),
    w.correct("zh-az-026", "correct.wordy", "南门跳蚤市场在哪里举行？", "市场的地点是老纺织厂的那个院子，每周日上午大家都在那儿摆摊。", "在老纺织厂的院子里举行。", True),
    w.correct("zh-az-027", "correct.short", "星河天文馆的成人票多少钱？", "45元。", "成人票每张45元。", True),
    w.correct("zh-az-028", "wrong.value", "星河天文馆每天放映几场？", "每天放映三场。", "每天放映四场。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-az-029", "relevant.direct", "天文馆最晚一场是什么时候？", "晚上七点。", PLANET, True),
    w.relevant("zh-az-030", "relevant.direct", "在跳蚤市场摆摊要花多少钱？", "一个摊位30元。", MARKET, True),
    w.relevant("zh-az-031", "relevant.direct", "我想去跳蚤市场摆摊，要怎么报名？", "提前三天在微信公众号上登记就行。", MARKET, True),
    w.relevant("zh-az-032", "relevant.yesno", "陶艺工作室周一开门吗？", "不开，周一是休息日。", POTTERY, True),
    w.relevant("zh-az-033", "offtopic.true", "体验课的费用包括什么？", "作品烧制完成后需要等待两周才能取回。", POTTERY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-az-034", "diag.pass", "陶艺体验课每人多少钱？", "每人260元，泥料和一次烧制都包括在内。", {"pottery-fee": POTTERY_FEE_DOC, "pottery-pickup": POTTERY_PICKUP_DOC}, ("pottery-fee",), "pass"),
    w.diag("zh-az-035", "diag.missed", "星河天文馆的学生票怎么买？", "资料中没有关于学生票的信息。", {"planet-seats": PLANET_SEATS_DOC, "planet-kids": PLANET_KIDS_DOC}, ("planet-tickets",), "fix_retrieval"),
    w.diag("zh-az-036", "diag.correct_refusal", "南门跳蚤市场可以刷卡付款吗？", "现有资料没有提到能不能刷卡。", {"market-time": MARKET_TIME_DOC, "market-stall": MARKET_STALL_DOC}, (), "correct_refusal"),
    w.diag("zh-az-037", "diag.offtopic", "南门跳蚤市场几点开始？", "摊位费每个30元。", {"market-time": MARKET_TIME_DOC, "market-stall": MARKET_STALL_DOC}, ("market-time",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
