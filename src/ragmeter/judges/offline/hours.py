"""Opening and closing at a time against a span of the day: "It closes at 4 p.m." restates
"open Tuesday to Saturday, 10:00 to 16:00"; "opens at 4 p.m." against that span says its
end for its start. Pure; read by :mod:`.checks` and :mod:`.problems` (split from
:mod:`.poles`, whose sentence window it shares)."""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.poles import CJK_SHARE, MAX_SENTENCES, sentence_window
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, units
from ragmeter.text.excepted import found_in
from ragmeter.text.tokenize import normalize

__all__ = ["afternoon_hour", "hours_as_theirs", "hours_conflict", "hours_restated", "in_the_morning"]

_HAN = re.compile(r"[\u4e00-\u9fff]")

#: opening and closing at a time, in the six languages (canonical, lower-case text)
_OPENS = re.compile(r"\bopens?\b|\böffne[tn]\b|\bouvre(?:nt)?\b|\babren?\b|문을 (?:엽|열)|개장|开门|开馆")
_CLOSES = re.compile(
    r"\bcloses?\b|schlie(?:ß|ss)(?:t|en)\b|\bferme(?:nt)?\b|\bcierran?\b|문을 닫|폐장|关门|闭馆"
)
_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")
#: a span of the day: "10:00 to 16:00", "von 9 bis 18:00", "de 7:00 à 20:00", "9:00부터 18:00까지"
_SPAN = re.compile(
    r"(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*(?:to|until|till|bis|à|a|-|–|—|~|부터|至|到)\s*(\d{1,2}):(\d{2})(?![\d:])"
)


def _hours(al: Alignment) -> tuple[tuple[int, int], bool, frozenset[str]] | None:
    """(the time, whether it opens then, the claim's other content units) of a claim that
    something opens or closes at one time; None for any other claim."""
    claim = canonical(normalize(al.claim))
    opens, closes = _OPENS.search(claim), _CLOSES.search(claim)
    clocks = _CLOCK.findall(claim)
    if bool(opens) == bool(closes) or len(clocks) != 1 or len(clauses(al.claim)) != 1 or _SPAN.search(claim):
        return None
    verb = units((opens or closes).group(0)).all  # type: ignore[union-attr]
    need = frozenset(u for u in units(claim).all if not u.isdigit() and u not in verb)
    return (int(clocks[0][0]), int(clocks[0][1])), opens is not None, need


def _spans(al: Alignment, need: frozenset[str]) -> list[tuple[int, tuple[int, int], tuple[int, int]]]:
    """(sentence, start, end) of each span of the day in the best premise sentences that
    have the claim's other content around them."""
    out: list[tuple[int, tuple[int, int], tuple[int, int]]] = []
    sents = al.premise.sentences
    # (Chinese is read by pairs of characters, some across two words: "周六医院" has "六医")
    enough = CJK_SHARE if _HAN.search(al.claim) else 1.0
    for k in al.ranked[:MAX_SENTENCES]:
        found = list(_SPAN.finditer(canonical(normalize(sents[k].text))))
        if found and sum(found_in(u, sentence_window(al, k, lead=True)) for u in need) >= enough * len(need):
            for m in found:
                out.append((k, (int(m.group(1)), int(m.group(2) or 0)), (int(m.group(3)), int(m.group(4)))))
    return out


def hours_conflict(al: Alignment) -> tuple[str, str] | None:
    """(what the claim says, the span): a claim that something opens at the time its
    span of the day ends, or closes at the time it starts ("opens at 4 p.m." against
    "open 10:00 to 16:00"), where no span has it the claim's way."""
    read_ = _hours(al)
    if read_ is None:
        return None
    said, opens, need = read_
    spans = _spans(al, need)
    if any(said == (start if opens else end) for _, start, end in spans):
        return None
    for _, start, end in spans:
        if said == (end if opens else start):
            word = "opens" if opens else "closes"
            return f"{word} at {said[0]}:{said[1]:02d}", f"{start[0]}:{start[1]:02d}-{end[0]}:{end[1]:02d}"
    return None


