"""Numbered schema migrations. Append only: never edit or renumber a released one.

Ownership while the first version is built: 1 = run history (runs, samples, scores),
2 = the LLM judge's call cache, 3 = its claims on calls in flight. Each entry is (number, name, function).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

__all__ = ["MIGRATIONS"]


_RUNS_SCHEMA = """
CREATE TABLE runs (
    id                  TEXT PRIMARY KEY,            -- time-sortable: YYYYMMDDTHHMMSSmmm-xxxx
    label               TEXT,
    created_at          TEXT NOT NULL,               -- ISO 8601, UTC, microseconds
    finished_at         TEXT,
    status              TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'complete')),
    dataset_name        TEXT,
    dataset_fingerprint TEXT,
    n_samples           INTEGER NOT NULL DEFAULT 0,
    metrics             TEXT NOT NULL DEFAULT '[]',  -- JSON list of metric names
    judge               TEXT NOT NULL DEFAULT '{}',  -- JSON: judge.describe() (name, versions)
    config              TEXT NOT NULL DEFAULT '{}',  -- JSON: resolved EvalConfig
    ragmeter_version    TEXT NOT NULL,
    git_commit          TEXT,
    git_dirty           INTEGER,
    summary             TEXT,                        -- JSON, written by finish()
    meta                TEXT NOT NULL DEFAULT '{}'   -- JSON: anything else worth keeping
);
CREATE INDEX runs_by_time ON runs (created_at, id);
CREATE INDEX runs_by_label ON runs (label);
CREATE INDEX runs_by_fingerprint ON runs (dataset_fingerprint);

CREATE TABLE samples (
    run_id           TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq              INTEGER NOT NULL,               -- input order within the run
    sample_id        TEXT NOT NULL,
    category         TEXT,
    diagnosis        TEXT NOT NULL,
    diagnosis_reason TEXT NOT NULL DEFAULT '',
    refusal          INTEGER NOT NULL DEFAULT 0,
    record           TEXT NOT NULL,                  -- JSON: question, answer, reference, contexts ...
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
CREATE INDEX samples_by_id ON samples (run_id, sample_id);

CREATE TABLE scores (
    run_id  TEXT NOT NULL,
    seq     INTEGER NOT NULL,
    metric  TEXT NOT NULL,
    value   REAL,                                    -- NULL unless status = 'ok'
    status  TEXT NOT NULL,
    reason  TEXT NOT NULL DEFAULT '',
    details TEXT,                                    -- JSON or NULL
    PRIMARY KEY (run_id, seq, metric),
    FOREIGN KEY (run_id, seq) REFERENCES samples (run_id, seq) ON DELETE CASCADE,
    CHECK ((status = 'ok') = (value IS NOT NULL))
) WITHOUT ROWID;

-- A finished run is immutable: nothing is added to it or changed in it (deleting is allowed).
CREATE TRIGGER runs_immutable BEFORE UPDATE ON runs WHEN OLD.status = 'complete'
BEGIN SELECT RAISE(ABORT, 'run is complete and immutable'); END;
CREATE TRIGGER samples_only_while_running BEFORE INSERT ON samples
WHEN (SELECT status FROM runs WHERE id = NEW.run_id) IS NOT 'running'
BEGIN SELECT RAISE(ABORT, 'samples can only be added to a running run'); END;
CREATE TRIGGER scores_only_while_running BEFORE INSERT ON scores
WHEN (SELECT status FROM runs WHERE id = NEW.run_id) IS NOT 'running'
BEGIN SELECT RAISE(ABORT, 'scores can only be added to a running run'); END;
CREATE TRIGGER samples_immutable BEFORE UPDATE ON samples
BEGIN SELECT RAISE(ABORT, 'recorded samples are immutable'); END;
CREATE TRIGGER scores_immutable BEFORE UPDATE ON scores
BEGIN SELECT RAISE(ABORT, 'recorded scores are immutable'); END;
"""


def _0001_runs(conn: sqlite3.Connection) -> None:
    """Run history: one row per run, per sample, and per (sample, metric) score."""
    for statement in _statements(_RUNS_SCHEMA):
        conn.execute(statement)


def _statements(script: str) -> list[str]:
    """Split a schema script into statements (``executescript`` would commit the
    migration's transaction half-way)."""
    out: list[str] = []
    buf = ""
    for line in script.splitlines():
        line = line.split("--", 1)[0].rstrip()
        if not line:
            continue
        buf += line + "\n"
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        raise ValueError(f"incomplete SQL statement in a migration: {buf!r}")
    return out


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


def _0003_judge_calls_in_flight(conn: sqlite3.Connection) -> None:
    # A claim on a judge call being made right now, so that a second process (or thread)
    # about to make the identical call waits for the first's reply instead of paying
    # again. The holder renews ``expires_at`` (unix seconds) before each attempt; a claim
    # past it, or held by a process of this host that no longer exists, is taken over.
    # The row goes in the transaction that stores the reply in judge_cache.
    conn.execute(
        "CREATE TABLE IF NOT EXISTS judge_calls_in_flight ("
        " key TEXT PRIMARY KEY,"
        " token TEXT NOT NULL,"
        " host TEXT NOT NULL,"
        " pid INTEGER NOT NULL,"
        " expires_at REAL NOT NULL"
        ") WITHOUT ROWID"
    )


MIGRATIONS: list[tuple[int, str, Callable[[sqlite3.Connection], None]]] = [
    (1, "runs", _0001_runs),
    (2, "judge_cache", _0002_judge_cache),
    (3, "judge_calls_in_flight", _0003_judge_calls_in_flight),
]
