"""Sentence splitting (pysbd) and decomposition of sentences into atomic claims."""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Any

from ragmeter.text.tokenize import content_tokens

__all__ = ["claims", "sentences"]

_local = threading.local()


def _segmenter() -> Any:
    seg = getattr(_local, "segmenter", None)
    if seg is None:
        import pysbd

        seg = pysbd.Segmenter(language="en", clean=False)
        _local.segmenter = seg
    return seg


_CJK_END = re.compile(r"(?<=[。！？])")
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s+")


@lru_cache(maxsize=4096)
def _sentences_cached(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for block in re.split(r"\n\s*\n|\n(?=\s*(?:[-*•·]|\d+[.)])\s)", text):
        for line in block.split("\n") if _looks_like_list(block) else [block]:
            line = _BULLET.sub("", line).strip()
            if not line:
                continue
            for part in _CJK_END.split(line):
                part = part.strip()
                if not part:
                    continue
                if len(part) > 20000:  # pysbd is quadratic on huge unpunctuated blobs
                    out.extend(p.strip() for p in re.split(r"(?<=[.!?])\s+", part) if p.strip())
                    continue
                out.extend(s.strip() for s in _segmenter().segment(part) if s.strip())
    return tuple(out)


def _looks_like_list(block: str) -> bool:
    lines = [ln for ln in block.split("\n") if ln.strip()]
    return len(lines) > 1


def sentences(text: str) -> list[str]:
    """Split text into sentences; bullet and numbered list items count as sentences."""
    if not text or not text.strip():
        return []
    return list(_sentences_cached(text))


# Coordinating splits that usually separate two independent statements.
_CLAUSE_SPLIT = re.compile(r";\s+|,\s+(?:and|but|while|whereas)\s+(?=[a-z])|,\s*(?:그리고|하지만|그러나)\s*")
_MIN_CLAIM_TOKENS = 2


def claims(text: str) -> list[str]:
    """Atomic claims: sentences, then coordinated clauses when both halves stand alone."""
    out: list[str] = []
    for sent in sentences(text):
        parts = [p.strip(" ,;") for p in _CLAUSE_SPLIT.split(sent)]
        parts = [p for p in parts if p]
        if len(parts) > 1 and all(len(content_tokens(p)) >= _MIN_CLAIM_TOKENS for p in parts):
            out.extend(parts)
        elif content_tokens(sent):
            out.append(sent)
    return out
