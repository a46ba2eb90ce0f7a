"""Whether two parties of a frame (:mod:`ragmeter.judges.offline.agents`) are one: the
same numbers and at least half of the words (in Chinese, character pairs) of the smaller;
a name with its acronym in brackets is either. Pure."""

from __future__ import annotations

import re

__all__ = ["same_party"]

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_DIGITS = re.compile(r"\d+")


def _pieces(text: str) -> set[str]:
    if _HAN.search(text):
        chars = [c for c in text if not c.isspace()]
        return {chars[i] + chars[i + 1] for i in range(len(chars) - 1)} or set(chars)
    return set(text.split())


def same_party(a: str, b: str) -> bool:
    """The same party: the same numbers and at least half of the words (or, in Chinese,
    character pairs) of the smaller one; a name with its acronym in brackets is either
    ("국제천문연맹(iau)" is "iau")."""
    if "(" in a or "(" in b:
        return any(_same_party(x, y) for x in _bracketed(a) for y in _bracketed(b))
    return _same_party(a, b)


_BRACKETED = re.compile(r"^(.+?)\s?\((.+?)\)$")


def _bracketed(party: str) -> tuple[str, ...]:
    m = _BRACKETED.match(party)
    return (party,) if m is None else (m.group(1), m.group(2))


def _same_party(a: str, b: str) -> bool:
    if set(_DIGITS.findall(a)) != set(_DIGITS.findall(b)):
        return False
    pa, pb = _pieces(a), _pieces(b)
    return bool(pa and pb) and len(pa & pb) * 2 >= min(len(pa), len(pb))
