"""Template filling shared by the six language modules.

Templates are ``str.format`` strings. A field may carry a spec after the colon:

* ``cap``: upper-case the first letter (sentence start);
* a Korean particle (``이``, ``가``, ``은``, ``는``, ``을``, ``를``, ``과``, ``와``,
  ``으로``, ``로``, ``이다``): the value followed by the right allomorph, chosen from the
  final syllable's batchim (a final consonant), digits read the Sino-Korean way.

Nothing here depends on hash seeds or set order: the output is a pure function of its
arguments.
"""

from __future__ import annotations

import string
from typing import Any

#: particle pairs: (after a final consonant, after a vowel)
PARTICLES: dict[str, tuple[str, str]] = {
    "이": ("이", "가"),
    "가": ("이", "가"),
    "은": ("은", "는"),
    "는": ("은", "는"),
    "을": ("을", "를"),
    "를": ("을", "를"),
    "과": ("과", "와"),
    "와": ("과", "와"),
    "으로": ("으로", "로"),
    "로": ("으로", "로"),
    "이다": ("이다", "다"),
    "이었": ("이었", "였"),
}

#: batchim of each digit read in Sino-Korean (일 이 삼 사 오 육 칠 팔 구 영): 0 none, 8 = ㄹ
_DIGIT_JONG = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}
_RIEUL = 8


def final_consonant(word: str) -> int:
    """Index of the final consonant (jongseong) of the word's last sound; 0 when none.

    Hangul syllables are decoded arithmetically; digits by their Sino-Korean reading;
    Latin letters count as ending in a vowel except a few consonant-final spellings.
    """
    text = word.rstrip(" .,!?)\"'")
    if not text:
        return 0
    last = text[-1]
    code = ord(last) - 0xAC00
    if 0 <= code < 11172:
        return code % 28
    if last in _DIGIT_JONG:
        return _DIGIT_JONG[last]
    if last.lower() in "lmnr":
        return 8 if last.lower() in "lr" else 4
    return 0


def particle(word: str, p: str) -> str:
    """``word`` followed by the allomorph of particle ``p`` it takes (이/가, 은/는, ...)."""
    after_consonant, after_vowel = PARTICLES[p]
    jong = final_consonant(word)
    if p in ("으로", "로"):
        return word + ("로" if jong in (0, _RIEUL) else "으로")
    return word + (after_consonant if jong else after_vowel)


def cap(text: str) -> str:
    """First letter upper-cased (after leading punctuation such as ``¡`` or ``¿``); text
    that starts with a digit is left alone ("2,600 m")."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
        if ch.isdigit():
            break
    return text


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "cap":
            return cap(str(value))
        if format_spec in PARTICLES:
            return particle(str(value), format_spec)
        return str(super().format_field(value, format_spec))


FORMATTER = _Formatter()


def fill(template: str, slots: dict[str, Any]) -> str:
    """The template with its fields filled; double spaces and space-before-stop tidied."""
    text = FORMATTER.format(template, **slots)
    while "  " in text:
        text = text.replace("  ", " ")
    for stop in (" .", " ,"):
        text = text.replace(stop, stop[1:])
    return text.replace("..", ".").strip()


def strip_stop(sentence: str) -> str:
    """The sentence without its final full stop (an abbreviation's dot is kept)."""
    if sentence.endswith(("a.m.", "p.m.", ".m.")) or not sentence.endswith((".", "。")):
        return sentence
    return sentence[:-1]
