"""The frames of Korean and Chinese clauses (a verb and its parties by role), read for
:mod:`ragmeter.judges.offline.agents`: Korean by case particles ("박준호 씨가" is the
subject, "…을" the object, "…에서" the place, "…에 의해" a passive's agent), Chinese by
由X…, X被Y…, X是Y…的 and X…VERB了Y, with 在 for the place. :class:`Frame` is the reading
of a clause in every language. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ragmeter.judges.offline.agent_words import (
    KO_BY,
    KO_PARTICLES,
    KO_PASSIVE,
    KO_VERB_END,
    PRONOUNS,
    ZH_FRAMES,
    ZH_TIME,
    ZH_VERBS,
)
from ragmeter.text.person_titles import KO_TITLES
from ragmeter.text.tokenize import normalize

__all__ = ["Frame", "ko_frame", "make_frame", "zh_frame"]

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KO_END = re.compile(KO_VERB_END)
_KO_YEAR = re.compile(r"^(\d{3,4})년")
_KO_PASSIVE = re.compile(KO_PASSIVE)
#: words of time, which a particle of place or of a party may follow ("지난해에는", "주말에")
_KO_TIME = re.compile(
    r"^(?:지난해|올해|작년|내년|재작년|매년|지난달|이번달|다음달|오늘|어제|내일|주말|평일|매일|매주|매달|당일"
    r"|[가-힣]?요일|\d+(?:년|월|일|시|분))$"
)
_ZH_VERB = re.compile(ZH_VERBS)


@dataclass(frozen=True)
class Frame:
    """A clause's verb (its forms) and its parties by role."""

    verbs: frozenset[str]
    roles: tuple[tuple[str, str], ...]
    #: "passive" or "active" (English, German, French, Spanish; "plain" for an active
    #: clause of one name, its object the words after the verb), "ko", "zh"
    kind: str = "active"

    def get(self, role: str) -> str | None:
        return next((v for r, v in self.roles if r == role), None)


def ko_frame(clause: str) -> Frame | None:
    toks = normalize(clause).rstrip(".!?。 ").split()
    if len(toks) < 2:
        return None
    verb = _KO_END.sub("", toks[-1])
    roles: dict[str, str] = {}
    prev = ""
    # the agent of a passive said with "에 의해" ("한빛농민회에 의해 열렸다")
    by = next((i for i, t in enumerate(toks[1:-1], 1) if t in KO_BY and toks[i - 1].endswith("에")), None)
    by_agent = toks[by - 1][:-1] if by is not None else None
    if by is not None and by >= 2 and by_agent in KO_TITLES:
        by_agent = toks[by - 2]  # ("정미경 씨에 의해": 정미경)
    for tok in toks[:-1] if by is None else toks[: by - 1] + toks[by + 1 : -1]:
        year = _KO_YEAR.match(tok)
        if year:
            roles["year"] = year.group(1)
            continue
        role, noun = next(
            ((r, tok[: -len(p)]) for p, r in KO_PARTICLES.items() if tok.endswith(p)), ("", tok)
        )
        if noun in KO_TITLES and prev:
            noun = prev  # "박준호 씨가", "박지훈 대표가": 박준호, 박지훈 is the subject
        if role and _KO_TIME.match(noun):
            continue  # a time, no party ("지난해에는 ... 입양되었다": not by last year)
        if len(noun) > 2 and noun.endswith("들"):
            noun = noun[:-1]  # a plural is its noun ("초보자들이": 초보자)
        if role in roles and role not in ("dative", "recipient"):
            return None  # two subjects or objects: a relative clause inside ("김민지 씨가 연 빵집을")
        if role and noun and noun not in PRONOUNS:
            roles.setdefault(role, noun)
        prev = noun
    subject = roles.get("subject") or (roles.get("topic") if "subject" not in roles else None)
    recipient = None
    agent: str | None
    if by_agent:
        agent, patient = by_agent, subject
    elif _KO_PASSIVE.match(toks[-1]):  # "미래소프트는 한빛전자에 인수되었다"
        agent, patient = roles.get("dative") or roles.get("recipient"), subject
    else:
        agent, recipient = subject, roles.get("recipient")  # ("초보자에게": to whom)
        patient = roles.get("object") or (roles.get("topic") if "subject" in roles else None)
    found = {
        "agent": agent,
        "patient": patient,
        "recipient": recipient,
        "place": roles.get("place"),
        "year": roles.get("year"),
    }
    return make_frame({verb} if verb else set(), found, "ko")


def zh_frame(clause: str) -> Frame | None:
    t = normalize(clause).rstrip("。.!?！？ ")
    if len(_ZH_VERB.findall(t)) != 1:
        return None  # two verbs: a relative clause inside ("王丽华创办的面包店由…接手")
    for rx in ZH_FRAMES:
        m = rx.search(t)
        if m:
            found = {k: _zh_party(m.group(k)) for k in ("agent", "patient", "place")}
            after = t[m.end("verb") : m.end("verb") + 1]
            if t[m.start("verb") - 1 : m.start("verb")] == "的" or (after and after in "人者方"):
                return None  # a noun ("对星云软件的收购", "前台负责人"), not a verb
            year = re.search(r"(\d{3,4})年", t)
            found["year"] = year.group(1) if year else None
            return make_frame({m.group("verb")}, found, "zh")
    return None


def _zh_party(text: str | None) -> str | None:
    """A Chinese party without the time phrases around it; None for a pronoun."""
    party = ZH_TIME.sub("", text or "").strip()
    # (the head of "金书妍厨师的徒弟朴俊浩" is the apprentice, 朴俊浩: 金书妍 only modifies it)
    party = party.rsplit("的", 1)[-1] if "的" in party[:-1] else party
    if not party or any(party.startswith(p) for p in PRONOUNS if _HAN.match(p)):
        return None
    return party


def make_frame(verbs: set[str], found: dict[str, str | None], kind: str = "active") -> Frame | None:
    roles = tuple((r, v) for r, v in found.items() if v)
    if not verbs or len(roles) < 2:
        return None
    return Frame(frozenset(verbs), roles, kind)
