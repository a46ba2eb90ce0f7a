"""Fresh set cn: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (an orchard with fruit picking, a model railway museum, a bridal shop, a night bus service,
a yoga retreat, a roller coaster park, a locksmith, a chess club, a craft brewery tour and a public
sauna), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
