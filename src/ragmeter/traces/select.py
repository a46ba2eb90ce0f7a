"""``eval --traces --sample FRACTION --seed N``: which stored interactions a run takes, and
the counts that say what it left out (pure: it reads span groups, however stored)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.traces.interactions import Interaction, interactions, take
from ragmeter.traces.spans import Span

__all__ = ["Selection", "check_fraction", "select"]


def check_fraction(fraction: float) -> float:
    if not 0.0 < fraction <= 1.0:
        raise ConfigError(f"fraction must be in (0, 1], got {fraction!r}", param="fraction")
    return fraction


@dataclass
class Selection:
    """What a pass over the traces found (filled while :func:`select` runs)."""

    fraction: float
    seed: int
    traces: int = 0
    available: int = 0
    taken: int = 0
    skipped: Counter[str] = field(default_factory=Counter)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sample": self.fraction,
            "seed": self.seed,
            "traces": self.traces,
            "available": self.available,
            "taken": self.taken,
            "skipped": dict(sorted(self.skipped.items())),
        }


def select(groups: Iterable[Sequence[Span]], selection: Selection) -> Iterator[Interaction]:
    """The interactions of the span groups (one group per trace, oldest first) that the
    sample takes, in order; ``selection`` counts traces, interactions and skips."""
    check_fraction(selection.fraction)
    for spans in groups:
        selection.traces += 1
        found, skipped = interactions(spans)
        for s in skipped:
            selection.skipped[s.reason] += 1
        for interaction in found:
            selection.available += 1
            if take(interaction.id, selection.fraction, selection.seed):
                selection.taken += 1
                yield interaction
