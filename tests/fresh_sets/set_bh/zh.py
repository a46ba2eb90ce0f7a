"""Chinese cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling centre, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CARS = "安途租车首都机场店每天早上7点至晚上10点营业。租车人须年满22周岁，且驾龄满一年。全额保险每天50元，可自愿购买。还车时油量不足的，按每升9元收取加油费。"
ADMISSIONS = "明远大学研究生招生办公室提示：2025年硕士研究生报名须在中国研究生招生信息网上进行，截止日期为2024年10月25日。报名费为每人180元。考生须提交两封专家推荐信，个人陈述可以不交。复试名单将于2025年3月公布。"
PHARMACY = "仁和大药房除春节三天外全年营业，营业时间为早上8点至晚上9点。执业药师王丽每周一至周五提供免费用药咨询。处方药必须凭医生处方购买，非处方药可以直接购买。店里一半的货架用来摆放中成药。"
CLIMBING = "岩时攀岩馆共有38条线路，抱石区岩壁高4.5米。单次票价98元，租鞋另收15元。第一次来的顾客都必须先参加30分钟的安全培训。12岁以下儿童须由家长全程陪同。"
WEDDING = "玫瑰庄园婚礼堂主厅最多可摆40桌，每桌坐10人。周六场地费为2.8万元，其他日子为1.6万元。婚宴菜单每桌4888元起。新人可以自带酒水，不收开瓶费。预订时须支付场地费的30%作为定金。"
RECYCLING = "绿源再生资源回收站位于东湖路88号，周二至周日上午8点半到下午5点开放，周一闭站。废纸、塑料瓶和金属免费回收。废旧电池和灯管只在每月第一个周六集中收取。回收站2016年建成，每年处理约3000吨废品。"
PIANO = "陈雅琴老师在家里的琴房教钢琴，每节课45分钟，300元。一次买十节课只要2700元。她收5岁以上的学生，也教成人。上课前24小时内取消的课程不退费。每年七月，她的学生会在市音乐厅举办汇报演出。"
CINEMA = "光影影城共有6个影厅，最大的IMAX厅有420个座位。普通场票价45元，每周二半价。最晚一场电影晚上11点10分开场。影城禁止携带外食，婴儿食品除外。影城由刘建国于2012年创办，2020年被星河院线收购。"
NIGHT_TRAIN = "Z523次卧铺列车每晚8点从中国的首都北京发车，次日早上7点50分抵达西安。软卧下铺票价417元，上铺397元。每位旅客可免费携带20公斤行李。车上不准携带宠物，导盲犬除外。"
INTERNET = "快讯宽带千兆光纤套餐月费129元，须签两年合约。新用户在网上办理免收安装费。光猫归运营商所有，退订后30天内必须归还。客服热线每天早上8点到晚上10点接听。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-bh-001", "para.reorder", "安途租车首都机场店几点营业？", "从早上7点到晚上10点，每天都营业。", CARS, True),
    w.faith("zh-bh-002", "para.passive", "光影影城后来被谁收购了？", "2020年，星河院线收购了光影影城。", CINEMA, True),
    w.faith("zh-bh-003", "para.synonym", "岩时攀岩馆有多少条线路？", "馆里一共设有38条攀岩线路。", CLIMBING, True),
    w.faith("zh-bh-004", "para.nominal", "临时取消钢琴课会怎样？", "上课前24小时内的取消不予退费。", PIANO, True),
    w.faith("zh-bh-005", "para.capital", "Z523次从哪里发车？", "从北京发车，北京是中国的首都。", NIGHT_TRAIN, True),
    w.faith("zh-bh-006", "para.pronoun", "仁和大药房谁提供用药咨询？", "执业药师王丽。她每周一至周五提供免费咨询。", PHARMACY, True),
    w.faith("zh-bh-007", "para.relative", "光影影城有几个影厅？", "刘建国于2012年创办的光影影城共有6个影厅。", CINEMA, True),
    w.faith("zh-bh-008", "para.part", "快讯宽带千兆套餐每月多少钱？", "月费129元。", INTERNET, True),
    w.faith("zh-bh-009", "para.combine", "回收站在哪儿？周一开吗？", "回收站在东湖路88号，周一闭站。", RECYCLING, True),
    w.faith("zh-bh-010", "fmt.number", "仁和大药房几点开门几点关门？", "早上八点开门，晚上九点关门。", PHARMACY, True),
    w.faith("zh-bh-011", "fmt.thousands", "玫瑰庄园的婚宴菜单多少钱一桌？", "每桌4,888元起。", WEDDING, True),
    w.faith("zh-bh-012", "fmt.scale", "玫瑰庄园周六的场地费是多少？", "周六场地费是28000元。", WEDDING, True),
    w.faith("zh-bh-013", "fmt.date", "明远大学硕士研究生报名什么时候截止？", "截止日期是2024-10-25。", ADMISSIONS, True),
    w.faith("zh-bh-014", "fmt.time", "光影影城最晚一场几点开场？", "23:10开场。", CINEMA, True),
    w.faith("zh-bh-015", "fmt.unit", "岩时攀岩馆的抱石墙有多高？", "抱石区岩壁高4.5 m。", CLIMBING, True),
    w.faith("zh-bh-016", "fmt.abbrev", "明远大学硕士研究生在哪里报名？", "要在研招网上报名。", ADMISSIONS, True),
    w.faith("zh-bh-017", "fmt.currency", "陈老师的钢琴课一节多少钱？", "一节课45分钟，¥300。", PIANO, True),
    w.faith("zh-bh-018", "fmt.range", "玫瑰庄园主厅能摆多少桌？", "主厅摆的桌数不能超过40桌。", WEDDING, True),
    w.faith("zh-bh-019", "fmt.period", "快讯宽带千兆套餐的合约期多长？", "需要签24个月的合约。", INTERNET, True),
    w.faith("zh-bh-020", "fmt.share", "仁和大药房的中成药占了多少货架？", "50%的货架摆的是中成药。", PHARMACY, True),
    w.faith("zh-bh-021", "para.except", "能带宝宝的辅食进光影影城吗？", "可以，婴儿食品是允许带的，其他外食不行。", CINEMA, True),
    w.faith("zh-bh-022", "wrap.opener", "岩时攀岩馆单次票多少钱？", "好的！单次票价是98元。", CLIMBING, True),
    w.faith("zh-bh-023", "wrap.closer", "绿源回收站周一开门吗？", "周一闭站，不开门。希望对您有帮助！", RECYCLING, True),
    w.faith("zh-bh-024", "wrap.attribution", "明远大学复试名单什么时候出？", "根据研究生招生办公室的通知，复试名单将于2025年3月公布。", ADMISSIONS, True),
    w.faith("zh-bh-025", "wrap.hedge", "陈老师学生的汇报演出在哪里举行？", "据我了解，每年七月在市音乐厅举行。", PIANO, True),
    w.faith("zh-bh-026", "wrap.question", "快讯宽带的客服热线几点能打通？", "每天早上8点到晚上10点都可以打。需要我再介绍一下安装费的规定吗？", INTERNET, True),
    w.faith("zh-bh-027", "value.number", "第一次去岩时攀岩馆要参加多长时间的安全培训？", "要先参加20分钟的安全培训。", CLIMBING, False),
    w.faith("zh-bh-028", "value.date", "明远大学硕士研究生报名截止日期是哪天？", "截止日期是2024年11月25日。", ADMISSIONS, False),
    w.faith("zh-bh-029", "value.time", "Z523次几点到西安？", "次日早上8点50分到达西安。", NIGHT_TRAIN, False),
    w.faith("zh-bh-030", "value.unit", "坐Z523次可以免费带多少行李？", "每位旅客可免费携带20斤行李。", NIGHT_TRAIN, False),
    w.faith("zh-bh-031", "value.currency", "陈老师的课一次买十节多少钱？", "一次买十节课要2900元。", PIANO, False),
    w.faith("zh-bh-032", "role.swap", "光影影城是谁创办的？", "是星河院线在2012年创办的。", CINEMA, False),
    w.faith("zh-bh-033", "negation", "在仁和大药房买处方药需要处方吗？", "不需要，处方药也可以直接买。", PHARMACY, False),
    w.faith("zh-bh-034", "antonym", "绿源回收站回收塑料瓶收费吗？", "塑料瓶回收是收费的。", RECYCLING, False),
    w.faith("zh-bh-035", "modality", "报考明远大学硕士一定要交个人陈述吗？", "要交，个人陈述是必须提交的材料。", ADMISSIONS, False),
    w.faith("zh-bh-036", "quantifier", "岩时攀岩馆哪些顾客要参加安全培训？", "只有第一次来的12岁以下儿童需要参加安全培训。", CLIMBING, False),
    w.faith("zh-bh-037", "value.except", "导盲犬能上Z523次吗？", "不能，车上任何动物都不准带，导盲犬也不行。", NIGHT_TRAIN, False),
    w.faith("zh-bh-038", "direction", "在安途租车租车对年龄有什么要求？", "租车人不得超过22周岁，驾龄还要满一年。", CARS, False),
    w.faith("zh-bh-039", "added.fact", "在玫瑰庄园自带酒水收开瓶费吗？", "不收开瓶费，不过每桌最多只能带两瓶白酒。", WEDDING, False),
    w.faith("zh-bh-040", "added.entity", "仁和大药房谁提供用药咨询？", "执业药师王丽和李强轮流提供免费用药咨询。", PHARMACY, False),
    w.faith("zh-bh-041", "mixed", "快讯宽带的光猫要还吗？", "光猫归运营商所有，要是弄坏了得赔500元。", INTERNET, False),
    w.faith("zh-bh-042", "value.number", "玫瑰庄园主厅每桌坐几个人？", "每桌坐12人。", WEDDING, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bh-043", "refusal.plain", "安途租车可以异地还车吗？", "抱歉，我不知道。", CARS, True),
    w.refusal("zh-bh-044", "refusal.context", "玫瑰庄园有停车场吗？", "资料里没有提到停车场的信息。", WEDDING, True),
    w.refusal("zh-bh-045", "refusal.short", "光影影城有会员卡吗？", "不清楚。", CINEMA, True),
    w.refusal("zh-bh-046", "refusal.long", "陈老师可以上门教课吗？", "谢谢您的提问。现有资料没有提到陈老师是否可以上门授课，所以我没法给您确切的答复。建议您直接联系陈老师问一下。", PIANO, True),
    w.refusal("zh-bh-047", "refusal.hedged", "岩时攀岩馆租鞋多少钱？", "我不太确定，不过好像是15元。", CLIMBING, False),
    w.refusal("zh-bh-048", "refusal.partial", "仁和大药房几点关门？能送药上门吗？", "晚上9点关门；至于能不能送药上门，资料里没有提到。", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bh-049", "correct.wordy", "在家里琴房教钢琴的是哪位老师？", "在自家琴房里教钢琴的，是陈雅琴老师。", "陈雅琴老师。", True),
    w.correct("zh-bh-050", "correct.short", "Z523次什么时候到西安？", "第二天早上7点50分。", "Z523次每晚8点从北京发车，次日早上7点50分抵达西安。", True),
    w.correct("zh-bh-051", "correct.format", "明远大学硕士研究生报名费是多少？", "一百八十块钱。", "180元", True),
    w.correct("zh-bh-052", "wrong.value", "光影影城最大的影厅有多少座位？", "有240个座位。", "420个座位。", False),
    w.correct("zh-bh-053", "wrong.echo", "绿源回收站什么时候收废旧电池？", "绿源回收站什么时候都收废旧电池。", "只在每月第一个周六集中收取。", False),
    w.correct("zh-bh-054", "wrong.role", "光影影城是谁创办的？", "是星河院线创办的。", "刘建国于2012年创办。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bh-055", "relevant.direct", "在仁和大药房，用药问题可以找谁？", "找执业药师王丽，她周一到周五提供免费咨询。", PHARMACY, True),
    w.relevant("zh-bh-056", "relevant.yesno", "10岁的孩子能去岩时攀岩馆攀岩吗？", "可以，但家长要全程陪同。", CLIMBING, True),
    w.relevant("zh-bh-057", "offtopic.true", "快讯宽带千兆套餐要签多久的合约？", "客服热线每天早上8点到晚上10点接听。", INTERNET, False),
    w.relevant("zh-bh-058", "offtopic.other", "玫瑰庄园主厅最多能摆多少桌？", "预订时要付场地费的30%作为定金。", WEDDING, False),
    w.relevant("zh-bh-059", "relevant.direct", "Z523次的软卧怎么收费？", "下铺417元，上铺397元。", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bh-060", "diag.pass", "岩时攀岩馆单次票多少钱？", "单次票98元。", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("zh-bh-061", "diag.offtopic", "陈老师的钢琴课一节多长时间？", "每年七月，她的学生会在市音乐厅举办汇报演出。", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("zh-bh-062", "diag.unfaithful", "安途租车首都机场店早上几点开门？", "早上9点开门。", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("zh-bh-063", "diag.refused", "玫瑰庄园周六场地费多少钱？", "抱歉，资料里没有提到。", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("zh-bh-064", "diag.missed", "快讯宽带客服热线晚上几点下班？", "不清楚。", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("zh-bh-065", "diag.correct_refusal", "光影影城的WiFi密码是多少？", "资料里没有提到WiFi密码。", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("zh-bh-066", "diag.should_refuse", "Z523次车上有淋浴吗？", "有，每节软卧车厢都有淋浴间。", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
