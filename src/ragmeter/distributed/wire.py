"""What travels between the driver and the Ray workers: the columns of the blocks read
from the shards, the manifest rows the workers send back, and errors (a ragmeter error
on a worker comes back as data and is raised again on the driver, located as it was:
never a Ray traceback).

Plain Python and pyarrow; nothing here imports Ray.
"""

from __future__ import annotations

import pickle
from collections.abc import Mapping
from typing import Any

import pyarrow as pa

from ragmeter.errors import ConfigError, DataError, RagmeterError

__all__ = [
    "END",
    "ERROR",
    "MANIFEST",
    "RECORD",
    "USAGE",
    "decode_error",
    "encode_error",
    "result_file",
]

#: kinds of the rows read from a shard: a record, the end of the shard (``seq`` is one
#: past its last record, ``index`` its record count), an error that stopped the read
RECORD, END, ERROR = 0, 1, 2

#: per-sample usage columns of a results file (``SampleResult.usage``, which the JSON
#: record does not hold)
USAGE = ("calls", "cached_calls", "prompt_tokens", "completion_tokens")

#: what a worker sends back per results file written ("file"), per shard finished
#: ("end": ``first`` is one past its last record, ``n`` its record count) and per error
MANIFEST = pa.schema(
    [
        ("kind", pa.string()),
        ("part", pa.int32()),
        ("first", pa.int64()),
        ("last", pa.int64()),
        ("n", pa.int64()),
        ("file", pa.string()),
        *((name, pa.int64()) for name in USAGE),
        ("counts", pa.string()),  # the LLM judge's call counts (retries, 429s ...) since last time
        ("error", pa.binary()),
    ]
)


def result_file(part: int, first: int) -> str:
    """The name of the results file whose first sample is record ``first`` of shard
    ``part``: sorting the names sorts the samples."""
    return f"samples-{part:06d}-{first:010d}.parquet"


def encode_error(exc: BaseException, where: str | None = None) -> bytes:
    """A ragmeter error as bytes (the driver raises it again with :func:`decode_error`);
    ``where`` says where it happened when that is not in the message already."""
    info: dict[str, Any] = {"type": type(exc).__name__, "text": str(exc), "where": where}
    if isinstance(exc, DataError):
        info.update(message=exc.message, source=exc.source, line=exc.line, row=exc.row, field=exc.field)
    return pickle.dumps(info)


def decode_error(blob: bytes) -> RagmeterError:
    """The error :func:`encode_error` wrote: a :class:`DataError` with its location, an
    endpoint error (wrong key or URL) as itself, anything else as a :class:`ConfigError`
    that says it happened on a Ray worker."""
    info: Mapping[str, Any] = pickle.loads(blob)
    if "message" in info:
        return DataError(
            info["message"], source=info["source"], line=info["line"], row=info["row"], field=info["field"]
        )
    text = str(info["text"])
    if info.get("where"):
        text = f"{text} ({info['where']})"
    if info["type"] == "EndpointError":
        from ragmeter.llm.backend import EndpointError

        return EndpointError(text)
    return ConfigError(text)
