"""Fresh set D: plain cases in six languages written from the phenomena of
:data:`plain_suite.case.PHENOMENA` with invented company and organisation documents
(airline, zoo, electricity, rental, concert venue, software licence, post, wine estate,
dog school, summer camp, car sharing, theatre, solar installer, bakery, family history),
without running the judge."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
