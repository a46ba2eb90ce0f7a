"""The days of a sentence of every day but some, and the claims they refute: the days a
clause with an exception speaks of, by the pole of the clause that says them ("opens
daily at 11, except on Tuesdays, when it stays closed": closed on Tuesday); a claim of a
state on a day such a sentence excepts, or of the other pole on a day it does not; a claim
of every day but some against a premise whose days leave some of the claim's out. Read by
:mod:`ragmeter.judges.offline.week`. Pure."""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.poles import MAX_SENTENCES, found_around, sentence_window
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses
from ragmeter.text.polarity import Mark, Reading, read
from ragmeter.text.polarity_words import EVERY_DAY, EXCEPT
from ragmeter.text.tokenize import normalize
from ragmeter.text.weekdays import day_names, day_set

__all__ = [
    "CLOCK",
    "DAY_UNIT",
    "EVERY",
    "EXCEPT_RE",
    "PART_OF_DAY",
    "WEEK",
    "clause_days",
    "days_beyond",
    "excepted_days_conflict",
    "whole_days",
]

WEEK = frozenset(range(7))
EVERY = re.compile(EVERY_DAY)
CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")
EXCEPT_RE = re.compile(EXCEPT)


#: a part of the day: a clause with one closes no whole day
PART_OF_DAY = re.compile(
    r"(?<![\w'])(?:mornings?|afternoons?|evenings?|nights?|vormittags?|nachmittags?|abends?|morgens|"
    r"matin|matinée|après-midi|soir|soirée|mañanas?|tardes?|noches?)(?![\w'])|上午|下午|晚上|早上|中午|夜间|"
    r"오전|오후|저녁|아침|밤"
)


#: a unit of a Chinese or Korean day or exception phrase ("周一", "除周", "每天", "월요")
DAY_UNIT = re.compile(r"周|星期|礼拜|除|每天|每日|요일|매일")


#: (the days of a sentence of every day but some, the pole of the clause that says them)
_Whole = tuple[frozenset[int], bool]


def whole_days(sentence: str, parts: list[str]) -> _Whole | None:
    """The days a sentence with an exception gives its state ("open daily except on
    Tuesdays": Monday and Wednesday to Sunday), with the pole of the clause whose state
    they are (the first clause of a state with days of its own, else the first of a
    state); None for a sentence without an exception."""
    if not EXCEPT_RE.search(normalize(sentence)):
        return None
    days = day_set(sentence)
    if not days:
        return None
    # (a closing time is no closed state: "opens at 18:00 and closes at 2:00 every day")
    marked = [
        (p, r.marks[0].pole)
        for p in parts
        if (r := read(p)).marks and (r.marks[0].pole or not CLOCK.search(canonical(normalize(p))))
    ]
    if not marked:
        return days, True
    pole = next((q for p, q in marked if day_set(p)), marked[0][1])
    return days, pole


def clause_days(clause: str, reading: Reading, whole: _Whole | None) -> frozenset[int] | None:
    """The days a clause of a sentence with an exception speaks of: the sentence's for a
    clause of the exception's pole; for a clause of the other pole, its own days or else
    the days excepted ("..., except on Tuesdays, when it stays closed": Tuesday)."""
    if whole is None:
        return None
    days, pole = whole
    if not reading.marks or reading.marks[0].pole == pole:
        return days
    return day_set(clause) or WEEK - days or None


def excepted_days_conflict(
    claim: str, m: Mark, days: frozenset[int], sentence: str
) -> tuple[str, str] | None:
    """The claim gives its state, with its pole, to a day a sentence of every day but some
    excepts (open "täglich außer samstags" where it is open "täglich außer sonntags"), or
    the other pole to a day it does not except (closed on Wednesdays where it is open
    "daily except on Tuesdays")."""
    if not EVERY.search(normalize(sentence)):
        return None
    whole = whole_days(sentence, clauses(sentence))
    if whole is None:
        return None
    their_days, pole = whole
    x = next((x for x in read(sentence).marks if x.state == m.state and x.pole == pole), None)
    if x is None:
        return None
    if m.pole == pole and days <= their_days:
        return None
    if m.pole != pole and (not days & their_days or PART_OF_DAY.search(normalize(claim))):
        return None  # (the days it excepts, or a part of a day: "closed Wednesday afternoons")
    return (
        m.said,
        f"{x.said} (except {day_names(frozenset(range(7)) - their_days)})",
    )


def days_beyond(al: Alignment, mine: Reading, days: frozenset[int]) -> tuple[str, str] | None:
    """A claim of every day but some ("除周一外，每天晚上8点以后开放") where the best premise
    sentences about its subject give its state, with its pole, on days that leave some of
    the claim's out ("周一至周五晚上8点以后开放": not on the weekend)."""
    if len(mine.marks) != 1:
        return None
    m = mine.marks[0]
    topic = {u for u in mine.units.topic if not DAY_UNIT.search(u)}
    sents = al.premise.sentences
    said: set[int] = set()
    for k in al.ranked[:MAX_SENTENCES]:
        if EXCEPT_RE.search(normalize(sents[k].text)):
            continue
        for clause in clauses(sents[k].text):
            theirs, their_days = read(clause).marks, day_set(clause)
            same = len(theirs) == 1 and (theirs[0].state, theirs[0].pole) == (m.state, m.pole)
            # (a claim of nothing but its days and state: the best sentence's)
            if (
                same
                and their_days
                and (topic or k == al.ranked[0])
                and all(found_around(u, sentence_window(al, k, lead=True)) for u in topic)
            ):
                said |= their_days
    if not said or days <= said:
        return None
    return f"{m.said} on {day_names(days)}", f"{m.said} on {day_names(frozenset(said))}"
