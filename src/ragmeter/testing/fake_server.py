"""``FakeOpenAIServer``: a real HTTP server on 127.0.0.1 that speaks Chat Completions
and Embeddings.

Standard library only (``http.server`` in a thread), HTTP/1.1 keep-alive, scripted
replies and injected faults (see :mod:`ragmeter.testing.script`), token usage in every
reply, an optional fixed latency and an optional required API key. ``/embeddings``
answers every text with :func:`~ragmeter.testing.script.fake_embedding` (deterministic)
unless a scripted fault comes first. Tests and benchmarks point the real OpenAI backend
at it: no network, no key.

Also runnable on its own, to try the LLM judge without an account::

    python -m ragmeter.testing --port 8765 --latency 0.05
    ragmeter eval cases.jsonl --judge llm:fake --base-url http://127.0.0.1:8765/v1
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from collections.abc import Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from ragmeter.testing.script import (
    WIRE_FAULTS,
    Fault,
    Item,
    Reply,
    Responder,
    Script,
    embeddings_usage,
    fake_embedding,
    judge_responder,
)
from ragmeter.testing.wire_faults import act_out

__all__ = ["FakeOpenAIServer"]


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256
    fake: FakeOpenAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up (the point of many faults) is not an error to print."""
        if isinstance(sys.exc_info()[1], OSError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body leave in one write, without Nagle's delay (which, against the
    # client's delayed ACK, would add ~40 ms to every keep-alive request).
    disable_nagle_algorithm = True
    wbufsize = -1
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def _send(self, status: int, payload: Any, headers: Mapping[str, str] | None = None) -> None:
        self._done()
        data = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._send(
                200, {"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": "ragmeter"}]}
            )
        else:
            self._send(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

    def do_POST(self) -> None:
        fake = self.server.fake
        with fake._lock:
            fake.in_flight += 1
            fake.peak_in_flight = max(fake.peak_in_flight, fake.in_flight)
        self._counted = True
        try:
            self._post()
        finally:
            self._done()

    def _done(self) -> None:
        """The request no longer counts as in flight: before its reply is written, so a
        client that sends its next request on receiving it is never counted twice."""
        if getattr(self, "_counted", False):
            self._counted = False
            fake = self.server.fake
            with fake._lock:
                fake.in_flight -= 1

    def _post(self) -> None:
        fake = self.server.fake
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        route = self.path.rstrip("/")
        embeddings = route.endswith("/embeddings")
        if not (embeddings or route.endswith("/chat/completions")):
            self._send(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})
            return
        try:
            body = json.loads(raw)
        except ValueError:
            self._send(
                400, {"error": {"message": "request body is not JSON", "type": "invalid_request_error"}}
            )
            return
        fake._record(body, dict(self.headers.items()), embeddings=embeddings)
        if fake.api_key is not None and self.headers.get("Authorization") != f"Bearer {fake.api_key}":
            got = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
            # Echo the key like a careless server would, so tests can check it is redacted.
            msg = f"Incorrect API key provided: {got}"
            self._send(401, {"error": {"message": msg, "type": "invalid_request_error"}})
            return
        if fake.latency:
            fake._stop.wait(fake.latency)
        if embeddings:
            self._embeddings(body)
            return
        item = fake.script.next()
        if isinstance(item, Fault):
            if self._fault(item, body):
                return
            reply = item.as_reply(lambda: fake.script.respond(body))
        else:
            reply = item if item is not None else fake.script.respond(body)
        self._reply(body, reply)

    def _embeddings(self, body: Mapping[str, Any]) -> None:
        fake = self.server.fake
        fault = fake.embeddings_script.next()
        texts = body.get("input")
        if isinstance(texts, str):
            texts = [texts]
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            msg = "input must be a string or a list of strings"
            self._send(400, {"error": {"message": msg, "type": "invalid_request_error"}})
            return
        tokens = embeddings_usage(texts)
        data = [
            {"object": "embedding", "index": i, "embedding": fake_embedding(t)} for i, t in enumerate(texts)
        ]
        payload = {
            "object": "list",
            "data": data,
            "model": body.get("model", "fake-embeddings"),
            "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
        }
        if isinstance(fault, Fault):
            self._done()
            if act_out(self, fault, lambda: json.dumps(payload).encode(), fake._stop):
                return
            if fault.kind in ("status", "disconnect"):
                self._fault(fault, body)
                return
            if fault.kind == "hang":
                fake._stop.wait(fault.seconds)
        with contextlib.suppress(OSError):  # after a hang the client may be gone
            self._send(200, payload)

    def _fault(self, fault: Fault, body: Mapping[str, Any]) -> bool:
        """Act out a transport fault; ``False`` when it is a content fault (a reply)."""
        fake = self.server.fake
        if fault.kind in WIRE_FAULTS:
            self._done()

            def normal() -> bytes:
                return json.dumps(self._payload(body, fake.script.respond(body))).encode()

            return act_out(self, fault, normal, fake._stop)
        if fault.kind == "status":
            headers = {}
            if fault.retry_after is not None:
                headers["Retry-After"] = f"{fault.retry_after:g}"
            err_type = "rate_limit_exceeded" if fault.status == 429 else "server_error"
            self._send(fault.status, {"error": {"message": fault.text, "type": err_type}}, headers)
            return True
        if fault.kind == "hang":
            self.server.fake._stop.wait(fault.seconds)
            with contextlib.suppress(OSError):  # the client gave up long ago
                self._reply(body, self.server.fake.script.respond(body))
            return True
        if fault.kind == "disconnect":
            self.close_connection = True
            self.connection.close()
            return True
        return False

    def _payload(self, body: Mapping[str, Any], reply: Reply) -> dict[str, Any]:
        fake = self.server.fake
        prompt, completion = reply.usage(body)
        with fake._lock:
            fake.served += 1
            n = fake.served
        return {
            "id": f"chatcmpl-fake-{n}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": reply.text(), "refusal": reply.refusal},
                    "finish_reason": reply.finish_reason,
                    "logprobs": None,
                }
            ],
            "usage": {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": prompt + completion,
            },
        }

    def _reply(self, body: Mapping[str, Any], reply: Reply) -> None:
        self._send(200, self._payload(body, reply))


