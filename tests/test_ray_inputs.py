"""Every input `--engine ray` is given is read or refused, never dropped: broken links,
link loops, folders reached twice and special files among the shards stop the run
before it starts, naming the path (no cluster needed)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ragmeter.distributed.inputs import resolve
from ragmeter.errors import DataError

pytest.importorskip("pyarrow.fs")

LINE = json.dumps({"id": "q1", "question": "Who?", "answer": "Ann.", "contexts": ["Ann did."]}) + "\n"


def _shards(tmp_path: Path) -> Path:
    root = tmp_path / "shards"
    (root / "day=1").mkdir(parents=True)
    (root / "day=1" / "a.jsonl").write_text(LINE)
    (root / "b.jsonl").write_text(LINE)
    return root


def test_a_broken_link_among_the_shards_is_refused(tmp_path: Path) -> None:
    root = _shards(tmp_path)
    (root / "day=1" / "c.jsonl").symlink_to(tmp_path / "moved-away.jsonl")
    with pytest.raises(DataError, match=r"day=1/c\.jsonl: a broken symbolic link \(it points to nothing\)"):
        resolve(str(root))
    with pytest.raises(DataError, match="a broken symbolic link"):
        resolve(str(root / "day=1" / "c.jsonl"))  # named alone, too
    assert [s.name for s in resolve(f"{root}/b.*").shards] == [f"{root}/b.jsonl"]  # a glob that leaves it out


def test_link_loops_and_folders_read_twice_are_refused(tmp_path: Path) -> None:
    root = _shards(tmp_path)
    (root / "day=1" / "up").symlink_to(root)
    with pytest.raises(DataError, match=r"day=1/up: a symbolic link loop"):
        resolve(str(root))
    (root / "day=1" / "up").unlink()
    (root / "self.jsonl").symlink_to(root / "self.jsonl")
    with pytest.raises(DataError, match=r"self\.jsonl: a symbolic link loop"):
        resolve(str(root))
    (root / "self.jsonl").unlink()
    (root / "again").symlink_to(root / "day=1")
    with pytest.raises(DataError, match=r"day=1: the same folder as again \(through a symbolic link\)"):
        resolve(str(root))


def test_special_files_are_refused_and_hidden_ones_left_out(tmp_path: Path) -> None:
    root = _shards(tmp_path)
    (root / "_temporary").symlink_to(tmp_path / "gone")  # hidden: left out, as Spark leaves it
    (root / ".b.jsonl.crc").symlink_to(tmp_path / "gone")
    assert len(resolve(str(root)).shards) == 2
    os.mkfifo(root / "pipe.jsonl")
    with pytest.raises(DataError, match=r"pipe\.jsonl: not a regular file"):
        resolve(str(root))


def test_linked_folders_and_files_are_read(tmp_path: Path) -> None:
    root = _shards(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "z.jsonl").write_text(LINE)
    (root / "day=2").symlink_to(elsewhere)
    (root / "c.jsonl").symlink_to(root / "b.jsonl")
    found = resolve(str(root))
    assert [s.name for s in found.shards] == [
        f"{root}/{n}" for n in ("b.jsonl", "c.jsonl", "day=1/a.jsonl", "day=2/z.jsonl")
    ]
    assert all(s.size == len(LINE) for s in found.shards)
    assert [s.path for s in found.shards][-1] == f"{root}/day=2/z.jsonl"
