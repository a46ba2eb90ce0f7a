"""A run's summary: means with confidence intervals, coverage, diagnoses, categories,
and what the run was (dataset, judge, config, versions, timing).

``Summary.to_dict()`` is the ``"summary"`` object of ``ragmeter eval --json`` and of a
stored run, key for key; ``Summary.from_dict`` reads it back (an older run's missing
keys take their defaults; keys this version does not know are kept as they were).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ragmeter.errors import NotEvaluatedError
from ragmeter.sample import Usage
from ragmeter.types._json import EMPTY, frozen, obj, opt_obj, plain, strs
from ragmeter.types.ppi import PPISummary

__all__ = [
    "UNCATEGORISED",
    "CISettings",
    "CategoryMetric",
    "CategorySummary",
    "DatasetInfo",
    "MetricSummary",
    "RunUsage",
    "Summary",
]

#: the category of samples that have none, in summaries and comparisons
UNCATEGORISED = "(none)"


@dataclass(frozen=True, slots=True)
class MetricSummary:
    """One metric over a run: the mean of its defined scores with a bootstrap CI, how many
    samples had a value (``n_ok`` of ``n``), a count per status, and the status band."""

    mean: float | None
    ci_low: float | None = None
    ci_high: float | None = None
    n_ok: int = 0
    n: int = 0
    coverage: float = 0.0
    statuses: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    higher_is_better: bool = True
    band: str | None = None

    @property
    def undefined(self) -> dict[str, int]:
        """The statuses other than ``ok``, with their counts (left out of the mean)."""
        return {s: c for s, c in self.statuses.items() if s != "ok"}

    def to_dict(self) -> dict[str, Any]:
        return {
            "mean": self.mean,
            "ci_low": self.ci_low,
            "ci_high": self.ci_high,
            "n_ok": self.n_ok,
            "n": self.n,
            "coverage": self.coverage,
            "statuses": dict(self.statuses),
            "higher_is_better": self.higher_is_better,
            "band": self.band,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "metric") -> MetricSummary:
        d = obj(d, where)
        return cls(
            mean=d.get("mean"),
            ci_low=d.get("ci_low"),
            ci_high=d.get("ci_high"),
            n_ok=d.get("n_ok", 0),
            n=d.get("n", 0),
            coverage=d.get("coverage", 0.0),
            statuses=frozen(opt_obj(d.get("statuses"), f"{where}.statuses")),
            higher_is_better=bool(d.get("higher_is_better", True)),
            band=d.get("band"),
        )


@dataclass(frozen=True, slots=True)
class CategoryMetric:
    """A metric's mean within one category (no interval: categories are often small)."""

    mean: float | None
    n_ok: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"mean": self.mean, "n_ok": self.n_ok}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "metric") -> CategoryMetric:
        d = obj(d, where)
        return cls(d.get("mean"), d.get("n_ok", 0))


@dataclass(frozen=True, slots=True)
class CategorySummary:
    n: int
    metrics: Mapping[str, CategoryMetric] = field(default_factory=lambda: EMPTY)
    diagnosis: Mapping[str, int] = field(default_factory=lambda: EMPTY)

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "metrics": {m: v.to_dict() for m, v in self.metrics.items()},
            "diagnosis": dict(self.diagnosis),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "category") -> CategorySummary:
        d = obj(d, where)
        metrics = opt_obj(d.get("metrics"), f"{where}.metrics")
        return cls(
            n=d.get("n", 0),
            metrics=frozen(
                {m: CategoryMetric.from_dict(v, f"{where}.metrics.{m}") for m, v in metrics.items()}
            ),
            diagnosis=frozen(opt_obj(d.get("diagnosis"), f"{where}.diagnosis")),
        )


@dataclass(frozen=True, slots=True)
class RunUsage:
    """Model calls and tokens a run spent; ``extra`` is the judge's own accounting
    (the LLM judge adds ``endpoint`` statistics and ``cost_usd``)."""

    calls: int = 0
    cached_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    @property
    def cost_usd(self) -> float | None:
        cost = self.extra.get("cost_usd")
        return None if cost is None else float(cost)

    @property
    def endpoint(self) -> Mapping[str, Any]:
        return opt_obj(self.extra.get("endpoint"), "usage.endpoint")

    def to_dict(self) -> dict[str, Any]:
        counts = Usage(self.calls, self.cached_calls, self.prompt_tokens, self.completion_tokens)
        return {**counts.to_dict(), **plain(self.extra)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> RunUsage:
        d = opt_obj(d, "usage")
        base = ("calls", "cached_calls", "prompt_tokens", "completion_tokens")
        calls, cached, prompt, completion = (d.get(k, 0) for k in base)
        return cls(calls, cached, prompt, completion, frozen({k: v for k, v in d.items() if k not in base}))


@dataclass(frozen=True, slots=True)
class CISettings:
    method: str = "bootstrap percentile"
    level: float = 0.95
    resamples: int = 2000
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.method, "level": self.level, "resamples": self.resamples, "seed": self.seed}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> CISettings:
        d = opt_obj(d, "ci")
        dflt = cls()
        return cls(
            d.get("method", dflt.method),
            d.get("level", dflt.level),
            d.get("resamples", dflt.resamples),
            d.get("seed", dflt.seed),
        )


