"""The explicit checks that disagree with a claim, in the order they are asked: a value
(a time, a month, a date, how often, days, an exception, people, hours) first, then the
checks of :mod:`~ragmeter.judges.offline.features` (numbers, names, negation, roles,
modality, direction, units, bindings, quantifiers, scope). Each gives a label, the reason
a person reads and the :class:`~ragmeter.judges.base.Check` code branches on."""

from __future__ import annotations

from dataclasses import replace

from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.assign import assignment_swap
from ragmeter.judges.offline.checks import Checks
from ragmeter.judges.offline.comparison import comparison_conflict
from ragmeter.judges.offline.helpers import helper_swap
from ragmeter.judges.offline.hours import hours_conflict
from ragmeter.judges.offline.origins import origin_conflict
from ragmeter.judges.offline.periods import rate_conflict
from ragmeter.judges.offline.poles import other_excepted
from ragmeter.judges.offline.times import (
    Problem,
    date_problem,
    day_problem,
    frequency_problem,
    month_problem,
    span_problem,
    time_problem,
)
from ragmeter.judges.offline.week import days_conflict

__all__ = ["SURFACE_CHECKS", "problem"]

#: ``meaning``: the checks a confident entailment outweighs; every other check (negation
#: and antonyms included: they are read as the polarity of the clause, "not open" =
#: "closed") vetoes whatever the model says
SURFACE_CHECKS = frozenset({Check.NAME, Check.INCLUDED})

_BOUND_WORDS = {"atmost": "at most", "atleast": "at least"}


def problem(al: Alignment, chk: Checks) -> Problem | None:
    """The first explicit check that disagrees; a value (a time, a month) before a check
    of the surface, which a confident model may outweigh."""
    hard = _hard_problem(chk)
    if hard is not None and hard[2] in SURFACE_CHECKS:
        # a name the premises lack hides no check of a value ("20 Euro pro Tonne"
        # against "pro Kubikmeter": "Tonne" is no name there, the unit differs)
        hard = _hard_problem(replace(chk, missing_entities=(), included_missing=())) or hard
    if hard is not None and hard[2] not in SURFACE_CHECKS:
        return hard
    return (
        time_problem(al)
        or month_problem(al)
        or date_problem(al)
        or frequency_problem(al)
        or _rate_problem(al)
        or day_problem(al)
        or span_problem(al)
        or _days_problem(al)
        or _excepted_problem(al)
        or _people_problem(al)
        or _hours_problem(al)
        or _comparison_problem(al)
        or _origin_problem(al)
        or hard
    )


def _rate_problem(al: Alignment) -> Problem | None:
    sents = al.premise.sentences
    found = rate_conflict(al.claim, [sents[k].text for k in al.ranked[:1]], al.premise.texts)
    if found is None:
        return None
    mine, theirs = found
    return Label.CONTRADICTED, f"the claim says {mine} where the premise says {theirs}", Check.FREQUENCY


def _origin_problem(al: Alignment) -> Problem | None:
    sents = al.premise.sentences
    found = origin_conflict(al.claim, [sents[k].text for k in al.ranked[:3]], al.premise.texts)
    if found is None:
        return None
    mine, theirs = found
    return (
        Label.CONTRADICTED,
        f"the claim has it start from {mine} where the premise has {theirs}",
        Check.ROLE,
    )


def _comparison_problem(al: Alignment) -> Problem | None:
    sents = al.premise.sentences
    found = comparison_conflict(al.claim, [sents[k].text for k in al.ranked[:3]])
    if found is None:
        return None
    mine, theirs = found
    return Label.CONTRADICTED, f"the claim says {mine} where the premise gives {theirs}", Check.DIRECTION


def _hours_problem(al: Alignment) -> Problem | None:
    found = hours_conflict(al)
    if found is None:
        return None
    mine, span = found
    why = f"the claim says it {mine} where the premise gives the hours {span}"
    return Label.CONTRADICTED, why, Check.NUMBER


def _people_problem(al: Alignment) -> Problem | None:
    """Two people of the claim in each other's places: the one helping leading
    (:mod:`.helpers`), or each given the other's part (:mod:`.assign`)."""
    sents = al.premise.sentences
    top = [sents[k].text for k in al.ranked[:3]]
    found = helper_swap(al.claim, top)
    if found is not None:
        mine, theirs = found
        why = f"the claim has {mine!r} helping where the premise has {theirs!r} helping"
        return Label.CONTRADICTED, why, Check.ROLE
    found = assignment_swap(al.claim, top)
    if found is not None:
        a, b = found
        return (
            Label.CONTRADICTED,
            f"the claim gives {a!r} the part the premise gives {b!r}, and back",
            Check.ROLE,
        )
    return None


