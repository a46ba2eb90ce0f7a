"""Metric definitions: hand-computed values, names that parse back, statuses instead of NaN."""

from __future__ import annotations

import math

import pytest

import ragmeter
from ragmeter.judges.base import ClaimVerdict, Judgement, Label, Relevance
from ragmeter.metrics import DEFAULT_METRICS, available, parse_metric, parse_metrics
from ragmeter.metrics.judged import (
    answer_correctness,
    answer_relevancy,
    context_precision,
    context_recall,
    correctness_f1,
    faithfulness,
    rank_aware_precision,
)
from ragmeter.metrics.overall import band, overall_score, recommendations
from ragmeter.metrics.text import squad_f1, squad_normalize
from ragmeter.sample import Context, Sample, Score, Status


def S(**kw: object) -> Sample:
    kw.setdefault("id", "s")
    kw.setdefault("question", "q?")
    return Sample(**kw)  # type: ignore[arg-type]


def V(label: str, supported_by: tuple[int, ...] = ()) -> ClaimVerdict:
    return ClaimVerdict(f"claim {label}", Label(label), supported_by=supported_by)


# ---------------------------------------------------------------- names
@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("ndcg@10", "ndcg@10"),
        ("NDCG@10", "ndcg@10"),
        ("recall@5", "recall@5"),
        ("P_5", "precision@5"),
        ("recall_100", "recall@100"),
        ("ndcg_cut_10", "ndcg@10"),
        ("success_5", "hit_rate@5"),
        ("recip_rank", "mrr"),
        ("map", "map"),
        ("map@10", "map@10"),
        ("Rprec", "r_precision"),
        ("faithfulness", "faithfulness"),
        ("relevance", "answer_relevancy"),
        ("em", "exact_match"),
    ],
)
def test_names_parse_back(name: str, canonical: str) -> None:
    m = parse_metric(name)
    assert str(m) == canonical
    assert parse_metric(str(m)) == m


def test_every_metric_round_trips() -> None:
    for spec in available():
        m = parse_metric(spec.name + ("@3" if spec.requires_k else ""))
        assert parse_metric(str(m)) == m


@pytest.mark.parametrize("bad", ["bogus", "faithfulness@3", "precision", "recall@0", ""])
def test_bad_names_are_rejected(bad: str) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - message checked elsewhere
        parse_metrics(bad) if bad == "" else parse_metric(bad)


def test_defaults_and_dedup() -> None:
    assert [str(m) for m in parse_metrics(None)] == list(DEFAULT_METRICS)
    assert [str(m) for m in parse_metrics("mrr,recip_rank,mrr")] == ["mrr"]


# ---------------------------------------------------------------- Score is never NaN
def test_score_rejects_nan_and_out_of_range() -> None:
    for bad in (math.nan, math.inf, -0.1, 1.1):
        with pytest.raises(ValueError):  # noqa: PT011
            Score(bad)
    with pytest.raises(ValueError, match="needs a value"):
        Score(None, Status.OK)
    with pytest.raises(ValueError, match="carries no value"):
        Score(0.5, Status.NOT_APPLICABLE)
    assert Score.of(1.0000000000001).value == 1.0


# ---------------------------------------------------------------- faithfulness
def test_faithfulness_share_of_supported_claims() -> None:
    j = Judgement(answer_vs_contexts=(V("supported"), V("unsupported"), V("supported"), V("contradicted")))
    sc = faithfulness(S(answer="x", contexts=(Context("c"),)), j, None)
    assert sc.value == 0.5
    assert len(sc.details["claims"]) == 4


def test_faithfulness_refusal_and_statuses() -> None:
    assert (
        faithfulness(S(answer="I don't know"), Judgement(refusal=True, answer_vs_contexts=()), None).value
        == 1.0
    )
    assert faithfulness(S(answer=""), None, None).status is Status.NOT_APPLICABLE
    assert (
        faithfulness(S(answer="ok."), Judgement(answer_vs_contexts=()), None).status is Status.NOT_APPLICABLE
    )
    assert faithfulness(S(answer="x"), None, None).status is Status.ERROR


def test_faithfulness_end_to_end_number_mismatch() -> None:
    res = ragmeter.evaluate(
        [
            {
                "question": "How much is it?",
                "answer": "The plan costs 25 dollars per month.",
                "contexts": ["The plan costs 10 dollars per month."],
            }
        ],
        metrics=["faithfulness", "hallucination"],
    )
    assert res["faithfulness"] == 0.0
    assert "25" in res.samples[0].scores["faithfulness"].details["claims"][0]["reason"]
    assert res["hallucination"] == 1.0


# ---------------------------------------------------------------- context recall / precision
def test_context_recall_by_ids() -> None:
    s = S(contexts=(Context("a", "d1"), Context("b", "d9")), relevant_ids={"d1": 1, "d2": 2, "d3": 0})
    sc = context_recall(s, None, None)
    assert sc.value == 0.5  # d3 has grade 0: not relevant
    assert sc.details["missed_ids"] == ["d2"]


