"""Markdown rendering of a run summary (render only: every number comes from the summary)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ragmeter.report.verdict import all_good, verdict
from ragmeter.report.visible import visible

__all__ = ["fmt", "render_markdown"]


def fmt(value: Any, digits: int = 3) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _cell(text: str, limit: int = 80) -> str:
    text = visible(" ".join(str(text).split())).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_markdown(
    summary: Mapping[str, Any], cases: Sequence[Mapping[str, Any]] = (), not_shown: int = 0
) -> str:
    out: list[str] = ["# ragmeter evaluation", ""]
    ds = summary.get("dataset", {})
    judge = summary.get("judge", {})
    out.append(
        f"Data: `{ds.get('name', '?')}` ({summary.get('n_samples', 0)} samples, fingerprint "
        f"`{ds.get('fingerprint', '?')}`) · judge: `{judge.get('name', '?')}` v{judge.get('version', '?')}"
        f" · ragmeter {summary.get('ragmeter_version', '?')}"
    )
    out += [
        "",
        "## Metrics",
        "",
        "| metric | mean | 95% CI | coverage | status |",
        "|---|---:|---|---:|---|",
    ]
    for name, m in summary.get("metrics", {}).items():
        ci = "n/a" if m["mean"] is None else f"[{fmt(m['ci_low'])}, {fmt(m['ci_high'])}]"
        arrow = "" if m.get("higher_is_better", True) else " (lower is better)"
        out.append(
            f"| {name}{arrow} | {fmt(m['mean'])} | {ci} | {m['n_ok']}/{m['n']} | {m.get('band') or 'n/a'} |"
        )
    undefined = [
        (name, status, count)
        for name, m in summary.get("metrics", {}).items()
        for status, count in m.get("statuses", {}).items()
        if status != "ok"
    ]
    if undefined:
        out += [
            "",
            "Undefined scores (skipped in the means): "
            + "; ".join(f"{name} {status} ×{count}" for name, status, count in undefined),
        ]
    out += ["", "## Diagnosis", "", "| diagnosis | cases |", "|---|---:|"]
    for label, count in summary.get("diagnosis", {}).items():
        out.append(f"| {label} | {count} |")
    cats = summary.get("categories", {})
    if len(cats) > 1 or (cats and "(none)" not in cats):
        metric_names = list(summary.get("metrics", {}))
        out += [
            "",
            "## By category",
            "",
            "| category | n | " + " | ".join(metric_names) + " | diagnoses |",
            "|---|---:|" + "---:|" * len(metric_names) + "---|",
        ]
        for cat, c in cats.items():
            vals = " | ".join(fmt(c["metrics"][m]["mean"]) for m in metric_names)
            diag = ", ".join(f"{k} {v}" for k, v in c["diagnosis"].items())
            out.append(f"| {cat} | {c['n']} | {vals} | {diag} |")
    recs = summary.get("recommendations", [])
    findings = [f"- **{sentence}.**" for _, sentence in verdict(summary)]
    out += ["", "## Recommendations", ""]
    out += findings + [f"- {r}" for r in recs]
    if all_good(summary):
        out.append("Performing well: every metric has a value and is Good or Excellent.")
    if cases:
        metric_names = list(summary.get("metrics", {}))
        out += [
            "",
            "## Cases to look at",
            "",
            "| id | question | diagnosis | reason | " + " | ".join(metric_names) + " |",
            "|---|---|---|---|" + "---:|" * len(metric_names),
        ]
        for c in cases:
            vals = " | ".join(fmt(c["scores"].get(m), 2) for m in metric_names)
            out.append(
                f"| {_cell(c['id'], 30)} | {_cell(c['question'])} | {c['diagnosis']} | "
                f"{_cell(c['reason'], 100)} | {vals} |"
            )
        if not_shown:
            out.append(f"\n…and {not_shown} more cases not shown.")
    out.append("")
    return "\n".join(out)
