"""Chinese cases of fresh set by: a community climbing gym (攀途社区攀岩馆), a pet grooming
salon (毛球宠物美容店), a language exchange cafe (语林咖啡馆), a ferry line (海鸥岛渡轮), a
camping ground (松涛露营地), a physiotherapy practice (康衡物理治疗诊所), a second-hand
bookshop (旧页二手书店), a rowing regatta (碧水河赛艇赛), a planetarium show (星穹天文馆) and
an electric scooter rental (快跑电动滑板车)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GYM = "攀途社区攀岩馆位于文庙街，由定线员罗佳和馆长周启明共同管理。除周一外，攀岩馆每天7:00至22:00开放。单日票60元，十次卡500元。所有新会员在使用顶绳区之前都必须完成45分钟的保护考核，12岁以下儿童只有在成人陪同下才能攀爬。抱石墙高4.5米，共有约1,200个岩点。"
GROOM = "毛球宠物美容店位于鼓楼区，为猫和狗提供美容服务。店主陈雨桐负责全部修剪造型，助理刘子航负责洗澡和吹干。小型犬全套美容收费180元，约需90分钟。预约须至少提前24小时取消，否则收取50元手续费。本店周二至周六9:00至17:00营业，只接待体重不超过20公斤的狗。"
CAFE = "语林咖啡馆位于天河路，每周四晚上6:30至9:00举办语言交换活动。入场费30元，含一杯饮料。座位按语言分桌，设有英语桌、日语桌和西班牙语桌，每桌最多坐8人。每场活动有一半时间说目标语言，另一半时间说中文。活动组织者林晓雯请第一次参加的人在周三中午12点前在线报名。"
FERRY = "海鸥岛渡轮从东港开往海鸥岛，航程20公里，用时50分钟。6月1日至9月15日期间每天有六个班次，首班7:15开，末班19:45开。成人往返票80元，5岁以下儿童免费，自行车随船托运收费10元。车辆须在开船前至少30分钟办理登船手续。渡轮“海燕号”最多可载乘客350人、车辆40辆。"
CAMP = "松涛露营地位于青屿湖畔，共有100个营位，每年4月15日至10月15日开放。帐篷营位每晚150元，含两人，每增加一人加收30元。入住时间从14:00开始，退营须在11:00前完成。22:00至次日7:00为静默时间，篝火只能在营地提供的金属火盆里生。营地管理员是何建国。"
PHYSIO = "康衡物理治疗诊所由孙慧敏医生带领，共有三名治疗师。首次评估60分钟，收费300元；复诊每次30分钟，收费200元。持有医生转诊单的患者每次治疗可享受九折优惠。诊所工作日8:00至18:00营业，周六8:00至13:00营业。未提前至少12小时通知而缺席的预约将全额收费。"
BOOKS = "旧页二手书店位于中山路，店主是黄志远。收购旧书时，黄志远按标价的25%支付现金，或按标价的40%折成店内购书额度。平装书售价在10元到40元之间。店内藏书约1.5万册，珍本书柜只在顾客要求时才打开。营业时间为周三至周日10:00至18:00。"
REGATTA = "碧水河赛艇赛将于2025年6月14日（星期六）举行，赛道长2000米。比赛8:30开始，八人艇决赛在16:00进行。参赛队伍须在5月31日前报名，报名费每条船500元。赛事由碧水赛艇俱乐部主办，裁判由地区赛艇协会派出。今年还有一支来自泰国首都的特邀队伍参赛。"
PLANET = "星穹天文馆正在上映《土星之旅》，片长40分钟，由天文学家郑晓岚博士解说。每周二至周日11:00、14:00和19:30各放映一场。成人票50元，4至12岁儿童票30元，4岁以下儿童谢绝入场。球幕直径18米，设有150个座位。放映开始后，迟到的观众不能入场。"
SCOOTER = "快跑电动滑板车通过手机应用在园区提供租车服务。解锁费1元，骑行费每分钟0.5元。骑行者须年满18周岁并持有驾驶证。滑板车最高时速限制为20公里，必须停放在指定区域，停在其他地方将被罚款20元。服务时间为6:00至24:00，满电续航约40公里。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-by-001", "para.reorder", "攀途社区攀岩馆由谁管理？", "馆长周启明和定线员罗佳一起管理这家攀岩馆。", GYM, True),
    w.faith("zh-by-002", "para.passive", "毛球宠物美容店里谁负责什么？", "全部修剪造型都由店主陈雨桐完成，洗澡和吹干则由助理刘子航负责。", GROOM, True),
    w.faith("zh-by-003", "para.synonym", "在松涛露营地可以生篝火吗？", "营火只能在营地配备的金属火盆中点燃。", CAMP, True),
    w.faith("zh-by-004", "para.nominal", "开车坐渡轮要提前多久到？", "车辆登船手续的办理须在开船前至少30分钟完成。", FERRY, True),
    w.faith("zh-by-005", "para.capital", "这次赛艇赛有特邀队伍吗？", "有，今年还有一支来自曼谷的特邀队伍参赛。", REGATTA, True),
    w.faith("zh-by-006", "para.pronoun", "《土星之旅》有多长？由谁解说？", "它时长40分钟，由天文学家郑晓岚博士解说。", PLANET, True),
    w.faith("zh-by-007", "para.relative", "快跑电动滑板车解锁要多少钱？", "通过手机应用在园区出租电动滑板车的快跑，解锁费是1元。", SCOOTER, True),
    w.faith("zh-by-008", "para.part", "语林咖啡馆有日语桌吗？", "有，日语是单独设桌的语言之一。", CAFE, True),
    w.faith("zh-by-009", "para.combine", "康衡物理治疗诊所由谁带领？周六营业吗？", "由孙慧敏医生带领的康衡物理治疗诊所周六也营业，时间是8:00至13:00。", PHYSIO, True),
    w.faith("zh-by-010", "fmt.number", "松涛露营地有多少个营位？", "营地一共有一百个营位。", CAMP, True),
    w.faith("zh-by-011", "fmt.thousands", "攀途的抱石墙上有多少个岩点？", "抱石墙上大约有1200个岩点。", GYM, True),
    w.faith("zh-by-012", "fmt.scale", "旧页二手书店大概有多少藏书？", "店里藏书约15,000册。", BOOKS, True),
    w.faith("zh-by-013", "fmt.date", "碧水河赛艇赛哪天举行？", "比赛定于2025-06-14举行，那天是周六。", REGATTA, True),
    w.faith("zh-by-014", "fmt.time", "夏季末班渡轮几点开？", "末班船晚上七点四十五分开。", FERRY, True),
    w.faith("zh-by-015", "fmt.unit", "到海鸥岛的航程有多远？", "航程20千米，需要50分钟。", FERRY, True),
    w.faith("zh-by-016", "fmt.abbrev", "康衡物理治疗诊所工作日几点营业？", "康衡理疗工作日的营业时间是8:00至18:00。", PHYSIO, True),
    w.faith("zh-by-017", "fmt.currency", "语言交换活动的入场费是多少？", "入场费¥30，含一杯饮料。", CAFE, True),
    w.faith("zh-by-018", "fmt.range", "毛球宠物美容店接待多重的狗？", "能接待的狗体重最多20公斤。", GROOM, True),
    w.faith("zh-by-019", "fmt.period", "美容预约最晚什么时候取消？", "至少要提前一天取消，否则要收50元手续费。", GROOM, True),
    w.faith("zh-by-020", "fmt.share", "每场活动有多少时间说目标语言？", "每场活动50%的时间说目标语言，其余时间说中文。", CAFE, True),
    w.faith("zh-by-021", "para.except", "攀途社区攀岩馆什么时候开放？", "攀岩馆周一闭馆，其他日子每天7:00至22:00开放。", GYM, True),
    w.faith("zh-by-022", "wrap.opener", "天文馆的票价是多少？", "问得好！成人票50元，4至12岁儿童票30元。", PLANET, True),
    w.faith("zh-by-023", "wrap.closer", "谁可以租快跑的滑板车？", "骑行者须年满18周岁并持有驾驶证。希望对你有帮助！", SCOOTER, True),
    w.faith("zh-by-024", "wrap.attribution", "旧页二手书店收书时怎么付钱？", "根据文档，黄志远按标价的25%付现金，或按40%折成店内购书额度。", BOOKS, True),
    w.faith("zh-by-025", "wrap.hedge", "赛艇赛的报名费是多少？", "我认为报名费是每条船500元。", REGATTA, True),
    w.faith("zh-by-026", "wrap.question", "松涛露营地的静默时间是几点？", "静默时间是22:00到次日7:00。需要我再介绍一下篝火规定吗？", CAMP, True),
    w.faith("zh-by-027", "value.number", "松涛露营地有多少个营位？", "松涛露营地共有120个营位。", CAMP, False),
    w.faith("zh-by-028", "value.date", "碧水河赛艇赛哪天举行？", "比赛将于2025年6月21日（星期六）举行。", REGATTA, False),
    w.faith("zh-by-029", "value.time", "《土星之旅》每天几点放映？", "每周二至周日11:00、15:00和19:30各放映一场。", PLANET, False),
    w.faith("zh-by-030", "value.unit", "毛球宠物美容店接待多重的狗？", "本店只接待体重不超过20磅的狗。", GROOM, False),
    w.faith("zh-by-031", "value.currency", "渡轮成人往返票多少钱？", "成人往返票108元。", FERRY, False),
    w.faith("zh-by-032", "role.swap", "毛球宠物美容店谁负责修剪造型？", "助理刘子航负责全部修剪造型，店主陈雨桐负责洗澡和吹干。", GROOM, False),
    w.faith("zh-by-033", "negation", "渡轮上可以带自行车吗？", "不可以，渡轮不托运自行车。", FERRY, False),
    w.faith("zh-by-034", "antonym", "松涛露营地几点可以入住？", "入住时间在14:00截止，退营须在11:00前完成。", CAMP, False),
    w.faith("zh-by-035", "modality", "新会员需要参加保护考核吗？", "新会员如果愿意，可以参加45分钟的保护考核，但这不是必须的。", GYM, False),
    w.faith("zh-by-036", "quantifier", "康衡物理治疗诊所谁可以打折？", "所有患者每次治疗都可享受九折优惠。", PHYSIO, False),
    w.faith("zh-by-037", "value.except", "攀途社区攀岩馆哪几天开放？", "攀岩馆每天都开放，包括周一，时间是7:00至22:00。", GYM, False),
    w.faith("zh-by-038", "direction", "赛艇赛什么时候报名？", "报名在5月31日之后开始，报名费每条船500元。", REGATTA, False),
    w.faith("zh-by-039", "added.fact", "快跑滑板车怎么收费？", "解锁费1元，骑行费每分钟0.5元，周末前10分钟免费。", SCOOTER, False),
    w.faith("zh-by-040", "added.entity", "旧页二手书店的店主是谁？", "店主是黄志远，他和妹妹黄志敏一起经营这家书店。", BOOKS, False),
    w.faith("zh-by-041", "mixed", "康衡物理治疗诊所的复诊一次多长时间？", "复诊每次30分钟，费用可以全部用医保报销。", PHYSIO, False),
]

REFUSAL = [
    w.refusal("zh-by-042", "refusal.plain", "攀途社区攀岩馆有桑拿房吗？", "抱歉，我不知道攀途社区攀岩馆有没有桑拿房。", GYM, True),
    w.refusal("zh-by-043", "refusal.context", "渡轮上有小卖部吗？", "所提供的资料没有提到渡轮上是否有小卖部。", FERRY, True),
    w.refusal("zh-by-044", "refusal.short", "松涛露营地可以带狗吗？", "无法回答。", CAMP, True),
    w.refusal("zh-by-045", "refusal.long", "星穹天文馆有停车场吗？", "感谢您的提问。很遗憾，我手头的资料只介绍了《土星之旅》这部节目、放映时间和票价，完全没有提到星穹天文馆的停车情况。我不想凭猜测给您答复，所以这个问题我无法回答。建议您直接联系天文馆工作人员确认。", PLANET, True),
    w.refusal("zh-by-046", "refusal.hedged", "康衡物理治疗诊所复诊一次多少钱？", "我不太确定，不过复诊一次好像是200元。", PHYSIO, False),
    w.refusal("zh-by-047", "refusal.partial", "快跑滑板车骑行怎么收费？有月卡吗？", "解锁费1元，骑行每分钟0.5元。至于有没有月卡，我没有找到相关信息。", SCOOTER, False),
]

CORRECTNESS = [
    w.correct("zh-by-048", "correct.wordy", "碧水河赛艇赛的赛道有多长？", "参加碧水河赛艇赛的队伍从起点划到终点，需要完成的整条赛道总长度为2000米。", "赛道长2000米。", True),
    w.correct("zh-by-049", "correct.short", "黄志远按标价的百分之几折成购书额度？", "40%。", "按标价的40%折成店内购书额度。", True),
    w.correct("zh-by-050", "correct.format", "夏季首班渡轮几点开？", "早上七点一刻。", "首班船7:15开。", True),
    w.correct("zh-by-051", "wrong.value", "松涛露营地帐篷营位一晚多少钱？", "帐篷营位每晚180元，含两人。", "帐篷营位每晚150元，含两人。", False),
    w.correct("zh-by-052", "wrong.echo", "小型犬全套美容需要多长时间？", "小型犬全套美容需要大约三个小时。", "约需90分钟。", False),
    w.correct("zh-by-053", "wrong.role", "碧水河赛艇赛由谁主办？裁判由谁派出？", "赛事由地区赛艇协会主办，裁判由碧水赛艇俱乐部派出。", "赛事由碧水赛艇俱乐部主办，裁判由地区赛艇协会派出。", False),
]

RELEVANCY = [
    w.relevant("zh-by-054", "relevant.direct", "星穹天文馆的球幕有多大？", "球幕直径18米，可容纳150名观众。", PLANET, True),
    w.relevant("zh-by-055", "relevant.yesno", "参加语言交换活动需要提前报名吗？", "需要，第一次参加的人要在周三中午12点前在线报名。", CAFE, True),
    w.relevant("zh-by-056", "offtopic.true", "在渡轮上托运自行车要多少钱？", "渡轮“海燕号”最多可载乘客350人、车辆40辆。", FERRY, False),
    w.relevant("zh-by-057", "offtopic.other", "康衡物理治疗诊所的首次评估要多长时间？", "未提前12小时通知而缺席的预约会全额收费。", PHYSIO, False),
]

DIAGNOSIS = [
    w.diag("zh-by-058", "diag.pass", "快跑滑板车最快能开多快？", "快跑滑板车的最高时速限制为20公里。", {"kuaipao": SCOOTER, "songtao": CAMP}, ("kuaipao",), "pass"),
    w.diag("zh-by-059", "diag.offtopic", "旧页二手书店几点营业？", "店内藏书约1.5万册。", {"jiuye": BOOKS, "yulin": CAFE}, ("jiuye",), "fix_generation"),
    w.diag("zh-by-060", "diag.unfaithful", "松涛露营地最晚几点退营？", "退营须在13:00前完成。", {"songtao": CAMP, "haiou": FERRY}, ("songtao",), "fix_generation"),
    w.diag("zh-by-061", "diag.refused", "毛球宠物美容店星期几营业？", "抱歉，我在文档中没有找到营业日的信息。", {"maoqiu": GROOM, "kangheng": PHYSIO}, ("maoqiu",), "fix_generation"),
    w.diag("zh-by-062", "diag.missed", "碧水河赛艇赛的报名费是多少？", "我手上的文档没有提到赛艇赛的报名费。", {"xingqiong": PLANET, "pantu": GYM}, ("bishui-regatta",), "fix_retrieval"),
    w.diag("zh-by-063", "diag.correct_refusal", "语林咖啡馆有无线网络吗？", "文档中没有说明语林咖啡馆是否有无线网络。", {"yulin": CAFE, "jiuye": BOOKS}, (), "correct_refusal"),
    w.diag("zh-by-064", "diag.should_refuse", "攀途社区攀岩馆开设瑜伽课吗？", "开设，攀途每周三晚上都有瑜伽课。", {"pantu": GYM, "kuaipao": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
