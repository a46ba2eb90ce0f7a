"""Traces made by the real OpenTelemetry SDK, for the trace tests: a small RAG app
instrumented by hand with OpenInference's attributes (and one with the GenAI ones), and
its spans as OTLP protobuf requests and as OTLP/JSON lines the way the Collector's file
exporter writes them (camelCase, hex ids, 64-bit integers as strings)."""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from typing import Any

#: (question, [(doc id, text, score)], answer): one faithful answer, one not, one without retrieval
TRAFFIC: list[tuple[str, list[tuple[str, str, float]], str | None]] = [
    (
        "When was Larkspur Cycles founded?",
        [
            ("kb-1#0-48", "Larkspur Cycles was founded in 2009 in Portland.", 0.91),
            ("kb-2#0-31", "The Alder weighs 19 kilograms.", 0.42),
        ],
        "Larkspur Cycles was founded in 2009.",
    ),
    (
        "How much does the Alder weigh?",
        [("kb-2#0-31", "The Alder weighs 19 kilograms.", 0.88)],
        "The Alder weighs 25 kilograms and costs 900 euros.",
    ),
    ("Say hello to the customer.", [], "Hello! How can I help you today?"),
]


def provider(exporter_or_processor: Any, service: str = "rag-app") -> Any:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter

    tp = TracerProvider(resource=Resource.create({"service.name": service}))
    if isinstance(exporter_or_processor, SpanExporter):
        exporter_or_processor = SimpleSpanProcessor(exporter_or_processor)
    tp.add_span_processor(exporter_or_processor)
    return tp


def run_app(
    tp: Any, traffic: Sequence[tuple[str, list[tuple[str, str, float]], str | None]] = TRAFFIC
) -> None:
    """Answer each question as an instrumented RAG app would: a CHAIN span over a
    RETRIEVER span (OpenInference) and a chat span (GenAI conventions), under an HTTP
    server span without semantics; a question without documents is a plain chat call."""
    tracer = tp.get_tracer("rag-app")
    for question, docs, answer in traffic:
        with tracer.start_as_current_span("POST /ask") as http:
            http.set_attribute("http.request.method", "POST")
            if not docs:
                with tracer.start_as_current_span("chat gpt-test") as chat:
                    chat.set_attribute("gen_ai.operation.name", "chat")
                    chat.set_attribute("gen_ai.request.model", "gpt-test")
                    chat.set_attribute(
                        "gen_ai.input.messages",
                        json.dumps([{"role": "user", "parts": [{"type": "text", "content": question}]}]),
                    )
                    chat.set_attribute(
                        "gen_ai.output.messages",
                        json.dumps([{"role": "assistant", "parts": [{"type": "text", "content": answer}]}]),
                    )
                    chat.set_attribute("gen_ai.usage.input_tokens", 12)
                    chat.set_attribute("gen_ai.usage.output_tokens", 8)
                continue
            with tracer.start_as_current_span("rag") as chain:
                chain.set_attribute("openinference.span.kind", "CHAIN")
                chain.set_attribute("input.value", question)
                with tracer.start_as_current_span("retrieve") as ret:
                    ret.set_attribute("openinference.span.kind", "RETRIEVER")
                    ret.set_attribute("input.value", question)
                    for i, (doc_id, text, score) in enumerate(docs):
                        ret.set_attribute(f"retrieval.documents.{i}.document.id", doc_id)
                        ret.set_attribute(f"retrieval.documents.{i}.document.content", text)
                        ret.set_attribute(f"retrieval.documents.{i}.document.score", score)
                with tracer.start_as_current_span("llm") as llm:
                    llm.set_attribute("openinference.span.kind", "LLM")
                    llm.set_attribute("llm.model_name", "gpt-test")
                    llm.set_attribute("llm.input_messages.0.message.role", "user")
                    llm.set_attribute("llm.input_messages.0.message.content", question)
                    llm.set_attribute("llm.output_messages.0.message.role", "assistant")
                    if answer is not None:
                        llm.set_attribute("llm.output_messages.0.message.content", answer)
                    llm.set_attribute("llm.token_count.prompt", 120)
                    llm.set_attribute("llm.token_count.completion", 15)
                if answer is not None:
                    chain.set_attribute("output.value", answer)


def finished_spans(traffic: Sequence[Any] = TRAFFIC) -> list[Any]:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    tp = provider(exporter)
    run_app(tp, traffic)
    tp.shutdown()
    return list(exporter.get_finished_spans())


def otlp_request(spans: Sequence[Any]) -> Any:
    """The ``ExportTraceServiceRequest`` the SDK's OTLP exporters send for these spans."""
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    return encode_spans(spans)


def _hex_ids(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: base64.b64decode(v).hex()
            if k in ("traceId", "spanId", "parentSpanId") and isinstance(v, str)
            else _hex_ids(v)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_hex_ids(v) for v in node]
    return node


def otlp_json_line(request: Any) -> str:
    """One line of the Collector's file exporter: OTLP/JSON with hex ids."""
    from google.protobuf import json_format

    as_dict = json_format.MessageToDict(request, use_integers_for_enums=True)
    return json.dumps(_hex_ids(as_dict), separators=(",", ":"))
