"""``ragmeter eval``: score a data set and report."""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

import click
from rich.markup import escape

from ragmeter.cli.common import (
    EXIT_FAIL,
    OutputPath,
    console,
    dump_json,
    friendly,
    parse_pairs,
    written,
)
from ragmeter.cli.judge_options import LLMOptions, llm_config, llm_options
from ragmeter.cli.system_options import SystemOptions, build_system_run, print_system, system_options
from ragmeter.errors import ConfigError

_CASES_AUTO = 20


def config_rubrics(path: str | None) -> list[Any]:
    """The rubric metrics of the ``--config`` file's ``[rubrics.NAME]`` tables: evaluated by
    default and named like any metric in ``--metrics``."""
    if not path:
        return []
    from ragmeter.metrics.registry import rubric_metric
    from ragmeter.metrics.rubrics import load_rubrics

    return [rubric_metric(r) for r in load_rubrics(path)]


def build_judge(spec: str, llm: LLMOptions | None = None, *, dry_run: bool = False) -> Any:
    """The judge a spec names (``offline``, ``offline:MODE``, ``offline+e5``,
    ``llm:MODEL``, ``llm:MODEL+e5``; see :mod:`ragmeter.judges.spec`), the LLM judge's
    settings taken from ``--config`` and the flags."""
    from ragmeter.judges.spec import from_spec, parse_spec

    if parse_spec(spec).kind not in ("llm", "jury"):
        return from_spec(spec)
    opts = llm or LLMOptions()
    return from_spec(
        spec, config=llm_config(opts), dry_run=dry_run, explicit_key_env=opts.api_key_env is not None
    )


