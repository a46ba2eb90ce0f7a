"""Lexical tools of the test-set generator: terms, a BM25 index over the chunks, date
and order markers, and near-duplicate detection. Self-contained and deterministic:
the same corpus gives the same terms, rankings and duplicates on every machine.

Korean words are indexed by their character bigrams as well as whole, because
particles attach to nouns (``정책은``, ``정책을``) and a whole-word match would miss them.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence

__all__ = ["BM25", "hangul_share", "has_time_markers", "jaccard", "shingles", "terms"]

_WORD = re.compile(r"\w+")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_LATIN = re.compile(r"[A-Za-z]")
_STOP = frozenset(
    """a an the of to in on for and or but is are was were be been being by with as at from that this
    these those it its it's what which who whom whose when where why how do does did not no yes can could
    will would should may might must shall there their them they he she his her we our you your i me my
    than then so such if about into over under also only more most other any all each both one between
    have has had having same very just up out off per via vs""".split()
)
_YEAR = r"\b(?:1[5-9]\d\d|20\d\d)(?:s|년)?"
_MONTH = (
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
_KO_DATE = r"\d{1,2}월|\d{1,2}일|분기"
_ORDER = (
    r"\b(?:before|after|since|until|later|earlier|previously|then|first|finally|former(?:ly)?|"
    r"succeeded|replaced|preceded|followed)\b|이전|이후|전에|후에|그 뒤|먼저|나중|처음|마지막|뒤를 이어"
)
_TIME = re.compile(f"{_YEAR}|{_MONTH}|{_KO_DATE}|{_ORDER}", re.IGNORECASE)
_DATE = re.compile(f"{_YEAR}|{_MONTH}|{_KO_DATE}", re.IGNORECASE)


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def terms(text: str) -> list[str]:
    """Index terms: lower-cased words less stop words, lightly stemmed; Korean words
    also as character bigrams."""
    out: list[str] = []
    for word in _WORD.findall(unicodedata.normalize("NFC", text).lower()):
        if _HANGUL.search(word):
            out.append(word)
            if len(word) > 2:
                out.extend(word[i : i + 2] for i in range(len(word) - 1))
        elif word not in _STOP and (len(word) > 1 or word.isdigit()):
            out.append(_stem(word))
    return out


def hangul_share(text: str) -> float:
    """Hangul syllables among the letters (Hangul and Latin) of ``text``."""
    ko = len(_HANGUL.findall(text))
    total = ko + len(_LATIN.findall(text))
    return ko / total if total else 0.0


def has_time_markers(text: str, *, minimum: int = 2) -> bool:
    """At least one date and ``minimum`` date or order markers (years, months, Korean
    dates, before/after/since ...): a passage a temporal question can be asked on."""
    return bool(_DATE.search(text)) and len(_TIME.findall(text)) >= minimum


def shingles(text: str, n: int = 3) -> frozenset[str]:
    """Character ``n``-grams of the text with case, punctuation and spacing removed."""
    norm = "".join(ch for ch in unicodedata.normalize("NFC", text).lower() if ch.isalnum())
    if len(norm) <= n:
        return frozenset([norm]) if norm else frozenset()
    return frozenset(norm[i : i + n] for i in range(len(norm) - n + 1))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


class BM25:
    """Okapi BM25 over a list of texts (``k1=1.5``, ``b=0.75``); ties by position."""

    def __init__(self, texts: Sequence[str], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs: list[Counter[str]] = [Counter(terms(t)) for t in texts]
        self.lengths = [sum(d.values()) for d in self.docs]
        self.avg = (sum(self.lengths) / len(self.lengths)) if self.lengths else 0.0
        self.df: Counter[str] = Counter()
        self.postings: dict[str, list[int]] = {}
        for i, d in enumerate(self.docs):
            for term in d:
                self.df[term] += 1
                self.postings.setdefault(term, []).append(i)
        self.n = len(self.docs)

    def idf(self, term: str) -> float:
        df = self.df.get(term, 0)
        return math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))

    def scores(self, query: str) -> dict[int, float]:
        out: dict[int, float] = {}
        for term in sorted(set(terms(query))):  # a fixed order: the same sums in every process
            idf = self.idf(term)
            for i in self.postings.get(term, ()):
                tf = self.docs[i][term]
                norm = tf + self.k1 * (1 - self.b + self.b * self.lengths[i] / (self.avg or 1.0))
                out[i] = out.get(i, 0.0) + idf * tf * (self.k1 + 1) / norm
        return out

    def search(self, query: str, k: int = 5, exclude: Iterable[int] = ()) -> list[tuple[int, float]]:
        """The ``k`` best texts for ``query`` as (position, score), best first."""
        skip = set(exclude)
        ranked = sorted(((s, -i) for i, s in self.scores(query).items() if i not in skip), reverse=True)
        return [(-neg, s) for s, neg in ranked[:k]]
