"""A lean transport for OpenAI-compatible servers: the standard library's HTTP client with
one keep-alive connection per thread.

Why it exists beside :class:`~ragmeter.judges.llm.backend.OpenAIBackend`: against a
local server (vLLM, Ollama, llama.cpp, LM Studio) a call takes tens of milliseconds and
the client's CPU per call decides the throughput. Measured with ``benchmarks/llm_cost.py``
(32 threads, 50 ms per call), the SDK's route costs about 2 ms of client CPU per call,
this one about 0.8 ms. It speaks plain HTTP(S) directly: no proxy support, which is why
``backend = "auto"`` picks it only for ``http://`` URLs that no configured proxy applies
to, and the SDK everywhere else.
"""

from __future__ import annotations

import http.client
import json
import select
import ssl
import threading
import urllib.request
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ragmeter._version import __version__
from ragmeter.errors import ConfigError
from ragmeter.judges.llm.backend import (
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    parse_completion,
    parse_embeddings,
    public_url,
)

__all__ = ["HTTPBackend", "proxy_applies"]


def proxy_applies(url: str) -> bool:
    """Whether the environment's proxy settings (``HTTP(S)_PROXY``, ``NO_PROXY``) route
    ``url`` through a proxy."""
    parts = urlsplit(url)
    proxies = urllib.request.getproxies()
    if parts.scheme not in proxies and "all" not in proxies:
        return False
    return not urllib.request.proxy_bypass(parts.hostname or "")


@dataclass
class HTTPBackend:
    """Chat Completions over ``http.client``: Bearer auth, a socket timeout per call,
    errors classified like the SDK backend's (``timeout``, ``connection``, HTTP status)."""

    base_url: str
    api_key: str = field(default="", repr=False)
    timeout: float = 60.0

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(
                f"base URL must be http(s)://host[:port]/path, got {public_url(self.base_url)!r}"
            )
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._port = parts.port or (443 if self._https else 80)
        self._base_path = parts.path.rstrip("/")
        self._headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": f"ragmeter/{__version__}",
        }
        if self.api_key:
            self._headers["Authorization"] = f"Bearer {self.api_key}"
        self._local = threading.local()
        self._ssl = ssl.create_default_context() if self._https else None

    def describe(self) -> dict[str, Any]:
        return {"kind": "http", "base_url": public_url(self.base_url.rstrip("/")), "timeout_s": self.timeout}

    def _connection(self) -> http.client.HTTPConnection:
        """This thread's keep-alive connection, replaced when the server closed it while it
        sat idle (checked before sending, as httpcore does: a request already sent is
        never sent again here; retrying is the caller's decision)."""
        conn: http.client.HTTPConnection | None = getattr(self._local, "conn", None)
        if conn is not None and conn.sock is not None:
            readable, _, _ = select.select([conn.sock], [], [], 0)
            if not readable:  # idle and open: nothing to read means the server kept it
                return conn
        if conn is not None:
            conn.close()
        if self._https:
            conn = http.client.HTTPSConnection(
                self._host, self._port, timeout=self.timeout, context=self._ssl
            )
        else:
            conn = http.client.HTTPConnection(self._host, self._port, timeout=self.timeout)
        self._local.conn = conn
        return conn

    def _exchange(self, path: str, body: bytes) -> tuple[int, dict[str, str], bytes]:
        conn = self._connection()
        conn.request("POST", self._base_path + path, body=body, headers=self._headers)
        resp = conn.getresponse()
        data = resp.read()
        headers = {k.lower(): v for k, v in resp.getheaders()}
        if resp.will_close:
            self._drop()
        return resp.status, headers, data

    def complete(self, request: ChatRequest) -> ChatReply:
        return parse_completion(self._post("/chat/completions", request.payload()))

    def embed(self, request: EmbeddingRequest) -> ChatReply:
        return parse_embeddings(self._post("/embeddings", request.payload()), len(request.texts))

    def post_json(self, path: str, payload: Any) -> Any:
        """POST ``payload`` as JSON to the base URL + ``path`` and return the decoded
        reply; failures are :class:`BackendError` (no retry here). Any JSON endpoint can
        be called this way: the system runners post questions to a RAG service with it."""
        return self._post(path, payload)

    def _post(self, path: str, payload: Any) -> Any:
        body = json.dumps(payload, ensure_ascii=False).encode()
        try:
            status, headers, data = self._exchange(path, body)
        except TimeoutError:
            self._drop()
            raise BackendError("timeout", f"no reply within {self.timeout:g}s") from None
        except (OSError, http.client.HTTPException) as exc:
            self._drop()
            raise BackendError(
                "connection", self._redact(f"connection failed: {type(exc).__name__}: {exc}")
            ) from None
        if status >= 400:
            raise BackendError.from_status(status, self._redact(_error_message(status, data)), headers)
        try:
            return json.loads(data)
        except ValueError:
            raise BackendError("server", "the endpoint's reply is not JSON") from None

    def _drop(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
        self._local.conn = None

    def _redact(self, text: str) -> str:
        if self.api_key and len(self.api_key) >= 4:
            text = text.replace(self.api_key, "***")
        return text


def _error_message(status: int, data: bytes) -> str:
    try:
        body = json.loads(data)
    except ValueError:
        return data.decode("utf-8", "replace").strip()[:300] or http.client.responses.get(status, "error")
    err = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(err, dict) and err.get("message"):
        return str(err["message"])[:300]
    return http.client.responses.get(status, "error")
