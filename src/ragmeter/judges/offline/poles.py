"""A claim plainly present once states are read as their poles: "The office is closed
on public holidays" in "On public holidays the office does not open", "Le musée n'ouvre
pas le lundi" in "... Il est fermé le lundi", "El museo no abre los lunes" in "Los
lunes está cerrado". The fast path of :func:`~ragmeter.judges.offline.align.plainly_present`
reads words; a negated state and its opposite pole are one value
(:mod:`ragmeter.text.polarity`), so here they count as the same word.

A premise clause restates the claim when it gives each state of the claim the same pole
(and none the other pole), and has every other content unit of the claim; the claim's
subject (its topic) may stand in the sentence before, where the clause names no other
subject of its own ("Le musée ... . Il est fermé le lundi": "il" is no unit, "lundi" is
the claim's). One clause claims only. Chinese is read in character pairs, all of which
must be there: strict, so it accepts only a near restatement ("客房内不允许携带宠物" in
"客房内禁止携带宠物").
"""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.text.clauses import clauses, units
from ragmeter.text.excepted import (
    ALL_WORDS,
    REST_WORD,
    ExceptionReading,
    ends_compound,
    excepted,
    exception_reading,
    found_in,
    han_pair_in,
    rest_units,
    says_only,
    without_this,
)
from ragmeter.text.inflection import inflection_of
from ragmeter.text.polarity import Reading, read
from ragmeter.text.polarity_words import EXCEPT
from ragmeter.text.tokenize import is_cjk, normalize
from ragmeter.text.weekdays import day_set

__all__ = [
    "CJK_SHARE",
    "MAX_SENTENCES",
    "exception_restated",
    "found_around",
    "pole_restated",
    "same_poles",
    "sentence_window",
]

#: the best-covering premise sentences read for a restatement (a restatement has the
#: claim's words, so it ranks high; the cost per claim stays bounded on a long premise)
MAX_SENTENCES = 8


def same_poles(mine: Reading, theirs: Reading) -> bool:
    poles = {(x.state, x.pole) for x in theirs.marks}
    return all((m.state, m.pole) in poles and (m.state, not m.pole) not in poles for m in mine.marks)


def pole_restated(al: Alignment) -> int | None:
    """The premise sentence that restates the claim with its states read as poles (see
    the module), or None."""
    claim = al.claim
    if len(clauses(claim)) != 1:
        return None
    mine = read(claim)
    # a letter left of an elided negation ("n'ouvre" without "ouvre") is no content
    need = frozenset(u for u in mine.units.all if len(u) > 1 or u.isdigit())
    if not mine.marks or not need:
        return None
    # (Chinese: without the character pairs a state word left behind, "主摊" of "摊主免交摊位费")
    written = frozenset(u for u in need if u in claim) if is_cjk(claim) else frozenset()
    topic = mine.units.topic
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        text = sents[k].text
        around: frozenset[str] | None = None  # the sentence's units and the one's before
        # the units of the clauses before that give no state: what the sentence is about
        # ("摊位费为每个50元，学生摊主免费": the fee the students are free of)
        named: frozenset[str] = frozenset()
        for clause in clauses(text):
            theirs = read(clause)
            if not theirs.marks:
                named |= theirs.units.all
            if not theirs.marks or not same_poles(mine, theirs):
                continue
            have = theirs.units.all
            if need <= have:
                return k
            if written and written <= have | named and theirs.units.topic <= written:
                return k  # (the clause's own subject in the claim: not "所有摊主" for "学生摊主")
            if not (need - topic) <= have or not theirs.units.topic <= need:
                continue
            if around is None:
                around = sentence_window(al, k, lead=True)
            if all(found_around(t, around) for t in topic):
                return k
    return None


