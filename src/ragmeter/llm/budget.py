"""What one HTTP call may take: a whole-call deadline and a cap on the bytes read.

A socket timeout bounds one read, not a call: a server that sends one byte a second, or
an endless chunked reply, keeps a call alive forever under a per-read timeout. Both
transports therefore give every read (and connect and write) the time left before the
call's deadline, and count every byte received (status line, headers and body) against
:data:`MAX_REPLY_BYTES` (the ``max_reply_mb`` setting). A call that runs out of time
raises :class:`DeadlineExceeded`, one that reads too much :class:`ReplyTooLarge`; the
transports turn them into ``timeout`` and ``protocol`` :class:`BackendError`\\ s.

The stdlib transport passes its :class:`Budget` explicitly; the SDK's transport reads
it from :func:`current` (the calling thread's budget, set by :func:`scope`), because
httpx reads the reply inside the SDK, in the thread that made the call.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

__all__ = ["MAX_REPLY_BYTES", "Budget", "DeadlineExceeded", "ReplyTooLarge", "current", "scope"]

#: the default cap on one reply (status line, headers and body): 32 MiB
MAX_REPLY_BYTES = 32 * 2**20


class DeadlineExceeded(TimeoutError):
    """The call's deadline passed (while connecting, sending or reading)."""


class ReplyTooLarge(Exception):
    """The reply is larger than the call may read."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the reply is larger than {_size(limit)} (max_reply_mb)")
        self.limit = limit


def _size(n: int) -> str:
    return f"{n / 2**20:g} MiB" if n >= 2**20 else f"{n:,} bytes"


class Budget:
    """One call's deadline (``timeout`` seconds from now) and byte allowance."""

    def __init__(
        self, timeout: float, max_bytes: int = MAX_REPLY_BYTES, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.timeout = timeout
        self.max_bytes = max_bytes
        self._clock = clock
        self.deadline = clock() + timeout
        self.received = 0

    def remaining(self) -> float:
        """Seconds left (> 0), or :class:`DeadlineExceeded`."""
        left = self.deadline - self._clock()
        if left <= 0:
            raise DeadlineExceeded(f"no reply within {self.timeout:g}s")
        return left

    def clamp(self, timeout: float | None) -> float:
        """``timeout`` (one operation's), shortened to the time left."""
        left = self.remaining()
        return left if timeout is None else min(timeout, left)

    def count(self, n: int) -> None:
        """Count ``n`` bytes received; :class:`ReplyTooLarge` past the cap."""
        self.received += n
        if self.received > self.max_bytes:
            raise ReplyTooLarge(self.max_bytes)

    def check_length(self, length: int) -> None:
        """A declared ``Content-Length`` over the cap is refused before reading it."""
        if self.received + length > self.max_bytes:
            raise ReplyTooLarge(self.max_bytes)


_local = threading.local()


def current() -> Budget | None:
    """The budget of the call this thread is making (``None``: no limit set)."""
    return getattr(_local, "budget", None)


@contextmanager
def scope(budget: Budget) -> Iterator[Budget]:
    """Make ``budget`` this thread's for the duration of one call."""
    previous = current()
    _local.budget = budget
    try:
        yield budget
    finally:
        _local.budget = previous
