"""The quantifier check: a claim that says "all" where the evidence, restating the same
clause, says "some" or "only" (or "none"), in six languages
(:mod:`ragmeter.text.quantifier_words`). "All classes use tablets" against "Some
classes use tablets", "모든 학생이" against "3학년 학생만", "所有学生都可以" against
"只有高三学生可以".

A stated share of the set is a quantifier by its value: "most employees" against "20 %
of the employees" (or 50 %) is a conflict, "all" against 80 % too.

The clauses are compared by their content units (:mod:`ragmeter.text.clauses`), so
word order and voice do not matter; a clause the evidence restates without any
quantifier, or with the claim's own, is never a conflict.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, coverage, units
from ragmeter.text.facts import entities
from ragmeter.text.inflection import inflection_of
from ragmeter.text.polarity_words import EXCEPT
from ragmeter.text.quantifier_words import ALL, CONFLICTS, MINORITY, MOST, NONE, ONLY, PART, QUANTIFIERS, SOME
from ragmeter.text.tokenize import is_stopword, normalize

__all__ = ["RESTATES", "quantifier_conflict", "quantifiers"]

#: a premise clause restates a claim clause when it has this share of its units (the
#: quantified noun may differ: "only seniors" against "all students")
RESTATES = 0.75

_RE = [
    (cls, re.compile(rf"(?<![\w'])(?:{latin})(?![\w'])|{cjk}")) for cls, (latin, cjk) in QUANTIFIERS.items()
]
#: a stated share of the set: "20 %", "20 percent of", "20 Prozent der"; its class is
#: by its value (0: none, up to 50: not most, above 50 and below 100: a part, 100: all)
_SHARE = re.compile(
    r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?"
    r"(?:%|％|퍼센트|(?:percent|per cent|prozent|pour cent|por ciento)(?![\w]))"
)
#: a share of the set said as a fraction, "all" after it included ("a quarter of all seats",
#: "la moitié des places", "die Hälfte aller Plätze", "la mitad de los asientos", "절반", "一半")
_FRACTIONS = {
    "a quarter": 25.0, "one quarter": 25.0, "a third": 33.0, "one third": 33.0, "half": 50.0,
    "two thirds": 67.0, "three quarters": 75.0, "un quart": 25.0, "un tiers": 33.0, "la moitié": 50.0,
    "deux tiers": 67.0, "trois quarts": 75.0, "ein viertel": 25.0, "ein drittel": 33.0, "die hälfte": 50.0,
    "zwei drittel": 67.0, "drei viertel": 75.0, "un cuarto": 25.0, "un tercio": 33.0, "la mitad": 50.0,
    "dos tercios": 67.0, "tres cuartos": 75.0, "una cuarta parte": 25.0, "la cuarta parte": 25.0,
    "una tercera parte": 33.0, "la tercera parte": 33.0, "dos terceras partes": 67.0,
    "las tres cuartas partes": 75.0, "tres cuartas partes": 75.0, "le quart": 25.0, "le tiers": 33.0,
}  # fmt: skip
_FRACTION = re.compile(
    r"(?<![\w'])(" + "|".join(sorted(_FRACTIONS, key=len, reverse=True)) + r")"
    r"(?:\s+(?:of|des|de|der|aller|von)"
    r"(?:\s+(?:all|the|tous les|toutes les|los|las|todos los|todas las))?)?(?![\w'])"
)
_EXCEPT = re.compile(EXCEPT)
_DISCOUNT_AFTER = re.compile(
    r"\s?(?:off|discount|cheaper|more|less|extra|rabatt|ermäßigung|nachlass"
    r"|de (?:réduction|remise|rabais|descuento|rebaja)|(?:de )?moins cher|más barato"
    r"|할인|인상|인하|할증|싸|비싸|折|优惠|打折|减|涨)"
)
_DISCOUNT_BEFORE = re.compile(
    r"(?:discount of|reduction of|réduction de|remise de|descuento del?|rebaja del?|um)\s?$"
)
#: "no" as an answer ("No, ..."), "no more than": not a quantifier; nor "every" of a
#: time, which says how often ("every day", "every six months", "jeden Montag", "tous
#: les jours", "cada dos semanas")
_NOT_NONE = re.compile(
    r"^no\s*[,.!]|no (?:more|less|fewer|later|earlier|longer) than"
    r"|(?<![\w'])(?:every|each|all|jeden|jede|jedes|alle|tous les|toutes les|chaque|todos los|todas las|cada)"
    r"\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|mornings?|evenings?|nights?|weekdays?|"
    r"weekends?|tag|tage|woche|wochen|monat|monate|jahr|jahre|stunden?|jours|semaines|mois|ans|années|heures"
    r"|soirs|matins|días|semanas|meses|años|horas|noches|mañanas|tardes"
    r"|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag|lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches"
    r"|lunes|martes|miércoles|jueves|viernes|sábados|domingos)(?![\w'])"
)

#: a denial right before "all" (perhaps with a preposition: "not at all of them", "nicht
#: an allen", "pas dans toutes", "no en todas")
_NOT_BEFORE = re.compile(
    r"(?<![\w'])(?:not|nicht|pas|no)\s+(?:(?:at|in|on|for|to|an|in|bei|auf|für|à|dans|pour|sur|en|a|para)\s+)?$"
    r"|(?:不是|并不是|并非|不)$"
)

#: the words after a Latin quantifier that name its set ("all *students*", "alle
#: *Schülerinnen und* Schüler"): left out where "only" is compared, since "only seniors"
#: and "all students" speak of different sets with the same predicate
RESTRICTOR_WORDS = 2
_NEXT_WORD = re.compile(r"\s+([^\W\d_][\w'-]*)")


@dataclass(frozen=True)
class _Clause:
    found: tuple[tuple[str, str], ...]  # (class, word)
    full: frozenset[str]  # the units without the quantifiers
    predicate: frozenset[str]  # ... and without the words that name the set


@lru_cache(maxsize=4096)
def quantifiers(clause: str, excepted: bool = False) -> _Clause:
    """The quantifiers of ``clause`` and its units without them; a "no" of a clause (or,
    ``excepted``, of a sentence) that makes an exception says "only"."""
    t = normalize(clause)
    skip = [(m.start(), m.end()) for m in _NOT_NONE.finditer(t)]
    found: list[tuple[str, str, int, int]] = []
    for m in _FRACTION.finditer(t):
        share = _FRACTIONS[m.group(1)]
        found.append((MINORITY if share <= 50 else PART, m.group(1), m.start(), m.end()))
        skip.append((m.start(), m.end()))
    for cls, rx in _RE:
        for m in rx.finditer(t):
            if not any(a <= m.start() < b for a, b in skip):
                # "not all", "nicht an allen", "pas tous", "并不是所有": a part, not all
                part = cls == ALL and _NOT_BEFORE.search(t[max(0, m.start() - 14) : m.start()])
                found.append((PART if part else cls, m.group(0), m.start(), m.end()))
    for m in _SHARE.finditer(t):
        before = t[max(0, m.start() - 24) : m.start()]
        if _DISCOUNT_AFTER.match(t, m.end()) or _DISCOUNT_BEFORE.search(before):
            continue  # "30% off", "30 % de réduction", "30% 할인": a price cut, no share of a set
        share = float(m.group(1).replace(",", "."))
        cls = NONE if share == 0 else MINORITY if share <= 50 else PART if share < 100 else ALL
        if share <= 100:
            found.append((cls, m.group(0), m.start(), m.end()))
    if not found:
        return _Clause((), frozenset(), frozenset())  # nothing to compare: no units needed
    if excepted or _EXCEPT.search(t):
        # "no departure except the one at 11:10", "no se devuelven, salvo si ...": only that one
        found = [(ONLY if cls == NONE else cls, w, a, b) for cls, w, a, b in found]
    spans = [(a, b) for _, _, a, b in found]
    restrictor = list(spans)
    for _, _, _, end in found:
        for _ in range(RESTRICTOR_WORDS):
            nxt = _NEXT_WORD.match(t, end)
            if nxt is None:
                break
            restrictor.append((nxt.start(1), nxt.end(1)))
            end = nxt.end()
    found.sort(key=lambda f: f[2])
    words = tuple((c, w) for c, w, _, _ in found)
    return _Clause(words, units(clause, spans).all, units(clause, restrictor).all)


#: a group cut by a number: "orders over $50", "Kinder unter 6 Jahren", "les membres de
#: plus de 65 ans", "menores de 26 años", "八人以上的团体", "65세 이상" (normalised text)
_GROUP_BOUND = re.compile(
    r"(?<![\w'])(?:over|under|above|below|more than|fewer than|less than|older than|younger than"
    r"|über|unter|mehr als|weniger als|älter als|jünger als|plus de|moins de|au-delà de"
    r"|más de|menos de|mayores de|menores de)\s+(?:\$|€|£)?\d+(?:[.,]\d+)*"
    r"|(?:\d+(?:[.,]\d+)?|[一二两三四五六七八九十百千]+)\s?[\u4e00-\u9fff가-힣]{0,2}\s?"
    r"(?:以上|以下|以内|이상|이하|미만|초과)"
)
#: a clause that speaks of a part of the set named before it
_AMONG_THEM = re.compile(
    r"그중|그 중|이 중|(?:이|그) 가운데|其中|"
    r"\b(?:dont|davon|of them|of these|de ellos|de ellas|de los cuales|de las cuales)\b"
)
#: a count in canonical text (not a share: "30%")
_COUNT = re.compile(r"(?<![\d.,])\d+(?:\.\d+)?(?![\d.,]?\d|\s?%)")


def _counted_share(clause: str, before: str) -> _Clause | None:
    """A clause that counts a part of the set the clause before counts ("45 farms take
    part, and 12 of them are organic", "周边45家农户…，其中12家获得了有机认证"): a share of
    12 in 45, read as a quantifier by its value."""
    mine = _COUNT.findall(canonical(normalize(clause)))
    whole = _COUNT.findall(canonical(normalize(before)))
    if len(mine) != 1 or len(whole) != 1 or not 0 < float(mine[0]) < float(whole[0]):
        return None
    share = 100 * float(mine[0]) / float(whole[0])
    word = f"{mine[0]} of {whole[0]}"
    full = units(clause).all
    return _Clause(((MINORITY if share <= 50 else PART, word),), full, full)


#: a premise clause cut to a group restates an "all" claim with this share of its units
#: (the group's noun may differ: "所有客人" against "八人以上的团体")
GROUP_RESTATES = 0.6


def quantifier_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim word, premise word): a quantifier of a claim clause that a premise clause
    restating it contradicts, where no restating clause has the claim's quantifier; or an
    "all" claim whose predicate the premise says of a group cut by a number ("All orders
    ship free" against "Orders over $50 ship free")."""
    excepts = bool(_EXCEPT.search(normalize(claim)))
    parts = _claim_parts(claim, excepts)
    if not parts:
        return None  # most claims: no quantifier, nothing to read in the evidence
    premise_clauses: list[str] = []
    premise: list[_Clause] = []
    for s in sentences:
        excepted = bool(_EXCEPT.search(normalize(s)))
        before = ""
        for c in clauses(s):
            premise_clauses.append(c)
            q = quantifiers(c, excepted)
            among = bool(before) and _AMONG_THEM.search(normalize(c)) is not None
            if among and all(cls == PART for cls, _ in q.found):  # (其中, 그중: a part)
                q = _counted_share(c, before) or q
            if among and q.found:
                # "그중 절반에는", "其中一半", "dont la moitié", "davon": a part of the set the
                # clause before names, which it speaks of too
                named = units(before).all
                q = replace(q, full=q.full | named, predicate=q.predicate | named)
            premise.append(q)
            before = c
    # (a name of the claim the evidence speaks of elsewhere is what "its" points back to: "all
    # the first editions of La Page Cornée" against "certaines de ses premières éditions")
    named = _named_elsewhere(claim, sentences)
    if named:
        parts = [replace(p, full=p.full - named, predicate=p.predicate - named) for p in parts]
    found = _quantifier_against(parts, premise) or _item_of_some(claim, parts, premise, premise_clauses)
    if found is not None:
        return found
    return _all_against_group(claim, parts, premise_clauses) or _all_against_restricted(
        claim, parts, sentences
    )


#: the tail of a list the comma before it cut from its clause ("All instructors speak
#: German, English and French": "English and French")
_LIST_TAIL = re.compile(
    r"^(?:[^\W\d][\w'’-]*\s+){0,3}(?:and|und|et|y|e|or|oder|ou|o)\s+[^\W\d][\w'’-]*[.!]?$"
)


def _named_elsewhere(claim: str, sentences: Sequence[str]) -> frozenset[str]:
    """The units of the claim's names of two words or more (a place's, a firm's) that the
    evidence names too."""
    names = [e for e in entities(claim) if " " in e]
    if not names:
        return frozenset()
    said = frozenset().union(*(units(s).all for s in sentences))
    return frozenset(u for e in names for u in units(e).all if u in said)


def _claim_parts(claim: str, excepts: bool) -> list[_Clause]:
    """The claim's clauses with a quantifier, each with the tail of its list."""
    parts: list[_Clause] = []
    last: _Clause | None = None
    for c in clauses(claim):
        q = quantifiers(c, excepts)
        if q.found and q.full:
            parts.append(q)
            last = q
        elif last is not None and not q.found and _LIST_TAIL.match(normalize(c).strip()):
            tail = units(c).all
            parts[-1] = last = replace(last, full=last.full | tail, predicate=last.predicate | tail)
        else:
            last = None
    return parts


#: "of them" after "some" ("einige von ihnen", "algunos de ellos", "certains d'entre eux")
_THEM = frozenset({"them", "ihnen", "ellos", "ellas", "eux", "elles"})


def _item_of_some(
    claim: str, parts: Sequence[_Clause], premise: Sequence[_Clause], premise_clauses: Sequence[str]
) -> tuple[str, str] | None:
    """An "all" claim whose words a premise clause with "all" has, but one, that a clause
    with "some" has ("All instructors speak German, English and French" against "All
    instructors speak German and English; some of them also speak French")."""
    for mine in parts:
        word = next((w for c, w in mine.found if c == ALL), None)
        if word is None:
            continue
        # (by inflection: "reçoivent" / "reçoit"; half is enough, as the rest must be found
        # in a clause that gives it to some)
        agreeing = [
            q
            for q in premise
            if ALL in {c for c, _ in q.found} and _shared(mine.full, q.full) * 2 >= len(mine.full)
        ]
        if not agreeing:
            continue
        said = frozenset().union(*(q.full for q in agreeing))
        left = frozenset(u for u in mine.full if u not in said and inflection_of(u, said) is None)
        for c in premise_clauses if left else ():
            own = quantifiers(c)  # (its own words, not the set an "of them" brings in)
            classes = {k for k, _ in own.found}
            if (
                classes
                and classes <= {SOME, MINORITY, PART, MOST}
                and own.full & left
                and own.full - _THEM <= mine.full
            ):
                return word, own.found[0][1]
            # ("... and the first 500 finishers also get a T-shirt": a group cut by a count)
            cut = None if classes else _FIRST_ONES.search(normalize(c))
            if cut is not None and any(_listed_with(u, said & mine.full, claim) for u in units(c).all & left):
                return word, cut.group(0)
    return None


def _listed_with(item: str, others: frozenset[str], claim: str) -> bool:
    """``item`` is listed in ``claim`` beside one of ``others`` ("a medal and a T-shirt",
    "奖牌和T恤"): a thing given, not the verb that gives it."""
    t = normalize(claim)
    at = t.find(item)
    if at < 0:
        return False
    before = t[max(0, at - 30) : at]
    joined = _LIST_JOIN.search(before)
    return joined is not None and any(o in before[: joined.start()] for o in others)


_LIST_JOIN = re.compile(
    r"(?:,|、|和|与|及|(?<![\w'])(?:and|und|et|y|e|sowie))\s*(?:[\w'-]+\s+){0,2}[\w'-]{0,2}$"
)


def _shared(mine: frozenset[str], theirs: frozenset[str]) -> int:
    return sum(1 for u in mine if u in theirs or inflection_of(u, theirs) is not None)


#: the first ones of a set, by a count ("the first 500 finishers", "les 100 premiers",
#: "die ersten 200", "los primeros 300", "前500名", "선착순 500명")
_FIRST_ONES = re.compile(
    r"(?<![\w'])(?:the first|die ersten|den ersten) \d+"
    r"|(?<![\w'])(?:les|los|las) \d[\d .]* (?:premiers?|premières?|primeros|primeras)(?![\w'])"
    r"|前\s?\d+\s?(?:名|位|个|人)|선착순\s?\d+"
)


def _all_against_group(
    claim: str, parts: Sequence[_Clause], premise_clauses: Sequence[str]
) -> tuple[str, str] | None:
    if _GROUP_BOUND.search(normalize(claim)):
        return None  # the claim names its own cut ("all orders over $50")
    for mine in parts:
        word = next((w for c, w in mine.found if c == ALL), None)
        if word is None:
            continue
        restating = [c for c in premise_clauses if coverage(mine.full, units(c).all) >= GROUP_RESTATES]
        if any(ALL in {c for c, _ in quantifiers(c).found} for c in restating):
            continue
        for c in restating:
            cut = _GROUP_BOUND.search(normalize(c))
            if cut is not None and not quantifiers(c).found:
                return word, cut.group(0)
    return None


def _quantifier_against(parts: Sequence[_Clause], premise: Sequence[_Clause]) -> tuple[str, str] | None:
    for mine in parts:
        classes = {c for c, _ in mine.found}
        scored = [(coverage(mine.full, q.full), coverage(mine.predicate, q.full), q) for q in premise]
        if any(f >= RESTATES and classes & {c for c, _ in q.found} for f, _, q in scored):
            continue
        for full, pred, q in sorted(scored, key=lambda x: -max(x[0], x[1])):
            for cls, word in mine.found:
                for other, said in q.found:
                    sets_may_differ = ONLY in (cls, other) and pred >= RESTATES
                    if other in CONFLICTS.get(cls, ()) and (full >= RESTATES or sets_may_differ):
                        return word, said
    return None


#: the noun an "all" quantifies ("all patients", "alle Patienten", "tous les patients",
#: "todos los pacientes", "所有患者")
_ALL_NOUN = re.compile(
    r"(?<![\w'])(?:all(?: the| of the)?|every|each|alle|allen|jeder|jede|jedes|tous les|toutes les|chaque"
    r"|todos los|todas las|cada)\s+([^\W\d_][\w'-]{2,})"
    r"|(?:所有|全部|一切)的?([\u4e00-\u9fff]{2})"
)


#: words after "all" that name no set ("alle selbst", "all together", "tous ensemble")
_NOT_NOUNS = frozenset("selbst zusammen gleich samt together alike ensemble juntos juntas".split())
_GERMAN_ALL = re.compile(r"(?:alle|allen|jeder|jede|jedes)\s")


def _capitalised(text: str, word: str) -> bool:
    """``word`` is written with a capital in ``text`` (a German noun)."""
    return re.search(rf"(?<![\w'])[A-ZÄÖÜ]{re.escape(word[1:])}(?![\w'])", text) is not None


def _all_against_restricted(
    claim: str, parts: Sequence[_Clause], sentences: Sequence[str]
) -> tuple[str, str] | None:
    """("all", the premise's restricted noun): an "all" claim whose noun a premise sentence
    that restates it cuts with a relative clause or a condition ("All patients get 10% off"
    against "Patients who bring a doctor's referral get 10% off", "Patienten mit ärztlicher
    Verordnung", "持有医生转诊单的患者"), and gives no "all" of its own."""
    word = next((w for mine in parts for c, w in mine.found if c == ALL), None)
    found = _ALL_NOUN.search(normalize(claim))
    if word is None or found is None:
        return None
    noun = found.group(1) or found.group(2)
    if found.group(1) and (
        is_stopword(noun)
        or noun in _NOT_NOUNS
        or (_GERMAN_ALL.match(found.group(0)) and not _capitalised(claim, noun))
    ):
        return None  # "sie alle selbst", "alle zusammen": no noun of a set
    stem = noun[: max(4, len(noun) - 2)] if found.group(1) else noun
    # the noun cut by a clause or "with" (a German relative clause has its comma:
    # "Mitglieder der Bibliothek" is no cut), or a Chinese noun after 的
    restriction = (
        rf"({re.escape(stem)}[\w'-]*)(?:\s+(?:who|that|qui|que|quienes|with|mit)"
        rf"|\s*,\s*(?:who|die|der|das|welche|qui|que))\b"
        if found.group(1)
        else rf"的({re.escape(noun)})"
    )
    if re.search(restriction, normalize(claim)):
        return None  # the claim cuts its own set ("all patients with a referral")
    # (of the premise, the subject that opens its sentence: "Patients who bring ...", "Los
    # pacientes que traen ...")
    cut = re.compile(rf"^(?:(?:the|die|der|les|los|las)\s+)?{restriction}" if found.group(1) else restriction)
    mine = units(claim).all
    for s in sentences:
        t = normalize(s)
        restricted = cut.search(t)
        if restricted is None or coverage(mine, units(s).all) < GROUP_RESTATES:
            continue
        theirs = _ALL_NOUN.search(t)
        if (
            theirs is not None
            and (theirs.group(1) or theirs.group(2) or "").startswith(stem)
            and not theirs.start() <= restricted.start() <= theirs.end()
        ):
            continue  # the premise's own "all" of the whole set, beside a part of it
        if found.group(2):  # (the words before 的 cut the set: "持有医生转诊单的患者")
            return word, t[max(0, restricted.start() - 8) : restricted.end()]
        return word, " ".join(t[restricted.start() :].split()[:6])
    return None
