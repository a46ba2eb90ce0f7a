"""The LLM client every layer above uses (the judge, test-set generation, the Ray
engine): cache first, then the backend by the
:class:`~ragmeter.llm.call_policy.CallPolicy` (retries under the adaptive
concurrency limit, a first probe, a circuit breaker; re-exported here), and for JSON
replies one repair request and one retry with a bigger budget (:meth:`LLMClient.ask`).

* Cache: a reply is stored as soon as it arrives, so a run killed midway resumes from
  where it stopped.
* Calls in flight are made once: before calling, the caller claims the call's key in
  the cache (see :mod:`ragmeter.llm.cache`); a thread or another process finding
  the identical call claimed by a live holder waits for its reply instead of paying for
  it again, and takes the call over when the holder gives up, dies or lets its claim
  expire (it renews it before each attempt for ``timeout + LEASE_MARGIN_S`` seconds).
"""

from __future__ import annotations

import contextlib
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.llm.backend import (
    Backend,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    EmbeddingsBackend,
    embedding_vectors,
)
from ragmeter.llm.cache import CallCache
from ragmeter.llm.call_policy import (
    BREAKER_S,
    PROBE_CALLS,
    AdaptiveLimiter,
    CallFailed,
    CallPolicy,
    RetryPolicy,
)
from ragmeter.llm.config import LLMConfig, resolve_api_key
from ragmeter.llm.http_backend import HTTPBackend, proxy_applies
from ragmeter.llm.schema_check import parse_json
from ragmeter.llm.sdk_backend import OpenAIBackend
from ragmeter.sample import Status, Usage

__all__ = [
    "BREAKER_S",
    "LEASE_MARGIN_S",
    "PROBE_CALLS",
    "AdaptiveLimiter",
    "CallError",
    "CallFailed",
    "CallOutcome",
    "CallPolicy",
    "CallTally",
    "Checker",
    "LLMClient",
    "RetryPolicy",
    "make_backend",
]

#: seconds a claim on a call outlives the call's timeout (the holder renews it before
#: each attempt and each backoff wait); a waiter takes over an unrenewed claim after it
LEASE_MARGIN_S = 10.0
#: longest pause between two looks at a claimed call's reply
_POLL_MAX_S = 0.25

Request = ChatRequest | EmbeddingRequest
#: what is wrong with a parsed reply (an empty list: nothing)
Checker = Callable[[Any], list[str]]
#: the repair request's text when the caller gives none (the judge's prompts carry the
#: same words in their own versioned file)
REPAIR = (
    "Your reply could not be used:\n{{errors}}\n"
    "Reply again with the complete JSON object only, following the schema exactly."
)


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


