"""Fresh set ci: plain cases written from linguistic phenomena only (never from the judge),
over ten scenarios (a ski rental shop, a public swimming pool, a pottery studio, a wedding
venue, a coworking space, a city zoo, a bicycle repair shop, a language school, a night train
service and a farmers' market), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
