"""The per-turn judging behind the conversation-level metrics
(:mod:`ragmeter.metrics.conversation`): on a conversation's last turn every assistant turn
is judged against what the user said up to then, and how well it addresses the user's
message read in context (:func:`ragmeter.conversations.question_in_context`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ragmeter.conversations import Turn, conversation_of, question_in_context, transcript
from ragmeter.errors import describe_exception
from ragmeter.judges.base import ClaimVerdict, Judge, JudgeError, Judgement, JudgeTask
from ragmeter.sample import Sample, Score, Status, Usage

if TYPE_CHECKING:
    from ragmeter.metrics.base import Metric

__all__ = [
    "ConversationJudgement",
    "TurnTable",
    "conversation_scores",
    "conversation_tasks",
    "describe_turns",
    "judge_turns",
]


# ---------------------------------------------------------------- conversation-level tables
@dataclass(frozen=True)
class TurnTable:
    """One assistant turn judged for the conversation-level metrics: its claims against
    what the user said up to then (``premise_turns`` maps a premise to its turn), and
    how well it addresses the user's message read in context."""

    turn: int
    question: str
    answer_vs_user: tuple[ClaimVerdict, ...]
    premise_turns: tuple[int, ...]
    relevance: float | None
    relevance_reason: str = ""
    premises: tuple[str, ...] = ()

    def user_turn_of(self, verdict: ClaimVerdict) -> int | None:
        """The user turn a verdict points at: its source premise, else the premise that
        holds its evidence; ``None`` when neither says."""
        if verdict.source is not None and 0 <= verdict.source < len(self.premise_turns):
            return self.premise_turns[verdict.source]
        if verdict.evidence:
            for text, turn in zip(self.premises, self.premise_turns):
                if verdict.evidence.strip() and verdict.evidence.strip() in text:
                    return turn
        return None


@dataclass(frozen=True, slots=True)
class ConversationJudgement(Judgement):
    """A judgement of a whole conversation, one table per assistant turn (built by
    :func:`judge_turns` on the conversation's last turn)."""

    turns: tuple[TurnTable, ...] = ()


def _tasks(turns: Sequence[Turn]) -> list[tuple[Turn, JudgeTask, tuple[int, ...]]]:
    out = []
    for k, turn in enumerate(turns):
        if turn.role != "assistant" or not turn.content.strip():
            continue
        before = turns[:k]
        users = [t for t in before if t.role == "user" and t.content.strip()]
        if not users:
            continue
        question = question_in_context(users[-1].content, before[: before.index(users[-1])])
        task = JudgeTask(
            question=question,
            answer=turn.content,
            contexts=tuple(t.content for t in users),
            answer_vs_contexts=True,
            relevance=True,
        )
        out.append((turn, task, tuple(t.index for t in users)))
    return out


def conversation_tasks(sample: Sample, metrics: Sequence[Metric]) -> list[JudgeTask]:
    """The judge tasks :func:`conversation_scores` will send for this sample (for a cost
    estimate): one per assistant turn, on a conversation's last turn, when a
    conversation-level metric is asked for."""
    info = conversation_of(sample)
    if info is None or not info.last or not any(m.spec.conversation for m in metrics):
        return []
    return [task for _, task, _ in _tasks(transcript(sample))]


def judge_turns(judge: Judge, sample: Sample) -> ConversationJudgement:
    """Judge every assistant turn of the sample's conversation, in order: one judge call
    per turn. A :class:`JudgeError` of any turn propagates (with what was spent)."""
    from ragmeter.judges.completion import complete

    usage = Usage()
    tables: list[TurnTable] = []
    for turn, task, premise_turns in _tasks(transcript(sample)):
        try:
            j = complete(judge, task, judge.judge(task))
        except JudgeError as exc:
            raise JudgeError(f"turn {turn.index}: {exc.reason}", exc.status, usage + exc.usage) from None
        usage = usage + j.usage
        rel = j.relevance
        tables.append(
            TurnTable(
                turn.index,
                task.question,
                tuple(j.answer_vs_contexts or ()),
                premise_turns,
                None if rel is None else rel.score,
                "" if rel is None else rel.reason,
                task.contexts,
            )
        )
    return ConversationJudgement(usage=usage, turns=tuple(tables))


def describe_turns(tables: Sequence[TurnTable]) -> list[dict[str, Any]]:
    """The per-turn tables, JSON-ready (a conversation metric's details)."""
    return [
        {
            "turn": t.turn,
            "question": t.question,
            "relevance": t.relevance,
            "claims": [v.to_dict() for v in t.answer_vs_user],
        }
        for t in tables
    ]


def conversation_scores(
    sample: Sample, metrics: Sequence[Metric], judge: Judge
) -> tuple[dict[str, Score], Usage]:
    """The conversation-level metrics of one sample, and what judging them cost: on the
    conversation's last assistant turn every turn is judged (:func:`judge_turns`);
    elsewhere the metrics say why they do not apply."""
    if not metrics:
        return {}, Usage()
    info = conversation_of(sample)
    judgement: Judgement | None = None
    if info is not None and info.last:
        try:
            judgement = judge_turns(judge, sample)
        except JudgeError as exc:
            return {str(m): Score.undefined(exc.status, exc.reason) for m in metrics}, exc.usage
    out: dict[str, Score] = {}
    for m in metrics:
        try:
            out[str(m)] = m.compute(sample, judgement)
        except JudgeError as exc:
            out[str(m)] = Score.undefined(exc.status, exc.reason)
        except Exception as exc:  # a bug shows up as a status, never as a number
            out[str(m)] = Score.undefined(Status.ERROR, f"{m} failed: {describe_exception(exc)}")
    return out, Usage() if judgement is None else judgement.usage
