"""Chinese cases of set t33: a mountain hut's booking rules, a nursing home's visiting hours,
a driving range, a model railway club, a fishing licence office and a jazz club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HUT_SEASON = (
    "云杉山屋每年6月20日至10月10日开放。"
    "床位只能通过微信小程序预订，不接受电话预订。"
    "通铺每晚成人120元，12岁以下儿童60元。"
    "登山协会会员住宿可享八折优惠。"
)
HUT_RULES = (
    "山屋管理员周建华负责所有预订，他休假时由副管理员林小雨代为处理。"
    "入住前5天及以上取消可全额退款。"
    "不足5天取消的，扣除房费的30%。"
    "6人以上的团队须预付200元定金。"
)
HOME_HOURS = (
    "康宁养老院的探视时间为每天上午9:30至11:30、下午15:00至17:30。"
    "探视者进门时须在前台登记并出示身份证。"
    "每位老人同一时间最多接待4名访客。"
    "10岁以下儿童须由成人陪同。"
)
HOME_EXTRA = (
    "非探视时间的探访须经护士长王丽萍批准，申请由社工陈浩负责登记。"
    "此类申请须提前两天提出。"
    "院内餐厅除周三外每天向家属开放。"
)
RANGE = (
    "翠湖高尔夫练习场周一至周五早上8点营业，晚上9点半关门。"
    "一筐60个球收费30元，一筐120个球收费50元。"
    "教练刘明负责周日上午的初学者课程，前台主管赵婷负责办理会员卡。"
    "球杆可在前台免费借用。"
)
RAIL_CLUB = (
    "小站模型铁路俱乐部每周六下午两点在文化宫三楼活动。"
    "新会员需交入会费100元，年费300元。"
    "俱乐部主席孙立群会在新会员第一次参加活动时带他们参观场地。"
)
RAIL_SHOW = (
    "俱乐部年度展览将于5月1日至3日在市科技馆举行。"
    "司库何佳负责收取门票款，秘书黄涛负责安排志愿者值班。"
    "成人票20元，身高1.2米以下儿童免票。"
)
FISHING = (
    "东湖渔政服务站办理钓鱼证：日证15元，年证180元。"
    "办证时间为工作日上午8:30至下午5:00。"
    "未满16周岁的申请人须有监护人签字的同意书。"
    "巡查员郑伟负责沿湖检查，无证垂钓者将被罚款200元。"
)
JAZZ_CLUB = (
    "蓝调酒馆爵士俱乐部除周一外每晚都有现场演出。"
    "晚上7点开门，第一场演出8点半开始。"
    "门票现场购买80元，网上预订65元。"
)
JAZZ_GIG = (
    "4月12日，萨克斯手许安然将与鼓手唐一鸣同台演出。"
    "许安然于2016年创办了俱乐部的周四即兴之夜。"
    "未满18岁的客人只能待到晚上10点。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("zh-t33-001", "para.combine", "云杉山屋什么时候开放？怎么订？", "山屋从6月20号开到10月10号，订床位得用微信小程序，打电话是订不了的。", HUT_SEASON, True),
    w.faith("zh-t33-002", "fmt.share", "协会会员住宿有优惠吗？", "有的，登山协会会员只需付原价的80%。", HUT_SEASON, True),
    w.faith("zh-t33-003", "fmt.currency", "住一晚多少钱？", "大人一晚一百二十块，12岁以下的小朋友六十块。", HUT_SEASON, True),
    w.faith("zh-t33-004", "para.pronoun", "山屋的预订找谁？", "预订都归管理员周建华管，他休假的时候由林小雨顶上。", HUT_RULES, True),
    w.faith("zh-t33-005", "para.synonym", "取消预订能退钱吗？", "只要在入住前五天或更早取消，钱会一分不少地退给您。", HUT_RULES, True),
    w.faith("zh-t33-006", "fmt.share", "入住前两天才取消会怎样？", "这种情况要被扣掉三成房费。", HUT_RULES, True),
    w.faith("zh-t33-007", "fmt.time", "康宁养老院几点可以探视？", "每天上午九点半到十一点半，下午三点到五点半，都可以来看望老人。", HOME_HOURS, True),
    w.faith("zh-t33-008", "para.combine", "去探视要注意什么？", "进门先到前台登记、出示身份证，而且一位老人同时最多只能见四位访客。", HOME_HOURS, True),
    w.faith("zh-t33-009", "para.pronoun", "我能带8岁的儿子去探望奶奶吗？", "可以，不过他得有成年人陪着一起进去。", HOME_HOURS, True),
    w.faith("zh-t33-010", "para.except", "养老院的餐厅每天都开吗？", "不是，每逢周三餐厅不对家属开放。", HOME_EXTRA, True),
    w.faith("zh-t33-011", "para.combine", "非探视时间能去吗？", "可以，但要提前两天申请，并且得护士长王丽萍点头同意才行。", HOME_EXTRA, True),
    w.faith("zh-t33-012", "para.relative", "这类申请交给谁？", "负责登记这类申请的是社工陈浩。", HOME_EXTRA, True),
    w.faith("zh-t33-013", "fmt.time", "练习场工作日几点开门、几点关门？", "周一到周五早上8:00开门，21:30打烊。", RANGE, True),
    w.faith("zh-t33-014", "fmt.number", "打一筐球多少钱？", "六十个球的一筐三十块，一百二十个球的一筐五十块。", RANGE, True),
    w.faith("zh-t33-015", "para.pronoun", "有没有给新手上的课？", "有，刘明教练专门带初学者，他的课安排在周日上午。", RANGE, True),
    w.faith("zh-t33-016", "para.synonym", "要自己带球杆吗？", "不用自己带，前台可以借，不收钱。", RANGE, True),
    w.faith("zh-t33-017", "para.combine", "俱乐部什么时候活动？第一次去有人接待吗？", "每个星期六下午两点在文化宫三楼活动，第一次去的时候，主席孙立群会带你把场地转一圈。", RAIL_CLUB, True),
    w.faith("zh-t33-018", "wrap.attribution", "入会要交多少钱？", "据俱乐部介绍，新会员入会交100元，另外每年还有300元的年费。", RAIL_CLUB, True),
    w.faith("zh-t33-019", "para.relative", "展览的门票钱由谁收？", "收门票钱的是担任司库的何佳。", RAIL_SHOW, True),
    w.faith("zh-t33-020", "para.combine", "展览在哪儿办？小孩要买票吗？", "展览5月1日到3日在市科技馆举办，个子不到1.2米的孩子不用买票。", RAIL_SHOW, True),
    w.faith("zh-t33-021", "fmt.time", "什么时候可以办钓鱼证？", "周一到周五，早上八点半到下午五点都能办。", FISHING, True),
    w.faith("zh-t33-022", "para.except", "周一去能听到现场演出吗？", "周一没有现场演出，不过其他每天晚上都有。", JAZZ_CLUB, True),
    w.faith("zh-t33-023", "para.pronoun", "许安然是谁？", "许安然是一位萨克斯手，俱乐部的周四即兴之夜也是这位乐手在2016年一手创办的。", JAZZ_GIG, True),
    w.faith("zh-t33-024", "wrap.hedge", "钓鱼年证多少钱？", "如果我没记错的话，年证是180元，日证是15元。", FISHING, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t33-025", "added.fact", "住一晚多少钱？", "成人通铺每晚120元，儿童60元，价格里还包含一顿晚餐。", HUT_SEASON, False),
    w.faith("zh-t33-026", "negation", "能打电话订床位吗？", "可以，打电话或者用微信小程序都能预订。", HUT_SEASON, False),
    w.faith("zh-t33-027", "role.swap", "山屋的预订找谁？", "预订由林小雨负责，她休假的时候由周建华替她处理。", HUT_RULES, False),
    w.faith("zh-t33-028", "quantifier", "团队预订要交定金吗？", "不管几个人，所有团队都得先交200元定金。", HUT_RULES, False),
    w.faith("zh-t33-029", "modality", "去探视一定要登记吗？", "前台登记是自愿的，不想登记也可以直接进去。", HOME_HOURS, False),
    w.faith("zh-t33-030", "value.number", "我们一家人能一起去吗？", "可以，每位老人同一时间最多可以见六位访客。", HOME_HOURS, False),
    w.faith("zh-t33-031", "added.fact", "探视时需要做什么？", "要在前台登记并出示身份证，进楼后还必须全程戴口罩。", HOME_HOURS, False),
    w.faith("zh-t33-032", "role.swap", "非探视时间的探访由谁审批？", "由社工陈浩审批，护士长王丽萍负责登记申请。", HOME_EXTRA, False),
    w.faith("zh-t33-033", "value.except", "餐厅哪天不开？", "餐厅除了周五，每天都对家属开放。", HOME_EXTRA, False),
    w.faith("zh-t33-034", "role.swap", "初学者课程是谁上？", "初学者课程由赵婷来上，办会员卡要找刘明。", RANGE, False),
    w.faith("zh-t33-035", "added.fact", "要自己带球杆吗？", "不用，前台可以免费借球杆，不过需要押一张身份证。", RANGE, False),
    w.faith("zh-t33-036", "antonym", "网上订票划算吗？", "网上订票反而比现场买贵15元。", JAZZ_CLUB, False),
    w.faith("zh-t33-037", "role.swap", "展览门票款谁来收？", "门票款由秘书黄涛收取，何佳负责给志愿者排班。", RAIL_SHOW, False),
    w.faith("zh-t33-038", "direction", "小孩要买展览门票吗？", "身高超过1.2米的孩子可以免票进场。", RAIL_SHOW, False),
    w.faith("zh-t33-039", "added.fact", "俱乐部什么时候活动？", "每周六下午两点在文化宫三楼活动，结束后大家会一起去吃晚饭。", RAIL_CLUB, False),
    w.faith("zh-t33-040", "value.time", "几点能去办钓鱼证？", "工作日上午9点到下午5点可以办证。", FISHING, False),
    w.faith("zh-t33-041", "added.entity", "年证在哪里办？", "年证180元，在渔政服务站或者湖边的渔具店都能办。", FISHING, False),
    w.faith("zh-t33-042", "added.fact", "没证钓鱼会怎样？", "无证钓鱼会被罚200元，鱼竿也会被当场没收。", FISHING, False),
    w.faith("zh-t33-043", "role.swap", "4月12日谁来演出？", "鼓手许安然将和萨克斯手唐一鸣一起登台。", JAZZ_GIG, False),
    w.faith("zh-t33-044", "value.currency", "门票多少钱？", "现场买票要80美元。", JAZZ_CLUB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t33-045", "correct.wordy", "第一场演出几点开始？", "第一场演出晚上八点半开始，建议早点到，好找个好位置。", "晚上8点半。", True),
    w.correct("zh-t33-046", "correct.format", "登山协会会员有什么优惠？", "住宿按原价的80%收费。", "八折。", True),
    w.correct("zh-t33-047", "correct.wordy", "谁负责安排展览的志愿者值班？", "展览期间志愿者怎么排班，是由俱乐部秘书黄涛来安排的。", "秘书黄涛。", True),
    w.correct("zh-t33-048", "correct.format", "钓鱼年证多少钱？", "一百八十块钱。", "180元。", True),
    w.correct("zh-t33-049", "wrong.value", "俱乐部年费是多少？", "年费是每年350元。", "300元。", False),
    w.correct("zh-t33-050", "wrong.role", "会员卡找谁办？", "办会员卡要找教练刘明。", "前台主管赵婷。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
