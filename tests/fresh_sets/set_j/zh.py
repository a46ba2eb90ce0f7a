"""Fresh set J, Chinese (simplified): marathon, tennis club, furniture delivery, print
shop, nursing home, publisher, farmers' market, car inspection and ice rink documents."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

MARATHON = (
    "2025年滨江马拉松将于11月9日（星期日）上午七点半在世纪广场鸣枪起跑。"
    "报名截止日期为10月15日。"
    "全程马拉松报名费为两百元，其中百分之十将捐给市儿童医院。"
    "全程比赛的关门时间为六小时。"
)
TENNIS = (
    "绿茵网球俱乐部共有六片室外红土场和两片室内场。"
    "成人年费为三千元，十八岁以下青少年年费为一千二百元。"
    "会员最多可提前七天预订场地。"
)
FURNITURE = (
    "家宜家具订单满五千元免费送货，不满五千元收取一百五十元运费。"
    "送货时间为周一至周六上午八点至下午六点。"
    "送货前一天会通过短信通知两小时的送货时段。"
)
PRINT_SHOP = (
    "快印坊的名片每盒一百张，价格为四十元。"
    "上午十一点前下单可当天取货。"
    "海报最大可印A0尺寸，制作需要两个工作日。"
)
NURSING = (
    "康乐养老院的探视时间为每天上午九点至十一点半、下午三点至五点。"
    "每位老人每次最多可接待三名访客。"
    "十二岁以下儿童须由成人陪同探视。"
)
PUBLISHER = (
    "文华出版社由李明远于1952年在上海创办。1983年，文华出版社与东方书局合并。2008年，该社被远航传媒集团收购。"
)
MARKET = (
    "城东农贸市场每周六、周日上午六点至中午十二点开放。"
    "市场共有六十个摊位，主要出售蔬菜、水果和鲜肉。"
    "摊位费为每天八十元。"
)
CAR_CHECK = (
    "顺达机动车检测站提供小型汽车年检服务，检测费为一百二十元，全程约需四十分钟。"
    "车辆须提前在网上预约。"
    "检测站周一至周五营业，周末休息。"
)
ICE_RINK = (
    "冰雪世界滑冰场每天下午一点至晚上九点开放，周一除外。"
    "门票为每人六十元，含冰鞋租赁。"
    "身高一米二以下的儿童须佩戴头盔。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("zh-j-001", "para.reorder", "滨江马拉松什么时候在哪里起跑？", "在世纪广场，滨江马拉松将于11月9日（星期日）上午七点半鸣枪起跑。", MARATHON, True),
    w.faith("zh-j-002", "para.passive", "2008年文华出版社发生了什么？", "2008年，远航传媒集团收购了文华出版社。", PUBLISHER, True),
    w.faith("zh-j-003", "fmt.time", "家宜家具几点送货？", "送货时间为周一至周六8:00至18:00。", FURNITURE, True),
    w.faith("zh-j-004", "fmt.number", "网球俱乐部成人年费多少钱？", "成人年费为3000元。", TENNIS, True),
    w.faith("zh-j-005", "fmt.thousands", "青少年年费是多少？", "十八岁以下青少年的年费为1,200元。", TENNIS, True),
    w.faith("zh-j-006", "fmt.share", "报名费有多少会捐出去？", "报名费的10%将捐给市儿童医院。", MARATHON, True),
    w.faith("zh-j-007", "fmt.date", "马拉松哪天举行？", "滨江马拉松将于十一月九日（星期日）举行。", MARATHON, True),
    w.faith("zh-j-008", "fmt.unit", "多高以下的孩子要戴头盔？", "身高120厘米以下的儿童须佩戴头盔。", ICE_RINK, True),
    w.faith("zh-j-009", "fmt.period", "会员可以提前多久订场？", "会员最多可提前一周预订场地。", TENNIS, True),
    w.faith("zh-j-010", "para.except", "滑冰场哪些天开放？", "除周一外，冰雪世界滑冰场每天下午一点至晚上九点开放。", ICE_RINK, True),
    w.faith("zh-j-011", "wrap.closer", "一盒名片多少钱？", "快印坊的名片每盒一百张，价格为四十元。希望对您有帮助！", PRINT_SHOP, True),
    w.faith("zh-j-012", "wrap.question", "探视需要大人陪同吗？", "十二岁以下儿童须由成人陪同探视。请问您还有其他问题吗？", NURSING, True),
    w.faith("zh-j-013", "wrap.hedge", "年检要多长时间？", "应该是全程约需四十分钟左右。", CAR_CHECK, True),
    # one clear error each
    w.faith("zh-j-014", "value.date", "报名什么时候截止？", "滨江马拉松的报名截止日期为10月25日。", MARATHON, False),
    w.faith("zh-j-015", "value.currency", "一盒名片多少钱？", "快印坊的名片每盒一百张，价格为四十美元。", PRINT_SHOP, False),
    w.faith("zh-j-016", "value.time", "下午几点可以探视？", "下午的探视时间为两点至五点。", NURSING, False),
    w.faith("zh-j-017", "antonym", "检测站周末营业吗？", "顺达机动车检测站周末正常营业。", CAR_CHECK, False),
    w.faith("zh-j-018", "direction", "几点前下单可以当天取？", "上午十一点以后下单可当天取货。", PRINT_SHOP, False),
    w.faith("zh-j-019", "quantifier", "哪些孩子要戴头盔？", "所有儿童都须佩戴头盔。", ICE_RINK, False),
    w.faith("zh-j-020", "value.except", "滑冰场哪天不开放？", "冰雪世界滑冰场每天下午一点至晚上九点开放，周二除外。", ICE_RINK, False),
    w.faith("zh-j-021", "added.fact", "家宜家具送货收费吗？", "订单满五千元免费送货并免费安装，不满五千元收取一百五十元运费。", FURNITURE, False),
    w.faith("zh-j-022", "mixed", "俱乐部有几片场地？", "绿茵网球俱乐部共有六片室外红土场和三片室内场。", TENNIS, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-j-023", "refusal.short", "农贸市场有停车场吗？", "不清楚。", MARKET, True),
    w.refusal("zh-j-024", "refusal.long", "马拉松的完赛奖牌是什么样的？", "感谢您的提问。我仔细查阅了关于滨江马拉松的资料，其中包括比赛日期、起跑时间、报名截止日期和报名费等信息，但资料中没有任何关于完赛奖牌的介绍，因此我无法回答这个问题。建议您直接联系赛事组委会咨询。", MARATHON, True),
    w.refusal("zh-j-025", "refusal.hedged", "摊位费多少钱？", "我不能完全确定，不过资料上写的是摊位费为每天八十元。", MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-j-026", "correct.wordy", "文华出版社是谁创办的？", "关于这个问题，根据出版社的历史介绍，文华出版社是由李明远先生在1952年于上海创办的。", "李明远。", True),
    w.correct("zh-j-027", "correct.short", "滑冰场门票多少钱？", "六十元一位。", "门票为每人六十元，含冰鞋租赁。", True),
    w.correct("zh-j-028", "wrong.echo", "年检费用是多少？", "您想了解的是年检费用是多少。", "检测费为一百二十元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-j-029", "relevant.direct", "市场规模有多大？", "一共六十个摊位。", MARKET, True),
    w.relevant("zh-j-030", "offtopic.true", "家宜家具的运费是多少？", "送货前一天会通过短信通知两小时的送货时段。", FURNITURE, False),
    w.relevant("zh-j-031", "offtopic.other", "养老院的探视时间是什么时候？", "快印坊的海报最大可印A0尺寸。", NURSING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-j-032", "diag.pass", "文华出版社哪一年和东方书局合并？", "文华出版社于1983年与东方书局合并。", {"publisher-1": PUBLISHER, "market-1": MARKET}, ("publisher-1",), "pass"),
    w.diag("zh-j-033", "diag.offtopic", "每位老人一次最多可以见几位访客？", "十二岁以下儿童须由成人陪同探视。", {"nursing-1": NURSING}, ("nursing-1",), "fix_generation"),
    w.diag("zh-j-034", "diag.unfaithful", "检测站需要预约吗？", "不需要预约，直接开车过去就可以。", {"car-1": CAR_CHECK, "ice-1": ICE_RINK}, ("car-1",), "fix_generation"),
    w.diag("zh-j-035", "diag.correct_refusal", "网球俱乐部提供教练课吗？", "抱歉，资料中没有提到网球俱乐部是否提供教练课。", {"tennis-1": TENNIS}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
