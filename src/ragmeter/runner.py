"""``evaluate()``: the one place with concurrency, progress and error containment.

Samples stream through: each is judged once (one judge call answers every judged
metric of the sample), scored by pure metric functions, diagnosed, handed to the
aggregator and to any sinks, and only kept in memory when asked.
"""

from __future__ import annotations

import os
import stat
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from ragmeter.aggregate import CallbackSink, RunParts, RunResults, assemble_summary
from ragmeter.datasets import DataSource, Fingerprint, iter_samples
from ragmeter.datasets.labels import HumanLabels, read_labels
from ragmeter.datasets.textin import display_name
from ragmeter.diagnosis import JUDGE_FAILURES, DiagnosisConfig, diagnose
from ragmeter.distributed import check_engine
from ragmeter.errors import ConfigError, DataError, RagmeterError, describe_exception
from ragmeter.judges.abilities import abilities
from ragmeter.judges.base import Judge, JudgeError, Judgement, JudgeTask, Usage
from ragmeter.judges.completion import complete
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.rubric import Rubric
from ragmeter.judges.spec import from_spec
from ragmeter.metrics import Kind, Metric, check_metrics, parse_metric, parse_metrics
from ragmeter.metrics.applicability import not_applicable_here
from ragmeter.metrics.base import Need, task_for
from ragmeter.metrics.conversation_turns import conversation_scores
from ragmeter.metrics.overall import DEFAULT_WEIGHTS, overall_score
from ragmeter.metrics.rubrics import applicable
from ragmeter.sample import Diagnosis, DiagnosisLabel, Sample, Score, Status
from ragmeter.systems.run import SYSTEM_CALL_KEY
from ragmeter.text.facts import is_refusal
from ragmeter.types import Run, SampleResult, Summary

if TYPE_CHECKING:
    from ragmeter.systems import SystemRun

__all__ = [
    "EvalConfig",
    "JudgeFailed",
    "evaluate",
    "iter_results",
    "judge_failure",
    "judge_task",
    "score_sample",
]

System = Callable[[str], Any]


@dataclass(frozen=True)
class EvalConfig:
    """Settings of a run that change its numbers (recorded with the run)."""

    weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    diagnosis: DiagnosisConfig = field(default_factory=DiagnosisConfig)
    ci_resamples: int = 2000
    seed: int = 0

    def __post_init__(self) -> None:
        for name, w in self.weights.items():
            if not isinstance(w, (int, float)) or w < 0:
                raise ConfigError(f"weight of {name!r} must be a non-negative number, got {w!r}")
        if not 0 <= self.ci_resamples <= 100_000:
            raise ConfigError("ci_resamples must be between 0 and 100,000")

    def to_dict(self) -> dict[str, Any]:
        return {
            "weights": dict(self.weights),
            "diagnosis": asdict(self.diagnosis),
            "ci_resamples": self.ci_resamples,
            "seed": self.seed,
        }


def _judged_error(metrics: Sequence[Metric], exc: JudgeError) -> dict[str, Score]:
    return {str(m): Score.undefined(exc.status, exc.reason) for m in metrics}


def judge_task(sample: Sample, metrics: Sequence[Metric]) -> JudgeTask | None:
    """What the judge is asked for this sample and these metrics (``None``: nothing).
    Rubrics go together, each only where the sample has what it shows the model."""
    needs: set[Need] = set()
    rubric_list: list[Rubric] = []
    for m in metrics:
        if m.kind is not Kind.JUDGED:
            continue
        wanted = m.needs(sample)
        rubric = m.spec.rubric
        if Need.RUBRIC in wanted and rubric is not None:
            if applicable(rubric, sample):  # an input the rubric shows is missing
                wanted = wanted - {Need.RUBRIC}
            else:
                rubric_list.append(rubric)
        needs |= wanted
    return task_for(sample, frozenset(needs), tuple(rubric_list)) if needs else None


