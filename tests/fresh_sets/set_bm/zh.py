"""Chinese cases of fresh set bm. Scenarios: 安和宠物医院 (a veterinary clinic), the
江南铁路畅游卡 (a train pass), the 光影胡同摄影工作坊 in Beijing, the 滨江区图书馆 e-book app
书香云, the 岩点攀岩馆 climbing gym, 百味坊餐饮服务公司 (catering), 顺达驾校 (a driving
school), 松涛露营地 (a campsite), the 快修坊 phone repair shop and the 星海音乐厅."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

VET = "安和宠物医院位于上海徐汇区，星期一至星期六8:30到19:00营业，星期日休息。王立群医生是医院的外科主任，陈敏医生负责牙科诊疗。普通门诊费为80元，猫狗疫苗每针120元。体重超过20 kg的狗在任何麻醉前都必须先在前台称重。非营业时间的急诊电话会转接到10公里外的北辰动物医院。"

TRAIN = "江南铁路畅游卡售价599元，可在10天内不限次数乘坐二等座。26岁以下的旅客购卡可享受20%的折扣。只有乘坐高铁时才必须订座，每次订座费10元。首次乘车前，必须在车站售票窗口激活畅游卡。除开往厦门的夜间卧铺列车外，所有普通列车和城际列车均可使用。"

WORKSHOP = "光影胡同摄影工作坊将于2025年10月11日至12日在北京举办。摄影师林晓主持工作坊，灯光师赵磊担任助手。费用为1800元，包含两顿午餐，但不含住宿。学员须自带可手动设置曝光的相机，不接受用手机参加。每期限15人，报名截止日期为9月30日。"

LIBRARY = "滨江区图书馆通过免费应用“书香云”提供电子书借阅服务。每位持证读者最多可同时借阅10本电子书，每次借期为21天。如果没有其他读者预约，每本书可以续借一次。有声书与电子书共用这10本的借阅上限。12岁以下儿童开通账户须经家长同意。借期届满后图书自动归还，因此不收取逾期费。"

GYM = "岩点攀岩馆工作日7:00开门，周末9:00开门，每天22:00关门。单次票98元，十次卡880元。首次到馆的顾客必须先完成30分钟的安全培训才能攀爬。只有与持有保护员证书的同伴一起，才可以进行绳索攀岩；抱石区没有这项要求。攀岩鞋可以租用，每双15元。"

CATERING = "百味坊餐饮服务公司承接30至500位宾客的活动。自助餐每位128元，三道菜的套餐每位268元。每套菜单都至少包含一道素菜。订单必须在活动前至少7天确认，预订时须支付总价的一半作为定金。公司由厨师周建国和李婉于2010年共同创办。李婉同时负责销售工作。"

DRIVING = "顺达驾校的培训套餐包括20节课，每节60分钟，价格为4800元。上课时间为星期一至星期五的8:00到20:00。学员在上第一节课之前必须持有有效的学车证明。教练刘强教手动挡，孙悦教自动挡。开课前不足24小时取消的课程将全额收费。"

CAMPSITE = "松涛露营地每年5月1日至10月15日开放。帐篷营位每晚150元，最多可住4人，每多一人每晚加收30元。安静时段为22:00至次日7:00。篝火只能在金属火圈内点燃，火险等级为“高”时全面禁止。湖边距离前台300米，狗拴好牵引绳即可入内。"

REPAIR = "快修坊在南京西路的门店提供手机维修服务。更换屏幕大约需要2小时，视机型不同，费用在399元到1299元之间。更换电池收费199元，顾客可以在店里等候取机。所有维修都享有90天保修，但进水维修除外，不提供保修。门店由吴浩经营。技术员郑雪负责数据恢复。"

CONCERT = "星海音乐厅共有1,680个座位，其中池座1,100个，楼座580个。每场演出开始前40分钟开门，迟到的观众只能在第一次幕间休息时入场。周五交响乐系列的票价从80元到680元不等。持有效学生证的学生可在开演前一小时购买50元的学生票。音乐厅常驻乐团的指挥是许静，乐团首席是马天宇。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-bm-001", "para.reorder", "安和宠物医院什么时候营业？", "星期日休息；星期一到星期六，医院从8:30开到19:00。", VET, True),
    w.faith("zh-bm-002", "para.passive", "光影胡同摄影工作坊由谁主持？", "工作坊由摄影师林晓主持，灯光师赵磊在一旁协助。", WORKSHOP, True),
    w.faith("zh-bm-003", "para.synonym", "在书香云上一次最多能借几本电子书？", "每位读者同一时间至多可以借10本电子书。", LIBRARY, True),
    w.faith("zh-bm-004", "para.nominal", "第一次去岩点攀岩馆，攀爬前要做什么？", "完成30分钟的安全培训是首次到馆顾客攀爬前的必要条件。", GYM, True),
    w.faith("zh-bm-005", "para.capital", "光影胡同摄影工作坊在哪座城市举办？", "在中国的首都举办。", WORKSHOP, True),
    w.faith("zh-bm-006", "para.pronoun", "书香云是什么？", "它是滨江区图书馆的一款免费应用，用来借阅电子书。", LIBRARY, True),
    w.faith("zh-bm-007", "para.relative", "百味坊餐饮服务公司是谁创办的？", "是厨师周建国和同时负责销售工作的李婉在2010年共同创办的。", CATERING, True),
    w.faith("zh-bm-008", "para.part", "星海音乐厅的楼座有多少个座位？", "音乐厅的座位中有580个在楼座。", CONCERT, True),
    w.faith("zh-bm-009", "para.combine", "快修坊由谁经营？数据恢复由谁负责？", "快修坊由吴浩经营，店里的数据恢复由技术员郑雪负责。", REPAIR, True),
    w.faith("zh-bm-010", "fmt.number", "松涛露营地的帐篷营位基本价最多可以住几个人？", "每晚150元的营位最多可以住四个人。", CAMPSITE, True),
    w.faith("zh-bm-011", "fmt.thousands", "星海音乐厅一共有多少个座位？", "一共有1680个座位。", CONCERT, True),
    w.faith("zh-bm-012", "fmt.scale", "松涛露营地的湖边离前台有多远？", "湖边离前台只有0.3公里。", CAMPSITE, True),
    w.faith("zh-bm-013", "fmt.date", "光影胡同摄影工作坊什么时候举办？", "时间是2025-10-11至2025-10-12。", WORKSHOP, True),
    w.faith("zh-bm-014", "fmt.time", "岩点攀岩馆每天几点关门？", "每天晚上十点关门。", GYM, True),
    w.faith("zh-bm-015", "fmt.unit", "在安和宠物医院，哪些狗麻醉前要称重？", "体重超过20公斤的狗，在麻醉前必须先到前台称重。", VET, True),
    w.faith("zh-bm-016", "fmt.abbrev", "顺达驾校什么时候上课？", "周一至周五，8:00—20:00。", DRIVING, True),
    w.faith("zh-bm-017", "fmt.currency", "百味坊的自助餐多少钱？", "自助餐每位人民币128元。", CATERING, True),
    w.faith("zh-bm-018", "fmt.range", "周五交响乐系列的票价是多少？", "最便宜的票80元，最贵的票680元。", CONCERT, True),
    w.faith("zh-bm-019", "fmt.period", "书香云的电子书能借多久？", "每次可以借三周。", LIBRARY, True),
    w.faith("zh-bm-020", "fmt.share", "预订百味坊时要先付多少钱？", "预订时要支付总价的50%作为定金。", CATERING, True),
    w.faith("zh-bm-021", "para.except", "快修坊的哪些维修有保修？", "只有进水维修没有保修，其他所有维修都享有90天保修。", REPAIR, True),
    w.faith("zh-bm-022", "wrap.opener", "江南铁路畅游卡多少钱？", "您好，很高兴为您解答！江南铁路畅游卡售价599元，10天内可以不限次数乘坐二等座。", TRAIN, True),
    w.faith("zh-bm-023", "wrap.closer", "松涛露营地的安静时段是什么时候？", "安静时段是22:00到次日7:00。祝您露营愉快！", CAMPSITE, True),
    w.faith("zh-bm-024", "wrap.attribution", "书香云借电子书会收逾期费吗？", "根据图书馆提供的信息，借期届满后图书会自动归还，所以不收逾期费。", LIBRARY, True),
    w.faith("zh-bm-025", "wrap.hedge", "岩点攀岩馆的十次卡多少钱？", "我觉得十次卡应该是880元。", GYM, True),
    w.faith("zh-bm-026", "wrap.question", "在安和宠物医院给狗打疫苗多少钱？", "狗的疫苗每针120元。您还想了解普通门诊费吗？", VET, True),
    w.faith("zh-bm-027", "value.number", "岩点攀岩馆的安全培训要多长时间？", "首次到馆顾客的安全培训需要45分钟。", GYM, False),
    w.faith("zh-bm-028", "value.date", "松涛露营地哪段时间开放？", "露营地5月1日至11月15日开放。", CAMPSITE, False),
    w.faith("zh-bm-029", "value.time", "顺达驾校最晚上课到几点？", "工作日的课程一直上到21:00。", DRIVING, False),
    w.faith("zh-bm-030", "value.unit", "安和宠物医院非营业时间的急诊电话转到哪里？", "会转接到10英里外的北辰动物医院。", VET, False),
    w.faith("zh-bm-031", "value.currency", "坐高铁订座要多少钱？", "每次订座费是10美元。", TRAIN, False),
    w.faith("zh-bm-032", "role.swap", "顺达驾校谁教手动挡？", "孙悦教手动挡，刘强教自动挡。", DRIVING, False),
    w.faith("zh-bm-033", "negation", "只带手机可以参加光影胡同摄影工作坊吗？", "可以，工作坊接受用手机参加。", WORKSHOP, False),
    w.faith("zh-bm-034", "antonym", "松涛露营地什么时候全面禁止篝火？", "火险等级为“低”时全面禁止篝火。", CAMPSITE, False),
    w.faith("zh-bm-035", "modality", "乘车前一定要激活江南铁路畅游卡吗？", "激活不是必须的：您可以在首次乘车前去车站售票窗口激活，但不激活也可以。", TRAIN, False),
    w.faith("zh-bm-036", "quantifier", "百味坊的菜单里有素菜吗？", "只有部分菜单包含素菜。", CATERING, False),
    w.faith("zh-bm-037", "value.except", "快修坊的进水维修有保修吗？", "有，90天保修只适用于进水维修。", REPAIR, False),
    w.faith("zh-bm-038", "direction", "顺达驾校取消课程什么情况下要全额收费？", "开课前超过24小时取消的课程要全额收费。", DRIVING, False),
    w.faith("zh-bm-039", "added.fact", "书香云的电子书可以续借吗？", "可以，如果没有其他读者预约，可以续借一次，续借后借期再延长14天。", LIBRARY, False),
    w.faith("zh-bm-040", "added.entity", "星海音乐厅常驻乐团的指挥是谁？", "指挥是许静，副指挥高远也协助指挥乐团。", CONCERT, False),
    w.faith("zh-bm-041", "mixed", "岩点攀岩馆可以租攀岩鞋吗？", "可以，攀岩鞋每双15元，镁粉袋也可以租，每个10元。", GYM, False),
]

REFUSAL = [
    w.refusal("zh-bm-042", "refusal.plain", "安和宠物医院给爬行动物看病吗？", "抱歉，我不知道这家医院是否接诊爬行动物。", VET, True),
    w.refusal("zh-bm-043", "refusal.context", "江南铁路畅游卡可以退款吗？", "所提供的资料里没有提到退款的相关规定，所以我无法根据这些信息回答。", TRAIN, True),
    w.refusal("zh-bm-044", "refusal.short", "松涛露营地有无线网络吗？", "不清楚。", CAMPSITE, True),
    w.refusal("zh-bm-045", "refusal.long", "快修坊也修平板电脑吗？", "感谢您的提问。很遗憾，我手头关于快修坊的信息只涉及手机维修，比如更换屏幕、更换电池、保修和数据恢复，完全没有提到平板电脑。因此，我没办法告诉您他们是否维修平板电脑。建议您直接联系门店确认，这样最可靠。很抱歉这次没能帮上更多忙。", REPAIR, True),
    w.refusal("zh-bm-046", "refusal.hedged", "星海音乐厅演出前多久开门？", "我不太确定，不过好像是每场演出开始前40分钟开门。", CONCERT, False),
    w.refusal("zh-bm-047", "refusal.partial", "顺达驾校的20节课套餐多少钱？有学生优惠吗？", "20节课的套餐价格是4800元。至于有没有学生优惠，资料里没有提到，我无法回答。", DRIVING, False),
]

CORRECTNESS = [
    w.correct("zh-bm-048", "correct.wordy", "在快修坊换电池要多少钱？", "谢谢您的提问！如果您的手机需要换一块新电池，快修坊收取的更换费用是199元，您按这个金额准备就可以了。", "在快修坊更换电池的费用是199元。", True),
    w.correct("zh-bm-049", "correct.short", "百味坊餐饮服务公司最多能承接多少位宾客的活动？", "500位。", "百味坊餐饮服务公司最多承接500位宾客的活动。", True),
    w.correct("zh-bm-050", "correct.format", "光影胡同摄影工作坊哪天开始？", "2025/10/11开始。", "工作坊于2025年10月11日开始。", True),
    w.correct("zh-bm-051", "wrong.value", "滨江区图书馆的电子书每次借期是多少天？", "每次借期是14天。", "电子书每次借期为21天。", False),
    w.correct("zh-bm-052", "wrong.echo", "百味坊的订单必须在活动前至少几天确认？", "百味坊的订单必须在活动前至少2天确认。", "订单必须在活动前至少7天确认。", False),
    w.correct("zh-bm-053", "wrong.role", "星海音乐厅常驻乐团的指挥和首席分别是谁？", "指挥是马天宇，首席是许静。", "常驻乐团的指挥是许静，乐团首席是马天宇。", False),
]

RELEVANCY = [
    w.relevant("zh-bm-054", "relevant.direct", "岩点攀岩馆周末几点开门？", "周末9:00开门。", GYM, True),
    w.relevant("zh-bm-055", "relevant.direct", "松涛露营地的帐篷营位每多一人要加多少钱？", "每多一人每晚加收30元。", CAMPSITE, True),
    w.relevant("zh-bm-056", "relevant.yesno", "有声书也算在书香云的借阅上限里吗？", "算的，有声书和电子书共用同一个10本的上限。", LIBRARY, True),
    w.relevant("zh-bm-057", "offtopic.true", "安和宠物医院的普通门诊费是多少？", "陈敏医生负责医院的牙科诊疗。", VET, False),
    w.relevant("zh-bm-058", "offtopic.other", "哪些人买江南铁路畅游卡可以打折？", "首次乘车前必须在车站售票窗口激活畅游卡。", TRAIN, False),
]

DIAGNOSIS = [
    w.diag("zh-bm-059", "diag.pass", "百味坊三道菜的套餐每位多少钱？", "三道菜的套餐每位268元。", {"catering": CATERING, "concert": CONCERT}, ("catering",), "pass"),
    w.diag("zh-bm-060", "diag.offtopic", "在快修坊换屏幕需要多长时间？", "快修坊的门店在南京西路，由吴浩经营。", {"repair": REPAIR, "library": LIBRARY}, ("repair",), "fix_generation"),
    w.diag("zh-bm-061", "diag.unfaithful", "岩点攀岩馆的单次票多少钱？", "单次票是128元。", {"gym": GYM, "campsite": CAMPSITE}, ("gym",), "fix_generation"),
    w.diag("zh-bm-062", "diag.refused", "光影胡同摄影工作坊每期限多少人？", "抱歉，资料里没有说明工作坊的人数限制。", {"workshop": WORKSHOP, "driving": DRIVING}, ("workshop",), "fix_generation"),
    w.diag("zh-bm-063", "diag.missed", "快修坊的进水维修有保修吗？", "我手头的资料没有涉及快修坊的保修规定，所以无法回答。", {"vet": VET, "train": TRAIN}, ("repair",), "fix_retrieval"),
    w.diag("zh-bm-064", "diag.correct_refusal", "星海音乐厅停车怎么收费？", "现有资料没有提到音乐厅的停车收费，所以我无法告诉您。", {"concert": CONCERT, "catering": CATERING}, (), "correct_refusal"),
    w.diag("zh-bm-065", "diag.should_refuse", "松涛露营地可以租皮划艇吗？", "可以，在前台就能租皮划艇，每小时80元。", {"campsite": CAMPSITE, "gym": GYM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
