"""``ragmeter eval``: score a data set and report."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click
from rich.markup import escape

from ragmeter.cli.common import (
    EXIT_FAIL,
    console,
    dump_json,
    friendly,
    parse_pairs,
    written,
)
from ragmeter.cli.eval_options import (
    CASES_AUTO,
    EngineOptions,
    LabelOptions,
    OutputOptions,
    RunOptions,
    ShowOptions,
    StoreOptions,
    TraceOptions,
    engine_options,
    label_options,
    output_options,
    run_options,
    show_options,
    store_options,
    trace_options,
)
from ragmeter.cli.judge_options import LLMOptions, llm_config, llm_options
from ragmeter.cli.system_options import SystemOptions, build_system_run, print_system, system_options
from ragmeter.errors import ConfigError
from ragmeter.gates import check_thresholds, normalise_thresholds
from ragmeter.judges.abilities import abilities
from ragmeter.metrics import Metric, check_metrics, parse_metrics
from ragmeter.runner import EvalConfig, evaluate, judge_failure

if TYPE_CHECKING:
    from ragmeter.cli.recording import Recorder
    from ragmeter.cli.traces_cmd import TraceSource
    from ragmeter.datasets.labels import HumanLabels
    from ragmeter.judges.abilities import Estimate
    from ragmeter.judges.base import Judge
    from ragmeter.report.sinks import Sink
    from ragmeter.types import RunInfo, SampleResult, Summary


def config_rubrics(path: str | None) -> list[Any]:
    """The rubric metrics of the ``--config`` file's ``[rubrics.NAME]`` tables: evaluated by
    default and named like any metric in ``--metrics``."""
    if not path:
        return []
    from ragmeter.metrics.registry import rubric_metric
    from ragmeter.metrics.rubrics import load_rubrics

    return [rubric_metric(r) for r in load_rubrics(path)]


def build_judge(spec: str, llm: LLMOptions | None = None, *, dry_run: bool = False) -> Judge:
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
@trace_options
@click.option(
    "--metrics",
    "-m",
    "metrics",
    default=None,
    metavar="A,B,...",
    help="Comma-separated metrics (see `ragmeter metrics`); default: the core set.",
)
@output_options
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
@run_options
@label_options
@click.option("--workers", type=click.IntRange(1), default=None, help="Samples judged at once.")
@engine_options
@show_options
@store_options
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
    traces: TraceOptions,
    metrics: str | None,
    outputs: OutputOptions,
    judge: str,
    llm: LLMOptions,
    system: SystemOptions,
    dry_run: bool,
    numbers: RunOptions,
    human: LabelOptions,
    workers: int | None,
    engine: EngineOptions,
    show: ShowOptions,
    history: StoreOptions,
    fail_under: str | None,
) -> None:
    """Evaluate DATA (.jsonl, .json, .csv, .parquet) and print a summary.

    With --system or --endpoint, DATA is a test set (e.g. from `ragmeter generate`): the
    system answers each question first, and its latency and failures are recorded.
    With --engine ray, DATA may also be a folder of shards or a glob (local paths or
    object store URLs), judged on a Ray cluster. With --traces, the interactions traced
    in production (`ragmeter collect`) are evaluated instead; the run records which."""
    plan = _plan(data, traces, metrics, judge, llm, system, dry_run, numbers, engine, history)
    the_judge = build_judge(plan.judge, plan.llm, dry_run=dry_run)
    system_run = build_system_run(system, llm_judge=plan.llm_judge)
    if dry_run:
        _dry_run(plan.source(), plan.metrics, the_judge, judge, outputs.json_out, show.quiet)
        return
    gates, labels = _gates_and_labels(plan, fail_under, human, history)
    outcome = _run(plan, the_judge, system_run, labels, workers, outputs, show, history)
    failures = check_thresholds(outcome.summary, gates)
    from ragmeter.cli.recording import warn_cache

    warn_cache(the_judge)
    if not show.quiet:
        _print_outcome(plan, outcome, outputs, show)
    _stop_if_judge_failed(outcome.failed, outcome.writer is not None)
    _report_gates(failures, outcome.writer)


@dataclass(frozen=True)
class EvalPlan:
    """What ``eval`` was asked to do, resolved from its option groups and checked once:
    the data (or the traced interactions), the metrics, the run's settings, the judge's
    spec and LLM settings, and how it runs."""

    data: str
    traced: TraceSource | None
    metrics: tuple[Metric, ...]
    config: EvalConfig
    judge: str
    llm: LLMOptions
    llm_judge: bool
    engine: EngineOptions

    @property
    def names(self) -> list[str]:
        return [str(m) for m in self.metrics]

    def source(self) -> Any:
        """What ``evaluate`` reads: DATA, or the traced interactions' samples."""
        return self.data if self.traced is None else self.traced.data()


