"""Chinese cases of set t16: a regional airport (check-in, airport shuttle bus), a
citizens' advice centre (opening rules, an unemployment benefit claim), an art academy's
graduate exhibition, a rose nursery, a car wash and an observatory's stargazing nights."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

AIRPORT_CHECKIN = (
    "临江机场国内航班值机柜台在航班起飞前45分钟关闭。"
    "每位旅客可免费托运一件行李，重量不超过20公斤；超重部分每公斤收费30元。"
    "携带婴儿的旅客可以优先登机。"
)

AIRPORT_SHUTTLE = (
    "机场至市区的摆渡大巴每天早上6:30发首班车，末班车22:00发车，票价15元。"
    "持有本市老年卡的乘客免费乘车。"
    "值班站长刘建国负责安排每天的车辆调度，调度员周敏负责接听乘客热线。"
)

ADVICE_CENTRE = (
    "城东市民咨询中心除周一外每天开放，接待时间为上午9点至下午4点。"
    "咨询完全免费，但涉及房产纠纷的咨询需提前三天预约。"
    "中心共有12名志愿者，其中一半是退休律师。"
)

ADVICE_CASE = (
    "今年4月，志愿者王丽华协助居民陈志强申请了失业补助。"
    "陈志强于5月20日收到第一笔补助款，共计2,350元。"
    "每位来访者每次咨询时间不超过40分钟。"
)

ART_SHOW = (
    "青川美术学院本科毕业展将于6月12日开幕，展期至6月30日。"
    "展览在学院美术馆一至三层举行，共展出186件作品，其中油画约占三分之一。"
    "参观免费，但须凭身份证登记入场。"
)

ART_STAFF = (
    "本次展览由油画系主任孙立群教授担任总策展人，雕塑系青年教师林悦负责布展。"
    "开幕式上，院长赵明发表了讲话。"
    "展厅内禁止使用自拍杆和三脚架。"
)

NURSERY = (
    "绿源苗圃主营月季和绣球，月季苗每株18元，买十株送一株。"
    "苗圃每天早上8点开门，傍晚5点半关门，下雨天照常营业。"
    "购苗满200元可免费送货，送货范围限于本区。"
)

CAR_WASH = (
    "快洁洗车店普通洗车每次25元，精洗每次60元，精洗包括内饰吸尘和轮毂清洁。"
    "办理年卡需一次性支付980元，一年内可不限次数普通洗车。"
    "洗车后24小时内如遇下雨，可免费补洗一次。"
)

OBS_NIGHTS = (
    "云岭星河天文台每周五、周六晚上开放夜间观星活动，活动从晚上8点开始，持续约两个半小时。"
    "成人票80元，学生凭学生证半价。"
    "如遇阴雨天气，活动取消，门票可全额退还。"
)

OBS_STAFF = (
    "观星活动由天文台研究员何晓东讲解，志愿者郑雨萱负责引导游客和维持秩序。"
    "台内主望远镜口径为1米。"
    "12岁以下儿童须由成人陪同参加。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("zh-t16-001", "fmt.period", "值机柜台什么时候关？", "国内航班的值机柜台在起飞前三刻钟就停止办理了。", AIRPORT_CHECKIN, True),
    w.faith("zh-t16-002", "fmt.unit", "免费托运行李有重量限制吗？", "有，每人可免费托运一件，重量不能超过20千克。", AIRPORT_CHECKIN, True),
    w.faith("zh-t16-003", "fmt.time", "摆渡大巴的首末班时间是？", "首班车早上六点半发车，末班车晚上十点发车。", AIRPORT_SHUTTLE, True),
    w.faith("zh-t16-004", "para.passive", "大巴的调度谁来管？", "每天的车辆调度由值班站长刘建国安排。", AIRPORT_SHUTTLE, True),
    w.faith("zh-t16-005", "para.except", "咨询中心哪天不开门？", "中心只有周一闭门，其余日子都开放。", ADVICE_CENTRE, True),
    w.faith("zh-t16-006", "fmt.share", "中心的志愿者里有律师吗？", "12名志愿者中有6名是退休律师。", ADVICE_CENTRE, True),
    w.faith("zh-t16-007", "para.synonym", "房产纠纷可以直接去咨询吗？", "房产纠纷方面的咨询得提前三天约好时间。", ADVICE_CENTRE, True),
    w.faith("zh-t16-008", "para.passive", "陈志强是怎么申请失业补助的？", "今年4月，陈志强在志愿者王丽华的帮助下申请了失业补助。", ADVICE_CASE, True),
    w.faith("zh-t16-009", "fmt.currency", "第一笔补助有多少？", "他在5月20日收到了第一笔补助，金额为¥2,350。", ADVICE_CASE, True),
    w.faith("zh-t16-010", "fmt.range", "毕业展办到什么时候？", "毕业展的展期是6月12日—30日。", ART_SHOW, True),
    w.faith("zh-t16-011", "fmt.share", "展出的油画多吗？", "在展出的作品中，油画大约占33%。", ART_SHOW, True),
    w.faith("zh-t16-012", "para.synonym", "看展要门票吗？", "参观不收费，不过入场时要拿身份证登记。", ART_SHOW, True),
    w.faith("zh-t16-013", "para.combine", "展览是谁策划和布置的？", "油画系主任孙立群教授是这次展览的总策展人，布展工作则交给了雕塑系青年教师林悦。", ART_STAFF, True),
    w.faith("zh-t16-014", "wrap.attribution", "开幕式上谁讲了话？", "据展览方介绍，开幕式上是院长赵明致的辞。", ART_STAFF, True),
    w.faith("zh-t16-015", "para.synonym", "能带三脚架进展厅吗？", "不行，展厅里既不能用自拍杆，也不能架三脚架。", ART_STAFF, True),
    w.faith("zh-t16-016", "fmt.time", "苗圃几点营业？", "营业时间为8:00至17:30，下雨天也不停业。", NURSERY, True),
    w.faith("zh-t16-017", "wrap.opener", "月季苗怎么卖？", "您好！月季苗18块钱一株，买十株还会多送一株。", NURSERY, True),
    w.faith("zh-t16-018", "fmt.currency", "精洗多少钱，包括什么？", "精洗一次六十块，包含内饰吸尘和轮毂清洁。", CAR_WASH, True),
    w.faith("zh-t16-019", "wrap.hedge", "年卡怎么收费？", "年卡好像是一次付清980元，一年里普通洗车随便洗。", CAR_WASH, True),
    w.faith("zh-t16-020", "fmt.period", "洗完车就下雨怎么办？", "洗车后一天之内要是下雨，可以免费再洗一次。", CAR_WASH, True),
    w.faith("zh-t16-021", "fmt.period", "观星活动多长时间？", "活动晚上8点开始，大约持续150分钟。", OBS_NIGHTS, True),
    w.faith("zh-t16-022", "fmt.share", "学生票有优惠吗？", "学生出示学生证可享受五折优惠。", OBS_NIGHTS, True),
    w.faith("zh-t16-023", "wrap.closer", "下雨的话活动还办吗？", "遇到阴雨天活动会取消，门票全额退款。祝您观星愉快！", OBS_NIGHTS, True),
    w.faith("zh-t16-024", "para.reorder", "活动现场有哪些工作人员？", "负责引导游客、维持秩序的是志愿者郑雨萱，讲解则由研究员何晓东负责。", OBS_STAFF, True),
    # unfaithful
    w.faith("zh-t16-025", "role.swap", "乘客热线由谁接听？", "调度员周敏负责安排车辆调度，站长刘建国负责接听乘客热线。", AIRPORT_SHUTTLE, False),
    w.faith("zh-t16-026", "role.swap", "谁帮忙申请的失业补助？", "今年4月，居民陈志强协助志愿者王丽华申请了失业补助。", ADVICE_CASE, False),
    w.faith("zh-t16-027", "role.swap", "总策展人是谁？", "本次展览的总策展人是林悦，孙立群教授负责布展。", ART_STAFF, False),
    w.faith("zh-t16-028", "antonym", "毕业展哪天开始？", "毕业展将于6月12日闭幕。", ART_SHOW, False),
    w.faith("zh-t16-029", "antonym", "带孩子坐飞机有什么安排？", "携带婴儿的旅客需要最后登机。", AIRPORT_CHECKIN, False),
    w.faith("zh-t16-030", "negation", "下雨天苗圃开门吗？", "遇到下雨天，苗圃是不营业的。", NURSERY, False),
    w.faith("zh-t16-031", "modality", "参观需要带身份证吗？", "参观免费，入场时如果愿意，可以用身份证登记。", ART_SHOW, False),
    w.faith("zh-t16-032", "modality", "小孩可以自己参加观星吗？", "12岁以下的儿童最好有成人陪同。", OBS_STAFF, False),
    w.faith("zh-t16-033", "quantifier", "志愿者都是什么人？", "中心的12名志愿者全都是退休律师。", ADVICE_CENTRE, False),
    w.faith("zh-t16-034", "quantifier", "展出的是什么作品？", "展出的186件作品全部是油画。", ART_SHOW, False),
    w.faith("zh-t16-035", "direction", "哪些孩子需要大人陪？", "12岁以上的儿童须由成人陪同参加。", OBS_STAFF, False),
    w.faith("zh-t16-036", "direction", "每次咨询能谈多久？", "每位来访者每次咨询至少40分钟。", ADVICE_CASE, False),
    w.faith("zh-t16-037", "value.number", "月季苗有买赠活动吗？", "月季苗买五株送一株。", NURSERY, False),
    w.faith("zh-t16-038", "value.date", "第一笔补助是哪天到账的？", "陈志强于6月20日收到了第一笔补助款。", ADVICE_CASE, False),
    w.faith("zh-t16-039", "value.time", "观星活动几点开始？", "活动晚上9点开始，持续约两个半小时。", OBS_NIGHTS, False),
    w.faith("zh-t16-040", "value.currency", "精洗一次多少钱？", "精洗每次50元，含内饰吸尘和轮毂清洁。", CAR_WASH, False),
    w.faith("zh-t16-041", "value.unit", "免费行李额是多少？", "每位旅客可以免费托运一件不超过20磅的行李。", AIRPORT_CHECKIN, False),
    w.faith("zh-t16-042", "value.except", "咨询中心周末开吗？", "中心除周日外每天开放，接待时间是9点到16点。", ADVICE_CENTRE, False),
    w.faith("zh-t16-043", "added.fact", "精洗包含哪些项目？", "精洗包括内饰吸尘、轮毂清洁和打蜡。", CAR_WASH, False),
    w.faith("zh-t16-044", "added.entity", "开幕式上有谁致辞？", "开幕式上，院长赵明和市文化局局长先后发表了讲话。", ART_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t16-045", "correct.wordy", "摆渡大巴末班车几点？", "机场到市区的摆渡大巴，末班车是晚上十点发车，您别错过了。", "22:00", True),
    w.correct("zh-t16-046", "correct.format", "第一笔失业补助是多少钱？", "两千三百五十元。", "2,350元", True),
    w.correct("zh-t16-047", "correct.format", "主望远镜的口径是多少？", "100厘米。", "1米", True),
    w.correct("zh-t16-048", "correct.wordy", "毕业展的总策展人是谁？", "这次毕业展的总策展人是油画系主任孙立群教授。", "孙立群教授", True),
    w.correct("zh-t16-049", "wrong.value", "月季苗多少钱一株？", "月季苗每株28元。", "18元", False),
    w.correct("zh-t16-050", "wrong.role", "毕业展由谁负责布展？", "布展工作由孙立群教授负责。", "林悦", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
