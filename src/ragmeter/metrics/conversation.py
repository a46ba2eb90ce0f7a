"""Conversation-level metrics, computed once per conversation on its last assistant turn
from one table per assistant turn (:class:`~ragmeter.metrics.conversation_turns.TurnTable`).

``knowledge_retention``: the share of assistant turns that do not contradict anything
the user stated up to then (DeepEval's definition: turns without knowledge attrition
over all assistant turns). A turn fails when the judge finds one of its claims
contradicted by a user message; the reason names the turn, the claim and the user turn.
A claim that merely adds something the user did not say is not a failure.

``conversation_relevancy``: the mean, over assistant turns, of each turn's answer
relevancy to the user's message read in the light of the history (a follow-up with the
question it follows); the reason names the turns below :data:`RELEVANT`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ragmeter.conversations import conversation_of
from ragmeter.judges.base import Judgement, Label
from ragmeter.metrics.base import Kind, Metric, MetricSpec
from ragmeter.metrics.conversation_turns import ConversationJudgement, TurnTable, describe_turns
from ragmeter.sample import Sample, Score

__all__ = ["RELEVANT", "SPECS", "Attrition", "conversation_relevancy", "knowledge_retention"]

#: a turn whose relevancy is below this is named in conversation_relevancy's reason
RELEVANT = 0.5


@dataclass(frozen=True)
class Attrition:
    """An assistant turn's claim that contradicts what the user said in ``user_turn``."""

    turn: int
    claim: str
    user_turn: int | None
    reason: str


def attritions(table: TurnTable) -> list[Attrition]:
    out = []
    for v in table.answer_vs_user:
        if v.label is not Label.CONTRADICTED:
            continue
        out.append(Attrition(table.turn, v.claim, table.user_turn_of(v), v.reason))
    return out


def knowledge_retention(tables: Sequence[TurnTable]) -> tuple[float, str, list[Attrition]]:
    """(value, reason, the contradictions found); ``tables`` must not be empty."""
    found = [a for t in tables for a in attritions(t)]
    failed = sorted({a.turn for a in found})
    value = 1.0 - len(failed) / len(tables)
    if not found:
        return value, f"none of the {len(tables)} assistant turns contradicts what the user stated", found
    parts = []
    for a in found[:5]:
        said = f"what the user said in turn {a.user_turn}" if a.user_turn is not None else "the user"
        parts.append(f"turn {a.turn} contradicts {said}: {a.claim!r} ({a.reason})")
    more = f"; and {len(found) - 5} more" if len(found) > 5 else ""
    head = f"{len(failed)} of {len(tables)} assistant turns contradict the user: "
    return value, head + "; ".join(parts) + more, found


def conversation_relevancy(tables: Sequence[TurnTable]) -> tuple[float, str] | None:
    """(mean relevancy over the turns that have one, reason); ``None`` when none has."""
    scored = [(t.turn, t.relevance, t.relevance_reason) for t in tables if t.relevance is not None]
    if not scored:
        return None
    value = sum(r for _, r, _ in scored) / len(scored)
    low = [(turn, r, why) for turn, r, why in scored if r < RELEVANT]
    if not low:
        return value, f"all {len(scored)} assistant turns address the user's message (each >= {RELEVANT})"
    named = "; ".join(f"turn {turn} scores {r:.2f} ({why})" for turn, r, why in low[:5])
    return value, f"{len(low)} of {len(scored)} assistant turns miss the user's message: {named}"


def _tables(sample: Sample, j: Judgement | None) -> tuple[TurnTable, ...] | Score:
    info = conversation_of(sample)
    if info is None:
        return Score.not_applicable("not a conversation turn: a conversation-level metric")
    if not info.last:
        return Score.not_applicable(f"scored once per conversation, on the last assistant turn of {info.id}")
    if not isinstance(j, ConversationJudgement) or not j.turns:
        return Score.not_applicable("the conversation has no assistant turn to judge")
    return j.turns


def _retention(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    tables = _tables(sample, j)
    if isinstance(tables, Score):
        return tables
    value, reason, found = knowledge_retention(tables)
    contradictions = [
        {"turn": a.turn, "claim": a.claim, "user_turn": a.user_turn, "reason": a.reason} for a in found
    ]
    return Score.of(value, reason, contradictions=contradictions, turns=describe_turns(tables))


def _relevancy(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    tables = _tables(sample, j)
    if isinstance(tables, Score):
        return tables
    got = conversation_relevancy(tables)
    if got is None:
        return Score.not_applicable("the judge gave no relevancy for any turn")
    return Score.of(got[0], got[1], turns=describe_turns(tables))


SPECS = (
    MetricSpec(
        "knowledge_retention",
        "Share of assistant turns that contradict nothing the user stated earlier (per conversation).",
        Kind.JUDGED,
        _retention,
        conversation=True,
    ),
    MetricSpec(
        "conversation_relevancy",
        "Mean relevancy of the assistant turns to the user's messages read in context (per conversation).",
        Kind.JUDGED,
        _relevancy,
        conversation=True,
    ),
)
