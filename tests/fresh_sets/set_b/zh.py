# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set B, Chinese (中文): new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FERRY = "开往东岛的渡轮每天上午7:30和下午3:00从老码头出发，航程约50分钟。成人单程票价45元，12岁以下儿童半价。"
LINYU = "林语语言学校由王静于2008年创办。2018年，她的合伙人陈刚接任校长。学校目前共有学员1,500名。"
PRINTER = "这款打印机每分钟最多可打印25页，纸盒可容纳250张纸，整机重6.2公斤。"
PARKING = "该停车场共三层，每小时收费8元，每天最高收费60元。每晚22:00至次日7:00可免费停车。"
CONCERT = "音乐厅共有1,800个座位。演出开始后，迟到的观众须等到中场休息时才能入场。厅内禁止拍照。"
RECYCLE = "回收中心除周一外每天开放，开放时间为9:00至17:00。居民每次最多可免费投放200公斤废弃物。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-p4-001", "para.passive", "林语语言学校是谁创办的？",
            "林语语言学校是由王静于2008年创办的。", LINYU, True),
    w.faith("zh-p4-002", "fmt.time", "下午的渡轮几点开？", "下午那班渡轮15:00出发。", FERRY, True),
    w.faith("zh-p4-003", "fmt.thousands", "音乐厅有多少个座位？", "音乐厅共有1800个座位。", CONCERT, True),
    w.faith("zh-p4-004", "fmt.share", "儿童票怎么收费？",
            "12岁以下儿童按成人票价的50%收费。", FERRY, True),
    w.faith("zh-p4-005", "para.except", "回收中心周一开门吗？", "不开，回收中心周一不开放。", RECYCLE, True),
    w.faith("zh-p4-006", "fmt.number", "纸盒能放多少张纸？", "纸盒可以放二百五十张纸。", PRINTER, True),
    w.faith("zh-p4-007", "wrap.attribution", "音乐厅里可以拍照吗？",
            "根据音乐厅的规定，厅内不允许拍照。", CONCERT, True),
    w.faith("zh-p4-008", "fmt.unit", "这款打印机有多重？", "这款打印机重6.2千克。", PRINTER, True),
    # ---------------------------------------------------------------- not supported
    w.faith("zh-p4-009", "value.time", "上午的渡轮几点出发？", "上午的渡轮8:30出发。", FERRY, False),
    w.faith("zh-p4-010", "role.swap", "2018年谁接任了校长？", "2018年，王静接任了校长一职。", LINYU, False),
    w.faith("zh-p4-011", "direction", "哪些儿童可以买半价票？", "12岁以上的儿童可以买半价票。", FERRY, False),
    w.faith("zh-p4-012", "value.currency", "停车一天最多收多少钱？", "每天最高收费80元。", PARKING, False),
    w.faith("zh-p4-013", "antonym", "晚上停车要钱吗？", "每晚22:00至次日7:00停车需要收费。", PARKING, False),
    w.faith("zh-p4-014", "added.fact", "渡轮航程多久？",
            "航程约50分钟，船上还提供免费无线网络。", FERRY, False),
    w.faith("zh-p4-015", "value.unit", "每次最多可以免费投放多少废弃物？",
            "居民每次最多可免费投放200斤废弃物。", RECYCLE, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("zh-p4-016", "refusal.plain", "音乐厅有停车场吗？", "抱歉，我不知道音乐厅有没有停车场。", CONCERT,
              True),
    w.refusal("zh-p4-017", "refusal.long", "回收中心收旧家具吗？",
              "谢谢您的提问。遗憾的是，我手头的资料没有提到回收中心是否接收旧家具，所以无法给您准确的答复。"
              "建议您直接致电回收中心咨询。", RECYCLE, True),
    w.refusal("zh-p4-018", "refusal.partial", "渡轮几点出发？节假日有加班船吗？",
              "资料里没有提到节假日是否加开班次，不过渡轮每天上午7:30和下午3:00出发。", FERRY, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("zh-p4-019", "correct.wordy", "林语语言学校是谁创办的？",
              "林语语言学校是王静在2008年创办的，十年后由她的合伙人陈刚接任校长。", "王静。", True),
    w.correct("zh-p4-020", "wrong.role", "2018年接任林语语言学校校长的是谁？", "王静。", "陈刚。", False),
    w.correct("zh-p4-021", "wrong.echo", "开往东岛的渡轮航程需要多长时间？",
              "开往东岛的渡轮航程需要大约两个小时。", "约50分钟。", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("zh-p4-022", "relevant.direct", "回收中心几点关门？", "下午五点。", RECYCLE, True),
    w.relevant("zh-p4-023", "relevant.yesno", "音乐厅里能拍照吗？", "不可以，厅内禁止拍照。", CONCERT, True),
    w.relevant("zh-p4-024", "offtopic.true", "渡轮票价多少？", "航程约50分钟。", FERRY, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("zh-p4-025", "diag.pass", "打印机每分钟能打印多少页？", "这款打印机每分钟最多可打印25页。",
           {"p1": PRINTER, "c1": CONCERT}, ("p1",), "pass"),
    w.diag("zh-p4-026", "diag.unfaithful", "迟到的观众什么时候可以入场？",
           "迟到的观众可以随时入场。", {"c1": CONCERT}, ("c1",), "fix_generation"),
    w.diag("zh-p4-027", "diag.missed", "林语语言学校现在有多少学员？", "我不清楚。",
           {"p1": PARKING}, ("l1",), "fix_retrieval"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
