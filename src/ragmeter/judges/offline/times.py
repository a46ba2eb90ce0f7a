"""The time checks.

The clock time: a clock time of the claim, compared as a canonical time (9 p.m.,
21 h, 오후 9시 and 21:00 are one), that no premise gives, or that the premises give
only to something else ("until 11:00" where breakfast is served until 10:30 and
check-out is at 11:00): the number check sees 11 and 00 in the premises, the time is
not the claim's.

The month: a month the claim dates something in that the premises never name ("until
25 November" where registration runs to 25 October; "11月25日" against "10月25日"): the
number check sees 25, the month is not there. Months are read in the six languages
(names, abbreviations, "11月", "11월"); where the premises write a date in digits only
("05.07."), the check stays silent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.hours import in_the_morning
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import coverage, units
from ragmeter.text.excepted import excepted
from ragmeter.text.frequency import how_often, often_spans
from ragmeter.text.polarity import read
from ragmeter.text.polarity_words import STATES
from ragmeter.text.quantities import DAY_RANGE
from ragmeter.text.tokenize import normalize
from ragmeter.text.weekdays import day_names, day_set, days_named

__all__ = [
    "RESTATES",
    "Problem",
    "date_problem",
    "day_problem",
    "frequency_problem",
    "month_problem",
    "months",
    "span_problem",
    "time_problem",
]

#: what an explicit check found against a claim: (label, what it found, which check)
Problem = tuple[Label, str, Check]
#: a premise sentence restates the claim when it has the claim's topic (its subject)
#: and this share of its content units besides its numbers ("until" may differ)
RESTATES = 0.5
#: ... for the period of a recurrence: the sentence has this share of the claim's
#: content units besides the words of how often
FREQUENCY_RESTATES = 0.75
#: the best-covering premise sentences read for a restatement (bounded cost)
RESTATING_SENTENCES = 8

#: a clock time in canonical text ("9:30", "21:00"); not a duration ("2:30 hours") or a
#: score ("2:1")
_TIME = re.compile(r"(?<![\d:])(?<!\d[.,])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!\s*(?:hours?|hrs?|h\b|min))")
#: a time the value rules leave as written ("9.30 Uhr", "half past nine"): where the
#: premises have one, a claim's time may be it, so the time check stays silent
_LOOSE_TIME = re.compile(
    r"\d{1,2}\.\d{2}\s*(?:uhr|h\b)|half past|quarter (?:past|to)|viertel|halb \w"
    r"|et demie|et quart|y media|y cuarto",
    re.IGNORECASE,
)


#: the bare hour that opens a range ending in a clock time ("von 7 bis 21 Uhr", "from 7
#: to 9 pm", "de 7 à 21 h" read "7 bis 21:00"): the unit of the end is the start's too,
#: at the same or the other half of the day ("from 7 to 9 pm" may start at 19:00)
_RANGE_START = re.compile(
    r"(?<![\d:.,])(\d{1,2})\s*(?:-|–|—|~|to|until|till|bis|à|a|au|hasta|至|到)\s*"
    r"(?:[01]?\d|2[0-3]):[0-5]\d"
)


def time_problem(al: Alignment) -> Problem | None:
    """A clock time of the claim that no premise gives ("until 11:30" where breakfast
    ends at 10:30 and check-out is at 11:00): the number check sees 11 and 30 in the
    premises, the time is not there. Compared as canonical times, so 9 p.m., 21 h,
    오후 9시 and 21:00 are one."""
    claim_text = canonical(normalize(al.claim))
    mine = {(int(h), m) for h, m in _TIME.findall(claim_text)}
    if not mine:
        return None
    # per sentence: short texts, whose canonical forms the alignment has cached already
    texts = [canonical(s.normalized) for s in al.premise.sentences]
    if any(_LOOSE_TIME.search(t) for t in texts):
        return None
    theirs = set().union(*map(_times_of, texts))
    if not theirs:
        return None
    # (a time said on a 12-hour clock with no part of the day: "4:30" for "16:30")
    missing = sorted(
        (h, m)
        for h, m in mine - theirs
        if not ((h + 12, m) in theirs and 1 <= h <= 11 and not in_the_morning(claim_text, al.claim))
    )
    if missing:
        shown = ", ".join(f"{h}:{m}" for h, m in missing)
        return Label.UNSUPPORTED, f"time(s) {shown} do not appear in the premises", Check.NUMBER
    # the sentences that restate the claim have its words: the best-covering few
    top = al.ranked[:RESTATING_SENTENCES]
    return _bound_elsewhere(
        al.claim, mine, [al.premise.sentences[k].text for k in top], [texts[k] for k in top]
    )


def _times_of(text: str) -> set[tuple[int, str]]:
    found = {(int(h), m) for h, m in _TIME.findall(text)}
    for start in map(int, _RANGE_START.findall(text)):
        found |= {(start, "00"), (start + 12, "00")} if start < 12 else {(start, "00")}
    return found


def _bound_elsewhere(
    claim: str, mine: set[tuple[int, str]], sentences: Sequence[str], texts: Sequence[str]
) -> Problem | None:
    """A time of the claim that the premises give to something else: the sentences
    that restate the claim's other content give other times and not this one
    ("Breakfast is served until 11:00" where "Breakfast is served from 7:00 to 10:30"
    and check-out is at 11:00)."""
    mine_units = units(claim)
    content = frozenset(u for u in mine_units.all if not u[0].isdigit())
    topic = frozenset(u for u in mine_units.topic if not u[0].isdigit())
    if not content or not topic:
        return None
    restating = []
    for s, t in zip(sentences, texts):
        theirs = units(s).all
        if topic <= theirs and coverage(content, theirs) >= RESTATES:
            restating.append(_times_of(t))
    timed = [ts for ts in restating if ts]
    for h, m in sorted(mine):
        if timed and not any((h, m) in ts for ts in timed):
            return (
                Label.CONTRADICTED,
                f"the premise gives {h}:{m} to something else; where it says what the claim does, "
                "it gives another time",
                Check.BINDING,
            )
    return None


# ------------------------------------------------------------------ months
_MONTH_WORDS: dict[str, int] = {}
#: the names of the months (any), then their abbreviations (read only with a dot or
#: next to a day: "sept" is French for seven, "mar" Spanish for sea, "Jan" a name)
_FULL_MONTHS = [
    "january januar jänner janvier enero",
    "february februar février fevrier febrero",
    "march märz marz mars marzo",
    "april avril abril",
    "mai mayo",
    "june juni juin junio",
    "july juli juillet julio",
    "august août aout agosto",
    "september septembre septiembre setiembre",
    "october oktober octobre octubre",
    "november novembre noviembre",
    "december dezember décembre decembre diciembre",
]
_SHORT_MONTHS = "jan feb mar apr may jun jul aug sep|sept oct|okt nov dec|dez".split()
for _i, (_full, _short) in enumerate(zip(_FULL_MONTHS, _SHORT_MONTHS), start=1):
    for _w in (*_full.split(), *_short.split("|")):
        _MONTH_WORDS[_w] = _i
_SHORT = "|".join(_SHORT_MONTHS)
#: what follows "may" the modal, not the month ("Children under 10 may not use ...")
_MODAL_AFTER = (
    r"(?:not|be|also|only|still|use|bring|take|enter|join|park|book|need|pay|stay|come|visit|apply|ask|get"
    r"|go|have|leave|swim|borrow|request|order|cancel|keep|choose|do|attend|sit|ride|play|try)\b"
)
_MONTH = re.compile(
    r"(?<![\w'])(?:" + "|".join(w for f in _FULL_MONTHS for w in f.split()) + r")(?![\w'])"
    rf"|(?<![\w'])(?<!au )(?<!à )(?<!al )(?:{_SHORT})(?:\.(?!{DAY_RANGE})|(?= \d))"
    rf"|(?<=\d )(?:{_SHORT})(?![\w'])(?<!may(?= {_MODAL_AFTER}))"
    r"|(\d{1,2}|[一二三四五六七八九十]{1,3})\s?月(?!份?[\d一二三四五六七八九十]*个)"
    r"|(\d{1,2})\s?월(?!요일)"
)
_ZH_MONTH = {c: i for i, c in enumerate("一二三四五六七八九十", start=1)}
#: a date in digits only ("05.07.", "5/7"): its month is not read, and no month is missing
#: (one dot alone is a decimal point: "12.5 kilograms"; a dotted date has its second dot)
_DIGIT_DATE = re.compile(
    r"(?<![\d.,/])(?:\d{1,2}/\d{1,2}(?:/(?:\d{2}|\d{4}))?|\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)(?![\d,/]|\.\d)"
)


#: what joins the two ends of a span of months ("June to August", "von Juni bis August",
#: "de juin à août", "6월부터 8월까지", "6月至8月")
_MONTH_SPAN = re.compile(
    r"\s*(?:\d{1,2}(?:st|nd|rd|th|일|日|号)?,?\s*)?(?:\d{4}\s*)?(?:-|–|—|to|until|till|through|bis|à|au|a|hasta|부터|至|到|~)"
    r"\s*(?:\d{1,2}\s*)?$"
)


def months(text: str, spans: bool = True) -> set[int]:
    """The months ``text`` names (1-12), in the six languages, with those inside a span
    of them ("from June to August" names July) unless not ``spans``."""
    found: set[int] = set()
    t = normalize(text)
    last: tuple[int, int] | None = None  # (month, where its name ends)
    for m in _MONTH.finditer(t):
        n = _month_of(m)
        if n is None:
            continue
        if spans and last is not None and _MONTH_SPAN.match(t[last[1] : m.start()]):
            k = last[0]
            while k != n:  # (a span over the new year: "November to February")
                found.add(k)
                k = k % 12 + 1
        found.add(n)
        last = (n, m.end())
    return found


def _month_of(m: re.Match[str]) -> int | None:
    said = m.group(1) or m.group(2)
    if said is None:
        return _MONTH_WORDS[m.group(0).rstrip(".")]
    if said.isdigit():
        return int(said) if 1 <= int(said) <= 12 else None
    n = _ZH_MONTH[said[-1]] + (10 if len(said) == 2 and said[0] == "十" else 0)
    return 10 if said == "十" else n


def month_problem(al: Alignment) -> Problem | None:
    """A month of the claim that no premise names (see the module)."""
    # (the months the claim names itself: a span of its own is the premise's to cover)
    mine = months(al.claim, spans=False) | months(canonical(normalize(al.claim)), spans=False)
    if not mine:
        return None
    text = " ".join(al.premise.texts)
    theirs = months(text)
    if mine - theirs:  # "2024-03-05" is March: the sentences' canonical forms (cached)
        theirs |= set().union(*(months(canonical(s.normalized)) for s in al.premise.sentences))
    if not mine - theirs or _DIGIT_DATE.search(text):
        return None
    missing = sorted(mine - theirs)
    if not missing:
        return None
    names = ", ".join(_NAMES[m] for m in missing)
    if theirs:
        said = ", ".join(_NAMES[m] for m in sorted(theirs))
        return Label.CONTRADICTED, f"the claim dates it in {names}; the premises name {said}", Check.DATE
    return Label.UNSUPPORTED, f"the claim dates it in {names}; the premises name no month", Check.DATE


#: a day of a month in canonical text ("4 may", "1 august 2025"), and a span of two
_MONTH_ALTS = "january|february|march|april|may|june|july|august|september|october|november|december"
_DAY_OF_MONTH = re.compile(rf"(?<![\d.,:])(\d{{1,2}}) ({_MONTH_ALTS})(?![a-z])")
_DATE_SPAN = re.compile(
    rf"(?<![\d.,:])(\d{{1,2}}) ({_MONTH_ALTS})(?: \d{{4}})? (?:to|until|till|through|-|–|bis|au|al|a) "
    rf"(\d{{1,2}}) ({_MONTH_ALTS})\b"
)


def _dates(text: str) -> set[tuple[int, int]]:
    """(month, day) of each day of a month that canonical ``text`` names."""
    return {(_MONTH_NUMBER[m], int(d)) for d, m in _DAY_OF_MONTH.findall(text) if 1 <= int(d) <= 31}


def date_problem(al: Alignment) -> Problem | None:
    """A day of a month the claim gives that the premises do not, where they give other
    days of the same month and no span holds it ("ends on August 8" where the camp "runs
    from July 7 to August 1"); a month no premise names is :func:`month_problem`'s."""
    claim = canonical(normalize(al.claim))
    mine = _dates(claim)
    if not mine:
        return None
    text = " ".join(canonical(s.normalized) for s in al.premise.sentences)
    theirs = _dates(text)
    spans = [
        ((_MONTH_NUMBER[m1], int(d1)), (_MONTH_NUMBER[m2], int(d2)))
        for d1, m1, d2, m2 in _DATE_SPAN.findall(text)
    ]
    # (a span of the claim's evidence: "kostet der Start 45 €" starts nothing in another
    # document's "vom 1. April bis 30. September")
    near = " ".join(canonical(al.premise.sentences[k].normalized) for k in al.ranked[:3])
    edge = _edge_problem(claim, mine, [(a, b) for a, b in spans if _has_span(near, a, b)])
    if edge is not None:
        return edge
    for month, day in sorted(mine - theirs):
        other = sorted(d for m, d in theirs if m == month)
        if not other or any(a <= (month, day) <= b for a, b in spans):
            continue
        said = ", ".join(f"{_NAMES[month]} {d}" for d in other)
        return (
            Label.CONTRADICTED,
            f"the claim dates it {_NAMES[month]} {day}; the premises say {said}",
            Check.DATE,
        )
    return None


def _has_span(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """canonical ``text`` says the span of days from ``a`` to ``b``."""
    return any(
        ((_MONTH_NUMBER[m1], int(d1)), (_MONTH_NUMBER[m2], int(d2))) == (a, b)
        for d1, m1, d2, m2 in _DATE_SPAN.findall(text)
    )


#: a claim about the first or the last day of a span ("starts on 5 March", "endet am ...")
_STARTS = re.compile(
    r"\b(?:start|starts|started|begin|begins|began|commence|commences|commencent|commencera|commenceront"
    r"|débute|débutent|beginnt|beginnen|startet|starten|empieza|empiezan|comienza|comienzan|arranca)\b"
)
_ENDS = re.compile(
    r"\b(?:end|ends|ended|finish|finishes|finishe|termine|terminent|finit|finissent|endet|enden"
    r"|termina|terminan|acaba|acaban|finaliza|finalizan)\b"
)


def _edge_problem(
    claim: str, mine: set[tuple[int, int]], spans: list[tuple[tuple[int, int], tuple[int, int]]]
) -> Problem | None:
    """A claim that something starts (or ends) on one day, where the one span of the
    premises that holds that day starts (ends) on another ("Les représentations commencent
    le 5 mars" of "du 5 février au 30 mars")."""
    start, end = bool(_STARTS.search(claim)), bool(_ENDS.search(claim))
    if len(mine) != 1 or start == end:
        return None
    (day,) = mine
    holding = [(a, b) for a, b in spans if a <= day <= b]
    if len(holding) != 1:
        return None
    a, b = holding[0]
    edge = a if start else b
    if edge == day:
        return None
    word = "start" if start else "end"
    said = f"{_NAMES[a[0]]} {a[1]} to {_NAMES[b[0]]} {b[1]}"
    return (
        Label.CONTRADICTED,
        f"the claim has it {word} on {_NAMES[day[0]]} {day[1]}; the premises give {said}",
        Check.DATE,
    )


_MONTH_NUMBER = {m: i for i, m in enumerate(_MONTH_ALTS.split("|"), 1)}
_NAMES = [
    "",
    *"January February March April May June July August September October November December".split(),
]


#: a span of clock times in canonical text ("9:00 bis 23:00", "de 10:00 à 18:00", "entre las
#: 9:00 y las 19:00", "14:00부터 17:00까지", "8:30至20:00")
_CLOCK_SPAN = re.compile(
    r"(?<![\d:])(\d{1,2}:\d{2})\s*(?:to|until|till|through|bis|à|a|au|-|–|—|~|y las|y la|y|부터|至|到)\s*"
    r"(\d{1,2}:\d{2})(?![\d:])"
)


def span_problem(al: Alignment) -> Problem | None:
    """A span of the day whose two ends the premises give, but never together ("von 9
    bis 23 Uhr" where it is "von 10 bis 23 Uhr" on weekdays and "von 9 bis 21 Uhr" at the
    weekend): the claim joins the start of one span to the end of another."""
    mine = _CLOCK_SPAN.findall(canonical(normalize(al.claim)))
    if not mine:
        return None
    theirs = set(_CLOCK_SPAN.findall(" ".join(canonical(s.normalized) for s in al.premise.sentences)))
    ends = {t for span in theirs for t in span}
    for start, end in mine:
        if (start, end) not in theirs and start in ends and end in ends:
            said = ", ".join(f"{a}-{b}" for a, b in sorted(theirs))
            return (
                Label.CONTRADICTED,
                f"the claim gives the hours {start}-{end}; the premises {said}",
                Check.NUMBER,
            )
    return None


#: the best premise sentences whose documents' days a claim's days are read against
_DAY_SENTENCES = 2


def day_problem(al: Alignment) -> Problem | None:
    """A day of the week the claim speaks of that the premises never name nor imply,
    where they name other days ("Yoga is on Fridays" where it is on Mondays and
    Wednesdays; "daily" implies every day, "Monday to Friday" each day between)."""
    mine = _days_given(al.claim)
    if not mine:
        return None
    # the days of the documents that say what the claim does, not of any other ("Mondays to
    # Fridays" of the climbing hall is no day of the pool)
    docs = sorted({al.premise.sentences[k].premise for k in al.ranked[:_DAY_SENTENCES]})
    theirs = days_named(" ".join(al.premise.texts[d] for d in docs) if docs else " ".join(al.premise.texts))
    other = _other_open_days(al)
    if other is not None:
        return other
    if any(
        days_named(s.text) and (_SCHEDULE.search(s.normalized) or _OTHER_DAYS.search(s.normalized))
        for s in al.premise.sentences
    ):
        # a schedule of open days, or a price "for any other day", speaks of the rest of the week too
        return None
    missing = sorted(mine - theirs)
    if not missing or not theirs:
        return None  # premises that name no day at all: the model's to judge
    span = excepted(al.claim)
    if span is not None and theirs <= days_named(span):
        return None  # "every day except Monday" where "Monday is the rest day": the day it excepts
    names, said = day_names(set(missing)), day_names(theirs)
    return Label.CONTRADICTED, f"the claim speaks of {names}; the premises of {said}", Check.DATE


def _other_open_days(al: Alignment) -> Problem | None:
    """A claim that something is open on days its best sentence does not have it open,
    both saying only "open" ("montags bis freitags geöffnet" where it is "dienstags bis
    sonntags geöffnet"); days said closed, or excepted, are the pole checks'."""
    best = al.best_sentence
    if best is None or excepted(al.claim) is not None or excepted(best.text) is not None:
        return None
    given, said = day_set(al.claim), day_set(best.text)
    if not given or not said or given <= said:
        return None
    poles = [{(m.state, m.pole) for m in read(t).marks} for t in (al.claim, best.text)]
    if poles[0] != {("open", True)} or poles[1] != {("open", True)}:
        return None
    names, theirs = day_names(set(given - said)), day_names(said)
    return Label.CONTRADICTED, f"the claim has it open on {names}; the premise on {theirs}", Check.DATE


def _days_given(claim: str) -> frozenset[int]:
    """The days the claim speaks of, a day it excepts not among them ("every day except
    Sunday" speaks of Monday to Saturday: a premise that says "Monday to Saturday" need
    not name Sunday)."""
    span = excepted(claim)
    out = days_named(span) if span is not None else frozenset()
    if not out:  # no exception, or one of something else ("all lanes except lane 12 on Mondays")
        return days_named(claim)
    named, given = days_named(claim), day_set(claim)
    # (only fewer days than named: "an allen Tagen außer montags" names Monday alone, and
    # a premise that names Monday alone says the same)
    return given - out if given and given <= named else named


#: the words of a schedule: what is open (or closed) on which days
#: the rest of the week after days named ("£3,200 for any other day", "an allen anderen Tagen")
_OTHER_DAYS = re.compile(
    r"(?<![\w'])(?:any other day|all other days|other days|the rest of the week|anderen tagen|übrigen tagen"
    r"|autres jours|demás días|otros días|resto de la semana)(?![\w'])|其他日子|其余|나머지 요일|다른 요일"
)
_SCHEDULE = re.compile(
    rf"(?<![\w'])(?:{STATES['open'][0][0]}|{STATES['open'][1][0]})(?![\w'])"
    rf"|{STATES['open'][0][1]}|{STATES['open'][1][1]}"
)


# ------------------------------------------------------------------ how often
def frequency_problem(al: Alignment) -> Problem | None:
    """How often the claim says something recurs, where the premise sentence that best
    says what the claim does gives it another period and no premise gives the claim's
    ("매주 수요일" where it is "매월 마지막 수요일"; "every week" where it is "every
    month"). A sentence that names days and no period ("cleaned on Mondays") is weekly
    or more often: no conflict."""
    mine = how_often(al.claim)
    if not mine or mine & how_often(" ".join(al.premise.texts)):
        return None
    if mine == {"day"} and excepted(al.claim) is not None:
        return None  # "every day but Sunday" names days (weekly), as "closed every Sunday" does
    content = frozenset(u for u in units(al.claim, often_spans(al.claim)).all if not u[0].isdigit())
    if not content:
        return None
    scored = [
        (coverage(content, units(al.premise.sentences[k].text).all), al.premise.sentences[k].text)
        for k in al.ranked[:RESTATING_SENTENCES]
    ]
    if not scored:
        return None
    best, text = max(scored, key=lambda x: x[0])
    theirs = how_often(text)
    if not theirs or best < FREQUENCY_RESTATES:
        return None
    said, other = " or ".join(sorted(mine)), " or ".join(sorted(theirs))
    return (
        Label.CONTRADICTED,
        f"the claim says it recurs every {said}; the premise says every {other}",
        Check.FREQUENCY,
    )
