"""Fresh set ct, Chinese: a Fuchun river cruise, a care home's visiting rules, a winery, an opera house, a skate park, a pet hotel, a tile-painting workshop, a village festival, a taxi company and an e-scooter rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CRUISE = (
    "“富春号”游船每年4月1日至10月31日每天运营。"
    "游船从浙江省的省会杭州出发，终点是桐庐，全程约80公里。"
    "游船上午9点半从杭州码头出发，下午3点45分到达桐庐。"
    "成人票价为198元，12岁以下儿童按成人票价的一半收费。"
    "船长是周建国，船上餐厅由厨师林晓雨负责。"
    "狗系上牵引绳可以登船，自行车须至少提前24小时预订。"
)
NURSING = (
    "阳光养老院除周三外，每天下午2点到晚上7点接待探视。"
    "每位老人每次最多可以接待3名访客。"
    "所有访客必须在前台登记，14岁以下儿童须由成人陪同。"
    "探视规定由院长何丽华制定，并于2024年3月4日经老人委员会批准。"
    "访客可以带鲜花进来，但食物须先交给护理人员查看。"
    "访客停车场收费为两小时5元。"
)
VINEYARD = (
    "贺兰山下的云岭酒庄由王德明于1998年创立，现在由他的女儿王思雨经营。"
    "酒庄葡萄园占地42公顷，每年生产约12万瓶葡萄酒。"
    "导览品酒活动在每周五和周六下午4点举行，每人150元，可品尝五款酒。"
    "参加品酒的游客须年满18岁。"
    "采收通常在9月中旬开始，持续三周。"
    "约四分之一的葡萄是赤霞珠，其余是蛇龙珠和霞多丽。"
)
OPERA = (
    "星海歌剧院于1998年开业，共有1,450个座位。"
    "本季《茶花女》的演出日期为11月8日至11月30日，晚场晚上7点半开演，周日另有下午2点的日场。"
    "薇奥莱塔由女高音歌唱家陈雅琳演唱，乐队由指挥家赵立群指挥。"
    "票价从180元到880元不等，学生凭有效学生证可享受八折优惠。"
    "迟到的观众须等到中场休息时才能入场。"
    "每场演出约两个半小时，含25分钟中场休息。"
)
SKATE = (
    "滨江滑板公园每天早上8点至晚上9点开放。"
    "入园免费，但18岁以下的滑手必须佩戴头盔。"
    "公园由建筑师苏晴设计，2019年由成都市政府建成。"
    "主碗池深3.5米，街式区面积为600平方米。"
    "儿童初级班在每周六上午上课，每节课80元。"
    "用音箱放音乐只允许到晚上8点。"
)
PET = (
    "萌宠之家宠物酒店只接收狗和猫，不接收鸟类和爬行动物。"
    "标准间每晚狗120元，猫80元。"
    "所有狗必须在入住前至少14天接种狂犬病和犬窝咳疫苗。"
    "入住时间为上午8点至11点，退房须在下午6点前。"
    "酒店老板是兽医刘佳，每天的遛狗由训犬师孙浩负责。"
    "每只狗每天遛两次，最长可住30晚。"
)
TILE = (
    "青瓷坊的瓷砖彩绘工作坊每周四晚上6点到9点开课。"
    "每位学员绘制四块15厘米×15厘米的瓷砖，瓷砖入窑烧制后10天可以取回。"
    "课程费用为280元，颜料、画笔和围裙都由工作室提供。"
    "授课老师是毕业于中央美术学院的陶艺家许曼。"
    "每班最多12人，10岁及以上的儿童可以在家长陪同下参加。"
    "如需全额退款，必须至少提前48小时取消预约。"
)
FESTIVAL = (
    "桃源村民俗节于2024年7月13日和14日在村广场举行。"
    "游行于周六上午11点开始，由村长郑大海带队。"
    "所有人免费入场，但游乐设施每玩一次10元。"
    "预计约有3,500名游客，两天内上午9点到下午6点村主路禁止车辆通行。"
    "包饺子比赛由面点师傅钱秀英担任评委，冠军可获得500元奖金。"
    "烟花在周日晚上10点开始燃放。"
)
TAXI = (
    "蓝天出租车公司在合肥运营65辆车，其中40辆是电动车。"
    "起步价为10元，之后每公里2元。"
    "每天23点至次日凌晨5点，所有车费加收20%的夜间附加费。"
    "乘客可以通过电话或蓝天App叫车，去机场须至少提前两小时预约。"
    "公司由黄志强于2008年创办，调度中心由吴敏管理。"
    "司机接受现金和手机支付。"
)
SCOOTER = (
    "“小飞侠”在厦门市中心出租电动滑板车。"
    "解锁费为1元，骑行每分钟0.5元。"
    "骑行者须年满18岁，并持有有效驾驶证。"
    "滑板车可以停在服务区内除环岛路沿线以外的任何地方。"
    "最高时速限制为20公里，满电可行驶约40公里。"
    "建议佩戴头盔，但不强制。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ct-001", "para.reorder", "富春号游船什么时候运营？", "每年4月1日至10月31日，“富春号”游船每天都运营。", CRUISE, True),
    w.faith("zh-ct-002", "para.passive", "云岭酒庄是谁创立的？", "王德明在1998年创立了云岭酒庄。", VINEYARD, True),
    w.faith("zh-ct-003", "para.synonym", "进滑板公园要花钱吗？", "不用，滨江滑板公园不收门票。", SKATE, True),
    w.faith("zh-ct-004", "para.nominal", "瓷砖彩绘课怎么退款？", "全额退款的前提是至少提前48小时取消预约。", TILE, True),
    w.faith("zh-ct-005", "para.capital", "游船从哪里出发？", "从杭州出发，杭州是浙江省的省会。", CRUISE, True),
    w.faith("zh-ct-006", "para.pronoun", "王思雨在云岭酒庄做什么？", "她现在经营这家酒庄。", VINEYARD, True),
    w.faith("zh-ct-007", "para.relative", "瓷砖彩绘课由谁来教？", "由毕业于中央美术学院的陶艺家许曼授课。", TILE, True),
    w.faith("zh-ct-008", "para.part", "我能给奶奶带点自己做的点心吗？", "食物需要先交给护理人员查看。", NURSING, True),
    w.faith("zh-ct-009", "para.combine", "萌宠之家的老板是谁？狗住一晚多少钱？", "萌宠之家的老板是兽医刘佳，狗住标准间每晚120元。", PET, True),
    w.faith("zh-ct-010", "fmt.number", "狗在萌宠之家每天遛几次？", "每只狗每天遛2次。", PET, True),
    w.faith("zh-ct-011", "fmt.thousands", "星海歌剧院有多少个座位？", "一共有1450个座位。", OPERA, True),
    w.faith("zh-ct-012", "fmt.scale", "云岭酒庄一年产多少瓶酒？", "每年大约生产120,000瓶葡萄酒。", VINEYARD, True),
    w.faith("zh-ct-013", "fmt.date", "探视规定是哪天批准的？", "老人委员会于2024-03-04批准了探视规定。", NURSING, True),
    w.faith("zh-ct-014", "fmt.time", "《茶花女》晚场几点开演？", "晚场19:30开演。", OPERA, True),
    w.faith("zh-ct-015", "fmt.unit", "富春号全程有多远？", "全程约80km。", CRUISE, True),
    w.faith("zh-ct-016", "fmt.abbrev", "许曼老师是哪所学校毕业的？", "她是央美毕业的陶艺家。", TILE, True),
    w.faith("zh-ct-017", "fmt.currency", "小飞侠骑行每分钟多少钱？", "骑行每分钟5毛钱。", SCOOTER, True),
    w.faith("zh-ct-018", "fmt.range", "探视一次能来几个人？", "每位老人每次接待的访客不超过三名。", NURSING, True),
    w.faith("zh-ct-019", "fmt.period", "狗要提前多久打疫苗？", "狗必须在入住前至少两周接种狂犬病和犬窝咳疫苗。", PET, True),
    w.faith("zh-ct-020", "fmt.share", "云岭酒庄的赤霞珠占多少？", "大约25%的葡萄是赤霞珠。", VINEYARD, True),
    w.faith("zh-ct-021", "para.except", "周三可以去阳光养老院看望老人吗？", "不可以，阳光养老院周三不接待探视。", NURSING, True),
    w.faith("zh-ct-022", "wrap.opener", "品酒活动多少钱？", "好问题！导览品酒每人150元，可以品尝五款酒。", VINEYARD, True),
    w.faith("zh-ct-023", "wrap.closer", "游船几点从杭州出发？", "游船上午9点半从杭州码头出发。希望对您有帮助！", CRUISE, True),
    w.faith("zh-ct-024", "wrap.attribution", "孩子在滑板公园要戴头盔吗？", "根据公园规定，18岁以下的滑手必须佩戴头盔。", SKATE, True),
    w.faith("zh-ct-025", "wrap.hedge", "包饺子比赛冠军有什么奖励？", "我记得冠军可以获得500元奖金。", FESTIVAL, True),
    w.faith("zh-ct-026", "wrap.question", "坐出租车去机场要提前多久约？", "去机场须至少提前两小时预约。需要我再告诉您起步价吗？", TAXI, True),
    w.faith("zh-ct-027", "value.number", "蓝天出租车有多少辆电动车？", "65辆车中有45辆是电动车。", TAXI, False),
    w.faith("zh-ct-028", "value.date", "桃源村民俗节是哪天？", "民俗节于2024年7月20日和21日在村广场举行。", FESTIVAL, False),
    w.faith("zh-ct-029", "value.time", "烟花几点开始？", "烟花周日晚上9点开始燃放。", FESTIVAL, False),
    w.faith("zh-ct-030", "value.unit", "工作坊画的瓷砖有多大？", "每块瓷砖是15毫米×15毫米。", TILE, False),
    w.faith("zh-ct-031", "value.currency", "小飞侠解锁要多少钱？", "解锁费为2元。", SCOOTER, False),
    w.faith("zh-ct-032", "role.swap", "谁演唱薇奥莱塔？谁指挥？", "薇奥莱塔由赵立群演唱，乐队由陈雅琳指挥。", OPERA, False),
    w.faith("zh-ct-033", "negation", "萌宠之家能寄养鹦鹉吗？", "可以，萌宠之家也接收鸟类。", PET, False),
    w.faith("zh-ct-034", "antonym", "民俗节期间村主路能开车吗？", "可以，两天内村主路允许车辆通行。", FESTIVAL, False),
    w.faith("zh-ct-035", "modality", "骑小飞侠一定要戴头盔吗？", "是的，骑行者必须佩戴头盔。", SCOOTER, False),
    w.faith("zh-ct-036", "quantifier", "云岭酒庄种哪些葡萄？", "大部分葡萄是赤霞珠，其余是蛇龙珠和霞多丽。", VINEYARD, False),
    w.faith("zh-ct-037", "value.except", "滑板车能停在环岛路边上吗？", "可以，环岛路沿线也能停。", SCOOTER, False),
    w.faith("zh-ct-038", "direction", "坐游船儿童有优惠吗？", "有，12岁以上的儿童按成人票价的一半收费。", CRUISE, False),
    w.faith("zh-ct-039", "added.fact", "瓷砖彩绘课的老师是谁？", "是毕业于中央美术学院的陶艺家许曼，她已经教了二十年课。", TILE, False),
    w.faith("zh-ct-040", "added.entity", "蓝天出租车公司是谁创办的？", "2008年由黄志强和他的弟弟黄志刚一起创办。", TAXI, False),
    w.faith("zh-ct-041", "mixed", "儿童初级班什么时候上课？", "每周六上午上课，每节课两个小时。", SKATE, False),
]
REFUSAL = [
    w.refusal("zh-ct-042", "refusal.plain", "云岭酒庄可以办婚礼吗？", "抱歉，我没有这方面的信息。", VINEYARD, True),
    w.refusal("zh-ct-043", "refusal.context", "富春号上有无线网络吗？", "提供的资料里没有提到船上的无线网络，我无法根据这些资料回答。", CRUISE, True),
    w.refusal("zh-ct-044", "refusal.short", "星海歌剧院有着装要求吗？", "不清楚。", OPERA, True),
    w.refusal("zh-ct-045", "refusal.long", "阳光养老院的老人每年秋天都打流感疫苗吗？", "感谢您的提问。很遗憾，我手头的资料只涉及阳光养老院的探视规定，比如探视时间、登记要求和可以带什么东西，并没有提到疫苗接种的情况。建议您直接联系养老院的护理人员，他们能给您准确的答复。", NURSING, True),
    w.refusal("zh-ct-046", "refusal.hedged", "瓷砖彩绘工作坊什么时候上课？", "我不太确定，不过好像是每周四晚上6点到9点。", TILE, False),
    w.refusal("zh-ct-047", "refusal.partial", "萌宠之家狗和兔子住一晚各多少钱？", "狗住标准间每晚120元；资料里没有提到兔子，所以兔子的价格我无法告诉您。", PET, False),
]
CORRECTNESS = [
    w.correct("zh-ct-048", "correct.wordy", "蓝天出租车公司是谁创办的？", "蓝天出租车公司是黄志强在2008年创办的，目前在合肥运营65辆车。", "黄志强", True),
    w.correct("zh-ct-049", "correct.short", "骑小飞侠滑板车要满多少岁？", "18岁。", "骑行者须年满18岁，并持有有效驾驶证。", True),
    w.correct("zh-ct-050", "correct.format", "桃源村民俗节哪天开始？", "2024-07-13。", "2024年7月13日", True),
    w.correct("zh-ct-051", "wrong.value", "滨江滑板公园的主碗池有多深？", "主碗池深2.5米。", "3.5米", False),
    w.correct("zh-ct-052", "wrong.echo", "云岭酒庄的采收持续多久？", "云岭酒庄的采收持续云岭酒庄采收的那段时间。", "三周", False),
    w.correct("zh-ct-053", "wrong.role", "《茶花女》由谁指挥？", "由陈雅琳指挥。", "赵立群", False),
]
RELEVANCY = [
    w.relevant("zh-ct-054", "relevant.direct", "我什么时候能把猫送到萌宠之家？", "上午8点到11点之间。", PET, True),
    w.relevant("zh-ct-055", "relevant.yesno", "我家11岁的孩子能参加瓷砖彩绘课吗？", "可以，只要有家长陪同。", TILE, True),
    w.relevant("zh-ct-056", "offtopic.true", "游行几点开始？", "包饺子比赛的冠军可获得500元奖金。", FESTIVAL, False),
    w.relevant("zh-ct-057", "offtopic.other", "蓝天出租车的夜间附加费是多少？", "您可以打电话或用蓝天App叫车。", TAXI, False),
]
DIAGNOSIS = [
    w.diag("zh-ct-058", "diag.pass", "富春号几点到达桐庐？", "下午3点45分到达桐庐。", {"cruise": CRUISE, "opera": OPERA}, ("cruise",), "pass"),
    w.diag("zh-ct-059", "diag.offtopic", "《茶花女》一场演出多长时间？", "星海歌剧院于1998年开业。", {"opera": OPERA, "skate": SKATE}, ("opera",), "fix_generation"),
    w.diag("zh-ct-060", "diag.unfaithful", "阳光养老院每次最多能接待几名访客？", "每位老人每次最多可以接待6名访客。", {"nursing": NURSING, "pet": PET}, ("nursing",), "fix_generation"),
    w.diag("zh-ct-061", "diag.refused", "云岭酒庄的导览品酒多少钱？", "抱歉，我不知道。", {"vineyard": VINEYARD, "tile": TILE}, ("vineyard",), "fix_generation"),
    w.diag("zh-ct-062", "diag.missed", "蓝天出租车的起步价是多少？", "资料中没有找到蓝天出租车的起步价。", {"scooter": SCOOTER, "festival": FESTIVAL}, ("taxi",), "fix_retrieval"),
    w.diag("zh-ct-063", "diag.correct_refusal", "桃源村村委会的电话是多少？", "抱歉，资料里没有村委会的电话。", {"festival": FESTIVAL, "taxi": TAXI}, (), "correct_refusal"),
    w.diag("zh-ct-064", "diag.should_refuse", "去年包饺子比赛的冠军是谁？", "去年的冠军是李桂芳。", {"festival": FESTIVAL, "cruise": CRUISE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
