"""Clock times and durations said in words, in the canonical forms of
:mod:`ragmeter.text.canon`; run after the number words became digits and before
:func:`ragmeter.text.quantities.times` and :func:`ragmeter.text.quantities.quantities`.

* clock times with a half or a quarter hour: ``H:MM`` ("halb sieben abends" -> "18:30",
  "Viertel nach acht" -> "8:15", "Viertel vor neun" -> "8:45", "onze heures et quart du
  soir" -> "23:15", "las once y media de la noche" -> "las 23:30");
* durations with a half hour or with hours and minutes: minutes ("an hour and a half",
  "une heure et demie", "una hora y media", "anderthalb Stunden", "1시간 30분",
  "一个半小时" -> "90 minute"; "half an hour", "media hora", "半小时" -> "30 minute");
  the German "anderthalb", "eineinhalb", "zweieinhalb" are numbers ("1.5", "2.5").

A French "N heures et demie" is a time of day unless it is one hour or follows a word
of duration ("pendant deux heures et demie").
"""

from __future__ import annotations

import re

from ragmeter.text.numwords import fmt_number

__all__ = ["TIME_WORDS", "clock", "spoken_durations", "spoken_times"]

_PM_WORDS = frozenset(
    "오후 저녁 밤 下午 晚上 傍晚 夜里 夜间 晚 evening afternoon night abends nachmittags nachts soir "
    "après-midi apres-midi nuit tarde noche".split()
)
_NIGHT = frozenset(("밤", "nachts", "nuit", "noche"))


def clock(hour: int, minute: str | None, part: str | None) -> str | None:
    """``H:MM`` of an hour, its minutes and the part of the day said with it (``None``
    when it is no time)."""
    if hour > 24 or (minute is not None and int(minute) > 59):
        return None
    if part in _PM_WORDS and hour < 12 and not (part in _NIGHT and hour < 5):
        hour += 12
    elif part in ("새벽", "凌晨", "madrugada") and hour == 12:
        hour = 0
    return f"{hour}:{int(minute or 0):02d}"


def _before(hour: int) -> int:
    """The hour before ``hour`` on a 12-hour dial ("halb eins" is 12:30)."""
    return 12 if hour == 1 else hour - 1


