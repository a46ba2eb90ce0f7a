"""Chinese cases of set t8: 幼儿园、商场停车场、旅行社、摄影工作室、邮政支局和国际象棋俱乐部
（谁教谁、谁接替谁、谁向谁汇报、谁把什么借给了谁）。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

KINDER_FEES = (
    "小太阳幼儿园周一至周五开放，时间为早上7:45至下午5:45。每月保育费为3200元，午餐费另收，每天15元。"
    "同时在园的兄弟姐妹，第二个孩子保育费减免20%。每年春节前后放假两周。"
)
KINDER_STAFF = (
    "园长刘静负责全园管理。中班由王老师带班，大班由陈老师带班；陈老师去年九月接替了调往分园的赵老师。"
    "保健医生孙梅每天早上给孩子做晨检。"
)
PARKING_RATES = (
    "万达广场地下停车场共有两层，设车位600个。首小时免费，之后每小时6元，单日封顶60元。"
    "凭商场当日消费满200元的小票，可再免费停两小时。限高2.2米。"
)
PARKING_STAFF = (
    "停车场由物业经理郑凯负责，夜班保安何军向他汇报。月卡每月400元，只能在B1层服务台办理。"
    "充电桩集中在B2层，共有30个，充满后须在30分钟内挪车。"
)
TOUR_TRIP = (
    "阳光旅行社的桂林阳朔四日游每周一、周四出发，成人价2980元，12岁以下儿童1880元。"
    "费用包含往返高铁和三晚酒店住宿，不含景区内的自费项目。出发前72小时以上取消可全额退款。"
)
TOUR_STAFF = (
    "本团由导游林晓担任全程讲解，司机老周负责驾驶大巴。林晓去年带过新导游唐悦，手把手教她讲解漓江的历史。"
    "现在唐悦负责周一团，林晓负责周四团。"
)
STUDIO_PRICES = (
    "光影摄影工作室的证件照每套45元，含6张冲印照片和电子版。艺术写真套餐为899元，拍摄两小时，精修15张。"
    "加修一张30元。周末拍摄须提前三天预约。"
)
STUDIO_STAFF = (
    "工作室的主摄影师是韩磊，助理小宋负责布光和道具。上个月韩磊的闪光灯坏了，小宋把自己的备用闪光灯借给了他。"
    "所有照片由修图师许婷精修，一般十个工作日内交付。"
)
POST_OFFICE = (
    "人民路邮政支局营业时间为周一至周六8:30至17:30，周日及法定节假日休息。国内普通信件20克以内邮资1.2元。"
    "领取包裹须出示本人身份证和取件通知单；代领还需提供收件人身份证复印件。"
)
CHESS_CLUB = (
    "星光国际象棋俱乐部每周六下午2点在少年宫三楼活动。年费成人600元，18岁以下学生300元。"
    "俱乐部主席是周建国，少儿班由教练吴涛执教。"
)
CHESS_ROLES = (
    "今年三月，马丽接替退休的钱伟担任队长，带领俱乐部参加市联赛。钱伟现在每月第一个周日给初学者上课。"
    "市联赛期间，马丽把自己的电子棋钟借给了吴涛。俱乐部共有20副棋和12个棋钟，会员每次最多可借一副棋，借期一周。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t8-001", "fmt.time", "小太阳幼儿园几点开门、几点关门？", "周一到周五，早上七点三刻开门，下午五点三刻关门。", KINDER_FEES, True),
    w.faith("zh-t8-002", "fmt.share", "两个孩子一起上有优惠吗？", "有，兄弟姐妹同时在园的话，第二个孩子的保育费打八折。", KINDER_FEES, True),
    w.faith("zh-t8-003", "fmt.period", "春节放几天假？", "春节前后一共放十四天假。", KINDER_FEES, True),
    w.faith("zh-t8-004", "fmt.currency", "保育费和午饭怎么收？", "保育费每月三千二百块，午饭钱另算，一天十五块。", KINDER_FEES, True),
    w.faith("zh-t8-005", "para.relative", "大班现在是哪位老师带？", "大班由去年九月接替赵老师的陈老师带。", KINDER_STAFF, True),
    w.faith("zh-t8-006", "para.nominal", "孩子的晨检是谁做的？", "每天早上的晨检工作由保健医生孙梅负责。", KINDER_STAFF, True),
    w.faith("zh-t8-007", "fmt.currency", "停车怎么收费？", "头一个小时不要钱，之后每小时六块，一天最多收六十块。", PARKING_RATES, True),
    w.faith("zh-t8-008", "fmt.unit", "停车场限高多少？", "车辆高度不能超过220厘米。", PARKING_RATES, True),
    w.faith("zh-t8-009", "para.synonym", "夜班保安归谁管？", "夜班保安何军的上级是物业经理郑凯。", PARKING_STAFF, True),
    w.faith("zh-t8-010", "para.except", "月卡可以在B2层办吗？", "不行，月卡只有B1层服务台能办，其他地方都办不了。", PARKING_STAFF, True),
    w.faith("zh-t8-011", "fmt.period", "车充满电以后还能停多久？", "充满后得在半小时内把车挪走。", PARKING_STAFF, True),
    w.faith("zh-t8-012", "fmt.period", "什么时候取消能全额退款？", "只要在出发前三天以上取消，就能拿回全部费用。", TOUR_TRIP, True),
    w.faith("zh-t8-013", "wrap.attribution", "团费都包括什么？", "根据旅行社的说明，团费包括往返高铁和三晚酒店，景区里的自费项目不包括在内。", TOUR_TRIP, True),
    w.faith("zh-t8-014", "wrap.opener", "小孩的团费是多少？", "您好！12岁以下的小朋友是1880元。", TOUR_TRIP, True),
    w.faith("zh-t8-015", "para.synonym", "唐悦的讲解是跟谁学的？", "唐悦去年是跟着林晓学讲解漓江历史的。", TOUR_STAFF, True),
    w.faith("zh-t8-016", "para.reorder", "周一团和周四团分别由谁带？", "周四团归林晓，周一团归唐悦。", TOUR_STAFF, True),
    w.faith("zh-t8-017", "fmt.currency", "证件照多少钱？", "一套证件照四十五块钱，包括六张洗好的照片和电子版。", STUDIO_PRICES, True),
    w.faith("zh-t8-018", "fmt.period", "艺术写真要拍多长时间？", "艺术写真套餐拍摄时长120分钟，精修十五张。", STUDIO_PRICES, True),
    w.faith("zh-t8-019", "para.synonym", "韩磊的闪光灯坏了以后怎么办的？", "上个月韩磊借用了助理小宋的备用闪光灯。", STUDIO_STAFF, True),
    w.faith("zh-t8-020", "wrap.hedge", "多久能拿到照片？", "一般来说，大概十个工作日以内就能拿到许婷精修好的照片。", STUDIO_STAFF, True),
    w.faith("zh-t8-021", "para.except", "邮局哪些天营业？", "除了周日和法定节假日，其余日子都营业。", POST_OFFICE, True),
    w.faith("zh-t8-022", "fmt.currency", "国内寄一封普通信要多少邮资？", "20克以内的国内普通信件，邮资是一块二。", POST_OFFICE, True),
    w.faith("zh-t8-023", "fmt.time", "星光俱乐部什么时候活动？", "每周六14:00在少年宫三楼活动。", CHESS_CLUB, True),
    w.faith("zh-t8-024", "para.passive", "马丽是什么时候当上队长的？", "今年三月钱伟退休后，队长一职由马丽接任。", CHESS_ROLES, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t8-025", "value.time", "幼儿园早上几点开门？", "早上八点一刻开门。", KINDER_FEES, False),
    w.faith("zh-t8-026", "value.number", "二宝的保育费能减多少？", "第二个孩子的保育费可以减免30%。", KINDER_FEES, False),
    w.faith("zh-t8-027", "role.swap", "陈老师是接替谁的？", "去年九月，赵老师接替了调往分园的陈老师。", KINDER_STAFF, False),
    w.faith("zh-t8-028", "added.fact", "孙梅负责什么？", "保健医生孙梅每天早上和中午各给孩子做一次检查。", KINDER_STAFF, False),
    w.faith("zh-t8-029", "value.number", "一天最多收多少停车费？", "单日封顶八十块。", PARKING_RATES, False),
    w.faith("zh-t8-030", "negation", "第一个小时要钱吗？", "第一个小时也要收费，每小时六块。", PARKING_RATES, False),
    w.faith("zh-t8-031", "role.swap", "停车场谁负责？", "郑凯是夜班保安，要向物业经理何军汇报工作。", PARKING_STAFF, False),
    w.faith("zh-t8-032", "added.fact", "月卡怎么办理？", "月卡每月400元，可以在B1层服务台办，也可以在手机App上办。", PARKING_STAFF, False),
    w.faith("zh-t8-033", "value.date", "桂林阳朔四日游哪天出发？", "每周二和周五出发。", TOUR_TRIP, False),
    w.faith("zh-t8-034", "negation", "景区里的自费项目要另外交钱吗？", "不用，景区内的自费项目也包含在团费里。", TOUR_TRIP, False),
    w.faith("zh-t8-035", "role.swap", "大巴是谁开？", "全程讲解的是老周，大巴由林晓来开。", TOUR_STAFF, False),
    w.faith("zh-t8-036", "role.swap", "林晓和唐悦是什么关系？", "唐悦去年带过林晓，手把手教她讲解漓江的历史。", TOUR_STAFF, False),
    w.faith("zh-t8-037", "modality", "周末拍照要预约吗？", "周末拍摄最好提前三天预约，不预约直接来也可以。", STUDIO_PRICES, False),
    w.faith("zh-t8-038", "value.currency", "多修一张要加多少钱？", "加修一张收30美元。", STUDIO_PRICES, False),
    w.faith("zh-t8-039", "quantifier", "照片都精修吗？", "只有一部分照片会交给修图师许婷精修。", STUDIO_STAFF, False),
    w.faith("zh-t8-040", "role.swap", "闪光灯是谁借给谁的？", "小宋的闪光灯坏了，韩磊把自己的备用闪光灯借给了小宋。", STUDIO_STAFF, False),
    w.faith("zh-t8-041", "value.unit", "国内普通信件的邮资怎么算？", "20千克以内的国内普通信件，邮资1.2元。", POST_OFFICE, False),
    w.faith("zh-t8-042", "modality", "取包裹要带什么？", "领本人包裹时身份证可带可不带，有取件通知单就行。", POST_OFFICE, False),
    w.faith("zh-t8-043", "direction", "学生年费多少？", "18岁以上的学生年费是300元。", CHESS_CLUB, False),
    w.faith("zh-t8-044", "added.entity", "谁给初学者上课？", "钱伟和他的助手小刘每月第一个周日一起给初学者上课。", CHESS_ROLES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t8-045", "correct.wordy", "万达广场停车场的月卡多少钱？", "要办月卡的话，每个月四百块，在B1层服务台就能办。", "每月400元", True),
    w.correct("zh-t8-046", "correct.format", "星光国际象棋俱乐部几点活动？", "每周六14:00。", "周六下午2点", True),
    w.correct("zh-t8-047", "correct.format", "桂林阳朔四日游成人多少钱？", "成人每位¥2,980。", "2980元", True),
    w.correct("zh-t8-048", "correct.wordy", "马丽接替谁当了队长？", "她接的是钱伟的班：钱伟退休后，马丽在今年三月当上了队长。", "钱伟", True),
    w.correct("zh-t8-049", "wrong.value", "俱乐部一共有多少个棋钟？", "俱乐部一共有20个棋钟。", "12个", False),
    w.correct("zh-t8-050", "wrong.role", "少儿班由谁执教？", "少儿班由俱乐部主席周建国亲自执教。", "吴涛", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
