"""Every human-labelled dev file goes through the offline judge without a crash, in every
mode, and every answer gets verdicts with reasons (the accuracy is benchmarks/
judge_quality.py's business; here: that nothing in real data breaks it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge

FILES = (
    "aggrefact_cliff__val",
    "aggrefact_goyal21__val",
    "begin_wow__dev",
    "faithdial_audit__all",
    "halueval_qa__dev",
    "wice__dev",
    "wice_fullpage__dev",
)


def _records(shared_data: Path, name: str, limit: int | None = None) -> list[dict]:
    lines = (shared_data / "faithfulness" / f"{name}.jsonl").read_text("utf-8").splitlines()
    rows = [json.loads(x) for x in lines if x.strip()]
    if limit is not None:
        step = max(len(rows) // limit, 1)
        rows = rows[::step][:limit]
    return rows


@pytest.mark.parametrize("name", FILES)
def test_every_record_of_every_dev_file_is_judged(shared_data: Path, name: str) -> None:
    judge = OfflineJudge()
    for row in _records(shared_data, name):
        verdicts = judge._check(row["answer"], row["contexts"])
        for v in verdicts:
            assert v.label in (Label.SUPPORTED, Label.UNSUPPORTED, Label.CONTRADICTED)
            assert "decided by" in v.reason or v.reason.endswith("(explicit check)"), v.reason
            assert 0.0 <= v.confidence <= 1.0


@pytest.mark.parametrize("mode", ["lexical", "rules"])
def test_other_modes_read_a_slice_of_every_dev_file(shared_data: Path, mode: str) -> None:
    judge = OfflineJudge(mode=mode)
    for name in FILES:
        for row in _records(shared_data, name, limit=8):
            verdicts = judge._check(row["answer"], row["contexts"])
            assert all(v.reason for v in verdicts)
