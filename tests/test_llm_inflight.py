"""Identical calls in flight are made once: claims in the store (migration 3).

Two runs on one store, started together, pay for each call once; a run killed with
SIGKILL leaves claims that its rerun takes over at once (the holder is gone), repeating
at most the calls that were in flight, one per concurrent slot; the database stays
sound."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import ragmeter
from ragmeter.judges.llm import CallCache, ChatReply, ChatRequest, HTTPBackend, LLMConfig, LLMJudge
from ragmeter.llm.cache import process_alive
from ragmeter.llm.client import LLMClient
from ragmeter.testing import FakeOpenAIServer, Fault, Reply, ScriptedBackend, judge_responder

CORE = ["faithfulness", "answer_relevancy", "context_precision", "context_recall"]
REQ = ChatRequest("m", (("user", "hi"),), "ragmeter_test", {"type": "object"}, "v0")
REPLY = ChatReply('{"ok": true}', "stop", None, 5, 2)


def data(n: int) -> list[dict[str, Any]]:
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


def ok(_body: Any) -> Reply:
    return Reply({"ok": True})


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


# ---------------------------------------------------------------- claims
def test_a_claim_is_held_until_the_reply_is_stored(tmp_path: Path) -> None:
    mine, theirs = CallCache(tmp_path / "s.db"), CallCache(tmp_path / "s.db")
    key = REQ.cache_key()
    assert mine.claim(key, "t1", 60).ours
    assert not theirs.claim(key, "t2", 60).ours  # live holder: wait
    assert mine.in_flight() == 1
    mine.put(key, REQ, REPLY, token="t1")
    assert mine.in_flight() == 0
    assert theirs.claim(key, "t2", 60).reply == REPLY


def test_a_released_claim_is_free_again(tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "s.db")
    key = REQ.cache_key()
    assert cache.claim(key, "t1", 60).ours
    cache.release(key, "t1")
    claim = cache.claim(key, "t2", 60)
    assert claim.ours
    assert not claim.taken_over


def test_an_expired_claim_is_taken_over(tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "s.db")
    key = REQ.cache_key()
    assert cache.claim(key, "t1", -1.0).ours  # already past its lease
    claim = cache.claim(key, "t2", 60)
    assert claim.ours
    assert claim.taken_over


@pytest.mark.skipif(os.name != "posix", reason="liveness of a pid is checked on POSIX only")
def test_a_claim_of_a_dead_process_is_taken_over_at_once(tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "s.db")
    key = REQ.cache_key()
    assert cache.claim(key, "t1", 3600).ours
    pid = dead_pid()
    assert not process_alive(pid)
    assert process_alive(os.getpid())
    conn = sqlite3.connect(tmp_path / "s.db")
    conn.execute("UPDATE judge_calls_in_flight SET pid = ?", (pid,))
    conn.commit()
    conn.close()
    claim = cache.claim(key, "t2", 60)
    assert claim.ours
    assert claim.taken_over


class _Gated(ScriptedBackend):
    """Holds every call until ``gate`` is set."""

    def __init__(self) -> None:
        super().__init__(responder=ok)
        self.gate = threading.Event()
        self.entered = threading.Event()

    def complete(self, request: ChatRequest) -> ChatReply:
        self.entered.set()
        assert self.gate.wait(120)
        return super().complete(request)


def test_a_waiter_gets_the_holders_reply_without_calling(tmp_path: Path) -> None:
    first, second = _Gated(), ScriptedBackend(responder=ok)
    a = LLMClient(first, cache=CallCache(tmp_path / "s.db"))
    b = LLMClient(second, cache=CallCache(tmp_path / "s.db"))
    out: dict[str, Any] = {}
    holder = threading.Thread(target=lambda: out.setdefault("a", a.call(REQ)))
    holder.start()
    assert first.entered.wait(60)
    waiter = threading.Thread(target=lambda: out.setdefault("b", b.call(REQ)))
    waiter.start()
    time.sleep(0.3)
    assert "b" not in out  # waiting, not calling
    first.gate.set()
    holder.join(60)
    waiter.join(60)
    assert out["b"].reply == out["a"].reply
    assert out["b"].cached and not out["a"].cached
    assert (first.calls, second.calls) == (1, 0)
    assert b.stats()["shared_in_flight"] == 1


def test_a_failed_holder_lets_the_waiter_call(tmp_path: Path) -> None:
    from ragmeter.llm import CallError

    first = ScriptedBackend(Fault.http_error(400, "bad request"), responder=ok)
    a = LLMClient(first, cache=CallCache(tmp_path / "s.db"))
    with pytest.raises(CallError):
        a.call(REQ)
    b = LLMClient(ScriptedBackend(responder=ok), cache=CallCache(tmp_path / "s.db"))
    assert not b.call(REQ).cached  # the claim went with the failure
    assert CallCache(tmp_path / "s.db").in_flight() == 0


# ---------------------------------------------------------------- two runs at once
class _WatchedCache(CallCache):
    """The store's call cache, noting when this run found someone else's call in flight."""

    def __init__(self, path: Path, waiting: threading.Event) -> None:
        super().__init__(path)
        self.waiting = waiting

    def claim(self, key: str, token: str, lease_s: float) -> Any:
        claim = super().claim(key, token, lease_s)
        if claim.reply is None and not claim.ours:
            self.waiting.set()
        return claim


def test_two_concurrent_runs_on_one_store_make_each_call_once(tmp_path: Path) -> None:
    """The overlap is arranged, not hoped for: the server holds every reply until run B
    has found one of run A's calls in flight, so no scheduling makes the test vacuous."""
    db = tmp_path / "store.db"
    rows = data(8)
    release = threading.Event()
    b_waits = threading.Event()

    def held(body: Any) -> Any:
        release.wait(120)
        return judge_responder(body)

    with FakeOpenAIServer(responder=held) as server:

        def run(out: list[ragmeter.Run], cache: CallCache) -> None:
            judge = LLMJudge(HTTPBackend(server.url, "", 120.0), LLMConfig(model="m"), cache=cache)
            out.append(ragmeter.evaluate(rows, metrics=CORE, judge=judge))
            judge.close()

        results: list[ragmeter.Run] = []
        a = threading.Thread(target=run, args=(results, CallCache(db)))
        a.start()
        # A holds a claim on each sample's first call (its 8 slots), all held by the server
        _wait_for(lambda: server.calls >= len(rows))
        b = threading.Thread(target=run, args=(results, _WatchedCache(db, b_waits)))
        b.start()
        assert b_waits.wait(120), "run B never met run A's calls in flight"
        release.set()
        for t in (a, b):
            t.join(120)
        assert server.calls == 16  # each sample's two calls, once for both runs
    assert len(results) == 2
    usage = [r.summary.usage.to_dict() for r in results]
    assert sum(u["calls"] for u in usage) == 16
    assert sum(u["cached_calls"] for u in usage) == 16
    assert sum(u["endpoint"]["shared_in_flight"] for u in usage) > 0
    first, second = ([s.scores["faithfulness"].value for s in r.samples] for r in results)
    assert first == second


