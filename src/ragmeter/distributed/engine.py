"""``evaluate(..., engine="ray")``: one run on a Ray cluster, recorded like any other.

The driver lists the shards, starts a Ray Data pipeline (read each shard on a worker,
score its records in ``map_batches``: Ray tasks for the offline judge, a fixed pool of
actors for the LLM judge, which share one limiter and one call cache), follows the
workers' manifest rows with a progress bar, and reads the results files back in input
order into the same aggregator, consumers and summary as a run on one machine.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import shutil
import tempfile
import time
import uuid
import warnings
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from ragmeter._version import __version__
from ragmeter.aggregate import CallbackSink, RunParts, RunResults, RunSettings, assemble_summary
from ragmeter.datasets.labels import HumanLabels, read_labels
from ragmeter.datasets.textin import display_name
from ragmeter.distributed.collect import Collector, no_samples
from ragmeter.distributed.inputs import Inputs, resolve
from ragmeter.distributed.pipeline import is_client, quiet_data, resolve_on, rows
from ragmeter.distributed.progress import progress_bar
from ragmeter.distributed.wire import decode_error
from ragmeter.distributed.work import JudgeRecipe, ScoreTask
from ragmeter.errors import ConfigError
from ragmeter.judges.abilities import abilities, llm_client
from ragmeter.judges.base import Judge
from ragmeter.judges.spec import describe_judge, from_spec
from ragmeter.llm.client import LLMClient
from ragmeter.metrics import Metric
from ragmeter.types import Run, SampleResult

__all__ = ["RayRun"]

#: samples per block by default: enough to amortise a task, small enough for progress
OFFLINE_BATCH = 256


@dataclass
class RayRun:
    """One evaluation on Ray (what :func:`ragmeter.evaluate` builds for ``engine="ray"``)."""

    address: str | None = None
    batch_size: int | None = None
    out: str | None = None
    workers: int | None = None

    def __post_init__(self) -> None:
        if self.batch_size is not None and self.batch_size < 1:
            raise ConfigError("batch_size must be >= 1", param="batch_size")
        if self.workers is not None and self.workers < 1:
            raise ConfigError("workers must be >= 1")

    def evaluate(
        self,
        data: Any,
        metrics: Sequence[Metric],
        judge: Judge | str | None,
        config: RunSettings,
        score: Callable[..., SampleResult],
        *,
        progress: bool = False,
        keep_samples: bool = True,
        on_result: Callable[[SampleResult], None] | None = None,
        labels: Any = None,
    ) -> Run:
        if not isinstance(data, (str, os.PathLike)):
            raise ConfigError(
                "engine='ray' reads files: give a file, a folder of JSONL/Parquet shards or a glob "
                "(write in-memory records to JSONL first)"
            )
        ray = _import_ray()
        human = None
        if labels is not None:  # read before anything starts: a bad file is an error now
            human = labels if isinstance(labels, HumanLabels) else read_labels(labels)
        recipe, driver_judge, owned = _recipe(judge)
        client = (self.address or "").startswith("ray://")  # the cluster lists the shards
        try:
            inputs = None if client else resolve(os.fspath(data))  # checked before Ray starts
            given = None if self.out is None else _given_out(self.out)
            with _cluster(ray, self.address):
                inputs = inputs or resolve_on(ray, os.fspath(data))
                sinks = () if on_result is None else (CallbackSink(on_result),)
                consumer = RunResults(metrics, human, keep=keep_samples, sinks=sinks, judge=driver_judge)
                return self._run(
                    ray, inputs, given, metrics, recipe, driver_judge, config, score, progress, consumer
                )
        finally:
            if owned:
                abilities(driver_judge).close()

    # ------------------------------------------------------------------ the run
    def _run(
        self,
        ray: Any,
        inputs: Inputs,
        given: tuple[Any, str] | None,
        metrics: Sequence[Metric],
        recipe: JudgeRecipe,
        driver_judge: Judge,
        config: RunSettings,
        score: Callable[..., SampleResult],
        progress: bool,
        consumer: RunResults,
    ) -> Run:
        started = datetime.now(timezone.utc)
        t0 = time.perf_counter()
        names = tuple(str(m) for m in metrics)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        nodes = sum(1 for n in ray.nodes() if n.get("Alive"))
        llm = recipe.llm_config is not None
        out_fs, folder, temporary = (*given, False) if given is not None else _temporary_out(nodes)
        servers = None
        client = llm_client(driver_judge)
        shared = contextlib.ExitStack()  # the driver's client reports the cluster's limiter
        try:
            if client is not None:
                workers, threads = _llm_pool(driver_judge, self.workers, cpus)
                batch = self.batch_size or 4 * threads
                servers = _share_client(client, workers * threads, shared)
            else:
                workers, threads = self.workers or cpus, 1
                batch = self.batch_size or OFFLINE_BATCH
            task = ScoreTask(
                uuid.uuid4().hex, recipe, tuple(metrics), config, score, folder, out_fs, threads, servers
            )
            light = None if consumer.needs_records else names  # only the aggregator reads them
            collector = Collector(len(inputs.shards), out_fs, folder, consumer.add, light)
            total = _total_hint(inputs) if progress and not is_client() else None
            with progress_bar(progress, total, "evaluating on Ray") as advance:
                counts = _read_back(rows(ray, inputs, task, batch, workers, cpus, llm), collector, advance)
            collector.finish()
            if collector.n == 0:
                raise no_samples(display_name(inputs.name))
            if client is not None:
                client.merge_counts(counts)
            duration = time.perf_counter() - t0
            engine = {
                "name": "ray",
                "ray_version": ray.__version__,
                "nodes": nodes,
                "cpus": cpus,
                "workers": workers,
                "batch_size": batch,
                "shards": len(inputs.shards),
                "results_files": len(collector.files),
                "out": None if temporary else self.out,
            }
            if servers is not None:
                engine["limiter"] = ray.get(servers["limiter"].state.remote())
            summary = assemble_summary(
                consumer, _parts(inputs, collector, names, driver_judge, config, started, duration, engine)
            )
            if not temporary:
                _write_manifest(out_fs, folder, collector.files, summary.to_dict())
            return Run(summary, None if consumer.kept is None else tuple(consumer.kept))
        finally:
            shared.close()
            if servers is not None:
                for actor in (servers["limiter"], servers["cache"]):
                    if actor is not None:
                        ray.kill(actor)
            if temporary:
                shutil.rmtree(folder, ignore_errors=True)


def _parts(
    inputs: Inputs,
    collector: Collector,
    names: tuple[str, ...],
    judge: Judge,
    config: RunSettings,
    started: datetime,
    duration: float,
    engine: dict[str, Any],
) -> RunParts:
    """What the Ray run was, for :func:`~ragmeter.aggregate.assemble_summary`."""
    return RunParts(
        dataset=display_name(inputs.name),
        fingerprint=collector.fingerprint.hexdigest(),
        metrics=names,
        judge=judge,
        config=config.to_dict(),
        resamples=config.ci_resamples,
        seed=config.seed,
        started=started,
        duration=duration,
        extra={"engine": engine},
    )


def _share_client(client: LLMClient, calls: int, shared: contextlib.ExitStack) -> dict[str, Any]:
    """Start the cluster's limiter and cache for the LLM judge's workers (``calls``: the
    samples the pool judges at once); the driver's client reports the cluster's limiter
    for the run (``shared`` gives its own back)."""
    from ragmeter.distributed.remote import RemoteLimiter, start_servers

    settings = client.worker_config()
    servers = start_servers(
        settings.concurrency,
        settings.timeout,
        None if client.cache is None else str(client.cache.path.absolute()),
        calls,
        client=is_client(),
    )
    # the summary's endpoint statistics: the cluster's limiter, the workers' counts
    shared.enter_context(client.sharing(RemoteLimiter(servers["limiter"], servers["maximum"])))
    return servers


def _read_back(
    manifest: Iterator[dict[str, Any]], collector: Collector, advance: Callable[[int], None]
) -> Counter[str]:
    """Read each results file back as its manifest row arrives; the workers' endpoint counts."""
    counts: Counter[str] = Counter()
    for row in manifest:
        if row["kind"] == "error":
            raise decode_error(row["error"])
        if row.get("counts"):
            counts.update(_json(row["counts"]))
        advance(collector.add(row))
    return counts


