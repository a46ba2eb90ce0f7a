"""Chinese cases of set t6: 阳光谷夏令营、仁和医学检验中心的采血与报告、星光大剧院的话剧、木语家居的送货与退货、
畅联移动的手机套餐、山野徒步协会。"""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

CAMP = (
    "阳光谷夏令营今年暑假开设两期：第一期7月10日至7月19日，第二期7月24日至8月2日。"
    "营员年龄须在9至15岁之间。每期营费为3,200元，7人及以上团体报名可享九折优惠。"
    "报名截止日期为6月20日。"
)
CAMP_STAFF = (
    "营地总辅导员刘欣负责给营员分配宿舍，随营医生赵明每天早上为营员量体温。"
    "每间宿舍住六名营员和一名辅导员。营员的手机在报到时统一上交，结营当天归还。"
    "家长可在每晚19:00至20:00之间给营地办公室打电话。"
)
LAB = (
    "仁和医学检验中心的采血时间为周一至周六上午7:30至11:00，周日不采血。"
    "做空腹血糖检查的患者须在采血前禁食8小时，可以少量饮水。"
    "血常规结果当天下午4点后可以查询，肿瘤标志物结果最多需要3个工作日。"
)
LAB_REPORT = (
    "仁和医学检验中心所有危急值结果都由检验科主任孙丽审核，随后由检验技师王强电话通知患者。"
    "纸质报告可在一楼自助机免费打印。标本在检验完成后保存7天，之后统一销毁。"
)
THEATRE = (
    "星光大剧院话剧《归途》将于3月15日至4月30日上演，每周二至周日晚7点半开演，周六、周日另加下午2点场。"
    "票价分为180元、280元和480元三档，学生凭学生证可购买半价票。"
    "演出开始后，迟到观众须等到中场休息时入场。"
)
THEATRE_CAST = (
    "《归途》由导演陈舟执导，演员周宁饰演父亲，林晓雨饰演女儿。"
    "全剧时长约两小时十五分钟，含15分钟中场休息。身高1.2米以下的儿童谢绝入场。"
)
FURNITURE = (
    "木语家居在市区范围内免费送货上门，郊区每单收取150元运费。送货时间为每天9:00至18:00，春节期间暂停配送。"
    "订单满5000元可享受免费安装，否则安装费为每件100元。送货师傅会在出发前30分钟电话联系顾客。"
)
FURNITURE_RETURN = (
    "木语家居的商品签收后7天内，未拆封的可无理由退货，定制家具除外。"
    "退货运费由顾客承担。退款将在收到退货后5个工作日内原路退回。"
)
PHONE = (
    "畅联移动的“畅享58”套餐每月58元，包含30GB国内流量和300分钟国内通话；“畅享128”套餐每月128元，包含100GB国内流量和1000分钟国内通话。"
    "两款套餐均无合约期，可随时办理退订。当月未用完的流量可以结转到下个月使用。"
)
PHONE_MORE = (
    "畅联移动用户超出套餐的国内流量按每GB 5元计费。"
    "客服热线每天8:00至22:00提供人工服务，其余时间为自助语音服务。新用户首月套餐费打五折。"
)
HIKING = (
    "山野徒步协会每两周组织一次周日徒步活动，集合时间为早上7点，地点在东门地铁站B出口。"
    "会员每次活动费40元，非会员60元。路线由领队何磊制定，活动费由财务吴婷在出发前收取。"
    "每位参加者必须携带至少2升饮用水，遇暴雨天气活动取消。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t6-001", "fmt.date", "第二期夏令营哪天开营？", "第二期在七月二十四日开营。", CAMP, True),
    w.faith("zh-t6-002", "fmt.range", "多大的孩子可以报名？", "9到15岁的孩子都可以报名参加。", CAMP, True),
    w.faith("zh-t6-003", "fmt.share", "团体报名有优惠吗？", "有的，团体报名满7人，营费可以减免10%。", CAMP, True),
    w.faith("zh-t6-004", "value.date", "报名什么时候截止？", "报名截止日期是6月30日。", CAMP, False),
    w.faith("zh-t6-005", "para.passive", "孩子住哪间宿舍由谁决定？", "营员的宿舍由总辅导员刘欣统一安排。", CAMP_STAFF, True),
    w.faith("zh-t6-006", "fmt.time", "家长什么时候可以给营地打电话？", "每天晚上7点到8点，家长可以打电话到营地办公室。", CAMP_STAFF, True),
    w.faith("zh-t6-007", "role.swap", "谁给营员量体温？", "随营医生赵明负责分宿舍，总辅导员刘欣每天早上给营员量体温。", CAMP_STAFF, False),
    w.faith("zh-t6-008", "negation", "孩子可以带手机去吗？", "可以，营员报到时不需要上交手机。", CAMP_STAFF, False),
    w.faith("zh-t6-009", "para.except", "哪天可以去采血？", "除了周日，每天上午都可以去采血。", LAB, True),
    w.faith("zh-t6-010", "wrap.hedge", "空腹血糖检查前能喝水吗？", "据我了解，检查前需要禁食8小时，但少量喝点水是可以的。", LAB, True),
    w.faith("zh-t6-011", "value.except", "周六可以采血吗？", "不行，采血只在周一到周五，周六和周日都不采血。", LAB, False),
    w.faith("zh-t6-012", "modality", "空腹血糖检查前要注意什么？", "采血前要禁食8小时，禁食期间必须多喝水。", LAB, False),
    w.faith("zh-t6-013", "direction", "肿瘤标志物多久出结果？", "肿瘤标志物的结果至少要等3个工作日。", LAB, False),
    w.faith("zh-t6-014", "para.synonym", "打印纸质报告要钱吗？", "不用钱，一楼的自助机就能打印纸质报告。", LAB_REPORT, True),
    w.faith("zh-t6-015", "fmt.period", "标本会保存多久？", "标本检验完会留存一周，之后销毁。", LAB_REPORT, True),
    w.faith("zh-t6-016", "role.swap", "出现危急值时谁来通知患者？", "危急值由检验技师王强审核，再由孙丽主任打电话通知患者。", LAB_REPORT, False),
    w.faith("zh-t6-017", "value.number", "标本保存多长时间？", "标本在检验完成后保存10天，然后统一销毁。", LAB_REPORT, False),
    w.faith("zh-t6-018", "para.except", "《归途》周一有演出吗？", "周一没有演出，其余每天晚上都有。", THEATRE, True),
    w.faith("zh-t6-019", "fmt.time", "周末的下午场几点开始？", "周六和周日的下午场14:00开演。", THEATRE, True),
    w.faith("zh-t6-020", "fmt.share", "学生买票有优惠吗？", "有，学生凭学生证买票只需付一半的钱。", THEATRE, True),
    w.faith("zh-t6-021", "value.time", "晚场几点开演？", "晚场每天8点准时开演。", THEATRE, False),
    w.faith("zh-t6-022", "quantifier", "哪些观众可以买半价票？", "所有观众都可以购买半价票。", THEATRE, False),
    w.faith("zh-t6-023", "para.relative", "剧中女儿由谁饰演？", "饰演女儿的演员是林晓雨。", THEATRE_CAST, True),
    w.faith("zh-t6-024", "fmt.period", "《归途》演多长时间？", "全剧大约135分钟，其中包括一刻钟的中场休息。", THEATRE_CAST, True),
    w.faith("zh-t6-025", "fmt.unit", "小孩子能进场吗？", "身高120厘米以下的儿童不能入场。", THEATRE_CAST, True),
    w.faith("zh-t6-026", "role.swap", "周宁在剧中演谁？", "周宁饰演女儿，林晓雨饰演父亲。", THEATRE_CAST, False),
    w.faith("zh-t6-027", "added.entity", "《归途》的主创有哪些人？", "本剧由陈舟执导，编剧是李涛。", THEATRE_CAST, False),
    w.faith("zh-t6-028", "wrap.question", "郊区送货收费吗？", "郊区送货要不要钱？要的，每单收150元运费。", FURNITURE, True),
    w.faith("zh-t6-029", "para.except", "哪些日子不送货？", "除了春节期间，每天都正常送货。", FURNITURE, True),
    w.faith("zh-t6-030", "wrap.closer", "送货前会通知我吗？", "会的，师傅出发前半小时会给您打电话。还有其他问题随时问我！", FURNITURE, True),
    w.faith("zh-t6-031", "value.currency", "郊区送货运费多少？", "郊区每单运费是150美元。", FURNITURE, False),
    w.faith("zh-t6-032", "added.fact", "送货师傅会提前联系吗？", "会，师傅出发前30分钟打电话，还可以顺便帮您搬走旧家具。", FURNITURE, False),
    w.faith("zh-t6-033", "wrap.attribution", "退款多久到账？", "按照木语家居的规定，收到退货后5个工作日内，钱会退回原支付账户。", FURNITURE_RETURN, True),
    w.faith("zh-t6-034", "antonym", "退货的运费谁出？", "退货运费由商家承担。", FURNITURE_RETURN, False),
    w.faith("zh-t6-035", "value.except", "定制家具能退吗？", "可以，定制家具签收7天内未拆封的也能无理由退货。", FURNITURE_RETURN, False),
    w.faith("zh-t6-036", "para.combine", "畅享58套餐怎么样？", "畅享58每月58元，含30GB国内流量和300分钟通话，而且没有合约期。", PHONE, True),
    w.faith("zh-t6-037", "negation", "这两款套餐能随时退订吗？", "不能，两款套餐都不能随时退订。", PHONE, False),
    w.faith("zh-t6-038", "fmt.currency", "套餐流量用完了怎么收费？", "超出的国内流量每GB收5块钱。", PHONE_MORE, True),
    w.faith("zh-t6-039", "value.unit", "超出的流量怎么计费？", "超出套餐的国内流量按每MB 5元计费。", PHONE_MORE, False),
    w.faith("zh-t6-040", "fmt.unit", "徒步要带多少水？", "每人至少要带2000毫升饮用水。", HIKING, True),
    w.faith("zh-t6-041", "wrap.opener", "非会员参加一次多少钱？", "您好！非会员每次活动费是60元。", HIKING, True),
    w.faith("zh-t6-042", "fmt.period", "徒步活动多久组织一次？", "周日徒步每14天组织一次。", HIKING, True),
    w.faith("zh-t6-043", "role.swap", "徒步路线由谁制定？", "路线由财务吴婷制定，活动费由领队何磊收取。", HIKING, False),
    w.faith("zh-t6-044", "modality", "一定要自己带水吗？", "建议每位参加者带上至少2升饮用水。", HIKING, False),
]

CORRECTNESS = [
    w.correct("zh-t6-045", "correct.wordy", "畅享128套餐每月多少钱？", "如果您选择畅享128套餐，每个月需要支付的费用是一百二十八元。", "128元", True),
    w.correct("zh-t6-046", "correct.format", "阳光谷夏令营报名截止到哪天？", "6/20。", "6月20日", True),
    w.correct("zh-t6-047", "correct.wordy", "《归途》中谁饰演女儿？", "剧中女儿这个角色，是由演员林晓雨来演的。", "林晓雨", True),
    w.correct("zh-t6-048", "correct.format", "仁和医学检验中心的标本保存多久？", "一周。", "7天", True),
    w.correct("zh-t6-049", "wrong.value", "会员参加一次徒步活动多少钱？", "会员每次交60元。", "40元", False),
    w.correct("zh-t6-050", "wrong.role", "《归途》的导演是谁？", "导演是周宁。", "陈舟", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
