"""From qrels and a run to a :class:`~ragmeter.retrieval.kernels.Judged` batch.

trec_eval ranks a query's documents by score, highest first, and breaks ties by docid,
*descending*, as strings (``strcmp``). The measures only need the ranks of the judged
documents, so instead of sorting every ranking with a two-key comparison:

1. all scores are read in one pass into one flat array, queries grouped by ranking
   length; the grades are read, and the judged documents' scores looked up in the
   run's dicts (a few per query), in the same pass;
2. rankings already in rank order (the usual case: retrievers and run files list
   documents best first) are left as they are; the others are sorted row-wise in place
   (one numpy call per distinct length);
3. one vectorised binary search over the flat array gives, for every judged document,
   how many documents score higher: its rank, unless its score is tied;
4. only for a judged document whose score is tied are docids compared (the tied
   documents whose id is larger rank first).

Unjudged documents are never looked at one by one, and the result is exact, ties
included. Reading Python objects is what costs most, so steps 1 and 4 have a C route,
the optional module :mod:`ragmeter.retrieval._gather` (built by setup.py where a
compiler is found): one pass per query over the dicts, and for a ranking out of order
with few judged documents, their ranks counted in that pass instead of a sort. Without
it, or for mappings that are not dicts, values that are not numbers and ids that are not
str, the numpy route reads the same with ``np.fromiter``; both give identical numbers
(tests/test_retrieval_routes.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain, compress, islice, repeat
from operator import methodcaller
from typing import Any, NoReturn, cast

import numpy as np
import numpy.typing as npt

from ragmeter.errors import ConfigError, DataError
from ragmeter.retrieval.kernels import BoolArray, FloatArray, IntArray, Judged

try:
    from ragmeter.retrieval import _gather
except ImportError:  # built without a C compiler: the numpy route below is used
    _gather = None  # type: ignore[assignment]

__all__ = [
    "ACCELERATED",
    "QrelsIndex",
    "RankedRun",
    "c_module",
    "empty_run",
    "judged_batch",
    "no_overlap",
    "numpy_route",
    "rank_run",
]

ACCELERATED: bool = _gather is not None
"""Whether the C module that reads scores out of dicts (and TREC files: files.py) is
present (see the module docstring); the results are the same either way, only the speed
differs."""


@contextmanager
def numpy_route() -> Iterator[None]:
    """Within this block, rank without the C module, as an install without a compiler
    does (for comparing the two routes; not thread-safe)."""
    global _gather
    saved, _gather = _gather, None  # type: ignore[assignment]
    try:
        yield
    finally:
        _gather = saved


def c_module() -> Any:
    """The C module in use: None without it, and inside :func:`numpy_route`."""
    return _gather


_values = methodcaller("values")
# a ranking out of order is ranked by counting, not sorted, when at most this many of its
# documents are looked up (counting costs n x this, sorting about n log n x a larger constant)
_COUNT_LIMIT = 64
_GRADE_LIMIT = 2.0**31  # grades are small integers; beyond this they cannot be relevance levels
_EMPTY: Mapping[Any, Any] = {}


@dataclass(frozen=True, eq=False)
class QrelsIndex:
    """Judgements by query, in trec_eval's order (query ids sorted as strings): query
    ``i``'s mapping ``judged[i]`` ({docid: grade}). Grades are read, and checked to be
    integers, when a run is ranked against them (:func:`rank_run`), in the same pass
    that reads the run."""

    qids: tuple[str, ...]
    judged: list[Mapping[Any, Any]]

    @classmethod
    def build(cls, qrels: Mapping[str, Mapping[Any, Any]]) -> QrelsIndex:
        if not qrels:
            raise DataError("the qrels are empty: there is nothing to evaluate against")
        qids = tuple(sorted(qrels))
        return cls(qids, [qrels[q] for q in qids])


def _all_values(mappings: list[Mapping[Any, Any]], total: int) -> FloatArray | None:
    """The mappings' values, in order, as float64; None if one is not a number."""
    if _gather is not None:
        out = np.empty(total, dtype=np.float64)
        try:
            _gather.values(mappings, out)
            return out
        except TypeError:  # not dicts, or a value that is not a number: the general route
            pass
    try:
        return np.fromiter(chain.from_iterable(map(_values, mappings)), dtype=np.float64, count=total)
    except (TypeError, ValueError, OverflowError):
        return None


