"""``ragmeter eval``'s options as typed groups (each a frozen dataclass the command
receives as one argument), in the order ``--help`` lists them. :mod:`ragmeter.cli.eval_cmd`
resolves them, with ``--judge`` and the LLM and system groups, into one typed plan."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import click

from ragmeter.cli.common import OutputPath

F = TypeVar("F", bound=Callable[..., Any])
G = TypeVar("G")

__all__ = [
    "CASES_AUTO",
    "EngineOptions",
    "LabelOptions",
    "OutputOptions",
    "RunOptions",
    "ShowOptions",
    "StoreOptions",
    "TraceOptions",
    "engine_options",
    "label_options",
    "output_options",
    "run_options",
    "show_options",
    "store_options",
    "trace_options",
]

#: the per-sample table is printed by default for at most this many samples
CASES_AUTO = 20


def option_group(name: str, cls: type[G], *options: Callable[[Any], Any]) -> Callable[[F], F]:
    """Add ``options`` to a command, which receives them as one ``cls`` named ``name``
    (the dataclass's fields are the options' names)."""
    fields = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            kwargs[name] = cls(**{f: kwargs.pop(f) for f in fields})
            return fn(*args, **kwargs)

        out: Any = wrapper
        for option in reversed(options):
            out = option(out)
        return out  # type: ignore[no-any-return]

    return decorate


@dataclass(frozen=True)
class TraceOptions:
    from_traces: bool = False
    since: str | None = None
    sample_fraction: float | None = None


trace_options = option_group(
    "traces",
    TraceOptions,
    click.option(
        "--traces",
        "from_traces",
        is_flag=True,
        help="Evaluate the traced interactions in the store (`ragmeter collect`, `traces import`) "
        "instead of DATA.",
    ),
    click.option(
        "--since", default=None, metavar="DURATION", help="With --traces: traces started within it (24h, 7d)."
    ),
    click.option(
        "--sample",
        "sample_fraction",
        type=float,
        default=None,
        metavar="FRACTION",
        help="With --traces: evaluate this fraction of the interactions, chosen by --seed (reproducible).",
    ),
)


@dataclass(frozen=True)
class OutputOptions:
    json_out: str | None = None
    md_out: str | None = None
    csv_out: str | None = None
    html_out: str | None = None

    def written(self) -> list[tuple[str, str]]:
        """(kind, path) of each file asked for, in the order they are reported."""
        pairs = (
            ("JSON", self.json_out),
            ("Markdown", self.md_out),
            ("CSV", self.csv_out),
            ("HTML", self.html_out),
        )
        return [(kind, path) for kind, path in pairs if path]


output_options = option_group(
    "outputs",
    OutputOptions,
    click.option("--json", "json_out", type=OutputPath(), help="Write results as JSON."),
    click.option("--markdown", "md_out", type=OutputPath(), help="Write a Markdown report."),
    click.option("--csv", "csv_out", type=OutputPath(), help="Write one row per sample as CSV."),
    click.option(
        "--html",
        "html_out",
        type=OutputPath(),
        help="Write a self-contained HTML dashboard (needs the html extra).",
    ),
)


@dataclass(frozen=True)
class RunOptions:
    weights: str | None = None
    faithfulness_threshold: float = 0.6
    ci_resamples: int = 2000
    seed: int = 0


run_options = option_group(
    "numbers",
    RunOptions,
    click.option(
        "--weights",
        default=None,
        metavar="M=W,...",
        help="Weights of the overall score, e.g. faithfulness=0.4,context_recall=0.6.",
    ),
    click.option(
        "--faithfulness-threshold",
        type=click.FloatRange(0, 1),
        default=0.6,
        show_default=True,
        help="Below this, a case is diagnosed fix_generation.",
    ),
    click.option(
        "--ci-resamples",
        type=click.IntRange(0, 100_000),
        default=2000,
        show_default=True,
        help="Bootstrap resamples for the 95% confidence intervals (0: none).",
    ),
    click.option(
        "--seed", type=int, default=0, show_default=True, help="Seed of the bootstrap (and of --sample)."
    ),
)


@dataclass(frozen=True)
class LabelOptions:
    labels_path: str | None = None
    labels_run: str | None = None


label_options = option_group(
    "human",
    LabelOptions,
    click.option(
        "--labels",
        "labels_path",
        type=click.Path(dir_okay=False),
        default=None,
        help="Human labels of a random subset of DATA (JSONL: id, labels {metric: 0..1}): adds the "
        "prediction-powered mean and CI of each labelled metric beside the judge's.",
    ),
    click.option(
        "--labels-from-store",
        "labels_run",
        default=None,
        metavar="RUN",
        help="Like --labels, with the labels people gave RUN's samples in `ragmeter serve --review`.",
    ),
)


@dataclass(frozen=True)
class EngineOptions:
    engine: str = "local"
    address: str | None = None
    batch_size: int | None = None
    out_dir: str | None = None

    def evaluate_args(self) -> dict[str, Any]:
        """``evaluate()``'s engine arguments (none for the local engine)."""
        if self.engine == "local":
            return {}
        return {
            "engine": self.engine,
            "address": self.address,
            "batch_size": self.batch_size,
            "out": self.out_dir,
        }


engine_options = option_group(
    "engine",
    EngineOptions,
    click.option(
        "--engine",
        type=click.Choice(["local", "ray"]),
        default="local",
        show_default=True,
        help="Run here, or on a Ray cluster (the ray extra): DATA may then be a folder of shards or a glob.",
    ),
    click.option(
        "--address",
        default=None,
        metavar="auto|ray://HOST:PORT",
        help="The Ray cluster for --engine ray (default: a local one, started for this run).",
    ),
    click.option(
        "--batch-size", type=click.IntRange(1), default=None, help="Samples per Ray task (--engine ray)."
    ),
    click.option(
        "--out",
        "out_dir",
        default=None,
        metavar="DIR",
        help="New folder (or s3://... URL) for the per-sample Parquet files of a Ray run.",
    ),
)


@dataclass(frozen=True)
class ShowOptions:
    cases: bool | None = None
    no_details: bool = False
    quiet: bool = False


show_options = option_group(
    "show",
    ShowOptions,
    click.option(
        "--cases/--no-cases",
        default=None,
        help=f"Print the per-sample table (default: when there are at most {CASES_AUTO}).",
    ),
    click.option("--no-details", is_flag=True, help="Leave claims and verdicts out of the JSON output."),
    click.option("--quiet", "-q", is_flag=True, help="Print nothing but errors."),
)


@dataclass(frozen=True)
class StoreOptions:
    label: str | None = None
    store_path: str | None = None
    no_store: bool = False


store_options = option_group(
    "history",
    StoreOptions,
    click.option("--label", default=None, help="A label for this run in the history (e.g. a version)."),
    click.option(
        "--store",
        "store_path",
        type=click.Path(dir_okay=False),
        default=None,
        help="Run history database (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
    ),
    click.option("--no-store", is_flag=True, help="Do not record this run in the history."),
)
