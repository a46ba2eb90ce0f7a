"""Fresh set E, Chinese (simplified): a ski resort, an online shop's returns, a co-working
space, a ferry, a company history, a marathon, a vet clinic and a hospital, with Chinese
numerals, dates and times."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SKI = (
    "雪峰滑雪场每年12月1日开放，次年3月15日关闭。"
    "成人一日票价格为380元，12岁以下儿童可享受50%的优惠。"
    "滑雪场共有十二条雪道和四部缆车。"
)
SHOP = (
    "在优品网上商城购买的商品，可在签收后7天内申请无理由退货。"
    "退回的商品必须未经使用且包装完好。"
    "订单金额满200元的退货免运费；不满200元的，需承担10元运费。"
    "退款将在3个工作日内原路退回。"
)
COWORK = (
    "星空联合办公空间的固定工位每月2000元，独立办公室每月20000元。"
    "会员每月可免费使用会议室十小时。"
    "空间每天8:00至22:00开放。"
)
FERRY = "海安轮渡每天从海口港开往徐闻港，共六个班次。首班船早上6:30出发，末班船20:30出发。航程约一个半小时。"
COMPANY = (
    "华远科技由王伟和李娜于1998年共同创立。"
    "2010年，华远科技将其手机业务出售给了东方通信。"
    "2016年，王伟卸任总经理，由陈刚接任。"
)
MARATHON = (
    "2025年滨江马拉松将于3月5日举行，早上7点半在市体育中心鸣枪起跑。"
    "报名将于2月10日截止，报名费为150元。"
    "选手须在6小时内完成比赛。"
)
VET = (
    "康宠动物医院由刘医生于2012年创办。"
    "医院诊治猫、狗和兔子等小型宠物，但不接诊马等大型动物。"
    "初诊费为80元。每周二和周四提供疫苗接种。"
)
HOSPITAL = (
    "市第一医院的探视时间为每天下午三点至晚上八点。"
    "每位患者同一时间最多可有两名探视者。"
    "十二岁以下儿童探视须由成人陪同。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-e-001", "para.passive", "华远科技的手机业务卖给了谁？", "华远科技的手机业务于2010年被出售给了东方通信。", COMPANY, True),
    w.faith("zh-e-002", "para.nominal", "马拉松报名什么时候截止？", "报名的截止日期是2月10日。", MARATHON, True),
    w.faith("zh-e-003", "fmt.date", "滨江马拉松哪天举行？", "滨江马拉松将在三月五日举行。", MARATHON, True),
    w.faith("zh-e-004", "fmt.time", "末班船几点出发？", "末班船晚上八点半出发。", FERRY, True),
    w.faith("zh-e-005", "fmt.currency", "独立办公室每月多少钱？", "独立办公室每月两万元。", COWORK, True),
    w.faith("zh-e-006", "fmt.share", "儿童买票有优惠吗？", "有，12岁以下的儿童可以享受半价优惠。", SKI, True),
    w.faith("zh-e-007", "para.except", "康宠动物医院接诊哪些动物？", "康宠动物医院诊治猫、狗和兔子等小型宠物，马等大型动物除外。", VET, True),
    w.faith("zh-e-008", "wrap.attribution", "退货有时间限制吗？", "根据商城的退货政策，商品可在签收后7天内申请无理由退货。", SHOP, True),
    w.faith("zh-e-009", "value.currency", "成人一日票多少钱？", "成人一日票价格为380美元。", SKI, False),
    w.faith("zh-e-010", "value.date", "滑雪场什么时候开放？", "雪峰滑雪场每年12月10日开放。", SKI, False),
    w.faith("zh-e-011", "antonym", "会员使用会议室要花钱吗？", "会员每月使用会议室十小时需要额外付费。", COWORK, False),
    w.faith("zh-e-012", "quantifier", "退货要付运费吗？", "所有退货订单都免运费。", SHOP, False),
    w.faith("zh-e-013", "direction", "儿童探视有什么要求？", "十二岁以上的儿童探视须由成人陪同。", HOSPITAL, False),
    w.faith("zh-e-014", "added.entity", "康宠动物医院是谁创办的？", "康宠动物医院由刘医生和张医生于2012年共同创办。", VET, False),
    w.faith("zh-e-015", "role.swap", "2016年谁接任了总经理？", "2016年，陈刚卸任总经理，由王伟接任。", COMPANY, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-e-016", "refusal.short", "滑雪场可以租滑雪板吗？", "不清楚。", SKI, True),
    w.refusal("zh-e-017", "refusal.partial", "首班船几点出发？船上可以带宠物吗？", "首班船早上6:30出发。至于能否携带宠物，资料中没有提到。", FERRY, False),
    w.refusal("zh-e-018", "refusal.context", "联合办公空间提供停车位吗？", "根据提供的资料，无法确定是否提供停车位，文中没有相关信息。", COWORK, True),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-e-019", "correct.short", "华远科技是哪一年创立的？", "1998年。", "华远科技创立于1998年。", True),
    w.correct("zh-e-020", "wrong.role", "2016年谁接替了谁担任总经理？", "王伟接替陈刚担任总经理。", "陈刚接替王伟担任总经理。", False),
    w.correct("zh-e-021", "correct.format", "马拉松报名费是多少？", "报名费是一百五十元。", "报名费为150元。", True),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-e-022", "relevant.direct", "跑完全程最多能用多久？", "选手须在6小时内完成比赛。", MARATHON, True),
    w.relevant("zh-e-023", "offtopic.true", "马拉松的报名费是多少？", "马拉松早上7点半在市体育中心鸣枪起跑。", MARATHON, False),
    w.relevant("zh-e-024", "offtopic.other", "探视时间是几点到几点？", "本市的公交车每天早上五点半开始运营。", HOSPITAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-e-025", "diag.pass", "探视时可以带孩子吗？", "可以，但十二岁以下儿童须由成人陪同。", {"zh-hosp": HOSPITAL, "zh-vet": VET}, ("zh-hosp",), "pass"),
    w.diag("zh-e-026", "diag.offtopic", "会员每月可以免费使用会议室多长时间？", "星空联合办公空间每天8:00至22:00开放。", {"zh-cw": COWORK}, ("zh-cw",), "fix_generation"),
    w.diag("zh-e-027", "diag.correct_refusal", "康宠动物医院周末营业吗？", "抱歉，资料中没有提到康宠动物医院周末是否营业。", {"zh-vet": VET}, (), "correct_refusal"),
    w.diag("zh-e-028", "diag.unfaithful", "退款多久能到账？", "退款将在15个工作日内原路退回。", {"zh-shop": SHOP, "zh-ski": SKI}, ("zh-shop",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
