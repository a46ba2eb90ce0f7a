"""A small run whose dataset text tries to inject markup (shared by the HTML tests)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import ragmeter
from ragmeter.types import Run, RunInfo

XSS_QUESTION = '<script>window.__xss = "script"</script><img src=x onerror="window.__xss = \'img\'">?'
XSS_CATEGORY = "<b onmouseover=\"window.__xss='cat'\">multi_hop</b>"
XSS_LABEL = "v2<img src=x onerror=\"window.__xss='label'\">"
TRICKY_ANSWER = "Paris is the capital of France.\u2028</script><!-- not a comment -->"

RECORDS: list[dict[str, Any]] = [
    {
        "id": "x1",
        "question": XSS_QUESTION,
        "answer": "Paris is the capital of France. It has 90 million residents.",
        "contexts": [
            {"id": "d1", "text": "Paris is the capital of France.", "score": 0.9},
            {"id": "d2", "text": "<img src=x onerror=\"window.__xss='ctx'\"> Lyon is a city.", "score": 0.2},
        ],
        "reference": "Paris.",
        "relevant_ids": ["d1"],
        "category": XSS_CATEGORY,
    },
    {
        "id": "x2",
        "question": "Where is the Louvre?",
        "answer": TRICKY_ANSWER,
        "contexts": [{"id": "d3", "text": "The Louvre is in Paris, the capital of France.", "score": 0.7}],
        "reference": "In Paris.",
        "relevant_ids": ["d3"],
        "category": "simple",
    },
    {
        "id": "x3",
        "question": "Who wrote Les Misérables?",
        "answer": "Les Misérables was written by Victor Hugo.",
        "contexts": [{"id": "d4", "text": "Notre-Dame is a cathedral.", "score": 0.5}],
        "reference": "Victor Hugo.",
        "relevant_ids": ["d5"],
        "category": "simple",
    },
    {
        "id": "x5",
        "question": "Who painted the Mona Lisa?",
        "answer": "Leonardo da Vinci painted the Mona Lisa.",
        "contexts": [{"id": "d6", "text": "The Mona Lisa was painted by Leonardo da Vinci.", "score": 0.8}],
        "reference": "Leonardo da Vinci.",
        "relevant_ids": ["d6"],
        "category": "simple",
    },
    {
        "id": "x4",
        "question": "What will the Louvre earn in 2031?",
        "answer": "I don't know.",
        "contexts": [],
        "relevant_ids": [],
        "category": "unanswerable",
    },
]


def xss_run() -> Run:
    """The run, as :func:`ragmeter.evaluate` returns it."""
    return ragmeter.evaluate(RECORDS)


def trend_runs(*labels_means: tuple[str, dict[str, float | None]]) -> list[RunInfo]:
    """Run-history records (oldest first) with the given labels and means."""
    return [
        RunInfo(
            f"2026010{i}T000000000-aaaa",
            label,
            f"2026-01-0{i}T00:00:00",
            None,
            "complete",
            "d",
            "fp",
            5,
            tuple(means),
            means,
        )
        for i, (label, means) in enumerate(labels_means, 1)
    ]


def baseline_records() -> list[dict[str, Any]]:
    """An earlier version of the same system: same questions, different answers/contexts."""
    recs = copy.deepcopy(RECORDS)
    recs[1]["answer"] = "The Louvre is in Paris."
    recs[2]["contexts"] = [{"id": "d5", "text": "Les Misérables was written by Victor Hugo."}]
    return recs


def fill_store(path: Path) -> Any:
    """A run history with two runs of the same dataset (baseline ``v1``, then ``v2``
    with an XSS payload in its label) and returns the open store."""
    from ragmeter.store import Store

    store = Store(path)
    store.save(ragmeter.evaluate(baseline_records(), keep_samples=True), label="v1", git=False)
    store.save(ragmeter.evaluate(RECORDS, keep_samples=True), label=XSS_LABEL, git=False)
    return store
