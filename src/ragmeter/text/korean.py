"""Korean polite endings and honorifics in the plain formal style documents use, for
the entailment model: a chatbot writes "반품하실 수 있어요", the document "반품할 수
있습니다"; the two say one thing, and the model reads the second form more surely.

Only endings that change no meaning are rewritten: the 해요 style as the 합니다 style
("있어요" -> "있습니다", "이에요" -> "입니다"), the honorific 시 of a verb ("빌리실" ->
"빌릴", "받으실" -> "받을", "신청하신" -> "신청한", "맡기셔야" -> "맡기어야"), and two
words of time with one meaning each ("3일 안에" = "3일 이내에", "구매한 뒤" = "구매한
후"). Negation, tense and every other content word stay as written.
"""

from __future__ import annotations

import re

__all__ = ["plain_korean"]

#: the 해요 style -> the 합니다 style, longest first
_ENDINGS = (
    ("거예요", "것입니다"),
    ("있어요", "있습니다"),
    ("없어요", "없습니다"),
    ("이에요", "입니다"),
    ("드려요", "드립니다"),
    ("예요", "입니다"),
    ("해요", "합니다"),
    ("돼요", "됩니다"),
    ("줘요", "줍니다"),
)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_TOKEN = re.compile(r"(\s+)")
#: a final consonant's index in a Hangul syllable: ㄹ (future / attributive), ㄴ (past)
_RIEUL, _NIEUN = 8, 4


def _with_final(syllable: str, final: int) -> str | None:
    """``syllable`` with the final consonant ``final``, if it has none."""
    code = ord(syllable) - 0xAC00
    if not 0 <= code <= 11171 or code % 28:
        return None
    return chr(ord(syllable) + final)


def _word(core: str, before_noun: bool) -> str:
    """One word; ``before_noun``: the next word is a bound noun an attributive verb comes
    before ("수", "때", "뒤", ...), the only place a 실 or 신 is read as the honorific
    ("회의실", "자신" are nouns)."""
    for polite, formal in _ENDINGS:
        if core.endswith(polite) and len(core) > len(polite) - 1:
            return core[: -len(polite)] + formal
    m = re.fullmatch(r"(.+?)(으)?([실신])", core) if before_noun else None
    if m:
        stem, eu, si = m.groups()
        if eu:
            return stem + ("을" if si == "실" else "은")
        plain = _with_final(stem[-1], _RIEUL if si == "실" else _NIEUN)
        if plain is not None:
            return stem[:-1] + plain
    if "셔" in core:
        return re.sub(r"(?<=[\uac00-\ud7a3])셔(?=야|서|도)", "어", core)
    return core


def plain_korean(text: str) -> str:
    """``text`` with its Korean polite endings and honorifics in the plain formal style
    (see the module); other text unchanged."""
    if not _HANGUL.search(text):
        return text
    parts = _TOKEN.split(text)
    out = []
    for i, tok in enumerate(parts):
        core = tok.rstrip(".,!?~")
        nxt = parts[i + 2] if i + 2 < len(parts) else ""
        prev = parts[i - 2] if i >= 2 else ""
        if core in ("안에", "내에") and _TIME_UNIT.search(prev):
            out.append("이내에" + tok[len(core) :])  # "3일 안에" = "3일 이내에": within
        elif core == "뒤" and prev.endswith(_AFTER_VERB):
            out.append("후" + tok[len(core) :])  # "구매한 뒤" = "구매한 후": after
        elif core and _HANGUL.search(core):
            # (a word that ends its sentence or clause stands before no noun)
            out.append(_word(core, core == tok and bool(_BOUND_NOUN.match(nxt))) + tok[len(core) :])
        else:
            out.append(tok)
    return "".join(out)


#: a duration's unit at the end of the word before "안에" ("3일 안에", "2주 안에")
_TIME_UNIT = re.compile(r"\d\s?(?:일|주|개월|달|시간|분|년)$")
#: an attributive verb before "뒤" ("구매한 뒤", "신청하신 뒤")
_AFTER_VERB = ("한", "신", "은", "난", "된", "본", "온", "간")
#: the bound nouns an attributive verb stands before ("반품하실 수", "빌리실 때", "구매하신 뒤")
_BOUND_NOUN = re.compile(r"(?:수|때|뒤|후|경우|분|것|거|적|예정|만큼|대로)(?![가-힣]{2})")
