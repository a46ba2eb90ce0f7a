"""Spans exported from Phoenix (OpenInference's own span JSON): the REST API's span
objects (``GET /v1/projects/{project}/spans``: ``{"data": [...]}``), lists of them, and
the rows of ``get_spans_dataframe()`` written as JSON (``df.to_json(orient="records")``,
columns ``context.trace_id``, ``attributes.input.value`` ...).

Attributes may be flat (``retrieval.documents.0.document.content``) or nested
(``{"retrieval": {"documents": [...]}}``); both become the flat form. Times are ISO 8601
strings (a time without a zone is UTC) or numbers: epoch nanoseconds (>= 1e17),
milliseconds (>= 1e11, pandas' default) or seconds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any

from ragmeter.traces.conventions import OI_KIND
from ragmeter.traces.spans import Span, SpanError, flatten, span_id_hex, to_ns, trace_id_hex

__all__ = ["is_phoenix_span", "phoenix_span"]

_ISO = re.compile(
    r"^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2})?$",
    re.IGNORECASE,
)
_STATUS = {"OK": "ok", "ERROR": "error", "UNSET": "unset", "": "unset"}


def is_phoenix_span(obj: Mapping[str, Any]) -> bool:
    ctx = obj.get("context")
    return (isinstance(ctx, Mapping) and "span_id" in ctx) or "context.span_id" in obj


def _time(value: Any, field: str) -> int:
    if isinstance(value, bool):
        raise SpanError(f"{field}: a time, got {value!r}")
    if isinstance(value, (int, float)):
        if value >= 1e17:
            return int(value)
        if value >= 1e11:
            return round(value * 1_000_000)
        return round(value * 1_000_000_000)
    if isinstance(value, str):
        m = _ISO.match(value.strip())
        if m:
            day, clock, frac, zone = m.groups()
            clock = clock if clock.count(":") == 2 else clock + ":00"
            zone = "+00:00" if zone is None or zone.upper() == "Z" else zone
            if ":" not in zone:
                zone = zone[:3] + ":" + zone[3:]
            try:
                moment = datetime.fromisoformat(f"{day}T{clock}{zone}").astimezone(timezone.utc)
            except ValueError:
                raise SpanError(f"{field}: not a valid time: {value[:40]!r}") from None
            digits = (frac or "").ljust(9, "0")
            return to_ns(moment) + int(digits)
    raise SpanError(f"{field}: an ISO 8601 time or epoch number, got {str(value)[:40]!r}")


def _get(obj: Mapping[str, Any], *keys: str) -> Any:
    for key in keys:
        if "." in key and key not in obj:
            head, _, tail = key.partition(".")
            inner = obj.get(head)
            if isinstance(inner, Mapping) and tail in inner:
                return inner[tail]
            continue
        if obj.get(key) is not None:
            return obj[key]
    return None


def _attributes(obj: Mapping[str, Any]) -> dict[str, Any]:
    nested = obj.get("attributes")
    found: dict[str, Any] = dict(nested) if isinstance(nested, Mapping) else {}
    for key, value in obj.items():  # dataframe columns
        if key.startswith("attributes.") and value is not None:
            found[key[len("attributes.") :]] = value
    return {k: v for k, v in flatten(found).items() if v is not None}


def phoenix_span(obj: Mapping[str, Any]) -> Span:
    """One Phoenix span object (or dataframe row) as a :class:`Span`; raises
    :class:`SpanError` naming the field that cannot be read."""
    trace = _get(obj, "context.trace_id", "trace_id")
    span = _get(obj, "context.span_id", "span_id")
    if not isinstance(trace, str) or not isinstance(span, str):
        raise SpanError("context.trace_id and context.span_id must be hex strings")
    parent = _get(obj, "parent_id", "parent_span_id")
    if parent is not None and not isinstance(parent, str):
        raise SpanError(f"parent_id must be a hex string or null, got {type(parent).__name__}")
    ids = (trace_id_hex(trace), span_id_hex(span), span_id_hex(parent, "parent_id") if parent else None)
    attributes = _attributes(obj)
    kind = obj.get("span_kind")
    if isinstance(kind, str) and kind.strip() and OI_KIND not in attributes:
        attributes[OI_KIND] = kind.strip()
    status = obj.get("status_code")
    status_text = status.strip().upper() if isinstance(status, str) else "" if status is None else "?"
    if status_text not in _STATUS:
        raise SpanError(f"status_code must be OK, ERROR or UNSET, got {status!r}")
    message = obj.get("status_message")
    name = obj.get("name")
    start = _time(obj.get("start_time"), "start_time")
    end_value = obj.get("end_time")
    return Span(
        trace_id=ids[0],
        span_id=ids[1],
        parent_id=ids[2],
        name=name if isinstance(name, str) else "",
        start_ns=start,
        end_ns=start if end_value is None else _time(end_value, "end_time"),
        status=_STATUS[status_text],
        status_message=message if isinstance(message, str) else "",
        attributes=attributes,
    )
