"""Chinese cases of set t46: 广州西关的老字号饼家与营业规定、泸州四代相传的白酒作坊、
蓬莱的家族葡萄酒庄与参观安排、宜兴的紫砂作坊、成都的夫妻精酿酒馆、杭州河坊街的铜器作坊。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CAKE_SHOP = (
    "麦氏饼家位于广州西关，1931年由麦锦泉创办，以老婆饼闻名。"
    "1966年至1978年店铺一度停业，1979年由麦锦泉的儿子麦国强重新开张。"
    "如今店铺由麦国强的女儿麦嘉欣打理，老婆饼每盒八个，售价48元。"
)
SHOP_RULES = (
    "麦氏饼家每天早上八点半开门，晚上八点关门，农历除夕下午提前到三点关门。"
    "中秋月饼需提前一周预订，每人限购十盒。"
)
BAIJIU = (
    "江阳酒坊位于泸州，1912年由罗德昌开办，至今已传到第四代。"
    "1985年，罗德昌的孙子罗文斌承包了酒坊，2010年交给儿子罗浩。"
    "酒坊现有老窖池二十四口，酿酒工人十五名。"
    "招牌的五年陈酿五十二度，每斤售价260元。"
)
WINERY = (
    "蓬莱的海岸酒庄由于海龙在2001年创办，他原来是一名渔民。"
    "2013年，女儿于婷从波尔多学成回国后担任酿酒师，女婿郭强负责市场。"
    "酒庄葡萄园约450亩，主要种植马瑟兰和霞多丽，年产约六万瓶。"
)
WINERY_VISIT = (
    "海岸酒庄对外开放时间为每年五月至十月，每天上午九点到下午五点。"
    "参观加品鉴每人120元，可品尝三款酒。"
    "自驾的司机可领取一瓶葡萄汁代替品鉴。"
    "二十人以上团队须提前三天预约。"
)
ZISHA = (
    "宜兴的储家紫砂作坊由储福根于1958年创办。"
    "1992年，他把作坊交给了女儿储丽萍，女婿周正负责烧窑。"
    "储丽萍每年只做约三十把壶，每把价格在八千元以上。"
    "作坊每周日上午开放参观，平时谢绝来访。"
)
BREWPUB = (
    "成都的锦城精酿是一家夫妻店，2014年由赵磊和妻子何静开办。"
    "赵磊负责酿酒，何静管理店面和账目。"
    "店里的花椒艾尔酒精度为6%，每杯38元。"
    "酒馆周一休息，其余每天下午四点营业至凌晨两点。"
)
COPPER = (
    "杭州河坊街的王记铜器作坊由王守义于1946年创办。"
    "1983年，徒弟陈国平从王守义手中接过作坊。"
    "作坊专做铜壶和铜锅，一把手工铜壶需要敲打约一万锤。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t46-001", "para.combine", "麦氏饼家是谁开的？", "麦氏饼家由麦锦泉于1931年创办，1979年由他的儿子麦国强重新开张。", CAKE_SHOP, True),
    w.faith("zh-t46-002", "fmt.currency", "老婆饼多少钱一盒？", "老婆饼一盒八个，卖四十八块。", CAKE_SHOP, True),
    w.faith("zh-t46-003", "para.relative", "现在谁在打理麦氏饼家？", "现在打理店铺的是麦国强的女儿麦嘉欣。", CAKE_SHOP, True),
    w.faith("zh-t46-004", "fmt.period", "麦氏饼家停业过吗？", "停业过，从1966年到1978年店铺曾经关门。", CAKE_SHOP, True),
    w.faith("zh-t46-005", "fmt.time", "麦氏饼家几点开门、几点关门？", "每天8:30开门，20:00关门。", SHOP_RULES, True),
    w.faith("zh-t46-006", "fmt.time", "除夕那天几点关门？", "除夕当天下午三点，也就是15点就关门了。", SHOP_RULES, True),
    w.faith("zh-t46-007", "para.synonym", "中秋月饼怎么订？", "中秋月饼要提前七天预订，每人最多买十盒。", SHOP_RULES, True),
    w.faith("zh-t46-008", "para.reorder", "江阳酒坊是谁开办的？", "江阳酒坊是罗德昌在1912年开办的，如今已经传到了第四代。", BAIJIU, True),
    w.faith("zh-t46-009", "para.pronoun", "罗浩是谁？", "他是罗文斌的儿子，2010年从父亲手中接过了酒坊。", BAIJIU, True),
    w.faith("zh-t46-010", "fmt.number", "酒坊有多少窖池和工人？", "酒坊现有24口老窖池，酿酒工人15名。", BAIJIU, True),
    w.faith("zh-t46-011", "fmt.unit", "五年陈酿怎么卖？", "五年陈酿每500克售价260元。", BAIJIU, True),
    w.faith("zh-t46-012", "para.synonym", "海岸酒庄是谁创办的？", "酒庄的创办人是于海龙，他以前是渔民，2001年建起了这座酒庄。", WINERY, True),
    w.faith("zh-t46-013", "fmt.unit", "葡萄园有多大？", "葡萄园面积约30公顷。", WINERY, True),
    w.faith("zh-t46-014", "fmt.thousands", "酒庄一年产多少酒？", "每年大约出产60,000瓶。", WINERY, True),
    w.faith("zh-t46-015", "para.combine", "于婷在酒庄做什么？", "于婷在波尔多学成后回国，从2013年起担任酒庄的酿酒师，女婿郭强则负责市场。", WINERY, True),
    w.faith("zh-t46-016", "para.except", "十一月能去海岸酒庄参观吗？", "不能，酒庄只在每年五月至十月对外开放。", WINERY_VISIT, True),
    w.faith("zh-t46-017", "fmt.currency", "参观酒庄要多少钱？", "参观加品鉴每位一百二十元，可以品三款酒。", WINERY_VISIT, True),
    w.faith("zh-t46-018", "fmt.number", "团队要提前几天预约？", "20人以上的团队须提前3天预约。", WINERY_VISIT, True),
    w.faith("zh-t46-019", "para.passive", "储丽萍什么时候接手作坊？", "1992年，作坊由储福根交到了女儿储丽萍手里。", ZISHA, True),
    w.faith("zh-t46-020", "fmt.thousands", "储丽萍的壶多少钱一把？", "每把壶售价都在8,000元以上。", ZISHA, True),
    w.faith("zh-t46-021", "para.except", "周三能去紫砂作坊参观吗？", "不行，作坊只在周日上午开放参观，平时不接待来访。", ZISHA, True),
    w.faith("zh-t46-022", "para.part", "锦城精酿谁负责酿酒？", "酿酒由赵磊负责。", BREWPUB, True),
    w.faith("zh-t46-023", "para.except", "周一酒馆开门吗？", "不开，周一休息，其他日子下午4点到凌晨2点营业。", BREWPUB, True),
    w.faith("zh-t46-024", "wrap.opener", "王记铜器作坊做什么？", "感谢提问！这家作坊专门制作铜壶和铜锅。", COPPER, True),
    w.faith("zh-t46-025", "value.date", "麦国强哪一年重新开张？", "麦国强在1966年把店铺重新开张。", CAKE_SHOP, False),
    w.faith("zh-t46-026", "value.number", "老婆饼一盒有几个？", "老婆饼每盒十二个，售价48元。", CAKE_SHOP, False),
    w.faith("zh-t46-027", "role.swap", "1979年是谁重新开张的？", "1979年，麦嘉欣重新开张了店铺，如今由她的父亲麦国强打理。", CAKE_SHOP, False),
    w.faith("zh-t46-028", "value.time", "除夕那天几点关门？", "除夕当天下午五点关门。", SHOP_RULES, False),
    w.faith("zh-t46-029", "direction", "中秋月饼限购几盒？", "中秋月饼每人至少要买十盒。", SHOP_RULES, False),
    w.faith("zh-t46-030", "role.swap", "1985年是谁承包了酒坊？", "1985年罗浩承包了酒坊，2010年交给了父亲罗文斌。", BAIJIU, False),
    w.faith("zh-t46-031", "value.unit", "五年陈酿多少钱？", "五年陈酿每公斤售价260元。", BAIJIU, False),
    w.faith("zh-t46-032", "added.fact", "酒坊有多少口窖池？", "酒坊现有老窖池二十四口，全部是明代留下来的。", BAIJIU, False),
    w.faith("zh-t46-033", "value.date", "于婷是哪一年开始当酿酒师的？", "于婷2001年从波尔多回国后担任酿酒师。", WINERY, False),
    w.faith("zh-t46-034", "role.swap", "海岸酒庄谁负责市场？", "于婷负责市场，酿酒师由郭强担任。", WINERY, False),
    w.faith("zh-t46-035", "value.date", "酒庄什么时候对外开放？", "酒庄每年四月至十月对外开放，每天上午九点到下午五点。", WINERY_VISIT, False),
    w.faith("zh-t46-036", "modality", "团队参观一定要预约吗？", "二十人以上的团队可以提前三天预约，不约也行。", WINERY_VISIT, False),
    w.faith("zh-t46-037", "negation", "开车来的司机能品鉴吗？", "能，自驾的司机也可以照常品鉴三款酒。", WINERY_VISIT, False),
    w.faith("zh-t46-038", "value.currency", "参观加品鉴多少钱？", "参观加品鉴每人150元。", WINERY_VISIT, False),
    w.faith("zh-t46-039", "role.swap", "储家紫砂作坊谁负责烧窑？", "储丽萍负责烧窑，周正每年做约三十把壶。", ZISHA, False),
    w.faith("zh-t46-040", "value.except", "作坊什么时候可以参观？", "作坊每天上午都开放参观。", ZISHA, False),
    w.faith("zh-t46-041", "value.number", "储丽萍每年做多少把壶？", "储丽萍每年做约三百把壶。", ZISHA, False),
    w.faith("zh-t46-042", "added.entity", "店里的精酿有多少度？", "店里的花椒艾尔和桂花拉格酒精度都是6%。", BREWPUB, False),
    w.faith("zh-t46-043", "value.time", "酒馆几点开始营业？", "酒馆下午六点开始营业，一直开到凌晨两点。", BREWPUB, False),
    w.faith("zh-t46-044", "added.fact", "现在谁经营王记铜器作坊？", "1983年徒弟陈国平从王守义手中接过作坊，后来又在上海开了分店。", COPPER, False),
]

CORRECTNESS = [
    w.correct("zh-t46-045", "correct.wordy", "江阳酒坊在哪里？", "江阳酒坊是一家位于泸州、已经传了四代的老酒坊。", "泸州", True),
    w.correct("zh-t46-046", "correct.format", "锦城精酿的花椒艾尔一杯多少钱？", "三十八元。", "38元", True),
    w.correct("zh-t46-047", "correct.short", "储家紫砂作坊是谁创办的？", "储福根。", "储家紫砂作坊由储福根于1958年创办。", True),
    w.correct("zh-t46-048", "correct.format", "海岸酒庄是哪一年创办的？", "二〇〇一年。", "2001年", True),
    w.correct("zh-t46-049", "wrong.value", "一把手工铜壶大约要敲打多少锤？", "大约一千锤。", "约一万锤", False),
    w.correct("zh-t46-050", "wrong.role", "锦城精酿的店面和账目由谁管理？", "赵磊。", "何静", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
