"""Polarity of a clause: whether it is negated, and which pole of a state it asserts
(open / closed, allowed / forbidden, free / paid, required / optional), with negation
applied ("n'ouvre pas" is closed, "nicht erlaubt" is forbidden, "수 없다" is not
allowed). English, German, French, Spanish, Korean and Chinese; the word tables are
in :mod:`ragmeter.text.polarity_words`.

:func:`polarity_conflict` compares a claim with the sentences it restates: a state
the evidence gives the other pole for the same thing ("open on Mondays" against
"closed on Mondays"), or, for a clause without such a state, a negation only one side
has. A negated state that means its opposite pole agrees ("is not allowed" against
"is forbidden", "n'ouvre pas" against "fermé"): the comparison is of values, never of
the words that carry them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ragmeter.text.clauses import Units, clauses, coverage, units
from ragmeter.text.leads import leads, letters, may_match
from ragmeter.text.polarity_words import (
    COMPARATIVE_AFTER,
    EVERY_DAY,
    EXCEPT,
    FOCUS_AFTER,
    FR_NE_PARTNERS,
    NEGATORS,
    STATES,
    UNTIL,
    WEEKDAYS,
    ZH_BOUND,
    menos_bound,
)
from ragmeter.text.tokenize import is_cjk, normalize
from ragmeter.text.weekdays import day_set

__all__ = ["Conflict", "Mark", "Reading", "negated", "polarity_conflict", "read", "state_word"]

_LATIN_NEG = re.compile(
    r"(?<![\w'])(?:" + "|".join(NEGATORS[k] for k in ("en", "de", "fr", "es")) + r")(?![\w'])"
)
_CJK_NEG = re.compile(NEGATORS["ko"] + "|" + NEGATORS["zh"])
_ZH_BOUND = re.compile(ZH_BOUND)
_EXCEPT = re.compile(EXCEPT)
_EVERY_DAY = re.compile(EVERY_DAY)
_WEEKDAYS = re.compile(WEEKDAYS)
_FR_NE = re.compile(r"(?<![\w'])(?:ne|n')")
_FR_PARTNER = re.compile(r"(?<![\w'])(?:" + "|".join(sorted(FR_NE_PARTNERS)) + r")(?![\w'])")
_NEXT_WORD = re.compile(r"\s*([\w']+)")
#: standalone French words that negate only after "ne" ("plus", "rien", "personne")
_NE_ONLY = frozenset({"plus", "rien", "personne", "guère", "point"})
#: the second part of a negated pair ("No se permite comida ni bebida"): no second negation
_CORRELATIVE = frozenset({"ni", "nor"})
#: Spanish words of negative concord: after "no" they repeat its negation
_CONCORD = frozenset("nada nunca nadie ningún ninguno ninguna ningunos ningunas tampoco jamás".split())
_CONCORD_WORD = re.compile(r"(?<![\w'])(?:" + "|".join(sorted(_CONCORD)) + r")(?![\w'])")
#: "without" right before a state: that state denied ("without paying" is free)
_WITHOUT = re.compile(r"(?<![\w'])(?:without|sans|ohne|sin)\s+(?:zu\s+|de\s+)?$")
#: "than", "als", "que", "de": a comparative that goes on to its standard is a bound
_THAN = frozenset({"than", "als", "que", "de", "del", "à"})


def _pattern(latin: str, cjk: str) -> re.Pattern[str]:
    return re.compile(rf"(?:(?<![\w'])|(?<=\b[lndjmstc]'))(?:{latin})(?![\w'])|{cjk}")


_STATE_RE = [
    (state, pole, _pattern(*STATES[state][0 if pole else 1])) for state in STATES for pole in (True, False)
]
#: the letters each state's words start with (a cheap test before its pattern)
_STATE_LEADS = [leads([rx]) for _, _, rx in _STATE_RE]


@dataclass(frozen=True)
class Mark:
    """A state a clause asserts: ``pole`` is the pole after negation (True: open,
    allowed, free, required), ``said`` the words, ``negated`` whether a negation
    turned the word's own pole."""

    state: str
    pole: bool
    said: str
    negated: bool


