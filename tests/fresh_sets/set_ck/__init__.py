"""Fresh set ck: plain cases written from linguistic phenomena only (never from the judge),
over ten scenarios (a hot-air balloon ride, a piano tuning service, a horse riding stable, a
tax advice office, a student dormitory, an aquarium, a botanical garden, a go-kart track, a
recycling centre and a wine tasting tour), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
