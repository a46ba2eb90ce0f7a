"""Chinese cases of fresh set cd. Scenarios: a woodworking course (木语工坊, 杭州), a
rooftop cinema (星空屋顶影院, 成都), a blood donation centre (南京东门献血屋), a mountain
cable car (青峰山索道), a student exchange office (华川大学国际交流处), a bakery school
(麦香烘焙学校, 上海), a kayak rental (碧波皮划艇), a municipal recycling centre (滨江区再生资源
回收中心), a jazz festival (厦门海港爵士音乐节) and a parcel locker service (快格智能快递柜)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

WOODWORKING = "杭州的木语工坊开设零基础木工课程，由家具木匠陈立群老师授课。课程为期六周，每周二18:30至21:00上课。学费为3400元，包含全部木料和工具使用费，但不提供劳保鞋。每班最多8名学员，学员须年满16岁。陈老师的助手刘小雨会在每次课前把凿子磨好。"
ROOFTOP_CINEMA = "成都的星空屋顶影院位于锦华大厦顶楼，每年6月1日至8月31日放映电影。观众20:00开始入场，电影21:15开映。普通票每张45元，带毯子的躺椅另加15元。除周一外，每晚都有放映。下雨时电影照常在遮雨棚下放映；只有遇到雷暴才会取消放映，届时票款全额退还。"
BLOOD_CENTRE = "南京东门献血屋周二至周六8:00至19:00开放。献血者须年满18周岁且不超过60周岁，体重不低于50公斤。采血本身约需10分钟，但整个过程大约一小时。男性每隔12周可献一次全血，女性每隔16周可献一次。医疗主任是周敏女士，护士长王浩负责带领献血者接待组。"
CABLE_CAR = "青峰山索道从山脚站到山顶站爬升1,150米，单程用时9分钟。每个轿厢最多可载60人。成人往返票价180元，6至15岁儿童半价，6岁以下儿童免费。首班轿厢8:30从山脚站出发，末班轿厢17:45从山顶返回。风速超过每小时80公里时，索道停止运行。"
EXCHANGE_OFFICE = "华川大学国际交流处位于图书馆204室。办公时间为周一至周四10:00至16:00。春季学期交换项目的申请须在10月15日前提交。申请人的平均成绩须达到60分以上，并且已修完两个学期。处长赵明远教授负责签署学习协议，顾问孙佳负责审核申请材料。"
BAKERY_SCHOOL = "上海的麦香烘焙学校每周六9:00至15:00开设酸面包大师课。课程费用为680元，包含午餐和一份可带回家的1公斤酵种套装。主厨李安然负责授课，她的合伙人何静负责预约事宜。须至少提前7天预约。开课前48小时以上取消可全额退款，之后取消则不予退款。"
KAYAK_RENTAL = "碧波皮划艇在千岛湖渔港码头出租单人皮划艇，每小时80元，双人皮划艇每小时130元。租赁点4月至10月每天9:00至18:00营业，所有皮划艇须在17:30前归还。每位划手都会领到一件救生衣，并且必须穿着。12岁以下儿童只能与成人同乘双人皮划艇。所有租赁须提前付款，但10人及以上的团体预订可以当天付款。"
RECYCLING_CENTRE = "滨江区再生资源回收中心位于磨坊路，除周三外每天8:00至18:00开放。居民每次可免费投放最多5袋园林垃圾。每条废旧轮胎收取处理费10元。面包车和拖车进场需持区政府签发的许可证，许可证在10个工作日内办结。石棉和煤气罐不予接收。"
JAZZ_FESTIVAL = "厦门海港爵士音乐节将于7月12日至14日举行。三日通票880元，单日票350元。压轴乐队——来自哥本哈根的安娜·林德四重奏——将于周六21:00在主舞台演出。主舞台的所有演出均为坐席，而港湾帐篷只设站席。音乐节由海岸艺术公司主办，音响由深音音响公司提供。"
PARCEL_LOCKERS = "快格智能快递柜在包裹送达后保管72小时。取件码通过短信和电子邮件发送。每个格口可存放重量不超过20kg、最长边不超过60cm的包裹。超时未取的包裹将退回寄件人。从快递柜寄件，小件收费6元，大件收费9.5元。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cd-001", "para.reorder", "木工课什么时候上？", "18:30到21:00，每周二上一次课，整个课程持续六周。", WOODWORKING, True),
    w.faith("zh-cd-002", "para.passive", "凿子由谁来磨？", "凿子在每次课前被陈老师的助手刘小雨磨好。", WOODWORKING, True),
    w.faith("zh-cd-003", "para.synonym", "下雨的话怎么办？", "下雨不影响观影，电影会在遮雨棚下正常播放。只有打雷闪电的雷暴天气才会停映，那时会把票钱全部退给观众。", ROOFTOP_CINEMA, True),
    w.faith("zh-cd-004", "para.nominal", "春季学期交换最晚什么时候申请？", "春季学期交换申请的提交截止日期是10月15日。", EXCHANGE_OFFICE, True),
    w.faith("zh-cd-005", "para.capital", "压轴乐队是谁？", "压轴的是来自丹麦首都的安娜·林德四重奏。", JAZZ_FESTIVAL, True),
    w.faith("zh-cd-006", "para.pronoun", "周敏是做什么的？", "她是东门献血屋的医疗主任。", BLOOD_CENTRE, True),
    w.faith("zh-cd-007", "para.relative", "酸面包大师课由谁授课？", "由担任主厨的李安然来教这门课。", BAKERY_SCHOOL, True),
    w.faith("zh-cd-008", "para.part", "献血屋周四开门吗？", "开的，周四也是8:00到19:00开放。", BLOOD_CENTRE, True),
    w.faith("zh-cd-009", "para.combine", "12岁以下的儿童有什么规定？", "12岁以下的孩子必须和成人一起坐双人皮划艇，而且和其他划手一样，必须穿上发给他们的救生衣。", KAYAK_RENTAL, True),
    w.faith("zh-cd-010", "fmt.number", "一个班最多几个人？", "一个班最多八个人。", WOODWORKING, True),
    w.faith("zh-cd-011", "fmt.thousands", "索道爬升多高？", "从山脚站到山顶站爬升1150米。", CABLE_CAR, True),
    w.faith("zh-cd-012", "fmt.scale", "大师课的费用包含什么？", "包含午餐，还有一份1000克的酵种套装可以带回家。", BAKERY_SCHOOL, True),
    w.faith("zh-cd-013", "fmt.date", "爵士音乐节什么时候举办？", "七月十二号到十四号举办。", JAZZ_FESTIVAL, True),
    w.faith("zh-cd-014", "fmt.time", "电影几点开始？", "电影晚上九点一刻开映，晚上八点开始入场。", ROOFTOP_CINEMA, True),
    w.faith("zh-cd-015", "fmt.unit", "多大的包裹能放进快递柜？", "重量不超过20公斤、最长边不超过60厘米的包裹都能放。", PARCEL_LOCKERS, True),
    w.faith("zh-cd-016", "fmt.abbrev", "风多大时索道会停运？", "风速超过80 km/h时索道停运。", CABLE_CAR, True),
    w.faith("zh-cd-017", "fmt.currency", "租皮划艇多少钱？", "单人艇每小时¥80，双人艇每小时人民币130元。", KAYAK_RENTAL, True),
    w.faith("zh-cd-018", "fmt.range", "多大年龄可以献血？", "献血年龄最低18岁，最高60岁。", BLOOD_CENTRE, True),
    w.faith("zh-cd-019", "fmt.period", "包裹在快递柜里能放多久？", "送达后保管三天。", PARCEL_LOCKERS, True),
    w.faith("zh-cd-020", "fmt.share", "儿童坐索道怎么收费？", "6到15岁的儿童按成人往返票价的50%购票，6岁以下免费。", CABLE_CAR, True),
    w.faith("zh-cd-021", "para.except", "回收中心哪天不开门？", "每周三闭馆，其余日子8:00到18:00开放。", RECYCLING_CENTRE, True),
    w.faith("zh-cd-022", "wrap.opener", "扔园林垃圾要收费吗？", "好问题！每次最多5袋园林垃圾可以免费投放。", RECYCLING_CENTRE, True),
    w.faith("zh-cd-023", "wrap.closer", "大师课要提前多久预约？", "至少需要提前7天预约。希望对您有帮助，祝您烘焙愉快！", BAKERY_SCHOOL, True),
    w.faith("zh-cd-024", "wrap.attribution", "取件码怎么获取？", "根据资料，取件码会通过短信和电子邮件发给您。", PARCEL_LOCKERS, True),
    w.faith("zh-cd-025", "wrap.hedge", "音乐节单日票多少钱？", "我觉得单日票应该是350元。", JAZZ_FESTIVAL, True),
    w.faith("zh-cd-026", "wrap.question", "学费包括工具使用费吗？", "包括的，3400元学费里已含全部木料和工具使用费。需要我再告诉您上课时间吗？", WOODWORKING, True),
    w.faith("zh-cd-027", "value.number", "一个轿厢能坐多少人？", "每个轿厢最多可坐80人。", CABLE_CAR, False),
    w.faith("zh-cd-028", "value.date", "春季学期交换的申请截止日期是哪天？", "春季学期的申请在11月15日前提交就可以。", EXCHANGE_OFFICE, False),
    w.faith("zh-cd-029", "value.time", "屋顶影院几点开始入场？", "19:30开始入场。", ROOFTOP_CINEMA, False),
    w.faith("zh-cd-030", "value.unit", "体重要达到多少才能献血？", "体重至少要有50斤才能献血。", BLOOD_CENTRE, False),
    w.faith("zh-cd-031", "value.currency", "酸面包大师课多少钱？", "酸面包大师课的费用是680美元。", BAKERY_SCHOOL, False),
    w.faith("zh-cd-032", "role.swap", "木工课由谁授课？", "由刘小雨老师授课，她的助手陈立群负责在课前磨凿子。", WOODWORKING, False),
    w.faith("zh-cd-033", "negation", "回收中心收煤气罐吗？", "收的，回收中心接收煤气罐。", RECYCLING_CENTRE, False),
    w.faith("zh-cd-034", "antonym", "这门木工课是什么水平的？", "这是一门面向有经验学员的高级课程。", WOODWORKING, False),
    w.faith("zh-cd-035", "modality", "一定要穿救生衣吗？", "救生衣可以自愿选择穿或不穿。", KAYAK_RENTAL, False),
    w.faith("zh-cd-036", "quantifier", "主舞台的演出有座位吗？", "主舞台只有部分演出设坐席。", JAZZ_FESTIVAL, False),
    w.faith("zh-cd-037", "value.except", "皮划艇租金什么时候付？", "10人及以上的团体预订须提前付款，其他租赁可以当天付款。", KAYAK_RENTAL, False),
    w.faith("zh-cd-038", "direction", "取消大师课能退款吗？", "可以，开课前不到48小时取消也能全额退款。", BAKERY_SCHOOL, False),
    w.faith("zh-cd-039", "added.fact", "从快递柜寄件多少钱？", "小件6元，大件9.5元，而且只能用微信支付。", PARCEL_LOCKERS, False),
    w.faith("zh-cd-040", "added.entity", "爵士音乐节由谁主办？", "由海岸艺术公司和厦门市文旅局联合主办，音响由深音音响公司提供。", JAZZ_FESTIVAL, False),
    w.faith("zh-cd-041", "mixed", "多久可以献一次全血？", "男性每隔12周可献一次全血，女性每隔10周可献一次。", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("zh-cd-042", "refusal.plain", "锦华大厦有停车场吗？", "我不知道锦华大厦有没有停车场。", ROOFTOP_CINEMA, True),
    w.refusal("zh-cd-043", "refusal.context", "回收中心收旧床垫吗？", "所提供的资料中没有提到是否接收旧床垫。", RECYCLING_CENTRE, True),
    w.refusal("zh-cd-044", "refusal.short", "狗可以坐索道轿厢吗？", "这个我不清楚。", CABLE_CAR, True),
    w.refusal("zh-cd-045", "refusal.long", "交换项目每个月的奖学金是多少？", "感谢您的提问。我手头关于国际交流处的资料只介绍了办公地点、办公时间、申请截止日期和申请条件，完全没有提到交换奖学金，更没有具体金额。因此我无法告诉您每个月能拿到多少奖学金，建议您直接向国际交流处咨询。", EXCHANGE_OFFICE, True),
    w.refusal("zh-cd-046", "refusal.hedged", "酸面包大师课几点结束？", "我不太确定，不过应该是15:00结束。", BAKERY_SCHOOL, False),
    w.refusal("zh-cd-047", "refusal.partial", "双人皮划艇每小时多少钱？有学生优惠吗？", "双人皮划艇每小时130元。至于学生优惠，资料里没有相关信息，这部分我无法回答。", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("zh-cd-048", "correct.wordy", "安娜·林德四重奏什么时候演出？", "如果您是冲着压轴乐队去的，周六晚上一定要守在主舞台前，因为安娜·林德四重奏就是在那天21:00登台演出的。", "安娜·林德四重奏于周六21:00在主舞台演出。", True),
    w.correct("zh-cd-049", "correct.short", "快递柜保管包裹多长时间？", "72小时。", "包裹送达后在快递柜保管72小时。", True),
    w.correct("zh-cd-050", "correct.format", "末班轿厢几点从山顶返回？", "下午五点四十五分。", "末班轿厢17:45从山顶返回。", True),
    w.correct("zh-cd-051", "wrong.value", "木工课学费多少？", "4300元，含木料和工具使用费。", "学费为3400元，包含全部木料和工具使用费。", False),
    w.correct("zh-cd-052", "wrong.echo", "女性多久可以献一次全血？", "女性每周都可以献一次全血。", "女性每隔16周可以献一次全血。", False),
    w.correct("zh-cd-053", "wrong.role", "学习协议由谁签署？", "顾问孙佳签署学习协议，赵明远处长负责审核申请材料。", "处长赵明远教授签署学习协议，顾问孙佳审核申请材料。", False),
]

RELEVANCY = [
    w.relevant("zh-cd-054", "relevant.direct", "处理一条废旧轮胎要多少钱？", "每条轮胎收10元处理费。", RECYCLING_CENTRE, True),
    w.relevant("zh-cd-055", "relevant.yesno", "下雨会取消放映吗？", "不会，下雨时在遮雨棚下照常放映，只有雷暴才会取消。", ROOFTOP_CINEMA, True),
    w.relevant("zh-cd-056", "offtopic.true", "皮划艇最晚几点要还？", "碧波皮划艇的租赁点在千岛湖渔港码头。", KAYAK_RENTAL, False),
    w.relevant("zh-cd-057", "offtopic.other", "大师课的预约由谁负责？", "大师课费用680元，含午餐。", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("zh-cd-058", "diag.pass", "快递柜一个格口最多能放多重的包裹？", "最多20公斤。", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("zh-cd-059", "diag.offtopic", "首班轿厢几点出发？", "成人往返票价是180元。", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("zh-cd-060", "diag.unfaithful", "音乐节三日通票多少钱？", "三日通票980元。", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("zh-cd-061", "diag.refused", "国际交流处在哪里？", "抱歉，我在资料中找不到这个信息。", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("zh-cd-062", "diag.missed", "回收中心的面包车进场许可证多久能办好？", "我手头的资料没有提到面包车许可证，所以无法回答。", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("zh-cd-063", "diag.correct_refusal", "木工课结业时会发证书吗？", "现有资料没有说明是否颁发结业证书。", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("zh-cd-064", "diag.should_refuse", "献血屋有免费停车位吗？", "有的，献血者可以在献血屋停车场免费停车两小时。", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
