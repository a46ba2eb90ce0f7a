"""Judge version 27: the same verdicts on every CPU (the entailment model's weights stored
as uint8: tests/test_offline_judge_nli.py::test_int8_graph_sums_exactly_on_every_cpu), and:

* an item of a list moved across the list's negation ("cats, dogs, rabbits and birds, but
  not reptiles" where the premise treats "cats, dogs and rabbits, but not birds or
  reptiles"), in English, German, French and Spanish, either way round;
* a Spanish clause that denies the verb of the clause before it without its object ("pero
  el pan de centeno no lleva") denies that verb phrase;
* a Korean price question in its spoken form ("가격이 어떻게 돼요?") asks for an amount;
* a sentence ends after an hour's "h." ("de 10 h à 18 h. Un kayak ...").

Each phenomenon has the reading a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

from judge_helpers import answer_label, judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.relevance import relevance
from ragmeter.text.negated_items import moved_across_negation
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.sentences import sentences

S, C = Label.SUPPORTED, Label.CONTRADICTED

CLINIC = {
    "en": "Willow Vet Clinic treats cats, dogs and rabbits, but not birds or reptiles.",
    "de": "Die Tierarztpraxis behandelt Hunde, Katzen und Kaninchen, aber keine Vögel oder Reptilien.",
    "fr": "La clinique soigne les chiens, les chats et les lapins, mais pas les oiseaux ni les reptiles.",
    "es": "La clínica atiende perros, gatos y conejos, pero no aves ni reptiles.",
}


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("lang", "claim", "label"),
    [
        ("en", "It treats cats, dogs and rabbits, but not birds or reptiles.", S),
        ("en", "It treats cats, dogs, rabbits and birds, but not reptiles.", C),
        ("en", "It treats dogs and rabbits, but not cats.", C),
        ("de", "Sie behandelt Hunde, Katzen und Kaninchen, aber keine Vögel oder Reptilien.", S),
        ("de", "Sie behandelt Hunde, Katzen, Kaninchen und Vögel, aber keine Reptilien.", C),
        ("fr", "Elle soigne les chiens, les chats et les lapins, mais pas les oiseaux ni les reptiles.", S),
        ("fr", "Elle soigne les chiens, les chats, les lapins et les oiseaux, mais pas les reptiles.", C),
        ("es", "Atiende perros, gatos y conejos, pero no aves ni reptiles.", S),
        ("es", "Atiende perros, gatos, conejos y aves, pero no reptiles.", C),
    ],
)
def test_a_list_item_moved_across_its_negation(
    judge: OfflineJudge, lang: str, claim: str, label: Label
) -> None:
    assert answer_label(judge, claim, CLINIC[lang]) is label


def test_only_the_same_list_is_compared() -> None:
    premise = "Parking is free for guests and staff, but not for visitors."
    assert moved_across_negation("Guests park free, visitors pay.", premise) is None
    assert moved_across_negation("Parking is free for guests, staff and visitors.", premise) == (
        "premise",
        "visitor",
    )
    assert moved_across_negation("It treats cats and dogs.", CLINIC["en"]) is None
    assert moved_across_negation("It treats rabbits and birds.", CLINIC["en"]) == ("premise", "bird")
    assert moved_across_negation("It treats dogs but not rabbits.", CLINIC["en"]) == ("claim", "rabbit")
    # (Korean and Chinese lists are not read this way)
    assert (
        moved_across_negation(
            "개와 고양이를 진료합니다.", "개, 고양이, 토끼를 진료하지만 조류는 진료하지 않습니다."
        )
        is None
    )


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("El pan de centeno lleva frutos secos.", C),
        ("Algunos panes llevan frutos secos.", S),
        ("El pan de centeno no lleva frutos secos.", S),
    ],
)
def test_a_spanish_verb_denied_without_its_object(judge: OfflineJudge, claim: str, label: Label) -> None:
    context = "Algunos panes llevan frutos secos, pero el pan de centeno no lleva."
    assert judged_label(judge, claim, context) is label


def test_a_korean_price_question_in_its_spoken_form() -> None:
    for q in ("스파 마사지 가격이 어떻게 돼요?", "요금이 어떻게 되나요?", "가격은 어떻게 돼요?"):
        assert question_type(q) is QuestionType.AMOUNT, q
    assert relevance("스파 마사지 가격이 어떻게 돼요?", "60분에 9만 원입니다.").score >= 0.5
    assert relevance("스파 마사지 가격이 어떻게 돼요?", "매주 화요일은 휴관입니다.").score < 0.5


def test_a_sentence_ends_after_an_hours_h() -> None:
    text = "Ouvert de 10 h à 18 h. Un kayak coûte 15 €. J. K. Rowling wrote it. See p. 5 now."
    assert sentences(text, fast=True) == [
        "Ouvert de 10 h à 18 h.",
        "Un kayak coûte 15 €.",
        "J. K. Rowling wrote it.",
        "See p. 5 now.",
    ]
    # (an initial after a number stays an initial)
    assert sentences("Room 5 J. Smith lives there.", fast=True) == ["Room 5 J. Smith lives there."]


def test_a_free_item_is_read_against_its_own_sentence(judge: OfflineJudge) -> None:
    context = (
        "La base nautique loue des kayaks tous les jours de 10 h à 18 h. Un kayak simple coûte 15 € "
        "l'heure. Le gilet de sauvetage est obligatoire et fourni gratuitement."
    )
    free = "Le gilet de sauvetage, qui est obligatoire, est mis à disposition sans frais."
    assert judged_label(judge, free, context) is S
    assert judged_label(judge, "Le gilet de sauvetage coûte 15 €.", context) is not S


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("不满16岁的客人禁止使用桑拿房。", S),
        ("未满16岁的客人不得进入桑拿房。", S),
        ("不满16岁的客人可以使用桑拿房。", C),
    ],
)
def test_chinese_under_an_age_is_a_bound_not_a_negation(
    judge: OfflineJudge, claim: str, label: Label
) -> None:
    assert judged_label(judge, claim, "未满16岁的客人不得进入桑拿房。") is label


def test_a_chinese_exception_that_says_who_is_the_same_exception() -> None:
    from ragmeter.judges.offline.align import Premise
    from ragmeter.judges.offline.poles import other_excepted

    premise = Premise(["除最后一节由助教刘明负责外，其余课程都由陈晓雯老师讲授。"])
    assert other_excepted(premise.align("陈晓雯老师讲的是除最后一节以外的所有课。")) is None
    assert other_excepted(premise.align("陈晓雯老师讲的是除第一节以外的所有课。")) is not None


GROOMING = (
    "Le salon de toilettage Poil Soyeux facture 40 € pour un petit chien et 65 € pour un chien de plus de "
    "20 kg. Le salon est fermé le lundi, et toute annulation moins de 48 heures à l'avance coûte 15 €."
)


@pytest.mark.parametrize(
    ("claim", "supported"),
    [
        ("Il coûte 40 euros.", True),
        ("Il coûte 50 euros.", False),
        ("Une annulation coûte 40 €.", False),
    ],
)
def test_a_pronoun_and_a_verb_bind_no_value(judge: OfflineJudge, claim: str, supported: bool) -> None:
    """ "Il coûte 40 euros" names no holder: the "coûte" of the cancellation fee does not
    bind its 15 € to it (the model reads which price "it" is); a named holder still binds."""
    assert (judged_label(judge, claim, GROOMING) is S) is supported
