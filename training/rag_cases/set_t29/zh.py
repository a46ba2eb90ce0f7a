"""Chinese cases of set t29: a coffee roastery, an animal emergency centre, a toy
library, a bike-sharing scheme, a hot-air balloon company and a funeral home's visiting rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ROAST_ORIGIN = (
    "山岚咖啡烘焙坊由林晓月于2012年在杭州一座废弃的纺织厂里创办。"
    "2018年，云川集团收购了这家烘焙坊，林晓月继续担任首席烘焙师，直到2021年。"
    "烘焙坊目前每年生产约50吨咖啡豆。"
)
ROAST_SHOP = (
    "山岚门店除周一外每天10:00至20:00营业。"
    "每周三和周六烘豆，烘焙超过30天的豆子一律不再出售。"
    "会员每单享受八五折，订单满99元包邮。"
)
VET_HOURS = (
    "安心动物急诊中心工作日19:00至次日7:00接诊，周末全天24小时开放。"
    "动物到院后先由兽医助理进行分诊，病情最危急的优先就诊，与到院先后无关。"
    "急诊挂号费为200元，须在动物出院前结清。"
)
VET_STAFF = (
    "2016年创办中心的周静医生，亲自带教了2019年作为应届毕业生加入的陈浩医生。"
    "陈浩于2024年升任医疗主任。"
    "中心设有三间手术室和一个有八个笼位的隔离病房。"
)
TOY_RULES = (
    "童趣玩具图书馆面向家中有6岁以下儿童的家庭借出玩具。"
    "会员每次最多可借5件，借期10天。"
    "年费100元，低保家庭可免费入会。"
    "拼图缺片不罚款，但归还时必须说明。"
)
TOY_HISTORY = (
    "玩具图书馆于2005年由王丽牵头的几位家长创办。"
    "2014年，它搬进了街道免费提供的旧邮局大楼。"
    "馆务由志愿者负责，唯一的带薪员工是协调员赵敏，她每周工作24小时。"
)
BIKE_RULES = (
    "城市单车在全市300个站点投放了5000辆自行车。"
    "每次骑行前30分钟收费1.5元，之后每15分钟加收0.5元。"
    "骑行者须年满16周岁。"
    "借车后超过24小时未归还的车辆按丢失处理。"
)
BIKE_EBIKES = (
    "2021年9月，在市交通局与本地一所大学联合试点之后，城市单车引入了电助力车。"
    "电助力车的骑行费用是普通单车的两倍。"
    "西湖景区内的5个站点没有充电桩，不能归还电助力车。"
)
BALLOON = (
    "云端热气球每年4月至10月从腾冲北海湿地起飞，起飞时间为日出时分。"
    "每次飞行约45分钟，加上充气和收球，整个行程约需3小时。"
    "乘客身高须在1.3米以上，70岁以上老人不能乘坐。"
    "如因天气原因由飞行员取消飞行，可免费改期。"
)
CREM_VISITS = (
    "松鹤殡仪馆的悼念园周一至周六8:30至16:30开放，周日9:30至16:30开放。"
    "犬只须牵绳方可进入园区，但不得进入告别厅。"
    "纪念墙前可以献花，仿真花和饰品摆放10天后将被清理。"
    "告别厅仅用于告别仪式，须由工作人员陪同方可进入。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: combining, relative clauses, pronouns and other rewordings
    w.faith("zh-t29-001", "para.combine", "山岚是谁创办的？后来被谁收购了？", "山岚咖啡烘焙坊是林晓月在2012年创办的，2018年被云川集团收购。", ROAST_ORIGIN, True),
    w.faith("zh-t29-002", "para.relative", "2018年烘焙坊发生了什么？", "林晓月2012年在杭州旧纺织厂里办起来的这家烘焙坊，2018年被云川集团买下了。", ROAST_ORIGIN, True),
    w.faith("zh-t29-003", "para.pronoun", "被收购以后，创始人还留在公司吗？", "林晓月在收购后没有离开。她一直担任首席烘焙师，直到2021年。", ROAST_ORIGIN, True),
    w.faith("zh-t29-004", "para.except", "门店哪天休息？", "门店每周一休息，其余日子都是上午10点到晚上8点营业。", ROAST_SHOP, True),
    w.faith("zh-t29-005", "fmt.share", "会员有什么优惠？", "会员每次下单都能省下15%的费用。", ROAST_SHOP, True),
    w.faith("zh-t29-006", "para.combine", "什么时候烘豆？运费怎么算？", "豆子在每周三和周六烘焙，订单满99元就可以包邮。", ROAST_SHOP, True),
    w.faith("zh-t29-007", "para.relative", "挂号费什么时候交？", "这笔200元的急诊挂号费，需要在宠物出院前付清。", VET_HOURS, True),
    w.faith("zh-t29-008", "fmt.time", "工作日几点能去看急诊？", "工作日是晚上7点到第二天早上7点接诊，周末则全天24小时开放。", VET_HOURS, True),
    w.faith("zh-t29-009", "para.relative", "现在的医疗主任是谁？", "2019年以应届毕业生身份加入、由周静医生亲自带教的陈浩，在2024年当上了医疗主任。", VET_STAFF, True),
    w.faith("zh-t29-010", "para.pronoun", "中心是谁创办的？", "周静医生在2016年创办了这家中心。她还亲自带教过2019年加入的陈浩医生。", VET_STAFF, True),
    w.faith("zh-t29-011", "para.relative", "我可以自己进告别厅吗？", "不可以。只用于告别仪式的告别厅，必须有工作人员陪同才能进入。", CREM_VISITS, True),
    w.faith("zh-t29-012", "para.combine", "谁能借玩具？一次能借几件？", "童趣玩具图书馆面向家里有6岁以下孩子的家庭，会员一次最多能借5件玩具，可以借10天。", TOY_RULES, True),
    w.faith("zh-t29-013", "fmt.currency", "年费多少钱？", "年费是一百块钱，享受低保的家庭不用交钱就能入会。", TOY_RULES, True),
    w.faith("zh-t29-014", "para.pronoun", "拼图少了一块怎么办？", "拼图缺片不会被罚款。不过归还拼图的时候，您得把这个情况说明一下。", TOY_RULES, True),
    w.faith("zh-t29-015", "para.relative", "玩具图书馆现在在哪儿？", "这家由王丽牵头的几位家长在2005年创办的玩具图书馆，2014年搬进了旧邮局大楼。", TOY_HISTORY, True),
    w.faith("zh-t29-016", "para.combine", "图书馆是谁在管理？", "图书馆靠志愿者运作，唯一领工资的员工是协调员赵敏，每周上班24小时。", TOY_HISTORY, True),
    w.faith("zh-t29-017", "fmt.number", "城市单车有多少辆车？", "城市单车在全市300个站点一共投放了五千辆车。", BIKE_RULES, True),
    w.faith("zh-t29-018", "fmt.period", "骑一次多少钱？", "前半小时收1.5元。之后每过一刻钟，再加收5毛钱。", BIKE_RULES, True),
    w.faith("zh-t29-019", "para.relative", "电助力车是什么时候引入的？", "电助力车是在市交通局和本地一所大学联合开展的试点之后，于2021年9月引入的。", BIKE_EBIKES, True),
    w.faith("zh-t29-020", "para.synonym", "电助力车能在西湖景区还车吗？", "不行，西湖景区里的5个站点没装充电桩，电助力车没法在那里归还。", BIKE_EBIKES, True),
    w.faith("zh-t29-021", "wrap.attribution", "可以带狗去吗？", "根据殡仪馆的规定，牵着绳的狗可以进悼念园，但不能进告别厅。", CREM_VISITS, True),
    w.faith("zh-t29-022", "para.combine", "热气球什么时候、在哪儿飞？", "云端热气球在每年4月到10月间，于日出时分从腾冲北海湿地升空。", BALLOON, True),
    w.faith("zh-t29-023", "para.pronoun", "天气不好取消了怎么办？", "如果飞行员因为天气取消了飞行，您不用担心。这种情况下可以免费改期。", BALLOON, True),
    w.faith("zh-t29-024", "fmt.unit", "对身高有要求吗？", "有，乘客身高得在130厘米以上。", BALLOON, True),
    # unfaithful: one clear error each, mostly an extra detail the context does not give
    w.faith("zh-t29-025", "added.fact", "山岚是在哪里创办的？", "林晓月2012年在杭州一座废弃纺织厂里创办了山岚，启动资金全部来自她的个人积蓄。", ROAST_ORIGIN, False),
    w.faith("zh-t29-026", "role.swap", "烘焙坊是谁创办的？", "云川集团2012年创办的山岚咖啡烘焙坊，在2018年被林晓月收购。", ROAST_ORIGIN, False),
    w.faith("zh-t29-027", "added.fact", "会员有什么好处？", "会员每单打八五折，而且下单当天就能发货。", ROAST_SHOP, False),
    w.faith("zh-t29-028", "value.except", "门店营业时间是怎样的？", "门店除周二外，每天10:00到20:00营业。", ROAST_SHOP, False),
    w.faith("zh-t29-029", "added.fact", "急诊挂号费多少？", "急诊挂号费是200元，其中已经包含一次血常规检查。", VET_HOURS, False),
    w.faith("zh-t29-030", "direction", "挂号费什么时候付？", "挂号费可以等动物出院以后再付。", VET_HOURS, False),
    w.faith("zh-t29-031", "value.time", "工作日几点开始接诊？", "工作日晚上8点开始接诊，一直到第二天早上7点。", VET_HOURS, False),
    w.faith("zh-t29-032", "role.swap", "谁带教了谁？", "2016年创办中心的陈浩医生，亲自带教了2019年加入的应届毕业生周静。", VET_STAFF, False),
    w.faith("zh-t29-033", "added.fact", "陈浩什么时候当上医疗主任的？", "陈浩在2024年接替退休的周静医生，升任医疗主任。", VET_STAFF, False),
    w.faith("zh-t29-034", "quantifier", "入会要交钱吗？", "不用，所有家庭都可以免费入会，不收年费。", TOY_RULES, False),
    w.faith("zh-t29-035", "added.fact", "玩具能借多久？", "会员每次最多借5件，借期10天，到期前还可以在网上续借一次。", TOY_RULES, False),
    w.faith("zh-t29-036", "added.fact", "为什么搬到旧邮局大楼？", "2014年，因为原来场地的租约到期，玩具图书馆搬进了旧邮局大楼。", TOY_HISTORY, False),
    w.faith("zh-t29-037", "value.number", "协调员每周工作多久？", "唯一的带薪员工、协调员赵敏每周工作34小时。", TOY_HISTORY, False),
    w.faith("zh-t29-038", "modality", "几岁可以骑？", "平台建议骑行者年满16周岁，不满16岁的也可以骑。", BIKE_RULES, False),
    w.faith("zh-t29-039", "added.fact", "骑车包括保险吗？", "前30分钟收费1.5元，骑行期间还附带一份免费的意外保险。", BIKE_RULES, False),
    w.faith("zh-t29-040", "value.date", "电助力车是哪一年引入的？", "城市单车在2020年9月引入了电助力车。", BIKE_EBIKES, False),
    w.faith("zh-t29-041", "antonym", "电助力车更贵吗？", "不是，电助力车比普通单车便宜。", BIKE_EBIKES, False),
    w.faith("zh-t29-042", "added.fact", "整个行程要多久？", "整个行程约3小时，落地后每位乘客还会拿到一份飞行证书。", BALLOON, False),
    w.faith("zh-t29-043", "negation", "因天气取消能改期吗？", "如果飞行员因天气原因取消飞行，是不能免费改期的。", BALLOON, False),
    w.faith("zh-t29-044", "added.fact", "悼念园什么时候开放？", "悼念园周一至周六8:30到16:30开放，园内还为访客提供免费茶水。", CREM_VISITS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t29-045", "correct.wordy", "童趣玩具图书馆的借期是多久？", "您好！从童趣玩具图书馆借的玩具可以借十天，到期就需要归还了。", "10天", True),
    w.correct("zh-t29-046", "correct.format", "安心动物急诊中心的急诊挂号费是多少？", "¥200", "200元", True),
    w.correct("zh-t29-047", "correct.wordy", "山岚咖啡烘焙坊是谁创办的？", "创办山岚咖啡烘焙坊的人是林晓月。", "林晓月", True),
    w.correct("zh-t29-048", "correct.format", "悼念园几点关门？", "下午四点半关门。", "16:30", True),
    w.correct("zh-t29-049", "wrong.value", "骑城市单车需要满几岁？", "需要年满18周岁。", "16周岁", False),
    w.correct("zh-t29-050", "wrong.role", "谁带教了陈浩医生？", "是陈浩医生带教了周静医生。", "周静医生", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
