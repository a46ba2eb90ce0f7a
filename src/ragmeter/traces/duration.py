"""``--since DURATION``: ``90s``, ``30m``, ``24h``, ``7d``, ``2w``, or combined (``1h30m``)."""

from __future__ import annotations

import re
from datetime import timedelta

from ragmeter.errors import ConfigError

__all__ = ["parse_duration"]

_PART = re.compile(r"(\d+)\s*([smhdw])", re.IGNORECASE)
_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800}
#: about 100 years: anything longer is a typo (and would overflow a datetime)
_MAX_SECONDS = 100 * 365 * 86_400


def parse_duration(text: str) -> timedelta:
    """A positive duration; a :class:`ConfigError` saying what is accepted otherwise."""
    cleaned = text.strip()
    pos, total = 0, 0
    for m in _PART.finditer(cleaned):
        if m.start() != pos and cleaned[pos : m.start()].strip():
            break
        total += int(m.group(1)) * _UNIT[m.group(2).lower()]
        pos = m.end()
    if not cleaned or cleaned[pos:].strip() or total == 0:
        raise ConfigError(
            f"since {text!r}: give a duration such as 90s, 30m, 24h, 7d, 2w or 1h30m (a number and a unit)",
            param="since",
        )
    if total > _MAX_SECONDS:
        raise ConfigError(f"since {text!r} is longer than 100 years", param="since")
    return timedelta(seconds=total)
