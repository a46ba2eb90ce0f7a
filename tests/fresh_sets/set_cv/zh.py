"""Fresh set cv, Chinese: 公共自行车、画材店、击剑俱乐部、鬼屋、婚礼摄影师、大学食堂、陶瓷博物馆、立体停车楼、冲浪学校、音乐节营地。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BIKES = (
    "临江市公共自行车系统“畅骑”在120个站点投放了1,450辆自行车。"
    "年卡售价90元，日卡售价8元。"
    "会员每次骑行的前1小时免费，之后每30分钟收费1元。"
    "只有年满16周岁的人才能使用，建议佩戴头盔，但不强制。"
    "除2024年4月14日城市马拉松当天外，各站点每天开放。"
    "车辆由顺风车辆维修有限公司负责保养。"
)
ART = (
    "林晓雯、林晓晴姐妹于2011年创办了画材店“赭石画材”，店铺位于梧桐路。"
    "除周一外，画材店每天上午10点至晚上7点营业。"
    "500毫升的石膏底料售价48元，24色固体水彩套装售价168元。"
    "凭有效学生证购买所有颜料均可享受15%的折扣。"
    "订单满200元，可在店铺10公里范围内免费配送。"
    "周四晚上的速写课由林晓雯亲自授课，每班限12人。"
)
FENCING = (
    "蓝剑击剑俱乐部成立于1987年，现有会员140名。"
    "初学者课程为期8周，费用1600元，含面罩、击剑服和花剑的租借。"
    "训练时间为每周二和周四晚上7点到9点。"
    "未满18岁的学员须有家长的书面同意，所有人在剑道上都必须佩戴面罩。"
    "总教练王海涛培养的学员陈思琪获得了2022年全国青少年重剑冠军。"
    "只有持有俱乐部执照的会员才能参加地区比赛。"
)
HAUNTED = (
    "“夜半古宅”鬼屋于2024年9月27日至11月2日开放。"
    "每天晚上6点到11点，每15分钟发一场，每场体验大约持续40分钟。"
    "现场购票88元，网上购票78元。"
    "游客须年满13岁，未满16岁的儿童必须由成人陪同。"
    "除纪念品商店外，场内一律禁止拍照。"
    "演员由导演周凯指导，布景由9名木匠搭建。"
)
PHOTO = (
    "婚礼摄影师苏雨桐常驻成都，自2015年以来已拍摄300多场婚礼。"
    "她也在法国首都巴黎拍摄旅行婚礼。"
    "全天套餐价格为8800元，包含8小时拍摄和500张精修照片。"
    "预订档期需支付25%的定金，尾款须在婚礼前两周付清。"
    "精修照片在6周内交付，每个全天订单都由副摄影师何俊一同拍摄。"
    "成都市区内不收差旅费，市区外每公里收费2元。"
)
CANTEEN = (
    "南江师范大学第三食堂周一至周五上午11点半至下午2点供应午餐。"
    "一份热菜套餐学生价12元，教职工价18元。"
    "菜单由厨师长刘芳制定，每天至少有一道纯素菜。"
    "食堂共有450个座位。"
    "每天售出的1,500份餐中，有一半是用校园卡支付的。"
    "学生可以自带食物，但所有人用餐后都必须归还餐盘。"
)
CERAMICS = (
    "青瓷陶瓷博物馆馆藏陶瓷1.2万件，从中国古代瓷器到现代炻器都有。"
    "博物馆周二至周日上午9点半至下午5点开放，周五延长至晚上8点。"
    "成人门票40元，18岁以下免费。"
    "博物馆由建筑师郑雅琳设计，于1998年3月3日开馆。"
    "最大的一件藏品是一只重180公斤的釉陶瓮。"
    "展厅内禁止使用闪光灯拍照。"
)
PARKING = (
    "中央广场立体停车楼共6层，有820个车位。"
    "停车楼24小时开放，每小时收费5元，每天最高收费40元。"
    "车高超过2.1米的车辆禁止驶入。"
    "40个电动车充电桩全部位于1层和2层。"
    "月卡售价300元，须在每月1日前续费。"
    "停车楼归临江市政府所有，由泊安物业公司运营。"
)
SURF = (
    "浪花冲浪学校每年4月至10月在日月湾海滩开课。"
    "两小时的团体课收费380元，含冲浪板和防寒衣的租借。"
    "每名教练最多带8名学员。"
    "学员必须能游50米。"
    "学校由前海洋生物学家黄启明创办。"
    "浪高超过2米时课程取消。"
)
CAMPSITE = (
    "绿野音乐节营地于2024年7月18日（星期四）上午10点开放，比首场演出早一天。"
    "标准帐篷营位整个周末收费260元，房车营位收费600元。"
    "除指定火坑外，营地内一律禁止生火。"
    "营地共有200个厕所和60个淋浴间，淋浴免费。"
    "凌晨2点至早上8点为安静时间。"
    "营地由经理赵敏负责管理，安保由盾安公司提供。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cv-001", "para.reorder", "畅骑有多少辆自行车？", "畅骑共有1,450辆自行车，投放在120个站点。", BIKES, True),
    w.faith("zh-cv-002", "para.passive", "赭石画材是谁开的？", "赭石画材是由林晓雯和林晓晴姐妹在2011年创办的。", ART, True),
    w.faith("zh-cv-003", "para.synonym", "击剑俱乐部什么时候训练？", "每个星期二和星期四晚上7点到9点都有练习。", FENCING, True),
    w.faith("zh-cv-004", "para.nominal", "夜半古宅玩一场要多久？", "每场体验的持续时间约为40分钟。", HAUNTED, True),
    w.faith("zh-cv-005", "para.capital", "苏雨桐拍旅行婚礼吗？", "拍的。巴黎是法国的首都，她在那里拍摄旅行婚礼。", PHOTO, True),
    w.faith("zh-cv-006", "para.pronoun", "刘芳在第三食堂负责什么？", "她是厨师长，负责制定菜单。", CANTEEN, True),
    w.faith("zh-cv-007", "para.relative", "青瓷陶瓷博物馆是哪年开馆的？", "由建筑师郑雅琳设计的青瓷陶瓷博物馆于1998年3月3日开馆。", CERAMICS, True),
    w.faith("zh-cv-008", "para.part", "中央广场停车楼有多少个车位？", "停车楼共有820个车位。", PARKING, True),
    w.faith("zh-cv-009", "para.combine", "介绍一下浪花冲浪学校。", "浪花冲浪学校由前海洋生物学家黄启明创办，每年4月至10月在日月湾海滩上课。", SURF, True),
    w.faith("zh-cv-010", "fmt.number", "击剑初学者课程要上多久？", "课程为期八周，费用1600元。", FENCING, True),
    w.faith("zh-cv-011", "fmt.thousands", "畅骑一共投放了多少辆车？", "一共投放了1450辆自行车。", BIKES, True),
    w.faith("zh-cv-012", "fmt.scale", "青瓷陶瓷博物馆有多少件藏品？", "馆藏陶瓷共12,000件。", CERAMICS, True),
    w.faith("zh-cv-013", "fmt.date", "夜半古宅开放到什么时候？", "开放到2024-11-02。", HAUNTED, True),
    w.faith("zh-cv-014", "fmt.time", "第三食堂午饭几点供应？", "周一至周五11:30到14:00供应午餐。", CANTEEN, True),
    w.faith("zh-cv-015", "fmt.unit", "停车楼限高吗？", "限高，车高超过2.1 m的车辆不能驶入。", PARKING, True),
    w.faith("zh-cv-016", "fmt.abbrev", "南江师大三食堂的套餐多少钱？", "南江师大第三食堂的热菜套餐学生价12元，教职工价18元。", CANTEEN, True),
    w.faith("zh-cv-017", "fmt.currency", "标准帐篷营位多少钱？", "标准帐篷营位整个周末¥260。", CAMPSITE, True),
    w.faith("zh-cv-018", "fmt.range", "冲浪团体课一个教练带几个人？", "每名教练带的学员不超过8名。", SURF, True),
    w.faith("zh-cv-019", "fmt.period", "尾款什么时候付？", "尾款要在婚礼前14天付清。", PHOTO, True),
    w.faith("zh-cv-020", "fmt.share", "第三食堂有多少餐是用校园卡付的？", "每天1,500份餐中有50%是用校园卡支付的。", CANTEEN, True),
    w.faith("zh-cv-021", "para.except", "周一能去赭石画材买东西吗？", "不能，赭石画材周一不营业。", ART, True),
    w.faith("zh-cv-022", "wrap.opener", "我儿子15岁，想来学击剑，需要什么手续？", "好问题！未满18岁的学员需要有家长的书面同意。", FENCING, True),
    w.faith("zh-cv-023", "wrap.closer", "陶瓷博物馆门票多少钱？", "成人门票40元，18岁以下免费。希望对你有帮助！", CERAMICS, True),
    w.faith("zh-cv-024", "wrap.attribution", "夜半古宅的票怎么卖？", "根据鬼屋的官方介绍，网上购票78元，现场购票88元。", HAUNTED, True),
    w.faith("zh-cv-025", "wrap.hedge", "停车楼能给电动车充电吗？", "据我所知，停车楼有40个充电桩，全都在1层和2层。", PARKING, True),
    w.faith("zh-cv-026", "wrap.question", "畅骑有年龄限制吗？", "有，年满16周岁才能使用。需要我再介绍一下年卡和日卡的价格吗？", BIKES, True),
    w.faith("zh-cv-027", "value.number", "第三食堂有多少个座位？", "食堂共有540个座位。", CANTEEN, False),
    w.faith("zh-cv-028", "value.date", "青瓷陶瓷博物馆什么时候开馆的？", "博物馆于1998年5月3日开馆。", CERAMICS, False),
    w.faith("zh-cv-029", "value.time", "音乐节营地几点开放？", "营地于2024年7月18日（星期四）晚上10点开放。", CAMPSITE, False),
    w.faith("zh-cv-030", "value.unit", "什么情况下冲浪课会取消？", "浪高超过2英尺时课程取消。", SURF, False),
    w.faith("zh-cv-031", "value.currency", "停车楼月卡多少钱？", "月卡售价300美元。", PARKING, False),
    w.faith("zh-cv-032", "role.swap", "2022年全国青少年重剑冠军是谁培养的？", "总教练陈思琪培养的学员王海涛获得了2022年全国青少年重剑冠军。", FENCING, False),
    w.faith("zh-cv-033", "negation", "我女儿14岁，可以自己去夜半古宅吗？", "游客须年满13岁，但未满16岁的儿童不需要成人陪同。", HAUNTED, False),
    w.faith("zh-cv-034", "antonym", "营地有淋浴吗？", "有60个淋浴间，但需要付费使用。", CAMPSITE, False),
    w.faith("zh-cv-035", "modality", "骑畅骑要戴头盔吗？", "要，骑车时必须佩戴头盔。", BIKES, False),
    w.faith("zh-cv-036", "quantifier", "谁可以参加地区比赛？", "俱乐部所有会员都可以参加地区比赛。", FENCING, False),
    w.faith("zh-cv-037", "value.except", "纪念品商店里可以拍照吗？", "不可以，纪念品商店里也禁止拍照。", HAUNTED, False),
    w.faith("zh-cv-038", "direction", "营地什么时候开放？", "营地于2024年7月18日上午10点开放，比首场演出晚一天。", CAMPSITE, False),
    w.faith("zh-cv-039", "added.fact", "苏雨桐的全天套餐包括什么？", "全天套餐8800元，包含8小时拍摄、500张精修照片和一本婚礼相册。", PHOTO, False),
    w.faith("zh-cv-040", "added.entity", "第三食堂的菜单是谁定的？", "菜单由厨师长刘芳和营养师孙磊共同制定。", CANTEEN, False),
    w.faith("zh-cv-041", "mixed", "浪花冲浪学校什么时候上课？", "每年4月至10月在日月湾海滩上课，冬季则转到室内冲浪馆继续上课。", SURF, False),
]
REFUSAL = [
    w.refusal("zh-cv-042", "refusal.plain", "畅骑的自行车可以带上地铁吗？", "抱歉，我没有这方面的信息。", BIKES, True),
    w.refusal("zh-cv-043", "refusal.context", "赭石画材卖画架吗？", "提供的资料里没有提到这家店是否出售画架。", ART, True),
    w.refusal("zh-cv-044", "refusal.short", "俱乐部有淋浴间吗？", "不清楚。", FENCING, True),
    w.refusal("zh-cv-045", "refusal.long", "陶瓷博物馆里有咖啡厅吗？", "感谢您的提问！我手上的资料只介绍了青瓷陶瓷博物馆的藏品、开放时间、门票价格和建馆历史，并没有提到馆内是否有咖啡厅，所以我无法回答这个问题。建议您直接咨询博物馆服务台。", CERAMICS, True),
    w.refusal("zh-cv-046", "refusal.hedged", "夜半古宅一场多长时间？", "我不太确定，不过每场好像大约40分钟。", HAUNTED, False),
    w.refusal("zh-cv-047", "refusal.partial", "停车怎么收费？残疾人有优惠吗？", "每小时5元，每天最高40元。至于残疾人有没有优惠，资料里没有提到。", PARKING, False),
]
CORRECTNESS = [
    w.correct("zh-cv-048", "correct.wordy", "冲浪团体课多少钱？", "浪花冲浪学校的两小时团体课收费380元，这个价格已经包含冲浪板和防寒衣的租借。", "380元", True),
    w.correct("zh-cv-049", "correct.short", "音乐节营地由谁管理？", "赵敏。", "营地由经理赵敏负责管理，安保由盾安公司提供。", True),
    w.correct("zh-cv-050", "correct.format", "苏雨桐的全天套餐多少钱？", "八千八百元。", "8800元", True),
    w.correct("zh-cv-051", "wrong.value", "教职工在第三食堂吃一份套餐多少钱？", "教职工一份套餐12元。", "18元", False),
    w.correct("zh-cv-052", "wrong.echo", "多大年龄才能骑畅骑？", "到了能骑畅骑的年龄就能骑。", "年满16周岁", False),
    w.correct("zh-cv-053", "wrong.role", "谁获得了2022年全国青少年重剑冠军？", "王海涛获得了这个冠军。", "陈思琪（王海涛教练培养的学员）", False),
]
RELEVANCY = [
    w.relevant("zh-cv-054", "relevant.direct", "夜半古宅对游客有什么年龄要求？", "得满13岁才能进。", HAUNTED, True),
    w.relevant("zh-cv-055", "relevant.yesno", "2.5米高的面包车能停进去吗？", "不行，车高超过2.1米就不能驶入。", PARKING, True),
    w.relevant("zh-cv-056", "offtopic.true", "陶瓷博物馆成人门票多少钱？", "博物馆由建筑师郑雅琳设计。", CERAMICS, False),
    w.relevant("zh-cv-057", "offtopic.other", "赭石画材几点开门？", "24色固体水彩套装卖168元。", ART, False),
]
DIAGNOSIS = [
    w.diag("zh-cv-058", "diag.pass", "音乐节营地里可以生火吗？", "只能在指定火坑里生火，其他地方一律禁止。", {"campsite": CAMPSITE, "surf": SURF}, ("campsite",), "pass"),
    w.diag("zh-cv-059", "diag.offtopic", "畅骑年卡多少钱？", "车辆由顺风车辆维修有限公司负责保养。", {"bikes": BIKES, "parking": PARKING}, ("bikes",), "fix_generation"),
    w.diag("zh-cv-060", "diag.unfaithful", "苏雨桐的全天套餐多少钱？", "全天套餐价格为6800元。", {"photo": PHOTO, "canteen": CANTEEN}, ("photo",), "fix_generation"),
    w.diag("zh-cv-061", "diag.refused", "第三食堂午餐几点供应？", "抱歉，我不知道。", {"canteen": CANTEEN, "ceramics": CERAMICS}, ("canteen",), "fix_generation"),
    w.diag("zh-cv-062", "diag.missed", "上冲浪课需要会游泳吗？", "我没有找到相关信息。", {"haunted": HAUNTED, "art": ART}, ("surf",), "fix_retrieval"),
    w.diag("zh-cv-063", "diag.correct_refusal", "蓝剑击剑俱乐部开设佩剑课吗？", "资料中没有提到俱乐部是否开设佩剑课，我无法回答。", {"fencing": FENCING, "ceramics": CERAMICS}, (), "correct_refusal"),
    w.diag("zh-cv-064", "diag.should_refuse", "夜半古宅有停车场吗？", "有，鬼屋旁边有一个可停200辆车的免费停车场。", {"haunted": HAUNTED, "surf": SURF}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
