"""Fresh set ci, Chinese: 滑雪装备租赁店、公共游泳馆、陶艺工作室、婚礼庄园、联合办公空间、市动物园、自行车维修店、外语学校、夜班列车和农夫市集。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SKI = (
    "崇礼的雪峰滑雪租赁店共有240套双板和85块单板。"
    "整套双板装备每天租金420元，头盔免费提供。"
    "雪季期间，除大年三十外，店铺每天早上7:30至下午6点营业。"
    "租用装备必须出示身份证，装备最多可租14天。"
    "2016年，赵磊从创始人孙雅琴手中买下了这家店。"
)
POOL = (
    "清波公共游泳馆有一个50米、8条泳道的主池和一个独立的儿童戏水池。"
    "池水温度保持在27°C。"
    "成人票价为30元，身高1.2米以下的儿童免费。"
    "在主池游泳必须佩戴泳帽，泳镜建议佩戴但不强制。"
    "工作日早上6点至8点半的晨泳时段由救生员韩冬负责看护。"
)
POTTERY = (
    "泥火陶艺工作室开设为期六周的初学者拉坯课程，由陶艺家林晓燕授课。"
    "课程费用为1,800元，包含12公斤陶泥和全部上釉工序。"
    "每周二晚上7点到9点半上课。"
    "工作室的两座窑每周五烧制，作品烧制10天后即可取走。"
    "学员可另外预约自由创作时间，每小时60元。"
)
WEDDING = (
    "松林婚礼庄园最多可容纳180位宾客，户外草坪可为仪式摆放120个座位。"
    "周六场地租金为3.8万元，周五和周日为2.9万元。"
    "新人签约时必须支付8,000元定金。"
    "现场音乐必须在晚上11点前停止。"
    "2026年婚期的预订将于2025年1月15日开放，婚礼统筹许静会在婚礼前两个月与每对新人面谈。"
)
COWORK = (
    "蜂巢联合办公空间位于南京西路，三层楼共有120个工位。"
    "流动工位会员每月1,200元，固定工位每月1,700元。"
    "会员每月可免费使用会议室最多8小时。"
    "会员可24小时进入办公空间，但前台只在工作日上午9点至下午5点有人值守。"
    "蜂巢由周婷和郭浩于2018年创办。"
)
ZOO = (
    "青山市动物园饲养着210个物种、约1,400只动物。"
    "动物园每天上午9点至下午5点开放，除萌宠农场外，园内各处一律禁止投喂动物。"
    "成人门票80元，3岁以下儿童免费入园。"
    "兽医主任吴芳博士带领着一支由6名兽医组成的团队。"
    "两只长颈鹿“阿福”和“星星”于2021年5月从云溪野生动物园迁来。"
)
BIKE = (
    "飞轮单车维修店位于梧桐路，由技师马建军经营。"
    "基础保养费用为150元，大约需要两天。"
    "补胎可以现场等候，费用为12元。"
    "店铺周一至周六上午10点至晚上7点营业。"
    "维修完成后30天内未取走的自行车，店方可以将其出售。"
)
SCHOOL = (
    "语通外语学校面向成人开设英语、日语和西班牙语课程。"
    "小班课每班最多10名学生。"
    "每学期为12周。"
    "小班课每学期学费3,600元，一对一课程每小时280元。"
    "新生在第一节课前必须参加分级测试。"
    "学校16名老师中有一半是母语者，校长黄佳毕业于北京外国语大学。"
)
TRAIN = (
    "星河夜班列车从哈尔滨开往北京，北京是中国的首都。"
    "列车晚上9点半从哈尔滨出发，第二天早上8点40分抵达北京，全程约1,250公里。"
    "六人硬卧铺位票价为420元，独立包厢为1,100元。"
    "早餐从早上7点起送到包厢。"
    "宠物只能带进独立包厢。"
)
MARKET = (
    "青禾农夫市集每年4月至10月的每个周六上午8点到下午1点在人民广场举办。"
    "周边45家农户在市集摆摊，其中12家获得了有机认证。"
    "每个摊位每个集日收费150元。"
    "摊主只能出售自己种植或制作的食品。"
    "2009年，青禾农民协会创办了市集，目前由刘秀英负责管理。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-ci-001", "para.reorder", "晨泳是什么时候？", "晨泳时段安排在工作日早上6点至8点半。", POOL, True),
    w.faith("zh-ci-002", "para.passive", "现在谁在管理市集？", "刘秀英目前负责管理青禾农夫市集。", MARKET, True),
    w.faith("zh-ci-003", "para.synonym", "拉坯入门课由谁来教？", "授课老师是陶瓷艺术家林晓燕。", POTTERY, True),
    w.faith("zh-ci-004", "para.nominal", "租滑雪装备需要带什么？", "出示身份证是租用装备的必要条件。", SKI, True),
    w.faith("zh-ci-005", "para.capital", "星河夜班列车开往哪里？", "列车从哈尔滨开往中国首都北京。", TRAIN, True),
    w.faith("zh-ci-006", "para.pronoun", "蜂巢联合办公空间是谁创办的？", "它是周婷和郭浩在2018年创办的。", COWORK, True),
    w.faith("zh-ci-007", "para.relative", "飞轮单车维修店是谁在经营？", "技师马建军经营着位于梧桐路的飞轮单车维修店。", BIKE, True),
    w.faith("zh-ci-008", "para.part", "户外草坪能坐多少人？", "户外草坪可为仪式摆放120个座位。", WEDDING, True),
    w.faith("zh-ci-009", "para.combine", "小班课一个班多少人？一学期多长？", "小班课每班不超过10人，每学期12周。", SCHOOL, True),
    w.faith("zh-ci-010", "fmt.number", "初学者拉坯课程要上多久？", "课程为期6周。", POTTERY, True),
    w.faith("zh-ci-011", "fmt.thousands", "动物园里有多少只动物？", "园里约有1400只动物。", ZOO, True),
    w.faith("zh-ci-012", "fmt.scale", "周六包场要多少钱？", "周六的场地租金是38000元。", WEDDING, True),
    w.faith("zh-ci-013", "fmt.date", "2026年的婚期什么时候开始预订？", "2026年婚期从2025-01-15开始接受预订。", WEDDING, True),
    w.faith("zh-ci-014", "fmt.time", "列车几点从哈尔滨出发？", "列车21:30从哈尔滨发车。", TRAIN, True),
    w.faith("zh-ci-015", "fmt.unit", "泳池水温多少度？", "池水温度保持在摄氏27度。", POOL, True),
    w.faith("zh-ci-016", "fmt.abbrev", "校长是哪所大学毕业的？", "校长黄佳是北外毕业的。", SCHOOL, True),
    w.faith("zh-ci-017", "fmt.currency", "补胎多少钱？", "补胎收费¥12，可以在店里等着修好。", BIKE, True),
    w.faith("zh-ci-018", "fmt.range", "会议室每月能免费用多久？", "会员每月免费使用会议室的时间不超过8小时。", COWORK, True),
    w.faith("zh-ci-019", "fmt.period", "装备最长能租多久？", "最长可以租两周。", SKI, True),
    w.faith("zh-ci-020", "fmt.share", "有多少老师是母语者？", "学校16名老师中有50%是母语者。", SCHOOL, True),
    w.faith("zh-ci-021", "para.except", "动物园里能投喂动物吗？", "可以在萌宠农场投喂，其他地方都不允许。", ZOO, True),
    w.faith("zh-ci-022", "wrap.opener", "市集什么时候开？", "好问题！市集在每年4月至10月的每个周六上午8点到下午1点举办，地点在人民广场。", MARKET, True),
    w.faith("zh-ci-023", "wrap.closer", "游泳馆成人票多少钱？", "成人票价是30元。希望对您有帮助！", POOL, True),
    w.faith("zh-ci-024", "wrap.attribution", "前台什么时候有人？", "根据蜂巢提供的信息，前台在工作日上午9点至下午5点有人值守。", COWORK, True),
    w.faith("zh-ci-025", "wrap.hedge", "飞轮单车维修店几点营业？", "如果我没记错的话，店铺周一至周六上午10点至晚上7点营业。", BIKE, True),
    w.faith("zh-ci-026", "wrap.question", "独立包厢多少钱？", "独立包厢票价为1,100元。需要我再告诉您硬卧铺位的价格吗？", TRAIN, True),
    w.faith("zh-ci-027", "value.number", "动物园的规模有多大？", "动物园饲养着250个物种、约1,400只动物。", ZOO, False),
    w.faith("zh-ci-028", "value.date", "2026年婚期什么时候开放预订？", "2026年婚期的预订将于2025年1月25日开放。", WEDDING, False),
    w.faith("zh-ci-029", "value.time", "拉坯课几点上？", "每周二晚上7点到10点半上课。", POTTERY, False),
    w.faith("zh-ci-030", "value.unit", "星河夜班列车全程多远？", "全程约1,250英里。", TRAIN, False),
    w.faith("zh-ci-031", "value.currency", "固定工位多少钱？", "固定工位每月1,700美元。", COWORK, False),
    w.faith("zh-ci-032", "role.swap", "雪峰滑雪租赁店现在是谁的？", "2016年，孙雅琴从创始人赵磊手中买下了这家店。", SKI, False),
    w.faith("zh-ci-033", "negation", "在主池游泳要戴泳帽吗？", "不用，在主池游泳不需要戴泳帽。", POOL, False),
    w.faith("zh-ci-034", "antonym", "3岁以下的孩子要买门票吗？", "要的，3岁以下儿童入园也需要付费。", ZOO, False),
    w.faith("zh-ci-035", "modality", "新生一定要参加分级测试吗？", "不一定，分级测试由新生自愿参加。", SCHOOL, False),
    w.faith("zh-ci-036", "quantifier", "市集上的农户都有有机认证吗？", "大多数摆摊的农户都获得了有机认证。", MARKET, False),
    w.faith("zh-ci-037", "value.except", "大年三十能租装备吗？", "可以，大年三十店铺照常从早上7:30营业到下午6点。", SKI, False),
    w.faith("zh-ci-038", "direction", "哪些儿童可以免费游泳？", "身高1.2米以上的儿童免费。", POOL, False),
    w.faith("zh-ci-039", "added.fact", "基础保养多少钱？", "基础保养150元，大约需要两天，还免费赠送一次链条清洗。", BIKE, False),
    w.faith("zh-ci-040", "added.entity", "市集现在由谁管理？", "市集目前由刘秀英和她的助手高远一起管理。", MARKET, False),
    w.faith("zh-ci-041", "mixed", "动物园几点开门？", "动物园每天上午9点开门，一直开放到晚上8点。", ZOO, False),
]
REFUSAL = [
    w.refusal("zh-ci-042", "refusal.plain", "清波游泳馆有桑拿吗？", "抱歉，我没有这方面的信息。", POOL, True),
    w.refusal("zh-ci-043", "refusal.context", "动物园有停车场吗？", "所提供的资料里没有提到动物园的停车场，我无法回答这个问题。", ZOO, True),
    w.refusal("zh-ci-044", "refusal.short", "飞轮单车维修店卖电动自行车吗？", "不清楚。", BIKE, True),
    w.refusal("zh-ci-045", "refusal.long", "松林婚礼庄园可以请外面的餐饮公司吗？", "感谢您的提问，也提前祝您新婚快乐！我手头的资料介绍了松林婚礼庄园的宾客人数、场地租金、定金和音乐结束时间，但完全没有提到能否请外部餐饮公司，所以这个问题我没法回答。建议您在签约前直接向庄园咨询确认。", WEDDING, True),
    w.refusal("zh-ci-046", "refusal.hedged", "硬卧铺位多少钱？", "我不太确定，不过六人硬卧铺位应该是420元。", TRAIN, False),
    w.refusal("zh-ci-047", "refusal.partial", "日语课多少钱？", "资料里没有单独列出日语课的价格，不过小班课每学期学费3,600元，一对一课程每小时280元。", SCHOOL, False),
]
CORRECTNESS = [
    w.correct("zh-ci-048", "correct.wordy", "谁创办了青禾农夫市集？", "青禾农夫市集每逢周六在人民广场举办，它是由青禾农民协会在2009年创办的。", "青禾农民协会。", True),
    w.correct("zh-ci-049", "correct.short", "泥火工作室的窑每周哪天烧制？", "周五。", "工作室的两座窑每周五烧制。", True),
    w.correct("zh-ci-050", "correct.format", "星河夜班列车几点到北京？", "第二天08:40到。", "第二天早上8点40分。", True),
    w.correct("zh-ci-051", "wrong.value", "飞轮单车维修店的基础保养多少钱？", "基础保养要250元。", "150元。", False),
    w.correct("zh-ci-052", "wrong.echo", "动物园的两只长颈鹿是从哪里来的？", "动物园的两只长颈鹿是从北山动物园迁来的。", "从云溪野生动物园迁来。", False),
    w.correct("zh-ci-053", "wrong.role", "2016年是谁买下了雪峰滑雪租赁店？", "孙雅琴。", "赵磊，他从创始人孙雅琴手中买下了这家店。", False),
]
RELEVANCY = [
    w.relevant("zh-ci-054", "relevant.direct", "农夫市集哪几个月开？", "4月到10月。", MARKET, True),
    w.relevant("zh-ci-055", "relevant.yesno", "小孩可以免费进游泳馆吗？", "可以，只要身高在1.2米以下。", POOL, True),
    w.relevant("zh-ci-056", "offtopic.true", "流动工位每月多少钱？", "蜂巢由周婷和郭浩于2018年创办。", COWORK, False),
    w.relevant("zh-ci-057", "offtopic.other", "雪峰滑雪租赁店几点开门？", "整套双板装备每天租金420元，头盔免费。", SKI, False),
]
DIAGNOSIS = [
    w.diag("zh-ci-058", "diag.pass", "初学者拉坯课什么时候上？", "每周二晚上7点到9点半。", {"pottery": POTTERY, "market": MARKET}, ("pottery",), "pass"),
    w.diag("zh-ci-059", "diag.offtopic", "动物园成人门票多少钱？", "动物园每天上午9点至下午5点开放。", {"zoo": ZOO}, ("zoo",), "fix_generation"),
    w.diag("zh-ci-060", "diag.unfaithful", "修好的自行车要在多少天内取走？", "维修完成后60天内取走就可以。", {"bike": BIKE}, ("bike",), "fix_generation"),
    w.diag("zh-ci-061", "diag.refused", "语通外语学校的小班课每班多少人？", "抱歉，我找不到关于班级人数的信息。", {"school": SCHOOL, "cowork": COWORK}, ("school",), "fix_generation"),
    w.diag("zh-ci-062", "diag.missed", "星河夜班列车上有早餐吗？", "我没有找到相关信息。", {"pool": POOL, "zoo": ZOO}, ("train",), "fix_retrieval"),
    w.diag("zh-ci-063", "diag.correct_refusal", "松林婚礼庄园有宾客接驳巴士吗？", "资料中没有说明庄园是否提供接驳巴士。", {"wedding": WEDDING}, (), "correct_refusal"),
    w.diag("zh-ci-064", "diag.should_refuse", "雪峰滑雪租赁店提供滑雪教学吗？", "提供，团体滑雪课每人600元。", {"ski": SKI}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
