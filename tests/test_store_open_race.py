"""Several processes (here threads, each with its own connection) opening one new store
at the same moment: switching it to WAL needs the database to itself, and SQLite does
not wait for that, so without a retry one of them failed with "database is locked"
(about 1 trial in 7 with 6 openers; seen in CI as a lost concurrent LLM run)."""

from __future__ import annotations

import threading
from pathlib import Path

from ragmeter.store.db import connect


def test_openers_racing_on_a_new_store_all_get_in(tmp_path: Path) -> None:
    errors: list[str] = []
    for trial in range(30):
        path = tmp_path / f"store{trial}.db"
        barrier = threading.Barrier(6)

        def open_it(path: Path = path, barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            try:
                conn = connect(path)
                assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
                conn.close()
            except Exception as exc:  # collected: a thread's exception would be lost
                errors.append(repr(exc))

        threads = [threading.Thread(target=open_it) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert errors == []
