"""Chinese cases of set t39: 天文馆球幕电影和少儿天文课、萌宠乐园、市民游泳馆的泳道规则和票价、
堂区礼堂出租、村里小卖部的送货安排、草原观星节的活动和营地。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PLANET_SHOW = (
    "星海天文馆的球幕电影《火星漫游》每周日上午10:30和下午15:00各放映一场。"
    "每场时长45分钟，由讲解员陈思远现场解说。"
    "成人票40元，1.2米以下儿童免票。"
)
PLANET_CLASS = (
    "天文馆每月第一个周六举办少儿天文课，由馆长林若溪主讲，助教周凯负责分发星图。"
    "课程面向8至12岁的儿童，每期限报30人。"
    "报名须在开课前一周完成。"
)
ZOO = (
    "开心萌宠乐园除周三外每天9:00至17:30开放。"
    "游客只能用园内出售的专用饲料喂羊驼和小羊，每份10元；禁止喂食兔子。"
    "饲养员刘芳每天下午两点带领游客给小羊喂奶。"
)
POOL_LANES = (
    "市民游泳馆共有6条泳道：1、2道为快速道，3、4道为中速道，5、6道为慢速道。"
    "所有泳道一律靠右游，只能在池壁处超越。"
    "每周六上午8点到10点，5、6道留给儿童游泳班使用。"
)
POOL_RULES = "单次票价为25元，20次卡为400元。晚场（18:30—21:30）由救生员赵磊值守。进入泳池必须佩戴泳帽。"
HALL = (
    "圣约瑟堂的堂区礼堂对外出租，每小时租金150元，最少租用3小时。"
    "租用事宜由堂区干事吴美玲负责办理，押金500元在归还钥匙后退还。"
    "音响设备只能由管理员何建国操作。"
    "晚上10点以后不得使用礼堂。"
)
SHOP_ROUNDS = (
    "李家村小卖部每周二和周五给山上的住户送货。"
    "需在送货前一天下午5点前电话下单。"
    "订单满50元免费送货，不满50元收5元送货费。"
)
SHOP_STAFF = (
    "周二的送货由店主李秀兰的儿子李强负责，周五则由店主本人送。"
    "雨雪天气送货可能推迟一天。"
    "送货时可以用现金或微信付款。"
)
FEST_PROG = (
    "第三届草原观星节将于9月12日至14日在星空营地举行。"
    "13日晚，天文学家马骏教授将作关于银河的讲座，由观星节负责人白雪主持。"
    "营地入场免费，望远镜体验需提前在线预约。"
)
FEST_CAMP = (
    "营地帐篷位每晚80元，自带帐篷每晚30元。"
    "为了不影响观测，晚上9点后禁止使用白光手电，红光手电可在服务台免费领取。"
    "营地内禁止燃放烟花。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-t39-001", "para.combine", "《火星漫游》是什么样的节目？", "这是一部45分钟的球幕电影，讲解员陈思远会在现场给观众解说。", PLANET_SHOW, True),
    w.faith("zh-t39-002", "fmt.time", "周日几点放映？", "上午十点半和下午三点各放一场。", PLANET_SHOW, True),
    w.faith("zh-t39-003", "fmt.currency", "票价多少？", "大人四十块钱一张，1.2米以下的小朋友免票。", PLANET_SHOW, True),
    w.faith("zh-t39-004", "value.time", "下午那场几点开始？", "下午场四点开始放映。", PLANET_SHOW, False),
    w.faith("zh-t39-005", "para.pronoun", "少儿天文课是谁来讲？", "由馆长林若溪讲课，她每月第一个周六开课，星图则由助教周凯来发。", PLANET_CLASS, True),
    w.faith("zh-t39-006", "role.swap", "周凯在少儿天文课上做什么？", "周凯负责主讲课程，林若溪馆长在一旁给孩子们发星图。", PLANET_CLASS, False),
    w.faith("zh-t39-007", "fmt.range", "多大的孩子可以参加？", "8到12岁的孩子都可以报名，每期最多收30人。", PLANET_CLASS, True),
    w.faith("zh-t39-008", "quantifier", "天文课适合哪些孩子？", "不限年龄，任何孩子都可以报名。", PLANET_CLASS, False),
    w.faith("zh-t39-009", "fmt.period", "最晚什么时候报名？", "最晚要在开课前七天报好名。", PLANET_CLASS, True),
    w.faith("zh-t39-010", "added.fact", "少儿天文课怎么报名？", "开课前一周完成报名就行，报名费每人50元。", PLANET_CLASS, False),
    w.faith("zh-t39-011", "para.except", "萌宠乐园哪天休息？", "周三闭园，其余日子早上9点到下午5点半开放。", ZOO, True),
    w.faith("zh-t39-012", "para.synonym", "可以自己带吃的喂动物吗？", "不行，喂羊驼和小羊只能用园里卖的专用饲料。", ZOO, True),
    w.faith("zh-t39-013", "negation", "兔子能喂吗？", "可以，兔子也能用专用饲料喂。", ZOO, False),
    w.faith("zh-t39-014", "value.currency", "饲料多少钱一份？", "专用饲料每份卖15元。", ZOO, False),
    w.faith("zh-t39-015", "added.fact", "给小羊喂奶的活动是什么时候？", "每天下午两点，饲养员刘芳带大家给小羊喂奶，每人限喂一瓶。", ZOO, False),
    w.faith("zh-t39-016", "para.relative", "刘芳是谁？", "刘芳就是每天下午两点带游客给小羊喂奶的那位饲养员。", ZOO, True),
    w.faith("zh-t39-017", "para.synonym", "游得慢应该去哪条道？", "慢速的泳客请使用5号和6号泳道。", POOL_LANES, True),
    w.faith("zh-t39-018", "para.combine", "周六上午慢速道有什么安排？", "周六早上8点到10点，5、6两条慢速道归儿童游泳班使用。", POOL_LANES, True),
    w.faith("zh-t39-019", "direction", "泳道里该怎么游？", "每条泳道都要靠左游，只能在池壁处超人。", POOL_LANES, False),
    w.faith("zh-t39-020", "antonym", "1、2道是什么道？", "1号和2号是慢速道。", POOL_LANES, False),
    w.faith("zh-t39-021", "added.fact", "儿童游泳班什么时候上课？", "每周六上午8点到10点在5、6道上课，学费每期600元。", POOL_LANES, False),
    w.faith("zh-t39-022", "fmt.number", "20次卡多少钱？", "二十次卡售价四百元。", POOL_RULES, True),
    w.faith("zh-t39-023", "fmt.time", "晚场谁值班？", "晚上六点半到九点半的晚场由救生员赵磊负责。", POOL_RULES, True),
    w.faith("zh-t39-024", "modality", "必须戴泳帽吗？", "建议戴泳帽，但不强制。", POOL_RULES, False),
    w.faith("zh-t39-025", "added.fact", "单次票多少钱？", "单次票25元，学生凭学生证可以打八折。", POOL_RULES, False),
    w.faith("zh-t39-026", "para.pronoun", "想租礼堂该找谁？", "找堂区干事吴美玲，租用的相关手续都由她来办理。", HALL, True),
    w.faith("zh-t39-027", "para.combine", "礼堂怎么收费？", "租金每小时150元，至少要租3个小时；另外要交500元押金，还钥匙时退回。", HALL, True),
    w.faith("zh-t39-028", "role.swap", "音响由谁来操作？", "音响设备由干事吴美玲操作，管理员何建国负责办理租用手续。", HALL, False),
    w.faith("zh-t39-029", "fmt.time", "礼堂能用到几点？", "礼堂最晚只能用到22点。", HALL, True),
    w.faith("zh-t39-030", "added.fact", "押金怎么退？", "500元押金在归还钥匙后退还，一般三个工作日内原路退回。", HALL, False),
    w.faith("zh-t39-031", "para.combine", "周五谁送货？要提前多久下单？", "周五是店主李秀兰亲自送，要在前一天下午五点前打电话订货。", (SHOP_ROUNDS, SHOP_STAFF), True),
    w.faith("zh-t39-032", "direction", "送货收费吗？", "订单不满50元免费送，满50元收5元送货费。", SHOP_ROUNDS, False),
    w.faith("zh-t39-033", "fmt.time", "最晚几点下单？", "送货前一天17点之前打电话就行。", SHOP_ROUNDS, True),
    w.faith("zh-t39-034", "para.synonym", "什么时候送货？", "每逢周二、周五，小卖部会把货送到山上人家。", SHOP_ROUNDS, True),
    w.faith("zh-t39-035", "role.swap", "周二谁送货？", "周二由店主李秀兰送货，周五由她儿子李强送。", SHOP_STAFF, False),
    w.faith("zh-t39-036", "para.pronoun", "李强是谁？", "他是店主李秀兰的儿子，每周二的货都由他送。", SHOP_STAFF, True),
    w.faith("zh-t39-037", "added.fact", "送货时怎么付钱？", "送货时可以付现金、用微信，也可以刷银行卡。", SHOP_STAFF, False),
    w.faith("zh-t39-038", "para.synonym", "下雨天还送吗？", "遇上雨雪天，送货有可能会晚一天。", SHOP_STAFF, True),
    w.faith("zh-t39-039", "fmt.date", "观星节什么时候举办？", "9/12至9/14，在星空营地举行。", FEST_PROG, True),
    w.faith("zh-t39-040", "role.swap", "13日晚上的讲座谁来讲？", "负责人白雪主讲银河，马骏教授担任主持。", FEST_PROG, False),
    w.faith("zh-t39-041", "wrap.attribution", "望远镜体验怎么参加？", "根据活动介绍，望远镜体验需要提前在网上预约。", FEST_PROG, True),
    w.faith("zh-t39-042", "added.entity", "13日晚上有什么活动？", "马骏教授和天文摄影师韩冬将作关于银河的讲座，由白雪主持。", FEST_PROG, False),
    w.faith("zh-t39-043", "wrap.opener", "住营地要多少钱？", "您好！用营地的帐篷位每晚80元，自己带帐篷的话每晚30元。", FEST_CAMP, True),
    w.faith("zh-t39-044", "added.fact", "红光手电要花钱买吗？", "红光手电在服务台可以免费领，但每人需交20元押金。", FEST_CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t39-045", "correct.wordy", "《火星漫游》由谁解说？", "星海天文馆的球幕电影《火星漫游》每一场都是由讲解员陈思远在现场为观众解说的。", "讲解员陈思远", True),
    w.correct("zh-t39-046", "correct.format", "游泳馆的20次卡多少钱？", "四百元。", "400元", True),
    w.correct("zh-t39-047", "correct.format", "观星节在哪几天举办？", "9.12—9.14", "9月12日至14日", True),
    w.correct("zh-t39-048", "correct.wordy", "小卖部周二由谁送货？", "每周二的货是店主李秀兰的儿子李强负责送的。", "李强", True),
    w.correct("zh-t39-049", "wrong.value", "租礼堂的押金是多少？", "押金是300元。", "500元", False),
    w.correct("zh-t39-050", "wrong.role", "13日晚的银河讲座由谁主讲？", "由观星节负责人白雪主讲。", "马骏教授", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
