"""The sentences under a run's metrics table, read from its summary (render only).

They say which metrics sit in a bad band, which could not be computed for any sample
(and why), and which failed on some samples, so "performing well" is printed only
when every metric has a value and is Good or Excellent.
"""

from __future__ import annotations

from collections.abc import Sequence

from ragmeter.types import Summary

__all__ = ["FAILED_STATUSES", "all_good", "verdict"]

#: statuses that mean the score could not be computed, as opposed to not applying
FAILED_STATUSES = ("judge_error", "timeout", "truncated", "error")
_BAD_BANDS = (
    ("Critical", "is Critical", "are Critical"),
    ("Needs improvement", "needs improvement", "need improvement"),
)


def _names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def verdict(summary: Summary) -> list[tuple[str, str]]:
    """``(kind, sentence)`` pairs, worst first; ``kind`` is ``bad`` (a metric in the
    Critical or Needs improvement band), ``missing`` (no sample has a value) or
    ``partial`` (some samples failed). Empty when every metric is fine."""
    metrics = summary.metrics
    out: list[tuple[str, str]] = []
    for band, one, many in _BAD_BANDS:
        names = [m for m, e in metrics.items() if e.band == band]
        if names:
            out.append(("bad", f"{_names(names)} {one if len(names) == 1 else many}"))
    missing: dict[str, list[str]] = {}
    for m, e in metrics.items():
        if e.n_ok == 0 and e.n > 0:
            statuses = sorted(e.undefined) or ["no value"]
            missing.setdefault(", ".join(statuses), []).append(m)
    for why, names in missing.items():
        out.append(("missing", f"{', '.join(names)}: not computed for any sample ({why})"))
    for m, e in metrics.items():
        if not e.n_ok:
            continue
        failed = {s: c for s, c in e.statuses.items() if s in FAILED_STATUSES and c}
        if failed:
            detail = ", ".join(f"{s} on {c}" for s, c in sorted(failed.items()))
            out.append(("partial", f"{m}: {detail} of {e.n} samples (left out of the mean)"))
    return out


def all_good(summary: Summary) -> bool:
    """True when there are metrics and :func:`verdict` has nothing to say."""
    return bool(summary.metrics) and not verdict(summary)
