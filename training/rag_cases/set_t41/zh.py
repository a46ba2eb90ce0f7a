"""Chinese cases of set t41: 区图书馆的开放时间、借阅规定和馆员，丝绸博物馆的预约、讲解与
沿革，什刹海胡同骑行导览，云南天文台的公众观星活动与工作人员，野生动物园的门票、规定和
饲养员。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LIBRARY = (
    "滨江区图书馆除周一外每天开放，开放时间为上午9:00至晚上9:00。"
    "读者凭读者证每次最多可借书10册，借期30天，可续借一次。"
    "办理读者证需交押金100元，退证时全额退还。"
)
LIBRARY_STAFF = (
    "滨江区图书馆于1985年建成，2016年迁入江南大道新馆。"
    "现任馆长为周晓燕，古籍部由孙立伟负责。"
    "孙立伟每月最后一个周六下午主持古籍修复讲座。"
)
MUSEUM = (
    "苏州丝绸博物馆免费开放，但需提前一天在官方微信公众号预约。"
    "讲解服务每场80元，另外每天10:00和14:00各有一场免费公益讲解。"
)
MUSEUM_STAFF = (
    "博物馆的宋锦展区由研究馆员许文静策划，织机演示由老技师钱根生负责。"
    "苏州丝绸博物馆始建于1989年，2012年完成扩建。"
)
TOUR = (
    "什刹海胡同骑行导览每天上午9:30和下午3:00从烟袋斜街口出发，全程约4公里，用时两小时。"
    "费用为每人168元，含人力三轮车和茶馆品茶。"
    "上午团由导游马志刚带领，下午团由导游刘芳带领。"
)
OBSERVATORY = (
    "星河天文台位于云南丽江，海拔3200米。"
    "公众观星活动在每周五、周六晚上8点开始，时长约一个半小时。"
    "主望远镜口径为1.2米。"
    "山上夜间气温较低，建议游客携带厚外套。"
)
OBSERVATORY_STAFF = (
    "星河天文台由中国科学院于2003年建成，2018年开始对公众开放。"
    "台长杨国栋研究员负责天文摄影培训，科普老师何佳负责星空讲解。"
    "如遇阴雨天气，观星活动取消，门票全额退款。"
)
ZOO = (
    "南山野生动物园全年开放，每天8:30至17:00，16:00停止售票。"
    "成人门票120元，身高1.2米至1.5米的儿童半价，1.2米以下儿童免票。"
    "园内禁止投喂动物。"
)
KEEPERS = (
    "南山野生动物园的饲养员陈建华负责大熊猫馆，饲养员吴小红负责长颈鹿区。"
    "大熊猫“团团”于2015年从成都来到南山，2020年迁入新建的熊猫馆。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t41-001", "para.except", "图书馆周一开门吗？", "周一不开放，其余日子图书馆每天都开。", LIBRARY, True),
    w.faith("zh-t41-002", "fmt.time", "图书馆几点关门？", "图书馆早上9点开门，21:00闭馆。", LIBRARY, True),
    w.faith("zh-t41-003", "fmt.number", "一次能借几本书？", "凭读者证每次最多可以借十本。", LIBRARY, True),
    w.faith("zh-t41-004", "fmt.currency", "办读者证要交多少押金？", "押金是一百元人民币，退证的时候会全部退还。", LIBRARY, True),
    w.faith("zh-t41-005", "para.combine", "图书馆是什么时候建的？", "图书馆建成于1985年，2016年搬进了江南大道的新馆。", LIBRARY_STAFF, True),
    w.faith("zh-t41-006", "para.pronoun", "古籍修复讲座由谁主持？", "由孙立伟主持，他同时也是古籍部的负责人。", LIBRARY_STAFF, True),
    w.faith("zh-t41-007", "para.synonym", "丝绸博物馆门票多少钱？", "丝绸博物馆不收门票，不过需要提前一天在微信公众号上预约。", MUSEUM, True),
    w.faith("zh-t41-008", "fmt.time", "免费讲解是几点？", "每天上午十点和下午两点各有一场免费讲解。", MUSEUM, True),
    w.faith("zh-t41-009", "fmt.currency", "请讲解员要花钱吗？", "讲解服务每场收费八十元。", MUSEUM, True),
    w.faith("zh-t41-010", "para.passive", "宋锦展区是谁策划的？", "宋锦展区是由研究馆员许文静策划的。", MUSEUM_STAFF, True),
    w.faith("zh-t41-011", "wrap.attribution", "丝绸博物馆是哪一年建的？", "根据博物馆的介绍，它始建于1989年。", MUSEUM_STAFF, True),
    w.faith("zh-t41-012", "para.nominal", "博物馆什么时候扩建的？", "博物馆的扩建工程于2012年完工。", MUSEUM_STAFF, True),
    w.faith("zh-t41-013", "fmt.time", "骑行导览几点出发？", "每天两场，分别在9:30和15:00从烟袋斜街口出发。", TOUR, True),
    w.faith("zh-t41-014", "fmt.unit", "骑行导览要骑多远？", "全程大约4000米，需要两个小时左右。", TOUR, True),
    w.faith("zh-t41-015", "para.combine", "下午团的导游是谁？", "下午团由刘芳带队，上午团则由马志刚带领。", TOUR, True),
    w.faith("zh-t41-016", "para.part", "导览费用包括什么？", "费用里包含了人力三轮车和在茶馆品茶。", TOUR, True),
    w.faith("zh-t41-017", "fmt.unit", "天文台的主望远镜有多大？", "主望远镜的口径是120厘米。", OBSERVATORY, True),
    w.faith("zh-t41-018", "wrap.hedge", "去观星需要带什么？", "山上晚上气温比较低，您最好带一件厚外套。", OBSERVATORY, True),
    w.faith("zh-t41-019", "fmt.time", "观星活动几点开始？", "每周五和周六晚上20:00开始，大约持续90分钟。", OBSERVATORY, True),
    w.faith("zh-t41-020", "para.relative", "何佳是谁？", "何佳是天文台负责星空讲解的科普老师。", OBSERVATORY_STAFF, True),
    w.faith("zh-t41-021", "wrap.opener", "下雨的话观星活动怎么办？", "您好！遇到阴雨天观星活动会取消，门票全额退还。", OBSERVATORY_STAFF, True),
    w.faith("zh-t41-022", "para.synonym", "动物园哪天休息？", "南山野生动物园一年到头都开放，每天8:30到17:00。", ZOO, True),
    w.faith("zh-t41-023", "fmt.share", "一米三的孩子要买票吗？", "身高在1.2米到1.5米之间的孩子门票打五折。", ZOO, True),
    w.faith("zh-t41-024", "para.passive", "长颈鹿是谁照顾的？", "长颈鹿区由饲养员吴小红负责。", KEEPERS, True),
    w.faith("zh-t41-025", "role.swap", "图书馆馆长是谁？", "馆长是孙立伟，古籍部由周晓燕负责。", LIBRARY_STAFF, False),
    w.faith("zh-t41-026", "value.date", "滨江区图书馆哪年建成？", "滨江区图书馆建成于2016年。", LIBRARY_STAFF, False),
    w.faith("zh-t41-027", "value.number", "借书能借多长时间？", "借期为15天，可以续借一次。", LIBRARY, False),
    w.faith("zh-t41-028", "value.except", "图书馆哪天闭馆？", "图书馆每周二闭馆，其他时间每天开放。", LIBRARY, False),
    w.faith("zh-t41-029", "added.fact", "读者证押金怎么算？", "押金100元，退证时全额退还；逾期还书每天罚款0.1元。", LIBRARY, False),
    w.faith("zh-t41-030", "value.currency", "讲解服务多少钱一场？", "讲解服务每场120元。", MUSEUM, False),
    w.faith("zh-t41-031", "modality", "参观丝绸博物馆要预约吗？", "预约不是必须的，只是建议提前一天在公众号上预约。", MUSEUM, False),
    w.faith("zh-t41-032", "role.swap", "织机演示由谁负责？", "织机演示由许文静负责，宋锦展区则由钱根生策划。", MUSEUM_STAFF, False),
    w.faith("zh-t41-033", "value.date", "丝绸博物馆哪年建的？", "苏州丝绸博物馆始建于2012年。", MUSEUM_STAFF, False),
    w.faith("zh-t41-034", "value.time", "下午团几点出发？", "下午团下午四点从烟袋斜街口出发。", TOUR, False),
    w.faith("zh-t41-035", "added.fact", "骑行导览的费用包括哪些？", "每人168元，含人力三轮车、茶馆品茶和一顿午餐。", TOUR, False),
    w.faith("zh-t41-036", "negation", "在动物园可以喂动物吗？", "可以，南山野生动物园允许游客投喂动物。", ZOO, False),
    w.faith("zh-t41-037", "quantifier", "小孩要门票吗？", "所有儿童都可以免票入园。", ZOO, False),
    w.faith("zh-t41-038", "value.except", "公众观星活动哪天有？", "公众观星活动在每周六、周日晚上8点开始。", OBSERVATORY, False),
    w.faith("zh-t41-039", "antonym", "天文台对公众开放吗？", "星河天文台从2018年起停止对公众开放。", OBSERVATORY_STAFF, False),
    w.faith("zh-t41-040", "value.number", "主望远镜口径多大？", "星河天文台的主望远镜口径为1.5米。", OBSERVATORY, False),
    w.faith("zh-t41-041", "role.swap", "天文摄影培训由谁负责？", "天文摄影培训由科普老师何佳负责，台长杨国栋负责星空讲解。", OBSERVATORY_STAFF, False),
    w.faith("zh-t41-042", "direction", "每次借书有数量要求吗？", "读者每次至少要借10册书，借期30天。", LIBRARY, False),
    w.faith("zh-t41-043", "value.date", "团团是哪年来南山的？", "大熊猫“团团”是2020年从成都来到南山的。", KEEPERS, False),
    w.faith("zh-t41-044", "added.entity", "大熊猫是什么时候来的？", "大熊猫“团团”和“圆圆”于2015年一起从成都来到南山。", KEEPERS, False),
]

CORRECTNESS = [
    w.correct("zh-t41-045", "correct.wordy", "星河天文台海拔多高？", "星河天文台坐落在云南丽江，海拔高度达到了三千二百米。", "3200米", True),
    w.correct("zh-t41-046", "correct.short", "滨江区图书馆现任馆长是谁？", "周晓燕。", "滨江区图书馆现任馆长为周晓燕。", True),
    w.correct("zh-t41-047", "correct.format", "南山野生动物园成人门票多少钱？", "一百二十元。", "120元", True),
    w.correct("zh-t41-048", "correct.format", "什刹海骑行导览要多长时间？", "120分钟左右。", "约两小时", True),
    w.correct("zh-t41-049", "wrong.value", "滨江区图书馆每次最多借几本书？", "每次最多借5本。", "10册", False),
    w.correct("zh-t41-050", "wrong.role", "丝绸博物馆的织机演示由谁负责？", "研究馆员许文静。", "老技师钱根生", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
