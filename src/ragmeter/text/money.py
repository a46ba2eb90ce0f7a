"""Amounts of money in one form: "$25", "US$25", "USD 25", "25 dollars", "25 €", "25
Euro", "25元" -> "25 usd" / "25 eur" / "25 cny"; no trailing zeros ("$2.50" -> "2.5
usd"); cents said after the amount join it ("two dollars and fifty cents", "un euro con
cincuenta céntimos", "un euro cinquante"); "25 cents" -> "0.25 usd". One rule of
:func:`ragmeter.text.canon.canonical`, which reads numbers written in words first.
"""

from __future__ import annotations

import re

from ragmeter.text.eunumbers import number_word_value
from ragmeter.text.numwords import fmt_number

__all__ = ["CURRENCY_CODES", "HALF_PRICE_WORDS", "half_price", "money_forms"]

#: the codes canonical text writes an amount of money with ("7,50 €" is "7.50 eur")
CURRENCY_CODES = frozenset("usd eur gbp jpy krw cny chf".split())

_CURRENCY_SYMBOL = {"$": "usd", "us$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₩": "krw"}
_CURRENCY_WORD = {
    "dollar": "usd", "dollars": "usd", "usd": "usd", "euro": "eur", "euros": "eur", "eur": "eur",
    "pound sterling": "gbp", "pounds sterling": "gbp", "gbp": "gbp", "yen": "jpy", "jpy": "jpy",
    "krw": "krw", "원": "krw", "엔": "jpy", "円": "jpy", "위안": "cny",
    "dólares": "usd", "dólar": "usd", "달러": "usd", "유로": "eur",
    "元": "cny", "yuan": "cny", "rmb": "cny", "cny": "cny", "美元": "usd", "欧元": "eur",
    "歐元": "eur", "日元": "jpy", "韩元": "krw", "韓元": "krw", "chf": "chf", "franken": "chf",
    "swiss francs": "chf", "francs suisses": "chf", "瑞士法郎": "chf",
    # the Scandinavian crowns, one form (which crown the text says elsewhere)
    "kr": "kr", "kr.": "kr", "kroner": "kr", "kronor": "kr", "krone": "kr", "kronen": "kr", "krona": "kr",
}  # fmt: skip
_SYMBOL_BEFORE = re.compile(
    r"(us\$|\$|€|£|¥|₩)(?:\s?(?:us\$|\$|€|£|¥|₩))*\s?(\d[\d,]*(?:\.\d+)?)"
    r"(\s?(?:million|billion|thousand|bn)\b|(?:m|mn|k)(?![\w]))?"
)
#: a scale written short after an amount ("$5m", "£250k"), in words
_SHORT_SCALE = {"m": " million", "mn": " million", "k": " thousand"}
#: Han characters and no kana: "¥" is the yuan
_CHINESE = re.compile(r"^(?=.*[\u4e00-\u9fff])(?!.*[\u3040-\u30ff])", re.S)
_CODE_BEFORE = re.compile(r"(?<!\d\s)\b(usd|eur|gbp|jpy|krw|cny|chf)\s?(\d[\d,]*(?:\.\d+)?)")
_WORD_AFTER = re.compile(
    r"(?<![\d:])(\d[\d,]*(?:\.\d+)?)\s?(?:(million|billion|trillion|thousand|k|m|bn)\s+)?"
    r"(dollars?|dólares|dólar|euros?|pounds sterling|pound sterling|yen|usd|eur|gbp|jpy|krw"
    r"|원|엔|円|위안|달러|유로"
    r"|美元|欧元|歐元|日元|韩元|韓元|元|yuan|rmb|cny|chf|franken|swiss francs|francs suisses|瑞士法郎"
    r"|kroner|kronor|kronen|krone|krona|kr(?![a-z]))(?!\d)"
)
_TWICE = re.compile(
    r"\b(usd|eur|gbp|jpy|krw|cny|chf) (dollars?|euros?|yen|yuan|usd|eur|gbp|jpy|krw|cny|chf)\b"
)
#: "50 pence", and "50p" said as a price ("costs 50p"; not "720p", "at 9p", "5 pm")
_PENCE = re.compile(
    r"(?<![\d.,])(\d+(?:\.\d+)?)\s?pence(?![^\W\d_])"
    r"|((?:costs?|charged?)\s+)(\d{1,3})p(?![^\W\d_])"
)