class LLMClient:
    """Cache and claims around a :class:`Backend`, its calls made by a
    :class:`CallPolicy` (limiter, retries, first probe, circuit breaker). Thread-safe.

    What it holds is declared: :attr:`limiter` (calls in flight), :attr:`cache` (the
    call cache, or None), :attr:`counts` (how the endpoint behaved) and :attr:`config`
    (the settings it was built from, with which a worker builds it again:
    :meth:`from_config`, then :meth:`share` the cluster's limiter and cache).

    ``timeout``: the backend's timeout per attempt, which sizes the claim on a call in
    flight (``timeout + LEASE_MARGIN_S``, renewed before each attempt)."""

    def __init__(
        self,
        backend: Backend | None,
        *,
        cache: CallCache | None = None,
        retry: RetryPolicy | None = None,
        limiter: AdaptiveLimiter | None = None,
        sleep: Callable[[float], None] | None = None,
        seed: int = 0,
        timeout: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
        endpoint: str = "the endpoint",
        config: LLMConfig | None = None,
    ) -> None:
        self.backend = backend
        self.cache: CallCache | None = cache
        self.config = config
        self.policy = CallPolicy(
            retry,
            limiter,
            sleep=sleep,
            seed=seed,
            clock=clock,
            endpoint=endpoint,
            hint="; check the model name, base URL and API key",
        )
        self.lease_s = timeout + LEASE_MARGIN_S

    @classmethod
    def from_config(
        cls,
        config: LLMConfig,
        *,
        dry_run: bool = False,
        explicit_key_env: bool = False,
        sleep: Callable[[float], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> LLMClient:
        """The client for a real endpoint. ``dry_run``: no backend, no key needed, and the
        cache is only read (and only when it already exists)."""
        cache: CallCache | None = None
        if config.cache:
            path = Path(config.cache_path) if config.cache_path else None
            if not dry_run or (path or _default_store()).exists():
                cache = CallCache(path)
        backend: Backend | None = None
        if not dry_run:
            backend = make_backend(config, resolve_api_key(config, explicit_env=explicit_key_env))
        return cls.configured(backend, config, cache=cache, sleep=sleep, clock=clock)

    @classmethod
    def configured(
        cls,
        backend: Backend | None,
        config: LLMConfig,
        *,
        cache: CallCache | None = None,
        sleep: Callable[[float], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> LLMClient:
        """A client over ``backend`` with ``config``'s retries, concurrency and timeout."""
        return cls(
            backend,
            cache=cache,
            retry=config.retry,
            limiter=AdaptiveLimiter(config.concurrency),
            sleep=sleep,
            seed=config.seed or 0,
            timeout=config.timeout,
            clock=clock,
            endpoint=_endpoint_name(backend),
            config=config,
        )

    # ------------------------------------------------------------------ what it holds
    @property
    def limiter(self) -> AdaptiveLimiter:
        return self.policy.limiter

    @property
    def retry(self) -> RetryPolicy:
        return self.policy.retry

    @property
    def counts(self) -> Counter[str]:
        """How the endpoint behaved (retries, rate limits, cache hits ...); read it with
        :meth:`counts_now` while calls are in flight."""
        return self.policy.counts

    def counts_now(self) -> Counter[str]:
        """A copy of :attr:`counts`, taken under the lock the calls count under."""
        with self.policy.lock:
            return Counter(self.policy.counts)

    def merge_counts(self, counts: Counter[str]) -> None:
        """Add counts made elsewhere (the Ray engine's workers) to this client's."""
        with self.policy.lock:
            self.policy.counts.update(counts)

    def share(self, limiter: AdaptiveLimiter, cache: CallCache | None = None) -> None:
        """Use ``limiter`` (and ``cache``, when given) from now on: on a worker, the
        cluster's one limiter and one cache (``ragmeter.distributed.remote``)."""
        self.policy.limiter = limiter
        if cache is not None:
            self.cache = cache

    @contextlib.contextmanager
    def sharing(self, limiter: AdaptiveLimiter) -> Iterator[None]:
        """``limiter`` for the duration (the driver reports the cluster's), then the own."""
        own = self.policy.limiter
        self.policy.limiter = limiter
        try:
            yield
        finally:
            self.policy.limiter = own

    def worker_config(self) -> LLMConfig:
        """The settings a worker builds this client from (:meth:`from_config`): only a
        client built from settings over a real transport can be built again elsewhere."""
        if self.config is None or not isinstance(self.backend, (HTTPBackend, OpenAIBackend)):
            raise ConfigError(
                f"engine='ray' builds the LLM judge again on every worker from its settings; a "
                f"judge with a {type(self.backend).__name__} backend cannot be rebuilt there"
            )
        return self.config

    def _count(self, key: str) -> None:
        self.policy.count(key)

    def cached(self, request: Request) -> ChatReply | None:
        return self.cache.get(request.cache_key()) if self.cache is not None else None

    def call(self, request: Request) -> CallOutcome:
        """The reply to ``request``: from the cache, from an identical call in flight
        elsewhere (both ``cached``: this run did not pay), or from the backend."""
        key = request.cache_key()
        cache = self.cache
        if cache is not None:
            hit = cache.get(key)
            if hit is not None:
                self._count("cache_hits")
                return CallOutcome(hit, True)
        if self.backend is None:
            raise CallError("this judge has no backend (built for a dry run)")
        if cache is None:
            return CallOutcome(self._fetch(request, key, None, 0.0), False)
        token = uuid.uuid4().hex
        pause = 0.01
        waited = False
        while True:
            claim = cache.claim(key, token, self.lease_s)
            if claim.reply is not None:
                self._count("shared_in_flight" if waited else "cache_hits")
                return CallOutcome(claim.reply, True)
            if claim.ours:
                if claim.taken_over:
                    self._count("claims_taken_over")
                break
            waited = True
            time.sleep(pause)  # not the policy's sleep: that one is the retries' backoff
            pause = min(_POLL_MAX_S, pause * 1.5)
        try:
            reply = self._fetch(request, key, token, time.monotonic())
        except BaseException:
            cache.release(key, token)
            raise
        cache.put(key, request, reply, token=token)
        return CallOutcome(reply, False)

    def _perform(self, request: Request) -> ChatReply:
        assert self.backend is not None
        if isinstance(request, ChatRequest):
            return self.backend.complete(request)
        if not isinstance(self.backend, EmbeddingsBackend):
            raise CallError(f"the {type(self.backend).__name__} backend serves no embeddings")
        return self.backend.embed(request)

    def _fetch(self, request: Request, key: str, token: str | None, claimed_at: float) -> ChatReply:
        """The backend's reply, by the policy. The claim ``token`` (made at
        ``claimed_at``) is renewed before a retry, and before the first attempt when the
        wait for a slot took half its lease."""
        cache = self.cache if token is not None else None

        def before(attempt: int) -> None:
            if cache is not None and (attempt or time.monotonic() - claimed_at > self.lease_s / 2):
                cache.renew(key, token or "", self.lease_s)

        def backoff(wait: float) -> None:
            if cache is not None:
                cache.renew(key, token or "", wait + self.lease_s)

        try:
            return self.policy.run(lambda: self._perform(request), before=before, backoff=backoff)
        except CallFailed as exc:
            status = Status.TIMEOUT if exc.kind == "timeout" else Status.JUDGE_ERROR
            raise CallError(exc.reason, status) from None

    def stats(self) -> dict[str, Any]:
        out = self.policy.stats()
        with self.policy.lock:
            out["shared_in_flight"] = self.counts.get("shared_in_flight", 0)
            out["claims_taken_over"] = self.counts.get("claims_taken_over", 0)
        return out

    # ------------------------------------------------------------------ JSON replies
    def ask(self, request: ChatRequest, checker: Checker, *, repair: str = REPAIR) -> tuple[Any, Usage]:
        """A validated JSON reply to ``request`` and the calls it took: cache, retries,
        one repair request (``repair`` with ``{{errors}}`` in it), one retry with twice
        ``max_tokens`` after a cut reply. ``checker`` lists what is wrong with a parsed
        reply; a reply that stays unusable raises :class:`CallError` (with ``usage``)."""
        tally = CallTally()
        try:
            return self.ask_into(request, checker, tally, repair=repair), tally.usage
        except CallError as exc:
            exc.usage = tally.usage
            raise

    def ask_into(
        self, request: ChatRequest, checker: Checker, tally: CallTally, *, repair: str = REPAIR
    ) -> Any:
        """:meth:`ask`, its calls counted into ``tally`` (a task of several calls)."""
        reply, sent = self._complete(request, tally)
        data, errors = _read(reply, checker)
        if not errors:
            return data
        listed = "\n".join(f"- {e}" for e in errors)
        fix = sent.with_messages(
            ("assistant", reply.content or ""), ("user", repair.replace("{{errors}}", listed))
        )
        budget = self.config.max_tokens if self.config is not None else request.max_tokens
        reply, _ = self._complete(fix, tally, may_grow=sent.max_tokens == budget)
        data, errors = _read(reply, checker)
        if not errors:
            return data
        raise CallError(
            f"{sent.schema_name}: the reply was invalid even after one repair request: " + "; ".join(errors)
        )

    def _complete(
        self, request: ChatRequest, tally: CallTally, *, may_grow: bool = True
    ) -> tuple[ChatReply, ChatRequest]:
        """A reply that was not cut off, and the request that got it: a reply cut at the
        token limit is asked again once with twice the budget (when ragmeter sets the
        budget; the server's own limit cannot be raised from here)."""
        outcome = self.call(request)
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
            outcome = self.call(bigger)
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

    def embed(self, model: str, texts: tuple[str, ...], tally: CallTally) -> list[list[float]]:
        """One embeddings call for ``texts`` (cached), one vector per text."""
        request = EmbeddingRequest(model, texts)
        outcome = self.call(request)
        tally.add(outcome, priced=False)
        try:
            vectors = embedding_vectors(outcome.reply)
        except (ValueError, TypeError) as exc:
            raise CallError(f"embeddings: the cached reply is unreadable ({exc})") from None
        if len(vectors) != len(request.texts):
            raise CallError(f"embeddings: {len(vectors)} vectors for {len(request.texts)} texts")
        return [list(v) for v in vectors]


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


def make_backend(config: LLMConfig, api_key: str) -> Backend:
    """The transport ``config.backend`` names (``auto``: the lean standard-library client
    for plain ``http://`` URLs that no proxy applies to, the openai SDK otherwise)."""
    kind = config.backend
    if kind == "auto":
        url = config.base_url or ""
        kind = "http" if url.startswith("http://") and not proxy_applies(url) else "openai"
    cap = config.max_reply_bytes
    if kind == "http":
        assert config.base_url  # LLMConfig refuses backend="http" without one
        return HTTPBackend(config.base_url, api_key, config.timeout, cap)
    return OpenAIBackend(config.base_url, api_key, config.timeout, cap)


def _endpoint_name(backend: Backend | None) -> str:
    """How messages name the client's endpoint: ``the endpoint URL``."""
    url = None
    if backend is not None:
        try:
            url = backend.describe().get("base_url")
        except Exception:  # a test double's describe() is not ours to trust
            url = None
    return f"the endpoint {url}" if url else "the endpoint"


def _default_store() -> Path:
    from ragmeter.store import default_path

    return default_path()
