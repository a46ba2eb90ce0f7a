"""A week said two ways: the days a claim gives a state (open, closed) read as a set and
compared with a premise sentence's (:mod:`ragmeter.text.weekdays`). "open from Monday to
Saturday" restates "open every day except Sunday" (:func:`days_restated`, a fast path);
"closed on Tuesdays" contradicts "open Tuesday to Sunday", and a week of two clauses
("open Monday to Friday and closed on weekends") contradicts a premise that says the whole
week otherwise ("every day except Sunday") (:func:`days_conflict`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.poles import CJK_SHARE, MAX_SENTENCES, found_around, same_poles, sentence_window
from ragmeter.judges.offline.week_days import (
    CLOCK,
    DAY_UNIT,
    EVERY,
    EXCEPT_RE,
    PART_OF_DAY,
    WEEK,
    clause_days,
    days_beyond,
    excepted_days_conflict,
    whole_days,
)
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, units
from ragmeter.text.excepted import found_in, says_only
from ragmeter.text.inflection import inflected
from ragmeter.text.polarity import Mark, Reading, read
from ragmeter.text.tokenize import is_stopword, normalize
from ragmeter.text.weekdays import day_names, day_set, day_spans

__all__ = ["days_conflict", "days_restated"]

_HAN = re.compile(r"[\u4e00-\u9fff]")


def days_restated(al: Alignment) -> int | None:
    """The premise sentence that gives the claim's state on the claim's days, said
    another way ("open from Monday to Saturday" in "open every day except Sunday",
    "abre todos los días menos los lunes" in "abre de martes a domingo"), or on the rest
    of the week the other pole ("closed on Mondays" in "open Tuesday to Sunday"): the
    days read as a set (:mod:`ragmeter.text.weekdays`), every other content unit of the
    claim in the sentence or the one before it. One clause claims only."""
    claim = al.claim
    # one state only ("open every day except Sunday, from 8:00 to 18:00": the times
    # clause has none; "除了周日和周一，阅览室每天都开放": the days clause has none)
    stated = sum(bool(read(c).marks) for c in clauses(claim))
    mine, days = read(claim), day_set(claim)
    if stated > 1 or len(clauses(claim)) == 2:
        split = _split_days(claim)
        if split is not None:
            return _open_on(al, split)
    if stated > 1 or not days:
        return None
    day_units = units(claim).all - units(claim, day_spans(claim)).all
    # (a Chinese pair with a word of how often, "每逢周一", says no more than the day)
    # "only" says the days are all of them ("只有周一不开放", "nur sonntags nicht"): the
    # premise's days must be the same, not more
    only = any(says_only(u) for u in mine.units.all)
    need = frozenset(
        u
        for u in mine.units.all - day_units
        if (len(u) > 1 or u.isdigit())
        and not says_only(u)
        and not _HOW_OFTEN.search(u)
        and not _WEEK_WORDS.fullmatch(u)
        and not (_HAN.search(u) and (u not in _days_masked(claim) or _ZH_EXCEPT.search(u)))
        and u not in _ONE_OF
    )
    if not stated:
        return _same_days(al, days, need)
    sents = al.premise.sentences
    # a claim that excepts days gives them the other pole: the premise's days must be the
    # same ("abre todos los días excepto el domingo" is not "abre todos los días")
    exact = only or EXCEPT_RE.search(normalize(claim)) is not None
    # a claim of nothing but a state and days ("It is closed on Mondays.") shares no word
    # to rank by: every sentence may say it
    for k in al.ranked[:MAX_SENTENCES] if need else range(len(sents)):
        # an exception in another clause of the sentence ("월요일을 제외하고 매일 ... 엽니다")
        # holds for the whole sentence
        parts = clauses(sents[k].text)
        whole = whole_days(sents[k].text, parts)
        # ... and so do days said in a clause of their own beside the one state of the
        # sentence ("On weekdays, the centre opens at 8:30")
        alone = day_set(sents[k].text) if sum(bool(read(c).marks) for c in parts) == 1 else None
        for clause in parts:
            theirs = read(clause)
            their_days = clause_days(clause, theirs, whole) or day_set(clause) or alone
            if not theirs.marks or not their_days or not _days_agree(mine, days, theirs, their_days):
                continue
            if exact and same_poles(mine, theirs) and days != their_days:
                continue
            if not _same_parts(claim, clause):
                continue  # "周三上午关门" is not "周三下午不营业"
            have = theirs.units.all
            if need <= have or need <= have | sentence_window(al, k, lead=True):
                return k
    return None


#: the rest of the week, said after the days of the other pole ("open on all the other
#: days", "an allen anderen Tagen", "其余每天")
_REST = re.compile(
    r"\b(?:other|others|rest|remaining|anderen|übrigen|restlichen|autres|reste|demás|otros|otras|resto)\b"
    r"|其余|其他|别的|나머지|그 외"
)
_NOT = re.compile(r"\b(?:nicht|not|pas|no)\b|[不没只]")
#: the words of a day or the week that only frame the days ("all the other days of the week")
_WEEK_WORDS = re.compile(
    r"\b(?:days?|week|tage?n?|woche|jours?|semaine|días?|semana|nur|only|seulement|solo|sólo)\b|每天|只有|매일|요일"
)


def _split_days(claim: str) -> frozenset[int] | None:
    """The days a claim of two clauses has a place open, the other clause closed on the
    rest of the week ("open Monday to Saturday and closed on Sundays", "closed on Mondays
    and open on all the other days", "jeden Tag geöffnet, nur sonntags nicht",
    "只有周一不开门，其余每天都开放"); None for any other claim."""
    parts = clauses(claim)
    if len(parts) != 2:
        return None
    open_days: frozenset[int] | None = None
    closed_days: frozenset[int] | None = None
    for part, other in ((parts[0], parts[1]), (parts[1], parts[0])):
        marks = read(part).marks
        days = day_set(part)
        if not marks and days and _NOT.search(normalize(part)) and read(other).marks:
            closed_days = days  # "nur sonntags nicht": the other clause's state, denied
            continue
        if len(marks) != 1 or marks[0].state != "open":
            return None
        if marks[0].pole:
            open_days = None if _REST.search(normalize(part)) else days or None
        else:
            closed_days = days or None
    if closed_days is not None and (open_days is None or open_days == WEEK):
        return WEEK - closed_days
    if open_days is not None and (closed_days is None or open_days == WEEK - closed_days):
        return open_days
    return None


def _open_on(al: Alignment, days: frozenset[int]) -> int | None:
    """The premise sentence that has the claim's place open on ``days`` and on no other
    (or closed on the rest), with the claim's other content units around it."""
    return next((k for k, opened, _ in _weeks(al) if opened == days), None)


