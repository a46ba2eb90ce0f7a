"""Who leads and who helps: a claim that has the helper leading and the leader helping
("Marta Gil imparte el curso con la ayuda del chef Andrés Molina" against "El chef Andrés
Molina imparte el curso con la ayuda de su ayudante Marta Gil"), in English, German,
French, Spanish and Chinese.

A person helps where a helping phrase comes right before the name ("assisted by",
"unterstützt von", "aidée de son apprenti", "con la ayuda de su ayudante") or a helping
verb right after it ("Tim Berger unterstützt sie", "何佳协助讲解"). Titles stay with
their names; only the two people's places are compared, and only for people both texts
name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ragmeter.text.slots import ZH_SURNAME

__all__ = ["helper_swap", "helpers", "helping_only", "names_in"]

#: a helping phrase; up to three words (a title, a possessive) may stand before the name
_BEFORE = re.compile(
    r"(?:assisted by|with the help of|helped by|supported by|with (?:assistance|support) from"
    r"|unterstützt von|mit (?:hilfe|unterstützung) von|assistiert von"
    r"|aidée?s? (?:de|par)|assistée?s? (?:de|par)|secondée?s? (?:de|par)|avec l'aide de"
    r"|con la ayuda de(?:l)?|ayudad[oa]s? por|asistid[oa]s? por|con el apoyo de(?:l)?)"
    r"(?P<gap>(?:\s+[\w'-]+){0,3}?)\s*$",
    re.IGNORECASE,
)
#: a helping verb right after the name
_AFTER = re.compile(
    r"^\s*(?:(?:assists|helps|supports|unterstützt|hilft|assistiert|aide|assiste|seconde|ayuda|asiste"
    r"|apoya)(?![\w])|(?:老师|先生|女士|师傅)?(?:协助|帮助|辅助|协同))",
    re.IGNORECASE,
)
#: a run of capitalised words; its last two are the name ("Küchenchefin Sabine Roth")
_LATIN_RUN = re.compile(r"(?<![\w-])[A-ZÀ-ÖØ-Þ][\w'-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'-]*)+")
_LAST_TWO = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'-]*\s+[A-ZÀ-ÖØ-Þ][\w'-]*$")
_ZH_NAME = re.compile(
    rf"(?:{ZH_SURNAME})[\u4e00-\u9fff]{{1,2}}?(?=(?:老师|先生|女士|师傅)?(?:协助|帮助|辅助|协同|负责|主讲|带领|讲解)|，|。|$)"
)
#: the most text read on each side
MAX_CHARS = 2_000


def _names(text: str) -> Iterable[tuple[str, int, int]]:
    for m in _LATIN_RUN.finditer(text):
        last = _LAST_TWO.search(m.group(0))
        if last is not None:
            yield last.group(0), m.start() + last.start(), m.end()
    for m in _ZH_NAME.finditer(text):
        yield m.group(0), m.start(), m.end()


def names_in(text: str) -> list[str]:
    """The people ``text`` names (two capitalised words, the last of a capitalised run:
    "Küchenchefin Sabine Roth" names "Sabine Roth"; a Chinese name before a helping or
    leading verb)."""
    return [name for name, _, _ in _names(text[:MAX_CHARS])]


def helpers(text: str) -> tuple[set[str], set[str]]:
    """(everyone named, those named as helping) in ``text``."""
    text = text[:MAX_CHARS]
    named: set[str] = set()
    helping: set[str] = set()
    for name, start, end in _names(text):
        named.add(name)
        before = re.split(r"[,;:.，。；：]", text[:start])[-1]
        if _BEFORE.search(before) or _AFTER.match(text[end:]):
            helping.add(name)
    return named, helping


def helper_swap(claim: str, premise: Iterable[str]) -> tuple[str, str] | None:
    """(the claim's helper, the premise's): two people both texts name, each helping in
    one text and not in the other."""
    named, helping = helpers(claim)
    if not helping:
        return None
    for sentence in premise:
        their_named, their_helping = helpers(sentence)
        shared = named & their_named
        mine = (helping & shared) - their_helping
        theirs = (their_helping & shared) - helping
        if mine and theirs:
            return min(mine), min(theirs)
    return None


def helping_only(answer: str, reference: str) -> tuple[str, str] | None:
    """(a person the reference names, the one the answer gives the part to): the answer
    names everyone the reference names only as helping, and someone else not ("Lo
    imparte Marta Gil, con la ayuda del chef Andrés Molina" for "El chef Andrés
    Molina"): for a "who" question, the answer gives the part to that other person."""
    wanted, _ = helpers(reference)
    named, helping = helpers(answer)
    leading = named - helping
    if not wanted or not leading or not wanted <= helping:
        return None
    return min(wanted), min(leading)
