"""Chinese cases of fresh set ca. Scenarios: the 云桌 coworking space in 杭州, the 白桦
riding club near 成都, the 恒信 tax advice office in 上海, the N7 night bus between 廊坊 and
北京, the 石峰 mountain hut, the 河畔 veterinary clinic, the 沙泉 wine cellar tastings in
宁夏, the 青禾 community choir, the keeper talks at 绿野 zoo and the 老木新生 furniture
repair workshop in 苏州."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

COWORK = "位于杭州滨江区的共享办公空间“云桌”自2021年3月起由经理林晓雯负责管理。流动工位每天80元、每月1200元，固定工位每月1600元。会员每月最多可使用会议室10小时，超出部分每小时收费50元。空间工作日早上7点至晚上10点开放，周六上午9点至下午5点开放，周日闭馆。两层楼总面积为1450平方米，只有固定工位会员才配有个人储物柜。"

STABLE = "成都郊区的“白桦马术俱乐部”由老板马丽华经营，养有22匹马，首席教练是赵刚。骑手体重不得超过95kg，儿童须年满8周岁才能参加团体课。一小时的团体课300元，45分钟的私教课500元。所有骑手都必须佩戴头盔，头盔由俱乐部免费借用。每匹马每天大约吃9公斤干草，马场内禁止带狗进入。"

TAX = "“恒信税务师事务所”位于上海徐汇区，由合伙人周静主持工作，她的同事吴磊负责个体工商户客户。首次咨询时长30分钟，收费300元。客户须在2025年6月15日前交齐材料，才能赶在6月30日截止日前完成个税汇算，首次咨询时可以带一名家人陪同。事务所周一至周五上午8:30至下午5:30营业，但周三下午不营业。材料只接受纸质版或通过加密的客户平台提交，不接受电子邮件。"

NIGHTBUS = "夜班车N7由月光客运有限公司运营，每周四至周日每晚往返于河北廊坊和北京之间。廊坊站首班车23:15发车，末班车凌晨3:45发车；反方向从北京站发出的末班车为凌晨4:10。单程约65分钟，票价15元，学生凭有效学生证12元。每辆车最多载客49人，不允许携带自行车上车。据运营经理郑宇介绍，节假日也照常运营。"

HUT = "“石峰山屋”位于海拔3310米的雪松岭上，由管理员何芳在每年5月中旬至10月下旬经营。山屋有42个通铺床位和四间双人房。登山协会会员每晚180元，非会员240元，均含早餐；晚餐另收60元。住宿须至少提前两天预订，山屋只收现金，不能刷卡。从松坪停车场步行上山需要三到四个小时。"

VET = "“河畔宠物医院”由院长孙倩医生负责，护士钱志远主管术后恢复室。医院除周日外每天8:00至19:00营业，急诊电话24小时有人接听。常规体检200元，疫苗每针120元。动物术后需复查两周，第十天拆线。短时间治疗时主人可以在休息室等候，但手术期间不可以。"

WINE = "宁夏贺兰山东麓的“沙泉酒窖”每周二至周六下午3点和晚上6点举办导览品酒会。每场品酒会90分钟，品尝六款葡萄酒，每人168元；十人及以上的团体优惠10%。所倒的酒中有一半是酒庄自有葡萄园酿的赤霞珠，其余来自附近的酒庄。酒窖主管冯毅主持品酒会，他的妹妹冯悦负责预订。未满18岁的客人可以参加，但只提供葡萄汁，不提供葡萄酒。"

CHOIR = "“青禾社区合唱团”每周四晚上7:30至9:30在青禾小学礼堂排练。合唱团共有64名团员，由许婷担任指挥，钢琴伴奏为唐浩。新团员可在每学期开始时，即3月和9月加入，无需试唱。年费600元，可分两次缴纳，每次300元。冬季音乐会将于2024年12月14日晚上7点在区文化馆举行。"

ZOO = "“绿野动物园”的饲养员讲解每天上午11:00在企鹅池、14:30在长颈鹿馆举行。每场约20分钟，凭门票免费参加；门票成人120元，3至12岁儿童60元。企鹅讲解由饲养组长曹敏负责，长颈鹿讲解由饲养员彭飞负责。14:30的讲解结束后，最多12名游客可每人额外支付20元参与喂长颈鹿。遇大雨时讲解取消。"

WORKSHOP = "木匠邓建国在苏州经营一家家具修复工坊“老木新生”，软包师傅江小燕每周在这里工作三天。报价免费，大多数维修在三到六周内完成。椅子重新上胶200元，扶手椅重新软包1800元起。市中心25公里以内可上门取件，统一收费100元。刨花板做的家具不修。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ca-001", "para.reorder", "云桌的流动工位怎么收费？", "按月租是1200元，只用一天的话是80元。", COWORK, True),
    w.faith("zh-ca-002", "para.passive", "“老木新生”工坊是谁在经营？", "这家工坊由木匠邓建国经营。", WORKSHOP, True),
    w.faith("zh-ca-003", "para.synonym", "去白桦马术俱乐部需要自带头盔吗？", "不用。头盔必须戴，但俱乐部免费出借。", STABLE, True),
    w.faith("zh-ca-004", "para.nominal", "在恒信交材料的截止时间是什么时候？", "材料的提交截止日期是2025年6月15日，这样才能在6月30日前完成个税汇算。", TAX, True),
    w.faith("zh-ca-005", "para.capital", "N7夜班车连接哪两个城市？", "它往返于廊坊和中国的首都之间。", NIGHTBUS, True),
    w.faith("zh-ca-006", "para.pronoun", "石峰山屋由谁经营，什么时候开放？", "管理员是何芳，她每年5月中旬到10月下旬经营山屋。", HUT, True),
    w.faith("zh-ca-007", "para.relative", "河畔宠物医院的术后恢复室由谁负责？", "在医院当护士的钱志远主管术后恢复室。", VET, True),
    w.faith("zh-ca-008", "para.part", "沙泉酒窖周四晚上有品酒会吗？", "有，周四晚上6点有一场。", WINE, True),
    w.faith("zh-ca-009", "para.combine", "青禾社区合唱团有多少人，谁是指挥？", "许婷指挥着这支有64名团员的合唱团。", CHOIR, True),
    w.faith("zh-ca-010", "fmt.number", "石峰山屋有几间双人房？", "有4间双人房。", HUT, True),
    w.faith("zh-ca-011", "fmt.thousands", "云桌的面积有多大？", "两层楼加起来共1,450平方米。", COWORK, True),
    w.faith("zh-ca-012", "fmt.scale", "白桦马术俱乐部的马每天吃多少干草？", "每匹马每天大约吃9000克干草。", STABLE, True),
    w.faith("zh-ca-013", "fmt.date", "恒信要求材料什么时候前交齐？", "须在2025-06-15之前交齐。", TAX, True),
    w.faith("zh-ca-014", "fmt.time", "N7从廊坊站发出的首班车是几点？", "晚上十一点十五分从廊坊站发车。", NIGHTBUS, True),
    w.faith("zh-ca-015", "fmt.unit", "白桦马术俱乐部对骑手体重有限制吗？", "有，骑手体重不能超过95公斤。", STABLE, True),
    w.faith("zh-ca-016", "fmt.abbrev", "N7夜班车是哪家公司运营的？", "由月光客运运营。", NIGHTBUS, True),
    w.faith("zh-ca-017", "fmt.currency", "云桌的固定工位多少钱？", "固定工位每个月1600块钱。", COWORK, True),
    w.faith("zh-ca-018", "fmt.range", "从松坪停车场走到石峰山屋要多久？", "最少要3个小时，最多4个小时。", HUT, True),
    w.faith("zh-ca-019", "fmt.period", "河畔宠物医院术后要复查多久？", "术后要复查14天。", VET, True),
    w.faith("zh-ca-020", "fmt.share", "沙泉酒窖品酒会上的酒来自哪里？", "50%是酒庄自有葡萄园酿的赤霞珠，另外50%来自附近的酒庄。", WINE, True),
    w.faith("zh-ca-021", "para.except", "周三下午可以去恒信吗？", "不行，事务所每周三下午关门。", TAX, True),
    w.faith("zh-ca-022", "wrap.opener", "青禾社区合唱团什么时候排练？", "这个问题问得好！合唱团每周四晚上7:30到9:30在青禾小学礼堂排练。", CHOIR, True),
    w.faith("zh-ca-023", "wrap.closer", "加入青禾社区合唱团需要试唱吗？", "不需要试唱，每学期开始时（3月或9月）都可以加入。希望对您有帮助！", CHOIR, True),
    w.faith("zh-ca-024", "wrap.attribution", "绿野动物园的企鹅讲解在什么时间、什么地点？", "根据动物园提供的信息，企鹅讲解在每天上午11:00，地点是企鹅池。", ZOO, True),
    w.faith("zh-ca-025", "wrap.hedge", "饲养员讲解一场多长时间？", "我觉得每场大概20分钟左右。", ZOO, True),
    w.faith("zh-ca-026", "wrap.question", "喂长颈鹿要多少钱？", "14:30的讲解结束后可以参加，每人另付20元，最多12人。需要我再告诉您门票价格吗？", ZOO, True),
    w.faith("zh-ca-027", "value.number", "石峰山屋有多少个通铺床位？", "山屋有48个通铺床位。", HUT, False),
    w.faith("zh-ca-028", "value.date", "青禾社区合唱团的冬季音乐会是哪天？", "冬季音乐会在2024年12月21日晚上7点于区文化馆举行。", CHOIR, False),
    w.faith("zh-ca-029", "value.time", "N7从廊坊站发出的首班车是几点？", "首班车22:15从廊坊站发车。", NIGHTBUS, False),
    w.faith("zh-ca-030", "value.unit", "白桦马术俱乐部对骑手体重有限制吗？", "有，骑手体重不得超过95斤。", STABLE, False),
    w.faith("zh-ca-031", "value.currency", "云桌流动工位包月多少钱？", "流动工位每月1500元。", COWORK, False),
    w.faith("zh-ca-032", "role.swap", "恒信税务师事务所里谁负责什么？", "吴磊主持事务所工作，他的同事周静负责个体工商户客户。", TAX, False),
    w.faith("zh-ca-033", "negation", "在石峰山屋可以刷卡吗？", "可以，山屋支持刷卡付款。", HUT, False),
    w.faith("zh-ca-034", "antonym", "可以带狗去白桦马术俱乐部吗？", "可以，马场内允许带狗进入。", STABLE, False),
    w.faith("zh-ca-035", "modality", "首次咨询可以带人一起去吗？", "首次咨询必须带一名家人陪同。", TAX, False),
    w.faith("zh-ca-036", "quantifier", "云桌的会员有储物柜吗？", "有，所有会员都配有个人储物柜。", COWORK, False),
    w.faith("zh-ca-037", "value.except", "河畔宠物医院什么时候营业？", "医院只在周日营业，时间是8:00至19:00。", VET, False),
    w.faith("zh-ca-038", "direction", "开往北京方向的N7末班车几点？", "开往北京的末班车是凌晨4:10。", NIGHTBUS, False),
    w.faith("zh-ca-039", "added.fact", "沙泉酒窖的品酒会包括什么？", "90分钟里品尝六款葡萄酒，还配一份奶酪拼盘。", WINE, False),
    w.faith("zh-ca-040", "added.entity", "河畔宠物医院由谁负责？", "医院由院长孙倩医生和副院长李文涛医生共同负责。", VET, False),
    w.faith("zh-ca-041", "mixed", "沙泉酒窖的品酒会由谁主持？", "由酒窖主管冯毅主持，他曾在法国波尔多学习酿酒。", WINE, False),
]

REFUSAL = [
    w.refusal("zh-ca-042", "refusal.plain", "“老木新生”工坊的营业时间是几点到几点？", "抱歉，这个问题我无法回答。", WORKSHOP, True),
    w.refusal("zh-ca-043", "refusal.context", "青禾社区合唱团是谁创办的？", "所提供的资料中没有提到合唱团是谁创办的。", CHOIR, True),
    w.refusal("zh-ca-044", "refusal.short", "绿野动物园停车费多少钱？", "不知道。", ZOO, True),
    w.refusal("zh-ca-045", "refusal.long", "石峰山屋有热水淋浴吗？", "感谢您的提问。很遗憾，我手上关于石峰山屋的资料完全没有提到淋浴设施，所以我没法告诉您那里是否有热水淋浴。建议您出发前直接联系山屋管理员确认一下。", HUT, True),
    w.refusal("zh-ca-046", "refusal.hedged", "河畔宠物医院打疫苗多少钱？", "我不太确定，不过好像是每针120元。", VET, False),
    w.refusal("zh-ca-047", "refusal.partial", "N7的票价是多少？车上能用手机扫码支付吗？", "单程票价15元，学生凭有效学生证12元。至于车上能不能扫码支付，资料里没有提到。", NIGHTBUS, False),
]

CORRECTNESS = [
    w.correct("zh-ca-048", "correct.wordy", "沙泉酒窖的品酒会每人多少钱？", "感谢您的咨询！按照目前的价格，参加一场导览品酒会，每一位客人需要支付的费用是一百六十八元人民币。", "品酒会每人168元。", True),
    w.correct("zh-ca-049", "correct.short", "白桦马术俱乐部的团体课，孩子几岁可以参加？", "满8周岁。", "儿童须年满8周岁才能参加团体课。", True),
    w.correct("zh-ca-050", "correct.format", "青禾社区合唱团的冬季音乐会是什么时候？", "2024-12-14 19:00。", "2024年12月14日晚上7点。", True),
    w.correct("zh-ca-051", "wrong.value", "云桌会员每月可以使用会议室多少小时？", "会员每月最多可以使用会议室20小时。", "每月最多10小时。", False),
    w.correct("zh-ca-052", "wrong.echo", "术后第几天拆线？", "术后拆线就在做手术的当天拆线。", "术后第十天拆线。", False),
    w.correct("zh-ca-053", "wrong.role", "绿野动物园的企鹅讲解由谁负责？", "企鹅讲解由饲养员彭飞负责，曹敏负责长颈鹿讲解。", "企鹅讲解由饲养组长曹敏负责。", False),
]

RELEVANCY = [
    w.relevant("zh-ca-054", "relevant.direct", "恒信的首次咨询收费多少？", "首次咨询30分钟，收费300元。", TAX, True),
    w.relevant("zh-ca-055", "relevant.yesno", "“老木新生”能到市中心上门取我的沙发吗？", "能。市中心25公里以内都可以上门取件，统一收费100元。", WORKSHOP, True),
    w.relevant("zh-ca-056", "offtopic.true", "石峰山屋的晚餐多少钱？", "山屋的管理员是何芳。", HUT, False),
    w.relevant("zh-ca-057", "offtopic.other", "“老木新生”修家具一般要多久？", "取件时可以用银行转账或现金付款。", WORKSHOP, False),
]

DIAGNOSIS = [
    w.diag("zh-ca-058", "diag.pass", "绿野动物园的儿童票多少钱？", "3至12岁儿童的门票是60元。", {"zoo-talks": ZOO, "choir": CHOIR}, ("zoo-talks",), "pass"),
    w.diag("zh-ca-059", "diag.offtopic", "狗狗做手术时，我可以在休息室等吗？", "常规体检200元。", {"vet-clinic": VET, "mountain-hut": HUT}, ("vet-clinic",), "fix_generation"),
    w.diag("zh-ca-060", "diag.unfaithful", "在“老木新生”给椅子重新上胶要多少钱？", "椅子重新上胶要400元。", {"workshop": WORKSHOP, "wine-cellar": WINE}, ("workshop",), "fix_generation"),
    w.diag("zh-ca-061", "diag.refused", "云桌周六几点开门、几点关门？", "抱歉，我没有找到相关信息。", {"coworking": COWORK, "night-bus": NIGHTBUS}, ("coworking",), "fix_generation"),
    w.diag("zh-ca-062", "diag.missed", "河畔宠物医院的常规体检多少钱？", "我现有的资料里没有提到体检的价格。", {"tax-office": TAX, "stable": STABLE}, ("vet-clinic",), "fix_retrieval"),
    w.diag("zh-ca-063", "diag.correct_refusal", "N7夜班车上有无线网络吗？", "现有信息没有说明车上是否有无线网络。", {"night-bus": NIGHTBUS, "choir": CHOIR}, (), "correct_refusal"),
    w.diag("zh-ca-064", "diag.should_refuse", "白桦马术俱乐部的电话是多少？", "白桦马术俱乐部的电话是028-8762-4410。", {"stable": STABLE, "wine-cellar": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
