"""What the command line shows around the results (issue 22): an error that names every
missing package of the html extra, tables whole when the output is a pipe or a file,
an empty run file named in its error, control characters in file names escaped (a
newline is ``\\n``, a BEL ``\\x07``, neither printed raw nor deleted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from ragmeter.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "examples" / "store_policy" / "cases.jsonl"


def invoke(*args: str) -> tuple[int, str]:
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, res.output


def test_the_html_extras_error_names_every_missing_package(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from ragmeter.report import html

    html.plotly_js.cache_clear()
    monkeypatch.setitem(sys.modules, "jinja2", None)
    monkeypatch.setitem(sys.modules, "plotly.offline", None)
    try:
        code, out = invoke("eval", str(CASES), "--no-store", "--html", str(tmp_path / "o.html"), "-q")
    finally:
        html.plotly_js.cache_clear()
    assert code == 2, out
    line = " ".join(out.split())
    assert "need the html extra (jinja2 and plotly are missing): pip install 'ragmeter[html]'" in line
    monkeypatch.setitem(sys.modules, "jinja2", __import__("importlib").import_module("json"))  # present
    assert html.missing_html_packages() == ["plotly"]


def test_tables_are_whole_when_the_output_is_a_pipe(tmp_path: Path) -> None:
    proc = _piped("eval", str(CASES), "--no-store", cwd=tmp_path)  # nobody set a width
    assert proc.returncode == 0, proc.stderr
    assert "…" not in proc.stdout  # no cell, header or title shortened to fit 80 columns
    assert "answer_relevancy" in proc.stdout
    assert "Will you repair my earbuds if they stop working on their own?" in proc.stdout


def _piped(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``ragmeter ARGS`` with its output to a pipe and no COLUMNS set."""
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "ragmeter.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        check=False,
        timeout=300,
    )


def test_traces_list_is_whole_when_the_output_is_a_pipe(tmp_path: Path) -> None:
    question = "Which of the three Larkspur Cycles shops opens earliest on a public holiday in spring?"
    span = {
        "name": "rag",
        "context": {"trace_id": "ab" * 16, "span_id": "cd" * 8},
        "span_kind": "CHAIN",
        "parent_id": None,
        "start_time": "2026-11-30T10:00:00+00:00",
        "end_time": "2026-11-30T10:00:01+00:00",
        "status_code": "OK",
        "attributes": {"input.value": question, "output.value": "The Portland shop opens first."},
    }
    spans = tmp_path / "phoenix.jsonl"
    spans.write_text(json.dumps(span) + "\n", encoding="utf-8")
    store = tmp_path / "s.db"
    assert _piped("traces", "import", str(spans), "--store", str(store), cwd=tmp_path).returncode == 0
    listed = _piped("traces", "list", "--store", str(store), cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert question in listed.stdout and "ab" * 16 in listed.stdout
    assert "…" not in listed.stdout


def test_an_empty_run_file_is_named_in_the_error(tmp_path: Path) -> None:
    qrels, run = tmp_path / "qrels.txt", tmp_path / "empty.run"
    qrels.write_text("q1 0 d1 1\n")
    run.write_text("")
    code, out = invoke("retrieval", str(qrels), str(run), "-m", "map")
    assert code == 2
    assert f"{run}: the run file holds no results (it is empty or only comments)" in " ".join(out.split())
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    code, out = invoke("eval", str(empty), "--no-store")
    assert code == 2 and f"{empty}: no samples found" in " ".join(out.split())


def test_a_newline_and_a_bel_in_a_file_name_are_shown_escaped(tmp_path: Path) -> None:
    name = tmp_path / "new\nline\x07.jsonl"
    code, out = invoke("eval", str(name), "--no-store")
    assert code == 2
    assert f"{tmp_path}/new\\nline\\x07.jsonl: file not found" in out
    assert "\x07" not in out and out.count("\n") == 1  # one line, the BEL escaped, not deleted
    name.write_text("")
    code, out = invoke("eval", str(name), "--no-store")
    assert code == 2 and "new\\nline\\x07.jsonl: no samples found" in out
