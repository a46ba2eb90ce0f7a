"""``ragmeter traces import FILE``: spans from files, read exactly or refused with the file,
line and reason.

Recognised per JSON value (a JSON Lines file may mix them, a JSON file holds one value):

* an OTLP/JSON ``ExportTraceServiceRequest`` (``{"resourceSpans": [...]}``), one per line
  as the OpenTelemetry Collector's file exporter writes them, or one pretty-printed file;
* a Phoenix span (``{"context": {"trace_id", "span_id"}, ...}``) or a dataframe row
  (``{"context.trace_id": ...}``), a list of them, or a REST page ``{"data": [...]}``.

A file is imported whole or not at all: a bad line, a span with a bad id, an unknown
shape stop the import with the location.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.textin import TextInput, display_name, lines, open_binary
from ragmeter.errors import DataError
from ragmeter.traces.phoenix import is_phoenix_span, phoenix_span
from ragmeter.traces.spans import Span, SpanError

__all__ = ["FileSpans", "read_spans"]


@dataclass(frozen=True)
class FileSpans:
    """Every span of one file, and how they were written there."""

    source: str
    spans: tuple[Span, ...]
    formats: tuple[str, ...]


def _values(source: str, name: str) -> Iterator[tuple[Any, int | None]]:
    """The file's JSON values with their line (None: the file is one JSON value)."""
    fh, _regular = open_binary(source)
    try:
        text = TextInput(fh, name)
        text.refuse_binary()
        head = text.peek_line().lstrip()
        if head.startswith("{"):
            try:
                strictjson.loads(head.partition("\n")[0])
                one_per_line = True
            except strictjson.JSONProblem:
                one_per_line = False  # an object over several lines
        else:
            one_per_line = not head.startswith("[")
        if not one_per_line:
            body = "".join(text.chunks())
            try:
                yield strictjson.loads(body), None
            except strictjson.JSONProblem as exc:
                where = strictjson.field_path(exc.path) or None
                raise DataError(exc.message, source=name, line=exc.lineno, field=where) from None
            return
        for lineno, line in enumerate(lines(text.chunks()), 1):
            if not line.strip():
                continue
            try:
                yield strictjson.loads(line), lineno
            except strictjson.JSONProblem as exc:
                where = strictjson.field_path(exc.path) or None
                raise DataError(exc.message, source=name, line=lineno, field=where) from None
    finally:
        if fh is not sys.stdin.buffer:
            fh.close()


def _otlp(value: Mapping[str, Any], name: str, line: int | None, where: str) -> list[Span]:
    from ragmeter.traces.otlp import OTLPError, from_json_value, request_spans

    try:
        spans, rejected = request_spans(from_json_value(value))
    except OTLPError as exc:
        raise DataError(
            f"not an OTLP/JSON trace export: {exc}", source=name, line=line, field=where or None
        ) from None
    if rejected:
        first = rejected[0]
        raise DataError(
            f"trace {first.trace_id or '(no valid trace id)'}: {first.reason}"
            + (f" ({len(rejected)} traces have bad spans)" if len(rejected) > 1 else ""),
            source=name,
            line=line,
            field=where or None,
        )
    return spans


def _phoenix(value: Mapping[str, Any], name: str, line: int | None, where: str) -> Span:
    try:
        return phoenix_span(value)
    except SpanError as exc:
        raise DataError(
            f"not a readable Phoenix span: {exc}", source=name, line=line, field=where or None
        ) from None


def _spans_of(value: Any, name: str, line: int | None, where: str, formats: set[str]) -> Iterator[Span]:
    if isinstance(value, list):
        for i, item in enumerate(value):
            yield from _spans_of(item, name, line, f"{where}[{i}]", formats)
        return
    if not isinstance(value, Mapping):
        raise DataError(
            f"expected an OTLP/JSON request or a Phoenix span object, got {type(value).__name__}",
            source=name,
            line=line,
            field=where or None,
        )
    if "resourceSpans" in value or "resource_spans" in value:
        formats.add("otlp-json")
        yield from _otlp(value, name, line, where)
    elif is_phoenix_span(value):
        formats.add("phoenix")
        yield _phoenix(value, name, line, where)
    elif isinstance(value.get("data"), list):
        yield from _spans_of(value["data"], name, line, (where + "." if where else "") + "data", formats)
    else:
        keys = ", ".join(sorted(map(str, value))[:6])
        raise DataError(
            "neither an OTLP/JSON request (resourceSpans) nor a Phoenix span (context.trace_id, "
            f"context.span_id); its keys: {keys or 'none'}",
            source=name,
            line=line,
            field=where or None,
        )


def read_spans(source: str) -> FileSpans:
    """Every span of the file (``-``: standard input). A span that appears twice is kept
    once (files from a retrying exporter repeat spans); the same ids with other content
    are refused."""
    name = display_name(source)
    formats: set[str] = set()
    seen: dict[tuple[str, str], Span] = {}
    for value, line in _values(source, name):
        for span in _spans_of(value, name, line, "", formats):
            key = (span.trace_id, span.span_id)
            if key in seen and seen[key] != span:
                raise DataError(
                    f"span {span.span_id} of trace {span.trace_id} appears twice with different content",
                    source=name,
                    line=line,
                )
            seen[key] = span
    if not seen:
        raise DataError("no spans found", source=name)
    return FileSpans(name, tuple(seen.values()), tuple(sorted(formats)))
