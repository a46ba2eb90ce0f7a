"""Chinese cases of fresh set bu. Scenarios: the 云栖庄园 wedding venue, the 毛孩子 dog
grooming salon, the 绿源 recycling centre, the 黑白 chess club, 顺风 driving school, the
康宁 night pharmacy service, the 听雨 tea house, the 岩点 climbing gym, the 梧桐 used-book
fair and the 紫荆 student dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

WEDDING = (
    "云栖庄园是杭州郊外的一处婚礼场地，庄园主是周雅琴，婚礼策划林浩负责所有预订。"
    "主宴会厅可坐 100 至 220 位宾客，草坪区站立式酒会最多可容纳 300 人。"
    "周六场地费为 38,000 元，包含桌椅、桌布、灯光音响和一名驻场主持人；周日至周五场地费为 26,000 元。"
    "新人签约时须支付场地费的 20% 作为定金，尾款须在婚礼前四周付清。"
    "宴会厅内的音乐必须在晚上十点半前结束，所有宾客须在 23:00 前离场。"
    "新人可以自带喜糖和酒水，但其他餐食必须由庄园厨房提供。"
)

GROOMING = (
    "毛孩子宠物美容店位于成都武侯区，店主唐欣是美容师，助理何磊负责洗澡和吹干。"
    "店铺除周三外每天营业，时间为上午 9:30 至晚上 8:00。"
    "小型犬全套美容 180 元，约需一个半小时；体重超过 15 公斤的狗收费 280 元。"
    "所有狗都必须接种过狂犬疫苗，首次到店时主人须出示免疫证。"
    "单独剪指甲 30 元，无需预约。"
    "迟到超过 15 分钟的预约将被取消；美容期间主人可以在店内等候区等候。"
)

RECYCLING = (
    "绿源再生资源回收站由街道办事处运营，周二至周日 8:00 至 17:00 开放。"
    "居民每次可免费投放不超过 30 公斤的旧衣物，超出部分每 10 公斤收费 5 元。"
    "货车必须凭通行证才能进站，通行证免费办理，有效期一年。"
    "回收站接收废电池、旧灯管和废机油，但不接收建筑垃圾。"
    "站长马建国估计，回收物中大约一半是纸类。"
    "2023 年，回收站共处理废品 9,600 吨。"
)

CHESS = (
    "黑白国际象棋俱乐部每周五晚上七点到九点半在市青少年宫二楼活动室活动。"
    "年费为 800 元，十六岁以下会员半价。"
    "俱乐部会长是王立新，财务是陈静。"
    "初学者课程在每月第一个周五举行，会员免费参加。"
    "每年春天，俱乐部都会与一支来自首尔的队伍进行友谊赛。"
    "正式等级赛期间，手机必须关机。"
)

DRIVING = (
    "顺风驾校提供手动挡和自动挡两种练车课程，教练是刘强和赵敏。"
    "单次练车课 1 小时，收费 150 元；十次课套餐为 1,350 元。"
    "学员在第一次练车前必须通过科目一考试。"
    "学员须在上课前 10 分钟到达训练场。"
    "距上课不足 24 小时取消的课程，照常全额收费。"
    "自动挡课程只由赵敏一人教授。"
)

PHARMACY = (
    "康宁夜间药房每晚 22:00 至次日 6:00 营业，全年无休，春节也不例外。"
    "这项服务由市卫生健康委员会开办，值班的是药师孙丽华和一名店员。"
    "凭处方取药时必须出示身份证。"
    "每次夜间服务收取 5 元服务费，但 65 岁以上的患者免收。"
    "提前打电话预约的患者，到店后 10 分钟内即可取药。"
)

TEA = (
    "听雨茶馆于 2017 年 5 月 20 日开业，共有 40 个座位。"
    "下午茶套餐在下午两点到五点供应，每人 88 元，含一壶茶和四样茶点。"
    "老板苏晓亲自负责采购，每年直接从云南茶农手中收购普洱茶；散茶每罐 200 克，售价 160 元。"
    "六人及以上的团体必须至少提前两天预订。"
    "宠物可以待在院子里，但不能进入室内。"
)

CLIMBING = (
    "岩点攀岩馆是一家室内攀岩馆，攀岩墙面积 1,200 平方米，最高的墙有 15 米。"
    "单次票 98 元，月卡 499 元。"
    "12 岁以下的儿童必须全程由成年人陪同。"
    "入门课程时长 3 小时，没上过入门课的人不得在没有教练的情况下进行顶绳攀岩。"
    "租鞋 15 元，镁粉免费提供。"
    "所有线路每两周更换一次。"
)

BOOKFAIR = (
    "梧桐旧书市集将于 2024 年 10 月 19 日（星期六）上午九点到下午五点在文化广场举行。"
    "约 50 家书摊将出售超过 20,000 册二手书。"
    "门票 10 元，身高 1.2 米以下的儿童免票。"
    "市集由梧桐图书馆之友协会主办，组委会主任是黄文。"
    "摊主每个摊位需交 200 元，每个摊位长 2 米。"
    "大多数摊位支持刷卡，但并不是所有摊位都可以。"
)

DORM = (
    "紫荆公寓是一栋学生宿舍，共有三百间四人间，分布在十层楼里。"
    "住宿费每学年 1,200 元，包含水电费和网费。"
    "每晚 23:00 熄灯。"
    "访客只能在早上 8 点到晚上 9 点之间进入公寓，并且必须在值班室登记。"
    "宿舍管理负责人是张红梅，副负责人是李志远。"
    "一楼的房间专门留给行动不便的学生。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bu-001", "para.reorder", "云栖庄园周六的场地费包括哪些？", "驻场主持人、灯光音响、桌布和桌椅都包含在周六的场地费里，费用是 38,000 元。", WEDDING, True),
    w.faith("zh-bu-002", "para.passive", "云栖庄园的预订由谁负责？", "所有预订都由婚礼策划林浩来负责。", WEDDING, True),
    w.faith("zh-bu-003", "para.synonym", "预约迟到了会怎样？", "晚到超过一刻钟的话，这次预约就作废了。", GROOMING, True),
    w.faith("zh-bu-004", "para.nominal", "紫荆公寓对访客有什么规定？", "访客的进入时间仅限早上 8 点至晚上 9 点，并需在值班室办理登记。", DORM, True),
    w.faith("zh-bu-005", "para.capital", "俱乐部每年春天和谁比赛？", "每年春天，俱乐部会和一支来自韩国首都的队伍打友谊赛。", CHESS, True),
    w.faith("zh-bu-006", "para.pronoun", "12 岁以下的孩子来攀岩有什么规定？", "他们必须全程由成年人陪着。", CLIMBING, True),
    w.faith("zh-bu-007", "para.relative", "苏晓是谁？", "苏晓是亲自负责采购、直接从云南茶农手中收购普洱茶的听雨茶馆老板。", TEA, True),
    w.faith("zh-bu-008", "para.part", "绿源回收站收旧灯管吗？", "收，旧灯管可以送到回收站。", RECYCLING, True),
    w.faith("zh-bu-009", "para.combine", "顺风驾校有哪些教练？谁教自动挡？", "驾校有刘强和赵敏两位教练，其中自动挡课程只由赵敏教。", DRIVING, True),
    w.faith("zh-bu-010", "fmt.number", "紫荆公寓有多少房间？", "公寓共有 300 间四人间，分布在 10 层楼里。", DORM, True),
    w.faith("zh-bu-011", "fmt.thousands", "绿源回收站 2023 年处理了多少废品？", "2023 年共处理了 9600 吨废品。", RECYCLING, True),
    w.faith("zh-bu-012", "fmt.scale", "旧书市集上有多少本书？", "约 50 家书摊会出售两万多册二手书。", BOOKFAIR, True),
    w.faith("zh-bu-013", "fmt.date", "梧桐旧书市集哪天举行？", "2024-10-19，周六，在文化广场。", BOOKFAIR, True),
    w.faith("zh-bu-014", "fmt.time", "听雨茶馆的下午茶几点供应？", "下午茶套餐的供应时间是 14:00 至 17:00。", TEA, True),
    w.faith("zh-bu-015", "fmt.unit", "岩点攀岩馆的攀岩墙有多大？", "攀岩墙面积 1,200 m²，最高的墙 15 m。", CLIMBING, True),
    w.faith("zh-bu-016", "fmt.abbrev", "康宁夜间药房是谁开办的？", "这项服务是市卫健委开办的。", PHARMACY, True),
    w.faith("zh-bu-017", "fmt.currency", "黑白国际象棋俱乐部的年费是多少？", "年费是 ¥800。", CHESS, True),
    w.faith("zh-bu-018", "fmt.range", "云栖庄园的主宴会厅能坐多少人？", "最少 100 位，最多 220 位宾客。", WEDDING, True),
    w.faith("zh-bu-019", "fmt.period", "岩点攀岩馆多久换一次线路？", "所有线路每 14 天更换一次。", CLIMBING, True),
    w.faith("zh-bu-020", "fmt.share", "未成年会员的年费有优惠吗？", "有，十六岁以下的会员只需支付年费的 50%。", CHESS, True),
    w.faith("zh-bu-021", "para.except", "周三可以带狗去毛孩子美容吗？", "不行，这家店每周三休息。", GROOMING, True),
    w.faith("zh-bu-022", "wrap.opener", "紫荆公寓的住宿费是多少？", "好问题！住宿费每学年 1,200 元，水电费和网费都已包含在内。", DORM, True),
    w.faith("zh-bu-023", "wrap.closer", "第一次练车前需要做什么？", "第一次练车前必须先通过科目一考试。希望对你有帮助，祝你早日拿到驾照！", DRIVING, True),
    w.faith("zh-bu-024", "wrap.attribution", "夜里凭处方取药需要带什么？", "根据资料，凭处方取药时必须出示身份证。", PHARMACY, True),
    w.faith("zh-bu-025", "wrap.hedge", "旧书市集的门票多少钱？", "我觉得门票应该是 10 元，身高 1.2 米以下的儿童免票。", BOOKFAIR, True),
    w.faith("zh-bu-026", "wrap.question", "能带狗去听雨茶馆吗？", "狗可以待在院子里，但不能进室内。还有什么想了解的吗？", TEA, True),
    w.faith("zh-bu-027", "value.number", "旧衣物每次能免费投放多少？", "居民每次可以免费投放不超过 50 公斤的旧衣物。", RECYCLING, False),
    w.faith("zh-bu-028", "value.date", "听雨茶馆是哪天开业的？", "听雨茶馆于 2017 年 6 月 20 日开业。", TEA, False),
    w.faith("zh-bu-029", "value.time", "康宁夜间药房的营业时间是？", "每晚 22:00 营业到次日 7:00。", PHARMACY, False),
    w.faith("zh-bu-030", "value.unit", "岩点攀岩馆最高的墙有多高？", "最高的墙有 15 英尺。", CLIMBING, False),
    w.faith("zh-bu-031", "value.currency", "十次课套餐多少钱？", "十次课套餐是 1,350 美元。", DRIVING, False),
    w.faith("zh-bu-032", "role.swap", "紫荆公寓的宿舍管理负责人是谁？", "负责人是李志远，张红梅是副负责人。", DORM, False),
    w.faith("zh-bu-033", "negation", "婚礼上可以自带酒水吗？", "不可以，新人不能自带喜糖和酒水。", WEDDING, False),
    w.faith("zh-bu-034", "antonym", "上课前一天才取消会怎么样？", "距上课不足 24 小时取消的课程会全额退款。", DRIVING, False),
    w.faith("zh-bu-035", "modality", "给狗美容的时候主人要做什么？", "美容期间主人必须在店内等候区等候。", GROOMING, False),
    w.faith("zh-bu-036", "quantifier", "旧书市集上能刷卡吗？", "能，所有摊位都可以刷卡。", BOOKFAIR, False),
    w.faith("zh-bu-037", "value.except", "夜间服务费谁需要交？", "只有 65 岁以上的患者才需要交 5 元夜间服务费。", PHARMACY, False),
    w.faith("zh-bu-038", "direction", "云栖庄园的尾款什么时候付？", "尾款须在婚礼后四周内付清。", WEDDING, False),
    w.faith("zh-bu-039", "added.fact", "岩点攀岩馆的单次票多少钱？", "单次票 98 元，周末营业到晚上 11 点。", CLIMBING, False),
    w.faith("zh-bu-040", "added.entity", "黑白国际象棋俱乐部由谁负责？", "会长是王立新，财务是陈静，俱乐部的主教练是国际大师刘宇。", CHESS, False),
    w.faith("zh-bu-041", "mixed", "紫荆公寓一楼的房间给谁住？", "一楼的房间专门留给行动不便的学生，而且每间都配有独立卫生间。", DORM, False),
]

REFUSAL = [
    w.refusal("zh-bu-042", "refusal.plain", "毛孩子宠物美容店也给猫做美容吗？", "我不知道这家店是否给猫做美容。", GROOMING, True),
    w.refusal("zh-bu-043", "refusal.context", "绿源回收站收旧家具吗？", "所给的资料中没有提到回收站是否接收旧家具。", RECYCLING, True),
    w.refusal("zh-bu-044", "refusal.short", "岩点攀岩馆有储物柜吗？", "不清楚。", CLIMBING, True),
    w.refusal("zh-bu-045", "refusal.long", "听雨茶馆有停车位吗？", "感谢您的提问。很抱歉，我手头关于听雨茶馆的资料只介绍了开业时间、座位数、下午茶套餐和预订规定，并没有提到停车方面的信息，所以我没办法告诉您那里是否有停车位。建议您直接联系茶馆确认一下。", TEA, True),
    w.refusal("zh-bu-046", "refusal.hedged", "顺风驾校单次练车课多少钱？", "我不太确定，不过好像是每次 150 元。", DRIVING, False),
    w.refusal("zh-bu-047", "refusal.partial", "云栖庄园周日的场地费是多少？可以带宠物参加婚礼吗？", "周日的场地费是 26,000 元；至于能不能带宠物，资料里没有说明。", WEDDING, False),
]

CORRECTNESS = [
    w.correct("zh-bu-048", "correct.wordy", "黑白国际象棋俱乐部的年费是多少？", "谢谢你的提问！如果你想加入黑白国际象棋俱乐部，需要按年缴纳会费，每年的金额是 800 元。", "年费为 800 元。", True),
    w.correct("zh-bu-049", "correct.short", "康宁夜间药房晚上几点开门？", "晚上十点。", "药房每晚 22:00 开门。", True),
    w.correct("zh-bu-050", "correct.format", "梧桐旧书市集在哪一天举行？", "2024/10/19。", "市集在 2024 年 10 月 19 日（星期六）举行。", True),
    w.correct("zh-bu-051", "wrong.value", "岩点攀岩馆的月卡多少钱？", "月卡 599 元。", "月卡 499 元。", False),
    w.correct("zh-bu-052", "wrong.echo", "紫荆公寓哪一层的房间留给行动不便的学生？", "紫荆公寓留给行动不便的学生的是顶层，也就是第十层的房间。", "一楼的房间专门留给行动不便的学生。", False),
    w.correct("zh-bu-053", "wrong.role", "顺风驾校的自动挡课程由哪位教练教？", "自动挡课程由刘强教练负责。", "自动挡课程只由赵敏教授。", False),
]

RELEVANCY = [
    w.relevant("zh-bu-054", "relevant.direct", "毛孩子宠物美容店小型犬全套美容多少钱？", "小型犬全套美容收费 180 元。", GROOMING, True),
    w.relevant("zh-bu-055", "relevant.yesno", "初学者课程对会员免费吗？", "是的，会员可以免费参加。", CHESS, True),
    w.relevant("zh-bu-056", "offtopic.true", "开货车去绿源回收站需要通行证吗？", "2023 年，回收站共处理了 9,600 吨废品。", RECYCLING, False),
    w.relevant("zh-bu-057", "offtopic.other", "云栖庄园宴会厅的音乐几点前必须结束？", "定金是场地费的 20%，在签约时支付。", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("zh-bu-058", "diag.pass", "提前打电话的话，到康宁夜间药房后多久能拿到药？", "提前打电话预约的话，到店后 10 分钟内就能取药。", {"pharmacy-1": PHARMACY, "tea-1": TEA}, ("pharmacy-1",), "pass"),
    w.diag("zh-bu-059", "diag.offtopic", "岩点攀岩馆的入门课程要上多久？", "租鞋 15 元，镁粉免费。", {"climbing-1": CLIMBING, "dorm-1": DORM}, ("climbing-1",), "fix_generation"),
    w.diag("zh-bu-060", "diag.unfaithful", "旧书市集的摊位费是多少？", "每个摊位需交 300 元。", {"bookfair-1": BOOKFAIR, "chess-1": CHESS}, ("bookfair-1",), "fix_generation"),
    w.diag("zh-bu-061", "diag.refused", "听雨茶馆的散茶一罐多少钱？", "抱歉，资料中没有提到散茶的价格。", {"tea-1": TEA, "grooming-1": GROOMING}, ("tea-1",), "fix_generation"),
    w.diag("zh-bu-062", "diag.missed", "岩点攀岩馆的单次票多少钱？", "检索到的文档里没有提到岩点攀岩馆单次票的价格。", {"recycling-1": RECYCLING, "wedding-1": WEDDING}, ("climbing-1",), "fix_retrieval"),
    w.diag("zh-bu-063", "diag.correct_refusal", "紫荆公寓可以养宠物吗？", "资料里没有关于能否在公寓养宠物的规定，我无法回答。", {"dorm-1": DORM, "driving-1": DRIVING}, (), "correct_refusal"),
    w.diag("zh-bu-064", "diag.should_refuse", "紫荆公寓的网速有多快？", "紫荆公寓每个房间的网速都是 100 兆。", {"dorm-1": DORM, "driving-1": DRIVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
