"""Per-case diagnosis: which half of the pipeline to fix (pure function).

Read in pipeline order: a question nothing answers should be refused; a question whose
evidence was not retrieved is a retrieval problem whatever the answer says; evidence
retrieved but an unfaithful answer (or a refusal), an answer that does not address the
question (``answer_relevancy`` below its threshold: a true sentence about something else
is faithful, and still no answer), or an answer that leaves out most of what the
contexts hold of the reference (claim-level ``context_utilization``, when the run
computes it), is a generation problem. A case is never ``pass`` when the judge
failed on one of its metrics: it is ``unknown``, and the reason says the judge failed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ragmeter.sample import Diagnosis, DiagnosisLabel, Sample, Score, Status

__all__ = ["JUDGE_FAILURES", "UTILIZATION_THRESHOLD", "DiagnosisConfig", "diagnose"]

#: below this context utilization (claim level, only when the run computes it) the answer
#: leaves out most of what the contexts hold: a generation problem
UTILIZATION_THRESHOLD = 0.5
#: statuses that say the judge, not the system, failed on a metric
JUDGE_FAILURES = frozenset({Status.JUDGE_ERROR, Status.TIMEOUT, Status.TRUNCATED})


@dataclass(frozen=True)
class DiagnosisConfig:
    #: below this faithfulness the answer is a generation problem
    faithfulness_threshold: float = 0.6
    #: below this statement-based context recall (no ids) retrieval is the problem
    statement_recall_threshold: float = 0.5
    #: below this answer relevancy the answer does not address the question: a
    #: generation problem (0.5 is where the offline judge's relevancy says "relevant")
    relevancy_threshold: float = 0.5


def _id_recall(sample: Sample) -> tuple[float, list[str]] | None:
    if not sample.relevant_ids or any(c.id is None for c in sample.contexts):
        return None
    relevant = {d for d, g in sample.relevant_ids.items() if g >= 1}
    if not relevant:
        return None
    retrieved = {c.id for c in sample.contexts}
    missed = sorted(relevant - retrieved)
    return 1.0 - len(missed) / len(relevant), missed


def _defined(scores: Mapping[str, Score], name: str) -> Score | None:
    sc = scores.get(name)
    return sc if sc is not None and sc.ok and sc.value is not None else None


def _ungrounded(scores: Mapping[str, Score]) -> str:
    """What the unsupported claims are, when the claim-level metrics say: invented
    (hallucination_rate) or right but from the model's own knowledge (self_knowledge)."""
    parts = []
    for name, what in (
        ("hallucination_rate", "invented"),
        ("self_knowledge", "right but not in the contexts"),
    ):
        sc = _defined(scores, name)
        if sc is not None and sc.value:
            parts.append(f"{sc.value:.0%} of its claims {what}")
    return "; " + ", ".join(parts) if parts else ""


def diagnose(
    sample: Sample,
    scores: Mapping[str, Score],
    refusal: bool,
    config: DiagnosisConfig | None = None,
) -> Diagnosis:
    cfg = config or DiagnosisConfig()
    if sample.out_of_scope:
        if refusal:
            return Diagnosis(
                DiagnosisLabel.CORRECT_REFUSAL,
                "nothing in the corpus answers this and the system refused",
            )
        return Diagnosis(
            DiagnosisLabel.SHOULD_REFUSE,
            "nothing in the corpus answers this, yet the system answered",
        )

    checked: list[str] = []
    found = _retrieval(sample, scores, cfg, checked)
    if found is not None:
        return found
    if refusal:
        return Diagnosis(
            DiagnosisLabel.FIX_GENERATION, "the system refused although the evidence was retrieved"
        )
    found = _generation(scores, cfg, checked)
    if found is not None:
        return found
    failed = _judge_failure(scores)
    if failed is not None:  # a pass needs every judged metric: the judge's failure is no pass
        return Diagnosis(DiagnosisLabel.UNKNOWN, failed)
    if not checked:
        return Diagnosis(
            DiagnosisLabel.UNKNOWN,
            "no retrieval or faithfulness evidence for this case (add relevant_ids, a "
            "reference or the faithfulness metric)",
        )
    return Diagnosis(DiagnosisLabel.PASS, "; ".join(checked))


def _retrieval(
    sample: Sample, scores: Mapping[str, Score], cfg: DiagnosisConfig, checked: list[str]
) -> Diagnosis | None:
    """A retrieval problem, or None (what was checked is added to ``checked``)."""
    id_recall = _id_recall(sample)
    if not sample.contexts and (sample.relevant_ids or sample.reference):
        return Diagnosis(DiagnosisLabel.FIX_RETRIEVAL, "nothing was retrieved")
    if id_recall is not None:
        value, missed = id_recall
        if missed:
            return Diagnosis(
                DiagnosisLabel.FIX_RETRIEVAL,
                f"relevant document(s) not retrieved: {', '.join(missed[:5])} (recall {value:.2f})",
            )
        checked.append("all relevant documents retrieved")
    else:
        recall = _defined(scores, "context_recall") or _defined(scores, "context_claim_recall")
        if recall is not None and recall.value is not None:
            if recall.value < cfg.statement_recall_threshold:
                return Diagnosis(
                    DiagnosisLabel.FIX_RETRIEVAL,
                    f"the contexts cover only {recall.value:.0%} of the reference "
                    f"(threshold {cfg.statement_recall_threshold:.0%})",
                )
            checked.append(f"contexts cover {recall.value:.0%} of the reference")
    return None


def _generation(scores: Mapping[str, Score], cfg: DiagnosisConfig, checked: list[str]) -> Diagnosis | None:
    """A generation problem (ungrounded, or leaving out what the contexts hold), or None."""
    faith = scores.get("faithfulness")
    if faith is not None and faith.ok and faith.value is not None:
        if faith.value < cfg.faithfulness_threshold:
            return Diagnosis(
                DiagnosisLabel.FIX_GENERATION,
                f"the answer is not grounded in the contexts (faithfulness {faith.value:.2f} "
                f"< {cfg.faithfulness_threshold:g}){_ungrounded(scores)}",
            )
        checked.append(f"faithfulness {faith.value:.2f}")
    rel = _defined(scores, "answer_relevancy")
    if rel is not None and rel.value is not None:
        if rel.value < cfg.relevancy_threshold:
            return Diagnosis(
                DiagnosisLabel.FIX_GENERATION,
                f"the answer does not address the question (answer relevancy {rel.value:.2f} "
                f"< {cfg.relevancy_threshold:g}): {rel.reason}",
            )
        checked.append(f"answer relevancy {rel.value:.2f}")
    util = _defined(scores, "context_utilization")
    if util is not None and util.value is not None:
        if util.value < UTILIZATION_THRESHOLD:
            return Diagnosis(
                DiagnosisLabel.FIX_GENERATION,
                f"the answer leaves out what the contexts hold: it states {util.value:.0%} of the "
                f"reference claims they cover (context utilization < {UTILIZATION_THRESHOLD:.0%})",
            )
        checked.append(f"context utilization {util.value:.2f}")
    return None


def _judge_failure(scores: Mapping[str, Score]) -> str | None:
    """``the judge failed on M (status: reason)`` when some metric's judge failed."""
    failed = [(name, sc) for name, sc in scores.items() if sc.status in JUDGE_FAILURES]
    if not failed:
        return None
    name, sc = failed[0]
    others = f" and {len(failed) - 1} more metric(s)" if len(failed) > 1 else ""
    return f"the judge failed on {name}{others} ({sc.status.value}: {sc.reason}); nothing to conclude"
