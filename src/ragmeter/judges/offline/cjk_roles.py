"""Who does what, in Korean and Chinese: "정민호 세무사가 대표를 맡고 있습니다" where the
evidence has "대표는 한지은 세무사가 맡고 있고, 정민호 세무사는 개인사업자팀을 이끌고 있습니다";
"课程由主厨赵雅婷授课" where it has "课程由主厨刘建国授课，面点师赵雅婷担任助教". These
scripts write names without capitals, so the Latin checks of :mod:`.roles` and
:mod:`.value_swap` read none.

A person is a name the claim and the evidence both write: in Korean two to four
syllables before a title or honorific ("정민호 세무사", "박서연 씨"), in Chinese a common
surname and one or two characters. :func:`cjk_role_swap` reads each segment of the claim
(cut at commas and clause endings) that names one person: what it says of them (its
other words) must not stand in a segment of the evidence that names another person alone,
while no segment with them says it. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ragmeter.text.person_titles import KO_TITLE_RE, ZH_ROLE_RE
from ragmeter.text.tokenize import normalize, strip_korean_suffix

__all__ = ["ZH_SURNAMES", "cjk_role_swap", "people"]

_KO_TITLE = KO_TITLE_RE
#: a Korean name: three syllables before a title or honorific ("정민호 세무사"), or after one
#: ("보조 강사 박서연이")
_KO_NAME = re.compile(
    rf"(?<![가-힣])([가-힣]{{3}})\s?(?=(?:(?:보조|수석|책임|담당|전임|총괄|부)\s?)?{_KO_TITLE})|{_KO_TITLE}\s([가-힣]{{3}})(?=[이가은는을를의와과도]?(?:\s|$|[,.]))"
)
#: common Chinese surnames (one character)
_ZH_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
ZH_SURNAMES = _ZH_SURNAMES
_ZH_ROLE = ZH_ROLE_RE
#: a Chinese name: a surname and one or two characters, after a role noun or before a
#: form of address ("主厨刘建国", "王丽女士")
_ZH_NAME = re.compile(
    rf"{_ZH_ROLE}([{_ZH_SURNAMES}][\u4e00-\u9fff]{{1,2}})"
    rf"|([{_ZH_SURNAMES}][\u4e00-\u9fff]{{1,2}}?)(?=先生|女士|老师|医生|教练|经理|师傅)"
)


#: where a sentence is cut into segments
_CUT = re.compile(r"[,，;；、。.!?！？]|(?<=[고며])\s(?!있|계)")
#: Korean words (their first two syllables) that say no part of their own: endings and
#: auxiliaries ("맡고 있습니다")
_KO_FUNCTION = frozenset(
    "있습 있다 있고 있어 있으 있는 있음 합니 한다 하고 하며 해요 됩니 된다 입니 이다 이고 이며".split()
)
#: Chinese characters that say no part of their own
_ZH_FUNCTION = frozenset("的了是由在和与及为而也都就被把给对从向到着过其这那之并且有")
#: the fewest units a part must have outside the person's own segments
MIN_PART = 2


def people(claim: str, premise: str) -> frozenset[str]:
    """The people ``claim`` names that ``premise`` names too (see the module)."""
    found = {m.group(1) or m.group(2) for m in _KO_NAME.finditer(claim)}
    for m in _ZH_NAME.finditer(claim):
        # (the longer reading where the evidence has it: "赵雅婷" before "赵雅")
        said = m.group(1) or m.group(2)
        found.add(said if said in premise else said[:2])
    return frozenset(n for n in found if n and n in premise)


def _units(segment: str, names: frozenset[str]) -> frozenset[str]:
    """What a segment says besides its names: Korean words without their particles (by
    their first two syllables), Chinese characters that are no function word."""
    for n in names:  # (the name and its title: "대표" elsewhere is a part)
        segment = re.sub(rf"{re.escape(n)}\s?{_KO_TITLE}?", " ", segment)
    out: set[str] = set()
    for word in segment.split():
        if re.fullmatch(r"[가-힣]+", word):
            # (a verb's stem of one syllable stays: "맡" of "맡고", "맡아")
            w = strip_korean_suffix(word)
            if len(word) >= 2 and word[:2] not in _KO_FUNCTION:
                out.add(w[:2])
    out |= {c for c in segment if "\u4e00" <= c <= "\u9fff" and c not in _ZH_FUNCTION}
    return frozenset(out)


@lru_cache(maxsize=2048)
def _segments(text: str, names: frozenset[str]) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """(the names of a segment, its other units) of each segment of ``text``."""
    out = []
    for seg in _CUT.split(normalize(text)):
        if seg.strip():
            here = frozenset(n for n in names if n in seg)
            out.append((here, _units(seg, here)))
    return tuple(out)


def cjk_role_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim person, evidence person): a segment of the claim says of one person what a
    segment of the evidence says of another alone, and no segment says it of them."""
    if not any(c >= "\u1100" for c in claim):
        return None
    for sentence in sentences:
        names = people(claim, sentence)
        if not names:
            continue
        theirs = _segments(sentence, names | people(sentence, sentence))
        for here, said in _segments(claim, names):
            if len(here) != 1 or len(said) < MIN_PART:
                continue
            (name,) = here
            own = [u for ns, u in theirs if name in ns]
            if not own:
                continue
            rest = said - frozenset().union(*own)
            if len(rest) < MIN_PART or 2 * len(rest) < len(said):
                continue
            for ns, units in theirs:
                hit = rest & units
                if len(ns) == 1 and name not in ns and len(hit) >= MIN_PART and 2 * len(hit) >= len(rest):
                    return name, next(iter(ns))
    return None
