"""Judged metrics: pure functions from a sample and its judge tables to a Score."""

from __future__ import annotations

from collections.abc import Sequence

from ragmeter.judges.base import ClaimVerdict, Judgement, Label
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need
from ragmeter.sample import Sample, Score
from ragmeter.text.refusal import expects_refusal

__all__ = ["SPECS", "correctness_f1", "rank_aware_precision"]


def _claims(verdicts: Sequence[ClaimVerdict]) -> list[dict[str, object]]:
    return [v.to_dict() for v in verdicts]


def _missing_judgement() -> Score:
    # The runner always judges before computing; reaching this is a programming error
    # that must still surface as an explicit status rather than a number.
    from ragmeter.sample import Status

    return Score.undefined(Status.ERROR, "no judgement was produced for this sample")


# ---------------------------------------------------------------- faithfulness
def faithfulness(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    if j is None or j.answer_vs_contexts is None:
        return _missing_judgement()
    if j.refusal:
        return Score.of(1.0, "the answer is a refusal: it asserts nothing unsupported", refusal=True)
    verdicts = j.answer_vs_contexts
    if not verdicts:
        return Score.not_applicable("the answer contains no checkable claim")
    supported = sum(v.supported for v in verdicts)
    reason = f"{supported} of {len(verdicts)} claims are supported by the contexts"
    if not sample.contexts:
        reason += " (no contexts were retrieved)"
    return Score.of(supported / len(verdicts), reason, claims=_claims(verdicts))


def _faithfulness_needs(_s: Sample) -> frozenset[Need]:
    return frozenset({Need.ANSWER_VS_CONTEXTS})


# ---------------------------------------------------------------- answer relevancy
def answer_relevancy(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    if j is None or j.relevance is None:
        return _missing_judgement()
    if j.refusal:
        return Score.not_applicable(
            "the answer is a refusal; whether refusing was right is the diagnosis' call",
            refusal=True,
        )
    rel = j.relevance
    details: dict[str, object] = {}
    if rel.questions:
        details["generated_questions"] = list(rel.questions)
    return Score.of(rel.score, rel.reason, **details)


def _relevance_needs(_s: Sample) -> frozenset[Need]:
    return frozenset({Need.RELEVANCE})


# ---------------------------------------------------------------- context recall / precision
def relevant_set(sample: Sample, rel_level: int = 1) -> set[str]:
    return {d for d, g in (sample.relevant_ids or {}).items() if g >= rel_level}


def ids_usable(sample: Sample) -> bool:
    """Id-based scoring needs judged ids and an id on every retrieved context."""
    return (
        sample.relevant_ids is not None
        and len(sample.relevant_ids) > 0
        and all(c.id is not None for c in sample.contexts)
    )


def _statement_mode(sample: Sample) -> bool:
    return not ids_usable(sample) and not sample.out_of_scope


def context_recall(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    if sample.relevant_ids is not None and len(sample.relevant_ids) == 0:
        return Score.not_applicable("out of scope: no document in the corpus answers this question")
    if ids_usable(sample):
        relevant = relevant_set(sample)
        if not relevant:
            return Score.not_applicable("no judged document reaches relevance grade 1")
        retrieved = {c.id for c in sample.contexts}
        found = sorted(relevant & retrieved)
        missed = sorted(relevant - retrieved)
        return Score.of(
            len(found) / len(relevant),
            f"retrieved {len(found)} of {len(relevant)} relevant documents",
            matched_ids=found,
            missed_ids=missed,
        )
    if not sample.reference:
        return Score.not_applicable("needs relevant_ids (with context ids) or a reference answer")
    if j is None or j.reference_vs_contexts is None:
        return _missing_judgement()
    verdicts = j.reference_vs_contexts
    if not verdicts:
        return Score.not_applicable("the reference contains no checkable statement")
    found_n = sum(v.supported for v in verdicts)
    return Score.of(
        found_n / len(verdicts),
        f"{found_n} of {len(verdicts)} reference statements are supported by the contexts",
        statements=_claims(verdicts),
    )


def _recall_needs(s: Sample) -> frozenset[Need]:
    if _statement_mode(s) and s.reference:
        return frozenset({Need.REFERENCE_VS_CONTEXTS})
    return frozenset()


def rank_aware_precision(useful: Sequence[bool]) -> float:
    """Mean of precision@i over the ranks i that hold a useful context (0 when none do)."""
    hits = 0
    total = 0.0
    for rank, u in enumerate(useful, 1):
        if u:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0


def context_precision(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    if sample.relevant_ids is not None and len(sample.relevant_ids) == 0:
        return Score.not_applicable("out of scope: no document in the corpus answers this question")
    if not sample.contexts:
        return Score.not_applicable("no contexts were retrieved")
    if ids_usable(sample):
        relevant = relevant_set(sample)
        useful = [c.id in relevant for c in sample.contexts]
        basis = "relevant ids"
    else:
        if j is None:
            return _missing_judgement()
        if sample.reference and j.reference_vs_contexts is not None:
            verdicts, basis = j.reference_vs_contexts, "reference statements"
        elif j.answer_vs_contexts is not None and not j.refusal:
            verdicts, basis = j.answer_vs_contexts, "answer claims"
        else:
            return Score.not_applicable("needs relevant_ids, a reference or a non-refusal answer")
        if not verdicts:
            return Score.not_applicable(f"no {basis} to attribute contexts to")
        supporting = {i for v in verdicts for i in v.supported_by}
        useful = [i in supporting for i in range(len(sample.contexts))]
    score = rank_aware_precision(useful)
    n_useful = sum(useful)
    return Score.of(
        score,
        f"{n_useful} of {len(useful)} contexts are useful (judged by {basis}); rank-aware precision",
        useful=[int(u) for u in useful],
    )


def _precision_needs(s: Sample) -> frozenset[Need]:
    if not _statement_mode(s) or not s.contexts:
        return frozenset()
    if s.reference:
        return frozenset({Need.REFERENCE_VS_CONTEXTS})
    return frozenset({Need.ANSWER_VS_CONTEXTS})


# ---------------------------------------------------------------- answer correctness
def correctness_f1(backed: int, contradicted: int, stated: int, reference_statements: int) -> float:
    """F1 of precision and recall against the reference (pure).

    Precision: of the answer's claims the reference decides (backs or contradicts), the
    share it backs; 1.0 when it decides none (nothing the answer says is wrong by it).
    Recall: the share of the reference's statements the answer states."""
    decided = backed + contradicted
    precision = backed / decided if decided else 1.0
    recall = stated / reference_statements if reference_statements else 1.0
    return 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)


def answer_correctness(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    """Does the answer state the reference, without contradicting it? Claims of the
    answer the reference neither backs nor contradicts (a wordy answer's extra detail)
    count neither way: whether they are true is faithfulness' question. A reference that
    says not to answer ("Not in the documents; the system should refuse.", or a refusal
    itself) is stated by a refusal (1.0) and by nothing else (0.0)."""
    if not sample.reference:
        return Score.not_applicable("needs a reference answer")
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    if j is None or j.answer_vs_reference is None or j.reference_vs_answer is None:
        return _missing_judgement()
    if expects_refusal(sample.reference):  # "Not in the documents; the system should refuse."
        if j.refusal:
            why = "the reference says not to answer, and the answer refuses"
            return Score.of(1.0, why, expects_refusal=True)
        return Score.of(0.0, "the reference says not to answer, but the answer answers", expects_refusal=True)
    tp = sum(v.supported for v in j.answer_vs_reference)
    fp = sum(v.label is Label.CONTRADICTED for v in j.answer_vs_reference)
    extra = len(j.answer_vs_reference) - tp - fp
    n_ref = len(j.reference_vs_answer)
    stated = sum(v.supported for v in j.reference_vs_answer)
    fn = n_ref - stated
    if n_ref == 0 and tp + fp == 0:
        return Score.not_applicable("neither answer nor reference has a checkable statement")
    return Score.of(
        correctness_f1(tp, fp, stated, n_ref),
        f"the answer states {stated} of {n_ref} reference statements; of its "
        f"{len(j.answer_vs_reference)} claims the reference backs {tp} and contradicts {fp}"
        + (f" ({extra} go beyond the reference and are not counted)" if extra else ""),
        tp=tp,
        fp=fp,
        fn=fn,
        extra=extra,
        answer_claims=_claims(j.answer_vs_reference),
        reference_statements=_claims(j.reference_vs_answer),
    )


def _correctness_needs(s: Sample) -> frozenset[Need]:
    return frozenset({Need.CORRECTNESS}) if s.reference and s.answer else frozenset()


SPECS = (
    MetricSpec(
        "faithfulness",
        "Share of the answer's claims supported by the retrieved contexts (refusals score 1).",
        Kind.JUDGED,
        faithfulness,
        _faithfulness_needs,
    ),
    MetricSpec(
        "answer_relevancy",
        "Does the answer address the question (refusals are not applicable).",
        Kind.JUDGED,
        answer_relevancy,
        _relevance_needs,
        aliases=("relevance", "answer_relevance"),
    ),
    MetricSpec(
        "context_recall",
        "Share of relevant ids retrieved, else share of reference statements found in the contexts.",
        Kind.JUDGED,
        context_recall,
        _recall_needs,
    ),
    MetricSpec(
        "context_precision",
        "Rank-aware precision of useful contexts (by ids, else by reference/answer support).",
        Kind.JUDGED,
        context_precision,
        _precision_needs,
    ),
    MetricSpec(
        "answer_correctness",
        "F1 of the reference statements the answer states and its claims the reference backs "
        "(not contradicts).",
        Kind.JUDGED,
        answer_correctness,
        _correctness_needs,
    ),
)
