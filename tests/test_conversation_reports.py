"""Conversations through the summary, the reports, compare and the gates."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.compare import compare_runs
from ragmeter.errors import ConfigError
from ragmeter.gates import check_thresholds, normalise_thresholds
from ragmeter.report.markdown import render_markdown
from ragmeter.types import Comparison

CTX = "The Riverside library opens at 9 am on Saturdays and at noon on Sundays."


def conversation(cid: str, answers: list[str]) -> dict[str, Any]:
    turns: list[dict[str, Any]] = []
    questions = ["What time does the Riverside library open on Saturdays?", "And on Sundays?"]
    for q, a in zip(questions, answers):
        turns += [{"role": "user", "content": q}, {"role": "assistant", "content": a, "contexts": [CTX]}]
    return {"id": cid, "turns": turns}


GOOD = [
    "The Riverside library opens at 9 am on Saturdays.",
    "The Riverside library opens at noon on Sundays.",
]
BAD = ["The Riverside library opens at 7 am on Saturdays.", "The Riverside library opens at 8 am on Sundays."]


def dataset(answers: dict[str, list[str]]) -> list[dict[str, Any]]:
    return [conversation(cid, a) for cid, a in answers.items()]


def test_summary_has_one_entry_per_conversation() -> None:
    run = ragmeter.evaluate(dataset({"a": GOOD, "b": [GOOD[0], BAD[1]]}), metrics="faithfulness")
    conv = run.summary.extra["conversations"]
    assert (conv["n_conversations"], conv["n_turns"]) == (2, 4)
    assert conv["items"]["a"]["metrics"]["faithfulness"] == 1.0
    assert conv["items"]["b"]["metrics"]["faithfulness"] == 0.5
    assert conv["items"]["b"]["needs_attention"] == ["b#3"]
    assert conv["metrics"]["faithfulness"] == {"mean": 0.75, "n": 2}
    md = render_markdown(run.summary)
    assert "## Conversations" in md and "| b | 2 | 0.500 |" in md
    # a summary read back from JSON keeps the section (the store keeps the summary JSON)
    assert ragmeter.Run.from_dict(run.to_dict()).summary.extra["conversations"] == conv


def test_single_turn_runs_have_no_conversation_section() -> None:
    run = ragmeter.evaluate([{"id": "q", "question": "q?", "answer": "a."}], metrics="faithfulness")
    assert "conversations" not in run.summary.extra


def test_gates_per_turn_and_per_conversation() -> None:
    # 3 conversations of 2 turns; per turn faithfulness 4/6, per conversation (1 + 1 + 0) / 3
    run = ragmeter.evaluate(
        dataset({"a": GOOD, "b": GOOD, "c": BAD}), metrics="faithfulness,knowledge_retention"
    )
    gates = normalise_thresholds({"faithfulness": 0.6, "conversation:faithfulness": 0.7}, ["faithfulness"])
    (failure,) = check_thresholds(run.summary, gates)
    assert failure.metric == "conversation:faithfulness" and failure.mean == pytest.approx(2 / 3)
    assert not check_thresholds(run.summary, normalise_thresholds({"knowledge_retention": 1.0}))
    single = ragmeter.evaluate([{"id": "q", "question": "q?", "answer": "a."}], metrics="faithfulness")
    with pytest.raises(ConfigError, match="no conversations"):
        check_thresholds(single.summary, normalise_thresholds({"conversation:faithfulness": 0.5}))


def test_compare_pairs_conversations_as_units(tmp_path: Path) -> None:
    ids = [f"c{i}" for i in range(6)]
    a = ragmeter.evaluate(dataset(dict.fromkeys(ids, BAD)), metrics="faithfulness")
    b = ragmeter.evaluate(dataset(dict.fromkeys(ids, GOOD)), metrics="faithfulness")
    cmp = compare_runs(a, b, allow_different_data=True)
    conv = cmp.conversations["faithfulness"]
    assert conv.n_pairs == 6 and conv.delta == pytest.approx(1.0)
    assert cmp.metrics["faithfulness"].n_pairs == 12  # per turn
    assert conv.verdict == "improved"
    assert Comparison.from_dict(cmp.to_dict()).conversations["faithfulness"].n_pairs == 6
    # through the CLI: the terminal and Markdown show the per-conversation table
    fa, fb = tmp_path / "a.json", tmp_path / "b.json"
    fa.write_text(json.dumps(a.to_dict()), encoding="utf-8")
    fb.write_text(json.dumps(b.to_dict()), encoding="utf-8")
    md = tmp_path / "c.md"
    res = CliRunner().invoke(
        main, ["compare", str(fa), str(fb), "--allow-different-data", "--markdown", str(md)]
    )
    assert res.exit_code == 0, res.output
    assert "per conversation" in " ".join(res.output.split())
    assert "## Per conversation" in md.read_text()
