# ruff: noqa: E501
"""Fresh set O, Chinese: a rail museum, a vintage clothing store, a telescope shop, a youth
orchestra, a bakery's loyalty card, a notary office and a printing company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

RAIL = (
    "东港铁路博物馆共展出十二台蒸汽机车。博物馆每周一闭馆。成人门票六十元，学生半价。"
    "博物馆于2008年从老火车站迁至滨江路新馆。"
)
VINTAGE = "陈美玲于2012年创办了旧时光古着店。店铺每周三收购二手衣物。所有衣物必须清洗干净后才能送来。"
TELESCOPE = (
    "星辰光学出售的“天眼80”望远镜售价两千四百元，重三公斤。所有望远镜均享受一年保修。"
    "每周六上午店里提供免费的组装指导。"
)
ORCHESTRA = (
    "青禾青少年管弦乐团招收十岁至十八岁的乐手。今年的面试定于3月5日举行。乐团每周六上午八点半在市文化宫排练。"
)
BAKERY = "麦香坊会员卡每消费满二十元可盖一个章。集满十个章可免费兑换一个蛋糕。印章自盖章之日起六个月内有效。"
NOTARY = "城南公证处周一至周五上午九点至下午五点办公。办理房产公证须提前预约。申请人须携带本人身份证原件。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-o-001", "para.passive", "旧时光古着店是谁创办的？", "旧时光古着店是由陈美玲在2012年创办的。", VINTAGE, True),
    w.faith("zh-o-002", "para.pronoun", "“天眼80”望远镜有多重？", "它重三公斤。", TELESCOPE, True),
    w.faith("zh-o-003", "fmt.number", "东港铁路博物馆展出多少台蒸汽机车？", "博物馆共展出12台蒸汽机车。", RAIL, True),
    w.faith("zh-o-004", "fmt.date", "乐团今年的面试是哪天？", "面试定于三月五日举行。", ORCHESTRA, True),
    w.faith("zh-o-005", "fmt.time", "乐团什么时候排练？", "乐团每周六上午8:30在市文化宫排练。", ORCHESTRA, True),
    w.faith("zh-o-006", "fmt.share", "学生门票怎么收费？", "学生票按成人票价的50%收取。", RAIL, True),
    w.faith("zh-o-007", "wrap.closer", "办理房产公证需要预约吗？", "需要，办理房产公证须提前预约。希望对您有帮助！", NOTARY, True),
    w.faith("zh-o-008", "value.date", "旧时光古着店是哪一年创办的？", "旧时光古着店创办于2015年。", VINTAGE, False),
    w.faith("zh-o-009", "value.currency", "“天眼80”望远镜多少钱？", "“天眼80”望远镜售价两千四百美元。", TELESCOPE, False),
    w.faith("zh-o-010", "antonym", "周一可以去铁路博物馆参观吗？", "可以，博物馆每周一照常开馆。", RAIL, False),
    w.faith("zh-o-011", "quantifier", "星辰光学的望远镜有保修吗？", "只有少数望远镜享受一年保修。", TELESCOPE, False),
    w.faith("zh-o-012", "direction", "铁路博物馆搬过家吗？", "博物馆于2008年从滨江路迁到了老火车站。", RAIL, False),
    w.faith("zh-o-013", "added.entity", "乐团在哪里排练？", "乐团每周六上午八点半在市文化宫排练，由指挥王磊带领。", ORCHESTRA, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-o-014", "refusal.plain", "麦香坊会员卡可以在网上商城使用吗？", "我不知道。", BAKERY, True),
    w.refusal("zh-o-015", "refusal.long", "在城南公证处办理一份公证要多少钱？", "很抱歉，我查阅了现有的资料，但其中没有提到城南公证处的收费标准。建议您直接致电公证处或前往窗口咨询具体费用。", NOTARY, True),
    w.refusal("zh-o-016", "refusal.hedged", "集满几个章可以换蛋糕？", "我不太确定，不过资料里好像说集满十个章就可以免费兑换一个蛋糕。", BAKERY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-o-017", "correct.short", "“天眼80”望远镜的售价是多少？", "2400元。", "“天眼80”望远镜售价两千四百元。", True),
    w.correct("zh-o-018", "wrong.echo", "青禾乐团招收多大年龄的乐手？", "您问的是青禾乐团招收多大年龄的乐手。", "招收十岁至十八岁的乐手。", False),
    w.correct("zh-o-019", "wrong.role", "2016年谁收购了谁？", "2016年，墨林印刷厂收购了华章印务。", "2016年，华章印务收购了墨林印刷厂。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-o-020", "relevant.yesno", "申请人需要带身份证吗？", "需要，须携带本人身份证原件。", NOTARY, True),
    w.relevant("zh-o-021", "offtopic.other", "麦香坊的印章多久过期？", "东港铁路博物馆每周一闭馆。", BAKERY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-o-022", "diag.pass", "城南公证处几点下班？", "城南公证处办公到下午五点。", {"notary-1": NOTARY, "bakery-1": BAKERY}, ("notary-1",), "pass"),
    w.diag("zh-o-023", "diag.offtopic", "旧时光古着店哪天收购二手衣物？", "旧时光古着店是陈美玲在2012年创办的。", {"vintage-1": VINTAGE}, ("vintage-1",), "fix_generation"),
    w.diag("zh-o-024", "diag.missed", "“天眼80”望远镜的保修期是多久？", "抱歉，我没有找到相关信息。", {"rail-1": RAIL, "orch-1": ORCHESTRA}, ("scope-1",), "fix_retrieval"),
    w.diag("zh-o-025", "diag.correct_refusal", "东港铁路博物馆里有餐厅吗？", "资料中没有提到博物馆是否设有餐厅。", {"rail-1": RAIL}, (), "correct_refusal"),
    w.diag("zh-o-026", "diag.should_refuse", "青禾乐团每年的会费是多少？", "青禾乐团的年度会费为一千二百元。", {"orch-1": ORCHESTRA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
