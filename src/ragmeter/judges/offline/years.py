"""Years bound to what they date. A claim may take a year the premises give, and give it
to another event: "Physics in 1911" where the premise gives Physics 1903 and Chemistry
1911 (:func:`unbound_year`, the word the year follows), or "Greta took over the workshop
in 1921" where 1921 is the year the workshop was founded and "In 1958 his daughter Greta
took over the workshop" (:func:`event_year`, the event of a one-clause claim). Both
compare stems of content words, never the model's reading; a veto, like every value
check, that a confident "entailed" outweighs only where :mod:`.problems` says so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.judges.offline.align import Alignment, PremiseSentence
from ragmeter.text.clauses import clauses
from ragmeter.text.facts import entities
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import content_tokens, has_han, is_cjk

__all__ = ["event_year", "restated_year", "unbound_year"]

_YEAR_TOKEN = re.compile(r"1[0-9]{3}|20[0-9]{2}")

#: how far (in content words) a year and the word it dates may be apart in the premise
BINDING_WINDOW = 2

#: a year as a date: 1800 to 2099, not before a lower-case word ("1200 empleados")
_EVENT_YEAR = re.compile(r"(?<!\d)<y>(?!\d)(?!\s+[a-zà-ÿ])")

_WORD = re.compile(r"[^\W\d_][\w'-]*")

#: how many of the claim's words (outside the sentences of its year) make an event
EVENT_WORDS = 2


def unbound_year(al: Alignment) -> tuple[str, str] | None:
    """The first of :func:`word_year` and :func:`event_year` that finds a year given to
    something the premises date otherwise: (the claim's year, the word it dates)."""
    return word_year(al) or event_year(al) or restated_year(al)


def word_year(al: Alignment) -> tuple[str, str] | None:
    """A year the claim gives a word ("Physics in 1911") while the premise gives that
    word another year ("Physics in 1903 and ... Chemistry in 1911"): in the premise the
    word is followed by a different year and never has the claim's year within
    :data:`BINDING_WINDOW` content words."""
    toks = content_tokens(al.claim)
    for i in range(1, len(toks)):
        year, word = toks[i], toks[i - 1]
        if not (_YEAR_TOKEN.fullmatch(year) and word.isalpha()):
            continue
        w = stem(word)
        same = other = False
        for s in al.premise.sentences:
            st = [stem(t) for t in s.tokens]
            for b, t in enumerate(st):
                if t != w:
                    continue
                own_year = b + 1 < len(st) and _YEAR_TOKEN.fullmatch(st[b + 1]) is not None
                if own_year and st[b + 1] != year:
                    other = True
                # near it, or anywhere in a sentence where no year follows it ("In 1958 his
                # daughter Greta took over the workshop")
                if year in st[max(0, b - BINDING_WINDOW) : b + BINDING_WINDOW + 1] or (
                    not own_year and year in st
                ):
                    same = True
        if other and not same and not _said_elsewhere(al, year, w, toks):
            return (year, word)
    return None


def _said_elsewhere(al: Alignment, year: str, w: str, toks: Sequence[str]) -> bool:
    """A sentence without the word has the year and a word of the claim's own besides
    it: the year dates what the claim says, not the word ("She succeeded Okafor as CEO of
    Brightpath Software in 2019" where "Okafor served as CEO until 2019, when he was
    succeeded by Priya Raman")."""
    names = {stem(p) for e in entities(al.claim) for p in e.split()}
    mine = {stem(t) for t in toks if t.isalpha()} - {w} - names
    for s in al.premise.sentences:
        st = {stem(t) for t in s.tokens}
        if w not in st and year in st and mine & st:
            return True
    return False


def event_year(al: Alignment) -> tuple[str, str] | None:
    """A one-clause claim with one year whose other words (at least :data:`EVENT_WORDS`
    of them) are missing from every premise sentence with that year and all found in one
    sentence that gives another year and not this one: the claim dates that sentence's
    event with a year of another ("Greta took over the Brandt furniture workshop in 1921"
    against "Otto Brandt founded the Brandt furniture workshop in 1921. In 1958 his
    daughter Greta took over the workshop."). (the claim's year, the first such word)"""
    found = _claim_year(al.claim)
    if found is None or len(clauses(al.claim)) != 1 or any(is_cjk(t) for t in found[0]):
        return None
    toks, year = found
    mine = {stem(t) for t in toks if t.isalpha()}
    dated = [s for s in al.premise.sentences if year in s.token_set]
    if not dated:
        return None
    rest = mine - {stem(t) for s in dated for t in s.tokens}
    # (a word of its own, not only a name; and someone else named where its year is: the
    # sentence of its year may name what the claim names with "it", "the company" or no
    # word at all, "En 2010 se trasladó a la calle Mayor")
    lower = {stem(w.lower()) for w in _WORD.findall(al.claim) if w[:1].islower()}
    if len(rest) < EVENT_WORDS or not rest & lower or not _someone_else(mine, dated):
        return None
    for s in al.premise.sentences:
        if year in s.token_set or not any(_YEAR_TOKEN.fullmatch(t) for t in s.tokens):
            continue
        if rest <= {stem(t) for t in s.tokens}:
            word = next(t for t in toks if stem(t) in rest)
            return (year, word)
    return None


def _claim_year(claim: str) -> tuple[list[str], str] | None:
    """(the claim's content tokens, its one year), where it has one year, as a date."""
    toks = content_tokens(claim)
    years = {t for t in toks if _YEAR_TOKEN.fullmatch(t)}
    if len(years) != 1:
        return None
    (year,) = years
    return (toks, year) if _a_date(year, claim) else None


def _a_date(year: str, claim: str) -> bool:
    """``year`` (a token of four digits) is a year of the claim: 1800 to 2099, not a count
    before its noun ("1200 empleados", "1500 people")."""
    return 1800 <= int(year) < 2100 and _EVENT_YEAR.search(claim.replace(year, "<y>")) is not None


def _someone_else(mine: set[str], dated: Sequence[PremiseSentence]) -> bool:
    """A sentence of the claim's year names someone or something the claim does not."""
    return any(stem(part) not in mine for s in dated for name in entities(s.text) for part in name.split())


def restated_year(al: Alignment) -> tuple[str, str] | None:
    """A claim with one year whose other content words (names included) are all in a
    premise sentence that gives another year, where no sentence with all of them gives the
    claim's ("Person 5 took over workshop 5 in 1906" against "In 1905 ... Person 5 took
    over workshop 5"; the number check passes where 1906 is some other sentence's year).
    (the claim's year, its first word)"""
    found = _claim_year(al.claim)
    if found is None or has_han(al.claim):
        return None
    toks, year = found
    mine = {stem(t) for t in toks if t != year}
    if not mine:
        return None
    other: str | None = None
    for s in al.premise.sentences:
        if not mine <= {stem(t) for t in s.tokens}:
            continue
        if year in s.token_set:
            return None
        if other is None and any(_YEAR_TOKEN.fullmatch(t) and 1800 <= int(t) < 2100 for t in s.tokens):
            other = next(t for t in toks if t != year)
    return (year, other) if other is not None else None
