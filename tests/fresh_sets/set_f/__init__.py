"""Fresh set F: plain cases in six languages, written from linguistic phenomena only, over
invented documents of a pool, a bus company, a pet insurance, a bookshop chain, a hiking club,
an e-bike warranty, a museum, a driving school, a dormitory, a yoga studio, a phone repair shop,
a brewery, a tax office, a farmers' market and a cinema."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
