"""Chinese cases of set t22: a same-city bicycle courier station, a community vegetable
garden association, a fitness band's user guide, a youth hostel's kitchen rules, a
volunteer fire brigade and a chocolate factory tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

COURIER = (
    "飞轮同城骑手配送服务覆盖市区三环以内，每天早上7点到晚上9点接单。"
    "3公里以内的订单收费15元，超过3公里每公里加收2元。"
    "重量超过10公斤的物品不予配送。"
    "生鲜订单须在下单后45分钟内送达。"
)
COURIER_TEAM = (
    "站长王磊负责给骑手排班，骑手李晓峰主要跑东城片区。"
    "2024年6月18日，李晓峰一天送了86单，创下站点纪录。"
    "骑手每月有4天带薪休息日。"
    "雨衣由站点统一发放，自行车则需要骑手自备。"
)
GARDEN = (
    "绿洲社区菜园协会共有80块菜地，每块面积为15平方米。"
    "租期为一年，年费300元，须在每年1月31日前缴清。"
    "菜地内禁止使用除草剂。"
)
GARDEN_RULES = (
    "协会会长陈秀英负责分配菜地，副会长赵建国负责安排浇水值班。"
    "工具房每周三和周六上午8点至11点开放。"
    "连续三个月无人打理的菜地将被收回。"
)
BAND = (
    "悦动手环4充满电约需1.5小时，正常使用续航约14天。"
    "手环支持50米防水，可以佩戴游泳，但不能用于潜水。"
    "开启全天血氧监测后，续航会缩短到约7天。"
)
KITCHEN = (
    "青旅公共厨房开放时间为每天6:30至22:30，由前台夜班员工刘芳负责锁门。"
    "住客使用冰箱时，须在食物上贴好写有房号和退房日期的标签。"
    "未贴标签的食物每周日晚上统一清理。"
    "锅具和餐具可免费使用，但用完须立即洗净。"
    "厨房内禁止明火烧烤。"
)
FIRE = (
    "南山镇志愿消防队现有队员42人。"
    "队长孙志强负责指挥出警，副队长周丽负责培训新队员。"
    "每月第一个周日上午9点进行全员演练。"
    "报名者年龄须在18至55岁之间，并通过体能测试。"
)
FIRE_YEAR = (
    "2023年消防队共出警96次，其中四分之一是山林火灾。"
    "去年新购置的消防车水箱容量为3吨。"
    "队员每次出警可获得80元补贴。"
)
TOUR = (
    "可可工坊巧克力工厂除周一外每天开放参观，开放时间为9:00至17:00。"
    "门票成人60元，身高1.2米以下的儿童免费。"
    "参观全程约90分钟，结束时每位游客可获赠一块50克的黑巧克力。"
    "工厂内禁止饮食。"
)
TOUR_GUIDES = (
    "讲解员黄敏负责中文讲解，英文讲解由外籍讲解员马克负责。"
    "英文场每天只有两场，分别在10:00和14:00。"
    "团体参观须提前三天预约。"
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("zh-t22-001", "fmt.currency", "飞轮同城的配送费怎么算？", "三公里内的单子收十五块钱，超出的部分每公里再加两块。", COURIER, True),
    w.faith("zh-t22-002", "value.number", "超过3公里怎么收费？", "超过3公里以后，每公里加收5元。", COURIER, False),
    w.faith("zh-t22-003", "negation", "很重的东西能送吗？", "超过10公斤的物品也可以配送。", COURIER, False),
    w.faith("zh-t22-004", "fmt.period", "生鲜订单多久能送到？", "生鲜订单要在下单后三刻钟之内送到。", COURIER, True),
    w.faith("zh-t22-005", "role.swap", "谁负责给骑手排班？", "李晓峰负责给骑手排班，王磊主要跑东城片区。", COURIER_TEAM, False),
    w.faith("zh-t22-006", "fmt.date", "站点的单日送单纪录是哪天创下的？", "李晓峰在2024-06-18这天送了86单，这是站点的最高纪录。", COURIER_TEAM, True),
    w.faith("zh-t22-007", "para.synonym", "骑手的装备由谁提供？", "雨衣由站点统一配发，自行车得骑手自己准备。", COURIER_TEAM, True),
    w.faith("zh-t22-008", "added.fact", "骑手有休假吗？", "骑手每月有4天带薪休息日，春节期间还会另外多放3天。", COURIER_TEAM, False),
    w.faith("zh-t22-009", "fmt.abbrev", "每块菜地有多大？", "每块菜地15㎡，协会一共有80块。", GARDEN, True),
    w.faith("zh-t22-010", "value.date", "年费什么时候交？", "300元的年费须在每年3月31日前缴清。", GARDEN, False),
    w.faith("zh-t22-011", "para.reorder", "菜地里能用除草剂吗？", "不能，除草剂是不准在菜地里用的。", GARDEN, True),
    w.faith("zh-t22-012", "modality", "菜地里能用除草剂吗？", "菜地里最好不要用除草剂，不过也没有明确禁止。", GARDEN, False),
    w.faith("zh-t22-013", "role.swap", "菜地由谁来分配？", "副会长赵建国负责分配菜地，会长陈秀英负责安排浇水值班。", GARDEN_RULES, False),
    w.faith("zh-t22-014", "fmt.time", "工具房什么时候开门？", "工具房每周三、周六的8:00–11:00开放。", GARDEN_RULES, True),
    w.faith("zh-t22-015", "fmt.period", "菜地长期没人管会怎样？", "连续一个季度没人打理的菜地会被协会收回。", GARDEN_RULES, True),
    w.faith("zh-t22-016", "para.relative", "谁负责分配菜地？", "负责分配菜地的是会长陈秀英。", GARDEN_RULES, True),
    w.faith("zh-t22-017", "fmt.period", "悦动手环4一次充电能用多久？", "正常使用的话，充满一次大约能用两周。", BAND, True),
    w.faith("zh-t22-018", "fmt.unit", "手环充满电要多长时间？", "充满电大概需要90分钟。", BAND, True),
    w.faith("zh-t22-019", "negation", "可以戴着手环游泳吗？", "悦动手环4不能戴着游泳。", BAND, False),
    w.faith("zh-t22-020", "fmt.share", "开血氧监测对续航有影响吗？", "有影响，开启全天血氧监测后，续航大约会减少一半。", BAND, True),
    w.faith("zh-t22-021", "added.fact", "手环防水吗？", "手环支持50米防水，洗热水澡时也可以一直戴着。", BAND, False),
    w.faith("zh-t22-022", "wrap.attribution", "厨房几点开放？", "根据青旅的规定，厨房每天早上六点半开门，晚上十点半关门。", KITCHEN, True),
    w.faith("zh-t22-023", "value.time", "厨房晚上几点关？", "厨房每天晚上11点关门。", KITCHEN, False),
    w.faith("zh-t22-024", "quantifier", "冰箱里的食物要贴标签吗？", "只有长住的客人才需要给食物贴标签。", KITCHEN, False),
    w.faith("zh-t22-025", "wrap.opener", "锅碗可以用吗？", "您好！锅具和餐具都可以免费用，不过用完要马上洗干净。", KITCHEN, True),
    w.faith("zh-t22-026", "antonym", "厨房里可以烧烤吗？", "厨房里允许用明火烧烤。", KITCHEN, False),
    w.faith("zh-t22-027", "wrap.hedge", "往冰箱里放东西有什么要求？", "好像要在食物上贴一张写着房号和退房日期的标签。", KITCHEN, True),
    w.faith("zh-t22-028", "role.swap", "出警由谁指挥？", "队长周丽负责指挥出警，副队长孙志强负责培训新队员。", FIRE, False),
    w.faith("zh-t22-029", "fmt.range", "报名志愿消防队有什么条件？", "年龄限18–55岁，而且要通过体能测试。", FIRE, True),
    w.faith("zh-t22-030", "direction", "报名有年龄要求吗？", "有，报名者必须在55岁以上。", FIRE, False),
    w.faith("zh-t22-031", "fmt.time", "全员演练是什么时候？", "每个月的头一个星期天早上九点。", FIRE, True),
    w.faith("zh-t22-032", "added.entity", "全员演练是什么时候？", "每月第一个周日上午9点，全体队员会和镇卫生院的医生一起演练。", FIRE, False),
    w.faith("zh-t22-033", "fmt.share", "2023年出警情况如何？", "2023年一共出警96次，其中25%是山林火灾。", FIRE_YEAR, True),
    w.faith("zh-t22-034", "value.currency", "队员出警有补贴吗？", "有，每次出警可以拿到100元补贴。", FIRE_YEAR, False),
    w.faith("zh-t22-035", "wrap.closer", "消防队去年出警多少次？", "2023年消防队一共出警96次。感谢您对志愿消防工作的关注！", FIRE_YEAR, True),
    w.faith("zh-t22-036", "para.except", "工厂哪天不开放？", "工厂周二到周日都开放参观，只有周一不开。", TOUR, True),
    w.faith("zh-t22-037", "fmt.period", "参观要多长时间？", "整个参观大约一个半小时。", TOUR, True),
    w.faith("zh-t22-038", "value.number", "参观结束有什么礼物？", "结束时每人可以领一块100克的黑巧克力。", TOUR, False),
    w.faith("zh-t22-039", "quantifier", "小孩要买票吗？", "所有儿童都免费入场。", TOUR, False),
    w.faith("zh-t22-040", "wrap.question", "门票多少钱？", "想知道票价吗？成人票60元，身高不到1.2米的孩子免票。", TOUR, True),
    w.faith("zh-t22-041", "negation", "参观时能吃东西吗？", "可以，工厂内允许饮食。", TOUR, False),
    w.faith("zh-t22-042", "role.swap", "谁负责中文讲解？", "中文讲解由马克负责，黄敏负责英文讲解。", TOUR_GUIDES, False),
    w.faith("zh-t22-043", "fmt.time", "英文讲解有几场？", "英文场每天两场：上午十点和下午两点。", TOUR_GUIDES, True),
    w.faith("zh-t22-044", "para.passive", "英文讲解由谁负责？", "外籍讲解员马克负责英文讲解。", TOUR_GUIDES, True),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("zh-t22-045", "correct.wordy", "悦动手环4正常使用能续航多久？", "在正常使用的情况下，这款手环充一次电大概可以用两个星期左右。", "约14天", True),
    w.correct("zh-t22-046", "correct.short", "南山镇志愿消防队的队长是谁？", "孙志强。", "队长是孙志强。", True),
    w.correct("zh-t22-047", "correct.format", "可可工坊巧克力工厂的成人门票多少钱？", "六十块钱。", "60元", True),
    w.correct("zh-t22-048", "correct.format", "可可工坊的参观全程多长时间？", "大约一个半小时。", "约90分钟", True),
    w.correct("zh-t22-049", "wrong.value", "绿洲社区菜园协会有多少块菜地？", "协会一共有60块菜地。", "80块", False),
    w.correct("zh-t22-050", "wrong.role", "在飞轮同城，谁负责给骑手排班？", "骑手李晓峰负责排班。", "站长王磊", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
