"""Where a sentence makes an exception, the words it excepts: after the word that excepts
in English, German, French and Spanish ("except Monday", "außer montags", "sauf le lundi",
"excepto los lunes", up to the next comma, the times or the verb of the rest; a date it
opens with is all it holds), before it in Korean (the words joined by 과/와/및 before
"제외하고", "빼고"), inside 除(了) … 外 or before 除外 in Chinese, and a thing said to be
excluded ("rare editions are excluded from the discount"). Read by
:mod:`ragmeter.text.excepted`."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from ragmeter.text.polarity_words import EXCEPT, EXCEPT_KO, EXCEPT_LATIN, menos_bound
from ragmeter.text.quantities import MONTH_WORD
from ragmeter.text.tokenize import normalize

__all__ = ["ANY", "LATIN", "excepted"]

LATIN = re.compile(rf"(?<![\w'])(?:{EXCEPT_LATIN})(?![\w'])")
_KO = re.compile(EXCEPT_KO)
#: (the day of a holiday is two words: "설날과 추석 당일을 제외하고")
_KO_WORDS = re.compile(r"((?:\S+(?:과|와|및|,)\s+)*(?:\S+\s+(?=당일|연휴|전날))?\S+)\s*(?:을|를)?\s*$")
_KO_WINDOW = 60
_ZH_AROUND = re.compile(r"除了?([^，,。；;！？]{1,20}?)(?:以外|之外|外)")
_ZH_AFTER = re.compile(r"除了([^，,。；;！？]{1,20})")
_ZH_BEFORE = re.compile(r"(?:只有|仅有|唯有|只|仅)?([^，,。；;！？\s]{1,20}?)除外")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_STOP = re.compile(r"[,;，；。.!?]")
#: the excepted words end where the times or the span of the rest begin ("except Sundays
#: from 8 to 18:30", "außer sonntags von 8 bis 18:30 Uhr", "excepto los domingos desde las 9")
#: ... or where the verb of the sentence begins, the exception said inside it ("Every
#: room except the attic room is air-conditioned", "Alle außer Tom sind ...")
_AFTER_EXCEPTED = re.compile(
    r"\s(?:(?:from|von|ab|zwischen|between|desde|entre)(?![\w'])|de \d|à \d|a las|\d"
    r"|(?:is|are|was|were|has|have|can|may|must|ist|sind|hat|haben|kann|können|darf|dürfen|est|sont|ont"
    r"|peut|peuvent|doit|doivent|son|está|están|tiene|tienen|puede|pueden)\b)"
)
#: a date the exception opens with ("except 25 December", "außer am 24. Dezember", "sauf le
#: 1er mai", "excepto el 25 de diciembre"): its day number is the excepted thing, no time
_LEADING_DATE = re.compile(
    rf"\s+(?:(?:on|the|am|an|le|el|den)\s+)?(?:\d{{1,2}}(?:st|nd|rd|th|er|\.)?\s+(?:de\s+|of\s+)?{MONTH_WORD}\b"
    rf"|{MONTH_WORD}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    # a German ordinal before its noun ("außer am 1. Weihnachtstag")
    r"|\d{1,2}\.\s+[a-zäöüß]+)"
)
_MORE_DATES = re.compile(r"\s*(?:,|and|und|et|y)\s+(?:(?:am|le|el|on|the)\s+)?\d")
ANY = re.compile(EXCEPT + r"|除|exclu")
#: a thing said to be excluded, before its verb ("rare editions are excluded from the
#: discount", "les revues sont exclues"); the Korean one before "제외됩니다"
_EXCLUDED = re.compile(
    r"(?:^|[,;]\s*|\b(?:but|mais|pero|aber|while|whereas)\s+)"
    r"(?:the |les |la |los |las |die |der |das |le |el |l')?((?:[a-zà-ÿ'-]+ ){0,2}?[a-zà-ÿ'-]+) "
    r"(?:is|are|sont|est|están|quedan|sind|ist|se) (?:excluded|exclus|exclue|exclues|excluidos|excluidas"
    r"|excluido|excluida|excluyen|ausgenommen)\b"
)
_LEADING = re.compile(
    r"^(?:(?:but|mais|pero|aber|while|whereas|and|et|y|und|the|les|la|los|las|die|der|das|le|el)\s+)+"
)
#: (a word of at most twelve syllables: an unbounded one made a long text without spaces
#: a quadratic scan)
_KO_EXCLUDED = re.compile(
    r"(?<![가-힣])([가-힣]{1,12}?)(?:은|는|이|가)\s+(?:[가-힣]{1,12}(?:에서|에)\s+)?"
    r"제외(?:됩니다|된다|돼요|되며|되고|됨|돼)"
)


@lru_cache(maxsize=4096)
def excepted(sentence: str) -> str | None:
    """The words ``sentence`` excepts (normalised text), or None when it has no exception
    or more than one."""
    t = normalize(sentence)
    if not ANY.search(t):
        return None
    passive = _EXCLUDED.search(t) or _KO_EXCLUDED.search(t)
    if passive is not None:
        # "rare editions are excluded from the discount", "희귀본은 할인에서 제외됩니다"
        return _LEADING.sub("", passive.group(1))
    found: list[str] = []
    excepting = (m for m in LATIN.finditer(t) if not menos_bound(t, m))
    latin = list(islice(excepting, 2))
    if len(latin) > 1:
        return None  # two exceptions: which state each turns is not read
    for m in latin:
        date = _LEADING_DATE.match(t, m.end(), m.end() + 40)  # (its day may end with a full stop)
        if date and not _MORE_DATES.match(t, date.end()):
            # the date is what is excepted ("außer am 1. Weihnachtstag rund um die Uhr")
            found.append(t[m.end() : date.end()])
            continue
        start = date.end() if date else m.end()
        stop = _STOP.search(t, start)
        end = stop.start() if stop else len(t)
        after = _AFTER_EXCEPTED.search(t, start, end)  # "außer sonntags von 8 bis 18:30 Uhr"
        found.append(t[m.end() : after.start() if after else end])
    for m in _KO.finditer(t):
        # the few words before the marker (a bounded window: no scan of a long sentence)
        before = _KO_WORDS.search(t[max(0, m.start() - _KO_WINDOW) : m.start()])
        if before is not None:
            found.append(before.group(1))
    zh = [m.group(1) for m in _ZH_AROUND.finditer(t)]
    zh = zh or [m.group(1) for m in _ZH_AFTER.finditer(t)]
    found += zh + [m.group(1) for m in _ZH_BEFORE.finditer(t)]
    found = [f.strip() for f in found if f.strip()]
    return found[0] if len(found) == 1 else None