@dataclass(frozen=True)
class Reading:
    text: str
    negators: tuple[str, ...]
    marks: tuple[Mark, ...]
    #: content units without the negations and state words; ``full``: with the state words
    units: Units
    full: Units
    #: its sentence makes an exception ("except on the terrace"): no evidence of a pole
    excepted: bool = False
    #: the units of the premise sentence it is a clause of (a clause of a few words,
    #: "électricité non comprise", speaks of what the rest of its sentence names)
    around: frozenset[str] = frozenset()

    @property
    def negated(self) -> bool:
        return len(self.negators) % 2 == 1


def _states(t: str) -> list[tuple[str, bool, int, int]]:
    seen = letters(t)
    found = [
        (s, p, m.start(), m.end())
        for (s, p, rx), lead in zip(_STATE_RE, _STATE_LEADS, strict=True)
        if may_match(lead, seen)
        for m in rx.finditer(t)
    ]
    found.sort(key=lambda f: (f[2], -(f[3] - f[2])))
    out: list[tuple[str, bool, int, int]] = []
    for f in found:  # the longest of overlapping matches ("free of charge", not "charge")
        if not out or f[2] >= out[-1][3]:
            out.append(f)
    return out


def _negators(t: str, taken: Sequence[tuple[int, int]]) -> list[tuple[str, int, int]]:
    """The negating words of normalised text ``t`` (not inside ``taken`` spans, not a
    bound such as "not more than", not focus such as "not only")."""
    bounds = [(m.start(), m.end()) for m in _ZH_BOUND.finditer(t)]
    inside = [*taken, *bounds]
    out: list[tuple[str, int, int]] = []
    for m in _LATIN_NEG.finditer(t):
        word = m.group(0)
        if t.startswith("-", m.end()):
            continue  # "non-members", "no-show": a kind of thing, not a negation
        nxt = _NEXT_WORD.match(t, m.end())
        if nxt is not None and nxt.group(1) in FOCUS_AFTER:
            continue
        if word in _CORRELATIVE and out:
            continue  # "no ... ni", "ne ... ni", "not ... nor": one negation of both
        if word in _CONCORD and any(w == "no" for w, _, _ in out):
            continue  # "no cuesta nada", "no viene nunca": one negation, said twice
        if not _bound(t, m.end()):
            out.append((word, m.start(), m.end()))
    for m in _FR_PARTNER.finditer(t):
        if m.group(0) in _NE_ONLY and _FR_NE.search(t[max(0, m.start() - 40) : m.start()]):
            out.append((m.group(0), m.start(), m.end()))
    for m in _CJK_NEG.finditer(t):
        if not any(a <= m.start() < b for a, b in inside):
            out.append((m.group(0), m.start(), m.end()))
    return [n for n in out if not any(a <= n[1] and n[2] <= b for a, b in taken)]


def _bound(t: str, end: int) -> bool:
    """A comparative within two words after ``end``, followed by its standard ("not
    more than 4", "no later than", "nicht mehr als", "pas plus de"): a bound."""
    for _ in range(2):
        nxt = _NEXT_WORD.match(t, end)
        if nxt is None:
            return False
        if nxt.group(1) in COMPARATIVE_AFTER:
            then = _NEXT_WORD.match(t, nxt.end())
            return then is None or then.group(1) in _THAN or then.group(1)[0].isdigit()
        end = nxt.end()
    return False


@lru_cache(maxsize=4096)
def read(clause: str, clocks: bool = False) -> Reading:
    """The polarity of one clause (``clocks``: a clock time is one unit, as
    :func:`polarity_conflict` compares them: "14:00" and "22:00" share no "00")."""
    t = normalize(clause)
    states = _states(t)
    spans = [(a, b) for _, _, a, b in states]
    negs = _negators(t, spans)
    odd = len(negs) % 2 == 1
    withouts = [_WITHOUT.search(t, max(0, a - 16), a) for _, _, a, _ in states]
    marks = tuple(
        Mark(s, p != (odd != (w is not None)), t[a:b], odd != (w is not None))
        for (s, p, a, b), w in zip(states, withouts, strict=True)
    )
    # (the "without" that denies a state is part of its polarity, not content)
    neg_spans = [(a, b) for _, a, b in negs] + [(w.start(), w.end()) for w in withouts if w is not None]
    if any(w == "no" for w, _, _ in negs):  # ... and the words of negative concord ("no ... nada")
        neg_spans += [(m.start(), m.end()) for m in _CONCORD_WORD.finditer(t)]
    return Reading(
        clause,
        tuple(w for w, _, _ in negs),
        marks,
        units(clause, spans + neg_spans, clocks=clocks),
        units(clause, neg_spans, clocks=clocks),
    )