def score_sample(
    sample: Sample, metrics: Sequence[Metric], judge: Judge, config: EvalConfig | None = None
) -> SampleResult:
    """Judge one sample once and compute every metric for it. A sample whose system call
    failed (``metadata.system_call.status == "system_error"``, as ``--save-answers``
    writes it) keeps that status: it is not judged as if the system had answered."""
    failed_call = _saved_system_error(sample)
    if failed_call is not None:
        return _failed_system(sample, metrics, failed_call)
    cfg = config or EvalConfig()
    scores: dict[str, Score] = dict(not_applicable_here(sample, metrics))  # e.g. no retrieval step
    active = [m for m in metrics if str(m) not in scores]
    per_conversation = [m for m in active if m.spec.conversation]  # judged turn by turn
    conversation, conversation_usage = conversation_scores(sample, per_conversation, judge)
    scores.update(conversation)
    active = [m for m in active if not m.spec.conversation]
    task = judge_task(sample, active)
    judgement: Judgement | None = None
    judged = [m for m in active if m.kind is Kind.JUDGED]
    failed_usage = Usage()
    if task is not None:
        try:
            judgement = complete(judge, task, judge.judge(task))
        except JudgeError as exc:
            scores.update(_judged_error(judged, exc))
            failed_usage = exc.usage
    for m in metrics:
        key = str(m)
        if key in scores or m.kind is Kind.DERIVED:
            continue
        try:
            scores[key] = m.compute(sample, judgement)
        except JudgeError as exc:
            scores[key] = Score.undefined(exc.status, exc.reason)
        except Exception as exc:  # a bug must show up as a status, never as a number
            scores[key] = Score.undefined(Status.ERROR, f"{key} failed: {describe_exception(exc)}")
    for m in metrics:
        if m.kind is Kind.DERIVED:
            scores[str(m)] = overall_score(scores, cfg.weights)
    ordered = {str(m): scores[str(m)] for m in metrics}
    refusal = judgement.refusal if judgement is not None else is_refusal(sample.answer or "")
    diagnosis = diagnose(sample, ordered, refusal, cfg.diagnosis)
    usage = (judgement.usage if judgement is not None else failed_usage) + conversation_usage
    return SampleResult(sample, ordered, diagnosis, refusal, usage)


def _saved_system_error(sample: Sample) -> str | None:
    """The error of a failed system call recorded in the sample (``None``: it answered)."""
    call = sample.metadata.get(SYSTEM_CALL_KEY)
    if not isinstance(call, Mapping) or call.get("status") != Status.SYSTEM_ERROR.value:
        return None
    error = call.get("error")
    return str(error) if isinstance(error, str) and error else "the system call failed (no reason recorded)"


def _failed_system(sample: Sample, metrics: Sequence[Metric], reason: str) -> SampleResult:
    scores = {str(m): Score.undefined(Status.SYSTEM_ERROR, reason) for m in metrics}
    return SampleResult(sample, scores, Diagnosis(DiagnosisLabel.UNKNOWN, f"the system failed: {reason}"))


def iter_results(
    samples: Iterable[Sample | tuple[Sample, str]],
    metrics: Sequence[Metric],
    judge: Judge,
    config: EvalConfig | None = None,
    *,
    workers: int = 1,
) -> Iterator[SampleResult]:
    """Score samples in input order. With ``workers > 1`` up to ``2 * workers`` samples
    are in flight at once (the judge must be thread-safe); memory stays bounded."""

    def one(item: Sample | tuple[Sample, str]) -> SampleResult:
        if isinstance(item, tuple):  # a sample whose system call failed
            return _failed_system(item[0], metrics, item[1])
        return score_sample(item, metrics, judge, config)

    if workers <= 1:
        for item in samples:
            yield one(item)
        return
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="ragmeter")
    try:
        window: deque[Future[SampleResult]] = deque()
        for item in samples:
            window.append(pool.submit(one, item))
            if len(window) >= 2 * workers:
                yield window.popleft().result()
        while window:
            yield window.popleft().result()
    except BaseException:
        # Interrupted (Ctrl-C, an error, a consumer that stops early): start nothing new;
        # samples already running finish (and a caching judge keeps what they paid for).
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


