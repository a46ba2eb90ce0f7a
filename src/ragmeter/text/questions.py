"""What kind of answer a question asks for, and whether an answer gives one.

"When is the museum closed?" asks for a time or a day; "It is closed on Sundays."
gives one, although it shares one word with the question. :func:`question_type` reads
the question word (English, Korean, Chinese, German, French, Spanish);
:mod:`ragmeter.text.slots` names the answer's tokens that fill that slot;
:func:`is_yes_no_question`,
:func:`yes_no_start` and :func:`is_elliptic` cover "Can staff work from home?" - "Yes,
up to three days a week." and bare answers ("A pencil and your student ID.").
"""

from __future__ import annotations

import re
from enum import Enum

from ragmeter.text.requirements import ASKS_REQUIREMENT
from ragmeter.text.tokenize import normalize, words

__all__ = [
    "HOW_MANY",
    "ZH_LIKELY_YES",
    "QuestionType",
    "bare_reply",
    "bare_yes_no",
    "is_elliptic",
    "is_yes_no_question",
    "opening_yes_no",
    "question_type",
    "restriction_answer",
    "yes_no_start",
]


class QuestionType(str, Enum):
    WHEN = "a time or date"
    AGE = "an age"
    DURATION = "a duration"
    WHO = "a person or organisation"
    WHERE = "a place"
    COUNT = "a number"
    AMOUNT = "an amount or price"
    METHOD = "a way to do it"
    FREQUENCY = "how often"
    REQUIREMENT = "a condition to meet"


#: "how many", in the six languages: a count of things (a weight or a size is a number too)
HOW_MANY = r"\bhow many\b|\bwie viele[nr]?\b|\bcombien d[e']|\bcu[aá]nt[oa]s\b|몇|几|多少"

