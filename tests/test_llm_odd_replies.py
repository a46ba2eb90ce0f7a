"""Odd replies from the judge's endpoint end as that sample's ``judge_error`` (or are read
correctly) and the run goes on: content as a number or as a list of parts, a refusal
that is a number, token counts of 1e999, 10**30 or -5, JSON nested 100,000 deep, and
embeddings that are NaN, infinite or zero (never a silent 0 with status ok). Through
the real HTTP server and the CLI: never exit 3."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.judges.llm import HTTPBackend, LLMConfig, LLMJudge, OpenAIBackend
from ragmeter.judges.llm.similarity import cosine
from ragmeter.testing import FakeOpenAIServer, Fault, Reply

pytest.importorskip("openai")

TRANSPORTS = {"openai": OpenAIBackend, "http": HTTPBackend}
SAMPLES = [
    {
        "id": f"q{i}",
        "question": f"How many days do I have to return item {i}?",
        "answer": f"Item {i} can be returned within 30 days.",
        "contexts": [f"Item {i} can be returned within 30 days of delivery."],
    }
    for i in range(3)
]


@pytest.fixture(params=sorted(TRANSPORTS))
def transport(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


def judge_for(server: FakeOpenAIServer, transport: str, **cfg: Any) -> LLMJudge:
    backend = TRANSPORTS[transport](server.url, "k", 5.0)
    return LLMJudge(backend, LLMConfig(model="m", backoff_base=0.01, **cfg), sleep=lambda _s: None)


def chat(message: dict[str, Any], usage: Any = None) -> dict[str, Any]:
    body: dict[str, Any] = {"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}
    if usage is not None:
        body["usage"] = usage
    return body


DEEP = "[" * 100_000 + "]" * 100_000
HUGE = '{"choices": [{"message": {"content": "{}"}}], "usage": {"prompt_tokens": 1e999}}'
ODD = {
    "content_number": (Fault.body(chat({"content": 42})), "message.content is a number"),
    "refusal_number": (Fault.body(chat({"content": None, "refusal": 1})), "message.refusal is a number"),
    "tokens_1e999": (Fault.body(HUGE), "not a token count"),
    "tokens_10e30": (Fault.body(chat({"content": "{}"}, {"completion_tokens": 10**30})), "not a token count"),
    "tokens_negative": (Fault.body(chat({"content": "{}"}, {"prompt_tokens": -5})), "= -5, not a token"),
    "body_nested": (Fault.body(DEEP), "nested too deeply"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(ODD))
def test_an_odd_reply_is_that_samples_judge_error(
    server: FakeOpenAIServer, transport: str, case: str
) -> None:
    fault, message = ODD[case]
    server.push(fault)
    run = ragmeter.evaluate(SAMPLES, metrics=["faithfulness"], judge=judge_for(server, transport), workers=1)
    first, *rest = (r.scores["faithfulness"] for r in run.samples)
    assert first.status.value == "judge_error" and message in first.reason
    assert all(s.ok for s in rest)  # the run went on
    assert run.samples[0].diagnosis.label.value == "unknown"  # never "pass" on a judge error
    assert "the judge failed on faithfulness" in run.samples[0].diagnosis.reason


def test_content_nested_deeply_is_invalid_then_judge_error(server: FakeOpenAIServer, transport: str) -> None:
    server.push(Reply(DEEP), Reply(DEEP))  # the reply, then the repair's
    run = ragmeter.evaluate(SAMPLES, metrics=["faithfulness"], judge=judge_for(server, transport), workers=1)
    first = run.samples[0].scores["faithfulness"]
    assert first.status.value == "judge_error" and "nested too deeply" in first.reason
    assert run.samples[1].scores["faithfulness"].ok


def test_content_as_text_parts_is_read(server: FakeOpenAIServer, transport: str) -> None:
    decomposed = json.dumps(
        {"noncommittal": False, "answer_claims": ["Item 0 can be returned within 30 days."]}
    )
    half = len(decomposed) // 2
    parts = [{"type": "text", "text": decomposed[:half]}, {"type": "text", "text": decomposed[half:]}]
    server.push(Fault.body(chat({"content": parts}, {"prompt_tokens": 10, "completion_tokens": 5})))
    run = ragmeter.evaluate(SAMPLES[:1], metrics=["faithfulness"], judge=judge_for(server, transport))
    assert run.samples[0].scores["faithfulness"].value == 1.0


@pytest.mark.parametrize(
    ("vector", "why"),
    [
        ([float("nan")] * 4, "NaN or infinite"),
        ([1.0, float("inf"), 0.0, 0.0], "NaN or infinite"),
        ([0.0] * 4, "all zeros"),
    ],
)
def test_unusable_embeddings_void_relevancy_never_a_silent_zero(
    server: FakeOpenAIServer, transport: str, vector: list[float], why: str
) -> None:
    n = 4  # the question and the three generated questions (at most)
    data = [{"object": "embedding", "index": i, "embedding": vector} for i in range(n)]
    server.push_embeddings(*[Fault.body({"data": data})] * 3)
    judge = judge_for(server, transport, embeddings_model="emb")
    run = ragmeter.evaluate(SAMPLES[:1], metrics=["answer_relevancy", "faithfulness"], judge=judge)
    relevancy = run.samples[0].scores["answer_relevancy"]
    assert relevancy.status.value == "judge_error" and relevancy.value is None
    assert why in relevancy.reason
    assert run.samples[0].scores["faithfulness"].ok  # only what needed the vectors is void


def test_cosine_has_no_silent_zero() -> None:
    assert cosine([1e308, 1e308], [1e308, 1e308]) == pytest.approx(1.0)  # no overflow
    assert cosine([1e-320, 0.0], [1.0, 0.0]) == pytest.approx(1.0)  # no underflow to 0/0
    for bad in ([0.0, 0.0], [float("nan"), 1.0], [float("inf"), 1.0], []):
        with pytest.raises(ValueError, match="no cosine"):
            cosine(bad, [1.0, 0.0][: len(bad)] or [])
    with pytest.raises(ValueError, match="dimensions"):
        cosine([1.0], [1.0, 2.0])


def test_cli_odd_replies_never_exit_3(
    server: FakeOpenAIServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    data = tmp_path / "d.jsonl"
    data.write_text("".join(json.dumps(s) + "\n" for s in SAMPLES), encoding="utf-8")
    server.push(ODD["content_number"][0], ODD["tokens_1e999"][0])
    out = tmp_path / "r.json"
    res = CliRunner().invoke(
        main,
        ["eval", str(data), "--judge", "llm:m", "--base-url", server.url, "--no-store", "--no-cache",
         "--concurrency", "1", "--json", str(out)],
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    strict = json.loads(out.read_text(), parse_constant=lambda c: pytest.fail(f"{c} in the JSON"))
    statuses = strict["summary"]["metrics"]["faithfulness"]["statuses"]
    assert statuses["judge_error"] >= 1 and statuses["ok"] >= 1
