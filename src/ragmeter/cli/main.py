"""The ``ragmeter`` command line: thin commands over the library.

Exit codes: 0 success, 1 a quality gate failed, 2 bad input or usage (including files
that cannot be read or written), 3 an internal error (see ``cli/common.py``).
"""

from __future__ import annotations

from importlib.util import find_spec

import click

from ragmeter._version import __version__
from ragmeter.cli.calibrate_cmd import calibrate_cmd
from ragmeter.cli.collect_cmd import collect_cmd
from ragmeter.cli.common import console, friendly
from ragmeter.cli.compare_cmd import compare_cmd
from ragmeter.cli.eval_cmd import eval_cmd
from ragmeter.cli.generate_cmd import generate_cmd
from ragmeter.cli.labels_cmd import labels_cmd
from ragmeter.cli.report_cmd import report_cmd
from ragmeter.cli.retrieval_cmd import retrieval_cmd
from ragmeter.cli.runs_cmd import runs_cmd
from ragmeter.cli.serve_cmd import serve_cmd
from ragmeter.cli.traces_cmd import traces_cmd


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(
    __version__,
    prog_name="ragmeter",
    # the optional C module (setup.py) is absent where the install had no compiler
    message="%(prog)s %(version)s (retrieval: "
    + ("C speed-ups" if find_spec("ragmeter.retrieval._gather") else "pure Python, no C speed-ups")
    + ")",
)
def main() -> None:
    """Measure how well a RAG system works, and why it fails."""


@main.command("metrics")
@friendly
def metrics_cmd() -> None:
    """List the metrics with one-line descriptions."""
    from rich.markup import escape
    from rich.table import Table

    from ragmeter.metrics import DEFAULT_METRICS, available

    table = Table(show_header=True, header_style="bold")
    table.add_column("metric")
    table.add_column("kind")
    table.add_column("description")
    for spec in available():
        params = ",".join(
            f"{p.name}=" + ("|".join(p.choices) if p.choices else p.metavar) for p in spec.params
        )
        name = spec.name + (f"({params})" if params else "")
        name += "@k" if spec.requires_k else "[@k]" if spec.takes_k else ""
        if spec.name in DEFAULT_METRICS:
            name += " *"
        described = spec.description + "".join(f" {p.name}: {p.description}." for p in spec.params)
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


main.add_command(eval_cmd)
main.add_command(generate_cmd)
main.add_command(calibrate_cmd)
main.add_command(runs_cmd)
main.add_command(compare_cmd)
main.add_command(report_cmd)
main.add_command(serve_cmd)
main.add_command(retrieval_cmd)
main.add_command(collect_cmd)
main.add_command(traces_cmd)
main.add_command(labels_cmd)


if __name__ == "__main__":  # pragma: no cover
    main()
