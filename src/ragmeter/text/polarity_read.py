"""How one clause is read for its polarity: the negations that stand in it (bounds
such as "not more than" and focus such as "not only" are none) and the states it asserts
(open / closed, allowed / forbidden, free / paid, required / optional), each with its pole
after negation. Compared by :mod:`ragmeter.text.polarity`, which re-exports these names."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.text.clauses import Units, units
from ragmeter.text.leads import leads, letters, may_match
from ragmeter.text.numwords import LATIN_NUMBER_WORDS
from ragmeter.text.polarity_words import (
    COMPARATIVE_AFTER,
    EVERY_DAY,
    EXCEED_VERBS,
    EXCEPT,
    FOCUS_AFTER,
    FR_NE_PARTNERS,
    NEGATORS,
    STATES,
    WEEKDAYS,
    ZH_BOUND,
)
from ragmeter.text.tokenize import content_tokens, normalize

__all__ = [
    "CJK_NEG",
    "EVERY_DAY_RE",
    "EXCEPT_RE",
    "LATIN_NEG",
    "STATE_LEADS",
    "STATE_RE",
    "WEEKDAYS_RE",
    "Mark",
    "Reading",
    "negated",
    "read",
    "state_word",
]

LATIN_NEG = re.compile(
    r"(?<![\w'])(?:" + "|".join(NEGATORS[k] for k in ("en", "de", "fr", "es")) + r")(?![\w'])"
)
CJK_NEG = re.compile(NEGATORS["ko"] + "|" + NEGATORS["zh"])
_ZH_BOUND = re.compile(ZH_BOUND)
EXCEPT_RE = re.compile(EXCEPT)
EVERY_DAY_RE = re.compile(EVERY_DAY)
WEEKDAYS_RE = re.compile(WEEKDAYS)
_FR_NE = re.compile(r"(?<![\w'])(?:ne(?![\w'])|n')")
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


STATE_RE = [
    (state, pole, _pattern(*STATES[state][0 if pole else 1])) for state in STATES for pole in (True, False)
]
#: the letters each state's words start with (a cheap test before its pattern)
STATE_LEADS = [leads([rx]) for _, _, rx in STATE_RE]


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
        for (s, p, rx), lead in zip(STATE_RE, STATE_LEADS, strict=True)
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
    bounds += [(m.start(), m.end()) for m in _KO_BOUND.finditer(t)]
    inside = [*taken, *bounds]
    out: list[tuple[str, int, int]] = []
    for m in LATIN_NEG.finditer(t):
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
        if not _bound(t, m.end()) and not _exceeding(t, m.start(), m.end()):
            out.append((word, m.start(), m.end()))
    for m in _FR_PARTNER.finditer(t):
        if _exceeding(t, m.start(), m.end()):
            continue  # "ne dépasse pas 30 €": at most 30 €
        if m.group(0) in _NE_ONLY and _paired(t, m.start()) and all(n[1] != m.start() for n in out):
            out.append((m.group(0), m.start(), m.end()))
    for m in CJK_NEG.finditer(t):
        if not any(a <= m.start() < b for a, b in inside):
            out.append((m.group(0), m.start(), m.end()))
    return [n for n in out if not any(a <= n[1] and n[2] <= b for a, b in taken)]


def _paired(t: str, start: int) -> bool:
    """A "ne" within 40 characters before ``start`` that no other partner has taken: "ne
    ... plus" negates, "n'ont pas de point d'eau" has one negation ("point" a noun there)."""
    before = t[max(0, start - 40) : start]
    last = max((m.end() for m in _FR_NE.finditer(before)), default=-1)
    return last >= 0 and _FR_PARTNER.search(before, last) is None


#: one-word verbs of going past an amount (polarity_words.EXCEED_VERBS): negated, a bound;
#: Korean: "최대 3만 원을 넘지 않습니다"
_EXCEED = frozenset(w for forms in EXCEED_VERBS.values() for w in forms if " " not in w)
_AMOUNT_AFTER = re.compile(
    r"\s*(?:(?:the|los|las|el|la|les|le|die|den|der)\s+)?(?:[$€£¥₩]?\d|(?:"
    # (a number in words: "ne dépassent jamais huit élèves")
    + "|".join(sorted(LATIN_NUMBER_WORDS, key=len, reverse=True))
    + r")(?![\w']))"
)
_WORD_BEFORE = re.compile(r"([\w']+)\s*$")
_KO_BOUND = re.compile(r"(?:넘지|초과하지|넘기지)\s?않|(?:넘을|넘길|초과할)\s?수\s?없")


def _exceeding(t: str, start: int, end: int) -> bool:
    """A negator of a verb of exceeding with its amount: a bound, no negation."""
    nxt = _NEXT_WORD.match(t, end)
    if nxt is not None and nxt.group(1) in _EXCEED and _AMOUNT_AFTER.match(t, nxt.end()):
        return True  # "does not exceed 30", "no supera los 30"
    before = _WORD_BEFORE.search(t, max(0, start - 24), start)
    return before is not None and before.group(1) in _EXCEED and bool(_AMOUNT_AFTER.match(t, end))


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
    return any(m.start() == 0 and m.end() == len(t) for _, _, rx in STATE_RE for m in rx.finditer(t))


def negated(text: str) -> bool:
    """Whether an odd number of negations stands in ``text`` (bounds such as "not more
    than" and focus such as "not only" are no negation)."""
    return read(text).negated


#: the Latin words of a negation that may stand right before what they deny
_NEAR_NEGATORS = frozenset(
    "not no never nicht kein keine keinen keiner nie niemals pas ne n' non jamais nunca ni".split()
)


def negated_near(text: str, word: str, reach: int = 4) -> bool:
    """A negation among the ``reach`` words right before ``word`` (or a word it starts,
    "win" of "winning") in ``text``: it denies that word ("did not win"), not some other
    part of the sentence ("semelle non marquante ... courts couverts")."""
    toks = [t.casefold() for t in re.findall(r"[^\W\d_][\w'-]*", text)]
    stem = word.casefold()[:5]
    for i, t in enumerate(toks):
        if t.startswith(stem) and _NEAR_NEGATORS & set(toks[max(0, i - reach) : i]):
            return True
    return False


_CLOSEST_CUT = re.compile(r"[,;:]\s+|\s+(?:and|but|while|whereas|although|though)\s+|[，；]")


def closest_clause(sentence: str, tokens: set[str]) -> str:
    """The clause of ``sentence`` sharing most content tokens with the claim."""
    parts = [p for p in _CLOSEST_CUT.split(sentence) if p.strip()]
    if len(parts) <= 1:
        return sentence
    return max(parts, key=lambda p: len(tokens.intersection(content_tokens(p))))
