"""Fresh set L: plain cases written from the phenomena of :data:`plain_suite.case.PHENOMENA`
without running the judge, in six languages, on new scenarios (day pass, hairdresser, music
tutor, wine bar, science museum, health insurance, car wash, kayak rental, office kitchen,
coffee roaster, newspaper subscription, summer festival, savings account, language club,
a family bakery's history)."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
