"""Korean end-to-end sanity checks on the allganize/AutoRAG set in ../shared/data/korean_retrieval
(114 questions over 720 OCR'd pages; see its SOURCE.md)."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import ragmeter
from ragmeter.text.facts import numbers
from ragmeter.text.tokenize import char_ngrams

N_QUESTIONS = 40


@pytest.fixture(scope="module")
def korean(shared_data: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    base = shared_data / "korean_retrieval" / "data"
    qa = pd.read_parquet(base / "qa_v4.parquet").head(N_QUESTIONS)
    corpus = pd.read_parquet(base / "ocr_corpus_v3.parquet")
    pages = dict(zip(corpus["doc_id"], corpus["contents"]))
    rows = []
    for _, r in qa.iterrows():
        gold = [d for group in r["retrieval_gt"] for d in group]
        rows.append(
            {"id": r["qid"], "question": r["query"], "reference": r["generation_gt"][0], "gold": gold}
        )
    return rows, pages


class _BigramRetriever:
    """A plain character-bigram IDF retriever, only to produce Korean rankings."""

    def __init__(self, pages: dict[str, str]) -> None:
        self.grams = {d: char_ngrams(t) for d, t in pages.items()}
        df: Counter[str] = Counter()
        for g in self.grams.values():
            df.update(g)
        self.idf = {x: math.log(len(pages) / c) for x, c in df.items()}

    def __call__(self, question: str, k: int) -> list[str]:
        q = char_ngrams(question)
        scores = {d: sum(self.idf[x] for x in q & g) for d, g in self.grams.items()}
        return sorted(scores, key=lambda d: (-scores[d], d))[:k]


def test_retrieval_metrics_on_korean_page_ids(korean: tuple[list[dict[str, Any]], dict[str, str]]) -> None:
    rows, pages = korean
    retrieve = _BigramRetriever(pages)
    data, expected_hits = [], []
    for r in rows:
        ranked = retrieve(r["question"], 5)
        data.append(
            {
                "id": r["id"],
                "question": r["question"],
                "relevant_ids": r["gold"],
                "contexts": [{"id": d, "text": pages[d]} for d in ranked],
            }
        )
        expected_hits.append(float(any(d in r["gold"] for d in ranked)))
    res = ragmeter.evaluate(data, metrics=["hit_rate@5", "recall@5", "mrr"])
    assert [s.scores["hit_rate@5"].value for s in res.samples] == expected_hits
    assert res["hit_rate@5"] == pytest.approx(sum(expected_hits) / len(expected_hits))
    assert res["hit_rate@5"] > 0.5  # bigram overlap finds most gold pages on this set


def test_faithfulness_separates_matched_from_mismatched_korean_answers(
    korean: tuple[list[dict[str, Any]], dict[str, str]],
) -> None:
    rows, pages = korean
    matched, mismatched = [], []
    for i, r in enumerate(rows):
        contexts = [pages[d] for d in r["gold"]]
        other = rows[(i + 7) % len(rows)]["reference"]
        matched.append(
            {
                "id": f"m{i}",
                "question": r["question"],
                "answer": r["reference"],
                "contexts": contexts,
                "reference": r["reference"],
            }
        )
        mismatched.append(
            {
                "id": f"x{i}",
                "question": r["question"],
                "answer": other,
                "contexts": contexts,
                "reference": r["reference"],
            }
        )
    metrics = ["faithfulness", "answer_correctness", "answer_relevancy"]
    good = ragmeter.evaluate(matched, metrics=metrics)
    bad = ragmeter.evaluate(mismatched, metrics=metrics)
    assert good["answer_correctness"] == pytest.approx(1.0)  # an answer equal to its reference
    assert good["faithfulness"] > bad["faithfulness"] + 0.2
    assert good["answer_relevancy"] > bad["answer_relevancy"]
    assert bad["answer_correctness"] < 0.3


def test_korean_numbers_with_units() -> None:
    # "3.4조 원" is 3.4 trillion won, read as one value (canonical form "3400000000000 krw"),
    # so that it meets "3,400,000,000,000원" and "3조 4천억 원"
    assert 3.4e12 in numbers("전분기대비 3.4조 원이 감소했습니다")
    assert numbers("3.4조 원") == numbers("3,400,000,000,000원") == numbers("3조 4천억 원")
    assert 25000.0 in numbers("2.5만 명")
