"""Fresh set cl: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a driving school, a public observatory, a children's theatre, a bakery with baking classes,
a football stadium tour, a ferry to a lighthouse island, a guitar repair shop, a youth hostel, a kayak
rental on a river and a second-hand bookshop), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
