"""Plotly figure specs (plain dicts) for the HTML report.

Every number comes from the run's summary, its per-sample histograms, a comparison
or the store's run list; these functions only lay them out. Labels that come from
the data (categories, run labels) go through :func:`plot_text`, because Plotly reads
a subset of HTML in its text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from ragmeter.report.html_data import plot_text
from ragmeter.types import CategoryMetric, Summary

__all__ = [
    "DIAGNOSIS_COLORS",
    "base_layout",
    "category_figure",
    "diagnosis_figure",
    "distribution_figure",
    "trend_figure",
]

DIAGNOSIS_COLORS: Mapping[str, str] = {
    "pass": "#2e7d32",
    "correct_refusal": "#00897b",
    "fix_retrieval": "#f9a825",
    "fix_generation": "#c62828",
    "should_refuse": "#6a1b9a",
    "unknown": "#9e9e9e",
}
_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f")
_FONT = {"family": "system-ui, -apple-system, Segoe UI, Roboto, sans-serif", "size": 12}


def base_layout(**extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "font": _FONT,
        "margin": {"l": 48, "r": 16, "t": 56, "b": 40},
        "paper_bgcolor": "rgba(0,0,0,0)",
        "plot_bgcolor": "rgba(0,0,0,0)",
        "legend": {"orientation": "h", "x": 0, "y": 1.02, "yanchor": "bottom"},
    }
    base.update(extra)
    return base


def distribution_figure(metric: str, edges: Sequence[float], counts: Sequence[int]) -> dict[str, Any]:
    """Bar chart of one metric's per-sample scores, binned over [0, 1]."""
    mids = [(a + b) / 2 for a, b in pairwise(edges)]
    width = edges[1] - edges[0] if len(edges) > 1 else 1.0
    labels = [f"{a:.1f}–{b:.1f}" for a, b in pairwise(edges)]
    return {
        "data": [
            {
                "type": "bar",
                "x": mids,
                "y": list(counts),
                "width": width * 0.95,
                "customdata": labels,
                "hovertemplate": "%{customdata}: %{y} samples<extra></extra>",
                "marker": {"color": "#1f77b4"},
                "name": plot_text(metric),
            }
        ],
        "layout": base_layout(
            title={"text": plot_text(metric), "font": {"size": 13}},
            height=200,
            margin={"l": 36, "r": 8, "t": 28, "b": 28},
            xaxis={"range": [0, 1], "dtick": 0.2, "fixedrange": True},
            yaxis={"title": {"text": "samples"}, "fixedrange": True, "rangemode": "tozero"},
            bargap=0.05,
            showlegend=False,
        ),
    }


def category_figure(summary: Summary, metrics: Sequence[str]) -> dict[str, Any] | None:
    """Grouped bars: mean of each metric per category (None when there are none)."""
    cats = summary.categories
    if not cats:
        return None
    names = list(cats)
    traces = []
    none = CategoryMetric(None)
    for k, m in enumerate(metrics):
        entries = [cats[c].metrics.get(m, none) for c in names]
        traces.append(
            {
                "type": "bar",
                "name": plot_text(m),
                "x": [plot_text(c) for c in names],
                "y": [e.mean for e in entries],
                "customdata": [e.n_ok for e in entries],
                "hovertemplate": f"{plot_text(m)} %{{x}}: %{{y:.3f}} (n=%{{customdata}})<extra></extra>",
                "marker": {"color": _PALETTE[k % len(_PALETTE)]},
            }
        )
    return {
        "data": traces,
        "layout": base_layout(
            barmode="group",
            height=320,
            yaxis={"range": [0, 1.02], "title": {"text": "mean score"}},
        ),
    }


def diagnosis_figure(summary: Summary) -> dict[str, Any]:
    """Stacked horizontal bars of diagnoses: all samples, then each category."""
    overall = summary.diagnosis
    rows = [("all samples", overall)] + [(c, v.diagnosis) for c, v in summary.categories.items()]
    labels = list(overall) + sorted({k for _, d in rows for k in d if k not in overall})
    y = [plot_text(name) for name, _ in rows]
    traces = [
        {
            "type": "bar",
            "orientation": "h",
            "name": label,
            "y": y,
            "x": [d.get(label, 0) for _, d in rows],
            "marker": {"color": DIAGNOSIS_COLORS.get(label, "#607d8b")},
            "hovertemplate": f"{label} %{{y}}: %{{x}}<extra></extra>",
        }
        for label in labels
    ]
    return {
        "data": traces,
        "layout": base_layout(
            barmode="stack",
            height=max(180, 60 + 34 * len(rows)),
            yaxis={"autorange": "reversed", "automargin": True},
            xaxis={"title": {"text": "samples"}},
        ),
    }


def trend_figure(runs: Sequence[Mapping[str, Any]], metrics: Sequence[str]) -> dict[str, Any] | None:
    """Headline means over the run history (oldest first); error bars where the run
    recorded its 95% CI. ``runs``: ``{"label", "created_at", "metrics": {m: {"mean",
    "ci_low", "ci_high"}}}``. None with fewer than two runs."""
    if len(runs) < 2:
        return None
    x = [plot_text(r.get("label") or r.get("created_at") or "?") for r in runs]
    traces = []
    for k, m in enumerate(metrics):
        entries = [(r.get("metrics") or {}).get(m) or {} for r in runs]
        means = [e.get("mean") for e in entries]
        if all(v is None for v in means):
            continue
        plus = [
            None if e.get("ci_high") is None or v is None else e["ci_high"] - v
            for e, v in zip(entries, means)
        ]
        minus = [
            None if e.get("ci_low") is None or v is None else v - e["ci_low"] for e, v in zip(entries, means)
        ]
        trace: dict[str, Any] = {
            "type": "scatter",
            "mode": "lines+markers",
            "name": plot_text(m),
            "x": x,
            "y": means,
            "line": {"color": _PALETTE[k % len(_PALETTE)]},
            "hovertemplate": f"{plot_text(m)} %{{x}}: %{{y:.3f}}<extra></extra>",
        }
        if any(v is not None for v in plus):
            trace["error_y"] = {
                "type": "data",
                "array": plus,
                "arrayminus": minus,
                "thickness": 1,
                "width": 3,
            }
        traces.append(trace)
    if not traces:
        return None
    return {
        "data": traces,
        "layout": base_layout(
            height=320,
            yaxis={"range": [0, 1.02], "title": {"text": "mean score"}},
            xaxis={"type": "category", "automargin": True},
        ),
    }
