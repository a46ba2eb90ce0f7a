"""Chinese cases of set BE: a youth hostel, a tram museum, a cat café and a vineyard tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HOSTEL = "青柠青年旅舍共有48个床位，其中女生宿舍有16个床位。入住时间为下午两点以后，退房须在中午12点前完成。六人间床位每晚85元，含早餐；旅舍提供免费行李寄存服务，但最多保存3天。"
TRAM = "老城有轨电车博物馆除周一外每天开放，开放时间为9:30至16:30。馆内展出17辆修复后的电车，其中最老的一辆造于1908年。成人票30元，身高1.2米以下的儿童免票。"
CATCAFE = "“喵时光”猫咖位于梧桐路18号，店里共有11只猫，都是从救助站领养的。每位顾客最低消费45元，可停留两小时；12岁以下儿童须由成人陪同。每月第一个周六举办领养日活动，去年共有36只猫通过活动找到了新家。"
VINEYARD = "山岚酒庄的参观活动每年4月至10月开放，每天上午10点和下午3点各一场。每场参观约1.5小时，包含品尝4款葡萄酒，票价每人120元。酒庄占地25公顷，年产葡萄酒约8万瓶。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-be-001", "para.reorder", "青柠青年旅舍一共有多少个床位？", "女生宿舍的16个床位算在内，旅舍一共有48个床位。", HOSTEL, True),
    w.faith("zh-be-002", "fmt.time", "旅舍几点以后可以入住？", "14:00以后就可以办理入住。", HOSTEL, True),
    w.faith("zh-be-003", "para.except", "电车博物馆哪几天开放？", "周二到周日都开放。", TRAM, True),
    w.faith("zh-be-004", "fmt.scale", "山岚酒庄每年产多少瓶葡萄酒？", "酒庄每年大约生产80,000瓶葡萄酒。", VINEYARD, True),
    w.faith("zh-be-005", "para.synonym", "小孩去猫咖需要大人陪着吗？", "12岁以下的孩子必须有成年人陪同。", CATCAFE, True),
    w.faith("zh-be-006", "fmt.period", "在猫咖最多可以待多久？", "每位顾客可以停留120分钟。", CATCAFE, True),
    w.faith("zh-be-007", "para.passive", "去年领养日上有多少只猫被领养？", "去年共有36只猫在领养日活动中被人领养回家。", CATCAFE, True),
    w.faith("zh-be-008", "wrap.closer", "酒庄参观的门票多少钱？", "票价为每人120元。祝您参观愉快！", VINEYARD, True),
    # single clear errors
    w.faith("zh-be-009", "value.currency", "博物馆成人票多少钱？", "成人票每张50元。", TRAM, False),
    w.faith("zh-be-010", "value.unit", "山岚酒庄占地多大？", "酒庄占地25亩。", VINEYARD, False),
    w.faith("zh-be-011", "antonym", "博物馆里最老的电车是哪一年造的？", "馆内最新的一辆电车造于1908年。", TRAM, False),
    w.faith("zh-be-012", "direction", "旅舍的退房时间有什么要求？", "退房须在中午12点以后办理。", HOSTEL, False),
    w.faith("zh-be-013", "negation", "旅舍可以免费寄存行李吗？", "不可以，旅舍不提供免费行李寄存服务。", HOSTEL, False),
    w.faith("zh-be-014", "quantifier", "猫咖的猫都是领养来的吗？", "店里只有一部分猫是从救助站领养的。", CATCAFE, False),
    w.faith("zh-be-015", "value.time", "酒庄参观每天几点开始？", "每天上午10点和下午5点各一场。", VINEYARD, False),
    w.faith("zh-be-016", "added.entity", "猫咖的领养日在什么时候？", "领养日在每月第一个周六，由猫咖和梧桐路动物医院合办。", CATCAFE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-be-017", "refusal.context", "山岚酒庄有接驳车吗？", "根据所提供的资料，无法确定酒庄是否提供接驳车。", VINEYARD, True),
    w.refusal("zh-be-018", "refusal.long", "电车博物馆里可以拍照吗？", "很抱歉，我仔细看了提供的信息，里面没有说明馆内是否允许拍照，所以我没办法回答这个问题，建议您直接向博物馆咨询。", TRAM, True),
    w.refusal("zh-be-019", "refusal.partial", "六人间床位多少钱？有没有双人间？", "六人间床位每晚85元，含早餐；资料里没有提到双人间。", HOSTEL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-be-020", "correct.wordy", "青柠青年旅舍要求几点前退房？", "在青柠青年旅舍住宿的客人，需要在中午12点之前办好退房手续。", "中午12点前", True),
    w.correct("zh-be-021", "correct.wordy", "老城有轨电车博物馆展出了多少辆电车？", "这家博物馆里一共展出了17辆经过修复的电车。", "17辆", True),
    w.correct("zh-be-022", "correct.short", "“喵时光”猫咖每位顾客最低消费多少？", "45元。", "每位顾客最低消费45元", True),
    w.correct("zh-be-023", "wrong.value", "山岚酒庄每场参观大约多长时间？", "每场参观大约3小时。", "约1.5小时", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-be-024", "relevant.direct", "去酒庄参观要花多少钱？", "每人120元。", VINEYARD, True),
    w.relevant("zh-be-025", "relevant.direct", "“喵时光”开在什么地方？", "梧桐路18号。", CATCAFE, True),
    w.relevant("zh-be-026", "relevant.direct", "博物馆下午几点关门？", "四点半。", TRAM, True),
    w.relevant("zh-be-027", "relevant.yesno", "身高1.1米的小朋友进博物馆要买票吗？", "不用，免票。", TRAM, True),
    w.relevant("zh-be-028", "offtopic.true", "旅舍六人间的床位多少钱一晚？", "旅舍提供免费行李寄存服务，最多保存3天。", HOSTEL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-be-029", "diag.pass", "“喵时光”猫咖里有几只猫？", "店里一共有11只猫。", {"cat-cafe": CATCAFE, "vineyard": VINEYARD}, ("cat-cafe",), "pass"),
    w.diag("zh-be-030", "diag.missed", "山岚酒庄的参观活动几月份开放？", "酒庄的参观活动全年开放。", {"tram-museum": TRAM}, ("vineyard",), "fix_retrieval"),
    w.diag("zh-be-031", "diag.correct_refusal", "青柠青年旅舍有洗衣机吗？", "资料中没有提到洗衣机，我无法回答这个问题。", {"hostel": HOSTEL}, (), "correct_refusal"),
    w.diag("zh-be-032", "diag.unfaithful", "青柠青年旅舍六人间每晚多少钱？", "六人间床位每晚58元，含早餐。", {"hostel": HOSTEL}, ("hostel",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
