"""What to ask about: the question types of seed 001, the mix, and the candidate
passages for each type, chosen deterministically from the seed.

* simple: one chunk.
* multi_hop: two chunks that are neighbours in a document, or that share a rare term
  (a name, a product, a place: a term in few chunks of the corpus).
* temporal: a chunk with dates and order markers, or two such chunks that share a rare
  term (events to put in order across passages).
* comparison: a chunk with two or more numbers and several names, or two chunks with
  numbers that share a term (two comparable entities).
* unanswerable: one chunk as the topic; the question must be answered by no chunk.

A candidate may be used again for another question of the same type (``variant``),
with the questions already written from it listed so the model writes a different one.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from ragmeter.errors import ConfigError
from ragmeter.testset.corpus import Chunk
from ragmeter.testset.lexical import BM25, has_time_markers

__all__ = ["DEFAULT_MIX", "QUESTION_TYPES", "Candidate", "Planner", "allocate", "parse_types"]

QUESTION_TYPES = ("simple", "multi_hop", "temporal", "comparison", "unanswerable")
DEFAULT_MIX: Mapping[str, float] = {
    "simple": 0.4,
    "multi_hop": 0.2,
    "temporal": 0.15,
    "comparison": 0.15,
    "unanswerable": 0.1,
}
#: how many questions one candidate may give (different ones, the earlier ones listed)
MAX_VARIANTS = 3
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_NAME = re.compile(r"\b[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+)*")
_MIN_CHARS = 80


def parse_types(spec: str | Mapping[str, float] | Sequence[str] | None) -> dict[str, float]:
    """``"simple,multi_hop"`` (equal weights), ``"simple=0.4,multi_hop=0.2"`` (weights,
    normalised) or a mapping; ``None``: :data:`DEFAULT_MIX`."""
    if spec is None:
        return dict(DEFAULT_MIX)
    items: list[tuple[str, float]] = []
    if isinstance(spec, Mapping):
        items = [(str(k), float(v)) for k, v in spec.items()]
    else:
        parts = spec.split(",") if isinstance(spec, str) else list(spec)
        for part in (p.strip() for p in parts):
            if not part:
                continue
            name, eq, weight = part.partition("=")
            try:
                value = float(weight) if eq else 1.0
            except ValueError:
                raise ConfigError(f"types: {weight!r} is not a number (in {part!r})", param="types") from None
            items.append((name.strip(), value))
    out: dict[str, float] = {}
    for name, value in items:
        if name not in QUESTION_TYPES:
            raise ConfigError(
                f"types: unknown question type {name!r}; types: {', '.join(QUESTION_TYPES)}", param="types"
            )
        if name in out:
            raise ConfigError(f"types: {name!r} is given twice", param="types")
        if not math.isfinite(value) or value < 0:
            raise ConfigError(
                f"types: the weight of {name} must be a number >= 0, got {value!r}", param="types"
            )
        out[name] = value
    total = sum(out.values())
    if not out or total <= 0:
        raise ConfigError("types: give at least one type with a weight above 0", param="types")
    return {k: v / total for k, v in out.items() if v > 0}


def allocate(n: int, weights: Mapping[str, float]) -> dict[str, int]:
    """``n`` questions split by weight (largest remainder; ties in type order)."""
    exact = {k: n * w for k, w in weights.items()}
    counts = {k: math.floor(v) for k, v in exact.items()}
    order = sorted(weights, key=lambda k: (-(exact[k] - counts[k]), QUESTION_TYPES.index(k)))
    for k in order[: n - sum(counts.values())]:
        counts[k] += 1
    return counts


@dataclass(frozen=True)
class Candidate:
    kind: str
    chunks: tuple[Chunk, ...]
    lang: str
    variant: int = 0

    @property
    def key(self) -> str:
        return f"{self.kind}|{'|'.join(c.id for c in self.chunks)}"


class Planner:
    """The candidates of each type, in a seeded order; :meth:`take` hands them out."""

    def __init__(self, chunks: Sequence[Chunk], index: BM25, *, seed: int = 0, lang: str = "auto") -> None:
        self.all = list(chunks)  # in the index's order
        self.chunks = [c for c in self.all if len(c.text) >= _MIN_CHARS] or list(self.all)
        self.index = index
        self.lang = lang
        self.rng = random.Random(seed)
        self._pools = {kind: self._pool(kind) for kind in QUESTION_TYPES}
        self._cursor = dict.fromkeys(QUESTION_TYPES, 0)

    # ------------------------------------------------------------------ pools
    def _lang(self, chunks: tuple[Chunk, ...]) -> str | None:
        if self.lang != "auto":
            return self.lang
        langs = {c.lang for c in chunks}
        return langs.pop() if len(langs) == 1 else None  # a pair must share a language

    def _shared_pairs(self, among: Sequence[Chunk]) -> list[tuple[Chunk, ...]]:
        """Pairs of chunks that share a rare term (in at most a fifth of the chunks)."""
        ids = {c.id for c in among}
        limit = max(2, len(self.index.docs) // 5)
        pairs: dict[tuple[str, str], tuple[Chunk, ...]] = {}
        for term, postings in sorted(self.index.postings.items()):
            if not 2 <= len(postings) <= limit or len(term) < 3:
                continue
            members = [self.all[i] for i in postings if self.all[i].id in ids]
            for a, b in combinations(members, 2):
                pairs.setdefault((a.id, b.id), (a, b))
        return list(pairs.values())

    def _pool(self, kind: str) -> list[tuple[Chunk, ...]]:
        singles: list[tuple[Chunk, ...]] = [(c,) for c in self.chunks]
        pool: list[tuple[Chunk, ...]]
        if kind in ("simple", "unanswerable"):
            pool = singles
        elif kind == "multi_hop":
            neighbours: list[tuple[Chunk, ...]] = [
                (a, b)
                for a, b in zip(self.chunks, self.chunks[1:])
                if a.doc_id == b.doc_id and b.index == a.index + 1
            ]
            pool = neighbours + [p for p in self._shared_pairs(self.chunks) if p not in neighbours]
        elif kind == "temporal":
            dated = [c for c in self.chunks if has_time_markers(c.text)]
            pool = [(c,) for c in dated]
            pool += self._shared_pairs(dated)
        else:  # comparison
            numeric = [c for c in self.chunks if len(set(_NUMBER.findall(c.text))) >= 2]
            pool = [(c,) for c in numeric if len(set(_NAME.findall(c.text))) >= 3 or c.lang == "ko"]
            pool += self._shared_pairs(numeric)
        pool = [p for p in pool if self._lang(p) is not None]
        self.rng.shuffle(pool)
        return pool

    def available(self, kind: str) -> int:
        """Candidates left for ``kind``, counting each one's remaining variants."""
        pool = self._pools[kind]
        return max(0, len(pool) * MAX_VARIANTS - self._cursor[kind])

    def take(self, kind: str, k: int) -> list[Candidate]:
        """The next ``k`` candidates of ``kind`` (fewer when the pool is spent): every
        candidate once, then every one again as a second variant, and so on."""
        pool = self._pools[kind]
        out: list[Candidate] = []
        while len(out) < k and pool and self._cursor[kind] < len(pool) * MAX_VARIANTS:
            variant, at = divmod(self._cursor[kind], len(pool))
            chunks = pool[at]
            lang = self._lang(chunks)
            assert lang is not None
            out.append(Candidate(kind, chunks, lang, variant))
            self._cursor[kind] += 1
        return out

    def used(self, kind: str) -> int:
        """Candidates handed out for ``kind`` so far."""
        return self._cursor[kind]

    def pool_sizes(self) -> dict[str, int]:
        return {k: len(v) for k, v in self._pools.items()}
