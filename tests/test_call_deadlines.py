"""Whole-call deadlines and reply caps, through both transports of the LLM judge (the
standard-library client and the openai SDK) against real servers on 127.0.0.1: a reply
dripped a byte at a time, an endless chunked body, a declared length over the cap,
hundreds of header lines, a redirect, a reset; and the HTTP/1.1 reader on raw bytes."""

from __future__ import annotations

import base64
import socket
import threading
from collections.abc import Iterator

import pytest

from ragmeter.judges.llm import BackendError, HTTPBackend, OpenAIBackend
from ragmeter.llm.backend import ChatRequest
from ragmeter.llm.budget import Budget, DeadlineExceeded, ReplyTooLarge
from ragmeter.llm.http1 import BadReply, Connection, Dropped
from ragmeter.testing import FakeOpenAIServer, Fault, Reply

pytest.importorskip("openai")

REQ = ChatRequest("m", (("user", "hi"),), "ragmeter_test", {"type": "object"}, "v0")
TRANSPORTS = {"openai": OpenAIBackend, "http": HTTPBackend}
CAP = 200_000


@pytest.fixture(params=sorted(TRANSPORTS))
def transport(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(responder=lambda _b: Reply({"ok": True})) as srv:
        yield srv


def call(server: FakeOpenAIServer, transport: str, fault: Fault, timeout: float = 5.0) -> BackendError | str:
    server.push(fault)
    backend = TRANSPORTS[transport](server.url, "k", timeout, CAP)
    try:
        return backend.complete(REQ).content or ""
    except BackendError as exc:
        return exc


def test_a_dripping_reply_ends_at_the_call_deadline(server: FakeOpenAIServer, transport: str) -> None:
    # every read gets a byte within 0.02s, so a per-read timeout never fires; the
    # reply (~400 bytes) would take 8s: the call must end at its 0.4s deadline
    out = call(server, transport, Fault.drip(seconds=0.02, n=1), timeout=0.4)
    assert isinstance(out, BackendError) and out.kind == "timeout", out
    assert out.message == "no reply within 0.4s"


def test_an_endless_body_is_cut_at_the_cap(server: FakeOpenAIServer, transport: str) -> None:
    out = call(server, transport, Fault.endless())
    assert isinstance(out, BackendError) and out.kind == "protocol", out
    assert "larger than 200,000 bytes" in out.message


def test_an_endless_slow_body_ends_at_the_deadline(server: FakeOpenAIServer, transport: str) -> None:
    out = call(server, transport, Fault.endless(seconds=0.02), timeout=0.3)
    assert isinstance(out, BackendError) and out.kind == "timeout", out


def test_a_declared_length_over_the_cap_is_refused(server: FakeOpenAIServer, transport: str) -> None:
    out = call(server, transport, Fault.body('{"x": "' + "a" * (CAP + 10) + '"}'))
    assert isinstance(out, BackendError) and out.kind == "protocol", out
    assert "larger than" in out.message


def test_two_hundred_header_lines_are_a_valid_reply(server: FakeOpenAIServer, transport: str) -> None:
    assert call(server, transport, Fault.many_headers(200)) == '{"ok": true}'


def test_a_redirect_is_not_an_answer(server: FakeOpenAIServer, transport: str) -> None:
    out = call(server, transport, Fault.redirect("http://127.0.0.1:9/v1/chat/completions"))
    assert isinstance(out, BackendError) and out.kind == "protocol", out
    assert out.status_code == 302 and "not followed" in out.message


def test_a_reset_is_a_dropped_connection(server: FakeOpenAIServer, transport: str) -> None:
    out = call(server, transport, Fault.reset())
    assert isinstance(out, BackendError) and out.kind == "connection", out
    assert call(server, transport, Fault.none()) == '{"ok": true}'  # and the next call works


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"status": "ok"}, 'not a Chat Completions reply (no choices[0].message): {"status":"ok"}'),
        ("<html>hello</html>", "not JSON: <html>hello</html>"),
        ("[" * 90_000 + "]" * 90_000, "nested too deeply"),
        ({"choices": [{"message": {"content": 7}}]}, "message.content is a number, not text"),
        ({"choices": [{"message": {"content": None, "refusal": 3}}]}, "message.refusal is a number"),
        ({"choices": [{"message": {"content": "{}"}}], "usage": {"prompt_tokens": -4}}, "= -4, not a token"),
        ({"choices": [{"message": {"content": "{}"}}], "usage": {"prompt_tokens": 10**30}}, "not a token"),
        ('{"choices": [{"message": {"content": "{}"}}], "usage": {"completion_tokens": 1e999}}', "Infinity"),
        ({"choices": [{"message": {"content": "{}"}}], "usage": [1, 2]}, "usage is a list"),
    ],
)
def test_odd_replies_are_protocol_errors(
    server: FakeOpenAIServer, transport: str, body: object, expected: str
) -> None:
    out = call(server, transport, Fault.body(body))
    assert isinstance(out, BackendError) and out.kind == "protocol", out
    assert expected in out.message
    assert not out.retryable


