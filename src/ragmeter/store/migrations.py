"""Numbered schema migrations. Append only: never edit or renumber a released one.

Ownership while the first version is built: 1 = run history (runs, samples, scores),
2 = the LLM judge's call cache. Each entry is (number, name, function).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

__all__ = ["MIGRATIONS"]


def _0001_runs(conn: sqlite3.Connection) -> None:
    # Placeholder kept empty on purpose until the run-history schema lands; it still
    # records version 1 so later migrations have a stable base.
    pass


def _0002_judge_cache(conn: sqlite3.Connection) -> None:
    # One row per LLM judge call; ``key`` is sha256 over (model, prompt version, request
    # content), so a rerun of the same data finds every reply. Secrets are never stored.
    conn.execute(
        "CREATE TABLE IF NOT EXISTS judge_cache ("
        " key TEXT PRIMARY KEY,"
        " model TEXT NOT NULL,"
        " prompt_version TEXT NOT NULL,"
        " schema_name TEXT NOT NULL,"
        " content TEXT,"
        " refusal TEXT,"
        " finish_reason TEXT NOT NULL,"
        " prompt_tokens INTEGER NOT NULL,"
        " completion_tokens INTEGER NOT NULL,"
        " created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"
    )
    conn.execute("CREATE INDEX IF NOT EXISTS judge_cache_model ON judge_cache (model, prompt_version)")


MIGRATIONS: list[tuple[int, str, Callable[[sqlite3.Connection], None]]] = [
    (1, "runs", _0001_runs),
    (2, "judge_cache", _0002_judge_cache),
]
