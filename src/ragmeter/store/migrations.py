"""Numbered schema migrations. Append only: never edit or renumber a released one.

Ownership while the first version is built: 1 = run history (runs, samples, scores),
2 = the LLM judge's call cache, 3 = its claims on calls in flight, 4 = traced traffic
(traces, spans) and review labels. Each entry is (number, name, function).
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


_TRACES_SCHEMA = """
-- One row per trace received (OTLP/HTTP) or imported (a file): enough to tell when its
-- spans are all there (a root span arrived, it came from a file, or nothing arrived for it
-- for a while) and to select traces by time.
CREATE TABLE traces (
    trace_id     TEXT PRIMARY KEY,                  -- 32 lowercase hex digits
    source       TEXT NOT NULL,                     -- 'otlp/http' or the file name
    first_seen   TEXT NOT NULL,                     -- when ragmeter received its first span (UTC)
    last_seen_ns INTEGER NOT NULL,                  -- when it received its latest span
    start_ns     INTEGER NOT NULL,                  -- its earliest span's start
    has_root     INTEGER NOT NULL DEFAULT 0,
    settled      INTEGER NOT NULL DEFAULT 0,        -- read from a file: complete as it is
    n_spans      INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX traces_by_start ON traces (start_ns);

-- Spans as received. Spans without OpenInference or GenAI semantics (HTTP, database ...)
-- keep their place in the tree but not their attributes.
CREATE TABLE trace_spans (
    trace_id       TEXT NOT NULL REFERENCES traces (trace_id) ON DELETE CASCADE,
    span_id        TEXT NOT NULL,
    parent_id      TEXT,
    name           TEXT NOT NULL,
    kind           TEXT,
    start_ns       INTEGER NOT NULL,
    end_ns         INTEGER NOT NULL,
    status         TEXT NOT NULL,
    status_message TEXT NOT NULL DEFAULT '',
    attributes     TEXT NOT NULL DEFAULT '{}',     -- JSON, flat dotted keys
    resource       TEXT NOT NULL DEFAULT '{}',     -- JSON: service.name, service.version
    PRIMARY KEY (trace_id, span_id)
) WITHOUT ROWID;
CREATE TRIGGER trace_spans_immutable BEFORE UPDATE ON trace_spans
BEGIN SELECT RAISE(ABORT, 'received spans are immutable'); END;

-- What people said about a run's samples in `ragmeter serve --review`: append-only, the
-- latest row per (sample, reviewer, metric) is the label; value NULL withdraws it, metric
-- NULL is a comment. Rows go only with their run (`ragmeter runs rm`).
CREATE TABLE review_labels (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    run_id     TEXT NOT NULL,
    seq        INTEGER NOT NULL,
    sample_id  TEXT NOT NULL,
    metric     TEXT,
    value      REAL CHECK (value IS NULL OR (value >= 0 AND value <= 1)),
    comment    TEXT NOT NULL DEFAULT '',
    reviewer   TEXT NOT NULL,
    created_at TEXT NOT NULL,
    FOREIGN KEY (run_id, seq) REFERENCES samples (run_id, seq) ON DELETE CASCADE
);
CREATE INDEX review_labels_by_run ON review_labels (run_id, seq, id);
CREATE TRIGGER review_labels_no_update BEFORE UPDATE ON review_labels
BEGIN SELECT RAISE(ABORT, 'review labels are append-only'); END;
CREATE TRIGGER review_labels_no_delete BEFORE DELETE ON review_labels
WHEN (SELECT 1 FROM samples WHERE run_id = OLD.run_id AND seq = OLD.seq) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'review labels are append-only'); END;
"""


def _0004_traces_and_reviews(conn: sqlite3.Connection) -> None:
    """Traced traffic (``ragmeter collect``, ``traces import``) and review labels
    (``ragmeter serve --review``)."""
    for statement in _statements(_TRACES_SCHEMA):
        conn.execute(statement)


MIGRATIONS: list[tuple[int, str, Callable[[sqlite3.Connection], None]]] = [
    (1, "runs", _0001_runs),
    (2, "judge_cache", _0002_judge_cache),
    (3, "judge_calls_in_flight", _0003_judge_calls_in_flight),
    (4, "traces_and_reviews", _0004_traces_and_reviews),
]
