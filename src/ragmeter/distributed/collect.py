"""The driver's side of a Ray run: the results files come back in input order, and the
run's summary is computed from them as :func:`ragmeter.evaluate` computes it.

Workers finish blocks in any order; each sends a manifest row per results file (shard,
first and last record) and one per finished shard (its record count). The
:class:`Collector` keeps those small rows, and as soon as the next file in input order
is there it reads it back, one file at a time, and hands each sample to the run's
consumers (the aggregator, the store, the report sinks), while the cluster is still
judging. The driver never holds more than one results file, whatever the number of
samples; what grows is what a run on one machine keeps too (each metric's values for
the bootstrap, one digest per sample for the data set's fingerprint) plus 8 bytes per
sample id to find duplicates (reported, as without Ray, at the second occurrence, with
where the first was read; but only once the last sample is back).
"""

from __future__ import annotations

import hashlib
import json
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pyarrow.parquet as pq

from ragmeter.conversations import CONVERSATION_KEY
from ragmeter.datasets import Fingerprint
from ragmeter.datasets.records import Loc
from ragmeter.distributed.wire import USAGE
from ragmeter.errors import DataError
from ragmeter.sample import Diagnosis, DiagnosisLabel, Sample, Score, Status, Usage
from ragmeter.types import SampleResult

__all__ = ["Collector", "Located", "no_samples"]

_WHERE = ["_digest", "_source", "_line", "_row"]


@dataclass(frozen=True)
class Located:
    """A sample read back, with where its record was read."""

    result: SampleResult
    loc: Loc
    digest: bytes = b""  # its part of the data set's fingerprint

    @property
    def where(self) -> str:
        return _where(self.loc)


def _where(loc: Loc) -> str:
    """As a run without Ray says where an id was first seen."""
    return f"line {loc.line}" if loc.line is not None else f"row {loc.row}"


