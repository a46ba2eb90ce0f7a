"""Periods in one form: weeks as days ("2 weeks", "2 Wochen", "2주", "两周" -> 14 days)
and whole years of months as years ("24-month", "24개월", "24个月" -> 2 years). Read by
:func:`ragmeter.text.quantities.quantities`, after a range's unit is given to both its
ends (:func:`period_unit`). Pure."""

from __future__ import annotations

import re

__all__ = ["period_unit", "periods"]

#: weeks written as days ("2 weeks", "2주", "两周" -> 14 days) and whole years of
#: months as years ("24-month", "24개월", "24个月" -> 2 years); other months stay
#: months (18 months is not a whole number of years, and a month is no fixed number of
#: days). The forms a period is written in, in the language it was written in.
_WEEK = re.compile(
    r"(?<![\d.,:])(\d+)(\s?-?\s?)(weeks?|wochen?|semaines?|semanas?)(?![a-zà-ÿ])"
    # Korean 주 after a number is also a count of shares ("100주를 매수"): a week only
    # before a space or a word of time ("2주 전에", "2주간", "3주 동안")
    r"|(?<![\d.,:])(\d+)\s?(주(?:간|일)?(?=\s|$|동안|이내|내에|만에|전|후|째|이며|입니다|이다|이고|예요|이에요|쯤|정도|가량|짜리|과정|코스|[.,~～-])|周(?![岁歲])|星期|個星期|个星期)(?!년|年|[0-9])"
)
_MONTHS = re.compile(
    r"(?<![\d.,:])(\d+)(\s?-?\s?)(months?|monate[n]?|monat|mois|mes|meses)(?![a-zà-ÿ])"
    r"|(?<![\d.,:])(\d+)\s?(개월|个月|個月|달(?!러|력))"
)
_WEEK_DAYS = {
    "week": "days",
    "weeks": "days",
    "woche": "tage",
    "wochen": "tage",
    "semaine": "jours",
    "semaines": "jours",
    "semana": "días",
    "semanas": "días",
    "주": "일",
    "주간": "일",
    "주일": "일",
    "周": "天",
    "星期": "天",
    "個星期": "天",
    "个星期": "天",
}
_YEARS_WORD = {
    "month": "years",
    "months": "years",
    "monat": "jahre",
    "monate": "jahre",
    "monaten": "jahren",
    "mois": "ans",
    "mes": "años",
    "meses": "años",
    "개월": "년",
    "달": "년",
    "个月": "年",
    "個月": "年",
}


def _weeks(m: re.Match[str]) -> str:
    if m.group(1) is not None:
        return f"{int(m.group(1)) * 7}{m.group(2)}{_WEEK_DAYS[m.group(3)]}"
    return f"{int(m.group(4)) * 7}{_WEEK_DAYS[m.group(5)]}"


def period_unit(word: str) -> str | None:
    """The period form ``word`` is, or starts with where it is Hangul or Han: the unit a
    range's second end gives its first ("10 to 20 weeks" is "10 weeks to 20 weeks", then
    70 to 140 days; "10~20주", "3到6个月"); None for any other word."""
    for form in (*_WEEK_DAYS, *_YEARS_WORD):
        if word == form or (not word.isascii() and word.startswith(form)):
            return form
    return None


def _whole_years(m: re.Match[str]) -> str:
    n = int(m.group(1) if m.group(1) is not None else m.group(4))
    if n == 0 or n % 12:
        return m.group(0)
    if m.group(1) is not None:
        word = _YEARS_WORD[m.group(3)]
        if n == 12 and word == "years":
            word = "year"
        return f"{n // 12}{m.group(2)}{word}"
    return f"{n // 12}{_YEARS_WORD[m.group(5)]}"


_MAYBE_PERIOD = re.compile(r"\d\s?-?\s?(?:w|s|m|주|周|星期|個|个|개|달)")


def periods(t: str) -> str:
    """``t`` with weeks as days and whole years of months as years."""
    if _MAYBE_PERIOD.search(t):
        t = _WEEK.sub(_weeks, t)
        t = _MONTHS.sub(_whole_years, t)
    return t
