"""Chinese cases of fresh set cb. Scenarios: the 岩花 bouldering festival in Chengdu, the
尾巴星 dog daycare in Hangzhou, the community radio station 江畔之声 in Xiamen, a 碧波 river
cruise on the Li River, 松风 glamping at Moganshan, the 清音 hearing-aid centre in Nanjing,
the 格子与页 comic-book shop in Shanghai, the Jinji Lake half marathon in Suzhou, a science
museum night at 星光科技馆 in Wuhan and 货郎 cargo-bike rental in Shenzhen."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BOULDER = "第三届“岩花”抱石节将于2025年5月24日（星期六）在成都高新区的攀岩森林馆举行。上午8:30开始入场，资格赛持续到下午2点，决赛于晚上7点半开始。单日通票为128元，16岁以下的攀岩者半价。48道比赛线路由首席定线员林子涵设计，决赛裁判由赵宇航担任。攀岩鞋每双租金20元，但总共只有120双，因此主办方请选手尽量自带。"

DAYCARE = "杭州的“尾巴星”狗狗托管中心工作日早上7点至晚上6点半营业。全天托管每天150元，半天托管（最长5小时）每次90元。所有狗狗必须在首次入托前至少14天接种犬窝咳疫苗。老板何静负责上午的小组，她的同事陈磊带领下午的散步。体重超过40公斤的狗狗会被安排在单独的活动区，每天最多照看25只狗。"

RADIO = "“江畔之声”是一家社区广播电台，在厦门市图书馆楼上的演播室以104.6 MHz播出。电台成立于2009年，目前有85名志愿主持人。早间节目在工作日早上6点到9点播出，由郑欣然主持。新志愿者上节目前必须完成一门4小时的培训课程，课程免费。所有新节目都由台长吴志强审批，但时长不足30分钟的音乐节目除外，这类节目可由音乐编辑单独审批。"

CRUISE = "“碧波”游船每年4月1日至9月30日每天运营一班从桂林沿漓江顺流而下到阳朔的游船。游船上午10:15从磨盘山码头出发，下午1:45抵达阳朔，当天下午再逆流返回。成人往返票价为245元，5岁以下儿童免费乘船。船上最多可载120名乘客，船长是黄丽华，船上讲解员是周子轩。狗可以上甲板，但不能进入室内船舱。"

GLAMPING = "莫干山的“松风”野奢营地在约3公顷的草地上分布着12顶钟形帐篷和4间木屋。每顶钟形帐篷最多住4人，每晚680元；木屋可住2人，每晚520元。入住时间为下午3点以后，退房时间为上午10:30之前。最少须连住两晚，但11月可以只订一晚。篝火只能在钢制火盆里生，柴火在前台出售，每捆40元。"

HEARING = "南京的“清音”助听器中心提供免费听力测试，每次约45分钟。测试由听力师孙雅婷负责，助听器的维修和清洁由技师刘建国负责。中心的基础款耳背式助听器每对8,800元，保修三年。65岁以上的顾客可免费领取电池，其他顾客每包6粒需付15元。中心周一至周五上午9点至下午5点营业，周六只在上午营业，到中午12:30为止。"

COMICS = "上海的漫画专卖店“格子与页”库存约6,000本过刊漫画。店铺除周二外每天上午11点至晚上7点营业，新刊每周三到货。每月预订至少三个系列的订阅会员，所有新刊均享受八五折。店主罗家明收购顾客的个人藏品，但只在周六收购。店员许晓雯每月举办一次绘画工作坊，每人30元，名额限10人。"

HALF = "第七届金鸡湖半程马拉松将于2025年10月5日（星期日）上午9点鸣枪起跑，赛道环苏州金鸡湖一圈，全长21.1公里。8月31日前报名费为150元，之后为180元。参赛者在比赛当天必须年满17岁。赛道每隔5公里设一个补给站，关门时间为起跑后3小时30分钟。赛事总监是冯诗雨，医疗团队由唐浩医生带领；去年全部2,400个名额均已报满。"

MUSEUM = "11月21日（星期五），武汉星光科技馆举办“科学之夜”活动，晚上7点至11点延时开放。门票80元，仅限18岁及以上成人入场。天文馆节目由丹麦政府资助制作，每30分钟开演一场，每场20分钟。化学家邓雨桐博士将于晚上8点在主展厅现场演示液氮实验，由策展人韩立伟介绍开场。观众还可以看到一块坠落在纳米比亚、重达2吨的陨石。"

CARGO = "“货郎”货运自行车租赁店位于深圳北站附近。租车4小时60元，全天100元，按周租为400元。每辆车前面的货箱最多可载100 kg，包括坐在长凳座椅上的两名儿童。租车人必须年满18岁，并交纳500元押金，车辆归还时无损坏即可退还押金。机修师傅钟海涛在每次出租前检查车辆，预订由店长谢佳琪负责。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cb-001", "para.reorder", "“松风”营地几点入住、几点退房？", "退房要在上午10:30之前，入住则从下午3点开始。", GLAMPING, True),
    w.faith("zh-cb-002", "para.passive", "抱石节的比赛线路是谁设计的？", "首席定线员林子涵设计了全部48道比赛线路。", BOULDER, True),
    w.faith("zh-cb-003", "para.synonym", "“尾巴星”每天最多收多少只狗？", "“尾巴星”每天至多照顾25只狗。", DAYCARE, True),
    w.faith("zh-cb-004", "para.nominal", "新志愿者上节目前需要做什么？", "完成一门4小时的培训课程是新志愿者上节目的必要条件。", RADIO, True),
    w.faith("zh-cb-005", "para.capital", "天文馆节目是谁出资制作的？", "天文馆节目是由哥本哈根出资制作的。", MUSEUM, True),
    w.faith("zh-cb-006", "para.pronoun", "“江畔之声”的早间节目由谁主持？", "郑欣然主持这档节目，它在工作日早上6点到9点播出。", RADIO, True),
    w.faith("zh-cb-007", "para.relative", "游船的船长是谁？", "这艘最多可载120名乘客的游船由黄丽华担任船长。", CRUISE, True),
    w.faith("zh-cb-008", "para.part", "“松风”营地有木屋吗？", "有，营地的住宿里包括4间木屋。", GLAMPING, True),
    w.faith("zh-cb-009", "para.combine", "介绍一下“格子与页”的绘画工作坊。", "店员许晓雯每月举办的绘画工作坊每人30元，最多10人参加。", COMICS, True),
    w.faith("zh-cb-010", "fmt.number", "参加金鸡湖半马有年龄要求吗？", "有，参赛者在比赛当天必须年满十七岁。", HALF, True),
    w.faith("zh-cb-011", "fmt.thousands", "去年有多少个名额报满了？", "去年全部2400个名额都报满了。", HALF, True),
    w.faith("zh-cb-012", "fmt.scale", "科技馆展出的陨石有多重？", "这块陨石重2000公斤，坠落在纳米比亚。", MUSEUM, True),
    w.faith("zh-cb-013", "fmt.date", "金鸡湖半程马拉松哪天举行？", "比赛在2025-10-05（周日）举行。", HALF, True),
    w.faith("zh-cb-014", "fmt.time", "抱石节决赛几点开始？", "决赛19:30开始。", BOULDER, True),
    w.faith("zh-cb-015", "fmt.unit", "货运自行车能装多重的东西？", "前面的货箱最多能装100公斤，其中包括坐在长凳座椅上的两名儿童。", CARGO, True),
    w.faith("zh-cb-016", "fmt.abbrev", "“江畔之声”的频率是多少？", "“江畔之声”在104.6兆赫播出。", RADIO, True),
    w.faith("zh-cb-017", "fmt.currency", "游船成人往返票多少钱？", "成人往返票价为¥245。", CRUISE, True),
    w.faith("zh-cb-018", "fmt.range", "一顶钟形帐篷能住几个人？", "一顶钟形帐篷入住人数不能超过4人。", GLAMPING, True),
    w.faith("zh-cb-019", "fmt.period", "犬窝咳疫苗要什么时候打？", "首次入托前至少两周就要接种好犬窝咳疫苗。", DAYCARE, True),
    w.faith("zh-cb-020", "fmt.share", "小孩参加抱石节有优惠吗？", "有，16岁以下的攀岩者买单日通票可优惠50%。", BOULDER, True),
    w.faith("zh-cb-021", "para.except", "“格子与页”哪天休息？", "“格子与页”每周二不营业。", COMICS, True),
    w.faith("zh-cb-022", "wrap.opener", "全天租一辆货运自行车多少钱？", "好问题！全天租车是100元。", CARGO, True),
    w.faith("zh-cb-023", "wrap.closer", "“清音”助听器中心周六营业吗？", "营业，周六只开上午，到中午12:30为止。希望对您有帮助！", HEARING, True),
    w.faith("zh-cb-024", "wrap.attribution", "小孩坐游船要买票吗？", "根据文件，5岁以下儿童免费乘船。", CRUISE, True),
    w.faith("zh-cb-025", "wrap.hedge", "天文馆节目每场多长时间？", "我认为每场天文馆节目是20分钟。", MUSEUM, True),
    w.faith("zh-cb-026", "wrap.question", "营地能买到柴火吗？", "可以，前台卖柴火，每捆40元。需要我告诉您篝火可以在哪里生吗？", GLAMPING, True),
    w.faith("zh-cb-027", "value.number", "要预订几个系列才能享受新刊折扣？", "每月预订至少五个系列的会员，新刊可享受八五折。", COMICS, False),
    w.faith("zh-cb-028", "value.date", "“科学之夜”是哪天？", "“科学之夜”在11月28日（星期五）晚上7点到11点举行。", MUSEUM, False),
    w.faith("zh-cb-029", "value.time", "游船几点从磨盘山码头出发？", "游船上午10:45从磨盘山码头出发。", CRUISE, False),
    w.faith("zh-cb-030", "value.unit", "半马赛道有多长？", "赛道环金鸡湖一圈，全长21.1英里。", HALF, False),
    w.faith("zh-cb-031", "value.currency", "基础款助听器多少钱？", "基础款耳背式助听器每对8,800美元。", HEARING, False),
    w.faith("zh-cb-032", "role.swap", "“江畔之声”的台长是谁？", "台长是郑欣然，早间节目由吴志强主持。", RADIO, False),
    w.faith("zh-cb-033", "negation", "营地里篝火可以在哪里生？", "篝火不能在钢制火盆里生。", GLAMPING, False),
    w.faith("zh-cb-034", "antonym", "租车押金什么时候退还？", "车辆归还时有损坏，就可以退还500元押金。", CARGO, False),
    w.faith("zh-cb-035", "modality", "狗狗一定要打犬窝咳疫苗吗？", "狗狗可以在首次入托前接种犬窝咳疫苗，但这不是必须的。", DAYCARE, False),
    w.faith("zh-cb-036", "quantifier", "哪些顾客可以免费领取电池？", "所有顾客都可以免费领取电池。", HEARING, False),
    w.faith("zh-cb-037", "value.except", "“江畔之声”的新节目由谁审批？", "所有新节目都由台长吴志强审批，但时长不足30分钟的谈话节目除外，这类节目可由音乐编辑单独审批。", RADIO, False),
    w.faith("zh-cb-038", "direction", "哪些狗狗会被安排在单独的活动区？", "体重不到40公斤的狗狗会被安排在单独的活动区。", DAYCARE, False),
    w.faith("zh-cb-039", "added.fact", "金鸡湖半马报名费是多少？", "8月31日前报名费为150元，费用包含一件完赛T恤。", HALF, False),
    w.faith("zh-cb-040", "added.entity", "液氮实验由谁演示？", "化学家邓雨桐博士将于晚上8点和物理学家高明远一起演示。", MUSEUM, False),
    w.faith("zh-cb-041", "mixed", "抱石节能租攀岩鞋吗？", "能，攀岩鞋每双租金20元，另外每位选手都能免费领取一袋镁粉。", BOULDER, False),
]

REFUSAL = [
    w.refusal("zh-cb-042", "refusal.plain", "木屋里有无线网络吗？", "我不知道木屋里有没有无线网络。", GLAMPING, True),
    w.refusal("zh-cb-043", "refusal.context", "“清音”中心能做人工耳蜗吗？", "所提供的资料中没有提到人工耳蜗，所以我无法回答这个问题。", HEARING, True),
    w.refusal("zh-cb-044", "refusal.short", "有电助力货运自行车出租吗？", "不清楚。", CARGO, True),
    w.refusal("zh-cb-045", "refusal.long", "“江畔之声”有多少听众？", "很抱歉，我无法告诉您听众人数。我手头的资料介绍了电台的播出频率、成立年份、早间节目和志愿者培训，但完全没有提到听众规模，所以无论我说出什么数字，都只是猜测。还请您谅解。", RADIO, True),
    w.refusal("zh-cb-046", "refusal.hedged", "“科学之夜”门票多少钱？", "我不太确定，不过门票好像是80元。", MUSEUM, False),
    w.refusal("zh-cb-047", "refusal.partial", "游船儿童票多少钱？船上提供餐食吗？", "5岁以下儿童免费乘船，但我不清楚船上是否提供餐食。", CRUISE, False),
]

CORRECTNESS = [
    w.correct("zh-cb-048", "correct.wordy", "“岩花”抱石节几点开始入场？", "感谢您的提问！抱石节当天，攀岩森林馆从早上八点半起就可以入场了，您在这个时间之后到达即可。", "上午8:30开始入场。", True),
    w.correct("zh-cb-049", "correct.short", "“尾巴星”全天托管多少钱？", "150元。", "全天托管每天150元。", True),
    w.correct("zh-cb-050", "correct.format", "金鸡湖半程马拉松什么时候起跑？", "2025-10-05（周日）09:00。", "2025年10月5日星期日上午9点起跑。", True),
    w.correct("zh-cb-051", "wrong.value", "租货运自行车押金多少？", "押金是800元。", "押金为500元。", False),
    w.correct("zh-cb-052", "wrong.echo", "“松风”营地7月最少要住几晚？", "“松风”营地7月最少要住一晚。", "7月最少须连住两晚。", False),
    w.correct("zh-cb-053", "wrong.role", "“清音”中心谁负责维修助听器？", "助听器由孙雅婷维修，听力测试由刘建国负责。", "技师刘建国负责维修助听器，听力师孙雅婷负责听力测试。", False),
]

RELEVANCY = [
    w.relevant("zh-cb-054", "relevant.direct", "绘画工作坊多少钱？", "绘画工作坊每人30元。", COMICS, True),
    w.relevant("zh-cb-055", "relevant.yesno", "16岁的人能参加金鸡湖半马吗？", "不能，参赛者在比赛当天必须年满17岁。", HALF, True),
    w.relevant("zh-cb-056", "offtopic.true", "租攀岩鞋要多少钱？", "48道比赛线路由首席定线员林子涵设计。", BOULDER, False),
    w.relevant("zh-cb-057", "offtopic.other", "多大年纪才能租货运自行车？", "按周租是400元。", CARGO, False),
]

DIAGNOSIS = [
    w.diag("zh-cb-058", "diag.pass", "8月31日以后报名金鸡湖半马要多少钱？", "8月31日以后报名费是180元。", {"half": HALF, "cruise": CRUISE}, ("half",), "pass"),
    w.diag("zh-cb-059", "diag.offtopic", "“尾巴星”工作日营业到几点？", "下午的散步由陈磊带领。", {"daycare": DAYCARE, "comics": COMICS}, ("daycare",), "fix_generation"),
    w.diag("zh-cb-060", "diag.unfaithful", "“松风”营地的木屋每晚多少钱？", "木屋每晚680元。", {"glamping": GLAMPING, "radio": RADIO}, ("glamping",), "fix_generation"),
    w.diag("zh-cb-061", "diag.refused", "“科学之夜”的门票多少钱？", "抱歉，我在现有资料中找不到门票价格。", {"museum": MUSEUM, "hearing": HEARING}, ("museum",), "fix_generation"),
    w.diag("zh-cb-062", "diag.missed", "在“货郎”按周租货运自行车多少钱？", "我手头的资料没有提到按周租车的价格。", {"radio": RADIO, "boulder": BOULDER}, ("cargo",), "fix_retrieval"),
    w.diag("zh-cb-063", "diag.correct_refusal", "“碧波”游船可以包船办婚礼吗？", "现有资料没有提到包船服务，所以我无法回答。", {"cruise": CRUISE, "glamping": GLAMPING}, (), "correct_refusal"),
    w.diag("zh-cb-064", "diag.should_refuse", "“格子与页”能把漫画寄到海外吗？", "可以，“格子与页”可以寄往大多数亚洲国家，运费统一为60元。", {"comics": COMICS, "hearing": HEARING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
