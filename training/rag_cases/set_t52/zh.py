"""Chinese cases of set t52: 丽江古城的客栈与老板一家、北京酒楼的婚宴厅与员工、西安回民街
的泡馍馆、松花江冰灯游园会、上海愚园路的Livehouse、青岛的精酿啤酒节。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

INN = (
    "丽江“听雪客栈”位于大研古城内，共有14间客房，其中6间带露台，可以远眺玉龙雪山。"
    "标准间每晚320元，露台房每晚460元。"
    "前台晚上11点关门，晚归的客人需提前告知。"
    "客栈不接待10岁以下的儿童。"
)
INN_STAFF = (
    "客栈老板娘杨春燕是本地纳西族人，2010年把祖宅改建成了客栈。"
    "她的弟弟杨磊负责接送机和安排去玉龙雪山的包车。"
    "这座院子建于清朝光绪年间，1996年丽江地震后重新修缮过。"
)
BANQUET = (
    "北京“福满楼”可同时承办两场婚宴：牡丹厅最多摆40桌，芙蓉厅最多摆20桌。"
    "婚宴套餐每桌4888元起，含10人份菜品。"
    "周六、周日的档期需提前半年预订，并缴纳1万元定金。"
    "宴会结束时间不得晚于晚上9点。"
)
BANQUET_STAFF = (
    "福满楼的宴会经理孙婷负责从看场到婚礼当天的全部安排，行政总厨马国强负责设计菜单。"
    "新人可在婚宴前一个月到店免费试菜，最多带4人。"
    "福满楼开业于1999年，2015年扩建了芙蓉厅。"
)
PAOMO = (
    "西安回民街的“老马家泡馍馆”由马福贵于1985年开办，现在由他的儿子马建军经营，儿媳白秀兰负责收银和外卖。"
    "牛肉泡馍一碗32元，羊肉泡馍一碗38元。"
    "每天早上7点开门，晚上9点打烊，每月第一个周一店休。"
    "店里只收现金和微信支付。"
)
ICE = (
    "松花江冰灯游园会每年12月25日开幕，持续到次年2月底。"
    "成人门票198元，1.2米以下儿童免费，60岁以上老人半价。"
    "园区每天11:00开放，21:30停止入园。"
    "游园会始于1985年，2006年迁至江北的太阳岛。"
)
LIVEHOUSE = (
    "上海“回声”Livehouse位于愚园路，2008年由乐手周野创办，2019年转让给了现任老板钱多多。"
    "演出通常晚上8点开始，9点半左右结束。"
    "普通场门票预售120元，现场150元。"
    "主唱陆小雨的乐队“白昼”每月最后一个周五在这里驻场演出。"
)
BEER = (
    "崂山精酿啤酒节于每年7月的第三个周末在青岛石老人海水浴场举办。"
    "共有60多家精酿酒厂参展，啤酒每杯（400毫升）25元。"
    "门票免费，但须年满18岁才能购买酒精饮品。"
    "啤酒节期间设有免费接驳车，往返于地铁站和会场之间。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t52-001", "fmt.currency", "标准间多少钱一晚？", "标准间每晚三百二十元。", INN, True),
    w.faith("zh-t52-002", "para.part", "有能看到雪山的房间吗？", "有，14间客房中有6间带露台，可以远眺玉龙雪山。", INN, True),
    w.faith("zh-t52-003", "fmt.time", "前台几点关门？", "前台23:00关门，晚归的话要提前说一声。", INN, True),
    w.faith("zh-t52-004", "fmt.number", "我带8岁的孩子能住吗？", "抱歉，客栈不接待十岁以下的小朋友。", INN, True),
    w.faith("zh-t52-005", "para.relative", "客栈老板是谁？", "老板娘是2010年把祖宅改建成客栈的纳西族人杨春燕。", INN_STAFF, True),
    w.faith("zh-t52-006", "para.pronoun", "接机找谁？", "找杨磊，他是老板娘杨春燕的弟弟，负责接送机和包车。", INN_STAFF, True),
    w.faith("zh-t52-007", "para.combine", "这个院子有多少年历史了？", "院子建于清朝光绪年间，1996年地震后又重新修缮过。", INN_STAFF, True),
    w.faith("zh-t52-008", "fmt.number", "牡丹厅能摆多少桌？", "牡丹厅最多能摆四十桌。", BANQUET, True),
    w.faith("zh-t52-009", "fmt.thousands", "周末婚宴要交多少定金？", "周末档期需要缴纳10000元定金。", BANQUET, True),
    w.faith("zh-t52-010", "fmt.period", "周末的档期要提前多久订？", "周六、周日的档期要提前六个月预订。", BANQUET, True),
    w.faith("zh-t52-011", "fmt.time", "婚宴最晚几点结束？", "宴会最晚要在21:00之前结束。", BANQUET, True),
    w.faith("zh-t52-012", "para.passive", "婚宴菜单谁来定？", "菜单由行政总厨马国强负责设计。", BANQUET_STAFF, True),
    w.faith("zh-t52-013", "para.combine", "芙蓉厅是什么时候建的？", "福满楼1999年开业，芙蓉厅是2015年扩建的。", BANQUET_STAFF, True),
    w.faith("zh-t52-014", "para.combine", "老马家泡馍馆现在谁在管？", "店是马福贵1985年开的，现在由儿子马建军经营，儿媳白秀兰管收银和外卖。", PAOMO, True),
    w.faith("zh-t52-015", "fmt.currency", "羊肉泡馍多少钱？", "羊肉泡馍三十八块一碗。", PAOMO, True),
    w.faith("zh-t52-016", "para.except", "周一去能吃上泡馍吗？", "一般可以，只有每个月的第一个周一店休。", PAOMO, True),
    w.faith("zh-t52-017", "wrap.closer", "可以刷卡吗？", "店里只收现金和微信支付。祝您用餐愉快！", PAOMO, True),
    w.faith("zh-t52-018", "fmt.date", "冰灯游园会什么时候开？", "游园会12.25开幕，一直持续到第二年2月末。", ICE, True),
    w.faith("zh-t52-019", "fmt.share", "老人买票有优惠吗？", "有，60岁以上的老人门票打五折。", ICE, True),
    w.faith("zh-t52-020", "wrap.attribution", "晚上几点之前要进园？", "据园区的规定，每天11:00开园，晚上九点半以后就不能再入园了。", ICE, True),
    w.faith("zh-t52-021", "para.passive", "回声是谁开的？", "回声是2008年由乐手周野创办的，2019年被转让给了现任老板钱多多。", LIVEHOUSE, True),
    w.faith("zh-t52-022", "fmt.time", "演出几点开始？", "演出一般20:00开始，21:30左右结束。", LIVEHOUSE, True),
    w.faith("zh-t52-023", "wrap.question", "门票多少钱？", "普通场预售票120元，现场票150元。需要我帮您查一下近期的演出吗？", LIVEHOUSE, True),
    w.faith("zh-t52-024", "fmt.unit", "啤酒一杯多大、多少钱？", "一杯是0.4升，售价25元。", BEER, True),
    w.faith("zh-t52-025", "value.currency", "露台房多少钱？", "露台房每晚320元。", INN, False),
    w.faith("zh-t52-026", "negation", "客栈接待小孩吗？", "客栈可以接待10岁以下的儿童。", INN, False),
    w.faith("zh-t52-027", "added.fact", "前台几点关门？", "前台晚上11点关门，房费里已经包含早餐。", INN, False),
    w.faith("zh-t52-028", "role.swap", "客栈是谁开的？", "杨磊2010年把祖宅改建成客栈，他的姐姐杨春燕负责接送机。", INN_STAFF, False),
    w.faith("zh-t52-029", "value.date", "客栈是哪年开的？", "杨春燕在1996年把祖宅改建成了客栈。", INN_STAFF, False),
    w.faith("zh-t52-030", "value.number", "芙蓉厅能摆几桌？", "芙蓉厅最多可以摆40桌。", BANQUET, False),
    w.faith("zh-t52-031", "modality", "周末档期一定要提前半年订吗？", "周末档期最好提前半年预订，但这不是硬性要求。", BANQUET, False),
    w.faith("zh-t52-032", "direction", "婚宴几点结束？", "宴会结束时间不得早于晚上9点。", BANQUET, False),
    w.faith("zh-t52-033", "added.fact", "可以试菜吗？", "新人可以在婚宴前一个月免费试菜，最多带4人，试菜当天还赠送婚礼蛋糕。", BANQUET_STAFF, False),
    w.faith("zh-t52-034", "role.swap", "宴会经理是谁？", "马国强负责婚礼的全部安排，孙婷负责设计菜单。", BANQUET_STAFF, False),
    w.faith("zh-t52-035", "value.number", "试菜能带几个人？", "新人试菜时最多可以带6个人。", BANQUET_STAFF, False),
    w.faith("zh-t52-036", "value.except", "泡馍馆哪天休息？", "老马家泡馍馆每周一店休。", PAOMO, False),
    w.faith("zh-t52-037", "role.swap", "谁负责收银？", "店由儿媳白秀兰经营，马建军负责收银和外卖。", PAOMO, False),
    w.faith("zh-t52-038", "quantifier", "怎么付款？", "店里各种支付方式都能用，包括银行卡和支付宝。", PAOMO, False),
    w.faith("zh-t52-039", "value.date", "冰灯游园会办了多少年了？", "松花江冰灯游园会始于2006年。", ICE, False),
    w.faith("zh-t52-040", "direction", "儿童要买票吗？", "身高1.2米以上的儿童免费入园。", ICE, False),
    w.faith("zh-t52-041", "value.time", "几点停止入园？", "园区每天11:00开放，晚上9点停止入园。", ICE, False),
    w.faith("zh-t52-042", "role.swap", "回声的老板是谁？", "回声是钱多多2008年创办的，2019年转让给了乐手周野。", LIVEHOUSE, False),
    w.faith("zh-t52-043", "antonym", "现场买票划算吗？", "现场票比预售票便宜30元。", LIVEHOUSE, False),
    w.faith("zh-t52-044", "added.entity", "怎么去啤酒节会场？", "啤酒节期间有免费接驳车，往返于青岛火车站和会场之间。", BEER, False),
]

CORRECTNESS = [
    w.correct("zh-t52-045", "correct.wordy", "听雪客栈的标准间一晚多少钱？", "在听雪客栈，标准间住一晚需要三百二十元。", "320元", True),
    w.correct("zh-t52-046", "correct.short", "老马家泡馍馆现在由谁经营？", "马建军。", "现在由创始人马福贵的儿子马建军经营。", True),
    w.correct("zh-t52-047", "correct.format", "冰灯游园会的成人门票多少钱？", "一百九十八元。", "198元", True),
    w.correct("zh-t52-048", "correct.wordy", "崂山精酿啤酒节在哪里举办？", "这个啤酒节每年都在青岛的石老人海水浴场举办。", "青岛石老人海水浴场", True),
    w.correct("zh-t52-049", "wrong.value", "福满楼的婚宴套餐每桌多少钱起？", "每桌3888元起。", "4888元起", False),
    w.correct("zh-t52-050", "wrong.role", "回声Livehouse的现任老板是谁？", "是周野。", "钱多多", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
