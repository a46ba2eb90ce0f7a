"""One word in another ending: "climatisée" / "climatisées", "finden" / "findet", "größtes"
/ "grösstes". The readers of values, roles, antonyms, modality, ranges and exceptions all ask
whether a word of one text stands in another, and all ask it here. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["inflected", "inflection_of", "stem_in"]


def inflected(a: str, b: str) -> bool:
    """One word, another ending: the same stem, or one of five letters or more that the
    other extends by up to three ("climatisée" / "climatisées")."""
    short, long = sorted((a, b), key=len)
    if a == b or (len(short) >= 5 and long.startswith(short) and len(long) - len(short) <= 3):
        return True
    # two endings of one stem of four letters or more ("finden" / "findet")
    common = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), len(short))
    return common >= 4 and len(long) - common <= 2 and a.isalpha() and b.isalpha()


def inflection_of(word: str, words: Iterable[str], shortest: int = 0) -> str | None:
    """``word`` itself if ``words`` has it, else the first of ``words`` that is another
    ending of it (German "ß" read as "ss"), both of at least ``shortest`` letters (an
    antonym check asks for five: "hill" is no form of "hilly"); ``None`` where none is."""
    if isinstance(words, (set, frozenset)) and word in words:
        return word
    if len(word) < shortest:
        return next((w for w in words if w == word), None)
    folded = word.replace("ß", "ss")
    head = folded[:3]
    for w in words:
        if w == word:
            return w
        other = w.replace("ß", "ss")
        # (an inflection shares its first three letters: a cheap test first)
        if other[:3] == head and len(other) >= shortest and inflected(folded, other):
            return w
    return None


def stem_in(word: str, words: Iterable[str]) -> bool:
    """``word`` among ``words`` in another ending (:func:`inflection_of`), or one of five
    letters or more that starts as one of them does ("registration" / "register")."""
    words = tuple(words)
    if inflection_of(word, words) is not None:
        return True
    return len(word) >= 5 and any(len(w) >= 5 and w[:5] == word[:5] for w in words)
