# ruff: noqa: E501
"""Fresh set N, Chinese (simplified): plain cases over invented organisation documents, with
Chinese numerals, dates and times."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CAFE = (
    "东湖大学第二食堂的早餐供应时间为早上六点半到八点半。"
    "学生凭校园卡就餐，早餐套餐每份八元。"
    "每周日晚上食堂不供应晚餐。"
)
MUSEUM = (
    "江城博物馆个人年卡售价三百元，家庭年卡售价五百元，家庭年卡最多可供两名成人和三名儿童使用。"
    "会员可免费参观所有展览，在博物馆商店购物可享受九折优惠。"
    "会员卡将在十个工作日内寄出。"
)
COOP = (
    "青禾农民合作社成立于1995年，目前有210户成员。"
    "成员每天早上把蔬菜送到合作社的分拣中心。"
    "合作社每月5日向成员付款。"
    "部分成员种植有机蔬菜。"
)
GARAGE = (
    "明达汽修厂周一至周六上午八点到下午六点营业。"
    "普通保养大约需要一个小时，费用为三百八十元。"
    "所有维修都提供十二个月质保。"
)
COURIER = (
    "快骑同城快递用电动货运自行车在市中心配送包裹。"
    "包裹重量不得超过二十公斤。"
    "下午一点前下单的包裹保证当天送达。"
    "普通配送每单十五元，两小时内送达的加急配送每单三十元。"
)
STREAM = (
    "影速家庭套餐每月三十元，最多可同时在四台设备上观看。"
    "除基础套餐外，所有套餐都支持离线下载。"
    "用户可随时取消订阅，取消后仍可使用到当前计费周期结束。"
)
SAIL = "蓝湾帆船学校的初级课程为期五天，学费二千八百元，含装备。学员必须会游泳。每班最多六人。"
PASSPORT = (
    "市出入境接待大厅办理普通护照一般需要七个工作日。护照费为每本一百二十元。申请人须携带本人身份证原件。"
)
VINEYARD = (
    "云岭酒庄由李国华于1978年创办。"
    "1996年，李国华把酒庄租给了外甥王志强。"
    "2010年，王志强把酒庄传给了女儿王晓雨。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-n-001", "para.passive", "2010年酒庄传给了谁？", "2010年，酒庄被王志强传给了女儿王晓雨。", VINEYARD, True),
    w.faith("zh-n-002", "para.nominal", "会员卡什么时候寄出？", "会员卡的寄出时间在十个工作日以内。", MUSEUM, True),
    w.faith("zh-n-003", "para.combine", "初级帆船课程是怎么安排的？", "初级课程为期五天，每班最多六人。", SAIL, True),
    w.faith("zh-n-004", "fmt.number", "初级课程学费多少？", "学费是2800元，含装备。", SAIL, True),
    w.faith("zh-n-005", "fmt.time", "第二食堂早餐几点供应？", "早餐供应时间是6:30到8:30。", CAFE, True),
    w.faith("zh-n-006", "fmt.date", "合作社每月几号付款？", "合作社在每个月的五号给成员付款。", COOP, True),
    w.faith("zh-n-007", "fmt.currency", "明达汽修厂普通保养多少钱？", "普通保养费用为¥380。", GARAGE, True),
    w.faith("zh-n-008", "wrap.attribution", "办护照要带什么？", "根据提供的资料，申请人须携带本人身份证原件。", PASSPORT, True),
    w.faith("zh-n-009", "wrap.hedge", "家庭套餐能同时在几台设备上看？", "我认为家庭套餐最多可以同时在四台设备上观看。", STREAM, True),
    w.faith("zh-n-010", "fmt.share", "会员在博物馆商店买东西有优惠吗？", "有，会员在博物馆商店购物可享受10%的折扣。", MUSEUM, True),
    w.faith("zh-n-011", "value.currency", "明达汽修厂普通保养多少钱？", "普通保养费用为三百八十美元。", GARAGE, False),
    w.faith("zh-n-012", "value.date", "合作社每月几号付款？", "合作社每月15日向成员付款。", COOP, False),
    w.faith("zh-n-013", "antonym", "快骑的包裹重量有什么限制？", "包裹重量不得低于二十公斤。", COURIER, False),
    w.faith("zh-n-014", "quantifier", "合作社的成员都种植有机蔬菜吗？", "是的，所有成员都种植有机蔬菜。", COOP, False),
    w.faith("zh-n-015", "value.except", "影速哪些套餐支持离线下载？", "除家庭套餐外，所有套餐都支持离线下载。", STREAM, False),
    w.faith("zh-n-016", "added.entity", "云岭酒庄是谁创办的？", "云岭酒庄由李国华和他的妻子张秀兰于1978年共同创办。", VINEYARD, False),
    w.faith("zh-n-017", "mixed", "江城博物馆年卡多少钱？", "个人年卡三百元，家庭年卡八百元。", MUSEUM, False),
]
REFUSAL: list[Case] = [
    w.refusal("zh-n-018", "refusal.short", "明达汽修厂能修电动车吗？", "不清楚。", GARAGE, True),
    w.refusal("zh-n-019", "refusal.long", "蓝湾帆船学校有没有儿童课程？", "抱歉，我在现有资料中没有找到关于儿童课程的信息。资料只介绍了初级课程的时长、学费和每班人数，并没有提到是否为儿童开课。建议您直接联系蓝湾帆船学校确认。", SAIL, True),
    w.refusal("zh-n-020", "refusal.partial", "办普通护照要多久？可以加急吗？", "办理普通护照一般需要七个工作日。至于能否加急，资料里没有提到。", PASSPORT, False),
]
CORRECTNESS: list[Case] = [
    w.correct("zh-n-021", "correct.short", "快骑的加急配送每单多少钱？", "30元。", "加急配送每单三十元。", True),
    w.correct("zh-n-022", "wrong.echo", "云岭酒庄是哪一年创办的？", "您问的是云岭酒庄是哪一年创办的。云岭酒庄是在它创办的那一年创办的。", "1978年。", False),
    w.correct("zh-n-023", "wrong.role", "1996年谁把酒庄租给了谁？", "1996年，王志强把酒庄租给了李国华。", "李国华把酒庄租给了外甥王志强。", False),
]
RELEVANCY: list[Case] = [
    w.relevant("zh-n-024", "relevant.direct", "快骑的包裹最重能寄多少？", "二十公斤以内都可以。", COURIER, True),
    w.relevant("zh-n-025", "relevant.yesno", "参加帆船课程需要会游泳吗？", "需要。", SAIL, True),
    w.relevant("zh-n-026", "offtopic.other", "第二食堂的早餐套餐一份多少钱？", "影速家庭套餐每月三十元。", CAFE, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("zh-n-027", "diag.pass", "明达汽修厂的维修有质保吗？", "有，所有维修都提供十二个月的质保。", {"garage-1": GARAGE, "cafe-1": CAFE}, ("garage-1",), "pass"),
    w.diag("zh-n-028", "diag.offtopic", "快骑的普通配送多少钱？", "江城博物馆个人年卡售价三百元。", {"courier-1": COURIER, "museum-1": MUSEUM}, ("courier-1",), "fix_generation"),
    w.diag("zh-n-029", "diag.unfaithful", "办理普通护照一般需要多久？", "办理普通护照一般需要十五个工作日。", {"passport-1": PASSPORT}, ("passport-1",), "fix_generation"),
    w.diag("zh-n-030", "diag.correct_refusal", "江城博物馆周一开放吗？", "抱歉，资料中没有提到博物馆周一是否开放。", {"museum-1": MUSEUM, "stream-1": STREAM}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
