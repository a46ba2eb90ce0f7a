"""The bundled example: the README's first command and seed 002's expected diagnoses."""

from __future__ import annotations

import json
import subprocess
import sys

from click.testing import CliRunner
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.cli.main import main

CASES = EXAMPLES / "store_policy" / "cases.jsonl"
LABELLED = EXAMPLES / "store_policy" / "labelled.jsonl"


def test_store_policy_diagnoses_in_seed_order() -> None:
    result = ragmeter.evaluate(str(CASES))
    labels = [r.diagnosis.label.value for r in result.samples]
    assert labels == ["pass", "fix_generation", "fix_retrieval", "correct_refusal"]


def test_store_policy_scores_match_seed_table() -> None:
    result = ragmeter.evaluate(str(CASES), metrics=["context_recall", "faithfulness"])
    recall = [r.scores["context_recall"].value for r in result.samples]
    faith = [r.scores["faithfulness"].value for r in result.samples]
    assert recall == [1.0, 1.0, 0.0, None]
    assert faith == [1.0, 0.0, 1.0, 1.0]
    assert result.samples[3].scores["context_recall"].status.value == "not_applicable"


def test_readme_example_command_runs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "r.json"
    proc = subprocess.run(
        [sys.executable, "-m", "ragmeter.cli.main", "eval", str(CASES), "--json", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "fix_retrieval" in proc.stdout
    data = json.loads(out.read_text())
    assert [s["diagnosis"] for s in data["samples"]] == [
        "pass",
        "fix_generation",
        "fix_retrieval",
        "correct_refusal",
    ]
    assert set(data["samples"][0]["scores"]["faithfulness"]) >= {"value", "status", "reason"}


def test_calibrate_prints_seed_kappa() -> None:
    res = CliRunner().invoke(main, ["calibrate", str(LABELLED)])
    assert res.exit_code == 0, res.output
    assert "Cohen's kappa = 0.62" in res.output
    assert "raw agreement = 0.90" in res.output


def test_seed_kappa_function() -> None:
    human = [1, 1, 0, 1, 1, 1, 0, 1, 1, 1]
    judge = [1, 1, 0, 1, 1, 1, 1, 1, 1, 1]
    assert round(ragmeter.cohen_kappa(human, judge), 2) == 0.62


def test_korean_tesla_example_is_faithful() -> None:
    eval_data = {
        "question": ["Tesla CEO는 누구야?"],
        "answer": ["Elon Musk가 Tesla의 CEO입니다."],
        "contexts": [["Elon Musk는 Tesla의 CEO이자 창업자이다."]],
        "ground_truth": ["Elon Musk"],
    }
    result = ragmeter.evaluate(eval_data)
    assert result["faithfulness"] == 1.0
