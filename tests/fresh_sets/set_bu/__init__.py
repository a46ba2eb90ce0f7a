"""Fresh set bu: plain cases written from linguistic phenomena only, without running or
reading the judge, with ten new scenarios (a wedding venue, a dog grooming salon, a
recycling centre, a chess club, a driving school, a night pharmacy service, a tea house,
a climbing gym, a used-book fair, a student dormitory), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
