"""Chinese cases of set AE: a river cruise, a co-op supermarket's membership, a lakeside music
festival and a pet clinic's kitten vaccination plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CRUISE = "“江韵号”游船每周五晚上8点从重庆朝天门码头出发，四天后抵达宜昌。船上共有320个床位，标准间每人2,680元，含全部餐食。大坝景区门票不包含在船票内，需另付150元。"
COOP = "绿田合作社超市的会员年费为99元，会员购买店内商品可享九折优惠，烟酒除外。每月15日是会员日，当天积分翻倍。新会员入会时可领取一个帆布购物袋。"
FEST = "“湖畔音乐节”将于10月3日至5日在南湖公园举行。单日票380元，三日通票880元。身高1.2米以下的儿童免票，但须由成人陪同。场内禁止携带玻璃瓶和自拍杆。"
VET = "安心宠物医院建议小猫在8周龄时接种第一针猫三联疫苗，之后每隔3至4周接种一次，共三针。狂犬疫苗在12周龄后接种，费用为80元。接种后一周内不要给小猫洗澡。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # 忠实的改写和格式变化
    w.faith("zh-ae-001", "para.reorder", "游船什么时候出发？", "每周五晚上8点，“江韵号”从重庆朝天门码头出发。", CRUISE, True),
    w.faith("zh-ae-002", "para.passive", "音乐节能带玻璃瓶进场吗？", "不能，玻璃瓶和自拍杆都被禁止带入场内。", FEST, True),
    w.faith("zh-ae-003", "para.synonym", "合作社超市的会员一年要交多少钱？", "成为会员每年要交99元的费用。", COOP, True),
    w.faith("zh-ae-004", "fmt.share", "会员买东西有什么优惠？", "会员在店里买东西可以少付10%，不过烟酒不参加优惠。", COOP, True),
    w.faith("zh-ae-005", "fmt.date", "音乐节哪几天举办？", "音乐节在十月三日到五日举行。", FEST, True),
    w.faith("zh-ae-006", "fmt.unit", "小孩要买票吗？", "身高120厘米以下的儿童免票，但要有成人陪同。", FEST, True),
    w.faith("zh-ae-007", "fmt.currency", "狂犬疫苗多少钱？", "狂犬疫苗的费用是¥80。", VET, True),
    w.faith("zh-ae-008", "para.except", "会员打折有哪些商品不参加？", "除了烟酒以外，店里的商品会员都能打九折。", COOP, True),
    w.faith("zh-ae-009", "wrap.attribution", "标准间多少钱？", "根据游船的介绍，标准间每人2,680元，包含全部餐食。", CRUISE, True),
    w.faith("zh-ae-010", "wrap.closer", "打完疫苗能给小猫洗澡吗？", "接种后一周内不要给小猫洗澡。希望对你有帮助！", VET, True),
    # 一处明显的错误
    w.faith("zh-ae-011", "value.number", "船上有多少个床位？", "“江韵号”船上共有230个床位。", CRUISE, False),
    w.faith("zh-ae-012", "value.date", "音乐节什么时候举行？", "“湖畔音乐节”将于10月13日至15日在南湖公园举行。", FEST, False),
    w.faith("zh-ae-013", "value.time", "游船几点出发？", "游船每周五早上8点从重庆朝天门码头出发。", CRUISE, False),
    w.faith("zh-ae-014", "role.swap", "音乐节的票价是多少？", "单日票880元，三日通票380元。", FEST, False),
    w.faith("zh-ae-015", "negation", "会员日有什么好处？", "每月15日是会员日，但当天积分不翻倍。", COOP, False),
    w.faith("zh-ae-016", "antonym", "哪些儿童可以免票？", "身高1.2米以上的儿童免票，但须由成人陪同。", FEST, False),
    w.faith("zh-ae-017", "quantifier", "儿童去音乐节要买票吗？", "所有儿童都免票，但须由成人陪同。", FEST, False),
    w.faith("zh-ae-018", "direction", "游船的航线是怎样的？", "“江韵号”从宜昌出发，四天后抵达重庆。", CRUISE, False),
    w.faith("zh-ae-019", "added.fact", "会员年费多少？", "会员年费为99元，会员还可以免费停车两小时。", COOP, False),
    w.faith("zh-ae-020", "modality", "打完疫苗能给小猫洗澡吗？", "可以，接种后一周内也可以给小猫洗澡。", VET, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ae-021", "refusal.short", "游船上有Wi-Fi吗？", "抱歉，我不知道。", CRUISE, True),
    w.refusal("zh-ae-022", "refusal.long", "音乐节都有哪些乐队演出？", "很抱歉，现有资料只介绍了音乐节的日期、票价和入场规定，没有提到参演乐队的名单，所以我没法回答这个问题。", FEST, True),
    w.refusal("zh-ae-023", "refusal.partial", "狂犬疫苗多少钱？打完以后多久要加强一次？", "狂犬疫苗的费用为80元；至于多久加强一次，资料里没有说明。", VET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ae-024", "correct.wordy", "合作社超市的会员年费是多少？", "想成为绿田合作社超市的会员，每年需要交99元的年费。", "99元。", True),
    w.correct("zh-ae-025", "correct.wordy", "游船的终点是哪里？", "“江韵号”从重庆出发，一路开到宜昌，宜昌就是终点。", "宜昌。", True),
    w.correct("zh-ae-026", "correct.format", "音乐节三日通票多少钱？", "¥880", "880元。", True),
    w.correct("zh-ae-027", "wrong.value", "每个月哪一天是会员日？", "每月5日是会员日。", "每月15日。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ae-028", "relevant.direct", "音乐节在哪儿办？", "南湖公园。", FEST, True),
    w.relevant("zh-ae-029", "relevant.direct", "猫三联疫苗一共要打几针？", "三针。", VET, True),
    w.relevant("zh-ae-030", "relevant.direct", "去大坝景区还要再花多少钱？", "门票另付150元。", CRUISE, True),
    w.relevant("zh-ae-031", "relevant.yesno", "标准间的价格含吃饭吗？", "含，全部餐食都包括在内。", CRUISE, True),
    w.relevant("zh-ae-032", "offtopic.true", "狂犬疫苗什么时候打？", "接种后一周内不要给小猫洗澡。", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ae-033", "diag.pass", "会员日是哪天？", "每月15日是会员日，当天积分翻倍。", {"coop": COOP, "fest": FEST}, ("coop",), "pass"),
    w.diag("zh-ae-034", "diag.missed", "游船标准间多少钱？", "资料里没有关于游船价格的信息。", {"coop": COOP, "vet": VET}, ("cruise",), "fix_retrieval"),
    w.diag("zh-ae-035", "diag.correct_refusal", "音乐节的停车场在哪里？", "资料中没有提到停车场的位置，我无法回答。", {"fest": FEST}, (), "correct_refusal"),
    w.diag("zh-ae-036", "diag.unfaithful", "狂犬疫苗多少钱？", "狂犬疫苗的费用为180元。", {"vet": VET}, ("vet",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
