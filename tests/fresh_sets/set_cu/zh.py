"""Fresh set cu, Chinese: a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school, a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking guide service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BLOOD = (
    "阳光献血屋于2013年6月18日启用，站长是毕业于北京大学医学部的刘静医生。"
    "献血者年龄须在18至55周岁之间，体重不低于50公斤。"
    "一次全血献血约需10分钟，两次全血献血之间至少间隔6个月。"
    "献血屋除周一外每天上午8点至晚上7点开放。"
    "去年共有2,600人在这里献血，其中一半是第一次献血。"
)
GOLF = (
    "绿茵迷你高尔夫球场共有18个球洞，占地2400平方米。"
    "成人每局40元，12岁以下儿童每局25元。"
    "球场每年4月至10月开放，营业时间为上午10点至晚上9点。"
    "超过八人的团体必须提前预约。"
    "老板陈国强于2016年亲自设计了风车球洞。"
    "球杆和球免费提供，记分卡每张5角。"
)
REPAIR = (
    "邻里修理咖啡馆每月第一个星期六在和平社区活动中心举办。"
    "志愿者免费修理台灯、电饭锅、自行车和衣物。"
    "每位来访者每次最多可带两件物品。"
    "咖啡馆由退休电工赵建华于2018年创办，现在由他的女儿赵敏负责协调志愿者。"
    "活动下午1点半开始，下午4点停止接收物品。"
    "送来的物品中约有四分之一因缺少零件无法当场修好。"
)
CHEESE = (
    "云岭牧场的奶酪参观之旅历时一个半小时，最后可以品尝六种奶酪。"
    "参观团每天上午11点和下午3点出发，周一除外。"
    "成人门票每人80元，5岁以下儿童免费。"
    "每团最多20人，参观者必须穿上入口处发放的蓝色鞋套。"
    "牧场主人杨丽华从1996年起经营这座牧场。"
)
DANCE = (
    "星光舞蹈学校为成人和儿童开设拉丁舞、探戈和国标舞课程。"
    "每期课程共十节，每周一节，学费1,200元。"
    "初级班在每周二和周四晚上7点到8点半上课。"
    "学员最多可以缺课两次，并可到其他班补课。"
    "第一期课程建议穿舞鞋，但不强制。"
    "学校由林晓燕于2005年创办，2019年由她以前的学生王浩接手。"
)
INSPECT = (
    "东环机动车检测站为小汽车、面包车和摩托车提供检测服务。"
    "小汽车常规检测约需40分钟，费用为200元。"
    "车龄超过6年的小汽车必须每年检测一次。"
    "检测站周一至周五上午8点至下午5点开放，周六只开放到中午12点。"
    "车主须携带机动车行驶证，无需携带上次的检测报告。"
    "检测组长孙伟带领四名技师。"
)
FISH = (
    "千岛湖钓鱼证办理处发放日证、周证和年证。"
    "日证30元，周证100元，年证300元。"
    "12岁以下儿童无需办证，但必须由成人陪同。"
    "每位钓客每天最多可带走三条鳜鱼，长度不足25厘米的鱼必须放生。"
    "除北岸的鸟类保护区外，湖区各处均可垂钓。"
    "办理处由周秀英负责，周末早上6点开门。"
)
PUPPET = (
    "小灯笼木偶剧场有85个座位，演出面向3岁及以上的儿童。"
    "每周三、周六和周日上午10点半和下午3点各演一场。"
    "单人票60元，四人家庭票200元。"
    "每场演出50分钟，中间不休息。"
    "木偶由黄志明雕刻，剧本由他的妻子何婷编写。"
    "演出期间禁止拍照。"
)
TRAM = (
    "有轨电车博物馆位于中国的首都北京，馆舍是一座建于1921年的旧车库。"
    "馆内展出22辆老式电车，其中最老的一辆制造于1924年。"
    "博物馆每年3月至11月开放，开放时间为周四至周日上午10点到下午5点。"
    "成人门票20元，16岁以下免费。"
    "每月最后一个星期日，游客可以乘坐一辆修复的1956年电车，走一段3公里长的线路。"
    "馆内藏品由约30名志愿者在馆长吴雅琴的带领下维护。"
)
HIKE = (
    "峰行向导公司每年5月至9月在黄山提供登山向导服务。"
    "全天徒步全程16公里，爬升900米，早上7点从汤口停车场出发。"
    "费用每人450元，含午餐。"
    "参加者必须穿登山鞋，并至少携带1.5升饮用水。"
    "每名向导最多带领十人。"
    "在出发前48小时之前取消预订不收取费用。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cu-001", "para.reorder", "木偶剧什么时候演出？", "上午10点半和下午3点各有一场，演出日是每周三、周六和周日。", PUPPET, True),
    w.faith("zh-cu-002", "para.passive", "星光舞蹈学校是谁创办的？", "林晓燕在2005年创办了星光舞蹈学校。", DANCE, True),
    w.faith("zh-cu-003", "para.synonym", "全天徒步怎么收费？", "每人收费450元，午饭包含在内。", HIKE, True),
    w.faith("zh-cu-004", "para.nominal", "小汽车检测要多久？", "小汽车常规检测的时长约为40分钟。", INSPECT, True),
    w.faith("zh-cu-005", "para.capital", "有轨电车博物馆在哪个城市？", "它位于北京，也就是中国的首都。", TRAM, True),
    w.faith("zh-cu-006", "para.pronoun", "周秀英是做什么的？", "她负责千岛湖钓鱼证办理处。", FISH, True),
    w.faith("zh-cu-007", "para.relative", "赵建华是什么人？", "创办邻里修理咖啡馆的赵建华是一名退休电工。", REPAIR, True),
    w.faith("zh-cu-008", "para.part", "参观牧场要穿什么？", "参观者必须穿上入口处发放的蓝色鞋套。", CHEESE, True),
    w.faith("zh-cu-009", "para.combine", "阳光献血屋的情况能介绍一下吗？", "由刘静医生担任站长的阳光献血屋除周一外每天上午8点至晚上7点开放。", BLOOD, True),
    w.faith("zh-cu-010", "fmt.number", "绿茵迷你高尔夫有几个洞？", "球场一共有十八个球洞。", GOLF, True),
    w.faith("zh-cu-011", "fmt.thousands", "舞蹈课一期多少钱？", "每期十节课，学费1200元。", DANCE, True),
    w.faith("zh-cu-012", "fmt.scale", "徒步要带多少水？", "每位参加者至少要带1500毫升饮用水。", HIKE, True),
    w.faith("zh-cu-013", "fmt.date", "阳光献血屋是哪天启用的？", "阳光献血屋于2013-06-18启用。", BLOOD, True),
    w.faith("zh-cu-014", "fmt.time", "初级班几点上课？", "初级班每周二和周四19:00到20:30上课。", DANCE, True),
    w.faith("zh-cu-015", "fmt.unit", "多大的鱼必须放生？", "长度不足25 cm的鱼必须放生。", FISH, True),
    w.faith("zh-cu-016", "fmt.abbrev", "刘静医生是哪里毕业的？", "刘静医生毕业于北大医学部。", BLOOD, True),
    w.faith("zh-cu-017", "fmt.currency", "记分卡要钱吗？", "要的，记分卡每张0.5元，球杆和球则免费提供。", GOLF, True),
    w.faith("zh-cu-018", "fmt.range", "一个向导带多少人？", "每名向导带领的人数不超过10人。", HIKE, True),
    w.faith("zh-cu-019", "fmt.period", "奶酪参观要多长时间？", "整个参观历时90分钟，最后可以品尝六种奶酪。", CHEESE, True),
    w.faith("zh-cu-020", "fmt.share", "去年献血的人里有多少是第一次献血？", "去年在这里献血的2,600人中，50%是第一次献血。", BLOOD, True),
    w.faith("zh-cu-021", "para.except", "可以在鸟类保护区钓鱼吗？", "不可以，北岸的鸟类保护区内不能钓鱼。", FISH, True),
    w.faith("zh-cu-022", "wrap.opener", "小孩参观电车博物馆要买票吗？", "好问题！16岁以下的游客免费参观。", TRAM, True),
    w.faith("zh-cu-023", "wrap.closer", "小汽车检测收费多少？", "小汽车常规检测的费用是200元。希望对您有帮助！", INSPECT, True),
    w.faith("zh-cu-024", "wrap.attribution", "去修理咖啡馆能带几件东西？", "根据咖啡馆的介绍，每位来访者每次最多可以带两件物品。", REPAIR, True),
    w.faith("zh-cu-025", "wrap.hedge", "一场木偶剧演多久？", "据我了解，每场演出50分钟，中间没有休息。", PUPPET, True),
    w.faith("zh-cu-026", "wrap.question", "迷你高尔夫怎么收费？", "成人每局40元，12岁以下儿童每局25元。需要我再告诉您营业时间吗？", GOLF, True),
    w.faith("zh-cu-027", "value.number", "木偶剧场有多少个座位？", "小灯笼木偶剧场有58个座位。", PUPPET, False),
    w.faith("zh-cu-028", "value.date", "阳光献血屋什么时候启用的？", "阳光献血屋于2013年8月18日启用。", BLOOD, False),
    w.faith("zh-cu-029", "value.time", "全天徒步几点出发？", "全天徒步早上8点从汤口停车场出发。", HIKE, False),
    w.faith("zh-cu-030", "value.unit", "多小的鱼要放生？", "长度不足25毫米的鱼必须放生。", FISH, False),
    w.faith("zh-cu-031", "value.currency", "奶酪参观门票多少钱？", "成人门票每人80美元，5岁以下儿童免费。", CHEESE, False),
    w.faith("zh-cu-032", "role.swap", "木偶是谁雕刻的？", "木偶是何婷雕刻的。", PUPPET, False),
    w.faith("zh-cu-033", "negation", "检测时要带上次的检测报告吗？", "要，车主需要携带上次的检测报告。", INSPECT, False),
    w.faith("zh-cu-034", "antonym", "修理咖啡馆修东西收费吗？", "志愿者修理台灯和自行车是收费的。", REPAIR, False),
    w.faith("zh-cu-035", "modality", "第一期课程一定要穿舞鞋吗？", "是的，第一期课程必须穿舞鞋。", DANCE, False),
    w.faith("zh-cu-036", "quantifier", "送去修理咖啡馆的东西都能当场修好吗？", "能，送来的物品全部都能当场修好。", REPAIR, False),
    w.faith("zh-cu-037", "value.except", "周一有奶酪参观吗？", "有，周一上午11点也有参观团出发。", CHEESE, False),
    w.faith("zh-cu-038", "direction", "献血对体重有什么要求？", "献血者的体重不得超过50公斤。", BLOOD, False),
    w.faith("zh-cu-039", "added.fact", "电车博物馆门票多少钱？", "成人门票20元，16岁以下免费，60岁以上老人半价。", TRAM, False),
    w.faith("zh-cu-040", "added.entity", "星光舞蹈学校是谁创办的？", "学校由林晓燕和她的丈夫刘强于2005年共同创办。", DANCE, False),
    w.faith("zh-cu-041", "mixed", "迷你高尔夫球场什么时候开放？", "球场占地2400平方米，一年四季都开放。", GOLF, False),
]
REFUSAL = [
    w.refusal("zh-cu-042", "refusal.plain", "向导会说英语吗？", "抱歉，我没有这方面的信息。", HIKE, True),
    w.refusal("zh-cu-043", "refusal.context", "剧场附近有停车场吗？", "从所提供的资料中无法找到这个问题的答案。", PUPPET, True),
    w.refusal("zh-cu-044", "refusal.short", "牧场里卖奶酪吗？", "不清楚。", CHEESE, True),
    w.refusal("zh-cu-045", "refusal.long", "检测站可以刷卡付款吗？", "感谢您的提问。很遗憾，我手头的资料只介绍了检测时长、费用、营业时间和需要携带的证件，没有提到付款方式。建议您出发前直接打电话向检测站确认。", INSPECT, True),
    w.refusal("zh-cu-046", "refusal.hedged", "修理咖啡馆几点开始？", "我不太确定，不过活动应该是下午1点半开始。", REPAIR, False),
    w.refusal("zh-cu-047", "refusal.partial", "献血后多久能再献？献血有纪念品吗？", "两次全血献血之间至少要间隔6个月；至于纪念品，资料里没有提到。", BLOOD, False),
]
CORRECTNESS = [
    w.correct("zh-cu-048", "correct.wordy", "千岛湖钓鱼证办理处由谁负责？", "千岛湖钓鱼证办理处由周秀英负责，办理处周末早上6点开门。", "周秀英。", True),
    w.correct("zh-cu-049", "correct.short", "有轨电车博物馆展出多少辆电车？", "22辆。", "有轨电车博物馆共展出22辆老式电车。", True),
    w.correct("zh-cu-050", "correct.format", "修理咖啡馆几点停止接收物品？", "16:00。", "下午4点。", True),
    w.correct("zh-cu-051", "wrong.value", "峰行的全天徒步多少钱？", "每人350元，含午餐。", "每人450元。", False),
    w.correct("zh-cu-052", "wrong.echo", "东环机动车检测站的检测组长是谁？", "东环机动车检测站的检测组长就是负责检测的那位组长。", "孙伟。", False),
    w.correct("zh-cu-053", "wrong.role", "2019年接手星光舞蹈学校的是谁？", "是林晓燕。", "王浩，他是创办人林晓燕以前的学生。", False),
]
RELEVANCY = [
    w.relevant("zh-cu-054", "relevant.direct", "迷你高尔夫几月份能玩？", "4月到10月。", GOLF, True),
    w.relevant("zh-cu-055", "relevant.yesno", "10岁的孩子钓鱼要办证吗？", "不用，12岁以下不需要办证，但要有成人陪同。", FISH, True),
    w.relevant("zh-cu-056", "offtopic.true", "徒步需要穿什么鞋？", "每名向导最多带领十人。", HIKE, False),
    w.relevant("zh-cu-057", "offtopic.other", "电车博物馆门票多少钱？", "每月最后一个星期日可以乘坐修复的老电车。", TRAM, False),
]
DIAGNOSIS = [
    w.diag("zh-cu-058", "diag.pass", "检测时要带什么证件？", "需要带机动车行驶证，不用带上次的检测报告。", {"inspect": INSPECT, "tram": TRAM}, ("inspect",), "pass"),
    w.diag("zh-cu-059", "diag.offtopic", "奶酪参观几点出发？", "牧场主人杨丽华从1996年起经营这座牧场。", {"cheese": CHEESE}, ("cheese",), "fix_generation"),
    w.diag("zh-cu-060", "diag.unfaithful", "学员最多可以缺几次课？", "学员最多可以缺课五次。", {"dance": DANCE}, ("dance",), "fix_generation"),
    w.diag("zh-cu-061", "diag.refused", "木偶剧票价多少？", "抱歉，资料里没有找到票价信息。", {"puppet": PUPPET, "fish": FISH}, ("puppet",), "fix_generation"),
    w.diag("zh-cu-062", "diag.missed", "峰行的登山向导服务在哪座山？", "不知道。", {"golf": GOLF, "repair": REPAIR}, ("hike",), "fix_retrieval"),
    w.diag("zh-cu-063", "diag.correct_refusal", "献血屋提供免费停车吗？", "提供的资料中没有关于停车的说明。", {"blood": BLOOD}, (), "correct_refusal"),
    w.diag("zh-cu-064", "diag.should_refuse", "电车博物馆里有咖啡厅吗？", "有，博物馆二楼有一家咖啡厅。", {"tram": TRAM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
