"""Long answers cost bounded work, and every score says what it read.

Timings are in benchmarks/long_texts.py (docs/performance.md); here: a 1.2 MB answer is
evaluated with every default metric, and each cap shows in the result.
"""

from __future__ import annotations

import json
from pathlib import Path

import ragmeter
from ragmeter.judges.offline import MAX_CLAIMS, MAX_TEXT_CHARS
from ragmeter.judges.offline.relevance import MAX_ANSWER_CHARS
from ragmeter.metrics.text import MAX_CHECKED_CHARS

POLICY = [
    "Refunds are accepted within 30 days of purchase at Acme Stores.",
    "Shipping takes three to five business days.",
]


def test_a_long_answer_is_read_up_to_each_cap_and_each_reason_says_so(tmp_path: Path) -> None:
    sentence = "At Acme Stores, refunds are accepted within 30 days of purchase. "
    answer = sentence * (MAX_CHECKED_CHARS // len(sentence) + 2000)
    assert len(answer) > MAX_CHECKED_CHARS > MAX_ANSWER_CHARS and len(answer) > MAX_TEXT_CHARS
    data = tmp_path / "long.jsonl"
    record = {"id": "long", "question": "How long do refunds take?", "answer": answer, "contexts": POLICY}
    data.write_text(json.dumps(record) + "\n", encoding="utf-8")

    run = ragmeter.evaluate(str(data))
    (sample,) = run.samples
    faith = sample.scores["faithfulness"]
    claims = faith.details["claims"]
    assert len(claims) == MAX_CLAIMS + 1
    assert claims[-1]["reason"].startswith("not checked")
    assert faith.value is not None and 0.0 < faith.value < 1.0  # 200 supported, the rest not checked
    hallucination = sample.scores["hallucination"]
    assert hallucination.reason.endswith(
        f"(read: the first {MAX_CHECKED_CHARS:,} characters of the answer and of the contexts)"
    )
    assert hallucination.details["unsupported_entities"] == []
    relevancy = sample.scores["answer_relevancy"]
    assert relevancy.reason.endswith(f"(in the answer's first {MAX_ANSWER_CHARS:,} characters)")
