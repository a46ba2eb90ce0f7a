"""Vectorised IR measures with trec_eval 10's definitions: the one place they are defined.

Every measure is a pure function of a :class:`Judged` batch and returns one float64 value
per query. A batch holds, for many queries at once, the *judged* documents each query
retrieved (with their 1-based rank and grade), how many documents each query retrieved,
and every judgement of each query (its "pool"). That is all the measures below need:
documents nobody judged only occupy ranks, and ranks are already known.

The stand-alone evaluator (:mod:`ragmeter.retrieval.ranking` builds the batch from
qrels and a run) and the per-sample RAG metrics (:mod:`ragmeter.metrics.ranking`, a batch
of one query) both call these functions, so there is one definition of each measure.

Semantics follow trec_eval 10 (``m_*.c``): a document is relevant when its grade is at
least ``rel_level``; nDCG's gain is the grade whatever ``rel_level`` is, with a
``log2(rank + 1)`` discount and an ideal ranking of every judged grade; a query with no
relevant document scores 0. Sums run in rank order, as trec_eval's loops do, so values
agree to the last bit or within an ulp.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

import numpy as np
import numpy.typing as npt

from ragmeter.errors import ConfigError, DataError

__all__ = [
    "Gain",
    "Judged",
    "average_precision",
    "bpref",
    "hit_rate",
    "ndcg",
    "num_rel",
    "num_rel_ret",
    "num_ret",
    "precision",
    "r_precision",
    "recall",
    "reciprocal_rank",
]

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]
Gain = Literal["linear", "exp"]


@dataclass(frozen=True, eq=False)
class Judged:
    """Judged retrieved documents of ``n_queries`` queries, in rank order.

    ``qidx``/``rank``/``grade`` have one entry per judged (grade >= 0) document a query
    retrieved, sorted by query then rank; with ``nonrelevant=False`` only the documents
    with grade >= 1 (every measure but bpref, at any ``rel_level >= 1``, needs no more).
    ``num_ret`` is the number of documents each query retrieved.
    ``pool_grade[pool_ptr[q]:pool_ptr[q + 1]]`` holds every judged grade (>= 0) of
    query ``q``, highest first, retrieved or not. Negative grades mean
    "unjudged" (trec_eval) and appear nowhere.
    """

    qidx: IntArray
    rank: IntArray
    grade: IntArray
    num_ret: IntArray
    pool_ptr: IntArray
    pool_grade: IntArray
    nonrelevant: bool = True  # False: only entries with grade >= 1 (all but bpref need)

    def __post_init__(self) -> None:
        n = self.qidx.shape[0]
        if self.rank.shape[0] != n or self.grade.shape[0] != n:
            raise DataError("qidx, rank and grade must have the same length")
        if self.pool_ptr.shape[0] != self.num_ret.shape[0] + 1:
            raise DataError("pool_ptr must have one more entry than num_ret")
        if int(self.pool_ptr[-1]) != self.pool_grade.shape[0]:
            raise DataError("pool_ptr must end at len(pool_grade)")

    @property
    def n_queries(self) -> int:
        return int(self.num_ret.shape[0])

    @cached_property
    def pool_qidx(self) -> IntArray:
        """Query index of every pool entry."""
        return np.repeat(np.arange(self.n_queries, dtype=np.int64), np.diff(self.pool_ptr))

    @cached_property
    def pool_pos(self) -> IntArray:
        """0-based position of every pool entry within its query (ideal rank - 1)."""
        starts = np.repeat(self.pool_ptr[:-1], np.diff(self.pool_ptr))
        return np.arange(self.pool_grade.shape[0], dtype=np.int64) - starts

    @classmethod
    def single(cls, ranked_grades: Sequence[int], judgements: Sequence[int]) -> Judged:
        """A batch of one query from the grades of its ranking in rank order (negative or
        absent = unjudged) and all its judged grades."""
        grades = np.asarray(ranked_grades, dtype=np.int64).reshape(-1)
        where = np.flatnonzero(grades >= 0)
        pool = np.sort(np.asarray(judgements, dtype=np.int64).reshape(-1))[::-1]
        pool = pool[pool >= 0]
        return cls(
            qidx=np.zeros(where.shape[0], dtype=np.int64),
            rank=where.astype(np.int64) + 1,
            grade=grades[where],
            num_ret=np.array([grades.shape[0]], dtype=np.int64),
            pool_ptr=np.array([0, pool.shape[0]], dtype=np.int64),
            pool_grade=np.ascontiguousarray(pool),
        )


# ---------------------------------------------------------------------------- helpers


def _check_k(k: int | None) -> None:
    if k is not None and k <= 0:
        raise ConfigError(f"cut-off must be a positive integer, got {k}")


def _sum(idx: IntArray, weights: FloatArray, n: int) -> FloatArray:
    """Per-query sums, added in array (= rank) order like trec_eval's loops."""
    return np.bincount(idx, weights=weights, minlength=n).astype(np.float64, copy=False)


