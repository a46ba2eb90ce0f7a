"""An item of a list moved across the list's negation: "It treats cats, dogs, rabbits and
birds, but not reptiles" against "The clinic treats cats, dogs and rabbits, but not birds
or reptiles" puts birds on the side the premise denies, and "They sell apples and pears,
but not plums" against "They sell apples, pears and plums, but not cherries" denies what
the premise lists. Read in English, German, French and Spanish, where the negated items
follow "but not", "aber keine", "mais pas", "pero no" (or "ni") without a verb of their own.

Values, not words: each side's items are the content units (:func:`units`) of the pieces
its separators (commas, "and", "or", "und", "et", "y", "ni" ...) cut the list into, the
last unit of each piece being the item ("cats" of "The clinic treats cats"). An item only
counts as moved when the claim coordinates it with an item of the premise's own list: a
claim that speaks of the same list, not of something else that happens to share a word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragmeter.text.clauses import units
from ragmeter.text.polarity import negated
from ragmeter.text.tokenize import normalize

__all__ = ["moved_across_negation"]

#: where a list's negated part begins: a contrast, then the negation, then the items
_NEGATED_TAIL = re.compile(
    r"(?:,\s*|\s)(?:but|aber|doch|mais|pero|sino)\s+"
    r"(?:not|no|nicht|keine|keinen|keiner|kein|pas|jamais|ni)\s+(?:(?:de|d'|des|les|la|le|l')\s*)?"
    r"(?P<tail>[^.;:!?]+)"
)
_SEPARATOR = re.compile(r",\s*|\s+(?:and|or|nor|und|oder|noch|et|ou|ni|y|e|o|u)\s+")
_LATIN = re.compile(r"[a-zà-ÿ]")


@lru_cache(maxsize=4096)
def _split(text: str) -> tuple[frozenset[str], frozenset[str], bool] | None:
    """(the items before the negated part, the negated items, whether the part before is
    negated itself) of ``text`` (normalised), or None without a negated list."""
    m = _NEGATED_TAIL.search(text)
    if m is None:
        return None
    head = text[: m.start()]
    return _items(head), _items(m.group("tail")), negated(head)


def _items(span: str) -> frozenset[str]:
    out: set[str] = set()
    for piece in _SEPARATOR.split(span):
        found = units(piece).ordered
        if found:
            out.add(found[-1])
    return frozenset(out)


def moved_across_negation(claim: str, sentence: str) -> tuple[str, str] | None:
    """(side, item): ``("premise", item)`` when the claim lists ``item`` with the items
    ``sentence`` lists and ``sentence`` denies it; ``("claim", item)`` when the claim denies
    an item ``sentence`` lists. None when neither, or where a text is not Latin-script."""
    c, s = normalize(claim), normalize(sentence)
    if not _LATIN.search(c) or not _LATIN.search(s):
        return None
    theirs = _split(s)
    if theirs is None:
        return None
    listed, denied, head_negated = theirs
    if head_negated or len(listed) < 2:
        return None
    mine = _split(c)
    if mine is not None:
        my_listed, my_denied, my_head_negated = mine
        if my_head_negated:
            return None
    else:
        if negated(c):
            return None
        my_listed, my_denied = _items(c), frozenset()
    if not my_listed & listed:
        return None  # not the same list
    moved = sorted((my_listed & denied) - listed)
    if moved:
        return "premise", moved[0]
    dropped = sorted((my_denied & listed) - denied)
    return ("claim", dropped[0]) if dropped else None
