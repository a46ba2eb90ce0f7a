"""Alignment features of one claim against its premises: what overlap sees (coverage,
word order) and what it misses (numbers, names, negation, antonyms, hedges, novel
content). Pure functions of the alignment; the learned model weighs them.

The names in :data:`FEATURES` are the contract with the trained weights file: add a
feature only together with retrained weights.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ragmeter.judges.offline.align import Alignment, PremiseSentence
from ragmeter.text.facts import entities, has_negation, numbers
from ragmeter.text.lexicon import HEDGES, OPINION, antonym_of, stem
from ragmeter.text.tokenize import content_tokens, is_cjk, normalize, words

__all__ = [
    "FEATURES",
    "NEGATIVE",
    "POSITIVE",
    "Checks",
    "ClaimContext",
    "checks",
    "features",
    "vetoed",
]

FEATURES: tuple[str, ...] = (
    "cov_best",
    "cov_top2",
    "cov_top3",
    "cov_all",
    "cov_best_is_1",
    "cov_all_is_1",
    "share_missing",
    "log_missing",
    "max_idf_missing",
    "bigram_best",
    "bigram_top3",
    "lcs_best",
    "has_numbers",
    "missing_numbers",
    "number_conflict",
    "n_entities",
    "missing_entities",
    "share_missing_entities",
    "partial_entities",
    "entity_order_swap",
    "negation_claim_only",
    "negation_premise_only",
    "antonym",
    "hedge_claim_only",
    "opinion",
    "first_person",
    "is_question",
    "log_claim_tokens",
    "log_claims",
    "log_premise_sentences",
    "question_echo",
    "missing_in_question",
    "cjk",
    "empty_claim",
)

# The direction each feature may push P(supported); the trainer constrains the signs.
# More coverage never lowers it, a failed check never raises it, and restating the
# question is never held against a claim (one dev set's hallucinations echo their
# questions; RAG answers often do too, honestly), so the model stays monotone and sane
# on data unlike its training data.
POSITIVE = frozenset(
    """cov_best cov_top2 cov_top3 cov_all cov_best_is_1 cov_all_is_1 bigram_best bigram_top3
    lcs_best missing_in_question""".split()
)
NEGATIVE = frozenset(
    """share_missing log_missing max_idf_missing missing_numbers number_conflict
    missing_entities share_missing_entities partial_entities entity_order_swap
    negation_claim_only negation_premise_only antonym hedge_claim_only""".split()
)

#: below this share of its content found anywhere, no claim is supported
COVERAGE_FLOOR = 0.5
#: a negation mismatch vetoes support when the claim is this well covered by the
#: negated (or un-negated) sentence, i.e. when that sentence is what it restates
NEGATION_GATE = 0.8


def vetoed(x: Sequence[float]) -> bool:
    """The explicit checks that overrule the learned score: too little content found, a
    number or a name absent from the premises, an antonym, or a negation flipped
    against the sentence the claim restates."""
    v = dict(zip(FEATURES, x))
    if v["cov_all"] < COVERAGE_FLOOR or v["missing_numbers"] > 0:
        return True
    if v["missing_entities"] > 0 or v["antonym"] > 0:
        return True
    flipped = v["negation_claim_only"] > 0 or v["negation_premise_only"] > 0
    return flipped and v["cov_best"] >= NEGATION_GATE


_FIRST_PERSON = frozenset(["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"])


@dataclass(frozen=True)
class ClaimContext:
    """What the features know about the answer around the claim."""

    n_claims: int = 1
    question_tokens: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Checks:
    """The explicit checks behind the features, for the verdict's reason."""

    missing_numbers: tuple[float, ...]
    number_conflict: bool
    missing_entities: tuple[str, ...]
    partial_entities: tuple[str, ...]
    negation: str | None  # "claim" or "premise": the side that alone is negated
    antonym: tuple[str, str] | None  # (claim word, premise word)
    hedge: bool


def _ordered_pairs(seq: Sequence[str]) -> list[tuple[str, str]]:
    return [(seq[i], seq[i + 1]) for i in range(len(seq) - 1)]


def _bigram_share(claim_stems: Sequence[str], sents: Sequence[PremiseSentence], window: int = 4) -> float:
    """Share of the claim's adjacent content-word pairs that appear in the same order,
    at most ``window`` content words apart, inside one of ``sents``."""
    pairs = _ordered_pairs(claim_stems)
    if not pairs:
        return 1.0
    positions: list[dict[str, list[int]]] = []
    for s in sents:
        pos: dict[str, list[int]] = {}
        for i, t in enumerate(s.tokens):
            pos.setdefault(stem(t), []).append(i)
        positions.append(pos)
    found = 0
    for a, b in pairs:
        for pos in positions:
            pa, pb = pos.get(a), pos.get(b)
            if pa and pb and any(0 < j - i <= window for i in pa for j in pb):
                found += 1
                break
    return found / len(pairs)


