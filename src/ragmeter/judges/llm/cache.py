"""The judge-call cache: one SQLite row per reply, in ragmeter's store (migration 2)."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

from ragmeter.errors import ConfigError
from ragmeter.judges.llm.backend import ChatReply, ChatRequest
from ragmeter.store import connect, default_path

__all__ = ["CallCache"]


class CallCache:
    """Replies keyed by :meth:`ChatRequest.cache_key`. Each reply is committed as soon as
    it is stored, so a run killed midway keeps every call it paid for. Thread-safe."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._conn: sqlite3.Connection | None = connect(self.path)
        self._lock = threading.Lock()
        found = self._conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'judge_cache'").fetchone()
        if found is None:  # only a store made by a development build before migration 2
            self.close()
            raise ConfigError(
                f"{self.path}: this store has no judge_cache table (it predates the LLM judge's "
                "migration); move it away or set cache_path to another file"
            )

    def get(self, key: str) -> ChatReply | None:
        with self._lock:
            if self._conn is None:
                return None
            row = self._conn.execute(
                "SELECT content, refusal, finish_reason, prompt_tokens, completion_tokens"
                " FROM judge_cache WHERE key = ?",
                (key,),
            ).fetchone()
        if row is None:
            return None
        return ChatReply(row[0], row[2], row[1], int(row[3]), int(row[4]))

    def put(self, key: str, request: ChatRequest, reply: ChatReply) -> None:
        with self._lock:
            if self._conn is None:
                return
            self._conn.execute(
                "INSERT OR REPLACE INTO judge_cache (key, model, prompt_version, schema_name, content,"
                " refusal, finish_reason, prompt_tokens, completion_tokens)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    request.model,
                    request.prompt_version,
                    request.schema_name,
                    reply.content,
                    reply.refusal,
                    reply.finish_reason,
                    reply.prompt_tokens,
                    reply.completion_tokens,
                ),
            )

    def __len__(self) -> int:
        with self._lock:
            if self._conn is None:
                return 0
            return int(self._conn.execute("SELECT COUNT(*) FROM judge_cache").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
