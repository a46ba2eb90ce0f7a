"""Fresh set E: plain cases in six languages written from the phenomena of
:data:`plain_suite.case.PHENOMENA` alone, without running the judge. English covers every
phenomenon; Korean, Chinese, German, French and Spanish spread them between them."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
