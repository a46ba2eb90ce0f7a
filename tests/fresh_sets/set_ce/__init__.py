"""Fresh set ce: plain cases written from linguistic phenomena only (the ten scenarios are a
tennis academy, a vaccination clinic, a used-car dealer, a city bike-share, an island
guesthouse, a music school, a community garden, a ferry to an island zoo, an escape room and a
print shop), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
