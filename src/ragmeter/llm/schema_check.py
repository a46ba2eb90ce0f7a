"""A small JSON-schema checker for the subset the judge's reply schemas use.

Keywords: ``type`` (object, array, string, integer, number, boolean), ``properties``,
``required``, ``items``, ``enum``. Extra object keys are tolerated (a reply that adds a
field still carries what was asked for). Errors name the JSON path, e.g.
``$.answer_claims[2].verdict: expected one of ['supported', ...], got 'yes'``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

__all__ = ["check", "object_schema", "parse_json"]


def object_schema(props: Mapping[str, Any]) -> dict[str, Any]:
    """A strict JSON schema object: every property required, no other property."""
    return {
        "type": "object",
        "properties": dict(props),
        "required": list(props),
        "additionalProperties": False,
    }


def parse_json(content: str) -> Any:
    """The JSON value in a reply, tolerating a Markdown code fence around it; a
    ``ValueError`` for text that is not JSON or nests deeper than the parser can go."""
    text = content.strip()
    if text.startswith("```"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        text = text.rsplit("```", 1)[0]
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("the JSON is nested too deeply") from None


_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
}


def _type_ok(value: Any, name: str) -> bool:
    if name in ("integer", "number") and isinstance(value, bool):
        return False
    if name == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, _TYPES[name])


def check(value: Any, schema: Mapping[str, Any], path: str = "$", limit: int = 8) -> list[str]:
    """Every way ``value`` breaks ``schema`` (at most ``limit`` messages)."""
    errors: list[str] = []
    _check(value, schema, path, errors, limit)
    return errors[:limit]


def _check(value: Any, schema: Mapping[str, Any], path: str, errors: list[str], limit: int) -> None:
    if len(errors) >= limit:
        return
    expected = schema.get("type")
    if expected is not None and not _type_ok(value, expected):
        errors.append(f"{path}: expected {expected}, got {_kind(value)}")
        return
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: expected one of {list(schema['enum'])}, got {_short(value)}")
        return
    if expected == "object":
        for name in schema.get("required", ()):
            if name not in value:
                errors.append(f"{path}: missing field {name!r}")
        for name, sub in schema.get("properties", {}).items():
            if name in value:
                _check(value[name], sub, f"{path}.{name}", errors, limit)
    elif expected == "array" and "items" in schema:
        for i, item in enumerate(value):
            _check(item, schema["items"], f"{path}[{i}]", errors, limit)


def _short(value: Any) -> str:
    """``repr`` of a scalar, the kind of anything else (a nested value's repr can be huge,
    or too deep to build)."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        text = repr(value)
        return text if len(text) <= 80 else text[:77] + "..."
    return _kind(value)


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    for name in ("boolean", "integer", "number", "string", "array", "object"):
        if _type_ok(value, name):
            return name
    return type(value).__name__
