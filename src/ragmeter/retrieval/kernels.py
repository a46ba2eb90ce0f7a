"""Pure per-query IR kernels with trec_eval's definitions.

Every kernel takes the relevance grades of a ranking *already in rank order* (grade 0
or less for non-relevant/unjudged documents) plus what it needs about the judgements,
and returns a float. Ranking (score descending, docid descending on ties) happens
before, in :mod:`ragmeter.retrieval.ranking`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

_G = TypeVar("_G", int, float)

__all__ = [
    "average_precision",
    "hit_rate",
    "ndcg",
    "precision",
    "r_precision",
    "recall",
    "reciprocal_rank",
]


def _cut(grades: Sequence[_G], k: int | None) -> Sequence[_G]:
    return grades if k is None else grades[:k]


def precision(grades: Sequence[int], k: int, rel_level: int = 1) -> float:
    """P_k: relevant documents in the top k, divided by k (trec_eval divides by k even
    when the ranking is shorter)."""
    if k <= 0:
        raise ValueError("k must be positive")
    return sum(1 for g in grades[:k] if g >= rel_level) / k


def recall(grades: Sequence[int], num_rel: int, k: int | None = None, rel_level: int = 1) -> float:
    """recall_k: relevant documents in the top k over all relevant documents."""
    if num_rel <= 0:
        return 0.0
    return sum(1 for g in _cut(grades, k) if g >= rel_level) / num_rel


def reciprocal_rank(grades: Sequence[int], k: int | None = None, rel_level: int = 1) -> float:
    for rank, g in enumerate(_cut(grades, k), 1):
        if g >= rel_level:
            return 1.0 / rank
    return 0.0


def average_precision(grades: Sequence[int], num_rel: int, k: int | None = None, rel_level: int = 1) -> float:
    """AP (map / map_cut_k): mean over all relevant documents of the precision at their
    rank; relevant documents never retrieved contribute 0."""
    if num_rel <= 0:
        return 0.0
    hits = 0
    total = 0.0
    for rank, g in enumerate(_cut(grades, k), 1):
        if g >= rel_level:
            hits += 1
            total += hits / rank
    return total / num_rel


def hit_rate(grades: Sequence[int], k: int, rel_level: int = 1) -> float:
    """success_k: 1 when any relevant document is in the top k."""
    return 1.0 if any(g >= rel_level for g in grades[:k]) else 0.0


def r_precision(grades: Sequence[int], num_rel: int, rel_level: int = 1) -> float:
    """Rprec: precision at rank R, R the number of relevant documents."""
    if num_rel <= 0:
        return 0.0
    return sum(1 for g in grades[:num_rel] if g >= rel_level) / num_rel


def _gain(grade: float, kind: str) -> float:
    if grade <= 0:
        return 0.0
    return float(grade) if kind == "linear" else 2.0**grade - 1.0


def dcg(grades: Sequence[float], k: int | None = None, gain: str = "linear") -> float:
    return sum(_gain(g, gain) / math.log2(rank + 1) for rank, g in enumerate(_cut(grades, k), 1))


def ndcg(
    grades: Sequence[int],
    judged_grades: Sequence[int],
    k: int | None = None,
    gain: str = "linear",
) -> float:
    """nDCG (ndcg / ndcg_cut_k): DCG of the ranking over the DCG of the ideal ordering
    of every judged grade. Gain = grade (trec_eval) or 2^grade - 1 (``gain="exp"``)."""
    ideal = sorted((g for g in judged_grades if g > 0), reverse=True)
    idcg = dcg(ideal, k, gain)
    if idcg <= 0.0:
        return 0.0
    return dcg(grades, k, gain) / idcg
