"""Chinese cases of set t55: 成都一个再生资源回收站、电动自行车上牌登记、羽毛球俱乐部和
跑团、快递公司和小区快递柜、修表铺和家电上门维修、洗车店和自助洗车点。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RECYCLING = (
    "武侯区再生资源回收站除周三外每天开放，时间为上午8:30至下午5:30。"
    "旧衣物、纸板和塑料瓶可以免费投放。"
    "废旧家电按件回收，一台冰箱可换30元。"
    "回收站站长刘德明从2017年起负责这里的工作。"
)
EBIKE = (
    "成都市的电动自行车须到指定登记点上牌，办理时要携带购车发票和身份证。"
    "上牌免费，但车辆必须符合新国标。"
    "登记点周一至周六上午9点到下午5点办理业务。"
)
BADMINTON = (
    "锦江羽毛球俱乐部成立于2010年，2016年搬到东湖体育馆。"
    "会员年费1200元，学生会员年费600元。"
    "周二、周四晚上7点由教练陈磊上课，周末的比赛训练由教练王佳负责。"
)
RUNNING = (
    "天府跑团每周六早上6:30在桂溪生态公园南门集合，常规路线全长10公里。"
    "新成员第一次参加前须在微信群里登记。"
    "团长周航负责组织活动，副团长杨柳负责安全保障。"
)
EXPRESS = (
    "顺达快递的成都同城当日件，下午2点前下单当天送达。"
    "首重1公斤收费12元，续重每公斤加收2元。"
    "春节期间暂停派送七天。"
)
LOCKER = (
    "锦绣花园小区的快递柜免费保管18小时。"
    "超时后每12小时收费0.5元，最多收3元。"
    "取件码通过短信发送到收件人手机上。"
)
WATCH = (
    "老周修表铺开在春熙路附近，1992年由周长林创办，2014年起由他的徒弟孙伟接手经营。"
    "更换手表电池收费20元，当场可取。"
    "机械表保养需要两周，收费300元起。"
)
APPLIANCE = (
    "好师傅家电维修提供上门服务，上门费30元，维修费另计。"
    "空调加氟一次150元。"
    "维修后更换的零件保修三个月。"
    "周日不提供上门服务。"
)
CAR_WASH = (
    "蓝鲸洗车店营业时间为早上8点到晚上9点，全年无休。"
    "普通洗车轿车30元，SUV 40元。"
    "年卡1200元，一年内洗车不限次数。"
    "店长马强手下有6名员工。"
)
SELF_WASH = "高新区的自助洗车点扫码付款，用水每分钟1元。泡沫枪每次另收5元。晚上11点到次日早上7点暂停营业。"

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t55-001", "para.except", "周三能去回收站卖废品吗？", "不行，回收站一周里只有周三不开放。", RECYCLING, True),
    w.faith("zh-t55-002", "fmt.time", "回收站几点关门？", "回收站17:30关门，早上8:30开门。", RECYCLING, True),
    w.faith("zh-t55-003", "fmt.currency", "旧冰箱能换多少钱？", "一台冰箱可以换三十块钱。", RECYCLING, True),
    w.faith("zh-t55-004", "para.synonym", "旧衣服拿过去要收钱吗？", "不用，旧衣服、纸板和塑料瓶都能免费投放。", RECYCLING, True),
    w.faith("zh-t55-005", "para.combine", "电动车上牌要带什么？收费吗？", "上牌不收费，去的时候带上购车发票和身份证就可以。", EBIKE, True),
    w.faith("zh-t55-006", "para.except", "周日能去登记点上牌吗？", "不能，登记点只在周一到周六办理，周日不办。", EBIKE, True),
    w.faith("zh-t55-007", "fmt.time", "登记点几点到几点办理？", "办理时间是9:00到17:00。", EBIKE, True),
    w.faith("zh-t55-008", "para.combine", "这个俱乐部什么时候成立的？在哪儿打球？", "锦江羽毛球俱乐部2010年成立，从2016年起在东湖体育馆打球。", BADMINTON, True),
    w.faith("zh-t55-009", "fmt.share", "学生会员年费多少？", "学生会员的年费是普通会员的一半，也就是600元。", BADMINTON, True),
    w.faith("zh-t55-010", "para.pronoun", "周二晚上的课谁来上？", "是陈磊教练，他每周二和周四晚上7点上课。", BADMINTON, True),
    w.faith("zh-t55-011", "fmt.time", "跑团几点集合？", "每周六早上六点半在桂溪生态公园南门集合。", RUNNING, True),
    w.faith("zh-t55-012", "fmt.unit", "跑团一次跑多远？", "常规路线全长一万米。", RUNNING, True),
    w.faith("zh-t55-013", "para.passive", "跑团的活动是谁组织的？", "活动由团长周航组织，安全保障则由副团长杨柳负责。", RUNNING, True),
    w.faith("zh-t55-014", "fmt.time", "同城当日件几点前要下单？", "下午两点之前下单，当天就能送到。", EXPRESS, True),
    w.faith("zh-t55-015", "fmt.unit", "首重怎么收费？", "第一千克收费12元。", EXPRESS, True),
    w.faith("zh-t55-016", "fmt.number", "春节停派多久？", "春节期间停止派送7天。", EXPRESS, True),
    w.faith("zh-t55-017", "fmt.currency", "快递柜超时怎么收费？", "超过免费时间后，每12小时收五毛钱，最多收三块。", LOCKER, True),
    w.faith("zh-t55-018", "para.synonym", "取件码怎么拿到？", "取件码会以短信形式发到收件人的手机上。", LOCKER, True),
    w.faith("zh-t55-019", "para.combine", "老周修表铺是谁开的？", "这家铺子是周长林1992年创办的，2014年起交给了他的徒弟孙伟经营。", WATCH, True),
    w.faith("zh-t55-020", "fmt.period", "机械表保养要多长时间？", "机械表保养大约需要十四天，费用300元起。", WATCH, True),
    w.faith("zh-t55-021", "wrap.attribution", "上门维修怎么收费？", "据好师傅家电维修介绍，上门费是30元，维修费另外计算。", APPLIANCE, True),
    w.faith("zh-t55-022", "fmt.period", "修好后的零件保修多久？", "维修时换上的零件保修一个季度。", APPLIANCE, True),
    w.faith("zh-t55-023", "fmt.time", "蓝鲸洗车店过年开门吗？", "开门，他们一年到头不休息，每天8:00到21:00营业。", CAR_WASH, True),
    w.faith("zh-t55-024", "wrap.hedge", "自助洗车怎么收费？", "应该是扫码付款，用水每分钟1块钱。", SELF_WASH, True),
    w.faith("zh-t55-025", "value.except", "回收站哪天不开门？", "回收站每周一闭站，其他日子都正常开放。", RECYCLING, False),
    w.faith("zh-t55-026", "added.fact", "回收站站长是谁？", "站长刘德明从2017年起负责回收站，此前他在街道环卫所工作。", RECYCLING, False),
    w.faith("zh-t55-027", "value.currency", "旧冰箱能换多少钱？", "一台冰箱可以换50元。", RECYCLING, False),
    w.faith("zh-t55-028", "negation", "电动车上牌要交钱吗？", "电动车上牌不是免费的，需要付费办理。", EBIKE, False),
    w.faith("zh-t55-029", "modality", "车一定要符合新国标吗？", "最好符合新国标，不过不符合也可以上牌。", EBIKE, False),
    w.faith("zh-t55-030", "value.date", "锦江羽毛球俱乐部哪年成立的？", "锦江羽毛球俱乐部成立于2016年。", BADMINTON, False),
    w.faith("zh-t55-031", "role.swap", "周末的比赛训练谁负责？", "周末比赛训练由陈磊负责，王佳则在周二、周四晚上上课。", BADMINTON, False),
    w.faith("zh-t55-032", "value.number", "跑团的常规路线多长？", "常规路线全长12公里。", RUNNING, False),
    w.faith("zh-t55-033", "quantifier", "每次参加都要登记吗？", "是的，所有成员每次参加前都必须在微信群里登记。", RUNNING, False),
    w.faith("zh-t55-034", "role.swap", "跑团的安全谁负责？", "团长周航负责安全保障，副团长杨柳负责组织活动。", RUNNING, False),
    w.faith("zh-t55-035", "value.time", "当日件最晚几点下单？", "下午4点前下单，当天就能送达。", EXPRESS, False),
    w.faith("zh-t55-036", "added.fact", "首重多少钱？", "首重1公斤收费12元，并且免费提供包装。", EXPRESS, False),
    w.faith("zh-t55-037", "value.unit", "快递柜超时怎么收费？", "超时后每12分钟收费0.5元。", LOCKER, False),
    w.faith("zh-t55-038", "direction", "超时费最多收多少？", "超时费最少收3元。", LOCKER, False),
    w.faith("zh-t55-039", "role.swap", "老周修表铺是谁创办的？", "老周修表铺是孙伟1992年创办的，2014年交给了徒弟周长林。", WATCH, False),
    w.faith("zh-t55-040", "antonym", "旧衣服和纸板可以投放吗？", "可以，但旧衣物、纸板和塑料瓶投放都要收费。", RECYCLING, False),
    w.faith("zh-t55-041", "added.entity", "冰箱加氟多少钱？", "冰箱加氟一次150元。", APPLIANCE, False),
    w.faith("zh-t55-042", "value.except", "蓝鲸洗车店哪天休息？", "蓝鲸洗车店每周二休息，其余每天8点到21点营业。", CAR_WASH, False),
    w.faith("zh-t55-043", "added.fact", "年卡怎么算？", "年卡1200元，一年内洗车不限次数，还送两次打蜡。", CAR_WASH, False),
    w.faith("zh-t55-044", "added.entity", "泡沫枪怎么收费？", "泡沫枪和吸尘器每次都另收5元。", SELF_WASH, False),
]

CORRECTNESS = [
    w.correct("zh-t55-045", "correct.wordy", "武侯区再生资源回收站哪天不开放？", "如果您要去卖废品，记得避开周三，那天回收站不开门。", "周三", True),
    w.correct("zh-t55-046", "correct.format", "蓝鲸洗车店SUV普通洗车多少钱？", "四十块。", "40元", True),
    w.correct("zh-t55-047", "correct.short", "现在谁经营老周修表铺？", "孙伟。", "2014年起，老周修表铺由周长林的徒弟孙伟接手经营。", True),
    w.correct("zh-t55-048", "correct.format", "机械表保养要多久？", "十四天左右。", "两周", True),
    w.correct("zh-t55-049", "wrong.value", "天府跑团几点集合？", "每周六早上七点半集合。", "早上6:30", False),
    w.correct("zh-t55-050", "wrong.role", "锦江羽毛球俱乐部周二晚上的课由谁上？", "由王佳教练上课。", "陈磊", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
