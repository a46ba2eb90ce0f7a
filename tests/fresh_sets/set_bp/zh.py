"""Chinese cases of fresh set bp: 明视眼科诊所 (an eye clinic), the 星河号 night train,
木语工坊's woodworking course, 临江大学图书馆's inter-library loan service, 星光保龄球馆 (a
bowling alley), 麦香坊烘焙's custom cakes, the “语伴” language exchange, 蓝湾游艇码头 (a
marina), 骑点单车维修店 (a bicycle repair shop) and 银河天文馆 (a planetarium)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

EYE_CLINIC = (
    "杭州西湖区的明视眼科诊所周一至周五上午8:00至下午6:00营业，周六上午9:00至中午12:00营业。"
    "普通视力检查约需25分钟，费用为120元；隐形眼镜验配的费用为260元。"
    "所有近视激光手术咨询都由主任医师周雅琴负责，14岁以下的儿童则由刘建国医生接诊。"
    "使用散瞳药水的患者在检查后至少4小时内不得驾车。"
    "距预约时间不足24小时取消预约的，需支付50元违约金，但能出示医生证明的除外。"
)

NIGHT_TRAIN = (
    "星河号夜间卧铺列车晚上9点40分从北京西站发车，次日早上7点15分抵达西安站。"
    "全程约1200公里，列车共有18节车厢，其中11节是卧铺车厢。"
    "硬座票价为180元，四人包厢的一个铺位为420元，带独立卫浴的双人软卧包厢每人880元，并含早餐。"
    "每位旅客最多可携带2件大件行李，自行车须在发车前至少48小时预订。"
    "该列车除周二外每晚运行，餐车于晚上11点关闭。"
)

WOODWORKING = (
    "成都木语工坊的木工入门课为期六周，每周六下午2:00至5:00上课。"
    "木匠师傅陈国栋主讲这门课程，他的徒弟王晓雪担任助教。"
    "学费为2,600元，包含全部木料和工具使用费，但学员须自带护目镜。"
    "每班最多8名学员，年满16岁方可报名。"
    "到最后一节课时，每位学员都会完成一张小木凳并带回家。"
)

INTERLIBRARY_LOAN = (
    "临江大学图书馆的馆际互借服务让本校学生和教职工可以从合作图书馆借阅本馆没有的图书。"
    "本科生每学期最多可免费申请10次，超出部分每次收费5元。"
    "图书一般在7至10个工作日内到馆，借期为两周；期刊论文通常在48小时内以PDF文件形式通过电子邮件发送。"
    "周五下午4点以后提交的申请将在下周一处理。"
    "去年该服务共处理了12,400份申请。"
    "服务由馆员孙丽华负责，借来的图书必须还到一楼总服务台，不能投入自助还书箱。"
)

BOWLING = (
    "深圳南山区的星光保龄球馆共有30条球道，除大年初一外，每天中午12点至午夜12点营业。"
    "下午5点前每人每局25元，下午5点后每人每局35元，租鞋费为10元。"
    "每条球道每次最多可预订2小时，每条球道最多可供6人同时使用。"
    "12岁以下儿童须由成人陪同。"
    "每周三晚上，经理黄志强会组织一场联赛，每队4人，争夺奖杯。"
)

BAKERY = (
    "麦香坊烘焙的定制蛋糕必须至少在取货日前5天预订。"
    "12人份的圆形蛋糕约重1.5公斤，售价268元；40人份的双层蛋糕售价880元。"
    "下单时需支付一半的价款作为定金，余款在取货时付清。"
    "定制蛋糕可在周二至周六上午10点到下午4点之间取货。"
    "所有定制蛋糕均由首席烘焙师林佳怡设计，加鲜花装饰需另付60元。"
)

LANGUAGE_EXCHANGE = (
    "城东社区中心的“语伴”语言交换项目为母语不同的人配对，帮助他们练习口语。"
    "活动每周四晚上7点至8点半在中心204室举行。"
    "每次活动分为前后两段，各45分钟，分别使用双方的母语交流。"
    "会费为每期（12周）80元，第一次活动可免费参加。"
    "配对工作由志愿者玛丽亚·冈萨雷斯负责，参加者须年满18岁。"
)

MARINA = (
    "青岛蓝湾游艇码头共有160个泊位，可停靠长度不超过15米的船只。"
    "访客泊位每晚按船长每米20元收费，含水电费。"
    "4月至10月，码头办公室的工作时间为早上7点至晚上8点，其余月份为上午9点至下午5点。"
    "所有访客泊位均由港务主管赵海涛分配，进港船只须通过甚高频（VHF）16频道与他联系。"
    "浮码头出售燃油，但只供应柴油。"
)

BIKE_SHOP = (
    "骑点单车维修店由技师吴磊经营。"
    "基础调校收费80元，全面保养收费220元；补胎可以现场等候，大约20分钟完成，收费20元。"
    "大多数维修在3个工作日内完成。"
    "店铺周二至周六上午9点半至晚上6点营业。"
    "维修完成后30天内未取回的自行车，将捐给当地一家慈善机构。"
)

PLANETARIUM = (
    "银河天文馆的球幕直径为20米，可容纳180名观众。"
    "每天上午10点至下午5点整点开场，每场时长40分钟。"
    "成人票60元，4至12岁儿童票30元，4岁以下儿童免费。"
    "演出开始后，迟到的观众不得入场。"
    "目前上映的节目《飞向木星》将放映至2025年3月31日，剧本由天文学家何静怡博士撰写，旁白由演员宋子杰担任。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bp-001", "para.reorder", "明视眼科周六几点营业？", "周六的话，从上午9:00一直营业到中午12:00。", EYE_CLINIC, True),
    w.faith("zh-bp-002", "para.passive", "木工入门课由谁来教？", "这门课由陈国栋师傅主讲，助教工作则由他的徒弟王晓雪承担。", WOODWORKING, True),
    w.faith("zh-bp-003", "para.synonym", "修好的自行车一直不来取会怎么样？", "修好后超过30天没来取的自行车，会被捐赠给本地的一家公益机构。", BIKE_SHOP, True),
    w.faith("zh-bp-004", "para.nominal", "演出开始以后还能进场吗？", "不能。开演后对迟到观众一律不予入场。", PLANETARIUM, True),
    w.faith("zh-bp-005", "para.capital", "星河号从哪里发车？", "从中国的首都发车，发车时间是晚上9点40分。", NIGHT_TRAIN, True),
    w.faith("zh-bp-006", "para.pronoun", "访客泊位由谁分配？", "由赵海涛分配。他是港务主管，进港船只要通过VHF 16频道联系他。", MARINA, True),
    w.faith("zh-bp-007", "para.relative", "定制蛋糕是谁设计的？", "担任首席烘焙师的林佳怡负责设计所有定制蛋糕。", BAKERY, True),
    w.faith("zh-bp-008", "para.part", "学生可以使用馆际互借服务吗？", "可以，学生能通过馆际互借，从合作图书馆借到临江大学图书馆没有的书。", INTERLIBRARY_LOAN, True),
    w.faith("zh-bp-009", "para.combine", "“语伴”活动什么时候、在哪里举行？", "每周四晚上7点到8点半，在城东社区中心的204室举行。", LANGUAGE_EXCHANGE, True),
    w.faith("zh-bp-010", "fmt.number", "木工入门课上几周？每班多少人？", "课程共6周，每班不超过八人。", WOODWORKING, True),
    w.faith("zh-bp-011", "fmt.thousands", "馆际互借服务去年处理了多少份申请？", "去年一共处理了12400份申请。", INTERLIBRARY_LOAN, True),
    w.faith("zh-bp-012", "fmt.scale", "12人份的圆形蛋糕有多重？", "大约1500克。", BAKERY, True),
    w.faith("zh-bp-013", "fmt.date", "《飞向木星》放映到什么时候？", "放映到2025-03-31。", PLANETARIUM, True),
    w.faith("zh-bp-014", "fmt.time", "4月到10月码头办公室几点上班？", "这段时间办公室从07:00开到20:00。", MARINA, True),
    w.faith("zh-bp-015", "fmt.unit", "天文馆的球幕有多大？", "球幕直径20 m，能坐180名观众。", PLANETARIUM, True),
    w.faith("zh-bp-016", "fmt.abbrev", "通过馆际互借申请的期刊论文多久能收到？", "临大图书馆一般会在48小时内把论文的PDF文件发到你的邮箱。", INTERLIBRARY_LOAN, True),
    w.faith("zh-bp-017", "fmt.currency", "明视眼科的普通视力检查多少钱？", "普通视力检查收费¥120。", EYE_CLINIC, True),
    w.faith("zh-bp-018", "fmt.range", "保龄球道一次能订多久？", "每次预订最长2小时。", BOWLING, True),
    w.faith("zh-bp-019", "fmt.period", "馆际互借借来的书能借多久？", "可以借14天。", INTERLIBRARY_LOAN, True),
    w.faith("zh-bp-020", "fmt.share", "订定制蛋糕时要先付多少钱？", "下单时先付50%的定金，剩下的取货时再付。", BAKERY, True),
    w.faith("zh-bp-021", "para.except", "星河号每天晚上都开吗？", "不是，周二晚上不开，其他晚上都运行。", NIGHT_TRAIN, True),
    w.faith("zh-bp-022", "wrap.opener", "隐形眼镜验配多少钱？", "您好，很高兴为您解答！明视眼科的隐形眼镜验配费用是260元。", EYE_CLINIC, True),
    w.faith("zh-bp-023", "wrap.closer", "银河天文馆的门票多少钱？", "成人票60元，4到12岁的儿童票30元。祝您观影愉快！", PLANETARIUM, True),
    w.faith("zh-bp-024", "wrap.attribution", "骑点单车维修店的全面保养多少钱？", "根据文档，全面保养收费220元。", BIKE_SHOP, True),
    w.faith("zh-bp-025", "wrap.hedge", "木工入门课的学费包含什么？", "我觉得2,600元的学费应该包含了全部木料和工具使用费。", WOODWORKING, True),
    w.faith("zh-bp-026", "wrap.question", "蓝湾游艇码头能买到什么燃油？", "浮码头只卖柴油。请问您的船是用柴油的吗？", MARINA, True),
    w.faith("zh-bp-027", "value.number", "星光保龄球馆有多少条球道？", "一共有36条球道。", BOWLING, False),
    w.faith("zh-bp-028", "value.date", "《飞向木星》放映到什么时候？", "放映至2025年4月30日。", PLANETARIUM, False),
    w.faith("zh-bp-029", "value.time", "星河号几点到西安？", "次日早上8点15分抵达西安站。", NIGHT_TRAIN, False),
    w.faith("zh-bp-030", "value.unit", "蓝湾游艇码头能停多大的船？", "可以停靠长度不超过15英尺的船只。", MARINA, False),
    w.faith("zh-bp-031", "value.currency", "四人包厢的一个铺位多少钱？", "一个铺位420美元。", NIGHT_TRAIN, False),
    w.faith("zh-bp-032", "role.swap", "木工入门课由谁负责？", "王晓雪主讲这门课，她的徒弟陈国栋担任助教。", WOODWORKING, False),
    w.faith("zh-bp-033", "negation", "周六可以取定制蛋糕吗？", "不可以，周六不能取蛋糕。", BAKERY, False),
    w.faith("zh-bp-034", "antonym", "“语伴”项目哪次活动免费？", "每期的最后一次活动免费。", LANGUAGE_EXCHANGE, False),
    w.faith("zh-bp-035", "modality", "上木工课需要自己带什么吗？", "护目镜可以自带，但不是必须的。", WOODWORKING, False),
    w.faith("zh-bp-036", "quantifier", "骑点单车维修店修车要多久？", "所有维修都会在3个工作日内完成。", BIKE_SHOP, False),
    w.faith("zh-bp-037", "value.except", "星光保龄球馆大年初一营业吗？", "营业，大年初一和平时一样，中午12点到午夜12点开放。", BOWLING, False),
    w.faith("zh-bp-038", "direction", "在明视眼科什么情况下要付违约金？", "距预约时间超过24小时取消的，需要支付50元违约金，能出示医生证明的除外。", EYE_CLINIC, False),
    w.faith("zh-bp-039", "added.fact", "“语伴”项目的会费是多少？", "每期12周的会费是80元，只能通过微信支付。", LANGUAGE_EXCHANGE, False),
    w.faith("zh-bp-040", "added.entity", "蓝湾游艇码头的访客泊位由谁分配？", "由港务主管赵海涛和副主管李娜一起分配。", MARINA, False),
    w.faith("zh-bp-041", "mixed", "天文馆每场演出多长时间？", "每场40分钟，所有座椅都可以完全放平。", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("zh-bp-042", "refusal.plain", "星光保龄球馆提供餐饮吗？", "我不知道星光保龄球馆是否提供餐饮。", BOWLING, True),
    w.refusal("zh-bp-043", "refusal.context", "明视眼科可以刷医保吗？", "所提供的资料里没有提到医保，所以我无法回答这个问题。", EYE_CLINIC, True),
    w.refusal("zh-bp-044", "refusal.short", "蓝湾游艇码头有淋浴吗？", "无从得知。", MARINA, True),
    w.refusal("zh-bp-045", "refusal.long", "馆际互借一共有多少家合作图书馆？", "感谢您的提问。很遗憾，我所掌握的临江大学图书馆馆际互借服务的资料中，并没有提到合作图书馆的数量，因此无法告诉您具体是多少家。建议您直接咨询图书馆的工作人员。抱歉没能帮上更多的忙。", INTERLIBRARY_LOAN, True),
    w.refusal("zh-bp-046", "refusal.hedged", "银河天文馆每场演出多长时间？", "我不太确定，不过每场好像是40分钟。", PLANETARIUM, False),
    w.refusal("zh-bp-047", "refusal.partial", "双层蛋糕多少钱？能做成无麸质的吗？", "40人份的双层蛋糕售价880元，但资料里没有说能不能做无麸质的。", BAKERY, False),
]

CORRECTNESS = [
    w.correct("zh-bp-048", "correct.wordy", "银河天文馆每场演出多长时间？", "银河天文馆的每一场演出，从开场到结束总共是40分钟，所以您在球幕厅里大概需要待上四十分钟左右。", "每场时长40分钟。", True),
    w.correct("zh-bp-049", "correct.short", "骑点单车维修店的基础调校多少钱？", "80元。", "基础调校收费80元。", True),
    w.correct("zh-bp-050", "correct.format", "星河号几点从北京西站发车？", "21:40。", "晚上9点40分发车。", True),
    w.correct("zh-bp-051", "wrong.value", "木工入门课多大可以报名？", "年满14岁就可以报名。", "年满16岁方可报名。", False),
    w.correct("zh-bp-052", "wrong.echo", "蓝湾游艇码头的浮码头卖什么燃油？", "蓝湾游艇码头的浮码头卖的燃油是汽油。", "只供应柴油。", False),
    w.correct("zh-bp-053", "wrong.role", "《飞向木星》的剧本是谁写的？旁白是谁？", "剧本是宋子杰写的，旁白由何静怡博士担任。", "剧本由天文学家何静怡博士撰写，旁白由演员宋子杰担任。", False),
]

RELEVANCY = [
    w.relevant("zh-bp-054", "relevant.direct", "骑点单车维修店什么时候营业？", "周二到周六，上午9点半到晚上6点。", BIKE_SHOP, True),
    w.relevant("zh-bp-055", "relevant.yesno", "滴了散瞳药水以后能马上开车吗？", "不能，至少要等4小时才能开车。", EYE_CLINIC, True),
    w.relevant("zh-bp-056", "offtopic.true", "定制蛋糕要提前几天预订？", "加鲜花装饰需要另付60元。", BAKERY, False),
    w.relevant("zh-bp-057", "offtopic.other", "星光保龄球馆租鞋要多少钱？", "周三晚上的联赛由经理黄志强组织，每队4人。", BOWLING, False),
]

DIAGNOSIS = [
    w.diag("zh-bp-058", "diag.pass", "银河天文馆的儿童票多少钱？", "4到12岁的儿童票30元，4岁以下免费。", {"planetarium": PLANETARIUM, "bike-shop": BIKE_SHOP}, ("planetarium",), "pass"),
    w.diag("zh-bp-059", "diag.offtopic", "木工入门课上会做出什么？", "学费是2,600元。", {"woodworking": WOODWORKING, "marina": MARINA}, ("woodworking",), "fix_generation"),
    w.diag("zh-bp-060", "diag.unfaithful", "星河号的双人软卧包厢多少钱？", "每人680元，含早餐。", {"night-train": NIGHT_TRAIN, "bowling": BOWLING}, ("night-train",), "fix_generation"),
    w.diag("zh-bp-061", "diag.refused", "馆际互借的图书多久能到？", "抱歉，所提供的资料中没有说明图书需要多久到馆。", {"interlibrary-loan": INTERLIBRARY_LOAN, "eye-clinic": EYE_CLINIC}, ("interlibrary-loan",), "fix_generation"),
    w.diag("zh-bp-062", "diag.missed", "麦香坊烘焙的双层蛋糕多少钱？", "我手头的资料没有提到蛋糕的价格，无法回答。", {"bowling": BOWLING, "marina": MARINA}, ("bakery",), "fix_retrieval"),
    w.diag("zh-bp-063", "diag.correct_refusal", "“语伴”项目可以练习哪些语言？", "现有资料没有说明可以练习哪些语言。", {"language-exchange": LANGUAGE_EXCHANGE, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("zh-bp-064", "diag.should_refuse", "骑点单车维修店卖电动自行车吗？", "卖的，骑点单车维修店有多款电动自行车，价格2,999元起。", {"bike-shop": BIKE_SHOP, "eye-clinic": EYE_CLINIC}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
