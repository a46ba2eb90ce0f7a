"""Chinese cases of set AI: a tea house workshop, a calligraphy class, a pet clinic and a
community vegetable garden."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TEA = (
    "青石茶艺馆每周六下午两点开一节茶艺体验课，每节约两小时，学费每人一百二十元，含茶叶和茶点。"
    "课程由茶艺师林晓梅讲授，每班最多八人，部分场次提供英文讲解。"
)
CALLI = (
    "墨香书法班设在和平路18号二楼，每周二、周四晚上七点到九点上课。"
    "一个学期共十六次课，学费一千六百元，笔墨纸砚需学员自备。"
    "授课老师是退休教师王志成，助教是他的女儿王悦。"
)
PET = (
    "安心宠物医院除春节期间外每天营业，时间为上午九点至晚上九点。"
    "打疫苗需要提前一天预约，狂犬疫苗每针八十元。"
    "医院只接诊猫和狗，不接诊鸟类和爬行动物。"
)
GARDEN = (
    "阳光社区菜园共有四十块地，每块六平方米，年租金三百元。"
    "租户必须每周至少来照料一次。"
    "去年报名的有一百二十人，比前年多了三十人。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("zh-ai-001", "para.reorder", "茶艺体验课什么时候上？", "下午两点开课，每周六都有一节。", TEA, True),
    w.faith("zh-ai-002", "fmt.number", "茶艺课多少钱？", "每人120元，茶叶和茶点都包含在内。", TEA, True),
    w.faith("zh-ai-003", "fmt.time", "书法班几点上课？", "每周二、周四19:00到21:00上课。", CALLI, True),
    w.faith("zh-ai-004", "para.passive", "书法班的老师是谁？", "书法班由退休教师王志成授课。", CALLI, True),
    w.faith("zh-ai-005", "para.pronoun", "王悦在书法班做什么？", "她是书法班的助教，也是王志成老师的女儿。", CALLI, True),
    w.faith("zh-ai-006", "para.except", "宠物医院哪天不营业？", "只有春节期间不营业，其他时候每天都开门。", PET, True),
    w.faith("zh-ai-007", "fmt.unit", "每块菜地有多大？", "每块地的面积是6㎡。", GARDEN, True),
    w.faith("zh-ai-008", "wrap.attribution", "租了菜地多久要去一次？", "根据菜园的规定，租户每周至少要来照料一次。", GARDEN, True),
    w.faith("zh-ai-009", "fmt.range", "宠物医院几点营业？", "营业时间为9:00–21:00，春节期间除外。", PET, True),
    # one clear error each
    w.faith("zh-ai-010", "value.number", "茶艺课每班最多几个人？", "每班最多十人。", TEA, False),
    w.faith("zh-ai-011", "value.currency", "书法班学费多少？", "一个学期的学费是一千八百元。", CALLI, False),
    w.faith("zh-ai-012", "negation", "笔墨纸砚需要自己带吗？", "不用，学员不需要自备笔墨纸砚。", CALLI, False),
    w.faith("zh-ai-013", "role.swap", "书法班谁是老师，谁是助教？", "老师是王悦，助教是她的父亲王志成。", CALLI, False),
    w.faith("zh-ai-014", "antonym", "茶艺课一个班有多少人？", "茶艺课每班最少八人。", TEA, False),
    w.faith("zh-ai-015", "direction", "去年菜园报名人数有什么变化？", "去年报名的有一百二十人，比前年少了三十人。", GARDEN, False),
    w.faith("zh-ai-016", "quantifier", "茶艺课有英文讲解吗？", "有，所有场次都提供英文讲解。", TEA, False),
    w.faith("zh-ai-017", "modality", "租户多久要去照料一次菜地？", "租户可以每周来照料一次，不过这并不是硬性要求。", GARDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ai-018", "refusal.short", "宠物医院提供上门服务吗？", "抱歉，我不知道。", PET, True),
    w.refusal("zh-ai-019", "refusal.long", "菜园里可以养鸡吗？", "很抱歉，现有资料里没有提到菜园是否允许养鸡，我没法给出确定的答复，建议直接联系菜园管理方确认。", GARDEN, True),
    w.refusal("zh-ai-020", "refusal.hedged", "书法班一个学期有几次课？", "我不太确定，不过资料上写的是一个学期共十六次课。", CALLI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ai-021", "correct.wordy", "狂犬疫苗多少钱一针？", "在安心宠物医院打狂犬疫苗，每一针收费八十元，记得提前一天预约。", "狂犬疫苗每针八十元。", True),
    w.correct("zh-ai-022", "correct.wordy", "书法班在哪里上课？", "墨香书法班的上课地点在和平路18号，教室位于二楼。", "在和平路18号二楼。", True),
    w.correct("zh-ai-023", "correct.format", "菜园每块地的年租金是多少？", "300元/年。", "每块地年租金三百元。", True),
    w.correct("zh-ai-024", "wrong.value", "茶艺体验课每节多长时间？", "每节大约三个小时。", "每节约两小时。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ai-025", "relevant.direct", "书法课安排在哪几天？", "周二和周四的晚上七点到九点。", CALLI, True),
    w.relevant("zh-ai-026", "relevant.direct", "菜园一共能租多少块地？", "总共四十块。", GARDEN, True),
    w.relevant("zh-ai-027", "relevant.direct", "茶艺课的老师是谁？", "由茶艺师林晓梅讲授。", TEA, True),
    w.relevant("zh-ai-028", "relevant.yesno", "医院给兔子看病吗？", "不看，医院只接诊猫和狗。", PET, True),
    w.relevant("zh-ai-029", "offtopic.true", "狂犬疫苗打一针多少钱？", "医院不接诊鸟类和爬行动物。", PET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "zh-ai-030", "diag.pass", "阳光社区菜园每块地有多大？",
        "每块地六平方米。",
        {"garden-plots": GARDEN, "garden-events": "阳光社区菜园每年九月举办一次丰收节。"},
        ("garden-plots",), "pass",
    ),
    w.diag(
        "zh-ai-031", "diag.unfaithful", "青石茶艺馆的茶艺体验课学费是多少？",
        "茶艺体验课的学费是每人两百元。",
        {"tea-class": TEA, "tea-shop": "青石茶艺馆的门店还出售普洱茶和龙井茶。"},
        ("tea-class",), "fix_generation",
    ),
    w.diag(
        "zh-ai-032", "diag.missed", "安心宠物医院给猫做绝育手术要多少钱？",
        "现有资料中没有提到猫绝育手术的费用。",
        {"pet-hours": "安心宠物医院除春节期间外每天营业，时间为上午九点至晚上九点。", "pet-vaccine": "在安心宠物医院打疫苗需要提前一天预约，狂犬疫苗每针八十元。"},
        ("pet-surgery",), "fix_retrieval",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
