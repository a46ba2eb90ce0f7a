"""Chinese cases of set t17: a children's hospital play programme, a scuba diving centre,
a sewing café, a trade fair, a senior citizens' centre and a funicular railway."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PLAY_ROOM = (
    "阳光儿童医院三楼的游戏室除周二外每天开放，开放时间为上午九点到下午五点。"
    "游戏室由儿童生活专员林晓雯负责，另有两名护理专业实习生协助。"
    "正在接受隔离治疗的患儿不能进入游戏室，工作人员会把玩具箱送到病床边。"
    "家长可以陪同孩子，但十二岁以下的兄弟姐妹不得入内。"
)
BAND = (
    "每周五下午，志愿者乐队“小星星”会到血液科病房为孩子们演奏，每次演出一小时。"
    "活动经费由“童心基金会”资助，今年共捐款八万元。"
    "演出前，护士长王丽会确认哪些孩子的身体状况允许参加。"
    "不方便下床的孩子可以在病房里通过视频观看。"
)
DIVE_COURSE = (
    "三亚蓝湾潜水中心的开放水域课程为期五天，每周三开课。"
    "课程费用为3800元，包含装备租赁和三次船潜，潜水日志本另收50元。"
    "学员须年满十岁，并须在第一次泳池训练前提交健康问卷。"
    "课程由教练陈浩主讲，潜水长赵敏在水下协助。"
)
DIVE_RULES = (
    "没有进阶证书的潜水员不得下潜超过18米。"
    "每次潜水结束后两小时内须到前台登记。"
    "租用的气瓶须在下午五点半之前归还。"
    "夜潜只在每周六进行。"
)
SEWING_CAFE = (
    "“针线时光”缝纫咖啡馆周三至周日营业，时间为上午十点至晚上九点。"
    "租用一台缝纫机每小时收费25元，附送一杯茶。"
    "店主苏梅每月第二个周六开设新手课程，每期限八人。"
    "布料需自备，针线免费提供。"
)
REPAIR_DAY = (
    "每月最后一个周日下午一点到五点是“缝补日”，志愿者免费帮大家修补衣物。"
    "每人最多可带四件。"
    "钉纽扣、缝裤脚可以当场完成，但羽绒服不接收。"
    "志愿者负责人何俊请大家先把衣物洗干净再带来。"
)
FAIR = (
    "2025杭州国际家居博览会将于2025年9月18日至21日在杭州国际博览中心举行。"
    "预计有来自30个国家和地区的约900家企业参展，其中四分之一为境外企业。"
    "专业观众单日票价80元，提前在线注册可免费入场。"
    "展会由杭州市商务局主办，浙江省家居行业协会承办。"
)
FAIR_LOGISTICS = (
    "参展商可于9月16日和17日早上七点至晚上十点布展。"
    "展会最后一天下午四点前不得撤展。"
    "叉车服务须通过物流合作方顺达物流至少提前五个工作日预订。"
    "参展商货车停车费为每天60元。"
)
SENIOR_CENTRE = (
    "松鹤老年活动中心每周一至周五中午十一点半供应午餐，每份12元。"
    "八十岁以上的会员每周三可免费用餐。"
    "太极拳班每周二、周四上午九点开始，每次一个半小时，由刘建国老师授课。"
    "行动不便的老人可由志愿者司机张伟接送，但需在前一天下午四点前预约。"
)
FUNICULAR = (
    "翠屏山缆索铁路全长650米，爬升高度为210米，单程运行时间为五分钟。"
    "夏季每天七点至二十二点运营，每十二分钟一班；冬季末班车为十八点。"
    "单程票20元，往返票35元，身高1.2米以下的儿童免票。"
    "每年一月中旬停运两周进行检修。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("zh-t17-001", "para.synonym", "游戏室由谁管理？", "游戏室的负责人是儿童生活专员林晓雯，另外还有两位护理实习生帮忙。", PLAY_ROOM, True),
    w.faith("zh-t17-002", "para.except", "游戏室哪天不开？", "游戏室每周二关闭。", PLAY_ROOM, True),
    w.faith("zh-t17-003", "fmt.time", "游戏室几点开门？", "游戏室的开放时间是9:00到17:00。", PLAY_ROOM, True),
    w.faith("zh-t17-004", "para.relative", "乐队演出的经费从哪里来？", "资助这项活动的是今年一共捐了八万元的“童心基金会”。", BAND, True),
    w.faith("zh-t17-005", "fmt.thousands", "童心基金会今年捐了多少钱？", "童心基金会今年共捐款80,000元。", BAND, True),
    w.faith("zh-t17-006", "fmt.period", "每场演出多长时间？", "“小星星”乐队每场演出持续60分钟。", BAND, True),
    w.faith("zh-t17-007", "wrap.hedge", "乐队什么时候来？", "据我了解，“小星星”乐队每周五下午会去血液科病房演奏。", BAND, True),
    w.faith("zh-t17-008", "para.passive", "谁决定哪些孩子能看演出？", "哪些孩子能参加，演出前会由护士长王丽根据身体状况来确认。", BAND, True),
    w.faith("zh-t17-009", "para.combine", "课程费包括什么？", "3800元的课程费包括装备租赁和三次船潜，潜水日志本要另付50元。", DIVE_COURSE, True),
    w.faith("zh-t17-010", "para.nominal", "开课前需要做什么准备？", "第一次泳池训练前必须完成健康问卷的提交。", DIVE_COURSE, True),
    w.faith("zh-t17-011", "para.reorder", "课程由谁来教？", "在水下协助的是潜水长赵敏，主讲教练则是陈浩。", DIVE_COURSE, True),
    w.faith("zh-t17-012", "para.except", "周五晚上能夜潜吗？", "不能，夜潜只安排在周六，其他日子都没有。", DIVE_RULES, True),
    w.faith("zh-t17-013", "wrap.attribution", "没有进阶证书能潜多深？", "按照中心的规定，没有进阶证书的潜水员最深只能潜到18米。", DIVE_RULES, True),
    w.faith("zh-t17-014", "fmt.time", "气瓶什么时候要还？", "租的气瓶要在17:30之前还回来。", DIVE_RULES, True),
    w.faith("zh-t17-015", "wrap.opener", "租缝纫机怎么收费？", "您好！租一台缝纫机一小时25块钱，还送一杯茶。", SEWING_CAFE, True),
    w.faith("zh-t17-016", "para.synonym", "需要自己带什么吗？", "布料得自己带，针和线店里免费给。", SEWING_CAFE, True),
    w.faith("zh-t17-017", "para.part", "缝补日能帮忙钉纽扣吗？", "可以，钉纽扣当场就能完成。", REPAIR_DAY, True),
    w.faith("zh-t17-018", "wrap.closer", "缝补日一次能带几件衣服？", "每人最多能带四件衣物。祝您缝补顺利！", REPAIR_DAY, True),
    w.faith("zh-t17-019", "fmt.date", "家居博览会哪天开？", "博览会于2025/9/18至2025/9/21在杭州国际博览中心举行。", FAIR, True),
    w.faith("zh-t17-020", "fmt.share", "境外企业多吗？", "参展企业中境外企业约占25%。", FAIR, True),
    w.faith("zh-t17-021", "fmt.number", "叉车要提前多久订？", "叉车服务要通过顺达物流至少提前5个工作日预订。", FAIR_LOGISTICS, True),
    w.faith("zh-t17-022", "para.combine", "中心的午餐多少钱？", "午餐每份12元，不过八十岁以上的会员周三吃饭不要钱。", SENIOR_CENTRE, True),
    w.faith("zh-t17-023", "wrap.question", "太极拳班什么时候上课？", "太极拳班每周二和周四上午九点上课，一次一个半小时，由刘建国老师教。需要我再介绍一下接送服务吗？", SENIOR_CENTRE, True),
    w.faith("zh-t17-024", "fmt.unit", "缆索铁路有多长？", "翠屏山缆索铁路全长0.65公里。", FUNICULAR, True),
    # unfaithful
    w.faith("zh-t17-025", "role.swap", "开放水域课程谁来教？", "课程由赵敏主讲，陈浩在水下协助。", DIVE_COURSE, False),
    w.faith("zh-t17-026", "role.swap", "博览会是谁办的？", "展会由浙江省家居行业协会主办，杭州市商务局承办。", FAIR, False),
    w.faith("zh-t17-027", "role.swap", "中心里谁负责什么？", "太极拳班由张伟授课，刘建国负责接送行动不便的老人。", SENIOR_CENTRE, False),
    w.faith("zh-t17-028", "antonym", "针线需要自己带吗？", "不用带，店里有针线，但需要付费使用。", SEWING_CAFE, False),
    w.faith("zh-t17-029", "antonym", "冬天缆车怎么运营？", "冬季的首班车在十八点发车。", FUNICULAR, False),
    w.faith("zh-t17-030", "negation", "我可以陪孩子进游戏室吗？", "不可以，家长不能陪同孩子进入游戏室。", PLAY_ROOM, False),
    w.faith("zh-t17-031", "negation", "在线注册了还要买票吗？", "即使提前在线注册，专业观众也要买票才能入场。", FAIR, False),
    w.faith("zh-t17-032", "modality", "健康问卷必须交吗？", "健康问卷建议在第一次泳池训练前提交，但不是必须的。", DIVE_COURSE, False),
    w.faith("zh-t17-033", "modality", "接送要提前预约吗？", "接送服务最好在前一天下午四点前预约，不过当天临时叫也可以。", SENIOR_CENTRE, False),
    w.faith("zh-t17-034", "quantifier", "每次潜水都要登记吗？", "不是，只有部分潜水需要到前台登记。", DIVE_RULES, False),
    w.faith("zh-t17-035", "quantifier", "参展企业来自哪里？", "约900家参展企业全部来自境外。", FAIR, False),
    w.faith("zh-t17-036", "direction", "什么时候可以撤展？", "展会最后一天下午四点以后不得撤展。", FAIR_LOGISTICS, False),
    w.faith("zh-t17-037", "direction", "孩子的哥哥姐姐能进游戏室吗？", "十二岁以上的兄弟姐妹不得进入游戏室。", PLAY_ROOM, False),
    w.faith("zh-t17-038", "value.number", "谁可以免费吃午餐？", "七十岁以上的会员每周三可以免费吃午餐。", SENIOR_CENTRE, False),
    w.faith("zh-t17-039", "value.date", "缆索铁路什么时候检修？", "每年二月中旬会停运两周进行检修。", FUNICULAR, False),
    w.faith("zh-t17-040", "value.time", "缝补日是几点到几点？", "缝补日从下午一点开始，到六点结束。", REPAIR_DAY, False),
    w.faith("zh-t17-041", "value.currency", "往返票多少钱？", "往返票的价格是40元。", FUNICULAR, False),
    w.faith("zh-t17-042", "value.except", "游戏室周几休息？", "游戏室除周一外每天开放。", PLAY_ROOM, False),
    w.faith("zh-t17-043", "added.fact", "租缝纫机有什么附送的吗？", "缝纫机每小时25元，附送一杯茶和一块点心。", SEWING_CAFE, False),
    w.faith("zh-t17-044", "added.entity", "乐队演出的钱是谁出的？", "活动经费由童心基金会和市红十字会共同资助。", BAND, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t17-045", "correct.wordy", "缆索铁路单程要多长时间？", "从山下站坐到山上站，单程运行时间是五分钟。", "五分钟", True),
    w.correct("zh-t17-046", "correct.format", "专业观众单日票多少钱？", "八十块人民币。", "80元", True),
    w.correct("zh-t17-047", "correct.wordy", "太极拳班由谁授课？", "活动中心的太极拳班是由刘建国老师来教的。", "刘建国老师", True),
    w.correct("zh-t17-048", "correct.format", "午餐几点供应？", "11:30。", "中午十一点半", True),
    w.correct("zh-t17-049", "wrong.value", "没有进阶证书最深能潜多少米？", "没有进阶证书最深可以潜到25米。", "18米", False),
    w.correct("zh-t17-050", "wrong.role", "新手课程由谁开设？", "新手课程由志愿者负责人何俊开设。", "店主苏梅", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
