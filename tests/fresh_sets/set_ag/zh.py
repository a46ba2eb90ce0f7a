"""Chinese cases of set AG: a bike repair shop with rentals and a summer music festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BIKE = (
    "老周自行车修理铺位于和平路18号，每天上午8点到晚上7点营业，周三休息。"
    "补一次胎收费15元，换一条链条收费60元，一般的小修理半小时内就能完成。"
    "店主周建国从1998年开始修车。"
)
BIKE_RENTAL = (
    "修理铺还出租自行车，每小时10元，押金200元。租车时必须出示身份证。儿童车只有三辆，需要提前一天预订。"
)
FEST = (
    "2024年青湖夏日音乐节将于7月19日至21日在青湖公园举行，共有36支乐队参加。"
    "单日票价280元，三日通票680元。"
    "12岁以下儿童可免费入场，但须由成人陪同。"
)
FEST_SITE = (
    "音乐节每天下午2点开门，最后一场演出在晚上10点半结束。"
    "现场禁止携带玻璃瓶和无人机。"
    "主舞台的灯光由林晓雯负责，音响由陈浩负责。"
    "园区内设有四个饮水点，可免费接水。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ag-001", "para.reorder", "补胎和换链条各多少钱？", "换一条链条60元，补一次胎15元。", BIKE, True),
    w.faith("zh-ag-002", "para.passive", "音乐节现场有什么不能带？", "玻璃瓶和无人机都被禁止带入现场。", FEST_SITE, True),
    w.faith("zh-ag-003", "para.synonym", "修理铺哪天不开门？", "周三歇业。", BIKE, True),
    w.faith("zh-ag-004", "fmt.date", "音乐节是哪几天？", "音乐节于2024-07-19至2024-07-21举行。", FEST, True),
    w.faith("zh-ag-005", "fmt.time", "最后一场演出几点结束？", "最后一场演出22:30结束。", FEST_SITE, True),
    w.faith("zh-ag-006", "fmt.unit", "小毛病修一下要多久？", "一般的小修理30分钟以内就能完成。", BIKE, True),
    w.faith("zh-ag-007", "fmt.number", "有多少支乐队参加音乐节？", "一共有三十六支乐队参加。", FEST, True),
    w.faith("zh-ag-008", "wrap.attribution", "租自行车要交押金吗？", "根据修理铺的说明，租车需要交200元押金。", BIKE_RENTAL, True),
    w.faith("zh-ag-009", "fmt.currency", "三日通票多少钱？", "三日通票售价¥680。", FEST, True),
    w.faith("zh-ag-010", "para.except", "修理铺哪几天营业？", "除了周三，每天都营业。", BIKE, True),
    # one clear error each
    w.faith("zh-ag-011", "value.number", "修理铺有几辆儿童车？", "儿童车一共有五辆。", BIKE_RENTAL, False),
    w.faith("zh-ag-012", "value.time", "音乐节每天几点开门？", "每天下午3点开门。", FEST_SITE, False),
    w.faith("zh-ag-013", "value.currency", "单日票多少钱？", "单日票价380元。", FEST, False),
    w.faith("zh-ag-014", "role.swap", "主舞台的灯光和音响分别由谁负责？", "灯光由陈浩负责，音响由林晓雯负责。", FEST_SITE, False),
    w.faith("zh-ag-015", "negation", "租车需要出示身份证吗？", "租车不需要出示身份证。", BIKE_RENTAL, False),
    w.faith("zh-ag-016", "modality", "租儿童车要提前预订吗？", "儿童车可以提前一天预订，但不是必须的。", BIKE_RENTAL, False),
    w.faith("zh-ag-017", "quantifier", "孩子进音乐节要买票吗？", "所有儿童都可以免费入场。", FEST, False),
    w.faith("zh-ag-018", "antonym", "最后一场演出是几点？", "最后一场演出在晚上10点半开始。", FEST_SITE, False),
    w.faith("zh-ag-019", "added.fact", "补胎多少钱？", "补一次胎收费15元，还免费送一次洗车。", BIKE, False),
    w.faith("zh-ag-020", "added.entity", "主舞台的灯光由谁负责？", "主舞台的灯光由林晓雯和她的助手王磊一起负责。", FEST_SITE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ag-021", "refusal.short", "音乐节有停车场吗？", "资料里没有说。", FEST, True),
    w.refusal("zh-ag-022", "refusal.long", "老周的修理铺能修电动车吗？", "很抱歉，根据目前提供的资料，我无法确定老周自行车修理铺是否提供电动车维修服务，建议您直接打电话到店里问一下。", BIKE, True),
    w.refusal("zh-ag-023", "refusal.hedged", "音乐节在哪里举行？", "我不太确定，不过资料显示好像是在青湖公园举行。", FEST, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ag-024", "correct.wordy", "租自行车每小时多少钱？", "在老周自行车修理铺租车是按小时收费的，一小时10块钱。", "每小时10元。", True),
    w.correct("zh-ag-025", "correct.wordy", "老周自行车修理铺在哪里？", "老周自行车修理铺的地址是和平路18号，过去之前最好确认一下当天是否营业。", "和平路18号。", True),
    w.correct("zh-ag-026", "correct.format", "音乐节最后一场演出几点结束？", "22:30。", "晚上10点半。", True),
    w.correct("zh-ag-027", "wrong.value", "音乐节园区里有几个饮水点？", "园区内一共有六个饮水点。", "四个。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ag-028", "relevant.direct", "换链条要花多少钱？", "六十块钱就行。", BIKE, True),
    w.relevant("zh-ag-029", "relevant.direct", "音乐节哪天开始？", "7月19日开幕，一连三天。", FEST, True),
    w.relevant("zh-ag-030", "relevant.direct", "我怎样才能租到儿童车？", "提前一天预订，来取车时带上身份证就可以。", BIKE_RENTAL, True),
    w.relevant("zh-ag-031", "relevant.yesno", "音乐节可以带无人机吗？", "不可以，现场禁止携带。", FEST_SITE, True),
    w.relevant("zh-ag-032", "offtopic.true", "修理铺晚上几点关门？", "店主周建国从1998年开始修车。", BIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ag-033", "diag.pass", "补一次胎多少钱？", "补一次胎15元。", {"bike-repair": BIKE, "bike-rental": BIKE_RENTAL}, ("bike-repair",), "pass"),
    w.diag("zh-ag-034", "diag.missed", "音乐节的三日通票多少钱？", "资料中没有提到三日通票的价格。", {"fest-site": FEST_SITE}, ("fest-tickets",), "fix_retrieval"),
    w.diag("zh-ag-035", "diag.correct_refusal", "音乐节有露营区吗？", "提供的资料没有提到露营区。", {"fest-tickets": FEST, "fest-site": FEST_SITE}, (), "correct_refusal"),
    w.diag("zh-ag-036", "diag.unfaithful", "租车押金是多少？", "租车押金是500元。", {"bike-rental": BIKE_RENTAL}, ("bike-rental",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
