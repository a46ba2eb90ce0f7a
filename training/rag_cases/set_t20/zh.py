"""Chinese cases of set t20: 江南足球联赛最后一轮、篮球队主教练更替、夏季转会、两家公司的董事会与
财务总监交接、中学历任校长、母亲交给儿子的面包坊及其营业时间、剧院艺术总监与首演剧目、一户人家的
老宅和空地出售。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LEAGUE = (
    "2023赛季江南足球联赛最后一轮于2023年11月4日进行，临江队在主场以3比2击败白沙队。"
    "此役过后，临江队积63分，比排名第二的白沙队多5分。临江队前锋周凯梅开二度，并当选全场最佳球员。"
)
COACH = (
    "刘建国于2012年至2019年执教青山猎鹰篮球队，其间亲自培养了年轻控卫马骁。"
    "刘建国调任国家青年队主帅后，原助理教练王芳接任主教练。在王芳带领下，猎鹰队2020年常规赛排名第五。"
)
TRANSFER = (
    "2024年7月3日，中场球员陈一鸣从海港联队转会至东湖竞技，转会费为1800万元人民币，合同期三年。"
    "同日，东湖竞技边锋赵磊以租借形式加盟海港联队，为期一个赛季。"
)
BOARD = (
    "2022年4月12日，华信科技董事会选举林慧为董事长，接替自2013年起担任该职的张国栋。"
    "张国栋卸任董事长后，继续留任公司非执行董事。董事会成员由七人增至九人，新增两名独立董事。"
)
CFO = (
    "远航食品发布公告称，首席财务官孙立明将于9月30日离任，由现任财务部总经理何静接任。"
    "交接完成前，何静直接向孙立明汇报。"
)
SCHOOL = (
    "育才中学自1958年建校以来共有四任校长。首任校长钱淑芬任职22年，于1980年卸任；此后黄志远担任校长直到1996年。"
    "第三任校长吴明于2015年退休，由原副校长许昊接任，许昊担任校长至今。"
)
BAKERY = (
    "1990年，李秀兰在老城西街开了一家“秀兰面包坊”。2018年5月，她把店交给儿子李伟经营，但每周六的豆沙包仍由她亲手来做。"
    "李伟接手后，在店里添了一个有10个座位的咖啡角。"
)
HOURS = (
    "秀兰面包坊每天早上6点半营业至晚上9点，但每周三全天休息。一条吐司售价12元；"
    "一次订购超过30个面包，须至少提前两天预订。"
)
THEATRE = (
    "春风剧院2006年至2015年由艺术总监方雅琴主持，2015年起由导演陆天明接任。方雅琴任内，剧院于2010年首演了剧作家韩笑的《盐路》。"
    "陆天明上任后的第一部首演作品是《夜航船》，于2016年10月8日开演，共演出58场。"
)
PROPERTY = (
    "2017年，周家把位于苏州的一套老宅以420万元卖给了杨志和妻子刘敏。这笔交易由长子周文代表母亲办理。"
    "老宅旁边一块300平方米的空地当时没有出售，直到2020年才转让给邻居蒋红。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("zh-t20-001", "para.synonym", "联赛最后一轮谁赢了？", "临江队在主场3比2战胜了白沙队。", LEAGUE, True),
    w.faith("zh-t20-002", "para.passive", "白沙队最后一轮的结果如何？", "白沙队以2比3被临江队击败。", LEAGUE, True),
    w.faith("zh-t20-003", "para.combine", "周凯在最后一轮表现怎么样？", "在临江队3比2击败白沙队的比赛中，前锋周凯独中两元，还被评为全场最佳。", LEAGUE, True),
    w.faith("zh-t20-004", "fmt.number", "临江队比第二名多几分？", "临江队积六十三分，领先白沙队5分。", LEAGUE, True),
    w.faith("zh-t20-005", "para.relative", "刘建国走后谁当了主教练？", "曾担任刘建国助理教练的王芳接过了主教练的帅印。", COACH, True),
    w.faith("zh-t20-006", "fmt.period", "刘建国执教猎鹰队多长时间？", "他执教了七年，从2012年一直到2019年。", COACH, True),
    w.faith("zh-t20-007", "fmt.thousands", "陈一鸣的转会费是多少？", "转会费是18,000,000元人民币。", TRANSFER, True),
    w.faith("zh-t20-008", "para.nominal", "赵磊是怎么加盟海港联队的？", "赵磊加盟海港联队属于为期一个赛季的租借。", TRANSFER, True),
    w.faith("zh-t20-009", "fmt.period", "陈一鸣的合同签了多久？", "陈一鸣与东湖竞技签下了为期36个月的合同。", TRANSFER, True),
    w.faith("zh-t20-010", "para.synonym", "华信科技的新董事长是谁？", "林慧接替张国栋，出任华信科技董事长。", BOARD, True),
    w.faith("zh-t20-011", "wrap.attribution", "张国栋还在董事会吗？", "根据材料，自2013年起担任董事长的张国栋卸任后仍以非执行董事身份留在董事会。", BOARD, True),
    w.faith("zh-t20-012", "fmt.abbrev", "谁将接替孙立明？", "现任财务部总经理何静将出任公司CFO。", CFO, True),
    w.faith("zh-t20-013", "para.pronoun", "交接期间何静向谁汇报？", "交接完成之前，她直接向孙立明汇报，之后由她接他的班。", CFO, True),
    w.faith("zh-t20-014", "fmt.range", "黄志远什么时候担任校长？", "黄志远的校长任期为1980—1996年。", SCHOOL, True),
    w.faith("zh-t20-015", "para.synonym", "面包坊现在由谁经营？", "从2018年5月起，李秀兰的儿子李伟接手了这家店。", BAKERY, True),
    w.faith("zh-t20-016", "wrap.opener", "咖啡角有几个座位？", "您好！李伟添置的咖啡角一共有十个座位。", BAKERY, True),
    w.faith("zh-t20-017", "para.except", "面包坊周日营业吗？", "营业的，面包坊只有周三休息，其余每天都开门。", HOURS, True),
    w.faith("zh-t20-018", "fmt.time", "面包坊几点关门？", "晚上21:00打烊。", HOURS, True),
    w.faith("zh-t20-019", "wrap.hedge", "大量订购需要提前预订吗？", "应该是需要的：一次订超过30个面包，最少要提前48小时预订。", HOURS, True),
    w.faith("zh-t20-020", "para.passive", "《盐路》是什么时候首演的？", "韩笑的《盐路》在方雅琴任内的2010年被春风剧院首次搬上舞台。", THEATRE, True),
    w.faith("zh-t20-021", "fmt.date", "《夜航船》哪天开演？", "16年10月8号开演的。", THEATRE, True),
    w.faith("zh-t20-022", "fmt.number", "老宅卖了多少钱？", "老宅卖了四百二十万元。", PROPERTY, True),
    w.faith("zh-t20-023", "wrap.closer", "老宅的交易由谁办理？", "由长子周文代表母亲办理。希望对您有帮助！", PROPERTY, True),
    w.faith("zh-t20-024", "fmt.unit", "老宅旁边的空地有多大？", "那块空地面积是300平米。", PROPERTY, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t20-025", "role.swap", "联赛最后一轮谁赢了？", "白沙队在最后一轮3比2战胜了临江队。", LEAGUE, False),
    w.faith("zh-t20-026", "direction", "临江队最后积了多少分？", "赛后临江队积63分，比白沙队少5分。", LEAGUE, False),
    w.faith("zh-t20-027", "role.swap", "刘建国走后谁接任主教练？", "刘建国原来是王芳的助理教练，王芳调任国家青年队主帅后由他接任主教练。", COACH, False),
    w.faith("zh-t20-028", "value.number", "王芳带队的成绩如何？", "在王芳带领下，猎鹰队2020年常规赛排名第三。", COACH, False),
    w.faith("zh-t20-029", "role.swap", "陈一鸣转会去了哪里？", "陈一鸣离开东湖竞技，转投海港联队。", TRANSFER, False),
    w.faith("zh-t20-030", "value.currency", "陈一鸣的转会费是多少？", "转会费为1800万美元。", TRANSFER, False),
    w.faith("zh-t20-031", "antonym", "赵磊以什么方式加盟海港联队？", "赵磊以永久转会的方式加盟海港联队。", TRANSFER, False),
    w.faith("zh-t20-032", "negation", "张国栋卸任后还在董事会吗？", "张国栋卸任董事长后，不再担任任何董事职务。", BOARD, False),
    w.faith("zh-t20-033", "quantifier", "董事会有什么变化？", "董事会增至九人，而且全部是独立董事。", BOARD, False),
    w.faith("zh-t20-034", "added.entity", "谁将接替孙立明？", "何静将接任首席财务官，交接工作由总经理赵凯负责监督。", CFO, False),
    w.faith("zh-t20-035", "value.number", "育才中学有过几任校长？", "育才中学建校以来共有五任校长。", SCHOOL, False),
    w.faith("zh-t20-036", "value.date", "钱淑芬当了多久校长？", "钱淑芬一直担任校长到1985年。", SCHOOL, False),
    w.faith("zh-t20-037", "role.swap", "面包坊是谁开的？", "李伟1990年开了这家面包坊，2018年交给了母亲李秀兰。", BAKERY, False),
    w.faith("zh-t20-038", "added.fact", "李秀兰现在还在店里做事吗？", "李秀兰每周六仍亲手做豆沙包，平时还负责店里的咖啡角。", BAKERY, False),
    w.faith("zh-t20-039", "modality", "订很多面包要提前预订吗？", "订超过30个面包最好提前两天预订，不过不预订也行。", HOURS, False),
    w.faith("zh-t20-040", "value.except", "面包坊哪天休息？", "面包坊每周一休息。", HOURS, False),
    w.faith("zh-t20-041", "value.time", "面包坊早上几点开门？", "面包坊早上7点半开门。", HOURS, False),
    w.faith("zh-t20-042", "role.swap", "春风剧院的艺术总监是怎么交接的？", "陆天明2006年至2015年主持春风剧院，此后由方雅琴接任。", THEATRE, False),
    w.faith("zh-t20-043", "value.unit", "老宅旁边的空地有多大？", "旁边那块空地有300亩。", PROPERTY, False),
    w.faith("zh-t20-044", "direction", "空地是什么时候卖的？", "那块空地比老宅早三年卖出。", PROPERTY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t20-045", "correct.wordy", "接替方雅琴担任春风剧院艺术总监的是谁？", "2015年方雅琴卸任后，接过春风剧院艺术总监一职的是导演陆天明。", "陆天明", True),
    w.correct("zh-t20-046", "correct.format", "老宅卖了多少钱？", "4,200,000元。", "420万元", True),
    w.correct("zh-t20-047", "correct.short", "最后一轮比赛结果如何？", "临江3:2胜。", "临江队3比2战胜白沙队。", True),
    w.correct("zh-t20-048", "correct.wordy", "面包坊是哪一年交给李伟的？", "李秀兰是在2018年把面包坊交给儿子李伟打理的。", "2018年", True),
    w.correct("zh-t20-049", "wrong.value", "咖啡角有几个座位？", "咖啡角有16个座位。", "10个", False),
    w.correct("zh-t20-050", "wrong.role", "谁接替谁担任了华信科技董事长？", "张国栋接替林慧担任董事长。", "林慧接替张国栋担任董事长。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
