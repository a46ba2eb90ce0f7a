"""One concurrency limiter and one call cache for the whole cluster, for the LLM judge.

Each is a Ray actor on the driver's node, and every judge on every worker reaches it
through a proxy with the interface of what it replaces, so the judge's own
:class:`~ragmeter.llm.client.LLMClient` (retries, backoff, AIMD) runs unchanged:

* :class:`LimiterServer` holds the run's one
  :class:`~ragmeter.llm.client.AdaptiveLimiter`: calls in flight across the
  cluster never exceed ``concurrency``, and a 429 or a timeout on any worker halves the
  limit for all of them (once per congestion episode), as one process does. A slot is
  held for one attempt at most, which cannot outlast the call's timeout; a slot whose
  holder died (a killed worker) is taken back after ``timeout + LEASE_MARGIN_S``.
* :class:`CacheServer` holds the run's :class:`~ragmeter.llm.cache.CallCache`:
  the SQLite store the driver would use (``--store``, ``$RAGMETER_STORE``), so every
  worker reads and writes one cache, identical calls are made once across the cluster
  (claims), a rerun on Ray or on one machine finds every reply, and a killed run
  resumes. A claim held by a worker that died is taken over when its lease expires.
"""

from __future__ import annotations

import threading
import time
import uuid
from pathlib import Path
from typing import Any

from ragmeter.llm.backend import ChatReply
from ragmeter.llm.cache import Cacheable, CallCache, Claim
from ragmeter.llm.client import LEASE_MARGIN_S, AdaptiveLimiter

__all__ = ["CacheServer", "LimiterServer", "RemoteCache", "RemoteLimiter"]


class LimiterServer:
    """The cluster's :class:`AdaptiveLimiter` (a threaded Ray actor: a waiting
    ``acquire`` holds one of its threads, so it needs more threads than callers)."""

    def __init__(self, maximum: int, lease_s: float) -> None:
        self.limiter = AdaptiveLimiter(maximum)
        self.lease_s = lease_s
        self._held: dict[str, tuple[int, float]] = {}
        self._lock = threading.Lock()
        self.peak = 0
        self.reclaimed = 0
        threading.Thread(target=self._reap, name="ragmeter-limiter-reaper", daemon=True).start()

    def acquire(self, token: str) -> int:
        epoch = self.limiter.acquire()
        with self._lock:
            self._held[token] = (epoch, time.monotonic())
            self.peak = max(self.peak, self.limiter.in_flight)
        return epoch

    def release(self, token: str, success: bool, congested: bool) -> None:
        with self._lock:
            held = self._held.pop(token, None)
        if held is not None:
            self.limiter.release(held[0], success=success, congested=congested)

    def state(self) -> dict[str, Any]:
        return {
            "limit": self.limiter.limit,
            "decreases": self.limiter.decreases,
            "in_flight": self.limiter.in_flight,
            "peak": self.peak,
            "reclaimed": self.reclaimed,
        }

    def _reap(self) -> None:
        while True:
            time.sleep(1.0)
            now = time.monotonic()
            with self._lock:
                stale = [t for t, (_, since) in self._held.items() if now - since > self.lease_s]
                epochs = [self._held.pop(t)[0] for t in stale]
                self.reclaimed += len(epochs)
            for epoch in epochs:
                self.limiter.release(epoch)


class RemoteLimiter(AdaptiveLimiter):
    """An :class:`AdaptiveLimiter` whose state lives in a :class:`LimiterServer`. The
    caller acquires and releases a slot in the same thread (as ``LLMClient`` does), which
    is how a release finds its slot."""

    def __init__(self, handle: Any, maximum: int) -> None:  # no super(): no local state
        self.handle = handle
        self.maximum = maximum
        self.minimum = 1
        self._mine = threading.local()

    @property
    def limit(self) -> float:
        return float(self._state()["limit"])

    @property
    def in_flight(self) -> int:
        return int(self._state()["in_flight"])

    @property
    def decreases(self) -> int:
        return int(self._state()["decreases"])

    @decreases.setter
    def decreases(self, value: int) -> None:  # the server counts them
        return None

    def _state(self) -> dict[str, Any]:
        import ray

        state: dict[str, Any] = ray.get(self.handle.state.remote())
        return state

    def acquire(self) -> int:
        import ray

        token = uuid.uuid4().hex
        epoch: int = ray.get(self.handle.acquire.remote(token))
        self._mine.token = token
        return epoch

    def release(self, epoch: int, *, success: bool = False, congested: bool = False) -> None:
        token = getattr(self._mine, "token", None)
        self._mine.token = None
        if token is not None:
            self.handle.release.remote(token, success, congested)


