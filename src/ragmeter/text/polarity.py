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
from dataclasses import dataclass

from ragmeter.text.clauses import clauses, coverage, units
from ragmeter.text.polarity_read import (
    CJK_NEG,
    EVERY_DAY_RE,
    LATIN_NEG,
    STATE_RE,
    WEEKDAYS_RE,
    Mark,
    Reading,
    negated,
    read,
    state_word,
)
from ragmeter.text.polarity_words import (
    UNTIL,
)
from ragmeter.text.premise_clauses import sentence_readings as _sentence_readings
from ragmeter.text.premise_clauses import subject_of as _subject_of
from ragmeter.text.premise_clauses import without_connective as _without_connective
from ragmeter.text.tokenize import is_cjk, normalize
from ragmeter.text.weekdays import day_set

__all__ = ["Conflict", "Mark", "Reading", "negated", "polarity_conflict", "read", "state_word"]


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


#: a clause that is only a phrase of whom or what the next clause is said ("For children
#: under 10,", "Für Kinder unter 10 Jahren", "Pour les enfants de moins de 10 ans", "Para los
#: niños menores de 10 años")
_FRONTED_FOR = re.compile(r"(?:for|für|pour|para)\s")


def _claim_readings(claim: str) -> list[Reading]:
    """The readings of the claim's clauses, a predicate cut off by an inserted phrase
    with its subject (see :func:`_subject_of`)."""
    out: list[Reading] = []
    fronted: list[str] = []  # adverbials before the clause they belong to ("Todas las noches, a las 23:00,")
    for c in clauses(claim):
        r = read(c, clocks=True)
        if r.marks and fronted:
            r = read(" ".join([*fronted, c]), clocks=True)
        if out and r.marks and not r.units.all:
            r = _subject_of(r, c, out)
        # (a fronted phrase of whom it is said, however long: "Pour les enfants de moins de 10 ans,")
        short = len(r.units.all) <= 3 or _FRONTED_FOR.match(normalize(c)) is not None
        fronted = [*fronted, c] if not r.marks and not r.negators and short else []
        out.append(r)
    return out


def _polar(text: str, states: bool = True) -> bool:
    """Whether ``text`` may negate or (``states``) name a state: a cheap look before
    the clauses are read."""
    t = normalize(text)
    if LATIN_NEG.search(t) or CJK_NEG.search(t):
        return True
    return states and any(rx.search(t) for _, _, rx in STATE_RE)


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
    # (a compound's head too: "Workshop" of "der Fotoworkshop „Lichtwerk“")
    lead_only = bool(key) and bool(lead) and all(u in lead or _heads(u, lead) for u in key)
    first = next((u for u in mine.units.ordered if u[0].isdigit()), None)
    whole = premise
    premise = [r for r in premise if not _other_subject(mine, r, premise)]
    days = _weekdays(mine)
    on_days = day_set(mine.text)
    topic = mine.units.topic
    for m in mine.marks:
        # (where clauses with the state have the claim's topic, a fronted one: "An Feiertagen
        # ist der Lesesaal geöffnet" against "... geöffnet und an Feiertagen geschlossen", only
        # they speak of the claim, their subject elided)
        fronted = topic and _FRONTED.match(normalize(mine.text))
        pool = [r for r in premise if fronted and topic <= _said(r, days) and _poles(r, m.state)] or premise
        same = [r for r in pool if any(x.state == m.state and x.pole == m.pole for x in r.marks)]
        if any(
            key <= _said(r, days) | (_elided(mine, r) if pool is not premise else frozenset()) for r in same
        ):
            continue
        best_same = max((len(key & _said(r, days)) for r in same), default=0)
        need = max(1, math.ceil(len(key) / 2))
        # the values of the claim (a date, a time) that a clause with its pole has: a clause
        # of the other pole without them speaks of another moment ("closes on September 1"
        # against "opens on June 7 and closes on September 1")
        # (the claim's topic too: "it is at 23:00 that the gym closes" opens with its time)
        values = frozenset(u for u in mine.units.all if u[:1].isdigit())
        valued = bool(values) and any(values <= _said(r, days) for r in same)
        # (the days of the clauses with the claim's pole, read once for every clause of the other)
        same_days = [day_set(q.text) or frozenset() for q in same] if on_days is not None else []
        for r in pool:
            if r.excepted or _elsewhen(r, values if valued else frozenset(), days, on_days, same_days):
                continue
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


