"""The scope check: a word that makes a claim stronger than the premise it restates
("only members", "always open", "all rooms") where that premise has no word that says
the same. A claim that names its exception ("every day except Sunday") does not widen
the premise's set, so only the restricting words ("only") are checked there.
"""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.text.clauses import clauses
from ragmeter.text.facts import has_negation
from ragmeter.text.frequency import how_often, often_spans
from ragmeter.text.polarity_words import BANS, EXCEPT, ONLY_WORDS
from ragmeter.text.tokenize import content_tokens, normalize, words
from ragmeter.text.weekdays import days_named

__all__ = ["SCOPE_ALWAYS", "scope_word"]

#: the French "only" and what says it in a premise ("réservé aux membres")
_FR_ONLY_SAID = frozenset(
    "seulement uniquement seul seuls seule seules exclusivement réservé réservée réservés réservées".split()
)
#: words that make a claim stronger than a premise without them ("only members",
#: "always open", "all rooms"); each with the words that say the same in a premise
_SCOPE = {
    "only": {"only", "solely", "exclusively", "just", "alone", "sole"},
    "solely": {"only", "solely", "exclusively", "sole"},
    "exclusively": {"only", "solely", "exclusively"},
    "always": {"always", "every", "any", "anytime", "all", "24/7", "constantly", "whenever"},
    "all": {"all", "every", "each", "any", "entire", "whole", "everyone", "everything", "always"},
    "every": {"all", "every", "each", "any", "always", "daily"},
    "everyone": {"all", "every", "everyone", "everybody", "anyone", "anybody", "any"},
    "everything": {"all", "every", "everything", "anything", "any"},
    "anyone": {"anyone", "anybody", "everyone", "everybody", "all", "any", "public"},
    "anybody": {"anyone", "anybody", "everyone", "everybody", "all", "any", "public"},
    # German, French, Spanish, Korean
    "alle": {"alle", "jede", "jeder", "jedes", "sämtliche", "immer"},
    "nur": {"nur", "ausschließlich", "allein", "lediglich"},
    "immer": {"immer", "jederzeit", "stets", "alle", "jeden"},
    "tous": {"tous", "toutes", "chaque", "tout", "toujours"},
    "toutes": {"tous", "toutes", "chaque", "tout", "toujours"},
    "seulement": {"seulement", "uniquement", "seul", "seuls", "seule", "seules"},
    "uniquement": {"seulement", "uniquement", "seul", "seuls", "seule", "seules"},
    # "Seuls les membres ...": only they (the singular "seul" is as often "single")
    "seuls": _FR_ONLY_SAID,
    "seules": _FR_ONLY_SAID,
    "ausschließlich": {"nur", "ausschließlich", "allein", "lediglich"},
    "lediglich": {"nur", "ausschließlich", "allein", "lediglich"},
    "únicamente": {"solo", "sólo", "solamente", "únicamente", "exclusivamente"},
    "toujours": {"toujours", "tous", "chaque"},
    "todos": {"todos", "todas", "cada", "siempre"},
    "todas": {"todos", "todas", "cada", "siempre"},
    "solo": {"solo", "sólo", "solamente", "únicamente", "exclusivamente"},
    "sólo": {"solo", "sólo", "solamente", "únicamente", "exclusivamente"},
    "solamente": {"solo", "sólo", "solamente", "únicamente", "exclusivamente"},
    "siempre": {"siempre", "todos", "todas", "cada"},
    "모든": {"모든", "전체", "모두", "전부", "매"},
    "항상": {"항상", "언제나", "늘", "매일"},
}


_EXCEPT = re.compile(EXCEPT)
#: scope words that overrule support wherever they are added (the others only in a
#: sentence the claim restates): "always open", "anyone can"
SCOPE_ALWAYS = frozenset({"always", "anyone", "anybody", "everyone"})


