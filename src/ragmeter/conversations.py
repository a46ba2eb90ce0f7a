"""Conversations as the judge sees them: a turn sample's place in its conversation
(written by :mod:`ragmeter.datasets.conversations` into ``metadata["conversation"]``),
and the user's last message read in the light of the history. Pure: the per-turn judging
the conversation-level metrics need is :mod:`ragmeter.metrics.conversation_turns`.

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

from ragmeter.sample import Sample
from ragmeter.text.tokenize import content_tokens

__all__ = [
    "CONVERSATION_KEY",
    "ConversationInfo",
    "Turn",
    "conversation_of",
    "is_follow_up",
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
