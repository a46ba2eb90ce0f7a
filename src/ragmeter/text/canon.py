"""Canonical forms of the things people write many ways: numbers, times, dates, ranges,
currencies. Applied (to lower-cased, NFKC text) before tokens and numbers are taken, so
that "two-year" meets "2-year", "4 pm" meets "16:00", "March 5, 2024" meets
"2024-03-05", "Android 10 or later" meets "Android 10 and newer" and "$25" meets
"25 dollars".

Every rule rewrites only what it recognises and keeps the rest of the text as it is;
the output is what the judge's comparisons see, never what a user reads. A run of 256 or
more printable ASCII characters without a space (base64, a hash) is kept whole: the
rules read the text around it.

Canonical forms:

* numbers: digits ("two" -> "2", "twenty-five" -> "25", "a dozen" -> "12", "5th" -> "5");
  "one" only before a unit or a hyphen ("one-year", "one week"), where it is a count;
* times: 24-hour ``H:MM`` ("4 pm", "4:00 p.m.", "16:00", "noon" -> "16:00" / "12:00");
  a dash between two times becomes " to "; times and durations said in words ("halb
  sieben abends" -> "18:30", "an hour and a half" -> "90 minute") are
  :mod:`ragmeter.text.times`';
* dates: ``D monthname YYYY`` ("March 5, 2024", "5 March 2024", "2024-03-05",
  "05/03/2024" in the order of the text's language, :mod:`ragmeter.text.dates`) and
  ``monthname YYYY``;
* open ranges: "X or later/newer/above/higher/more/greater", "X and up/later/newer/above",
  "at least X", "X+" -> "X atleast"; "X or less/fewer/earlier/below", "up to X",
  "at most X", "no more than X" -> "X atmost";
* money: "$25", "US$25", "USD 25", "25 dollars" -> "25 usd" (also eur, gbp, jpy, krw);
  no trailing zeros ("$2.50" -> "2.5 usd"); cents said after the amount join it ("two
  dollars and fifty cents", "un euro con cincuenta céntimos", "un euro cinquante");
  "50%" and "50 per cent" -> "50 percent";
* counts of times in one word: "twice" -> "2 times", "zweimal" -> "2 mal";
* fractions of a whole: "half of the", "die Hälfte der", "la moitié des", "la mitad de",
  "절반", "一半" -> "50 percent of ..."; "a quarter of" -> 25, "three quarters of" -> 75.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from difflib import SequenceMatcher
from functools import lru_cache

from ragmeter.text.abbrev import TRIGGER_WORDS as NAME_WORDS
from ragmeter.text.bounds import bounds
from ragmeter.text.contractions import join_contractions
from ragmeter.text.dates import DAY_WORDS, first_of_month, numeric_dates, word_days
from ragmeter.text.eunumbers import compound_number_words, may_have_compound
from ragmeter.text.fortnight import every_other
from ragmeter.text.money import HALF_PRICE_WORDS, half_price, money_forms
from ragmeter.text.numwords import (
    EUROPEAN_WORDS,
    HAS_CJK_NUMBER,
    ZH_DIGIT,
    bare_number_word,
    cjk_numbers,
    dozens,
    english_number_words,
    european_number_words,
    may_say_dozens,
)
from ragmeter.text.quantities import MONTH_FORMS, abbreviations, months, quantities, times
from ragmeter.text.scales import written_numbers
from ragmeter.text.shares import FRACTION_WORDS, fractions
from ragmeter.text.short_forms import short_forms
from ragmeter.text.time_spans import span_parts
from ragmeter.text.times import TIME_WORDS, spoken_durations, spoken_times
from ragmeter.text.year_parts import year_parts

__all__ = ["NUMBER_WORDS", "TENS_WORDS", "canonical", "canonical_cased"]

_UNITS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
#: "zero" .. "nineteen" except "one" (a count only before a unit), and the tens: also the
#: number words :func:`ragmeter.text.facts.numbers` reads
NUMBER_WORDS = _UNITS
TENS_WORDS: dict[str, int]
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
TENS_WORDS = _TENS
#: the units "one" or "a" may count ("a day's notice", "less than an hour")
_UNIT_NOUNS = (
    "year month week day hour minute second night time person people item piece room bedroom seat "
    "star page user member copy ticket mile kilometer kilometre meter metre pound kilogram kg km gb "
    "tb mb liter litre inch foot feet"
).split()
_TIME_UNITS = r"(?:" + "|".join(_UNIT_NOUNS) + r")s?"
#: the words a unit of :data:`_TIME_UNITS` is, as :data:`_LATIN_WORD` reads them
_UNIT_WORDS = frozenset([*_UNIT_NOUNS, *(u + "s" for u in _UNIT_NOUNS)])
#: the words before "a" that make it a count (:data:`_A_ONE`)
_A_BOUND = frozenset(["than", "within", "under", "over"])
_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH_NAMES = ["", "january", "february", "march", "april", "may", "june", "july",
                "august", "september", "october", "november", "december"]  # fmt: skip
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))

_ONE = re.compile(r"\b(?:one|a single)(?=-|\s+" + _TIME_UNITS + r"\b)")
#: the French and Spanish article before a unit of time is its count ("une heure", "una
#: semana", "en un día"), as the German one is (:mod:`ragmeter.text.numwords`); a rate has
#: none ("20 € par heure", "una vez por semana")
_ROMANCE_ONE = re.compile(
    r"(?<![\w'-])(?:un|une|una)\s+(?=(?:heure|hora|jour|journée|día|semaine|semana|mois|mes|an|année|año"
    r"|minute|minuto)(?![\w'-]))"
)
#: ... and after "d'", said "de 1" ("une visite d'une heure": a length; not "d'une heure à trois heures")
_D_ONE = re.compile(
    r"\bd'une?\s+(heure|jour|journée|semaine|mois|an|année|minute)(?![\w'-])"
    r"(?!\s+(?:à|jusqu'à)\s+(?:\d|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|midi))"
)


def _romance_one(t: str) -> str:
    # (an hour as minutes after "d'": "de 1 heure" would read as one o'clock)
    t = _ROMANCE_ONE.sub("1 ", t)
    return _D_ONE.sub(lambda m: "de 60 minutes" if m.group(1) == "heure" else f"de 1 {m.group(1)}", t)


#: "a" as a count of a unit of time in a bound or a span: "less than a day", "within a
#: week", "a day's notice" (not "once a week", "twice a day": a rate)
_A_ONE = re.compile(
    r"(?:(?<=\bthan )|(?<=\bwithin )|(?<=\bunder )|(?<=\bover ))an?(?=\s+" + _TIME_UNITS + r"\b)"
    r"|\ban?(?=\s+" + _TIME_UNITS + r"['’]s\b)"
)
_ORDINAL_SUFFIX = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b")

_AMPM = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])")
#: a clock time; Korean and Chinese write a particle right after it ("08:00에")
_HHMM = re.compile(r"(?<![\w:.,])([01]?\d|2[0-3])(?::([0-5]\d)(?![\d:])|h([0-5]\d)\b)")
_NOON = re.compile(
    r"\b(?:12\s+)?(noon|midday|midnight|minuit|mitternacht|medianoche|mediodía|mediodia)\b"
    # "midi" where it is noon ("à midi", "avant midi"), not in "l'après-midi"
    r"|(?P<at>\b(?:à|a|avant|après|vers|dès) )midi\b"
    r"|(자정)(?![\d])|(午夜)(?![\d一二三四五六七八九十两])|(?P<noon>정오|正午)"
)
_MIDNIGHT_24 = re.compile(r"(?<![\d:.,])24:00(?![\d:])")
_CJK_SHARE = re.compile(r"절반|一半|分之|분의|半价|(?<![\d/])[1-9]/(?:[2-9]|10)(?![\d/])")
_NOON_GATE = re.compile(r"noon|midday|midnight|minuit|mitternacht|medianoche|mediod|자정|午夜|midi|정오|正午")
_TIME_DASH = re.compile(r"\b(\d{1,2}:\d{2})\s*(?:-|–|—|to|until|till)\s*(\d{1,2}:\d{2})\b")

_ISO_DATE = re.compile(r"(?<![\d.,])(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
#: year first with dots or slashes (ko "2024. 1. 31.", zh "2024/1/31"), day first with dots
#: (de "05.03.2024"), and the Korean / Chinese / Japanese "2024년 3월 5일", "2024年3月5日"
_YMD_DOTS = re.compile(r"(?<![\d.,])(\d{4})\s?([./])\s?(\d{1,2})\s?\2\s?(\d{1,2})(?:\s?\.)?(?!\d)")
_DMY_DOTS = re.compile(r"(?<![\d.,])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})(?!\d)")
#: a day and a month without a year, the month in two digits, after a word that takes a
#: date ("am 31.01.", "bis 05.03.", "der 31.01."): "D monthname" ("Version 2.10." and
#: "kostet 3.05." stay)
_DM_DOTS = re.compile(
    r"\b(am|vom|bis|ab|zum|zur|der|den|dem|des|le|du|au|el|del|al|hasta|desde|on|by|until)\s+"
    r"(\d{1,2})\.(0[1-9]|1[0-2])\.(?![\d.])"
)
_CJK_DATE = re.compile(
    r"(?<![\d.,])(?:(\d{4})\s?[년年]\s?)?(\d{1,2})\s?[월月]\s?(?:(\d{1,2})\s?[일日号號](?![가-힣])?)?"
)
#: a day alone after a Korean / Chinese date and a word of range or "and", in its month
#: ("19 july至21日", "18日和19日", "20일과 21일")
_CJK_DAY_AFTER = re.compile(
    r"(\d{1,2} ("
    + _MONTH_RE
    + r")(?: \d{4})?)(\s?(?:至|到|~|-|–|부터\s?|和|与|及|、|과\s?|와\s?|,\s?|및\s?))"
    r"(\d{1,2})\s?[일日号號](?!\d|요일)"
)
#: the end of a Korean / Chinese span of dates in the start's year ("2025年1月25日至1月28日")
_CJK_YEAR_AFTER = re.compile(
    r"(\d{1,2} (?:"
    + _MONTH_RE
    + r") (\d{4}))(\s?(?:至|到|~|-|–|부터\s?))(\d{1,2} (?:"
    + _MONTH_RE
    + r")(?![a-z]))(?! ?\d)"
)
_MDY = re.compile(r"\b(" + _MONTH_RE + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)")
_DMY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + _MONTH_RE + r")\.?,?\s+(\d{4})(?!\d)")
_MY = re.compile(r"\b(" + _MONTH_RE + r")\.?,?\s+(?:of\s+)?(\d{4})(?!\d)")

_NUM = r"(\d+(?:\.\d+)?)"
_AT_LEAST_AFTER = re.compile(
    _NUM + r"(\s+[a-z%]+)?\s+(?:or|and)\s+(?:later|newer|above|higher|more|greater|up|over|older)\b"
    r"|" + _NUM + r"\+"
)
_AT_LEAST_BEFORE = re.compile(
    r"\b(?:at\s+least|no\s+less\s+than|not\s+less\s+than|a\s+minimum\s+of|minimum\s+of)\s+"
)
_AT_MOST_AFTER = re.compile(_NUM + r"(\s+[a-z%]+)?\s+or\s+(?:less|fewer|earlier|below|lower|under|younger)\b")
_AT_MOST_BEFORE = re.compile(
    r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|a\s+maximum\s+of|maximum\s+of"
    r"|(?:the\s+)?maximum\s+is|max\.?)\s+"
)
#: "do not take more than 4": "take 4 atmost" (the negation belongs to the bound)
_NOT_MORE_THAN = re.compile(
    r"\b(?:do|does|did|should|must|may|can|will)(?:\s+not|n't)\s+([a-z]+)\s+(?:more|longer)\s+than\s+(?=\d)"
)

#: "1.200", "1.100 km": dots between groups of three digits are thousands (de, es, fr
#: write them so; "1.2" stays a decimal, and so does any number with another dot, or one
#: that starts with "0.": "0.065" is a decimal)
_DOT_THOUSANDS = re.compile(r"(?<![\d.,])(?!0\.)\d{1,3}(?:\.\d{3})+(?![.,]?\d)")
#: words of English prose, and of the languages that group thousands with a dot
_ENGLISH = frozenset("the and is are was were of with for this that it".split())
_DOT_GROUPING = frozenset("der die das und ist le la les et est el los las y es".split())


def _decimal_dot(t: str, ws: frozenset[str]) -> bool:
    """English, Korean and Chinese write a decimal point with a dot ("42.195 km"); German,
    French and Spanish group thousands with it ("1.500 €")."""
    if ws & _DOT_GROUPING:
        return False
    return bool(ws & _ENGLISH) or bool(_CJK_TEXT.search(t))


_CJK_TEXT = re.compile(r"[\uac00-\ud7a3\u4e00-\u9fff]")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?(?:%|per\s?cent\b)")


def _ampm(m: re.Match[str]) -> str:
    hour = int(m.group(1))
    if hour > 12:
        return m.group(0)
    minute = m.group(2) or "00"
    pm = m.group(3).startswith("p")
    hour = hour % 12 + (12 if pm else 0)
    return f"{hour}:{minute}"


def _hhmm(m: re.Match[str]) -> str:
    return f"{int(m.group(1))}:{m.group(2) or m.group(3)}"


def _noon(m: re.Match[str]) -> str:
    if m.group("at"):
        return m.group("at") + "12:00"
    return "12:00" if m.group("noon") or m.group(1) in ("noon", "midday", "mediodía", "mediodia") else "0:00"


def _date(day: int, month: int, year: str) -> str:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return ""
    return f"{day} {_MONTH_NAMES[month]} {year}"


def _iso(m: re.Match[str]) -> str:
    return _date(int(m.group(3)), int(m.group(2)), m.group(1)) or m.group(0)


def _ymd_dots(m: re.Match[str]) -> str:
    return _date(int(m.group(4)), int(m.group(3)), m.group(1)) or m.group(0)


def _dm_dots(m: re.Match[str]) -> str:
    day, month = int(m.group(2)), int(m.group(3))
    return f"{m.group(1)} {day} {_MONTH_NAMES[month]}" if 1 <= day <= 31 else m.group(0)


def _dmy_dots(m: re.Match[str]) -> str:
    return _date(int(m.group(1)), int(m.group(2)), m.group(3)) or m.group(0)


def _cjk_date(m: re.Match[str]) -> str:
    year, month, day = m.group(1), int(m.group(2)), m.group(3)
    if not 1 <= month <= 12:
        return m.group(0)
    if day is None:
        return f"{_MONTH_NAMES[month]} {year}" if year else m.group(0)
    if year is None:
        return f"{int(day)} {_MONTH_NAMES[month]}" if 1 <= int(day) <= 31 else m.group(0)
    return _date(int(day), month, year) or m.group(0)


def _mdy(m: re.Match[str]) -> str:
    return _date(int(m.group(2)), _MONTHS[m.group(1)], m.group(3)) or m.group(0)


def _dmy(m: re.Match[str]) -> str:
    return _date(int(m.group(1)), _MONTHS[m.group(2)], m.group(3)) or m.group(0)


def _my(m: re.Match[str]) -> str:
    return f"{_MONTH_NAMES[_MONTHS[m.group(1)]]} {m.group(2)}"


def _at_least(m: re.Match[str]) -> str:
    if m.group(3):
        return f"{m.group(3)} atleast"
    return f"{m.group(1)}{m.group(2) or ''} atleast"


def _at_most(m: re.Match[str]) -> str:
    return f"{m.group(1)}{m.group(2) or ''} atmost"


def _before_number(pattern: re.Pattern[str], marker: str, text: str) -> str:
    """ "at least 18 years" -> "18 years atleast": the marker follows the number (and
    the word after it) as in the "18 years or more" form."""
    out = []
    pos = 0
    for m in pattern.finditer(text):
        num = _AFTER_MARKER.match(text, m.end())
        if not num:
            continue
        out.append(text[pos : m.start()])
        out.append(f"{num.group(0)} {marker}")
        pos = num.end()
    out.append(text[pos:])
    return "".join(out)


#: (a number with thousands commas whole: "a maximum of 1,260 °C" is "1,260 celsius atmost")
_AFTER_MARKER = re.compile(r"(?:[a-z]+\s+)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s+[a-z%]+)?")


@lru_cache(maxsize=1 << 15)  # a few thousand documents' sentences
def _canonical_cached(text: str) -> str:
    return _canonical(text)


_FORTNIGHT = re.compile(r"\b(?:a|one)\s+fortnight\b")
#: "1인 5만 5천 원", "1인당 2만 원": per person, before the amount
_KO_PER_PERSON = re.compile(r"(?<![\d.,])1\s?인(?:당)?\s?(?=\d)")
_KO_AT_A_TIME = re.compile(r"(?<![\d.,])1\s?번에")
#: one of a thing before its price or length ("一节课30元", "一晚280元", "一节课三刻钟"):
#: per that thing
_ZH_PER_ONE = re.compile(
    r"(?<![\d一二两三四五六七八九十百千万每])一"
    r"(?=(?:[节次晚位张间份天周]|小时|个月)\S{0,2}?[\d一二两三四五六七八九十][\d一二两三四五六七八九十百千万.,]*\s?"
    r"(?:元|块|分钟|小时|个小时|刻钟))"
)


def canonical(text: str) -> str:
    """The canonical form of already normalised (lower-case, NFKC) text."""
    if len(text) > 2000:  # long texts have their own few places: they never evict the rest
        return _canonical_long(text)
    return _canonical_cached(text)


@lru_cache(maxsize=4)
def _canonical_long(text: str) -> str:
    return _canonical(text)


def canonical_cased(text: str) -> str:
    """``text`` (as written: any case) with its values in canonical form and every other
    word as the writer wrote it: "On January 5, 2024, One hundred and twenty guests came
    at 4 PM" -> "On 5 january 2024, 120 guests came at 16:00". The rules read lower case
    (:func:`canonical` of the NFKC, case-folded text); the words they leave alone get
    their case back. Spaces become single spaces. What a model reads, where the case of
    a name says something."""
    if len(text) > 2000:  # long texts have their own few places: they never evict the rest
        return _canonical_cased(text)
    return _canonical_cased_cached(text)


@lru_cache(maxsize=8192)
def _canonical_cased_cached(text: str) -> str:
    return _canonical_cased(text)


#: words of a text aligned with its canonical form at once; a longer text is read in
#: pieces cut after a sentence's end (at the latest at twice as many words): the alignment
#: costs the product of the two lengths, and "el 8 y el 15 de noviembre, " a thousand times
#: over took minutes
ALIGNED_WORDS = 120
_SENTENCE_END = ("." , "!", "?", "。", "！", "？")  # fmt: skip


def _canonical_cased(text: str) -> str:
    written = join_contractions(text).split()
    if not written:
        return ""
    if len(written) > 2 * ALIGNED_WORDS:
        return " ".join(_canonical_cased(" ".join(piece)) for piece in _pieces(written))
    folded = [_fold(w) for w in written]
    rewritten = canonical(" ".join(folded)).split()
    if rewritten == folded:
        return " ".join(written)
    out: list[str] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, folded, rewritten, autojunk=False).get_opcodes():
        out.extend(written[i1:i2] if tag == "equal" else rewritten[j1:j2])
    return " ".join(out)


def _pieces(written: list[str]) -> Iterator[list[str]]:
    """``written`` in pieces of :data:`ALIGNED_WORDS` words or more, each ending a
    sentence where one ends before twice as many."""
    start = 0
    for i, word in enumerate(written):
        size = i + 1 - start
        if (size >= ALIGNED_WORDS and word.endswith(_SENTENCE_END)) or size >= 2 * ALIGNED_WORDS:
            yield written[start : i + 1]
            start = i + 1
    if start < len(written):
        yield written[start:]


def _fold(word: str) -> str:
    """One word as :func:`ragmeter.text.tokenize.normalize` writes it."""
    return unicodedata.normalize("NFKC", word).replace("’", "'").replace("‘", "'").casefold()


#: rounds of the rules at most; the rules are written so that one round is a fixed point,
#: and the rounds make sure of it where rules meet (a currency code written next to a
#: Chinese numeral, a number next to a time)
_ROUNDS = 4


#: a run of this many printable ASCII characters without a space (base64, a hash, a
#: minified blob) holds no value the rules read: it is kept as it is, the rules run on the
#: text around it, and a megabyte of such a run costs one scan instead of every rule's
_OPAQUE_RUN = 256
_OPAQUE = re.compile(rf"(?<![!-~])([!-~]{{{_OPAQUE_RUN},}})")


def _canonical(t: str) -> str:
    if len(t) >= _OPAQUE_RUN and _OPAQUE.search(t):
        # split() keeps the runs (the group) at the odd places
        return "".join(p if i % 2 else _rules(p) for i, p in enumerate(_OPAQUE.split(t)))
    return _rules(t)


#: a street word cut short after the street's name ("linden st.", "hauptstr.", "oak ave."):
#: never after a function word ("the st. james hotel" is a saint)
_STREET = re.compile(
    r"(?<=[a-zà-ÿ])(?<!\bthe)(?<!\bat)(?<!\bon)(?<!\bin)(?<!\bof)(?<!\bto)(?<!\bnear)(?<!\bfrom)"
    r"( st\.| ave\.| rd\.| blvd\.|str\.)(?= |$|,)"
)
_STREET_WORDS = {
    " st.": " street",
    " ave.": " avenue",
    " rd.": " road",
    " blvd.": " boulevard",
    "str.": "straße",
}
#: a street word cut short before the street's name ("Avda. del Rey", "Pza. Mayor", "C/
#: Mayor", "bd Voltaire")
_STREET_FIRST = {"avda.": "avenida", "pza.": "plaza", "c/": "calle", "bd.": "boulevard", "bd ": "boulevard "}
#: ("bd" without its dot only after a house number: "la bd" is a comic)
_STREET_BEFORE = re.compile(r"(?<![\w/.])(avda\.|pza\.|c/|bd\.|(?<=\d )bd )(?=\s?[a-zà-ÿ])")
#: a part of an hour in words: "three-quarters of an hour", "a quarter of an hour",
#: "eine Dreiviertelstunde", "trois quarts d'heure", "tres cuartos de hora"
_QUARTERS = re.compile(
    r"\b(?:three[- ]quarters of an hour|(?:eine )?dreiviertelstunde|trois quarts d'heure"
    r"|tres cuartos de hora)\b|\b(?:a |one )?quarter of an hour\b|\b(?:eine )?viertelstunde\b"
    r"|\bun quart d'heure\b|\bun cuarto de hora\b"
)
#: a Chinese discount said as the share paid: "八折" = 20 % off, "八五折" = 15 % off
_ZHE = re.compile(r"(?<![\d一二三四五六七八九十])([1-9一二三四五六七八九])([0-9一二三四五六七八九]?)折")


def _zhe(m: re.Match[str]) -> str:
    tens = int(m.group(1)) if m.group(1).isdigit() else ZH_DIGIT[m.group(1)]
    ones = (int(m.group(2)) if m.group(2).isdigit() else ZH_DIGIT[m.group(2)]) if m.group(2) else 0
    return f"{100 - 10 * tens - ones}%折扣"


def _quarters(m: re.Match[str]) -> str:
    three = any(w in m.group(0) for w in ("three", "dreiviertel", "trois", "tres"))
    return "45 minutes" if three else "15 minutes"


#: weekdays cut short, two in a range or a list ("mon–fri", "tue & thu", "mo-fr", "lun.-ven.",
#: "sa/so"): their full names (alone, "mon", "sat", "sun" are words)
_SHORT_DAYS = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
    "mo": "montag", "di": "dienstag", "mi": "mittwoch", "do": "donnerstag", "fr": "freitag",
    "sa": "samstag", "so": "sonntag",
    "lun": "lundi", "mer": "mercredi", "jeu": "jeudi", "ven": "vendredi", "sam": "samedi",
    "dim": "dimanche",
}  # fmt: skip
_DAY_PAIR = re.compile(
    r"(?<![\w'])(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mer|jeu|ven|sam|dim)\.?"
    r"\s*(–|—|-|/|&|to|through|thru|bis|au|and|und|et)\s*"
    r"(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mer|jeu|ven|sam|dim)\.?(?![\w'])"
)


def _day_pair(m: re.Match[str]) -> str:
    a, sep, b = m.group(1), m.group(2), m.group(3)
    full_a, full_b = _SHORT_DAYS[a], _SHORT_DAYS[b]
    if full_a.endswith("day") != full_b.endswith("day") or (len(a) == 2) != (len(b) == 2):
        return m.group(0)  # not two days of one language
    german = len(a) == 2
    if sep in ("&", "and", "und", "et", "/"):
        joined = "and" if full_a.endswith("day") else "und" if german else "et"
    else:
        joined = "to" if full_a.endswith("day") else "bis" if german else "au"
    return f"{full_a} {joined} {full_b}"


#: the spoken Chinese yuan: "两块五" is 2.5 yuan, "十块。" 10 yuan, "三块钱" 3 yuan ("一块砖"
#: is a brick: 块 before another word counts pieces)
_KUAI_AND = re.compile(r"(\d+)块([一二三四五六七八九1-9])(?![\d毛角分])")
_KUAI = re.compile(r"(\d+(?:\.\d+)?)块(?:钱|(?![\d\u4e00-\u9fff]))")


def _kuai_and(m: re.Match[str]) -> str:
    tenth = m.group(2) if m.group(2).isdigit() else str(ZH_DIGIT[m.group(2)])
    return f"{m.group(1)}.{tenth} cny"


def _words_of_parts(t: str) -> str:
    """Street words cut short, the forms of :func:`~ragmeter.text.short_forms.short_forms`,
    weekdays cut short, quarters of an hour, Chinese discounts, in one form."""
    if "." in t and any(short in t for short in _STREET_WORDS):
        t = _STREET.sub(lambda m: _STREET_WORDS[m.group(1)], t)
    if any(short in t for short in _STREET_FIRST):
        t = _STREET_BEFORE.sub(lambda m: _STREET_FIRST[m.group(1)], t)
    t = short_forms(t)
    t = _DAY_PAIR.sub(_day_pair, t)
    if "quart" in t or "viertel" in t or "cuarto" in t:
        t = _QUARTERS.sub(_quarters, t)
    if "折" in t:
        t = _ZHE.sub(_zhe, t)
    if may_say_dozens(t):
        t = dozens(t)
    return t


#: two sides of a size said with the unit once ("3 by 4 metre", "2 mal 5 metre"), in the
#: form with the unit on each side ("3 metre × 4 metre")
_SIDES = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?) ?(?:by|x|×|mal|par|por|sur) ?(\d+(?:\.\d+)?) "
    r"(metre|centimetre|millimetre|inch|foot)\b"
)


#: a span of years with its second year cut to two digits ("2018–19", "1998/99"): the
#: second year in full; not "2018-05" (a month: a span of years runs forward, by ten at
#: most) nor "2010-11" with a hyphen (a month as well as a season)
_YEAR_SPAN = re.compile(r"(?<![\d.,:/–-])((?:1[5-9]|20)\d\d)(\s?[–—/-]\s?)(\d\d)(?!\d|[–/.:-]\d)")


def _year_span(m: re.Match[str]) -> str:
    first, sep, cut = int(m.group(1)), m.group(2), int(m.group(3))
    second = first - first % 100 + cut
    if second <= first:
        second += 100
    if second - first > 10 or (sep.strip() == "-" and cut <= 12):
        return m.group(0)
    return f"{m.group(1)}{sep}{second}"


def _rules(t: str) -> str:
    if ("–" in t or "-" in t or "/" in t) and any(c.isdigit() for c in t):
        t = _YEAR_SPAN.sub(_year_span, t)
    t = _words_of_parts(t)
    for _ in range(_ROUNDS):
        out = _round(t)
        if out == t:
            break
        t = out
    if "metre" in t or "inch" in t or "foot" in t:
        t = _SIDES.sub(r"\1 \3 × \2 \3", t)
    return t


def _number_words(t: str, ws: frozenset[str], compound: bool) -> str:
    """Numbers said in words, in every language, as digits ("一节课30元" is a price per
    lesson, as "每节课30元": no count of one)."""
    if "一" in t:
        t = _ZH_PER_ONE.sub("每", t)
    if compound:
        t = compound_number_words(t)
    if not t.isascii() and HAS_CJK_NUMBER.search(t):
        if "第二天" in t or "隔天" in t or "翌日" in t:
            t = _ZH_NEXT_DAY.sub("次日", t)  # the next day, not a count of two days
        if "零" in t:
            t = _ZH_HOURS_ZERO.sub("", t)  # "三个小时零二十分钟": three hours and twenty minutes
        t = cjk_numbers(t)
    if not ws.isdisjoint(_NUMBER_WORDS):
        t = english_number_words(t)
        t = _ONE.sub("1", t)
    if not ws.isdisjoint(EUROPEAN_WORDS) or "neuf" in ws:
        t = european_number_words(t)
    if "half" in ws or "demi" in ws or "medio" in ws or "media" in ws:
        # "2 and a half percent", "2 et demi pour cent", "2 y medio por ciento": 2.5 (a
        # time said so, "a las dos y media", is the time rules')
        t = _AND_A_HALF.sub(r"\1.5", t)
    return t


#: the "零" between hours and their minutes ("三个小时零二十分钟", "两小时零五分")
_ZH_HOURS_ZERO = re.compile(r"(?<=小时|小時|钟头)零(?=[一二三四五六七八九十\d])")
_ZH_NEXT_DAY = re.compile(r"第二天|隔天|翌日")


def _korean_per_one(t: str) -> str:
    """ "1인 5만 원" is a price per person, "한 번에 20명" at a time: no count of one."""
    return _KO_AT_A_TIME.sub("한번에", _KO_PER_PERSON.sub("인당 ", t))


def _may_count_one(ws: frozenset[str]) -> bool:
    """Whether a text of the words ``ws`` may say "a" as a count (:data:`_A_ONE`: "a" or
    "an" before a unit, after a bound or before its "'s")."""
    return (
        ("a" in ws or "an" in ws)
        and not ws.isdisjoint(_UNIT_WORDS)
        and ("s" in ws or not ws.isdisjoint(_A_BOUND))
    )


def _round(t: str) -> str:
    # Each rule runs only where a cheap test says it can match (a character or word it
    # needs): the output is the same, and a long text of plain numbers costs little.
    if (len(t) < 200 and ":" in t[-40:]) or len(t) < 20:
        t = bare_number_word(t)
    t = year_parts(every_other(t))  # "fortnightly": every 14 days; "half a year": 6 months
    ws = frozenset(_LATIN_WORD.findall(t))
    if "fortnight" in ws:
        t = _FORTNIGHT.sub("14 days", t)  # "a fortnight": two weeks, as "2 weeks" is read
        ws = frozenset(_LATIN_WORD.findall(t))
    if _may_count_one(ws):
        t = _A_ONE.sub("1", t)
    if "un" in ws or "une" in ws or "una" in ws:
        t = _romance_one(t)
    compound = may_have_compound(t, ws)
    if not _DIGIT.search(t) and t.isascii() and ws.isdisjoint(_TRIGGER_WORDS) and not compound:
        return t
    t = _shares(t, ws)
    if not ws.isdisjoint(_TIMES_WORDS):
        t = _TIMES.sub(lambda m: _TIMES_WORDS[m.group(1)], t)
    if not ws.isdisjoint(DAY_WORDS):
        t = word_days(t)  # "the first of february": a day, before "first" is a number word
    t = _number_words(t, ws, compound)
    if "1" in t and ("인" in t or "번" in t):
        t = _korean_per_one(t)
    if "块" in t:
        t = _KUAI_AND.sub(_kuai_and, t)
        t = _KUAI.sub(r"\1 cny", t)
    if "1er" in t or "1re" in t or "1o " in t or "1.o " in t or "º" in t:
        t = first_of_month(t)
    if not ws.isdisjoint(MONTH_FORMS):
        t = months(t)
    # every date rule but the Korean / Chinese one needs a four-digit year, and none of
    # them writes one where there was none
    year = _YEAR.search(t) is not None
    if year and "-" in t:
        t = _ISO_DATE.sub(_iso, t)
    if "/" in t or "-" in t or ("." in t and not t.isascii()):
        t = numeric_dates(t)
    if year and ("/" in t or "." in t):
        t = _YMD_DOTS.sub(_ymd_dots, t)
        t = _DMY_DOTS.sub(_dmy_dots, t)
    if "." in t:
        t = _DM_DOTS.sub(_dm_dots, t)
    if "월" in t or "月" in t:
        t = _CJK_DATE.sub(_cjk_date, t)
        t = _CJK_DAY_AFTER.sub(r"\1\3\4 \2", t)  # "7月19日至21日": the 21st of July too
        t = _CJK_YEAR_AFTER.sub(r"\1\3\4 \2", t)  # "2025年1月25日至1月28日": 2025 too
    if year and _HAS_MONTH.search(t):
        t = _MDY.sub(_mdy, t)
        t = _DMY.sub(_dmy, t)
        t = _MY.sub(_my, t)
    t = _clock_times(_ORDINAL_SUFFIX.sub(r"\1", t))
    if "." in t and not _decimal_dot(t, ws):
        t = _DOT_THOUSANDS.sub(lambda m: m.group(0).replace(".", ""), t)
    if _DIGIT.search(t):
        t = written_numbers(t)
    t = money_forms(t)
    t = quantities(t)
    t = abbreviations(t, ws)
    if "%" in t or "per" in t:
        t = _PERCENT.sub(r"\1 percent", t)
    return _ranges(bounds(t, ws))


def _clock_times(t: str) -> str:
    """Times of day as ``H:MM``: said in words, with a part of the day, at noon or
    midnight, with am / pm; a range of them with "to"."""
    t = times(spoken_durations(spoken_times(span_parts(t))))
    if _NOON_GATE.search(t):
        t = _NOON.sub(_noon, t)
    if "m" in t:
        t = _AMPM.sub(_ampm, t)
    t = _HHMM.sub(_hhmm, t)
    if "24:00" in t:
        t = _MIDNIGHT_24.sub("0:00", t)  # the end of the day is midnight
    if ":" in t:
        t = _TIME_DASH.sub(r"\1 to \2", t)
    return t


def _shares(t: str, ws: frozenset[str]) -> str:
    """Shares said as fractions: "half of" as 50 percent, half the price as a discount."""
    if not ws.isdisjoint(FRACTION_WORDS) or ((not t.isascii() or "/" in t) and _CJK_SHARE.search(t)):
        t = fractions(t)
    if not ws.isdisjoint(HALF_PRICE_WORDS) or "반값" in t or "반액" in t:
        t = half_price(t)
    return t


#: a count of times in one word: "twice" is "2 times", "zweimal" "2 mal" (as "deux fois",
#: "dos veces", "두 번", "两次" read already)
_TIMES_WORDS = {
    "twice": "2 times",
    "thrice": "3 times",
    "zweimal": "2 mal",
    "dreimal": "3 mal",
    "viermal": "4 mal",
    "fünfmal": "5 mal",
    "sechsmal": "6 mal",
    "siebenmal": "7 mal",
    "achtmal": "8 mal",
    "neunmal": "9 mal",
    "zehnmal": "10 mal",
    "elfmal": "11 mal",
    "zwölfmal": "12 mal",
}
_TIMES = re.compile(r"(?<![\w-])(" + "|".join(_TIMES_WORDS) + r")(?![\w-])")


def _ranges(t: str) -> str:
    if not _DIGIT.search(t):  # each bound is of a number
        return t
    if "+" in t or "or" in t or "and" in t:
        t = _AT_LEAST_AFTER.sub(_at_least, t)
    if "least" in t or "less" in t or "minimum" in t:
        t = _before_number(_AT_LEAST_BEFORE, "atleast", t)
    if "or" in t:
        t = _AT_MOST_AFTER.sub(_at_most, t)
    if "than" in t:
        t = _NOT_MORE_THAN.sub(r"\1 up to ", t)
    if "up" in t or "most" in t or "more" in t or "max" in t:
        t = _before_number(_AT_MOST_BEFORE, "atmost", t)
    return t


_DIGIT = re.compile(r"\d")
_AND_A_HALF = re.compile(
    r"(?<![\d.,])(?<!las )(?<!la )(\d+) (?:and a half|et demie?|y medio|y media)(?![\w])"
    # ... unless a part of the day says it is a time ("de 6 a 7 y media de la tarde")
    r"(?!\s+(?:a\s+(?:las?\s+)?\d{1,2}(?:\s+y (?:media|cuarto))?\s+)?"
    r"de la\s+(?:mañana|tarde|noche|madrugada))"
)
_YEAR = re.compile(r"\d{4}")
_NUMBER_WORD = re.compile(
    r"\b(?:" + "|".join([*_UNITS, *_TENS, "one", "single", "dozen", "hundred", "thousand"]) + r")\b"
)
_HAS_MONTH = re.compile(r"\b(?:" + _MONTH_RE + r")(?![a-z])")
_TRIGGER_WORDS = frozenset(
    [
        *_UNITS,
        *_TENS,
        *"one single dozen hundred thousand noon midday midnight cent cents least most up".split(),
        *"minuit mitternacht medianoche midi".split(),
        *"max maximum than uk usa u e celsius fahrenheit centigrade vereinigte vereinigten".split(),
        *"vereinigtes estados reino royaume ee".split(),
        *FRACTION_WORDS,
        *HALF_PRICE_WORDS,
        *_TIMES_WORDS,
        *EUROPEAN_WORDS,
        *MONTH_FORMS,
        *NAME_WORDS,
        *TIME_WORDS,
    ]
)
_NUMBER_WORDS = frozenset([*_UNITS, *_TENS, "one", "single", "dozen", "hundred", "thousand"])
_LATIN_WORD = re.compile(r"[a-zà-ÿ]+")
