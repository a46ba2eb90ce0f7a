"""Fresh set bv, Chinese: 云端热气球 (hot-air balloon flights, Yangshuo), 匠心钟表维修店
(watch repair, Shanghai), 蓉骑 (Chengdu bike share), 泥语陶艺工作室 (pottery, Jingdezhen),
语伴角 (language exchange, Hangzhou), 松鹤园公墓管理处 (cemetery office), 星光KTV
(karaoke), 明信税务咨询 (tax advice), 北郊马术俱乐部 (riding stable) and 麦香烘焙学校
(baking school)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BALLOON = (
    "云端热气球公司在桂林阳朔的遇龙河起飞场运营热气球飞行。"
    "每年3月至11月，早班飞行于早上6点10分起飞，乘客须在起飞前40分钟到达，参加安全讲解。"
    "标准飞行时长约1小时，每人1580元；两人包篮的价格为6800元。"
    "乘客须年满6周岁且身高不低于1.2米，体重超过100公斤的乘客须在预订时告知公司。"
    "如地面风速超过每秒5米，航班即取消，已取消的机票可在一年内免费改期。"
    "拥有20年飞行经验的总飞行员刘建国每天早上决定当天是否起飞。"
)

WATCH = (
    "匠心钟表维修店位于上海福州路88号，维修机械表和石英表。"
    "营业时间为周二至周六上午9点半到下午6点，周日和周一休息。"
    "机械表全面保养收费980元，约需三周；石英表换电池收费30元，可当场等候取表。"
    "所有维修均提供一年保修，但进水手表的维修不在保修范围内。"
    "高级钟表师傅王德明负责检查每一枚机芯，他的外甥陈小刚负责表带和表链。"
    "维修完成后6个月内未取回的手表，店方可以出售以抵扣费用。"
)

BIKE = (
    "成都的“蓉骑”公共自行车项目共有1.2万辆自行车和350个停车点。"
    "年卡会员费为199元，会员每次骑行的前30分钟免费，之后每30分钟收费1.5元。"
    "非会员开锁费为2元，另按每分钟0.1元计费。"
    "骑行者须年满16周岁，车辆必须还到停车点，不得随意停放在路边。"
    "该项目由市交通局与运营商蓉骑出行有限公司共同管理，所有维修均由运营商负责。"
    "自行车全天24小时可用，但天府广场停车点每天0点至早上6点关闭。"
)

POTTERY = (
    "景德镇的泥语陶艺工作室开设为期六周的拉坯课程，每周三晚上7点到9点半上课。"
    "课程费用为1,280元，包含10公斤陶泥、釉料和两次烧制。"
    "每班最多8名学员，每人都有一台自己的拉坯机。"
    "老师周雅琴从事陶艺教学已有15年，工作室技师李强负责装窑。"
    "成品在最后一节课结束后约两周可以领取。"
    "会员可在周六上午10点至下午4点使用开放工作室，但上釉只能在指导下进行。"
)

LANGEX = (
    "“语伴角”语言交换活动每周四晚上7点在杭州南山路半日闲咖啡馆的里间举行。"
    "每次活动分为两段，每段40分钟：前半段说中文，后半段说大家当天选定的另一种语言。"
    "入场费为25元，含一杯热饮，第一次参加免费。"
    "组织者林晓月在门口迎接新朋友，志愿者马克·舒尔茨负责德语桌。"
    "活动在8月暂停。"
    "它的姐妹活动每周二在东京举行。"
)

CEMETERY = (
    "松鹤园公墓管理处位于青松路公墓正门旁。"
    "管理处周一至周五上午8点至下午4点半办公，中午12点至1点午休。"
    "墓穴使用权期限为20年，费用为36,000元，期满后可续期一次，续期10年。"
    "墓碑高度不得超过1.2米，墓地上禁止摆放塑料花。"
    "公墓大门早上7点开放，天黑时关闭，但最晚不超过晚上7点。"
    "登记员赵慧敏负责办理使用申请，园林工孙大海负责维护园内道路。"
)

KARAOKE = (
    "星光KTV位于武汉江汉路，共有12间包房。"
    "小包最多容纳6人，每小时88元；大包最多容纳15人，每小时198元。"
    "营业时间为周三至周日晚上6点至凌晨2点。"
    "晚上10点以后只接待18岁以上的顾客，10点以前未成年人须由成年人陪同。"
    "周五和周六包房至少要预订2小时。"
    "店长何思琪负责更新超过4万首歌的曲库，音响师郑凯每天开店前检查所有麦克风。"
)

TAX = (
    "明信税务咨询帮助个人办理个人所得税年度汇算。"
    "标准申报服务费为600元，每多一项房屋租赁收入加收150元。"
    "客户须在6月30日汇算截止日前至少3周提交全部资料。"
    "首次20分钟电话咨询免费。"
    "高级税务师黄志远在提交前审核每一份申报，助理吴婷负责向客户收集资料。"
    "事务所1月28日至2月5日春节放假。"
)

RIDING = (
    "北郊马术俱乐部为6岁及以上的学员提供骑马课程。"
    "团体课每节45分钟，收费260元；私教课每节30分钟，收费380元。"
    "学员必须佩戴马术头盔（可免费借用），并穿带小跟的靴子。"
    "体重超过90公斤的学员只能骑“大力”和“黑豆”这两匹挽马。"
    "教练杨帆负责教初学者，马房主管徐勇负责备马。"
    "除周二马匹休息外，每天都有课。"
)

BAKING = (
    "麦香烘焙学校每月第一个星期六开设为期一天的酸面包工作坊。"
    "工作坊上午9点开始，下午3点结束，含午餐。"
    "每人费用为880元，学员可带走一份酵种和两个面包。"
    "每组最多10名学员。"
    "主烘焙师郭明辉主持工作坊，西点师宋佳协助。"
    "在工作坊开始前7天及以前取消可全额退款，之后取消则退还一半费用。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bv-001", "para.reorder", "热气球乘客对年龄和身高有什么要求？", "乘客身高不能低于1.2米，年龄要满6周岁。", BALLOON, True),
    w.faith("zh-bv-002", "para.passive", "谁决定热气球当天是否起飞？", "当天是否起飞，每天早上由总飞行员刘建国来决定。", BALLOON, True),
    w.faith("zh-bv-003", "para.synonym", "机械表全面保养需要多长时间？", "机械表的全面保养大概要花三个星期。", WATCH, True),
    w.faith("zh-bv-004", "para.nominal", "骑完车以后应该怎么做？", "还车须在停车点完成，路边随意停放是不允许的。", BIKE, True),
    w.faith("zh-bv-005", "para.capital", "语伴角有姐妹活动吗？", "有，它的姐妹活动每周二在日本首都举行。", LANGEX, True),
    w.faith("zh-bv-006", "para.pronoun", "周雅琴是谁？", "她是泥语陶艺工作室的老师，已经教了15年陶艺。", POTTERY, True),
    w.faith("zh-bv-007", "para.relative", "公墓的使用申请由谁办理？", "负责办理使用申请的是登记员赵慧敏。", CEMETERY, True),
    w.faith("zh-bv-008", "para.part", "拉坯课的费用包含陶泥吗？", "包含，课程费用里有10公斤陶泥。", POTTERY, True),
    w.faith("zh-bv-009", "para.combine", "谁教初学者？谁负责备马？", "初学者由教练杨帆来教，备马则由马房主管徐勇负责。", RIDING, True),
    w.faith("zh-bv-010", "fmt.number", "酸面包工作坊每组最多几个人？", "每组最多十名学员。", BAKING, True),
    w.faith("zh-bv-011", "fmt.thousands", "拉坯课程多少钱？", "六周课程的费用是1280元。", POTTERY, True),
    w.faith("zh-bv-012", "fmt.scale", "蓉骑一共有多少辆自行车？", "蓉骑一共有12000辆自行车。", BIKE, True),
    w.faith("zh-bv-013", "fmt.date", "个人所得税年度汇算的截止日期是哪天？", "汇算截止日是6/30。", TAX, True),
    w.faith("zh-bv-014", "fmt.time", "早班热气球几点起飞？", "早班飞行06:10起飞。", BALLOON, True),
    w.faith("zh-bv-015", "fmt.unit", "体重方面有什么需要提前告知的吗？", "如果体重超过100千克，预订时必须告知公司。", BALLOON, True),
    w.faith("zh-bv-016", "fmt.abbrev", "明信税务咨询主要提供什么服务？", "帮个人办理个税年度汇算。", TAX, True),
    w.faith("zh-bv-017", "fmt.currency", "石英表换电池多少钱？", "换电池是¥30，可以当场等着取。", WATCH, True),
    w.faith("zh-bv-018", "fmt.range", "大包能坐多少人？", "大包不超过15人。", KARAOKE, True),
    w.faith("zh-bv-019", "fmt.period", "手表维修的保修期有多长？", "除了进水手表，维修都保修12个月。", WATCH, True),
    w.faith("zh-bv-020", "fmt.share", "如果在工作坊开始前三天取消，能退多少钱？", "这已经过了提前7天的期限，所以可以退还50%的费用。", BAKING, True),
    w.faith("zh-bv-021", "para.except", "马术课哪几天上？", "周二马匹休息，不上课；其他日子每天都有课。", RIDING, True),
    w.faith("zh-bv-022", "wrap.opener", "公墓管理处什么时候办公？", "您好，很高兴为您解答！管理处周一至周五上午8点至下午4点半办公，中午12点到1点午休。", CEMETERY, True),
    w.faith("zh-bv-023", "wrap.closer", "参加语伴角要多少钱？", "入场费25元，含一杯热饮，第一次参加免费。希望对您有帮助！", LANGEX, True),
    w.faith("zh-bv-024", "wrap.attribution", "第一次咨询免费吗？", "根据资料，首次20分钟的电话咨询是免费的。", TAX, True),
    w.faith("zh-bv-025", "wrap.hedge", "私教课多少钱？", "我觉得私教课应该是每节30分钟，收费380元。", RIDING, True),
    w.faith("zh-bv-026", "wrap.question", "酸面包工作坊几点开始？", "上午9点开始，下午3点结束，含午餐。您还想了解其他信息吗？", BAKING, True),
    w.faith("zh-bv-027", "value.number", "蓉骑有多少个停车点？", "蓉骑共有530个停车点。", BIKE, False),
    w.faith("zh-bv-028", "value.date", "事务所春节放假是哪几天？", "事务所1月28日至2月8日放假。", TAX, False),
    w.faith("zh-bv-029", "value.time", "拉坯课什么时候上？", "每周三晚上7点到10点半上课。", POTTERY, False),
    w.faith("zh-bv-030", "value.unit", "墓穴使用权期限是多久？", "墓穴使用权期限为20个月。", CEMETERY, False),
    w.faith("zh-bv-031", "value.currency", "墓穴使用权要多少钱？", "20年使用权的费用为36,000美元。", CEMETERY, False),
    w.faith("zh-bv-032", "role.swap", "匠心钟表维修店里谁负责什么？", "陈小刚负责检查每一枚机芯，王德明负责表带和表链。", WATCH, False),
    w.faith("zh-bv-033", "negation", "周五订包房有最低时长要求吗？", "没有，周五和周六订包房没有最低时长要求。", KARAOKE, False),
    w.faith("zh-bv-034", "antonym", "语伴角在哪里活动？", "每周四晚上7点在半日闲咖啡馆的外间活动。", LANGEX, False),
    w.faith("zh-bv-035", "modality", "会员周六可以用工作室吗？", "会员每周六上午10点至下午4点必须到开放工作室。", POTTERY, False),
    w.faith("zh-bv-036", "quantifier", "税务师会审核申报吗？", "高级税务师黄志远在提交前只审核其中一部分申报。", TAX, False),
    w.faith("zh-bv-037", "value.except", "进水手表的维修有保修吗？", "有，和其他维修一样，享有一年保修。", WATCH, False),
    w.faith("zh-bv-038", "direction", "哪些乘客需要提前告知体重？", "体重低于100公斤的乘客须在预订时告知公司。", BALLOON, False),
    w.faith("zh-bv-039", "added.fact", "工作坊的学员能带走什么？", "学员可以带走一份酵种、两个面包和一本印刷的配方手册。", BAKING, False),
    w.faith("zh-bv-040", "added.entity", "北郊马术俱乐部由谁教初学者？", "初学者由教练杨帆和另一位教练刘畅一起教。", RIDING, False),
    w.faith("zh-bv-041", "mixed", "语伴角什么时候活动？夏天会暂停吗？", "每周四晚上7点活动，7月份暂停。", LANGEX, False),
]

REFUSAL = [
    w.refusal("zh-bv-042", "refusal.plain", "遇龙河起飞场有停车场吗？", "抱歉，这个问题我无法回答。", BALLOON, True),
    w.refusal("zh-bv-043", "refusal.context", "匠心钟表维修店修落地钟吗？", "提供的资料里没有提到是否维修落地钟，所以我无法告诉您。", WATCH, True),
    w.refusal("zh-bv-044", "refusal.short", "可以自带零食进包房吗？", "不清楚。", KARAOKE, True),
    w.refusal("zh-bv-045", "refusal.long", "明信税务咨询能帮公司做企业所得税申报吗？", "感谢您的提问。很遗憾，我无法回答这个问题。我手头的资料只介绍了个人所得税年度汇算的服务费、资料提交期限、免费电话咨询和春节放假时间，完全没有提到企业所得税或公司客户的业务。建议您直接联系事务所咨询。", TAX, True),
    w.refusal("zh-bv-046", "refusal.hedged", "团体课一节多长时间？", "我不太确定，不过团体课应该是每节45分钟。", RIDING, False),
    w.refusal("zh-bv-047", "refusal.partial", "工作坊多少钱？附近有地方停车吗？", "工作坊每人880元。至于停车，资料里没有提到，我没法回答。", BAKING, False),
]

CORRECTNESS = [
    w.correct("zh-bv-048", "correct.wordy", "非会员骑蓉骑怎么收费？", "没有年卡的用户，费用分成两部分：每次开锁先付2元开锁费，然后在骑行期间每一分钟再加收0.1元。", "非会员开锁费2元，另按每分钟0.1元计费。", True),
    w.correct("zh-bv-049", "correct.short", "拉坯课每班最多几名学员？", "8名。", "每班最多8名学员。", True),
    w.correct("zh-bv-050", "correct.format", "公墓大门早上几点开？", "7:00。", "公墓大门早上7点开放。", True),
    w.correct("zh-bv-051", "wrong.value", "大包每小时多少钱？", "大包每小时168元。", "大包每小时198元。", False),
    w.correct("zh-bv-052", "wrong.echo", "活动的前半段说什么语言？", "活动的前半段说大家当天选定的语言。", "前半段说中文。", False),
    w.correct("zh-bv-053", "wrong.role", "马术俱乐部由谁负责备马？", "教练杨帆负责备马。", "马房主管徐勇负责备马。", False),
]

RELEVANCY = [
    w.relevant("zh-bv-054", "relevant.direct", "匠心钟表维修店的营业时间是什么？", "周二至周六上午9点半到下午6点营业，周日和周一休息。", WATCH, True),
    w.relevant("zh-bv-055", "relevant.yesno", "因为风大航班取消的话，可以免费改期吗？", "可以，一年内都能免费改期。", BALLOON, True),
    w.relevant("zh-bv-056", "offtopic.true", "谁主持酸面包工作坊？", "工作坊每人880元，含午餐。", BAKING, False),
    w.relevant("zh-bv-057", "offtopic.other", "可以借马术头盔吗？", "团体课每节45分钟，收费260元。", RIDING, False),
]

DIAGNOSIS = [
    w.diag("zh-bv-058", "diag.pass", "蓉骑年卡多少钱？", "年卡会员费是199元。", {"bike-share": BIKE, "karaoke-bar": KARAOKE}, ("bike-share",), "pass"),
    w.diag("zh-bv-059", "diag.offtopic", "星光KTV的营业时间是几点到几点？", "星光KTV的曲库超过4万首歌。", {"karaoke-bar": KARAOKE, "tax-office": TAX}, ("karaoke-bar",), "fix_generation"),
    w.diag("zh-bv-060", "diag.unfaithful", "公墓管理处的午休时间是几点？", "管理处的午休时间是中午12点半到2点。", {"cemetery-office": CEMETERY, "watch-repair": WATCH}, ("cemetery-office",), "fix_generation"),
    w.diag("zh-bv-061", "diag.refused", "泥语陶艺工作室的拉坯课多少钱？", "抱歉，我在资料中没有找到课程费用。", {"pottery-studio": POTTERY, "baking-school": BAKING}, ("pottery-studio",), "fix_generation"),
    w.diag("zh-bv-062", "diag.missed", "北郊马术俱乐部几岁可以上课？", "我手头的资料没有提到这家马术俱乐部，也没有提到上课年龄。", {"language-exchange": LANGEX, "tax-office": TAX}, ("riding-stables",), "fix_retrieval"),
    w.diag("zh-bv-063", "diag.correct_refusal", "语伴角有线上微信群吗？", "资料没有说明语伴角是否有线上微信群。", {"language-exchange": LANGEX, "karaoke-bar": KARAOKE}, (), "correct_refusal"),
    w.diag("zh-bv-064", "diag.should_refuse", "云端热气球公司卖礼品券吗？", "卖，礼品券售价1280元，有效期一年。", {"balloon-flights": BALLOON, "bike-share": BIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
