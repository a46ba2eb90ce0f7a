"""Fresh set bx, Chinese: 向日葵幼儿园、墨香图文印刷店、云泉温泉、弦音吉他学校、市失物招领处、
星空屋顶影院、雪岭山屋、快修电脑维修店、滨江城市马拉松、花语花店。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

KINDERGARTEN = "向日葵幼儿园位于杭州市西湖区文三路，招收3至6岁的儿童，分五个班，最多可容纳75名孩子。幼儿园周一至周五开放，早上7:45开门，下午5:30关门。全日托每月收费2800元，半日托每月1600元，同一家庭的第二个孩子可享受九折优惠。园长刘芳于2020年9月聘用了厨师王建国。孩子入园的第一周，家长每天可以在班里陪同，最多两个小时。"

PRINT_SHOP = "墨香图文印刷店位于城南路，主要印刷名片、传单和海报。一盒200张的名片售价60元，上午10点前下单的订单当天下午3点即可取件。海报最宽可印150厘米，所用纸张不低于每平方米200克。老板陈静带出了学徒赵磊，如今店里的大幅面打印机由赵磊负责。店铺周一至周六营业，时间为早上8:30到晚上6:30。"

SPA = "云泉温泉有四个露天汤池，池水来自一处地下温泉，出水温度为41°C。成人日票128元，12岁以下儿童半价，但必须由成人陪同入场。温泉每天上午10点至晚上11点开放，周六延长至凌晨1点。所有客人进入汤池前必须先淋浴。桑拿区仅对16岁及以上的客人开放。"

GUITAR_SCHOOL = "弦音吉他学校招收7岁及以上的学员。单节60分钟的课程收费200元，十节课的套餐价为1800元。工作日的上课时间为下午3点到晚上9点，周六为上午9点到12点。创办人周明教古典吉他，他以前的学生林晓雨教电吉他。学校出租的吉他由马德里的一家小作坊制作。距上课不足24小时才取消的，仍须支付该节课的费用。"

LOST_FOUND = "市失物招领处位于市民服务中心一楼108室。拾到的物品保管一年，期满后拍卖或捐赠。失主可在每周二和周四上午9点至12点凭本人身份证领取物品。每件物品收取10元手续费，但钱包和证件免费归还。价值超过5000元的物品存放在保险柜里，只能由招领处主任孙丽亲自发还。"

CINEMA = "星空屋顶影院位于环球中心18楼的楼顶，每年5月15日至9月30日开放。电影晚上8点开场，酒吧提前一小时营业。场内有200把躺椅，每张票80元，含毛毯。如果开场前下雨，当场放映取消并退票；电影开始后则不予退款。影片以原声放映并配中文字幕，但周日放映国语配音版。"

HUT = "雪岭山屋位于海拔3,250米处，由管理员马强和他的妹妹马丽共同经营。山屋有50个通铺床位，每年6月中旬至9月底开放。床位每晚150元，含晚餐和早餐的半膳为260元。从松林停车场上山约需4小时，累计爬升1,300米。晚餐18:00供应，21:30熄灯。"

REPAIR = "快修电脑维修店收取50元检测费，客户决定维修的话，这笔费用会从维修费中扣除。更换笔记本屏幕一般需要三个工作日，视型号不同，费用在400元到1200元之间。所有维修均享受90天保修，但进水造成的损坏不在保修范围内。技术员黄伟归店长郑敏管理。店铺每周二休息，其余日子营业时间为上午10点到晚上8点。"

MARATHON = "滨江城市马拉松定于2025年11月16日（星期日）举行，早上7:30从人民广场鸣枪起跑。全程42.195公里，关门时间为6小时。9月30日前报名费为180元，之后为220元，报名人数达到20,000人即截止。赛道沿途每5公里设一个补给站。所有完赛选手都能获得奖牌，前2000名完赛者还可获得一件T恤。参赛者在比赛当天必须年满18周岁。"

FLOWERS = "花语花店自2017年起由店主许婷经营，店里的花艺师何阳负责制作婚礼手捧花。一束11朵玫瑰的花束售价199元；市内配送费20元，订单满300元免费配送。下午3点前下单可当天送达。花店周二至周六9:00–20:00营业，周日10:00–16:00营业。鲜切花保证5天新鲜。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bx-001", "para.reorder", "向日葵幼儿园招收哪些孩子？最多能收多少？", "幼儿园最多可容纳75名孩子，分成五个班，招收的是3至6岁的儿童。", KINDERGARTEN, True),
    w.faith("zh-bx-002", "para.passive", "向日葵幼儿园的厨师是谁聘用的？", "厨师王建国是在2020年9月被园长刘芳聘用的。", KINDERGARTEN, True),
    w.faith("zh-bx-003", "para.synonym", "墨香图文印刷店印些什么？", "这家店承接名片、宣传单和招贴海报的印制。", PRINT_SHOP, True),
    w.faith("zh-bx-004", "para.nominal", "弦音吉他学校几岁可以报名？", "报名的年龄要求是7岁及以上。", GUITAR_SCHOOL, True),
    w.faith("zh-bx-005", "para.capital", "弦音吉他学校出租的吉他是哪里做的？", "由西班牙的一家小作坊制作。", GUITAR_SCHOOL, True),
    w.faith("zh-bx-006", "para.pronoun", "雪岭山屋由谁经营？", "管理员是马强，他和妹妹马丽一起经营这里。", HUT, True),
    w.faith("zh-bx-007", "para.relative", "进云泉温泉的汤池之前要做什么？", "想进汤池的客人都得先淋浴。", SPA, True),
    w.faith("zh-bx-008", "para.part", "花语花店周四开门吗？", "开，周四的营业时间是9:00到20:00。", FLOWERS, True),
    w.faith("zh-bx-009", "para.combine", "马拉松赛道沿途有什么补给？", "在全长42.195公里的赛道上，每5公里设有一个补给站。", MARATHON, True),
    w.faith("zh-bx-010", "fmt.number", "墨香图文印刷店一盒名片多少钱？", "一盒两百张的名片卖六十元。", PRINT_SHOP, True),
    w.faith("zh-bx-011", "fmt.thousands", "雪岭山屋海拔多少？", "海拔3250米。", HUT, True),
    w.faith("zh-bx-012", "fmt.scale", "从松林停车场上山要爬升多少？", "要爬升1.3公里，大约需要4小时。", HUT, True),
    w.faith("zh-bx-013", "fmt.date", "星空屋顶影院什么时候开放？", "开放时间为每年5/15至9/30。", CINEMA, True),
    w.faith("zh-bx-014", "fmt.time", "向日葵幼儿园几点开门、几点关门？", "周一到周五，早上七点四十五分开门，17:30关门。", KINDERGARTEN, True),
    w.faith("zh-bx-015", "fmt.unit", "云泉温泉的泉水有多热？", "出水温度是摄氏41度。", SPA, True),
    w.faith("zh-bx-016", "fmt.abbrev", "滨江城市马拉松的赛道有多长？", "全程42.195 km，每5 km有一个补给站。", MARATHON, True),
    w.faith("zh-bx-017", "fmt.currency", "快修电脑维修店的检测费多少钱？", "检测费是¥50，如果决定维修，这笔钱会从维修费里扣掉。", REPAIR, True),
    w.faith("zh-bx-018", "fmt.range", "在快修换笔记本屏幕要多少钱？", "视型号而定，最低400元，最高1200元。", REPAIR, True),
    w.faith("zh-bx-019", "fmt.period", "失物招领处会把物品保管多久？", "保管十二个月，之后会拍卖或捐赠。", LOST_FOUND, True),
    w.faith("zh-bx-020", "fmt.share", "12岁以下儿童去云泉温泉怎么收费？", "12岁以下儿童按成人日票价格的50%收费，并且必须有成人陪同。", SPA, True),
    w.faith("zh-bx-021", "para.except", "领回丢失的钱包要交手续费吗？", "不用。钱包和证件是免费归还的，其他物品每件收10元。", LOST_FOUND, True),
    w.faith("zh-bx-022", "wrap.opener", "星空屋顶影院的电影票多少钱？", "很高兴为您解答！每张票80元，含毛毯。", CINEMA, True),
    w.faith("zh-bx-023", "wrap.closer", "快修电脑维修店哪天休息？", "每周二休息。希望对您有帮助！", REPAIR, True),
    w.faith("zh-bx-024", "wrap.attribution", "市失物招领处在哪里？", "根据资料，失物招领处在市民服务中心一楼108室。", LOST_FOUND, True),
    w.faith("zh-bx-025", "wrap.hedge", "弦音吉他学校谁教电吉他？", "我想应该是林晓雨，创办人周明以前的学生。", GUITAR_SCHOOL, True),
    w.faith("zh-bx-026", "wrap.question", "花语花店的鲜切花能保持新鲜多久？", "保证5天新鲜。您还想了解配送方面的信息吗？", FLOWERS, True),
    w.faith("zh-bx-027", "value.number", "快修电脑维修店的维修保修多久？", "所有维修保修180天，进水损坏除外。", REPAIR, False),
    w.faith("zh-bx-028", "value.date", "星空屋顶影院开到什么时候？", "每年一直开放到10月31日。", CINEMA, False),
    w.faith("zh-bx-029", "value.time", "在墨香图文印刷店当天下单几点能取？", "上午10点前下单，当天下午5点就能取件。", PRINT_SHOP, False),
    w.faith("zh-bx-030", "value.unit", "雪岭山屋的海拔是多少？", "山屋位于海拔3,250英尺处。", HUT, False),
    w.faith("zh-bx-031", "value.currency", "向日葵幼儿园半日托每月多少钱？", "半日托每月收费1800元。", KINDERGARTEN, False),
    w.faith("zh-bx-032", "role.swap", "花语花店的店主是谁？", "店主是何阳，许婷是店里负责婚礼手捧花的花艺师。", FLOWERS, False),
    w.faith("zh-bx-033", "negation", "距上课不足24小时取消，还要付钱吗？", "不用，不足24小时取消的课程无需付费。", GUITAR_SCHOOL, False),
    w.faith("zh-bx-034", "antonym", "云泉温泉有哪些汤池？", "有四个室内汤池，池水来自地下温泉。", SPA, False),
    w.faith("zh-bx-035", "modality", "入园第一周家长可以在班里陪孩子吗？", "可以。入园第一周，家长每天必须在班里陪同，最多两个小时。", KINDERGARTEN, False),
    w.faith("zh-bx-036", "quantifier", "跑完滨江城市马拉松能得到什么？", "所有完赛选手都能获得奖牌和T恤。", MARATHON, False),
    w.faith("zh-bx-037", "value.except", "失物招领处哪些物品要收手续费？", "只有钱包和证件每件收10元，其他物品都免费归还。", LOST_FOUND, False),
    w.faith("zh-bx-038", "direction", "星空屋顶影院的酒吧什么时候营业？", "酒吧在电影开场一小时后开始营业。", CINEMA, False),
    w.faith("zh-bx-039", "added.fact", "雪岭山屋的晚餐几点供应？", "晚餐18:00供应，而且只提供素食。", HUT, False),
    w.faith("zh-bx-040", "added.entity", "墨香图文印刷店的大幅面打印机由谁负责？", "由陈静带出来的学徒赵磊和设计师吴倩一起负责。", PRINT_SHOP, False),
    w.faith("zh-bx-041", "mixed", "花语花店的配送费是多少？", "市内配送费20元，送到周边城市则收50元。", FLOWERS, False),
]

REFUSAL = [
    w.refusal("zh-bx-042", "refusal.plain", "墨香图文印刷店有顾客停车位吗？", "我不知道那里有没有顾客停车位。", PRINT_SHOP, True),
    w.refusal("zh-bx-043", "refusal.context", "滨江城市马拉松的冠军有奖金吗？", "所给的资料中没有提到奖金，因此我无法回答。", MARATHON, True),
    w.refusal("zh-bx-044", "refusal.short", "可以带狗去星空屋顶影院吗？", "不清楚。", CINEMA, True),
    w.refusal("zh-bx-045", "refusal.long", "云泉温泉提供按摩服务吗？", "感谢您的提问。我查看了关于云泉温泉的资料，其中介绍了汤池、票价、开放时间和桑拿区的年龄限制，但完全没有提到按摩服务。因此，很抱歉，我无法告诉您那里是否提供按摩。建议您直接向温泉前台咨询。", SPA, True),
    w.refusal("zh-bx-046", "refusal.hedged", "雪岭山屋的半膳多少钱？", "我不太确定，不过半膳好像是260元，含晚餐和早餐。", HUT, False),
    w.refusal("zh-bx-047", "refusal.partial", "向日葵幼儿园全日托每月多少钱？包含午餐吗？", "全日托每月2800元；至于是否包含午餐，资料里没有提到。", KINDERGARTEN, False),
]

CORRECTNESS = [
    w.correct("zh-bx-048", "correct.wordy", "价值超过5000元的失物由谁发还？", "价值超过5000元的贵重物品会被锁在保险柜里，能够把这些物品交还给失主的只有失物招领处的主任孙丽一个人。", "只能由招领处主任孙丽发还。", True),
    w.correct("zh-bx-049", "correct.short", "快修电脑维修店技术员黄伟的上级是谁？", "店长郑敏。", "技术员黄伟归店长郑敏管理。", True),
    w.correct("zh-bx-050", "correct.format", "滨江城市马拉松哪天举行？", "2025-11-16（周日）。", "2025年11月16日，星期日。", True),
    w.correct("zh-bx-051", "wrong.value", "弦音吉他学校十节课的套餐多少钱？", "十节课套餐2000元。", "十节课套餐1800元。", False),
    w.correct("zh-bx-052", "wrong.echo", "星空屋顶影院的酒吧几点开始营业？", "星空屋顶影院的酒吧晚上8点开始营业。", "晚上7点，比电影开场早一小时。", False),
    w.correct("zh-bx-053", "wrong.role", "陈静和赵磊是什么关系？", "赵磊是墨香图文印刷店的老板，陈静是他带出来的学徒。", "陈静是老板，她带出了学徒赵磊。", False),
]

RELEVANCY = [
    w.relevant("zh-bx-054", "relevant.direct", "想让花语花店当天送达，最晚几点前下单？", "下午3点前下单就能当天送达。", FLOWERS, True),
    w.relevant("zh-bx-055", "relevant.yesno", "我家14岁的孩子可以进云泉温泉的桑拿区吗？", "不可以，桑拿区只对16岁及以上的客人开放。", SPA, True),
    w.relevant("zh-bx-056", "offtopic.true", "滨江城市马拉松的报名费是多少？", "赛道沿途每5公里设一个补给站。", MARATHON, False),
    w.relevant("zh-bx-057", "offtopic.other", "向日葵幼儿园几点关门？", "同一家庭的第二个孩子可以享受九折优惠。", KINDERGARTEN, False),
]

DIAGNOSIS = [
    w.diag("zh-bx-058", "diag.pass", "在快修电脑维修店换笔记本屏幕要几天？", "一般需要三个工作日。", {"kuaixiu": REPAIR, "binjiang-marathon": MARATHON}, ("kuaixiu",), "pass"),
    w.diag("zh-bx-059", "diag.offtopic", "花语花店的鲜切花保证新鲜几天？", "花语花店自2017年起由许婷经营。", {"huayu": FLOWERS, "yunquan-spa": SPA}, ("huayu",), "fix_generation"),
    w.diag("zh-bx-060", "diag.unfaithful", "星空屋顶影院有多少把躺椅？", "影院有300把躺椅。", {"xingkong-cinema": CINEMA, "xianyin-guitar": GUITAR_SCHOOL}, ("xingkong-cinema",), "fix_generation"),
    w.diag("zh-bx-061", "diag.refused", "失主每周哪几天可以去失物招领处领取物品？", "抱歉，资料里没有写哪几天可以领取物品。", {"lost-found": LOST_FOUND, "xueling-hut": HUT}, ("lost-found",), "fix_generation"),
    w.diag("zh-bx-062", "diag.missed", "从松林停车场走到雪岭山屋要多久？", "所提供的文档中没有提到上山需要多长时间。", {"yunquan-spa": SPA, "moxiang-print": PRINT_SHOP}, ("xueling-hut",), "fix_retrieval"),
    w.diag("zh-bx-063", "diag.correct_refusal", "弦音吉他学校有网课吗？", "提供的文档里没有说明学校是否开设网课。", {"xianyin-guitar": GUITAR_SCHOOL, "huayu": FLOWERS}, (), "correct_refusal"),
    w.diag("zh-bx-064", "diag.should_refuse", "人民广场附近有马拉松选手专用停车场吗？", "有的，比赛当天选手可以免费使用人民广场地下停车场。", {"binjiang-marathon": MARATHON, "xiangrikui": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
