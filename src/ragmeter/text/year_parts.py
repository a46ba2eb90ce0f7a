"""Parts of a year said as a word, in months, in the language they were said in: "half a
year" / "ein halbes Jahr" / "medio año" / "半年" / "반년" is 6 months, "un semestre" 6
months, "un trimestre" 3 months (the canonical form counts months as the text writes
them: "6 months", "6 Monate", "6 mois", "6 meses", "6个月", "6개월"). Pure."""

from __future__ import annotations

import re

from ragmeter.text.lang import language

__all__ = ["YEAR_PART_MARKS", "year_parts"]

_HALF_YEAR = [
    (re.compile(r"(?<![\w'])(?:half a year|a half year|half-year)(?![\w'])", re.IGNORECASE), "6 months"),
    (re.compile(r"(?<![\w'])ein(?:em|en)? halb(?:es|en) jahr(?:es)?(?![\w'])", re.IGNORECASE), "6 monate"),
    (re.compile(r"(?<![\w'])(?:un demi-an|une demi-année)(?![\w'])", re.IGNORECASE), "6 mois"),
    (re.compile(r"(?<![\w'])medio año(?![\w'])", re.IGNORECASE), "6 meses"),
    (re.compile(r"(?<![一二两三四五六七八九十\d上下前后])半年(?!级)", re.IGNORECASE), "6个月"),
    (re.compile(r"(?<![가-힣])반년", re.IGNORECASE), "6개월"),
]
#: "un semestre", "un trimestre": French and Spanish alike, in the text's language
_SHARED = re.compile(r"(?<![\w'])un (semestre|trimestre)(?![\w'])", re.IGNORECASE)
_MONTHS_IN = {"fr": "mois", "es": "meses"}
#: what a part of a year needs (a cheap test before the rules)
YEAR_PART_MARKS = ("half", "halb", "demi", "semestre", "trimestre", "medio año", "半年", "반년")


def year_parts(t: str) -> str:
    """``t`` with its parts of a year in months."""
    low = t.lower()
    if not any(mark in low for mark in YEAR_PART_MARKS):
        return t
    for rx, months in _HALF_YEAR:
        t = rx.sub(months, t)
    if "mestre" in t:
        word = _MONTHS_IN.get(language(low) or "")
        if word is not None:
            t = _SHARED.sub(lambda m: f"{6 if m.group(1) == 'semestre' else 3} {word}", t)
    return t
