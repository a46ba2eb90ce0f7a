"""The Ray Data source of the shards: one read task per shard, which opens it on the
worker through its pyarrow filesystem and reads it with ragmeter's own reader
(:func:`ragmeter.datasets.sources.records_from`): the same encodings, strict JSON and
CSV, record indices (a record without an id is numbered as without Ray) and errors
naming the file, line (or row) and field.

Each row carries the raw record (pickled, so any Parquet value reaches the validation
as it would locally) and where it came from; the record is validated where it is
judged. A shard ends with an ``END`` row that counts its records, so the driver knows
when every sample of a shard is back. An error ends its shard with an ``ERROR`` row.

When there are at least as many shards as CPUs, Ray Data fuses the read with the
judging (each shard is read by the task that judges it, on its node); with fewer, it
splits the read's output into blocks that other workers judge.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from functools import partial
from typing import Any

import pyarrow as pa
from ray.data.block import BlockMetadata
from ray.data.datasource import Datasource, ReadTask

from ragmeter.datasets.sources import records_from
from ragmeter.distributed.inputs import Inputs, Shard
from ragmeter.distributed.wire import END, ERROR, RECORD, encode_error
from ragmeter.errors import DataError

__all__ = ["SCHEMA", "ShardSource", "read_shard"]

SCHEMA = pa.schema(
    [
        ("kind", pa.int8()),
        ("part", pa.int32()),
        ("seq", pa.int64()),
        ("index", pa.int64()),
        ("line", pa.int64()),
        ("row", pa.int64()),
        ("source", pa.string()),
        ("payload", pa.binary()),
    ]
)


class _Block:
    def __init__(self) -> None:
        self.cols: dict[str, list[Any]] = {name: [] for name in SCHEMA.names}

    def add(self, *values: Any) -> None:
        for name, value in zip(SCHEMA.names, values):
            self.cols[name].append(value)

    def __len__(self) -> int:
        return len(self.cols["kind"])

    def take(self) -> pa.Table:
        table = pa.table(self.cols, schema=SCHEMA)
        self.cols = {name: [] for name in SCHEMA.names}
        return table


def read_shard(filesystem: Any, shard: Shard, part: int, block_rows: int) -> Iterator[pa.Table]:
    """The rows of one shard, in blocks of ``block_rows`` (runs on a Ray worker)."""
    block = _Block()
    n = 0
    try:
        with filesystem.open_input_file(shard.path) as fh:
            for raw, loc, index in records_from(fh, shard.name, shard.fmt):
                n += 1
                payload = pickle.dumps(raw, protocol=pickle.HIGHEST_PROTOCOL)
                block.add(RECORD, part, n, index, loc.line, loc.row, shard.name, payload)
                if len(block) >= block_rows:
                    yield block.take()
    except DataError as exc:
        block.add(ERROR, part, n + 1, n, None, None, shard.name, encode_error(exc))
        yield block.take()
        return
    except OSError as exc:  # gone or unreadable since it was listed
        error = DataError(f"cannot read it: {exc}", source=shard.name)
        block.add(ERROR, part, n + 1, n, None, None, shard.name, encode_error(error))
        yield block.take()
        return
    block.add(END, part, n + 1, n, None, None, shard.name, None)
    yield block.take()


def _metadata(shard: Shard) -> BlockMetadata:
    try:
        return BlockMetadata(num_rows=None, size_bytes=shard.size, exec_stats=None, input_files=(shard.path,))
    except TypeError:  # Ray before 2.44 also wanted the schema here
        return BlockMetadata(  # type: ignore[call-arg, arg-type, unused-ignore]
            num_rows=None, size_bytes=shard.size, schema=None, input_files=(shard.path,), exec_stats=None
        )


class ShardSource(Datasource):  # type: ignore[misc, unused-ignore]
    """The shards of :class:`~ragmeter.distributed.inputs.Inputs` as a Ray Data source."""

    def __init__(self, inputs: Inputs, block_rows: int) -> None:
        super().__init__()  # type: ignore[no-untyped-call, unused-ignore]
        self.inputs = inputs
        self.block_rows = block_rows

    def get_name(self) -> str:
        return "RagmeterShards"

    def estimate_inmemory_data_size(self) -> int | None:
        return self.inputs.size

    def get_read_tasks(self, parallelism: int, *args: Any, **kwargs: Any) -> list[ReadTask]:
        fs = self.inputs.filesystem
        return [
            ReadTask(partial(read_shard, fs, shard, part, self.block_rows), _metadata(shard))
            for part, shard in enumerate(self.inputs.shards)
        ]
