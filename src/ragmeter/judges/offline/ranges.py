"""A range said by its two ends: "The cheapest seats cost £25 and the most expensive ones
£95" of "Tickets cost between £25 and £95", "Die günstigste Karte kostet 28 €, die teuerste
95 €" of "kosten zwischen 28 und 95 €", "Le billet le moins cher coûte 25 € et le plus cher
95 €" of "coûtent de 25 € à 95 €", in the six languages.

:func:`range_restated` finds a best premise sentence that gives the claim's two values as
one range (the lower after the claim's word of the least, the higher after its word of
the most), with the claim's other content words. A fast path: it accepts, it never
rejects. Pure.
"""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.content_words import content_stems
from ragmeter.text.canon import canonical
from ragmeter.text.inflection import inflection_of
from ragmeter.text.quantities import is_unit
from ragmeter.text.tokenize import normalize

__all__ = ["range_restated"]

#: the words of the least and of the most of a range
_LEAST = (
    r"cheapest|least expensive|lowest|smallest|minimum|shortest|günstigste\w*|billigste\w*|niedrigste\w*"
    r"|kleinste\w*|kürzeste\w*|moins cher|moins chère|plus bas|plus basse|minimum|más barat[oa]s?|mínimo"
    r"|mínima|menor|最便宜|最低|最少|最短|가장 저렴|가장 싼|최저|최소"
)
_MOST = (
    r"most expensive|priciest|highest|largest|maximum|longest|teuerste\w*|höchste\w*|größte\w*|längste\w*"
    r"|plus cher|plus chère|plus haut|plus haute|maximum|más car[oa]s?|máximo|máxima|mayor"
    r"|最贵|最高|最多|最长"
    r"|가장 비싼|가장 비싸|최고|최대"
)
_LEAST_RE = re.compile(rf"(?<![\w-])(?:{_LEAST})(?![\w-])|(?:{_LEAST})(?=[^\x00-\x7f])")
_MOST_RE = re.compile(rf"(?<![\w-])(?:{_MOST})(?![\w-])|(?:{_MOST})(?=[^\x00-\x7f])")
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
#: between the two ends of a range in the premise: a word or sign of "to" ("between 25 and
#: 95", "von 28 bis 95", "de 25 € à 95 €", "35~120", "35元至120元", "2만 원부터 5만 원까지")
_BETWEEN = re.compile(
    r"^[^\d]{0,12}?(?:to|and|bis|und|à|a|y|-|–|—|~|〜|至|到|부터|에서)[^\d]{0,8}$", re.IGNORECASE
)
#: words of the range's frame, not of its subject
_FRAME_WORDS = frozenset(
    "cheapest expensive lowest highest smallest largest minimum maximum least most one ones "
    "günstigste teuerste billigste niedrigste höchste moins plus cher chère más barato barata caro cara "
    "range ranges between from zwischen entre atleast atmost".split()
)


_FRAME = _FRAME_WORDS | frozenset(content_stems(" ".join(_FRAME_WORDS)))


#: a bound as the canonical form writes it, after its number and unit ("180 minute atleast",
#: "240 minute atmost": "at least 3 hours", "최소 3시간", "au minimum 3 heures")
_LOW_BOUND = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?: [^\s\d]+)? atleast\b")
_HIGH_BOUND = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?: [^\s\d]+)? atmost\b")


def _ends(said: str) -> tuple[str, str] | None:
    """(low, high): the claim's two numbers after its words of the least and of the most,
    or before its two bounds; None where it gives no two such ends."""
    numbers = [(m.start(), m.group(0)) for m in _NUMBER.finditer(said)]
    if len(numbers) != 2:
        return None
    least, most = _LEAST_RE.search(said), _MOST_RE.search(said)
    if least is not None and most is not None:
        low = next((n for at, n in numbers if at > least.end()), None)
        high = next((n for at, n in numbers if at > most.end()), None)
        return None if low is None or high is None else (low, high)
    lows, highs = _LOW_BOUND.findall(said), _HIGH_BOUND.findall(said)
    return (lows[0], highs[0]) if len(lows) == len(highs) == 1 else None


def range_restated(al: Alignment) -> int | None:
    """The index of the best premise sentence that gives the claim's two ends as one
    range, or None (see the module docstring)."""
    said = canonical(normalize(al.claim))
    ends = _ends(said)
    if ends is None:
        return None
    low, high = ends
    if low == high or float(low) >= float(high):
        return None
    mine = {w for w in content_stems(al.claim) if w not in _FRAME and not w[:1].isdigit() and not is_unit(w)}
    sents = al.premise.sentences
    for k in al.ranked[:3]:
        text = canonical(normalize(sents[k].text))
        lows = [m for m in _NUMBER.finditer(text) if m.group(0) == low]
        highs = [m for m in _NUMBER.finditer(text) if m.group(0) == high]
        if not any(
            _BETWEEN.match(text[a.end() : b.start()]) for a in lows for b in highs if a.end() < b.start()
        ):
            continue
        theirs = set(content_stems(sents[k].text))
        if mine and sum(inflection_of(w, theirs) is not None for w in mine) * 3 >= len(mine) * 2:
            return k
    return None