def _pence(m: re.Match[str]) -> str:
    if m.group(1) is not None:
        return f"{float(m.group(1)) / 100:g} gbp"
    return f"{m.group(2)}{float(m.group(3)) / 100:g} gbp"


#: "25 cents", "25¢", "a 25-cent stamp" are US cents; "25 Cent" (de), "25 centimes",
#: "25 céntimos" are euro cents
_CENTS = re.compile(r"(\d+(?:\.\d+)?)(?:\s?cents|\s?¢|-cent)(?![^\W\d_])")
#: (not "450 centímetros": a letter of any script ends no word of cents)
_EURO_CENTS = re.compile(r"(\d+(?:\.\d+)?)\s?(?:cent|centimes?|céntimos?)(?![^\W\d_])")
_SYMBOL_AFTER = re.compile(
    r"(?<![\d.,])(\d+(?:[.,]\d+)?(?: (?:million|billion|trillion))?)\s?(€|£|\$|¥|₩)(?!\s?\d)"
)

#: the currency words' letters (a cheap test: "kr" needs the start of a word)
_CURRENCY_LETTERS = ("usd", "eur", "gbp", "jpy", "krw", "cny", "chf", "franken", "francs", "dollar",
                     "dólar", "pound", "yen", "yuan", "rmb", "원", "엔", "円", "위안",
                     "달러", "유로", "元", "法郎")  # fmt: skip
_KR = re.compile(r"\bkr")


def _has_currency_word(t: str) -> bool:
    return any(w in t for w in _CURRENCY_LETTERS) or ("kr" in t and _KR.search(t) is not None)


#: the words a rule of a text without digits may rewrite (number words, names written
#: short, unit names, month abbreviations, words of bounds); one set lookup per word


_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")


def _decimal(amount: str) -> str:
    """A decimal comma as a point ("0,25" -> "0.25")."""
    return amount.replace(",", ".") if _DECIMAL_COMMA.fullmatch(amount) else amount


def _money(amount: str, code: str) -> str:
    return f"{_amount(amount.replace(',', ''))} {code}"


def _word_after(m: re.Match[str]) -> str:
    """ "25 dollars", "3 million euros": the amount, its scale, the currency's code."""
    scale = f" {m.group(2)}" if m.group(2) else ""
    return f"{_amount(m.group(1))}{scale} {_CURRENCY_WORD[m.group(3)]}"


def _amount(amount: str) -> str:
    """An amount as written, its zeros after the point dropped ("2.50" as "2.5", "2.00"
    as "2"), whichever way the currency is said ("14,50 €" and "14,50 Euro" alike)."""
    if _ZEROS_AFTER_POINT.fullmatch(amount):
        return fmt_number(float(amount))
    return amount


_ZEROS_AFTER_POINT = re.compile(r"\d+\.\d*0")
#: "a dollar", "un euro", "ein Euro": one of the currency
_ONE_MONEY = re.compile(r"\b(?:one|an?|un|une|una|ein|einen|einem)\s+(?=(?:dollars?|euros?|dólar)\b)")
#: an amount and its cents said after it: "2 usd and 0.5 usd" (two dollars and fifty
#: cents), "1 eur con 0.5 eur", "2 eur con veinte", "1 eur 50" (un euro cinquante); a
#: bare number only right after the currency or after "con" ("10 eur and 20" is two)
_AND_CENTS = re.compile(
    r"(?<![\d.,])(\d+) (usd|eur|gbp) (?:(?:and |et |y |con |und )?(0\.\d+) \2\b"
    r"|(?:con )?(\d{1,2}|[a-zé]+(?: y [a-z]+)?)(?=\s*(?:$|[.,;:!?)]|(?:and|et|y|und|or|ou|o|oder) "
    # (a price for each: "19 euros 50 par personne", "4 euros 20 pro Stück")
    r"|(?:par|per|pro|por|each|cada|chaque|je|the|a|an|le|la|el|for|pour|für|para) )))"
)


