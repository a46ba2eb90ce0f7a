"""Where records come from: JSONL, JSON, CSV and Parquet files, lists of dicts, column
dicts and pandas DataFrames. Samples stream one at a time."""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ragmeter.datasets.records import Loc, sample_from_record, sample_to_record
from ragmeter.errors import DataError
from ragmeter.schema import Sample

__all__ = ["DataSource", "iter_samples", "load_samples"]


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
            sample = sample_from_record(raw, index, loc)
            if sample.id in seen:
                raise loc.error(f"duplicate id {sample.id!r} (first seen at {seen[sample.id]})", field="id")
            seen[sample.id] = f"line {loc.line}" if loc.line is not None else f"row {loc.row}"
            n += 1
            yield sample
        if n == 0:
            raise DataError("no samples found", source=self.name)
        self.count = n


def _jsonl(path: Path) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        index = 0
        with _open_text(path) as fh:
            for lineno, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                index += 1
                loc = Loc(str(path), line=lineno)
                try:
                    raw = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise loc.error(f"invalid JSON: {exc.msg} (column {exc.colno})") from None
                yield raw, loc, index

    return records


def _json(path: Path) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        with _open_text(path) as fh:
            text = fh.read()
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise DataError(
                f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
                source=str(path),
                line=exc.lineno,
            ) from None
        yield from _in_memory(data, str(path))()

    return records


def _open_text(path: Path) -> Any:
    try:
        return path.open("r", encoding="utf-8-sig")
    except OSError as exc:
        raise DataError(f"cannot read file: {exc.strerror}", source=str(path)) from None


def _csv(path: Path) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
        with _open_text(path) as fh:
            reader = csv.DictReader(fh)
            if not reader.fieldnames:
                raise DataError("the CSV file has no header row", source=str(path))
            for index, row in enumerate(reader, 1):
                loc = Loc(str(path), line=reader.line_num)
                if None in row:
                    raise loc.error("the row has more cells than the header")
                yield {k: (v if v != "" else None) for k, v in row.items()}, loc, index

    return records


def _parquet(path: Path) -> Any:
    def records() -> Iterator[tuple[Any, Loc, int]]:
        try:
            import pyarrow.parquet as pq
        except ImportError:
            raise DataError(
                "reading Parquet needs the extra: pip install 'ragmeter[parquet]'", source=str(path)
            ) from None
        try:
            pf = pq.ParquetFile(path)
        except Exception as exc:
            raise DataError(f"not a readable Parquet file: {exc}", source=str(path)) from None
        index = 0
        for batch in pf.iter_batches(batch_size=1024):
            for row in batch.to_pylist():
                index += 1
                yield row, Loc(str(path), row=index), index

    return records


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


_READERS = {
    ".jsonl": _jsonl,
    ".ndjson": _jsonl,
    ".json": _json,
    ".csv": _csv,
    ".parquet": _parquet,
    ".pq": _parquet,
}


def iter_samples(data: Any) -> DataSource:
    """A re-iterable, validating stream of samples from any supported input."""
    if isinstance(data, DataSource):
        return data
    if isinstance(data, (str, Path)):
        path = Path(data)
        if not path.exists():
            raise DataError("file not found", source=str(path))
        if path.is_dir():
            raise DataError("is a folder; give a .jsonl, .json, .csv or .parquet file", source=str(path))
        reader = _READERS.get(path.suffix.lower())
        if reader is None:
            raise DataError(
                f"unsupported file type '{path.suffix or '(none)'}'; use .jsonl, .json, .csv or .parquet",
                source=str(path),
            )
        return DataSource(reader(path), str(path))
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
