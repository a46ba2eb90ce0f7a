"""Scores of traced traffic over time, drawn: a Plotly figure (a plain dict, checked
against Plotly's schema in the tests) and the page ``ragmeter serve`` shows at
``/traffic``; the same section goes into a trace run's dashboard. Render only: every
number comes from the :class:`~ragmeter.types.timeline.Timeline`
(``ragmeter.report.html.render_timeline_page`` lays out the page)."""

from __future__ import annotations

from typing import Any

from ragmeter.report.html_charts import base_layout
from ragmeter.report.html_data import plot_text
from ragmeter.types.timeline import Timeline

__all__ = ["timeline_context", "timeline_figure"]

_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f")
_DROP = "#c62828"


def timeline_figure(t: Timeline) -> dict[str, Any] | None:
    """Each metric's window means with their 95% intervals; significant drops marked."""
    if not t.windows:
        return None
    x = [plot_text(w.label) for w in t.windows]
    traces: list[dict[str, Any]] = []
    for k, m in enumerate(t.metrics):
        stats = [w.metrics.get(m) for w in t.windows]
        means = [None if s is None else s.mean for s in stats]
        if all(v is None for v in means):
            continue
        plus = [
            None if s is None or s.mean is None or s.ci_high is None else s.ci_high - s.mean for s in stats
        ]
        minus = [
            None if s is None or s.mean is None or s.ci_low is None else s.mean - s.ci_low for s in stats
        ]
        label = plot_text(m + ("" if t.higher_is_better.get(m, True) else " ↓"))
        traces.append(
            {
                "type": "scatter",
                "mode": "lines+markers",
                "name": label,
                "x": x,
                "y": means,
                "line": {"color": _PALETTE[k % len(_PALETTE)]},
                "error_y": {"type": "data", "array": plus, "arrayminus": minus, "thickness": 1, "width": 3},
                "hovertemplate": f"{label} %{{x}}: %{{y:.3f}}<extra></extra>",
            }
        )
        drops = [(x[i], s.mean) for i, s in enumerate(stats) if s is not None and s.drop]
        if drops:
            traces.append(
                {
                    "type": "scatter",
                    "mode": "markers",
                    "name": plot_text(f"{m}: significant drop"),
                    "x": [d[0] for d in drops],
                    "y": [d[1] for d in drops],
                    "marker": {"color": _DROP, "size": 14, "symbol": "x-thin-open", "line": {"width": 3}},
                    "hovertemplate": f"{label}: drop against the previous window<extra></extra>",
                }
            )
    if not traces:
        return None
    return {
        "data": traces,
        "layout": base_layout(
            height=340,
            yaxis={"range": [0, 1.05], "title": {"text": "mean score (95% CI)"}},
            xaxis={"type": "category", "automargin": True},
        ),
    }


def _fmt(v: float | None, d: int = 3) -> str:
    return "n/a" if v is None else f"{v:.{d}f}"


def timeline_context(t: Timeline) -> dict[str, Any]:
    """What the template shows: rows (newest first), the drops, how many tests."""
    rows = []
    for w in reversed(t.windows):
        cells = []
        for m in t.metrics:
            s = w.metrics.get(m)
            if s is None or s.mean is None:
                cells.append({"metric": m, "text": "n/a", "change": "", "drop": False})
                continue
            change = ""
            if s.delta is not None and s.p_value is not None:
                change = f"{s.delta:+.3f} (p={s.p_value:.3g}, {s.test})"
            cells.append(
                {
                    "metric": m,
                    "text": f"{_fmt(s.mean)} [{_fmt(s.ci_low)}, {_fmt(s.ci_high)}] n={s.n}",
                    "change": change,
                    "drop": s.drop,
                }
            )
        rows.append({"key": w.key, "label": w.label, "n": w.n, "runs": list(w.runs), "cells": cells})
    tests = sum(1 for w in t.windows for s in w.metrics.values() if s.p_value is not None)
    drops = [
        {"window": w.label, "metric": m, "delta": s.delta, "p": s.p_value, "test": s.test}
        for w, m, s in t.drops
    ]
    return {"timeline": t, "rows": rows, "drops": drops, "tests": tests}
