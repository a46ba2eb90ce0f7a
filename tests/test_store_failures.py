"""A store that cannot be written (its disk full midway, a folder in its place) is a
clear exit 2, never a crash, and the outputs the user asked for are still written."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from ragmeter.store import Store

CONTEXT = "The Orion rover landed in 2031 near the crater Vela. " * 40  # ~2 KB a sample in the store


def _data(path: Path, n: int) -> Path:
    rows = [
        {
            "id": f"q{i}",
            "question": f"Where did rover {i} land?",
            "answer": "Near the crater Vela.",
            "contexts": [CONTEXT],
            "reference": "Near the crater Vela.",
        }
        for i in range(n)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _eval(*args: str, file_limit: int | None = None) -> subprocess.CompletedProcess[str]:
    def limit() -> None:  # as a full disk: a write past the limit fails (EFBIG)
        if file_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    cmd = [sys.executable, "-m", "ragmeter.cli.main", "eval", *args, "--metrics", "faithfulness,f1"]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run(
        cmd, capture_output=True, text=True, timeout=300, env=env, preexec_fn=limit, check=False
    )


@pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="no file size limit on this system")
def test_a_store_whose_disk_fills_midway_keeps_the_json(tmp_path: Path) -> None:
    data = _data(tmp_path / "data.jsonl", 400)
    db, out = tmp_path / "store" / "h.db", tmp_path / "out.json"
    done = _eval(str(data), "--store", str(db), "--json", str(out), "--no-details", file_limit=300_000)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    # a full disk is SQLITE_FULL; a file over the size limit, SQLITE_IOERR_WRITE
    assert f"the run was not recorded in the store {db}: " in done.stderr
    assert "(SQLITE_FULL)" in done.stderr or "(SQLITE_IOERR_WRITE)" in done.stderr
    assert "The outputs asked for were written" in done.stderr
    written = json.loads(out.read_text(encoding="utf-8"))
    assert len(written["samples"]) == 400 and written["summary"]["n_samples"] == 400
    assert "JSON written to" in done.stdout  # the summary was printed too
    with Store(db) as store:  # the unfinished run was removed, or at least never completed
        assert [r for r in store.list_runs() if r.complete] == []


def test_a_store_that_cannot_be_made_is_exit_2_before_the_run(tmp_path: Path) -> None:
    data = _data(tmp_path / "data.jsonl", 3)
    (tmp_path / "file").write_text("a file where the store's folder should be")
    for store in (tmp_path / "file" / "h.db", tmp_path / "data.jsonl"):  # no folder; not a database
        done = _eval(str(data), "--store", str(store), "--json", str(tmp_path / "out.json"))
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr and str(store) in done.stderr
        assert "--no-store" in done.stderr


@pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="no file size limit on this system")
def test_the_llm_judge_goes_on_when_its_cache_cannot_be_written(tmp_path: Path) -> None:
    from ragmeter.testing import FakeOpenAIServer

    data = _data(tmp_path / "data.jsonl", 30)
    db, out = tmp_path / "h.db", tmp_path / "out.json"
    with FakeOpenAIServer() as server:
        done = _eval(
            str(data), "--store", str(db), "--json", str(out), "--no-details",
            "--judge", "llm:fake", "--base-url", server.url,
            file_limit=200_000,
        )  # fmt: skip
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert "warning: the LLM judge's call cache in" in done.stderr
    assert "stopped taking writes" in done.stderr
    assert done.returncode == 2 and "the run was not recorded in the store" in done.stderr
    samples = json.loads(out.read_text(encoding="utf-8"))["samples"]
    assert len(samples) == 30
    assert all(s["scores"]["faithfulness"]["status"] == "ok" for s in samples)  # judged all the same