def state_word(word: str) -> bool:
    """Whether ``word`` names a pole of one of the states (open, allowed, free, required)."""
    t = normalize(word)
    return any(m.start() == 0 and m.end() == len(t) for _, _, rx in _STATE_RE for m in rx.finditer(t))


def negated(text: str) -> bool:
    """Whether an odd number of negations stands in ``text`` (bounds such as "not more
    than" and focus such as "not only" are no negation)."""
    return read(text).negated


@dataclass(frozen=True)
class Conflict:
    """What :func:`polarity_conflict` found: ``kind`` "negation" (one side negates the
    same state or statement; ``side`` says which) or "antonym" (the other pole)."""

    kind: str
    mine: str
    theirs: str
    side: str = ""


def polarity_conflict(
    claim: str, sentences: Sequence[str], lead: frozenset[str] = frozenset()
) -> Conflict | None:
    """The first clause of ``claim`` whose state or negation the clauses of
    ``sentences`` (the evidence it restates) say the other way, or None. ``lead``: the
    units of the sentence that opens the evidence's document, what it is about (a claim
    may name it where a clause leaves it out: "Floods are covered by the HomeSafe policy"
    against "The HomeSafe policy covers fire ... Damage caused by floods is not covered")."""
    if not _polar(claim) and not any(_polar(s, states=False) for s in sentences):
        return None  # nothing negated and no state in the claim: nothing to compare
    premise = [r for s in sentences for r in _sentence_readings(s)]
    if not premise:
        return None
    for mine in _claim_readings(claim):
        found = _state_conflict(mine, premise, lead)
        if found is None and not _state_shared(mine, premise):
            found = _negation_conflict(mine, premise, lead)
        if found is not None:
            return found
    return None


def _claim_readings(claim: str) -> list[Reading]:
    """The readings of the claim's clauses, a predicate cut off by an inserted phrase
    with its subject (see :func:`_subject_of`)."""
    out: list[Reading] = []
    for c in clauses(claim):
        r = read(c, clocks=True)
        if out and r.marks and not r.units.all:
            r = _subject_of(r, c, out)
        out.append(r)
    return out


def _subject_of(r: Reading, clause: str, before: Sequence[Reading]) -> Reading:
    """A clause with a state and no content of its own speaks of what the clause before
    it does ("... is recommended, but not required", "但不是必需的"); one that opens with
    its verb is the predicate of the clauses before it, cut off by an inserted phrase
    ("Visits during lunch, from 12:00 to 13:00, are not permitted")."""
    if _BARE_PREDICATE.match(normalize(clause)) and len(before) > 1:
        ordered = tuple(u for b in before for u in b.units.ordered)
        full = tuple(u for b in before for u in b.full.ordered)
        return replace(
            r,
            units=replace(r.units, ordered=ordered, topic=before[0].units.topic),
            full=replace(r.full, ordered=full, topic=before[0].full.topic),
        )
    return replace(r, units=before[-1].units, full=before[-1].full)


#: a clause that opens with a finite verb: no subject of its own
_BARE_PREDICATE = re.compile(
    r"^(?:is|are|was|were|will|must|may|can|cannot|should|has|have|ist|sind|war|waren|wird|werden|muss|"
    r"müssen|kann|können|darf|dürfen|est|sont|était|doit|doivent|peut|peuvent|es|son|está|están|debe|"
    r"deben|puede|pueden)\b"
)


def _excepts(text: str) -> bool:
    """``text`` (normalised) excepts something from what it says."""
    return any(not menos_bound(text, m) for m in _EXCEPT.finditer(text))


