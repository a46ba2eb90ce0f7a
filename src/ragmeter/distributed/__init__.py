"""Evaluate on a Ray cluster: ``ragmeter eval DATA --engine ray`` and
``ragmeter.evaluate(..., engine="ray")`` (``pip install 'ragmeter[ray]'``).

DATA is a file, a folder of shards or a glob, local or on an object store; each shard
is read by the Ray worker that scores it (Ray Data ``map_batches``: tasks for the
offline judge, a pool of actors sharing one limiter and one call cache for the LLM
judge). Per-sample results are written as Parquet files in ``--out DIR``, read back in
input order on the driver, and summarised exactly as a run on one machine: the same
scores, the same summary, recorded in the store as a normal run.

This package sits beside the runner: the runner hands it its own per-sample function
(``score_sample``) so that both engines score a sample with the same code. Ray is
imported only when a run starts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ragmeter.aggregate import RunSettings
from ragmeter.errors import ConfigError
from ragmeter.judges.base import Judge
from ragmeter.metrics import Metric
from ragmeter.types import Run, SampleResult

__all__ = ["ENGINES", "check_engine", "run_engine"]

#: the engines ``evaluate(engine=...)`` knows; ``local`` is the runner itself
ENGINES = ("local", "ray")


def check_engine(
    engine: str,
    *,
    address: str | None = None,
    batch_size: int | None = None,
    out: str | None = None,
    system: bool = False,
    dry_run: bool = False,
) -> None:
    """What cannot work with ``engine`` stops here, before anything runs (the runner, the
    Ray engine and ``ragmeter eval`` all ask): a cluster's options without a cluster, a
    system to call (it runs on this machine), or an estimate of a Ray run."""
    if engine not in ENGINES:
        raise ConfigError(f"unknown engine {engine!r}; engines: {', '.join(ENGINES)}")
    if engine == "local":
        if address is not None or batch_size is not None or out is not None:
            raise ConfigError(
                "address, batch_size and out are options of engine='ray'",
                params=("address", "batch_size", "out", "engine"),
            )
        return
    if system:
        raise ConfigError(
            "system runs on this machine: answer the questions first (and save the answers), then "
            "evaluate the answers with engine='ray'",
            params=("system", "engine"),
        )
    if dry_run:
        raise ConfigError(
            "dry_run estimates on this machine: run it without engine='ray'", params=("dry_run", "engine")
        )


def run_engine(
    engine: str,
    data: Any,
    metrics: Sequence[Metric],
    judge: Judge | str | None,
    *,
    config: RunSettings,
    score: Callable[..., SampleResult],
    system: Any = None,
    workers: int | None = None,
    progress: bool = False,
    keep_samples: bool = True,
    on_result: Callable[[SampleResult], None] | None = None,
    labels: Any = None,
    address: str | None = None,
    batch_size: int | None = None,
    out: str | None = None,
) -> Run:
    """Run ``evaluate`` on ``engine`` (other than ``local``); ``score`` is the runner's
    per-sample function, ``config`` its ``EvalConfig``."""
    check_engine(engine, address=address, batch_size=batch_size, out=out, system=system is not None)
    from ragmeter.distributed.engine import RayRun

    run = RayRun(address=address, batch_size=batch_size, out=out, workers=workers)
    return run.evaluate(
        data,
        metrics,
        judge,
        config,
        score,
        progress=progress,
        keep_samples=keep_samples,
        on_result=on_result,
        labels=labels,
    )
