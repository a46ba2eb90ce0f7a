"""Chinese cases of set t12: a maternity ward's visiting rules and baby-massage class, an
IT service desk and a finance-system outage, a bookshop's book signing and reading club,
a sailing club's rules and cup race, a moving company's prices, and a community
vaccination clinic."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

WARD = "仁和医院产科病房的探视时间为每天15:00至19:00。每位产妇同一时间最多接待两名探视者。家属陪护须凭陪护证进入病房，陪护证在护士站办理，每位产妇限办一张。患有感冒或发热的人员不得进入病房。"
WARD2 = "新生儿抚触课由护士长刘慧主讲，每周四上午十点在三楼示教室举行，时长约40分钟。课程对本院产妇及家属免费开放。因场地有限，每场最多容纳12个家庭，需提前一天到护士站登记。"
HELP = "信息中心服务台位于行政楼一层，工作日8:30—17:30提供服务。员工忘记邮箱密码的，可在自助平台重置，无需到场。电脑重装系统一般需要两个工作日，重装前请自行备份数据。非工作时间如遇系统故障，请拨打值班电话6688。"
HELP2 = "3月12日晚，财务系统因数据库故障中断约两小时。运维工程师王磊连夜排查并修复了故障，部门主管陈静随后向全公司发布了情况说明。信息中心计划于4月初完成数据库升级。"
BOOK = "半山书店将于5月18日（周六）下午两点举办作家周晓岚新书《南方来信》的签售会。活动免费，但需在书店公众号预约，名额80个。签售环节每人限签两本。活动当天书店全场图书打九折。"
BOOK2 = "书店每月第一个周日晚上七点举办读书会，由店员林一帆主持。参加读书会需购买一杯饮品，价格25元起。节假日期间读书会暂停。"
SAIL = "海风帆船俱乐部的会员每次可预约帆船三小时，非会员须由会员陪同方可出海。所有人员出海时必须穿着救生衣。风力超过六级时，俱乐部停止一切出海活动。入门培训课程共四次课，会员价1200元。"
SAIL2 = "在上周末的俱乐部杯比赛中，张帆获得冠军，上届冠军赵明远屈居第二。比赛由裁判长郭建国主持，共有18条船参赛。颁奖仪式在下午四点半举行。"
MOVE = "安居搬家公司的小型货车套餐为每车次480元，含两名搬运工和3小时服务，超时每小时加收100元。楼层在三楼以上且无电梯的，每层另加20元。搬家前24小时内取消订单，定金不予退还。公司不承接钢琴和保险柜的搬运。"
VAX = "城东社区卫生服务中心疫苗接种门诊周一至周五上午8:00—11:30、下午13:30—16:30开放，周三下午除外。接种HPV疫苗需提前在小程序预约，流感疫苗可现场排队。接种后须留观30分钟。18岁以下人员接种需由监护人陪同。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t12-001", "fmt.time", "产科病房几点可以探视？", "每天下午三点到晚上七点都可以去探视。", WARD, True),
    w.faith("zh-t12-002", "para.combine", "陪护证怎么办理？", "陪护证到护士站办，一位产妇只能办一张，家属要凭证才能进病房陪护。", WARD, True),
    w.faith("zh-t12-003", "para.synonym", "我有点发烧，还能去病房看望产妇吗？", "不能，发烧或感冒的人不允许进病房。", WARD, True),
    w.faith("zh-t12-004", "para.passive", "抚触课是谁讲的？", "护士长刘慧每周四上午给大家讲新生儿抚触课。", WARD2, True),
    w.faith("zh-t12-005", "fmt.time", "抚触课几点上？上多久？", "每周四10:00在三楼示教室上课，大概四十分钟。", WARD2, True),
    w.faith("zh-t12-006", "para.synonym", "抚触课要交钱吗？", "不用，本院的产妇和家属都可以免费参加。", WARD2, True),
    w.faith("zh-t12-007", "para.part", "抚触课怎么报名？", "需要提前一天去护士站登记。", WARD2, True),
    w.faith("zh-t12-008", "fmt.time", "信息中心服务台什么时候有人？", "工作日上午八点半到下午五点半，服务台都有人值守。", HELP, True),
    w.faith("zh-t12-009", "para.synonym", "邮箱密码忘了，要去服务台吗？", "不用跑一趟，在自助平台上就能自己把密码重置。", HELP, True),
    w.faith("zh-t12-010", "fmt.number", "重装系统要多久？", "通常需要2个工作日，重装之前记得先把自己的数据备份好。", HELP, True),
    w.faith("zh-t12-011", "wrap.attribution", "下班后系统出故障了找谁？", "按照信息中心的说明，非工作时间遇到系统故障，可以拨打值班电话6688。", HELP, True),
    w.faith("zh-t12-012", "para.passive", "财务系统的故障是谁修好的？", "这次故障是由运维工程师王磊连夜排查修复的。", HELP2, True),
    w.faith("zh-t12-013", "fmt.period", "财务系统停了多长时间？", "财务系统大约中断了120分钟。", HELP2, True),
    w.faith("zh-t12-014", "fmt.date", "周晓岚的签售会是哪天？", "签售会定在5月18号星期六，下午2点开始。", BOOK, True),
    w.faith("zh-t12-015", "para.reorder", "签售会要花钱吗？", "得先在书店公众号上预约，不过活动本身是免费的。", BOOK, True),
    w.faith("zh-t12-016", "fmt.share", "签售会当天买书有优惠吗？", "有，当天店里所有图书一律优惠10%。", BOOK, True),
    w.faith("zh-t12-017", "fmt.currency", "参加读书会需要花钱吗？", "需要买一杯饮品，最便宜的是25块钱。", BOOK2, True),
    w.faith("zh-t12-018", "para.except", "周三下午可以去打疫苗吗？", "不行，门诊周三下午不开放，其他工作日下午13:30到16:30都可以。", VAX, True),
    w.faith("zh-t12-019", "para.synonym", "风很大的时候还能出海吗？", "风力一旦超过六级，俱乐部就不再安排任何出海活动。", SAIL, True),
    w.faith("zh-t12-020", "para.relative", "俱乐部杯谁拿了冠军？", "获得冠军的是张帆，上届冠军赵明远这次排在第二。", SAIL2, True),
    w.faith("zh-t12-021", "fmt.time", "颁奖仪式几点开始？", "颁奖仪式于16:30举行。", SAIL2, True),
    w.faith("zh-t12-022", "fmt.currency", "小货车套餐多少钱？", "每车次四百八十元，包括两名搬运工和三个小时的服务。", MOVE, True),
    w.faith("zh-t12-023", "para.except", "你们能帮忙搬钢琴吗？", "不能，钢琴和保险柜都不在公司的搬运范围内。", MOVE, True),
    w.faith("zh-t12-024", "wrap.hedge", "搬家超时了怎么收费？", "应该是超出三小时以后，每小时多收100元。", MOVE, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t12-025", "role.swap", "财务系统故障后谁做了什么？", "王磊随后向全公司发布了情况说明，陈静则连夜修好了故障。", HELP2, False),
    w.faith("zh-t12-026", "role.swap", "俱乐部杯的冠军是谁？", "赵明远拿下了冠军，张帆位列第二。", SAIL2, False),
    w.faith("zh-t12-027", "antonym", "签售会收费吗？", "签售会是收费活动，需要在书店公众号预约。", BOOK, False),
    w.faith("zh-t12-028", "antonym", "住高层没电梯要加钱吗？", "三楼以上又没有电梯的，每层可以减免20元。", MOVE, False),
    w.faith("zh-t12-029", "negation", "家属陪护需要陪护证吗？", "家属进病房陪护不需要陪护证。", WARD, False),
    w.faith("zh-t12-030", "negation", "忘了邮箱密码怎么办？", "忘记的邮箱密码没办法在自助平台上重置。", HELP, False),
    w.faith("zh-t12-031", "modality", "出海一定要穿救生衣吗？", "出海时建议穿上救生衣，但不强制。", SAIL, False),
    w.faith("zh-t12-032", "modality", "孩子打疫苗家长要陪着吗？", "未满18岁的人接种时最好有监护人陪同，不过自己来也可以。", VAX, False),
    w.faith("zh-t12-033", "quantifier", "抚触课谁可以免费参加？", "抚触课只对本院产妇免费，家属不在免费范围内。", WARD2, False),
    w.faith("zh-t12-034", "quantifier", "风力超过六级会怎样？", "风力超过六级时，俱乐部只暂停非会员的出海活动。", SAIL, False),
    w.faith("zh-t12-035", "direction", "住几楼没电梯要加钱？", "住三楼以下又没有电梯的，每层要多收20元。", MOVE, False),
    w.faith("zh-t12-036", "direction", "重装系统前要做什么？", "等系统重装完成以后，再自己备份数据就行。", HELP, False),
    w.faith("zh-t12-037", "value.number", "一次能去几个人探视？", "每位产妇同一时间最多可以有三名探视者。", WARD, False),
    w.faith("zh-t12-038", "value.time", "门诊下午几点开放？", "门诊下午的开放时间是一点半到五点半。", VAX, False),
    w.faith("zh-t12-039", "value.date", "签售会什么时候举办？", "周晓岚的签售会在5月28日下午两点举行。", BOOK, False),
    w.faith("zh-t12-040", "value.currency", "入门培训课程多少钱？", "入门培训课程会员价是1200美元，一共四次课。", SAIL, False),
    w.faith("zh-t12-041", "value.unit", "电脑重装系统要多长时间？", "电脑重装系统一般需要两个小时。", HELP, False),
    w.faith("zh-t12-042", "value.except", "哪天下午门诊不开？", "门诊周五下午不开放，其余工作日上午、下午都可以接种。", VAX, False),
    w.faith("zh-t12-043", "added.fact", "财务系统出了什么问题？", "财务系统因数据库故障中断了大约两小时，期间部分工资数据丢失。", HELP2, False),
    w.faith("zh-t12-044", "added.entity", "读书会由谁主持？", "读书会由店员林一帆和店长苏晴共同主持。", BOOK2, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t12-045", "correct.wordy", "安居搬家公司的小型货车套餐包含几名搬运工？", "这个套餐每车次会安排两位搬运师傅，另外还包含三个小时的服务时间。", "两名", True),
    w.correct("zh-t12-046", "correct.format", "城东社区卫生服务中心接种疫苗后须留观多久？", "半小时。", "30分钟", True),
    w.correct("zh-t12-047", "correct.format", "半山书店签售会有多少个预约名额？", "八十个名额。", "80个", True),
    w.correct("zh-t12-048", "correct.wordy", "半山书店的读书会由谁主持？", "读书会一直由书店的店员林一帆负责主持。", "林一帆", True),
    w.correct("zh-t12-049", "wrong.value", "海风帆船俱乐部的入门培训课程一共几次课？", "一共六次课。", "四次", False),
    w.correct("zh-t12-050", "wrong.role", "俱乐部杯比赛的裁判长是谁？", "裁判长是上届冠军赵明远。", "郭建国", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