def _weeks(al: Alignment) -> Iterator[tuple[int, frozenset[int], bool]]:
    """(sentence, the days it has the claim's place open, whether it says the whole week:
    "every day except Sunday", "daily") for each premise clause of one open-or-closed
    state on days, among the best-ranked sentences with the claim's other content units."""
    claim = al.claim
    skip = units(claim).all - units(claim, day_spans(claim)).all
    said = {u for p in clauses(claim) for m in read(p).marks for u in units(m.said).all}
    # (a Chinese rest with its noun, "其他日子", pairs across nothing the premise says: "他日")
    rest_cut = _ZH_REST.sub("|", claim) if _HAN.search(claim) else claim
    need = frozenset(
        u
        for u in units(rest_cut).all - skip - said
        if (len(u) > 1 or u.isdigit())
        and not _REST.search(u)
        and not _NOT.search(u)
        and not _HOW_OFTEN.search(u)
        and not _WEEK_WORDS.search(u)
        and not is_stopword(u)
        and u not in ("allen", "alle", "tous", "todos", "all")
    )
    enough = CJK_SHARE if _HAN.search(claim) else 1.0
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        parts = clauses(sents[k].text)
        whole = whole_days(sents[k].text, parts)
        have: frozenset[str] | None = None  # (the sentence's units and its window, read once)
        for clause in parts:
            reading = read(clause)
            marks = reading.marks
            their = clause_days(clause, reading, whole) or day_set(clause)
            if len(marks) != 1 or marks[0].state != "open" or not their:
                continue
            if have is None:
                have = units(sents[k].text).all | sentence_window(al, k, lead=True)
            if sum(found_in(u, have) for u in need) >= enough * len(need):
                opened = their if marks[0].pole else WEEK - their
                yield k, opened, whole is not None or their == WEEK


#: a Chinese rest of the week with its noun ("其他日子", "其余时间")
_ZH_REST = re.compile(r"(?:其余|其他|别的)的?(?:时候|时间|日子|天|日)?")


def _week_conflict(al: Alignment, days: frozenset[int]) -> tuple[str, str] | None:
    """(claim's open days, premise's): a claim of the whole week in two clauses ("open
    Monday to Friday and closed on weekends", "只有周二不开门，其余每天都开放") where the
    one premise clause that says the whole week for the claim's place ("every day except
    Sunday", "daily") has it open on other days, and none has it open on the claim's."""
    if PART_OF_DAY.search(normalize(al.claim)):
        return None  # ("周三下午不看诊": an afternoon, not a day)
    weeks = list(_weeks(al))
    if any(opened == days for _, opened, _ in weeks):
        return None
    whole = {opened for _, opened, says_week in weeks if says_week}
    if len(whole) != 1:
        return None
    (theirs,) = whole
    return f"open on {day_names(days)}", f"open on {day_names(theirs)}"


