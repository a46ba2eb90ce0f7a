"""Fresh set cq, Chinese: 眼镜店、温泉、潜水学校、幼儿园、家具工坊、索道、古着市集、音乐厅售票处、养蜂课程和手机维修店。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

OPTICIAN = (
    "明视眼镜店由验光师王丽华负责经营。"
    "验光检查大约需要20分钟，收费80元，12岁以下儿童免费。"
    "单光眼镜7天内可以取，渐进多焦点眼镜最多需要两周。"
    "眼镜店除周三外每天营业，时间为上午9点到晚上8点。"
    "顾客来验光时必须带上现在戴的眼镜；以前的验光单可以带，但不是必须的。"
)
SPA = (
    "汤泉温泉度假村共有六个室内池和三个露天池，泉眼水温为42°C。"
    "成人门票198元，儿童票98元。"
    "温泉每天上午10点开门，晚上11点关门。"
    "患有高血压的客人不建议进入高温池。"
    "浴巾免费提供，浴袍租金为20元。"
)
DIVING = (
    "蓝海潜水学校位于三亚，开放水域潜水员课程为期四天，学费3800元。"
    "学员必须年满12岁，并且在第一次下水前通过200米游泳测试。"
    "课程包括两次泳池训练和四次开放水域潜水，最大深度为18米。"
    "周末班由教练刘强带领，平日班由教练陈晓燕带领。"
    "装备租赁费已包含在学费中，但面镜需要另外购买，价格为150元。"
)
KINDERGARTEN = (
    "向日葵幼儿园共有90名幼儿，分为三个班，每班30人。"
    "幼儿园周一至周五开放，时间为早上7:30到下午5:30。"
    "午餐由园内厨房现做，每天收费15元。"
    "孩子生病时，家长必须在上午9点前通知园方。"
    "现任园长张敏于2019年上任，接替了创办人李建国。"
    "张园长毕业于北京师范大学学前教育专业。"
)
WORKSHOP = (
    "木匠周志远于2010年创办了木语家具工坊，目前工坊有8名木工。"
    "一张实木餐桌大约需要六周完成，售价12,800元。"
    "顾客下单时需支付总价30%的定金。"
    "工坊只使用来自认证林场的木材。"
    "50公里以内免费送货，超出部分每公里收费5元。"
)
CABLE_CAR = (
    "云顶索道全长3.6公里，从山脚站到山顶站需要12分钟。"
    "每个轿厢最多可坐8人。"
    "成人往返票价为160元，6至14岁儿童的票价是成人的一半。"
    "索道每天早上8点到下午5点半运行。"
    "风力超过7级时索道停止运行。"
)
MARKET = (
    "旧时光古着市集在中国的首都北京举办，时间为每月第一个周六。"
    "市集上约有70个摊位，出售20世纪50年代到90年代的服装。"
    "门票10元，身高1.2米以下的儿童免票。"
    "摊主必须至少提前10天预订摊位，每个摊位300元。"
    "市集由设计师林小雨于2015年创办。"
)
BOX_OFFICE = (
    "星海音乐厅售票处周二至周六上午10点至晚上7点营业。"
    "演出开始前48小时以前退票可全额退款，此后不予退款。"
    "学生凭有效学生证可享受八折优惠。"
    "音乐厅共有1,500个座位。"
    "每位顾客每场演出最多可购买4张票。"
)
BEES = (
    "百花农场的养蜂课程从2025年4月5日开始，共上五个周六，学费1200元。"
    "课程由养蜂人赵大伟讲授，他的女儿赵静担任助教。"
    "每位学员会领到一顶防蜂帽和一副手套，但需要自己准备长袖衣服。"
    "每期最多招收12人。"
    "对蜂毒过敏的人不得参加蜂箱实操课。"
)
PHONE = (
    "快修手机维修店位于人民路88号。"
    "更换屏幕大约需要40分钟，根据机型不同，价格从299元起。"
    "更换电池收费149元，保修六个月。"
    "维修店除周一外每天营业，时间为上午10点到晚上9点。"
    "进水手机可以送修，但不保证能修好。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cq-001", "para.reorder", "温泉成人门票多少钱？", "198元一张，这就是汤泉温泉的成人门票价格。", SPA, True),
    w.faith("zh-cq-002", "para.passive", "木语家具工坊是谁创办的？", "木语家具工坊是2010年由木匠周志远创办的。", WORKSHOP, True),
    w.faith("zh-cq-003", "para.synonym", "向日葵幼儿园有多少孩子？", "园里一共有90个孩子。", KINDERGARTEN, True),
    w.faith("zh-cq-004", "para.nominal", "票怎么才能全额退款？", "全额退款的条件是在演出开始48小时以前办理退票。", BOX_OFFICE, True),
    w.faith("zh-cq-005", "para.capital", "旧时光古着市集在哪里举办？", "市集在北京举办，北京是中国的首都。", MARKET, True),
    w.faith("zh-cq-006", "para.pronoun", "刘强教练带哪个班？", "他带周末班。", DIVING, True),
    w.faith("zh-cq-007", "para.relative", "养蜂课程由谁来讲？", "由女儿担任助教的养蜂人赵大伟讲授。", BEES, True),
    w.faith("zh-cq-008", "para.part", "坐索道从山脚到山顶要多久？", "从山脚站到山顶站需要12分钟。", CABLE_CAR, True),
    w.faith("zh-cq-009", "para.combine", "快修换屏幕要多长时间？", "位于人民路88号的快修手机维修店，换一块屏幕大约需要40分钟。", PHONE, True),
    w.faith("zh-cq-010", "fmt.number", "汤泉温泉有几个室内池？", "室内池一共有6个。", SPA, True),
    w.faith("zh-cq-011", "fmt.thousands", "实木餐桌卖多少钱？", "一张实木餐桌售价12800元。", WORKSHOP, True),
    w.faith("zh-cq-012", "fmt.scale", "云顶索道有多长？", "索道全长3600米。", CABLE_CAR, True),
    w.faith("zh-cq-013", "fmt.date", "养蜂课程哪天开始？", "课程于2025-04-05开始。", BEES, True),
    w.faith("zh-cq-014", "fmt.time", "明视眼镜店几点关门？", "营业到20:00。", OPTICIAN, True),
    w.faith("zh-cq-015", "fmt.unit", "温泉的泉水有多热？", "泉眼水温为42摄氏度。", SPA, True),
    w.faith("zh-cq-016", "fmt.abbrev", "张园长是哪所学校毕业的？", "张园长毕业于北师大学前教育专业。", KINDERGARTEN, True),
    w.faith("zh-cq-017", "fmt.currency", "快修换电池多少钱？", "换电池收费¥149。", PHONE, True),
    w.faith("zh-cq-018", "fmt.range", "一场演出我能买几张票？", "每位顾客每场演出购票不能超过4张。", BOX_OFFICE, True),
    w.faith("zh-cq-019", "fmt.period", "渐进多焦点眼镜要等多久？", "最长要等14天。", OPTICIAN, True),
    w.faith("zh-cq-020", "fmt.share", "小孩坐索道怎么收费？", "6至14岁儿童的票价是成人票价的50%。", CABLE_CAR, True),
    w.faith("zh-cq-021", "para.except", "明视眼镜店周三开门吗？", "不开，周三休息。", OPTICIAN, True),
    w.faith("zh-cq-022", "wrap.opener", "多大才能报开放水域课程？", "好问题！学员必须年满12岁。", DIVING, True),
    w.faith("zh-cq-023", "wrap.closer", "幼儿园的午餐怎么收费？", "午餐由园内厨房现做，每天15元。希望对您有帮助！", KINDERGARTEN, True),
    w.faith("zh-cq-024", "wrap.attribution", "逛古着市集要门票吗？", "根据市集的介绍，门票10元，身高1.2米以下的儿童免票。", MARKET, True),
    w.faith("zh-cq-025", "wrap.hedge", "温泉能租浴袍吗？", "据我所知可以，浴袍租金是20元。", SPA, True),
    w.faith("zh-cq-026", "wrap.question", "养蜂课程一期收多少人？", "每期最多招收12人。需要我再告诉您学费吗？", BEES, True),
    w.faith("zh-cq-027", "value.number", "潜水课程包括哪些训练？", "课程包括三次泳池训练和四次开放水域潜水。", DIVING, False),
    w.faith("zh-cq-028", "value.date", "旧时光古着市集是哪年创办的？", "市集由设计师林小雨于2017年创办。", MARKET, False),
    w.faith("zh-cq-029", "value.time", "索道几点运行？", "索道每天早上8点到晚上7点半运行。", CABLE_CAR, False),
    w.faith("zh-cq-030", "value.unit", "工坊免费送货的范围有多大？", "50英里以内免费送货。", WORKSHOP, False),
    w.faith("zh-cq-031", "value.currency", "养蜂课程学费多少？", "学费是1500元，共上五个周六。", BEES, False),
    w.faith("zh-cq-032", "role.swap", "向日葵幼儿园现在的园长是谁？", "现任园长是李建国，接替了创办人张敏。", KINDERGARTEN, False),
    w.faith("zh-cq-033", "negation", "上养蜂课要自己准备什么吗？", "学员不需要自己准备长袖衣服。", BEES, False),
    w.faith("zh-cq-034", "antonym", "温泉的浴巾要钱吗？", "浴巾是收费的，需要另外付钱。", SPA, False),
    w.faith("zh-cq-035", "modality", "高血压患者可以泡高温池吗？", "患有高血压的客人禁止进入高温池。", SPA, False),
    w.faith("zh-cq-036", "quantifier", "木语工坊用什么木材？", "工坊的木材中只有一部分来自认证林场。", WORKSHOP, False),
    w.faith("zh-cq-037", "value.except", "快修周一营业吗？", "营业，周一也是上午10点到晚上9点。", PHONE, False),
    w.faith("zh-cq-038", "direction", "小孩逛市集要买票吗？", "身高1.2米以上的儿童免票。", MARKET, False),
    w.faith("zh-cq-039", "added.fact", "索道一个轿厢能坐几个人？", "每个轿厢最多可坐8人，而且都配有空调。", CABLE_CAR, False),
    w.faith("zh-cq-040", "added.entity", "学生买票有优惠吗？", "学生凭有效学生证可享受八折优惠，在大麦网购票也同样适用。", BOX_OFFICE, False),
    w.faith("zh-cq-041", "mixed", "市集上有多少个摊位？", "市集上约有70个摊位，而且只卖20世纪70年代的服装。", MARKET, False),
]
REFUSAL = [
    w.refusal("zh-cq-042", "refusal.plain", "汤泉温泉里有餐厅吗？", "抱歉，我没有这方面的信息。", SPA, True),
    w.refusal("zh-cq-043", "refusal.context", "蓝海潜水学校有夜潜课程吗？", "所提供的资料中没有提到夜潜课程，我无法据此回答。", DIVING, True),
    w.refusal("zh-cq-044", "refusal.short", "上完课能带蜂蜜回家吗？", "不清楚。", BEES, True),
    w.refusal("zh-cq-045", "refusal.long", "快修能修平板电脑吗？", "感谢您的提问。很遗憾，我手头的资料只介绍了快修手机维修店换屏幕、换电池等手机维修服务，没有提到平板电脑维修。建议您直接打电话给店里，或者到人民路88号的门店咨询。抱歉没能帮上更多忙。", PHONE, True),
    w.refusal("zh-cq-046", "refusal.hedged", "索道成人往返票多少钱？", "我不太确定，不过成人往返票好像是160元。", CABLE_CAR, False),
    w.refusal("zh-cq-047", "refusal.partial", "验光多少钱？配隐形眼镜又要多少钱？", "验光收费80元；至于配隐形眼镜的价格，资料里没有提到。", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("zh-cq-048", "correct.wordy", "向日葵幼儿园现任园长是谁？", "向日葵幼儿园现在的园长是张敏，2019年上任，接替了幼儿园的创办人。", "张敏。", True),
    w.correct("zh-cq-049", "correct.short", "木语工坊做一张实木餐桌要多久？", "大约六周。", "在木语家具工坊，一张实木餐桌大约需要六周完成。", True),
    w.correct("zh-cq-050", "correct.format", "星海音乐厅售票处几点关门？", "19:00。", "晚上7点。", True),
    w.correct("zh-cq-051", "wrong.value", "开放水域潜水员课程学费多少？", "3300元。", "3800元。", False),
    w.correct("zh-cq-052", "wrong.echo", "摊主租一个摊位多少钱？", "摊主租一个摊位的钱就是一个摊位的租金。", "300元。", False),
    w.correct("zh-cq-053", "wrong.role", "养蜂课程由谁讲授？", "赵静，也就是赵大伟的女儿。", "赵大伟。", False),
]
RELEVANCY = [
    w.relevant("zh-cq-054", "relevant.direct", "什么情况下索道会停运？", "风力超过7级就不开了。", CABLE_CAR, True),
    w.relevant("zh-cq-055", "relevant.yesno", "音乐会的票可以退吗？", "可以，只要在演出开始48小时以前退，就能全额退款。", BOX_OFFICE, True),
    w.relevant("zh-cq-056", "offtopic.true", "温泉成人门票多少钱？", "温泉晚上11点关门。", SPA, False),
    w.relevant("zh-cq-057", "offtopic.other", "验光要多长时间？", "验光收费80元。", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("zh-cq-058", "diag.pass", "快修换屏幕要多久？", "大约40分钟。", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("zh-cq-059", "diag.offtopic", "向日葵幼儿园早上几点开门？", "午餐每天收费15元。", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("zh-cq-060", "diag.unfaithful", "木语工坊多远以内免费送货？", "100公里以内免费送货。", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("zh-cq-061", "diag.refused", "对蜂毒过敏的人可以参加蜂箱实操课吗？", "抱歉，我找不到相关信息。", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("zh-cq-062", "diag.missed", "第一次下水前要通过什么测试？", "我不知道。", {"cable_car": CABLE_CAR, "spa": SPA}, ("diving",), "fix_retrieval"),
    w.diag("zh-cq-063", "diag.correct_refusal", "古着市集附近有停车场吗？", "抱歉，资料中没有提到停车的信息。", {"market": MARKET}, (), "correct_refusal"),
    w.diag("zh-cq-064", "diag.should_refuse", "星海音乐厅有存衣处吗？", "有的，一楼有免费存衣处。", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
