from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# Hypothesis runs the same examples on every run and keeps no example database: a
# failure it finds once is not replayed forever from .hypothesis/, and a loaded machine
# cannot fail a test by its speed (deadline off). Tests may lower max_examples; none
# may turn randomness or the database back on.
settings.register_profile("ragmeter", derandomize=True, database=None, deadline=None, print_blob=True)
settings.load_profile("ragmeter")

ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = ROOT.parent / "shared" / "data"
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.exists():
        pytest.skip("../shared/data is not present beside the project")
    return SHARED_DATA


@pytest.fixture(autouse=True)
def _isolated_store(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """`ragmeter eval` records runs by default: every test gets its own run history
    instead of writing .ragmeter/ into the working directory."""
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path_factory.mktemp("store") / "ragmeter.db"))


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich sizes tables to the terminal; tests read the output, so give them a wide,
    fixed one whatever the environment (xdist workers, CI logs) says."""
    monkeypatch.setenv("COLUMNS", "200")


def run_user_suite(
    cwd: Path, *args: str, pythonpath: Path | None = None, timeout: int = 180
) -> subprocess.CompletedProcess[str]:
    """``pytest -q ARGS`` in a fresh process in ``cwd``, as a user's suite runs (the ragmeter
    plugin loaded by its entry point); ``pythonpath`` is put in front of sys.path."""
    env = dict(os.environ)
    if pythonpath is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(pythonpath), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        env=env,
    )
