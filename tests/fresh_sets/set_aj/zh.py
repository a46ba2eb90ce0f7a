"""Chinese cases of set AJ: a Go tournament, a community swimming hall and a bicycle rental
point by a lake."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

GO = (
    "第十二届春江围棋公开赛将于10月19日至20日在市文化宫举行，共进行六轮比赛。"
    "成人组报名费为120元，少儿组为60元，冠军奖金8000元。"
    "每位棋手每局用时45分钟，超时判负。"
)
SWIM = (
    "青柳社区游泳馆除周一外，每天早上6点至晚上9点开放。"
    "单次票价30元，办十次卡只需250元。"
    "泳池长50米，入场必须佩戴泳帽，身高1.2米以下的儿童须由成人陪同。"
)
BIKE = (
    "绿道单车租赁点位于东湖南门，普通单车每小时10元，双人车每小时25元。"
    "租车须押身份证并交200元押金，押金在还车时全额退还。"
    "店长刘芳负责上午班，下午由她的弟弟刘强值班。"
    "推荐的骑行路线从南门出发，沿湖向北到达西岸码头，全长12公里。"
)

# fmt: off
FAITHFULNESS = [
    # 忠实的改写与格式
    w.faith("zh-aj-001", "para.reorder", "围棋公开赛在哪里举行？", "10月19日至20日，第十二届春江围棋公开赛将在市文化宫举行。", GO, True),
    w.faith("zh-aj-002", "para.passive", "押金能退吗？", "能，还车时200元押金会被全额退回。", BIKE, True),
    w.faith("zh-aj-003", "para.synonym", "入场对泳帽有什么规定？", "进馆游泳一定要戴泳帽。", SWIM, True),
    w.faith("zh-aj-004", "para.except", "游泳馆哪天不开？", "游泳馆只在周一不开放。", SWIM, True),
    w.faith("zh-aj-005", "fmt.number", "比赛一共几轮？", "比赛共有6轮。", GO, True),
    w.faith("zh-aj-006", "fmt.currency", "冠军能拿多少奖金？", "冠军奖金是¥8000。", GO, True),
    w.faith("zh-aj-007", "fmt.unit", "推荐的骑行路线有多长？", "推荐路线全长12千米。", BIKE, True),
    w.faith("zh-aj-008", "fmt.time", "游泳馆几点开放？", "开放时间为6:00—21:00（周一除外）。", SWIM, True),
    w.faith("zh-aj-009", "wrap.closer", "普通单车怎么收费？", "普通单车每小时10元。祝您骑行愉快！", BIKE, True),
    # 一处明显错误
    w.faith("zh-aj-010", "value.number", "比赛一共几轮？", "比赛共分八轮。", GO, False),
    w.faith("zh-aj-011", "value.currency", "少儿组报名费多少？", "少儿组报名费为80元。", GO, False),
    w.faith("zh-aj-012", "value.time", "游泳馆几点关门？", "游泳馆晚上10点关门。", SWIM, False),
    w.faith("zh-aj-013", "role.swap", "租车点谁值班？", "刘强负责上午班，下午由刘芳值班。", BIKE, False),
    w.faith("zh-aj-014", "negation", "下棋超时会怎样？", "超时不会判负。", GO, False),
    w.faith("zh-aj-015", "direction", "推荐的骑行路线怎么走？", "路线从西岸码头出发，沿湖向南到达东湖南门。", BIKE, False),
    w.faith("zh-aj-016", "modality", "进游泳馆要戴泳帽吗？", "进场时建议佩戴泳帽。", SWIM, False),
    w.faith("zh-aj-017", "added.fact", "租车需要什么？", "租车须押身份证，还可以免费借用头盔。", BIKE, False),
    w.faith("zh-aj-018", "antonym", "双人车多少钱一小时？", "双人车每小时25元，比普通单车便宜。", BIKE, False),
]

REFUSAL = [
    w.refusal("zh-aj-019", "refusal.plain", "租车点几点关门？", "抱歉，我不清楚租车点几点关门。", BIKE, True),
    w.refusal("zh-aj-020", "refusal.context", "租车点几点关门？", "根据所提供的资料，无法得知租车点的关门时间。", BIKE, True),
    w.refusal("zh-aj-021", "refusal.hedged", "双人车租一小时多少钱？", "我不太确定，不过好像是每小时25元。", BIKE, False),
]

CORRECTNESS = [
    w.correct("zh-aj-022", "correct.wordy", "冠军奖金多少？", "这届春江围棋公开赛的冠军能拿到8000元奖金。", "8000元", True),
    w.correct("zh-aj-023", "correct.wordy", "游泳馆的泳池有多长？", "说到泳池长度，青柳社区游泳馆的泳池是五十米长的。", "50米", True),
    w.correct("zh-aj-024", "correct.format", "十次卡多少钱？", "¥250", "250元", True),
    w.correct("zh-aj-025", "wrong.value", "普通单车每小时多少钱？", "普通单车每小时15元。", "10元", False),
]

RELEVANCY = [
    w.relevant("zh-aj-026", "relevant.direct", "租车点在什么地方？", "东湖南门。", BIKE, True),
    w.relevant("zh-aj-027", "relevant.direct", "游一次泳要花多少钱？", "单次票30元。", SWIM, True),
    w.relevant("zh-aj-028", "relevant.direct", "怎么才能租到车？", "押上身份证，再交200元押金就可以了。", BIKE, True),
    w.relevant("zh-aj-029", "relevant.yesno", "1.2米以下的孩子能自己进场吗？", "不能，须由成人陪同。", SWIM, True),
    w.relevant("zh-aj-030", "offtopic.true", "围棋比赛每局用时多久？", "比赛在市文化宫举行。", GO, False),
]

DIAGNOSIS = [
    w.diag("zh-aj-031", "diag.pass", "少儿组报名费多少？", "少儿组报名费是60元。", {"go-open": GO, "swim-hall": SWIM}, ("go-open",), "pass"),
    w.diag("zh-aj-032", "diag.missed", "双人车每小时多少钱？", "检索到的资料里没有双人车的价格。", {"swim-hall": SWIM, "go-open": GO}, ("bike-rental",), "fix_retrieval"),
    w.diag("zh-aj-033", "diag.correct_refusal", "游泳馆有没有桑拿房？", "资料中没有提到游泳馆是否有桑拿房，我无法回答。", {"swim-hall": SWIM}, (), "correct_refusal"),
    w.diag("zh-aj-034", "diag.offtopic", "游泳馆几点开门？", "办十次卡只需250元。", {"swim-hall": SWIM}, ("swim-hall",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
