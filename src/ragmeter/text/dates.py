"""Numeric dates whose order depends on the language: part of
:func:`ragmeter.text.canon.canonical`.

"05/03/2024" (or "05-03-2024") is the 5th of March in German, French and Spanish text
(day first) and the 3rd of May in English text (month first, the US order). A number
above 12 decides by itself ("25/12/2024" is Christmas in any language). Where neither
the numbers nor the language decide (a bare "05/03/2024"), the date is written
``5|3|2024``: no rule reads it again, and :func:`ragmeter.text.facts.values` takes
only its year as stated, so a date of unknown order never conflicts with either
reading (it is unknown, not wrong).

A day and a month without a year ("hasta el 05/07", "jusqu'au 05/07", "bis zum
05/07") after a word that takes a date is ``D monthname`` ("5 july", as "5 de julio"
is): day first after a German, French or Spanish word; after an English one only where
a number above 12 says which is the day ("on 25/12"; "on 07/05" stays as written).

Also the ordinal first day of a month in French and Spanish ("1er mars", "1.º de
marzo" -> "1 mars", "1 de marzo"), before the month rules read it.
"""

from __future__ import annotations

import re

from ragmeter.text.lang import language

__all__ = [
    "AMBIGUOUS_DATE",
    "DAY_WORDS",
    "MONTHS",
    "MONTH_NAMES",
    "date_form",
    "first_of_month",
    "numeric_dates",
    "word_days",
]

MONTH_NAMES = ["", "january", "february", "march", "april", "may", "june", "july", "august",
               "september", "october", "november", "december"]  # fmt: skip
#: the English month names canonical text writes, as a set
MONTHS = frozenset(MONTH_NAMES[1:])
#: the languages that write the day first
_DAY_FIRST = frozenset({"de", "fr", "es"})
#: day (or month), month (or day), four-digit year, with the same separator twice
#: (each pattern looks behind its first digit only after it: searched fast, see scales.py)
_NUMERIC_DATE = re.compile(r"(\d(?<![\d.,/|-]\d)\d?)([/-])(\d{1,2})\2(\d{4})(?![\d/-])")
#: the canonical form of a date whose order nothing decides (see the module docstring)
AMBIGUOUS_DATE = re.compile(r"(\d(?<![\d.,]\d)\d?)\|(\d{1,2})\|(\d{4})(?!\d)")
#: a day and a month without a year after a word that takes a date: "hasta el 05/07",
#: "jusqu'au 05/07", "bis zum 05/07", "on 25/12"; one of the two numbers has two digits
#: ("el 3/4 de" is a fraction) and no "of", "de" follows (the word's language is the order)
_DAY_MONTH = re.compile(
    r"\b(el|del|al|hasta|desde|le|au|du|am|vom|zum|bis|ab|on|by|until|till|from|before|after|since|through"
    r"|los|las|les)"
    r"(?P<wd>\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes"
    r"|sábados?|domingos?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundis|mardis|mercredis"
    r"|jeudis|vendredis|samedis|dimanches),?)?"
    r"\s+(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|[.,:]\d|\s*(?:de|del|des|du|d'|of|der|von)\b)"
)
_DAY_FIRST_WORDS = frozenset("el del al hasta desde le au du am vom zum bis ab los las les".split())
#: a second day and month joined to a date just read ("8 november y 15/11")
_AND_DAY_MONTH = re.compile(
    r"(\d{1,2} (?:" + "|".join(MONTH_NAMES[1:]) + r")\s+(?:y|e|et|und|and|,)\s+)(\d{1,2})/(\d{1,2})(?![\d/])"
)
#: words that open or close a range of dates: a date after them may be two single digits
_RANGE_WORDS = frozenset("del al hasta desde au du vom bis".split())
#: a Korean month and day with dots and no year ("5. 1.부터 10. 31.까지"): month first
_KO_MONTH_DAY = re.compile(
    r"(?<![\d.])(?<!\d{4}\.\s)(?<!\d{4}\.)(\d{1,2})\.\s?(\d{1,2})\.(?=\s?(?:부터|까지|에|~|-)|\s|$)"
)
#: "1er", "1re" (fr), "1.º", "1º" (es: "o" after NFKC) before a month
_FIRST = re.compile(r"\b1(?:er|re)(?=\s+[a-zà-ÿ])|\b1\.?[ºo](?=\s+de\s)")


def date_form(day: int, month: int, year: str) -> str:
    """``D monthname YYYY``, or ``""`` when the day or month is out of range."""
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return ""
    return f"{day} {MONTH_NAMES[month]} {year}"


