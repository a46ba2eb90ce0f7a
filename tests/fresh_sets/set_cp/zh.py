"""Fresh set cp, Chinese: 租车行、山屋、打印店、图书馆电子书借阅、纹身工作室、网球俱乐部、爵士俱乐部、密室逃脱、猫咖和搬家公司。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RENTAL = (
    "顺达租车除周日外每天营业，营业时间为早上7点半至晚上7点。"
    "驾驶人须年满21岁，取车时须出示有效驾驶证。"
    "经济型轿车每天180元，SUV每天320元。"
    "每次租车每天含250公里里程，超出部分每公里收费1.5元。"
    "门店经理刘静负责审批所有异地还车订单。"
)
HUT = (
    "云雀山屋位于海拔2340米处，共有6间通铺、48个床位。"
    "2025年的开放时间为6月15日至9月30日。"
    "成人床位每晚120元，登山协会会员只需支付一半。"
    "晚饭在傍晚6点半供应，晚上10点以后须保持安静。"
    "预订由管理员王秀兰通过电话受理，住客必须自带睡袋内胆。"
)
PRINT = (
    "墨坊印刷由李明于2009年创办，现有员工7名。"
    "印1,200张名片收费360元，一张A1海报80元。"
    "普通订单两个工作日内完成；加急订单24小时内完成，费用加收50%。"
    "文件必须以PDF格式发送。"
    "营业时间为周一至周五早上8点到晚上6点。"
)
EBOOK = (
    "东湖图书馆的读者每次最多可借五本电子书。"
    "每次借期为21天，到期自动归还，因此不会产生逾期费。"
    "电子书借阅对所有读者免费。"
    "预约的书可借后保留3天。"
    "借阅平台由北京大学信息管理系开发。"
)
TATTOO = (
    "黑兰纹身工作室除周一外每天营业，时间为中午12点至晚上9点。"
    "顾客须年满18岁，并出示带照片的身份证件。"
    "预约须支付300元定金；顾客如在预约时间48小时前取消，工作室会退还定金。"
    "细线条作品由陈可负责，传统图案由周雨桐负责。"
    "每小时收费800元，最低消费400元。"
)
TENNIS = (
    "榆园网球俱乐部成立于1962年，共有8片场地，其中3片为室内场地。"
    "年费为2400元，18岁以下青少年为900元。"
    "会员最多可提前7天订场，每次最多90分钟。"
    "总教练林晓每周二和周四晚上6点带团体课。"
    "建议穿白色服装，但不强制。"
)
JAZZ = (
    "蓝灯爵士俱乐部晚上8点开门，第一场演出晚上9点开始。"
    "门票现场购买150元，网上购买120元。"
    "驻场乐队马洛三重奏每周五演出，周六则由客座艺人登台。"
    "俱乐部可容纳120人，不接受订座。"
    "可以拍照但不能开闪光灯，禁止录像。"
)
ESCAPE = (
    "密室逃脱主题“失落的天文台”适合2至6人参与，每局60分钟。"
    "每人票价168元。"
    "每支队伍最多可免费获得三次提示。"
    "只有35%的队伍能在限时内逃出。"
    "12岁以下儿童须由成人陪同。"
)
CATS = (
    "呼噜猫咖里住着11只猫。"
    "它们全部是从市动物收容所领养的。"
    "入场费每小时60元，含一杯饮品。"
    "8岁以下儿童不得入内。"
    "营业时间为周三至周日上午10点至晚上8点，顾客不得抱起猫咪。"
)
MOVING = (
    "快马搬家总部设在北京，北京是中国的首都。"
    "一辆货车加两名搬运工每小时收费300元，最少预订3小时。"
    "大货车最多可载3.5吨。"
    "周末搬家须至少提前10天预订。"
    "保险每次搬家最高赔付5万元，钢琴只由郑伟带领的专业团队搬运。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cp-001", "para.reorder", "云雀山屋几点吃晚饭？", "傍晚6点半供应晚饭。", HUT, True),
    w.faith("zh-cp-002", "para.passive", "异地还车订单由谁审批？", "所有异地还车订单都由门店经理刘静审批。", RENTAL, True),
    w.faith("zh-cp-003", "para.synonym", "墨坊印刷有多少员工？", "墨坊印刷目前雇有7名工作人员。", PRINT, True),
    w.faith("zh-cp-004", "para.nominal", "取消预约的话定金能退吗？", "可以。在预约时间48小时前取消的，可获得定金退还。", TATTOO, True),
    w.faith("zh-cp-005", "para.capital", "快马搬家的总部在哪里？", "总部在中国的首都北京。", MOVING, True),
    w.faith("zh-cp-006", "para.pronoun", "榆园网球俱乐部的团体课是谁带？", "是总教练林晓，她每周二和周四晚上6点上课。", TENNIS, True),
    w.faith("zh-cp-007", "para.relative", "蓝灯周五是谁演出？", "每周五登台的是作为驻场乐队的马洛三重奏。", JAZZ, True),
    w.faith("zh-cp-008", "para.part", "“失落的天文台”一局玩多久？", "每局60分钟。", ESCAPE, True),
    w.faith("zh-cp-009", "para.combine", "呼噜猫咖有几只猫？都是从哪儿来的？", "店里的11只猫全部是从市动物收容所领养的。", CATS, True),
    w.faith("zh-cp-010", "fmt.number", "一次最多能借几本电子书？", "每次最多可借5本电子书。", EBOOK, True),
    w.faith("zh-cp-011", "fmt.thousands", "360元能印多少张名片？", "360元可以印1200张名片。", PRINT, True),
    w.faith("zh-cp-012", "fmt.scale", "大货车能装多重的东西？", "大货车最多可载3500公斤。", MOVING, True),
    w.faith("zh-cp-013", "fmt.date", "云雀山屋今年什么时候开放？", "2025年六月十五日至九月三十日开放。", HUT, True),
    w.faith("zh-cp-014", "fmt.time", "蓝灯第一场演出几点开始？", "第一场演出21:00开始。", JAZZ, True),
    w.faith("zh-cp-015", "fmt.unit", "顺达租车每天包含多少里程？", "每天包含250 km的里程。", RENTAL, True),
    w.faith("zh-cp-016", "fmt.abbrev", "东湖图书馆的电子书借阅平台是谁开发的？", "是北大信息管理系开发的。", EBOOK, True),
    w.faith("zh-cp-017", "fmt.currency", "呼噜猫咖入场费多少钱？", "每小时¥60，含一杯饮品。", CATS, True),
    w.faith("zh-cp-018", "fmt.range", "网球场一次能订多长时间？", "每次订场不超过90分钟。", TENNIS, True),
    w.faith("zh-cp-019", "fmt.period", "电子书能借多久？", "每次借期为三周。", EBOOK, True),
    w.faith("zh-cp-020", "fmt.share", "登山协会会员住云雀山屋怎么收费？", "登山协会会员只需支付成人床位价格的50%。", HUT, True),
    w.faith("zh-cp-021", "para.except", "黑兰纹身周一营业吗？", "不营业，工作室周一休息。", TATTOO, True),
    w.faith("zh-cp-022", "wrap.opener", "快马搬家的货车加搬运工怎么收费？", "好问题！一辆货车加两名搬运工每小时收费300元。", MOVING, True),
    w.faith("zh-cp-023", "wrap.closer", "榆园网球俱乐部年费多少？", "年费为2400元。希望对你有帮助！", TENNIS, True),
    w.faith("zh-cp-024", "wrap.attribution", "在顺达租车租车要满多少岁？", "根据顺达租车的租车条款，驾驶人须年满21岁。", RENTAL, True),
    w.faith("zh-cp-025", "wrap.hedge", "小孩子能进呼噜猫咖吗？", "据我了解，8岁以下儿童不得入内。", CATS, True),
    w.faith("zh-cp-026", "wrap.question", "蓝灯的门票网上买多少钱？", "网上购买是120元。需要我再告诉你现场购票的价格吗？", JAZZ, True),
    w.faith("zh-cp-027", "value.number", "云雀山屋有多少个床位？", "山屋共有6间通铺、56个床位。", HUT, False),
    w.faith("zh-cp-028", "value.date", "榆园网球俱乐部是哪一年成立的？", "俱乐部成立于1968年。", TENNIS, False),
    w.faith("zh-cp-029", "value.time", "呼噜猫咖晚上几点关门？", "呼噜猫咖晚上9点关门。", CATS, False),
    w.faith("zh-cp-030", "value.unit", "预约的电子书能保留多久？", "预约的书可借后保留3周。", EBOOK, False),
    w.faith("zh-cp-031", "value.currency", "印一张A1海报多少钱？", "一张A1海报120元。", PRINT, False),
    w.faith("zh-cp-032", "role.swap", "想纹细线条图案应该找谁？", "细线条作品由周雨桐负责。", TATTOO, False),
    w.faith("zh-cp-033", "negation", "蓝灯可以订座吗？", "可以，俱乐部接受订座。", JAZZ, False),
    w.faith("zh-cp-034", "antonym", "在东湖图书馆借电子书要花钱吗？", "要，电子书借阅对读者是收费的。", EBOOK, False),
    w.faith("zh-cp-035", "modality", "榆园网球俱乐部对着装有要求吗？", "有，打球必须穿白色服装。", TENNIS, False),
    w.faith("zh-cp-036", "quantifier", "“失落的天文台”好逃吗？", "大多数队伍都能在限时内逃出。", ESCAPE, False),
    w.faith("zh-cp-037", "value.except", "顺达租车周日营业吗？", "营业，周日也是早上7点半至晚上7点。", RENTAL, False),
    w.faith("zh-cp-038", "direction", "周末搬家要提前多久预订？", "周末搬家最多提前10天预订。", MOVING, False),
    w.faith("zh-cp-039", "added.fact", "普通订单多久能做好？", "普通订单两个工作日内完成，市区内免费送货。", PRINT, False),
    w.faith("zh-cp-040", "added.entity", "蓝灯周五有什么演出？", "每周五驻场乐队马洛三重奏会和歌手苏晴一起演出。", JAZZ, False),
    w.faith("zh-cp-041", "mixed", "“失落的天文台”几个人可以玩？", "适合2至6人参与，通关后每人还能领一张纪念照片。", ESCAPE, False),
]
REFUSAL = [
    w.refusal("zh-cp-042", "refusal.plain", "黑兰纹身也做穿孔吗？", "抱歉，我没有这方面的信息。", TATTOO, True),
    w.refusal("zh-cp-043", "refusal.context", "云雀山屋有无线网络吗？", "所提供的资料中没有提到山屋是否有无线网络。", HUT, True),
    w.refusal("zh-cp-044", "refusal.short", "呼噜猫咖的猫都叫什么名字？", "不清楚。", CATS, True),
    w.refusal("zh-cp-045", "refusal.long", "快马搬家做国际搬家吗？", "感谢你的提问！很遗憾，我手头的资料完全没有提到国际搬家。资料里介绍了每小时收费、最少预订时长、周末预订和保险，但没有涉及搬到国外的业务。建议你直接联系快马搬家确认。", MOVING, True),
    w.refusal("zh-cp-046", "refusal.hedged", "榆园网球俱乐部有几片场地？", "我不太确定，不过应该是8片场地。", TENNIS, False),
    w.refusal("zh-cp-047", "refusal.partial", "蓝灯的门票多少钱？有没有最低酒水消费？", "门票现场购买150元，网上购买120元。至于最低酒水消费，资料里没有提到。", JAZZ, False),
]
CORRECTNESS = [
    w.correct("zh-cp-048", "correct.wordy", "墨坊印刷是谁创办的？", "墨坊印刷早在2009年就开业了，创办人是李明。", "李明。", True),
    w.correct("zh-cp-049", "correct.short", "“失落的天文台”一局多长时间？", "60分钟。", "“失落的天文台”每局从关门那一刻起计时，时长60分钟。", True),
    w.correct("zh-cp-050", "correct.format", "顺达租车晚上几点关门？", "19:00。", "晚上7点。", True),
    w.correct("zh-cp-051", "wrong.value", "呼噜猫咖入场费多少钱？", "每小时80元。", "每小时60元，含一杯饮品。", False),
    w.correct("zh-cp-052", "wrong.echo", "东湖图书馆电子书的借期是多长？", "东湖图书馆电子书的借期就是东湖图书馆规定的电子书借期。", "21天。", False),
    w.correct("zh-cp-053", "wrong.role", "黑兰纹身负责传统图案的是哪位纹身师？", "陈可。", "周雨桐。", False),
]
RELEVANCY = [
    w.relevant("zh-cp-054", "relevant.direct", "在云雀山屋晚上能聊到几点？", "晚上10点以后须保持安静。", HUT, True),
    w.relevant("zh-cp-055", "relevant.yesno", "可以提前一周订网球场吗？", "可以，会员最多可提前7天订场。", TENNIS, True),
    w.relevant("zh-cp-056", "offtopic.true", "文件要用什么格式发过去？", "营业时间为周一至周五早上8点到晚上6点。", PRINT, False),
    w.relevant("zh-cp-057", "offtopic.other", "“失落的天文台”能给几次提示？", "每人票价168元。", ESCAPE, False),
]
DIAGNOSIS = [
    w.diag("zh-cp-058", "diag.pass", "顺达租车的SUV一天多少钱？", "SUV每天320元。", {"rental": RENTAL, "jazz": JAZZ}, ("rental",), "pass"),
    w.diag("zh-cp-059", "diag.offtopic", "呼噜猫咖哪几天营业？", "入场费每小时60元，含一杯饮品。", {"cats": CATS, "tennis": TENNIS}, ("cats",), "fix_generation"),
    w.diag("zh-cp-060", "diag.unfaithful", "快马搬家最少要预订几个小时？", "最少预订1小时。", {"moving": MOVING, "rental": RENTAL}, ("moving",), "fix_generation"),
    w.diag("zh-cp-061", "diag.refused", "东湖图书馆预约的电子书保留几天？", "抱歉，我在资料里找不到这个信息。", {"ebook": EBOOK, "print": PRINT}, ("ebook",), "fix_generation"),
    w.diag("zh-cp-062", "diag.missed", "在黑兰纹身纹身要满多少岁？", "资料里没有找到黑兰纹身的年龄要求。", {"hut": HUT, "print": PRINT}, ("tattoo",), "fix_retrieval"),
    w.diag("zh-cp-063", "diag.correct_refusal", "蓝灯爵士俱乐部提供餐食吗？", "我手头的资料没有说明蓝灯是否提供餐食。", {"jazz": JAZZ, "cats": CATS}, (), "correct_refusal"),
    w.diag("zh-cp-064", "diag.should_refuse", "“失落的天文台”方便坐轮椅的人玩吗？", "方便，整个密室都可以坐轮椅通行。", {"escape": ESCAPE, "moving": MOVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
