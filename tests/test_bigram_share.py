"""The offline judge's ``bigram_best`` / ``bigram_top3`` share against the pairwise
search it replaced (every position of one word against every position of the next)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ragmeter.judges.offline.align import PremiseSentence
from ragmeter.judges.offline.features import _bigram_share
from ragmeter.text.lexicon import stem


def reference_share(claim_stems: Sequence[str], sents: Sequence[PremiseSentence], window: int) -> float:
    pairs = [(claim_stems[i], claim_stems[i + 1]) for i in range(len(claim_stems) - 1)]
    if not pairs:
        return 1.0
    positions: list[dict[str, list[int]]] = []
    for s in sents:
        pos: dict[str, list[int]] = {}
        for i, t in enumerate(s.tokens):
            pos.setdefault(stem(t), []).append(i)
        positions.append(pos)
    found = 0
    for a, b in pairs:
        for pos in positions:
            pa, pb = pos.get(a), pos.get(b)
            if pa and pb and any(0 < j - i <= window for i in pa for j in pb):
                found += 1
                break
    return found / len(pairs)


def sentence(tokens: Sequence[str]) -> PremiseSentence:
    return PremiseSentence(text=" ".join(tokens), premise=0, tokens=tuple(tokens))


# words whose stems meet ("walked", "walking" -> "walk"), so the sentences are read as
# stems like the claim; few of them, so that pairs recur within and across sentences
_WORDS = ["walk", "walked", "walking", "cat", "cats", "dog", "x"]
_STEMS = sorted({stem(w) for w in _WORDS} | {"absent"})


@given(
    st.lists(st.sampled_from(_STEMS), max_size=12),
    st.lists(st.lists(st.sampled_from(_WORDS), max_size=15), max_size=3),
    st.integers(min_value=1, max_value=5),
)
def test_equals_the_pairwise_search(claim: list[str], sents: list[list[str]], window: int) -> None:
    premise = [sentence(s) for s in sents]
    assert _bigram_share(claim, premise, window) == reference_share(claim, premise, window)


@pytest.mark.parametrize(
    ("claim", "sents", "expected"),
    [
        (["cat"], [["cat", "dog"]], 1.0),  # no pair at all
        (["cat", "dog"], [], 0.0),
        (["cat", "dog"], [["dog", "cat"]], 0.0),  # the wrong order
        (["cat", "dog"], [["cat", "a", "b", "c", "dog"]], 1.0),  # 4 apart: in reach
        (["cat", "dog"], [["cat", "a", "b", "c", "d", "dog"]], 0.0),  # 5 apart: not
        (["cat", "cat"], [["cat"]], 0.0),  # a word with itself needs two places
        (["cat", "cat", "dog"], [["cats", "cat"], ["dog", "cat", "x", "dog"]], 1.0),
        (["walk", "cat", "walk"], [["walking", "cats"]], 0.5),  # pairs in claim order
    ],
)
def test_hand_written_cases(claim: list[str], sents: list[list[str]], expected: float) -> None:
    premise = [sentence(s) for s in sents]
    assert reference_share(claim, premise, 4) == expected
    assert _bigram_share(claim, premise) == expected
