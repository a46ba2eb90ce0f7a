"""Times of day in the six languages as 24-hour ``H:MM`` ("오후 9시", "21시", "下午9点",
"21 Uhr", "9 heures du soir", "9 de la noche", "9 in the evening", "9 o'clock" ->
"21:00" / "9:00"); a Korean or Chinese hour without a part of the day is the hour as
written, except at the end of a range whose start says it ("저녁 7시부터 9시까지" ->
"19:00부터 21:00까지"). Part of :func:`ragmeter.text.canon.canonical` (through
:mod:`ragmeter.text.quantities`), on lower-cased NFKC text.
"""

from __future__ import annotations

import re

from ragmeter.text.times import clock as _clock

__all__ = ["times"]


_KO_TIME = re.compile(
    r"(?:(오전|오후|아침|저녁|밤|새벽|낮)\s?)?(?<![\d:.,])(\d{1,2})\s?시(?!간|작|각|기|대|장|청|민|내|외|점|즌|험|설|즈|리|스|트|행|절|계|속|상|료|도)"
    r"(?:\s?(\d{1,2})\s?분|\s?(반))?"
)
_ZH_TIME = re.compile(
    r"(?:(上午|早上|早晨|凌晨|中午|下午|晚上|傍晚|夜里|夜间)\s?)?(?<![\d:.,])(\d{1,2})\s?(?:点钟|點鐘|点|點|时|時)(?!间|間|候)"
    r"(?:\s?(\d{1,2})\s?分(?!钟|鐘)|(半)|(一刻|三刻))?"
)
_DE_TIME = re.compile(
    r"(?<![\d:.,])(\d{1,2})(?:[:.](\d{2}))?\s?uhr\b(?:\s+(abends|morgens|früh|nachmittags|vormittags|nachts))?"
)
#: a German hour after "um" without "Uhr", before a verb or the end of a clause ("um 11
#: ist Schluss", "Der Kurs beginnt um 9."); not "um 10 Prozent"
_DE_UM = re.compile(
    r"\bum (\d{1,2})(?![\d:.,]\d)(?=\s+(?:ist|sind|geht|beginnt|endet|öffnet|schließt|fängt|startet|kommt"
    r"|fährt|los|schluss)\b|\s*[.,;!]|\s*$)"
)
#: an English clock time after the part of the day it is in ("on Tuesday evenings at
#: 7:30", "this afternoon at 2"), with no am / pm of its own
_EN_PART_BEFORE = re.compile(
    r"\b(evenings?|afternoons?|tonight)\s+(at)\s+(\d{1,2})(?::(\d{2}))?(?![\d:]|\.\d|\s*(?:am|pm|a\.m|p\.m|o'clock)\b)"
)


def _en_part_before(m: re.Match[str]) -> str:
    hour = int(m.group(3))
    if not 1 <= hour < 12:
        return m.group(0)
    return f"{m.group(1)} {m.group(2)} {hour + 12}:{m.group(4) or '00'}"


