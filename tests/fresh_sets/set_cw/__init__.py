"""Fresh set cw: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a pet adoption shelter, a karaoke bar, a luggage storage service, a bird sanctuary, a notary's
office, a sewing course, a drive-in cinema, a kite festival, a water park and a university sports
centre), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
