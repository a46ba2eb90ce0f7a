"""What ``compare_runs(a, b)`` returns: run B against run A, paired by sample id.

``Comparison.to_dict()`` is ``ragmeter compare --json``'s output, key for key (see
:func:`ragmeter.compare.compare_runs` for what each number means).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ragmeter.sample import needs_attention
from ragmeter.types._json import EMPTY, frozen, obj, opt_obj, plain, seq, strs
from ragmeter.types.run import Run, RunInfo
from ragmeter.types.summary import DatasetInfo

__all__ = [
    "CaseDelta",
    "CategoryDelta",
    "Comparison",
    "DiagnosisChanges",
    "JudgeCheck",
    "MetricDelta",
    "RunRef",
    "Transition",
]


@dataclass(frozen=True)
class RunRef:
    """Which run a side of a comparison is: the history's record of a stored run, else
    what the run says of itself (``id`` is the file it was read from, if any)."""

    id: str | None = None
    label: str | None = None
    dataset: DatasetInfo | None = None
    judge: Mapping[str, Any] | None = None
    ragmeter_version: str | None = None
    info: RunInfo | None = None

    @classmethod
    def of(cls, run: Run) -> RunRef:
        if run.info is not None:  # the record as a comparison names it: without the means
            return cls(run.info.id, run.info.label, info=replace(run.info, means={}))
        s = run.summary
        return cls(run.source, None, s.dataset, s.judge, s.ragmeter_version)

    @property
    def judge_description(self) -> Mapping[str, Any] | None:
        return self.info.judge if self.info is not None else self.judge

    def display_name(self, id_chars: int | None = None) -> str:
        """``label (id)``, or the id alone; ``id_chars`` shortens the id beside a label."""
        if self.label:
            return f"{self.label} ({self.id[:id_chars]})" if self.id else self.label
        return self.id or "?"

    def to_dict(self) -> dict[str, Any]:
        if self.info is not None:
            out = self.info.to_dict()
            del out["means"]
            return out
        return {
            "id": self.id,
            "label": self.label,
            "dataset": None if self.dataset is None else self.dataset.to_dict(),
            "judge": None if self.judge is None else plain(self.judge),
            "ragmeter_version": self.ragmeter_version,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "a") -> RunRef:
        d = obj(d, where)
        if "created_at" in d:  # a stored run's record
            info = RunInfo.from_dict(d, where)
            return cls(info.id, info.label, info=info)
        ds, judge = d.get("dataset"), d.get("judge")
        return cls(
            d.get("id"),
            d.get("label"),
            None if ds is None else DatasetInfo.from_dict(ds, f"{where}.dataset"),
            None if judge is None else frozen(obj(judge, f"{where}.judge")),
            d.get("ragmeter_version"),
        )


@dataclass(frozen=True, slots=True)
class CaseDelta:
    """One paired sample's values in A and B (a top regression or improvement)."""

    id: str
    a: float
    b: float
    delta: float

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "a": self.a, "b": self.b, "delta": self.delta}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "case") -> CaseDelta:
        d = obj(d, where)
        return cls(str(d.get("id")), d.get("a", 0.0), d.get("b", 0.0), d.get("delta", 0.0))


_DELTA_KEYS = ("mean_a", "mean_b", "delta", "ci_low", "ci_high", "p_value")


@dataclass(frozen=True, slots=True)
class MetricDelta:
    """One metric over the pairs where it is defined in both runs: means, the delta
    B - A with its paired bootstrap CI, the randomization test's p-value, wins/ties/
    losses in the metric's direction, and the verdict. The per-metric rows (not the
    per-category ones) also count one-sided undefined scores and name the top cases."""

    higher_is_better: bool
    n_pairs: int
    mean_a: float | None = None
    mean_b: float | None = None
    delta: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    p_value: float | None = None
    wins: int = 0
    ties: int = 0
    losses: int = 0
    significant: bool = False
    verdict: str = "undefined"  # improved | regressed | not_significant | undefined
    undefined_a: int | None = None
    undefined_b: int | None = None
    top_regressions: tuple[CaseDelta, ...] | None = None
    top_improvements: tuple[CaseDelta, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"higher_is_better": self.higher_is_better, "n_pairs": self.n_pairs}
        out.update({k: getattr(self, k) for k in _DELTA_KEYS})
        out.update(
            wins=self.wins,
            ties=self.ties,
            losses=self.losses,
            significant=self.significant,
            verdict=self.verdict,
        )
        if self.undefined_a is not None:
            out["undefined_a"] = self.undefined_a
        if self.undefined_b is not None:
            out["undefined_b"] = self.undefined_b
        if self.top_regressions is not None:
            out["top_regressions"] = [c.to_dict() for c in self.top_regressions]
        if self.top_improvements is not None:
            out["top_improvements"] = [c.to_dict() for c in self.top_improvements]
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "metric") -> MetricDelta:
        d = obj(d, where)

        def cases(key: str) -> tuple[CaseDelta, ...] | None:
            if key not in d:
                return None
            return tuple(CaseDelta.from_dict(c, f"{where}.{key}") for c in seq(d[key], f"{where}.{key}"))

        return cls(
            bool(d.get("higher_is_better", True)),
            d.get("n_pairs", 0),
            mean_a=d.get("mean_a"),
            mean_b=d.get("mean_b"),
            delta=d.get("delta"),
            ci_low=d.get("ci_low"),
            ci_high=d.get("ci_high"),
            p_value=d.get("p_value"),
            wins=d.get("wins", 0),
            ties=d.get("ties", 0),
            losses=d.get("losses", 0),
            significant=bool(d.get("significant", False)),
            verdict=d.get("verdict", "undefined"),
            undefined_a=d.get("undefined_a"),
            undefined_b=d.get("undefined_b"),
            top_regressions=cases("top_regressions"),
            top_improvements=cases("top_improvements"),
        )


