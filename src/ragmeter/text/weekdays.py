"""The days of the week a text speaks of, as a set of day numbers (0 = Monday), in
English, German, French, Spanish, Korean and Chinese.

"Monday to Saturday", "Mo.–Sa.", "montags bis samstags", "du lundi au samedi", "de lunes
a sábado", "월요일부터 토요일까지", "周一至周六" and "every day except Sunday", "an allen
Tagen außer Sonntag", "tous les jours sauf le dimanche", "todos los días menos los
domingos", "일요일을 제외하고 매일", "除周日外每天" are one set: {0, ..., 5}. "Daily" is every
day, "weekdays" Monday to Friday, "the weekend" Saturday and Sunday.

:func:`day_set` reads one clause: the days it gives its state (the excepted days left
out). :func:`days_named` reads a whole text: every day it names or implies, excepted
ones included (a day a text excepts is a day it speaks of).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ragmeter.text.clauses import clauses
from ragmeter.text.polarity_words import EXCEPT_LATIN
from ragmeter.text.tokenize import normalize

__all__ = [
    "DAY_WORDS",
    "day_names",
    "day_phrase",
    "day_set",
    "day_sets",
    "day_spans",
    "days_named",
    "is_weekday",
    "singular_days",
]

_DAY_WORDS: dict[str, int] = {}
for _i, _forms in enumerate(
    [
        "monday mondays mon montag montags mo lundi lundis lun lunes",
        "tuesday tuesdays tue tues dienstag dienstags di mardi mardis mar martes",
        "wednesday wednesdays wed mittwoch mittwochs mi mercredi mercredis mer miércoles mié",
        "thursday thursdays thu thur thurs donnerstag donnerstags do jeudi jeudis jeu jueves jue",
        "friday fridays fri freitag freitags fr vendredi vendredis ven viernes vie",
        "saturday saturdays sat samstag samstags sa sonnabend samedi samedis sam sábado sábados sáb",
        "sunday sundays sun sonntag sonntags so dimanche dimanches dim domingo domingos dom",
    ]
):
    for _w in _forms.split():
        _DAY_WORDS[_w] = _i
#: abbreviations of two or three letters count only with their dot ("Mo.", "lun."); a name
#: counts with an English possessive too ("Wednesday's match")
#: the weekdays' names and abbreviations, in the four Latin languages
DAY_WORDS = frozenset(_DAY_WORDS)
_SHORT = frozenset(
    w for w in _DAY_WORDS if (len(w) <= 4 and not w.endswith(("day", "s"))) or w in ("tues", "thur")
)
_LATIN_DAY = (
    r"(?<![\w'])(?:"
    + "|".join(sorted((w for w in _DAY_WORDS if w not in _SHORT), key=len, reverse=True))
    + r")(?='s(?![\w'])|(?![\w']))|(?<![\w'])(?:"
    + "|".join(sorted(_SHORT, key=len, reverse=True))
    + r")\."
)
#: (not "每周一次", "一周两次": how often in a week)
_CJK_DAY = r"[월화수목금토일]요일|(?:周|星期|礼拜)[一二三四五六日天](?![次回遍])"
_DAY = re.compile(rf"{_LATIN_DAY}|{_CJK_DAY}")
_CJK_DAY_RE = re.compile(_CJK_DAY)


def is_weekday(token: str) -> bool:
    """A weekday's name or abbreviation as one token ("sunday", "domingo", "일요일", "周日")."""
    return token in DAY_WORDS or _CJK_DAY_RE.fullmatch(token) is not None


_KO_DAYS = "월화수목금토일"
_ZH_DAYS = "一二三四五六"

