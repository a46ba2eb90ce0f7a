"""The offline judge: deterministic, no key, no download. The default judge."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Judgement, JudgeTask, Label
from ragmeter.judges.offline.align import RecentPremises
from ragmeter.judges.offline.features import ClaimContext
from ragmeter.judges.offline.helpers import helping_only
from ragmeter.judges.offline.relevance import relevance
from ragmeter.judges.offline.verify import CONFIDENT, DEFAULT_MODE, Verifier
from ragmeter.text.canon import canonical
from ragmeter.text.claims import ClaimSplit, claim_split, is_short, with_question
from ragmeter.text.clauses import clauses
from ragmeter.text.facts import is_refusal, number_units, numbers
from ragmeter.text.lexicon import stem
from ragmeter.text.questions import (
    QuestionType,
    bare_yes_no,
    is_yes_no_question,
    opening_yes_no,
    question_type,
)
from ragmeter.text.similarity import Similarity, default_similarity
from ragmeter.text.slots import NUMERIC_KINDS, filler_tokens, slot_noun
from ragmeter.text.tokenize import content_tokens, normalize

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
    version = "13"

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
        answer_vs_contexts = None
        if task.answer_vs_contexts:
            answer_vs_contexts = () if refusal else self._check(task.answer, task.contexts, task.question)
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
                task.answer,
                self.similarity,
                self._restated(task.answer, task.contexts),
                task.contexts,
                entailed=_entailed_evidence(answer_vs_contexts),
            )
        return Judgement(
            refusal=refusal,
            answer_vs_contexts=answer_vs_contexts,
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
        opens with (:func:`_yes_no`)."""
        by_yes_no = _yes_no(question, answer, reference) or _same_value(answer, reference)
        if by_yes_no is not None:
            return by_yes_no
        answer_claims = _noted(
            [
                _relation_conflict(v)
                if v.label is Label.UNSUPPORTED and _same_terms(v.claim, reference)
                else _asked_number(v, question, reference)
                for v in self._paraphrases(self._check(answer, [reference], say_set_aside=False), reference)
            ],
            claim_split(answer[:MAX_TEXT_CHARS]),
        )
        short = bool(question.strip()) and is_short(answer)
        premise = with_question(question, answer) if short else answer
        stated = self._paraphrases(self._check(reference, [premise], say_set_aside=False), answer)
        kind, fillers = _asked(question, answer, answer_claims) if short else (None, set())
        if kind is not None and fillers:
            asked = set(content_tokens(question)) | fillers | _BOUND_WORDS
            stated = tuple(
                _asked_part(v)
                # the reference gives what is asked only to the answer's words: "Sarah Lee." is
                # no answer where the reference names Paul Kim too ("run by Paul Kim, a former
                # student of chef Sarah Lee")
                if _detail_only(v, fillers)
                and _within(_values_asked(filler_tokens(v.claim, kind), kind), asked)
                # (a reference of one statement is the one that answers)
                and (len(stated) == 1 or _about(v.claim, question))
                else v
                for v in stated
            )
        if question_type(question) is QuestionType.WHO:
            stated = tuple(_helping_only(v, answer) for v in stated)
        return answer_claims, _noted(stated, claim_split(reference[:MAX_TEXT_CHARS]))

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
        mine = _stems(answer)
        return max(clauses(best.text), key=lambda c: len(mine & _stems(c)))

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


