"""Clock times and durations said in words, in the canonical forms of
:mod:`ragmeter.text.canon`; run after the number words became digits and before
:func:`ragmeter.text.quantities.times` and :func:`ragmeter.text.quantities.quantities`.

* clock times with a half or a quarter hour: ``H:MM`` ("halb sieben abends" -> "18:30",
  "Viertel nach acht" -> "8:15", "Viertel vor neun" -> "8:45", "onze heures et quart du
  soir" -> "23:15", "las once y media de la noche" -> "las 23:30");
* clock times with minutes to or past the hour: ``H:MM`` ("at twenty to twelve" ->
  "at 11:40", "zehn nach neun" -> "9:10", "fünf vor halb acht" -> "7:25", "onze heures
  moins vingt" -> "10:40", "midi moins dix" -> "11:50", "las doce menos veinte de la
  noche" -> "las 23:40"); only where nothing after the numbers makes them counts ("from
  10 to 12 people", "10 nach 12 Tagen"), the minutes are said in fives (or with the
  word "minutes"), and an English "to" / "before" also has a word before that says a
  time ("at", "until", "it's") or the part of the day after it ("5 to 10" is a range);
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

__all__ = [
    "FR_RANGE_END",
    "HOUR_WORDS",
    "TIME_WORDS",
    "clock",
    "hour_value",
    "hour_words",
    "spoken_durations",
    "spoken_times",
]

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
    elif part in ("새벽", "凌晨", "madrugada", *_NIGHT, "晚上", "夜里", "夜间", "night") and hour == 12:
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
    + r"(?:\s+uhr)?(?:\s+(abends|morgens|früh|nachmittags|vormittags|nachts|in der nacht|am abend"
    r"|am morgen))?(?![\w-])"
)  # fmt: skip
#: a part of the day said with its article, as its adverb
_DE_PART = {"in der nacht": "nachts", "am abend": "abends", "am morgen": "morgens"}
_FR_PART = r"(?:\s+(?:du|de l'|de la)\s*(soir|matin|après-midi|apres-midi|nuit))?"
_FR_HOURS = {"une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
             "neuf": 9, "dix": 10, "onze": 11, "douze": 12}  # fmt: skip
_FR_CLOCK = re.compile(
    r"(?<![\w.,:-])" + _hour_words(_FR_HOURS) + r" heures?\s+(et quart|et demie|moins le quart|moins quart)"
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
    start = _RANGE_START.search(m.string, max(0, m.start() - 20), m.start())
    if m.group(3) is None and start is not None and 12 <= int(start.group(1)) < 24 and hour < 12:
        hour += 12  # "von 19 Uhr bis halb neun": the end of an evening span is in the evening
    part = _DE_PART.get(m.group(3), m.group(3)) if m.group(3) else None
    return clock(hour, str(minute), part) or m.group(0)


#: a span whose end is a spoken time with its part of the day ("von 7 bis halb 9 abends"):
#: the part is the start's too, where the start is the earlier hour
_DE_RANGE = re.compile(
    r"(?<![\d:.,])(\d{1,2})\s*(?:uhr\s*)?bis\s+(?=(halb|viertel nach|viertel vor|dreiviertel|drei viertel)\s+"
    + _hour_words(_DE_HOURS) + r"(?:\s+uhr)?\s+(abends|nachmittags|morgens|vormittags|früh|nachts)(?![\w-]))"
)  # fmt: skip


def _de_range(m: re.Match[str]) -> str:
    start, end = int(m.group(1)), _hour(m.group(3), _DE_HOURS)
    if m.group(2) != "viertel nach":
        end = _before(end)
    if not 1 <= start <= end <= 12:
        return m.group(0)
    return f"{start} uhr {m.group(4)} bis "


#: the start of a span of time right before its end ("19 uhr bis ", "19:00 - ")
_RANGE_START = re.compile(r"(\d{1,2})(?::\d{2})?\s*(?:uhr\s*)?(?:bis|-|–)\s*$")


def _fr_clock(m: re.Match[str]) -> str:
    hour, said, part = _hour(m.group(1), _FR_HOURS), m.group(2), m.group(3)
    end = _FR_RANGE_END.match(m.string, m.end()) if part is None else None
    if end is not None:
        # the start of a span of hours whose part of the day is said at its end ("de six
        # heures et demie à dix heures du soir": 18:30 to 22:00)
        part = end.group(2)
    elif part is None and (
        hour == 1 or _FR_DURATION_BEFORE.search(m.string, max(0, m.start() - 12), m.start())
    ):
        return m.group(0)  # a duration: :func:`spoken_durations`'
    if _quarter_to(said):
        return clock(_before(hour), "45", part) or m.group(0)
    return clock(hour, str(_MINUTES[said]), part) or m.group(0)


#: the end of a French span of hours with its part of the day ("... à dix heures du soir")
_FR_RANGE_END = re.compile(
    r"\s*(?:à|jusqu'à)\s+" + _hour_words(_FR_HOURS) + r"\s*(?:heures?|h)?(?:\s+et (?:demie|quart))?"
    r"\s+(?:du|de l'|de la)\s*(soir|matin|après-midi|apres-midi|nuit)(?![\w-])"
)


def _es_clock(m: re.Match[str]) -> str:
    found = _es_time(_hour(m.group(2), _ES_HOURS), m.group(3), m.group(4))
    return f"{m.group(1)} {found}" if found else m.group(0)


#: a Spanish span of two hours with a half or a quarter, its part of the day said once
#: at its end ("de seis a siete y media de la tarde": 18:00 to 19:30)
_ES_SPAN = re.compile(
    r"\bde\s+" + _hour_words(_ES_HOURS) + r"(?:\s+(y media|y cuarto))?"
    # (the start's own part of the day: "de siete y media de la mañana a cuatro y media de la tarde")
    r"(?:\s+de la\s+(mañana|tarde|noche|madrugada))?\s+a\s+(?:las?\s+)?"
    + _hour_words(_ES_HOURS) + r"(?:\s+(y media|y cuarto|menos cuarto))?"
    r"\s+de la\s+(mañana|tarde|noche|madrugada)(?![\w-])"
)  # fmt: skip


def _es_time(hour: int, said: str | None, part: str | None) -> str | None:
    """An hour with its half or quarter ("siete y media", "ocho menos cuarto") and the
    part of the day, as ``H:MM``."""
    if said is not None and _quarter_to(said):
        return clock(_before(hour), "45", part)
    return clock(hour, str(_MINUTES[said]) if said else None, part)


def _es_span(m: re.Match[str]) -> str:
    if m.group(2) is None and m.group(5) is None:
        return m.group(0)  # whole hours: :mod:`ragmeter.text.daytimes` reads the range
    start, end = _hour(m.group(1), _ES_HOURS), _hour(m.group(4), _ES_HOURS)
    part = m.group(6)
    first = _es_time(start, m.group(2), m.group(3) or (part if start <= end else ""))
    last = _es_time(end, m.group(5), part)
    return f"de {first} a {last}" if first and last else m.group(0)


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


# ------------------------------------------------------------------ minutes to and past
#: minute counts in one word, where the number rules leave them (before no other word)
_MINUTE_COUNTS = {
    "de": {**_DE_HOURS, "eine": 1, "fünfzehn": 15, "zwanzig": 20, "fünfundzwanzig": 25},
    "fr": {**_FR_HOURS, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20,
           "trente": 30, "quarante": 40, "cinquante": 50},
    "es": {**_ES_HOURS, "uno": 1, "trece": 13, "catorce": 14, "quince": 15, "veinte": 20, "treinta": 30},
}  # fmt: skip


def _minute_words(lang: str) -> str:
    return r"(\d{1,2}|" + "|".join(sorted(_MINUTE_COUNTS[lang], key=len, reverse=True)) + ")"


#: no digit, decimal, time or per cent sign right after a time
_END = r"(?![\w-]|[.,:/]\d)"
#: "twenty to twelve", "five after six p.m.", "ten minutes past nine in the evening"
_EN_MINUTES = re.compile(
    r"(?<![\w.,:/-])(\d{1,2})(\s+minutes?)?\s+(past|after|to|before)\s+(\d{1,2}|one)(?:\s+o'clock)?"
    r"(?:\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|\s+in the (morning|afternoon|evening)|\s+at (night))?" + _END
)
#: "zwanzig vor zwölf", "zehn nach neun abends", "fünf vor halb acht"
_DE_MINUTES = re.compile(
    r"(?<![\w.,:/-])" + _minute_words("de") + r"(\s+minuten?)?\s+(vor|nach)\s+(halb\s+)?"
    + _hour_words(_DE_HOURS) + r"(?:\s+uhr)?(?:\s+(abends|morgens|früh|nachmittags|vormittags|nachts))?"
    + _END
)  # fmt: skip
#: "onze heures moins vingt", "neuf heures dix", "huit heures moins cinq du soir"
_FR_MINUTES = re.compile(
    r"(?<![\w.,:-])" + _hour_words(_FR_HOURS) + r"\s+heures?\s+(moins\s+)?" + _minute_words("fr")
    + r"(\s+minutes?)?" + _FR_PART + _END
)  # fmt: skip
#: "midi moins dix", "minuit vingt"
_FR_NOON_MINUTES = re.compile(
    r"\b(midi|minuit)\s+(moins\s+)?" + _minute_words("fr") + r"(\s+minutes?)?" + _END
)
#: "las doce menos veinte de la noche", "las nueve y diez", "la una menos cinco"
_ES_MINUTES = re.compile(
    r"\b(las?)\s+" + _hour_words(_ES_HOURS) + r"\s+(y|menos)\s+" + _minute_words("es")
    + r"(\s+minutos?)?(?:\s+de la\s+(mañana|tarde|noche|madrugada))?" + _END
)  # fmt: skip
#: a word before the numbers that says they are a time of day
_EN_CUE = re.compile(
    r"(?:(?<![\w'])(?:at|until|till|before|after|since|it's|it is|it was)|\d:\d\d\s+(?:to|and))\s+$"
)
#: ... unless "at" follows a word of value ("priced at 10 to 12")
_EN_VALUE_AT = re.compile(
    r"\b(?:priced|rated|valued|estimated|capped|fixed|pegged|charged|sold|costs?|stands?|stood|aged|ranging|ranges?)"
    r"\s+at\s+$"
)
_DE_CUE = re.compile(r"(?<!\w)(?:um|gegen|bis|ab|seit|spätestens|frühestens|es ist|ist es|es war|war es)\s+$")
_FR_CUE = re.compile(r"(?<!\w)(?:à|a|vers|jusqu'à|jusqu'a|dès|avant|après|apres|depuis|il est)\s+$")
#: "de neuf heures dix à onze heures": the start of a range of times, not a duration
_FR_FROM, _FR_TO = re.compile(r"(?<!\w)de\s+$"), re.compile(r"\s+(?:à|a|jusqu'à)\s")
#: "entre las nueve y diez": two hours, not one time
_ES_RANGE = re.compile(r"\bentre\s+$")
_COUNT_NOUNS = (
    "minutes? mins? minute hours? hrs? days? weeks? months? years? seconds? people persons? times "
    "percent per points? pages? euros? dollars? pounds? items? votes? goals? usd eur gbp jpy krw gram "
    "metre millilitre celsius km kg mg g ml l cm mm m miles? atleast atmost minuten stunden? tage tagen "
    "tag wochen? monate monaten monat jahre jahren jahr sekunden personen leute leuten prozent mal "
    "seiten punkte punkten stück jours? semaines? mois ans années? heures? secondes? personnes? fois "
    "pour\\s+cent días? dias? semanas? meses años? anos? horas? minutos? segundos? personas? veces "
    "por\\s+ciento puntos? páginas?"
).split()
#: what after the numbers makes them counts ("from 10 to 12 people", "10 nach 12 Tagen")
_COUNTED = re.compile(r"\s*(?:\d|[%°€$£]|(?:" + "|".join(_COUNT_NOUNS) + r")(?![\w-]))")
#: the end of a phrase after a time: a sentence mark, a conjunction, a preposition
_PHRASE_END = re.compile(
    r"\s*(?:$|[.,;:!?)\]\"'»](?!\d)|[-–—]\s)|\s+(?:and|or|but|then|on|at|in|from|to|until|till|every|each|today|tonight|"
    r"tomorrow|sharp|local|und|oder|aber|dann|am|im|an|ab|los|bis|heute|morgen|täglich|jeden|pünktlich|"
    r"et|ou|mais|puis|pour|à|au|aux|le|la|les|ce|demain|précises|pile|pero|luego|en|el|los|hoy|cada|"
    r"desde|hasta|con|para)(?![\w-])"
)


def _minute(word: str, lang: str) -> int | None:
    return int(word) if word.isdigit() else _MINUTE_COUNTS[lang].get(word)


def _minutes_said(minute: int, with_word: bool, top: int) -> bool:
    """A count of minutes to or past an hour: 1 .. ``top``, and said in fives unless
    the word "minutes" follows ("three minutes to ten")."""
    return 1 <= minute <= top and (with_word or minute % 5 == 0)


def _cued(cue: re.Pattern[str], m: re.Match[str]) -> bool:
    return cue.search(m.string, max(0, m.start() - 24), m.start()) is not None


def _as_time(m: re.Match[str], cued: bool, need_cue: bool = False) -> bool:
    """Whether the numbers of ``m`` are a time of day: no count noun follows them, and
    a word before says a time (``cued``) or (unless ``need_cue``) a phrase ends."""
    if _COUNTED.match(m.string, m.end()):
        return False
    return cued or (not need_cue and _PHRASE_END.match(m.string, m.end()) is not None)


def _counted(hour: int, minutes: int, part: str | None) -> str | None:
    """``H:MM`` of ``minutes`` past ``hour`` (before it when negative) said with the
    part of the day ("am" / "pm" for "a.m." / "p.m.")."""
    if minutes < 0:
        hour, minutes = _before(hour), minutes + 60
    if part in ("am", "pm"):
        hour, part = hour % 12 + (12 if part == "pm" else 0), None
    return clock(hour, str(minutes), part)


def _en_minutes(m: re.Match[str]) -> str:
    minute, hour = int(m.group(1)), _hour(m.group(4), _EN_HOURS)
    before, said_minutes = m.group(3) in ("to", "before"), m.group(2) is not None
    ampm, part = m.group(5), m.group(6) or m.group(7)
    if not (1 <= hour <= 12 and _minutes_said(minute, said_minutes, 29 if before else 30)):
        return m.group(0)
    cued = _cued(_EN_CUE, m) and not _cued(_EN_VALUE_AT, m)
    # "to" and "before" also join the ends of a range ("5 to 10"): a time only where a
    # word before or the part of the day says so
    if not _as_time(m, cued, need_cue=before and not (ampm or part or said_minutes)):
        return m.group(0)
    if ampm:
        part = "pm" if ampm.startswith("p") else "am"
    return _counted(hour, -minute if before else minute, part) or m.group(0)


def _de_minutes(m: re.Match[str]) -> str:
    minute, hour = _minute(m.group(1), "de"), _hour(m.group(5), _DE_HOURS)
    before, half = m.group(3) == "vor", m.group(4) is not None
    if minute is None or not (1 <= hour <= 12 and _minutes_said(minute, m.group(2) is not None, 29)):
        return m.group(0)
    if not _as_time(m, _cued(_DE_CUE, m)):
        return m.group(0)
    if half:  # "fünf vor halb acht": 7:25
        found = _counted(_before(hour), 30 - minute if before else 30 + minute, m.group(6))
    else:
        found = _counted(hour, -minute if before else minute, m.group(6))
    return found or m.group(0)


def _fr_minutes(m: re.Match[str]) -> str:
    hour, minute = _hour(m.group(1), _FR_HOURS), _minute(m.group(3), "fr")
    before, part = m.group(2) is not None, m.group(5)
    if minute is None or not (1 <= hour <= 23 and 1 <= minute <= (29 if before else 59)):
        return m.group(0)
    if m.group(4) and not before:
        return m.group(0)  # "deux heures dix minutes": a duration
    ranged = _cued(_FR_FROM, m) and _FR_TO.match(m.string, m.end()) is not None
    cued = part is not None or ranged or _cued(_FR_CUE, m)
    if not cued and (hour == 1 or _FR_DURATION_BEFORE.search(m.string, max(0, m.start() - 12), m.start())):
        return m.group(0)  # "une heure dix", "pendant deux heures dix": a duration
    if not _as_time(m, cued):
        return m.group(0)
    return _counted(hour, -minute if before else minute, part) or m.group(0)


def _fr_noon_minutes(m: re.Match[str]) -> str:
    before, minute = m.group(2) is not None, _minute(m.group(3), "fr")
    if minute is None or not 1 <= minute <= (29 if before else 59) or (m.group(4) and not before):
        return m.group(0)
    if not _as_time(m, _cued(_FR_CUE, m)):
        return m.group(0)
    hour = 12 if m.group(1) == "midi" else 0
    if before:
        return f"{11 if hour == 12 else 23}:{60 - minute:02d}"
    return f"{hour}:{minute:02d}"


def _es_minutes(m: re.Match[str]) -> str:
    hour, minute = _hour(m.group(2), _ES_HOURS), _minute(m.group(4), "es")
    before = m.group(3) == "menos"
    said = minute is not None and _minutes_said(minute, m.group(5) is not None, 29 if before else 30)
    if minute is None or not (said and 1 <= hour <= 12):
        return m.group(0)
    if _ES_RANGE.search(m.string, max(0, m.start() - 8), m.start()) or not _as_time(m, True):
        return m.group(0)
    found = _counted(hour, -minute if before else minute, m.group(6))
    return f"{m.group(1)} {found}" if found else m.group(0)


def spoken_times(t: str) -> str:
    """Clock times said with a half or a quarter hour, or with minutes to or past the
    hour, as ``H:MM`` (see the module)."""
    if "quarter" in t or "half past" in t:
        t = _EN_CLOCK.sub(_en_clock, t)
    if " to " in t or "past" in t or "after" in t or "before" in t:
        t = _EN_MINUTES.sub(_en_minutes, t)
    if "midi" in t or "minuit" in t:
        t = _FR_NOON.sub(_fr_noon, t)
        t = _FR_NOON_MINUTES.sub(_fr_noon_minutes, t)
    if " vor " in t or " nach " in t:  # before "halb": "fünf vor halb acht"
        t = _DE_MINUTES.sub(_de_minutes, t)
    if "halb" in t or "viertel" in t:
        t = _DE_RANGE.sub(_de_range, t)
        t = _DE_CLOCK.sub(_de_clock, t)
    if "heure" in t:
        t = _FR_CLOCK.sub(_fr_clock, t)
        t = _FR_MINUTES.sub(_fr_minutes, t)
    if "la" in t and ("media" in t or "cuarto" in t):
        t = _ES_SPAN.sub(_es_span, t)
        t = _ES_CLOCK.sub(_es_clock, t)
    if "la" in t and (" y " in t or "menos" in t):
        t = _ES_MINUTES.sub(_es_minutes, t)
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
#: hours and a quarter, and quarters of an hour: "an hour and a quarter", "une heure et
#: quart", "una hora y cuarto" (75), "three quarters of an hour", "trois quarts d'heure",
#: "tres cuartos de hora", "eine Dreiviertelstunde" (45), "a quarter of an hour", "un quart
#: d'heure", "un cuarto de hora", "eine Viertelstunde" (15)
_QUARTER_HOURS = re.compile(
    r"(?<![\w.,])" + _ONE + r"\s+" + _HOURS + r"\s+(?:and a quarter|et quart|y cuarto)(?![\w-])"
    r"|\b(?P<three>three quarters of an hour|trois quarts d'heure|tres cuartos de hora"
    r"|(?:eine )?dreiviertelstunde)\b"
    r"|\b(?:a quarter of an hour|un quart d'heure|un cuarto de hora|(?:eine )?viertelstunde)\b"
)


def _quarter_hours(m: re.Match[str]) -> str:
    if m.group(1):
        return f"{_count(m.group(1)) * 60 + 15} minute"
    return "45 minute" if m.group("three") else "15 minute"


#: half an hour: "half an hour", "a half hour", "une demi-heure", "media hora",
#: "eine halbe Stunde", "半小时", "30분"
_HALF_HOUR = re.compile(
    r"\b(?:half an hour|a half[- ]hour|(?:une )?demi-heure|(?:una )?media hora|(?:eine )?halbe stunde)\b"
    r"|半(?:个|個)?(?:小时|小時|钟头|鐘頭)"
)
#: hours and minutes: "2 hours and 30 minutes", "1 Stunde 30 Minuten", "1시간 30분",
#: "1小时30分钟"
_HOURS_MINUTES = re.compile(
    r"(?<![\d.,:])(\d+)\s?(?:(?:" + _HOURS + r"|h|std\.?)\s+(?:and\s+|und\s+|et\s+|y\s+)?(\d+)\s?"
    + _MINUTE_WORDS
    + r"(?![\w-])|(?:시간|小时|小時|个小时|個小時)\s?(\d+)\s?(?:분|分钟|分鐘|分))"
)  # fmt: skip


def _count(word: str) -> int:
    return int(word) if word.isdigit() else 1


def _half_hours(m: re.Match[str]) -> str:
    said = m.group(1) or m.group(2) or m.group(3)
    return f"{_count(said) * 60 + 30} minute"


def _hours_minutes(m: re.Match[str]) -> str:
    return f"{int(m.group(1)) * 60 + int(m.group(2) or m.group(3))} minute"


_DURATION_GATE = re.compile(
    r"half|halb|demi|media|半|시간|hour|hora|heure|stunde|小时|小時|viertel|\bhrs?\b|\d\s?(?:h|std\.?)\s+\d"
)


#: quarters of an hour in Chinese: "一刻钟" (15 minutes), "三刻钟" (45)
_ZH_QUARTERS = re.compile(r"([一两二三1-3])\s?刻钟")
_ZH_QUARTER_COUNT = {"一": 1, "两": 2, "二": 2, "三": 3, "1": 1, "2": 2, "3": 3}


def spoken_durations(t: str) -> str:
    """Durations with a half hour, or with hours and minutes, in minutes; the German
    half numbers in digits (see the module)."""
    if "刻钟" in t:
        t = _ZH_QUARTERS.sub(lambda m: f"{15 * _ZH_QUARTER_COUNT[m.group(1)]} minute", t)
    if "einhalb" in t or "anderthalb" in t:
        t = _DE_HALF.sub(lambda m: fmt_number(_DE_HALVES[m.group(1)]), t)
    if not _DURATION_GATE.search(t):
        return t
    t = _HALF_HOURS.sub(_half_hours, t)
    t = _HALF_HOUR.sub("30 minute", t)
    if "quar" in t or "cuarto" in t or "viertel" in t:
        t = _QUARTER_HOURS.sub(_quarter_hours, t)
    return _HOURS_MINUTES.sub(_hours_minutes, t)


#: the Latin words the rules of this module start from (the canonical rules' cheap test)
TIME_WORDS = frozenset(
    "halb viertel dreiviertel heure heures demie quart media cuarto half hour hours hora horas quarter midi "
    "minuit stunde stunden demi anderthalb".split()
    + list(_DE_HALVES)
)


#: the hours said in words, per language, and the French end of a span with its part of
#: the day, for :mod:`ragmeter.text.time_spans`
HOUR_WORDS = {"en": _EN_HOURS, "de": _DE_HOURS, "fr": _FR_HOURS, "es": _ES_HOURS}
FR_RANGE_END = _FR_RANGE_END
hour_words = _hour_words
hour_value = _hour
