"""Exit codes, the same for every command (issue 14): 0 success, 1 a quality gate failed,
2 bad input or usage (data, options, output paths, runs that do not exist), 3 an
internal error (a bug), with the RAGMETER_DEBUG hint and never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from ragmeter.cli.common import EXIT_FAIL, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, friendly, parse_pairs
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.gates import normalise_thresholds

METRIC = ["-m", "hit_rate@5", "--ci-resamples", "0"]
FAST = ["--no-store", *METRIC]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    rows = [
        {"id": "q1", "question": "a?", "contexts": [{"id": "d1", "text": "x"}], "relevant_ids": ["d1"]},
        {"id": "q2", "question": "b?", "contexts": [{"id": "d9", "text": "y"}], "relevant_ids": ["d2"]},
    ]
    path = tmp_path / "data.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def cli(
    *args: str, env: dict[str, str] | None = None, code: str | None = None
) -> subprocess.CompletedProcess[str]:
    """The real process exit code: ``python -m ragmeter.cli.main ARGS``, or ``python -c CODE``."""
    cmd = [sys.executable, *(["-c", code] if code else ["-m", "ragmeter.cli.main"]), *args]
    return subprocess.run(
        cmd, capture_output=True, text=True, timeout=120, env={**os.environ, **(env or {})}, check=False
    )


def test_the_codes() -> None:
    assert (EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_INTERNAL) == (0, 1, 2, 3)


def test_zero_one_two_in_real_processes(data: Path, tmp_path: Path) -> None:
    assert cli("eval", str(data), *FAST, "-q").returncode == 0
    gate = cli("eval", str(data), *FAST, "--fail-under", "hit_rate@5=0.9")
    assert gate.returncode == 1 and "gate failed: hit_rate@5: mean 0.500" in gate.stderr
    assert cli("eval", str(data), *FAST, "--fail-under", "hit_rate@5=0.4", "-q").returncode == 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": NaN}\n')
    proc = cli("eval", str(bad), *FAST)
    assert proc.returncode == 2 and f"{bad}, line 1, field 'question': NaN is not JSON" in proc.stderr
    usage = cli("eval", str(data), "--no-such-option")
    assert usage.returncode == 2 and "No such option" in usage.stderr


def test_three_is_an_internal_error_with_the_debug_hint(data: Path) -> None:
    """A bug is provoked honestly: a wrapper patches the terminal renderer to raise, then
    runs the real command line."""
    code = (
        "import sys, ragmeter.report.terminal as t\n"
        "def boom(*a, **k):\n"
        "    raise RuntimeError('boom in the renderer')\n"
        "t.print_summary = boom\n"
        "from ragmeter.cli.main import main\n"
        "main(sys.argv[1:], prog_name='ragmeter')\n"
    )
    args = ["eval", str(data), *FAST]
    proc = cli(*args, code=code)
    assert proc.returncode == 3
    assert "internal error: RuntimeError: boom in the renderer" in proc.stderr
    assert "RAGMETER_DEBUG=1" in proc.stderr and "Traceback" not in proc.stderr
    debug = cli(*args, code=code, env={"RAGMETER_DEBUG": "1"})
    assert "Traceback" in debug.stderr and "boom in the renderer" in debug.stderr


def test_in_process_internal_error_is_three(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ragmeter.report.terminal as terminal

    def boom(*_a: object, **_k: object) -> None:
        raise KeyError("boom")

    monkeypatch.delenv("RAGMETER_DEBUG", raising=False)
    monkeypatch.setattr(terminal, "print_summary", boom)
    res = CliRunner().invoke(main, ["eval", str(data), *FAST])
    assert res.exit_code == 3 and "internal error: KeyError" in res.output


# ---------------------------------------------------------------- output paths: exit 2
@pytest.mark.parametrize(
    ("target", "fragment"),
    [
        ("/proc/version", "cannot write '/proc/version'"),
        ("{tmp}", "is a directory"),
        ("{tmp}/data.jsonl/out.json", "Not a directory"),
    ],
    ids=["proc file", "a folder", "below a file"],
)
def test_unwritable_outputs_are_refused_before_the_run(
    target: str, fragment: str, data: Path, tmp_path: Path
) -> None:
    if target.startswith("/proc") and not Path(target).exists():
        pytest.skip("no /proc here")
    target = target.format(tmp=tmp_path)
    for option in ("--json", "--markdown", "--csv", "--html"):
        res = CliRunner().invoke(main, ["eval", str(data), *FAST, option, target])
        assert res.exit_code == 2, (option, res.output)
        assert fragment in res.output and "internal error" not in res.output
        assert "Metrics" not in res.output  # refused before evaluating anything


def test_an_output_that_fails_at_write_time_is_exit_two(data: Path) -> None:
    """No folder can be made in /proc. As root the up-front check passes (root may write
    anywhere by permissions) and the write itself fails; otherwise the check refuses it.
    Either way: exit 2 naming the path."""
    if not Path("/proc/self").exists():
        pytest.skip("no /proc here")
    target = "/proc/ragmeter-test/out.json"
    res = CliRunner().invoke(main, ["eval", str(data), *FAST, "--json", target])
    assert res.exit_code == 2 and "/proc" in res.output, res.output
    assert "internal error" not in res.output


def test_other_commands_check_their_outputs(data: Path, tmp_path: Path) -> None:
    store = tmp_path / "s.db"
    recorded = CliRunner().invoke(main, ["eval", str(data), *METRIC, "--store", str(store), "-q"])
    assert recorded.exit_code == 0
    for args in (
        ["runs", "show", "latest", "--store", str(store), "--json", str(tmp_path)],
        ["runs", "show", "latest", "--store", str(store), "--markdown", str(tmp_path)],
        ["compare", "latest", "latest", "--store", str(store), "--json", str(tmp_path)],
        ["report", "latest", "--store", str(store), "--html", str(tmp_path)],
    ):
        res = CliRunner().invoke(main, args)
        assert res.exit_code == 2 and "is a directory" in res.output, (args, res.output)


# ---------------------------------------------------------------- usage: exit 2
def test_runs_that_cannot_exist_are_exit_two(data: Path, tmp_path: Path) -> None:
    store = tmp_path / "s.db"
    CliRunner().invoke(main, ["eval", str(data), *METRIC, "--store", str(store), "-q"])
    for ref in ("latest~99999999999999999999999", "latest~" + "9" * 5000, "latest~1", "nope"):
        res = CliRunner().invoke(main, ["runs", "show", ref, "--store", str(store)])
        assert res.exit_code == 2, (ref[:40], res.output)
        assert "internal error" not in res.output
    res = CliRunner().invoke(main, ["runs", "show", "latest~99999999999999999999999", "--store", str(store)])
    assert "holds 1 complete run(s), so there is no run that far back" in " ".join(res.output.split())
    res = CliRunner().invoke(main, ["runs", "rm", "latest~99999999999999999999999", "--store", str(store)])
    assert res.exit_code == 2


def test_a_repeated_gate_key_is_refused(data: Path) -> None:
    gates = "hit_rate@5=0.5,hit_rate@5=0.7"
    res = CliRunner().invoke(main, ["eval", str(data), *FAST, "--fail-under", gates])
    assert res.exit_code == 2
    assert "--fail-under: 'hit_rate@5' is given twice" in res.output
    res = CliRunner().invoke(main, ["eval", str(data), *FAST, "--fail-under", "success@5=0.5,hit_rate@5=0.7"])
    assert res.exit_code == 2 and "two thresholds on hit_rate@5" in res.output


def test_an_absurd_number_of_bootstrap_resamples_is_refused(data: Path) -> None:
    args = ["eval", str(data), "--no-store", "-m", "hit_rate@5", "--ci-resamples", "1000000000000"]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 2 and "0<=x<=100000" in res.output


def test_parse_pairs_refusals() -> None:
    assert parse_pairs("a=0.5, b = 0.25,", "--x") == {"a": 0.5, "b": 0.25}
    for text, fragment in (
        ("a=0.5,a=0.7", "'a' is given twice"),
        ("a=nan", "not a finite number"),
        ("a=inf", "not a finite number"),
        ("=0.5", "expected name=value"),
        ("a", "expected name=value"),
        ("a=x", "'x' is not a number"),
    ):
        with pytest.raises(ConfigError, match=fragment):
            parse_pairs(text, "--x")
    with pytest.raises(ConfigError, match="as 'recall_5' and 'recall@5'"):
        normalise_thresholds({"recall_5": 0.5, "recall@5": 0.6})


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ('{"summary": {"n": NaN}, "samples": []}', "NaN is not JSON"),
        ('{"summary": {}, "samples": ' + "[" * 5000 + "]" * 5000 + "}", "nested more than 100"),
        ('{"summary": {}, "summary": {}, "samples": []}', "appears twice"),
        ("\udcff", "not valid JSON"),
    ],
    ids=["NaN", "deep", "duplicate key", "garbage"],
)
def test_result_files_given_to_compare_and_report(content: str, fragment: str, tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    html = str(tmp_path / "r.html")
    for args in (["compare", str(path), str(path)], ["report", str(path), "--html", html]):
        res = CliRunner().invoke(main, args)
        assert res.exit_code == 2, (args, res.output)
        flat = " ".join(res.output.split())
        assert str(path) in flat and (fragment in flat or "UTF-8" in flat), flat


def _leaves(group: click.Group, prefix: str = "") -> list[tuple[str, click.Command]]:
    out: list[tuple[str, click.Command]] = []
    ctx = click.Context(group)
    for name in group.list_commands(ctx):  # the CLI's subcommands are imported on request
        cmd = group.get_command(ctx, name)
        assert cmd is not None, name
        if isinstance(cmd, click.Group):
            out += _leaves(cmd, f"{prefix}{name} ")
        else:
            out.append((prefix + name, cmd))
    return out


def test_every_command_maps_errors_to_exit_codes() -> None:
    """Every command runs inside ``friendly`` (2 for bad input, 3 for a bug, never a
    traceback), and click's own usage errors are 2."""
    wrapper_code = friendly(lambda: None).__code__
    leaves = _leaves(main)
    assert len(leaves) >= 10
    for name, cmd in leaves:
        chain, fn = [], cmd.callback  # option decorators may wrap friendly's wrapper
        while fn is not None:
            chain.append(fn.__code__)
            fn = getattr(fn, "__wrapped__", None)
        assert wrapper_code in chain, name
        res = CliRunner().invoke(main, [*name.split(), "--no-such-flag"])
        assert res.exit_code == 2 and "No such option" in res.output, name


def test_a_store_path_that_is_not_a_store(data: Path, tmp_path: Path) -> None:
    for args in (["eval", str(data), *METRIC, "--store", str(data)], ["runs", "list", "--store", str(data)]):
        res = CliRunner().invoke(main, args)
        assert res.exit_code == 2 and "not a database" in res.output, (args, res.output)
    res = CliRunner().invoke(main, ["runs", "list", "--store", str(tmp_path / "none.db")])
    assert res.exit_code == 0 and "No runs recorded" in " ".join(res.output.split())