def _yes_no(
    question: str, answer: str, reference: str
) -> tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]] | None:
    """Correctness of an answer to a yes/no question whose reference is a bare yes or no
    ("No."): the answer's opening yes or no states the reference or contradicts it.
    None when the reference is more than a yes or no, or the answer opens with neither
    (then its statements are compared as any others)."""
    ref = bare_yes_no(reference)
    if ref is None or not is_yes_no_question(question):
        return None
    mine = opening_yes_no(answer)
    if mine is None:
        return None
    word = "yes" if ref else "no"
    shown = answer if len(answer) <= 200 else answer[:199] + "…"
    if mine == ref:
        why = f"the answer says {word}, as the reference does"
        ok = ClaimVerdict(shown, Label.SUPPORTED, 1.0, why, reference, 0, (0,), Cause(Decider.FAST_PATH))
        return (ok,), (replace(ok, claim=reference, evidence=shown),)
    why = f"the answer says {'yes' if mine else 'no'} where the reference says {word}"
    bad = ClaimVerdict(
        shown, Label.CONTRADICTED, 1.0, why, reference, 0, (), Cause(Decider.CHECK, Check.NEGATION)
    )
    return (bad,), (replace(bad, claim=reference, evidence=shown, label=Label.UNSUPPORTED),)


Verdicts = tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]]
_PUNCT = re.compile(r"[\s.,;:!?。，；：！？]+")


def _same_value(
    answer: str, reference: str
) -> tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]] | None:
    """An answer and a reference that are the same value said in other forms ("22:30."
    and "晚上十点半。", "$1,200" and "1200 dollars"): one statement, stated."""
    mine, theirs = (_PUNCT.sub(" ", canonical(normalize(t))).strip() for t in (answer, reference))
    if not mine or mine != theirs or not any(c.isdigit() for c in mine) or len(mine) > 40:
        return None
    why = "the answer gives the reference's value in another form"
    ok = ClaimVerdict(answer, Label.SUPPORTED, 1.0, why, reference, 0, (0,), Cause(Decider.FAST_PATH))
    return (ok,), (replace(ok, claim=reference, evidence=answer),)


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


def _noted(verdicts: Sequence[ClaimVerdict], split: ClaimSplit) -> tuple[ClaimVerdict, ...]:
    """Openers, courtesies, questions back and frames are not judged, but said: in front
    of the first verdict's reason (its own reason stays last)."""
    out = list(verdicts)
    if split.set_aside and out:
        out[0] = replace(out[0], reason=f"[{split.note()}] {out[0].reason}")
    return tuple(out)


#: the bound words a number's reading adds ("up to 30" -> "30 atmost")
_BOUND_WORDS = frozenset({"atmost", "atleast"})


def _about(statement: str, question: str) -> bool:
    """At least half of the question's content words (by stem) are in the statement:
    it is the statement that answers it, not another one of the reference."""
    q = _stems(question)
    found = q & _stems(statement)
    kind = question_type(question)
    if kind is not None and filler_tokens(statement, kind):
        # the slot the statement fills counts as said ("minimum age" by "at least 21 years old")
        found |= {t for t in content_tokens(question) if slot_noun(t, kind)} & q
    return bool(q) and len(found) * 2 >= len(q)


def _stems(text: str) -> set[str]:
    """The stems of the content words of ``text``."""
    return {stem(t) for t in content_tokens(text)}


def _asked(
    question: str, answer: str, answer_claims: Sequence[ClaimVerdict]
) -> tuple[QuestionType | None, set[str]]:
    """What the question asks for and the words of a short answer that give it (a person
    for "who", a date for "when": :func:`~ragmeter.text.slots.filler_tokens`), when
    the reference backs every claim of the answer; else no words."""
    kind = question_type(question)
    if kind is None or not answer_claims or not all(v.supported for v in answer_claims):
        return kind, set()
    return kind, filler_tokens(answer, kind)


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


def _detail_only(v: ClaimVerdict, fillers: set[str]) -> bool:
    """A reference statement that holds the answer's ``fillers`` and that the short answer
    does not state only because it names a number or a name the answer leaves out (a
    detail the question did not ask: "founded in Valencia in 2004 by ..." for "Who founded
    it?" answered "Lucía Navarro y Andrés Molina."), or that a model alone doubts."""
    if v.label is not Label.UNSUPPORTED or v.cause is None:
        return False
    if not _within(
        fillers, set(content_tokens(v.claim)) | set(content_tokens(canonical(normalize(v.claim))))
    ):
        return False  # ("Cuatro habitaciones" holds the "4" of "Cuatro.")
    if v.cause.decider is Decider.CHECK:
        return v.cause.check in (Check.NUMBER, Check.NAME)
    return _model_doubt(v.cause)  # "prints up to 30 pages per minute in black and white" for "30."


