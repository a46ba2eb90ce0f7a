"""A clause that refers back to the date or time said before it, read as that moment:
"Entry costs £38 until 31 August and £45 after that date" gives £45 *after 31 August*
("bis zum 31. August 38 €, danach 45 €", "jusqu'au 31 août, puis 45 € après cette date",
"hasta el 31 de agosto y 45 € a partir de esa fecha", "8月31日前150元，之后180元", "8월 31일까지
3만 8천 원, 그 이후에는 4만 5천 원"). The value and direction checks read the moment where
the text points back to it; the words stay the document's everywhere else.
"""

from __future__ import annotations

import re

from ragmeter.text.dates import MONTH_NAMES

__all__ = ["moments_resolved"]

_MONTHS = "|".join(
    [
        *MONTH_NAMES[1:],
        *"januar jänner februar märz juni juli oktober dezember janvier février mars avril mai juin juillet"
        " août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto"
        " septiembre octubre noviembre diciembre".split(),
    ]
)
#: a date or a clock time, as the text writes it
_MOMENT = re.compile(
    rf"(?<!\d)\d{{1,2}}(?:\.|er|st|nd|rd|th)?\s+(?:de\s+)?(?:{_MONTHS})(?![\w])"
    rf"|(?<![\w])(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?(?!\d)"
    r"|(?<!\d)\d{1,2}月\d{1,2}[日号]|(?<!\d)\d{1,2}월\s*\d{1,2}일"
    r"|(?<![\d:])\d{1,2}[:h]\d{2}(?!\d)|(?<![\d:])\d{1,2}\s*(?:a\.m\.|p\.m\.|am|pm|uhr)(?![\w])",
    re.IGNORECASE,
)
#: the words that point back to it, each with the words that say the moment instead
_BACK: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), said)
    for p, said in (
        (r"\b(?:after (?:that|this) (?:date|day|time)|thereafter)\b", "after {}"),
        (r"\bbefore (?:that|this) (?:date|day|time)\b", "before {}"),
        (r"\b(?:danach|nach diesem (?:datum|tag|termin|zeitpunkt))\b", "nach dem {}"),
        (r"\bab diesem (?:datum|tag|zeitpunkt)\b", "ab dem {}"),
        (r"\b(?:davor|vor diesem (?:datum|tag|termin|zeitpunkt))\b", "vor dem {}"),
        (r"\bbis dahin\b", "bis zum {}"),
        (r"\b(?:après cette (?:date|heure)|passée? cette date|au-delà de cette date)\b", "après le {}"),
        (r"\bavant cette (?:date|heure)\b", "avant le {}"),
        (r"\ba partir de (?:esa|esta) (?:fecha|hora)\b", "a partir del {}"),
        (r"\bdespués(?: de (?:esa|esta) (?:fecha|hora)|(?! de\b))(?![\w])", "después del {}"),
        (r"\bantes de (?:esa|esta) (?:fecha|hora)\b", "antes del {}"),
        (r"(?<=[，,；;])\s*(?:之后|此后|以后|在此之后)", "{}之后"),
        (r"(?<=[，,；;])\s*(?:之前|此前|在此之前)", "{}之前"),
        (r"그 ?이후", "{} 이후"),
        (r"그 ?이전|그 ?전(?=에|까지)", "{} 이전"),
    )
)
#: the French said with a bare word, read only where the sentence has no back-reference
#: above ("38 € jusqu'au 31 août, puis 45 €"; the Spanish bare "después" is in _BACK)
_BARE_AFTER = re.compile(r"\b(?:ensuite|puis|après(?=\s*(?:[.,;]|$)))(?![\w'])", re.IGNORECASE)


def moments_resolved(sentence: str, before: str = "") -> str:
    """``sentence`` with each back-reference to the date or time said before it ("after
    that date", "danach", "之后") said as that moment ("after 31 August"); the last moment
    of ``before`` (the sentence before it) where the sentence has none before the
    reference ("... until 31 May. After that, tickets cost €25.")."""
    as_written = sentence
    for pattern, said in _BACK:
        sentence = _resolved(sentence, pattern, said, before)
    if sentence == as_written:
        sentence = _resolved(sentence, _BARE_AFTER, "après le {}", before)
    return sentence


def _resolved(sentence: str, pattern: re.Pattern[str], said: str, before: str) -> str:
    m = pattern.search(sentence)
    if m is None:
        return sentence
    # (the sentence before is read only where this one points back past its own start)
    moments = [x.group(0) for x in _MOMENT.finditer(sentence, 0, m.start())]
    moments = moments or [x.group(0) for x in _MOMENT.finditer(before)]
    if not moments:
        return sentence
    return sentence[: m.start()] + said.format(moments[-1]) + sentence[m.end() :]
