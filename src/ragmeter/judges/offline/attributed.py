"""Who an answer attributes what it says to: "According to head librarian Ruth Adams,
...", "Según la higienista Elena Vidal, ...", "도서관장 이수민 교수에 따르면 ...",
"据馆长周文介绍，...". An attribution to the documents ("According to the policy") is no
claim and is set aside (:mod:`ragmeter.text.discourse`); one to a person the premises
never name says that person said it, which nothing supports: the answer adds that person.

:func:`unnamed_source` reads a set-aside attribution frame and returns the person's name
where the premises do not hold it. Only a name counts (a person's, or a firm's): two or more capitalised
words with no word of a source among them (a title of a document, "the House Rules", is
no person), a Korean name before a title or honorific, a Chinese name after a role
noun and before a verb of saying. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.discourse import SOURCE
from ragmeter.text.person_titles import KO_TITLE_RE, ZH_ROLE_RE
from ragmeter.text.tokenize import normalize, unaccent

__all__ = ["unnamed_source"]

_LATIN_NAME = re.compile(r"(?<![\w'’-])([A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]+(?:\s+[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’-]+)+)")
#: capitalised words of documents and bodies, not of people
_SOURCE_WORDS = frozenset(
    """policy policies rules rule regulations guidelines handbook manual website site page faq terms
    conditions contract agreement report reports notice office department ministry council board
    committee service services center centre library museum university school hospital clinic company
    association club hotel park garden team group bank city county state house hall
    richtlinie richtlinien regeln ordnung satzung handbuch webseite website bedingungen vertrag amt
    règlement règles politique conditions contrat site guide manuel
    política reglamento normas reglas condiciones contrato sitio página guía manual""".split()
)
_KO_TITLE = KO_TITLE_RE
#: a Korean name: three syllables before a title or honorific ("이수민 교수")
_KO_NAME = re.compile(rf"(?<![가-힣])([가-힣]{{3}})\s?{_KO_TITLE}")
_ZH_ROLE = ZH_ROLE_RE
#: a Chinese name: two or three characters after a role noun, before a verb of saying
_ZH_NAME = re.compile(rf"{_ZH_ROLE}([\u4e00-\u9fff]{{2,3}}?)(?:介绍|说|表示|称|透露|指出|解释)")


#: a frame about the documents of a named body ("According to the Valley Line's
#: information", "laut der Website von Northwind") attributes nothing to a person
_DOCUMENTS = re.compile(
    rf"\b(?:{SOURCE}|brochure|leaflet|guide|web ?page|timetable|price list"
    r"|informationen|angaben|webseite|internetseite|broschüre|unterlagen|informations|données"
    r"|información|datos|página|folleto|자료|정보|홈페이지|안내문|资料|信息|网站|官网|说明)\b",
    re.IGNORECASE,
)


def unnamed_source(frame: str, premises: Sequence[str]) -> str | None:
    """The person ``frame`` (an attribution frame) attributes a claim to, where
    ``premises`` never name that person; else None."""
    if _DOCUMENTS.search(frame):
        return None
    names = [
        m.group(1)
        for m in _LATIN_NAME.finditer(frame)
        if not any(w.lower() in _SOURCE_WORDS for w in m.group(1).split())
        and m.start() > 0  # (not the frame's own first word: "According", "Según")
    ]
    names += [m.group(1) for m in _KO_NAME.finditer(frame)]
    names += [m.group(1) for m in _ZH_NAME.finditer(frame)]
    if not names:
        return None
    said = unaccent(normalize(" ".join(premises)))
    for name in names:
        if unaccent(normalize(name)) not in said:
            return name
    return None