def _int_grades(
    values: FloatArray | None, qids: Sequence[str], judged: Sequence[Mapping[Any, Any]]
) -> IntArray:
    """Grades read as floats -> integers; a DataError naming the query and document
    when one is not an integer."""
    if values is None or not np.all((values == np.round(values)) & (np.abs(values) < _GRADE_LIMIT)):
        _raise_bad_grade(qids, judged)
    assert values is not None
    return values.astype(np.int64)


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


def _raise_bad_grade(qids: Sequence[str], judged: Sequence[Mapping[Any, Any]]) -> NoReturn:
    for qid, grades in zip(qids, judged):
        for docid, grade in grades.items():
            try:
                number = (
                    isinstance(grade, (int, float, np.integer, np.floating)) and float(grade).is_integer()
                )
            except OverflowError:  # an int too large for a float
                number = False
            if not number:
                raise DataError(f"query {qid!r}, document {docid!r}: grade {grade!r} is not an integer")
            if abs(float(grade)) >= _GRADE_LIMIT:
                raise DataError(f"query {qid!r}, document {docid!r}: grade {grade!r} is too large")
    raise AssertionError("unreachable: a grade failed to convert but none is bad")  # pragma: no cover


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
        raise ConfigError("max_docs must be positive")
    got: list[Mapping[Any, Any] | None] = list(map(run.get, qrels.qids))
    missing = [qid for qid, ranking in zip(qrels.qids, got) if ranking is None]
    if complete or not missing:  # every qrels query, those absent as empty rankings
        rows = list(range(len(got)))
        rankings = (
            [_EMPTY if r is None else r for r in got] if missing else cast(list[Mapping[Any, Any]], got)
        )
    else:
        rows = [i for i, r in enumerate(got) if r is not None]
        rankings = [cast(Mapping[Any, Any], got[i]) for i in rows]
    if not rows:
        raise no_overlap(qrels.qids, list(run))
    every = len(rows) == len(got)
    qids = qrels.qids if every else tuple(qrels.qids[i] for i in rows)
    judged = qrels.judged if every else [qrels.judged[i] for i in rows]
    if not every:  # the grades of queries left out are checked too
        left = [qrels.judged[i] for i, r in enumerate(got) if r is None]
        _int_grades(_all_values(left, sum(map(len, left))), missing, left)
    _check_id_types(qids, judged, rankings)
    lengths = np.fromiter(map(len, rankings), dtype=np.int64, count=len(rankings))
    counts = np.fromiter(map(len, judged), dtype=np.int64, count=len(judged))

    min_grade = 0 if nonrelevant else 1  # the judgements looked up in the run
    read = _read(qids, rankings, judged, lengths, counts, min_grade, 0 if float32 else _COUNT_LIMIT)
    grades = _int_grades(read.grades, qids, judged)
    wanted = grades >= min_grade
    row = np.repeat(np.arange(len(rows), dtype=np.int64), counts)[wanted]
    grade = grades[wanted]
    # float32: a FloatArray in shape, float32 in dtype (pytrec_eval's rounding; beyond
    # float32's range a score becomes inf, as there, without a warning)
    with np.errstate(over="ignore"):
        keys = cast(FloatArray, read.keys.astype(np.float32)) if float32 else read.keys
        target_all = read.scores.astype(keys.dtype)
    state = read.state  # per query: 0 in order, 1 to sort, 2 ranked by counting (None: not known)
    original = _sort_rows(keys, read.offsets, lengths, None if state is None else state == 1)

    found = np.flatnonzero(~np.isnan(read.scores))
    row, grade = row[found], grade[found]
    target = -target_all[found]
    offsets = read.offsets
    counted = None if state is None else state[row] == 2
    if counted is not None and counted.any():
        rest = np.flatnonzero(~counted)
        rank, tied = read.less[found] + 1, read.equal[found] > 1
        rank[rest], tied[rest] = _ranks(
            keys, offsets[row[rest]], offsets[row[rest]] + lengths[row[rest]], target[rest]
        )
    else:
        rank, tied = _ranks(keys, offsets[row], offsets[row] + lengths[row], target)
    at = np.flatnonzero(tied)
    if at.size:
        docids = [read.ids[i] for i in found[at].tolist()]
        rank[at] += _tie_breaks(rankings, original, offsets, row[at], target[at], docids)

    batch = judged_batch(row, rank, grade, lengths, grades, counts, max_docs, nonrelevant)
    in_qrels = set(qrels.qids)
    ignored = tuple(sorted(q for q in run if q not in in_qrels))
    return RankedRun(qids, batch, tuple(missing), ignored)


