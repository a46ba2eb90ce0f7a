"""Fresh set I: plain cases written from the phenomena of :data:`plain_suite.case.PHENOMENA`
alone, without running the judge, in six languages (cinema, water utility, bank account,
recycling centre, bicycle workshop, national park, night school, laundry, chess club,
home cleaning, e-scooter rental, public archive, pizza delivery, photo studio and a
family-run hotel's history)."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
