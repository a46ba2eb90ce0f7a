"""Fresh set O: plain cases in six languages written from the phenomena of
:data:`plain_suite.case.PHENOMENA` only, without running the judge or reading another set."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
