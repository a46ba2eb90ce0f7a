"""The route check: a move, a trip or a transfer of place said from one place to another
("moved from Leipzig to Frankfurt", "zog von Leipzig nach Frankfurt um", "de Lyon à
Paris", "de Sevilla a Madrid", "从上海搬到北京", "부산에서 서울로") where the evidence
says it the other way round. Both places are names (capitalised in Latin script):
"from 9 to 17" is no route; or, read as words, the same two places ("from the station to
the harbour", "vom Bahnhof zum Hafen", "역에서 항구로") with no day or digit at either end.
And where a trip leaves from ("The first boat leaves
Portwick at 6:45", "sale de Puerto Cala a las 8:15", "해솔항을 출발합니다"), when the claim
has it leave the other end at the same time. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, coverage, units
from ragmeter.text.tokenize import content_tokens, normalize
from ragmeter.text.weekdays import day_set

__all__ = [
    "change_reversed",
    "changes",
    "departure_conflict",
    "departures",
    "destination_conflict",
    "destinations",
    "ends_swap",
    "place_route_conflict",
    "route_conflict",
    "routes",
]

_NAME = r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*){0,2}"
_LATIN = re.compile(
    rf"(?<![\w])(?:from|von|de|d'|desde)\s*({_NAME})\s+(?:to|towards|nach|à|a|au|vers|hasta|hacia|zu|zum|zur)\s+({_NAME})"
)
_ZH = re.compile(
    r"从([\u4e00-\u9fff]{2,4}?)(?:搬|迁|移|调|转|开|驶|飞)?(?:到|至|往)([\u4e00-\u9fff]{2,4}?)(?=[，。、,.\s]|$|[^\u4e00-\u9fff])"
)
_ZH_SHORT = re.compile(r"从([\u4e00-\u9fff]{2,3}?)(?:搬|迁|移|调|转)(?:到|至|往)([\u4e00-\u9fff]{2,3})")
_KO = re.compile(r"([가-힣]{2,})에서 ([가-힣]{2,}?)(?:으로|로) ")


@lru_cache(maxsize=4096)
def routes(text: str) -> frozenset[tuple[str, str]]:
    """The (from, to) pairs of names ``text`` states."""
    found = {(a.lower(), b.lower()) for a, b in _LATIN.findall(text)}
    found |= set(_ZH_SHORT.findall(text)) or set(_ZH.findall(text))
    found |= set(_KO.findall(text + " "))
    return frozenset(found)


def route_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", the claim's route, the evidence's): the claim goes from A to B where the
    evidence goes from B to A and never from A to B."""
    mine = routes(claim)
    if not mine:
        return None
    theirs = frozenset().union(*(routes(s) for s in sentences))
    for a, b in sorted(mine):
        if (b, a) in theirs and (a, b) not in theirs:
            return "", f"from {a} to {b}", f"from {b} to {a}"
    return None


#: an end of a route: a few words, no digits, up to a clause mark or the next connective
_PLACE = r"(?:the |der |die |das |dem |den |la |le |les |l'|el |los |las )?([^\d,.;:!?()]{2,40}?)"
_PLACE_STOP = (
    r"(?=\s*(?:[,.;:!?()]|$)|\s+(?:at|every|on|in|between|and|daily|each|um|alle|jeden|täglich|und"
    r"|à|tous|chaque|et|a las|cada|todos|y"
    # (the verb after a route's end: "from the harbour to the station departs at ...")
    r"|departs|leaves|runs|arrives|costs|takes|is|fährt|geht|kostet|dauert|ist|part|partent|arrive|coûte"
    r"|dure|est|sale|salen|llega|cuesta|dura|tarda|es)\b)"
)
_PLACE_ROUTES = [
    re.compile(rf"\bfrom {_PLACE} (?:back )?(?:to|towards) {_PLACE}{_PLACE_STOP}"),
    re.compile(
        rf"\b(?:von|vom|ab) {_PLACE} (?:zurück )?(?:nach|zum|zur|bis zum|bis zur) {_PLACE}{_PLACE_STOP}"
    ),
    re.compile(
        rf"\b(?:du|de la|de l'|des|depuis|de) {_PLACE} (?:retour )?(?:au|à la|à l'|aux|jusqu'au|jusqu'à la"
        rf"|vers|vers la|vers le|vers l') ?{_PLACE}{_PLACE_STOP}"
    ),
    re.compile(
        rf"\b(?:desde|del|de la|de) {_PLACE} (?:de vuelta |de regreso )?(?:hasta|al|a la|hacia|a) {_PLACE}"
        rf"{_PLACE_STOP}"
    ),
    re.compile(r"([가-힣]{2,12})에서\s+([가-힣]{2,12}?)(?:으로|로|까지)"),
    re.compile(
        r"从([\u4e00-\u9fff]{2,10}?)(?:到|开往|去|至)([\u4e00-\u9fff]{2,10}?)(?=[，。,.；;的]|$|\s|每|往返)"
    ),
]
#: of two ends, how much of each must be the other's for them to be one place
SAME_PLACE = 0.5