@lru_cache(maxsize=1024)  # a premise sentence is read for each claim it may restate
def _sentence_readings(sentence: str) -> tuple[Reading, ...]:
    """The readings of a premise sentence's clauses (a clause with a state and no
    content of its own: :func:`_subject_of`)."""
    excepted = _excepts(normalize(sentence))
    around = units(sentence).all
    out: list[Reading] = []
    for c in clauses(sentence):
        r = replace(read(c, clocks=True), excepted=excepted, around=around)
        if out and not r.negated and len(c.split()) <= 1 and not is_cjk(c):
            continue  # a lone verb cut off by a particle ("..., können aber bis ..."): no clause
        if out and r.marks and not r.units.all:
            r = _subject_of(r, c, out)
        elif out and r.negated and _ELIDED_NEGATION.match(normalize(c)) and len(r.units.all) <= _ELIDED_UNITS:
            # "El pase incluye un viaje, pero no las exposiciones": the verb is the clause
            # before's, denied of what this one names
            r = _with_topic(r, out[-1].units.all)
            if not r.marks and out[-1].marks:  # its states too, the other way round
                r = replace(r, marks=tuple(replace(m, pole=not m.pole, negated=True) for m in out[-1].marks))
        elif out and r.negated and _ELIDED_VERB.search(normalize(c)):
            # "Some breads contain nuts, but the rye bread does not": the verb phrase is the
            # clause before's, denied of this clause's subject
            r = _with_predicate(r, out[-1])
        elif out and r.negated and _negation_leads(c) and not out[0].units.topic & r.units.all:
            r = _with_topic(r, out[0].units.topic)  # "..., but does not cover floods"
        elif out and r.marks and _opens_with_state(c, r):
            # "The plan costs €34.90 a month and includes a router at no extra charge": the
            # second verb's subject is the first clause's, which it leaves out
            r = _with_topic(r, _subject_units(out[-1]))
        out.append(r)
    return tuple(out)


_CONNECTIVE = re.compile(r"^(?:and|but|und|aber|et|mais|y|pero|e)\s+")


def _without_connective(clause: str) -> str:
    """``clause`` normalised, without the "and" or "but" it opens with."""
    return _CONNECTIVE.sub("", normalize(clause).strip())


def _subject_units(r: Reading) -> frozenset[str]:
    """The units of ``r``'s words before its first state (its subject), else its topic."""
    t = normalize(r.text)
    i = min((t.find(m.said) for m in r.marks if t.find(m.said) > 0), default=-1)
    return units(t[:i]).all if i > 0 else r.units.topic


def _opens_with_state(clause: str, r: Reading) -> bool:
    """A Latin clause whose first word (after a connective) is one of its states' words:
    a verb with no subject of its own ("includes a router", "kostet 5 €")."""
    if is_cjk(clause):
        return False
    t = _without_connective(clause)
    return any(t.startswith(m.said) for m in r.marks)


#: a clause that opens with its negation (after a connective and a pronoun at most) has
#: its subject in the clause before it ("but it does not cover", "但不承保", "aber nicht")
_NEGATION_LEADS = re.compile(
    r"^(?:(?:but|and|yet|aber|doch|mais|pero|sin embargo|但是?|而|却|하지만|그러나)[\s,，]*)?"
    r"(?:(?:it|they|he|she|es|sie|er|il|elle|ils|elles)\s+)?(?:(?:does|do|did|is|are|was|were|will|can|ist|sind|"
    r"wird|n'|ne)\s*)?(?:not|no|nicht|kein\w*|pas|不|没|未)"
)


#: a clause of a connective and a negation before a noun, its verb left out ("but not the
#: temporary exhibitions", "aber nicht die Sauna", "mais pas les serviettes", "pero no las
#: exposiciones"), with this many content units at most
_ELIDED_NEGATION = re.compile(
    r"^(?:but|aber|mais|pero)?[\s,]*(?:not|nicht|pas|no)\s+"
    # (a place or a time before the thing: "pero no en la exterior", "but not on the terrace")
    r"(?:(?:in|on|at|for|during|en|a|para|por|durante|dans|à|au|sur|pendant|im|am|auf|bei|für|während)\s+)?"
    r"(?:the|die|der|das|den|les?|la|l'|los|las|el|des|du)\b"
    # ... or before a bare plural ("but not cheques"), not an adverb ("but not always")
    r"|^(?:but|aber|mais|pero)[\s,]*(?:not|nicht|pas|no)\s+(?!(?:always|only|yet|now|even|so|very|too|much|quite"
    r"|all|every|enough|necessarily|immer|nur|mehr|toujours|seulement|siempre|solo|sólo)\b)[a-zà-ÿß]+s\b"
)
_ELIDED_UNITS = 3


