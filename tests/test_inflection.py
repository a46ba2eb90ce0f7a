"""One word in another ending (text/inflection), the helper every reader of values, roles,
antonyms, modality, ranges and exceptions shares; and the shared lists of verbs of
exceeding (text/polarity_words) and of titles beside a CJK name (text/person_titles)."""

from __future__ import annotations

import re

import pytest

from ragmeter.text.inflection import inflected, inflection_of, stem_in
from ragmeter.text.person_titles import KO_TITLE_RE, KO_TITLES, ZH_ROLE_RE, alternation
from ragmeter.text.polarity import read
from ragmeter.text.short_forms import short_forms
from ragmeter.text.tokenize import han_pairs


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("climatisée", "climatisées", True),
        ("finden", "findet", True),
        ("coûte", "coûtent", True),
        ("open", "opens", True),
        ("finden", "fanden", False),
        ("price", "prize", False),
        ("register", "registration", False),
    ],
)
def test_inflected(a: str, b: str, same: bool) -> None:
    assert inflected(a, b) is same
    assert inflected(b, a) is same


def test_inflection_of_returns_the_form_found() -> None:
    assert inflection_of("größtes", ["kleinsten", "grösstes"]) == "grösstes"
    assert inflection_of("assistée", {"assisté", "par"}) == "assisté"
    assert inflection_of("karten", {"kart"}) == "kart"  # a stem of four letters, two more
    assert inflection_of("kartenspiel", {"kart"}) is None
    assert inflection_of("kosten", {"kostet"}) == "kostet"
    assert inflection_of("price", {"prize"}) is None


def test_inflection_of_shortest() -> None:
    # an antonym check asks for five letters: "hill" is no form of "hilly"
    assert inflection_of("hilly", {"hill"}) == "hill"
    assert inflection_of("hilly", {"hill"}, shortest=5) is None
    assert inflection_of("hill", {"hill"}, shortest=5) == "hill"
    assert inflection_of("hilly", {"hills"}, shortest=5) == "hills"


def test_stem_in_reads_a_shared_beginning_of_five_letters() -> None:
    assert stem_in("registration", {"register", "online"})
    assert not stem_in("regal", {"register"})
    assert not stem_in("regis", {"online"})
    assert stem_in("repairs", ["repair"])


def test_han_pairs_leave_out_numbers() -> None:
    assert han_pairs("博物馆三十二亿") == {"博物", "物馆", "馆三"}
    assert han_pairs("Museum 3 博") == frozenset()


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("The fee never exceeds $30.", "at most $30"),
        ("The fee does not go over $30.", "at most $30"),
        ("Die Gebühr überschreitet nie 30 €.", "höchstens 30 €"),
        ("Le prix ne dépasse pas 30 €.", "au maximum 30 €"),
        ("El precio no supera los 30 €.", "como máximo 30 €"),
    ],
)
def test_a_negated_verb_of_exceeding_is_an_upper_bound_in_both_readers(text: str, bound: str) -> None:
    assert bound in short_forms(text.lower())
    # the negation reader agrees: no negated statement
    assert read(text).negators == ()


def test_a_negated_verb_of_exceeding_without_an_amount_stays_a_negation() -> None:
    assert short_forms("the noise does not exceed the limit") == "the noise does not exceed the limit"


def test_one_list_of_titles_for_every_reader() -> None:
    assert {"세무사", "선생님", "정비사"} <= KO_TITLES
    # the longest first: "선생님" is taken whole
    assert re.match(KO_TITLE_RE, "선생님").group(0) == "선생님"  # type: ignore[union-attr]
    assert re.match(ZH_ROLE_RE, "厨师长").group(0) == "厨师长"  # type: ignore[union-attr]
    assert alternation(frozenset({"ab", "abc"})) == "(?:abc|ab)"
