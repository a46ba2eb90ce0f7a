"""Claim verification against premises, without a model.

A claim is aligned to the premise sentences that cover its content words best (IDF
weighted, with character n-grams for Hangul and Han). It is *supported* when the
coverage is high enough and nothing the overlap cannot see is wrong: a number or a
named entity absent from the premises, or a negation present on one side only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ragmeter.judges.base import ClaimVerdict, Label
from ragmeter.text.facts import entities, has_negation, numbers
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import char_ngrams, content_tokens, is_cjk, normalize

__all__ = ["Premise", "Verifier"]


@dataclass(frozen=True)
class _Sentence:
    text: str
    premise: int

    @cached_property
    def tokens(self) -> frozenset[str]:
        return frozenset(content_tokens(self.text))

    @cached_property
    def grams(self) -> frozenset[str]:
        return frozenset(char_ngrams(self.text))

    @cached_property
    def numbers(self) -> frozenset[float]:
        return numbers(self.text)

    @cached_property
    def negated(self) -> bool:
        return has_negation(self.text)


class Premise:
    """The texts a claim is checked against, pre-split into sentences."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.texts = tuple(texts)
        self.sentences: list[_Sentence] = [
            _Sentence(s, i) for i, t in enumerate(self.texts) for s in (sentences(t) or [t])
        ]
        self._tokens: list[frozenset[str]] = [
            frozenset().union(*(s.tokens for s in self.sentences if s.premise == i))
            for i in range(len(self.texts))
        ]
        self._grams: list[frozenset[str]] = [
            frozenset().union(*(s.grams for s in self.sentences if s.premise == i))
            for i in range(len(self.texts))
        ]
        self.all_tokens = frozenset().union(*self._tokens) if self._tokens else frozenset()
        self.all_grams = frozenset().union(*self._grams) if self._grams else frozenset()
        self.all_numbers = frozenset().union(*(s.numbers for s in self.sentences))
        self.normalized = [normalize(t) for t in self.texts]
        n = max(len(self.sentences), 1)
        df: dict[str, int] = {}
        for s in self.sentences:
            for tok in s.tokens:
                df[tok] = df.get(tok, 0) + 1
        self._df = df
        self._n = n

    def idf(self, token: str) -> float:
        return math.log(1.0 + (self._n + 1) / (self._df.get(token, 0) + 0.5))


@dataclass(frozen=True)
class Verifier:
    """Decides whether premises support a claim. Thresholds are explicit parameters."""

    support_threshold: float = 0.7
    gram_threshold: float = 0.6

    def coverage(
        self,
        claim_tokens: Sequence[str],
        claim_grams: frozenset[str],
        tokens: frozenset[str],
        grams: frozenset[str],
        premise: Premise,
    ) -> float:
        """IDF-weighted share of the claim's content found in ``tokens``/``grams``."""
        total = 0.0
        found = 0.0
        for tok in claim_tokens:
            w = premise.idf(tok)
            total += w
            if tok in tokens:
                found += w
            elif is_cjk(tok):
                tg = char_ngrams(tok)
                if tg and len(tg & grams) / len(tg) >= self.gram_threshold:
                    found += w
        if total == 0.0:
            if not claim_grams:
                return 1.0
            return len(claim_grams & grams) / len(claim_grams)
        return found / total

    def verify(self, claim: str, premise: Premise) -> ClaimVerdict:
        if not premise.sentences:
            return ClaimVerdict(claim, Label.UNSUPPORTED, 0.0, "there is nothing to check it against")
        ctoks = list(dict.fromkeys(content_tokens(claim)))
        cgrams = frozenset(char_ngrams(claim))

        # Best single sentence, for evidence and the negation check.
        best_i, best_cov = 0, -1.0
        for i, s in enumerate(premise.sentences):
            cov = self.coverage(ctoks, cgrams, s.tokens, s.grams, premise)
            if cov > best_cov:
                best_i, best_cov = i, cov
        best = premise.sentences[best_i]

        # Support by each premise alone (context precision) and by all together.
        per_premise = [
            self.coverage(ctoks, cgrams, premise._tokens[i], premise._grams[i], premise)
            for i in range(len(premise.texts))
        ]
        union_cov = self.coverage(ctoks, cgrams, premise.all_tokens, premise.all_grams, premise)
        cov = max(union_cov, best_cov)

        problem = self._mismatch(claim, premise, best)
        if problem is not None:
            label, reason = problem
            return ClaimVerdict(claim, label, round(min(cov, 0.5), 4), reason, best.text, best.premise)
        if cov < self.support_threshold:
            missing = [t for t in ctoks if t not in premise.all_tokens][:6]
            reason = f"only {cov:.0%} of its content appears in the premises"
            if missing:
                reason += " (missing: " + ", ".join(missing) + ")"
            return ClaimVerdict(claim, Label.UNSUPPORTED, round(cov, 4), reason, best.text, best.premise)
        supported_by = tuple(
            i
            for i, c in enumerate(per_premise)
            if c >= self.support_threshold and self._mismatch_in(claim, premise, i) is None
        )
        return ClaimVerdict(
            claim,
            Label.SUPPORTED,
            round(cov, 4),
            f"{cov:.0%} of its content is found; numbers and names agree",
            best.text,
            best.premise,
            supported_by,
        )

    def _mismatch(self, claim: str, premise: Premise, best: _Sentence) -> tuple[Label, str] | None:
        claim_numbers = numbers(claim)
        missing_numbers = sorted(n for n in claim_numbers if n not in premise.all_numbers)
        if missing_numbers:
            shown = ", ".join(_fmt(n) for n in missing_numbers[:4])
            label = Label.CONTRADICTED if best.numbers else Label.UNSUPPORTED
            return label, f"number(s) {shown} do not appear in the premises"
        missing_entities = [e for e in entities(claim) if not any(e in p for p in premise.normalized)]
        if missing_entities:
            return Label.UNSUPPORTED, "name(s) not in the premises: " + ", ".join(
                sorted(missing_entities)[:4]
            )
        if has_negation(claim) != best.negated:
            side = "the claim" if has_negation(claim) else "the premise"
            return Label.CONTRADICTED, f"negation mismatch: only {side} is negated"
        return None

    def _mismatch_in(self, claim: str, premise: Premise, index: int) -> str | None:
        text = premise.normalized[index]
        if any(n not in numbers(premise.texts[index]) for n in numbers(claim)):
            return "number"
        if any(e not in text for e in entities(claim)):
            return "entity"
        return None


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
