"""Chinese cases of set t24: 租房合同的押金与退租、公寓管理规定、公司的年假与远程办公制度、
健身房会员合同与场馆规则、学院考试规定、空调保修条款、手机卡的漫游资费。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LEASE = (
    "租客王磊与房东陈静签订了一年的租约，月租金为4,500元，押金为两个月租金，共9,000元。"
    "租约到期后，房东应在七日内退还押金；如房屋有损坏，可从押金中扣除维修费用。"
    "租客如需提前退租，须提前30天书面通知房东。"
)
APARTMENT = (
    "阳光公寓允许住户饲养一只猫或一只体重不超过10公斤的狗，但必须到物业登记。"
    "公寓内所有公共区域禁止吸烟，阳台除外。"
    "晚上10点至早上7点为安静时间，禁止装修施工。"
)
LEAVE = (
    "星河科技的员工入职满一年后可享受每年10天带薪年假，满五年后增至15天。"
    "年假须提前一周在系统中申请，由直属上级审批。"
    "当年未休完的年假不能延到下一年，也不折算成工资。"
)
REMOTE = (
    "自2025年3月起，星河科技允许研发部员工每周最多远程办公两天，但周三和周四除外。"
    "远程办公期间，员工须在上午9点半至下午5点半之间保持在线。"
    "公司每月为远程办公的员工补贴网费100元。"
)
GYM_CONTRACT = (
    "力行健身的年卡售价为3,600元，可分12期付款，每期300元。"
    "会员卡在购买后15天内可无理由退款，超过15天则不予退款。"
    "会员每年可申请一次停卡，最长30天。"
)
GYM_RULES = (
    "力行健身每天早上6:00至晚上10:00营业，春节期间闭馆。"
    "会员每月可免费带一位朋友来训练一次。"
    "私教课须至少提前24小时预约，迟到超过15分钟按已上课处理。"
)
EXAM_RULES = (
    "华东理工学院的期末考试报名截止日期为每年12月1日。"
    "因病缺考的学生须在考后三个工作日内向教务处提交医院证明，方可参加补考。"
    "补考成绩最高记为60分。"
)
EXAM_ROOM = (
    "考生须提前15分钟进入考场，开考30分钟后不得入场。"
    "考场内禁止携带手机、智能手表等电子设备。"
    "监考老师李芳发现作弊行为后，应交由教务处处长赵建国处理。"
)
WARRANTY = (
    "凡在本店购买的清风牌空调，整机保修三年，压缩机保修十年。"
    "保修期内，非人为损坏的故障均可免费维修。"
    "申请保修时须出示购机发票。"
    "人为损坏或私自拆机的，不在保修范围内。"
)
ROAMING = (
    "畅游卡用户在港澳台地区可购买每日25元的漫游包，含1GB高速流量，用完后降速至128kbps，不另收费。"
    "在其他国家和地区，接听电话每分钟收费2元。"
    "出境前须在手机营业厅App内开通国际漫游功能。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 租约
    w.faith("zh-t24-001", "fmt.currency", "押金是多少？", "押金一共是人民币九千元，相当于两个月的房租。", LEASE, True),
    w.faith("zh-t24-002", "fmt.period", "租约到期后押金多久退？", "租约到期后，房东应当在一周之内把押金退给租客。", LEASE, True),
    w.faith("zh-t24-003", "para.relative", "想提前退租怎么办？", "想提前退租的租客必须提前30天以书面形式告知房东。", LEASE, True),
    w.faith("zh-t24-004", "role.swap", "押金由谁退还？", "租约到期后，押金由王磊在七日内退还给陈静。", LEASE, False),
    w.faith("zh-t24-005", "value.number", "押金相当于几个月的租金？", "押金相当于三个月的租金。", LEASE, False),
    # 公寓规定
    w.faith("zh-t24-006", "para.except", "可以在阳台抽烟吗？", "可以。公共区域一律禁烟，但阳台不在此列。", APARTMENT, True),
    w.faith("zh-t24-007", "fmt.time", "什么时候不能装修？", "安静时间为22:00到次日7:00，这段时间内不得装修施工。", APARTMENT, True),
    w.faith("zh-t24-008", "fmt.unit", "能养多大的狗？", "住户可以养一只体重在10千克以内的狗，不过要先去物业登记。", APARTMENT, True),
    w.faith("zh-t24-009", "negation", "养猫需要登记吗？", "住户养猫不需要到物业登记。", APARTMENT, False),
    w.faith("zh-t24-010", "quantifier", "公寓里能养几只宠物？", "住户可以饲养任意数量的猫狗，只要到物业登记就行。", APARTMENT, False),
    # 年假
    w.faith("zh-t24-011", "wrap.attribution", "工作五年以上有几天年假？", "根据公司制度，员工入职满五年后，每年带薪年假增加到15天。", LEAVE, True),
    w.faith("zh-t24-012", "para.synonym", "今年的年假没休完怎么办？", "当年没休的年假既不能顺延到明年，也不能换成工资。", LEAVE, True),
    w.faith("zh-t24-013", "para.nominal", "年假怎么申请？", "年假申请须提前一周通过系统提交，并经直属上级审批。", LEAVE, True),
    w.faith("zh-t24-014", "direction", "年假可以事后补申请吗？", "可以，年假在休完后一周内到系统里补交申请即可。", LEAVE, False),
    w.faith("zh-t24-015", "value.number", "年假什么时候增加到15天？", "员工入职满三年后，年假就增加到15天。", LEAVE, False),
    # 远程办公
    w.faith("zh-t24-016", "para.except", "周三可以远程办公吗？", "不可以。研发部员工每周最多能远程办公两天，但不能选周三和周四。", REMOTE, True),
    w.faith("zh-t24-017", "fmt.time", "远程办公时要在线到几点？", "远程办公时，员工需要在9:30到17:30之间保持在线。", REMOTE, True),
    w.faith("zh-t24-018", "fmt.date", "远程办公制度是从什么时候开始的？", "这项远程办公政策从2025年三月开始实行。", REMOTE, True),
    w.faith("zh-t24-019", "added.entity", "哪些部门可以远程办公？", "研发部和市场部的员工每周最多可以远程办公两天。", REMOTE, False),
    w.faith("zh-t24-020", "value.currency", "网费补贴有多少？", "公司每月给远程办公的员工补贴网费200元。", REMOTE, False),
    # 健身房合同
    w.faith("zh-t24-021", "fmt.number", "年卡能分期吗？", "能，年卡3,600元，可以分十二期付，每期三百元。", GYM_CONTRACT, True),
    w.faith("zh-t24-022", "wrap.hedge", "会员卡可以暂停吗？", "如果我没理解错的话，会员每年可以申请停卡一次，最长停30天。", GYM_CONTRACT, True),
    w.faith("zh-t24-023", "antonym", "停卡有什么限制？", "会员每年可以申请一次停卡，最短30天。", GYM_CONTRACT, False),
    w.faith("zh-t24-024", "value.number", "买了会员卡多久内能退？", "会员卡在购买后7天内可以无理由退款。", GYM_CONTRACT, False),
    # 健身房规则
    w.faith("zh-t24-025", "para.except", "春节期间健身房开门吗？", "不开。健身房平时每天6点到22点营业，只有春节期间闭馆。", GYM_RULES, True),
    w.faith("zh-t24-026", "wrap.closer", "私教课要提前多久约？", "私教课至少要提前一天预约哦。希望对你有帮助！", GYM_RULES, True),
    w.faith("zh-t24-027", "modality", "私教课必须提前预约吗？", "私教课建议提前24小时预约，临时约也可以。", GYM_RULES, False),
    w.faith("zh-t24-028", "value.number", "私教课迟到会怎样？", "迟到超过10分钟，这节课就按已上课处理。", GYM_RULES, False),
    # 考试规定
    w.faith("zh-t24-029", "fmt.date", "期末考试报名什么时候截止？", "期末考试报名截止到每年的12月1号。", EXAM_RULES, True),
    w.faith("zh-t24-030", "para.combine", "生病没参加考试怎么办？", "因病缺考的学生只要在考后三个工作日内向教务处交医院证明，就能参加补考，不过补考成绩最高只记60分。", EXAM_RULES, True),
    w.faith("zh-t24-031", "value.date", "报名截止日期是哪天？", "期末考试报名截止日期是每年11月1日。", EXAM_RULES, False),
    w.faith("zh-t24-032", "added.fact", "因病缺考后怎么申请补考？", "须在考后三个工作日内向教务处提交医院证明，并缴纳50元补考费。", EXAM_RULES, False),
    # 考场纪律
    w.faith("zh-t24-033", "fmt.period", "迟到多久就不能进考场了？", "开考半小时以后，考生就不能再进入考场了。", EXAM_ROOM, True),
    w.faith("zh-t24-034", "para.relative", "作弊行为由谁处理？", "监考老师李芳发现的作弊行为，由教务处处长赵建国负责处理。", EXAM_ROOM, True),
    w.faith("zh-t24-035", "role.swap", "发现作弊后怎么处理？", "教务处处长赵建国发现作弊行为后，交由监考老师李芳处理。", EXAM_ROOM, False),
    w.faith("zh-t24-036", "value.except", "考场里能戴智能手表吗？", "考场内不能带手机，但可以戴智能手表。", EXAM_ROOM, False),
    # 保修
    w.faith("zh-t24-037", "fmt.period", "空调保修多久？", "压缩机保修长达十年，整机保修则是36个月。", WARRANTY, True),
    w.faith("zh-t24-038", "para.except", "自己拆过机还能保修吗？", "不能。只有非人为损坏的故障才免费维修，私自拆过机的不在保修范围内。", WARRANTY, True),
    w.faith("zh-t24-039", "value.unit", "整机保修多长时间？", "清风牌空调整机保修三个月。", WARRANTY, False),
    w.faith("zh-t24-040", "negation", "保修需要带什么？", "申请保修时不需要出示购机发票。", WARRANTY, False),
    # 漫游
    w.faith("zh-t24-041", "fmt.currency", "港澳台漫游包多少钱？", "港澳台地区的漫游包每天二十五块钱，含1GB高速流量。", ROAMING, True),
    w.faith("zh-t24-042", "wrap.opener", "流量用完会另外收费吗？", "您好！流量用完后网速会降到128kbps，但不会另外收费。", ROAMING, True),
    w.faith("zh-t24-043", "direction", "什么时候开通国际漫游？", "出境以后再到App里开通国际漫游功能就行。", ROAMING, False),
    w.faith("zh-t24-044", "value.currency", "在其他国家接电话怎么收费？", "在其他国家和地区，接听电话每分钟收费5元。", ROAMING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t24-045", "correct.wordy", "力行健身的年卡多少钱？", "力行健身的年卡总价是3,600元，如果不想一次付清，也可以分12期付款，每期300元。", "3,600元", True),
    w.correct("zh-t24-046", "correct.format", "补考成绩最高记多少分？", "最高记为六十分。", "60分", True),
    w.correct("zh-t24-047", "correct.format", "开考后多久不得入场？", "开考半小时后就不能进场了。", "开考30分钟后", True),
    w.correct("zh-t24-048", "correct.wordy", "阳光公寓的安静时间是什么时候？", "按照公寓的规定，每天从晚上十点开始，一直到第二天早上七点，都属于安静时间，期间不能装修。", "晚上10点到早上7点", True),
    w.correct("zh-t24-049", "wrong.value", "空调压缩机保修多久？", "压缩机保修三年。", "十年", False),
    w.correct("zh-t24-050", "wrong.role", "作弊行为由谁处理？", "由监考老师李芳处理。", "教务处处长赵建国", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