def _negation_leads(clause: str) -> bool:
    return bool(_NEGATION_LEADS.match(normalize(clause)))


#: a clause that ends with its auxiliary denied, its verb phrase left out ("but the rye
#: bread does not", "while children can't")
_ELIDED_VERB = re.compile(
    r"\b(?:does|do|did|is|are|was|were|can|could|will|would|has|have|had|should|may|must)"
    r"(?: not|n't)[\s.!;,]*$"
    r"|\b(?:doesn't|don't|didn't|isn't|aren't|wasn't|weren't|can't|cannot|won't|hasn't|haven't)[\s.!;,]*$"
)


def _with_predicate(r: Reading, before: Reading) -> Reading:
    """``r`` (a subject and a denied auxiliary) with the verb phrase of the clause
    ``before``: its units after its subject."""
    predicate = tuple(u for u in before.units.ordered if u not in _subject_units(before))
    return replace(
        r,
        units=replace(r.units, ordered=r.units.ordered + predicate),
        full=replace(r.full, ordered=r.full.ordered + predicate),
        marks=r.marks or tuple(replace(m, pole=not m.pole, negated=True) for m in before.marks),
    )


def _with_topic(r: Reading, topic: frozenset[str]) -> Reading:
    """``r`` with the subject ``topic`` of its sentence's first clause, which it leaves out
    ("本保险承保…，但不承保洪水造成的损失": the second clause is about 本保险 too)."""
    lead = tuple(sorted(topic))
    return replace(
        r,
        units=replace(r.units, ordered=lead + r.units.ordered, topic=topic),
        full=replace(r.full, ordered=lead + r.full.ordered, topic=topic),
    )


def _polar(text: str, states: bool = True) -> bool:
    """Whether ``text`` may negate or (``states``) name a state: a cheap look before
    the clauses are read."""
    t = normalize(text)
    if _LATIN_NEG.search(t) or _CJK_NEG.search(t):
        return True
    return states and any(rx.search(t) for _, _, rx in _STATE_RE)


def _state_shared(mine: Reading, premise: Sequence[Reading]) -> bool:
    states = {m.state for m in mine.marks}
    return any(x.state in states for r in premise for x in r.marks)


def _state_conflict(
    mine: Reading, premise: Sequence[Reading], lead: frozenset[str] = frozenset()
) -> Conflict | None:
    """A state of ``mine`` whose other pole a premise clause gives to more of the
    claim's units (besides its topic) than any clause with the same pole, and to at
    least half of them; none where a clause with the same pole has them all. Units that
    name what the document is about (``lead``: "im Tarif Smart M") need not be there."""
    key = mine.units.rest
    # ... all the claim says besides its subject names the document
    lead_only = bool(key) and bool(lead) and key <= lead
    first = next((u for u in mine.units.ordered if u[0].isdigit()), None)
    whole = premise
    premise = [r for r in premise if not _other_subject(mine, r, premise)]
    days = _weekdays(mine)
    on_days = day_set(mine.text)
    for m in mine.marks:
        same = [r for r in premise if any(x.state == m.state and x.pole == m.pole for x in r.marks)]
        if any(key <= _said(r, days) for r in same):
            continue
        best_same = max((len(key & _said(r, days)) for r in same), default=0)
        need = max(1, math.ceil(len(key) / 2))
        # the values of the claim (a date, a time) that a clause with its pole has: a clause
        # of the other pole without them speaks of another moment ("closes on September 1"
        # against "opens on June 7 and closes on September 1")
        # (the claim's topic too: "it is at 23:00 that the gym closes" opens with its time)
        values = frozenset(u for u in mine.units.all if u[:1].isdigit())
        valued = bool(values) and any(values <= _said(r, days) for r in same)
        for r in premise:
            if r.excepted:
                continue  # "prohibited everywhere, except on the terrace"
            if valued and not values & _said(r, days):
                continue
            if on_days and (their_days := day_set(r.text)) and not on_days & their_days:
                continue  # "closed on Mondays" and "open Tuesday to Sunday": other days
            for x in r.marks:
                if x.state != m.state or x.pole == m.pole:
                    continue
                shared = len(key & (_said(r, days) | _elided(mine, r)))
                # all the claim says besides its subject names the document: the clause
                # about its subject decides ("EU-Roaming ist ... inklusive")
                by_lead = lead_only and not same and mine.units.topic <= r.units.all
                if (
                    (shared > best_same and shared >= need)
                    or by_lead
                    or _anchored(mine, key, r, whole, best_same)
                ) and not _closing_time(m, x, key, r, first):
                    return _state_found(m, x)
    return None


