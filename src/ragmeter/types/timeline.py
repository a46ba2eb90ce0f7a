"""Scores of traced traffic over time (``ragmeter.timeline.timeline`` builds it): the
headline metrics of the trace runs per day (of the interactions) or per run, each with
its 95% interval, and each window tested against the previous one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ragmeter.types._json import EMPTY

__all__ = ["Timeline", "Window", "WindowMetric"]


@dataclass(frozen=True)
class WindowMetric:
    """One metric in one window, and the change from the previous window."""

    n: int
    mean: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    #: mean here minus mean in the previous window (None: no previous values)
    delta: float | None = None
    p_value: float | None = None
    #: ``paired`` (the same interactions scored again) or ``unpaired`` (other traffic)
    test: str | None = None
    #: a significant change in the metric's bad direction
    drop: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "mean": self.mean,
            "ci_low": self.ci_low,
            "ci_high": self.ci_high,
            "delta": self.delta,
            "p_value": self.p_value,
            "test": self.test,
            "drop": self.drop,
        }


@dataclass(frozen=True)
class Window:
    """A day (``key`` ``YYYY-MM-DD``, UTC, of the interactions) or a run (``key`` its id)."""

    key: str
    label: str
    n: int
    runs: tuple[str, ...]
    metrics: Mapping[str, WindowMetric] = field(default_factory=lambda: EMPTY)

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label,
            "n": self.n,
            "runs": list(self.runs),
            "metrics": {m: v.to_dict() for m, v in self.metrics.items()},
        }


@dataclass(frozen=True)
class Timeline:
    by: str
    metrics: tuple[str, ...]
    higher_is_better: Mapping[str, bool]
    alpha: float
    windows: tuple[Window, ...]
    #: windows older than the ones kept (the page shows at most a bounded number)
    left_out: int = 0

    @property
    def drops(self) -> list[tuple[Window, str, WindowMetric]]:
        """Every significant drop: (window, metric, its statistics), oldest first."""
        return [(w, m, wm) for w in self.windows for m, wm in w.metrics.items() if wm.drop]

    def to_dict(self) -> dict[str, Any]:
        return {
            "by": self.by,
            "metrics": list(self.metrics),
            "higher_is_better": dict(self.higher_is_better),
            "alpha": self.alpha,
            "windows": [w.to_dict() for w in self.windows],
            "left_out": self.left_out,
        }
