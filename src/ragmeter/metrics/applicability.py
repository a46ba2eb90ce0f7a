"""Which metrics read the retrieved contexts, for samples that say their system had no
retrieval step at all (``"retrieval": false`` in the record, e.g. a traced chat call
without a retriever): there, such a metric is ``not_applicable`` rather than a score
against an empty list (faithfulness would read 0, "nothing is grounded")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ragmeter.metrics.base import Kind, Metric, Need
from ragmeter.sample import Context, Sample, Score

__all__ = ["NO_RETRIEVAL_REASON", "no_retrieval", "not_applicable_here", "reads_contexts"]

NO_RETRIEVAL_REASON = (
    "the system had no retrieval step for this sample (retrieval: false): no contexts to judge"
)
_CONTEXT_TABLES = frozenset({Need.ANSWER_VS_CONTEXTS, Need.REFERENCE_VS_CONTEXTS})
#: text metrics that compare the answer with the contexts
_TEXT_ON_CONTEXTS = frozenset({"hallucination"})
_PROBE = Sample("probe", "question", "answer", (Context("context", "c1"),), reference="reference")


def reads_contexts(metric: Metric) -> bool:
    """A retrieval metric, a judged metric that asks for a contexts table when the sample
    has contexts, or a text metric comparing the answer with the contexts."""
    if metric.kind is Kind.RETRIEVAL or metric.spec.name in _TEXT_ON_CONTEXTS:
        return True
    return metric.kind is Kind.JUDGED and bool(metric.needs(_PROBE) & _CONTEXT_TABLES)


def no_retrieval(sample: Sample) -> bool:
    return sample.metadata.get("retrieval") is False and not sample.contexts


def not_applicable_here(sample: Sample, metrics: Sequence[Metric]) -> Mapping[str, Score]:
    """The scores fixed before judging: ``not_applicable`` for the metrics that read
    contexts when the sample had no retrieval step; nothing otherwise."""
    if not no_retrieval(sample):
        return {}
    return {str(m): Score.not_applicable(NO_RETRIEVAL_REASON) for m in metrics if reads_contexts(m)}
