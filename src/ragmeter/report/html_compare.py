"""The compare section of the HTML report, laid out from :func:`ragmeter.compare.compare_runs`
output (render only: deltas, intervals, p-values and verdicts are the comparison's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ragmeter.report.html_charts import base_layout
from ragmeter.report.html_data import plot_text

__all__ = ["VERDICT_MARKS", "category_delta_figure", "compare_context", "delta_figure"]

#: verdict -> (mark shown next to a delta, css class, colour)
VERDICT_MARKS: Mapping[str, tuple[str, str, str]] = {
    "improved": ("▲", "better", "#2e7d32"),
    "regressed": ("▼", "worse", "#c62828"),
    "not_significant": ("·", "ns", "#78909c"),
    "undefined": ("", "ns", "#b0bec5"),
}


def _run_name(info: Mapping[str, Any]) -> str:
    label, rid = info.get("label"), info.get("id")
    if label and rid:
        return f"{label} ({str(rid)[:12]})"
    return str(label or rid or "?")


def delta_figure(metrics: Mapping[str, Mapping[str, Any]], level: float) -> dict[str, Any] | None:
    """Forest plot: each metric's delta (B - A) with its paired CI, coloured by verdict."""
    rows = [(m, s) for m, s in metrics.items() if s.get("delta") is not None]
    if not rows:
        return None
    y = [plot_text(m) + ("" if s.get("higher_is_better", True) else " ↓") for m, s in rows]
    x = [s["delta"] for _, s in rows]
    plus = [s["ci_high"] - s["delta"] for _, s in rows]
    minus = [s["delta"] - s["ci_low"] for _, s in rows]
    colors = [VERDICT_MARKS.get(s.get("verdict", ""), VERDICT_MARKS["undefined"])[2] for _, s in rows]
    text = [
        f"{s['verdict'].replace('_', ' ')} · p={s['p_value']:.3g} · {s['wins']}/{s['ties']}/{s['losses']} "
        f"win/tie/loss · n={s['n_pairs']}"
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
    categories: Mapping[str, Mapping[str, Any]], metrics: list[str]
) -> dict[str, Any] | None:
    """Heatmap of deltas per category and metric; the cell text carries the verdict mark."""
    cats = [c for c in categories if categories[c].get("metrics")]
    if not cats or not metrics:
        return None
    z: list[list[float | None]] = []
    text: list[list[str]] = []
    for c in cats:
        row_z: list[float | None] = []
        row_t: list[str] = []
        for m in metrics:
            s = categories[c]["metrics"].get(m) or {}
            d = s.get("delta")
            if d is not None and not s.get("higher_is_better", True):
                d = -d  # colour by improvement, whatever the metric's direction
            row_z.append(d)
            mark = VERDICT_MARKS.get(s.get("verdict", ""), VERDICT_MARKS["undefined"])[0]
            row_t.append("n/a" if s.get("delta") is None else f"{s['delta']:+.2f} {mark}".strip())
        z.append(row_z)
        text.append(row_t)
    return {
        "data": [
            {
                "type": "heatmap",
                "z": z,
                "x": [plot_text(m) for m in metrics],
                "y": [plot_text(f"{c} (n={categories[c].get('n_paired', 0)})") for c in cats],
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


def compare_context(comparison: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the compare section of the template shows, plus its figures."""
    metrics: Mapping[str, Mapping[str, Any]] = comparison.get("metrics") or {}
    categories: Mapping[str, Mapping[str, Any]] = comparison.get("categories") or {}
    level = float(comparison.get("level", 1.0 - float(comparison.get("alpha", 0.05))))
    figures: dict[str, Any] = {}
    forest = delta_figure(metrics, level)
    if forest is not None:
        figures["compare-chart"] = forest
    heat = category_delta_figure(categories, list(metrics)) if len(categories) > 1 else None
    if heat is not None:
        figures["compare-categories-chart"] = heat
    diagnosis = comparison.get("diagnosis") or {}
    return {
        "a": _run_name(comparison.get("a") or {}),
        "b": _run_name(comparison.get("b") or {}),
        "alpha": comparison.get("alpha"),
        "level": level,
        "n_paired": comparison.get("n_paired"),
        "same_data": comparison.get("same_data", True),
        "only_in_a": len(comparison.get("only_in_a") or []),
        "only_in_b": len(comparison.get("only_in_b") or []),
        "method": comparison.get("method") or {},
        "metrics": metrics,
        "categories": categories,
        "category_metrics": list(metrics),
        "marks": VERDICT_MARKS,
        "transitions": diagnosis.get("transitions") or [],
        "unchanged": diagnosis.get("unchanged"),
        "diagnosis_a": diagnosis.get("a") or {},
        "diagnosis_b": diagnosis.get("b") or {},
        "regressions": comparison.get("regressions") or [],
        "improvements": comparison.get("improvements") or [],
        "figures": figures,
        "has_forest": "compare-chart" in figures,
        "has_heat": "compare-categories-chart" in figures,
    }
