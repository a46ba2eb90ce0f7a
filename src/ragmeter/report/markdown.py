"""Markdown rendering of a run summary (render only: every number comes from the summary)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ragmeter.report.panels import claim_panels, ppi_rows
from ragmeter.report.system_line import system_line
from ragmeter.report.verdict import all_good, verdict
from ragmeter.report.visible import visible
from ragmeter.types import SampleResult, Summary
from ragmeter.types.display import metric_label

__all__ = ["CaseList", "fmt", "render_markdown"]


def fmt(value: Any, digits: int = 3) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _cell(text: str, limit: int = 80) -> str:
    text = visible(" ".join(str(text).split())).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


class CaseList:
    """The cases a report lists: those that need attention, in the run's order, at most
    ``max_cases`` of them (the rest are counted)."""

    def __init__(self, max_cases: int = 200) -> None:
        self.max_cases = max_cases
        self.cases: list[SampleResult] = []
        self.not_shown = 0

    def add(self, r: SampleResult) -> None:
        if not r.needs_attention:
            return
        if len(self.cases) >= self.max_cases:
            self.not_shown += 1
            return
        self.cases.append(r)

    def extend(self, results: Iterable[SampleResult]) -> CaseList:
        for r in results:
            self.add(r)
        return self


def render_markdown(summary: Summary, cases: Sequence[SampleResult] = (), not_shown: int = 0) -> str:
    out: list[str] = ["# ragmeter evaluation", ""]
    ds = summary.dataset
    judge = summary.judge
    out.append(
        f"Data: `{ds.name or '?'}` ({summary.n_samples} samples, fingerprint "
        f"`{ds.fingerprint or '?'}`) · judge: `{judge.get('name', '?')}` v{judge.get('version', '?')}"
        f" · ragmeter {summary.ragmeter_version or '?'}"
    )
    out += _metrics(summary) + _panels(summary) + _ppi(summary) + _sections(summary)
    line = system_line(summary.system)
    if line:
        out += ["", visible(line)]
    out += ["", "## Diagnosis", "", "| diagnosis | cases |", "|---|---:|"]
    for label, count in summary.diagnosis.items():
        out.append(f"| {label} | {count} |")
    if summary.shows_categories:
        out += _categories(summary)
    findings = [f"- **{sentence}.**" for _, sentence in verdict(summary)]
    out += ["", "## Recommendations", ""]
    out += findings + [f"- {r}" for r in summary.recommendations]
    if all_good(summary):
        out.append("Performing well: every metric has a value and is Good or Excellent.")
    if cases:
        out += _cases(summary, cases, not_shown)
    out.append("")
    return "\n".join(out)


def _metrics(summary: Summary) -> list[str]:
    out = [
        "",
        "## Metrics",
        "",
        "| metric | mean | 95% CI | coverage | status |",
        "|---|---:|---|---:|---|",
    ]
    for name, m in summary.metrics.items():
        ci = "n/a" if m.mean is None else f"[{fmt(m.ci_low)}, {fmt(m.ci_high)}]"
        out.append(
            f"| {metric_label(name, m.higher_is_better, words=True)} | {fmt(m.mean)} | {ci} | "
            f"{m.n_ok}/{m.n} | {m.band or 'n/a'} |"
        )
    undefined = [
        (name, status, count) for name, m in summary.metrics.items() for status, count in m.undefined.items()
    ]
    if undefined:
        out += [
            "",
            "Undefined scores (skipped in the means): "
            + "; ".join(f"{name} {status} ×{count}" for name, status, count in undefined),
        ]
    return out


def _categories(summary: Summary) -> list[str]:
    metric_names = list(summary.metrics)
    out = [
        "",
        "## By category",
        "",
        "| category | n | " + " | ".join(metric_names) + " | diagnoses |",
        "|---|---:|" + "---:|" * len(metric_names) + "---|",
    ]
    for cat, c in summary.categories.items():
        vals = " | ".join(fmt(c.metrics[m].mean) for m in metric_names)
        diag = ", ".join(f"{k} {v}" for k, v in c.diagnosis.items())
        out.append(f"| {cat} | {c.n} | {vals} | {diag} |")
    return out


def _cases(summary: Summary, cases: Sequence[SampleResult], not_shown: int) -> list[str]:
    metric_names = list(summary.metrics)
    out = [
        "",
        "## Cases to look at",
        "",
        "| id | question | diagnosis | reason | " + " | ".join(metric_names) + " |",
        "|---|---|---|---|" + "---:|" * len(metric_names),
    ]
    for r in cases:
        vals = " | ".join(fmt(r.value(m), 2) for m in metric_names)
        out.append(
            f"| {_cell(r.id, 30)} | {_cell(r.sample.question)} | {r.diagnosis.label.value} | "
            f"{_cell(r.diagnosis.reason, 100)} | {vals} |"
        )
    if not_shown:
        out.append(f"\n…and {not_shown} more cases not shown.")
    return out


def _panels(summary: Summary) -> list[str]:
    panels = claim_panels(summary)
    if not panels:
        return []
    out = ["", "## Claim-level diagnosis", ""]
    for p in panels:
        out += [f"**{p.title}**: {p.help}.", "", "| metric | mean | 95% CI | coverage |"]
        out.append("|---|---:|---|---:|")
        for name, m in p.rows:
            ci = "n/a" if m.mean is None else f"[{fmt(m.ci_low)}, {fmt(m.ci_high)}]"
            label = metric_label(name, m.higher_is_better, words=True)
            out.append(f"| {label} | {fmt(m.mean)} | {ci} | {m.n_ok}/{m.n} |")
        out.append("")
    return out[:-1]


def _ppi(summary: Summary) -> list[str]:
    rows = ppi_rows(summary)
    if not rows or summary.ppi is None:
        return []
    src = _cell(summary.ppi.source, 60)
    out = [
        "",
        "## Corrected with human labels (prediction-powered)",
        "",
        f"{summary.ppi.n_matched} labelled samples (`{src}`) correct the judge's bias: the judge's mean over "
        "the unlabelled samples plus the mean of (human - judge) over the labelled ones.",
        "",
        "| metric | judge mean | 95% CI | PPI mean | PPI 95% CI | labels only | labelled |",
        "|---|---:|---|---:|---|---|---:|",
    ]
    for r in rows:
        j = r.judge
        judge_ci = "n/a" if j is None or j.mean is None else f"[{fmt(j.ci_low)}, {fmt(j.ci_high)}]"
        p = r.ppi
        if p is None:
            out.append(f"| {r.metric} | {fmt(None if j is None else j.mean)} | {judge_ci} | n/a | | | <2 |")
            continue
        out.append(
            f"| {r.metric} | {fmt(None if j is None else j.mean)} | {judge_ci} | {fmt(p.mean)} | "
            f"[{fmt(p.ci_low)}, {fmt(p.ci_high)}] | {fmt(p.human_mean)} [{fmt(p.human_ci_low)}, "
            f"{fmt(p.human_ci_high)}] | {p.n_labelled}/{p.n_labelled + p.n_unlabelled} |"
        )
    if summary.ppi.notes:
        out += ["", *(f"- {_cell(n, 200)}" for n in summary.ppi.notes)]
    return out


def _sections(summary: Summary) -> list[str]:
    """Per-conversation results and a jury's agreement, when the run has them."""
    from ragmeter.report.sections import extra_sections

    out: list[str] = []
    for sec in extra_sections(summary):
        out += ["", f"## {sec.title}", "", _cell(sec.subtitle, 300)]
        if not sec.rows:
            continue
        out.append("")
        out.append("| " + " | ".join(_cell(h) for h in sec.headers) + " |")
        out.append("|" + "---|" * len(sec.headers))
        out += ["| " + " | ".join(_cell(c, 120) for c in row) + " |" for row in sec.rows]
        out += [f"\n{_cell(n, 200)}" for n in sec.notes]
    return out
