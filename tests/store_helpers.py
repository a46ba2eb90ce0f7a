"""Builders shared by the store and compare tests: synthetic runs (typed, or in the
`eval --json` shape) and data sets whose offline-judge scores are known."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ragmeter.types import Run


def fake_run(*args: Any, **kwargs: Any) -> Run:
    """A :class:`Run` with the given per-sample metric values (see :func:`fake_run_dict`)."""
    return Run.from_dict(fake_run_dict(*args, **kwargs))


def fake_run_dict(
    values: dict[str, Sequence[float | None]],
    *,
    ids: Sequence[str] | None = None,
    categories: Sequence[str | None] | None = None,
    diagnoses: Sequence[str] | None = None,
    fingerprint: str | None = "fp-same",
    higher_is_better: dict[str, bool] | None = None,
) -> dict[str, Any]:
    """A run dict with the given per-sample metric values (None: undefined)."""
    n = len(next(iter(values.values())))
    ids = list(ids) if ids is not None else [f"q{i}" for i in range(n)]
    samples = []
    for i in range(n):
        scores = {
            m: (
                {"value": v[i], "status": "ok", "reason": ""}
                if v[i] is not None
                else {"value": None, "status": "not_applicable", "reason": "no reference"}
            )
            for m, v in values.items()
        }
        samples.append(
            {
                "id": ids[i],
                "question": f"question {ids[i]}?",
                "answer": "answer",
                "category": categories[i] if categories else None,
                "scores": scores,
                "diagnosis": diagnoses[i] if diagnoses else "pass",
                "diagnosis_reason": "",
                "refusal": False,
            }
        )
    hib = higher_is_better or {}
    summary = {
        "n_samples": n,
        "metrics": {m: {"mean": None, "higher_is_better": hib.get(m, True)} for m in values},
        "dataset": {"name": "fake", "fingerprint": fingerprint, "n": n},
    }
    return {"summary": summary, "samples": samples}


def write_dataset(path: Path, n: int, *, good: Sequence[bool] | None = None) -> Path:
    """JSONL data set of `n` samples; sample i is answered faithfully when good[i]
    (the offline judge then gives faithfulness 1), otherwise with an unsupported claim."""
    good = list(good) if good is not None else [True] * n
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            ctx = f"Item {i} can be returned within {i + 10} days of delivery."
            answer = (
                f"Item {i} can be returned within {i + 10} days."
                if good[i]
                else f"Item {i} ships free to Mars in {i + 3} hours."
            )
            rec = {
                "id": f"q{i}",
                "question": f"How long can I return item {i}?",
                "answer": answer,
                "contexts": [{"id": f"d{i}", "text": ctx}],
                "reference": f"Within {i + 10} days.",
                "relevant_ids": [f"d{i}"],
                "category": "simple" if i % 2 else "multi_hop",
            }
            fh.write(json.dumps(rec) + "\n")
    return path
