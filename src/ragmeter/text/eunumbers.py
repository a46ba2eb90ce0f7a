"""German, French and Spanish numbers written in words with more than one part, read as
one value: part of :func:`ragmeter.text.canon.canonical`.

* German writes them as one word: "hundertzwanzig" -> "120", "dreiundzwanzig" ->
  "23", "zweitausendfünfhundert" -> "2500";
* French joins parts with spaces, hyphens and "et": "cent vingt" -> "120",
  "quatre-vingt-dix" -> "90", "vingt et un" -> "21", "deux mille cinq cents" ->
  "2500";
* Spanish with spaces and "y", and some one-word compounds: "ciento veinte" -> "120",
  "treinta y cinco" -> "35", "veintitrés" -> "23", "doscientos" -> "200", "dos mil" ->
  "2000".

A run is one number only where each part is smaller than the one before it (or
multiplies it: "cent", "mille", "hundert"), so "deux trois" stays two numbers. A
single plain word ("drei", "trois", "tres") is :func:`ragmeter.text.numwords.
european_number_words`'s, which reads it only before a noun; the word "un" / "une" /
"uno" / "una" is an article unless it is inside a run ("vingt et un").
"""

from __future__ import annotations

import re

from ragmeter.text.lang import language
from ragmeter.text.numwords import fmt_number

__all__ = ["compound_number_words", "may_have_compound", "number_word_value"]

_FR = {
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
    "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14,
    "quinze": 15, "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40,
    "cinquante": 50, "soixante": 60, "cent": 100, "cents": 100, "mille": 1000,
}  # fmt: skip
_ES = {
    "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13,
    "catorce": 14, "quince": 15, "dieciséis": 16, "dieciseis": 16, "diecisiete": 17,
    "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintiún": 21,
    "veintidós": 22, "veintidos": 22, "veintitrés": 23, "veintitres": 23,
    "veinticuatro": 24, "veinticinco": 25, "veintiséis": 26, "veintiseis": 26,
    "veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40,
    "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90,
    "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300,
    "trescientas": 300, "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500,
    "quinientas": 500, "seiscientos": 600, "seiscientas": 600, "setecientos": 700,
    "setecientas": 700, "ochocientos": 800, "ochocientas": 800, "novecientos": 900,
    "novecientas": 900, "mil": 1000,
}  # fmt: skip
#: Spanish words that are a number alone and nothing else (read even without a run)
_ES_ALONE = frozenset(
    w for w, v in _ES.items() if (16 <= v < 30 and v != 20) or (v >= 200 and v % 100 == 0 and v < 1000)
)
#: words that multiply what comes before them
_MULTIPLIERS = frozenset({"cent", "cents", "mille", "mil", "ciento", "cien"})
_ARTICLES = frozenset({"un", "une", "uno", "una"})
_RUN_WORDS = sorted({*_FR, *_ES}, key=len, reverse=True)
_RUN = re.compile(
    r"(?<![\w-])(?:" + "|".join(_RUN_WORDS) + r")"
    r"(?:(?:\s+(?:et|y)\s+|-et-|\s+|-)(?:" + "|".join(_RUN_WORDS) + r"))*(?![\w-])"
)
_PART = re.compile(r"[a-zà-ÿ]+")


def _run_value(parts: list[str]) -> int | None:
    """The value of a French or Spanish run of number words ("et" / "y" kept), or
    ``None`` when the parts are not one number."""
    table = _ES if any(p in _ES and p not in _FR for p in parts) else _FR
    total = current = 0
    last = 10**9  # the part before, for the "each smaller than the one before" rule
    joined = False  # the part follows "et" / "y": only "vingt et un", "treinta y cinco"
    for i, p in enumerate(parts):
        if p in ("et", "y"):
            if joined or last % 10 or not 20 <= last <= 90:
                return None
            joined = True
            continue
        if p not in table or (joined and table[p] > 11):
            return None
        v, joined = table[p], False
        if p in _MULTIPLIERS:
            if v == 1000:
                total, current, last = total + (current or 1) * 1000, 0, 1000
            elif current >= 100:
                return None  # "deux cent cent"
            else:
                current, last = (current or 1) * 100, 100
        elif p.startswith("vingt") and i > 0 and parts[i - 1] == "quatre":
            current, last = current - 4 + 80, 20  # quatre-vingt(s)
        elif v < last or (last == 10 and v < 10):
            current, last = current + v, v
        else:
            return None
    return None if joined else total + current


def number_word_value(words: str) -> int | None:
    """The value of French or Spanish number words below 100 said alone ("veinte",
    "cinquante", "treinta y cinco"), or ``None``."""
    value = _run_value(_PART.findall(words))
    return value if value is not None and 0 < value < 100 else None


