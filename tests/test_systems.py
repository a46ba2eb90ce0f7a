"""Running the system under test: an HTTP RAG endpoint on 127.0.0.1 (normal, slow, 500s,
malformed JSON, dropped connections, wrong paths, unreachable), ``--system
module:function``, LangChain runnables (real langchain-core) and LlamaIndex query
engines (real llama-index-core, offline with its mock LLM and embeddings)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import iter_samples
from ragmeter.errors import ConfigError
from ragmeter.systems import (
    EndpointSystem,
    JsonPath,
    LangChainSystem,
    PathError,
    SystemRun,
    SystemUnreachable,
    read_output,
)
from ragmeter.testing import Fault
from ragmeter.testing.rag_server import FakeRAGServer

CORPUS = EXAMPLES / "corpus"
QUESTIONS = [
    {"id": "q1", "question": "When was Larkspur Cycles founded?", "category": "simple"},
    {"id": "q2", "question": "How much does the Alder weigh?", "category": "simple"},
    {"id": "q3", "question": "해오름 시립도서관은 언제 처음 문을 열었나요?", "category": "simple"},
    {
        "id": "q4",
        "question": "What will Larkspur sell in 2099?",
        "category": "unanswerable",
        "relevant_ids": [],
    },
]


@pytest.fixture
def rag() -> Iterator[FakeRAGServer]:
    with FakeRAGServer(CORPUS) as srv:
        yield srv


def summary(result: Any) -> dict[str, Any]:
    return dict(result.to_dict()["summary"])


def samples(result: Any) -> list[dict[str, Any]]:
    return list(result.to_dict()["samples"])


def endpoint(srv: FakeRAGServer, **kw: Any) -> EndpointSystem:
    kw.setdefault("contexts_path", "contexts[*].text")
    kw.setdefault("ids_path", "contexts[*].id")
    kw.setdefault("backoff_base", 0.01)
    return EndpointSystem(srv.url, request='{"query": "{question}", "meta": {"id": "{id}"}}', **kw)


def test_endpoint_answers_and_ids(rag: FakeRAGServer, tmp_path: Path) -> None:
    run = SystemRun(endpoint(rag), save_answers=tmp_path / "answers.jsonl")
    res = ragmeter.evaluate(QUESTIONS, system=run)
    got = samples(res)
    assert [s["id"] for s in got] == ["q1", "q2", "q3", "q4"]
    assert "2009" in got[0]["answer"] and got[0]["contexts"][0]["id"] == "en/company-history.md#0-827"
    assert got[3]["answer"] == "I don't know." and got[3]["diagnosis"] == "correct_refusal"
    assert {"query": QUESTIONS[0]["question"], "meta": {"id": "q1"}} in rag.requests  # any arrival order
    sys_summary = summary(res)["system"]
    assert sys_summary["calls"] == 4 and sys_summary["errors"] == 0 and sys_summary["answered"] == 4
    lat = sys_summary["latency_s"]
    assert 0 < lat["p50"] <= lat["p95"] <= lat["max"]
    assert sys_summary["config"]["url"] == rag.url and sys_summary["spec"] == f"endpoint:{rag.url}"
    saved = list(iter_samples(tmp_path / "answers.jsonl"))  # a valid ragmeter input
    assert [s.id for s in saved] == ["q1", "q2", "q3", "q4"]
    assert saved[1].metadata["system_call"]["status"] == "ok" and saved[1].contexts[0].id


def test_slow_answers_time_out_per_sample(rag: FakeRAGServer) -> None:
    # q2 outlives both of its attempts; the others must answer within the timeout, so it
    # is generous (a loaded machine is slow, never 30 s slow for a local reply)
    rag.push(Fault.none(), Fault.hang(60.0), Fault.hang(60.0))
    res = ragmeter.evaluate(
        QUESTIONS, system=SystemRun(endpoint(rag, timeout=2.0, max_retries=1, concurrency=1))
    )
    got = samples(res)
    statuses = [s["scores"]["faithfulness"]["status"] for s in got]
    assert statuses == ["ok", "system_error", "ok", "ok"]
    assert "no reply within 2s (gave up after 2 attempts)" in got[1]["diagnosis_reason"]
    assert summary(res)["system"]["errors"] == 1


def test_an_endpoint_whose_first_calls_all_time_out_is_unusable() -> None:
    with (
        FakeRAGServer(CORPUS, latency=1.0) as slow,
        pytest.raises(
            SystemUnreachable, match=r"its first 3 calls all failed; the last: no reply within 0\.1s"
        ),
    ):
        ragmeter.evaluate(
            QUESTIONS, system=SystemRun(endpoint(slow, timeout=0.1, max_retries=0, concurrency=1))
        )


def test_latency_percentiles_of_a_slow_endpoint() -> None:
    with FakeRAGServer(CORPUS, latency=0.05) as slow:
        res = ragmeter.evaluate(QUESTIONS * 1, system=SystemRun(endpoint(slow, concurrency=2)))
    lat = summary(res)["system"]["latency_s"]
    assert lat["p50"] >= 0.05 and lat["n"] == 4


def test_500s_are_retried_then_a_system_error(rag: FakeRAGServer) -> None:
    rag.push(Fault.server_error(500), Fault.server_error(503))
    run = SystemRun(endpoint(rag, concurrency=1, max_retries=2))
    res = ragmeter.evaluate(QUESTIONS, system=run)
    assert summary(res)["system"]["errors"] == 0 and summary(res)["system"]["retries"] == 2
    rag.push(*[Fault.server_error(500)] * 3)
    res = ragmeter.evaluate(QUESTIONS[:2], system=SystemRun(endpoint(rag, concurrency=1, max_retries=2)))
    first, second = samples(res)
    assert first["scores"]["faithfulness"]["status"] == "system_error"
    assert (
        "HTTP 500" in first["scores"]["faithfulness"]["reason"] and "3 attempts" in first["diagnosis_reason"]
    )
    assert second["scores"]["faithfulness"]["status"] == "ok"
    assert summary(res)["metrics"]["faithfulness"]["statuses"] == {"ok": 1, "system_error": 1}


def test_malformed_json_and_dropped_connections(rag: FakeRAGServer) -> None:
    rag.push(Fault.none(), Fault.malformed("{'answer': oops"), Fault.disconnect())
    res = ragmeter.evaluate(QUESTIONS, system=SystemRun(endpoint(rag, concurrency=1, max_retries=0)))
    statuses = [s["scores"]["faithfulness"]["status"] for s in samples(res)]
    reasons = [s["scores"]["faithfulness"]["reason"] for s in samples(res)]
    assert statuses == ["ok", "system_error", "system_error", "ok"]
    assert "not JSON" in reasons[1] and "connection failed" in reasons[2]
    assert summary(res)["system"]["error_reasons"]


def test_paths_that_do_not_fit_the_reply(rag: FakeRAGServer) -> None:
    res = ragmeter.evaluate(QUESTIONS[:1], system=SystemRun(endpoint(rag, answer_path="data.answer")))
    reason = samples(res)[0]["scores"]["faithfulness"]["reason"]
    assert "no key 'data' at $ (keys: answer, contexts)" in reason
    with pytest.raises(ConfigError, match="request must contain"):
        EndpointSystem(rag.url, request='{"query": "hello"}')
    with pytest.raises(ConfigError, match="not valid JSON"):
        EndpointSystem(rag.url, request="{query: {question}}")
    with pytest.raises(ConfigError, match="cannot read"):
        JsonPath.parse("contexts[x]")


def test_unreachable_endpoint_stops_the_run() -> None:
    with FakeRAGServer(CORPUS) as srv:
        url = srv.url
    with pytest.raises(SystemUnreachable, match=r"cannot reach the system endpoint .* so it cannot be used"):
        ragmeter.evaluate(QUESTIONS, system=SystemRun(EndpointSystem(url, max_retries=0)))


def test_json_paths() -> None:
    doc = {"data": {"answer": "A", "hits": [{"text": "t1", "id": 1}, {"text": "t2", "id": 2}]}}
    assert JsonPath.parse("data.answer").get(doc) == "A"
    assert JsonPath.parse("$.data.hits[*].text").get(doc) == ["t1", "t2"]
    assert JsonPath.parse("data.hits[-1].id").get(doc) == 2
    with pytest.raises(PathError, match=r"\$.data.hits has 2 items, no \[5\]"):
        JsonPath.parse("data.hits[5]").get(doc)
    with pytest.raises(PathError, match=r"expected a list at \$.data.answer, found a string"):
        JsonPath.parse("data.answer[*]").get(doc)


def test_cli_eval_endpoint_end_to_end(rag: FakeRAGServer, tmp_path: Path) -> None:
    data = tmp_path / "testset.jsonl"
    data.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in QUESTIONS), encoding="utf-8")
    args = ["eval", str(data), "--endpoint", rag.url, "--request", '{"query": "{question}"}',
            "--contexts-path", "contexts[*].text", "--ids-path", "contexts[*].id", "--concurrency", "3",
            "--timeout", "5", "--save-answers", str(tmp_path / "a.jsonl")]  # fmt: skip
    args += ["--json", str(tmp_path / "r.json")]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    assert f"System endpoint:{rag.url}: 4 calls, none failed, latency p50 " in res.output
    out = json.loads((tmp_path / "r.json").read_text())
    assert out["summary"]["system"]["calls"] == 4 and out["summary"]["dataset"]["name"] == str(data)
    assert len((tmp_path / "a.jsonl").read_text().splitlines()) == 4
    res = CliRunner().invoke(main, ["runs", "show", "latest", "--json", str(tmp_path / "show.json")])
    assert json.loads((tmp_path / "show.json").read_text())["summary"]["system"]["spec"].startswith(
        "endpoint:"
    )


def test_cli_system_options_usage_errors(tmp_path: Path) -> None:
    data = tmp_path / "t.jsonl"
    data.write_text(json.dumps(QUESTIONS[0]) + "\n", encoding="utf-8")
    for extra, message in (
        (["--system", "a:b", "--endpoint", "http://127.0.0.1:9/q"], "either --system or --endpoint"),
        (["--answer-path", "x"], "--answer-path only apply with --endpoint"),
        (["--save-answers", str(tmp_path / "a.jsonl")], "needs --system or --endpoint"),
        (["--concurrency", "2"], "for the offline judge use --workers"),
        (["--system", "no_such_module_xyz:f"], "no module named 'no_such_module_xyz'"),
        (["--system", "json:nothing_here"], "json has no attribute 'nothing_here'"),
        (["--system", "json:JSONDecoder"], "is a class"),
        (["--endpoint", "ftp://x/y"], "http(s)://host"),
        (["--endpoint", "http://127.0.0.1:9/q", "--dry-run"], "--dry-run cannot estimate"),
    ):
        res = CliRunner().invoke(main, ["eval", str(data), "--no-store", *extra])
        assert res.exit_code == 2, (extra, res.output)
        assert message in res.output, (extra, res.output)


def test_cli_system_from_a_file(tmp_path: Path) -> None:
    (tmp_path / "my_rag.py").write_text(
        "CALLS = []\n"
        "def answer(question):\n"
        "    CALLS.append(question)\n"
        "    if 'boom' in question:\n"
        "        raise RuntimeError('index offline')\n"
        "    return {'answer': 'Larkspur Cycles was founded in 2009.',\n"
        "            'contexts': [{'id': 'c1', 'text': 'Larkspur Cycles was founded in 2009.'}]}\n",
        encoding="utf-8",
    )
    data = tmp_path / "t.jsonl"
    data.write_text(json.dumps(QUESTIONS[0]) + "\n" + json.dumps({"id": "b", "question": "boom?"}) + "\n")
    res = CliRunner().invoke(
        main,
        [
            "eval",
            str(data),
            "--system",
            f"{tmp_path / 'my_rag.py'}:answer",
            "--json",
            str(tmp_path / "r.json"),
        ],
    )
    assert res.exit_code == 0, res.output
    assert "1 failed" in res.output and "the system raised RuntimeError: index offline" in res.output
    out = json.loads((tmp_path / "r.json").read_text())
    assert out["summary"]["system"]["spec"].endswith("my_rag.py:answer")
    assert out["samples"][1]["scores"]["faithfulness"]["status"] == "system_error"
    broken = tmp_path / "broken.py"
    broken.write_text("raise ValueError('bad config')\n")
    res = CliRunner().invoke(main, ["eval", str(data), "--no-store", "--system", f"{broken}:f"])
    assert res.exit_code == 2 and "raised ValueError: bad config" in res.output


def test_output_shapes() -> None:
    assert read_output(("a", ["c"])) == ("a", ["c"])
    assert read_output({"response": "a", "retrieved_contexts": ["c"]}) == ("a", ["c"])
    assert read_output("just text") == ("just text", [])
    with pytest.raises(ValueError, match="no answer"):
        read_output({"foo": 1})
    with pytest.raises(ValueError, match="returned a int"):
        read_output(3)


def test_langchain_runnables() -> None:
    lc = pytest.importorskip("langchain_core")
    from langchain_core.documents import Document
    from langchain_core.messages import AIMessage
    from langchain_core.runnables import RunnableLambda, RunnableParallel

    docs = [Document(page_content="Larkspur Cycles was founded in 2009.", id="d1", metadata={"source": "a"}),
            Document(page_content="The Alder weighs 19 kilograms.", metadata={"id": "d2"})]  # fmt: skip
    retriever = RunnableLambda(lambda q: docs)
    # the shape of create_retrieval_chain: {"input"} in, {"input", "context", "answer"} out
    chain = RunnableParallel(
        context=lambda x: retriever.invoke(x["input"]), input=lambda x: x["input"]
    ).assign(answer=lambda x: "Larkspur Cycles was founded in 2009.")
    res = ragmeter.evaluate(QUESTIONS[:1], system=LangChainSystem(chain, input_key="input"))
    got = samples(res)[0]
    assert got["answer"] == "Larkspur Cycles was founded in 2009."
    assert [c["id"] for c in got["contexts"]] == ["d1", "d2"]
    assert got["scores"]["faithfulness"]["value"] == 1.0
    assert summary(res)["system"]["config"]["kind"] == "langchain"
    message_chain = RunnableLambda(lambda q: AIMessage(content=f"echo: {q}"))
    res = ragmeter.evaluate(QUESTIONS[:1], system=message_chain)
    assert samples(res)[0]["answer"] == f"echo: {QUESTIONS[0]['question']}"
    assert lc.__version__


@pytest.mark.slow
def test_llamaindex_query_engine_offline() -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core import Document, Settings, VectorStoreIndex
    from llama_index.core.embeddings import MockEmbedding
    from llama_index.core.llms import MockLLM

    Settings.llm = MockLLM(max_tokens=8)
    Settings.embed_model = MockEmbedding(embed_dim=8)
    index = VectorStoreIndex.from_documents(
        [
            Document(text="Larkspur Cycles was founded in 2009."),
            Document(text="The Alder weighs 19 kilograms."),
        ]
    )
    engine = index.as_query_engine(similarity_top_k=2)
    res = ragmeter.evaluate(QUESTIONS[:1], system=engine)
    got = samples(res)[0]
    assert isinstance(got["answer"], str) and got["answer"]
    assert len(got["contexts"]) == 2 and all(c["id"] for c in got["contexts"])
    assert {c["text"] for c in got["contexts"]} == {
        "Larkspur Cycles was founded in 2009.",
        "The Alder weighs 19 kilograms.",
    }
    assert summary(res)["system"]["config"]["kind"] == "llamaindex"
