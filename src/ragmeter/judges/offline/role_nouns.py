"""Role nouns given to the wrong people: "Vorsitzender ist Jürgen Pohl, Kassenwartin ist
Renate Kübler" against "Vorsitzende des Vereins ist Renate Kübler, Kassenwart ist Jürgen
Pohl"; "El profesor es Manuel Ortega" against "La profesora es Lucía Carmona y el
guitarrista ... es Manuel Ortega"; "领队是刘婷，副领队是周明" against "由领队周明带队，副领队是刘婷";
"사장은 박세진 씨이고" against "사장 김도윤 씨와 직원 박세진 씨".

The claim pairs a role with a name ("ROLE is NAME", "NAME is the ROLE", "ROLE은 NAME
씨이고", "ROLE是NAME", "NAME是ROLE", "NAME 씨가 ROLE으로"); the evidence pairs each of the
claim's names with the nearest role of the claim's before it (or with a role said the
same ways). A pair is wrong where the evidence gives the name another role of the
claim's, and gives the claim's role to another name or the claim gives that other role to
another name: two people's roles exchanged. A role the evidence does not pair with the
name is no conflict (it may say it otherwise). Latin roles are compared by their words'
first letters, so that a gender or inflection does not count ("profesor" / "profesora",
"Vorsitzender" / "Vorsitzende"); Korean and Chinese roles as written, the longest role
ending at a place ("副领队", not "领队"). A pure function of text; read by
:mod:`ragmeter.judges.offline.features` beside the role checks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.judges.offline.titles import titles, word_key
from ragmeter.text.clauses import FUNCTION_WORDS
from ragmeter.text.tokenize import is_stopword

__all__ = ["role_noun_conflict", "role_pairs"]

_NAME = r"([A-ZÀ-ÖØ-Þ][\w'’-]+ [A-ZÀ-ÖØ-Þ][\w'’-]+)"
_COPULA = r"(?:is|was|ist|war|es|era|fue|est|était)"
_ARTICLE = r"(?:(?:the|a|an|der|die|das|ein|eine|el|la|un|una|le|une|l')\s+|l')?"
#: "ROLE is NAME" (the role: the words before the verb, to a clause's start)
_ROLE_IS_NAME = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|und|y|et|but|aber|pero|mais)\s+)([^,;:.]{2,40}?)\s+" + _COPULA + r"\s+" + _NAME
)
#: "NAME is the ROLE", "NAME, the ROLE," (with an article), "NAME ist Kassenwart" (a
#: German noun); not "... is open"
_NAME_IS_ROLE = re.compile(
    _NAME + r"(?:,\s+|\s+" + _COPULA + r"\s+)"
    r"(?:(?:the|a|an|der|die|das|ein|eine|el|la|un|una|le|une|his|her|their|sein|seine|ihr|ihre|son|sa"
    r"|su)\s+((?:[\w'’-]+\s+)?[\w'’-]+)|l'([\w-]+))"
    r"|" + _NAME + r"\s+(?:ist|war)\s+([A-ZÄÖÜ][a-zäöüß]+)(?![\w-])"
)
#: Korean modifiers that make a role of their own ("보조 강사" is not "강사")
_KO_MODIFIER = r"(?:(?:보조|부|수석|총|담당|전임|객원|책임|수습)\s?)?"
_KO_ROLE_IS_NAME = re.compile(
    r"(" + _KO_MODIFIER + r"[가-힣]{1,8})(?:은|는)\s+([가-힣]{2,4})\s?(?:씨|님|선생님)?\s?"
    r"(?:이고|이며|입니다|이다|예요|이에요|였고|였다)"
)
_KO_NAME_AS_ROLE = re.compile(r"([가-힣]{2,4})\s?(?:씨|님)(?:가|이|는|은)\s+([가-힣]{1,8}?)(?:으로|로)\s")
_KO_TITLE_NAME = re.compile(
    r"(?<![가-힣])("
    + _KO_MODIFIER
    + r"[가-힣]{0,7}[가-힣](?<![은는이가을를와과의도]))\s(?!선생)([가-힣]{2,4})\s?(?:씨|님)"
)
_KO_MODIFIER_BEFORE = re.compile(r"(?:보조|부|수석|총|담당|전임|객원|책임|수습)\s?$")
#: the family names a Chinese name most often opens with: which side of "是" is the name
_ZH_SURNAMES = frozenset(
    "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟"
    "汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文"
)
_ZH_ROLE_IS_NAME = re.compile(r"([\u4e00-\u9fff]{1,5})是([\u4e00-\u9fff]{2,3})(?=[，。；、,.;]|$)")
_ZH_NAME_IS_ROLE = re.compile(
    r"(?:^|[，。；、,.;])([\u4e00-\u9fff]{2,3})是([\u4e00-\u9fff]{1,5})(?=[，。；、,.;]|$)"
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_HANGUL = re.compile(r"[가-힣]")
#: the most characters between a Chinese or Korean role and the name it goes with
_ZH_REACH = 12
Pair = tuple[str, str]


def _role(words: str) -> str:
    """A Latin role's key: its content words' keys, in order, joined ("" for none)."""
    out = [
        word_key(w)
        for w in re.findall(r"[^\W\d_][\w'’-]*", words)
        # (nor a possessor: "the founder's daughter" is a daughter)
        if not (is_stopword(w.lower()) or w.lower() in FUNCTION_WORDS or w.lower() in _NOT_ROLE)
        and not w.lower().endswith(("'s", "’s", "s'"))
    ]
    return " ".join(out[-2:])


#: words before a copula that are no role ("Today", "there")
_NOT_ROLE = frozenset("today now there here also still currently heute jetzt hoy ahora aujourd'hui".split())


def role_pairs(text: str) -> set[Pair]:
    """(role, name) pairs the text states (see the module)."""
    out: set[Pair] = set()
    if _HAN.search(text):
        out |= {(r[-5:], n) for r, n in _ZH_ROLE_IS_NAME.findall(text) if _zh_name(n) and not _zh_name(r)}
        out |= {(r, n) for n, r in _ZH_NAME_IS_ROLE.findall(text) if _zh_name(n) and not _zh_name(r)}
    elif _HANGUL.search(text):
        out |= set(_KO_ROLE_IS_NAME.findall(text))
        out |= {(r, n) for n, r in _KO_NAME_AS_ROLE.findall(text)}
    else:
        for m in _ROLE_IS_NAME.finditer(text):
            if _role(m.group(1)) and _person(text, m.start(2), m.end(2)):
                out.add((_role(m.group(1)), m.group(2).lower()))
        for m in _NAME_IS_ROLE.finditer(text):
            k = 1 if m.group(1) else 4
            role = m.group(2) or m.group(3) or m.group(5)
            if _role(role) and _person(text, m.start(k), m.end(k)):
                out.add((_role(role), m.group(k).lower()))
    return out


_CAPITALISED_BEFORE = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’&.-]*\s+$")
_CAPITALISED_AFTER = re.compile(r"\s+[A-ZÀ-ÖØ-Þ&]")


def _person(text: str, start: int, end: int) -> bool:
    """The two capitalised words at ``start:end`` are a name of their own: no capitalised
    word right before or after them ("Brightsmile Dental Practice" is a practice)."""
    return not _CAPITALISED_BEFORE.search(text[max(0, start - 40) : start]) and not _CAPITALISED_AFTER.match(
        text, end
    )


def _zh_name(text: str) -> bool:
    return len(text) <= 3 and text[0] in _ZH_SURNAMES


def _same(a: str, b: str) -> bool:
    """Two role keys name one role: equal, or the words of one among the other's."""
    if a == b:
        return True
    if _HAN.search(a) or _HANGUL.search(a):
        return False
    return set(a.split()) <= set(b.split()) or set(b.split()) <= set(a.split())


