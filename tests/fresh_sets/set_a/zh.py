# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, Chinese (中文): new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

FLIGHT = "经济舱旅客可免费托运一件不超过23公斤的行李。每件额外行李收费三百元。"
PHARMACY = "康宁药房除周一外每天营业，营业时间为上午八点至晚上九点。"
COMPANY = "王磊和陈静于2012年在杭州共同创办了云帆科技。2020年，云帆科技收购了物流公司快达。"
BUS = "18路公交车从火车站开往机场，每15分钟一班。首班车早上六点发车，末班车晚上十点半发车。全程约50分钟，票价2元。"
POWERBANK = "这款充电宝重350克，容量为20000毫安时。充满电大约需要两个半小时。"
INSURANCE = "本保险承保因水管爆裂造成的损失，但不承保洪水造成的损失。免赔额为每年五百元。"
ADMISSIONS = (
    "数据科学硕士项目的申请截止日期为2025年3月31日。申请人须持有学士学位。托福成绩建议提交，但不是必需的。"
)
RENTAL = "租车人须年满21周岁。还车时油箱须加满。"
CLINIC = "李医生每周二和周四在社区诊所坐诊。如需取消预约，须至少提前两天。"
RECIPE = "将烤箱预热至180℃。把200克面粉和两个鸡蛋混合均匀，放入烤箱烤25分钟。"
COMMUNITY = "小区部分楼栋安装了电动汽车充电桩。"

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("zh-p3-001", "para.reorder", "云帆科技是什么时候创办的？",
            "2012年，王磊和陈静在杭州共同创办了云帆科技。", COMPANY, True),
    w.faith("zh-p3-002", "para.passive", "快达公司后来怎么样了？", "2020年，快达被云帆科技收购了。", COMPANY,
            True),
    w.faith("zh-p3-003", "para.synonym", "李医生哪几天看病？", "李医生每周二和周四在社区诊所出诊。", CLINIC,
            True),
    w.faith("zh-p3-004", "fmt.number", "取消预约要提前多久？", "取消预约须至少提前2天。", CLINIC, True),
    w.faith("zh-p3-005", "fmt.scale", "这款充电宝容量多大？", "这款充电宝的容量为2万毫安时。", POWERBANK, True),
    w.faith("zh-p3-006", "fmt.time", "18路末班车几点发车？", "末班车22:30发车。", BUS, True),
    w.faith("zh-p3-007", "fmt.date", "申请截止日期是哪天？", "申请截止日期为2025-03-31。", ADMISSIONS, True),
    w.faith("zh-p3-008", "fmt.period", "充电宝充满电要多久？", "充满电大约需要150分钟。", POWERBANK, True),
    w.faith("zh-p3-009", "para.except", "康宁药房哪天不开门？", "康宁药房周一不营业。", PHARMACY, True),
    w.faith("zh-p3-010", "wrap.hedge", "租车有年龄要求吗？", "据我所知，租车人须年满21周岁。", RENTAL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("zh-p3-011", "value.number", "18路多久一班？", "18路公交车每20分钟一班。", BUS, False),
    w.faith("zh-p3-012", "value.currency", "额外行李怎么收费？", "每件额外行李收费五百元。", FLIGHT, False),
    w.faith("zh-p3-013", "role.swap", "2020年发生了什么？", "2020年，快达收购了云帆科技。", COMPANY, False),
    w.faith("zh-p3-014", "negation", "洪水造成的损失能赔吗？", "能，本保险承保洪水造成的损失。", INSURANCE,
            False),
    w.faith("zh-p3-015", "modality", "一定要交托福成绩吗？", "是的，申请人必须提交托福成绩。", ADMISSIONS,
            False),
    w.faith("zh-p3-016", "quantifier", "小区有充电桩吗？", "小区所有楼栋都安装了电动汽车充电桩。", COMMUNITY,
            False),
    w.faith("zh-p3-017", "added.entity", "云帆科技是谁创办的？", "云帆科技由王磊、陈静和刘洋共同创办。",
            COMPANY, False),
    w.faith("zh-p3-018", "mixed", "蛋糕怎么烤？", "先将烤箱预热至180℃，然后烤40分钟。", RECIPE, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("zh-p3-019", "refusal.context", "这款充电宝支持快充吗？", "文档中没有提到这一点。", POWERBANK,
              True),
    w.refusal("zh-p3-020", "refusal.short", "社区诊所的电话是多少？", "不知道。", CLINIC, True),
    w.refusal("zh-p3-021", "refusal.hedged", "康宁药房几点开门？", "我不太确定，不过好像是早上八点开门。",
              PHARMACY, False),
    w.refusal("zh-p3-022", "refusal.partial", "18路票价多少？学生有优惠吗？",
              "票价是2元，但资料里没有提到学生优惠。", BUS, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("zh-p3-023", "correct.short", "云帆科技在2020年收购了哪家公司？", "快达。",
              "2020年，云帆科技收购了物流公司快达。", True),
    w.correct("zh-p3-024", "correct.format", "18路末班车几点发车？", "22:30。", "晚上十点半。", True),
    w.correct("zh-p3-025", "wrong.value", "这份保险的免赔额是多少？", "每年一千元。", "每年五百元。", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("zh-p3-026", "relevant.direct", "康宁药房哪天休息？", "周一。", PHARMACY, True),
    w.relevant("zh-p3-027", "relevant.yesno", "托福成绩是必须的吗？", "不是，只是建议提交。", ADMISSIONS, True),
    w.relevant("zh-p3-028", "offtopic.true", "18路多久一班？", "票价2元。", BUS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("zh-p3-029", "diag.pass", "额外行李怎么收费？", "每件额外行李收费三百元。",
           {"f1": FLIGHT, "r1": RENTAL}, ("f1",), "pass"),
    w.diag("zh-p3-030", "diag.offtopic", "18路首班车几点发车？", "全程约50分钟。", {"b1": BUS}, ("b1",),
           "fix_generation"),
    w.diag("zh-p3-031", "diag.refused", "租车有年龄要求吗？", "抱歉，我找不到相关信息。", {"r1": RENTAL},
           ("r1",), "fix_generation"),
    w.diag("zh-p3-032", "diag.missed", "李医生哪天坐诊？", "我不知道。", {"p1": PHARMACY}, ("c1",),
           "fix_retrieval"),
    w.diag("zh-p3-033", "diag.should_refuse", "康宁药房可以用医保卡吗？", "可以，康宁药房支持医保卡结算。",
           {"p1": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
