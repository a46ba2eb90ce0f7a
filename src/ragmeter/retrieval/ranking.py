"""From qrels and a run to a :class:`~ragmeter.retrieval.kernels.Judged` batch.

trec_eval ranks a query's documents by score, highest first, and breaks ties by docid,
*descending*, as strings (``strcmp``). Only the judged documents' ranks matter to the
measures, so instead of sorting every ranking with a two-key comparison this module
finds, for each judged document the run retrieved, how many documents score higher
(one numpy sort or comparison per query) and, only when its score is tied, how many of
the tied documents have a larger docid. Unjudged documents are never looked at one by
one, which is what makes evaluating from Python dicts fast.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any

import numpy as np

from ragmeter.errors import DataError
from ragmeter.retrieval.kernels import FloatArray, IntArray, Judged

__all__ = ["QrelsIndex", "RankedRun", "rank_run"]

_SMALL = 4096  # below this many (judged x retrieved) comparisons, compare instead of sorting


@dataclass(frozen=True, eq=False)
class QrelsIndex:
    """Judgements by query, ready for ranking: for each query (in trec_eval's order,
    query ids sorted as strings) the judged docids and grades (grade >= 0; negative
    grades mean unjudged and are dropped), and the grades sorted high to low."""

    qids: tuple[str, ...]
    docs: Mapping[str, list[Any]]
    grades: Mapping[str, IntArray]
    pool: Mapping[str, IntArray]

    @classmethod
    def build(cls, qrels: Mapping[str, Mapping[Any, Any]]) -> QrelsIndex:
        docs: dict[str, list[Any]] = {}
        grades: dict[str, IntArray] = {}
        pool: dict[str, IntArray] = {}
        for qid, judged in qrels.items():
            values = _grades(qid, judged)
            keep = values >= 0
            names = list(judged)
            docs[qid] = names if keep.all() else [d for d, k in zip(names, keep.tolist()) if k]
            grades[qid] = values[keep]
            pool[qid] = np.sort(values[keep])[::-1]
        if not docs:
            raise DataError("the qrels are empty: there is nothing to evaluate against")
        return cls(tuple(sorted(docs)), docs, grades, pool)


def _grades(qid: str, judged: Mapping[Any, Any]) -> IntArray:
    try:
        values = np.fromiter(judged.values(), dtype=np.float64, count=len(judged))
    except (TypeError, ValueError):
        values = None
    if values is None or not np.all(values == np.round(values)):
        for docid, grade in judged.items():
            ok = isinstance(grade, (int, float, np.integer, np.floating)) and float(grade).is_integer()
            if not ok:
                raise DataError(f"query {qid!r}, document {docid!r}: grade {grade!r} is not an integer")
    assert values is not None
    return values.astype(np.int64)


@dataclass(frozen=True, eq=False)
class RankedRun:
    """The judged documents of a run, ranked; plus which queries were scored."""

    qids: tuple[str, ...]  # queries scored, in trec_eval's order (row q of `judged`)
    judged: Judged
    missing: tuple[str, ...]  # qrels queries the run lacks (scored 0 only when complete)
    ignored: tuple[str, ...]  # run queries the qrels lack (never scored, as trec_eval)


def rank_run(
    qrels: QrelsIndex,
    run: Mapping[str, Mapping[Any, Any]],
    *,
    complete: bool = False,
    float32: bool = False,
    max_docs: int | None = None,
) -> RankedRun:
    """Rank every judged document each query retrieved, trec_eval's way.

    ``complete``: qrels queries absent from the run are scored as empty rankings
    (trec_eval ``-c``) instead of being left out. ``float32``: scores are rounded to
    float32 first, as pytrec_eval (trec_eval 9) stores them; ties that creates are
    broken by docid. ``max_docs``: only the top ``max_docs`` documents count (``-M``).
    """
    if max_docs is not None and max_docs <= 0:
        raise ValueError("max_docs must be positive")
    nan = float("nan")
    qids: list[str] = []
    missing: list[str] = []
    num_ret: list[int] = []
    q_parts: list[IntArray] = []
    r_parts: list[IntArray] = []
    g_parts: list[IntArray] = []
    checked_types = False
    for qid in qrels.qids:
        ranking = run.get(qid)
        if ranking is None:
            missing.append(qid)
            if complete:
                qids.append(qid)
                num_ret.append(0)
            continue
        row = len(qids)
        qids.append(qid)
        n = len(ranking)
        num_ret.append(n if max_docs is None else min(n, max_docs))
        docs = qrels.docs[qid]
        if n == 0 or not docs:
            continue
        if not checked_types:
            _check_id_types(qid, docs, ranking)
            checked_types = True
        scores = _scores(qid, ranking, n, float32)
        judged_scores = np.fromiter(map(ranking.get, docs, repeat(nan)), dtype=np.float64, count=len(docs))
        found = np.flatnonzero(~np.isnan(judged_scores))
        if found.size == 0:
            continue
        found_scores = judged_scores[found].astype(scores.dtype, copy=False)
        ranks = _ranks(scores, found_scores)
        ties = np.flatnonzero(ranks[1])
        rank = ranks[0]
        if ties.size:
            keys = list(ranking)
            for t in ties.tolist():
                rank[t] += _larger_tied_docids(keys, scores, found_scores[t], docs[int(found[t])])
        grade = qrels.grades[qid][found]
        order = np.argsort(rank, kind="stable")
        rank, grade = rank[order], grade[order]
        if max_docs is not None:
            keep = rank <= max_docs
            rank, grade = rank[keep], grade[keep]
        q_parts.append(np.full(rank.shape[0], row, dtype=np.int64))
        r_parts.append(rank)
        g_parts.append(grade)
    if not qids:
        raise DataError(
            "no query is both in the qrels and in the run "
            f"(qrels: {_sample(qrels.qids)}; run: {_sample(list(run))}); check the query ids"
        )
    pools = [qrels.pool[q] for q in qids]
    lengths = np.fromiter((p.shape[0] for p in pools), dtype=np.int64, count=len(pools))
    judged = Judged(
        qidx=_cat(q_parts),
        rank=_cat(r_parts),
        grade=_cat(g_parts),
        num_ret=np.asarray(num_ret, dtype=np.int64),
        pool_ptr=np.concatenate(([0], np.cumsum(lengths))).astype(np.int64),
        pool_grade=_cat(pools),
    )
    in_qrels = set(qrels.qids)
    ignored = tuple(sorted(q for q in run if q not in in_qrels))
    return RankedRun(tuple(qids), judged, tuple(missing), ignored)


def _cat(parts: Sequence[IntArray]) -> IntArray:
    return np.concatenate(parts).astype(np.int64, copy=False) if parts else np.zeros(0, dtype=np.int64)


def _sample(ids: Sequence[str], n: int = 3) -> str:
    head = ", ".join(repr(i) for i in list(ids)[:n])
    return head + (", ..." if len(ids) > n else "") if ids else "none"


def _check_id_types(qid: str, docs: list[Any], ranking: Mapping[Any, Any]) -> None:
    first = next(iter(ranking))
    if type(first) is not type(docs[0]) and not (isinstance(first, str) and isinstance(docs[0], str)):
        raise DataError(
            f"query {qid!r}: the run's document ids are {type(first).__name__} "
            f"but the qrels' are {type(docs[0]).__name__}; use the same type in both"
        )


def _scores(qid: str, ranking: Mapping[Any, Any], n: int, float32: bool) -> FloatArray:
    try:
        scores = np.fromiter(ranking.values(), dtype=np.float64, count=n)
    except (TypeError, ValueError):
        scores = None
    if scores is None or not np.isfinite(scores).all():
        for docid, score in ranking.items():
            try:
                ok = np.isfinite(float(score))
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise DataError(f"query {qid!r}, document {docid!r}: score {score!r} is not a finite number")
    assert scores is not None
    return scores.astype(np.float32) if float32 else scores


def _ranks(scores: FloatArray, targets: FloatArray) -> tuple[IntArray, IntArray]:
    """(1 + number of scores above each target, whether another document ties it)."""
    n = scores.shape[0]
    if targets.shape[0] * n <= _SMALL:
        above = (scores > targets[:, None]).sum(axis=1)
        equal = (scores == targets[:, None]).sum(axis=1)
    else:
        ordered = np.sort(scores)
        hi = np.searchsorted(ordered, targets, side="right")
        above = n - hi
        equal = hi - np.searchsorted(ordered, targets, side="left")
    return (above + 1).astype(np.int64), (equal > 1).astype(np.int64)


def _larger_tied_docids(keys: list[Any], scores: FloatArray, score: Any, docid: Any) -> int:
    """Documents tied with ``docid`` whose id is larger as a string: trec_eval ranks them
    first (ties by docid descending)."""
    me = str(docid)
    return sum(1 for p in np.flatnonzero(scores == score).tolist() if str(keys[p]) > me)
