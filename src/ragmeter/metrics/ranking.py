"""Retrieval metrics on one sample: its contexts' ids (in rank order) against its
``relevant_ids``. Each is a batch of one query for the same kernels as the stand-alone
:mod:`ragmeter.retrieval` module (one definition of each measure, trec_eval's)."""

from __future__ import annotations

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, MetricSpec
from ragmeter.retrieval.kernels import Judged
from ragmeter.retrieval.measures import Measure
from ragmeter.schema import Sample, Score

__all__ = ["SPECS"]


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


def _spec(
    name: str,
    description: str,
    *,
    takes_k: bool,
    requires_k: bool,
    aliases: tuple[str, ...] = (),
) -> MetricSpec:
    def compute(sample: Sample, _j: Judgement | None, k: int | None) -> Score:
        ranked = _ranked(sample)
        if isinstance(ranked, Score):
            return ranked
        qrels = dict(sample.relevant_ids or {})
        grades = [qrels.get(d, -1) for d in ranked]  # -1: not judged (trec_eval's "not in pool")
        value = Measure(name, k).compute(Judged.single(grades, list(qrels.values())))[0]
        hits = [d for d, g in zip(ranked, grades) if g >= 1]
        top = grades if k is None else grades[:k]
        where = f"top {k}" if k is not None else "the ranking"
        relevant = sum(1 for g in qrels.values() if g >= 1)
        return Score.of(
            float(value),
            f"{sum(1 for g in top if g >= 1)} relevant of {relevant} in {where}",
            relevant_retrieved=hits,
        )

    return MetricSpec(
        name,
        description,
        Kind.RETRIEVAL,
        compute,
        takes_k=takes_k,
        requires_k=requires_k,
        aliases=aliases,
    )


SPECS = (
    _spec(
        "recall",
        "Recall@k: relevant ids in the top k over all relevant ids.",
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "precision",
        "Precision@k: relevant ids in the top k, divided by k.",
        takes_k=True,
        requires_k=True,
    ),
    _spec(
        "mrr",
        "Reciprocal rank of the first relevant id (optionally within the top k).",
        takes_k=True,
        requires_k=False,
        aliases=("recip_rank",),
    ),
    _spec(
        "map",
        "Average precision over all relevant ids (optionally cut at k).",
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "ndcg",
        "nDCG with graded relevance (gain = grade, log2 discount), optionally at k.",
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "hit_rate",
        "1 when any relevant id is in the top k.",
        takes_k=True,
        requires_k=True,
        aliases=("success",),
    ),
    _spec(
        "r_precision",
        "Precision at rank R, R the number of relevant ids.",
        takes_k=False,
        requires_k=False,
        aliases=("rprec",),
    ),
)
