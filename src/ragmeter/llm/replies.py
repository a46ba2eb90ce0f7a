"""JSON replies through any caller (:meth:`ragmeter.llm.LLMClient.call`): one repair
request when a reply is unusable, one retry with twice ``max_tokens`` when a reply is cut
at the token limit; the judge asks in its prompts' words, the test-set generator in the
same words by default (:data:`REPAIR`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ragmeter.llm.backend import ChatReply, ChatRequest
from ragmeter.llm.calls import CallError, CallOutcome, CallTally
from ragmeter.llm.schema_check import parse_json
from ragmeter.sample import Status

__all__ = ["REPAIR", "Checker", "json_reply"]

#: what is wrong with a parsed reply (an empty list: nothing)
Checker = Callable[[Any], list[str]]
#: the repair request's text when the caller gives none (the judge's prompts carry the
#: same words in their own versioned file)
REPAIR = (
    "Your reply could not be used:\n{{errors}}\n"
    "Reply again with the complete JSON object only, following the schema exactly."
)
Call = Callable[[ChatRequest], CallOutcome]


def json_reply(
    call: Call, request: ChatRequest, checker: Checker, tally: CallTally, *, repair: str, budget: int | None
) -> Any:
    """A validated JSON reply to ``request`` through ``call``, its calls counted into
    ``tally``; ``budget`` is the settings' ``max_tokens`` (a repair of a reply already
    asked with a bigger budget is not grown again). A reply that stays unusable raises
    :class:`CallError`."""
    reply, sent = _complete(call, request, tally)
    data, errors = _read(reply, checker)
    if not errors:
        return data
    listed = "\n".join(f"- {e}" for e in errors)
    fix = sent.with_messages(
        ("assistant", reply.content or ""), ("user", repair.replace("{{errors}}", listed))
    )
    reply, _ = _complete(call, fix, tally, may_grow=sent.max_tokens == budget)
    data, errors = _read(reply, checker)
    if not errors:
        return data
    raise CallError(
        f"{sent.schema_name}: the reply was invalid even after one repair request: " + "; ".join(errors)
    )


def _complete(
    call: Call, request: ChatRequest, tally: CallTally, *, may_grow: bool = True
) -> tuple[ChatReply, ChatRequest]:
    """A reply that was not cut off, and the request that got it: a reply cut at the
    token limit is asked again once with twice the budget (when ragmeter sets the
    budget; the server's own limit cannot be raised from here)."""
    outcome = call(request)
    tally.add(outcome)
    reply = outcome.reply
    if reply.finish_reason != "length":
        return reply, request
    stage = request.schema_name
    budget = request.max_tokens
    if budget is None or not may_grow:
        limit = f"max_tokens={budget}" if budget else "the server's limit"
        raise CallError(
            f"{stage}: the reply was cut off at the token limit ({limit}, finish_reason=length)",
            Status.TRUNCATED,
        )
    bigger = request.with_max_tokens(2 * budget)
    try:
        outcome = call(bigger)
    except CallError as exc:
        raise CallError(
            f"{stage}: the reply was cut off at the token limit (max_tokens={budget}, "
            f"finish_reason=length) and the retry with max_tokens={2 * budget} failed: {exc.reason}",
            Status.TRUNCATED,
        ) from None
    tally.add(outcome)
    if outcome.reply.finish_reason == "length":
        raise CallError(
            f"{stage}: the reply was cut off at the token limit twice (max_tokens={budget}, "
            f"then {2 * budget}; finish_reason=length)",
            Status.TRUNCATED,
        )
    return outcome.reply, bigger


def _read(reply: ChatReply, checker: Checker) -> tuple[Any, list[str]]:
    """The reply's JSON and what is wrong with it (a refusal or a filtered reply ends
    the call; what a repair request can fix is returned as errors)."""
    if reply.refusal:
        raise CallError(f"the model refused to judge: {reply.refusal.strip()[:200]}")
    if reply.finish_reason == "content_filter":
        raise CallError("the endpoint's content filter blocked the reply")
    if not (reply.content or "").strip():
        return None, ["the reply is empty; a JSON object was expected"]
    try:
        data = parse_json(reply.content or "")
    except ValueError as exc:
        return None, [f"the reply is not valid JSON ({exc})"]
    return data, checker(data)
