"""How calls are made: cache first, then the backend under an adaptive concurrency
limit, retrying only what is worth retrying. The one place with retries and backoff.

* Retries: 429, 5xx, connection errors and timeouts only; exponential backoff with
  jitter, a bounded count, and never sooner than the server's ``Retry-After``.
* Adaptive concurrency (AIMD, like TCP): every thread of the runner shares one
  :class:`AdaptiveLimiter`; a 429 or a timeout halves the number of calls allowed in
  flight (once per congestion episode), each success grows it by ``1/limit``.
* Cache: a reply is stored as soon as it arrives, so a run killed midway resumes from
  where it stopped.
* Calls in flight are made once: before calling, the caller claims the call's key in
  the cache (see :mod:`ragmeter.judges.llm.cache`); a thread or another process finding
  the identical call claimed by a live holder waits for its reply instead of paying for
  it again, and takes the call over when the holder gives up, dies or lets its claim
  expire (it renews it before each attempt for ``timeout + LEASE_MARGIN_S`` seconds).
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.base import JudgeError
from ragmeter.judges.llm.backend import (
    Backend,
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    EmbeddingsBackend,
    EndpointError,
)
from ragmeter.judges.llm.cache import CallCache
from ragmeter.schema import Status

__all__ = ["LEASE_MARGIN_S", "AdaptiveLimiter", "Caller", "RetryPolicy"]

#: seconds a claim on a call outlives the call's timeout (the holder renews it before
#: each attempt and each backoff wait); a waiter takes over an unrenewed claim after it
LEASE_MARGIN_S = 10.0
#: longest pause between two looks at a claimed call's reply
_POLL_MAX_S = 0.25

Request = ChatRequest | EmbeddingRequest


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff with jitter that honours ``Retry-After``."""

    max_retries: int = 4
    backoff_base: float = 1.0
    backoff_max: float = 30.0
    #: a server asking to wait longer than this ends the call instead
    max_retry_after: float = 120.0

    def delay(self, attempt: int, retry_after: float | None, rng: random.Random) -> float | None:
        """Seconds to wait before retry number ``attempt + 1``; ``None``: give up."""
        if retry_after is not None and retry_after > self.max_retry_after:
            return None
        cap = min(self.backoff_max, self.backoff_base * (2.0**attempt))
        wait = cap / 2 + rng.uniform(0, cap / 2)  # "equal jitter": never 0, never in lockstep
        if retry_after is not None:
            wait = max(wait, retry_after)
        return wait


class AdaptiveLimiter:
    """Calls allowed in flight, shared by threads: halve on congestion, grow by 1/limit."""

    def __init__(self, maximum: int, minimum: int = 1) -> None:
        if maximum < 1 or minimum < 1 or minimum > maximum:
            raise ConfigError("need 1 <= minimum <= maximum")
        self.maximum = maximum
        self.minimum = minimum
        self._limit = float(maximum)
        self._in_flight = 0
        self._epoch = 0
        self._cond = threading.Condition()
        self.decreases = 0

    @property
    def limit(self) -> float:
        return self._limit

    @property
    def in_flight(self) -> int:
        return self._in_flight

    def acquire(self) -> int:
        """Wait for a slot; returns the congestion epoch the call starts in."""
        with self._cond:
            while self._in_flight >= int(self._limit):
                self._cond.wait()
            self._in_flight += 1
            return self._epoch

    def release(self, epoch: int, *, success: bool = False, congested: bool = False) -> None:
        with self._cond:
            self._in_flight -= 1
            if congested:
                # Calls that started before the last decrease saw the same congestion:
                # one halving per episode, not one per failed call.
                if epoch == self._epoch:
                    self._limit = max(float(self.minimum), self._limit / 2)
                    self._epoch += 1
                    self.decreases += 1
            elif success and self._limit < self.maximum:
                self._limit = min(float(self.maximum), self._limit + 1.0 / self._limit)
            self._cond.notify_all()


@dataclass
class CallOutcome:
    reply: ChatReply
    cached: bool