#: what a bare "mil" / "mille" counts: then it is a thousand, not a word of its own
_COUNTED = re.compile(
    r"\s+(?:euros?|€|eur|dólares|dollars|francs|personas|personnes|plazas|places|metros|mètres|kilómetros"
    r"|kilomètres|habitantes|habitants|visitantes|visiteurs|unidades|unités|ejemplares|exemplaires)\b"
)


def _run(m: re.Match[str]) -> str:
    parts = _PART.findall(m.group(0))
    words = [p for p in parts if p not in ("et", "y")]
    if len(words) == 1:
        if words[0] in ("mil", "mille") and _COUNTED.match(m.string, m.end()):
            return "1000"  # "mil euros", "mille personnes"
        return fmt_number(_ES[words[0]]) if words[0] in _ES_ALONE else m.group(0)
    if words[0] in _ARTICLES and words[1] not in _MULTIPLIERS:
        return m.group(0)  # "un deux": an article first
    if words[0] == "six" and words[1] in ("cent", "cents") and language(m.string) != "fr":
        return m.group(0)  # "six cents" is 600 only in French
    value = _run_value(parts)
    return m.group(0) if value is None else fmt_number(value)


# ------------------------------------------------------------------ German, one word
_DE_UNITS = {"ein": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
             "sieben": 7, "acht": 8, "neun": 9}  # fmt: skip
_DE_TEENS = {"zehn": 10, "elf": 11, "zwölf": 12, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15,
             "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19}  # fmt: skip
_DE_TENS = {"zwanzig": 20, "dreissig": 30, "dreißig": 30, "vierzig": 40, "fünfzig": 50,
            "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90}  # fmt: skip
_U = "|".join(_DE_UNITS)
_BELOW_100 = rf"(?:(?:{_U})und)?(?:{'|'.join(_DE_TENS)})|{'|'.join(_DE_TEENS)}|{_U}"
_BELOW_1000 = rf"(?:(?:{_U})?hundert(?:und)?)?(?:{_BELOW_100})?"
#: the grammar of a German number word (checked on a candidate, never searched)
_DE_GRAMMAR = re.compile(rf"(?:(?:{_BELOW_1000})tausend(?:und)?)?(?:{_BELOW_1000})")
_DE_CANDIDATE = re.compile(r"(?<![\w-])[a-zäöüß]*(?:hundert|tausend|zig|ssig|ßig|zehn)[a-zäöüß]*(?![\w-])")
_DE_MORPHEME = re.compile(
    "|".join(sorted([*_DE_TEENS, *_DE_TENS, *_DE_UNITS, "hundert", "tausend", "und"], key=len, reverse=True))
)


def _de_value(word: str) -> int:
    total = current = unit = 0
    for mo in _DE_MORPHEME.findall(word):
        if mo == "tausend":
            total, current, unit = (current + unit or 1) * 1000, 0, 0
        elif mo == "hundert":
            current, unit = (current + unit or 1) * 100, 0
        elif mo in _DE_TENS:
            current, unit = current + _DE_TENS[mo] + unit, 0
        elif mo in _DE_TEENS:
            current += _DE_TEENS[mo]
        elif mo in _DE_UNITS:
            unit = _DE_UNITS[mo]
    return total + current + unit


def _de_word(m: re.Match[str]) -> str:
    word = m.group(0)
    if not _DE_GRAMMAR.fullmatch(word):
        return word  # "Jahrzehnt", "hunderte": not one number
    return fmt_number(_de_value(word))


#: words after which a French or Spanish run may hold more than one part
_RUN_TRIGGERS = frozenset([*(w for w, v in {**_FR, **_ES}.items() if v >= 16), "dix", "diez", "et", "y"])


_RUN_WORDS_SET = frozenset(_FR.keys() | _ES.keys())


def may_have_compound(text: str, words: frozenset[str]) -> bool:
    """Whether ``text``, whose (Latin, lower-case) words are ``words``, may hold a
    compound number: a cheap test before :func:`compound_number_words`."""
    if not words.isdisjoint(_RUN_TRIGGERS) and not words.isdisjoint(_RUN_WORDS_SET):
        return True
    return (
        "zig" in text
        or "zehn" in text
        or "hundert" in text
        or "tausend" in text
        or "ssig" in text
        or "ßig" in text
    )


def compound_number_words(t: str) -> str:
    """German, French and Spanish compound numbers in digits (see the module docstring)."""
    t = _DE_CANDIDATE.sub(_de_word, t)
    return _RUN.sub(_run, t)
