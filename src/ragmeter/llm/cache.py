"""The judge-call cache: one SQLite row per reply, in ragmeter's store (migration 2), and
claims on calls in flight (migration 3) so that identical calls are made once.

A claim is a row ``(key, token, host, pid, expires_at)``. The process about to make a
call claims its key in the same transaction that checks the cache; another process (or
thread) finding a live claim waits for the reply instead of calling. A claim is live
until ``expires_at`` (the holder renews it before each attempt) unless its holder is a
process of this host that no longer exists (killed): then it is taken over at once.
Storing the reply removes the claim in the same transaction.

A store that stops taking writes midway (a full disk, an I/O error, a read-only file)
does not stop the run: the cache records why (:attr:`CallCache.failure`), stops writing
(no more replies kept, no more claims: identical calls may then be made twice) and goes
on reading; ``eval`` and ``generate`` say so at the end.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ragmeter.errors import ConfigError
from ragmeter.llm.backend import ChatReply
from ragmeter.store import connect, default_path

__all__ = ["Cacheable", "CallCache", "Claim", "process_alive"]

_HOST = socket.gethostname()


class Cacheable(Protocol):
    """A request the cache can key and label (chat and embeddings requests)."""

    @property
    def model(self) -> str: ...

    @property
    def prompt_version(self) -> str: ...

    @property
    def schema_name(self) -> str: ...


@dataclass(frozen=True)
class Claim:
    """The outcome of :meth:`CallCache.claim`: the reply (already there), ours (make the
    call), or someone else's (wait)."""

    reply: ChatReply | None = None
    ours: bool = False
    #: we took over a claim whose holder died or let it expire
    taken_over: bool = False


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` of this host still runs (``True`` when unsure: the claim's
    expiry then decides). POSIX only; a zombie counts as dead."""
    if os.name != "posix":  # os.kill would terminate it on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it exists, someone else's
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            return fh.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def storage_failure(exc: BaseException) -> bool:
    """Whether an SQLite error means the store cannot be written (full, I/O, read-only),
    not a bug in a statement."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name.startswith(("SQLITE_FULL", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_CANTOPEN")):
        return True
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and any(
        w in text for w in ("disk is full", "disk i/o", "readonly database", "unable to open")
    )


class CallCache:
    """Replies keyed by ``request.cache_key()``. Each reply is committed as soon as it is
    stored, so a run killed midway keeps every call it paid for. Thread-safe."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: why the cache stopped taking writes (``None``: it has not)
        self.failure: str | None = None
        self._conn: sqlite3.Connection | None = connect(self.path)
        self._lock = threading.Lock()
        found = self._conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'judge_cache'").fetchone()
        if found is None:  # only a store made by a development build before migration 2
            self.close()
            raise ConfigError(
                f"{self.path}: this store has no judge_cache table (it predates the LLM judge's "
                "migration); move it away or set cache_path to another file"
            )

    def _get(self, conn: sqlite3.Connection, key: str) -> ChatReply | None:
        row = conn.execute(
            "SELECT content, refusal, finish_reason, prompt_tokens, completion_tokens"
            " FROM judge_cache WHERE key = ?",
            (key,),
        ).fetchone()
        if row is None:
            return None
        return ChatReply(row[0], row[2], row[1], int(row[3]), int(row[4]))

    def get(self, key: str) -> ChatReply | None:
        with self._lock:
            if self._conn is None:
                return None
            return self._get(self._conn, key)

    def put(self, key: str, request: Cacheable, reply: ChatReply, *, token: str | None = None) -> None:
        """Store a reply (and end the claim ``token`` on it, in the same transaction)."""
        with self._lock:
            conn = self._conn
            if conn is None or self.failure is not None:
                return
            try:
                self._put(conn, key, request, reply)
            except sqlite3.Error as exc:
                self._failed(conn, exc)

    def _failed(self, conn: sqlite3.Connection, exc: sqlite3.Error) -> None:
        """Stop writing when the store cannot take writes; any other error is raised."""
        with contextlib.suppress(sqlite3.Error):
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        if not storage_failure(exc):
            raise exc
        if self.failure is None:
            name = getattr(exc, "sqlite_errorname", None)
            self.failure = f"{exc}" + (f" ({name})" if name else "")

    def _put(self, conn: sqlite3.Connection, key: str, request: Cacheable, reply: ChatReply) -> None:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "INSERT OR REPLACE INTO judge_cache (key, model, prompt_version, schema_name, content,"
                " refusal, finish_reason, prompt_tokens, completion_tokens)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    request.model,
                    request.prompt_version,
                    request.schema_name,
                    reply.content,
                    reply.refusal,
                    reply.finish_reason,
                    reply.prompt_tokens,
                    reply.completion_tokens,
                ),
            )
            conn.execute("DELETE FROM judge_calls_in_flight WHERE key = ?", (key,))
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise

    # ------------------------------------------------------------------ claims
    def claim(self, key: str, token: str, lease_s: float) -> Claim:
        """The cached reply if there is one; else the claim on ``key`` for ``token``
        (for ``lease_s`` seconds) if nobody live holds it, taken under the store's write
        lock after checking again; else neither (someone else's call is in flight)."""
        with self._lock:
            conn = self._conn
            if conn is None:
                return Claim(ours=True)
            # A look without the write lock first: a waiter polls this, and should not
            # take the store's write lock from the runs writing to it each time.
            reply, live = self._look(conn, key, token)
            if reply is not None:
                return Claim(reply=reply)
            if live:
                return Claim()
            if self.failure is not None:  # no more claims: make the call
                return Claim(ours=True)
            try:
                return self._take(conn, key, token, lease_s)
            except sqlite3.Error as exc:
                self._failed(conn, exc)
                return Claim(ours=True)

    def _take(self, conn: sqlite3.Connection, key: str, token: str, lease_s: float) -> Claim:
        """Under the write lock: the reply or someone's live claim, checked again; else
        our claim on ``key``."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            reply, live = self._look(conn, key, token)
            if reply is not None or live:
                conn.execute("COMMIT")
                return Claim(reply=reply)
            held = conn.execute(
                "SELECT 1 FROM judge_calls_in_flight WHERE key = ? AND token != ?", (key, token)
            ).fetchone()
            now = time.time()
            conn.execute(
                "INSERT OR REPLACE INTO judge_calls_in_flight (key, token, host, pid, expires_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (key, token, _HOST, os.getpid(), now + lease_s),
            )
            conn.execute("COMMIT")
            return Claim(ours=True, taken_over=held is not None)
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise

    def _look(self, conn: sqlite3.Connection, key: str, token: str) -> tuple[ChatReply | None, bool]:
        """The cached reply, and whether someone else holds a live claim on ``key``."""
        reply = self._get(conn, key)
        if reply is not None:
            return reply, False
        row = conn.execute(
            "SELECT token, host, pid, expires_at FROM judge_calls_in_flight WHERE key = ?", (key,)
        ).fetchone()
        live = (
            row is not None
            and row[0] != token
            and not _stale(row[1], int(row[2]), float(row[3]), time.time())
        )
        return None, live

    def renew(self, key: str, token: str, lease_s: float) -> None:
        """Extend our claim to ``lease_s`` seconds from now (before an attempt or a wait)."""
        self._write(
            "UPDATE judge_calls_in_flight SET expires_at = ? WHERE key = ? AND token = ?",
            (time.time() + lease_s, key, token),
        )

    def release(self, key: str, token: str) -> None:
        """Give up our claim without a reply (the call failed): a waiter then calls."""
        self._write("DELETE FROM judge_calls_in_flight WHERE key = ? AND token = ?", (key, token))

    def _write(self, sql: str, params: tuple[object, ...]) -> None:
        """One statement that writes, unless the store stopped taking writes."""
        with self._lock:
            conn = self._conn
            if conn is None or self.failure is not None:
                return
            try:
                conn.execute(sql, params)
            except sqlite3.Error as exc:
                self._failed(conn, exc)

    def in_flight(self) -> int:
        """Claims currently recorded (live or not)."""
        with self._lock:
            if self._conn is None:
                return 0
            return int(self._conn.execute("SELECT COUNT(*) FROM judge_calls_in_flight").fetchone()[0])

    def __len__(self) -> int:
        with self._lock:
            if self._conn is None:
                return 0
            return int(self._conn.execute("SELECT COUNT(*) FROM judge_cache").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def _stale(host: str, pid: int, expires_at: float, now: float) -> bool:
    """A claim nobody will complete: expired, or its holder (on this host) is gone."""
    if expires_at < now:
        return True
    return host == _HOST and pid != os.getpid() and not process_alive(pid)
