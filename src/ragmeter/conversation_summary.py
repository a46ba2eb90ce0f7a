"""A run's per-conversation summary: for each conversation its turns, the mean of each
turn-level metric over its turns, its conversation-level metrics (scored on its last
turn) and the turns that need attention; across conversations, the mean of those
per-conversation values (every conversation weighs the same, however many turns it has).

It lives in the summary's ``conversations`` entry (a run without conversations has none).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ragmeter.conversations import conversation_of
from ragmeter.sample import needs_attention
from ragmeter.types import SampleResult

__all__ = ["MAX_LISTED", "ConversationRollup", "conversation_means"]

#: conversations listed one by one in a summary (the means always cover all of them)
MAX_LISTED = 1000


class ConversationRollup:
    """Collects turn results by conversation as they stream past (turns of one
    conversation need not be adjacent)."""

    def __init__(self, metrics: Sequence[str]) -> None:
        self.metrics = list(metrics)
        self._convs: dict[str, dict[str, Any]] = {}

    def add(self, r: SampleResult) -> None:
        info = conversation_of(r.sample)
        if info is None:
            return
        conv = self._convs.setdefault(info.id, {"turns": 0, "values": {}, "attention": [], "last": None})
        conv["turns"] += 1
        for m in self.metrics:
            sc = r.scores.get(m)
            if sc is not None and sc.ok and sc.value is not None:
                conv["values"].setdefault(m, []).append(sc.value)
        if needs_attention(r.diagnosis.label):
            conv["attention"].append(r.sample.id)
        if info.last:
            conv["last"] = r.sample.id

    def __bool__(self) -> bool:
        return bool(self._convs)

    def summary(self) -> dict[str, Any]:
        items = {
            cid: {
                "turns": c["turns"],
                "last_turn": c["last"],
                "metrics": {m: _mean(c["values"].get(m, ())) for m in self.metrics},
                "needs_attention": list(c["attention"]),
            }
            for cid, c in sorted(self._convs.items())
        }
        listed = dict(list(items.items())[:MAX_LISTED])
        return {
            "n_conversations": len(items),
            "n_turns": sum(c["turns"] for c in items.values()),
            "metrics": conversation_means(items.values(), self.metrics),
            "items": listed,
        }


def _mean(values: Sequence[float]) -> float | None:
    return None if not values else round(sum(values) / len(values), 6)


def conversation_means(items: Any, metrics: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per metric: the mean over conversations of their per-conversation values, and
    how many conversations have one."""
    out: dict[str, dict[str, Any]] = {}
    convs: list[Mapping[str, Any]] = list(items)
    for m in metrics:
        vals = [c["metrics"][m] for c in convs if c["metrics"].get(m) is not None]
        out[m] = {"mean": _mean(vals), "n": len(vals)}
    return out
