"""The LLM client every layer above uses (the judge, test-set generation, the Ray
engine): the :class:`~ragmeter.llm.policy.Caller` (cache first, calls in flight made
once, then the backend by the :class:`~ragmeter.llm.call_policy.CallPolicy`) with, for
JSON replies, one repair request and one retry with a bigger budget
(:meth:`LLMClient.ask`), embeddings, and what it holds declared for the engines.
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.llm.backend import Backend, ChatRequest, EmbeddingRequest, embedding_vectors
from ragmeter.llm.cache import CallCache
from ragmeter.llm.call_policy import (
    BREAKER_S,
    PROBE_CALLS,
    AdaptiveLimiter,
    CallFailed,
    CallPolicy,
    RetryPolicy,
)
from ragmeter.llm.calls import CallError, CallOutcome, CallTally, Request
from ragmeter.llm.config import LLMConfig, resolve_api_key
from ragmeter.llm.http_backend import HTTPBackend
from ragmeter.llm.policy import LEASE_MARGIN_S, Caller
from ragmeter.llm.replies import REPAIR, Checker, json_reply
from ragmeter.llm.sdk_backend import OpenAIBackend
from ragmeter.llm.transports import default_store, endpoint_name, make_backend
from ragmeter.sample import Usage

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
    "Request",
    "RetryPolicy",
    "make_backend",
]


class LLMClient(Caller):
    """The calls to one endpoint (cache and claims around a :class:`Backend`, made by a
    :class:`CallPolicy`: :class:`~ragmeter.llm.policy.Caller`), JSON replies with one
    repair request, and embeddings. Thread-safe.

    What it holds is declared: :attr:`limiter` (calls in flight), :attr:`cache` (the
    call cache, or None), :attr:`counts` (how the endpoint behaved) and :attr:`config`
    (the settings it was built from, with which a worker builds it again:
    :meth:`from_config`, then :meth:`share` the cluster's limiter and cache)."""

    def __init__(self, backend: Backend | None, *, config: LLMConfig | None = None, **options: Any) -> None:
        super().__init__(backend, **options)
        self.cache: CallCache | None
        self.config = config

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
            if not dry_run or (path or default_store()).exists():
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
            endpoint=endpoint_name(backend),
            config=config,
        )

    # ------------------------------------------------------------------ what it holds
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

    # ------------------------------------------------------------------ JSON replies
    def ask(self, request: ChatRequest, checker: Checker, *, repair: str = REPAIR) -> tuple[Any, Usage]:
        """A validated JSON reply to ``request`` and the calls it took: cache, retries,
        one repair request (``repair`` with ``{{errors}}`` in it), one retry with twice
        ``max_tokens`` after a cut reply (:mod:`ragmeter.llm.replies`). A reply that stays
        unusable raises :class:`CallError` (with ``usage``)."""
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
        budget = self.config.max_tokens if self.config is not None else request.max_tokens
        return json_reply(self.call, request, checker, tally, repair=repair, budget=budget)

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
