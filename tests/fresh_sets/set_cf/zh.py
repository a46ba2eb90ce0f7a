"""Chinese cases of fresh set cf: a yoga retreat (松风瑜伽静修营), an airport lounge (揽星贵宾室),
a driving school (北门驾校), a public archive reading room (南川县档案馆), a fishing charter
(海鸥号), a children's theatre (小灯笼儿童剧场), a cheese dairy tour (绿野牧场), a coworking
cafe (墨水瓶), a hot-air balloon flight (云上热气球) and a tailor (费氏裁缝铺)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

YOGA = "松风瑜伽静修营位于青溪镇郊外一座占地12公顷的农场，周末课程从周五下午4点开始，到周日下午2点结束。双人间每人收费1680元，单人间2280元，均包含全部素食餐。早上7点的流瑜伽课由首席教练林静带领，晚上6点半的阴瑜伽课由她的同事周航负责。学员须年满16岁，未满18岁者需提交由家长签字的同意书。手机在入住时统一收存，离营时归还，正在值班的医生和护士除外。"

LOUNGE = "云港国际机场T2航站楼的“揽星”贵宾室每天05:00开放，23:30关闭。合作航空公司的公务舱旅客可免费进入，银卡会员可携带一名同行者。其他旅客可以购买日票，价格为人民币280元；日票只在前台出售，不能在网上购买。淋浴间每次最多可预约20分钟，并提供毛巾。贵宾室面积1,350平方米，共有180个座位；满座时，两小时内起飞的航班旅客优先入内。"

DRIVING = "北门驾校的新手套餐包含10节课，价格为3800元；单节课400元。每节课90分钟，从驾校位于磨坊路14号的办公室出发。学员在上第一节课之前必须持有有效的学习驾驶证明，没有的话驾校不予安排课程。教练孙丽教手动挡，教练马超只教自动挡。开课前不足24小时取消的课程须全额付费，但能出示医生证明的除外。"

ARCHIVE = "南川县档案馆阅览室除周一外每天开放，时间为上午9:30至下午4:30。读者须持阅览证，凭带照片的身份证件即可免费办理。每人每天最多可调阅五盒档案，须在下午3点前提交申请。阅览室内只允许使用铅笔，钢笔、食物和饮料必须存放在储物柜中。不开闪光灯拍照每天收费10元，但标有“限制”字样的档案一律不得拍照。"

FISHING = "船长郑海燕驾驶“海鸥号”从白沙港出发，经营半日海钓项目。船每天早上6点出港，中午12点半返航，营业季从4月1日到10月31日。每次最多载8名钓客，包船价格为4500元。鱼竿、鱼饵和救生衣都包含在内，但钓鱼许可证不包括在内，须提前购买。每次出海结束后，水手何明会免费帮客人把渔获清洗干净并切成鱼片。"

THEATRE = "小灯笼儿童剧场每周六和周日上午11点、下午3点上演面向3至8岁儿童的木偶剧。每场演出45分钟，中间不休息。儿童票80元，陪同成人票50元，未满一周岁的婴儿免费。剧场共有120个座位，迟到的观众只能在第一幕结束后入场。正在上演的《月亮狐狸》由陈语桐编剧、许嘉宁导演。"

DAIRY = "绿野牧场每周三和周五上午10点开设奶酪参观团。参观时长两小时，最后品尝六种奶酪，其中包括牧场自制的陈年切达。成人票价150元，12岁以下儿童半价。牧场的60头奶牛每头每天产奶约25升，每做1公斤奶酪大约需要10升牛奶。参观者必须穿戴门口发放的发网和鞋套，并且不得触碰奶酪桶。"

COWORK = "位于东湖区的“墨水瓶”共享办公咖啡馆周一至周五早7点至晚8点营业。日票98元，含无限量滴滤咖啡；月卡1200元。会员每天可免费预订会议室，每天最长2小时。无线网络速度为每秒500兆比特，馆内共有40张办公桌。打电话只能在楼上的两个隔音间里进行。"

BALLOON = "云上热气球每年5月至9月在日出时分飞越银谷。乘客须在起飞前30分钟到达起飞场地，飞行本身约一小时。每个座位1980元，吊篮除飞行员韩雪外最多可载12名乘客。风速超过每小时15公里时航班取消，取消的航班可免费改期或全额退款。乘客身高须在1.2米以上。"

TAILOR = "桥街上的“费氏裁缝铺”定制一套西装大约需要六周。两件套西装1.2万元起，每套西装需要试穿两次。改裤边等简单修改收费60元，三个工作日内可取。裁缝铺由费文礼于1962年创办，他早年在巴黎学习裁剪；如今由他的孙女费欣然经营。营业时间为周二至周六上午10点至下午6点。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cf-001", "para.reorder", "费氏裁缝铺什么时候营业？", "上午10点到下午6点，周二至周六营业。", TAILOR, True),
    w.faith("zh-cf-002", "para.passive", "钓到的鱼谁来处理？", "出海结束后，渔获会被水手何明免费清洗干净并切成鱼片。", FISHING, True),
    w.faith("zh-cf-003", "para.synonym", "在墨水瓶哪里可以打电话？", "通话仅限于楼上的两间隔音室。", COWORK, True),
    w.faith("zh-cf-004", "para.nominal", "风太大会怎么样？", "风速超过每小时15公里即构成取消飞行的条件，对取消的航班提供免费改期或全额退款。", BALLOON, True),
    w.faith("zh-cf-005", "para.capital", "费文礼在哪里学的裁剪？", "他早年在法国首都学习裁剪。", TAILOR, True),
    w.faith("zh-cf-006", "para.pronoun", "《月亮狐狸》是谁创作的？", "它是陈语桐编剧的，由许嘉宁执导。", THEATRE, True),
    w.faith("zh-cf-007", "para.relative", "想学自动挡应该找哪位教练？", "只教自动挡的那位教练是马超。", DRIVING, True),
    w.faith("zh-cf-008", "para.part", "参观最后会品尝什么？", "品尝的奶酪里有牧场自制的陈年切达。", DAIRY, True),
    w.faith("zh-cf-009", "para.combine", "静修营的课由谁来上？", "早上7点的流瑜伽由首席教练林静带领，晚上6点半的阴瑜伽则由周航负责。", YOGA, True),
    w.faith("zh-cf-010", "fmt.number", "海鸥号一次能载多少名钓客？", "最多可以载八名钓客。", FISHING, True),
    w.faith("zh-cf-011", "fmt.thousands", "揽星贵宾室有多大？", "贵宾室面积为1350平方米。", LOUNGE, True),
    w.faith("zh-cf-012", "fmt.scale", "两件套西装多少钱？", "两件套西装12000元起。", TAILOR, True),
    w.faith("zh-cf-013", "fmt.date", "海钓的营业季是什么时候？", "营业季为4/1至10/31。", FISHING, True),
    w.faith("zh-cf-014", "fmt.time", "贵宾室几点开、几点关？", "每天早上五点开门，晚上十一点半关门。", LOUNGE, True),
    w.faith("zh-cf-015", "fmt.unit", "热气球什么情况下会取消？", "风速超过15km/h时航班会取消。", BALLOON, True),
    w.faith("zh-cf-016", "fmt.abbrev", "墨水瓶的网速怎么样？", "网速是500Mbps。", COWORK, True),
    w.faith("zh-cf-017", "fmt.currency", "贵宾室日票多少钱？", "日票价格为¥280。", LOUNGE, True),
    w.faith("zh-cf-018", "fmt.range", "淋浴间一次能用多久？", "每次预约淋浴间的时长上限是20分钟。", LOUNGE, True),
    w.faith("zh-cf-019", "fmt.period", "定制一套西装要多长时间？", "大约需要42天。", TAILOR, True),
    w.faith("zh-cf-020", "fmt.share", "儿童参观怎么收费？", "12岁以下儿童按成人票价的50%收费。", DAIRY, True),
    w.faith("zh-cf-021", "para.except", "阅览室哪几天开放？", "阅览室周一闭馆，其余六天都开放。", ARCHIVE, True),
    w.faith("zh-cf-022", "wrap.opener", "单节课多少钱？", "好问题！单节课400元，每节课90分钟。", DRIVING, True),
    w.faith("zh-cf-023", "wrap.closer", "单人间多少钱？", "单人间2280元，包含全部素食餐。祝您静修愉快！", YOGA, True),
    w.faith("zh-cf-024", "wrap.attribution", "墨水瓶的月卡多少钱？", "根据文档，月卡价格为1200元。", COWORK, True),
    w.faith("zh-cf-025", "wrap.hedge", "木偶剧演多长时间？", "我想每场演出是45分钟，中间不休息。", THEATRE, True),
    w.faith("zh-cf-026", "wrap.question", "热气球一个座位多少钱？", "每个座位1980元。需要我告诉您要提前多久到达起飞场地吗？", BALLOON, True),
    w.faith("zh-cf-027", "value.number", "墨水瓶有多少张办公桌？", "馆内共有60张办公桌。", COWORK, False),
    w.faith("zh-cf-028", "value.date", "海钓营业季是什么时候？", "营业季从4月1日到10月15日。", FISHING, False),
    w.faith("zh-cf-029", "value.time", "木偶剧几点演出？", "每周六和周日上午11点、下午4点演出。", THEATRE, False),
    w.faith("zh-cf-030", "value.unit", "静修营的农场有多大？", "静修营位于一座占地12亩的农场。", YOGA, False),
    w.faith("zh-cf-031", "value.currency", "双人间怎么收费？", "双人间每人1680美元。", YOGA, False),
    w.faith("zh-cf-032", "role.swap", "《月亮狐狸》的编剧是谁？", "《月亮狐狸》由许嘉宁编剧、陈语桐导演。", THEATRE, False),
    w.faith("zh-cf-033", "negation", "贵宾室日票在哪里买？", "日票除了在前台买，也可以在网上购买。", LOUNGE, False),
    w.faith("zh-cf-034", "antonym", "热气球什么时候飞？", "云上热气球每年5月至9月在日落时分飞越银谷。", BALLOON, False),
    w.faith("zh-cf-035", "modality", "钢笔可以带进阅览室吗？", "钢笔、食物和饮料可以存放在储物柜里，也可以随身带着，自己决定就行。", ARCHIVE, False),
    w.faith("zh-cf-036", "quantifier", "北门驾校能学自动挡吗？", "能，北门驾校所有教练都既教手动挡也教自动挡。", DRIVING, False),
    w.faith("zh-cf-037", "value.except", "去静修营要交手机吗？", "要，所有学员入住时都要上交手机，值班的医生和护士也不例外。", YOGA, False),
    w.faith("zh-cf-038", "direction", "取消课程要付费吗？", "开课前超过24小时取消的课程须全额付费，能出示医生证明的除外。", DRIVING, False),
    w.faith("zh-cf-039", "added.fact", "墨水瓶日票包含什么？", "日票98元，含无限量滴滤咖啡和一份免费午餐。", COWORK, False),
    w.faith("zh-cf-040", "added.entity", "海钓项目由谁经营？", "由船长郑海燕和她的副船长罗志远一起经营。", FISHING, False),
    w.faith("zh-cf-041", "mixed", "改裤边多少钱？", "改裤边收费60元，改好后还可以免费送货上门。", TAILOR, False),
]

REFUSAL = [
    w.refusal("zh-cf-042", "refusal.plain", "揽星贵宾室有吸烟室吗？", "抱歉，我不知道贵宾室有没有吸烟室。", LOUNGE, True),
    w.refusal("zh-cf-043", "refusal.context", "参观结束后可以买奶酪带走吗？", "所提供的资料中没有提到参观结束后能否购买奶酪。", DAIRY, True),
    w.refusal("zh-cf-044", "refusal.short", "小灯笼儿童剧场附近有停车场吗？", "不清楚。", THEATRE, True),
    w.refusal("zh-cf-045", "refusal.long", "可以带笔记本电脑进阅览室吗？", "感谢您的提问。很遗憾，我手头关于阅览室的资料只涉及开放时间、阅览证办理、档案调阅、铅笔规定和拍照规定，完全没有提到笔记本电脑，所以我无法告诉您是否可以带电脑入内。建议您在前往之前直接联系档案馆确认。", ARCHIVE, True),
    w.refusal("zh-cf-046", "refusal.hedged", "热气球飞行要多长时间？", "我不太确定，不过飞行本身好像大约一小时。", BALLOON, False),
    w.refusal("zh-cf-047", "refusal.partial", "单人间多少钱？营地有游泳池吗？", "单人间2280元，但我没有找到关于游泳池的信息。", YOGA, False),
]

CORRECTNESS = [
    w.correct("zh-cf-048", "correct.wordy", "新手套餐多少钱？", "如果您选择新手套餐，就会得到一共十节课，整个套餐加起来的总价是3800元。", "包含10节课的新手套餐价格为3800元。", True),
    w.correct("zh-cf-049", "correct.short", "海鸥号几点出港？", "早上6点。", "船每天早上6点出港。", True),
    w.correct("zh-cf-050", "correct.format", "费氏裁缝铺几点关门？", "18:00。", "裁缝铺下午6点关门。", True),
    w.correct("zh-cf-051", "wrong.value", "墨水瓶的月卡多少钱？", "月卡1500元。", "月卡1200元。", False),
    w.correct("zh-cf-052", "wrong.echo", "奶酪参观团在星期几开设？", "奶酪参观团在星期一和星期四开设。", "奶酪参观团在每周三和周五上午10点开设。", False),
    w.correct("zh-cf-053", "wrong.role", "《月亮狐狸》的导演是谁？", "导演是陈语桐，剧本由许嘉宁编写。", "《月亮狐狸》的导演是许嘉宁，编剧是陈语桐。", False),
]

RELEVANCY = [
    w.relevant("zh-cf-054", "relevant.direct", "坐热气球对身高有什么要求？", "乘客身高须在1.2米以上。", BALLOON, True),
    w.relevant("zh-cf-055", "relevant.yesno", "银卡会员可以带人进贵宾室吗？", "可以，银卡会员可以携带一名同行者。", LOUNGE, True),
    w.relevant("zh-cf-056", "offtopic.true", "每天最多可以调阅几盒档案？", "阅览室内只允许使用铅笔。", ARCHIVE, False),
    w.relevant("zh-cf-057", "offtopic.other", "墨水瓶的营业时间是几点到几点？", "会员每天可以免费预订会议室，最长两小时。", COWORK, False),
]

DIAGNOSIS = [
    w.diag("zh-cf-058", "diag.pass", "多大年纪可以参加瑜伽静修营？", "须年满16岁，未满18岁的还需提交家长签字的同意书。", {"yoga": YOGA, "dairy": DAIRY}, ("yoga",), "pass"),
    w.diag("zh-cf-059", "diag.offtopic", "海鸥号最多能载几名钓客？", "鱼竿、鱼饵和救生衣都包含在费用里。", {"fishing": FISHING, "tailor": TAILOR}, ("fishing",), "fix_generation"),
    w.diag("zh-cf-060", "diag.unfaithful", "揽星贵宾室几点开门？", "贵宾室每天早上7点开门。", {"lounge": LOUNGE, "balloon": BALLOON}, ("lounge",), "fix_generation"),
    w.diag("zh-cf-061", "diag.refused", "北门驾校每节课多长时间？", "抱歉，文档里找不到这个信息。", {"driving": DRIVING, "theatre": THEATRE}, ("driving",), "fix_generation"),
    w.diag("zh-cf-062", "diag.missed", "在费氏裁缝铺改裤边要多少钱？", "我手头的文档没有提到改裤边的价格。", {"theatre": THEATRE, "cowork": COWORK}, ("tailor",), "fix_retrieval"),
    w.diag("zh-cf-063", "diag.correct_refusal", "南川县档案馆提供库房参观吗？", "文档中没有关于档案馆库房参观的任何内容。", {"archive": ARCHIVE, "fishing": FISHING}, (), "correct_refusal"),
    w.diag("zh-cf-064", "diag.should_refuse", "云上热气球出售礼品券吗？", "出售，礼品券价格1980元，有效期一年。", {"balloon": BALLOON, "cowork": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
