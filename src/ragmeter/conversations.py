"""Conversations as the judge sees them: a turn sample's place in its conversation
(written by :mod:`ragmeter.datasets.conversations` into ``metadata["conversation"]``),
the user's last message read in the light of the history, and the per-turn tables the
conversation-level metrics are computed from (:mod:`ragmeter.metrics.conversation`).

A follow-up ("And on Sundays?") is about an earlier question: when the user's last
message reads as one (few content words, an opening "and"/"what about", or a pronoun
that points back), the question the judge gets is the previous user message(s) and the
follow-up together; a self-contained question is left as it is, so a new topic is not
judged against the old one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ragmeter.errors import describe_exception
from ragmeter.judges.base import ClaimVerdict, Judge, JudgeError, Judgement, JudgeTask
from ragmeter.schema import Sample, Score, Status, Usage

if TYPE_CHECKING:
    from ragmeter.metrics.base import Metric
from ragmeter.text.tokenize import content_tokens

__all__ = [
    "CONVERSATION_KEY",
    "ConversationInfo",
    "ConversationJudgement",
    "Turn",
    "TurnTable",
    "conversation_of",
    "conversation_scores",
    "conversation_tasks",
    "is_follow_up",
    "judge_turns",
    "question_in_context",
    "sample_question",
    "transcript",
]

#: where a turn sample carries its conversation (``Sample.metadata``)
CONVERSATION_KEY = "conversation"
#: a message with at most this many content words reads as a follow-up
FOLLOW_UP_WORDS = 2
#: earlier user messages a chain of follow-ups may reach back to
MAX_EARLIER = 3
_OPENERS = re.compile(r"^\s*(and|but|also|so|then|or|what about|how about|same for|why not)\b", re.I)
_POINTERS = re.compile(
    r"\b(it|its|that|this|these|those|they|them|their|there|he|she|him|her|his|one|ones)\b", re.I
)


@dataclass(frozen=True)
class Turn:
    index: int
    role: str
    content: str


@dataclass(frozen=True)
class ConversationInfo:
    """Where a turn sample sits: its conversation, its turn index, whether it is the
    last assistant turn, the user turn it answers, and every turn before that one."""

    id: str
    turn: int
    last: bool
    question_turn: int
    history: tuple[Turn, ...]


def conversation_of(sample: Sample) -> ConversationInfo | None:
    """The sample's conversation, or ``None`` for a single-turn sample."""
    raw = sample.metadata.get(CONVERSATION_KEY)
    if not isinstance(raw, Mapping) or "id" not in raw or "turn" not in raw:
        return None
    history = tuple(
        Turn(int(t.get("turn", i)), str(t.get("role", "")), str(t.get("content") or ""))
        for i, t in enumerate(raw.get("history") or ())
        if isinstance(t, Mapping)
    )
    turn = int(raw["turn"])
    question_turn = int(raw.get("question_turn", turn - 1))
    return ConversationInfo(str(raw["id"]), turn, bool(raw.get("last")), question_turn, history)


def transcript(sample: Sample) -> tuple[Turn, ...]:
    """Every turn up to and including this sample's answer (its history, the question
    and the answer)."""
    info = conversation_of(sample)
    if info is None:
        return (Turn(0, "user", sample.question), Turn(1, "assistant", sample.answer or ""))
    return (
        *info.history,
        Turn(info.question_turn, "user", sample.question),
        Turn(info.turn, "assistant", sample.answer or ""),
    )


def is_follow_up(message: str) -> bool:
    """Whether a user message leans on what came before (see the module docstring)."""
    if len(content_tokens(message)) <= FOLLOW_UP_WORDS:
        return True
    return bool(_OPENERS.match(message) or _POINTERS.search(message))


def question_in_context(question: str, history: Sequence[Turn]) -> str:
    """The user's last message as the judge should read it: with the earlier user
    message(s) before it when it is a follow-up, else unchanged."""
    if not is_follow_up(question):
        return question
    earlier = [t.content for t in history if t.role == "user" and t.content.strip()]
    parts = [question]
    while earlier and len(parts) <= MAX_EARLIER:
        parts.insert(0, earlier.pop())
        if not is_follow_up(parts[0]):
            break
    return " ".join(p.strip() for p in parts)


def sample_question(sample: Sample) -> str:
    """The question a judge is given for this sample (in context for a turn sample)."""
    info = conversation_of(sample)
    return sample.question if info is None else question_in_context(sample.question, info.history)


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
