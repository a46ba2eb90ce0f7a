"""The sentence-similarity table behind ``coherence`` (seed 003: the mean similarity of
adjacent sentences): the answer's sentences and the cosine of each adjacent pair.

Which similarity is a property of the judge spec, never of what is installed: the
offline judge uses its own similarity component (``offline``: character 3-grams,
``offline+e5``: multilingual E5), the LLM judge its E5 (``+e5``) or the endpoint's
embeddings (``+embeddings=NAME``), else character 3-grams. The raw cosine is used, as
seed 003 does, not the judges' rescaled similarity: adjacent sentences of one answer
share few character 3-grams, and rescaling would put almost every answer at 0.

A judge may answer the table itself (the LLM judge does, to share its embeddings call);
for any other judge :func:`ragmeter.judges.completion.complete` fills it from the judge's
similarity after the judge has answered, so no judge needs to know about it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

__all__ = ["Cosine", "SentenceLinks", "answer_sentences", "links", "local_cosine"]

Cosine = Callable[[str, str], float]


@dataclass(frozen=True, slots=True)
class SentenceLinks:
    """An answer's sentences, the cosine of each adjacent pair (``len(sentences) - 1``
    values in [0, 1]) and the name of the similarity that measured them."""

    sentences: tuple[str, ...]
    similarities: tuple[float, ...]
    similarity: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "sentences": list(self.sentences),
            "similarities": [round(s, 4) for s in self.similarities],
            "similarity": self.similarity,
        }


def answer_sentences(text: str) -> list[str]:
    """The sentences coherence links (the same splitter as the judges' claims)."""
    from ragmeter.text.sentences import sentences

    return [s for s in sentences(text) if s.strip()]


def _unit(x: float) -> float:
    return min(1.0, max(0.0, float(x)))


def links(sentences: Sequence[str], cosine: Cosine, name: str) -> SentenceLinks:
    """The table for ``sentences`` under ``cosine`` (clipped to [0, 1])."""
    sents = tuple(sentences)
    return SentenceLinks(sents, tuple(_unit(cosine(a, b)) for a, b in pairwise(sents)), name)


def local_cosine(kind: str) -> tuple[Cosine, str]:
    """``char-ngram`` or ``e5`` (the embeddings extra: ImportError without it)."""
    from ragmeter.text.similarity import CharNgramSimilarity, default_similarity

    if kind == "e5":
        e5 = default_similarity("e5")
        return getattr(e5, "cosine", e5.similarity), "e5"
    return CharNgramSimilarity().cosine, "char-ngram"
