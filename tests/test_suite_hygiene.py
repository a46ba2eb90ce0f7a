"""The suite itself: the same on every run and on any machine.

Hypothesis is derandomised with its example database off (a failure found once is not
replayed from .hypothesis/ forever, and CI runs the examples a developer ran), no test
measures wall-clock speed (that is benchmarks/' job), and no test overrides that."""

from __future__ import annotations

import ast
from pathlib import Path

from hypothesis import settings

TESTS = Path(__file__).resolve().parent


def test_hypothesis_runs_derandomised_without_a_database() -> None:
    active = settings()
    assert active.derandomize is True
    assert active.database is None
    assert active.deadline is None
    assert active.print_blob is True


def _test_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if p.name != Path(__file__).name)


def _settings_keywords(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", "")
            if name in ("settings", "register_profile"):
                found += [(node.lineno, kw.arg or "**") for kw in node.keywords]
    return found


def test_no_test_turns_randomness_or_the_database_back_on() -> None:
    bad = [
        f"{path.relative_to(TESTS)}:{line} {arg}="
        for path in _test_files()
        if path.name != "conftest.py"
        for line, arg in _settings_keywords(path)
        if arg in ("derandomize", "database", "**")
    ]
    assert bad == []


def test_no_test_times_itself() -> None:
    """A clock read whose result is compared is a speed assertion; benchmarks/ time
    things. Clocks used as a bound on a wait loop (`time.monotonic() + N`) are allowed."""
    offenders = []
    for path in _test_files():
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            timing = "perf_counter" in line or "process_time" in line or "monotonic() -" in line
            if timing or ("time.time() -" in line and "assert" in line):
                offenders.append(f"{path.relative_to(TESTS)}:{lineno}")
    assert offenders == []
