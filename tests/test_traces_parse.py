"""Spans -> RAG interactions (pure): OpenInference and GenAI conventions, the choices made
where a trace is ambiguous, Phoenix's span exports, durations and the reproducible sample."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest

from ragmeter.errors import ConfigError
from ragmeter.traces import Span, interactions, parse_duration, take
from ragmeter.traces.phoenix import phoenix_span
from ragmeter.traces.spans import SpanError, flatten, iso, span_id_hex, trace_id_hex

T = "0af7651916cd43dd8448eb211c80319c"
BASE = 1_760_000_000_000_000_000


def span(sid: str, parent: str | None = None, start: int = 0, end: int = 10, **attrs: Any) -> Span:
    return Span(
        trace_id=T,
        span_id=sid.ljust(16, "0"),
        parent_id=None if parent is None else parent.ljust(16, "0"),
        name=f"span {sid}",
        start_ns=BASE + start * 1_000_000,
        end_ns=BASE + end * 1_000_000,
        attributes=flatten(attrs.pop("attributes", {})),
        resource={"service.name": "shop"},
    )


def rag(question: str = "Who founded it?", answer: str = "Ada founded it.") -> list[Span]:
    return [
        span(
            "a1",
            None,
            0,
            100,
            attributes={"openinference.span.kind": "CHAIN", "input.value": question, "output.value": answer},
        ),
        span(
            "b1",
            "a1",
            5,
            20,
            attributes={
                "openinference.span.kind": "RETRIEVER",
                "input.value": question,
                "retrieval.documents.0.document.id": "d1",
                "retrieval.documents.0.document.content": "Ada founded the shop.",
                "retrieval.documents.0.document.score": 0.8,
                "retrieval.documents.1.document.content": "It sells bikes.",
                "retrieval.documents.1.document.metadata": json.dumps({"doc_id": "d2"}),
            },
        ),
        span(
            "c1",
            "a1",
            30,
            90,
            attributes={
                "openinference.span.kind": "LLM",
                "llm.model_name": "gpt-x",
                "llm.token_count.prompt": 100,
                "llm.token_count.completion": 7,
                "llm.output_messages.0.message.role": "assistant",
                "llm.output_messages.0.message.content": "Ada founded it.",
            },
        ),
    ]


def test_an_openinference_rag_trace_is_one_interaction() -> None:
    found, skipped = interactions(rag())
    assert skipped == []
    (i,) = found
    assert (i.question, i.answer, i.model) == ("Who founded it?", "Ada founded it.", "gpt-x")
    assert [(c.id, c.text, c.score, c.rank) for c in i.contexts] == [
        ("d1", "Ada founded the shop.", 0.8, 1),
        ("d2", "It sells bikes.", None, 2),
    ]
    assert (i.prompt_tokens, i.completion_tokens, i.total_tokens) == (100, 7, 107)
    assert i.latency_ms == 100.0 and i.retrieved and i.service == "shop"
    assert i.id == f"{T}:a100000000000000"
    record = i.to_record()
    assert record["trace"]["started_at"] == iso(BASE) and "retrieval" not in record
    assert record["contexts"][0] == {"id": "d1", "text": "Ada founded the shop.", "score": 0.8}


def test_span_order_does_not_matter_and_an_http_root_is_not_the_anchor() -> None:
    http = span("00", None, 0, 200, attributes={"http.request.method": "POST"})
    spans = [*rag(), http]
    spans[0] = replace(spans[0], parent_id=http.span_id)
    a = interactions(spans)[0]
    b = interactions(list(reversed(spans)))[0]
    assert a == b and len(a) == 1 and a[0].span_id == "a100000000000000"


def test_genai_chat_without_retrieval_says_so() -> None:
    msgs_in = [{"role": "system", "parts": [{"type": "text", "content": "Be kind."}]},
               {"role": "user", "parts": [{"type": "text", "content": "Hi?"}]}]  # fmt: skip
    msgs_out = [
        {"role": "assistant", "parts": [{"type": "text", "content": "Hello!"}], "finish_reason": "stop"}
    ]
    (i,), _ = interactions(
        [
            span(
                "a1",
                attributes={
                    "gen_ai.operation.name": "chat",
                    "gen_ai.request.model": "m-1",
                    "gen_ai.response.model": "m-1-2025",
                    "gen_ai.input.messages": json.dumps(msgs_in),
                    "gen_ai.output.messages": json.dumps(msgs_out),
                    "gen_ai.usage.input_tokens": 9,
                    "gen_ai.usage.output_tokens": 2,
                },
            )
        ]
    )
    assert (i.question, i.answer, i.model, i.total_tokens) == ("Hi?", "Hello!", "m-1-2025", 11)
    assert not i.retrieved and i.to_record()["retrieval"] is False


def test_indexed_genai_prompt_and_retrieval_documents() -> None:
    spans = [
        span("a1", None, 0, 50, attributes={"gen_ai.operation.name": "invoke_agent"}),
        span(
            "b1",
            "a1",
            1,
            5,
            attributes={
                "gen_ai.operation.name": "retrieval",
                "gen_ai.retrieval.query.text": "opening hours?",
                "gen_ai.retrieval.documents": json.dumps(
                    [{"id": "h1", "score": 0.7, "content": "Open 9 to 5."}, {"id": "h2", "score": 0.1}]
                ),
            },
        ),
        span(
            "c1",
            "a1",
            6,
            40,
            attributes={
                "gen_ai.prompt.0.role": "user",
                "gen_ai.prompt.0.content": "opening hours?",
                "gen_ai.completion.0.role": "assistant",
                "gen_ai.completion.0.content": "9 to 5.",
            },
        ),
    ]
    (i,), _ = interactions(spans)
    assert i.question == "opening hours?" and i.answer == "9 to 5."
    assert [(c.id, c.text) for c in i.contexts] == [("h1", "Open 9 to 5.")]
    assert i.without_text == 1 and i.to_record()["trace"]["documents_without_text"] == 1


def test_a_reranker_gives_the_contexts_the_model_saw() -> None:
    spans = rag()
    spans.append(
        span(
            "d1",
            "a1",
            21,
            25,
            attributes={
                "openinference.span.kind": "RERANKER",
                "reranker.output_documents.0.document.id": "d2",
                "reranker.output_documents.0.document.content": "It sells bikes.",
            },
        )
    )
    (i,), _ = interactions(spans)
    assert [c.id for c in i.contexts] == ["d2"]


def test_json_inputs_and_outputs_and_langchain_document_ids() -> None:
    spans = [
        span(
            "a1",
            None,
            0,
            9,
            attributes={
                "openinference.span.kind": "CHAIN",
                "input.value": json.dumps({"input": "Where?", "chat_history": []}),
                "output.value": json.dumps({"input": "Where?", "context": [], "answer": "In Lyon."}),
            },
        ),
        span(
            "b1",
            "a1",
            1,
            2,
            attributes={
                "openinference.span.kind": "RETRIEVER",
                "retrieval.documents.0.document.content": "The shop is in Lyon.",
                "output.value": json.dumps(
                    {"documents": [{"id": "lc-7", "page_content": "The shop is in Lyon."}]}
                ),
            },
        ),
    ]
    (i,), _ = interactions(spans)
    assert (i.question, i.answer, i.contexts[0].id) == ("Where?", "In Lyon.", "lc-7")


def test_what_gives_no_interaction_is_skipped_with_a_reason() -> None:
    embed = span("e1", attributes={"openinference.span.kind": "EMBEDDING"})
    silent_llm = span("f1", start=20, end=30, attributes={"openinference.span.kind": "LLM"})
    plain = span("00", start=40, end=50, attributes={"db.system": "sqlite"})
    found, skipped = interactions([embed, silent_llm, plain])
    assert found == []
    assert [s.reason.split(":")[0] for s in skipped] == [
        "a EMBEDDING span on its own, not a RAG call",
        "no question",
    ]


def test_two_interactions_in_one_trace() -> None:
    first = rag("Q1?", "A1.")
    second = [
        replace(
            s,
            span_id="9" + s.span_id[:-1],
            parent_id=None if s.parent_id is None else "9" + s.parent_id[:-1],
            start_ns=s.start_ns + 10**9,
            end_ns=s.end_ns + 10**9,
        )
        for s in rag("Q2?", "A2.")
    ]
    found, _ = interactions(first + second)
    assert [i.question for i in found] == ["Q1?", "Q2?"]


def test_bad_ids_and_times_are_refused() -> None:
    with pytest.raises(SpanError, match="32 hex"):
        trace_id_hex("xyz")
    with pytest.raises(SpanError, match="all zeros"):
        span_id_hex(bytes(8))
    with pytest.raises(SpanError, match="ends before"):
        Span(T, "a" * 16, None, "x", BASE + 10, BASE)
    with pytest.raises(SpanError, match="before 2262"):
        Span(T, "a" * 16, None, "x", 2**63, 2**63)


def test_phoenix_spans_nested_flat_and_dataframe_rows() -> None:
    nested = {
        "name": "retrieve",
        "context": {"trace_id": T, "span_id": "b" * 16},
        "span_kind": "RETRIEVER",
        "parent_id": "a" * 16,
        "start_time": "2025-06-12T14:03:11.123456789+02:00",
        "end_time": "2025-06-12T12:03:12Z",
        "status_code": "OK",
        "attributes": {"retrieval": {"documents": [{"document": {"id": "d1", "content": "x"}}]}},
    }
    s = phoenix_span(nested)
    assert s.attributes["retrieval.documents.0.document.id"] == "d1"
    assert s.attributes["openinference.span.kind"] == "RETRIEVER" and s.status == "ok"
    assert iso(s.start_ns) == "2025-06-12T12:03:11.123456Z" and s.start_ns % 1000 == 789
    row = {
        "context.trace_id": T,
        "context.span_id": "c" * 16,
        "parent_id": None,
        "span_kind": "LLM",
        "start_time": 1749736991123,  # pandas' epoch milliseconds
        "end_time": 1749736992123,
        "status_code": "UNSET",
        "attributes.llm.model_name": "m",
        "attributes.input.value": None,
    }
    r = phoenix_span(row)
    assert r.parent_id is None and r.attributes == {"llm.model_name": "m", "openinference.span.kind": "LLM"}
    assert r.end_ns - r.start_ns == 1_000_000_000
    with pytest.raises(SpanError, match="start_time"):
        phoenix_span({**row, "start_time": "yesterday"})
    with pytest.raises(SpanError, match="status_code"):
        phoenix_span({**row, "status_code": 7})


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("90s", 90), ("30m", 1800), ("24h", 86400), ("7d", 604800), ("2w", 1209600), ("1h30m", 5400)],
)
def test_durations(text: str, seconds: int) -> None:
    assert parse_duration(text) == timedelta(seconds=seconds)


@pytest.mark.parametrize("text", ["", "24", "h", "-1h", "1 day", "0m", "1h ago", "9999999w"])
def test_bad_durations_say_what_is_accepted(text: str) -> None:
    with pytest.raises(ConfigError, match="since "):
        parse_duration(text)


def test_the_sample_is_reproducible_and_grows_with_the_fraction() -> None:
    ids = [f"{i:032x}:{i:016x}" for i in range(1, 2001)]
    half = {i for i in ids if take(i, 0.5, seed=3)}
    assert half == {i for i in ids if take(i, 0.5, seed=3)}  # same seed, same sample
    assert half != {i for i in ids if take(i, 0.5, seed=4)}
    assert 900 < len(half) < 1100
    assert {i for i in ids if take(i, 0.2, seed=3)} <= half  # a smaller fraction is a subset
    assert all(take(i, 1.0, seed=9) for i in ids)


def test_the_conventions_match_their_packages() -> None:
    semconv = pytest.importorskip("openinference.semconv.trace")
    from ragmeter.traces import conventions as c

    sa, da, ma = semconv.SpanAttributes, semconv.DocumentAttributes, semconv.MessageAttributes
    assert (c.OI_KIND, c.INPUT_VALUE, c.OUTPUT_VALUE, c.RETRIEVAL_DOCUMENTS) == (
        sa.OPENINFERENCE_SPAN_KIND, sa.INPUT_VALUE, sa.OUTPUT_VALUE, sa.RETRIEVAL_DOCUMENTS)  # fmt: skip
    assert (c.LLM_INPUT_MESSAGES, c.LLM_OUTPUT_MESSAGES, c.LLM_MODEL_NAME) == (
        sa.LLM_INPUT_MESSAGES, sa.LLM_OUTPUT_MESSAGES, sa.LLM_MODEL_NAME)  # fmt: skip
    assert (c.LLM_TOKENS_PROMPT, c.LLM_TOKENS_COMPLETION, c.LLM_TOKENS_TOTAL) == (
        sa.LLM_TOKEN_COUNT_PROMPT, sa.LLM_TOKEN_COUNT_COMPLETION, sa.LLM_TOKEN_COUNT_TOTAL)  # fmt: skip
    assert (
        f"document.{c.DOCUMENT_ID}" == da.DOCUMENT_ID
        and f"document.{c.DOCUMENT_CONTENT}" == da.DOCUMENT_CONTENT
    )
    assert f"document.{c.DOCUMENT_SCORE}" == da.DOCUMENT_SCORE and ma.MESSAGE_CONTENT == "message.content"
    kinds = {k.value for k in semconv.OpenInferenceSpanKindValues}
    assert set(c.KINDS) <= kinds
    genai = pytest.importorskip("opentelemetry.semconv._incubating.attributes.gen_ai_attributes")
    for name in ("OPERATION", "REQUEST_MODEL", "RESPONSE_MODEL", "INPUT_MESSAGES", "OUTPUT_MESSAGES",
                 "RETRIEVAL_DOCUMENTS", "USAGE_INPUT", "USAGE_OUTPUT"):  # fmt: skip
        ours = getattr(c, f"GENAI_{name}")
        theirs = {
            "OPERATION": genai.GEN_AI_OPERATION_NAME,
            "USAGE_INPUT": genai.GEN_AI_USAGE_INPUT_TOKENS,
            "USAGE_OUTPUT": genai.GEN_AI_USAGE_OUTPUT_TOKENS,
        }.get(name) or getattr(genai, f"GEN_AI_{name}")
        assert ours == theirs
    assert c.GENAI_RETRIEVAL_QUERY == genai.GEN_AI_RETRIEVAL_QUERY_TEXT
