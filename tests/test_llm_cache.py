"""The judge-call cache: reruns cost nothing, interrupted runs resume, keys separate
models and prompt versions, and migration 2 builds the table."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ragmeter
from ragmeter.judges.llm import CallCache, ChatReply, ChatRequest, LLMConfig, LLMJudge
from ragmeter.store import connect, schema_version
from ragmeter.testing import FakeOpenAIServer, ScriptedBackend

CORE = ["faithfulness", "answer_relevancy", "context_precision", "context_recall"]


def data(n: int) -> list[dict[str, object]]:
    return [
        {
            "id": f"q{i}",
            "question": f"What is the return window for product {i}?",
            "answer": f"Product {i} can be returned within {i + 10} days.",
            "reference": f"Product {i} can be returned within {i + 10} days of delivery.",
            "contexts": [
                f"Product {i} can be returned within {i + 10} days of delivery.",
                "Shipping is free.",
            ],
        }
        for i in range(n)
    ]


def judge_with(backend: ScriptedBackend, db: Path, model: str = "m") -> LLMJudge:
    return LLMJudge(backend, LLMConfig(model=model), cache=CallCache(db))


def test_migration_2_creates_the_cache_table(tmp_path: Path) -> None:
    conn = connect(tmp_path / "s.db")
    assert schema_version(conn) >= 2
    cols = {row[1] for row in conn.execute("PRAGMA table_info(judge_cache)")}
    assert {"key", "model", "prompt_version", "content", "prompt_tokens", "completion_tokens"} <= cols


def test_cache_round_trip(tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "c.db")
    req = ChatRequest("m", (("user", "x"),), "s", {"type": "object"}, "v1")
    assert cache.get(req.cache_key()) is None
    reply = ChatReply('{"a": 1}', "stop", None, 12, 3)
    cache.put(req.cache_key(), req, reply)
    assert cache.get(req.cache_key()) == reply
    cache.close()
    assert CallCache(tmp_path / "c.db").get(req.cache_key()) == reply


def test_key_covers_model_prompt_version_and_content() -> None:
    base = ChatRequest("m", (("user", "x"),), "s", {"type": "object"}, "v1")
    variants = [
        ChatRequest("m2", (("user", "x"),), "s", {"type": "object"}, "v1"),
        ChatRequest("m", (("user", "y"),), "s", {"type": "object"}, "v1"),
        ChatRequest("m", (("user", "x"),), "s", {"type": "object"}, "v2"),
        ChatRequest("m", (("user", "x"),), "s", {"type": "object"}, "v1", seed=1),
    ]
    keys = {base.cache_key(), *(v.cache_key() for v in variants)}
    assert len(keys) == 5


def test_rerun_costs_no_calls(tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    backend = ScriptedBackend()
    first = ragmeter.evaluate(data(5), metrics=CORE, judge=judge_with(backend, db))
    assert backend.calls == 10
    again = ScriptedBackend()
    second = ragmeter.evaluate(data(5), metrics=CORE, judge=judge_with(again, db))
    assert again.calls == 0
    assert second.summary.usage.calls == 0
    assert second.summary.usage.cached_calls == 10
    assert second.summary.usage.prompt_tokens == 0
    assert [r.scores["faithfulness"].value for r in second.samples] == [
        r.scores["faithfulness"].value for r in first.samples
    ]


def test_another_model_does_not_reuse_replies(tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    ragmeter.evaluate(data(2), metrics=CORE, judge=judge_with(ScriptedBackend(), db, "a"))
    other = ScriptedBackend()
    ragmeter.evaluate(data(2), metrics=CORE, judge=judge_with(other, db, "b"))
    assert other.calls == 4


def test_run_interrupted_by_an_exception_resumes(tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    backend = ScriptedBackend()
    seen: list[str] = []

    def crash_after_three(r: ragmeter.SampleResult) -> None:
        seen.append(r.id)
        if len(seen) == 3:
            raise KeyboardInterrupt("stop")

    with pytest.raises(KeyboardInterrupt):
        ragmeter.evaluate(
            data(10), metrics=CORE, judge=judge_with(backend, db), on_result=crash_after_three, workers=2
        )
    spent = backend.calls
    assert 6 <= spent < 20
    resumed = ScriptedBackend()
    result = ragmeter.evaluate(data(10), metrics=CORE, judge=judge_with(resumed, db))
    assert resumed.calls == 20 - spent
    assert result.summary.usage.cached_calls == spent
    assert all(r.scores["faithfulness"].ok for r in result.samples)


@pytest.mark.slow
def test_killed_cli_run_resumes(tmp_path: Path) -> None:
    pytest.importorskip("openai")
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r) for r in data(20)) + "\n")
    env = {**os.environ, "RAGMETER_STORE": str(tmp_path / "store.db"), "OPENAI_API_KEY": "sk-local"}
    with FakeOpenAIServer(latency=0.02) as server:
        cmd = [sys.executable, "-m", "ragmeter.cli.main", "eval", str(cases), "--judge", "llm:m"]
        cmd += ["--base-url", server.url, "--workers", "1", "-m", ",".join(CORE), "-q"]
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 300  # a bound against a hang, not a speed check
        while server.served < 10 and time.monotonic() < deadline:
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        killed_after = server.calls
        assert 10 <= killed_after < 40
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
        rerun_calls = server.calls - killed_after
        # every reply the killed run received was kept; at most the one in flight is asked again
        assert 40 - killed_after <= rerun_calls <= 40 - killed_after + 1


def test_a_store_without_the_cache_table_is_a_clear_error(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    conn = connect(db)
    conn.execute("DROP TABLE judge_cache")
    conn.close()
    with pytest.raises(ragmeter.ConfigError, match="no judge_cache table"):
        CallCache(db)
