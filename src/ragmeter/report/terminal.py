"""The terminal summary (rich). Render only: numbers come from the summary and rows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ragmeter.report.markdown import fmt
from ragmeter.report.sections import extra_sections
from ragmeter.report.verdict import all_good, verdict
from ragmeter.report.visible import visible
from ragmeter.types import SampleResult, Summary
from ragmeter.types.display import diagnosis_short, metric_label, short_label

__all__ = [
    "UNCUT_WIDTH",
    "cut_at",
    "print_calibration",
    "print_cases",
    "print_ppi",
    "print_sections",
    "print_summary",
]

#: the width of a console whose output goes to a pipe or file (not a terminal) and for
#: which no COLUMNS was given: wide enough that no table is cut to fit
UNCUT_WIDTH = 10_000


def cut_at(console: Console, width: int) -> int | None:
    """A column's ``max_width``: ``width`` on a terminal (or a COLUMNS the user set),
    none when the output goes to a pipe or a file, which gets every cell whole."""
    return None if console.width >= UNCUT_WIDTH else width


_BAND_STYLE = {
    "Excellent": "bold green",
    "Good": "green",
    "Needs improvement": "yellow",
    "Critical": "bold red",
}
_VERDICT_STYLE = {"bad": "bold red", "missing": "yellow", "partial": "yellow"}
_DIAG_STYLE = {
    "pass": "green",
    "correct_refusal": "green",
    "fix_retrieval": "yellow",
    "fix_generation": "red",
    "should_refuse": "red",
    "unknown": "dim",
}


def print_summary(console: Console, summary: Summary) -> None:
    ds = summary.dataset
    judge = summary.judge
    console.print(
        f"[bold]ragmeter[/] {summary.ragmeter_version} · {escape(visible(ds.name or ''))} · "
        f"{summary.n_samples} samples · judge [cyan]{escape(visible(judge.get('name', '?')))}[/]"
        + (f" · {summary.duration_s:.2f}s" if summary.duration_s is not None else "")
    )
    console.print(_metrics_table(summary))
    diag = summary.diagnosis
    if diag:
        parts = [Text.assemble((f"{k} ", _DIAG_STYLE.get(k, "")), (str(v), "bold")) for k, v in diag.items()]
        console.print(Text("Diagnosis: ").append(Text("  ").join(parts)))
    if summary.shows_categories:
        console.print(_category_table(summary))
    _print_usage_and_verdict(console, summary)
    print_ppi(console, summary)
    print_sections(console, summary)


def _metrics_table(summary: Summary) -> Table:
    table = Table(title="Metrics (means skip undefined scores)", title_justify="left")
    table.add_column("metric")
    table.add_column("mean", justify="right")
    table.add_column("95% CI", justify="right")
    table.add_column("coverage", justify="right")
    table.add_column("status")
    for name, m in summary.metrics.items():
        ci = "" if m.mean is None else f"{fmt(m.ci_low)}–{fmt(m.ci_high)}"
        band = m.band or "n/a"
        table.add_row(
            metric_label(name, m.higher_is_better),
            fmt(m.mean),
            ci,
            f"{m.n_ok}/{m.n}",
            Text(band, style=_BAND_STYLE.get(band, "dim")),
        )
    return table


def _category_table(summary: Summary) -> Table:
    metric_names = list(summary.metrics)[:8]
    ct = Table(title="By category (means)", title_justify="left")
    ct.add_column("category")
    ct.add_column("n", justify="right")
    for n in metric_names:
        ct.add_column(short_label(n, summary.metrics[n].higher_is_better), justify="right")
    ct.add_column("diagnoses")
    for cat, c in summary.categories.items():
        ct.add_row(
            Text(visible(cat)),
            str(c.n),
            *(fmt(c.metrics[n].mean, 2) for n in metric_names),
            " ".join(f"{diagnosis_short(k)}:{v}" for k, v in c.diagnosis.items()),
        )
    return ct


def _print_usage_and_verdict(console: Console, summary: Summary) -> None:
    usage = summary.usage
    if usage.calls or usage.cached_calls:
        retries = usage.endpoint.get("retries")
        console.print(
            f"Judge calls: {usage.calls} (+{usage.cached_calls} from cache), tokens in "
            f"{usage.prompt_tokens}, out {usage.completion_tokens}"
            + (f", cost ${usage.cost_usd:.4f}" if usage.cost_usd is not None else "")
            + (f", {retries} retries" if retries else "")
        )
    findings = verdict(summary)
    for kind, sentence in findings:
        console.print(Text(sentence + ".", style=_VERDICT_STYLE[kind]))
    if summary.recommendations:
        console.print("[bold]Recommendations[/]")
        for r in summary.recommendations:
            console.print(f"  • {r}")
    if all_good(summary):
        console.print("[green]Performing well: every metric has a value and is Good or Excellent.[/]")


def print_sections(console: Console, summary: Summary) -> None:
    """Per-conversation results and a jury's agreement, when the run has them."""
    for sec in extra_sections(summary):
        if not sec.rows:
            console.print(f"[bold]{sec.title}[/]: {escape(visible(sec.subtitle))}")
            continue
        table = Table(title=f"{sec.title} ({escape(visible(sec.subtitle))})", title_justify="left")
        for h in sec.headers:
            table.add_column(escape(visible(h)))
        for row in sec.rows:
            table.add_row(*(Text(visible(cell)) for cell in row))
        console.print(table)
        for note in sec.notes:
            console.print(Text(visible(note), style="dim"))


