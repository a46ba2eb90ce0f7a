"""Rendering of run history and comparisons (terminal and Markdown). Render only: every
number comes from ``compare_runs``'s :class:`~ragmeter.types.Comparison` or a stored
run's :class:`~ragmeter.types.RunInfo`; nothing is recomputed here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ragmeter.report.markdown import fmt
from ragmeter.report.terminal import cut_at
from ragmeter.types import Comparison, MetricDelta, RunInfo
from ragmeter.types.display import HEADLINE, metric_label, short_label

__all__ = ["print_compare", "print_run_header", "print_runs", "render_compare_markdown"]

_VERDICT = {
    "improved": ("▲ better", "bold green"),
    "regressed": ("▼ worse", "bold red"),
    "not_significant": ("· no sig. change", "dim"),
    "undefined": ("n/a", "dim"),
}
_MAX_IDS = 10


def _higher_is_better(name: str) -> bool:
    from ragmeter.metrics import parse_metric

    try:
        return parse_metric(name).higher_is_better
    except ValueError:
        return True


def _signed(value: Any, digits: int = 3) -> str:
    return "n/a" if value is None else f"{value:+.{digits}f}"


def _p(value: Any) -> str:
    if value is None:
        return "n/a"
    return "<0.001" if value < 0.001 else f"{value:.3f}"


def _ci(s: MetricDelta) -> str:
    return "n/a" if s.ci_low is None else f"[{_signed(s.ci_low)}, {_signed(s.ci_high)}]"


def _ids(ids: Sequence[str]) -> str:
    shown = ", ".join(ids[:_MAX_IDS])
    return shown + (f", … (+{len(ids) - _MAX_IDS})" if len(ids) > _MAX_IDS else "")


def _data_line(cmp: Comparison) -> str:
    if cmp.same_data:
        return f"same question set (fingerprint {cmp.fingerprint or '?'})"
    return "DIFFERENT question sets: only the shared ids are paired"


# ---------------------------------------------------------------- terminal
def print_compare(console: Console, cmp: Comparison) -> None:
    console.print(f"Comparing [bold]B[/] = {cmp.b.display_name()} with [bold]A[/] = {cmp.a.display_name()}")
    console.print(f"{cmp.n_paired} paired samples · {_data_line(cmp)}")
    warning = cmp.judges.warning
    if warning:
        console.print(Text.assemble(("Warning: ", "bold yellow"), (warning, "yellow")))
    console.print(_delta_table(cmp))
    if len(cmp.categories) > 1:
        console.print(_category_deltas(cmp))
    if cmp.conversations:
        console.print(_conversation_deltas(cmp))
    _print_diagnosis_changes(console, cmp)
    for side, ids in (("A", cmp.only_in_a), ("B", cmp.only_in_b)):
        if ids:
            console.print(f"[yellow]{len(ids)} sample(s) only in {side}[/]: {_ids(ids)}")
    if cmp.changed_questions:
        console.print(
            f"[yellow]{len(cmp.changed_questions)} shared id(s) changed question[/]: "
            f"{_ids(cmp.changed_questions)}"
        )
    console.print(
        f"[dim]Significant: p < {cmp.alpha:g} (paired randomization test); CI: paired bootstrap, "
        f"{cmp.resamples} resamples, seed {cmp.seed}.[/]"
    )
    if cmp.regressions:
        console.print("[bold red]Significant regressions:[/] " + ", ".join(cmp.regressions))
    elif cmp.improvements:
        console.print(
            "[bold green]Significant improvements[/] (no significant regression): "
            + ", ".join(cmp.improvements)
        )
    else:
        console.print("No significant change.")


def _delta_table(cmp: Comparison) -> Table:
    level = round(100 * cmp.level)
    table = Table(title="Metrics (B − A over paired samples)", title_justify="left")
    for col, justify in (
        ("metric", "left"),
        ("A", "right"),
        ("B", "right"),
        ("Δ", "right"),
        (f"{level}% CI of Δ", "right"),
        ("p", "right"),
        ("win/tie/loss", "right"),
        ("n", "right"),
        ("", "left"),
    ):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for name, s in cmp.metrics.items():
        text, style = _VERDICT[s.verdict]
        table.add_row(
            metric_label(name, s.higher_is_better),
            fmt(s.mean_a),
            fmt(s.mean_b),
            Text(_signed(s.delta), style=style if s.significant else ""),
            _ci(s),
            _p(s.p_value),
            f"{s.wins}/{s.ties}/{s.losses}",
            str(s.n_pairs),
            Text(text, style=style),
        )
    return table


def _category_deltas(cmp: Comparison) -> Table:
    names = list(cmp.metrics)[:8]
    ct = Table(title="Δ by category (* significant)", title_justify="left")
    ct.add_column("category")
    ct.add_column("n", justify="right")
    for name in names:
        ct.add_column(short_label(name, cmp.metrics[name].higher_is_better), justify="right")
    for cat, c in cmp.categories.items():
        cells = []
        for name in names:
            s = c.metrics[name]
            style = _VERDICT[s.verdict][1] if s.significant else ""
            cells.append(Text(_signed(s.delta, 2) + ("*" if s.significant else ""), style=style))
        ct.add_row(cat, str(c.n_paired), *cells)
    return ct


def _conversation_deltas(cmp: Comparison) -> Table:
    vt = Table(
        title="Δ per conversation (conversations paired as units; * significant)", title_justify="left"
    )
    for col in ("metric", "A", "B", "Δ", "p", "conversations"):
        vt.add_column(col, justify="left" if col == "metric" else "right")
    for name, s in cmp.conversations.items():
        style = _VERDICT[s.verdict][1] if s.significant else ""
        delta = Text(_signed(s.delta) + ("*" if s.significant else ""), style=style)
        vt.add_row(name, fmt(s.mean_a), fmt(s.mean_b), delta, _p(s.p_value), str(s.n_pairs))
    return vt


def _print_diagnosis_changes(console: Console, cmp: Comparison) -> None:
    diag = cmp.diagnosis
    if not diag.transitions:
        console.print(f"Diagnosis: unchanged on all {diag.unchanged} paired samples.")
        return
    console.print("[bold]Diagnosis changes[/]")
    for t in diag.transitions:
        style = {"better": "green", "worse": "red"}.get(t.direction, "yellow")
        console.print(
            Text.assemble(
                f"  {t.n} case{'s' if t.n != 1 else ''} went ",
                (f"{t.frm} → {t.to}", style),
                f": {_ids(t.ids)}",
            )
        )


# ---------------------------------------------------------------- Markdown
def render_compare_markdown(cmp: Comparison) -> str:
    level = round(100 * cmp.level)
    warning = cmp.judges.warning
    out = [
        "# ragmeter comparison",
        "",
        f"Comparing B = `{cmp.b.display_name()}` with A = `{cmp.a.display_name()}`: "
        f"{cmp.n_paired} paired samples, {_data_line(cmp)}.",
        "",
        *([f"> **Warning:** {warning}", ""] if warning else []),
        "## Metrics",
        "",
        f"| metric | A | B | Δ (B − A) | {level}% CI of Δ | p | wins/ties/losses | n | verdict |",
        "|---|---:|---:|---:|---|---:|---:|---:|---|",
    ]

    def row(first: str, s: MetricDelta) -> str:
        verdict = _VERDICT[s.verdict][0]
        delta = _signed(s.delta)
        if s.significant:
            delta = f"**{delta}**"
        return (
            f"| {first} | {fmt(s.mean_a)} | {fmt(s.mean_b)} | {delta} | {_ci(s)} | "
            f"{_p(s.p_value)} | {s.wins}/{s.ties}/{s.losses} | {s.n_pairs} | {verdict} |"
        )

    out += [row(metric_label(name, s.higher_is_better), s) for name, s in cmp.metrics.items()]
    if len(cmp.categories) > 1:
        out += [
            "",
            "## By category",
            "",
            f"| category | metric | A | B | Δ | {level}% CI of Δ | p | wins/ties/losses | n | verdict |",
            "|---|---|---:|---:|---:|---|---:|---:|---:|---|",
        ]
        for cat, c in cmp.categories.items():
            out += [
                row(f"{cat} | {metric_label(name, s.higher_is_better)}", s) for name, s in c.metrics.items()
            ]
    if cmp.conversations:
        out += [
            "",
            "## Per conversation",
            "",
            "Conversations paired as units (each one's mean over its turns).",
            "",
            f"| metric | A | B | Δ | {level}% CI of Δ | p | wins/ties/losses | n | verdict |",
            "|---|---:|---:|---:|---|---:|---:|---:|---|",
        ]
        out += [row(metric_label(name, s.higher_is_better), s) for name, s in cmp.conversations.items()]
    out += _markdown_changes(cmp)
    return "\n".join(out)


def _markdown_changes(cmp: Comparison) -> list[str]:
    """The Markdown report's diagnosis changes, unpaired samples and footer."""
    out: list[str] = []
    diag = cmp.diagnosis
    out += ["", "## Diagnosis changes", ""]
    if diag.transitions:
        out += ["| from | to | cases | direction | ids |", "|---|---|---:|---|---|"]
        out += [f"| {t.frm} | {t.to} | {t.n} | {t.direction} | {_ids(t.ids)} |" for t in diag.transitions]
    else:
        out.append(f"Unchanged on all {diag.unchanged} paired samples.")
    extra = [(f"Only in {side}", ids) for side, ids in (("A", cmp.only_in_a), ("B", cmp.only_in_b)) if ids]
    if cmp.changed_questions:
        extra.append(("Question changed", cmp.changed_questions))
    if extra:
        out += ["", "## Unpaired samples", ""]
        out += [f"- {what} ({len(ids)}): {_ids(ids)}" for what, ids in extra]
    out += [
        "",
        f"Significant: p < {cmp.alpha:g} (paired randomization test, two-sided). CI: paired bootstrap "
        f"percentile, {cmp.resamples} resamples, seed {cmp.seed}.",
        "",
        (
            "**Significant regressions:** " + ", ".join(cmp.regressions)
            if cmp.regressions
            else "No significant regression."
        ),
        "",
    ]
    return out


