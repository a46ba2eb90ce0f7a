"""Chinese cases of set X: a wedding venue (湖畔花园), a music school (弦歌音乐学校) and a
makerspace (星火创客空间)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

WEDDING = (
    "湖畔花园婚礼场地最多可容纳200位宾客，周六场地费为38,000元，周五和周日为28,000元。"
    "预订时需支付30%的定金，余款须在婚礼前15天付清。"
    "婚礼音乐必须在晚上10点前结束。"
    "场地提供80个免费停车位。"
)
MUSIC = (
    "弦歌音乐学校的钢琴课每节45分钟，收费180元；小提琴课每节60分钟，收费220元。"
    "钢琴课由林晓雯老师授课，小提琴课由陈子健老师授课。"
    "学校每年举办两次学员音乐会，分别在1月和7月。"
    "一次性购买20节课可享九折优惠。"
)
MAKER = (
    "星火创客空间每月会费为150元，单日体验票为30元。"
    "会员必须先参加两小时的安全培训，才能使用激光切割机，培训时间为每周日下午2点。"
    "3D打印机对会员免费开放，但耗材按每克0.3元收费。"
    "空间除周一外每天开放。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-x-001", "para.passive", "钢琴课是哪位老师教？", "林晓雯老师负责教钢琴课。", MUSIC, True),
    w.faith("zh-x-002", "para.synonym", "婚礼场地最多能来多少客人？", "场地最多能接待200位来宾。", WEDDING, True),
    w.faith("zh-x-003", "fmt.scale", "周六的场地费是多少？", "周六场地费为3.8万元。", WEDDING, True),
    w.faith("zh-x-004", "fmt.time", "婚礼音乐最晚几点结束？", "婚礼音乐须在22:00前结束。", WEDDING, True),
    w.faith("zh-x-005", "fmt.share", "一次买20节课有什么优惠？", "一次性买20节课可以便宜10%。", MUSIC, True),
    w.faith("zh-x-006", "para.except", "星火创客空间哪天不开门？", "星火创客空间只有周一不开放。", MAKER, True),
    w.faith("zh-x-007", "wrap.opener", "单日体验票多少钱？", "好的！单日体验票的价格是30元。", MAKER, True),
    w.faith("zh-x-008", "fmt.unit", "小提琴课一节课多长时间？", "每节小提琴课1小时。", MUSIC, True),
    w.faith("zh-x-009", "value.number", "场地有多少个免费停车位？", "场地提供50个免费停车位。", WEDDING, False),
    w.faith("zh-x-010", "value.time", "安全培训是什么时候？", "安全培训在每周日上午10点。", MAKER, False),
    w.faith("zh-x-011", "role.swap", "小提琴课是谁教的？", "小提琴课由林晓雯老师授课，钢琴课由陈子健老师授课。", MUSIC, False),
    w.faith("zh-x-012", "negation", "婚礼场地有停车位吗？", "场地不提供免费停车位。", WEDDING, False),
    w.faith("zh-x-013", "quantifier", "谁可以免费使用3D打印机？", "所有人都可以免费使用3D打印机。", MAKER, False),
    w.faith("zh-x-014", "antonym", "余款什么时候付？", "余款须在婚礼后15天内付清。", WEDDING, False),
    w.faith("zh-x-015", "value.except", "创客空间哪天休息？", "空间除周二外每天开放。", MAKER, False),
    w.faith("zh-x-016", "added.fact", "钢琴课多少钱一节？", "钢琴课每节45分钟，收费180元，第一节课可以免费试听。", MUSIC, False),
]

REFUSAL = [
    w.refusal("zh-x-017", "refusal.plain", "婚礼场地可以带宠物吗？", "这个我不知道。", WEDDING, True),
    w.refusal("zh-x-018", "refusal.long", "弦歌音乐学校有暑期班吗？", "很抱歉，根据目前提供的资料，我无法确定弦歌音乐学校是否开设暑期班，资料里只介绍了钢琴课和小提琴课的情况。", MUSIC, True),
    w.refusal("zh-x-019", "refusal.hedged", "小提琴课多少钱一节？", "我不太确定，不过资料显示小提琴课好像是每节220元。", MUSIC, False),
]

CORRECTNESS = [
    w.correct("zh-x-020", "correct.wordy", "学员音乐会在几月举办？", "弦歌音乐学校每年会举办两次学员音乐会，时间分别安排在1月和7月。", "1月和7月。", True),
    w.correct("zh-x-021", "correct.wordy", "预订婚礼场地要付多少定金？", "在预订湖畔花园婚礼场地的时候，需要先支付30%的定金，剩下的钱之后再付。", "30%的定金。", True),
    w.correct("zh-x-022", "correct.short", "用激光切割机之前要做什么？", "参加安全培训。", "先参加两小时的安全培训。", True),
    w.correct("zh-x-023", "wrong.role", "钢琴课由谁授课？", "陈子健老师。", "林晓雯老师。", False),
]

RELEVANCY = [
    w.relevant("zh-x-024", "relevant.direct", "周五办婚礼要花多少场地费？", "28,000元。", WEDDING, True),
    w.relevant("zh-x-025", "relevant.direct", "我想学激光切割，培训哪天上？", "每周日下午2点。", MAKER, True),
    w.relevant("zh-x-026", "relevant.direct", "小提琴跟哪位老师学？", "陈子健老师。", MUSIC, True),
    w.relevant("zh-x-027", "relevant.yesno", "婚礼场地能停车吗？", "可以，有80个免费车位。", WEDDING, True),
    w.relevant("zh-x-028", "offtopic.true", "单日体验票多少钱？", "空间除周一外每天开放。", MAKER, False),
]

DIAGNOSIS = [
    w.diag("zh-x-029", "diag.pass", "钢琴课一节多少钱？", "钢琴课每节180元。", {"music-zh": MUSIC, "maker-zh": MAKER}, ("music-zh",), "pass"),
    w.diag("zh-x-030", "diag.missed", "婚礼音乐几点前要结束？", "资料中没有提到婚礼音乐的结束时间。", {"maker-zh": MAKER, "music-zh": MUSIC}, ("wedding-zh",), "fix_retrieval"),
    w.diag("zh-x-031", "diag.correct_refusal", "创客空间有木工课吗？", "资料中没有关于木工课的信息。", {"maker-zh": MAKER}, (), "correct_refusal"),
    w.diag("zh-x-032", "diag.unfaithful", "创客空间的月费是多少？", "星火创客空间每月会费为200元。", {"maker-zh": MAKER}, ("maker-zh",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
