"""Question-to-question similarity for answer relevancy.

RAGAS's answer relevancy compares questions generated from the answer with the original
question by the cosine of their embeddings. Which similarity is used is decided by the
judge's settings, never by what is installed, and is recorded in the judge spec and in
every relevancy reason:

* ``embeddings=NAME``: the endpoint's embeddings model (``embeddings_model``), cosine
  clipped to [0, 1], as RAGAS computes it (see :func:`cosine`); one ``/embeddings`` call
  per sample, cached like the chat calls.
* ``e5``: the local multilingual E5 (the ``embeddings`` extra; ``llm:MODEL+e5``).
* ``char-ngram``: character 3-gram cosine, any script.
* ``lexical`` (the default): :func:`lexical_similarity`, the set cosine of stemmed
  content words (Latin scripts) and character bigrams (Hangul, Han, kana), so "items
  returned" meets "return an item". Word overlap, not meaning: labelled as such.

Any :class:`~ragmeter.text.similarity.Similarity` (a ``name`` and ``similarity(a, b)``
in [0, 1]) can also be passed to the judge directly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.errors import ConfigError
from ragmeter.text.similarity import Similarity
from ragmeter.text.tokenize import char_ngrams, content_tokens, is_cjk

__all__ = [
    "LexicalSimilarity",
    "cosine",
    "lexical_similarity",
    "local_similarity",
]

_SUFFIXES = ("ing", "ed", "es", "s")


def _stem(token: str) -> str:
    for suffix in _SUFFIXES:
        if token.endswith(suffix) and len(token) - len(suffix) >= 3:
            return token[: -len(suffix)]
    return token


@lru_cache(maxsize=4096)
def _features(text: str) -> frozenset[str]:
    feats = {_stem(t) for t in content_tokens(text) if not is_cjk(t)}
    feats.update("#" + g for g in char_ngrams(text))
    return frozenset(feats)


def lexical_similarity(a: str, b: str) -> float:
    """Set cosine (Ochiai) of the two texts' content features, in [0, 1]."""
    fa, fb = _features(a), _features(b)
    if not fa or not fb:
        return 1.0 if not fa and not fb else 0.0
    return min(1.0, len(fa & fb) / math.sqrt(len(fa) * len(fb)))


@dataclass(frozen=True)
class LexicalSimilarity:
    """:func:`lexical_similarity` as a :class:`~ragmeter.text.similarity.Similarity`."""

    name: str = "lexical"

    def similarity(self, a: str, b: str) -> float:
        return lexical_similarity(a, b)


def local_similarity(kind: str) -> Similarity:
    """``lexical``, ``char-ngram`` or ``e5`` (a :class:`ConfigError` without the extra)."""
    if kind == "lexical":
        return LexicalSimilarity()
    from ragmeter.text.similarity import default_similarity

    try:
        sim = default_similarity(kind)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    except (ImportError, OSError) as exc:
        raise ConfigError(
            f"similarity {kind!r} needs the embeddings extra ({exc}): pip install 'ragmeter[embeddings]'"
        ) from None
    return sim


def cosine(u: Sequence[float], v: Sequence[float]) -> float:
    """Cosine of two vectors, clipped to [0, 1]. Vectors are scaled by their largest
    value first, so values near the float limits do not overflow; a ``ValueError`` for
    vectors of different lengths, or with no cosine (empty, all zeros, NaN, infinite)."""
    if len(u) != len(v):
        raise ValueError(f"vectors of {len(u)} and {len(v)} dimensions")
    su, sv = _scale(u), _scale(v)
    a = [x / su for x in u]
    b = [x / sv for x in v]
    norm = math.sqrt(math.fsum(x * x for x in a)) * math.sqrt(math.fsum(y * y for y in b))
    value = math.fsum(x * y for x, y in zip(a, b)) / norm
    if not math.isfinite(value):
        raise ValueError("the vectors have no cosine")
    return min(1.0, max(0.0, value))


def _scale(vector: Sequence[float]) -> float:
    top = max((abs(x) for x in vector), default=0.0)
    if not math.isfinite(top) or top == 0.0:
        raise ValueError("a vector that is empty, all zeros, NaN or infinite has no cosine")
    return top