@dataclass(frozen=True, slots=True)
class CategoryDelta:
    n_paired: int
    metrics: Mapping[str, MetricDelta] = field(default_factory=lambda: EMPTY)

    def to_dict(self) -> dict[str, Any]:
        return {"n_paired": self.n_paired, "metrics": {m: s.to_dict() for m, s in self.metrics.items()}}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "category") -> CategoryDelta:
        d = obj(d, where)
        metrics = opt_obj(d.get("metrics"), f"{where}.metrics")
        return cls(
            d.get("n_paired", 0),
            frozen({m: MetricDelta.from_dict(s, f"{where}.metrics.{m}") for m, s in metrics.items()}),
        )


@dataclass(frozen=True, slots=True)
class Transition:
    """Samples whose diagnosis went from one label to another."""

    frm: str
    to: str
    ids: tuple[str, ...]
    direction: str = ""  # better | worse | changed; derived from the labels when empty

    def __post_init__(self) -> None:
        if not self.direction:
            object.__setattr__(self, "direction", self.direction_of(self.frm, self.to))

    @staticmethod
    def direction_of(frm: str, to: str) -> str:
        """``better`` into a fine diagnosis, ``worse`` out of one, else ``changed``."""
        if needs_attention(frm) and not needs_attention(to):
            return "better"
        if not needs_attention(frm) and needs_attention(to):
            return "worse"
        return "changed"

    @property
    def n(self) -> int:
        return len(self.ids)

    def to_dict(self) -> dict[str, Any]:
        return {
            "from": self.frm,
            "to": self.to,
            "n": self.n,
            "direction": self.direction,
            "ids": list(self.ids),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "transition") -> Transition:
        d = obj(d, where)
        return cls(
            str(d.get("from")), str(d.get("to")), strs(d.get("ids"), f"{where}.ids"), d.get("direction", "")
        )


@dataclass(frozen=True, slots=True)
class DiagnosisChanges:
    a: Mapping[str, int]
    b: Mapping[str, int]
    transitions: tuple[Transition, ...]
    unchanged: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": dict(self.a),
            "b": dict(self.b),
            "transitions": [t.to_dict() for t in self.transitions],
            "unchanged": self.unchanged,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "diagnosis") -> DiagnosisChanges:
        d = obj(d, where)
        return cls(
            frozen(opt_obj(d.get("a"), f"{where}.a")),
            frozen(opt_obj(d.get("b"), f"{where}.b")),
            tuple(Transition.from_dict(t, f"{where}.transitions") for t in seq(d.get("transitions"), where)),
            d.get("unchanged", 0),
        )


@dataclass(frozen=True, slots=True)
class JudgeCheck:
    """Did both runs use the same judge? Their resolved specs and versions, and a
    warning when they differ (part of every delta may then be the judge's)."""

    a: str | None
    b: str | None
    version_a: Any = None
    version_b: Any = None
    warning: str | None = None

    @property
    def same(self) -> bool:
        return self.warning is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "version_a": self.version_a,
            "version_b": self.version_b,
            "same": self.same,
            "warning": self.warning,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> JudgeCheck:
        d = opt_obj(d, "judges")
        return cls(d.get("a"), d.get("b"), d.get("version_a"), d.get("version_b"), d.get("warning"))


