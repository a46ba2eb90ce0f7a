"""Fresh set cr, Chinese: 回收中心、图书馆自习室、葡萄酒专卖店、公共桑拿、围栏狗公园、裁缝铺、校园广播电台、攀岩节、美术馆咖啡馆和出入境护照大厅。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RECYCLE = (
    "明湖区再生资源回收中心位于采石路，除周二外每天上午8点至下午6点开放。"
    "区长赵秀兰于2009年3月为中心揭幕，自2015年起由刘建国负责管理中心。"
    "居民每次可免费投放最多200公斤的园林垃圾。"
    "旧床垫可以回收，每张收费80元。"
    "访客须在门口出示住址证明。"
    "中心的48个回收箱中，约四分之一专门用于电子产品。"
)
STUDY = (
    "海港街公共图书馆二楼共有14间自习室。"
    "每间自习室每天最多可预约三小时。"
    "可提前七天预约，在网上或服务台都能办理。"
    "所有自习室内禁止吃东西，但可以携带密封瓶装饮料。"
    "自习室周一至周五晚上9点关闭，周六下午5点关闭。"
    "超过六人的团体预约须经首席馆员周慧敏批准。"
)
WINE = (
    "“酒窖时光”是一家位于榆树路的葡萄酒专卖店，由孙美玲于1998年创办。"
    "店内有1,250种葡萄酒，其中一半来自法国。"
    "顾客须年满18周岁才能购买酒类，店员可能要求出示身份证件。"
    "每周五下午5点至7点举办免费品酒会。"
    "整箱购买12瓶可享九折优惠。"
    "店里的侍酒师王磊推荐一款售价168元的里奥哈红酒。"
)
SAUNA = (
    "湖畔公共桑拿除周一外每天营业。"
    "主桑拿房加热至85°C，可容纳30人。"
    "门票成人60元，12岁以下儿童30元。"
    "桑拿房内可自行选择是否穿泳衣，但在冷水池内必须穿泳衣。"
    "建议顾客自带毛巾，但不做强制要求。"
    "每周二晚上6点至10点为女士专场。"
)
DOGPARK = (
    "白桦狗狗公园位于河边，是一片面积2.5公顷、四周设有围栏的场地。"
    "公园每天从日出开放到晚上10点。"
    "所有狗狗必须接种疫苗，并佩戴醒目的登记牌。"
    "未满六个月的幼犬不得进入主活动区。"
    "公园另设一个小型犬专区，供体重不足10公斤的狗使用。"
    "每周六上午，由陈晓雯带领的志愿者打扫公园。"
)
TAILOR = (
    "“巧针裁缝铺”自2012年起由马志强经营。"
    "改一条裤子的裤脚收费30元，需要两天。"
    "西装修改最多需要十个工作日。"
    "店铺每周日和周一休息。"
    "马志强的学徒林小雨负责所有婚纱的试衣。"
    "定做西装时，顾客须先付50%的定金。"
)
RADIO = (
    "“校园之声”FM 89.3是北辰大学的学生广播电台。"
    "电台每天播音18小时，从早上6点到午夜。"
    "电台有65名学生志愿者，台长是黄子轩。"
    "新主持人必须先完成为期四周的培训课程，才能上节目。"
    "由何佳怡主持的早间节目于2020年9月14日首播。"
    "本地报纸《北辰日报》捐赠了演播室设备。"
)
CLIMB = (
    "花岗峰攀岩节将于2024年6月7日至9日在云南省省会昆明举行。"
    "预计约有3,000名攀岩者参加。"
    "周末通票售价380元，单日票售价160元。"
    "14岁以下儿童须有成人陪同才能攀岩。"
    "抱石比赛由前冠军罗雪担任裁判。"
    "主岩壁高18米。"
)
CAFE = (
    "滨江美术馆的咖啡馆位于一楼，设有40个座位。"
    "咖啡馆的营业时间为上午9:30至下午5:00。"
    "去咖啡馆无需购买美术馆门票。"
    "主厨徐文博每天早上在店里现烤所有蛋糕。"
    "一块胡萝卜蛋糕28元，一壶茶35元。"
    "美术馆会员可享受八五折优惠。"
)
PASSPORT = (
    "江城市出入境管理局的护照大厅位于人民路12号，周一至周五上午8:30至下午4:00办公。"
    "须至少提前48小时在网上预约。"
    "普通成人护照的费用为120元，有效期十年。"
    "普通办理需要三周；加急办理需要五个工作日，另收60元。"
    "申请人须携带两张近期照片和旧护照。"
    "护照大厅由主任郑丽华负责。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cr-001", "para.reorder", "明湖区回收中心什么时候开放？", "每天上午8点至下午6点开放，只有周二除外。", RECYCLE, True),
    w.faith("zh-cr-002", "para.passive", "回收中心是谁揭幕的？", "2009年3月，中心由区长赵秀兰揭幕。", RECYCLE, True),
    w.faith("zh-cr-003", "para.synonym", "海港街图书馆有多少间自习室？", "图书馆二楼一共设有14间自习室。", STUDY, True),
    w.faith("zh-cr-004", "para.nominal", "护照大厅怎么预约？", "网上预约须至少提前48小时进行。", PASSPORT, True),
    w.faith("zh-cr-005", "para.capital", "花岗峰攀岩节在哪里举办？", "在昆明举办，昆明是云南省的省会。", CLIMB, True),
    w.faith("zh-cr-006", "para.pronoun", "黄子轩在校园之声担任什么职务？", "他是校园之声的台长。", RADIO, True),
    w.faith("zh-cr-007", "para.relative", "“酒窖时光”是谁创办的？", "位于榆树路的葡萄酒专卖店“酒窖时光”是孙美玲在1998年创办的。", WINE, True),
    w.faith("zh-cr-008", "para.part", "桑拿的儿童票多少钱？", "12岁以下儿童的门票是30元。", SAUNA, True),
    w.faith("zh-cr-009", "para.combine", "白桦狗狗公园在哪里？什么时候开放？", "它是河边一片2.5公顷、设有围栏的场地，每天从日出开放到晚上10点。", DOGPARK, True),
    w.faith("zh-cr-010", "fmt.number", "在巧针裁缝铺改裤脚要多久？", "改裤脚需要2天。", TAILOR, True),
    w.faith("zh-cr-011", "fmt.thousands", "“酒窖时光”有多少种葡萄酒？", "店里共有1250种葡萄酒。", WINE, True),
    w.faith("zh-cr-012", "fmt.scale", "白桦狗狗公园有多大？", "公园面积为25,000平方米。", DOGPARK, True),
    w.faith("zh-cr-013", "fmt.date", "校园之声的早间节目是哪天首播的？", "早间节目于2020-09-14首播。", RADIO, True),
    w.faith("zh-cr-014", "fmt.time", "美术馆咖啡馆几点到几点营业？", "咖啡馆营业时间是9:30到17:00。", CAFE, True),
    w.faith("zh-cr-015", "fmt.unit", "湖畔桑拿的主桑拿房有多热？", "主桑拿房加热到85摄氏度。", SAUNA, True),
    w.faith("zh-cr-016", "fmt.abbrev", "护照大厅在哪里？", "江城市出入境局的护照大厅在人民路12号。", PASSPORT, True),
    w.faith("zh-cr-017", "fmt.currency", "美术馆咖啡馆的胡萝卜蛋糕多少钱一块？", "胡萝卜蛋糕一块卖¥28。", CAFE, True),
    w.faith("zh-cr-018", "fmt.range", "自习室一次能约多长时间？", "每间自习室每天的预约时长不超过3小时。", STUDY, True),
    w.faith("zh-cr-019", "fmt.period", "普通办理护照需要多长时间？", "普通办理需要21天。", PASSPORT, True),
    w.faith("zh-cr-020", "fmt.share", "“酒窖时光”的葡萄酒有多少来自法国？", "店里50%的葡萄酒来自法国。", WINE, True),
    w.faith("zh-cr-021", "para.except", "周二可以去回收中心投放垃圾吗？", "不可以，回收中心周二不开放。", RECYCLE, True),
    w.faith("zh-cr-022", "wrap.opener", "巧针裁缝铺哪几天休息？", "好问题！巧针裁缝铺每周日和周一休息。", TAILOR, True),
    w.faith("zh-cr-023", "wrap.closer", "攀岩节的单日票多少钱？", "单日票售价160元。希望对您有帮助！", CLIMB, True),
    w.faith("zh-cr-024", "wrap.attribution", "在冷水池里必须穿泳衣吗？", "根据湖畔公共桑拿的说明，在冷水池内必须穿泳衣。", SAUNA, True),
    w.faith("zh-cr-025", "wrap.hedge", "狗公园由谁打扫？", "据我所知，每周六上午由陈晓雯带领的志愿者打扫公园。", DOGPARK, True),
    w.faith("zh-cr-026", "wrap.question", "去美术馆咖啡馆需要买门票吗？", "不需要，去咖啡馆无需购买美术馆门票。要不要我再告诉您蛋糕的价格？", CAFE, True),
    w.faith("zh-cr-027", "value.number", "图书馆有几间自习室？", "图书馆二楼共有16间自习室。", STUDY, False),
    w.faith("zh-cr-028", "value.date", "攀岩节什么时候举行？", "攀岩节将于2024年7月7日至9日在昆明举行。", CLIMB, False),
    w.faith("zh-cr-029", "value.time", "自习室几点关门？", "周一至周五晚上9点关闭，周六下午6点关闭。", STUDY, False),
    w.faith("zh-cr-030", "value.unit", "攀岩节的主岩壁有多高？", "主岩壁高18英尺。", CLIMB, False),
    w.faith("zh-cr-031", "value.currency", "普通成人护照多少钱？", "普通成人护照的费用为150元，有效期十年。", PASSPORT, False),
    w.faith("zh-cr-032", "role.swap", "巧针裁缝铺是谁在经营？", "店铺由林小雨经营，马志强是她的学徒。", TAILOR, False),
    w.faith("zh-cr-033", "negation", "没有美术馆门票能去咖啡馆吗？", "不能，去咖啡馆必须持有美术馆门票。", CAFE, False),
    w.faith("zh-cr-034", "antonym", "居民投放园林垃圾要付费吗？", "要，园林垃圾是收费投放的，每次最多200公斤。", RECYCLE, False),
    w.faith("zh-cr-035", "modality", "去桑拿要自带毛巾吗？", "要，顾客必须自带毛巾。", SAUNA, False),
    w.faith("zh-cr-036", "quantifier", "回收中心有多少回收箱是放电子产品的？", "中心48个回收箱中的大部分都专门用于电子产品。", RECYCLE, False),
    w.faith("zh-cr-037", "value.except", "周一可以去湖畔桑拿吗？", "可以，湖畔公共桑拿周一照常营业。", SAUNA, False),
    w.faith("zh-cr-038", "direction", "小型犬专区是给什么样的狗用的？", "这个专区供体重超过10公斤的狗使用。", DOGPARK, False),
    w.faith("zh-cr-039", "added.fact", "校园之声什么时间播音？", "电台从早上6点播到午夜，所有节目还会在学校官网同步直播。", RADIO, False),
    w.faith("zh-cr-040", "added.entity", "美术馆咖啡馆的蛋糕是谁做的？", "主厨徐文博和他的助手李娜每天早上在店里现烤。", CAFE, False),
    w.faith("zh-cr-041", "mixed", "攀岩节的门票怎么卖？", "周末通票售价380元，单日票售价200元。", CLIMB, False),
]
REFUSAL = [
    w.refusal("zh-cr-042", "refusal.plain", "“酒窖时光”提供送货上门吗？", "抱歉，我没有这方面的信息。", WINE, True),
    w.refusal("zh-cr-043", "refusal.context", "狗公园里有给狗喝水的饮水点吗？", "所提供的资料中没有提到公园里是否有饮水点。", DOGPARK, True),
    w.refusal("zh-cr-044", "refusal.short", "在校园之声投放广告要多少钱？", "不清楚。", RADIO, True),
    w.refusal("zh-cr-045", "refusal.long", "刚出生的宝宝能当天办好护照吗？", "感谢您的提问。很遗憾，我手头的资料没有涉及婴儿护照或当天办理的内容，所以无法回答这个问题。资料里只有普通成人护照的费用以及普通办理和加急办理所需的时间。建议您去之前直接联系护照大厅确认。", PASSPORT, True),
    w.refusal("zh-cr-046", "refusal.hedged", "桑拿的成人票多少钱？", "我不太确定，不过成人门票应该是60元。", SAUNA, False),
    w.refusal("zh-cr-047", "refusal.partial", "美术馆咖啡馆的胡萝卜蛋糕和拿铁各多少钱？", "一块胡萝卜蛋糕28元，但资料里没有写拿铁的价格。", CAFE, False),
]
CORRECTNESS = [
    w.correct("zh-cr-048", "correct.wordy", "“酒窖时光”是谁创办的？", "榆树路上的葡萄酒专卖店“酒窖时光”是孙美玲在1998年一手创办的。", "孙美玲", True),
    w.correct("zh-cr-049", "correct.short", "普通成人护照的有效期是多久？", "十年。", "普通成人护照的有效期为十年。", True),
    w.correct("zh-cr-050", "correct.format", "攀岩节哪天开幕？", "2024-06-07开幕。", "2024年6月7日", True),
    w.correct("zh-cr-051", "wrong.value", "校园之声有多少名学生志愿者？", "校园之声有56名学生志愿者。", "65名", False),
    w.correct("zh-cr-052", "wrong.echo", "攀岩节的主岩壁有多高？", "攀岩节的主岩壁非常高。", "18米", False),
    w.correct("zh-cr-053", "wrong.role", "巧针裁缝铺的学徒是谁？", "学徒是马志强。", "林小雨", False),
]
RELEVANCY = [
    w.relevant("zh-cr-054", "relevant.direct", "自习室最早能提前几天订？", "可以提前七天预约。", STUDY, True),
    w.relevant("zh-cr-055", "relevant.yesno", "我家四个月大的小狗能进主活动区吗？", "不能，未满六个月的幼犬不得进入主活动区。", DOGPARK, True),
    w.relevant("zh-cr-056", "offtopic.true", "在桑拿房里必须穿泳衣吗？", "门票成人60元，12岁以下儿童30元。", SAUNA, False),
    w.relevant("zh-cr-057", "offtopic.other", "回收一张旧床垫要多少钱？", "回收中心每天上午8点至下午6点开放。", RECYCLE, False),
]
DIAGNOSIS = [
    w.diag("zh-cr-058", "diag.pass", "在巧针裁缝铺定做西装要先付多少定金？", "定做西装时须先付50%的定金。", {"tailor": TAILOR, "radio": RADIO}, ("tailor",), "pass"),
    w.diag("zh-cr-059", "diag.offtopic", "美术馆咖啡馆一壶茶多少钱？", "咖啡馆位于一楼，设有40个座位。", {"cafe": CAFE}, ("cafe",), "fix_generation"),
    w.diag("zh-cr-060", "diag.unfaithful", "攀岩节的抱石比赛由谁当裁判？", "抱石比赛由张伟担任裁判。", {"climb": CLIMB, "wine": WINE}, ("climb",), "fix_generation"),
    w.diag("zh-cr-061", "diag.refused", "去办护照需要带什么？", "抱歉，我找不到相关信息。", {"passport": PASSPORT}, ("passport",), "fix_generation"),
    w.diag("zh-cr-062", "diag.missed", "白桦狗狗公园面积有多大？", "抱歉，我没有找到狗公园的面积。", {"sauna": SAUNA, "wine": WINE}, ("dogpark",), "fix_retrieval"),
    w.diag("zh-cr-063", "diag.correct_refusal", "回收中心收旧轮胎吗？", "所提供的文档没有说明回收中心是否接收旧轮胎。", {"recycle": RECYCLE, "study": STUDY}, (), "correct_refusal"),
    w.diag("zh-cr-064", "diag.should_refuse", "校园之声有多少听众？", "校园之声每周大约有一万两千名听众。", {"radio": RADIO, "cafe": CAFE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
