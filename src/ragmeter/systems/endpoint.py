"""A RAG system behind an HTTP endpoint: one JSON POST per question.

The request body is a JSON template whose strings may hold ``{question}``, ``{id}`` and
``{category}`` (substituted after parsing, so any question is sent as valid JSON). The
answer, the contexts and their ids are read from the reply with
:class:`~ragmeter.systems.paths.JsonPath` paths.

The transport is the LLM client's (:mod:`ragmeter.llm`): :class:`~ragmeter.llm.http_backend.HTTPBackend`
(a keep-alive connection per thread; ``timeout`` bounds the whole call, reading the
reply included; replies over ``max_reply_bytes`` refused; redirects not followed;
errors classified as ``timeout``, ``connect``, ``connection``, ``protocol``,
``rate_limit``, ``server`` ...), and so is the way calls are made: the client's
:class:`~ragmeter.llm.call_policy.CallPolicy` (backoff with jitter, ``Retry-After``,
calls in flight halving on 429s and timeouts, a first probe, a circuit breaker). What
differs from :class:`~ragmeter.llm.LLMClient` is deliberate: nothing is cached (the system under
test must answer afresh on every run), a call that fails after its retries is a
``system_error`` sample, not a judge error, and a 401/403/404 is a failed call like any
other (only an endpoint whose first calls all fail is unusable).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.llm.backend import EndpointError, public_url
from ragmeter.llm.budget import MAX_REPLY_BYTES
from ragmeter.llm.call_policy import AdaptiveLimiter, CallFailed, CallPolicy, RetryPolicy
from ragmeter.llm.http_backend import HTTPBackend
from ragmeter.systems.paths import JsonPath, PathError

__all__ = ["DEFAULT_REQUEST", "EndpointSystem", "SystemCallError", "SystemUnreachable"]

DEFAULT_REQUEST = '{"question": "{question}"}'
_FIELDS = ("question", "id", "category")


class SystemCallError(RagmeterError):
    """One call to the system failed (after its retries); the sample is a system_error."""


class SystemUnreachable(RagmeterError):
    """The endpoint cannot be used at all (nothing listening, or its first calls all
    failed): stop the run."""


#: the longest --timeout (a day): a socket cannot wait for an infinite one
MAX_TIMEOUT_S = 86_400.0


def _template(request: str | Mapping[str, Any]) -> Any:
    if isinstance(request, Mapping):
        return dict(request)
    try:
        value = json.loads(request)
    except ValueError as exc:
        raise ConfigError(f"request is not valid JSON ({exc}): {request}", param="request") from None
    if "{question}" not in json.dumps(value, ensure_ascii=False):
        raise ConfigError(
            f"request must contain {{question}} in a string, e.g. {DEFAULT_REQUEST}", param="request"
        )
    return value


def _fill(value: Any, fields: Mapping[str, str]) -> Any:
    if isinstance(value, str):
        for name, text in fields.items():
            value = value.replace("{" + name + "}", text)
        return value
    if isinstance(value, list):
        return [_fill(v, fields) for v in value]
    if isinstance(value, Mapping):
        return {k: _fill(v, fields) for k, v in value.items()}
    return value


@dataclass
class EndpointSystem:
    """POST each question to ``url`` and read the reply.

    >>> system = EndpointSystem("http://127.0.0.1:8000/query", request='{"query": "{question}"}',
    ...                         contexts_path="contexts[*].text", ids_path="contexts[*].id")

    ``contexts_path`` may point at a list of strings, or of objects with ``text`` (and
    ``id``, ``score``); ``ids_path`` adds ids read separately (one per context).
    """

    url: str
    request: str | Mapping[str, Any] = DEFAULT_REQUEST
    answer_path: str = "answer"
    contexts_path: str | None = "contexts"
    ids_path: str | None = None
    timeout: float = 30.0
    max_retries: int = 2
    concurrency: int = 8
    backoff_base: float = 0.5
    max_reply_bytes: int = MAX_REPLY_BYTES
    #: waits between attempts (default: a wait the circuit breaker interrupts)
    sleep: Callable[[float], None] | None = field(default=None, repr=False)
    #: the circuit breaker's clock
    clock: Callable[[], float] = field(default=time.monotonic, repr=False)

    def __post_init__(self) -> None:
        parts = urlsplit(self.url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"url must be an http(s)://host[:port]/path URL, got {self.url!r}", param="url")
        timeout = self.timeout
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not math.isfinite(timeout):
            raise ConfigError(f"timeout must be a finite number of seconds, got {timeout!r}", param="timeout")
        if not 0 < timeout <= MAX_TIMEOUT_S:
            raise ConfigError(
                f"timeout must be > 0 and at most {MAX_TIMEOUT_S:g} seconds, got {timeout!r}", param="timeout"
            )
        if self.concurrency < 1 or self.max_retries < 0 or self.max_reply_bytes < 1:
            raise ConfigError("the endpoint's concurrency must be >= 1 and its retries >= 0")
        self._body = _template(self.request)
        self._answer = JsonPath.parse(self.answer_path)
        self._contexts = JsonPath.parse(self.contexts_path) if self.contexts_path else None
        self._ids = JsonPath.parse(self.ids_path) if self.ids_path else None
        base = f"{parts.scheme}://{parts.netloc}{parts.path}"
        self._target = f"?{parts.query}" if parts.query else ""
        self._transport = HTTPBackend(base, "", float(timeout), self.max_reply_bytes)
        self.policy = CallPolicy(
            RetryPolicy(self.max_retries, self.backoff_base, backoff_max=8.0, max_retry_after=60.0),
            AdaptiveLimiter(self.concurrency),
            sleep=self.sleep,
            clock=self.clock,
            endpoint=f"the system endpoint {public_url(self.url)}",
            stop_on_auth=False,
        )

    @property
    def limiter(self) -> AdaptiveLimiter:
        return self.policy.limiter

    @property
    def retries(self) -> int:
        """Attempts that were retried, over every call so far."""
        return int(self.policy.stats()["retries"])

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "endpoint",
            "url": public_url(self.url),
            "request": self._body,
            "answer_path": self.answer_path,
            "contexts_path": self.contexts_path,
            "ids_path": self.ids_path,
            "timeout_s": self.timeout,
            "max_reply_bytes": self.max_reply_bytes,
            "max_retries": self.max_retries,
            "concurrency": self.concurrency,
        }

    def __call__(self, question: str, *, id: str = "", category: str = "") -> dict[str, Any]:
        payload = _fill(self._body, {"question": question, "id": id, "category": category})
        reply = self._post(payload)
        return self.read(reply)

    def read(self, reply: Any) -> dict[str, Any]:
        """``{"answer", "contexts"}`` from a reply, by the configured paths."""
        try:
            answer = self._answer.get(reply)
            contexts = self._contexts.get(reply) if self._contexts else []
            ids = self._ids.get(reply) if self._ids else None
        except PathError as exc:
            raise SystemCallError(f"the reply does not fit the paths: {exc}") from None
        if answer is not None and not isinstance(answer, str):
            raise SystemCallError(f"{self.answer_path} is not a string in the reply")
        if contexts is None:
            contexts = []
        if not isinstance(contexts, list):
            contexts = [contexts]
        if ids is not None:
            if not isinstance(ids, list) or len(ids) != len(contexts):
                n = len(ids) if isinstance(ids, list) else 1
                raise SystemCallError(f"{self.ids_path} gives {n} ids for {len(contexts)} contexts")
            contexts = [
                {**c, "id": i} if isinstance(c, Mapping) else {"text": c, "id": i}
                for c, i in zip(contexts, ids)
            ]
        return {"answer": answer, "contexts": contexts}

    def _post(self, payload: Any) -> Any:
        """The decoded reply, by the call policy (429s, 5xx, timeouts and dropped
        connections retried); a call that still fails is a :class:`SystemCallError`, an
        endpoint that cannot be used a :class:`SystemUnreachable`."""
        try:
            return self.policy.run(lambda: self._transport.post_json(self._target, payload))
        except CallFailed as exc:
            raise SystemCallError(exc.reason) from None
        except EndpointError as exc:
            raise SystemUnreachable(str(exc)) from None

    def close(self) -> None:
        """Nothing to release: connections close with their threads."""
