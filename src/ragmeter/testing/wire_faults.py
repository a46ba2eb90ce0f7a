"""Faults acted out on the wire by the fake servers (:class:`FakeOpenAIServer`,
:class:`FakeRAGServer`): a reply dripped a few bytes at a time, an endless chunked body,
an exact body of any shape, a reset connection, a redirect, a reply with hundreds of
header lines. Each is written by hand on the handler's socket, since
``BaseHTTPRequestHandler`` writes only well-behaved replies."""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler

from ragmeter.testing.script import WIRE_FAULTS, Fault

__all__ = ["act_out"]


def _head(status: int, length: int | None, extra: list[tuple[str, str]] | None = None) -> bytes:
    lines = [f"HTTP/1.1 {status} {'OK' if status == 200 else 'Status'}", "Content-Type: application/json"]
    if length is None:
        lines.append("Transfer-Encoding: chunked")
    else:
        lines.append(f"Content-Length: {length}")
    lines += [f"{k}: {v}" for k, v in extra or []]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def act_out(
    handler: BaseHTTPRequestHandler, fault: Fault, normal: Callable[[], bytes], stop: threading.Event
) -> bool:
    """Act out ``fault`` on ``handler``'s connection (``False``: not a wire fault).
    ``normal()`` is the body of the normal reply; ``stop`` ends drips when the server
    stops."""
    if fault.kind not in WIRE_FAULTS:
        return False
    out = handler.wfile
    with contextlib.suppress(OSError, ValueError):  # the client hung up: the point of most faults
        if fault.kind == "reset":
            handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            handler.connection.close()
        elif fault.kind == "body":
            data = fault.text.encode("utf-8")
            out.write(_head(fault.status or 200, len(data)) + data)
        elif fault.kind == "redirect":
            data = normal()
            out.write(_head(fault.status or 302, len(data), [("Location", fault.text)]) + data)
        elif fault.kind == "headers":
            data = normal()
            extra = [(f"X-Padding-{i}", f"value {i}") for i in range(fault.n)]
            out.write(_head(200, len(data), extra) + data)
        elif fault.kind == "drip":
            data = normal()
            whole = _head(200, len(data), [("Connection", "close")]) + data
            step = max(1, fault.n)
            for i in range(0, len(whole), step):
                out.write(whole[i : i + step])
                out.flush()
                if stop.wait(fault.seconds):
                    break
        else:  # endless: chunks until the client gives up or the server stops
            out.write(_head(200, None, [("Connection", "close")]))
            chunk = b'{"filler": "' + b"x" * 4000 + b'"}'
            while not stop.is_set():
                out.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                out.flush()
                if fault.seconds and stop.wait(fault.seconds):
                    break
        out.flush()
    # a complete reply keeps the connection; after the others it is closed
    handler.close_connection = fault.kind in ("reset", "drip", "endless")
    return True
