"""``FakeRAGServer``: a real HTTP RAG endpoint on 127.0.0.1 for tests, benchmarks and
the README's walk-through, with scripted faults (500s, hangs past the client's timeout,
malformed JSON, dropped connections, and the wire faults of
:mod:`~ragmeter.testing.wire_faults`: drips, endless bodies, resets, redirects, odd
bodies, hundreds of headers) and an optional fixed latency.

Behind it is :class:`ToyRAG`, a small retrieve-then-extract system: BM25 over the
corpus's chunks (the same chunk ids ``ragmeter generate`` writes), the answer the
sentence of the best chunk that shares most words with the question, and "I don't
know." when retrieval finds nothing that fits. A stand-in for a system, not a system
to copy. Run it on its own::

    python -m ragmeter.testing.rag_server --corpus examples/corpus --port 8800
    ragmeter eval testset.jsonl --endpoint http://127.0.0.1:8800/query \\
        --request '{"query": "{question}"}' --contexts-path 'contexts[*].text' --ids-path 'contexts[*].id'
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ragmeter.testing.script import Fault, Script
from ragmeter.testing.wire_faults import act_out
from ragmeter.testset.corpus import Chunk, load_corpus
from ragmeter.testset.lexical import BM25, terms

__all__ = ["FakeRAGServer", "ToyRAG"]

_SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n+")
_NUMBER = re.compile(r"\d+")
REFUSAL = "I don't know."
REFUSAL_KO = "잘 모르겠습니다."


class ToyRAG:
    """BM25 top-``k`` chunks, then the best-matching sentence as the answer."""

    def __init__(self, chunks: Sequence[Chunk], k: int = 3) -> None:
        self.chunks = list(chunks)
        self.k = k
        self.index = BM25([c.text for c in self.chunks])

    @classmethod
    def from_corpus(cls, path: str | Path, *, chunk_chars: int = 1000, k: int = 3) -> ToyRAG:
        return cls(load_corpus(path, chunk_chars=chunk_chars).chunks, k)

    def __call__(self, question: str) -> dict[str, Any]:
        return self.answer(question)

    def answer(self, question: str) -> dict[str, Any]:
        hits = self.index.search(question, self.k)
        contexts = [
            {"id": self.chunks[i].id, "text": self.chunks[i].text, "score": round(s, 4)} for i, s in hits
        ]
        korean = any("\uac00" <= ch <= "\ud7a3" for ch in question)
        refusal = REFUSAL_KO if korean else REFUSAL
        if not hits:
            return {"answer": refusal, "contexts": []}
        text = " ".join(self.chunks[i].text for i, _ in hits)
        # a number the question asks about that no retrieved passage has: nothing answers it
        if any(n not in text for n in _NUMBER.findall(question)):
            return {"answer": refusal, "contexts": contexts}
        wanted = set(terms(question))
        best, best_overlap = "", 0
        for sentence in _SENTENCE.split(self.chunks[hits[0][0]].text):
            overlap = len(wanted & set(terms(sentence)))
            if overlap > best_overlap:
                best, best_overlap = sentence.strip(), overlap
        return {"answer": best or refusal, "contexts": contexts}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128
    fake: FakeRAGServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up (the point of many faults) is not an error to print."""
        if isinstance(sys.exc_info()[1], OSError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _send_bytes(self, status: int, data: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _send(self, status: int, payload: Any) -> None:
        self._send_bytes(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"))

    def do_POST(self) -> None:
        fake = self.server.fake
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = json.loads(raw)
        except ValueError:
            self._send(400, {"error": "the request body is not JSON"})
            return
        fake._record(body)
        question = _question(body)
        if question is None:
            self._send(422, {"error": "no question (send question, query or input)"})
            return
        if fake.latency:
            fake._stop.wait(fake.latency)
        item = fake.script.next()
        if isinstance(item, Fault):
            normal = lambda: json.dumps(fake.responder(question), ensure_ascii=False).encode()  # noqa: E731
            if act_out(self, item, normal, fake._stop):
                return
            if item.kind == "status":
                self._send(item.status, {"error": item.text})
                return
            if item.kind == "malformed":
                self._send_bytes(200, item.text.encode("utf-8"))
                return
            if item.kind == "disconnect":
                self.close_connection = True
                self.connection.close()
                return
            if item.kind == "hang":
                fake._stop.wait(item.seconds)
        with contextlib.suppress(OSError):  # after a hang the client may be gone
            self._send(200, fake.responder(question))


def _question(body: Any) -> str | None:
    if isinstance(body, Mapping):
        for key in ("question", "query", "input", "q"):
            value = body.get(key)
            if isinstance(value, str):
                return value
    return None


class FakeRAGServer:
    """A RAG endpoint on 127.0.0.1 (a context manager): POST ``{"question"|"query": ...}``
    to any path, get ``{"answer", "contexts": [{"id", "text", "score"}]}``.

    ``responder(question) -> dict`` answers (by default a :class:`ToyRAG` over
    ``corpus``); ``push(Fault.server_error(), Fault.hang(5), Fault.malformed())`` scripts
    the next requests; ``requests`` holds every request body received.
    """

    def __init__(
        self,
        corpus: str | Path | None = None,
        *,
        responder: Callable[[str], dict[str, Any]] | None = None,
        latency: float = 0.0,
        port: int = 0,
    ) -> None:
        if responder is None:
            if corpus is None:
                raise ValueError("give a corpus or a responder")
            responder = ToyRAG.from_corpus(corpus)
        self.responder = responder
        self.latency = latency
        self.script = Script()
        self.requests: list[Any] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._httpd = _Server(("127.0.0.1", port), _Handler)
        self._httpd.fake = self
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/query"

    def push(self, *faults: Fault) -> None:
        self.script.push(*faults)

    def _record(self, body: Any) -> None:
        with self._lock:
            self.requests.append(body)

    @property
    def calls(self) -> int:
        with self._lock:
            return len(self.requests)

    def start(self) -> FakeRAGServer:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._httpd.serve_forever, args=(0.05,), name="fake-rag", daemon=True
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeRAGServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m ragmeter.testing.rag_server", description="A local toy RAG endpoint over a corpus."
    )
    parser.add_argument("--corpus", required=True, help="a folder of documents or a JSONL of {id, text}")
    parser.add_argument("--port", type=int, default=8800, help="0 picks a free port")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds before each reply")
    args = parser.parse_args(argv)
    server = FakeRAGServer(args.corpus, latency=args.latency, port=args.port)
    print(server.url, flush=True)
    try:
        server._httpd.serve_forever(0.05)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
