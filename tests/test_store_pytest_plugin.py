"""The pytest plugin, as a user's test suite sees it (a separate pytest process)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import EXAMPLES, run_user_suite

from ragmeter.store import Store

CASES = EXAMPLES / "store_policy" / "cases.jsonl"

USER_TESTS = f"""
DATA = {str(CASES)!r}

def test_passes(ragmeter_gate):
    result = ragmeter_gate(DATA, faithfulness=0.7, hallucination=0.3)
    assert result["faithfulness"] == 0.75

def test_fails(ragmeter_gate):
    ragmeter_gate(DATA, {{"context_recall": 0.9}}, metrics="faithfulness")

def test_helper():
    import ragmeter
    from ragmeter.pytest_plugin import assert_thresholds
    assert_thresholds(ragmeter.evaluate(DATA, "faithfulness"), faithfulness=0.8)
"""


def test_plugin_gates_inside_a_user_suite(tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(USER_TESTS)
    db = tmp_path / "history.db"
    proc = run_user_suite(tmp_path, "--ragmeter-store", str(db), "test_user.py", timeout=120)
    out = proc.stdout
    assert proc.returncode == 1, out
    assert "2 failed, 1 passed" in out
    assert "context_recall: mean 0.667 (95% CI" in out
    assert "is below 0.9" in out
    assert "faithfulness: mean 0.750" in out
    assert "is below 0.8" in out
    with Store(db) as store:
        labels = sorted(r.label or "" for r in store.list_runs())
    # Runs are recorded before the gate is asserted, failed or not, labelled by test id.
    assert labels == ["test_user.py::test_fails", "test_user.py::test_passes"]
