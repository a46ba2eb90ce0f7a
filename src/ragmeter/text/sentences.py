"""Sentence splitting (pysbd for answers, a rule splitter for long premises); atomic
claims are :mod:`ragmeter.text.claims`."""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Any

__all__ = ["sentences"]

_local = threading.local()


def _segmenter() -> Any:
    seg = getattr(_local, "segmenter", None)
    if seg is None:
        import pysbd

        seg = pysbd.Segmenter(language="en", clean=False)
        _local.segmenter = seg
    return seg


_CJK_END = re.compile(r"(?<=[。！？])")
# A possible sentence boundary inside a line: terminal punctuation (optionally closed by
# quotes/brackets) followed by a space and more text. Lines without one are a single
# sentence, and skip pysbd (which dominates the judge's time on long contexts).
_INNER_BOUNDARY = re.compile(r"[.!?…][\"'’”)\]]*\s+\S")
_BLOCK = re.compile(r"\n\s*\n|\n(?=\s*(?:[-*•·]|\d+[.)])\s)")
#: a list item's mark ("- ", "1. ", "2) "); a year that opens a dotted date ("2025. 4. 6.")
#: is no mark
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d+[.)](?!\s*\d{1,2}\.\s*\d{1,2}\.))\s+")


@lru_cache(maxsize=4096)
def _sentences_cached(text: str, fast: bool = False) -> tuple[str, ...]:
    out: list[str] = []
    for block in _BLOCK.split(text):
        for line in block.split("\n") if _looks_like_list(block) else [block]:
            line = _BULLET.sub("", line).strip()
            if not line:
                continue
            for part in _CJK_END.split(line):
                part = part.strip()
                if not part:
                    continue
                if not _INNER_BOUNDARY.search(part):
                    out.append(part)
                    continue
                if fast or len(part) > 20000:  # pysbd is quadratic on huge blobs
                    out.extend(_rejoin_days(_fast_split(part)))
                    continue
                out.extend(_rejoin_days(_rejoin_ordinals([s.strip() for s in _segment(part) if s.strip()])))
    return tuple(out)


_SPACES = re.compile(r"\s*")


def _segment(text: str) -> list[str]:
    """``pysbd.Segmenter(clean=False).segment(text)``, the same list: pysbd's sentences,
    each found in ``text`` after the one before and taken with the spaces that follow it.
    pysbd (pinned at 0.3.4) finds each with a regular expression compiled from the
    sentence, which filled the ``re`` module's cache and made it compile its own rules
    again; a plain substring search finds the same place."""
    if not text:
        return []
    seg = _segmenter()
    found: list[str] = []
    prior_end = 0
    for sent in seg.processor(text).process():
        if not sent:  # pysbd's pattern is then just r"\s*": search as it does
            m = next((m for m in _SPACES.finditer(text) if m.end() > prior_end), None)
            if m:
                found.append(m.group())
                prior_end = m.end()
            continue
        start = text.find(sent)
        while start >= 0:
            end = _spaces_end(text, start + len(sent))
            if end > prior_end:
                found.append(text[start:end])
                prior_end = end
                break
            start = text.find(sent, end)  # the next match begins after this one
    return found


def _spaces_end(text: str, pos: int) -> int:
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


# "Am 5. März 2024." is one sentence: a day written as an ordinal ("5.") before a
# month name, or any number-dot before a lower-case word, is not a boundary.
_ORDINAL_END = re.compile(r"(?:^|\s)\d{1,2}\.$")
_MONTH_START = re.compile(
    r"^(?:jan|feb|mär|maer|apr|mai|jun|jul|aug|sep|okt|nov|dez|januar|februar|märz|april|juni|juli|august|"
    r"september|oktober|november|dezember)\w*\b",
)


