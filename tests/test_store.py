"""The run history: schema and migrations, the streaming writer, references, immutability."""

from __future__ import annotations

import json
import multiprocessing as mp
import shutil
import sqlite3
import subprocess
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.store import Store, StoreError, connect, schema_version
from ragmeter.store.migrations import MIGRATIONS
from ragmeter.store.runs import git_info, new_run_id
from ragmeter.types import DatasetInfo, MetricSummary, Summary

CASES = EXAMPLES / "store_policy" / "cases.jsonl"

EXPECTED_COLUMNS = {
    "runs": [
        "id",
        "label",
        "created_at",
        "finished_at",
        "status",
        "dataset_name",
        "dataset_fingerprint",
        "n_samples",
        "metrics",
        "judge",
        "config",
        "ragmeter_version",
        "git_commit",
        "git_dirty",
        "summary",
        "meta",
    ],
    "samples": [
        "run_id",
        "seq",
        "sample_id",
        "category",
        "diagnosis",
        "diagnosis_reason",
        "refusal",
        "record",
    ],
    "scores": ["run_id", "seq", "metric", "value", "status", "reason", "details"],
}
EXPECTED_OBJECTS = {
    ("index", "runs_by_time"),
    ("index", "runs_by_label"),
    ("index", "runs_by_fingerprint"),
    ("index", "samples_by_id"),
    ("trigger", "runs_immutable"),
    ("trigger", "samples_only_while_running"),
    ("trigger", "scores_only_while_running"),
    ("trigger", "samples_immutable"),
    ("trigger", "scores_immutable"),
}


def _schema(conn: sqlite3.Connection) -> list[tuple[str, str, str]]:
    rows = conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        " AND name != 'schema_migrations' ORDER BY type, name"
    )
    return [(t, n, " ".join((s or "").split())) for t, n, s in rows]


def _record(i: int, value: float | None = 0.5) -> dict[str, Any]:
    score = (
        {"value": value, "status": "ok", "reason": ""}
        if value is not None
        else {"value": None, "status": "judge_error", "reason": "timeout"}
    )
    return {
        "id": f"s{i}",
        "question": f"q{i}?",
        "answer": "a",
        "category": "c",
        "scores": {"faithfulness": score},
        "diagnosis": "pass",
        "diagnosis_reason": "",
        "refusal": False,
    }


def _summary(n: int, fingerprint: str = "fp") -> Summary:
    return Summary(
        n_samples=n,
        metrics={"faithfulness": MetricSummary(0.5)},
        dataset=DatasetInfo("d", fingerprint, n),
    )


def _finished(store: Store, n: int = 3, label: str | None = None, fingerprint: str = "fp") -> str:
    w = store.start_run(label=label, git=False)
    for i in range(n):
        w.add_record(_record(i))
    return w.finish(_summary(n, fingerprint)).id


# ---------------------------------------------------------------- schema and migrations
def test_fresh_schema_has_the_run_history_tables(tmp_path: Path) -> None:
    conn = connect(tmp_path / "fresh.db")
    assert schema_version(conn) == MIGRATIONS[-1][0]
    for table, columns in EXPECTED_COLUMNS.items():
        assert [r["name"] for r in conn.execute(f"PRAGMA table_info({table})")] == columns
    objects = {(t, n) for t, n, _ in _schema(conn) if t in ("index", "trigger")}
    assert objects >= EXPECTED_OBJECTS
    fks = {(r["table"], r["from"]) for r in conn.execute("PRAGMA foreign_key_list(scores)")}
    assert fks == {("samples", "run_id"), ("samples", "seq")}
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.parametrize("older", range(len(MIGRATIONS)))
def test_upgrading_from_an_older_version_gives_the_fresh_schema(tmp_path: Path, older: int) -> None:
    old = connect(tmp_path / "old.db", migrations=MIGRATIONS[:older])
    assert schema_version(old) == (MIGRATIONS[older - 1][0] if older else 0)
    if older >= 1:  # a run recorded before the upgrade survives it
        old.execute(
            "INSERT INTO runs (id, created_at, status, ragmeter_version) VALUES"
            " ('20240101T000000000-abcd', '2024-01-01T00:00:00+00:00', 'running', '0.0.1')"
        )
    old.close()
    upgraded = connect(tmp_path / "old.db")
    fresh = connect(tmp_path / "fresh.db")
    assert _schema(upgraded) == _schema(fresh)
    assert schema_version(upgraded) == schema_version(fresh)
    names = [r["name"] for r in upgraded.execute("SELECT name FROM schema_migrations ORDER BY version")]
    assert names == [name for _, name, _ in MIGRATIONS]
    if older >= 1:
        assert upgraded.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 1