def test_context_recall_out_of_scope_and_missing_inputs() -> None:
    assert context_recall(S(relevant_ids={}), None, None).status is Status.NOT_APPLICABLE
    assert context_recall(S(contexts=(Context("a"),)), None, None).status is Status.NOT_APPLICABLE


def test_context_recall_by_reference_statements() -> None:
    j = Judgement(reference_vs_contexts=(V("supported", (0,)), V("unsupported"), V("supported", (1,))))
    sc = context_recall(S(reference="r", contexts=(Context("a"), Context("b"))), j, None)
    assert sc.value == pytest.approx(2 / 3)


def test_rank_aware_precision_hand_computed() -> None:
    # useful at ranks 1 and 3: (1/1 + 2/3) / 2
    assert rank_aware_precision([True, False, True]) == pytest.approx((1 + 2 / 3) / 2)
    assert rank_aware_precision([False, True]) == pytest.approx(0.5)
    assert rank_aware_precision([False, False]) == 0.0
    assert rank_aware_precision([True, True, True]) == 1.0


def test_context_precision_by_ids_and_by_reference() -> None:
    s = ragmeter.load_samples(
        [
            {
                "question": "q",
                "contexts": [{"id": "d9", "text": "a"}, {"id": "d1", "text": "b"}],
                "relevant_ids": ["d1"],
            }
        ]
    )[0]
    assert context_precision(s, None, None).value == 0.5
    j = Judgement(reference_vs_contexts=(V("supported", (0, 2)), V("supported", (2,))))
    s2 = S(reference="r", contexts=(Context("a"), Context("b"), Context("c")))
    sc = context_precision(s2, j, None)
    assert sc.details["useful"] == [1, 0, 1]
    assert sc.value == pytest.approx((1 + 2 / 3) / 2)
    assert context_precision(S(reference="r"), j, None).status is Status.NOT_APPLICABLE


# ---------------------------------------------------------------- correctness, relevancy
def test_answer_correctness_statement_f1() -> None:
    """Precision over the answer claims the reference decides (an unsupported claim goes
    beyond the reference and counts neither way); recall over the reference statements."""
    j = Judgement(
        answer_vs_reference=(V("supported"), V("supported"), V("unsupported")),  # tp=2, extra=1
        reference_vs_answer=(V("supported"), V("unsupported")),  # fn=1
    )
    sc = answer_correctness(S(answer="a", reference="r"), j, None)
    assert sc.value == pytest.approx(2 * 1.0 * 0.5 / 1.5)  # precision 1, recall 1/2
    assert (sc.details["tp"], sc.details["fp"], sc.details["fn"], sc.details["extra"]) == (2, 0, 1, 1)
    assert "1 go beyond the reference" in sc.reason
    assert answer_correctness(S(answer="a"), j, None).status is Status.NOT_APPLICABLE


def test_answer_correctness_counts_contradicted_claims_and_never_extra_detail() -> None:
    wrong = Judgement(
        answer_vs_reference=(V("contradicted"), V("supported")),  # precision 1/2
        reference_vs_answer=(V("supported"),),  # recall 1
    )
    assert answer_correctness(S(answer="a", reference="r"), wrong, None).value == pytest.approx(2 / 3)
    # a wordy answer that states the reference: its extra detail costs nothing
    wordy = Judgement(answer_vs_reference=(V("unsupported"),), reference_vs_answer=(V("supported"),))
    assert answer_correctness(S(answer="a", reference="r"), wordy, None).value == 1.0
    # an answer that does not state the reference is wrong, whatever else it says
    missed = Judgement(answer_vs_reference=(V("unsupported"),), reference_vs_answer=(V("unsupported"),))
    assert answer_correctness(S(answer="a", reference="r"), missed, None).value == 0.0
    assert correctness_f1(0, 0, 0, 0) == 1.0 and correctness_f1(0, 3, 0, 1) == 0.0


def test_answer_relevancy_uses_relevance_table() -> None:
    j = Judgement(relevance=Relevance(0.75, "3 of 4"))
    assert answer_relevancy(S(answer="a"), j, None).value == 0.75
    refused = Judgement(refusal=True, relevance=Relevance(0.0, "x"))
    assert answer_relevancy(S(answer="I don't know"), refused, None).status is Status.NOT_APPLICABLE


# ---------------------------------------------------------------- text metrics
def test_squad_normalisation_and_f1() -> None:
    assert squad_normalize("The  Quick, brown fox!") == "quick brown fox"
    assert squad_f1("the cat sat", "a cat sat down") == pytest.approx(
        2 * (2 / 2) * (2 / 3) / ((2 / 2) + (2 / 3))
    )
    assert squad_f1("", "") == 1.0


