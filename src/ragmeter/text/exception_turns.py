"""Exceptions turned: a claim that waives what a sentence excepts ("..., even if you
present a hospital note" where the sentence excepts "when the patient presents a hospital
note"), or that excepts the same thing from the other rule ("Dogs are welcome, except
assistance dogs" against "Dogs are not allowed, except assistance dogs"). Read with
:mod:`ragmeter.text.excepted`'s exception and rule; pure.
"""

from __future__ import annotations

import re

from ragmeter.text.clauses import units
from ragmeter.text.excepted import ANY_EXCEPT, SEGMENT_AT, excepted, found_in, rule_part
from ragmeter.text.inflection import inflected
from ragmeter.text.polarity import polarity_conflict, read
from ragmeter.text.tokenize import content_tokens, han_pairs, normalize

__all__ = ["exception_flipped", "waived_exception"]

_HAN = re.compile(r"[\u4e00-\u9fff]")


#: a concession that waives an exception: the rule holds even then ("even if you present a
#: hospital note", "même si", "incluso si", "selbst wenn", "即使", "더라도", "without exception")
_WAIVED = re.compile(
    r"(?<![\w'])(?:even if|even when|even with|même si|même avec|même en cas d[e']|incluso si|aun si"
    r"|ni siquiera si|incluso con|selbst wenn|auch wenn|selbst bei|auch bei|without (?:any )?exception"
    r"|sans exception|sin excepción|sin ninguna excepción|ausnahmslos|ohne ausnahme)(?![\w'])"
    r"|即使|即便|哪怕|就算|一律|더라도|라도|예외 ?없이"
)


#: the rest of what a rule covers, right before "一律" ("其他地方一律禁止")
_REST_BEFORE = re.compile(r"(?:其他|其余|别的|另外)[\u4e00-\u9fff]{0,4}$")


def waived_exception(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the claim's concession, the exception of ``sentence``: its segment that excepts)
    where ``claim`` says the rule holds even for what it excepts ("Late cancellations are
    charged in full, even if you present a hospital note" of "..., except when the
    patient presents a hospital note"): at least half its content words (Chinese: its
    pairs of characters) are the claim's. None where the claim names no exception of it,
    or excepts one itself."""
    t = normalize(claim)
    waiving = _WAIVED.search(t)
    if waiving is None or not ANY_EXCEPT.search(normalize(sentence)) or excepted(claim) is not None:
        return None
    if _REST_BEFORE.search(t, max(0, waiving.start() - 12), waiving.start()):
        return None  # "其他地方一律禁止": all the rest, the exception kept
    for seg in SEGMENT_AT.finditer(normalize(sentence)):
        said = seg.group(0)
        if not ANY_EXCEPT.search(said):
            continue
        rest = ANY_EXCEPT.sub(" ", said)
        if _HAN.search(rest):
            pairs = han_pairs(rest)
            if len(pairs) >= 2 and 2 * sum(p in t for p in pairs) >= len(pairs):
                return waiving.group(0), said.strip()
            continue
        theirs = {u for u in units(rest).all if not u.isdigit()}
        mine = units(claim).all
        named = [u for u in theirs if found_in(u, mine) or any(inflected(u, m) for m in mine)]
        if len(named) >= 2 and 2 * len(named) >= len(theirs):
            return waiving.group(0), said.strip()
    return None


def exception_flipped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(claim word, premise word): the claim excepts what the sentence excepts, from the
    other rule ("Dogs are welcome at the market, except assistance dogs" against "Dogs are
    not allowed at the market, except assistance dogs"); None otherwise."""
    mine, theirs = excepted(claim), excepted(sentence)
    if mine is None or theirs is None:
        return None
    if set(content_tokens(mine)) != set(content_tokens(theirs)):
        return None
    rule, their_rule = rule_part(claim), rule_part(sentence)
    if not rule or not their_rule:
        return None
    found = polarity_conflict(rule, [their_rule])
    if found is None:
        return None
    # (a rule that gives both poles, "opens at 18:00 and closes at 2:00", flips nothing)
    poles = {(m.state, m.pole) for m in read(their_rule).marks}
    if any((state, not pole) in poles for state, pole in poles):
        return None
    return found.mine, f"{found.theirs} (except {theirs})"
