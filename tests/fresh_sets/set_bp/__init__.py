"""Fresh set bp: plain cases written from linguistic phenomena only (an eye clinic, a night
train, a woodworking course, an inter-library loan service, a bowling alley, a bakery's
custom cakes, a language exchange, a marina, a bicycle repair shop, a planetarium), in six
languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
