"""``evaluate()``: trec_eval's numbers from dicts, files, DataFrames or arrays."""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ragmeter.errors import ConfigError
from ragmeter.retrieval.files import rank_files
from ragmeter.retrieval.inputs import QrelsLike, RunLike, is_file, source_name, to_qrels, to_run
from ragmeter.retrieval.kernels import FloatArray, Judged
from ragmeter.retrieval.measures import Measure, parse_named
from ragmeter.retrieval.ranking import QrelsIndex, empty_run, rank_run

__all__ = ["MissingQueriesWarning", "Prepared", "RetrievalResult", "evaluate", "prepare"]

Metrics = str | Measure | Iterable[str | Measure]


class MissingQueriesWarning(UserWarning):
    """Queries of the qrels have no ranking in the run and were left out of the means
    (pass ``complete=True``, trec_eval's ``-c``, to score them 0 instead).
    ``.count`` and ``.qids`` say which."""

    def __init__(self, qids: Sequence[str]) -> None:
        self.qids = tuple(qids)
        self.count = len(self.qids)
        shown = ", ".join(repr(q) for q in self.qids[:5]) + (", ..." if self.count > 5 else "")
        noun = "query" if self.count == 1 else "queries"
        super().__init__(
            f"{self.count} qrels {noun} not in the run left out of the means ({shown}); "
            "pass complete=True (trec_eval -c) to score them 0"
        )


@dataclass(frozen=True)
class RetrievalResult:
    """Means (sums for the counts ``num_*``, as trec_eval) and per-query values, keyed by
    the measure names as asked; plus which queries were scored, missing or ignored."""

    measures: tuple[str, ...]
    summary: dict[str, float]
    per_query: dict[str, dict[str, float]]
    num_queries: int
    missing: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    complete: bool = False
    rel_level: int = 1
    counts: frozenset[str] = field(default_factory=frozenset)

    def to_dict(self) -> dict[str, Any]:
        return {
            "measures": list(self.measures),
            "summary": self.summary,
            "per_query": self.per_query,
            "num_queries": self.num_queries,
            "missing_queries": list(self.missing),
            "ignored_queries": list(self.ignored),
            "complete": self.complete,
            "rel_level": self.rel_level,
        }


@dataclass(frozen=True, eq=False)
class Prepared:
    """A run ranked against qrels once (the costly part), ready to be measured any
    number of times, at any relevance level."""

    qids: tuple[str, ...]
    judged: Judged
    missing: tuple[str, ...]
    ignored: tuple[str, ...]
    complete: bool

    def values(self, metrics: Metrics, rel_level: int = 1) -> dict[str, FloatArray]:
        """One array of per-query values (in ``qids`` order) per measure."""
        named = self._check(parse_named(metrics), rel_level)
        return {name: m.compute(self.judged, rel_level) for name, m in named}

    def _check(self, named: list[tuple[str, Measure]], rel_level: int) -> list[tuple[str, Measure]]:
        _check_level(rel_level)
        if not self.judged.nonrelevant and (rel_level < 1 or any(m.name == "bpref" for _, m in named)):
            raise ConfigError(
                "bpref and rel_level=0 need the documents judged 0, which prepare(nonrelevant=False) skipped"
            )
        return named

    def result(self, metrics: Metrics, rel_level: int = 1) -> RetrievalResult:
        """Summary and per-query values, with the query bookkeeping."""
        return self._result(parse_named(metrics), rel_level)

    def evaluate(
        self, metrics: Metrics, per_query: bool = False, rel_level: int = 1
    ) -> dict[str, float] | dict[str, dict[str, float]]:
        """``{metric: mean}`` or, with ``per_query``, ``{qid: {metric: value}}``."""
        return self._evaluate(parse_named(metrics), per_query, rel_level)

    def _evaluate(
        self, named: list[tuple[str, Measure]], per_query: bool, rel_level: int
    ) -> dict[str, float] | dict[str, dict[str, float]]:
        if per_query:
            return self._result(named, rel_level).per_query
        self._check(named, rel_level)
        return {name: _aggregate(m.compute(self.judged, rel_level), m.is_count) for name, m in named}

    def _result(self, named: list[tuple[str, Measure]], rel_level: int) -> RetrievalResult:
        self._check(named, rel_level)
        values = {name: m.compute(self.judged, rel_level) for name, m in named}
        counts = frozenset(name for name, m in named if m.is_count)
        summary = {name: _aggregate(v, name in counts) for name, v in values.items()}
        columns = {name: v.tolist() for name, v in values.items()}
        per_query = {
            qid: {name: column[i] for name, column in columns.items()} for i, qid in enumerate(self.qids)
        }
        return RetrievalResult(
            measures=tuple(values),
            summary=summary,
            per_query=per_query,
            num_queries=len(self.qids),
            missing=self.missing,
            ignored=self.ignored,
            complete=self.complete,
            rel_level=rel_level,
            counts=counts,
        )


