"""Fresh set bm: plain cases written from linguistic phenomena only (every phenomenon of
:data:`plain_suite.case.PHENOMENA` once per language, relevant.direct twice), without
running or reading the judge, with ten new scenarios (a veterinary clinic, a train pass,
a photography workshop, a library's e-book service, a climbing gym, a catering company, a
driving school, a campsite, a phone repair shop and a concert hall), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
