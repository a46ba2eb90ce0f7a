"""``ragmeter compare A B``: is B really better than A?"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ragmeter.cli.common import (
    EXIT_FAIL,
    OutputPath,
    comparison_options,
    console,
    dump_json,
    friendly,
    write_text,
    written,
)
from ragmeter.cli.runs_cmd import open_store, store_option

if TYPE_CHECKING:
    from ragmeter.types import Run


def _load(ref: str, store: Any) -> Run:
    """A stored run, or an ``eval --json`` file when REF names one."""
    p = Path(ref)
    if p.suffix.lower() == ".json" and p.is_file():
        from ragmeter.report.html import load_run_file

        return load_run_file(ref)
    if store is None:
        store = open_store(None)
    run: Run = store.load_run(ref, details=False)
    return run


@click.command("compare")
@click.argument("run_a", metavar="A")
@click.argument("run_b", metavar="B")
@click.option("--json", "json_out", type=OutputPath(), help="Write the comparison as JSON.")
@click.option("--markdown", "md_out", type=OutputPath(), help="Write it as Markdown.")
@click.option(
    "--fail-on-regression",
    is_flag=True,
    help="Gate: exit 1 when a metric got significantly worse (p < alpha, in its direction).",
)
@comparison_options
@click.option("--resamples", type=click.IntRange(1), default=2000, show_default=True, help="Bootstrap "
              "and randomization resamples.")  # fmt: skip
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the resampling.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing but errors and the gate result.")
@store_option
@friendly
def compare_cmd(
    run_a: str,
    run_b: str,
    json_out: str | None,
    md_out: str | None,
    fail_on_regression: bool,
    alpha: float,
    allow_different_data: bool,
    resamples: int,
    seed: int,
    quiet: bool,
    store_path: str | None,
) -> None:
    """Compare run B against run A, paired by sample id: per metric and category, mean A,
    mean B, delta with its 95% CI (paired bootstrap), p-value (paired randomization test),
    wins/ties/losses, and diagnosis changes.

    A and B are run references (id prefix, label, latest, latest~N) or `eval --json` files."""
    from ragmeter.compare import compare_runs
    from ragmeter.report.compare_render import print_compare, render_compare_markdown

    is_file = [Path(r).suffix.lower() == ".json" and Path(r).is_file() for r in (run_a, run_b)]
    store = None if all(is_file) else open_store(store_path)
    try:
        a, b = _load(run_a, store), _load(run_b, store)
    finally:
        if store is not None:
            store.close()
    cmp = compare_runs(
        a, b, alpha=alpha, resamples=resamples, seed=seed, allow_different_data=allow_different_data
    )
    if json_out:
        dump_json(json_out, cmp.to_dict())
    if md_out:
        write_text(md_out, render_compare_markdown(cmp))
    if not quiet:
        out = console()
        print_compare(out, cmp)
        for kind, path in (("JSON", json_out), ("Markdown", md_out)):
            if path:
                out.print(written(kind, path))
    if fail_on_regression and cmp.regressions:
        console(stderr=True).print(
            "[bold red]gate failed:[/] significant regression in " + ", ".join(cmp.regressions)
        )
        raise SystemExit(EXIT_FAIL)