def _import_ray() -> Any:
    try:
        import ray
        import ray.data
    except ImportError:
        raise ConfigError("engine='ray' needs Ray: pip install 'ragmeter[ray]'") from None
    return ray


def _recipe(judge: Judge | str | None) -> tuple[JudgeRecipe, Judge, bool]:
    """How workers build the judge, the driver's own instance (for the run's record and
    accounting) and whether it was built here (then it is closed here)."""
    if judge is None or isinstance(judge, str):
        spec = judge or "offline"
        built = from_spec(spec)
        return _recipe_of(built, spec), built, True
    return _recipe_of(judge, None), judge, False


def _recipe_of(judge: Judge, spec: str | None) -> JudgeRecipe:
    client = llm_client(judge)
    if client is not None:  # rebuilt on the workers from its client's settings
        return JudgeRecipe(describe_judge(judge)["spec"], client.worker_config())
    resolved = spec or describe_judge(judge)["spec"]
    if spec is None:  # a judge built in code: its spec must rebuild exactly it
        rebuilt = None
        with contextlib.suppress(ConfigError):
            rebuilt = from_spec(resolved)
        if rebuilt is None or rebuilt.describe() != judge.describe():
            raise ConfigError(
                f"engine='ray' builds the judge again on every worker from its spec, and {resolved!r} "
                "does not rebuild this one; pass a judge spec (judge='offline', 'llm:MODEL', ...)"
            )
    return JudgeRecipe(resolved)


