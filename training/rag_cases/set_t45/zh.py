"""Chinese cases of set t45: 苏州观前街的老字号糕点铺、绍兴柯桥的黄酒酒坊与参观规定、
银川的家族葡萄酒庄与门店、天津的麻花铺、青岛的兄弟精酿酒坊、景德镇三代相传的制瓷作坊。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PASTRY = (
    "稻香斋是苏州观前街的一家糕点铺，1926年由沈福生创办。"
    "1953年，他的女儿沈秀英接手店铺，并增设了月饼作坊。"
    "如今店铺由沈秀英的孙子陆一鸣经营，每天早上七点开门、晚上九点关门。"
    "鲜肉月饼每只6元，桂花糕每盒28元。"
)
WINE_SHOP = (
    "同源酒坊位于绍兴柯桥，1898年由周永泰开设，专酿黄酒。"
    "1956年酒坊并入公私合营，1993年周家后人周建国重新买回老字号并恢复酿造。"
    "酒坊目前有十二名酿酒师傅，每年冬至前后开耙酿酒。"
)
VISITS = (
    "同源酒坊的参观时间为每周二至周日上午九点至下午四点半，周一闭馆。"
    "门票30元，含两杯黄酒品尝。"
    "未满十八周岁者不得参加品酒。"
    "团体参观需提前两天预约。"
)
WINERY = (
    "银川的峰岭酒庄由马志远和妻子杨慧于2003年创办。"
    "2016年，他们的儿子马骁从法国学成归来担任酿酒师，女儿马琳负责销售。"
    "酒庄种植赤霞珠约300亩，年产葡萄酒约8万瓶。"
)
WINERY_STORE = (
    "峰岭酒庄的门店每天上午十点至下午六点营业，春节期间休息。"
    "干红每瓶168元，桃红每瓶128元。"
    "购满六瓶可享九折，宁夏区内两日内送达。"
)
MAHUA = (
    "刘记麻花铺1948年由刘长顺在天津大沽南路开张。"
    "1985年，刘长顺把铺子交给徒弟王德利，王师傅一直经营到2012年。"
    "现在的掌柜是王德利的女儿王静。"
    "铺子每天限量制作500斤麻花，卖完即止。"
)
BREWPUB = (
    "崂泉啤酒坊是青岛的一家家庭精酿酒坊，2008年由张海涛和弟弟张海波创立。"
    "哥哥负责酿造，弟弟打理酒吧和外卖。"
    "招牌小麦啤酒的酒精度为5.2%，一升装扎啤售价45元。"
    "酒吧周三至周日晚上六点营业到凌晨一点。"
)
KILN = (
    "景德镇的余家窑是一家三代相传的制瓷作坊，由余国华于1979年创办。"
    "他的儿子余斌负责拉坯和烧窑，儿媳林晓负责彩绘。"
    "作坊每周六下午两点开设体验课，每人180元，课程时长两个半小时。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t45-001", "para.combine", "稻香斋是谁创办的？后来谁接手了？", "稻香斋由沈福生在1926年创办，1953年由他的女儿沈秀英接手。", PASTRY, True),
    w.faith("zh-t45-002", "fmt.time", "稻香斋晚上几点关门？", "每天21点关门。", PASTRY, True),
    w.faith("zh-t45-003", "fmt.currency", "鲜肉月饼多少钱一只？", "鲜肉月饼六块钱一只。", PASTRY, True),
    w.faith("zh-t45-004", "para.relative", "现在谁在经营稻香斋？", "现在经营店铺的是沈秀英的孙子陆一鸣。", PASTRY, True),
    w.faith("zh-t45-005", "para.nominal", "同源酒坊是谁开的？", "同源酒坊的开设者是周永泰，开设时间是1898年。", WINE_SHOP, True),
    w.faith("zh-t45-006", "para.synonym", "周家后来把酒坊拿回来了吗？", "拿回来了，1993年周家后人周建国把老字号重新买了回来，并恢复了酿造。", WINE_SHOP, True),
    w.faith("zh-t45-007", "fmt.number", "酒坊现在有几位酿酒师傅？", "目前共有12名酿酒师傅。", WINE_SHOP, True),
    w.faith("zh-t45-008", "para.except", "周一能去同源酒坊参观吗？", "不能，酒坊周一闭馆，周二到周日上午9点至下午4点半开放。", VISITS, True),
    w.faith("zh-t45-009", "fmt.time", "参观时间到几点结束？", "参观开放到16:30。", VISITS, True),
    w.faith("zh-t45-010", "fmt.currency", "门票包括什么？", "门票三十元，其中包含两杯黄酒的品尝。", VISITS, True),
    w.faith("zh-t45-011", "fmt.number", "团体参观要提前多久预约？", "团体需要提前2天预约。", VISITS, True),
    w.faith("zh-t45-012", "para.synonym", "峰岭酒庄是谁创立的？", "峰岭酒庄是马志远与妻子杨慧在2003年一起创建的。", WINERY, True),
    w.faith("zh-t45-013", "fmt.unit", "酒庄种了多少赤霞珠？", "赤霞珠的种植面积大约是20公顷。", WINERY, True),
    w.faith("zh-t45-014", "fmt.thousands", "酒庄一年产多少葡萄酒？", "年产量约为80,000瓶。", WINERY, True),
    w.faith("zh-t45-015", "para.pronoun", "马骁在酒庄做什么？", "他2016年从法国学成归来后，担任酒庄的酿酒师。", WINERY, True),
    w.faith("zh-t45-016", "fmt.share", "买六瓶有折扣吗？", "有，购满六瓶可以打九折，也就是便宜10%。", WINERY_STORE, True),
    w.faith("zh-t45-017", "fmt.currency", "干红多少钱一瓶？", "干红一瓶一百六十八块。", WINERY_STORE, True),
    w.faith("zh-t45-018", "para.reorder", "刘记麻花铺是什么时候开的？", "1948年，刘长顺在天津大沽南路开了这家麻花铺。", MAHUA, True),
    w.faith("zh-t45-019", "fmt.unit", "刘记每天做多少麻花？", "每天限量做250公斤麻花，卖完就不再供应。", MAHUA, True),
    w.faith("zh-t45-020", "para.combine", "王静是谁？", "王静是现在的掌柜，她的父亲王德利从1985年起接手铺子，一直经营到2012年。", MAHUA, True),
    w.faith("zh-t45-021", "para.part", "张海波在啤酒坊负责什么？", "张海波负责打理酒吧和外卖。", BREWPUB, True),
    w.faith("zh-t45-022", "fmt.time", "崂泉的酒吧营业到几点？", "酒吧营业到夜里1点。", BREWPUB, True),
    w.faith("zh-t45-023", "wrap.opener", "余家窑的体验课多少钱？", "您好！体验课每人180元，时长两个半小时。", KILN, True),
    w.faith("zh-t45-024", "fmt.unit", "体验课要上多久？", "课程一共150分钟，每周六下午两点开始。", KILN, True),
    w.faith("zh-t45-025", "value.date", "沈秀英是哪一年接手稻香斋的？", "沈秀英在1926年接手了店铺，并增设了月饼作坊。", PASTRY, False),
    w.faith("zh-t45-026", "value.currency", "桂花糕多少钱？", "桂花糕每盒6元。", PASTRY, False),
    w.faith("zh-t45-027", "role.swap", "稻香斋是谁创办的？", "稻香斋由沈秀英于1926年创办，1953年她的父亲沈福生接手了店铺。", PASTRY, False),
    w.faith("zh-t45-028", "value.date", "周建国是哪一年买回酒坊的？", "周建国在1956年把老字号重新买了回来。", WINE_SHOP, False),
    w.faith("zh-t45-029", "added.fact", "酒坊什么时候酿酒？", "酒坊每年冬至前后开耙酿酒，酿好的黄酒要在陶坛里陈放五年才出售。", WINE_SHOP, False),
    w.faith("zh-t45-030", "value.except", "酒坊哪几天不开放？", "酒坊周末闭馆，周一至周五开放参观。", VISITS, False),
    w.faith("zh-t45-031", "negation", "未成年人能参加品酒吗？", "可以，未满十八周岁的游客也能参加品酒。", VISITS, False),
    w.faith("zh-t45-032", "modality", "团体参观一定要预约吗？", "团体参观最好提前两天预约，不预约也可以直接来。", VISITS, False),
    w.faith("zh-t45-033", "role.swap", "马琳在酒庄负责什么？", "马琳担任酒庄的酿酒师，马骁负责销售。", WINERY, False),
    w.faith("zh-t45-034", "value.number", "酒庄一年产多少瓶？", "酒庄每年生产大约18万瓶葡萄酒。", WINERY, False),
    w.faith("zh-t45-035", "value.currency", "桃红多少钱一瓶？", "桃红每瓶168元。", WINERY_STORE, False),
    w.faith("zh-t45-036", "value.except", "门店什么时候休息？", "门店每周一休息，其他日子上午十点到下午六点营业。", WINERY_STORE, False),
    w.faith("zh-t45-037", "direction", "怎样才能享受折扣？", "购买六瓶以下即可享九折。", WINERY_STORE, False),
    w.faith("zh-t45-038", "role.swap", "1985年谁接手了麻花铺？", "1985年，王德利把铺子交给了师傅刘长顺。", MAHUA, False),
    w.faith("zh-t45-039", "antonym", "1993年酒坊发生了什么？", "1993年，周家后人周建国买回了老字号，并停止了酿造。", WINE_SHOP, False),
    w.faith("zh-t45-040", "added.entity", "刘记每天做多少？", "刘记麻花铺每天限量制作500斤麻花和300斤炸糕，卖完即止。", MAHUA, False),
    w.faith("zh-t45-041", "value.unit", "扎啤多少钱？", "半升装扎啤售价45元。", BREWPUB, False),
    w.faith("zh-t45-042", "role.swap", "崂泉啤酒坊谁负责酿造？", "弟弟张海波负责酿造，哥哥张海涛打理酒吧和外卖。", BREWPUB, False),
    w.faith("zh-t45-043", "value.time", "酒吧几点开门？", "酒吧周三至周日晚上八点开始营业。", BREWPUB, False),
    w.faith("zh-t45-044", "added.fact", "余家窑谁负责彩绘？", "彩绘由儿媳林晓负责，她毕业于景德镇陶瓷大学。", KILN, False),
]

CORRECTNESS = [
    w.correct("zh-t45-045", "correct.wordy", "稻香斋在哪里？", "稻香斋是一家位于苏州观前街的老字号糕点铺。", "苏州观前街", True),
    w.correct("zh-t45-046", "correct.format", "同源酒坊的门票多少钱？", "三十元。", "30元", True),
    w.correct("zh-t45-047", "correct.short", "峰岭酒庄的酿酒师是谁？", "马骁。", "峰岭酒庄的酿酒师是创办人的儿子马骁。", True),
    w.correct("zh-t45-048", "correct.format", "余家窑是哪一年创办的？", "一九七九年。", "1979年", True),
    w.correct("zh-t45-049", "wrong.value", "崂泉招牌小麦啤酒的酒精度是多少？", "酒精度为4.2%。", "5.2%", False),
    w.correct("zh-t45-050", "wrong.role", "余家窑由谁负责烧窑？", "由儿媳林晓负责拉坯和烧窑。", "余国华的儿子余斌", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
