"""Judges by name: ``from_spec`` for the CLI, the Python API and the pytest plugin; judges
from other packages through the ``ragmeter.judges`` entry points (a tiny package installed
as a ``*.dist-info`` on sys.path); the optional abilities as one declared protocol."""

from __future__ import annotations

import json
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES, run_user_suite

import ragmeter
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.judges import (
    BaseJudge,
    JudgeAbilities,
    Judgement,
    JudgeTask,
    OfflineJudge,
    abilities,
    from_spec,
    installed_judges,
)
from ragmeter.judges.llm import LLMConfig, LLMJudge
from ragmeter.sample import Usage
from ragmeter.store import Store
from ragmeter.testing import ScriptedBackend, judge_responder

CASES = EXAMPLES / "store_policy" / "cases.jsonl"

TINY = '''
import threading
from ragmeter.judges import BaseJudge, ClaimVerdict, Judgement, Label

CLOSED = []
THREADS = set()


class TinyJudge(BaseJudge):
    """Supports every answer as one claim; a stand-in for another package's judge."""

    name = "tiny"
    version = "0.1"

    def __init__(self, arg, workers=3):
        self.arg = arg
        self._workers = workers

    @property
    def workers(self):
        return self._workers

    def judge(self, task):
        THREADS.add(threading.current_thread().name)
        claim = ClaimVerdict(task.answer, Label.SUPPORTED, reason="tiny says so")
        return Judgement(answer_vs_contexts=(claim,))

    def describe(self):
        return {"name": "tiny", "version": self.version, "spec": f"tiny:{self.arg}"}

    def run_usage(self, usage):
        return {"tiny_calls": 7}

    def close(self):
        CLOSED.append(self.arg)


def make(arg, **options):
    return TinyJudge(arg, **options)


def not_a_judge(arg):
    return object()
'''

ENTRY_POINTS = """
[ragmeter.judges]
tiny = tinyjudge:make
notajudge = tinyjudge:not_a_judge
offline = tinyjudge:make
"""


@pytest.fixture
def tiny_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A package that registers judges, as pip would install it: the module and its
    ``.dist-info`` with ``entry_points.txt``, on sys.path for this test only."""
    site = tmp_path / "site"
    (site / "tinyjudge").mkdir(parents=True)
    (site / "tinyjudge" / "__init__.py").write_text(TINY)
    info = site / "tinyjudge-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tinyjudge\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(site))
    yield site
    sys.modules.pop("tinyjudge", None)


def test_an_installed_judge_is_found_by_name(tiny_package: Path) -> None:
    found = installed_judges()
    assert {"tiny", "notajudge"} <= set(found)
    assert "offline" not in found  # a built-in cannot be replaced
    judge = from_spec("tiny:strict", workers=2)
    assert judge.describe()["spec"] == "tiny:strict"
    assert isinstance(judge, JudgeAbilities) and abilities(judge).workers == 2
    assert isinstance(from_spec("offline"), OfflineJudge)


def test_evaluate_uses_the_installed_judge_and_its_abilities(tiny_package: Path) -> None:
    import tinyjudge  # type: ignore[import-not-found]

    run = ragmeter.evaluate(str(CASES), "faithfulness", judge="tiny:loose")
    assert run.summary.judge["spec"] == "tiny:loose"
    assert run["faithfulness"] == 1.0
    assert run.summary.usage.extra["tiny_calls"] == 7  # run_usage, asked through the protocol
    # workers=3 (the judge's preferred number): judged in the runner's thread pool, not here
    assert tinyjudge.THREADS and all(t.startswith("ragmeter") for t in tinyjudge.THREADS)
    assert threading.current_thread().name not in tinyjudge.THREADS


def test_the_cli_builds_it_and_closes_it(tiny_package: Path, tmp_path: Path) -> None:
    import tinyjudge

    out = tmp_path / "r.json"
    res = CliRunner().invoke(
        main,
        ["eval", str(CASES), "--judge", "tiny:cli", "-m", "faithfulness", "--no-store", "--json", str(out)],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(out.read_text())["summary"]["judge"]["spec"] == "tiny:cli"
    assert tinyjudge.CLOSED == ["cli"]
    dry = CliRunner().invoke(main, ["eval", str(CASES), "--judge", "tiny:x", "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert "the tiny judge makes no model calls" in dry.output


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("notajudge", "returned object, which is not a Judge"),
        ("nosuch:x", "installed: notajudge[:ARG], tiny[:ARG]"),
        ("tiny+e5", "a registered judge is named NAME or NAME:ARG"),
    ],
)
def test_a_judge_that_cannot_be_built_is_exit_2(tiny_package: Path, spec: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("[", r"\[")):
        from_spec(spec)
    res = CliRunner().invoke(main, ["eval", str(CASES), "--judge", spec, "--no-store"])
    assert res.exit_code == 2
    assert message in " ".join(res.output.split())


def test_the_pytest_plugin_takes_judge_specs(tiny_package: Path, tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(
        textwrap.dedent(
            f"""
            DATA = {str(CASES)!r}

            def test_default_judge_from_the_command_line(ragmeter_gate):
                run = ragmeter_gate(DATA, faithfulness=0.9, metrics="faithfulness")
                assert run.summary.judge["spec"] == "tiny:suite"

            def test_a_spec_and_options_in_the_test(ragmeter_gate):
                run = ragmeter_gate(DATA, judge="tiny:own", judge_options={{"workers": 1}}, faithfulness=0.9)
                assert run.summary.judge["spec"] == "tiny:own"

            def test_the_offline_judge_by_spec(ragmeter_gate):
                run = ragmeter_gate(DATA, judge="offline:rules", metrics="faithfulness", faithfulness=0.5)
                assert run.summary.judge["spec"].startswith("offline:rules")
            """
        )
    )
    db = tmp_path / "history.db"
    args = ("--ragmeter-judge", "tiny:suite", "--ragmeter-store", str(db), "test_user.py")
    proc = run_user_suite(tmp_path, *args, pythonpath=tiny_package)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "3 passed" in proc.stdout
    with Store(db) as store:
        specs = sorted(r.judge.get("spec", "") for r in store.list_runs())
    assert specs[1:] == ["tiny:own", "tiny:suite"] and specs[0].startswith("offline:rules")


# ---------------------------------------------------------------- the declared abilities
class BareJudge:
    """Only the Judge protocol: no abilities declared."""

    name = "bare"
    version = "1"

    def judge(self, task: JudgeTask) -> Judgement:
        return Judgement()

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version}


def test_a_judge_without_abilities_gets_the_defaults() -> None:
    bare = BareJudge()
    assert not isinstance(bare, JudgeAbilities)
    ab = abilities(bare)
    assert ab.workers == 1 and dict(ab.run_usage(Usage(3))) == {}
    est = ab.estimate([None, JudgeTask("q", "a")]).to_dict()
    assert est["samples"] == 2 and est["calls"] == 0 and "calls_per_sample" not in est
    assert est["notes"] == ["the bare judge makes no model calls"]
    ab.close()
    assert ragmeter.evaluate([{"question": "q", "answer": "a"}], "f1", judge=bare)["f1"] is None


def test_the_llm_judge_declares_every_ability() -> None:
    judge = LLMJudge(ScriptedBackend(judge_responder), LLMConfig(model="m", concurrency=4))
    assert isinstance(judge, JudgeAbilities) and isinstance(judge, BaseJudge)
    assert abilities(judge) is judge and judge.workers == 5
    est = judge.estimate([JudgeTask("q?", "An answer.", ("A context.",), answer_vs_contexts=True)])
    assert est.samples == 1 and est.usage.calls == 2
    judge.close()
