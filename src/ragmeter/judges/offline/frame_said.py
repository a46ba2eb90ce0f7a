"""A fast path: the claim's one act (a verb, its doer, the thing done and the year) that a
premise clause states in another voice or order ("林晓燕在2005年创办了星光舞蹈学校" of "学校
由林晓燕于2005年创办"; "Los títeres son tallados por Miguel Soler" of "Miguel Soler talla
los títeres"; "…에 의해 세워졌습니다" of "…가 세웠다"). The frames are read by
:mod:`ragmeter.judges.offline.agents`; every other content unit of the claim must be in
the sentence itself (a party may be named in full in the document's first sentence). Pure."""

from __future__ import annotations

import re

from ragmeter.judges.offline.agents import frames, same_verb, without_ge
from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.cjk_frames import Frame
from ragmeter.judges.offline.poles import MAX_SENTENCES, found_around, sentence_window
from ragmeter.text.clauses import clauses, units

__all__ = ["frame_restated"]

#: the parties a frame is compared by
_PARTIES = ("agent", "patient", "recipient", "year")
#: the words of a passive's agent ("에 의해", "by", "von", "par", "por")
_PASSIVE_WORDS = frozenset("의해 의하여 by von par por".split())
_LATIN = re.compile(r"[a-zà-ÿ]")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_QUOTES = re.compile(r"[\"'“”‘’「」『』]")


def _party(text: str | None) -> str:
    return _QUOTES.sub("", text or "").strip()


def _same_party(mine: str, theirs: str, around: frozenset[str]) -> bool:
    """The same party: the same words, or one the end of the other where the longer one's
    other words are around ("学校" of "星光舞蹈学校" named in the first sentence; "学生王浩")."""
    if mine == theirs:
        return True
    if not mine or not theirs:
        return False
    longer, shorter = (mine, theirs) if len(mine) > len(theirs) else (theirs, mine)
    if not longer.endswith(shorter):
        return False
    return longer is theirs or all(found_around(u, around) for u in units(longer).all)


def _form_of(a: str, b: str) -> bool:
    """One verb form's start is the other form (a German participle without its "ge"), or
    two Korean or Chinese forms of one stem."""
    if not a.isascii() and not _LATIN.search(a):
        return same_verb(frozenset((a,)), frozenset((b,)), korean_voice=True)
    x, y = without_ge(a), without_ge(b)
    return x.startswith(y) or y.startswith(x)


def _agrees(mine: Frame, theirs: Frame, around: frozenset[str], own: frozenset[str]) -> bool:
    if not same_verb(mine.verbs, theirs.verbs, korean_voice=True) or mine.get("agent") is None:
        return False
    # (each word of the claim's verb phrase in the sentence, or a form of one of theirs by
    # its start: "tallados" of "talla"; "kostenpflichtige" is no form of "kostenlose")
    for word in mine.verbs:
        if not any(_form_of(word, w) for w in theirs.verbs) and not all(
            found_around(u, own) for u in units(word).all
        ):
            return False
    for role in _PARTIES:
        a, b = _party(mine.get(role)), _party(theirs.get(role))
        if a and not _same_party(a, b, around):
            return False
    return True


def frame_restated(al: Alignment) -> int | None:
    """The premise sentence with a clause of the claim's one act (see the module), or None."""
    claim = al.claim
    if len(clauses(claim)) != 1:
        return None
    found = frames(claim)
    if len(found) != 1:
        return None
    (mine,) = found
    if mine.get("agent") is None:
        return None
    said = {u for role in _PARTIES for u in units(_party(mine.get(role))).all}
    verb = {u for v in mine.verbs for u in units(v).all}
    # (a Chinese pair of characters across a party and its neighbour, "办星" of "创办了星光",
    # is no content of its own)
    framed = {c for text in (*(_party(mine.get(r)) for r in _PARTIES), *mine.verbs) for c in text}
    rest = {
        u for u in units(claim).all - said - verb - _PASSIVE_WORDS if not (_HAN.search(u) and framed & set(u))
    }
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        # (the sentences with a frame of the claim's verb, read first: most have none)
        theirs = [f for f in frames(sents[k].text) if same_verb(mine.verbs, f.verbs, korean_voice=True)]
        if not theirs:
            continue
        # (the claim's other words in the sentence itself: "kostenpflichtige" is not found
        # in "bietet kostenlose Hörtests an" because another sentence has it)
        own = units(sents[k].text).all
        if not all(found_around(u, own) or u.isdigit() for u in rest):
            continue
        around = sentence_window(al, k, lead=True)
        if any(_agrees(mine, f, around, own) for f in theirs):
            return k
    return None