def _same_days(al: Alignment, days: frozenset[int], need: frozenset[str]) -> int | None:
    """A claim of no state on days ("delivered Monday through Saturday"): the premise
    sentence with the same days said another way ("delivered every day except Sunday")
    and every other content unit of the claim."""
    # (beside one clause of days, clauses of plain values: "Du lundi au samedi, à 10 h et à 14 h")
    parts = clauses(al.claim)
    if len(clauses(_days_as_one(al.claim))) != 1 and (
        sum(bool(day_set(p)) for p in parts) != 1 or any(read(p).marks or read(p).negated for p in parts)
    ):
        return None
    sents = al.premise.sentences
    need = frozenset(u for u in need if not _LIGHT.fullmatch(u))
    if not need:
        # nothing but days and a verb of taking place ("화요일만 빼고 매일 열립니다"): the one
        # sentence that has those days, where only one has
        same = [k for k in range(len(sents)) if day_set(sents[k].text) == days]
        return same[0] if len(same) == 1 and len(sents) <= MAX_SENTENCES else None
    # (some of the sentence's days, where the claim does not say "only": what takes place
    # from Tuesday to Saturday takes place on Thursdays)
    some = not any(says_only(u) for u in units(al.claim).all)
    for k in al.ranked[:MAX_SENTENCES]:
        theirs = day_set(sents[k].text)
        if not theirs or not (theirs == days or (some and days < theirs and not _excepts(sents[k].text))):
            continue
        day_units = units(sents[k].text).all - units(sents[k].text, day_spans(sents[k].text)).all
        have = sentence_window(al, k, lead=True) - day_units
        # (in another inflection too: "shown" of "shows")
        if all(u in have or any(inflected(u, h) for h in have) for u in need):
            return k
    return None


def _excepts(text: str) -> bool:
    return EXCEPT_RE.search(normalize(text)) is not None


#: "one" standing for the thing asked about ("there is one on Thursdays", "hay una")
_ONE_OF = frozenset("one una uno une eine einen".split())


#: verbs of taking place, said of what the premise names ("열립니다", "runs", "is held")
_LIGHT = re.compile(
    r"열립니|열려|열리|열림|진행|운영|run|held|hold|take|place|findet|statt|stattfinden|lieu|ha|hay|tien"
)


#: the characters of a Chinese exception's frame ("除 … 外", "… 除外")
_ZH_EXCEPT = re.compile(r"[除外]")


def _days_masked(claim: str) -> str:
    """The claim (normalised) with its days and words of exception cut out: a Chinese
    pair of characters across one ("逢周" of "每逢周一", "除节" of "除节假日外") is no unit
    of its own."""
    t = normalize(claim)
    for a, b in sorted(day_spans(claim), reverse=True):
        t = t[:a] + "|" + t[b:]
    return t


def _days_as_one(claim: str) -> str:
    """The claim with each span or list of days as one word ("Tue and Thu" is no two
    clauses)."""
    for a, b in sorted(day_spans(claim), reverse=True):
        claim = claim[:a] + "days" + claim[b:]
    # (days and the days they except are one: "a diario, menos los lunes")
    return _DAYS_RUN.sub("days", claim)


_DAYS_RUN = re.compile(r"days(?:[\s,;，]*(?:(?:los|las|le|les|the|el|la|am|an|on|au|aux)\s+)?days)+")


_HOW_OFTEN = re.compile(r"[每逢]")


def _days_agree(mine: Reading, days: frozenset[int], theirs: Reading, their_days: frozenset[int]) -> bool:
    if same_poles(mine, theirs):
        return days <= their_days
    # open on the rest of the week: closed on these days, and the other way round ("closed
    # on Mondays" is read as a place's hours are: open on the other days)
    if not (len(mine.marks) == len(theirs.marks) == 1):
        return False
    m, x = mine.marks[0], theirs.marks[0]
    return m.state == x.state == "open" and m.pole != x.pole and days == frozenset(range(7)) - their_days


