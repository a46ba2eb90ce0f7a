"""Connections and numbered migrations for ragmeter's SQLite database.

Each migration is a module-level entry in :data:`MIGRATIONS` with a number that never
changes once released; ``connect()`` applies the missing ones in order inside a
transaction and records them in ``schema_migrations``.

The reading commands (``runs``, ``compare``, ``report``, ``serve`` without ``--review``)
open the store with :func:`connect_readonly` instead: SQLite's read-only mode, so they
never create a schema, never migrate and never write, and they work on read-only media
(where SQLite cannot create the WAL's shared-memory file, the database is opened as
immutable). A store of an older schema is refused with the command that migrates it.
"""

from __future__ import annotations

import os
import sqlite3
import time
import urllib.parse
from collections.abc import Callable, Sequence
from pathlib import Path

from ragmeter.errors import RagmeterError
from ragmeter.store.migrations import MIGRATIONS

__all__ = [
    "DEFAULT_PATH",
    "MIGRATES",
    "STORE_ENV",
    "StoreError",
    "connect",
    "connect_readonly",
    "default_path",
    "schema_version",
]

STORE_ENV = "RAGMETER_STORE"
DEFAULT_PATH = Path(".ragmeter") / "ragmeter.db"

Migration = Callable[[sqlite3.Connection], None]
#: what to run to create or migrate a store (said by the commands that only read)
MIGRATES = "`ragmeter runs migrate` (or any `ragmeter eval` that records a run)"


class StoreError(RagmeterError):
    """The store cannot be opened or does not hold what was asked for (exit code 2)."""


def default_path() -> Path:
    """``$RAGMETER_STORE`` if set, else ``.ragmeter/ragmeter.db`` in the working directory."""
    env = os.environ.get(STORE_ENV)
    return Path(env) if env else DEFAULT_PATH


def schema_version(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetchone()
    return int(row[0])


def _migrate(conn: sqlite3.Connection, migrations: Sequence[tuple[int, str, Migration]]) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"
    )
    conn.commit()
    current = schema_version(conn)
    known = max((v for v, _, _ in migrations), default=0)
    if current > known:
        raise StoreError(
            f"the store was written by a newer ragmeter (schema version {current}, this one knows "
            f"up to {known}); upgrade ragmeter or use another --store"
        )
    for version, name, apply in migrations:
        if version <= current:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have migrated while we waited for the lock.
            if schema_version(conn) >= version:
                conn.execute("ROLLBACK")
                continue
            apply(conn)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (version, name))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


def _wal(conn: sqlite3.Connection, timeout: float) -> None:
    """Switch to WAL. Two processes opening a new store at once can find it locked: the
    switch needs the database to itself and SQLite does not wait for that (no busy
    handler), so it is retried until ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if ("locked" not in str(exc) and "busy" not in str(exc)) or time.monotonic() > deadline:
                conn.close()
                raise
            time.sleep(0.02)


def connect(
    path: str | os.PathLike[str] | None = None,
    *,
    timeout: float = 30.0,
    migrations: Sequence[tuple[int, str, Migration]] = MIGRATIONS,
) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database. WAL mode lets several
    processes write to one store; each write waits up to ``timeout`` seconds for the lock.
    ``migrations`` exists for tests that build an older schema."""
    p = Path(path) if path is not None else default_path()
    if str(p) != ":memory:":
        p.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(p), timeout=timeout, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA foreign_keys = ON")
    if str(p) != ":memory:":
        _wal(conn, timeout)
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    try:
        _migrate(conn, migrations)
    except BaseException:
        conn.close()
        raise
    return conn


def _uri(p: Path, mode: str) -> str:
    return "file:" + urllib.parse.quote(os.path.abspath(p)) + "?" + mode


def _open_ro(p: Path, mode: str, timeout: float) -> sqlite3.Connection:
    conn = sqlite3.connect(
        _uri(p, mode), uri=True, timeout=timeout, isolation_level=None, check_same_thread=False
    )
    try:
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # opens the file for real
    except BaseException:
        conn.close()
        raise
    return conn


def connect_readonly(
    path: str | os.PathLike[str],
    *,
    timeout: float = 30.0,
    migrations: Sequence[tuple[int, str, Migration]] = MIGRATIONS,
) -> sqlite3.Connection:
    """Open an existing store for reading only (see the module's doc). A file that is
    not a ragmeter store, or one of an older or newer schema, is a :class:`StoreError`
    (nothing is created or migrated)."""
    p = Path(path)
    if not p.is_file():
        raise StoreError(f"no run history at {p} (runs are recorded by `ragmeter eval`)")
    if p.stat().st_size == 0:
        raise StoreError(f"{p} is an empty file, not a ragmeter store; {MIGRATES} creates one")
    try:
        conn = _open_ro(p, "mode=ro", timeout)
    except sqlite3.OperationalError as exc:
        cantopen = getattr(exc, "sqlite_errorname", "") == "SQLITE_CANTOPEN" or "unable to open" in str(exc)
        if not cantopen:
            raise
        # read-only media: the WAL's shared-memory file cannot be created there
        conn = _open_ro(p, "immutable=1", timeout)
    try:
        _check_version(conn, p, migrations)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_version(
    conn: sqlite3.Connection, p: Path, migrations: Sequence[tuple[int, str, Migration]]
) -> None:
    found = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    if found.fetchone() is None:
        raise StoreError(f"{p} is not a ragmeter store (an SQLite database without ragmeter's tables)")
    current = schema_version(conn)
    known = max((v for v, _, _ in migrations), default=0)
    if current > known:
        raise StoreError(
            f"the store {p} was written by a newer ragmeter (schema version {current}, this one knows "
            f"up to {known}); upgrade ragmeter"
        )
    if current < known:
        raise StoreError(
            f"the store {p} has schema version {current}, older than this ragmeter's {known}; reading "
            f"commands do not change it: {MIGRATES} migrates it"
        )
