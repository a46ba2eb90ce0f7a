"""The streaming aggregator that turns per-sample results into a run's :class:`Summary`,
and the one assembly of a run's summary from its parts (:func:`assemble_summary`) that
every engine uses (the runner on this machine, the Ray engine).

The result types themselves (:class:`Run`, :class:`SampleResult`, :class:`Summary`)
live in :mod:`ragmeter.types`.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

from ragmeter._version import __version__
from ragmeter.agreement import AgreementCollector
from ragmeter.conversation_summary import ConversationRollup
from ragmeter.datasets.labels import HumanLabels
from ragmeter.judges.abilities import abilities
from ragmeter.judges.base import Judge
from ragmeter.judges.spec import describe_judge
from ragmeter.metrics import Metric
from ragmeter.metrics.overall import band, recommendations
from ragmeter.sample import DiagnosisLabel, Usage
from ragmeter.stats import bootstrap_mean_ci, ppi_mean_ci
from ragmeter.types import (
    CategoryMetric,
    CategorySummary,
    CISettings,
    DatasetInfo,
    MetricSummary,
    PPISummary,
    PredictionPowered,
    ResultSink,
    RunUsage,
    SampleResult,
    Summary,
)

__all__ = [
    "Aggregator",
    "CallbackSink",
    "LabelCollector",
    "RunParts",
    "RunResults",
    "RunSettings",
    "assemble_summary",
]


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


class CallbackSink:
    """A function of each result (``evaluate(on_result=...)``) as a :class:`ResultSink`."""

    def __init__(self, fn: Callable[[SampleResult], None]) -> None:
        self.fn = fn

    def add(self, r: SampleResult) -> None:
        self.fn(r)


class RunExtras:
    """The summary's optional sections: ``conversations`` (a run with conversation
    turns) and ``jury`` (a run judged by a jury: the jurors' agreement)."""

    def __init__(self, judge: Judge | None, metrics: Sequence[Metric]) -> None:
        from ragmeter.judges.jury import JuryJudge

        self.conversations = ConversationRollup([str(m) for m in metrics])
        self.jury = AgreementCollector(judge.labels) if isinstance(judge, JuryJudge) else None

    def add(self, r: SampleResult) -> None:
        self.conversations.add(r)
        if self.jury is not None:
            self.jury.add(r.sample.id, r.scores)

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.conversations:
            out["conversations"] = self.conversations.summary()
        if self.jury is not None:
            out["jury"] = self.jury.summary()
        return out


class RunResults:
    """What a run does with each result, in input order, whatever the engine: the
    aggregator, the human labels' collector, the summary's optional sections (per
    conversation, a jury's agreement), the kept results and the caller's sinks."""

    def __init__(
        self,
        metrics: Sequence[Metric],
        labels: HumanLabels | None = None,
        *,
        keep: bool = True,
        sinks: Sequence[ResultSink] = (),
        judge: Judge | None = None,
    ) -> None:
        self.agg = Aggregator(metrics)
        self.labels = None if labels is None else LabelCollector(labels, metrics)
        self.extras = RunExtras(judge, metrics)
        self.kept: list[SampleResult] | None = [] if keep else None
        self.sinks = tuple(sinks)

    @property
    def needs_records(self) -> bool:
        """Whether anything besides the aggregates reads the results (then they are kept
        whole: reasons, details, contexts). A jury's agreement reads the votes in the
        claims' details; the per-conversation summary needs only the light rows."""
        return self.kept is not None or bool(self.sinks) or self.extras.jury is not None

    def add(self, r: SampleResult) -> None:
        self.agg.add(r)
        self.extras.add(r)
        if self.labels is not None:
            self.labels.add(r)
        if self.kept is not None:
            self.kept.append(r)
        for sink in self.sinks:
            sink.add(r)


class RunSettings(Protocol):
    """What a summary reads of the runner's settings (``runner.EvalConfig``): the CI's
    resamples and seed, and the settings as the run records them. The engines are handed
    the runner's settings and never import the runner."""

    @property
    def ci_resamples(self) -> int: ...

    @property
    def seed(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class RunParts:
    """What a run was, besides its numbers: the data set's name and fingerprint, the
    metrics asked for, the judge, the runner's settings (``EvalConfig.to_dict()``, its CI
    resamples and seed), when it started and how long it took; for a run of a system its
    calls (``SystemRun.summary()``), for another engine its entry (``extra``)."""

    dataset: str
    fingerprint: str
    metrics: tuple[str, ...]
    judge: Judge
    config: Mapping[str, Any]
    resamples: int
    seed: int
    started: datetime
    duration: float
    system: Mapping[str, Any] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)


def assemble_summary(results: RunResults, parts: RunParts) -> Summary:
    """A run's summary from its results and parts: the one assembly every engine uses."""
    agg = results.agg
    summary = agg.summary(resamples=parts.resamples, seed=parts.seed)
    usage = {**summary.usage.to_dict(), **abilities(parts.judge).run_usage(agg.usage)}  # e.g. cost
    return replace(
        summary,
        usage=RunUsage.from_dict(usage),
        system=parts.system,
        ppi=None if results.labels is None else results.labels.summary(),
        dataset=DatasetInfo(parts.dataset, parts.fingerprint, agg.n),
        metrics_requested=parts.metrics,
        judge=describe_judge(parts.judge),
        config=parts.config,
        ragmeter_version=__version__,
        started_at=parts.started.isoformat(timespec="seconds"),
        duration_s=round(parts.duration, 3),
        samples_per_s=round(agg.n / parts.duration, 1) if parts.duration > 0 else None,
        extra={**summary.extra, **results.extras.summary(), **parts.extra},
    )
