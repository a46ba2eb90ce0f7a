"""Chinese cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HOSPITAL_WARDS = (
    "仁和医院普通病房探视时间为每天15:00至20:00。"
    "每位患者同一时间最多允许两名探视者进入病房。"
    "12岁以下儿童谢绝进入病房。"
    "重症监护室每天仅安排一次探视，每次不超过15分钟。"
)
HOSPITAL_MATERNITY = (
    "仁和医院产科病房除周四外每天开放探视，周四全天消毒，暂停探视。"
    "探视者须先在一楼服务台登记。"
    "医院停车场前30分钟免费，之后每小时收费5元。"
)
ZOO_TICKETS = (
    "滨江动物园每天8:30开园，17:00停止入园。"
    "成人票60元，身高1.2米至1.5米的儿童半价，1.2米以下儿童免票。"
    "每周一上午闭园维护，下午正常开放。"
)
ZOO_TIGERS = (
    "饲养员刘晓燕负责照料两只东北虎“大壮”和“小雪”。"
    "大壮今年6岁，体重约210公斤。"
    "老虎喂食表演每天14:00开始，持续20分钟。"
)
WARRANTY_NEW = (
    "凡在鑫达汽车购买的新车，整车质保3年或10万公里，以先到者为准。"
    "动力电池质保8年或15万公里。"
    "轮胎、刹车片等易损件不在质保范围内。"
    "车主须每12个月或每1万公里在授权服务站保养一次，否则质保失效。"
)
WARRANTY_USED = (
    "鑫达汽车出售的二手车提供一年质保。"
    "客户可花费2,800元将质保延长两年。"
    "延保申请须在购车后15日内提交，由售后经理王建国审批。"
)
FESTIVAL_TICKETS = (
    "湖畔音乐节将于10月1日至3日在东湖公园举行。"
    "单日票380元，三日通票980元。"
    "每天下午2点开始入场，演出晚上10点半结束。"
    "禁止携带自拍杆和无人机入场。"
)
FESTIVAL_LINEUP = (
    "本届音乐节的闭幕演出由乐队“白鸽”担任，他们顶替了因签证问题退出的歌手陈默。"
    "学生凭学生证购票可享八折优惠，每人限购两张。"
)
RENTAL = (
    "房东李伟将位于朝阳区的一套两居室出租给租客赵敏，月租金6,500元，押一付三。"
    "租期一年，自3月1日起。"
    "水电燃气费由租客承担，物业费由房东承担。"
    "租客如需提前退租，须提前一个月书面通知房东。"
)
BIKE_SHOP = (
    "“飞轮单车铺”营业时间为周二至周日9:00—19:00。"
    "补胎每次15元，约20分钟完成。"
    "全车保养收费120元，需提前一天预约。"
    "店里的师傅老周带出了徒弟小吴。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("zh-t4-001", "fmt.time", "普通病房几点可以探视？", "每天下午3点到晚上8点都可以去探视。", HOSPITAL_WARDS, True),
    w.faith("zh-t4-002", "fmt.abbrev", "重症监护室能探视多久？", "ICU每天只安排一次探视，每次最多15分钟。", HOSPITAL_WARDS, True),
    w.faith("zh-t4-003", "para.synonym", "小孩可以进病房吗？", "不可以，不满12岁的孩子不能进入病房。", HOSPITAL_WARDS, True),
    w.faith("zh-t4-004", "para.except", "产科病房哪天不能探视？", "周四不能探视，因为那天要全天消毒；其余日子每天都可以来。", HOSPITAL_MATERNITY, True),
    w.faith("zh-t4-005", "fmt.currency", "医院停车怎么收费？", "停车前半小时不收钱，超过以后每小时收五块钱。", HOSPITAL_MATERNITY, True),
    w.faith("zh-t4-006", "fmt.share", "儿童票怎么算？", "身高1.2米到1.5米的孩子买票打五折，不到1.2米的不用买票。", ZOO_TICKETS, True),
    w.faith("zh-t4-007", "para.except", "周一去动物园能进吗？", "可以，不过得等到下午——周一只有上午因为维护不开放。", ZOO_TICKETS, True),
    w.faith("zh-t4-008", "fmt.unit", "大壮有多重？", "大壮的体重大约是210千克。", ZOO_TIGERS, True),
    w.faith("zh-t4-009", "para.relative", "谁在照顾大壮和小雪？", "照料大壮和小雪这两只东北虎的是饲养员刘晓燕。", ZOO_TIGERS, True),
    w.faith("zh-t4-010", "wrap.question", "老虎喂食表演几点开始？", "喂食表演几点开始？每天下午两点，表演持续20分钟。", ZOO_TIGERS, True),
    w.faith("zh-t4-011", "fmt.scale", "新车整车质保多少公里？", "整车质保为3年或100,000公里，哪个先到按哪个算。", WARRANTY_NEW, True),
    w.faith("zh-t4-012", "para.synonym", "刹车片坏了能保修吗？", "不能，刹车片和轮胎这类易损件不包含在质保里。", WARRANTY_NEW, True),
    w.faith("zh-t4-013", "wrap.attribution", "怎样才能让质保一直有效？", "按鑫达汽车的规定，车子每满一年或每跑一万公里都得去授权服务站保养一次，不然质保就作废了。", WARRANTY_NEW, True),
    w.faith("zh-t4-014", "fmt.currency", "二手车延保要花多少钱？", "延长两年质保需要支付两千八百元。", WARRANTY_USED, True),
    w.faith("zh-t4-015", "para.passive", "延保申请谁来批？", "售后经理王建国负责审批延保申请。", WARRANTY_USED, True),
    w.faith("zh-t4-016", "fmt.date", "湖畔音乐节什么时候举办？", "音乐节在10/1到10/3举行，地点是东湖公园。", FESTIVAL_TICKETS, True),
    w.faith("zh-t4-017", "wrap.opener", "能带无人机进场吗？", "您好！很遗憾，无人机和自拍杆都不允许带进场。", FESTIVAL_TICKETS, True),
    w.faith("zh-t4-018", "fmt.share", "学生买票有优惠吗？", "有，学生凭学生证买票可以便宜20%，每人最多买两张。", FESTIVAL_LINEUP, True),
    w.faith("zh-t4-019", "para.combine", "闭幕演出为什么换成了白鸽？", "歌手陈默因为签证问题退出了，所以由乐队白鸽顶替他担任闭幕演出。", FESTIVAL_LINEUP, True),
    w.faith("zh-t4-020", "wrap.hedge", "这套房子月租多少？", "如果我没记错的话，月租金是6,500元，押一付三。", RENTAL, True),
    w.faith("zh-t4-021", "para.synonym", "物业费谁交？", "物业费由出租房子的李伟来付，水电燃气费则由租房的赵敏自己出。", RENTAL, True),
    w.faith("zh-t4-022", "para.except", "飞轮单车铺周一开门吗？", "不开，周一是店休日，其他日子9点到19点营业。", BIKE_SHOP, True),
    w.faith("zh-t4-023", "wrap.closer", "补胎多少钱？", "补一次胎15元，大概20分钟就能好。希望对您有帮助！", BIKE_SHOP, True),
    w.faith("zh-t4-024", "para.synonym", "小吴的手艺是跟谁学的？", "小吴的修车手艺是跟店里的师傅老周学的。", BIKE_SHOP, True),
    # unfaithful: exactly one unsupported claim
    w.faith("zh-t4-025", "value.time", "普通病房探视时间是几点到几点？", "普通病房每天下午2点到晚上8点可以探视。", HOSPITAL_WARDS, False),
    w.faith("zh-t4-026", "direction", "孩子能进病房探视吗？", "12岁以上的孩子谢绝进入病房。", HOSPITAL_WARDS, False),
    w.faith("zh-t4-027", "value.except", "产科病房哪天暂停探视？", "产科病房每周三全天消毒，当天暂停探视。", HOSPITAL_MATERNITY, False),
    w.faith("zh-t4-028", "modality", "探视产科病房需要登记吗？", "探视者可以自己决定要不要去一楼服务台登记。", HOSPITAL_MATERNITY, False),
    w.faith("zh-t4-029", "value.currency", "成人票多少钱？", "滨江动物园的成人票是60美元。", ZOO_TICKETS, False),
    w.faith("zh-t4-030", "antonym", "周一动物园开吗？", "周一下午闭园维护，上午照常开放。", ZOO_TICKETS, False),
    w.faith("zh-t4-031", "value.unit", "大壮多重？", "大壮今年6岁，体重约210磅。", ZOO_TIGERS, False),
    w.faith("zh-t4-032", "added.fact", "大壮和小雪是什么老虎？", "大壮和小雪是从哈尔滨引进的东北虎，由饲养员刘晓燕照料。", ZOO_TIGERS, False),
    w.faith("zh-t4-033", "negation", "动力电池保修吗？", "不保，动力电池不在质保范围之内。", WARRANTY_NEW, False),
    w.faith("zh-t4-034", "value.number", "动力电池质保多久？", "动力电池质保5年或15万公里。", WARRANTY_NEW, False),
    w.faith("zh-t4-035", "quantifier", "新车哪些部件有质保？", "新车的所有零部件都享受3年或10万公里的质保。", WARRANTY_NEW, False),
    w.faith("zh-t4-036", "added.entity", "延保申请由谁审批？", "延保申请由售后经理王建国和销售总监共同审批。", WARRANTY_USED, False),
    w.faith("zh-t4-037", "direction", "延保申请什么时候提交？", "延保申请须在购车满15天之后才能提交。", WARRANTY_USED, False),
    w.faith("zh-t4-038", "value.date", "湖畔音乐节在哪几天？", "湖畔音乐节10月2日至4日在东湖公园举行。", FESTIVAL_TICKETS, False),
    w.faith("zh-t4-039", "role.swap", "闭幕演出是谁？", "乐队白鸽因签证问题退出，闭幕演出改由歌手陈默担任。", FESTIVAL_LINEUP, False),
    w.faith("zh-t4-040", "modality", "学生票每人能买几张？", "学生凭学生证享受八折，但每人必须购买两张。", FESTIVAL_LINEUP, False),
    w.faith("zh-t4-041", "role.swap", "这套两居室是谁租给谁的？", "房东赵敏把朝阳区的两居室租给了租客李伟。", RENTAL, False),
    w.faith("zh-t4-042", "direction", "提前退租要怎么做？", "租客可以先搬走，退租后一个月内再书面通知房东就行。", RENTAL, False),
    w.faith("zh-t4-043", "value.except", "飞轮单车铺哪天休息？", "飞轮单车铺除了周三以外每天都营业。", BIKE_SHOP, False),
    w.faith("zh-t4-044", "negation", "做全车保养要预约吗？", "全车保养收费120元，不需要提前预约。", BIKE_SHOP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t4-045", "correct.wordy", "湖畔音乐节单日票多少钱？", "如果只去一天的话，单日票的价格是三百八十元。", "380元", True),
    w.correct("zh-t4-046", "correct.format", "滨江动物园几点开园？", "早上八点半开园。", "8:30", True),
    w.correct("zh-t4-047", "correct.format", "鑫达二手车的质保期是多久？", "12个月。", "一年", True),
    w.correct("zh-t4-048", "correct.wordy", "谁负责审批延保申请？", "延保申请是由鑫达汽车的售后经理王建国负责审批的。", "售后经理王建国", True),
    w.correct("zh-t4-049", "wrong.value", "飞轮单车铺补胎多少钱？", "补胎一次25元。", "15元", False),
    w.correct("zh-t4-050", "wrong.role", "朝阳区这套两居室的房东是谁？", "房东是赵敏。", "房东是李伟，租客是赵敏。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
