"""Chinese cases of set t28: a discounted train ticket's refund rules, a residents' parking
permit, a city library card and its rare-book reading room, a children's summer swimming
class, a visa application centre, and a gym's opening hours with their holiday closures."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TICKET = (
    "华东铁路的折扣票仅限票面所载的车次和日期使用。"
    "开车前48小时以上退票，收取票价5%的退票费；开车前不足48小时退票，收取20%。"
    "开车后不办理退票。"
    "身高1.2米以下的儿童免票，1.2米至1.5米的儿童购买半价票。"
)
PARKING = (
    "滨江区居民停车证每年收费600元，同一户的第二张停车证每年收费1200元。"
    "周一至周五7:00至19:00，居民停车区只允许持证车辆停放；周末和法定节假日所有车辆均可免费停放。"
    "申请时需提供房产证或租房合同。"
)
SCHEME = (
    "居民停车证制度由区人大代表刘建国于2016年提出。"
    "自2020年起，该制度交由城投停车公司管理。"
    "违停罚单由城管队员开具，但申诉需向区交通局提出。"
    "申诉须在收到罚单后15日内提交。"
)
CARD = (
    "市图书馆读者证免费办理，凭身份证即可。"
    "每张读者证最多可借10册图书，借期30天，可续借一次，续借期15天。"
    "期刊不外借。"
    "读者证遗失补办收取工本费10元。"
)
RARE_BOOKS = (
    "市图书馆的古籍阅览室由收藏家王振华于2008年出资建成。"
    "2019年起，阅览室由研究馆员陈静负责管理。"
    "阅览室每周二、四、六9:00至12:00开放，须提前一天预约。"
)
SWIM = (
    "海豚游泳馆少儿暑期班招收6至10岁儿童，每期12节课。"
    "每周一、三、五上课，时间为下午3点到4点。"
    "学费每期960元，两人同报各减100元。"
    "家长不得进入泳池区域，可在休息区等候。"
)
COACHES = (
    "初级班由教练赵磊负责，进阶班由他的同事孙婷负责。"
    "能独立游完50米的孩子可以转入进阶班。"
    "游泳馆提供浮板，泳镜需自备。"
)
VISA = (
    "签证申请中心受领事馆委托，只负责受理申请和采集指纹，不审批签证。"
    "预约须在官网进行，最早可提前60天预约。"
    "申请人须本人到场。"
    "服务费每人220元，错过预约不予退还。"
)
DECISION = (
    "签证由领事馆审批，审理时间一般为10个工作日。"
    "加急服务额外收费300元，可将审理时间缩短至5个工作日。"
    "护照可选择快递寄回或到中心自取。"
)
HOURS = (
    "动力健身房周一至周五6:30至22:30营业，周六、周日9:00至21:00营业。"
    "除夕和春节初一闭馆，其余节假日照常营业。"
    "团体课教室每周日不开放。"
)
GYM = (
    "动力健身房由前举重运动员周强于2013年创办。"
    "2022年，健身房被连锁品牌乐动体育收购。"
    "年卡会员每月可免费带一位朋友来两次。"
    "16岁以下会员须在家长陪同下训练。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # supported: every claim is in the context, said in other words
    w.faith("zh-t28-001", "para.relative", "居民停车证现在归谁管？", "刘建国代表2016年提出的这项停车证制度，从2020年开始由城投停车公司管理。", SCHEME, True),
    w.faith("zh-t28-002", "para.combine", "古籍阅览室是怎么来的？现在谁在管？", "古籍阅览室是收藏家王振华2008年出钱建的，2019年以来一直由研究馆员陈静管理。", RARE_BOOKS, True),
    w.faith("zh-t28-003", "para.relative", "动力健身房现在属于哪家公司？", "前举重运动员周强在2013年创办的动力健身房，2022年被乐动体育买下了。", GYM, True),
    w.faith("zh-t28-004", "para.pronoun", "进阶班是哪位教练带？", "进阶班由孙婷教练负责。她和带初级班的赵磊教练是同事。", COACHES, True),
    w.faith("zh-t28-005", "para.pronoun", "办读者证要钱吗？", "不要钱，带上身份证就能办。办好以后，凭它最多可以借10本书，借期30天。", CARD, True),
    w.faith("zh-t28-006", "para.combine", "暑期班什么时候上课？", "这个面向6到10岁孩子的暑期班，每周一、三、五下午3点到4点上课。", SWIM, True),
    w.faith("zh-t28-007", "para.combine", "签证中心怎么预约？", "要在官网上预约，最早能提前60天约，到时候申请人必须亲自去。", VISA, True),
    w.faith("zh-t28-008", "para.relative", "加急服务有什么用？", "额外多付300元的加急服务，能把审理时间缩短到5个工作日。", DECISION, True),
    w.faith("zh-t28-009", "para.except", "健身房过节开门吗？", "健身房一年里只有除夕和大年初一这两天不开门。", HOURS, True),
    w.faith("zh-t28-010", "para.except", "折扣票能退吗？", "开车之前都可以退，只是要扣退票费；一旦开车就不能退了。", TICKET, True),
    w.faith("zh-t28-011", "fmt.time", "工作日健身房几点开门？", "周一到周五早上六点半开门，晚上十点半关门。", HOURS, True),
    w.faith("zh-t28-012", "fmt.currency", "签证中心服务费多少钱？", "每位申请人要交两百二十块钱的服务费。", VISA, True),
    w.faith("zh-t28-013", "fmt.period", "提前多久退票手续费最低？", "提前两天以上退票，只扣票价的5%。", TICKET, True),
    w.faith("zh-t28-014", "fmt.share", "临开车前退票扣多少？", "开车前不足48小时退票的，要扣掉票价的五分之一。", TICKET, True),
    w.faith("zh-t28-015", "fmt.unit", "多高的孩子可以免票？", "身高不到120厘米的儿童不用买票。", TICKET, True),
    w.faith("zh-t28-016", "para.passive", "谁收购了动力健身房？", "连锁品牌乐动体育在2022年收购了动力健身房。", GYM, True),
    w.faith("zh-t28-017", "wrap.attribution", "居民停车证多少钱一年？", "根据滨江区的收费说明，第一张停车证一年600元，同一户再办第二张一年要1200元。", PARKING, True),
    w.faith("zh-t28-018", "wrap.hedge", "孩子什么时候能转进阶班？", "据我了解，孩子只要能自己游完50米，就可以转到进阶班。", COACHES, True),
    w.faith("zh-t28-019", "para.synonym", "可以带朋友去健身吗？", "持年卡的会员每个月有两次机会免费带一个朋友来。", GYM, True),
    w.faith("zh-t28-020", "para.synonym", "对违停罚单不服怎么办？", "罚单虽然是城管开的，但要申诉得找区交通局。", SCHEME, True),
    w.faith("zh-t28-021", "para.combine", "图书馆哪些东西能借回家？", "每张证最多能借10册书回家，但期刊不能带出图书馆。", CARD, True),
    w.faith("zh-t28-022", "para.relative", "初级班教练是谁？", "带初级班的是赵磊教练，负责进阶班的则是孙婷教练。", COACHES, True),
    w.faith("zh-t28-023", "para.pronoun", "签证要审多久？", "签证是领事馆批的。那边一般要10个工作日才能审完。", DECISION, True),
    w.faith("zh-t28-024", "wrap.opener", "家长可以进泳池陪孩子吗？", "您好！家长不能进泳池区，可以在休息区等孩子下课。", SWIM, True),
    # unsupported: one claim the context does not give or contradicts
    w.faith("zh-t28-025", "added.fact", "小孩坐车要买票吗？", "身高1.2米以下的儿童免票，但必须由成年人陪同乘车。", TICKET, False),
    w.faith("zh-t28-026", "added.fact", "读者证怎么办？", "读者证免费办理，凭身份证就行，办好后有效期五年。", CARD, False),
    w.faith("zh-t28-027", "added.fact", "暑期班学费多少？", "暑期班每期960元，学费里包含一套泳衣和泳帽。", SWIM, False),
    w.faith("zh-t28-028", "added.fact", "去签证中心要注意什么？", "申请人必须本人到场，还要带两张白底证件照。", VISA, False),
    w.faith("zh-t28-029", "added.fact", "护照怎么拿回来？", "可以到中心自取，也可以选择快递寄回，快递一般第二天就能送到。", DECISION, False),
    w.faith("zh-t28-030", "added.fact", "周末健身房开到几点？", "周六、周日从9点开到21点，周末还有免费的瑜伽课。", HOURS, False),
    w.faith("zh-t28-031", "added.fact", "动力健身房被收购了吗？", "是的，周强创办的动力健身房2022年被乐动体育收购，之后改名为乐动健身。", GYM, False),
    w.faith("zh-t28-032", "added.fact", "古籍阅览室怎么预约？", "阅览室每周二、四、六上午开放，要提前一天预约，每次最多只能约两个小时。", RARE_BOOKS, False),
    w.faith("zh-t28-033", "role.swap", "古籍阅览室谁出资、谁管理？", "古籍阅览室是陈静2008年出资建成的，2019年起由王振华负责管理。", RARE_BOOKS, False),
    w.faith("zh-t28-034", "role.swap", "两个班分别是谁带？", "进阶班由赵磊教练负责，他的同事孙婷带初级班。", COACHES, False),
    w.faith("zh-t28-035", "negation", "办签证要本人去吗？", "在官网预约就行，申请人不必本人到场。", VISA, False),
    w.faith("zh-t28-036", "antonym", "两个孩子一起报名有优惠吗？", "两人同报的话，每人要加收100元。", SWIM, False),
    w.faith("zh-t28-037", "modality", "去古籍阅览室要预约吗？", "建议提前一天预约，不过不预约也可以直接去。", RARE_BOOKS, False),
    w.faith("zh-t28-038", "quantifier", "哪些会员可以带朋友？", "所有会员每个月都可以免费带一位朋友来两次。", GYM, False),
    w.faith("zh-t28-039", "direction", "签证要提前多久预约？", "预约须在官网进行，而且至少要提前60天。", VISA, False),
    w.faith("zh-t28-040", "value.number", "第二张停车证多少钱？", "同一户的第二张停车证每年收1000元。", PARKING, False),
    w.faith("zh-t28-041", "value.time", "周末健身房几点营业？", "周六、周日的营业时间是早上8点到晚上9点。", HOURS, False),
    w.faith("zh-t28-042", "value.except", "春节期间健身房开吗？", "除夕、大年初一和元宵节闭馆，其余节假日照常营业。", HOURS, False),
    w.faith("zh-t28-043", "value.unit", "暑期班一期多长？", "暑期班每期12周，每周一、三、五下午上课。", SWIM, False),
    w.faith("zh-t28-044", "value.date", "居民停车证制度是什么时候提出的？", "这项制度是区人大代表刘建国在2018年提出的。", SCHEME, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t28-045", "correct.wordy", "市图书馆每次最多能借几本书？", "一张读者证一次最多可以借十本书，借期是30天。", "10册", True),
    w.correct("zh-t28-046", "correct.format", "少儿暑期班几点下课？", "16:00。", "下午4点", True),
    w.correct("zh-t28-047", "correct.wordy", "签证由谁审批？", "申请中心只负责受理申请和采集指纹，真正审批签证的是领事馆。", "领事馆", True),
    w.correct("zh-t28-048", "correct.format", "加急服务要多收多少钱？", "另收三百元人民币。", "300元", True),
    w.correct("zh-t28-049", "wrong.value", "签证一般要审理多久？", "一般需要20个工作日。", "10个工作日", False),
    w.correct("zh-t28-050", "wrong.role", "居民停车证制度是谁提出的？", "是城投停车公司提出来的。", "区人大代表刘建国", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
