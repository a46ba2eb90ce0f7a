"""Recording ``ragmeter eval``'s run in the store without risking the run itself.

The store may fail midway: its disk fills up, its file is removed or its folder becomes
read-only. That must not cost the user the outputs they asked for (``--json``,
``--html`` ... on another disk) nor end in a crash: :class:`Recorder` stops recording at
the first failure (the unfinished run is removed if the store still allows it), the
evaluation goes on and its files are written, and the command then ends with exit 2
saying why the run was not recorded (:meth:`Recorder.check`).
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

from ragmeter.judges.base import Judge
from ragmeter.store import RunWriter, StoreError
from ragmeter.types import RunInfo, SampleResult, Summary

__all__ = ["STORE_FAILURES", "Recorder", "cache_failure", "store_failure", "warn_cache"]

#: what a store that cannot be written raises
STORE_FAILURES = (sqlite3.Error, OSError, StoreError)


def store_failure(exc: BaseException) -> str:
    """The reason in words: SQLite's message, or the OS error's text and file."""
    if isinstance(exc, OSError):
        where = f" ({exc.filename})" if exc.filename else ""
        return f"{exc.strerror or exc}{where}"
    name = getattr(exc, "sqlite_errorname", None)  # SQLITE_FULL, SQLITE_IOERR_WRITE ...
    return (str(exc) or type(exc).__name__) + (f" ({name})" if name else "")


class Recorder:
    """A run's :class:`RunWriter` whose failures end the recording, not the run."""

    def __init__(self, writer: RunWriter) -> None:
        self.writer = writer
        self.failure: str | None = None

    @property
    def path(self) -> Any:
        return self.writer.store.path

    def add(self, r: SampleResult) -> None:
        if self.failure is None:
            try:
                self.writer.add(r)
            except STORE_FAILURES as exc:
                self._fail(exc)

    def finish(self, summary: Summary) -> RunInfo | None:
        """The recorded run, or ``None`` when the store failed (now or before)."""
        if self.failure is not None:
            return None
        try:
            return self.writer.finish(summary)
        except STORE_FAILURES as exc:
            self._fail(exc)
            return None

    def _fail(self, exc: BaseException) -> None:
        self.failure = store_failure(exc)
        self.writer.abort()  # removes the unfinished run if the store still takes a write

    def close(self) -> None:
        """Abort an unfinished run (a no-op once finished) and close the store."""
        self.writer.abort()
        with contextlib.suppress(*STORE_FAILURES):  # a store whose disk is gone: nothing to save
            self.writer.store.close()

    def check(self) -> None:
        """Exit 2 (a :class:`StoreError`) when the run could not be recorded."""
        if self.failure is not None:
            raise StoreError(
                f"the run was not recorded in the store {self.path}: {self.failure}. The outputs "
                "asked for were written; record elsewhere with --store PATH, or not at all with --no-store"
            )


def cache_failure(judge: Judge) -> str | None:
    """Why the LLM judge's call cache stopped taking writes during the run, if it did
    (a line for the user), else ``None``."""
    from ragmeter.judges.abilities import llm_client

    client = llm_client(judge)
    cache = None if client is None else client.cache
    failure = None if cache is None else cache.failure
    if cache is None or not failure:
        return None
    return (
        f"the LLM judge's call cache in {cache.path} stopped taking writes ({failure}); "
        "the replies after that were not cached (a rerun pays for them again)"
    )


def warn_cache(judge: Judge) -> None:
    """A warning on stderr when the judge's call cache stopped taking writes midway."""
    from rich.text import Text

    from ragmeter.cli.common import console

    note = cache_failure(judge)
    if note:
        console(stderr=True).print(Text.assemble(("warning: ", "bold yellow"), note), soft_wrap=True)
