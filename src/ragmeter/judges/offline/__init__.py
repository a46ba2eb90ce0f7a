"""The offline judge: deterministic, no key, no download. The default judge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Judgement, JudgeTask, Label
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.features import ClaimContext
from ragmeter.judges.offline.relevance import relevance
from ragmeter.judges.offline.verify import DEFAULT_MODE, Verifier
from ragmeter.text.claims import claims
from ragmeter.text.facts import is_refusal
from ragmeter.text.similarity import Similarity, default_similarity
from ragmeter.text.tokenize import content_tokens

__all__ = ["MAX_CLAIMS", "MAX_PREMISE_CHARS", "MAX_TEXT_CHARS", "OfflineJudge"]

#: claims verified per text, from at most its first MAX_TEXT_CHARS characters; the rest
#: of a longer text is one verdict "not checked" (cost stays bounded on a 20 MB answer)
MAX_CLAIMS = 200
MAX_TEXT_CHARS = 100_000
#: characters of premises (all contexts together, in order) a claim is checked against;
#: a verdict that could have been found in the unread rest says so in its reason
MAX_PREMISE_CHARS = 1_000_000

#: a claim the verifier did not accept still counts as stated by the reference (answer
#: correctness only) when it is this similar to a reference sentence and no number,
#: name or negation disagrees: paraphrases that share no words.
PARAPHRASE_SIMILARITY = 0.7


class OfflineJudge:
    """Claim verification by alignment, checks and a learned decision; relevance and
    paraphrase by similarity. Same answers for the same inputs, always.

    ``mode``: ``lexical`` (the regression over alignment features; ``learned`` is its
    old name), ``cascade`` (the entailment model decides the claims the regression is
    unsure of), ``nli`` (it decides every claim no check vetoes) or ``rules`` (the
    transparent coverage rule). See :mod:`~ragmeter.judges.offline.verify`.
    ``similarity``: ``char-ngram`` (default) or ``e5`` (the ``embeddings`` extra).

    At most :data:`MAX_CLAIMS` claims of one text are verified (the first ones, within
    its first :data:`MAX_TEXT_CHARS` characters); the rest of a longer text is one
    "not checked" verdict that says so, so a 20 MB answer costs about what a 100 kB one
    does.
    """

    name = "offline"
    version = "3"

    def __init__(
        self,
        verifier: Verifier | None = None,
        *,
        mode: str = DEFAULT_MODE,
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
        v = self.verifier
        out: dict[str, Any] = {
            "name": self.name,
            "version": self.version,
            "mode": v.mode,
            "threshold": round(v.threshold, 6),
        }
        if v.mode != "rules" and v.model is not None:
            out["weights"] = v.model.meta.get("fingerprint", "")
        if v.mode in ("nli", "cascade") and v.combined is not None:
            out["weights_nli"] = v.combined.meta.get("fingerprint", "")
            out["nli_threshold"] = round(v.combined.threshold, 6)
            if v.mode == "cascade":
                out["band"] = list(v.band)
        out["similarity"] = self.similarity.name
        return out

    def _check(self, text: str, premises: Sequence[str], question: str = "") -> tuple[ClaimVerdict, ...]:
        premises, premise_cut = _bounded(premises)
        premise = Premise(premises)
        parts = claims(text[:MAX_TEXT_CHARS])
        cut = len(text) > MAX_TEXT_CHARS or len(parts) > MAX_CLAIMS
        parts = parts[:MAX_CLAIMS]
        ctx = ClaimContext(len(parts), frozenset(content_tokens(question)) if question else frozenset())
        out = list(self.verifier.verify_all(parts, premise, ctx))
        if premise_cut:
            note = f" (only the first {MAX_PREMISE_CHARS:,} characters of the premises were read)"
            out = [replace(v, reason=v.reason + note) if v.label is not Label.SUPPORTED else v for v in out]
        if cut:
            # The rest of a very long text is one unverified entry, named as such.
            checked = sum(len(c) for c in parts)
            rest = max(len(text) - checked, 0)
            why = (
                f"not checked: only the first {MAX_CLAIMS} claims (within {MAX_TEXT_CHARS:,} characters) "
                f"of a text are verified; about {rest:,} characters were not"
            )
            out.append(
                ClaimVerdict(
                    f"[the rest of the text, {len(text):,} characters in all]",
                    Label.UNSUPPORTED,
                    1.0,
                    why,
                    cause=Cause(Decider.NONE, Check.LIMIT),
                )
            )
        return tuple(out)

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
        """Accept unsupported claims that paraphrase a sentence of ``other``: those no
        fact check disagrees with (a model found too little support, in any mode)."""
        out = []
        for v in verdicts:
            if v.label is Label.UNSUPPORTED and v.cause is not None and _model_doubt(v.cause):
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
                        Cause(Decider.SIMILARITY, None, sim, "similarity"),
                    )
            out.append(v)
        return tuple(out)


def _model_doubt(cause: Cause) -> bool:
    """A model (not a fact check, and not a missing premise) left the claim unsupported."""
    return cause.decider in (Decider.LEXICAL, Decider.ENTAILMENT, Decider.RULES) and not cause.fact_check


def _bounded(premises: Sequence[str]) -> tuple[list[str], bool]:
    """The premises within :data:`MAX_PREMISE_CHARS` characters, and whether any was cut."""
    out: list[str] = []
    left = MAX_PREMISE_CHARS
    for p in premises:
        if len(p) > left:
            if left:
                out.append(p[:left])
            return out, True
        out.append(p)
        left -= len(p)
    return out, False


def _units(text: str) -> list[str]:
    """The sentences a paraphrase may match (bounded like the claims)."""
    from ragmeter.text.sentences import sentences

    head = text[:MAX_TEXT_CHARS]
    return (sentences(head) or [head])[: 4 * MAX_CLAIMS]
