"""``ragmeter calibrate``: validate the judge against human labels."""

from __future__ import annotations

import click

from ragmeter.cli.common import EXIT_FAIL, OutputPath, console, dump_json, friendly
from ragmeter.cli.eval_cmd import build_judge
from ragmeter.cli.judge_options import LLMOptions, llm_options


@click.command("calibrate")
@click.argument("data", type=click.Path(dir_okay=False, path_type=str))
@click.option(
    "--judge", default="offline", show_default=True, help="Judge to validate: offline or llm:MODEL."
)
@llm_options
@click.option(
    "--threshold",
    type=click.FloatRange(0, 1),
    default=1.0,
    show_default=True,
    help="A case counts as judged faithful when its faithfulness is at least this.",
)
@click.option("--json", "json_out", type=OutputPath(), help="Write the report as JSON.")
@click.option("--strict", is_flag=True, help="Exit 1 when kappa is below 0.6.")
@friendly
def calibrate_cmd(
    data: str, judge: str, llm: LLMOptions, threshold: float, json_out: str | None, strict: bool
) -> None:
    """Compare the judge's faithfulness verdicts with a `human_label` field (1 faithful, 0 not):
    raw agreement, Cohen's kappa, confusion matrix; warns below kappa 0.6."""
    from ragmeter.calibration import calibrate
    from ragmeter.judges.abilities import abilities
    from ragmeter.report.terminal import print_calibration

    the_judge = build_judge(judge, llm)
    try:
        report = calibrate(data, the_judge, threshold=threshold).to_dict()
    finally:
        abilities(the_judge).close()
    print_calibration(console(), report)
    if json_out:
        dump_json(json_out, report)
    if strict and report["warning"]:
        raise SystemExit(EXIT_FAIL)
