"""Chinese cases of fresh set ce. Scenarios: 杭州晨光网球学院 (a tennis academy), 康宁社区疫苗接种门诊
(a vaccination clinic), 成都诚信二手车行 (a used-car dealer), the 鹭行单车 bike-share in Xiamen,
听涛民宿 (a guesthouse on Dongji Island), 雅韵音乐学校 (a music school), 梧桐里社区菜园 (a community
garden), the ferry to 海鸥岛动物园, 上海谜城密室逃脱 (an escape room) and 墨香图文打印店 (a print shop)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TENNIS = (
    "杭州晨光网球学院每周二和周五下午4点至5点半开设少儿班，招收7至12岁的孩子。"
    "总教练周子航负责训练专业队，助理教练林晓雯负责初学者班。"
    "少儿班一期十周，学费2400元；兄弟姐妹同时报名的，第二个孩子可享九折优惠。"
    "学院共有八片场地，其中三片为室内场地，可预约时间为早上7点至晚上10点。"
    "在室内场地打球必须穿专用网球鞋，球拍可以免费借用。"
)

CLINIC = (
    "康宁社区疫苗接种门诊除周一外每天开放，时间为上午8:00至下午5:30。"
    "60岁及以上老人接种流感疫苗免费，其他人每针收费98元。"
    "狂犬病疫苗等需要至少提前两天预约，而流感疫苗无需预约，可以直接前往接种。"
    "护士长王丽负责预约登记，医生陈建国在每次接种前核对受种者的接种记录。"
    "接种后，所有人都必须在留观区停留30分钟才能离开。"
)

CARS = (
    "成都诚信二手车行目前共有65辆在售车辆。"
    "车龄超过三年的车辆在出售前都要经过98项检测，每辆车都提供6个月的发动机和变速箱质保。"
    "一辆2018年款大众朗逸已行驶65,000公里，售价5.8万元。"
    "购车后5天内，如果行驶里程不超过200公里，可以无理由退车。"
    "销售经理刘洋负责置换业务，技师赵磊负责车辆检测。"
)

BIKES = (
    "厦门城市共享单车“鹭行单车”在320个停车点投放了3,000辆自行车。"
    "单次骑行前30分钟收费1.5元，之后每30分钟加收1元。"
    "月卡售价20元，每次骑行前2小时免费，不限次数。"
    "电动助力车占全部车辆的五分之一，最高时速限制为每小时20公里。"
    "骑行者须年满16周岁，每天晚上11点前必须把车还到停车点。"
)

GUESTHOUSE = (
    "听涛民宿位于舟山东极岛，共有十间客房，其中六间可以看到海景。"
    "入住时间为下午2点至晚上8点，退房须在中午12点前。"
    "双人间每晚480元，含早餐，早餐于7:30至9:00在一楼餐厅供应。"
    "民宿由黄海涛和妻子苏梅夫妇经营，每年4月至10月营业，其余时间歇业。"
    "只有一楼的三间客房可以携带宠物入住，每次入住另收100元清洁费。"
)

MUSIC = (
    "雅韵音乐学校为6岁以上的学生开设钢琴、小提琴和古筝课程。"
    "一对一课程每节45分钟，收费260元，须以12节为单位购买。"
    "古筝老师许静担任学校青少年民乐团的指挥，乐团每周日上午9点到11点半排练。"
    "乐团将于2025年7月20日在北京国家大剧院演出。"
    "学生如需调课，至少要提前48小时通知学校。"
)

GARDEN = (
    "梧桐里社区菜园共有40块菜地，每块4m×6m。"
    "每块菜地年租金300元，目前约有20户居民在排队等候。"
    "会员每月至少要参加4小时的公共劳动，比如清理小路和翻堆肥。"
    "菜园负责人孙秀英负责分配菜地，财务马志强在每年1月收取租金。"
    "6月到8月期间，只能在早上8点前或傍晚6点后用水管浇水。"
)

FERRY = (
    "前往海鸥岛动物园的渡轮每年4月至10月每天上午8:30、10:00和下午1:30从白沙码头出发。"
    "航程35分钟，全程15公里。"
    "成人往返票价120元，3至12岁儿童60元，3岁以下儿童免费。"
    "从岛上返回白沙码头的末班船下午4:45开船。"
    "动物园饲养了约400只动物，其中包括一群小熊猫，由海鸥岛野生动物保护基金会负责运营。"
)

ESCAPE = (
    "上海谜城密室逃脱共有三个主题房间：“古墓”、“医院”和“太空站”。"
    "每场游戏限时75分钟，每组可容纳3至8名玩家。"
    "工作日每人158元，周末每人188元。"
    "未满12岁的玩家必须由一名共同参与游戏的成人陪同。"
    "主持人阿杰每场最多提供三次提示，60分钟内成功逃脱的队伍，合影会被贴上荣誉墙。"
)

PRINT = (
    "墨香图文打印店位于南京大学附近，提供名片、传单和海报打印。"
    "一盒100张名片收费45元，上午10点前下单可当天取件。"
    "海报最大可打印A0尺寸，所有价格均已含增值税。"
    "店主何丽负责设计，她的弟弟何勇负责操作印刷机。"
    "凭有效学生证，除名片外的所有订单都可享八五折。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ce-001", "para.reorder", "少儿班什么时候上课？", "招收7至12岁孩子的少儿班，安排在每周二和周五下午4点到5点半。", TENNIS, True),
    w.faith("zh-ce-002", "para.passive", "诚信二手车行的车辆由谁检测？", "车辆是由技师赵磊检测的。", CARS, True),
    w.faith("zh-ce-003", "para.synonym", "打完疫苗要等多久才能走？", "接种完毕后，每个人都得在留观区待满30分钟才可以离开。", CLINIC, True),
    w.faith("zh-ce-004", "para.nominal", "菜地租金什么时候收？", "租金的收取由财务马志强在每年1月进行。", GARDEN, True),
    w.faith("zh-ce-005", "para.capital", "民乐团在哪里演出？", "民乐团将在中国首都的国家大剧院演出，时间是2025年7月20日。", MUSIC, True),
    w.faith("zh-ce-006", "para.pronoun", "听涛民宿由谁经营？什么时候营业？", "黄海涛和苏梅夫妇经营这家民宿。他们每年4月到10月开门，其余时间歇业。", GUESTHOUSE, True),
    w.faith("zh-ce-007", "para.relative", "海鸥岛动物园由谁运营？", "这座饲养着约400只动物、其中包括一群小熊猫的动物园，由海鸥岛野生动物保护基金会运营。", FERRY, True),
    w.faith("zh-ce-008", "para.part", "谜城有“太空站”主题吗？", "有，“太空站”是谜城的主题房间之一。", ESCAPE, True),
    w.faith("zh-ce-009", "para.combine", "少儿班学费多少？", "每周二、周五下午上课的少儿班，一期十周学费2400元。", TENNIS, True),
    w.faith("zh-ce-010", "fmt.number", "民宿有几间客房？", "民宿共有10间客房，其中6间能看到海景。", GUESTHOUSE, True),
    w.faith("zh-ce-011", "fmt.thousands", "那辆2018年款朗逸跑了多少公里？", "这辆朗逸已经行驶了65000公里。", CARS, True),
    w.faith("zh-ce-012", "fmt.scale", "渡轮航程有多远？", "全程15000米，航程35分钟。", FERRY, True),
    w.faith("zh-ce-013", "fmt.date", "民乐团哪天在国家大剧院演出？", "演出日期是2025/7/20。", MUSIC, True),
    w.faith("zh-ce-014", "fmt.time", "几点可以入住，几点前要退房？", "入住时间是14:00至20:00，退房须在12:00前。", GUESTHOUSE, True),
    w.faith("zh-ce-015", "fmt.unit", "每块菜地有多大？", "每块菜地是4米乘6米。", GARDEN, True),
    w.faith("zh-ce-016", "fmt.abbrev", "墨香图文打印店在哪儿？", "打印店就在南大附近。", PRINT, True),
    w.faith("zh-ce-017", "fmt.currency", "周末玩一场每人多少钱？", "周末每人¥188。", ESCAPE, True),
    w.faith("zh-ce-018", "fmt.range", "一组可以有几个人？", "每组最少3人，最多8人。", ESCAPE, True),
    w.faith("zh-ce-019", "fmt.period", "调课需要提前多久通知？", "至少要提前两天通知学校。", MUSIC, True),
    w.faith("zh-ce-020", "fmt.share", "电动助力车占多大比例？", "电动助力车占全部车辆的20%。", BIKES, True),
    w.faith("zh-ce-021", "para.except", "门诊哪几天开放？", "门诊周二到周日开放，周一不开门。", CLINIC, True),
    w.faith("zh-ce-022", "wrap.opener", "租一块菜地一年多少钱？", "您好！每块菜地的年租金是300元。", GARDEN, True),
    w.faith("zh-ce-023", "wrap.closer", "儿童往返票多少钱？", "3至12岁儿童往返票60元，3岁以下免费。祝您游玩愉快！", FERRY, True),
    w.faith("zh-ce-024", "wrap.attribution", "一对一课程怎么收费？", "根据资料，一对一课程每节45分钟，收费260元，须以12节为单位购买。", MUSIC, True),
    w.faith("zh-ce-025", "wrap.hedge", "网球学院可以借球拍吗？", "我想应该可以，球拍是免费借用的。", TENNIS, True),
    w.faith("zh-ce-026", "wrap.question", "可以带狗入住吗？", "可以，不过只有一楼的三间客房允许携带宠物，每次入住另收100元清洁费。需要我再告诉您入住时间吗？", GUESTHOUSE, True),
    w.faith("zh-ce-027", "value.number", "菜园一共有多少块菜地？", "梧桐里社区菜园共有45块菜地。", GARDEN, False),
    w.faith("zh-ce-028", "value.date", "民乐团什么时候在北京演出？", "民乐团将于2025年7月27日在国家大剧院演出。", MUSIC, False),
    w.faith("zh-ce-029", "value.time", "从岛上回来的末班船几点开？", "返回白沙码头的末班船下午5:45开船。", FERRY, False),
    w.faith("zh-ce-030", "value.unit", "电动助力车最快能骑多快？", "电动助力车的最高时速限制为每小时20英里。", BIKES, False),
    w.faith("zh-ce-031", "value.currency", "少儿班一期学费多少？", "少儿班一期十周，学费2400美元。", TENNIS, False),
    w.faith("zh-ce-032", "role.swap", "打印店谁负责设计？", "何勇负责设计，他的姐姐何丽负责操作印刷机。", PRINT, False),
    w.faith("zh-ce-033", "negation", "打流感疫苗需要预约吗？", "需要，流感疫苗不能直接前往接种。", CLINIC, False),
    w.faith("zh-ce-034", "antonym", "在哪些场地打球必须穿专用网球鞋？", "在室外场地打球必须穿专用网球鞋。", TENNIS, False),
    w.faith("zh-ce-035", "modality", "未满12岁的玩家需要大人陪同吗？", "未满12岁的玩家可以由成人陪同，但这不是硬性要求。", ESCAPE, False),
    w.faith("zh-ce-036", "quantifier", "客房能看到海景吗？", "能，全部十间客房都能看到海景。", GUESTHOUSE, False),
    w.faith("zh-ce-037", "value.except", "学生有优惠吗？", "有，凭有效学生证，包括名片在内的所有订单都可享八五折。", PRINT, False),
    w.faith("zh-ce-038", "direction", "买车以后可以退吗？", "可以，购车后5天内，只要行驶里程超过200公里就能退车。", CARS, False),
    w.faith("zh-ce-039", "added.fact", "月卡多少钱？", "月卡20元，每次骑行前2小时免费，不限次数，还附赠一份骑行意外保险。", BIKES, False),
    w.faith("zh-ce-040", "added.entity", "预约登记由谁负责？", "预约登记由护士长王丽和社区卫生服务中心主任李华共同负责。", CLINIC, False),
    w.faith("zh-ce-041", "mixed", "菜园会员需要做什么？", "会员每月至少要参加4小时的公共劳动，另外每年还必须出席一次会员大会。", GARDEN, False),
]

REFUSAL = [
    w.refusal("zh-ce-042", "refusal.plain", "晨光网球学院有停车场吗？", "我不知道学院有没有停车场。", TENNIS, True),
    w.refusal("zh-ce-043", "refusal.context", "门诊可以打新冠疫苗吗？", "提供的资料里没有提到新冠疫苗，所以我无法回答。", CLINIC, True),
    w.refusal("zh-ce-044", "refusal.short", "房间有无线网络吗？", "不清楚。", GUESTHOUSE, True),
    w.refusal("zh-ce-045", "refusal.long", "密室里可以带饮料进去吗？", "感谢您的提问。很抱歉，我手头关于谜城密室逃脱的资料只介绍了主题房间、游戏时长、每组人数、价格、未成年人陪同规定和提示规则，并没有提到能否携带饮料，因此我无法告诉您可不可以带饮料进去。建议您直接联系门店确认，给您带来不便，敬请谅解。", ESCAPE, True),
    w.refusal("zh-ce-046", "refusal.hedged", "坐渡轮到动物园要多久？", "我不太确定，不过看起来航程是35分钟。", FERRY, False),
    w.refusal("zh-ce-047", "refusal.partial", "名片多少钱？可以送货上门吗？", "一盒100张名片45元；至于能不能送货上门，资料里没有说明。", PRINT, False),
]

CORRECTNESS = [
    w.correct("zh-ce-048", "correct.wordy", "民乐团什么时候排练？", "谢谢您的提问！学校的青少年民乐团每个星期天都要排练，从上午九点开始，一直排到十一点半才结束，所以乐团成员周日上午最好不要安排别的事情。", "青少年民乐团每周日上午9点到11点半排练。", True),
    w.correct("zh-ce-049", "correct.short", "菜地由谁分配？", "孙秀英。", "菜地由菜园负责人孙秀英分配。", True),
    w.correct("zh-ce-050", "correct.format", "单次骑行前半小时收多少钱？", "一块五。", "单次骑行前30分钟收费1.5元。", True),
    w.correct("zh-ce-051", "wrong.value", "车行目前有多少辆在售车辆？", "诚信二手车行目前有56辆在售车辆。", "诚信二手车行目前有65辆在售车辆。", False),
    w.correct("zh-ce-052", "wrong.echo", "游戏中由谁提供提示？", "游戏中的提示由队长提供。", "主持人阿杰每场最多提供三次提示。", False),
    w.correct("zh-ce-053", "wrong.role", "谁负责预约登记，谁核对接种记录？", "医生陈建国负责预约登记，护士长王丽核对接种记录。", "护士长王丽负责预约登记，医生陈建国核对接种记录。", False),
]

RELEVANCY = [
    w.relevant("zh-ce-054", "relevant.direct", "渡轮航程要多长时间？", "航程35分钟。", FERRY, True),
    w.relevant("zh-ce-055", "relevant.yesno", "房费含早餐吗？", "含的，双人间每晚480元，包含早餐。", GUESTHOUSE, True),
    w.relevant("zh-ce-056", "offtopic.true", "少儿班学费多少？", "学院共有八片场地，其中三片是室内场地。", TENNIS, False),
    w.relevant("zh-ce-057", "offtopic.other", "能当天取件吗？", "店主何丽负责设计。", PRINT, False),
]

DIAGNOSIS = [
    w.diag("zh-ce-058", "diag.pass", "夏天什么时候可以用水管浇水？", "6月到8月期间，只能在早上8点前或傍晚6点后用水管浇水。", {"garden": GARDEN, "print": PRINT}, ("garden",), "pass"),
    w.diag("zh-ce-059", "diag.offtopic", "工作日玩密室每人多少钱？", "谜城有“古墓”、“医院”和“太空站”三个主题房间。", {"escape": ESCAPE, "music": MUSIC}, ("escape",), "fix_generation"),
    w.diag("zh-ce-060", "diag.unfaithful", "鹭行单车几岁可以骑？", "骑行者须年满18周岁。", {"bikes": BIKES, "cars": CARS}, ("bikes",), "fix_generation"),
    w.diag("zh-ce-061", "diag.refused", "民宿早餐几点供应？", "抱歉，我没有找到关于早餐时间的信息。", {"guesthouse": GUESTHOUSE, "ferry": FERRY}, ("guesthouse",), "fix_generation"),
    w.diag("zh-ce-062", "diag.missed", "打完疫苗要留观多久？", "现有资料中没有提到接种后需要留观多久。", {"tennis": TENNIS, "music": MUSIC}, ("clinic",), "fix_retrieval"),
    w.diag("zh-ce-063", "diag.correct_refusal", "诚信二手车行可以贷款买车吗？", "现有信息没有说明能否贷款买车。", {"cars": CARS, "bikes": BIKES}, (), "correct_refusal"),
    w.diag("zh-ce-064", "diag.should_refuse", "白沙码头有多少个停车位？", "白沙码头共有180个停车位。", {"ferry": FERRY, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
