"""Chinese cases of fresh set bs: a notary office in Chengdu, an outdoor boot camp, an
aquarium, a bicycle repair shop, a dance school, a regional airport's car parks, a
sailing course, a pet insurance plan, a city tourist office and a market hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

NOTARY = "明信公证处位于成都市锦江区春熙路18号，星期一到星期五上午8:30至下午5:00办公，每周四延长至晚上7:00。公证员林雅婷负责房产买卖合同的公证，助理周浩负责起草文书并核对当事人的身份证件。单个签名公证收费80元，办理委托书公证收费260元。当事人须携带有效的居民身份证或护照，银行卡不能作为身份证明。自2025年3月14日起，公证处还将办理附加证明书，办理时间最长为五个工作日。"

BOOTCAMP = "铁人户外训练营每周一、三、五早上6:15在滨江公园训练，每节课45分钟。无论天气如何，训练都在户外进行，只有在发布雷电预警时才会取消，并在早上5:30前以短信通知学员。所有课程均由教练陈思远带领，每组最多十二人。10次课卡售价380元，单次课45元。每位学员须自带训练垫和至少1升饮用水。"

AQUARIUM = "蓝湾海洋馆每天上午9:30至下午6:30开放，最晚入场时间为下午5:45。主展缸容纳2,100,000升海水，里面生活着鲨鱼、鳐鱼和一只绿海龟。鳐鱼的喂食时间是上午11点和下午3点，每周六下午2点潜水员会给鲨鱼喂食。成人票168元，儿童票（4至15岁）98元，4岁以下儿童免费。海洋生物学家何静博士负责馆内的海龟救助项目，该项目自2019年以来已将45只海龟放归大海。"

BIKESHOP = "快轮单车维修店位于鼓楼区文化路，星期二到星期六上午10点至下午6点营业。基础保养收费80元，包括调整刹车和变速；更换新轮胎的工费为每个车轮15元，轮胎另外收费。本店维修除电动自行车以外的所有自行车。首席技师吴晓峰有15年经验，所有车轮都由他亲自编圈和校正。大多数维修需要两到三个工作日，修好后30天内未取走的自行车每天收取5元保管费。"

DANCE = "舞韵舞蹈学校每周六上午10点开设儿童芭蕾课，面向6至12岁的孩子。成人萨尔萨舞课在每周二和周四晚上8点上课：初级班由刘芳老师授课，高级班由赵磊老师授课。秋季学期从2025年9月8日持续到12月15日，学费为每学期1680元，首次体验课免费。每个班的人数为8到16人。上芭蕾课必须穿芭蕾舞鞋，弹性地板上禁止穿外出鞋。学校的年度汇报演出将于2026年6月20日举行。"

PARKING = "青山机场的停车场服务于机场唯一的航站楼，从这里每天有两班直飞首尔的航班。短时停车场P1紧邻航站楼，每小时收费10元；长时停车场P3每天收费40元。出行超过一天的话，P3比P1便宜。P3与航站楼之间有免费摆渡车，从凌晨4:30到午夜每15分钟一班。出口道闸不收费，因此驾驶员在返回车辆前必须在自助缴费机上缴费。"

SAILING = "碧波帆船学校在千岛湖开设为期五天的初级帆船课程，每天上午9点至下午4点上课。学员驾驶长7 m的小型帆船，每条船最多三名学员；课程费用为3200元，含救生衣和潜水服租用。参加者须年满14周岁，并能游泳200 m。课程由教练郑一帆负责，最后一天全组驾船前往海鸥岛，往返航程12海里。风速超过25节时，水上课程取消。"

PETINSURANCE = "安宠宠物保险提供两种方案：基础版猫每月35元、狗每月52元，升级版不分猫狗每月88元。意外从投保第一天起即可保障，但疾病需要经过两周等待期后才能保障。基础版每年最高赔付5,000元，升级版每年最高赔付12,000元，每次理赔免赔额为200元。牙科治疗只有升级版保障。宠物投保时须在8周龄至8岁之间，并须在治疗后90天内凭宠物医院发票申请理赔。"

TOURIST = "江城游客服务中心位于人民广场，除星期一外每天上午9点至下午5点开放，7月和8月延长至晚上7点。游客可以在服务台免费领取城市地图。老城区导览步行游上午11点出发，时长90分钟，费用为60元；其中部分场次提供英语讲解。48小时江城城市卡售价150元。持卡可无限次乘坐市内公交，并可参观六家博物馆。"

MARKET = "东门菜市场大楼每周一至周六早上7点到晚上6点营业。楼内48个摊位分布在两层：一楼是食品摊位，二楼是手工艺品摊位。一半的摊位出售来自城区50公里范围内农场的新鲜农产品。鲜鱼每周二和周五早上5:30到货；每逢周六，面包师孙丽会出售重1.5千克的黑麦面包。市场由市政府市场管理处管理，每个摊位月租金为2100元。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bs-001", "para.reorder", "签名公证和委托书公证分别收费多少？", "委托书公证收费260元，单个签名公证则收费80元。", NOTARY, True),
    w.faith("zh-bs-002", "para.passive", "助理周浩负责什么工作？", "文书由助理周浩起草，当事人的身份证件也由他核对。", NOTARY, True),
    w.faith("zh-bs-003", "para.synonym", "发布雷电预警时会怎样？", "当天训练停课，学员会在早上5:30前收到短信通知。", BOOTCAMP, True),
    w.faith("zh-bs-004", "para.nominal", "何静博士在海洋馆做什么工作？", "何静博士是海龟救助项目的负责人，该项目自2019年以来的放归成果为45只海龟。", AQUARIUM, True),
    w.faith("zh-bs-005", "para.capital", "航站楼的直飞航班飞往哪里？", "每天有两班直飞韩国首都的航班。", PARKING, True),
    w.faith("zh-bs-006", "para.pronoun", "萨尔萨初级班是谁教的？", "是刘芳老师，她负责初级班，高级班则由赵磊老师负责。", DANCE, True),
    w.faith("zh-bs-007", "para.relative", "快轮单车维修店的车轮是谁编圈的？", "车轮由拥有15年经验的首席技师吴晓峰亲自编圈。", BIKESHOP, True),
    w.faith("zh-bs-008", "para.part", "东门菜市场一楼有什么？", "市场两层中的一楼是食品摊位。", MARKET, True),
    w.faith("zh-bs-009", "para.combine", "江城城市卡多少钱，包含什么？", "48小时城市卡售价150元，持卡可无限次乘坐市内公交，还能参观六家博物馆。", TOURIST, True),
    w.faith("zh-bs-010", "fmt.number", "每组最多几个人？", "每组最多12人。", BOOTCAMP, True),
    w.faith("zh-bs-011", "fmt.thousands", "主展缸能装多少水？", "主展缸容纳210万升海水。", AQUARIUM, True),
    w.faith("zh-bs-012", "fmt.scale", "周六卖的黑麦面包有多重？", "孙丽卖的黑麦面包每个重1500克。", MARKET, True),
    w.faith("zh-bs-013", "fmt.date", "公证处从什么时候开始办理附加证明书？", "从2025/03/14起开始办理，最长需要五个工作日。", NOTARY, True),
    w.faith("zh-bs-014", "fmt.time", "海洋馆几点关门？", "海洋馆18:30关门，最晚17:45入场。", AQUARIUM, True),
    w.faith("zh-bs-015", "fmt.unit", "学员驾驶什么样的船？", "学员驾驶长7米的小型帆船，每条船最多坐三名学员。", SAILING, True),
    w.faith("zh-bs-016", "fmt.abbrev", "快轮单车维修店的营业时间是什么？", "周二至周六，上午10点到下午6点。", BIKESHOP, True),
    w.faith("zh-bs-017", "fmt.currency", "基础保养多少钱？", "基础保养收费¥80，含刹车和变速调整。", BIKESHOP, True),
    w.faith("zh-bs-018", "fmt.range", "舞蹈班每班有多少人？", "每个班最少8人，最多16人。", DANCE, True),
    w.faith("zh-bs-019", "fmt.period", "疾病保障从什么时候开始？", "疾病在14天等待期过后开始保障，意外则从投保第一天起保障。", PETINSURANCE, True),
    w.faith("zh-bs-020", "fmt.share", "出售新鲜农产品的摊位占多少？", "50%的摊位出售来自城区50公里范围内农场的新鲜农产品。", MARKET, True),
    w.faith("zh-bs-021", "para.except", "游客服务中心什么时候开放？", "星期一不开放；其他日子上午9点到下午5点开放，7、8月开放到晚上7点。", TOURIST, True),
    w.faith("zh-bs-022", "wrap.opener", "长时停车场怎么收费？", "您好，很高兴为您解答！长时停车场P3每天收费40元。", PARKING, True),
    w.faith("zh-bs-023", "wrap.closer", "参加初级帆船课程有什么要求？", "需要年满14周岁，并且能游200米。希望对您有帮助，祝您航行愉快！", SAILING, True),
    w.faith("zh-bs-024", "wrap.attribution", "每次理赔的免赔额是多少？", "根据文件，每次理赔的免赔额是200元。", PETINSURANCE, True),
    w.faith("zh-bs-025", "wrap.hedge", "秋季学期什么时候开始？", "我想秋季学期是2025年9月8日开始，到12月15日结束。", DANCE, True),
    w.faith("zh-bs-026", "wrap.question", "训练营什么时候上课？", "每周一、三、五早上6:15开始，每节课45分钟。需要我告诉您要带什么东西吗？", BOOTCAMP, True),
    w.faith("zh-bs-027", "value.number", "海龟救助项目放归了多少只海龟？", "该项目自2019年以来已将54只海龟放归大海。", AQUARIUM, False),
    w.faith("zh-bs-028", "value.date", "年度汇报演出是哪天？", "年度汇报演出将于2026年6月27日举行。", DANCE, False),
    w.faith("zh-bs-029", "value.time", "鲜鱼什么时候到货？", "鲜鱼每周二和周五早上6:30到货。", MARKET, False),
    w.faith("zh-bs-030", "value.unit", "去海鸥岛的航程有多远？", "最后一天前往海鸥岛，往返航程12公里。", SAILING, False),
    w.faith("zh-bs-031", "value.currency", "P1停车怎么收费？", "紧邻航站楼的P1每小时收费15元。", PARKING, False),
    w.faith("zh-bs-032", "role.swap", "谁负责房产买卖合同的公证？", "房产买卖合同由助理周浩公证，公证员林雅婷负责起草文书。", NOTARY, False),
    w.faith("zh-bs-033", "negation", "意外是投保后马上就保障吗？", "不是，意外不从投保第一天起保障。", PETINSURANCE, False),
    w.faith("zh-bs-034", "antonym", "训练营在哪里训练？", "无论天气如何，训练都在室内进行。", BOOTCAMP, False),
    w.faith("zh-bs-035", "modality", "必须在自助缴费机上缴费吗？", "您可以在回到车上之前去自助缴费机缴费，不过这不是必须的。", PARKING, False),
    w.faith("zh-bs-036", "quantifier", "导览步行游有英语讲解吗？", "有，所有场次都提供英语讲解。", TOURIST, False),
    w.faith("zh-bs-037", "value.except", "快轮单车维修店修哪些自行车？", "这家店只修电动自行车。", BIKESHOP, False),
    w.faith("zh-bs-038", "direction", "出行一周停哪个停车场更划算？", "出行超过一天的话，P3比P1更贵。", PARKING, False),
    w.faith("zh-bs-039", "added.fact", "去公证处需要带什么证件？", "需要带有效的居民身份证或护照，另外还要提供户口本复印件。", NOTARY, False),
    w.faith("zh-bs-040", "added.entity", "东门菜市场由谁管理？", "由市政府市场管理处和东门商户协会共同管理。", MARKET, False),
    w.faith("zh-bs-041", "mixed", "升级版最高赔付多少？", "升级版每年最高赔付12,000元，另外还保障针灸和康复理疗。", PETINSURANCE, False),
]

REFUSAL = [
    w.refusal("zh-bs-042", "refusal.plain", "海洋馆里有咖啡厅吗？", "我不知道海洋馆里有没有咖啡厅。", AQUARIUM, True),
    w.refusal("zh-bs-043", "refusal.context", "快轮单车维修店卖新车吗？", "所提供的资料中没有提到这家店是否出售新自行车，所以我无法回答。", BIKESHOP, True),
    w.refusal("zh-bs-044", "refusal.short", "碧波帆船学校有学生折扣吗？", "不知道。", SAILING, True),
    w.refusal("zh-bs-045", "refusal.long", "在江城游客服务中心可以预订酒店吗？", "感谢您的提问。我仔细查看了手头关于江城游客服务中心的资料，但其中完全没有提到酒店预订，所以很遗憾，我无法告诉您能否在那里预订房间。非常抱歉这次没能帮上忙，建议您直接向服务中心的工作人员咨询。", TOURIST, True),
    w.refusal("zh-bs-046", "refusal.hedged", "舞韵舞蹈学校每学期学费多少？", "我不太确定，不过学费好像是每学期1680元。", DANCE, False),
    w.refusal("zh-bs-047", "refusal.partial", "办理委托书公证多少钱？公证处门口能停车吗？", "委托书公证收费260元。至于能否停车，资料中没有提到，我无法回答。", NOTARY, False),
]

CORRECTNESS = [
    w.correct("zh-bs-048", "correct.wordy", "铁人户外训练营的10次课卡多少钱？", "这个问题问得好！如果您打算长期坚持训练，可以考虑10次课卡，这张卡的价格一共是380元。", "10次课卡售价380元。", True),
    w.correct("zh-bs-049", "correct.short", "P3和航站楼之间的摆渡车多久一班？", "每15分钟一班。", "P3与航站楼之间的免费摆渡车从凌晨4:30到午夜每15分钟一班。", True),
    w.correct("zh-bs-050", "correct.format", "东门菜市场的摊位月租金是多少？", "每月两千一百元。", "每个摊位月租金为2100元。", True),
    w.correct("zh-bs-051", "wrong.value", "蓝湾海洋馆成人票多少钱？", "成人票198元。", "成人票168元。", False),
    w.correct("zh-bs-052", "wrong.echo", "课程第几天去海鸥岛？", "课程第一天去海鸥岛。", "课程最后一天（第五天）全组驾船前往海鸥岛，往返航程12海里。", False),
    w.correct("zh-bs-053", "wrong.role", "舞韵舞蹈学校的萨尔萨高级班由谁授课？", "高级班由刘芳老师授课，初级班由赵磊老师授课。", "高级班由赵磊老师授课，初级班由刘芳老师授课。", False),
]

RELEVANCY = [
    w.relevant("zh-bs-054", "relevant.direct", "在快轮单车维修店修车一般要多久？", "大多数维修需要两到三个工作日。", BIKESHOP, True),
    w.relevant("zh-bs-055", "relevant.yesno", "公证处星期四晚上开门吗？", "开的，每周四延长办公到晚上7点。", NOTARY, True),
    w.relevant("zh-bs-056", "offtopic.true", "基础版给狗投保每月多少钱？", "理赔须在治疗后90天内凭宠物医院发票申请。", PETINSURANCE, False),
    w.relevant("zh-bs-057", "offtopic.other", "老城区导览步行游要多长时间？", "江城城市卡售价150元，有效期48小时。", TOURIST, False),
]

DIAGNOSIS = [
    w.diag("zh-bs-058", "diag.pass", "去P3的摆渡车运营到几点？", "摆渡车一直运营到午夜。", {"parking": PARKING, "dance": DANCE}, ("parking",), "pass"),
    w.diag("zh-bs-059", "diag.offtopic", "东门菜市场几点开门？", "一半的摊位出售来自城区50公里范围内农场的新鲜农产品。", {"market": MARKET, "aquarium": AQUARIUM}, ("market",), "fix_generation"),
    w.diag("zh-bs-060", "diag.unfaithful", "海洋馆的鳐鱼什么时候喂食？", "鳐鱼在上午10点和下午4点喂食。", {"aquarium": AQUARIUM, "market": MARKET}, ("aquarium",), "fix_generation"),
    w.diag("zh-bs-061", "diag.refused", "舞韵舞蹈学校的儿童芭蕾课适合几岁的孩子？", "抱歉，我没有找到相关信息。", {"dance": DANCE, "tourist": TOURIST}, ("dance",), "fix_generation"),
    w.diag("zh-bs-062", "diag.missed", "碧波帆船学校风速超过多少时会取消水上课程？", "检索到的文件中没有提到帆船课因风速取消的标准。", {"petinsurance": PETINSURANCE, "tourist": TOURIST}, ("sailing",), "fix_retrieval"),
    w.diag("zh-bs-063", "diag.correct_refusal", "明信公证处提供翻译公证服务吗？", "抱歉，现有文件中没有关于明信公证处翻译公证服务的信息。", {"notary": NOTARY, "bikeshop": BIKESHOP}, (), "correct_refusal"),
    w.diag("zh-bs-064", "diag.should_refuse", "铁人户外训练营的年卡多少钱？", "铁人户外训练营的年卡售价2680元。", {"bootcamp": BOOTCAMP, "sailing": SAILING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
