"""Fresh set A: a fresh set of plain cases (new scenarios and wording) in six languages, written from
the linguistic phenomena of ``plain_suite.case.PHENOMENA`` without looking at or running the judge.
Needs ``/work/main/tests`` on ``sys.path`` (for ``plain_suite.case``)."""

from __future__ import annotations

from fresh_sets.set_a import de, en, es, fr, ko, zh
from plain_suite.case import Case

__all__ = ["ALL_CASES"]

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

_ids = [c.id for c in ALL_CASES]
if len(set(_ids)) != len(_ids):
    raise ValueError("set_a: duplicate case ids")