def _wait_for(condition: Any, limit_s: float = 120.0) -> None:
    """Poll ``condition`` until it holds; a bound against a hang, not a speed check."""
    end = time.monotonic() + limit_s
    while not condition():
        assert time.monotonic() < end, "condition never held"
        time.sleep(0.01)


# ---------------------------------------------------------------- processes
def _cli(
    tmp_path: Path, server: FakeOpenAIServer, concurrency: int, timeout: float = 60
) -> tuple[list[str], dict[str, str]]:
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r) for r in data(30)) + "\n")
    cfg = tmp_path / "judge.toml"
    cfg.write_text(f"[llm]\nconcurrency = {concurrency}\ntimeout = {timeout}\n")
    env = {**os.environ, "RAGMETER_STORE": str(tmp_path / "store.db"), "OPENAI_API_KEY": "sk-local"}
    cmd = [sys.executable, "-m", "ragmeter.cli.main", "eval", str(cases), "--judge", "llm:m"]
    cmd += ["--base-url", server.url, "--config", str(cfg), "-m", ",".join(CORE), "-q"]
    return cmd, env


def _stored(db: Path) -> int:
    """How many replies the store holds (0 before the run made its tables)."""
    if not db.exists():
        return 0
    conn = sqlite3.connect(db, timeout=30)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM judge_cache").fetchone()[0])
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()


def _integrity(db: Path) -> str:
    conn = sqlite3.connect(db)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.slow
def test_two_cli_processes_at_once_pay_each_call_once(tmp_path: Path) -> None:
    with FakeOpenAIServer(latency=0.1) as server:
        cmd, env = _cli(tmp_path, server, 4)
        procs = [subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True) for _ in range(2)]
        for p in procs:
            _, err = p.communicate(timeout=120)
            assert p.returncode == 0, err
        assert server.calls == 60
    assert _integrity(tmp_path / "store.db") == "ok"


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_run_reruns_with_at_most_one_repeat_per_slot(tmp_path: Path) -> None:
    concurrency = 4
    # 20 replies, then each slot's next call hangs (until the server stops): the run is
    # killed with exactly `concurrency` calls in flight, however the machine schedules it
    script = [Fault.none()] * 20 + [Fault.hang(3600)] * concurrency
    with FakeOpenAIServer(*script, latency=0.05) as server:
        # a lease of an hour (timeout + 10 s): a claim waited out instead of taken over at
        # once would hang the rerun far past its bound, with no wall-clock threshold to flake
        cmd, env = _cli(tmp_path, server, concurrency, timeout=3590)
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 300  # a bound against a hang, not a speed check
        db = tmp_path / "store.db"
        # killed once every slot hangs and the 20 replies are stored: a reply received
        # but not yet written when the kill lands would be paid again, and how often that
        # happens depends on scheduling (a slot frees before its writer commits)
        while (server.calls < 20 + concurrency or _stored(db) < 20) and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        killed_calls = server.calls
        assert killed_calls == 20 + concurrency
        assert _integrity(db) == "ok"
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False, timeout=600)
        assert done.returncode == 0, done.stderr
        repeated = server.calls - 60
    # every call is made once, except those in flight when the run died: one per slot
    assert 0 <= repeated <= concurrency
    assert _integrity(db) == "ok"
    cache = CallCache(db)
    assert len(cache) == 60
    assert cache.in_flight() == 0
