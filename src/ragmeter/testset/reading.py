"""Reading a corpus folder: which files are read, and their text.

Only what the user named is read. A folder is walked without recursion (any depth);
hidden files and folders (``.name``) are left out, as are files of other kinds. A
symbolic link is followed only when it stays inside the folder: a link pointing outside
it, a broken link, a link loop and a link to a folder (its files are read where they are)
are listed as skipped with the reason, never read. Only regular files are opened (a FIFO
named ``x.txt`` would block the read forever).

The readers' own warnings (pypdf logs damaged cross-reference tables, for instance) are
caught and counted per file instead of reaching the terminal.
"""

from __future__ import annotations

import codecs
import errno
import logging
import os
import stat
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ragmeter.errors import ConfigError, DataError
from ragmeter.report.visible import visible

__all__ = ["DOCUMENT_SUFFIXES", "FileText", "FolderWalk", "read_document", "shown", "walk_folder"]

DOCUMENT_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".pdf")
#: at most this many warnings of one file are kept as text (all are counted)
KEPT_WARNINGS = 3


def shown(path: str | os.PathLike[str]) -> str:
    """A file name for a message: control characters, bidi overrides and undecodable
    bytes written as visible escapes (a newline in a name is ``\\n``)."""
    return visible(os.fspath(path))


def as_text(name: str) -> str:
    """A file name as valid text (a document id): undecodable bytes as ``\\xNN``."""
    try:
        raw = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = name.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "backslashreplace")


# ---------------------------------------------------------------- the folder
@dataclass
class FolderWalk:
    """The documents of a folder, ``(path, id)`` sorted by id, and what was left out."""

    files: list[tuple[Path, str]] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    loops: int = 0

    def skip(self, path: str, reason: str, *, loop: bool = False) -> None:
        self.skipped.append({"source": as_text(path), "reason": reason})
        self.loops += loop


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _link(entry: os.DirEntry[str], root: str, walk: FolderWalk) -> os.stat_result | None:
    """The target of a symbolic link when it may be read, else ``None`` (skipped)."""
    try:
        st = os.stat(entry.path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            walk.skip(entry.path, "a symbolic link loop: not followed", loop=True)
        else:
            walk.skip(entry.path, "a broken symbolic link (it points to nothing)")
        return None
    target = os.path.realpath(entry.path)
    if not _inside(target, root):
        walk.skip(entry.path, f"a symbolic link to {as_text(target)}, outside the corpus folder: not read")
        return None
    if stat.S_ISDIR(st.st_mode):
        if _inside(os.path.realpath(os.path.dirname(entry.path)), target):
            walk.skip(entry.path, "a symbolic link loop (to a folder that holds it): not followed", loop=True)
        else:
            walk.skip(entry.path, "a symbolic link to a folder of the corpus: its files are read there")
        return None
    return st


def _entries(folder: str, walk: FolderWalk) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as it:
            return sorted(it, key=lambda e: e.name)
    except OSError as exc:
        walk.skip(folder, f"cannot read the folder: {exc.strerror or exc}")
        return []


def walk_folder(root: Path) -> FolderWalk:
    """The document files under ``root`` (see the module's doc)."""
    real_root = os.path.realpath(root)
    walk = FolderWalk()
    stack = [(os.fspath(root), "")]
    while stack:
        folder, prefix = stack.pop()
        for entry in _entries(folder, walk):
            if entry.name.startswith("."):
                continue
            rel = prefix + entry.name
            try:
                st = (
                    _link(entry, real_root, walk) if entry.is_symlink() else entry.stat(follow_symlinks=False)
                )
            except OSError as exc:
                walk.skip(entry.path, f"cannot read it: {exc.strerror or exc}")
                continue
            if st is None:
                continue
            if stat.S_ISDIR(st.st_mode):
                stack.append((entry.path, rel + "/"))
            elif os.path.splitext(entry.name)[1].lower() not in DOCUMENT_SUFFIXES:
                continue
            elif not stat.S_ISREG(st.st_mode):
                walk.skip(entry.path, "not a regular file (a device, FIFO or socket): not read")
            else:
                walk.files.append((Path(entry.path), as_text(rel)))
    walk.files.sort(key=lambda f: f[1])
    return walk


# ---------------------------------------------------------------- one file
@dataclass(frozen=True)
class FileText:
    """A file's extracted text and the warnings its reader gave (counted, a few kept)."""

    text: str
    warnings: int = 0
    first_warnings: tuple[str, ...] = ()


def decode(data: bytes, name: str) -> str:
    """UTF-8 (or UTF-16 with its byte-order mark) text; binary data is refused."""
    if data.startswith(codecs.BOM_UTF8):
        data, encoding = data[3:], "utf-8"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    else:
        encoding = "utf-8"
        nul = data.find(b"\x00")
        if nul >= 0:
            raise DataError(f"binary data (a NUL byte at offset {nul}), not text", source=name)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        what = f"not {encoding.upper()} text (invalid byte at offset {exc.start})"
        raise DataError(what, source=name) from None


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.WARNING:
            try:
                self.messages.append(record.getMessage())
            except Exception:  # a record whose arguments do not format
                self.messages.append(str(record.msg))


@contextmanager
def _caught(logger_name: str) -> Iterator[list[str]]:
    """Python warnings and the logger's warnings, collected instead of printed."""
    logger = logging.getLogger(logger_name)
    handler, propagate = _Collect(), logger.propagate
    messages: list[str] = []
    logger.addHandler(handler)
    logger.propagate = False
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield messages
    finally:
        logger.removeHandler(handler)
        logger.propagate = propagate
    messages.extend(handler.messages)
    messages.extend(str(w.message) for w in caught)


def _pdf_text(path: Path, name: str) -> FileText:
    try:
        import pypdf
    except ImportError:
        raise ConfigError(f"{name}: reading PDF needs pypdf: pip install 'ragmeter[corpus]'") from None
    with _caught("pypdf") as messages:
        try:
            reader = pypdf.PdfReader(str(path))
            if reader.is_encrypted and not reader.decrypt(""):
                raise DataError("the PDF is encrypted", source=name)
            text = "\n\n".join(page.extract_text() or "" for page in reader.pages)
        except DataError:
            raise
        except Exception as exc:  # pypdf raises many types for a damaged file
            raise DataError(f"not a readable PDF ({type(exc).__name__}: {exc})", source=name) from None
    first = tuple(" ".join(m.split())[:200] for m in messages[:KEPT_WARNINGS])
    return FileText(text, len(messages), first)


def read_document(path: Path) -> FileText:
    """The raw text of one .txt/.md/.html/.pdf file (not yet cleaned)."""
    from ragmeter.testset.htmltext import decode_html, html_text

    name = shown(path)
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return _pdf_text(path, name)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read it: {exc.strerror}", source=name) from None
    if suffix in (".html", ".htm"):
        return FileText(html_text(decode_html(data)))
    return FileText(decode(data, name))