def days_conflict(al: Alignment) -> tuple[str, str] | None:
    """(claim's word, premise's word): a premise clause about the claim's subject gives the
    claim's state the other pole on all of the claim's days ("博物馆每逢周二休息" where it
    "周二至周日...开放"; "closed on Tuesdays" where it is open Tuesday to Sunday)."""
    claim = al.claim
    mine, days = read(claim), day_set(claim)
    topic = mine.units.topic
    if not days or not topic:
        return None
    other = _other_exception(al, mine, days)
    parts = [c for c in clauses(claim) if not _days_appended(c)]
    if other is None and len(parts) == 2 and (week := _split_days(claim)) is not None:
        return _week_conflict(al, week)
    if len(parts) == 1 and parts[0] != claim:
        mine = read(parts[0])  # (its days with those a clause after it adds: "Sundays included")
    # (a day said included beside another state: "일요일을 포함해 매일 ... 엽니다")
    marks = [m for m in mine.marks if m.state != "included"] if len(mine.marks) > 1 else list(mine.marks)
    if other is not None or len(parts) != 1 or len(marks) != 1:
        return other
    m = marks[0]
    if not m.pole and CLOCK.search(canonical(normalize(claim))):
        return None  # "closes at 5 pm on Sundays": a closing time, not a closed day
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        if EXCEPT_RE.search(normalize(sents[k].text)):
            # "täglich außer sonntags geöffnet": a day the sentence excepts has the other pole
            # ("täglich außer samstags geöffnet" says Saturday is closed and Sunday open)
            found = excepted_days_conflict(claim, m, days, sents[k].text)
            if found is not None and all(found_around(t, sentence_window(al, k, lead=True)) for t in topic):
                return found
            continue
        if _part_said(claim, m, days, sents[k].text):
            # "closed on Wednesday afternoons" where "open Monday to Friday, but closed on
            # Wednesday afternoons": the part of the day, said
            return None
        for clause in clauses(sents[k].text):
            theirs, their_days = read(clause), day_set(clause)
            # (the claim's days all there, or, for a claim of several days, one of them:
            # "jeden Tag außer montags geöffnet" where "sonntags bleibt der Salon geschlossen")
            if (
                len(theirs.marks) != 1
                or not their_days
                or not (days <= their_days or (len(days) > 1 and days & their_days))
            ):
                continue
            x = theirs.marks[0]
            if x.state != m.state or x.pole == m.pole:
                continue
            if not x.pole and CLOCK.search(canonical(normalize(clause))):
                continue  # "closes at 5 pm every day" is a closing time, not a closed day
            if all(found_around(t, theirs.units.all | sentence_window(al, k, lead=True)) for t in topic):
                return m.said, x.said
    return None


def _same_parts(claim: str, clause: str) -> bool:
    """The parts of the day the claim names are all in ``clause``."""
    mine = set(PART_OF_DAY.findall(normalize(claim)))
    return not mine or mine <= set(PART_OF_DAY.findall(normalize(clause)))


def _part_said(claim: str, m: Mark, days: frozenset[int], sentence: str) -> bool:
    """The claim gives its state to a part of its days, and a clause of ``sentence`` gives
    that state on those days too."""
    if not PART_OF_DAY.search(normalize(claim)):
        return False
    for clause in clauses(sentence):
        their_days = day_set(clause)
        if (
            their_days
            and days <= their_days
            and any(x.state == m.state and x.pole == m.pole for x in read(clause).marks)
        ):
            return True
    return False


#: words that add days to what a clause before says ("Sundays included", "auch sonntags",
#: "dimanche compris", "incluidos los domingos", "일요일 포함", "包括周日")
_INCLUDING = frozenset(
    "included including inclusive too also as well auch inklusive einschließlich mit compris inclus"
    " inclu y también incluido incluidos incluida incluidas incluso 포함 포함해 포함하여 포함해서 包括 也"
    " 在内".split()
)


def _days_appended(clause: str) -> bool:
    """A clause that only adds days to the one before it ("Sundays included")."""
    if not day_set(clause) or any(m.state != "included" or not m.pole for m in read(clause).marks):
        return False
    t = normalize(clause)
    for a, b in sorted(day_spans(clause), reverse=True):
        t = t[:a] + " " + t[b:]
    said = re.findall(r"[^\W\d_][\w'-]*", t)
    # (an inclusion said: "Sundays included"; "but Tuesday" excepts)
    return any(w in _INCLUDING for w in said) and all(is_stopword(w) or w in _INCLUDING for w in said)


def _other_exception(al: Alignment, mine: Reading, days: frozenset[int]) -> tuple[str, str] | None:
    """Every day but some, where a premise sentence about the claim's subject, with a state
    of the claim's, excepts other days ("todos los días ..., excepto los sábados" against
    "..., excepto los domingos")."""
    said = normalize(al.claim)
    if not (EXCEPT_RE.search(said) and EVERY.search(said)) or not mine.marks:
        return None
    states = {m.state for m in mine.marks}
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        text = sents[k].text
        t = normalize(text)
        if not (EXCEPT_RE.search(t) and EVERY.search(t)):
            continue
        their_days = day_set(text)
        if not their_days or their_days == days or not states & {x.state for x in read(text).marks}:
            continue
        # (the claim's subject, not its days: "除周一外每天营业" opens with its exception)
        topic = {u for u in mine.units.topic if not DAY_UNIT.search(u)}
        if all(found_around(u, sentence_window(al, k)) for u in topic):
            mine_out = day_names(frozenset(range(7)) - days)
            theirs_out = day_names(frozenset(range(7)) - their_days)
            return f"except {mine_out}", f"except {theirs_out}"
    return days_beyond(al, mine, days)
