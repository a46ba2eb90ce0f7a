"""A lean transport for OpenAI-compatible servers: a standard-library HTTP/1.1 client
(:mod:`~ragmeter.llm.http1`) with one keep-alive connection per thread.

Why it exists beside :class:`~ragmeter.llm.backend.OpenAIBackend`: against a
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
import ssl
import threading
import urllib.request
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlsplit

from ragmeter._version import __version__
from ragmeter.errors import ConfigError
from ragmeter.llm.backend import (
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    decode_json,
    parse_completion,
    parse_embeddings,
    preview,
    public_url,
)
from ragmeter.llm.budget import MAX_REPLY_BYTES, Budget, ReplyTooLarge
from ragmeter.llm.http1 import BadReply, ConnectFailed, Connection, Dropped

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
    """Chat Completions over :mod:`~ragmeter.llm.http1`: Bearer auth, one
    keep-alive connection per thread, ``timeout`` bounding the whole call (connecting,
    sending and reading the reply), a reply larger than ``max_reply_bytes`` refused,
    errors classified like the SDK backend's (``timeout``, ``connect``, ``connection``,
    ``protocol``, HTTP status)."""

    base_url: str
    api_key: str = field(default="", repr=False)
    timeout: float = 60.0
    max_reply_bytes: int = MAX_REPLY_BYTES

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url)
        bad = any(ord(c) < 33 or ord(c) == 127 for c in self.base_url)
        try:
            port = parts.port
        except ValueError:
            bad = True
        if bad or parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(
                f"base URL must be http(s)://host[:port]/path, got {public_url(self.base_url)!r}"
            )
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._port = port or (443 if self._https else 80)
        # the request line and headers are ASCII: a path or a host name that is not is encoded
        self._base_path = quote(parts.path.rstrip("/"), safe="/%:@!$&'()*+,;=~-._")
        try:
            ascii_host = self._host.encode("idna").decode("ascii")
        except UnicodeError:
            raise ConfigError(f"base URL has a host name that cannot be used: {self._host!r}") from None
        host = f"[{ascii_host}]" if ":" in ascii_host else ascii_host
        default_port = 443 if self._https else 80
        self._headers = {
            "Host": host if self._port == default_port else f"{host}:{self._port}",
            "Content-Type": "application/json",
            "Accept": "application/json",
            "Accept-Encoding": "identity",
            "User-Agent": f"ragmeter/{__version__}",
        }
        if self.api_key:
            self._headers["Authorization"] = f"Bearer {self.api_key}"
        self._local = threading.local()
        self._ssl = ssl.create_default_context() if self._https else None

    def describe(self) -> dict[str, Any]:
        return {"kind": "http", "base_url": public_url(self.base_url.rstrip("/")), "timeout_s": self.timeout}

    def _connection(self) -> Connection:
        """This thread's keep-alive connection (it checks, before each request, that the
        server did not close it while idle: a request already sent is never sent again
        here; retrying is the caller's decision)."""
        conn: Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = Connection(self._host, self._port, self._ssl)
            self._local.conn = conn
        return conn

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
        budget = Budget(self.timeout, self.max_reply_bytes)
        conn = self._connection()
        try:
            target = self._base_path + quote(path, safe="/%:@!$&'()*+,;=~-._?")
            reply = conn.exchange(
                "POST", target if target.startswith("/") else "/" + target, self._headers, body, budget
            )
        except ConnectFailed as exc:
            raise BackendError("connect", self._redact(f"cannot connect: {exc}")) from None
        except TimeoutError:  # the deadline passed, or a read outlived it
            raise BackendError("timeout", f"no reply within {self.timeout:g}s") from None
        except ReplyTooLarge as exc:
            raise BackendError("protocol", str(exc)) from None
        except BadReply as exc:
            raise BackendError("protocol", f"the endpoint's reply is not HTTP/1.x: {exc}") from None
        except OSError as exc:
            what = str(exc) if isinstance(exc, Dropped) else f"{type(exc).__name__}: {exc}"
            raise BackendError("connection", self._redact(f"connection failed: {what}")) from None
        if not 200 <= reply.status < 300:
            message = self._redact(_error_message(reply.status, reply.body))
            raise BackendError.from_status(reply.status, message, reply.headers)
        return decode_json(reply.body)

    def _redact(self, text: str) -> str:
        if self.api_key and len(self.api_key) >= 4:
            text = text.replace(self.api_key, "***")
        return text


def _error_message(status: int, data: bytes) -> str:
    """The error a failed reply states (``error.message`` of a JSON body, else its text)."""
    try:
        body = json.loads(data)
    except (ValueError, RecursionError):
        return preview(data, 300) if data.strip() else http.client.responses.get(status, "error")
    err = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(err, dict) and isinstance(err.get("message"), str) and err["message"]:
        return str(err["message"])[:300]
    return http.client.responses.get(status, "error")
