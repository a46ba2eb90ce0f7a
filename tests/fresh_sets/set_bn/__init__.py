"""Fresh set bn: plain cases written from linguistic phenomena only, without running or
reading the judge, over ten scenarios (a physiotherapy practice, a mountain cable car, a
pottery studio, an e-scooter rental, a tax advice office, a wedding venue, a flight school,
a youth hostel, a laptop rental service and an aquarium), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
