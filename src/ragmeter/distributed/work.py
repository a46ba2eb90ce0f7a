"""What the Ray workers do with a block of records: validate them, score them with the
runner's own per-sample function (so a sample gets the same scores on Ray as without
it), write the results as a Parquet file in the run's output folder, and send back one
small manifest row per file.

The judge is never pickled (it holds threads, connections, a cache): each worker builds
it from its :class:`JudgeRecipe`, once per process (offline judge, in Ray tasks) or
once per actor (LLM judge). A results file is written under a temporary name and
renamed, and its name depends only on its first sample, so a task Ray runs again after
its worker was killed rewrites the same files and nothing is lost or counted twice.
"""

from __future__ import annotations

import json
import pickle
import threading
import uuid
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from ragmeter.aggregate import RunSettings
from ragmeter.conversations import conversation_of
from ragmeter.datasets import Fingerprint
from ragmeter.datasets.conversations import samples_from_record
from ragmeter.datasets.records import Loc
from ragmeter.distributed.wire import END, ERROR, MANIFEST, USAGE, encode_error, result_file
from ragmeter.errors import RagmeterError
from ragmeter.judges.abilities import llm_client
from ragmeter.judges.base import Judge
from ragmeter.judges.spec import from_spec
from ragmeter.llm.config import LLMConfig
from ragmeter.metrics import Metric
from ragmeter.sample import Sample
from ragmeter.types import SampleResult

__all__ = ["BatchScorer", "JudgeRecipe", "ScoreTask", "result_schema", "score_batch"]

Score = Callable[..., SampleResult]  # runner.score_sample(sample, metrics, judge, config)


@dataclass(frozen=True)
class JudgeRecipe:
    """How a worker builds the run's judge: its spec, and for the LLM judge its
    settings (the API key is read from the worker's environment, never shipped)."""

    spec: str
    llm_config: LLMConfig | None = None  # the LLM client's settings, for llm: specs
    explicit_key_env: bool = False

    def build(self, servers: dict[str, Any] | None = None) -> Judge:
        if self.llm_config is None:
            return from_spec(self.spec)
        from ragmeter.distributed.remote import RemoteCache, RemoteLimiter

        # the LLM judge from its client's settings (no local cache: the cluster's is shared)
        config = self.llm_config.replace(cache=False)
        judge = from_spec("llm", config=config, explicit_key_env=self.explicit_key_env)
        client = llm_client(judge)
        if servers is not None and client is not None:  # the cluster's one limiter and one cache
            cache = None if servers["cache"] is None else RemoteCache(servers["cache"], servers["cache_path"])
            client.share(RemoteLimiter(servers["limiter"], servers["maximum"]), cache)
        return judge


@dataclass(frozen=True)
class ScoreTask:
    """Everything a worker needs to score blocks of one run."""

    key: str  # the run's id on the workers (per-process caches)
    recipe: JudgeRecipe
    metrics: tuple[Metric, ...]  # as parsed on the driver (rubrics from --config included)
    config: RunSettings  # the runner's EvalConfig
    score: Score
    out: str  # the output folder, a path on out_fs
    out_fs: Any
    threads: int = 1
    servers: dict[str, Any] | None = None


def result_schema(metrics: Sequence[str]) -> pa.Schema:
    """The columns of a results file: ``SampleResult.row()``'s (id, question, category,
    diagnosis, one value and one status column per metric: the CSV's shape), then the
    refusal, the usage, the whole record as ``eval --json`` writes it, a conversation
    turn's place (``_conversation``: its conversation id, turn, whether last; null for a
    single-turn sample), the sample's part
    of the data set's fingerprint (``_digest``) and where the sample was read
    (``_source``, ``_line`` or ``_row``; ``_part``, ``_seq``: its shard and position,
    which order the run)."""
    return pa.schema(
        [
            ("id", pa.string()),
            ("question", pa.string()),
            ("category", pa.string()),
            ("diagnosis", pa.string()),
            *((m, pa.float64()) for m in metrics),
            *((f"{m}_status", pa.string()) for m in metrics),
            ("refusal", pa.bool_()),
            *((name, pa.int64()) for name in USAGE),
            ("record", pa.string()),
            ("_conversation", pa.string()),
            ("_digest", pa.binary(16)),
            ("_part", pa.int32()),
            ("_seq", pa.int64()),
            ("_source", pa.string()),
            ("_line", pa.int64()),
            ("_row", pa.int64()),
        ]
    )


def _manifest(rows: list[dict[str, Any]]) -> pa.Table:
    cols: dict[str, list[Any]] = {name: [] for name in MANIFEST.names}
    for row in rows:
        for name in MANIFEST.names:
            cols[name].append(row.get(name))
    return pa.table(cols, schema=MANIFEST)


def _error(exc: BaseException, part: int, where: str | None = None) -> pa.Table:
    return _manifest([{"kind": "error", "part": part, "n": 0, "error": encode_error(exc, where)}])


