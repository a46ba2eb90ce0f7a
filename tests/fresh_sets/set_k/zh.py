"""Fresh set K, Chinese (simplified): a botanical garden, a marina, a medical laboratory,
a second-hand bookshop, a wedding venue, a cheese dairy's history, a cemetery office, a
cable car and a youth hostel, with Chinese numerals, money and time forms."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GARDEN = (
    "青松植物园每天上午九点至下午五点开放，周一除外。"
    "成人门票四十元，六岁以下儿童免费。"
    "热带温室于2018年在市政府资助下完成翻修。"
)
MARINA = (
    "东湾游艇码头共有二百个泊位。外来船只每晚每米收费十五元。"
    "长度超过十五米的船只必须提前预订泊位。"
    "码头办公室每天八点半至下午六点办公。"
)
LAB = (
    "康宁医学检验所每周一至周五上午七点至十点采血。"
    "做空腹血糖检查前，患者须禁食至少八小时。"
    "检验结果一般在两个工作日内发送给开单医生。"
)
BOOKSHOP = (
    "旧书坊二手书店由李文华于1996年创办。"
    "书店只在每周三收购旧书。"
    "顾客退回在本店购买的书，可获得书价一半的购物积分。"
)
WEDDING = (
    "玉兰庄园最多可承办一百五十位宾客的婚宴。"
    "场地使用时间为中午十二点至晚上十一点。"
    "预订时需支付场地费的百分之三十作为定金。"
)
DAIRY = (
    "白云奶酪坊由王德明于1921年创办。1950年，王德明把奶酪坊卖给了陈家。1978年，陈立国从父亲手中继承了奶酪坊。"
)
CEMETERY = (
    "市公墓管理处负责墓位租用和安葬许可。"
    "墓位租期为二十年，期满可续租一次。"
    "管理处周一至周五上午八点半至下午四点半办公。"
)
CABLE = (
    "云峰索道全长三千二百米，单程约需十二分钟。每个轿厢最多可乘坐八人。风速超过每秒十五米时，索道停止运行。"
)
HOSTEL = "湖畔青年旅舍共有十个房间、四十八个床位。早餐不包含在房费内，每份二十元。前台晚上十一点关闭。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-k-001", "para.passive", "1950年奶酪坊发生了什么？", "1950年，奶酪坊被王德明卖给了陈家。", DAIRY, True),
    w.faith("zh-k-002", "para.nominal", "热带温室是什么时候翻修的？", "热带温室的翻修于2018年完成，由市政府资助。", GARDEN, True),
    w.faith("zh-k-003", "fmt.number", "每个轿厢能坐几个人？", "每个轿厢最多可乘坐8人。", CABLE, True),
    w.faith("zh-k-004", "fmt.date", "旧书坊是哪一年创办的？", "旧书坊是李文华在一九九六年创办的。", BOOKSHOP, True),
    w.faith("zh-k-005", "fmt.time", "码头办公室的办公时间是什么？", "码头办公室每天8:30至18:00办公。", MARINA, True),
    w.faith("zh-k-006", "fmt.share", "退书能得到多少积分？", "退回在本店购买的书，可以获得书价50%的购物积分。", BOOKSHOP, True),
    w.faith("zh-k-007", "para.except", "植物园周一开放吗？", "不开放。植物园周一闭园，其他日子上午九点至下午五点开放。", GARDEN, True),
    w.faith("zh-k-008", "wrap.closer", "空腹血糖检查前要禁食多久？", "做空腹血糖检查前，至少要禁食八小时。希望对您有帮助！", LAB, True),
    w.faith("zh-k-009", "value.date", "陈立国哪一年继承了奶酪坊？", "陈立国于1987年从父亲手中继承了奶酪坊。", DAIRY, False),
    w.faith("zh-k-010", "value.currency", "外来船只停泊怎么收费？", "外来船只每晚每米收费十五美元。", MARINA, False),
    w.faith("zh-k-011", "antonym", "索道什么时候停运？", "风速低于每秒十五米时，索道停止运行。", CABLE, False),
    w.faith("zh-k-012", "modality", "长船需要预订泊位吗？", "长度超过十五米的船只可以提前预订泊位，但不是必须的。", MARINA, False),
    w.faith("zh-k-013", "value.except", "植物园哪天闭园？", "植物园每天上午九点至下午五点开放，周日除外。", GARDEN, False),
    w.faith("zh-k-014", "added.entity", "热带温室的翻修是谁资助的？", "热带温室于2018年由市政府和绿源环保基金会共同资助完成翻修。", GARDEN, False),
    w.faith("zh-k-015", "role.swap", "1950年奶酪坊卖给了谁？", "1950年，陈家把奶酪坊卖给了王德明。", DAIRY, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-k-016", "refusal.short", "检验所的所长是谁？", "我不知道。", LAB, True),
    w.refusal("zh-k-017", "refusal.long", "婚宴场地可以放烟花吗？", "很抱歉，我查阅了提供的资料，里面介绍了玉兰庄园的宾客人数上限、场地使用时间和定金比例，但没有提到是否允许燃放烟花。建议您直接联系庄园确认。", WEDDING, True),
    w.refusal("zh-k-018", "refusal.partial", "旅舍的早餐多少钱？几点供应？", "早餐每份二十元，不包含在房费内。资料中没有说明早餐的供应时间。", HOSTEL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-k-019", "correct.short", "云峰索道单程要多久？", "约12分钟。", "单程约需十二分钟。", True),
    w.correct("zh-k-020", "wrong.echo", "白云奶酪坊是谁创办的？", "您想知道白云奶酪坊是谁创办的。", "王德明于1921年创办。", False),
    w.correct("zh-k-021", "wrong.role", "1950年奶酪坊是怎么易主的？", "陈家把奶酪坊卖给了王德明。", "王德明把奶酪坊卖给了陈家。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-k-022", "relevant.direct", "索道有多长？", "全长三千二百米。", CABLE, True),
    w.relevant("zh-k-023", "relevant.yesno", "五岁的孩子进植物园要买票吗？", "不用，六岁以下儿童免费。", GARDEN, True),
    w.relevant("zh-k-024", "offtopic.other", "婚宴场地最多能容纳多少宾客？", "云峰索道每个轿厢最多可乘坐八人。", WEDDING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-k-025", "diag.pass", "检验所什么时候采血？", "周一至周五上午七点至十点采血。", {"lab-1": LAB, "book-1": BOOKSHOP}, ("lab-1",), "pass"),
    w.diag("zh-k-026", "diag.refused", "旅舍前台几点关闭？", "抱歉，资料中没有提到前台的关闭时间。", {"hostel-1": HOSTEL}, ("hostel-1",), "fix_generation"),
    w.diag("zh-k-027", "diag.missed", "墓位租期是多少年？", "抱歉，检索到的资料里没有关于墓位租期的信息。", {"marina-1": MARINA, "garden-1": GARDEN}, ("cemetery-1",), "fix_retrieval"),
    w.diag("zh-k-028", "diag.correct_refusal", "索道有学生优惠吗？", "资料中没有提到索道的学生优惠，我无法回答。", {"cable-1": CABLE}, (), "correct_refusal"),
    w.diag("zh-k-029", "diag.should_refuse", "旧书坊周末营业到几点？", "旧书坊周末营业到晚上九点。", {"book-1": BOOKSHOP}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