def hours_restated(al: Alignment) -> int | None:
    """The premise sentence whose span of the day starts at the time the claim says
    something opens, or ends at the time it says it closes ("It closes at 4 p.m." in
    "open Tuesday to Saturday, 10:00 to 16:00"), every other content unit of the claim
    there, in the sentence before, or in the document's first sentence; or None."""
    read_ = _hours(al)
    if read_ is None:
        return None
    said, opens, need = read_
    for k, start, end in _spans(al, need):
        if said == (start if opens else end):
            return k
    return None


#: a clock time of the claim whose hour has no part of the day: "4:30", "bis 6" after one,
#: "6 Uhr", "7 h"
_CLOCK_HOUR = re.compile(r"(?<![\d:.,])(\d{1,2}):\d{2}(?![\d:])|(?<![\d:.,])(\d{1,2})\s*(?:uhr|h|o'clock)\b")
#: words that place a time in the morning (or say am / pm: canonical text has 24-hour times)
MORNING = re.compile(
    r"\b(?:morning|mornings|am|morgens|vormittags|früh|matin|mañana|madrugada|night|nachts|nuit|noche)\b"
    r"|\ba\.m(?:\.|\b)|오전|上午|早上|凌晨"
)


#: the longest claim read for a time on a 12-hour clock
_CLOCK_CLAIM_CHARS = 600


def afternoon_hour(n: float, claim: str, premise_numbers: frozenset[float]) -> bool:
    """``n`` is the hour of a clock time the claim says without a part of the day ("von
    4:30 bis 6", "at 9 o'clock"), and the premises have it 12 hours later ("16:30 bis
    18:00"): the same time on a 12-hour clock, not another value."""
    if not (n.is_integer() and 1 <= n <= 11 and n + 12 in premise_numbers) or len(claim) > _CLOCK_CLAIM_CHARS:
        return False  # (a long text is not read again for each of its numbers)
    text = canonical(normalize(claim)).lower()
    if in_the_morning(text, claim):
        return False
    hours = {int(a or b) for a, b in _CLOCK_HOUR.findall(text)} | {
        int(m.group(2)) for m in _LATER_END.finditer(text)
    }
    return int(n) in hours


def in_the_morning(*texts: str) -> bool:
    """A word of ``texts`` places a time in the morning or the night (:data:`MORNING`):
    read in the written claim too, whose canonical form may have lost it."""
    return any(MORNING.search(t.lower()) for t in texts)


def hours_as_theirs(claim: str, evidence: str, written: str = "") -> str:
    """``claim`` (canonical) with each clock time said without a part of the day written
    as the evidence's time 12 hours later, where the evidence has that one and not the
    claim's ("von 4:30 bis 6" -> "von 16:30 bis 18:00" beside "16:30 bis 18:00"), for the
    model: the checks have compared them as one time already. ``written``: the claim as
    written (its "in the morning" may be gone from the canonical form)."""
    if in_the_morning(claim, written) or ":" not in evidence:
        return claim
    theirs = {(int(h), int(m)) for h, m in _CLOCK.findall(evidence)}

    def later(h: int, m: int) -> str | None:
        return (
            f"{h + 12}:{m:02d}" if 1 <= h <= 11 and (h + 12, m) in theirs and (h, m) not in theirs else None
        )

    def clock(mt: re.Match[str]) -> str:
        return later(int(mt.group(1)), int(mt.group(2))) or mt.group(0)

    def range_end(mt: re.Match[str]) -> str:
        end = later(int(mt.group(2)), 0)
        return mt.group(0) if end is None else mt.group(1) + end

    out = _CLOCK.sub(clock, claim)
    return _LATER_END.sub(range_end, out)


#: a bare hour that ends a range from a clock time ("16:30 bis 6"), its start kept (group 1):
#: read by afternoon_hour and rewritten by hours_as_theirs
_LATER_END = re.compile(
    r"((?<![\d:])\d{1,2}:\d{2}\s*(?:to|until|till|bis|à|a|au|hasta|-|–)\s*)(\d{1,2})(?:\s*(?:uhr|h)\b)?"
    r"(?!\d|[:.,]\d|\s*(?:%|[a-z]{2,}))",
    re.IGNORECASE,
)
