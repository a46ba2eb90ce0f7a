"""Fresh set bt: plain cases written from linguistic phenomena only, without running or
reading the judge, with ten new scenarios (a beekeeping course, a municipal swimming pool,
a violin repair workshop, a ski school, a community garden with allotments, a notary office,
a planetarium, a moving company, a vineyard tour and a coworking space), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