def _plan(
    data: str | None,
    traces: TraceOptions,
    metrics: str | None,
    judge: str,
    llm: LLMOptions,
    system: SystemOptions,
    dry_run: bool,
    numbers: RunOptions,
    engine: EngineOptions,
    history: StoreOptions,
) -> EvalPlan:
    """The options resolved into one plan; what cannot work together stops here."""
    from ragmeter.cli.traces_cmd import eval_input
    from ragmeter.judges.spec import parse_spec

    metric_list = parse_metrics(metrics, extra=config_rubrics(llm.config))
    check_metrics(metric_list)  # before anything is opened or written
    traced = eval_input(
        data,
        traces.from_traces,
        traces.since,
        traces.sample_fraction,
        numbers.seed,
        history.store_path,
        engine=engine.engine,
        system=system.given,
    )
    if traced is not None:
        data = traced.name
    assert data is not None  # eval_input refused a missing DATA
    _check_engine(data, engine, system, dry_run)
    config = _eval_config(numbers)
    if history.store_path and llm.cache_path is None:
        llm = dataclasses.replace(llm, cache_path=history.store_path)  # one database for runs and calls
    if dry_run and system.given:
        raise ConfigError(
            "--dry-run cannot estimate a run with --system/--endpoint: the judge's calls depend "
            "on the answers, which the system gives only when called"
        )
    llm_judge = parse_spec(judge).kind == "llm"
    if llm_judge and system.concurrency is not None:  # one --concurrency for every endpoint
        llm = dataclasses.replace(llm, concurrency=system.concurrency)
    return EvalPlan(data, traced, tuple(metric_list), config, judge, llm, llm_judge, engine)


def _eval_config(numbers: RunOptions) -> EvalConfig:
    from ragmeter.diagnosis import DiagnosisConfig
    from ragmeter.metrics.overall import DEFAULT_WEIGHTS

    w = parse_pairs(numbers.weights, "--weights") if numbers.weights else dict(DEFAULT_WEIGHTS)
    return EvalConfig(
        weights=w,
        diagnosis=DiagnosisConfig(faithfulness_threshold=numbers.faithfulness_threshold),
        ci_resamples=numbers.ci_resamples,
        seed=numbers.seed,
    )


def _gates_and_labels(
    plan: EvalPlan, fail_under: str | None, human: LabelOptions, history: StoreOptions
) -> tuple[dict[str, float], HumanLabels | None]:
    """``--fail-under``'s gates and the human labels, read before the run: a bad file is
    exit 2 before any call."""
    gates = normalise_thresholds(parse_pairs(fail_under, "--fail-under"), plan.names)
    labels = None
    if human.labels_path and human.labels_run:
        raise ConfigError("give --labels FILE or --labels-from-store RUN, not both")
    if human.labels_path:
        from ragmeter.datasets.labels import read_labels

        labels = read_labels(human.labels_path)
    elif human.labels_run:
        from ragmeter.cli.labels_cmd import labels_from_store

        labels = labels_from_store(history.store_path, human.labels_run)
    if history.no_store and history.label:
        raise ConfigError("--label names the recorded run; it cannot be used with --no-store")
    return gates, labels