def _place_routes(text: str) -> Iterator[tuple[frozenset[str], frozenset[str], str]]:
    """(one end's words, the other's, the route as written) of each route in ``text``."""
    t = normalize(text)
    for rx in _PLACE_ROUTES:
        for m in rx.finditer(t):
            a, b = m.group(1).strip(), m.group(2).strip()
            if day_set(a) or day_set(b):
                continue  # days: the day checks read them
            wa, wb = frozenset(content_tokens(a)), frozenset(content_tokens(b))
            if wa and wb and not (wa & wb):
                yield wa, wb, m.group(0).strip()


def _same_place(x: frozenset[str], y: frozenset[str]) -> bool:
    return len(x & y) >= SAME_PLACE * min(len(x), len(y))


def place_route_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", claim route, premise route): the claim's route goes the other way round from
    a route of ``sentences`` between the same two places, read as words, not names ("from
    the station to the harbour" against "from the harbour to the station"); None where
    none does. Days and times at the ends are the value checks' business."""
    mine = list(_place_routes(claim))
    if not mine:
        return None
    for text in sentences:
        for a2, b2, said in _place_routes(text):
            for a, b, written in mine:
                if (
                    _same_place(a, b2)
                    and _same_place(b, a2)
                    and not (_same_place(a, a2) or _same_place(b, b2))
                ):
                    return "", written, said
    return None


_DEPART_LATIN = re.compile(
    rf"(?<![\w])(?i:leaves|leave|left|departs(?: from)?|depart(?: from)?|departed(?: from)?|sets off from"
    rf"|sale de(?:sde)?|salen de(?:sde)?|sale del|salen del|parte de|part de|part du|partent de"
    rf"|quitte|quittent|fährt von|fahren von|fährt vom|startet (?:in|von)|se fait de|se fait depuis"
    rf"|au départ de|from)\s+"
    rf"(?:the\s+|el\s+|la\s+|le\s+|l'|der\s+|dem\s+)?"
    # (a harbour or station named after its place: "sale del puerto de Corralejo")
    rf"(?:(?:port|harbour|harbor|pier|station|puerto|muelle|estación|quai|gare|hafen|bahnhof|island|isla|île"
    rf"|insel)\s+(?:of\s+|de\s+|d'|von\s+)?)?"
    rf"({_NAME})"
)
#: German "legt ... in Wittsand ab": a boat casts off from a place (a separable verb; its
#: clause may be cut before "legt": "..., freitags um 6:15 Uhr in Nordhafen ab")
_DEPART_DE = re.compile(
    rf"(?:\b(?i:legt|legen)\s+(?:[^.;]{{0,50}}?\s)?)?\b(?:in|von|vom)\s+(?:der\s+|dem\s+)?({_NAME})\s+ab"
    r"(?=\s*(?:$|[.,;!?]|und\b|oder\b))"
)
_DEPART_KO = re.compile(r"([가-힣]{2,}?)(?:을|를|에서) 출발|([가-힣]{2,}) 출발(?= [가-힣])")
_DEPART_ZH = re.compile(r"(?:从|由|自)([\u4e00-\u9fff]{2,4}?)(?:出发|开出|发出|始发|发船|发车)")
#: a departure said as a noun ("the last departure from London Victoria", "le dernier départ
#: de Paris-Montparnasse", "la última salida desde la Plaza Elíptica de Madrid") or a German
#: one at a station ("fährt um 4:10 Uhr am Bahnhof Berlin Zoologischer Garten ab")
_DEPART_NOUN = re.compile(
    rf"(?<![\w])(?i:departure from|départ de|départ du|salida de(?:sde)?|salida del"
    rf"|abfahrt (?:von|vom|in|ab))\s+"
    rf"(?:(?i:la|le|el|l'|der|dem)\s*)?({_NAME}(?:\s+(?:de|del)\s+{_NAME})?)"
    rf"|\b(?:am|an der|vom|von)\s+(?:(?:Bahnhof|Hauptbahnhof|Busbahnhof|Hafen)\s+)?({_NAME})\s+ab\b"
)
#: where a trip goes to ("the last bus to London", "nach Berlin", "vers Paris", "hacia Madrid",
#: "서울역으로 가는", "开往北京的")
_DEST_LATIN = re.compile(
    rf"(?<![\w])(?:to|towards|toward|nach|vers|pour|hacia|para|rumbo a|in Richtung|en direction de)\s+"
    rf"(?:(?:the|la|le|el|l')\s*)?({_NAME})"
)
_DEST_KO = re.compile(r"([가-힣]{2,}?)(?:으로|로) 가는|([가-힣]{2,}?)행 ")
_DEST_ZH = re.compile(r"(?:开往|前往|去往|驶往|开向)([\u4e00-\u9fff]{2,4}?)(?:的|方向)")
_CLAUSE = re.compile(r"[,;，；。]|\s(?:and|und|et|y|e)\s|(?:고|며|으며),?\s")
_VALUE = re.compile(r"\d+(?:[:.]\d+)?")
#: the most text read for departures
MAX_CHARS = 2_000


def departures(text: str) -> frozenset[str]:
    """The places ``text`` says something leaves from (lowercased names)."""
    text = text[:MAX_CHARS]
    found = {m.lower() for m in _DEPART_LATIN.findall(text)} | {m.lower() for m in _DEPART_DE.findall(text)}
    found |= {g.lower() for m in _DEPART_NOUN.findall(text) for g in m if g}
    found |= {g for m in _DEPART_KO.findall(text) for g in m if g} | set(_DEPART_ZH.findall(text))
    found |= {a for a, _ in routes(text)}
    return frozenset(found)


def departure_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", where the claim's trip leaves from, where the evidence's leaves from): the
    evidence has a clause with the claim's times or numbers in which the trip leaves from
    another place, and none in which it leaves from the claim's."""
    mine = departures(claim)
    if not mine:
        return None
    other: set[str] = set()
    for clause in _timed_clauses(claim, sentences):
        theirs = departures(clause)
        if any(_one_place(m, t) or _one_place(t, m) for m in mine for t in theirs):
            return None
        other |= theirs
    if other:
        return "", f"leaving {min(mine)}", f"leaving {min(other)}"
    return None


def destinations(text: str) -> frozenset[str]:
    """The places ``text`` says a trip goes to (lowercased names)."""
    text = text[:MAX_CHARS]
    found = {m.lower() for m in _DEST_LATIN.findall(text)}
    found |= {g for m in _DEST_KO.findall(text + " ") for g in m if g} | set(_DEST_ZH.findall(text))
    return frozenset(found)


def destination_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", where the claim's trip goes to, where the evidence's leaves from): the claim
    has a trip go to a place at its times ("The last bus to London leaves at 4:10") where
    the evidence's clause with those times has it leave that place ("the last departure from
    London Victoria is at 4:10"), and no clause with them has it go there."""
    mine = destinations(claim)
    if not mine:
        return None
    found: tuple[str, str, str] | None = None
    for clause in _timed_clauses(claim, sentences):
        if any(_one_place(x, d) for x in mine for d in destinations(clause)):
            return None
        left = sorted(departures(clause))
        for x in sorted(mine):
            there = next((d for d in left if _one_place(x, d)), None)
            if there is not None and found is None:
                found = "", f"going to {x}", f"leaving {there}"
    return found


def _timed_clauses(claim: str, sentences: Sequence[str]) -> Iterator[str]:
    """The clauses of ``sentences`` (each read to :data:`MAX_CHARS`) that hold one of the
    claim's times or numbers: where the claim's trip is said, if anywhere."""
    values = set(_VALUE.findall(claim))
    for sentence in sentences if values else ():
        for clause in _CLAUSE.split(sentence[:MAX_CHARS]):
            if values & set(_VALUE.findall(clause)):
                yield clause


def _one_place(x: str, y: str) -> bool:
    """One name is the other or in it ("london" of "london victoria", "北京" of "北京站")."""
    if x == y or x in y.split():
        return True
    return len(x) >= 2 and (y.startswith(x) or (x.startswith(y) and len(y) >= 2))


_START = re.compile(
    r"(?<![\w])(?:start|starts|starting|started|begin|begins|beginning|départ|salida|startet|beginnt)(?![\w])"
    r"|출발|起点"
)
_END = re.compile(
    r"(?<![\w])(?:finish|finishes|finishing|finished|end|ends|ending|arrivée|llegada|meta|ziel|endet)(?![\w])"
    r"|도착|终点"
)
#: a side of a trip is said of the other end with this share of its units, and of its own
#: with less
ENDS_MATCH = 0.6


def _sides(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(what the clauses that say where something starts have, what those that say where
    it ends have), the marker words left out."""
    start: set[str] = set()
    end: set[str] = set()
    for clause in clauses(text[:MAX_CHARS].lower()):
        s, e = _START.search(clause), _END.search(clause)
        if bool(s) == bool(e):
            continue
        marker = (s or e).group(0)  # type: ignore[union-attr]
        found = units(clause).all - units(marker).all
        (start if s else end).update(found)
    return frozenset(start), frozenset(end)


def ends_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """("", "", ""): the claim has a trip start where the evidence has it end, and end
    where it starts ("starts at the Old Harbour and finishes at Kingsbridge Park" against
    "starting at Kingsbridge Park and finishing at the Old Harbour")."""
    lower = claim.lower()
    if not _START.search(lower) or not _END.search(lower):
        return None  # most claims: no start and end to compare
    mine_start, mine_end = _sides(claim)
    if not mine_start or not mine_end:
        return None
    theirs_start, theirs_end = _sides(" ".join(sentences))
    swapped = (
        coverage(mine_start, theirs_end) >= ENDS_MATCH and coverage(mine_end, theirs_start) >= ENDS_MATCH
    )
    if not swapped:
        return None
    if coverage(mine_start, theirs_start) >= coverage(mine_start, theirs_end):
        return None
    return "", "start and end", "the other way round"


#: a number said to change from one value to another ("rose from 80 to 110", "von 80 auf
#: 110", "passé de 80 à 110", "de 80 a 110", "从80增加到110", "80명에서 110명으로"), and
#: "up from" / "down from" the value before ("12,500 visitors, up from 9,800")
_NUMBER = r"(\d[\d,.\u202f]*\d|\d)"
_CHANGE = re.compile(
    rf"(?<![\w:])(?:from|von|de|desde)\s+{_NUMBER}(?![\d:])\s*[^\W\d]{{0,12}}\s+(?:to|auf|à|a|hasta)\s+{_NUMBER}(?![\d:])"
    rf"|从{_NUMBER}[^\d，。,]{{0,6}}?(?:到|至){_NUMBER}|{_NUMBER}[^\d\s]{{0,3}}에서\s?{_NUMBER}[^\d\s]{{0,3}}?(?:으로|로)"
)
_UP_FROM = re.compile(rf"{_NUMBER}(?![\d:])[^.;\d]{{0,40}}?\b(?:up|down) from\s+{_NUMBER}(?![\d:])")


def _value(said: str) -> str:
    return re.sub(r"[,.\u202f](?=\d{3}(?!\d))", "", said)


@lru_cache(maxsize=4096)
def changes(text: str) -> frozenset[tuple[str, str]]:
    """(from, to) of each number a text says changed (canonical ``text``)."""
    found = set()
    for m in _CHANGE.finditer(text):
        a, b = [g for g in m.groups() if g is not None]
        found.add((_value(a), _value(b)))
    for m in _UP_FROM.finditer(text):
        found.add((_value(m.group(2)), _value(m.group(1))))
    return frozenset((a, b) for a, b in found if a != b)


def change_reversed(claim: str, sentences: Sequence[str]) -> tuple[str, str, str] | None:
    """(number, claim's change, premise's change): a change the claim says from one value
    to the other where the evidence says it the other way round ("dropped from 110 to 80"
    against "from 80 to 110")."""
    mine = changes(canonical(normalize(claim)))
    if not mine:
        return None
    theirs = set().union(*(changes(canonical(normalize(s))) for s in sentences))
    for a, b in sorted(mine):
        if (b, a) in theirs and (a, b) not in theirs:
            return "", f"from {a} to {b}", f"from {b} to {a}"
    return None