@click.command("eval")
@click.argument("data", required=False, type=click.Path(path_type=str))
@click.option(
    "--traces",
    "from_traces",
    is_flag=True,
    help="Evaluate the traced interactions in the store (`ragmeter collect`, `traces import`) "
    "instead of DATA.",
)
@click.option(
    "--since", default=None, metavar="DURATION", help="With --traces: traces started within it (24h, 7d)."
)
@click.option(
    "--sample",
    "sample_fraction",
    type=float,
    default=None,
    metavar="FRACTION",
    help="With --traces: evaluate this fraction of the interactions, chosen by --seed (reproducible).",
)
@click.option(
    "--metrics",
    "-m",
    "metrics",
    default=None,
    metavar="A,B,...",
    help="Comma-separated metrics (see `ragmeter metrics`); default: the core set.",
)
@click.option("--json", "json_out", type=OutputPath(), help="Write results as JSON.")
@click.option("--markdown", "md_out", type=OutputPath(), help="Write a Markdown report.")
@click.option("--csv", "csv_out", type=OutputPath(), help="Write one row per sample as CSV.")
@click.option(
    "--html",
    "html_out",
    type=OutputPath(),
    help="Write a self-contained HTML dashboard (needs the html extra).",
)
@click.option(
    "--judge",
    default="offline",
    show_default=True,
    help="Judge spec: offline[:MODE][+e5], llm:MODEL[+e5] or a jury jury:SPEC,SPEC[,...] (the "
    "spec, not the installed extras, decides what runs).",
)
@llm_options
@system_options
@click.option(
    "--dry-run",
    is_flag=True,
    help="Estimate the judge's calls, tokens and cost without sending anything, then stop.",
)
@click.option(
    "--weights",
    default=None,
    metavar="M=W,...",
    help="Weights of the overall score, e.g. faithfulness=0.4,context_recall=0.6.",
)
@click.option(
    "--faithfulness-threshold",
    type=click.FloatRange(0, 1),
    default=0.6,
    show_default=True,
    help="Below this, a case is diagnosed fix_generation.",
)
@click.option(
    "--ci-resamples",
    type=click.IntRange(0, 100_000),
    default=2000,
    show_default=True,
    help="Bootstrap resamples for the 95% confidence intervals (0: none).",
)
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Seed of the bootstrap (and of --sample)."
)
@click.option(
    "--labels",
    "labels_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Human labels of a random subset of DATA (JSONL: id, labels {metric: 0..1}): adds the "
    "prediction-powered mean and CI of each labelled metric beside the judge's.",
)
@click.option(
    "--labels-from-store",
    "labels_run",
    default=None,
    metavar="RUN",
    help="Like --labels, with the labels people gave RUN's samples in `ragmeter serve --review`.",
)
@click.option("--workers", type=click.IntRange(1), default=None, help="Samples judged at once.")
@click.option(
    "--engine",
    type=click.Choice(["local", "ray"]),
    default="local",
    show_default=True,
    help="Run here, or on a Ray cluster (the ray extra): DATA may then be a folder of shards or a glob.",
)
@click.option(
    "--address",
    default=None,
    metavar="auto|ray://HOST:PORT",
    help="The Ray cluster for --engine ray (default: a local one, started for this run).",
)
@click.option(
    "--batch-size", type=click.IntRange(1), default=None, help="Samples per Ray task (--engine ray)."
)
@click.option(
    "--out",
    "out_dir",
    default=None,
    metavar="DIR",
    help="New folder (or s3://... URL) for the per-sample Parquet files of a Ray run.",
)
@click.option(
    "--cases/--no-cases",
    default=None,
    help=f"Print the per-sample table (default: when there are at most {_CASES_AUTO}).",
)
@click.option("--no-details", is_flag=True, help="Leave claims and verdicts out of the JSON output.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing but errors.")
@click.option("--label", default=None, help="A label for this run in the history (e.g. a version).")
@click.option(
    "--store",
    "store_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Run history database (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
)
@click.option("--no-store", is_flag=True, help="Do not record this run in the history.")
@click.option(
    "--fail-under",
    default=None,
    metavar="M=V,...",
    help="Gate: exit 1 when a mean is below V (above V for lower-is-better metrics such as "
    "hallucination), e.g. faithfulness=0.8,context_recall=0.7; conversation:M=V gates the mean "
    "over conversations.",
)
@friendly
def eval_cmd(
    data: str | None,
    from_traces: bool,
    since: str | None,
    sample_fraction: float | None,
    metrics: str | None,
    json_out: str | None,
    md_out: str | None,
    csv_out: str | None,
    html_out: str | None,
    judge: str,
    llm: LLMOptions,
    system: SystemOptions,
    dry_run: bool,
    weights: str | None,
    faithfulness_threshold: float,
    ci_resamples: int,
    seed: int,
    labels_path: str | None,
    labels_run: str | None,
    workers: int | None,
    engine: str,
    address: str | None,
    batch_size: int | None,
    out_dir: str | None,
    cases: bool | None,
    no_details: bool,
    quiet: bool,
    label: str | None,
    store_path: str | None,
    no_store: bool,
    fail_under: str | None,
) -> None:
    """Evaluate DATA (.jsonl, .json, .csv, .parquet) and print a summary.

    With --system or --endpoint, DATA is a test set (e.g. from `ragmeter generate`): the
    system answers each question first, and its latency and failures are recorded.
    With --engine ray, DATA may also be a folder of shards or a glob (local paths or
    object store URLs), judged on a Ray cluster. With --traces, the interactions traced
    in production (`ragmeter collect`) are evaluated instead; the run records which."""
    from ragmeter.cli.traces_cmd import eval_input
    from ragmeter.diagnosis import JUDGE_FAILURES, DiagnosisConfig
    from ragmeter.gates import check_thresholds, normalise_thresholds
    from ragmeter.judges.abilities import abilities
    from ragmeter.judges.spec import describe_judge
    from ragmeter.metrics import check_metrics, parse_metrics
    from ragmeter.metrics.overall import DEFAULT_WEIGHTS
    from ragmeter.report.sinks import CsvSink, JsonSink, MarkdownSink, Sink
    from ragmeter.report.terminal import print_cases, print_summary
    from ragmeter.runner import EvalConfig, evaluate, judge_failure
    from ragmeter.types import SampleResult

    metric_list = parse_metrics(metrics, extra=config_rubrics(llm.config))
    check_metrics(metric_list)  # before anything is opened or written
    traced = eval_input(
        data, from_traces, since, sample_fraction, seed, store_path, engine=engine, system=system.given
    )
    if traced is not None:
        data = traced.name
    assert data is not None  # eval_input refused a missing DATA
    _check_engine(data, engine, (address, batch_size, out_dir), system, dry_run)
    names = [str(m) for m in metric_list]
    w = parse_pairs(weights, "--weights") if weights else dict(DEFAULT_WEIGHTS)
    config = EvalConfig(
        weights=w,
        diagnosis=DiagnosisConfig(faithfulness_threshold=faithfulness_threshold),
        ci_resamples=ci_resamples,
        seed=seed,
    )
    if store_path and llm.cache_path is None:
        llm = dataclasses.replace(llm, cache_path=store_path)  # one database for runs and calls
    if dry_run and system.given:
        raise ConfigError(
            "--dry-run cannot estimate a run with --system/--endpoint: the judge's calls depend "
            "on the answers, which the system gives only when called"
        )
    from ragmeter.judges.spec import parse_spec

    llm_judge = parse_spec(judge).kind == "llm"
    if llm_judge and system.concurrency is not None:  # one --concurrency for every endpoint
        llm = dataclasses.replace(llm, concurrency=system.concurrency)
    the_judge = build_judge(judge, llm, dry_run=dry_run)
    system_run = build_system_run(system, llm_judge=llm_judge)
    if dry_run:
        _dry_run(data if traced is None else traced.data(), metric_list, the_judge, judge, json_out, quiet)
        return
    gates = normalise_thresholds(parse_pairs(fail_under, "--fail-under"), names)
    labels = None
    if labels_path and labels_run:
        raise ConfigError("give --labels FILE or --labels-from-store RUN, not both")
    if labels_path:  # read before the run: a bad file is exit 2 before any call
        from ragmeter.datasets.labels import read_labels

        labels = read_labels(labels_path)
    elif labels_run:
        from ragmeter.cli.labels_cmd import labels_from_store

        labels = labels_from_store(store_path, labels_run)
    writer: Any = None
    recorder: Any = None
    if no_store and label:
        raise ConfigError("--label names the recorded run; it cannot be used with --no-store")
    if not no_store:
        from ragmeter.cli.recording import STORE_FAILURES, Recorder, store_failure
        from ragmeter.store import Store, StoreError

        hint = " (record elsewhere with --store PATH, or not at all with --no-store)"
        try:
            store = Store(store_path)
        except StoreError as exc:
            raise StoreError(f"{exc}{hint}") from None
        try:
            writer = store.start_run(
                label=label,
                dataset=data,
                metrics=names,
                judge=describe_judge(the_judge),
                config=config.to_dict(),
                meta=None if traced is None else traced.meta,
            )
        except STORE_FAILURES as exc:  # a full disk, a read-only store: before any work
            store.close()
            if isinstance(exc, StoreError):
                raise
            raise StoreError(
                f"cannot record a run in the store {store.path}: {store_failure(exc)}{hint}"
            ) from None
        recorder = Recorder(writer)

    sinks: list[Sink] = []
    if json_out:
        sinks.append(JsonSink(json_out, with_details=not no_details))
    if csv_out:
        sinks.append(CsvSink(csv_out, names))
    if md_out:
        sinks.append(MarkdownSink(md_out, names))
    if html_out:
        from ragmeter.report.html import HtmlSink

        timeline = traced.timeline(writer) if traced is not None and writer is not None else None
        sinks.append(HtmlSink(html_out, names, timeline=timeline))
    shown: list[SampleResult] = []
    limit = 10_000 if cases else _CASES_AUTO + 1
    judge_said: list[str] = []  # the first reason a judge gave for failing

    def on_result(r: SampleResult) -> None:
        if recorder is not None:
            recorder.add(r)
        for s in sinks:
            s.add(r)
        if len(shown) < limit:
            shown.append(r.without_details())
        if not judge_said:
            judge_said.extend(sc.reason for sc in r.scores.values() if sc.status in JUDGE_FAILURES)

    progress = not quiet and sys.stderr.isatty()
    # On Ray, a run whose samples nobody reads (no store, no files, no --cases) lets the
    # driver read back only the aggregates: a tenth of the work per sample.
    hand_on = engine == "local" or writer is not None or bool(sinks) or bool(cases)
    try:
        result = evaluate(
            data if traced is None else traced.data(),
            metric_list,
            the_judge,
            config=config,
            workers=workers,
            progress=progress,
            system=system_run,
            keep_samples=False,
            on_result=on_result if hand_on else None,
            labels=labels,
            **_engine_args(engine, address, batch_size, out_dir),
        )
        summary = result.summary
        if traced is not None:  # which interactions the run took, in the JSON and the store
            summary = dataclasses.replace(summary, extra={**summary.extra, **traced.meta})
        for s in sinks:
            s.close(summary)
        failed = judge_failure(summary, judge_said[0] if judge_said else None)
        # The last step: only now does the run become complete in the history (a run
        # whose judge failed measured nothing judged: its files are written, not recorded).
        run = recorder.finish(summary) if recorder is not None and failed is None else None
    finally:
        abilities(the_judge).close()
        if traced is not None:
            traced.close()
        if recorder is not None:
            recorder.close()  # removes an interrupted run
    failures = check_thresholds(summary, gates)
    from ragmeter.cli.recording import warn_cache

    warn_cache(the_judge)
    if quiet:
        _stop_if_judge_failed(failed, writer is not None)
        _report_gates(failures, recorder)
        return
    out = console()
    show_cases = cases if cases is not None else len(result) <= _CASES_AUTO
    if show_cases and shown:
        print_cases(out, shown[:limit], names)
    print_summary(out, summary)
    print_system(out, None if summary.system is None else dict(summary.system))
    if traced is not None:
        out.print(traced.line())
    for kind, path in (("JSON", json_out), ("Markdown", md_out), ("CSV", csv_out), ("HTML", html_out)):
        if path:
            out.print(written(kind, path))
    if run is not None and writer is not None:
        out.print(
            f"Recorded run [bold]{run.id}[/]"
            + (f" ({escape(run.label)})" if run.label else "")
            + f" in {escape(str(writer.store.path))}"
        )
    _stop_if_judge_failed(failed, writer is not None)
    _report_gates(failures, recorder)


