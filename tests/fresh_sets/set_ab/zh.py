"""Chinese cases of set AB. Scenarios: a food delivery app (饭急送), a youth hostel (青柚青年旅舍),
a tennis club (晨风网球俱乐部) and a mobile phone plan (畅联“乐享58”套餐)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

WAIMAI = "在“饭急送”App上下单，满30元免配送费，不满30元收取配送费4元。下单后5分钟内可以免费取消订单。开通会员每月15元，每单可减3元。骑手只有在顾客选择“无接触配送”时才能把餐放在门口。"
HOSTEL = "青柚青年旅舍共有12间多人间和5间双人间，床位共计64个。入住时间为下午2点以后，退房须在中午12点之前。前台提供行李寄存服务，每件每天10元。旅舍不接待未满16岁且无成人陪同的客人。"
TENNIS = "晨风网球俱乐部的年卡价格为2,800元，学生凭学生证可享受八折优惠。会员最多可提前3天预订场地，每次最长2小时。周一至周五晚上8点以后开放灯光场，每小时加收40元。教练王浩每周日上午10点开设初学者课程。"
PLAN = "畅联“乐享58”套餐每月58元，包含国内通用流量40GB和300分钟国内通话。超出通话时长后每分钟收费0.1元。套餐合约期为12个月，办理当月按天计费。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ab-001", "para.reorder", "乐享58套餐包含什么？", "套餐里有300分钟国内通话和40GB国内通用流量。", PLAN, True),
    w.faith("zh-ab-002", "para.passive", "初学者课程是谁开的？", "初学者课程由教练王浩开设，时间是每周日上午10点。", TENNIS, True),
    w.faith("zh-ab-003", "para.synonym", "旅舍几点前要退房？", "最晚要在中午12点前办理退房。", HOSTEL, True),
    w.faith("zh-ab-004", "fmt.time", "几点以后可以入住？", "14:00以后就可以入住了。", HOSTEL, True),
    w.faith("zh-ab-005", "fmt.share", "学生办年卡有优惠吗？", "有，学生凭学生证只需支付原价的80%。", TENNIS, True),
    w.faith("zh-ab-006", "fmt.number", "晨风网球俱乐部的年卡多少钱？", "年卡价格是两千八百元。", TENNIS, True),
    w.faith("zh-ab-007", "fmt.period", "乐享58套餐的合约期多长？", "合约期为一年。", PLAN, True),
    w.faith("zh-ab-008", "para.except", "灯光场什么时候开放？", "除周六和周日外，每天晚上8点以后都开放灯光场。", TENNIS, True),
    w.faith("zh-ab-009", "wrap.closer", "饭急送怎样才能免配送费？", "订单满30元就免配送费。希望对你有帮助！", WAIMAI, True),
    w.faith("zh-ab-010", "fmt.currency", "行李寄存怎么收费？", "每件行李每天收费¥10。", HOSTEL, True),
    w.faith("zh-ab-011", "value.number", "青柚青年旅舍有多少个床位？", "旅舍床位共计46个。", HOSTEL, False),
    w.faith("zh-ab-012", "value.currency", "订单不满30元要付多少配送费？", "不满30元收取配送费6元。", WAIMAI, False),
    w.faith("zh-ab-013", "value.time", "初学者课程什么时候上？", "教练王浩每周日下午3点开设初学者课程。", TENNIS, False),
    w.faith("zh-ab-014", "role.swap", "旅舍有哪些房型？", "旅舍有12间双人间和5间多人间。", HOSTEL, False),
    w.faith("zh-ab-015", "negation", "下单后还能取消吗？", "下单后5分钟内不能取消订单。", WAIMAI, False),
    w.faith("zh-ab-016", "antonym", "网球场地可以提前多久预订？", "会员最少需要提前3天预订场地。", TENNIS, False),
    w.faith("zh-ab-017", "modality", "未满16岁可以一个人住吗？", "未满16岁的客人最好有成人陪同。", HOSTEL, False),
    w.faith("zh-ab-018", "added.fact", "开通会员有什么好处？", "会员每月15元，每单可减3元，还能享受免费配送。", WAIMAI, False),
    w.faith("zh-ab-019", "value.except", "灯光场哪几天开放？", "除周一外，每天晚上8点以后开放灯光场。", TENNIS, False),
]

REFUSAL = [
    w.refusal("zh-ab-020", "refusal.short", "饭急送支持货到付款吗？", "这个我不知道。", WAIMAI, True),
    w.refusal("zh-ab-021", "refusal.context", "会员可以随时退订吗？", "根据现有资料，无法确定会员能否随时退订。", WAIMAI, True),
    w.refusal("zh-ab-022", "refusal.partial", "开通会员多少钱？学生有折扣吗？", "会员每月15元，每单可减3元；至于学生有没有折扣，资料里没有提到。", WAIMAI, False),
]

CORRECTNESS = [
    w.correct("zh-ab-023", "correct.wordy", "乐享58套餐每月包含多少流量？", "办理畅联乐享58套餐的话，每个月可以使用40GB的国内通用流量。", "40GB", True),
    w.correct("zh-ab-024", "correct.wordy", "行李寄存怎么收费？", "关于行李寄存，青柚青年旅舍的前台是按件按天收费的，每件每天收10元。", "每件每天10元", True),
    w.correct("zh-ab-025", "correct.short", "初学者课程是什么时候？", "周日上午十点。", "每周日上午10点", True),
    w.correct("zh-ab-026", "wrong.value", "灯光场每小时加收多少钱？", "灯光场每小时加收60元。", "每小时加收40元", False),
]

RELEVANCY = [
    w.relevant("zh-ab-027", "relevant.direct", "那家青旅一共能住多少人？", "床位共64个。", HOSTEL, True),
    w.relevant("zh-ab-028", "relevant.direct", "谁负责带网球新手？", "教练王浩，每周日上午10点开课。", TENNIS, True),
    w.relevant("zh-ab-029", "relevant.direct", "怎样才能让骑手把外卖放门口？", "下单时选“无接触配送”就行。", WAIMAI, True),
    w.relevant("zh-ab-030", "relevant.yesno", "套餐通话时长用完了还能继续打电话吗？", "可以，超出部分每分钟0.1元。", PLAN, True),
    w.relevant("zh-ab-031", "offtopic.true", "网球场地每次最长能订多久？", "学生凭学生证可享受八折优惠。", TENNIS, False),
]

DIAGNOSIS = [
    w.diag("zh-ab-032", "diag.pass", "饭急送下单后多久内可以免费取消？", "下单后5分钟内可以免费取消。", {"waimai": WAIMAI, "plan": PLAN}, ("waimai",), "pass"),
    w.diag("zh-ab-033", "diag.missed", "青柚青年旅舍几点以后可以入住？", "资料中没有提到入住时间。", {"tennis": TENNIS, "plan": PLAN}, ("hostel",), "fix_retrieval"),
    w.diag("zh-ab-034", "diag.correct_refusal", "晨风网球俱乐部提供球拍租借吗？", "现有资料没有提到是否提供球拍租借。", {"tennis": TENNIS, "hostel": HOSTEL}, (), "correct_refusal"),
    w.diag("zh-ab-035", "diag.offtopic", "乐享58套餐的合约期是多久？", "在饭急送上下单满30元免配送费。", {"plan": PLAN, "waimai": WAIMAI}, ("plan",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
