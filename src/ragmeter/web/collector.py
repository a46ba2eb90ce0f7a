"""``ragmeter collect``: an OTLP/HTTP trace receiver (``POST /v1/traces``) that stores
what it receives in the run store (standard library HTTP server; the protocol messages
from the ``opentelemetry-proto`` package, the ``traces`` extra).

Like ``ragmeter serve``, routing is a pure function (:meth:`Collector.handle`: method,
path, headers, body -> :class:`Response`), tested without a socket. What it answers:

* 200 with an ``ExportTraceServiceResponse`` in the request's encoding (protobuf or
  JSON), a *partial success* naming the traces it rejected (a bad span id, a time out of
  range: the trace is rejected whole, the rest of the request is kept);
* 400 with a ``google.rpc.Status`` and the reason for a body that is not an OTLP trace
  request (truncated protobuf, JSON of the wrong shape or types, bad gzip);
* 413 for a body (or its decompressed form) over the limits, 411 without a length,
  415 for another content type or encoding, 503 when the store cannot take the spans
  (the exporter retries), 404/405 elsewhere.

A request's spans are stored in one transaction before the answer: what was answered 200
is on disk, and nothing a later bad request does can take it back.
"""

from __future__ import annotations

import sqlite3
import threading
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol

from ragmeter.errors import RagmeterError
from ragmeter.web.app import Response, _host_allowed, _is_loopback
from ragmeter.web.httpd import make as make_http_server

__all__ = ["MAX_BODY", "MAX_DECODED", "Collector", "CollectorStats", "make_collector_server"]

TRACES_PATH = "/v1/traces"
#: largest request body read (bytes, as sent); a larger one is answered 413 unread
MAX_BODY = 16 * 1024 * 1024
#: largest body after gzip decompression
MAX_DECODED = 64 * 1024 * 1024
#: a body over MAX_BODY but under this is read and dropped after the 413, so that the
#: client, still sending, reads the answer instead of a reset connection
_DRAIN_LIMIT = 256 * 1024 * 1024
_PROTOBUF = "application/x-protobuf"
_JSON = "application/json"


class SpanSink(Protocol):
    """What the receiver needs of the store (``Store.traces``)."""

    def add(self, spans: Sequence[Any], *, source: str, settled: bool = False) -> Any: ...


@dataclass
class CollectorStats:
    requests: int = 0
    spans: int = 0
    new_spans: int = 0
    duplicates: int = 0
    rejected_spans: int = 0
    bad_requests: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def snapshot(self) -> dict[str, int]:
        with self.lock:
            return {k: v for k, v in vars(self).items() if isinstance(v, int)}


def _media(headers: Mapping[str, str], name: str) -> str:
    for key, value in headers.items():
        if key.lower() == name:
            return value.split(";", 1)[0].strip().lower()
    return ""


def gunzip(body: bytes, limit: int) -> bytes:
    """The decompressed body (every gzip member), or ValueError: not gzip, truncated, or
    over ``limit`` bytes."""
    out = bytearray()
    data = body
    while data:
        d = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            out += d.decompress(data, limit + 1 - len(out))
        except zlib.error as exc:
            raise ValueError(f"not valid gzip ({exc})") from None
        if len(out) > limit:
            raise OverflowError(f"the decompressed body is over {limit:,} bytes")
        if not d.eof:
            raise ValueError("the gzip data is truncated")
        data = d.unused_data
    return bytes(out)


