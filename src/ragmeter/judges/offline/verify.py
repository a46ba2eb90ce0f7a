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

Either way the verdict names the best sentence and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ragmeter.judges.base import ClaimVerdict, Label
from ragmeter.judges.offline.align import Alignment, Premise
from ragmeter.judges.offline.features import Checks, ClaimContext, checks, features, vetoed
from ragmeter.judges.offline.model import LinearModel, default_model
from ragmeter.text.facts import entities, numbers

__all__ = ["MODES", "Premise", "Verifier"]

MODES = ("learned", "rules")


@dataclass(frozen=True)
class Verifier:
    """Decides whether premises support a claim. Thresholds are explicit parameters."""

    mode: str = "learned"
    support_threshold: float = 0.7
    model: LinearModel | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown verifier mode {self.mode!r}; expected one of {MODES}")
        if self.mode == "learned" and self.model is None:
            object.__setattr__(self, "model", default_model())

    @property
    def threshold(self) -> float:
        return self.model.threshold if self.mode == "learned" and self.model else self.support_threshold

    def verify(self, claim: str, premise: Premise, ctx: ClaimContext | None = None) -> ClaimVerdict:
        if premise.empty:
            return ClaimVerdict(claim, Label.UNSUPPORTED, 1.0, "there is nothing to check it against")
        al = premise.align(claim)
        chk = checks(al)
        if self.mode == "learned" and self.model is not None:
            x = features(al, ctx or ClaimContext(), chk)
            p = self.model.proba(x)
            supported = p >= self.model.threshold and not vetoed(x)
        else:
            p = al.cov_all
            supported = p >= self.support_threshold and _hard_problem(chk) is None
        return self._verdict(al, chk, supported, p)

    def _verdict(self, al: Alignment, chk: Checks, supported: bool, p: float) -> ClaimVerdict:
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


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