class _Label:
    """What the cache records of a request besides its key."""

    def __init__(self, request: Cacheable) -> None:
        self.model = request.model
        self.prompt_version = request.prompt_version
        self.schema_name = request.schema_name


class CacheServer:
    """The cluster's :class:`CallCache`, on the driver's node (a threaded Ray actor)."""

    def __init__(self, path: str) -> None:
        self.cache = CallCache(path)

    def get(self, key: str) -> ChatReply | None:
        return self.cache.get(key)

    def put(self, key: str, label: _Label, reply: ChatReply, token: str | None) -> None:
        self.cache.put(key, label, reply, token=token)

    def claim(self, key: str, token: str, lease_s: float) -> Claim:
        return self.cache.claim(key, token, lease_s)

    def renew(self, key: str, token: str, lease_s: float) -> None:
        self.cache.renew(key, token, lease_s)

    def release(self, key: str, token: str) -> None:
        self.cache.release(key, token)

    def count(self) -> tuple[int, int]:
        return len(self.cache), self.cache.in_flight()


class RemoteCache(CallCache):
    """A :class:`CallCache` whose rows live in a :class:`CacheServer`."""

    def __init__(self, handle: Any, path: str) -> None:  # no super(): no connection here
        self.handle = handle
        self.path = Path(path)

    def _call(self, method: str, *args: Any) -> Any:
        import ray

        return ray.get(getattr(self.handle, method).remote(*args))

    def get(self, key: str) -> ChatReply | None:
        reply: ChatReply | None = self._call("get", key)
        return reply

    def put(self, key: str, request: Cacheable, reply: ChatReply, *, token: str | None = None) -> None:
        self._call("put", key, _Label(request), reply, token)

    def claim(self, key: str, token: str, lease_s: float) -> Claim:
        claim: Claim = self._call("claim", key, token, lease_s)
        return claim

    def renew(self, key: str, token: str, lease_s: float) -> None:
        self._call("renew", key, token, lease_s)

    def release(self, key: str, token: str) -> None:
        self._call("release", key, token)

    def in_flight(self) -> int:
        return int(self._call("count")[1])

    def __len__(self) -> int:
        return int(self._call("count")[0])

    def close(self) -> None:
        return None


def start_servers(
    maximum: int, timeout: float, cache_path: str | None, callers: int, *, client: bool = False
) -> dict[str, Any]:
    """The limiter (and, when the judge caches, the cache) actors, on this node; through
    Ray Client (``client``), on the head node (the cache file is then the head node's)."""
    import ray
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    where: dict[str, Any] = (
        {"resources": {"node:__internal_head__": 0.001}}
        if client
        else {
            "scheduling_strategy": NodeAffinitySchedulingStrategy(
                ray.get_runtime_context().get_node_id(), soft=False
            )
        }
    )
    limiter = (
        ray.remote(LimiterServer)
        .options(num_cpus=0, max_concurrency=callers + 16, **where)
        .remote(maximum, timeout + LEASE_MARGIN_S)
    )
    out: dict[str, Any] = {"limiter": limiter, "maximum": maximum, "cache": None, "cache_path": None}
    if cache_path is not None:
        out["cache"] = (
            ray.remote(CacheServer).options(num_cpus=0, max_concurrency=8, **where).remote(cache_path)
        )
        out["cache_path"] = cache_path
    return out
