"""Chinese cases of set t2: a university registrar's office (resit exams, transcripts), a pet
grooming salon (hours, top-up cards), a bakery chain (evening discount, birthday cakes), an
e-scooter rental (rates, monthly card), home insurance claims (burglary) and a museum shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RESIT = "本学期补考报名时间为3月4日至3月15日，学生须通过教务系统在线提交申请。每门课程补考费为50元，须在报名截止前缴纳。补考成绩最高按60分记入成绩单。因病缺考的学生凭医院证明可免交补考费。"
TRANSCRIPT = "中英文成绩单由教务处统一打印，并加盖教务处公章。在校生每学期可免费申请两份，超出部分每份收费10元。办理时间为工作日上午8:30至11:30。代办人须持本人签字的委托书和双方身份证件。"
GROOM = "萌宠屋宠物美容店营业时间为9:00至20:00，每周三店休。小型犬洗护套餐价格为88元，大型犬为198元。所有宠物到店前须完成驱虫，超过三个月未驱虫的宠物不予接待。猫咪美容由店长王晓丽负责。"
GROOM_CARD = "会员卡充值1000元赠送200元，充值金额不可退还。洗护结束后，美容师会将宠物照片发送至主人微信。宠物在店期间如发现皮肤问题，美容师会先告知主人，由主人决定是否继续服务。"
BAKERY = "麦香坊在全国共有56家门店。每天晚上8点以后，当日面包一律八折。会员生日当月可领取一张30元蛋糕券，有效期15天。门店不提供外卖服务，仅支持到店自取。"
CAKE = "生日蛋糕需至少提前两天预订，预订时支付全款。8寸蛋糕售价168元，10寸蛋糕售价228元。蛋糕上的文字由裱花师根据顾客要求书写，图案设计则由门店店长确认。"
SCOOTER = "小蓝滑板车起步价2元（含10分钟），超出后每分钟0.3元。用户须年满16周岁并完成实名认证。还车须停放在APP指定的蓝色停车区内，否则加收调度费5元。车辆最高时速为15公里。"
MONTH_CARD = "小蓝月卡售价25元，有效期30天，每天可免费骑行3次，每次不超过20分钟。月卡购买后不支持退款。雨雪天气时部分区域会暂停服务。"
THEFT = "家财险被盗理赔须在案发后24小时内报警，并在7日内通知保险公司。理赔时需提供派出所出具的报案回执和失窃物品清单。查勘员负责核实现场情况，理赔专员根据查勘员的报告核定赔款。现金、首饰等贵重物品不在保障范围内。"
MUSEUM = "博物馆文创商店位于一号展厅出口处，开放时间为9:00至17:00，周一闭馆。持年卡的观众购买文创产品可享九五折优惠，特价商品除外。“千里江山”系列丝巾由杭州一家丝绸厂生产，每条售价320元。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("zh-t2-001", "fmt.date", "补考什么时候报名？", "补考报名期为3/4至3/15。", RESIT, True),
    w.faith("zh-t2-002", "para.synonym", "补考怎么申请？", "补考申请要在教务系统上网上提交。", RESIT, True),
    w.faith("zh-t2-003", "wrap.attribution", "补考过了成绩怎么算？", "根据通知，补考成绩记入成绩单时最多只按60分计。", RESIT, True),
    w.faith("zh-t2-004", "para.passive", "成绩单是谁打印的？", "教务处统一打印中英文成绩单，并在上面盖上教务处的公章。", TRANSCRIPT, True),
    w.faith("zh-t2-005", "fmt.time", "成绩单什么时候可以办？", "工作日上午八点半到十一点半可以办理。", TRANSCRIPT, True),
    w.faith("zh-t2-006", "para.combine", "成绩单要收费吗？", "在校生每学期有两份免费的，再多要的话每份收10元。", TRANSCRIPT, True),
    w.faith("zh-t2-007", "para.except", "萌宠屋哪天不开门？", "萌宠屋除了周三，每天都营业。", GROOM, True),
    w.faith("zh-t2-008", "fmt.time", "你们几点开门、几点关门？", "我们早上9点开门，晚上8点关门。", GROOM, True),
    w.faith("zh-t2-009", "para.pronoun", "谁给猫咪做美容？", "是店长王晓丽，店里猫咪的美容都归她负责。", GROOM, True),
    w.faith("zh-t2-010", "wrap.hedge", "带狗去洗澡有什么要求吗？", "好像宠物来店之前都得先驱虫，三个多月没驱过虫的不接待。", GROOM, True),
    w.faith("zh-t2-011", "fmt.share", "晚上面包打折吗？", "每晚8点以后，当天的面包全部按原价的80%出售。", BAKERY, True),
    w.faith("zh-t2-012", "para.synonym", "麦香坊能送外卖吗？", "不能，麦香坊不送外卖，只能到店自提。", BAKERY, True),
    w.faith("zh-t2-013", "fmt.period", "生日蛋糕要提前多久订？", "生日蛋糕最少要提前48小时预订，下单时就要把钱全部付清。", CAKE, True),
    w.faith("zh-t2-014", "para.synonym", "蛋糕上的字和图案谁负责？", "蛋糕上写什么字由裱花师按顾客的要求来写，图案设计则要门店店长点头。", CAKE, True),
    w.faith("zh-t2-015", "fmt.currency", "滑板车怎么收费？", "起步两块钱，包含前十分钟，之后每分钟三毛。", SCOOTER, True),
    w.faith("zh-t2-016", "fmt.unit", "滑板车最快能骑多快？", "车速最高15 km/h。", SCOOTER, True),
    w.faith("zh-t2-017", "para.except", "还车时没停在蓝色区域会怎样？", "没停进APP指定的蓝色停车区的话，要多收5元调度费。", SCOOTER, True),
    w.faith("zh-t2-018", "wrap.opener", "月卡怎么用？", "您好！月卡25元，每天能免费骑3次，每次最多骑20分钟。", MONTH_CARD, True),
    w.faith("zh-t2-019", "wrap.question", "月卡买了能退吗？", "月卡一经购买就不能退款哦。还有其他问题吗？", MONTH_CARD, True),
    w.faith("zh-t2-020", "fmt.period", "家里被盗了要多久内报警？", "案发后一天之内要报警，七天内还要通知保险公司。", THEFT, True),
    w.faith("zh-t2-021", "para.relative", "赔多少钱是谁定的？", "负责核实现场的查勘员写出报告，理赔专员再据此核定赔款。", THEFT, True),
    w.faith("zh-t2-022", "para.except", "文创商店每天都开吗？", "除了周一以外，文创商店每天都开放。", MUSEUM, True),
    w.faith("zh-t2-023", "fmt.share", "有年卡买东西有优惠吗？", "持年卡买文创产品可以便宜5%，不过特价商品不参加。", MUSEUM, True),
    w.faith("zh-t2-024", "wrap.closer", "“千里江山”丝巾多少钱？", "“千里江山”丝巾每条320元，由杭州的一家丝绸厂生产。欢迎来店选购！", MUSEUM, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t2-025", "value.date", "补考报名截止到哪天？", "补考报名一直开放到3月25日。", RESIT, False),
    w.faith("zh-t2-026", "value.currency", "补考费多少？", "每门课程的补考费是50美元。", RESIT, False),
    w.faith("zh-t2-027", "antonym", "补考成绩怎么记？", "补考成绩最低按60分记入成绩单。", RESIT, False),
    w.faith("zh-t2-028", "modality", "别人能帮我代办成绩单吗？", "可以，代办人最好带上委托书，不带也能办。", TRANSCRIPT, False),
    w.faith("zh-t2-029", "value.number", "每学期能免费打几份成绩单？", "在校生每学期可以免费申请三份。", TRANSCRIPT, False),
    w.faith("zh-t2-030", "value.time", "成绩单的办理时间是？", "工作日下午2点到5点可以办理。", TRANSCRIPT, False),
    w.faith("zh-t2-031", "value.except", "萌宠屋周几休息？", "萌宠屋每周一店休。", GROOM, False),
    w.faith("zh-t2-032", "added.entity", "谁负责猫咪美容？", "猫咪美容由店长王晓丽和美容师李娜一起负责。", GROOM, False),
    w.faith("zh-t2-033", "negation", "充值的钱能退吗？", "会员卡里充的钱是可以退的。", GROOM_CARD, False),
    w.faith("zh-t2-034", "role.swap", "洗护时发现皮肤问题怎么办？", "主人会先告诉美容师，再由美容师决定要不要继续服务。", GROOM_CARD, False),
    w.faith("zh-t2-035", "direction", "面包什么时候打折？", "每天晚上8点以前，当天的面包一律打八折。", BAKERY, False),
    w.faith("zh-t2-036", "quantifier", "晚上8点以后面包都打折吗？", "晚上8点以后，只有部分当日面包打八折。", BAKERY, False),
    w.faith("zh-t2-037", "added.fact", "会员过生日有什么福利？", "生日当月可以领一张30元的蛋糕券，还能免费喝一杯咖啡。", BAKERY, False),
    w.faith("zh-t2-038", "role.swap", "蛋糕上的字是谁写的？", "蛋糕上的字由门店店长书写，图案设计由裱花师确认。", CAKE, False),
    w.faith("zh-t2-039", "value.unit", "小蓝滑板车最高时速多少？", "最高时速是15英里。", SCOOTER, False),
    w.faith("zh-t2-040", "quantifier", "下雨天还能骑吗？", "雨雪天气时所有区域都会暂停服务。", MONTH_CARD, False),
    w.faith("zh-t2-041", "role.swap", "现场由谁来核实？", "理赔专员负责核实现场情况，查勘员再根据报告核定赔款。", THEFT, False),
    w.faith("zh-t2-042", "negation", "首饰被偷了能赔吗？", "能赔，现金、首饰这类贵重物品也在保障范围之内。", THEFT, False),
    w.faith("zh-t2-043", "antonym", "文创商店在哪儿？", "文创商店在一号展厅的入口处。", MUSEUM, False),
    w.faith("zh-t2-044", "value.except", "年卡优惠适用于哪些商品？", "持年卡购买文创产品可享九五折，连特价商品也包括在内。", MUSEUM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t2-045", "correct.wordy", "小型犬洗护套餐多少钱？", "小型犬的洗护套餐目前价格是88元，大型犬的套餐要贵一些。", "88元", True),
    w.correct("zh-t2-046", "correct.format", "补考费每门多少钱？", "每门五十块。", "50元", True),
    w.correct("zh-t2-047", "correct.format", "小蓝滑板车的最高时速是多少？", "15 km/h", "每小时15公里", True),
    w.correct("zh-t2-048", "correct.wordy", "被盗理赔的赔款由谁核定？", "赔款是由理赔专员根据查勘员提交的现场报告来核定的。", "理赔专员", True),
    w.correct("zh-t2-049", "wrong.value", "麦香坊在全国有多少家门店？", "一共有65家门店。", "56家", False),
    w.correct("zh-t2-050", "wrong.role", "蛋糕的图案设计由谁确认？", "由裱花师确认。", "门店店长", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