# ---------------------------------------------------------------- the public entry point
def evaluate(
    data: Any = None,
    metrics: str | Iterable[str | Metric] | None = None,
    judge: Judge | str | None = None,
    *,
    system: Any = None,
    config: EvalConfig | None = None,
    workers: int | None = None,
    progress: bool = False,
    keep_samples: bool = True,
    on_result: Callable[[SampleResult], None] | None = None,
    labels: Any = None,
    engine: str = "local",
    address: str | None = None,
    batch_size: int | None = None,
    out: str | None = None,
) -> Run:
    """Evaluate a RAG data set (or a RAG ``system`` on a list of questions).

    ``data``: a path (.jsonl/.json/.csv/.parquet), a list of dicts, a column dict
    ``{"question": [...], "answer": [...], ...}`` or a pandas DataFrame. With
    ``system=`` (a callable ``f(question) -> (answer, contexts)``, a LangChain runnable, a
    LlamaIndex query engine, a :class:`~ragmeter.systems.EndpointSystem` or a
    :class:`~ragmeter.systems.SystemRun`; see :mod:`ragmeter.systems`), ``data`` holds
    the questions: a test set file, a list or a ``{category: [questions]}`` dict; the
    system answers each, and the summary's ``system`` entry has its latency and
    failures. ``judge``: a judge or
    a judge spec (``"offline"``, ``"offline+e5"``, ``"llm:MODEL"``; see
    :func:`ragmeter.judges.from_spec`); default the offline judge. ``labels``: human labels
    of a random subset of the samples (a file or records, see
    :mod:`ragmeter.datasets.labels`); the summary's ``ppi`` then gives each labelled
    metric's prediction-powered mean and interval beside the judge's.

    ``engine="ray"`` runs on a Ray cluster (``pip install 'ragmeter[ray]'``; see
    :mod:`ragmeter.distributed`): ``data`` is then a file, a folder of shards or a glob,
    ``address`` the cluster (default: a local one), ``batch_size`` the samples per task,
    ``out`` the folder (or object store URL) for the per-sample Parquet files. The scores
    and the summary are those of a run on this machine.
    """
    metric_list = parse_metrics(metrics)
    check_metrics(metric_list)  # a missing extra or a bad parameter: an error before any sample
    if engine != "local":  # the same per-sample function, on a cluster
        from ragmeter.distributed import run_engine

        return run_engine(
            engine,
            data,
            metric_list,
            judge,
            config=config or EvalConfig(),
            score=score_sample,
            system=system,
            workers=workers,
            progress=progress,
            keep_samples=keep_samples,
            on_result=on_result,
            labels=labels,
            address=address,
            batch_size=batch_size,
            out=out,
        )
    check_engine(engine, address=address, batch_size=batch_size, out=out)
    the_judge = from_spec(judge) if isinstance(judge, str) else judge or OfflineJudge()
    cfg = config or EvalConfig()
    human = None
    if labels is not None:  # read before any sample: a bad file is an error now
        human = labels if isinstance(labels, HumanLabels) else read_labels(labels)
    # A judge may ask for more samples in progress than calls in flight (``workers``), so
    # that its call limit stays full while some threads parse replies and score.
    n_workers = workers if workers is not None else int(abilities(the_judge).workers)
    if n_workers < 1:
        raise ConfigError("workers must be >= 1")
    source, name, system_run = _source(data, system)
    sinks = () if on_result is None else (CallbackSink(on_result),)
    results = RunResults(metric_list, human, keep=keep_samples, sinks=sinks, judge=the_judge)
    bar = (progress, _total_hint(data) if progress else None)
    summary = _run_here(source, name, system_run, metric_list, the_judge, cfg, n_workers, results, bar)
    return Run(summary, None if results.kept is None else tuple(results.kept))


Source = Iterable[Sample | tuple[Sample, str]]


def _source(data: Any, system: Any) -> tuple[Source, str, SystemRun | None]:
    """What the run reads (samples, or a system's answers to questions), its name, and
    the system's run when there is one."""
    if system is not None:
        if data is None:
            raise DataError("evaluate(questions, system=...) needs the questions")
        from ragmeter.systems import SystemRun

        system_run = system if isinstance(system, SystemRun) else SystemRun(system)
        name = display_name(str(data)) if isinstance(data, (str, os.PathLike)) else "system"
        return system_run.samples(data), name, system_run
    if data is None:
        raise DataError("evaluate() needs data")
    ds = iter_samples(data)
    return ds, ds.name, None


