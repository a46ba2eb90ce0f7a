"""Fresh set br: plain cases written from linguistic phenomena only (a tailor, an escape
room, a residents' parking permit office, a music festival, a dog grooming salon, a car
wash, an observatory, a mobile phone plan, a community garden and a hot-air balloon
ride), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
