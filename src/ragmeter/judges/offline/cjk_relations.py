"""A relation between two people turned round, in Korean and Chinese: "马志强是她的学徒"
(她: 林小雨, whom the claim also names) where the evidence has "马志强的学徒林小雨", and
"강민호 씨는 그녀의 견습생입니다" where it has "강민호 씨의 견습생인 윤서연 씨". The
relation word (学徒, 견습생) is in both, with its two people the other way round. Pure."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ragmeter.judges.offline.cjk_roles import ZH_SURNAMES, people

__all__ = ["cjk_relation_swap"]

#: a Korean honorific after a name, and the particles that mark a subject or topic
_SSI = r"(?:\s?씨)?"
_KO_SUBJECT = r"[은는이가]"
#: the relation word: a Chinese noun of one to four characters, a Korean one of one to five syllables
_ZH_REL = r"([\u4e00-\u9fff]{1,4}?)"
_KO_REL = r"([가-힣]{1,5}?)"
_ZH_PRONOUN = "(?:她|他)"
_KO_PRONOUN = "(?:그녀|그)"


#: someone named after a relation word: a Chinese surname, a Korean name with its honorific
_ANY_ZH = rf"([{ZH_SURNAMES}][\u4e00-\u9fff]{{1,2}})"
_ANY_KO = r"([가-힣]{2,4})\s?씨"


def _premise_pairs(text: str, a: str, b: str) -> Iterator[str]:
    """The relation words ``text`` gives ``b`` to ``a`` ("A的学徒B", "A 씨의 견습생인 B")."""
    for pattern in (
        rf"{a}(?:先生|女士|老师|师傅)?的{_ZH_REL}(?:是)?{b}",
        rf"{a}{_SSI}의 {_KO_REL}(?:인|이자|으로|로)?,? {b}",
    ):
        for m in re.finditer(pattern, text):
            yield m.group(1)


def _claim_pairs(text: str, a: str, b: str) -> Iterator[str]:
    """The relation words the claim gives ``b`` to ``a`` ("B是A的学徒", "A的学徒是B", "B 씨는
    A 씨의 견습생입니다"; ``a`` may be a pattern: a pronoun)."""
    for pattern in (
        rf"{b}(?:先生|女士|老师|师傅)?(?:是|为){a}的{_ZH_REL}(?:[，。,.]|$)",
        rf"{a}的{_ZH_REL}(?:是|为){b}",
        rf"{b}{_SSI}{_KO_SUBJECT} {a}{_SSI}의 {_KO_REL}(?:입니다|이다|예요|이에요|이고|로|으로|,|\.|$)",
        rf"{a}{_SSI}의 {_KO_REL}{_KO_SUBJECT} {b}",
    ):
        for m in re.finditer(pattern, text):
            yield m.group(1)


_ZH_FULL_NAME = re.compile(rf"[{ZH_SURNAMES}][\u4e00-\u9fff]{{2}}")


def _zh_names(claim: str, text: str) -> set[str]:
    """Chinese names of three characters (a common surname and two) the claim and the
    evidence both write."""
    return {m.group(0) for m in _ZH_FULL_NAME.finditer(claim) if m.group(0) in text}


def cjk_relation_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim person, evidence person): the claim makes one person the other's relation
    (apprentice, assistant, ...) where the evidence makes the other one theirs; or, with
    a pronoun for the other ("马志强是她的学徒"), makes someone its relation where the
    evidence gives that person a relation of that kind and makes them none."""
    if not any(c >= "\u1100" for c in claim):
        return None
    text = " ".join(sentences)
    names = sorted(people(claim, text) | _zh_names(claim, text))
    if not 1 <= len(names) <= 2:
        return None
    for b in names:
        for a in names:
            mine = set(_claim_pairs(claim, a, b)) if a != b else set()
            if mine & set(_premise_pairs(text, b, a)) and not mine & set(_premise_pairs(text, a, b)):
                return b, a
        mine = set(_claim_pairs(claim, f"(?:{_ZH_PRONOUN}|{_KO_PRONOUN})", b))
        if not mine:
            continue
        rel = "|".join(re.escape(r) for r in sorted(mine))
        if re.search(rf"的(?:{rel})(?:是)?{b}|의 (?:{rel})(?:인|이자)?,? {b}", text):
            continue  # (the evidence makes them that relation of someone too)
        other = re.search(
            rf"{b}(?:先生|女士|老师|师傅)?的(?:{rel}){_ANY_ZH}|{b}{_SSI}의 (?:{rel})(?:인|이자)?,? {_ANY_KO}",
            text,
        )
        if other is not None:
            return b, other.group(1) or other.group(2)
    return None
