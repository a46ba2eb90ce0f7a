"""Chinese cases of set AP: a badminton hall, a tea-ceremony course, a street flea market and
a lakeside bike rental."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BADMINTON = (
    "阳光羽毛球馆每天早上7点开门，晚上10点关门。"
    "每个场地每小时收费60元，会员打八折。"
    "周末打球需要提前两天在小程序上预约。"
)
TEA = (
    "青竹茶社的茶艺入门课于2025年3月15日开课，共十节，每周六下午2点到4点上课。"
    "学费为1200元，包含所有茶叶和茶具的使用。"
    "授课老师是林雅婷，助教陈浩负责准备茶具。"
    "学员可以带一位朋友旁听最后一节课。"
)
MARKET = (
    "梧桐街跳蚤市场每月第一个星期日举办，共设80个摊位。"
    "摊位费为每个50元，学生摊主免费。"
    "去年市场共接待顾客15,000人次，比前年的11,000人次有所增加。"
    "除了食品以外，所有二手物品都可以摆摊出售。"
)
BIKES = (
    "绿道单车租赁点位于湖滨公园南门。"
    "普通自行车每小时15元，双人自行车每小时30元。"
    "租车需要交押金200元，还车时全额退还。"
    "营业时间为上午8:30至下午6:00。"
)

# fmt: off
FAITHFULNESS = [
    # 忠实的改写与格式变化
    w.faith("zh-ap-001", "para.reorder", "羽毛球馆几点开门、几点关门？", "晚上10点关门，早上7点开门，每天都一样。", BADMINTON, True),
    w.faith("zh-ap-002", "fmt.share", "会员打球有什么优惠？", "会员只需支付原价的80%。", BADMINTON, True),
    w.faith("zh-ap-003", "para.passive", "茶艺课的茶具由谁准备？", "茶具由助教陈浩负责准备。", TEA, True),
    w.faith("zh-ap-004", "fmt.date", "茶艺入门课哪天开课？", "茶艺入门课于2025-03-15开课。", TEA, True),
    w.faith("zh-ap-005", "fmt.time", "茶艺课几点上课？", "每周六14:00到16:00上课。", TEA, True),
    w.faith("zh-ap-006", "fmt.number", "茶艺入门课一共几节？", "一共10节课。", TEA, True),
    w.faith("zh-ap-007", "fmt.scale", "跳蚤市场去年接待了多少顾客？", "去年市场共接待顾客1.5万人次。", MARKET, True),
    w.faith("zh-ap-008", "para.except", "跳蚤市场上可以卖什么？", "只要不是食品，二手物品都能摆摊卖。", MARKET, True),
    w.faith("zh-ap-009", "wrap.closer", "租车要交押金吗？", "租车要交200元押金，还车时会全部退给您。希望对您有帮助！", BIKES, True),
    # 一处明显错误
    w.faith("zh-ap-010", "value.number", "跳蚤市场有多少个摊位？", "跳蚤市场共设60个摊位。", MARKET, False),
    w.faith("zh-ap-011", "role.swap", "茶艺课谁授课？", "授课老师是陈浩，助教林雅婷负责准备茶具。", TEA, False),
    w.faith("zh-ap-012", "negation", "学生摆摊要交摊位费吗？", "学生摊主也需要交摊位费。", MARKET, False),
    w.faith("zh-ap-013", "antonym", "单车租赁点在哪里？", "租赁点位于湖滨公园北门。", BIKES, False),
    w.faith("zh-ap-014", "modality", "最后一节茶艺课可以带朋友吗？", "学员必须带一位朋友旁听最后一节课。", TEA, False),
    w.faith("zh-ap-015", "quantifier", "哪些摊主不用交摊位费？", "所有摊主都不用交摊位费。", MARKET, False),
    w.faith("zh-ap-016", "direction", "跳蚤市场的顾客人数有什么变化？", "去年的顾客人数比前年有所减少。", MARKET, False),
    w.faith("zh-ap-017", "added.fact", "羽毛球场地怎么收费？", "每个场地每小时60元，球馆还免费提供球拍。", BADMINTON, False),
    w.faith("zh-ap-018", "value.time", "单车租赁点几点开门？", "租赁点上午9:30开始营业。", BIKES, False),
]

REFUSAL = [
    w.refusal("zh-ap-019", "refusal.short", "羽毛球馆有淋浴间吗？", "不清楚。", BADMINTON, True),
    w.refusal("zh-ap-020", "refusal.long", "茶艺课结课后会发证书吗？", "很抱歉，我查阅了现有的资料，里面没有提到结课后是否颁发证书，所以我没法回答这个问题。", TEA, True),
    w.refusal("zh-ap-021", "refusal.partial", "双人自行车怎么收费？押金能用微信付吗？", "双人自行车每小时30元；至于押金能不能用微信支付，资料里没有说明。", BIKES, False),
]

CORRECTNESS = [
    w.correct("zh-ap-022", "correct.wordy", "茶艺入门课的学费是多少？", "茶艺入门课的学费是1200元，茶叶和茶具的使用都已经包含在里面了。", "学费为1200元。", True),
    w.correct("zh-ap-023", "correct.wordy", "梧桐街跳蚤市场什么时候举办？", "梧桐街跳蚤市场固定在每个月的第一个周日举行，到时候会有80个摊位。", "每月第一个星期日。", True),
    w.correct("zh-ap-024", "correct.short", "租车押金是多少？", "200元。", "租车押金是200元，还车时全额退还。", True),
    w.correct("zh-ap-025", "wrong.role", "茶艺课的授课老师是谁？", "授课老师是陈浩。", "授课老师是林雅婷。", False),
]

RELEVANCY = [
    w.relevant("zh-ap-026", "relevant.direct", "在哪儿能租到车？", "湖滨公园南门。", BIKES, True),
    w.relevant("zh-ap-027", "relevant.direct", "打一小时球要花多少钱？", "每个场地60元，会员打八折。", BADMINTON, True),
    w.relevant("zh-ap-028", "relevant.direct", "茶艺课哪天开始？", "2025年3月15日。", TEA, True),
    w.relevant("zh-ap-029", "relevant.yesno", "学生摆摊要花钱吗？", "不用，学生摊主免费。", MARKET, True),
    w.relevant("zh-ap-030", "offtopic.true", "周末去羽毛球馆打球要怎么预约？", "球馆每天早上7点开门，晚上10点关门。", BADMINTON, False),
]

DIAGNOSIS = [
    w.diag("zh-ap-031", "diag.pass", "双人自行车每小时多少钱？", "双人自行车每小时30元。", {"bike-rental": BIKES, "flea-market": MARKET}, ("bike-rental",), "pass"),
    w.diag("zh-ap-032", "diag.missed", "周末打羽毛球要提前多久预约？", "周末打球不需要预约，直接去就行。", {"tea-course": TEA, "flea-market": MARKET}, ("badminton-hall",), "fix_retrieval"),
    w.diag("zh-ap-033", "diag.correct_refusal", "跳蚤市场附近有停车场吗？", "现有资料没有提到跳蚤市场附近的停车信息。", {"flea-market": MARKET}, (), "correct_refusal"),
    w.diag("zh-ap-034", "diag.offtopic", "茶艺课的学费包含哪些内容？", "茶艺课每周六下午2点到4点上课。", {"tea-course": TEA, "badminton-hall": BADMINTON}, ("tea-course",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
