"""Traced traffic in the store (migration 4): spans received by ``ragmeter collect`` or
imported from files, grouped by trace, read back trace by trace.

A trace is *ready* to be evaluated when its root span arrived, when it came from a file
(complete as it is), or when nothing arrived for it for ``settle`` seconds; until then
its interactions could still change (an exporter sends the spans of one trace in several
batches, children first). Spans without OpenInference or GenAI semantics keep their place
in the tree but not their attributes, so an application's HTTP and database spans cost
a few bytes each.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime, timezone
from itertools import groupby
from pathlib import Path
from typing import Any, Protocol

from ragmeter.traces.spans import Span

__all__ = ["DEFAULT_SETTLE_S", "Added", "TraceLog", "TraceRow"]

#: seconds without a new span after which a trace without a root counts as complete
DEFAULT_SETTLE_S = 120.0
#: trace ids per query (SQLite bounds the number of parameters)
_CHUNK = 500


class _Store(Protocol):
    @property
    def path(self) -> Path: ...

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]: ...

    def reader(self) -> AbstractContextManager[sqlite3.Connection]: ...


@dataclass(frozen=True, slots=True)
class Added:
    """What one batch of spans added."""

    spans: int
    new: int
    duplicates: int
    traces: int


@dataclass(frozen=True, slots=True)
class TraceRow:
    trace_id: str
    source: str
    first_seen: str
    start_ns: int
    ready: bool
    n_spans: int


def _now_ns() -> int:
    return time.time_ns()


def _row(span: Span) -> tuple[Any, ...]:
    keep = span.kind is not None or span.parent_id is None
    return (
        span.trace_id,
        span.span_id,
        span.parent_id,
        span.name,
        span.kind,
        span.start_ns,
        span.end_ns,
        span.status,
        span.status_message,
        json.dumps(dict(span.attributes), ensure_ascii=False) if keep else "{}",
        json.dumps(dict(span.resource), ensure_ascii=False),
    )


def _span(row: sqlite3.Row) -> Span:
    return Span(
        trace_id=row["trace_id"],
        span_id=row["span_id"],
        parent_id=row["parent_id"],
        name=row["name"],
        start_ns=int(row["start_ns"]),
        end_ns=int(row["end_ns"]),
        status=row["status"],
        status_message=row["status_message"],
        attributes=json.loads(row["attributes"]),
        resource=json.loads(row["resource"]),
    )


class TraceLog:
    """The traces of one store (``Store.traces``)."""

    def __init__(self, store: _Store) -> None:
        self.store = store

    def add(self, spans: Sequence[Span], *, source: str, settled: bool = False) -> Added:
        """Store a batch of spans in one transaction: all of it or nothing. A span
        already stored (an exporter's retry) is counted as a duplicate and kept as first
        received."""
        now_ns = _now_ns()
        now = datetime.now(timezone.utc).isoformat(timespec="microseconds")
        by_trace: dict[str, list[Span]] = {}
        for span in spans:
            by_trace.setdefault(span.trace_id, []).append(span)
        new = 0
        with self.store.transaction() as conn:
            for trace_id, group in by_trace.items():
                start = min(s.start_ns for s in group)
                root = int(any(s.parent_id is None for s in group))
                conn.execute(
                    "INSERT INTO traces"
                    " (trace_id, source, first_seen, last_seen_ns, start_ns, has_root, settled)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (trace_id) DO UPDATE SET"
                    " last_seen_ns = excluded.last_seen_ns, start_ns = MIN(start_ns, excluded.start_ns),"
                    " has_root = MAX(has_root, excluded.has_root), settled = MAX(settled, excluded.settled)",
                    (trace_id, source, now, now_ns, start, root, int(settled)),
                )
                before = conn.total_changes
                conn.executemany(
                    "INSERT OR IGNORE INTO trace_spans VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [_row(s) for s in group],
                )
                added = conn.total_changes - before
                new += added
                conn.execute("UPDATE traces SET n_spans = n_spans + ? WHERE trace_id = ?", (added, trace_id))
        return Added(len(spans), new, len(spans) - new, len(by_trace))

    def counts(self) -> dict[str, int]:
        (row,) = self.store.read("SELECT COUNT(*) AS traces, COALESCE(SUM(n_spans), 0) AS spans FROM traces")
        return {"traces": int(row["traces"]), "spans": int(row["spans"])}

    def _ready_sql(self, settle_s: float | None) -> tuple[str, list[Any]]:
        if settle_s is None:  # every trace, complete or not
            return "1", []
        cutoff = _now_ns() - int(settle_s * 1e9)
        return "(has_root = 1 OR settled = 1 OR last_seen_ns <= ?)", [cutoff]

    def traces(
        self,
        *,
        since_ns: int | None = None,
        settle_s: float | None = DEFAULT_SETTLE_S,
        limit: int | None = None,
    ) -> list[TraceRow]:
        """Traces that started at or after ``since_ns``, newest first."""
        ready, params = self._ready_sql(settle_s)
        sql = f"SELECT *, {ready} AS ready FROM traces"
        if since_ns is not None:
            sql += " WHERE start_ns >= ?"
            params.append(since_ns)
        sql += " ORDER BY start_ns DESC, trace_id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [
            TraceRow(
                r["trace_id"],
                r["source"],
                r["first_seen"],
                int(r["start_ns"]),
                bool(r["ready"]),
                r["n_spans"],
            )
            for r in self.store.read(sql, params)
        ]

    def pending(self, *, since_ns: int | None = None, settle_s: float = DEFAULT_SETTLE_S) -> int:
        """Traces in the window that are not ready yet (left out of an evaluation)."""
        ready, params = self._ready_sql(settle_s)
        sql = f"SELECT COUNT(*) FROM traces WHERE NOT {ready}"
        if since_ns is not None:
            sql += " AND start_ns >= ?"
            params.append(since_ns)
        return int(self.store.read(sql, params)[0][0])

    def spans_by_trace(
        self,
        *,
        since_ns: int | None = None,
        settle_s: float | None = DEFAULT_SETTLE_S,
        trace_ids: Iterable[str] | None = None,
    ) -> Iterator[list[Span]]:
        """The spans of every ready trace (oldest trace first), one trace at a time, read
        on a connection of its own so memory holds one trace. With ``trace_ids``, those
        traces only (in chunks, each oldest first)."""
        if trace_ids is None:
            yield from self._spans(None, since_ns, settle_s)
            return
        ids = sorted(set(trace_ids))
        for k in range(0, len(ids), _CHUNK):
            yield from self._spans(ids[k : k + _CHUNK], since_ns, settle_s)

    def _spans(
        self, ids: Sequence[str] | None, since_ns: int | None, settle_s: float | None
    ) -> Iterator[list[Span]]:
        ready, params = self._ready_sql(settle_s)
        where = [ready]
        if since_ns is not None:
            where.append("t.start_ns >= ?")
            params.append(since_ns)
        if ids is not None:
            where.append(f"t.trace_id IN ({', '.join('?' * len(ids))})")
            params.extend(ids)
        sql = (
            "SELECT s.* FROM traces t JOIN trace_spans s ON s.trace_id = t.trace_id"
            f" WHERE {' AND '.join(where)} ORDER BY t.start_ns, t.trace_id, s.start_ns, s.span_id"
        )
        with self.store.reader() as conn:
            rows = conn.execute(sql, params)
            for _trace, group in groupby(rows, key=lambda r: r["trace_id"]):
                yield [_span(r) for r in group]

    # ------------------------------------------------------------ trace runs
    def run_metrics(self) -> dict[str, int]:
        """The metrics the complete trace runs (``eval --traces``) evaluated, with how
        many runs each."""
        rows = self.store.read(
            "SELECT metrics FROM runs"
            " WHERE status = 'complete' AND json_extract(meta, '$.traces') IS NOT NULL"
        )
        out: dict[str, int] = {}
        for row in rows:
            for m in json.loads(row[0]):
                out[m] = out.get(m, 0) + 1
        return out

    def run_scores(
        self, metrics: Sequence[str]
    ) -> Iterator[tuple[str, str, str | None, str, str, str, float]]:
        """Every defined score of ``metrics`` in the complete trace runs: (run id, run
        created_at, run label, interaction id, interaction started_at, metric, value),
        oldest run first."""
        if not metrics:
            return
        marks = ", ".join("?" * len(metrics))
        sql = (
            "SELECT r.id, r.created_at, r.label, s.sample_id,"
            " COALESCE(json_extract(s.record, '$.trace.started_at'), r.created_at), sc.metric, sc.value"
            " FROM runs r JOIN samples s ON s.run_id = r.id"
            " JOIN scores sc ON sc.run_id = s.run_id AND sc.seq = s.seq"
            " WHERE r.status = 'complete' AND json_extract(r.meta, '$.traces') IS NOT NULL"
            f" AND sc.status = 'ok' AND sc.metric IN ({marks})"
            " ORDER BY r.created_at, r.id, s.seq"
        )
        with self.store.reader() as conn:
            for row in conn.execute(sql, list(metrics)):
                yield (row[0], row[1], row[2], row[3], str(row[4]), row[5], float(row[6]))
