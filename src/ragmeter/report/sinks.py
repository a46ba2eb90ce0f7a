"""Streaming writers: per-sample results go to disk as they arrive, so memory stays
bounded on large runs. Each sink is fed ``add(result)`` and closed with the summary."""

from __future__ import annotations

import csv
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from ragmeter.errors import OutputError
from ragmeter.report.markdown import CaseList, render_markdown
from ragmeter.types import SampleResult, Summary

__all__ = ["CsvSink", "JsonSink", "MarkdownSink", "Sink"]


class Sink:
    def add(self, r: SampleResult) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def close(self, summary: Summary) -> None:  # pragma: no cover - interface
        raise NotImplementedError


def _open_out(path: Path) -> IO[str]:
    try:
        if path.parent and not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        return path.open("w", encoding="utf-8", newline="")
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None


class JsonSink(Sink):
    """``{"summary": {...}, "samples": [...]}``; samples spool to a temp file first
    because the summary (written first) is only known at the end."""

    def __init__(self, path: str | Path, *, with_details: bool = True) -> None:
        self.path = Path(path)
        self.with_details = with_details
        fd, spool = tempfile.mkstemp(prefix="ragmeter-", suffix=".jsonl")
        self._spool_path = spool
        self._spool = os.fdopen(fd, "w", encoding="utf-8")

    def add(self, r: SampleResult) -> None:
        self._spool.write(json.dumps(r.to_dict(with_details=self.with_details), ensure_ascii=False))
        self._spool.write("\n")

    def close(self, summary: Summary) -> None:
        self._spool.close()
        try:
            with _open_out(self.path) as out, open(self._spool_path, encoding="utf-8") as spool:
                out.write('{"summary": ')
                out.write(json.dumps(summary.to_dict(), ensure_ascii=False, indent=2))
                out.write(',\n "samples": [\n')
                first = True
                for line in spool:
                    if not first:
                        out.write(",\n")
                    out.write(line.rstrip("\n"))
                    first = False
                out.write("\n]}\n")
        finally:
            os.unlink(self._spool_path)


class CsvSink(Sink):
    """One row per sample, one column per metric plus ``<metric>_status``."""

    def __init__(self, path: str | Path, metrics: Sequence[str]) -> None:
        self.path = Path(path)
        self.metrics = list(metrics)
        self._fh = _open_out(self.path)
        self._writer: Any = None

    def add(self, r: SampleResult) -> None:
        row = r.row(self.metrics)
        if self._writer is None:
            self._writer = csv.DictWriter(self._fh, fieldnames=list(row))
            self._writer.writeheader()
        self._writer.writerow({k: ("" if v is None else v) for k, v in row.items()})

    def close(self, summary: Summary) -> None:
        self._fh.close()


class MarkdownSink(Sink):
    """A Markdown report: the summary, then the cases that need attention."""

    def __init__(self, path: str | Path, metrics: Sequence[str], *, max_cases: int = 200) -> None:
        self.path = Path(path)
        self.metrics = list(metrics)
        self.cases = CaseList(max_cases)

    def add(self, r: SampleResult) -> None:
        self.cases.add(r.without_details() if r.needs_attention else r)

    def close(self, summary: Summary) -> None:
        with _open_out(self.path) as fh:
            fh.write(render_markdown(summary, self.cases.cases, self.cases.not_shown))
