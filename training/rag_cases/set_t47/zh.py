"""Chinese cases of set t47: 连锁药房门店的药师与营业时间、宠物医院的医生与疫苗价格、
口腔诊所的洗牙与预约、健身房的会员卡与团课、市游泳馆的开放时间与少儿暑期班、
康复理疗中心的治疗师与收费。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PHARMACY = (
    "同济大药房文一路店由执业药师刘芳负责药学服务，店长是何军。"
    "药房每天早上8点营业到晚上10点，全年无休。"
    "凭医保卡购药可直接刷卡结算。"
    "药房于2006年开业，2017年加入连锁品牌“百姓康”。"
)
VET = (
    "宠爱动物医院位于成都高新区，由院长张伟医生于2010年创办。"
    "张伟医生擅长骨科手术，林晓雨医生主要负责猫科疾病。"
    "狗狂犬疫苗每针80元，猫三联疫苗每针120元。"
    "医院除周二外每天营业，时间为9:00至21:00。"
)
DENTIST = (
    "洁美口腔诊所的洗牙费用为每次180元，建议每半年洗一次。"
    "正畸由吴海涛主任负责，拔牙和补牙由杨静医生负责。"
    "初诊需提前一天在微信公众号预约。"
)
GYM = (
    "力健健身房年卡价格为2,880元，季卡为900元。"
    "瑜伽课由教练陈蕾带，动感单车课由教练马超带。"
    "健身房营业时间为周一至周五6:30至22:30，周末8:00至21:00。"
    "新会员可免费参加一节私教体验课。"
)
GYM_RULES = (
    "进入力健健身房器械区必须穿运动鞋。"
    "淋浴间开放到闭馆前30分钟。"
    "会员卡每年可免费停卡一次，最长30天。"
    "未满16周岁的青少年须在家长陪同下入场。"
)
POOL = (
    "市游泳馆标准池长50米，水深1.4米至2米。"
    "夏季（7月至8月）开放时间为每天8:00至22:00，其余月份周一闭馆。"
    "成人单次票40元，儿童票20元，身高1.2米以下儿童免费。"
    "入池前必须淋浴并佩戴泳帽。"
)
SWIM_CLASS = (
    "市游泳馆少儿游泳暑期班每期12节课，学费1,200元。"
    "教练周涛负责初级班，教练郑丽负责提高班。"
    "每班最多8名学员。"
    "课程于7月5日开课，报名截止日期为6月30日。"
)
PHYSIO = (
    "康复理疗中心由李明华主任于2012年创办，2020年迁至现址。"
    "运动损伤康复由王磊治疗师负责，产后康复由赵敏治疗师负责。"
    "每次理疗时长40分钟，单次费用260元，十次疗程卡为2,200元。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t47-001", "para.reorder", "文一路店谁负责？", "店长是何军，药学服务则由执业药师刘芳负责。", PHARMACY, True),
    w.faith("zh-t47-002", "para.synonym", "药房春节也开门吗？", "开门的，药房一年到头天天营业，没有休息日。", PHARMACY, True),
    w.faith("zh-t47-003", "fmt.time", "药房几点关门？", "药房22点关门。", PHARMACY, True),
    w.faith("zh-t47-004", "para.combine", "这家药房开了多久了？", "同济大药房2006年开业，后来在2017年加入了“百姓康”连锁。", PHARMACY, True),
    w.faith("zh-t47-005", "para.passive", "宠爱动物医院是谁创办的？", "医院是张伟医生在2010年创办的，他现在也是院长。", VET, True),
    w.faith("zh-t47-006", "para.except", "周二可以带猫去看病吗？", "不行，医院每周二休息，其他日子都营业。", VET, True),
    w.faith("zh-t47-007", "fmt.currency", "猫三联疫苗多少钱？", "猫三联每针一百二十元。", VET, True),
    w.faith("zh-t47-008", "fmt.time", "医院营业到几点？", "营业到晚上九点。", VET, True),
    w.faith("zh-t47-009", "para.synonym", "猫生病了找哪位医生？", "猫的疾病主要由林晓雨医生诊治。", VET, True),
    w.faith("zh-t47-010", "fmt.period", "多久洗一次牙比较好？", "诊所建议每六个月洗一次牙。", DENTIST, True),
    w.faith("zh-t47-011", "para.relative", "补牙找谁？", "可以找负责拔牙和补牙的杨静医生。", DENTIST, True),
    w.faith("zh-t47-012", "fmt.unit", "每次理疗多长时间？", "每次理疗四十分钟。", PHYSIO, True),
    w.faith("zh-t47-013", "fmt.currency", "年卡多少钱？", "年卡两千八百八十元。", GYM, True),
    w.faith("zh-t47-014", "para.pronoun", "瑜伽课谁教？", "瑜伽课的教练是陈蕾，这门课由她来带。", GYM, True),
    w.faith("zh-t47-015", "fmt.time", "周末几点开门？", "周六周日早上8点开门，晚上9点关门。", GYM, True),
    w.faith("zh-t47-016", "wrap.opener", "新会员有什么福利？", "您好！新会员可以免费上一节私教体验课。", GYM, True),
    w.faith("zh-t47-017", "fmt.period", "淋浴间开到什么时候？", "淋浴间在闭馆前半小时关闭。", GYM_RULES, True),
    w.faith("zh-t47-018", "para.synonym", "穿拖鞋能进器械区吗？", "不能，进器械区一定要穿运动鞋。", GYM_RULES, True),
    w.faith("zh-t47-019", "fmt.number", "停卡最多能停多久？", "每年可以免费停卡一次，最长三十天。", GYM_RULES, True),
    w.faith("zh-t47-020", "fmt.unit", "泳池水有多深？", "泳池水深在140厘米到200厘米之间。", POOL, True),
    w.faith("zh-t47-021", "para.except", "十月份周一能去游泳吗？", "不能，除了七八月以外，游泳馆每周一都闭馆。", POOL, True),
    w.faith("zh-t47-022", "fmt.currency", "儿童票多少钱？", "儿童票20块钱，身高不到1.2米的孩子免票。", POOL, True),
    w.faith("zh-t47-023", "para.combine", "暑期班怎么收费，一共几节课？", "每期暑期班共12节课，学费是1,200元。", SWIM_CLASS, True),
    w.faith("zh-t47-024", "fmt.date", "报名什么时候截止？", "报名截止日期是六月三十日。", SWIM_CLASS, True),
    w.faith("zh-t47-025", "role.swap", "药房店长是谁？", "店长是刘芳，何军是药房的执业药师。", PHARMACY, False),
    w.faith("zh-t47-026", "value.date", "药房是哪年开业的？", "同济大药房于2017年开业。", PHARMACY, False),
    w.faith("zh-t47-027", "added.fact", "能用医保卡吗？", "可以直接刷医保卡结算，而且用医保卡购药还能打九折。", PHARMACY, False),
    w.faith("zh-t47-028", "value.date", "宠爱动物医院哪年成立？", "医院由张伟医生于2012年创办。", VET, False),
    w.faith("zh-t47-029", "role.swap", "骨科手术找谁？", "骨科手术由林晓雨医生负责，张伟医生主要看猫科疾病。", VET, False),
    w.faith("zh-t47-030", "value.currency", "狗狂犬疫苗多少钱？", "狗狂犬疫苗每针120元。", VET, False),
    w.faith("zh-t47-031", "value.except", "医院哪天休息？", "医院每周一休息，其余时间9点到21点营业。", VET, False),
    w.faith("zh-t47-032", "role.swap", "正畸找哪位医生？", "正畸由杨静医生负责，吴海涛主任负责拔牙和补牙。", DENTIST, False),
    w.faith("zh-t47-033", "modality", "初诊需要预约吗？", "初诊可以提前一天在公众号预约，不预约直接到店也行。", DENTIST, False),
    w.faith("zh-t47-034", "value.currency", "洗牙多少钱？", "洁美口腔洗牙每次280元。", DENTIST, False),
    w.faith("zh-t47-035", "added.entity", "动感单车课谁带？", "动感单车课和普拉提课都由马超教练带。", GYM, False),
    w.faith("zh-t47-036", "value.time", "工作日几点开门？", "周一至周五早上7:30开门。", GYM, False),
    w.faith("zh-t47-037", "value.currency", "季卡多少钱？", "力健健身房的季卡是2,880元。", GYM, False),
    w.faith("zh-t47-038", "added.fact", "可以停卡吗？", "每年可以免费停卡一次，最长30天，第二次停卡收费100元。", GYM_RULES, False),
    w.faith("zh-t47-039", "negation", "未满16岁能来健身吗？", "未满16周岁的青少年可以独自入场，不需要家长陪同。", GYM_RULES, False),
    w.faith("zh-t47-040", "quantifier", "儿童要买票吗？", "所有儿童都可以免费入场。", POOL, False),
    w.faith("zh-t47-041", "value.except", "游泳馆什么时候闭馆？", "除七八月外，游泳馆每周日闭馆。", POOL, False),
    w.faith("zh-t47-042", "direction", "暑期班每班多少人？", "每班至少有8名学员。", SWIM_CLASS, False),
    w.faith("zh-t47-043", "added.entity", "游泳培训班怎么收费？", "成人游泳培训班每期12节课，学费1,200元。", SWIM_CLASS, False),
    w.faith("zh-t47-044", "value.date", "康复中心什么时候搬到现在的地址？", "康复理疗中心2012年迁到了现址。", PHYSIO, False),
]

CORRECTNESS = [
    w.correct("zh-t47-045", "correct.wordy", "康复理疗中心的产后康复由谁负责？", "在康复理疗中心，产后康复这一块是由赵敏治疗师负责的。", "赵敏治疗师", True),
    w.correct("zh-t47-046", "correct.format", "十次疗程卡多少钱？", "两千二百元。", "2,200元", True),
    w.correct("zh-t47-047", "correct.short", "少儿游泳暑期班什么时候开课？", "7月5日。", "暑期班于7月5日开课。", True),
    w.correct("zh-t47-048", "correct.format", "市游泳馆夏季几点开放？", "早上八点到晚上十点。", "8:00至22:00", True),
    w.correct("zh-t47-049", "wrong.value", "市游泳馆成人单次票多少钱？", "成人单次票50元。", "40元", False),
    w.correct("zh-t47-050", "wrong.role", "少儿暑期班的提高班由哪位教练负责？", "由周涛教练负责。", "郑丽教练", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
