"""Chinese cases of fresh set bt: a beekeeping course (百花蜂场), a municipal swimming pool
(滨江区游泳馆), a violin repair workshop (韵声提琴工坊), a ski school (雪峰滑雪学校), a community
garden with allotments (阳光社区菜园), a notary office (诚信公证处), a planetarium (星河天文馆),
a moving company (快捷搬家公司), a vineyard tour (山麓酒庄) and a coworking space (织梦联合办公)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

BEE = "杭州临安的百花蜂场为初学者开设养蜂课程，共六个星期六上午，从2025年4月19日开始，每次上午9点到12点半。养蜂师傅陈国华亲自讲授所有课程，他的女儿陈小雨负责报名和缴费。学费每人1,800元，包含防蜂面罩、一副手套和一本印刷教材。每班最多12名学员，对蜂蛰过敏的人必须自带肾上腺素自动注射笔。蜂场共有40个蜂箱，每年夏天大约收获600公斤蜂蜜。"

POOL = "滨江区游泳馆除星期一外每天开放，时间为早上6点半到晚上9点。主池长25米，有6条泳道，水温保持在27摄氏度。成人票每张30元，由大人陪同的6岁以下儿童免费。每周三晚上7点以后，一半泳道留给滨江游泳俱乐部专用。除3岁以下儿童外，所有人都必须戴泳帽。"

VIOLIN = "韵声提琴工坊位于成都玉林路，由制琴师林婉清和她的合伙人赵明远共同经营。林婉清负责削制和安装新琴码，赵明远负责修复开裂的面板和旧漆面。更换一个普通琴码收费380元，通常需要三个工作日。给琴弓换马尾收费260元，可以当场等候完成，但只限星期六。工坊不修理电子小提琴。"

SKI = "崇礼雪峰滑雪学校为5至12岁的儿童开设团体课。每节团体课2小时，每名儿童480元，每组有4到8名孩子。所有教练都持有滑雪指导员证书，都会说中文和英文，其中部分教练还会说日语。学校旁边的练习道长300 m，配有一条120 m长的拖牵索道。所有儿童在雪道上必须佩戴头盔，私教课可以向总教练王磊预约。"

GARDEN = "阳光社区菜园共有48块租种地，每块长10米、宽5米。菜地按年出租，一次租一年，年租金600元。每位租户都会领到一把大门钥匙、一个堆肥箱和一个雨水桶。租户可以在自己的地块上搭一个不超过2平方米的小工具棚。菜园管理员刘芳每月第一个星期日检查所有地块，园内任何地方都禁止生火。"

NOTARY = "诚信公证处位于南京市鼓楼区中山北路88号。公证员周丽华认证签名并起草房产文书，她的助理许杰安排所有预约。办理业务须至少提前48小时预约。公证处在2025年12月22日至2026年1月2日期间放假休息。认证一个签名收费80元，每位客户都必须携带有效的带照片身份证件。"

PLANETARIUM = "星河天文馆于1998年开馆，球幕直径18米，可容纳160名观众。馆内的数字投影仪由东京的光星光学公司制造。晚间节目《土星之旅》晚上7点半开始，时长45分钟，开演后迟到者不得入场。成人票60元，学生票35元，第一排专供轮椅使用者。天文学家何静博士在每场周末节目开始前做简短的现场讲解。天文馆是国际天文学联合会（IAU）认可的科普教育合作单位。"

MOVING = "快捷搬家公司从1987年起为家庭提供搬家服务。每辆标准货车最多可装1,200公斤物品，由两名搬运工驾驶。30公里以内的同城搬家，三居室收费4,500元，包含包装材料。客户必须在搬家前至少10天确认搬家日期。老板孙建国创办了这家公司，每架钢琴装车前他都会亲自检查。"

VINEYARD = "宁夏贺兰山东麓的山麓酒庄每年5月到10月，每周二、周四和周六下午2点提供葡萄园导览。导览时长90分钟，最后在地下酒窖品尝四款葡萄酒。每人票价150元；12岁以下儿童可免费同行，但不参加品酒。周六的导览由酿酒师郑雅婷带领。周二和周四的导览由她的表弟郑浩带领。酒庄有14公顷葡萄园，种植赤霞珠和霞多丽。"

COWORK = "织梦联合办公空间位于深圳南山区科苑路220号三楼。会员可以全天24小时使用，但前台只在工作日上午8点到下午6点有人值班。流动工位月费1,200元，固定工位月费1,800元。每位会员每月可免费使用会议室5小时，超出部分每小时50元。社区经理黄嘉豪每周五上午9点组织免费早餐。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bt-001", "para.reorder", "初学者养蜂课什么时候上？", "从2025年4月19日起，课程在六个星期六的上午进行，时间是9点到12点半。", BEE, True),
    w.faith("zh-bt-002", "para.passive", "课程由谁讲授？报名由谁负责？", "所有课程都由养蜂师傅陈国华亲自讲授，报名和缴费则由他的女儿陈小雨负责。", BEE, True),
    w.faith("zh-bt-003", "para.synonym", "换一个琴码要多久？", "更换普通琴码一般得花三个工作日。", VIOLIN, True),
    w.faith("zh-bt-004", "para.nominal", "周丽华负责哪些工作？", "她的工作是签名的认证和房产文书的起草。", NOTARY, True),
    w.faith("zh-bt-005", "para.capital", "天文馆的投影仪是在哪里制造的？", "天文馆的数字投影仪是日本的光星光学公司制造的。", PLANETARIUM, True),
    w.faith("zh-bt-006", "para.pronoun", "公证处的预约由谁安排？", "是许杰。他是周丽华的助理，所有预约都由他安排。", NOTARY, True),
    w.faith("zh-bt-007", "para.relative", "钢琴由谁检查？", "创办了这家公司的老板孙建国会在装车前亲自检查每架钢琴。", MOVING, True),
    w.faith("zh-bt-008", "para.part", "租菜地会发堆肥箱吗？", "会的，每位租户都能领到一个堆肥箱。", GARDEN, True),
    w.faith("zh-bt-009", "para.combine", "葡萄园导览由谁带领？", "周六由酿酒师郑雅婷带队，周二和周四则由她的表弟郑浩带队。", VINEYARD, True),
    w.faith("zh-bt-010", "fmt.number", "每班最多能有多少名学员？", "每班最多十二名学员。", BEE, True),
    w.faith("zh-bt-011", "fmt.thousands", "三居室同城搬家收费多少？", "三居室的同城搬家收费4500元，包装材料包含在内。", MOVING, True),
    w.faith("zh-bt-012", "fmt.scale", "一辆标准货车最多能装多少？", "一辆标准货车最多能装1.2吨。", MOVING, True),
    w.faith("zh-bt-013", "fmt.date", "公证处什么时候放假？", "公证处从2025-12-22到2026-01-02放假。", NOTARY, True),
    w.faith("zh-bt-014", "fmt.time", "游泳馆几点关门？", "游泳馆21:00关门。", POOL, True),
    w.faith("zh-bt-015", "fmt.unit", "练习道有多长？", "练习道长300米。", SKI, True),
    w.faith("zh-bt-016", "fmt.abbrev", "星河天文馆是哪个组织认可的合作单位？", "星河天文馆是IAU认可的科普教育合作单位。", PLANETARIUM, True),
    w.faith("zh-bt-017", "fmt.currency", "琴弓换马尾多少钱？", "琴弓换一次马尾是¥260。", VIOLIN, True),
    w.faith("zh-bt-018", "fmt.range", "滑雪团体课每组有几个孩子？", "每组最少4名、最多8名孩子。", SKI, True),
    w.faith("zh-bt-019", "fmt.period", "菜地一次租多久？", "菜地一次租十二个月。", GARDEN, True),
    w.faith("zh-bt-020", "fmt.share", "周三晚上俱乐部占用多少泳道？", "周三晚上7点以后，50%的泳道归滨江游泳俱乐部专用。", POOL, True),
    w.faith("zh-bt-021", "para.except", "游泳馆哪天不开门？", "游泳馆每逢星期一闭馆。", POOL, True),
    w.faith("zh-bt-022", "wrap.opener", "小孩可以参加葡萄园导览吗？", "问得好！12岁以下的孩子可以免费同行，但不参加品酒。", VINEYARD, True),
    w.faith("zh-bt-023", "wrap.closer", "织梦的固定工位多少钱？", "固定工位每月1,800元。希望对您有帮助！", COWORK, True),
    w.faith("zh-bt-024", "wrap.attribution", "织梦的前台什么时候有人？", "根据资料，前台在工作日的上午8点到下午6点之间有人值班。", COWORK, True),
    w.faith("zh-bt-025", "wrap.hedge", "菜地一年的租金是多少？", "我觉得年租金应该是600元。", GARDEN, True),
    w.faith("zh-bt-026", "wrap.question", "晚间节目有多长？", "《土星之旅》时长45分钟。需要我再告诉您票价吗？", PLANETARIUM, True),
    w.faith("zh-bt-027", "value.number", "蜂场有多少个蜂箱？", "蜂场共有60个蜂箱。", BEE, False),
    w.faith("zh-bt-028", "value.date", "公证处放假放到哪天？", "公证处一直放假到2026年1月12日。", NOTARY, False),
    w.faith("zh-bt-029", "value.time", "游泳馆早上几点开门？", "游泳馆早上7点半开门。", POOL, False),
    w.faith("zh-bt-030", "value.unit", "拖牵索道有多长？", "学校旁边的拖牵索道长120英尺。", SKI, False),
    w.faith("zh-bt-031", "value.currency", "换一个普通琴码多少钱？", "更换一个普通琴码收费580元。", VIOLIN, False),
    w.faith("zh-bt-032", "role.swap", "工坊里谁负责什么？", "赵明远负责削制和安装新琴码，林婉清负责修复开裂的面板和旧漆面。", VIOLIN, False),
    w.faith("zh-bt-033", "negation", "菜园里可以生火吗？", "可以，菜园里允许生火。", GARDEN, False),
    w.faith("zh-bt-034", "antonym", "轮椅使用者的座位在哪里？", "最后一排专供轮椅使用者。", PLANETARIUM, False),
    w.faith("zh-bt-035", "modality", "可以在自己的地块上搭棚子吗？", "租户必须在自己的地块上搭一个不超过2平方米的工具棚。", GARDEN, False),
    w.faith("zh-bt-036", "quantifier", "滑雪教练会说哪些语言？", "所有教练都会说中文、英文和日语。", SKI, False),
    w.faith("zh-bt-037", "value.except", "谁必须戴泳帽？", "只有3岁以下的儿童必须戴泳帽。", POOL, False),
    w.faith("zh-bt-038", "direction", "客户什么时候要确认搬家日期？", "客户必须在搬家后10天之内确认搬家日期。", MOVING, False),
    w.faith("zh-bt-039", "added.fact", "山麓酒庄种植哪些葡萄？", "酒庄在14公顷葡萄园里种植赤霞珠和霞多丽，葡萄全部在九月手工采摘。", VINEYARD, False),
    w.faith("zh-bt-040", "added.entity", "货车由谁驾驶？", "每辆货车由两名搬运工驾驶，华安达保险公司还会派一名监督员随车。", MOVING, False),
    w.faith("zh-bt-041", "mixed", "葡萄园导览多少钱？参加者能得到什么？", "每人150元，每位参加者还能免费带走一瓶葡萄酒。", VINEYARD, False),
]

REFUSAL = [
    w.refusal("zh-bt-042", "refusal.plain", "织梦有会员停车位吗？", "我不知道织梦是否有会员停车位。", COWORK, True),
    w.refusal("zh-bt-043", "refusal.context", "养蜂课对学生有优惠吗？", "课程介绍里没有提到学生优惠，所以我无法确定是否有。", BEE, True),
    w.refusal("zh-bt-044", "refusal.short", "天文馆里有咖啡馆吗？", "资料里没提到。", PLANETARIUM, True),
    w.refusal("zh-bt-045", "refusal.long", "参加导览后可以把葡萄酒寄到国外吗？", "感谢您的提问。我仔细查看了山麓酒庄导览的相关资料，里面只介绍了导览时间、票价、带队人员和品酒安排，并没有提到购买葡萄酒或寄往国外的事情。很抱歉这个问题我没法回答，建议您直接联系酒庄咨询。", VINEYARD, True),
    w.refusal("zh-bt-046", "refusal.hedged", "王磊的私教课多少钱？", "我不太确定，不过私教课大概是每小时800元左右。", SKI, False),
    w.refusal("zh-bt-047", "refusal.partial", "认证签名和起草房产文书各收多少钱？", "认证一个签名收费80元；至于起草房产文书的费用，资料里没有写。", NOTARY, False),
]

CORRECTNESS = [
    w.correct("zh-bt-048", "correct.wordy", "滨江区游泳馆的成人票多少钱？", "如果您是成人，去滨江区游泳馆游泳需要买一张30元的门票，这就是一张成人票的价格。", "成人票每张30元。", True),
    w.correct("zh-bt-049", "correct.short", "阳光社区菜园有多少块租种地？", "48块。", "阳光社区菜园共有48块租种地。", True),
    w.correct("zh-bt-050", "correct.format", "快捷搬家公司的一辆标准货车最多能装多少公斤？", "最多1.2吨。", "每辆标准货车最多可装1,200公斤。", True),
    w.correct("zh-bt-051", "wrong.value", "滑雪团体课每名儿童多少钱？", "团体课每名儿童380元。", "团体课每名儿童480元。", False),
    w.correct("zh-bt-052", "wrong.echo", "哪几天可以当场等候给琴弓换马尾？", "星期一到星期五都可以当场等候给琴弓换马尾。", "当场等候换马尾只限星期六。", False),
    w.correct("zh-bt-053", "wrong.role", "公证处由谁认证签名，由谁安排预约？", "签名由许杰认证，预约由周丽华安排。", "签名由公证员周丽华认证，预约由她的助理许杰安排。", False),
]

RELEVANCY = [
    w.relevant("zh-bt-054", "relevant.direct", "星河天文馆的学生票多少钱？", "学生票35元。", PLANETARIUM, True),
    w.relevant("zh-bt-055", "relevant.yesno", "养蜂课的学费包括手套吗？", "包括，1,800元的学费里含一副手套。", BEE, True),
    w.relevant("zh-bt-056", "offtopic.true", "游泳馆的成人票多少钱？", "主池长25米，有6条泳道。", POOL, False),
    w.relevant("zh-bt-057", "offtopic.other", "工坊修理电子小提琴吗？", "琴弓换马尾收费260元，星期六可以当场等候。", VIOLIN, False),
]

DIAGNOSIS = [
    w.diag("zh-bt-058", "diag.pass", "管理员什么时候检查菜地？", "刘芳每个月的第一个星期日会检查所有地块。", {"garden": GARDEN, "apiary": BEE}, ("garden",), "pass"),
    w.diag("zh-bt-059", "diag.offtopic", "滑雪团体课上多长时间？", "所有儿童在雪道上都必须戴头盔。", {"ski": SKI, "vineyard": VINEYARD}, ("ski",), "fix_generation"),
    w.diag("zh-bt-060", "diag.unfaithful", "织梦的会员每月能免费使用会议室几小时？", "每位会员每月可免费使用会议室10小时。", {"cowork": COWORK, "ski": SKI}, ("cowork",), "fix_generation"),
    w.diag("zh-bt-061", "diag.refused", "葡萄园导览几点开始？", "抱歉，提供的资料里没有写导览的开始时间。", {"vineyard": VINEYARD, "notary": NOTARY}, ("vineyard",), "fix_generation"),
    w.diag("zh-bt-062", "diag.missed", "滨江区游泳馆的水温保持在多少度？", "我手头的文档里没有提到滨江区游泳馆的水温。", {"moving": MOVING, "garden": GARDEN}, ("pool",), "fix_retrieval"),
    w.diag("zh-bt-063", "diag.correct_refusal", "织梦有淋浴间吗？", "文档中没有提到织梦是否有淋浴间。", {"cowork": COWORK, "apiary": BEE}, (), "correct_refusal"),
    w.diag("zh-bt-064", "diag.should_refuse", "天文馆的纪念品商店几点营业？", "纪念品商店每天上午10点到下午6点营业。", {"planetarium": PLANETARIUM, "vineyard": VINEYARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
