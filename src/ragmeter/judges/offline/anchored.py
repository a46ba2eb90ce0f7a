"""The value anchor: a claim whose values its best evidence sentence holds, with most of
its words there and every value check passed, is supported where the entailment model
leans only slightly against it (a paraphrase the model reads weakly), unless a name is
out of order or a clause of the claim is new: none of its words is in the sentence (an
added fact: "..., dauert etwa zwei Tage und beinhaltet eine kostenlose Kettenreinigung")."""

from __future__ import annotations

from ragmeter.judges.offline.align import Alignment
from ragmeter.text.clauses import FUNCTION_WORDS, clauses
from ragmeter.text.facts import entities, values
from ragmeter.text.tokenize import content_tokens, is_stopword, normalize

__all__ = ["VALUE_ANCHOR", "VALUE_ANCHOR_COVERAGE", "value_anchored"]

#: a claim whose values its best sentence holds, every value check passed, is supported
#: where the model leans against it no further than this logit (measured: -0.5 and a
#: coverage of 0.6 gained on the plain suite, the fresh sets and the dev families alike;
#: -1.0 and -1.5 lost read sets, 0.5 and 0.75 of coverage lost one or the other)
VALUE_ANCHOR = -0.5
VALUE_ANCHOR_COVERAGE = 0.6


def value_anchored(al: Alignment) -> bool:
    """The claim states values (numbers, times, dates) that its best sentence holds, all of
    them, with at least :data:`VALUE_ANCHOR_COVERAGE` of its content there."""
    best = al.best_sentence
    mine = values(al.claim)
    if best is None or not mine or not mine <= best.numbers or al.cov_best < VALUE_ANCHOR_COVERAGE:
        return False
    # ... and its names there in the claim's order, its first one among them: a doubt
    # about who did what to whom ("Otto took the workshop over from Greta", "A acquired
    # B" against "B acquired A") is the model's to keep
    return _names_in_order(al.claim, best.normalized) and not _new_clause(al.claim, best.token_set)


def _names_in_order(claim: str, sentence: str) -> bool:
    """The names of ``claim`` that stand in ``sentence`` (normalised) stand in the claim's
    order there, and its first name is one of them where any is."""
    said = normalize(claim)
    names = sorted(entities(claim), key=lambda e: said.find(e.split()[0]))
    at = [sentence.find(e) for e in names]
    found = [i for i in at if i >= 0]
    return found == sorted(found) and (not found or at[0] >= 0)


def _new_clause(claim: str, said: frozenset[str]) -> bool:
    """A clause of the claim with two content words or more, none of them (but numbers) in
    the sentence: a fact the claim adds, not a paraphrase of the sentence's."""
    for part in clauses(claim):
        words = [t for t in content_tokens(part) if not (t[:1].isdigit() or _function_word(t))]
        if len(words) >= 2 and not any(w in said for w in words):
            return True
    return False


def _function_word(token: str) -> bool:
    return is_stopword(token) or token in FUNCTION_WORDS
