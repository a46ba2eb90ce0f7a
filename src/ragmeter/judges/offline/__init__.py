"""The offline judge: deterministic, no key, no download. The default judge."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Judgement, JudgeTask, Label
from ragmeter.judges.offline.align import RecentPremises
from ragmeter.judges.offline.attributed import unnamed_source
from ragmeter.judges.offline.correctness import correctness_verdicts, model_doubt, settled, stems
from ragmeter.judges.offline.features import ClaimContext
from ragmeter.judges.offline.relevance import relevance
from ragmeter.judges.offline.verify import CONFIDENT, DEFAULT_MODE, Verifier
from ragmeter.text.answered import subject_answer
from ragmeter.text.claims import ClaimSplit, answer_premise, claim_split, counted_answer
from ragmeter.text.clauses import clauses
from ragmeter.text.discourse import Aside
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

    ``mode``: ``meaning`` (the default: value checks veto, the multilingual entailment
    model decides what is not plainly present), ``lexical`` (the regression over
    alignment features, the default of judge versions 1-4) or ``rules`` (the
    transparent coverage rule). See :mod:`~ragmeter.judges.offline.verify`.
    ``similarity``: ``char-ngram`` (default) or ``e5`` (the ``embeddings`` extra).

    At most :data:`MAX_CLAIMS` claims of one text are verified (the first ones, within
    its first :data:`MAX_TEXT_CHARS` characters); the rest of a longer text is one
    "not checked" verdict that says so, so a 20 MB answer costs about what a 100 kB one
    does.
    """

    name = "offline"
    version = "37"

    def __init__(
        self,
        verifier: Verifier | None = None,
        *,
        mode: str = DEFAULT_MODE,
        similarity: str | Similarity = "char-ngram",
    ) -> None:
        self.verifier = verifier or Verifier(mode=mode)
        self._premises = RecentPremises()
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
        if v.mode == "meaning" and v.encoder is not None:
            out["nli_model"] = v.encoder.fingerprint
            out["nli_runtime"] = v.encoder.runtime
            out["confident"] = CONFIDENT
        out["similarity"] = self.similarity.name
        return out

    def _check(
        self,
        text: str,
        premises: Sequence[str],
        question: str = "",
        *,
        whole: bool = False,
        say_set_aside: bool = True,
    ) -> tuple[ClaimVerdict, ...]:
        """Verdicts for the claims of ``text`` (``whole``: the text is one statement;
        ``say_set_aside``: say in the first verdict what of the text was set aside)."""
        premises, premise_cut = _bounded(premises)
        premise = self._premises(premises)
        split = ClaimSplit((text[:MAX_TEXT_CHARS].strip(),)) if whole else claim_split(text[:MAX_TEXT_CHARS])
        parts = list(split.claims)
        cut = len(text) > MAX_TEXT_CHARS or len(parts) > MAX_CLAIMS
        parts = parts[:MAX_CLAIMS]
        ctx = ClaimContext(len(parts), frozenset(content_tokens(question)) if question else frozenset())
        out = list(self.verifier.verify_all(parts, premise, ctx))
        if premise_cut:
            note = f" (only the first {MAX_PREMISE_CHARS:,} characters of the premises were read)"
            out = [replace(v, reason=v.reason + note) if v.label is not Label.SUPPORTED else v for v in out]
        out += _attributed(split, premises)
        if say_set_aside:
            out = list(_noted(out, split))
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
        task = _without_terminal_codes(task)
        refusal = is_refusal(task.answer) if task.answer else False
        # a bare count of a unit read with the question's unit ("Vier." to "Wie viele Stunden ...?")
        said = counted_answer(task.question, task.answer)
        answer_vs_contexts = None
        # (relevancy reads the context sentence the answer states, whichever metrics are asked
        # for: the same answer gets the same relevancy alone or beside faithfulness)
        if task.answer_vs_contexts or (task.relevance and task.answer and task.contexts):
            answer_vs_contexts = () if refusal else self._check(said, task.contexts, task.question)
        reference_vs_contexts = None
        if task.reference_vs_contexts and task.reference:
            reference_vs_contexts = self._check(task.reference, task.contexts)
        answer_vs_reference = reference_vs_answer = None
        if task.correctness and task.reference:
            answer_vs_reference, reference_vs_answer = self._correctness(
                task.question, task.answer, task.reference
            )
        rel = None
        if task.relevance:
            rel = relevance(
                task.question,
                said,
                self.similarity,
                self._restated(said, task.contexts),
                task.contexts,
                entailed=_entailed_evidence(answer_vs_contexts),
            )
        return Judgement(
            refusal=refusal,
            answer_vs_contexts=answer_vs_contexts if task.answer_vs_contexts else None,
            reference_vs_contexts=reference_vs_contexts,
            answer_vs_reference=answer_vs_reference,
            reference_vs_answer=reference_vs_answer,
            relevance=rel,
        )

    def _correctness(
        self, question: str, answer: str, reference: str
    ) -> tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]]:
        """The answer's own claims against the reference alone: the question is never
        evidence for them. A claim whose content words are all the reference's, yet which
        the reference does not back, relates them differently ("Northwind acquired
        Contoso" against "Contoso acquired Northwind"): it contradicts the reference.
        Then the reference against the answer; a short answer ("Canberra.") is read as
        the answer to its question ("What is the capital of Australia: Canberra."), so
        that it can state a reference written as a full sentence. A reference that is a
        bare yes or no to a yes/no question is compared with the yes or no the answer
        opens with (:mod:`.correctness`)."""
        found = settled(question, answer, reference)
        if found is not None:
            return found
        # ("Vier." to "Wie viele Stunden ...?" says "Vier Stunden.")
        said, premise, short = answer_premise(question, answer)
        mine = self._paraphrases(self._check(said, [reference], say_set_aside=False), reference)
        stated = self._paraphrases(self._check(reference, [premise], say_set_aside=False), answer)
        # a name in the subject slot of "who" that the reference backs there answers it, even
        # where the reference names someone else too ("Park Junho, a student of Kim Seoyeon")
        # (and a name the reference gives another role there does not: "Kim Seoyeon.")
        formed = subject_answer(question, said) if short else None
        answered = None if formed is None else _backed(self._check(formed, [reference], say_set_aside=False))
        claims, statements = correctness_verdicts(
            question, answer, reference, mine, stated, short, answered=answered
        )
        return (
            _noted(claims, claim_split(answer[:MAX_TEXT_CHARS])),
            _noted(statements, claim_split(reference[:MAX_TEXT_CHARS])),
        )

    def _restated(self, answer: str, contexts: Sequence[str]) -> str:
        """The context sentence a short answer restates (at least :data:`RESTATED` of its
        content found there; "" when none): what the answer says, in the context's
        words, for relevancy. Read by alignment alone, whatever metrics are asked."""
        if not answer.strip() or not contexts or len(answer) > MAX_RESTATED_CHARS:
            return ""
        premises, _ = _bounded(contexts)
        al = self._premises(premises).align(answer)
        best = al.best_sentence
        if best is None or al.cov_best < RESTATED:
            return ""
        # the clause of it the answer says again ("... pèse 190 g et possède un écran de 6,5
        # pouces": "Il possède un écran" restates the second, not the weight)
        mine = stems(answer)
        return max(clauses(best.text), key=lambda c: len(mine & stems(c)))

    def _paraphrases(self, verdicts: tuple[ClaimVerdict, ...], other: str) -> tuple[ClaimVerdict, ...]:
        """Accept unsupported claims that paraphrase a sentence of ``other``: those no
        fact check disagrees with (a model found too little support, in any mode)."""
        out = []
        for v in verdicts:
            if v.label is Label.UNSUPPORTED and v.cause is not None and model_doubt(v.cause):
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


