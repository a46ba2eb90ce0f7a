"""Fresh set cg: plain cases written from linguistic phenomena only (never from the judge,
its benchmarks or another set), each phenomenon of :data:`plain_suite.case.PHENOMENA` once
per language, in six languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
