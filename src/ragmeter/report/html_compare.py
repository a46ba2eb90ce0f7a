"""The compare section of the HTML report, laid out from a :class:`~ragmeter.types.Comparison`
(render only: deltas, intervals, p-values and verdicts are the comparison's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ragmeter.report.html_charts import base_layout
from ragmeter.report.html_data import plot_text
from ragmeter.types import CategoryDelta, Comparison, MetricDelta
from ragmeter.types.display import metric_label

__all__ = ["VERDICT_MARKS", "category_delta_figure", "compare_context", "delta_figure"]

#: verdict -> (mark shown next to a delta, css class, colour)
VERDICT_MARKS: Mapping[str, tuple[str, str, str]] = {
    "improved": ("▲", "better", "#2e7d32"),
    "regressed": ("▼", "worse", "#c62828"),
    "not_significant": ("·", "ns", "#78909c"),
    "undefined": ("", "ns", "#b0bec5"),
}


def _mark(s: MetricDelta | None) -> tuple[str, str, str]:
    return VERDICT_MARKS.get(s.verdict if s is not None else "", VERDICT_MARKS["undefined"])


def delta_figure(metrics: Mapping[str, MetricDelta], level: float) -> dict[str, Any] | None:
    """Forest plot: each metric's delta (B - A) with its paired CI, coloured by verdict."""
    rows = [(m, s) for m, s in metrics.items() if s.delta is not None]
    if not rows:
        return None
    y = [metric_label(plot_text(m), s.higher_is_better) for m, s in rows]
    x = [s.delta for _, s in rows]
    plus = [(s.ci_high or 0.0) - (s.delta or 0.0) for _, s in rows]
    minus = [(s.delta or 0.0) - (s.ci_low or 0.0) for _, s in rows]
    colors = [_mark(s)[2] for _, s in rows]
    text = [
        f"{s.verdict.replace('_', ' ')} · p={s.p_value:.3g} · {s.wins}/{s.ties}/{s.losses} "
        f"win/tie/loss · n={s.n_pairs}"
        for _, s in rows
    ]
    return {
        "data": [
            {
                "type": "scatter",
                "mode": "markers",
                "x": x,
                "y": y,
                "customdata": text,
                "marker": {"color": colors, "size": 11, "symbol": "diamond"},
                "error_x": {
                    "type": "data",
                    "array": plus,
                    "arrayminus": minus,
                    "thickness": 2,
                    "width": 6,
                    "color": "#455a64",
                },
                "hovertemplate": "%{y}: Δ %{x:+.3f}<br>%{customdata}<extra></extra>",
                "showlegend": False,
            }
        ],
        "layout": base_layout(
            height=max(200, 70 + 34 * len(rows)),
            xaxis={
                "title": {"text": f"delta B − A with {level:.0%} paired bootstrap CI"},
                "zeroline": True,
                "zerolinecolor": "#455a64",
                "zerolinewidth": 2,
            },
            yaxis={"autorange": "reversed", "automargin": True},
            margin={"l": 48, "r": 16, "t": 24, "b": 48},
        ),
    }


def category_delta_figure(
    categories: Mapping[str, CategoryDelta], metrics: list[str]
) -> dict[str, Any] | None:
    """Heatmap of deltas per category and metric; the cell text carries the verdict mark."""
    cats = [c for c in categories if categories[c].metrics]
    if not cats or not metrics:
        return None
    z: list[list[float | None]] = []
    text: list[list[str]] = []
    for c in cats:
        row_z: list[float | None] = []
        row_t: list[str] = []
        for m in metrics:
            s = categories[c].metrics.get(m)
            d = None if s is None else s.delta
            row_t.append("n/a" if d is None else f"{d:+.2f} {_mark(s)[0]}".strip())
            if s is not None and d is not None and not s.higher_is_better:
                d = -d  # colour by improvement, whatever the metric's direction
            row_z.append(d)
        z.append(row_z)
        text.append(row_t)
    return {
        "data": [
            {
                "type": "heatmap",
                "z": z,
                "x": [plot_text(m) for m in metrics],
                "y": [plot_text(f"{c} (n={categories[c].n_paired})") for c in cats],
                "text": text,
                "texttemplate": "%{text}",
                "hovertemplate": "%{y} · %{x}: %{text}<extra></extra>",
                "colorscale": [[0, "#c62828"], [0.5, "#f5f5f5"], [1, "#2e7d32"]],
                "zmid": 0,
                "zmin": -0.5,
                "zmax": 0.5,
                "colorbar": {"title": {"text": "better →"}, "thickness": 10},
            }
        ],
        "layout": base_layout(
            height=max(180, 80 + 36 * len(cats)),
            yaxis={"autorange": "reversed", "automargin": True},
            xaxis={"automargin": True, "side": "top"},
            margin={"l": 48, "r": 16, "t": 40, "b": 16},
        ),
    }


def compare_context(comparison: Comparison) -> dict[str, Any]:
    """Everything the compare section of the template shows, plus its figures."""
    metrics = comparison.metrics
    categories = comparison.categories
    level = comparison.level
    figures: dict[str, Any] = {}
    forest = delta_figure(metrics, level)
    if forest is not None:
        figures["compare-chart"] = forest
    heat = category_delta_figure(categories, list(metrics)) if len(categories) > 1 else None
    if heat is not None:
        figures["compare-categories-chart"] = heat
    diagnosis = comparison.diagnosis
    return {
        "a": comparison.a.display_name(12),
        "b": comparison.b.display_name(12),
        "alpha": comparison.alpha,
        "level": level,
        "n_paired": comparison.n_paired,
        "same_data": comparison.same_data,
        "only_in_a": len(comparison.only_in_a),
        "only_in_b": len(comparison.only_in_b),
        "method": comparison.method,
        "metrics": metrics,
        "categories": categories,
        "conversations": comparison.conversations,
        "category_metrics": list(metrics),
        "marks": VERDICT_MARKS,
        "transitions": diagnosis.transitions,
        "unchanged": diagnosis.unchanged,
        "diagnosis_a": diagnosis.a,
        "diagnosis_b": diagnosis.b,
        "regressions": comparison.regressions,
        "improvements": comparison.improvements,
        "figures": figures,
        "has_forest": "compare-chart" in figures,
        "has_heat": "compare-categories-chart" in figures,
    }