#: a terminal's control sequence (colour "ESC[31m", an OSC title): formatting, not text;
#: read as words it would be a value ("[31m": 31 million)
_TERMINAL_CODE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")


def _without_terminal_codes(task: JudgeTask) -> JudgeTask:
    """``task`` with its texts' terminal control sequences left out (the sample keeps them)."""
    texts = (task.question, task.answer, task.reference or "", *task.contexts)
    if not any("\x1b" in t for t in texts):
        return task
    return replace(
        task,
        question=_TERMINAL_CODE.sub("", task.question),
        answer=_TERMINAL_CODE.sub("", task.answer),
        reference=None if task.reference is None else _TERMINAL_CODE.sub("", task.reference),
        contexts=tuple(_TERMINAL_CODE.sub("", c) for c in task.contexts),
    )


def _attributed(split: ClaimSplit, premises: Sequence[str]) -> list[ClaimVerdict]:
    """A verdict for each set-aside attribution to a name the premises never name
    ("According to head librarian Ruth Adams, ..."): the answer adds that source."""
    out: list[ClaimVerdict] = []
    for aside in split.set_aside:
        if aside.kind is Aside.ATTRIBUTION and (name := unnamed_source(aside.text, premises)) is not None:
            why = f"the answer attributes what it says to {name!r}, whom the premises never name"
            why += " (explicit check)"
            out.append(
                ClaimVerdict(aside.text, Label.UNSUPPORTED, 1.0, why, cause=Cause(Decider.CHECK, Check.NAME))
            )
    return out


def _noted(verdicts: Sequence[ClaimVerdict], split: ClaimSplit) -> tuple[ClaimVerdict, ...]:
    """Openers, courtesies, questions back and frames are not judged, but said: in front
    of the first verdict's reason (its own reason stays last)."""
    out = list(verdicts)
    if split.set_aside and out:
        out[0] = replace(out[0], reason=f"[{split.note()}] {out[0].reason}")
    return tuple(out)


def _entailed_evidence(verdicts: Sequence[ClaimVerdict] | None) -> str:
    """The one context sentence that supports every claim of a short answer (by a model
    or present word for word): what the answer says, in the context's words, for
    relevancy. "" where the answer is not supported, says more than one sentence holds, or
    is long."""
    if not verdicts or len(verdicts) > 2 or not all(v.supported and v.evidence for v in verdicts):
        return ""
    found = {v.evidence or "" for v in verdicts}
    return found.pop() if len(found) == 1 and len(verdicts[0].claim) <= MAX_RESTATED_CHARS else ""


#: the share of an answer's content a context sentence must have for the answer to
#: restate it (relevancy reads the question's terms in that sentence too)
RESTATED = 0.7
#: answers longer than this are not matched to one sentence
MAX_RESTATED_CHARS = 600


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


def _backed(verdicts: Sequence[ClaimVerdict]) -> bool | None:
    """True where every verdict is supported, False where one is contradicted, else None."""
    if verdicts and all(v.supported for v in verdicts):
        return True
    return False if any(v.label is Label.CONTRADICTED for v in verdicts) else None
