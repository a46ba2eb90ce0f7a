"""Chinese cases of set t49: 杭州一所幼儿园的老师与收费、成都中学的高考考点须知、
少儿英语培训班的课程与老师、南京一所大学的奖学金与宿舍、初中家长会安排、
暑期书法班。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

KINDERGARTEN = (
    "杭州市西湖区阳光幼儿园创办于1998年，现任园长是刘晓燕，副园长是陈静。"
    "幼儿园周一至周五开放，早上7点半入园，下午4点半离园。"
    "保育教育费每月2200元，伙食费另计，每天15元。"
)
GAOKAO = (
    "成都七中考点的考生须在每科开考前30分钟进入考场。"
    "6月7日上午9:00至11:30考语文，下午15:00至17:00考数学。"
    "考生不得携带手机、智能手表等电子设备进入考场。"
    "开考15分钟后，迟到考生不得入场。"
)
ENGLISH = (
    "启航少儿英语的周末精品班每班最多12人。"
    "周六班由张敏老师授课，周日班由外教Tom授课。"
    "每期16次课，学费4800元，老学员续报可减免300元。"
    "机构成立于2012年，张敏老师2016年加入。"
)
SCHOLARSHIP = (
    "金陵大学学业奖学金分为一、二、三等，一等奖每人8000元，二等奖5000元，三等奖2000元。"
    "申请人上学年必修课成绩须全部及格，且综合排名位于专业前20%。"
    "申请材料须在9月20日前交到学院教务办。"
)
DORM = (
    "金陵大学本科生宿舍为四人间，住宿费每年1200元。"
    "宿舍楼每晚11点关门，早上6点开门。"
    "宿舍内禁止使用大功率电器，违者没收并通报批评。"
    "宿管中心主任是王建军。"
)
MEETING = (
    "育才中学初二年级家长会定于11月15日（星期五）下午4点在各班教室召开。"
    "会上由班主任介绍期中考试情况，年级组长赵立新老师作总结发言。"
    "每位学生须有一名家长参加，如确有困难请提前向班主任请假。"
)
CALLIGRAPHY = (
    "少年宫暑期书法班面向8至14岁的学生，由书法家周文华老师执教。"
    "课程从7月10日开始，每周二、四上午9点到10点半上课，共12次。"
    "学费960元，笔墨纸砚需自备。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t49-001", "para.passive", "阳光幼儿园的园长是谁？", "阳光幼儿园目前由刘晓燕担任园长，陈静担任副园长。", KINDERGARTEN, True),
    w.faith("zh-t49-002", "fmt.time", "孩子几点接回家？", "下午16:30离园，早上7:30入园。", KINDERGARTEN, True),
    w.faith("zh-t49-003", "para.except", "周末幼儿园开吗？", "不开，幼儿园周六、周日都不开放。", KINDERGARTEN, True),
    w.faith("zh-t49-004", "fmt.currency", "每个月保教费多少钱？", "保育教育费是每月两千二百元，伙食费另外按每天十五元收取。", KINDERGARTEN, True),
    w.faith("zh-t49-005", "para.synonym", "考生什么时候要进考场？", "每门科目开考前半小时，考生就要进入考场。", GAOKAO, True),
    w.faith("zh-t49-006", "fmt.time", "数学几点开始考？", "6月7日下午三点开考数学，五点结束。", GAOKAO, True),
    w.faith("zh-t49-007", "fmt.unit", "语文考多长时间？", "语文从上午9点考到11点半，共两个半小时。", GAOKAO, True),
    w.faith("zh-t49-008", "para.nominal", "可以带智能手表吗？", "手机、智能手表等电子设备一律禁止带入考场。", GAOKAO, True),
    w.faith("zh-t49-009", "para.pronoun", "周六班是谁上课？", "张敏老师负责周六班，她是2016年加入启航的。", ENGLISH, True),
    w.faith("zh-t49-010", "fmt.number", "一个班最多几个孩子？", "周末精品班每班不超过十二人。", ENGLISH, True),
    w.faith("zh-t49-011", "para.combine", "一期多少课，学费多少？", "每期共16次课，学费4800元；老学员续报还能少交300元。", ENGLISH, True),
    w.faith("zh-t49-012", "fmt.thousands", "一等奖学金有多少钱？", "一等奖每人八千元。", SCHOLARSHIP, True),
    w.faith("zh-t49-013", "fmt.share", "排名要到多少才能申请？", "综合排名要在本专业的前五分之一。", SCHOLARSHIP, True),
    w.faith("zh-t49-014", "wrap.attribution", "材料交到哪里？", "根据学校通知，申请材料要在9月20日之前送到学院教务办。", SCHOLARSHIP, True),
    w.faith("zh-t49-015", "para.reorder", "三个等级的奖学金各是多少？", "三等奖2000元，二等奖5000元，一等奖8000元。", SCHOLARSHIP, True),
    w.faith("zh-t49-016", "fmt.time", "宿舍几点关门？", "宿舍楼晚上23点关门，次日早上6点开门。", DORM, True),
    w.faith("zh-t49-017", "para.synonym", "宿舍可以用电热锅吗？", "宿舍里不准使用大功率电器，被发现会被没收，还会通报批评。", DORM, True),
    w.faith("zh-t49-018", "fmt.number", "宿舍几个人住一间？", "本科生宿舍每间住四个人，一年住宿费一千二百元。", DORM, True),
    w.faith("zh-t49-019", "fmt.date", "家长会是哪天？", "家长会在十一月十五日星期五下午四点举行。", MEETING, True),
    w.faith("zh-t49-020", "para.relative", "家长会上谁讲话？", "班主任先介绍期中考试情况，最后由担任年级组长的赵立新老师作总结发言。", MEETING, True),
    w.faith("zh-t49-021", "wrap.opener", "家长不能去怎么办？", "您好！如果确实有困难，请提前向班主任请假。", MEETING, True),
    w.faith("zh-t49-022", "fmt.range", "书法班收多大的孩子？", "书法班招收8到14岁的学生。", CALLIGRAPHY, True),
    w.faith("zh-t49-023", "wrap.hedge", "书法班要自己带笔墨吗？", "看介绍，笔墨纸砚应该是要学生自己准备的。", CALLIGRAPHY, True),
    w.faith("zh-t49-024", "fmt.unit", "书法班每次上多久？", "每周二、四上午上课，每次一个半小时，从9点到10点半。", CALLIGRAPHY, True),
    w.faith("zh-t49-025", "role.swap", "副园长是谁？", "副园长是刘晓燕，园长是陈静。", KINDERGARTEN, False),
    w.faith("zh-t49-026", "added.fact", "伙食费怎么收？", "伙食费每天15元，周末和节假日另有托管服务。", KINDERGARTEN, False),
    w.faith("zh-t49-027", "value.date", "阳光幼儿园是哪年办的？", "阳光幼儿园创办于2008年。", KINDERGARTEN, False),
    w.faith("zh-t49-028", "direction", "迟到了还能进考场吗？", "开考15分钟前到的考生都不许入场。", GAOKAO, False),
    w.faith("zh-t49-029", "value.time", "语文几点考？", "6月7日上午9:00至11:00考语文。", GAOKAO, False),
    w.faith("zh-t49-030", "negation", "考场能带手机吗？", "考生可以携带手机进入考场，但智能手表不行。", GAOKAO, False),
    w.faith("zh-t49-031", "role.swap", "周日班是谁教？", "周日班由张敏老师授课，外教Tom教周六班。", ENGLISH, False),
    w.faith("zh-t49-032", "value.date", "张敏老师什么时候来的？", "张敏老师2012年加入了启航少儿英语。", ENGLISH, False),
    w.faith("zh-t49-033", "added.fact", "学费多少？", "每期学费4800元，报名时还赠送全套原版教材。", ENGLISH, False),
    w.faith("zh-t49-034", "value.currency", "二等奖学金多少钱？", "二等奖每人2000元。", SCHOLARSHIP, False),
    w.faith("zh-t49-035", "quantifier", "成绩有什么要求？", "上学年必修课只要大部分及格就可以申请。", SCHOLARSHIP, False),
    w.faith("zh-t49-036", "direction", "申请截止时间是什么时候？", "申请材料须在9月20日以后交到学院教务办。", SCHOLARSHIP, False),
    w.faith("zh-t49-037", "value.currency", "住宿费一年多少？", "本科生宿舍是四人间，住宿费每年2100元。", DORM, False),
    w.faith("zh-t49-038", "added.entity", "宿管中心主任是谁？", "宿管中心主任是王建军，副主任是李华。", DORM, False),
    w.faith("zh-t49-039", "value.time", "宿舍早上几点开门？", "宿舍楼早上7点开门，晚上11点关门。", DORM, False),
    w.faith("zh-t49-040", "modality", "家长一定要去吗？", "家长会欢迎家长参加，但不是必须的。", MEETING, False),
    w.faith("zh-t49-041", "role.swap", "谁介绍期中考试情况？", "年级组长赵立新老师介绍期中考试情况，班主任作总结发言。", MEETING, False),
    w.faith("zh-t49-042", "value.except", "书法班哪几天上课？", "书法班除了周末每天上午9点到10点半上课。", CALLIGRAPHY, False),
    w.faith("zh-t49-043", "value.number", "书法班一共几次课？", "书法班共16次课，学费960元。", CALLIGRAPHY, False),
    w.faith("zh-t49-044", "added.fact", "书法班谁来教？", "由书法家周文华老师执教，他也是市书法家协会的副主席。", CALLIGRAPHY, False),
]

CORRECTNESS = [
    w.correct("zh-t49-045", "correct.wordy", "阳光幼儿园的园长是谁？", "杭州西湖区阳光幼儿园现在的园长是刘晓燕。", "刘晓燕", True),
    w.correct("zh-t49-046", "correct.format", "书法班学费是多少？", "九百六十元。", "960元", True),
    w.correct("zh-t49-047", "correct.short", "家长会几点开始？", "下午4点。", "初二年级家长会于11月15日下午4点召开。", True),
    w.correct("zh-t49-048", "correct.format", "数学考试几点结束？", "下午五点结束。", "17:00", True),
    w.correct("zh-t49-049", "wrong.value", "启航周末精品班每班最多几人？", "每班最多20人。", "12人", False),
    w.correct("zh-t49-050", "wrong.role", "年级组长是谁？", "年级组长是周文华老师。", "赵立新老师", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
