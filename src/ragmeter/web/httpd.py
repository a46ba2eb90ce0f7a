"""The HTTP server under ``ragmeter serve`` and ``ragmeter collect`` (standard library).

Two things the standard library's ``ThreadingHTTPServer`` does badly for a server
people run by hand: its listen backlog is 5, so a burst of a few hundred connections
(a dashboard opened by a team, a load test, an exporter's retries) is refused, and a
client that hangs up mid-reply prints a stdlib traceback. Here the backlog is 1,024
(the kernel may cap it: ``net.core.somaxconn``), a hang-up is not an error, and any
other failure of a request's thread is one line on stderr (``RAGMETER_DEBUG=1`` adds
the traceback), as everywhere else in ragmeter.
"""

from __future__ import annotations

import os
import sys
import traceback
from http.server import ThreadingHTTPServer
from typing import Any

__all__ = ["BACKLOG", "DISCONNECTS", "Server"]

BACKLOG = 1024
#: what a client closing its connection early raises in the thread answering it
DISCONNECTS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, TimeoutError)


class Server(ThreadingHTTPServer):
    """A threading HTTP server with a large backlog that takes hang-ups quietly."""

    daemon_threads = True
    request_queue_size = BACKLOG
    #: the command named in the one-line error (``ragmeter serve``)
    name = "ragmeter"

    def handle_error(self, request: Any, client_address: Any) -> None:
        exc = sys.exc_info()[1]
        if exc is None or isinstance(exc, DISCONNECTS):
            return
        from ragmeter.report.visible import visible

        if os.environ.get("RAGMETER_DEBUG"):
            traceback.print_exception(exc, file=sys.stderr)
        print(
            visible(f"{self.name}: a request failed: {type(exc).__name__}: {exc}")
            + " (set RAGMETER_DEBUG=1 for the traceback and report it)",
            file=sys.stderr,
        )


def make(host: str, port: int, handler: type, name: str) -> Server:
    """A :class:`Server` on ``(host, port)`` with ``handler``; errors say ``name``."""
    server = Server((host, port), handler)
    server.name = name
    return server
