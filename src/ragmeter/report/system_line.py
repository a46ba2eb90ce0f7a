"""The system under test in one sentence, from a run summary's ``system`` entry (render
only): its spec, calls, failures and latency percentiles. The terminal prints it under
the metrics; the Markdown and HTML renderers can print the same sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["system_errors", "system_line"]


def system_line(system: Mapping[str, Any] | None) -> str | None:
    """``"System endpoint:http://...: 20 calls, 1 failed, latency p50 0.017 s, p95
    0.026 s"`` (``None`` when the run called no system)."""
    if not system:
        return None
    errors = int(system.get("errors") or 0)
    text = f"System {system.get('spec', '?')}: {system.get('calls', 0)} calls, "
    text += f"{errors} failed" if errors else "none failed"
    lat = system.get("latency_s") or {}
    if lat:
        text += f", latency p50 {lat['p50']:.3f} s, p95 {lat['p95']:.3f} s"
    return text


def system_errors(system: Mapping[str, Any] | None, limit: int = 3) -> list[tuple[str, int]]:
    """The most frequent reasons of failed system calls, with their counts."""
    reasons = (system or {}).get("error_reasons") or {}
    return [(str(r), int(c)) for r, c in list(reasons.items())[:limit]]
