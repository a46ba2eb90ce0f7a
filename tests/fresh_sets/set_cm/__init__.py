"""Fresh set cm: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a veterinary clinic, a trampoline park, a city archive reading room, a sailing school, a photo
studio, a Christmas market, a hairdresser, an ice rink, a community choir and a tool library), in six
languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
