"""Chinese cases of set AA: a cinema, a boat rental in a lakeside park and an optician's shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CINEMA_HOURS = "星光影城周一至周五上午10点开门，周六、周日提前到上午9点开门。"
CINEMA_PRICE = "星光影城普通场次票价为45元，学生凭学生证可享受八折优惠。"
CINEMA_HALL = "3号厅是星光影城最大的放映厅，共有260个座位。"
CINEMA_MEMBERS = "星光影城每月最后一个周二是会员日，会员可免费领取一杯饮料。"
CINEMA = f"{CINEMA_HOURS}{CINEMA_PRICE}{CINEMA_HALL}{CINEMA_MEMBERS}"
BOATS = (
    "湖心公园游船租赁点提供脚踏船和电动船两种游船，脚踏船每小时60元，电动船每小时100元。"
    "租船需交押金200元。"
    "12岁以下儿童必须由成人陪同乘船。"
    "每天最后一班船下午5点半出发，晚上7点前必须还船。"
)
OPTICIAN = (
    "明亮眼镜店位于解放路18号，验光师王丽负责验光，店长陈刚负责配镜。"
    "成人验光费用为30元，在本店配镜的顾客免收验光费。"
    "眼镜一般在3到5个工作日内可以取。"
    "每周三店休。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实的改写与格式变化
    w.faith("zh-aa-001", "para.synonym", "星光影城工作日几点开门？", "周一到周五早上10点开始营业。", CINEMA, True),
    w.faith("zh-aa-002", "fmt.share", "学生买票有优惠吗？", "有，学生凭学生证购票只需付原价的80%。", CINEMA, True),
    w.faith("zh-aa-003", "fmt.currency", "电动船怎么收费？", "电动船每小时￥100。", BOATS, True),
    w.faith("zh-aa-004", "fmt.time", "最后一班船几点出发？", "最后一班船17:30出发。", BOATS, True),
    w.faith("zh-aa-005", "fmt.range", "配眼镜要等多久？", "一般3–5个工作日就可以取。", OPTICIAN, True),
    w.faith("zh-aa-006", "para.combine", "眼镜店在哪儿？哪天休息？", "明亮眼镜店在解放路18号，每周三休息。", OPTICIAN, True),
    w.faith("zh-aa-007", "para.pronoun", "3号厅有多少个座位？", "它是影城最大的放映厅，共有260个座位。", CINEMA, True),
    w.faith("zh-aa-008", "wrap.closer", "租船要交押金吗？", "需要交200元押金。祝您游玩愉快！", BOATS, True),
    w.faith("zh-aa-009", "wrap.hedge", "会员日是哪一天？", "应该是每月最后一个周二。", CINEMA, True),
    # 一处明显错误
    w.faith("zh-aa-010", "value.number", "最大的放映厅有多少个座位？", "最大的3号厅共有360个座位。", CINEMA, False),
    w.faith("zh-aa-011", "value.time", "星光影城周末几点开门？", "周末上午8点开门。", CINEMA, False),
    w.faith("zh-aa-012", "role.swap", "眼镜店里谁负责验光？", "验光由店长陈刚负责，王丽负责配镜。", OPTICIAN, False),
    w.faith("zh-aa-013", "negation", "小孩可以自己坐船吗？", "可以，12岁以下儿童不需要成人陪同。", BOATS, False),
    w.faith("zh-aa-014", "antonym", "3号厅是什么样的放映厅？", "3号厅是影城最小的放映厅，有260个座位。", CINEMA, False),
    w.faith("zh-aa-015", "modality", "12岁以下的孩子坐船有什么要求？", "12岁以下儿童最好有成人陪同，但不是必须的。", BOATS, False),
    w.faith("zh-aa-016", "direction", "周末和工作日的开门时间有什么不同？", "周末影城开门比工作日晚。", CINEMA, False),
    w.faith("zh-aa-017", "added.entity", "眼镜店由谁负责验光？", "验光由王丽和李强两位验光师负责。", OPTICIAN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-aa-018", "refusal.short", "星光影城附近有停车场吗？", "抱歉，不清楚。", CINEMA, True),
    w.refusal("zh-aa-019", "refusal.long", "明亮眼镜店能配隐形眼镜吗？", "很抱歉，根据目前提供的资料，我无法确定明亮眼镜店是否提供隐形眼镜验配服务，资料里没有涉及这方面的内容。", OPTICIAN, True),
    w.refusal("zh-aa-020", "refusal.hedged", "电动船每小时多少钱？", "我不太确定，不过资料里写的好像是每小时100元。", BOATS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-aa-021", "correct.wordy", "成人验光多少钱？", "在明亮眼镜店，成人验光的费用是30元，如果在店里配眼镜的话就不用付这笔钱。", "30元。", True),
    w.correct("zh-aa-022", "correct.wordy", "电动船每小时多少钱？", "如果您想租电动船，价格是一小时100元，比脚踏船贵一些。", "电动船每小时100元。", True),
    w.correct("zh-aa-023", "correct.format", "晚上几点前必须还船？", "19:00之前。", "晚上7点前。", True),
    w.correct("zh-aa-024", "wrong.value", "3号厅一共有多少个座位？", "3号厅一共有206个座位。", "260个。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-aa-025", "relevant.direct", "明亮眼镜店的地址是？", "解放路18号。", OPTICIAN, True),
    w.relevant("zh-aa-026", "relevant.direct", "租船押金要多少？", "200元。", BOATS, True),
    w.relevant("zh-aa-027", "relevant.direct", "谁是眼镜店的店长？", "陈刚，他负责配镜。", OPTICIAN, True),
    w.relevant("zh-aa-028", "relevant.yesno", "周三能去眼镜店配眼镜吗？", "不行，那天店休。", OPTICIAN, True),
    w.relevant("zh-aa-029", "offtopic.true", "学生看电影有优惠吗？", "3号厅是最大的放映厅，共有260个座位。", CINEMA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-aa-030", "diag.pass", "普通场次票价多少？", "普通场次每张票45元。",
           {"cinema-price": CINEMA_PRICE, "cinema-hours": CINEMA_HOURS}, ("cinema-price",), "pass"),
    w.diag("zh-aa-031", "diag.missed", "会员日有什么福利？", "检索到的资料中没有提到会员日的福利。",
           {"cinema-hours": CINEMA_HOURS, "cinema-price": CINEMA_PRICE}, ("cinema-members",), "fix_retrieval"),
    w.diag("zh-aa-032", "diag.correct_refusal", "星光影城有IMAX厅吗？", "资料中没有提到影城是否有IMAX厅，我无法回答。",
           {"cinema-hours": CINEMA_HOURS, "cinema-hall": CINEMA_HALL}, (), "correct_refusal"),
    w.diag("zh-aa-033", "diag.unfaithful", "星光影城周末几点开门？", "周末上午11点开门。",
           {"cinema-hours": CINEMA_HOURS, "cinema-price": CINEMA_PRICE}, ("cinema-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
