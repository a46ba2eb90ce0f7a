"""Chinese cases of set t48: 上海一家24小时药房的夜间售药与药师排班、广州宠物医院的异宠科
与绝育手术、北京口腔门诊部的种植牙与涂氟、武汉私教工作室的课程价格、南湖游泳馆的
深水合格证与成人速成班、华康运动康复中心的评估与治疗。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PHARMACY = (
    "上海益丰大药房静安店是24小时营业的门店，夜间（22:00至次日8:00）通过窗口售药。"
    "店内有两位驻店药师：孙慧负责白班，黄志刚负责夜班。"
    "处方药须凭医生处方购买。"
    "会员每月8日可享受全场九五折。"
)
VET = (
    "广州安安宠物医院成立于2015年，2019年开设了异宠科。"
    "异宠科由冯雅琪医生负责，主要诊治兔子、仓鼠和鸟类；医院院长谢俊峰擅长内科。"
    "猫咪绝育手术公猫300元，母猫800元，术后需住院观察一晚。"
)
DENTAL = (
    "北京齿康口腔门诊部周一至周日均营业，时间为8:30至20:00。"
    "种植牙由何建华主任负责，单颗种植费用约8,000元起。"
    "儿童涂氟每次50元，建议每三个月涂一次。"
    "门诊部的前身是2008年开业的齿康诊所，2018年扩建为门诊部。"
)
STUDIO = (
    "武汉乐动健身工作室只提供私教课，不办理年卡。"
    "私教课单节300元，购买20节课包则为每节260元。"
    "教练刘洋擅长增肌训练，教练蒋婷擅长产后塑形。"
    "工作室每天10:00至22:00营业，每周三下午闭店培训。"
)
POOL = (
    "南湖游泳馆为室内恒温泳池，水温常年保持在28℃左右。"
    "馆内分深水区和浅水区，进入深水区须持有深水合格证。"
    "深水合格证考试需连续游200米，每周六上午9点举行，考试费20元。"
    "次卡10次380元，有效期半年。"
)
SWIM_CLASS = (
    "南湖游泳馆成人蛙泳速成班每期10天，每天上课1小时，学费980元。"
    "教练由国家二级运动员吕航担任。"
    "每班限6人。"
    "课程分上午班（9:00）和晚班（19:00）。"
)
PHYSIO = (
    "华康运动康复中心由前国家队队医范国强于2014年创立。"
    "中心主要治疗运动损伤，如膝关节韧带损伤和肩袖损伤。"
    "首次评估60分钟，收费400元；之后每次治疗45分钟，收费300元。"
    "治疗需提前两天通过电话预约。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t48-001", "fmt.period", "静安店晚上开门吗？", "开的，这家门店全天二十四小时营业，夜里通过窗口售药。", PHARMACY, True),
    w.faith("zh-t48-002", "fmt.time", "夜间窗口售药从几点开始？", "从晚上十点开始，一直到第二天早上八点。", PHARMACY, True),
    w.faith("zh-t48-003", "para.combine", "店里有哪些药师？", "店里有两位驻店药师，白班是孙慧，夜班是黄志刚。", PHARMACY, True),
    w.faith("zh-t48-004", "fmt.share", "会员日有什么优惠？", "每月8号会员全场打95折，也就是便宜百分之五。", PHARMACY, True),
    w.faith("zh-t48-005", "para.synonym", "买处方药需要什么？", "购买处方药必须有医生开的处方。", PHARMACY, True),
    w.faith("zh-t48-006", "para.combine", "安安宠物医院什么时候有异宠科的？", "医院2015年成立，2019年开设了异宠科。", VET, True),
    w.faith("zh-t48-007", "para.relative", "兔子生病找谁？", "可以找负责异宠科的冯雅琪医生，她主要诊治兔子、仓鼠和鸟类。", VET, True),
    w.faith("zh-t48-008", "fmt.currency", "母猫绝育多少钱？", "母猫绝育八百元。", VET, True),
    w.faith("zh-t48-009", "para.part", "绝育后要住院吗？", "需要，术后要住院观察一晚。", VET, True),
    w.faith("zh-t48-010", "para.pronoun", "院长是谁？", "院长是谢俊峰，他擅长内科。", VET, True),
    w.faith("zh-t48-011", "para.except", "周末齿康能看牙吗？", "能，门诊部一周七天都营业，周末也不例外。", DENTAL, True),
    w.faith("zh-t48-012", "fmt.time", "齿康晚上几点下班？", "晚上八点结束营业。", DENTAL, True),
    w.faith("zh-t48-013", "fmt.period", "孩子多久涂一次氟？", "建议每个季度给孩子涂一次氟。", DENTAL, True),
    w.faith("zh-t48-014", "fmt.thousands", "种一颗牙多少钱？", "单颗种植大约八千元起。", DENTAL, True),
    w.faith("zh-t48-015", "para.nominal", "门诊部什么时候扩建的？", "齿康诊所扩建为门诊部是在2018年。", DENTAL, True),
    w.faith("zh-t48-016", "para.except", "周三下午能去上私教课吗？", "不能，工作室每周三下午闭店培训。", STUDIO, True),
    w.faith("zh-t48-017", "fmt.currency", "买课包每节多少钱？", "买20节的课包，每节二百六十元。", STUDIO, True),
    w.faith("zh-t48-018", "para.synonym", "产后恢复找哪个教练？", "蒋婷教练擅长产后塑形，可以找她。", STUDIO, True),
    w.faith("zh-t48-019", "fmt.unit", "泳池水温多少度？", "水温常年保持在28摄氏度上下。", POOL, True),
    w.faith("zh-t48-020", "para.combine", "深水合格证怎么考？", "考试在每周六上午9点举行，需要连续游200米，考试费20元。", POOL, True),
    w.faith("zh-t48-021", "fmt.period", "次卡有效期多长？", "10次的次卡有效期是六个月。", POOL, True),
    w.faith("zh-t48-022", "wrap.opener", "速成班多少钱？", "您好，成人蛙泳速成班学费是980元。", SWIM_CLASS, True),
    w.faith("zh-t48-023", "fmt.time", "晚班几点上课？", "晚班晚上7点开始上课。", SWIM_CLASS, True),
    w.faith("zh-t48-024", "para.passive", "华康中心是谁创办的？", "中心是前国家队队医范国强在2014年创立的。", PHYSIO, True),
    w.faith("zh-t48-025", "role.swap", "夜班药师是谁？", "夜班药师是孙慧，黄志刚负责白班。", PHARMACY, False),
    w.faith("zh-t48-026", "value.date", "会员日是哪天？", "会员每月18日享受全场九五折。", PHARMACY, False),
    w.faith("zh-t48-027", "modality", "没有处方能买处方药吗？", "处方药最好有医生处方，没有的话也可以买。", PHARMACY, False),
    w.faith("zh-t48-028", "value.date", "异宠科哪年开的？", "安安宠物医院的异宠科2015年开设。", VET, False),
    w.faith("zh-t48-029", "value.currency", "公猫绝育多少钱？", "公猫绝育800元。", VET, False),
    w.faith("zh-t48-030", "added.fact", "绝育后要注意什么？", "术后需要住院观察一晚，住院费另收100元。", VET, False),
    w.faith("zh-t48-031", "role.swap", "谁擅长内科？", "冯雅琪医生擅长内科，谢俊峰院长负责异宠科。", VET, False),
    w.faith("zh-t48-032", "value.time", "齿康几点开门？", "门诊部早上9:30开门。", DENTAL, False),
    w.faith("zh-t48-033", "value.currency", "儿童涂氟多少钱？", "儿童涂氟每次80元。", DENTAL, False),
    w.faith("zh-t48-034", "added.entity", "种植牙谁负责？", "种植牙和牙齿正畸都由何建华主任负责。", DENTAL, False),
    w.faith("zh-t48-035", "value.except", "工作室哪天休息？", "工作室每周三全天闭店，其他时间10点到22点营业。", STUDIO, False),
    w.faith("zh-t48-036", "negation", "可以办年卡吗？", "可以办年卡，也可以单买私教课。", STUDIO, False),
    w.faith("zh-t48-037", "value.currency", "私教单节多少钱？", "私教课单节260元。", STUDIO, False),
    w.faith("zh-t48-038", "added.fact", "刘洋教练擅长什么？", "刘洋教练擅长增肌训练，他还是国家一级健美运动员。", STUDIO, False),
    w.faith("zh-t48-039", "quantifier", "进深水区需要合格证吗？", "只有儿童进入深水区才需要深水合格证。", POOL, False),
    w.faith("zh-t48-040", "value.number", "考深水证要游多远？", "深水合格证考试需连续游100米。", POOL, False),
    w.faith("zh-t48-041", "direction", "速成班每班多少人？", "每班不少于6人。", SWIM_CLASS, False),
    w.faith("zh-t48-042", "antonym", "南湖游泳馆是什么样的泳池？", "南湖游泳馆是室外恒温泳池，水温常年在28℃左右。", POOL, False),
    w.faith("zh-t48-043", "value.date", "华康中心哪年创立？", "华康运动康复中心创立于2004年。", PHYSIO, False),
    w.faith("zh-t48-044", "added.fact", "中心主要治疗什么？", "中心主要治疗膝关节韧带损伤、肩袖损伤和腰椎间盘突出等问题。", PHYSIO, False),
]

CORRECTNESS = [
    w.correct("zh-t48-045", "correct.wordy", "华康运动康复中心首次评估要多长时间？", "在华康运动康复中心，第一次评估需要六十分钟的时间。", "60分钟", True),
    w.correct("zh-t48-046", "correct.format", "华康运动康复中心首次评估收费多少？", "四百元。", "400元", True),
    w.correct("zh-t48-047", "correct.short", "成人蛙泳速成班的教练是谁？", "吕航。", "教练由国家二级运动员吕航担任。", True),
    w.correct("zh-t48-048", "correct.format", "深水合格证考试在什么时候？", "每个星期六早上九点。", "每周六上午9:00", True),
    w.correct("zh-t48-049", "wrong.value", "成人蛙泳速成班每班限多少人？", "每班限8人。", "6人", False),
    w.correct("zh-t48-050", "wrong.role", "安安宠物医院的院长是谁？", "院长是冯雅琪。", "谢俊峰", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
