"""The sentences under a run's metrics table, read from its summary (render only).

They say which metrics sit in a bad band, which could not be computed for any sample
(and why), and which failed on some samples, so "performing well" is printed only
when every metric has a value and is Good or Excellent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["FAILED_STATUSES", "all_good", "verdict"]

#: statuses that mean the score could not be computed, as opposed to not applying
FAILED_STATUSES = ("judge_error", "timeout", "truncated", "error", "system_error")
_BAD_BANDS = (
    ("Critical", "is Critical", "are Critical"),
    ("Needs improvement", "needs improvement", "need improvement"),
)


def _names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def verdict(summary: Mapping[str, Any]) -> list[tuple[str, str]]:
    """``(kind, sentence)`` pairs, worst first; ``kind`` is ``bad`` (a metric in the
    Critical or Needs improvement band), ``missing`` (no sample has a value) or
    ``partial`` (some samples failed). Empty when every metric is fine."""
    metrics: Mapping[str, Any] = summary.get("metrics") or {}
    out: list[tuple[str, str]] = []
    for band, one, many in _BAD_BANDS:
        names = [m for m, e in metrics.items() if e.get("band") == band]
        if names:
            out.append(("bad", f"{_names(names)} {one if len(names) == 1 else many}"))
    missing: dict[str, list[str]] = {}
    for m, e in metrics.items():
        if e.get("n_ok", 0) == 0 and e.get("n", 0) > 0:
            statuses = sorted(s for s in (e.get("statuses") or {}) if s != "ok") or ["no value"]
            missing.setdefault(", ".join(statuses), []).append(m)
    for why, names in missing.items():
        out.append(("missing", f"{', '.join(names)}: not computed for any sample ({why})"))
    for m, e in metrics.items():
        if not e.get("n_ok"):
            continue
        failed = {s: c for s, c in (e.get("statuses") or {}).items() if s in FAILED_STATUSES and c}
        if failed:
            detail = ", ".join(f"{s} on {c}" for s, c in sorted(failed.items()))
            out.append(("partial", f"{m}: {detail} of {e.get('n', 0)} samples (left out of the mean)"))
    return out


def all_good(summary: Mapping[str, Any]) -> bool:
    """True when there are metrics and :func:`verdict` has nothing to say."""
    return bool(summary.get("metrics")) and not verdict(summary)
