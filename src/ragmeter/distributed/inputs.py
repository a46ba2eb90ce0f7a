"""What ``--engine ray`` reads: a file, a folder of shards or a glob, on the local disk or
on any filesystem pyarrow knows (``s3://``, ``gs://``, ``abfs://``, ``hdfs://``).

The driver only lists the files (names and sizes, never their contents); each shard is
opened by the Ray worker that reads it. Shards are taken in the order of their paths,
which is the order of the samples in the run. In a folder or a glob, files and folders
whose name starts with ``_`` or ``.`` are skipped (``_SUCCESS``, ``.crc``,
``_temporary/``: what Spark, Hadoop and Ray leave beside their shards); any other file
must be data.
"""

from __future__ import annotations

import fnmatch
import os
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


def resolve(data: str) -> Inputs:
    """The shards ``data`` names, in order; a :class:`DataError` naming the path when
    there are none, or when a file among them is not data."""
    import pyarrow.fs as pafs

    base, pattern = _split_glob(data)
    fs, root, local = _filesystem(base)
    try:
        info = fs.get_file_info(root)
        if info.type == pafs.FileType.NotFound:
            raise DataError("file or folder not found", source=base)
        if info.type == pafs.FileType.File and pattern is None:
            return Inputs(data, fs, (Shard(root, data, _format(data, in_folder=False), info.size),), local)
        if info.type != pafs.FileType.Directory:
            raise DataError("not a regular file or folder (--engine ray reads files)", source=base)
        listed = fs.get_file_info(pafs.FileSelector(root, recursive=True))
    except OSError as exc:
        raise DataError(f"cannot list it: {exc}", source=base) from None
    shards = []
    prefix = root.rstrip("/") + "/"
    shown = data.rstrip("/") if pattern is None else base.rstrip("/")
    for item in sorted(listed, key=lambda i: str(i.path)):
        if item.type != pafs.FileType.File:
            continue
        rel = str(item.path)[len(prefix) :] if str(item.path).startswith(prefix) else str(item.base_name)
        if pattern is not None and not _matches(rel.split("/"), pattern.split("/")):
            continue
        if _hidden(rel):
            continue
        name = f"{shown}/{rel}" if shown not in ("", ".") else rel
        shards.append(Shard(str(item.path), name, _format(name, in_folder=True), int(item.size or 0)))
    if not shards:
        what = f"no files match {pattern!r}" if pattern else "the folder holds no data files"
        raise DataError(what, source=base)
    return Inputs(data, fs, tuple(shards), local)