def _llm_pool(judge: Judge, workers: int | None, cpus: int) -> tuple[int, int]:
    """Actors in the LLM judge's pool and threads per actor. Each actor has as many
    threads as the judge wants samples in progress, so one actor alone can keep the
    cluster's limiter full (the limiter, not the threads, bounds the calls); more actors
    add CPU for parsing replies and scoring, one per 16 calls in flight by default."""
    want = max(1, int(abilities(judge).workers))
    client = llm_client(judge)
    concurrency = want if client is None or client.config is None else client.config.concurrency
    actors = min(cpus, workers or math.ceil(concurrency / 16))  # an actor takes a CPU
    return actors, want


@contextlib.contextmanager
def _cluster(ray: Any, address: str | None) -> Iterator[None]:
    """Connected to the cluster (``None``: a local one, started here and stopped after;
    a process that already called ``ray.init`` keeps its own)."""
    quiet = not os.environ.get("RAGMETER_DEBUG")
    quiet_data(ray, quiet)
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"log_to_driver": not quiet}  # all Ray Client takes
        if address is None or not address.startswith("ray://"):
            kwargs.update(include_dashboard=False, logging_level=logging.ERROR if quiet else logging.INFO)
        try:
            ray.init(address=address, **kwargs)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            where = address or "a new local cluster"
            raise ConfigError(f"cannot connect to the Ray cluster at {where}: {exc}") from None
        started = True
    quiet_data(ray, quiet)  # a new driver has a new Ray Data context
    try:
        with warnings.catch_warnings():
            if quiet:  # Ray Data's advice on tuning is for its own users
                warnings.filterwarnings("ignore", module=r"ray(\.|$)")
            yield
    finally:
        if started:
            ray.shutdown()


def _temporary_out(nodes: int) -> tuple[Any, str, bool]:
    """Without ``--out``, a temporary folder: only when every worker shares this disk."""
    import pyarrow.fs as pafs

    if nodes > 1 or is_client():  # Ray Client (ray://): the workers do not share this disk
        raise ConfigError(
            "--out DIR is needed on a cluster: a folder every node can write and this machine "
            "can read (a shared file system, or an object store URL such as s3://bucket/run)"
        )
    return pafs.LocalFileSystem(), tempfile.mkdtemp(prefix="ragmeter-ray-"), True


def _given_out(out: str) -> tuple[Any, str]:
    """``--out``: a new or empty folder, created now (its filesystem and path)."""
    import pyarrow.fs as pafs

    if "://" in out:
        try:
            fs, folder = pafs.FileSystem.from_uri(out)
        except (ValueError, OSError) as exc:
            raise ConfigError(f"out {out}: {exc}", param="out") from None
    else:
        fs, folder = pafs.LocalFileSystem(), os.path.abspath(out)
    try:
        info = fs.get_file_info(folder)
        if info.type == pafs.FileType.File:
            raise ConfigError(f"out {out} is a file; give a folder", param="out")
        if info.type == pafs.FileType.Directory and fs.get_file_info(pafs.FileSelector(folder)):
            raise ConfigError(
                f"out {out} is not empty; give a new folder for this run's results", param="out"
            )
        fs.create_dir(folder, recursive=True)
    except OSError as exc:
        raise ConfigError(f"out {out} cannot be written: {exc}", param="out") from None
    return fs, folder.rstrip("/")


def _json(text: str) -> dict[str, int]:
    import json

    return {str(k): int(v) for k, v in json.loads(text).items()}


def _total_hint(inputs: Inputs) -> int | None:
    """The number of samples for the progress bar, when it is cheap to know: Parquet
    footers, and local JSONL files counted by lines (object stores: not known)."""
    import pyarrow.parquet as pq

    total = 0
    for shard in inputs.shards:
        try:
            if shard.fmt == "parquet":
                with inputs.filesystem.open_input_file(shard.path) as fh:
                    total += pq.ParquetFile(fh).metadata.num_rows
            elif shard.fmt == "jsonl" and inputs.local:
                with open(shard.path, "rb") as raw:
                    total += sum(1 for line in raw if line.strip())
            else:
                return None
        except (OSError, ValueError):
            return None
    return total


def _write_manifest(fs: Any, folder: str, files: list[str], summary: dict[str, Any]) -> None:
    """``manifest.json`` beside the results files: the files in input order and the
    run's summary, so the folder can be read without the store."""
    import json

    body = {"ragmeter_version": __version__, "files": files, "summary": summary}
    with fs.open_output_stream(f"{folder}/manifest.json") as fh:
        fh.write(json.dumps(body, ensure_ascii=False, indent=1).encode("utf-8"))