def _evidence_pairs(sentence: str, roles: Iterable[str], names: Iterable[str]) -> set[Pair]:
    """The claim's names paired with the role of the claim's the sentence says right
    before them (Chinese, Korean: within a few characters, the longest role ending there),
    with the pairs the sentence states itself."""
    out = role_pairs(sentence)
    if not (_HAN.search(sentence) or _HANGUL.search(sentence)):
        # a title right before a name ("The owner Anna Weber", "Paramedic Owen Hartley")
        out |= {(" ".join(sorted(keys)), name) for name, keys in titles(sentence).items()}
    else:
        if _HANGUL.search(sentence):
            out |= set(_KO_TITLE_NAME.findall(sentence))
        ordered = sorted(set(roles), key=len, reverse=True)
        for name in names:
            for m in re.finditer(re.escape(name), sentence):
                before = sentence[max(0, m.start() - _ZH_REACH) : m.start()]
                before = re.split(r"[，。；、,.;]", before)[-1]
                best = max(
                    ((before.rfind(r) + len(r), len(r), r) for r in ordered if r in before),
                    default=None,
                )
                if best is not None:
                    end, _, role = best
                    # "보조 강사", "副领队": a modifier before the role makes another role
                    modifier = _KO_MODIFIER_BEFORE.search(before[: end - len(role)])
                    out.add(((modifier.group(0) if modifier else "") + role, name))
    return out


def role_noun_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim name, the name the evidence gives its role): see the module."""
    mine = role_pairs(claim)
    if not mine:
        return None
    roles = {r for r, _ in mine}
    names = {n for _, n in mine}
    theirs: set[Pair] = set()
    for s in sentences:
        theirs |= _evidence_pairs(s, roles, names)
    for role, name in sorted(mine):
        if any(_same(role, r) and n == name for r, n in theirs):
            continue
        other_roles = {r for r, n in theirs if n == name and not _same(r, role)}
        if not other_roles:
            continue
        # the claim's role given to another, by the evidence or by the claim itself
        given = sorted(n for r, n in theirs if _same(r, role) and n != name)
        exchanged = any(_same(r, o) and n != name for r, n in mine for o in other_roles)
        if given or exchanged:
            return name, given[0] if given else next(n for r, n in sorted(mine) if n != name)
    return None