def _check_engine(
    data: str, engine: str, ray_options: tuple[Any, ...], system: SystemOptions, dry_run: bool
) -> None:
    """Options that cannot work together stop the command before anything runs."""
    import os

    from ragmeter.errors import DataError

    if engine == "local":
        if any(o is not None for o in ray_options):
            raise ConfigError("--address, --batch-size and --out are options of --engine ray")
        if os.path.isdir(data):
            raise DataError(
                "is a folder; give a .jsonl, .json, .csv or .parquet file (a folder of shards is "
                "evaluated with --engine ray)",
                source=data,
            )
        return
    if system.given:
        raise ConfigError(
            "--system/--endpoint run on this machine: answer the questions first (--save-answers), "
            "then evaluate the answers with --engine ray"
        )
    if dry_run:
        raise ConfigError("--dry-run estimates on this machine: run it without --engine ray")


def _engine_args(engine: str, address: str | None, batch_size: int | None, out: str | None) -> dict[str, Any]:
    """``evaluate()``'s engine arguments (none for the local engine)."""
    if engine == "local":
        return {}
    return {"engine": engine, "address": address, "batch_size": batch_size, "out": out}


def _stop_if_judge_failed(failed: str | None, storing: bool) -> None:
    """Exit 2 after a run whose judge failed it (outputs are written, nothing recorded)."""
    from ragmeter.runner import JudgeFailed

    if failed is None:
        return
    note = " The outputs asked for were written" + ("; the run was not recorded." if storing else ".")
    raise JudgeFailed(failed + note)


