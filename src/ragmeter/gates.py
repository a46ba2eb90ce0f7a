"""Quality gates on a run's summary (pure): ``--fail-under`` and the pytest helper.

A threshold is a floor for metrics where higher is better and a ceiling for those where
lower is better (``hallucination=0.1`` fails when the mean hallucination is above 0.1).
A metric whose mean is undefined (no sample had it) fails its gate: an unmeasured
quality cannot pass. ``conversation:NAME=T`` gates the mean over conversations (each
conversation's mean over its turns) instead of the mean over turns; a conversation-level
metric (``knowledge_retention``) has one value per conversation either way.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.metrics import parse_metric
from ragmeter.types import Run, Summary

__all__ = ["GateFailure", "assert_thresholds", "check_thresholds", "normalise_thresholds"]


@dataclass(frozen=True)
class GateFailure:
    metric: str
    threshold: float
    mean: float | None
    higher_is_better: bool
    ci_low: float | None = None
    ci_high: float | None = None

    @property
    def message(self) -> str:
        if self.mean is None:
            return f"{self.metric}: undefined on every sample, so it cannot pass {self.threshold:g}"
        ci = "" if self.ci_low is None else f" (95% CI {self.ci_low:.3f}–{self.ci_high:.3f})"
        if self.higher_is_better:
            return f"{self.metric}: mean {self.mean:.3f}{ci} is below {self.threshold:g}"
        return f"{self.metric}: mean {self.mean:.3f}{ci} is above {self.threshold:g} (lower is better)"

    def to_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric,
            "threshold": self.threshold,
            "mean": self.mean,
            "higher_is_better": self.higher_is_better,
            "message": self.message,
        }


def normalise_thresholds(
    thresholds: Mapping[str, float], evaluated: Iterable[str] | None = None
) -> dict[str, float]:
    """Canonical metric names (``recall_5`` -> ``recall@5``) and values in [0, 1]; with
    ``evaluated``, every gated metric must be among them. Raises :class:`ConfigError`."""
    known = None if evaluated is None else {str(m) for m in evaluated}
    out: dict[str, float] = {}
    given: dict[str, str] = {}
    for name, value in thresholds.items():
        scope, bare = _scope(name)
        try:
            metric = str(parse_metric(bare))
        except ValueError as exc:
            raise ConfigError(f"threshold on {name!r}: {exc}") from None
        key = scope + metric
        if key in given:
            same = "" if given[key] == name else f" (as {given[key]!r} and {name!r})"
            raise ConfigError(f"two thresholds on {key}{same}; give one")
        given[key] = name
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
            raise ConfigError(f"threshold of {metric} must be a number in [0, 1], got {value!r}")
        if known is not None and metric not in known:
            evaluated_names = ", ".join(sorted(known))
            raise ConfigError(
                f"a threshold is set on {metric}, which is not evaluated (evaluated: {evaluated_names})"
            )
        out[key] = float(value)
    return out


#: a threshold on the mean over conversations (each conversation's mean over its turns)
CONVERSATION = "conversation:"


def _scope(name: str) -> tuple[str, str]:
    stripped = name.strip()
    if stripped.startswith(CONVERSATION):
        return CONVERSATION, stripped[len(CONVERSATION) :]
    return "", stripped


def _conversation_mean(summary: Summary, metric: str) -> float | None:
    conv = summary.extra.get("conversations")
    if not isinstance(conv, Mapping) or not conv.get("n_conversations"):
        raise ConfigError(f"a threshold is set on {CONVERSATION}{metric}, but the run has no conversations")
    entry = (conv.get("metrics") or {}).get(metric) or {}
    mean = entry.get("mean")
    return None if mean is None else float(mean)


def check_thresholds(summary: Summary, thresholds: Mapping[str, float]) -> list[GateFailure]:
    """The gates a run's summary fails (empty when it passes); thresholds should be
    normalised first."""
    failures: list[GateFailure] = []
    for name, threshold in thresholds.items():
        scope, metric = _scope(name)
        entry = summary.metrics.get(metric)
        if entry is None:
            raise ConfigError(f"the run has no metric {metric!r}")
        mean, hib = entry.mean, entry.higher_is_better
        low, high = entry.ci_low, entry.ci_high
        if scope:  # the mean over conversations: no interval of its own
            mean, low, high = _conversation_mean(summary, metric), None, None
        if mean is None or (mean < threshold if hib else mean > threshold):
            failures.append(GateFailure(name, threshold, mean, hib, low, high))
    return failures


def assert_thresholds(
    result: Run | Summary, thresholds: Mapping[str, float] | None = None, **more: float
) -> None:
    """Raise ``AssertionError`` listing every failed gate of a run (or its summary).

    >>> from ragmeter.types import MetricSummary
    >>> assert_thresholds(Summary(1, {"faithfulness": MetricSummary(0.9)}), faithfulness=0.8)
    """
    summary = result.summary if isinstance(result, Run) else result
    wanted = normalise_thresholds({**(thresholds or {}), **more})
    failures = check_thresholds(summary, wanted)
    if failures:
        raise AssertionError("ragmeter gate failed:\n" + "\n".join(f"  {f.message}" for f in failures))