_FR_TIME = re.compile(
    r"(?<![\d:.,])(\d{1,2})\s?(?:h|heures?)(?:\s?(\d{2}))?\s+(?:du |de l'|de la )"
    r"(soir|matin|après-midi|apres-midi|nuit)\b"
    r"|\b(à|a|de|vers|jusqu'à|dès|avant|après|depuis|entre|(?<=\d:\d\d )et)\s+(\d{1,2})\s?(?:h|heures?)"
    r"(?:\s?(\d{2}))?(?![\w:])"
    r"(?!\s+(?:du|de l'|de la)\s+(?:soir|matin|après-midi|apres-midi|nuit)\b)"
    # (hours of a period are a length: "jusqu'à 8 heures par mois")
    r"(?!\s+(?:par|pour|chaque)\s+(?:jour|semaine|mois|an|année|personne|séance)\b)"
)
#: the next hours of a list after a clock time ("à 10:30, 14 h et 20 h")
_FR_LISTED = re.compile(r"(?<=\d:\d\d)((?:,| et|, et)\s+)(\d{1,2})\s?h(?:\s?(\d{2}))?(?![\w:])")
#: a length of hours said as a range after a word of duration ("prend de 3 à 4 heures",
#: "dure entre 2 et 3 heures", "compter 3 à 4 heures"): a duration, not "à 4 heures" o'clock
_FR_HOURS_LONG = re.compile(
    r"\b((?:dure|durent|durée|prend|prennent|compter|pendant|environ)\s+(?:de\s+|d'|entre\s+)?)"
    r"(\d{1,2})\s+(?:à|et)\s+(\d{1,2})\s+heures\b(?!\s+(?:du|de l'|de la)\s)"
)
#: "dure 2 h 50", "en 2 h 50": hours and minutes after a word of duration, a length of time
_FR_H_MIN_LONG = re.compile(
    r"\b((?:dure|durent|durée|prend|prennent|compter|pendant|environ|en|faut)\s+(?:de\s+|d'|à peu près\s+)?)"
    r"(\d{1,2})\s?h\s?([0-5]\d)\b"
)
_ES_TIME = re.compile(
    r"(?<![\d:.,])(\d{1,2})(?:[:.](\d{2}))?(?:\s?(?:h|horas?))?\s+de la (mañana|tarde|noche|madrugada)\b"
    r"|\b(?<=las )(\d{1,2})(?:[:.](\d{2}))?\s?(?:h|horas)\b"
)
_EN_TIME = re.compile(
    r"(?<![\d:.,])(\d{1,2})(?::(\d{2}))?\s+(?:o'clock\s+)?(?:in the (morning|afternoon|evening)|at (night))\b"
    r"|(?<![\d:.,])(\d{1,2})\s+o'clock\b"
)


def _ko_time(m: re.Match[str]) -> str:
    minute = "30" if m.group(4) else m.group(3)
    return _clock(int(m.group(2)), minute, m.group(1)) or m.group(0)


def _zh_time(m: re.Match[str]) -> str:
    # ("七点一刻": a quarter past, "三刻": three quarters)
    minute = "30" if m.group(4) else ("15" if m.group(5) == "一刻" else "45") if m.group(5) else m.group(3)
    part = m.group(1)
    return _clock(
        int(m.group(2)), minute, "下午" if part == "中午" and int(m.group(2)) < 11 else part
    ) or m.group(0)


def _de_time(m: re.Match[str]) -> str:
    return _clock(int(m.group(1)), m.group(2), m.group(3)) or m.group(0)


def _fr_time(m: re.Match[str]) -> str:
    if m.group(1):
        return _clock(int(m.group(1)), m.group(2), m.group(3)) or m.group(0)
    clock = _clock(int(m.group(5)), m.group(6), None)
    return f"{m.group(4)} {clock}" if clock else m.group(0)


def _es_time(m: re.Match[str]) -> str:
    if m.group(1):
        return _clock(int(m.group(1)), m.group(2), m.group(3)) or m.group(0)
    return _clock(int(m.group(4)), m.group(5), None) or m.group(0)


def _en_time(m: re.Match[str]) -> str:
    if m.group(1):
        hour = int(m.group(1))
        return _clock(hour, m.group(2), m.group(3) or m.group(4)) or m.group(0)
    return _clock(int(m.group(5)), None, None) or m.group(0)


_FR_GATE = re.compile(r"\d\s?h")
_PART_OF_DAY = re.compile(r"in the (?:morning|afternoon|evening)")


#: a range of two hours whose part of the day is said once, after its end ("from 7 to 9
#: pm", "de 7 a 9 de la noche", "de 7 à 9 heures du soir", "von 7 bis 9 Uhr abends"): the
#: start gets it too, where it is the earlier hour (11 to 2 pm is not 23:00 to 14:00)
_LATIN_RANGE = re.compile(
    r"(?<![\d:.,])(\d{1,2})((?:[:.]\d{2})?)(?:\s*(?:h|heures?|uhr)(?![\w']))?(\s*(?:-|–|to|until|a|à|bis)\s*)"
    r"(?=(\d{1,2})(?:[:.]\d{2})?\s*(h\s+|heures?\s+|uhr\s+)?"
    r"(p\.?m\.?|a\.?m\.?|de la (?:noche|tarde|mañana)|du soir|de l'après-midi|du matin|abends|nachmittags"
    r"|morgens|in the (?:evening|afternoon|morning))(?![\w]))"
)