# ------------------------------------------------------------------ clock times
_DE_HOURS = {"ein": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
             "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12}  # fmt: skip
_ES_HOURS = {"una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
             "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12}  # fmt: skip


def _hour_words(table: dict[str, int]) -> str:
    return r"(\d{1,2}|" + "|".join(sorted(table, key=len, reverse=True)) + ")"


_DE_CLOCK = re.compile(
    r"\b(halb|viertel nach|viertel vor|dreiviertel|drei viertel)\s+" + _hour_words(_DE_HOURS)
    + r"(?:\s+uhr)?(?:\s+(abends|morgens|früh|nachmittags|vormittags|nachts))?(?![\w-])"
)  # fmt: skip
_FR_PART = r"(?:\s+(?:du|de l'|de la)\s*(soir|matin|après-midi|apres-midi|nuit))?"
_FR_CLOCK = re.compile(
    r"(?<![\d.,:])(\d{1,2}|une) heures?\s+(et quart|et demie|moins le quart|moins quart)"
    + _FR_PART + r"(?![\w-])"
)  # fmt: skip
#: a word of duration before "N heures et demie": a length of time, not a time of day
_FR_DURATION_BEFORE = re.compile(
    r"(?:pendant|durant|en|dure|durent|duré|pour|plus de|moins de|environ|d'|de)\s*$"
)
_ES_CLOCK = re.compile(
    r"\b(las?)\s+" + _hour_words(_ES_HOURS) + r"\s+(y media|y cuarto|menos cuarto)"
    r"(?:\s+de la\s+(mañana|tarde|noche|madrugada))?(?![\w-])"
)
_EN_HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}  # fmt: skip
_EN_CLOCK = re.compile(
    r"\b(?:a\s+)?(quarter past|quarter after|quarter to|quarter before|half past)\s+" + _hour_words(_EN_HOURS)
    + r"(?:\s+(?:in the\s+(morning|afternoon|evening)|at (night)))?(?![\w-])"
)  # fmt: skip
#: "midi et demi", "minuit et quart": noon and midnight with their half and quarter
_FR_NOON = re.compile(r"\b(midi|minuit)\s+(et demie?|et quart|moins le quart)(?![\w-])")
_MINUTES = {"halb": 30, "et demie": 30, "y media": 30, "et quart": 15, "y cuarto": 15}


def _hour(word: str, table: dict[str, int]) -> int:
    return int(word) if word.isdigit() else table[word]


def _quarter_to(said: str) -> bool:
    return said.startswith(("viertel vor", "dreiviertel", "drei viertel", "moins", "menos"))


def _de_clock(m: re.Match[str]) -> str:
    hour, said = _hour(m.group(2), _DE_HOURS), m.group(1)
    minute = 15 if said == "viertel nach" else 30 if said == "halb" else 45
    if minute != 15:
        hour = _before(hour)
    return clock(hour, str(minute), m.group(3)) or m.group(0)


def _fr_clock(m: re.Match[str]) -> str:
    hour = 1 if m.group(1) == "une" else int(m.group(1))
    said = m.group(2)
    if m.group(3) is None and (
        hour == 1 or _FR_DURATION_BEFORE.search(m.string, max(0, m.start() - 12), m.start())
    ):
        return m.group(0)  # a duration: :func:`spoken_durations`'
    if _quarter_to(said):
        return clock(_before(hour), "45", m.group(3)) or m.group(0)
    return clock(hour, str(_MINUTES[said]), m.group(3)) or m.group(0)


def _es_clock(m: re.Match[str]) -> str:
    hour, said = _hour(m.group(2), _ES_HOURS), m.group(3)
    found = (
        clock(_before(hour), "45", m.group(4))
        if _quarter_to(said)
        else clock(hour, str(_MINUTES[said]), m.group(4))
    )
    return f"{m.group(1)} {found}" if found else m.group(0)


def _en_clock(m: re.Match[str]) -> str:
    hour, said = _hour(m.group(2), _EN_HOURS), m.group(1)
    part = m.group(3) or m.group(4)
    if said.endswith(("to", "before")):
        return clock(_before(hour), "45", part) or m.group(0)
    return clock(hour, "30" if said.startswith("half") else "15", part) or m.group(0)


def _fr_noon(m: re.Match[str]) -> str:
    hour = 12 if m.group(1) == "midi" else 0
    said = m.group(2)
    if said.startswith("moins"):
        return f"{11 if hour == 12 else 23}:45"
    return f"{hour}:{15 if said == 'et quart' else 30:02d}"


def spoken_times(t: str) -> str:
    """Clock times said with a half or a quarter hour, as ``H:MM`` (see the module)."""
    if "quarter" in t or "half past" in t:
        t = _EN_CLOCK.sub(_en_clock, t)
    if "midi" in t or "minuit" in t:
        t = _FR_NOON.sub(_fr_noon, t)
    if "halb" in t or "viertel" in t:
        t = _DE_CLOCK.sub(_de_clock, t)
    if "heure" in t:
        t = _FR_CLOCK.sub(_fr_clock, t)
    if "la" in t and ("media" in t or "cuarto" in t):
        t = _ES_CLOCK.sub(_es_clock, t)
    return t


# ------------------------------------------------------------------ durations
_DE_HALVES = {"anderthalb": 1.5, "eineinhalb": 1.5, **{
    f"{w}einhalb": n + 0.5 for w, n in _DE_HOURS.items() if n > 1 and w != "eins"
}}  # fmt: skip
_DE_HALF = re.compile(r"(?<![\w-])(" + "|".join(_DE_HALVES) + r")(?![\w-])")
_ONE = r"(\d+|an?|one|une|una|ein|eine|一)"
_HOURS = r"(?:hours?|hrs?|stunden?|heures?|horas?)"
_MINUTE_WORDS = r"(?:minutes?|mins?|minuten|minutos?)"
#: hours and a half: "an hour and a half", "1 hour and a half", "one and a half hours",
#: "une heure et demie", "una hora y media", "一个半小时", "1시간 반"
_HALF_HOURS = re.compile(
    r"(?<![\w.,])" + _ONE + r"\s+(?:" + _HOURS + r"\s+(?:and a half|et demie|y media)|and a half\s+" + _HOURS
    + r")(?![\w-])|(?<![\d.,])" + _ONE + r"\s?[个個]半(?:小时|小時|钟头|鐘頭)|(?<![\d.,])(\d+)\s?시간\s?반"
)  # fmt: skip
#: half an hour: "half an hour", "a half hour", "une demi-heure", "media hora",
#: "eine halbe Stunde", "半小时", "30분"
_HALF_HOUR = re.compile(
    r"\b(?:half an hour|a half[- ]hour|(?:une )?demi-heure|(?:una )?media hora|(?:eine )?halbe stunde)\b"
    r"|半(?:个|個)?(?:小时|小時|钟头|鐘頭)"
)
#: hours and minutes: "2 hours and 30 minutes", "1 Stunde 30 Minuten", "1시간 30분",
#: "1小时30分钟"
_HOURS_MINUTES = re.compile(
    r"(?<![\d.,:])(\d+)\s?(?:" + _HOURS + r"\s+(?:and\s+|und\s+|et\s+|y\s+)?(\d+)\s?" + _MINUTE_WORDS
    + r"(?![\w-])|(?:시간|小时|小時|个小时|個小時)\s?(\d+)\s?(?:분|分钟|分鐘|分))"
)  # fmt: skip


def _count(word: str) -> int:
    return int(word) if word.isdigit() else 1


def _half_hours(m: re.Match[str]) -> str:
    said = m.group(1) or m.group(2) or m.group(3)
    return f"{_count(said) * 60 + 30} minute"


def _hours_minutes(m: re.Match[str]) -> str:
    return f"{int(m.group(1)) * 60 + int(m.group(2) or m.group(3))} minute"


_DURATION_GATE = re.compile(r"half|halb|demi|media|半|시간|hour|hora|heure|stunde|小时|小時")


def spoken_durations(t: str) -> str:
    """Durations with a half hour, or with hours and minutes, in minutes; the German
    half numbers in digits (see the module)."""
    if "einhalb" in t or "anderthalb" in t:
        t = _DE_HALF.sub(lambda m: fmt_number(_DE_HALVES[m.group(1)]), t)
    if not _DURATION_GATE.search(t):
        return t
    t = _HALF_HOURS.sub(_half_hours, t)
    t = _HALF_HOUR.sub("30 minute", t)
    return _HOURS_MINUTES.sub(_hours_minutes, t)


#: the Latin words the rules of this module start from (the canonical rules' cheap test)
TIME_WORDS = frozenset(
    "halb viertel dreiviertel heure heures demie quart media cuarto half hour hours hora horas quarter midi "
    "minuit stunde stunden demi anderthalb".split()
    + list(_DE_HALVES)
)
