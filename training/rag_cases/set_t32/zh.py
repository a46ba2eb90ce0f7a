"""Chinese cases of set t32: 仁和医院的骨科和产科病房、明达律师事务所、星火足球学校、
川味小馆、育才中学与慕尼黑的交换项目、远行旅行社。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ORTHOPAEDICS = (
    "仁和医院骨科主任是刘振华医生。"
    "刘医生2011年加入仁和医院，2019年接替退休的周国栋医生担任主任。"
    "骨科门诊每周二、周五上午8:00至11:30开放。"
)
MATERNITY = (
    "仁和医院产科病房共有28张床位。"
    "探视时间为每天15:00至19:00，但周日提前至17:00结束。"
    "每位产妇可有一名家属陪护过夜。"
    "病房由护士长何静负责。"
)
LAW_FIRM = (
    "明达律师事务所由陈立新和王慧于2001年共同创办。"
    "2016年，律所在杭州设立分所，由合伙人赵磊负责。"
    "首次咨询收费800元，时长一小时。"
)
LAW_PARTNERS = (
    "律所现有11名合伙人，其中5人专做知识产权业务。"
    "合伙人孙雅婷担任公益委员会主任，委员会每年最多承接12件法律援助案件。"
    "新客户在首次会面前须签署保密协议。"
)
ACADEMY = (
    "星火足球学校由前国家队中场马骏于2003年创办。"
    "自2018年起，U-14梯队由教练林涛执教，他此前曾在马骏手下担任体能教练。"
    "U-14梯队每周一、三、五晚上7点训练。"
)
ACADEMY_FEES = (
    "学校每年学费为1.2万元，可分两期缴纳。"
    "兄弟姐妹同时报名的，第二人学费减半。"
    "入学前学员必须通过体检，体检费用由学校承担。"
)
RESTAURANT = (
    "川味小馆于2010年开业，老板是黄晓梅。"
    "主厨邓宇2013年加入，此前在成都一家酒店的厨房工作了七年。"
    "2022年，黄晓梅将餐厅35%的股份转让给投资人吴昊。"
)
RESTAURANT_HOURS = (
    "川味小馆周二至周日营业，时间为11:00至21:30，周一店休。"
    "招牌套餐每位298元，须至少提前24小时预订。"
    "12人以上的团体需另付15%的服务费。"
)
EXCHANGE = (
    "育才中学与德国慕尼黑的歌德文理中学开展交换项目。"
    "该项目由德语老师钱敏于2008年发起，目前由郭帆老师负责。"
    "每年10月，20名高二学生赴慕尼黑交流四周，住在寄宿家庭。"
)
TRAVEL = (
    "远行旅行社位于成都，共有7名导游。"
    "西藏线路由导游扎西带队，他自2015年起在该社工作。"
    "十天西藏团每人9800元，含机票和酒店，不含餐食。"
    "出发前15天以前取消可全额退款。"
)

# fmt: off
FAITHFULNESS = [
    # faithful: every claim supported, said in other words
    w.faith("zh-t32-001", "para.combine", "骨科主任是谁？从什么时候开始担任的？", "2011年加入仁和医院的刘振华医生，从2019年起担任骨科主任。", ORTHOPAEDICS, True),
    w.faith("zh-t32-002", "para.relative", "刘医生接替的是谁？", "刘振华2019年接任的前主任周国栋医生已经退休了。", ORTHOPAEDICS, True),
    w.faith("zh-t32-003", "fmt.time", "骨科门诊什么时候看？", "每周二和周五，上午8点到11点半。", ORTHOPAEDICS, True),
    w.faith("zh-t32-004", "para.except", "产科病房什么时候可以探视？", "除周日外，每天下午3点到晚上7点都可以探视；周日下午5点就结束了。", MATERNITY, True),
    w.faith("zh-t32-005", "para.pronoun", "产科病房谁负责？有多少床位？", "产科病房的负责人是护士长何静。那里一共设有28张床位。", MATERNITY, True),
    w.faith("zh-t32-006", "para.synonym", "家属能留下过夜吗？", "可以，每位产妇允许一名家属留宿陪护。", MATERNITY, True),
    w.faith("zh-t32-007", "para.relative", "明达什么时候在杭州开了分所？", "陈立新和王慧2001年合办的明达律所，2016年在杭州开了分所。", LAW_FIRM, True),
    w.faith("zh-t32-008", "para.pronoun", "杭州分所由谁负责？", "杭州分所成立于2016年。它目前由合伙人赵磊主持。", LAW_FIRM, True),
    w.faith("zh-t32-009", "fmt.period", "首次咨询多长时间、多少钱？", "首次咨询收费800元，时长60分钟。", LAW_FIRM, True),
    w.faith("zh-t32-010", "para.relative", "公益委员会一年接多少案子？", "由合伙人孙雅婷领导的公益委员会，每年至多接12件法律援助案子。", LAW_PARTNERS, True),
    w.faith("zh-t32-011", "para.synonym", "新客户需要先办什么手续？", "第一次见面之前，新客户必须先签好保密协议。", LAW_PARTNERS, True),
    w.faith("zh-t32-012", "para.combine", "U-14梯队的教练是谁？", "曾在创办人马骏手下做体能教练的林涛，从2018年开始带U-14梯队。", ACADEMY, True),
    w.faith("zh-t32-013", "para.pronoun", "星火足球学校是谁创办的？", "星火足球学校是马骏在2003年创立的。他以前是国家队的中场球员。", ACADEMY, True),
    w.faith("zh-t32-014", "fmt.time", "U-14几点训练？", "每周一、三、五的19:00。", ACADEMY, True),
    w.faith("zh-t32-015", "fmt.share", "兄弟姐妹一起报名有优惠吗？", "有，第二个孩子的学费打五折。", ACADEMY_FEES, True),
    w.faith("zh-t32-016", "fmt.scale", "一年学费多少？", "学费一年12000元，可以分两次交。", ACADEMY_FEES, True),
    w.faith("zh-t32-017", "para.combine", "川味小馆的老板和主厨是谁？", "川味小馆的老板是黄晓梅，后厨则由2013年加入的主厨邓宇掌勺。", RESTAURANT, True),
    w.faith("zh-t32-018", "para.relative", "吴昊是谁？", "吴昊就是2022年从黄晓梅手中接过餐厅35%股份的那位投资人。", RESTAURANT, True),
    w.faith("zh-t32-019", "para.except", "川味小馆周一营业吗？", "不营业，周一是店休日；其余日子上午11点到晚上9点半都开门。", RESTAURANT_HOURS, True),
    w.faith("zh-t32-020", "wrap.attribution", "招牌套餐要提前多久订？", "根据餐厅的说明，每位298元的招牌套餐至少要提前一天预订。", RESTAURANT_HOURS, True),
    w.faith("zh-t32-021", "para.combine", "慕尼黑交换项目由谁负责？", "这个项目是钱敏老师2008年发起的，现在由郭帆老师负责。", EXCHANGE, True),
    w.faith("zh-t32-022", "para.pronoun", "学生在慕尼黑待多久？", "每年10月有20名高二学生去慕尼黑。他们在那里交流四周，住在寄宿家庭。", EXCHANGE, True),
    w.faith("zh-t32-023", "wrap.hedge", "西藏团包不包吃？", "从行程说明来看，餐食应该是不包括的，不过机票和酒店都含在里面。", TRAVEL, True),
    w.faith("zh-t32-024", "wrap.opener", "西藏线路由谁带队？", "您好！西藏线路由导游扎西带队，他从2015年起就在远行旅行社工作了。", TRAVEL, True),
    # unfaithful: one clear error
    w.faith("zh-t32-025", "added.fact", "骨科门诊什么时候开？", "骨科门诊每周二、周五上午8点到11点半开放，需要提前在网上挂号。", ORTHOPAEDICS, False),
    w.faith("zh-t32-026", "role.swap", "2019年谁当上了骨科主任？", "2019年，周国栋医生接替退休的刘振华医生担任骨科主任。", ORTHOPAEDICS, False),
    w.faith("zh-t32-027", "value.except", "产科探视时间是？", "每天15:00至19:00可以探视，但周六提前到17:00结束。", MATERNITY, False),
    w.faith("zh-t32-028", "added.fact", "家属可以陪夜吗？", "每位产妇可以有一名家属陪护过夜，医院还免费提供陪护床。", MATERNITY, False),
    w.faith("zh-t32-029", "quantifier", "家属可以留下过夜吗？", "产妇的所有家属都可以留在病房陪护过夜。", MATERNITY, False),
    w.faith("zh-t32-030", "added.fact", "明达律所是什么时候成立的？", "明达律师事务所由陈立新和王慧于2001年在上海共同创办。", LAW_FIRM, False),
    w.faith("zh-t32-031", "value.currency", "首次咨询怎么收费？", "首次咨询收费800美元，时长一小时。", LAW_FIRM, False),
    w.faith("zh-t32-032", "added.fact", "西藏团费用包括什么？", "十天西藏团每人9800元，包含机票、酒店和景点门票。", TRAVEL, False),
    w.faith("zh-t32-033", "modality", "新客户要签保密协议吗？", "新客户在首次会面前可以自愿选择是否签署保密协议。", LAW_PARTNERS, False),
    w.faith("zh-t32-034", "direction", "公益委员会每年接多少案件？", "公益委员会每年至少承接12件法律援助案件。", LAW_PARTNERS, False),
    w.faith("zh-t32-035", "role.swap", "U-14梯队由谁执教？", "马骏从2018年起执教U-14梯队，此前曾在林涛手下当体能教练。", ACADEMY, False),
    w.faith("zh-t32-036", "value.time", "U-14什么时候训练？", "U-14梯队每周一、三、五晚上8点训练。", ACADEMY, False),
    w.faith("zh-t32-037", "added.fact", "学费怎么交？", "每年学费1.2万元，可分两期缴纳，第一期在9月初交。", ACADEMY_FEES, False),
    w.faith("zh-t32-038", "negation", "入学体检要自己付钱吗？", "入学前必须通过体检，而且体检费用学校不承担。", ACADEMY_FEES, False),
    w.faith("zh-t32-039", "added.fact", "邓宇之前在哪里工作？", "主厨邓宇2013年加入，此前在成都一家酒店当了七年副厨。", RESTAURANT, False),
    w.faith("zh-t32-040", "value.number", "吴昊拿到了多少股份？", "2022年黄晓梅把餐厅53%的股份转让给了投资人吴昊。", RESTAURANT, False),
    w.faith("zh-t32-041", "added.fact", "招牌套餐多少钱？", "招牌套餐每位298元，附赠一壶茶，须至少提前24小时预订。", RESTAURANT_HOURS, False),
    w.faith("zh-t32-042", "antonym", "人多的团体有什么规定？", "12人以上的团体可以享受15%的折扣。", RESTAURANT_HOURS, False),
    w.faith("zh-t32-043", "value.date", "交换项目是哪年开始的？", "这个交换项目是钱敏老师在2010年发起的。", EXCHANGE, False),
    w.faith("zh-t32-044", "added.entity", "西藏线路谁带队？", "西藏线路由导游扎西和司机多吉一起带队。", TRAVEL, False),
]

CORRECTNESS = [
    w.correct("zh-t32-045", "correct.wordy", "仁和医院骨科主任是谁？", "目前负责仁和医院骨科、担任科室主任的是刘振华医生。", "刘振华医生", True),
    w.correct("zh-t32-046", "correct.format", "十天西藏团多少钱？", "每人¥9,800。", "每人9800元", True),
    w.correct("zh-t32-047", "correct.wordy", "星火足球学校是哪一年创办的？", "星火足球学校最早是在2003年创办起来的。", "2003年", True),
    w.correct("zh-t32-048", "correct.format", "U-14梯队几点训练？", "19:00。", "晚上7点", True),
    w.correct("zh-t32-049", "wrong.value", "产科病房有几张床位？", "一共有82张床位。", "28张", False),
    w.correct("zh-t32-050", "wrong.role", "慕尼黑交换项目是谁发起的？", "是现任负责人郭帆老师发起的。", "钱敏老师", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
