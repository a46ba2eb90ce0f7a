"""The HTTP transport under the openai SDK's client: httpcore's connection pool over a
network backend that bounds every call by its :class:`~ragmeter.llm.budget.Budget`.

httpx's timeouts, like a socket's, bound one operation: a reply dripping a byte a second
or an endless chunked body never ends under them. httpcore lets its pool use any
network backend (its documented extension point), so this one wraps the standard
library backend: every connect, TLS handshake, write and read gets the time left before
the calling thread's deadline (:func:`~ragmeter.llm.budget.current`), and every
byte read counts against the call's cap. The pool's timeouts, limits and proxy (from the
environment, as httpx reads it) are otherwise httpx's; redirects are not followed.
"""

from __future__ import annotations

import contextlib
import urllib.request
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import urlsplit

import httpcore
import httpx

from ragmeter.llm.budget import DeadlineExceeded, current

__all__ = ["BudgetTransport"]


def _left(timeout: float | None, kind: type[Exception]) -> float | None:
    budget = current()
    if budget is None:
        return timeout
    try:
        return budget.clamp(timeout)
    except DeadlineExceeded as exc:
        raise kind(str(exc)) from None


class _Stream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        data = self._inner.read(max_bytes, _left(timeout, httpcore.ReadTimeout))
        budget = current()
        if budget is not None:
            budget.count(len(data))  # ReplyTooLarge past the cap
        return data

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _left(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None
    ) -> _Stream:
        left = _left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, left))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    def __init__(self) -> None:
        self._inner = httpcore.SyncBackend()

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> _Stream:
        left = _left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_tcp(host, port, left, local_address, socket_options))

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> _Stream:
        left = _left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_unix_socket(path, left, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


# httpcore's errors as httpx's (which the SDK turns into its own), most specific first
_ERRORS: tuple[tuple[type[Exception], type[httpx.TransportError]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.TimeoutException, httpx.TimeoutException),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.ProxyError, httpx.ProxyError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.ProtocolError, httpx.ProtocolError),
)


@contextlib.contextmanager
def _as_httpx() -> Iterator[None]:
    try:
        yield
    except Exception as exc:
        for core, mapped in _ERRORS:
            if isinstance(exc, core):
                raise mapped(str(exc)) from exc
        raise


class _Body(httpx.SyncByteStream):
    def __init__(self, stream: Iterable[bytes]) -> None:
        self._stream = stream

    def __iter__(self) -> Iterator[bytes]:
        with _as_httpx():
            yield from self._stream

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if callable(close):
            close()


def _proxy(url: str) -> httpx.URL | None:
    """The environment's proxy for ``url`` (``HTTP(S)_PROXY``/``ALL_PROXY``, unless
    ``NO_PROXY`` bypasses the host), as httpx would pick it."""
    parts = urlsplit(url)
    proxies = urllib.request.getproxies()
    chosen = proxies.get(parts.scheme) or proxies.get("all")
    if not chosen or urllib.request.proxy_bypass(parts.hostname or ""):
        return None
    if "://" not in chosen:
        chosen = "http://" + chosen
    return httpx.URL(chosen)


class BudgetTransport(httpx.BaseTransport):
    """An httpx transport for calls to ``url`` (its proxy is chosen once, from the
    environment) whose every operation is bounded by the calling thread's budget."""

    def __init__(self, url: str, *, max_connections: int = 1000, max_keepalive: int = 100) -> None:
        context = httpx.create_ssl_context()
        backend = _Backend()
        proxy = _proxy(url)
        common: dict[str, Any] = {
            "ssl_context": context,
            "max_connections": max_connections,
            "max_keepalive_connections": max_keepalive,
            "keepalive_expiry": 5.0,
            "network_backend": backend,
        }
        self._pool: httpcore.ConnectionPool
        if proxy is None:
            self._pool = httpcore.ConnectionPool(**common)
            return
        target = httpcore.URL(
            scheme=proxy.raw_scheme, host=proxy.raw_host, port=proxy.port, target=proxy.raw_path
        )
        auth = (proxy.username, proxy.password) if proxy.username else None
        if proxy.scheme in ("socks5", "socks5h"):
            self._pool = httpcore.SOCKSProxy(proxy_url=target, proxy_auth=auth, **common)
        else:
            self._pool = httpcore.HTTPProxy(proxy_url=target, proxy_auth=auth, **common)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        core = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        with _as_httpx():
            reply = self._pool.handle_request(core)
        assert isinstance(reply.stream, Iterable)  # a sync pool's body
        return httpx.Response(
            status_code=reply.status,
            headers=reply.headers,
            stream=_Body(reply.stream),
            extensions=reply.extensions,
        )

    def close(self) -> None:
        self._pool.close()
