"""Judge version 15: the model reads a claim and its evidence with their synonyms in one
form ("kids younger than 4" and "children under 4", "at no charge" and "free"), and
relevancy knows more ways of asking for a price or a way to do something."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.slots import filler_tokens
from ragmeter.text.synonyms import same_words


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _label(judge: OfflineJudge, claim: str, context: str) -> Label:
    (verdict,) = judge._check(claim, [context])
    return verdict.label


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Kids younger than 6 ride at no charge.",
            "Children under 6 ride free.",
            "Children under 6 ride free.",
        ),
        ("Parking costs nothing.", "Parking is free of charge.", "Parking is free."),
        (
            "Dogs are forbidden on the beach.",
            "Dogs are not permitted on the beach.",
            "Dogs are not allowed on the beach.",
        ),
        ("Der Eintritt ist gratis.", "Der Eintritt ist kostenlos.", "Der Eintritt ist kostenlos."),
        ("Rauchen ist nicht gestattet.", "Rauchen ist verboten.", "Rauchen ist verboten."),
        ("L'entrée ne coûte rien.", "L'entrée est gratuite.", "L'entrée est gratuit."),
        ("No se permite fumar.", "Está prohibido fumar.", "Está prohibido fumar."),
        (
            "Los grupos tienen como mucho 8 estudiantes.",
            "Grupos de un máximo de 8 alumnos.",
            "Los grupos tienen un máximo de 8 alumnos.",
        ),
        ("停车不收费。", "停车免费。", "停车免费。"),
        ("주차는 공짜입니다.", "주차는 무료입니다.", "주차는 무료입니다."),
    ],
)
def test_synonyms_are_written_alike(claim: str, evidence: str, expected: str) -> None:
    mine, theirs = same_words(claim, evidence)
    assert mine == expected
    assert same_words(mine, theirs) == (mine, theirs)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # worded alike already: read as written
        ("Children under 6 ride free.", "Children under 6 ride free, and adults pay $4."),
        # the evidence has no word of the group: nothing to align
        ("Kids ride at no charge.", "Tickets cost $4."),
        # a bound is no synonym of its opposite
        ("Kids over 6 ride free.", "Children under 6 ride free."),
    ],
)
def test_synonyms_leave_other_text_alone(claim: str, evidence: str) -> None:
    mine, theirs = same_words(claim, evidence)
    assert theirs == evidence or "over" in mine
    if claim.startswith("Children") or "Tickets" in evidence:
        assert mine == claim


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Kids younger than 5 get in at no charge.",
            "Children under 5 get in free, and adult tickets cost $12.",
        ),
        (
            "Photographing the exhibits with your phone costs nothing.",
            "Photographing the exhibits with your phone is free.",
        ),
        ("Newcomers can join the first class without paying.", "The first class is free for newcomers."),
        ("Glass bottles are forbidden in the park.", "Glass bottles are not allowed in the park."),
        ("Las mascotas no están permitidas.", "Está prohibido entrar con mascotas."),
    ],
)
def test_a_synonym_is_supported(judge: OfflineJudge, claim: str, context: str) -> None:
    assert _label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Kids older than 5 get in at no charge.",
            "Children under 5 get in free, and adult tickets cost $12.",
        ),
        ("Glass bottles are allowed in the park.", "Glass bottles are not allowed in the park."),
        ("Kids younger than 5 pay $12.", "Children under 5 get in free, and adult tickets cost $12."),
    ],
)
def test_a_synonym_does_not_hide_an_error(judge: OfflineJudge, claim: str, context: str) -> None:
    assert _label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What will the boat tour set me back?", QuestionType.AMOUNT),
        ("What would a week of camp cost?", QuestionType.AMOUNT),
        ("¿Cuánto tengo que pagar por la clase?", QuestionType.AMOUNT),
        ("Combien je vais payer pour la nuit ?", QuestionType.AMOUNT),
        ("Wie teuer ist der Kurs?", QuestionType.AMOUNT),
        ("¿Qué tengo que hacer para apuntarme?", QuestionType.METHOD),
        ("Wie komme ich an einen Termin?", QuestionType.METHOD),
        ("怎样才能报名？", QuestionType.METHOD),
        ("What do I need to do to sign up?", QuestionType.METHOD),
    ],
)
def test_more_ways_to_ask(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


def test_a_gate_is_a_place() -> None:
    assert "gate" in filler_tokens("To Gate 3, half an hour before departure.", QuestionType.WHERE)
    # a person after "to" stays a person
    assert filler_tokens("Talk to Anna Weber.", QuestionType.WHO) == {"anna", "weber"}


_FERRY = (
    "The island ferry leaves at 8:10 and 14:30. Cars must check in at Lane 4 at least 20 minutes "
    "before departure. A return ticket costs $24. The ferry company was founded in 1962."
)


_CURSO = (
    "El curso de cerámica dura ocho semanas. Cuesta 120 € con el material incluido. Lo imparte Marta Gil."
)


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        ("What will a return trip set me back?", "$24.", True),
        ("Where should drivers go before boarding?", "To Lane 4, at least 20 minutes ahead.", True),
        ("Where should drivers go before boarding?", "The ferry company was founded in 1962.", False),
        ("¿Cuánto tengo que pagar por el curso?", "120 € en total, con el material incluido.", True),
    ],
)
def test_direct_answers_in_few_shared_words(question: str, answer: str, relevant: bool) -> None:
    context = _FERRY if question[0] != "¿" else _CURSO
    sample = {"question": question, "answer": answer, "contexts": [context]}
    score = ragmeter.evaluate([sample], metrics=["answer_relevancy"]).samples[0].scores["answer_relevancy"]
    assert (score.value is not None and score.value >= 0.5) is relevant, score.reason