def _open_writer(plan: EvalPlan, history: StoreOptions, the_judge: Judge) -> Recorder | None:
    """The run's record in the history (None with --no-store); finished after the run. A
    store that fails later stops the recording, not the run (:class:`Recorder`)."""
    if history.no_store:
        return None
    from ragmeter.cli.recording import STORE_FAILURES, Recorder, store_failure
    from ragmeter.judges.spec import describe_judge
    from ragmeter.store import Store, StoreError

    hint = " (record elsewhere with --store PATH, or not at all with --no-store)"
    try:
        store = Store(history.store_path)
    except StoreError as exc:
        raise StoreError(f"{exc}{hint}") from None
    try:
        writer = store.start_run(
            label=history.label,
            dataset=plan.data,
            metrics=plan.names,
            judge=describe_judge(the_judge),
            config=plan.config.to_dict(),
            meta=None if plan.traced is None else plan.traced.meta,
        )
    except STORE_FAILURES as exc:  # a full disk, a read-only store: before any work
        store.close()
        if isinstance(exc, StoreError):
            raise
        raise StoreError(
            f"cannot record a run in the store {store.path}: {store_failure(exc)}{hint}"
        ) from None
    return Recorder(writer)


def _open_sinks(
    plan: EvalPlan, outputs: OutputOptions, show: ShowOptions, recorder: Recorder | None
) -> list[Sink]:
    """The report files asked for, each a sink of the run's results."""
    from ragmeter.report.sinks import CsvSink, JsonSink, MarkdownSink

    sinks: list[Sink] = []
    if outputs.json_out:
        sinks.append(JsonSink(outputs.json_out, with_details=not show.no_details))
    if outputs.csv_out:
        sinks.append(CsvSink(outputs.csv_out, plan.names))
    if outputs.md_out:
        sinks.append(MarkdownSink(outputs.md_out, plan.names))
    if outputs.html_out:
        from ragmeter.report.html import HtmlSink

        traced = plan.traced
        timeline = traced.timeline(recorder.writer) if traced is not None and recorder is not None else None
        sinks.append(HtmlSink(outputs.html_out, plan.names, timeline=timeline))
    return sinks


class _Watch:
    """The CLI's own sink: hands each result to the history and the report files, keeps
    the first ones for the per-sample table and the first reason a judge gave for failing."""

    def __init__(self, writer: Recorder | None, sinks: list[Sink], cases: bool | None) -> None:
        self.writer, self.sinks = writer, sinks
        self.limit = 10_000 if cases else CASES_AUTO + 1
        self.shown: list[SampleResult] = []
        self.judge_said: list[str] = []

    def add(self, r: SampleResult) -> None:
        from ragmeter.diagnosis import JUDGE_FAILURES

        if self.writer is not None:
            self.writer.add(r)
        for s in self.sinks:
            s.add(r)
        if len(self.shown) < self.limit:
            self.shown.append(r.without_details())
        if not self.judge_said:
            self.judge_said.extend(sc.reason for sc in r.scores.values() if sc.status in JUDGE_FAILURES)


@dataclass
class _Outcome:
    summary: Summary
    samples: int
    watch: _Watch
    writer: Recorder | None
    failed: str | None
    run: RunInfo | None


def _run(
    plan: EvalPlan,
    the_judge: Judge,
    system_run: Any,
    labels: HumanLabels | None,
    workers: int | None,
    outputs: OutputOptions,
    show: ShowOptions,
    history: StoreOptions,
) -> _Outcome:
    """Evaluate, write the files, and record the run once it is complete."""
    writer = _open_writer(plan, history, the_judge)
    sinks = _open_sinks(plan, outputs, show, writer)
    watch = _Watch(writer, sinks, show.cases)
    # On Ray, a run whose samples nobody reads (no store, no files, no --cases) lets the
    # driver read back only the aggregates: a tenth of the work per sample.
    hand_on = plan.engine.engine == "local" or writer is not None or bool(sinks) or bool(show.cases)
    try:
        result = evaluate(
            plan.source(),
            list(plan.metrics),
            the_judge,
            config=plan.config,
            workers=workers,
            progress=not show.quiet and sys.stderr.isatty(),
            system=system_run,
            keep_samples=False,
            on_result=watch.add if hand_on else None,
            labels=labels,
            **plan.engine.evaluate_args(),
        )
        summary = result.summary
        if plan.traced is not None:  # which interactions the run took, in the JSON and the store
            summary = dataclasses.replace(summary, extra={**summary.extra, **plan.traced.meta})
        for s in sinks:
            s.close(summary)
        failed = judge_failure(summary, watch.judge_said[0] if watch.judge_said else None)
        # The last step: only now does the run become complete in the history (a run
        # whose judge failed measured nothing judged: its files are written, not recorded).
        run = writer.finish(summary) if writer is not None and failed is None else None
    finally:
        abilities(the_judge).close()
        if plan.traced is not None:
            plan.traced.close()
        if writer is not None:
            writer.close()  # removes an interrupted run
    return _Outcome(summary, len(result), watch, writer, failed, run)


