"""Chinese cases of set t40: 诊所和社区卫生站的医生与坐诊时间、计算机系的教授与课程、
数学系讨论班、餐饮集团的店长与门店规定、话剧团的演员与演出安排、轮渡公司的船长、
晚报编辑部的编辑与版面。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CLINIC = (
    "仁和诊所的王丽华医生每周一、周三坐诊，李建国医生每周二、周四坐诊。"
    "诊所除周日外每天开门，上午8点开诊，下午5点半停止挂号。"
    "普通门诊挂号费为25元。"
)
STATION = (
    "康宁社区卫生站由陈雪梅医生担任站长，赵明是她的助理医生。"
    "儿童疫苗接种在每月第一个星期六上午8:00至11:30进行。"
    "65岁以上老人免收挂号费。"
)
COMPUTING = (
    "北方大学计算机系的周志远教授本学期讲授《数据结构》，孙婷教授讲授《操作系统》。"
    "选修《操作系统》的学生必须先修完《数据结构》。"
    "两门课都是4学分。"
    "周志远教授同时担任系副主任。"
)
MATH_SEMINAR = (
    "数学系研究生讨论班每周二下午两点到四点在理科楼405室举行。"
    "讨论班由刘芳教授主持，黄磊老师负责记录考勤。"
    "讨论班名额限30人，报名9月10日截止。"
)
GROUP = (
    "味之家餐饮集团在杭州有三家分店。"
    "西湖店由店长吴俊管理，滨江店由店长郑晓燕管理。"
    "郑晓燕直接向集团运营总监高峰汇报。"
    "萧山店于2023年5月开业，店长是林浩。"
)
STORE_RULES = (
    "味之家各分店店长如当季完成营业额目标，可获得8000元季度奖金。"
    "店长每年必须参加一次食品安全培训。"
    "滨江店除周一外每天营业，营业时间为11:00至21:30。"
)
PLAY = (
    "星光话剧团今年春季排演《雨巷》，由许静饰演女主角丁香，何文杰饰演丁香的丈夫。"
    "该剧导演是马兰。"
    "全剧时长两小时，中间有15分钟休息。"
)
SHOWS = (
    "《雨巷》将于4月12日至5月3日在城南剧场演出。"
    "票价为180元，学生凭学生证可享半价。"
    "每周一停演。"
    "演出开始后，迟到观众须等到中场休息时方可入场。"
)
FERRY = (
    "海星轮渡公司有两艘客轮往返于厦门和鼓浪屿之间。"
    "“鹭岛号”由张海船长指挥，“鼓浪号”由罗伟船长指挥。"
    "单程航行时间为20分钟。"
    "夏季（6月至8月）每天的首班船提前到6:30开出。"
)
NEWSROOM = (
    "《江城晚报》的时政版由主编唐敏负责，体育版由编辑冯涛负责。"
    "冯涛2018年从前任编辑邓超手中接管体育版，邓超现在负责文化版。"
    "每天下午三点召开编前会，所有版面编辑都必须参加。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t40-001", "para.combine", "王医生哪天坐诊？周四去的话找谁？", "王丽华医生周一和周三出诊，周四则由李建国医生接诊。", CLINIC, True),
    w.faith("zh-t40-002", "para.except", "周日能去仁和诊所看病吗？", "不行，周日诊所不开门，其他日子都照常营业。", CLINIC, True),
    w.faith("zh-t40-003", "fmt.time", "几点以后就挂不上号了？", "挂号截止时间是17:30。", CLINIC, True),
    w.faith("zh-t40-004", "fmt.currency", "普通门诊挂号要多少钱？", "普通门诊挂号费是二十五块钱。", CLINIC, True),
    w.faith("zh-t40-005", "para.pronoun", "陈雪梅医生是做什么的？", "她是康宁社区卫生站的站长，赵明是她的助理医生。", STATION, True),
    w.faith("zh-t40-006", "fmt.time", "孩子打疫苗是什么时候？", "每月第一个周六的上午八点到十一点半，可以带孩子去接种疫苗。", STATION, True),
    w.faith("zh-t40-007", "para.synonym", "老年人挂号要交钱吗？", "六十五岁以上的老人挂号不用花钱。", STATION, True),
    w.faith("zh-t40-008", "para.combine", "周志远教授负责哪些工作？", "周志远教授这学期教《数据结构》，同时还是计算机系的副主任。", COMPUTING, True),
    w.faith("zh-t40-009", "para.relative", "《操作系统》能直接选吗？", "孙婷教授讲授的《操作系统》要先修完《数据结构》才能选。", COMPUTING, True),
    w.faith("zh-t40-010", "fmt.number", "这两门课各多少学分？", "《数据结构》和《操作系统》各占四个学分。", COMPUTING, True),
    w.faith("zh-t40-011", "para.nominal", "讨论班什么时候截止报名？", "讨论班的报名截止日期是9月10日。", MATH_SEMINAR, True),
    w.faith("zh-t40-012", "fmt.time", "讨论班几点开始？", "讨论班每周二14:00至16:00在理科楼405室进行。", MATH_SEMINAR, True),
    w.faith("zh-t40-013", "para.pronoun", "讨论班能收多少人？", "这个讨论班由刘芳教授主持，它的名额上限是30人。", MATH_SEMINAR, True),
    w.faith("zh-t40-014", "para.passive", "西湖店归谁管？", "店长吴俊负责管理西湖店。", GROUP, True),
    w.faith("zh-t40-015", "para.synonym", "萧山店是谁在管？", "萧山店的负责人是林浩，这家店2023年5月开张。", GROUP, True),
    w.faith("zh-t40-016", "para.combine", "郑晓燕的上级是谁？", "管理滨江店的郑晓燕直接对集团运营总监高峰负责。", GROUP, True),
    w.faith("zh-t40-017", "para.except", "周一去滨江店吃饭可以吗？", "不巧，滨江店周一休息。", STORE_RULES, True),
    w.faith("zh-t40-018", "fmt.period", "店长多久参加一次食品安全培训？", "店长每十二个月都必须参加一次食品安全培训。", STORE_RULES, True),
    w.faith("zh-t40-019", "wrap.attribution", "店长有奖金吗？", "根据集团规定，店长当季完成营业额目标就能拿到八千元奖金。", STORE_RULES, True),
    w.faith("zh-t40-020", "para.synonym", "何文杰在《雨巷》里演谁？", "何文杰在剧中扮演丁香的丈夫。", PLAY, True),
    w.faith("zh-t40-021", "fmt.unit", "《雨巷》演多长时间？", "全剧共120分钟，中途休息一刻钟。", PLAY, True),
    w.faith("zh-t40-022", "fmt.share", "学生票怎么算？", "学生出示学生证买票可以打五折，也就是90元。", SHOWS, True),
    w.faith("zh-t40-023", "para.combine", "“鹭岛号”的船长是谁？坐一趟要多久？", "“鹭岛号”的船长是张海，从厦门到鼓浪屿单程只要20分钟。", FERRY, True),
    w.faith("zh-t40-024", "wrap.opener", "体育版现在谁负责？", "您好！体育版目前由冯涛负责，他是2018年从邓超手里接过来的。", NEWSROOM, True),
    w.faith("zh-t40-025", "role.swap", "周二哪位医生坐诊？", "周二和周四是王丽华医生坐诊。", CLINIC, False),
    w.faith("zh-t40-026", "added.fact", "挂号费多少？", "普通门诊挂号费25元，而且可以用医保报销。", CLINIC, False),
    w.faith("zh-t40-027", "role.swap", "卫生站站长是谁？", "赵明是卫生站的站长，陈雪梅是他的助理医生。", STATION, False),
    w.faith("zh-t40-028", "added.fact", "儿童疫苗怎么打？", "儿童疫苗在每月第一个周六上午接种，需要提前一周在网上预约。", STATION, False),
    w.faith("zh-t40-029", "value.number", "哪些人免挂号费？", "七十岁以上的老人免收挂号费。", STATION, False),
    w.faith("zh-t40-030", "role.swap", "《数据结构》是谁教的？", "《数据结构》由孙婷教授讲授，《操作系统》则是周志远教授的课。", COMPUTING, False),
    w.faith("zh-t40-031", "direction", "这两门课有先后顺序吗？", "有，想选《数据结构》的话，得先修完《操作系统》。", COMPUTING, False),
    w.faith("zh-t40-032", "added.fact", "周志远教授还担任什么职务？", "周志远教授是系副主任，还负责指导本系研究生的毕业论文。", COMPUTING, False),
    w.faith("zh-t40-033", "role.swap", "讨论班谁主持？", "讨论班由黄磊老师主持，刘芳教授负责记录考勤。", MATH_SEMINAR, False),
    w.faith("zh-t40-034", "value.date", "报名截止到哪天？", "讨论班报名到9月20日截止。", MATH_SEMINAR, False),
    w.faith("zh-t40-035", "role.swap", "滨江店店长是谁？", "滨江店的店长是吴俊，西湖店则由郑晓燕管理。", GROUP, False),
    w.faith("zh-t40-036", "added.fact", "萧山店什么时候开的？", "萧山店2023年5月开业，店长林浩以前在西湖店当过厨师长。", GROUP, False),
    w.faith("zh-t40-037", "modality", "食品安全培训是强制的吗？", "店长可以自愿选择是否参加每年一次的食品安全培训。", STORE_RULES, False),
    w.faith("zh-t40-038", "value.except", "滨江店哪天休息？", "滨江店每周二休息，其余日子11点到晚上9点半营业。", STORE_RULES, False),
    w.faith("zh-t40-039", "added.fact", "《雨巷》的导演是谁？", "《雨巷》由马兰执导，这是她第一次和星光话剧团合作。", PLAY, False),
    w.faith("zh-t40-040", "negation", "周一有演出吗？", "有的，周一照常演出。", SHOWS, False),
    w.faith("zh-t40-041", "value.currency", "《雨巷》全价票多少钱？", "全价票一百六十元，学生凭证半价。", SHOWS, False),
    w.faith("zh-t40-042", "role.swap", "“鼓浪号”的船长是谁？", "“鼓浪号”由张海船长指挥，“鹭岛号”的船长是罗伟。", FERRY, False),
    w.faith("zh-t40-043", "direction", "夏天首班船时间有变化吗？", "有，6月到8月首班船推迟到6:30开。", FERRY, False),
    w.faith("zh-t40-044", "added.fact", "编前会是几点？", "编前会每天下午三点开，所有版面编辑都得参加，一般开半个小时。", NEWSROOM, False),
]

CORRECTNESS = [
    w.correct("zh-t40-045", "correct.wordy", "李建国医生哪几天坐诊？", "如果您想找李建国医生看病，每周二或者周四来诊所就能见到他。", "周二和周四", True),
    w.correct("zh-t40-046", "correct.format", "《雨巷》全价票多少钱？", "一百八十块。", "180元", True),
    w.correct("zh-t40-047", "correct.wordy", "谁负责《江城晚报》的时政版？", "《江城晚报》时政版的负责人是主编唐敏。", "唐敏", True),
    w.correct("zh-t40-048", "correct.format", "厦门到鼓浪屿单程要多久？", "二十分钟。", "20分钟", True),
    w.correct("zh-t40-049", "wrong.value", "编前会几点开？", "每天下午两点开编前会。", "下午三点", False),
    w.correct("zh-t40-050", "wrong.role", "谁饰演丁香？", "丁香由导演马兰饰演。", "许静", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