# Checked in order: the more specific phrase first ("how long" before "how", "how old"
# and "how much does it cost" before "how many" and "how do I").
_TYPES: list[tuple[QuestionType, str]] = [
    (
        QuestionType.FREQUENCY,
        r"\bhow often\b|\bhow frequently\b|\bwie oft\b|\bwie häufig\b|\btous les combien\b"
        r"|\b[àa] quelle fréquence\b|\bcombien de fois\b|\bcada cu[aá]nto\b|\bcon qu[eé] frecuencia\b"
        r"|\bcu[aá]ntas veces\b|\bsouvent\b|얼마나 자주|몇 번|多久一次|多长时间一次|多频繁|几次",
    ),
    (
        QuestionType.AGE,
        r"\bhow old\b|\b(?:at|from) what age\b|\bwhat(?: is the)? (?:minimum |maximum |min\.? |max\.? )?age\b"
        r"|\bage (?:limit|requirement|restriction)s?\b|\b(?:minimum|maximum) age\b|\bwie alt\b"
        r"|\b(?:ab|bis zu) welchem alter\b|\bwelches (?:mindest|höchst)?alter\b|\b(?:mindest|höchst)alter\b"
        r"|\bquel (?:est l'âge|âge)|\b(?:à partir de|jusqu'à) quel âge\b"
        r"|\bâge (?:minimum|minimal|maximum|limite)\b"
        r"|\bqu[eé] edad\b|\b(?:a partir de|hasta) qu[eé] edad\b|\bedad (?:m[ií]nima|m[aá]xima|l[ií]mite)\b"
        r"|\bcu[aá]ntos años (?:tiene|tienes|tienen|hay que|debo|debe|necesito|se necesitan)\b"
        r"|몇 ?(?:살|세)|나이|연령|几岁|多少岁|多大年纪|多大岁数|年龄|岁数|年纪",
    ),
    (
        QuestionType.DURATION,
        r"\bhow far in advance\b|\bhow (?:much|long) (?:notice|in advance)\b|\bcu[aá]nta antelaci[oó]n\b"
        r"|\bcon cu[aá]nto tiempo\b|\bwie (?:weit|lange) (?:im voraus|vorher)\b|얼마나 미리|며칠 전"
        r"|\b(?:for )?how many (?:days|weeks|months|years|hours|minutes|nights)\b"
        r"|\bwie viele (?:tage|wochen|monate|jahre|stunden|minuten|nächte)\b"
        r"|\bcombien (?:de |d')(?:jours|semaines|mois|ans|années|heures|minutes|nuits)\b"
        r"|\bcu[aá]nt[oa]s (?:días|semanas|meses|años|horas|minutos|noches)\b"
        r"|\bhow long\b|\bhow much time\b|\bwie"
        r" lange?\b|\bwelche dauer\b|\bcombien de temps\b|\bquelle (?:est la )?durée\b|\bdure combien\b|"
        r"\bcu[aá]nto tiempo\b|\bcu[aá]nto (?:dura|duran|tarda|tardan|tardo|se tarda)\b"
        r"|\bqu[eé] duraci[oó]n\b|\bcu[aá]l es la duraci[oó]n\b"
        # how much warranty: how long it lasts
        r"|\bhow much warranty\b|\bcu[aá]nta garant[ií]a\b|\bcombien de garantie\b|\bwie viel garantie\b"
        r"|얼마나 (?:오래|걸리|걸려|걸어|기다리|기다려|길|가|지속|유지)|얼마 ?동안"
        r"|(?:시간|기간)(?:은|이)? ?(?:얼마나|어느 ?정도)"
        r"|몇 ?(?:시간|분간|일간|일 ?동안|주 ?동안|개월|달 ?동안)"
        r"|기간|多久|多长时间|多长|(?<!哪)几(?:个)?(?:小时|钟头|天|星期|礼拜|周|月)",
    ),
    (
        QuestionType.WHEN,
        r"\bwhen\b|\bwhat (?:time|day|date|year|month|hours?)\b|\bwhich (?:day|date|year|month)\b|"
        r"\b(?:at|on|until|by) what time\b|\bwann\b|\bum wie ?viel uhr\b|\ban welchem tag\b|\bquand\b|"
        r"\b[àa] quelle heure\b|\bquel jour\b|\bcu[aá]ndo\b|\b(?:a|hasta) qu[eé] hora\b|\bqu[eé] d[ií]as?\b|"
        r"\b(?:which|what) days\b|\ban welchen tagen\b|\bwelche tage\b|\bquels jours\b|"
        # the hours of a place ("What are the visiting hours?", "Welche Öffnungszeiten ...?")
        r"\bwhat are the (?:[\w-]+ ){0,2}hours\b|\bwelche (?:[a-zäöüß]+)?zeiten\b"
        r"|\bquels sont les horaires\b|\bqu[eé] horarios?\b"
        r"|\bcu[aá]l(?:es)? (?:es|son) (?:el|los) horarios?\b|"
        r"언제|몇 ?시(?!간)|무슨 요일|며칠|什么时候|几点|哪天|哪一天|哪几天|何时|星期几|周几|哪年",
    ),
    (
        QuestionType.AMOUNT,
        r"\bhow much\b(?! (?:does|do|did) .{1,60}weigh\b)"
        r"|\bwhat(?:'s| is| are) the (?:price|cost|fee|fees|rate|charge|charges)"
        r"|\bwhat (?:does|do|did|will|would|should|might) .{1,60}(?:cost|charge)\b|\bset (?:me|us|you) back\b"
        r"|\bwie teuer\b|\bwie hoch (?:ist|sind|liegt|liegen|fällt|fallen) (?:\w+ )?\w*(?:kaution"
        r"|anzahlung|gebühr"
        r"|gebühren|preis|preise|miete|beitrag|beiträge|pacht|kosten|eintritt|betrag|zuschlag|pfand|honorar"
        r"|entgelt|tarif)\b|\bwas (?:muss|müssen|zahle|zahlt|bezahle) .{0,40}(?:zahlen|bezahlen)\b"
        r"|\bcombien\b.{0,40}\b(?:payer|paie|paient|paye|payent|payons|payez|co[uû]t\w*)\b"
        r"|\bcu[aá]nto\b.{0,30}\b(?:pagar|pago|pagas|paga|pagan|pagamos|cuesta|cuestan|cobran|sale"
        r"|costar[aáií]?a?)\b"
        r"|\bqu[eé] me (?:cobran|cobrar[aá]n|cuesta|costar[aá]|costar[ií]a|va a costar|van a cobrar)\b"
        r"|\bquel budget\b|\bcombien (?:faut-il|dois-je) (?:pr[ée]voir|compter)\b"
        r"|\bhow (?:is|are) .{1,60}(?:charged|priced|billed)\b|\bwie ?viel\b|\bwas kost(?:et|en|e)\b"
        r"|\bwie hoch (?:ist|sind) (?:die |der |das )?(?:\w+ )?(?:gebühr|gebühren|kosten|preis|miete|beitrag|"
        r"aufpreis|zuschlag)|\bwelche (?:gebühr|kosten)|"
        r"\bcombien (?:co[uû]te|co[uû]tent|est|faut)\b|(?<!\by )\b[àa] combien\b(?! d[e'])"
        r"|\bcombien (?:dois-je|devrai-je|faut-il|dois je) (?:pr[ée]voir|payer|compter|d[ée]penser)\b"
        r"|\bquel(?:le)? est (?:le|la) (?:prix|tarif"
        r"|co[uû]t|montant)\b|\bquels sont les (?:frais|tarifs|prix)\b|"
        r"\bcu[aá]nto (?:cuesta|cuestan|vale|valen|es|cobran|se paga|hay que pagar|pago)\b"
        r"|\bcu[aá]l es (?:el|la) (?:precio|costo|coste|importe|tarifa)\b|\bqu[eé] (?:precio|tarifa)\b|"
        # (not of a speed or a weight: "최고 속도가 얼마인가요", "얼마나 빨리")
        r"(?<!속도가 )(?<!속도는 )(?<!무게가 )(?<!무게는 )얼마(?!나 (?:빨리|빠르|큰|크|무거))"
        r"|(?:요금|비용|가격|수수료|금액|운임)(?:은|는|이|가)? ?(?:어떻게 (?:되|돼|책정|부과)|궁금)"
        r"|多少钱|价格|费用|(?:怎么|如何|怎样)(?:收费|计费|算钱|付费|定价|算)|收费(?:标准|多少)|花多少|要多少"
        # (a fee or a rent, then how much: "学费是多少", "年租金是多少")
        r"|(?:费|租金|票价|房价|押金|定金|罚款|罚金)(?:是|为|要|大概是|一共是)?多少(?![个位人名件张只条次天])",
    ),
    (
        QuestionType.COUNT,
        r"\bhow much (?:does|do|did) .{1,60}weigh\b|\bhow heavy\b|\bwie schwer\b|\bcombien p[eè]se\b"
        r"|\bwhat(?: is the)? weight\b|\bhow much weight\b|\bwelches gewicht\b|\bwie viel wiegt\b"
        r"|\bquel (?:est le )?poids\b|\bqu[eé] peso\b|\bcu[aá]l es el peso\b|\bcu[aá]nto peso\b"
        r"|\bcu[aá]nto pesa\b|\bcu[aá]nto (?:hay que|tengo que|debo|debe|necesito|se necesita) pesar\b"
        r"|무게|多重"
        rf"|{HOW_MANY}"
        # a size, answered by a number ("How big is Screen 1?" - "It has 320 seats.")
        r"|\bhow (?:big|large)\b|\bwie gro(?:ß|ss)\b|\bquelle (?:est la )?taille\b|\bqu[eé] tama[nñ]o\b"
        r"|\bde qu[eé] tama[nñ]o\b|얼마나 큰|규모|多大(?!年纪|岁数)"
        # a speed ("How fast can it go?" - "It is limited to 20 km/h.")
        r"|\bhow fast\b|\b(?:what|which) speed\b|\b(?:top|maximum) speed\b|\bwie schnell\b"
        r"|\bgeschwindigkeit\b|\bvitesse\b|\bvelocidad\b|얼마나 (?:빨리|빠르)|속도|多快|速度",
    ),
    (
        QuestionType.WHO,
        r"\bwho(?:m|se)?\b|\bwhich (?:person|company|firm|team|organi[sz]ation)\b|\bwer\b|\bwem\b|\bwen\b|"
        r"\bqui\b|\bqui(?:é|e)n(?:es)?\b|누가|누구|谁|哪位|哪家公司"
        # which one of the people who do a job ("¿Qué veterinario atiende a los perros?")
        r"|\b(?:which|what) (?:teacher|instructor|coach|doctor|vet|veterinarian|guide|trainer|nurse"
        r"|dentist)s?\b"
        r"|\bwelche[rsnm]? (?:arzt|ärztin|tierarzt|tierärztin|lehrer|lehrerin|trainer|trainerin|kursleiter"
        r"|kursleiterin)\b|\bquel(?:le)? (?:professeur|médecin|vétérinaire|moniteur|monitrice|entraîneur"
        r"|animateur|animatrice)\b|\bqu[eé] (?:veterinari[oa]|médic[oa]|profesor|profesora|monitor|monitora"
        r"|entrenador|entrenadora|doctor|doctora)\b|(?:어떤|어느) (?:선생님|강사|의사|수의사|코치)"
        r"|哪个(?:老师|医生|教练|大夫)",
    ),
    (
        QuestionType.WHERE,
        r"\bwhere\b|\bwhich (?:city|country|town|place|floor|room|street|building)\b|\bin what (?:city"
        r"|country)\b|"
        r"\bwo(?:hin|her)?\b|\bin welche[rm]? (?:stadt|land|ort)\b|\boù\b|\bdans quelle ville\b|"
        r"\bd[oó]nde\b|\ben qu[eé] ciudad\b|어디|어느 (?:도시|나라|곳)|哪里|哪儿|在哪|哪个城市|什么地方"
        r"|地址|주소(?:가|는)?(?: 어떻게|\?|$)",
    ),
]
_TYPES.append(
    (
        QuestionType.METHOD,
        r"\bhow (?:do|can|could|should|would|does|did|will) (?:i|you|we|one|they|someone|customers|members|"
        r"staff|people|guests|students)\b|\bhow to\b|\bwie (?:kann|könnte|muss|soll|können|müssen) (?:ich"
        r"|man|wir)\b|"
        r"\bcomment (?:puis-je|peut-on|faire|dois-je|faut-il|fait-on)\b|\bc[oó]mo (?:puedo|se puede|hago"
        r"|debo|se)\b|"
        # an infinitive or a first person after it: "Comment éviter ...", "¿Cómo reservo ...?"
        r"\bcomment (?:[a-zéèêàâîôûç]{2,}(?:er|ir|re))\b|\bc[oó]mo (?:lo |la |me )?[a-zñáéíóú]{2,}o\b|"
        # what one has to do, how one gets something ("What do I need to do to ...", "Wie komme ich an
        # einen Termin?", "¿Qué tengo que hacer para ...?")
        r"\bwhat (?:do|does|should|must) (?:i|we|you|one) (?:need to |have to )?do\b"
        r"|\bwie (?:komme|bekomme|kriege|erhalte) (?:ich|man)\b|\bwas (?:muss|soll) (?:ich|man) tun\b"
        # a verb in the first person after "wie" ("Wie beauftrage ich einen Kurier?", "Wie buche ich?")
        r"|\bwie [a-zäöüß]{3,}e ich\b"
        r"|\bqu'est-ce (?:que|qu') (?:je dois|il faut|on doit) faire\b|\bque (?:dois-je|faut-il) faire\b"
        r"|\bqu[eé] (?:tengo|tiene|hay|debo|necesito) que hacer\b|\bqu[eé] hay que hacer\b"
        # (not what comes of it: "会怎样", "어떻게 되나요"; nor how a price is reckoned, a rate:
        # "비용은 어떻게 계산돼요?", "怎么收费")
        r"|어떻게(?! ?되었| ?됐| ?되나| ?돼| ?(?:계산|책정|부과|산정))"
        r"|(?<![会將将])怎么(?!样|计算|收费|计费|算)|(?<![会將将])怎样(?!的)|(?<![会將将])如何(?!计算|收费|计费)",
    )
)
# (last: "How old must drivers be?" asks an age, "How do I qualify?" a way)
_TYPES.append((QuestionType.REQUIREMENT, ASKS_REQUIREMENT))
_TYPE_RES = [(t, re.compile(p)) for t, p in _TYPES]

