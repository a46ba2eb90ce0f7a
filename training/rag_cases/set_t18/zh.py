"""Chinese cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CASTLE_VISIT = "云岭古堡博物馆每天9:00至17:30开放，周三闭馆。闭馆前30分钟停止入场。成人票价为60元，身高1.2米以下的儿童免票。古堡钟楼因维修暂停开放，预计8月底重新开放。"
CASTLE_GUIDES = "博物馆提供中、英、日三种语言的语音导览器，租金为每台20元，另需押金100元。导览器须在闭馆前归还，押金当场退还。讲解员周明每天上午10点和下午3点带领免费的团体讲解，每场约40分钟。"
CATERING_ORDERS = "禾味餐饮公司承接20桌以上的宴席，需至少提前两周预订。预订时须支付总价的20%作为定金。菜单由行政主厨陈立峰负责设计，现场服务由项目经理刘佳统筹。"
CATERING_POLICY = "宴席日期前5天以内取消订单的，定金不予退还。市区内免费送餐上门，郊区每单加收150元运费。每桌默认配备10套餐具，如需加套，每套另付8元。"
LICENCE_TESTS = "城东车管所的科目二考试安排在每周二至周六上午8:30到下午4:30。考生须携带身份证原件，并在考试开始前20分钟到场签到。考试费为每次150元。考试未通过的，10天后可以重新预约。"
LICENCE_RENEWAL = "驾驶证有效期满前90天内可申请换证。换证既可在车管所窗口办理，也可在网上办理，工本费为10元。年满70周岁的驾驶人每年须提交一次身体条件证明。"
YOGA_CAMP = "静心山居瑜伽营于7月5日至7月11日举办，为期7天。每天清晨5:45开始晨练，由导师林若溪带领；晚上的冥想课由导师赵一凡主持。营期费用为每人6800元，含住宿和三餐。营地全程禁止吸烟。"
YOGA_POLICY = "开营前15天以上取消可全额退款，开营前15天以内取消则退还一半费用。两人同行报名可享九折优惠。初学者须在开营前参加一次线上入门课。"
BOX_OFFICE = "星海音乐厅售票处每天10:00至20:00营业，演出当天营业至开演后半小时。网上购票的观众可凭订单号在2号窗口取票。60岁以上老人购买楼座票可享受五折优惠。"
ROWING_CLUB = "碧波赛艇俱乐部的新会员须先完成4次基础训练课，才能单独出艇。基础课由主教练郑浩负责，每周日上午7点开课。年费为3600元，在校学生享受半价。每次出艇前须在登记簿上签名。"
ROWING_RACE = "俱乐部秋季邀请赛定于10月18日举行，赛程为1500米。报名截止日期为9月30日，每支队伍报名费为300元。参赛名单由队长孙悦确定，报名费由财务黄磊统一收取。"

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("zh-t18-001", "para.except", "云岭古堡博物馆哪天不开门？", "除了周三以外，博物馆每天都开放。", CASTLE_VISIT, True),
    w.faith("zh-t18-002", "fmt.time", "博物馆的开放时间是几点到几点？", "早上九点开门，下午五点半关门。", CASTLE_VISIT, True),
    w.faith("zh-t18-003", "fmt.unit", "小孩进古堡要买票吗？", "身高不到120厘米的孩子不用买票。", CASTLE_VISIT, True),
    w.faith("zh-t18-004", "fmt.period", "最晚几点还能入场？", "闭馆前半小时就停止入场了。", CASTLE_VISIT, True),
    w.faith("zh-t18-005", "fmt.currency", "语音导览器怎么收费？", "租一台导览器要人民币20元，另外还要交100元押金。", CASTLE_GUIDES, True),
    w.faith("zh-t18-006", "para.passive", "有没有人工讲解？", "有，团体讲解由讲解员周明带领，每天上午十点和下午三点各一场。", CASTLE_GUIDES, True),
    w.faith("zh-t18-007", "wrap.hedge", "一场讲解大概多长时间？", "每场讲解应该在40分钟左右。", CASTLE_GUIDES, True),
    w.faith("zh-t18-008", "para.combine", "禾味餐饮的菜单和现场服务分别由谁负责？", "设计菜单的是行政主厨陈立峰，现场服务则由项目经理刘佳来统筹。", CATERING_ORDERS, True),
    w.faith("zh-t18-009", "fmt.period", "宴席要提前多久预订？", "至少要提前14天预订。", CATERING_ORDERS, True),
    w.faith("zh-t18-010", "fmt.share", "预订时要交多少定金？", "预订的时候要先付总价的五分之一作为定金。", CATERING_ORDERS, True),
    w.faith("zh-t18-011", "para.synonym", "送餐要收费吗？", "市区送餐不收钱，送到郊区的话每单多收150元运费。", CATERING_POLICY, True),
    w.faith("zh-t18-012", "fmt.range", "科目二考试什么时候考？", "科目二在周二到周六进行，时间是8:30—16:30。", LICENCE_TESTS, True),
    w.faith("zh-t18-013", "wrap.opener", "考科目二需要带什么？", "您好！考试当天请带上身份证原件，并提前20分钟到场签到。", LICENCE_TESTS, True),
    w.faith("zh-t18-014", "para.relative", "科目二没考过怎么办？", "没通过考试的考生，过10天就能重新预约。", LICENCE_TESTS, True),
    w.faith("zh-t18-015", "wrap.attribution", "驾驶证什么时候可以换？", "根据车管所的规定，驾照有效期届满前的90天内都可以申请换证。", LICENCE_RENEWAL, True),
    w.faith("zh-t18-016", "fmt.date", "瑜伽营是什么时候？", "瑜伽营从7/5办到7/11，前后一共一周。", YOGA_CAMP, True),
    w.faith("zh-t18-017", "para.pronoun", "晨练由谁带？", "晨练由林若溪老师负责，她每天清晨5:45带大家开始练习。", YOGA_CAMP, True),
    w.faith("zh-t18-018", "wrap.closer", "瑜伽营多少钱？包吃住吗？", "每人6800元，住宿和一日三餐都包含在内。祝您报名顺利！", YOGA_CAMP, True),
    w.faith("zh-t18-019", "para.part", "初学者有什么要求吗？", "初学者开营前得先上一次线上入门课。", YOGA_POLICY, True),
    w.faith("zh-t18-020", "wrap.question", "网上买的票去哪儿取？", "想知道在哪取票？凭订单号到2号窗口就能取。", BOX_OFFICE, True),
    w.faith("zh-t18-021", "fmt.share", "老人买票有优惠吗？", "有，60岁以上的老人买楼座票只需付半价。", BOX_OFFICE, True),
    w.faith("zh-t18-022", "fmt.number", "新会员什么时候可以自己出艇？", "新会员要先上完四次基础课，才可以独自出艇。", ROWING_CLUB, True),
    w.faith("zh-t18-023", "para.synonym", "秋季邀请赛由谁定名单、谁收报名费？", "参赛名单由队长孙悦敲定，报名费则交给财务黄磊统一收。", ROWING_RACE, True),
    w.faith("zh-t18-024", "fmt.unit", "秋季邀请赛的赛程有多长？", "这次邀请赛的赛程是1.5公里。", ROWING_RACE, True),
    # unfaithful: exactly one claim is not supported
    w.faith("zh-t18-025", "value.time", "博物馆几点关门？", "博物馆下午六点半关门。", CASTLE_VISIT, False),
    w.faith("zh-t18-026", "value.except", "博物馆哪天闭馆？", "博物馆每周一闭馆，其他日子都开放。", CASTLE_VISIT, False),
    w.faith("zh-t18-027", "added.fact", "钟楼现在能参观吗？", "钟楼正在维修，预计8月底重新开放，届时门票将会涨价。", CASTLE_VISIT, False),
    w.faith("zh-t18-028", "direction", "导览器什么时候还？", "导览器可以在闭馆以后再归还，押金当场退。", CASTLE_GUIDES, False),
    w.faith("zh-t18-029", "antonym", "周明的团体讲解要钱吗？", "周明带领的团体讲解需要另外付费。", CASTLE_GUIDES, False),
    w.faith("zh-t18-030", "role.swap", "菜单由谁设计？", "菜单由项目经理刘佳设计，现场服务则由主厨陈立峰统筹。", CATERING_ORDERS, False),
    w.faith("zh-t18-031", "direction", "禾味餐饮接多大规模的宴席？", "禾味餐饮只承接20桌以下的宴席。", CATERING_ORDERS, False),
    w.faith("zh-t18-032", "value.number", "定金是多少？", "预订时需要支付总价的30%作为定金。", CATERING_ORDERS, False),
    w.faith("zh-t18-033", "negation", "宴席前三天取消，定金能退吗？", "能退，宴席前5天以内取消，定金也会全额退还。", CATERING_POLICY, False),
    w.faith("zh-t18-034", "value.currency", "送到郊区要加钱吗？", "郊区每单要加收150美元运费。", CATERING_POLICY, False),
    w.faith("zh-t18-035", "modality", "考试一定要带身份证原件吗？", "身份证原件带不带都可以，但要提前20分钟签到。", LICENCE_TESTS, False),
    w.faith("zh-t18-036", "value.unit", "科目二没通过，多久后能重新预约？", "没通过的考生要等10周才能重新预约。", LICENCE_TESTS, False),
    w.faith("zh-t18-037", "quantifier", "换证在哪里办理？", "换证只能去车管所窗口办理。", LICENCE_RENEWAL, False),
    w.faith("zh-t18-038", "value.date", "瑜伽营哪天开营？", "瑜伽营7月6日开营，为期7天。", YOGA_CAMP, False),
    w.faith("zh-t18-039", "role.swap", "晨练和冥想课分别由谁带？", "晨练由赵一凡带领，晚上的冥想课则由林若溪主持。", YOGA_CAMP, False),
    w.faith("zh-t18-040", "negation", "营地里可以抽烟吗？", "可以，营地里并不禁止吸烟。", YOGA_CAMP, False),
    w.faith("zh-t18-041", "antonym", "初学者开营前要做什么准备？", "初学者须在开营前参加一次线下入门课。", YOGA_POLICY, False),
    w.faith("zh-t18-042", "quantifier", "楼座票有什么优惠？", "所有观众购买楼座票都能打五折。", BOX_OFFICE, False),
    w.faith("zh-t18-043", "modality", "新会员必须上基础课吗？", "新会员最好先上几次基础课，但这不是强制的。", ROWING_CLUB, False),
    w.faith("zh-t18-044", "added.entity", "基础课由谁负责？", "基础课由主教练郑浩和助理教练王琳共同负责。", ROWING_CLUB, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("zh-t18-045", "correct.wordy", "碧波赛艇俱乐部的年费是多少？", "碧波赛艇俱乐部的会员年费是每年三千六百元人民币。", "3600元", True),
    w.correct("zh-t18-046", "correct.format", "秋季邀请赛在哪天举行？", "10/18。", "10月18日", True),
    w.correct("zh-t18-047", "correct.wordy", "禾味餐饮的菜单由谁设计？", "禾味餐饮的菜单是由公司的行政主厨陈立峰亲自负责设计的。", "陈立峰", True),
    w.correct("zh-t18-048", "correct.format", "瑜伽营的晨练几点开始？", "清晨五点四十五分。", "5:45", True),
    w.correct("zh-t18-049", "wrong.value", "科目二的考试费是多少？", "每次考试收费200元。", "150元", False),
    w.correct("zh-t18-050", "wrong.role", "邀请赛的报名费由谁收取？", "报名费由队长孙悦统一收取。", "财务黄磊", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
