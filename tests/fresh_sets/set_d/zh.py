"""Fresh set D, Chinese (simplified): plain cases with Chinese numerals, dates, times and
money, written from the phenomena without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BAG = (
    "青云航空规定，每位经济舱旅客可免费托运一件不超过二十三公斤的行李。第二件托运行李每段航程收费三百元。"
    "随身行李不得超过七公斤。"
)
VENUE = "星河音乐厅共有一千二百个座位。演出于晚上七点半开始，开演前一小时开门。场内禁止饮食。"
WINE = (
    "云岭酒庄由陈国华于1998年创办。酒庄占地三十公顷，其中一半的葡萄园种植赤霞珠。"
    "品酒活动每周六上午十点举行，每人收费一百五十元。"
)
POWER = (
    "明光电力每月5日寄送电费账单。居民用电每度0.56元。用户须在账单寄出后十五天内缴清电费，逾期将加收滞纳金。"
)
THEATRE = (
    "红枫剧院将于3月5日至4月20日上演话剧《雷雨》。晚场演出晚上七点开始，每周日另有下午两点的日场。"
    "该剧由王丽导演，李明饰演周朴园。"
)
BAKERY = "麦香坊在全国共有八十家门店。所有面包每天早上六点前在店内现烤。会员购买面包可享九折优惠。"
LICENCE = (
    "云图软件的许可证最多可安装在两台电脑上。许可证自购买之日起有效期为一年。"
    "所有用户均可免费获得在线技术支持。"
)
DOG = "乖乖训犬学校的基础班共八节课，每周上一节。每节课四十五分钟。报名的狗狗必须年满四个月。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "zh-d-001", "para.passive",
        "云岭酒庄是谁创办的？",
        "陈国华于1998年创办了云岭酒庄。",
        WINE, True,
    ),
    w.faith(
        "zh-d-002", "para.synonym",
        "麦香坊有多少家店？",
        "麦香坊在全国一共开了八十家店。",
        BAKERY, True,
    ),
    w.faith(
        "zh-d-003", "fmt.number",
        "训犬基础班有几节课？",
        "乖乖训犬学校的基础班一共8节课，每周上一节。",
        DOG, True,
    ),
    w.faith(
        "zh-d-004", "fmt.time",
        "《雷雨》晚场几点开始？",
        "晚场演出19:00开始。",
        THEATRE, True,
    ),
    w.faith(
        "zh-d-005", "fmt.date",
        "《雷雨》什么时候上演？",
        "红枫剧院将于三月五日至四月二十日上演话剧《雷雨》。",
        THEATRE, True,
    ),
    w.faith(
        "zh-d-006", "fmt.share",
        "云岭酒庄种的是什么葡萄？",
        "云岭酒庄50%的葡萄园种植赤霞珠。",
        WINE, True,
    ),
    w.faith(
        "zh-d-007", "wrap.closer",
        "云图软件的许可证有效期多长？",
        "许可证自购买之日起有效期为一年。希望对您有帮助！",
        LICENCE, True,
    ),
    w.faith(
        "zh-d-008", "para.combine",
        "青云航空经济舱的行李额度是多少？",
        "经济舱旅客可以免费托运一件不超过二十三公斤的行李，随身行李则不得超过七公斤。",
        BAG, True,
    ),
    w.faith(
        "zh-d-009", "value.date",
        "明光电力什么时候寄账单？",
        "明光电力每月15日寄送电费账单。",
        POWER, False,
    ),
    w.faith(
        "zh-d-010", "value.currency",
        "云岭酒庄的品酒活动多少钱？",
        "品酒活动每周六上午十点举行，每人收费一百五十美元。",
        WINE, False,
    ),
    w.faith(
        "zh-d-011", "antonym",
        "云图软件的在线技术支持收费吗？",
        "在线技术支持是收费的。",
        LICENCE, False,
    ),
    w.faith(
        "zh-d-012", "quantifier",
        "麦香坊的面包是在店里烤的吗？",
        "麦香坊只有部分面包在店内现烤。",
        BAKERY, False,
    ),
    w.faith(
        "zh-d-013", "direction",
        "多大的狗狗可以报名基础班？",
        "报名的狗狗最多只能四个月大。",
        DOG, False,
    ),
    w.faith(
        "zh-d-014", "mixed",
        "《雷雨》由谁导演？",
        "《雷雨》由王丽导演，她本人还饰演周朴园。",
        THEATRE, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "zh-d-015", "refusal.context",
        "青云航空允许带宠物登机吗？",
        "根据提供的资料无法回答这个问题，文件中没有提到宠物。",
        BAG, True,
    ),
    w.refusal(
        "zh-d-016", "refusal.short",
        "星河音乐厅停车多少钱？",
        "不清楚。",
        VENUE, True,
    ),
    w.refusal(
        "zh-d-017", "refusal.hedged",
        "云岭酒庄的品酒活动几点开始？",
        "我不太确定，不过品酒活动好像是每周六上午十点举行。",
        WINE, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "zh-d-018", "correct.wordy",
        "话剧《雷雨》的导演是谁？",
        "红枫剧院上演的话剧《雷雨》是由王丽担任导演的。",
        "王丽。",
        True,
    ),
    w.correct(
        "zh-d-019", "wrong.role",
        "《雷雨》中谁饰演周朴园？",
        "王丽饰演周朴园。",
        "李明。",
        False,
    ),
    w.correct(
        "zh-d-020", "correct.format",
        "青云航空第二件托运行李收费多少？",
        "每段航程收费300元。",
        "每段航程三百元。",
        True,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "zh-d-021", "relevant.direct",
        "星河音乐厅能容纳多少观众？",
        "厅里一共有一千二百个座位。",
        VENUE, True,
    ),
    w.relevant(
        "zh-d-022", "offtopic.other",
        "明光电力什么时候寄账单？",
        "居民用电每度0.56元。",
        POWER, False,
    ),
    w.relevant(
        "zh-d-023", "relevant.yesno",
        "我能在两台电脑上用同一个许可证吗？",
        "可以，最多能装两台。",
        LICENCE, True,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "zh-d-024", "diag.pass",
        "麦香坊的面包什么时候烤？",
        "所有面包每天早上六点前在店内现烤。",
        {"bakery-1": BAKERY, "wine-2": WINE},
        ("bakery-1",), "pass",
    ),
    w.diag(
        "zh-d-025", "diag.offtopic",
        "训犬基础班每节课多长时间？",
        "报名的狗狗必须年满四个月。",
        {"dog-1": DOG},
        ("dog-1",), "fix_generation",
    ),
    w.diag(
        "zh-d-026", "diag.unfaithful",
        "明光电力居民用电每度多少钱？",
        "居民用电每度0.65元。",
        {"power-1": POWER},
        ("power-1",), "fix_generation",
    ),
    w.diag(
        "zh-d-027", "diag.missed",
        "红枫剧院周日的日场几点开始？",
        "抱歉，资料中没有找到相关信息。",
        {"bakery-1": BAKERY, "venue-1": VENUE},
        ("theatre-1",), "fix_retrieval",
    ),
    w.diag(
        "zh-d-028", "diag.correct_refusal",
        "青云航空的行李超重费是多少？",
        "抱歉，现有资料没有提到超重费。",
        {"bag-1": BAG},
        (), "correct_refusal",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
