"""Data cannot drive the user's terminal (issue 14): control characters (C0, C1, DEL,
ESC, NUL), bidi overrides and line separators from the data are printed as visible
escapes in tables, summaries, errors and run listings; JSON keeps the data exactly."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console
from rich.table import Table

from ragmeter.cli.main import main
from ragmeter.report.visible import VisibleHook, visible

HOSTILE = "\x1b[2J\x1b]0;pwned\x07\x00\x9b1m\u202eevil\u2066x\u2069\u2028"
RAW = ("\x1b", "\x00", "\x9b", "\u202e", "\u2066", "\u2069", "\u2028", "\x07")


def assert_safe(text: str) -> None:
    for ch in RAW:
        assert ch not in text, f"raw {ch!r} reached the terminal"


def test_visible_escapes_each_class() -> None:
    assert visible("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert visible("\x00\x7f\x85\x9b") == "\\x00\\x7f\\x85\\x9b"
    assert visible("\u202a\u202b\u202c\u202d\u202e") == "\\u202a\\u202b\\u202c\\u202d\\u202e"
    assert visible("\u2066\u2067\u2068\u2069\u200e\u200f\u061c") == (
        "\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c"
    )
    assert visible("l1\nl2\tx\r\u2028\u2029") == "l1\\nl2\\tx\\r\\u2028\\u2029"
    assert visible("lone \ud800") == "lone \\ud800"
    ordinary = "café 東京 한국어 مرحبا שלום 👩‍💻 e\u0301 ½ — “quotes”"
    assert visible(ordinary) == ordinary  # letters, joiners and combining marks stay


def test_the_hook_keeps_rich_styles_and_escapes_data() -> None:
    buf = io.StringIO()
    con = Console(file=buf, force_terminal=True, color_system="standard", width=100)
    con.push_render_hook(VisibleHook())
    table = Table("id")
    table.add_row(HOSTILE)
    con.print(table)
    con.print("[bold]styled[/] " + HOSTILE)
    out = buf.getvalue()
    assert "\x1b[1m" in out  # rich's own bold survives
    assert "\x1b[2J" not in out and "\x1b]0;" not in out and "\u202e" not in out and "\x00" not in out
    assert "\\x1b[2J" in out and "\\u202e" in out


@pytest.fixture
def hostile_file(tmp_path: Path) -> Path:
    path = tmp_path / "hostile.jsonl"
    rows = [
        {"id": "id" + HOSTILE, "question": "q" + HOSTILE, "category": "c" + HOSTILE},
        {"id": "plain", "question": "What?", "category": "plain"},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_eval_table_summary_and_json(hostile_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "o.json"
    res = CliRunner().invoke(
        main, ["eval", str(hostile_file), "--no-store", "-m", "hit_rate@5", "--cases", "--json", str(out)]
    )
    assert res.exit_code == 0, res.output
    assert_safe(res.output)
    assert "id\\x1b[2J" in res.output and "c\\x1b[2J" in res.output  # the id column, the categories
    samples = json.loads(out.read_text(encoding="utf-8"))["samples"]
    assert samples[0]["id"] == "id" + HOSTILE and samples[0]["question"] == "q" + HOSTILE


def test_error_messages(tmp_path: Path) -> None:
    evil_key = tmp_path / "key.jsonl"
    evil_key.write_text('{"question": "q", "metadata": {"\\u001b[2J": 1, "\\u001b[2J": 2}}\n')
    res = CliRunner().invoke(main, ["eval", str(evil_key), "--no-store"])
    assert res.exit_code == 2
    assert_safe(res.output)
    assert "metadata.\\x1b[2J" in res.output
    evil_name = tmp_path / "evil\x1b[2J\u202e.jsonl"
    evil_name.write_text('{"question": 5}\n')
    res = CliRunner().invoke(main, ["eval", str(evil_name), "--no-store"])
    assert res.exit_code == 2
    assert_safe(res.output)
    assert "evil\\x1b[2J\\u202e.jsonl, line 1" in res.output


def test_runs_listing_and_show(hostile_file: Path, tmp_path: Path) -> None:
    store = str(tmp_path / "s.db")
    label = "v1" + HOSTILE
    res = CliRunner().invoke(
        main, ["eval", str(hostile_file), "-m", "hit_rate@5", "--store", store, "--label", label]
    )
    assert res.exit_code == 0, res.output
    assert_safe(res.output)
    for args in (["runs", "list", "--store", store], ["runs", "show", label, "--store", store]):
        res = CliRunner().invoke(main, args)
        assert res.exit_code == 0, res.output
        assert_safe(res.output)
        assert "\\x1b[2J" in res.output
    listed = CliRunner().invoke(main, ["runs", "list", "--json", "--store", store])
    assert json.loads(listed.output)[0]["label"] == label.strip()  # JSON keeps the data (labels are stripped)


def test_markup_like_data_is_text(tmp_path: Path) -> None:
    """Labels, file names and paths that read as rich markup ("[/]" used to raise
    MarkupError: an internal error after the run was recorded) are shown as typed."""
    (tmp_path / "[bold]d[").mkdir()
    data = tmp_path / "[bold]d[" / "]x.jsonl"  # the path reads ".../[bold]d[/]x.jsonl"
    data.write_text('{"id": "q1", "question": "[red]q[/]"}\n')
    store = str(tmp_path / "s[" / "].db")
    out = str(tmp_path / "o[" / "]o.json")
    for label in ("[/]", "[red]v2"):
        res = CliRunner().invoke(
            main, ["eval", str(data), "-m", "hit_rate@5", "--store", store, "--label", label, "--json", out]
        )
        assert res.exit_code == 0, res.output
        flat = " ".join(res.output.split())
        assert f"({label}) in {store}" in flat and f"JSON written to {out}" in flat
    listed = CliRunner().invoke(main, ["runs", "list", "--store", store])
    assert listed.exit_code == 0 and "[red]v2" in listed.output, listed.output
    shown = CliRunner().invoke(main, ["runs", "show", "[red]v2", "--store", store])
    assert shown.exit_code == 0, shown.output
    assert "Run [red]v2" in shown.output and "d[/]x.jsonl" in shown.output


def test_safe_console_falls_back_to_plain_text() -> None:
    from ragmeter.cli.console import SafeConsole

    buf = io.StringIO()
    con = SafeConsole(file=buf, width=80)
    table = Table("dataset")
    table.add_row("[/]oops.jsonl")
    con.print(table)
    con.print("[bold]run[/] labelled [/]")
    assert "[/]oops.jsonl" in buf.getvalue() and "labelled [/]" in buf.getvalue()
