"""How calls to an endpoint are made, by whoever makes them (the LLM judge's
:class:`~ragmeter.llm.client.LLMClient`, the system runner's endpoint): retries with
backoff, the adaptive concurrency limit, a first probe and a circuit breaker. The one
place with retries and backoff; no cache here (that is the ``LLMClient``'s).

* Retries: 429, 5xx, connection errors and timeouts only; exponential backoff with
  jitter, a bounded count, and never sooner than the server's ``Retry-After``.
* Adaptive concurrency (AIMD, like TCP): every thread shares one
  :class:`AdaptiveLimiter`; a 429 or a timeout halves the number of calls allowed in
  flight (once per congestion episode), each success grows it by ``1/limit``.
* A first probe and a circuit breaker: an endpoint whose first calls all fail is
  unusable (the run stops), and one that fails every attempt for ``BREAKER_S`` seconds
  mid-run gets no more calls (they fail at once), so a dead endpoint costs seconds, not
  a retry cycle per sample.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.llm.backend import BackendError, EndpointError

__all__ = [
    "BREAKER_S",
    "PROBE_CALLS",
    "AdaptiveLimiter",
    "CallFailed",
    "CallPolicy",
    "RetryPolicy",
]


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


#: the first calls to an endpoint: if every one of them fails, the endpoint is unusable
PROBE_CALLS = 3
#: an endpoint that failed every attempt for this long (two calls or more, no success in
#: between) opens the circuit breaker: the run's remaining calls are not sent
BREAKER_S = 10.0


class CallFailed(RagmeterError):
    """One call failed after its retries, or was not sent (the breaker is open)."""

    def __init__(self, reason: str, error: BackendError | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.error = error

    @property
    def kind(self) -> str:
        return self.error.kind if self.error is not None else "not_sent"


T = TypeVar("T")


class CallPolicy:
    """How calls to one endpoint are made, for every caller of it (the LLM judge's
    :class:`~ragmeter.llm.client.LLMClient`, the system runner's endpoint): retries with backoff under the
    shared :class:`AdaptiveLimiter`, a first probe, and a circuit breaker. Thread-safe.

    * **Retries** of 429, 5xx, timeouts and failed connections, with
      :class:`RetryPolicy`'s backoff; a call that still fails raises :class:`CallFailed`.
    * **First probe**: until a call has succeeded, the endpoint is unproven. It is
      unusable (:class:`EndpointError`, raised from then on by every call) when no
      connection can be made at all, when it rejects the credentials (``stop_on_auth``:
      401/403/404 end the run at any time), or when its first ``probe_calls`` calls all
      failed. One call failing (a question that crashes the service, a dropped
      connection) is that call's failure only.
    * **Circuit breaker**: when every attempt has failed for ``breaker_s`` seconds (by
      ``clock``) over two calls or more, with no success in between, the breaker opens:
      calls waiting to retry wake up and fail, and no further call is sent. It stays
      open for the policy's life (a run).

    ``sleep`` waits between attempts (default: a wait the breaker interrupts).
    """

    def __init__(
        self,
        retry: RetryPolicy | None = None,
        limiter: AdaptiveLimiter | None = None,
        *,
        sleep: Callable[[float], None] | None = None,
        seed: int = 0,
        clock: Callable[[], float] = time.monotonic,
        endpoint: str = "the endpoint",
        hint: str = "",
        stop_on_auth: bool = True,
        probe_calls: int = PROBE_CALLS,
        breaker_s: float = BREAKER_S,
    ) -> None:
        self.retry = retry or RetryPolicy()
        self.limiter = limiter or AdaptiveLimiter(8)
        self.endpoint = endpoint
        self.hint = hint
        self.stop_on_auth = stop_on_auth
        self.probe_calls = probe_calls
        self.breaker_s = breaker_s
        self._sleep = sleep
        self._clock = clock
        self._rng = random.Random(seed)
        self.lock = threading.Lock()
        self.counts: Counter[str] = Counter()
        self._opened = threading.Event()
        self._breaker: str | None = None
        self._unusable: str | None = None
        self._probe_failures = 0
        self._streak_start: float | None = None
        self._streak_calls: set[int] = set()
        self._streak_attempts = 0
        self._calls = 0

    @property
    def breaker(self) -> str | None:
        """Why the circuit breaker opened (``None``: closed)."""
        return self._breaker

    def count(self, key: str, n: int = 1) -> None:
        with self.lock:
            self.counts[key] += n

    def run(
        self,
        perform: Callable[[], T],
        *,
        before: Callable[[int], None] | None = None,
        backoff: Callable[[float], None] | None = None,
    ) -> T:
        """``perform()``'s result, retried by the policy. ``before(attempt)`` runs before
        each attempt, ``backoff(seconds)`` before each wait."""
        with self.lock:
            call = self._calls
            self._calls += 1
        attempt = 0
        last: BackendError | None = None
        while True:
            self._check_open(last)
            epoch = self.limiter.acquire()
            try:
                if before is not None:
                    before(attempt)
                self.count("attempts")
                result = perform()
            except BackendError as exc:
                self.limiter.release(epoch, congested=exc.kind in ("rate_limit", "timeout"))
                last = exc
                self._failed_attempt(call, exc)
                wait = self._next_wait(exc, attempt)
                self._check_open(last)  # the breaker opened: no wait, no retry
                self.count("retries")
                if backoff is not None:
                    backoff(wait)
                self._wait(wait)
                attempt += 1
                continue
            except BaseException:
                self.limiter.release(epoch)
                raise
            self.limiter.release(epoch, success=True)
            with self.lock:
                self.counts["successes"] += 1
                self._streak_start = None
            return result

    def _check_open(self, last: BackendError | None) -> None:
        """Stop a call when the endpoint is unusable or the breaker is open (``last``:
        the call's own last failure, when it made attempts)."""
        with self.lock:
            unusable, breaker = self._unusable, self._breaker
            if breaker is not None and unusable is None:
                self.counts["failed_calls" if last is not None else "not_sent"] += 1
        if unusable is not None:
            raise EndpointError(unusable)
        if breaker is None:
            return
        if last is None:
            raise CallFailed(f"not sent: {breaker}")
        raise CallFailed(f"{last.message}; then {breaker}", last)

    def _wait(self, seconds: float) -> None:
        if self._sleep is not None:
            self._sleep(seconds)
        else:
            self._opened.wait(seconds)

    def _failed_attempt(self, call: int, exc: BackendError) -> None:
        """Count a failed attempt; open the breaker when the failures have lasted."""
        with self.lock:
            self.counts[exc.kind] += 1
            now = self._clock()
            if self._streak_start is None:
                self._streak_start = now
                self._streak_calls = set()
                self._streak_attempts = 0
            self._streak_calls.add(call)
            self._streak_attempts += 1
            span = now - self._streak_start
            if self._breaker is None and span >= self.breaker_s and len(self._streak_calls) >= 2:
                self._breaker = (
                    f"{self.endpoint} failed all {self._streak_attempts} attempts of "
                    f"{len(self._streak_calls)} calls in {span:.0f}s (circuit breaker open); "
                    f"the last said: {exc.message}"
                )
                self._opened.set()

    def _next_wait(self, exc: BackendError, attempt: int) -> float:
        """The pause before the next attempt, or the exception that ends the call."""
        tries = f"{attempt + 1} attempt" + ("s" if attempt else "")
        if exc.kind == "auth" and self.stop_on_auth:
            self._stop(f"{self.endpoint} rejected the request ({exc.message})" + self.hint)
        if not exc.retryable:
            prefix = "" if exc.kind == "protocol" else "the endpoint refused the call: "
            self._call_failed(exc, prefix + exc.message)
        if attempt >= self.retry.max_retries:
            self._call_failed(exc, f"{exc.message} (gave up after {tries})")
        wait = self.retry.delay(attempt, exc.retry_after, self._rng)
        if wait is None:
            self._call_failed(
                exc,
                f"{exc.message}; the server asked to wait {exc.retry_after:g}s, more than "
                f"max_retry_after={self.retry.max_retry_after:g}s (after {tries})",
            )
        assert wait is not None
        return wait

    def _call_failed(self, exc: BackendError, reason: str) -> NoReturn:
        """A call that failed for good: the call's failure, or, while no call has ever
        succeeded, the end of the probe that makes the endpoint unusable."""
        with self.lock:
            self.counts["failed_calls"] += 1
            proven = self.counts["successes"] > 0
            if not proven:
                self._probe_failures += 1
            failures = self._probe_failures
        if not proven and exc.kind == "connect":
            self._stop(f"cannot reach {self.endpoint}, so it cannot be used: {reason}")
        if not proven and failures >= self.probe_calls:
            self._stop(
                f"{self.endpoint} cannot be used: its first {failures} calls all failed; the last: {reason}"
            )
        raise CallFailed(reason, exc)

    def _stop(self, message: str) -> NoReturn:
        with self.lock:
            if self._unusable is None:
                self._unusable = message
            message = self._unusable
        self._opened.set()  # calls waiting to retry stop too
        raise EndpointError(message)

    def stats(self) -> dict[str, Any]:
        with self.lock:
            c = dict(self.counts)
        return {
            "attempts": c.get("attempts", 0),
            "retries": c.get("retries", 0),
            "successes": c.get("successes", 0),
            "failed_calls": c.get("failed_calls", 0),
            "rate_limited": c.get("rate_limit", 0),
            "timeouts": c.get("timeout", 0),
            "server_errors": c.get("server", 0),
            "connection_errors": c.get("connection", 0) + c.get("connect", 0),
            "protocol_errors": c.get("protocol", 0),
            "not_sent": c.get("not_sent", 0),
            "breaker": self._breaker,
            "concurrency_limit": round(self.limiter.limit, 2),
            "concurrency_decreases": self.limiter.decreases,
        }
