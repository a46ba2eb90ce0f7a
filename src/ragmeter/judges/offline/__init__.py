"""The offline judge: deterministic, no key, no download. The default judge."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ragmeter.judges.base import ClaimVerdict, Judgement, JudgeTask, Label
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.features import ClaimContext
from ragmeter.judges.offline.relevance import relevance
from ragmeter.judges.offline.verify import Verifier
from ragmeter.text.claims import claims
from ragmeter.text.facts import is_refusal
from ragmeter.text.similarity import Similarity, default_similarity
from ragmeter.text.tokenize import content_tokens

__all__ = ["OfflineJudge"]

#: a claim the verifier did not accept still counts as stated by the reference (answer
#: correctness only) when it is this similar to a reference sentence and no number,
#: name or negation disagrees: paraphrases that share no words.
PARAPHRASE_SIMILARITY = 0.7


class OfflineJudge:
    """Claim verification by alignment, checks and a learned decision; relevance and
    paraphrase by similarity. Same answers for the same inputs, always.

    ``mode``: ``learned`` (default) or ``rules`` (the transparent coverage rule).
    ``similarity``: ``auto`` (multilingual E5 when the ``embeddings`` extra is
    installed, else character n-grams), ``e5`` or ``char-ngram``.
    """

    name = "offline"
    version = "2"

    def __init__(
        self,
        verifier: Verifier | None = None,
        *,
        mode: str = "learned",
        similarity: str | Similarity = "char-ngram",
    ) -> None:
        self.verifier = verifier or Verifier(mode=mode)
        self._similarity_kind = similarity
        self._similarity: Similarity | None = None if isinstance(similarity, str) else similarity

    @property
    def similarity(self) -> Similarity:
        if self._similarity is None:
            assert isinstance(self._similarity_kind, str)
            self._similarity = default_similarity(self._similarity_kind)
        return self._similarity

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "version": self.version,
            "mode": self.verifier.mode,
            "threshold": round(self.verifier.threshold, 6),
        }
        if self.verifier.mode == "learned" and self.verifier.model is not None:
            out["weights"] = self.verifier.model.meta.get("fingerprint", "")
        out["similarity"] = self.similarity.name
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
            answer_vs_reference = self._paraphrases(
                self._check(task.answer, [task.reference, task.question]), task.reference
            )
            reference_vs_answer = self._paraphrases(self._check(task.reference, [task.answer]), task.answer)
        rel = relevance(task.question, task.answer, self.similarity) if task.relevance else None
        return Judgement(
            refusal=refusal,
            answer_vs_contexts=answer_vs_contexts,
            reference_vs_contexts=reference_vs_contexts,
            answer_vs_reference=answer_vs_reference,
            reference_vs_answer=reference_vs_answer,
            relevance=rel,
        )

    def _paraphrases(self, verdicts: tuple[ClaimVerdict, ...], other: str) -> tuple[ClaimVerdict, ...]:
        """Accept unsupported claims that paraphrase a sentence of ``other`` (the
        verifier found no contradiction, only missing words)."""
        out = []
        for v in verdicts:
            if v.label is Label.UNSUPPORTED and v.reason.startswith("only "):
                best = max(((self.similarity.similarity(v.claim, s), s) for s in _units(other)), default=None)
                if best is not None and best[0] >= PARAPHRASE_SIMILARITY:
                    sim, sent = best
                    v = ClaimVerdict(
                        v.claim,
                        Label.SUPPORTED,
                        round(sim, 4),
                        f"a paraphrase ({self.similarity.name} similarity {sim:.2f}) of the premise",
                        sent,
                        0,
                        (0,),
                    )
            out.append(v)
        return tuple(out)


def _units(text: str) -> list[str]:
    from ragmeter.text.sentences import sentences

    return sentences(text) or [text]
