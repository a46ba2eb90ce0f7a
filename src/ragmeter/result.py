"""The streaming aggregator that turns per-sample results into a run's :class:`Summary`.

The result types themselves (:class:`Run`, :class:`SampleResult`, :class:`Summary`)
live in :mod:`ragmeter.types`; ``Result`` is :class:`Run`'s older name.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence

from ragmeter.metrics import Metric
from ragmeter.metrics.overall import band, recommendations
from ragmeter.schema import DiagnosisLabel, Usage
from ragmeter.stats import bootstrap_mean_ci
from ragmeter.types import (
    CategoryMetric,
    CategorySummary,
    CISettings,
    MetricSummary,
    Run,
    RunUsage,
    SampleResult,
    Summary,
)

__all__ = ["Aggregator", "Result", "SampleResult"]

#: the older name of :class:`ragmeter.types.Run`
Result = Run


class Aggregator:
    """Running totals for the summary; keeps only per-metric value arrays, not details."""

    def __init__(self, metrics: Sequence[Metric]) -> None:
        self.metrics = [str(m) for m in metrics]
        self.higher_is_better = {str(m): m.higher_is_better for m in metrics}
        self.banded = {str(m): m.spec.banded for m in metrics}
        self.n = 0
        # array('d'): 8 bytes a value instead of a 32-byte float object in a list
        self.values: dict[str, array[float]] = {m: array("d") for m in self.metrics}
        self.statuses: dict[str, Counter[str]] = {m: Counter() for m in self.metrics}
        self.diagnoses: Counter[str] = Counter()
        self.cat_n: Counter[str] = Counter()
        self.cat_values: dict[str, dict[str, array[float]]] = {}
        self.cat_diagnoses: dict[str, Counter[str]] = {}
        self.usage = Usage()
        self.refusals = 0

    def add(self, r: SampleResult) -> None:
        self.n += 1
        cat = r.category_key
        self.cat_n[cat] += 1
        cat_vals = self.cat_values.setdefault(cat, {m: array("d") for m in self.metrics})
        for m in self.metrics:
            sc = r.scores[m]
            self.statuses[m][sc.status.value] += 1
            if sc.ok and sc.value is not None:
                self.values[m].append(sc.value)
                cat_vals[m].append(sc.value)
        self.diagnoses[r.diagnosis.label.value] += 1
        self.cat_diagnoses.setdefault(cat, Counter())[r.diagnosis.label.value] += 1
        self.usage = self.usage + r.usage
        self.refusals += int(r.refusal)

    def _diagnosis_counts(self) -> dict[str, int]:
        """Every regular label (0 when absent), plus ``unknown`` only when it occurred."""
        labels: list[DiagnosisLabel] = [lb for lb in DiagnosisLabel if lb is not DiagnosisLabel.UNKNOWN]
        if self.diagnoses.get(DiagnosisLabel.UNKNOWN.value):
            labels.append(DiagnosisLabel.UNKNOWN)
        return {lb.value: self.diagnoses.get(lb.value, 0) for lb in labels}

    def summary(self, *, resamples: int = 2000, seed: int = 0, recommend_threshold: float = 0.7) -> Summary:
        """The run's statistics; the runner adds what the run was (dataset, judge ...)."""
        metrics: dict[str, MetricSummary] = {}
        means: dict[str, float] = {}
        for m in self.metrics:
            vals = self.values[m]
            ci = bootstrap_mean_ci(vals, resamples=resamples, seed=seed)
            hib = self.higher_is_better[m]
            metrics[m] = MetricSummary(
                mean=None if ci is None else ci.mean,
                ci_low=None if ci is None else ci.low,
                ci_high=None if ci is None else ci.high,
                n_ok=len(vals),
                n=self.n,
                coverage=len(vals) / self.n if self.n else 0.0,
                statuses=dict(sorted(self.statuses[m].items())),
                higher_is_better=hib,
                band=None if ci is None or not self.banded[m] else band(ci.mean, hib),
            )
            if ci is not None:
                means[m] = ci.mean
        categories: dict[str, CategorySummary] = {}
        for cat in sorted(self.cat_n):
            cat_metrics = {}
            for m in self.metrics:
                vals = self.cat_values[cat][m]
                cat_metrics[m] = CategoryMetric(sum(vals) / len(vals) if vals else None, len(vals))
            categories[cat] = CategorySummary(
                self.cat_n[cat], cat_metrics, dict(sorted(self.cat_diagnoses[cat].items()))
            )
        u = self.usage
        return Summary(
            n_samples=self.n,
            metrics=metrics,
            diagnosis=self._diagnosis_counts(),
            categories=categories,
            refusals=self.refusals,
            recommendations=tuple(recommendations(means, recommend_threshold)),
            usage=RunUsage(u.calls, u.cached_calls, u.prompt_tokens, u.completion_tokens),
            ci=CISettings("bootstrap percentile", 0.95, resamples, seed),
        )