def exception_restated(al: Alignment) -> int | None:
    """The premise sentence that excepts the claim's thing from the pole it gives the rest
    ("The museum is closed on Mondays" in "... open every day except Monday":
    :mod:`ragmeter.text.excepted`), its subject there or in the sentence before; or None.
    A claim may say the rest too, in a clause of its own ("只有春节期间不营业，其他时候每天都开门",
    "Only the three plots by the gate have no tap; all the others have one")."""
    parts = clauses(al.claim)
    rest = [i for i, p in enumerate(parts) if REST_WORD.search(normalize(p))]
    if len(parts) == 2 and len(rest) == 1:
        return _with_rest(al, parts[1 - rest[0]], parts[rest[0]])
    if len(parts) == 1 and rest:
        # the rest alone, after a claim of the excepted ("... ; toutes les autres en ont un")
        return _with_rest(al, None, parts[0])
    topic = {t for t in read(without_this(al.claim)).units.topic if not says_only(t)}
    mine = excepted(al.claim)
    for k in al.ranked[:MAX_SENTENCES]:
        sentence = al.premise.sentences[k].text
        # (what the document is about may be named by the claim alone: "행복동물병원은" of "병원은")
        lead = units(al.premise.lead_of(k).text).all
        if exception_reading(al.claim, sentence, lead) is ExceptionReading.AGREES:
            around = sentence_window(al, k, lead=True)
            said = al.premise.sentences[k].normalized
            # (a Chinese pair across words, "每周" of "每天营业 ... 周三", as exception_reading reads it)
            if all(
                found_in(t, around) or inflection_of(t, around) is not None or han_pair_in(t, said)
                for t in topic
            ):
                return k
        elif mine is not None and excepted(sentence) == mine and _same_rule(al, k, mine):
            return k
    return None


def _with_rest(al: Alignment, excepting: str | None, rest: str) -> int | None:
    """The premise sentence that excepts what clause ``excepting`` gives the other pole,
    where clause ``rest`` gives the rest the sentence's own pole and says nothing the
    sentence does not ("其他时候每天都开门" of "除春节期间外每天营业"). Without
    ``excepting``, a rest that says nothing of its own ("toutes les autres en ont un")
    needs the one sentence of the premise that excepts something."""
    mine = read(rest)
    topic = {t for t in read(excepting).units.topic if not says_only(t)} if excepting else set()
    sents = al.premise.sentences
    excepting_sentences = [k for k in al.ranked[:MAX_SENTENCES] if excepted(sents[k].text) is not None]
    said = rest_units(rest)
    for k in excepting_sentences:
        sentence = sents[k].text
        if excepting is not None and exception_reading(excepting, sentence) is not ExceptionReading.AGREES:
            continue
        theirs = read(sentence)
        if mine.marks:
            if not same_poles(mine, theirs):
                continue
        elif mine.negated != theirs.negated:
            continue
        around = sentence_window(al, k, lead=True)
        if excepting is None and not said and len(excepting_sentences) > 1:
            return None
        if all(found_around(u, around) or han_pair_in(u, normalize(sentence)) for u in said | topic):
            return k
    return None


def _same_rule(al: Alignment, k: int, excepted_words: str) -> bool:
    """The claim excepts what premise sentence ``k`` excepts, from the same rule: every
    other content unit of the claim is there ("Every repair except water damage repairs
    has a 90-day warranty" in "All repairs come with a 90-day warranty, except water damage
    repairs"). Negation and values were read by the checks before."""
    claim = normalize(al.claim)
    cut = claim.find(excepted_words)
    rest = claim[:cut] + claim[cut + len(excepted_words) :] if cut >= 0 else claim
    rest = _EXCEPT.sub(" ", rest)  # (its units are stems: "menos" is "meno" there)
    if read(rest).negated:
        return False  # ("has no warranty": which side's rule a negation denies is not read here)
    need = {u for u in units(rest).all if u not in ALL_WORDS and not _EXCEPT.fullmatch(u)}
    have = sentence_window(al, k, lead=True)
    return bool(need) and all(found_in(u, have) for u in need)


def sentence_window(al: Alignment, k: int, lead: bool = False) -> frozenset[str]:
    """The units of premise sentence ``k`` and of the one before it in the same premise;
    with ``lead``, of the premise's first sentence too (what the document is about: "周末
    休息" of "顺达机动车检测站" named there)."""
    sents = al.premise.sentences
    found = units(sents[k].text).all
    if k > 0 and sents[k - 1].premise == sents[k].premise:
        found |= units(sents[k - 1].text).all
    if lead:
        found |= units(al.premise.lead_of(k).text).all
    return found


