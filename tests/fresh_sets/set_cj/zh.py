"""Fresh set cj, Chinese: 口腔诊所、自助洗车场、天文馆、攀岩馆、图书馆创客空间、湖畔露营地、烹饪课、城市马拉松、住房合作社洗衣房和港湾游船。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTAL = (
    "康美口腔诊所周一至周五早上8点半到晚上6点营业，周六上午9点到下午1点营业，周日休息。"
    "这家诊所由王立新医生于2012年创办，他毕业于北京大学口腔医学院。"
    "洗牙由护士李晓燕负责，每次收费180元。"
    "新患者首次咨询免费。"
    "预约须至少提前24小时取消，否则收取50元爽约费。"
    "12岁以下儿童就诊时必须由家长陪同。"
)
CARWASH = (
    "绿洲自助洗车场共有6个洗车位和3台吸尘器。"
    "除春节当天外，洗车场全年每天24小时营业。"
    "洗车10分钟收费15元，超时后每分钟加收1元。"
    "可以用微信、支付宝或硬币付款，不收纸币。"
    "车高超过2米的车辆只能使用6号洗车位。"
)
PLANETARIUM = (
    "星河天文馆的球幕影厅直径20米，共有150个座位。"
    "周二至周日每天放映三场，分别在上午10点、下午2点和晚上7点半，周一闭馆。"
    "成人票60元，学生票30元，身高1.2米以下的儿童免费。"
    "每月第一个周六的晚场由天文学家陈思远博士现场讲解。"
    "放映开始后谢绝入场。"
)
CLIMBING = (
    "岩点攀岩馆拥有1,200平方米的岩壁和90条抱石线路。"
    "单次票98元，月卡599元。"
    "建议提前预约，但不强制。"
    "首次到馆的顾客必须先参加20分钟的安全培训，才能开始攀岩。"
    "定线员赵磊每两周更换一半的抱石线路。"
    "攀岩鞋每双租金15元，镁粉袋可免费借用。"
)
MAKERSPACE = (
    "市图书馆创客空间配有八台3D打印机、一台激光切割机和四台缝纫机。"
    "持读者证的读者每天最多可预约3D打印机2小时。"
    "3D打印按耗材重量收费，每克0.5元。"
    "激光切割机只有参加过馆员刘洋主讲的培训后才能使用，培训每周三下午5点举行。"
    "创客空间每周一闭馆。"
)
CAMPSITE = (
    "千岛湖畔的松林露营地共有50个营位，其中15个配有电源。"
    "普通营位每晚120元，带电营位每晚160元。"
    "入营时间为下午2点以后，离营须在中午12点前。"
    "晚上10点至次日早上7点为静音时段。"
    "除湖边的指定烧烤区外，营地内禁止生火。"
    "营地每年4月1日至10月31日开放。"
)
COOKING = (
    "厨师张美玲每周六下午在“小厨房”烹饪工作室教授川菜课。"
    "每节课下午2点开始，时长3小时，最多招收12名学员。"
    "学费每人280元，含全部食材。"
    "学员须年满14岁。"
    "工作室提供围裙，并建议学员自带饭盒打包剩菜。"
)
MARATHON = (
    "杭州城市马拉松将于2025年11月2日（星期日）早上7点半在黄龙体育中心鸣枪起跑。"
    "杭州是浙江省的省会。"
    "全程马拉松距离为42.195公里，关门时间为6小时。"
    "全程报名费为200元，报名截止日期为9月15日。"
    "预计约3万名选手参赛，其中四分之一是首次参加全程马拉松。"
    "参赛者须在比赛当天年满20周岁。"
)
LAUNDRY = (
    "和园住房合作社的公共洗衣房位于3号楼地下一层。"
    "洗衣房共有5台洗衣机和4台烘干机。"
    "社员可在早上7点到晚上10点之间预约，每次2小时。"
    "洗衣每次4元，烘干免费。"
    "管理员孙桂兰每周二上午打扫洗衣房。"
    "禁止在洗衣机里给衣物染色。"
)
BOAT = (
    "青岛海鸥号游船提供90分钟的港湾游览。"
    "每年4月至10月每天发船，上午10点、下午1点和下午4点从3号码头出发。"
    "成人票120元，儿童票60元，是成人票价的一半。"
    "船长周海负责驾驶，导游林小雨负责讲解。"
    "船上提供救生衣，拴绳的宠物狗可以登船。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cj-001", "para.reorder", "星河天文馆什么时候放映？", "上午10点、下午2点和晚上7点半各放映一场，放映日是周二至周日。", PLANETARIUM, True),
    w.faith("zh-cj-002", "para.passive", "康美口腔诊所是谁创办的？", "王立新医生在2012年创办了这家诊所。", DENTAL, True),
    w.faith("zh-cj-003", "para.synonym", "游船上有救生衣吗？能带狗吗？", "船上配备救生衣，系着牵引绳的狗也能上船。", BOAT, True),
    w.faith("zh-cj-004", "para.nominal", "第一次去岩点攀岩馆要注意什么？", "对首次到馆的顾客来说，参加20分钟的安全培训是开始攀岩的前提。", CLIMBING, True),
    w.faith("zh-cj-005", "para.capital", "浙江省的省会是哪座城市？", "浙江省的省会是杭州。", MARATHON, True),
    w.faith("zh-cj-006", "para.pronoun", "川菜课是谁教的？", "是张美玲。她是一名厨师，每周六下午在“小厨房”烹饪工作室上课。", COOKING, True),
    w.faith("zh-cj-007", "para.relative", "激光切割机的培训什么时候举行？", "由馆员刘洋主讲的培训每周三下午5点举行，参加后才能使用激光切割机。", MAKERSPACE, True),
    w.faith("zh-cj-008", "para.part", "洗衣房在哪里？", "在3号楼地下一层。", LAUNDRY, True),
    w.faith("zh-cj-009", "para.combine", "洗车怎么收费，能用什么付款？", "洗车10分钟15元，可以用微信、支付宝或硬币付款。", CARWASH, True),
    w.faith("zh-cj-010", "fmt.number", "创客空间有几台3D打印机？", "有8台3D打印机。", MAKERSPACE, True),
    w.faith("zh-cj-011", "fmt.thousands", "岩点攀岩馆的岩壁有多大？", "岩点攀岩馆的岩壁面积为1200平方米。", CLIMBING, True),
    w.faith("zh-cj-012", "fmt.scale", "杭州城市马拉松预计有多少人参赛？", "预计大约有30000名选手参赛。", MARATHON, True),
    w.faith("zh-cj-013", "fmt.date", "杭州城市马拉松哪天举行？", "比赛日期是2025-11-02，星期日。", MARATHON, True),
    w.faith("zh-cj-014", "fmt.time", "游船几点发船？", "游船在10:00、13:00和16:00从3号码头出发。", BOAT, True),
    w.faith("zh-cj-015", "fmt.unit", "车比较高的话用哪个洗车位？", "车高超过2 m的车辆只能用6号洗车位。", CARWASH, True),
    w.faith("zh-cj-016", "fmt.abbrev", "王立新医生是哪所学校毕业的？", "他毕业于北大口腔医学院。", DENTAL, True),
    w.faith("zh-cj-017", "fmt.currency", "岩点攀岩馆的月卡多少钱？", "月卡价格是¥599。", CLIMBING, True),
    w.faith("zh-cj-018", "fmt.range", "川菜课一节课收多少学员？", "每节课的学员不超过12人。", COOKING, True),
    w.faith("zh-cj-019", "fmt.period", "抱石线路多久更换一次？", "定线员赵磊每14天更换一半的抱石线路。", CLIMBING, True),
    w.faith("zh-cj-020", "fmt.share", "儿童票多少钱？", "儿童票60元，相当于成人票价的50%。", BOAT, True),
    w.faith("zh-cj-021", "para.except", "湖边的指定烧烤区可以生火吗？", "可以，湖边的指定烧烤区允许生火。", CAMPSITE, True),
    w.faith("zh-cj-022", "wrap.opener", "星河天文馆有多少个座位？", "好问题！星河天文馆的球幕影厅共有150个座位。", PLANETARIUM, True),
    w.faith("zh-cj-023", "wrap.closer", "洗衣房烘干要钱吗？", "烘干是免费的，洗衣每次4元。希望对您有帮助！", LAUNDRY, True),
    w.faith("zh-cj-024", "wrap.attribution", "洗车场收纸币吗？", "根据洗车场的介绍，这里不收纸币。", CARWASH, True),
    w.faith("zh-cj-025", "wrap.hedge", "川菜课的学费包含食材吗？", "据我所知，每人280元的学费包含全部食材。", COOKING, True),
    w.faith("zh-cj-026", "wrap.question", "康美口腔诊所洗牙多少钱？", "洗牙每次收费180元。需要我再告诉您诊所的营业时间吗？", DENTAL, True),
    w.faith("zh-cj-027", "value.number", "洗衣房有几台烘干机？", "洗衣房有5台洗衣机和3台烘干机。", LAUNDRY, False),
    w.faith("zh-cj-028", "value.date", "松林露营地什么时候开放？", "营地每年4月1日至11月30日开放。", CAMPSITE, False),
    w.faith("zh-cj-029", "value.time", "康美口腔诊所周六几点营业？", "周六上午9点到下午3点营业。", DENTAL, False),
    w.faith("zh-cj-030", "value.unit", "天文馆的球幕有多大？", "球幕影厅直径20英尺，共有150个座位。", PLANETARIUM, False),
    w.faith("zh-cj-031", "value.currency", "海鸥号游船成人票多少钱？", "成人票150元。", BOAT, False),
    w.faith("zh-cj-032", "role.swap", "康美口腔诊所是谁创办的？", "诊所是护士李晓燕创办的，洗牙则由王立新医生负责。", DENTAL, False),
    w.faith("zh-cj-033", "negation", "有读者证可以预约3D打印机吗？", "不可以，持读者证的读者不能预约3D打印机。", MAKERSPACE, False),
    w.faith("zh-cj-034", "antonym", "镁粉袋可以免费借吗？", "不可以，镁粉袋需要付费借用。", CLIMBING, False),
    w.faith("zh-cj-035", "modality", "上川菜课要带什么吗？", "工作室提供围裙，但学员必须自带饭盒打包剩菜。", COOKING, False),
    w.faith("zh-cj-036", "quantifier", "首次跑全马的选手多吗？", "预计参赛的约3万名选手中，大多数是首次参加全程马拉松。", MARATHON, False),
    w.faith("zh-cj-037", "value.except", "春节当天洗车场开门吗？", "开的，春节当天也照常24小时营业。", CARWASH, False),
    w.faith("zh-cj-038", "direction", "孩子看牙需要家长陪同吗？", "12岁以上的儿童就诊时必须由家长陪同。", DENTAL, False),
    w.faith("zh-cj-039", "added.fact", "游船从哪里出发？", "游船从3号码头出发，码头旁边还有免费停车场。", BOAT, False),
    w.faith("zh-cj-040", "added.entity", "松林露营地有多少个营位？", "营地共有50个营位，其中15个配有电源，营位由营地经理吴建国统一分配。", CAMPSITE, False),
    w.faith("zh-cj-041", "mixed", "洗衣房什么时候可以预约？", "社员可在早上7点到晚上10点之间预约，不过预约必须通过合作社的手机App进行。", LAUNDRY, False),
]
REFUSAL = [
    w.refusal("zh-cj-042", "refusal.plain", "星河天文馆有纪念品商店吗？", "抱歉，我没有这方面的信息。", PLANETARIUM, True),
    w.refusal("zh-cj-043", "refusal.context", "马拉松沿途有几个补给站？", "提供的资料中没有提到补给站的数量，我无法据此回答。", MARATHON, True),
    w.refusal("zh-cj-044", "refusal.short", "洗车场卖玻璃水吗？", "不清楚。", CARWASH, True),
    w.refusal("zh-cj-045", "refusal.long", "松林露营地可以带狗吗？", "感谢您的提问！很遗憾，我查到的资料里没有关于携带宠物的规定。资料只介绍了营位数量、价格、入营和离营时间以及生火规定。建议您直接联系松林露营地确认。", CAMPSITE, True),
    w.refusal("zh-cj-046", "refusal.hedged", "洗一次衣服多少钱？", "我不太确定，不过应该是每次4元。", LAUNDRY, False),
    w.refusal("zh-cj-047", "refusal.partial", "川菜课几点开始？有素食选项吗？", "课程下午2点开始，时长3小时；不过资料里没有提到是否有素食选项。", COOKING, False),
]
CORRECTNESS = [
    w.correct("zh-cj-048", "correct.wordy", "岩点攀岩馆的定线员是谁？", "岩点攀岩馆负责定线工作的是定线员赵磊，他每两周会更换一半的抱石线路。", "赵磊", True),
    w.correct("zh-cj-049", "correct.short", "松林露营地带电营位每晚多少钱？", "160元。", "松林露营地带电营位每晚160元，普通营位每晚120元。", True),
    w.correct("zh-cj-050", "correct.format", "杭州城市马拉松几点起跑？", "7:30。", "早上7点半", True),
    w.correct("zh-cj-051", "wrong.value", "创客空间3D打印每克多少钱？", "每克2元。", "每克0.5元", False),
    w.correct("zh-cj-052", "wrong.echo", "学员需要满多少岁才能上川菜课？", "学员需要满一定岁数才能上川菜课。", "年满14岁", False),
    w.correct("zh-cj-053", "wrong.role", "海鸥号游船由谁驾驶？", "由导游林小雨驾驶。", "船长周海", False),
]
RELEVANCY = [
    w.relevant("zh-cj-054", "relevant.direct", "康美口腔诊所哪天不开门？", "周日休息。", DENTAL, True),
    w.relevant("zh-cj-055", "relevant.yesno", "去岩点攀岩馆必须先预约吗？", "不必，建议提前预约，但不强制。", CLIMBING, True),
    w.relevant("zh-cj-056", "offtopic.true", "海鸥号游船几点发船？", "船上提供救生衣。", BOAT, False),
    w.relevant("zh-cj-057", "offtopic.other", "创客空间的3D打印怎么收费？", "激光切割机培训每周三下午5点举行。", MAKERSPACE, False),
]
DIAGNOSIS = [
    w.diag("zh-cj-058", "diag.pass", "川菜课学费多少？", "每人280元，含全部食材。", {"cooking": COOKING, "makerspace": MAKERSPACE}, ("cooking",), "pass"),
    w.diag("zh-cj-059", "diag.offtopic", "洗衣房在哪栋楼？", "洗衣每次4元，烘干免费。", {"laundry": LAUNDRY, "dental": DENTAL}, ("laundry",), "fix_generation"),
    w.diag("zh-cj-060", "diag.unfaithful", "杭州城市马拉松全程的关门时间是多少？", "关门时间为5小时。", {"marathon": MARATHON, "boat": BOAT}, ("marathon",), "fix_generation"),
    w.diag("zh-cj-061", "diag.refused", "星河天文馆成人票多少钱？", "抱歉，我无法回答这个问题。", {"planetarium": PLANETARIUM, "climbing": CLIMBING}, ("planetarium",), "fix_generation"),
    w.diag("zh-cj-062", "diag.missed", "绿洲自助洗车场有几个洗车位？", "抱歉，资料里没有洗车位数量的信息。", {"campsite": CAMPSITE, "cooking": COOKING}, ("carwash",), "fix_retrieval"),
    w.diag("zh-cj-063", "diag.correct_refusal", "岩点攀岩馆有儿童课程吗？", "抱歉，资料中没有关于儿童课程的信息。", {"climbing": CLIMBING, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("zh-cj-064", "diag.should_refuse", "海鸥号游船上可以吃晚餐吗？", "可以，海鸥号晚上提供海鲜自助晚餐。", {"boat": BOAT, "campsite": CAMPSITE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
