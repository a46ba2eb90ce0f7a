"""One HTTP/1.1 keep-alive connection, read under a :class:`~ragmeter.llm.budget.Budget`.

The standard library's ``http.client`` reads a reply with one socket timeout per read
and no size limit, and refuses more than 100 header lines; this client gives every
connect, send and read the time left before the call's deadline, counts every byte
against the call's cap, and bounds headers by size (:data:`MAX_HEADER_BYTES`) rather
than by count. It speaks exactly what a JSON API needs: ``Content-Length``, chunked and
read-until-close bodies, interim ``1xx`` replies, keep-alive. Redirects are not
followed (a ``3xx`` is returned like any other status).

Failures are the exceptions :class:`ConnectFailed` (no connection was made),
:class:`Dropped` (the connection ended before the reply did), :class:`BadReply` (not
HTTP/1.x), and the budget's :class:`~ragmeter.llm.budget.DeadlineExceeded` and
:class:`~ragmeter.llm.budget.ReplyTooLarge`.
"""

from __future__ import annotations

import contextlib
import select
import socket
import ssl
from dataclasses import dataclass

from ragmeter.llm.budget import Budget

__all__ = ["MAX_HEADER_BYTES", "BadReply", "ConnectFailed", "Connection", "Dropped", "Reply"]

#: status line and headers of one reply, at most
MAX_HEADER_BYTES = 256 * 1024
_CHUNK_LINE = 4096


class ConnectFailed(OSError):
    """No connection could be made (refused, unknown host, TLS handshake failed)."""


class Dropped(OSError):
    """The connection closed or was reset before the reply was complete."""


class BadReply(ValueError):
    """What came back is not an HTTP/1.x reply."""


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes


