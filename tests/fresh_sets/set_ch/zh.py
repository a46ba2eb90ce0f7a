"""Fresh set ch, Chinese: 成都“全中”保龄球馆 (bowling alley), 莫干山“竹溪小院” (holiday
cottage rental), 北京“和声”社区合唱节 (community choir festival), 海城博物馆通票 (city
museum pass), “顺搬”搬家货车租赁 (moving van rental), 杭州“乖乖”犬校 (dog training
school), 千岛湖“松涛”青少年夏令营 (summer camp for teenagers), “旧时光”古着市集 (vintage
clothing market), 厦门“焰心”玻璃工作室 (glass-blowing workshop) and 云港地区机场停车服务
(regional airport parking)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BOWLING = (
    "成都的“全中”保龄球馆共有18条球道，除周二闭馆外，每天上午11点开门。"
    "下午5点以前每人每局25元，下午5点以后每人每局35元。"
    "租鞋每双10元，10岁以下儿童免费。"
    "8人及以上的团体必须至少提前24小时预订球道。"
    "经理周丽华每周四晚上7点半起组织联赛。"
    "17号和18号球道装有防洗沟挡板和儿童滑道。"
)

COTTAGE = (
    "莫干山的“竹溪小院”整栋出租，共有3间卧室，最多可住6人。"
    "入住时间为下午4点以后，退房时间为上午10点以前。"
    "最少须住2晚，但7月和8月只接受整周预订，从周六到周六。"
    "每晚房价980元，房东陈建国在预订时收取2000元押金，押金可退还。"
    "每次入住最多可带2只狗，每只狗加收100元。"
    "离民宿最近的小卖部有1.2公里。"
)

CHOIR = (
    "第三届“和声”社区合唱节将于2025年10月18日和19日在北京东城区文化馆举行。"
    "共有12支合唱团参加，每支合唱团的演唱时间不得超过15分钟。"
    "合唱团报名截止日期为9月5日，报名费为每团300元。"
    "观众门票单日票80元，两日通票120元，12岁以下儿童免费入场。"
    "合唱节总监林晓雯宣布，周日的闭幕音乐会晚上8点开始。"
)

MUSEUM = (
    "“海城博物馆通票”可进入7家博物馆，自首次使用起72小时内有效。"
    "成人票价168元，持有效学生证的学生88元，6岁以下儿童无需购买通票。"
    "持通票者在博物馆商店购物可享受九折优惠，但博物馆咖啡馆不参与优惠。"
    "7家博物馆之一的海洋博物馆每周一闭馆。"
    "通票可在网上购买，也可在港口路的游客中心购买，游客中心开放时间为9:00至17:30。"
)

VAN = (
    "“顺搬”搬家货车租赁提供三种车型：小型（9 m³）、中型（14 m³）和大型（20 m³）。"
    "中型车每天租金380元，另按每公里2元计费。"
    "驾驶人须年满21周岁，且取得驾照至少满2年。"
    "还车时必须加满油，否则除油费外还要另收100元加油服务费。"
    "客服部由主管何志强负责，每天早上7点至晚上9点接听电话；每次租车可加租一辆手推车，费用50元。"
)

DOG_SCHOOL = (
    "杭州的“乖乖”犬校开设幼犬课程，面向10至20周龄的幼犬，每周一次，共6次课。"
    "每节课45分钟，每班最多8只狗。"
    "课程费用为1200元，第一节课前必须打完所有疫苗。"
    "首席训犬师王静负责周六上午9点半的班，她的同事刘洋负责周三晚上6点的班。"
    "有攻击行为的狗可能会被转到一对一课程，每小时300元。"
)

CAMP = (
    "“松涛”青少年夏令营位于千岛湖畔，招收13至17岁的青少年，每期两周。"
    "第一期从2025年7月7日到7月20日，费用为12,800元，包含餐食和皮划艇课程。"
    "营员的手机在报到时统一收走，最后一天归还。"
    "营员可以在周日下午4点到6点之间给家里打电话。"
    "营地主任赵敏要求每名营员在划皮划艇之前通过100米游泳测试。"
    "每间木屋最多住8名营员和2名辅导员。"
)

MARKET = (
    "“旧时光”古着市集每月第一个星期日在建国路的旧电车厂房举办。"
    "市集上午10点开门，下午4点结束；门票10元，16岁以下免费。"
    "大约60个摊位出售20世纪50年代至90年代的服装。"
    "每个摊位每次收费200元，摊主必须在上午9点15分之前布置好。"
    "组织者孙悦收摊位费只收现金，不过大多数摊主可以刷卡。"
)

GLASS = (
    "厦门的“焰心”玻璃工作室每周六下午一点开设3小时的吹玻璃入门体验课。"
    "课程费用为480元，每位老师最多带4名学员。"
    "学员必须年满16岁，并须穿包头鞋和棉质衣服。"
    "每人制作两件作品：一个镇纸和一个小碗，作品需放置一夜冷却，第二天上午10点起可以领取。"
    "工作室创始人郑凯亲自授课；开课前48小时内取消的不予退款。"
)

PARKING = (
    "云港地区机场提供三种停车服务。"
    "短时停车场每小时10元，每天最高收费80元，而且只有短时停车场设有电动汽车充电桩。"
    "长时停车场每天40元，整周220元；免费摆渡车从凌晨4:30到午夜每15分钟一班，从长时停车场开往航站楼。"
    "代客泊车每天100元，必须在出发前至少24小时预订。"
    "在落客区，前10分钟免费。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ch-001", "para.reorder", "“全中”保龄球馆租鞋多少钱？", "10岁以下的儿童租鞋免费，其他人每双10元。", BOWLING, True),
    w.faith("zh-ch-002", "para.passive", "“竹溪小院”要交押金吗？", "要。预订时，2000元押金由房东陈建国收取，之后可以退还。", COTTAGE, True),
    w.faith("zh-ch-003", "para.synonym", "每支合唱团可以唱多长时间？", "每个合唱团最多可以表演15分钟。", CHOIR, True),
    w.faith("zh-ch-004", "para.nominal", "海城博物馆通票能用多久？", "通票的有效期为72小时，从第一次使用时开始计算。", MUSEUM, True),
    w.faith("zh-ch-005", "para.capital", "“和声”合唱节在哪里举行？", "在中国首都的东城区文化馆举行。", CHOIR, True),
    w.faith("zh-ch-006", "para.pronoun", "周六的幼犬班由谁来教？", "由王静负责。她是犬校的首席训犬师，带的是上午9点半那个班。", DOG_SCHOOL, True),
    w.faith("zh-ch-007", "para.relative", "吹玻璃体验课由谁授课？", "由创办了“焰心”玻璃工作室的郑凯亲自授课。", GLASS, True),
    w.faith("zh-ch-008", "para.part", "体验课上要做什么？", "每人做的两件作品中，有一件是小碗。", GLASS, True),
    w.faith("zh-ch-009", "para.combine", "夏令营对手机有什么规定？", "手机在报到时收走、最后一天归还，营员可以在周日下午4点到6点之间给家里打电话。", CAMP, True),
    w.faith("zh-ch-010", "fmt.number", "“全中”保龄球馆有几条球道？", "一共有十八条球道。", BOWLING, True),
    w.faith("zh-ch-011", "fmt.thousands", "夏令营第一期多少钱？", "第一期费用为12800元，餐食和皮划艇课程都包含在内。", CAMP, True),
    w.faith("zh-ch-012", "fmt.scale", "民宿离最近的小卖部有多远？", "最近的小卖部离民宿1200米。", COTTAGE, True),
    w.faith("zh-ch-013", "fmt.date", "合唱节什么时候举行？", "合唱节在2025-10-18和2025-10-19举行。", CHOIR, True),
    w.faith("zh-ch-014", "fmt.time", "吹玻璃体验课几点开始？", "每周六13:00开始。", GLASS, True),
    w.faith("zh-ch-015", "fmt.unit", "大型货车有多大？", "大型货车的容积是20立方米。", VAN, True),
    w.faith("zh-ch-016", "fmt.abbrev", "在机场哪里可以给电动汽车充电？", "只有短时停车场可以给EV充电。", PARKING, True),
    w.faith("zh-ch-017", "fmt.currency", "成人通票多少钱？", "成人通票售价为¥168。", MUSEUM, True),
    w.faith("zh-ch-018", "fmt.range", "短时停车场停一整天最多要付多少钱？", "短时停车场每小时10元，但一天收费不会超过80元。", PARKING, True),
    w.faith("zh-ch-019", "fmt.period", "夏令营每期多长时间？", "每期为期14天。", CAMP, True),
    w.faith("zh-ch-020", "fmt.share", "持通票在博物馆商店买东西有优惠吗？", "有，在博物馆商店购物可以便宜10%，不过咖啡馆没有这个优惠。", MUSEUM, True),
    w.faith("zh-ch-021", "para.except", "“全中”保龄球馆哪几天营业？", "每周二闭馆，其余每天都是上午11点开门。", BOWLING, True),
    w.faith("zh-ch-022", "wrap.opener", "“乖乖”犬校的幼犬课程多少钱？", "您好，很高兴为您解答！幼犬课程的费用是1200元。", DOG_SCHOOL, True),
    w.faith("zh-ch-023", "wrap.closer", "“旧时光”古着市集几点到几点开放？", "市集从上午10点开到下午4点。祝您逛得开心！", MARKET, True),
    w.faith("zh-ch-024", "wrap.attribution", "机场摆渡车多久一班？", "根据文件内容，免费摆渡车从凌晨4:30到午夜每15分钟一班，从长时停车场开往航站楼。", PARKING, True),
    w.faith("zh-ch-025", "wrap.hedge", "“竹溪小院”几点前退房？", "我觉得应该是上午10点以前退房。", COTTAGE, True),
    w.faith("zh-ch-026", "wrap.question", "市集的摊位费是多少？", "每个摊位每次200元，组织者只收现金。需要我再告诉您摊主最晚几点要布置好吗？", MARKET, True),
    w.faith("zh-ch-027", "value.number", "幼犬班每班最多收几只狗？", "每班最多10只狗。", DOG_SCHOOL, False),
    w.faith("zh-ch-028", "value.date", "夏令营第一期哪天开始？", "第一期从2025年7月14日开始。", CAMP, False),
    w.faith("zh-ch-029", "value.time", "周四的联赛几点开始？", "经理周丽华组织的联赛每周四晚上8点半开始。", BOWLING, False),
    w.faith("zh-ch-030", "value.unit", "划皮划艇前要通过什么游泳测试？", "每名营员都必须先通过100码游泳测试。", CAMP, False),
    w.faith("zh-ch-031", "value.currency", "中型车一天租金多少？", "中型车每天租金380美元。", VAN, False),
    w.faith("zh-ch-032", "role.swap", "两个幼犬班分别由谁来教？", "刘洋负责周六上午9点半的班，王静负责周三晚上6点的班。", DOG_SCHOOL, False),
    w.faith("zh-ch-033", "negation", "如果开课前一天取消，可以退款吗？", "可以，开课前48小时内取消也会退款。", GLASS, False),
    w.faith("zh-ch-034", "antonym", "小孩需要买博物馆通票吗？", "6岁以上的儿童不需要购买通票。", MUSEUM, False),
    w.faith("zh-ch-035", "modality", "代客泊车必须提前预订吗？", "不用，您愿意的话可以在出发前24小时预订，但不预订也行。", PARKING, False),
    w.faith("zh-ch-036", "quantifier", "在市集的摊位上可以刷卡吗？", "可以，市集上所有摊主都能刷卡。", MARKET, False),
    w.faith("zh-ch-037", "value.except", "“竹溪小院”最少要住几晚？", "全年最少住2晚，7月和8月也一样。", COTTAGE, False),
    w.faith("zh-ch-038", "direction", "下午5点以后打保龄球，一局多少钱？", "下午5点以后每人每局25元。", BOWLING, False),
    w.faith("zh-ch-039", "added.fact", "古着市集在哪里举办？", "在建国路的旧电车厂房举办，那里为游客提供免费停车位。", MARKET, False),
    w.faith("zh-ch-040", "added.entity", "闭幕音乐会的开始时间是谁宣布的？", "合唱节总监林晓雯和东城区区长共同宣布，周日的闭幕音乐会晚上8点开始。", CHOIR, False),
    w.faith("zh-ch-041", "mixed", "参加吹玻璃体验课需要满足什么条件？", "学员必须年满16岁，而且要自带护目镜。", GLASS, False),
]

REFUSAL = [
    w.refusal("zh-ch-042", "refusal.plain", "“全中”保龄球馆提供餐饮吗？", "我没有关于这家保龄球馆是否提供餐饮的信息。", BOWLING, True),
    w.refusal("zh-ch-043", "refusal.context", "“竹溪小院”有无线网络吗？", "所提供的资料没有说明民宿是否有无线网络，所以我无法回答。", COTTAGE, True),
    w.refusal("zh-ch-044", "refusal.short", "货车可以在别的门店还吗？", "不知道。", VAN, True),
    w.refusal("zh-ch-045", "refusal.long", "参加“松涛”夏令营需要打哪些疫苗？", "感谢您的提问。我仔细查看了关于“松涛”夏令营的资料，里面介绍了招收年龄、第一期的日期和费用、手机规定、游泳测试以及木屋住宿，但完全没有提到疫苗。很抱歉，我没法告诉您需要打哪些疫苗。", CAMP, True),
    w.refusal("zh-ch-046", "refusal.hedged", "长时停车场停一整周多少钱？", "我不太确定，不过长时停车场整周好像是220元。", PARKING, False),
    w.refusal("zh-ch-047", "refusal.partial", "学生通票多少钱？包含公共交通吗？", "持有效学生证的学生通票是88元。至于是否包含公共交通，资料里没有找到相关信息。", MUSEUM, False),
]

CORRECTNESS = [
    w.correct("zh-ch-048", "correct.wordy", "幼犬课每节课多长时间？", "“乖乖”犬校的幼犬课程每周上一次，一共6次，每节课的时长是45分钟，所以每次上课请预留出这么多时间。", "每节课45分钟。", True),
    w.correct("zh-ch-049", "correct.short", "摊主最晚几点要布置好摊位？", "上午9点15分之前。", "摊主必须在上午9点15分之前布置好。", True),
    w.correct("zh-ch-050", "correct.format", "合唱节两日通票多少钱？", "一百二十块钱。", "两日通票120元。", True),
    w.correct("zh-ch-051", "wrong.value", "吹玻璃入门体验课多少钱？", "入门体验课的费用是840元。", "入门体验课的费用是480元。", False),
    w.correct("zh-ch-052", "wrong.echo", "代客泊车每天多少钱？", "代客泊车每天的费用就是每天代客泊车所收的费用。", "代客泊车每天100元。", False),
    w.correct("zh-ch-053", "wrong.role", "“乖乖”犬校的首席训犬师是谁？", "首席训犬师是刘洋，王静是他的同事。", "首席训犬师是王静，刘洋是她的同事。", False),
]

RELEVANCY = [
    w.relevant("zh-ch-054", "relevant.direct", "租“顺搬”的货车，对驾驶人的年龄和驾龄有什么要求？", "驾驶人须年满21周岁，并且取得驾照至少满2年。", VAN, True),
    w.relevant("zh-ch-055", "relevant.yesno", "我女儿15岁，能参加吹玻璃体验课吗？", "不能，学员必须年满16岁。", GLASS, True),
    w.relevant("zh-ch-056", "offtopic.true", "“竹溪小院”最多能住几个人？", "每次入住最多可带2只狗，每只狗加收100元。", COTTAGE, False),
    w.relevant("zh-ch-057", "offtopic.other", "长时停车场每天多少钱？", "航站楼里的咖啡馆早上5点开门，供应热早餐。", PARKING, False),
]

DIAGNOSIS = [
    w.diag("zh-ch-058", "diag.pass", "“旧时光”古着市集什么时候举办？", "每月第一个星期日举办，上午10点到下午4点。", {"market": MARKET, "glass": GLASS}, ("market",), "pass"),
    w.diag("zh-ch-059", "diag.offtopic", "合唱节闭幕音乐会几点开始？", "观众单日票80元，12岁以下儿童免费入场。", {"choir": CHOIR, "museum": MUSEUM}, ("choir",), "fix_generation"),
    w.diag("zh-ch-060", "diag.unfaithful", "吹玻璃体验课每位老师带几名学员？", "每位老师最多带10名学员。", {"glass": GLASS, "dog-school": DOG_SCHOOL}, ("glass",), "fix_generation"),
    w.diag("zh-ch-061", "diag.refused", "还货车时没加满油，要收多少服务费？", "抱歉，资料中没有提到加油服务费。", {"van": VAN, "parking": PARKING}, ("van",), "fix_generation"),
    w.diag("zh-ch-062", "diag.missed", "“松涛”夏令营每间木屋住几名营员？", "我没有找到“松涛”夏令营每间木屋住几名营员的信息。", {"bowling": BOWLING, "market": MARKET}, ("camp",), "fix_retrieval"),
    w.diag("zh-ch-063", "diag.correct_refusal", "海城博物馆通票包含讲解服务吗？", "资料里没有说明通票是否包含讲解服务。", {"museum": MUSEUM, "cottage": COTTAGE}, (), "correct_refusal"),
    w.diag("zh-ch-064", "diag.should_refuse", "“全中”保龄球馆里有酒吧吗？", "有，馆内有一家营业到午夜的酒吧。", {"bowling": BOWLING, "dog-school": DOG_SCHOOL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