def test_a_failing_migration_leaves_nothing_behind(tmp_path: Path) -> None:
    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        connect(tmp_path / "x.db", migrations=[*MIGRATIONS, (99, "broken", broken)])
    conn = connect(tmp_path / "x.db")
    assert schema_version(conn) == MIGRATIONS[-1][0]
    assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'half_done'").fetchall()


def test_a_store_from_a_newer_ragmeter_is_refused(tmp_path: Path) -> None:
    conn = connect(tmp_path / "x.db")
    conn.execute("INSERT INTO schema_migrations (version, name) VALUES (999, 'future')")
    conn.close()
    with pytest.raises(StoreError, match="newer ragmeter"):
        Store(tmp_path / "x.db")


def test_unreadable_or_missing_store_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not a database, just some bytes" * 100)
    with pytest.raises(StoreError, match="cannot open the store"):
        Store(bad)
    with pytest.raises(StoreError, match="no run history"):
        Store(tmp_path / "missing.db", create=False)


# ---------------------------------------------------------------- recording and loading
def test_a_saved_run_loads_back_exactly_like_eval_json(tmp_path: Path) -> None:
    result = ragmeter.evaluate(str(CASES))
    with Store(tmp_path / "s.db") as store:
        info = store.save(result, label="baseline", git=False)
        loaded = store.load_run("baseline")
    expected = json.loads(result.to_json())
    assert json.loads(loaded.to_json()) == {"run": info.to_dict(), **expected}
    assert loaded.summary == result.summary  # the same type, equal
    assert [s.id for s in loaded.samples] == ["q1", "q2", "q3", "q4"]
    assert loaded.info == info
    run = loaded.to_dict()["run"]
    assert run["id"] == info.id
    assert run["label"] == "baseline"
    assert run["status"] == "complete"
    assert run["dataset"] == {
        "name": str(CASES),
        "fingerprint": result.summary.dataset.fingerprint,
        "n": 4,
    }
    assert run["judge"]["name"] == "offline"
    assert run["config"]["ci_resamples"] == 2000
    assert info.means["faithfulness"] == result["faithfulness"]


def test_light_loading_leaves_details_out(tmp_path: Path) -> None:
    result = ragmeter.evaluate(str(CASES))
    with Store(tmp_path / "s.db") as store:
        store.save(result, git=False)
        light = store.load_run("latest", details=False)
    s = light.samples[0].to_dict(with_details=False)
    assert light.samples[0].sample.contexts == ()
    assert "contexts" not in s
    assert "reference" not in s
    assert all("details" not in sc for sc in s["scores"].values())
    assert s["scores"]["faithfulness"] == {
        "value": 1.0,
        "status": "ok",
        "reason": s["scores"]["faithfulness"]["reason"],
    }


