"""Chinese cases of set t19: 野生动物园、有机食品合作社、公证处、滑板公园、木偶剧场、
开往海岛的轮渡。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

PARK = "青山野生动物园全年开放，开放时间为每天8:30至17:30，16:30停止售票。成人票120元，身高1.2米至1.5米的儿童及65岁以上老人享受半价，1.2米以下儿童免票。园内禁止携带宠物，导盲犬除外。"
SAFARI = "自驾游览区每天9:00至16:00开放，游客必须全程关闭车窗，严禁下车。熊猫馆由饲养员王立新负责，小熊猫馆由饲养员陈晓雨负责。每天14:00在熊猫馆有一场15分钟的讲解。"
COOP = "绿禾有机食品合作社的会员年费为200元，会员购买所有商品均可享受九折优惠。每位会员每月需要在门店值班一次，每次三小时。新会员申请由理事会在每月第一个周六的例会上审批。连续两个月未值班的会员，将被暂停优惠资格一个月。"
BOX = "每周的蔬菜箱在周三打包，周四下午2点到晚上7点可以到门店自取。小箱68元，大箱108元。修改订单须在周一晚上8点前完成。周六中午前仍未取走的蔬菜箱将捐给社区食物银行。"
NOTARY = "城南公证处周一至周五上午9点到下午5点办公，中午12点至1点半午休，不受理业务。办理房产继承公证须至少提前三个工作日预约。申请人须携带本人身份证原件，复印件不予受理。合同公证的费用为每份300元。"
NOTARY_STAFF = "公证员助理刘佳负责初审材料，公证员赵志刚负责审核并签发公证书。公证书一般在受理后15个工作日内出具。遗嘱公证的原件由公证处永久保存。"
SKATE = "滨江滑板公园免费开放，开放时间为早上7点到晚上10点。14岁以下的未成年人必须佩戴头盔，成年人建议佩戴。每周二上午9点到11点碗池清洁，暂停使用。园区禁止自行车进入，滑板车可以使用。"
SKATE_EVENT = "滨江滑板公园将于10月12日（周六）举办青少年滑板比赛，报名截止日期为10月5日。比赛分为12岁以下组和12至17岁组，报名费50元。比赛当天碗池仅供参赛选手使用。"
PUPPET = "小月亮木偶剧场将于7月10日至8月31日上演木偶剧《孙悟空借扇》，每周六、周日上午10点和下午3点各演一场。演出时长约45分钟，中间不休息，适合3岁以上儿童观看。票价每张80元，一大一小亲子套票140元。木偶由老艺人林德福雕刻，布景由美术设计周倩绘制。"
FERRY = "开往海月岛的轮渡从东港码头出发，6月至9月每天四班：7:00、10:00、13:30和17:00。其余月份每天只有两班，分别为8:00和15:00。航程约50分钟。成人单程票35元，儿童半价，自行车可免费随船。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-t19-001", "para.synonym", "可以带狗进动物园吗？", "不行，园区不允许带宠物入内，只有导盲犬可以例外。", PARK, True),
    w.faith("zh-t19-002", "fmt.currency", "老人票多少钱？", "65岁以上的老人按半价买票，也就是六十元。", PARK, True),
    w.faith("zh-t19-003", "fmt.time", "动物园几点停止售票？", "下午四点半以后就不卖票了。", PARK, True),
    w.faith("zh-t19-004", "para.part", "小孩进园要买票吗？", "身高不到1.2米的孩子不用买票。", PARK, True),
    w.faith("zh-t19-005", "para.synonym", "自驾区可以下车拍照吗？", "不可以，整个游览过程中车窗都得关着，也不能下车。", SAFARI, True),
    w.faith("zh-t19-006", "para.reorder", "熊猫馆归谁管？", "负责熊猫馆的是饲养员王立新。", SAFARI, True),
    w.faith("zh-t19-007", "fmt.period", "熊猫馆的讲解有多长时间？", "讲解每天下午两点开始，时长一刻钟。", SAFARI, True),
    w.faith("zh-t19-008", "fmt.share", "合作社会员有什么折扣？", "会员买任何商品都能便宜10%。", COOP, True),
    w.faith("zh-t19-009", "para.nominal", "新会员的申请怎么审批？", "新会员申请的审批在理事会每月第一个周六的例会上进行。", COOP, True),
    w.faith("zh-t19-010", "para.combine", "当会员要承担什么义务？", "会员每年交200元年费，每个月还要去门店值一次三小时的班。", COOP, True),
    w.faith("zh-t19-011", "fmt.time", "蔬菜箱什么时候可以取？", "周四14:00到19:00之间到门店自取就行。", BOX, True),
    w.faith("zh-t19-012", "para.relative", "没人取的菜箱怎么处理？", "周六中午之前还没被取走的菜箱，会捐给社区食物银行。", BOX, True),
    w.faith("zh-t19-013", "wrap.attribution", "改订单的截止时间是什么时候？", "按合作社的规定，订单修改要在周一晚上八点之前完成。", BOX, True),
    w.faith("zh-t19-014", "para.except", "周六能去公证处办事吗？", "不能，公证处只在工作日办公，周末不上班。", NOTARY, True),
    w.faith("zh-t19-015", "fmt.time", "公证处中午休息吗？", "午休时间是12:00到13:30，这段时间不受理业务。", NOTARY, True),
    w.faith("zh-t19-016", "fmt.currency", "合同公证多少钱？", "每份合同公证收费人民币三百元。", NOTARY, True),
    w.faith("zh-t19-017", "para.pronoun", "刘佳是做什么的？", "这位公证员助理负责初审申请材料。", NOTARY_STAFF, True),
    w.faith("zh-t19-018", "wrap.hedge", "公证书多久能拿到？", "一般来说，受理后十五个工作日以内就能出具。", NOTARY_STAFF, True),
    w.faith("zh-t19-019", "para.synonym", "滑板公园收费吗？", "不收钱，每天早上七点到晚上十点都能去玩。", SKATE, True),
    w.faith("zh-t19-020", "para.part", "周二上午能用碗池吗？", "不行，周二上午九点到十一点碗池在清洁，暂停开放。", SKATE, True),
    w.faith("zh-t19-021", "fmt.date", "滑板比赛哪天举行？报名什么时候截止？", "比赛定在十月十二日，报名十月五日截止。", SKATE_EVENT, True),
    w.faith("zh-t19-022", "wrap.opener", "《孙悟空借扇》中间有休息吗？", "您好！这部剧演出约45分钟，中间没有休息。", PUPPET, True),
    w.faith("zh-t19-023", "fmt.currency", "亲子套票多少钱？", "一个大人加一个孩子的套票是一百四十元。", PUPPET, True),
    w.faith("zh-t19-024", "wrap.closer", "去海月岛坐船要多久？", "航程大概五十分钟。祝您旅途愉快！", FERRY, True),

    w.faith("zh-t19-025", "value.time", "动物园几点关门？", "动物园每天晚上6点半关门。", PARK, False),
    w.faith("zh-t19-026", "value.number", "成人票多少钱？", "成人票一张150元。", PARK, False),
    w.faith("zh-t19-027", "negation", "自驾区里能开车窗吗？", "可以开窗，只是不能下车。", SAFARI, False),
    w.faith("zh-t19-028", "role.swap", "熊猫馆和小熊猫馆分别由谁负责？", "熊猫馆由陈晓雨负责，小熊猫馆由王立新负责。", SAFARI, False),
    w.faith("zh-t19-029", "quantifier", "会员折扣适用于哪些商品？", "只有部分蔬菜水果能享受九折。", COOP, False),
    w.faith("zh-t19-030", "modality", "会员必须去门店值班吗？", "值班是自愿的，会员可以选择每月去门店值一次班。", COOP, False),
    w.faith("zh-t19-031", "value.date", "理事会什么时候审批新会员？", "理事会在每月最后一个周六的例会上审批新会员。", COOP, False),
    w.faith("zh-t19-032", "added.fact", "没取走的菜箱怎么处理？", "周六中午前没取的菜箱会捐给社区食物银行，费用会退还给会员。", BOX, False),
    w.faith("zh-t19-033", "value.currency", "大箱多少钱？", "大箱的价格是108美元。", BOX, False),
    w.faith("zh-t19-034", "direction", "订单最晚什么时候能改？", "周一晚上8点以后才可以修改订单。", BOX, False),
    w.faith("zh-t19-035", "negation", "可以只带身份证复印件吗？", "可以，复印件和原件一样受理。", NOTARY, False),
    w.faith("zh-t19-036", "direction", "房产继承公证要提前多久预约？", "最多提前三个工作日预约即可。", NOTARY, False),
    w.faith("zh-t19-037", "role.swap", "公证书由谁签发？", "公证书由助理刘佳签发，公证员赵志刚负责初审材料。", NOTARY_STAFF, False),
    w.faith("zh-t19-038", "antonym", "遗嘱公证的原件怎么保存？", "遗嘱公证的原件由公证处临时保管。", NOTARY_STAFF, False),
    w.faith("zh-t19-039", "direction", "在滑板公园谁必须戴头盔？", "14岁以上的人必须戴头盔。", SKATE, False),
    w.faith("zh-t19-040", "value.time", "碗池什么时候清洁？", "每周二下午2点到4点碗池清洁，暂停使用。", SKATE, False),
    w.faith("zh-t19-041", "added.entity", "滑板比赛分哪些组别？", "比赛分为12岁以下组、12至17岁组和成人组。", SKATE_EVENT, False),
    w.faith("zh-t19-042", "value.date", "比赛报名截止到哪天？", "报名费50元，报名截止到10月8日。", SKATE_EVENT, False),
    w.faith("zh-t19-043", "value.except", "木偶剧哪些天有演出？", "除了周一，每天上午10点和下午3点都有演出。", PUPPET, False),
    w.faith("zh-t19-044", "quantifier", "去海月岛的轮渡每天几班？", "全年每天都有四班船。", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t19-045", "correct.wordy", "去海月岛的轮渡航程多久？", "从东港码头上船到海月岛，整个航程差不多五十分钟左右。", "约50分钟。", True),
    w.correct("zh-t19-046", "correct.format", "滨江滑板公园几点关门？", "22:00。", "晚上10点。", True),
    w.correct("zh-t19-047", "correct.wordy", "公证书由谁签发？", "材料先由助理初审，最后审核并签发公证书的是公证员赵志刚。", "公证员赵志刚。", True),
    w.correct("zh-t19-048", "correct.format", "蔬菜小箱多少钱？", "六十八块钱。", "68元", True),
    w.correct("zh-t19-049", "wrong.value", "去海月岛的成人单程票多少钱？", "成人单程票53元。", "35元。", False),
    w.correct("zh-t19-050", "wrong.role", "《孙悟空借扇》的木偶是谁雕刻的？", "木偶是美术设计周倩雕刻的。", "老艺人林德福。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
