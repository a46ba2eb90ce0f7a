"""A range of two numbers written with one unit gives the unit to both ends: "3 to 4
hours" is "3 hours to 4 hours", "1,5-2 kg", "3~4시간", "3到4小时", "zwischen 3 und 4
Stunden", "mindestens 3 und höchstens 4 Stunden", "como mínimo 3 horas y como máximo 4";
and a scale word between a number and its unit joins the number ("18.4 million kilograms"
is "18400000 kilograms"). Read by :func:`ragmeter.text.quantities.quantities` before it
converts each quantity to its base unit (else "3 to 4 hours" would read "3 to 240 minute"). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ragmeter.text.numwords import fmt_number

__all__ = ["scaled_quantities", "spread_units"]

#: the word of the most in "at least 3 and at most 4 hours" ("mindestens 3 und höchstens 4
#: Stunden", "como mínimo 3 horas y como máximo 4"): the two ends of one range too
_AT_MOST = r"(?:at most|no more than|höchstens|maximal|au maximum|au plus|como máximo|como mucho)"
#: a range of two numbers with one unit after the second ("3 to 4 hours", "1,5-2 kg",
#: "3~4시간", "3到4小时", "entre 3 y 4 horas"): the unit is each number's
_UNIT_RANGE = re.compile(
    r"(?<![\d.,:])(\d+(?:[.,]\d+)?)(\s?(?:to|-|–|bis|à|a|au|~|～|到|至)\s?|\s(?:and|und|y|et)\s"
    rf"(?:{_AT_MOST}\s)?)"
    r"(\d+(?:[.,]\d+)?)(\s?)([a-zà-ÿ]+(?!['’])|[가-힣]+|[\u4e00-\u9fff]{1,3})(?![a-zà-ÿ0-9])"
)
#: the unit after the first end only: "como mínimo 3 horas y como máximo 4"
_UNIT_FIRST = re.compile(
    r"(?<![\d.,:])(\d+(?:[.,]\d+)?)(\s?)([a-zà-ÿ]+)(\s(?:and|und|y|et)\s" + _AT_MOST + r"\s)"
    r"(\d+(?:[.,]\d+)?)(?![\d.,]*\s?[a-zà-ÿ%€$£])"
)
_BETWEEN_AND = frozenset({"and", "und", "y", "et"})
_BETWEEN = re.compile(r"(?:between|zwischen|entre)\s$")
_AT_MOST_SEEN = ("at most", "no more than", "höchstens", "maximal", "au maximum", "au plus", "como m")
_RANGE_MARKS = re.compile(r"\d\s?(?:to|-|–|bis|à|a|au|~|～|到|至|and|und|y|et)\s?\d")


def _unit_range(m: re.Match[str], unit_of: Callable[[str], str | None]) -> str:
    word = m.group(5)
    unit = unit_of(word)
    if unit is None:
        return m.group(0)  # (a unit kept as written needs no spreading: "5 to 10 minutes")
    if m.group(2).strip() in _BETWEEN_AND and not _BETWEEN.search(
        m.string, max(0, m.start() - 12), m.start()
    ):
        return m.group(0)  # "and" joins a range only after "between": "3 and 4 hours" may be two things
    return f"{m.group(1)}{m.group(4)}{unit}{m.group(2)}{m.group(3)}{m.group(4)}{word}"


def _unit_first(m: re.Match[str], unit_of: Callable[[str], str | None]) -> str:
    unit = unit_of(m.group(3))
    if unit is None:
        return m.group(0)
    return f"{m.group(0)}{m.group(2)}{m.group(3)}"


def spread_units(t: str, unit_of: Callable[[str], str | None]) -> str:
    """``t`` with the unit of a range's one end written at the other too; ``unit_of`` gives
    the unit form a word starts with where it is one to convert (else None)."""
    if _RANGE_MARKS.search(t):
        t = _UNIT_RANGE.sub(lambda m: _unit_range(m, unit_of), t)
    if any(w in t for w in _AT_MOST_SEEN):
        t = _UNIT_FIRST.sub(lambda m: _unit_first(m, unit_of), t)
        t = _UNIT_RANGE.sub(lambda m: _unit_range(m, unit_of), t)
    return t


#: a scale word between a number and its unit ("18.4 million kilograms", "14,3 Millionen
#: Kilogramm", "11,5 millions de kilos", "8,7 millones de kilos")
_SCALES = {
    "thousand": 1e3, "tausend": 1e3, "million": 1e6, "millions": 1e6, "millionen": 1e6,
    "millones": 1e6, "millón": 1e6, "billion": 1e9, "milliard": 1e9, "milliards": 1e9,
    "milliarde": 1e9, "milliarden": 1e9,
}  # fmt: skip
_SCALED = re.compile(
    r"(?<![\d.,:])(\d+(?:[.,]\d+)?)\s("
    + "|".join(_SCALES)
    + r")\s(?:de\s|d'|of\s)?([a-zà-ÿ]+)(?![a-zà-ÿ0-9])"
)


def scaled_quantities(t: str, unit_of: Callable[[str], str | None]) -> str:
    """A quantity with a scale word before its unit, the scale in its number ("18.4
    million kilograms" -> "18400000 kilograms"), where ``unit_of`` converts the unit."""
    if not any(scale in t for scale in ("thousand", "tausend", "million", "milliard", "billion", "millón")):
        return t

    def one(m: re.Match[str]) -> str:
        if unit_of(m.group(3)) is None:
            return m.group(0)
        value = float(m.group(1).replace(",", ".")) * _SCALES[m.group(2)]
        return f"{fmt_number(round(value, 6))} {m.group(3)}"

    return _SCALED.sub(one, t)
