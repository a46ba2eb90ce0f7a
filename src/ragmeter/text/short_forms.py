"""Values written short or round about, put in the form the rest of
:mod:`ragmeter.text.canon` reads (a step of its first pass; lower-case NFKC text):

* bounds and hours cut short: "mind. 45 Flugstd." -> "mindestens 45 flugstunden", "au min.
  45 h" -> "au minimum 45 h" ("min." and "max." only before a number: "20 min." is
  minutes);
* hours as a length of time: more than a day has ("45 h") or of something ("20 h de
  pratique");
* a negated verb of exceeding before an amount: "never exceeds $30" -> "at most $30",
  "überschreitet nie" -> "höchstens", "ne dépasse pas" -> "au maximum", "no supera" ->
  "como máximo";
* the price of one unit: "Eine Stunde kostet 12 Euro" -> "pro stunde kostet 12 euro" (no
  count of one: 60 minutes);
* tenths of a yuan alone ("5角钱" -> "0.5 cny"), a span of days as month.day in Korean
  and Chinese ("11.3~11.21"), "第二年" before a month (the next year, "次年").

Each rule runs only where a cheap test says it can match. Pure.
"""

from __future__ import annotations

import re

from ragmeter.text.numwords import LATIN_NUMBER_WORDS
from ragmeter.text.polarity_words import EXCEED_VERBS

__all__ = ["short_forms"]

#: tenths of a yuan alone ("5角钱", "5毛"): not "三角形", not "5毛巾"
_JIAO = re.compile(r"(?<![\d.块元])([1-9])(?:角(?!形|度|落|色|楼)|毛(?=钱|[^\u4e00-\u9fff]|$))钱?")


#: bounds and hours cut short ("mind. 45 Flugstd.", "au min. 45 h", "un mín. de 45 h"):
#: "min." and "max." only before a number ("20 min." is minutes)
_SHORT_WORDS = re.compile(r"(?<![\w.])(?:mind|mín|máx|min(?=\.\s*\d)|max(?=\.\s*\d))\.|(?<=[a-zäöüß])std\.")
_SHORT_WORD = {
    "mind.": "mindestens",
    "mín.": "mínimo",
    "máx.": "máximo",
    "min.": "minimum",
    "max.": "maximum",
}


#: "45 h de vol": more hours than a day has, a length of time, not a time of day
_MANY_HOURS = re.compile(r"(?<![\d.,:])(2[5-9]|[3-9]\d|\d{3}) h(?=$|[\s.,;:!?)])")


#: a span of days as month.day in Korean or Chinese text ("11.3~11.21", "11.3至11.21")
_CJK_DAY_SPAN = re.compile(
    r"(?<![\d.])(1[0-2]|[1-9])\.([12]\d|3[01]|[1-9])\s?(~|〜|至|到|-|–|부터)\s?(1[0-2]|[1-9])\.([12]\d|3[01]|[1-9])"
    # (not an amount: "1.5至2.5元", "3.5~4.5 km")
    r"(?![\d.]|\s?(?:元|块|원|円|%|[a-z]|분|시간|小时|分钟|米|公里|克|升|倍|人|명|개|점|分))"
)
#: "到第二年3月31日": the year after, before a month (not "the second year")
_ZH_NEXT_YEAR = re.compile(r"第二年(?=\s?(?:\d{1,2}|[一二三四五六七八九十]{1,2})月)")


def _cjk_day_span(m: re.Match[str]) -> str:
    a, b = (m.group(1), m.group(2)), (m.group(4), m.group(5))
    if _HANGUL_TEXT.search(m.string):
        # ("7.12부터 7.14까지": its own "까지" stays after the second day)
        until = "" if m.string.startswith("까지", m.end()) else "까지"
        return f"{a[0]}월 {a[1]}일부터 {b[0]}월 {b[1]}일{until}"
    return f"{a[0]}月{a[1]}日{m.group(3)}{b[0]}月{b[1]}日"


_HANGUL_TEXT = re.compile(r"[가-힣]")


