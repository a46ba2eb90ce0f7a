"""Chinese cases of fresh set bw. Scenarios: 青松区图书馆创客空间 (makerspace), 雪峰溜冰场 (ice
rink), 快轮自行车快递 (bicycle courier), 樱花寿司料理课 (sushi class), 海湾青年旅舍 (youth hostel),
洁齿口腔卫生诊所 (dental hygiene clinic), 河畔农夫市集 (farmers market), 蓝帆帆船俱乐部 (sailing
club), 城市历史博物馆语音导览 (museum audio guide) and 绿行汽车共享俱乐部 (car-sharing club)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

MAKERSPACE = "青松区图书馆的创客空间位于三楼，每周三至周日10:00至19:00开放。使用激光切割机之前，会员必须先完成40分钟的安全培训，培训费为50元。3D打印机每次最多可预约5小时，耗材按每克0.5元收费。每周五晚上的焊接工作坊由馆员刘静主持，名额限14人。12岁以下儿童只有在成人陪同下才能使用创客空间。"
RINK = "雪峰溜冰场除周二外每天下午三点到六点开放公众滑冰。门票成人60元，12岁以下儿童40元，租冰鞋另收20元。冰面长58米、宽28米，每隔两小时浇一次冰。总教练孙悦负责初学者课程，她的助理教练赵磊负责花样滑冰课。10岁以下的滑冰者一律必须佩戴头盔。"
COURIER = "快轮自行车快递在市中心范围内45分钟内送达包裹。包裹重量不得超过6公斤，并且必须能装进30升的配送包。普通配送收费18元，20分钟内送达的加急配送收费30元。晚上九点以后下的订单将在第二天上午配送。创始人周晓琳于2022年4月聘请调度员马骏，负责协调公司的30名骑手。"
SUSHI = "樱花寿司料理课每周六下午两点到五点上课，每人学费380元，含食材费。授课的是在东京学艺七年的主厨山田浩二，他的女儿山田美咲在醋饭台协助。每位学员制作三种卷寿司，并可带走一张竹帘。每班最多收8名学员，须至少提前三天预约。对虾蟹过敏的学员应在预约时告知主厨。"
HOSTEL = "海湾青年旅舍的8间宿舍共有48个床位，另有3间单人房。宿舍床位每晚95元，含早餐，早餐供应时间为7:00至9:00。入住从下午两点开始，退房须在中午12点之前。住客最多可连续入住28晚。经理林雨桐于2017年8月把一座旧粮仓改造成了这家旅舍。"
CLINIC = "洁齿口腔卫生诊所提供50分钟的洁牙服务，收费280元。卫生士黄婷负责成人患者，卫生士郑浩负责儿童患者。诊所建议每六个月洁牙一次。距预约时间不足24小时取消的患者需支付50元取消费，但突发急症除外。诊所星期一至星期五8:30至17:30营业，星期六只在上午营业，到12:00为止。"
MARKET = "河畔农夫市集从5月到11月每周日上午7:30至12:30在榆树街停车场举行。约50个摊主出售本市80公里范围内种植的农产品，每个周日约有3,000名顾客前来。摊位费每天150元，其中一半摊位留给获得有机认证的农户。市集经理何佳每年到每位摊主的农场检查一次。除服务犬外，狗一律不得进入市集。"
SAILING = "蓝帆帆船俱乐部拥有十艘小帆船和两艘长10米的龙骨帆船。年费为3600元，新会员还需一次性缴纳1000元入会费。会员必须先通过翻船演练，才能独自驾驶小帆船出海。风速超过22节时，所有航行一律取消。俱乐部会长吴志强主持委员会，财务许静管理船只维修基金。"
AUDIO_GUIDE = "城市历史博物馆的语音导览涵盖30件展品，全程约80分钟。导览提供四种语言，租金20元，博物馆会员可免费使用。游客在使用设备期间须押一张带照片的身份证件。解说词由策展人陈晓雯撰写，由演员高远配音。设备须在博物馆17:30闭馆前半小时归还。"
CARSHARE = "绿行汽车共享俱乐部成立于2020年9月15日，目前有200名会员，在10个站点共用25辆车。会员每月缴纳30元会费，另按每小时25元计费，油费已包含在内。每辆车每次最多可预订48小时。逾期还车按每30分钟40元收费，不足30分钟按30分钟计。会员须年满22周岁，且持有驾照满三年。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bw-001", "para.reorder", "创客空间什么时候开放？", "10:00至19:00，每周三至周日，创客空间都开放。", MAKERSPACE, True),
    w.faith("zh-bw-002", "para.passive", "儿童患者由谁负责？", "儿童患者由卫生士郑浩负责。", CLINIC, True),
    w.faith("zh-bw-003", "para.synonym", "大人进场要多少钱？", "成年人的入场费是60元。", RINK, True),
    w.faith("zh-bw-004", "para.nominal", "晚上九点以后下单会怎样？", "晚上九点以后所下订单的配送安排在次日上午。", COURIER, True),
    w.faith("zh-bw-005", "para.capital", "主厨在哪里学的手艺？", "主厨山田浩二在日本首都学艺七年。", SUSHI, True),
    w.faith("zh-bw-006", "para.pronoun", "许静在俱乐部做什么？", "许静是俱乐部的财务，她负责管理船只维修基金。", SAILING, True),
    w.faith("zh-bw-007", "para.relative", "语音导览的解说是谁做的？", "解说词出自担任策展人的陈晓雯之手，配音的是身为演员的高远。", AUDIO_GUIDE, True),
    w.faith("zh-bw-008", "para.part", "会员需要交哪些费用？", "其中一项是用车费，每小时25元。", CARSHARE, True),
    w.faith("zh-bw-009", "para.combine", "旅舍是谁开的？有多少床位？", "这家由经理林雨桐于2017年8月开办的旅舍，8间宿舍共有48个床位。", HOSTEL, True),
    w.faith("zh-bw-010", "fmt.number", "俱乐部有几艘船？", "俱乐部有10艘小帆船和2艘龙骨帆船。", SAILING, True),
    w.faith("zh-bw-011", "fmt.thousands", "市集每周日有多少顾客？", "每个周日大约有3000名顾客。", MARKET, True),
    w.faith("zh-bw-012", "fmt.scale", "包裹最重可以多重？", "包裹重量最多6000克。", COURIER, True),
    w.faith("zh-bw-013", "fmt.date", "俱乐部是什么时候成立的？", "俱乐部成立于2020-09-15。", CARSHARE, True),
    w.faith("zh-bw-014", "fmt.time", "公众滑冰是几点？", "除周二外，每天15:00到18:00开放公众滑冰。", RINK, True),
    w.faith("zh-bw-015", "fmt.unit", "冰面有多大？", "冰面为58 m × 28 m。", RINK, True),
    w.faith("zh-bw-016", "fmt.abbrev", "诊所工作日几点营业？", "周一至周五，8:30—17:30。", CLINIC, True),
    w.faith("zh-bw-017", "fmt.currency", "寿司课学费多少？", "每人¥380，食材费已包含在内。", SUSHI, True),
    w.faith("zh-bw-018", "fmt.range", "一辆车最长能订多久？", "每次预订的时长上限是48小时。", CARSHARE, True),
    w.faith("zh-bw-019", "fmt.period", "在旅舍最多能连住多久？", "最多可以连续住四周。", HOSTEL, True),
    w.faith("zh-bw-020", "fmt.share", "有多少摊位留给有机农户？", "50%的摊位留给获得有机认证的农户。", MARKET, True),
    w.faith("zh-bw-021", "para.except", "周二可以去公众滑冰吗？", "不可以，周二不开放公众滑冰，其他日子每天都开放。", RINK, True),
    w.faith("zh-bw-022", "wrap.opener", "多久洗一次牙比较好？", "问得好！诊所建议每六个月洁牙一次。", CLINIC, True),
    w.faith("zh-bw-023", "wrap.closer", "寿司课每班能收多少人？", "每班最多收8名学员。希望对您有帮助，祝您上课愉快！", SUSHI, True),
    w.faith("zh-bw-024", "wrap.attribution", "3D打印耗材怎么收费？", "根据文档，耗材按每克0.5元收费。", MAKERSPACE, True),
    w.faith("zh-bw-025", "wrap.hedge", "导览设备什么时候要还？", "我想设备应该要在博物馆17:30闭馆前半小时归还。", AUDIO_GUIDE, True),
    w.faith("zh-bw-026", "wrap.question", "什么人可以加入俱乐部？", "会员须年满22周岁，并且持有驾照满三年。您还想了解一下收费标准吗？", CARSHARE, True),
    w.faith("zh-bw-027", "value.number", "焊接工作坊能收多少人？", "周五晚上的焊接工作坊名额限16人。", MAKERSPACE, False),
    w.faith("zh-bw-028", "value.date", "周晓琳是什么时候聘请马骏的？", "周晓琳于2022年6月聘请马骏担任调度员。", COURIER, False),
    w.faith("zh-bw-029", "value.time", "几点可以入住？", "入住从下午一点开始。", HOSTEL, False),
    w.faith("zh-bw-030", "value.unit", "龙骨帆船有多长？", "俱乐部的两艘龙骨帆船长10英尺。", SAILING, False),
    w.faith("zh-bw-031", "value.currency", "逾期还车怎么收费？", "逾期还车按每30分钟40美元收费。", CARSHARE, False),
    w.faith("zh-bw-032", "role.swap", "溜冰场的课程分别由谁负责？", "总教练赵磊负责初学者课程，他的助理教练孙悦负责花样滑冰课。", RINK, False),
    w.faith("zh-bw-033", "negation", "学费包含食材费吗？", "不包含，380元的学费里没有算食材费。", SUSHI, False),
    w.faith("zh-bw-034", "antonym", "溜冰场对头盔有什么规定？", "10岁以下的滑冰者可以自愿选择是否佩戴头盔。", RINK, False),
    w.faith("zh-bw-035", "modality", "多久需要洗一次牙？", "诊所规定患者必须每六个月洁牙一次。", CLINIC, False),
    w.faith("zh-bw-036", "quantifier", "何佳检查哪些摊主的农场？", "何佳每年只抽查部分摊主的农场。", MARKET, False),
    w.faith("zh-bw-037", "value.except", "可以带狗逛市集吗？", "可以，狗都能进入市集，只有服务犬不行。", MARKET, False),
    w.faith("zh-bw-038", "direction", "哪些订单会在第二天上午配送？", "晚上九点以前下的订单会在第二天上午配送。", COURIER, False),
    w.faith("zh-bw-039", "added.fact", "语音导览全程多长时间？", "全程约80分钟，另外还附带一条儿童专用讲解路线。", AUDIO_GUIDE, False),
    w.faith("zh-bw-040", "added.entity", "寿司课由谁授课？", "主厨山田浩二和副厨铃木健一共同授课，女儿山田美咲在醋饭台协助。", SUSHI, False),
    w.faith("zh-bw-041", "mixed", "一辆车每次最多能订多久？", "每次最多可预订48小时，而且电动车在所有站点都能免费充电。", CARSHARE, False),
]

REFUSAL = [
    w.refusal("zh-bw-042", "refusal.plain", "创客空间有缝纫机吗？", "抱歉，我不知道这个问题的答案。", MAKERSPACE, True),
    w.refusal("zh-bw-043", "refusal.context", "旅舍有洗衣房吗？", "所提供的资料没有提到洗衣房，所以我无法回答。", HOSTEL, True),
    w.refusal("zh-bw-044", "refusal.short", "溜冰场有免费停车位吗？", "不清楚。", RINK, True),
    w.refusal("zh-bw-045", "refusal.long", "俱乐部会所的酒吧几点开门？", "感谢您的提问。我手头关于蓝帆帆船俱乐部的资料介绍了船只、会费、安全规定和委员会的情况，但完全没有提到会所酒吧，也没有提到它的营业时间。因此很遗憾，我无法给出答案，也不想凭猜测回答。建议您直接联系俱乐部询问。", SAILING, True),
    w.refusal("zh-bw-046", "refusal.hedged", "语音导览涵盖多少件展品？", "我不太确定，不过好像是30件。", AUDIO_GUIDE, False),
    w.refusal("zh-bw-047", "refusal.partial", "月费是多少？有学生优惠吗？", "月费是30元。至于学生优惠，资料里没有提到，我没法告诉您有没有。", CARSHARE, False),
]

CORRECTNESS = [
    w.correct("zh-bw-048", "correct.wordy", "加急配送多少钱？", "如果您需要包裹在20分钟内送到，快轮提供加急配送服务，这种更快的配送方式每单收费30元。", "加急配送收费30元。", True),
    w.correct("zh-bw-049", "correct.short", "寿司课每人学费多少？", "380元。", "寿司课每人学费380元，含食材费。", True),
    w.correct("zh-bw-050", "correct.format", "最晚几点退房？", "中午十二点以前。", "退房须在12:00之前。", True),
    w.correct("zh-bw-051", "wrong.value", "洁牙服务需要多长时间？", "洁牙服务需要30分钟。", "洁牙服务需要50分钟。", False),
    w.correct("zh-bw-052", "wrong.echo", "河畔农夫市集在星期几举行？", "河畔农夫市集在每个星期六举行。", "河畔农夫市集在每周日举行。", False),
    w.correct("zh-bw-053", "wrong.role", "谁主持俱乐部委员会？", "许静主持委员会，吴志强管理船只维修基金。", "会长吴志强主持委员会，财务许静管理船只维修基金。", False),
]

RELEVANCY = [
    w.relevant("zh-bw-054", "relevant.direct", "租语音导览要多少钱？", "租金20元，博物馆会员免费。", AUDIO_GUIDE, True),
    w.relevant("zh-bw-055", "relevant.yesno", "每小时的费用包含油费吗？", "包含，油费已经算在里面了。", CARSHARE, True),
    w.relevant("zh-bw-056", "offtopic.true", "激光切割机的安全培训费是多少？", "创客空间位于图书馆三楼。", MAKERSPACE, False),
    w.relevant("zh-bw-057", "offtopic.other", "租冰鞋要多少钱？", "公众滑冰下午三点开始。", RINK, False),
]

DIAGNOSIS = [
    w.diag("zh-bw-058", "diag.pass", "普通配送多少钱？", "普通配送收费18元。", {"courier": COURIER, "hostel": HOSTEL}, ("courier",), "pass"),
    w.diag("zh-bw-059", "diag.offtopic", "寿司课需要提前多久预约？", "每位学员可以带走一张竹帘。", {"sushi": SUSHI, "market": MARKET}, ("sushi",), "fix_generation"),
    w.diag("zh-bw-060", "diag.unfaithful", "旅舍的宿舍一共有多少个床位？", "宿舍一共有84个床位。", {"hostel": HOSTEL, "rink": RINK}, ("hostel",), "fix_generation"),
    w.diag("zh-bw-061", "diag.refused", "洁牙服务收费多少？", "抱歉，我在文档中没有找到相关信息。", {"clinic": CLINIC, "sailing": SAILING}, ("clinic",), "fix_generation"),
    w.diag("zh-bw-062", "diag.missed", "帆船俱乐部的年费是多少？", "我手头的文档里没有提到帆船俱乐部的年费。", {"carshare": CARSHARE, "museum": AUDIO_GUIDE}, ("sailing",), "fix_retrieval"),
    w.diag("zh-bw-063", "diag.correct_refusal", "博物馆咖啡厅有素食吗？", "现有资料没有说明博物馆咖啡厅是否提供素食。", {"museum": AUDIO_GUIDE, "makerspace": MAKERSPACE}, (), "correct_refusal"),
    w.diag("zh-bw-064", "diag.should_refuse", "绿行的车可以开出国吗？", "可以，只要在48小时内把车开回来，会员就可以开车出国。", {"carshare": CARSHARE, "courier": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
