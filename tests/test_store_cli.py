"""CLI: eval records runs, `runs list/show/rm`, `compare`, and the gates' exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tests.conftest import EXAMPLES
from tests.store_helpers import write_dataset

from ragmeter.cli.main import main
from ragmeter.store import Store, StoreError

CASES = EXAMPLES / "store_policy" / "cases.jsonl"


def run(*args: str) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def two_versions(tmp_path: Path) -> tuple[Path, Path]:
    """v1 answers 12 of 30 questions faithfully, v2 answers 27 of them."""
    v1 = write_dataset(tmp_path / "v1.jsonl", 30, good=[i % 5 in (0, 1) for i in range(30)])
    v2 = write_dataset(tmp_path / "v2.jsonl", 30, good=[i % 10 != 9 for i in range(30)])
    return v1, v2


def test_eval_records_every_run_unless_told_not_to(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    res = run("eval", CASES, "--store", db, "--label", "first")
    assert res.exit_code == 0, res.output
    assert "Recorded run" in res.output
    assert "(first)" in res.output
    assert run("eval", CASES, "--store", db, "--no-store", "-q").exit_code == 0
    with Store(db) as store:
        (info,) = store.list_runs()
    assert info.label == "first"
    assert info.complete
    assert info.n == 4
    assert info.means["faithfulness"] == 0.75
    assert run("eval", CASES, "--no-store", "--label", "x").exit_code == 2


def test_store_location_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "env.db"
    monkeypatch.setenv("RAGMETER_STORE", str(db))
    assert run("eval", CASES, "-q").exit_code == 0
    res = run("runs", "list")
    assert res.exit_code == 0
    assert "cases.jsonl" in res.output
    assert str(db) in res.output


def test_a_failed_evaluation_leaves_no_run(tmp_path: Path) -> None:
    data = tmp_path / "broken.jsonl"
    lines = CASES.read_text().splitlines()
    data.write_text("\n".join([*lines[:2], '{"id": "bad"}', *lines[2:]]) + "\n")
    res = run("eval", data, "--store", tmp_path / "h.db")
    assert res.exit_code == 2
    assert "line 3" in res.output
    with Store(tmp_path / "h.db") as store:
        assert store.list_runs() == []
        assert store._query("SELECT COUNT(*) FROM samples")[0][0] == 0


def test_fail_under_gate_exit_codes(tmp_path: Path) -> None:
    ok = run("eval", CASES, "--no-store", "-q", "--fail-under", "faithfulness=0.7,context_recall=0.6")
    assert ok.exit_code == 0, ok.output
    low = run("eval", CASES, "--no-store", "-q", "--fail-under", "faithfulness=0.8")
    assert low.exit_code == 1
    assert "faithfulness: mean 0.750" in low.output
    assert "below 0.8" in low.output
    # hallucination is lower-is-better: the threshold is a ceiling (mean here 0.25).
    assert run("eval", CASES, "--no-store", "-q", "--fail-under", "hallucination=0.3").exit_code == 0
    high = run("eval", CASES, "--no-store", "-q", "--fail-under", "hallucination=0.2")
    assert high.exit_code == 1
    assert "above 0.2" in high.output
    for bad in ("faithfulness=2", "faithfulness=x", "nonsense=0.5", "recall@5=0.5", "faithfulness"):
        res = run("eval", CASES, "--no-store", "-q", "--fail-under", bad)
        assert res.exit_code == 2, (bad, res.output)
        assert "Traceback" not in res.output


def test_fail_under_still_records_the_run(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    assert run("eval", CASES, "--store", db, "-q", "--fail-under", "faithfulness=0.99").exit_code == 1
    with Store(db) as store:
        assert [r.complete for r in store.list_runs()] == [True]


def test_runs_list_show_rm(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    for label in ("a", "b"):
        assert run("eval", CASES, "--store", db, "--label", label, "-q").exit_code == 0
    listed = run("runs", "list", "--store", db, "--json")
    runs = json.loads(listed.output)
    assert [r["label"] for r in runs] == ["b", "a"]
    shown = run(
        "runs",
        "show",
        "latest~1",
        "--store",
        db,
        "--json",
        tmp_path / "a.json",
        "--markdown",
        tmp_path / "a.md",
    )
    assert shown.exit_code == 0, shown.output
    assert "Run " in shown.output
    assert "Run a (" in shown.output
    assert "95% CI" in shown.output
    data = json.loads((tmp_path / "a.json").read_text())
    assert data["run"]["label"] == "a"
    assert len(data["samples"]) == 4
    assert data["summary"]["metrics"]["faithfulness"]["ci_low"] is not None
    assert "| faithfulness | 0.750 | [" in (tmp_path / "a.md").read_text()
    assert run("runs", "rm", "a", "nope", "--store", db).exit_code == 2  # nothing deleted on a typo
    assert len(json.loads(run("runs", "list", "--store", db, "--json").output)) == 2
    rm = run("runs", "rm", "a", "--store", db)
    assert rm.exit_code == 0
    assert "Deleted run" in rm.output
    assert [r["label"] for r in json.loads(run("runs", "list", "--store", db, "--json").output)] == ["b"]
    assert run("runs", "show", "zzz", "--store", db).exit_code == 2


def test_runs_on_a_missing_store(tmp_path: Path) -> None:
    res = run("runs", "list", "--store", tmp_path / "none.db")
    assert res.exit_code == 0
    assert "No runs recorded" in res.output
    assert not (tmp_path / "none.db").exists()
    assert run("runs", "show", "latest", "--store", tmp_path / "none.db").exit_code == 2
    assert run("compare", "latest~1", "latest", "--store", tmp_path / "none.db").exit_code == 2


def test_compare_gate_exit_codes(tmp_path: Path, two_versions: tuple[Path, Path]) -> None:
    db = tmp_path / "h.db"
    v1, v2 = two_versions
    assert run("eval", v1, "--store", db, "--label", "v1", "-q").exit_code == 0
    assert run("eval", v2, "--store", db, "--label", "v2", "-q").exit_code == 0
    better = run("compare", "v1", "v2", "--store", db, "--fail-on-regression", "--json", tmp_path / "c.json")
    assert better.exit_code == 0, better.output
    assert "faithfulness" in better.output
    assert "▲ better" in better.output
    cmp = json.loads((tmp_path / "c.json").read_text())
    assert cmp["improvements"][:1] == ["faithfulness"]
    assert cmp["regressions"] == []
    assert cmp["a"]["label"] == "v1"
    assert cmp["b"]["label"] == "v2"
    assert any(t["from"] == "fix_generation" and t["to"] == "pass" for t in cmp["diagnosis"]["transitions"])
    # The other way round it is a significant regression: the gate fails only when asked.
    assert run("compare", "v2", "v1", "--store", db).exit_code == 0
    worse = run("compare", "v2", "v1", "--store", db, "--fail-on-regression", "--markdown", tmp_path / "c.md")
    assert worse.exit_code == 1
    assert "significant regression in faithfulness" in worse.output
    assert "**Significant regressions:** faithfulness" in (tmp_path / "c.md").read_text()
    # At an alpha below the observed p-value nothing is significant: the gate passes.
    strict = str(cmp["metrics"]["faithfulness"]["p_value"] / 2)
    assert run("compare", "v2", "v1", "--store", db, "--fail-on-regression", "--alpha", strict).exit_code == 0
    for bad in (("--alpha", "0"), ("--alpha", "1.5"), ("--resamples", "0")):
        assert run("compare", "v2", "v1", "--store", db, *bad).exit_code == 2
    assert run("compare", "v1", "nope", "--store", db).exit_code == 2


def test_compare_refuses_different_question_sets(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    small = write_dataset(tmp_path / "small.jsonl", 10)
    assert run("eval", CASES, "--store", db, "-q").exit_code == 0
    assert run("eval", small, "--store", db, "-q").exit_code == 0
    res = run("compare", "latest~1", "latest", "--store", db)
    assert res.exit_code == 2
    assert "different question sets" in res.output
    assert "--allow-different-data" in res.output
    # Allowed: the shared ids (q1..q4, whose questions differ) are paired, and it says so.
    res = run("compare", "latest~1", "latest", "--store", db, "--allow-different-data")
    assert res.exit_code == 0, res.output
    assert "DIFFERENT question sets" in res.output
    assert "4 shared id(s) changed question" in res.output


def test_compare_json_files_without_a_store(tmp_path: Path, two_versions: tuple[Path, Path]) -> None:
    v1, v2 = two_versions
    for v in (v1, v2):
        assert run("eval", v, "--no-store", "-q", "--json", tmp_path / f"{v.stem}.json").exit_code == 0
    res = run("compare", tmp_path / "v1.json", tmp_path / "v2.json", "--store", tmp_path / "none.db")
    assert res.exit_code == 0, res.output
    assert "v1.json" in res.output
    assert not (tmp_path / "none.db").exists()
    (tmp_path / "junk.json").write_text("[1, 2]")
    res = run("compare", tmp_path / "junk.json", tmp_path / "v2.json")
    assert res.exit_code == 2
    assert "samples" in res.output


def test_two_evaluations_into_one_store_at_once(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    data = write_dataset(tmp_path / "d.jsonl", 300)
    env = {**os.environ, "RAGMETER_STORE": str(db)}
    # Cheap metrics: this test is about two writers sharing one store, not about judging.
    cmd = [sys.executable, "-m", "ragmeter.cli.main", "eval", str(data), "-q", "--metrics", "faithfulness,f1"]
    procs = [subprocess.Popen([*cmd, "--label", f"p{i}"], env=env, stderr=subprocess.PIPE) for i in range(2)]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    with Store(db) as store:
        runs = store.list_runs()
        assert sorted(r.label or "" for r in runs) == ["p0", "p1"]
        assert all(r.complete and r.n == 300 for r in runs)
        assert store._query("SELECT COUNT(*) FROM samples")[0][0] == 600
        a, b = (store.load_run(r.id, details=False) for r in runs)
    assert a.to_dict()["samples"] == b.to_dict()["samples"]


def test_an_incomplete_run_is_listed_and_shown_as_such(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store(db) as store:
        writer = store.start_run(label="crashed", batch_size=1, git=False)
        rec = {"id": "q1", "question": "?", "scores": {}, "diagnosis": "pass"}
        writer.add_record(rec)  # committed, but the process "dies" before finish()
        listed = run("runs", "list", "--store", db)
        assert "incomplete" in listed.output
        shown = run("runs", "show", writer.id, "--store", db)
        assert shown.exit_code == 0
        assert "incomplete: 1 samples recorded so far" in shown.output
        assert run("compare", writer.id, writer.id, "--store", db).exit_code == 2
        assert run("runs", "rm", writer.id, "--store", db).exit_code == 0
        with pytest.raises(StoreError, match="can no longer be written"):
            writer.add_record({**rec, "id": "q2"})