#: a premise clause of at most this many units, beside its state, may be elliptical
_ELLIPTICAL_UNITS = 2


def _elided(mine: Reading, r: Reading) -> frozenset[str]:
    """The units of the rest of its sentence, for an elliptical premise clause about the
    claim's subject ("électricité non comprise" after "coûte 24 € la nuit": the 24 € a
    night are what electricity is not included in)."""
    return _around_short(r) if mine.units.topic & r.units.all else frozenset()


def _around_short(r: Reading) -> frozenset[str]:
    """The units of ``r``'s sentence where ``r`` is short enough to be elliptical."""
    return r.around if len(r.units.all) <= _ELLIPTICAL_UNITS else frozenset()


def _other_subject(mine: Reading, r: Reading, premise: Sequence[Reading]) -> bool:
    """Premise clause ``r`` speaks of another subject than the claim: its subject and
    the claim's are not in each other, and another premise clause gives the claim's
    subject a state ("The museum is closed on Mondays. The café next door is open daily." says
    nothing of the café on Mondays with its first clause)."""
    mt, rt = mine.units.topic, r.units.topic
    if not mt or not rt or mt & r.units.all or rt & mine.units.all:
        return False
    return any(q.marks and mt & q.units.topic for q in premise if q is not r)


def _anchored(
    mine: Reading, key: frozenset[str], r: Reading, premise: Sequence[Reading], best_same: int
) -> bool:
    """Premise clause ``r`` speaks of the claim's subject and has every unit of the claim
    that no other premise clause has ("A GMAT score is required for the Master's in Data
    Science" against "Applications for the Master's in Data Science close on 31 March. A
    GMAT score is recommended but not required."), more of them than any clause with the
    claim's pole."""
    if not mine.units.topic & r.units.all:
        return False
    elsewhere = frozenset().union(*(q.units.all for q in premise if q.units != r.units))
    own = key - elsewhere
    return bool(own) and own <= r.units.all and len(own) > best_same


def _weekdays(mine: Reading) -> frozenset[str]:
    """The content units of the weekdays the claim clause names ("on Mondays")."""
    found = _WEEKDAYS.findall(normalize(mine.text))
    return units(" ".join(found)).all & mine.units.all if found else frozenset()


def _said(r: Reading, days: frozenset[str]) -> frozenset[str]:
    """The units premise clause ``r`` speaks of, with the claim's weekdays ``days`` when
    it gives its state every day ("open daily" is open on Mondays)."""
    if days and _EVERY_DAY.search(normalize(r.text)):
        return r.units.all | days
    return r.units.all


def _closing_time(m: Mark, x: Mark, key: frozenset[str], r: Reading, first: str | None = None) -> bool:
    """The claim closes at a time the premise clause is open until ("closes at 17:00"
    against "open from 9:30 to 17:00" or "open until 17:00"): the claim's numbers are in
    the clause, but not its first one (the opening time), or its first one (``first``)
    stands right after an "until" ("bis", "jusqu'à", "hasta")."""
    if m.state != "open" or m.pole or not x.pole:
        return False
    nums = [u for u in r.units.ordered if u[0].isdigit()]
    mine = {u for u in key if u[0].isdigit()}
    if not (nums and mine and mine <= set(nums)):
        return False
    return nums[0] not in mine or (first is not None and _open_until(r, first))


def _open_until(r: Reading, first: str) -> bool:
    """Whether the word right after an "until" of clause ``r`` is the number ``first`` (Spanish
    "hasta las 20:00" is read as a bound, "atmost", after its number)."""
    ordered = r.units.ordered
    french = "jusqu" in normalize(r.text)
    for i, u in enumerate(ordered):
        if (u in UNTIL or (u == "à" and french)) and ordered[i + 1 : i + 2] == (first,):
            return True  # the time right after it: "bis sonntags von 9:30" is days
        if u == "atmost" and i > 0 and ordered[i - 1] == first:
            return True
    return False


