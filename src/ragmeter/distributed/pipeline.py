"""The Ray Data pipeline of a run (read the shards, score their blocks) and the stream of
manifest rows it sends back.

Ray Data executes a pipeline from the process that iterates it, which must be a Ray
worker or driver. Through Ray Client (``--address ray://HOST:PORT``) this process is
neither, so there the pipeline runs in a :class:`PipelineServer` actor on the cluster and
the driver polls it for manifest rows; the shards are listed on the cluster too, and the
results files are read back from ``--out`` (an object store URL, or a folder both
sides see). The summary, the store and the report files stay on the driver either way.
"""

from __future__ import annotations

import inspect
import logging
import os
import threading
import time
from collections.abc import Iterator
from typing import Any

from ragmeter.distributed.inputs import Inputs, resolve
from ragmeter.distributed.work import BatchScorer, ScoreTask, score_batch
from ragmeter.errors import RagmeterError

__all__ = ["PipelineServer", "build", "is_client", "manifest_rows", "quiet_data", "resolve_on", "rows"]


def quiet_data(ray: Any, quiet: bool = True) -> None:
    """Ray Data without its own progress bars and execution notes; with ``quiet`` (unless
    ``RAGMETER_DEBUG``), Ray's loggers say only errors."""
    if quiet and not os.environ.get("RAGMETER_DEBUG"):
        for name in ("ray", "ray.data", "ray.util"):
            logging.getLogger(name).setLevel(logging.ERROR)
    ctx = ray.data.DataContext.get_current()
    ctx.enable_progress_bars = False
    ctx.print_on_execution_start = False


def is_client() -> bool:
    """Whether this process reaches the cluster through Ray Client (``ray://``)."""
    from ray.util.client import ray as client_api

    client: Any = client_api
    return bool(client.is_connected())


def build(ray: Any, inputs: Inputs, task: ScoreTask, batch: int, workers: int, cpus: int, llm: bool) -> Any:
    """Read the shards, score their blocks. With at least two shards per CPU the read is
    fused with the scoring (a shard is read where it is judged); with fewer, reading
    takes no CPU of its own and its blocks go to every worker."""
    from ragmeter.distributed.source import ShardSource

    fuse = len(inputs.shards) >= 2 * cpus and not llm
    read_args: dict[str, Any] = {} if fuse else {"num_cpus": 0}
    ds = ray.data.read_datasource(
        ShardSource(inputs, batch), override_num_blocks=len(inputs.shards), **read_args
    )
    if not fuse and not llm:
        # A read task hands all the blocks of its shard on as one bundle, and one bundle
        # is one scoring task: cut the stream into blocks of ``batch`` rows so that every
        # worker gets some (streaming, nothing is materialised).
        ds = ds.repartition(target_num_rows_per_block=batch)
    common: dict[str, Any] = {"batch_size": batch, "batch_format": "pyarrow", "zero_copy_batch": True}
    if llm:  # two blocks at once per actor: no idle threads at the tail of a block
        pool: dict[str, Any] = {"size": workers}
        extra: dict[str, Any] = {}
        if "max_concurrent_calls_per_actor" in inspect.signature(ray.data.ActorPoolStrategy).parameters:
            pool["max_concurrent_calls_per_actor"] = 2
        else:  # Ray before 2.5x: an actor option
            extra["max_concurrency"] = 2
        return ds.map_batches(
            BatchScorer,
            fn_constructor_kwargs={"task": task},
            compute=ray.data.ActorPoolStrategy(**pool),
            num_cpus=1,
            **extra,
            **common,
        )
    tasks = getattr(ray.data, "TaskPoolStrategy", None)  # Ray 2.51 on; before, concurrency=
    size = {"compute": tasks(size=workers)} if tasks is not None else {"concurrency": workers}
    return ds.map_batches(score_batch, fn_kwargs={"task": task}, **size, **common)


def manifest_rows(dataset: Any) -> Iterator[dict[str, Any]]:
    """The workers' manifest rows as they finish; a worker's crash that Ray could not
    retry away (a bug, not a killed process) is an internal error with its message."""
    it = dataset.iter_batches(batch_size=None, batch_format="pyarrow")
    try:
        for table in it:
            yield from table.to_pylist()
    except Exception as exc:
        if isinstance(exc, RagmeterError):
            raise
        cause = getattr(exc, "cause", None) or exc
        raise RuntimeError(f"a Ray worker failed: {type(cause).__name__}: {cause}") from exc


class PipelineServer:
    """Runs the pipeline on the cluster for a Ray Client driver (a threaded Ray actor);
    :meth:`poll` hands over the manifest rows gathered since the last call."""

    def __init__(self, inputs: Inputs, task: ScoreTask, batch: int, workers: int, cpus: int, llm: bool):
        self._rows: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._done = False
        self._error: str | None = None
        args = (inputs, task, batch, workers, cpus, llm)
        threading.Thread(target=self._run, args=args, name="ragmeter-pipeline", daemon=True).start()

    def _run(self, *args: Any) -> None:
        import ray

        quiet_data(ray)
        try:
            for row in manifest_rows(build(ray, *args)):
                with self._lock:
                    self._rows.append(row)
        except BaseException as exc:
            self._error = str(exc)
        finally:
            self._done = True

    def poll(self) -> tuple[list[dict[str, Any]], bool, str | None]:
        with self._lock:
            got, self._rows = self._rows, []
        return got, self._done and not self._rows, self._error


def rows(
    ray: Any, inputs: Inputs, task: ScoreTask, batch: int, workers: int, cpus: int, llm: bool
) -> Iterator[dict[str, Any]]:
    """The manifest rows of the run, from here or, through Ray Client, from the cluster."""
    if not is_client():
        yield from manifest_rows(build(ray, inputs, task, batch, workers, cpus, llm))
        return
    server = ray.remote(PipelineServer).options(num_cpus=0, max_concurrency=4)
    handle = server.remote(inputs, task, batch, workers, cpus, llm)
    try:
        while True:
            got, done, error = ray.get(handle.poll.remote())
            yield from got
            if error is not None:
                raise RuntimeError(error)
            if done:
                return
            time.sleep(0.2)
    finally:
        ray.kill(handle)


def resolve_on(ray: Any, data: str) -> Inputs:
    """:func:`resolve` where the workers are: on the cluster through Ray Client, else here."""
    if not is_client():
        return resolve(data)
    try:
        found: Inputs = ray.get(ray.remote(resolve).options(num_cpus=0).remote(data))
    except Exception as exc:  # the DataError raised on the cluster, as Ray wraps it
        cause = getattr(exc, "cause", None)
        if isinstance(cause, RagmeterError):
            raise cause from None
        raise
    return found