class Connection:
    """A connection to ``host:port`` (TLS when ``context`` is given), opened on first use
    and kept alive between calls while the server allows it. Not thread-safe: one per
    thread."""

    def __init__(self, host: str, port: int, context: ssl.SSLContext | None = None) -> None:
        self.host = host
        self.port = port
        self.context = context
        self.sock: socket.socket | None = None
        self._buf = bytearray()
        self._eof = False

    # ------------------------------------------------------------------ connection
    def fresh(self) -> bool:
        """Whether the kept connection can carry a request: open, and nothing to read
        (a server that closed an idle connection makes it readable)."""
        if self.sock is None:
            return False
        if self._buf or (isinstance(self.sock, ssl.SSLSocket) and self.sock.pending()):
            return False
        try:
            readable, _, _ = select.select([self.sock], [], [], 0)
        except (OSError, ValueError):
            return False
        return not readable

    def close(self) -> None:
        if self.sock is not None:
            with contextlib.suppress(OSError):
                self.sock.close()
        self.sock = None
        self._buf.clear()
        self._eof = False

    def _open(self, budget: Budget) -> socket.socket:
        try:
            sock = socket.create_connection((self.host, self.port), timeout=budget.remaining())
        except TimeoutError as exc:
            raise ConnectFailed(f"connecting to {self.host}:{self.port} timed out") from exc
        except OSError as exc:
            raise ConnectFailed(exc.strerror or str(exc)) from exc
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if self.context is not None:
                sock.settimeout(budget.remaining())
                sock = self.context.wrap_socket(sock, server_hostname=self.host)
        except (OSError, ssl.SSLError) as exc:
            sock.close()
            raise ConnectFailed(f"TLS: {exc}") from exc
        return sock

    # ------------------------------------------------------------------ one exchange
    def exchange(
        self, method: str, target: str, headers: dict[str, str], body: bytes, budget: Budget
    ) -> Reply:
        """Send one request and read its reply within ``budget``. The connection stays
        open when the reply allows it; on any failure it is closed."""
        if not self.fresh():
            self.close()
            self.sock = self._open(budget)
        sock = self.sock
        assert sock is not None
        try:
            head = [f"{method} {target} HTTP/1.1", *(f"{k}: {v}" for k, v in headers.items())]
            head.append(f"Content-Length: {len(body)}")
            sock.settimeout(budget.remaining())
            sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body)
            reply, keep = self._read_reply(method, budget)
        except BaseException:
            self.close()
            raise
        if not keep:
            self.close()
        return reply

    def _read_reply(self, method: str, budget: Budget) -> tuple[Reply, bool]:
        while True:
            version, status = self._status_line(budget)
            headers = self._headers(budget)
            if not 100 <= status < 200 or status == 101:
                break  # interim replies (100 Continue, 103 Early Hints) are skipped
        if status == 101:
            raise BadReply("the server switched protocols (101)")
        tokens = {t.strip().lower() for t in headers.get("connection", "").split(",")}
        keep = "close" not in tokens and (version == "HTTP/1.1" or "keep-alive" in tokens)
        encoding = headers.get("transfer-encoding", "").lower()
        if method == "HEAD" or status in (204, 304):
            body = b""
        elif "chunked" in encoding:
            body = self._chunked(budget)
        elif "content-length" in headers:
            body = self._exact(_length(headers["content-length"]), budget, declared=True)
        else:
            body, keep = self._until_close(budget), False
        return Reply(status, headers, body), keep

    def _status_line(self, budget: Budget) -> tuple[str, int]:
        line = self._line(budget, MAX_HEADER_BYTES, first=True)
        parts = line.decode("latin-1").strip().split(None, 2)
        if (
            len(parts) < 2
            or not parts[0].startswith("HTTP/1.")
            or not parts[1].isdigit()
            or len(parts[1]) != 3
        ):
            raise BadReply(f"not an HTTP/1.x reply: {line[:60]!r}")
        return parts[0], int(parts[1])

    def _headers(self, budget: Budget) -> dict[str, str]:
        headers: dict[str, str] = {}
        size = 0
        last = ""
        while True:
            line = self._line(budget, MAX_HEADER_BYTES - size)
            size += len(line)
            if size > MAX_HEADER_BYTES:
                raise BadReply(f"the reply's headers are larger than {MAX_HEADER_BYTES // 1024} KiB")
            text = line.decode("latin-1").rstrip("\r\n")
            if not text:
                return headers
            if text[0] in " \t" and last:  # an obsolete folded continuation line
                headers[last] += " " + text.strip()
                continue
            name, sep, value = text.partition(":")
            if not sep or not name.strip() or name != name.strip():
                raise BadReply(f"malformed header line {text[:60]!r}")
            last = name.lower()
            value = value.strip()
            if last in headers:  # repeated fields are one comma-separated list
                if last == "content-length" and headers[last] != value:
                    raise BadReply("conflicting Content-Length headers")
                headers[last] = value if last == "content-length" else f"{headers[last]}, {value}"
            else:
                headers[last] = value

    def _chunked(self, budget: Budget) -> bytes:
        out = bytearray()
        while True:
            line = self._line(budget, _CHUNK_LINE).split(b";", 1)[0].strip()
            try:
                size = int(line, 16)
            except ValueError:
                raise BadReply(f"bad chunk size {line[:20]!r}") from None
            if size < 0:
                raise BadReply("negative chunk size")
            if size == 0:
                while self._line(budget, MAX_HEADER_BYTES).strip():
                    pass  # trailer fields, ignored
                return bytes(out)
            budget.check_length(size)
            out += self._exact(size, budget)
            if self._exact(2, budget) != b"\r\n":
                raise BadReply("a chunk does not end with CRLF")

    # ------------------------------------------------------------------ reading
    def _fill(self, budget: Budget) -> bool:
        """Read what the socket has; ``False`` at the end of the stream."""
        sock = self.sock
        assert sock is not None
        if self._eof:
            return False
        sock.settimeout(budget.remaining())
        try:
            data = sock.recv(65536)
        except TimeoutError:
            budget.remaining()  # past the deadline: DeadlineExceeded
            raise
        except OSError as exc:  # reset by the peer
            raise Dropped(exc.strerror or str(exc)) from exc
        if not data:
            self._eof = True
            return False
        budget.count(len(data))
        self._buf += data
        return True

    def _line(self, budget: Budget, limit: int, *, first: bool = False) -> bytes:
        start = 0
        while True:
            i = self._buf.find(b"\n", start)
            if i >= 0:
                line = bytes(self._buf[: i + 1])
                del self._buf[: i + 1]
                return line
            if len(self._buf) > limit:
                raise BadReply("a header line or the headers are too long")
            start = len(self._buf)
            if not self._fill(budget):
                what = "before replying" if first and not self._buf else "in the middle of the reply"
                raise Dropped(f"the server closed the connection {what}")

    def _exact(self, n: int, budget: Budget, *, declared: bool = False) -> bytes:
        if declared:
            budget.check_length(max(0, n - len(self._buf)))
        while len(self._buf) < n:
            if not self._fill(budget):
                raise Dropped(f"the server closed the connection after {len(self._buf)} of {n} bytes")
        data = bytes(self._buf[:n])
        del self._buf[:n]
        return data

    def _until_close(self, budget: Budget) -> bytes:
        while self._fill(budget):
            pass
        data = bytes(self._buf)
        self._buf.clear()
        return data


def _length(value: str) -> int:
    text = value.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 18):
        raise BadReply(f"bad Content-Length {value[:30]!r}")
    return int(text)
