"""A judge that fails is never a pass: a wrong ``--base-url`` answering JSON that is not
an OpenAI reply stops the run (exit 2, the endpoint and what it answered named); a run
in which every judge call failed exits 2 with its outputs written and nothing
recorded; a sample whose judge failed is never diagnosed ``pass``; ``--concurrency``
sets the LLM judge's calls in flight."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import sample_from_record
from ragmeter.diagnosis import diagnose
from ragmeter.sample import DiagnosisLabel, Score, Status
from ragmeter.testing import FakeOpenAIServer, Fault, ScriptedBackend

pytest.importorskip("openai")

SAMPLES = [
    {
        "id": f"q{i}",
        "question": f"How many days do I have to return item {i}?",
        "answer": f"Item {i} can be returned within 30 days.",
        "contexts": [{"id": f"d{i}", "text": f"Item {i} can be returned within 30 days of delivery."}],
        "relevant_ids": [f"d{i}"],
    }
    for i in range(7)
]
NOT_OPENAI = {"status": "ok", "service": "inventory"}


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / "store.db"))
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    return tmp_path


def data(path: Path, n: int) -> str:
    path.write_text("".join(json.dumps(s) + "\n" for s in SAMPLES[:n]), encoding="utf-8")
    return str(path)


def run(*args: str) -> tuple[int, str]:
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, " ".join(res.output.split())


def runs_recorded(db: Path) -> int:
    if not db.exists():
        return 0
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0])


def test_a_wrong_base_url_stops_the_run_naming_what_it_answered(server: FakeOpenAIServer, env: Path) -> None:
    server.push(*[Fault.body(NOT_OPENAI)] * 20)
    code, text = run("eval", data(env / "d.jsonl", 7), "--judge", "llm:m", "--base-url", server.url)
    assert code == 2, text
    assert server.url in text and '{"status":"ok","service":"inventory"}' in text
    assert "first 3 calls all failed" in text
    assert runs_recorded(env / "store.db") == 0


def test_a_run_whose_every_judge_call_failed_exits_2(server: FakeOpenAIServer, env: Path) -> None:
    server.push(Fault.body(NOT_OPENAI))  # one sample, one call: the probe cannot finish
    out = env / "r.json"
    code, text = run(
        "eval", data(env / "d.jsonl", 1), "--judge", "llm:m", "--base-url", server.url, "--json", str(out)
    )
    assert code == 2, text
    assert "failed every judged score of the run" in text and server.url in text
    assert "It answered: the endpoint's reply is not a Chat Completions reply" in text
    assert "outputs asked for were written; the run was not recorded" in text
    got = json.loads(out.read_text())["samples"][0]
    assert got["diagnosis"] == "unknown" and "the judge failed" in got["diagnosis_reason"]
    assert runs_recorded(env / "store.db") == 0


def test_a_judge_error_is_never_a_pass() -> None:
    sample = sample_from_record(SAMPLES[0], 1)
    ok = Score.of(1.0)
    failed = Score.undefined(Status.JUDGE_ERROR, "the endpoint's reply is not JSON")
    assert diagnose(sample, {"faithfulness": ok}, False).label is DiagnosisLabel.PASS
    for status in (Status.JUDGE_ERROR, Status.TIMEOUT, Status.TRUNCATED):
        bad = Score.undefined(status, "why")
        got = diagnose(sample, {"faithfulness": ok, "answer_relevancy": bad}, False)
        assert got.label is DiagnosisLabel.UNKNOWN and "the judge failed on answer_relevancy" in got.reason
    # what the judge is not needed for still stands: a missed document is a retrieval problem
    missed = sample_from_record({**SAMPLES[0], "relevant_ids": ["d0", "other"]}, 1)
    assert diagnose(missed, {"faithfulness": failed}, False).label is DiagnosisLabel.FIX_RETRIEVAL


def test_every_sample_with_a_judge_error_says_so() -> None:
    backend = ScriptedBackend(Fault.malformed("no"), Fault.malformed("still no"))
    from ragmeter.judges.llm import LLMConfig, LLMJudge

    judge = LLMJudge(backend, LLMConfig(model="m"), sleep=lambda _s: None)
    result = ragmeter.evaluate(
        SAMPLES[:2], metrics=["faithfulness", "context_recall"], judge=judge, workers=1
    )
    first, second = result.samples
    assert first.diagnosis.label is DiagnosisLabel.UNKNOWN and "judge failed" in first.diagnosis.reason
    assert second.diagnosis.label is DiagnosisLabel.PASS


def test_concurrency_sets_the_llm_judges_calls_in_flight(server: FakeOpenAIServer, env: Path) -> None:
    out = env / "r.json"
    path = data(env / "d.jsonl", 7)
    code, text = run(
        "eval", path, "--judge", "llm:m", "--base-url", server.url, "--concurrency", "2", "--json", str(out)
    )
    assert code == 0, text
    summary = json.loads(out.read_text())["summary"]
    assert summary["judge"]["concurrency"] == 2
    assert server.peak_in_flight <= 2