@dataclass(frozen=True)
class Comparison:
    """Run B against run A (see :func:`ragmeter.compare.compare_runs`). ``level`` is the
    confidence of the delta intervals (``1 - alpha``); ``regressions`` and
    ``improvements`` are the metrics whose verdict says so."""

    a: RunRef
    b: RunRef
    same_data: bool
    judges: JudgeCheck
    alpha: float
    level: float
    resamples: int
    seed: int
    method: Mapping[str, Any]
    n_a: int
    n_b: int
    n_paired: int
    only_in_a: tuple[str, ...]
    only_in_b: tuple[str, ...]
    changed_questions: tuple[str, ...]
    metrics: Mapping[str, MetricDelta]
    metrics_only_in_a: tuple[str, ...]
    metrics_only_in_b: tuple[str, ...]
    categories: Mapping[str, CategoryDelta]
    diagnosis: DiagnosisChanges
    #: per metric, conversations paired as units: each conversation's mean over its turns
    #: in A against B (empty when the runs hold no conversations)
    conversations: Mapping[str, MetricDelta] = field(default_factory=lambda: EMPTY)

    @property
    def regressions(self) -> list[str]:
        """Metrics significantly worse in B (what ``--fail-on-regression`` gates)."""
        return [m for m, s in self.metrics.items() if s.verdict == "regressed"]

    @property
    def improvements(self) -> list[str]:
        return [m for m, s in self.metrics.items() if s.verdict == "improved"]

    @property
    def fingerprint(self) -> str | None:
        """The question set's fingerprint, as side A records it."""
        if self.a.info is not None:
            return self.a.info.fingerprint
        return None if self.a.dataset is None else self.a.dataset.fingerprint

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a.to_dict(),
            "b": self.b.to_dict(),
            "same_data": self.same_data,
            "judges": self.judges.to_dict(),
            "alpha": self.alpha,
            "level": self.level,
            "resamples": self.resamples,
            "seed": self.seed,
            "method": plain(self.method),
            "n_a": self.n_a,
            "n_b": self.n_b,
            "n_paired": self.n_paired,
            "only_in_a": list(self.only_in_a),
            "only_in_b": list(self.only_in_b),
            "changed_questions": list(self.changed_questions),
            "metrics": {m: s.to_dict() for m, s in self.metrics.items()},
            "metrics_only_in_a": list(self.metrics_only_in_a),
            "metrics_only_in_b": list(self.metrics_only_in_b),
            "categories": {c: s.to_dict() for c, s in self.categories.items()},
            "diagnosis": self.diagnosis.to_dict(),
            "regressions": self.regressions,
            "improvements": self.improvements,
        } | (
            {"conversations": {m: s.to_dict() for m, s in self.conversations.items()}}
            if self.conversations
            else {}
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Comparison:
        d = obj(d, "comparison")
        metrics = opt_obj(d.get("metrics"), "metrics")
        cats = opt_obj(d.get("categories"), "categories")
        return cls(
            a=RunRef.from_dict(opt_obj(d.get("a"), "a"), "a"),
            b=RunRef.from_dict(opt_obj(d.get("b"), "b"), "b"),
            same_data=bool(d.get("same_data", True)),
            judges=JudgeCheck.from_dict(d.get("judges")),
            alpha=d.get("alpha", 0.05),
            level=d.get("level", 1.0 - d.get("alpha", 0.05)),
            resamples=d.get("resamples", 0),
            seed=d.get("seed", 0),
            method=frozen(opt_obj(d.get("method"), "method")),
            n_a=d.get("n_a", 0),
            n_b=d.get("n_b", 0),
            n_paired=d.get("n_paired", 0),
            only_in_a=strs(d.get("only_in_a"), "only_in_a"),
            only_in_b=strs(d.get("only_in_b"), "only_in_b"),
            changed_questions=strs(d.get("changed_questions"), "changed_questions"),
            metrics=frozen({m: MetricDelta.from_dict(s, f"metrics.{m}") for m, s in metrics.items()}),
            metrics_only_in_a=strs(d.get("metrics_only_in_a"), "metrics_only_in_a"),
            metrics_only_in_b=strs(d.get("metrics_only_in_b"), "metrics_only_in_b"),
            categories=frozen({c: CategoryDelta.from_dict(s, f"categories.{c}") for c, s in cats.items()}),
            diagnosis=DiagnosisChanges.from_dict(opt_obj(d.get("diagnosis"), "diagnosis")),
            conversations=frozen(
                {
                    m: MetricDelta.from_dict(s, f"conversations.{m}")
                    for m, s in opt_obj(d.get("conversations"), "conversations").items()
                }
            ),
        )
