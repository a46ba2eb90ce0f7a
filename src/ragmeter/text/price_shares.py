"""A share of a price given as the amount asked for: a percentage of the price ("20 Prozent
der Saalmiete", "30 % du prix"), or a surcharge, a discount or a deposit said with its share
("El recargo es del 25 %.", "eine Anzahlung von 50 %", "a 50 % deposit", "가격의 50%를 선금으로").
Nothing to pay is an amount too (:data:`FREE`, :data:`FREE_PHRASE`). Read by
:func:`ragmeter.text.slots.filler_tokens`. Pure."""

from __future__ import annotations

import re

from ragmeter.text.tokenize import normalize

__all__ = ["FREE", "FREE_PHRASE", "share_of_price"]

#: nothing to pay, said by one word ("free", "nichts", "gratuit", "무료")
FREE = re.compile(
    r"^(?:free|nothing|nada|nichts|rien|gratis|kostenlos|umsonst|gratuite?s?|gratuit[oa]s?|무료(?:입니다|예요|로|이고)?)$"
)
#: nothing to pay, said as a phrase ("不用花钱", "免票", "돈을 내지 않고")
FREE_PHRASE = re.compile(
    r"免费|不收费|免票|不(?:用|要|需要|必)?(?:花钱|付钱|给钱|收钱|要钱|买票)"
    r"|돈(?:을|이)? ?(?:내지 않|안 내|들지 않|안 들)"
)

#: a percentage of a price ("20 Prozent der Saalmiete", "30 % du prix", "el 10 % del total")
_SHARE_OF_PRICE = re.compile(
    r"\d\s?(?:%|percent|per cent|prozent|pour cent|por ciento)\s+(?:of|der|des|du|de la|del|de)\s+"
    r"(?:the |la |el )?"
    r"\w*(?:price|cost|fee|rent|total|miete|preis|kosten|gebühr|summe|betrag|prix|coût|loyer|montant|total"
    r"|precio|coste|costo|alquiler|importe)"
)
#: a share that is itself a change of price, said with its word ("El recargo es del 25 %.",
#: "The discount is 10 %", "Der Zuschlag beträgt 25 Prozent", "할증은 25%입니다")
_SHARE_NOUNS = (
    r"(?:surcharge|discount|markup|deposit|zuschlag|aufpreis|rabatt|ermäßigung|anzahlung|supplément|majoration"
    r"|remise|réduction|acompte|arrhes|recargo|descuento|suplemento|señal|depósito|anticipo|할증|할인|선금|계약금"
    r"|附加费|加价|折扣|优惠|定金|订金)"
)
#: a deposit, said after its share too ("a 50 % deposit", "가격의 50%를 선금으로")
_DEPOSIT = r"(?:deposit|anzahlung|acompte|arrhes|señal|depósito|anticipo|선금|계약금|定金|订金)"
_PERCENT = r"\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|prozent|pour cent|por ciento|퍼센트)"
#: a share said as a surcharge, a discount or a deposit ("20 % Zuschlag" is read by the
#: noun first only: "eine Anzahlung von 50 %", "a 50 % deposit")
_SURCHARGE = re.compile(rf"{_SHARE_NOUNS}.{{0,40}}?{_PERCENT}|{_PERCENT}.{{0,20}}?{_DEPOSIT}")


def share_of_price(answer: str) -> bool:
    """``answer`` gives a share of a price as its amount (see the module's docstring)."""
    t = normalize(answer)
    return _SHARE_OF_PRICE.search(t) is not None or _SURCHARGE.search(t) is not None