#: "2024. 1. 31." (a Korean date) and "EE. UU." (Spanish: the United States) are no
#: boundaries either
_DATE_PART_END = re.compile(r"(?:^|\s)\d{1,4}\.$")
_DATE_PART_START = re.compile(r"\d{1,2}\.")
#: a whole Korean date with its dots, and the Hangul that goes on after it
_KO_DATE_END = re.compile(r"(?:^|\s)\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.$")
_HANGUL_START = re.compile(r"[가-힣]")


def _ordinal_goes_on(after: str) -> bool:
    """The text after "5." continues a date or a phrase: a month name or a lower-case word."""
    return bool(_MONTH_START.match(after.lower())) or after[:1].islower()


#: a German ordinal in digits after an article or a preposition with one ("im 2. Stock",
#: "am 3. Tag", "der 5. Platz"): the noun after it continues the sentence
_DE_ORDINAL_END = re.compile(
    r"(?:^|\s)(?:im|am|zum|zur|beim|vom|der|die|das|den|dem|des|ein|eine|einem|einen|einer|ihr|ihre|sein"
    r"|seine|jeden|jede|jedem|ab|bis|seit|nach|vor)\s+\d{1,2}\.$",
    re.IGNORECASE,
)


#: a bound cut short before its number ("mind. 45 Flugstunden", "au min. 45 h", "ca. 20 €")
_BOUND_SHORT_END = re.compile(r"(?<![\w.])(?:mind|min|mín|max|máx|ca|inkl|zzgl)\.$", re.IGNORECASE)
_NUMBER_START = re.compile(r"(?:de |d'|of |von )?\d")


def _joins(prev: str, p: str) -> bool:
    if _BOUND_SHORT_END.search(prev) and _NUMBER_START.match(p):
        return True
    if _ORDINAL_END.search(prev) and (
        _ordinal_goes_on(p) or (_DE_ORDINAL_END.search(prev) and p[:1].isupper())
    ):
        return True
    if _DATE_PART_END.search(prev) and _DATE_PART_START.match(p):
        return True
    if _KO_DATE_END.search(prev) and _HANGUL_START.match(p):
        return True  # "2025. 11. 8. 세종문화회관에서 열립니다": the date is part of the sentence
    if prev.endswith(("EE. UU.", "ee. uu.")) and p[:1].islower():
        return True
    return prev.endswith(("EE.", "ee.")) and p.startswith(("UU.", "uu."))


