"""Which way a trip goes: "from the station to the harbour" against "from the harbour
to the station", in the six languages. Pure; read by :mod:`.checks` beside the
comparison directions (over / under, before / after).

A claim that names both ends of a route the other way round from a premise sentence
that names the same two places is contradicted: the places agree, the direction does
not. A route whose ends are days or times ("from 9 to 17", "from Monday to Friday") is
the value checks' business, not this one's."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ragmeter.text.tokenize import content_tokens, normalize
from ragmeter.text.weekdays import day_set

__all__ = ["route_swap"]

#: an end of a route: a few words, no digits, up to a clause mark or the next connective
_END = r"(?:the |der |die |das |dem |den |la |le |les |l'|el |los |las )?([^\d,.;:!?()]{2,40}?)"
_STOP = (
    r"(?=\s*(?:[,.;:!?()]|$)|\s+(?:at|every|on|in|between|and|daily|each|um|alle|jeden|täglich|und"
    r"|à|tous|chaque|et|a las|cada|todos|y)\b)"
)
_ROUTES = [
    re.compile(rf"\bfrom {_END} (?:to|towards) {_END}{_STOP}"),
    re.compile(rf"\b(?:von|vom|ab) {_END} (?:nach|zum|zur|bis zum|bis zur) {_END}{_STOP}"),
    re.compile(
        rf"\b(?:du|de la|de l'|des|depuis) {_END} (?:au|à la|à l'|aux|jusqu'au|jusqu'à la) {_END}{_STOP}"
    ),
    re.compile(rf"\b(?:desde|del|de la) {_END} (?:hasta|al|a la|hacia) {_END}{_STOP}"),
    re.compile(r"([가-힣]{2,12})에서\s+([가-힣]{2,12}?)(?:으로|로|까지)"),
    re.compile(
        r"从([\u4e00-\u9fff]{2,10}?)(?:到|开往|去|至)([\u4e00-\u9fff]{2,10}?)(?=[，。,.；;的]|$|\s|每|往返)"
    ),
]
#: of two ends, how much of each must be the other's for them to be one place
SAME_PLACE = 0.5


def _ends(text: str) -> Iterator[tuple[frozenset[str], frozenset[str], str]]:
    """(one end's words, the other's, the route as written) of each route in ``text``."""
    t = normalize(text)
    for rx in _ROUTES:
        for m in rx.finditer(t):
            a, b = m.group(1).strip(), m.group(2).strip()
            if day_set(a) or day_set(b):
                continue  # days: the day checks read them
            wa, wb = frozenset(content_tokens(a)), frozenset(content_tokens(b))
            if wa and wb and not (wa & wb):
                yield wa, wb, m.group(0).strip()


def _same(x: frozenset[str], y: frozenset[str]) -> bool:
    return len(x & y) >= SAME_PLACE * min(len(x), len(y))


def route_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", claim route, premise route): the claim's route goes the other way round from
    a route of ``sentences`` between the same two places; None where none does."""
    mine = list(_ends(claim))
    if not mine:
        return None
    for text in sentences:
        for a2, b2, said in _ends(text):
            for a, b, written in mine:
                if _same(a, b2) and _same(b, a2) and not (_same(a, a2) or _same(b, b2)):
                    return "", written, said
    return None
