"""How calls to the model are made: cache first, then the backend by the
:class:`~ragmeter.llm.call_policy.CallPolicy` (retries under the adaptive
concurrency limit, a first probe, a circuit breaker; re-exported here).
:class:`~ragmeter.llm.client.LLMClient` is this with what its users need on top.

* Cache: a reply is stored as soon as it arrives, so a run killed midway resumes from
  where it stopped.
* Calls in flight are made once: before calling, the caller claims the call's key in
  the cache (see :mod:`ragmeter.llm.cache`); a thread or another process finding
  the identical call claimed by a live holder waits for its reply instead of paying for
  it again, and takes the call over when the holder gives up, dies or lets its claim
  expire (it renews it before each attempt for ``timeout + LEASE_MARGIN_S`` seconds).
"""

from __future__ import annotations

import time
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

from ragmeter.llm.backend import Backend, ChatReply, ChatRequest, EmbeddingsBackend
from ragmeter.llm.cache import CallCache
from ragmeter.llm.call_policy import (
    BREAKER_S,
    PROBE_CALLS,
    AdaptiveLimiter,
    CallFailed,
    CallPolicy,
    RetryPolicy,
)
from ragmeter.llm.calls import CallError, CallOutcome, Request
from ragmeter.sample import Status

__all__ = [
    "BREAKER_S",
    "LEASE_MARGIN_S",
    "PROBE_CALLS",
    "AdaptiveLimiter",
    "CallFailed",
    "CallOutcome",
    "CallPolicy",
    "Caller",
    "RetryPolicy",
]

#: seconds a claim on a call outlives the call's timeout (the holder renews it before
#: each attempt and each backoff wait); a waiter takes over an unrenewed claim after it
LEASE_MARGIN_S = 10.0
#: longest pause between two looks at a claimed call's reply
_POLL_MAX_S = 0.25


class Caller:
    """Cache and claims around a :class:`Backend`, its calls made by a
    :class:`CallPolicy` (limiter, retries, first probe, circuit breaker). Thread-safe.

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
    ) -> None:
        self.backend = backend
        self.cache = cache
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

    @property
    def limiter(self) -> AdaptiveLimiter:
        return self.policy.limiter

    @property
    def retry(self) -> RetryPolicy:
        return self.policy.retry

    @property
    def counts(self) -> Counter[str]:
        """How the endpoint behaved (retries, rate limits, cache hits ...)."""
        return self.policy.counts

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
