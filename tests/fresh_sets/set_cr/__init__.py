"""Fresh set cr: plain cases written from linguistic phenomena only (never from the judge), over ten
scenarios (a recycling centre, the study rooms of a public library, a wine shop, a public sauna, a fenced
dog park, a tailor's shop, a student radio station, a climbing festival, a museum café and a passport
office), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