#: idioms with "all" that widen nothing: "in all" (in total), "at all", "after all"
_IDIOMS = re.compile(
    r"(?<![\w'])(?:all in all|in all|all told|after all|at all|above all|first of all|all the same"
    r"|en tout|en todo|alles in allem|insgesamt"
    # a price with everything in it ("toutes taxes comprises", "all taxes included")
    r"|toutes taxes comprises|tout compris|all taxes included|all-inclusive|all inclusive|todo incluido"
    r"|todos los impuestos incluidos|alles inklusive"
    # the whole of a sum ("all their money back": in full), no set
    r"|all (?:of )?(?:their|your|his|her|its|our|my|the) money|tout (?:leur|son|votre|ton|l')\s?argent"
    r"|todo (?:su|el|tu|vuestro) dinero"
    # "not only X but also Y" adds Y; it restricts nothing
    r"|not only|nicht nur|non seulement|no solo|no sólo|no solamente)(?![\w'])"
    # "all-time", "all - star": a compound, no universal
    r"|(?<![\w'])all ?- ?(?=\w)"
)
#: a universal floated after a list the claim names one by one ("Garden waste, metal,
#: paper and glass are all accepted"): each is named, the set is no wider
_FLOATING = re.compile(
    r"(\w(?:,\s[^,.;]{1,40}){1,}\s(?:and|und|et|y)\s[^,.;]{1,40}?\s"
    r"(?:(?:are|were|sind|waren|sont|étaient|son|eran|están)\s)?)(?:all|alle|tous|toutes|todos|todas)(?![\w'])"
    # (not a time: "Monday, Tuesday and Friday all day")
    r"(?!\s+(?:day|days|week|year|night|long|morning|evening|tag|jour|día|of|the)\b)"
)
#: a universal a relative clause restricts ("anyone who isn't a member" is a non-member,
#: "alle, die vor 1990 geboren sind"): a set the clause names, no wider scope
_RESTRICTED = re.compile(
    r"(?<![\w'])(?:anyone|anybody|everyone|everybody|all those|those)\s+"
    r"(?:who|that|whose|with|without|under|over)\b"
    r"|(?<![\w'])(?:alle|jeder|jede)\s*,\s*(?:die|der|deren|dessen)\b"
    r"|(?<![\w'])(?:tous ceux|toutes celles|quiconque)\s+(?:qui|dont)\b"
    r"|(?<![\w'])(?:todos los|todas las|todo el)\s+que\b"
)
_UNIVERSAL = frozenset("all every alle tous toutes todos todas".split())
#: the premise says "only" of what the claim says "all" of (or the French "ne ... que":
#: :data:`_NE_QUE`)
_ONLY_SAID = re.compile(
    r"(?<![\w'])(?:only|exclusively|nur|ausschließlich|uniquement|seulement|solo|sólo|únicamente)(?![\w'])"
)
#: "all the others", said of what an exception leaves
_ALL_OTHERS = re.compile(
    r"(?<![\w'])(?:all (?:the )?others?|alle (?:anderen|übrigen)|tous les autres|toutes les autres"
    r"|todos los demás|todas las demás|todos los otros|todas las otras"
    r"|(?:everyone|everybody|anyone|anybody) else)(?![\w'])"
)
#: a group a premise sentence sets apart by a bound ("free for children under 10", "für
#: Kinder unter 10 Jahren", "pour les moins de 10 ans", "para menores de 10 años"): what
#: "everyone else" of the claim leaves out
_SET_APART = re.compile(
    r"(?<![\w'])(?:under|over|below|above|younger than|older than|unter|über|moins de|plus de|menores de"
    r"|mayores de|menos de|más de)\s+\d"
)
#: conjunctions made of a scope word: "siempre que" and "siempre y cuando" are "provided
#: that", not "always"
_CONJUNCTIONS = re.compile(r"\bsiempre (?:que|y cuando)\b")


#: German "nur ... nicht" says the one exception ("alle Marken, nur E-Bikes nicht"), not "only"
_NUR_NICHT = re.compile(r"\bnur(?=\s+(?:[\w-]+\s+){0,3}nicht\b)")