_WH_WORDS = re.compile(
    r"\b(?:what|which|who|whom|whose|when|where|why|how|wer|wem|wen|wann|wo|wie|warum|welche[rmns]?|"
    r"qu'est-ce|qui|quoi|quand|où|comment|pourquoi|combien|quel(?:le)?s?|qué|qui[eé]n(?:es)?|cu[aá]ndo|"
    r"d[oó]nde|c[oó]mo|por qu[eé]|cu[aá]nt[oa]s?|cu[aá]l(?:es)?)\b|^was\b(?! (?:the|it|he|she|there|this"
    r"|that|a|an|"
    r"your|my|his|her|their|our|any)\b)"
    r"|누구|누가|무엇|뭐|언제|어디|어떻게|왜|얼마|몇|어느|무슨|什么|谁|哪|几|多少|怎么|为什么|何时|如何"
)
_EN_AUX_START = re.compile(
    r"^(?:is|are|were|am|do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had)\b"
)
_ZH_YES_NO = re.compile(r"吗[？?]?$|是否|能不能|可不可以|有没有|是不是|会不会|要不要|需不需要")


def question_type(question: str) -> QuestionType | None:
    """The kind of answer the question asks for, when its question word says."""
    q = normalize(question)
    for kind, pattern in _TYPE_RES:
        m = pattern.search(q)
        if m is None:
            continue
        if kind is QuestionType.WHEN and _EMBEDDED_WHEN.fullmatch(m.group(0)) and _OTHER_WH.match(q):
            continue  # "How will they tell me when it arrives?": the "when" of a clause inside
        return kind
    return None


