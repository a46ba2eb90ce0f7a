"""Chinese cases of fresh set bn. Scenarios: 康途康复理疗中心 in Hangzhou (a physiotherapy
practice), 云岭索道 (a mountain cable car), 拾陶工作室 in Chengdu (a pottery studio), 速骑 in
Shenzhen (an e-scooter rental), 恒信税务师事务所 (a tax advice office), 半山婚礼庄园 in Sanya (a
wedding venue), 蓝天通航飞行学校 in Anyang (a flight school), 海风青年旅舍 in Qingdao (a youth
hostel), 租本 in Beijing (a laptop rental service) and 蔚蓝海洋馆 in Dalian (an aquarium)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PHYSIO = "周敏医生于2015年创办了杭州西湖区的康途康复理疗中心，运动损伤由理疗师陈浩负责。常规治疗每次45分钟，收费280元；首次评估需要60分钟，收费380元。中心周一至周五8:00至19:00营业，周六9:00至13:00营业。距预约时间不足24小时取消的，需全额付费，但能出示住院证明的除外。患者首次就诊时必须携带转诊单，也可以自带毛巾。"

CABLE_CAR = "云岭索道把游客从海拔1850米的下站送到海拔3,120米的上站，单程大约需要10分钟。每个轿厢最多可载30人，8:00至17:30之间每10分钟发一班。成人往返票180元，6至14岁儿童往返票90元，6岁以下儿童免费。除每年11月3日至21日的例行检修期外，索道每天运行。犬只必须拴绳，在轿厢内还必须佩戴嘴套。"

POTTERY = "成都的拾陶工作室开设为期六周的拉坯课程，由陶艺师林晓雯授课。课程每周二晚上6:30至9:00上课，每班最多8名学员。学费1800元，包含12.5公斤陶泥、全部釉料以及每件作品的两次烧制。作品在最后一次釉烧后大约两周可以领取。缺课的学员可以在周四的开放工作时段补课，但仅限于同一期课程内。"

SCOOTER = "深圳的速骑通过微信小程序出租电动滑板车。解锁一次1元，骑行每分钟0.5元，每天最多收费60元。用户必须年满18周岁并持有有效驾驶证。滑板车只能停放在小程序标出的停车区内，停在区外将收取20元调度费。电池充满一次最多可行驶30公里。"

TAX = "恒信税务师事务所由王立群和刘佳于2008年共同创办，在苏州和马来西亚首都各设有一个办公室。刘佳担任主任合伙人，王立群负责小微企业团队。个人所得税年度汇算代办统一收费600元，每多一处出租房产加收150元。客户须在5月31日前提交全部材料，才能保证在6月30日截止前完成申报。事务所工作日9:00至17:30办公，6月份周六10:00至14:00也办公。"

WEDDING = "三亚的半山婚礼庄园的主宴会厅最多可容纳180位宾客就座，举办站立酒会时可容纳260人。周六场地费为58,000元，工作日为36,000元。预订时须支付25%的定金，余款须在婚礼前八周付清。音乐必须在晚上10:30前结束，所有宾客须在午夜12点前离开庄园。新人只有从庄园认可的五家供应商中选择，才可以使用外部餐饮。"

FLIGHT = "蓝天通航飞行学校位于河南安阳，使用塞斯纳172飞机培训私用驾驶员。私用驾驶员执照课程至少需要40小时飞行时间，其中至少10小时必须单飞。飞行训练每小时2,800元（含燃油），地面理论课费用为8,000元。学员年满16岁即可开始训练，但须年满17岁才能取得执照。总飞行教员赵明远机长此前在东岳航空飞行了20年。"

HOSTEL = "青岛的海风青年旅舍共有88个床位，分布在4人间、6人间和8人间，另有六间双床房。8人间床位每晚75元，双床房每晚220元。14:00起可以办理入住，退房时间为12:00前。早餐7:30至9:30供应，已包含在房费中，但通过第三方网站预订的除外。住客须年满16岁，有父母陪同的除外。"

LAPTOP = "北京的租本公司向学生和企业出租笔记本电脑。配备16GB内存的14英寸标准笔记本每天50元，或每周280元，最短租期为三天。取机时需交纳1,500元押金，归还后可退。逾期归还的，每开始一个24小时加收一天租金。北京五环内送货，租期10天及以上免费，否则收费30元。"

AQUARIUM = "大连的蔚蓝海洋馆于2001年开馆，共有约6,000只动物，分属400个物种。最大的水缸装有300万升海水，里面生活着三条沙虎鲨。海洋馆每天9:00至17:30开放，每周二、周四和周日下午2:30喂鲨鱼。成人票150元，身高1.2米以下的儿童免票。海洋生物学家孙雨桐博士负责海龟救助项目，该项目自2006年以来已放归180只海龟。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bn-001", "para.reorder", "康途的首次评估需要多长时间，费用是多少？", "费用是380元，时间为60分钟。", PHYSIO, True),
    w.faith("zh-bn-002", "para.passive", "康途康复理疗中心是谁创办的？", "该中心由周敏医生于2015年创办。", PHYSIO, True),
    w.faith("zh-bn-003", "para.synonym", "常规治疗一次多长时间？", "普通理疗每次持续45分钟，费用为280元。", PHYSIO, True),
    w.faith("zh-bn-004", "para.nominal", "坐云岭索道上山要多久？", "从下站到上站的单程运行时间约为10分钟。", CABLE_CAR, True),
    w.faith("zh-bn-005", "para.capital", "恒信税务师事务所在哪里有办公室？", "在苏州和吉隆坡各有一个办公室。", TAX, True),
    w.faith("zh-bn-006", "para.pronoun", "恒信的小微企业团队由谁负责？", "由王立群负责。他在2008年和刘佳一起创办了这家事务所，目前带领小微企业团队。", TAX, True),
    w.faith("zh-bn-007", "para.relative", "半山婚礼庄园的主宴会厅能坐多少位宾客？", "举办站立酒会时可容纳260人的主宴会厅，最多可供180位宾客就座。", WEDDING, True),
    w.faith("zh-bn-008", "para.part", "周四有喂鲨鱼吗？", "有，周四下午2:30喂鲨鱼。", AQUARIUM, True),
    w.faith("zh-bn-009", "para.combine", "请介绍一下蓝天通航的训练飞机和总飞行教员。", "蓝天通航用塞斯纳172飞机培训私用驾驶员，总飞行教员赵明远机长此前在东岳航空飞了20年。", FLIGHT, True),
    w.faith("zh-bn-010", "fmt.number", "海风青年旅舍有几间双床房？", "旅舍有6间双床房。", HOSTEL, True),
    w.faith("zh-bn-011", "fmt.thousands", "云岭索道上站海拔多少米？", "上站海拔3120米。", CABLE_CAR, True),
    w.faith("zh-bn-012", "fmt.scale", "拉坯课程的学费里包含多少陶泥？", "学费包含12500克陶泥。", POTTERY, True),
    w.faith("zh-bn-013", "fmt.date", "云岭索道什么时候停运检修？", "每年11.3至11.21停运检修。", CABLE_CAR, True),
    w.faith("zh-bn-014", "fmt.time", "康途工作日几点关门？", "周一至周五晚上七点关门。", PHYSIO, True),
    w.faith("zh-bn-015", "fmt.unit", "云岭索道下站海拔多高？", "下站海拔1850 m。", CABLE_CAR, True),
    w.faith("zh-bn-016", "fmt.abbrev", "私用驾驶员执照课程需要多少飞行时间？", "PPL课程至少要飞40小时。", FLIGHT, True),
    w.faith("zh-bn-017", "fmt.currency", "速骑骑行每分钟多少钱？", "骑行每分钟5角钱。", SCOOTER, True),
    w.faith("zh-bn-018", "fmt.range", "云岭索道每个轿厢能坐多少人？", "每个轿厢载客不超过30人。", CABLE_CAR, True),
    w.faith("zh-bn-019", "fmt.period", "拉坯课程的作品什么时候可以领取？", "最后一次釉烧后大约14天就可以领取。", POTTERY, True),
    w.faith("zh-bn-020", "fmt.share", "半山婚礼庄园预订时要付多少定金？", "预订时须支付四分之一的定金。", WEDDING, True),
    w.faith("zh-bn-021", "para.except", "海风青年旅舍的房费包含早餐吗？", "包含，不过如果是通过第三方网站预订的，就不含早餐。", HOSTEL, True),
    w.faith("zh-bn-022", "wrap.opener", "多大年纪可以租速骑的滑板车？", "好问题！用户必须年满18周岁，并且持有有效驾驶证。", SCOOTER, True),
    w.faith("zh-bn-023", "wrap.closer", "租本的最短租期是多久？", "最短要租三天。希望对您有帮助！", LAPTOP, True),
    w.faith("zh-bn-024", "wrap.attribution", "恒信代办个人所得税年度汇算收费多少？", "根据文件，个人所得税年度汇算代办统一收费600元。", TAX, True),
    w.faith("zh-bn-025", "wrap.hedge", "蔚蓝海洋馆的开放时间是什么？", "我觉得应该是每天9:00到17:30开放。", AQUARIUM, True),
    w.faith("zh-bn-026", "wrap.question", "租本送货免费吗？", "北京五环内，租期10天及以上免费送货，否则收30元。您还想了解押金方面的情况吗？", LAPTOP, True),
    w.faith("zh-bn-027", "value.number", "海风青年旅舍一共有多少个床位？", "旅舍共有78个床位。", HOSTEL, False),
    w.faith("zh-bn-028", "value.date", "恒信的客户最晚什么时候要交材料？", "客户须在5月15日前提交全部材料。", TAX, False),
    w.faith("zh-bn-029", "value.time", "半山婚礼庄园的音乐几点前必须结束？", "音乐必须在晚上11:30前结束。", WEDDING, False),
    w.faith("zh-bn-030", "value.unit", "速骑滑板车充满一次电能跑多远？", "充满一次最多可行驶30英里。", SCOOTER, False),
    w.faith("zh-bn-031", "value.currency", "蔚蓝海洋馆的成人票多少钱？", "成人票150美元。", AQUARIUM, False),
    w.faith("zh-bn-032", "role.swap", "恒信的两位创办人分别担任什么职务？", "王立群担任主任合伙人，刘佳负责小微企业团队。", TAX, False),
    w.faith("zh-bn-033", "negation", "首次就诊要带转诊单吗？", "不用，首次就诊不必携带转诊单。", PHYSIO, False),
    w.faith("zh-bn-034", "antonym", "沙虎鲨养在哪个水缸里？", "三条沙虎鲨生活在装有300万升海水的最小水缸里。", AQUARIUM, False),
    w.faith("zh-bn-035", "modality", "去康途需要自带毛巾吗？", "需要，患者必须自带毛巾。", PHYSIO, False),
    w.faith("zh-bn-036", "quantifier", "海风青年旅舍的宿舍是几人间？", "所有宿舍都是8人间。", HOSTEL, False),
    w.faith("zh-bn-037", "value.except", "如果因为住院而临时取消预约，还要付费吗？", "要，不足24小时取消的一律全额付费，即使出示住院证明也一样。", PHYSIO, False),
    w.faith("zh-bn-038", "direction", "半山婚礼庄园的余款什么时候付清？", "余款在婚礼结束后八周内付清即可。", WEDDING, False),
    w.faith("zh-bn-039", "added.fact", "蓝天通航用什么飞机训练？", "学校使用塞斯纳172飞机，这些飞机都是2020年全新购入的。", FLIGHT, False),
    w.faith("zh-bn-040", "added.entity", "拉坯课程由谁授课？", "由陶艺师林晓雯和她的助教张磊一起授课。", POTTERY, False),
    w.faith("zh-bn-041", "mixed", "速骑滑板车可以停在哪里？", "只能停在小程序标出的停车区内，停在充电桩旁边还能获得10分钟免费骑行。", SCOOTER, False),
]

REFUSAL = [
    w.refusal("zh-bn-042", "refusal.plain", "云岭索道上站有餐厅吗？", "我不知道上站有没有餐厅。", CABLE_CAR, True),
    w.refusal("zh-bn-043", "refusal.context", "租本有带独立显卡的游戏本出租吗？", "所提供的资料中没有提到租本是否出租带独立显卡的笔记本。", LAPTOP, True),
    w.refusal("zh-bn-044", "refusal.short", "蓝天通航的地面理论课要上几周？", "不知道。", FLIGHT, True),
    w.refusal("zh-bn-045", "refusal.long", "海风青年旅舍有寄存行李的储物柜吗？", "感谢您的提问。很抱歉，我手头关于海风青年旅舍的资料只涉及床位、价格、入住和退房时间以及早餐，并没有提到储物柜或行李寄存，所以我无法告诉您那里是否有储物柜。建议您直接联系旅舍确认。", HOSTEL, True),
    w.refusal("zh-bn-046", "refusal.hedged", "蔚蓝海洋馆什么时候喂鲨鱼？", "我不太确定，不过好像是每周二、周四和周日下午2:30。", AQUARIUM, False),
    w.refusal("zh-bn-047", "refusal.partial", "恒信代办个人所得税汇算收费多少？可以分期付款吗？", "个人所得税年度汇算代办统一收费600元。至于能否分期付款，资料里没有提到。", TAX, False),
]

CORRECTNESS = [
    w.correct("zh-bn-048", "correct.wordy", "云岭索道的成人往返票多少钱？", "如果您是成人，想坐云岭索道上山之后再坐回下站，就需要买一张往返票，这张往返票的价格是180元。", "成人往返票180元。", True),
    w.correct("zh-bn-049", "correct.short", "蔚蓝海洋馆的海龟救助项目已经放归了多少只海龟？", "180只。", "该项目自2006年以来已放归180只海龟。", True),
    w.correct("zh-bn-050", "correct.format", "海风青年旅舍几点可以办理入住？", "下午两点起。", "14:00起可以办理入住。", True),
    w.correct("zh-bn-051", "wrong.value", "在租本租一台标准笔记本一周多少钱？", "一周350元。", "标准笔记本每周280元。", False),
    w.correct("zh-bn-052", "wrong.echo", "蓝天通航飞行学校开始训练的最低年龄是多少岁？", "蓝天通航飞行学校开始训练的最低年龄是17岁。", "学员年满16岁即可开始训练。", False),
    w.correct("zh-bn-053", "wrong.role", "康途康复理疗中心是谁创办的？运动损伤由谁负责？", "理疗师陈浩创办了该中心，运动损伤由周敏医生负责。", "周敏医生创办了该中心，运动损伤由理疗师陈浩负责。", False),
]

RELEVANCY = [
    w.relevant("zh-bn-054", "relevant.direct", "拾陶工作室每班最多几名学员？", "每班最多8名学员。", POTTERY, True),
    w.relevant("zh-bn-055", "relevant.direct", "半山婚礼庄园的宾客最晚几点要离开？", "所有宾客须在午夜12点前离开庄园。", WEDDING, True),
    w.relevant("zh-bn-056", "relevant.yesno", "租速骑的滑板车需要驾驶证吗？", "需要，必须持有有效驾驶证。", SCOOTER, True),
    w.relevant("zh-bn-057", "offtopic.true", "蔚蓝海洋馆的海龟救助项目由谁负责？", "蔚蓝海洋馆于2001年开馆，共有约6,000只动物。", AQUARIUM, False),
    w.relevant("zh-bn-058", "offtopic.other", "蓝天通航的飞行训练每小时多少钱？", "学员须年满17岁才能取得执照。", FLIGHT, False),
]

DIAGNOSIS = [
    w.diag("zh-bn-059", "diag.pass", "速骑每天最多收费多少？", "每天最多收费60元。", {"suqi": SCOOTER, "zuben": LAPTOP}, ("suqi",), "pass"),
    w.diag("zh-bn-060", "diag.offtopic", "海风青年旅舍几点前退房？", "8人间床位每晚75元。", {"haifeng": HOSTEL, "banshan": WEDDING}, ("haifeng",), "fix_generation"),
    w.diag("zh-bn-061", "diag.unfaithful", "蔚蓝海洋馆有多少个物种？", "海洋馆的动物分属约4,000个物种。", {"weilan": AQUARIUM, "yunling": CABLE_CAR}, ("weilan",), "fix_generation"),
    w.diag("zh-bn-062", "diag.refused", "蓝天通航的地面理论课多少钱？", "抱歉，我在资料中找不到地面理论课的费用。", {"lantian": FLIGHT, "hengxin": TAX}, ("lantian",), "fix_generation"),
    w.diag("zh-bn-063", "diag.missed", "拾陶工作室的拉坯课程学费多少？", "我手头的资料没有提到拉坯课程的学费。", {"kangtu": PHYSIO, "haifeng": HOSTEL}, ("shitao",), "fix_retrieval"),
    w.diag("zh-bn-064", "diag.correct_refusal", "半山婚礼庄园有新娘化妆间吗？", "资料中没有说明半山婚礼庄园是否有新娘化妆间。", {"banshan": WEDDING, "haifeng": HOSTEL}, (), "correct_refusal"),
    w.diag("zh-bn-065", "diag.should_refuse", "云岭索道下站停车费多少？", "下站停车费每天20元。", {"yunling": CABLE_CAR, "suqi": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
