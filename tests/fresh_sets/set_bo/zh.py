"""Chinese cases of fresh set bo. Scenarios: 仁和大药房 (a pharmacy in Hangzhou), 顺风城乡公交
(a regional bus company in Shaoxing), 味道烹饪学校 (a cooking school in Chengdu), 北陵公共浴池
(a public sauna in Shenyang), 安信保险经纪 (an insurance broker in Beijing), 宜居家具's delivery
service, 西岭音乐学院 (a music conservatory), 雪松岭滑雪场 (a ski resort), 洁丽干洗店 (a dry
cleaner in Nanjing) and 南岭植物园 (a botanical garden in Guangzhou)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PHARMACY = (
    "仁和大药房杭州文三路店周一至周五8:00—20:00营业，周六9:00—17:00营业，周日休息。"
    "店长兼执业药师是王丽华，副店长是陈志强。"
    "中午12点前递交的处方，一般当天下午就能取药。"
    "会员购买保健品满300元可享九折优惠。"
    "每位顾客每次最多只能购买两盒布洛芬。"
)

BUS = (
    "顺风城乡公交公司运营绍兴城区与周边乡镇之间的15条线路。"
    "单程票价3元，一日通票10元。"
    "身高1.2米以下的儿童免费乘车，持老年卡的乘客享受半价。"
    "工作日312路每12分钟从汽车总站发一班车开往柯桥，周日则每半小时才有一班。"
    "从柯桥返回汽车总站的末班车22:40发车。"
)

COOKING = (
    "成都的味道烹饪学校开设为期六周的川菜入门班，每周三晚上18:30至21:30上课。"
    "课程由主厨刘建国授课，面点师赵雅婷担任助教。"
    "每班至少6人，最多10人。"
    "学费1,680元，包含全部食材和一条围裙，但刀具需要学员自备。"
    "在第一节课开课前至少10天取消报名的学员，学费全部退还。"
)

SAUNA = (
    "沈阳的北陵公共浴池除周一外每天10:00至23:00营业。"
    "门票每人48元，可停留4小时，毛巾租用5元一条。"
    "芬兰桑拿房温度为90℃，蒸汽房保持在45℃。"
    "每周二上午只对女宾开放。"
    "12岁以下儿童须由成人陪同才能入内。"
)

INSURANCE = (
    "安信保险经纪有限公司成立于2008年，唯一的办公室设在北京朝阳区。"
    "公司的六名顾问可以比较25家保险公司的车险、家财险和旅行险产品。"
    "由于佣金由保险公司支付，首次咨询不收费。"
    "客户必须至少提前三个工作日预约。"
    "凡是通过该公司投保的保单，在整个保险期内都能获得理赔协助。"
)

DELIVERY = (
    "宜居家具为仓库方圆50公里内、金额满3,000元的订单免费送货，不满3,000元的订单收取120元运费。"
    "送货分两个时段：上午9:00—12:00或下午14:00—18:00，周一至周六均可预约。"
    "每次送货由两名师傅完成，顾客会在前一天晚上收到短信通知。"
    "如需安装，另收订单金额的5%。"
    "送货师傅还可以顺便搬走一件旧家具，收费80元。"
)

CONSERVATORY = (
    "西岭音乐学院创办于1952年9月1日，目前在校生约860人。"
    "院长是小提琴家孙慧敏，钢琴系主任是黄立新。"
    "入学专业考试在每年3月的第二周举行，报名截止日期为1月20日。"
    "学费每年2.8万元，优秀奖学金为最多40名学生减免一半学费。"
    "学院音乐厅可容纳900人，于1985年落成。"
)

SKI = (
    "雪松岭滑雪场位于海拔1,600米处，拥有总长35公里的雪道和12条缆车。"
    "雪季通常从12月1日持续到次年3月31日。"
    "缆车运营时间为8:30至16:30，山顶缆车最后一班上行为15:45。"
    "成人日票280元，8岁以下儿童由付费成人陪同可免费滑雪。"
    "夜场滑雪仅在周五和周六18:00至21:30开放。"
)

DRYCLEAN = (
    "南京鼓楼区的洁丽干洗店洗一件衬衫收15元，一套西装（上衣和裤子）收60元。"
    "普通订单送洗48小时后可取。"
    "上午9点前送来的衣物加收20元可当天洗好，但婚纱除外，婚纱一律需要一周。"
    "皮革和麂皮制品不在店内清洗，而是送到合作工坊处理。"
    "超过90天未取的衣物将捐给慈善机构。"
)

GARDEN = (
    "广州的南岭植物园占地36公顷，收集了约5,200种植物。"
    "4月至10月的开放时间为8:00至18:00，11月至次年3月为8:00至17:00。"
    "成人门票20元，6岁以下儿童免票。"
    "园内的热带温室建于1936年，常年保持在26℃。"
    "园区禁止携带狗入内，导盲犬除外。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bo-001", "para.reorder", "仁和大药房由谁负责？", "副店长是陈志强，店长兼执业药师是王丽华。", PHARMACY, True),
    w.faith("zh-bo-002", "para.passive", "安信保险经纪的顾问负责什么工作？", "25家保险公司的车险、家财险和旅行险产品由该公司的六名顾问进行比较。", INSURANCE, True),
    w.faith("zh-bo-003", "para.synonym", "雪松岭滑雪场的雪季是什么时候？", "雪季一般从12月1日开始，一直到第二年3月31日。", SKI, True),
    w.faith("zh-bo-004", "para.nominal", "报了川菜入门班以后取消，能退钱吗？", "可以，开课前至少10天办理取消的，可获得学费的全额退款。", COOKING, True),
    w.faith("zh-bo-005", "para.capital", "安信保险经纪的办公室在哪里？", "公司唯一的办公室位于中国首都。", INSURANCE, True),
    w.faith("zh-bo-006", "para.pronoun", "西岭音乐学院的院长是谁？", "该院院长是孙慧敏，她是一位小提琴家。", CONSERVATORY, True),
    w.faith("zh-bo-007", "para.relative", "西岭音乐学院的音乐厅能坐多少人？", "1985年落成的学院音乐厅可容纳900人。", CONSERVATORY, True),
    w.faith("zh-bo-008", "para.part", "洁丽干洗店怎么收费？", "洗一件衬衫要15元。", DRYCLEAN, True),
    w.faith("zh-bo-009", "para.combine", "在洁丽干洗店洗一件衬衫多少钱，多久能取？", "衬衫每件15元，普通订单送洗48小时后就能取。", DRYCLEAN, True),
    w.faith("zh-bo-010", "fmt.number", "雪松岭滑雪场有多少条缆车？", "滑雪场一共有十二条缆车。", SKI, True),
    w.faith("zh-bo-011", "fmt.thousands", "宜居家具什么情况下免运费？", "在仓库50公里范围内、订单满3000元，就可以免费送货。", DELIVERY, True),
    w.faith("zh-bo-012", "fmt.scale", "南岭植物园有多大？", "植物园占地36万平方米。", GARDEN, True),
    w.faith("zh-bo-013", "fmt.date", "西岭音乐学院是哪天创办的？", "学院创办于1952.9.1。", CONSERVATORY, True),
    w.faith("zh-bo-014", "fmt.time", "仁和大药房工作日的营业时间是几点到几点？", "周一到周五从早上八点开到晚上八点。", PHARMACY, True),
    w.faith("zh-bo-015", "fmt.unit", "北陵公共浴池的芬兰桑拿房温度是多少？", "芬兰桑拿房的温度是90摄氏度。", SAUNA, True),
    w.faith("zh-bo-016", "fmt.abbrev", "宜居家具送货前会通知顾客吗？", "会的，送货前一天晚上会发SMS通知。", DELIVERY, True),
    w.faith("zh-bo-017", "fmt.currency", "顺风城乡公交的票价是多少？", "单程¥3，一日通票¥10。", BUS, True),
    w.faith("zh-bo-018", "fmt.range", "川菜入门班一个班有多少人？", "每班6到10人。", COOKING, True),
    w.faith("zh-bo-019", "fmt.period", "洁丽干洗店的普通订单要多久才能取？", "普通订单送洗两天后可以取。", DRYCLEAN, True),
    w.faith("zh-bo-020", "fmt.share", "老年人坐顺风公交有优惠吗？", "有，持老年卡的乘客只需支付50%的票价。", BUS, True),
    w.faith("zh-bo-021", "para.except", "北陵公共浴池哪些天营业？", "周一休息，其余每天10:00至23:00营业。", SAUNA, True),
    w.faith("zh-bo-022", "wrap.opener", "洁丽干洗店能在店里洗皮夹克吗？", "您好，很高兴为您解答！皮革和麂皮制品不在店里洗，会送到合作工坊处理。", DRYCLEAN, True),
    w.faith("zh-bo-023", "wrap.closer", "南岭植物园的门票多少钱？", "成人门票20元，6岁以下儿童免票。祝您游园愉快！", GARDEN, True),
    w.faith("zh-bo-024", "wrap.attribution", "西岭音乐学院的报名截止日期是哪天？", "根据文件内容，报名截止日期为1月20日。", CONSERVATORY, True),
    w.faith("zh-bo-025", "wrap.hedge", "雪松岭滑雪场的成人日票多少钱？", "我觉得成人日票应该是280元。", SKI, True),
    w.faith("zh-bo-026", "wrap.question", "南岭植物园的热带温室温度是多少？", "热带温室常年保持在26℃。您还想知道温室是哪一年建成的吗？", GARDEN, True),
    w.faith("zh-bo-027", "value.number", "宜居家具在多大范围内免费送货？", "仓库方圆80公里内、满3,000元的订单可以免费送货。", DELIVERY, False),
    w.faith("zh-bo-028", "value.date", "西岭音乐学院报名什么时候截止？", "报名截止日期是2月20日。", CONSERVATORY, False),
    w.faith("zh-bo-029", "value.time", "仁和大药房周六几点关门？", "周六营业到下午四点。", PHARMACY, False),
    w.faith("zh-bo-030", "value.unit", "雪松岭滑雪场海拔多高？", "滑雪场位于海拔1,600英尺处。", SKI, False),
    w.faith("zh-bo-031", "value.currency", "北陵公共浴池的门票多少钱？", "门票每人58元。", SAUNA, False),
    w.faith("zh-bo-032", "role.swap", "川菜入门班由谁授课？", "课程由主厨赵雅婷授课，面点师刘建国担任助教。", COOKING, False),
    w.faith("zh-bo-033", "negation", "洁丽干洗店在店里洗麂皮外套吗？", "是的，皮革和麂皮制品都在店内清洗。", DRYCLEAN, False),
    w.faith("zh-bo-034", "antonym", "山顶缆车最后一班上行是几点？", "山顶缆车第一班上行是15:45。", SKI, False),
    w.faith("zh-bo-035", "modality", "去安信保险经纪咨询需要预约吗？", "可以提前预约，但不是必须的。", INSURANCE, False),
    w.faith("zh-bo-036", "quantifier", "小孩坐顺风公交要买票吗？", "不用，所有儿童都可以免费乘车。", BUS, False),
    w.faith("zh-bo-037", "value.except", "可以带狗进南岭植物园吗？", "可以，狗都能进园，只有导盲犬不行。", GARDEN, False),
    w.faith("zh-bo-038", "direction", "顺风公交的末班车几点发车？", "从汽车总站开往柯桥的末班车22:40发车。", BUS, False),
    w.faith("zh-bo-039", "added.fact", "介绍一下安信保险经纪。", "安信保险经纪成立于2008年，曾连续三年被评为全国十佳保险经纪机构。", INSURANCE, False),
    w.faith("zh-bo-040", "added.entity", "味道烹饪学校的川菜入门班由谁授课？", "由主厨刘建国授课，面点师赵雅婷和营养师周明担任助教。", COOKING, False),
    w.faith("zh-bo-041", "mixed", "宜居家具的安装费怎么收？", "安装另收订单金额的5%，而且师傅一般一小时内就能装好。", DELIVERY, False),
]

REFUSAL = [
    w.refusal("zh-bo-042", "refusal.plain", "仁和大药房卖中药饮片吗？", "我不知道。", PHARMACY, True),
    w.refusal("zh-bo-043", "refusal.context", "安信保险经纪从保险公司拿多少佣金？", "所提供的资料中没有说明佣金的具体金额。", INSURANCE, True),
    w.refusal("zh-bo-044", "refusal.short", "洁丽干洗店提供上门取衣服务吗？", "未提及。", DRYCLEAN, True),
    w.refusal("zh-bo-045", "refusal.long", "南岭植物园是谁创建的？", "感谢您的提问。我仔细查看了关于南岭植物园的资料，其中只介绍了植物园的面积、植物种类数量、开放时间、门票价格、热带温室以及禁止带狗的规定，并没有提到创建者是谁。因此很抱歉，我无法回答这个问题。建议您直接咨询植物园的游客服务中心。", GARDEN, True),
    w.refusal("zh-bo-046", "refusal.hedged", "雪松岭滑雪场的缆车几点停运？", "我不太确定，不过缆车好像是16:30停止运营。", SKI, False),
    w.refusal("zh-bo-047", "refusal.partial", "西岭音乐学院的学费是多少？学校提供宿舍吗？", "学费每年2.8万元。至于是否提供宿舍，资料里没有提到，这一点我无法回答。", CONSERVATORY, False),
]

CORRECTNESS = [
    w.correct("zh-bo-048", "correct.wordy", "安信保险经纪会比较多少家保险公司的产品？", "如果您去安信保险经纪咨询，他们的顾问会帮您把车险、家财险和旅行险的产品放在一起比较，比较范围覆盖二十五家保险公司，也就是说一共是25家。", "安信保险经纪比较25家保险公司的产品。", True),
    w.correct("zh-bo-049", "correct.short", "在洁丽干洗店洗一套西装多少钱？", "60元。", "洁丽干洗店洗一套西装（上衣和裤子）收费60元。", True),
    w.correct("zh-bo-050", "correct.format", "从柯桥返回汽车总站的末班车几点发车？", "晚上十点四十分。", "从柯桥返回汽车总站的末班车22:40发车。", True),
    w.correct("zh-bo-051", "wrong.value", "西岭音乐学院的音乐厅能容纳多少人？", "音乐厅可容纳600人。", "学院音乐厅可容纳900人。", False),
    w.correct("zh-bo-052", "wrong.echo", "在仁和大药房，每位顾客每次最多可以买几盒布洛芬？", "在仁和大药房，每位顾客每次最多可以买五盒布洛芬。", "最多两盒。", False),
    w.correct("zh-bo-053", "wrong.role", "川菜入门班由谁授课，谁当助教？", "面点师赵雅婷授课，主厨刘建国担任助教。", "主厨刘建国授课，面点师赵雅婷担任助教。", False),
]

RELEVANCY = [
    w.relevant("zh-bo-054", "relevant.direct", "雪松岭滑雪场的雪道总长多少？", "雪道总长35公里。", SKI, True),
    w.relevant("zh-bo-055", "relevant.yesno", "男士周二上午可以去北陵公共浴池吗？", "不可以，周二上午只对女宾开放。", SAUNA, True),
    w.relevant("zh-bo-056", "offtopic.true", "宜居家具搬走旧家具收费多少？", "每次送货都由两名师傅完成。", DELIVERY, False),
    w.relevant("zh-bo-057", "offtopic.other", "西岭音乐学院的入学专业考试什么时候举行？", "西岭音乐学院的院长是小提琴家孙慧敏。", CONSERVATORY, False),
]

DIAGNOSIS = [
    w.diag("zh-bo-058", "diag.pass", "仁和大药房工作日几点开门？", "周一至周五早上8:00开门。", {"pharmacy": PHARMACY, "bus": BUS}, ("pharmacy",), "pass"),
    w.diag("zh-bo-059", "diag.offtopic", "在北陵公共浴池租一条毛巾多少钱？", "芬兰桑拿房的温度为90℃。", {"sauna": SAUNA, "garden": GARDEN}, ("sauna",), "fix_generation"),
    w.diag("zh-bo-060", "diag.unfaithful", "洁丽干洗店洗一件衬衫多少钱？", "洗一件衬衫收25元。", {"dryclean": DRYCLEAN, "delivery": DELIVERY}, ("dryclean",), "fix_generation"),
    w.diag("zh-bo-061", "diag.refused", "南岭植物园收集了多少种植物？", "抱歉，文件中没有提到植物园有多少种植物。", {"garden": GARDEN, "ski": SKI}, ("garden",), "fix_generation"),
    w.diag("zh-bo-062", "diag.missed", "在仁和大药房买保健品有什么优惠？", "抱歉，我手头的资料里没有关于保健品优惠的信息。", {"insurance": INSURANCE, "sauna": SAUNA}, ("pharmacy",), "fix_retrieval"),
    w.diag("zh-bo-063", "diag.correct_refusal", "宜居家具卖户外家具吗？", "现有文件没有说明宜居家具是否销售户外家具。", {"delivery": DELIVERY, "cooking": COOKING}, (), "correct_refusal"),
    w.diag("zh-bo-064", "diag.should_refuse", "雪松岭滑雪场停车费多少？", "雪松岭滑雪场停车费每天30元。", {"ski": SKI, "bus": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
