"""Chinese cases of set t30: an apartment compound's resident rules and gym, a lakeside
campground's fees and history, a language exchange club and its partner rules, an
electric car charging network's prices and history, a ski area's lift tickets and a
dental insurance plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

APT_RULES = (
    "锦园公寓住户守则：晚上10点至次日早上7点为安静时段，禁止装修和大声喧哗。"
    "快递请到一楼的智能快递柜领取，包裹存放超过48小时将收取1元超时费。"
    "楼道内不得堆放杂物。"
    "邻里投诉由物业经理王丽负责处理。"
)
APT_GYM = (
    "锦园公寓的住户健身房于2021年10月由恒达装饰公司改造，现有8台跑步机和2套力量训练器械。"
    "健身房每天6:00至23:00开放，住户凭门禁卡免费使用。"
    "非住户须由住户陪同入场，每次收费20元。"
)
CAMP_FEES = (
    "青山湖露营地帐篷营位每晚120元，房车营位（含电源）每晚280元。"
    "每个营位最多可住4人，超出的每人每晚加收30元。"
    "租用帐篷套装每晚另收80元。"
    "入营时间为下午2点以后，离营须在中午12点前。"
)
CAMP_HISTORY = (
    "青山湖露营地由退休教师陈建国于2012年创办。"
    "2020年，露营地被绿野文旅集团收购，该集团于次年新建了一座淋浴房。"
    "淋浴热水对营地客人免费。"
    "营地允许携带宠物，但宠物必须全程牵绳。"
)
CLUB = (
    "“语伴角”语言交换俱乐部由西班牙留学生玛丽亚·洛佩斯和上海姑娘周婷于2018年共同发起。"
    "活动每周日下午2点到4点在静安区的“半日闲”咖啡馆举行。"
    "前一个小时说中文，后一个小时说西班牙语。"
    "会员费每学期100元，首次参加免费。"
)
CLUB_RULES = (
    "在语伴角，新成员的语伴由俱乐部组织者刘洋负责匹配。"
    "语伴双方每月至少要在活动之外见面两次。"
    "连续三次缺席活动的成员将被取消语伴资格。"
    "目前俱乐部提供西班牙语、法语和日语三种语言。"
)
EV_PRICES = (
    "快电桩直流快充桩（120千瓦）每度电收费1.6元，交流慢充桩每度电收费1.1元。"
    "充电结束后15分钟内未挪车的，按每分钟0.5元收取占位费。"
    "开通每月19元的会员后，所有充电费用打八折。"
)
EV_HISTORY = (
    "快电桩由工程师赵明于2015年在杭州创立。"
    "2020年，公司被远航新能源收购，后者在次年把快充桩数量翻了一番。"
    "目前网络共有1,200个充电站。"
    "高速公路服务区的站点24小时营业，其他站点每天23点关闭。"
)
SKI = (
    "白云山滑雪场索道票价：全天票成人380元，儿童（6至12岁）260元。"
    "6岁以下儿童由付费成人陪同可免费乘坐。"
    "下午票从12点半起有效，成人售价280元。"
    "索道每天8:30至16:30运行，周三除外，周三上午10点才开始运行。"
)
DENTAL = (
    "安康齿科保险基础版每月保费39元。"
    "每年两次洁牙全额报销，补牙报销70%，牙冠报销50%，但牙冠须在等待期满一年后才能报销。"
    "正畸治疗不在保障范围内。"
    "每人每年最高报销5,000元。"
)

# fmt: off
FAITHFULNESS = [
    # 住户守则
    w.faith("zh-t30-001", "para.pronoun", "邻居太吵了，该找谁？", "王丽是物业经理。邻里之间的投诉都由她来处理。", APT_RULES, True),
    w.faith("zh-t30-002", "fmt.time", "安静时段是几点到几点？", "安静时段从22:00一直到第二天7:00。", APT_RULES, True),
    w.faith("zh-t30-003", "added.fact", "快递放在哪里？", "快递都在一楼的智能快递柜，取件码会通过短信发给您，放超过48小时要付1元超时费。", APT_RULES, False),
    w.faith("zh-t30-004", "value.number", "快递柜超时怎么收费？", "包裹在快递柜里放超过24小时，就要收1元的超时费。", APT_RULES, False),
    # 健身房
    w.faith("zh-t30-005", "para.relative", "健身房有哪些器械？", "2021年10月由恒达装饰公司改造的住户健身房，现在有8台跑步机和2套力量训练器械。", APT_GYM, True),
    w.faith("zh-t30-006", "para.combine", "住户去健身房要花钱吗？什么时候开？", "住户刷门禁卡就能免费进，每天早上6点到晚上11点都开着。", APT_GYM, True),
    w.faith("zh-t30-007", "added.fact", "朋友能跟我一起去健身吗？", "可以，非住户由住户陪同就能进，每次收20元，每月最多来四次。", APT_GYM, False),
    w.faith("zh-t30-008", "value.currency", "非住户怎么收费？", "非住户必须由住户陪同，每次收费20美元。", APT_GYM, False),
    w.faith("zh-t30-009", "modality", "非住户能自己去健身房吗？", "非住户最好由住户陪同入场，不过自己去也可以，每次收费20元。", APT_GYM, False),
    # 露营地收费
    w.faith("zh-t30-010", "fmt.currency", "帐篷营位多少钱一晚？", "帐篷营位一晚一百二十块钱。", CAMP_FEES, True),
    w.faith("zh-t30-011", "para.combine", "我们5个人住一个帐篷营位怎么收费？", "帐篷营位每晚120元，最多住4个人，第5个人每晚要再加30元。", CAMP_FEES, True),
    w.faith("zh-t30-012", "added.fact", "营地能租帐篷吗？", "可以，帐篷套装每晚另收80元，里面还配有睡袋和防潮垫。", CAMP_FEES, False),
    w.faith("zh-t30-013", "value.time", "最晚几点离营？", "离营时间是上午11点之前。", CAMP_FEES, False),
    w.faith("zh-t30-014", "wrap.closer", "几点可以入营？", "下午两点以后就可以入营了。祝您露营愉快！", CAMP_FEES, True),
    # 露营地历史
    w.faith("zh-t30-015", "para.relative", "青山湖露营地现在归谁？", "退休教师陈建国在2012年创办的青山湖露营地，2020年被绿野文旅集团收购了。", CAMP_HISTORY, True),
    w.faith("zh-t30-016", "para.pronoun", "淋浴房是谁建的？", "绿野文旅集团2020年收购了这个露营地。它在第二年新建了一座淋浴房。", CAMP_HISTORY, True),
    w.faith("zh-t30-017", "role.swap", "露营地是谁创办的？", "2012年绿野文旅集团创办了青山湖露营地，2020年陈建国把它买了下来。", CAMP_HISTORY, False),
    w.faith("zh-t30-018", "added.fact", "洗澡要钱吗？", "营地客人洗热水澡不花钱，淋浴房每天开放到晚上10点。", CAMP_HISTORY, False),
    w.faith("zh-t30-019", "negation", "能带狗去吗？", "可以带宠物，而且不用牵绳，狗狗可以在营地里自由活动。", CAMP_HISTORY, False),
    # 语言交换俱乐部
    w.faith("zh-t30-020", "para.relative", "语伴角在哪儿活动？", "由玛丽亚·洛佩斯和周婷在2018年共同发起的语伴角，每周日下午在静安区的“半日闲”咖啡馆活动。", CLUB, True),
    w.faith("zh-t30-021", "fmt.time", "活动几点开始？", "每周日14:00到16:00。", CLUB, True),
    w.faith("zh-t30-022", "para.combine", "活动是怎么安排的？", "每次两个小时的活动，前半段说中文，后半段换成西班牙语。", CLUB, True),
    w.faith("zh-t30-023", "added.fact", "会员费多少？", "会员费每学期100元，每次活动送一杯饮品，第一次来不收费。", CLUB, False),
    w.faith("zh-t30-024", "value.date", "语伴角哪天活动？", "活动在每周六下午2点到4点举行。", CLUB, False),
    # 俱乐部规则
    w.faith("zh-t30-025", "para.passive", "语伴怎么分配？", "组织者刘洋会给每位新成员匹配一位语伴。", CLUB_RULES, True),
    w.faith("zh-t30-026", "para.pronoun", "语伴多久见一次面？", "新成员会由刘洋匹配语伴。双方配好以后，他们每个月至少要在活动以外见两次面。", CLUB_RULES, True),
    w.faith("zh-t30-027", "quantifier", "俱乐部有哪些语言？", "俱乐部目前只提供西班牙语这一种语言。", CLUB_RULES, False),
    w.faith("zh-t30-028", "added.fact", "缺席会怎样？", "连续缺席三次就会被取消语伴资格，而且要重新缴纳会员费。", CLUB_RULES, False),
    w.faith("zh-t30-029", "para.synonym", "现在能练哪些语言？", "现在可以练西班牙语、法语和日语这三门外语。", CLUB_RULES, True),
    # 充电收费
    w.faith("zh-t30-030", "fmt.share", "会员有什么优惠？", "每月花19元开通会员，所有充电费用都能便宜两成。", EV_PRICES, True),
    w.faith("zh-t30-031", "para.combine", "会员用慢充也打折吗？", "慢充桩每度电1.1元，开通会员以后这部分同样打八折。", EV_PRICES, True),
    w.faith("zh-t30-032", "wrap.opener", "充完电不挪车会怎样？", "您好！充电结束后有15分钟的挪车时间，超过以后每分钟收0.5元占位费。", EV_PRICES, True),
    w.faith("zh-t30-033", "added.fact", "快充桩功率多大？", "快充桩功率是120千瓦，每度电1.6元，半小时左右就能充到80%。", EV_PRICES, False),
    w.faith("zh-t30-034", "value.number", "占位费怎么算？", "充电结束后10分钟内没挪车，就按每分钟0.5元收占位费。", EV_PRICES, False),
    w.faith("zh-t30-035", "value.unit", "慢充怎么收费？", "交流慢充桩按每小时1.1元收费。", EV_PRICES, False),
    # 公司历史
    w.faith("zh-t30-036", "para.relative", "快电桩现在是哪家公司的？", "工程师赵明2015年在杭州创立的快电桩，在2020年被远航新能源收购。", EV_HISTORY, True),
    w.faith("zh-t30-037", "para.pronoun", "收购之后有什么变化？", "远航新能源在2020年收购了快电桩。第二年，它把快充桩的数量增加了一倍。", EV_HISTORY, True),
    w.faith("zh-t30-038", "para.except", "半夜能充电吗？", "除了高速公路服务区的站点，其他站点晚上11点就关门了。", EV_HISTORY, True),
    w.faith("zh-t30-039", "role.swap", "2020年快电桩发生了什么？", "2020年，快电桩收购了远航新能源。", EV_HISTORY, False),
    # 索道票
    w.faith("zh-t30-040", "para.except", "索道几点开始运行？", "除了周三，索道每天早上八点半就开始运行。", SKI, True),
    w.faith("zh-t30-041", "fmt.range", "我家孩子9岁，全天票多少钱？", "六岁至十二岁的孩子买全天票要260块。", SKI, True),
    w.faith("zh-t30-042", "added.fact", "下午票多少钱？", "成人下午票280元，12点半以后有效，还包含一次免费雪具租借。", SKI, False),
    # 齿科保险
    w.faith("zh-t30-043", "para.combine", "洁牙要自己花钱吗？", "每月保费39元的基础版，每年两次洁牙的费用全部报销。", DENTAL, True),
    w.faith("zh-t30-044", "added.fact", "牙冠能报销多少？", "牙冠报销50%，等待期满一年后才能报，而且每年最多报两颗。", DENTAL, False),
]

CORRECTNESS = [
    w.correct("zh-t30-045", "correct.wordy", "白云山滑雪场成人全天票多少钱？", "如果是成年人想滑一整天，买全天索道票需要380元。", "380元", True),
    w.correct("zh-t30-046", "correct.wordy", "快电桩是谁创立的？", "快电桩是工程师赵明在2015年于杭州创立的。", "赵明", True),
    w.correct("zh-t30-047", "correct.format", "青山湖露营地几点以后可以入营？", "14:00以后", "下午2点以后", True),
    w.correct("zh-t30-048", "correct.format", "安康齿科保险基础版每人每年最高报销多少？", "每年最多五千元", "5,000元", True),
    w.correct("zh-t30-049", "wrong.value", "青山湖露营地帐篷营位每晚多少钱？", "帐篷营位每晚150元。", "120元", False),
    w.correct("zh-t30-050", "wrong.role", "2020年谁收购了快电桩？", "快电桩收购了远航新能源。", "远航新能源收购了快电桩。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
