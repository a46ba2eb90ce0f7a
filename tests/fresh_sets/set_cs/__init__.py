"""Fresh set cs: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a flower shop, a marina, a paintball park, an allotment association, a city sightseeing bus,
a laser tag arena, a photography course, a bookshop café, a senior citizens' centre and a tennis racket
stringing service), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
