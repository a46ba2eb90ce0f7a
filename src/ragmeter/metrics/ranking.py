"""Retrieval metrics on one sample: its contexts' ids (in rank order) against its
``relevant_ids``. The maths is :mod:`ragmeter.retrieval.kernels`, shared with the
stand-alone ``ragmeter.retrieval`` module."""

from __future__ import annotations

from collections.abc import Callable

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, MetricSpec
from ragmeter.retrieval import kernels
from ragmeter.schema import Sample, Score

__all__ = ["SPECS"]

Kernel = Callable[[list[int], dict[str, int], int | None], float]


def _ranked_grades(sample: Sample) -> tuple[list[int], list[str]] | Score:
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
    grades = [sample.relevant_ids.get(d, 0) for d in ranked]
    return grades, ranked


def _spec(
    name: str,
    description: str,
    kernel: Kernel,
    *,
    takes_k: bool,
    requires_k: bool,
    aliases: tuple[str, ...] = (),
) -> MetricSpec:
    def compute(sample: Sample, _j: Judgement | None, k: int | None) -> Score:
        got = _ranked_grades(sample)
        if isinstance(got, Score):
            return got
        grades, ranked = got
        qrels = dict(sample.relevant_ids or {})
        value = kernel(grades, qrels, k)
        hits = [d for d, g in zip(ranked, grades) if g >= 1]
        where = f"top {k}" if k is not None else "the ranking"
        return Score.of(
            value,
            f"{len([g for g in grades[:k] if g >= 1])} relevant of {sum(1 for g in qrels.values() if g >= 1)}"
            f" in {where}",
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


def _num_rel(qrels: dict[str, int]) -> int:
    return sum(1 for g in qrels.values() if g >= 1)


SPECS = (
    _spec(
        "recall",
        "Recall@k: relevant ids in the top k over all relevant ids.",
        lambda g, q, k: kernels.recall(g, _num_rel(q), k),
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "precision",
        "Precision@k: relevant ids in the top k, divided by k.",
        lambda g, q, k: kernels.precision(g, k or len(g) or 1),
        takes_k=True,
        requires_k=True,
    ),
    _spec(
        "mrr",
        "Reciprocal rank of the first relevant id (optionally within the top k).",
        lambda g, q, k: kernels.reciprocal_rank(g, k),
        takes_k=True,
        requires_k=False,
        aliases=("recip_rank",),
    ),
    _spec(
        "map",
        "Average precision over all relevant ids (optionally cut at k).",
        lambda g, q, k: kernels.average_precision(g, _num_rel(q), k),
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "ndcg",
        "nDCG with graded relevance (gain = grade, log2 discount), optionally at k.",
        lambda g, q, k: kernels.ndcg(g, list(q.values()), k),
        takes_k=True,
        requires_k=False,
    ),
    _spec(
        "hit_rate",
        "1 when any relevant id is in the top k.",
        lambda g, q, k: kernels.hit_rate(g, k or len(g)),
        takes_k=True,
        requires_k=True,
        aliases=("success",),
    ),
    _spec(
        "r_precision",
        "Precision at rank R, R the number of relevant ids.",
        lambda g, q, k: kernels.r_precision(g, _num_rel(q)),
        takes_k=False,
        requires_k=False,
        aliases=("rprec",),
    ),
)
