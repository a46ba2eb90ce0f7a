"""Chinese cases of set S: a ski school, a botanical garden, a car repair shop and a music
festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GARDEN = (
    "南湖植物园占地12公顷，收集了约3000种植物，去年共接待游客约15万人次。"
    "成人门票40元，身高1.2米以下的儿童免票。"
    "热带温室建成于2008年，室内温度常年保持在25℃左右。"
    "植物园每周一闭园维护，其余时间照常开放。"
)
SKI = (
    "雪松滑雪学校的初级团体课安排在每周六和周日上午9点，每节课两个半小时。"
    "五天团体课程收费1800元，私教课每小时480元。"
    "报名团体课的儿童须年满5周岁，所有学员上雪道都必须佩戴头盔。"
)
CAR = (
    "刘建国师傅经营着顺达汽修店，他的徒弟王磊负责更换轮胎。"
    "普通保养大约需要一个小时，费用为350元。"
    "店里所有维修项目的零件和工时都提供6个月质保。"
)
MUSIC = (
    "星河音乐节将于2025年8月15日至17日在滨江公园举行。"
    "三日通票售价680元，单日票售价280元。"
    "每天下午2点开始入场，场内禁止携带玻璃瓶。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-s-001", "para.reorder", "雪松滑雪学校的课程怎么收费？", "私教课每小时480元，五天的团体课程则收费1800元。", SKI, True),
    w.faith("zh-s-002", "para.passive", "顺达汽修店是谁经营的？", "顺达汽修店由刘建国师傅经营。", CAR, True),
    w.faith("zh-s-003", "para.synonym", "滑雪学校对学员有什么安全要求？", "所有学员上雪道时都一定要戴头盔。", SKI, True),
    w.faith("zh-s-004", "fmt.number", "南湖植物园收集了多少种植物？", "大约三千种。", GARDEN, True),
    w.faith("zh-s-005", "fmt.scale", "南湖植物园去年接待了多少游客？", "去年共接待游客约150,000人次。", GARDEN, True),
    w.faith("zh-s-006", "fmt.date", "星河音乐节什么时候举办？", "音乐节于2025-08-15至2025-08-17在滨江公园举行。", MUSIC, True),
    w.faith("zh-s-007", "fmt.time", "音乐节每天几点开始入场？", "每天14:00开始入场。", MUSIC, True),
    w.faith("zh-s-008", "fmt.unit", "热带温室里的温度是多少？", "室内常年保持在25摄氏度左右。", GARDEN, True),
    w.faith("zh-s-009", "wrap.closer", "在顺达汽修店做一次普通保养要多久？", "普通保养大约需要一个小时。希望对你有帮助！", CAR, True),
    w.faith("zh-s-010", "para.except", "南湖植物园哪些日子开放？", "除了周一闭园维护，其他日子都开放。", GARDEN, True),
    w.faith("zh-s-011", "value.currency", "南湖植物园成人门票多少钱？", "成人门票40美元。", GARDEN, False),
    w.faith("zh-s-012", "value.date", "热带温室是哪年建成的？", "热带温室建成于2018年。", GARDEN, False),
    w.faith("zh-s-013", "role.swap", "顺达汽修店里谁负责什么？", "王磊师傅经营着顺达汽修店，他的徒弟刘建国负责更换轮胎。", CAR, False),
    w.faith("zh-s-014", "negation", "上雪道要戴头盔吗？", "学员上雪道不需要佩戴头盔。", SKI, False),
    w.faith("zh-s-015", "quantifier", "滑雪学校对戴头盔有什么规定？", "只有儿童学员上雪道时必须佩戴头盔。", SKI, False),
    w.faith("zh-s-016", "direction", "哪些儿童可以免票进入植物园？", "身高1.2米以上的儿童免票。", GARDEN, False),
    w.faith("zh-s-017", "antonym", "音乐节可以带玻璃瓶进场吗？", "可以，场内允许携带玻璃瓶。", MUSIC, False),
    w.faith("zh-s-018", "modality", "孩子多大可以报团体课？", "报名团体课的儿童最好年满5周岁，但这不是硬性要求。", SKI, False),
    w.faith("zh-s-019", "added.fact", "普通保养多少钱？", "普通保养费用为350元，还附送一次免费洗车。", CAR, False),
    w.faith("zh-s-020", "value.number", "南湖植物园占地多大？", "南湖植物园占地20公顷。", GARDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-s-021", "refusal.short", "雪松滑雪学校提供滑雪板租赁吗？", "资料里没提到。", SKI, True),
    w.refusal("zh-s-022", "refusal.long", "顺达汽修店周末营业吗？", "很抱歉，现有资料没有提到顺达汽修店的营业时间，所以我没办法告诉你周末是否营业，建议直接联系店里确认。", CAR, True),
    w.refusal("zh-s-023", "refusal.partial", "星河音乐节三日通票多少钱？能带宠物进场吗？", "三日通票售价680元；至于能不能带宠物，资料里没有说明。", MUSIC, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-s-024", "correct.format", "星河音乐节单日票多少钱？", "¥280。", "单日票售价280元。", True),
    w.correct("zh-s-025", "correct.wordy", "顺达汽修店的维修有质保吗？", "有的。顺达汽修店所有维修项目都提供质保，零件和工时的质保期都是6个月。", "有，零件和工时都提供6个月质保。", True),
    w.correct("zh-s-026", "wrong.role", "顺达汽修店谁负责更换轮胎？", "刘建国师傅本人负责更换轮胎。", "刘建国的徒弟王磊负责更换轮胎。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-s-027", "relevant.direct", "孩子要多大才能上团体课？", "得满5周岁。", SKI, True),
    w.relevant("zh-s-028", "relevant.yesno", "星期一能去南湖植物园吗？", "不行，周一闭园维护。", GARDEN, True),
    w.relevant("zh-s-029", "offtopic.true", "普通保养要花多少钱？", "店里所有维修项目的零件和工时都提供6个月质保。", CAR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-s-030", "diag.pass", "南湖植物园成人门票多少钱？", "成人门票40元。", {"zh-garden": GARDEN, "zh-music": MUSIC}, ("zh-garden",), "pass"),
    w.diag("zh-s-031", "diag.missed", "雪松滑雪学校私教课一小时多少钱？", "抱歉，现有资料里没有私教课价格的信息。", {"zh-car": CAR, "zh-garden": GARDEN}, ("zh-ski",), "fix_retrieval"),
    w.diag("zh-s-032", "diag.correct_refusal", "星河音乐节有哪些乐队演出？", "资料里没有列出演出阵容，我无法回答这个问题。", {"zh-music": MUSIC}, (), "correct_refusal"),
    w.diag("zh-s-033", "diag.offtopic", "星河音乐节三日通票多少钱？", "星河音乐节场内禁止携带玻璃瓶。", {"zh-music": MUSIC}, ("zh-music",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