def _print_outcome(plan: EvalPlan, outcome: _Outcome, outputs: OutputOptions, show: ShowOptions) -> None:
    from ragmeter.report.terminal import print_cases, print_summary

    out = console()
    summary, watch = outcome.summary, outcome.watch
    show_cases = show.cases if show.cases is not None else outcome.samples <= CASES_AUTO
    if show_cases and watch.shown:
        print_cases(out, watch.shown[: watch.limit], plan.names)
    print_summary(out, summary)
    print_system(out, None if summary.system is None else dict(summary.system))
    if plan.traced is not None:
        out.print(plan.traced.line())
    for kind, path in outputs.written():
        out.print(written(kind, path))
    run, writer = outcome.run, outcome.writer
    if run is not None and writer is not None:
        out.print(
            f"Recorded run [bold]{run.id}[/]"
            + (f" ({escape(run.label)})" if run.label else "")
            + f" in {escape(str(writer.path))}"
        )


def _check_engine(data: str, engine: EngineOptions, system: SystemOptions, dry_run: bool) -> None:
    """Options that cannot work together stop the command before anything runs (the
    library's check, in the CLI's flags), and a folder is no local run's data."""
    import os

    from ragmeter.distributed import check_engine
    from ragmeter.errors import DataError

    check_engine(
        engine.engine,
        address=engine.address,
        batch_size=engine.batch_size,
        out=engine.out_dir,
        system=system.given,
        dry_run=dry_run,
    )
    if engine.engine == "local" and os.path.isdir(data):
        raise DataError(
            "is a folder; give a .jsonl, .json, .csv or .parquet file (a folder of shards is "
            "evaluated with --engine ray)",
            source=data,
        )


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
    data: Any, metric_list: Sequence[Metric], the_judge: Judge, spec: str, json_out: str | None, quiet: bool
) -> None:
    """Validate the data and print what a run would cost; nothing is sent anywhere."""
    from ragmeter.datasets import iter_samples
    from ragmeter.metrics.conversation_turns import conversation_tasks
    from ragmeter.runner import judge_task

    ability = abilities(the_judge)
    per_turn: list[Any] = []  # the conversation-level metrics' calls, one per assistant turn

    def tasks() -> Any:
        for sample in iter_samples(data):
            per_turn.extend(conversation_tasks(sample, metric_list))
            yield judge_task(sample, metric_list)

    try:
        estimate = ability.estimate(tasks())
        if per_turn:
            more = ability.estimate(per_turn)
            estimate.usage += more.usage
            a, b = estimate.cost_usd, more.cost_usd
            estimate.cost_usd = None if a is None or b is None else a + b
            estimate.notes.append(
                f"{len(per_turn)} more tasks for the conversation-level metrics (one per turn)"
            )
    finally:
        ability.close()
    if json_out:
        dump_json(json_out, {"dry_run": estimate.to_dict()})
    if not quiet:
        _print_estimate(estimate, spec)


def _print_estimate(estimate: Estimate, spec: str) -> None:
    u, n = estimate.usage, estimate.samples
    out = console()
    out.print(f"[bold]Dry run[/] (nothing was sent) · {n} samples · judge {spec}")
    per = round((u.calls + u.cached_calls) / n, 2) if n else 0.0  # as Estimate.to_dict() rounds it
    out.print(
        f"  model calls: {u.calls} to send, {u.cached_calls} already in the cache"
        + (f" ({per:.2f} per sample)" if estimate.model_calls and n else "")
    )
    out.print(f"  tokens: ~{u.prompt_tokens:,} in, ~{u.completion_tokens:,} out")
    if estimate.cost_usd is not None:
        out.print(f"  cost: ~${round(estimate.cost_usd, 4):.4f}")
    else:
        out.print("  cost: give --price-in/--price-out (US$ per 1M tokens) to see it")
    for note in estimate.notes:
        out.print(f"  [dim]{note}[/]")
