"""Places: a capital named by its country and the city's name stand for each other; a
country becomes its capital where the premises name only the capital; a city is never
widened, a negated claim never narrowed, and an identity ("The capital of X is Y") is never
decided by a rewrite (:mod:`ragmeter.text.places`)."""

from __future__ import annotations

import pytest

from ragmeter.text.places import mentions, places_as_theirs


@pytest.mark.parametrize(
    ("text", "kind", "key"),
    [
        ("It is held in the Portuguese capital.", "capital", "portugal"),
        ("the capital of the United States", "capital", "united_states"),
        ("Denmark's capital", "capital", "denmark"),
        ("in der österreichischen Hauptstadt", "capital", "austria"),
        ("Die Hauptstadt Australiens ist Canberra.", "capital", "australia"),
        ("Deutschlands Hauptstadt", "capital", "germany"),
        ("dans la capitale belge", "capital", "belgium"),
        ("la capitale de l'Italie", "capital", "italy"),
        ("en la capital española", "capital", "spain"),
        ("la capital de Francia", "capital", "france"),
        ("한국의 수도에서", "capital", "korea"),
        ("中国首都", "capital", "china"),
        ("Lissabon", "city", "portugal"),
        ("서울에서", "city", "korea"),
        ("去罗马尼亚", "country", "romania"),  # not Rome (罗马) inside it
        ("布宜诺斯艾利斯", "city", "argentina"),
    ],
)
def test_places_are_found_in_six_languages(text: str, kind: str, key: str) -> None:
    found = mentions(text)
    assert (found[0].kind, found[0].key) == (kind, key)


@pytest.mark.parametrize(
    "text",
    [
        "우리가 한국어를 배워요.",
        "中国人很多。",
        "法国菜很好吃。",
        "We visited South America.",
        "roast turkey",
    ],
)
def test_words_that_only_hold_a_name_are_no_places(text: str) -> None:
    assert mentions(text) == []


@pytest.mark.parametrize(
    ("claim", "premise", "expected"),
    [
        # a capital by its country and the city, both ways
        (
            "It is held in the Portuguese capital.",
            "The workshop takes place in Lisbon.",
            "It is held in Lisbon.",
        ),
        (
            "Nordlink has its headquarters in Copenhagen.",
            "Nordlink is headquartered in the Danish capital.",
            "Nordlink has its headquarters in the Danish capital.",
        ),
        ("In der deutschen Hauptstadt.", "Der Kurs findet in Berlin statt.", "In Berlin."),
        ("在中国的首都举办。", "工作坊将在北京举办。", "在北京举办。"),
        # a country where the premises name its capital, with their preposition
        (
            "Les élèves partent en voyage d'étude en Allemagne.",
            "Un voyage d'étude d'une semaine à Berlin.",
            "Les élèves partent en voyage d'étude à Berlin.",
        ),
        ("A study trip to Spain.", "A one-week study trip to Madrid.", "A study trip to Madrid."),
        # what the premises already say the claim's way stays as written
        ("The capital of Australia is Canberra.", "Canberra is the capital of Australia.", None),
        # a city is never widened from its country
        ("The trip goes to Madrid.", "The trip goes to Spain.", None),
        # a negated claim is not narrowed: not Madrid is not "not Spain"
        ("Students may not travel to Spain.", "Students may not travel to Madrid.", None),
        # an identity is for the checks and the model to judge, both sides
        ("The capital of Australia is Sydney.", "Canberra.", None),
        ("Canberra.", "The capital of Australia is Sydney.", None),
        ("호주의 수도는 시드니입니다.", "캔버라", None),
        # another country's capital is another place
        ("It is held in the Spanish capital.", "The workshop takes place in Lisbon.", None),
    ],
)
def test_a_claims_place_is_written_as_the_premises_name_it(
    claim: str, premise: str, expected: str | None
) -> None:
    assert places_as_theirs(claim, premise) == (claim if expected is None else expected)


def test_long_premises_and_hostile_text_are_read_quickly_and_whole() -> None:
    premise = "Lorem ipsum dolor sit amet. " * 20_000 + "The office is in the Danish capital."
    assert (
        places_as_theirs("The office is in Copenhagen.", (premise,)) == "The office is in the Danish capital."
    )
    assert places_as_theirs("Capital " * 10_000, "Paris") == "Capital " * 10_000
