"""Chinese cases of set t5: 滨江区全民健身中心游泳馆 (开放时间, 票价, 少儿培训班),
云翔航空金翼会 (会员等级, 里程), 小满厨房烘焙课 (课程, 退款规定), 石家酒庄 (品酒, 参观),
新华街道政务服务中心 (居住证, 大件垃圾) and 数码港电器商城的退货规定."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

POOL_HOURS = (
    "滨江区全民健身中心游泳馆每天早上6:30开馆，晚上10:00闭馆，闭馆前半小时停止入场。"
    "每周一上午为换水时间，暂停开放，下午照常营业。"
    "进入泳池必须佩戴泳帽。"
)
POOL_PRICES = (
    "游泳馆成人单次票30元，学生凭学生证购票享受半价。"
    "十次卡售价260元，自购买之日起半年内有效。"
    "身高1.2米以下的儿童免票，但须由成年家长陪同下水。"
)
POOL_TRAIN = (
    "暑期少儿游泳培训班由教练王海涛授课，救生员刘佳协助看护。"
    "每期12节课，每节课一个半小时，学费1,280元。"
    "每班限招20人，报名截止日期为7月5日。"
)
AIR_TIER = (
    "云翔航空“金翼会”会员分为普卡、银卡和金卡三个等级。"
    "一个自然年内累计定级航段达到40段，即可升级为金卡。"
    "金卡会员可免费托运两件行李，每件不超过23公斤，并可在国内航班使用贵宾休息室。"
    "会员等级有效期至次年年底。"
)
AIR_MILES = (
    "金翼会里程自累积当月起36个月内有效，逾期自动清零。"
    "兑换奖励机票须在航班起飞前至少48小时完成。"
    "里程可以转赠给直系亲属，每次转赠收取手续费50元。"
)
COOK_CLASS = (
    "“小满厨房”的周末烘焙课由主厨陈思远主讲，助教林晓雯负责分发材料、协助学员操作。"
    "课程每周六下午2点开始，时长3小时，每人收费398元，含全部材料和围裙。"
    "每节课最多12名学员，学员可以把自己做好的蛋糕带回家。"
)
COOK_RULES = (
    "开课前48小时以上取消可全额退款，48小时内取消只退还一半费用。"
    "迟到超过30分钟将无法入场。"
    "未满14岁的学员须由一名家长陪同上课。"
)
WINE_ESTATE = (
    "贺兰山东麓的石家酒庄是一家家族酒庄，由石建国于2003年创办，现在由他的女儿石悦担任酿酒师。"
    "酒庄每年产葡萄酒约3万瓶，其中四分之三是赤霞珠红酒。"
    "品酒体验每人120元，包含四款酒；购买两瓶及以上可免品酒费。"
)
WINE_VISIT = (
    "石家酒庄周二至周日对外开放，开放时间为上午10点到下午5点，周一闭庄。"
    "每年9月中旬至10月初是采摘季，期间可以预约葡萄采摘活动。"
    "未满18周岁者不得参与品酒。"
)
COUNCIL_CENTER = (
    "新华街道政务服务中心工作日上午8:30至12:00、下午1:30至5:30办公，周六上午开放半天，周日休息。"
    "办理居住证需携带身份证原件和租房合同，一般10个工作日内办结。"
)
COUNCIL_WASTE = (
    "大件垃圾需提前通过“城市管家”小程序预约，每周三集中上门收运。"
    "沙发、床垫等大件每件收费20元，旧家电免费回收。"
)
ELEC_RETURNS = (
    "数码港电器商城规定，商品自签收之日起7天内可无理由退货，须保持包装完好、配件齐全。"
    "已激活的手机和已拆封的耳机不支持无理由退货，出现质量问题的除外。"
    "签收后15天内出现质量问题可以换货。"
    "退款将在3至7个工作日内原路退回。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t5-001", "para.synonym", "去游泳馆游泳要戴泳帽吗？", "要的，下水一定得戴泳帽。", POOL_HOURS, True),
    w.faith("zh-t5-002", "fmt.time", "游泳馆晚上几点关门？", "晚上22点闭馆。", POOL_HOURS, True),
    w.faith("zh-t5-003", "para.combine", "晚上最晚几点能进场？", "晚上九点半以后就不能再进场了。", POOL_HOURS, True),
    w.faith("zh-t5-004", "para.except", "游泳馆什么时候开放？", "除了周一上午换水，其余时间每天早上6:30到晚上10点都开放。", POOL_HOURS, True),
    w.faith("zh-t5-005", "fmt.share", "学生买票有优惠吗？", "有的，学生出示学生证购票可以打五折。", POOL_PRICES, True),
    w.faith("zh-t5-006", "fmt.period", "十次卡能用多久？", "十次卡从买的那天起六个月内都能用。", POOL_PRICES, True),
    w.faith("zh-t5-007", "fmt.unit", "小孩游泳要买票吗？", "身高不到120厘米的小朋友不用买票，但要有家长陪着一起下水。", POOL_PRICES, True),
    w.faith("zh-t5-008", "para.reorder", "少儿培训班是谁带的？", "负责协助看护的是救生员刘佳，授课的则是王海涛教练。", POOL_TRAIN, True),
    w.faith("zh-t5-009", "fmt.currency", "少儿游泳班学费多少？", "一期学费是一千二百八十块钱。", POOL_TRAIN, True),
    w.faith("zh-t5-010", "para.passive", "少儿班谁来上课？", "王海涛教练负责给暑期少儿班上课。", POOL_TRAIN, True),
    w.faith("zh-t5-011", "fmt.number", "升金卡要飞多少段？", "一个自然年内累计飞满四十个定级航段就能升金卡。", AIR_TIER, True),
    w.faith("zh-t5-012", "fmt.abbrev", "金卡会员托运行李有什么优惠？", "金卡会员可以免费托运两件行李，每件不超过23kg。", AIR_TIER, True),
    w.faith("zh-t5-013", "fmt.date", "会员等级能保持到什么时候？", "会员等级的有效期到次年的12月31日。", AIR_TIER, True),
    w.faith("zh-t5-014", "fmt.period", "里程会过期吗？", "会的，里程从累积当月起算，三年内有效，过期自动清零。", AIR_MILES, True),
    w.faith("zh-t5-015", "wrap.attribution", "奖励机票最晚什么时候兑换？", "根据金翼会的规定，兑换奖励机票最晚要在航班起飞48小时前办好。", AIR_MILES, True),
    w.faith("zh-t5-016", "wrap.opener", "周末烘焙课是哪位老师教？", "您好！周末烘焙课由主厨陈思远主讲，助教林晓雯会在旁边协助大家操作。", COOK_CLASS, True),
    w.faith("zh-t5-017", "fmt.time", "烘焙课几点上到几点？", "每周六14:00开始，17:00结束。", COOK_CLASS, True),
    w.faith("zh-t5-018", "wrap.closer", "烘焙课怎么收费？", "每人398元，材料和围裙都包含在内。祝您上课愉快！", COOK_CLASS, True),
    w.faith("zh-t5-019", "fmt.share", "石家酒庄主要酿什么酒？", "酒庄出产的葡萄酒大约75%是赤霞珠红酒。", WINE_ESTATE, True),
    w.faith("zh-t5-020", "fmt.scale", "石家酒庄一年产多少酒？", "每年大概产30,000瓶葡萄酒。", WINE_ESTATE, True),
    w.faith("zh-t5-021", "para.relative", "酒庄现在谁负责酿酒？", "现在担任酿酒师的，是创办人石建国的女儿石悦。", WINE_ESTATE, True),
    w.faith("zh-t5-022", "wrap.hedge", "办居住证要多久？", "如果我没记错的话，居住证一般10个工作日以内就能办好。", COUNCIL_CENTER, True),
    w.faith("zh-t5-023", "wrap.question", "旧冰箱怎么处理，要花钱吗？", "想知道旧家电怎么处理？旧家电是免费回收的，不用花钱。", COUNCIL_WASTE, True),
    w.faith("zh-t5-024", "fmt.range", "退款多久能到账？", "退款会在3–7个工作日内按原支付方式退回。", ELEC_RETURNS, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t5-025", "value.time", "游泳馆早上几点开门？", "每天早上7:30开馆。", POOL_HOURS, False),
    w.faith("zh-t5-026", "negation", "周一上午能去游泳吗？", "可以，周一上午也照常开放，不受影响。", POOL_HOURS, False),
    w.faith("zh-t5-027", "modality", "不戴泳帽能下水吗？", "泳帽建议佩戴，但不是强制要求。", POOL_HOURS, False),
    w.faith("zh-t5-028", "direction", "哪些孩子可以免票？", "身高1.2米以上的儿童免票，但须由家长陪同下水。", POOL_PRICES, False),
    w.faith("zh-t5-029", "value.currency", "成人游一次多少钱？", "成人单次票是30港币。", POOL_PRICES, False),
    w.faith("zh-t5-030", "role.swap", "少儿培训班谁授课？", "培训班由救生员刘佳授课，王海涛教练在一旁协助看护。", POOL_TRAIN, False),
    w.faith("zh-t5-031", "value.number", "少儿培训班一期有几节课？", "每期10节课，每节课一个半小时。", POOL_TRAIN, False),
    w.faith("zh-t5-032", "quantifier", "谁可以用贵宾休息室？", "金翼会所有会员在国内航班都能使用贵宾休息室。", AIR_TIER, False),
    w.faith("zh-t5-033", "value.unit", "金卡会员的行李额是多少？", "金卡会员可以免费托运两件行李，每件不超过23磅。", AIR_TIER, False),
    w.faith("zh-t5-034", "negation", "把里程转给父母要收费吗？", "里程可以转赠给直系亲属，而且转赠不收手续费。", AIR_MILES, False),
    w.faith("zh-t5-035", "role.swap", "烘焙课是谁主讲？", "烘焙课由林晓雯主讲，陈思远作为助教负责分发材料。", COOK_CLASS, False),
    w.faith("zh-t5-036", "added.fact", "烘焙课费用包含什么？", "每人398元，包含全部材料和围裙，课后还会赠送一本食谱。", COOK_CLASS, False),
    w.faith("zh-t5-037", "modality", "孩子12岁，可以自己来上课吗？", "未满14岁的学员最好有家长陪同，不过不是必须的。", COOK_RULES, False),
    w.faith("zh-t5-038", "direction", "取消课程能退多少钱？", "开课前48小时以内取消可以全额退款。", COOK_RULES, False),
    w.faith("zh-t5-039", "value.date", "石家酒庄是哪年创办的？", "酒庄由石建国在2013年创办。", WINE_ESTATE, False),
    w.faith("zh-t5-040", "role.swap", "石家酒庄是谁创办的？", "酒庄是石悦在2003年创办的，现在由她父亲石建国负责酿酒。", WINE_ESTATE, False),
    w.faith("zh-t5-041", "added.entity", "办居住证要带什么材料？", "需要带身份证原件、租房合同和户口本。", COUNCIL_CENTER, False),
    w.faith("zh-t5-042", "antonym", "旧洗衣机回收要钱吗？", "旧家电回收是收费的，和沙发一样按件计费。", COUNCIL_WASTE, False),
    w.faith("zh-t5-043", "quantifier", "买的东西可以无理由退货吗？", "店里任何商品签收后7天内都可以无理由退货，没有例外。", ELEC_RETURNS, False),
    w.faith("zh-t5-044", "value.except", "拆封的耳机能退吗？", "已拆封的耳机即使有质量问题也不能退。", ELEC_RETURNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t5-045", "correct.wordy", "烘焙课每人多少钱？", "周末烘焙课每位学员收费398元，材料和围裙都已经包含在费用里了。", "398元", True),
    w.correct("zh-t5-046", "correct.format", "游泳馆早上几点开门？", "早上六点半", "早上6:30", True),
    w.correct("zh-t5-047", "correct.format", "石家酒庄每年产多少瓶葡萄酒？", "大约30,000瓶", "约3万瓶", True),
    w.correct("zh-t5-048", "correct.wordy", "升金卡需要多少个定级航段？", "只要在一个自然年内累计飞满40个定级航段，就能升级为金卡会员。", "40段", True),
    w.correct("zh-t5-049", "wrong.value", "电器商城无理由退货期限是几天？", "签收后15天内都可以无理由退货。", "7天", False),
    w.correct("zh-t5-050", "wrong.role", "石家酒庄的酿酒师是谁？", "酿酒师是酒庄的创办人石建国。", "石悦", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