#: a negated verb of exceeding before an amount is an upper bound: "never exceeds $30",
#: "überschreitet nie 30 €", "ne dépasse pas 30 €", "no supera los 30 €"
_NEGATED_BY = {
    "en": r"(?:does not|doesn't|do not|don't|did not|never|will not|won't|cannot|can't|may not|must not"
    r"|should not|shall not) {verb}",
    "de": r"{verb} (?:nicht|nie|niemals)",
    "fr": r"ne {verb} (?:pas|jamais)|ne (?:peut|peuvent|doit|doivent|pourra|pourront) (?:pas|jamais) {verb}",
    "es": r"no {verb}|no (?:puede|pueden|debe|deben|podrá|podrán) {verb}",
}
_NOT_EXCEEDING = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(
        pattern.format(verb="(?:" + "|".join(sorted(EXCEED_VERBS[lang], key=len, reverse=True)) + ")")
        for lang, pattern in _NEGATED_BY.items()
    )
    + r")(?: (?:the|die|den|le|la|les|los|las|el))?(?= (?:[$€£¥₩]\s?)?(?:\d|(?:"
    # (a number still in words: "ne dépassent jamais huit élèves"; digits come later)
    + "|".join(sorted(LATIN_NUMBER_WORDS, key=len, reverse=True))
    + r")(?![\w'])))"
)


def _not_exceeding(m: re.Match[str]) -> str:
    said = m.group(0)
    if said.startswith(("ne ", "n'")):
        return "au maximum"
    if said.startswith("no "):
        return "como máximo"
    if said.startswith("über"):
        return "höchstens"
    return "at most"


#: "20 h de pratique", "45 h de vol": hours of something, a length of time
_HOURS_OF = re.compile(r"(?<![\d.,:])(\d{1,3}) h(?= d(?:e |')(?!l'après|la matinée|la soirée)[a-zé])")
#: "Eine Stunde kostet 12 Euro", "An hour costs $12", "Une heure coûte 12 €": the price of
#: each, no count of one
_A_UNIT_COSTS = re.compile(
    r"(?<![\w'])(?:eine|ein|une|un|una|an?)\s+(stunde|minute|tag|woche|nacht|heure|jour|semaine|nuit|hora"
    r"|minuto|día|semana|noche|hour|day|week|night)\s+(?=(?:kostet|coûte|cuesta|costs)\b)"
)
_PER_WORD = {
    **dict.fromkeys("stunde minute tag woche nacht".split(), "pro"),
    **dict.fromkeys("heure jour semaine nuit".split(), "par"),
    **dict.fromkeys("hora minuto día semana noche".split(), "por"),
    **dict.fromkeys("hour day week night".split(), "per"),
}


def _a_unit_costs(m: re.Match[str]) -> str:
    unit = m.group(1)
    per = "per" if m.group(0).startswith(("an ", "a ")) else _PER_WORD[unit]
    return f"{per} {unit} "


def _short_word(m: re.Match[str]) -> str:
    if m.group(0) in _SHORT_WORD:
        return _SHORT_WORD[m.group(0)]
    # (the end of a compound: "flugstd." -> "flugstunden", its dot kept where it ends the text)
    return "stunden." if not m.string[m.end() :].strip() else "stunden"


#: cheap tests that a rule can match (most texts have none of these)
_SHORT_SEEN = ("mind.", "min.", "mín.", "máx.", "max.", "std.")
_H_SEEN = re.compile(r"\d h\b")
_EXCEED_SEEN = tuple(w for forms in EXCEED_VERBS.values() for w in forms)


#: a room or a building written short before its number or name ("Rm 204", "Bldg. C")
_ROOM = re.compile(r"(?<![\w.])(rm|bldg)\.?(?= ?\w)")
_ROOM_WORDS = {"rm": "room", "bldg": "building"}


def short_forms(t: str) -> str:
    """``t`` with the forms of the module written out (see the module)."""
    if "." in t and any(w in t for w in _SHORT_SEEN):
        t = _SHORT_WORDS.sub(_short_word, t)
    if " h" in t and _H_SEEN.search(t):
        t = _HOURS_OF.sub(r"\1 hours", _MANY_HOURS.sub(r"\1 hours", t))
    if any(w in t for w in _EXCEED_SEEN):
        t = _NOT_EXCEEDING.sub(_not_exceeding, t)
    if "cost" in t or "kost" in t or "coût" in t or "cuesta" in t:
        t = _A_UNIT_COSTS.sub(_a_unit_costs, t)
    if ("rm" in t or "bldg" in t) and _ROOM.search(t):
        t = _ROOM.sub(lambda m: _ROOM_WORDS[m.group(1)], t)
    if "角" in t or "毛" in t:
        t = _JIAO.sub(r"0.\1 cny", t)
    if "." in t and not t.isascii() and _CJK_DAY_SPAN.search(t):
        t = _CJK_DAY_SPAN.sub(_cjk_day_span, t)
    if "第二年" in t:
        t = _ZH_NEXT_YEAR.sub("次年", t)
    return t
