"""Claim verification against premises, without a model download.

Each claim is aligned to the premise sentences that cover it best
(:mod:`~ragmeter.judges.offline.align`), then checked for what overlap misses
(:mod:`~ragmeter.judges.offline.features`, :mod:`~ragmeter.judges.offline.roles`). The
deciders share that work:

* ``meaning`` (the default): an explicit check that compares values (numbers, dates,
  names in their roles, modality, direction, scope, units) vetoes; a claim whose every
  content word is in one evidence sentence is supported (the fast path); the entailment
  model (:mod:`~ragmeter.judges.offline.nli`, multilingual) decides every other claim
  against its evidence window, supported when its logit is at least 0. Word order,
  voice, synonyms and paraphrase are the model's to judge; a check read off the surface
  (a negation or an antonym on one side only, a name the premises spell otherwise) is
  outweighed by a confident entailment (logit >= :data:`CONFIDENT`). Nothing in it is
  fitted to the human-labelled dev files.
* ``lexical``: a logistic regression over the alignment features, trained by
  ``scripts/train_offline_judge.py`` on the dev files; supported when P(supported) >=
  its threshold and no explicit check vetoes it
  (:func:`~ragmeter.judges.offline.features.vetoed`). The default of judge versions 1-4.
* ``rules``: the transparent rule of judge v1: supported when at least
  ``support_threshold`` of the claim's IDF-weighted content is found and no number,
  name or negation disagrees.

Every verdict names its best sentence, its reason, and which component decided.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Label
from ragmeter.judges.offline.align import Alignment, Premise, plainly_present
from ragmeter.judges.offline.anchored import VALUE_ANCHOR, value_anchored
from ragmeter.judges.offline.checks import checks
from ragmeter.judges.offline.conjunct_parts import each_clause_entailed
from ragmeter.judges.offline.features import (
    COVERAGE_FLOOR,
    ClaimContext,
    features,
    hard_veto,
    vetoed,
)
from ragmeter.judges.offline.frame_said import frame_restated
from ragmeter.judges.offline.hours import hours_restated
from ragmeter.judges.offline.model import LinearModel, default_model
from ragmeter.judges.offline.model_text import in_lower_case, model_pair, uncapitalised
from ragmeter.judges.offline.nli import CrossEncoder, default_cross_encoder
from ragmeter.judges.offline.periods import rate_restated_in
from ragmeter.judges.offline.poles import exception_restated, pole_restated
from ragmeter.judges.offline.problems import SURFACE_CHECKS
from ragmeter.judges.offline.problems import problem as first_problem
from ragmeter.judges.offline.ranges import range_restated
from ragmeter.judges.offline.times import (
    Problem,
)
from ragmeter.judges.offline.title_said import title_restated
from ragmeter.judges.offline.transfer import transfer_restated
from ragmeter.judges.offline.week import days_restated
from ragmeter.text.acronyms import acronyms_as_theirs, cjk_short_forms
from ragmeter.text.canon import canonical_cased
from ragmeter.text.clauses import clauses, conjuncts, coverage, units
from ragmeter.text.denied_universals import as_each
from ragmeter.text.facts import entities, shouted, values
from ragmeter.text.korean import plain_korean
from ragmeter.text.places import places_as_theirs
from ragmeter.text.synonyms import as_theirs, forms_in

__all__ = [
    "CONFIDENT",
    "DEFAULT_MODE",
    "MODES",
    "SURFACE_CHECKS",
    "Premise",
    "Verifier",
    "plainly_present",
]

MODES = ("meaning", "lexical", "rules")
#: the mode of the ``offline`` judge spec
DEFAULT_MODE = "meaning"
#: ``meaning``: the entailment logit at or above which the model's "supported" is
#: confident enough to outweigh the one check that reads the surface rather than a
#: value: a capitalised word of the claim that the premises lack, taken for a name
#: (German nouns, a name spelt otherwise)
CONFIDENT = 3.0


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True)
class _Decision:
    supported: bool
    p: float
    by: Decider
    nli_logit: float | None = None
    #: the check that vetoed it (before any model), if one did
    veto: Check | None = None
    #: the coordinated clause of the claim the model does not entail, if that decided
    part: str | None = None
    #: how a fast path that reads a value found the claim (a key of
    #: :data:`_FAST_REASONS`): its states read as poles ("closed" = "does not open":
    #: :mod:`~ragmeter.judges.offline.poles`), days read as a set, a sentence that
    #: excepts it from the other pole (:mod:`~ragmeter.text.excepted`), a transfer said
    #: from the other side (:mod:`~ragmeter.judges.offline.transfer`)
    fast: str | None = None


#: the checks that veto a claim in every mode but ``rules``, whatever a model says: they
#: are not features of the trained regressions (their weights predate them)
VALUE_CHECKS = frozenset(
    {
        Check.ROLE,
        Check.MODALITY,
        Check.DIRECTION,
        Check.UNIT,
        Check.NEGATION,
        Check.QUANTIFIER,
        Check.BINDING,
        Check.DATE,
    }
)


@dataclass(frozen=True)
class Verifier:
    """Decides whether premises support a claim. Thresholds are explicit parameters."""

    mode: str = DEFAULT_MODE
    support_threshold: float = 0.7
    model: LinearModel | None = field(default=None, compare=False)
    encoder: CrossEncoder | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        mode = self.mode
        if mode not in MODES:
            raise ValueError(f"unknown verifier mode {self.mode!r}; expected one of {', '.join(MODES)}")
        if mode != "rules" and self.model is None:
            object.__setattr__(self, "model", default_model())
        if mode == "meaning" and self.encoder is None:
            object.__setattr__(self, "encoder", default_cross_encoder())

    @property
    def threshold(self) -> float:
        if self.mode == "rules" or self.model is None:
            return self.support_threshold
        return self.model.threshold

    def verify(self, claim: str, premise: Premise, ctx: ClaimContext | None = None) -> ClaimVerdict:
        return self.verify_all([claim], premise, ctx)[0]

    def verify_all(
        self, claims: Sequence[str], premise: Premise, ctx: ClaimContext | None = None
    ) -> list[ClaimVerdict]:
        """Verdicts for several claims against one premise (the model reads the ones
        that need it in one batch)."""
        if premise.empty:
            cause = Cause(Decider.NONE, Check.NO_PREMISE)
            return [
                ClaimVerdict(c, Label.UNSUPPORTED, 1.0, "there is nothing to check it against", cause=cause)
                for c in claims
            ]
        ctx = ctx or ClaimContext()
        said = list(claims)
        if self.mode == "meaning":
            # each claim in the premises' words where it uses a synonym of them (the checks
            # then compare "Kids younger than 5 pay $12" as "Children under 5 ..."), and in
            # their case where it is written in capitals throughout (a check reads a
            # capitalised word as a name); the verdict keeps the claim as written
            text = " ".join(premise.texts)
            forms = forms_in(text)
            lower = in_lower_case(claims)
            # (an acronym or a short name in the premises' form, for the model too: "VHS"
            # where they say "Volkshochschule", "Deutsche Lebens-Rettungs-Gesellschaft" where
            # "DLRG", "北外" where "北京外国语大学")
            # (a bound denied of every member as each one's bound: "No instructor teaches more
            # than 8" is "Every instructor teaches at most 8")
            written = [as_each(cjk_short_forms(acronyms_as_theirs(c, text), text)) for c in claims]
            said = [
                as_theirs(
                    places_as_theirs(uncapitalised(c, text) if lower or shouted(c) else c, premise.texts),
                    forms,
                )
                for c in written
            ]
        als = [premise.align(c) for c in said]
        chks = [checks(al) for al in als]
        problems = [first_problem(al, chk) for al, chk in zip(als, chks)]
        if self.mode == "meaning":
            decisions = self._by_meaning(als, problems, written)
            verdicts = [self._verdict(al, problem, d) for al, problem, d in zip(als, problems, decisions)]
            return [v if s == c else replace(v, claim=c) for v, s, c in zip(verdicts, said, claims)]
        if self.mode == "rules" or self.model is None:
            return [
                self._verdict(
                    al,
                    problem,
                    _Decision(
                        al.cov_all >= self.support_threshold and problem is None, al.cov_all, Decider.RULES
                    ),
                )
                for al, problem in zip(als, problems)
            ]
        xs = [features(al, ctx, chk) for al, chk in zip(als, chks)]
        decisions = [self._decide(al, x, problem) for al, x, problem in zip(als, xs, problems)]
        return [self._verdict(al, problem, d) for al, problem, d in zip(als, problems, decisions)]

    def _clause_retry(
        self,
        als: Sequence[Alignment],
        ask: Sequence[int],
        pairs: Sequence[tuple[str, str]],
        logits: Sequence[float],
        problems: Sequence[Problem | None],
    ) -> list[float]:
        """A claim the model leans against (logit in [:data:`RETRY_BELOW`, 0)) asked again
        against the one clause of its evidence that holds its content ("The trip takes 40
        minutes" against "The crossing takes 40 minutes", not the whole "..., and a
        one-way ticket costs £14.50"): the larger logit stands."""
        assert self.encoder is not None
        again: list[tuple[int, tuple[str, str]]] = []
        for j, (i, (claim, evidence), z) in enumerate(zip(ask, pairs, logits)):
            if problems[i] is not None or not RETRY_BELOW <= z < 0.0:
                continue
            clause = _holding_clause(claim, evidence)
            if clause is not None:
                again.append((j, (claim, clause)))
        out = list(logits)
        if again:
            for (j, _), z2 in zip(again, self.encoder.logits([p for _, p in again])):
                out[j] = max(out[j], float(z2))
        return out

    def _by_meaning(
        self, als: Sequence[Alignment], problems: Sequence[Problem | None], written: Sequence[str]
    ) -> list[_Decision]:
        """``meaning``: a value check vetoes; what is plainly present is supported; the
        entailment model decides everything else, and its confident "supported"
        outweighs a surface check (:data:`SURFACE_CHECKS`). The model reads each claim as
        ``written`` (the checks read it in the premises' words)."""
        decisions: list[_Decision | None] = []
        ask: list[int] = []
        for i, (al, problem) in enumerate(zip(als, problems)):
            if problem is not None and problem[2] not in SURFACE_CHECKS:
                decisions.append(_Decision(False, 0.0, Decider.CHECK, veto=problem[2]))
            elif problem is None and (fast := _fast_path(al)) is not None:
                decisions.append(_Decision(True, 1.0, Decider.FAST_PATH, fast=fast))
            else:
                decisions.append(None)
                ask.append(i)
        if ask:
            assert self.encoder is not None
            pairs = [model_pair(als[i], written[i]) for i in ask]
            logits = self.encoder.logits(pairs)
            logits = self._clause_retry(als, ask, pairs, logits, problems)
            # a "supported" of coordinated clauses stands only when the model entails each
            # clause with content of its own too, however sure of the whole ("costs 15 € and
            # arrives the next day"; also where asked against one clause: "e incluye ...")
            parts = [
                (i, pair[1], part)
                for i, pair, z in zip(ask, pairs, logits)
                if problems[i] is None and z >= 0.0
                for part in _new_parts(als[i].claim, pair[1])
            ]
            refuted: dict[int, tuple[str, float]] = {}
            if parts:
                part_logits = self.encoder.logits([(canonical_cased(part), ev) for _, ev, part in parts])
                for (i, _, part), zp in zip(parts, part_logits):
                    if zp < 0.0 and i not in refuted:
                        refuted[i] = (part, zp)
            leaning = {
                i: als[i] for i, z in zip(ask, logits) if problems[i] is None and z < 0.0 and i not in refuted
            }
            rescued = each_clause_entailed(self.encoder, leaning)
            for i, z in zip(ask, logits):
                problem = problems[i]
                need = CONFIDENT if problem is not None else 0.0
                if problem is not None and z < need:
                    decisions[i] = _Decision(False, _sigmoid(z), Decider.CHECK, z, veto=problem[2])
                elif i in refuted:
                    part, zp = refuted[i]
                    decisions[i] = _Decision(False, _sigmoid(zp), Decider.ENTAILMENT, zp, part=part)
                elif i in rescued:
                    part, zp = rescued[i]
                    decisions[i] = _Decision(True, _sigmoid(zp), Decider.ENTAILMENT, zp, part=part)
                else:
                    anchored = problem is None and VALUE_ANCHOR <= z < 0.0 and value_anchored(als[i])
                    decisions[i] = _Decision(
                        z >= need or anchored,
                        _sigmoid(z),
                        Decider.ENTAILMENT,
                        z,
                        fast="values" if anchored else None,
                    )
        return [d for d in decisions if d is not None]

    def _decide(self, al: Alignment, x: list[float], problem: Problem | None) -> _Decision:
        """A value check vetoes; else the fast path accepts what is plainly present;
        else the lexical regression decides."""
        assert self.model is not None
        if problem is not None and (hard_veto(x) or problem[2] in VALUE_CHECKS):
            return _Decision(False, self.model.proba(x), Decider.CHECK, veto=problem[2])
        if problem is None and not hard_veto(x) and (found := plainly_present(al)) is not None:
            return _Decision(True, 1.0, Decider.FAST_PATH, fast=_PRESENT[len(found)])
        return self._lexical(x)

    def _lexical(self, x: list[float]) -> _Decision:
        assert self.model is not None
        p = self.model.proba(x)
        return _Decision(p >= self.model.threshold and not vetoed(x), p, Decider.LEXICAL)

    def _verdict(self, al: Alignment, problem: Problem | None, d: _Decision) -> ClaimVerdict:
        best = al.best_sentence
        evidence = best.text if best is not None else None
        source = best.premise if best is not None else None
        claim = al.claim
        if d.supported:
            supported_by = tuple(
                i
                for i in range(len(al.premise.texts))
                if al.coverage_in_premise(i) >= self.support_threshold and _agrees_in(claim, al.premise, i)
            )
            cause = _cause(d, None)
            if d.fast is not None:
                reason = _FAST_REASONS[d.fast]
            elif self.mode == "meaning" and d.nli_logit is not None and d.part is not None:
                reason = (
                    f"the evidence entails each of its coordinated clauses (least sure: {_quote(d.part)})"
                )
            elif self.mode == "meaning" and d.nli_logit is not None:
                reason = "the evidence entails it"
                if problem is not None:
                    reason += f" (the model is sure enough to outweigh: {problem[1]})"
            else:
                reason = f"{al.cov_all:.0%} of its content is found"
                if al.cov_best >= al.cov_all - 1e-9:
                    reason += " in one sentence"
            reason += f"; numbers, names, roles and negation agree ({cause})"
            return ClaimVerdict(
                claim, Label.SUPPORTED, round(d.p, 4), reason, evidence, source, supported_by, cause
            )
        if problem is not None:
            label, reason, check = problem
            cause = _cause(d, check)
            reason += " (explicit check)" if d.by is Decider.CHECK else f" (explicit check; {cause})"
        else:
            label = Label.UNSUPPORTED
            cause = _cause(d, Check.COVERAGE if al.cov_all < COVERAGE_FLOOR else None)
            if d.part is not None:
                reason = f"the evidence does not support one of its clauses: {_quote(d.part)}"
            elif d.nli_logit is not None:
                reason = f"the evidence does not support it ({al.cov_all:.0%} of its content found)"
            else:
                reason = f"only {al.cov_all:.0%} of its content appears in the premises"
                if al.missing:
                    reason += " (missing: " + ", ".join(al.missing[:6]) + ")"
                elif al.cov_all >= 0.999:
                    reason = "its words appear in the premises, but not related the same way"
            reason += f" ({cause})"
        return ClaimVerdict(claim, label, round(1.0 - d.p, 4), reason, evidence, source, (), cause)


def _fast_path(al: Alignment) -> str | None:
    """Which fast path finds the claim (a key of :data:`_FAST_REASONS`), if one does: its
    words in one sentence or two, or a value or a state read another way."""
    if (found := plainly_present(al)) is not None:
        return _PRESENT[len(found)]
    restated = (
        ("exception", exception_restated),
        ("pole", pole_restated),
        ("days", days_restated),
        ("converse", transfer_restated),
        ("hours", hours_restated),
        ("rate", rate_restated_in),
        ("range", range_restated),
        ("title", title_restated),
        ("frame", frame_restated),
    )
    return next((name for name, reads in restated if reads(al) is not None), None)


#: why a fast path found the claim: its words in one sentence or two, or a value read
#: another way
_PRESENT = {1: "one", 2: "two"}
_FAST_REASONS = {
    "one": "every content word is found in one sentence",
    "two": "every content word is found in two adjacent sentences",
    "exception": "a premise sentence excepts it from the other pole (as in 'open every day except Monday' ="
    " 'closed on Monday')",
    "frame": "a premise clause states the same act by the same doer, in another voice or order (as in"
    " 'founded by Anna Weber' = 'Anna Weber founded')",
    "converse": "a premise sentence states the same transfer between the same parties from the other side"
    " (as in 'bought from Tom' = 'Tom sold to')",
    "pole": "a premise sentence says it, with its state said another way (as in 'not open' = 'closed')",
    "days": "a premise sentence says it of the same days said another way, or of days that include them"
    " (as in 'Monday to Saturday' = 'every day except Sunday'; 'open Tuesday to Sunday' = 'closed on"
    " Monday'; 'on Thursdays' of 'Tuesday to Saturday')",
    "hours": "a premise sentence gives the span of the day it opens at the start of, or closes at the end"
    " of (as in 'closes at 4 p.m.' = 'open 10:00 to 16:00')",
    "rate": "a premise sentence says how often in another form (as in 'three times an hour' ="
    " 'every 20 minutes')",
    "range": "a premise sentence gives its two values as the ends of one range (as in 'the cheapest costs"
    " £25 and the dearest £95' = 'cost between £25 and £95')",
    "title": "a premise sentence gives the person that title (as in 'nurse Owen Clarke' = 'Owen Clarke"
    " works as a nurse')",
    "values": "its best evidence sentence holds every value it states and most of its words, and the model"
    " leans only slightly against it",
}


#: the canonical bound markers, as a reason says them
def _cause(d: _Decision, check: Check | None) -> Cause:
    if d.by is Decider.CHECK:
        if d.nli_logit is not None:  # a surface check the model was not sure enough to outweigh
            return Cause(Decider.CHECK, d.veto, d.nli_logit, "logit")
        return Cause(Decider.CHECK, d.veto)
    if d.by is Decider.ENTAILMENT and d.nli_logit is not None:
        return Cause(Decider.ENTAILMENT, check, d.nli_logit, "logit")
    if d.by is Decider.FAST_PATH:
        return Cause(Decider.FAST_PATH, check)
    kind = "coverage" if d.by is Decider.RULES else "probability"
    return Cause(d.by, check, d.p, kind)


def _agrees_in(claim: str, premise: Premise, index: int) -> bool:
    own_numbers = premise.numbers_of(index)
    if any(n not in own_numbers for n in values(claim)):
        return False
    text, own_words = premise.normalized[index], premise.words_of(index)
    return all(e in text or all(w in own_words for w in e.split()) for e in entities(claim))


#: the most coordinated clauses of one claim the model reads alone (a claim that
#: coordinates more is a list; its first ones are read), so a claim's cost stays bounded
MAX_PARTS = 8
#: a coordinated clause brings content of its own when less than this share of its
#: content units is in the evidence window (most of it new: "arrives the next day")
NEW_CONTENT = 0.5


def _new_parts(claim: str, evidence: str) -> list[str]:
    """The coordinated clauses of a claim (:func:`~ragmeter.text.clauses.conjuncts`, at
    most :data:`MAX_PARTS`; none when it has only one) that bring content of their own:
    less than :data:`NEW_CONTENT` of their content units (values in canonical form, as
    the model reads ``evidence``) in ``evidence``. Lexical
    evidence that, in a close case, lets the model's "not entailed" of that clause decide."""
    parts = conjuncts(claim)
    if len(parts) < 2:
        return []
    theirs = units(evidence).all
    out = []
    for part in parts[:MAX_PARTS]:
        mine = units(plain_korean(canonical_cased(part))).all  # values in the evidence's form
        if mine and coverage(mine, theirs) < NEW_CONTENT:
            out.append(part)
    return out


def _quote(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


#: the logit from which an unsure "not supported" is asked again against one clause
RETRY_BELOW = -1.5


def _holding_clause(claim: str, evidence: str) -> str | None:
    """The clause of a many-clause evidence that has the most of the claim's content
    units, where it has all its numbers and at least half its units; None otherwise."""
    parts = [c for c in clauses(evidence) if c.strip()]
    if len(parts) < 2:
        return None
    mine = units(claim).all
    if not mine:
        return None
    best = max(parts, key=lambda c: len(mine & units(c).all))
    have = units(best).all
    numbers_ = {u for u in mine if u[:1].isdigit()}
    if not numbers_ <= have or len(mine & have) * 2 < len(mine):
        return None
    return best