def _report_gates(failures: list[Any], recorder: Any = None) -> None:
    """Print the result of ``--fail-under`` and exit 1 when a gate failed; exit 2 (after
    the gates are printed) when the store failed and the run was not recorded."""
    err = console(stderr=True)
    for f in failures:
        err.print(f"[bold red]gate failed:[/] {f.message}")
    if recorder is not None:
        recorder.check()
    if failures:
        raise SystemExit(EXIT_FAIL)


def _dry_run(
    data: Any, metric_list: Any, the_judge: Any, spec: str, json_out: str | None, quiet: bool
) -> None:
    """Validate the data and print what a run would cost; nothing is sent anywhere."""
    from ragmeter.datasets import iter_samples
    from ragmeter.judges.abilities import abilities
    from ragmeter.metrics.conversation_turns import conversation_tasks
    from ragmeter.runner import judge_task

    ability = abilities(the_judge)
    per_turn: list[Any] = []  # the conversation-level metrics' calls, one per assistant turn

    def tasks() -> Any:
        for sample in iter_samples(data):
            per_turn.extend(conversation_tasks(sample, metric_list))
            yield judge_task(sample, metric_list)

    try:
        found = ability.estimate(tasks())
        if per_turn:
            more = ability.estimate(per_turn)
            found.usage += more.usage
            a, b = found.cost_usd, more.cost_usd
            found.cost_usd = None if a is None or b is None else a + b
            found.notes.append(
                f"{len(per_turn)} more tasks for the conversation-level metrics (one per turn)"
            )
        estimate = found.to_dict()
    finally:
        ability.close()
    if json_out:
        dump_json(json_out, {"dry_run": estimate})
    if quiet:
        return
    out = console()
    out.print(f"[bold]Dry run[/] (nothing was sent) · {estimate['samples']} samples · judge {spec}")
    per = estimate.get("calls_per_sample")
    out.print(
        f"  model calls: {estimate['calls']} to send, {estimate['cached_calls']} already in the cache"
        + (f" ({per:.2f} per sample)" if per is not None and estimate["samples"] else "")
    )
    out.print(f"  tokens: ~{estimate['prompt_tokens']:,} in, ~{estimate['completion_tokens']:,} out")
    if estimate.get("cost_usd") is not None:
        out.print(f"  cost: ~${estimate['cost_usd']:.4f}")
    else:
        out.print("  cost: give --price-in/--price-out (US$ per 1M tokens) to see it")
    for note in estimate.get("notes", []):
        out.print(f"  [dim]{note}[/]")
