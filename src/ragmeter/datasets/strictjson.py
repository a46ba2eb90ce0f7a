"""Strict JSON for input data: what ``json.loads`` accepts silently is refused here.

Refused, each with the path of the value inside the document (``metadata.tags[2]``):

- ``NaN``, ``Infinity``, ``-Infinity`` (not JSON) and numbers that overflow to infinity
  (``1e999``);
- duplicate keys in an object (``json.loads`` keeps the last one);
- integers longer than :data:`MAX_INT_DIGITS` digits (Python cannot convert them);
- strings holding a lone UTF-16 surrogate (``"\\ud800"``: no encoding can write it);
- nesting deeper than :data:`MAX_DEPTH` arrays and objects (never a ``RecursionError``).

The hooks only mark what they see; a walk over the parsed value (run only when a hook
fired or the text could hold a problem) finds the first problem and its path.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from typing import Any

__all__ = ["MAX_DEPTH", "MAX_INT_DIGITS", "JSONProblem", "field_path", "loads"]

#: arrays and objects nested deeper than this are refused
MAX_DEPTH = 100
#: integer literals with more digits than this are refused (Python's own conversion limit)
MAX_INT_DIGITS = 4300

# a \uD800-\uDFFF escape: the only way a JSON text decoded from UTF-8 gets a surrogate
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")


class JSONProblem(ValueError):
    """Why a JSON text is refused; ``path`` locates the value (keys and list indexes),
    ``lineno`` the line of a syntax error."""

    def __init__(
        self,
        message: str,
        path: tuple[str | int, ...] = (),
        lineno: int | None = None,
        *,
        syntax: bool = False,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.lineno = lineno
        self.syntax = syntax


class _Marked:
    """A value a hook refused; the walk reports it with its path."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message


class _DupDict(dict[str, Any]):
    """An object with a repeated key (the walk reports the key)."""

    __slots__ = ("duplicate",)
    duplicate: str


def _hooks(flag: list[bool]) -> dict[str, Any]:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        d = dict(items)
        if len(d) == len(items):
            return d
        flag[0] = True
        out = _DupDict(d)
        seen: set[str] = set()
        for k, _ in items:
            if k in seen:
                out.duplicate = k
                break
            seen.add(k)
        return out

    def constant(name: str) -> _Marked:
        flag[0] = True
        return _Marked(f"{name} is not JSON (write null or a number)")

    def number(text: str) -> float | _Marked:
        value = float(text)
        if math.isfinite(value):
            return value
        flag[0] = True
        return _Marked(f"the number {text[:40]} is too large for a float")

    def integer(text: str) -> int | _Marked:
        if len(text.lstrip("-")) <= MAX_INT_DIGITS:
            return int(text)
        flag[0] = True
        return _Marked(f"an integer with {len(text.lstrip('-'))} digits (at most {MAX_INT_DIGITS})")

    return {
        "object_pairs_hook": pairs,
        "parse_constant": constant,
        "parse_float": number,
        "parse_int": integer,
    }


def loads(text: str) -> Any:
    """Parse ``text`` strictly (see the module docstring); raises :class:`JSONProblem`."""
    flag = [False]
    try:
        value = json.loads(text, **_hooks(flag))
    except json.JSONDecodeError as exc:
        raise JSONProblem(
            f"invalid JSON: {exc.msg} (column {exc.colno})", lineno=exc.lineno, syntax=True
        ) from None
    except RecursionError:
        raise _too_deep(text) from None
    if flag[0] or _SURROGATE_ESCAPE.search(text) or text.count("[") + text.count("{") > MAX_DEPTH:
        check(value)
    return value


def check(value: Any) -> None:
    """Raise :class:`JSONProblem` for the first refused value inside ``value``."""
    for path, message in _problems(value):
        raise JSONProblem(message, path)


def _problems(root: Any) -> Iterator[tuple[tuple[str | int, ...], str]]:
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(root, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if _has_surrogate(value):
                yield path, f"a lone surrogate ({_first_surrogate(value)}) is not text"
            continue
        if isinstance(value, _Marked):
            yield path, value.message
            continue
        if isinstance(value, (dict, list)) and len(path) >= MAX_DEPTH:
            yield path[:3], f"nested more than {MAX_DEPTH} levels deep"
            continue
        if isinstance(value, dict):
            if isinstance(value, _DupDict):
                yield (*path, value.duplicate), f"the key {value.duplicate!r} appears twice in one object"
            children: list[tuple[Any, tuple[str | int, ...]]] = []
            for k, v in value.items():
                if _has_surrogate(k):
                    yield (*path, k), f"a lone surrogate ({_first_surrogate(k)}) in a key"
                children.append((v, (*path, k)))
            stack.extend(reversed(children))
        elif isinstance(value, list):
            stack.extend((v, (*path, i)) for i, v in reversed(list(enumerate(value))))


def _has_surrogate(s: str) -> bool:
    if s.isascii():
        return False
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _first_surrogate(s: str) -> str:
    c = next(c for c in s if 0xD800 <= ord(c) <= 0xDFFF)
    return f"\\u{ord(c):04x}"


def _too_deep(text: str) -> JSONProblem:
    """Where nesting passes :data:`MAX_DEPTH`: its line and the path of the enclosing
    containers (first three steps), by a scan that skips strings."""
    stack: list[list[Any]] = []  # per open container: [kind, current key or index]
    last = '""'
    for m in _TOKENS.finditer(text):
        tok = m.group()
        if tok[0] == '"':
            last = tok
        elif tok == ":":
            if stack:
                stack[-1][1] = json.loads(last)
        elif tok == ",":
            if stack and stack[-1][0] == "[":
                stack[-1][1] += 1
        elif tok in "[{":
            if len(stack) >= MAX_DEPTH:
                path = tuple(step for _, step in stack[:3] if step is not None)
                line = text.count("\n", 0, m.start()) + 1
                return JSONProblem(f"nested more than {MAX_DEPTH} levels deep", path, line)
            stack.append(["[", 0] if tok == "[" else ["{", None])
        elif stack:
            stack.pop()
    return JSONProblem(f"nested more than {MAX_DEPTH} levels deep")


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{},:]')


def field_path(path: tuple[str | int, ...]) -> str:
    """``("metadata", "tags", 2)`` -> ``metadata.tags[2]``."""
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out
