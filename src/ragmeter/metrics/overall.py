"""The overall score, status bands and recommendations (seed 003's framework)."""

from __future__ import annotations

from collections.abc import Mapping

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec
from ragmeter.sample import Sample, Score, Status

__all__ = [
    "DEFAULT_WEIGHTS",
    "SPEC",
    "band",
    "overall_score",
    "recommendations",
]

DEFAULT_WEIGHTS: Mapping[str, float] = {
    "faithfulness": 0.25,
    "answer_relevancy": 0.25,
    "context_precision": 0.20,
    "context_recall": 0.20,
    "answer_correctness": 0.10,
}

BANDS: tuple[tuple[float, str], ...] = (
    (0.9, "Excellent"),
    (0.7, "Good"),
    (0.5, "Needs improvement"),
    (0.0, "Critical"),
)


def band(value: float, higher_is_better: bool = True) -> str:
    """The status band of a mean score (for lower-is-better metrics, of 1 - value)."""
    v = value if higher_is_better else 1.0 - value
    for threshold, name in BANDS:
        if v >= threshold:
            return name
    return BANDS[-1][1]


def overall_score(scores: Mapping[str, Score], weights: Mapping[str, float]) -> Score:
    """Weighted mean of the sample's defined scores among ``weights`` (weights of
    undefined scores are left out and the rest renormalised)."""
    used = {m: w for m, w in weights.items() if w > 0 and m in scores and scores[m].ok}
    if not used:
        return Score.not_applicable("none of the weighted metrics has a value for this sample")
    total = sum(used.values())
    value = sum((scores[m].value or 0.0) * w for m, w in used.items()) / total
    parts = ", ".join(f"{m}×{w:g}" for m, w in used.items())
    return Score.of(value, f"weighted mean of {parts}", weights=dict(used))


def _never(_sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
    return Score.undefined(Status.ERROR, "overall is derived by the runner from the other scores")


SPEC = MetricSpec(
    "overall",
    "Weighted mean of faithfulness, relevancy, context precision/recall and correctness.",
    Kind.DERIVED,
    _never,
    aliases=("overall_score",),
)

_ADVICE: Mapping[str, str] = {
    "faithfulness": "Low faithfulness: ground the generator harder (quote the contexts, "
    "tell it to refuse when they do not contain the answer, lower the temperature).",
    "answer_relevancy": "Low answer relevancy: improve query understanding (intent "
    "classification, query rewriting) and keep answers on the question.",
    "context_precision": "Low context precision: irrelevant chunks rank high; add a "
    "re-ranker or tighten the retriever's similarity cut-off.",
    "context_recall": "Low context recall: the answer never reaches the model; review the "
    "index (chunk size, overlap), add hybrid (keyword + dense) search or raise k.",
    "answer_correctness": "Low answer correctness: compare failing answers with their "
    "references; check both retrieval and the generator's instructions.",
    "hallucination": "Invented numbers or names: require answers to cite the context and "
    "check numbers against it.",
}


def recommendations(means: Mapping[str, float], threshold: float = 0.7) -> list[str]:
    """Advice for each headline metric below ``threshold`` (above it for hallucination)."""
    out = []
    for metric, advice in _ADVICE.items():
        if metric not in means:
            continue
        value = means[metric]
        bad = value > 1.0 - threshold if metric == "hallucination" else value < threshold
        if bad:
            out.append(advice)
    return out
