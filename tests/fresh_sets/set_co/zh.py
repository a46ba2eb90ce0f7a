"""Fresh set co, Chinese: a laundromat, a grooming salon, a rooftop cinema, a farmers' market, a museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LAUNDRY = (
    "泡泡自助洗衣店位于海港路，除大年初一外，每天早上6点到晚上11点营业。"
    "店内有24台洗衣机和18台烘干机。"
    "大型洗衣机每次15元，烘干机每10分钟5元。"
    "店主林秀英于2021年3月雇用了店员赵凯。"
    "顾客离开机器不得超过30分钟，可以自带洗衣液。"
)
GROOM = (
    "萌宠美容店由刘佳于2016年创办，2022年她把店转让给了美容师周浩。"
    "店里雇用了7名美容师，每年接待约1,200个预约。"
    "小型犬全套美容收费150元，修剪指甲收费30元。"
    "所有狗狗都必须接种狂犬疫苗；对于容易紧张的狗，建议但不强制佩戴嘴套。"
    "每周一店休。"
)
CINEMA = (
    "星空天台影院位于金城大厦楼顶，2024年5月15日至9月30日放映露天电影。"
    "工作日晚上8点45分开场，周末晚上9点15分开场。"
    "电影票每张60元，毯子租金每条10元。"
    "天台上有140张躺椅，观众可以自带零食。"
    "除楼梯旁的指定区域外，天台上一律禁止吸烟。"
    "经理何静负责选片，放映员孙磊负责放映。"
)
MARKET = (
    "河畔农夫市集每周六早上7点到下午1点在榆树公园举行。"
    "市集共有44个摊主，其中一半出售有机农产品。"
    "标准摊位每天收费120元。"
    "市集由农民王秀兰于2009年创办，现在由陈立伟管理。"
    "狗必须拴绳，摊主必须在下午2点前收摊。"
)
MUSEUM = (
    "华彩自然历史博物馆展出一具长12米的特暴龙骨架，它于1998年在蒙古国首都乌兰巴托附近被发现。"
    "博物馆除周二外，每天上午10点至下午5点开放。"
    "成人门票80元，12岁以下儿童免费入场。"
    "馆藏标本达320万件。"
    "首席研究员郑慧博士领导古生物部，纪念品店由吴强经营。"
)
PARAGLIDE = (
    "翱翔滑翔伞学校由首席教练马丽于2012年创办。"
    "初级课程为期两周，学费4,800元。"
    "学员必须年满16岁，体重不得超过110公斤。"
    "双人飞行从海拔1,800米的凤凰山起飞；风速超过25 km/h时，所有飞行一律取消。"
    "学校免费提供头盔，学员可以自带吊带。"
)
PHARMACY = (
    "康宁药房位于枫林大道，工作日早上8点至晚上9点营业，周六早上9点至下午6点营业，周日休息。"
    "药师黄丽娟负责管理药房，技术员许明负责送药。"
    "流感疫苗每针100元，无需预约即可接种。"
    "网上订购的处方药可在5天内取走。"
    "订单满200元可免费送货上门。"
)
GARDEN = (
    "菩提社区菜园共有60块地，每块3米乘4米。"
    "每块地每季租金200元，种植季从4月1日到10月31日。"
    "会员每季至少要做6小时志愿服务。"
    "协调员杨帆负责分配菜地，财务徐静负责收费。"
    "工具棚除周三外每天开放。"
)
BOWLING = (
    "全中保龄球馆有32条球道，营业时间为中午12点到午夜12点。"
    "下午5点前每局每人20元，下午5点后每局每人30元。"
    "租鞋费为每双5元。"
    "生日派对必须至少提前7天预订。"
    "球馆由郭建国于1987年开办，2015年由他的女儿郭晓燕接手。"
    "馆内禁止携带外食。"
)
PIANO = (
    "雅韵钢琴学校共有180名学员，年龄从5岁到70岁不等。"
    "一对一课程每节45分钟，每节300元。"
    "学校有14架钢琴，其中包括2架三角钢琴。"
    "毕业于北京大学的校长林雪于2005年创办了学校，教师蒋涛负责爵士课程。"
    "春季音乐会定于2025年5月18日下午3点在柳园厅举行。"
    "周末学员可以免费使用学校的琴房练习。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-co-001", "para.reorder", "泡泡洗衣店什么时候营业？", "每天早上6点到晚上11点，泡泡自助洗衣店都营业，大年初一除外。", LAUNDRY, True),
    w.faith("zh-co-002", "para.passive", "萌宠美容店是谁开的？", "刘佳在2016年创办了萌宠美容店。", GROOM, True),
    w.faith("zh-co-003", "para.synonym", "萌宠美容店有几位美容师？", "萌宠美容店有7位美容师在店里工作。", GROOM, True),
    w.faith("zh-co-004", "para.nominal", "河畔农夫市集是什么时候创办的？", "市集的创办者是农民王秀兰，创办时间是2009年。", MARKET, True),
    w.faith("zh-co-005", "para.capital", "蒙古国的首都是哪座城市？", "乌兰巴托是蒙古国的首都。", MUSEUM, True),
    w.faith("zh-co-006", "para.pronoun", "郭晓燕是谁？", "她是郭建国的女儿，2015年接手了全中保龄球馆。", BOWLING, True),
    w.faith("zh-co-007", "para.relative", "雅韵钢琴学校是谁创办的？", "担任校长的林雪于2005年创办了这所学校。", PIANO, True),
    w.faith("zh-co-008", "para.part", "星空天台影院的电影票多少钱？", "电影票每张60元。", CINEMA, True),
    w.faith("zh-co-009", "para.combine", "菩提社区菜园的地由谁分配？", "协调员杨帆负责分配菜园的60块地。", GARDEN, True),
    w.faith("zh-co-010", "fmt.number", "翱翔滑翔伞学校对年龄有要求吗？", "有，学员必须年满十六岁。", PARAGLIDE, True),
    w.faith("zh-co-011", "fmt.thousands", "萌宠美容店生意忙吗？", "店里每年大约接待1200个预约。", GROOM, True),
    w.faith("zh-co-012", "fmt.scale", "华彩自然历史博物馆的馆藏有多少？", "馆藏标本有3,200,000件。", MUSEUM, True),
    w.faith("zh-co-013", "fmt.date", "雅韵钢琴学校的春季音乐会是哪天？", "春季音乐会在2025/05/18下午3点举行，地点是柳园厅。", PIANO, True),
    w.faith("zh-co-014", "fmt.time", "星空天台影院工作日几点开场？", "工作日20:45开场。", CINEMA, True),
    w.faith("zh-co-015", "fmt.unit", "滑翔伞飞行什么情况下会取消？", "风速超过每小时25公里时，所有飞行都会取消。", PARAGLIDE, True),
    w.faith("zh-co-016", "fmt.abbrev", "雅韵钢琴学校的校长是哪所大学毕业的？", "校长林雪毕业于北大。", PIANO, True),
    w.faith("zh-co-017", "fmt.currency", "泡泡洗衣店烘干要多少钱？", "烘干机每10分钟¥5。", LAUNDRY, True),
    w.faith("zh-co-018", "fmt.range", "全中保龄球馆的生日派对要提前多久预订？", "生日派对需要提前不少于7天预订。", BOWLING, True),
    w.faith("zh-co-019", "fmt.period", "翱翔滑翔伞学校的初级课程要上多久？", "初级课程为期14天，学费4,800元。", PARAGLIDE, True),
    w.faith("zh-co-020", "fmt.share", "河畔农夫市集卖有机菜的摊位多吗？", "44个摊主中有50%出售有机农产品。", MARKET, True),
    w.faith("zh-co-021", "para.except", "周二可以去华彩自然历史博物馆参观吗？", "不可以，博物馆周二不开放。", MUSEUM, True),
    w.faith("zh-co-022", "wrap.opener", "全中保龄球馆租鞋要多少钱？", "好的！全中保龄球馆租鞋每双5元。", BOWLING, True),
    w.faith("zh-co-023", "wrap.closer", "在康宁药房打流感疫苗需要预约吗？", "不需要，流感疫苗无需预约即可接种，每针100元。希望对您有帮助！", PHARMACY, True),
    w.faith("zh-co-024", "wrap.attribution", "菩提社区菜园的会员要做多少志愿服务？", "根据菜园的规定，会员每季至少要做6小时志愿服务。", GARDEN, True),
    w.faith("zh-co-025", "wrap.hedge", "星空天台影院租毯子多少钱？", "据我所知，毯子租金是每条10元。", CINEMA, True),
    w.faith("zh-co-026", "wrap.question", "雅韵钢琴学校一对一课程一节课多长？", "一对一课程每节45分钟，收费300元。需要我再介绍一下春季音乐会吗？", PIANO, True),
    w.faith("zh-co-027", "value.number", "全中保龄球馆有几条球道？", "全中保龄球馆有23条球道。", BOWLING, False),
    w.faith("zh-co-028", "value.date", "菩提社区菜园的种植季什么时候结束？", "种植季从4月1日到11月30日。", GARDEN, False),
    w.faith("zh-co-029", "value.time", "康宁药房周六几点关门？", "周六早上9点到晚上8点营业。", PHARMACY, False),
    w.faith("zh-co-030", "value.unit", "华彩自然历史博物馆的特暴龙骨架有多长？", "这具骨架长12英尺。", MUSEUM, False),
    w.faith("zh-co-031", "value.currency", "小型犬全套美容多少钱？", "小型犬全套美容收费180元。", GROOM, False),
    w.faith("zh-co-032", "role.swap", "雅韵钢琴学校是谁创办的？", "蒋涛于2005年创办了雅韵钢琴学校，林雪负责爵士课程。", PIANO, False),
    w.faith("zh-co-033", "negation", "去泡泡洗衣店可以自带洗衣液吗？", "不可以，顾客不能自带洗衣液。", LAUNDRY, False),
    w.faith("zh-co-034", "antonym", "翱翔滑翔伞学校的头盔要另外付钱吗？", "要的，学校提供的头盔是收费的。", PARAGLIDE, False),
    w.faith("zh-co-035", "modality", "容易紧张的狗在萌宠美容店要戴嘴套吗？", "要，容易紧张的狗必须佩戴嘴套。", GROOM, False),
    w.faith("zh-co-036", "quantifier", "河畔农夫市集哪些摊主卖有机农产品？", "所有摊主都出售有机农产品。", MARKET, False),
    w.faith("zh-co-037", "value.except", "泡泡洗衣店大年初一营业吗？", "营业，大年初一也是早上6点到晚上11点开门。", LAUNDRY, False),
    w.faith("zh-co-038", "direction", "学滑翔伞对体重有要求吗？", "有，学员体重必须至少110公斤。", PARAGLIDE, False),
    w.faith("zh-co-039", "added.fact", "星空天台影院的电影票包含什么？", "电影票每张60元，还包含一份免费爆米花。", CINEMA, False),
    w.faith("zh-co-040", "added.entity", "康宁药房谁负责送药？", "送药由技术员许明和司机李刚负责。", PHARMACY, False),
    w.faith("zh-co-041", "mixed", "介绍一下菩提社区菜园。", "菜园共有60块地，工具棚一周七天都开放。", GARDEN, False),
]
REFUSAL = [
    w.refusal("zh-co-042", "refusal.plain", "全中保龄球馆有停车场吗？", "抱歉，我没有这方面的信息。", BOWLING, True),
    w.refusal("zh-co-043", "refusal.context", "华彩自然历史博物馆提供讲解服务吗？", "所提供的资料中没有提到讲解服务，我无法根据上下文回答。", MUSEUM, True),
    w.refusal("zh-co-044", "refusal.short", "泡泡洗衣店有无线网络吗？", "不清楚。", LAUNDRY, True),
    w.refusal("zh-co-045", "refusal.long", "翱翔滑翔伞学校的学费包含保险吗？", "感谢您的提问。很遗憾，我手头关于翱翔滑翔伞学校的资料完全没有涉及保险。资料里只介绍了初级课程的时长、学费以及年龄和体重要求。建议您在报名前直接联系学校确认。", PARAGLIDE, True),
    w.refusal("zh-co-046", "refusal.hedged", "康宁药房工作日几点关门？", "我不太确定，不过工作日好像是晚上9点关门。", PHARMACY, False),
    w.refusal("zh-co-047", "refusal.partial", "星空天台影院几点开场？电影一般多长？", "工作日晚上8点45分开场，周末晚上9点15分开场；不过资料里没有说明电影有多长。", CINEMA, False),
]
CORRECTNESS = [
    w.correct("zh-co-048", "correct.wordy", "河畔农夫市集现在由谁管理？", "河畔农夫市集是农民王秀兰在2009年创办的，现在的管理者是陈立伟。", "陈立伟", True),
    w.correct("zh-co-049", "correct.short", "雅韵钢琴学校的一对一课程一节多长？", "45分钟。", "雅韵钢琴学校的一对一课程每节45分钟，每节300元。", True),
    w.correct("zh-co-050", "correct.format", "菩提社区菜园每块地每季租金多少？", "两百元。", "200元", True),
    w.correct("zh-co-051", "wrong.value", "全中保龄球馆下午5点以后打一局多少钱？", "下午5点以后每局每人20元。", "每人30元", False),
    w.correct("zh-co-052", "wrong.echo", "萌宠美容店每周哪天休息？", "萌宠美容店每周有一天休息。", "周一", False),
    w.correct("zh-co-053", "wrong.role", "星空天台影院由谁负责放映？", "经理何静负责放映。", "放映员孙磊", False),
]
RELEVANCY = [
    w.relevant("zh-co-054", "relevant.direct", "小朋友去华彩自然历史博物馆的门票多少钱？", "12岁以下不用花钱。", MUSEUM, True),
    w.relevant("zh-co-055", "relevant.yesno", "在泡泡洗衣店洗衣服时我可以走开一会儿吗？", "可以，但不能超过30分钟。", LAUNDRY, True),
    w.relevant("zh-co-056", "offtopic.true", "在康宁药房接种流感疫苗需要预约吗？", "订单满200元可免费送货上门。", PHARMACY, False),
    w.relevant("zh-co-057", "offtopic.other", "雅韵钢琴学校的一对一课程一节多少钱？", "一对一课程每节45分钟。", PIANO, False),
]
DIAGNOSIS = [
    w.diag("zh-co-058", "diag.pass", "泡泡洗衣店的大型洗衣机洗一次多少钱？", "大型洗衣机每次15元。", {"laundry": LAUNDRY, "garden": GARDEN}, ("laundry",), "pass"),
    w.diag("zh-co-059", "diag.offtopic", "全中保龄球馆有多少条球道？", "租鞋费为每双5元。", {"bowling": BOWLING}, ("bowling",), "fix_generation"),
    w.diag("zh-co-060", "diag.unfaithful", "河畔农夫市集几点开市？", "每周六上午9点开市。", {"market": MARKET, "cinema": CINEMA}, ("market",), "fix_generation"),
    w.diag("zh-co-061", "diag.refused", "多大年龄可以报名翱翔滑翔伞学校的初级课程？", "抱歉，我不知道。", {"paraglide": PARAGLIDE}, ("paraglide",), "fix_generation"),
    w.diag("zh-co-062", "diag.missed", "雅韵钢琴学校的爵士课程由谁负责？", "抱歉，文档里找不到这个信息。", {"groom": GROOM, "bowling": BOWLING}, ("piano",), "fix_retrieval"),
    w.diag("zh-co-063", "diag.correct_refusal", "华彩自然历史博物馆的停车费是多少？", "资料里没有关于停车费的内容，我无法回答。", {"museum": MUSEUM}, (), "correct_refusal"),
    w.diag("zh-co-064", "diag.should_refuse", "康宁药房卖宠物药吗？", "卖的，康宁药房有各种宠物药品出售。", {"pharmacy": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