def _lcs(a: Sequence[str], b: Sequence[str]) -> int:
    if not a or not b:
        return 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def checks(al: Alignment) -> Checks:
    premise = al.premise
    best = al.best_sentence
    claim = al.claim
    claim_numbers = numbers(claim)
    missing_numbers = tuple(sorted(n for n in claim_numbers if n not in premise.all_numbers))
    number_conflict = bool(missing_numbers) and best is not None and bool(best.numbers)
    missing_entities: list[str] = []
    partial_entities: list[str] = []
    for e in sorted(entities(claim)):
        if any(e in p for p in premise.normalized):
            continue
        parts = [w for w in words(e) if len(w) > 1]
        found = sum(w in premise.word_set for w in parts)
        if found == 0:
            missing_entities.append(e)
        elif found < len(parts):
            partial_entities.append(e)
    negation = None
    if best is not None:
        claim_neg = has_negation(claim)
        if claim_neg != best.negated:
            # Compare with the clause of the sentence that the claim restates, so a
            # negation elsewhere in a long sentence does not count.
            premise_neg = has_negation(_closest_clause(best.text, set(al.tokens)))
            if claim_neg != premise_neg:
                negation = "claim" if claim_neg else "premise"
    antonym = None
    if best is not None:
        claim_words = set(words(claim))
        for w in claim_words:
            if w in best.token_set:
                continue
            for opp in antonym_of(w):
                if opp in best.token_set and opp not in claim_words:
                    antonym = (w, opp)
                    break
            if antonym:
                break
    hedge = False
    if best is not None:
        claim_hedges = {w for w in words(claim) if w in HEDGES}
        hedge = bool(claim_hedges) and not any(w in HEDGES for w in words(best.text))
    return Checks(
        missing_numbers,
        number_conflict,
        tuple(missing_entities),
        tuple(partial_entities),
        negation,
        antonym,
        hedge,
    )


_CLAUSE = re.compile(r"[,;:]\s+|\s+(?:and|but|while|whereas|although|though)\s+|[，；]")


def _closest_clause(sentence: str, tokens: set[str]) -> str:
    """The clause of ``sentence`` sharing most content tokens with the claim."""
    parts = [p for p in _CLAUSE.split(sentence) if p.strip()]
    if len(parts) <= 1:
        return sentence
    return max(parts, key=lambda p: len(tokens.intersection(content_tokens(p))))


def _passive(text: str, i: int, j: int) -> bool:
    """ "B was painted by A" names A and B in the other order without swapping them."""
    lo, hi = sorted((i, j))
    return bool(re.search(r"\bby\b", text[lo:hi]))


def _entity_order_swap(claim: str, best: PremiseSentence | None) -> bool:
    """Two names that appear in both texts, in opposite order ("A beat B" vs "B beat A")."""
    if best is None:
        return False
    c = normalize(claim)
    present = [e for e in entities(claim) if e in best.normalized and e in c]
    for i, a in enumerate(present):
        for b in present[i + 1 :]:
            if a in b or b in a:
                continue
            ca, cb = c.find(a), c.find(b)
            pa, pb = best.normalized.find(a), best.normalized.find(b)
            if (ca < cb) != (pa < pb) and not (_passive(c, ca, cb) or _passive(best.normalized, pa, pb)):
                return True
    return False


def features(al: Alignment, ctx: ClaimContext, chk: Checks | None = None) -> list[float]:
    """The feature vector of one claim, in the order of :data:`FEATURES`."""
    chk = chk or checks(al)
    premise = al.premise
    best = al.best_sentence
    toks = al.tokens
    n = len(toks)
    claim_stems = [stem(t) for t in content_tokens(al.claim)]
    top3 = [premise.sentences[k] for k in al.ranked[:3]]
    max_idf = math.log(1.0 + (premise._n + 1) / 0.5)
    missing = al.missing
    missing_idf = max((premise.idf(t) for t in missing), default=0.0) / max_idf
    ents = entities(al.claim)
    claim_words = words(al.claim)
    q = ctx.question_tokens
    echo = sum(1 for t in toks if t in q) / n if n and q else 0.0
    missing_q = sum(1 for t in missing if t in q) / len(missing) if missing and q else 0.0
    lcs = (
        _lcs(claim_stems, [stem(t) for t in best.tokens]) / len(claim_stems)
        if best is not None and claim_stems
        else 0.0
    )
    values = {
        "cov_best": al.cov_best,
        "cov_top2": al.cov_top2,
        "cov_top3": al.cov_top3,
        "cov_all": al.cov_all,
        "cov_best_is_1": float(al.cov_best >= 0.999),
        "cov_all_is_1": float(al.cov_all >= 0.999),
        "share_missing": len(missing) / n if n else 0.0,
        "log_missing": math.log1p(len(missing)),
        "max_idf_missing": missing_idf,
        "bigram_best": _bigram_share(claim_stems, top3[:1]) if top3 else 0.0,
        "bigram_top3": _bigram_share(claim_stems, top3) if top3 else 0.0,
        "lcs_best": lcs,
        "has_numbers": float(bool(numbers(al.claim))),
        "missing_numbers": float(bool(chk.missing_numbers)),
        "number_conflict": float(chk.number_conflict),
        "n_entities": math.log1p(len(ents)),
        "missing_entities": math.log1p(len(chk.missing_entities)),
        "share_missing_entities": len(chk.missing_entities) / len(ents) if ents else 0.0,
        "partial_entities": math.log1p(len(chk.partial_entities)),
        "entity_order_swap": float(_entity_order_swap(al.claim, best)),
        "negation_claim_only": float(chk.negation == "claim"),
        "negation_premise_only": float(chk.negation == "premise"),
        "antonym": float(chk.antonym is not None),
        "hedge_claim_only": float(chk.hedge),
        "opinion": float(any(w in OPINION for w in claim_words)),
        "first_person": float(any(w in _FIRST_PERSON for w in claim_words)),
        "is_question": float(al.claim.rstrip().endswith(("?", "？"))),
        "log_claim_tokens": math.log1p(n),
        "log_claims": math.log(max(ctx.n_claims, 1)),
        "log_premise_sentences": math.log1p(len(premise.sentences)),
        "question_echo": echo,
        "missing_in_question": missing_q,
        "cjk": float(is_cjk(al.claim)),
        "empty_claim": float(n == 0),
    }
    return [values[name] for name in FEATURES]