def _elsewhen(
    r: Reading,
    values: frozenset[str],
    days: frozenset[str],
    on_days: frozenset[int] | None,
    same_days: Sequence[frozenset[int]],
) -> bool:
    """Premise clause ``r`` speaks of another moment than the claim: without the claim's
    values (a date, a time) that a clause with the claim's pole has; of other days ("closed
    on Mondays" and "open Tuesday to Sunday"); or of no days, where a clause with the
    claim's pole names them (``same_days``: "...이 운영해 온 양복점이다" beside "일요일과 월요일에
    쉰다")."""
    if values and not values & _said(r, days):
        return True
    their_days = day_set(r.text)
    if on_days and their_days and not on_days & their_days:
        return True
    return on_days is not None and not their_days and any(on_days <= d for d in same_days)


#: a claim that opens with an adverbial of time, its topic no subject ("An Feiertagen ist ...",
#: "On public holidays the ...", "공휴일에도 ..."; not a place: "En la sala de lectura ...")
_FRONTED = re.compile(
    r"^(?:ja,?\s+|yes,?\s+|oui,?\s+|sí,?\s+)?(?:an|am|on|during|während|zu|zur|zum)\s"
    r"|^(?:네,?\s*)?\S+(?:에는|에도|에)\s"
)


def _poles(r: Reading, state: str) -> set[bool]:
    return {x.pole for x in r.marks if x.state == state}


def _heads(unit: str, lead: frozenset[str]) -> bool:
    """``unit``, a word of five letters or more, ends a compound of ``lead``."""
    return len(unit) >= 5 and unit.isalpha() and any(u.endswith(unit) for u in lead)


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


#: nouns that name the document's own place as a subject ("가게는 일요일과 월요일에 쉰다" of
#: 한땀 테일러, "The shop is closed on Sundays"): no other subject
_THE_PLACE = frozenset(
    (
        "가게 매장 업체 상점 식당 店 商店 "
        "shop store venue business laden geschäft magasin boutique tienda local"
    ).split()
)


def _other_subject(mine: Reading, r: Reading, premise: Sequence[Reading]) -> bool:
    """Premise clause ``r`` speaks of another subject than the claim: its subject and
    the claim's are not in each other, and another premise clause gives the claim's
    subject a state ("The museum is closed on Mondays. The café next door is open daily." says
    nothing of the café on Mondays with its first clause)."""
    mt, rt = mine.units.topic, r.units.topic
    if not mt or not rt or mt & r.units.all or rt & mine.units.all or rt <= _THE_PLACE:
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
    found = WEEKDAYS_RE.findall(normalize(mine.text))
    return units(" ".join(found)).all & mine.units.all if found else frozenset()


def _said(r: Reading, days: frozenset[str]) -> frozenset[str]:
    """The units premise clause ``r`` speaks of, with the claim's weekdays ``days`` when
    it gives its state every day ("open daily" is open on Mondays)."""
    if days and EVERY_DAY_RE.search(normalize(r.text)):
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


def _around_of(r: Reading, denied: str, also: bool) -> frozenset[str]:
    return r.around if also or _opens_with(r, denied) else _around_short(r)


#: "also", "too", said of the claim's subject ("auch", "aussi", "también", "也"; the Korean
#: "도" of the claim's first word, "VIP석도")
_ALSO = re.compile(
    r"(?<![\w'])(?:also|too|auch|aussi|également|también|igualmente)(?![\w'])|^\S*[가-힣]도\s|也"
)


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
    # (a claim that gives a thing what another clause says of others, "VIP석도 30% 할인됩니다"
    # of "R석과 S석을 30% 할인받을 수 있지만, VIP석은 할인되지 않습니다": the whole sentence around)
    also = _ALSO.search(normalize(mine.text)) is not None
    scored = [
        (_restated(key, r.full.all, lead, _around_of(r, denied, also)), r)
        for r in premise
        if coverage(r.full.all, key) >= RESTATED_BACK
    ]
    best = max((c for c, _ in scored), default=0.0)
    if best < RESTATES:
        return None
    tied = [r for c, r in scored if c >= best - 1e-9]
    if len({r.negated for r in tied}) > 1:
        # clauses the document's lead makes equal: the one about the claim's subject ("VIP석도
        # 30% 할인됩니다" of "R석과 S석을 30% 할인받을 수 있지만, VIP석은 할인되지 않습니다"), else
        # the one that has more of the claim itself decides ("Some breads contain nuts, but
        # the rye bread does not")
        topic = mine.units.topic
        about = [r for r in tied if topic and topic <= r.full.all]
        if about and len(about) < len(tied):
            tied = about
        most = max(coverage(key, r.full.all) for r in tied)
        tied = [r for r in tied if coverage(key, r.full.all) >= most - 1e-9]
    polarities = {r.negated for r in tied}
    if len(polarities) != 1 or mine.negated in polarities:
        return None
    theirs = tied[0]
    said = (mine.negators or theirs.negators or ("",))[0]
    return Conflict("negation", said, theirs.text, "claim" if mine.negated else "premise")
