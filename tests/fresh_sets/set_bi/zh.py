"""Chinese cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ZOO = "长沙南湖动物园每天上午9点开园，下午5点半停止入园，除夕当天闭园。成人票60元，身高1.2米以下的儿童免票，60岁以上老人半价。园内饲养着180多种、共2400余只动物。每天下午3点在海洋馆有海狮表演。除导盲犬外，游客不得携带宠物入园。"
TAX = "海淀区税务局第一税务所办税服务厅工作日上午9点至下午5点对外办公，中午不休息。2024年度个人所得税综合所得汇算清缴须在2025年6月30日前完成。逾期未缴纳的税款，按日加收万分之五的滞纳金。纳税人可以通过个人所得税App在线办理；现场办理建议提前预约，但不是必须的。"
BAKERY = "麦香园是一家连锁面包店，1996年由陈美玲在广州创办，2012年她的侄子林志强接手经营。目前麦香园在华南地区共有65家门店，员工约900人。招牌产品是重500克的全麦吐司，售价18元。每家门店打烊时都会把当天没卖完的面包捐给附近的社区食物银行。"
CAMP = "千岛湖星空营地位于中心码头以北3公里，共有60个营位。帐篷营位每晚120元，带电源的房车营位每晚280元。同一营位最多可连续入住7晚。晚上10点到早上7点为静音时段，明火只允许在指定的烧烤区使用。营地每年4月1日至10月31日开放。"
HOSPITAL = "南江大学附属第一医院普通病房的探视时间为每天下午3点至晚上8点。每位患者床旁同一时间最多允许两名探视者。12岁以下儿童谢绝探视。探视重症监护室（ICU）须提前一天向护士站预约，每次限一人，时间不超过20分钟。除ICU外，各病区均可携带鲜花。"
WARRANTY = "数码港电器城售出的手机和笔记本电脑享受一年保修，耳机、充电器等配件保修三个月。保修仅针对产品本身的质量问题，进水和屏幕碎裂不在保修范围内。笔记本电脑可加付399元将保修延长至三年。保修维修一般在15个工作日内完成。所有保修申请都须出示购物发票或订单号。"
POOL = "江滨游泳馆设有50米标准池和水温保持在30℃的儿童池。周一至周五早上6点半开门，周末早上8点开门，每天晚上9点半闭馆。单次票价30元，20次卡500元。进入标准池必须佩戴泳帽。"
MOVING = "顺安搬家公司自2010年起在上海提供居民搬家服务。一辆4.2米厢式货车配两名搬运工，起步价450元，含4小时，超时每小时另收100元。搬家须至少提前3天预约。公司不承运钢琴、活体动物和易燃易爆物品。搬家前两天会免费送来纸箱。"
MARATHON = "2024厦门环湖马拉松将于11月17日（星期日）早上7点30分在白鹭洲公园鸣枪起跑。报名于9月20日截止，全程名额3万人，报满即止。全程报名费200元，参赛者须年满20周岁。全程关门时间为6小时。10月1日前申请退赛，可退还报名费的一半。"
ARCHIVE = "杭州是浙江省的省会，杭州市档案馆保存着1927年以来的城市档案，包括会议记录、建筑图纸和约5万张历史照片。阅览室周二至周六上午9点至下午5点开放。首次查档须凭身份证登记。不使用闪光灯可以拍照，但1949年以前的档案只能戴工作人员提供的手套翻阅。复印每页收费5角。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bi-001", "para.reorder", "南湖动物园门票多少钱？", "60岁以上老人半价，成人票60元，1.2米以下的儿童免票。", ZOO, True),
    w.faith("zh-bi-002", "para.passive", "麦香园是谁创办的？", "陈美玲1996年在广州创办了麦香园。", BAKERY, True),
    w.faith("zh-bi-003", "para.synonym", "麦香园有多少员工？", "麦香园雇用了大约900人。", BAKERY, True),
    w.faith("zh-bi-004", "para.nominal", "2024年度个税汇算清缴什么时候截止？", "2024年度汇算清缴的完成期限是2025年6月30日。", TAX, True),
    w.faith("zh-bi-005", "para.capital", "杭州市档案馆在哪里？", "在浙江省的省会杭州。", ARCHIVE, True),
    w.faith("zh-bi-006", "para.pronoun", "小孩能去南江大学附属第一医院探视病人吗？", "12岁以下的不行，医院谢绝他们探视。", HOSPITAL, True),
    w.faith("zh-bi-007", "para.relative", "麦香园的招牌产品是什么？", "是一款售价18元、重500克的全麦吐司。", BAKERY, True),
    w.faith("zh-bi-008", "para.part", "星空营地有多少个营位？", "共有60个营位。", CAMP, True),
    w.faith("zh-bi-009", "para.combine", "在江滨游泳馆的标准池游泳要注意什么？", "标准池长50米，进去必须戴泳帽。", POOL, True),
    w.faith("zh-bi-010", "fmt.number", "马拉松全程的关门时间是多少？", "全程关门时间为六小时。", MARATHON, True),
    w.faith("zh-bi-011", "fmt.thousands", "南湖动物园里有多少只动物？", "园内共有2,400余只动物，分属180多个物种。", ZOO, True),
    w.faith("zh-bi-012", "fmt.scale", "麦香园的全麦吐司有多重？", "一个重0.5公斤。", BAKERY, True),
    w.faith("zh-bi-013", "fmt.date", "环湖马拉松哪天举行？", "比赛日期是2024-11-17，星期日。", MARATHON, True),
    w.faith("zh-bi-014", "fmt.time", "江滨游泳馆几点关门？", "每天21:30闭馆。", POOL, True),
    w.faith("zh-bi-015", "fmt.unit", "儿童池的水温是多少？", "水温保持在30摄氏度。", POOL, True),
    w.faith("zh-bi-016", "fmt.abbrev", "南江大一院普通病房什么时候可以探视？", "南江大一院普通病房每天下午3点到晚上8点可以探视。", HOSPITAL, True),
    w.faith("zh-bi-017", "fmt.currency", "杭州市档案馆复印怎么收费？", "每页0.5元。", ARCHIVE, True),
    w.faith("zh-bi-018", "fmt.range", "星空营地同一个营位可以连住几晚？", "连续入住不能超过7晚。", CAMP, True),
    w.faith("zh-bi-019", "fmt.period", "在数码港买的手机保修多久？", "手机享受12个月的保修。", WARRANTY, True),
    w.faith("zh-bi-020", "fmt.share", "9月份退赛能退多少钱？", "10月1日前申请退赛，可以退回50%的报名费。", MARATHON, True),
    w.faith("zh-bi-021", "para.except", "去ICU探视可以带鲜花吗？", "不可以，ICU不能带鲜花。", HOSPITAL, True),
    w.faith("zh-bi-022", "wrap.opener", "手机屏幕碎了，数码港给保修吗？", "好问题！很遗憾，屏幕碎裂不在保修范围内。", WARRANTY, True),
    w.faith("zh-bi-023", "wrap.closer", "找顺安搬家要提前多久预约？", "至少要提前3天预约。希望对您有帮助！", MOVING, True),
    w.faith("zh-bi-024", "wrap.attribution", "去办税服务厅办事需要预约吗？", "根据税务局的说明，现场办理建议提前预约，但不是必须的。", TAX, True),
    w.faith("zh-bi-025", "wrap.hedge", "档案馆阅览室什么时候开放？", "据我所知，阅览室周二至周六上午9点到下午5点开放。", ARCHIVE, True),
    w.faith("zh-bi-026", "wrap.question", "星空营地哪几个月开放？", "每年4月1日至10月31日开放。需要我再告诉您营位价格吗？", CAMP, True),
    w.faith("zh-bi-027", "value.number", "南湖动物园有多少种动物？", "园内有280多种动物。", ZOO, False),
    w.faith("zh-bi-028", "value.date", "环湖马拉松报名什么时候截止？", "报名9月30日截止，名额报满也会提前截止。", MARATHON, False),
    w.faith("zh-bi-029", "value.time", "海狮表演几点开始？", "每天下午4点在海洋馆。", ZOO, False),
    w.faith("zh-bi-030", "value.unit", "星空营地离中心码头多远？", "在中心码头以北3英里。", CAMP, False),
    w.faith("zh-bi-031", "value.currency", "笔记本电脑延保要多少钱？", "加付299元就能把保修延长到三年。", WARRANTY, False),
    w.faith("zh-bi-032", "role.swap", "2012年麦香园换了谁经营？", "2012年陈美玲从侄子林志强手中接手了麦香园。", BAKERY, False),
    w.faith("zh-bi-033", "negation", "顺安搬家能帮忙搬钢琴吗？", "可以，顺安承运钢琴，但不运活体动物和易燃易爆物品。", MOVING, False),
    w.faith("zh-bi-034", "antonym", "在杭州市档案馆可以拍照吗？", "不可以，即使不用闪光灯也禁止拍照。", ARCHIVE, False),
    w.faith("zh-bi-035", "modality", "去标准池一定要戴泳帽吗？", "不一定，戴泳帽只是建议。", POOL, False),
    w.faith("zh-bi-036", "quantifier", "申请保修一定要有发票吗？", "只有笔记本电脑需要出示发票或订单号，手机和配件不需要。", WARRANTY, False),
    w.faith("zh-bi-037", "value.except", "可以带导盲犬进南湖动物园吗？", "不可以，包括导盲犬在内，所有宠物都不能入园。", ZOO, False),
    w.faith("zh-bi-038", "direction", "跑环湖马拉松有年龄要求吗？", "有，参赛者不能超过20周岁。", MARATHON, False),
    w.faith("zh-bi-039", "added.fact", "江滨游泳馆单次票多少钱？", "单次票30元，学生凭学生证可享半价。", POOL, False),
    w.faith("zh-bi-040", "added.entity", "星空营地在什么位置？", "在中心码头以北3公里，紧挨着梅峰观景台。", CAMP, False),
    w.faith("zh-bi-041", "mixed", "顺安搬家怎么收费？", "起步价450元，含4小时，周末搬家另加收20%。", MOVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bi-042", "refusal.plain", "南湖动物园里有餐厅吗？", "抱歉，我没有这方面的信息。", ZOO, True),
    w.refusal("zh-bi-043", "refusal.context", "办税服务厅附近能停车吗？", "提供的资料里没有提到停车的信息。", TAX, True),
    w.refusal("zh-bi-044", "refusal.short", "顺安搬家提供仓储服务吗？", "不清楚。", MOVING, True),
    w.refusal("zh-bi-045", "refusal.hedged", "江滨游泳馆周六几点开门？", "我不太确定，不过周末好像是早上8点开门。", POOL, False),
    w.refusal("zh-bi-046", "refusal.partial", "档案馆复印和扫描怎么收费？", "资料里没说扫描的价格，不过复印是每页5角。", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bi-047", "correct.wordy", "麦香园的创始人是谁？", "麦香园是陈美玲1996年在广州创办的连锁面包店，后来交给她的侄子经营。", "陈美玲。", True),
    w.correct("zh-bi-048", "correct.short", "在数码港买的耳机保修多久？", "三个月。", "在数码港购买的耳机、充电器等配件享受三个月的保修。", True),
    w.correct("zh-bi-049", "correct.format", "环湖马拉松全程报名费是多少？", "¥200。", "200元", True),
    w.correct("zh-bi-050", "wrong.value", "星空营地的房车营位一晚多少钱？", "一晚180元。", "280元", False),
    w.correct("zh-bi-051", "wrong.echo", "顺安搬家运活体动物吗？", "运，顺安搬家可以承运活体动物。", "不运，顺安不承运活体动物。", False),
    w.correct("zh-bi-052", "wrong.role", "2012年是谁接手了麦香园？", "陈美玲。", "林志强", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bi-053", "relevant.direct", "第一次去档案馆查档要带什么？", "身份证，首次要凭它登记。", ARCHIVE, True),
    w.relevant("zh-bi-054", "relevant.direct", "想去ICU看望病人，怎么安排？", "须提前一天向护士站预约，每次一人，最多20分钟。", HOSPITAL, True),
    w.relevant("zh-bi-055", "relevant.yesno", "在星空营地能生火吗？", "可以，但只能在指定的烧烤区。", CAMP, True),
    w.relevant("zh-bi-056", "offtopic.true", "南湖动物园的儿童票怎么算？", "每天下午3点海洋馆有海狮表演。", ZOO, False),
    w.relevant("zh-bi-057", "offtopic.other", "办税服务厅几点下班？", "个税可以通过个人所得税App在线办理。", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bi-058", "diag.pass", "环湖马拉松几点起跑？", "早上7点30分在白鹭洲公园鸣枪起跑。", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("zh-bi-059", "diag.offtopic", "数码港的配件保修多久？", "保修维修一般在15个工作日内完成。", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("zh-bi-060", "diag.unfaithful", "顺安搬家要提前几天预约？", "提前1天预约就可以。", {"moving-01": MOVING, "camp-01": CAMP}, ("moving-01",), "fix_generation"),
    w.diag("zh-bi-061", "diag.refused", "南湖动物园成人票多少钱？", "抱歉，我没找到门票价格。", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("zh-bi-062", "diag.missed", "杭州市档案馆复印多少钱一页？", "抱歉，我不知道。", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("zh-bi-063", "diag.correct_refusal", "江滨游泳馆有停车场吗？", "抱歉，资料里没有提到停车场。", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("zh-bi-064", "diag.should_refuse", "南江大学附属第一医院停车怎么收费？", "探视者停车每小时5元。", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
