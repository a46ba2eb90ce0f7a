"""The value-binding check: a claim that gives its number to what the evidence gives
another number of the same kind ("Express delivery costs $50" where the evidence says
"Express delivery costs $15" and "Orders over $50 ship free"; "can be renewed twice"
against "once"). The number is in the evidence, so the number check passes; it is
bound to something else.

A value is a number with the word after it (its unit: "usd", "weeks", "번", "次");
counts written as words ("once", "zweimal", "une fois", "dos veces", "一次") are read
as such. A premise sentence *restates* the claim when it has every other content
unit of the whole claim; the check fires only when such a sentence has another value
of the same kind and not the claim's value at all.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from ragmeter.judges.offline.periods import rate_said
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import FUNCTION_WORDS, clauses, units
from ragmeter.text.dates import MONTHS
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import is_stopword, normalize, strip_korean_suffix, words

__all__ = ["list_conflict", "unit_value_conflict", "value_conflict", "values_of"]

#: counts written as words, per language -> how many times
_TIMES: dict[str, int] = {
    "once": 1,
    "twice": 2,
    "thrice": 3,
    "einmal": 1,
    "zweimal": 2,
    "dreimal": 3,
    "une fois": 1,
    "deux fois": 2,
    "trois fois": 3,
    "una vez": 1,
    "dos veces": 2,
    "tres veces": 3,
    "一次": 1,
    "两次": 2,
    "二次": 2,
    "三次": 3,
}
_TIMES_RE = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(k for k in _TIMES if k.isascii())
    + r")(?![\w'])|"
    + "|".join(k for k in _TIMES if not k.isascii())
)

#: words that join the parts of a number written in words
_JOIN = frozenset({"and", "und", "et", "y"})
Value = tuple[str, str]  # (number, unit)


_EACH = re.compile(r"(\d [a-z가-힣]+)씩")


#: Chinese measure words of a count of people or places: one unit ("20个名额" and "名额12人"
#: count the same places)
_ZH_COUNTERS = {"个": "人", "位": "人", "名": "人"}


def _shared_unit(toks: Sequence[str], i: int) -> bool:
    """The day at ``i`` is joined by "and" to a day whose month follows it ("14 and 15 june")."""
    return i + 3 < len(toks) and len(toks[i]) <= 2 and toks[i + 2][0].isdigit() and toks[i + 3] in MONTHS


@lru_cache(maxsize=4096)
def values_of(clause: str) -> tuple[tuple[Value, ...], frozenset[str], frozenset[str]]:
    """(the values of ``clause``, its other content units, its topic)."""
    t = _TIMES_RE.sub(lambda m: f" {_TIMES[m.group(0)]} times ", normalize(clause))
    if "씩" in t:
        t = _EACH.sub(r"\1", t)  # "1000 krw씩": 1000 krw each
    toks = words(t)
    found: list[Value] = []
    unit_words: set[str] = set()
    for i, tok in enumerate(toks[:-1]):
        nxt = toks[i + 1]
        # "one hundred and twenty": a number written in parts is no value to bind
        compound = i >= 2 and toks[i - 1] in _JOIN and toks[i - 2][0].isdigit() and nxt not in MONTHS
        # ... nor is the minute of a clock time ("8:00 bis": "8", "00")
        compound = compound or (i >= 1 and toks[i - 1][0].isdigit())
        if tok[0].isdigit() and nxt in _JOIN and not compound and _shared_unit(toks, i):
            nxt = toks[i + 3]  # "14 and 15 june": the day before "and" is of June too
        if tok[0].isdigit() and not nxt[0].isdigit() and not compound and nxt not in _JOIN:
            unit = nxt if nxt == "times" else stem(strip_korean_suffix(nxt))
            found.append((tok, _ZH_COUNTERS.get(unit, unit)))
            unit_words.update({nxt, unit})
    last = toks[-1] if toks else ""
    if last[:1].isdigit() and not _year(last) and not (len(toks) > 1 and toks[-2][0].isdigit()):
        found.append((toks[-1], ""))  # a count that ends its clause, its noun left out ("heute sind es 41")
    u = units(t)
    # (a Chinese pair of characters across a measure word is no content: "个名" of "20个名额")
    rest = frozenset(
        x
        for x in u.all
        if not x[0].isdigit() and x not in unit_words and not (len(x) == 2 and x[0] in unit_words)
    )
    return tuple(found), rest, u.topic & rest


#: a claim that opens with a personal pronoun as its subject
_PRONOUN_SUBJECT = re.compile(r"^(?:it|they|he|she|il|elle|ils|elles|er|sie|es|ello|ella|ellos|ellas)\b")


def value_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim value, premise value): a value of the claim where a premise sentence that
    has all the claim's other content has another value of the same unit and not the
    claim's (the whole claim is compared, so "its value grew to 72 billion" of one
    company never meets the same words said of another)."""
    mine: list[Value] = []
    rest: set[str] = set()
    for part in clauses(claim):
        values, content, _ = values_of(part)
        mine.extend(values)
        rest |= content
    if not mine or not rest:
        return None
    if len(rest) < 2 and _PRONOUN_SUBJECT.match(normalize(claim)):
        # a pronoun and a verb ("Il coûte 40 euros") name no holder to bind the value to;
        # which price "it" is, is the model's to read
        return list_conflict(claim, sentences)
    for s in sentences:
        parts = _inherited(_merged([values_of(c) for c in clauses(s)]))
        own: set[str] = set().union(*(p[1] for p in parts))
        if not rest <= own:
            continue
        theirs = {v for p in parts for v in p[0]}
        # one clause that says all of it holds the value ("La primera hora cuesta 2,50 € y
        # cada hora adicional, 1,80 €": 1,80 € is the next hours'), when the clause with
        # the claim's value speaks of a sibling ("hora adicional"), not only of when ("$100
        # on weekdays and $120 on weekends": $120 may be the claim's)
        own_clause = [p[0] for p in parts if rest <= p[1] and p[0]]
        siblings = [p for p in parts if not rest <= p[1] and p[1] & rest]
        if any(p[1] <= rest and all(v in p[0] for v in mine) for p in siblings):
            continue  # "..., and a 1 kg bag costs $48": a clause that says the claim, its noun elided
        if len(own_clause) == 1 and (
            all(any(v in p[0] for p in siblings) for v in mine if v in theirs)
            or _other_item(mine, own_clause[0], siblings)
        ):
            theirs = set(own_clause[0])
        for value in mine:
            other = sorted(v for v in theirs if v[1] == value[1] and v != value)
            if other and value not in theirs and not rate_said(float(value[0]), claim, [s]):
                return " ".join(value), " ".join(other[0])
    return list_conflict(claim, sentences)


