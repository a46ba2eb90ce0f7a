"""What the reports add for issue 17 and the follow-ups of issue 16: the claim-level
retriever and generator panels (Markdown, HTML), the prediction-powered table, the system
under test's latency line, and each sample's own system call in the JSON and the store."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import ragmeter
from ragmeter.metrics.claims import CLAIM_METRICS
from ragmeter.report.html import render_html
from ragmeter.report.markdown import render_markdown
from ragmeter.store import Store
from ragmeter.types import Run

CLAIMS = [m for group in CLAIM_METRICS.values() for m in group]
QUESTIONS = [
    {
        "id": "q1",
        "question": "How long do I have to return an item?",
        "reference": "Within 30 days of purchase.",
    },
    {"id": "q2", "question": "How long does shipping take?", "reference": "3 to 5 business days."},
    {"id": "q3", "question": "Is there a warranty?", "reference": "A one-year limited warranty."},
]


def toy(question: str) -> tuple[str, list[dict[str, Any]]]:
    if "return" in question:
        return "Refunds are accepted within 30 days of purchase.", [
            {"id": "d0", "text": "Refunds are accepted within 30 days of purchase."}
        ]
    if "shipping" in question:
        return "Standard shipping takes 3 to 5 business days.", [
            {"id": "d2", "text": "Standard shipping takes 3 to 5 business days."}
        ]
    return "I don't know.", [{"id": "d9", "text": "Gift cards never expire."}]


@pytest.fixture(scope="module")
def run() -> Run:
    labels = [{"id": "q1", "human_label": 1}, {"id": "q2", "human_label": 1}]
    return ragmeter.evaluate(QUESTIONS, metrics=CLAIMS, system=toy, labels=labels)


def test_markdown_panels_ppi_and_system_line(run: Run) -> None:
    md = render_markdown(run.summary)
    assert "## Claim-level diagnosis" in md
    for title in ("**Overall (claims)**", "**Retriever**", "**Generator**"):
        assert title in md
    assert "| hallucination_rate (lower is better) |" in md
    assert "## Corrected with human labels (prediction-powered)" in md
    assert re.search(r"System \S+: 3 calls, none failed, latency p50 [\d.]+ s, p95 [\d.]+ s", md)


def test_html_panels_ppi_and_system_line(run: Run) -> None:
    page = render_html(run)
    for element in ('id="panel-retriever"', 'id="panel-generator"', 'id="panel-overall"', 'id="ppi-table"'):
        assert element in page
    retriever = page.split('id="panel-retriever"', 1)[1].split("</table>", 1)[0]
    assert (
        'data-metric="context_claim_recall"' in retriever
        and 'data-metric="noise_sensitivity_relevant"' not in retriever
    )
    assert re.search(r'<p id="system-line">System \S+: 3 calls, none failed, latency p50', page)
    data = json.loads(re.search(r'id="ragmeter-data">(.*?)</script>', page, re.S).group(1))  # type: ignore[union-attr]
    assert all(s["system_call"]["status"] == "ok" for s in data["samples"])


def test_no_panels_without_claim_metrics() -> None:
    plain = ragmeter.evaluate("examples/store_policy/cases.jsonl")
    assert "Claim-level" not in render_markdown(plain.summary)
    page = render_html(plain)
    assert 'id="claims"' not in page and 'id="ppi"' not in page and 'id="system-line"' not in page


def test_each_samples_latency_in_the_json_and_the_store(run: Run, tmp_path: Path) -> None:
    records = run.to_dict()["samples"]
    for rec in records:
        call = rec["system_call"]
        assert call["status"] == "ok" and call["latency_s"] >= 0
    again = Run.from_dict(json.loads(json.dumps(run.to_dict())))
    assert again.to_dict()["samples"] == records
    assert again.samples[0].system_call == records[0]["system_call"]
    store = Store(tmp_path / "s.db")
    info = store.save(run, git=False)
    stored = store.load_run(info.id)
    assert [r.system_call for r in stored.samples] == [r["system_call"] for r in records]
    assert "system_call" not in ragmeter.evaluate([QUESTIONS[0] | {"answer": "x"}]).to_dict()["samples"][0]
