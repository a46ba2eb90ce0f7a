"""From qrels and a run to a :class:`~ragmeter.retrieval.kernels.Judged` batch.

trec_eval ranks a query's documents by score, highest first, and breaks ties by docid,
*descending*, as strings (``strcmp``). The measures only need the ranks of the judged
documents, so instead of sorting every ranking with a two-key comparison:

1. all scores are read in one pass into one flat array, queries grouped by ranking
   length, and each group is sorted row-wise in place (one numpy call per distinct
   length);
2. the judged documents' scores are looked up in the run's dicts (a few per query);
3. one vectorised binary search over the flat array gives, for every judged document,
   how many documents score higher: its rank, unless its score is tied;
4. only for a judged document whose score is tied are docids compared (in Python: the
   tied documents whose id is larger rank first).

Unjudged documents are never looked at one by one, which is what makes evaluating from
Python dicts fast; the result is exact, ties included.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain, compress, islice, repeat
from operator import methodcaller
from typing import Any

import numpy as np

from ragmeter.errors import DataError
from ragmeter.retrieval.kernels import BoolArray, FloatArray, IntArray, Judged

__all__ = ["QrelsIndex", "RankedRun", "rank_run"]

_values = methodcaller("values")
_EMPTY: Mapping[Any, Any] = {}


@dataclass(frozen=True, eq=False)
class QrelsIndex:
    """Judgements by query, in trec_eval's order (query ids sorted as strings): query
    ``i``'s mapping ``judged[i]`` and its grades ``grades[ptr[i]:ptr[i+1]]`` in the
    mapping's order; ``pool[pool_ptr[i]:pool_ptr[i+1]]`` its non-negative grades sorted
    high to low (negative grades mean unjudged, as in trec_eval)."""

    qids: tuple[str, ...]
    judged: list[Mapping[Any, Any]]
    ptr: IntArray
    grades: IntArray
    pool_ptr: IntArray
    pool: IntArray

    @classmethod
    def build(cls, qrels: Mapping[str, Mapping[Any, Any]]) -> QrelsIndex:
        if not qrels:
            raise DataError("the qrels are empty: there is nothing to evaluate against")
        qids = tuple(sorted(qrels))
        judged = [qrels[q] for q in qids]
        lengths = np.fromiter(map(len, judged), dtype=np.int64, count=len(judged))
        try:
            values = np.fromiter(
                chain.from_iterable(map(_values, judged)), dtype=np.float64, count=int(lengths.sum())
            )
        except (TypeError, ValueError):
            values = None
        if values is None or not np.all(values == np.round(values)):
            _raise_bad_grade(qids, judged)
        assert values is not None
        grades = values.astype(np.int64)
        return cls(qids, judged, _ptr(lengths), grades, *_pools(grades, lengths))


def _pools(grades: IntArray, lengths: IntArray) -> tuple[IntArray, IntArray]:
    """Each query's non-negative grades, high to low (grades are small integers: count
    them per query and level, then repeat)."""
    n = lengths.shape[0]
    keep = grades >= 0
    rows = np.repeat(np.arange(n, dtype=np.int64), lengths)[keep]
    kept = grades[keep]
    top = int(kept.max()) if kept.size else 0
    if top > 64:  # unusual grades: sort instead of counting per level
        order = np.lexsort((-kept, rows))
        return _ptr(np.bincount(rows, minlength=n)), kept[order]
    counts = np.bincount(rows * (top + 1) + (top - kept), minlength=n * (top + 1))
    levels = np.tile(np.arange(top, -1, -1, dtype=np.int64), n)
    pool = np.repeat(levels, counts)
    return _ptr(counts.reshape(n, top + 1).sum(axis=1)), pool


def _ptr(lengths: IntArray) -> IntArray:
    return np.concatenate(([0], np.cumsum(lengths))).astype(np.int64)


def _raise_bad_grade(qids: Sequence[str], judged: Sequence[Mapping[Any, Any]]) -> None:
    for qid, grades in zip(qids, judged):
        for docid, grade in grades.items():
            ok = isinstance(grade, (int, float, np.integer, np.floating)) and float(grade).is_integer()
            if not ok:
                raise DataError(f"query {qid!r}, document {docid!r}: grade {grade!r} is not an integer")


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
    nonrelevant: bool = True,
) -> RankedRun:
    """Rank every judged document each query retrieved, trec_eval's way.

    ``complete``: qrels queries absent from the run are scored as empty rankings
    (trec_eval ``-c``) instead of being left out. ``float32``: scores are rounded to
    float32 first, as pytrec_eval (trec_eval 9) stores them; ties that creates are
    broken by docid. ``max_docs``: only the top ``max_docs`` documents count (``-M``).
    ``nonrelevant=False`` skips the documents judged with grade 0, which only bpref and
    ``rel_level=0`` need (in TREC qrels most judgements are grade 0).
    """
    if max_docs is not None and max_docs <= 0:
        raise ValueError("max_docs must be positive")
    rows: list[int] = []  # index into qrels.qids of each scored query
    rankings: list[Mapping[Any, Any]] = []
    missing: list[str] = []
    for i, qid in enumerate(qrels.qids):
        ranking = run.get(qid)
        if ranking is None:
            missing.append(qid)
            if not complete:
                continue
            ranking = _EMPTY
        rows.append(i)
        rankings.append(ranking)
    if not rows:
        raise DataError(
            "no query is both in the qrels and in the run "
            f"(qrels: {_sample(qrels.qids)}; run: {_sample(list(run))}); check the query ids"
        )
    qids = tuple(qrels.qids[i] for i in rows)
    judged = [qrels.judged[i] for i in rows]
    _check_id_types(qids, judged, rankings)
    sel = np.asarray(rows, dtype=np.int64)
    lengths = np.fromiter(map(len, rankings), dtype=np.int64, count=len(rankings))
    keys, offsets = _flat_keys(qids, rankings, lengths, float32)
    original = _sort_rows(keys, offsets, lengths)  # keys[o:o+n] ascending = best first

    # the judgements worth looking up, per query, in each mapping's order
    starts, counts = qrels.ptr[sel], qrels.ptr[sel + 1] - qrels.ptr[sel]
    grades = qrels.grades[_ranges(starts, counts)]
    wanted = grades >= (0 if nonrelevant else 1)
    row = np.repeat(np.arange(len(rows), dtype=np.int64), counts)[wanted]
    grade = grades[wanted]
    per_row = np.bincount(row, minlength=len(rows))
    selectors = iter(wanted.tolist())  # consumed in step with the mappings' keys
    nan = float("nan")
    looked_up = chain.from_iterable(
        map(lambda r, j: map(r.get, compress(j, selectors), repeat(nan)), rankings, judged)
    )
    scores = np.fromiter(looked_up, dtype=np.float64, count=grade.shape[0])

    found = np.flatnonzero(~np.isnan(scores))
    entry = found - _ptr(per_row)[row[found]]  # index among the query's looked-up documents
    row, grade = row[found], grade[found]
    target = -scores[found].astype(keys.dtype)
    rank, tied = _ranks(keys, offsets[row], offsets[row] + lengths[row], target)
    judged_ptr = _ptr(counts)
    for r, where in _group_by_row(row[tied], np.flatnonzero(tied)):
        a = int(offsets[r])
        values = original[a : a + int(lengths[r])]
        mask = wanted[int(judged_ptr[r]) : int(judged_ptr[r + 1])].tolist()
        ids = list(compress(judged[r], mask))
        for t in where:
            rank[t] += _larger_tied_docids(rankings[r], values, target[t], ids[int(entry[t])])

    num_ret = lengths if max_docs is None else np.minimum(lengths, max_docs)
    if max_docs is not None:
        keep = rank <= max_docs
        row, rank, grade = row[keep], rank[keep], grade[keep]
    order = np.lexsort((rank, row))
    pool_start, pool_len = qrels.pool_ptr[sel], qrels.pool_ptr[sel + 1] - qrels.pool_ptr[sel]
    batch = Judged(
        qidx=row[order],
        rank=rank[order],
        grade=grade[order],
        num_ret=num_ret.astype(np.int64),
        pool_ptr=_ptr(pool_len),
        pool_grade=qrels.pool[_ranges(pool_start, pool_len)],
        nonrelevant=nonrelevant,
    )
    in_qrels = set(qrels.qids)
    ignored = tuple(sorted(q for q in run if q not in in_qrels))
    return RankedRun(qids, batch, tuple(missing), ignored)


def _group_by_row(rows: IntArray, entries: IntArray) -> list[tuple[int, list[int]]]:
    """(row, [entries]) for the tied entries, one group per row."""
    groups: dict[int, list[int]] = {}
    for r, t in zip(rows.tolist(), entries.tolist()):
        groups.setdefault(r, []).append(t)
    return list(groups.items())


def _ranges(starts: IntArray, lengths: IntArray) -> IntArray:
    """Concatenated ``arange(s, s + n)`` for every (s, n)."""
    total = int(lengths.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    shift = np.repeat(starts - np.concatenate(([0], np.cumsum(lengths)[:-1])), lengths)
    return (np.arange(total, dtype=np.int64) + shift).astype(np.int64)


def _flat_keys(
    qids: Sequence[str], rankings: Sequence[Mapping[Any, Any]], lengths: IntArray, float32: bool
) -> tuple[FloatArray, IntArray]:
    """Every query's negated scores (ascending = best first) in one flat array read in
    one pass, queries laid out grouped by ranking length (equal-length queries form one
    2-d block), each in its ranking's order; returns it and each query's offset."""
    by_length = np.argsort(lengths, kind="stable")
    ordered = [rankings[i] for i in by_length.tolist()]
    total = int(lengths.sum())
    try:
        flat = np.fromiter(chain.from_iterable(map(_values, ordered)), dtype=np.float64, count=total)
    except (TypeError, ValueError):
        flat = None
    if flat is None or not np.isfinite(flat).all():
        _raise_bad_score(qids, rankings)
    assert flat is not None
    if float32:
        flat = flat.astype(np.float32)
    np.negative(flat, out=flat)
    starts = np.concatenate(([0], np.cumsum(lengths[by_length])[:-1])).astype(np.int64)
    offsets = np.empty_like(starts)
    offsets[by_length] = starts
    return flat, offsets


def _sort_rows(keys: FloatArray, offsets: IntArray, lengths: IntArray) -> FloatArray:
    """Sort each query's slice of ``keys`` in place, skipping slices already sorted (a
    run in rank order needs no sort); one call per block of equal lengths. Returns the
    keys in their original order (a copy only if something had to be sorted)."""
    by_offset = np.argsort(offsets, kind="stable")
    ordered_lengths = lengths[by_offset]
    edges = np.flatnonzero(np.diff(ordered_lengths)) + 1
    blocks = []
    for a, b in zip(np.concatenate(([0], edges)).tolist(), np.concatenate((edges, [len(lengths)])).tolist()):
        width = int(ordered_lengths[a])
        if width > 1:
            lo = int(offsets[by_offset[a]])
            block = keys[lo : lo + (b - a) * width].reshape(b - a, width)
            unsorted = (block[:, 1:] < block[:, :-1]).any(axis=1)
            if unsorted.any():
                blocks.append((block, unsorted))
    if not blocks:
        return keys
    original: FloatArray = keys.copy()
    for block, unsorted in blocks:
        if unsorted.all():
            block.sort(axis=1)
        else:
            block[unsorted] = np.sort(block[unsorted], axis=1)
    return original


def _raise_bad_score(qids: Sequence[str], rankings: Sequence[Mapping[Any, Any]]) -> None:
    for qid, ranking in zip(qids, rankings):
        for docid, score in ranking.items():
            try:
                ok = bool(np.isfinite(float(score)))
            except (TypeError, ValueError):
                ok = False
            if not ok:
                raise DataError(f"query {qid!r}, document {docid!r}: score {score!r} is not a finite number")
    raise AssertionError("unreachable: a score failed to convert but none is bad")  # pragma: no cover


def _ranks(keys: FloatArray, lo: IntArray, hi: IntArray, target: FloatArray) -> tuple[IntArray, BoolArray]:
    """For each target in its ascending slice ``keys[lo:hi]`` (which contains it):
    1 + the number of smaller keys (better scores), and whether another key equals it.
    One lower-bound binary search, vectorised over all targets."""
    left, right = lo.copy(), hi.copy()
    for _ in range(int(np.max(hi - lo, initial=0)).bit_length()):
        mid = (left + right) >> 1
        less = keys[mid] < target  # mid < hi: left < right, or left == right <= own position
        left = np.where(less & (left < right), mid + 1, left)
        right = np.where(less, right, mid)
    # keys[left] == target (the document itself); a tie if the next key equals it too
    after = np.minimum(left + 1, keys.shape[0] - 1)
    tied = (left + 1 < hi) & (keys[after] == target)
    return (left - lo + 1).astype(np.int64), tied


def _larger_tied_docids(ranking: Mapping[Any, Any], values: FloatArray, key: Any, docid: Any) -> int:
    """Documents tied with ``docid`` whose id is larger as a string: trec_eval ranks them
    first (ties by docid descending). ``values``: the ranking's keys in its own order;
    only the ids up to the last tied position are read."""
    where = np.flatnonzero(values == key).tolist()
    ids = list(islice(ranking, where[-1] + 1))
    me = str(docid)
    return sum(1 for p in where if str(ids[p]) > me)


def _sample(ids: Sequence[str], n: int = 3) -> str:
    head = ", ".join(repr(i) for i in list(ids)[:n])
    return head + (", ..." if len(ids) > n else "") if ids else "none"


def _check_id_types(
    qids: Sequence[str], judged: Sequence[Mapping[Any, Any]], rankings: Sequence[Mapping[Any, Any]]
) -> None:
    """Document ids of one type in the qrels and another in the run would silently never
    match; say so instead (checked on the first query that has both)."""
    for qid, grades, ranking in zip(qids, judged, rankings):
        if grades and ranking:
            first, mine = next(iter(ranking)), next(iter(grades))
            if type(first) is not type(mine) and not (isinstance(first, str) and isinstance(mine, str)):
                raise DataError(
                    f"query {qid!r}: the run's document ids are {type(first).__name__} "
                    f"but the qrels' are {type(mine).__name__}; use the same type in both"
                )
            return