class Caller:
    """Cache, claims, limiter and retries around a :class:`Backend`. Thread-safe.

    ``timeout``: the backend's timeout per attempt, which sizes the claim on a call in
    flight (``timeout + LEASE_MARGIN_S``, renewed before each attempt)."""

    def __init__(
        self,
        backend: Backend | None,
        *,
        cache: CallCache | None = None,
        retry: RetryPolicy | None = None,
        limiter: AdaptiveLimiter | None = None,
        sleep: Callable[[float], None] = time.sleep,
        seed: int = 0,
        timeout: float = 60.0,
    ) -> None:
        self.backend = backend
        self.cache = cache
        self.retry = retry or RetryPolicy()
        self.limiter = limiter or AdaptiveLimiter(8)
        self.sleep = sleep
        self.lease_s = timeout + LEASE_MARGIN_S
        self._rng = random.Random(seed)
        self._lock = threading.Lock()
        self.counts: Counter[str] = Counter()

    def _count(self, key: str) -> None:
        with self._lock:
            self.counts[key] += 1

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
            raise JudgeError("this judge has no backend (built for a dry run)")
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
            time.sleep(pause)  # not self.sleep: that one is the retries' backoff
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
            raise JudgeError(f"the {type(self.backend).__name__} backend serves no embeddings")
        return self.backend.embed(request)

    def _fetch(self, request: Request, key: str, token: str | None, claimed_at: float) -> ChatReply:
        """The backend's reply, under the limiter, after retries. The claim ``token``
        (made at ``claimed_at``) is renewed before a retry, and before the first attempt
        when the wait for a slot took half its lease."""
        attempt = 0
        while True:
            epoch = self.limiter.acquire()
            try:
                stale = attempt or time.monotonic() - claimed_at > self.lease_s / 2
                if token is not None and self.cache is not None and stale:
                    self.cache.renew(key, token, self.lease_s)
                self._count("attempts")
                reply = self._perform(request)
            except BackendError as exc:
                congested = exc.kind in ("rate_limit", "timeout")
                self.limiter.release(epoch, congested=congested)
                self._count(exc.kind)
                wait = self._next_wait(exc, attempt)
                self._count("retries")
                if token is not None and self.cache is not None:
                    self.cache.renew(key, token, wait + self.lease_s)
                self.sleep(wait)
                attempt += 1
                continue
            except BaseException:
                self.limiter.release(epoch)
                raise
            self.limiter.release(epoch, success=True)
            self._count("successes")
            return reply

    def _next_wait(self, exc: BackendError, attempt: int) -> float:
        """The pause before the next attempt, or the exception that ends the call."""
        if exc.kind == "auth":
            raise EndpointError(
                f"the endpoint rejected the request ({exc.message}); check the "
                "model name, base URL and API key"
            )
        status = Status.TIMEOUT if exc.kind == "timeout" else Status.JUDGE_ERROR
        tries = f"{attempt + 1} attempt" + ("s" if attempt else "")
        if not exc.retryable:
            raise JudgeError(f"the endpoint refused the call: {exc.message}", status)
        if attempt >= self.retry.max_retries:
            if exc.kind == "connection" and not self.counts["successes"]:
                # Never reached at all (wrong URL, server down): stop instead of failing
                # every sample the same way after the same wait.
                raise EndpointError(f"cannot reach the endpoint: {exc.message} (after {tries})")
            raise JudgeError(f"{exc.message} (gave up after {tries})", status)
        wait = self.retry.delay(attempt, exc.retry_after, self._rng)
        if wait is None:
            raise JudgeError(
                f"{exc.message}; the server asked to wait {exc.retry_after:g}s, more than "
                f"max_retry_after={self.retry.max_retry_after:g}s (after {tries})",
                status,
            )
        return wait

    def stats(self) -> dict[str, Any]:
        with self._lock:
            c = dict(self.counts)
        return {
            "attempts": c.get("attempts", 0),
            "retries": c.get("retries", 0),
            "rate_limited": c.get("rate_limit", 0),
            "timeouts": c.get("timeout", 0),
            "server_errors": c.get("server", 0),
            "connection_errors": c.get("connection", 0),
            "shared_in_flight": c.get("shared_in_flight", 0),
            "claims_taken_over": c.get("claims_taken_over", 0),
            "concurrency_limit": round(self.limiter.limit, 2),
            "concurrency_decreases": self.limiter.decreases,
        }
