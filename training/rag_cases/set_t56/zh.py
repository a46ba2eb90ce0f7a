"""Chinese cases of set t56: 上海一个小区的垃圾分类投放和大件垃圾预约、装修登记和养犬
登记、游泳馆和篮球俱乐部、快递公司和菜鸟驿站、修车铺和裁缝店、洗车中心和上门洗车。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SORTING = (
    "徐汇区康乐小区的湿垃圾每天早上7点到9点、晚上6点到8点定时投放。"
    "电池、过期药品等有害垃圾要投进红色桶。"
    "个人违规投放最高可罚200元。"
)
BULKY = "大件垃圾需提前通过“上海徐汇”小程序预约，每周四统一清运。沙发每件收费50元，床垫每件30元。"
RENOVATION = (
    "小区住户装修须提前到物业办理装修登记，押金2000元，竣工验收合格后退还。"
    "施工时间为工作日8:00至12:00和14:00至18:00。"
    "周末和法定节假日禁止进行有噪音的施工。"
)
DOG = (
    "在上海养犬须办理养犬登记证，每年年检一次。"
    "已绝育犬只的登记费为每只100元，未绝育的为500元。"
    "遛狗时必须使用牵引绳。"
)
SWIMMING = (
    "徐汇游泳馆建于1985年，2018年完成翻新。"
    "成人单次票40元，十次卡350元。"
    "进入深水区须持深水合格证。"
    "游泳教练组由组长吴刚带领，少儿班由教练许敏负责。"
)
BASKETBALL = (
    "滨江篮球俱乐部每周三、周五晚上7点到9点在徐汇滨江篮球场活动。"
    "会员每季度会费300元，新人可以免费试打一次。"
    "队长李想负责组织报名。"
)
EXPRESS = (
    "飞鸟快递上海市内次日达：晚上8点前揽收的快件第二天送达。"
    "首重1公斤10元，续重每公斤3元。"
    "贵重物品建议保价，保价费为声明价值的1%。"
)
STATION = "菜鸟驿站（康健店）每天营业，时间为8:00至21:00。包裹最多保管3天，逾期将退回。取件时需出示取件码。"
BIKE = (
    "阿明修车铺在漕溪北路开了二十多年，由老板陈阿明和他的儿子陈斌一起打理。"
    "补胎一次10元，换刹车线15元。"
    "电动车也能修，但不修电池。"
)
TAILOR = "巧手裁缝店裤脚改短20元，换拉链25元，一般三天可取。店主宋阿姨1998年从苏州来上海开店。每周二休息。"
CAR_WASH = "车洁士洗车中心周一至周日8:00至20:00营业。轿车精洗80元，打蜡150元。会员充值1000元送200元。"
DOOR_WASH = "绿水上门洗车采用无水洗车，每次60元，大约需要40分钟。须至少提前2小时在线预约。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t56-001", "fmt.time", "湿垃圾几点可以扔？", "早上7:00至9:00，晚上18:00至20:00。", SORTING, True),
    w.faith("zh-t56-002", "para.synonym", "废电池扔到哪里？", "电池、过期药这类有害垃圾应该投到红色垃圾桶里。", SORTING, True),
    w.faith("zh-t56-003", "fmt.currency", "乱扔垃圾会罚多少？", "个人违规投放最多会被罚两百元。", SORTING, True),
    w.faith("zh-t56-004", "para.nominal", "大件垃圾怎么处理？", "大件垃圾的预约要提前在“上海徐汇”小程序上完成，清运统一在每周四进行。", BULKY, True),
    w.faith("zh-t56-005", "fmt.number", "扔床垫要多少钱？", "床垫每件收费三十元。", BULKY, True),
    w.faith("zh-t56-006", "para.combine", "装修要交押金吗？", "要先到物业办装修登记，交2000元押金，竣工验收合格后会退还。", RENOVATION, True),
    w.faith("zh-t56-007", "fmt.time", "工作日几点可以施工？", "工作日上午8点到12点、下午2点到6点可以施工。", RENOVATION, True),
    w.faith("zh-t56-008", "para.synonym", "周六能装修吗？", "周末和法定节假日不允许进行有噪音的施工。", RENOVATION, True),
    w.faith("zh-t56-009", "fmt.period", "养犬登记证多久年检一次？", "养犬登记证每十二个月需要年检一次。", DOG, True),
    w.faith("zh-t56-010", "wrap.attribution", "绝育的狗登记要多少钱？", "根据上海的规定，已绝育犬只的登记费是每只100元。", DOG, True),
    w.faith("zh-t56-011", "para.combine", "徐汇游泳馆是什么时候建的？", "徐汇游泳馆1985年建成，2018年完成了翻新。", SWIMMING, True),
    w.faith("zh-t56-012", "fmt.currency", "十次卡多少钱？", "十次卡售价三百五十元。", SWIMMING, True),
    w.faith("zh-t56-013", "para.passive", "少儿班是谁在教？", "教练许敏负责带少儿班。", SWIMMING, True),
    w.faith("zh-t56-014", "para.synonym", "我能直接去深水区吗？", "不能，要持有深水合格证才可以进深水区。", SWIMMING, True),
    w.faith("zh-t56-015", "fmt.time", "篮球俱乐部什么时候活动？", "每周三、周五19:00到21:00。", BASKETBALL, True),
    w.faith("zh-t56-016", "para.part", "新人能先试试吗？", "可以，新人能免费试打一次。", BASKETBALL, True),
    w.faith("zh-t56-017", "fmt.time", "寄次日达要几点前交件？", "晚上八点以前揽收的快件，第二天就能送到。", EXPRESS, True),
    w.faith("zh-t56-018", "fmt.share", "保价费怎么算？", "保价费是声明价值的百分之一。", EXPRESS, True),
    w.faith("zh-t56-019", "para.synonym", "驿站周日开门吗？", "开门，驿站天天营业，时间是早上8点到晚上9点。", STATION, True),
    w.faith("zh-t56-020", "fmt.period", "包裹在驿站能放几天？", "包裹最长保管72小时，超过期限会退回。", STATION, True),
    w.faith("zh-t56-021", "para.combine", "这家修车铺是谁开的？", "阿明修车铺由老板陈阿明和儿子陈斌一起经营，在漕溪北路已经开了二十多年。", BIKE, True),
    w.faith("zh-t56-022", "para.synonym", "裁缝店哪天不开门？", "每周二店里休息。", TAILOR, True),
    w.faith("zh-t56-023", "wrap.opener", "轿车精洗多少钱？", "您好！轿车精洗是80元。", CAR_WASH, True),
    w.faith("zh-t56-024", "wrap.hedge", "上门洗车要多久？", "大概40分钟左右吧，每次收费60元。", DOOR_WASH, True),
    w.faith("zh-t56-025", "value.time", "晚上几点可以扔湿垃圾？", "晚上7点到9点可以投放湿垃圾。", SORTING, False),
    w.faith("zh-t56-026", "value.currency", "违规投放罚多少？", "个人违规投放最高可罚500元。", SORTING, False),
    w.faith("zh-t56-027", "value.except", "大件垃圾哪天清运？", "大件垃圾每周二和周四统一清运。", BULKY, False),
    w.faith("zh-t56-028", "role.swap", "扔沙发多少钱？", "沙发每件收费30元，床垫每件50元。", BULKY, False),
    w.faith("zh-t56-029", "negation", "装修押金能退吗？", "押金是2000元，交了以后不予退还。", RENOVATION, False),
    w.faith("zh-t56-030", "added.fact", "装修能在什么时间施工？", "工作日8:00至12:00和14:00至18:00可以施工，开工前还须书面通知楼上楼下邻居。", RENOVATION, False),
    w.faith("zh-t56-031", "value.number", "养犬登记证多久年检？", "养犬登记证每两年年检一次。", DOG, False),
    w.faith("zh-t56-032", "modality", "遛狗一定要牵绳吗？", "遛狗时建议使用牵引绳，但不是强制的。", DOG, False),
    w.faith("zh-t56-033", "value.date", "徐汇游泳馆是哪年建的？", "徐汇游泳馆建于2018年。", SWIMMING, False),
    w.faith("zh-t56-034", "role.swap", "少儿班由谁负责？", "少儿班由吴刚负责，教练组则由组长许敏带领。", SWIMMING, False),
    w.faith("zh-t56-035", "quantifier", "进泳池需要什么证吗？", "所有泳区都必须持深水合格证才能进入。", SWIMMING, False),
    w.faith("zh-t56-036", "value.except", "篮球俱乐部哪几天活动？", "每周二、周四晚上7点到9点在徐汇滨江篮球场活动。", BASKETBALL, False),
    w.faith("zh-t56-037", "added.entity", "谁负责报名？", "队长李想和副队长王鹏负责组织报名。", BASKETBALL, False),
    w.faith("zh-t56-038", "direction", "怎样才能次日达？", "晚上8点以后揽收的快件，第二天送达。", EXPRESS, False),
    w.faith("zh-t56-039", "value.unit", "续重怎么收费？", "续重每500克加收3元。", EXPRESS, False),
    w.faith("zh-t56-040", "antonym", "改裤脚多少钱？", "裤脚加长一次20元，一般三天可取。", TAILOR, False),
    w.faith("zh-t56-041", "added.fact", "补胎多少钱？", "补胎一次10元，十分钟就能补好。", BIKE, False),
    w.faith("zh-t56-042", "added.fact", "会员充值有优惠吗？", "会员充值1000元送200元，另外还送一次免费打蜡。", CAR_WASH, False),
    w.faith("zh-t56-043", "added.entity", "上门洗车要提前预约吗？", "绿水的上门洗车和上门保养都需要至少提前2小时在线预约。", DOOR_WASH, False),
    w.faith("zh-t56-044", "direction", "上门洗车要提前多久预约？", "最多提前2小时在线预约就可以。", DOOR_WASH, False),
]

CORRECTNESS = [
    w.correct("zh-t56-045", "correct.wordy", "徐汇游泳馆成人单次票多少钱？", "如果您只是偶尔去游一次，买成人单次票就行，一张是40元。", "40元", True),
    w.correct("zh-t56-046", "correct.format", "巧手裁缝店换拉链多少钱？", "二十五块。", "25元", True),
    w.correct("zh-t56-047", "correct.short", "滨江篮球俱乐部谁负责组织报名？", "李想。", "滨江篮球俱乐部的报名由队长李想负责组织。", True),
    w.correct("zh-t56-048", "correct.format", "菜鸟驿站康健店几点关门？", "晚上九点。", "21:00", True),
    w.correct("zh-t56-049", "wrong.value", "滨江篮球俱乐部每季度会费多少？", "每季度500元。", "300元", False),
    w.correct("zh-t56-050", "wrong.role", "徐汇游泳馆教练组的组长是谁？", "组长是许敏。", "吴刚", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
