"""The production loop with real clients: an app instrumented with the OpenTelemetry SDK
sends traces over OTLP/HTTP to `ragmeter collect` (a process started by the test), then
`ragmeter eval --traces` evaluates them; the same traces imported from an OTLP/JSON file
give the same run; bad payloads are refused while the receiver keeps serving."""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from click.testing import CliRunner
from tests.trace_helpers import TRAFFIC, otlp_json_line, otlp_request, provider, run_app

pytest.importorskip("opentelemetry.proto")
pytest.importorskip("opentelemetry.exporter.otlp.proto.http")

from ragmeter.cli.main import main

FAST = ["--ci-resamples", "0"]


class Receiver:
    """``ragmeter collect`` in a child process, on a free port."""

    def __init__(self, store: Path) -> None:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ragmeter.cli.main",
                "collect",
                "--port",
                "0",
                "--store",
                str(store),
                "--max-body-mb",
                "2",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "COLUMNS": "200"},
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()  # the URL line, flushed before serving
        assert line.startswith("ragmeter collecting OTLP/HTTP traces at http://127.0.0.1:"), line
        self.url = line.split(" at ", 1)[1].split()[0]
        parts = urlsplit(self.url)
        self.host, self.port = parts.hostname or "", int(parts.port or 0)

    def post(self, body: bytes, content_type: str, **headers: str) -> tuple[int, bytes]:
        conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            conn.request("POST", "/v1/traces", body=body, headers={"Content-Type": content_type, **headers})
            resp = conn.getresponse()
            return resp.status, resp.read()
        finally:
            conn.close()

    def stop(self) -> tuple[str, str]:
        self.proc.send_signal(signal.SIGTERM)
        out, err = self.proc.communicate(timeout=60)
        return out, err


@pytest.fixture
def receiver(tmp_path: Path) -> Iterator[Receiver]:
    r = Receiver(tmp_path / "traffic.db")
    yield r
    if r.proc.poll() is None:
        r.proc.kill()
        r.proc.communicate()


def cli(*args: Any) -> Any:
    res = CliRunner().invoke(main, [str(a) for a in args])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return res


