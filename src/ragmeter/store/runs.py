"""Run history: every evaluation recorded as an immutable run in the SQLite store.

>>> from ragmeter.store import Store
>>> store = Store(":memory:")
>>> from ragmeter.types import Summary
>>> writer = store.start_run(label="baseline")
>>> # writer.add(sample_result) for each result (evaluate(..., on_result=writer.add))
>>> info = writer.finish(Summary(n_samples=0))
>>> store.resolve("baseline") == info.id
True

A run is written as it streams (samples in small transactions, so memory stays bounded
and several processes can record into one store at once) and becomes ``complete`` only
in the last transaction, with its summary. A run that never finished stays
``incomplete``: it is listed as such, never resolved by ``latest`` or a label, and never
compared.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import subprocess
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from itertools import groupby
from pathlib import Path
from typing import Any

from ragmeter._version import __version__
from ragmeter.store.db import StoreError, connect, connect_readonly, default_path
from ragmeter.store.labels import ReviewLog
from ragmeter.store.traces import TraceLog
from ragmeter.store.writer import RunWriter
from ragmeter.types import Run, RunInfo, SampleResult, Summary
from ragmeter.types.run import DETAIL_KEYS

__all__ = ["RunInfo", "Store", "git_info", "new_run_id"]

_LATEST = re.compile(r"^latest(?:~(\d+))?$")
# An unfinished run has no n_samples yet: count what it has recorded so far.
_SELECT_RUNS = (
    "SELECT *, CASE WHEN status = 'complete' THEN n_samples"
    " ELSE (SELECT COUNT(*) FROM samples WHERE run_id = runs.id) END AS n_recorded FROM runs"
)


def _is_text(s: str) -> bool:
    """No lone surrogates (what undecodable bytes in a file name or argument become)."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _text_of(path: str) -> str:
    """A file name as storable text: undecodable bytes become U+FFFD."""
    try:
        raw = path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = path.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "replace")


def new_run_id(now: datetime | None = None) -> str:
    """``YYYYMMDDTHHMMSSmmm-xxxx`` (UTC, milliseconds, 4 random hex digits): sorting ids
    sorts runs by start time, and any prefix (``20250612T14``) selects by time."""
    now = now or datetime.now(timezone.utc)
    return now.strftime("%Y%m%dT%H%M%S") + f"{now.microsecond // 1000:03d}-{secrets.token_hex(2)}"


def git_info(cwd: str | os.PathLike[str] | None = None) -> tuple[str | None, bool | None]:
    """(commit, dirty) of the git work tree around ``cwd``; ``(None, None)`` when there is
    none, git is missing, or it is slow. Never raises."""

    def git(*args: str) -> str | None:
        try:
            proc = subprocess.run(
                ["git", *args], cwd=cwd, capture_output=True, text=True, timeout=5, check=False
            )
        except (OSError, subprocess.SubprocessError):
            return None
        return proc.stdout.strip() if proc.returncode == 0 else None

    commit = git("rev-parse", "HEAD")
    if not commit:
        return None, None
    status = git("status", "--porcelain", "--untracked-files=no")
    return commit, None if status is None else bool(status)


def _loads(text: str | None, default: Any) -> Any:
    return default if text is None else json.loads(text)


def _info(row: sqlite3.Row) -> RunInfo:
    summary = _loads(row["summary"], {})
    metrics = summary.get("metrics", {})
    names = tuple(metrics) or tuple(_loads(row["metrics"], []))
    return RunInfo(
        id=row["id"],
        label=row["label"],
        created_at=row["created_at"],
        finished_at=row["finished_at"],
        status="complete" if row["status"] == "complete" else "incomplete",
        dataset_name=row["dataset_name"],
        fingerprint=row["dataset_fingerprint"],
        n=int(row["n_recorded"]),
        metrics=names,
        means={m: metrics[m].get("mean") for m in metrics},
        judge=_loads(row["judge"], {}),
        config=_loads(row["config"], {}),
        ragmeter_version=row["ragmeter_version"],
        git_commit=row["git_commit"],
        git_dirty=None if row["git_dirty"] is None else bool(row["git_dirty"]),
    )


