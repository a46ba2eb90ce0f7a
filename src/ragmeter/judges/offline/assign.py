"""Who does which part: a claim that gives each of two people the other's part ("Priya
Shah covers weekends, while Tom Reyes teaches on weekday evenings" against "Priya Shah
teaches on weekday evenings, while Tom Reyes covers weekends"; "도로주행 교육은 이서연
강사가, 기능 교육은 박지훈 강사가" against the reverse; "科目三由王磊教练负责" against
"科目二由王磊教练负责，科目三由刘芳教练负责"). Pure.

A part is what a clause says besides its one person's name (its content units with the
name taken out). Only people both texts name count, and only a full exchange: each
person's part in the claim is said, whole, of the other person in the evidence, and
less of the person themself.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.judges.offline.helpers import names_in
from ragmeter.text.clauses import clauses, coverage, units
from ragmeter.text.person_titles import KO_TITLE_RE, ZH_ADDRESS, ZH_ROLES, alternation
from ragmeter.text.slots import ZH_SURNAME

__all__ = ["assignment_swap"]

#: the titles after a Korean or Chinese name ("최민호 정비사", "王磊教练"): the person's, not
#: the part's
_KO_TITLE = KO_TITLE_RE
_ZH_TITLE = alternation(ZH_ROLES | ZH_ADDRESS)
_KO_PERSON = re.compile(rf"([가-힣]{{2,3}})\s?(?={_KO_TITLE})")
_ZH_PERSON = re.compile(rf"(?:{ZH_SURNAME})[\u4e00-\u9fff]{{1,2}}?(?={_ZH_TITLE})")
#: a part is said of the other person whole (this share of its units; of a Chinese part,
#: read by pairs of characters, one pair fewer: "负责内科" against "内科...负责"), and of
#: the person themself by at least this much less
WHOLE = 0.9
WHOLE_HAN = 0.8
#: the other person's part said of the first at least this much (the exchange confirmed)
BACK = 0.7
MARGIN = 0.25
MAX_CHARS = 2_000
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _people(text: str) -> set[str]:
    return set(names_in(text)) | set(_KO_PERSON.findall(text)) | set(_ZH_PERSON.findall(text))


def _parts(text: str, people: set[str]) -> list[tuple[str, frozenset[str]]]:
    """(person, part) of each clause of ``text`` that names exactly one of ``people``."""
    out = []
    for clause in clauses(text[:MAX_CHARS]):
        named = [p for p in people if p in clause]
        if len(named) == 1:
            rest = re.sub(rf"{re.escape(named[0])}\s?(?:{_KO_TITLE}|{_ZH_TITLE})?", " ", clause)
            out.append((named[0], units(rest).all))
    return out


def _best(part: frozenset[str], theirs: Iterable[tuple[str, frozenset[str]]], person: str) -> float:
    return max((coverage(part, t) for q, t in theirs if q == person), default=-1.0)


def assignment_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(one person, the other): two people of the claim, each given the part the
    evidence gives the other."""
    shared = _people(claim)
    if len(shared) < 2:
        return None
    text = " ".join(sentences)[: 4 * MAX_CHARS]
    shared &= _people(text)
    mine = [(p, t) for p, t in _parts(claim, shared) if t]
    if len({p for p, _ in mine}) < 2:
        return None
    theirs = [x for s in sentences for x in _parts(s, shared)]
    said = frozenset().union(*(t for _, t in theirs))
    whole = WHOLE_HAN if _HAN.search(claim) else WHOLE
    for p, part in mine:
        own = _best(part, theirs, p)
        for q in sorted({q for q, _ in mine} - {p}):
            other = _best(part, theirs, q)
            if other >= whole and own >= 0 and own <= other - MARGIN:
                back = [t for r, t in mine if r == q]
                # (the way back may leave out a verb the two clauses share: "..., 엔진 정비는
                # 서지훈 정비사가 맡습니다" against "엔진 정비는 최민호 정비사가, ...")
                if any(_best(t & said or t, theirs, p) >= BACK for t in back):
                    return p, q
    return None