#: "to", "bis", "au", "a", "부터 ... 까지", "至", "到", "-"
_THROUGH = r"\s*(?:-|–|—|~|to|through|thru|until|till|bis|au|à|a|hasta|부터|至|到)\s*(?:(?:the|le|el)\s+)?"
#: three-letter English days without their dots, read only as the two ends of a dash
#: ("Tue–Sat"): alone, "sat" and "wed" are words
_BARE = r"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"
_RANGE = re.compile(
    rf"(?P<a>{_LATIN_DAY}|{_CJK_DAY}){_THROUGH}(?P<b>{_LATIN_DAY}|{_CJK_DAY})"
    rf"|(?<![\w'])(?P<c>{_BARE})\s*[-–—]\s*(?P<d>{_BARE})(?![\w'])"
)
#: ... or as a list of two or more ("Tue and Thu", "Mon, Wed & Fri")
_BARE_LIST = re.compile(rf"(?<![\w'])(?:{_BARE})(?:\s*(?:,|and|&|\+|/)\s*(?:{_BARE}))+(?![\w'])")
_BARE_ONE = re.compile(rf"(?<![\w'])(?:{_BARE})(?![\w'])")
_EVERY_DAY = re.compile(
    r"(?<![\w'])(?:daily|every day|each day|any day|all days|seven days a week|7 days a week|24/7|täglich"
    r"|jeden tag|an jedem tag|an allen tagen|alle tage|7 tage die woche|sieben tage die woche|tous les jours"
    r"|chaque jour|n'importe quel jour|7 jours sur 7|todos los días|cada día|cualquier día|a diario"
    r"|7 días a la semana|siete días a la semana)(?![\w'])"
    r"|매일|날마다|일주일 내내|연중무휴|每天|天天|每日|一周七天|全年无休"
)
_WORKDAYS = re.compile(
    r"(?<![\w'])(?:weekdays|on weekdays|werktags|wochentags|en semaine|entre semana|días laborables)(?![\w'])"
    r"|평일|工作日"
)
_WEEKEND = re.compile(
    r"(?<![\w'])(?:weekends?|wochenende[n]?|week-ends?|fin de semana|fines de semana)(?![\w'])|주말|周末"
)
_EXCEPT = re.compile(rf"(?<![\w'])(?:{EXCEPT_LATIN})(?![\w'])|제외|빼고|除了?")
#: where the words an exception excepts end: the clause's end, or "外" of "除 … 外"
_EXCEPTED_END = re.compile(r"[,;，；。]|(?:以|之)?外")


def _day(word: str) -> int:
    w = word.rstrip(".")
    if w in _DAY_WORDS:
        return _DAY_WORDS[w]
    if w.endswith("요일"):
        return _KO_DAYS.index(w[0])
    last = w[-1]
    return 6 if last in "日天" else _ZH_DAYS.index(last)


def _span(a: int, b: int) -> set[int]:
    return {(a + k) % 7 for k in range(((b - a) % 7) + 1)}


#: a German two-letter weekday written in lower case is a word ("what we do.", "so.")
_LOWER_SHORT = re.compile(r"(?<![\w'])(?:mo|di|mi|do|fr|sa|so)\.")


def _norm(text: str) -> str:
    """:func:`normalize` of ``text``, its lower-case two-letter words with a dot read as
    words, not weekdays ("Mo." is Monday; "what we do." is no Thursday)."""
    t = normalize(text)
    if len(t) == len(text):
        for m in _LOWER_SHORT.finditer(text):
            t = t[: m.end() - 1] + " " + t[m.end() :]
    if "mar." in t:  # "vistas al mar.": the sea, no Tuesday
        t = _SEA.sub(r"\1 ", t)
    if "tag" in t or "mittwoch" in t:  # "Mittwochabend", "am Montag- und am Mittwochabend": the days
        t = _DE_DAY_COMPOUND.sub(r"\1 \2", t)
    return t


#: the Spanish "mar" (sea) after an article or a preposition, at the end of a sentence
_SEA = re.compile(r"\b((?:al|el|del|un|por el|en el|junto al) mar)\.")
#: a German weekday with a part of the day, or cut before "und" ("Montag-")
_DE_DAY_COMPOUND = re.compile(
    r"\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(morgen|vormittag|mittag|nachmittag|abend"
    r"|nacht|-)(?=s?\b|\s)"
)


_ZH_LIST_TAIL = re.compile(
    r"(?:[、，,和及与](?:周|星期|礼拜)?[一二三四五六日天](?![一二三四五六七八九十\d]))+"
)
_ZH_LIST_DAY = re.compile(r"[一二三四五六日天]")


def _mentioned(t: str) -> tuple[set[int], list[tuple[int, int]]]:
    """The days ``t`` names or spans, and where (offsets) it says them."""
    found: set[int] = set()
    where: list[tuple[int, int]] = []
    for m in _RANGE.finditer(t):
        found |= _span(_day(m.group("a") or m.group("c")), _day(m.group("b") or m.group("d")))
        where.append(m.span())
    for m in _BARE_LIST.finditer(t):
        if not any(a <= m.start() < b for a, b in where):
            found |= {_day(d.group(0)) for d in _BARE_ONE.finditer(m.group(0))}
            where.append(m.span())
    for m in _DAY.finditer(t):
        if not any(a <= m.start() < b for a, b in where):
            found.add(_day(m.group(0)))
            end = m.end()
            # (a Chinese list that says its word of day once: "每周一、三、五" is Monday,
            # Wednesday and Friday)
            tail = _ZH_LIST_TAIL.match(t, end) if m.group(0)[0] in "周星礼" else None
            if tail is not None:
                found |= {_day(c) for c in _ZH_LIST_DAY.findall(tail.group(0))}
                end = tail.end()
            where.append((m.start(), end))
    if _WORKDAYS.search(t):
        found |= set(range(5))
    if _WEEKEND.search(t):
        found |= {5, 6}
    return found, where


