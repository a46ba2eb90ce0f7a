"""Fresh set cj: plain cases written from linguistic phenomena only (never from the judge),
over ten scenarios (a dental clinic, a self-service car wash, a planetarium, a rock-climbing
gym, a library makerspace, a lakeside campsite, a cooking class, a city marathon, a shared
laundry room in a housing co-op and a harbour boat tour), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
