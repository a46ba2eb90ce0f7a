"""End to end through both transports (the openai SDK and the standard-library client)
against a real HTTP server on 127.0.0.1, with injected faults: each ends as a retried
success or an explicit status."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import ragmeter
from ragmeter.judges.llm import (
    Backend,
    CallCache,
    EndpointError,
    HTTPBackend,
    LLMConfig,
    LLMJudge,
    OpenAIBackend,
)
from ragmeter.sample import Status
from ragmeter.testing import FakeOpenAIServer, Fault, Reply

pytest.importorskip("openai")

KEY = "sk-test-0123456789abcdef"
SAMPLE = {
    "id": "q1",
    "question": "How many days do I have to return an item?",
    "answer": "Items can be returned within 30 days.",
    "reference": "Items can be returned within 30 days of delivery.",
    "contexts": ["Items can be returned within 30 days of delivery.", "Shipping takes 5 days."],
}


TRANSPORTS = {"openai": OpenAIBackend, "http": HTTPBackend}


@pytest.fixture(params=sorted(TRANSPORTS))
def transport(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def server(transport: str) -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(api_key=KEY) as srv:
        srv.transport = transport  # type: ignore[attr-defined]
        yield srv


def backend_for(url: str, transport: str, key: str = KEY, timeout: float = 5.0) -> Backend:
    return TRANSPORTS[transport](url, key, timeout)  # type: ignore[no-any-return]


def make_judge(
    server: FakeOpenAIServer, *, timeout: float = 5.0, cache: CallCache | None = None, **cfg: Any
) -> tuple[LLMJudge, list[float]]:
    sleeps: list[float] = []
    config = LLMConfig(model="fake-model", backoff_base=0.01, **cfg)
    backend = backend_for(server.url, server.transport, KEY, timeout)  # type: ignore[attr-defined]
    return LLMJudge(backend, config, cache=cache, sleep=sleeps.append), sleeps


def faithfulness(judge: LLMJudge) -> ragmeter.Score:
    result = ragmeter.evaluate([SAMPLE], metrics=["faithfulness"], judge=judge)
    return result.samples[0].scores["faithfulness"]


def test_plain_run_sends_structured_requests_with_usage(server: FakeOpenAIServer) -> None:
    judge, _ = make_judge(server, seed=3)
    result = ragmeter.evaluate([SAMPLE], metrics=["faithfulness", "answer_relevancy"], judge=judge)
    assert result.samples[0].scores["faithfulness"].value == 1.0
    assert server.calls == 2
    for req in server.requests:
        body = req["body"]
        assert body["response_format"]["type"] == "json_schema"
        assert body["temperature"] == 0
        assert body["seed"] == 3
        assert req["headers"]["Authorization"] == f"Bearer {KEY}"
    usage = result.summary.usage.to_dict()
    assert usage["calls"] == 2
    assert usage["prompt_tokens"] > 100
    assert usage["completion_tokens"] > 10


def test_429_with_retry_after_is_retried_after_waiting(server: FakeOpenAIServer) -> None:
    server.push(Fault.rate_limited(retry_after=1))
    judge, sleeps = make_judge(server)
    assert faithfulness(judge).value == 1.0
    assert server.calls == 3
    assert sleeps[0] >= 1.0
    assert judge.client.stats()["rate_limited"] == 1
    assert judge.client.limiter.limit < 8  # AIMD: halved on the 429


def test_500_is_retried(server: FakeOpenAIServer) -> None:
    server.push(Fault.server_error(500), Fault.server_error(503))
    judge, sleeps = make_judge(server)
    assert faithfulness(judge).value == 1.0
    assert len(sleeps) == 2


def test_hang_past_the_timeout_is_retried(server: FakeOpenAIServer) -> None:
    server.push(Fault.hang(60.0))
    judge, _ = make_judge(server, timeout=2.0)  # the retry's reply must come within it
    assert faithfulness(judge).value == 1.0
    assert judge.client.stats()["timeouts"] >= 1


def test_hang_on_every_attempt_ends_as_timeout(server: FakeOpenAIServer) -> None:
    server.push(*[Fault.hang(3.0)] * 2)
    judge, _ = make_judge(server, timeout=0.2, max_retries=1)
    score = faithfulness(judge)
    assert score.status is Status.TIMEOUT
    assert "no reply within 0.2s" in score.reason


def test_dropped_connection_is_retried(server: FakeOpenAIServer) -> None:
    server.push(Fault.disconnect())
    judge, _ = make_judge(server)
    assert faithfulness(judge).value == 1.0
    assert judge.client.stats()["connection_errors"] == 1


def test_malformed_json_is_repaired_once(server: FakeOpenAIServer) -> None:
    server.push(Fault.malformed())
    judge, _ = make_judge(server)
    assert faithfulness(judge).value == 1.0
    assert server.calls == 3
    repair_messages = server.requests[1]["body"]["messages"]
    assert [m["role"] for m in repair_messages] == ["system", "user", "assistant", "user"]


def test_malformed_twice_is_judge_error(server: FakeOpenAIServer) -> None:
    server.push(Fault.malformed(), Fault.malformed("not json at all"))
    judge, _ = make_judge(server)
    score = faithfulness(judge)
    assert score.status is Status.JUDGE_ERROR
    assert "not valid JSON" in score.reason
    assert server.calls == 2


def test_truncated_reply_is_retried_with_a_larger_budget(server: FakeOpenAIServer) -> None:
    server.push(Fault.truncated())
    judge, _ = make_judge(server)
    assert faithfulness(judge).value == 1.0
    assert [r["body"]["max_tokens"] for r in server.requests] == [4096, 8192, 4096]


def test_truncated_twice_is_truncated_status(server: FakeOpenAIServer) -> None:
    server.push(Fault.truncated(), Fault.truncated())
    judge, _ = make_judge(server)
    score = faithfulness(judge)
    assert score.status is Status.TRUNCATED
    assert "max_tokens=4096, then 8192" in score.reason


def test_refusal_is_judge_error(server: FakeOpenAIServer) -> None:
    server.push(Fault.refusal("I can't help with that request."))
    judge, _ = make_judge(server)
    score = faithfulness(judge)
    assert score.status is Status.JUDGE_ERROR
    assert "refused to judge: I can't help with that request." in score.reason


def test_scripted_answers_flow_through(server: FakeOpenAIServer) -> None:
    server.push(
        Reply({"noncommittal": False, "answer_claims": ["Returns take 30 days."]}, prompt_tokens=11),
        Reply(
            {
                "answer_claims_vs_contexts": [
                    {"id": 1, "reason": "r", "evidence": "", "supported_by": [], "verdict": "contradicted"}
                ]
            },
            completion_tokens=7,
        ),
    )
    judge, _ = make_judge(server)
    result = ragmeter.evaluate([SAMPLE], metrics=["faithfulness"], judge=judge)
    score = result.samples[0].scores["faithfulness"]
    assert score.value == 0.0
    assert score.details["claims"][0]["verdict"] == "contradicted"
    assert result.summary.usage.prompt_tokens >= 11


def test_wrong_key_stops_the_run_without_leaking_it(server: FakeOpenAIServer, transport: str) -> None:
    backend = backend_for(server.url, transport, "sk-wrong-key-abcdef")
    judge = LLMJudge(backend, LLMConfig(model="fake-model"))
    with pytest.raises(EndpointError) as info:
        ragmeter.evaluate([SAMPLE], metrics=["faithfulness"], judge=judge)
    assert "HTTP 401" in str(info.value)
    assert "sk-wrong-key-abcdef" not in str(info.value)


def test_concurrent_run_shares_one_limiter(server: FakeOpenAIServer) -> None:
    server.push(*[Fault.rate_limited(retry_after=0)] * 4)
    judge, _ = make_judge(server, concurrency=8)
    data = [{**SAMPLE, "id": f"q{i}", "question": f"{SAMPLE['question']} ({i})"} for i in range(16)]
    result = ragmeter.evaluate(data, metrics=["faithfulness"], judge=judge)
    assert all(r.scores["faithfulness"].ok for r in result.samples)
    stats = result.summary.usage.endpoint
    assert stats["rate_limited"] == 4
    assert 1 <= stats["concurrency_decreases"] <= 4
    assert result.summary.usage.calls == 32


def test_key_is_never_written(server: FakeOpenAIServer, tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    cache = CallCache(db)
    judge, _ = make_judge(server, cache=cache)
    result = ragmeter.evaluate([SAMPLE], judge=judge)
    judge.close()
    dumped = json.dumps(result.summary.to_dict(), default=str)
    dumped += json.dumps([r.to_dict() for r in result.samples])
    assert KEY not in dumped
    for f in tmp_path.iterdir():
        assert KEY.encode() not in f.read_bytes()
    assert len(CallCache(db)) == server.calls


def test_unreachable_endpoint_stops_the_run(transport: str) -> None:
    with FakeOpenAIServer() as srv:
        url = srv.url  # a port that was just free; nothing listens after the server stops
    backend = backend_for(url, transport, KEY, 2.0)
    judge = LLMJudge(backend, LLMConfig(model="m", max_retries=1, backoff_base=0.01))
    with pytest.raises(EndpointError, match="cannot reach the endpoint"):
        ragmeter.evaluate([SAMPLE], metrics=["faithfulness"], judge=judge)


def test_connection_errors_after_a_success_are_per_sample(server: FakeOpenAIServer) -> None:
    judge, _ = make_judge(server, max_retries=0)
    assert faithfulness(judge).ok
    server.push(Fault.disconnect())
    other = {**SAMPLE, "question": "Another question?"}
    result = ragmeter.evaluate([other], metrics=["faithfulness"], judge=judge)
    score = result.samples[0].scores["faithfulness"]
    assert score.status is Status.JUDGE_ERROR
    assert "connection failed" in score.reason
