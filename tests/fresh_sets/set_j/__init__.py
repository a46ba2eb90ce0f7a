"""Fresh set J: plain cases written from the phenomena of :data:`plain_suite.case.PHENOMENA`
alone, without running the judge, in six languages (English, Korean, Chinese, German,
French, Spanish), on new scenarios: an art gallery, a tax advisory firm, a boat rental,
a nursing home, a printing shop, a marathon, an ice rink, a camping site, furniture
delivery, a tennis club, a broadcaster's licence fee, a farmers' market, a piano tuner,
a car inspection centre and a publishing house's history."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
