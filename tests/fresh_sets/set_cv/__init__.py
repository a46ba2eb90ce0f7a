"""Fresh set cv: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a city bike-sharing scheme, an art supply shop, a fencing club, a haunted house attraction, a
wedding photographer, a student canteen, a ceramics museum, a multi-storey car park, a surf school and a
music festival campsite), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