#: "when" as a word alone; where the question opens with another question word, it
#: starts a clause inside the question ("What happens when I cancel?")
_EMBEDDED_WHEN = re.compile(r"when|wann|quand|cu[aá]ndo")
_OTHER_WH = re.compile(
    r"[¿\s]*(?:how|what|who|whom|where|why|which|wie|was|wer|wo|warum|welche[rsnm]?|comment|qui|où"
    r"|pourquoi|quel(?:le)?s?|que|qu'|c[oó]mo|qu[eé]|qui[eé]n|d[oó]nde|por qu[eé])\b"
)


def is_yes_no_question(question: str) -> bool:
    """A question answered by yes or no ("Can staff work from home?", "Darf man ...?",
    "직원이 재택근무를 할 수 있나요?", "员工可以在家办公吗？")."""
    q = normalize(question).strip(" ¿¡\"'")
    if _ZH_YES_NO.search(q):
        return True
    if _WH_WORDS.search(q):
        return False
    return bool(_EN_AUX_START.match(q)) or not q.isascii() or q.endswith("?")


#: a Chinese yes said as a likely possibility ("我想应该可以")
ZH_LIKELY_YES = r"应该可以|应该是的|应该能|应该没问题"
#: the words of a yes and of a no in the six languages
_YES_WORDS = (
    r"yes|yeah|yep|sure|correct|certainly|of course|absolutely|네|예|맞습니다|그렇습니다|가능합니다|"
    r"是的?|可以|能|会|对|有|ja|doch|genau|natürlich|oui|si|sí|claro|por supuesto|"
    # a yes said as a likely possibility ("아마 가능할 거예요", "我想应该可以")
    r"가능할 거예요|가능할 겁니다|가능할 것 같아요|가능해요|될 거예요|될 겁니다|"
    rf"{ZH_LIKELY_YES}|"
    r"i think so|i believe so|i guess so|probably yes|ich glaube schon|ich denke schon|vermutlich ja|"
    r"wahrscheinlich ja|je pense que oui|je crois que oui|creo que sí|supongo que sí"
)
_NO_WORDS = (
    r"no|nope|아니요|아뇨|아니오|안 됩니다|不可以|不能|不会|不对|没有|不|nein|non|"
    r"i don't think so|i do not think so|probably not|ich glaube nicht|ich denke nicht|wahrscheinlich nicht|"
    r"je ne pense pas|je ne crois pas|probablement pas|creo que no|supongo que no|probablemente no|"
    r"안 될 거예요|불가능할 거예요|应该不行|应该不可以|应该不能"
)
#: the no words that correctness reads a reply for ("불가능합니다.", "不是。"): relevancy's
#: :func:`yes_no_start` reads the others, and "not"
_NO_REPLY_WORDS = rf"{_NO_WORDS}|불가능합니다|不是"
#: the no words of a Chinese reply that relevancy reads besides those ("不是，只是建议。",
#: "不用。", "不需要，..."): a no, followed by punctuation
_ZH_NO_REPLY = r"不是|不用|不需要|不必|没必要|不行|没错|是"
_YES_NO_ANSWER = re.compile(
    rf"^[\s¡¿\"'“]*(?:{_YES_WORDS}|{_NO_WORDS}|not)(?=$|[\s,.!;:，。！、])"
    rf"|^[\s\"'“]*(?:{_ZH_NO_REPLY}|불가능합니다|아니에요|아닙니다)(?=$|[\s,.!;:，。！、])",
    re.IGNORECASE,
)
_BARE_YES_NO = re.compile(rf"^[\s¡¿\"'“]*(?:({_YES_WORDS})|({_NO_REPLY_WORDS}))[\s.!。！]*$", re.IGNORECASE)
#: a yes or no opening an answer: a Latin word followed by punctuation ("No, it is
#: closed"; "No student has to ..." is a quantifier) or, for "yes", a space; a Korean or
#: Chinese one by anything
_OPENING_YES_NO = re.compile(
    rf"^[\s¡¿\"'“]*(?:({_YES_WORDS})|({_NO_REPLY_WORDS}))"
    r"(?=$|[,.!;:，。！、]|(?<=[가-힣\u4e00-\u9fff])|(?<=yes)\s|(?<=yeah)\s|(?<=yep)\s)",
    re.IGNORECASE,
)


