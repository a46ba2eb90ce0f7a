"""What one call to the model gives back, whoever makes it: the reply and whether this
run paid for it (:class:`CallOutcome`), the calls and tokens a task spent
(:class:`CallTally`), and the error of a call that gave no usable reply
(:class:`CallError`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ragmeter.errors import RagmeterError
from ragmeter.llm.backend import ChatReply, ChatRequest, EmbeddingRequest
from ragmeter.sample import Status, Usage

__all__ = ["CallError", "CallOutcome", "CallTally", "Request"]

Request = ChatRequest | EmbeddingRequest


class CallError(RagmeterError):
    """A call that gave no usable reply: the ``status`` it leaves (``timeout``,
    ``truncated``, ``judge_error``), the ``reason``, and what the attempts still cost
    (``usage``). The judge turns it into a :class:`~ragmeter.judges.base.JudgeError`."""

    def __init__(self, reason: str, status: Status = Status.JUDGE_ERROR, usage: Usage | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        self.usage = usage if usage is not None else Usage()


@dataclass
class CallOutcome:
    reply: ChatReply
    cached: bool


@dataclass
class CallTally:
    """Calls and tokens spent on one task (a failed task still reports them)."""

    usage: Usage = field(default_factory=Usage)

    def add(self, outcome: CallOutcome, *, priced: bool = True) -> None:
        """Count a call; an unpriced one (embeddings) adds no tokens to the chat cost."""
        r = outcome.reply
        if outcome.cached:
            self.usage += Usage(cached_calls=1)
        else:
            self.usage += Usage(1, 0, r.prompt_tokens, r.completion_tokens) if priced else Usage(1)
