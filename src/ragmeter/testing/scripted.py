"""``ScriptedBackend``: an in-process :class:`~ragmeter.judges.llm.Backend` test double
(like httpx's ``MockTransport``) for tests that need no HTTP at all."""

from __future__ import annotations

import threading
from typing import Any

from ragmeter.judges.llm.backend import BackendError, ChatReply, ChatRequest
from ragmeter.testing.script import Item, Reply, Responder, Script, judge_responder

__all__ = ["ScriptedBackend"]


class ScriptedBackend:
    """Replies from a script, then from ``responder`` (by default a plausible judge)::

        backend = ScriptedBackend(Fault.rate_limited(2.0), Fault.malformed())
        judge = LLMJudge(backend, LLMConfig(model="test"))
        backend.requests  # every ChatRequest received, in order

    A :class:`~ragmeter.testing.Fault` becomes what the real backend would produce: a
    :class:`BackendError` for HTTP errors, hangs (``timeout``) and dropped connections;
    a bad :class:`ChatReply` for malformed, truncated and refused replies.
    """

    def __init__(self, *script: Item, responder: Responder | None = judge_responder) -> None:
        self.script = Script(script, responder)
        self.requests: list[ChatRequest] = []
        self._lock = threading.Lock()

    def push(self, *items: Item) -> None:
        self.script.push(*items)

    @property
    def calls(self) -> int:
        with self._lock:
            return len(self.requests)

    def describe(self) -> dict[str, Any]:
        return {"kind": "scripted"}

    def complete(self, request: ChatRequest) -> ChatReply:
        with self._lock:
            self.requests.append(request)
        body = request.payload()
        item = self.script.next()

        def normal() -> Reply:
            try:
                return self.script.respond(body)
            except LookupError as exc:
                raise BackendError("client", f"ScriptedBackend: {exc}") from None

        if item is None:
            reply = normal()
        elif isinstance(item, Reply):
            reply = item
        elif item.kind == "status":
            headers = {"retry-after": f"{item.retry_after:g}"} if item.retry_after is not None else {}
            raise BackendError.from_status(item.status, item.text, headers)
        elif item.kind == "hang":
            raise BackendError("timeout", f"no reply (scripted hang of {item.seconds:g}s)")
        elif item.kind == "disconnect":
            raise BackendError("connection", "connection failed: scripted disconnect")
        else:
            reply = item.as_reply(normal)
        prompt, completion = reply.usage(body)
        return ChatReply(reply.text(), reply.finish_reason, reply.refusal, prompt, completion)