def _other_item(mine: Sequence[Value], own: Sequence[Value], siblings: Sequence[_Part]) -> bool:
    """A value of the claim stands in a clause about another item, told apart by a value:
    "a 250 g bag costs $48" where "a 250 g bag costs $14, and a 1 kg bag costs $48" ($48
    is the 1 kg bag's; the 250 g of the claim is in the clause that says all of it)."""
    kept = [w for w in mine if w in own]
    return any(
        v not in own and v in p[0] and any(o[1] == w[1] and o != w for o in p[0] for w in kept)
        for v in mine
        for p in siblings
    )


#: a label and the number right after it, in a list ("소형차 15,000원, 대형차 25,000원",
#: "Erwachsene 12 €, Kinder 6 €"): Latin or Hangul words, read on the canonical text
_PAIR = re.compile(r"(?<![\w.,])([^\W\d_]{2,})\s(\d[\d,]*(?:\.\d+)?)(?![\d.,]?\d)")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_SEP_AFTER = re.compile(r"\s?(?:[^\W\d_]{1,5})?\s?[,，、;]")
_SEP_BEFORE = re.compile(r"[,，、;:]\s?$")


@lru_cache(maxsize=1024)
def _pairs(text: str) -> dict[str, str]:
    """Label -> the number said right after it, for the labels named once in a list (a
    separator after the value or before the label: "a 15,000원, b 25,000원")."""
    t = canonical(normalize(text))
    found = [
        (strip_korean_suffix(m.group(1)), m.group(2))
        for m in _PAIR.finditer(t)
        if _SEP_AFTER.match(t, m.end()) or _SEP_BEFORE.search(t, max(0, m.start() - 3), m.start())
    ]
    times = Counter(label for label, _ in found)
    return {label: n for label, n in found if times[label] == 1 and not is_stopword(label)}


_Part = tuple[tuple[Value, ...], frozenset[str], frozenset[str]]


def _inherited(parts: list[_Part]) -> list[_Part]:
    """A value whose noun a clause leaves out has the noun of the value before it ("60
    panaderías en España y 12 en Estados Unidos": 12 panaderías)."""
    out: list[_Part] = []
    last: str | None = None
    for values, rest, topic in parts:
        fixed = []
        for n, unit in values:
            if last is not None and (not unit or is_stopword(unit) or unit in FUNCTION_WORDS):
                unit = last
            fixed.append((n, unit))
            last = unit
        out.append((tuple(fixed), rest, topic))
    return out


def _merged(parts: list[_Part]) -> list[_Part]:
    """Clause readings with a value-only clause ("cada hora adicional, 1,80 €") joined to the
    clause before it, whose value it gives."""
    out: list[_Part] = []
    for p in parts:
        if out and p[0] and not p[1]:
            prev = out[-1]
            out[-1] = (prev[0] + p[0], prev[1], prev[2] | p[2])
        else:
            out.append(p)
    return out


