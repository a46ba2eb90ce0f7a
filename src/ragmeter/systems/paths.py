"""A small path language to pick values out of a JSON reply: ``answer``,
``data.answer``, ``contexts[*].text``, ``results[0].id`` (an optional leading ``$.``).

``[*]`` maps the rest of the path over a list, so ``contexts[*].text`` is the list of
every context's text. A path that does not fit the reply raises :class:`PathError`
naming the step that failed and what was there instead.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import ConfigError, DataError

__all__ = ["JsonPath", "PathError"]

_STEP = re.compile(r"\.?([^.\[\]]+)|\[(\*|-?\d+)\]")


class PathError(DataError):
    """The reply has no value where the path points."""


@dataclass(frozen=True)
class JsonPath:
    """A parsed path; ``JsonPath.parse("contexts[*].text").get(reply)``."""

    text: str
    steps: tuple[str | int | None, ...]  # key, index, or None for [*]

    @classmethod
    def parse(cls, text: str) -> JsonPath:
        raw = text.strip()
        body = raw[2:] if raw.startswith("$.") else raw[1:] if raw.startswith("$") else raw
        if not body:
            raise ConfigError(f"empty JSON path {text!r}; e.g. answer or contexts[*].text")
        steps: list[str | int | None] = []
        pos = 0
        while pos < len(body):
            m = _STEP.match(body, pos)
            if m is None or m.end() == pos:
                raise ConfigError(
                    f"JSON path {text!r}: cannot read {body[pos:]!r}; use keys, [N] and [*] "
                    "(e.g. contexts[*].text)"
                )
            key, index = m.groups()
            if key is not None:
                steps.append(key)
            else:
                steps.append(None if index == "*" else int(index))
            pos = m.end()
        return cls(raw, tuple(steps))

    @property
    def many(self) -> bool:
        """Whether the path yields a list (it has a ``[*]``)."""
        return None in self.steps

    def get(self, doc: Any) -> Any:
        return _walk(doc, self.steps, "$", self.text)


def _walk(value: Any, steps: tuple[str | int | None, ...], where: str, path: str) -> Any:
    for i, step in enumerate(steps):
        if step is None:
            if not isinstance(value, list):
                raise PathError(f"{path}: expected a list at {where}, found {_kind(value)}")
            return [_walk(v, steps[i + 1 :], f"{where}[{n}]", path) for n, v in enumerate(value)]
        if isinstance(step, int):
            if not isinstance(value, list):
                raise PathError(f"{path}: expected a list at {where}, found {_kind(value)}")
            if not -len(value) <= step < len(value):
                raise PathError(f"{path}: {where} has {len(value)} items, no [{step}]")
            value, where = value[step], f"{where}[{step}]"
            continue
        if not isinstance(value, Mapping):
            raise PathError(f"{path}: expected an object at {where}, found {_kind(value)}")
        if step not in value:
            keys = ", ".join(sorted(map(str, value))[:8]) or "none"
            raise PathError(f"{path}: no key {step!r} at {where} (keys: {keys})")
        value, where = value[step], f"{where}.{step}"
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "a boolean"
    return "a number" if isinstance(value, (int, float)) else type(value).__name__
