"""The call policy shared by the LLM judge and the system endpoint: a first probe (only an
endpoint whose first calls all fail is unusable) and a circuit breaker (an endpoint that
starts failing every call mid-run gets no more calls). Deterministic: the breaker reads
an injected clock that only the injected sleep advances, and the tests count calls."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import ragmeter
from ragmeter.judges.llm import BackendError, EndpointError, LLMConfig, LLMJudge
from ragmeter.llm.backend import ChatReply, ChatRequest, EmbeddingRequest
from ragmeter.llm.call_policy import BREAKER_S, CallFailed, CallPolicy, RetryPolicy
from ragmeter.runner import judge_failure
from ragmeter.testing import ScriptedBackend


class Clock:
    """Time that moves only when someone sleeps (thread-safe)."""

    def __init__(self) -> None:
        self.now = 0.0
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return self.now

    def sleep(self, seconds: float) -> None:
        with self._lock:
            self.now += seconds


class DiesAfter:
    """A judge backend that answers ``healthy`` calls, then fails every call the same
    way (HTTP 500, or 429 with Retry-After) and counts what it received."""

    def __init__(self, healthy: int, status: int = 500, retry_after: float | None = None) -> None:
        self.inner = ScriptedBackend()
        self.healthy = healthy
        self.status = status
        self.retry_after = retry_after
        self.calls = 0
        self.failed = 0
        self._lock = threading.Lock()

    def describe(self) -> dict[str, Any]:
        return {"kind": "test", "base_url": "http://judge.test/v1"}

    def complete(self, request: ChatRequest) -> ChatReply:
        with self._lock:
            self.calls += 1
            dead = self.calls > self.healthy
            self.failed += dead
        if dead:
            headers = {} if self.retry_after is None else {"retry-after": f"{self.retry_after:g}"}
            raise BackendError.from_status(self.status, "overloaded", headers)
        return self.inner.complete(request)

    def embed(self, request: EmbeddingRequest) -> ChatReply:
        return self.inner.embed(request)


def samples(n: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"q{i}",
            "question": f"How many days do I have to return item {i}?",
            "answer": f"Item {i} can be returned within 30 days.",
            "contexts": [f"Item {i} can be returned within 30 days of delivery."],
        }
        for i in range(n)
    ]


def judge(backend: Any, clock: Clock, **cfg: Any) -> LLMJudge:
    return LLMJudge(backend, LLMConfig(model="m", **cfg), sleep=clock.sleep, clock=clock)


@pytest.mark.parametrize(("status", "retry_after"), [(500, None), (429, 1.0), (503, 5.0)])
def test_breaker_stops_a_dead_endpoint_whatever_the_sample_count(
    status: int, retry_after: float | None
) -> None:
    clock = Clock()
    backend = DiesAfter(healthy=6, status=status, retry_after=retry_after)  # 3 samples, then dead
    j = judge(backend, clock, concurrency=1)
    opened_at: list[float] = []
    n = 400

    def watch(r: Any) -> None:
        if not opened_at and j.client.policy.breaker is not None:
            opened_at.append(clock())

    run = ragmeter.evaluate(samples(n), metrics=["faithfulness"], judge=j, on_result=watch, workers=1)
    scores = [r.scores["faithfulness"] for r in run.samples]
    assert all(s.ok for s in scores[:3])
    assert all(s.status.value == "judge_error" for s in scores[3:])
    # by the injected clock (no wall time asserted): 10 s of failures over two calls
    assert opened_at and BREAKER_S <= opened_at[0] <= 30.0
    # two calls' retries and no more: the 394 samples after them send nothing
    assert backend.failed == 2 * (LLMConfig().max_retries + 1) - 4
    assert sum("not sent" in s.reason for s in scores) >= n - 10
    assert "circuit breaker open" in scores[-1].reason and "overloaded" in scores[-1].reason
    stats = run.summary.usage.endpoint
    assert stats["breaker"] and stats["not_sent"] >= n - 10
    message = judge_failure(run.summary)
    assert message is not None and "http://judge.test/v1" in message and "circuit breaker" in message


def test_breaker_with_concurrent_calls_bounds_the_requests() -> None:
    clock = Clock()
    backend = DiesAfter(healthy=20)
    j = judge(backend, clock, concurrency=4)
    run = ragmeter.evaluate(samples(1000), metrics=["faithfulness"], judge=j)
    assert run.summary.usage.endpoint["breaker"]
    # at most every slot's call, each with all its retries, before the breaker opened
    slots = j.workers
    assert backend.failed <= slots * (LLMConfig().max_retries + 1)
    statuses = run.summary.metrics["faithfulness"].statuses
    assert statuses["judge_error"] >= 1000 - 10 - slots


def test_one_failing_call_among_successes_does_not_open_the_breaker() -> None:
    clock = Clock()
    policy = CallPolicy(RetryPolicy(max_retries=4), sleep=clock.sleep, clock=clock)
    err = BackendError.from_status(500, "this question crashes the server")
    for _ in range(20):  # a poison call: all its attempts fail for far longer than the window ...
        with pytest.raises(CallFailed):
            policy.run(lambda: (_ for _ in ()).throw(err))
        assert policy.run(lambda: "ok") == "ok"  # ... but the next call answers
    assert clock() > 5 * BREAKER_S
    assert policy.breaker is None


def test_a_success_before_the_window_ends_closes_the_streak() -> None:
    clock = Clock()
    policy = CallPolicy(RetryPolicy(max_retries=0), sleep=clock.sleep, clock=clock)
    err = BackendError.from_status(503, "busy")
    assert policy.run(lambda: 1) == 1
    for _ in range(3):
        with pytest.raises(CallFailed):
            policy.run(lambda: (_ for _ in ()).throw(err))
        clock.sleep(BREAKER_S / 4)
    assert policy.run(lambda: 2) == 2
    clock.sleep(BREAKER_S)
    with pytest.raises(CallFailed):
        policy.run(lambda: (_ for _ in ()).throw(err))
    assert policy.breaker is None


def test_first_probe_only_an_endpoint_failing_its_first_calls_is_unusable() -> None:
    policy = CallPolicy(RetryPolicy(max_retries=0), sleep=lambda s: None, stop_on_auth=False)
    dropped = BackendError("connection", "connection failed: reset by peer")
    with pytest.raises(CallFailed):  # a call that fails first is that call's failure
        policy.run(lambda: (_ for _ in ()).throw(dropped))
    assert policy.run(lambda: "answer") == "answer"
    for _ in range(5):  # proven: failures stay per call
        with pytest.raises(CallFailed):
            policy.run(lambda: (_ for _ in ()).throw(dropped))
    fresh = CallPolicy(RetryPolicy(max_retries=0), sleep=lambda s: None, endpoint="the endpoint E")
    for _ in range(2):
        with pytest.raises(CallFailed):
            fresh.run(lambda: (_ for _ in ()).throw(dropped))
    with pytest.raises(EndpointError, match="the endpoint E cannot be used: its first 3 calls all failed"):
        fresh.run(lambda: (_ for _ in ()).throw(dropped))
    with pytest.raises(EndpointError):  # and every call after says so at once
        fresh.run(lambda: "never sent")


def test_a_wrong_base_url_answering_other_json_stops_the_run() -> None:
    backend = ScriptedBackend()
    from ragmeter.testing import Fault

    backend.push(*[Fault.body({"status": "ok", "service": "not an LLM"})] * 20)
    j = LLMJudge(backend, LLMConfig(model="m"), sleep=lambda s: None)
    with pytest.raises(EndpointError) as info:
        ragmeter.evaluate(samples(7), metrics=["faithfulness"], judge=j, workers=1)
    assert "first 3 calls all failed" in str(info.value)
    assert '{"status":"ok","service":"not an LLM"}' in str(info.value)
    assert backend.calls == 3