def _asked_number(v: ClaimVerdict, question: str, reference: str) -> ClaimVerdict:
    """A claim the number check contradicts only with numbers the question itself states
    ("ab 24 Jahren" repeated from the question, where the reference is "Er kostet 70 €"):
    it goes beyond the reference, it does not contradict it."""
    if v.label is not Label.CONTRADICTED or v.cause is None or v.cause.check is not Check.NUMBER:
        return v
    extra = numbers(v.claim) - numbers(reference)
    if extra and extra <= numbers(question):
        reason = f"it repeats a number the question states and the reference leaves out ({v.reason})"
        return replace(v, label=Label.UNSUPPORTED, reason=reason)
    mine, theirs = number_units(v.claim), number_units(reference)
    if extra and theirs and all(mine.get(n) and not mine[n] & set().union(*theirs.values()) for n in extra):
        # "两天左右就能做好" beside "120元": a number of another kind, a detail the reference leaves out
        reason = f"it adds a number of another kind than the reference's ({v.reason})"
        return replace(v, label=Label.UNSUPPORTED, reason=reason)
    return v


def _values_asked(fillers: set[str], kind: QuestionType) -> set[str]:
    """Of a number's fillers, the number: its unit ("years old", "Jahre") is the value
    checks' to compare, not a word the question must have asked."""
    return {t for t in fillers if t[:1].isdigit()} if kind in NUMERIC_KINDS else fillers


def _within(mine: set[str], theirs: set[str]) -> bool:
    """Each of ``mine`` is one of ``theirs``, or another form of it ("Jahre" / "Jahren":
    the same first four letters of a Latin word of four or more)."""
    roots = {t[:4] for t in theirs if len(t) >= 4 and t.isalpha()}
    return all(w in theirs or (len(w) >= 4 and w.isalpha() and w[:4] in roots) for w in mine)


def _asked_part(v: ClaimVerdict) -> ClaimVerdict:
    """``v`` read as stated: the answer gives what the question asks of it."""
    reason = f"the answer states what the question asks of it; the rest is detail it did not ask ({v.reason})"
    cause = Cause(Decider.CHECK, v.cause.check if v.cause else None)
    return replace(v, label=Label.SUPPORTED, reason=reason, cause=cause)


def _same_terms(claim: str, reference: str) -> bool:
    """Every content word of the claim is one of the reference's (compared by stem), and
    there are two words or more besides numbers: a bare value ("16:30.") relates nothing."""
    ref = _stems(reference)
    mine = [stem(t) for t in content_tokens(claim) if not t[:1].isdigit()]
    return len(mine) >= 2 and all(t in ref for t in mine)


def _helping_only(v: ClaimVerdict, answer: str) -> ClaimVerdict:
    """A reference statement the answer states only by naming its person as helping
    someone else: the answer gives the part asked to the other person."""
    found = helping_only(answer, v.claim) if v.label is Label.SUPPORTED else None
    if found is None:
        return v
    mine, theirs = found
    return replace(
        v,
        label=Label.CONTRADICTED,
        reason=f"the answer names {mine!r} only as helping, and gives the part to {theirs!r}",
        cause=Cause(Decider.CHECK, Check.ROLE),
    )


def _relation_conflict(v: ClaimVerdict) -> ClaimVerdict:
    return replace(
        v,
        label=Label.CONTRADICTED,
        reason=f"its words are all the reference's, but the reference does not back it: {v.reason}",
        cause=Cause(Decider.CHECK, Check.ROLE),
    )


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