def _run_here(
    source: Source,
    name: str,
    system_run: SystemRun | None,
    metrics: Sequence[Metric],
    judge: Judge,
    cfg: EvalConfig,
    workers: int,
    results: RunResults,
    bar: tuple[bool, int | None],
) -> Summary:
    """Score every sample on this machine into ``results`` (``bar``: whether to show
    progress, and the number of samples when known); the run's summary."""
    fp = Fingerprint()

    def tap() -> Iterator[Sample | tuple[Sample, str]]:
        for item in source:
            fp.add(item[0] if isinstance(item, tuple) else item)
            yield item

    started = datetime.now(timezone.utc)
    t0 = time.perf_counter()
    with _progress(*bar) as advance:
        for r in iter_results(tap(), metrics, judge, cfg, workers=workers):
            results.add(r)
            advance()
    parts = RunParts(
        dataset=name,
        fingerprint=fp.hexdigest(),
        metrics=tuple(str(m) for m in metrics),
        judge=judge,
        config=cfg.to_dict(),
        resamples=cfg.ci_resamples,
        seed=cfg.seed,
        started=started,
        duration=time.perf_counter() - t0,
        system=None if system_run is None else system_run.summary(),  # calls, failures, latency
    )
    return assemble_summary(results, parts)


class JudgeFailed(RagmeterError):
    """The judge failed the run as a whole (see :func:`judge_failure`)."""


def judge_failure(summary: Summary, example: str | None = None) -> str | None:
    """Why the judge failed a run as a whole, or ``None``. It did when every judged score
    it was asked for failed (``judge_error``, ``timeout`` or ``truncated``: not one
    judged value in the run), or when its endpoint's circuit breaker opened (the rest of
    the run was not judged). ``example``: a failure's reason, to show what the judge
    answered. The message names the judge and its endpoint."""
    judge = summary.judge or {}
    backend = judge.get("backend") if isinstance(judge.get("backend"), Mapping) else None
    url = backend.get("base_url") if backend else None
    who = f"the judge {judge.get('spec') or judge.get('name') or ''}".rstrip() + (f" at {url}" if url else "")
    endpoint = summary.usage.endpoint
    breaker = endpoint.get("breaker")
    if not breaker and endpoint.get("not_sent"):  # merged from workers (Ray): counts only
        breaker = f"its circuit breaker opened and {endpoint['not_sent']} calls were not sent"
    if breaker:
        return f"{who} stopped answering: {breaker}; the samples after it are judge_error."
    judged = [m for name, m in summary.metrics.items() if _is_judged(name)]
    failures = sum(c for m in judged for s, c in m.statuses.items() if s in _JUDGE_FAILED)
    if not failures or any(m.n_ok for m in judged):
        return None
    said = f" It answered: {example}" if example else ""
    return f"{who} failed every judged score of the run ({failures} failed, none judged).{said}"


_JUDGE_FAILED = frozenset(s.value for s in JUDGE_FAILURES)


def _is_judged(name: str) -> bool:
    try:
        return parse_metric(name).kind is Kind.JUDGED
    except ValueError:  # a name this ragmeter does not know (a stored run's)
        return False


def _total_hint(data: Any) -> int | None:
    """The number of samples for the progress bar, when it is cheap to know. A JSONL
    file is counted by lines only when it is a regular file: a pipe or FIFO can be read
    only once (counting it first would leave nothing to evaluate, or wait forever)."""
    if isinstance(data, DataSource):
        return data.count
    if isinstance(data, (list, tuple)):
        return len(data)
    if isinstance(data, (str, os.PathLike)) and str(data).lower().endswith((".jsonl", ".ndjson")):
        try:
            if not stat.S_ISREG(os.stat(data).st_mode):
                return None
            with open(data, "rb") as fh:
                return sum(1 for line in fh if line.strip())
        except OSError:
            return None
    return None


class _progress:
    """A rich progress bar on stderr, or nothing."""

    def __init__(self, enabled: bool, total: int | None) -> None:
        self.enabled = enabled
        self.total = total
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> Callable[[], None]:
        if not self.enabled:
            return lambda: None
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self._bar = Progress(
            TextColumn("[bold]evaluating"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self._bar.__enter__()
        self._task = self._bar.add_task("eval", total=self.total)
        bar, task = self._bar, self._task
        return lambda: bar.advance(task)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)
