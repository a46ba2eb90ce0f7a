"""``ragmeter serve`` (and ``collect``) under many connections and rude clients: a burst
of 1,000 simultaneous connections is queued, not refused (the standard library's
backlog is 5), and a client that hangs up mid-reply prints nothing on stderr (the
standard library prints a traceback)."""

from __future__ import annotations

import resource
import select
import socket
import struct
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.html_fixtures import fill_store

from ragmeter.compare import compare_runs
from ragmeter.web import WebApp, make_server
from ragmeter.web.httpd import BACKLOG, Server

pytest.importorskip("jinja2")

BURST = 1000


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebApp]:
    store = fill_store(tmp_path_factory.mktemp("serve") / "runs.db")
    yield WebApp(store, compare=compare_runs, store_path="runs.db")
    store.close()


def _room_for(n: int) -> None:
    """Enough file descriptors and a kernel that allows a backlog of ``n``, or a skip
    that says which is missing."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < n + 200:
        if hard != resource.RLIM_INFINITY and hard < n + 200:
            pytest.skip(f"the file descriptor limit ({hard}) is below {n + 200}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (n + 200, hard))
    somaxconn = Path("/proc/sys/net/core/somaxconn")
    if not somaxconn.exists() or int(somaxconn.read_text()) < n:
        pytest.skip("the kernel caps listen backlogs below 1,000 (net.core.somaxconn), or is not Linux")


def _connect_all(port: int, n: int) -> list[socket.socket]:
    """``n`` connections started at once; returns them once the kernel has completed
    every handshake (the server accepts none of them meanwhile)."""
    socks = []
    for _ in range(n):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", port))
        socks.append(s)
    pending = {s.fileno(): s for s in socks}
    poller = select.poll()  # not select(): descriptors past 1,024 are fine
    for fd in pending:
        poller.register(fd, select.POLLOUT)
    end = time.monotonic() + 120  # a bound against a hang (a full queue never completes), not a speed check
    while pending and time.monotonic() < end:
        for fd, _ in poller.poll(1000):
            s = pending.pop(fd, None)
            if s is not None:
                poller.unregister(fd)
                assert s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0
    assert not pending, f"{len(pending)} of {n} connections were not queued"
    return socks


def test_a_burst_of_1000_connections_is_queued_and_answered(app: WebApp) -> None:
    _room_for(BURST)
    server = make_server(app, "127.0.0.1", 0)
    assert isinstance(server, Server) and server.request_queue_size == BACKLOG >= BURST
    try:
        socks = _connect_all(server.server_port, BURST)  # before serving: all sit in the backlog
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        statuses = []
        for s in socks:
            s.setblocking(True)
            s.settimeout(300)
            s.sendall(b"GET /no-such-page HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        for s in socks:
            statuses.append(s.makefile("rb").readline().split(b" ")[1])
            s.close()
        assert statuses == [b"404"] * BURST
    finally:
        server.shutdown()
        server.server_close()


def test_a_client_hanging_up_mid_reply_prints_nothing(
    app: WebApp, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("plotly")
    server = make_server(app, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        for _ in range(5):  # ask for 4.8 MB of plotly.js, then reset the connection
            s = socket.create_connection(("127.0.0.1", server.server_port), timeout=60)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.sendall(b"GET /static/plotly.min.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            s.close()
        s = socket.create_connection(("127.0.0.1", server.server_port), timeout=60)
        s.sendall(b"GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        assert s.makefile("rb").readline().startswith(b"HTTP/1.0 200")  # still serving
        s.close()
    finally:
        server.shutdown()
        server.server_close()  # joins every request's thread: their output is all in
    err = capsys.readouterr().err
    assert err == ""


def test_any_other_failure_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    server = Server(("127.0.0.1", 0), object)  # type: ignore[arg-type]
    server.name = "ragmeter serve"
    try:
        try:
            raise ValueError("bad \x1b[2J thing")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        try:
            raise BrokenPipeError(32, "Broken pipe")
        except BrokenPipeError:
            server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    err = capsys.readouterr().err
    assert err.splitlines() == [
        "ragmeter serve: a request failed: ValueError: bad \\x1b[2J thing"
        " (set RAGMETER_DEBUG=1 for the traceback and report it)"
    ]