def _count(idx: IntArray, n: int) -> FloatArray:
    return np.bincount(idx, minlength=n).astype(np.float64)


def _ratio(num: FloatArray, den: FloatArray) -> FloatArray:
    """num / den, 0 where den is 0 (trec_eval leaves such values at 0)."""
    out = np.zeros_like(num)
    np.divide(num, den, out=out, where=den > 0)
    return out


def _relevant(j: Judged, rel_level: int, k: int | None) -> BoolArray:
    if rel_level < 1 and not j.nonrelevant:
        raise ConfigError("rel_level 0 needs the judged non-relevant documents (nonrelevant=True)")
    mask = j.grade >= rel_level
    if k is not None:
        mask &= j.rank <= k
    return mask


def _position_in_group(q: IntArray) -> IntArray:
    """0-based position of each entry among the entries of its query (q sorted)."""
    n = q.shape[0]
    idx = np.arange(n, dtype=np.int64)
    if n == 0:
        return idx
    start = np.empty(n, dtype=np.bool_)
    start[0] = True
    np.not_equal(q[1:], q[:-1], out=start[1:])
    first = np.maximum.accumulate(np.where(start, idx, 0))
    return idx - first


def _gain(grades: IntArray, gain: Gain) -> FloatArray:
    g = grades.astype(np.float64)
    if gain == "linear":
        return g
    if gain == "exp":
        return np.exp2(g) - 1.0
    raise ConfigError(f"gain must be 'linear' or 'exp', got {gain!r}")


# ---------------------------------------------------------------------------- counts


def num_ret(j: Judged) -> FloatArray:
    """num_ret: documents retrieved."""
    return j.num_ret.astype(np.float64)


def num_rel(j: Judged, rel_level: int = 1) -> FloatArray:
    """num_rel: judged documents with grade >= rel_level, retrieved or not."""
    return _count(j.pool_qidx[j.pool_grade >= rel_level], j.n_queries)


def num_rel_ret(j: Judged, rel_level: int = 1) -> FloatArray:
    """num_rel_ret: relevant documents retrieved."""
    return _count(j.qidx[j.grade >= rel_level], j.n_queries)


# ---------------------------------------------------------------------------- measures


def precision(j: Judged, k: int, rel_level: int = 1) -> FloatArray:
    """P_k: relevant documents in the top k divided by k, even when fewer than k were
    retrieved (trec_eval)."""
    _check_k(k)
    return _count(j.qidx[_relevant(j, rel_level, k)], j.n_queries) / float(k)


def recall(j: Judged, k: int | None = None, rel_level: int = 1) -> FloatArray:
    """recall_k: relevant documents in the top k over all relevant documents (not over
    min(k, R)); without k, over the whole ranking (set_recall)."""
    _check_k(k)
    hits = _count(j.qidx[_relevant(j, rel_level, k)], j.n_queries)
    return _ratio(hits, num_rel(j, rel_level))