def bare_yes_no(text: str) -> bool | None:
    """True for a text that is only a yes ("Yes.", "Ja.", "네.", "是的。"), False for only a
    no ("No.", "Nein.", "아니요.", "不。"), else None."""
    m = _BARE_YES_NO.match(text)
    return None if m is None else m.group(1) is not None


_ZH_BARE_NO = re.compile(rf"^[\s\"'“]*(?:{_ZH_NO_REPLY})[\s.!。！]*$")


def bare_reply(text: str) -> bool:
    """``text`` is only a yes or a no, in any of the six languages ("Nein.", "아니요.",
    "不用。"): it says nothing but with its question."""
    return bare_yes_no(text) is not None or _ZH_BARE_NO.match(text) is not None


def opening_yes_no(text: str) -> bool | None:
    """Whether the text opens with a yes (True) or a no (False), else None."""
    m = _OPENING_YES_NO.match(text)
    return None if m is None else m.group(1) is not None


#: a question of whether something is allowed ("Can I ...?", "Darf man ...?", "Peut-on ...?",
#: "¿Se pueden ...?", "...해도 되나요?", "可以...吗？")
_MAY_QUESTION = re.compile(
    r"\b(?:can|may|allowed|permitted|darf|dürfen|kann|können|erlaubt|peut|peut-on|peuvent|autorisée?s?"
    r"|puede|pueden|permitid[oa]s?)\b|[가-힣]도 ?(?:되|돼)|할 수 있|가능|可以|能|允许",
    re.IGNORECASE,
)
#: an answer that opens by limiting it ("Only in the marked fire pits", "Nur in ...",
#: "Seulement ...", "Solo en ...", "只能...", "...에서만 ... 수 있고")
_ONLY_OPENING = re.compile(
    r"^\W*(?:only|just|nur|bloß|seulement|uniquement|solo|sólo|solamente|únicamente)\b|^\W*(?:只能|只有|只在|仅)"
    r"|^[^.!?。]{0,30}?만 [^.!?。]{0,12}?수 ?있",
    re.IGNORECASE,
)
#: what is allowed and what is not, said in the answer
_ALLOWED_OR_NOT = re.compile(
    r"\b(?:allowed|permitted|prohibited|forbidden|banned|erlaubt|verboten|gestattet|untersagt|interdite?s?"
    r"|autorisée?s?|permise?s?|prohibid[oa]s?|permitid[oa]s?)\b"
    r"|금지|허용|수 ?있|禁止|可以|允许|不得|不准|不能",
    re.IGNORECASE,
)


