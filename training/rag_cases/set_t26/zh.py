"""Chinese cases of set t26: a same-city courier, a furniture delivery company, two cinemas,
two phone repair shops, Xi'an's sightseeing bus and night bus, a hot-spring spa and a sports
shop's member discounts."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SHANSONG = (
    "闪送达同城快递在杭州市区提供服务。"
    "起步价为15元（3公里以内），超过3公里每公里加收2元。"
    "晚上10点至次日早上7点之间下单，需加收夜间服务费10元。"
)
SHUNLU = (
    "顺路物流由陈志明于2012年在成都创办。"
    "2021年，该公司被鸿运集团收购。"
    "大件家具配送需提前三天预约，上楼搬运按每层5元收费，一楼及有电梯的楼房免收。"
)
XINGGUANG = (
    "星光影城普通2D场次票价为45元，IMAX场次为80元。"
    "每周二为会员日，会员购票一律半价。"
    "1.3米以下儿童可免费观看，但不单独占座。"
)
HONGXING = (
    "红星电影院始建于1958年，2010年由建筑师刘慧主持改建。"
    "改建后影院共有6个放映厅，其中最大的1号厅可容纳400人。"
    "影院每天早上9点开门，最后一场电影于23:30开映。"
)
JIKEXIU = (
    "极客修手机维修店更换iPhone原装屏幕收费1280元，约需50分钟。"
    "所有换屏维修提供180天质保。"
    "进水手机的检测免费，但维修不提供质保。"
    "门店除春节假期外全年营业。"
)
KUAIXIUBAO = (
    "快修宝的创始人王磊于2016年聘请赵婷担任技术总监。"
    "赵婷负责培训所有新入职的维修师傅。"
    "更换电池收费199元，须提前在小程序上预约。"
)
GUANGUANG = (
    "西安城市观光巴士从钟楼出发，每20分钟一班，运营时间为8:30至18:00。"
    "单程票10元，一日通票40元，可无限次乘坐。"
    "全程共15个站点，绕行一圈约需75分钟。"
)
YEYOU = (
    "夜游双层巴士由西安旅游集团于2019年推出。"
    "该线路仅在4月至10月运营，每晚19:30从大雁塔北广场发车。"
    "票价60元，65岁以上老人半价。"
)
YUNXI = (
    "云溪温泉SPA的“悠享套餐”包括两小时温泉、60分钟精油按摩和一份水果拼盘，每人398元。"
    "两人同行可享九折优惠。"
    "套餐需提前一天电话预约，当天不接受临时预约。"
)
DONGLI = (
    "动力体育用品店的普通会员购买正价商品享受九五折，金卡会员享受八五折。"
    "年消费满5000元即可自动升级为金卡会员。"
    "特价商品和自行车不参与会员折扣。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-t26-001", "para.combine", "闪送达怎么收费？", "3公里以内收15元起步价，超出的部分每公里再加2元。", SHANSONG, True),
    w.faith("zh-t26-002", "fmt.time", "什么时候下单要加夜间费？", "在22:00到第二天7:00之间下单，要多付10元夜间服务费。", SHANSONG, True),
    w.faith("zh-t26-003", "para.combine", "白天送5公里要多少钱？", "送5公里的话，起步价15元再加上超出的2公里4元，一共19元。", SHANSONG, True),
    w.faith("zh-t26-004", "para.relative", "顺路物流是谁创办的？", "由陈志明2012年在成都创办的顺路物流，在2021年被鸿运集团收购了。", SHUNLU, True),
    w.faith("zh-t26-005", "para.pronoun", "送大件家具上楼要钱吗？", "上楼搬运按每层5元收费。不过住一楼或者楼里有电梯的话，这笔费用就免了。", SHUNLU, True),
    w.faith("zh-t26-006", "para.passive", "顺路物流现在归谁？", "2021年，鸿运集团收购了顺路物流。", SHUNLU, True),
    w.faith("zh-t26-007", "para.combine", "会员周二看IMAX多少钱？", "周二是会员日，会员买票一律半价，所以看IMAX只要40元。", XINGGUANG, True),
    w.faith("zh-t26-008", "para.relative", "带小孩看电影要买票吗？", "身高不到1.3米的孩子可以免费看，不过不能单独占一个座位。", XINGGUANG, True),
    w.faith("zh-t26-009", "para.relative", "红星电影院是什么时候建的？", "始建于1958年的红星电影院，2010年由建筑师刘慧主持进行了改建。", HONGXING, True),
    w.faith("zh-t26-010", "para.pronoun", "红星电影院最大的厅有多大？", "1号厅是红星电影院最大的放映厅。它能坐400人。", HONGXING, True),
    w.faith("zh-t26-011", "fmt.time", "红星电影院最晚一场几点？", "最后一场电影晚上十一点半开始放映。", HONGXING, True),
    w.faith("zh-t26-012", "para.combine", "换屏要多久？有保修吗？", "换一块iPhone原装屏大概要50分钟，而且换完有180天的质保。", JIKEXIU, True),
    w.faith("zh-t26-013", "para.except", "极客修春节开门吗？", "春节假期门店休息，其余时间全年都营业。", JIKEXIU, True),
    w.faith("zh-t26-014", "para.relative", "怎么才能成为金卡会员？", "一年消费满5000元的会员会自动升为金卡会员，买正价商品能打八五折。", DONGLI, True),
    w.faith("zh-t26-015", "para.relative", "谁负责培训新来的师傅？", "2016年被王磊聘为技术总监的赵婷，负责培训所有新入职的维修师傅。", KUAIXIUBAO, True),
    w.faith("zh-t26-016", "para.pronoun", "换电池要怎么预约？", "更换电池收费199元。这项服务需要提前在小程序上预约。", KUAIXIUBAO, True),
    w.faith("zh-t26-017", "para.combine", "观光巴士多久一班？绕一圈要多久？", "钟楼每20分钟发一班车，把15个站点绕一圈大概要一小时一刻钟。", GUANGUANG, True),
    w.faith("zh-t26-018", "para.relative", "一日通票怎么用？", "花40元买的一日通票可以不限次数地乘坐。", GUANGUANG, True),
    w.faith("zh-t26-019", "para.relative", "夜游巴士几点发车？", "西安旅游集团2019年推出的夜游双层巴士，每晚七点半从大雁塔北广场发车。", YEYOU, True),
    w.faith("zh-t26-020", "para.pronoun", "老人坐夜游巴士有优惠吗？", "夜游巴士票价60元。65岁以上的老人坐它只要付一半，也就是30元。", YEYOU, True),
    w.faith("zh-t26-021", "para.combine", "两个人一起做悠享套餐一共多少钱？", "悠享套餐每人398元，两人同行打九折，算下来两个人一共716.4元。", YUNXI, True),
    w.faith("zh-t26-022", "fmt.period", "悠享套餐包括哪些项目？", "包括两小时温泉、一小时精油按摩，另外还有一份水果拼盘。", YUNXI, True),
    w.faith("zh-t26-023", "wrap.attribution", "今天能直接去做套餐吗？", "根据云溪温泉的规定，套餐要提前一天打电话预约，当天临时预约是不接受的。", YUNXI, True),
    w.faith("zh-t26-024", "para.except", "买自行车能用会员折扣吗？", "不能。会员折扣只适用于特价商品和自行车以外的正价商品。", DONGLI, True),

    w.faith("zh-t26-025", "added.fact", "闪送达起步价多少？", "3公里以内起步价15元，而且每一单都免费附送保价服务。", SHANSONG, False),
    w.faith("zh-t26-026", "value.time", "夜间服务费什么时候收？", "晚上11点到早上7点之间下单，要加收10元夜间服务费。", SHANSONG, False),
    w.faith("zh-t26-027", "added.fact", "顺路物流是谁创办的？", "陈志明2012年在成都创办的顺路物流，2021年被鸿运集团以8亿元收购。", SHUNLU, False),
    w.faith("zh-t26-028", "role.swap", "2021年顺路物流发生了什么？", "2021年，顺路物流收购了鸿运集团。", SHUNLU, False),
    w.faith("zh-t26-029", "negation", "住一楼要付搬运费吗？", "一楼和有电梯的楼房也要按每层5元收取搬运费。", SHUNLU, False),
    w.faith("zh-t26-030", "value.currency", "星光影城IMAX票多少钱？", "IMAX场次每张票80美元。", XINGGUANG, False),
    w.faith("zh-t26-031", "added.fact", "会员日有什么优惠？", "每周二会员日，会员买票一律半价，还能免费领一份爆米花。", XINGGUANG, False),
    w.faith("zh-t26-032", "quantifier", "周二看电影便宜吗？", "每周二所有观众买票都是半价。", XINGGUANG, False),
    w.faith("zh-t26-033", "added.fact", "红星电影院改建后有什么变化？", "始建于1958年的红星电影院2010年由刘慧主持改建，改建后还新开了一家咖啡厅。", HONGXING, False),
    w.faith("zh-t26-034", "value.date", "红星电影院是哪年建的？", "红星电影院始建于1985年。", HONGXING, False),
    w.faith("zh-t26-035", "added.fact", "换iPhone原装屏多少钱？", "换iPhone原装屏收费1280元，大约50分钟，旧屏幕还能抵扣100元。", JIKEXIU, False),
    w.faith("zh-t26-036", "negation", "手机进水修好后有保修吗？", "有的，进水手机维修同样享有180天质保。", JIKEXIU, False),
    w.faith("zh-t26-037", "role.swap", "快修宝的技术总监是怎么来的？", "2016年，赵婷聘请王磊担任快修宝的技术总监。", KUAIXIUBAO, False),
    w.faith("zh-t26-038", "modality", "换电池需要预约吗？", "更换电池199元，直接到店就行，不用提前预约。", KUAIXIUBAO, False),
    w.faith("zh-t26-039", "added.fact", "一日通票包括什么？", "一日通票40元，可以无限次乘坐，还包含大雁塔的门票。", GUANGUANG, False),
    w.faith("zh-t26-040", "added.fact", "夜游巴士有讲解吗？", "夜游巴士每晚19:30发车，车上配有中英文讲解员。", YEYOU, False),
    w.faith("zh-t26-041", "direction", "怎样升级金卡会员？", "年消费低于5000元就能自动升级为金卡会员。", DONGLI, False),
    w.faith("zh-t26-042", "added.fact", "悠享套餐里有什么？", "悠享套餐每人398元，包括两小时温泉、60分钟精油按摩、水果拼盘和一顿自助晚餐。", YUNXI, False),
    w.faith("zh-t26-043", "added.fact", "普通会员有什么优惠？", "普通会员买正价商品打九五折，每年生日当月还送一张50元优惠券。", DONGLI, False),
    w.faith("zh-t26-044", "antonym", "小孩看电影要买票吗？", "1.3米以下的儿童需要购买全价票。", XINGGUANG, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t26-045", "correct.format", "星光影城IMAX场次票价多少？", "八十块钱一张。", "80元", True),
    w.correct("zh-t26-046", "correct.wordy", "红星电影院2010年的改建由谁主持？", "红星电影院那次改建是由建筑师刘慧主持的。", "刘慧", True),
    w.correct("zh-t26-047", "correct.format", "西安城市观光巴士运营到几点？", "下午六点。", "18:00", True),
    w.correct("zh-t26-048", "correct.wordy", "快修宝的技术总监是谁？", "在快修宝担任技术总监的人是赵婷。", "赵婷", True),
    w.correct("zh-t26-049", "wrong.value", "悠享套餐每人多少钱？", "每人298元。", "398元", False),
    w.correct("zh-t26-050", "wrong.echo", "是谁聘请了赵婷？", "赵婷是被聘请来担任技术总监的。", "王磊", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
