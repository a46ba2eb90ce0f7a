"""Evaluation results: per-sample records, the streaming aggregator, and ``Result``."""

from __future__ import annotations

import json
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ragmeter.judges.base import Usage
from ragmeter.metrics import Metric
from ragmeter.metrics.overall import band, recommendations
from ragmeter.schema import Diagnosis, DiagnosisLabel, Sample, Score
from ragmeter.stats import bootstrap_mean_ci

__all__ = ["Aggregator", "Result", "SampleResult"]

UNCATEGORISED = "(none)"


@dataclass(frozen=True, slots=True)
class SampleResult:
    """Everything ragmeter concluded about one sample."""

    sample: Sample
    scores: Mapping[str, Score]
    diagnosis: Diagnosis
    refusal: bool = False
    usage: Usage = field(default_factory=Usage)

    @property
    def id(self) -> str:
        return self.sample.id

    @property
    def category(self) -> str | None:
        return self.sample.category

    def to_dict(self, *, with_details: bool = True) -> dict[str, Any]:
        s = self.sample
        out: dict[str, Any] = {
            "id": s.id,
            "question": s.question,
            "answer": s.answer,
            "category": s.category,
            "scores": {m: sc.to_dict(with_details=with_details) for m, sc in self.scores.items()},
            "diagnosis": self.diagnosis.label.value,
            "diagnosis_reason": self.diagnosis.reason,
            "refusal": self.refusal,
        }
        if with_details:
            out["reference"] = s.reference
            out["contexts"] = [
                {"id": c.id, "text": c.text, **({"score": c.score} if c.score is not None else {})}
                for c in s.contexts
            ]
            if s.relevant_ids is not None:
                out["relevant_ids"] = dict(s.relevant_ids)
        return out


class Aggregator:
    """Running totals for the summary; keeps only per-metric value arrays, not details."""

    def __init__(self, metrics: Sequence[Metric]) -> None:
        self.metrics = [str(m) for m in metrics]
        self.higher_is_better = {str(m): m.higher_is_better for m in metrics}
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
        cat = r.category or UNCATEGORISED
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

    def summary(
        self, *, resamples: int = 2000, seed: int = 0, recommend_threshold: float = 0.7
    ) -> dict[str, Any]:
        metrics: dict[str, Any] = {}
        means: dict[str, float] = {}
        for m in self.metrics:
            vals = self.values[m]
            ci = bootstrap_mean_ci(vals, resamples=resamples, seed=seed)
            entry: dict[str, Any] = {
                "mean": None if ci is None else ci.mean,
                "ci_low": None if ci is None else ci.low,
                "ci_high": None if ci is None else ci.high,
                "n_ok": len(vals),
                "n": self.n,
                "coverage": len(vals) / self.n if self.n else 0.0,
                "statuses": dict(sorted(self.statuses[m].items())),
                "higher_is_better": self.higher_is_better[m],
                "band": None if ci is None else band(ci.mean, self.higher_is_better[m]),
            }
            if ci is not None:
                means[m] = ci.mean
            metrics[m] = entry
        categories: dict[str, Any] = {}
        for cat in sorted(self.cat_n):
            cat_metrics = {}
            for m in self.metrics:
                vals = self.cat_values[cat][m]
                cat_metrics[m] = {
                    "mean": sum(vals) / len(vals) if vals else None,
                    "n_ok": len(vals),
                }
            categories[cat] = {
                "n": self.cat_n[cat],
                "metrics": cat_metrics,
                "diagnosis": dict(sorted(self.cat_diagnoses[cat].items())),
            }
        return {
            "n_samples": self.n,
            "metrics": metrics,
            "diagnosis": self._diagnosis_counts(),
            "categories": categories,
            "refusals": self.refusals,
            "recommendations": recommendations(means, recommend_threshold),
            "usage": {
                "calls": self.usage.calls,
                "cached_calls": self.usage.cached_calls,
                "prompt_tokens": self.usage.prompt_tokens,
                "completion_tokens": self.usage.completion_tokens,
            },
            "ci": {
                "method": "bootstrap percentile",
                "level": 0.95,
                "resamples": resamples,
                "seed": seed,
            },
        }


class Result:
    """What :func:`ragmeter.evaluate` returns.

    ``result["faithfulness"]`` is the mean; ``result.summary`` the full summary;
    ``result.samples`` the per-sample records (when kept); ``to_pandas()`` a frame
    with one row per sample and one column per metric.
    """

    def __init__(
        self,
        summary: Mapping[str, Any],
        samples: Sequence[SampleResult] | None,
        metrics: Sequence[Metric],
        meta: Mapping[str, Any],
    ) -> None:
        self.summary: dict[str, Any] = dict(summary)
        self._samples = samples
        self.metrics = list(metrics)
        self.meta: dict[str, Any] = dict(meta)

    @property
    def samples(self) -> Sequence[SampleResult]:
        if self._samples is None:
            raise RuntimeError("per-sample results were not kept (keep_samples=False)")
        return self._samples

    def __iter__(self) -> Iterator[SampleResult]:
        return iter(self.samples)

    def __len__(self) -> int:
        return int(self.summary["n_samples"])

    def mean(self, metric: str | Metric) -> float | None:
        entry = self.summary["metrics"].get(str(metric))
        if entry is None:
            raise KeyError(f"metric {str(metric)!r} was not evaluated")
        value = entry["mean"]
        return None if value is None else float(value)

    def __getitem__(self, metric: str) -> float | None:
        return self.mean(metric)

    def scores(self, metric: str) -> list[Score]:
        return [r.scores[metric] for r in self.samples]

    def to_dict(self, *, with_details: bool = True) -> dict[str, Any]:
        return {
            "summary": {**self.summary, **self.meta},
            "samples": [r.to_dict(with_details=with_details) for r in self.samples],
        }

    def to_json(self, *, indent: int | None = 2, with_details: bool = True) -> str:
        return json.dumps(self.to_dict(with_details=with_details), ensure_ascii=False, indent=indent)

    def to_pandas(self) -> Any:
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install 'ragmeter[pandas]'") from exc
        return pd.DataFrame(list(rows(self.samples, [str(m) for m in self.metrics])))

    def __repr__(self) -> str:
        parts = []
        for m in self.metrics:
            v = self.summary["metrics"][str(m)]["mean"]
            parts.append(f"{m}={'n/a' if v is None else f'{v:.4f}'}")
        return f"Result(n={len(self)}, " + ", ".join(parts) + ")"


def rows(samples: Iterable[SampleResult], metrics: Sequence[str]) -> Iterator[dict[str, Any]]:
    """Flat rows: id, question, category, diagnosis, one column per metric (None when
    undefined) and a ``<metric>_status`` column for every metric that is not ok."""
    for r in samples:
        row: dict[str, Any] = {
            "id": r.id,
            "question": r.sample.question,
            "category": r.category,
            "diagnosis": r.diagnosis.label.value,
        }
        for m in metrics:
            row[m] = r.scores[m].value
        for m in metrics:
            row[f"{m}_status"] = r.scores[m].status.value
        yield row
