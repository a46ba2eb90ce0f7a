"""What a price is per: "$8.50 per user per month" is not "$8.50 per user per year", nor
"65 € la hora" "65 € al día", nor "每公斤12元" "每斤12元". A price read with the base it is
said per (an hour, a day, a night, a week, a month, a year, a person, a kilogram, a jin, a
pound, a page, a minute) in the six languages, on canonical text ("8.5 usd per user per
month", "每公斤12 cny", "1 달에 200000 krw"). Pure.

:func:`price_base_conflict` compares a claim's prices with a premise sentence's: the same
amount of money said per another base there, and per the claim's base nowhere in the
premises, is a changed value (the issue's "per year for per month"). A price said per
nothing on either side decides nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.canon import canonical
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.tokenize import normalize

__all__ = ["price_base_conflict", "price_bases"]

#: base -> its words (canonical, lower-cased text)
_BASES = {
    "hour": r"hours?|stunden?|heures?|horas?|시간|小时|钟头",
    "day": r"days?|tage?s?|jours?|días?|하루|天",
    "night": r"nights?|nächte?|nacht|nuits?|noches?|박|晚",
    "week": r"weeks?|wochen?|semaines?|semanas?|주|周|星期",
    "month": r"months?|monate?s?|monat|mois|mes|meses|달|月",
    "year": r"years?|jahre?s?|jahr|ans?|années?|años?|년|年",
    "person": r"persons?|people|person(?:en|ne|nes)?|personas?|인|명|人|位",
    "kg": r"kg|kilos?|kilograms?|kilogramm|kilogrammes?|公斤|千克",
    "jin": r"斤",
    "pound": r"pounds?|lbs?",
    "page": r"pages?|seiten?|páginas?|페이지|쪽|页",
    "minute": r"minutes?|minuten?|minutos?|분|分钟",
}
_BASE = "|".join(f"(?P<{b}>{w})" for b, w in _BASES.items())
#: adverbs of a base ("monthly", "monatlich", "mensuel")
_ADVERBS = {
    "hour": r"hourly|stündlich",
    "day": r"daily|täglich",
    "week": r"weekly|wöchentlich|hebdomadaire|semanal",
    "month": r"monthly|monatlich|mensuel(?:le)?|mensual",
    "year": r"yearly|annually|annual|jährlich|annuel(?:le)?|anual",
}
_ADVERB = "|".join(f"(?P<{b}>{w})" for b, w in _ADVERBS.items())
_MONEY = r"(?P<n>\d+(?:\.\d+)?)\s?(?:" + "|".join(sorted(CURRENCY_CODES)) + r")(?![a-z])"
#: a price, then what it is per: "8.5 usd per user per month" (the last base of the run),
#: "65 eur la hora", "20 eur par mois", "85 eur pro nutzer und jahr", "20 usd a month"
_AFTER = re.compile(
    _MONEY + r"(?P<run>(?:\s+(?:per|pro|je|par|por|a|an|al|à la|la|le|el|each|every|im|in der|/|und|and|et|y)"
    r"(?:\s+[^\W\d]+){0,2}?)*?)\s+(?:per|pro|je|par|por|a|an|al|à la|la|le|el|each|every|im|in der|/)\s+(?:"
    + _BASE
    + r")(?![\w])"
)
_AFTER_ADVERB = re.compile(_MONEY + r"\s+(?:" + _ADVERB + r")(?![\w])")
#: what it is per, then the price: "每公斤12 cny", "1 달에 200000 krw", "1000 gram에 3000 krw",
#: "1인당 5000 krw", "monthly fee of 20 usd"
_BEFORE = re.compile(
    r"(?:每|(?<![\d.])1\s?)(?:" + _BASE + r")\s?(?:에|당)?\s?" + _MONEY.replace("?P<n>", "?P<m>")
)
_BEFORE_ADVERB = re.compile(
    r"(?<![\w])(?:" + _ADVERB + r")\s+(?:[^\W\d]+\s+){0,2}?(?:of\s+)?" + _MONEY.replace("?P<n>", "?P<m>")
)


def _base(m: re.Match[str]) -> str:
    return next(b for b in (*_BASES, *_ADVERBS) if m.groupdict().get(b))


#: "pro Nutzer und Monat": per user, per month
_AND_BASE = re.compile(r"\b(per|pro|par|por)\s+([^\W\d]+)\s+(?:und|and|et|y)\s+")
#: "1kg에" as canonical text writes it
_ONE_KG = re.compile(r"(?<![\d.])1000\s?gram(?=\s?(?:에|당))")


def price_bases(text: str) -> dict[float, set[str]]:
    """amount -> the bases ``text`` (canonical) says it per."""
    text = _ONE_KG.sub("1 kg", _AND_BASE.sub(r"\1 \2 \1 ", text))
    out: dict[float, set[str]] = {}
    for rx, group in ((_AFTER, "n"), (_AFTER_ADVERB, "n"), (_BEFORE, "m"), (_BEFORE_ADVERB, "m")):
        for m in rx.finditer(text):
            out.setdefault(float(m.group(group)), set()).add(_base(m))
    return out


def price_base_conflict(
    claim: str, best: Sequence[str], premises: Sequence[str]
) -> tuple[str, str, str] | None:
    """(amount, the claim's base, the premise's): an amount the claim says per one base
    that a best premise sentence says per another, and no premise per the claim's."""
    text = canonical(normalize(claim))
    if not any(code in text for code in CURRENCY_CODES):
        return None
    mine = price_bases(text)
    if not mine:
        return None
    for sentence in best:
        theirs = price_bases(canonical(normalize(sentence)))
        for n, bases in mine.items():
            other = theirs.get(n, set()) - bases
            # (every premise is read only for a price a best sentence says per another base)
            if other and not any(
                bases & price_bases(canonical(normalize(p))).get(n, set()) for p in premises
            ):
                return f"{n:g}", f"per {'/'.join(sorted(bases))}", f"per {'/'.join(sorted(other))}"
    return None
