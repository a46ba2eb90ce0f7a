"""Alignment features of one claim against its premises, for the lexical regression
(``offline:lexical``): what overlap sees (coverage, word order) and what the explicit
checks found (:mod:`ragmeter.judges.offline.checks`: numbers, names, negation, antonyms,
hedges). Pure functions of the alignment; the learned model weighs them.

The names in :data:`FEATURES` are the contract with the trained weights file: add a
feature only together with retrained weights.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ragmeter.judges.offline.align import Alignment, PremiseSentence
from ragmeter.judges.offline.checks import Checks, checks
from ragmeter.judges.offline.lcs import lcs_length
from ragmeter.judges.offline.scope import SCOPE_ALWAYS
from ragmeter.text.facts import entities, numbers
from ragmeter.text.lexicon import OPINION, stem
from ragmeter.text.tokenize import content_tokens, is_cjk, words

__all__ = [
    "FEATURES",
    "NEGATIVE",
    "POSITIVE",
    "Checks",
    "ClaimContext",
    "checks",
    "features",
    "hard_veto",
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
    "scope_claim_only",
    "superseded",
    "number_unbound",
    "name_conflict",
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
    negation_claim_only negation_premise_only antonym hedge_claim_only scope_claim_only
    superseded number_unbound name_conflict""".split()
)

#: below this share of its content found anywhere, the lexical side supports no claim
COVERAGE_FLOOR = 0.5
_COV_ALL = FEATURES.index("cov_all")
#: a negation mismatch vetoes support when the claim is this well covered by the
#: negated (or un-negated) sentence, i.e. when that sentence is what it restates
NEGATION_GATE = 0.8


def vetoed(x: Sequence[float]) -> bool:
    """The explicit checks that overrule the learned score: too little content found
    (:data:`COVERAGE_FLOOR`), or a :func:`hard_veto`."""
    return x[_COV_ALL] < COVERAGE_FLOOR or hard_veto(x)


def hard_veto(x: Sequence[float]) -> bool:
    """The checks no model overrules: a number or a name absent from the premises, a
    first name that differs from the premise's ("Pierre" for "Marie Curie"), an
    antonym, a value the premise says was replaced ("moved from X to Y"), a year the
    premise gives another word, and, against the sentence the claim restates, a
    negation flipped, two names swapped, or a scope word ("only", "always") added."""
    v = dict(zip(FEATURES, x))
    if v["missing_numbers"] > 0 or v["missing_entities"] > 0 or v["antonym"] > 0:
        return True
    if v["superseded"] > 0 or v["number_unbound"] > 0 or v["scope_claim_only"] >= 2 or v["name_conflict"] > 0:
        return True
    flipped = v["negation_claim_only"] > 0 or v["negation_premise_only"] > 0
    restated = flipped or v["entity_order_swap"] > 0 or v["scope_claim_only"] > 0
    return restated and v["cov_best"] >= NEGATION_GATE


_FIRST_PERSON = frozenset(["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"])


@dataclass(frozen=True)
class ClaimContext:
    """What the features know about the answer around the claim."""

    n_claims: int = 1
    question_tokens: frozenset[str] = frozenset()


def _ordered_pairs(seq: Sequence[str]) -> list[tuple[str, str]]:
    return [(seq[i], seq[i + 1]) for i in range(len(seq) - 1)]


def _bigram_share(claim_stems: Sequence[str], sents: Sequence[PremiseSentence], window: int = 4) -> float:
    """Share of the claim's adjacent content-word pairs that appear in the same order,
    at most ``window`` content words apart, inside one of ``sents``."""
    pairs = _ordered_pairs(claim_stems)
    if not pairs:
        return 1.0
    wanted = set(pairs)
    near: set[tuple[str, str]] = set()  # the wanted pairs some sentence has in reach
    for s in sents:
        st = [stem(t) for t in s.tokens]
        for gap in range(1, window + 1):  # (st[i], st[i + gap]) for every i
            near |= wanted.intersection(zip(st, st[gap:]))
    return sum(p in near for p in pairs) / len(pairs)


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
        lcs_length(claim_stems, [stem(t) for t in best.tokens]) / len(claim_stems)
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
        "entity_order_swap": float(chk.swap is not None),
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
        "scope_claim_only": 0.0 if chk.scope is None else 2.0 if chk.scope in SCOPE_ALWAYS else 1.0,
        "superseded": float(chk.superseded is not None),
        "number_unbound": float(chk.unbound is not None),
        "name_conflict": float(chk.name_conflict is not None),
    }
    return [values[name] for name in FEATURES]
