"""Scores of traced traffic over time (pure statistics; the store gives the points).

Windows are the days of the interactions (UTC, by when each traced call started) or the
trace runs themselves. An interaction scored by several runs counts once per day, with
its latest run's value. Each window has the mean of each headline metric with its
percentile bootstrap interval (:func:`ragmeter.stats.bootstrap_mean_ci`), and is tested
against the previous window with :mod:`ragmeter.compare`'s tests: the paired
randomization test when both windows scored the same interactions (a re-evaluation), the
unpaired permutation test otherwise (other traffic). A *drop* is a change with
``p < alpha`` in the metric's bad direction. Each window is one test per metric, so over
many windows some drops are chance: the page says how many tests it made.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ragmeter.compare import permutation_p_value, randomization_p_value
from ragmeter.stats import bootstrap_mean_ci
from ragmeter.types.timeline import Timeline, Window, WindowMetric

__all__ = ["MAX_WINDOWS", "Point", "from_store", "timeline"]

#: windows kept (the newest); older ones are counted in ``Timeline.left_out``
MAX_WINDOWS = 60
_TOL = 1e-12


@dataclass(frozen=True, slots=True)
class Point:
    """One defined score of one interaction in one trace run."""

    run_id: str
    run_created_at: str
    interaction: str
    started_at: str
    metric: str
    value: float


def _windows(
    points: Iterable[Point], by: str
) -> tuple[dict[str, dict[str, dict[str, float]]], dict[str, list[str]]]:
    """window -> metric -> interaction -> value (the latest run's when scored twice), and
    the runs each window's values came from (oldest first)."""
    ordered = sorted(points, key=lambda p: (p.run_created_at, p.run_id))
    out: dict[str, dict[str, dict[str, float]]] = {}
    runs: dict[str, dict[str, None]] = {}
    for p in ordered:
        key = p.started_at[:10] if by == "day" else p.run_id
        out.setdefault(key, {}).setdefault(p.metric, {})[p.interaction] = p.value
        runs.setdefault(key, {})[p.run_id] = None
    return out, {k: list(v) for k, v in runs.items()}


def _change(
    prev: Mapping[str, float], cur: Mapping[str, float], *, resamples: int, seed: int
) -> tuple[float, float, str] | None:
    """(delta, p, test) of the current window against the previous one, or None."""
    if not prev or not cur:
        return None
    delta = float(np.mean(list(cur.values())) - np.mean(list(prev.values())))
    if set(prev) == set(cur):
        ids = sorted(cur)
        diffs = np.array([cur[i] - prev[i] for i in ids], dtype=np.float64)
        return delta, randomization_p_value(diffs, resamples=resamples, seed=seed), "paired"
    if len(prev) < 2 or len(cur) < 2:
        return None
    a = np.array(list(prev.values()), dtype=np.float64)
    b = np.array(list(cur.values()), dtype=np.float64)
    return delta, permutation_p_value(a, b, resamples=resamples, seed=seed), "unpaired"


def timeline(
    points: Iterable[Point],
    metrics: Sequence[str],
    *,
    by: str = "day",
    higher_is_better: Mapping[str, bool] | None = None,
    run_labels: Mapping[str, str] | None = None,
    alpha: float = 0.05,
    resamples: int = 2000,
    seed: int = 0,
    max_windows: int = MAX_WINDOWS,
) -> Timeline:
    """The headline ``metrics`` of the points, by ``"day"`` or by ``"run"``, oldest first."""
    if by not in ("day", "run"):
        raise ValueError(f"by must be 'day' or 'run', got {by!r}")
    hib = dict.fromkeys(metrics, True) | dict(higher_is_better or {})
    wanted = set(metrics)
    grouped, runs_of = _windows((p for p in points if p.metric in wanted), by)
    keys = sorted(grouped) if by == "day" else list(grouped)  # runs come in creation order
    left_out = max(0, len(keys) - max_windows)
    windows: list[Window] = []
    previous: dict[str, dict[str, float]] = {}
    labels = run_labels or {}
    for key in keys:
        per_metric = grouped[key]
        stats: dict[str, WindowMetric] = {}
        for m in metrics:
            values = per_metric.get(m, {})
            ci = bootstrap_mean_ci(list(values.values()), resamples=resamples, seed=seed)
            change = _change(previous.get(m, {}), values, resamples=resamples, seed=seed)
            wm = WindowMetric(len(values))
            if ci is not None:
                wm = WindowMetric(len(values), ci.mean, ci.low, ci.high)
            if change is not None and ci is not None:
                delta, p, test = change
                worse = delta < -_TOL if hib[m] else delta > _TOL
                wm = WindowMetric(
                    len(values), ci.mean, ci.low, ci.high, delta, p, test, drop=bool(p < alpha and worse)
                )
            stats[m] = wm
            if values:
                previous[m] = values
        ids = {i for vals in per_metric.values() for i in vals}
        label = key if by == "day" else labels.get(key, key)
        windows.append(Window(key, label, len(ids), tuple(runs_of[key]), stats))
    kept = tuple(windows[left_out:])  # the first kept window is still tested against the one before
    return Timeline(by, tuple(metrics), {m: hib[m] for m in metrics}, alpha, kept, left_out)


def from_store(
    store: Any,
    by: str = "day",
    *,
    metrics: Sequence[str] | None = None,
    current: tuple[str, str, Sequence[tuple[str, str, str, float]]] | None = None,
    **options: Any,
) -> Timeline:
    """The timeline of the store's trace runs (``Store.traces``): the headline metrics
    they evaluated unless ``metrics`` is given. ``current``: a run not finished yet,
    as (run id, created_at, [(interaction, started_at, metric, value)])."""
    from ragmeter.metrics import parse_metric
    from ragmeter.types.display import HEADLINE

    evaluated = store.traces.run_metrics()
    if current is not None:
        evaluated.update({metric: 1 for _, _, metric, _ in current[2]})
    names = list(metrics) if metrics is not None else [m for m in HEADLINE if m in evaluated]
    hib: dict[str, bool] = {}
    for m in names:
        try:
            hib[m] = parse_metric(m).higher_is_better
        except ValueError:
            hib[m] = True
    labels: dict[str, str] = {}
    points: list[Point] = []
    for run_id, created, label, sample_id, started, metric, value in store.traces.run_scores(names):
        labels[run_id] = label or created[:16].replace("T", " ")
        points.append(Point(run_id, created, sample_id, started, metric, value))
    if current is not None:
        run_id, created, scores = current
        labels.setdefault(run_id, "this run")
        points.extend(Point(run_id, created, i, started, m, v) for i, started, m, v in scores if m in names)
    return timeline(points, names, by=by, higher_is_better=hib, run_labels=labels, **options)
