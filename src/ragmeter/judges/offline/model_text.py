"""What the entailment model reads: the claim and its evidence window with their values in
one form, bounds, clock hours, durations and shares said as the evidence says them, names
spelt as the evidence spells them and a claim in capitals (or all in lower case) in the
evidence's case. The checks have compared the values already: a difference of form must
not look like a difference of meaning to the model."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.hours import hours_as_theirs
from ragmeter.judges.offline.periods import durations_as_theirs, shares_as_counts, values_as_claimed
from ragmeter.text.approx import bounds_as_theirs
from ragmeter.text.canon import canonical_cased
from ragmeter.text.clauses import clauses
from ragmeter.text.facts import ordinal_words, shouted
from ragmeter.text.korean import plain_korean
from ragmeter.text.places import places_as_theirs
from ragmeter.text.synonyms import same_words
from ragmeter.text.tokenize import unaccent
from ragmeter.text.weekdays import day_phrase, day_set

__all__ = [
    "days_as_theirs",
    "in_lower_case",
    "model_pair",
    "names_as_theirs",
    "ordinals_as_theirs",
    "uncapitalised",
]


def model_pair(al: Alignment, written: str) -> tuple[str, str]:
    """The (claim, evidence window) the entailment model reads, both with their values
    in one form and every other word as written (:func:`~ragmeter.text.canon.canonical_cased`:
    "4 PM" and "16:00" both "16:00", "$0.25" and "25 cents" both "0.25 usd", "Anna Weber"
    kept): the value checks have compared the values already, so a format difference
    must not look like a difference of meaning to the model."""
    parts = al.evidence_parts()
    evidence = " ".join(parts)
    claim = uncapitalised(written, evidence) if shouted(written) else written
    claim = places_as_theirs(ordinals_as_theirs(days_as_theirs(claim, parts), evidence), al.premise.texts)
    # sentence by sentence: no value rule reads across two sentences, and each
    # sentence's form is cached (a window shares its sentences with the claim's others)
    cased = " ".join(canonical_cased(p) for p in parts)
    said = durations_as_theirs(shares_as_counts(canonical_cased(claim), al.premise.all_numbers), cased)
    said = bounds_as_theirs(hours_as_theirs(said, cased, written), parts, al.premise.all_numbers)
    said = names_as_theirs(said, cased)
    return same_words(plain_korean(said), plain_korean(values_as_claimed(said, cased)))


def days_as_theirs(claim: str, parts: Sequence[str]) -> str:
    """``claim`` with its days said as the evidence says the same days ("The sessions run
    Tuesday through Sunday" -> "... run every day except Monday" where a clause of
    ``parts`` has "every day except Monday"): one set of days in two forms."""
    mine = day_phrase(claim)
    days = day_set(claim) if mine is not None else None
    if mine is None or not days or len(days) == 1:
        return claim  # (one day is read as it is: "on Thursdays" is no "on Thursday")
    for part in parts:
        for clause in (*clauses(part), part):
            theirs = day_phrase(clause) if day_set(clause) == days else None
            if theirs is not None:
                said = clause[theirs[0] : theirs[1]]
                return claim[: mine[0]] + said + claim[mine[1] :]
    return claim


_CAPITALISED_WORD = re.compile(r"\b[^\W\d_][^\W\d_]{2,}")


def names_as_theirs(claim: str, evidence: str) -> str:
    """``claim`` with each capitalised word that the evidence spells with accents written
    as the evidence does ("Jose Garcia in Zurich" -> "José García in Zürich"): a name
    said without its accents is the same name (lower-case words keep theirs: "schon" is
    not "schön")."""
    if evidence.isascii():
        return claim
    theirs: dict[str, str] = {}
    for w in _CAPITALISED_WORD.findall(evidence):
        if w[0].isupper() and not w.isascii() and (bare := unaccent(w)) != w:
            theirs.setdefault(bare, w)
    if not theirs:
        return claim
    return _CAPITALISED_WORD.sub(
        lambda m: theirs.get(unaccent(m.group(0)), m.group(0)) if m.group(0)[0].isupper() else m.group(0),
        claim,
    )


#: an ordinal in digits: "3rd", "2e", "2ème", "1er", "1re", "3.ª", "3º", "3er"
_DIGIT_ORDINAL = re.compile(r"(?<![\w.,])(\d{1,2})(?:st|nd|rd|th|e|ème|eme|er|re|\.?ª|\.?º)(?![\w])")


def ordinals_as_theirs(claim: str, evidence: str) -> str:
    """``claim`` with each ordinal in digits that the evidence writes in words written as
    the evidence does ("en la 3.ª planta" -> "en la tercera planta" where it says "tercera
    planta"): one ordinal in two forms."""
    if not any(c.isdigit() for c in claim):
        return claim
    theirs = ordinal_words(evidence)
    if not theirs:
        return claim
    return _DIGIT_ORDINAL.sub(lambda m: theirs.get(int(m.group(1)), m.group(0)), claim)


def in_lower_case(claims: Sequence[str]) -> bool:
    """Claims written in lower case throughout, all of them (20 Latin letters or more,
    none a capital): their case says nothing of their names. (One clause of a cased answer
    may have no capital: "and moved into a tie for the lead".)"""
    letters = sum(c.isalpha() and c.isascii() for claim in claims for c in claim)
    return letters >= 20 and not any(c.isupper() for claim in claims for c in claim)


def uncapitalised(claim: str, evidence: str) -> str:
    """A claim written in capitals (or in lower case) throughout, in the evidence's case:
    each word as the evidence writes it, others in lower case, the first capitalised ("EN
    LA FINAL DEL TORNEO" -> "En la final del torneo", "erik lind founded the bakery" ->
    "Erik Lind founded the bakery")."""
    cased: dict[str, str] = {}
    for w in re.findall(r"[^\W\d_]+", evidence):
        # (a word the evidence writes in lower case anywhere is no name: "The" opening a
        # sentence is "the")
        if cased.get(w.lower(), w) != w.lower():
            cased[w.lower()] = w
    out = re.sub(r"[^\W\d_]+", lambda m: cased.get(m.group(0).lower(), m.group(0).lower()), claim)
    return out[:1].upper() + out[1:]
