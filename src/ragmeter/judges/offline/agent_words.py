"""Word tables of :mod:`ragmeter.judges.offline.agents`: how the six languages mark who
did something to whom (the passive auxiliary and the agent's preposition, Korean case
particles, the Chinese constructions with 由, 被 and 是…的, and Chinese verbs that
relate two parties).
"""

from __future__ import annotations

import re

__all__ = [
    "AT_PLACE",
    "BY",
    "DE_PARTICIPLE",
    "FOR",
    "IRREGULAR",
    "KO_BY",
    "KO_PARTICLES",
    "KO_PASSIVE",
    "KO_VERB_END",
    "MIDDLE_VOICE",
    "PARTICIPLE",
    "PASSIVE_AUX",
    "PRONOUNS",
    "RELATIVES",
    "ZH_FRAMES",
    "ZH_TIME",
    "ZH_VERBS",
]

#: auxiliaries of the passive ("was founded by", "wurde von ... gegründet", "a été
#: fondée par", "fue fundada por")
PASSIVE_AUX = frozenset(
    """is are was were be been being wird werden wurde wurden worden est sont fut furent été
    es son fue fueron sido""".split()
)
#: the preposition that introduces the agent of a passive
BY = frozenset({"by", "von", "durch", "par", "por"})
#: place prepositions: the name after one is where something happened, not who did it
#: or to whom ("à Dinan", "in Berlin")
AT_PLACE = frozenset("à in im at on dans en sur near bei nahe am auf cerca".split())

#: words that open a relative clause: a clause with one holds two predicates, and its
#: frame is not read ("The bakery that Anna Weber founded ... was taken over by ...")
RELATIVES = frozenset("that which who whom whose qui que dont quien quienes cuyo cuya".split())
#: pronouns stand for a party the frame cannot name: never a party of their own
PRONOUNS = frozenset(
    """he she it they him her them his its their er sie es ihm ihn il elle ils elles lui él ella ellos
    그 그녀 그들 이곳 그곳 그것 他 她 它 他们 她们 它们 该 此""".split()
)
#: Korean passive verbs ("인수되었다", "설립됐다"): the topic is the patient and the
#: noun with 에 / 에게 / 에 의해 the agent
KO_PASSIVE = r"^[가-힣]{2,}(?:되|됐|당)"
#: Korean particles -> the role of the noun they end (longest first when matched)
KO_PARTICLES: dict[str, str] = {
    # (a time or a place with a topic's particle: "공휴일에는", "주말에도", no subject)
    "에는": "dative",
    "에도": "dative",
    "에서는": "place",
    "에서": "place",
    "께서": "subject",
    "이가": "subject",
    "가": "subject",
    "이": "subject",
    "은": "topic",
    "는": "topic",
    "을": "object",
    "를": "object",
    "에게": "recipient",
    "한테": "recipient",
    "에": "dative",
}
#: what follows the stem of a Korean verb ("인수했습니다" -> "인수", "열었다" -> "열")
KO_VERB_END = r"(?:는다|했|하였|하|되었|됐|되|었|았|였|렸|습니다|니다|다).*$"

#: Chinese verbs that relate an agent to what it acts on
ZH_VERBS = (
    "创办|创立|创建|成立|建立|设立|开设|开办|收购|并购|兼并|接手|接管|举办|主办|承办|经营|管理|"
    "发明|设计|开发|发布|出版|生产|制造|击败|战胜|打败|任命|雇用|聘请|投资|赞助|收养|继承|领导|"
    "拥有|买下|购买|出售|卖给|赢得|培训|培养|指导|负责|主持|供应|供货|资助|带领|"
    # (the verbs of services: "签名由周丽华认证", "预约由许杰安排", "课程由王老师授课")
    "认证|安排|授课|讲授|主讲|讲解|审核|办理|接待|组织|策划|签发|批准|维修|修理|带队"
)


#: a verb of selling or renting said of the thing sold, with its price ("sells for $24",
#: "rents for €90 a night"): the thing is no seller
MIDDLE_VOICE = re.compile(
    r"\b(?:sells?|retails?|goes|rents?|lists?) for\s*(?:about |around |just |only )?[$€£¥₩\d]", re.IGNORECASE
)


#: English verbs whose past forms share no start with the present ("taught by" of "teaches")
IRREGULAR = {
    "taught": "teach", "led": "lead", "held": "hold", "ran": "run", "built": "build",
    "bought": "buy", "sold": "sell", "made": "make", "won": "win", "wrote": "write",
    "written": "write", "gave": "give", "given": "give", "drove": "drive", "driven": "drive",
    "took": "take", "taken": "take", "brought": "bring", "kept": "keep", "met": "meet",
    "paid": "pay", "sent": "send", "told": "tell", "chose": "choose", "chosen": "choose",
    "drew": "draw", "drawn": "draw", "spoke": "speak", "spoken": "speak", "sang": "sing",
    "sung": "sing", "began": "begin", "begun": "begin",
}  # fmt: skip

#: the endings of a past participle in English, French and Spanish ("taught" is irregular)
PARTICIPLE = re.compile(r"(?:ed|é|ée|és|ées|ado|ada|ados|adas|ido|ida|idos|idas)$")
#: a German participle of a weak verb ("eröffnet", "gegründet"), fronted before its auxiliary
DE_PARTICIPLE = re.compile(r"^(?:ge|be|er|ver|zer|ent)\w{3,}e?t$")
#: the prepositions of whom something is done for ("para la cantante Elena Prieto")
FOR = frozenset({"for", "für", "pour", "para"})
#: the words of a Korean passive's agent ("한빛농민회에 의해 열렸다")
KO_BY = frozenset({"의해", "의해서", "의하여"})
#: time phrases inside a Chinese party ("星云软件于2021年" is 星云软件)
ZH_TIME = re.compile(
    r"(?:从|自)\d{3,4}年(?:起|开始|以来)?|(?:于|在)?\d{3,4}年(?:的)?|于$"
    # ("教练王浩每周日上午10点" is 教练王浩)
    r"|(?:每(?:周|星期|个星期|天|日|月)[一二三四五六日天末]?)?(?:上午|下午|晚上|早上|中午|凌晨)?\d{1,2}(?:点|:\d\d)(?:\d{1,2}分|半)?"
    r"|每(?:周|星期|个星期)[一二三四五六日天末]|每天|每日"
)
ZH_FRAMES = [
    # X给Y供应…: X supplies Y ("阳光面包店给星河咖啡馆供应面包")
    re.compile(rf"^(?P<agent>[^给]+?)给(?P<patient>[^给]+?)(?P<place>)(?P<verb>{ZH_VERBS})"),
    re.compile(rf"^(?P<patient>.*?)由(?P<agent>.+?)(?:于.+?年)?(?:在(?P<place>.+?))?(?P<verb>{ZH_VERBS})"),
    re.compile(rf"^(?P<patient>.+?)被(?P<agent>.+?)(?:于.+?年)?(?:在(?P<place>.+?))?(?P<verb>{ZH_VERBS})"),
    re.compile(rf"^(?P<patient>.+?)是(?P<agent>.+?)(?:于.+?年)?(?:在(?P<place>.+?))?(?P<verb>{ZH_VERBS})的"),
    re.compile(
        rf"^(?P<agent>.+?)(?:于.+?年)?(?:以.+?)?(?:在(?P<place>.+?))?(?P<verb>{ZH_VERBS})了?(?P<patient>.*)$"
    ),
]