# ---------------------------------------------------------------- history
def _when(iso: str | None) -> str:
    return "?" if not iso else iso[:19].replace("T", " ")


def print_runs(console: Console, runs: Sequence[RunInfo], store_path: str, *, max_metrics: int = 5) -> None:
    """``ragmeter runs list``: one row per run, newest first; the means of up to
    ``max_metrics`` metrics (the headline ones first)."""
    if not runs:
        console.print(f"No runs recorded in {escape(store_path)} yet (each `ragmeter eval` records one).")
        return
    seen: dict[str, None] = {}
    for r in runs:
        for m in r.metrics:
            seen.setdefault(m)
    names = sorted(seen, key=lambda m: HEADLINE.index(m) if m in HEADLINE else len(HEADLINE))
    names = names[:max_metrics]
    with_git = any(r.git_commit for r in runs)
    table = Table(
        title=f"Runs in {store_path} (newest first; means)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        collapse_padding=True,
    )
    table.add_column("id", no_wrap=True, min_width=23)
    table.add_column("label", max_width=cut_at(console, 20), min_width=8, overflow="ellipsis", no_wrap=True)
    table.add_column("created UTC", no_wrap=True, min_width=16)
    table.add_column("dataset", max_width=cut_at(console, 20), overflow="ellipsis", no_wrap=True)
    table.add_column("n", justify="right", no_wrap=True)
    for name in names:
        table.add_column(short_label(name, _higher_is_better(name), tiny=True), justify="right", no_wrap=True)
    if with_git:
        table.add_column("git", no_wrap=True)
    for r in runs:
        label = Text(r.label or "")
        if not r.complete:
            label = Text.assemble(label, (" incomplete" if r.label else "incomplete", "bold yellow"))
        cells: list[str | Text] = [
            r.id,
            label,
            _when(r.created_at)[:16],
            (r.dataset_name or "?").replace("\\", "/").rsplit("/", 1)[-1],
            str(r.n),
            *(fmt(r.means.get(name), 2) for name in names),
        ]
        if with_git:
            cells.append((r.git_commit or "")[:8] + ("+" if r.git_dirty else ""))
        table.add_row(*cells)
    console.print(table)


def print_run_header(console: Console, run: RunInfo) -> None:
    """The identity of a stored run, printed above its summary by ``ragmeter runs show``.
    Data (label, dataset name, judge) is escaped: a label such as ``[red]v2`` shows as typed."""
    judge = {k: escape(v) if isinstance(v, str) else v for k, v in run.judge.items()}
    name = f"{escape(run.label)} ({run.id})" if run.label else run.id
    git = run.git_commit
    console.print(
        f"[bold]Run {name}[/] · {_when(run.created_at)} UTC · {run.status}\n"
        f"  dataset {escape(run.dataset_name) if run.dataset_name else run.dataset_name} · "
        f"fingerprint {run.fingerprint} · {run.n} samples\n"
        f"  judge {judge.get('spec') or judge.get('name', '?')} v{judge.get('version', '?')}"
        f" · ragmeter {run.ragmeter_version}"
        + (f" · git {git[:12]}{' (dirty)' if run.git_dirty else ''}" if git else "")
    )
