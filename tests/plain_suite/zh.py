"""Chinese cases (简体中文): every kind and phenomenon."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BAKERY = (
    "王丽华于1998年在杭州创办了麦香面包店。2015年，她的侄子陈志明接手了这家面包店。"
    "面包店有14名员工，每天烤制约1,200个面包。"
)
GYM = "会员可随时解除会员资格，但须提前14天以书面形式通知前台。健身房工作日的开放时间为早上6点至晚上10点。"
HR = "员工每周最多可远程办公三天。所有远程办公均须经团队负责人批准。建议新员工参加培训课程，但不作强制要求。"
HOTEL = "海景酒店共有一百二十间客房，分布在六层楼。早餐供应时间为7:00至10:30。退房时间为上午11点。"
ROOM = "会议室可容纳八人。"
AUSTRALIA = "堪培拉是澳大利亚的首都。"
CHINA = "北京是中国的首都。"
KAYAKS = "刘建国于2009年创立了碧水皮划艇公司。该公司位于厦门。"
CHAMPIONSHIP = "2019年的锦标赛在成都举办。2017年的锦标赛在西安举办。"
MUSEUM = "市博物馆周二至周日上午9:30开放，下午5点闭馆。周一闭馆。成人门票为40元，12岁以下儿童免费入场。"
SHOP = "订单满200元可享受国内免运费。普通快递需要两天送达。加急配送费用为15元。"
PARCEL = "包裹重1.8公斤。"
SCHOLARSHIP = "该奖学金的金额为每年1.5万元。"
TRAIN = "夜班火车晚上9点从北京出发，第二天早上7点15分到达上海。全程约1,300公里。"
CONFERENCE = "研讨会将于2024年3月5日在南京举行。报名截止日期为2024年1月31日。主讲嘉宾是北京大学的李明教授。"
WEATHER = "明天上海的最高气温预计为摄氏30度。"
WHO = "世界卫生组织成立于1948年。"
COURSE = "这门网课的学费是20美元。"
ACQUISITION = "华信科技于2021年以32亿元收购了星云软件。"
SCHOOL = "所有学生都必须穿校服。部分课程使用平板电脑。只有高三学生可以在午休时间离开校园。"
PARK = "狗只要拴上牵引绳就可以进入公园。草坪上禁止骑自行车。"
TABLETS = "本药每日两次，每次一片，饭后服用。24小时内服用不得超过四片。请在25°C以下保存。"
LIBRARY = "图书馆会员一次最多可借五本书。借期为三周，可在网上续借一次。逾期归还每天收取0.5元。"
STORE = "商店每天早上9点开门。"
WEEKDAYS = "商店工作日早上9点开门。"
PORCELAIN = "博物馆建于1956年，收藏了大量宋代瓷器。博物馆每周一休馆。"
TICKETS = "门票40元，可以在网上或售票处购买。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-faith-001", "para.reorder", "麦香面包店是什么时候创办的？",
            "1998年，王丽华在杭州创办了麦香面包店。", BAKERY, True),
    w.faith("zh-faith-002", "para.reorder", "健身房什么时候开放？",
            "工作日早上6点至晚上10点，健身房开放。", GYM, True),
    w.faith("zh-faith-003", "para.passive", "星云软件怎么了？", "星云软件于2021年被华信科技收购。",
            ACQUISITION, True),
    w.faith("zh-faith-004", "para.passive", "谁接手了面包店？", "麦香面包店于2015年被陈志明接手。", BAKERY,
            True),
    w.faith("zh-faith-005", "para.synonym", "面包店有多少员工？", "面包店雇用了14人。", BAKERY, True),
    w.faith("zh-faith-006", "para.synonym", "博物馆周一开吗？", "博物馆每逢周一休息。", MUSEUM, True),
    w.faith("zh-faith-007", "para.nominal", "怎样解除会员资格？",
            "解除会员资格需要提前14天向前台提交书面通知。", GYM, True),
    w.faith("zh-faith-008", "para.nominal", "收购是什么时候发生的？",
            "华信科技对星云软件的收购发生在2021年。", ACQUISITION, True),
    w.faith("zh-faith-009", "para.capital", "澳大利亚的首都是哪里？", "澳大利亚的首都是堪培拉。",
            AUSTRALIA, True),
    w.faith("zh-faith-010", "para.capital", "中国的首都是哪里？", "中国的首都是北京。", CHINA, True),
    w.faith("zh-faith-011", "para.pronoun", "陈志明是谁？",
            "陈志明是王丽华的侄子。他在2015年接手了她的面包店。", BAKERY, True),
    w.faith("zh-faith-012", "para.pronoun", "博物馆几点开门？", "它上午9:30开门。", MUSEUM, True),
    w.faith("zh-faith-013", "para.relative", "碧水皮划艇公司是谁创立的？",
            "刘建国创立了位于厦门的碧水皮划艇公司。", KAYAKS, True),
    w.faith("zh-faith-014", "para.relative", "麦香面包店在哪里？",
            "王丽华于1998年创办的麦香面包店位于杭州。", BAKERY, True),
    w.faith("zh-faith-015", "para.part", "书可以借多久？", "借期为三周。", LIBRARY, True),
    w.faith("zh-faith-016", "para.part", "研讨会在哪里举行？", "研讨会在南京举行。", CONFERENCE, True),
    w.faith("zh-faith-017", "para.combine", "麦香面包店有什么历史？",
            "王丽华1998年创办的面包店在2015年由她的侄子陈志明接手。", BAKERY, True),
    w.faith("zh-faith-018", "fmt.number", "会议室能坐几个人？", "会议室可容纳8人。", ROOM, True),
    w.faith("zh-faith-019", "fmt.number", "海景酒店有多大？", "海景酒店共有120间客房，分布在6层楼。",
            HOTEL, True),
    w.faith("zh-faith-020", "fmt.number", "普通快递要多久？", "普通快递需要2天送达。", SHOP, True),
    w.faith("zh-faith-021", "fmt.number", "收购价是多少？", "华信科技以三十二亿元收购了星云软件。",
            ACQUISITION, True),
    w.faith("zh-faith-022", "fmt.thousands", "面包店每天烤多少面包？", "面包店每天烤制约1200个面包。",
            BAKERY, True),
    w.faith("zh-faith-023", "fmt.scale", "包裹有多重？", "包裹重1800克。", PARCEL, True),
    w.faith("zh-faith-024", "fmt.scale", "奖学金有多少钱？", "该奖学金每年为15,000元。", SCHOLARSHIP, True),
    w.faith("zh-faith-025", "fmt.date", "研讨会什么时候举行？", "研讨会将于2024-03-05在南京举行。",
            CONFERENCE, True),
    w.faith("zh-faith-026", "fmt.date", "报名什么时候截止？", "报名截止日期为2024/1/31。", CONFERENCE, True),
    w.faith("zh-faith-027", "fmt.time", "夜班火车几点出发？", "夜班火车21:00从北京出发。", TRAIN, True),
    w.faith("zh-faith-028", "fmt.time", "博物馆几点闭馆？", "博物馆17:00闭馆。", MUSEUM, True),
    w.faith("zh-faith-029", "fmt.unit", "明天上海有多热？", "明天上海的最高气温预计为30°C。", WEATHER, True),
    w.faith("zh-faith-030", "fmt.unit", "全程有多远？", "全程约1300 km。", TRAIN, True),
    w.faith("zh-faith-031", "fmt.abbrev", "世卫组织是哪年成立的？", "世卫组织成立于1948年。", WHO, True),
    w.faith("zh-faith-032", "fmt.abbrev", "主讲嘉宾是谁？", "主讲嘉宾是北大的李明教授。", CONFERENCE, True),
    w.faith("zh-faith-033", "fmt.currency", "成人门票多少钱？", "成人门票为¥40。", MUSEUM, True),
    w.faith("zh-faith-034", "fmt.currency", "网课学费多少？", "这门网课的学费是$20。", COURSE, True),
    w.faith("zh-faith-035", "fmt.range", "每周可以远程办公几天？", "员工每周远程办公不得超过3天。", HR, True),
    w.faith("zh-faith-036", "fmt.range", "一天最多吃几片？", "24小时内最多服用4片。", TABLETS, True),
    w.faith("zh-faith-037", "wrap.opener", "健身房什么时候开放？",
            "当然可以！健身房工作日早上6点至晚上10点开放。", GYM, True),
    w.faith("zh-faith-038", "wrap.opener", "澳大利亚的首都是哪里？", "好问题！澳大利亚的首都是堪培拉。",
            AUSTRALIA, True),
    w.faith("zh-faith-039", "wrap.opener", "加急配送多少钱？", "根据所提供的信息，加急配送费用为15元。",
            SHOP, True),
    w.faith("zh-faith-040", "wrap.closer", "书可以借多久？", "借期为三周。希望对您有所帮助。", LIBRARY, True),
    w.faith("zh-faith-041", "wrap.attribution", "可以远程办公吗？",
            "根据公司规定，员工每周最多可远程办公三天。", HR, True),
    w.faith("zh-faith-042", "wrap.hedge", "几点退房？", "据我所知，退房时间是上午11点。", HOTEL, True),
    w.faith("zh-faith-043", "wrap.question", "早餐几点？",
            "早餐供应时间为7:00至10:30。需要我告诉您退房时间吗？", HOTEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("zh-faith-101", "value.number", "酒店有多少间客房？", "海景酒店共有130间客房。", HOTEL, False),
    w.faith("zh-faith-102", "value.number", "一次能借几本书？", "图书馆会员一次最多可借八本书。", LIBRARY,
            False),
    w.faith("zh-faith-103", "value.date", "研讨会什么时候举行？", "研讨会将于2024年5月3日举行。",
            CONFERENCE, False),
    w.faith("zh-faith-104", "value.time", "夜班火车几点出发？", "夜班火车早上9点从北京出发。", TRAIN, False),
    w.faith("zh-faith-105", "value.time", "夜班火车几点出发？", "夜班火车19:00从北京出发。", TRAIN, False),
    w.faith("zh-faith-106", "value.unit", "包裹有多重？", "包裹重180克。", PARCEL, False),
    w.faith("zh-faith-107", "value.currency", "加急配送多少钱？", "加急配送费用为50元。", SHOP, False),
    w.faith("zh-faith-108", "value.currency", "网课学费多少？", "这门网课的学费是20欧元。", COURSE, False),
    w.faith("zh-faith-109", "role.swap", "麦香面包店是谁创办的？", "麦香面包店是陈志明创办的。", BAKERY,
            False),
    w.faith("zh-faith-110", "role.swap", "2019年的锦标赛在哪里举办？", "2019年的锦标赛在西安举办。",
            CHAMPIONSHIP, False),
    w.faith("zh-faith-111", "role.swap", "谁收购了谁？", "星云软件于2021年收购了华信科技。", ACQUISITION,
            False),
    w.faith("zh-faith-112", "negation", "可以解除会员资格吗？", "会员不能解除会员资格。", GYM, False),
    w.faith("zh-faith-113", "negation", "可以带狗进公园吗？", "公园禁止狗进入。", PARK, False),
    w.faith("zh-faith-114", "antonym", "博物馆周一开吗？", "博物馆周一开放。", MUSEUM, False),
    w.faith("zh-faith-115", "antonym", "健身房几点关门？", "健身房工作日早上6点关门。", GYM, False),
    w.faith("zh-faith-116", "modality", "可以远程办公吗？", "员工每周必须远程办公三天。", HR, False),
    w.faith("zh-faith-117", "modality", "新员工要参加培训吗？", "新员工必须参加培训课程。", HR, False),
    w.faith("zh-faith-118", "quantifier", "课上用平板电脑吗？", "所有课程都使用平板电脑。", SCHOOL, False),
    w.faith("zh-faith-119", "quantifier", "谁可以在午休时离开校园？", "所有学生都可以在午休时间离开校园。",
            SCHOOL, False),
    w.faith("zh-faith-120", "direction", "什么情况下免运费？", "订单不满200元可享受国内免运费。", SHOP,
            False),
    w.faith("zh-faith-121", "direction", "谁可以免费入场？", "12岁以上的儿童免费入场。", MUSEUM, False),
    w.faith("zh-faith-122", "added.fact", "健身房什么时候开放？",
            "健身房工作日早上6点至晚上10点开放，周末早上8点至晚上8点开放。", GYM, False),
    w.faith("zh-faith-123", "added.fact", "加急配送多少钱？", "加急配送费用为15元，第二天就能送到。",
            SHOP, False),
    w.faith("zh-faith-124", "added.entity", "主讲嘉宾是谁？", "主讲嘉宾是李明教授和张伟博士。",
            CONFERENCE, False),
    w.faith("zh-faith-125", "mixed", "可以续借吗？", "借期为三周，可在网上续借两次。", LIBRARY, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("zh-ref-001", "refusal.plain", "酒店有游泳池吗？", "抱歉，我没有这方面的信息。", HOTEL, True),
    w.refusal("zh-ref-002", "refusal.plain", "博物馆有停车场吗？", "我不知道。", MUSEUM, True),
    w.refusal("zh-ref-003", "refusal.context", "酒店有游泳池吗？", "所提供的文件中没有提到这一点。",
              HOTEL, True),
    w.refusal("zh-ref-004", "refusal.context", "博物馆有停车场吗？", "根据上下文无法回答这个问题。",
              MUSEUM, True),
    w.refusal("zh-ref-005", "refusal.short", "酒店有游泳池吗？", "不清楚。", HOTEL, True),
    w.refusal("zh-ref-006", "refusal.long", "博物馆停车费是多少？",
              "感谢您的提问。很遗憾，我收到的资料中没有任何关于博物馆停车费的内容，所以无法告诉您具体的"
              "收费标准。建议您直接联系博物馆咨询。", MUSEUM, True),
    w.refusal("zh-ref-007", "refusal.hedged", "商店几点开门？", "我不太确定，但商店应该是早上9点开门。",
              STORE, False),
    w.refusal("zh-ref-008", "refusal.hedged", "几点退房？", "如果我没记错的话，退房时间是上午11点。",
              HOTEL, False),
    w.refusal("zh-ref-009", "refusal.partial", "商店几点开门？",
              "文件里没有提到周日，不过工作日商店早上9点开门。",
              WEEKDAYS, False),
    w.refusal("zh-ref-010", "refusal.partial", "博物馆门票多少钱？",
              "资料里没有学生票的价格，不过成人票40元，12岁以下儿童免费。", MUSEUM, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("zh-corr-001", "correct.wordy", "这家店是谁创办的？", "这家店是王丽华在1998年创办的。",
              "王丽华。", True),
    w.correct("zh-corr-002", "correct.short", "澳大利亚的首都是哪里？", "堪培拉。",
              "澳大利亚的首都是堪培拉。",
              True),
    w.correct("zh-corr-003", "correct.format", "包裹有多重？", "1800克。", "1.8公斤。", True),
    w.correct("zh-corr-004", "correct.format", "研讨会哪天举行？", "2024-03-05。", "2024年3月5日。", True),
    w.correct("zh-corr-005", "wrong.value", "海景酒店有多少间客房？", "海景酒店有150间客房。", "120间。",
              False),
    w.correct("zh-corr-006", "wrong.echo", "2019年的锦标赛在哪个城市举办？", "举办2019年锦标赛的城市是西安。",
              "成都。", False),
    w.correct("zh-corr-007", "wrong.role", "谁收购了星云软件？", "星云软件收购了华信科技。",
              "华信科技收购了星云软件。", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("zh-rel-001", "relevant.direct", "博物馆哪天休馆？", "周一。", MUSEUM, True),
    w.relevant("zh-rel-002", "relevant.yesno", "员工可以在家办公吗？", "可以，每周最多三天。", HR, True),
    w.relevant("zh-rel-003", "offtopic.true", "博物馆哪天休馆？", "博物馆建于1956年，收藏了大量宋代瓷器。",
               PORCELAIN, False),
    w.relevant("zh-rel-004", "offtopic.other", "博物馆门票多少钱？", "门票可以在网上或售票处购买。",
               TICKETS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("zh-diag-001", "diag.pass", "博物馆几点开门？", "博物馆周二至周日上午9:30开门。", {"m1": MUSEUM},
           ("m1",), "pass"),
    w.diag("zh-diag-002", "diag.offtopic", "博物馆几点开门？", "成人门票为40元。", {"m1": MUSEUM}, ("m1",),
           "fix_generation"),
    w.diag("zh-diag-003", "diag.unfaithful", "博物馆几点开门？", "博物馆早上8点开门。", {"m1": MUSEUM},
           ("m1",), "fix_generation"),
    w.diag("zh-diag-004", "diag.refused", "几点退房？", "抱歉，我没有这方面的信息。", {"h1": HOTEL}, ("h1",),
           "fix_generation"),
    w.diag("zh-diag-005", "diag.missed", "加急配送多少钱？", "我不知道。", {"m1": MUSEUM}, ("s1",),
           "fix_retrieval"),
    w.diag("zh-diag-006", "diag.correct_refusal", "博物馆有停车场吗？",
           "所提供的文件中没有提到博物馆的停车场。",
           {"m1": MUSEUM}, (), "correct_refusal"),
    w.diag("zh-diag-007", "diag.should_refuse", "博物馆有停车场吗？", "有，博物馆有一个可停200辆车的停车场。",
           {"m1": MUSEUM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
