"""Chinese cases of set BC. Scenarios: a ski school's beginner group lessons, a farm shop and a
self-service ID photo machine in a metro station."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SKI = (
    "雪松滑雪学校的初级团体课每周六、周日上午9点到11点半上课。"
    "每个班最多6名学员，报名的儿童须年满6岁。"
    "四节课套餐价格为960元，头盔和雪镜免费提供。"
    "周六初级班由教练王思远负责，周日初级班由教练陈晓雨负责。"
)
FARM = (
    "青禾农场直营店出售自家鸡蛋，每盒30枚售价45元。"
    "门店除周二外每天营业，营业时间为早上7点到下午6点。"
    "店里三分之一的蔬菜由农场自种，其余来自附近两家合作社。"
    "店主李红梅对满100元的订单提供5公里内免费送货。"
)
PHOTO = (
    "地铁人民广场站的自助证件照机拍一次收费20元，可得6张一寸照片。"
    "机器支持微信和支付宝付款，不收现金。"
    "每次可以重拍两次，打印大约需要3分钟。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("zh-bc-001", "para.reorder", "初级团体课什么时候上？", "上午9点到11点半，每周六和周日都有初级团体课。", SKI, True),
    w.faith("zh-bc-002", "para.passive", "谁负责送货？", "满100元的订单，由店主李红梅负责在5公里内免费配送。", FARM, True),
    w.faith("zh-bc-003", "fmt.time", "农场店几点开门、几点关门？", "7:00开门，18:00关门。", FARM, True),
    w.faith("zh-bc-004", "fmt.share", "店里的蔬菜有多少是农场自己种的？", "店里1/3的蔬菜是农场自己种的。", FARM, True),
    w.faith("zh-bc-005", "fmt.currency", "四节课套餐多少钱？", "四节课套餐是¥960。", SKI, True),
    w.faith("zh-bc-006", "para.except", "农场店哪天不营业？", "只有周二休息，其他日子都开门。", FARM, True),
    w.faith("zh-bc-007", "fmt.unit", "免费送货的范围有多大？", "满100元的订单，在5千米以内可以免费送货。", FARM, True),
    w.faith("zh-bc-008", "wrap.closer", "证件照机收现金吗？", "不收现金，可以用微信或支付宝付款。希望对你有帮助！", PHOTO, True),
    w.faith("zh-bc-009", "wrap.hedge", "打印照片要多久？", "应该大约3分钟就能打印好。", PHOTO, True),
    w.faith("zh-bc-010", "fmt.number", "拍一次能得几张照片？", "能得六张一寸照片。", PHOTO, True),
    # one clear error
    w.faith("zh-bc-011", "value.number", "每个班最多几名学员？", "每个班最多8名学员。", SKI, False),
    w.faith("zh-bc-012", "value.currency", "一盒鸡蛋多少钱？", "每盒30枚，售价54元。", FARM, False),
    w.faith("zh-bc-013", "role.swap", "周六和周日的初级班分别由谁负责？", "周六初级班由陈晓雨负责，周日初级班由王思远负责。", SKI, False),
    w.faith("zh-bc-014", "negation", "头盔收费吗？", "头盔不是免费提供的。", SKI, False),
    w.faith("zh-bc-015", "modality", "儿童报名有年龄要求吗？", "建议儿童年满6岁再报名，但不满6岁也可以报。", SKI, False),
    w.faith("zh-bc-016", "value.except", "农场店哪天休息？", "除周一外每天营业。", FARM, False),
    w.faith("zh-bc-017", "direction", "店里的蔬菜和合作社有什么关系？", "农场自种的蔬菜还供应给附近两家合作社。", FARM, False),
    w.faith("zh-bc-018", "added.entity", "证件照机支持什么付款方式？", "支持微信、支付宝和银联云闪付付款。", PHOTO, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-bc-019", "refusal.short", "滑雪学校有夜场课吗？", "不知道。", SKI, True),
    w.refusal("zh-bc-020", "refusal.long", "农场店卖牛奶吗？", "很抱歉，根据我目前掌握的资料，无法确定青禾农场直营店是否出售牛奶。资料中只提到了鸡蛋和蔬菜，建议您直接联系门店确认。", FARM, True),
    w.refusal("zh-bc-021", "refusal.hedged", "证件照机打印要多久？", "我不太确定，不过资料里说打印大约需要3分钟。", PHOTO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-bc-022", "correct.wordy", "四节课套餐多少钱？", "如果报名雪松滑雪学校的四节课套餐，总共需要支付960元。", "960元。", True),
    w.correct("zh-bc-023", "correct.wordy", "农场店的营业时间是怎样的？", "青禾农场直营店一周里除了星期二，其余每天都从早上七点一直开到下午六点。", "除周二外每天早上7点到下午6点营业。", True),
    w.correct("zh-bc-024", "correct.format", "证件照拍一次多少钱？", "¥20", "20元。", True),
    w.correct("zh-bc-025", "wrong.value", "每次可以重拍几次？", "每次可以重拍五次。", "每次可以重拍两次。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-bc-026", "relevant.direct", "在证件照机上怎么付钱？", "用微信或支付宝就行。", PHOTO, True),
    w.relevant("zh-bc-027", "relevant.direct", "一个班能收几个学员？", "最多6名。", SKI, True),
    w.relevant("zh-bc-028", "relevant.direct", "自助拍证件照的机器在哪儿？", "在地铁人民广场站。", PHOTO, True),
    w.relevant("zh-bc-029", "relevant.yesno", "周二能去农场店买菜吗？", "不行，周二不营业。", FARM, True),
    w.relevant("zh-bc-030", "offtopic.true", "农场的鸡蛋多少钱一盒？", "店主李红梅对满100元的订单提供5公里内免费送货。", FARM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-bc-031", "diag.pass", "周六初级班的教练是谁？", "周六初级班的教练是王思远。",
           {"ski-coach": "周六初级班由教练王思远负责，周日初级班由教练陈晓雨负责。",
            "ski-price": "四节课套餐价格为960元，头盔和雪镜免费提供。"},
           ("ski-coach",), "pass"),
    w.diag("zh-bc-032", "diag.missed", "证件照机打印要多久？", "打印大约需要10分钟。",
           {"photo-pay": "自助证件照机支持微信和支付宝付款，不收现金。"},
           ("photo-print",), "fix_retrieval"),
    w.diag("zh-bc-033", "diag.correct_refusal", "滑雪学校提供接送服务吗？", "资料中没有提到接送服务，我无法回答。",
           {"ski-class": "雪松滑雪学校的初级团体课每周六、周日上午9点到11点半上课。",
            "ski-price": "四节课套餐价格为960元，头盔和雪镜免费提供。"},
           (), "correct_refusal"),
    w.diag("zh-bc-034", "diag.unfaithful", "鸡蛋多少钱一盒？", "每盒30枚，售价35元。",
           {"farm-eggs": "青禾农场直营店出售自家鸡蛋，每盒30枚售价45元。"},
           ("farm-eggs",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
