"""Parts crossed between two coordinated clauses: "Shoe rental is included with a day
pass but costs €4 with a membership" against "Shoe rental is included in every
membership but costs €4 with a day pass"; "学徒小林负责所有变速器调校，店主周浩负责补胎和清洗"
against "店主周浩亲自负责所有变速器调校，学徒小林负责补胎和清洗". Every word of the claim is in
the evidence sentence, but each of its two clauses takes words that the evidence says in
one clause only, from both of the evidence's clauses.

A faithful claim that reorders the clauses takes each clause's words from one clause of
the evidence; one that restates a subject in another clause ("the bakery's café serves
lunch") crosses once, not twice: two clauses of the claim must cross the same two
clauses of the evidence, each with words the other clause of the claim does not have.
A pure function of text (:func:`ragmeter.text.clauses.units`); read by
:mod:`ragmeter.judges.offline.features` beside the role checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.clauses import conjuncts, units

__all__ = ["crossed_parts"]

#: a clause opposed to the one before it ("..., but costs €4", "..., mais les draps ...")
_OPPOSED = re.compile(
    r"[;；]\s*|,?\s+(?:but|whereas|while|aber|während|jedoch|mais|tandis que|alors que|pero|mientras que)\s+"
    r"|，?(?:但是|但|而)"
)
#: the share of the claim's units the evidence sentence must have
_COVERED = 0.8
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


#: "and" after a comma: two clauses, not a list ("unlimited texts and calls")
_COMMA_AND = re.compile(r",\s+(?:and|und|et|y|e)\s+")


def _parts(text: str) -> list[str]:
    """The coordinated clauses of ``text``: opposed ones ("but", ";"), ones joined by a
    comma and "and", Chinese ones joined by a comma; a Korean sentence is one (its
    joining endings also end adverbials: "월요일을 제외하고")."""
    out: list[str] = []
    for piece in _OPPOSED.split(text):
        if not piece.strip():
            continue
        if _HAN.search(piece):
            out.extend(conjuncts(piece))
        else:
            out.extend(p for p in _COMMA_AND.split(piece) if p.strip())
    return out


#: a Latin word's first letters stand for it: inflections differ ("fournies" / "fournis",
#: "Ehrenamtlichen" / "Ehrenamtliche")
_PREFIX = 5


def _key(unit: str) -> str:
    return unit[:_PREFIX] if unit.isalpha() and not _HAN.match(unit[0]) else unit


def _keys(text: str) -> frozenset[str]:
    return frozenset(_key(u) for u in units(text).ordered)


def crossed_parts(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(what the claim says of, whom the evidence gives it to): the surface words of one
    clause of the claim that the evidence says in its other clause, and those of the
    claim's other clause that the evidence says beside the first one's part."""
    parts = _parts(claim)
    if len(parts) != 2:
        return None
    first, second = parts
    mine = [_keys(c) for c in parts]
    a, b = mine[0] - mine[1], mine[1] - mine[0]
    every = mine[0] | mine[1]
    read = [[_keys(c) for c in _parts(s)] for s in sentences]
    if any(all(any(m <= t for t in theirs) for m in mine) for theirs in read):
        return None  # a sentence says each clause of the claim in one clause of its own
    for theirs in read:
        if len(theirs) < 2 or len(every & frozenset().union(*theirs)) < _COVERED * len(every):
            continue
        only = [t - frozenset().union(*theirs[:i], *theirs[i + 1 :]) for i, t in enumerate(theirs)]
        for i in range(len(only)):
            for j in range(len(only)):
                if i == j:
                    continue
                # the first clause has its most in clause i and some in clause j; the
                # second clause has some of each too
                if len(a & only[i]) >= len(a & only[j]) > 0 and b & only[i] and b & only[j]:
                    return _surface(first, a & only[j]), _surface(second, b & only[i])
    return None


def _surface(clause: str, found: frozenset[str]) -> str:
    """The words of ``clause`` whose units are ``found``, in order (runs of Chinese
    characters whose pairs are found)."""
    if _HAN.search(clause):
        marked = [False] * len(clause)
        for u in found:
            k = clause.find(u)
            if k >= 0:
                marked[k : k + len(u)] = [True] * len(u)
        flags = "".join("1" if m else "0" for m in marked)
        return " ".join(clause[m.start() : m.end()] for m in re.finditer("1+", flags))
    keys = [(w.strip(".,;:!?"), _keys(w)) for w in clause.split()]
    return " ".join(w for w, k in keys if k and k <= found)
