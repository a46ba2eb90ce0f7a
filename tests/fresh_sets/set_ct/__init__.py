"""Fresh set ct: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a river cruise, a nursing home's visiting rules, a vineyard, an opera house, a skate park,
a pet hotel, a tile-painting workshop, a village festival, a taxi company and an e-scooter rental),
in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
