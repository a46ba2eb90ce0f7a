"""``ragmeter report``: the HTML dashboard of a recorded run (or of an ``eval --json`` file)."""

from __future__ import annotations

import click

from ragmeter.cli.common import console, friendly


@click.command("report")
@click.argument("run", metavar="RUN")
@click.option(
    "--html",
    "html_out",
    required=True,
    type=click.Path(dir_okay=False),
    help="Where to write the self-contained HTML dashboard.",
)
@click.option(
    "--max-samples",
    type=click.IntRange(0),
    default=2000,
    show_default=True,
    help="Samples listed in the page's table (failing cases kept first).",
)
@friendly
def report_cmd(run: str, html_out: str, max_samples: int) -> None:
    """Write the dashboard of RUN: a `ragmeter eval --json` file."""
    from ragmeter.report.html import load_results_json, render_html, write_page

    results = load_results_json(run)
    write_page(html_out, render_html(results, max_samples=max_samples))
    console().print(f"HTML written to {html_out}")
