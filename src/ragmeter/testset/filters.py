"""Checks made without a model call, before the critique (so a candidate they drop
costs no second call): a question that points at its passage, a question or answer in
the wrong language, an empty one, and near-duplicates of questions already kept.
"""

from __future__ import annotations

import re

from ragmeter.testset.lexical import hangul_share, jaccard, shingles

__all__ = ["NEAR_DUPLICATE", "Deduplicator", "language_ok", "points_at_passage"]

#: character-trigram Jaccard at or above which two questions are near-duplicates
NEAR_DUPLICATE = 0.6

_DOCS = r"(?:passages?|text|excerpts?|documents?|articles?|paragraphs?|snippets?)"
_POINTING = re.compile(
    rf"\b(?:according to|based on|as (?:stated|mentioned|described) in)\s+(?:the|this|these|that)\s+"
    rf"(?:given\s+|provided\s+|above\s+)?(?:{_DOCS}|context)\b"
    rf"|\b(?:in|from)\s+(?:the|this|these)\s+(?:given\s+|provided\s+|above\s+)?{_DOCS}\b"
    r"|\b(?:the|this)\s+(?:passage|excerpt|snippet)\b|\b(?:given|provided) (?:context|passages?|text)\b"
    r"|\b(?:does|do|did)\s+the\s+(?:text|passage|document|excerpt|article|author)\s+"
    r"(?:say|state|mention|describe|suggest|claim)\b|\bmentioned above\b|\babove (?:text|passage)\b"
    r"|(?:이|위|위의|주어진|제시된|다음)\s+(?:글|문서|지문|본문|문단|단락|자료)|본문에|지문에|문서에 따르면",
    re.IGNORECASE,
)


def points_at_passage(question: str) -> bool:
    """``"According to the passage, ..."``: a question that needs its passage shown."""
    return bool(_POINTING.search(question))


def language_ok(text: str, lang: str) -> bool:
    """Korean text for ``ko``, text that is not mainly Korean for ``en``; anything for
    other languages."""
    if lang == "ko":
        return hangul_share(text) >= 0.3
    if lang == "en":
        return hangul_share(text) < 0.3
    return True


class Deduplicator:
    """Questions seen so far; :meth:`add` refuses a near-duplicate of any of them."""

    def __init__(self, threshold: float = NEAR_DUPLICATE) -> None:
        self.threshold = threshold
        self._seen: list[frozenset[str]] = []

    def duplicate_of(self, question: str) -> bool:
        sh = shingles(question)
        return any(jaccard(sh, other) >= self.threshold for other in self._seen)

    def add(self, question: str) -> bool:
        """Remember ``question``; ``False`` (and nothing remembered) for a near-duplicate."""
        if self.duplicate_of(question):
            return False
        self._seen.append(shingles(question))
        return True

    def __len__(self) -> int:
        return len(self._seen)
