"""Where a trip starts, said of the other end: "Sale a las 10:15 desde Villalba del Río"
where the train leaves at 10:15 from San Mamés and Villalba del Río is where it goes;
"上午9:30的车从白桦湾站开往松岭站" where the 9:30 train leaves 松岭站.

A claim names its origin after "from", "desde", "depuis", "ab" (a name: capitalised words;
"von" is as often the agent of a passive) or after 从 (up to the station, stop, port or
town that ends it). It conflicts with
the best premise sentence that names an origin the same way when that sentence's origins
are other places, and the premises name the claim's place too (as the other end of the
trip, not as something unknown: a place they never name is the missing-name check's).
Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.clauses import clock_times

__all__ = ["origin_conflict", "origins"]

_LATIN = re.compile(
    r"(?<![\w'])(?:from|desde|depuis|ab)\s+(?:the\s+|la\s+|el\s+|le\s+|der\s+|dem\s+)?"
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’-]*)"
    r"(?:\s+(?:de(?:l| la| los)?|del|du|des|am|an der|upon|on)?\s*[A-ZÀ-ÖØ-Þ][\w'’-]*)*)"
)
#: a trip's start said with its verb ("part de Port-Louvel", "sale de Puerto Claro"), or
#: "von X nach Y" (German "von" alone is as often the agent of a passive)
_LATIN_VERB = re.compile(
    r"(?<![\w'])(?:(?:part|partent|sale|salen|parte|parten)\s+(?:de la|del|de|du|d')\s*"
    # (a station named after its place: "part de la gare de Versailles-Chantiers")
    r"(?:(?:gare|station|estación|puerto|port|quai|muelle|terminal|aéroport|aeropuerto)\s+"
    r"(?:de la |del |de |du |d'))?"
    r"|von\s+(?=[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)*\s+nach\b))"
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’-]*)(?:\s+(?:de(?:l| la| los)?|del|du|des)?\s*[A-ZÀ-ÖØ-Þ][\w'’-]*)*)"
)
#: a common noun as the start, read inside one clause of a sentence ("la última vuelta
#: desde la isla", "le dernier retour part de l'île", "the last one leaves from the island")
_COMMON = re.compile(
    r"(?<![\w'])(?:from the|desde la|desde el|de l'|de la|du|depuis l'|depuis la|depuis le|ab der|ab dem|vom)"
    r"\s*([a-zà-ÿ][\w'’-]+)"
)
_ZH = re.compile(r"从([\u4e00-\u9fff]{1,8}?(?:站|港|码头|机场|市|镇|村|桥|口|岛))")
#: where a sentence joins two clauses that each may have a trip and a time
_CLAUSE_CUT = re.compile(r";|；|，|,\s+(?:and|y|et|und|while|whereas)?\s*")
#: the words of a time or a date that start with a capital and are no place
_NOT_PLACE = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july"
    " august september october november december montag dienstag mittwoch donnerstag freitag samstag"
    " sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miércoles jueves viernes"
    " sábado domingo".split()
)


def origins(text: str) -> list[str]:
    """The places ``text`` says something starts from, lower-cased."""
    found = [m.group(1).strip().lower() for rx in (_LATIN, _LATIN_VERB) for m in rx.finditer(text)]
    found = [f for f in found if f.split()[0] not in _NOT_PLACE]
    return found + [m.group(1) for m in _ZH.finditer(text)]


def origin_conflict(claim: str, sentences: Sequence[str], premises: Sequence[str]) -> tuple[str, str] | None:
    """(the claim's origin, the premise's): see the module. ``sentences``: the best premise
    sentences, best first; ``premises``: all of them (read only for a claim that names an
    origin)."""
    mine = origins(claim)
    if len(mine) != 1 or not any(mine[0] in p.lower() for p in premises):
        return None
    times = clock_times(claim)
    for sentence in sentences:
        theirs = origins(sentence)
        if times:
            # the clause that gives the claim's time gives its trip ("the first boat leaves
            # Port Alden at 6:45 a.m., and the last one leaves from the island at 8:15 p.m.")
            timed = [c for c in _CLAUSE_CUT.split(sentence) if c and clock_times(c) & times]
            if len(timed) == 1:
                theirs = origins(timed[0]) + [m.group(1).lower() for m in _COMMON.finditer(timed[0])]
        if not theirs:
            continue
        if any(mine[0] in t or t in mine[0] for t in theirs):
            return None
        return mine[0], theirs[0]
    return None
