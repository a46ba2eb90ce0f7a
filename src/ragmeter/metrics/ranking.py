"""Retrieval metrics on one sample: its contexts' ids (in rank order) against its
``relevant_ids``. The specs are generated from :data:`ragmeter.retrieval.MEASURES`, the
one definition of each measure (trec_eval's): every score measure of
``ragmeter.retrieval`` is a RAG metric by the same names, and each is computed as a batch
of one query by the same kernels. Counts (``num_ret``, ``num_rel``, ``num_rel_ret``) are
sums over queries, not scores in [0, 1]; they stay in ``ragmeter retrieval``.
"""

from __future__ import annotations

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Param
from ragmeter.retrieval.kernels import Judged
from ragmeter.retrieval.measures import MEASURES, Measure, MeasureSpec
from ragmeter.sample import Sample, Score

__all__ = ["SPECS", "measure_of"]

_GAIN = Param("gain", "the grade (linear, trec_eval) or 2^grade - 1 (exp)", ("linear", "exp"), "linear")


def measure_of(metric: Metric) -> Measure:
    """The retrieval measure a retrieval metric computes."""
    return Measure(metric.spec.name, metric.k, "exp" if metric.param("gain") == "exp" else "linear")


def _ranked(sample: Sample) -> list[str] | Score:
    if sample.relevant_ids is None:
        return Score.not_applicable("needs relevant_ids")
    if len(sample.relevant_ids) == 0:
        return Score.not_applicable("out of scope: no document in the corpus answers this question")
    if any(c.id is None for c in sample.contexts):
        return Score.not_applicable("needs an id on every retrieved context")
    seen: set[str] = set()
    ranked: list[str] = []
    for c in sample.contexts:
        assert c.id is not None
        if c.id not in seen:  # several chunks of one document count once, at the best rank
            seen.add(c.id)
            ranked.append(c.id)
    return ranked


def _compute(sample: Sample, _j: Judgement | None, metric: Metric) -> Score:
    ranked = _ranked(sample)
    if isinstance(ranked, Score):
        return ranked
    k = metric.k
    qrels = dict(sample.relevant_ids or {})
    grades = [qrels.get(d, -1) for d in ranked]  # -1: not judged (trec_eval's "not in pool")
    value = measure_of(metric).compute(Judged.single(grades, list(qrels.values())))[0]
    hits = [d for d, g in zip(ranked, grades) if g >= 1]
    top = grades if k is None else grades[:k]
    where = f"top {k}" if k is not None else "the ranking"
    relevant = sum(1 for g in qrels.values() if g >= 1)
    return Score.of(
        float(value),
        f"{sum(1 for g in top if g >= 1)} relevant of {relevant} in {where}",
        relevant_retrieved=hits,
    )


def _spec(m: MeasureSpec) -> MetricSpec:
    names: dict[str, str] = {}  # aliases and trec_eval names, one spelling per lowercase name
    for alias in (*m.aliases, *(x for x in (m.trec, m.trec_cut) if x)):
        if alias.lower() != m.name:
            names.setdefault(alias.lower(), alias)
    return MetricSpec(
        m.name,
        m.description,
        Kind.RETRIEVAL,
        _compute,
        takes_k=m.takes_k,
        requires_k=m.requires_k,
        aliases=tuple(names.values()),
        params=(_GAIN,) if m.name == "ndcg" else (),
        display=lambda metric: str(measure_of(metric)),
    )


SPECS: tuple[MetricSpec, ...] = tuple(_spec(m) for m in MEASURES if not m.count)
