"""Chinese cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTIST_STAFF = (
    "小贝壳儿童牙科的院长是林静怡医生。"
    "补牙都由林医生亲自做，洗牙和涂氟由护士周晓雨负责。"
    "诊所接诊3岁到14岁的儿童。"
    "第一次来看诊的孩子可以免费做一次口腔检查。"
)
DENTIST_VISITS = (
    "小贝壳儿童牙科周二至周日营业，时间为上午9:00至下午5:30，周一休息。"
    "每次预约时长为40分钟。"
    "如需取消预约，须至少提前12小时通知诊所。"
    "看完牙的孩子可以到前台找王佳佳领一枚小贴纸。"
)
PLAYGROUND_RULES = (
    "欢乐岛室内游乐场每天10:00至21:00开放，每月第一个周二闭馆维护。"
    "儿童票每人68元，可玩3小时；一名陪同家长免费入场。"
    "身高1.2米以下的儿童必须由家长全程陪同。"
)
PLAYGROUND_PARTIES = (
    "欢乐岛的生日派对由店长赵磊负责预订，由活动主持刘芳芳负责现场主持。"
    "派对时长两个半小时，最多可容纳20名儿童。"
    "预订需支付300元定金，派对前7天以上取消可退还定金。"
)
BAKERY_WORKSHOP = (
    "麦香坊面包店所有产品的标签上都标注了主要过敏原。"
    "由于所有产品都在同一个车间制作，店里无法保证任何产品完全不含花生。"
    "无麸质面包只在每周三和周六制作。"
)
BAKERY_STAFF = (
    "麦香坊的过敏原标签由主厨陈浩每天早上打印，再由店员孙悦核对后贴上。"
    "有过敏的顾客请在下单前告诉店员。"
    "定制无蛋蛋糕需要提前4天预订。"
)
MARATHON_FULL = (
    "2024年滨江城市马拉松将于4月21日举行。"
    "年龄组按比赛当天的实际年龄划分，分为20至39岁、40至49岁、50至59岁和60岁及以上四个组别。"
    "全程马拉松仅限20岁及以上选手报名。"
    "每个组别的前五名可获得奖牌。"
)
MARATHON_MINI = (
    "滨江马拉松的5公里迷你跑对8岁以上的儿童开放，未满16岁的选手须由一名成年人陪跑。"
    "迷你跑于上午9:30起跑，比全程马拉松晚两个小时。"
    "迷你跑报名费为每人50元。"
)
SCHOOL_BUS = (
    "育才小学的校车由司机黄建国驾驶，只在上学日运行。"
    "校车早上7:10从阳光小区出发，7:45到达学校。"
    "随车老师吴敏负责清点人数。"
    "校车费用为每学期600元。"
)
CAMP_FEES = (
    "星空夏令营每期为期10天，费用为3800元，含住宿和三餐。"
    "同一家庭报名两个孩子，第二个孩子享受八五折优惠。"
    "开营前15天以上取消可全额退款；15天以内取消退还一半费用。"
    "费用须交到营地财务处，辅导员不收取任何费用。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t35-001", "para.combine", "补牙和洗牙分别由谁来做？", "补牙是林静怡医生亲手做的，洗牙则交给护士周晓雨。", DENTIST_STAFF, True),
    w.faith("zh-t35-002", "fmt.number", "诊所看几岁的孩子？", "三岁到十四岁的孩子都可以来看。", DENTIST_STAFF, True),
    w.faith("zh-t35-003", "para.synonym", "第一次来检查要花钱吗？", "不用，初次就诊的孩子可以免费接受一次口腔检查。", DENTIST_STAFF, True),
    w.faith("zh-t35-004", "para.except", "牙科哪天不开门？", "只有周一休息，其余日子都正常看诊。", DENTIST_VISITS, True),
    w.faith("zh-t35-005", "fmt.time", "诊所几点开门、几点关门？", "早上九点开门，下午五点半关门。", DENTIST_VISITS, True),
    w.faith("zh-t35-006", "fmt.period", "取消预约要提前多久说？", "至少要提前半天通知诊所。", DENTIST_VISITS, True),
    w.faith("zh-t35-007", "para.pronoun", "看完牙在哪儿领贴纸？", "去前台找王佳佳就行，看完牙的孩子都可以从她那儿领一枚小贴纸。", DENTIST_VISITS, True),
    w.faith("zh-t35-008", "para.except", "欢乐岛每天都开吗？", "基本每天都开，只是每个月的第一个周二不对外开放，要做维护。", PLAYGROUND_RULES, True),
    w.faith("zh-t35-009", "fmt.time", "欢乐岛的营业时间是几点到几点？", "从上午十点一直开到晚上九点。", PLAYGROUND_RULES, True),
    w.faith("zh-t35-010", "fmt.currency", "家长也要买票吗？", "一位陪同的家长不用买票，孩子的票是68块钱一张，能玩三个小时。", PLAYGROUND_RULES, True),
    w.faith("zh-t35-011", "para.combine", "生日派对找谁订？当天谁来主持？", "要找店长赵磊预订，派对当天由活动主持刘芳芳来主持。", PLAYGROUND_PARTIES, True),
    w.faith("zh-t35-012", "fmt.period", "一场派对多长时间？", "一场派对一共150分钟。", PLAYGROUND_PARTIES, True),
    w.faith("zh-t35-013", "para.relative", "过敏原标签是谁负责的？", "每天早上打印标签的是主厨陈浩，核对并贴上标签的是店员孙悦。", BAKERY_STAFF, True),
    w.faith("zh-t35-014", "para.passive", "产品有没有标过敏原？", "每款产品的主要过敏原都被标注在标签上了。", BAKERY_WORKSHOP, True),
    w.faith("zh-t35-015", "para.combine", "无麸质面包会不会也含花生？", "无麸质面包只在周三和周六做，而且所有产品都在同一个车间里制作，所以店里也没法保证它一点花生都不含。", BAKERY_WORKSHOP, True),
    w.faith("zh-t35-016", "fmt.period", "无蛋蛋糕要提前多久订？", "需要提前96小时预订。", BAKERY_STAFF, True),
    w.faith("zh-t35-017", "para.pronoun", "我有过敏，买东西时要注意什么？", "有过敏的顾客要先告诉店员，而且他们应该在下单之前说。", BAKERY_STAFF, True),
    w.faith("zh-t35-018", "fmt.date", "滨江马拉松哪天举行？", "比赛定在2024/4/21。", MARATHON_FULL, True),
    w.faith("zh-t35-019", "fmt.range", "45岁的人算哪个组？", "45岁的选手属于40岁到49岁那一组。", MARATHON_FULL, True),
    w.faith("zh-t35-020", "para.combine", "10岁的孩子能参加迷你跑吗？", "可以，迷你跑8岁以上就能报名，不过他还不满16岁，需要有一名成年人陪着跑。", MARATHON_MINI, True),
    w.faith("zh-t35-021", "fmt.time", "迷你跑几点开跑？", "迷你跑早上九点半出发，比全程马拉松晚两小时。", MARATHON_MINI, True),
    w.faith("zh-t35-022", "para.combine", "校车上都有哪些大人？", "有开车的司机黄建国，还有负责清点人数的随车老师吴敏。", SCHOOL_BUS, True),
    w.faith("zh-t35-023", "fmt.share", "两个孩子一起报名有优惠吗？", "有，第二个孩子可以少交15%的费用。", CAMP_FEES, True),
    w.faith("zh-t35-024", "wrap.hedge", "夏令营的费用交给谁？", "据我理解，费用应该交到营地财务处，辅导员是不收钱的。", CAMP_FEES, True),
    # unfaithful: exactly one error
    w.faith("zh-t35-025", "role.swap", "洗牙由谁负责？", "洗牙和涂氟是林静怡医生亲自做的，补牙则交给护士周晓雨。", DENTIST_STAFF, False),
    w.faith("zh-t35-026", "added.fact", "第一次去有什么优惠？", "第一次来的孩子可以免费做口腔检查，还能免费拍一张牙片。", DENTIST_STAFF, False),
    w.faith("zh-t35-027", "value.number", "每次预约多长时间？", "每次预约的时长是半个小时。", DENTIST_VISITS, False),
    w.faith("zh-t35-028", "modality", "取消预约一定要提前说吗？", "建议至少提前12小时通知，但这并不是硬性规定。", DENTIST_VISITS, False),
    w.faith("zh-t35-029", "value.except", "欢乐岛什么时候闭馆？", "每个月的最后一个周二闭馆做维护。", PLAYGROUND_RULES, False),
    w.faith("zh-t35-030", "added.fact", "儿童票多少钱？", "儿童票68元能玩3小时，超时每小时另收20元。", PLAYGROUND_RULES, False),
    w.faith("zh-t35-031", "direction", "哪些孩子需要家长陪着？", "身高超过1.2米的孩子必须由家长全程陪着。", PLAYGROUND_RULES, False),
    w.faith("zh-t35-032", "role.swap", "派对由谁主持？", "派对要找活动主持刘芳芳预订，当天由店长赵磊亲自主持。", PLAYGROUND_PARTIES, False),
    w.faith("zh-t35-033", "value.currency", "预订派对要交多少定金？", "预订时要先付500元定金。", PLAYGROUND_PARTIES, False),
    w.faith("zh-t35-034", "added.fact", "派对能来多少个孩子？", "最多能来20个孩子，每个孩子走的时候还会拿到一份小礼物。", PLAYGROUND_PARTIES, False),
    w.faith("zh-t35-035", "quantifier", "产品标签上写过敏原吗？", "只有部分产品的标签上标了主要过敏原。", BAKERY_WORKSHOP, False),
    w.faith("zh-t35-036", "negation", "店里有保证不含花生的产品吗？", "虽然都在同一个车间制作，店里还是能保证一部分产品完全不含花生。", BAKERY_WORKSHOP, False),
    w.faith("zh-t35-037", "role.swap", "标签由谁核对？", "店员孙悦每天早上打印标签，主厨陈浩核对之后再贴上去。", BAKERY_STAFF, False),
    w.faith("zh-t35-038", "added.fact", "定制无蛋蛋糕要注意什么？", "需要提前4天预订，而且只能到店付款。", BAKERY_STAFF, False),
    w.faith("zh-t35-039", "value.number", "每个组前几名有奖牌？", "每个年龄组的前三名可以拿到奖牌。", MARATHON_FULL, False),
    w.faith("zh-t35-040", "added.fact", "全程马拉松谁可以报名？", "年满20岁的选手可以报名，但需要提交半年内的体检报告。", MARATHON_FULL, False),
    w.faith("zh-t35-041", "role.swap", "校车上谁清点人数？", "吴敏老师负责开校车，黄建国师傅负责清点人数。", SCHOOL_BUS, False),
    w.faith("zh-t35-042", "value.time", "校车几点从小区出发？", "校车早上七点四十从阳光小区发车。", SCHOOL_BUS, False),
    w.faith("zh-t35-043", "direction", "什么情况下可以全额退款？", "开营前15天以内取消的，可以全额退款。", CAMP_FEES, False),
    w.faith("zh-t35-044", "added.fact", "夏令营费用包括什么？", "一期10天3800元，包含住宿、三餐和往返接送。", CAMP_FEES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t35-045", "correct.wordy", "星空夏令营一期多少钱？", "星空夏令营每一期的费用是三千八百元，这个价格已经包含了住宿和一日三餐。", "3800元", True),
    w.correct("zh-t35-046", "correct.format", "校车几点到学校？", "早上七点四十五分到。", "7:45", True),
    w.correct("zh-t35-047", "correct.format", "迷你跑的报名费是多少？", "每人五十块钱。", "50元", True),
    w.correct("zh-t35-048", "correct.wordy", "小贝壳儿童牙科的院长是谁？", "小贝壳儿童牙科的院长是林静怡医生，诊所的补牙都是她亲自做的。", "林静怡医生", True),
    w.correct("zh-t35-049", "wrong.value", "滨江马拉松哪天举行？", "4月12日。", "4月21日", False),
    w.correct("zh-t35-050", "wrong.role", "欢乐岛的生日派对由谁负责预订？", "由活动主持刘芳芳负责预订。", "店长赵磊", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
