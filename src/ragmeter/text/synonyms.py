"""Words and phrases that say the same thing, put in one form for the entailment model.

The model reads "Kids younger than 4 get in at no charge" against "Children under 4 get in
free" as a different statement, although a reader sees the same one. :func:`same_words`
rewrites a claim and its evidence so that a phrase of one group of synonyms is written the
same way on both sides; it touches a group only when both texts use it and they word it
differently, so a pair that already agrees is read exactly as written. The explicit
checks read a claim with its word groups (not its phrases) in the premises' own form
(:func:`as_theirs`), so that they see the claim's subject where the premises name it
otherwise; the verdict keeps the claim as written.

A group holds phrases of one meaning in one kind of context (a price of nothing, a ban,
an upper bound before a number), never words whose sense differs by a shade a check must
see: modality (must / may / should), direction (over / under) and negation stay apart
and are compared by the explicit checks. Six languages; the lists are general, not of a
domain. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache, partial

from ragmeter.text.leads import leads, letters, may_match

__all__ = ["PremiseForms", "as_theirs", "forms_in", "same_words"]

#: before a number, an amount of money or a number word the canonical form has turned to digits
_NUM = r"(?=\s*(?:[$€£¥₩]\s*)?\d)"
_W = r"(?<![\w-])"
_E = r"(?![\w-])"
#: not after a word that denies the bound ("not more than 8", "nicht mehr als 8", "jamais plus
#: de 8", "no más de 8": an upper bound, not "over")
_NOT_BEFORE = r"(?<!not )(?<!no )(?<!nicht )(?<!nie )(?<!pas )(?<!jamais )(?<!nunca )"
#: before a length of time ("takes 25 minutes", "lasts about two hours")
_SPAN = r"(?=\s+(?:about |around |roughly |approximately |up to |at least |only |just )?\d)"

#: a group: (pattern, replacement) pairs; every match of any of its patterns becomes its replacement
_Group = tuple[tuple[str, str], ...]


def _periods(unit: str, adverbs: str) -> _Group:
    """One unit's "per day", "each day", "every day", "daily", all "each day" (a group per
    unit: a day is no week)."""
    return (
        (rf"{_W}(?:per|each|every) {unit}{_E}", f"each {unit}"),
        (rf"{_W}(?:{adverbs}){_E}", f"each {unit}"),
    )


#: before a means of payment ("takes cards", "accepts cash")
_PAY = (
    r"(?=\s+(?:only |also |both |all )?(?:major )?(?:(?:credit|debit|bank|gift) )?"
    r"(?:cards?|cash|coins?|banknotes?|cheques?|checks?|payments?|contactless|euros?|dollars?|pounds?)\b)"
)
#: words that stand for each other wherever they stand (a word, or a bound before a number):
#: the checks read a claim with them in the premises' own form (:func:`as_theirs`)
_WORDS: tuple[_Group, ...] = (
    (
        (rf"{_W}accepts{_E}{_PAY}", "takes"),
        (rf"{_W}accept{_E}{_PAY}", "take"),
        (rf"{_W}(?:takes|take){_E}{_PAY}", r"\g<0>"),
    ),
    ((rf"{_W}kids{_E}", "children"), (rf"{_W}kid{_E}", "child"), (rf"{_W}child(?:ren)?{_E}", r"\g<0>")),
    # the tax written short in Korean and Chinese text ("VAT 포함", "含VAT")
    (
        (r"(?<![A-Za-z])(?:VAT|vat)(?![A-Za-z])(?=\s?(?:포함|별도|제외|包含|含|在内)|\s?$)", "부가가치세"),
        ("부가세", "부가가치세"),
        ("부가가치세", r"\g<0>"),
    ),
    (
        (
            rf"{_W}{_NOT_BEFORE}(?:younger than|under the age of|below the age of|less than|fewer than"
            rf"|below|under){_NUM}",
            "under",
        ),
    ),
    (
        (
            rf"{_W}{_NOT_BEFORE}(?:older than|over the age of|above the age of|more than|above|over){_NUM}",
            "over",
        ),
    ),
    ((rf"{_W}(?:at most|a maximum of|maximum of|up to|no more than|not more than|max\.?){_NUM}", "up to"),),
    (
        (
            rf"{_W}(?:at least|a minimum of|minimum of|no less than|not less than|no fewer than){_NUM}",
            "at least",
        ),
    ),
    ((rf"{_W}(?:approximately|roughly|around|about|some|circa|approx\.){_NUM}", "about"),),
    # a time something is due by ("check out no later than 10:00" / "by 10:00")
    ((rf"{_W}(?:no later than|not later than|by){_NUM}", "by"),),
    ((rf"{_W}(?:shortest possible|minimum){_E}", "minimum"),),
    ((rf"{_W}(?:longest possible|maximum){_E}", "maximum"),),
    _periods("day", "daily"),
    _periods("week", "weekly"),
    _periods("month", "monthly"),
    _periods("year", "yearly|annually"),
    (
        (rf"{_W}purchase{_E}", "buy"),
        (rf"{_W}purchases{_E}", "buys"),
        (rf"{_W}purchased{_E}", "bought"),
        (rf"{_W}purchasing{_E}", "buying"),
        (rf"{_W}(?:buy|buys|bought|buying){_E}", r"\g<0>"),
    ),
    (
        (rf"{_W}begin(s|ning)?{_E}", r"start\1"),
        (rf"{_W}began{_E}", "started"),
        (rf"{_W}start(s|ed|ing)?{_E}", r"\g<0>"),
    ),
    ((rf"{_W}(?:employees|staff members|staff){_E}", "staff"),),
    # a text message by its abbreviation, in the six languages
    ((rf"{_W}(?:an sms|an sms message|a text message|a text){_E}", "a text message"),),
    ((rf"{_W}(?:sms messages|text messages){_E}", "text messages"),),
    ((rf"{_W}(?:sms message|sms|text message){_E}", "text message"),),
    ((rf"{_W}(?:eine sms|eine textnachricht|eine kurznachricht){_E}", "eine SMS"),),
    ((rf"{_W}(?:un sms|un texto|un message texte){_E}", "un SMS"),),
    ((rf"{_W}(?:un sms|un mensaje de texto|un mensaje sms){_E}", "un mensaje de texto"),),
    ((r"(?:SMS|문자 ?메시지|문자)(?=로|를|가|[\s,.]|$)", "문자 메시지"),),
    ((r"(?:短信|手机短信|SMS短信|SMS)", "短信"),),
    ((rf"{_W}bikes{_E}", "bicycles"), (rf"{_W}bike{_E}", "bicycle"), (rf"{_W}bicycles?{_E}", r"\g<0>")),
    ((rf"{_W}grown-?ups{_E}", "adults"), (rf"{_W}grown-?up{_E}", "adult"), (rf"{_W}adults?{_E}", r"\g<0>")),
    ((rf"{_W}(?:next to|beside|adjacent to|right by){_E}", "next to"),),
    ((rf"{_W}(?<!not )(?:permitted|allowed){_E}", "allowed"),),
    ((rf"{_W}{_NOT_BEFORE}(?:jünger als|weniger als|unter){_NUM}", "unter"),),
    ((rf"{_W}{_NOT_BEFORE}(?:älter als|mehr als|über){_NUM}", "über"),),
    ((rf"{_W}(?:höchstens|maximal|bis zu|nicht mehr als|max\.){_NUM}", "maximal"),),
    ((rf"{_W}(?:mindestens|wenigstens|nicht weniger als|min\.){_NUM}", "mindestens"),),
    ((rf"{_W}(?:etwa|ungefähr|rund|circa|ca\.){_NUM}", "etwa"),),
    ((rf"{_W}(?:täglich|jeden Tag){_E}", "jeden Tag"),),
    ((rf"{_W}(?:wöchentlich|jede Woche|pro Woche){_E}", "pro Woche"),),
    (
        (
            rf"{_W}(?:Mitarbeitende|Mitarbeiterinnen und Mitarbeiter|Angestellte|Beschäftigte)n?{_E}",
            "Mitarbeiter",
        ),
        (rf"{_W}Mitarbeiter(?:n|innen)?{_E}", "Mitarbeiter"),
    ),
    ((rf"{_W}(?:Rabatt|Nachlass|Preisnachlass)(e?s?){_E}", r"Rabatt\1"),),
    (
        (
            rf"{_W}(?:Eintrittskarten|Tickets|Karten)(?=\s+(?:gibt|kann|können|sind|kosten|online|im|an|für))",
            "Tickets",
        ),
    ),
    ((rf"{_W}(?:gamins|gosses){_E}", "enfants"), (rf"{_W}enfants{_E}", "enfants")),
    ((rf"{_W}bicyclettes{_E}", "vélos"), (rf"{_W}bicyclette{_E}", "vélo"), (rf"{_W}vélos?{_E}", r"\g<0>")),
    ((rf"{_W}{_NOT_BEFORE}(?:moins de|en dessous de){_NUM}", "moins de"),),
    ((rf"{_W}{_NOT_BEFORE}(?:plus de|au-delà de|au-dessus de){_NUM}", "plus de"),),
    ((rf"{_W}(?:un maximum de|jusqu'à|jusqu’à|pas plus de|au maximum|au plus|maximum){_NUM}", "jusqu'à"),),
    ((rf"{_W}(?:au moins|un minimum de|au minimum|pas moins de|minimum){_NUM}", "au moins"),),
    ((rf"{_W}(?:environ|à peu près|approximativement){_NUM}", "environ"),),
    ((rf"{_W}(?:tous les jours|chaque jour|quotidiennement){_E}", "chaque jour"),),
    ((rf"{_W}(?:par semaine|chaque semaine|toutes les semaines){_E}", "par semaine"),),
    ((rf"{_W}(commence|débute)(nt)?{_E}", r"commence\2"),),
    (
        (rf"{_W}alumn(os|as|o|a){_E}", r"\g<0>"),
        (rf"{_W}estudiantes{_E}", "alumnos"),
        (rf"{_W}estudiante{_E}", "alumno"),
    ),
    ((rf"{_W}{_NOT_BEFORE}(?:menos de|menores de){_NUM}", "menos de"),),
    ((rf"{_W}{_NOT_BEFORE}(?:más de|mayores de){_NUM}", "más de"),),
    ((rf"{_W}(?:como máximo|como mucho|un máximo de|hasta|no más de|máximo){_NUM}", "un máximo de"),),
    ((rf"{_W}(?:al menos|como mínimo|un mínimo de|por lo menos|mínimo){_NUM}", "al menos"),),
    ((rf"{_W}(?:aproximadamente|alrededor de|unos|unas|cerca de){_NUM}", "aproximadamente"),),
    ((rf"{_W}(?:todos los días|cada día|a diario|diariamente){_E}", "todos los días"),),
    ((rf"{_W}(?:por semana|a la semana|cada semana){_E}", "por semana"),),
    ((rf"{_W}(?:empieza|comienza)(n?){_E}", r"empieza\1"),),
    ((rf"{_W}bicis{_E}", "bicicletas"), (rf"{_W}bici{_E}", "bicicleta"), (rf"{_W}bicicletas?{_E}", r"\g<0>")),
    ((rf"{_W}(?:por internet|en línea|online){_E}", "en línea"),),
    ((r"(?:어린이들|어린아이들|아이들|어린아이|아동|어린이)", "어린이"),),
    ((r"(?:주중|평일)", "평일"),),
    ((r"(?:아침 식사|아침식사|조식)", "조식"),),
    ((r"(?:숙박 요금|숙박요금|숙박비)", "숙박비"),),
    ((r"(?:어른|성인)(?=[은는이가과와도을를의]|\s)", "성인"),),
    ((r"(?:인터넷|온라인)(?=으로|에서|\s)", "온라인"),),
    ((r"(?:입장권|티켓)", "티켓"),),
    ((r"(?:网上|在线|线上)(?=[购买订预支])", "网上"),),
    ((r"(?:成年人|成人|大人)", "成人"),),
    ((r"(?:室内|屋里|屋内)", "室内"),),
    ((r"(?:抽烟|吸烟)", "吸烟"),),
    ((r"(?:최대|많아야)", "최대"),),
    ((r"(?:최소|적어도)", "최소"),),
    ((r"(?:대략|약)(?=\s*\d)", "약"),),
    ((r"(?:매일|날마다)", "매일"),),
    ((r"(?:小朋友|小孩子|孩子们|孩子|小孩|儿童|孩童)", "儿童"),),
    ((r"(?:至多|不超过|最多)", "最多"),),
    ((r"(?:至少|最少|不少于|起码)", "至少"),),
    ((r"(?:大约|大概|约)(?=\s*\d)", "大约"),),
    ((r"(?:每天|每日|天天)", "每天"),),
    ((r"(?:每周|每星期|每个星期)", "每周"),),
    ((r"(?:每月|每个月)", "每月"),),
    ((r"(?:员工|职员|工作人员)", "员工"),),
    # where one stays ("hébergement et repas compris" / "inclut le logement et les repas")
    ((rf"{_W}(?:logement|hébergement)(s?){_E}", r"hébergement\1"),),
    ((rf"{_W}(?:alojamiento|hospedaje)(s?){_E}", r"alojamiento\1"),),
    ((rf"{_W}(?:accommodation|lodging)(s?){_E}", r"accommodation\1"),),
)
#: phrases of one meaning that differ in their grammar ("costs nothing" / "is free", "no se
#: permite" / "está prohibido"): put in one form for the model only (:func:`same_words`)
_PHRASES: tuple[_Group, ...] = (
    (
        (rf"{_W}(?:does not|doesn't) cost anything{_E}", "is free"),
        (rf"{_W}(?:do not|don't) cost anything{_E}", "are free"),
        (rf"{_W}costs nothing{_E}", "is free"),
        (rf"{_W}cost nothing{_E}", "are free"),
        (
            rf"{_W}(?:free of charge|at no (?:charge|cost)|for free"
            rf"|without (?:charge|paying|payment|any charge)){_E}",
            "free",
        ),
        (rf"{_W}(?:complimentary|gratis){_E}", "free"),
        (rf"(?<!feel ){_W}free{_E}", "free"),
    ),
    (
        (rf"{_W}(is|are)n't (?:allowed|permitted){_E}", r"\1 not allowed"),
        (rf"{_W}not (?:allowed|permitted){_E}", "not allowed"),
        (rf"(?<!not ){_W}(?:forbidden|prohibited|banned){_E}", "not allowed"),
    ),
    ((rf"{_W}(?:lasts|takes){_E}{_SPAN}", "takes"), (rf"{_W}(?:last|take){_E}{_SPAN}", "take")),
    ((rf"{_W}(work|works|working) (?:from home|remotely){_E}", r"\1 remotely"),),
    (
        (rf"{_W}(?:take|taking|takes) (?:photos|pictures|photographs) of{_E}", "photographing"),
        (rf"{_W}photograph(?:ing)?{_E}", "photographing"),
    ),
    ((rf"{_W}prior to{_E}", "before"), (rf"{_W}before{_E}", "before")),
    ((rf"{_W}(?:as long as|provided that|provided|on condition that|if){_E}", "if"),),
    ((rf"{_W}on a (?:lead|leash){_E}", "on a leash"),),
    (
        (rf"{_W}(?:second[- ]hand|pre-owned){_E}", "used"),
        (rf"{_W}used(?= (?!to|by|for|in|as|on|at|with)[a-z]+s\b)", "used"),
    ),
    ((rf"{_W}inside(?=\s*(?:[.,;!?]|$))", "indoors"), (rf"{_W}indoors{_E}", "indoors")),
    ((rf"{_W}(?:around the clock|round the clock|24/7|24 hours a day){_E}", "24 hours a day"),),
    ((rf"{_W}(?:in case of rain|in the event of rain|if it rains|when it rains){_E}", "if it rains"),),
    (
        (rf"{_W}(?:does not|doesn't|will not|won't) take place{_E}", "is cancelled"),
        (rf"{_W}(?:is|will be|gets) (?:cancell?ed|called off){_E}", "is cancelled"),
    ),
    (
        (rf"{_W}is in charge of{_E}", "heads"),
        (rf"{_W}are in charge of{_E}", "head"),
        (rf"{_W}(?:leads|manages|directs|heads){_E}", "heads"),
    ),
    ((rf"{_W}(?:is|are) (?:headed|led|managed|directed) by{_E}", "is headed by"),),
    ((rf"{_W}(?:mandatory|compulsory|obligatory|required){_E}", "required"),),
    (
        (rf"{_W}(?:kostet nichts|ist gratis|ist umsonst){_E}", "ist kostenlos"),
        (rf"{_W}(?:kosten nichts|sind gratis|sind umsonst){_E}", "sind kostenlos"),
        (rf"{_W}(?:kostenlos|kostenfrei|gebührenfrei|unentgeltlich)(e[nmrs]?)?{_E}", r"kostenlos\1"),
        (rf"{_W}(?:gratis|umsonst|ohne (?:Gebühr|Kosten|Bezahlung|Entgelt)){_E}", "kostenlos"),
    ),
    (
        (rf"{_W}(?:nicht erlaubt|nicht gestattet|nicht zulässig|unzulässig|untersagt){_E}", "verboten"),
        (rf"{_W}verboten(e[nmrs]?)?{_E}", r"verboten\1"),
    ),
    (
        (
            rf"{_W}(?:erforderlich|notwendig|nötig|vorgeschrieben|obligatorisch|Pflicht)(e[nmrs]?)?{_E}",
            r"erforderlich\1",
        ),
    ),
    (
        (rf"{_W}ne coûte rien{_E}", "est gratuit"),
        (rf"{_W}ne coûtent rien{_E}", "sont gratuits"),
        (rf"{_W}(?:gratuitement|sans frais|sans payer|à titre gratuit|sans rien payer){_E}", "gratuitement"),
        (rf"{_W}gratuit(e?s?){_E}", r"gratuit\1"),
    ),
    (
        (rf"{_W}n'(est|sont) pas (?:autorisée?s?|permise?s?){_E}", r"\1 interdit"),
        (rf"{_W}interdit(e?s?){_E}", r"interdit\1"),
        (rf"{_W}défendu(e?s?){_E}", r"interdit\1"),
    ),
    ((rf"{_W}(?:obligatoire|exigée?|requise?|nécessaire|indispensable)(s?){_E}", r"obligatoire\1"),),
    (
        (rf"{_W}no cuesta nada{_E}", "es gratis"),
        (rf"{_W}no cuestan nada{_E}", "son gratis"),
        (
            rf"{_W}(?:gratis|gratuit[oa]s?|gratuitamente|sin (?:coste|costo|cargo|pagar)|de balde){_E}",
            "gratis",
        ),
    ),
    (
        (rf"{_W}no se permiten?{_E}", "está prohibido"),
        (rf"{_W}no está permitid[oa]{_E}", "está prohibido"),
        (rf"{_W}no están permitid[oa]s{_E}", "están prohibidos"),
        (rf"{_W}prohibid([oa]s?){_E}", r"prohibid\1"),
    ),
    (
        (
            rf"{_W}(?:no es (?:necesario|obligatorio)|no hace falta|no hay que"
            rf"|no se (?:necesita|requiere)){_E}",
            "no hace falta",
        ),
    ),
    (
        (rf"{_W}(?:obligatori|necesari)([oa]s?){_E}", r"obligatori\1"),
        (rf"{_W}imprescindibles?{_E}", "obligatorio"),
    ),
    # however many there are ("no matter how many people" / "regardless of the number of people")
    (
        (
            rf"{_W}(?:no matter how many|regardless of how many|regardless of the number of"
            rf"|however many){_E}",
            "regardless of how many",
        ),
    ),
    (
        (
            rf"{_W}(?:peu importe le nombre de|quel que soit le nombre de|indépendamment du nombre de"
            rf"|peu importe combien de){_E}",
            "quel que soit le nombre de",
        ),
    ),
    (
        (
            rf"{_W}(?:egal wie viele|unabhängig von der Anzahl (?:der|an)|unabhängig davon, wie viele"
            rf"|ganz gleich, wie viele){_E}",
            "unabhängig davon, wie viele",
        ),
    ),
    (
        (
            rf"{_W}(?:sin importar (?:cuántos|cuántas|el número de)|independientemente del número de"
            rf"|da igual cuántos|da igual cuántas){_E}",
            "sin importar cuántos",
        ),
    ),
    (
        (r"(?:不管|无论|不论)[\u4e00-\u9fff]{0,6}?(?:几个人|多少人|几人)", "不论人数多少"),
        (r"与[\u4e00-\u9fff]{0,6}?人数无关", "不论人数多少"),
    ),
    ((rf"{_W}(?:d'occasion|d’occasion|usagée?s?){_E}", "d'occasion"),),
    ((rf"{_W}(?:en cas de pluie|s'il pleut|s’il pleut|quand il pleut){_E}", "s'il pleut"),),
    ((rf"{_W}(?:est annulée?|n'a pas lieu|n’a pas lieu){_E}", "est annulée"),),
    ((rf"{_W}(?:est|sont) à la tête d(?:e la|u|es|e l'|e l’){_E}", "dirige la"),),
    ((rf"{_W}(?:de segunda mano|usad[oa]s?){_E}", "de segunda mano"),),
    ((rf"{_W}(?:en caso de lluvia|si llueve|cuando llueve){_E}", "si llueve"),),
    ((r"(?:무료|공짜|무상)", "무료"), (r"(?:비용|돈|요금) ?없이", "무료로")),
    (
        (
            r"([가-힣]+?)(?:비|료|요금)(?:는|은|를|을|가|이)? "
            r"(?:내지 않아도 (?:됩니다|돼요)|안 내도 (?:됩니다|돼요)|내지 않(?:습니다|아요)|안 냅니다"
            r"|들지 않(?:습니다|아요)|안 (?:듭니다|들어요))",
            r"\1는 무료입니다",
        ),
        (r"무료", "무료"),
    ),
    ((r"(?:살 수 있|구매할 수 있|구입할 수 있)", "구매할 수 있"),),
    (
        (
            r"(?:不收费|不要钱|不用花钱|不需要花钱|不花钱|无需付费|不用付费|不用付钱|无需付钱|不收钱|免费)",
            "免费",
        ),
    ),
    ((r"(?:(?<!购)买(?!单|不|家)|购买)", "购买"),),
    ((r"(?:如果下雨|要是下雨|下雨的话|遇雨|雨天|下雨时)", "下雨时"),),
    ((r"(?:不允许|不准|严禁|不许|不得(?!不)|禁止)", "禁止"),),
    ((r"使用", "用"), (r"(?<![使费信作利享采应有])用(?=[\u4e00-\u9fff])", "用")),
    ((r"(?:不用|无需|无须|不必|不需要)(?!付)", "不需要"),),
)


_Compiled = tuple[tuple[re.Pattern[str], str], ...]


@lru_cache(maxsize=2)
def _compiled(words_only: bool = False) -> tuple[_Compiled, ...]:
    groups = _WORDS if words_only else _WORDS + _PHRASES
    return tuple(tuple((re.compile(p, re.IGNORECASE), r) for p, r in group) for group in groups)


@lru_cache(maxsize=2)
def _leads_of(words_only: bool = False) -> tuple[frozenset[str] | None, ...]:
    """For each group of :func:`_compiled`, the letters its matches start with."""
    return tuple(leads(p for p, _ in group) for group in _compiled(words_only))


def _maybe(text: str, words_only: bool = False) -> list[int]:
    """The indices of the groups of :func:`_compiled` whose patterns may match ``text``
    (a cheap test before the patterns: the letters a match starts with)."""
    seen = letters(text)
    return [i for i, found in enumerate(_leads_of(words_only)) if may_match(found, seen)]


def _forms(text: str, group: _Compiled) -> set[str]:
    return {m.group(0).lower() for pattern, _ in group for m in pattern.finditer(text)}


def _rewrite(text: str, group: _Compiled) -> str:
    for pattern, replacement in group:
        text = pattern.sub(partial(_replaced, replacement), text)
    return text


def _replaced(replacement: str, m: re.Match[str]) -> str:
    return _cased(m.expand(replacement), m.group(0))


def _cased(new: str, old: str) -> str:
    """``new`` with the capital ``old`` started with ("Kids" -> "Children")."""
    return new[:1].upper() + new[1:] if old[:1].isupper() else new


#: a German noun said of women and men ("Schülerinnen und Schüler", "Schüler*innen",
#: "LehrerInnen"): the one plural the other text may use ("Schüler")
_DOUBLET = re.compile(r"\b([A-ZÄÖÜ][a-zäöüß]+)(?:innen und \1(e?n)?|[*:_/]innen|Innen)\b")


def _one_gender(text: str) -> str:
    return _DOUBLET.sub(lambda m: m.group(1) + (m.group(2) or ""), text)


def same_words(claim: str, evidence: str) -> tuple[str, str]:
    """``claim`` and ``evidence`` with each group of synonyms both use, worded apart, in one form.

    >>> same_words("Kids younger than 4 get in at no charge.", "Children under 4 get in free.")
    ('Children under 4 get in free.', 'Children under 4 get in free.')
    >>> same_words("Pets are not allowed.", "Pets are not allowed.")
    ('Pets are not allowed.', 'Pets are not allowed.')
    """
    if "innen" in claim or "innen" in evidence:
        claim, evidence = _one_gender(claim), _one_gender(evidence)
    groups = _compiled()
    for index in _maybe(claim):
        group = groups[index]
        mine = _forms(claim, group)
        if not mine:
            continue
        theirs = _forms(evidence, group)
        if theirs and not mine <= theirs:
            claim, evidence = _rewrite(claim, group), _rewrite(evidence, group)
    return claim, evidence


class PremiseForms:
    """The forms a premise text gives each group of synonyms (lower case), read for a
    group only when a claim uses it (a long document is searched for few groups)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._found: dict[int, frozenset[str]] = {}

    def of(self, index: int, group: _Compiled) -> frozenset[str]:
        found = self._found.get(index)
        if found is None:
            found = self._found[index] = frozenset(_forms(self.text, group))
        return found


def forms_in(text: str) -> PremiseForms:
    """The forms ``text`` gives each group of synonyms (for :func:`as_theirs`)."""
    return PremiseForms(text)


def as_theirs(claim: str, forms: PremiseForms) -> str:
    """``claim`` with a phrase of a group of synonyms in the one form the premises use for
    it (``forms``: :func:`forms_in` of them), for the checks that compare a claim's words
    with the premises' ("Kids younger than 5 pay $12" against "Children under 5 get in
    free": the claim speaks of the children the premise makes free). Where the premises
    word the group in more than one way, the claim stays as written.

    >>> as_theirs("Kids younger than 5 pay $12.", forms_in("Children under 5 get in free."))
    'Children under 5 pay $12.'
    """
    groups = _compiled(words_only=True)
    for index in _maybe(claim, words_only=True):
        group = groups[index]
        mine = _forms(claim, group)
        if not mine:
            continue
        theirs = forms.of(index, group)
        if len(theirs) == 1 and not mine <= theirs:
            (form,) = theirs
            for pattern, _ in group:
                claim = pattern.sub(partial(_as, form), claim)
    return claim


def _as(form: str, m: re.Match[str]) -> str:
    return _cased(form, m.group(0))
