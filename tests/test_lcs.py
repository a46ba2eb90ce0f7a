"""The bit-parallel longest common subsequence of the offline judge's ``lcs_best``
feature against the textbook dynamic programme it replaced."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ragmeter.judges.offline.lcs import LCS_BLOCK, lcs_length


def reference_lcs(a: Sequence[str], b: Sequence[str]) -> int:
    """The O(len(a) * len(b)) table, row by row."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


# few distinct tokens, so that matches (and repeated matches) are frequent; "d" is
# only ever on one side
_LEFT = st.lists(st.sampled_from(["a", "b", "c"]), max_size=40)
_RIGHT = st.lists(st.sampled_from(["a", "b", "c", "d"]), max_size=40)


@given(_LEFT, _RIGHT)
def test_equals_the_table(a: list[str], b: list[str]) -> None:
    expected = reference_lcs(a, b)
    assert lcs_length(a, b) == expected
    assert lcs_length(b, a) == expected


@given(_LEFT, _RIGHT, st.integers(min_value=1, max_value=45))
def test_any_block_size_gives_the_same_length(a: list[str], b: list[str], block: int) -> None:
    # small blocks split the longer side into many integers: the carries between them
    # must give the sums one integer would
    assert lcs_length(a, b, block) == reference_lcs(a, b)


@given(st.lists(st.sampled_from(["x", "y"]), min_size=1, max_size=12), st.integers(min_value=1, max_value=5))
def test_longer_side_of_block_multiples(a: list[str], blocks: int) -> None:
    b = (a * 20)[: 4 * blocks]  # exactly ``blocks`` blocks of 4
    assert lcs_length(a, b, 4) == reference_lcs(a, b)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ([], [], 0),
        (["a"], [], 0),
        ([], ["a", "b"], 0),
        (["a"], ["a"], 1),
        (["a"], ["b"], 0),
        (["a", "b", "c"], ["d", "e", "f", "g"], 0),  # nothing in common
        (["a", "b", "c", "d"], ["a", "b", "c", "d"], 4),
        (["a", "b", "c", "d"], ["d", "c", "b", "a"], 1),  # reversed
        (["x"] * 5, ["x"] * 3, 3),  # one token repeated on both sides
        (["x", "x"], ["y", "x", "y", "x", "y", "x"], 2),
        (["a", "c", "e"], ["a", "b", "c", "d", "e"], 3),  # a subsequence
        (["b", "a", "b", "c", "a", "b"], ["a", "b", "c", "b", "d", "a", "b"], 5),
        (["the", "cat", "sat"], ["a", "cat", "the", "sat", "cat"], 2),
    ],
)
def test_hand_written_cases(a: list[str], b: list[str], expected: int) -> None:
    assert reference_lcs(a, b) == expected
    assert lcs_length(a, b) == expected
    assert lcs_length(b, a) == expected
    assert lcs_length(a, b, 1) == expected


def test_longer_inputs_with_many_blocks() -> None:
    rng = random.Random(7)
    a = [rng.choice("abcdefgh") for _ in range(300)]
    b = [rng.choice("abcdefghij") for _ in range(450)]
    expected = reference_lcs(a, b)
    for block in (1, 3, 64, 100, 450, LCS_BLOCK):
        assert lcs_length(a, b, block) == expected
        assert lcs_length(b, a, block) == expected


def test_a_block_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="block must be at least 1"):
        lcs_length(["a"], ["a"], 0)
