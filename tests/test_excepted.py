"""What a sentence excepts (ragmeter.text.excepted): the excepted words in six languages,
and how a claim with a state reads against them."""

from __future__ import annotations

import pytest

from ragmeter.text.excepted import ExceptionReading, excepted, exception_reading, found_in
from ragmeter.text.facts import entities

AGREES, CONFLICTS = ExceptionReading.AGREES, ExceptionReading.CONFLICTS
MUSEUM = "The museum is open every day except Monday."
DOGS = "Dogs are allowed everywhere except on the terrace."


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        (MUSEUM, "monday"),
        ("The pool is open daily except for Tuesdays, from 7 to 9.", "tuesdays"),
        ("Le musée est ouvert tous les jours sauf le lundi.", "le lundi"),
        ("El museo abre todos los días excepto los lunes.", "los lunes"),
        ("El museo abre todos los días menos los lunes.", "los lunes"),
        ("Das Museum ist täglich außer montags geöffnet.", "montags geöffnet"),
        ("박물관은 월요일을 제외하고 매일 문을 엽니다.", "월요일을"),
        ("博物馆除周一外每天开放。", "周一"),
        ("博物馆每天开放，周一除外。", "周一"),
        ("除了周一，博物馆每天开放。", "周一"),
    ],
)
def test_the_excepted_words_in_six_languages(sentence: str, words: str) -> None:
    assert excepted(sentence) == words


@pytest.mark.parametrize(
    "sentence",
    [
        "The museum is open every day.",
        "Menos de 10 personas pueden entrar.",  # "fewer than": a bound, not an exception
        "Open every day except Monday, and closed on holidays except Easter.",  # two: unread
    ],
)
def test_no_exception_or_more_than_one_reads_as_none(sentence: str) -> None:
    assert excepted(sentence) is None


@pytest.mark.parametrize(
    ("claim", "sentence", "expected"),
    [
        ("The museum is closed on Mondays.", MUSEUM, AGREES),
        ("The museum is open on Mondays.", MUSEUM, CONFLICTS),
        ("The museum does not open on Mondays.", MUSEUM, AGREES),
        ("The museum is closed on Tuesdays.", MUSEUM, None),
        ("The museum is closed every day.", MUSEUM, None),
        (
            "Dogs are not allowed on the terrace.",
            "Dogs are allowed everywhere except on the terrace.",
            AGREES,
        ),
        ("Dogs are allowed on the terrace.", DOGS, CONFLICTS),
        ("Le musée est fermé le lundi.", "Le musée est ouvert tous les jours sauf le lundi.", AGREES),
        ("El museo abre los lunes.", "El museo abre todos los días excepto los lunes.", CONFLICTS),
        ("Das Museum ist montags geschlossen.", "Das Museum ist täglich außer montags geöffnet.", AGREES),
        ("박물관은 월요일에 문을 닫습니다.", "박물관은 월요일을 제외하고 매일 문을 엽니다.", AGREES),
        ("박물관은 월요일에 문을 엽니다.", "박물관은 월요일을 제외하고 매일 문을 엽니다.", CONFLICTS),
        ("博物馆周一闭馆。", "博物馆除周一外每天开放。", AGREES),
        ("博物馆周一开放。", "博物馆除周一外每天开放。", CONFLICTS),
        ("指定区域允许吸烟。", "除指定区域外，校园内禁止吸烟。", AGREES),
        # the claim names its own exception, or gives no state: not this reading's to judge
        (
            "The museum is closed every day except Monday.",
            "The museum is open every day except Monday.",
            None,
        ),
        ("The museum has a café.", MUSEUM, None),
        ("The museum is closed on Mondays.", "The museum is open every day.", None),
    ],
)
def test_a_claim_read_against_an_exception(
    claim: str, sentence: str, expected: ExceptionReading | None
) -> None:
    assert exception_reading(claim, sentence) is expected


def test_a_unit_is_found_in_a_compound_or_with_another_korean_particle() -> None:
    assert found_in("bibliothek", frozenset({"stadtbibliothek"}))
    assert found_in("월요일", frozenset({"월요일을"}))
    assert not found_in("art", frozenset({"smart"}))  # three letters: no compound


def test_a_weekday_in_the_plural_is_the_same_name() -> None:
    assert entities("We are closed on Mondays and Tuesdays.") == entities(
        "We are closed on Monday and Tuesday."
    )


def test_a_long_sentence_is_read_in_linear_time() -> None:
    """The Korean words before the marker are read in a bounded window: 200,000
    characters without a space before "제외" (a quadratic scan would not finish)."""
    words = "가" * 200_000 + " 월요일을 제외하고 매일 엽니다."
    assert excepted(words) == "월요일을"
    assert excepted("x " * 100_000 + "open every day except Monday") == "monday"
    assert excepted("except " * 100_000) is None


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        # the excepted words end where the times of the rest begin
        ("Die Apotheke ist täglich außer sonntags von 8 bis 18:30 Uhr geöffnet.", "sonntags"),
        ("The pharmacy is open every day except Sundays from 8 a.m. to 6:30 p.m.", "sundays"),
        ("La farmacia abre todos los días excepto los domingos desde las 9.", "los domingos"),
    ],
)
def test_the_excepted_words_stop_before_the_hours(sentence: str, words: str) -> None:
    assert excepted(sentence) == words
