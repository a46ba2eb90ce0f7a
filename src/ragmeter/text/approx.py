"""A number the claim gives as a bound or a round figure, met by the exact value a
premise states: "more than £500,000" of "£572,206", "nearly 600 runners" of "587
runners", "about 30 stalls" of "32 stalls", "under $20" of "$15", in English, German,
French, Spanish, Korean and Chinese (canonical text, :func:`ragmeter.text.canon.canonical`).

A bound is met only by a premise number with the same unit or counted thing ("587
runners", "572206 gbp") in a sentence that states it exactly (no bound or round-figure
word of its own: "children under 16" does not meet "under 18"). A bound the value does
not meet ("over 300 people" of "250 people") stays a number the premises do not have.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache

from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import normalize

__all__ = ["bound_met", "bounds_as_theirs"]

#: how far a round figure may be from the value it rounds ("about 30" of 26 to 34)
ABOUT = 0.15
#: how far below its figure "nearly" may be ("nearly 600" of 480 to 599)
NEARLY = 0.2

_GT = (
    r"more than|over|above|in excess of|exceeding|upwards of|mehr als|über|plus de|más de"
    r"|超过|超過|多于|多於|逾"
)
_LT = r"less than|fewer than|under|below|weniger als|unter|moins de|menos de|不到|少于|少於|低于|低於"
_NEAR = r"nearly|almost|close to|just under|fast|knapp|beinahe|près de|presque|casi|거의|近|将近|將近|接近"
_ABOUT = (
    r"about|around|roughly|approximately|some|circa|ca\.|etwa|rund|ungefähr|environ|quelque|à peu près"
    r"|unos|unas|alrededor de|aproximadamente|cerca de|약|대략|约|約|大约|大約"
)
#: the bound words after a number (Korean and Chinese; "atleast"/"atmost": every
#: language's "at least"/"at most" in canonical text)
_AFTER = {
    "gt": r"이?\s?넘(?:는|게|었|어|습)|초과|atleast",
    "lt": r"미만|atmost",
    "near": r"가까이",
    "about": r"정도|쯤|가량|左右|上下",
}
_NUM = r"(\d+(?:\.\d+)?)(?:\s?(thousand|million|billion))?"
_UNIT = r"(?:\s?([a-zà-ÿ]+|[가-힣]|[\u4e00-\u9fff]))?"
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
#: (a Latin bound word starts a word; a Han one may follow another character: "有超过300人")
_START = r"(?:(?<![\w'])|(?<=[\u4e00-\u9fff]))"
_BEFORE = re.compile(
    rf"{_START}(?P<kind>{_GT})\s?{_NUM}{_UNIT}"
    rf"|{_START}(?P<lt>{_LT})\s?{_NUM}{_UNIT}"
    rf"|{_START}(?P<near>{_NEAR})\s?{_NUM}{_UNIT}"
    rf"|{_START}(?P<about>{_ABOUT})\s?{_NUM}{_UNIT}",
    re.IGNORECASE,
)
_AFTER_RE = re.compile(
    rf"{_NUM}{_UNIT}\s?(?:(?P<gt>{_AFTER['gt']})|(?P<lt>{_AFTER['lt']})|(?P<near>{_AFTER['near']})"
    rf"|(?P<about>{_AFTER['about']}))",
    re.IGNORECASE,
)
#: any bound or round-figure word: a premise sentence with one states no exact value
_ANY_BOUND = re.compile(
    rf"(?<![\w'])(?:{_GT}|{_LT}|{_NEAR}|{_ABOUT}|up to|at most|at least|atleast|atmost)(?![\w'])"
    rf"|{'|'.join(_AFTER.values())}"
)
_EXACT = re.compile(rf"{_NUM}{_UNIT}")
#: words after a number that are no unit ("more than 40 of them")
_NOT_UNITS = frozenset("of in on at to for from and or the a an de en la le el y et und von zu".split())


def _value(num: str, scale: str | None) -> float:
    return float(num) * _SCALES.get(scale or "", 1.0)


def _unit(word: str | None) -> str | None:
    if not word or word in _NOT_UNITS:
        return None
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _bounds(claim: str) -> list[tuple[str, float, str, tuple[int, int]]]:
    """(kind, value, unit, span) of each bounded number of the canonical ``claim``."""
    out: list[tuple[str, float, str, tuple[int, int]]] = []
    for m in _BEFORE.finditer(claim):
        groups = m.groups()
        for i, kind in enumerate(("gt", "lt", "near", "about")):
            if groups[4 * i] is not None:
                unit = _unit(groups[4 * i + 3])
                if unit is not None:
                    out.append((kind, _value(groups[4 * i + 1], groups[4 * i + 2]), unit, m.span()))
    for m in _AFTER_RE.finditer(claim):
        kind = next(k for k in ("gt", "lt", "near", "about") if m.group(k))
        unit = _unit(m.group(3))
        if unit is not None:
            if kind == "gt" and m.group("gt").lower() == "atleast":
                kind = "ge"
            elif kind == "lt" and m.group("lt").lower() == "atmost":
                kind = "le"
            out.append((kind, _value(m.group(1), m.group(2)), unit, m.span()))
    return out


def _meets(kind: str, bound: float, value: float) -> bool:
    if kind == "gt":
        return value > bound
    if kind == "ge":
        return value >= bound
    if kind == "lt":
        return value < bound
    if kind == "le":
        return value <= bound
    if kind == "near":
        return bound * (1 - NEARLY) <= value < bound
    return abs(value - bound) <= ABOUT * bound


@lru_cache(maxsize=4096)
def _exact_values(text: str) -> tuple[tuple[float, str, str], ...]:
    """(value, unit, as written) of each number a premise sentence states exactly; none
    for a sentence with a bound or round-figure word."""
    sentence = canonical(normalize(text))
    if _ANY_BOUND.search(sentence):
        return ()
    return tuple(
        (_value(m.group(1), m.group(2)), u, m.group(0).strip())
        for m in _EXACT.finditer(sentence)
        if (u := _unit(m.group(3))) is not None
    )


def _met(kind: str, bound: float, unit: str, sentences: Iterable[str]) -> str | None:
    """The exact value (as written) of the first sentence whose every value of ``unit``
    meets the bound ("250 people attended, 500 people registered" meets neither bound:
    which of the two a bound speaks of is not read here)."""
    for s in sentences:
        same = [(value, written) for value, u, written in _exact_values(s) if u == unit]
        if same and all(_meets(kind, bound, value) for value, _ in same):
            return same[0][1]
    return None


def bound_met(n: float, claim: str, sentences: Sequence[str]) -> bool:
    """``n`` is a bound or round figure of ``claim`` that a premise sentence's exact value
    of the same unit meets."""
    return any(
        b == n and _met(k, b, u, sentences) is not None for k, b, u, _ in _bounds(canonical(normalize(claim)))
    )


def bounds_as_theirs(claim: str, sentences: Sequence[str], have: Collection[float]) -> str:
    """``claim`` (canonical, perhaps cased) with each bound a premise sentence meets said as
    that sentence's value ("more than 500000 gbp" -> "572206 gbp"): the value checks have
    read the bound, and the model reads words, not inequalities. A bound whose own number
    the premises have (``have``) stays as it is ("a daily maximum of $18" says it)."""
    low = claim.lower()
    if not any(c.isdigit() for c in claim) or len(low) != len(claim):
        return claim
    for kind, bound, unit, (a, b) in sorted(_bounds(low), key=lambda x: -x[3][0]):
        if bound in have or "넘" in low[a:b]:
            continue  # a verb ("300명이 넘었습니다"): rewritten, the sentence would have none
        written = _met(kind, bound, unit, sentences)
        if written is not None:
            claim = claim[:a] + written + claim[b:]
    return claim