def test_the_writer_streams_and_the_run_is_incomplete_until_finished(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    store = Store(path)
    writer = store.start_run(label="wip", batch_size=2, git=False)
    for i in range(5):
        writer.add_record(_record(i, None if i == 3 else i / 10))
    # Two batches are already committed: another process sees them, marked incomplete.
    with Store(path) as other:
        (info,) = other.list_runs()
        assert info.status == "incomplete"
        assert not info.complete
        assert other._query("SELECT COUNT(*) FROM samples")[0][0] == 4
        with pytest.raises(StoreError, match="holds 0 complete"):
            other.resolve("latest")
        with pytest.raises(StoreError, match="incomplete"):
            other.resolve("wip")
        with pytest.raises(StoreError, match="incomplete"):
            other.load_run(writer.id)
        assert [r.id for r in other.iter_samples(writer.id)] == ["s0", "s1", "s2", "s3"]
    info = writer.finish(_summary(5))
    assert info.complete
    assert info.n == 5
    loaded = store.load_run("wip")
    assert [s.value("faithfulness") for s in loaded.samples] == [0.0, 0.1, 0.2, None, 0.4]
    assert loaded.samples[3].scores["faithfulness"].status.value == "judge_error"


def test_a_finished_run_is_immutable(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    writer = store.start_run(git=False)
    writer.add_record(_record(0))
    writer.finish(_summary(1))
    with pytest.raises(StoreError, match="closed"):
        writer.add_record(_record(1))
    conn = store._conn
    with pytest.raises(sqlite3.DatabaseError, match="immutable"):
        conn.execute("UPDATE runs SET label = 'x'")
    with pytest.raises(sqlite3.DatabaseError, match="immutable"):
        conn.execute("UPDATE scores SET value = 1.0")
    with pytest.raises(sqlite3.DatabaseError, match="running run"):
        conn.execute("INSERT INTO samples VALUES (?, 99, 'x', NULL, 'pass', '', 0, '{}')", (writer.id,))


def test_an_interrupted_run_is_removed_never_complete(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")

    def interrupted() -> None:
        with store.start_run(git=False) as writer:
            writer.add_record(_record(0))
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        interrupted()
    assert store.list_runs() == []
    assert store._query("SELECT COUNT(*) FROM samples")[0][0] == 0


def test_a_summary_that_disagrees_with_the_samples_discards_the_run(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    writer = store.start_run(git=False)
    writer.add_record(_record(0))
    with pytest.raises(StoreError, match="counts 2 samples but 1 were recorded"):
        writer.finish(_summary(2))
    assert store.list_runs() == []


# ---------------------------------------------------------------- references and listing
def test_references_latest_labels_and_prefixes(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    first = _finished(store, label="v1")
    second = _finished(store, label="v2", fingerprint="other")
    third = _finished(store, label="v1")
    assert store.resolve("latest") == third
    assert store.resolve("latest~1") == second
    assert store.resolve("latest~2") == first
    with pytest.raises(StoreError, match="holds 3 complete run"):
        store.resolve("latest~3")
    assert store.resolve("v1") == third  # a label names its most recent run
    assert store.resolve(second) == second
    assert store.resolve(second[:-1]) == second  # an id prefix
    with pytest.raises(StoreError, match="ambiguous"):
        store.resolve(first[:4])
    with pytest.raises(StoreError, match="no run matches"):
        store.resolve("nope")
    assert [r.id for r in store.list_runs()] == [third, second, first]
    assert [r.id for r in store.list_runs("other")] == [second]
    assert [r.id for r in store.list_runs(label="v1")] == [third, first]
    assert store.delete_run("v2") == second
    assert store.resolve("latest~1") == first
    for reserved in ("latest", "latest~2", " "):
        with pytest.raises(StoreError, match="label"):
            store.start_run(label=reserved, git=False)


def test_delete_removes_samples_and_scores(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    keep = _finished(store, n=2)
    gone = _finished(store, n=3)
    store.delete_run(gone)
    assert store._query("SELECT DISTINCT run_id FROM samples")[0][0] == keep
    assert store._query("SELECT COUNT(*) FROM scores")[0][0] == 2


def test_run_ids_sort_by_time() -> None:
    t0 = datetime(2025, 6, 12, 14, 30, 0, 999_000, tzinfo=timezone.utc)
    ids = [new_run_id(t0 + timedelta(milliseconds=k)) for k in (0, 1, 1000, 60_000)]
    assert ids == sorted(ids)
    assert ids[0].startswith("20250612T143000999-")


def test_git_commit_is_recorded_when_there_is_one(tmp_path: Path) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    assert git_info(tmp_path) == (None, None)
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t"}
    env["GIT_COMMITTER_EMAIL"] = "t@t"
    run = {"cwd": tmp_path, "check": True, "capture_output": True, "env": {**env, "PATH": "/usr/bin:/bin"}}
    subprocess.run(["git", "init", "-q"], **run)  # type: ignore[call-overload]
    (tmp_path / "f").write_text("1")
    subprocess.run(["git", "add", "f"], **run)  # type: ignore[call-overload]
    subprocess.run(["git", "commit", "-qm", "x"], **run)  # type: ignore[call-overload]
    commit, dirty = git_info(tmp_path)
    assert commit is not None
    assert len(commit) == 40
    assert dirty is False
    (tmp_path / "f").write_text("2")
    assert git_info(tmp_path) == (commit, True)


# ---------------------------------------------------------------- concurrency
def _write_run(path: str, tag: str, n: int, start: Any) -> None:
    store = Store(path)
    writer = store.start_run(label=tag, batch_size=1, git=False)
    start.wait()
    for i in range(n):
        rec = _record(i, (i % 10) / 10)
        rec["id"] = f"{tag}-{i}"
        writer.add_record(rec)
    writer.finish(_summary(n))
    store.close()


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.db")
    Store(path).close()  # migrate once up front (the processes would race for it otherwise too)
    ctx = mp.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_write_run, args=(path, tag, 400, start)) for tag in ("a", "b")]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(300)  # a bound against a hang, not a speed check
        assert p.exitcode == 0
    with Store(path) as store:
        runs = {r.label: r for r in store.list_runs()}
        assert set(runs) == {"a", "b"}
        assert all(r.complete and r.n == 400 for r in runs.values())
        for tag, info in runs.items():
            samples = store.load_run(info.id).samples
            assert [s.id for s in samples] == [f"{tag}-{i}" for i in range(400)]
            assert [s.value("faithfulness") for s in samples] == [(i % 10) / 10 for i in range(400)]
