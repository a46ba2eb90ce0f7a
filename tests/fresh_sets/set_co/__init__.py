"""Fresh set co: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a laundromat, a dog grooming salon, a rooftop cinema, a farmers' market, a natural history
museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school), in six
languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