class Collector:
    """Reads results files back in input order as their manifest rows arrive and feeds
    ``consume``; checks ids are unique and computes the fingerprint on the way.

    ``metrics``: when given, only the flat columns are read and each sample is a light
    :class:`SampleResult` (scores with their statuses, no reasons or details: what the
    aggregator reads), which costs a tenth of decoding the full record. A run that
    keeps its samples or hands them to a sink needs the full records (``None``)."""

    def __init__(
        self,
        n_parts: int,
        filesystem: Any,
        folder: str,
        consume: Callable[[SampleResult], None],
        metrics: Sequence[str] | None = None,
    ):
        self.n_parts = n_parts
        self.metrics = None if metrics is None else tuple(metrics)
        self.fs = filesystem
        self.folder = folder
        self.consume = consume
        self.fingerprint = Fingerprint()
        self.n = 0
        self.files: list[str] = []  # read, in order
        self._waiting: dict[tuple[int, int], tuple[int, str]] = {}
        self._ends: dict[int, int] = {}
        self._seen: set[tuple[int, int]] = set()
        self._ids = array("Q")  # 8-byte digests of the ids, in input order
        self._part = 0
        self._seq = 1

    def add(self, row: dict[str, Any]) -> int:
        """A manifest row from a worker; returns the samples it newly reports (a row Ray
        delivers again after retrying a task counts once)."""
        key = (int(row["part"]), int(row["first"]))
        if key in self._seen:
            return 0
        self._seen.add(key)
        if row["kind"] == "end":
            self._ends[key[0]] = key[1]
            self._drain()
            return 0
        self._waiting[key] = (int(row["last"]), str(row["file"]))
        self._drain()
        return int(row["n"])

    @property
    def done(self) -> bool:
        return self._part >= self.n_parts

    def finish(self) -> None:
        """After the last manifest row: every shard must be complete, every id unique."""
        self._drain()
        if not self.done:  # a bug, or results files removed behind our back
            raise RuntimeError(
                f"the results of shard {self._part} from record {self._seq} on never came back "
                f"({len(self._waiting)} files waiting)"
            )
        self._check_ids()

    def _check_ids(self) -> None:
        """The error a run without Ray raises at a repeated id, after the last sample: the
        ids are kept as 8-byte digests (a set would take 60 bytes a sample), and the files
        are read again only when two digests are equal."""
        import numpy as np

        digests = np.frombuffer(self._ids, dtype=np.uint64)
        order = np.argsort(digests, kind="stable")
        same = np.nonzero(digests[order][1:] == digests[order][:-1])[0]
        if not same.size:
            return
        ids = [(i, where) for name in self.files for i, where in _ids(self.fs, self.folder, name)]
        for position in sorted(int(order[k + 1]) for k in same):  # later occurrences, in input order
            sid, loc = ids[position]
            earlier = next((w for i, w in ids[:position] if i == sid), None)
            if earlier is None:
                continue  # two ids with the same digest, not a duplicate
            first = (
                _where(earlier) if earlier.source == loc.source else f"{earlier.source}, {_where(earlier)}"
            )
            raise loc.error(f"duplicate id {sid!r} (first seen at {first})", field="id")

    def _drain(self) -> None:
        while self._part < self.n_parts:
            got = self._waiting.pop((self._part, self._seq), None)
            if got is not None:
                last, name = got
                self._read(name)
                self._seq = last + 1
            elif self._ends.get(self._part) == self._seq:
                self._part, self._seq = self._part + 1, 1
            else:
                return

    def _rows(self, name: str, light: bool = False) -> Iterator[Located]:
        flat = [*(self.metrics or ()), *(f"{m}_status" for m in self.metrics or ())]
        light_cols = ["id", "question", "category", "diagnosis", *flat, "refusal", "_conversation"]
        what = light_cols if light else ["record"]
        table = pq.read_table(f"{self.folder}/{name}", filesystem=self.fs, columns=[*what, *USAGE, *_WHERE])
        cols = table.to_pydict()
        for i in range(table.num_rows):
            usage = Usage(*(int(cols[k][i]) for k in USAGE))
            if light:
                r = _light(cols, i, self.metrics or (), usage)
            else:
                r = replace(
                    SampleResult.from_dict(json.loads(cols["record"][i]), f"{name}[{i}]"), usage=usage
                )
            where = Loc(cols["_source"][i], cols["_line"][i], cols["_row"][i])
            yield Located(r, where, cols["_digest"][i])

    def _read(self, name: str) -> None:
        for item in self._rows(name, light=self.metrics is not None):
            r = item.result
            self._ids.append(_id_digest(r.id))
            self.fingerprint.add_digest(item.digest)
            self.n += 1
            self.consume(r)
        self.files.append(name)


def _id_digest(sample_id: str) -> int:
    raw = sample_id.encode("utf-8", "surrogatepass")
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big")


def _ids(fs: Any, folder: str, name: str) -> Iterator[tuple[str, Loc]]:
    """The ids of a results file and where their records were read."""
    cols = pq.read_table(
        f"{folder}/{name}", filesystem=fs, columns=["id", "_source", "_line", "_row"]
    ).to_pydict()
    for i, sid in enumerate(cols["id"]):
        yield sid, Loc(cols["_source"][i], cols["_line"][i], cols["_row"][i])


def _light(cols: dict[str, list[Any]], i: int, metrics: Sequence[str], usage: Usage) -> SampleResult:
    """A sample's result from the flat columns: what the aggregator and the
    per-conversation summary read, no more."""
    scores = {}
    for m in metrics:
        status = Status(cols[f"{m}_status"][i])
        scores[m] = Score(cols[m][i] if status is Status.OK else None, status)
    place = cols["_conversation"][i]  # a turn's place, for the per-conversation summary
    meta = {} if place is None else {CONVERSATION_KEY: json.loads(place)}
    sample = Sample(cols["id"][i], cols["question"][i], category=cols["category"][i], metadata=meta)
    label = DiagnosisLabel(cols["diagnosis"][i])
    return SampleResult(sample, scores, Diagnosis(label, ""), bool(cols["refusal"][i]), usage)


def no_samples(name: str) -> DataError:
    return DataError("no samples found", source=name)
