"""Fresh set cx: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a snowshoe tour, a citizens' advice bureau, a golf driving range, a carpet cleaning service,
a cider mill, a robotics club for children, a mountain bike park, a food truck festival, a hearing aid
shop and an indoor playground), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
