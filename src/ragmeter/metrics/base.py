"""Metric definitions as values: a spec (what and how) plus its parameters (``k``).

``str(metric)`` is the canonical name and parses back: ``parse_metric("ndcg@10")``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from ragmeter.judges.base import Judgement, JudgeTask
from ragmeter.schema import Sample, Score

__all__ = ["Kind", "Metric", "MetricSpec", "Need"]


class Kind(str, Enum):
    JUDGED = "judged"  # needs a judge's tables
    TEXT = "text"  # pure text comparison, no judge
    RETRIEVAL = "retrieval"  # document ids only
    DERIVED = "derived"  # computed from the other scores of the sample


class Need(str, Enum):
    """The judge tables a metric can ask for (fields of :class:`JudgeTask`)."""

    ANSWER_VS_CONTEXTS = "answer_vs_contexts"
    REFERENCE_VS_CONTEXTS = "reference_vs_contexts"
    CORRECTNESS = "correctness"
    RELEVANCE = "relevance"


Compute = Callable[[Sample, "Judgement | None", "int | None"], Score]
Needs = Callable[[Sample], frozenset[Need]]


def _no_needs(_sample: Sample) -> frozenset[Need]:
    return frozenset()


@dataclass(frozen=True)
class MetricSpec:
    name: str
    description: str
    kind: Kind
    compute: Compute
    needs: Needs = _no_needs
    takes_k: bool = False
    requires_k: bool = False
    higher_is_better: bool = True
    aliases: tuple[str, ...] = ()
    group: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class Metric:
    spec: MetricSpec
    k: int | None = None

    def __post_init__(self) -> None:
        if self.k is not None and not self.spec.takes_k:
            raise ValueError(f"metric {self.spec.name!r} takes no cut-off (@k)")
        if self.k is None and self.spec.requires_k:
            raise ValueError(f"metric {self.spec.name!r} needs a cut-off, e.g. {self.spec.name}@10")
        if self.k is not None and self.k <= 0:
            raise ValueError(f"cut-off must be a positive integer, got {self.k}")

    @property
    def name(self) -> str:
        return str(self)

    @property
    def kind(self) -> Kind:
        return self.spec.kind

    @property
    def higher_is_better(self) -> bool:
        return self.spec.higher_is_better

    def needs(self, sample: Sample) -> frozenset[Need]:
        return self.spec.needs(sample)

    def compute(self, sample: Sample, judgement: Judgement | None) -> Score:
        return self.spec.compute(sample, judgement, self.k)

    def __str__(self) -> str:
        return self.spec.name if self.k is None else f"{self.spec.name}@{self.k}"

    def __repr__(self) -> str:
        return f"Metric({str(self)!r})"


def task_for(sample: Sample, needs: frozenset[Need]) -> JudgeTask:
    return JudgeTask(
        question=sample.question,
        answer=sample.answer or "",
        contexts=sample.context_texts,
        reference=sample.reference,
        answer_vs_contexts=Need.ANSWER_VS_CONTEXTS in needs,
        reference_vs_contexts=Need.REFERENCE_VS_CONTEXTS in needs,
        correctness=Need.CORRECTNESS in needs,
        relevance=Need.RELEVANCE in needs,
    )
