"""Prediction-powered means in a run's summary (``summary.ppi``): for each judged metric
with human labels on a subset of the samples, the judge's bias corrected with the labels,
and its interval, beside the plain judge mean (``summary.metrics``). The statistics are
:func:`ragmeter.stats.ppi_mean_ci`; this is their record in the JSON contract."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ragmeter.stats import PPIEstimate
from ragmeter.types._json import EMPTY, frozen, obj, opt_obj, strs

__all__ = ["PPISummary", "PredictionPowered"]


@dataclass(frozen=True, slots=True)
class PredictionPowered:
    """One metric: the prediction-powered mean and interval, how many samples were
    labelled and unlabelled (with a defined score), the rectifier (mean of human - judge on
    the labelled ones) and the interval from the labels alone."""

    mean: float
    ci_low: float
    ci_high: float
    n_labelled: int
    n_unlabelled: int
    rectifier: float
    human_mean: float
    human_ci_low: float
    human_ci_high: float
    level: float = 0.95

    @classmethod
    def of(cls, est: PPIEstimate) -> PredictionPowered:
        return cls(
            est.mean,
            est.low,
            est.high,
            est.n_labelled,
            est.n_unlabelled,
            est.rectifier,
            est.human_mean,
            est.human_low,
            est.human_high,
            est.level,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "mean": self.mean,
            "ci_low": self.ci_low,
            "ci_high": self.ci_high,
            "n_labelled": self.n_labelled,
            "n_unlabelled": self.n_unlabelled,
            "rectifier": self.rectifier,
            "human_mean": self.human_mean,
            "human_ci_low": self.human_ci_low,
            "human_ci_high": self.human_ci_high,
            "level": self.level,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "ppi") -> PredictionPowered:
        d = obj(d, where)
        return cls(
            d.get("mean", 0.0),
            d.get("ci_low", 0.0),
            d.get("ci_high", 0.0),
            d.get("n_labelled", 0),
            d.get("n_unlabelled", 0),
            d.get("rectifier", 0.0),
            d.get("human_mean", 0.0),
            d.get("human_ci_low", 0.0),
            d.get("human_ci_high", 0.0),
            d.get("level", 0.95),
        )


@dataclass(frozen=True)
class PPISummary:
    """The labels a run was given (``source``, how many records, how many matched a
    sample) and, per metric, its prediction-powered mean (None: fewer than two labelled
    samples with a defined score). ``notes`` say what was left out and why."""

    source: str
    n_records: int
    n_matched: int
    metrics: Mapping[str, PredictionPowered | None] = field(default_factory=lambda: EMPTY)
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "labels": {"source": self.source, "records": self.n_records, "matched": self.n_matched},
            "metrics": {m: None if p is None else p.to_dict() for m, p in self.metrics.items()},
            "notes": list(self.notes),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PPISummary:
        d = obj(d, "summary.ppi")
        labels = opt_obj(d.get("labels"), "summary.ppi.labels")
        metrics = opt_obj(d.get("metrics"), "summary.ppi.metrics")
        return cls(
            str(labels.get("source", "")),
            labels.get("records", 0),
            labels.get("matched", 0),
            frozen(
                {
                    m: None if v is None else PredictionPowered.from_dict(v, f"summary.ppi.metrics.{m}")
                    for m, v in metrics.items()
                }
            ),
            strs(d.get("notes"), "summary.ppi.notes"),
        )
