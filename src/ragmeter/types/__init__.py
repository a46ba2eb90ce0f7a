"""The typed values that pass between ragmeter's layers.

The runner produces a :class:`Run` (a :class:`Summary` and :class:`SampleResult`\\ s);
the store records it and gives it back as the same type (with its :class:`RunInfo`);
``compare_runs`` turns two of them into a :class:`Comparison`; gates, renderers and the
web app read only these. Every type is frozen, and ``to_dict()`` / ``from_dict()`` are
the JSON contract of ``ragmeter eval --json``, ``runs show --json`` and ``compare --json``.

Domain rules live here once: which diagnoses need attention
(:func:`~ragmeter.sample.needs_attention`, :attr:`SampleResult.needs_attention`), the
category of uncategorised samples (:data:`UNCATEGORISED`, :attr:`Summary.shows_categories`),
the direction of a diagnosis change (:meth:`Transition.direction_of`), and how metrics
and runs are named on screen (:mod:`ragmeter.types.display`, :meth:`RunRef.display_name`).
"""

from ragmeter.types.comparison import (
    CaseDelta,
    CategoryDelta,
    Comparison,
    DiagnosisChanges,
    JudgeCheck,
    MetricDelta,
    RunRef,
    Transition,
)
from ragmeter.types.ppi import PPISummary, PredictionPowered
from ragmeter.types.run import ResultSink, Run, RunInfo, SampleResult
from ragmeter.types.summary import (
    UNCATEGORISED,
    CategoryMetric,
    CategorySummary,
    CISettings,
    DatasetInfo,
    MetricSummary,
    RunUsage,
    Summary,
)

__all__ = [
    "UNCATEGORISED",
    "CISettings",
    "CaseDelta",
    "CategoryDelta",
    "CategoryMetric",
    "CategorySummary",
    "Comparison",
    "DatasetInfo",
    "DiagnosisChanges",
    "JudgeCheck",
    "MetricDelta",
    "MetricSummary",
    "PPISummary",
    "PredictionPowered",
    "ResultSink",
    "Run",
    "RunInfo",
    "RunRef",
    "RunUsage",
    "SampleResult",
    "Summary",
    "Transition",
]
