"""Metrics from other packages (issue 23, point 4): the ``ragmeter.metrics`` entry points.

A small package is built in the test as pip would install it (the module and its
``.dist-info`` with ``entry_points.txt``) and put on ``PYTHONPATH`` of a fresh ``ragmeter``
process: ``ragmeter metrics`` lists its metric and ``ragmeter eval --metrics NAME`` scores
it. The package is the worked example of docs/metrics.md, "Metrics from other packages"."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.errors import ConfigError
from ragmeter.judges.spec import BUILT_IN_JUDGES, from_spec, registered_judges
from ragmeter.metrics import Kind, available, parse_metric, parse_metrics

CASES = EXAMPLES / "store_policy" / "cases.jsonl"
SRC = str(Path(ragmeter.__file__).resolve().parents[1])

PACKAGE = '''
from ragmeter import Score
from ragmeter.metrics import Kind, MetricSpec


def answer_brevity(sample, judgement, metric):
    """1.0 for an answer of at most 10 words, falling to 0.0 at 40 words."""
    if not sample.answer:
        return Score.not_applicable("the sample has no answer")
    n = len(sample.answer.split())
    return Score.of(min(1.0, max(0.0, (40 - n) / 30)), f"{n} words", words=n)


ANSWER_BREVITY = MetricSpec(
    name="answer_brevity",
    description="Short answers score high: 1 up to 10 words, 0 from 40.",
    kind=Kind.TEXT,
    compute=answer_brevity,
)


def misnamed():
    return MetricSpec(name="other_name", description="x", kind=Kind.TEXT, compute=answer_brevity)
'''

ENTRY_POINTS = """
[ragmeter.metrics]
answer_brevity = brevity_metric:ANSWER_BREVITY
faithfulness = brevity_metric:ANSWER_BREVITY
misnamed = brevity_metric:misnamed
broken = brevity_metric:no_such_thing
"""


def _site(root: Path) -> Path:
    site = root / "site"
    (site / "brevity_metric").mkdir(parents=True)
    (site / "brevity_metric" / "__init__.py").write_text(PACKAGE)
    info = site / "brevity_metric-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: brevity-metric\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(ENTRY_POINTS)
    return site


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = _site(tmp_path)
    monkeypatch.syspath_prepend(str(path))
    yield path
    sys.modules.pop("brevity_metric", None)


def _ragmeter(site: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    code = "import sys; from ragmeter.cli.main import main; sys.argv[0] = 'ragmeter'; main()"
    return subprocess.run(
        [sys.executable, "-c", code, *argv],
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": f"{site}:{SRC}", "PATH": "/usr/bin:/bin", "COLUMNS": "200", "NO_COLOR": "1"},
    )


def test_ragmeter_metrics_lists_the_installed_metric(tmp_path: Path) -> None:
    proc = _ragmeter(_site(tmp_path), "metrics")
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if "answer_brevity" in line)
    assert "Short answers score high" in row and "installed: brevity-metric" in row
    flat = " ".join(proc.stderr.split())  # the others are listed, and why not
    assert (
        "warning: metric 'faithfulness' from brevity-metric (brevity_metric:ANSWER_BREVITY) is ignored"
        in flat
    )
    assert (
        "warning: metric 'broken' from brevity-metric (brevity_metric:no_such_thing) cannot be loaded" in flat
    )
    assert "warning: metric 'misnamed' from brevity-metric" in flat and "names must agree" in flat


def test_ragmeter_eval_scores_it(tmp_path: Path) -> None:
    out = tmp_path / "run.json"
    proc = _ragmeter(
        _site(tmp_path), "eval", str(CASES), "--metrics", "answer_brevity,faithfulness", "--no-store",
        "--json", str(out),
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    samples = json.loads(out.read_text())["samples"]
    answers = [json.loads(line)["answer"] for line in CASES.read_text().splitlines()]
    want = [min(1.0, max(0.0, (40 - len(a.split())) / 30)) for a in answers]
    assert [s["scores"]["answer_brevity"]["value"] for s in samples] == pytest.approx(want)
    assert samples[0]["scores"]["answer_brevity"]["reason"] == f"{len(answers[0].split())} words"
    assert [s["scores"]["faithfulness"]["value"] for s in samples] == [1.0, 0.0, 1.0, 1.0]  # built-in's


def test_the_library_finds_it_by_name(site: Path) -> None:
    metric = parse_metric("Answer_Brevity")
    assert str(metric) == "answer_brevity" and metric.kind is Kind.TEXT
    assert "answer_brevity" in {s.name for s in available()}
    run = ragmeter.evaluate(str(CASES), "answer_brevity")
    assert run.summary.metrics["answer_brevity"].mean is not None
    assert (
        parse_metric("faithfulness").spec.description
        != "Short answers score high: 1 up to 10 words, 0 from 40."
    )


def test_a_broken_entry_point_names_its_package(site: Path) -> None:
    with pytest.raises(ConfigError, match=r"metric 'broken' from brevity-metric \(brevity_metric:no_such"):
        parse_metrics("faithfulness,broken")
    with pytest.raises(ConfigError, match="is named 'other_name'; the names must agree"):
        parse_metric("misnamed")
    with pytest.raises(ConfigError, match=r"unknown metric 'nothing_like_it'.*answer_brevity"):
        parse_metric("nothing_like_it")


def test_without_the_package_the_name_is_unknown() -> None:
    with pytest.raises(ConfigError, match="unknown metric 'answer_brevity'"):
        parse_metric("answer_brevity")


def test_built_in_judges_are_entry_points_of_the_judges_group() -> None:
    assert [(ep.name, ep.group) for ep in BUILT_IN_JUDGES] == [
        ("offline", "ragmeter.judges"),
        ("llm", "ragmeter.judges"),
        ("jury", "ragmeter.judges"),
    ]
    found = registered_judges()
    assert found["offline"].load()(None).describe()["name"] == "offline"
    assert from_spec("offline+e5".replace("+e5", ":rules")).describe()["mode"] == "rules"
