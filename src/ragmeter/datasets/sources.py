"""Where records come from: JSONL, JSON, CSV and Parquet files, lists of dicts, column
dicts and pandas DataFrames. Samples stream one at a time."""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.conversations import samples_from_record
from ragmeter.datasets.records import Loc, sample_to_record
from ragmeter.datasets.strictjson import JSONProblem, field_path
from ragmeter.datasets.textin import (
    STDIN,
    TextInput,
    check_source,
    display_name,
    lines,
    open_binary,
    sniff_format,
)
from ragmeter.errors import DataError
from ragmeter.sample import Sample

__all__ = ["FORMATS", "DataSource", "iter_samples", "load_samples", "records_from"]


class DataSource:
    """A re-iterable stream of validated samples plus what it was read from.

    Iterating checks ids are unique and that at least one sample exists.
    """

    def __init__(self, records: Any, name: str) -> None:
        self._records = records
        self.name = name
        self.count: int | None = None

    def __iter__(self) -> Iterator[Sample]:
        seen: dict[str, str] = {}
        n = 0
        for raw, loc, index in self._records():
            for sample in samples_from_record(raw, index, loc):  # a conversation gives several
                if sample.id in seen:
                    raise loc.error(
                        f"duplicate id {sample.id!r} (first seen at {seen[sample.id]})", field="id"
                    )
                seen[sample.id] = f"line {loc.line}" if loc.line is not None else f"row {loc.row}"
                n += 1
                yield sample
        if n == 0:
            raise DataError("no samples found", source=self.name)
        self.count = n


def _file(source: str, fmt: str | None) -> Any:
    """Records from a file, ``-`` (standard input), a pipe or a FIFO, read once, in one
    pass. ``fmt`` None: sniffed from the first bytes and line."""
    used = [False]

    def records() -> Iterator[tuple[Any, Loc, int]]:
        if used[0] and not regular[0]:
            raise DataError("standard input or a pipe can be read only once", source=name)
        used[0] = True
        fh, regular[0] = open_binary(source)
        try:
            yield from records_from(fh, name, fmt, parquet=source if regular[0] else None)
        finally:
            if fh is not sys.stdin.buffer:
                fh.close()

    name = display_name(source)
    regular = [True]
    return records


def records_from(
    fh: IO[bytes], name: str, fmt: str | None, *, parquet: Any = None
) -> Iterator[tuple[Any, Loc, int]]:
    """The raw records of an open byte stream, each with its location and 1-based index,
    read exactly as a file of format ``fmt`` is read (``None``: sniffed). For Parquet,
    ``parquet`` is what to open instead of the stream (a path); without it a seekable
    stream is read in place, anything else into memory first. The Ray engine reads
    shards on its workers through this, from any pyarrow filesystem."""
    text = TextInput(fh, name)
    kind = fmt or sniff_format(text)
    if kind == "parquet":
        if parquet is None:  # nothing was read from a stream whose format was given
            parquet = fh if fmt and fh.seekable() else _rest(text)
        yield from _parquet(parquet, name)
        return
    text.refuse_binary()
    if kind == "csv":
        yield from _csv(text, name)
    elif kind == "json":
        yield from _json(text, name)
    else:
        yield from _jsonl(text, name)


def _rest(text: TextInput) -> Any:
    import io

    return io.BytesIO(text.read_all_bytes())


def _problem(exc: JSONProblem, loc: Loc, field: str | None = None) -> DataError:
    where = field_path(((field,) if field else ()) + exc.path) or None
    return loc.error(exc.message, field=where)


def _jsonl(text: TextInput, name: str) -> Iterator[tuple[Any, Loc, int]]:
    index = 0
    for lineno, line in enumerate(lines(text.chunks()), 1):
        if not line.strip():
            continue
        index += 1
        loc = Loc(name, line=lineno)
        try:
            raw = strictjson.loads(line)
        except JSONProblem as exc:
            hint = "; JSON Lines has one object per line, no comments" if exc.syntax else ""
            raise loc.error(exc.message + hint, field=field_path(exc.path) or None) from None
        yield raw, loc, index


def _json(text: TextInput, name: str) -> Iterator[tuple[Any, Loc, int]]:
    try:
        data = strictjson.loads("".join(text.chunks()))
    except JSONProblem as exc:
        if exc.syntax:
            raise DataError(exc.message, source=name, line=exc.lineno) from None
        raise _located(exc, name) from None
    yield from _in_memory(data, name)()


def _located(exc: JSONProblem, name: str) -> DataError:
    """A problem inside a JSON document, by record (row) and field when it is in one."""
    path = exc.path
    if path[:1] == ("samples",):
        path = path[1:]
    if path and isinstance(path[0], int):  # a list of records
        return DataError(exc.message, source=name, row=path[0] + 1, field=field_path(path[1:]) or None)
    if len(path) >= 2 and isinstance(path[1], int):  # a column dict
        return DataError(exc.message, source=name, row=path[1] + 1, field=field_path((path[0], *path[2:])))
    return DataError(exc.message, source=name, field=field_path(path) or None)


