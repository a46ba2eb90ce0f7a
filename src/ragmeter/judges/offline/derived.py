"""Numbers of a claim that the premises give in another form, or that the claim works
out from theirs: a duration in another unit, a rate said another way, a share of a
counted total, a discount's complement, a sum or a product, a price's one unit, an hour
of the 12-hour clock, a bound a premise value meets, the days of the week left. Such a number is no invented
value, wherever the premises lack it as written."""

from __future__ import annotations

from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.days_left import days_left
from ragmeter.judges.offline.hours import afternoon_hour
from ragmeter.judges.offline.periods import (
    combined,
    complement_said,
    per_unit_said,
    rate_said,
    same_duration,
    share_counted,
)
from ragmeter.text.approx import bound_met

__all__ = ["derived"]


def derived(n: float, claim: str, premise: Premise) -> bool:
    """The claim's number ``n`` is one the premises give in another form or one the claim
    works out from theirs (see the module's docstring)."""
    return (
        same_duration(n, claim, premise.texts)
        or share_counted(n, claim, premise.all_numbers)
        or complement_said(n, claim, premise.sentence_texts)
        or rate_said(n, claim, premise.sentence_texts)
        or combined(n, claim, premise.all_numbers)
        or per_unit_said(n, claim, premise.sentence_texts)
        or afternoon_hour(n, claim, premise.all_numbers)
        or bound_met(n, claim, premise.sentence_texts)
        or days_left(n, claim, premise.sentence_texts)
    )
