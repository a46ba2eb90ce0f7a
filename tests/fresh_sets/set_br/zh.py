"""Chinese cases of fresh set br: a tailor (锦衣裁缝铺), an escape room (谜城密室逃脱), a
residents' parking permit office (双井街道居民停车证办理点), a music festival (滨江草地音乐节),
a dog grooming salon (毛球宠物美容), a car wash (洁速洗车), an observatory (云岭天文台), a
mobile phone plan (畅联移动畅享59), a community garden (向阳社区菜园) and a hot-air
balloon ride (阳朔热气球飞行)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TAILOR = (
    "锦衣裁缝铺位于杭州河坊街23号，由主裁缝陈国华经营，他的侄女林晓雯负责量体和修改。"
    "裤脚改短收费25元，换拉链收费40元。"
    "定制西装2800元起，制作周期为三周，价格中包含两次试穿。"
    "普通修改在3个工作日内完成，但婚礼礼服至少需要7个工作日。"
    "店铺营业时间为周二至周日上午9点到下午6点。"
)

ESCAPE = (
    "谜城密室逃脱位于成都春熙路，共有三个主题：古墓迷踪、午夜列车和失落实验室。"
    "每场可容纳2至6名玩家，游戏时长为75分钟。"
    "工作日每人98元，周末及节假日每人128元。"
    "玩家须在预约时间前至少15分钟到店，由主持人赵敏讲解安全须知。"
    "失落实验室中有部分谜题需要用到紫外线手电，手电由店里提供。"
    "12岁以下儿童必须由成人陪同才能参加。"
)

PARKING = (
    "双井街道居民停车证办理点设在街道办事处一楼3号窗口，周一至周五上午8:30至下午5:00办理业务，但周三只办理到中午12点。"
    "居民停车证年费为600元，每户最多办理一张。"
    "申请时必须携带房产证或租房合同，以及机动车行驶证。"
    "2025年度停车证的有效期为2025年1月1日至2025年12月31日。"
    "居民也可以通过“朝阳停车”微信小程序在线申请。"
)

FESTIVAL = (
    "滨江草地音乐节于2025年5月1日至3日在杭州滨江星光草坪举行。"
    "每天中午12点开始入场，演出在晚上10点结束，最后一天提前到晚上9点结束。"
    "5月2日的压轴乐队是来自首尔的五人乐队“月浪”。"
    "音乐节的总策划是周宁。"
    "单日票380元，三日通票880元，身高1.2米以下的儿童由购票成人陪同可免费入场。"
    "现场禁止携带玻璃瓶，但可以带容量不超过500毫升的空水瓶。"
)

GROOMING = (
    "毛球宠物美容店由美容师刘佳和她的丈夫马骏共同经营。"
    "全套美容小型犬128元，大型犬228元，体重超过15公斤的狗按大型犬计算。"
    "单独剪指甲20元，不需要预约。"
    "全套美容包括洗澡、吹干和清洁耳朵，打结毛发的处理另外按每15分钟30元收费。"
    "接种疫苗未满48小时的狗不能做美容。"
)

CARWASH = (
    "洁速洗车位于深圳南山区，每天早上7点到晚上9点营业。"
    "普通外洗30元，精洗套餐在外洗基础上增加车内吸尘和轮胎上光，售价68元。"
    "SUV和面包车每个套餐加收10元。"
    "购买10次卡只需支付8次的费用。"
    "店长黄志强表示，车高超过2.1米的车辆不能进入自动洗车机，改为人工清洗。"
)

OBSERVATORY = (
    "云岭天文台位于丽江古城以北20公里处，海拔3200米。"
    "台内的主望远镜是一台口径1米的反射望远镜，于2008年安装。"
    "每年10月至次年4月，每周六晚上7点半举办公众观星夜，成人票80元，儿童票40元。"
    "如遇阴天，观星活动改为天象厅节目，活动照常进行。"
    "开场讲座由台长杨立博士主讲。"
)

PHONE = (
    "畅联移动的“畅享59”套餐月费59元，无合约，按月续订。"
    "套餐包含国内通话不限分钟和30GB流量，流量用完后限速至1Mbps，不另外收费。"
    "每月另送1500分钟的亲情号码通话。"
    "2025年6月30日前办理的用户，前三个月享受半价。"
    "国际长途不在套餐内，按每分钟1.5元收费。"
)

GARDEN = (
    "向阳社区菜园共有36块地，每块2米宽、6米长，年租金200元。"
    "租户每季必须参加四次集体劳动日中的至少两次。"
    "菜园大门每天早上6点到晚上8点开放，但周一上午要做维护，中午12点才开门。"
    "公用工具房的工具最多可以借14天。"
    "菜园协调员孙丽负责管理候补名单，目前名单上有19人。"
)

BALLOON = (
    "阳朔热气球飞行从遇龙河畔的草地起飞，每年3月至11月运营。"
    "热气球在日出时起飞，乘客须提前40分钟到达起飞场。"
    "飞行本身约1小时，包括充气、降落和庆祝香槟在内，整个体验共需3到4小时。"
    "每人票价1680元，乘客体重不得超过100公斤，身高至少1.2米。"
    "飞行员吴海涛机长在风速超过每秒4米时会取消飞行。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-br-001", "para.reorder", "改裤脚和换拉链各要多少钱？", "换拉链40元，改短裤脚25元。", TAILOR, True),
    w.faith("zh-br-002", "para.passive", "谁负责量体？", "量体和修改工作由主裁缝陈国华的侄女林晓雯负责。", TAILOR, True),
    w.faith("zh-br-003", "para.synonym", "预约之前要做什么？", "玩家得比预约时间早到最少15分钟，由主持人赵敏介绍安全注意事项。", ESCAPE, True),
    w.faith("zh-br-004", "para.nominal", "申请停车证要带什么？", "申请所需的材料是房产证或租房合同，外加机动车行驶证。", PARKING, True),
    w.faith("zh-br-005", "para.capital", "5月2日的压轴乐队来自哪里？", "5月2日的压轴乐队“月浪”是一支来自韩国的五人乐队。", FESTIVAL, True),
    w.faith("zh-br-006", "para.pronoun", "毛球宠物美容店是谁开的？", "这家店由刘佳和丈夫马骏一起经营，她是店里的美容师。", GROOMING, True),
    w.faith("zh-br-007", "para.relative", "太高的车怎么洗？", "管理这家店的黄志强表示，车高超过2.1米的车辆进不了自动洗车机，要改为人工清洗。", CARWASH, True),
    w.faith("zh-br-008", "para.part", "12月有公众观星夜吗？", "有。12月在每年10月至次年4月的活动期内，所以每周六晚上7点半都有公众观星夜。", OBSERVATORY, True),
    w.faith("zh-br-009", "para.combine", "“畅享59”套餐包含什么？", "“畅享59”月费59元、无合约，包含国内通话不限分钟和30GB流量。", PHONE, True),
    w.faith("zh-br-010", "fmt.number", "谜城密室逃脱有几个主题？", "共有3个主题：古墓迷踪、午夜列车和失落实验室。", ESCAPE, True),
    w.faith("zh-br-011", "fmt.thousands", "每月送多少亲情号码通话？", "每月另送1,500分钟的亲情号码通话。", PHONE, True),
    w.faith("zh-br-012", "fmt.scale", "多重的狗算大型犬？", "体重超过15000克的狗按大型犬计算。", GROOMING, True),
    w.faith("zh-br-013", "fmt.date", "2025年度停车证什么时候有效？", "2025年度停车证的有效期是2025-01-01至2025-12-31。", PARKING, True),
    w.faith("zh-br-014", "fmt.time", "音乐节平时演出几点结束？", "除最后一天外，演出在22:00结束。", FESTIVAL, True),
    w.faith("zh-br-015", "fmt.unit", "天文台在什么位置？", "天文台海拔3200 m，位于丽江古城以北20千米处。", OBSERVATORY, True),
    w.faith("zh-br-016", "fmt.abbrev", "自动洗车机有高度限制吗？", "有，车高超过2.1 m的车辆不能进自动洗车机，只能人工清洗。", CARWASH, True),
    w.faith("zh-br-017", "fmt.currency", "换一条拉链多少钱？", "换拉链收费¥40。", TAILOR, True),
    w.faith("zh-br-018", "fmt.range", "整个热气球体验要多长时间？", "包括充气、降落和庆祝香槟在内，整个体验最少3小时，最多4小时。", BALLOON, True),
    w.faith("zh-br-019", "fmt.period", "工具房的工具能借多久？", "公用工具房的工具最多可以借两周。", GARDEN, True),
    w.faith("zh-br-020", "fmt.share", "现在办理有优惠吗？", "2025年6月30日前办理的话，前三个月只需支付原价的50%。", PHONE, True),
    w.faith("zh-br-021", "para.except", "周三下午能去办停车证吗？", "不能。周三只办理到中午12点，其他工作日则办理到下午5点。", PARKING, True),
    w.faith("zh-br-022", "wrap.opener", "面包车洗车要加钱吗？", "问得好！要的，SUV和面包车每个套餐都加收10元。", CARWASH, True),
    w.faith("zh-br-023", "wrap.closer", "观星夜遇到阴天怎么办？", "阴天时活动照常进行，只是改为天象厅节目。祝您观星愉快！", OBSERVATORY, True),
    w.faith("zh-br-024", "wrap.attribution", "流量用完了会怎样？", "根据套餐说明，30GB流量用完后会限速到1Mbps，不另外收费。", PHONE, True),
    w.faith("zh-br-025", "wrap.hedge", "一块地有多大，租金多少？", "我觉得每块地是2米宽、6米长，年租金200元。", GARDEN, True),
    w.faith("zh-br-026", "wrap.question", "坐热气球要多少钱？", "每人票价1680元。需要我再告诉您体重和身高的要求吗？", BALLOON, True),
    w.faith("zh-br-027", "value.number", "乘坐热气球有什么限制？", "乘客体重不得超过100公斤，身高至少1.4米。", BALLOON, False),
    w.faith("zh-br-028", "value.date", "2025年度停车证用到什么时候？", "2025年度停车证有效期到2026年1月31日。", PARKING, False),
    w.faith("zh-br-029", "value.time", "音乐节几点开始入场？", "每天上午11点开始入场。", FESTIVAL, False),
    w.faith("zh-br-030", "value.unit", "大型犬的全套美容多少钱？", "大型犬全套美容228元，体重超过15磅的狗就按大型犬计算。", GROOMING, False),
    w.faith("zh-br-031", "value.currency", "普通外洗多少钱？", "普通外洗30美元。", CARWASH, False),
    w.faith("zh-br-032", "role.swap", "锦衣裁缝铺由谁经营？", "裁缝铺由主裁缝林晓雯经营，陈国华负责量体和修改。", TAILOR, False),
    w.faith("zh-br-033", "negation", "只剪指甲需要预约吗？", "需要，单独剪指甲20元，必须提前预约。", GROOMING, False),
    w.faith("zh-br-034", "antonym", "新用户有什么优惠？", "2025年6月30日前办理的用户，后三个月享受半价。", PHONE, False),
    w.faith("zh-br-035", "modality", "怎么申请居民停车证？", "居民停车证必须通过“朝阳停车”微信小程序在线申请。", PARKING, False),
    w.faith("zh-br-036", "quantifier", "失落实验室需要紫外线手电吗？", "失落实验室里所有谜题都需要用紫外线手电，手电由店里提供。", ESCAPE, False),
    w.faith("zh-br-037", "value.except", "菜园什么时候开门？", "除周一以外，菜园每天上午都要维护，中午12点才开门；只有周一早上6点就开门。", GARDEN, False),
    w.faith("zh-br-038", "direction", "云岭天文台在哪儿？", "天文台位于丽江古城以南20公里处，海拔3200米。", OBSERVATORY, False),
    w.faith("zh-br-039", "added.fact", "热气球体验包括哪些环节？", "整个体验3到4小时，包括充气、降落和庆祝香槟，每位乘客还会得到一张机长签名的飞行证书。", BALLOON, False),
    w.faith("zh-br-040", "added.entity", "谁是音乐节的总策划？", "音乐节由周宁担任总策划，并与杭州市文化广电旅游局联合主办。", FESTIVAL, False),
    w.faith("zh-br-041", "mixed", "菜园一共有几块地？", "菜园共有36块地，每位租户还能免费领取一袋有机肥。", GARDEN, False),
]

REFUSAL = [
    w.refusal("zh-br-042", "refusal.plain", "锦衣裁缝铺能修皮夹克吗？", "抱歉，我不知道这个问题的答案。", TAILOR, True),
    w.refusal("zh-br-043", "refusal.context", "谜城密室逃脱附近有停车场吗？", "提供的资料里没有提到附近的停车信息，所以我无法回答。", ESCAPE, True),
    w.refusal("zh-br-044", "refusal.short", "毛球宠物美容给猫做美容吗？", "不清楚。", GROOMING, True),
    w.refusal("zh-br-045", "refusal.long", "云岭天文台可以预约私人观测吗？", "感谢您的提问。很遗憾，我手头关于云岭天文台的资料只介绍了公众观星夜的时间、票价以及阴天时的安排，并没有提到私人观测预约的事情。建议您直接联系天文台咨询，抱歉这次没能帮上更多忙。", OBSERVATORY, True),
    w.refusal("zh-br-046", "refusal.hedged", "精洗套餐多少钱？", "我不太确定，不过应该是68元。", CARWASH, False),
    w.refusal("zh-br-047", "refusal.partial", "三日通票多少钱？现场可以露营吗？", "三日通票880元。至于能不能露营，资料里没有找到相关信息。", FESTIVAL, False),
]

CORRECTNESS = [
    w.correct("zh-br-048", "correct.wordy", "阳朔热气球飞行每人多少钱？", "谢谢您的咨询！如果您想体验阳朔的热气球飞行，那么每位乘客需要支付的票价是1680元。", "每人票价1680元。", True),
    w.correct("zh-br-049", "correct.short", "社区菜园的工具最多能借几天？", "14天。", "公用工具房的工具最多可以借14天。", True),
    w.correct("zh-br-050", "correct.format", "公众观星夜几点开始？", "19:30开始。", "公众观星夜在晚上7点半开始。", True),
    w.correct("zh-br-051", "wrong.value", "居民停车证一年多少钱？", "居民停车证年费是800元。", "居民停车证年费为600元。", False),
    w.correct("zh-br-052", "wrong.echo", "精洗套餐比普通外洗多了什么？", "精洗套餐比普通外洗多了精洗服务。", "精洗套餐在外洗基础上增加了车内吸尘和轮胎上光。", False),
    w.correct("zh-br-053", "wrong.role", "锦衣裁缝铺的主裁缝是谁？谁负责量体？", "主裁缝是林晓雯，陈国华负责量体和修改。", "主裁缝是陈国华，他的侄女林晓雯负责量体和修改。", False),
]

RELEVANCY = [
    w.relevant("zh-br-054", "relevant.direct", "“畅享59”套餐每月多少钱？", "“畅享59”套餐月费59元。", PHONE, True),
    w.relevant("zh-br-055", "relevant.yesno", "流量用完以后会额外收费吗？", "不会，30GB用完后只是限速到1Mbps，不另外收费。", PHONE, True),
    w.relevant("zh-br-056", "offtopic.true", "菜园一块地的年租金是多少？", "菜园协调员孙丽负责管理候补名单。", GARDEN, False),
    w.relevant("zh-br-057", "offtopic.other", "乘客要提前多久到起飞场？", "热气球能升空，是因为球囊里被加热的空气比外面的冷空气轻。", BALLOON, False),
]

DIAGNOSIS = [
    w.diag("zh-br-058", "diag.pass", "滨江草地音乐节什么时候举办？", "音乐节于2025年5月1日至3日在杭州滨江星光草坪举行。", {"festival-info": FESTIVAL, "garden-rules": GARDEN}, ("festival-info",), "pass"),
    w.diag("zh-br-059", "diag.offtopic", "毛球宠物美容单独剪指甲多少钱？", "洁速洗车每天早上7点到晚上9点营业。", {"grooming-prices": GROOMING, "carwash-info": CARWASH}, ("grooming-prices",), "fix_generation"),
    w.diag("zh-br-060", "diag.unfaithful", "谜城密室逃脱周末每人多少钱？", "周末每人108元。", {"escape-rooms": ESCAPE, "tailor-shop": TAILOR}, ("escape-rooms",), "fix_generation"),
    w.diag("zh-br-061", "diag.refused", "“畅享59”套餐打国际长途怎么收费？", "抱歉，资料中没有说明国际长途怎么收费。", {"phone-plan": PHONE, "observatory": OBSERVATORY}, ("phone-plan",), "fix_generation"),
    w.diag("zh-br-062", "diag.missed", "风速多大时热气球会取消飞行？", "我找到的资料里没有提到热气球取消飞行的风速标准。", {"tailor-shop": TAILOR, "carwash-info": CARWASH}, ("balloon-flights",), "fix_retrieval"),
    w.diag("zh-br-063", "diag.correct_refusal", "摩托车能办居民停车证吗？", "资料中没有说明摩托车能否办理居民停车证，所以我无法回答。", {"parking-office": PARKING, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("zh-br-064", "diag.should_refuse", "云岭天文台有咖啡馆吗？", "有，天文台一楼有一家咖啡馆，观星夜期间营业。", {"observatory": OBSERVATORY, "festival-info": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
