"""Chinese cases of set t10: an online grocery delivery (鲜到家), a marathon's rules
(滨江马拉松), a student dormitory (紫荆公寓), a dance school (飞扬舞蹈学校),
a solar panel installer (阳光屋能源) and a botanical garden (西山植物园)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DELIVERY = (
    "鲜到家在杭州主城区提供送货上门服务，每天早上7点到晚上9点配送。"
    "订单满59元免运费，不满59元收取6元运费。"
    "下单时可以预约未来三天内任意一个半小时的送达时段。"
    "冷冻商品会装在保温箱里送达，箱子由配送员当场收回。"
)
REFUNDS = (
    "收到的商品如有破损或变质，请在签收后2小时内通过App上传照片申请售后。"
    "审核通过后，货款将在1个工作日内原路退回。"
    "称重商品实际重量不足时，差价自动退还。"
    "促销赠品不参与退款。"
)
MARATHON_ENTRY = (
    "2025滨江马拉松将于11月2日（星期日）早上7点在奥体中心鸣枪开跑。"
    "全程马拉松报名费为200元，半程为150元。"
    "全程项目只接受年满20周岁的选手报名。"
    "报名人数超过3万人时，将通过抽签决定参赛资格。"
)
MARATHON_COURSE = (
    "全程关门时间为6小时，选手须在上午10点半前通过半程点，否则将由收容车接回。"
    "赛道每2.5公里设一个饮水站，从15公里起每5公里设一个能量补给站。"
    "比赛中禁止使用自拍杆和无人机。"
    "完赛选手可在终点领取奖牌和毛巾。"
)
DORM_RULES = (
    "紫荆公寓每间宿舍住四人，配有独立卫生间和空调。"
    "晚上11点半以后大门关闭，晚归学生须向值班阿姨登记。"
    "宿舍内禁止使用电饭锅、电热毯等大功率电器。"
    "楼长王建国每周三检查卫生，检查结果由辅导员刘芳在班级群里公布。"
)
DORM_FEES = (
    "住宿费每学年1200元，空调使用费另收每学年300元。"
    "学生须在开学后两周内在网上缴清费用。"
    "寒暑假期间留校住宿的学生要提前一周提交申请，每天另付10元。"
    "毕业离校时，宿舍钥匙要交还给楼长。"
)
DANCE_CLASSES = (
    "飞扬舞蹈学校开设中国舞、街舞和拉丁舞课程，学员年龄为4到16岁。"
    "拉丁舞初级班由陈晓丽老师授课，每周六上午9点到10点半上课。"
    "一期课程共16节，学费2400元。"
    "请假须提前一天告知老师，每期最多可补课两次。"
)
DANCE_SHOW = (
    "年终汇报演出定于2026年1月17日晚上7点在市少年宫剧场举行。"
    "所有在读学员都可以报名参演，但4到6岁的学员只参加第一个节目。"
    "演出服由学校统一租借，舞鞋由学员自备。"
    "校长赵敏负责节目的整体编排，各班老师负责排练。"
)
SOLAR = (
    "阳光屋能源公司为农村自建房安装屋顶光伏。"
    "工程师上门勘察免费，勘察后3个工作日内出具设计方案和报价。"
    "一套10千瓦的系统大约需要22块组件，安装工期为3天。"
    "组件质保25年，逆变器质保8年。"
    "签约时付款40%，并网发电后付清余款。"
)
GARDEN = (
    "西山植物园每天8:00至17:30开放，除夕当天闭园。"
    "成人门票15元，60岁以上老人和1.2米以下儿童免票，学生凭学生证半价。"
    "热带温室17:00停止入场。"
    "园内禁止携带宠物，也不得采摘花草。"
    "每周六上午10点有志愿者带领的免费导览。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t10-001", "fmt.time", "鲜到家几点配送？", "每天7:00到21:00都能送货上门。", DELIVERY, True),
    w.faith("zh-t10-002", "fmt.currency", "运费怎么算？", "订单金额达到59块就包邮，不到的话运费是6块钱。", DELIVERY, True),
    w.faith("zh-t10-003", "para.synonym", "保温箱需要我还吗？", "冷冻商品用的保温箱，配送员送货时会直接带走。", DELIVERY, True),
    w.faith("zh-t10-004", "para.synonym", "退款多久能到账？", "审核通过后，钱会在一个工作日内退回您原来的支付账户。", REFUNDS, True),
    w.faith("zh-t10-005", "para.passive", "称重的菜分量不够怎么办？", "称重商品如果分量不足，差价会被自动退给您。", REFUNDS, True),
    w.faith("zh-t10-006", "fmt.date", "滨江马拉松哪天开跑？", "比赛定在2025-11-02（周日），早上7点从奥体中心起跑。", MARATHON_ENTRY, True),
    w.faith("zh-t10-007", "wrap.attribution", "跑全程有年龄要求吗？", "根据赛事规程，报名全程的选手必须年满20周岁。", MARATHON_ENTRY, True),
    w.faith("zh-t10-008", "fmt.time", "半程点几点关门？", "选手要在10:30之前跑过半程点，不然就得坐收容车回来。", MARATHON_COURSE, True),
    w.faith("zh-t10-009", "para.combine", "补给站是怎么设置的？", "饮水站每隔2.5公里就有一个；过了15公里以后，每5公里还有一个能量补给站。", MARATHON_COURSE, True),
    w.faith("zh-t10-010", "para.synonym", "比赛时能不能用自拍杆？", "不能，赛事规定比赛期间不许使用自拍杆，无人机也不行。", MARATHON_COURSE, True),
    w.faith("zh-t10-011", "wrap.opener", "宿舍几个人住？", "您好！紫荆公寓每间宿舍住四个人，有独立卫生间，也装了空调。", DORM_RULES, True),
    w.faith("zh-t10-012", "para.reorder", "卫生检查是谁负责的？", "每周三由楼长王建国检查卫生，辅导员刘芳会把结果发到班级群里。", DORM_RULES, True),
    w.faith("zh-t10-013", "fmt.period", "什么时候要交住宿费？", "开学后14天内要在网上把费用交清。", DORM_FEES, True),
    w.faith("zh-t10-014", "fmt.number", "住宿费一年多少钱？", "住宿费一年一千二百元，空调费另外每年三百元。", DORM_FEES, True),
    w.faith("zh-t10-015", "para.combine", "假期想留校住怎么办？", "想在寒暑假留校住的同学，得提前七天提交申请，每天再多交10元。", DORM_FEES, True),
    w.faith("zh-t10-016", "fmt.time", "拉丁舞初级班什么时候上课？", "陈晓丽老师的拉丁舞初级班每周六9:00到10:30上课。", DANCE_CLASSES, True),
    w.faith("zh-t10-017", "wrap.hedge", "一期学费多少？", "据我了解，一期一共16节课，学费是2400元。", DANCE_CLASSES, True),
    w.faith("zh-t10-018", "fmt.range", "你们招多大的孩子？", "学员年龄在4至16岁之间。", DANCE_CLASSES, True),
    w.faith("zh-t10-019", "wrap.closer", "汇报演出在哪里办？", "汇报演出在市少年宫剧场，2026年1月17日晚上7点开始。希望对您有帮助！", DANCE_SHOW, True),
    w.faith("zh-t10-020", "para.except", "演出服和舞鞋都要自己买吗？", "不用都买，演出服是学校统一租的，只有舞鞋需要自己准备。", DANCE_SHOW, True),
    w.faith("zh-t10-021", "fmt.share", "装光伏怎么付款？", "签约时先付四成，并网发电以后再把剩下的六成付清。", SOLAR, True),
    w.faith("zh-t10-022", "fmt.unit", "10千瓦的系统要装多久？", "一套10kW的系统大概要用22块组件，工期三天。", SOLAR, True),
    w.faith("zh-t10-023", "wrap.question", "质保期是多久？", "您想了解质保期吗？组件保25年，逆变器保8年。", SOLAR, True),
    w.faith("zh-t10-024", "para.except", "植物园哪天不开门？", "只有除夕那天不开，其余每天早上8点到下午5点半都开放。", GARDEN, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t10-025", "value.number", "运费多少钱？", "订单不满59元的话，要收8元运费。", DELIVERY, False),
    w.faith("zh-t10-026", "value.number", "能提前几天预约送达？", "下单时可以预约未来七天内的任意送达时段。", DELIVERY, False),
    w.faith("zh-t10-027", "value.number", "破损了多久内要申请售后？", "签收后24小时内，在App上传照片申请售后就可以。", REFUNDS, False),
    w.faith("zh-t10-028", "negation", "赠品能一起退款吗？", "可以，促销赠品也能跟着一起退款。", REFUNDS, False),
    w.faith("zh-t10-029", "value.date", "滨江马拉松是哪天？", "滨江马拉松将于11月9日周日早上7点开跑。", MARATHON_ENTRY, False),
    w.faith("zh-t10-030", "value.currency", "全程报名费多少？", "全程马拉松的报名费是200美元，半程是150美元。", MARATHON_ENTRY, False),
    w.faith("zh-t10-031", "quantifier", "哪里有能量补给？", "赛道上每个饮水站都提供能量补给。", MARATHON_COURSE, False),
    w.faith("zh-t10-032", "value.time", "半程点的关门时间是几点？", "选手必须在上午11点前通过半程点，否则由收容车接回。", MARATHON_COURSE, False),
    w.faith("zh-t10-033", "antonym", "奖牌在哪里领？", "完赛奖牌和毛巾要到起点去领。", MARATHON_COURSE, False),
    w.faith("zh-t10-034", "role.swap", "卫生检查结果由谁公布？", "辅导员刘芳每周三检查卫生，楼长王建国负责在班级群里公布结果。", DORM_RULES, False),
    w.faith("zh-t10-035", "modality", "晚归需要登记吗？", "11点半以后回来的同学可以找值班阿姨登记，不登记也没关系。", DORM_RULES, False),
    w.faith("zh-t10-036", "direction", "寒暑假留校怎么申请？", "寒暑假留校的同学可以先住下，一周后再补交申请，每天另付10元。", DORM_FEES, False),
    w.faith("zh-t10-037", "added.entity", "学校开了哪些舞种？", "飞扬舞蹈学校开设中国舞、街舞、芭蕾和拉丁舞课程。", DANCE_CLASSES, False),
    w.faith("zh-t10-038", "value.number", "一期能补几次课？", "请假要提前一天告诉老师，每期最多能补三次课。", DANCE_CLASSES, False),
    w.faith("zh-t10-039", "role.swap", "节目由谁编排？", "各班老师负责节目的整体编排，校长赵敏负责排练。", DANCE_SHOW, False),
    w.faith("zh-t10-040", "quantifier", "4到6岁的孩子能演几个节目？", "4到6岁的学员所有节目都可以参加。", DANCE_SHOW, False),
    w.faith("zh-t10-041", "value.unit", "组件质保多久？", "组件的质保期是25个月。", SOLAR, False),
    w.faith("zh-t10-042", "direction", "余款什么时候付？", "签约时付四成，剩下的钱要在并网发电之前付清。", SOLAR, False),
    w.faith("zh-t10-043", "value.except", "植物园哪天闭园？", "植物园每天开放，只有大年初一闭园。", GARDEN, False),
    w.faith("zh-t10-044", "negation", "能带狗进植物园吗？", "园内可以携带宠物，但不能采摘花草。", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t10-045", "correct.wordy", "西山植物园成人票多少钱？", "如果您是成年人，进西山植物园需要买一张门票，票价是十五块钱。", "15元。", True),
    w.correct("zh-t10-046", "correct.format", "滨江马拉松几点开跑？", "7:00鸣枪开跑。", "早上7点。", True),
    w.correct("zh-t10-047", "correct.short", "拉丁舞初级班是哪位老师教？", "陈晓丽。", "由陈晓丽老师授课。", True),
    w.correct("zh-t10-048", "correct.format", "签约时要付多少比例？", "四成。", "40%。", True),
    w.correct("zh-t10-049", "wrong.value", "滨江马拉松全程报名费多少？", "全程报名费是150元。", "200元。", False),
    w.correct("zh-t10-050", "wrong.role", "紫荆公寓的卫生检查由谁负责？", "辅导员刘芳负责检查。", "楼长王建国。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