#: what :data:`_LATIN_RANGE`'s part of the day needs (a cheap test before it)
_LATIN_PARTS = ("am", "a.m", "pm", "p.m", "de la ", "du soir", "de l'après-midi", "du matin", "abends",
                "nachmittags", "morgens", "in the ")  # fmt: skip


_MORNING = frozenset(("am", "a.m.", "a.m", "du matin", "de la mañana", "morgens", "in the morning"))


def _latin_range(m: re.Match[str]) -> str:
    start, end = int(m.group(1)), int(m.group(4))
    if not 1 <= start < end <= 12 or (m.group(2).startswith(":") and m.group(6) in _MORNING):
        return m.group(0)  # (a clock time in the morning is one already: "9:15 à 11 h du matin")
    return f"{m.group(1)}{m.group(2)} {m.group(5) or ''}{m.group(6)}{m.group(3)}"


#: a Spanish span of hours said with "horas" once, after its end ("de 9 a 19 horas",
#: "entre las 9 y las 14 h"): two times of day, not a length of time
_ES_HOUR_RANGE = re.compile(
    r"\b(de|entre las?|desde las?)\s+(\d{1,2})(?::(\d{2}))?\s+(a|y las?|hasta las?)\s+(\d{1,2})(?::(\d{2}))?"
    r"\s?(?:h|horas)\b"
)


#: a span of hours whose "Uhr" or "h" is said once, after its end ("von 9 bis 23 Uhr",
#: "de 9 à 18 h", "9-17 Uhr"): the start is a time of day too
_BARE_START = re.compile(
    r"(?<![\d:.,])(\d{1,2})(?=\s*(?:-|–|bis|à)\s*(\d{1,2})(?:[:.]\d{2})?\s?(?:uhr|h)(?![\w']))"
    # ("zwischen 11 und 17 Uhr", "entre 14 et 19 h")
    r"|(?<=zwischen )(\d{1,2})(?=\s+und\s+(\d{1,2})(?:[:.]\d{2})?\s?uhr(?![\w']))"
    r"|(?<=entre )(\d{1,2})(?=\s+et\s+(\d{1,2})(?:[:.]\d{2})?\s?h(?![\w']))"
)


def _bare_start(m: re.Match[str]) -> str:
    said = [g for g in m.groups() if g is not None]
    start, end = int(said[0]), int(said[1])
    return f"{start}:00" if start < end <= 24 else m.group(0)


def _es_hour_range(m: re.Match[str]) -> str:
    a, b = int(m.group(2)), int(m.group(5))
    # ("de 2 a 3 horas de clase" is a length of time: small hours without an article)
    timed = m.group(1) != "de" or b >= 12 or a >= 7
    if not (0 <= a <= 24 and 0 <= b <= 24 and timed):
        return m.group(0)
    return f"{m.group(1)} {a}:{m.group(3) or '00'} {m.group(4)} {b}:{m.group(6) or '00'}"


def _fr_listed(t: str) -> str:
    """The hours of a list after a clock time, each read once the one before is."""
    for _ in range(4):
        t, n = _FR_LISTED.subn(
            lambda m: m.group(1) + (_clock(int(m.group(2)), m.group(3), None) or m.group(2)), t
        )
        if not n:
            break
    return t