def test_exact_match_f1_rouge_end_to_end() -> None:
    res = ragmeter.evaluate(
        [
            {"question": "q", "answer": "Paris.", "reference": "paris", "contexts": []},
            {
                "question": "q2",
                "answer": "서울은 한국의 수도이다",
                "reference": "서울은 한국의 수도입니다",
                "contexts": [],
            },
        ],
        metrics=["exact_match", "f1", "rouge", "rouge1", "rouge2", "rougeL"],
    )
    first, korean = res.samples
    assert first.scores["exact_match"].value == 1.0
    assert first.scores["rouge1"].value == 1.0
    # Korean is tokenised (not dropped as rouge-score's default tokenizer would) and particles stripped
    assert korean.scores["rouge1"].value == 1.0
    assert korean.scores["f1"].value == 1.0
    assert set(first.scores["rouge"].details) == {"rouge1", "rouge2", "rougeL"}


def test_bertscore_without_a_local_model_is_an_error_before_any_sample(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("bert_score", reason="the bertscore extra is not installed (not in the test extra)")
    monkeypatch.delenv("RAGMETER_BERTSCORE_MODEL", raising=False)
    with pytest.raises(ragmeter.ConfigError, match="RAGMETER_BERTSCORE_MODEL"):
        ragmeter.evaluate([{"question": "q", "answer": "a", "reference": "b"}], metrics=["bertscore"])


def test_hallucination_counts_numbers_and_names() -> None:
    res = ragmeter.evaluate(
        [
            {
                "question": "q",
                "answer": "Barack Obama visited Berlin in 2009 with 300 staff.",
                "contexts": ["Obama went to Berlin in 2008."],
            }
        ],
        metrics=["hallucination"],
    )
    sc = res.samples[0].scores["hallucination"]
    # 2009 and 300 are absent; "barack obama" is absent as a name; "berlin" is present
    assert sc.details["unsupported_numbers"] == ["300", "2009"]
    assert sc.details["unsupported_entities"] == ["barack obama"]
    assert sc.value == pytest.approx(3 / 4)


# ---------------------------------------------------------------- retrieval metrics on samples
def test_sample_retrieval_metrics_hand_computed() -> None:
    rec = {
        "question": "q",
        "contexts": [{"id": i, "text": i} for i in ["d5", "d1", "d7", "d2"]],
        "relevant_ids": {"d1": 2, "d2": 1, "d3": 1},
    }
    res = ragmeter.evaluate(
        [rec], metrics=["recall@2", "precision@2", "mrr", "map", "ndcg@4", "hit_rate@1", "r_precision"]
    )
    sc = {k: v.value for k, v in res.samples[0].scores.items()}
    assert sc["recall@2"] == pytest.approx(1 / 3)
    assert sc["precision@2"] == pytest.approx(0.5)
    assert sc["mrr"] == pytest.approx(0.5)
    assert sc["map"] == pytest.approx((1 / 2 + 2 / 4) / 3)
    dcg = 2 / math.log2(3) + 1 / math.log2(5)
    idcg = 2 / math.log2(2) + 1 / math.log2(3) + 1 / math.log2(4)
    assert sc["ndcg@4"] == pytest.approx(dcg / idcg)
    assert sc["hit_rate@1"] == 0.0
    assert sc["r_precision"] == pytest.approx(1 / 3)


def test_sample_retrieval_metrics_statuses() -> None:
    res = ragmeter.evaluate(
        [
            {"question": "q", "contexts": ["no id"], "relevant_ids": ["d1"]},
            {"question": "q2", "contexts": [{"id": "d1", "text": "t"}]},
            {"question": "q3", "contexts": [{"id": "d1", "text": "t"}], "relevant_ids": []},
        ],
        metrics=["recall@5"],
    )
    reasons = [r.scores["recall@5"].reason for r in res.samples]
    assert all(r.scores["recall@5"].status is Status.NOT_APPLICABLE for r in res.samples)
    assert "id on every retrieved context" in reasons[0]
    assert "needs relevant_ids" in reasons[1]
    assert "out of scope" in reasons[2]
    assert res["recall@5"] is None
    assert res.summary.metrics["recall@5"].coverage == 0.0


# ---------------------------------------------------------------- overall
def test_overall_weighted_mean_skips_undefined() -> None:
    scores = {
        "faithfulness": Score.of(1.0),
        "answer_relevancy": Score.of(0.5),
        "context_recall": Score.not_applicable("x"),
    }
    sc = overall_score(scores, {"faithfulness": 0.25, "answer_relevancy": 0.25, "context_recall": 0.2})
    assert sc.value == pytest.approx(0.75)
    assert overall_score({}, {"faithfulness": 1.0}).status is Status.NOT_APPLICABLE


@pytest.mark.parametrize(
    ("value", "name"),
    [
        (0.95, "Excellent"),
        (0.9, "Excellent"),
        (0.7, "Good"),
        (0.69, "Needs improvement"),
        (0.5, "Needs improvement"),
        (0.2, "Critical"),
    ],
)
def test_bands(value: float, name: str) -> None:
    assert band(value) == name


def test_recommendations_for_weak_metrics() -> None:
    recs = recommendations({"faithfulness": 0.9, "context_recall": 0.4, "hallucination": 0.5})
    assert len(recs) == 2
    assert any("context recall" in r for r in recs)
    assert any("Invented" in r for r in recs)
