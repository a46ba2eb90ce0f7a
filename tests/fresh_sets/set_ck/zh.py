"""Fresh set ck, Chinese: a balloon ride in Yangshuo, a piano tuning studio, a riding club, a tax consultancy, a university dormitory, an aquarium, a botanical garden, a go-kart track, a recycling centre and a Penglai wine tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BALLOON = (
    "云端热气球位于桂林阳朔，起飞点在遇龙河畔的草坪上。"
    "每年4月至10月，航班每天早上6点30分起飞，在空中飞行约50分钟。"
    "成人票每人1680元，8至14岁儿童票每人1280元，8岁以下儿童不能乘坐。"
    "每个吊篮最多载12名乘客；风速超过每秒5米时，航班取消。"
    "热气球由飞行员周明轩驾驶，降落后由地勤人员林小雨开车把乘客送回草坪。"
)
PIANO = (
    "知音钢琴调律工作室由调律师陈雅琴于2010年创办，目前有五名调律师。"
    "立式钢琴调律每次600元，约需一个半小时；三角钢琴调律每次900元。"
    "上门服务可在周一至周五上午9点到下午6点预约，但周三除外。"
    "客户如要取消预约，须至少提前48小时通知，否则收取100元手续费。"
    "工作室建议每年给钢琴调律两次。"
)
STABLE = (
    "绿野马术俱乐部在北京顺义饲养了20匹马和6匹小马。"
    "初学者课程每节45分钟，收费380元。"
    "所有骑手都必须戴头盔，俱乐部免费出借头盔。"
    "儿童须年满6岁才能骑小马，年满12岁才能骑马。"
    "总教练王思远带出的俱乐部马术队在2022年全国青少年马术赛中夺冠。"
    "俱乐部除周一外每天开放，时间为早上8点到晚上7点。"
)
TAX = (
    "诚信税务咨询在上海和苏州各有一间办公室。"
    "首次咨询30分钟免费，之后每小时收费500元。"
    "个人所得税年度汇算代办须在2025年6月15日前预约，才能赶在6月30日截止日期前完成申报。"
    "客户必须携带身份证和银行流水；去年的纳税记录建议带上，但不是必须的。"
    "上海办公室由高级税务师刘静负责，苏州办公室由税务师赵磊负责。"
    "约四分之一的客户是自由职业者。"
)
DORM = (
    "浙江大学紫荆公寓是一栋六层的学生宿舍，共有300个房间。"
    "单人间每月住宿费1,200元，双人间每人每月800元。"
    "每晚11点到次日早上7点为安静时间。"
    "访客每月最多可留宿两晚，并且必须在一楼前台登记。"
    "地下室的洗衣房24小时开放。"
    "宿舍管理员孙丽住在一楼值班室旁边。"
)
AQUARIUM = (
    "海之梦水族馆于2016年8月18日开馆，馆内有280个物种、共3,500只海洋动物。"
    "最大的展缸容纳200万升海水。"
    "成人票每张150元，12岁以下儿童票每张90元，3岁以下儿童免费。"
    "水族馆除农历除夕当天外每天开放，开放时间为上午9点到下午6点。"
    "潜水员每周二和周六下午2点给鲨鱼喂食。"
    "所有展厅都禁止使用闪光灯拍照。"
)
GARDEN = (
    "南山植物园占地15公顷，由植物学家吴德清于1956年主持建成。"
    "热带温室全年保持在25摄氏度。"
    "成人门票为20元，每月第一个星期日所有人免费入园。"
    "除停车场外，园内任何地方都不允许带狗进入。"
    "讲解游览每天上午10点开始，时长两小时。"
    "园内5,000种植物中，有一半原产于南美洲。"
)
KART = (
    "极速卡丁车场的室外赛道长800米，有12个弯道。"
    "单次10分钟的驾驶收费120元，三次套票300元。"
    "驾驶成人卡丁车须年满14岁，身高至少150厘米。"
    "成人卡丁车最高时速可达60公里。"
    "车场免费提供头盔和头套，但驾驶者必须穿包脚的鞋子。"
    "赛道最快圈速纪录为45.3秒，由车手郑浩于2023年7月创下。"
)
RECYCLE = (
    "东湖再生资源回收中心位于建设路，周二至周六上午8点到下午4点开放。"
    "居民每次可免费投放最多10袋园林垃圾。"
    "投放床垫每张收费30元，轮胎每个收费10元。"
    "回收中心不接收石棉。"
    "货车和拖车进场须持通行证，通行证由区政府在五个工作日内发放。"
    "回收中心受区政府委托，由黄海燕负责管理。"
)
WINE = (
    "蓬莱葡萄酒品鉴之旅每次参观三家酒庄，上午10点从蓬莱游客中心出发，下午4点半前返回。"
    "团费每人680元，包含午餐和10款葡萄酒的品鉴。"
    "参加者须年满18岁，并出示身份证件。"
    "导游马晓燕曾在云岭酒庄担任酿酒师。"
    "品鉴之旅每周四、周五和周六出发，每团最多15人。"
    "山东省省会济南另设接驳点，从济南上车每人加收80元。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ck-001", "para.reorder", "热气球几点起飞？", "航班每天早上6点30分起飞，运营时间是每年4月至10月。", BALLOON, True),
    w.faith("zh-ck-002", "para.passive", "知音钢琴调律工作室是谁创办的？", "陈雅琴在2010年创办了这家工作室。", PIANO, True),
    w.faith("zh-ck-003", "para.synonym", "俱乐部提供头盔吗？", "提供，骑手可以在俱乐部免费借用头盔。", STABLE, True),
    w.faith("zh-ck-004", "para.nominal", "取消调律预约要提前多久？", "预约的取消须至少提前48小时告知，否则要付100元手续费。", PIANO, True),
    w.faith("zh-ck-005", "para.capital", "除了蓬莱，还能在哪里上车？", "还可以在济南上车，济南是山东省的省会，从那里上车每人加收80元。", WINE, True),
    w.faith("zh-ck-006", "para.pronoun", "王思远是谁？", "他是绿野马术俱乐部的总教练，他带出的马术队在2022年全国青少年马术赛中夺冠。", STABLE, True),
    w.faith("zh-ck-007", "para.relative", "南山植物园是谁建的？", "占地15公顷的南山植物园是植物学家吴德清于1956年主持建成的。", GARDEN, True),
    w.faith("zh-ck-008", "para.part", "品鉴之旅从哪里出发？", "从蓬莱游客中心出发。", WINE, True),
    w.faith("zh-ck-009", "para.combine", "赛道多长？成人卡丁车能跑多快？", "室外赛道长800米，成人卡丁车最高时速可达60公里。", KART, True),
    w.faith("zh-ck-010", "fmt.number", "工作室有几名调律师？", "目前有5名调律师。", PIANO, True),
    w.faith("zh-ck-011", "fmt.thousands", "海之梦水族馆有多少只海洋动物？", "馆内共有3500只海洋动物。", AQUARIUM, True),
    w.faith("zh-ck-012", "fmt.scale", "最大的展缸有多大？", "最大的展缸能装2,000,000升海水。", AQUARIUM, True),
    w.faith("zh-ck-013", "fmt.date", "年度汇算代办最晚什么时候预约？", "要在2025-06-15前预约。", TAX, True),
    w.faith("zh-ck-014", "fmt.time", "回收中心几点关门？", "回收中心16:00关门。", RECYCLE, True),
    w.faith("zh-ck-015", "fmt.unit", "热带温室温度是多少？", "热带温室全年保持在25°C。", GARDEN, True),
    w.faith("zh-ck-016", "fmt.abbrev", "紫荆公寓是哪所学校的宿舍？", "紫荆公寓是浙大的学生宿舍。", DORM, True),
    w.faith("zh-ck-017", "fmt.currency", "紫荆公寓单人间每月多少钱？", "单人间每月¥1,200。", DORM, True),
    w.faith("zh-ck-018", "fmt.range", "朋友可以在宿舍住几晚？", "访客每月留宿不能超过两晚，而且要在一楼前台登记。", DORM, True),
    w.faith("zh-ck-019", "fmt.period", "讲解游览要多长时间？", "讲解游览上午10点开始，持续120分钟。", GARDEN, True),
    w.faith("zh-ck-020", "fmt.share", "植物园里有多少植物原产于南美洲？", "园内5,000种植物中，50%原产于南美洲。", GARDEN, True),
    w.faith("zh-ck-021", "para.except", "水族馆有闭馆的日子吗？", "有，农历除夕当天闭馆。", AQUARIUM, True),
    w.faith("zh-ck-022", "wrap.opener", "一个吊篮能坐几个人？", "好问题！每个吊篮最多可以坐12名乘客。", BALLOON, True),
    w.faith("zh-ck-023", "wrap.closer", "初学者课程多长时间、多少钱？", "初学者课程每节45分钟，收费380元。希望对您有帮助！", STABLE, True),
    w.faith("zh-ck-024", "wrap.attribution", "开成人卡丁车有什么要求？", "根据车场的规定，驾驶成人卡丁车须年满14岁，身高至少150厘米。", KART, True),
    w.faith("zh-ck-025", "wrap.hedge", "扔一个轮胎要多少钱？", "我记得应该是每个轮胎收费10元。", RECYCLE, True),
    w.faith("zh-ck-026", "wrap.question", "品鉴之旅团费多少？", "每人680元，包含午餐和10款葡萄酒的品鉴。需要我告诉您每周哪几天出发吗？", WINE, True),
    w.faith("zh-ck-027", "value.number", "品鉴之旅每团最多多少人？", "每团最多18人。", WINE, False),
    w.faith("zh-ck-028", "value.date", "海之梦水族馆是哪天开馆的？", "海之梦水族馆于2016年8月28日开馆。", AQUARIUM, False),
    w.faith("zh-ck-029", "value.time", "热气球每天几点起飞？", "4月至10月期间，航班每天晚上6点30分起飞。", BALLOON, False),
    w.faith("zh-ck-030", "value.unit", "成人卡丁车最快多快？", "成人卡丁车最高时速可达60英里。", KART, False),
    w.faith("zh-ck-031", "value.currency", "免费咨询之后怎么收费？", "首次30分钟免费咨询之后，每小时收费600元。", TAX, False),
    w.faith("zh-ck-032", "role.swap", "热气球谁来驾驶？降落后谁送我们回去？", "热气球由林小雨驾驶，降落后由周明轩开车把乘客送回草坪。", BALLOON, False),
    w.faith("zh-ck-033", "negation", "可以把石棉送到回收中心吗？", "可以，回收中心接收石棉。", RECYCLE, False),
    w.faith("zh-ck-034", "antonym", "水族馆里能用闪光灯拍照吗？", "可以，所有展厅都允许使用闪光灯拍照。", AQUARIUM, False),
    w.faith("zh-ck-035", "modality", "去年的纳税记录必须带吗？", "必须带，另外还要带身份证和银行流水。", TAX, False),
    w.faith("zh-ck-036", "quantifier", "诚信税务咨询的客户里自由职业者多吗？", "多，大部分客户都是自由职业者。", TAX, False),
    w.faith("zh-ck-037", "value.except", "周一可以去俱乐部骑马吗？", "可以，俱乐部周一也开放，时间是早上8点到晚上7点。", STABLE, False),
    w.faith("zh-ck-038", "direction", "什么情况下热气球航班会取消？", "风速低于每秒5米时，航班会取消。", BALLOON, False),
    w.faith("zh-ck-039", "added.fact", "立式钢琴调律多少钱？", "立式钢琴调律每次600元，大约需要一个半小时，调律后一个月内还可以免费复调一次。", PIANO, False),
    w.faith("zh-ck-040", "added.entity", "紫荆公寓的宿舍管理员是谁？", "宿舍管理员是孙丽，她和副管理员何明一起管理这栋宿舍。", DORM, False),
    w.faith("zh-ck-041", "mixed", "赛道纪录是谁创下的？", "车手郑浩于2023年7月创下了45.3秒的最快圈速纪录，比之前的纪录快了整整2秒。", KART, False),
]
REFUSAL = [
    w.refusal("zh-ck-042", "refusal.plain", "起飞的草坪那边有停车场吗？", "抱歉，我没有这方面的信息。", BALLOON, True),
    w.refusal("zh-ck-043", "refusal.context", "知音工作室也给古钢琴调律吗？", "提供的资料里没有提到工作室是否给古钢琴调律，我无法根据这些资料回答。", PIANO, True),
    w.refusal("zh-ck-044", "refusal.short", "水族馆里有咖啡厅吗？", "不清楚。", AQUARIUM, True),
    w.refusal("zh-ck-045", "refusal.long", "紫荆公寓的房间里有无线网络吗？", "感谢您的提问。很遗憾，我手头关于紫荆公寓的资料没有提到房间里的无线网络或上网情况。资料里有住宿费、安静时间、访客留宿规定和洗衣房等信息，但没有涉及上网。建议您直接到一楼前台或找宿舍管理员咨询。抱歉没能帮上更多忙。", DORM, True),
    w.refusal("zh-ck-046", "refusal.hedged", "参加品鉴之旅有年龄要求吗？", "我不太确定，不过好像要年满18岁，还得出示身份证件。", WINE, False),
    w.refusal("zh-ck-047", "refusal.partial", "扔床垫和冰箱各要多少钱？", "床垫每张收费30元，不过资料里没有提到冰箱的收费。", RECYCLE, False),
]
CORRECTNESS = [
    w.correct("zh-ck-048", "correct.wordy", "南山植物园是谁主持建成的？", "南山植物园占地15公顷，是1956年由植物学家吴德清主持建成的。", "吴德清", True),
    w.correct("zh-ck-049", "correct.short", "诚信税务咨询的苏州办公室由谁负责？", "赵磊。", "诚信税务咨询苏州办公室由税务师赵磊负责。", True),
    w.correct("zh-ck-050", "correct.format", "海之梦水族馆哪天开馆的？", "2016-08-18开馆。", "2016年8月18日", True),
    w.correct("zh-ck-051", "wrong.value", "卡丁车三次套票多少钱？", "三次套票360元。", "300元", False),
    w.correct("zh-ck-052", "wrong.echo", "孩子多大才能在绿野马术俱乐部骑马？", "孩子要到能在绿野马术俱乐部骑马的年纪才能骑马。", "年满12岁", False),
    w.correct("zh-ck-053", "wrong.role", "云端热气球由谁驾驶？", "由林小雨驾驶。", "飞行员周明轩", False),
]
RELEVANCY = [
    w.relevant("zh-ck-054", "relevant.direct", "我什么时候可以去回收中心送东西？", "周二到周六，上午8点至下午4点。", RECYCLE, True),
    w.relevant("zh-ck-055", "relevant.yesno", "我能让朋友在宿舍过夜吗？", "可以，每月最多两晚，但必须在一楼前台登记。", DORM, True),
    w.relevant("zh-ck-056", "offtopic.true", "三角钢琴调律多少钱？", "工作室建议每年给钢琴调律两次。", PIANO, False),
    w.relevant("zh-ck-057", "offtopic.other", "可以带狗去南山植物园吗？", "成人门票20元，每月第一个星期日所有人免费入园。", GARDEN, False),
]
DIAGNOSIS = [
    w.diag("zh-ck-058", "diag.pass", "我儿子10岁，坐热气球要多少钱？", "8至14岁儿童票每人1280元，所以您儿子的票是1280元。", {"balloon": BALLOON, "wine": WINE}, ("balloon",), "pass"),
    w.diag("zh-ck-059", "diag.offtopic", "鲨鱼什么时候喂食？", "成人票每张150元，12岁以下儿童票每张90元。", {"aquarium": AQUARIUM}, ("aquarium",), "fix_generation"),
    w.diag("zh-ck-060", "diag.unfaithful", "马术初学者课程一节多长时间？", "初学者课程每节90分钟。", {"stable": STABLE, "garden": GARDEN}, ("stable",), "fix_generation"),
    w.diag("zh-ck-061", "diag.refused", "免费咨询之后每小时收多少钱？", "抱歉，我在现有资料中找不到这个信息。", {"tax": TAX}, ("tax",), "fix_generation"),
    w.diag("zh-ck-062", "diag.missed", "开成人卡丁车身高要多少？", "抱歉，我找不到相关信息。", {"recycle": RECYCLE, "dorm": DORM}, ("kart",), "fix_retrieval"),
    w.diag("zh-ck-063", "diag.correct_refusal", "卡丁车场卖礼品卡吗？", "资料中没有提到礼品卡，我无法回答。", {"kart": KART}, (), "correct_refusal"),
    w.diag("zh-ck-064", "diag.should_refuse", "品鉴之旅的午餐有素食吗？", "有，预订时说明一下就能安排素食午餐。", {"wine": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
