"""The ``ragmeter`` command line: thin commands over the library.

Exit codes: 0 success, 1 a quality gate failed, 2 bad input or usage (including files
that cannot be read or written), 3 an internal error (see ``cli/common.py``).
"""

from __future__ import annotations

from importlib.util import find_spec

import click

from ragmeter._version import __version__
from ragmeter.cli.common import friendly
from ragmeter.cli.lazy import LazyGroup, Subcommand


def _sub(name: str, summary: str) -> Subcommand:
    return Subcommand(name, f"ragmeter.cli.{name}_cmd:{name}_cmd", summary)


def _print_version(ctx: click.Context) -> None:
    if ctx.resilient_parsing:
        return
    # looked for only when asked: finding the optional C module imports ragmeter.retrieval
    # (numpy); it is absent where the install had no compiler (setup.py)
    found = find_spec("ragmeter.retrieval._gather") is not None
    speed = "C speed-ups" if found else "pure Python, no C speed-ups"
    click.echo(f"ragmeter {__version__} (retrieval: {speed})")
    ctx.exit()


#: every subcommand but ``metrics``, imported only when it runs; ``ragmeter --help`` lists
#: them with these first sentences of their help (tests/test_cli_startup.py keeps them equal)
SUBCOMMANDS = (
    _sub("eval", "Evaluate DATA (.jsonl, .json, .csv, .parquet) and print a summary."),
    _sub(
        "generate",
        "Write a test set of N questions from CORPUS (a folder of .txt, .md, .html and .pdf files, "
        'or a JSONL of {"id", "text"} documents) with an LLM: seed 001\'s question types, each '
        "record checked (supported, standalone, not a near-duplicate, and unanswerable ones "
        "answered by no passage), every dropped candidate counted.",
    ),
    _sub(
        "calibrate",
        "Compare the judge's verdicts with human labels (`human_label`: 1 faithful, 0 not; or"
        " `labels.<metric>`; two annotators as [a, b]): raw agreement, Cohen's kappa, confusion matrix,"
        " Spearman, Brier score, the annotators' own kappa as the ceiling; warns below kappa 0.6.",
    ),
    _sub("runs", "The run history: every `ragmeter eval` is recorded (list is the default)."),
    _sub(
        "compare",
        "Compare run B against run A, paired by sample id: per metric and category, mean A, mean B, "
        "delta with its 95% CI (paired bootstrap), p-value (paired randomization test), "
        "wins/ties/losses, and diagnosis changes.",
    ),
    _sub("report", "Write the dashboard of RUN to one self-contained HTML file (works offline)."),
    _sub(
        "serve",
        "Browse the run history: the runs, a run's dashboard, any two runs compared, the trace runs "
        "over time (/traffic); with --review, label samples.",
    ),
    _sub(
        "retrieval",
        "Evaluate a TREC run file against a TREC qrels file with trec_eval 10's semantics; prints "
        "`measure<TAB>query|all<TAB>value` lines like trec_eval.",
    ),
    _sub(
        "collect",
        "Receive traces over OTLP/HTTP (POST /v1/traces, protobuf or JSON, gzip) and store them; "
        "evaluate them with `ragmeter eval --traces`.",
    ),
    _sub(
        "traces",
        "Traced traffic: spans received by `ragmeter collect` or imported from files, and the RAG "
        "interactions they hold (evaluate them with `ragmeter eval --traces`).",
    ),
    _sub("labels", "Human labels given in `ragmeter serve --review`."),
)


@click.group(
    cls=LazyGroup,
    subcommands=SUBCOMMANDS,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=lambda ctx, _param, value: _print_version(ctx) if value else None,
    help="Show the version and exit.",
)
def main() -> None:
    """Measure how well a RAG system works, and why it fails."""


@main.command("metrics")
@friendly
def metrics_cmd() -> None:
    """List the metrics with one-line descriptions."""
    from rich.markup import escape
    from rich.table import Table

    from ragmeter.cli.common import console
    from ragmeter.metrics import DEFAULT_METRICS, available
    from ragmeter.metrics.registry import installed_origins, installed_problems

    table = Table(show_header=True, header_style="bold")
    table.add_column("metric")
    table.add_column("kind")
    table.add_column("description")
    origins = installed_origins()
    for spec in available():
        params = ",".join(
            f"{p.name}=" + ("|".join(p.choices) if p.choices else p.metavar) for p in spec.params
        )
        name = spec.name + (f"({params})" if params else "")
        name += "@k" if spec.requires_k else "[@k]" if spec.takes_k else ""
        if spec.name in DEFAULT_METRICS:
            name += " *"
        described = spec.description + "".join(f" {p.name}: {p.description}." for p in spec.params)
        if spec.name in origins:
            described += f" (installed: {origins[spec.name]})"
        table.add_row(escape(name), spec.kind.value, escape(described))
    out = console()
    out.print(table)
    out.print(
        "* evaluated by default. Parameters are optional: ndcg@10 is ndcg(gain=linear)@10; "
        "ndcg_exp@10 is ndcg(gain=exp)@10. Aliases: "
        + ", ".join(f"{a}→{s.name}" for s in available() for a in s.aliases)
    )
    out.print(
        escape(
            "Your own judged criteria (tone, conciseness, policy compliance ...): a [rubrics.NAME] "
            "table in --config, or ragmeter.metrics.rubric(name, criteria, ...); scored by the LLM "
            "judge (docs/metrics.md)."
        )
    )
    for problem in installed_problems():
        console(stderr=True).print(escape(f"warning: {problem}"))


if __name__ == "__main__":  # pragma: no cover
    main()
