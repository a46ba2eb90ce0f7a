"""The unit or period a claim gives an amount against the evidence: "20 Euro pro Tonne"
against "pro Kubikmeter", "$12 per day" against "$12 per week", "3 nights" against "3
visits", in the six languages. A pure function of canonical text; read by
:mod:`ragmeter.judges.offline.features` (re-exported by
:mod:`ragmeter.judges.offline.roles`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import normalize

__all__ = ["unit_conflict"]

_AMOUNT = re.compile(
    r"(?<![\d.,])(\d+(?:,\d{3})*(?:\.\d+)?(?: million| billion)?) +"
    r"(usd|eur|gbp|jpy|krw|cny|chf|gram|metre|metern|inch|foot|feet|yards?|miles?|squaremetre|squarefoot|pyeong"
    r"|cubicmetre|square feet|square foot|millilitre|watt|watthour|minute|celsius|fahrenheit|longueurs?"
    r"|lengths?|laps?|bahnen|largos"
    r"|nights?|nächte|nächten|nuits?|noches?|visits?|sessions?|lessons?)"
    # (what the amount is of may stand between: "1800 litres of milk a week", "de lait par semaine")
    r"(?![a-z])(?: at(?:most|least))?(?:\s+(?:of|de|d'|an|von)\s*[a-zà-ÿ]+"
    r"(?=\s+(?:per|a|an|each|every|pro|par|por|al|im|in the|in a)\s+))?"
    r"(?:\s+(?:per|a|an|each|every|pro|par|por|al|im|in the|in a)\s+"
    r"(day|week|month|year|hour|night|person|tag|woche|monat|jahr|jour|semaine|mois|an|día|semana|mes|año"
    # a measure it is per ("20 Euro pro Tonne" against "pro Kubikmeter")
    r"|tonne|ton|kilo|kg|kilogramm|liter|litre|kubikmeter|quadratmeter|m2|m3|m²|m³|cubic metre|square metre"
    r"|cubicmetre|squaremetre"
    r"|mètre cube|mètre carré|metro cúbico|metro cuadrado|stück|piece|pièce|unidad)\b"
    r"|\s+(daily|weekly|monthly|yearly|annually|täglich|wöchentlich|monatlich|jährlich|mensuel|mensuelle"
    r"|annuel|annuelle|mensual|anual|diario)\b)?"
)
#: a period said as an adverb, as the noun it is per
_PER_ADVERB = {
    "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year",
    "täglich": "tag", "wöchentlich": "woche", "monatlich": "monat", "jährlich": "jahr",
    "mensuel": "mois", "mensuelle": "mois", "annuel": "an", "annuelle": "an",
    "mensual": "mes", "anual": "año", "diario": "día",
}  # fmt: skip


#: a period said before the amount, in Korean and Chinese ("1일에 2000 krw", "60 minute에
#: 2000 krw", "월 33000 krw", "每小时20 cny") -> the period
_PERIOD_BEFORE = re.compile(
    r"(1일|하루|60 minute|시간당|1주|주당|월|한 달|1개월|1년|연|每天|每日|每小时|每周|每月|每年)"
    r"(?:에|당|마다)?\s?"
    r"(\d+(?:\.\d+)?) (usd|eur|gbp|jpy|krw|cny|chf)"
)
_PERIOD_WORD = {
    "1일": "day", "하루": "day", "每天": "day", "每日": "day", "60 minute": "hour", "시간당": "hour",
    "每小时": "hour", "1주": "week", "주당": "week", "每周": "week", "월": "month", "한 달": "month",
    "1개월": "month", "每月": "month", "1년": "year", "연": "year", "每年": "year",
}  # fmt: skip


#: the counted things of :data:`_AMOUNT` in one form each ("Nächte", "nuits": night)
_COUNTED = {
    **dict.fromkeys(("night", "nights", "nächte", "nächten", "nuit", "nuits", "noche", "noches"), "night"),
    **dict.fromkeys(("visit", "visits"), "visit"),
    **dict.fromkeys(("session", "sessions"), "session"),
    **dict.fromkeys(("lesson", "lessons"), "lesson"),
    "metern": "metre",  # (German, after a preposition: "über 2 Metern")
}


def _canonical(text: str) -> str:
    return canonical(normalize(text))


def _amounts(t: str) -> set[tuple[str, str, str | None]]:
    """The amounts of ``t``, a canonical text (see :func:`_canonical`)."""
    found = {
        (m.group(1), _COUNTED.get(m.group(2), m.group(2)), m.group(3) or _PER_ADVERB.get(m.group(4) or ""))
        for m in _AMOUNT.finditer(t)
    }
    for m in _PERIOD_BEFORE.finditer(t):
        found = {f for f in found if f[:2] != (m.group(2), m.group(3))}
        found.add((m.group(2), m.group(3), _PERIOD_WORD[m.group(1)]))
    return found


#: the digit 1 as written (not an article the canonical form counts: "a minute", "eine Minute")
_ONE_WRITTEN = re.compile(r"(?<![\d.,])1(?![\d.,]\d)")


def unit_conflict(claim: str, sentences: Iterable[str]) -> tuple[str, str, str] | None:
    """(number, claim unit, premise unit): the claim gives a number in a currency or unit
    (or per a period) where the evidence has the same number only in another ("20 EUR"
    against "20 USD", "$4.99 per year" against "$4.99 per month")."""
    weight = _weight_conflict(claim, sentences)
    if weight is not None:
        return weight
    mine = _amounts(_canonical(claim))
    if not mine:
        return None
    texts = [_canonical(s) for s in sentences]
    theirs = set().union(*(_amounts(t) for t in texts))
    for n, unit, period in sorted(mine, key=str):
        if n == "1" and not _ONE_WRITTEN.search(claim):
            continue  # "Eine Minute kostet 29 Cent": an article, no count
        same = [(u, p) for m, u, p in theirs if m == n]
        if not same and (other_length := _length_conflict(n, unit, theirs, texts)) is not None:
            return n, unit, other_length
        if not same or any(u == unit and (period is None or p is None or p == period) for u, p in same):
            continue
        if any((n, u, p) in mine for u, p in same):
            continue  # the claim gives the number in the premise's unit too ("a 60-minute lesson costs $60")
        other = sorted(same, key=str)[0]
        return n, _unit_words(unit, period), _unit_words(*other)
    return None


#: a weight in kilograms, and one in pounds, after its number, as written (a pound is
#: no kilogram: "heavier than 30 pounds" where the evidence has "heavier than 30 kg")
_WEIGHT_UNITS = (
    ("kg", r"kg|kilos?|kilogram(?:m|me|mo)?s?|公斤|千克|킬로그램|킬로(?![미m])"),
    ("pounds", r"lbs?|pounds?|pfund|livres?|libras?|磅|파운드"),
)
_WEIGHT = tuple(
    (name, re.compile(rf"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(?:{units})(?![A-Za-zÀ-ÿ])", re.IGNORECASE))
    for name, units in _WEIGHT_UNITS
)


def _weight_conflict(claim: str, sentences: Iterable[str]) -> tuple[str, str, str] | None:
    """(number, claim unit, premise unit): a weight the claim gives in kilograms or pounds
    where the evidence has the same number only in the other unit."""
    said = {name: {m.group(1) for m in rx.finditer(claim)} for name, rx in _WEIGHT}
    if not any(said.values()):
        return None
    text = " ".join(sentences)
    theirs = {name: {m.group(1) for m in rx.finditer(text)} for name, rx in _WEIGHT}
    for mine, other in (("kg", "pounds"), ("pounds", "kg")):
        for n in sorted(said[mine] & theirs[other] - theirs[mine]):
            return n, mine, other
    return None


#: lengths in metres: a length the evidence gives in another unit is compared converted
_METRES = {"metre": 1.0, "mile": 1609.344, "miles": 1609.344, "foot": 0.3048, "feet": 0.3048, "inch": 0.0254}
_METRES.update({"yard": 0.9144, "yards": 0.9144})
#: a length converted from another unit is the same within this share ("50 miles" = 80 km)
_LENGTH_SLACK = 0.02


def _length_conflict(
    n: str, unit: str, theirs: set[tuple[str, str, str | None]], texts: Sequence[str]
) -> str | None:
    """The evidence's length, where the claim gives a length whose number the evidence
    (``texts``, canonical) has only as another value ("50 miles" where "at least half" is
    50 percent and the farms are within 50 km): no length of the evidence converts to the
    claim's."""
    if unit not in _METRES:
        return None
    lengths = sorted((m, u) for m, u, p in theirs if u in _METRES and p is None)
    if not lengths:
        return None
    said = _number(n) * _METRES[unit]
    if any(abs(_number(m) * _METRES[u] - said) <= _LENGTH_SLACK * said for m, u in lengths):
        return None
    number = re.compile(rf"(?<![\d.]){re.escape(n)}(?![\d.])")
    if not any(number.search(t) for t in texts):
        return None  # a number the evidence lacks is the number check's
    m, u = lengths[0]
    return f"{m} {u}"


def _number(said: str) -> float:
    """An amount's number ("1.1 million": 1,100,000)."""
    n, _, scale = said.partition(" ")
    return float(n.replace(",", "")) * {"million": 1e6, "billion": 1e9}.get(scale, 1.0)


def _unit_words(unit: str, period: str | None) -> str:
    return unit if period is None else f"{unit} per {period}"
