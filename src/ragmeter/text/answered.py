"""A short answer to a "who" question put in the question's subject slot.

"Who has run Hansang since 2021?" answered "Park Junho." says "Park Junho has run Hansang
since 2021." Read that way, the answer can be checked against a reference that names
someone else too ("Park Junho, a student of chef Kim Seoyeon, has run ..."): who fills
the slot is a question of roles, which the checks and the entailment model read in a
sentence, not in a question followed by a name.

Only where the question word is plainly the subject (English, German, French and Spanish
"who" / "wer" / "qui" / "quién" before a verb, not "who did X hire" or "who is it run
by"; Chinese 谁 in any place, which keeps its role; a Korean "... 운영하는 사람은
누구인가요?", whose relative clause becomes the answer's verb: "박준호가 ... 운영합니다.");
else None.
"""

from __future__ import annotations

import re

__all__ = ["subject_answer"]

#: at most this many words in the answer
MAX_WORDS = 6

_EN = re.compile(r"(?:and |so )?who\s+(\S+)\s+(.+)", re.IGNORECASE)
#: auxiliaries that open an object question when a subject follows them ("Who did the
#: bakery hire?"), not when a verb does ("Who will run the class?")
_EN_AUX = frozenset("do does did will would can could should shall must may might has have had".split())
_EN_SUBJECT = re.compile(
    r"(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|you|i|we|they|he|she|it)\b",
    re.IGNORECASE,
)
#: a question that ends on its preposition asks for its object ("Who is it run by?")
_EN_STRANDED = re.compile(r"\b(?:by|to|for|with|from|of|about|at|on|in)$", re.IGNORECASE)
_DE = re.compile(r"wer\s+(.+)", re.IGNORECASE)
_FR = re.compile(r"qui\s+(?:est-ce qui\s+)?(.+)", re.IGNORECASE)
_FR_OBJECT = re.compile(r"est-ce qu(?:e|')", re.IGNORECASE)
_ES = re.compile(r"¿?\s*qui[eé]n(?:es)?\s+(.+)", re.IGNORECASE)
_ZH = re.compile("谁|哪位")
#: "... 운영하는 사람은 누구인가요?": the relative clause's verb, then "the person is who"
_KO = re.compile(
    r"(?P<verb>[가-힣]{1,12})는\s+(?:사람|분|곳|회사|업체)(?:은|는|이|가)\s*"
    r"누구(?:인가요|입니까|예요|이에요|야|죠|일까요|인지요|세요)?$"
)
#: a Korean answer's copula ("박준호입니다.") or a Chinese one's ("是朴俊浩。")
_KO_COPULA = re.compile(r"(?:입니다|이에요|예요|이요|요)$")
_ZH_COPULA = re.compile(r"^是")


def subject_answer(question: str, answer: str) -> str | None:
    """The question with its subject "who" replaced by ``answer`` (a sentence), or None."""
    q = question.strip().rstrip("?？ ").strip()
    a = answer.strip().rstrip(".!。！ ").strip()
    if not q or not a or len(a.split()) > MAX_WORDS or "\n" in q:
        return None
    if _ZH.search(q):
        a = _ZH_COPULA.sub("", a).strip()
        return _ZH.sub(a, q, count=1) + "。" if a and len(_ZH.findall(q)) == 1 else None
    if (m := _KO.search(q)) is not None:
        a = _KO_COPULA.sub("", a).strip()
        return f"{a}{_subject_particle(a)} {q[: m.start()]}{_polite(m.group('verb'))}." if a else None
    rest = _latin_rest(q)
    return f"{a} {rest}." if rest else None


def _has_final(syllable: str) -> bool:
    """A Hangul syllable that ends in a consonant (batchim)."""
    code = ord(syllable) - 0xAC00
    return 0 <= code < 11172 and code % 28 != 0


def _subject_particle(name: str) -> str:
    return "이" if name and _has_final(name[-1]) else "가"


def _polite(stem: str) -> str:
    """The formal present of a verb stem ("운영하" -> "운영합니다", "먹" -> "먹습니다")."""
    last = stem[-1]
    if _has_final(last):
        return f"{stem}습니다"
    code = ord(last) - 0xAC00
    return f"{stem[:-1]}{chr(0xAC00 + code + 17)}니다"  # + ㅂ as the final consonant


def _latin_rest(q: str) -> str | None:
    """What follows a subject "who" in English, German, French or Spanish, else None."""
    if (m := _EN.fullmatch(q)) is not None:
        verb, tail = m.group(1), m.group(2)
        if verb.lower() in _EN_AUX and _EN_SUBJECT.match(tail):
            return None
        if _EN_STRANDED.search(tail) or verb.lower() in ("whom", "whose"):
            return None
        return f"{verb} {tail}"
    for pattern in (_DE, _FR, _ES):
        if (m := pattern.fullmatch(q)) is not None:
            tail = m.group(1)
            return None if pattern is _FR and _FR_OBJECT.search(tail) else tail
    return None
