"""Chinese cases of set t15: 密室逃脱主题、城市电台节目安排、药店营业时间及例外、
鼓浪屿轮渡时刻及停航例外、小学食堂规定、全民健身中心场地预约。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ESCAPE_THEME = (
    "「迷城」密室逃脱馆的《古墓迷踪》主题适合4至8人，游戏时长为90分钟。"
    "工作日每人票价128元，周末每人158元。"
    "游戏中最多可向NPC求助三次。"
    "孕妇和心脏病患者不得参与。"
)
ESCAPE_RULES = (
    "《古墓迷踪》由设计师周一鸣打造，于2023年6月18日正式开业。"
    "预约需支付定金200元，开场前24小时以内取消的，定金不予退还。"
    "玩家须提前15分钟到店换装。"
)
RADIO_MORNING = (
    "城市之声FM101.8的早间节目《早安城市》每周一至周五7:00至9:00播出，由主持人林晓雨主持。"
    "周六、周日同一时段改播《周末音乐厅》，主持人为陈浩。"
    "节目播出期间，听众可拨打热线4008-101-101参与互动。"
)
RADIO_NIGHT = (
    "自3月1日起，夜间情感节目《夜色温柔》由每晚22:00调整至22:30开播，节目时长仍为一小时。"
    "原主持人王蕾将转岗担任新闻部主编，节目改由苏宁接替主持。"
    "春节期间节目暂停一周。"
)
PHARMACY_HOURS = (
    "康安大药房营业时间为每天8:00至22:00，全年无休。"
    "每周三下午14:00至16:00药师外出培训，期间暂停处方药调配，非处方药照常销售。"
    "凭会员卡购药可享九五折。"
    "执业药师为刘芳。"
)
PHARMACY_HOLIDAY = (
    "国庆假期（10月1日至7日）期间，康安大药房营业时间调整为9:00至18:00，其中10月1日当天闭店。"
    "如需紧急购药，可前往同一街区的仁心药房，该店24小时营业。"
)
FERRY_TIMES = (
    "厦门轮渡码头至鼓浪屿的航班每天7:10开出首班，此后每30分钟一班，末班为21:40。"
    "单程航行约20分钟。"
    "成人往返票价35元，身高1.2米以下儿童免票。"
    "每位乘客限带一件大件行李。"
)
FERRY_EXCEPTIONS = (
    "台风预警发布后，所有航班停航，恢复时间另行通知。"
    "每月第一个周一上午8:00至10:00为船舶检修时间，期间停航。"
    "开船前2小时以上退票不收手续费，2小时以内退票收取票价10%的手续费。"
)
CANTEEN = (
    "阳光实验小学食堂午餐供应时间为周一至周五11:30至12:30。"
    "午餐标准为每餐12元，家庭困难学生由学校全额补贴。"
    "每周五为水果日，额外提供一份水果。"
    "学生不得将食物带出食堂。"
)
CANTEEN_RULES = (
    "食堂菜单由营养师赵敏每周制定，并在周日晚上通过班级群公布。"
    "食堂主管黄建国负责食品留样，每餐留样须保存48小时。"
    "有食物过敏的学生，须由家长在开学第一周内书面告知班主任。"
)
BADMINTON = (
    "市全民健身中心羽毛球馆可通过微信公众号提前3天预约，每次限订2小时。"
    "工作日白天每片场地每小时40元，晚上18:00以后及周末每小时60元。"
    "会员卡用户一律享受八折。"
)
BASKETBALL = (
    "健身中心篮球场每周一上午闭馆清洁，其他时间正常开放。"
    "预约后超过15分钟未到场，场地将自动释放且不退款。"
    "入场须穿运动鞋，禁止穿皮鞋和高跟鞋。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t15-001", "fmt.period", "《古墓迷踪》能玩多久？", "一局游戏的时间是一个半小时。", ESCAPE_THEME, True),
    w.faith("zh-t15-002", "para.synonym", "玩的时候可以找人帮忙吗？", "可以，玩家在游戏里至多能请NPC帮忙三回。", ESCAPE_THEME, True),
    w.faith("zh-t15-003", "fmt.range", "这个主题几个人可以玩？", "4～8名玩家就能组队参加。", ESCAPE_THEME, True),
    w.faith("zh-t15-004", "para.passive", "《古墓迷踪》是谁设计的？", "设计师周一鸣打造了这个主题，它在2023年6月18日正式开业。", ESCAPE_RULES, True),
    w.faith("zh-t15-005", "fmt.date", "这个主题什么时候开业的？", "它于2023-06-18正式开门迎客。", ESCAPE_RULES, True),
    w.faith("zh-t15-006", "fmt.period", "需要提前多久到店？", "得提前一刻钟到店换好衣服。", ESCAPE_RULES, True),
    w.faith("zh-t15-007", "fmt.time", "《早安城市》几点播？", "工作日早上七点到九点播出，主持人是林晓雨。", RADIO_MORNING, True),
    w.faith("zh-t15-008", "para.relative", "周末早上能听什么节目？", "周末同一时段播的是由陈浩主持的《周末音乐厅》。", RADIO_MORNING, True),
    w.faith("zh-t15-009", "wrap.attribution", "听众怎么参与节目？", "根据电台的介绍，节目播出时可以打热线4008-101-101参与互动。", RADIO_MORNING, True),
    w.faith("zh-t15-010", "fmt.time", "《夜色温柔》改到几点播了？", "从3月1日开始，改为晚上十点半开播，还是播一个小时。", RADIO_NIGHT, True),
    w.faith("zh-t15-011", "para.combine", "《夜色温柔》换主持人了吗？", "换了，王蕾调去新闻部当主编，节目今后由苏宁接替她来主持。", RADIO_NIGHT, True),
    w.faith("zh-t15-012", "para.synonym", "康安大药房周日开门吗？", "开的，这家药房一年到头天天营业，没有休息日。", PHARMACY_HOURS, True),
    w.faith("zh-t15-013", "para.except", "周三下午三点能去配处方药吗？", "不行，每周三14点到16点处方药暂停调配，这段时间只卖非处方药。", PHARMACY_HOURS, True),
    w.faith("zh-t15-014", "fmt.share", "会员买药有优惠吗？", "有，用会员卡买药可以便宜5%。", PHARMACY_HOURS, True),
    w.faith("zh-t15-015", "wrap.opener", "国庆节药房营业吗？", "您好！国庆假期期间营业时间改成早上9点到下午6点，不过10月1日当天全天关门。", PHARMACY_HOLIDAY, True),
    w.faith("zh-t15-016", "para.synonym", "药房关门时急需买药怎么办？", "可以去同一街区的仁心药房，那家店昼夜不停地开着。", PHARMACY_HOLIDAY, True),
    w.faith("zh-t15-017", "fmt.period", "去鼓浪屿的船多久一班？", "首班之后每半小时发一班。", FERRY_TIMES, True),
    w.faith("zh-t15-018", "fmt.unit", "多高以下的孩子不用买票？", "身高不到120厘米的儿童不用买票。", FERRY_TIMES, True),
    w.faith("zh-t15-019", "wrap.hedge", "发布台风预警后还有船吗？", "应该是没有的，预警一发布，所有航班都会停航。", FERRY_EXCEPTIONS, True),
    w.faith("zh-t15-020", "wrap.closer", "家里困难的孩子吃午饭要交钱吗？", "不用，家庭困难学生的午餐费用由学校全部承担。希望对您有帮助！", CANTEEN, True),
    w.faith("zh-t15-021", "para.pronoun", "食堂谁负责留样？", "是食堂主管黄建国。他负责食品留样，每餐的样品要保存两天。", CANTEEN_RULES, True),
    w.faith("zh-t15-022", "fmt.share", "会员订羽毛球场打几折？", "持会员卡的用户统一享受20%的优惠。", BADMINTON, True),
    w.faith("zh-t15-023", "para.except", "篮球场什么时候不开放？", "只有周一上午因为清洁不开放，其余时间都能去打。", BASKETBALL, True),
    w.faith("zh-t15-024", "wrap.question", "可以穿皮鞋进篮球场吗？", "能不能穿皮鞋？不能，入场一定要穿运动鞋。", BASKETBALL, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t15-025", "value.number", "《古墓迷踪》几个人可以玩？", "这个主题需要6到8个人才能开场。", ESCAPE_THEME, False),
    w.faith("zh-t15-026", "value.currency", "周末去玩多少钱？", "周末票价是每人188元。", ESCAPE_THEME, False),
    w.faith("zh-t15-027", "modality", "孕妇能玩这个主题吗？", "孕妇最好不要参加，不过可以自己决定。", ESCAPE_THEME, False),
    w.faith("zh-t15-028", "direction", "取消预约定金能退吗？", "开场前24小时以外取消的，定金一律不退。", ESCAPE_RULES, False),
    w.faith("zh-t15-029", "added.fact", "需要提前到店吗？", "需要提前15分钟到店换装，店里还提供免费饮料。", ESCAPE_RULES, False),
    w.faith("zh-t15-030", "role.swap", "《早安城市》是谁主持的？", "《早安城市》由陈浩主持，林晓雨则负责周末的《周末音乐厅》。", RADIO_MORNING, False),
    w.faith("zh-t15-031", "value.time", "《早安城市》几点开始？", "每周一到周五早上8点开始，播到9点。", RADIO_MORNING, False),
    w.faith("zh-t15-032", "role.swap", "《夜色温柔》主持人有什么变动？", "苏宁将调去新闻部当主编，节目改由王蕾接手主持。", RADIO_NIGHT, False),
    w.faith("zh-t15-033", "value.date", "《夜色温柔》从哪天开始调整时间？", "从5月1日起改为22:30开播。", RADIO_NIGHT, False),
    w.faith("zh-t15-034", "negation", "春节期间还能听到《夜色温柔》吗？", "能，春节期间节目照常播出。", RADIO_NIGHT, False),
    w.faith("zh-t15-035", "value.except", "康安大药房哪天休息？", "药房每周日休息，其他日子8点到22点营业。", PHARMACY_HOURS, False),
    w.faith("zh-t15-036", "value.time", "国庆期间药房几点关门？", "国庆假期每天营业到晚上8点。", PHARMACY_HOLIDAY, False),
    w.faith("zh-t15-037", "added.entity", "国庆期间急需买药去哪里？", "可以去同一街区的仁心药房或者附近的社区医院。", PHARMACY_HOLIDAY, False),
    w.faith("zh-t15-038", "value.number", "去鼓浪屿的船多久一班？", "首班之后每20分钟发一班船。", FERRY_TIMES, False),
    w.faith("zh-t15-039", "antonym", "带小孩坐船要买票吗？", "身高1.2米以下的儿童需要买全价票。", FERRY_TIMES, False),
    w.faith("zh-t15-040", "quantifier", "台风预警发布后航班怎么安排？", "预警发布后，部分航班会停航，具体恢复时间另行通知。", FERRY_EXCEPTIONS, False),
    w.faith("zh-t15-041", "value.date", "每月什么时候因检修停航？", "每月最后一个周五上午8点到10点停航检修。", FERRY_EXCEPTIONS, False),
    w.faith("zh-t15-042", "modality", "孩子对花生过敏，要告诉学校吗？", "要不要告诉班主任由家长自己决定，不是必须的。", CANTEEN_RULES, False),
    w.faith("zh-t15-043", "role.swap", "食堂菜单是谁定的？", "食堂主管黄建国每周制定菜单，营养师赵敏负责食品留样。", CANTEEN_RULES, False),
    w.faith("zh-t15-044", "direction", "羽毛球场什么时候打比较便宜？", "晚上18点以后比工作日白天便宜。", BADMINTON, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t15-045", "correct.wordy", "去鼓浪屿的首班船几点开？", "从厦门轮渡码头去鼓浪屿，每天最早的一班船是早上七点十分出发的。", "7:10", True),
    w.correct("zh-t15-046", "correct.format", "《古墓迷踪》周末票价是多少？", "一人一百五十八块。", "每人158元", True),
    w.correct("zh-t15-047", "correct.wordy", "康安大药房的执业药师是谁？", "在康安大药房坐镇的执业药师是刘芳，有用药方面的问题可以找她。", "刘芳", True),
    w.correct("zh-t15-048", "correct.format", "篮球场预约后迟到多久会被释放？", "超过一刻钟。", "15分钟", True),
    w.correct("zh-t15-049", "wrong.value", "去鼓浪屿单程航行多久？", "单程大概要40分钟。", "约20分钟", False),
    w.correct("zh-t15-050", "wrong.role", "《夜色温柔》现在由谁主持？", "还是由王蕾主持。", "苏宁", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