def judged_batch(
    row: IntArray,
    rank: IntArray,
    grade: IntArray,
    lengths: IntArray,
    grades: IntArray,
    counts: IntArray,
    max_docs: int | None,
    nonrelevant: bool,
) -> Judged:
    """The batch the measures read, from the ranked judged documents (``row``, ``rank``,
    ``grade``: query row, rank, grade of each), each row's ranking length, and every
    judgement's grade grouped by row (``counts`` per row) for the pools."""
    num_ret = lengths if max_docs is None else np.minimum(lengths, max_docs)
    if max_docs is not None:
        keep = rank <= max_docs
        row, rank, grade = row[keep], rank[keep], grade[keep]
    order = np.lexsort((rank, row))
    pool_ptr, pool = _pools(grades, counts)
    return Judged(
        qidx=row[order],
        rank=rank[order],
        grade=grade[order],
        num_ret=num_ret.astype(np.int64),
        pool_ptr=pool_ptr,
        pool_grade=pool,
        nonrelevant=nonrelevant,
    )


def empty_run(name: str) -> DataError:
    """The error for a run file without a single result line, naming the file."""
    return DataError("the run file holds no results (it is empty or only comments)", source=name)


def no_overlap(qrels_qids: Sequence[str], run_qids: Sequence[str]) -> DataError:
    return DataError(
        "no query is both in the qrels and in the run "
        f"(qrels: {_sample(qrels_qids)}; run: {_sample(run_qids)}); check the query ids"
    )


@dataclass(frozen=True, eq=False)
class _Read:
    """What one pass over the run and the qrels reads (see :func:`_read`)."""

    keys: FloatArray  # every query's negated scores, each in its ranking's order
    offsets: IntArray  # each query's first position in keys
    # per query: 0 keys in ascending order, 1 to be sorted, 2 out of order but its looked-up
    # documents already ranked by counting (less, equal); None: not known (numpy route)
    state: npt.NDArray[np.uint8] | None
    grades: FloatArray | None  # every judgement's grade, in the mappings' order (None: not numbers)
    scores: FloatArray  # the looked-up judged documents' scores, NaN where not retrieved
    ids: list[Any]  # their ids
    less: IntArray  # parallel to scores, for queries in state 2: keys below its key
    equal: IntArray  # and keys equal to it (itself included)


def _read(
    qids: Sequence[str],
    rankings: Sequence[Mapping[Any, Any]],
    judged: Sequence[Mapping[Any, Any]],
    lengths: IntArray,
    counts: IntArray,
    min_grade: int,
    count_limit: int,
) -> _Read:
    """Read every score and grade once. Keys are laid out with the queries grouped by
    ranking length (equal-length queries form one 2-d block for :func:`_sort_rows`);
    the judged documents with a grade of at least ``min_grade`` are looked up in their
    query's ranking. The C route does it all in one pass per query, and ranks the
    looked-up documents of a ranking that is out of order by counting when there are at
    most ``count_limit`` of them (cheaper than sorting it); the general route (mappings
    that are not dicts, values that are not numbers, no C module) reads the same with
    ``np.fromiter`` and raises the located error for a bad score."""
    by_length = np.argsort(lengths, kind="stable")
    starts = np.concatenate(([0], np.cumsum(lengths[by_length])[:-1])).astype(np.int64)
    offsets = np.empty_like(starts)
    offsets[by_length] = starts
    total, n_judged = int(lengths.sum()), int(counts.sum())
    if _gather is not None:
        keys = np.empty(total, dtype=np.float64)
        state = np.empty(len(rankings), dtype=np.uint8)
        grades = np.empty(n_judged, dtype=np.float64)
        scores = np.empty(n_judged, dtype=np.float64)
        less, equal = np.empty(n_judged, dtype=np.int64), np.empty(n_judged, dtype=np.int64)
        try:
            ids = _gather.gather(
                list(rankings),
                list(judged),
                float(min_grade),
                count_limit,
                offsets,
                keys,
                state,
                grades,
                scores,
                less,
                equal,
            )
            n = len(ids)
            return _Read(keys, offsets, state, grades, scores[:n], ids, less[:n], equal[:n])
        except (TypeError, ValueError):  # the general route reads it again, or names the bad value
            pass
    ordered = [rankings[i] for i in by_length.tolist()]
    try:
        keys = np.fromiter(chain.from_iterable(map(_values, ordered)), dtype=np.float64, count=total)
    except (TypeError, ValueError, OverflowError):
        _raise_bad_score(qids, rankings)
    if not np.isfinite(keys).all():
        _raise_bad_score(qids, rankings)
    np.negative(keys, out=keys)
    values = _all_values(list(judged), n_judged)
    wanted = (np.zeros(n_judged, dtype=np.bool_) if values is None else values >= min_grade).tolist()
    selectors = iter(wanted)  # consumed in step with the mappings' keys
    nan = float("nan")
    looked_up = chain.from_iterable(
        map(lambda r, j: map(r.get, compress(j, selectors), repeat(nan)), rankings, judged)
    )
    scores = np.fromiter(looked_up, dtype=np.float64, count=sum(wanted))
    ids = list(compress(chain.from_iterable(judged), wanted))
    none = np.zeros(0, dtype=np.int64)
    return _Read(keys, offsets, None, values, scores, ids, none, none)