def _state_found(m: Mark, x: Mark) -> Conflict:
    if m.negated != x.negated and (m.pole != m.negated) == (x.pole != x.negated):
        # the same word, negated on one side only
        return Conflict("negation", m.said, x.said, "claim" if m.negated else "premise")
    return Conflict("antonym", ("not " if m.negated else "") + m.said, ("not " if x.negated else "") + x.said)


#: a premise clause restates a claim clause when it has this share of its units, and the
#: claim clause has this share of the premise clause's
RESTATES = 0.8
RESTATED_BACK = 0.5


_PREPOSITIONS = frozenset({"à", "a", "au", "aux", "en"})


def _restated(
    key: frozenset[str], theirs: frozenset[str], lead: frozenset[str], around: frozenset[str] = frozenset()
) -> float:
    """How much of the claim clause's units ``key`` a premise clause restates, where the
    ones it leaves out that name the document's subject (``lead``), or that the rest of
    its sentence says (``around``), count as said."""
    share = coverage(key, theirs)
    left = key - theirs - _PREPOSITIONS  # "à la déchèterie": the place, not "à"
    if left and left <= lead | around and len(key & theirs) >= 2 and not (theirs - key) & lead:
        return 1.0
    return share


#: a Latin negation and the auxiliary after it, before the verb it denies
_DENIES = re.compile(
    r"\b(?:not|no|nicht|ne|n'|pas)\s+(?:(?:do|does|did|is|are|will|can|se|le|la|les|lo|los)\s+)?([^\W\d_]{3,})"
)


def _denied_verb(mine: Reading) -> str:
    """The word a Latin claim clause denies ("incluye" of "El bono no incluye ..."), or "";
    a premise clause that opens with it is its predicate without a subject of its own."""
    if is_cjk(mine.text):
        return ""
    m = _DENIES.search(normalize(mine.text))
    return m.group(1) if m else ""


def _opens_with(r: Reading, verb: str) -> bool:
    """Premise clause ``r`` opens (after a connective) with ``verb``: a predicate whose
    subject is its sentence's ("... cuesta 175 euros e incluye el alquiler del casco")."""
    if not verb:
        return False
    return _without_connective(r.text).split(" ", 1)[0] == verb


def _negation_conflict(
    mine: Reading, premise: Sequence[Reading], lead: frozenset[str] = frozenset()
) -> Conflict | None:
    """A negation only one side has, between a claim clause and the premise clauses
    that restate it best (none when those disagree among themselves). Units of the claim
    that name what the document is about (``lead``) need not be in a clause that has
    every other unit of the claim, two at least."""
    key = mine.full.all
    if not key:
        return None
    if mine.negated:
        # a negated claim says "not at all": a premise clause that has every word of it
        # and is not negated ("accepted within 30 days, provided ...") says otherwise
        for r in premise:
            if not r.negated and not r.excepted and key <= r.full.all:
                return Conflict("negation", (mine.negators or ("",))[0], r.text, "claim")
    # the clause must be about what the claim is about: most of it restated (a long
    # clause that merely contains the claim's words and a negation is no restatement)
    denied = _denied_verb(mine)
    scored = [
        (_restated(key, r.full.all, lead, r.around if _opens_with(r, denied) else _around_short(r)), r)
        for r in premise
        if coverage(r.full.all, key) >= RESTATED_BACK
    ]
    best = max((c for c, _ in scored), default=0.0)
    if best < RESTATES:
        return None
    tied = [r for c, r in scored if c >= best - 1e-9]
    if len({r.negated for r in tied}) > 1:
        # clauses the document's lead makes equal: the one that has more of the claim
        # itself decides ("Some breads contain nuts, but the rye bread does not")
        most = max(coverage(key, r.full.all) for r in tied)
        tied = [r for r in tied if coverage(key, r.full.all) >= most - 1e-9]
    polarities = {r.negated for r in tied}
    if len(polarities) != 1 or mine.negated in polarities:
        return None
    theirs = tied[0]
    said = (mine.negators or theirs.negators or ("",))[0]
    return Conflict("negation", said, theirs.text, "claim" if mine.negated else "premise")
