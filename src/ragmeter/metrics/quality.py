"""Seed 003's text-quality metric ``coherence``: the mean similarity of adjacent sentences
of the answer, on the sentence-similarity table the judge returns
(:mod:`ragmeter.judges.coherence`). ``fluency``, seed 003's other one, needs a language
model and is a rubric (:mod:`ragmeter.metrics.rubrics`)."""

from __future__ import annotations

from collections.abc import Sequence

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need
from ragmeter.sample import Sample, Score, Status

__all__ = ["SPECS", "coherence", "weakest_link"]

_QUOTE = 60


def weakest_link(similarities: Sequence[float]) -> tuple[float, int]:
    """The mean of the adjacent similarities and the index of the lowest (the first one
    when several tie); callers guarantee at least one value."""
    low = min(range(len(similarities)), key=lambda i: similarities[i])
    return sum(similarities) / len(similarities), low


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1] + "…"


def coherence(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    if j is None or j.coherence is None:
        return Score.undefined(Status.ERROR, "the judge returned no sentence-similarity table")
    links = j.coherence
    if len(links.sentences) < 2:
        return Score.not_applicable(
            "the answer is one sentence: there is no adjacent pair to compare (seed 003 would score it 1)"
        )
    mean, low = weakest_link(links.similarities)
    a, b = links.sentences[low], links.sentences[low + 1]
    reason = (
        f"mean {links.similarity} cosine of {len(links.similarities)} adjacent sentence pairs "
        f"(similarity: {links.similarity}); weakest link: sentences {low + 1}→{low + 2} "
        f"({links.similarities[low]:.2f}), “{_quote(a)}” → “{_quote(b)}”"
    )
    return Score.of(mean, reason, **links.to_dict(), weakest=low)


def _coherence_needs(sample: Sample) -> frozenset[Need]:
    return frozenset({Need.COHERENCE}) if (sample.answer or "").strip() else frozenset()


SPECS = (
    MetricSpec(
        "coherence",
        "Mean similarity of adjacent sentences of the answer (seed 003); the judge spec's "
        "similarity (character 3-grams, or E5 / the endpoint's embeddings), not banded.",
        Kind.JUDGED,
        coherence,
        _coherence_needs,
        banded=False,
    ),
)
