"""Canonical forms of numbers, times, dates, ranges and amounts (ragmeter.text.canon),
and what they change for tokens and numbers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragmeter.text.canon import canonical, canonical_cased
from ragmeter.text.facts import entities, numbers, values
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
        ("on the 5th of March 2024", "on the 03/05/2024"),
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


# characters and words every rule reads, in every language, so that rules meet
_ALPHABET = (
    "0123456789 apm:.-/,$%€₩¥°abcdefghijklmnopqrstuvwxyz원천만억시분오후일이틀하루세개"
    "一二两三八十百千万点下午人天小时年月"
)
_WORDS = [
    "one", "hundred", "and", "twenty", "two", "thousand", "a", "dozen", "million", "$", "$$",
    "usd", "dollars", "kg", "g", "km", "m", "hours", "minutes", "°c", "degrees", "celsius",
    "u.s.", "uk", "jan.", "january", "31", "9", "21", "1.8", "1,5", "2024", "시", "오후", "3천",
    "원", "2만", "八", "人", "下午", "3点", "heures", "du", "soir", "uhr", "abends", "de", "la",
    "tarde", "las", "at", "least", "or", "more", "up", "to", "-", ".", ",", "march", "mars",
    "sept", "enero", "pm", "a.m.", "noon", "%", "prozent", "이틀", "세", "개", "반", "半", "分",
    "十二", "两天", "元", "¥", "do", "not", "take", "than", "년", "월", "5일",
]  # fmt: skip


@settings(deadline=None, max_examples=300)
@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_canonical_is_idempotent_in_every_language(text: str) -> None:
    once = canonical(text)
    assert canonical(once) == once


@settings(deadline=None, max_examples=300)
@given(st.lists(st.sampled_from(_WORDS), max_size=8), st.sampled_from([" ", "", "-"]))
def test_canonical_is_idempotent_where_rules_meet(parts: list[str], sep: str) -> None:
    once = canonical(sep.join(parts))
    assert canonical(once) == once


@pytest.mark.parametrize(
    ("text", "once"),
    [
        ("$$0", "0 usd"),  # found by Hypothesis: was "$0 usd", then "0 usd usd"
        ("$25 usd", "25 usd"),
        ("0원0", "0원0"),
        ("0时时", "0:00时"),
        ("jan. jan. twenty twenty", "january 20 january 20"),
    ],
)
def test_what_hypothesis_found(text: str, once: str) -> None:
    assert canonical(text) == once
    assert canonical(once) == once


# ---------------------------------------------------------------- issue 21, item 2
@pytest.mark.parametrize(
    ("a", "b"),
    [
        # number words with scales: one value, never 100 and 20
        ("one hundred and twenty rooms", "120 rooms"),
        ("two thousand five hundred seats", "2,500 seats"),
        ("a hundred people", "100 people"),
        ("six floors", "6 floors"),
        ("drei Tage", "3 Tage"),
        ("trois jours", "3 jours"),
        ("tres días", "3 días"),
        # units and scales
        ("1.8 kg", "1800 grams"),
        ("1,8 kg", "1800 g"),
        ("2.5 km", "2500 metres"),
        ("a 25 m pool", "a 25 metre pool"),
        ("1.5 l", "1500 ml"),
        ("2 hours", "120 minutes"),
        ("an 8-hour shift", "an 480-minute shift"),
        ("소포의 무게는 1.8kg이다", "소포의 무게는 1800그램이다"),
        ("2小时", "120分钟"),
        ("$3,200 million", "$3,200 million"),
        # Korean numbers and money
        ("3천 원", "3,000원"),
        ("2만 5천 원", "25,000원"),
        ("1억 2천만 원", "120,000,000원"),
        ("이틀", "2일"),
        ("사흘", "3일"),
        ("세 개", "3개"),
        ("백이십 개", "120개"),
        # Chinese numerals
        ("八人", "8人"),
        ("十二点", "12:00"),
        ("两天", "2天"),
        ("一百二十个房间", "120个房间"),
        ("二〇一九年", "2019年"),
        ("1.5万元", "15,000元"),
        ("门票¥40。", "门票40元。"),
        # times
        ("오후 9시", "21시"),
        ("오후 9시", "21:00"),
        ("9 p.m.", "21:00"),
        ("오전 9시 30분", "9:30"),
        ("9시 반", "9:30"),
        ("8 heures du soir", "20:00"),
        ("à 8 heures du soir", "à 20 h"),
        ("à 20h", "à 20:00"),
        ("20 Uhr", "20:00"),
        ("8 Uhr abends", "20:00"),
        ("a las 8 de la tarde", "a las 20:00"),
        ("下午3点", "15:00"),
        ("9 in the evening", "21:00"),
        # dates and months
        ("Jan. 31", "January 31"),
        ("31. Januar", "31 January"),
        ("31 de enero", "January 31"),
        ("5 mars 2024", "March 5, 2024"),
        ("2024년 3월 5일", "2024-03-05"),
        ("2024年3月5日", "2024-03-05"),
        ("2024. 1. 31.", "2024-01-31"),
        ("2024/1/31", "2024-01-31"),
        ("05.03.2024", "2024-03-05"),
        ("2024-03-05에", "2024년 3월 5일에"),
        # abbreviations and unit names
        ("U.S.", "United States"),
        ("the USA", "the United States"),
        ("U.K.", "United Kingdom"),
        ("°C", "Celsius"),
        ("degrees Celsius", "°C"),
        ("25 °C", "25 degrees Celsius"),
        ("섭씨 28도", "28°C"),
        ("摄氏30度", "30°C"),
        ("50 Prozent", "50%"),
        ("35 grados centígrados", "35 °C"),
        ("15 €", "15 euros"),
        ("0,25 € pro Tag", "25 Cent pro Tag"),
        ("25 centimes par jour", "0,25 € par jour"),
        ("etwa 1.200 Brote", "etwa 1200 Brote"),
        ("1.100 km", "1100 km"),
        ("in den Vereinigten Staaten", "in den USA"),
        ("服用不得超过四片", "服用最多4片"),
        # bounds
        ("do not take more than four tablets", "take up to 4 tablets"),
    ],
)
def test_a_format_difference_is_the_same_value(a: str, b: str) -> None:
    assert words(a) == words(b), (canonical(a.lower()), canonical(b.lower()))
    assert numbers(a) == numbers(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("1.8 kg", "1800 mg"),
        ("2 hours", "2 minutes"),
        ("오후 9시", "9:00"),
        ("3천 원", "300원"),
        ("八人", "9人"),
        ("이틀", "3일"),
        ("one hundred and twenty rooms", "100 rooms"),
        ("Jan. 31", "February 31"),
        ("8 heures du soir", "8:00"),
        ("U.S.", "United Kingdom"),
        ("1.2 kg", "1200 kg"),
        ("25 cents", "25 Cent"),
    ],
)
def test_a_value_difference_stays_a_difference(a: str, b: str) -> None:
    assert words(a) != words(b)


def test_number_words_are_one_value_not_their_parts() -> None:
    assert numbers("one hundred and twenty rooms, spread over six floors") == {120.0, 6.0}
    assert numbers("twenty-five") == {25.0}
    assert numbers("no one knows") == frozenset()


def test_values_are_what_a_claim_states() -> None:
    assert values("$3,200 million") == {3_200_000_000.0}
    assert 3_200_000_000.0 in numbers("$3.2 billion")
    assert values("2.5 million users") == {2_500_000.0}
    assert numbers("2.5 million users") >= {2.5, 2_500_000.0}


def test_names_are_read_in_full_and_units_are_not_names() -> None:
    assert entities("Orders ship free within the U.S. and the UK.") >= {"united states", "united kingdom"}
    assert "c" not in entities("It will reach 28°C tomorrow.")


def test_a_long_run_without_spaces_is_kept_as_it_is() -> None:
    """Base64, a hash, a minified blob: the value rules read the text around such a run,
    never the run (a date inside it stays as written)."""
    blob = "x" * 300 + "2024-03-05+5th/4pm" + "y" * 300
    prose = "on march 5, 2024 at 4 pm"
    assert canonical(f"{prose} {blob} {prose}") == f"{canonical(prose)} {blob} {canonical(prose)}"
    assert canonical(blob) == blob
    short = blob[290:330]  # a short run is read as before: "xx..2024-03-05+5th/4pmyy.."
    assert canonical(short) != short


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("On January 5, 2024, Anna Weber arrived.", "On 5 January 2024, Anna Weber arrived."),
        ("One hundred and twenty rooms at Hotel Miramar.", "120 rooms at Hotel Miramar."),
        ("Das Museum schließt um 5 Uhr nachmittags.", "Das Museum schließt um 17:00."),
        ("Um 17 Uhr schließt es.", "Um 17:00 schließt es."),
        ("Ship it to the U.S. by Friday.", "Ship it to the united states by Friday."),
        ("华信科技以三十二亿元收购了星云软件。", "华信科技以3.2 billion cny收购了星云软件。"),
        ("Anna  Weber\nfounded it.", "Anna Weber founded it."),  # spaces become single spaces
        ("", ""),
    ],
)
def test_canonical_cased_rewrites_values_and_keeps_the_writers_words(text: str, want: str) -> None:
    assert canonical_cased(text) == want


@given(st.text(alphabet="AaBbZz 12.:,-", max_size=40))
@settings(max_examples=200)
def test_canonical_cased_reads_the_values_canonical_reads(text: str) -> None:
    # the values of the cased form are those of the lower-case canonical form
    assert canonical_cased(text).casefold().split() == canonical(" ".join(text.casefold().split())).split()


def test_an_answer_of_one_capitalised_word_is_a_name() -> None:
    # a sentence-opening capital usually says nothing; a one-word answer is the name
    assert entities("Contoso.") == {"contoso"}
    assert entities('"Canberra"') == {"canberra"}
    assert entities("Contoso acquired it.") == frozenset()
    for aside in ("Yes.", "Sure!", "Klar.", "Bonjour !"):
        assert entities(aside) == frozenset(), aside


def test_canonical_cased_of_a_long_text_of_repeated_values_keeps_every_word() -> None:
    # (7,000 words, most of them repeated: a long text is aligned piece by piece, each
    # piece as a short text is, and every name keeps its case; "PM." takes its period)
    text = "Anna Weber opens on January 5, 2024 and on May 7 at 4 PM. " * 500
    got = canonical_cased(text)
    assert got == ("Anna Weber opens on 5 January 2024 and on 7 May at 16:00 " * 500).strip()
    assert got.casefold().split() == canonical(" ".join(text.casefold().split())).split()
