"""One span as ragmeter keeps it: ids as lowercase hex, times in nanoseconds since the
epoch, attributes as plain JSON values under flat dotted keys (OpenInference's form:
``retrieval.documents.0.document.content``), whatever the source (OTLP protobuf, OTLP
JSON, a Phoenix export)."""

from __future__ import annotations

import base64
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from types import MappingProxyType
from typing import Any

from ragmeter.errors import RagmeterError
from ragmeter.traces.conventions import span_kind

__all__ = ["MAX_NS", "Span", "SpanError", "flatten", "iso", "plain", "span_id_hex", "trace_id_hex"]

#: the largest time SQLite's integers hold (year 2262); later times are refused
MAX_NS = 2**63 - 1
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_EMPTY: Mapping[str, Any] = MappingProxyType({})
#: nested values deeper than this are kept as their JSON text's first characters
_MAX_DEPTH = 32


class SpanError(RagmeterError, ValueError):
    """A span that cannot be read (a bad id, a time out of range); the trace it belongs to
    is rejected, never half-read. Internal: callers turn it into a located error or a
    rejected-trace count."""


@dataclass(frozen=True, slots=True)
class Span:
    trace_id: str
    span_id: str
    parent_id: str | None
    name: str
    start_ns: int
    end_ns: int
    status: str = "unset"  # unset | ok | error
    status_message: str = ""
    attributes: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    resource: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    def __post_init__(self) -> None:
        if not 0 < self.start_ns <= MAX_NS or not 0 < self.end_ns <= MAX_NS:
            raise SpanError(f"span {self.span_id}: start and end must be times after 1970 and before 2262")
        if self.end_ns < self.start_ns:
            raise SpanError(f"span {self.span_id} ends before it starts")
        if self.status not in ("unset", "ok", "error"):
            raise SpanError(f"span {self.span_id}: unknown status {self.status!r}")

    @property
    def kind(self) -> str | None:
        return span_kind(self.attributes)

    @property
    def is_root(self) -> bool:
        return self.parent_id is None


def _hex_id(raw: bytes | str, size: int, what: str) -> str:
    if isinstance(raw, str):
        text = raw.strip().lower()
        try:
            data = bytes.fromhex(text)
        except ValueError:
            raise SpanError(f"{what} must be {2 * size} hex digits, got {raw[:40]!r}") from None
    else:
        data = raw
    if len(data) != size:
        raise SpanError(f"{what} must be {size} bytes ({2 * size} hex digits), got {len(data)}")
    if not any(data):
        raise SpanError(f"{what} is all zeros (an invalid id)")
    return data.hex()


def trace_id_hex(raw: bytes | str) -> str:
    """A trace id (16 bytes, not all zero) as 32 lowercase hex digits."""
    return _hex_id(raw, 16, "trace id")


def span_id_hex(raw: bytes | str, what: str = "span id") -> str:
    """A span id (8 bytes, not all zero) as 16 lowercase hex digits."""
    return _hex_id(raw, 8, what)


def plain(value: Any, depth: int = 0) -> Any:
    """An attribute value as plain JSON: bytes as base64 text, non-finite floats as the
    strings ``NaN``/``Infinity`` (JSON has no such numbers), tuples as lists."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else ("NaN" if math.isnan(value) else str(value).title())
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    if depth >= _MAX_DEPTH:
        return "<nested too deep>"
    if isinstance(value, Mapping):
        return {str(k): plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v, depth + 1) for v in value]
    return str(value)


def flatten(attributes: Mapping[str, Any]) -> dict[str, Any]:
    """Flat dotted keys, as OpenInference writes them: nested objects become
    ``a.b.c`` and lists of objects ``a.0.b``; lists of plain values stay lists."""
    out: dict[str, Any] = {}

    def walk(prefix: str, value: Any, depth: int) -> None:
        if isinstance(value, Mapping) and value and depth < _MAX_DEPTH:
            for k, v in value.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v, depth + 1)
        elif (
            isinstance(value, list)
            and value
            and depth < _MAX_DEPTH
            and all(isinstance(v, Mapping) for v in value)
            and prefix
        ):
            for i, v in enumerate(value):
                walk(f"{prefix}.{i}", v, depth + 1)
        elif prefix:
            out[prefix] = plain(value, depth)

    walk("", dict(attributes), 0)
    return out


def from_ns(ns: int) -> datetime:
    """A UTC datetime at microsecond precision (exact: no float on the way)."""
    return _EPOCH + timedelta(microseconds=ns // 1000)


def iso(ns: int) -> str:
    """``2025-06-12T14:03:11.123456Z``."""
    return from_ns(ns).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def to_ns(moment: datetime) -> int:
    """Nanoseconds since the epoch of an aware datetime (naive is read as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000_000 + delta.microseconds * 1000
