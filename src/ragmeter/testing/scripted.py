"""``ScriptedBackend``: an in-process :class:`~ragmeter.llm.Backend` test double
(like httpx's ``MockTransport``) for tests that need no HTTP at all."""

from __future__ import annotations

import json
import threading
from typing import Any, NoReturn

from ragmeter.llm.backend import (
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    decode_json,
    parse_completion,
    parse_embeddings,
)
from ragmeter.testing.script import (
    Fault,
    Item,
    Reply,
    Responder,
    Script,
    embeddings_usage,
    fake_embedding,
    judge_responder,
)

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
        #: faults for the embeddings route, consumed one request at a time; when empty,
        #: every text gets :func:`~ragmeter.testing.script.fake_embedding`
        self.embeddings_script = Script()
        self.requests: list[ChatRequest] = []
        self.embedding_requests: list[EmbeddingRequest] = []
        self._lock = threading.Lock()

    def push(self, *items: Item) -> None:
        self.script.push(*items)

    def push_embeddings(self, *faults: Fault) -> None:
        self.embeddings_script.push(*faults)

    def embed(self, request: EmbeddingRequest) -> ChatReply:
        with self._lock:
            self.embedding_requests.append(request)
        item = self.embeddings_script.next()
        if isinstance(item, Fault) and item.kind == "body":
            return parse_embeddings(decode_json(item.text), len(request.texts))
        if isinstance(item, Fault):
            _raise(item)
        vectors = [fake_embedding(t) for t in request.texts]
        tokens = embeddings_usage(list(request.texts))
        return ChatReply(json.dumps(vectors, separators=(",", ":")), "stop", None, tokens, 0)

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
        elif item.kind == "body":  # read as the real backends read a body
            return parse_completion(decode_json(item.text))
        elif item.kind == "headers":
            reply = normal()
        elif item.kind in ("status", "hang", "disconnect", "drip", "endless", "reset", "redirect"):
            _raise(item)
        else:
            reply = item.as_reply(normal)
        prompt, completion = reply.usage(body)
        return ChatReply(reply.text(), reply.finish_reason, reply.refusal, prompt, completion)


def _raise(fault: Fault) -> NoReturn:
    """The BackendError the real backend raises for a transport fault (wire faults as the
    transports classify them: a drip or an endless body outlives the call's deadline, a
    reset drops the connection, a redirect is not followed)."""
    if fault.kind in ("drip", "endless"):
        raise BackendError("timeout", f"no reply (scripted {fault.kind})")
    if fault.kind == "reset":
        raise BackendError("connection", "connection failed: scripted reset")
    if fault.kind == "redirect":
        raise BackendError.from_status(fault.status or 302, "", {"location": fault.text})
    if fault.kind == "status":
        headers = {"retry-after": f"{fault.retry_after:g}"} if fault.retry_after is not None else {}
        raise BackendError.from_status(fault.status, fault.text, headers)
    if fault.kind == "hang":
        raise BackendError("timeout", f"no reply (scripted hang of {fault.seconds:g}s)")
    if fault.kind == "disconnect":
        raise BackendError("connection", "connection failed: scripted disconnect")
    raise BackendError("server", f"scripted {fault.kind} fault on a route that returns no text")
