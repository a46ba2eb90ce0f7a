"""Training set t1, Chinese: 仁和口腔诊所 (营业时间、医生与收费), 北山滑雪学校 (课程、儿童与天气),
梧桐社区共享菜园 (菜地、规定), 东港—鹭屿轮渡 (班次、票价), 青橙联合办公和湖畔庄园婚礼堂。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

DENTAL_HOURS = (
    "仁和口腔诊所周二至周日上午8:30至下午5:30营业，每周一休息。"
    "洗牙一次收费280元，初诊检查免费。"
    "拔智齿须至少提前三天预约。"
)
DENTAL_STAFF = (
    "诊所的正畸由刘静雯医生负责，种植牙由高志远主任负责。"
    "所有患者就诊前需出示身份证。"
    "12岁以下儿童做窝沟封闭，费用的一半由社区补贴。"
)
SKI_LESSONS = (
    "北山滑雪学校的初级团体课每节90分钟，每班最多10人，每人收费300元。"
    "学校的教练全部持有国家职业资格证书。"
    "雪具租赁费用已包含在课程价格中。"
)
SKI_RULES = (
    "6岁以下儿童上课必须由家长陪同。"
    "今年冬天，教练王磊带新教练赵雨萱完成了上岗培训。"
    "如遇大雪封山，课程将顺延，不予退款。"
)
GARDEN_PLOTS = (
    "梧桐社区共享菜园共有36块菜地，每块8平方米。"
    "菜地租期为一年，租金每年200元，本社区居民优先。"
    "每年3月1日开始报名，先到先得。"
)
GARDEN_RULES = (
    "菜园每天早上6点至晚上8点开放。"
    "园内禁止使用化肥和除草剂。"
    "志愿者组长陈美玲每周三下午组织一次堆肥活动。"
    "连续两个月无人打理的菜地将被收回。"
)
FERRY_SCHEDULE = (
    "东港至鹭屿的轮渡每天7:00至22:00运营，每30分钟一班。单程航行时间为25分钟。台风预警期间全线停航。"
)
FERRY_TICKETS = (
    "成人单程票价35元，身高1.2米以下的儿童免票，1.2米至1.5米的儿童半价。"
    "乘客须凭本人身份证购票。"
    "电动自行车不得上船，普通自行车需另付10元。"
)
COWORK = (
    "青橙联合办公的固定工位每月1800元，开放工位每天80元。"
    "会员每月可免费使用会议室8小时，超出部分每小时60元。"
    "前台服务时间为工作日9:00至18:00，会员可凭门禁卡全天进入。"
)
WEDDING = (
    "湖畔庄园婚礼堂的主宴会厅最多可容纳30桌，每桌10人。"
    "婚宴套餐每桌4888元起，场地费全免。"
    "签约时须支付总价的20%作为定金，并在婚礼前30天结清尾款。"
    "婚宴须在晚上9:30前结束。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("zh-t1-001", "para.except", "仁和口腔诊所哪几天营业？", "除了周一，诊所每天都开门。", DENTAL_HOURS, True),
    w.faith("zh-t1-002", "fmt.time", "诊所几点下班？", "诊所营业到17:30。", DENTAL_HOURS, True),
    w.faith("zh-t1-003", "fmt.period", "拔智齿要提前多久约？", "至少得提前72小时预约。", DENTAL_HOURS, True),
    w.faith("zh-t1-004", "para.reorder", "种植牙和正畸分别找哪位医生？", "高志远主任负责种植牙，正畸则由刘静雯医生负责。", DENTAL_STAFF, True),
    w.faith("zh-t1-005", "fmt.share", "孩子做窝沟封闭有补贴吗？", "有的，12岁以下的孩子做窝沟封闭，社区补贴50%的费用。", DENTAL_STAFF, True),
    w.faith("zh-t1-006", "fmt.period", "初级团体课一节课多长时间？", "每节课一个半小时。", SKI_LESSONS, True),
    w.faith("zh-t1-007", "fmt.currency", "初级团体课怎么收费？", "每人三百块钱。", SKI_LESSONS, True),
    w.faith("zh-t1-008", "para.synonym", "上课还要自己另租雪具吗？", "不用另外花钱，租雪具的费用已经算在课程价格里了。", SKI_LESSONS, True),
    w.faith("zh-t1-009", "wrap.attribution", "五岁的孩子能一个人上课吗？", "根据滑雪学校的规定，不满6岁的孩子上课时必须有家长陪着。", SKI_RULES, True),
    w.faith("zh-t1-010", "para.pronoun", "赵雨萱的上岗培训是谁带的？", "是王磊教练，今年冬天他带她完成了上岗培训。", SKI_RULES, True),
    w.faith("zh-t1-011", "wrap.hedge", "碰上大雪封山，课程怎么办？", "如果我没理解错的话，遇到大雪封山课程会往后延，但是不退钱。", SKI_RULES, True),
    w.faith("zh-t1-012", "fmt.unit", "一块菜地有多大？", "每块菜地8㎡。", GARDEN_PLOTS, True),
    w.faith("zh-t1-013", "fmt.period", "菜地一次能租多久？", "租期是十二个月。", GARDEN_PLOTS, True),
    w.faith("zh-t1-014", "fmt.date", "菜地什么时候开始报名？", "每年三月一日起接受报名，先报先得。", GARDEN_PLOTS, True),
    w.faith("zh-t1-015", "para.passive", "堆肥活动是谁组织的？", "每周三下午的堆肥活动是由志愿者组长陈美玲组织的。", GARDEN_RULES, True),
    w.faith("zh-t1-016", "fmt.time", "菜园几点开门几点关门？", "菜园每天06:00到20:00开放。", GARDEN_RULES, True),
    w.faith("zh-t1-017", "para.synonym", "菜地里能不能打除草剂？", "不能，园内不允许用除草剂，化肥也一样不准用。", GARDEN_RULES, True),
    w.faith("zh-t1-018", "wrap.opener", "去鹭屿的轮渡多久一班？", "您好！轮渡每半小时发一班。", FERRY_SCHEDULE, True),
    w.faith("zh-t1-019", "para.part", "坐船到鹭屿要多久？", "单程25分钟。", FERRY_SCHEDULE, True),
    w.faith("zh-t1-020", "fmt.range", "小孩坐轮渡怎么买票？", "身高不到1.2米的孩子免票，1.2–1.5米的买半价票。", FERRY_TICKETS, True),
    w.faith("zh-t1-021", "wrap.closer", "普通自行车能带上船吗？", "可以，另外交10元就行。祝您旅途愉快！", FERRY_TICKETS, True),
    w.faith("zh-t1-022", "wrap.question", "会员晚上能进办公室吗？", "晚上能不能进？可以的，会员刷门禁卡全天都能进。", COWORK, True),
    w.faith("zh-t1-023", "fmt.share", "婚礼堂的定金怎么付？", "签约的时候先付总价的五分之一作为定金。", WEDDING, True),
    w.faith("zh-t1-024", "fmt.time", "婚宴最晚几点要结束？", "婚宴要在21:30之前结束。", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t1-025", "role.swap", "今年冬天的新教练培训是怎么回事？", "今年冬天，新教练王磊在赵雨萱的带领下完成了上岗培训。", SKI_RULES, False),
    w.faith("zh-t1-026", "role.swap", "我想做牙齿矫正，该找谁？", "正畸找高志远主任，种植牙则找刘静雯医生。", DENTAL_STAFF, False),
    w.faith("zh-t1-027", "antonym", "90分钟一节的是什么课？", "高级团体课每节90分钟，每班最多10人。", SKI_LESSONS, False),
    w.faith("zh-t1-028", "antonym", "菜地优先租给谁？", "菜地优先租给外社区的居民。", GARDEN_PLOTS, False),
    w.faith("zh-t1-029", "negation", "第一次去诊所检查要花钱吗？", "第一次来诊所做检查是要收费的。", DENTAL_HOURS, False),
    w.faith("zh-t1-030", "negation", "电动自行车能上船吗？", "可以，电动自行车能带上船。", FERRY_TICKETS, False),
    w.faith("zh-t1-031", "modality", "五岁孩子上课家长要跟着吗？", "6岁以下的孩子上课时最好有家长陪同。", SKI_RULES, False),
    w.faith("zh-t1-032", "modality", "买船票要带身份证吗？", "购票时建议带上身份证，不带也可以买。", FERRY_TICKETS, False),
    w.faith("zh-t1-033", "quantifier", "教练都有证书吗？", "学校有一部分教练持有国家职业资格证书。", SKI_LESSONS, False),
    w.faith("zh-t1-034", "quantifier", "刮台风的时候轮渡还开吗？", "台风预警期间，部分班次会停航。", FERRY_SCHEDULE, False),
    w.faith("zh-t1-035", "direction", "尾款什么时候结清？", "尾款要在婚礼结束后30天内付清。", WEDDING, False),
    w.faith("zh-t1-036", "direction", "哪些孩子可以免票？", "身高1.2米以上的儿童可以免票。", FERRY_TICKETS, False),
    w.faith("zh-t1-037", "value.number", "初级团体课一个班多少人？", "每个班最多十二个人。", SKI_LESSONS, False),
    w.faith("zh-t1-038", "value.time", "最晚一班轮渡是几点？", "轮渡一直开到晚上十点半。", FERRY_SCHEDULE, False),
    w.faith("zh-t1-039", "value.currency", "开放工位一天多少钱？", "开放工位每天100元。", COWORK, False),
    w.faith("zh-t1-040", "value.date", "菜地什么时候开始报名？", "每年4月1日开始报名，先到先得。", GARDEN_PLOTS, False),
    w.faith("zh-t1-041", "value.unit", "每块菜地多大？", "每块菜地有8亩。", GARDEN_PLOTS, False),
    w.faith("zh-t1-042", "value.except", "诊所哪天休息？", "诊所除周日外每天营业。", DENTAL_HOURS, False),
    w.faith("zh-t1-043", "added.fact", "婚礼堂要收场地费吗？", "场地费全免，庄园还免费提供婚车。", WEDDING, False),
    w.faith("zh-t1-044", "added.entity", "菜园的堆肥活动谁来组织？", "每周三下午由陈美玲和社区主任李建国一起组织堆肥活动。", GARDEN_RULES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t1-045", "correct.wordy", "东港到鹭屿的轮渡单程要多久？", "从东港开船到抵达鹭屿，单程航行时间一共是二十五分钟。", "25分钟", True),
    w.correct("zh-t1-046", "correct.format", "北山滑雪学校的初级团体课一节多长？", "一个半小时。", "90分钟", True),
    w.correct("zh-t1-047", "correct.short", "湖畔庄园婚礼堂要另付场地费吗？", "不用付。", "不用，场地费全免。", True),
    w.correct("zh-t1-048", "correct.format", "湖畔庄园婚礼堂的定金是总价的多少？", "总价的五分之一。", "20%", True),
    w.correct("zh-t1-049", "wrong.value", "东港至鹭屿轮渡的成人单程票价是多少？", "成人单程票价是45元。", "35元", False),
    w.correct("zh-t1-050", "wrong.role", "仁和口腔诊所的正畸由谁负责？", "正畸由高志远主任负责。", "刘静雯医生", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
