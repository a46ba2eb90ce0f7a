"""Fresh set ch: plain cases written from linguistic phenomena only (paraphrase, formats,
wrappers, single errors, refusals, correctness, relevancy and diagnosis), without running
or reading the judge, over ten scenarios (a bowling alley, a holiday cottage rental, a
community choir festival, a city museum pass, a moving van rental, a dog training school,
a summer camp for teenagers, a vintage clothing market, a glass-blowing workshop and a
regional airport parking service), in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
