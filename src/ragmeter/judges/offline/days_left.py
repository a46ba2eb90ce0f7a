"""The count of the rest of the week: "closed on Mondays, open on the other six days"
works out six from a premise that has the place open every day but Monday."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.polarity_words import EXCEPT
from ragmeter.text.tokenize import normalize
from ragmeter.text.weekdays import day_set

__all__ = ["days_left"]

#: the rest of the week counted ("the other six days", "an den übrigen sechs Wochentagen",
#: "les six autres jours", "los otros seis días", "나머지 6일", "其余六天")
_REST = re.compile(
    r"\b(?:other|remaining|rest|anderen|übrigen|restlichen|autres|restants|otros|demás|restantes)\b"
    r"|나머지|其余|其他|另外"
)
_EXCEPT = re.compile(EXCEPT)
_DAY = re.compile(r"\b(?:days|tage|tagen|wochentage|wochentagen|jours|días|dias)\b|일|天")


def days_left(n: float, claim: str, sentences: Sequence[str]) -> bool:
    """``n`` counts the days of the week the claim does not name, where it speaks of the
    rest of the week and a premise sentence gives exactly those days (a claim split from
    the clause that names its days: a premise sentence of ``n`` days but some)."""
    said = normalize(claim)
    if not (_REST.search(said) and _DAY.search(said)):
        return False
    days = day_set(claim)
    if days and n != 7 - len(days):
        return False
    rest = frozenset(range(7)) - days if days else None
    for s in sentences:
        theirs = day_set(s)
        if not theirs:
            continue
        if theirs == rest or (rest is None and len(theirs) == n and _EXCEPT.search(normalize(s))):
            return True
    return False