@dataclass(frozen=True, slots=True)
class DatasetInfo:
    """Which question set a run evaluated: its name (a path, or ``system``), the
    fingerprint of its ids, questions, references and relevant ids, and its size."""

    name: str | None = None
    fingerprint: str | None = None
    n: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "fingerprint": self.fingerprint, "n": self.n}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None, where: str = "dataset") -> DatasetInfo:
        d = opt_obj(d, where)
        return cls(d.get("name"), d.get("fingerprint"), d.get("n", 0))


_KNOWN = (
    "n_samples",
    "metrics",
    "diagnosis",
    "categories",
    "refusals",
    "recommendations",
    "usage",
    "ci",
    "system",
    "ppi",
    "dataset",
    "metrics_requested",
    "judge",
    "config",
    "ragmeter_version",
    "started_at",
    "duration_s",
    "samples_per_s",
)


@dataclass(frozen=True)
class Summary:
    """Everything ragmeter concluded about a run as a whole (see the module docstring).

    ``judge`` is the judge's own description (``describe()`` plus its resolved ``spec``)
    and ``config`` the run's settings (weights, diagnosis thresholds, CI resamples);
    both are free-form, recorded as given. ``system`` is the system runner's account
    (calls, failures, latency) when the run called a RAG system, else ``None``.
    """

    n_samples: int
    metrics: Mapping[str, MetricSummary] = field(default_factory=lambda: EMPTY)
    diagnosis: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    categories: Mapping[str, CategorySummary] = field(default_factory=lambda: EMPTY)
    refusals: int = 0
    recommendations: tuple[str, ...] = ()
    usage: RunUsage = field(default_factory=RunUsage)
    ci: CISettings = field(default_factory=CISettings)
    system: Mapping[str, Any] | None = None
    dataset: DatasetInfo = field(default_factory=DatasetInfo)
    metrics_requested: tuple[str, ...] = ()
    judge: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    config: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    ragmeter_version: str = ""
    started_at: str | None = None
    duration_s: float | None = None
    samples_per_s: float | None = None
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    #: prediction-powered means, when the run was given human labels (``--labels``)
    ppi: PPISummary | None = None

    # ------------------------------------------------------------ domain rules
    @property
    def shows_categories(self) -> bool:
        """Worth a per-category table: more than one category, or one that is named."""
        cats = self.categories
        return len(cats) > 1 or (bool(cats) and UNCATEGORISED not in cats)

    @property
    def judge_spec(self) -> str | None:
        spec = self.judge.get("spec")
        return str(spec) if spec else None

    def mean(self, metric: str) -> float | None:
        entry = self.metrics.get(metric)
        if entry is None:
            raise NotEvaluatedError(f"metric {metric!r} was not evaluated")
        return None if entry.mean is None else float(entry.mean)

    # ------------------------------------------------------------ the JSON contract
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "n_samples": self.n_samples,
            "metrics": {m: s.to_dict() for m, s in self.metrics.items()},
            "diagnosis": dict(self.diagnosis),
            "categories": {c: s.to_dict() for c, s in self.categories.items()},
            "refusals": self.refusals,
            "recommendations": list(self.recommendations),
            "usage": self.usage.to_dict(),
            "ci": self.ci.to_dict(),
        }
        if self.system is not None:
            out["system"] = plain(self.system)
        if self.ppi is not None:
            out["ppi"] = self.ppi.to_dict()
        return out | {
            "dataset": self.dataset.to_dict(),
            "metrics_requested": list(self.metrics_requested),
            "judge": plain(self.judge),
            "config": plain(self.config),
            "ragmeter_version": self.ragmeter_version,
            "started_at": self.started_at,
            "duration_s": self.duration_s,
            "samples_per_s": self.samples_per_s,
            **plain(self.extra),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Summary:
        d = obj(d, "summary")
        metrics = opt_obj(d.get("metrics"), "summary.metrics")
        cats = opt_obj(d.get("categories"), "summary.categories")
        return cls(
            n_samples=d.get("n_samples", 0),
            metrics=frozen(
                {m: MetricSummary.from_dict(v, f"summary.metrics.{m}") for m, v in metrics.items()}
            ),
            diagnosis=frozen(opt_obj(d.get("diagnosis"), "summary.diagnosis")),
            categories=frozen(
                {c: CategorySummary.from_dict(v, f"summary.categories.{c}") for c, v in cats.items()}
            ),
            refusals=d.get("refusals", 0),
            recommendations=strs(d.get("recommendations"), "summary.recommendations"),
            usage=RunUsage.from_dict(d.get("usage")),
            ci=CISettings.from_dict(d.get("ci")),
            system=None if d.get("system") is None else frozen(obj(d["system"], "summary.system")),
            dataset=DatasetInfo.from_dict(d.get("dataset"), "summary.dataset"),
            metrics_requested=strs(d.get("metrics_requested"), "summary.metrics_requested"),
            judge=frozen(opt_obj(d.get("judge"), "summary.judge")),
            config=frozen(opt_obj(d.get("config"), "summary.config")),
            ragmeter_version=d.get("ragmeter_version", ""),
            started_at=d.get("started_at"),
            duration_s=d.get("duration_s"),
            samples_per_s=d.get("samples_per_s"),
            extra=frozen({k: v for k, v in d.items() if k not in _KNOWN}),
            ppi=None if d.get("ppi") is None else PPISummary.from_dict(d["ppi"]),
        )
