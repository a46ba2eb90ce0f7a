"""Chinese cases of fresh set bl: 雪峰滑雪学校 (ski school, 松岭镇), 绿行单车 (bike-sharing
scheme, 江城市), guided tours at 云山自然博物馆, 博语语言学校 (language school), 青石青年旅舍
(hostel), 东门农夫市集 (farmers' market), personal training at 力动健身房, 快捷搬家公司 (moving
company), 松林夏令营 (children's summer camp) and the ticket policy of 星光剧院 (theatre)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SKI_SCHOOL = (
    "松岭镇的雪峰滑雪学校为5至12岁的儿童开设团体课，也为成人提供私教课。"
    "团体课每节两小时，每名儿童收费380元，每组最多6名孩子。"
    "总教练刘海波负责制定课程，陈静负责预约和装备租赁。"
    "所有儿童都必须佩戴头盔，头盔免费出借。"
    "除星期二外，每天上午9:30和下午1:30开课，雪季从2024年12月15日持续到2025年3月30日。"
)

BIKE_SHARE = (
    "江城市的公共自行车项目“绿行单车”在85个站点投放了1,200辆自行车。"
    "年卡售价120元，学生年卡60元，会员每次骑行的前30分钟免费。"
    "超过30分钟后，每多骑半小时收费1.5元。"
    "自行车必须还到站点；在站点以外的地方还车，须支付50元调度费。"
    "午夜至凌晨5点，只有市中心的20个站点开放。"
)

MUSEUM_TOURS = (
    "云山自然博物馆每周六和周日上午11点、下午3点提供恐龙馆讲解服务。"
    "每场讲解持续45分钟，最多接待15名观众。"
    "讲解费为20元，需在普通门票之外另行支付，6岁以下儿童免费参加。"
    "参加者应在讲解开始前10分钟到一楼服务台集合。"
    "讲解由研究馆员周文涛负责，馆长林慧则在每月第一个星期五亲自带领一场夜间特别讲解。"
)

LANGUAGE_SCHOOL = (
    "博语语言学校开设法语、德语和西班牙语晚班，每班最多10名学员。"
    "十周课程每周上两次课，每次90分钟，学费为3,800元。"
    "除零基础学员外，报名任何级别前都必须参加分级测试。"
    "法语部由杜波瓦老师负责，德语部由施密特老师负责。"
    "每年春天，高级班学员可以参加为期一周的巴黎游学；缺课超过三次的学员不发结业证书。"
)

HOSTEL = (
    "青石青年旅舍共有64张床位，分布在4人间和8人间宿舍中，另有6间双人房。"
    "旅舍三层楼的每个房间都有独立卫生间，每张床配有一个储物柜，挂锁可在前台以15元购买。"
    "早餐供应时间为早上7点到10点，价格25元。"
    "入住时间为下午3点以后，退房时间为上午11点以前。"
    "部分宿舍仅限女性入住；除与父母同行外，客人须年满18周岁。"
)

FARMERS_MARKET = (
    "东门农夫市集每年4月至10月，每周六上午7:30至下午1点开放。"
    "约40个摊位出售蔬菜、奶酪、面包和鲜花，每个摊位至少一半的产品必须来自50km以内的农场。"
    "摊位费为每天150元，新摊主还需一次性缴纳200元登记费。"
    "市集经理王丽负责分配摊位，厨师赵强每天上午10点进行烹饪演示。"
    "狗必须牵绳才能进入市集，而且不得进入美食帐篷。"
)

PERSONAL_TRAINING = (
    "力动健身房的私人教练课每节60分钟，收费400元；十节课套餐为3,500元。"
    "新会员可免费获得一次30分钟的体能评估，由教练孙浩进行，他还负责制定训练计划；营养师何雪提供饮食建议。"
    "课程最晚可在开课前24小时免费取消，之后取消将全额收费。"
    "套餐自第一节课起3个月内有效。"
    "教练的上课时间为星期一至星期五早上6点到晚上9点，以及星期六上午。"
)

MOVING_COMPANY = (
    "快捷搬家公司只承接松城市30公里以内的本地搬家。"
    "一个搬家小组由两名搬运工和一辆7.5吨货车组成，每小时收费300元，最少按3小时计算。"
    "包装材料包含在费用中，但搬运钢琴需另加500元。"
    "客户必须至少提前两周预约，每个预约可免费改期一次。"
    "运营经理吴磊负责规划路线，他的同事郑芳负责保险理赔，理赔须在搬家后7天内提出。"
)

SUMMER_CAMP = (
    "松林夏令营位于明湖湖畔，每年7月和8月为8至14岁的孩子举办为期两周的营期。"
    "每期费用为12,800元，含餐费，兄弟姐妹同时报名可享受九折优惠。"
    "每间小木屋住8个孩子。每间小木屋配有一名辅导员。"
    "孩子的手机在报到时统一收走，最后一天归还，但家长可以在18:00至19:00之间给营地办公室打电话。"
    "营长高雅负责整个活动安排，护士钱明全天24小时驻营。"
)

THEATRE_TICKETS = (
    "星光剧院通过网上和售票处售票，售票处的营业时间为周二至周六中午12点到下午6点。"
    "票价根据座位不同，从80元到380元不等。"
    "演出开始48小时前，可支付10元手续费改换其他场次，但除演出取消外，门票一律不退。"
    "迟到的观众只能在中场休息时入场。"
    "26岁以下的学生在演出当天购票可享受半价。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bl-001", "para.reorder", "雪峰滑雪学校的团体课上多久，多少钱？", "每名儿童交380元，就可以上一节两小时的团体课。", SKI_SCHOOL, True),
    w.faith("zh-bl-002", "para.passive", "雪峰滑雪学校的课程是谁制定的？", "课程是由总教练刘海波制定的。", SKI_SCHOOL, True),
    w.faith("zh-bl-003", "para.synonym", "绿行单车如果不还到站点会怎么样？", "如果把车停在站点以外的地方，需要交50元的调度费用。", BIKE_SHARE, True),
    w.faith("zh-bl-004", "para.nominal", "恐龙馆讲解在哪里集合、什么时候到？", "参加者的集合地点是一楼服务台，到达时间为讲解开始前10分钟。", MUSEUM_TOURS, True),
    w.faith("zh-bl-005", "para.capital", "博语语言学校的高级班学员去哪里游学？", "每年春天，高级班学员可以去法国参加为期一周的游学。", LANGUAGE_SCHOOL, True),
    w.faith("zh-bl-006", "para.pronoun", "力动健身房新会员的体能评估由谁来做？", "由孙浩教练来做，训练计划也是他制定的。", PERSONAL_TRAINING, True),
    w.faith("zh-bl-007", "para.relative", "青石青年旅舍的早餐是怎么安排的？", "价格为25元的早餐在早上7点到10点之间供应。", HOSTEL, True),
    w.faith("zh-bl-008", "para.part", "青石青年旅舍二楼的房间有独立卫生间吗？", "有，二楼的房间都有独立卫生间。", HOSTEL, True),
    w.faith("zh-bl-009", "para.combine", "松林夏令营的孩子们住在哪里？", "孩子们8人住一间小木屋，每间小木屋都配有一名辅导员。", SUMMER_CAMP, True),
    w.faith("zh-bl-010", "fmt.number", "快捷搬家公司一次派几个搬运工？", "每个搬家小组有2名搬运工，配一辆7.5吨的货车。", MOVING_COMPANY, True),
    w.faith("zh-bl-011", "fmt.thousands", "绿行单车一共有多少辆车？", "绿行单车在85个站点共投放了1200辆自行车。", BIKE_SHARE, True),
    w.faith("zh-bl-012", "fmt.scale", "快捷搬家公司用多大的货车？", "搬家小组使用的是一辆7500公斤的货车。", MOVING_COMPANY, True),
    w.faith("zh-bl-013", "fmt.date", "雪峰滑雪学校的雪季是什么时候？", "雪季为2024/12/15至2025/3/30。", SKI_SCHOOL, True),
    w.faith("zh-bl-014", "fmt.time", "家长什么时候可以给松林夏令营打电话？", "家长可以在下午六点到七点之间给营地办公室打电话。", SUMMER_CAMP, True),
    w.faith("zh-bl-015", "fmt.unit", "东门农夫市集的产品要来自多近的农场？", "每个摊位至少一半的产品必须来自50公里以内的农场。", FARMERS_MARKET, True),
    w.faith("zh-bl-016", "fmt.abbrev", "力动健身房的私人教练什么时候可以上课？", "私教课周一至周五早6点到晚9点都可以上，周六上午也可以。", PERSONAL_TRAINING, True),
    w.faith("zh-bl-017", "fmt.currency", "星光剧院改签要多少钱？", "演出开始48小时前改换场次，手续费为人民币10元。", THEATRE_TICKETS, True),
    w.faith("zh-bl-018", "fmt.range", "星光剧院的票价是多少？", "最便宜的座位80元，最贵的座位380元。", THEATRE_TICKETS, True),
    w.faith("zh-bl-019", "fmt.period", "快捷搬家公司需要提前多久预约？", "至少要提前14天预约。", MOVING_COMPANY, True),
    w.faith("zh-bl-020", "fmt.share", "星光剧院有学生优惠吗？", "有，26岁以下的学生在演出当天购票可以打五折。", THEATRE_TICKETS, True),
    w.faith("zh-bl-021", "para.except", "雪峰滑雪学校哪几天有课？", "星期二不上课，其余每天上午9:30和下午1:30开课。", SKI_SCHOOL, True),
    w.faith("zh-bl-022", "wrap.opener", "东门农夫市集什么时候开放？", "这个问题问得好！市集在4月到10月的每个周六上午7:30至下午1点开放。", FARMERS_MARKET, True),
    w.faith("zh-bl-023", "wrap.closer", "青石青年旅舍几点入住、几点退房？", "下午3点以后可以入住，上午11点以前需要退房。祝您入住愉快！", HOSTEL, True),
    w.faith("zh-bl-024", "wrap.attribution", "绿行单车的年卡多少钱？", "根据文件，年卡售价120元，学生年卡60元。", BIKE_SHARE, True),
    w.faith("zh-bl-025", "wrap.hedge", "恐龙馆讲解多长时间，最多几个人？", "我觉得每场讲解大概是45分钟，最多接待15名观众。", MUSEUM_TOURS, True),
    w.faith("zh-bl-026", "wrap.question", "松林夏令营一期多少钱？", "每期费用为12,800元，包含餐费。需要我再介绍一下兄弟姐妹的优惠吗？", SUMMER_CAMP, True),
    w.faith("zh-bl-027", "value.number", "恐龙馆讲解每场最多接待多少人？", "每场讲解最多接待25名观众。", MUSEUM_TOURS, False),
    w.faith("zh-bl-028", "value.date", "雪峰滑雪学校的雪季是什么时候？", "雪季从2024年12月15日持续到2025年4月30日。", SKI_SCHOOL, False),
    w.faith("zh-bl-029", "value.time", "东门农夫市集的烹饪演示几点开始？", "厨师赵强每天上午11点进行烹饪演示。", FARMERS_MARKET, False),
    w.faith("zh-bl-030", "value.unit", "东门农夫市集的产品必须来自哪里？", "每个摊位至少一半的产品必须来自50英里以内的农场。", FARMERS_MARKET, False),
    w.faith("zh-bl-031", "value.currency", "力动健身房的十节课套餐多少钱？", "十节课套餐的价格是3,500美元。", PERSONAL_TRAINING, False),
    w.faith("zh-bl-032", "role.swap", "东门农夫市集的摊位由谁分配？", "摊位由厨师赵强分配，市集经理王丽负责烹饪演示。", FARMERS_MARKET, False),
    w.faith("zh-bl-033", "negation", "快捷搬家公司的费用包括包装材料吗？", "不包括，包装材料不含在费用里。", MOVING_COMPANY, False),
    w.faith("zh-bl-034", "antonym", "快捷搬家公司怎么收费？", "每小时收费300元，最多按3小时计算。", MOVING_COMPANY, False),
    w.faith("zh-bl-035", "modality", "松林夏令营对手机有什么规定？", "手机在报到时统一收走，家长必须在18:00至19:00之间给营地办公室打电话。", SUMMER_CAMP, False),
    w.faith("zh-bl-036", "quantifier", "青石青年旅舍有女性专用宿舍吗？", "有，所有宿舍都仅限女性入住。", HOSTEL, False),
    w.faith("zh-bl-037", "value.except", "博语语言学校哪些人需要参加分级测试？", "只有零基础学员需要参加分级测试。", LANGUAGE_SCHOOL, False),
    w.faith("zh-bl-038", "direction", "参加恐龙馆讲解应该什么时候到服务台？", "应该在讲解开始后10分钟到一楼服务台。", MUSEUM_TOURS, False),
    w.faith("zh-bl-039", "added.fact", "博语语言学校的十周课程学费多少？", "十周课程学费为3,800元，已包含全部教材费。", LANGUAGE_SCHOOL, False),
    w.faith("zh-bl-040", "added.entity", "力动健身房由谁提供饮食方面的帮助？", "营养师何雪和康复师梁振宇一起为会员提供饮食建议。", PERSONAL_TRAINING, False),
    w.faith("zh-bl-041", "mixed", "绿行单车学生年卡多少钱？每次骑行免费多长时间？", "学生年卡60元，每次骑行的前60分钟免费。", BIKE_SHARE, False),
]

REFUSAL = [
    w.refusal("zh-bl-042", "refusal.plain", "雪峰滑雪学校有单板滑雪课吗？", "我不知道雪峰滑雪学校有没有单板滑雪课。", SKI_SCHOOL, True),
    w.refusal("zh-bl-043", "refusal.context", "青石青年旅舍有停车场吗？", "所提供的资料中没有提到青石青年旅舍的停车信息。", HOSTEL, True),
    w.refusal("zh-bl-044", "refusal.short", "东门农夫市集可以刷卡吗？", "不清楚。", FARMERS_MARKET, True),
    w.refusal("zh-bl-045", "refusal.long", "星光剧院有衣帽间吗？", "感谢您的提问，很抱歉这次没能帮上忙。我仔细查看了手头关于星光剧院的资料，但其中并没有说明剧院是否设有衣帽间，所以我无法回答这个问题。建议您直接联系剧院咨询，他们一定能给您准确的答复。", THEATRE_TICKETS, True),
    w.refusal("zh-bl-046", "refusal.hedged", "力动健身房的私教课单节多少钱？", "我不太确定，不过单节60分钟的课好像是400元。", PERSONAL_TRAINING, False),
    w.refusal("zh-bl-047", "refusal.partial", "快捷搬家公司搬钢琴要多少钱？有没有仓储服务？", "搬运钢琴需另加500元。至于仓储服务，很抱歉我没有相关信息。", MOVING_COMPANY, False),
]

CORRECTNESS = [
    w.correct("zh-bl-048", "correct.wordy", "雪峰滑雪学校的团体课几点开始？", "谢谢您的提问！雪峰滑雪学校在有课的日子里每天安排两个时段：上午的课9:30开始，下午的课1:30开始，您可以根据自己的行程选择合适的时段。", "团体课在上午9:30和下午1:30开始。", True),
    w.correct("zh-bl-049", "correct.short", "绿行单车的学生年卡多少钱？", "60元。", "学生年卡售价60元。", True),
    w.correct("zh-bl-050", "correct.format", "松林夏令营一期多长时间？", "14天。", "每期为期两周。", True),
    w.correct("zh-bl-051", "wrong.value", "快捷搬家公司的保险理赔要在搬家后几天内提出？", "搬家后30天内提出即可。", "保险理赔须在搬家后7天内提出。", False),
    w.correct("zh-bl-052", "wrong.echo", "博语语言学校的晚班教哪些语言？", "博语语言学校的晚班教英语和日语。", "博语语言学校教法语、德语和西班牙语。", False),
    w.correct("zh-bl-053", "wrong.role", "高雅和钱明在松林夏令营分别担任什么职务？", "高雅是营地护士，钱明是营长。", "高雅是营长，钱明是营地护士。", False),
]

RELEVANCY = [
    w.relevant("zh-bl-054", "relevant.direct", "云山自然博物馆的恐龙馆讲解多少钱？", "讲解费20元，门票另算；6岁以下儿童免费。", MUSEUM_TOURS, True),
    w.relevant("zh-bl-055", "relevant.yesno", "快捷搬家公司的预约可以改期吗？", "可以，每个预约可以免费改期一次。", MOVING_COMPANY, True),
    w.relevant("zh-bl-056", "offtopic.true", "力动健身房的十节课套餐有效期多久？", "营养师何雪为会员提供饮食建议。", PERSONAL_TRAINING, False),
    w.relevant("zh-bl-057", "offtopic.other", "绿行单车不还到站点会怎么样？", "要借车的话，用绿行单车App扫一下车把上的二维码就能开锁。", BIKE_SHARE, False),
]

DIAGNOSIS = [
    w.diag("zh-bl-058", "diag.pass", "青石青年旅舍的挂锁多少钱？", "挂锁可以在前台买，15元一把。", {"hostel": HOSTEL, "farmers-market": FARMERS_MARKET}, ("hostel",), "pass"),
    w.diag("zh-bl-059", "diag.offtopic", "雪峰滑雪学校的团体课适合几岁的孩子？", "雪峰滑雪学校的预约和装备租赁由陈静负责。", {"ski-school": SKI_SCHOOL, "summer-camp": SUMMER_CAMP}, ("ski-school",), "fix_generation"),
    w.diag("zh-bl-060", "diag.unfaithful", "星光剧院迟到的观众什么时候可以入场？", "迟到的观众在第一幕期间随时可以入场。", {"theatre": THEATRE_TICKETS, "museum": MUSEUM_TOURS}, ("theatre",), "fix_generation"),
    w.diag("zh-bl-061", "diag.refused", "力动健身房的私教课最晚什么时候可以免费取消？", "抱歉，我没有找到关于取消课程的信息。", {"gym": PERSONAL_TRAINING, "moving": MOVING_COMPANY}, ("gym",), "fix_generation"),
    w.diag("zh-bl-062", "diag.missed", "博语语言学校的晚班每班有多少名学员？", "我手头的资料里没有提到博语语言学校每班的人数。", {"bike-share": BIKE_SHARE, "hostel": HOSTEL}, ("language-school",), "fix_retrieval"),
    w.diag("zh-bl-063", "diag.correct_refusal", "东门农夫市集有公共厕所吗？", "现有资料没有提到市集的厕所，所以我无法回答。", {"farmers-market": FARMERS_MARKET, "museum": MUSEUM_TOURS}, (), "correct_refusal"),
    w.diag("zh-bl-064", "diag.should_refuse", "从市区到松林夏令营有班车吗？", "有，每周日上午10点从中心火车站发一班营地专车。", {"summer-camp": SUMMER_CAMP, "theatre": THEATRE_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
