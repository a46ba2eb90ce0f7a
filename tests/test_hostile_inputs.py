"""The hostile-input corpus (tests/hostile/cases.py) through ``ragmeter eval`` (issue 14).

Each input is either read correctly (exit 0, the ``--json`` output holds exactly the
valid records) or refused with exit 2 and one message naming the file and, for a
record-level problem, the line or row and the field. Never a traceback, never an
"internal error", never a hang. Regular files run in-process (CliRunner, each in a
thread with a deadline); standard input, pipes and FIFOs run in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from tests.hostile.cases import CASES, CSV_TWO, TWO, Case

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import iter_samples
from ragmeter.errors import DataError
from ragmeter.runner import _total_hint

DEADLINE_S = 60
ARGS = ["--no-store", "-m", "hit_rate@5", "--ci-resamples", "0", "-q"]


def invoke(args: list[str], input: bytes | None = None) -> Result:
    """``ragmeter ARGS`` in-process, failing the test instead of hanging it."""
    box: dict[str, Result] = {}
    worker = threading.Thread(target=lambda: box.update(r=CliRunner().invoke(main, args, input=input)))
    worker.daemon = True
    worker.start()
    worker.join(DEADLINE_S)
    assert not worker.is_alive(), f"ragmeter {' '.join(args)[:200]} still running after {DEADLINE_S}s"
    return box["r"]


def flat(text: str) -> str:
    return " ".join(text.split())


def check_read(out: Path, n: int, ids: tuple[str, ...] | None = None) -> list[dict[str, Any]]:
    data = json.loads(out.read_text(encoding="utf-8"))
    samples: list[dict[str, Any]] = data["samples"]
    assert data["summary"]["n_samples"] == n == len(samples)
    if ids is not None:
        assert tuple(s["id"] for s in samples) == ids
    return samples


def test_the_corpus_is_large_and_unique() -> None:
    assert len(CASES) >= 80
    assert len({c.name for c in CASES}) == len(CASES)
    assert len({c.file for c in CASES}) == len(CASES)
    assert sum(c.code == 0 for c in CASES) >= 30 and sum(c.code == 2 for c in CASES) >= 80


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_hostile_input(case: Case, tmp_path: Path) -> None:
    if case.file.endswith(".parquet") and case.code == 0:
        pytest.importorskip("pyarrow")
        pytest.importorskip("pandas")
    path = case.make(tmp_path)
    out = tmp_path / "out" / "result.json"
    res = invoke(["eval", str(path), *ARGS, "--json", str(out)])
    text = flat(res.output)
    assert "Traceback" not in text and "internal error" not in text, text
    assert res.exit_code == case.code, text
    if case.code == 0:
        check_read(out, case.n or 0, case.ids)
        return
    assert not out.exists()
    assert str(path) in text, f"the message does not name the file: {text}"
    for fragment in case.expect:
        assert fragment in text, (fragment, text)
    assert len(res.output.strip().splitlines()) <= 4, res.output  # one error, maybe click's usage lines


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "secret.jsonl"
    path.write_bytes(TWO)
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running as root: permissions do not apply")
        res = invoke(["eval", str(path), *ARGS])
        assert res.exit_code == 2
        assert str(path) in flat(res.output) and "Permission denied" in res.output
    finally:
        path.chmod(0o600)


def test_a_nul_escape_and_escape_sequences_are_data(tmp_path: Path) -> None:
    """What the terminal must not see raw is still kept exactly in the JSON."""
    case = next(c for c in CASES if c.file == "esc.jsonl")
    path, out = case.make(tmp_path), tmp_path / "o.json"
    assert invoke(["eval", str(path), *ARGS, "--json", str(out)]).exit_code == 0
    (sample,) = check_read(out, 1)
    assert sample["id"] == "q\x1b[2J" and sample["question"] == "\x1b[31mred\u202e"
    nul = tmp_path / "nul.jsonl"
    nul.write_bytes(b'{"id": "q1", "question": "a\\u0000b"}\n')
    assert invoke(["eval", str(nul), *ARGS, "--json", str(out)]).exit_code == 0
    assert check_read(out, 1)[0]["question"] == "a\x00b"


def test_a_terminal_colour_code_is_not_read_as_a_value() -> None:
    """ "ESC[31m" colours a terminal; read as words it was "31m", 31 million, and vetoed a
    supported claim. The judge leaves the codes out; the sample keeps them."""
    answer = "\x1b[31mThe museum is closed on Mondays.\x1b[0m"
    run = ragmeter.evaluate(
        [
            {
                "id": "c",
                "question": "When?",
                "answer": answer,
                "contexts": ["The museum is closed on Mondays."],
            }
        ],
        metrics=["faithfulness"],
    )
    assert run.samples[0].scores["faithfulness"].value == 1.0


# ---------------------------------------------------------------- streams: read once
def run_cli(*args: str, stdin: bytes = b"", shell: str | None = None) -> subprocess.CompletedProcess[str]:
    """``ragmeter ARGS`` (or a bash command line) in a subprocess with a deadline."""
    cmd = ["bash", "-c", shell] if shell is not None else [sys.executable, "-m", "ragmeter.cli.main", *args]
    proc = subprocess.run(cmd, input=stdin, capture_output=True, timeout=DEADLINE_S, check=False)
    out, err = (b.decode("utf-8", "replace") for b in (proc.stdout, proc.stderr))
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


STREAMED = [
    ("JSON Lines", TWO, 2),
    ("CSV", CSV_TWO.encode(), 2),
    ("JSON list", json.dumps([{"question": "a"}, {"question": "b"}, {"question": "c"}]).encode(), 3),
    ("UTF-16 JSON Lines", TWO.decode().encode("utf-16"), 2),
]


@pytest.mark.parametrize(("what", "data", "n"), STREAMED, ids=[s[0] for s in STREAMED])
def test_standard_input_is_read_once(what: str, data: bytes, n: int, tmp_path: Path) -> None:
    out = tmp_path / "o.json"
    proc = run_cli("eval", "-", *ARGS, "--json", str(out), stdin=data)
    assert proc.returncode == 0, proc.stderr
    check_read(out, n)


def test_standard_input_errors_name_it(tmp_path: Path) -> None:
    proc = run_cli("eval", "-", *ARGS, stdin=TWO + b'{"question": NaN}\n')
    assert proc.returncode == 2
    assert "<stdin>, line 3, field 'question': NaN is not JSON" in proc.stderr
    proc = run_cli("eval", "-", *ARGS, stdin=b"")
    assert proc.returncode == 2 and "<stdin>: no samples found" in proc.stderr


def test_parquet_from_standard_input(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    parquet = next(c for c in CASES if c.file == "good.parquet").make(tmp_path)
    out = tmp_path / "o.json"
    proc = run_cli("eval", "-", *ARGS, "--json", str(out), stdin=parquet.read_bytes())
    assert proc.returncode == 0, proc.stderr
    check_read(out, 2)


def test_process_substitution(tmp_path: Path) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "o.json"
    src.write_text(CSV_TWO)
    python = sys.executable
    cmd = f"'{python}' -m ragmeter.cli.main eval <(cat '{src}') {' '.join(ARGS)} --json '{out}'"
    proc = run_cli(shell=cmd)
    assert proc.returncode == 0, proc.stderr
    check_read(out, 2, ("q1", "q2"))


@pytest.mark.parametrize("name", ["fifo.jsonl", "fifo"])
def test_a_fifo_is_read_once(name: str, tmp_path: Path) -> None:
    fifo, out = tmp_path / name, tmp_path / "o.json"
    os.mkfifo(fifo)

    def feed() -> None:
        with open(fifo, "wb") as fh:  # blocks until ragmeter opens it, exactly once
            fh.write(TWO)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    proc = run_cli("eval", str(fifo), *ARGS, "--json", str(out))
    assert proc.returncode == 0, proc.stderr
    check_read(out, 2)
    writer.join(5)
    assert not writer.is_alive()


def test_progress_total_never_opens_a_fifo(tmp_path: Path) -> None:
    """The line count for the progress bar used to read the input first: on a FIFO the
    second open waited forever for a writer."""
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    box: dict[str, Any] = {}
    worker = threading.Thread(target=lambda: box.update(total=_total_hint(str(fifo))), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive() and box["total"] is None
    regular = tmp_path / "file.jsonl"
    regular.write_bytes(TWO)
    assert _total_hint(str(regular)) == 2


def test_a_stream_cannot_be_read_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(TWO)))
    source = iter_samples("-")
    assert len(list(source)) == 2
    with pytest.raises(DataError, match="read only once"):
        list(source)


def test_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    """Undecodable bytes in a name (lone surrogates in Python) are shown and recorded as
    U+FFFD; the file is still opened by its real name. A label like that is refused."""
    path = tmp_path / os.fsdecode(b"\xff-data.jsonl")
    path.write_bytes(TWO)
    out, store = tmp_path / "o.json", str(tmp_path / "s.db")
    res = invoke(["eval", str(path), *ARGS, "--json", str(out)])
    assert res.exit_code == 0, res.output
    summary = json.loads(out.read_text(encoding="utf-8"))["summary"]
    assert summary["dataset"]["name"] == str(tmp_path / "\ufffd-data.jsonl")
    metric = ["-m", "hit_rate@5", "-q"]
    assert invoke(["eval", str(path), *metric, "--store", store]).exit_code == 0
    res = invoke(["eval", str(path), *metric, "--store", store, "--label", os.fsdecode(b"v\xff")])
    assert res.exit_code == 2 and "is not valid text" in res.output
    res = invoke(["runs", "show", os.fsdecode(b"\xfe"), "--store", store])
    assert res.exit_code == 2 and "not a valid run reference" in res.output
    bad = tmp_path / os.fsdecode(b"\xfe-bad.jsonl")
    bad.write_bytes(b'{"question": 5}\n')
    res = invoke(["eval", str(bad), *ARGS])
    assert res.exit_code == 2 and "\ufffd-bad.jsonl, line 1, field 'question'" in flat(res.output)
