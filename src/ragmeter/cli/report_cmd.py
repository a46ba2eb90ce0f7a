"""``ragmeter report``: the HTML dashboard of a recorded run (or of an ``eval --json`` file)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ragmeter.cli.common import OutputPath, comparison_options, console, friendly, written
from ragmeter.cli.runs_cmd import open_store, store_option

if TYPE_CHECKING:
    from ragmeter.types import Run, RunInfo


def _is_file(ref: str) -> bool:
    """A ``.json`` path is an ``eval --json`` file (a missing one is an error, not a run ref)."""
    p = Path(ref)
    return p.suffix.lower() == ".json" or p.is_file()


def _load(ref: str, store: Any) -> Run:
    from ragmeter.report.html import load_run_file

    if _is_file(ref):
        # the page names a stored run by its label and id; a file's run stays unnamed ("?")
        return replace(load_run_file(ref), source=None)
    loaded: Run = store.load_run(ref)
    return loaded


def _trend(store: Any, run: Run) -> list[RunInfo]:
    """The complete runs on the same question set (the page charts their means)."""
    fingerprint = run.summary.dataset.fingerprint
    if store is None or not fingerprint:
        return []
    runs: list[RunInfo] = store.list_runs(fingerprint, include_incomplete=False)
    return runs


@click.command("report")
@click.argument("run", metavar="RUN")
@click.option(
    "--html",
    "html_out",
    required=True,
    type=OutputPath(),
    help="Where to write the self-contained HTML dashboard.",
)
@click.option(
    "--compare",
    "baseline",
    default=None,
    metavar="RUN2",
    help="Add the comparison of RUN against RUN2 (the baseline): paired deltas, CIs, "
    "significance, diagnosis transitions.",
)
@comparison_options
@click.option(
    "--max-samples",
    type=click.IntRange(0),
    default=2000,
    show_default=True,
    help="Samples listed in the page's table (failing cases kept first).",
)
@store_option
@friendly
def report_cmd(
    run: str,
    html_out: str,
    baseline: str | None,
    alpha: float,
    allow_different_data: bool,
    max_samples: int,
    store_path: str | None,
) -> None:
    """Write the dashboard of RUN to one self-contained HTML file (works offline).

    RUN and RUN2 are run references (id prefix, label, latest, latest~N) or `eval --json`
    files. With a store, the page also charts the history of runs on the same dataset."""
    from ragmeter.report.html import render_html, write_page

    refs = [run] + ([baseline] if baseline else [])
    store = None if all(_is_file(r) for r in refs) else open_store(store_path)
    try:
        results = _load(run, store)
        comparison = None
        if baseline:
            from ragmeter.compare import compare_runs

            comparison = compare_runs(
                _load(baseline, store),
                results,
                alpha=alpha,
                allow_different_data=allow_different_data,
            )
        trend = _trend(store, results)
        timeline = None
        if store is not None and "traces" in results.summary.extra:  # a trace run: traffic over time
            from ragmeter.timeline import from_store

            timeline = from_store(store, "day")
    finally:
        if store is not None:
            store.close()
    page = render_html(
        results, comparison=comparison, trend=trend, max_samples=max_samples, timeline=timeline
    )
    write_page(html_out, page)
    console().print(written("HTML", html_out))
