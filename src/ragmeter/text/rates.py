"""How often a text says something recurs, as a rate: "every 20 minutes" and "three
times an hour", "every six months" and "twice a year", "once every two weeks" and "every
other Saturday" are the same rates. Read on canonical text (numbers in digits, weeks
of "every two weeks" as 14 days), in English, German, French, Spanish, Korean and
Chinese. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.text.leads import leads, letters, may_match

__all__ = ["Rate", "rates", "same_rate"]

#: minutes in each unit of time (a month and a year on average)
_MINUTES = {"minute": 1.0, "hour": 60.0, "day": 1440.0, "week": 10080.0, "month": 43830.0, "year": 525960.0}
#: unit -> its words in canonical text
_UNIT_WORDS = {
    "minute": r"minutes?|minuten?|minutos?|분|分钟",
    "hour": r"hours?|stunden?|heures?|horas?|시간|小时|個小時|个小时",
    "day": r"days?|tage?n?|jours?|días?|dias?|일|天",
    "week": r"weeks?|wochen?|semaines?|semanas?|주|周|星期",
    "month": r"months?|monate?n?|mois|mes|meses|개월|달|个月|個月",
    "year": r"years?|jahre?n?|ans?|années?|años?|년|年",
}
_UNIT = "|".join(f"(?P<{u}>{w})" for u, w in _UNIT_WORDS.items())
_WEEKDAY = (
    r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|montags?|dienstags?|mittwochs?"
    r"|donnerstags?|freitags?|samstags?|sonntags?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?"
    r"|dimanches?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?"
)
#: every N units: "every 20 minutes", "alle 14 tage", "toutes les 2 heures", "cada 10 minute",
#: "10 minute마다", "每10 minute", "每隔7天"
_EVERY = re.compile(
    r"(?<![\w])(?:every|each|alle|tous les|toutes les|cada|每隔|每)\s*(?P<n>\d+(?:\.\d+)?)\s*(?:"
    + _UNIT
    + r")(?![a-zà-ÿ0-9])"
    r"|(?<![\d.])(?P<kn>\d+(?:\.\d+)?)\s*(?:" + _UNIT.replace("?P<", "?P<k") + r")\s?마다"
)
#: every other one: "every other Saturday" (every two weeks), "jeden zweiten Tag",
#: "un samedi sur deux"
_EVERY_OTHER = re.compile(
    r"(?<![\w])(?:every other|every second|jeden zweiten|jede zweite|jedes zweite)\s+"
    r"(?:(?P<unit>day|tag|week|woche|month|monat|year|jahr)|(?P<wd>" + _WEEKDAY + r"))(?![\w])"
    r"|(?<![\w])un (?P<fr>jour|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi) sur 2(?![\w])"
)
_OTHER_UNIT = {"day": "day", "tag": "day", "week": "week", "woche": "week", "month": "month",
               "monat": "month", "year": "year", "jahr": "year"}  # fmt: skip
#: N times per unit: "3 times an hour", "2 mal pro woche", "2 fois par jour", "2 veces al año",
#: "once a week", "1년에 2번", "每年2次", "一年两次" (canonical "1年2次")
_TIMES = re.compile(
    r"(?:(?P<n>\d+(?:\.\d+)?)\s*(?:times|mal|fois|veces)|(?P<once>once|einmal|une fois|una vez))\s+"
    r"(?:a|an|per|pro|im|in der|in the|par|al|por|à la|each|every|jede[nrs]?|chaque|cada)\s+(?:"
    + _UNIT
    + r")(?![\w])"
    r"|(?:(?P<kq>\d+)\s?|매|每)(?:"
    + _UNIT.replace("?P<", "?P<k")
    + r")(?:에|에는|당)?\s?(?P<kn>\d+)\s?(?:번|회|次|대(?:꼴)?|편|班|趟)"
)
#: at intervals of N units: "20 minute 간격으로", "间隔20 minute" (canonical text)
_INTERVAL = re.compile(
    r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*(?:" + _UNIT + r")\s?(?:간격|間隔|间隔)"
    r"|(?:间隔|間隔)\s?(?P<kn>\d+(?:\.\d+)?)\s*(?:" + _UNIT.replace("?P<", "?P<k") + r")"
)


#: a recurrence said as one word: unit -> how many of it between two ("quarterly": 3
#: months, "daily": 1 day)
_WORD_RATES = (
    (
        re.compile(r"(?<![\w])(?:hourly|stündlich|toutes les heures|cada hora)(?![\w])|매시간|每小时"),
        "hour",
        1,
    ),
    (
        re.compile(
            r"(?<![\w])(?:daily|täglich|quotidien(?:ne)?|a diario|diariamente)(?![\w])|매일|每天|每日"
        ),
        "day",
        1,
    ),
    (re.compile(r"(?<![\w])(?:weekly|wöchentlich|hebdomadaire|semanal)(?![\w])|매주|每周"), "week", 1),
    (re.compile(r"(?<![\w])(?:monthly|monatlich|mensuel(?:le)?|mensual)(?![\w])|매월|매달|每月"), "month", 1),
    (
        re.compile(
            r"(?<![\w])(?:quarterly|vierteljährlich|trimestriel(?:le)?|trimestral)(?![\w])|분기마다|每季度"
        ),
        "month",
        3,
    ),
    (
        re.compile(
            r"(?<![\w])(?:semi-?annual(?:ly)?|half-?yearly|halbjährlich|semestriel(?:le)?|semestral)(?![\w])|반기마다|每半年"
        ),
        "month",
        6,
    ),
    (
        re.compile(
            r"(?<![\w])(?:yearly|annually|annual|jährlich|annuel(?:le)?|anual)(?![\w])|매년|每年(?!\d)"
        ),
        "year",
        1,
    ),
)


@dataclass(frozen=True)
class Rate:
    """A recurrence: the number said for it (0 for none), how many times a minute,
    and where it is said."""

    said: float
    per_minute: float
    start: int
    end: int


def _unit(m: re.Match[str], prefix: str = "") -> str | None:
    return next((u for u in _MINUTES if m.group(prefix + u)), None)


#: the letters the matches of the word patterns of :func:`rates` start with (a cheap test)
_OTHER_LEADS = leads([_EVERY_OTHER])
_WORD_LEADS = [leads([rx]) for rx, _, _ in _WORD_RATES]


@lru_cache(maxsize=2048)
def rates(text: str) -> tuple[Rate, ...]:
    """Each recurrence canonical ``text`` says, as a :class:`Rate`."""
    seen = letters(text)
    out: list[Rate] = []
    for m in _EVERY.finditer(text):
        prefix = "" if m.group("n") else "k"
        n, unit = float(m.group(prefix + "n")), _unit(m, prefix)
        if n and unit:
            out.append(Rate(n, 1 / (n * _MINUTES[unit]), m.start(), m.end()))
    for m in _INTERVAL.finditer(text):
        prefix = "" if m.group("n") else "k"
        n, unit = float(m.group(prefix + "n")), _unit(m, prefix)
        if n and unit:
            out.append(Rate(n, 1 / (n * _MINUTES[unit]), m.start(), m.end()))
    for m in _EVERY_OTHER.finditer(text) if may_match(_OTHER_LEADS, seen) else ():
        unit = _OTHER_UNIT[m.group("unit")] if m.group("unit") else "week" if m.group("wd") else None
        unit = unit or ("day" if m.group("fr") == "jour" else "week")
        out.append(Rate(0.0, 1 / (2 * _MINUTES[unit]), m.start(), m.end()))
    for m in _TIMES.finditer(text):
        if m.group("kn"):
            n, unit = float(m.group("kn")) / float(m.group("kq") or 1), _unit(m, "k")
        else:
            n, unit = (1.0 if m.group("once") else float(m.group("n"))), _unit(m)
        if unit:
            out.append(Rate(n if not m.group("once") else 0.0, n / _MINUTES[unit], m.start(), m.end()))
    for (rx, unit, every), lead in zip(_WORD_RATES, _WORD_LEADS, strict=True):
        if may_match(lead, seen):
            out.extend(Rate(0.0, 1 / (every * _MINUTES[unit]), m.start(), m.end()) for m in rx.finditer(text))
    return tuple(out)


def same_rate(a: float, b: float) -> bool:
    """Two rates a reader takes for one (within 1 %: a month is no whole number of weeks)."""
    return abs(a - b) <= 0.01 * max(a, b)
