"""The order of two events: a claim that puts one event before (or after) another where
the evidence dates them the other way round ("Erik Lind took over the bakery before
Anna Weber founded it" where she founded it in 1998 and he took it over in 2015).

The claim is divided at its temporal connective (English, German, French, Spanish);
each side is matched to the evidence sentence that restates most of it and dates it
with exactly one year. Only when both sides are found and dated is the order compared.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.clauses import coverage, units

__all__ = ["RESTATES", "event_order_conflict"]

#: the connective -> True when the first event comes first ("A before B")
_CONNECTIVES: dict[str, bool] = {
    "before": True,
    "after": False,
    "bevor": True,
    "nachdem": False,
    "avant que": True,
    "avant de": True,
    "avant d'": True,
    "après que": False,
    "après avoir": False,
    "antes de que": True,
    "antes de": True,
    "después de que": False,
    "después de": False,
}
_SPLIT = re.compile(
    r",?\s+(" + "|".join(sorted(map(re.escape, _CONNECTIVES), key=len, reverse=True)) + r")\s*",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)")
#: a side of the claim is found in a sentence that has this share of its units
RESTATES = 0.5


def _date(part: str, sentences: Sequence[str]) -> int | None:
    """The one year of the sentence that restates ``part`` best, if it is clear."""
    own = units(part).all
    if len(own) < 2:
        return None
    scored = sorted(((coverage(own, units(s).all), s) for s in sentences), key=lambda x: -x[0])
    if not scored or scored[0][0] < RESTATES or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    years = set(_YEAR.findall(scored[0][1]))
    return int(years.pop()) if len(years) == 1 else None


def event_order_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """(the two years, the claim's connective, the order the evidence gives): the claim orders
    two events the other way round from the years the evidence gives them."""
    parts = _SPLIT.split(claim, maxsplit=1)
    if len(parts) != 3 or _YEAR.search(claim):
        return None  # no connective, or the claim dates its events itself (the number check's)
    first, word, second = parts
    a, b = _date(first, sentences), _date(second, sentences)
    if a is None or b is None or a == b:
        return None
    says_first_earlier = _CONNECTIVES[word.lower()]
    if (a < b) == says_first_earlier:
        return None
    # read by the direction check's reason: "the claim says 'before' (the events of
    # 2015 and 1998) where the premise says 'after' ..."
    return f"(the events of {a} and {b})", word.lower(), "after" if says_first_earlier else "before"
