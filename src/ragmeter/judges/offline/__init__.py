"""The offline judge: deterministic, no key, no download. The default judge."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ragmeter.judges.base import ClaimVerdict, Judgement, JudgeTask, Relevance
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.features import ClaimContext
from ragmeter.judges.offline.verify import Verifier
from ragmeter.text.facts import is_refusal
from ragmeter.text.claims import claims
from ragmeter.text.tokenize import char_ngrams, content_tokens

__all__ = ["OfflineJudge"]

_QUESTION_WORDS = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "much",
        "many",
        "long",
        "often",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "can",
        "could",
        "should",
        "would",
        "will",
        "tell",
        "explain",
        "describe",
        "give",
        "list",
        "name",
        "please",
    ]
)


class OfflineJudge:
    """Lexical-and-facts claim verification; same answers for the same inputs, always."""

    name = "offline"
    version = "2"

    def __init__(self, verifier: Verifier | None = None, *, mode: str = "learned") -> None:
        self.verifier = verifier or Verifier(mode=mode)

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "version": self.version,
            "mode": self.verifier.mode,
            "threshold": round(self.verifier.threshold, 6),
        }
        if self.verifier.mode == "learned" and self.verifier.model is not None:
            out["weights"] = self.verifier.model.meta.get("fingerprint", "")
        return out

    def _check(self, text: str, premises: Sequence[str], question: str = "") -> tuple[ClaimVerdict, ...]:
        premise = Premise(premises)
        parts = claims(text)
        ctx = ClaimContext(len(parts), frozenset(content_tokens(question)) if question else frozenset())
        return tuple(self.verifier.verify(c, premise, ctx) for c in parts)

    def judge(self, task: JudgeTask) -> Judgement:
        refusal = is_refusal(task.answer) if task.answer else False
        answer_vs_contexts = None
        if task.answer_vs_contexts:
            answer_vs_contexts = () if refusal else self._check(task.answer, task.contexts, task.question)
        reference_vs_contexts = None
        if task.reference_vs_contexts and task.reference:
            reference_vs_contexts = self._check(task.reference, task.contexts)
        answer_vs_reference = reference_vs_answer = None
        if task.correctness and task.reference:
            # Restating the question is not an error, so the question joins the reference.
            answer_vs_reference = self._check(task.answer, [task.reference, task.question])
            reference_vs_answer = self._check(task.reference, [task.answer])
        relevance = self._relevance(task.question, task.answer) if task.relevance else None
        return Judgement(
            refusal=refusal,
            answer_vs_contexts=answer_vs_contexts,
            reference_vs_contexts=reference_vs_contexts,
            answer_vs_reference=answer_vs_reference,
            reference_vs_answer=reference_vs_answer,
            relevance=relevance,
        )

    def _relevance(self, question: str, answer: str) -> Relevance:
        q_tokens = [t for t in dict.fromkeys(content_tokens(question)) if t not in _QUESTION_WORDS]
        a_tokens = set(content_tokens(answer))
        a_grams = char_ngrams(answer)
        if not q_tokens:
            return Relevance(1.0, "the question has no content words to look for")
        hit = []
        for tok in q_tokens:
            if tok in a_tokens:
                hit.append(tok)
                continue
            grams = char_ngrams(tok)
            if grams and len(grams & a_grams) / len(grams) >= 0.5:
                hit.append(tok)
        score = len(hit) / len(q_tokens)
        missing = [t for t in q_tokens if t not in hit]
        reason = f"the answer mentions {len(hit)} of the question's {len(q_tokens)} key terms"
        if missing:
            reason += " (not: " + ", ".join(missing[:6]) + ")"
        return Relevance(score, reason)
