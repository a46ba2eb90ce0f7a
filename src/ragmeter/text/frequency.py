"""How often a text says something happens: every day, week, month or year, in
English, German, French, Spanish, Korean and Chinese ("every week", "wöchentlich",
"tous les mois", "cada año", "매주", "每月"). A weekday after "every" is weekly ("every
Wednesday", "jeden Mittwoch"); "the last Wednesday of each month" is monthly, since its
period word says so. Pure: regular expressions over normalised text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragmeter.text.tokenize import normalize

__all__ = ["PERIODS", "how_often", "often_spans"]

DAY, WEEK, MONTH, YEAR = "day", "week", "month", "year"
PERIODS = (DAY, WEEK, MONTH, YEAR)

_WEEKDAY = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|"
    r"samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|"
    r"viernes|sábado|domingo"
)
#: period -> (Latin words, Korean / Chinese forms matched inside words)
_WORDS: dict[str, tuple[str, str]] = {
    DAY: (
        r"every day|each day|daily|täglich|jeden tag|tous les jours|chaque jour|quotidiennement|"
        r"todos los días|cada día|diariamente|a diario",
        r"매일|날마다|每天|每日",
    ),
    WEEK: (
        r"every week|each week|weekly|wöchentlich|jede woche|chaque semaine|toutes les semaines|"
        r"hebdomadaire|cada semana|todas las semanas|semanalmente|semanal|"
        rf"(?:every|each|jeden|chaque|cada) (?:{_WEEKDAY})|todos los (?:lunes|martes|miércoles|jueves|viernes"
        r"|sábados|domingos)|tous les (?:lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches)",
        r"매주|주마다|每周|每星期|每个星期|每礼拜|每个周[一二三四五六日天末]|每逢周",
    ),
    MONTH: (
        r"every month|each month|monthly|monatlich|jeden monat|chaque mois|tous les mois|mensuel|mensuelle|"
        r"mensuellement|cada mes|todos los meses|mensualmente|mensual|"
        # "jeden ersten Sonntag im Monat"
        r"(?:sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag) (?:im|des) monat(?:s)?",
        r"매월|매달|달마다|每月|每个月",
    ),
    YEAR: (
        r"every year|each year|yearly|annually|jährlich|jedes jahr|chaque année|tous les ans|annuellement|"
        r"cada año|todos los años|anualmente",
        r"매년|해마다|每年",
    ),
}
_RE = [
    (period, re.compile(rf"(?<![\w])(?:{latin})(?![\w])|{cjk}")) for period, (latin, cjk) in _WORDS.items()
]


@lru_cache(maxsize=4096)
def how_often(text: str) -> frozenset[str]:
    """The periods ``text`` says something recurs in (``"week"`` for "every Wednesday";
    none for a text that names no recurrence)."""
    t = normalize(text)
    return frozenset(period for period, rx in _RE if rx.search(t))


def often_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` (as :func:`~ragmeter.text.tokenize.normalize` gives it) says how
    often: the spans to leave out when its other content is compared."""
    t = normalize(text)
    return [(m.start(), m.end()) for _, rx in _RE for m in rx.finditer(t)]
