"""The reading commands (`runs`, `compare`, `report`, `serve` without --review) open the
store read-only: they never create a schema, never migrate an older store (they say
which command does), never change a byte of it, and work on read-only media."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tests.store_helpers import fake_run

from ragmeter.cli.main import main
from ragmeter.store import Store, StoreError, connect, schema_version
from ragmeter.store.migrations import MIGRATIONS


def _store(path: Path) -> Path:
    with Store(path) as store:
        store.save(fake_run({"faithfulness": [1.0, 0.5]}), label="base", git=False)
        store.save(fake_run({"faithfulness": [0.5, 0.5]}), label="next", git=False)
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


READERS = [
    ("runs", "list"),
    ("runs", "show", "base"),
    ("compare", "base", "next"),
    ("labels", "export", "base"),
    ("traces", "list"),
]


def test_reading_commands_change_no_byte_of_the_store(tmp_path: Path) -> None:
    db = _store(tmp_path / "h.db")
    before = _digest(db)
    for args in READERS:
        result = run(*args, "--store", db)
        assert result.exit_code == 0, (args, result.output)
    if importlib.util.find_spec("plotly") and importlib.util.find_spec("jinja2"):  # the html extra
        page = tmp_path / "report.html"
        result = run("report", "base", "--compare", "next", "--html", page, "--store", db)
        assert result.exit_code == 0 and page.stat().st_size > 0, result.output
    assert _digest(db) == before


def test_an_empty_file_is_not_made_a_store(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    for args in [*READERS, ("serve", "--port", "0")]:
        result = run(*args, "--store", empty)
        assert result.exit_code == 2, (args, result.output)
        assert "is an empty file, not a ragmeter store" in result.output
        assert "ragmeter runs migrate" in result.output
    assert empty.stat().st_size == 0  # no schema written into it


def test_an_older_store_is_not_migrated_by_reading(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    connect(db, migrations=MIGRATIONS[:3]).close()  # the schema before traces and reviews
    before = _digest(db)
    for args in [("runs", "list"), ("serve", "--port", "0"), ("compare", "latest", "latest~1")]:
        result = run(*args, "--store", db)
        assert result.exit_code == 2, (args, result.output)
        assert "has schema version 3, older than" in result.output
        assert (
            "`ragmeter runs migrate` (or any `ragmeter eval` that records a run) migrates it" in result.output
        )
    assert _digest(db) == before
    migrated = run("runs", "migrate", "--store", db)
    assert migrated.exit_code == 0 and f"schema version {len(MIGRATIONS)}" in migrated.output
    conn = connect(db)
    assert schema_version(conn) == len(MIGRATIONS)
    conn.close()
    assert run("runs", "list", "--store", db).exit_code == 0


def test_a_read_only_store_refuses_writes(tmp_path: Path) -> None:
    db = _store(tmp_path / "h.db")
    with Store(db, readonly=True) as store:
        assert [r.label for r in store.list_runs()] == ["next", "base"]
        with pytest.raises(StoreError, match="opened read-only"):
            store.delete_run("base")
        with pytest.raises(StoreError, match="opened read-only"):
            store.start_run(label="x", git=False)
    not_a_store = tmp_path / "other.db"
    conn = connect(not_a_store, migrations=())
    conn.execute("DROP TABLE schema_migrations")
    conn.close()
    with pytest.raises(StoreError, match="not a ragmeter store"):
        Store(not_a_store, readonly=True)


_READ_ONLY_MOUNT = """
mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" || exit 77
shift
exec "$@"
"""


def _read_only(folder: Path, *cmd: str) -> subprocess.CompletedProcess[str]:
    """Run ``cmd`` with ``folder`` read-only: a read-only bind mount in a mount namespace
    of its own (as root, where permissions do not stop writes), else permissions."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    if os.geteuid() != 0:
        modes = {p: p.stat().st_mode for p in [folder, *folder.iterdir()]}
        for p in modes:
            p.chmod(0o555 if p.is_dir() else 0o444)
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env, check=False)
        finally:
            for p, mode in modes.items():
                p.chmod(mode)
    if shutil.which("unshare") is None:
        pytest.skip("running as root without unshare: no way to make a folder read-only")
    wrapped = ["unshare", "-m", "sh", "-c", _READ_ONLY_MOUNT, "sh", str(folder), *cmd]
    done = subprocess.run(wrapped, capture_output=True, text=True, timeout=120, env=env, check=False)
    if done.returncode == 77 or "unshare failed" in done.stderr:
        pytest.skip(f"cannot mount read-only here: {done.stderr.strip()[:200]}")
    return done


def test_reading_commands_work_on_read_only_media(tmp_path: Path) -> None:
    media = tmp_path / "media"
    media.mkdir()
    db = _store(media / "h.db")
    assert sorted(p.name for p in media.iterdir()) == ["h.db"]  # closed cleanly: no -wal, no -shm
    before = _digest(db)
    python = [sys.executable, "-m", "ragmeter.cli.main"]
    listed = _read_only(media, *python, "runs", "list", "--store", str(db))
    assert listed.returncode == 0, listed.stderr
    assert "base" in listed.stdout and "next" in listed.stdout
    shown = _read_only(media, *python, "compare", "base", "next", "--store", str(db))
    assert shown.returncode == 0, shown.stderr
    assert _digest(db) == before and sorted(p.name for p in media.iterdir()) == ["h.db"]
