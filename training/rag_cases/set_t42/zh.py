"""Chinese cases of set t42: 大学图书馆的开放时间与借阅规则，温州流动图书车和管理员，当代
艺术馆的门票与创办经过，西安城墙骑行导览和黄浦江夜游，海滨天文馆与紫霞山天文台，极地
海洋馆的门票、表演和驯养师。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

UNI_LIBRARY = (
    "东海大学图书馆学期中每天7:00至23:00开放，寒暑假期间每天8:30至17:00开放。"
    "本科生可借书15册，借期30天；研究生可借书30册，借期60天。"
    "研讨室每次最多预约3小时，须至少2人使用。"
)
BOOK_TRUCK = (
    "温州市流动图书车每周三上午9:00至11:30停靠瓯海区梧田街道，每周六下午2:00至4:30停靠龙湾区状元街道。"
    "车上藏书约4000册。"
    "驾驶员兼管理员方志强从2014年起负责这辆车，网上预约由馆员黄丽萍处理。"
)
ART = (
    "沪江当代艺术馆常设展免费，特展《山水之间》门票80元，学生半价。"
    "艺术馆周二至周日10:00至18:00开放，每周五延长至21:00。"
    "特展展厅禁止拍照。"
)
ART_HISTORY = (
    "沪江当代艺术馆由企业家林海峰于2008年创办，2015年他的女儿林悦将家族收藏的200件书画捐给了馆里。"
    "现任馆长徐静于2021年上任。"
)
CITY_WALL = (
    "西安城墙骑行导览从南门（永宁门）出发，每天9:00、14:00各一场。"
    "全程绕城一周约13.7公里，用时约三小时。"
    "费用每人120元，含自行车租赁和城墙门票。"
    "上午场导游是赵磊，下午场导游是孟佳。"
)
RIVER_CRUISE = (
    "黄浦江夜游游船每晚19:00至21:30从十六铺码头出发，每30分钟一班，航程约50分钟。"
    "普通舱票价120元，VIP舱票价220元。"
    "1.2米以下儿童免票，但须有成人陪同。"
)
PLANETARIUM = (
    "海滨天文馆的球幕影院周末每天放映四场，平日只放映两场。"
    "每场时长30分钟，开场后不得入场。"
    "门票成人45元，儿童30元。"
)
OBSERVATORY = (
    "紫霞山天文台建于1934年，2002年安装了一台1米口径的望远镜。"
    "天文台现任主任是吕文博研究员，望远镜的日常维护由工程师唐敏负责。"
)
AQUARIUM = (
    "北海极地海洋馆每天9:00至18:00开放，17:00停止入场。"
    "成人票180元，儿童票（身高1.2米至1.5米）120元。"
    "白鲸表演每天11:00和15:30各一场，海狮表演在13:30。"
    "馆内禁止使用闪光灯。"
)
TRAINERS = (
    "海洋馆的驯养师钟浩负责白鲸，驯养师罗晓雨负责海狮和企鹅。"
    "两头白鲸“冰冰”和“雪雪”于2012年从俄罗斯引进，2019年冰冰产下一头幼崽。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t42-001", "fmt.time", "学期中图书馆几点关门？", "学期中每天早上七点开门，晚上十一点闭馆。", UNI_LIBRARY, True),
    w.faith("zh-t42-002", "para.combine", "研究生能借几本书？", "研究生可以借30册、借期60天，本科生则是15册、30天。", UNI_LIBRARY, True),
    w.faith("zh-t42-003", "fmt.number", "本科生借书能借多久？", "本科生的借期为三十天。", UNI_LIBRARY, True),
    w.faith("zh-t42-004", "para.synonym", "一个人可以用研讨室吗？", "不行，研讨室至少要两个人才能使用。", UNI_LIBRARY, True),
    w.faith("zh-t42-005", "fmt.time", "图书车什么时候去状元街道？", "每周六14:00到16:30停靠在龙湾区状元街道。", BOOK_TRUCK, True),
    w.faith("zh-t42-006", "fmt.thousands", "图书车上有多少书？", "车上大约有四千册藏书。", BOOK_TRUCK, True),
    w.faith("zh-t42-007", "para.pronoun", "图书车是谁开的？", "是方志强，他既是驾驶员也是管理员，从2014年起负责这辆车。", BOOK_TRUCK, True),
    w.faith("zh-t42-008", "para.passive", "网上预约谁来处理？", "网上预约是由馆员黄丽萍处理的。", BOOK_TRUCK, True),
    w.faith("zh-t42-009", "para.except", "艺术馆周一开吗？", "周一不开放，周二到周日都开。", ART, True),
    w.faith("zh-t42-010", "fmt.share", "学生看特展多少钱？", "学生买特展门票只需付一半，也就是40元。", ART, True),
    w.faith("zh-t42-011", "fmt.time", "周五开到几点？", "每周五艺术馆开放到晚上九点。", ART, True),
    w.faith("zh-t42-012", "para.synonym", "看常设展要买票吗？", "不用，常设展不收费。", ART, True),
    w.faith("zh-t42-013", "para.nominal", "艺术馆是谁创办的？", "艺术馆的创办者是企业家林海峰，创办时间是2008年。", ART_HISTORY, True),
    w.faith("zh-t42-014", "wrap.attribution", "现在的馆长是谁？", "据艺术馆介绍，现任馆长是2021年上任的徐静。", ART_HISTORY, True),
    w.faith("zh-t42-015", "fmt.unit", "城墙骑行要骑多远？", "绕城一圈大约13700米，需要三个小时左右。", CITY_WALL, True),
    w.faith("zh-t42-016", "fmt.currency", "城墙骑行导览多少钱？", "每人一百二十元，包括租自行车和城墙门票。", CITY_WALL, True),
    w.faith("zh-t42-017", "para.combine", "下午场的导游是谁？", "下午场由孟佳带队，上午场则由赵磊带领。", CITY_WALL, True),
    w.faith("zh-t42-018", "fmt.period", "夜游游船多久一班？", "每半小时有一班船。", RIVER_CRUISE, True),
    w.faith("zh-t42-019", "fmt.time", "游船几点开？", "每晚七点到九点半之间从十六铺码头发船。", RIVER_CRUISE, True),
    w.faith("zh-t42-020", "wrap.opener", "天文馆门票多少钱？", "您好！成人票45元，儿童票30元。", PLANETARIUM, True),
    w.faith("zh-t42-021", "para.relative", "迟到了还能进吗？", "每场30分钟的球幕影片一旦开场，就不能再入场了。", PLANETARIUM, True),
    w.faith("zh-t42-022", "para.passive", "1米望远镜是什么时候装的？", "这台1米口径的望远镜是在2002年安装的。", OBSERVATORY, True),
    w.faith("zh-t42-023", "fmt.time", "白鲸表演几点？", "白鲸表演每天上午11点和下午3点半各一场。", AQUARIUM, True),
    w.faith("zh-t42-024", "para.passive", "海狮由谁负责？", "海狮和企鹅都由驯养师罗晓雨负责照料。", TRAINERS, True),
    w.faith("zh-t42-025", "value.time", "寒暑假图书馆几点开放？", "寒暑假期间每天8:30至20:00开放。", UNI_LIBRARY, False),
    w.faith("zh-t42-026", "role.swap", "本科生能借几本书？", "本科生可借书30册，借期60天。", UNI_LIBRARY, False),
    w.faith("zh-t42-027", "direction", "研讨室能预约多长时间？", "研讨室每次至少要预约3小时。", UNI_LIBRARY, False),
    w.faith("zh-t42-028", "role.swap", "网上预约由谁处理？", "网上预约由方志强处理，黄丽萍负责驾驶图书车。", BOOK_TRUCK, False),
    w.faith("zh-t42-029", "value.except", "图书车哪天去梧田街道？", "图书车每周三和周六上午9:00至11:30停靠梧田街道。", BOOK_TRUCK, False),
    w.faith("zh-t42-030", "value.number", "车上有多少本书？", "流动图书车上藏书约400册。", BOOK_TRUCK, False),
    w.faith("zh-t42-031", "value.currency", "《山水之间》门票多少钱？", "特展《山水之间》门票40元。", ART, False),
    w.faith("zh-t42-032", "negation", "特展可以拍照吗？", "可以，特展展厅允许拍照。", ART, False),
    w.faith("zh-t42-033", "antonym", "周五开放时间有变化吗？", "有，每周五艺术馆会提前闭馆。", ART, False),
    w.faith("zh-t42-034", "value.date", "艺术馆是哪年创办的？", "沪江当代艺术馆由林海峰于2015年创办。", ART_HISTORY, False),
    w.faith("zh-t42-035", "role.swap", "那200件书画是谁捐的？", "2015年，林海峰将女儿林悦收藏的200件书画捐给了艺术馆。", ART_HISTORY, False),
    w.faith("zh-t42-036", "added.fact", "徐静什么时候当馆长的？", "徐静于2021年出任馆长，上任后推出了每周五的夜间开放。", ART_HISTORY, False),
    w.faith("zh-t42-037", "added.entity", "骑行导览从哪里出发？", "西安城墙骑行导览和徒步导览都从南门出发，每天9:00、14:00各一场。", CITY_WALL, False),
    w.faith("zh-t42-038", "quantifier", "孩子坐游船要买票吗？", "所有儿童乘坐夜游游船都免票。", RIVER_CRUISE, False),
    w.faith("zh-t42-039", "modality", "小孩需要大人陪同吗？", "1.2米以下儿童免票，最好有成人陪同。", RIVER_CRUISE, False),
    w.faith("zh-t42-040", "direction", "球幕影院每天放几场？", "球幕影院平日的放映场次比周末多。", PLANETARIUM, False),
    w.faith("zh-t42-041", "added.fact", "海狮表演几点？", "海狮表演在13:30，表演结束后游客可以和海狮合影。", AQUARIUM, False),
    w.faith("zh-t42-042", "value.date", "紫霞山天文台是哪年建的？", "紫霞山天文台建于2002年。", OBSERVATORY, False),
    w.faith("zh-t42-043", "value.time", "海洋馆几点停止入场？", "北海极地海洋馆18:00停止入场。", AQUARIUM, False),
    w.faith("zh-t42-044", "value.date", "白鲸是什么时候引进的？", "白鲸“冰冰”和“雪雪”于2019年从俄罗斯引进。", TRAINERS, False),
]

CORRECTNESS = [
    w.correct("zh-t42-045", "correct.wordy", "城墙骑行导览要多长时间？", "沿着西安城墙骑一整圈，大概需要三个小时左右。", "约三小时", True),
    w.correct("zh-t42-046", "correct.short", "紫霞山天文台的望远镜由谁维护？", "唐敏。", "望远镜的日常维护由工程师唐敏负责。", True),
    w.correct("zh-t42-047", "correct.format", "海洋馆成人票多少钱？", "一百八十元。", "180元", True),
    w.correct("zh-t42-048", "correct.format", "黄浦江夜游航程多久？", "五十分钟左右。", "约50分钟", True),
    w.correct("zh-t42-049", "wrong.value", "夜游游船VIP舱多少钱？", "VIP舱票价120元。", "220元", False),
    w.correct("zh-t42-050", "wrong.role", "海洋馆里谁负责白鲸？", "驯养师罗晓雨。", "驯养师钟浩", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
