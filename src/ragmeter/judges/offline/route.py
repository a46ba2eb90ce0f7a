"""The route check: a move, a trip or a transfer of place said from one place to another
("moved from Leipzig to Frankfurt", "zog von Leipzig nach Frankfurt um", "de Lyon à
Paris", "de Sevilla a Madrid", "从上海搬到北京", "부산에서 서울로") where the evidence
says it the other way round. Both places must be names (capitalised in Latin script):
"from 9 to 17" is no route. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["route_conflict", "routes"]

_NAME = r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,2}"
_LATIN = re.compile(
    rf"(?<![\w])(?:from|von|de|d'|desde)\s*({_NAME})\s+(?:to|nach|à|a|au|hasta|zu|zum|zur)\s+({_NAME})"
)
_ZH = re.compile(
    r"从([\u4e00-\u9fff]{2,4}?)(?:搬|迁|移|调|转)?(?:到|至|往)([\u4e00-\u9fff]{2,4}?)(?=[，。、,.\s]|$|[^\u4e00-\u9fff])"
)
_ZH_SHORT = re.compile(r"从([\u4e00-\u9fff]{2,3}?)(?:搬|迁|移|调|转)(?:到|至|往)([\u4e00-\u9fff]{2,3})")
_KO = re.compile(r"([가-힣]{2,})에서 ([가-힣]{2,}?)(?:으로|로) ")


@lru_cache(maxsize=4096)
def routes(text: str) -> frozenset[tuple[str, str]]:
    """The (from, to) pairs of names ``text`` states."""
    found = {(a.lower(), b.lower()) for a, b in _LATIN.findall(text)}
    found |= set(_ZH_SHORT.findall(text)) or set(_ZH.findall(text))
    found |= set(_KO.findall(text + " "))
    return frozenset(found)


def route_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", the claim's route, the evidence's): the claim goes from A to B where the
    evidence goes from B to A and never from A to B."""
    mine = routes(claim)
    if not mine:
        return None
    theirs = frozenset().union(*(routes(s) for s in sentences))
    for a, b in sorted(mine):
        if (b, a) in theirs and (a, b) not in theirs:
            return "", f"from {a} to {b}", f"from {b} to {a}"
    return None
