"""Digits as the languages group them, and scale words: part of
:func:`ragmeter.text.canon.canonical` (applied to lower-cased NFKC text, after the
date and time rules have taken what is theirs).

* thousands with spaces (French, and SI style): "1 200", "1 200" (a narrow no-break
  space, a space after NFKC) -> "1200"; not after a month name ("May 5 100 people");
* decimal commas (German, French, Spanish): "3,2" -> "3.2", "1.200,50" -> "1200.50"
  ("1,200" with three digits stays the English thousands);
* scale words in every language, read as one value and written with the largest
  English scale that keeps the number at least 1: "3,200 million", "3.2 billion",
  "3.200 Millionen", "3,2 Milliarden", "3,2 mil millones", "3 200 millions",
  "3,2 milliards" -> "3.2 billion"; "4 Mio." -> "4 million"; "2 Billionen", "2
  billones" -> "2 trillion" (10^12: the German and Spanish words; the French
  "billion" is left to its English reading, which it shares in writing);
* round large numbers in digits the same way ("3200000000", from "32억" or
  "三十二亿", -> "3.2 billion"; "1000000" -> "1 million"): at most three
  significant digits, so an identifier such as "1234567" stays as it is.

A value written differently meets its other forms; a different value never does.
"""

from __future__ import annotations

import re

from ragmeter.text.numwords import fmt_number

__all__ = ["written_numbers"]

_MONTH_BEFORE = re.compile(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+$"
)
# Each pattern starts with a digit and looks behind it only then ("\d(?<![...]\d)"): a
# regex that starts with a character class is searched fast, one that starts with a
# lookbehind is tried at every position.
_SPACE_THOUSANDS = re.compile(r"\d(?<![\d.,:]\d)\d{0,2}(?: \d{3})+(?![\d:]|[.,]\d)")
_DECIMAL_COMMA = re.compile(r"(\d(?<![\d.,]\d)(?:\d{0,2}(?:\.\d{3})+|\d*)),(\d{1,2})(?![\d:]|[.,]\d)")

_SCALE_WORDS = {
    "thousand": 1e3, "thousands": 1e3, "tausend": 1e3,
    "million": 1e6, "millions": 1e6, "millionen": 1e6, "millones": 1e6, "millón": 1e6,
    "mio": 1e6, "mio.": 1e6,
    "billion": 1e9, "billions": 1e9, "bn": 1e9, "milliard": 1e9, "milliards": 1e9,
    "milliarde": 1e9, "milliarden": 1e9, "mrd": 1e9, "mrd.": 1e9, "mil millones": 1e9,
    "millardo": 1e9, "millardos": 1e9,
    "trillion": 1e12, "trillions": 1e12, "billionen": 1e12, "billón": 1e12, "billones": 1e12,
}  # fmt: skip
_SCALE_RE = "|".join(re.escape(w) for w in sorted(_SCALE_WORDS, key=len, reverse=True))
_CURRENCY_AFTER = r"(?=(?:euros?|dollars?|dólares|dólar|libras?|yens?|francs?)\b)"
_SCALED = re.compile(
    r"(\d(?<![\d.,]\d)(?:\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d*(?:\.\d+)?))\s?(" + _SCALE_RE + r")(?![\w.])"
    r"(?:(?:\s+de|\s*d')\s*" + _CURRENCY_AFTER + ")?"
)
_ROUND_BIG = re.compile(r"[1-9](?<![\d.,:][1-9])(?:\d{6,14}|\d{0,2}(?:,\d{3}){2,4})(?![\d:]|[.,]\d)")
#: a cheap test: digits grouped with a space or a comma, or seven in a row
_MAYBE = re.compile(r"\d[ ,]\d|\d{7}")
#: a cheap test: the text may hold a scale word
_HAS_SCALE = re.compile(r"thousand|tausend|mill|mrd|mio|bn|bill|trill")
#: what may follow a number and its scale without a space between
_ENDS = frozenset(" \t\n.,;:!?)]}\"'。，、；：！？）")
_NAMES = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))


def _scaled_form(value: float) -> str:
    for size, name in _NAMES:
        if value >= size:
            return f"{fmt_number(round(value / size, 9))} {name}"
    return fmt_number(round(value, 9))


def _spaced(m: re.Match[str], form: str) -> str:
    """``form`` with a space before what follows it, unless that is a space or a
    punctuation mark ("3.2 billion元" would hide the scale from the currency rule)."""
    nxt = m.string[m.end() : m.end() + 1]
    return form + " " if nxt and nxt not in _ENDS else form


def _scaled(m: re.Match[str]) -> str:
    value = float(m.group(1).replace(",", "")) * _SCALE_WORDS[m.group(2)]
    return _spaced(m, _scaled_form(value))


def _round_big(m: re.Match[str]) -> str:
    digits = m.group(0).replace(",", "")
    if len(digits.rstrip("0")) > 3:
        return m.group(0)  # not a round number: an identifier, a count to the unit
    return _spaced(m, _scaled_form(float(digits)))


def _space_thousands(m: re.Match[str]) -> str:
    if _MONTH_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return m.group(0)  # "May 5 100 people": a day, then a count
    last = int(m.group(0).rsplit(" ", 1)[1])
    if last and last % 60 == 0 and m.string.startswith(" minute", m.end()):
        return m.group(0)  # "10 three-hour lessons" read as "10 180 minute": a count, then hours
    return m.group(0).replace(" ", "")


def written_numbers(t: str) -> str:
    """Thousands, decimal commas and scales in one form (see the module docstring)."""
    if _HAS_SCALE.search(t):
        t = _SCALED.sub(_scaled, t)
    if not _MAYBE.search(t):
        return t
    if " " in t:
        t = _SPACE_THOUSANDS.sub(_space_thousands, t)
    if "," in t:
        t = _DECIMAL_COMMA.sub(lambda m: m.group(1).replace(".", "") + "." + m.group(2), t)
    return _ROUND_BIG.sub(_round_big, t)
