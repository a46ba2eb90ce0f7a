"""Reading values out of flat span attributes: a list or object written under indexed
keys (``llm.input_messages.0.message.role``) or as one JSON string, message texts in
OpenInference's and GenAI's shapes, and the question or answer inside a JSON input or
output. Pure functions; nothing here raises on odd data, it finds nothing instead."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from ragmeter.traces import conventions as c

__all__ = [
    "answer_text",
    "json_value",
    "last_message",
    "message_text",
    "messages",
    "number",
    "pick_text",
    "subtree",
    "text_of",
    "user_text",
    "whole_number",
]

#: JSON in attribute values is parsed only up to this size (a larger one is kept as text)
_MAX_JSON = 8_000_000
_USER_ROLES = ("user", "human")
_ANSWER_ROLES = ("assistant", "ai", "model")


def json_value(text: Any) -> Any:
    """``text`` parsed when it is a JSON object or list, else ``text`` itself."""
    if isinstance(text, str) and len(text) <= _MAX_JSON:
        stripped = text.strip()
        if stripped[:1] in ("{", "["):
            try:
                return json.loads(stripped)
            except (ValueError, RecursionError):
                return text
    return text


def _listify(node: Any) -> Any:
    if isinstance(node, dict):
        items = {k: _listify(v) for k, v in node.items()}
        if items and all(k.isdigit() for k in items):
            return [items[k] for k in sorted(items, key=int)]
        return items
    return node


def subtree(attributes: Mapping[str, Any], prefix: str) -> Any:
    """The value under ``prefix``: the attribute itself (a JSON string parsed), or the
    object rebuilt from its ``prefix.*`` keys, with integer keys read as a list."""
    if prefix in attributes:
        return json_value(attributes[prefix])
    lead = prefix + "."
    root: dict[str, Any] = {}
    for key, value in attributes.items():
        if not key.startswith(lead):
            continue
        node = root
        parts = key[len(lead) :].split(".")
        for part in parts[:-1]:
            nxt = node.get(part)
            if not isinstance(nxt, dict):
                nxt = node[part] = {}
            node = nxt
        node[parts[-1]] = json_value(value)
    return _listify(root) if root else None


def number(value: Any) -> float | None:
    """A finite number (not a bool), or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                return None
        else:
            return None
    try:
        out = float(value)
    except OverflowError:
        return None
    return out if math.isfinite(out) else None


def whole_number(value: Any) -> int | None:
    """A non-negative integer count (token counts), or None."""
    got = number(value)
    if got is None or got < 0 or got != int(got):
        return None
    return int(got)


def text_of(value: Any) -> str | None:
    """A non-blank string, or None."""
    return value if isinstance(value, str) and value.strip() else None


def message_text(message: Any) -> str | None:
    """The text of one message in any of the shapes the conventions write: OpenInference
    (``{"message": {"content": ...}}`` or ``contents.N.message_content.text``), GenAI
    (``parts: [{"type": "text", "content": ...}]``), OpenAI-like (``content`` a string or
    a list of ``{"type": "text", "text": ...}``)."""
    if isinstance(message, Mapping) and isinstance(message.get("message"), Mapping):
        message = message["message"]
    if isinstance(message, str):
        return text_of(message)
    if not isinstance(message, Mapping):
        return None
    content = message.get("content")
    if isinstance(content, str):
        return text_of(content)
    pieces: list[str] = []
    for key in ("content", "parts", "contents"):
        parts = message.get(key)
        if not isinstance(parts, list):
            continue
        for part in parts:
            if isinstance(part, Mapping) and isinstance(part.get("message_content"), Mapping):
                part = part["message_content"]
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, Mapping) and part.get("type", "text") == "text":
                got = part.get("content", part.get("text"))
                if isinstance(got, str):
                    pieces.append(got)
    return text_of("".join(pieces))


def _role(message: Any) -> str:
    if isinstance(message, Mapping) and isinstance(message.get("message"), Mapping):
        message = message["message"]
    role = message.get("role") if isinstance(message, Mapping) else None
    return role.strip().lower() if isinstance(role, str) else ""


def messages(attributes: Mapping[str, Any], side: str) -> list[Any]:
    """The input (``side="input"``) or output messages of an LLM span, in order, from
    whichever convention the span uses."""
    if side == "input":
        keys = (c.LLM_INPUT_MESSAGES, c.GENAI_INPUT_MESSAGES, c.GENAI_PROMPT)
    else:
        keys = (c.LLM_OUTPUT_MESSAGES, c.GENAI_OUTPUT_MESSAGES, c.GENAI_COMPLETION)
    for key in keys:
        got = subtree(attributes, key)
        if isinstance(got, list) and got:
            return got
        if isinstance(got, Mapping) and got:  # one message
            return [got]
    return []


def last_message(items: Sequence[Any], roles: Sequence[str]) -> str | None:
    """The text of the last message with one of ``roles`` (any role when none has one)."""
    for message in reversed(items):
        if _role(message) in roles:
            text = message_text(message)
            if text:
                return text
    if all(not _role(m) for m in items):
        for message in reversed(items):
            text = message_text(message)
            if text:
                return text
    return None


def user_text(items: Sequence[Any]) -> str | None:
    return last_message(items, _USER_ROLES)


def answer_text(items: Sequence[Any]) -> str | None:
    return last_message(items, _ANSWER_ROLES)


def pick_text(value: Any, *, question: bool, depth: int = 0) -> str | None:
    """The question (``question=True``) or the answer a span's input or output carries:
    the string itself; in a JSON object, the first of :data:`QUESTION_KEYS` or
    :data:`ANSWER_KEYS` (searched a level down too, e.g. ``{"data": {"content": ...}}``),
    else the object's only string; in a message list, the last user (or assistant)
    message."""
    keys = c.QUESTION_KEYS if question else c.ANSWER_KEYS
    value = json_value(value)
    if isinstance(value, str):
        return text_of(value)
    if depth > 2:
        return None
    if isinstance(value, Mapping):
        for key in keys:
            if key in value:
                got = pick_text(value[key], question=question, depth=depth + 1)
                if got:
                    return got
        strings = [v for v in value.values() if isinstance(v, str) and v.strip()]
        if len(strings) == 1:
            return strings[0]
        for v in value.values():
            if isinstance(v, (Mapping, list)):
                got = pick_text(v, question=question, depth=depth + 1)
                if got:
                    return got
        return None
    if isinstance(value, list) and value:
        if all(isinstance(m, Mapping) and ("role" in m or "message" in m) for m in value):
            return user_text(value) if question else answer_text(value)
        if len(value) == 1:
            return pick_text(value[0], question=question, depth=depth + 1)
    return None
