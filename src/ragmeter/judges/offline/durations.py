"""A length of time the claim gives where its evidence gives another: "runs for six
months" against "a six-week course", "dura ocho días" against "dura ocho horas", in the
six languages. Values, not words: canonical text (:mod:`ragmeter.text.canon`) writes
hours as minutes and weeks as days; months and years are compared with days by the
calendar (a month is 28 to 31 days, a year 365 or 366). Pure; read by
:mod:`ragmeter.judges.offline.checks`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import normalize

__all__ = ["duration_conflict"]

#: a number and its unit of time in canonical text ("90 minute", "21 days", "6 months",
#: "6 mois", "6개월", "6个月"); a Korean or Chinese day after a month is a date ("3월 5일")
_DURATION = re.compile(
    r"(?<![\d.,:])(\d+(?:\.\d+)?)[\s-]?"
    r"(minute|days?|tage?n?|jours?|días?|(?<!월 )(?<!月)일|(?<!月)天"
    r"|months?|monate?n?|mois|meses|mes|개월|个月"
    r"|years?|jahre?n?|ans?|años?|년|年)(?![\w])"
)
_DAY_UNITS = frozenset("day days tag tage tagen jour jours día días 일 天".split())
_MONTH_UNITS = frozenset("month months monat monate monaten mois mes meses 개월 个月".split())
#: an age, not a length of time: "8 years old", "8 Jahre alt", "aged 8 years"
_AGE = re.compile(r"\b(?:olds?|alt|alte|alten|aged|age|âge|âgés?|edad|jährig\w*)\b")
#: a calendar year ("2024년", "2024年") is no length of time
_CALENDAR_YEAR = 1000


#: a range of ages or lengths whose unit is said once ("9 to 14-year-olds", "8 to 14 ans")
_RANGE = re.compile(
    r"(?<![\d.,:])(\d+(?:\.\d+)?)\s?(?:to|bis|à|a|et|y|und|and|-|–)\s?(?=\d+(?:\.\d+)?[\s-]?[^\W\d])"
)


@dataclass(frozen=True)
class _Length:
    """A length of time: its value in minutes or in months, which of the two, the counts
    it may have been written with ("480 minute": 480 minutes or 8 hours; "42 days": 42
    days or 6 weeks), and how canonical text says it."""

    value: float
    scale: str
    counts: frozenset[float]
    said: str


def _durations(text: str) -> list[_Length]:
    """The lengths of time in ``text`` (not ages, not calendar years)."""
    t = canonical(normalize(text))
    out: list[_Length] = []
    for m in _DURATION.finditer(t):
        n, unit = float(m.group(1)), m.group(2)
        said = f"{m.group(1)} {unit}"
        if _AGE.search(t[max(0, m.start() - 12) : m.end() + 8]):
            continue
        if unit == "minute":
            out.append(_Length(n, "minutes", frozenset({n, n / 60}), said))
        elif unit in _DAY_UNITS:
            out.append(_Length(n * 1440, "minutes", frozenset({n, n / 7}), said))
        elif unit in _MONTH_UNITS:
            out.append(_Length(n, "months", frozenset({n}), said))
        elif n < _CALENDAR_YEAR:
            out.append(_Length(n * 12, "months", frozenset({n}), said))
    return out


def _same(a: _Length, b: _Length) -> bool:
    """Two lengths of time that are one: equal in one unit, or months against days by
    the calendar (a month 28 to 31 days)."""
    if a.scale == b.scale:
        return abs(a.value - b.value) < 1e-9
    months, minutes = (a.value, b.value) if a.scale == "months" else (b.value, a.value)
    days = minutes / 1440
    return months * 28 - 1e-9 <= days <= months * 31 + months // 12 + 1e-9


def duration_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(the claim's length of time, the evidence's): the claim gives a length of time that
    none of ``sentences`` (its evidence) gives in any unit, where one of them gives the
    same count in another unit ("six months" against "six weeks", "ocho días" against
    "ocho horas"); a range's unit is its first number's too ("9 to 14-year-olds")."""
    if _RANGE.search(claim) and any(_RANGE.search(s) for s in sentences):
        return None
    mine = _durations(claim)
    if not mine or not sentences:
        return None
    theirs = [d for s in sentences for d in _durations(s)]
    for d in mine:
        if any(_same(d, x) for x in theirs):
            continue
        other = next((x for x in theirs if x.counts & d.counts), None)
        if other is not None:
            return d.said, other.said
    return None
