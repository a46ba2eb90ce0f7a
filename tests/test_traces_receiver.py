"""The OTLP/HTTP receiver without a socket (``Collector.handle``), OTLP decoding in both
encodings, and ``traces import`` files: what is kept, what is refused and why."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from tests.trace_helpers import finished_spans, otlp_json_line, otlp_request

pytest.importorskip("opentelemetry.proto")
pytest.importorskip("opentelemetry.sdk")

from ragmeter.errors import DataError
from ragmeter.store import Store
from ragmeter.traces.files import read_spans
from ragmeter.traces.interactions import interactions
from ragmeter.traces.otlp import decode_json, decode_protobuf, request_spans
from ragmeter.web.collector import Collector

PB = {"Content-Type": "application/x-protobuf"}
JS = {"Content-Type": "application/json"}


@pytest.fixture(scope="module")
def request_message() -> Any:
    return otlp_request(finished_spans())


@pytest.fixture
def collector(tmp_path: Path) -> Any:
    store = Store(tmp_path / "s.db")
    lines: list[str] = []
    c = Collector(store.traces, max_body=200_000, max_decoded=400_000, log=lines.append)
    c.lines = lines  # type: ignore[attr-defined]
    yield c
    store.close()


def _interactions(store: Any) -> list[Any]:
    return [i for spans in store.traces.spans_by_trace(settle_s=None) for i in interactions(spans)[0]]


def test_protobuf_and_json_give_the_same_spans(request_message: Any) -> None:
    from_pb, rejected = request_spans(decode_protobuf(request_message.SerializeToString()))
    from_js, _ = request_spans(decode_json(otlp_json_line(request_message).encode()))
    assert rejected == [] and len(from_pb) == 10  # 2 RAG calls of 4 spans, a chat call of 2
    assert sorted(from_pb, key=lambda s: s.span_id) == sorted(from_js, key=lambda s: s.span_id)


def test_a_request_is_stored_and_answered_in_its_encoding(collector: Any, request_message: Any) -> None:
    body = request_message.SerializeToString()
    resp = collector.handle("POST", "/v1/traces", PB, body)
    assert (resp.status, resp.content_type, resp.body) == (200, "application/x-protobuf", b"")
    again = collector.handle(
        "POST",
        "/v1/traces",
        {**JS, "Content-Encoding": "gzip"},
        gzip.compress(otlp_json_line(request_message).encode()),
    )
    assert again.status == 200 and json.loads(again.body) == {}
    stats = collector.stats.snapshot()
    assert (stats["requests"], stats["new_spans"], stats["duplicates"], stats["bad_requests"]) == (
        2,
        10,
        10,
        0,
    )
    found = _interactions(collector.sink.store)
    assert sorted(i.question for i in found) == sorted(
        ["When was Larkspur Cycles founded?", "How much does the Alder weigh?", "Say hello to the customer."]
    )


def test_a_bad_trace_is_rejected_the_rest_kept(collector: Any, request_message: Any) -> None:
    bad = type(request_message)()
    bad.CopyFrom(request_message)
    victim = bad.resource_spans[0].scope_spans[0].spans[0]
    victim.span_id = b"\x00" * 8  # an invalid id: its whole trace goes
    resp = collector.handle("POST", "/v1/traces", PB, bad.SerializeToString())
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceResponse

    answer = ExportTraceServiceResponse.FromString(resp.body)
    assert resp.status == 200 and answer.partial_success.rejected_spans >= 1
    assert "all zeros" in answer.partial_success.error_message
    assert len(_interactions(collector.sink.store)) == 2  # the other two traces


@pytest.mark.parametrize(
    ("headers", "body", "status", "reason"),
    [
        (PB, b"\x0a\xff\xff\xff\x0f", 400, "not a protobuf"),  # a length running past the end
        (
            JS,
            b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"startTimeUnixNano": {"x": 1}}]}]}]}',
            400,
            "startTimeUnixNano",
        ),
        (JS, b'{"resourceSpans": "many"}', 400, "resourceSpans"),
        (
            JS,
            b'{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "not hex"}]}]}]}',
            400,
            "hex digits",
        ),
        (JS, b"[1, 2]", 400, "an object with resourceSpans"),
        (JS, b'{"a": NaN}', 400, "not valid JSON"),
        (JS, b"\xff\xfe{}", 400, "not UTF-8"),
        ({**JS, "Content-Encoding": "gzip"}, b"\x1f\x8b\x08\x00", 400, "gzip"),
        ({**JS, "Content-Encoding": "br"}, b"{}", 415, "Content-Encoding"),
        ({"Content-Type": "text/plain"}, b"{}", 415, "Content-Type"),
        (JS, b"{" * 300_000, 413, "over"),
        ({**JS, "Content-Encoding": "gzip"}, gzip.compress(b" " * 500_000), 413, "decompressed"),
    ],
)
def test_bad_payloads_get_4xx_with_the_reason(
    collector: Any, headers: dict[str, str], body: bytes, status: int, reason: str
) -> None:
    resp = collector.handle("POST", "/v1/traces", headers, body)
    assert resp.status == status
    if status != 415 or "Content-Type" not in reason:
        text = resp.body.decode("utf-8", "replace")
        assert reason in text, text
    assert collector.stats.snapshot()["bad_requests"] == 1 and len(collector.lines) == 1


def test_status_bodies_are_google_rpc_status(collector: Any) -> None:
    from google.rpc.status_pb2 import Status

    resp = collector.handle("POST", "/v1/traces", PB, b"\x0a\x05abc")
    status = Status.FromString(resp.body)
    assert resp.status == 400 and status.code == 3 and "protobuf" in status.message


def test_other_routes(collector: Any) -> None:
    assert collector.handle("GET", "/", {}, b"").status == 200
    assert collector.handle("GET", "/v1/traces", {}, b"").status == 405
    assert collector.handle("POST", "/v1/metrics", PB, b"").status == 404
    assert collector.handle("POST", "/v1/traces", PB, b"").status == 200  # an empty export is valid


def test_a_store_that_cannot_take_spans_answers_503(tmp_path: Path, request_message: Any) -> None:
    import sqlite3

    class Full:
        def add(self, spans: Any, **kw: Any) -> Any:
            raise sqlite3.OperationalError("database or disk is full")

    resp = Collector(Full()).handle("POST", "/v1/traces", PB, request_message.SerializeToString())
    assert resp.status == 503 and resp.headers["Retry-After"] == "5"


# ---------------------------------------------------------------- files
def test_collector_file_export_imports_like_the_wire(tmp_path: Path, request_message: Any) -> None:
    path = tmp_path / "traces.jsonl"
    line = otlp_json_line(request_message)
    path.write_text(line + "\n\n" + line + "\n", encoding="utf-8")  # a retry repeats spans: kept once
    got = read_spans(str(path))
    assert got.formats == ("otlp-json",) and len(got.spans) == 10
    pretty = tmp_path / "one.json"
    pretty.write_text(json.dumps(json.loads(line), indent=2), encoding="utf-8")
    assert sorted(read_spans(str(pretty)).spans, key=lambda s: s.span_id) == sorted(
        got.spans, key=lambda s: s.span_id
    )


def test_phoenix_exports(tmp_path: Path) -> None:
    span = {
        "name": "llm",
        "context": {"trace_id": "ab" * 16, "span_id": "cd" * 8},
        "span_kind": "LLM",
        "parent_id": None,
        "start_time": "2025-01-01T00:00:00Z",
        "end_time": "2025-01-01T00:00:01Z",
        "status_code": "OK",
        "attributes": {
            "llm.input_messages.0.message.role": "user",
            "llm.input_messages.0.message.content": "Hi?",
            "llm.output_messages.0.message.content": "Hello.",
        },
    }
    page = tmp_path / "page.json"
    page.write_text(json.dumps({"data": [span], "next_cursor": None}), encoding="utf-8")
    lines = tmp_path / "spans.jsonl"
    lines.write_text(json.dumps(span) + "\n", encoding="utf-8")
    for path in (page, lines):
        got = read_spans(str(path))
        assert got.formats == ("phoenix",)
        (i,), _ = interactions(list(got.spans))
        assert (i.question, i.answer) == ("Hi?", "Hello.")


@pytest.mark.parametrize(
    ("content", "where", "message"),
    [
        ('{"resourceSpans": []}\n{"oops": 1}\n', "line 2", "neither an OTLP/JSON request"),
        ('{"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz"}]}]}]}\n', "line 1", "hex digits"),
        ('{"context": {"trace_id": "00", "span_id": "11"}}\n', "line 1", "trace id"),
        ('{"resourceSpans": []}\n{"resourceSpans": [\n', "line 2", ""),
        ("", None, "no spans found"),
        ("a,b\n1,2\n", "line 1", ""),
    ],
)
def test_bad_files_are_refused_with_the_place(
    tmp_path: Path, content: str, where: str | None, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_spans(str(path))
    text = str(info.value)
    assert text.startswith(str(path)) and message in text
    if where:
        assert where in text


def test_conflicting_copies_of_a_span_are_refused(tmp_path: Path, request_message: Any) -> None:
    other = type(request_message)()
    other.CopyFrom(request_message)
    other.resource_spans[0].scope_spans[0].spans[0].name = "renamed"
    path = tmp_path / "two.jsonl"
    path.write_text(otlp_json_line(request_message) + "\n" + otlp_json_line(other) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"line 2.*different content"):
        read_spans(str(path))


def test_gzip_files_are_named(tmp_path: Path, request_message: Any) -> None:
    path = tmp_path / "traces.jsonl"
    path.write_bytes(gzip.compress(otlp_json_line(request_message).encode()))
    with pytest.raises(DataError, match="gzip"):
        read_spans(str(path))


def test_a_missing_extra_is_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request_message: Any
) -> None:
    import sys

    from click.testing import CliRunner

    from ragmeter.cli.main import main

    monkeypatch.setitem(sys.modules, "opentelemetry.proto.collector.trace.v1", None)
    res = CliRunner().invoke(main, ["collect", "--port", "0", "--store", str(tmp_path / "s.db")])
    assert (
        res.exit_code == 2
        and "needs the traces extra" in res.output
        and "pip install 'ragmeter[traces]'" in res.output
    )
    otlp = tmp_path / "otlp.jsonl"
    otlp.write_text(otlp_json_line(request_message) + "\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["traces", "import", str(otlp), "--store", str(tmp_path / "s.db")])
    assert res.exit_code == 2 and "traces extra" in res.output and len(res.output.strip().splitlines()) == 1


def test_otlp_before_scope_spans_is_named(collector: Any) -> None:
    old = b'{"resourceSpans": [{"instrumentationLibrarySpans": [{"spans": []}]}]}'
    resp = collector.handle("POST", "/v1/traces", JS, old)
    assert resp.status == 400 and b"before 0.19" in resp.body


def test_a_trace_is_used_once_complete(tmp_path: Path, request_message: Any) -> None:
    spans, _ = request_spans(request_message)
    first = spans[0].trace_id
    children = [s for s in spans if s.trace_id == first and s.parent_id is not None]
    root = [s for s in spans if s.trace_id == first and s.parent_id is None]
    with Store(tmp_path / "s.db") as store:
        store.traces.add(children, source="otlp/http")  # an exporter sends children first
        assert store.traces.pending() == 1 and list(store.traces.spans_by_trace()) == []
        assert len(list(store.traces.spans_by_trace(settle_s=0))) == 1  # or once nothing came for a while
        store.traces.add(root, source="otlp/http")
        assert store.traces.pending() == 0
        (group,) = store.traces.spans_by_trace()
        assert len(group) == len(children) + 1 and len(interactions(group)[0]) == 1
