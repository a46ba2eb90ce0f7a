"""What ``--engine ray`` reads: a file, a folder of shards or a glob, on the local disk or
on any filesystem pyarrow knows (``s3://``, ``gs://``, ``abfs://``, ``hdfs://``).

The driver only lists the files (names and sizes, never their contents); each shard is
opened by the Ray worker that reads it. Shards are taken in the order of their paths,
which is the order of the samples in the run. In a folder or a glob, files and folders
whose name starts with ``_`` or ``.`` are skipped (``_SUCCESS``, ``.crc``,
``_temporary/``: what Spark, Hadoop and Ray leave beside their shards); any other file
must be data.

Every other entry is read or refused, never dropped: a broken symbolic link, a link
loop, a folder reached twice through links, or something that is not a regular file
(a FIFO, a socket) stops the run before it starts, naming the path. On the local disk
the folder is listed here (pyarrow's listing leaves broken links out silently and
follows link loops); on other filesystems, entries pyarrow cannot type are refused.
"""

from __future__ import annotations

import errno
import fnmatch
import os
import stat
from dataclasses import dataclass
from typing import Any

from ragmeter.datasets.sources import FORMATS
from ragmeter.errors import DataError

__all__ = ["Inputs", "Shard", "resolve"]

_GLOB_CHARS = frozenset("*?[")
_COMPRESSED = (".gz", ".bz2", ".xz", ".zst", ".zip", ".7z")


@dataclass(frozen=True)
class Shard:
    """One input file: its path on the filesystem, its name in messages and results, its
    format (``None``: sniffed from its first bytes) and its size in bytes."""

    path: str
    name: str
    fmt: str | None
    size: int


@dataclass(frozen=True)
class Inputs:
    """The shards of ``name`` (what the user gave), in order, and their filesystem."""

    name: str
    filesystem: Any  # a pyarrow.fs.FileSystem (picklable: workers open the shards)
    shards: tuple[Shard, ...]
    local: bool

    @property
    def size(self) -> int:
        return sum(s.size for s in self.shards)


def _split_glob(path: str) -> tuple[str, str | None]:
    """``base`` (no wildcard in it) and the pattern below it, or ``(path, None)``."""
    parts = path.split("/")
    for i, part in enumerate(parts):
        if _GLOB_CHARS & set(part):
            return "/".join(parts[:i]) or ("/" if path.startswith("/") else "."), "/".join(parts[i:])
    return path, None


def _matches(rel: list[str], pattern: list[str]) -> bool:
    """Path segments against pattern segments; ``**`` matches any number of segments."""
    if not pattern:
        return not rel
    if pattern[0] == "**":
        return any(_matches(rel[i:], pattern[1:]) for i in range(len(rel) + 1))
    return bool(rel) and fnmatch.fnmatchcase(rel[0], pattern[0]) and _matches(rel[1:], pattern[1:])


def _filesystem(base: str) -> tuple[Any, str, bool]:
    import pyarrow.fs as pafs

    if "://" not in base:
        return pafs.LocalFileSystem(), os.path.abspath(base), True
    try:
        fs, path = pafs.FileSystem.from_uri(base)
    except (ValueError, OSError) as exc:  # an unknown scheme, a bucket without credentials
        raise DataError(f"cannot open this location: {exc}", source=base) from None
    return fs, path, isinstance(fs, pafs.LocalFileSystem)


def _format(name: str, *, in_folder: bool) -> str | None:
    lower = name.lower()
    if lower.endswith(_COMPRESSED):
        raise DataError("compressed files are not read; decompress the shards first", source=name)
    suffix = os.path.splitext(lower)[1]
    if suffix in FORMATS:
        return FORMATS[suffix]
    if in_folder or suffix:
        raise DataError(
            "not a data file (.jsonl, .json, .csv or .parquet); remove it, or give a glob "
            "that leaves it out (DATA/*.jsonl)",
            source=name,
        )
    return None  # a single file without an extension: sniffed, as without Ray


def _hidden(rel: str) -> bool:
    return any(part.startswith(("_", ".")) for part in rel.split("/"))


#: an entry of a local listing: (relative path, size, or why it cannot be read)
_Entry = tuple[str, int, "str | None"]