def hit_rate(j: Judged, k: int, rel_level: int = 1) -> FloatArray:
    """success_k: 1 when a relevant document is in the top k."""
    _check_k(k)
    hits = _count(j.qidx[_relevant(j, rel_level, k)], j.n_queries)
    return (hits > 0).astype(np.float64)


def reciprocal_rank(j: Judged, k: int | None = None, rel_level: int = 1) -> FloatArray:
    """recip_rank: 1 / rank of the first relevant document (within the top k)."""
    _check_k(k)
    mask = _relevant(j, rel_level, k)
    q, r = j.qidx[mask], j.rank[mask]
    out = np.zeros(j.n_queries, dtype=np.float64)
    first = _position_in_group(q) == 0
    out[q[first]] = 1.0 / r[first].astype(np.float64)
    return out


def average_precision(j: Judged, k: int | None = None, rel_level: int = 1) -> FloatArray:
    """map / map_cut_k: precision at the rank of each relevant document retrieved (in
    the top k), summed and divided by the number of relevant documents."""
    _check_k(k)
    mask = _relevant(j, rel_level, k)
    q, r = j.qidx[mask], j.rank[mask]
    hits_so_far = (_position_in_group(q) + 1).astype(np.float64)
    return _ratio(_sum(q, hits_so_far / r.astype(np.float64), j.n_queries), num_rel(j, rel_level))


def r_precision(j: Judged, rel_level: int = 1) -> FloatArray:
    """Rprec: precision at rank R, R the number of relevant documents."""
    big_r = num_rel(j, rel_level)
    mask = (j.grade >= rel_level) & (j.rank <= big_r[j.qidx])
    return _ratio(_count(j.qidx[mask], j.n_queries), big_r)


def ndcg(j: Judged, k: int | None = None, gain: Gain = "linear") -> FloatArray:
    """ndcg / ndcg_cut_k: DCG of the ranking (top k) over the DCG of the ideal ranking of
    every judged grade (top k). Gain = grade (``"linear"``, trec_eval) or 2^grade - 1
    (``"exp"``, Burges et al.); discount log2(rank + 1). Grades are gains whatever the
    relevance level."""
    _check_k(k)
    n = j.n_queries
    mask = j.grade > 0
    if k is not None:
        mask &= j.rank <= k
    dcg = _sum(j.qidx[mask], _gain(j.grade[mask], gain) / np.log2(j.rank[mask] + 1.0), n)
    ideal_mask = j.pool_grade > 0
    if k is not None:
        ideal_mask &= j.pool_pos < k
    pos = j.pool_pos[ideal_mask]
    idcg = _sum(j.pool_qidx[ideal_mask], _gain(j.pool_grade[ideal_mask], gain) / np.log2(pos + 2.0), n)
    return _ratio(dcg, idcg)


def bpref(j: Judged, rel_level: int = 1) -> FloatArray:
    """bpref: for each relevant document retrieved, 1 - (judged non-relevant documents
    ranked above it, at most R) / min(R, N), summed over R; N the judged non-relevant
    documents. Unjudged documents are ignored (Buckley and Voorhees 2004, trec_eval)."""
    if not j.nonrelevant:
        raise ConfigError("bpref needs the judged non-relevant documents (nonrelevant=True)")
    n = j.n_queries
    big_r = num_rel(j, rel_level)
    big_n = _count(j.pool_qidx[j.pool_grade < rel_level], n)
    nonrel: BoolArray = j.grade < rel_level
    # judged non-relevant documents ranked above each entry of the same query
    seen: IntArray = np.cumsum(nonrel, dtype=np.int64) - nonrel
    first = np.arange(seen.shape[0], dtype=np.int64) - _position_in_group(j.qidx)
    before: IntArray = seen - seen[first]
    rel = ~nonrel
    q = j.qidx[rel]
    nb: FloatArray = before[rel].astype(np.float64)
    r_q, n_q = big_r[q], big_n[q]
    denom = np.maximum(np.minimum(n_q, r_q), 1.0)
    value = np.where(nb > 0, 1.0 - np.minimum(nb, r_q) / denom, 1.0)
    return _ratio(_sum(q, value, n), big_r)
