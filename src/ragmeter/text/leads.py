"""The letters every match of a regular expression starts with: a cheap test before it.

A judge runs a few hundred word lists written as regular expressions over each claim and
each premise sentence, and most of them match nowhere. :func:`leads` reads a pattern
(with the standard library's own parser) for the one or two letters each of its matches
must start with; :func:`letters` gives the one- and two-letter strings a text holds, once;
a pattern whose leads the text lacks cannot match it and is not run. The test is exact in
the one direction that matters: it never skips a pattern that would match (a pattern that
may start with anything else, a class or a number, has no leads and always runs).

Letters are compared in lower case, with the few letters a case-insensitive pattern
takes for others that ``str.lower`` keeps apart ("İ", "ı" and "ſ") folded, so a pattern
with or without ``re.IGNORECASE`` is tested the same way. Pure.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable
from typing import Any

__all__ = ["leads", "letters", "may_match"]

#: the standard library's parser of regular expressions and its opcodes (no type stubs)
_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")
_FOLD = str.maketrans({"İ": "i", "ı": "i", "ſ": "s"})


def leads(patterns: Iterable[re.Pattern[str]]) -> frozenset[str] | None:
    """The one- or two-letter strings (lower case) one of which starts every match of
    any of ``patterns``; None where a match may start otherwise."""
    found: set[str] = set()
    for pattern in patterns:
        got = _leads(list(_parser.parse(pattern.pattern, pattern.flags)))
        if got is None:
            return None
        found |= got
    return frozenset(found)


def letters(text: str) -> frozenset[str]:
    """Each letter of ``text`` and each two letters in a row, folded to lower case."""
    low = text.translate(_FOLD).lower()
    return frozenset([*low, *(low[i : i + 2] for i in range(len(low) - 1))])


def may_match(pattern_leads: frozenset[str] | None, text_letters: frozenset[str]) -> bool:
    """Whether a pattern of ``pattern_leads`` may match a text of ``text_letters``."""
    return pattern_leads is None or not pattern_leads.isdisjoint(text_letters)


def _lookbehinds(item: tuple[Any, Any]) -> bool:
    """Whether ``item`` only looks behind (reads none of the match's letters): a
    lookbehind, or a choice of lookbehinds."""
    op, arg = item
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        return bool(arg[0] == -1)
    if op is _c.BRANCH:
        return all(branch and all(_lookbehinds(x) for x in branch) for branch in arg[1])
    return False


def _leads(items: list[Any]) -> frozenset[str] | None:
    while items and _lookbehinds(items[0]):
        items = items[1:]
    if not items:
        return None  # (an empty branch: a match may start with anything)
    op, arg = items[0]
    if op is _c.LITERAL:
        first = chr(arg).lower()
        then = _leads(items[1:2])  # the next item's letters (None: it may start otherwise)
        return frozenset([first + t[0] for t in then] if then else [first])
    if op is _c.IN and all(o is _c.LITERAL for o, _ in arg):
        return frozenset(chr(a).lower() for _, a in arg)
    if op is _c.BRANCH:
        branches = arg[1]
    elif op is _c.SUBPATTERN:
        branches = [arg[3]]
    else:
        return None
    found: set[str] = set()
    for branch in branches:
        got = _leads(list(branch))
        if got is None:
            return None
        found |= got
    return frozenset(found)