def found_around(unit: str, around: frozenset[str]) -> bool:
    """``unit`` is one of ``around``, or (Korean and German compounds: "박물관" in "시립박물관",
    "verleih" in "fahrradverleih") the end of one."""
    if unit in around:
        return True
    if "\uac00" <= unit[0] <= "\ud7a3":
        return any(u.endswith(unit) for u in around)
    return ends_compound(unit, around, _COMPOUND_HEAD)


#: the fewest letters of a Latin word found as the end of a compound ("verleih")
_COMPOUND_HEAD = 5


#: the share of what a claim says of the rest that the premise sentence must say too
REST_SAID = 0.6


def other_excepted(al: Alignment) -> tuple[str, str] | None:
    """(claim's exception, premise's): a claim that excepts one thing from a whole where
    a premise sentence that says the rest of it excepts another ("Downloads are available
    on all plans except Family" against "... except Basic"; "除家庭套餐外" against
    "除基础套餐外"). Days are :func:`~ragmeter.judges.offline.week.days_conflict`'s; one
    exception each only."""
    mine = excepted(al.claim)
    if mine is None or day_set(mine):
        return None
    mine_units = units(mine).all
    # (the word that excepts is no part of what the claim says of the rest: "Außer Bussen
    # parken alle umsonst" read to its end says nothing else)
    rest = frozenset(u for u in _without(al.claim, mine) if not _EXCEPT.fullmatch(u))
    if not mine_units or not rest:
        return None
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        theirs = excepted(sents[k].text)
        if theirs is None or theirs == mine:
            continue
        their_units = units(theirs).all
        if _within(their_units, mine_units) or _within(mine_units, their_units):
            continue  # ("except Family" and "except the Family plan" are one; "Lastenräder", "Lastenrädern")
        if _said_with_predicate(mine, theirs) or _said_with_predicate(theirs, mine):
            continue  # "除最后一节由助教刘明负责外": the last lesson, and who gives it
        # (most of the rest: "get 10 % off all books" of "can buy all books at 10 % off")
        said = _without(sents[k].text, theirs) | sentence_window(al, k)
        if len(rest & said) < REST_SAID * len(rest):
            continue
        return f"except {mine}", f"except {theirs}"
    return None


#: what follows a Chinese excepted thing when the exception says something of it too
#: ("除最后一节由助教刘明负责外": by whom; not "和", which adds another thing)
_ZH_PREDICATE = re.compile(r"^(?:由|是|需|要|可|不|都|均|为|的|已|被)")


def _said_with_predicate(short: str, long: str) -> bool:
    """A Chinese exception ``long`` is ``short`` with something said of it."""
    return is_cjk(short) and long.startswith(short) and bool(_ZH_PREDICATE.match(long[len(short) :]))


def _within(some: frozenset[str], other: frozenset[str]) -> bool:
    """Every unit of ``some`` is one of ``other``, or one in another inflection (the
    one starts the other, five letters or more)."""
    return all(
        any(u == o or (min(len(u), len(o)) >= 5 and (u.startswith(o) or o.startswith(u))) for o in other)
        for u in some
    )


def _without(text: str, words: str) -> frozenset[str]:
    """The units of ``text`` with the excepted ``words`` (and a Chinese 除 … 外 around
    them) left out."""
    t = normalize(text)
    i = t.find(words)
    if i < 0:
        return units(text).all
    a, b = i, i + len(words)
    if t[max(0, a - 2) : a].endswith(("除", "除了")):
        a -= 2 if t[max(0, a - 2) : a] == "除了" else 1
    if t[b : b + 2] in ("以外", "之外"):
        b += 2
    elif t[b : b + 1] == "外":
        b += 1
    return units(text, [(a, b)]).all


_EXCEPT = re.compile(EXCEPT)
#: the share of a Chinese claim's other units a sentence must have (pairs of characters
#: across two words: "周六医院" has "六医")
CJK_SHARE = 0.75