def numeric_dates(t: str) -> str:
    """Slash and dash dates with the year last, in the language's order (see the module
    docstring); the language is read only when the numbers leave the order open."""
    lang: list[str | None] = []  # read at most once, and only if needed

    def one(m: re.Match[str]) -> str:
        a, b, year = int(m.group(1)), int(m.group(3)), m.group(4)
        if a > 12 >= b:  # only the first can be a day
            return date_form(a, b, year) or m.group(0)
        if b > 12 >= a:  # only the second can be a day
            return date_form(b, a, year) or m.group(0)
        if a > 12 or a < 1 or b < 1:
            return m.group(0)  # no date: leave it
        if a == b:
            return date_form(a, b, year)
        if not lang:
            lang.append(_order_of(t) or language(t))
        if lang[0] in _DAY_FIRST:
            return date_form(a, b, year)
        if lang[0] == "en":
            return date_form(b, a, year)
        return f"{a}|{b}|{year}"

    t = _NUMERIC_DATE.sub(one, t)
    if "." in t and _HANGUL.search(t):
        t = _KO_MONTH_DAY.sub(lambda m: date_day_month(int(m.group(2)), int(m.group(1))) or m.group(0), t)
    if "/" in t and _CJK.search(t):
        # "7/22부터 8/2까지", "7/22至8/2": month first in Korean and Chinese, with no year
        t = _CJK_MONTH_DAY.sub(lambda m: date_day_month(int(m.group(2)), int(m.group(1))) or m.group(0), t)
    if "/" not in t:
        return t
    t = _DAY_MONTH.sub(_day_month, t)
    return _AND_DAY_MONTH.sub(_and_day_month, t) if "/" in t else t


def _order_of(t: str) -> str | None:
    """The order the text's own unambiguous dates write ("22/12/2025 to 02/01/2026": the
    day first, so the second is the 2nd of January): "de" for day first, "en" for month
    first, None where none or both are written."""
    seen = set()
    for m in _NUMERIC_DATE.finditer(t):
        a, b = int(m.group(1)), int(m.group(3))
        if a > 12 >= b:
            seen.add("de")
        elif b > 12 >= a:
            seen.add("en")
    return seen.pop() if len(seen) == 1 else None


def _and_day_month(m: re.Match[str]) -> str:
    return m.group(1) + (date_day_month(int(m.group(2)), int(m.group(3))) or f"{m.group(2)}/{m.group(3)}")


_HANGUL = re.compile(r"[가-힣]")
_CJK = re.compile(r"[가-힣\u4e00-\u9fff]")
#: a month and day written with a slash before a Korean or Chinese particle of time
_CJK_MONTH_DAY = re.compile(
    r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?![\d/])(?=\s?(?:부터|까지|에|일|~|-|–|至|到|起|前|后|号|日|～"
    # ... or as what something is ("첫 수업은 6/8입니다", "首课是6/8。")
    r"|입니다|이에요|예요|이고|이며|[。，,.]|\s*$"
    # ... or its weekday in brackets ("5/17(토)", "5/17（周六）")
    r"|[(（](?:[월화수목금토일]|周.|星期.)[)）]))"
)


def date_day_month(day: int, month: int) -> str:
    """``D monthname``, or ``""`` when the day or month is out of range."""
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return ""
    return f"{day} {MONTH_NAMES[month]}"


def _day_month(m: re.Match[str]) -> str:
    """ "hasta el 05/07" -> "hasta el 5 july": the day first after a German, French or
    Spanish word, and in English text only where a number above 12 says which is the
    day ("on 25/12", "on 12/25"); "on 07/05" stays."""
    a, b = m.group("a"), m.group("b")
    if len(a) < 2 and len(b) < 2 and m.group(1) not in _RANGE_WORDS:
        return m.group(0)  # ("el 3/4": a fraction as likely; "del 1/6 al 15/9" is a range)
    day, month = int(a), int(b)
    if month > 12 >= day:
        day, month = month, day
    elif m.group(1) not in _DAY_FIRST_WORDS and day <= 12:
        return m.group(0)  # English: the order is open
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return m.group(0)
    return f"{m.group(1)}{m.group('wd') or ''} {day} {MONTH_NAMES[month]}"


_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
    "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_ORDINAL_DAY = {w: i for i, w in enumerate(_ORDINALS, 1)}
_ORDINAL_DAY.update({f"twenty-{w}": 20 + i for i, w in enumerate(_ORDINALS[:9], 1)})
_ORDINAL_DAY.update({"thirtieth": 30, "thirty-first": 31})
#: an English day said as an ordinal word before "of" and a month ("the first of
#: February"); French "premier", Spanish "primero de", German "ersten" before a month
_WORD_DAY = re.compile(
    r"\b(?:the\s+)?("
    + "|".join(w.replace("-", "[- ]") for w in sorted(_ORDINAL_DAY, key=len, reverse=True))
    + r")\s+of\s+(?=(?:"
    + "|".join(MONTH_NAMES[1:])
    + r")\b)"
    r"|\b(premier|primero|ersten|erster)(?=\s+(?:de\s+)?(?:janvier|février|mars|avril|mai|juin|juillet|août"
    r"|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre"
    r"|noviembre|diciembre|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b)"
)


def _word_day(m: re.Match[str]) -> str:
    return f"{_ORDINAL_DAY[m.group(1).replace(' ', '-')]} " if m.group(1) else "1"


#: the words :func:`word_days` reads (a text without them is left alone)
DAY_WORDS = frozenset({*_ORDINAL_DAY, "twenty", "premier", "primero", "ersten", "erster"})


def word_days(t: str) -> str:
    """ "premier mars", "primero de marzo", "am ersten Februar" -> "1 mars", "1 de marzo",
    "am 1 Februar"; "the first of February", "the twenty-third of May" -> "1 february",
    "23 may" (before the number words read "twenty")."""
    return _WORD_DAY.sub(_word_day, t)


def first_of_month(t: str) -> str:
    """ "1er mars", "1.º de marzo" -> "1 mars", "1 de marzo"."""
    return _FIRST.sub("1", t)
