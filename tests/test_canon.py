"""Canonical forms of numbers, times, dates, ranges and amounts (ragmeter.text.canon),
and what they change for tokens and numbers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragmeter.text.canon import canonical
from ragmeter.text.facts import numbers
from ragmeter.text.tokenize import words


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("a two-year warranty", "a 2-year warranty"),
        ("twenty-five dollars", "$25"),
        ("a dozen eggs", "12 eggs"),
        ("USD 1,000", "1000 dollars"),
        ("4 pm", "16:00"),
        ("4:30 p.m.", "16:30"),
        ("noon", "12:00"),
        ("12 am", "midnight"),
        ("9am-5pm", "9:00 to 17:00"),
        ("10:00–16:00", "10:00 to 16:00"),
        ("March 5, 2024", "2024-03-05"),
        ("5th of March 2024", "03/05/2024"),
        ("25/12/2024", "December 25 2024"),
        ("Android 10 or later", "Android 10 and newer"),
        ("at least 18 years", "18 years or older"),
        ("at least iOS 15", "iOS 15 or above"),
        ("up to five books", "5 books or fewer"),
        ("50%", "50 per cent"),
        ("25 cents", "$0.25"),
        ("€30", "30 euros"),
        ("a one-year plan", "a 1-year plan"),
    ],
)
def test_two_spellings_meet(a: str, b: str) -> None:
    assert canonical(a.lower()) == canonical(b.lower())
    assert words(a) == words(b)


@pytest.mark.parametrize(
    "text",
    [
        "no one knows",
        "one of them left",
        "the price is 3.50",
        "in 2019 won the award",
        "it needs at least some luck",
        "I am here",
        "may I help you",
    ],
)
def test_what_it_does_not_recognise_stays(text: str) -> None:
    assert canonical(text) == text


def test_different_values_stay_different() -> None:
    assert words("4 pm") != words("5 pm")
    assert words("a two-year warranty") != words("a three-year warranty")
    assert words("March 5, 2024") != words("March 6, 2024")
    assert words("Android 10 or later") != words("Android 10 or earlier")


def test_numbers_see_the_canonical_forms() -> None:
    assert 16.0 in numbers("open until 4 pm")
    assert numbers("two-year warranty") == numbers("2-year warranty")
    assert 0.25 in numbers("25 cents a day")
    assert 12.0 in numbers("a dozen eggs")


@settings(deadline=None)
@given(st.text(alphabet="0123456789 apm:.-/,$%abcdefghijklmnopqrstuvwxyz", max_size=40))
def test_canonical_is_idempotent_and_total(text: str) -> None:
    once = canonical(text)
    assert canonical(once) == once
