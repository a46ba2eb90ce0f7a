"""Fresh set cq: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (an optician, a thermal spa, a scuba diving school, a kindergarten, a furniture workshop, a
cable car, a vintage clothing market, a concert hall box office, a beekeeping course and a mobile phone
repair shop), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
