"""evaluate(): inputs, RAG systems as callables, judge failures, outputs, determinism."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.cli.main import main
from ragmeter.judges.base import JudgeError, Judgement, JudgeTask
from ragmeter.sample import Status

CASES = EXAMPLES / "store_policy" / "cases.jsonl"
DOCS = {
    "tesla": "Elon Musk is the CEO of Tesla.",
    "openai": "OpenAI was founded in December 2015.",
}


def toy_rag(question: str) -> tuple[str, list[str]]:
    if "Tesla" in question:
        return "Elon Musk is the CEO of Tesla.", [DOCS["tesla"]]
    if "founded" in question:
        return "OpenAI was founded in 2015.", [DOCS["openai"]]
    return "I don't know.", []


def test_system_callable_with_category_dict() -> None:
    questions = {
        "simple": ["Who is the CEO of Tesla?", "When was OpenAI founded?"],
        "unanswerable": ["What will Rivian sell in 2031?"],
    }
    res = ragmeter.evaluate(questions, system=toy_rag)
    assert [r.category for r in res.samples] == ["simple", "simple", "unanswerable"]
    assert res["faithfulness"] == 1.0
    assert [r.diagnosis.label.value for r in res.samples][2] == "correct_refusal"
    assert set(res.summary.categories) == {"simple", "unanswerable"}


def test_system_object_with_query_method_and_failures() -> None:
    class Rag:
        def query(self, question: str) -> dict[str, Any]:
            if "boom" in question:
                raise RuntimeError("index offline")
            return {"answer": "Elon Musk.", "contexts": [{"id": "d1", "text": DOCS["tesla"]}]}

    res = ragmeter.evaluate(["Who runs Tesla?", "boom?"], system=Rag())
    ok, failed = res.samples
    assert ok.scores["faithfulness"].ok
    assert failed.scores["faithfulness"].status is Status.SYSTEM_ERROR
    assert "index offline" in failed.scores["faithfulness"].reason
    assert dict(res.summary.metrics["faithfulness"].statuses) == {"ok": 1, "system_error": 1}
    assert res.summary.system["errors"] == 1
    assert res.summary.system["answered"] == 1


class FlakyJudge:
    """Raises for one question; proves a judge failure is a status on judged metrics only."""

    name = "flaky"
    version = "0"

    def __init__(self) -> None:
        self.inner = ragmeter.OfflineJudge()

    def describe(self) -> dict[str, Any]:
        return {"name": self.name}

    def judge(self, task: JudgeTask) -> Judgement:
        if "fail" in task.question:
            raise JudgeError("model returned garbage twice", Status.JUDGE_ERROR)
        return self.inner.judge(task)


def test_judge_error_becomes_status_not_zero() -> None:
    data = [
        {
            "question": "fail please",
            "answer": "Paris is in France.",
            "contexts": ["Paris is in France."],
            "reference": "Paris",
        },
        {"question": "ok", "answer": "Paris is in France.", "contexts": ["Paris is in France."]},
    ]
    res = ragmeter.evaluate(data, metrics=["faithfulness", "exact_match"], judge=FlakyJudge())
    bad, _good = res.samples
    assert bad.scores["faithfulness"].status is Status.JUDGE_ERROR
    assert bad.scores["faithfulness"].value is None
    assert bad.scores["exact_match"].ok  # text metrics still computed
    assert res["faithfulness"] == 1.0  # the mean skips the undefined score
    assert res.summary.metrics["faithfulness"].coverage == 0.5


def test_workers_keep_input_order() -> None:
    data = [
        {"id": f"q{i}", "question": f"q{i}?", "answer": f"Answer {i}.", "contexts": [f"Answer {i}."]}
        for i in range(40)
    ]
    one = ragmeter.evaluate(data, workers=1)
    many = ragmeter.evaluate(data, workers=4)
    assert [r.id for r in many.samples] == [f"q{i}" for i in range(40)]
    assert one.to_dict()["samples"] == many.to_dict()["samples"]


def test_to_pandas_one_row_per_sample() -> None:
    pytest.importorskip("pandas")
    res = ragmeter.evaluate(str(CASES))
    df = res.to_pandas()
    assert list(df["id"]) == ["q1", "q2", "q3", "q4"]
    assert "faithfulness" in df.columns and "faithfulness_status" in df.columns
    assert df["diagnosis"].tolist() == ["pass", "fix_generation", "fix_retrieval", "correct_refusal"]
    assert df["context_recall"].isna().sum() == 1  # undefined stays undefined (None), not 0


def test_result_summary_has_ci_and_coverage() -> None:
    res = ragmeter.evaluate(str(CASES))
    m = res.summary.metrics["faithfulness"]
    assert m.ci_low <= m.mean <= m.ci_high
    assert m.n_ok == 4 and m.coverage == 1.0
    assert res.summary.diagnosis["pass"] == 1
    assert res.summary.dataset.fingerprint
    assert "faithfulness=" in repr(res)


def test_cli_writes_json_csv_markdown(tmp_path: Path) -> None:
    j, c, m = tmp_path / "o.json", tmp_path / "o.csv", tmp_path / "sub" / "o.md"
    res = CliRunner().invoke(
        main, ["eval", str(CASES), "--json", str(j), "--csv", str(c), "--markdown", str(m)]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(j.read_text())
    assert set(data) == {"summary", "samples"}
    sample = data["samples"][1]
    assert sample["id"] == "q2" and sample["diagnosis"] == "fix_generation"
    score = sample["scores"]["faithfulness"]
    assert score["value"] == 0.0 and score["status"] == "ok" and score["reason"]
    assert score["details"]["claims"][0]["verdict"] in {"unsupported", "contradicted"}
    assert data["summary"]["metrics"]["faithfulness"]["mean"] == pytest.approx(0.75)
    rows = list(csv.DictReader(c.open()))
    assert [r["id"] for r in rows] == ["q1", "q2", "q3", "q4"]
    assert rows[3]["context_recall"] == "" and rows[3]["context_recall_status"] == "not_applicable"
    md = m.read_text()
    assert "| faithfulness |" in md and "fix_retrieval" in md and "## Recommendations" in md


def test_cli_metrics_lists_descriptions() -> None:
    res = CliRunner().invoke(main, ["metrics"])
    assert res.exit_code == 0
    names = ("faithfulness", "context_precision", "ndcg(gain=linear|exp)[@k]", "hit_rate@k", "rouge", "bpref")
    for name in (*names, "bertscore(model=PATH)"):
        assert name in res.output


text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=120)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    question=text.filter(lambda s: s.strip() != ""),
    answer=text,
    contexts=st.lists(text, max_size=3),
    reference=st.one_of(st.none(), text),
)
def test_any_unicode_gives_bounded_deterministic_scores(
    question: str, answer: str, contexts: list[str], reference: str | None
) -> None:
    rec = {"question": question, "answer": answer, "contexts": contexts, "reference": reference}
    metrics = [
        "faithfulness",
        "answer_relevancy",
        "context_precision",
        "context_recall",
        "answer_correctness",
        "hallucination",
        "overall",
        "rouge",
        "f1",
        "exact_match",
    ]
    first = ragmeter.evaluate([rec], metrics=metrics, config=ragmeter.EvalConfig(ci_resamples=0))
    second = ragmeter.evaluate([rec], metrics=metrics, config=ragmeter.EvalConfig(ci_resamples=0))
    for name, sc in first.samples[0].scores.items():
        assert sc.status is not Status.ERROR, (name, sc.reason)
        if sc.value is not None:
            assert 0.0 <= sc.value <= 1.0
        assert second.samples[0].scores[name] == sc


def test_cli_offline_judge_options(tmp_path: Path) -> None:
    out = tmp_path / "o.json"
    res = CliRunner().invoke(
        main, ["eval", str(CASES), "--no-store", "--judge", "offline:rules+char-ngram", "--json", str(out)]
    )
    assert res.exit_code == 0, res.output
    judge = json.loads(out.read_text())["summary"]["judge"]
    assert (judge["mode"], judge["similarity"]) == ("rules", "char-ngram")
    bad = CliRunner().invoke(main, ["eval", str(CASES), "--no-store", "--judge", "offline:rules,lexical"])
    assert bad.exit_code == 2
    assert "exclude each other" in bad.output
    unknown = CliRunner().invoke(main, ["eval", str(CASES), "--no-store", "--judge", "offline:bogus"])
    assert unknown.exit_code == 2
    assert "unknown offline judge option 'bogus'" in unknown.output
