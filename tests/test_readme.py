"""The README runs as written.

Every ``python`` block is executed and every line of a ``bash`` block is run, in order,
offline, in one scratch folder (the bundled ``examples/`` linked in) with its own run
history, so a later block can use the runs an earlier one made. A block that needs a
server, a key, a cluster or the reader's own data carries ``<!-- skip-test: why -->`` on
the line above it. In a run block, ``pip install`` lines are checked (the extras they
name exist) instead of run, and every other line must be a ``ragmeter`` command; it must
exit 0, or 1 when it carries a quality gate. The two commands at the top are the ones CI
runs: ``.ci/run`` must hold the second verbatim.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)\s*$")
SKIP = re.compile(r"^<!--\s*skip-test:\s*(.+?)\s*-->$")
GATES = ("--fail-under", "--fail-on-regression", "--strict")


@dataclass(frozen=True)
class Block:
    line: int  # of the opening fence, 1-based
    lang: str
    code: str
    skip: str | None


def blocks(text: str) -> list[Block]:
    """The fenced blocks of a Markdown text, with the skip reason written above each."""
    out: list[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        start, lang = i, m.group(1)
        j = i + 1
        while j < len(lines) and lines[j].strip() != "```":
            j += 1
        above = next((x.strip() for x in reversed(lines[:start]) if x.strip()), "")
        skip = SKIP.match(above)
        out.append(Block(start + 1, lang, "\n".join(lines[start + 1 : j]), skip.group(1) if skip else None))
        i = j + 1
    return out


def commands(code: str) -> list[str]:
    """The shell lines of a block, continuations joined."""
    return [c for c in code.replace("\\\n", " ").splitlines() if c.strip()]


def extras() -> set[str]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # the llm extra brings tomli there
        import tomli as tomllib
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(meta["project"]["optional-dependencies"])


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / ".ragmeter" / "ragmeter.db"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run_shell_line(line: str, cwd: Path, where: str) -> str | None:
    """Runs one line of a README shell block; returns what went wrong, or None."""
    args = shlex.split(line, comments=True)
    if not args:
        return None
    if args[:2] == ["pip", "install"]:
        named = {x for a in args[2:] for x in re.findall(r"\[([^\]]+)\]", a) for x in x.split(",")}
        unknown = named - extras()
        return f"{where}: unknown extra(s) {sorted(unknown)}" if unknown else None
    if args[0] != "ragmeter":
        return f"{where}: `{line.strip()}` is not a ragmeter command; mark the block <!-- skip-test: why -->"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run(
        [sys.executable, "-m", "ragmeter.cli.main", *args[1:]],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    allowed = {0, 1} if any(a.split("=")[0] in GATES for a in args) else {0}
    if proc.returncode not in allowed or "Traceback" in proc.stderr:
        return f"{where}: `{line.strip()}` exited {proc.returncode}: {proc.stderr.strip()[-600:]}"
    return None


def run_python(code: str, where: str) -> str | None:
    try:
        exec(compile(code, where, "exec"), {"__name__": "__readme__"})
    except Exception as exc:
        return f"{where}: {type(exc).__name__}: {exc}"
    return None


def test_every_runnable_readme_block_runs(scratch: Path) -> None:
    for module in ("jinja2", "plotly"):
        pytest.importorskip(module, reason="the README's report commands need the html extra")
    found = blocks(README.read_text(encoding="utf-8"))
    ran = 0
    problems: list[str] = []
    for b in found:
        if b.skip is not None or b.lang not in ("python", "bash"):
            continue
        ran += 1
        where = f"README.md:{b.line}"
        if b.lang == "python":
            problems.append(run_python(b.code, where) or "")
        else:
            problems += [run_shell_line(c, scratch, where) or "" for c in commands(b.code)]
    assert [p for p in problems if p] == []
    assert ran >= 8  # the README keeps runnable examples


def test_the_readme_marks_only_python_and_bash_blocks_to_skip() -> None:
    for b in blocks(README.read_text(encoding="utf-8")):
        if b.skip is not None:
            assert b.lang in ("python", "bash"), f"README.md:{b.line}: a {b.lang!r} block is never run"
            assert len(b.skip) >= 8, f"README.md:{b.line}: say why the block is not run"


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    first = next(b for b in blocks(README.read_text(encoding="utf-8")) if b.lang == "bash")
    setup, test = commands(first.code)
    assert "ragmeter eval examples/store_policy/cases.jsonl" in setup
    assert test.endswith(".venv/bin/python -m pytest")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci, ".ci/run must run the README's test command verbatim"


def test_blocks_are_found_with_their_marks() -> None:
    text = "a\n\n<!-- skip-test: needs a key -->\n```bash\nragmeter x\n```\n\n```python\nx = 1\n```\n"
    got = blocks(text)
    assert [(b.line, b.lang, b.code, b.skip) for b in got] == [
        (4, "bash", "ragmeter x", "needs a key"),
        (8, "python", "x = 1", None),
    ]
    assert commands("ragmeter a \\\n    --b c\n\nragmeter d  # note") == [
        "ragmeter a      --b c",
        "ragmeter d  # note",
    ]
