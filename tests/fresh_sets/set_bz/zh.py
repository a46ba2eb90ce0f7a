"""Chinese cases of fresh set bz. Scenarios: 陶然陶艺工作室 (pottery studio), 雪峰滑雪学校 (ski
school), 暖心食物银行 (food bank), 青溪怀旧蒸汽列车 (vintage train excursion), 碧波市民游泳馆
(city swimming pool), 明眸眼镜店 (optician), 花溪苗圃 (flower nursery), 弈林国际象棋俱乐部
(chess club), 云山植物园讲解游览 (botanical garden tour) and 洁丽洗衣店 (laundry and dry
cleaning)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

POTTERY = (
    "陶然陶艺工作室位于杭州西湖区，面向成年人开设拉坯课程。为期六周的初级班学费为1200元，包含10公斤陶土、釉料和两次"
    "窑烧。课程每周二晚上7点到9点半上课，每班最多八名学员。工作室主理人林晓雯负责教初级班，助理周浩负责装窑和烧窑。"
    "成品在最后一节课两周后可以领取；超过30天未领取的作品将捐给当地的慈善商店。"
)

SKI = (
    "雪峰滑雪学校位于崇礼，每年12月10日至次年3月31日每天开设团体课。上午课时间为9:00至11:00，下午课为13:30至"
    "15:30。两小时的团体课每人480元，每位教练最多带六名学员。儿童须年满五岁才能参加团体课，更小的孩子只能上私教课。"
    "16岁以下学员必须佩戴头盔。总教练赵磊负责培训新教练，前台预约由孙悦负责。"
)

FOODBANK = (
    "暖心食物银行位于成都武侯区，除周三外，每个工作日上午10点到下午2点发放食品包。每个登记家庭每周可领取一个约8公斤"
    "的食品包。食物银行由退休护士陈秀兰于2012年创办，现在由协调员刘志强负责运营。去年共发放食品包14,500个，其中一半"
    "发给了有孩子的家庭。志愿者须年满16岁，未满18岁者需提交家长签字的同意书。"
)

TRAIN = (
    "青溪怀旧蒸汽列车每年5月至9月每周六从石门站开往碧湖站。列车10:15从石门站出发，11:40到达碧湖站；返程列车16:00从"
    "碧湖站发车。全程35公里，途经三座隧道。成人往返票价180元，12岁以下儿童半价，宠物狗免费。机车“青溪号”于1923年在"
    "柏林制造，由志愿司机吴国平驾驶。"
)

POOL = (
    "碧波市民游泳馆设有一个六条泳道的25米主池和一个小型教学池，主池水温保持在28°C。开放时间为周一至周五6:30至21:00，"
    "周末8:00至18:00。成人单次票30元，16岁以下15元，十次卡260元。工作日上午9点前，主池仅供分道游泳。8岁以下儿童"
    "下水时必须有成年人陪同。"
)

OPTICIAN = (
    "明眸眼镜店周二至周六9:00至17:30营业。验光费用为50元，16岁以下儿童和65岁以上老人免费。验光由毕业于复旦大学的"
    "验光师王磊负责，配镜师李娜负责镜架的试戴和调整。新眼镜通常在七个工作日内配好。所有镜架均享有两年的制造缺陷保修。"
)

NURSERY = (
    "花溪苗圃由经理黄美玲管理，在40亩的园地上种植1,200多个植物品种。除春节当天外，每天9:00至18:00开放。订单满200元"
    "的，在苗圃15公里范围内免费送货；该范围内不满200元的订单收取20元运费；15公里以外不送货。裸根月季每株38元，三株"
    "100元。所有植物凭购物小票保活一年。"
)

CHESS = (
    "弈林国际象棋俱乐部每周四晚上7:30在市图书馆二楼大厅活动。年费成人300元，18岁以下青少年100元。访客在入会前最多"
    "可免费参加三次活动。俱乐部锦标赛每年3月举行，共七轮，每方用时90分钟，每步加30秒。队长郑宇负责选拔联赛队员，"
    "财务许静负责收取会费。"
)

GARDEN = (
    "云山植物园讲解游览每年4月至10月每天上午11:00和下午2:00从正门出发。每次游览历时90分钟，步行约3公里，每团最多"
    "二十人。游览票成人60元，儿童30元，含植物园门票。最受欢迎的是建于1890年的维多利亚式温室，全年保持24°C。周日的"
    "游览由植物园首席研究员何芳博士亲自带领。"
)

LAUNDRY = (
    "洁丽洗衣店周一至周六7:00至20:00营业，周日休息。代洗服务每袋（不超过7公斤）45元，上午10点前送来当天可取。两件套"
    "西装干洗每套85元，需要三个工作日。店主是马建国，他的女儿马小雨负责干洗柜台。超过60天未取的衣物，店方可以变卖"
    "以抵扣洗衣费用。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bz-001", "para.reorder", "陶然陶艺工作室的初级班学费包括什么？", "两次窑烧、釉料和10公斤陶土，都包含在六周初级班1200元的学费里。", POTTERY, True),
    w.faith("zh-bz-002", "para.passive", "雪峰滑雪学校的新教练由谁培训？", "新教练都是由总教练赵磊来培训的。", SKI, True),
    w.faith("zh-bz-003", "para.synonym", "明眸眼镜店谁给顾客验光？", "视力检查是验光师王磊做的。", OPTICIAN, True),
    w.faith("zh-bz-004", "para.nominal", "花溪苗圃送货收费吗？", "免费送货的条件是订单满200元且在苗圃15公里范围内；范围内不满200元的订单，运费为20元。", NURSERY, True),
    w.faith("zh-bz-005", "para.capital", "“青溪号”机车是在哪里制造的？", "“青溪号”1923年在德国首都制造。", TRAIN, True),
    w.faith("zh-bz-006", "para.pronoun", "弈林俱乐部的联赛队员由谁选拔？", "是郑宇。他是俱乐部队长，联赛队员由他来选。", CHESS, True),
    w.faith("zh-bz-007", "para.relative", "洁丽洗衣店的店主是谁？", "店主是马建国，就是女儿负责干洗柜台的那位。", LAUNDRY, True),
    w.faith("zh-bz-008", "para.part", "云山植物园下午有讲解游览吗？", "有，每天两场游览中有一场是下午2:00从正门出发。", GARDEN, True),
    w.faith("zh-bz-009", "para.combine", "碧波游泳馆的主池是什么样的？", "主池长25米，有六条泳道，水温保持在28°C。", POOL, True),
    w.faith("zh-bz-010", "fmt.number", "植物园每次游览最多能去几个人？", "每团最多20人。", GARDEN, True),
    w.faith("zh-bz-011", "fmt.thousands", "暖心食物银行去年发了多少个食品包？", "去年一共发放了14500个食品包。", FOODBANK, True),
    w.faith("zh-bz-012", "fmt.scale", "初级班提供多少陶土？", "初级班提供10000克陶土。", POTTERY, True),
    w.faith("zh-bz-013", "fmt.date", "雪峰滑雪学校的团体课什么时候开？", "团体课从十二月十日开到第二年三月三十一日，每天都有。", SKI, True),
    w.faith("zh-bz-014", "fmt.time", "蒸汽列车几点从石门站出发？", "上午十点一刻出发。", TRAIN, True),
    w.faith("zh-bz-015", "fmt.unit", "主池的水温是多少？", "主池水温保持在摄氏28度。", POOL, True),
    w.faith("zh-bz-016", "fmt.abbrev", "明眸眼镜店的验光师王磊是哪所大学毕业的？", "王磊毕业于复旦。", OPTICIAN, True),
    w.faith("zh-bz-017", "fmt.currency", "洁丽洗衣店干洗一套西装多少钱？", "两件套西装干洗一套¥85。", LAUNDRY, True),
    w.faith("zh-bz-018", "fmt.range", "入会前可以去俱乐部体验几次？", "入会前免费参加活动不超过三次。", CHESS, True),
    w.faith("zh-bz-019", "fmt.period", "做好的作品什么时候可以领？", "最后一节课过后14天就可以领取。", POTTERY, True),
    w.faith("zh-bz-020", "fmt.share", "去年的食品包主要发给了谁？", "去年发放的14,500个食品包中，50%发给了有孩子的家庭。", FOODBANK, True),
    w.faith("zh-bz-021", "para.except", "哪几天可以去食物银行领食品包？", "周一、周二、周四和周五上午10点到下午2点可以领，周三不发放。", FOODBANK, True),
    w.faith("zh-bz-022", "wrap.opener", "花溪苗圃什么时候开放？", "您好，很高兴为您解答！花溪苗圃除春节当天外，每天9:00到18:00开放。", NURSERY, True),
    w.faith("zh-bz-023", "wrap.closer", "植物园讲解游览要多长时间？", "每次游览90分钟，步行约3公里。祝您游览愉快！", GARDEN, True),
    w.faith("zh-bz-024", "wrap.attribution", "明眸眼镜店的镜架有保修吗？", "根据文件，所有镜架都享有两年的制造缺陷保修。", OPTICIAN, True),
    w.faith("zh-bz-025", "wrap.hedge", "弈林俱乐部青少年年费多少？", "我觉得18岁以下青少年的年费应该是100元。", CHESS, True),
    w.faith("zh-bz-026", "wrap.question", "孩子几岁才能上滑雪团体课？", "孩子要年满五岁才能参加团体课，更小的只能上私教课。需要我再介绍一下头盔的规定吗？", SKI, True),
    w.faith("zh-bz-027", "value.number", "陶然工作室每班有多少学员？", "每班最多十二名学员。", POTTERY, False),
    w.faith("zh-bz-028", "value.date", "俱乐部锦标赛什么时候举行？", "俱乐部锦标赛每年5月举行，共七轮。", CHESS, False),
    w.faith("zh-bz-029", "value.time", "下午的滑雪课几点开始？", "下午课两点半开始。", SKI, False),
    w.faith("zh-bz-030", "value.unit", "植物园游览要走多远？", "每次游览大约要走3英里。", GARDEN, False),
    w.faith("zh-bz-031", "value.currency", "碧波游泳馆成人单次票多少钱？", "成人单次票35元。", POOL, False),
    w.faith("zh-bz-032", "role.swap", "陶然工作室里谁负责什么？", "周浩负责教初级班，林晓雯负责装窑和烧窑。", POTTERY, False),
    w.faith("zh-bz-033", "negation", "儿童验光要付钱吗？", "16岁以下儿童验光不免费，需要付50元。", OPTICIAN, False),
    w.faith("zh-bz-034", "antonym", "花溪苗圃什么样的订单可以免费送货？", "在苗圃15公里范围内，不满200元的订单免费送货。", NURSERY, False),
    w.faith("zh-bz-035", "modality", "16岁以下学员一定要戴头盔吗？", "16岁以下学员最好戴头盔，不过不戴也可以。", SKI, False),
    w.faith("zh-bz-036", "quantifier", "孩子下水需要大人陪同吗？", "所有儿童下水时都必须有成年人陪同。", POOL, False),
    w.faith("zh-bz-037", "value.except", "暖心食物银行哪天开放？", "暖心食物银行只在周三上午10点到下午2点发放食品包。", FOODBANK, False),
    w.faith("zh-bz-038", "direction", "早上的列车几点发车？", "列车10:15从碧湖站出发，11:40到达石门站。", TRAIN, False),
    w.faith("zh-bz-039", "added.fact", "代洗的衣服什么时候能取？", "上午10点前送来当天就能取，而且可以免费送货上门。", LAUNDRY, False),
    w.faith("zh-bz-040", "added.entity", "暖心食物银行是谁创办的？", "退休护士陈秀兰于2012年与红十字会共同创办了暖心食物银行。", FOODBANK, False),
    w.faith("zh-bz-041", "mixed", "花溪苗圃的裸根月季多少钱一株？", "裸根月季每株38元，而且种下当年夏天都会开花。", NURSERY, False),
]

REFUSAL = [
    w.refusal("zh-bz-042", "refusal.plain", "蒸汽列车上有餐车吗？", "抱歉，我不知道列车上有没有餐车。", TRAIN, True),
    w.refusal("zh-bz-043", "refusal.context", "洁丽洗衣店能洗婚纱吗？", "所提供的资料中没有提到是否清洗婚纱。", LAUNDRY, True),
    w.refusal("zh-bz-044", "refusal.short", "植物园里有咖啡馆吗？", "没有相关信息。", GARDEN, True),
    w.refusal("zh-bz-045", "refusal.long", "弈林俱乐部的会员可以在网上下棋吗？", "感谢您的提问。我仔细查看了关于弈林国际象棋俱乐部的资料，但其中完全没有提到网上对弈，所以无法告诉您会员能否通过俱乐部在网上下棋。建议您直接向俱乐部队长或财务咨询。很抱歉这次没能帮上忙。", CHESS, True),
    w.refusal("zh-bz-046", "refusal.hedged", "游泳馆的十次卡多少钱？", "我不太确定，不过十次卡应该是260元。", POOL, False),
    w.refusal("zh-bz-047", "refusal.partial", "验光多少钱？明眸眼镜店卖隐形眼镜吗？", "验光费用是50元，16岁以下和65岁以上免费。至于是否出售隐形眼镜，资料里没有说明。", OPTICIAN, False),
]

CORRECTNESS = [
    w.correct("zh-bz-048", "correct.wordy", "雪峰滑雪学校的团体课多少钱？", "感谢您的咨询！雪峰滑雪学校的两小时团体课是按人收费的，每一位参加的学员需要支付480元，也就是说每人每节课480元。", "团体课每人480元。", True),
    w.correct("zh-bz-049", "correct.short", "陶然工作室初级班学费是多少？", "1200元。", "六周初级班学费为1200元，包含陶土、釉料和窑烧。", True),
    w.correct("zh-bz-050", "correct.format", "返程列车几点从碧湖站发车？", "下午四点。", "返程列车16:00从碧湖站发车。", True),
    w.correct("zh-bz-051", "wrong.value", "洁丽洗衣店干洗西装要几天？", "一个工作日就好。", "西装干洗需要三个工作日。", False),
    w.correct("zh-bz-052", "wrong.echo", "暖心食物银行是谁创办的？", "暖心食物银行是由暖心食物银行的志愿者们创办的。", "暖心食物银行由退休护士陈秀兰于2012年创办。", False),
    w.correct("zh-bz-053", "wrong.role", "弈林俱乐部的会费由谁收取？", "郑宇负责收取会费，许静负责选拔联赛队员。", "财务许静负责收取会费，队长郑宇负责选拔联赛队员。", False),
]

RELEVANCY = [
    w.relevant("zh-bz-054", "relevant.direct", "在花溪苗圃买三株裸根月季多少钱？", "三株裸根月季100元。", NURSERY, True),
    w.relevant("zh-bz-055", "relevant.yesno", "工作日早上9点前可以分道游泳吗？", "可以，工作日上午9点前主池专供分道游泳。", POOL, True),
    w.relevant("zh-bz-056", "offtopic.true", "植物园游览的儿童票多少钱？", "维多利亚式温室建于1890年。", GARDEN, False),
    w.relevant("zh-bz-057", "offtopic.other", "明眸眼镜店的营业时间是几点到几点？", "新眼镜通常在七个工作日内配好。", OPTICIAN, False),
]

DIAGNOSIS = [
    w.diag("zh-bz-058", "diag.pass", "洁丽洗衣店代洗一袋多少钱？", "代洗每袋45元，每袋不超过7公斤。", {"laundry": LAUNDRY, "pool": POOL}, ("laundry",), "pass"),
    w.diag("zh-bz-059", "diag.offtopic", "蒸汽列车成人往返票多少钱？", "“青溪号”机车由志愿司机吴国平驾驶。", {"train": TRAIN, "garden": GARDEN}, ("train",), "fix_generation"),
    w.diag("zh-bz-060", "diag.unfaithful", "雪峰滑雪学校的团体课开到什么时候？", "团体课开到次年2月28日。", {"ski": SKI, "optician": OPTICIAN}, ("ski",), "fix_generation"),
    w.diag("zh-bz-061", "diag.refused", "弈林国际象棋俱乐部每周哪天活动？", "抱歉，文件中没有说明俱乐部什么时候活动。", {"chess": CHESS, "nursery": NURSERY}, ("chess",), "fix_generation"),
    w.diag("zh-bz-062", "diag.missed", "明眸眼镜店的镜架保修多久？", "在检索到的文件中找不到关于镜架保修的信息。", {"pool": POOL, "laundry": LAUNDRY}, ("optician",), "fix_retrieval"),
    w.diag("zh-bz-063", "diag.correct_refusal", "陶然陶艺工作室卖礼品卡吗？", "文件里没有提到礼品卡，所以我无法回答。", {"pottery": POTTERY, "nursery": NURSERY}, (), "correct_refusal"),
    w.diag("zh-bz-064", "diag.should_refuse", "暖心食物银行接受生鲜肉类捐赠吗？", "接受，每周一上午可以捐赠生鲜肉类。", {"foodbank": FOODBANK, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
