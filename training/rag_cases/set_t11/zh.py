"""Chinese cases of set t11: the 绿途单车 bike scheme, 启明家教中心 (a private tutoring agency),
the 剪艺造型 hair salon, 松涛营地 (a campsite), 译通翻译公司 (a translation agency) and the
麦岭精酿 craft brewery tour."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BIKE = (
    "绿途单车在杭州市区提供共享单车服务，起步价为1.5元，可骑行30分钟，之后每15分钟加收1元。"
    "月卡售价20元，有效期30天，期间每次骑行的前2小时免费。"
    "车辆必须停放在指定的电子围栏内，否则将加收5元调度费。"
    "每天凌晨1点至5点暂停服务。"
)
TUTOR_FEES = (
    "启明家教中心的一对一辅导按课时收费，初中每课时180元，高中每课时240元，每课时为两小时。"
    "首次试听课免费，由教务主管周慧敏安排。"
    "一次性购买20课时可享九折优惠。"
)
TUTOR_TEACHERS = (
    "数学老师林志强每周六上午九点到十一点为初三学生王晓雨上课。"
    "中心所有老师都须持有教师资格证。"
    "每月月底，由老师撰写学习报告发给家长。"
    "如需调课，须至少提前一天通知教务。"
)
HAIR_SERVICE = (
    "剪艺造型的洗剪吹男士68元、女士98元。"
    "染发和烫发需提前一天预约。"
    "店铺每天上午十点至晚上九点营业，周三除外。"
    "会员充值1000元送200元。"
)
HAIR_STAFF = (
    "店长陈美玲负责烫发，总监赵阳只做染发。"
    "学徒小吴负责给客人洗头，不负责剪发。"
    "每周一下午由陈美玲给员工做培训。"
)
CAMP = (
    "松涛营地共有48个营位，其中20个带电源。"
    "入营时间为下午两点以后，离营须在次日中午十二点前。"
    "晚上十点半至早上七点为静音时段。"
    "除湖边区域外，各区域均可携带宠物入住，每晚收取清洁费30元。"
    "节假日需至少连住两晚。"
)
TRANSL_PRICE = (
    "译通翻译公司的中英笔译每千字收费260元，法律合同类文件每千字收费380元。"
    "五千字以内的普通稿件三个工作日内交付。"
    "加急服务另收50%的费用。"
)
TRANSL_TEAM = (
    "每份译稿先由母语为目标语言的译员翻译，再由另一名审校人员校对。"
    "项目经理孙蕾负责与客户沟通，并在两小时内回复报价。"
    "口译服务需提前一周预约。"
)
BREWERY_TOUR = (
    "麦岭精酿的酒厂参观每周五、周六下午两点和四点各一场，每场约75分钟。"
    "门票每人120元，含四杯品鉴酒，每杯100毫升。"
    "下午两点场由酿酒师刘畅带领，四点场由其助手何佳带领。"
)
BREWERY_RULES = (
    "品酒仅限年满18周岁的游客，参观时请出示身份证件。"
    "未成年人可在成人陪同下参观，但不能品酒，店家会为其提供果汁。"
    "参观期间禁止拍摄酿造车间内部。"
    "15人以上的团体可打八折。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("zh-t11-001", "fmt.currency", "绿途单车起步价是多少？",
            "起步价一块五，可以骑半个小时。",
            BIKE, True),
    w.faith("zh-t11-002", "fmt.period", "月卡怎么用？",
            "月卡20元，有效期30天，这期间每次骑行的前120分钟都不收钱。",
            BIKE, True),
    w.faith("zh-t11-003", "para.except", "晚上十一点还能扫码骑车吗？",
            "可以。除了每天凌晨1点到5点暂停服务，其余时间都能骑。",
            BIKE, True),
    w.faith("zh-t11-004", "fmt.share", "买20课时有优惠吗？",
            "有的，一次性买满20课时，能省下10%的费用。",
            TUTOR_FEES, True),
    w.faith("zh-t11-005", "wrap.attribution", "可以先试听一下吗？",
            "据启明家教介绍，第一次试听课不收费，由教务主管周慧敏负责安排。",
            TUTOR_FEES, True),
    w.faith("zh-t11-006", "para.passive", "王晓雨的数学是谁在教？",
            "初三学生王晓雨每周六上午由林志强老师辅导数学。",
            TUTOR_TEACHERS, True),
    w.faith("zh-t11-007", "fmt.time", "周六的数学课几点上？",
            "林老师的课在周六9:00到11:00。",
            TUTOR_TEACHERS, True),
    w.faith("zh-t11-008", "para.relative", "学习报告是谁写的？",
            "家长每到月底都会收到由老师撰写的学习报告。",
            TUTOR_TEACHERS, True),
    w.faith("zh-t11-009", "fmt.currency", "女士洗剪吹多少钱？",
            "女士洗剪吹九十八块钱。",
            HAIR_SERVICE, True),
    w.faith("zh-t11-010", "para.except", "你们周三开门吗？",
            "周三不营业，其他日子都是早上十点开到晚上九点。",
            HAIR_SERVICE, True),
    w.faith("zh-t11-011", "para.synonym", "学徒小吴能帮我剪头发吗？",
            "不能，小吴的工作是给客人洗头，剪发不归他管。",
            HAIR_STAFF, True),
    w.faith("zh-t11-012", "para.pronoun", "想染发应该找谁？",
            "找赵阳总监吧，他只做染发。",
            HAIR_STAFF, True),
    w.faith("zh-t11-013", "para.combine", "什么时候能入营，什么时候得走？",
            "下午两点以后就能入营，第二天中午十二点之前要离开。",
            CAMP, True),
    w.faith("zh-t11-014", "fmt.time", "静音时段是几点到几点？",
            "静音时段从22:30到第二天7:00。",
            CAMP, True),
    w.faith("zh-t11-015", "para.except", "能带狗住湖边的营位吗？",
            "不行。湖边区域不允许带宠物，其他区域可以，每晚收30元清洁费。",
            CAMP, True),
    w.faith("zh-t11-016", "wrap.hedge", "节假日可以只住一晚吗？",
            "恐怕不行，节假日好像至少得连住两晚。",
            CAMP, True),
    w.faith("zh-t11-017", "fmt.currency", "法律合同翻译怎么收费？",
            "法律合同类文件按每一千字380块钱收费。",
            TRANSL_PRICE, True),
    w.faith("zh-t11-018", "fmt.share", "加急要多付多少钱？",
            "加急的话，要在原价的基础上再加一半的费用。",
            TRANSL_PRICE, True),
    w.faith("zh-t11-019", "para.synonym", "译稿由谁来校对？",
            "译员翻译完以后，会交给另一位审校人员把关。",
            TRANSL_TEAM, True),
    w.faith("zh-t11-020", "wrap.closer", "口译需要提前多久预约？",
            "口译服务要提前七天预约。如有其他问题，欢迎随时联系我们！",
            TRANSL_TEAM, True),
    w.faith("zh-t11-021", "wrap.opener", "四点那场是谁带队？",
            "您好！四点场由酿酒师刘畅的助手何佳带领。",
            BREWERY_TOUR, True),
    w.faith("zh-t11-022", "fmt.unit", "品鉴酒一共有多少？",
            "门票里含四杯品鉴酒，每杯0.1升。",
            BREWERY_TOUR, True),
    w.faith("zh-t11-023", "wrap.question", "孩子能跟我们一起参观吗？",
            "想带孩子一起来？未成年人有成人陪同就可以参观，只是不能品酒，店家会给他们准备果汁。",
            BREWERY_RULES, True),
    w.faith("zh-t11-024", "fmt.share", "团体参观有折扣吗？",
            "有，15人以上的团体可以优惠20%。",
            BREWERY_RULES, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t11-025", "value.number", "超过30分钟怎么收费？",
            "起步价1.5元骑30分钟，超出后每10分钟加收1元。",
            BIKE, False),
    w.faith("zh-t11-026", "modality", "车一定要停在电子围栏里吗？",
            "系统建议把车停在指定的电子围栏里。",
            BIKE, False),
    w.faith("zh-t11-027", "antonym", "试听课要钱吗？",
            "首次试听课需要付费，由教务主管周慧敏安排。",
            TUTOR_FEES, False),
    w.faith("zh-t11-028", "added.entity", "试听课由谁安排？",
            "首次试听课由教务主管周慧敏和校长李建国一起安排。",
            TUTOR_FEES, False),
    w.faith("zh-t11-029", "role.swap", "周六上午的数学课是谁给谁上？",
            "每周六上午九点到十一点，初三学生王晓雨给林志强上数学课。",
            TUTOR_TEACHERS, False),
    w.faith("zh-t11-030", "modality", "老师需要教师资格证吗？",
            "中心的老师最好都持有教师资格证。",
            TUTOR_TEACHERS, False),
    w.faith("zh-t11-031", "negation", "烫发要预约吗？",
            "染发和烫发不用预约，直接到店就能做。",
            HAIR_SERVICE, False),
    w.faith("zh-t11-032", "value.except", "你们哪天休息？",
            "除了周一，每天上午十点到晚上九点都营业。",
            HAIR_SERVICE, False),
    w.faith("zh-t11-033", "added.fact", "充值会员有什么好处？",
            "充值1000元送200元，还能免费洗头一次。",
            HAIR_SERVICE, False),
    w.faith("zh-t11-034", "role.swap", "烫发和染发分别找谁？",
            "烫发由总监赵阳负责，店长陈美玲只做染发。",
            HAIR_STAFF, False),
    w.faith("zh-t11-035", "quantifier", "营位都有电吗？",
            "有的，松涛营地的48个营位全部带电源。",
            CAMP, False),
    w.faith("zh-t11-036", "direction", "离营时间是几点？",
            "离营要等到第二天中午十二点以后。",
            CAMP, False),
    w.faith("zh-t11-037", "value.unit", "带宠物要额外收费吗？",
            "要，除湖边区域外都能带宠物，清洁费每周30元。",
            CAMP, False),
    w.faith("zh-t11-038", "value.currency", "中英笔译怎么收费？",
            "中英笔译每千字260美元。",
            TRANSL_PRICE, False),
    w.faith("zh-t11-039", "direction", "普通稿件多久能交付？",
            "五千字以上的普通稿件三个工作日内就能交付。",
            TRANSL_PRICE, False),
    w.faith("zh-t11-040", "quantifier", "译稿会有人校对吗？",
            "有些译稿翻译完后，会由另一名审校人员校对。",
            TRANSL_TEAM, False),
    w.faith("zh-t11-041", "negation", "口译要预约吗？",
            "口译服务不需要提前预约，随时都可以安排。",
            TRANSL_TEAM, False),
    w.faith("zh-t11-042", "value.date", "酒厂参观哪天有？",
            "每周六、周日下午两点和四点各有一场。",
            BREWERY_TOUR, False),
    w.faith("zh-t11-043", "value.time", "参观几点开始？",
            "每周五、周六下午三点和四点各一场。",
            BREWERY_TOUR, False),
    w.faith("zh-t11-044", "antonym", "参观时能拍照吗？",
            "参观期间允许拍摄酿造车间内部。",
            BREWERY_RULES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t11-045", "correct.wordy", "麦岭精酿的参观门票多少钱？",
              "门票是按人头算的，每位需要支付一百二十元。",
              "120元", True),
    w.correct("zh-t11-046", "correct.format", "松涛营地的静音时段从几点开始？",
              "22:30开始。",
              "晚上十点半", True),
    w.correct("zh-t11-047", "correct.wordy", "启明家教的试听课由谁安排？",
              "试听课这一块，是由负责教务的主管周慧敏来统一安排的。",
              "教务主管周慧敏", True),
    w.correct("zh-t11-048", "correct.format", "绿途单车的月卡多少钱？",
              "¥20。",
              "20元", True),
    w.correct("zh-t11-049", "wrong.value", "剪艺造型男士洗剪吹多少钱？",
              "男士洗剪吹98元。",
              "68元", False),
    w.correct("zh-t11-050", "wrong.role", "剪艺造型由谁负责烫发？",
              "烫发由总监赵阳负责。",
              "店长陈美玲", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
