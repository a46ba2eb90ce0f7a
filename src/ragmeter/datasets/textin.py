"""Input bytes to text, in one pass: files, standard input (``-``), pipes and FIFOs.

- The encoding comes from the byte-order mark: UTF-8 (with or without one), UTF-16 and
  UTF-32 (little or big endian, with one). Anything else must be valid UTF-8.
- Bytes that do not decode, and NUL bytes (binary data), stop the read with the file,
  the byte offset and the line. Compressed files, archives and Parquet given as text are
  named as such.
- Nothing is read twice: a format sniff (for inputs without an extension) peeks at the
  first line and hands it back to the reader, so pipes work.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import sys
from collections.abc import Iterator
from typing import IO, Any

from ragmeter.errors import DataError

__all__ = ["STDIN", "TextInput", "check_source", "display_name", "lines", "open_binary", "sniff_format"]

STDIN = "-"
CHUNK = 1 << 20
_HEAD = 16  # bytes kept for sniffing magic numbers and byte-order marks
_HEAD_LIMIT = 64 << 20  # a sniff gives up looking for the end of the first line here

# longest first: the UTF-32 LE mark begins with the UTF-16 LE one
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16"),
)
_MAGIC = (
    (b"\x1f\x8b", "gzip-compressed; decompress it first (e.g. `gunzip -c FILE | ragmeter eval -`)"),
    (b"BZh", "bzip2-compressed; decompress it first"),
    (b"\xfd7zXZ\x00", "xz-compressed; decompress it first"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed; decompress it first"),
    (b"PK\x03\x04", "a ZIP archive (an Excel workbook?); export the sheet as CSV"),
    (b"PAR1", "a Parquet file; give it the .parquet extension"),
    (b"SQLite format 3\x00", "an SQLite database, not evaluation data"),
    (b"%PDF", "a PDF document, not evaluation data"),
    (b"\x7fELF", "an executable, not evaluation data"),
)


def display_name(source: str) -> str:
    """``source`` as text for messages and results: undecodable bytes of a file name
    (lone surrogates in Python) become U+FFFD; the file itself is opened by its real name."""
    if source == STDIN:
        return "<stdin>"
    try:
        source.encode("utf-8")
        return source
    except UnicodeEncodeError:
        pass
    try:
        raw = source.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = source.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "replace")


def check_source(source: str) -> bool:
    """Fail early, naming the path, when ``source`` cannot be read; True for a regular
    file (which can be read again), False for ``-``, a pipe, a FIFO or a device (never
    opened here: opening a FIFO waits for its writer, closing it would cut the writer off)."""
    if source == STDIN:
        return False
    try:
        st = os.stat(source)
    except OSError as exc:
        if os.path.lexists(source):
            raise DataError(
                f"cannot read it: {exc.strerror} (a broken or looping symbolic link?)", source=source
            ) from None
        raise DataError("file not found", source=source) from None
    if stat.S_ISDIR(st.st_mode):
        raise DataError("is a folder; give a .jsonl, .json, .csv or .parquet file", source=source)
    if stat.S_ISREG(st.st_mode):
        with _open(source):
            pass
        return True
    return False


def open_binary(source: str) -> tuple[IO[bytes], bool]:
    """The byte stream of ``source`` (``-`` is standard input) and whether it is a regular
    file; errors name the path."""
    regular = check_source(source)
    return (sys.stdin.buffer if source == STDIN else _open(source)), regular


def _open(source: str) -> IO[bytes]:
    try:
        return open(source, "rb")  # the caller closes it
    except OSError as exc:
        raise DataError(f"cannot read it: {exc.strerror}", source=source) from None


class TextInput:
    """Decodes a byte stream chunk by chunk; :meth:`peek_line` looks at the first line
    without consuming it. Errors are :class:`DataError` with the byte offset and line."""

    def __init__(self, fh: IO[bytes], name: str) -> None:
        self.fh = fh
        self.name = name
        self.encoding = "utf-8"
        self._raw = b""  # read for a peek, not decoded yet
        self._head: bytes | None = None
        self._pushback: list[str] = []
        self._decoded = self._decode()

    def head_bytes(self, n: int = _HEAD) -> bytes:
        """The first ``n`` (at most 16) bytes of the input, fewer if it is shorter; a
        peek that never consumes anything, before or after decoding started."""
        if self._head is None:
            while len(self._raw) < _HEAD:
                more = self.fh.read(_HEAD - len(self._raw))
                if not more:
                    break
                self._raw += more
            self._head = self._raw[:_HEAD]
        return self._head[:n]

    def read_all_bytes(self) -> bytes:
        """Every byte of the input, undecoded (for Parquet from a pipe); only before any
        text was decoded."""
        self.head_bytes()
        data, self._raw = self._raw + self.fh.read(), b""
        return data

    def refuse_binary(self) -> None:
        """A clear error for compressed files, archives and other known binary formats."""
        head = self.head_bytes()
        for magic, what in _MAGIC:
            if head.startswith(magic):
                raise DataError(f"this is {what}", source=self.name)

    def chunks(self) -> Iterator[str]:
        while self._pushback:
            yield self._pushback.pop(0)
        yield from self._decoded

    def peek_line(self) -> str:
        """The text up to the end of the first line that is not blank (or all of it)."""
        got: list[str] = list(self._pushback)
        size = sum(map(len, got))
        while True:
            text = "".join(got)
            stripped = text.lstrip()
            if stripped and "\n" in stripped:
                break
            if size > _HEAD_LIMIT:
                break
            chunk = next(self._decoded, None)
            if chunk is None:
                break
            got.append(chunk)
            size += len(chunk)
        self._pushback = got
        return "".join(got)

    def _decode(self) -> Iterator[str]:
        head = self.head_bytes()
        offset = 0
        label = "UTF-8"
        for bom, codec, name in _BOMS:
            if head.startswith(bom):
                self.encoding, label, offset = codec, name, len(bom)
                break
        data, self._raw = self._raw[offset:], b""
        decoder: Any = codecs.getincrementaldecoder(self.encoding)("strict")
        lines_done = 0
        while True:
            if not data:
                data = self.fh.read(CHUNK)
            final = not data
            pending = len(getattr(decoder, "buffer", b""))
            start = offset - pending  # byte offset where the text decoded now begins
            try:
                text = decoder.decode(data, final)
            except UnicodeDecodeError as exc:
                valid = bytes(exc.object)[: exc.start].decode(self.encoding, "replace")
                if "\x00" in valid:  # binary data: the NUL byte is the clearer message
                    raise self._nul_error(valid, start, lines_done) from None
                raise self._decode_error(exc, start, lines_done, label) from None
            offset += len(data)
            data = b""
            if "\x00" in text:
                raise self._nul_error(text, start, lines_done)
            lines_done += text.count("\n")
            if text:
                yield text
            if final:
                return

    def _nul_error(self, text: str, start: int, lines_done: int) -> DataError:
        nul = text.index("\x00")
        return DataError(
            f"binary data: a NUL byte at byte offset {start + len(text[:nul].encode(self.encoding))}; "
            "give a text file (UTF-16 and UTF-32 need a byte-order mark)",
            source=self.name,
            line=lines_done + text.count("\n", 0, nul) + 1,
        )

    def _decode_error(self, exc: UnicodeDecodeError, base: int, lines_done: int, label: str) -> DataError:
        obj = bytes(exc.object)
        line = lines_done + obj[: exc.start].decode(self.encoding, "replace").count("\n") + 1
        bad = obj[exc.start : exc.start + 1]
        cut = exc.end >= len(obj) and "end of data" in exc.reason
        what = "the input ends inside a character, at" if cut else f"byte 0x{bad.hex()} at"
        hint = (
            "save it as UTF-8 (UTF-16 and UTF-32 need a byte-order mark)"
            if label == "UTF-8"
            else f"the byte-order mark says {label}"
        )
        return DataError(
            f"not valid {label} text: {what} byte offset {base + exc.start}; {hint}",
            source=self.name,
            line=line,
        )


_UNIVERSAL = re.compile(r"\r\n|\r|\n")


def lines(chunks: Iterator[str], *, universal: bool = False) -> Iterator[str]:
    """Lines with their endings, across chunk boundaries. ``universal`` also ends lines
    at ``\\r`` and ``\\r\\n`` (as ``open(newline="")`` does, which the csv module wants)."""
    parts: list[str] = []
    carry = ""
    for chunk in chunks:
        chunk = carry + chunk
        carry = ""
        if universal and chunk.endswith("\r"):
            chunk, carry = chunk[:-1], "\r"  # maybe the first half of "\r\n"
        start = 0
        if universal:
            for m in _UNIVERSAL.finditer(chunk):
                parts.append(chunk[start : m.end()])
                yield "".join(parts)
                parts.clear()
                start = m.end()
        else:
            while (end := chunk.find("\n", start)) >= 0:
                parts.append(chunk[start : end + 1])
                yield "".join(parts)
                parts.clear()
                start = end + 1
        if start < len(chunk):
            parts.append(chunk[start:])
    if carry:
        parts.append(carry)
    if parts:
        yield "".join(parts)


def sniff_format(text_input: TextInput) -> str:
    """``parquet``, ``json``, ``jsonl`` or ``csv`` from the first bytes and line of an
    input without a file extension (standard input, ``<(...)``)."""
    if text_input.head_bytes(4) == b"PAR1":
        return "parquet"
    text_input.refuse_binary()
    head = text_input.peek_line().lstrip()
    if head.startswith("["):
        return "json"
    if not head.startswith("{"):
        return "csv" if head else "jsonl"
    first, _, rest = head.partition("\n")
    try:
        obj = json.loads(first)
    except (ValueError, RecursionError):
        return "json"  # an object over several lines: one JSON document
    if isinstance(obj, dict) and not rest.strip() and _is_document(obj):
        return "json"
    return "jsonl"


def _is_document(obj: dict[str, Any]) -> bool:
    """A one-line ``{"samples": [...]}`` or column dict rather than one record."""
    if isinstance(obj.get("samples"), list):
        return True
    return bool(obj) and all(isinstance(v, list) for v in obj.values())