def _excepted_end(t: str, start: int) -> int:
    """Where the words excepted from ``start`` on end: at the clause's end, but for a list
    of days ("except Mon, Tue"), or at "外"."""
    for stop in _EXCEPTED_END.finditer(t, start):
        after = t[stop.end() :].lstrip()
        if stop.group(0) in ",，" and (_DAY.match(after) or _BARE_ONE.match(after)):
            continue
        return stop.start()
    return len(t)


def day_set(clause: str) -> frozenset[int] | None:
    """The days a clause gives its state: every day (``daily``) but the excepted ones,
    or the days and spans it names; None when it names no day."""
    t = _norm(clause)
    named, _ = _mentioned(t)
    every = _EVERY_DAY.search(t)
    exc = _EXCEPT.search(t)
    if exc is not None:
        # the days after the word ("every day except Sunday", "除周日外"), in Korean before
        # it ("일요일을 제외하고 매일")
        korean = exc.group(0) in ("제외", "빼고")
        # (after it, up to the clause's end: "除节假日外，博物馆每逢周一都不开放" excepts no day;
        # a Chinese "除外" after its days, in their clause: "每天开放，周一除外")
        end = _excepted_end(t, exc.end())
        after = t.startswith("外", exc.end())
        start = max(t.rfind(c, 0, exc.start()) for c in "，,;；。") + 1 if after else 0
        excepted = {
            _day(m.group(0))
            for m in _DAY.finditer(t)
            if (start <= m.start() < exc.start() if korean or after else exc.start() < m.start() < end)
        }
        if not excepted:
            return frozenset(named) if named else None
        if every is not None or not (named - excepted):
            return frozenset(set(range(7)) - excepted)
        return frozenset(named - excepted)
    if every is not None:
        # every day of a span ("화요일부터 일요일까지 매일", "täglich von Dienstag bis
        # Sonntag", "周二至周日每天"): the span's days
        return frozenset(named) if _every_of_span(t, every) else frozenset(range(7))
    return frozenset(named) if named else None


#: what may stand between a span of days and its "every day" ("까지", "from", "von")
_SPAN_GAP = re.compile(r"\s*(?:까지|from|von|du|de|del|desde)?\s*")


def _every_of_span(t: str, every: re.Match[str]) -> bool:
    """``every`` is said of the one span of days right before or after it."""
    spans = list(_RANGE.finditer(t))
    if len(spans) != 1:
        return False
    m = spans[0]
    gap = t[m.end() : every.start()] if m.end() <= every.start() else t[every.end() : m.start()]
    return _SPAN_GAP.fullmatch(gap) is not None


def day_sets(sentence: str) -> frozenset[frozenset[int]]:
    """The sets of days ``sentence`` gives (:func:`day_set`), of the whole and of each
    clause: "every day except Monday" and "Tuesday through Sunday" are one set."""
    if not days_named(sentence):
        return frozenset()
    found = (day_set(c) for c in (sentence, *clauses(sentence)))
    return frozenset(d for d in found if d)


def days_named(text: str) -> frozenset[int]:
    """Every day ``text`` names, spans or implies ("daily": all), excepted days too."""
    t = _norm(text)
    named, _ = _mentioned(t)
    if _EVERY_DAY.search(t):
        named |= set(range(7))
    return frozenset(named)


def day_spans(text: str) -> list[tuple[int, int]]:
    """Where (offsets into :func:`normalize` of ``text``) it says days: the words a day
    check has read, which no other unit needs to restate."""
    t = _norm(text)
    _, where = _mentioned(t)
    for pattern in (_EVERY_DAY, _EXCEPT, _WORKDAYS, _WEEKEND):
        where.extend(m.span() for m in pattern.finditer(t))
    return where


#: what may stand between two words of one phrase of days (", ", " and ", "을 ", "하고 ")
_PHRASE_GAP = re.compile(r"[^\S\n]*(?:[,&/+]|[^\W\d_]{1,3})?[^\S\n]*")


def day_phrase(text: str) -> tuple[int, int] | None:
    """Where (offsets into ``text``) it says its days, as one phrase ("every day except
    Monday", "Tuesday through Sunday", "일요일을 제외하고 매일"); None where it says none,
    or says days in two places."""
    t = _norm(text)
    if len(t) != len(text):
        return None
    spans = sorted(day_spans(text))
    if not spans:
        return None
    start, end = spans[0]
    for a, b in spans[1:]:
        if a > end and not _PHRASE_GAP.fullmatch(t[end:a]):
            return None
        end = max(end, b)
    return start, end


_NAMES = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def day_names(days: frozenset[int] | set[int]) -> str:
    """The days in order, by their English names, for a reason ("Monday, Sunday")."""
    return ", ".join(_NAMES[d] for d in sorted(days))


def singular_days(toks: Iterable[str]) -> set[str]:
    """The words ``toks``, an English weekday in the plural as one ("wednesdays":
    "wednesday")."""
    return {t[:-1] if t.endswith("days") else t for t in toks}