#: "every" of a count of a period: how often, whose number the value checks compare
#: ("every six months" where the premise says "twice a year")
_EVERY_SPAN = re.compile(
    r"(?<![\w'])(?:every|each|alle|tous les|toutes les|cada)\s+\w+\s+"
    r"(?:days|weeks|months|years|hours|minutes|tage|wochen|monate|jahre|stunden|jours|semaines|mois|ans"
    r"|heures|días|semanas|meses|años|horas|km|kilometres|kilometers|kilometer|kilomètres|kilómetros|metres"
    r"|meters|meter|mètres|metros|miles)(?![\w'])"
)


#: "only" before an amount stresses how small it is ("nur noch 6 Cent", "only $5"): the
#: value checks compare the amount; no set is narrowed
_ONLY_AMOUNT = re.compile(
    r"\b(?:only|just|nur(?: noch)?|lediglich|seulement|solo|sólo|solamente)(?=\s+(?:[$€£¥₩]\s?)?\d)"
    # ... or before one of a thing: "if you only need it for one day", "une seule journée"
    r"|\b(?:only|just)(?= (?:[\w'-]+ ){0,3}?for (?:one|a single|1)\b)"
    r"|\b(?:une seule|un seul|un solo|una sola|un único|una única|a single|one single)\b"
)


#: a ban, which an exception lifts ("verboten, außer in den Feuerstellen"; "不得" too)
_BANNED = re.compile(BANS + "|不得")


def scope_word(claim: str, al: Alignment) -> str | None:
    """A scope word of the claim that its best premise sentence does not have, nor an
    equivalent ("only" where the premise just says it, "always" where it says when)."""
    plain = _ONLY_AMOUNT.sub(" ", _NUR_NICHT.sub(" ", _CONJUNCTIONS.sub(" ", normalize(claim))))
    plain = _RESTRICTED.sub(" ", _FLOATING.sub(r"\1 ", _IDIOMS.sub(" ", plain)))
    claim_words = set(words(_EVERY_SPAN.sub(" ", plain)))
    found = [w for w in _SCOPE if w in claim_words]
    best = al.best_sentence
    if not found or best is None:
        return None
    often = how_often(claim)
    if often and often <= how_often(best.text):
        # "every month" where the premise says "monthly": how often, said another way
        t = normalize(claim)
        for a, b in sorted(often_spans(claim), reverse=True):
            t = t[:a] + " " + t[b:]
        claim_words = set(words(t))
        found = [w for w in found if w in claim_words]
    if _EXCEPT.search(normalize(claim)):
        # "every day except Sunday", "alle außer Kindern": the claim names its exception,
        # it does not widen the premise's set (the words of "only" restrict it: still checked)
        found = [w for w in found if w in ONLY_WORDS]
    near = set(words(best.text))
    # "tous les jours" where the premise says "7 jours sur 7": the same days
    days = days_named(claim)
    same_days = bool(days) and days == days_named(best.text)
    for w in found:
        if _SCOPE[w] & near or _rate(w, claim, best.normalized) or _generic(w, claim, best.normalized):
            continue
        if _said_by_another(w, claim, al):
            continue
        if same_days and w not in ONLY_WORDS:
            continue
        if w in _FR_ONLY and _NE_QUE.search(best.normalized):
            continue  # "ne ... que" is the French "only" ("ne sont ouverts qu'aux membres")
        if (
            w in ONLY_WORDS
            and _EXCEPT.search(best.normalized)
            and (has_negation(best.text) or _BANNED.search(best.normalized))
        ):
            continue  # "no se devuelven, salvo si ...", "überall verboten, außer in ...": only then
        if w in _UNIVERSAL and (_ONLY_SAID.search(best.normalized) or _NE_QUE.search(best.normalized)):
            continue  # "all of them are grown within 50 km" where only such are sold
        if w in _UNIVERSAL and _counted_all(claim, best.normalized):
            continue  # "14 study rooms, all on the second floor" where "14 study rooms on its second floor"
        if _ALL_OTHERS.search(normalize(claim)) and (
            _EXCEPT.search(best.normalized) or _SET_APART.search(best.normalized)
        ):
            continue  # "alle anderen Elektrogeräte" where all but microwaves are repaired
        return w
    return None