class Store:
    """The run history in one SQLite file (``.ragmeter/ragmeter.db`` or ``$RAGMETER_STORE``
    by default). ``create=False`` refuses to create a missing file; ``readonly=True``
    (the reading commands) opens an existing store in SQLite's read-only mode: nothing is
    created, migrated or written, and read-only media work (:func:`connect_readonly`)."""

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, create: bool = True, readonly: bool = False
    ) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.readonly = readonly and str(self.path) != ":memory:"
        if not create and str(self.path) != ":memory:" and not self.path.exists():
            raise StoreError(f"no run history at {self.path} (runs are recorded by `ragmeter eval`)")
        try:
            self._conn = self._connect()
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open the store {self.path}: {exc}") from None
        except OSError as exc:
            what = "read" if self.readonly else "create"
            raise StoreError(f"cannot {what} the store {self.path}: {exc.strerror or exc}") from None
        self._lock = threading.RLock()

    def _connect(self) -> sqlite3.Connection:
        return connect_readonly(self.path) if self.readonly else connect(self.path)

    # ------------------------------------------------------------ plumbing
    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; ``BEGIN IMMEDIATE`` waits for other writers."""
        if self.readonly:
            raise StoreError(f"the store {self.path} was opened read-only; this command cannot write to it")
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._conn.execute(sql, params))

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Rows of one query (for the store's other tables: :attr:`traces`, :attr:`reviews`)."""
        return self._query(sql, params)

    @contextmanager
    def reader(self) -> Iterator[sqlite3.Connection]:
        """A connection of its own for a long read that streams while others write."""
        if str(self.path) == ":memory:":
            with self._lock:
                yield self._conn
            return
        conn = self._connect()
        try:
            yield conn
        finally:
            conn.close()

    @property
    def traces(self) -> TraceLog:
        """Traced traffic: spans from ``ragmeter collect`` and ``traces import``."""
        return TraceLog(self)

    @property
    def reviews(self) -> ReviewLog:
        """Review labels from ``ragmeter serve --review``."""
        return ReviewLog(self)

    # ------------------------------------------------------------ writing
    def start_run(
        self,
        *,
        label: str | None = None,
        dataset: str | None = None,
        fingerprint: str | None = None,
        metrics: Sequence[str] = (),
        judge: Mapping[str, Any] | None = None,
        config: Mapping[str, Any] | None = None,
        git: bool | tuple[str | None, bool | None] = True,
        meta: Mapping[str, Any] | None = None,
        batch_size: int = 256,
    ) -> RunWriter:
        """Open a run for writing. Anything not known yet (the fingerprint is only known
        after the last sample) is filled in by :meth:`RunWriter.finish` from the summary.
        ``git=True`` records the commit of the working directory; pass ``(commit, dirty)``
        to set it, or ``False`` to skip."""
        if label is not None and not label.strip():
            raise StoreError("a run label cannot be empty")
        if label is not None and not _is_text(label):
            raise StoreError(f"the label {label!r} is not valid text (undecodable bytes?)")
        if dataset is not None and not _is_text(dataset):
            dataset = _text_of(dataset)
        if label is not None and _LATEST.match(label.strip()):
            raise StoreError(f"{label!r} cannot be a label: it already means a run (latest~N)")
        commit, dirty = git_info() if git is True else (None, None) if git is False else git
        now = datetime.now(timezone.utc)
        for _attempt in range(5):
            run_id = new_run_id(now)
            try:
                with self.transaction() as conn:
                    conn.execute(
                        "INSERT INTO runs (id, label, created_at, status, dataset_name, dataset_fingerprint,"
                        " metrics, judge, config, ragmeter_version, git_commit, git_dirty, meta)"
                        " VALUES (?, ?, ?, 'running', ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            run_id,
                            label.strip() if label else None,
                            now.isoformat(timespec="microseconds"),
                            dataset,
                            fingerprint,
                            json.dumps(list(metrics)),
                            json.dumps(dict(judge or {}), ensure_ascii=False),
                            json.dumps(dict(config or {}), ensure_ascii=False),
                            __version__,
                            commit,
                            None if dirty is None else int(dirty),
                            json.dumps(dict(meta or {}), ensure_ascii=False, default=str),
                        ),
                    )
            except sqlite3.IntegrityError:  # the same id in the same millisecond: draw again
                continue
            return RunWriter(self, run_id, batch_size=batch_size)
        raise StoreError("could not allocate a run id")  # pragma: no cover - 5 collisions in a row

    def save(self, run: Run, *, label: str | None = None, git: bool = True) -> RunInfo:
        """Record a finished :class:`~ragmeter.types.Run` that kept its samples."""
        s = run.summary
        writer = self.start_run(
            label=label,
            dataset=s.dataset.name,
            metrics=run.metrics,
            judge=s.to_dict()["judge"],
            config=s.to_dict()["config"],
            git=git,
        )
        with writer:
            for r in run.samples:
                writer.add(r)
            return writer.finish(s)

    # ------------------------------------------------------------ reading
    def list_runs(
        self,
        dataset_fingerprint: str | None = None,
        *,
        label: str | None = None,
        include_incomplete: bool = True,
        limit: int | None = None,
    ) -> list[RunInfo]:
        """Runs, newest first, optionally only those on one question set or with a label."""
        where, params = [], []
        if dataset_fingerprint is not None:
            where.append("dataset_fingerprint = ?")
            params.append(dataset_fingerprint)
        if label is not None:
            where.append("label = ?")
            params.append(label)
        if not include_incomplete:
            where.append("status = 'complete'")
        sql = _SELECT_RUNS + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY created_at DESC, id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_info(r) for r in self._query(sql, params)]

    def run_info(self, ref: str) -> RunInfo:
        run_id = self.resolve(ref)
        return _info(self._query(_SELECT_RUNS + " WHERE id = ?", (run_id,))[0])

    def resolve(self, ref: str) -> str:
        """A run id from ``latest``, ``latest~N`` (N runs before the latest), a full id,
        a label (its most recent complete run) or an id prefix. ``latest`` and labels
        only see complete runs; ids and prefixes also reach incomplete ones."""
        ref = ref.strip()
        if not ref:
            raise StoreError("empty run reference")
        if not _is_text(ref):  # undecodable bytes on the command line
            raise StoreError(f"{ref!r} is not a valid run reference")
        m = _LATEST.match(ref)
        if m:
            digits = (m.group(1) or "0").lstrip("0") or "0"
            # beyond SQLite's integer range no store holds that many runs anyway
            rows = (
                self._query(
                    "SELECT id FROM runs WHERE status = 'complete' ORDER BY created_at DESC, id DESC"
                    " LIMIT 1 OFFSET ?",
                    (int(digits),),
                )
                if len(digits) <= 18
                else []
            )
            if not rows:
                (count,) = self._query("SELECT COUNT(*) FROM runs WHERE status = 'complete'")[0]
                raise StoreError(
                    f"{ref!r}: the store {self.path} holds {count} complete run(s)"
                    + (", so there is no run that far back" if count else "; run `ragmeter eval` first")
                )
            return str(rows[0]["id"])
        if self._query("SELECT 1 FROM runs WHERE id = ?", (ref,)):
            return ref
        rows = self._query(
            "SELECT id, status FROM runs WHERE label = ? ORDER BY status = 'complete' DESC,"
            " created_at DESC, id DESC LIMIT 1",
            (ref,),
        )
        if rows:
            if rows[0]["status"] != "complete":
                raise StoreError(f"the run labelled {ref!r} ({rows[0]['id']}) is incomplete")
            return str(rows[0]["id"])
        rows = self._query(
            "SELECT id FROM runs WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 6", (len(ref), ref)
        )
        if len(rows) == 1:
            return str(rows[0]["id"])
        if rows:
            shown = ", ".join(r["id"] for r in rows[:5]) + (", ..." if len(rows) > 5 else "")
            raise StoreError(f"{ref!r} is ambiguous: it starts {shown}; give more of the id")
        raise StoreError(
            f"no run matches {ref!r} in {self.path} (an id prefix, a label, latest or latest~N;"
            " see `ragmeter runs list`)"
        )

    def iter_samples(self, ref: str, *, details: bool = True) -> Iterator[SampleResult]:
        """The run's per-sample results in input order, one at a time (bounded memory).
        ``details=False`` leaves out score details, contexts, reference and relevant ids."""
        for i, record in enumerate(self.iter_records(ref, details=details)):
            yield SampleResult.from_dict(record, f"samples[{i}]")

    def iter_records(self, ref: str, *, details: bool = True) -> Iterator[dict[str, Any]]:
        """Like :meth:`iter_samples`, as the JSON records (``SampleResult.to_dict()``)."""
        run_id = self.resolve(ref)
        (metrics_json,) = self._query("SELECT metrics FROM runs WHERE id = ?", (run_id,))[0]
        order = {m: i for i, m in enumerate(json.loads(metrics_json))}
        # A dedicated connection: the two cursors are read in step, outside the lock.
        conn = self._connect() if str(self.path) != ":memory:" else self._conn
        try:
            samples = conn.execute(
                "SELECT seq, sample_id, category, diagnosis, diagnosis_reason, refusal, record"
                " FROM samples WHERE run_id = ? ORDER BY seq",
                (run_id,),
            )
            cols = "seq, metric, value, status, reason" + (", details" if details else "")
            scores = groupby(
                conn.execute(f"SELECT {cols} FROM scores WHERE run_id = ? ORDER BY seq", (run_id,)),
                key=lambda row: row[0],
            )
            pending = next(scores, None)
            for seq, sid, cat, diag, diag_reason, refusal, record_json in samples:
                record = json.loads(record_json)
                sample_scores: list[tuple[str, dict[str, Any]]] = []
                if pending is not None and pending[0] == seq:
                    for row in pending[1]:
                        sc: dict[str, Any] = {"value": row[2], "status": row[3], "reason": row[4]}
                        if details and row[5] is not None:
                            sc["details"] = json.loads(row[5])
                        sample_scores.append((row[1], sc))
                    pending = next(scores, None)
                sample_scores.sort(key=lambda kv: order.get(kv[0], len(order)))
                out: dict[str, Any] = {
                    "id": sid,
                    "question": record.get("question"),
                    "answer": record.get("answer"),
                    "category": cat,
                    "scores": dict(sample_scores),
                    "diagnosis": diag,
                    "diagnosis_reason": diag_reason,
                    "refusal": bool(refusal),
                }
                for key, value in record.items():
                    if key not in out and (details or key not in DETAIL_KEYS):
                        out[key] = value
                yield out
        finally:
            if conn is not self._conn:
                conn.close()

    def load_run(self, ref: str, *, details: bool = True) -> Run:
        """A complete run, as :func:`ragmeter.evaluate` returned it, with its record in
        the history (``run.info``). An incomplete run has no summary and is refused: read
        what it recorded with :meth:`run_info` and :meth:`iter_samples`."""
        info = self.run_info(ref)
        if not info.complete:
            raise StoreError(
                f"run {info.id} is incomplete (still running, or interrupted); it has no summary"
            )
        (summary_json,) = self._query("SELECT summary FROM runs WHERE id = ?", (info.id,))[0]
        summary = Summary.from_dict(_loads(summary_json, {}))
        return Run(summary, tuple(self.iter_samples(info.id, details=details)), info)

    def delete_run(self, ref: str) -> str:
        """Delete a run (complete or not) with its samples and scores; returns its id."""
        run_id = self.resolve(ref)
        with self.transaction() as conn:
            conn.execute("DELETE FROM runs WHERE id = ?", (run_id,))
        return run_id