#: "14 pounds 50" (fourteen pounds fifty): pounds with pence after them are money (a
#: weight in pounds has no bare number after it)
_POUNDS_AND_PENCE = re.compile(r"(?<![\d.,])(\d+) pounds? (?=\d{1,2}\s*(?:$|[.,;:!?)]|(?:for|per|each|a) ))")


def _and_cents(m: re.Match[str]) -> str:
    cents = m.group(3) or m.group(4)
    if m.group(3):
        value: float | None = float(cents)
    else:
        said = int(cents) if cents.isdigit() else number_word_value(cents)
        value = None if said is None else said / 100
    if value is None:
        return m.group(0)
    return f"{fmt_number(round(int(m.group(1)) + value, 2))} {m.group(2)}"


def money_forms(t: str) -> str:
    """``t`` (lower case, NFKC) with its amounts of money in one form."""
    if any(c in t for c in "$€£¥₩"):
        codes = _CURRENCY_SYMBOL if not _CHINESE.search(t) else {**_CURRENCY_SYMBOL, "¥": "cny"}
        t = _SYMBOL_BEFORE.sub(
            lambda m: _money(
                m.group(2) + _SHORT_SCALE.get(m.group(3) or "", m.group(3) or ""), codes[m.group(1)]
            ),
            t,
        )
        # "15 €", "0,25 €": the symbol after the amount (de, fr, es)
        t = _SYMBOL_AFTER.sub(lambda m: _money(_decimal(m.group(1)), codes[m.group(2)]), t)
    if _has_currency_word(t):
        t = _ONE_MONEY.sub("1 ", t)
        t = _CODE_BEFORE.sub(lambda m: _money(m.group(2), m.group(1)), t)
        t = _WORD_AFTER.sub(_word_after, t)
        # "$25 USD", "$25 dollars": the currency once
        t = _TWICE.sub(
            lambda m: m.group(0) if _CURRENCY_WORD.get(m.group(2)) != m.group(1) else m.group(1), t
        )
    if "cent" in t or "¢" in t or "céntimo" in t:
        t = _CENTS.sub(lambda m: f"{float(m.group(1)) / 100:g} usd", t)
        t = _EURO_CENTS.sub(lambda m: f"{float(m.group(1)) / 100:g} eur", t)
    if "pound" in t:
        t = _POUNDS_AND_PENCE.sub(r"\1 gbp ", t)
    if "p" in t:  # "cost 50p", "50 pence": British pence
        t = _PENCE.sub(_pence, t)
    if " usd " in t or " eur " in t or " gbp " in t:
        t = _AND_CENTS.sub(_and_cents, t)
    return t


#: half the price is a discount of 50 percent ("at half price", "zum halben Preis", "à
#: moitié prix", "a mitad de precio", "반값"), said in the text's language
_HALF_PRICE = re.compile(
    r"\bhalf[- ](?:the )?price\b|\bhalben preis\b|\bhalbpreis\b|\bmoitié prix\b|\bdemi-tarif\b"
    r"|\b(?:la )?mitad (?:de|del) precio\b|\bmedio precio\b|반값|반액"
)
HALF_PRICE_WORDS = frozenset("half halben halbpreis moitié demi mitad medio".split())
_HALF_PRICE_SAID = {
    "en": "50 percent discount",
    "de": "50 percent rabatt",
    "fr": "50 percent de réduction",
    "es": "50 percent de descuento",
    "ko": "50 percent 할인",
}


def half_price(t: str) -> str:
    """Half the price said as a discount of 50 percent, in the text's language."""
    return _HALF_PRICE.sub(lambda m: _HALF_PRICE_SAID[_lang_of_half(m.group(0))], t)


def _lang_of_half(said: str) -> str:
    if said.startswith("half"):
        return "en"
    if said.startswith(("halb", "halben")):
        return "de"
    if said.startswith(("moitié", "demi")):
        return "fr"
    return "ko" if said[0] >= "\uac00" else "es"
