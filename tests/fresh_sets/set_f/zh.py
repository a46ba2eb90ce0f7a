# ruff: noqa: E501
"""Fresh set F, Chinese (simplified): plain cases over invented organisation documents, with
Chinese numerals, money, date and time formats."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CINEMA = "星光影院共有四个放映厅，最大的一个可容纳三百二十人。普通电影票每张四十元，每周二半价。学生凭有效学生证购票可享受八折优惠。"
MUSEUM = (
    "城市博物馆每周二至周日开放，开放时间为上午九点至下午五点，周一闭馆。成人门票三十元，六岁以下儿童免费。"
    "新建的陶瓷馆于2023年3月5日对外开放，展出一千二百件瓷器。"
)
BREW = (
    "青石精酿啤酒厂由王磊和李娜于2010年在杭州创立。2018年，两人将酒厂出售给了华丰饮料集团。"
    "青石最有名的啤酒是一款酒精度为5.5%的小麦啤酒。"
)
EBIKE = (
    "快骑电动车为所有车架和电机提供两年保修，电池保修期为十八个月。因事故或私自改装造成的损坏不在保修范围内。"
    "申请保修时，顾客须出示原始购物发票。"
)
DORM = (
    "阳光学生公寓每间宿舍住四人，住宿费为每人每年一千二百元。宿舍晚上十一点锁门，早上六点开门。"
    "所有宿舍都配有空调，部分宿舍配有独立卫生间。"
)
BUS = (
    "通达公交的机场快线从火车站开往机场，每三十分钟一班。首班车早上六点发车，末班车晚上九点半发车。"
    "全程票价二十元，持老年卡的乘客可免费乘坐。"
)
TAX = "明信税务事务所为个人客户提供年度个税申报服务。首次咨询三十分钟免费，之后每小时收费三百元。申报所需材料请于6月30日前提交。"
MARKET = "东湖农夫市集每周六上午七点到中午十二点在东湖公园北门举办。约有五十家本地农户出售蔬菜、水果和蜂蜜。摊位费为每天一百元。"
HIKE = (
    "山行者徒步俱乐部每月第一个周日组织集体徒步，路线长约十五公里。活动早上八点半从西山公园南门出发。"
    "会员免费参加，非会员每次收费二十元。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-f-001", "para.reorder", "博物馆什么时候开放？", "上午九点至下午五点，城市博物馆每周二至周日开放。", MUSEUM, True),
    w.faith("zh-f-002", "para.synonym", "申请保修需要带什么？", "申请保修时，需要出示购买时的原始发票。", EBIKE, True),
    w.faith("zh-f-003", "para.passive", "青石精酿啤酒厂后来怎么样了？", "2018年，酒厂被王磊和李娜卖给了华丰饮料集团。", BREW, True),
    w.faith("zh-f-004", "para.combine", "俱乐部的徒步活动是怎么安排的？", "俱乐部每月第一个周日早上八点半从西山公园南门出发，集体徒步约十五公里。", HIKE, True),
    w.faith("zh-f-005", "fmt.number", "市集有多少家农户？", "大约有50家本地农户在市集出售蔬菜、水果和蜂蜜。", MARKET, True),
    w.faith("zh-f-006", "fmt.time", "机场快线末班车几点发车？", "末班车21:30发车。", BUS, True),
    w.faith("zh-f-007", "fmt.date", "陶瓷馆是什么时候开放的？", "陶瓷馆于二〇二三年三月五日对外开放。", MUSEUM, True),
    w.faith("zh-f-008", "fmt.currency", "住宿费多少钱？", "每人每年的住宿费是¥1,200。", DORM, True),
    w.faith("zh-f-009", "fmt.share", "学生买票有优惠吗？", "有的，学生凭有效学生证购票只需支付原价的80%。", CINEMA, True),
    w.faith("zh-f-010", "wrap.attribution", "首次咨询收费吗？", "根据事务所的资料，首次咨询三十分钟是免费的。", TAX, True),
    w.faith("zh-f-011", "wrap.hedge", "机场快线多久一班？", "据我了解，机场快线每三十分钟发一班车。", BUS, True),
    w.faith("zh-f-012", "value.date", "青石精酿是哪一年创立的？", "青石精酿啤酒厂由王磊和李娜于2012年在杭州创立。", BREW, False),
    w.faith("zh-f-013", "value.currency", "首次咨询之后怎么收费？", "首次咨询之后，每小时收费三百美元。", TAX, False),
    w.faith("zh-f-014", "antonym", "机场快线的首末班车是几点？", "末班车早上六点发车，首班车晚上九点半发车。", BUS, False),
    w.faith("zh-f-015", "quantifier", "宿舍有独立卫生间吗？", "有，所有宿舍都配有独立卫生间。", DORM, False),
    w.faith("zh-f-016", "value.except", "博物馆哪天闭馆？", "博物馆每周三闭馆，其余时间正常开放。", MUSEUM, False),
    w.faith("zh-f-017", "added.entity", "青石精酿是谁创立的？", "青石精酿啤酒厂由王磊、李娜和张伟三人于2010年在杭州创立。", BREW, False),
    w.faith("zh-f-018", "mixed", "能介绍一下东湖农夫市集吗？", "市集每周六上午七点到中午十二点在东湖公园北门举办，摊位费为每天两百元。", MARKET, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-f-019", "refusal.plain", "影院有停车场吗？", "抱歉，我不知道影院是否有停车场。", CINEMA, True),
    w.refusal("zh-f-020", "refusal.long", "电池可以单独购买吗？", "感谢您的提问。我查阅了关于快骑电动车保修的资料，其中介绍了车架和电机的保修期、电池的保修期、不在保修范围内的情况以及申请保修需要的发票，但并没有提到电池是否可以单独购买。因此，我无法给您准确的答复，建议您直接联系门店咨询。", EBIKE, True),
    w.refusal("zh-f-021", "refusal.hedged", "非会员参加一次要多少钱？", "我不能完全确定，不过资料显示非会员每次收费二十元。", HIKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-f-022", "correct.short", "城市博物馆的成人门票多少钱？", "30元。", "成人门票三十元。", True),
    w.correct("zh-f-023", "wrong.echo", "东湖农夫市集的摊位费是多少？", "您想了解东湖农夫市集的摊位费是多少。", "每天一百元。", False),
    w.correct("zh-f-024", "wrong.role", "谁把青石精酿卖给了谁？", "华丰饮料集团把青石精酿卖给了王磊和李娜。", "王磊和李娜把酒厂卖给了华丰饮料集团。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-f-025", "relevant.direct", "最大的放映厅能坐多少人？", "三百二十个座位。", CINEMA, True),
    w.relevant("zh-f-026", "offtopic.true", "徒步活动从哪里出发？", "会员可以免费参加俱乐部的徒步活动。", HIKE, False),
    w.relevant("zh-f-027", "offtopic.other", "电池的保修期是多久？", "骑电动车时请务必佩戴头盔，注意交通安全。", EBIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-f-028", "diag.pass", "机场快线全程票价多少？", "全程票价二十元。", {"bus-1": BUS, "market-1": MARKET}, ("bus-1",), "pass"),
    w.diag("zh-f-029", "diag.offtopic", "陶瓷馆展出多少件瓷器？", "城市博物馆成人门票三十元，六岁以下儿童免费。", {"museum-1": MUSEUM}, ("museum-1",), "fix_generation"),
    w.diag("zh-f-030", "diag.unfaithful", "阳光学生公寓每间宿舍住几个人？", "每间宿舍住六人。", {"dorm-1": DORM, "tax-1": TAX}, ("dorm-1",), "fix_generation"),
    w.diag("zh-f-031", "diag.correct_refusal", "星光影院有IMAX放映厅吗？", "资料中没有提到星光影院是否有IMAX放映厅。", {"cinema-1": CINEMA}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
