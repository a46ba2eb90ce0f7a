"""Claim-level metrics (RAGChecker's modular metrics) on small verdict tables, computed by
hand; the partition of the answer's claims as a property; both judges end to end; and the
LLM judge makes no call for them beyond the two it makes anyway."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ragmeter
from ragmeter.judges.base import ClaimVerdict, JudgeError, Judgement, JudgeTask, Label, PartialJudgement
from ragmeter.judges.llm import LLMConfig, LLMJudge
from ragmeter.metrics import parse_metric
from ragmeter.metrics.claims import CLAIM_METRICS, AnswerClaim, classify, relevant_contexts, support
from ragmeter.runner import score_sample
from ragmeter.sample import Context, Sample, Status
from ragmeter.testing import ScriptedBackend

S, U, C = Label.SUPPORTED, Label.UNSUPPORTED, Label.CONTRADICTED
CLAIMS = [m for group in CLAIM_METRICS.values() for m in group if m != "faithfulness"]


def v(claim: str, label: Label, by: tuple[int, ...] = (), source: int | None = None) -> ClaimVerdict:
    return ClaimVerdict(claim, label, supported_by=by, source=source)


def sample(k: int = 3, reference: str | None = "the reference", answer: str = "the answer") -> Sample:
    return Sample(
        "s1", "q?", answer, tuple(Context(f"context {i}", f"d{i}") for i in range(k)), reference=reference
    )


# Three contexts. Reference: r1 covered by c0 and stated, r2 covered by c1 and not stated,
# r3 not covered but stated. Answer: one claim of each kind, and a6 grounded in both a
# relevant (c1) and an irrelevant (c2) context.
REF_VS_CTX = (v("r1", S, (0,)), v("r2", S, (1,)), v("r3", U))
REF_VS_ANS = (v("r1", S), v("r2", U), v("r3", S))
ANSWER = ("a1", "a2", "a3", "a4", "a5", "a6")
ANS_VS_REF = (v("a1", S), v("a2", U), v("a3", C), v("a4", U), v("a5", S), v("a6", U))
ANS_VS_CTX = (
    v("a1", S, (0,)),  # correct, grounded
    v("a2", S, (1,)),  # incorrect, grounded in a relevant context: relevant noise
    v("a3", S, (2,)),  # incorrect, grounded in an irrelevant one: irrelevant noise
    v("a4", U),  # incorrect, not grounded: hallucination
    v("a5", C),  # correct, not grounded: self-knowledge
    v("a6", S, (1, 2)),  # incorrect, relevant and irrelevant: counted once, as relevant noise
)
TABLES = Judgement(
    answer_vs_contexts=ANS_VS_CTX,
    reference_vs_contexts=REF_VS_CTX,
    answer_vs_reference=ANS_VS_REF,
    reference_vs_answer=REF_VS_ANS,
)

EXPECTED = {
    "claim_precision": 2 / 6,  # a1, a5
    "claim_recall": 2 / 3,  # r1, r3
    "claim_f1": 2 * (1 / 3) * (2 / 3) / (1 / 3 + 2 / 3),  # 4/9
    "context_claim_recall": 2 / 3,  # r1, r2
    "context_claim_precision": 2 / 3,  # c0, c1 of 3
    "context_utilization": 1 / 2,  # of r1, r2 (covered), r1 stated
    "noise_sensitivity_relevant": 2 / 6,  # a2, a6
    "noise_sensitivity_irrelevant": 1 / 6,  # a3
    "hallucination_rate": 1 / 6,  # a4
    "self_knowledge": 1 / 6,  # a5
    "faithfulness": 4 / 6,  # a1, a2, a3, a6
}


def score(name: str, j: Judgement | None = TABLES, s: Sample | None = None) -> Any:
    return parse_metric(name).compute(s or sample(), j)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_hand_computed_values(name: str) -> None:
    sc = score(name)
    assert sc.status is Status.OK, sc.reason
    assert sc.value == pytest.approx(EXPECTED[name])


def test_reasons_count_what_they_measure() -> None:
    assert score("noise_sensitivity_relevant").reason == (
        "2 of 6 answer claims are incorrect and taken from a relevant context"
    )
    assert (
        score("context_claim_precision").reason
        == "2 of 3 retrieved contexts support at least one reference claim"
    )
    assert score("context_claim_precision").details["relevant"] == [1, 1, 0]
    assert (
        score("context_utilization").reason
        == "the answer states 1 of the 2 reference claims the contexts cover"
    )
    halluc = score("hallucination_rate")
    assert halluc.details["claims"] == [{"claim": "a4", "contexts": []}]
    # hallucination_rate does not read which contexts are relevant: noise is not split
    assert halluc.details["kinds"] == {
        "correct_grounded": 1,
        "hallucination": 1,
        "noise": 3,
        "self_knowledge": 1,
    }
    noise = score("noise_sensitivity_irrelevant")
    assert noise.details["kinds"] == {
        "correct_grounded": 1,
        "hallucination": 1,
        "noise_irrelevant": 1,
        "noise_relevant": 2,
        "self_knowledge": 1,
    }


def test_the_five_kinds_partition_the_answer() -> None:
    shares = [EXPECTED[m] for m in ("noise_sensitivity_relevant", "noise_sensitivity_irrelevant")]
    correct_grounded = EXPECTED["claim_precision"] - EXPECTED["self_knowledge"]
    assert sum(shares) + correct_grounded == pytest.approx(EXPECTED["faithfulness"])
    assert EXPECTED["faithfulness"] + EXPECTED["hallucination_rate"] + EXPECTED[
        "self_knowledge"
    ] == pytest.approx(1)


def test_support_falls_back_to_the_evidence_context_then_to_all() -> None:
    # supported, no single context named, evidence in c2 (irrelevant): irrelevant noise
    assert support(v("x", S, (), source=2), 3) == frozenset({2})
    assert support(v("x", U, (), source=2), 3) == frozenset()  # unsupported: no attribution
    assert support(v("x", S, (0, 7)), 3) == frozenset({0})  # out-of-range numbers ignored
    rel = relevant_contexts([frozenset({0})])
    assert classify(AnswerClaim("x", False, True, frozenset({2})), rel, 3) == "noise_irrelevant"
    # supported by the contexts together, none alone: attributed to all of them
    assert classify(AnswerClaim("x", False, True, frozenset()), rel, 3) == "noise_relevant"
    assert classify(AnswerClaim("x", False, True, frozenset()), frozenset(), 3) == "noise_irrelevant"
    j = Judgement(
        answer_vs_contexts=(v("a", S, (), source=2),),
        reference_vs_contexts=(v("r", S, (0,)),),
        answer_vs_reference=(v("a", U),),
        reference_vs_answer=(v("r", U),),
    )
    assert score("noise_sensitivity_irrelevant", j).value == 1.0
    assert score("noise_sensitivity_relevant", j).value == 0.0


def test_without_a_reference_every_claim_metric_is_not_applicable() -> None:
    for name in CLAIMS:
        sc = score(name, None, sample(reference=None))
        assert sc.status is Status.NOT_APPLICABLE, name
        assert "reference" in sc.reason
        assert parse_metric(name).needs(sample(reference=None)) == frozenset()


def test_no_answer_no_contexts_no_claims() -> None:
    assert score("claim_precision", s=sample(answer="")).status is Status.NOT_APPLICABLE
    assert score("context_claim_recall", s=sample(answer="")).status is Status.OK  # the retriever's
    no_ctx = score("context_claim_precision", s=sample(k=0))
    assert (no_ctx.status, no_ctx.reason) == (Status.NOT_APPLICABLE, "no contexts were retrieved")
    empty = Judgement(
        answer_vs_contexts=(), reference_vs_contexts=(), answer_vs_reference=(), reference_vs_answer=()
    )
    assert score("claim_recall", empty).reason == "the reference contains no checkable claim"
    assert score("hallucination_rate", empty).status is Status.NOT_APPLICABLE
    uncovered = Judgement(reference_vs_contexts=(v("r", U),), reference_vs_answer=(v("r", S),))
    assert "nothing to use" in score("context_utilization", uncovered).reason


def test_a_refusal_asserts_nothing() -> None:
    j = Judgement(
        refusal=True,
        answer_vs_contexts=(),
        reference_vs_contexts=REF_VS_CTX,
        answer_vs_reference=(v("I don't know", U),),  # the offline judge checks the refusal's words
        reference_vs_answer=(v("r1", U), v("r2", U), v("r3", U)),
    )
    assert score("claim_precision", j).status is Status.NOT_APPLICABLE
    assert score("claim_recall", j).value == 0.0
    assert score("claim_f1", j).value == 0.0
    assert score("context_utilization", j).value == 0.0
    for name in ("hallucination_rate", "noise_sensitivity_relevant", "self_knowledge"):
        sc = score(name, j)
        assert sc.value == 0.0 and sc.details["refusal"] is True


def test_answer_tables_that_disagree_are_an_error_not_a_number() -> None:
    j = Judgement(
        answer_vs_contexts=ANS_VS_CTX[:2], answer_vs_reference=ANS_VS_REF, reference_vs_contexts=REF_VS_CTX
    )
    sc = score("hallucination_rate", j)
    assert sc.status is Status.ERROR and "disagree" in sc.reason


class _Partial:
    """A judge whose verify call failed: the context tables are void."""

    name, version = "partial", "1"

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version}

    def judge(self, task: JudgeTask) -> Judgement:
        err = JudgeError("verify: cut off", Status.TRUNCATED)
        return PartialJudgement(
            {"answer_vs_contexts": err, "reference_vs_contexts": err},
            answer_vs_reference=ANS_VS_REF,
            reference_vs_answer=REF_VS_ANS,
        )


def test_a_void_table_leaves_only_the_metrics_that_read_it_undefined() -> None:
    metrics = [parse_metric(m) for m in CLAIMS]
    r = score_sample(sample(), metrics, _Partial())
    assert r.scores["claim_precision"].value == pytest.approx(2 / 6)
    assert r.scores["claim_recall"].value == pytest.approx(2 / 3)
    for name in ("context_claim_recall", "hallucination_rate", "noise_sensitivity_irrelevant"):
        assert r.scores[name].status is Status.TRUNCATED, name


verdicts = st.sampled_from([S, U, C])


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 4),
    st.lists(st.tuples(verdicts, verdicts, st.lists(st.integers(0, 3), max_size=3)), min_size=1, max_size=6),
    st.lists(st.tuples(verdicts, verdicts, st.lists(st.integers(0, 3), max_size=3)), min_size=1, max_size=6),
)
def test_shares_are_in_range_and_partition_the_answer(
    k: int, answer: list[tuple[Label, Label, list[int]]], reference: list[tuple[Label, Label, list[int]]]
) -> None:
    j = Judgement(
        answer_vs_contexts=tuple(v(f"a{i}", g, tuple(by)) for i, (_, g, by) in enumerate(answer)),
        answer_vs_reference=tuple(v(f"a{i}", c) for i, (c, _, _) in enumerate(answer)),
        reference_vs_contexts=tuple(v(f"r{i}", g, tuple(by)) for i, (_, g, by) in enumerate(reference)),
        reference_vs_answer=tuple(v(f"r{i}", c) for i, (c, _, _) in enumerate(reference)),
    )
    s = sample(k)
    values = {m: parse_metric(m).compute(s, j) for m in (*CLAIMS, "faithfulness")}
    for name, sc in values.items():
        assert sc.status in (Status.OK, Status.NOT_APPLICABLE), (name, sc.reason)
        assert sc.value is None or 0.0 <= sc.value <= 1.0
    shares = (
        "noise_sensitivity_relevant",
        "noise_sensitivity_irrelevant",
        "hallucination_rate",
        "self_knowledge",
    )
    grounded_correct = values["claim_precision"].value - values["self_knowledge"].value  # type: ignore[operator]
    total = sum(values[m].value for m in shares) + grounded_correct  # type: ignore[misc]
    assert total == pytest.approx(1.0)
    assert values["faithfulness"].value + values["hallucination_rate"].value + values[  # type: ignore[operator]
        "self_knowledge"
    ].value == pytest.approx(1.0)


ROWS = [
    {
        "id": "q1",
        "question": "How long do I have to return an item?",
        "answer": "Refunds are accepted within 30 days. Shipping takes 60 days.",
        "reference": "Refunds are accepted within 30 days of purchase.",
        "contexts": [
            {"id": "d1", "text": "Refunds are accepted within 30 days of purchase."},
            {"id": "d2", "text": "Shipping takes 60 days."},
        ],
    },
    {"id": "q2", "question": "Who runs it?", "answer": "Nobody knows.", "contexts": ["It is run by Ann."]},
]


def test_the_offline_judge_answers_every_claim_metric() -> None:
    run = ragmeter.evaluate(ROWS, metrics=CLAIMS)
    first, second = run.samples
    for name in CLAIMS:
        assert first.scores[name].status is Status.OK, (name, first.scores[name].reason)
        assert second.scores[name].status is Status.NOT_APPLICABLE  # no reference
    assert first.scores["context_claim_precision"].value == 0.5  # only d1 holds the reference


def test_the_llm_judge_makes_no_call_for_them() -> None:
    core = ["faithfulness", "answer_correctness", "context_recall"]
    counts = {}
    for name, metrics in (("core", core), ("claims", CLAIMS), ("both", core + CLAIMS)):
        backend = ScriptedBackend()
        run = ragmeter.evaluate(ROWS[:1], metrics=metrics, judge=LLMJudge(backend, LLMConfig(model="m")))
        assert all(sc.status is Status.OK for sc in run.samples[0].scores.values()), name
        counts[name] = len(backend.requests)
    assert counts == {"core": 2, "claims": 2, "both": 2}


def test_the_diagnosis_reads_the_claim_metrics_when_the_run_has_them() -> None:
    from ragmeter.diagnosis import diagnose
    from ragmeter.sample import DiagnosisLabel, Score

    s = sample()
    no_ids = Sample(s.id, s.question, s.answer, tuple(Context(c.text) for c in s.contexts), s.reference)
    faithful = {"faithfulness": Score.of(1.0)}
    d = diagnose(no_ids, {**faithful, "context_utilization": Score.of(0.25)}, False)
    assert d.label is DiagnosisLabel.FIX_GENERATION and "context utilization < 50%" in d.reason
    d = diagnose(no_ids, {**faithful, "context_utilization": Score.of(0.75)}, False)
    assert d.label is DiagnosisLabel.PASS and "context utilization 0.75" in d.reason
    d = diagnose(no_ids, {"faithfulness": Score.of(0.3), "hallucination_rate": Score.of(0.5)}, False)
    assert d.label is DiagnosisLabel.FIX_GENERATION and "50% of its claims invented" in d.reason
    d = diagnose(no_ids, {**faithful, "context_claim_recall": Score.of(0.2)}, False)
    assert d.label is DiagnosisLabel.FIX_RETRIEVAL and "cover only 20%" in d.reason
