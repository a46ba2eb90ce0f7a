"""Retries, backoff, Retry-After and the adaptive (AIMD) concurrency limit."""

from __future__ import annotations

import random
import threading
import time
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

import pytest

from ragmeter.llm import (
    AdaptiveLimiter,
    BackendError,
    CallError,
    ChatRequest,
    EndpointError,
    LLMClient,
    RetryPolicy,
)
from ragmeter.llm.backend import parse_retry_after, public_url
from ragmeter.sample import Status
from ragmeter.testing import Fault, Reply, ScriptedBackend

REQ = ChatRequest("m", (("user", "hi"),), "ragmeter_test", {"type": "object"}, "v0")


def caller(*script: object, **retry: float) -> tuple[LLMClient, ScriptedBackend, list[float]]:
    sleeps: list[float] = []
    backend = ScriptedBackend(*script, responder=lambda _b: Reply({"ok": True}))  # type: ignore[arg-type]
    c = LLMClient(backend, retry=RetryPolicy(**retry), sleep=sleeps.append)  # type: ignore[arg-type]
    return c, backend, sleeps


def test_backoff_grows_exponentially_with_jitter_and_a_cap() -> None:
    policy = RetryPolicy(max_retries=10, backoff_base=1.0, backoff_max=8.0)
    rng = random.Random(1)
    for attempt in range(8):
        cap = min(8.0, 2.0**attempt)
        waits = [policy.delay(attempt, None, rng) for _ in range(50)]
        assert all(w is not None and cap / 2 <= w <= cap for w in waits)
        assert len(set(waits)) > 1  # jittered


def test_retry_after_is_a_floor_and_too_long_gives_up() -> None:
    policy = RetryPolicy(backoff_base=0.1, max_retry_after=10)
    assert policy.delay(0, 3.0, random.Random(0)) == 3.0
    assert policy.delay(0, 11.0, random.Random(0)) is None


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"Retry-After": "2"}, 2.0),
        ({"retry-after": "0.5"}, 0.5),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
        ({"Retry-After": "soon"}, None),
        ({}, None),
    ],
)
def test_parse_retry_after(headers: dict[str, str], expected: float | None) -> None:
    assert parse_retry_after(headers) == expected


def test_parse_retry_after_http_date() -> None:
    when = format_datetime(datetime.now(timezone.utc) + timedelta(seconds=30), usegmt=True)
    value = parse_retry_after({"Retry-After": when})
    assert value is not None
    assert 25 <= value <= 31


def test_429_is_retried_after_retry_after() -> None:
    c, backend, sleeps = caller(Fault.rate_limited(2.0), backoff_base=0.01)
    out = c.call(REQ)
    assert out.reply.content == '{"ok": true}'
    assert backend.calls == 2
    assert sleeps == [2.0]
    assert c.stats()["rate_limited"] == 1
    assert c.stats()["retries"] == 1


@pytest.mark.parametrize("fault", [Fault.server_error(500), Fault.server_error(503), Fault.disconnect()])
def test_5xx_and_connection_errors_are_retried(fault: Fault) -> None:
    c, backend, sleeps = caller(fault, fault, backoff_base=0.5)
    c.call(REQ)
    assert backend.calls == 3
    assert 0.25 <= sleeps[0] <= 0.5
    assert 0.5 <= sleeps[1] <= 1.0


def test_retries_are_bounded() -> None:
    c, backend, sleeps = caller(*[Fault.server_error(502)] * 10, max_retries=3, backoff_base=0.01)
    with pytest.raises(CallError) as info:
        c.call(REQ)
    assert backend.calls == 4
    assert len(sleeps) == 3
    assert info.value.status is Status.JUDGE_ERROR
    assert "HTTP 502" in info.value.reason
    assert "gave up after 4 attempts" in info.value.reason


def test_repeated_timeouts_end_as_timeout_status() -> None:
    c, _, _ = caller(*[Fault.hang(5)] * 3, max_retries=2, backoff_base=0.01)
    with pytest.raises(CallError) as info:
        c.call(REQ)
    assert info.value.status is Status.TIMEOUT


def test_client_errors_are_not_retried() -> None:
    c, backend, sleeps = caller(Fault.http_error(400, "context length exceeded"))
    with pytest.raises(CallError, match="context length exceeded"):
        c.call(REQ)
    assert backend.calls == 1
    assert sleeps == []


@pytest.mark.parametrize("status", [401, 403, 404])
def test_auth_and_unknown_model_stop_the_run(status: int) -> None:
    c, backend, _ = caller(Fault.http_error(status, "nope"))
    with pytest.raises(EndpointError, match=f"HTTP {status}"):
        c.call(REQ)
    assert backend.calls == 1


def test_limiter_halves_once_per_episode_and_grows_slowly() -> None:
    lim = AdaptiveLimiter(16)
    epochs = [lim.acquire() for _ in range(8)]
    for e in epochs:  # eight calls of one burst all see a 429: one halving, not eight
        lim.release(e, congested=True)
    assert lim.limit == 8
    lim.release(lim.acquire(), congested=True)
    assert lim.limit == 4
    for _ in range(4):
        lim.release(lim.acquire(), success=True)
    assert 4.9 < lim.limit < 5.1  # +1/limit per success: about +1 per window
    for _ in range(1000):
        lim.release(lim.acquire(), success=True)
    assert lim.limit == 16
    for _ in range(10):
        lim.release(lim.acquire(), congested=True)
    assert lim.limit == 1


def test_limiter_bounds_calls_in_flight_across_threads() -> None:
    lim = AdaptiveLimiter(4)
    lim.release(lim.acquire(), congested=True)  # limit 2
    peak = 0
    lock = threading.Lock()
    go = threading.Event()

    def work() -> None:
        nonlocal peak
        e = lim.acquire()
        with lock:
            peak = max(peak, lim.in_flight)
        go.wait(60)  # hold the slot until two are held: the overlap is arranged, not hoped for
        lim.release(e)

    threads = [threading.Thread(target=work) for _ in range(16)]
    for t in threads:
        t.start()
    end = time.monotonic() + 60  # a bound against a hang, not a speed check
    while lim.in_flight < 2 and time.monotonic() < end:
        time.sleep(0.005)
    time.sleep(0.05)  # room for a third to get in, were the limit broken
    go.set()
    for t in threads:
        t.join()
    assert peak == 2


def test_rate_limits_shrink_the_shared_limit() -> None:
    backend = ScriptedBackend(*[Fault.rate_limited(0.0)] * 3, responder=lambda _b: Reply("{}"))
    c = LLMClient(
        backend, limiter=AdaptiveLimiter(8), retry=RetryPolicy(backoff_base=0.001), sleep=lambda _s: None
    )
    c.call(REQ)
    assert c.limiter.limit < 8
    assert c.stats()["concurrency_decreases"] == 3


def test_backend_error_classification() -> None:
    assert BackendError.from_status(429, "x").kind == "rate_limit"
    assert BackendError.from_status(500, "x").retryable
    assert BackendError.from_status(408, "x").retryable
    assert not BackendError.from_status(400, "x").retryable
    assert BackendError.from_status(401, "x").kind == "auth"


def test_public_url_drops_credentials() -> None:
    assert public_url("https://user:pw@host:8443/v1?api-key=abc#x") == "https://host:8443/v1"
