"""The claim's names the premises lack: a name the premises have nowhere, in no form
(written out where an acronym stands, without a hyphen, without its accents, in another
German inflection), or only in part."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ragmeter.judges.offline.align import Premise
from ragmeter.text.facts import entities, reads_german
from ragmeter.text.tokenize import unaccent, words

__all__ = ["missing_entities"]


#: the endings German inflects a noun with ("Haustieren", "Sicherungschecks")
_DE_ENDING = re.compile(r"(?:ern|en|er|es|e|n|s)$")


#: the head nouns of an organisation's name, in the four Latin languages
_ORGANISATION = frozenset(
    "council society association club company foundation committee department authority ministry agency"
    " verein gesellschaft stiftung verband gmbh behörde ministerium stadtrat gemeinderat société conseil"
    " mairie fondation comité sociedad ayuntamiento fundación consejo comité asociación".split()
)


def _de_stem(word: str) -> str:
    """``word`` without its German inflection (words of five letters or more)."""
    return _DE_ENDING.sub("", word) if len(word) >= 5 else word


@lru_cache(maxsize=256)
def _de_stems(word_set: frozenset[str]) -> frozenset[str]:
    return frozenset(_de_stem(w) for w in word_set)


def missing_entities(claim: str, premise: Premise) -> tuple[list[str], list[str]]:
    """The claim's names the premises have nowhere, and those they have in part (a
    German word in another inflection counts: "Sicherungschecks" for "Sicherungscheck")."""
    missing: list[str] = []
    partial: list[str] = []
    for e in sorted(entities(claim)):
        spaced = e.replace("-", " ") if "-" in e else e  # "African-Americans", "African Americans"
        if any(e in p or spaced in p for p in premise.normalized):
            continue
        parts = [w for w in words(e) if len(w) > 1]
        found = sum(w in premise.word_set for w in parts)
        if found == 0 and reads_german(claim):
            found = sum(_de_stem(w) in _de_stems(premise.word_set) for w in parts)
        if found == 0 and _acronym_said(e, claim, premise.normalized):
            continue  # "EVs" where the premise says "electric vehicles"
        if found == 0 and e in premise.entities:
            continue  # "the US" in both, a name in each (the premise's words keep "us")
        if found < len(parts) and any(unaccent(spaced) in p for p in premise.unaccented):
            continue  # "Pokemon" for "Pokémon", "Jose" for "José": one name, accents aside
        if found == 0 or (
            found < len(parts) and _ORGANISATION & {w for w in parts if w not in premise.word_set}
        ):
            # (a body named after a place the premise names is another party: "Portsmouth
            # City Council", "Ayuntamiento de Cádiz" where only the town is said)
            missing.append(e)
        elif found < len(parts):
            partial.append(e)
    return missing, partial


_ACRONYM_IN = re.compile(r"\b([A-ZÄÖÜ]{2,5})s?\b")
_PREMISE_WORD = re.compile(r"[\w-]+")


def _acronym_said(name: str, claim: str, premises: Sequence[str]) -> bool:
    """``name`` is an acronym of the claim (in capitals there) whose letters start the
    consecutive words of a premise ("EVs": "electric vehicles")."""
    said = {m.group(1).lower() for m in _ACRONYM_IN.finditer(claim)}
    letters = next((x for x in (name, name[:-1]) if x in said), None)  # "evs": the plural of "ev"
    if letters is None:
        return False
    for text in premises:
        ws = [p for w in _PREMISE_WORD.findall(text) for p in w.split("-") if p]
        if any(_initials_at(ws, i, letters) for i in range(len(ws))):
            return True
    return False


#: the small words an acronym may leave out ("DNI": "documento nacional de identidad")
_SKIPPED = frozenset("of the and for de del des du la le et y und für der die das von".split())


def _initials_at(ws: Sequence[str], i: int, letters: str) -> bool:
    """The words from ``i`` on start with ``letters`` in turn, small words perhaps left
    out ("rez-de-chaussée": RDC, "documento nacional de identidad": DNI)."""
    k = 0
    for w in ws[i:]:
        if k == len(letters):
            break
        if w[:1] == letters[k]:
            k += 1
        elif k == 0 or w not in _SKIPPED:
            return False
    return k == len(letters)