def restriction_answer(question: str, answer: str) -> bool:
    """A question of whether something is allowed, answered by where or when it is
    ("Only in the marked fire pits; everywhere else they are prohibited."): a yes with
    its limit, a direct answer."""
    return bool(
        _MAY_QUESTION.search(question) and _ONLY_OPENING.search(answer) and _ALLOWED_OR_NOT.search(answer)
    )


def yes_no_start(answer: str) -> bool:
    """The answer opens with yes or no (in one of the six languages)."""
    return bool(_YES_NO_ANSWER.match(answer))


_AUX = frozenset(
    """
    is are was were be been am has have had do does did can could will would should shall may
    might must ist sind war waren wurde wurden haben hatte wird werden kann können darf dürfen muss
    müssen est sont était ont peut peuvent doit sera es está están era fue tiene tienen
    puede pueden debe será hay fue fueron été
    """.split()
)
_FINITE_KO_ZH = re.compile(r"(?:니다|어요|아요|에요|예요|했다|한다|이다)[.!。]?$|是|有|在|了")


#: a bare answer has at most this many words
ELLIPTIC_WORDS = 6
#: articles and the commonest prepositions and conjunctions: not counted as words of a
#: bare answer ("Hasta 24 horas antes de la cita.")
_LINKING = frozenset(
    """the a an of to at in on and or de la le les el los las del du des d' l'
    der die das den dem des und et y o""".split()
)
#: the articles among them: an answer that opens with one is read as a sentence ("Die
#: Jahreskarte gilt ..."), one that opens with a preposition as a bare answer ("De marzo
#: a junio, solo los sábados.")
_ARTICLES = frozenset("the a an la le les el los las der die das den dem".split())


def is_elliptic(answer: str) -> bool:
    """A bare answer: at most :data:`ELLIPTIC_WORDS` words and no auxiliary or copula
    we know ("A pencil and your student ID.", "Montags.", "周一。")."""
    toks = words(answer)
    # (articles and the like count where they open the answer: "Die Jahreskarte gilt ...")
    if (
        not toks
        or (len(toks) if toks[0] in _ARTICLES else sum(t not in _LINKING for t in toks)) > ELLIPTIC_WORDS
    ):
        return False
    if any(t in _AUX for t in toks):
        return False
    return not _FINITE_KO_ZH.search(normalize(answer).strip())
