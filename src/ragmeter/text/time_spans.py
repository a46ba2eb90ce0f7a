"""A span of hours whose part of the day is said once, at its end: the start is in that
part too ("between 6 and 7 p.m.", "zwischen sechs und sieben Uhr abends", "de 7 heures à 8
heures et demie du soir", "entre 6 heures et 7 heures du soir", "entre las seis y las siete
de la tarde": 18:00 or 19:00 to 19:00 or 20:30). The start gets the end's part of the day
written beside it, in the words the clock rules of :mod:`ragmeter.text.times` read, where
it is an earlier hour of the same half of the day. Pure."""

from __future__ import annotations

import re

from ragmeter.text.times import FR_RANGE_END, HOUR_WORDS, hour_value, hour_words

__all__ = ["span_parts"]


_EN = re.compile(
    r"\b(between|from)\s+" + hour_words(HOUR_WORDS["en"]) + r"\s+(and|to|until|till)\s+"
    + hour_words(HOUR_WORDS["en"]) + r"((?::\d{2})?\s*(p\.?m\.?|a\.?m\.?))(?![a-z])"
)  # fmt: skip
_DE = re.compile(
    r"\b(zwischen|von)\s+" + hour_words(HOUR_WORDS["de"]) + r"(?:\s+uhr)?\s+(und|bis)\s+"
    + hour_words(HOUR_WORDS["de"]) + r"(\s+uhr\s+(abends|nachmittags|morgens|vormittags|nachts))(?![\w-])"
)  # fmt: skip
_ES = re.compile(
    r"\b(entre|de)\s+las\s+" + hour_words(HOUR_WORDS["es"]) + r"\s+(y|a)\s+las\s+"
    + hour_words(HOUR_WORDS["es"]) + r"(\s+de\s+la\s+(tarde|noche|mañana))(?![\w-])"
)  # fmt: skip
#: the whole hour that starts a French span ("de 7 heures à", "entre 6 heures et")
_FR = re.compile(
    r"(?<![\w.,:-])(de|entre)\s+" + hour_words(HOUR_WORDS["fr"]) + r"\s*(heures?|h)"
    r"(?=" + FR_RANGE_END.pattern.replace(r"(?:à|jusqu'à)", r"(?:à|jusqu'à|et)") + ")"
)  # fmt: skip


def _latin(lang: str, m: re.Match[str], form: str) -> str:
    """The span with its end's part of the day at its start (``form``: the groups to write,
    by number), where the start is an earlier hour of the same half of the day."""
    table = HOUR_WORDS[lang]
    start, end = hour_value(m.group(2), table), hour_value(m.group(4), table)
    if not 1 <= start <= end <= 12:
        return m.group(0)
    return form.format(*(m.group(k) or "" for k in range(len(m.groups()) + 1)))


def span_parts(t: str) -> str:
    """``t`` (normalised) with the part of the day of a span's end said at its start too."""
    if "m" in t and ("between" in t or "from" in t):
        t = _EN.sub(lambda m: _latin("en", m, "{1} {2} {6} {3} {4}{5}"), t)
    if "uhr" in t:
        t = _DE.sub(lambda m: _latin("de", m, "{1} {2} uhr {6} {3} {4}{5}"), t)
    if "las" in t:
        t = _ES.sub(lambda m: _latin("es", m, "{1} las {2} de la {6} {3} las {4}{5}"), t)
    if "heure" in t or " h " in t:
        t = _FR.sub(lambda m: _latin("fr", m, "{1} {2} {3} du {5}"), t)
    return t
