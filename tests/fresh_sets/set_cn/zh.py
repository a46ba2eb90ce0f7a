"""Fresh set cn, Chinese: 桃园采摘、铁路模型博物馆、婚纱店、夜班公交、瑜伽静修营、过山车乐园、开锁店、国际象棋俱乐部、精酿啤酒厂参观和公共浴室。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

ORCHARD = (
    "青山果园由果农刘桂芳于1998年创办。"
    "桃子采摘季为每年7月1日至8月31日，除周三外每天上午8点到下午6点开放。"
    "采摘门票每人30元，含2斤鲜桃，超出部分按每斤8元另计。"
    "果园共有桃树八百棵，其中一半是水蜜桃。"
    "身高1.2米以下的儿童免票，但必须由成人陪同。"
    "园内禁止吸烟。"
)
RAILWAY = (
    "轨迹铁路模型博物馆由退休火车司机王建国于2010年创办。"
    "馆内主沙盘长40米，可同时运行16列火车，再现了法国首都巴黎的街景。"
    "博物馆周二至周日上午9:30至下午5:00开放，周一闭馆。"
    "成人票60元，学生凭学生证半价，1.2米以下儿童免费。"
    "馆内禁止使用闪光灯拍照。"
    "2021年起，王建国的徒弟赵磊担任馆长。"
)
BRIDAL = (
    "蔓蒂婚纱位于上海静安区，店内有约三百件婚纱。"
    "试纱需提前预约，每次试纱时间为两小时。"
    "定制婚纱从下单到取件需要六十天，改衣最多需要两周。"
    "下单时须支付总价的30%作为定金，余款在取件时付清。"
    "设计师林晓雯负责设计，裁缝师傅陈德明负责全部改衣工作。"
    "试纱时新娘最多可带三位亲友陪同。"
)
NIGHTBUS = (
    "夜31路公交车往返于火车东站和滨江公园之间，除农历除夕外每晚运营。"
    "首班车晚上10点半从火车东站发车，末班车凌晨4点发车，每20分钟一班。"
    "全程票价2元，身高1.3米以下的儿童免费乘车。"
    "线路全长二十三公里，共设三十五个站点。"
    "乘客须从前门上车、后门下车。"
    "自2022年10月1日起，该线路由城联公交公司负责运营。"
)
YOGA = (
    "云栖瑜伽静修营位于云南大理，每期为期七天，最多接待十八名学员。"
    "每天清晨六点冥想，之后是九十分钟的哈他瑜伽课。"
    "每期费用为6800元，包含住宿和全部素食餐食。"
    "上午课程由周雅婷老师带领，晚间阴瑜伽由何俊老师教授。"
    "学员须自带瑜伽垫，瑜伽砖和伸展带由营地免费提供。"
    "练习室内禁止使用手机，但在宿舍可以使用。"
)
COASTER = (
    "飓风乐园共有七座过山车，其中最高的“雷霆”高68米。"
    "乘坐“雷霆”的游客身高须在1.4米以上。"
    "乐园每天上午9点至晚上9点开放。"
    "通票每人260元，年卡980元。"
    "随身物品须存放在储物柜中，每次使用收费10元。"
    "“雷霆”于2018年建成，最高时速120公里。"
)
LOCKSMITH = (
    "安心开锁店由张志强师傅和妻子李红梅共同经营。"
    "店铺除周日外每天上午8点到晚上8点营业。"
    "紧急上门开锁24小时服务，收费150元，晚上11点以后加收50元。"
    "普通钥匙配一把10元，大约需要五分钟。"
    "上门开锁前，客户必须出示身份证并证明自己是房屋住户。"
    "汽车开锁由张志强负责，保险柜维修由李红梅负责。"
)
CHESS = (
    "黑白格国际象棋俱乐部每周六下午两点在北京大学第二体育馆活动。"
    "年费600元，十八岁以下会员年费减半。"
    "俱乐部现有会员一百二十人，其中约四分之一是成年人。"
    "俱乐部由现任会长孙立平于2005年创立，教练马丽负责青少年训练。"
    "俱乐部锦标赛每方用时六十分钟。"
    "对弈室内必须关闭手机，只能在复盘室交谈。"
)
BREWERY = (
    "麦田精酿啤酒厂每周五、周六下午两点和四点提供导览参观。"
    "参观全程八十分钟，票价128元，含四杯各200毫升的试饮啤酒。"
    "试饮仅限年满十八周岁的游客。"
    "啤酒厂由酿酒师高峰和妻子许蕾于2013年创办。"
    "酒厂每年生产精酿啤酒五十万升。"
    "十人以上的团体须至少提前两周预约。"
)
SAUNA = (
    "暖泉公共浴室设有一间九十度的芬兰桑拿房、一间蒸汽房和一个冷水池。"
    "浴室除周四外每天早上六点至晚上十一点营业。"
    "单次门票58元，十次卡480元。"
    "毛巾和拖鞋免费提供，浴袍租用每件10元。"
    "进入浴池前必须先淋浴。"
    "冷水池水温保持在12℃。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cn-001", "para.reorder", "夜31路什么时候运营？", "在火车东站和滨江公园之间，夜31路每晚都运营，只有农历除夕除外。", NIGHTBUS, True),
    w.faith("zh-cn-002", "para.passive", "麦田精酿是谁创办的？", "酿酒师高峰和妻子许蕾在2013年创办了这家啤酒厂。", BREWERY, True),
    w.faith("zh-cn-003", "para.synonym", "安心开锁店是谁开的？", "这家店由张志强师傅和妻子李红梅一起打理。", LOCKSMITH, True),
    w.faith("zh-cn-004", "para.nominal", "进暖泉浴室的浴池有什么要求？", "淋浴是进入浴池前的必要步骤。", SAUNA, True),
    w.faith("zh-cn-005", "para.capital", "主沙盘再现的是哪座城市？", "再现的是巴黎的街景，巴黎是法国的首都。", RAILWAY, True),
    w.faith("zh-cn-006", "para.pronoun", "马丽在俱乐部负责什么？", "她负责青少年训练。", CHESS, True),
    w.faith("zh-cn-007", "para.relative", "晚间阴瑜伽由谁来教？", "教授晚间阴瑜伽的是何俊老师。", YOGA, True),
    w.faith("zh-cn-008", "para.part", "“雷霆”是哪一年建成的？", "“雷霆”建成于2018年。", COASTER, True),
    w.faith("zh-cn-009", "para.combine", "试纱要怎么安排？可以带人吗？", "试纱需要提前预约，新娘最多可以带三位亲友一起来。", BRIDAL, True),
    w.faith("zh-cn-010", "fmt.number", "青山果园有多少棵桃树？", "果园共有800棵桃树。", ORCHARD, True),
    w.faith("zh-cn-011", "fmt.thousands", "静修营一期多少钱？", "每期6,800元，住宿和素食餐食都包含在内。", YOGA, True),
    w.faith("zh-cn-012", "fmt.scale", "麦田精酿一年能产多少啤酒？", "酒厂每年生产精酿啤酒500,000升。", BREWERY, True),
    w.faith("zh-cn-013", "fmt.date", "城联公交从哪天开始运营夜31路？", "从2022.10.1起由城联公交运营。", NIGHTBUS, True),
    w.faith("zh-cn-014", "fmt.time", "啤酒厂的导览几点开始？", "周五和周六的14:00和16:00各有一场。", BREWERY, True),
    w.faith("zh-cn-015", "fmt.unit", "“雷霆”最快能跑多快？", "“雷霆”的最高速度是120 km/h。", COASTER, True),
    w.faith("zh-cn-016", "fmt.abbrev", "黑白格俱乐部在哪儿活动？", "每周六下午两点在北大第二体育馆。", CHESS, True),
    w.faith("zh-cn-017", "fmt.currency", "在安心开锁店配一把普通钥匙多少钱？", "配一把普通钥匙¥10，大概五分钟就好。", LOCKSMITH, True),
    w.faith("zh-cn-018", "fmt.range", "在蔓蒂婚纱改衣要多久？", "改衣时间不会超过两周。", BRIDAL, True),
    w.faith("zh-cn-019", "fmt.period", "我们公司15个人想去啤酒厂参观，要提前多久预约？", "十人以上的团体须至少提前14天预约。", BREWERY, True),
    w.faith("zh-cn-020", "fmt.share", "果园里的桃树有多少是水蜜桃？", "桃树中有50%是水蜜桃。", ORCHARD, True),
    w.faith("zh-cn-021", "para.except", "周日能去安心开锁店配钥匙吗？", "不行，店铺周日不营业。", LOCKSMITH, True),
    w.faith("zh-cn-022", "wrap.opener", "飓风乐园的通票多少钱？", "好的！飓风乐园的通票每人260元。", COASTER, True),
    w.faith("zh-cn-023", "wrap.closer", "去静修营需要自己带瑜伽垫吗？", "需要，学员须自带瑜伽垫，瑜伽砖和伸展带由营地免费提供。希望对您有帮助！", YOGA, True),
    w.faith("zh-cn-024", "wrap.attribution", "博物馆里能用闪光灯拍照吗？", "根据博物馆的规定，馆内禁止使用闪光灯拍照。", RAILWAY, True),
    w.faith("zh-cn-025", "wrap.hedge", "暖泉浴室的十次卡多少钱？", "我认为十次卡是480元。", SAUNA, True),
    w.faith("zh-cn-026", "wrap.question", "黑白格俱乐部的年费是多少？", "年费600元，十八岁以下会员减半。需要我再告诉您俱乐部的活动时间吗？", CHESS, True),
    w.faith("zh-cn-027", "value.number", "主沙盘上能同时跑几列火车？", "主沙盘可以同时运行18列火车。", RAILWAY, False),
    w.faith("zh-cn-028", "value.date", "青山果园的桃子采摘季是什么时候？", "每年7月1日到9月30日。", ORCHARD, False),
    w.faith("zh-cn-029", "value.time", "飓风乐园几点关门？", "乐园晚上10点关门。", COASTER, False),
    w.faith("zh-cn-030", "value.unit", "门票含的桃子摘超了怎么收费？", "超出部分按每公斤8元计算。", ORCHARD, False),
    w.faith("zh-cn-031", "value.currency", "暖泉浴室的浴袍租一件多少钱？", "浴袍每件租金20元。", SAUNA, False),
    w.faith("zh-cn-032", "role.swap", "汽车锁打不开该找谁？", "汽车开锁由李红梅负责。", LOCKSMITH, False),
    w.faith("zh-cn-033", "negation", "小孩坐夜31路要买票吗？", "要买，身高1.3米以下的儿童也不能免费乘车。", NIGHTBUS, False),
    w.faith("zh-cn-034", "antonym", "瑜伽砖需要自己带吗？", "不用带，营地提供瑜伽砖和伸展带，但需要另外付费。", YOGA, False),
    w.faith("zh-cn-035", "modality", "下棋时手机一定要关吗？", "对弈室里建议关机，但并不强制。", CHESS, False),
    w.faith("zh-cn-036", "quantifier", "静修营的费用包括吃饭吗？", "包括住宿，不过素食餐食只包含一部分。", YOGA, False),
    w.faith("zh-cn-037", "value.except", "周四可以去暖泉浴室吗？", "可以，周四也照常营业。", SAUNA, False),
    w.faith("zh-cn-038", "direction", "啤酒厂的试饮有年龄限制吗？", "有，只有十八岁以下的游客才能试饮。", BREWERY, False),
    w.faith("zh-cn-039", "added.fact", "铁路模型博物馆是谁创办的？", "是退休火车司机王建国在2010年创办的，他开了四十年火车。", RAILWAY, False),
    w.faith("zh-cn-040", "added.entity", "“雷霆”有多高？", "“雷霆”高68米，由德国博格曼公司设计。", COASTER, False),
    w.faith("zh-cn-041", "mixed", "夜31路多久一班？", "每20分钟一班，末班车凌晨5点从火车东站发车。", NIGHTBUS, False),
]
REFUSAL = [
    w.refusal("zh-cn-042", "refusal.plain", "静修营可以带宠物吗？", "抱歉，我没有这方面的信息。", YOGA, True),
    w.refusal("zh-cn-043", "refusal.context", "安心开锁店能装指纹锁吗？", "提供的资料里没有提到指纹锁安装，我无法据此回答。", LOCKSMITH, True),
    w.refusal("zh-cn-044", "refusal.short", "蔓蒂婚纱的婚纱可以租吗？", "不清楚。", BRIDAL, True),
    w.refusal("zh-cn-045", "refusal.long", "青山果园里有农家乐餐厅吗？", "感谢您的提问！很抱歉，我手上的资料没有提到果园里是否有餐厅。资料主要介绍了采摘时间、门票价格和入园须知。建议您直接打电话向青山果园确认。祝您采摘愉快！", ORCHARD, True),
    w.refusal("zh-cn-046", "refusal.hedged", "黑白格俱乐部什么时候活动？", "我不太确定，不过应该是每周六下午两点。", CHESS, False),
    w.refusal("zh-cn-047", "refusal.partial", "博物馆门票多少钱？老人有优惠吗？", "成人票60元；至于老人有没有优惠，资料里没有说明。", RAILWAY, False),
]
CORRECTNESS = [
    w.correct("zh-cn-048", "correct.wordy", "暖泉浴室的芬兰桑拿房温度是多少？", "暖泉公共浴室的芬兰桑拿房温度是九十度，另外浴室还有一间蒸汽房和一个冷水池。", "九十度", True),
    w.correct("zh-cn-049", "correct.short", "晚上11点以后叫紧急开锁要加钱吗？", "要，加收50元。", "晚上11点以后的紧急上门开锁在150元基础上加收50元。", True),
    w.correct("zh-cn-050", "correct.format", "飓风乐园的年卡多少钱？", "九百八十元。", "980元", True),
    w.correct("zh-cn-051", "wrong.value", "在蔓蒂婚纱下单时要付多少定金？", "定金是总价的50%。", "总价的30%", False),
    w.correct("zh-cn-052", "wrong.echo", "夜31路线路全长多少公里？", "夜31路的线路全长是按公里来算的。", "二十三公里", False),
    w.correct("zh-cn-053", "wrong.role", "麦田精酿的酿酒师是谁？", "酿酒师是许蕾。", "高峰", False),
]
RELEVANCY = [
    w.relevant("zh-cn-054", "relevant.direct", "铁路模型博物馆哪天不开？", "周一闭馆。", RAILWAY, True),
    w.relevant("zh-cn-055", "relevant.yesno", "暖泉浴室提供毛巾吗？", "提供，毛巾和拖鞋都是免费的。", SAUNA, True),
    w.relevant("zh-cn-056", "offtopic.true", "啤酒厂参观一次要多长时间？", "酒厂每年生产精酿啤酒五十万升。", BREWERY, False),
    w.relevant("zh-cn-057", "offtopic.other", "青山果园是哪一年创办的？", "采摘门票每人30元。", ORCHARD, False),
]
DIAGNOSIS = [
    w.diag("zh-cn-058", "diag.pass", "俱乐部锦标赛每方有多长时间？", "每方六十分钟。", {"chess": CHESS, "coaster": COASTER}, ("chess",), "pass"),
    w.diag("zh-cn-059", "diag.offtopic", "蔓蒂婚纱的改衣由谁负责？", "店里有大约三百件婚纱。", {"bridal": BRIDAL}, ("bridal",), "fix_generation"),
    w.diag("zh-cn-060", "diag.unfaithful", "暖泉浴室早上几点开门？", "每天早上八点开门。", {"sauna": SAUNA, "locksmith": LOCKSMITH}, ("sauna",), "fix_generation"),
    w.diag("zh-cn-061", "diag.refused", "夜31路票价多少？", "抱歉，我无法回答这个问题。", {"nightbus": NIGHTBUS}, ("nightbus",), "fix_generation"),
    w.diag("zh-cn-062", "diag.missed", "静修营上午的瑜伽课由谁带？", "抱歉，资料中没有相关信息。", {"brewery": BREWERY, "railway": RAILWAY}, ("yoga",), "fix_retrieval"),
    w.diag("zh-cn-063", "diag.correct_refusal", "飓风乐园里有水上项目吗？", "抱歉，现有资料里没有提到水上项目。", {"coaster": COASTER}, (), "correct_refusal"),
    w.diag("zh-cn-064", "diag.should_refuse", "青山果园的桃子可以寄快递吗？", "可以，果园提供全国顺丰快递服务。", {"orchard": ORCHARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
