"""Claim-level diagnosis, as RAGChecker defines its modular metrics, on the verdict tables
every judge already returns (no extra model call): answer claims vs the contexts and vs
the reference, reference claims vs the contexts and vs the answer, each verdict with the
contexts that support it on its own (``supported_by``).

Per sample, with A the answer's claims, R the reference's and k retrieved contexts:

* an answer claim is *correct* when the reference backs it, *grounded* when the contexts
  support it (the faithfulness verdict);
* a context is *relevant* when it supports a reference claim on its own;
* a grounded claim's contexts are those that support it on its own (else the context of
  its best evidence; a claim supported only by several contexts together is attributed
  to all of them).

Overall: ``claim_precision`` = correct / A, ``claim_recall`` = R stated by the answer / R,
``claim_f1``. Retriever: ``context_claim_recall`` = R covered by the contexts / R,
``context_claim_precision`` = relevant contexts / k. Generator: ``context_utilization`` =
R covered and stated / R covered; of A: ``noise_sensitivity_relevant`` (incorrect,
grounded in a relevant context), ``noise_sensitivity_irrelevant`` (incorrect, grounded
only in irrelevant ones), ``hallucination_rate`` (incorrect, not grounded),
``self_knowledge`` (correct, not grounded). With faithfulness (grounded / A) the last
four partition the answer's claims: faithfulness + hallucination_rate + self_knowledge = 1.

The kernels are pure functions of plain values; the metric functions only read the
tables they need (a table voided by a failed call leaves only its metrics undefined).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ragmeter.errors import RagmeterError
from ragmeter.judges.base import ClaimVerdict, Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need
from ragmeter.sample import Sample, Score, Status

__all__ = [
    "CLAIM_METRICS",
    "SPECS",
    "AnswerClaim",
    "classify",
    "relevant_contexts",
    "support",
]

# the five kinds of answer claim (their shares of A sum to 1)
CORRECT_GROUNDED = "correct_grounded"
SELF_KNOWLEDGE = "self_knowledge"
NOISE_RELEVANT = "noise_relevant"
NOISE_IRRELEVANT = "noise_irrelevant"
HALLUCINATION = "hallucination"
#: incorrect and grounded, when which contexts are relevant was not asked
NOISE = "noise"


# ---------------------------------------------------------------- pure kernels
@dataclass(frozen=True, slots=True)
class AnswerClaim:
    claim: str
    correct: bool
    grounded: bool
    contexts: frozenset[int]


def support(v: ClaimVerdict, k: int) -> frozenset[int]:
    """The contexts (0-based, < ``k``) a verdict attributes its claim to: those that
    support it on its own, else, for a supported claim, the context of its evidence."""
    ids = set(v.supported_by)
    if not ids and v.supported and v.source is not None:
        ids = {v.source}
    return frozenset(i for i in ids if 0 <= i < k)


def relevant_contexts(reference_support: Sequence[frozenset[int]]) -> frozenset[int]:
    """Contexts that support at least one reference claim on their own."""
    out: set[int] = set()
    for s in reference_support:
        out |= s
    return frozenset(out)


def classify(claim: AnswerClaim, relevant: frozenset[int] | None, k: int) -> str:
    """Which of the five kinds an answer claim is. A grounded claim attributed to no
    single context was supported by the contexts together: it counts as grounded in all
    of them. A claim grounded in both a relevant and an irrelevant context counts once,
    as relevant noise. ``relevant`` None: the two kinds of noise are not told apart."""
    if not claim.grounded:
        return SELF_KNOWLEDGE if claim.correct else HALLUCINATION
    if claim.correct:
        return CORRECT_GROUNDED
    if relevant is None:
        return NOISE
    contexts = claim.contexts or frozenset(range(k))
    return NOISE_RELEVANT if contexts & relevant else NOISE_IRRELEVANT


def f1(precision: float, recall: float) -> float:
    return 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)


# ---------------------------------------------------------------- reading the tables
class _Unusable(RagmeterError):
    """A sample or judgement the metric cannot score; carries the Score to return (caught
    in the metric, never seen outside it)."""

    def __init__(self, score: Score) -> None:
        super().__init__(score.reason)
        self.score = score


def _need_reference(sample: Sample) -> None:
    if not (sample.reference or "").strip():
        raise _Unusable(Score.not_applicable("needs a reference answer (claims are checked against it)"))


def _need_answer(sample: Sample) -> None:
    if not (sample.answer or "").strip():
        raise _Unusable(Score.not_applicable("the sample has no answer"))


def _table(j: Judgement | None, name: str) -> tuple[ClaimVerdict, ...]:
    if j is None:
        raise _Unusable(Score.undefined(Status.ERROR, "no judgement was produced for this sample"))
    table: tuple[ClaimVerdict, ...] | None = getattr(j, name)  # a void field raises JudgeError
    if table is None:
        raise _Unusable(Score.undefined(Status.ERROR, f"the judge did not return the {name} table"))
    return table


def _answer_claims(sample: Sample, j: Judgement | None, grounding: bool) -> list[AnswerClaim]:
    """The answer's claims with correctness (and grounding when asked); empty for a refusal."""
    if j is not None and j.refusal:
        return []
    correct = _table(j, "answer_vs_reference")
    if not grounding:
        return [AnswerClaim(v.claim, v.supported, False, frozenset()) for v in correct]
    grounded = _table(j, "answer_vs_contexts")
    k = len(sample.contexts)
    if [v.claim for v in correct] != [v.claim for v in grounded]:
        raise _Unusable(
            Score.undefined(
                Status.ERROR,
                f"the judge's answer tables disagree: {len(correct)} claims checked against the "
                f"reference, {len(grounded)} against the contexts",
            )
        )
    return [AnswerClaim(c.claim, c.supported, g.supported, support(g, k)) for c, g in zip(correct, grounded)]