#: a universal floated after a count the claim names ("14 study rooms, all on the second
#: floor", "14 salles de travail, toutes situées ...", "14 salas, todas en ...")
_COUNTED_ALL = re.compile(
    r"(?<![\d.,])(\d+)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s*,\s*(?:all|alle|tous|toutes|todos|todas)(?![\w'])"
)


def _counted_all(claim: str, premise: str) -> bool:
    """A universal of the set the claim counts, where the premise gives that count: all of
    them is all the premise counts."""
    m = _COUNTED_ALL.search(normalize(claim))
    return m is not None and re.search(rf"(?<![\d.,]){m.group(1)}(?![\d.,]?\d)", premise) is not None


_FR_ONLY = frozenset({"seulement", "uniquement", "seuls", "seules"})
_NE_QUE = re.compile(r"\bn(?:e |')[^.;,]{0,40}?\bqu(?:e |'|')")


def _rate(word: str, claim: str, premise: str) -> bool:
    """ "every" or "each" of a rate the premise says with "per" ("$2.10 for every
    kilometre" / "$2.10 per kilometre", "pour chaque nuit" / "par nuit")."""
    m = re.search(rf"(?<![\w']){word}\s+(\w+)", normalize(claim))
    return (
        m is not None
        and re.search(rf"(?<![\w'])(?:per|pro|par|por|a|an|je)\s+{re.escape(m.group(1))}", premise)
        is not None
    )


#: a bare plural that opens a clause speaks of the whole set ("Groups have no more than
#: six children"); after a word of its own ("day visitors", "some groups") it does not
_CLAUSE_START = re.compile(r"(?:^|[.,;:]|\b(?:and|but|while|whereas))\s*$")


def _generic(word: str, claim: str, premise: str) -> bool:
    """ "every group" (or "each", "all groups") where the premise speaks of "groups" with
    no determiner: a bare plural says it of the whole set ("Groups are taught by two
    instructors"). English only."""
    if word not in ("every", "all", "each"):
        return False
    m = re.search(rf"(?<![\w']){word}\s+([a-z]{{3,}})", normalize(claim))
    if m is None:
        return False
    plural = _plural(m.group(1))
    for found in re.finditer(rf"(?<![\w'-]){re.escape(plural)}(?![\w'-])", premise):
        if _CLAUSE_START.search(premise[max(0, found.start() - 30) : found.start()]) and not _CUT_AFTER.match(
            premise, found.end()
        ):
            return True
    return False


#: words after a plural that cut its set ("members over 65", "guests with a card",
#: "children under 12", "visitors who ...")
_CUT_AFTER = re.compile(
    r"\s+(?:over|under|above|below|older|younger|aged|between|with|without|who|whose|that|which|from|of|in|at"
    r"|on|staying|living|booking|holding|\d)\b"
)


def _plural(noun: str) -> str:
    """The English plural of ``noun`` (a plural stays as it is: "all groups")."""
    if noun.endswith(("ss", "sh", "ch", "x", "z")):
        return noun + "es"
    if noun.endswith("s"):
        return noun
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def _said_by_another(word: str, claim: str, al: Alignment) -> bool:
    """A claim that joins two sentences ("Thomas Brandt und Aylin Demir sind die
    Fahrlehrer, wobei im Automatikwagen nur Aylin Demir unterrichtet"): the clause with
    the scope word is restated, scope word and all, by another of the best sentences."""
    own = next((c for c in clauses(claim) if word in words(c)), None)
    if own is None or own == claim:
        return False
    mine = set(content_tokens(own)) - {word}
    for k in al.ranked[1:3]:
        sentence = al.premise.sentences[k]
        near = set(words(sentence.text))
        if _SCOPE[word] & near and mine and len(mine & near) * 3 >= len(mine) * 2:
            return True
    return False
