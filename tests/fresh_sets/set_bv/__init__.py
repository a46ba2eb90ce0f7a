"""Fresh set bv: plain cases written from linguistic phenomena only (without running or
reading the judge), with ten new scenarios (a hot-air balloon flight company, a watch
repair shop, a city bike-share scheme, a pottery studio, a language exchange meetup, a
cemetery administration office, a karaoke bar, a tax advice office, a horse riding stable
and a baking school), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
