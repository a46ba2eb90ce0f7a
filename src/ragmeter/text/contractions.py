"""Tokenised English contractions as written: datasets split them ("Do n't", "is n't",
"ca n't"), writers do not ("Don't", "isn't", "can't"). Read before anything else (the
negation check, the model's text), so that a split contraction says what the written one
does."""

from __future__ import annotations

import re

__all__ = ["join_contractions"]

_SPLIT_NT = re.compile(r"(?<=[A-Za-z]) n't(?![\w'])")


def join_contractions(text: str) -> str:
    """``text`` with each split "n't" joined to its verb."""
    return _SPLIT_NT.sub("n't", text) if " n't" in text else text