def times(t: str) -> str:
    """Times of day in the six languages as ``H:MM`` (the English "4 pm" and "16:00"
    forms are :mod:`ragmeter.text.canon`'s)."""
    if "hora" in t or " h" in t:
        t = _ES_HOUR_RANGE.sub(_es_hour_range, t)
    if "uhr" in t or _FR_GATE.search(t):
        t = _BARE_START.sub(_bare_start, t)
    if any(part in t for part in _LATIN_PARTS) and _LATIN_RANGE.search(t):
        t = _LATIN_RANGE.sub(_latin_range, t)
    if "부터" in t or "에서" in t or "到" in t or "至" in t or "~" in t:
        t = _KO_RANGE.sub(r"\1 \2\3\1 ", t)
        t = _ZH_RANGE.sub(r"\1\2\3\1", t)
    if "시" in t:
        t = _KO_TIME.sub(_ko_time, t)
    if any(c in t for c in "点點时時"):
        t = _ZH_TIME.sub(_zh_time, t)
    if "uhr" in t:
        t = _DE_TIME.sub(_de_time, t)
    if "um " in t:
        t = _DE_UM.sub(r"um \1:00", t)
    if "evening" in t or "afternoon" in t or "tonight" in t:
        t = _EN_PART_BEFORE.sub(_en_part_before, t)
    if _FR_GATE.search(t):
        if "heure" in t:
            t = _FR_HOURS_LONG.sub(r"\1\2-\3 heures", t)
        t = _FR_H_MIN_LONG.sub(lambda m: f"{m.group(1)}{int(m.group(2)) * 60 + int(m.group(3))} minutes", t)
        t = _FR_TIME.sub(_fr_time, t)
        t = _fr_listed(t)
    if "o'clock" in t or "at night" in t or ("in the " in t and _PART_OF_DAY.search(t)):
        t = _EN_TIME.sub(_en_time, t)
    if "de la" in t or "las " in t:
        t = _ES_TIME.sub(_es_time, t)
    if ":" in t and _CJK_PART_CLOCK.search(t):
        t = _CJK_PART_CLOCK.sub(_cjk_part_clock, t)
    if ":" in t and _PART_AFTER_CLOCK.search(t):
        t = _PART_AFTER_CLOCK.sub(_part_after_clock, t)
    if ":" in t and _LATER_END.search(t):
        t = _LATER_END.sub(_later_end, t)
    return t


#: an afternoon or evening time and the bare hour something ends at after it ("empezando a
#: las seis de la tarde y terminando a las ocho", "from 6 pm until 8"): the same half of
#: the day, where it comes later that day
_LATER_END = re.compile(
    r"(?<![\d:.,])(1[3-9]|2[0-3]):(\d{2})([^.;!?\d]{0,40}?\b(?:until|till|ending at|finishing at|bis|jusqu'à"
    r"|jusqu'a|hasta las?|terminando a las|acabando a las|termina a las|acaba a las|finaliza a las) )"
    r"([1-9]|1[01])(?![\d:]|[.,]\d|\s?(?:[a-zà-ÿ]|%))"
)


def _later_end(m: re.Match[str]) -> str:
    start, end = int(m.group(1)), int(m.group(4)) + 12
    said = f"{end}:00" if end > start else m.group(4)
    return f"{m.group(1)}:{m.group(2)}{m.group(3)}{said}"


#: a clock time said already, with its part of the day after it ("3:30 am Nachmittag",
#: "2:00 de l'après-midi", "5:30 in the afternoon"): an afternoon or evening hour under
#: 12 is 12 hours later, and the part of the day goes
_PART_AFTER_CLOCK = re.compile(
    r"(?<![\d:.,])(\d{1,2}):(\d{2})(?![\d:])\s+(?:am |in the |de l'|de la |du )?"
    r"(nachmittag|abend|afternoon|evening|après-midi|apres-midi|soir|tarde|noche)s?\b"
)


def _part_after_clock(m: re.Match[str]) -> str:
    hour = int(m.group(1))
    return f"{hour + 12 if hour < 12 else hour}:{m.group(2)}"


#: a Korean or Chinese range of clock times whose part of the day is said once ("저녁
#: 7시부터 9시까지", "下午两点到五点"): the end gets the start's part of the day
_KO_RANGE = re.compile(
    r"(오후|저녁|밤|오전|아침|새벽) ?(\d{1,2} ?시(?: ?\d{1,2} ?분| ?반)?)( ?(?:부터|에서|~) ?)(?=\d{1,2} ?시)"
)
_ZH_RANGE = re.compile(
    r"(上午|下午|晚上|傍晚|早上|中午)([\d一二两三四五六七八九十]{1,3}[点點](?:半|\d{1,2}分|[一二三四五]十分)?)"
    r"(到|至|~)(?=[\d一二两三四五六七八九十]{1,3}[点點])"
)


_CJK_PART_CLOCK = re.compile(
    r"(上午|早上|早晨|凌晨|中午|下午|晚上|傍晚|夜里|夜间|오전|오후|아침|저녁|밤|새벽|낮)\s?(?<![\d:.,])(\d{1,2}):(\d{2})(?![\d:])"
)


def _cjk_part_clock(m: re.Match[str]) -> str:
    return _clock(int(m.group(2)), m.group(3), m.group(1)) or m.group(0)