class Collector:
    """Answers OTLP/HTTP trace requests and stores their spans."""

    def __init__(
        self,
        sink: SpanSink,
        *,
        max_body: int = MAX_BODY,
        max_decoded: int = MAX_DECODED,
        log: Callable[[str], None] | None = None,
    ) -> None:
        from ragmeter.traces.otlp import check_extra

        check_extra()  # the protocol package must be there before the first request
        self.sink = sink
        self.max_body = max_body
        self.max_decoded = max_decoded
        self.log = log or (lambda _line: None)
        self.stats = CollectorStats()

    def _answer(self, status: int, message: str, as_json: bool) -> Response:
        from ragmeter.traces.otlp import error_body

        with self.stats.lock:
            self.stats.bad_requests += 1
        self.log(f"{status} {HTTPStatus(status).phrase}: {message}")
        return Response(status, error_body(message, as_json), _JSON if as_json else _PROTOBUF)

    def oversize(self, headers: Mapping[str, str], length: int) -> Response:
        """The answer to a body announced over the limit (it is not read)."""
        as_json = _media(headers, "content-type") == _JSON
        return self._answer(
            HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
            f"a body of {length:,} bytes is over {self.max_body:,}",
            as_json,
        )

    def handle(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> Response:
        path = path.split("?", 1)[0]
        if method == "GET" and path == "/":
            return Response(
                HTTPStatus.OK,
                b"ragmeter collect: POST OTLP/HTTP traces (protobuf or JSON) to /v1/traces\n",
                "text/plain; charset=utf-8",
            )
        if path != TRACES_PATH:
            return Response(
                HTTPStatus.NOT_FOUND, b"not found: traces go to /v1/traces\n", "text/plain; charset=utf-8"
            )
        if method != "POST":
            return Response(
                HTTPStatus.METHOD_NOT_ALLOWED, b"POST only\n", "text/plain; charset=utf-8", {"Allow": "POST"}
            )
        media = _media(headers, "content-type")
        as_json = media == _JSON
        if media not in (_JSON, _PROTOBUF):
            return self._answer(
                HTTPStatus.UNSUPPORTED_MEDIA_TYPE,
                f"Content-Type must be {_PROTOBUF} or {_JSON}, got {media or 'none'!r}",
                as_json,
            )
        encoding = _media(headers, "content-encoding")
        if encoding not in ("", "identity", "gzip"):
            return self._answer(
                HTTPStatus.UNSUPPORTED_MEDIA_TYPE, f"unsupported Content-Encoding {encoding!r}", as_json
            )
        if len(body) > self.max_body:
            return self._answer(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body over {self.max_body:,} bytes", as_json
            )
        if encoding == "gzip":
            try:
                body = gunzip(body, self.max_decoded)
            except OverflowError as exc:
                return self._answer(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, str(exc), as_json)
            except ValueError as exc:
                return self._answer(HTTPStatus.BAD_REQUEST, str(exc), as_json)
        return self._export(body, as_json)

    def _export(self, body: bytes, as_json: bool) -> Response:
        from ragmeter.traces.otlp import OTLPError, decode_json, decode_protobuf, request_spans, success_body

        try:
            message = decode_json(body) if as_json else decode_protobuf(body)
            spans, rejected = request_spans(message)
        except OTLPError as exc:
            return self._answer(HTTPStatus.BAD_REQUEST, str(exc), as_json)
        try:
            added = self.sink.add(spans, source="otlp/http") if spans else None
        except (sqlite3.Error, RagmeterError, OSError) as exc:
            self.log(f"503 the store cannot take {len(spans)} spans: {exc}")
            from ragmeter.traces.otlp import error_body

            return Response(
                HTTPStatus.SERVICE_UNAVAILABLE,
                error_body(f"the store cannot take the spans now: {exc}", as_json),
                _JSON if as_json else _PROTOBUF,
                {"Retry-After": "5"},
            )
        with self.stats.lock:
            self.stats.requests += 1
            self.stats.spans += len(spans)
            if added is not None:
                self.stats.new_spans += added.new
                self.stats.duplicates += added.duplicates
            self.stats.rejected_spans += sum(r.spans for r in rejected)
        for r in rejected:
            self.log(f"rejected {r.spans} span(s) of trace {r.trace_id or '?'}: {r.reason}")
        return Response(HTTPStatus.OK, success_body(rejected, as_json), _JSON if as_json else _PROTOBUF)


class _CollectorHandler(BaseHTTPRequestHandler):
    """Answers with the class's ``collector`` (set by :func:`make_collector_server`); the
    Host check only on ``loopback``."""

    collector: Collector
    loopback: bool
    server_version = "ragmeter-collect"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    timeout = 60  # a client that stops sending mid-body frees its thread

    def _send(self, resp: Response) -> None:
        self.send_response(resp.status)
        self.send_header("Content-Type", resp.content_type)
        self.send_header("Content-Length", str(len(resp.body)))
        for k, v in resp.headers.items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(resp.body)

    def _headers(self) -> dict[str, str]:
        return dict(self.headers.items())

    def _guarded(self) -> bool:
        if self.loopback and not _host_allowed(self.headers.get("Host", "")):
            self.close_connection = True
            self._send(Response(HTTPStatus.MISDIRECTED_REQUEST, b"unexpected Host header\n", "text/plain"))
            return False
        return True

    def do_GET(self) -> None:
        if self._guarded():
            self._send(self.collector.handle("GET", self.path, self._headers(), b""))

    def do_POST(self) -> None:
        if not self._guarded():
            return
        length_text = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding") or length_text is None:
            self.close_connection = True
            self._send(Response(HTTPStatus.LENGTH_REQUIRED, b"Content-Length required\n", "text/plain"))
            return
        try:
            length = int(length_text)
            if length < 0:
                raise ValueError
        except ValueError:
            self.close_connection = True
            self._send(Response(HTTPStatus.BAD_REQUEST, b"bad Content-Length\n", "text/plain"))
            return
        if length > self.collector.max_body:
            resp = self.collector.oversize(self._headers(), length)
            self.close_connection = True
            self._drain(length)
            self._send(resp)
            return
        body = self.rfile.read(length)
        if len(body) < length:  # the client went away mid-body
            self.close_connection = True
            return
        try:
            resp = self.collector.handle("POST", self.path, self._headers(), body)
        except Exception as exc:  # a bug: an answer and a log line, never a dead server
            self.collector.log(f"internal error: {type(exc).__name__}: {exc}")
            resp = Response(500, b"internal error\n", "text/plain")
        self._send(resp)

    def _drain(self, length: int) -> None:
        if length > _DRAIN_LIMIT:
            return
        left = length
        while left > 0:
            chunk = self.rfile.read(min(left, 1 << 20))
            if not chunk:
                return
            left -= len(chunk)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def make_collector_server(
    collector: Collector, host: str = "127.0.0.1", port: int = 4318
) -> ThreadingHTTPServer:
    """A threading HTTP server around ``collector``; ``port=0`` picks a free port. On
    loopback, requests whose Host is not a loopback name are refused (DNS rebinding)."""
    loopback = host == "localhost" or _is_loopback(host)
    handler = type("Handler", (_CollectorHandler,), {"collector": collector, "loopback": loopback})
    return make_http_server(host, port, handler, "ragmeter collect")
