"""The streaming writer of one run (see :class:`ragmeter.store.Store.start_run`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from contextlib import AbstractContextManager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

from ragmeter.store.db import StoreError
from ragmeter.types import RunInfo, SampleResult, Summary

__all__ = ["RunTable", "RunWriter"]


class RunTable(Protocol):
    """What a writer needs of its store (:class:`ragmeter.store.Store` is one)."""

    @property
    def path(self) -> Path: ...

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

    def run_info(self, ref: str) -> RunInfo: ...

    def close(self) -> None: ...


# Keys of a sample record (``SampleResult.to_dict``) that have their own columns.
_COLUMNS = ("id", "category", "scores", "diagnosis", "diagnosis_reason", "refusal")


class RunWriter:
    """Streams one run's samples into the store; :meth:`finish` makes it complete and
    immutable. Usable as ``on_result`` (it is callable) and as a context manager: leaving
    the block without ``finish`` (an exception, an interrupt) removes the run."""

    def __init__(self, store: RunTable, run_id: str, *, batch_size: int = 256) -> None:
        self.store = store
        self.id = run_id
        self.batch_size = max(1, batch_size)
        self.n = 0
        self.closed = False
        self._samples: list[tuple[Any, ...]] = []
        self._scores: list[tuple[Any, ...]] = []
        self._metrics: dict[str, None] = {}

    def __call__(self, r: SampleResult) -> None:
        self.add(r)

    def add(self, r: SampleResult) -> None:
        self.add_record(r.to_dict(with_details=True))

    def add_record(self, rec: Mapping[str, Any]) -> None:
        """Add a sample given as a ``SampleResult.to_dict()`` / ``eval --json`` record."""
        if self.closed:
            raise StoreError(f"run {self.id} is closed; nothing can be added to it")
        seq = self.n
        self.n += 1
        record = {k: v for k, v in rec.items() if k not in _COLUMNS}
        self._samples.append(
            (
                self.id,
                seq,
                str(rec["id"]),
                rec.get("category"),
                rec.get("diagnosis") or "unknown",
                rec.get("diagnosis_reason") or "",
                int(bool(rec.get("refusal"))),
                json.dumps(record, ensure_ascii=False),
            )
        )
        for metric, sc in rec.get("scores", {}).items():
            self._metrics.setdefault(metric)
            details = sc.get("details")
            self._scores.append(
                (
                    self.id,
                    seq,
                    metric,
                    sc.get("value"),
                    sc.get("status", "ok"),
                    sc.get("reason") or "",
                    None if not details else json.dumps(details, ensure_ascii=False),
                )
            )
        if len(self._samples) >= self.batch_size:
            with self.store.transaction() as conn:
                self._flush(conn)

    def _flush(self, conn: sqlite3.Connection) -> None:
        if self._samples:
            try:
                conn.executemany("INSERT INTO samples VALUES (?, ?, ?, ?, ?, ?, ?, ?)", self._samples)
                conn.executemany("INSERT INTO scores VALUES (?, ?, ?, ?, ?, ?, ?)", self._scores)
            except sqlite3.IntegrityError as exc:  # e.g. `ragmeter runs rm` on this run meanwhile
                self.closed = True
                raise StoreError(f"run {self.id} can no longer be written ({exc})") from None
        self._samples.clear()
        self._scores.clear()

    def finish(self, summary: Summary) -> RunInfo:
        """Write the last samples and the run's summary in one transaction; from then on
        the run is complete and immutable."""
        if self.closed:
            raise StoreError(f"run {self.id} is already closed")
        if summary.n_samples != self.n:
            self.abort()
            raise StoreError(
                f"run {self.id}: the summary counts {summary.n_samples} samples but {self.n} were recorded;"
                " the run was discarded"
            )
        record = summary.to_dict()
        metrics = list(summary.metrics or self._metrics)
        now = datetime.now(timezone.utc).isoformat(timespec="microseconds")
        sets = ["status = 'complete'", "finished_at = ?", "n_samples = ?", "summary = ?", "metrics = ?"]
        params: list[Any] = [now, self.n, json.dumps(record, ensure_ascii=False), json.dumps(metrics)]
        for column, value in (
            ("dataset_name", summary.dataset.name),
            ("dataset_fingerprint", summary.dataset.fingerprint),
            ("judge", record["judge"] or None),
            ("config", record["config"] or None),
        ):
            if value is not None:
                sets.append(f"{column} = ?")
                params.append(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        with self.store.transaction() as conn:
            self._flush(conn)
            conn.execute(f"UPDATE runs SET {', '.join(sets)} WHERE id = ?", (*params, self.id))
        self.closed = True
        return self.store.run_info(self.id)

    def close(self, summary: Summary) -> None:
        """The report sinks' interface: same as :meth:`finish`."""
        self.finish(summary)

    def abort(self) -> None:
        """Remove the unfinished run (a no-op once finished)."""
        if self.closed:
            return
        self.closed = True
        self._samples.clear()
        self._scores.clear()
        try:
            with self.store.transaction() as conn:
                conn.execute("DELETE FROM runs WHERE id = ? AND status = 'running'", (self.id,))
        except sqlite3.Error:  # the process is going down anyway; the run stays incomplete
            pass

    def __enter__(self) -> RunWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.abort()
