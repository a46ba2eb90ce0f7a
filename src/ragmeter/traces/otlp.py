"""OTLP trace requests (``ExportTraceServiceRequest``) in both encodings, read with the
OpenTelemetry protocol definitions (the ``opentelemetry-proto`` package, the ``traces``
extra): protobuf bytes, and OTLP/JSON (what an OTLP/HTTP JSON exporter sends and the
Collector's file exporter writes, one request per line).

OTLP/JSON differs from protobuf's JSON mapping in one place: trace and span ids are hex,
not base64. They are converted before protobuf's JSON parser reads the message, so the
parser (not ragmeter) decides what a well-formed request is.

A request that cannot be parsed is an :class:`OTLPError` (the receiver answers 400 with
its reason). A trace with a bad span (an id of the wrong length, a time out of range)
is rejected whole and counted; the others in the request are kept.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.traces.conventions import SERVICE_NAME, SERVICE_VERSION
from ragmeter.traces.spans import Span, SpanError, flatten, plain, span_id_hex, trace_id_hex

__all__ = [
    "OTLPError",
    "Rejected",
    "check_extra",
    "decode_json",
    "decode_protobuf",
    "error_body",
    "from_json_value",
    "request_spans",
    "require_extra",
    "success_body",
]

EXTRA_HINT = "pip install 'ragmeter[traces]'"
_STATUS = {0: "unset", 1: "ok", 2: "error"}
_ID_KEYS = {"traceId": 16, "trace_id": 16, "spanId": 8, "span_id": 8, "parentSpanId": 8, "parent_span_id": 8}
_MAX_SPANS_PER_REQUEST = 1_000_000


class OTLPError(RagmeterError, ValueError):
    """A request or file that is not an OTLP trace export; ``str()`` is the reason.
    Internal: the receiver answers 400 with it, an import turns it into a located error."""


@dataclass(frozen=True, slots=True)
class Rejected:
    """A trace of a request that was not kept, and why (``trace_id`` None: no valid id)."""

    trace_id: str | None
    spans: int
    reason: str


def require_extra() -> Any:
    """The ``trace_service_pb2`` module, or a one-line :class:`ConfigError` naming the extra."""
    try:
        from opentelemetry.proto.collector.trace.v1 import trace_service_pb2
    except ImportError as exc:
        raise ConfigError(
            f"reading OTLP traces needs the traces extra ({exc.name} is missing): {EXTRA_HINT}"
        ) from None
    return trace_service_pb2


def decode_protobuf(body: bytes) -> Any:
    """An ``ExportTraceServiceRequest`` from protobuf bytes."""
    pb = require_extra()
    from google.protobuf.message import DecodeError

    message = pb.ExportTraceServiceRequest()
    try:
        message.ParseFromString(body)
    except (DecodeError, RecursionError, ValueError) as exc:
        raise OTLPError(
            f"not a protobuf ExportTraceServiceRequest ({exc or 'truncated or malformed'})"
        ) from None
    return message


def _hex_to_b64(value: Any, size: int, where: str) -> Any:
    if not isinstance(value, str) or value == "":
        return value  # protobuf's parser names a wrong type; empty means unset
    try:
        raw = bytes.fromhex(value)
    except ValueError:
        raise OTLPError(f"{where}: an OTLP/JSON id is {2 * size} hex digits, got {value[:40]!r}") from None
    if len(raw) != size:
        raise OTLPError(f"{where}: an OTLP/JSON id is {2 * size} hex digits, got {len(value)}")
    return base64.b64encode(raw).decode("ascii")


def _convert_ids(obj: Any, where: str, depth: int = 0) -> Any:
    """A copy of the parsed JSON with hex ids as base64, for protobuf's JSON parser."""
    if depth > 64:
        raise OTLPError(f"{where}: nested too deep")
    if isinstance(obj, Mapping):
        out = {}
        for key, value in obj.items():
            here = f"{where}.{key}" if where else str(key)
            if key in _ID_KEYS and not isinstance(value, (Mapping, list)):
                out[key] = _hex_to_b64(value, _ID_KEYS[key], here)
            elif key in ("attributes", "resource", "scope"):
                out[key] = value  # values, not spans: nothing to convert (and maybe deep)
            else:
                out[key] = _convert_ids(value, here, depth + 1)
        return out
    if isinstance(obj, list):
        return [_convert_ids(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(obj)]
    return obj


def from_json_value(obj: Any) -> Any:
    """An ``ExportTraceServiceRequest`` from parsed OTLP/JSON (a dict)."""
    pb = require_extra()
    from google.protobuf import json_format

    if not isinstance(obj, Mapping):
        raise OTLPError(f"an OTLP/JSON request is an object with resourceSpans, got {type(obj).__name__}")
    groups = obj.get("resourceSpans", obj.get("resource_spans"))
    if isinstance(groups, list) and any(
        isinstance(g, Mapping) and "instrumentationLibrarySpans" in g for g in groups
    ):
        raise OTLPError(
            "instrumentationLibrarySpans is OTLP before 0.19 (2022), whose spans this receiver "
            "would not see; upgrade the exporter (it now writes scopeSpans)"
        )
    message = pb.ExportTraceServiceRequest()
    try:
        json_format.ParseDict(_convert_ids(obj, ""), message, ignore_unknown_fields=True)
    except (json_format.ParseError, RecursionError, ValueError, TypeError) as exc:
        raise OTLPError(str(exc).split("\n")[0][:500] or "not an OTLP/JSON request") from None
    return message


def decode_json(body: bytes) -> Any:
    """An ``ExportTraceServiceRequest`` from OTLP/JSON bytes."""
    from ragmeter.datasets import strictjson

    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise OTLPError(f"not UTF-8 (byte {exc.start})") from None
    try:
        obj = strictjson.loads(text)
    except strictjson.JSONProblem as exc:
        where = strictjson.field_path(exc.path)
        raise OTLPError(f"not valid JSON: {exc.message}" + (f" at {where}" if where else "")) from None
    return from_json_value(obj)


def _any(value: Any, depth: int = 0) -> Any:
    """An OTLP ``AnyValue`` as a plain Python value."""
    which = value.WhichOneof("value")
    if which is None:
        return None
    if depth > 32:
        return "<nested too deep>"
    if which == "array_value":
        return [_any(v, depth + 1) for v in value.array_value.values]
    if which == "kvlist_value":
        return {kv.key: _any(kv.value, depth + 1) for kv in value.kvlist_value.values}
    return plain(getattr(value, which))


def _attributes(kvs: Sequence[Any]) -> dict[str, Any]:
    return flatten({kv.key: _any(kv.value) for kv in kvs})


def _resource(resource: Any) -> dict[str, Any]:
    found = {
        kv.key: _any(kv.value) for kv in resource.attributes if kv.key in (SERVICE_NAME, SERVICE_VERSION)
    }
    return {k: v for k, v in found.items() if isinstance(v, str)}


def _span(raw: Any, trace_id: str, resource: Mapping[str, Any]) -> Span:
    parent = bytes(raw.parent_span_id)
    return Span(
        trace_id=trace_id,
        span_id=span_id_hex(bytes(raw.span_id)),
        parent_id=span_id_hex(parent, "parent span id") if parent else None,
        name=raw.name,
        start_ns=int(raw.start_time_unix_nano),
        end_ns=int(raw.end_time_unix_nano),
        status=_STATUS.get(int(raw.status.code), "unset"),
        status_message=raw.status.message,
        attributes=_attributes(raw.attributes),
        resource=resource,
    )


def _raw_spans(message: Any) -> Iterator[tuple[Any, Mapping[str, Any]]]:
    for rs in message.resource_spans:
        resource = _resource(rs.resource)
        for ss in rs.scope_spans:
            for raw in ss.spans:
                yield raw, resource


def request_spans(message: Any) -> tuple[list[Span], list[Rejected]]:
    """The spans of a request, grouped by trace; a trace with an unreadable span is
    rejected whole (with the first reason), never half-kept."""
    by_trace: dict[str, list[Span]] = {}
    problems: dict[str | None, tuple[int, str]] = {}
    count = 0
    for raw, resource in _raw_spans(message):
        count += 1
        if count > _MAX_SPANS_PER_REQUEST:
            raise OTLPError(f"more than {_MAX_SPANS_PER_REQUEST:,} spans in one request")
        try:
            trace_id = trace_id_hex(bytes(raw.trace_id))
        except SpanError as exc:
            n, reason = problems.get(None, (0, str(exc)))
            problems[None] = (n + 1, reason)
            continue
        try:
            span = _span(raw, trace_id, resource)
        except SpanError as exc:
            n, reason = problems.get(trace_id, (0, str(exc)))
            problems[trace_id] = (n + 1, reason)
            continue
        by_trace.setdefault(trace_id, []).append(span)
    rejected = [
        Rejected(tid, n + (len(by_trace.pop(tid, [])) if tid else 0), reason)
        for tid, (n, reason) in problems.items()
    ]
    spans = [s for group in by_trace.values() for s in group]
    return spans, rejected


def success_body(rejected: Sequence[Rejected], as_json: bool) -> bytes:
    """The ``ExportTraceServiceResponse``: empty, or a partial success counting the
    rejected spans with the first reasons."""
    pb = require_extra()
    response = pb.ExportTraceServiceResponse()
    if rejected:
        response.partial_success.rejected_spans = sum(r.spans for r in rejected)
        reasons = [f"trace {r.trace_id or '?'}: {r.reason}" for r in rejected[:3]]
        more = f" (and {len(rejected) - 3} more traces)" if len(rejected) > 3 else ""
        response.partial_success.error_message = "; ".join(reasons) + more
    return _encode(response, as_json)


def error_body(message: str, as_json: bool) -> bytes:
    """A ``google.rpc.Status`` (INVALID_ARGUMENT) with the reason: the body OTLP/HTTP
    prescribes for a 4xx answer."""
    require_extra()
    try:
        from google.rpc import status_pb2
    except ImportError as exc:
        raise ConfigError(
            f"the OTLP receiver needs the traces extra ({exc.name} is missing): {EXTRA_HINT}"
        ) from None
    return _encode(status_pb2.Status(code=3, message=message), as_json)


def _encode(message: Any, as_json: bool) -> bytes:
    if not as_json:
        return bytes(message.SerializeToString())
    from google.protobuf import json_format

    return str(json_format.MessageToJson(message, indent=None)).encode("utf-8")


def check_extra() -> None:
    """Fail now (a one-line ConfigError) when the receiver's extra is missing."""
    require_extra()
    error_body("", True)
