"""Chinese cases of set R: a dental clinic, a winery tour and a city archive."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTAL = "康宁口腔诊所由林雅文医生主持，周一至周六上午9点到下午6点营业。一次常规洗牙收费280元，18岁以下患者可享受八折优惠。初诊患者需提前一天通过电话预约。"
WINERY = "云岭酒庄每年5月到10月提供导览服务，每场导览时长两小时，最后品尝四款葡萄酒。门票每人150元，未满18周岁的游客不得参加品酒环节。导览由酿酒师周明负责，助理何佳协助讲解。"
ARCHIVE = "青川市档案馆共收藏约120万件档案，其中最早的一件可追溯到1683年。阅览室周二至周五开放，时间为9:00至16:30。查阅档案需凭有效身份证件办理免费阅览证，原始地图只能在工作人员陪同下查看。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-r-001", "para.reorder", "常规洗牙多少钱？", "一次常规洗牙，诊所收费280元。", DENTAL, True),
    w.faith("zh-r-002", "para.passive", "云岭酒庄的导览由谁负责？", "酿酒师周明负责导览，助理何佳协助讲解。", WINERY, True),
    w.faith("zh-r-003", "para.synonym", "诊所什么时候营业？", "诊所周一到周六上午9点至下午6点开门接诊。", DENTAL, True),
    w.faith("zh-r-004", "fmt.scale", "档案馆有多少件档案？", "档案馆收藏了约1,200,000件档案。", ARCHIVE, True),
    w.faith("zh-r-005", "fmt.time", "阅览室几点开门、几点关门？", "阅览室上午9点开门，下午4点半关门。", ARCHIVE, True),
    w.faith("zh-r-006", "fmt.share", "未成年人洗牙有优惠吗？", "有，18岁以下患者洗牙可享受20%的折扣。", DENTAL, True),
    w.faith("zh-r-007", "fmt.currency", "酒庄门票多少钱？", "门票每人¥150。", WINERY, True),
    w.faith("zh-r-008", "fmt.range", "酒庄什么时候有导览？", "酒庄每年5—10月提供导览。", WINERY, True),
    w.faith("zh-r-009", "wrap.hedge", "档案馆最早的档案是哪一年的？", "如果我没理解错的话，最早的一件档案可追溯到1683年。", ARCHIVE, True),
    w.faith("zh-r-010", "wrap.closer", "初诊怎么预约？", "初诊患者需要提前一天打电话预约。希望对您有帮助！", DENTAL, True),
    w.faith("zh-r-011", "fmt.unit", "每场导览多长时间？", "每场导览时长120分钟。", WINERY, True),
    # one clear error each
    w.faith("zh-r-012", "value.number", "导览最后品尝几款葡萄酒？", "导览最后会品尝六款葡萄酒。", WINERY, False),
    w.faith("zh-r-013", "value.date", "最早的档案是什么时候的？", "最早的一件档案可追溯到1863年。", ARCHIVE, False),
    w.faith("zh-r-014", "value.time", "阅览室的开放时间是什么？", "阅览室周二至周五开放，时间为9:00至17:30。", ARCHIVE, False),
    w.faith("zh-r-015", "value.currency", "洗牙多少钱？", "一次常规洗牙收费380元。", DENTAL, False),
    w.faith("zh-r-016", "role.swap", "导览由谁负责？", "导览由助理何佳负责，酿酒师周明协助讲解。", WINERY, False),
    w.faith("zh-r-017", "negation", "查阅档案需要带证件吗？", "查阅档案不需要身份证件。", ARCHIVE, False),
    w.faith("zh-r-018", "quantifier", "游客都能参加品酒吗？", "所有游客都可以参加品酒环节。", WINERY, False),
    w.faith("zh-r-019", "modality", "初诊要预约吗？", "初诊患者可以提前预约，也可以直接到诊所就诊。", DENTAL, False),
    w.faith("zh-r-020", "added.fact", "酒庄门票多少钱？", "门票每人150元，含一瓶葡萄酒。", WINERY, False),
    w.faith("zh-r-021", "antonym", "档案馆的档案有多久远？", "馆内最新的一件档案是1683年的。", ARCHIVE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-r-022", "refusal.short", "酒庄有停车场吗？", "抱歉，不清楚。", WINERY, True),
    w.refusal("zh-r-023", "refusal.long", "档案馆能复印档案吗？每页收费多少？", "很抱歉，目前提供的资料里没有任何关于档案馆是否提供复印服务、以及复印如何收费的信息，所以我无法回答这个问题，建议您直接联系档案馆咨询。", ARCHIVE, True),
    w.refusal("zh-r-024", "refusal.hedged", "洗牙多少钱？", "我不太确定，不过资料上写的是一次常规洗牙收费280元。", DENTAL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-r-025", "correct.wordy", "云岭酒庄的导览一场多长时间？", "云岭酒庄的每一场导览，从开始到结束总共需要两个小时。", "每场导览两小时。", True),
    w.correct("zh-r-026", "correct.format", "阅览室几点关门？", "下午四点半。", "阅览室16:30关门。", True),
    w.correct("zh-r-027", "wrong.role", "谁负责云岭酒庄的导览？", "导览由助理何佳负责。", "酿酒师周明负责导览。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-r-028", "relevant.direct", "档案馆一共收藏了多少件档案？", "约120万件。", ARCHIVE, True),
    w.relevant("zh-r-029", "relevant.yesno", "16岁的游客能参加品酒吗？", "不能，未满18周岁的游客不得参加品酒环节。", WINERY, True),
    w.relevant("zh-r-030", "offtopic.true", "诊所几点开门？", "一次常规洗牙收费280元。", DENTAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-r-031", "diag.pass", "初诊需要怎么预约？", "初诊患者要提前一天打电话预约。",
           {"clinic-booking": "初诊患者需提前一天通过电话预约。",
            "clinic-prices": "一次常规洗牙收费280元，18岁以下患者可享受八折优惠。"},
           ("clinic-booking",), "pass"),
    w.diag("zh-r-032", "diag.missed", "云岭酒庄的门票多少钱？", "检索到的资料中没有门票价格的信息。",
           {"winery-season": "云岭酒庄每年5月到10月提供导览服务，每场导览时长两小时。",
            "winery-staff": "导览由酿酒师周明负责，助理何佳协助讲解。"},
           ("winery-tickets",), "fix_retrieval"),
    w.diag("zh-r-033", "diag.correct_refusal", "档案馆有无障碍通道吗？", "现有资料没有提到档案馆是否设有无障碍通道。",
           {"archive-holdings": "青川市档案馆共收藏约120万件档案，其中最早的一件可追溯到1683年。",
            "archive-hours": "阅览室周二至周五开放，时间为9:00至16:30。"},
           (), "correct_refusal"),
    w.diag("zh-r-034", "diag.refused", "阅览室哪几天开放？", "抱歉，资料中没有关于阅览室开放日期的信息。",
           {"archive-hours": "阅览室周二至周五开放，时间为9:00至16:30。",
            "archive-holdings": "青川市档案馆共收藏约120万件档案。"},
           ("archive-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