def send_with_sdk(url: str, *, also: Any = None) -> None:
    """The app, exporting with the SDK's OTLP/HTTP (protobuf) exporter in batches."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

    tp = provider(BatchSpanProcessor(OTLPSpanExporter(endpoint=url), max_export_batch_size=4))
    if also is not None:
        tp.add_span_processor(SimpleSpanProcessor(also))
    run_app(tp)
    assert tp.force_flush(30_000)
    tp.shutdown()


def samples(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["samples"])


def test_sdk_traffic_is_evaluated_and_a_file_of_it_gives_the_same_run(
    receiver: Receiver, tmp_path: Path
) -> None:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    copy = InMemorySpanExporter()
    send_with_sdk(receiver.url, also=copy)
    out, err = receiver.stop()
    assert "stopped:" in out and "10 new spans" in out and "0 bad requests" in out, out + err

    store = tmp_path / "traffic.db"
    res = cli("eval", "--traces", "--store", store, "--json", tmp_path / "wire.json", *FAST)
    assert res.exit_code == 0, res.output
    assert "Took 3 of 3 interactions from 3 traces" in res.output
    got = {s["question"]: s for s in samples(tmp_path / "wire.json")}
    for question, docs, answer in TRAFFIC:
        s = got[question]
        assert s["answer"] == answer
        assert [(c["id"], c["text"]) for c in s["contexts"]] == [(d, t) for d, t, _ in docs]
        assert s["id"] == f"{s['trace']['trace_id']}:{s['trace']['span_id']}"
    faithful, unfaithful, chat = (got[q] for q, _, _ in TRAFFIC)
    assert faithful["scores"]["faithfulness"]["value"] == 1.0
    assert unfaithful["scores"]["faithfulness"]["value"] < 1.0
    assert chat["scores"]["faithfulness"]["status"] == "not_applicable"  # no retrieval step
    assert chat["trace"]["retrieval"] is False and chat["trace"]["model"] == "gpt-test"

    listed = cli("traces", "list", "--run", "latest", "--json", "--store", store)
    trace_ids = {json.loads(line)["trace_id"] for line in listed.output.splitlines()}
    assert trace_ids == {s["trace"]["trace_id"] for s in got.values()}  # the run lists the trace ids

    # The same spans, as the Collector's file exporter writes them, in another store.
    exported = tmp_path / "collector-export.jsonl"
    exported.write_text(otlp_json_line(otlp_request(copy.get_finished_spans())) + "\n", encoding="utf-8")
    other = tmp_path / "imported.db"
    res = cli("traces", "import", exported, "--store", other)
    assert "10 spans in 3 traces (otlp-json): 3 interactions" in res.output
    assert cli("eval", "--traces", "--store", other, "--json", tmp_path / "file.json", *FAST).exit_code == 0
    wire, file = (json.loads((tmp_path / n).read_text()) for n in ("wire.json", "file.json"))
    assert wire["samples"] == file["samples"]
    for key in ("metrics", "diagnosis", "dataset"):
        assert wire["summary"][key] == file["summary"][key]


def test_bad_payloads_are_refused_and_the_receiver_keeps_what_it_had(
    receiver: Receiver, tmp_path: Path
) -> None:
    from tests.trace_helpers import finished_spans

    good = otlp_request(finished_spans())
    assert receiver.post(good.SerializeToString(), "application/x-protobuf")[0] == 200
    truncated = good.SerializeToString()[:-9]
    status, body = receiver.post(truncated, "application/x-protobuf")
    assert status == 400
    from google.rpc.status_pb2 import Status

    assert "protobuf" in Status.FromString(body).message
    status, _ = receiver.post(b"x" * (50 * 1024 * 1024), "application/x-protobuf")
    assert status == 413
    wrong = b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"name": 5, "kind": "sideways"}]}]}]}'
    status, body = receiver.post(wrong, "application/json")
    assert status == 400 and b"Failed to parse name field" in body
    # still serving: a new good request is taken, and nothing from before is lost
    later = otlp_request(finished_spans(TRAFFIC[:1]))
    assert receiver.post(otlp_json_line(later).encode(), "application/json")[0] == 200
    out, err = receiver.stop()
    assert "3 bad requests" in out and "14 new spans" in out, out
    assert err.count("ragmeter collect: 4") == 3  # one line per refused request (400, 413, 400)
    listed = cli("traces", "list", "--json", "--store", tmp_path / "traffic.db")
    assert len(listed.output.splitlines()) == 4


@pytest.mark.filterwarnings(
    "ignore:Calling .text\\(\\) as a method is deprecated"
)  # inside the instrumentation
def test_openinference_langchain_instrumentation(receiver: Receiver, tmp_path: Path) -> None:
    pytest.importorskip("langchain_core")
    instrumentation = pytest.importorskip("openinference.instrumentation.langchain")
    from langchain_core.documents import Document
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langchain_core.output_parsers import StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_core.retrievers import BaseRetriever
    from langchain_core.runnables import RunnablePassthrough
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    class Shelf(BaseRetriever):
        def _get_relevant_documents(self, query: str, *, run_manager: Any = None) -> list[Document]:
            return [
                Document(page_content="Larkspur Cycles was founded in 2009.", id="kb-1"),
                Document(page_content="The Alder weighs 19 kilograms.", metadata={"id": "kb-2"}),
            ]

    tp = provider(SimpleSpanProcessor(OTLPSpanExporter(endpoint=receiver.url)))
    instrumentor = instrumentation.LangChainInstrumentor()
    instrumentor.instrument(tracer_provider=tp)
    try:
        prompt = ChatPromptTemplate.from_messages(
            [("system", "Answer from: {context}"), ("human", "{question}")]
        )
        model = FakeListChatModel(responses=["Larkspur Cycles was founded in 2009."])
        chain = {"context": Shelf(), "question": RunnablePassthrough()} | prompt | model | StrOutputParser()
        assert chain.invoke("When was Larkspur Cycles founded?") == "Larkspur Cycles was founded in 2009."
    finally:
        instrumentor.uninstrument()
        tp.shutdown()
    receiver.stop()
    res = cli("eval", "--traces", "--store", tmp_path / "traffic.db", "--json", tmp_path / "lc.json", *FAST)
    assert res.exit_code == 0, res.output
    (s,) = samples(tmp_path / "lc.json")
    assert (s["question"], s["answer"]) == (
        "When was Larkspur Cycles founded?",
        "Larkspur Cycles was founded in 2009.",
    )
    assert [(c["id"], c["text"]) for c in s["contexts"]] == [
        ("kb-1", "Larkspur Cycles was founded in 2009."),
        ("kb-2", "The Alder weighs 19 kilograms."),
    ]
    assert s["scores"]["faithfulness"]["value"] == 1.0


def _phoenix_line(trace: int, question: str, days_ago: float) -> str:
    start = time.time() - days_ago * 86400
    return json.dumps(
        {
            "name": "rag",
            "context": {"trace_id": f"{trace:032x}", "span_id": f"{trace:016x}"},
            "span_kind": "CHAIN",
            "parent_id": None,
            "start_time": start,
            "end_time": start + 0.5,
            "status_code": "OK",
            "attributes": {"input.value": question, "output.value": "It opens at nine."},
        }
    )


def test_since_and_a_reproducible_sample(tmp_path: Path) -> None:
    path = tmp_path / "phoenix.jsonl"
    lines = [_phoenix_line(i, f"When does shop {i} open?", 0.1) for i in range(1, 41)]
    lines.append(_phoenix_line(99, "An old question?", 3))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    store = tmp_path / "s.db"
    assert (
        "41 spans in 41 traces (phoenix): 41 interactions"
        in cli("traces", "import", path, "--store", store).output
    )
    recent = cli("traces", "list", "--since", "1d", "--json", "--store", store)
    assert len(recent.output.splitlines()) == 40

    def taken(*extra: str) -> list[str]:
        out = tmp_path / "o.json"
        res = cli(
            "eval", "--traces", "--store", store, "--since", "1d", "--json", out, "--no-store", *FAST, *extra
        )
        assert res.exit_code == 0, res.output
        return [s["id"] for s in samples(out)]

    everything = taken()
    half = taken("--sample", "0.5", "--seed", "7")
    assert len(everything) == 40 and set(half) < set(everything) and 10 <= len(half) <= 30
    assert taken("--sample", "0.5", "--seed", "7") == half
    assert taken("--sample", "0.5", "--seed", "8") != half


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["eval"], "give DATA"),
        (["eval", "data.jsonl", "--traces"], "not both"),
        (["eval", "data.jsonl", "--since", "1d"], "with --traces"),
        (["eval", "--traces", "--sample", "0"], "(0, 1]"),
        (["eval", "--traces", "--since", "yesterday"], "--since"),
        (["eval", "--traces", "--engine", "ray"], "on this machine"),
        (["eval", "--traces", "--endpoint", "http://127.0.0.1:9/ask"], "ask it again"),
        (["eval", "--traces"], "no run history"),
    ],
)
def test_eval_traces_usage_errors(tmp_path: Path, args: list[str], message: str) -> None:
    res = CliRunner().invoke(main, [*args, "--store", str(tmp_path / "none.db")])
    assert res.exit_code == 2 and message in res.output, res.output


def test_nothing_to_evaluate_says_why(tmp_path: Path) -> None:
    path = tmp_path / "embed.jsonl"
    path.write_text(
        json.dumps(
            {
                "name": "embed",
                "context": {"trace_id": "ab" * 16, "span_id": "cd" * 8},
                "span_kind": "EMBEDDING",
                "start_time": "2025-01-01T00:00:00Z",
                "status_code": "OK",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    store = tmp_path / "s.db"
    assert "1 top span(s) skipped: a EMBEDDING span" in cli("traces", "import", path, "--store", store).output
    res = CliRunner().invoke(main, ["eval", "--traces", "--store", str(store)])
    assert (
        res.exit_code == 2
        and "nothing to evaluate: 1 complete traces all, holding no interaction" in res.output
    )
