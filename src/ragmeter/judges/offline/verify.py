"""Claim verification against premises, without a model download.

Each claim is aligned to the premise sentences that cover it best
(:mod:`~ragmeter.judges.offline.align`), then checked for what overlap misses
(:mod:`~ragmeter.judges.offline.features`). Two deciders share that work:

* ``learned`` (default): a logistic regression over the alignment features, trained by
  ``scripts/train_offline_judge.py``; supported when P(supported) >= its threshold and
  no explicit check vetoes it (:func:`~ragmeter.judges.offline.features.vetoed`).
* ``rules``: the transparent rule of judge v1: supported when at least
  ``support_threshold`` of the claim's IDF-weighted content is found and no number,
  name or negation disagrees.
* ``nli`` (opt-in, the ``nli`` extra): the learned decision with one more feature, the
  logit of an entailment cross-encoder (:mod:`~ragmeter.judges.offline.nli`) on the
  claim and its evidence window, trained by ``scripts/train_nli.py``. The
  cross-encoder runs only where it can change the verdict: never on a vetoed claim,
  nor where the other features decide whatever its logit.

Either way the verdict names the best sentence and the reason.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ragmeter.judges.base import ClaimVerdict, Label
from ragmeter.judges.offline.align import Alignment, Premise
from ragmeter.judges.offline.features import Checks, ClaimContext, checks, features, vetoed
from ragmeter.judges.offline.model import LinearModel, default_model, nli_model
from ragmeter.text.facts import entities, numbers

__all__ = ["MODES", "NLI_CLIP", "Premise", "Verifier"]

MODES = ("learned", "rules", "nli")
#: the cross-encoder's logit is clipped to +-NLI_CLIP before the regression weighs it
NLI_CLIP = 8.0


@dataclass(frozen=True)
class Verifier:
    """Decides whether premises support a claim. Thresholds are explicit parameters."""

    mode: str = "learned"
    support_threshold: float = 0.7
    model: LinearModel | None = field(default=None, compare=False)
    #: the ``nli`` mode's cross-encoder (loaded on first use when not given)
    cross_encoder: Any = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown verifier mode {self.mode!r}; expected one of {MODES}")
        if self.model is None and self.mode != "rules":
            object.__setattr__(self, "model", nli_model() if self.mode == "nli" else default_model())

    @property
    def threshold(self) -> float:
        return self.model.threshold if self.mode != "rules" and self.model else self.support_threshold

    def verify(self, claim: str, premise: Premise, ctx: ClaimContext | None = None) -> ClaimVerdict:
        return self.verify_all([claim], premise, ctx)[0]

    def verify_all(
        self, claims: Sequence[str], premise: Premise, ctx: ClaimContext | None = None
    ) -> list[ClaimVerdict]:
        """Verdicts for the claims of one answer (the ``nli`` mode batches its model)."""
        if premise.empty:
            return [
                ClaimVerdict(c, Label.UNSUPPORTED, 1.0, "there is nothing to check it against")
                for c in claims
            ]
        ctx = ctx or ClaimContext()
        als = [premise.align(c) for c in claims]
        chks = [checks(al) for al in als]
        if self.mode == "rules" or self.model is None:
            out = []
            for al, chk in zip(als, chks):
                ok = al.cov_all >= self.support_threshold and _hard_problem(chk) is None
                out.append(self._verdict(al, chk, ok, al.cov_all))
            return out
        xs = [features(al, ctx, chk) for al, chk in zip(als, chks)]
        if self.mode == "nli":
            return self._decide_nli(als, chks, xs)
        verdicts = []
        for al, chk, x in zip(als, chks, xs):
            p = self.model.proba(x)
            verdicts.append(self._verdict(al, chk, p >= self.model.threshold and not vetoed(x), p))
        return verdicts

    def _decide_nli(
        self, als: Sequence[Alignment], chks: Sequence[Checks], xs: Sequence[list[float]]
    ) -> list[ClaimVerdict]:
        """The regression with the cross-encoder's logit as its last feature; the model
        runs only on the claims whose verdict that logit can still change."""
        from ragmeter.judges.offline.nli import default_cross_encoder, evidence

        model = self.model
        assert model is not None
        w, m, s = model.coef[-1], model.mean[-1], model.scale[-1]
        lo, hi = sorted((w * (-NLI_CLIP - m) / s, w * (NLI_CLIP - m) / s))
        cut = _logit(model.threshold)
        rest = [model.logit([*x, m]) for x in xs]  # at the mean, the logit adds nothing
        need = [i for i, x in enumerate(xs) if not vetoed(x) and rest[i] + lo < cut <= rest[i] + hi]
        nli: dict[int, float] = {}
        if need:
            if self.cross_encoder is None:
                object.__setattr__(self, "cross_encoder", default_cross_encoder())
            pairs = [(als[i].claim, evidence(als[i])) for i in need]
            values = self.cross_encoder.logits(pairs)
            nli = {i: max(-NLI_CLIP, min(NLI_CLIP, float(v))) for i, v in zip(need, values)}
        out = []
        for i, (al, chk, x) in enumerate(zip(als, chks, xs)):
            p = model.proba([*x, nli.get(i, m)])
            supported = p >= model.threshold and not vetoed(x)
            out.append(self._verdict(al, chk, supported, p, nli.get(i)))
        return out

    def _verdict(
        self, al: Alignment, chk: Checks, supported: bool, p: float, nli: float | None = None
    ) -> ClaimVerdict:
        best = al.best_sentence
        evidence = best.text if best is not None else None
        source = best.premise if best is not None else None
        claim = al.claim
        if supported:
            supported_by = tuple(
                i
                for i in range(len(al.premise.texts))
                if al.coverage_in_premise(i) >= self.support_threshold and _agrees_in(claim, al.premise, i)
            )
            reason = f"{al.cov_all:.0%} of its content is found"
            if al.cov_best >= al.cov_all - 1e-9:
                reason += " in one sentence"
            reason += "; numbers, names and negation agree"
            if nli is not None:
                reason += f"; the entailment model agrees ({_sigmoid(nli):.0%})"
            return ClaimVerdict(claim, Label.SUPPORTED, round(p, 4), reason, evidence, source, supported_by)
        problem = _hard_problem(chk)
        if problem is not None:
            label, reason = problem
        else:
            label = Label.UNSUPPORTED
            reason = f"only {al.cov_all:.0%} of its content appears in the premises"
            if al.missing:
                reason += " (missing: " + ", ".join(al.missing[:6]) + ")"
            elif al.cov_all >= 0.999:
                reason = "its words appear in the premises, but not related the same way"
            if nli is not None and nli < 0:
                reason = (
                    f"{al.cov_all:.0%} of its content is found, but the entailment model finds no "
                    f"support in the best evidence ({_sigmoid(nli):.0%})"
                )
        return ClaimVerdict(claim, label, round(1.0 - p, 4), reason, evidence, source)


def _hard_problem(chk: Checks) -> tuple[Label, str] | None:
    if chk.missing_numbers:
        shown = ", ".join(_fmt(n) for n in chk.missing_numbers[:4])
        label = Label.CONTRADICTED if chk.number_conflict else Label.UNSUPPORTED
        return label, f"number(s) {shown} do not appear in the premises"
    if chk.missing_entities:
        return Label.UNSUPPORTED, "name(s) not in the premises: " + ", ".join(chk.missing_entities[:4])
    if chk.negation is not None:
        return Label.CONTRADICTED, f"negation mismatch: only the {chk.negation} is negated"
    if chk.antonym is not None:
        a, b = chk.antonym
        return Label.CONTRADICTED, f"the claim says {a!r} where the premise says {b!r}"
    return None


def _agrees_in(claim: str, premise: Premise, index: int) -> bool:
    text = premise.normalized[index]
    own_numbers = numbers(premise.texts[index])
    if any(n not in own_numbers for n in numbers(claim)):
        return False
    return all(e in text for e in entities(claim))


def _logit(p: float) -> float:
    p = min(max(p, 1e-12), 1 - 1e-12)
    return math.log(p / (1 - p))


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