def list_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim value, premise value): a premise sentence lists values after labels
    ("소형차 15,000원, 대형차 25,000원"), the claim names one label and gives it the value
    another label has there ("대형차 ... 15,000원")."""
    said = canonical(normalize(claim))
    mine_numbers = {_value(n) for n in _NUMBER.findall(said)}
    claim_words = {strip_korean_suffix(w) for w in words(claim)}
    for s in sentences:
        pairs = _pairs(s)
        if len(pairs) < 2 or len(set(pairs.values())) < 2:
            continue
        named = [label for label in pairs if label in claim_words]
        if len(named) != 1:
            continue
        own = pairs[named[0]]
        listed = {_value(n) for n in pairs.values()}
        given = sorted(n for n in mine_numbers if n in listed and n != _value(own))
        if given and _value(own) not in mine_numbers:
            return f"{given[0]:g} ({named[0]})", own
    return None


def _value(number: str) -> float:
    """A number as canonical text writes it ("13.50", "1,250"), as a value."""
    return float(number.replace(",", ""))


def unit_value_conflict(
    claim: str, best: str, premises: Iterable[str], derived: Callable[[float], bool]
) -> tuple[str, str] | None:
    """(claim value, premise value): the claim gives a thing a count the premises never give
    it, while the best sentence gives the same thing another count ("Puppy groups are
    limited to 10 dogs" where "groups are limited to 8 dogs" and the 10 is the puppies' age
    in weeks). The number is in the premises, so the number check passes; no premise says
    it of the claim's unit. A number the claim works out from theirs (``derived``) is none."""
    # (the whole claim at once: "three hours and twenty minutes" is one value, 200 minutes)
    mine = [
        v
        for v in values_of(claim)[0]
        if not is_stopword(v[1]) and v[1] not in FUNCTION_WORDS and v[1] not in MONTHS and not _year(v[0])
    ]
    if not mine:
        return None
    # (clause by clause: "opened in 1962, seats 720 people" gives 1962 no seats)
    theirs = [v for c in clauses(best) for v in values_of(c)[0] if not _year(v[0])]
    # (a number the best sentence says with its noun left out is bound there by the other
    # value checks: "34 Mitglieder, heute sind es 41")
    bare = {v[0] for c in clauses(best) for v in values_of(c)[0] if not v[1] or is_stopword(v[1])}
    texts = tuple(premises)
    for n, unit in mine:
        other = [v for v in theirs if _same_unit(v[1], unit) and v[0] != n]
        if not other or n in bare or any(v[0] == n and _same_unit(v[1], unit) for v in _said(texts)):
            continue  # (the cheap tests first: most claims' values have no rival in the sentence)
        if not any(_said_with(n, unit, t) for t in texts) and not derived(_value(n)):
            return f"{n} {unit}", " ".join(other[0])
    return None


@lru_cache(maxsize=64)
def _said(texts: tuple[str, ...]) -> frozenset[Value]:
    """The values of the premises ``texts``, each with its noun; a value whose noun a clause
    leaves out has the noun before it ("60 panaderías en España y 12 en Estados Unidos")."""
    return frozenset(
        v for t in texts for p in _inherited(_merged([values_of(c) for c in clauses(t)])) for v in p[0]
    )


def _year(n: str) -> bool:
    """A number that reads as a year (its own check reads years: :mod:`.years`)."""
    return len(n) == 4 and n.isdigit() and 1800 <= int(n) <= 2100


def _same_unit(a: str, b: str) -> bool:
    """Two units read alike; a Korean unit with a particle left on it too ("년부터")."""
    return a == b or (not a.isascii() and not b.isascii() and (a.startswith(b) or b.startswith(a)))


#: how many words may stand between a number and its unit ("10 to 20 dogs", "8 small dogs")
_UNIT_WINDOW = 4


def _said_with(n: str, unit: str, text: str) -> bool:
    """``text`` says the number ``n`` with ``unit`` (within a few words after it, so a range
    or an adjective between them counts)."""
    toks = _unit_tokens(text)
    return any(t == n and unit in toks[k + 1 : k + 1 + _UNIT_WINDOW] for k, t in enumerate(toks))


@lru_cache(maxsize=4096)
def _unit_tokens(text: str) -> tuple[str, ...]:
    """The canonical words of ``text``, each as :func:`values_of` names a unit."""
    return tuple(
        w if w[0].isdigit() else _ZH_COUNTERS.get(u := stem(strip_korean_suffix(w)), u)
        for w in words(_TIMES_RE.sub(lambda m: f" {_TIMES[m.group(0)]} times ", canonical(normalize(text))))
    )