def _rejoin_ordinals(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:
        if out and _joins(out[-1], p):
            out[-1] = f"{out[-1]} {p}"
        else:
            out.append(p)
    return out


#: a weekday's abbreviation with its dot ("Mo.–Do.", "Mon.-Fri.", "lun. au ven."): no end
_DAY_ABBREV = re.compile(
    r"(?<![\w.])(?:mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam"
    r"|dim|mié|jue|vie|sáb|dom)\.$",
    re.IGNORECASE,
)
#: ... followed by the rest of a span of days or a list ("–Do.", "bis Fr.", "and Sun.")
_DAY_GOES_ON = re.compile(r"^(?:[-–—/,&+]|(?:bis|to|and|und|et|au|à|a|y|through)\b|[a-zäöüéèàáíóúñ0-9])")


def _rejoin_days(parts: list[str]) -> list[str]:
    """Pieces cut after a weekday's abbreviation joined again ("Mo." + "–Do. von 8 bis
    15.30 Uhr geöffnet."), and after another one the next piece goes on in lower case
    ("Le bureau de l'univ." + "est ouvert ...")."""
    out: list[str] = []
    for p in parts:
        cut = _LAST_ABBREV.search(out[-1], max(0, len(out[-1]) - 40)) if out and p[:1].islower() else None
        if cut is not None and cut.group(1).lower() in _ABBREV:
            out[-1] = out[-1] + " " + p
        elif out and _DAY_ABBREV.search(out[-1]) and _DAY_GOES_ON.match(p):
            out[-1] = out[-1] + ("" if p[0] in "-–—/" else " ") + p
        else:
            out.append(p)
    return out


#: the last word of a piece, with its dot, after an elided article ("l'univ.")
_LAST_ABBREV = re.compile(r"(?:^|[\s'’])([\w.]+)\.$")
_FAST_BOUNDARY = re.compile(r"(?<=[.!?…])[\"'’”)\]]*\s+(?=[\"'“‘`(\[]?\w)")
_ABBREV = frozenset(
    """
    mr mrs ms dr st jr sr prof rev gen col lt sgt capt cmdr gov sen rep hon vs etc inc ltd
    co corp dept univ no nos vol fig approx est jan feb mar apr jun jul aug sep sept oct
    nov dec mt ft ave blvd e.g i.e u.s u.k u.n a.m p.m al ee uu mme mlle sra dra
    mind min mín max máx std ca inkl zzgl bzw evtl ggf usw nr tel
    avda pza av bd str pl
    """.split()
)


#: abbreviations that end a sentence too ("open until 10 p.m. Hotel guests ..."): a break
#: where a capitalised word follows that is no day, month or time zone ("9 a.m. Monday")
_ENDS_TOO = frozenset({"a.m", "p.m", "etc"})
_NEXT_WORD = re.compile(r"[\"'“‘(\[]?([A-Z][\w'’-]*)")
_NOT_A_START = frozenset(
    """
    monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri
    sat sun january february march april may june july august september october november december
    est edt cst cdt mst mdt pst pdt gmt utc cet cest bst et ct pt
    """.split()
)


_AFTER_NUMBER = re.compile(r"\d\s*$")


def _next_starts_sentence(text: str, pos: int) -> bool:
    m = _NEXT_WORD.match(text, pos)
    return m is not None and m.group(1).lower().rstrip(".") not in _NOT_A_START


def _fast_split(text: str) -> list[str]:
    """Rule-based splitting for long premises: terminal punctuation, a space, then a
    word, unless the word before is a known abbreviation or a single initial
    ("J. K. Rowling")."""
    out: list[str] = []
    start = 0
    for m in _FAST_BOUNDARY.finditer(text):
        head = text[start : m.start()].rstrip("\"'’”)]")
        last = head.rsplit(None, 1)[-1] if head.strip() else ""
        word = last.rstrip(".").lower()
        abbreviation = last.endswith(".") and (word in _ABBREV or (len(word) == 1 and word.isalpha()))
        if (
            abbreviation
            and len(word) == 1
            and last.rstrip(".").islower()
            and _AFTER_NUMBER.search(head[: -len(last)])
        ):
            abbreviation = False  # a unit after its number ends the sentence: "de 10 h à 18 h. Un ..."
        if abbreviation and not (word in _ENDS_TOO and _next_starts_sentence(text, m.end())):
            continue
        if last.endswith(".") and word.isdigit() and len(word) <= 4 and _DATE_PART_START.match(text, m.end()):
            continue  # "2024. 1. 31."
        if _KO_DATE_END.search(head) and _HANGUL_START.match(text, m.end()):
            continue  # "2024. 1. 31. 서울에서"
        if _ORDINAL_END.search(last) and _ordinal_goes_on(text[m.end() : m.end() + 12]):
            continue  # "am 5. März 2024", "der 3. und 4. Tag"
        if _DE_ORDINAL_END.search(head) and text[m.end() : m.end() + 1].isupper():
            continue  # "außer am 1. Weihnachtstag", "im 2. Stock" (as the full splitter reads them)
        piece = text[start : m.start()].strip()
        if piece:
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _looks_like_list(block: str) -> bool:
    lines = [ln for ln in block.split("\n") if ln.strip()]
    return len(lines) > 1


def sentences(text: str, *, fast: bool = False) -> list[str]:
    """Split text into sentences; bullet and numbered list items count as sentences.

    pysbd decides the boundaries inside a line; ``fast=True`` uses a rule-based
    splitter instead (about 20x faster, for long premises where a rare wrong boundary
    costs little because a claim is aligned to several sentences)."""
    if not text or not text.strip():
        return []
    return list(_sentences_cached(text, fast))