def _csv(text: TextInput, name: str) -> Iterator[tuple[Any, Loc, int]]:
    """Strict CSV: a quote left open, text after a closing quote, and a row whose cell
    count differs from the header's are errors at their line; blank rows are skipped."""
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    reader = csv.reader(lines(text.chunks(), universal=True), strict=True)

    def next_row() -> tuple[list[str], int] | None:
        first = reader.line_num + 1
        try:
            return next(reader), first
        except StopIteration:
            return None
        except csv.Error as exc:
            if "unexpected end of data" in str(exc):
                raise DataError(
                    'a quote opened in this row is never closed (a quote inside a quoted cell is written "")',
                    source=name,
                    line=first,
                ) from None
            end = "" if reader.line_num == first else f" (in the row that ends on line {reader.line_num})"
            raise DataError(f"malformed CSV: {exc}{end}", source=name, line=first) from None

    got = next_row()
    while got is not None and not any(c.strip() for c in got[0]):
        got = next_row()
    if got is None:
        raise DataError("the file is empty (a CSV file needs a header row)", source=name)
    header = [h.strip() for h in got[0]]
    seen: set[str] = set()
    for h in header:
        if h and h in seen:
            raise DataError(f"the header names column '{h}' twice", source=name, line=got[1], field=h)
        seen.add(h)
    index = 0
    while (got := next_row()) is not None:
        row, lineno = got
        if not any(c.strip() for c in row):
            continue
        loc = Loc(name, line=lineno)
        if len(row) != len(header):
            more = len(row) > len(header)
            raise loc.error(
                f"the row has {'more' if more else 'fewer'} cells ({len(row)}) than the header "
                f"({len(header)})" + ("; an unquoted comma in a cell?" if more else "")
            )
        index += 1
        yield {k: (v if v != "" else None) for k, v in zip(header, row)}, loc, index


def _parquet(path: Any, name: str) -> Iterator[tuple[Any, Loc, int]]:
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise DataError(
            "reading Parquet needs the extra: pip install 'ragmeter[parquet]'", source=name
        ) from None
    try:
        pf = pq.ParquetFile(path)
        batches = pf.iter_batches(batch_size=1024)
        index = 0
        for batch in batches:
            for row in batch.to_pylist():
                index += 1
                yield row, Loc(name, row=index), index
    except DataError:
        raise
    except Exception as exc:  # pyarrow's errors have no common base; each is a bad file
        raise DataError(f"not a readable Parquet file: {exc}", source=name) from None


def _in_memory(data: Any, name: str) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        rows: Iterable[Any]
        if isinstance(data, Mapping):
            if "samples" in data and isinstance(data["samples"], list):
                rows = data["samples"]
            else:
                rows = _columns_to_rows(data, name)
        elif isinstance(data, list):
            rows = data
        else:
            raise DataError(
                f"expected a list of records or a column dict, got {type(data).__name__}",
                source=name,
            )
        for index, raw in enumerate(rows, 1):
            yield raw, Loc(name, row=index), index

    return records


def _columns_to_rows(data: Mapping[str, Any], name: str) -> list[dict[str, Any]]:
    lengths = {}
    for key, col in data.items():
        if not isinstance(col, (list, tuple)):
            raise DataError(
                f"a column dict needs a list per column; '{key}' is {type(col).__name__}",
                source=name,
                field=str(key),
            )
        lengths[key] = len(col)
    if len(set(lengths.values())) > 1:
        detail = ", ".join(f"{k}={n}" for k, n in lengths.items())
        raise DataError(f"columns have different lengths ({detail})", source=name)
    n = next(iter(lengths.values()), 0)
    return [{k: data[k][i] for k in data} for i in range(n)]


def _dataframe(df: Any) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        for index, row in enumerate(df.to_dict(orient="records"), 1):
            yield row, Loc("DataFrame", row=index), index

    return records


#: file extensions and the formats they name
FORMATS = {
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".json": "json",
    ".csv": "csv",
    ".parquet": "parquet",
    ".pq": "parquet",
}
_COMPRESSED = (".gz", ".bz2", ".xz", ".zst", ".zip", ".7z")


def iter_samples(data: Any) -> DataSource:
    """A re-iterable, validating stream of samples from any supported input: a path
    (``-`` is standard input; a path without an extension, such as a pipe from
    ``<(...)``, has its format sniffed), a list of dicts, a column dict, a DataFrame."""
    if isinstance(data, DataSource):
        return data
    if isinstance(data, (str, Path)):
        source = str(data)
        suffix = Path(source).suffix.lower() if source != STDIN else ""
        if suffix in _COMPRESSED:
            raise DataError(
                f"compressed files ({suffix}) are not read; decompress it first "
                "(e.g. `gunzip -c FILE | ragmeter eval -`)",
                source=source,
            )
        if suffix and suffix not in FORMATS:
            raise DataError(
                f"unsupported file type '{suffix}'; use .jsonl, .json, .csv or .parquet "
                "(or no extension, and the format is detected)",
                source=source,
            )
        check_source(source)  # missing, a folder, unreadable: fail now, not at the first sample
        return DataSource(_file(source, FORMATS.get(suffix)), display_name(source))
    if type(data).__name__ == "DataFrame" and hasattr(data, "to_dict"):
        return DataSource(_dataframe(data), "DataFrame")
    if isinstance(data, Sample):
        data = [data]
    if isinstance(data, (list, tuple)) and data and all(isinstance(s, Sample) for s in data):
        samples = list(data)

        def given() -> Iterator[tuple[Any, Loc, int]]:
            for i, s in enumerate(samples, 1):
                yield sample_to_record(s), Loc("samples", row=i), i

        return DataSource(given, "samples")
    if isinstance(data, (list, tuple, Mapping)):
        return DataSource(_in_memory(list(data) if isinstance(data, tuple) else data, "data"), "data")
    raise DataError(
        f"cannot read evaluation data from {type(data).__name__}; give a path, a list of dicts, "
        "a column dict or a pandas DataFrame"
    )


def load_samples(data: Any) -> list[Sample]:
    """Read and validate everything into a list (convenient for small sets)."""
    return list(iter_samples(data))
