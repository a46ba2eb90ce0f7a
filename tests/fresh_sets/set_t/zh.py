"""Chinese cases of set T: a museum gift shop, a wedding venue and a driving school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SHOP = (
    "青溪博物馆文创商店除周一外每天营业，营业时间为上午9:30至下午5:00。"
    "持年卡的会员购物可享九折优惠。"
    "店内最畅销的商品是售价68元的青花瓷书签，上个月共售出1,200枚。"
)
WEDDING = (
    "梧桐园婚礼庄园的草坪可容纳180位宾客，场地租金为每天28,000元。"
    "预订时须支付30%的定金，婚礼前60天内取消的，定金不予退还。"
    "庄园提供免费停车位，但不允许燃放烟花。"
)
DRIVING = (
    "顺达驾校C1课程的学费为4,500元，包括科目二和科目三的练车费用。"
    "科目二由王磊教练负责，科目三由刘芳教练负责。"
    "学员每周最多可预约三次练车。"
)

# fmt: off
FAITHFULNESS = [
    # 忠实的回答
    w.faith("zh-t-001", "para.reorder", "文创商店什么时候营业？", "上午9:30到下午5:00，除周一外每天都营业。", SHOP, True),
    w.faith("zh-t-002", "para.synonym", "庄园的草坪能容纳多少人？", "草坪可以容纳180位来宾。", WEDDING, True),
    w.faith("zh-t-003", "para.pronoun", "王磊教练负责哪个科目？", "他负责科目二。", DRIVING, True),
    w.faith("zh-t-004", "para.except", "文创商店哪天不营业？", "商店只有周一不营业。", SHOP, True),
    w.faith("zh-t-005", "fmt.share", "持年卡的会员有什么优惠？", "会员购物可享受10%的折扣。", SHOP, True),
    w.faith("zh-t-006", "fmt.scale", "梧桐园的场地租金是多少？", "场地租金为每天2.8万元。", WEDDING, True),
    w.faith("zh-t-007", "fmt.currency", "青花瓷书签多少钱？", "青花瓷书签售价为¥68。", SHOP, True),
    w.faith("zh-t-008", "fmt.thousands", "青花瓷书签上个月卖了多少枚？", "上个月共售出1200枚。", SHOP, True),
    w.faith("zh-t-009", "fmt.time", "文创商店几点关门？", "商店17:00关门。", SHOP, True),
    w.faith("zh-t-010", "fmt.number", "学员每周最多能预约几次练车？", "每周最多3次。", DRIVING, True),
    w.faith("zh-t-011", "wrap.closer", "在梧桐园办婚礼可以停车吗？", "可以，庄园提供免费停车位。祝您婚礼顺利！", WEDDING, True),
    # 有一处明显错误的回答
    w.faith("zh-t-012", "value.number", "梧桐园的草坪可容纳多少位宾客？", "草坪可容纳280位宾客。", WEDDING, False),
    w.faith("zh-t-013", "value.currency", "梧桐园的场地租金是多少？", "场地租金为每天18,000元。", WEDDING, False),
    w.faith("zh-t-014", "value.time", "文创商店几点开门？", "商店上午10:30开门。", SHOP, False),
    w.faith("zh-t-015", "role.swap", "科目三由哪位教练负责？", "科目三由王磊教练负责，科目二由刘芳教练负责。", DRIVING, False),
    w.faith("zh-t-016", "negation", "庄园允许燃放烟花吗？", "允许，婚礼上可以燃放烟花。", WEDDING, False),
    w.faith("zh-t-017", "antonym", "青花瓷书签卖得怎么样？", "青花瓷书签是店里最滞销的商品。", SHOP, False),
    w.faith("zh-t-018", "modality", "预订庄园时必须付定金吗？", "定金可付可不付，由客人自行决定。", WEDDING, False),
    w.faith("zh-t-019", "quantifier", "学员每周可以预约几次练车？", "学员每周至少要预约三次练车。", DRIVING, False),
    w.faith("zh-t-020", "added.fact", "顺达驾校C1课程的学费是多少？", "学费为4,500元，还包含考试报名费。", DRIVING, False),
]

REFUSAL = [
    w.refusal("zh-t-021", "refusal.plain", "文创商店可以网上购物吗？", "抱歉，我不知道这家商店是否提供网上购物。", SHOP, True),
    w.refusal("zh-t-022", "refusal.context", "梧桐园婚礼庄园提供餐饮服务吗？", "所给资料中没有提到庄园是否提供餐饮服务。", WEDDING, True),
    w.refusal("zh-t-023", "refusal.hedged", "持年卡的会员购物有什么优惠？", "我不太确定，不过按资料上写的，会员购物应该可以打九折。", SHOP, False),
]

CORRECTNESS = [
    w.correct("zh-t-024", "correct.wordy", "顺达驾校C1课程的学费是多少？", "顺达驾校C1课程的学费是4,500元，这个价格已经包括了科目二和科目三的练车费用。", "4,500元。", True),
    w.correct("zh-t-025", "correct.format", "预订梧桐园要付多少比例的定金？", "百分之三十。", "30%。", True),
    w.correct("zh-t-026", "wrong.value", "青花瓷书签售价多少？", "青花瓷书签售价86元。", "68元。", False),
]

RELEVANCY = [
    w.relevant("zh-t-027", "relevant.direct", "在草坪上办婚礼，最多能请多少人？", "180位。", WEDDING, True),
    w.relevant("zh-t-028", "relevant.yesno", "庄园停车收费吗？", "不收费。", WEDDING, True),
    w.relevant("zh-t-029", "offtopic.true", "梧桐园的场地租金是多少？", "庄园不允许燃放烟花。", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("zh-t-030", "diag.pass", "科目三由哪位教练负责？", "科目三由刘芳教练负责。",
           {"shunda-driving": DRIVING, "museum-shop": SHOP}, ("shunda-driving",), "pass"),
    w.diag("zh-t-031", "diag.missed", "在梧桐园办婚礼，婚礼前多少天内取消会损失定金？", "婚礼前7天内取消才会损失定金。",
           {"museum-shop": SHOP, "shunda-driving": DRIVING}, ("wutong-wedding",), "fix_retrieval"),
    w.diag("zh-t-032", "diag.correct_refusal", "顺达驾校有夜间练车吗？", "现有资料没有提到顺达驾校是否安排夜间练车，我无法回答。",
           {"shunda-driving": DRIVING, "wutong-wedding": WEDDING}, (), "correct_refusal"),
    w.diag("zh-t-033", "diag.unfaithful", "青花瓷书签上个月卖了多少枚？", "上个月共售出200枚。",
           {"museum-shop": SHOP, "wutong-wedding": WEDDING}, ("museum-shop",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
