"""Tool calls in a record: ``tool_calls`` (what the agent called, in order) and
``reference_tool_calls`` (what it should have called), validated into one plain shape,
``[{"name": str, "arguments": {...}}]``, kept in the sample's metadata.

Accepted per call: ``{"name": ..., "arguments": {...}}`` (``args`` is an alias, as in
RAGAS), arguments given as a JSON object or as JSON text (the OpenAI wire form), and the
OpenAI chat shape ``{"type": "function", "function": {"name": ..., "arguments": "..."}}``.
Errors name the file, line and field (``tool_calls[1].arguments``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Protocol

from ragmeter.datasets import strictjson
from ragmeter.errors import DataError

__all__ = ["TOOL_CALL_FIELDS", "parse_tool_calls"]

TOOL_CALL_FIELDS = ("tool_calls", "reference_tool_calls")


class Loc(Protocol):
    """Where a record was read (``ragmeter.datasets.records.Loc``): it makes located errors."""

    def error(self, message: str, field: str | None = None) -> DataError: ...


def _arguments(value: Any, where: str, loc: Loc) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return {}
        try:
            value = strictjson.loads(text)
        except strictjson.JSONProblem as exc:
            raise loc.error(f"arguments text is not JSON: {exc.message}", field=where) from None
    if not isinstance(value, Mapping):
        raise loc.error(f"arguments must be a JSON object, got {type(value).__name__}", field=where)
    bad = _not_finite(value, where)
    if bad is not None:  # a NaN from a Parquet or pandas cell: JSON has no such number
        raise loc.error("must be a finite number (JSON has no NaN or Infinity)", field=bad)
    return {str(k): v for k, v in value.items()}


def _not_finite(value: Any, where: str) -> str | None:
    """Where a non-finite float sits in a JSON-like value, or ``None``."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return at
        if isinstance(item, Mapping):
            stack.extend((v, f"{at}.{k}") for k, v in item.items())
        elif isinstance(item, (list, tuple)):
            stack.extend((v, f"{at}[{i}]") for i, v in enumerate(item))
    return None


def _call(item: Any, where: str, loc: Loc) -> dict[str, Any]:
    if not isinstance(item, Mapping):
        got = type(item).__name__
        raise loc.error(f"a tool call must be an object with a 'name', got {got}", field=where)
    body: Mapping[str, Any] = item
    prefix = where
    if isinstance(item.get("function"), Mapping):  # the OpenAI chat shape
        body, prefix = item["function"], where + ".function"
    name = body.get("name")
    if not isinstance(name, str) or not name.strip():
        raise loc.error("a tool call needs a non-empty string 'name'", field=prefix + ".name")
    if "arguments" in body and "args" in body and body["arguments"] != body["args"]:
        raise loc.error("'arguments' and 'args' disagree; keep one", field=prefix + ".args")
    key = "arguments" if "arguments" in body else "args"
    return {"name": name.strip(), "arguments": _arguments(body.get(key), f"{prefix}.{key}", loc)}


def parse_tool_calls(value: Any, field: str, loc: Loc) -> list[dict[str, Any]]:
    """A list of tool calls (or its JSON text, as a CSV cell holds it) in the plain shape."""
    if isinstance(value, str):
        try:
            value = strictjson.loads(value.strip() or "[]")
        except strictjson.JSONProblem as exc:
            raise loc.error(f"looks like JSON but does not parse: {exc.message}", field=field) from None
    if hasattr(value, "tolist") and not isinstance(value, (str, bytes)):  # numpy arrays from parquet
        value = value.tolist()
    if not isinstance(value, list):
        raise loc.error(f"must be a list of tool calls, got {type(value).__name__}", field=field)
    return [_call(item, f"{field}[{i}]", loc) for i, item in enumerate(value)]
