"""Chinese cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BAKERY_HISTORY = (
    "老陈饼家由陈德福于1965年在广州西关创办。"
    "1996年，他的儿子陈志明接手了饼家；自2020年起，由陈志明的女儿陈晓雯经营。"
    "店里的老婆饼至今仍按创办时的配方制作。"
)
BAKERY_ORDERS = (
    "老陈饼家每天早上7点营业至晚上8点，每周三休息。"
    "中秋月饼需至少提前五天预订，并支付50元定金。"
    "当天没卖完的面包会在晚上7点后打对折出售。"
)
KAYAK_PRICES = (
    "碧水皮划艇出租单人艇每小时60元，双人艇每小时100元。"
    "所有租赁均包含救生衣和桨。"
    "12岁以下儿童只能在成人陪同下乘坐双人艇。"
)
KAYAK_HOURS = (
    "租船点每年5月至10月开放，营业时间为上午8:30至下午6:00。"
    "最后一艘船下午4:30出发。"
    "如遇雷雨预警，所有航次一律取消并全额退款。"
)
JOINERY_TEAM = (
    "匠木坊是木匠刘建国和他的表弟周海涛于2006年共同创办的木工作坊。"
    "刘建国负责车间生产，周海涛负责报价和上门量尺。"
    "作坊共有12名员工，其中3名是学徒。"
)
JOINERY_TERMS = (
    "定制衣柜在上门量尺后七个工作日内提供免费报价。"
    "签约时需支付总价的50%作为定金，余款在安装完成后付清。"
    "柜体保修八年，但五金件不在保修范围内。"
)
HOTEL_HOUSE = (
    "云栖小院是一家由民国时期老宅改建的精品酒店，共有11间客房。"
    "酒店由林婉清于2014年开办，2021年她将酒店转让给了赵一鸣。"
    "入住时间为下午2点以后，退房时间为中午12点以前。"
)
HOTEL_SERVICES = (
    "早餐供应时间为7:00至9:30，如房价不含早餐，每位收费68元。"
    "宠物只能入住一楼的两间庭院房，每晚另收150元清洁费。"
    "屋顶茶室仅对住店客人开放。"
)
FLOWER_SHOP = (
    "花间集花店的店主是孙美玲，日常由她的外甥何俊管理。"
    "中午12点前下单可享受市区当日送达，运费为20元。"
    "婚礼花艺需至少提前一个月预约面谈。"
)
MUSIC_SCHOOL = (
    "知音音乐学校由钢琴家吴秀兰于1992年创办。"
    "2017年，她的学生郑凯接任校长。"
    "每节课60分钟，10节课为一期，学费2800元。"
    "开课前不足24小时请假的，不予补课。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("zh-t25-001", "para.relative", "老陈饼家后来由谁接手？",
            "陈德福1965年创办的老陈饼家，在1996年由他的儿子陈志明接手。",
            BAKERY_HISTORY, True),
    w.faith("zh-t25-002", "para.combine", "现在老陈饼家是谁在经营？",
            "从2020年起由陈晓雯经营，她的父亲陈志明是在1996年接手这家店的。",
            BAKERY_HISTORY, True),
    w.faith("zh-t25-003", "para.pronoun", "老陈饼家是谁创办的？",
            "创办人是陈德福。他在1965年于广州西关开了这家饼家。",
            BAKERY_HISTORY, True),
    w.faith("zh-t25-004", "para.except", "老陈饼家哪天不开门？",
            "只有周三休息，一周其余六天都照常营业。",
            BAKERY_ORDERS, True),
    w.faith("zh-t25-005", "fmt.time", "老陈饼家几点开门、几点关门？",
            "营业时间是07:00到20:00。",
            BAKERY_ORDERS, True),
    w.faith("zh-t25-006", "fmt.currency", "订中秋月饼要注意什么？",
            "至少要提前五天订，还得先交五十块钱定金。",
            BAKERY_ORDERS, True),
    w.faith("zh-t25-007", "para.combine", "租双人艇包括什么？",
            "双人艇每小时100元，租金里已经包括了救生衣和桨。",
            KAYAK_PRICES, True),
    w.faith("zh-t25-008", "para.pronoun", "我家孩子10岁，可以自己划单人艇吗？",
            "不可以。12岁以下的孩子只能坐双人艇。他们还必须有成人陪同才行。",
            KAYAK_PRICES, True),
    w.faith("zh-t25-009", "fmt.time", "租船点什么时候营业？",
            "每年5到10月开放，早上八点半到傍晚六点营业。",
            KAYAK_HOURS, True),
    w.faith("zh-t25-010", "para.combine", "下午5点去还能租到船吗？",
            "租船点虽然6点才关门，但最后一艘船4点半就出发了，所以5点去已经租不到了。",
            KAYAK_HOURS, True),
    w.faith("zh-t25-011", "para.relative", "报价找谁？",
            "报价和上门量尺由和刘建国一起创办匠木坊的表弟周海涛负责。",
            JOINERY_TEAM, True),
    w.faith("zh-t25-012", "para.pronoun", "刘建国在匠木坊做什么？",
            "刘建国2006年和表弟周海涛一起开了匠木坊。现在他负责车间的生产。",
            JOINERY_TEAM, True),
    w.faith("zh-t25-013", "fmt.share", "定制衣柜怎么付款？",
            "签约时先付一半作为定金，剩下的一半等安装好以后再付清。",
            JOINERY_TERMS, True),
    w.faith("zh-t25-014", "para.synonym", "五金件也保修吗？",
            "不保修。柜体有八年保修，五金件不包括在内。",
            JOINERY_TERMS, True),
    w.faith("zh-t25-015", "para.relative", "云栖小院现在归谁？",
            "林婉清2014年开办的云栖小院，已在2021年转让给了赵一鸣。",
            HOTEL_HOUSE, True),
    w.faith("zh-t25-016", "fmt.time", "几点可以入住，几点要退房？",
            "14:00以后可以入住，退房要在中午十二点之前。",
            HOTEL_HOUSE, True),
    w.faith("zh-t25-017", "para.combine", "可以带狗入住吗？",
            "可以，但只能住一楼那两间庭院房，而且每晚要另付150元清洁费。",
            HOTEL_SERVICES, True),
    w.faith("zh-t25-018", "wrap.attribution", "不住店可以去屋顶茶室吗？",
            "根据酒店的说明，屋顶茶室只接待住在酒店的客人。",
            HOTEL_SERVICES, True),
    w.faith("zh-t25-019", "para.passive", "花间集平时是谁在管？",
            "花间集的日常管理由店主孙美玲的外甥何俊负责。",
            FLOWER_SHOP, True),
    w.faith("zh-t25-020", "fmt.currency", "今天下单今天能送到吗？",
            "中午12点前下单的话，市区当天就能送到，运费二十块钱。",
            FLOWER_SHOP, True),
    w.faith("zh-t25-021", "wrap.hedge", "婚礼花艺要提前多久预约？",
            "如果我没理解错的话，婚礼花艺至少要提前一个月约好面谈。",
            FLOWER_SHOP, True),
    w.faith("zh-t25-022", "para.relative", "知音音乐学校现在的校长是谁？",
            "现任校长是创办人吴秀兰的学生郑凯，他2017年接任。",
            MUSIC_SCHOOL, True),
    w.faith("zh-t25-023", "fmt.period", "每节课多长时间？",
            "每节课一个小时。",
            MUSIC_SCHOOL, True),
    w.faith("zh-t25-024", "wrap.opener", "单人艇怎么收费？",
            "您好！单人艇按小时收费，每小时60元。",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("zh-t25-025", "added.fact", "陈志明是哪年接手饼家的？",
            "陈志明1996年接手了饼家，此前他在香港的酒楼做过点心师傅。",
            BAKERY_HISTORY, False),
    w.faith("zh-t25-026", "added.fact", "月饼怎么预订？",
            "至少提前五天预订，付50元定金，取货时定金可以直接抵扣货款。",
            BAKERY_ORDERS, False),
    w.faith("zh-t25-027", "added.fact", "租船包含哪些装备？",
            "租金包含救生衣和桨，另外每人还送一个手机防水袋。",
            KAYAK_PRICES, False),
    w.faith("zh-t25-028", "added.fact", "早餐几点供应？",
            "早餐7点到9点半供应，提供的是粤式茶点。",
            HOTEL_SERVICES, False),
    w.faith("zh-t25-029", "added.fact", "云栖小院是什么样的酒店？",
            "它由民国老宅改建，共有11间客房，每间都配有独立浴缸。",
            HOTEL_HOUSE, False),
    w.faith("zh-t25-030", "added.fact", "当日送达怎么算？",
            "中午12点前下单，市区当天送达，运费20元，下午5点前一定能送到。",
            FLOWER_SHOP, False),
    w.faith("zh-t25-031", "added.fact", "匠木坊有多少员工？",
            "一共12名员工，其中3名学徒都由刘建国亲自带。",
            JOINERY_TEAM, False),
    w.faith("zh-t25-032", "added.fact", "一期学费多少？",
            "10节课一期，学费2800元，兄弟姐妹一起报名可以打九折。",
            MUSIC_SCHOOL, False),
    w.faith("zh-t25-033", "role.swap", "匠木坊两位创办人怎么分工？",
            "周海涛负责车间生产，刘建国负责报价和上门量尺。",
            JOINERY_TEAM, False),
    w.faith("zh-t25-034", "role.swap", "知音音乐学校是谁创办的？",
            "学校由郑凯于1992年创办，2017年他的学生吴秀兰接任校长。",
            MUSIC_SCHOOL, False),
    w.faith("zh-t25-035", "role.swap", "2021年云栖小院发生了什么？",
            "2021年，赵一鸣把酒店转让给了林婉清。",
            HOTEL_HOUSE, False),
    w.faith("zh-t25-036", "value.date", "陈晓雯从哪年开始经营饼家？",
            "陈晓雯从2010年起开始经营这家饼家。",
            BAKERY_HISTORY, False),
    w.faith("zh-t25-037", "value.time", "最后一艘船几点出发？",
            "最后一艘船下午五点半出发。",
            KAYAK_HOURS, False),
    w.faith("zh-t25-038", "value.number", "哪些房间可以带宠物？",
            "宠物可以住一楼的四间庭院房。",
            HOTEL_SERVICES, False),
    w.faith("zh-t25-039", "negation", "救生衣要另外付钱吗？",
            "要的，救生衣不包含在租金里，需要另外付费。",
            KAYAK_PRICES, False),
    w.faith("zh-t25-040", "antonym", "屋顶茶室对外开放吗？",
            "对外开放，不住店的客人也可以去。",
            HOTEL_SERVICES, False),
    w.faith("zh-t25-041", "modality", "月饼一定要提前订吗？",
            "最好提前五天订，不过不提前订也可以。",
            BAKERY_ORDERS, False),
    w.faith("zh-t25-042", "quantifier", "孩子划船需要大人陪吗？",
            "需要，不论多大，所有孩子都必须由成人陪同坐双人艇。",
            KAYAK_PRICES, False),
    w.faith("zh-t25-043", "value.except", "衣柜保修哪些部分？",
            "柜体和五金件都在八年保修范围内。",
            JOINERY_TERMS, False),
    w.faith("zh-t25-044", "direction", "请假后什么情况下不能补课？",
            "开课前超过24小时请假的，不予补课。",
            MUSIC_SCHOOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t25-045", "correct.wordy", "老陈饼家是哪一年创办的？",
              "根据店里的介绍，老陈饼家是陈德福在1965年于广州西关开起来的。",
              "1965年。", True),
    w.correct("zh-t25-046", "correct.format", "单人艇每小时多少钱？",
              "每小时人民币六十元。",
              "60元。", True),
    w.correct("zh-t25-047", "correct.format", "云栖小院最晚几点退房？",
              "12:00以前。",
              "中午12点。", True),
    w.correct("zh-t25-048", "correct.wordy", "知音音乐学校是谁创办的？",
              "这所学校是钢琴家吴秀兰在1992年一手创办的。",
              "吴秀兰。", True),
    w.correct("zh-t25-049", "wrong.value", "云栖小院有多少间客房？",
              "一共有15间客房。",
              "11间。", False),
    w.correct("zh-t25-050", "wrong.role", "匠木坊谁负责车间生产？",
              "车间生产由周海涛负责。",
              "刘建国。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