def _local_entry(
    path: str, rel: str, chain: tuple[str, ...], seen: dict[str, str]
) -> tuple[str, int, str | None]:
    """``("file" | "dir" | "bad", size, why)`` for one entry of a local folder."""
    try:
        st = os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "bad", 0, "a symbolic link loop"
        if os.path.islink(path):
            return "bad", 0, "a broken symbolic link (it points to nothing)"
        return "bad", 0, f"cannot read it: {exc.strerror or exc}"
    if stat.S_ISDIR(st.st_mode):
        real = os.path.realpath(path)
        if real in chain:
            return "bad", 0, "a symbolic link loop (a link to a folder that holds it)"
        if real in seen:
            return (
                "bad",
                0,
                f"the same folder as {seen[real]} (through a symbolic link): its shards would be read twice",
            )
        seen[real] = rel
        return "dir", 0, None
    if not stat.S_ISREG(st.st_mode):
        return "bad", 0, "not a regular file (a FIFO, socket or device)"
    return "file", st.st_size, None


def _list_local(root: str) -> list[_Entry]:
    """Every file of a local folder (any depth, without recursion), with the entries that
    cannot be read; hidden entries (``_``, ``.``) are not entered."""
    out: list[_Entry] = []
    seen = {os.path.realpath(root): "the folder itself"}
    stack: list[tuple[str, str, tuple[str, ...]]] = [(root, "", (os.path.realpath(root),))]
    while stack:
        folder, prefix, chain = stack.pop()
        try:
            with os.scandir(folder) as it:
                names = sorted(e.name for e in it)
        except OSError as exc:
            raise DataError(f"cannot list it: {exc.strerror or exc}", source=folder) from None
        for name in names:
            rel, path = prefix + name, os.path.join(folder, name)
            if _hidden(name):
                out.append((rel, 0, None))  # left out by the caller, never entered
                continue
            kind, size, why = _local_entry(path, rel, chain, seen)
            if kind == "dir":
                stack.append((path, rel + "/", (*chain, os.path.realpath(path))))
            else:
                out.append((rel, size, why))
    return out


def _list(fs: Any, root: str, local: bool) -> list[_Entry]:
    """The files under ``root`` as ``(relative path, size, why not readable)``."""
    if local:
        return _list_local(root)
    import pyarrow.fs as pafs

    prefix = root.rstrip("/") + "/"
    out: list[_Entry] = []
    for item in fs.get_file_info(pafs.FileSelector(root, recursive=True)):
        rel = str(item.path)[len(prefix) :] if str(item.path).startswith(prefix) else str(item.base_name)
        if item.type == pafs.FileType.File:
            out.append((rel, int(item.size or 0), None))
        elif item.type != pafs.FileType.Directory:
            out.append((rel, 0, f"not a file nor a folder ({item.type.name})"))
    return out


def resolve(data: str) -> Inputs:
    """The shards ``data`` names, in order; a :class:`DataError` naming the path when
    there are none, or when a file among them is not data."""
    import pyarrow.fs as pafs

    base, pattern = _split_glob(data)
    fs, root, local = _filesystem(base)
    try:
        info = fs.get_file_info(root)
        if info.type == pafs.FileType.NotFound:
            broken = local and os.path.islink(root)
            raise DataError(
                "a broken symbolic link (it points to nothing)" if broken else "file or folder not found",
                source=base,
            )
        if info.type == pafs.FileType.File and pattern is None:
            return Inputs(data, fs, (Shard(root, data, _format(data, in_folder=False), info.size),), local)
        if info.type != pafs.FileType.Directory:
            raise DataError("not a regular file or folder (--engine ray reads files)", source=base)
        listed = _list(fs, root, local)
    except OSError as exc:
        raise DataError(f"cannot list it: {exc}", source=base) from None
    shards = []
    prefix = root.rstrip("/") + "/"
    shown = data.rstrip("/") if pattern is None else base.rstrip("/")
    for rel, size, why in sorted(listed):
        if pattern is not None and not _matches(rel.split("/"), pattern.split("/")):
            continue
        if _hidden(rel):
            continue
        name = f"{shown}/{rel}" if shown not in ("", ".") else rel
        if why is not None:  # every named input is read or refused, never dropped
            raise DataError(f"{why}; remove it, or give a glob that leaves it out", source=name)
        shards.append(Shard(prefix + rel, name, _format(name, in_folder=True), size))
    if not shards:
        what = f"no files match {pattern!r}" if pattern else "the folder holds no data files"
        raise DataError(what, source=base)
    return Inputs(data, fs, tuple(shards), local)