class BatchScorer:
    """Scores blocks of records (a Ray Data ``map_batches`` callable: an actor of the
    LLM judge's pool, or cached per process by :func:`score_batch`)."""

    def __init__(self, task: ScoreTask) -> None:
        self.task = task
        self.failure: RagmeterError | None = None
        self.metrics = list(task.metrics)
        self.names = tuple(str(m) for m in task.metrics)
        self.schema = result_schema(self.names)
        self._counts: Counter[str] = Counter()
        self._lock = threading.Lock()  # an actor may score two blocks at once
        self._pool = ThreadPoolExecutor(task.threads, "ragmeter-ray") if task.threads > 1 else None
        try:
            self.judge: Judge | None = task.recipe.build(task.servers)
        except RagmeterError as exc:  # a missing extra or key on this worker: said once, as exit 2
            self.judge, self.failure = None, exc

    def __call__(self, batch: pa.Table) -> pa.Table:
        cols = batch.to_pydict()
        items: list[tuple[int, int, str, int | None, int | None, Sample]] = []
        ends: list[dict[str, Any]] = []
        for i, kind in enumerate(cols["kind"]):
            part, seq = int(cols["part"][i]), int(cols["seq"][i])
            if kind == END:
                ends.append({"kind": "end", "part": part, "first": seq, "n": int(cols["index"][i])})
                continue
            if kind == ERROR:
                return _manifest([{"kind": "error", "part": part, "n": 0, "error": cols["payload"][i]}])
            line, row, source = cols["line"][i], cols["row"][i], cols["source"][i]
            try:
                raw = pickle.loads(cols["payload"][i])
                # a conversation is one sample per assistant turn, all at the record's place
                samples = list(samples_from_record(raw, int(cols["index"][i]), Loc(source, line, row)))
            except RagmeterError as exc:
                return _error(exc, part)
            items.extend((part, seq, source, line, row, sample) for sample in samples)
        if self.failure is not None or self.judge is None:
            assert self.failure is not None
            return _error(self.failure, items[0][0] if items else 0, "building the judge on a Ray worker")
        try:
            results = self._score([it[5] for it in items])
        except RagmeterError as exc:  # e.g. the endpoint refuses every call: stop the run
            return _error(exc, items[0][0], "on a Ray worker")
        out = self._write(items, results) + ends
        if out:
            out[0]["counts"] = self._counts_delta()
        return _manifest(out)

    def _score(self, samples: list[Sample]) -> list[SampleResult]:
        task, judge = self.task, self.judge

        def one(sample: Sample) -> SampleResult:
            return task.score(sample, self.metrics, judge, task.config)

        if self._pool is None:
            return [one(s) for s in samples]
        return list(self._pool.map(one, samples))

    def _counts_delta(self) -> str:
        client = None if self.judge is None else llm_client(self.judge)
        if client is None:
            return ""
        with self._lock:
            now = client.counts_now()  # taken under the lock the client's threads count under
            delta = now - self._counts
            self._counts = now
        return json.dumps(dict(delta)) if delta else ""

    def _write(self, items: list[Any], results: list[SampleResult]) -> list[dict[str, Any]]:
        """One results file per run of consecutive records of one shard (a batch may join
        the end of one shard to the start of the next; the turns of a conversation share
        their record's place and stay in order)."""
        order = sorted(range(len(items)), key=lambda i: (items[i][0], items[i][1]))  # stable
        runs: list[list[int]] = []
        for i in order:
            prev = items[runs[-1][-1]] if runs else None
            if prev is not None and prev[0] == items[i][0] and items[i][1] - prev[1] in (0, 1):
                runs[-1].append(i)
            else:
                runs.append([i])
        return [self._write_run([items[i] for i in run], [results[i] for i in run]) for run in runs]

    def _write_run(self, items: list[Any], results: list[SampleResult]) -> dict[str, Any]:
        names = self.names
        cols: dict[str, list[Any]] = {name: [] for name in self.schema.names}
        usage = dict.fromkeys(USAGE, 0)
        for (part, seq, source, line, row, _), r in zip(items, results):
            for key, value in r.row(names).items():
                cols[key].append(value)
            cols["refusal"].append(r.refusal)
            for name in USAGE:
                value = getattr(r.usage, name)
                cols[name].append(value)
                usage[name] += value
            cols["record"].append(json.dumps(r.to_dict(with_details=True), ensure_ascii=False))
            cols["_conversation"].append(_place(r.sample))
            cols["_digest"].append(Fingerprint.digest(r.sample))
            for key, value in (
                ("_part", part),
                ("_seq", seq),
                ("_source", source),
                ("_line", line),
                ("_row", row),
            ):
                cols[key].append(value)
        part, first, last = items[0][0], items[0][1], items[-1][1]
        name = result_file(part, first)
        fs, folder = self.task.out_fs, self.task.out
        tmp = f"{folder}/_tmp-{uuid.uuid4().hex}-{name}"
        with fs.open_output_stream(tmp) as fh:
            pq.write_table(pa.table(cols, schema=self.schema), fh)
        fs.move(tmp, f"{folder}/{name}")  # whole or absent, whatever happens to this worker
        return {
            "kind": "file",
            "part": part,
            "first": first,
            "last": last,
            "n": len(items),
            "file": name,
            **usage,
        }


def _place(sample: Sample) -> str | None:
    """A conversation turn's place as JSON (what the per-conversation summary reads), or
    ``None``; the history stays out (the record has what a report shows)."""
    info = conversation_of(sample)
    if info is None:
        return None
    place = {"id": info.id, "turn": info.turn, "last": info.last, "question_turn": info.question_turn}
    return json.dumps(place, ensure_ascii=False)


_SCORERS: dict[str, BatchScorer] = {}


def score_batch(batch: pa.Table, task: ScoreTask) -> pa.Table:
    """:class:`BatchScorer` for Ray tasks: one per worker process and run, so the judge
    is built once per process, not once per block."""
    scorer = _SCORERS.get(task.key)
    if scorer is None:
        _SCORERS.clear()
        scorer = _SCORERS[task.key] = BatchScorer(task)
    return scorer(batch)
