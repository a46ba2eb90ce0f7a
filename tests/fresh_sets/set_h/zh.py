# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, Chinese: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LIBRARY = (
    "青河市图书馆每张借书证最多可借十本书，借期为三十天。"
    "周一至周五开放时间为上午九点至晚上八点半，周末为上午十点至下午五点。"
    "儿童阅览室位于一楼东侧。"
)
FERRY = (
    "海鸥轮渡公司每天有六班船往返东港和白沙岛。"
    "单程成人票价为四十五元，六岁以下儿童免费。"
    "遇大风天气时，航班可能临时取消。"
)
VET = "安心宠物医院每天上午八点开门，晚上九点关门。猫狗疫苗接种需提前一天预约。初诊挂号费为六十元。"
CANTEEN = (
    "育才小学食堂每天中午十一点半开始供应午餐。"
    "每份午餐价格为十二元，包括一荤两素和一碗汤。"
    "对花生过敏的学生可以提前向班主任申请特殊餐。"
)
CLIMB = (
    "岩点攀岩馆的单次体验票为八十元，月卡为六百元。"
    "首次来馆的顾客必须先参加二十分钟的安全培训。"
    "场馆提供免费储物柜。"
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("zh-h-001", "refusal.plain", "图书馆可以借用笔记本电脑吗？", "抱歉，我不知道图书馆是否提供笔记本电脑借用服务。", LIBRARY, True),
    w.refusal("zh-h-002", "refusal.short", "轮渡上能带自行车吗？", "这个我无法回答。", FERRY, True),
    w.refusal("zh-h-003", "refusal.long", "安心宠物医院可以给兔子看病吗？", "感谢您的咨询！很遗憾，我目前掌握的资料中没有提到医院是否接诊兔子。建议您直接致电安心宠物医院，或在工作时间到前台咨询，工作人员会为您详细解答。希望您的宠物早日健康！", VET, True),
    w.refusal("zh-h-004", "refusal.hedged", "食堂几点开始供应午餐？", "食堂每天中午十一点半开始供应午餐，不过特殊日子可能会有调整，建议以学校通知为准。", CANTEEN, False),
    w.refusal("zh-h-005", "refusal.partial", "攀岩馆的月卡多少钱？有没有年卡？", "月卡价格为六百元。关于年卡，我在资料中没有找到相关信息。", CLIMB, False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-h-006", "relevant.direct", "去白沙岛的船票多少钱？", "成人单程四十五元，六岁以下儿童免费。", FERRY, True),
    w.relevant("zh-h-007", "relevant.yesno", "第一次去攀岩需要先培训吗？", "需要，首次来馆的顾客必须先参加二十分钟的安全培训。", CLIMB, True),
    w.relevant("zh-h-008", "offtopic.true", "每张借书证最多能借几本书？", "儿童阅览室位于一楼东侧。", LIBRARY, False),
    w.relevant("zh-h-009", "offtopic.other", "宠物医院几点关门？", "狗是人类最早驯化的动物之一，已经陪伴人类上万年。", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-h-010", "diag.offtopic", "一份午餐多少钱？", "对花生过敏的学生可以提前向班主任申请特殊餐。", {"ct1": CANTEEN, "lb1": LIBRARY}, ("ct1",), "fix_generation"),
    w.diag("zh-h-011", "diag.pass", "宠物疫苗需要提前多久预约？", "猫狗接种疫苗需要提前一天预约。", {"vt1": VET, "fr1": FERRY}, ("vt1",), "pass"),
    w.diag("zh-h-012", "diag.missed", "图书馆周末几点关门？", "抱歉，现有资料中没有图书馆周末关门时间的信息。", {"fr1": FERRY, "cl1": CLIMB}, ("lb1",), "fix_retrieval"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