def print_cases(console: Console, cases: Sequence[SampleResult], metrics: Sequence[str]) -> None:
    """A per-sample table (used for small runs, like seed 002's diagnosis table)."""
    shown = [
        m for m in metrics if m in ("context_recall", "faithfulness", "answer_relevancy", "context_precision")
    ] or list(metrics)[:4]
    table = Table(title="Cases", title_justify="left")
    table.add_column("id")
    table.add_column("question", max_width=cut_at(console, 48), overflow="ellipsis", no_wrap=True)
    for m in shown:
        table.add_column(m.replace("context_", "ctx_"), justify="right")
    table.add_column("diagnosis")
    for c in cases:
        label = c.diagnosis.label.value
        table.add_row(
            Text(visible(c.id)),
            Text(visible(c.sample.question)),
            *(fmt(c.value(m), 2) for m in shown),
            Text(label, style=_DIAG_STYLE.get(label, "")),
        )
    console.print(table)


def print_calibration(console: Console, report: Mapping[str, Any]) -> None:
    cm = report["confusion"]
    console.print(
        f"Judge validation on {report['n']} labelled cases (judge faithful = score ≥ {report['threshold']:g})"
    )
    console.print(f"  raw agreement = {report['agreement']:.2f}   Cohen's kappa = {report['kappa']:.2f}")
    bacc = report.get("balanced_accuracy")
    auc = report.get("auc")
    console.print(f"  balanced accuracy = {fmt(bacc, 2)}   ROC-AUC = {fmt(auc, 2)}")
    t = Table(title="Confusion matrix (rows: human, columns: judge)", title_justify="left")
    t.add_column("")
    t.add_column("judge: faithful", justify="right")
    t.add_column("judge: not", justify="right")
    t.add_row("human: faithful", str(cm["tp"]), str(cm["fn"]))
    t.add_row("human: not", str(cm["fp"]), str(cm["tn"]))
    console.print(t)
    if report.get("disagreements"):
        console.print(Text("  disagreements: " + ", ".join(visible(d) for d in report["disagreements"])))
    if report.get("skipped"):
        console.print(f"  skipped {len(report['skipped'])} case(s) whose score is undefined:")
        for s in report["skipped"]:
            console.print(Text(f"    {visible(s['id'])}: {visible(s['reason'])}"))
    console.print(
        f"  Spearman (score vs label) = {fmt(report.get('spearman'), 2)}   "
        f"Brier score = {fmt(report.get('brier'), 3)} (0 is perfect)"
    )
    jurors = report.get("jurors")
    if jurors:
        jt = Table(title="Each juror against the humans, beside the jury", title_justify="left")
        for col in ("judge", "cases", "agreement", "Cohen's kappa"):
            jt.add_column(col, justify="left" if col == "judge" else "right")
        jt.add_row("jury", str(report["n"]), fmt(report["agreement"], 2), fmt(report["kappa"], 2))
        for label, r in jurors.items():
            jt.add_row(Text(visible(label)), str(r["n"]), fmt(r["agreement"], 2), fmt(r["kappa"], 2))
        console.print(jt)
    pair = report.get("annotators")
    if pair:
        console.print(
            f"  two annotators on {pair['n']} items: kappa = {pair['kappa']:.2f} (the ceiling); the judge "
            f"against each: {pair['judge_kappa_first']:.2f}, {pair['judge_kappa_second']:.2f}"
        )
    ppi = report.get("ppi")
    if ppi:
        console.print(
            f"  {escape(str(report.get('metric', '')))} over the data: "
            f"judge mean {fmt(report.get('judge_mean'))}; "
            f"prediction-powered {fmt(ppi['mean'])} [{fmt(ppi['ci_low'])}, {fmt(ppi['ci_high'])}] "
            f"({ppi['n_labelled']} labelled, {ppi['n_unlabelled']} not)"
        )
    if report.get("warning"):
        console.print(f"[bold yellow]warning:[/] {report['warning']}")
    else:
        console.print("[green]kappa ≥ 0.6: the judge agrees with people well enough on this set.[/]")


def print_ppi(console: Console, summary: Summary) -> None:
    """The prediction-powered means beside the judge's (``eval --labels``)."""
    ppi = summary.ppi
    if ppi is None:
        return
    table = Table(
        title=f"Judge means corrected with {ppi.n_matched} human labels ({escape(visible(ppi.source))}), "
        "prediction-powered",
        title_justify="left",
    )
    for col in ("metric", "judge mean", "95% CI", "PPI mean", "PPI 95% CI", "labels only", "labelled"):
        table.add_column(col, justify="left" if col == "metric" else "right")
    for name, p in ppi.metrics.items():
        m = summary.metrics.get(name)
        judge = "" if m is None or m.mean is None else f"{fmt(m.ci_low)}–{fmt(m.ci_high)}"
        if p is None:
            table.add_row(name, fmt(None if m is None else m.mean), judge, "n/a", "", "", "<2")
            continue
        table.add_row(
            name,
            fmt(None if m is None else m.mean),
            judge,
            fmt(p.mean),
            f"{fmt(p.ci_low)}–{fmt(p.ci_high)}",
            f"{fmt(p.human_mean)} ({fmt(p.human_ci_low)}–{fmt(p.human_ci_high)})",
            f"{p.n_labelled}/{p.n_labelled + p.n_unlabelled}",
        )
    console.print(table)
    for note in ppi.notes:
        console.print(Text("  " + visible(note), style="yellow"))
