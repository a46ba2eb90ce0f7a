"""Claim verification against premises, without a model download.

Each claim is aligned to the premise sentences that cover it best
(:mod:`~ragmeter.judges.offline.align`), then checked for what overlap misses
(:mod:`~ragmeter.judges.offline.features`). The deciders share that work:

* ``lexical``: a logistic regression over the alignment
  features, trained by ``scripts/train_offline_judge.py``; supported when P(supported)
  >= its threshold and no explicit check vetoes it
  (:func:`~ragmeter.judges.offline.features.vetoed`).
* ``nli``: the explicit checks, then the entailment model
  (:mod:`~ragmeter.judges.offline.nli`) reads every claim that no check vetoes against
  its evidence window, and a second regression over the lexical features and the
  model's logit decides.
* ``cascade``: as ``nli``, but only for claims the lexical regression is unsure of
  (its logit within :data:`CASCADE_BAND` of the threshold, or less than the coverage
  floor but at least :data:`RESCUE_FLOOR` of the claim found: paraphrases); the clear
  ones keep the lexical decision, so most claims cost no model call.
* ``rules``: the transparent rule of judge v1: supported when at least
  ``support_threshold`` of the claim's IDF-weighted content is found and no number,
  name or negation disagrees.

Korean, Chinese and Japanese claims never go to the entailment model (its vocabulary
cannot read them); the lexical regression decides them in every mode. Every verdict
names its best sentence, its reason, and which component decided.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Label
from ragmeter.judges.offline.align import Alignment, Premise, plainly_present
from ragmeter.judges.offline.features import (
    COVERAGE_FLOOR,
    FEATURES,
    Checks,
    ClaimContext,
    checks,
    features,
    hard_veto,
    vetoed,
)
from ragmeter.judges.offline.model import LEXICAL_MARGIN, NLI_FEATURE, LinearModel, default_model, nli_model
from ragmeter.judges.offline.nli import CrossEncoder, covers, default_cross_encoder
from ragmeter.text.facts import entities, values

__all__ = [
    "CASCADE_BAND",
    "DEFAULT_MODE",
    "MODES",
    "NLI_CLIP",
    "RESCUE_FLOOR",
    "Premise",
    "Verifier",
    "plainly_present",
    "routes_to_model",
]

MODES = ("cascade", "lexical", "nli", "rules")
#: the mode of the ``offline`` judge spec
DEFAULT_MODE = "lexical"
#: the cascade asks the entailment model when the lexical logit lies in
#: [threshold logit + lo, threshold logit + hi]
CASCADE_BAND = (-2.0, 2.0)
#: the entailment logit is clipped to this range before the regression reads it
NLI_CLIP = 8.0
#: claims with less of their content found than this never go to the model
RESCUE_FLOOR = 0.25
_COV_ALL = FEATURES.index("cov_all")


def _logit(p: float) -> float:
    p = min(max(p, 1e-9), 1 - 1e-9)
    return math.log(p / (1 - p))


@dataclass(frozen=True)
class _Decision:
    supported: bool
    p: float
    by: Decider
    nli_logit: float | None = None
    #: the check that vetoed it (before any model), if one did
    veto: Check | None = None


#: the checks that veto a claim in every mode but ``rules``, whatever a model says: they
#: are not features of the trained regressions (their weights predate them)
VALUE_CHECKS = frozenset(
    {Check.ROLE, Check.MODALITY, Check.DIRECTION, Check.UNIT, Check.NEGATION, Check.QUANTIFIER, Check.BINDING}
)


@dataclass(frozen=True)
class Verifier:
    """Decides whether premises support a claim. Thresholds are explicit parameters."""

    mode: str = DEFAULT_MODE
    support_threshold: float = 0.7
    model: LinearModel | None = field(default=None, compare=False)
    combined: LinearModel | None = field(default=None, compare=False)
    encoder: CrossEncoder | None = field(default=None, compare=False)
    band: tuple[float, float] = CASCADE_BAND

    def __post_init__(self) -> None:
        mode = self.mode
        if mode not in MODES:
            raise ValueError(f"unknown verifier mode {self.mode!r}; expected one of {', '.join(MODES)}")
        if mode != "rules" and self.model is None:
            object.__setattr__(self, "model", default_model())
        if mode in ("nli", "cascade"):
            if self.combined is None:
                object.__setattr__(self, "combined", nli_model())
            if self.encoder is None:
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
        als = [premise.align(c) for c in claims]
        chks = [checks(al) for al in als]
        problems = [_hard_problem(chk) for chk in chks]
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
        ask = [
            i for i, x in enumerate(xs) if decisions[i].by is Decider.LEXICAL and self._asks(x, als[i].claim)
        ]
        if ask and self.encoder is not None and self.combined is not None:
            pairs = [(als[i].claim, als[i].evidence()) for i in ask]
            pair = self.combined.features == (LEXICAL_MARGIN, NLI_FEATURE)
            t_lex = _logit(self.model.threshold)
            for i, z in zip(ask, self.encoder.logits(pairs)):
                zc = max(-NLI_CLIP, min(NLI_CLIP, z))
                p = self.combined.proba([self.model.logit(xs[i]) - t_lex, zc] if pair else [*xs[i], zc])
                decisions[i] = _Decision(p >= self.combined.threshold, p, Decider.ENTAILMENT, z)
        return [self._verdict(al, problem, d) for al, problem, d in zip(als, problems, decisions)]

    def _decide(self, al: Alignment, x: list[float], problem: _Problem | None) -> _Decision:
        """A value check vetoes; else the fast path accepts what is plainly present;
        else the lexical regression decides (and the entailment model may redecide)."""
        assert self.model is not None
        if problem is not None and (hard_veto(x) or problem[2] in VALUE_CHECKS):
            return _Decision(False, self.model.proba(x), Decider.CHECK, veto=problem[2])
        if problem is None and not hard_veto(x) and plainly_present(al) is not None:
            return _Decision(True, 1.0, Decider.FAST_PATH)
        return self._lexical(x)

    def _lexical(self, x: list[float]) -> _Decision:
        assert self.model is not None
        p = self.model.proba(x)
        return _Decision(p >= self.model.threshold and not vetoed(x), p, Decider.LEXICAL)

    def _asks(self, x: list[float], claim: str) -> bool:
        """Whether the entailment model decides this claim."""
        if self.mode not in ("nli", "cascade") or self.model is None:
            return False
        margin = self.model.logit(x) - _logit(self.model.threshold)
        return routes_to_model(self.mode, x, margin, self.band, claim)

    def _verdict(self, al: Alignment, problem: _Problem | None, d: _Decision) -> ClaimVerdict:
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
            if d.by is Decider.FAST_PATH:
                reason = "every content word is found in " + (
                    "one sentence" if al.cov_best >= 0.999 else "two adjacent sentences"
                )
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
            if d.nli_logit is not None:
                reason = f"the evidence does not support it ({al.cov_all:.0%} of its content found)"
            else:
                reason = f"only {al.cov_all:.0%} of its content appears in the premises"
                if al.missing:
                    reason += " (missing: " + ", ".join(al.missing[:6]) + ")"
                elif al.cov_all >= 0.999:
                    reason = "its words appear in the premises, but not related the same way"
            reason += f" ({cause})"
        return ClaimVerdict(claim, label, round(1.0 - d.p, 4), reason, evidence, source, (), cause)


def _cause(d: _Decision, check: Check | None) -> Cause:
    if d.by is Decider.CHECK:
        return Cause(Decider.CHECK, d.veto)
    if d.by is Decider.ENTAILMENT and d.nli_logit is not None:
        return Cause(Decider.ENTAILMENT, check, d.nli_logit, "logit")
    if d.by is Decider.FAST_PATH:
        return Cause(Decider.FAST_PATH, check)
    kind = "coverage" if d.by is Decider.RULES else "probability"
    return Cause(d.by, check, d.p, kind)


def routes_to_model(
    mode: str, x: Sequence[float], margin: float, band: tuple[float, float], claim: str
) -> bool:
    """The cascade's rule (shared with its trainer): the entailment model decides a
    claim that no hard check vetoes, that its vocabulary can read, and that either
    has between :data:`RESCUE_FLOOR` and the coverage floor of its content found (a
    paraphrase the lexical side cannot see) or has a lexical margin inside ``band``
    (``nli``: any margin)."""
    if hard_veto(x) or not covers(claim) or x[_COV_ALL] < RESCUE_FLOOR:
        return False
    if mode == "nli" or x[_COV_ALL] < COVERAGE_FLOOR:
        return True
    return band[0] <= margin <= band[1]


_Problem = tuple[Label, str, Check]


def _hard_problem(chk: Checks) -> _Problem | None:
    """The first explicit check that disagrees: (label, what it found, which check)."""
    if chk.missing_numbers:
        shown = ", ".join(_fmt(n) for n in chk.missing_numbers[:4])
        label = Label.CONTRADICTED if chk.number_conflict else Label.UNSUPPORTED
        return label, f"number(s) {shown} do not appear in the premises", Check.NUMBER
    if chk.missing_entities:
        return (
            Label.UNSUPPORTED,
            "name(s) not in the premises: " + ", ".join(chk.missing_entities[:4]),
            Check.NAME,
        )
    if chk.name_conflict is not None:
        mine, theirs = chk.name_conflict
        return (
            Label.CONTRADICTED,
            f"the claim names {mine!r} where the premise names {theirs!r}",
            Check.NAME_CONFLICT,
        )
    if chk.negation is not None:
        return Label.CONTRADICTED, f"negation mismatch: only the {chk.negation} is negated", Check.NEGATION
    if chk.antonym is not None:
        a, b = chk.antonym
        return Label.CONTRADICTED, f"the claim says {a!r} where the premise says {b!r}", Check.ANTONYM
    return _value_problem(chk)


def _value_problem(chk: Checks) -> _Problem | None:
    if chk.superseded is not None:
        old, new = chk.superseded
        why = f"the premise says {old!r} changed to {new!r}; the claim states the old one"
        return Label.CONTRADICTED, why, Check.SUPERSEDED
    if chk.swap is not None:
        mine, theirs = chk.swap
        why = f"the claim has {mine!r} do it where the premise has {theirs!r} do it"
        return Label.CONTRADICTED, why, Check.ROLE
    if chk.role is not None:
        mine, theirs = chk.role
        why = f"the premise gives what the claim says of {mine!r} to {theirs!r}"
        return Label.CONTRADICTED, why, Check.ROLE
    if chk.modality is not None:
        mine, theirs = chk.modality
        return (
            Label.CONTRADICTED,
            f"the claim says {mine!r} where the premise says {theirs!r}",
            Check.MODALITY,
        )
    if chk.direction is not None:
        n, mine, theirs = chk.direction
        why = f"the claim says {mine!r} {n} where the premise says {theirs!r} {n}"
        return Label.CONTRADICTED, why, Check.DIRECTION
    if chk.unit is not None:
        n, mine, theirs = chk.unit
        return (
            Label.CONTRADICTED,
            f"the claim says {n} {mine} where the premise says {n} {theirs}",
            Check.UNIT,
        )
    if chk.binding is not None:
        mine, theirs = chk.binding
        why = f"the claim gives {mine!r} to what the premise gives {theirs!r}"
        return Label.CONTRADICTED, why, Check.BINDING
    if chk.quantifier is not None:
        mine, theirs = chk.quantifier
        why = f"the claim says {mine!r} where the premise says {theirs!r} of the same thing"
        return Label.CONTRADICTED, why, Check.QUANTIFIER
    if chk.scope is not None:
        return Label.UNSUPPORTED, f"the claim says {chk.scope!r}; the premise does not say so", Check.SCOPE
    if chk.unbound is not None:
        year, word = chk.unbound
        return Label.CONTRADICTED, f"the premise gives {word!r} another year than {year}", Check.YEAR
    return None


def _agrees_in(claim: str, premise: Premise, index: int) -> bool:
    own_numbers = premise.numbers_of(index)
    if any(n not in own_numbers for n in values(claim)):
        return False
    text, own_words = premise.normalized[index], premise.words_of(index)
    return all(e in text or all(w in own_words for w in e.split()) for e in entities(claim))


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
