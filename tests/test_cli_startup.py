"""Start-up loads only what a command needs (issue 23, point 5): the package's names are
loaded on first use, the CLI imports a subcommand's module only when it runs, and the
retrieval path never imports the judges. Checked in fresh interpreters (``sys.modules`` of
this one holds whatever other tests imported); the timings are benchmarks/startup.py's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import SUBCOMMANDS, main

SRC = str(Path(ragmeter.__file__).resolve().parents[1])
QRELS = "q1 0 d1 1\nq1 0 d2 0\n"
RUN = "q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\n"
HEAVY = ["ragmeter.judges", "ragmeter.calibration", "ragmeter.runner", "ragmeter.metrics", "ragmeter.store"]


def loaded_after(code: str, *argv: str) -> set[str]:
    """The ragmeter (and rich) modules a fresh interpreter holds after running ``code``."""
    probe = (
        "import sys, json, atexit\n"
        "atexit.register(lambda: print('\\nMODULES' + json.dumps(sorted(m for m in sys.modules "
        "if m.split('.')[0] in ('ragmeter', 'rich')))))\n" + code
    )
    proc = subprocess.run(
        [sys.executable, "-c", probe, *argv],
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr
    return set(json.loads(proc.stdout.rsplit("\nMODULES", 1)[1]))


def test_import_retrieval_leaves_the_judges_out() -> None:
    loaded = loaded_after("import ragmeter.retrieval")
    assert "ragmeter.retrieval.api" in loaded  # the probe sees what was imported
    assert [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)] == []
    assert not any(m.startswith("rich") for m in loaded)


def test_help_lists_every_command_and_imports_none(tmp_path: Path) -> None:
    cli = "import sys; from ragmeter.cli.main import main; sys.argv[0] = 'ragmeter'; main()"
    loaded = loaded_after(cli, "--help")
    assert not [m for m in loaded if m.endswith("_cmd")]
    assert not any(m.startswith(("rich", "ragmeter.judges", "ragmeter.retrieval")) for m in loaded)
    result = CliRunner().invoke(main, ["--help"])
    listed = {line.split()[0] for line in result.output.split("Commands:")[1].splitlines() if line.strip()}
    assert listed == {s.name for s in SUBCOMMANDS} | {"metrics"}


def test_retrieval_command_imports_only_its_own(tmp_path: Path) -> None:
    (tmp_path / "qrels").write_text(QRELS)
    (tmp_path / "run").write_text(RUN)
    cli = "import sys; from ragmeter.cli.main import main; sys.argv[0] = 'ragmeter'; main()"
    loaded = loaded_after(cli, "retrieval", str(tmp_path / "qrels"), str(tmp_path / "run"))
    assert "ragmeter.cli.retrieval_cmd" in loaded
    assert [m for m in loaded if m.endswith("_cmd") and m != "ragmeter.cli.retrieval_cmd"] == []
    assert [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)] == []


@pytest.mark.parametrize("sub", SUBCOMMANDS, ids=lambda s: s.name)
def test_each_listed_summary_is_the_commands_own(sub: object) -> None:
    from ragmeter.cli.lazy import Subcommand

    assert isinstance(sub, Subcommand)
    command = sub.load()
    assert command.name == sub.name
    as_listed = click.Command(sub.name, help=sub.summary)
    for width in (30, 60, 10_000):  # what --help shows at any width
        assert as_listed.get_short_help_str(width) == command.get_short_help_str(width)


def test_package_names_load_on_first_use() -> None:
    for name in ragmeter.__all__:
        assert getattr(ragmeter, name) is not None
    assert set(ragmeter.__all__) <= set(dir(ragmeter))
    from ragmeter.runner import evaluate

    assert ragmeter.evaluate is evaluate
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        ragmeter.nope  # type: ignore[attr-defined]  # noqa: B018


def test_version_names_the_retrieval_route() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output.startswith(f"ragmeter {ragmeter.__version__} (retrieval: ")
