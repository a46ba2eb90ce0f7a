"""Chinese cases of set Z: a pet clinic, a self-study room, a swimming hall and a moving company."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PET = "安心宠物医院位于和平路88号，每天上午9点到晚上9点接诊。猫狗绝育手术需要提前三天预约。狂犬疫苗每针收费80元。院长刘建华医生每周一休息。"
STUDY = "青木自习室共有60个座位，全天24小时开放。单日卡38元，月卡420元。室内禁止饮食，但可以带有盖的水杯。会员可以免费使用储物柜。"
SWIM = "海湾游泳馆的标准泳池长50米，水深1.4米至2米。成人单次票45元，身高1.2米以下的儿童免票。进入泳池必须佩戴泳帽。游泳馆每周二上午闭馆清洁。"
MOVE = "快捷搬家公司成立于2015年6月18日。市内搬家起步价为300元，包含一辆货车和两名搬运工。超过10公里的部分，每公里加收5元。钢琴等大件物品的搬运需另行报价。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-z-001", "fmt.time", "安心宠物医院几点开始接诊？", "每天9:00开始接诊，一直到21:00。", PET, True),
    w.faith("zh-z-002", "fmt.currency", "狂犬疫苗多少钱一针？", "狂犬疫苗每针¥80。", PET, True),
    w.faith("zh-z-003", "wrap.hedge", "绝育手术要提前多久预约？", "看起来猫狗绝育手术需要提前三天预约。", PET, True),
    w.faith("zh-z-004", "para.reorder", "自习室里可以吃东西吗？", "有盖的水杯可以带进去，但室内是禁止饮食的。", STUDY, True),
    w.faith("zh-z-005", "fmt.number", "青木自习室有多少个座位？", "青木自习室一共有六十个座位。", STUDY, True),
    w.faith("zh-z-006", "fmt.range", "泳池的水有多深？", "水深1.4-2米。", SWIM, True),
    w.faith("zh-z-007", "fmt.unit", "标准泳池有多长？", "标准泳池长50 m。", SWIM, True),
    w.faith("zh-z-008", "fmt.date", "快捷搬家公司是哪天成立的？", "快捷搬家公司成立于2015-06-18。", MOVE, True),
    w.faith("zh-z-009", "wrap.closer", "市内搬家的起步价包括什么？", "起步价300元，包含一辆货车和两名搬运工。祝您搬家顺利！", MOVE, True),
    w.faith("zh-z-010", "para.synonym", "超过10公里以后怎么收费？", "超出10公里的那段路程，每公里另收5元。", MOVE, True),
    w.faith("zh-z-011", "value.number", "青木自习室有几个座位？", "青木自习室共有80个座位。", STUDY, False),
    w.faith("zh-z-012", "value.currency", "自习室月卡多少钱？", "月卡240元。", STUDY, False),
    w.faith("zh-z-013", "negation", "储物柜要收费吗？", "会员不能免费使用储物柜。", STUDY, False),
    w.faith("zh-z-014", "antonym", "哪些孩子可以免票？", "身高1.2米以上的儿童免票。", SWIM, False),
    w.faith("zh-z-015", "modality", "游泳一定要戴泳帽吗？", "进泳池时最好戴泳帽，不过不是必须的。", SWIM, False),
    w.faith("zh-z-016", "value.time", "游泳馆什么时候闭馆清洁？", "游泳馆每周二下午闭馆清洁。", SWIM, False),
    w.faith("zh-z-017", "quantifier", "在安心宠物医院做手术要提前预约吗？", "所有手术都需要提前三天预约。", PET, False),
    w.faith("zh-z-018", "value.date", "快捷搬家公司什么时候成立的？", "快捷搬家公司成立于2015年8月18日。", MOVE, False),
    w.faith("zh-z-019", "added.fact", "搬钢琴怎么收费？", "钢琴等大件物品的搬运需另行报价，一般在800元左右。", MOVE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-z-020", "refusal.plain", "海湾游泳馆有没有游泳培训班？", "抱歉，这个问题我无法回答。", SWIM, True),
    w.refusal("zh-z-021", "refusal.long", "安心宠物医院能给兔子看病吗？", "根据目前提供的资料，我只能看到医院的地址、接诊时间、绝育预约和狂犬疫苗价格等信息，里面没有提到是否接诊兔子，所以我没办法确定，建议直接打电话问医院。", PET, True),
    w.refusal("zh-z-022", "refusal.hedged", "自习室单日卡多少钱？", "我不太确定，不过资料里写的是单日卡38元。", STUDY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-z-023", "correct.wordy", "安心宠物医院在哪里？", "如果您要带宠物过去，医院的地址是和平路88号，每天上午9点到晚上9点都可以接诊。", "和平路88号", True),
    w.correct("zh-z-024", "correct.wordy", "海湾游泳馆成人单次票多少钱？", "成人来游一次的话，票价是45元；个子不到1.2米的小朋友则不用买票。", "45元", True),
    w.correct("zh-z-025", "correct.format", "快捷搬家公司是什么时候成立的？", "2015/6/18", "2015年6月18日", True),
    w.correct("zh-z-026", "wrong.value", "市内搬家起步价包含几名搬运工？", "起步价包含四名搬运工。", "两名搬运工", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-z-027", "relevant.direct", "办一个月的卡要花多少？", "420元。", STUDY, True),
    w.relevant("zh-z-028", "relevant.direct", "刘医生哪天不在？", "每周一休息。", PET, True),
    w.relevant("zh-z-029", "relevant.direct", "我想给猫做绝育，该怎么安排？", "提前三天预约就行。", PET, True),
    w.relevant("zh-z-030", "relevant.yesno", "孩子身高1米，需要买票吗？", "不需要，1.2米以下的儿童免票。", SWIM, True),
    w.relevant("zh-z-031", "offtopic.true", "自习室月卡多少钱？", "室内禁止饮食，但可以带有盖的水杯。", STUDY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-z-032", "diag.pass", "海湾游泳馆的标准泳池有多长？", "标准泳池长50米。", {"swim-01": SWIM, "move-01": MOVE}, ("swim-01",), "pass"),
    w.diag("zh-z-033", "diag.correct_refusal", "快捷搬家公司周末搬家要加价吗？", "资料中没有提到周末是否加价，我无法回答。", {"move-01": MOVE, "study-01": STUDY}, (), "correct_refusal"),
    w.diag("zh-z-034", "diag.unfaithful", "青木自习室单日卡多少钱？", "单日卡58元。", {"study-01": STUDY, "pet-01": PET}, ("study-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