def _sort_rows(
    keys: FloatArray, offsets: IntArray, lengths: IntArray, unsorted_by_query: BoolArray | None = None
) -> FloatArray:
    """Sort each query's slice of ``keys`` in place, skipping slices already sorted (a
    run in rank order needs no sort: ``unsorted_by_query`` says which are not, or they
    are checked here); one call per block of equal lengths. Returns the keys in their
    original order (a copy only if something had to be sorted)."""
    if unsorted_by_query is not None and not unsorted_by_query.any():
        return keys
    by_offset = np.argsort(offsets, kind="stable")
    ordered_lengths = lengths[by_offset]
    edges = np.flatnonzero(np.diff(ordered_lengths)) + 1
    blocks = []
    for a, b in zip(np.concatenate(([0], edges)).tolist(), np.concatenate((edges, [len(lengths)])).tolist()):
        width = int(ordered_lengths[a])
        if width > 1:
            lo = int(offsets[by_offset[a]])
            block = keys[lo : lo + (b - a) * width].reshape(b - a, width)
            if unsorted_by_query is not None:
                unsorted = unsorted_by_query[by_offset[a:b]]
            else:
                unsorted = cast(BoolArray, (block[:, 1:] < block[:, :-1]).any(axis=1))
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


def _raise_bad_score(qids: Sequence[str], rankings: Sequence[Mapping[Any, Any]]) -> NoReturn:
    for qid, ranking in zip(qids, rankings):
        for docid, score in ranking.items():
            try:
                ok = bool(np.isfinite(float(score)))
            except (TypeError, ValueError, OverflowError):
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


def _tie_breaks(
    rankings: Sequence[Mapping[Any, Any]],
    keys: FloatArray,
    offsets: IntArray,
    rows: IntArray,
    targets: FloatArray,
    docids: list[Any],
) -> IntArray:
    """For each tied judged document (query ``rows[k]``, key ``targets[k]``, id
    ``docids[k]``): how many documents tied with it have a larger id as a string, which
    trec_eval ranks first (ties by docid, descending). ``keys``: every ranking's keys in
    its own order, from its offset."""
    out = np.zeros(rows.shape[0], dtype=np.int64)
    if _gather is not None:
        try:
            _gather.tie_breaks(
                list(rankings),
                rows,
                keys.astype(np.float64, copy=False),
                offsets,
                targets.astype(np.float64),
                docids,
                out,
            )
            return out
        except TypeError:  # ids that are not str, or rankings that are not dicts
            pass
    for k, (r, docid) in enumerate(zip(rows.tolist(), docids)):
        ranking = rankings[r]
        values = keys[int(offsets[r]) : int(offsets[r]) + len(ranking)]
        where = np.flatnonzero(values == targets[k]).tolist()
        head = list(islice(ranking, where[-1] + 1))  # ids up to the last tie only
        me = str(docid)
        out[k] = sum(1 for p in where if str(head[p]) > me)
    return out


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