def _check_level(rel_level: int) -> None:
    if isinstance(rel_level, bool) or not isinstance(rel_level, (int, np.integer)) or rel_level < 0:
        raise ConfigError(f"rel_level must be a non-negative integer, got {rel_level!r}")


def _aggregate(values: FloatArray, count: bool) -> float:
    """trec_eval's summary: counts are summed, measures averaged; both accumulated
    query by query in order."""
    total = sum(values.tolist(), 0.0)
    return total if count else total / values.shape[0]


def prepare(
    qrels: QrelsLike,
    run: RunLike,
    *,
    complete: bool = False,
    float32: bool = False,
    max_docs: int | None = None,
    nonrelevant: bool = True,
    extra_fields: bool = False,
    _stacklevel: int = 2,
) -> Prepared:
    """Read and rank once; see :func:`evaluate` for the arguments. Warns
    :class:`MissingQueriesWarning` when qrels queries are absent from the run and
    ``complete`` is false. ``nonrelevant=False`` skips the documents judged grade 0,
    which only bpref and ``rel_level=0`` need (faster: most TREC judgements are 0)."""
    if max_docs is not None and (isinstance(max_docs, bool) or max_docs <= 0):
        raise ConfigError(f"max_docs must be a positive integer, got {max_docs!r}")
    options: dict[str, Any] = {
        "complete": complete, "float32": float32, "max_docs": max_docs, "nonrelevant": nonrelevant
    }  # fmt: skip
    ranked = None
    if is_file(qrels) and is_file(run):  # read by the C module, if built
        ranked = rank_files(qrels, run, extra_fields=extra_fields, **options)
    if ranked is None:
        index = QrelsIndex.build(to_qrels(qrels))
        run_map = to_run(run, extra_fields)
        if not run_map and not complete and is_file(run):
            raise empty_run(source_name(run))
        ranked = rank_run(index, run_map, **options)
    if ranked.missing and not complete:
        warnings.warn(MissingQueriesWarning(ranked.missing), stacklevel=_stacklevel)
    return Prepared(ranked.qids, ranked.judged, ranked.missing, ranked.ignored, complete)


def evaluate(
    qrels: QrelsLike,
    run: RunLike,
    metrics: Metrics,
    per_query: bool = False,
    rel_level: int = 1,
    complete: bool = False,
    float32: bool = False,
    max_docs: int | None = None,
    extra_fields: bool = False,
) -> dict[str, float] | dict[str, dict[str, float]]:
    """Retrieval measures with trec_eval 10's semantics.

    ``qrels``: ``{qid: {docid: grade}}`` (or a list of relevant ids per query), a TREC
    qrels file, a DataFrame or numpy arrays (qid, docid, grade). ``run``: ``{qid:
    {docid: score}}`` (or a ranked list of ids per query), a TREC run file, a DataFrame
    or arrays (qid, docid, score). ``metrics``: names such as ``ndcg@10``, ``map``,
    ``mrr``, ``recall@100``, ``precision@10``, or trec_eval's (``ndcg_cut_10``, ``P_10``).

    Returns ``{metric: mean}`` (counts ``num_*`` summed), or ``{qid: {metric: value}}``
    with ``per_query=True``, keyed by the names as given. A document is relevant when its
    grade is at least ``rel_level``. Judged queries without relevant documents score 0
    and count. Qrels queries absent from the run are left out with a
    :class:`MissingQueriesWarning`, or scored 0 with ``complete=True`` (trec_eval -c).
    ``float32=True`` rounds scores to float32 first, reproducing pytrec_eval;
    ``max_docs`` keeps only each query's top documents (trec_eval -M).

    A TREC file is a path or a binary file object, read once from start to end (a pipe
    works). Run lines have exactly 6 fields and qrels lines 4; ``extra_fields=True``
    accepts run lines with more and ignores what follows the sixth, as trec_eval does.
    """
    named = parse_named(metrics)  # bad names fail before any file is read
    _check_level(rel_level)
    nonrelevant = rel_level < 1 or any(m.name == "bpref" for _, m in named)
    prepared = prepare(
        qrels,
        run,
        complete=complete,
        float32=float32,
        max_docs=max_docs,
        nonrelevant=nonrelevant,
        extra_fields=extra_fields,
        _stacklevel=3,
    )
    return prepared._evaluate(named, per_query, rel_level)
