"""Fresh set G: native-style Korean and German paraphrases (mostly faithful), with some
unfaithful answers and refusals; the other languages are empty."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
