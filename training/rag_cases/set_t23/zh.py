"""Chinese cases of set t23: a maritime museum (tickets, a sailing-junk model and guided
talks), a riding school (courses, horses and staff), a Saturday pottery market, an ice rink
(sessions, classes and rules), a window cleaning company and a community college."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

MUSEUM = (
    "东港海事博物馆除周一外每天开放，开放时间为上午9点至下午5点，16:30停止入馆。"
    "门票成人40元，学生凭证半价，6岁以下儿童免票。"
)

JUNK_MODEL = (
    "馆内最受欢迎的展品是1958年建造的木质帆船“福顺号”的模型。"
    "模型由老船匠陈国栋耗时三年制作，2021年由他的女儿陈敏捐赠给博物馆。"
    "讲解员刘晓每天上午10点和下午2点带观众参观帆船展厅，每场限20人。"
)

RIDING = (
    "金鞍马术学校面向7岁以上学员开设基础课程，每节课45分钟。"
    "单节课费用为380元，十节课套餐为3200元。"
    "首次上课的学员须提前15分钟到场，由教练讲解安全须知。"
)

RIDING_STABLE = (
    "学校共有马匹18匹，其中6匹是适合儿童骑乘的矮种马。"
    "总教练王磊负责制定训练计划，马房主管赵刚负责马匹的日常喂养和健康检查。"
    "雨雪天气时，户外课程改在室内马场进行。"
)

POTTERY = (
    "景泉陶瓷市集每逢周六上午8点开市，下午2点收摊，地点在老窑厂广场。"
    "市集上约有60个摊位，大部分出售日用瓷，也有少量柴烧作品。"
    "摊位费每天150元，须提前一周在线预订。"
)

RINK = (
    "冰雪之星滑冰场工作日开放时间为12:00至21:00，周末及节假日为10:00至22:00。"
    "门票每场90分钟，成人80元，12岁以下儿童60元，均含冰鞋租用。"
)

RINK_RULES = (
    "初学者可报名周末上午的小班课，每班不超过8人，由国家二级运动员孙悦授课。"
    "上冰必须戴手套，儿童还须佩戴头盔。"
    "冰场内禁止携带食物和饮料。"
)

WINDOWS = (
    "亮洁擦窗公司成立于2012年，主要为写字楼和住宅小区提供玻璃清洗服务。"
    "高层外墙清洗需提前五个工作日预约，每平方米收费6元，起步价800元。"
    "风力超过五级时停止高空作业。"
)

WINDOWS_SERVICE = (
    "公司现有员工35人，所有高空作业人员均持有特种作业证。"
    "客户可通过微信或电话下单，付款方式为银行转账或微信支付。"
    "如对清洗效果不满意，可在三天内申请免费返工一次。"
)

CALLIGRAPHY = (
    "城南社区学院秋季班于9月9日开课，共16周。"
    "书法入门班每周四晚上7点到8点半上课，学费600元；60岁以上学员学费减半。"
    "报名截止日期为9月1日。"
)

COLLEGE = (
    "学院图书室对在读学员开放，开放时间为周一至周五9:00—20:00。"
    "书法班由李文华老师授课，助教周婷负责收作业和考勤。"
    "缺课超过4次的学员不发结业证书。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("zh-t23-001", "para.except", "海事博物馆哪天休息？", "博物馆周一闭馆，其余每天都开。", MUSEUM, True),
    w.faith("zh-t23-002", "fmt.time", "博物馆几点开门、几点关门？", "早上九点开门，下午五点关门，不过四点半以后就不能再进馆了。", MUSEUM, True),
    w.faith("zh-t23-003", "fmt.share", "学生票多少钱？", "学生凭证购票只需付成人票价的50%，也就是20元。", MUSEUM, True),
    w.faith("zh-t23-004", "para.part", "我家孩子5岁，需要买票吗？", "不用买，6岁以下的小朋友免票。", MUSEUM, True),
    w.faith("zh-t23-005", "para.passive", "“福顺号”模型是怎么来的？", "这个模型是老船匠陈国栋花了三年时间做成的，2021年被他女儿陈敏捐给了博物馆。", JUNK_MODEL, True),
    w.faith("zh-t23-006", "fmt.time", "帆船展厅有讲解吗？", "有，讲解员刘晓每天10:00和14:00带大家参观帆船展厅。", JUNK_MODEL, True),
    w.faith("zh-t23-007", "wrap.hedge", "每场讲解能去多少人？", "每场讲解应该是限20个人。", JUNK_MODEL, True),
    w.faith("zh-t23-008", "fmt.period", "一节基础课多长时间？", "一节课三刻钟，单节价格是380元。", RIDING, True),
    w.faith("zh-t23-009", "fmt.currency", "买套餐划算吗？十节课多少钱？", "十节课的套餐一共三千二百块。", RIDING, True),
    w.faith("zh-t23-010", "para.relative", "谁负责照顾马匹？", "负责马匹日常喂养和健康检查的是马房主管赵刚。", RIDING_STABLE, True),
    w.faith("zh-t23-011", "fmt.share", "有适合小孩骑的马吗？", "有，学校18匹马里有三分之一是适合儿童骑的矮种马。", RIDING_STABLE, True),
    w.faith("zh-t23-012", "wrap.attribution", "下雨天还上课吗？", "按学校的规定，遇到雨雪天气，户外课会挪到室内马场上。", RIDING_STABLE, True),
    w.faith("zh-t23-013", "fmt.time", "陶瓷市集什么时候开？", "每周六早上八点开市，下午两点收摊。", POTTERY, True),
    w.faith("zh-t23-014", "fmt.period", "想在市集摆摊，要怎么订？", "摊位费一天150元，得提前七天在网上订好。", POTTERY, True),
    w.faith("zh-t23-015", "wrap.opener", "市集在哪儿？规模大吗？", "您好！市集设在老窑厂广场，大约有六十个摊位。", POTTERY, True),
    w.faith("zh-t23-016", "fmt.time", "滑冰场几点开放？", "工作日中午12点到晚上9点可以滑，周末和节假日是上午10点到晚上10点。", RINK, True),
    w.faith("zh-t23-017", "para.reorder", "初学者有课吗？", "有，周末上午的小班课由国家二级运动员孙悦来教，每班最多8个人。", RINK_RULES, True),
    w.faith("zh-t23-018", "wrap.closer", "上冰要带什么装备？", "上冰一定要戴手套，孩子还得戴头盔。祝您滑得开心！", RINK_RULES, True),
    w.faith("zh-t23-019", "fmt.unit", "高楼外墙清洗怎么收费？", "按每平米6块钱收，最低800元起。", WINDOWS, True),
    w.faith("zh-t23-020", "para.synonym", "亮洁公司是做什么的？", "亮洁是2012年成立的，主要给办公楼和住宅小区清洗玻璃。", WINDOWS, True),
    w.faith("zh-t23-021", "fmt.period", "擦得不干净怎么办？", "如果对效果不满意，72小时内可以申请免费返工一次。", WINDOWS_SERVICE, True),
    w.faith("zh-t23-022", "fmt.share", "老年人学书法有优惠吗？", "有，60岁以上的学员学费打五折，也就是300元。", CALLIGRAPHY, True),
    w.faith("zh-t23-023", "fmt.time", "书法入门班哪天上课？", "书法入门班在每周四19:00到20:30上课。", CALLIGRAPHY, True),
    w.faith("zh-t23-024", "wrap.question", "图书室什么时候开放？", "图书室周一到周五早上九点到晚上八点对在读学员开放。还有别的想了解的吗？", COLLEGE, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("zh-t23-025", "value.number", "博物馆成人票多少钱？", "成人门票50元，学生凭证可以买半价票。", MUSEUM, False),
    w.faith("zh-t23-026", "value.except", "海事博物馆哪天休息？", "博物馆除了周三，每天都开放。", MUSEUM, False),
    w.faith("zh-t23-027", "direction", "哪些孩子可以免票？", "6岁以上的儿童可以免票入馆。", MUSEUM, False),
    w.faith("zh-t23-028", "role.swap", "“福顺号”模型是谁做的？", "模型是陈敏花了三年做的，2021年她父亲陈国栋把它捐给了博物馆。", JUNK_MODEL, False),
    w.faith("zh-t23-029", "value.currency", "单节马术课多少钱？", "一节基础课380美元，时长45分钟。", RIDING, False),
    w.faith("zh-t23-030", "modality", "第一次上课要早到吗？", "第一次上课的学员可以提前15分钟到，听教练讲安全须知。", RIDING, False),
    w.faith("zh-t23-031", "role.swap", "训练计划是谁定的？", "训练计划由马房主管赵刚制定，总教练王磊负责喂马和检查马匹健康。", RIDING_STABLE, False),
    w.faith("zh-t23-032", "quantifier", "学校有什么样的马？", "学校的18匹马全都是适合儿童骑乘的矮种马。", RIDING_STABLE, False),
    w.faith("zh-t23-033", "antonym", "市集上主要卖什么？", "市集上大多数摊位卖柴烧作品，日用瓷只有少量。", POTTERY, False),
    w.faith("zh-t23-034", "value.time", "陶瓷市集几点结束？", "市集周六早上8点开市，下午4点收摊。", POTTERY, False),
    w.faith("zh-t23-035", "negation", "摆摊需要预订吗？", "摊位不用提前预订，当天来了就能摆。", POTTERY, False),
    w.faith("zh-t23-036", "value.time", "工作日几点开门？", "工作日滑冰场早上10点开门，晚上9点关门。", RINK, False),
    w.faith("zh-t23-037", "added.entity", "门票包括哪些东西？", "成人票80元，包含冰鞋和护具的租用。", RINK, False),
    w.faith("zh-t23-038", "modality", "孩子上冰要戴头盔吗？", "孩子上冰最好戴头盔，但并不是强制的。", RINK_RULES, False),
    w.faith("zh-t23-039", "negation", "风大的时候还擦高楼外墙吗？", "风力超过五级时，高空作业照常进行。", WINDOWS, False),
    w.faith("zh-t23-040", "value.unit", "高层外墙清洗要提前多久预约？", "高层外墙清洗需要提前五个星期预约。", WINDOWS, False),
    w.faith("zh-t23-041", "added.fact", "怎么付款？", "可以用银行转账或者微信支付，首次下单还能打九折。", WINDOWS_SERVICE, False),
    w.faith("zh-t23-042", "value.date", "书法班报名什么时候截止？", "报名截止到9月10日，秋季班9月9日开课。", CALLIGRAPHY, False),
    w.faith("zh-t23-043", "role.swap", "书法班是谁教的？", "书法班由周婷老师授课，助教李文华负责收作业和考勤。", COLLEGE, False),
    w.faith("zh-t23-044", "direction", "什么情况下拿不到结业证书？", "缺课少于4次的学员拿不到结业证书。", COLLEGE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t23-045", "correct.wordy", "“福顺号”模型是谁做的？", "是一位叫陈国栋的老船匠花了整整三年亲手做出来的。", "陈国栋", True),
    w.correct("zh-t23-046", "correct.format", "单节马术课多少钱？", "¥380", "380元", True),
    w.correct("zh-t23-047", "correct.format", "书法入门班什么时候上课？", "每周四19:00—20:30", "周四晚上7点到8点半", True),
    w.correct("zh-t23-048", "correct.wordy", "亮洁擦窗公司是哪一年成立的？", "亮洁擦窗公司是在二〇一二年成立的，主要做写字楼和小区的玻璃清洗。", "2012年", True),
    w.correct("zh-t23-049", "wrong.value", "滑冰场周末几点关门？", "晚上9点。", "22:00", False),
    w.correct("zh-t23-050", "wrong.role", "谁负责马匹的日常喂养？", "总教练王磊。", "马房主管赵刚", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