def test_text_parts_are_read_as_the_content(server: FakeOpenAIServer, transport: str) -> None:
    parts = [
        {"type": "text", "text": '{"ok": '},
        {"type": "image_url", "image_url": {}},
        {"type": "text", "text": "1}"},
    ]
    body = {
        "choices": [{"message": {"content": parts}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 3.0},
    }
    assert call(server, transport, Fault.body(body)) == '{"ok": 1}'


def test_the_sdk_transport_goes_through_the_environments_proxy(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the fake server answers absolute-form requests too: it stands in for the proxy of a
    # host that does not resolve here
    for var in ("no_proxy", "NO_PROXY", "all_proxy", "ALL_PROXY", "HTTP_PROXY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("http_proxy", f"http://user:p%40ss@127.0.0.1:{server.port}")
    backend = OpenAIBackend("http://llm.invalid:8000/v1", "k", 5.0)
    assert backend.complete(REQ).content == '{"ok": true}'
    expected = "Basic " + base64.b64encode(b"user:p@ss").decode()
    assert server.requests[-1]["headers"]["Proxy-Authorization"] == expected


# ---------------------------------------------------------------- the HTTP/1.1 reader
class OneShot:
    """A TCP server on 127.0.0.1 that reads one request and answers with given bytes."""

    def __init__(self, *replies: bytes) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(4)
        self.replies = list(replies)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    @property
    def port(self) -> int:
        return int(self.sock.getsockname()[1])

    def _serve(self) -> None:
        conn, _ = self.sock.accept()
        with conn:
            for reply in self.replies:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(65536)
                head, _, body = data.partition(b"\r\n\r\n")
                length = int(
                    next(h for h in head.split(b"\r\n") if h.lower().startswith(b"content-length")).split(
                        b":"
                    )[1]
                )
                while len(body) < length:
                    body += conn.recv(65536)
                conn.sendall(reply)

    def close(self) -> None:
        self.sock.close()
        self.thread.join(2)


def exchange(*replies: bytes, cap: int = 1_000_000, calls: int = 1) -> list[bytes]:
    srv = OneShot(*replies)
    conn = Connection("127.0.0.1", srv.port)
    try:
        return [
            conn.exchange("POST", "/x", {"Host": "h"}, b"{}", Budget(5.0, cap)).body for _ in range(calls)
        ]
    finally:
        conn.close()
        srv.close()


def test_chunked_bodies_with_extensions_and_trailers() -> None:
    reply = (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        b'4;ext=1\r\n{"a"\r\n3\r\n: 1\r\n1\r\n}\r\n0\r\nX-Trailer: t\r\n\r\n'
    )
    assert exchange(reply) == [b'{"a": 1}']


def test_interim_replies_folded_headers_and_keep_alive() -> None:
    first = b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nX-Long: a\r\n  b\r\nContent-Length: 2\r\n\r\nok"
    second = b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nyes"
    assert exchange(first, second, calls=2) == [b"ok", b"yes"]  # one connection, two replies


def test_a_body_without_length_is_read_to_the_close() -> None:
    assert exchange(b"HTTP/1.0 200 OK\r\n\r\nuntil the end") == [b"until the end"]


@pytest.mark.parametrize(
    ("reply", "error"),
    [
        (b"SSH-2.0-OpenSSH_9.6\r\n", BadReply),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello", BadReply),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 1\xb2\r\n\r\nx", BadReply),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", BadReply),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", Dropped),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 99999999\r\n\r\n", ReplyTooLarge),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffff\r\n", ReplyTooLarge),
        (b"HTTP/1.1 200 OK\r\n" + b"X: " + b"y" * 300_000 + b"\r\n\r\n", BadReply),
    ],
)
def test_what_is_not_http_is_refused(reply: bytes, error: type[Exception]) -> None:
    with pytest.raises(error):
        exchange(reply)


def test_budget_deadline_and_cap() -> None:
    now = [0.0]
    budget = Budget(2.0, 10, clock=lambda: now[0])
    assert budget.clamp(5.0) == 2.0 and budget.clamp(None) == 2.0
    now[0] = 1.5
    assert budget.clamp(1.0) == 0.5
    budget.count(10)
    with pytest.raises(ReplyTooLarge):
        budget.count(1)
    now[0] = 2.0
    with pytest.raises(DeadlineExceeded, match="no reply within 2s"):
        budget.remaining()
