"""Chinese cases of set AW: a tea ceremony class, a shared study room, a pet boarding house,
a Spring Festival temple fair and a community badminton hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

TEA = (
    "青岚茶舍的茶艺体验课每周日上午10点开始，时长90分钟。"
    "每位学员收费168元，费用包含茶叶和茶点。"
    "每班最多10人，需提前一天预约。"
    "授课老师林雨桐有八年茶艺教学经验。"
)
STUDY = (
    "知行共享自习室位于文华路88号三楼，每天早上7点到晚上11点开放。"
    "单次使用30元，月卡480元。"
    "室内禁止打电话，饮品只能在休息区饮用。"
)
PET = (
    "毛孩子宠物之家提供猫狗寄养服务，小型犬每晚80元，猫每晚60元。"
    "寄养的宠物必须已经接种疫苗，入住时要出示疫苗本。"
    "连续寄养满7晚可以打九折。"
)
FAIR = (
    "地坛春节庙会将于2025年1月29日至2月4日举办，每天9:00至17:00开放。"
    "门票10元，身高1.2米以下的儿童免票。"
    "今年共有120个摊位，其中一半是小吃摊。"
)
BADMINTON = (
    "阳光社区羽毛球馆共有6片场地，除周一外每天开放。"
    "白天每片场地每小时40元，晚上6点以后每小时60元。"
    "球拍可以免费借用，羽毛球需要自备。"
)

# fmt: off
FAITHFULNESS = [
    # 忠实的回答
    w.faith("zh-aw-001", "para.synonym", "茶艺课的费用包括什么？", "168元的学费里已经含了茶叶和茶点。", TEA, True),
    w.faith("zh-aw-002", "fmt.period", "茶艺课上多久？", "每节课一个半小时，周日上午10点开始。", TEA, True),
    w.faith("zh-aw-003", "fmt.time", "自习室晚上几点关门？", "自习室每天23:00关门。", STUDY, True),
    w.faith("zh-aw-004", "fmt.unit", "什么样的儿童可以免票进庙会？", "身高120厘米以下的儿童不用买票。", FAIR, True),
    w.faith("zh-aw-005", "fmt.share", "庙会的摊位里小吃摊占多少？", "小吃摊占全部摊位的50%。", FAIR, True),
    w.faith("zh-aw-006", "para.except", "羽毛球馆哪天不开？", "只有周一不开放，其他日子每天都开。", BADMINTON, True),
    w.faith("zh-aw-007", "para.reorder", "自习室在哪里？", "自习室在三楼，地址是文华路88号。", STUDY, True),
    w.faith("zh-aw-008", "wrap.hedge", "自习室月卡多少钱？", "自习室的月卡应该是480元。", STUDY, True),
    w.faith("zh-aw-009", "fmt.date", "庙会什么时候举办？", "庙会时间是2025.1.29—2025.2.4。", FAIR, True),
    w.faith("zh-aw-010", "wrap.opener", "打羽毛球要自己带什么？", "好问题！球拍可以免费借用，不过羽毛球得自己带。", BADMINTON, True),
    # 有一处错误的回答
    w.faith("zh-aw-011", "value.number", "羽毛球馆有几片场地？", "馆里一共有8片场地。", BADMINTON, False),
    w.faith("zh-aw-012", "value.time", "晚上几点以后场地涨价？", "晚上7点以后每小时60元。", BADMINTON, False),
    w.faith("zh-aw-013", "value.currency", "猫寄养一晚多少钱？", "猫每晚60美元。", PET, False),
    w.faith("zh-aw-014", "antonym", "茶艺课每班有多少人？", "每班最少10人。", TEA, False),
    w.faith("zh-aw-015", "modality", "入住时一定要带疫苗本吗？", "疫苗本带不带都行，看主人方便。", PET, False),
    w.faith("zh-aw-016", "role.swap", "猫和小型犬寄养各多少钱？", "猫每晚80元，小型犬每晚60元。", PET, False),
    w.faith("zh-aw-017", "negation", "球拍需要自己带吗？", "球拍不能借用，需要自己带。", BADMINTON, False),
    w.faith("zh-aw-018", "added.entity", "谁教茶艺课？", "茶艺课由林雨桐老师和助教王晓晨一起授课。", TEA, False),
    w.faith("zh-aw-019", "direction", "寄养多久可以打折？", "寄养不满7晚就能打九折。", PET, False),
]

REFUSAL = [
    w.refusal("zh-aw-020", "refusal.long", "茶艺课可以带小孩参加吗？", "很抱歉，我查看了青岚茶舍茶艺课的资料，里面只介绍了上课时间、费用、人数和老师，并没有提到能不能带小孩参加，所以这个问题我没法回答。", TEA, True),
    w.refusal("zh-aw-021", "refusal.plain", "自习室有储物柜吗？", "抱歉，我不知道自习室有没有储物柜。", STUDY, True),
    w.refusal("zh-aw-022", "refusal.hedged", "庙会门票多少钱？", "我不太确定，不过门票好像是10元。", FAIR, False),
]

CORRECTNESS = [
    w.correct("zh-aw-023", "correct.wordy", "庙会每天几点开门？", "地坛春节庙会举办期间每天早上9点开门，一直开到下午5点。", "每天9:00开门。", True),
    w.correct("zh-aw-024", "correct.wordy", "自习室单次使用多少钱？", "在知行共享自习室，如果不办月卡，每次使用收费30元。", "30元一次。", True),
    w.correct("zh-aw-025", "correct.format", "晚上打羽毛球每小时多少钱？", "¥60/小时", "晚上6点以后每小时60元。", True),
    w.correct("zh-aw-026", "wrong.value", "茶艺课每班最多几个人？", "每班最多12人。", "每班最多10人。", False),
]

RELEVANCY = [
    w.relevant("zh-aw-027", "relevant.direct", "自习室在哪儿？", "文华路88号三楼。", STUDY, True),
    w.relevant("zh-aw-028", "relevant.direct", "狗狗寄养一晚要花多少？", "小型犬80元一晚。", PET, True),
    w.relevant("zh-aw-029", "relevant.direct", "怎么报名茶艺课？", "提前一天预约就行。", TEA, True),
    w.relevant("zh-aw-030", "relevant.yesno", "羽毛球馆周一开门吗？", "不开，周一闭馆。", BADMINTON, True),
    w.relevant("zh-aw-031", "offtopic.true", "庙会什么时候举办？", "今年共有120个摊位。", FAIR, False),
]

DIAGNOSIS = [
    w.diag("zh-aw-032", "diag.pass", "猫寄养一晚多少钱？", "猫寄养每晚60元。", {"pet-boarding": PET, "study-room": STUDY}, ("pet-boarding",), "pass"),
    w.diag("zh-aw-033", "diag.missed", "羽毛球馆白天每小时多少钱？", "抱歉，资料里没有羽毛球馆的收费信息。", {"tea-class": TEA, "spring-fair": FAIR}, ("badminton-hall",), "fix_retrieval"),
    w.diag("zh-aw-034", "diag.correct_refusal", "宠物之家提供上门接送吗？", "资料里没有提到接送服务，我无法回答。", {"pet-boarding": PET}, (), "correct_refusal"),
    w.diag("zh-aw-035", "diag.unfaithful", "自习室早上几点开门？", "自习室每天早上9点开门。", {"study-room": STUDY}, ("study-room",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
