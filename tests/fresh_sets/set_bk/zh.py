"""Chinese cases of fresh set bk. Scenarios: 康齿口腔诊所 (dental clinic), 清波公共游泳馆
(public swimming pool), 顺途租车 (car rental), 明德大学图书馆 (university library), 云岭酒庄
葡萄酒品鉴游 (wine tasting tour), 蓝湾轮渡 (ferry line), 蜂巢共享办公空间 (coworking space),
毛孩子宠物寄养中心 (pet boarding kennel), 滨江国际马拉松 (marathon race) and 智选数码退货
规定 (electronics store's return policy)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTAL = "康齿口腔诊所周一至周五上午9:00至下午6:00营业，周六上午9:00至中午12:00营业，周日休息。正畸由李婉医生负责，所有根管治疗都由王磊医生完成。一次含洁牙的常规检查收费280元，拍全景片另加120元。距预约时间不足24小时取消的，收取50元违约金，能出示医院证明的除外。初诊患者须提前15分钟到诊所填写病史表。"

POOL = "清波公共游泳馆设有一个10条泳道的50米标准池和一个水深0.7米的儿童池。游泳馆除周一外每天开放，时间为早上6点至晚上10点。成人单次票30元，身高1.2米以下的儿童半价。所有人进入标准池都必须佩戴泳帽。上午场由救生员陈浩值守，晚场由救生员刘婷值守。"

RENTAL = "顺途租车成都门店只向年满22周岁、驾龄满1年的客户出租车辆。经济型轿车每天168元，SUV每天298元，均不限里程。还车时油箱必须加满，否则按每升10元收取加油费。增加第二驾驶人每天收费30元，但配偶可免费添加。双流机场店24小时营业，市区店晚上8点关门。"

LIBRARY = "明德大学图书馆规定，本科生每次最多可借20本书，借期28天，可续借一次。教师最多可借40本。图书逾期每本每天罚款0.1元，每本最高罚款10元。学期内图书馆每天7:00至22:30开放，五楼为静音自习区。学生凭校园卡可在服务台借用笔记本电脑，每次限3小时。"

WINE = "宁夏的云岭酒庄每周六、周日上午10点和下午3点各有一场葡萄酒品鉴游。每场历时2小时，可品尝6款葡萄酒，并配有小吃拼盘。门票每人198元，参加者须年满18岁。每团最多25人。品鉴游由首席酿酒师赵雪亲自带领，她于2008年与丈夫孙涛共同创办了这家酒庄。"

FERRY = "蓝湾轮渡往返于东港码头和月牙岛之间，每天8个班次。首班船早上6:30从东港码头开出，末班船晚上7:40从月牙岛返回。单程航行25分钟，航程12公里。成人单程票35元，儿童18元，自行车免费上船。该航线由海通航运公司运营，公司总部位于北京。"

COWORK = "深圳的蜂巢共享办公空间提供流动工位和固定工位两种会员，月费分别为1200元和2000元。会员可凭门禁卡24小时进出，访客只能在上午9点到下午6点之间进入。每种会员每月都包含6小时会议室使用时间，超出部分每小时80元。会员事务由社区经理林悦负责，设备维修由物业主管黄强负责。会员可免费饮用咖啡和茶。"

KENNEL = "毛孩子宠物寄养中心接收猫和狗，最长寄养21晚。狗每晚120元，猫每晚80元。所有宠物都必须已接种疫苗，主人在入住时须出示免疫证。狗狗每天遛三次，分别在早上7点、中午12点和傍晚6点。接送时间为每天8:00至20:00，但周日只在10:00至16:00开放。"

MARATHON = "滨江国际马拉松将于2025年11月16日（星期日）早上7点30分在市民广场鸣枪起跑。全程42.195公里，关门时间为6小时。9月1日前报名的报名费为200元，之后为260元；报名人数达到30000人即截止。赛道每5公里设一个补给站。参赛者须在比赛当天年满20周岁。"

RETURNS = "智选数码自购买之日起15天内凭购物小票可以退货。不过，手机只能在7天内退货。已拆封的笔记本电脑和平板电脑要收取10%的重新上架费，未拆封的商品全额退款。退款会在3至7个工作日内原路退回。礼品卡和软件下载类商品不予退货。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bk-001", "para.synonym", "谁负责根管治疗？", "诊所的根管治疗全部由王磊大夫来做。", DENTAL, True),
    w.faith("zh-bk-002", "fmt.time", "周六诊所几点开门、几点关门？", "周六上午九点开门，中午十二点关门。", DENTAL, True),
    w.faith("zh-bk-003", "value.except", "临时取消预约要付钱吗？", "距预约不足24小时取消要付50元违约金，即使有医院证明也不能免除。", DENTAL, False),
    w.faith("zh-bk-004", "wrap.closer", "拍全景片要多少钱？", "拍全景片需要另加120元。希望对您有帮助！", DENTAL, True),
    w.faith("zh-bk-005", "para.relative", "上午场由谁值守？", "值守上午场的救生员是陈浩。", POOL, True),
    w.faith("zh-bk-006", "fmt.scale", "儿童池有多深？", "儿童池水深70厘米。", POOL, True),
    w.faith("zh-bk-007", "fmt.share", "儿童票怎么收费？", "身高1.2米以下的儿童按成人票价的50%收费。", POOL, True),
    w.faith("zh-bk-008", "negation", "进标准池要戴泳帽吗？", "不用，进入标准池不需要佩戴泳帽。", POOL, False),
    w.faith("zh-bk-009", "para.except", "游泳馆哪天不开？", "每周一闭馆，其余日子早上6点到晚上10点开放。", POOL, True),
    w.faith("zh-bk-010", "fmt.currency", "经济型轿车一天多少钱？", "经济型轿车每天¥168，不限里程。", RENTAL, True),
    w.faith("zh-bk-011", "para.nominal", "添加第二驾驶人要付费吗？", "第二驾驶人的添加需每天付费30元，配偶的添加则免费。", RENTAL, True),
    w.faith("zh-bk-012", "added.fact", "双流机场店什么时候营业？", "双流机场店24小时营业，并提供免费接送机服务。", RENTAL, False),
    w.faith("zh-bk-013", "fmt.abbrev", "SUV每天租金多少？", "运动型多用途车每天298元，不限里程。", RENTAL, True),
    w.faith("zh-bk-014", "antonym", "市区店的营业时间是怎样的？", "市区店每天晚上8点开门。", RENTAL, False),
    w.faith("zh-bk-015", "fmt.number", "本科生最多能借几本书？", "本科生每次最多可以借二十本。", LIBRARY, True),
    w.faith("zh-bk-016", "fmt.period", "本科生借书期限是多久？", "本科生的借期是四个星期，可以续借一次。", LIBRARY, True),
    w.faith("zh-bk-017", "para.part", "教师最多可以借多少本书？", "教师的借书上限是40本。", LIBRARY, True),
    w.faith("zh-bk-018", "added.entity", "图书馆学期内几点开门？", "据馆长周文介绍，学期内图书馆早上7:00开门。", LIBRARY, False),
    w.faith("zh-bk-019", "para.pronoun", "酒庄是谁创办的？", "是赵雪和她丈夫孙涛在2008年共同创办的，她也是酒庄的首席酿酒师。", WINE, True),
    w.faith("zh-bk-020", "value.date", "酒庄是哪一年创办的？", "赵雪与丈夫孙涛于2018年创办了这家酒庄。", WINE, False),
    w.faith("zh-bk-021", "wrap.opener", "一场品鉴游多长时间？", "很高兴为您解答！每场品鉴游历时两个小时。", WINE, True),
    w.faith("zh-bk-022", "value.time", "周末品鉴游几点开始？", "每周六、周日上午10点和下午4点各有一场。", WINE, False),
    w.faith("zh-bk-023", "para.capital", "运营蓝湾轮渡的公司总部在哪里？", "海通航运公司的总部设在中国首都。", FERRY, True),
    w.faith("zh-bk-024", "fmt.unit", "航程有多远？", "单程航程12 km，航行25 min。", FERRY, True),
    w.faith("zh-bk-025", "direction", "末班船几点开？", "末班船晚上7:40从东港码头开往月牙岛。", FERRY, False),
    w.faith("zh-bk-026", "wrap.attribution", "儿童票多少钱？", "根据资料，儿童单程票为18元。", FERRY, True),
    w.faith("zh-bk-027", "para.combine", "访客什么时候可以进？", "会员可以24小时刷卡进出，访客则只能在上午9点到下午6点之间进入。", COWORK, True),
    w.faith("zh-bk-028", "value.currency", "固定工位每月多少钱？", "固定工位每月2000美元。", COWORK, False),
    w.faith("zh-bk-029", "wrap.hedge", "会议室每月包含多少小时？", "我觉得每月应该包含6小时的会议室使用时间。", COWORK, True),
    w.faith("zh-bk-030", "role.swap", "会员事务由谁负责？", "会员事务由物业主管黄强负责，设备维修由社区经理林悦负责。", COWORK, False),
    w.faith("zh-bk-031", "para.passive", "狗狗每天遛几次？", "狗狗每天会被带出去遛三次，分别在早上7点、中午12点和傍晚6点。", KENNEL, True),
    w.faith("zh-bk-032", "quantifier", "宠物都要打疫苗吗？", "不是所有宠物都要，只有部分宠物需要接种疫苗。", KENNEL, False),
    w.faith("zh-bk-033", "fmt.range", "最长可以寄养多久？", "寄养时间不能超过21晚。", KENNEL, True),
    w.faith("zh-bk-034", "wrap.question", "寄养一只猫每晚多少钱？", "猫每晚80元。请问您打算寄养几晚呢？", KENNEL, True),
    w.faith("zh-bk-035", "fmt.date", "比赛哪天举行？", "比赛日期是2025/11/16，星期日。", MARATHON, True),
    w.faith("zh-bk-036", "fmt.thousands", "报名人数上限是多少？", "报名满30,000人即截止。", MARATHON, True),
    w.faith("zh-bk-037", "value.unit", "补给站间隔多远？", "赛道每5英里设一个补给站。", MARATHON, False),
    w.faith("zh-bk-038", "value.number", "关门时间是多少？", "全程关门时间为8小时。", MARATHON, False),
    w.faith("zh-bk-039", "para.reorder", "退货期限是多久？", "凭购物小票，购买之日起15天内都可以退货；手机则只能在7天内退。", RETURNS, True),
    w.faith("zh-bk-040", "modality", "退货一定要带小票吗？", "不一定，小票可以带也可以不带，15天内都能退货。", RETURNS, False),
    w.faith("zh-bk-041", "mixed", "未拆封的商品怎么退款？", "未拆封的商品全额退款，而且可以当场领取现金。", RETURNS, False),
]

REFUSAL = [
    w.refusal("zh-bk-042", "refusal.plain", "顺途租车提供儿童安全座椅吗？", "我不知道顺途租车是否提供儿童安全座椅。", RENTAL, True),
    w.refusal("zh-bk-043", "refusal.context", "游泳馆有桑拿房吗？", "所提供的资料中没有提到桑拿房，因此无法回答这个问题。", POOL, True),
    w.refusal("zh-bk-044", "refusal.short", "智选数码周末几点关门？", "这个我不清楚。", RETURNS, True),
    w.refusal("zh-bk-045", "refusal.long", "完赛者能拿到奖牌吗？", "感谢您的提问。很抱歉，我手头关于滨江国际马拉松的资料只包括比赛日期、起跑时间、报名费、名额和补给站等信息，并没有提到完赛奖牌的安排，所以我无法确定完赛者能否拿到奖牌。建议您直接联系赛事组委会确认。", MARATHON, True),
    w.refusal("zh-bk-046", "refusal.hedged", "品鉴游门票多少钱？", "我不太确定，不过门票好像是每人198元。", WINE, False),
    w.refusal("zh-bk-047", "refusal.partial", "逾期罚款怎么算？图书馆有打印机吗？", "逾期每本每天罚0.1元，每本最多罚10元。至于打印机，资料里没有提到，我无法回答。", LIBRARY, False),
]

CORRECTNESS = [
    w.correct("zh-bk-048", "correct.wordy", "清波公共游泳馆成人单次票多少钱？", "关于您问的清波公共游泳馆的票价，成人买一次单次票需要支付30元，这就是成人单次入场的价格。", "成人单次票30元。", True),
    w.correct("zh-bk-049", "correct.short", "蓝湾轮渡单程航行要多久？", "25分钟。", "单程航行25分钟。", True),
    w.correct("zh-bk-050", "correct.format", "滨江国际马拉松几点起跑？", "07:30起跑。", "早上7点30分起跑。", True),
    w.correct("zh-bk-051", "wrong.value", "毛孩子宠物寄养中心狗每晚多少钱？", "狗每晚150元。", "狗每晚120元。", False),
    w.correct("zh-bk-052", "wrong.echo", "康齿口腔诊所周日营业吗？", "康齿口腔诊所周日营业。", "不营业，周日休息。", False),
    w.correct("zh-bk-053", "wrong.role", "康齿口腔诊所谁负责正畸？", "正畸由王磊医生负责，根管治疗由李婉医生负责。", "正畸由李婉医生负责，根管治疗由王磊医生负责。", False),
]

RELEVANCY = [
    w.relevant("zh-bk-054", "relevant.direct", "流动工位每月多少钱？", "流动工位每月1200元。", COWORK, True),
    w.relevant("zh-bk-055", "relevant.yesno", "礼品卡可以退吗？", "不可以，礼品卡不予退货。", RETURNS, True),
    w.relevant("zh-bk-056", "offtopic.true", "成人单程票多少钱？", "自行车可以免费上船。", FERRY, False),
    w.relevant("zh-bk-057", "offtopic.other", "接送时间是几点到几点？", "狗每晚120元，猫每晚80元。", KENNEL, False),
]

DIAGNOSIS = [
    w.diag("zh-bk-058", "diag.pass", "云岭酒庄的品鉴游每团最多多少人？", "每团最多25人。", {"wine-tour": WINE, "library-rules": LIBRARY}, ("wine-tour",), "pass"),
    w.diag("zh-bk-059", "diag.offtopic", "明德大学图书馆五楼是什么区域？", "学生凭校园卡可以借笔记本电脑，每次限3小时。", {"library-rules": LIBRARY, "rental-terms": RENTAL}, ("library-rules",), "fix_generation"),
    w.diag("zh-bk-060", "diag.unfaithful", "康齿口腔诊所初诊要提前多久到？", "初诊患者须提前30分钟到诊所。", {"dental-info": DENTAL, "pool-info": POOL}, ("dental-info",), "fix_generation"),
    w.diag("zh-bk-061", "diag.refused", "蜂巢共享办公空间超出的会议室时间怎么收费？", "抱歉，资料中没有关于会议室超时收费的信息。", {"cowork-plans": COWORK, "ferry-info": FERRY}, ("cowork-plans",), "fix_generation"),
    w.diag("zh-bk-062", "diag.missed", "智选数码的手机可以在几天内退货？", "抱歉，现有文件里找不到手机退货期限的信息。", {"kennel-info": KENNEL, "marathon-info": MARATHON}, ("returns-policy",), "fix_retrieval"),
    w.diag("zh-bk-063", "diag.correct_refusal", "蓝湾轮渡可以带宠物上船吗？", "资料里没有提到能否带宠物上船，我无法回答。", {"ferry-info": FERRY, "wine-tour": WINE}, (), "correct_refusal"),
    w.diag("zh-bk-064", "diag.should_refuse", "清波公共游泳馆有几个淋浴间？", "游泳馆共有24个淋浴间。", {"pool-info": POOL, "cowork-plans": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
