"""Chinese cases of set t37: 公共桑拿浴室、修鞋铺、葡萄酒吧的活动、社区学院报名、
网球俱乐部的场地、跳蚤市场的摊位费。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SAUNA_HOURS = (
    "松林公共桑拿浴室除周三外每天开放，营业时间为上午9点至晚上10点。"
    "成人门票58元，身高1.2米以下的儿童半价。"
    "浴巾可在前台租用，每条5元。"
    "闭馆前一小时停止入场。"
)
SAUNA_STAFF = (
    "技师长周建国负责每天下午4点和晚上8点的泼水仪式。"
    "每场仪式开始前，由他的助手刘晓雯准备热水和精油。"
    "仪式开始后才到的客人须等下一场。"
)
SHOE_PRICES = "老马修鞋铺换整个鞋底收费80元，需要4天。换鞋跟可以现场等，大约10分钟。本店不修理布鞋。"
SHOE_STAFF = (
    "店主马国强亲自负责所有缝补活儿，他的徒弟孙磊负责擦鞋和配钥匙。"
    "修好后超过45天未取的鞋，将捐给社区爱心驿站。"
)
WINE_TASTING = (
    "醉月酒吧每周六晚上7点半举办品鉴会，由侍酒师林佳怡主持。"
    "每场品鉴五款同一产区的葡萄酒，每人168元，含一份芝士拼盘。"
    "每场限12人，须提前预约。"
)
WINE_GUEST = (
    "12月6日，法国酒庄庄主皮埃尔·杜邦将来醉月酒吧介绍他的勃艮第红酒。"
    "现场由林佳怡为他做翻译。"
    "会员购买300元的门票可享八折。"
)
COLLEGE_DATES = (
    "东湖社区学院秋季学期报名于7月10日开始，8月20日截止。"
    "新生须携带身份证和户口本到招生办办理。"
    "报名费为50元，60岁以上的申请人免交。"
)
COLLEGE_STAFF = (
    "东湖社区学院的学业导师陈思远负责审核每位新生的选课计划。"
    "审核通过后，由教务处的王海燕通过短信确认注册。"
    "非全日制学生每学期最多选两门课。"
)
TENNIS = (
    "绿茵网球俱乐部共有七片场地，其中四片红土场、三片硬地场。"
    "会员最多可提前两周订场，每次最长90分钟。"
    "青少年队由主教练赵明负责训练，联赛参赛名单则由俱乐部队长何静确定。"
    "红土场每年12月至次年2月关闭。"
)
MARKET = (
    "旧厂街跳蚤市场4月至10月每周日开市，时间为上午9点至下午3点。"
    "普通摊位每天40元，带遮阳棚的摊位每天60元。"
    "摊位费由管理员郑大伟在上午10点收取，随后交给出纳吴芳。"
    "开市前24小时内取消的，不予退款。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("zh-t37-001", "para.combine", "周五晚上最晚几点能进去？", "晚上10点关门，闭馆前一小时就不让进了，所以最晚9点要入场。", SAUNA_HOURS, True),
    w.faith("zh-t37-002", "para.combine", "刘晓雯是做什么的？", "刘晓雯是周建国的助手，每场泼水仪式前由她把热水和精油备好。", SAUNA_STAFF, True),
    w.faith("zh-t37-003", "para.combine", "12月6日醉月酒吧有什么活动？", "法国酒庄庄主皮埃尔·杜邦会来介绍自家的勃艮第红酒，林佳怡在现场给他当翻译。", WINE_GUEST, True),
    w.faith("zh-t37-004", "para.combine", "新生的注册是怎么确认的？", "导师陈思远审核通过选课计划之后，教务处的王海燕会发短信确认注册。", COLLEGE_STAFF, True),
    w.faith("zh-t37-005", "para.combine", "1月份能在哪些场地打球？", "1月红土场关着，只有那三片硬地场能打。", TENNIS, True),
    w.faith("zh-t37-006", "para.combine", "带棚的摊位多少钱？钱交给谁？", "带遮阳棚的摊位一天60元，上午10点管理员郑大伟会过来收。", MARKET, True),
    w.faith("zh-t37-007", "para.pronoun", "老马修鞋铺的缝补活儿谁来做？", "店主马国强。这些活儿全是他亲手做的。", SHOE_STAFF, True),
    w.faith("zh-t37-008", "para.pronoun", "周建国负责什么？", "他是技师长，每天下午4点和晚上8点的泼水仪式都归他管。", SAUNA_STAFF, True),
    w.faith("zh-t37-009", "para.pronoun", "何静是谁？", "是俱乐部的队长，联赛派谁上场就是这位说了算。", TENNIS, True),
    w.faith("zh-t37-010", "para.synonym", "布鞋能在老马那儿修吗？", "不行，老马修鞋铺不接布鞋的修补活儿。", SHOE_PRICES, True),
    w.faith("zh-t37-011", "para.synonym", "新生报名要带什么证件？", "要带上居民身份证和户口簿，到招生办公室去办。", COLLEGE_DATES, True),
    w.faith("zh-t37-012", "para.synonym", "仪式开始了我还能进去吗？", "不能，迟到的客人得等下一轮再参加。", SAUNA_STAFF, True),
    w.faith("zh-t37-013", "para.synonym", "开市前一天晚上才取消，摊位费能退吗？", "不能，离开市不到一天才取消的，钱不退还。", MARKET, True),
    w.faith("zh-t37-014", "para.except", "桑拿哪天不开门？", "只有周三休息。", SAUNA_HOURS, True),
    w.faith("zh-t37-015", "para.except", "红土场什么时候能打？", "红土场每年3月到11月开放。", TENNIS, True),
    w.faith("zh-t37-016", "fmt.time", "品鉴会几点开始？", "19:30开始。", WINE_TASTING, True),
    w.faith("zh-t37-017", "fmt.currency", "换整个鞋底多少钱？", "￥80。", SHOE_PRICES, True),
    w.faith("zh-t37-018", "fmt.period", "会员最早能提前多久订场？", "最多可以提前14天订。", TENNIS, True),
    w.faith("zh-t37-019", "fmt.share", "会员买票有什么优惠？", "会员买300元的门票能便宜两成，也就是付240元。", WINE_GUEST, True),
    w.faith("zh-t37-020", "fmt.date", "秋季报名什么时候截止？", "8月20号截止。", COLLEGE_DATES, True),
    w.faith("zh-t37-021", "para.passive", "摊位费是谁收的？", "摊位费上午10点会被管理员郑大伟收走。", MARKET, True),
    w.faith("zh-t37-022", "para.relative", "非全日制学生能选几门课？", "非全日制就读的学生每学期可选的课最多两门。", COLLEGE_STAFF, True),
    w.faith("zh-t37-023", "para.nominal", "换鞋跟要等多久？", "换鞋跟可以当场等，耗时十分钟左右。", SHOE_PRICES, True),
    w.faith("zh-t37-024", "wrap.attribution", "品鉴会每场能去几个人？", "据醉月酒吧的说明，每场最多接待12位客人。", WINE_TASTING, True),
    # unfaithful: exactly one error
    w.faith("zh-t37-025", "role.swap", "泼水仪式谁负责？", "泼水仪式由刘晓雯主持，周建国在开场前帮她备好热水和精油。", SAUNA_STAFF, False),
    w.faith("zh-t37-026", "role.swap", "12月6日的活动谁当翻译？", "皮埃尔·杜邦负责翻译，勃艮第红酒由林佳怡来介绍。", WINE_GUEST, False),
    w.faith("zh-t37-027", "role.swap", "选课计划由谁审核？", "教务处的王海燕审核选课计划，通过后陈思远发短信确认注册。", COLLEGE_STAFF, False),
    w.faith("zh-t37-028", "role.swap", "修鞋铺里谁干什么活儿？", "缝补活儿都交给徒弟孙磊，店主马国强自己负责擦鞋和配钥匙。", SHOE_STAFF, False),
    w.faith("zh-t37-029", "role.swap", "摊位费收上来以后怎么处理？", "出纳吴芳上午10点去收摊位费，收完再交给管理员郑大伟。", MARKET, False),
    w.faith("zh-t37-030", "added.fact", "浴巾要钱吗？", "浴巾在前台租，每条5元，另收20元押金。", SAUNA_HOURS, False),
    w.faith("zh-t37-031", "added.fact", "换鞋底要几天？", "四天就能取，而且保修三个月。", SHOE_PRICES, False),
    w.faith("zh-t37-032", "added.fact", "168元包括什么？", "能品尝同一产区的五款酒，配一份芝士拼盘，还额外送一杯起泡酒。", WINE_TASTING, False),
    w.faith("zh-t37-033", "added.fact", "谁可以免交报名费？", "60岁以上的申请人和退役军人都不用交那50元报名费。", COLLEGE_DATES, False),
    w.faith("zh-t37-034", "added.fact", "会员怎么订场？", "会员通过俱乐部的微信小程序订场，最多提前两周，每次最长一个半小时。", TENNIS, False),
    w.faith("zh-t37-035", "negation", "换鞋跟能当场等着取吗？", "不能，换鞋跟没法现场等。", SHOE_PRICES, False),
    w.faith("zh-t37-036", "antonym", "品鉴会要预约吗？", "预约可有可无，直接过来就行。", WINE_TASTING, False),
    w.faith("zh-t37-037", "modality", "新生一定要带身份证吗？", "建议带上身份证和户口本，但不是硬性要求。", COLLEGE_DATES, False),
    w.faith("zh-t37-038", "quantifier", "俱乐部的场地是什么材质的？", "七片场地清一色都是红土场。", TENNIS, False),
    w.faith("zh-t37-039", "direction", "什么情况下取消不退款？", "开市前24小时以上取消的，摊位费不退。", MARKET, False),
    w.faith("zh-t37-040", "value.number", "每场品鉴几款酒？", "每场品尝七款同一产区的葡萄酒。", WINE_TASTING, False),
    w.faith("zh-t37-041", "value.time", "泼水仪式是几点？", "每天下午3点和晚上8点各有一场。", SAUNA_STAFF, False),
    w.faith("zh-t37-042", "value.except", "桑拿周一开门吗？", "周一不开，其余日子早9点到晚10点营业。", SAUNA_HOURS, False),
    w.faith("zh-t37-043", "value.currency", "普通摊位一天多少钱？", "普通摊位每天40美元。", MARKET, False),
    w.faith("zh-t37-044", "added.entity", "新生的选课计划由谁审核？", "由学业导师陈思远和系主任李建华共同审核。", COLLEGE_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t37-045", "correct.wordy", "老马修鞋铺换整个鞋底要多久？", "如果您把鞋送过去换整个鞋底，得等上四天才能取回来。", "4天。", True),
    w.correct("zh-t37-046", "correct.wordy", "醉月酒吧的品鉴会由谁主持？", "每周六晚上的品鉴会，是由酒吧的侍酒师林佳怡来主持的。", "侍酒师林佳怡。", True),
    w.correct("zh-t37-047", "correct.format", "松林桑拿的成人门票多少钱？", "五十八块。", "58元。", True),
    w.correct("zh-t37-048", "correct.format", "旧厂街跳蚤市场几点收摊？", "15:00。", "下午3点。", True),
    w.correct("zh-t37-049", "wrong.value", "绿茵网球俱乐部有几片场地？", "俱乐部一共有九片场地。", "七片。", False),
    w.correct("zh-t37-050", "wrong.role", "绿茵的青少年队由谁训练？", "由俱乐部队长何静负责训练青少年队。", "主教练赵明。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