def _no_answer_claims(j: Judgement | None, what: str) -> Score:
    if j is not None and j.refusal:
        return Score.of(0.0, f"the answer is a refusal: it asserts nothing, so no {what}", refusal=True)
    return Score.not_applicable("the answer contains no checkable claim")


Compute = Callable[[Sample, "Judgement | None", Metric], Score]


def _guarded(fn: Compute) -> Compute:
    def compute(sample: Sample, j: Judgement | None, m: Metric) -> Score:
        try:
            return fn(sample, j, m)
        except _Unusable as exc:
            return exc.score

    compute.__name__ = fn.__name__
    compute.__doc__ = fn.__doc__
    return compute


def _claims(verdicts: Sequence[ClaimVerdict]) -> list[dict[str, object]]:
    return [v.to_dict() for v in verdicts]


# ---------------------------------------------------------------- overall
@_guarded
def claim_precision(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    _need_answer(sample)
    claims = _answer_claims(sample, j, grounding=False)
    if not claims:
        if j is not None and j.refusal:
            return Score.not_applicable("the answer is a refusal: it asserts nothing to be right or wrong")
        return Score.not_applicable("the answer contains no checkable claim")
    correct = sum(c.correct for c in claims)
    return Score.of(
        correct / len(claims),
        f"{correct} of {len(claims)} answer claims are backed by the reference",
        correct=correct,
        answer_claims=len(claims),
    )


@_guarded
def claim_recall(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    _need_answer(sample)
    stated = _table(j, "reference_vs_answer")
    if not stated:
        return Score.not_applicable("the reference contains no checkable claim")
    n = sum(v.supported for v in stated)
    return Score.of(
        n / len(stated),
        f"{n} of {len(stated)} reference claims are stated by the answer",
        stated=n,
        reference_claims=len(stated),
        statements=_claims(stated),
    )


@_guarded
def claim_f1(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    _need_answer(sample)
    stated = _table(j, "reference_vs_answer")
    claims = _answer_claims(sample, j, grounding=False)
    if not stated and not claims:
        return Score.not_applicable("neither the answer nor the reference has a checkable claim")
    recall = sum(v.supported for v in stated) / len(stated) if stated else None
    precision = sum(c.correct for c in claims) / len(claims) if claims else None
    if recall is None or precision is None:
        if recall == 0.0:  # a refusal (or an answer without claims) states nothing of the reference
            return Score.of(0.0, "the answer states none of the reference's claims (recall 0)", recall=0.0)
        missing = "reference" if recall is None else "answer"
        return Score.not_applicable(f"the {missing} contains no checkable claim")
    return Score.of(
        f1(precision, recall),
        f"harmonic mean of claim precision {precision:.2f} and claim recall {recall:.2f}",
        precision=precision,
        recall=recall,
    )


# ---------------------------------------------------------------- retriever
@_guarded
def context_claim_recall(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    covered = _table(j, "reference_vs_contexts")
    if not covered:
        return Score.not_applicable("the reference contains no checkable claim")
    n = sum(v.supported for v in covered)
    reason = f"{n} of {len(covered)} reference claims are covered by the retrieved contexts"
    if not sample.contexts:
        reason += " (no contexts were retrieved)"
    return Score.of(
        n / len(covered), reason, covered=n, reference_claims=len(covered), statements=_claims(covered)
    )


@_guarded
def context_claim_precision(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    k = len(sample.contexts)
    if k == 0:
        return Score.not_applicable("no contexts were retrieved")
    covered = _table(j, "reference_vs_contexts")
    if not covered:
        return Score.not_applicable("the reference contains no checkable claim")
    relevant = relevant_contexts([support(v, k) for v in covered])
    return Score.of(
        len(relevant) / k,
        f"{len(relevant)} of {k} retrieved contexts support at least one reference claim",
        relevant=[int(i in relevant) for i in range(k)],
    )


# ---------------------------------------------------------------- generator
@_guarded
def context_utilization(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
    _need_reference(sample)
    _need_answer(sample)
    covered = _table(j, "reference_vs_contexts")
    stated = _table(j, "reference_vs_answer")
    if len(covered) != len(stated):
        return Score.undefined(
            Status.ERROR,
            f"the judge's reference tables disagree: {len(covered)} claims checked against the "
            f"contexts, {len(stated)} against the answer",
        )
    in_contexts = [s.supported for c, s in zip(covered, stated) if c.supported]
    if not in_contexts:
        return Score.not_applicable("the contexts cover none of the reference's claims: nothing to use")
    used = sum(in_contexts)
    return Score.of(
        used / len(in_contexts),
        f"the answer states {used} of the {len(in_contexts)} reference claims the contexts cover",
        used=used,
        covered=len(in_contexts),
    )


def _answer_kinds(
    sample: Sample, j: Judgement | None, relevance: bool
) -> tuple[list[AnswerClaim], list[str]]:
    claims = _answer_claims(sample, j, grounding=True)
    k = len(sample.contexts)
    relevant: frozenset[int] | None = None
    if relevance and claims:
        relevant = relevant_contexts([support(v, k) for v in _table(j, "reference_vs_contexts")])
    return claims, [classify(c, relevant, k) for c in claims]


_SHARE_TEXT = {
    NOISE_RELEVANT: "are incorrect and taken from a relevant context",
    NOISE_IRRELEVANT: "are incorrect and taken from irrelevant contexts only",
    HALLUCINATION: "are incorrect and supported by no context",
    SELF_KNOWLEDGE: "are correct but supported by no context",
}


def _share(kind: str, relevance: bool) -> Compute:
    what = {
        NOISE_RELEVANT: "noise",
        NOISE_IRRELEVANT: "noise",
        HALLUCINATION: "hallucination",
        SELF_KNOWLEDGE: "unsupported claim",
    }[kind]

    @_guarded
    def compute(sample: Sample, j: Judgement | None, _m: Metric) -> Score:
        _need_reference(sample)
        _need_answer(sample)
        claims, kinds = _answer_kinds(sample, j, relevance)
        if not claims:
            return _no_answer_claims(j, what)
        hits = [c for c, kd in zip(claims, kinds) if kd == kind]
        return Score.of(
            len(hits) / len(claims),
            f"{len(hits)} of {len(claims)} answer claims {_SHARE_TEXT[kind]}",
            claims=[{"claim": c.claim, "contexts": sorted(c.contexts)} for c in hits],
            kinds={kd: kinds.count(kd) for kd in sorted(set(kinds))},
        )

    compute.__name__ = kind
    return compute


# ---------------------------------------------------------------- specs
def _needs(*needs: Need, answer: bool = True) -> Callable[[Sample], frozenset[Need]]:
    """The tables a claim metric reads, asked only when the sample can be scored."""
    wanted = frozenset(needs)

    def of(sample: Sample) -> frozenset[Need]:
        if not (sample.reference or "").strip() or (answer and not (sample.answer or "").strip()):
            return frozenset()
        return wanted

    return of


_AVR, _AVC, _RVC = Need.CORRECTNESS, Need.ANSWER_VS_CONTEXTS, Need.REFERENCE_VS_CONTEXTS

SPECS = (
    MetricSpec(
        "claim_precision",
        "Share of the answer's claims the reference backs (RAGChecker's precision).",
        Kind.JUDGED,
        claim_precision,
        _needs(_AVR),
    ),
    MetricSpec(
        "claim_recall",
        "Share of the reference's claims the answer states (RAGChecker's recall).",
        Kind.JUDGED,
        claim_recall,
        _needs(_AVR),
    ),
    MetricSpec(
        "claim_f1",
        "Harmonic mean of claim precision and claim recall.",
        Kind.JUDGED,
        claim_f1,
        _needs(_AVR),
    ),
    MetricSpec(
        "context_claim_recall",
        "Retriever: share of the reference's claims covered by the retrieved contexts.",
        Kind.JUDGED,
        context_claim_recall,
        _needs(_RVC, answer=False),
    ),
    MetricSpec(
        "context_claim_precision",
        "Retriever: share of retrieved contexts that support at least one reference claim.",
        Kind.JUDGED,
        context_claim_precision,
        _needs(_RVC, answer=False),
    ),
    MetricSpec(
        "context_utilization",
        "Generator: of the reference claims the contexts cover, the share the answer states.",
        Kind.JUDGED,
        context_utilization,
        _needs(_RVC, _AVR),
    ),
    MetricSpec(
        "noise_sensitivity_relevant",
        "Generator: share of answer claims that are incorrect and taken from a relevant context "
        "(lower is better).",
        Kind.JUDGED,
        _share(NOISE_RELEVANT, True),
        _needs(_AVR, _AVC, _RVC),
        higher_is_better=False,
    ),
    MetricSpec(
        "noise_sensitivity_irrelevant",
        "Generator: share of answer claims that are incorrect and taken from irrelevant contexts "
        "only (lower is better).",
        Kind.JUDGED,
        _share(NOISE_IRRELEVANT, True),
        _needs(_AVR, _AVC, _RVC),
        higher_is_better=False,
    ),
    MetricSpec(
        "hallucination_rate",
        "Generator: share of answer claims that are incorrect and supported by no context (lower is better).",
        Kind.JUDGED,
        _share(HALLUCINATION, False),
        _needs(_AVR, _AVC),
        higher_is_better=False,
    ),
    MetricSpec(
        "self_knowledge",
        "Generator: share of answer claims that are correct but supported by no context "
        "(lower: more grounded).",
        Kind.JUDGED,
        _share(SELF_KNOWLEDGE, False),
        _needs(_AVR, _AVC),
        higher_is_better=False,
    ),
)

#: the claim-level metrics by panel (the HTML report's retriever and generator panels)
CLAIM_METRICS: dict[str, tuple[str, ...]] = {
    "overall": ("claim_precision", "claim_recall", "claim_f1"),
    "retriever": ("context_claim_recall", "context_claim_precision"),
    "generator": (
        "context_utilization",
        "noise_sensitivity_relevant",
        "noise_sensitivity_irrelevant",
        "hallucination_rate",
        "self_knowledge",
        "faithfulness",
    ),
}