class FakeOpenAIServer:
    """A scripted Chat Completions server on 127.0.0.1 (a context manager).

    ``requests`` holds every Chat Completions request body received (with its headers),
    ``embedding_requests`` every embeddings request body, ``served`` the number of chat
    replies given, ``peak_in_flight`` the most requests it was serving at once (any
    route). ``push()`` scripts the next chat replies or faults; after the script,
    ``responder`` answers (by default a plausible judge). ``push_embeddings()`` scripts
    faults of the embeddings route (``status``, ``hang``, ``disconnect`` and the wire
    faults). Wire faults (:mod:`~ragmeter.testing.wire_faults`: ``Fault.drip``,
    ``endless``, ``body``, ``reset``, ``redirect``, ``many_headers``) are acted out on the
    socket.
    """

    def __init__(
        self,
        *script: Item,
        responder: Responder | None = judge_responder,
        latency: float = 0.0,
        api_key: str | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.script = Script(script, responder)
        self.embeddings_script = Script()
        self.embedding_requests: list[dict[str, Any]] = []
        self.latency = latency
        self.api_key = api_key
        self.requests: list[dict[str, Any]] = []
        self.served = 0
        self.in_flight = 0
        self.peak_in_flight = 0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._httpd = _Server((host, port), _Handler)
        self._httpd.fake = self
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """The base URL to give an OpenAI client (ends in ``/v1``)."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def calls(self) -> int:
        """Chat Completions requests received (faults included)."""
        with self._lock:
            return len(self.requests)

    @property
    def embedding_calls(self) -> int:
        """Embeddings requests received (faults included)."""
        with self._lock:
            return len(self.embedding_requests)

    def push(self, *items: Item) -> None:
        self.script.push(*items)

    def push_embeddings(self, *faults: Fault) -> None:
        self.embeddings_script.push(*faults)

    def _record(self, body: dict[str, Any], headers: dict[str, str], *, embeddings: bool = False) -> None:
        with self._lock:
            (self.embedding_requests if embeddings else self.requests).append(
                {"body": body, "headers": headers}
            )

    def start(self) -> FakeOpenAIServer:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._httpd.serve_forever, args=(0.05,), name="fake-openai", daemon=True
            )
            self._thread.start()
        return self

    def serve_forever(self) -> None:
        """Serve in the calling thread until :meth:`stop` (or Ctrl-C)."""
        self._httpd.serve_forever(0.05)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
