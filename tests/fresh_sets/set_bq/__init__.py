"""Fresh set bq: plain cases written from linguistic phenomena only, without running or
reading the judge, over ten new scenarios (a hearing-aid shop, a marina, a kindergarten
enrolment office, a roofing contractor, a museum night event, a student housing office, a
blood donation centre, a horse-riding school, a print shop and an island cargo ferry), in six
languages."""

from __future__ import annotations

from plain_suite.case import Case

from . import de, en, es, fr, ko, zh

ALL_CASES: tuple[Case, ...] = (*en.CASES, *ko.CASES, *zh.CASES, *de.CASES, *fr.CASES, *es.CASES)

__all__ = ["ALL_CASES"]
