"""Chinese cases of set t54: 物流公司的差旅报销、病假和试用期规定，软件申请与打印机管理，
境外旅行险和宠物医疗险，农商银行的沿革与信用卡，宽带公司的历史、客服热线和融合套餐。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TRAVEL_EXP = (
    "远航物流员工出差时，住宿费在北京、上海每晚最高报销600元，其他城市每晚最高400元。"
    "差旅费须在出差结束后15天内提交报销。"
    "单笔超过3000元的费用需经部门总监审批。"
)
SICK = (
    "员工请病假须在当天上午9点前告知直属上级。"
    "连续病假超过两天的，需提供二级以上医院的诊断证明。"
    "每年前10天病假按全额工资发放。"
)
PROBATION = (
    "远航物流新员工试用期为六个月，试用期工资为转正工资的80%。"
    "入职培训由人力资源部的何静负责组织，每位新员工还会由部门指定一名导师带教。"
    "试用期考核由部门经理在试用期满前一个月完成。"
)
SOFTWARE = (
    "不在白名单内的软件须通过IT工单申请，并经信息安全主管唐伟批准后方可安装。"
    "普通工单在两个工作日内处理完毕。"
    "6楼和8楼的打印机由行政部的苏敏管理，墨盒每周三补充。"
)
TRAVEL_INS = (
    "安途保险的“畅游全球”境外旅行险，7天保费为68元。"
    "境外医疗费用最高保障50万元，行李延误超过6小时可获赔500元。"
    "出发当天仍可通过微信小程序投保。"
)
PET_INS = (
    "安途保险“萌宠无忧”宠物医疗险每年最高赔付2万元，适用于猫和狗。"
    "宠物须在3个月至10岁之间才能投保。"
    "疾病等待期为30天，意外伤害无等待期。"
)
RCB = (
    "青溪农商银行的前身是1953年成立的青溪县信用社，2011年改制为农村商业银行。"
    "现任董事长冯国栋于2018年上任，行长由许婉清担任。"
    "目前全行共有营业网点48个。"
)
CARD = (
    "青溪农商银行“丰收”信用卡首年免年费，当年刷卡满6次可免次年年费。"
    "免息期最长为56天。"
    "境外消费不收取货币转换费。"
)
ISP = (
    "天网宽带于2004年在成都成立，2015年收购了本地有线电视公司蓉城广电网络。"
    "客服热线每天8:00至22:00提供服务，春节期间除外。"
    "公司总经理是彭博，客户服务中心主任是罗晓燕。"
)
FAMILY = (
    "天网“全家享”融合套餐每月199元，包含500M宽带和3张手机卡。"
    "3张卡共享100GB流量，每增加一张副卡每月加10元。"
    "办理时需要户主本人携带身份证到营业厅。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t54-001", "fmt.period", "差旅费多久之内要报销？", "出差结束后半个月内要提交报销。", TRAVEL_EXP, True),
    w.faith("zh-t54-002", "fmt.currency", "去北京、上海以外的城市出差，住宿能报多少？", "其他城市的住宿费每晚最高可报销四百元。", TRAVEL_EXP, True),
    w.faith("zh-t54-003", "para.passive", "大额费用怎么审批？", "单笔超过3000元的费用，须交由部门总监审批。", TRAVEL_EXP, True),
    w.faith("zh-t54-004", "fmt.time", "请病假要几点前说？", "当天早上九点以前要告诉直属上级。", SICK, True),
    w.faith("zh-t54-005", "para.synonym", "病假有工资吗？", "每年前10天病假照发全额工资。", SICK, True),
    w.faith("zh-t54-006", "fmt.number", "什么时候需要诊断证明？", "连续病假超过2天，就要提供二级以上医院的诊断证明。", SICK, True),
    w.faith("zh-t54-007", "fmt.share", "试用期工资怎么算？", "试用期工资是转正工资的八成。", PROBATION, True),
    w.faith("zh-t54-008", "para.pronoun", "入职培训谁负责？", "人力资源部的何静，她负责组织新员工的入职培训。", PROBATION, True),
    w.faith("zh-t54-009", "fmt.period", "试用期有多长？", "远航物流新员工的试用期为半年。", PROBATION, True),
    w.faith("zh-t54-010", "para.relative", "白名单以外的软件怎么装？", "需要先提IT工单，经负责信息安全的主管唐伟批准后才能安装。", SOFTWARE, True),
    w.faith("zh-t54-011", "wrap.closer", "普通工单多久能处理？", "普通工单会在两个工作日内处理完毕。希望对您有帮助！", SOFTWARE, True),
    w.faith("zh-t54-012", "para.synonym", "打印机归谁管？", "6楼和8楼的打印机由行政部的苏敏负责。", SOFTWARE, True),
    w.faith("zh-t54-013", "fmt.currency", "畅游全球多少钱？", "7天的保费是六十八元。", TRAVEL_INS, True),
    w.faith("zh-t54-014", "fmt.scale", "境外医疗费最高保多少？", "境外医疗费用最高保障500,000元。", TRAVEL_INS, True),
    w.faith("zh-t54-015", "wrap.question", "出发当天还能买吗？", "临出发才想起来买保险？没关系，出发当天仍然可以通过微信小程序投保。", TRAVEL_INS, True),
    w.faith("zh-t54-016", "fmt.range", "多大的宠物可以投保？", "3个月～10岁的猫狗都可以投保。", PET_INS, True),
    w.faith("zh-t54-017", "fmt.thousands", "萌宠无忧每年最高赔多少？", "萌宠无忧每年最高赔付20,000元。", PET_INS, True),
    w.faith("zh-t54-018", "para.passive", "青溪农商银行的前身是什么？", "它的前身青溪县信用社成立于1953年，2011年被改制为农村商业银行。", RCB, True),
    w.faith("zh-t54-019", "para.combine", "青溪农商银行由谁领导？", "董事长是2018年上任的冯国栋，行长是许婉清。", RCB, True),
    w.faith("zh-t54-020", "fmt.period", "丰收信用卡免息期多长？", "免息期最长56天，也就是八周。", CARD, True),
    w.faith("zh-t54-021", "wrap.attribution", "在国外刷卡收货币转换费吗？", "据青溪农商银行介绍，境外消费不收货币转换费。", CARD, True),
    w.faith("zh-t54-022", "para.except", "周末打客服热线有人接吗？", "有，除了春节期间，客服热线每天都提供服务。", ISP, True),
    w.faith("zh-t54-023", "fmt.time", "天网客服几点下班？", "客服热线服务时间是早上8点到晚上10点。", ISP, True),
    w.faith("zh-t54-024", "fmt.abbrev", "全家享有多少流量？", "3张卡一起共享100G流量。", FAMILY, True),
    w.faith("zh-t54-025", "value.currency", "在上海出差住宿能报多少？", "在上海出差，住宿费每晚最高报销400元。", TRAVEL_EXP, False),
    w.faith("zh-t54-026", "direction", "哪些费用要总监审批？", "单笔低于3000元的费用需经部门总监审批。", TRAVEL_EXP, False),
    w.faith("zh-t54-027", "value.time", "病假要几点前报？", "请病假须在当天上午11点前告知直属上级。", SICK, False),
    w.faith("zh-t54-028", "value.number", "带薪病假有多少天？", "每年前15天病假按全额工资发放。", SICK, False),
    w.faith("zh-t54-029", "role.swap", "试用期考核谁负责？", "试用期考核由人力资源部的何静完成，入职培训由部门经理组织。", PROBATION, False),
    w.faith("zh-t54-030", "added.fact", "新员工有导师吗？", "有，部门会指定一名导师带教，导师每月还能领取带教补贴。", PROBATION, False),
    w.faith("zh-t54-031", "modality", "能直接装白名单外的软件吗？", "白名单外的软件可以自行安装，提交IT工单只是建议。", SOFTWARE, False),
    w.faith("zh-t54-032", "role.swap", "软件安装由谁批准？", "白名单外的软件由苏敏批准，打印机由唐伟管理。", SOFTWARE, False),
    w.faith("zh-t54-033", "value.date", "墨盒什么时候补？", "打印机墨盒每周五补充。", SOFTWARE, False),
    w.faith("zh-t54-034", "negation", "出发当天还能投保吗？", "出发当天不能再投保，需要至少提前一天购买。", TRAVEL_INS, False),
    w.faith("zh-t54-035", "value.number", "行李延误多久能赔？", "行李延误超过4小时可获赔500元。", TRAVEL_INS, False),
    w.faith("zh-t54-036", "added.entity", "哪些宠物能投保萌宠无忧？", "萌宠无忧适用于猫、狗和兔子，每年最高赔付2万元。", PET_INS, False),
    w.faith("zh-t54-037", "quantifier", "萌宠无忧有等待期吗？", "所有保障都没有等待期，投保后立即生效。", PET_INS, False),
    w.faith("zh-t54-038", "value.date", "青溪县信用社哪年改制为农商行？", "青溪县信用社于1953年改制为农村商业银行。", RCB, False),
    w.faith("zh-t54-039", "role.swap", "青溪农商银行的董事长是谁？", "董事长是许婉清，行长由冯国栋担任。", RCB, False),
    w.faith("zh-t54-040", "value.number", "刷几次可以免次年年费？", "当年刷卡满10次可免次年年费。", CARD, False),
    w.faith("zh-t54-041", "value.except", "周末能打客服热线吗？", "不能，客服热线只在工作日8:00至22:00提供服务。", ISP, False),
    w.faith("zh-t54-042", "value.date", "天网宽带哪年收购了蓉城广电网络？", "天网宽带在2004年收购了蓉城广电网络。", ISP, False),
    w.faith("zh-t54-043", "value.currency", "全家享每月多少钱？", "天网全家享融合套餐每月99元，包含500M宽带和3张手机卡。", FAMILY, False),
    w.faith("zh-t54-044", "negation", "办理全家享户主要本人去吗？", "户主本人不用到场，家人携带身份证去营业厅即可办理。", FAMILY, False),
]

CORRECTNESS = [
    w.correct("zh-t54-045", "correct.wordy", "畅游全球7天的保费是多少？", "如果您买7天的畅游全球境外旅行险，保费是68元。", "68元", True),
    w.correct("zh-t54-046", "correct.short", "入职培训由谁组织？", "何静。", "入职培训由人力资源部的何静负责组织。", True),
    w.correct("zh-t54-047", "correct.format", "新员工试用期多长？", "半年。", "六个月", True),
    w.correct("zh-t54-048", "correct.wordy", "天网宽带是哪一年成立的？", "天网宽带是2004年在成都成立的。", "2004年", True),
    w.correct("zh-t54-049", "wrong.value", "丰收信用卡的免息期最长多少天？", "最长50天。", "56天", False),
    w.correct("zh-t54-050", "wrong.role", "天网宽带的总经理是谁？", "罗晓燕。", "彭博", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
