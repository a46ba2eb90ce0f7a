"""Fresh set ca: plain cases written from linguistic phenomena only, without running or
reading the judge, with new scenarios (a coworking space, a riding stable, a tax advice
office, a night bus, a mountain hut, a veterinary clinic, a wine tasting cellar, a choir,
a zoo keeper-talk programme and a furniture repair workshop), each phenomenon once per
language, in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
