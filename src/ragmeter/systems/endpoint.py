"""A RAG system behind an HTTP endpoint: one JSON POST per question.

The request body is a JSON template whose strings may hold ``{question}``, ``{id}`` and
``{category}`` (substituted after parsing, so any question is sent as valid JSON). The
answer, the contexts and their ids are read from the reply with
:class:`~ragmeter.systems.paths.JsonPath` paths.

The transport is the LLM judge's: :class:`~ragmeter.judges.llm.http_backend.HTTPBackend`
(a keep-alive connection per thread, a socket timeout per call, errors classified as
``timeout``, ``connection``, ``rate_limit``, ``server`` ...), its
:class:`~ragmeter.judges.llm.policy.RetryPolicy` (backoff with jitter, ``Retry-After``)
and :class:`~ragmeter.judges.llm.policy.AdaptiveLimiter` (calls in flight halve on 429s
and timeouts). What differs from the judge's ``Caller`` is deliberate: nothing is
cached (the system under test must answer afresh on every run), and a call that fails
after its retries is a ``system_error`` sample, not a judge error.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.judges.llm.backend import BackendError, public_url
from ragmeter.judges.llm.http_backend import HTTPBackend
from ragmeter.judges.llm.policy import AdaptiveLimiter, RetryPolicy
from ragmeter.systems.paths import JsonPath, PathError

__all__ = ["DEFAULT_REQUEST", "EndpointSystem", "SystemCallError", "SystemUnreachable"]

DEFAULT_REQUEST = '{"question": "{question}"}'
_FIELDS = ("question", "id", "category")


class SystemCallError(RagmeterError):
    """One call to the system failed (after its retries); the sample is a system_error."""


class SystemUnreachable(RagmeterError):
    """The endpoint cannot be used at all (wrong URL, refused, not found): stop the run."""


def _template(request: str | Mapping[str, Any]) -> Any:
    if isinstance(request, Mapping):
        return dict(request)
    try:
        value = json.loads(request)
    except ValueError as exc:
        raise ConfigError(f"--request is not valid JSON ({exc}): {request}") from None
    if "{question}" not in json.dumps(value, ensure_ascii=False):
        raise ConfigError(f"--request must contain {{question}} in a string, e.g. {DEFAULT_REQUEST}")
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
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)

    def __post_init__(self) -> None:
        parts = urlsplit(self.url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"--endpoint must be an http(s)://host[:port]/path URL, got {self.url!r}")
        if not self.timeout > 0:
            raise ConfigError(f"--timeout must be > 0, got {self.timeout!r}")
        if self.concurrency < 1 or self.max_retries < 0:
            raise ConfigError("the endpoint's concurrency must be >= 1 and its retries >= 0")
        self._body = _template(self.request)
        self._answer = JsonPath.parse(self.answer_path)
        self._contexts = JsonPath.parse(self.contexts_path) if self.contexts_path else None
        self._ids = JsonPath.parse(self.ids_path) if self.ids_path else None
        base = f"{parts.scheme}://{parts.netloc}{parts.path}"
        self._target = f"?{parts.query}" if parts.query else ""
        self._transport = HTTPBackend(base, "", self.timeout)
        self._retry = RetryPolicy(self.max_retries, self.backoff_base, backoff_max=8.0, max_retry_after=60.0)
        self.limiter = AdaptiveLimiter(self.concurrency)
        self._rng = random.Random(0)
        self._lock = threading.Lock()
        self._successes = 0
        self.retries = 0

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "endpoint",
            "url": public_url(self.url),
            "request": self._body,
            "answer_path": self.answer_path,
            "contexts_path": self.contexts_path,
            "ids_path": self.ids_path,
            "timeout_s": self.timeout,
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
        """The decoded reply, after retrying 429s, 5xx, timeouts and dropped connections."""
        attempt = 0
        while True:
            epoch = self.limiter.acquire()
            try:
                reply = self._transport.post_json(self._target, payload)
            except BackendError as exc:
                self.limiter.release(epoch, congested=exc.kind in ("rate_limit", "timeout"))
                wait = self._after_failure(exc, attempt)
                with self._lock:
                    self.retries += 1
                self.sleep(wait)
                attempt += 1
                continue
            except BaseException:
                self.limiter.release(epoch)
                raise
            self.limiter.release(epoch, success=True)
            with self._lock:
                self._successes += 1
            return reply

    def _after_failure(self, exc: BackendError, attempt: int) -> float:
        tries = f"{attempt + 1} attempt" + ("s" if attempt else "")
        with self._lock:
            never_worked = self._successes == 0
        unusable = exc.kind == "auth" or (exc.kind == "connection" and attempt >= self._retry.max_retries)
        if unusable and never_worked:
            # the same for every question: stop now instead of failing each the same way
            where = public_url(self.url)
            raise SystemUnreachable(f"the system endpoint {where} cannot be used: {exc.message}")
        if not exc.retryable:
            raise SystemCallError(f"the endpoint refused the call: {exc.message}")
        if attempt >= self._retry.max_retries:
            raise SystemCallError(f"{exc.message} (gave up after {tries})")
        wait = self._retry.delay(attempt, exc.retry_after, self._rng)
        if wait is None:
            raise SystemCallError(f"{exc.message}; the server asked to wait {exc.retry_after:g}s ({tries})")
        return wait

    def close(self) -> None:
        """Nothing to release: connections close with their threads."""
