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
    pass


MIGRATIONS: list[tuple[int, str, Callable[[sqlite3.Connection], None]]] = [
    (1, "runs", _0001_runs),
    (2, "judge_cache", _0002_judge_cache),
]
