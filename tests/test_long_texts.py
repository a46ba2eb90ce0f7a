"""Long answers cost bounded work, and every score says what it read.

Timings are in benchmarks/long_texts.py (docs/performance.md); here: a 1.2 MB answer is
evaluated with every default metric, and each cap shows in the result.
"""

from __future__ import annotations

import base64
import json
import random
from collections import Counter
from pathlib import Path

import pytest

import ragmeter
from ragmeter.judges.base import JudgeTask
from ragmeter.judges.offline import MAX_CLAIMS, MAX_TEXT_CHARS, OfflineJudge
from ragmeter.judges.offline.relevance import MAX_ANSWER_CHARS
from ragmeter.metrics.text import MAX_CHECKED_CHARS
from ragmeter.text import canon, clear_caches

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


def _reads_of_the_value_rules(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text one round of the value rules (ragmeter.text.canon) reads from now on."""
    reads: list[str] = []
    rules = canon._round

    def counted(text: str) -> str:
        reads.append(text)
        return rules(text)

    monkeypatch.setattr(canon, "_round", counted)
    clear_caches()
    return reads


def test_a_long_token_without_spaces_costs_the_value_rules_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 60,000-character base64 answer judged against its first 1,000 characters: the
    rules never read the run whole, and all they read is less than the answer once (they
    read the whole answer dozens of times, once per pair of names and per check, which
    made such an answer cost seconds)."""
    answer = base64.b64encode(random.Random(7).randbytes(45_000)).decode()
    reads = _reads_of_the_value_rules(monkeypatch)
    task = JudgeTask(
        question="What is it?", answer=answer, contexts=(answer[:1000],), answer_vs_contexts=True
    )
    judgement = OfflineJudge().judge(task)
    assert judgement.answer_vs_contexts
    assert max(map(len, reads)) < 256
    assert sum(map(len, reads)) < len(answer)


def test_a_long_text_is_read_by_the_value_rules_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A claim over 2,000 characters (past the tokeniser's main cache) with names the
    context relates: each of its texts goes through the rules once, however many checks
    and name pairs read its words."""
    filler = " ".join(f"item{i} costs {i} dollars on day {i % 28 + 1}" for i in range(120))
    answer = f"Acme Corp acquired Beta Labs in Berlin after {filler} and Carla Diaz praised Dan Evans"
    context = "Beta Labs acquired Acme Corp in Berlin. Carla Diaz praised Dan Evans."
    reads = _reads_of_the_value_rules(monkeypatch)
    task = JudgeTask(question="Who bought whom?", answer=answer, contexts=(context,), answer_vs_contexts=True)
    assert OfflineJudge().judge(task).answer_vs_contexts
    long_reads = Counter(t for t in reads if len(t) > 2000)
    assert long_reads and max(long_reads.values()) == 1


def test_an_auxiliary_reads_only_the_words_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A text with many modal words ("On 5 May, 5 May, ...": "may") read what each one
    governs from the whole rest of the text, which made it quadratic (85 s for 35,000
    characters); each reads a bounded window now, with the same verdict."""
    from ragmeter.judges.offline import modality

    seen: list[int] = []
    stems = modality._stems

    def counted(text: str) -> list[str]:
        seen.append(len(text))
        return stems(text)

    monkeypatch.setattr(modality, "_stems", counted)
    claim = "On " + "5 May, " * 300 + "members must cancel in writing."
    assert modality.modality_conflict(claim, "Members may cancel in writing.") is not None
    assert seen and max(seen) <= 10 * modality.GOVERNED_WINDOW
    assert (
        modality.modality_conflict("Members must cancel in writing.", "Members may cancel in writing.")
        is not None
    )
