"""Question-to-question similarity for answer relevancy (pluggable).

RAGAS's answer relevancy compares questions generated from the answer with the original
question. Any ``(a, b) -> float in [0, 1]`` works; :func:`lexical_similarity`, the
default, needs no model: the set cosine of stemmed content words (Latin scripts) and
character bigrams (Hangul, Han, kana), so "items returned" meets "return an item".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from ragmeter.text.tokenize import char_ngrams, content_tokens, is_cjk

__all__ = ["Similarity", "lexical_similarity"]

Similarity = Callable[[str, str], float]

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
