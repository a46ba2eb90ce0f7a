"""Fresh set cg, Chinese: a puppet theatre, a school climbing wall, a wedding venue, a ski
lift pass office, a bicycle repair cafe, a nature reserve guided walk, a public sauna, a
language school, a ferry car deck booking and a street-food market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PUPPET = (
    "青柳木偶剧场由团长林若溪经营，演出场地是杭州河坊街上一座改建的旧粮仓。"
    "周末下午场于14:00开演，时长55分钟，其中包括10分钟中场休息。"
    "票价为成人80元、12岁以下儿童50元，2岁以下幼儿坐在家长腿上可免费入场。"
    "剧场最多可容纳100名观众。"
    "除周三外每天都有演出，周三是演员的排练日。"
    "面向8至12岁儿童的木偶制作课由木雕师周建平主持，每月第一个星期六举行。"
)

CLIMB = (
    "明德中学体育馆里的攀岩墙高10米，设有12条顶绳线路。"
    "学生只能在周一和周三下午4:10至5:40有老师指导的时段内攀岩。"
    "每位攀岩者都必须佩戴安全带和头盔，镁粉袋则可自选。"
    "训练由体育老师陈思远负责监督，她持有国家攀岩指导员证书，助教黄磊负责为初学者做保护。"
    "一学期会费为300元，包含12次训练；初一学生第一次攀岩前须交家长签字的同意书。"
)

WEDDING = (
    "湖畔花园婚礼庄园由赵文博、孙丽夫妇经营，入座宴会最多可容纳200位宾客，站立式酒会最多可容纳280人。"
    "2025年周六的场地租金为52,000元，周五和周日为38,000元。"
    "预订时须支付30%的定金，尾款须在婚礼前6周付清。"
    "音乐必须在晚上10:30前停止，所有宾客须在晚上11点前离开庄园。"
    "新人可以自带餐饮团队，但只能从庄园指定的6家公司中选择。"
)

SKI = (
    "白桦岭滑雪场缆车票务处在雪季期间每天8:30至17:00营业，雪季为12月1日至次年3月20日。"
    "成人一日票为360元，成人五日票为1,500元。"
    "6至14岁儿童按成人票价的一半购票，6岁以下儿童在付费成人陪同下可免费滑雪。"
    "遗失的缆车票凭原始收据可补办一次，手续费为30元。"
    "票务处经理郭静只有在缆车因大风停运时，才能为未使用的天数退款。"
)

BIKE = (
    "轮转修车咖啡馆每月第二个星期日上午10点到下午1点在和平里社区活动室举行。"
    "退休工程师刘国栋带领着一支志愿修车队，队员们教来访者自己修车，而不是替他们修。"
    "指导免费，但零件按成本价出售，内胎每条25元。"
    "每位来访者最多可预约修车架40分钟。"
    "茶和点心按自愿捐款10元提供；由于活动室没有安全的充电设施，不接待电动自行车。"
)

RESERVE = (
    "芦苇湾湿地保护区的导览徒步于每年4月至9月的每个星期六早上6:30从游客中心出发。"
    "路线全长6.5公里，途中在两个观鸟屋停留，全程约3小时。"
    "每团最多15人，须至少提前48小时预约。"
    "徒步由护林员王晓梅带队，志愿者吴迪负责殿后。"
    "除登记在册的辅助犬外，其他犬只不得参加徒步；成人费用为40元，16岁以下免费。"
)

SAUNA = (
    "位于码头路的海港公共桑拿每天早上7点至晚上10点开放。"
    "木柴桑拿房的温度保持在85°C，蒸汽房保持在45°C。"
    "单次入场最多2小时，收费68元；10次卡售价600元。"
    "每周二晚上6点以后仅限女性使用。"
    "所有区域必须穿着泳衣，毛巾可以10元租用，未满14岁的儿童不得入内。"
)

SCHOOL = (
    "启言语言学校为成人开设法语和德语晚间课程。"
    "每门课程为期10周，每周一和周四晚上7点各上一次课，每次90分钟。"
    "每门课程学费为2,800元，含教材费；除零基础学员外，所有人都必须参加分级测试。"
    "每班至少4人、最多12人；报名不足4人的课程将取消并全额退款。"
    "法语由曾在巴黎接受教师培训的马丽执教，德语由毕业于北京外国语大学的何晨执教，何晨同时也是学校校长。"
)

FERRY = (
    "从东港开往青屿岛的海鸥号渡轮，车辆须至少在开船前24小时在网上预订。"
    "长度5米以内的标准小汽车单程收费150元，含驾驶员一人，每位额外乘客另付30元。"
    "高度超过2米的车辆（如房车）收费220元。"
    "驾驶员须在开船前至少30分钟到达码头，否则其甲板车位可能转给候补车辆。"
    "航程约45分钟，首班船早上6:15从东港出发。"
)

MARKET = (
    "老码头小吃夜市于5月至10月的每个星期五和星期六下午5点至晚上11点开放。"
    "约有35个摊位出售美食，所有主食价格都不超过30元。"
    "只有部分摊位提供纯素菜品。"
    "夜市由老码头街区商户联合会主办，经理为何志强。"
    "夜市只接受移动支付和刷卡，不收现金；摊主每晚须缴纳200元摊位费，并在开市前由安全员许晴检查煤气罐。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cg-001", "para.reorder", "周末下午场几点开演，演多久？", "时长55分钟（含10分钟中场休息）的周末下午场在14:00开演。", PUPPET, True),
    w.faith("zh-cg-002", "para.passive", "志愿修车队由谁带领？", "这支志愿修车队是由退休工程师刘国栋带领的。", BIKE, True),
    w.faith("zh-cg-003", "para.synonym", "小孩可以进海港公共桑拿吗？", "不到14岁的小孩不能进去。", SAUNA, True),
    w.faith("zh-cg-004", "para.nominal", "尾款什么时候要付清？", "尾款的付清期限是婚礼前6周。", WEDDING, True),
    w.faith("zh-cg-005", "para.capital", "法语老师在哪里接受的教师培训？", "马丽是在法国首都接受的教师培训。", SCHOOL, True),
    w.faith("zh-cg-006", "para.pronoun", "攀岩训练由谁监督？", "由陈思远老师监督。她是体育老师，持有国家攀岩指导员证书。", CLIMB, True),
    w.faith("zh-cg-007", "para.relative", "首班船几点开？", "从东港出发的首班船早上6:15开。", FERRY, True),
    w.faith("zh-cg-008", "para.part", "导览徒步途中会在哪里停留？", "途中会在两个观鸟屋停留。", RESERVE, True),
    w.faith("zh-cg-009", "para.combine", "夜市的主食多少钱，怎么付款？", "主食都不超过30元，付款只能用移动支付或刷卡，不收现金。", MARKET, True),
    w.faith("zh-cg-010", "fmt.number", "攀岩墙有几条顶绳线路？", "一共有十二条顶绳线路。", CLIMB, True),
    w.faith("zh-cg-011", "fmt.thousands", "2025年周六的场地租金是多少？", "2025年周六的场地租金是52000元。", WEDDING, True),
    w.faith("zh-cg-012", "fmt.scale", "导览徒步的路线有多长？", "路线全长6500米。", RESERVE, True),
    w.faith("zh-cg-013", "fmt.date", "白桦岭的雪季是什么时候？", "雪季从十二月一日持续到次年三月二十日。", SKI, True),
    w.faith("zh-cg-014", "fmt.time", "海港公共桑拿几点开放？", "每天07:00至22:00开放。", SAUNA, True),
    w.faith("zh-cg-015", "fmt.unit", "木柴桑拿房有多热？", "木柴桑拿房的温度保持在摄氏85度。", SAUNA, True),
    w.faith("zh-cg-016", "fmt.abbrev", "德语老师毕业于哪所大学？", "何晨毕业于北外。", SCHOOL, True),
    w.faith("zh-cg-017", "fmt.currency", "夜市的摊位费是多少？", "摊主每晚要交¥200的摊位费。", MARKET, True),
    w.faith("zh-cg-018", "fmt.range", "每个班有多少人？", "每班4到12人。", SCHOOL, True),
    w.faith("zh-cg-019", "fmt.period", "导览徒步需要提前多久预约？", "至少要提前两天预约。", RESERVE, True),
    w.faith("zh-cg-020", "fmt.share", "6至14岁儿童的缆车票怎么收费？", "按成人票价的50%收费。", SKI, True),
    w.faith("zh-cg-021", "para.except", "木偶剧场哪几天有演出？", "周三是排练日，没有演出；一周其余六天都有演出。", PUPPET, True),
    w.faith("zh-cg-022", "wrap.opener", "修车咖啡馆的内胎多少钱？", "好问题！内胎每条25元。", BIKE, True),
    w.faith("zh-cg-023", "wrap.closer", "标准小汽车上渡轮多少钱？", "长度5米以内的标准小汽车单程150元，含驾驶员一人。祝您旅途愉快！", FERRY, True),
    w.faith("zh-cg-024", "wrap.attribution", "婚礼上的音乐几点必须停？", "根据文件，音乐必须在晚上10:30前停止。", WEDDING, True),
    w.faith("zh-cg-025", "wrap.hedge", "老码头夜市什么时候开？", "我觉得应该是5月到10月的每个周五和周六，下午5点到晚上11点。", MARKET, True),
    w.faith("zh-cg-026", "wrap.question", "语言课程的学费是多少？", "每门课程2,800元，含教材费。您还想了解分级测试的情况吗？", SCHOOL, True),
    w.faith("zh-cg-027", "value.number", "导览徒步每团最多多少人？", "每团最多25人。", RESERVE, False),
    w.faith("zh-cg-028", "value.date", "白桦岭的雪季什么时候开始？", "雪季从12月10日开始。", SKI, False),
    w.faith("zh-cg-029", "value.time", "首班船几点从东港出发？", "首班船早上6:45从东港出发。", FERRY, False),
    w.faith("zh-cg-030", "value.unit", "攀岩墙有多高？", "攀岩墙高10英尺。", CLIMB, False),
    w.faith("zh-cg-031", "value.currency", "桑拿的10次卡多少钱？", "10次卡售价680元。", SAUNA, False),
    w.faith("zh-cg-032", "role.swap", "法语和德语分别由谁教？", "法语由何晨执教，德语由马丽执教。", SCHOOL, False),
    w.faith("zh-cg-033", "negation", "可以把电动自行车带去修吗？", "可以，电动自行车也接待。", BIKE, False),
    w.faith("zh-cg-034", "antonym", "攀岩必须带镁粉袋吗？", "是的，镁粉袋是必备的。", CLIMB, False),
    w.faith("zh-cg-035", "modality", "新人可以自带餐饮团队吗？", "新人必须自带餐饮团队，而且只能从指定的6家公司里选。", WEDDING, False),
    w.faith("zh-cg-036", "quantifier", "夜市有纯素菜品吗？", "有，所有摊位都提供纯素菜品。", MARKET, False),
    w.faith("zh-cg-037", "value.except", "谁必须参加分级测试？", "只有零基础学员必须参加分级测试。", SCHOOL, False),
    w.faith("zh-cg-038", "direction", "桑拿什么时候仅限女性使用？", "每周二晚上6点以前仅限女性使用。", SAUNA, False),
    w.faith("zh-cg-039", "added.fact", "预订庄园时要付多少定金？", "预订时须支付30%的定金，定金不予退还。", WEDDING, False),
    w.faith("zh-cg-040", "added.entity", "志愿修车队由谁带领？", "由退休工程师刘国栋和自行车店老板王芳一起带领。", BIKE, False),
    w.faith("zh-cg-041", "mixed", "缆车票丢了怎么办？", "凭原始收据可以补办一次，手续费30元，新票可以在三个缆车站中任意一个领取。", SKI, False),
]

REFUSAL = [
    w.refusal("zh-cg-042", "refusal.plain", "木偶剧场里有咖啡馆吗？", "我不知道剧场里有没有咖啡馆。", PUPPET, True),
    w.refusal("zh-cg-043", "refusal.context", "学校提供攀岩鞋租借吗？", "所提供的资料里没有提到攀岩鞋，所以我无法回答能否租借。", CLIMB, True),
    w.refusal("zh-cg-044", "refusal.short", "白桦岭滑雪场有单板教学吗？", "不知道。", SKI, True),
    w.refusal("zh-cg-045", "refusal.long", "摩托车可以上海鸥号渡轮吗？", "非常抱歉，这个问题我无法回答。我手头的资料只涉及标准小汽车、房车等较高车辆以及额外乘客的收费，完全没有提到摩托车。与其凭猜测回答，不如建议您直接向渡轮公司咨询。感谢您的理解。", FERRY, True),
    w.refusal("zh-cg-046", "refusal.hedged", "桑拿可以租毛巾吗？", "我不太确定，不过好像毛巾可以10元租用。", SAUNA, False),
    w.refusal("zh-cg-047", "refusal.partial", "夜市什么时候开，附近有停车场吗？", "夜市在5月至10月的每周五、周六下午5点到晚上11点开放。至于停车场，我没有找到相关信息。", MARKET, False),
]

CORRECTNESS = [
    w.correct("zh-cg-048", "correct.wordy", "湖畔花园婚礼庄园的入座宴会最多能坐多少位宾客？", "如果是入座宴会，湖畔花园婚礼庄园能够接待的宾客人数上限是200位，这是庄园为入座宴会设定的最大容量。", "入座宴会最多可容纳200位宾客。", True),
    w.correct("zh-cg-049", "correct.short", "白桦岭成人一日票多少钱？", "360元。", "成人一日票为360元。", True),
    w.correct("zh-cg-050", "correct.format", "海港公共桑拿晚上几点关门？", "22:00。", "晚上10点关门。", True),
    w.correct("zh-cg-051", "wrong.value", "启言语言学校每门课程的学费是多少？", "每门课程3,200元，含教材费。", "每门课程2,800元，含教材费。", False),
    w.correct("zh-cg-052", "wrong.echo", "哪些学生需要交家长签字的同意书？", "需要交家长签字同意书的是高三学生。", "初一学生第一次攀岩前须交家长签字的同意书。", False),
    w.correct("zh-cg-053", "wrong.role", "导览徒步由谁带队，谁负责殿后？", "吴迪带队，王晓梅负责殿后。", "护林员王晓梅带队，志愿者吴迪负责殿后。", False),
]

RELEVANCY = [
    w.relevant("zh-cg-054", "relevant.direct", "渡轮航程要多长时间？", "航程大约45分钟。", FERRY, True),
    w.relevant("zh-cg-055", "relevant.yesno", "我一岁的孩子看木偶剧需要买票吗？", "不需要，2岁以下幼儿坐在家长腿上可以免费入场。", PUPPET, True),
    w.relevant("zh-cg-056", "offtopic.true", "夜市的主食最贵多少钱？", "摊主在开市前要由安全员许晴检查煤气罐。", MARKET, False),
    w.relevant("zh-cg-057", "offtopic.other", "法语课是星期几上？", "法语由曾在巴黎接受培训的马丽执教。", SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("zh-cg-058", "diag.pass", "攀岩墙一学期的会费是多少？", "一学期会费300元，包含12次训练。", {"climbing-wall": CLIMB, "sauna": SAUNA}, ("climbing-wall",), "pass"),
    w.diag("zh-cg-059", "diag.offtopic", "导览徒步几点出发？", "成人费用为40元，16岁以下免费。", {"nature-reserve": RESERVE, "market": MARKET}, ("nature-reserve",), "fix_generation"),
    w.diag("zh-cg-060", "diag.unfaithful", "房车上渡轮收费多少？", "房车和标准小汽车一样，收费150元。", {"ferry": FERRY, "ski-pass": SKI}, ("ferry",), "fix_generation"),
    w.diag("zh-cg-061", "diag.refused", "宾客必须在几点前离开庄园？", "抱歉，文件里没有说明宾客需要在几点前离开。", {"wedding-venue": WEDDING, "repair-cafe": BIKE}, ("wedding-venue",), "fix_generation"),
    w.diag("zh-cg-062", "diag.missed", "青柳木偶剧场的木偶制作课由谁主持？", "在提供的文件中，我没有找到木偶制作课由谁主持。", {"sauna": SAUNA, "language-school": SCHOOL}, ("puppet-theatre",), "fix_retrieval"),
    w.diag("zh-cg-063", "diag.correct_refusal", "白桦岭滑雪场有夜场滑雪吗？", "文件里没有提到夜场滑雪，所以我无法告诉您。", {"ski-pass": SKI, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("zh-cg-064", "diag.should_refuse", "轮转修车咖啡馆提供专业的骑行姿势调校服务吗？", "提供，专业调校收费100元，大约需要30分钟。", {"repair-cafe": BIKE, "market": MARKET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
