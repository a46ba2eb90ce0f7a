"""``ragmeter calibrate``: validate the judge against human labels."""

from __future__ import annotations

from typing import Any

import click

from ragmeter.cli.common import EXIT_FAIL, OutputPath, console, dump_json, friendly
from ragmeter.cli.eval_cmd import build_judge
from ragmeter.cli.judge_options import LLMOptions, llm_options


@click.command("calibrate")
@click.argument("data", required=False, type=click.Path(dir_okay=False, path_type=str))
@click.option(
    "--judge",
    default="offline",
    show_default=True,
    help="Judge to validate: offline, llm:MODEL or jury:SPEC,SPEC (each juror is then validated too).",
)
@llm_options
@click.option(
    "--threshold",
    type=click.FloatRange(0, 1),
    default=1.0,
    show_default=True,
    help="A case counts as judged faithful when its faithfulness is at least this.",
)
@click.option(
    "--metric",
    default="faithfulness",
    show_default=True,
    help="The judged metric the labels are of (labels.<metric>, or human_label for faithfulness).",
)
@click.option(
    "--data",
    "unlabelled",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help="The rest of the data set (no labels needed): also report the prediction-powered "
    "mean of the metric over it.",
)
@click.option(
    "--labels-from-store",
    "labels_run",
    default=None,
    metavar="RUN",
    help="Instead of DATA: RUN's samples with the labels people gave them in `ragmeter serve --review`.",
)
@click.option(
    "--store",
    "store_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Run history database for --labels-from-store (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
)
@click.option("--json", "json_out", type=OutputPath(), help="Write the report as JSON.")
@click.option("--strict", is_flag=True, help="Exit 1 when kappa is below 0.6.")
@friendly
def calibrate_cmd(
    data: str | None,
    judge: str,
    llm: LLMOptions,
    threshold: float,
    metric: str,
    unlabelled: str | None,
    labels_run: str | None,
    store_path: str | None,
    json_out: str | None,
    strict: bool,
) -> None:
    """Compare the judge's verdicts with human labels (`human_label`: 1 faithful, 0 not; or
    `labels.<metric>`; two annotators as [a, b]): raw agreement, Cohen's kappa, confusion
    matrix, Spearman, Brier score, the annotators' own kappa as the ceiling; warns below
    kappa 0.6. With --data, the prediction-powered mean of the metric over the data.
    With --labels-from-store RUN, the labelled data is RUN's samples with their review labels."""
    from ragmeter.calibration import calibrate
    from ragmeter.errors import ConfigError
    from ragmeter.judges.abilities import abilities
    from ragmeter.metrics import parse_metric
    from ragmeter.report.terminal import print_calibration

    if (data is None) == (labels_run is None):
        raise ConfigError("give the labelled DATA file or --labels-from-store RUN (one of them)")
    labelled: Any = data
    if labels_run is not None:
        from ragmeter.cli.labels_cmd import labelled_samples

        labelled = labelled_samples(store_path, labels_run)
    the_judge = build_judge(judge, llm)
    try:
        report = calibrate(
            labelled, the_judge, threshold=threshold, metric=str(parse_metric(metric)), unlabelled=unlabelled
        ).to_dict()
    finally:
        abilities(the_judge).close()
    print_calibration(console(), report)
    if json_out:
        dump_json(json_out, report)
    if strict and report["warning"]:
        raise SystemExit(EXIT_FAIL)
