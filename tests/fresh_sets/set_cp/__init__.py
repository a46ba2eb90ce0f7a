"""Fresh set cp: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a car rental agency, a mountain hut, a print shop, a library's e-book lending service, a
tattoo studio, a tennis club, a jazz club, an escape room, a cat café and a moving company), in six
languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
