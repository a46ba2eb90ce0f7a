"""Fresh set L, Chinese (simplified): Chinese numerals, 元 prices and 下午三点-style times, on
a science museum, a coffee roaster, a health plan, a summer festival, a newspaper, a wine
bar, a car wash and a bakery's history."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

MUSEUM = (
    "星海科学馆除周一外，每天上午九点至下午五点开放。"
    "成人票八十元，十二岁以下儿童免费。"
    "天文馆演出每天下午三点开始，时长四十分钟。"
)
ROASTER = "云岭咖啡每周二和周四烘焙咖啡豆。招牌拼配豆250克装售价68元，1公斤装售价238元。订单满200元全国包邮。"
INSURANCE = (
    "安心基础健康险在每年1500元免赔额之后，报销50%的门诊费用。"
    "该计划不包括牙科治疗。"
    "会员每月加付30元即可加购牙科附加险。"
)
FESTIVAL = (
    "滨江夏日音乐节将于7月18日至7月20日在滨江公园举行。"
    "三日通票380元，单日票150元。"
    "十岁以下儿童免费入场，场内禁止携带宠物。"
)
NEWSPAPER = (
    "《湖城晚报》电子版订阅费为每月15元或每年150元。"
    "纸质版除周日外每天投递。"
    "订户可以随时取消订阅，取消在当前计费周期结束时生效。"
)
WINEBAR = (
    "橡木葡萄酒吧周三至周日下午五点开门，午夜十二点打烊。"
    "下午五点到七点是欢乐时光，所有杯卖葡萄酒打八折。"
    "八人以上的团体须提前订位。"
)
BAKERY = (
    "王记面包房由王建国于1978年在苏州创办。"
    "1998年，王建国把面包房交给了女儿王丽。"
    "2015年，王丽把店卖给了跟她学艺多年的徒弟陈浩。"
)
CARWASH = (
    "闪亮洗车提供三种套餐：快洗25元，标准洗40元，精洗68元。"
    "精洗套餐包括车内吸尘和打蜡。"
    "每次洗车大约需要十分钟，本店二十四小时营业。"
)

INS_COVERAGE = "安心基础健康险在每年1500元免赔额之后，报销50%的门诊费用。"
INS_DENTAL = "安心基础健康险不包括牙科治疗。"
INS_ADDON = "安心基础健康险会员每月加付30元即可加购牙科附加险。"
FEST_DATES = "滨江夏日音乐节将于7月18日至7月20日在滨江公园举行。"
FEST_TICKETS = "滨江夏日音乐节三日通票380元，单日票150元。"
FEST_RULES = "音乐节十岁以下儿童免费入场，场内禁止携带宠物。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-l-001", "para.nominal", "天文馆演出几点开始？", "天文馆演出的开始时间是每天下午三点。", MUSEUM, True),
    w.faith("zh-l-002", "para.pronoun", "1998年王建国把面包房交给了谁？", "他把面包房交给了女儿王丽。", BAKERY, True),
    w.faith("zh-l-003", "fmt.number", "多大的孩子可以免费入场？", "10岁以下的儿童免费入场。", FESTIVAL, True),
    w.faith("zh-l-004", "fmt.date", "音乐节什么时候举行？", "音乐节于七月十八日至二十日在滨江公园举行。", FESTIVAL, True),
    w.faith("zh-l-005", "fmt.time", "科学馆的开放时间是？", "除周一外，星海科学馆每天9:00至17:00开放。", MUSEUM, True),
    w.faith("zh-l-006", "fmt.share", "门诊费用能报销多少？", "在每年1500元的免赔额之后，门诊费用可以报销一半。", INSURANCE, True),
    w.faith("zh-l-007", "wrap.closer", "洗车店的营业时间是？", "闪亮洗车二十四小时营业。希望对您有帮助！", CARWASH, True),
    w.faith("zh-l-008", "para.combine", "云岭咖啡什么时候烘焙？买多少钱能包邮？", "云岭咖啡每周二和周四烘焙咖啡豆，订单满200元即可全国包邮。", ROASTER, True),
    w.faith("zh-l-009", "value.date", "音乐节什么时候举行？", "音乐节将于7月18日至7月21日在滨江公园举行。", FESTIVAL, False),
    w.faith("zh-l-010", "value.currency", "精洗套餐多少钱？", "精洗套餐68美元，包括车内吸尘和打蜡。", CARWASH, False),
    w.faith("zh-l-011", "antonym", "取消订阅什么时候生效？", "取消在当前计费周期开始时生效。", NEWSPAPER, False),
    w.faith("zh-l-012", "quantifier", "去橡木葡萄酒吧需要提前订位吗？", "所有客人都须提前订位。", WINEBAR, False),
    w.faith("zh-l-013", "value.except", "纸质版哪几天投递？", "纸质版除周六外每天投递。", NEWSPAPER, False),
    w.faith("zh-l-014", "added.entity", "王记面包房是谁创办的？", "王记面包房由王建国和他的弟弟王建军于1978年在苏州创办。", BAKERY, False),
    w.faith("zh-l-015", "mixed", "音乐节门票多少钱？", "三日通票380元，单日票120元。", FESTIVAL, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-l-016", "refusal.short", "科学馆有停车场吗？", "抱歉，不知道。", MUSEUM, True),
    w.refusal("zh-l-017", "refusal.long", "橡木葡萄酒吧有素食小吃吗？", "感谢您的提问！我查看了关于橡木葡萄酒吧的资料，其中包括营业时间、欢乐时光的优惠以及团体订位的规定，但没有任何关于小吃或菜单的信息。因此，我无法告诉您那里是否提供素食小吃。建议您直接联系酒吧确认。", WINEBAR, True),
    w.refusal("zh-l-018", "refusal.partial", "精洗多少钱？可以刷卡吗？", "精洗套餐68元。至于能不能刷卡，资料里没有提到。", CARWASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-l-019", "correct.short", "滨江夏日音乐节单日票多少钱？", "150元。", "单日票150元。", True),
    w.correct("zh-l-020", "correct.format", "王记面包房是哪一年创办的？", "一九七八年。", "1978年。", True),
    w.correct("zh-l-021", "wrong.echo", "《湖城晚报》电子版每月订阅费是多少？", "《湖城晚报》电子版每月需要支付电子版的每月订阅费。", "每月15元。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-l-022", "relevant.direct", "洗一次车要多久？", "大约十分钟。", CARWASH, True),
    w.relevant("zh-l-023", "offtopic.other", "橡木葡萄酒吧几点打烊？", "云岭咖啡每周二和周四烘焙咖啡豆。", WINEBAR, False),
    w.relevant("zh-l-024", "offtopic.true", "科学馆成人票多少钱？", "天文馆演出每天下午三点开始。", MUSEUM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-l-025", "diag.pass", "安心基础健康险包括牙科治疗吗？", "不包括，该计划不包括牙科治疗。", {"ins-dental": INS_DENTAL, "ins-coverage": INS_COVERAGE}, ("ins-dental",), "pass"),
    w.diag("zh-l-026", "diag.unfaithful", "牙科附加险每月多少钱？", "牙科附加险每月50元。", {"ins-addon": INS_ADDON, "ins-dental": INS_DENTAL}, ("ins-addon",), "fix_generation"),
    w.diag("zh-l-027", "diag.missed", "音乐节三日通票多少钱？", "抱歉，资料中没有找到三日通票的价格。", {"fest-dates": FEST_DATES, "fest-rules": FEST_RULES}, ("fest-tickets",), "fix_retrieval"),
    w.diag("zh-l-028", "diag.correct_refusal", "音乐节有哪些乐队演出？", "很抱歉，现有资料中没有关于演出乐队的信息。", {"fest-dates": FEST_DATES, "fest-tickets": FEST_TICKETS}, (), "correct_refusal"),
    w.diag("zh-l-029", "diag.should_refuse", "安心基础健康险包括眼科检查吗？", "包括，该计划每年报销一次眼科检查。", {"ins-coverage": INS_COVERAGE, "ins-dental": INS_DENTAL}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