def _excepted_problem(al: Alignment) -> Problem | None:
    found = other_excepted(al)
    if found is None:
        return None
    mine, theirs = found
    return Label.CONTRADICTED, f"the claim says {mine!r} where the premise says {theirs!r}", Check.QUANTIFIER


def _days_problem(al: Alignment) -> Problem | None:
    found = days_conflict(al)
    if found is None:
        return None
    mine, theirs = found
    return (
        Label.CONTRADICTED,
        f"the claim says {mine!r} on days where the premise says {theirs!r}",
        Check.ANTONYM,
    )


def _hard_problem(chk: Checks) -> Problem | None:
    """The first explicit check that disagrees: (label, what it found, which check)."""
    if chk.missing_numbers:
        shown = ", ".join(_fmt(n) for n in chk.missing_numbers[:4])
        label = Label.CONTRADICTED if chk.number_conflict else Label.UNSUPPORTED
        return label, f"number(s) {shown} do not appear in the premises", Check.NUMBER
    if chk.missing_entities:
        return (
            Label.UNSUPPORTED,
            "name(s) not in the premises: " + ", ".join(chk.missing_entities[:4]),
            Check.NAME,
        )
    if chk.included_missing:
        return (
            Label.UNSUPPORTED,
            "included, but named nowhere in the premises: "
            + ", ".join(repr(i) for i in chk.included_missing[:4]),
            Check.INCLUDED,
        )
    if chk.included_priced is not None:
        item, clause = chk.included_priced
        return (
            Label.CONTRADICTED,
            f"the claim says {item!r} is included; the premise prices it on its own: {clause.strip()!r}",
            Check.PRICED,
        )
    if chk.name_conflict is not None:
        mine, theirs = chk.name_conflict
        return (
            Label.CONTRADICTED,
            f"the claim names {mine!r} where the premise names {theirs!r}",
            Check.NAME_CONFLICT,
        )
    if chk.modality is not None and (chk.negation is not None or chk.antonym is not None):
        return _value_problem(chk)  # "required" against "recommended, but not required": the modality
    if chk.negation is not None:
        return Label.CONTRADICTED, f"negation mismatch: only the {chk.negation} is negated", Check.NEGATION
    if chk.antonym is not None:
        a, b = chk.antonym
        return Label.CONTRADICTED, f"the claim says {a!r} where the premise says {b!r}", Check.ANTONYM
    return _value_problem(chk)


def _value_problem(chk: Checks) -> Problem | None:
    if chk.superseded is not None:
        old, new = chk.superseded
        why = f"the premise says {old!r} changed to {new!r}; the claim states the old one"
        return Label.CONTRADICTED, why, Check.SUPERSEDED
    if chk.swap is not None:
        mine, theirs = chk.swap
        why = f"the claim has {mine!r} do it where the premise has {theirs!r} do it"
        return Label.CONTRADICTED, why, Check.ROLE
    if chk.role is not None:
        mine, theirs = chk.role
        why = f"the premise gives what the claim says of {mine!r} to {theirs!r}"
        return Label.CONTRADICTED, why, Check.ROLE
    if chk.modality is not None:
        mine, theirs = chk.modality
        return (
            Label.CONTRADICTED,
            f"the claim says {mine!r} where the premise says {theirs!r}",
            Check.MODALITY,
        )
    if chk.direction is not None:
        n, mine, theirs = chk.direction
        mine, theirs = (_BOUND_WORDS.get(w, w) for w in (mine, theirs))
        why = f"the claim says {mine!r} {n} where the premise says {theirs!r} {n}".replace("  ", " ").rstrip()
        return Label.CONTRADICTED, why, Check.DIRECTION
    if chk.unit is not None:
        n, mine, theirs = chk.unit
        mine, theirs = (u.replace("squaremetre", "m²").replace("cubicmetre", "m³") for u in (mine, theirs))
        # (a length converted from another unit is said whole: "50 mile" / "50000 metre")
        said = theirs if theirs[:1].isdigit() else f"{n} {theirs}"
        return (
            Label.CONTRADICTED,
            f"the claim says {n} {mine} where the premise says {said}",
            Check.UNIT,
        )
    if chk.binding is not None:
        mine, theirs = chk.binding
        why = f"the claim gives {mine!r} to what the premise gives {theirs!r}"
        return Label.CONTRADICTED, why, Check.BINDING
    if chk.quantifier is not None:
        mine, theirs = chk.quantifier
        why = f"the claim says {mine!r} where the premise says {theirs!r} of the same thing"
        return Label.CONTRADICTED, why, Check.QUANTIFIER
    if chk.scope is not None:
        return Label.UNSUPPORTED, f"the claim says {chk.scope!r}; the premise does not say so", Check.SCOPE
    if chk.unbound is not None:
        year, word = chk.unbound
        return Label.CONTRADICTED, f"the premise gives {word!r} another year than {year}", Check.YEAR
    return None


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"
