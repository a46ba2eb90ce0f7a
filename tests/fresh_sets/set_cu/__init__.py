"""Fresh set cu: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school,
a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking
guide service), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
