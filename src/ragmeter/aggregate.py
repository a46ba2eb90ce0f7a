"""The streaming aggregator that turns per-sample results into a run's :class:`Summary`.

The result types themselves (:class:`Run`, :class:`SampleResult`, :class:`Summary`)
live in :mod:`ragmeter.types`.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence

from ragmeter.datasets.labels import HumanLabels
from ragmeter.metrics import Metric
from ragmeter.metrics.overall import band, recommendations
from ragmeter.sample import DiagnosisLabel, Usage
from ragmeter.stats import bootstrap_mean_ci, ppi_mean_ci
from ragmeter.types import (
    CategoryMetric,
    CategorySummary,
    CISettings,
    MetricSummary,
    PPISummary,
    PredictionPowered,
    RunUsage,
    SampleResult,
    Summary,
)

__all__ = ["Aggregator", "LabelCollector"]


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


class LabelCollector:
    """The judge's scores of a run split by whether a person labelled the sample, for the
    prediction-powered means (``evaluate(labels=...)``): per labelled metric, the
    unlabelled samples' scores and the labelled samples' (score, label) pairs. Samples
    whose score is undefined are left out (counted in the notes)."""

    def __init__(self, labels: HumanLabels, metrics: Sequence[Metric]) -> None:
        self.labels = labels
        names = [str(m) for m in metrics]
        self.metrics = [m for m in labels.metrics if m in names]
        self.missing = [m for m in labels.metrics if m not in names]
        self.unlabelled: dict[str, array[float]] = {m: array("d") for m in self.metrics}
        self.judged: dict[str, array[float]] = {m: array("d") for m in self.metrics}
        self.human: dict[str, array[float]] = {m: array("d") for m in self.metrics}
        self.undefined: Counter[str] = Counter()
        self.seen: set[str] = set()

    def add(self, r: SampleResult) -> None:
        labelled = r.id in self.labels.by_id
        if labelled:
            self.seen.add(r.id)
        for m in self.metrics:
            sc = r.scores[m]
            label = self.labels.label(r.id, m) if labelled else None
            if not sc.ok or sc.value is None:
                if label is not None:
                    self.undefined[m] += 1
                continue
            if label is None:
                self.unlabelled[m].append(sc.value)
            else:
                self.judged[m].append(sc.value)
                self.human[m].append(label)

    def summary(self, level: float = 0.95) -> PPISummary:
        notes = []
        if self.missing:
            notes.append(f"labels for metrics this run did not evaluate: {', '.join(self.missing)}")
        unmatched = len(self.labels) - len(self.seen)
        if unmatched:
            notes.append(f"{unmatched} labelled record(s) match no sample of the data")
        out: dict[str, PredictionPowered | None] = {}
        for m in self.metrics:
            est = ppi_mean_ci(self.unlabelled[m], self.judged[m], self.human[m], level=level)
            out[m] = None if est is None else PredictionPowered.of(est)
            if self.undefined[m]:
                notes.append(
                    f"{m}: {self.undefined[m]} labelled sample(s) left out, their score is undefined"
                )
            if est is None:
                notes.append(f"{m}: fewer than two labelled samples with a score, no interval")
        return PPISummary(self.labels.source, len(self.labels), len(self.seen), out, tuple(notes))
