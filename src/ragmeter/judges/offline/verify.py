"""Claim verification against premises, without a model download.

Each claim is aligned to the premise sentences that cover it best
(:mod:`~ragmeter.judges.offline.align`), then checked for what overlap misses
(:mod:`~ragmeter.judges.offline.features`). The deciders share that work:

* ``lexical`` (``learned`` is its old name): a logistic regression over the alignment
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

from ragmeter.judges.base import ClaimVerdict, Label
from ragmeter.judges.offline.align import Alignment, Premise
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
from ragmeter.text.canon import canonical
from ragmeter.text.facts import entities, numbers, values

__all__ = [
    "CASCADE_BAND",
    "DEFAULT_MODE",
    "MODES",
    "NLI_CLIP",
    "RESCUE_FLOOR",
    "Premise",
    "Verifier",
    "routes_to_model",
]

MODES = ("cascade", "lexical", "nli", "rules")
#: the mode of the ``offline`` judge spec
DEFAULT_MODE = "lexical"
_ALIASES = {"learned": "lexical"}
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
    by: str  # "lexical model", "entailment model", "rules"
    nli_logit: float | None = None


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
        mode = _ALIASES.get(self.mode, self.mode)
        if mode not in MODES:
            raise ValueError(f"unknown verifier mode {self.mode!r}; expected one of {', '.join(MODES)}")
        object.__setattr__(self, "mode", mode)
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
            return [
                ClaimVerdict(c, Label.UNSUPPORTED, 1.0, "there is nothing to check it against")
                for c in claims
            ]
        ctx = ctx or ClaimContext()
        als = [premise.align(c) for c in claims]
        chks = [checks(al) for al in als]
        if self.mode == "rules" or self.model is None:
            return [
                self._verdict(
                    al,
                    chk,
                    _Decision(
                        al.cov_all >= self.support_threshold and _hard_problem(chk) is None,
                        al.cov_all,
                        "rules",
                    ),
                )
                for al, chk in zip(als, chks)
            ]
        xs = [features(al, ctx, chk) for al, chk in zip(als, chks)]
        decisions = [self._lexical(x) for x in xs]
        ask = [i for i, x in enumerate(xs) if self._asks(x, als[i].claim)]
        if ask and self.encoder is not None and self.combined is not None:
            pairs = [(als[i].claim, als[i].evidence()) for i in ask]
            pair = self.combined.features == (LEXICAL_MARGIN, NLI_FEATURE)
            t_lex = _logit(self.model.threshold)
            for i, z in zip(ask, self.encoder.logits(pairs)):
                zc = max(-NLI_CLIP, min(NLI_CLIP, z))
                p = self.combined.proba([self.model.logit(xs[i]) - t_lex, zc] if pair else [*xs[i], zc])
                decisions[i] = _Decision(p >= self.combined.threshold, p, "entailment model", z)
        return [self._verdict(al, chk, d) for al, chk, d in zip(als, chks, decisions)]

    def _lexical(self, x: list[float]) -> _Decision:
        assert self.model is not None
        p = self.model.proba(x)
        return _Decision(p >= self.model.threshold and not vetoed(x), p, "lexical model")

    def _asks(self, x: list[float], claim: str) -> bool:
        """Whether the entailment model decides this claim."""
        if self.mode not in ("nli", "cascade") or self.model is None:
            return False
        margin = self.model.logit(x) - _logit(self.model.threshold)
        return routes_to_model(self.mode, x, margin, self.band, claim)

    def _verdict(self, al: Alignment, chk: Checks, d: _Decision) -> ClaimVerdict:
        best = al.best_sentence
        evidence = best.text if best is not None else None
        source = best.premise if best is not None else None
        claim = al.claim
        by = _by(d)
        if d.supported:
            supported_by = tuple(
                i
                for i in range(len(al.premise.texts))
                if al.coverage_in_premise(i) >= self.support_threshold and _agrees_in(claim, al.premise, i)
            )
            reason = f"{al.cov_all:.0%} of its content is found"
            if al.cov_best >= al.cov_all - 1e-9:
                reason += " in one sentence"
            reason += "; numbers, names and negation agree" + by
            return ClaimVerdict(claim, Label.SUPPORTED, round(d.p, 4), reason, evidence, source, supported_by)
        problem = _hard_problem(chk)
        if problem is not None:
            label, reason = problem
            reason += " (explicit check)"
        else:
            label = Label.UNSUPPORTED
            if d.nli_logit is not None:
                reason = f"the evidence does not support it ({al.cov_all:.0%} of its content found)" + by
            else:
                reason = f"only {al.cov_all:.0%} of its content appears in the premises"
                if al.missing:
                    reason += " (missing: " + ", ".join(al.missing[:6]) + ")"
                elif al.cov_all >= 0.999:
                    reason = "its words appear in the premises, but not related the same way"
                reason += by
        return ClaimVerdict(claim, label, round(1.0 - d.p, 4), reason, evidence, source)


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


def _by(d: _Decision) -> str:
    if d.by == "entailment model" and d.nli_logit is not None:
        return f" (decided by the entailment model and the lexical features, logit {d.nli_logit:+.1f})"
    return f" (decided by the {d.by})"


def _hard_problem(chk: Checks) -> tuple[Label, str] | None:
    if chk.missing_numbers:
        shown = ", ".join(_fmt(n) for n in chk.missing_numbers[:4])
        label = Label.CONTRADICTED if chk.number_conflict else Label.UNSUPPORTED
        return label, f"number(s) {shown} do not appear in the premises"
    if chk.missing_entities:
        return Label.UNSUPPORTED, "name(s) not in the premises: " + ", ".join(chk.missing_entities[:4])
    if chk.name_conflict is not None:
        mine, theirs = chk.name_conflict
        return Label.CONTRADICTED, f"the claim names {mine!r} where the premise names {theirs!r}"
    if chk.negation is not None:
        return Label.CONTRADICTED, f"negation mismatch: only the {chk.negation} is negated"
    if chk.antonym is not None:
        a, b = chk.antonym
        return Label.CONTRADICTED, f"the claim says {a!r} where the premise says {b!r}"
    if chk.superseded is not None:
        old, new = chk.superseded
        return (
            Label.CONTRADICTED,
            f"the premise says {old!r} changed to {new!r}; the claim states the old one",
        )
    if chk.scope is not None:
        return Label.UNSUPPORTED, f"the claim says {chk.scope!r}; the premise does not say so"
    if chk.unbound is not None:
        year, word = chk.unbound
        return Label.CONTRADICTED, f"the premise gives {word!r} another year than {year}"

    return None


def _agrees_in(claim: str, premise: Premise, index: int) -> bool:
    text = premise.normalized[index]
    own_numbers = numbers(premise.texts[index])
    if any(n not in own_numbers for n in values(claim)):
        return False
    return all(e in text or e in canonical(text) for e in entities(claim))


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
