"""answer_correctness of a bare answer against a reference written as a full sentence
with details the question did not ask (issue 21, item 5): the answer that gives what the
question asks is correct; one that gives something else, or a wrong value, is not."""

from __future__ import annotations

import pytest

import ragmeter

REF_EN = "The publisher Tinta Azul was founded in Valencia in 2004 by Lucía Navarro and Andrés Molina."
REF_ES = "La editorial Tinta Azul fue fundada en Valencia en 2004 por Lucía Navarro y Andrés Molina."
REF_SCHOOL = "Since 2021, the cooking school has been run by Paul Kim, a former student of chef Sarah Lee."
REF_JOINED = "Tinta Azul was founded in 2004 by Lucía Navarro. Andrés Molina joined in 2010."


@pytest.mark.parametrize(
    ("question", "answer", "reference", "correct"),
    [
        ("Who founded Tinta Azul?", "Lucía Navarro and Andrés Molina.", REF_EN, True),
        ("¿Quién fundó Tinta Azul?", "Lucía Navarro y Andrés Molina.", REF_ES, True),
        # the reference gives the role to someone else, or the answer names a person the
        # reference says something else of
        ("Who has run the cooking school since 2021?", "Sarah Lee.", REF_SCHOOL, False),
        ("Who founded Tinta Azul?", "Andrés Molina.", REF_JOINED, False),
        # the answer gives no date to a "when" question, or the wrong people
        ("When was Tinta Azul founded?", "By Lucía Navarro.", REF_EN, False),
        ("¿Quién fundó Tinta Azul?", "Pedro Gómez.", REF_ES, False),
        ("Who founded Tinta Azul?", "Lucía Navarro and Pedro Gómez.", REF_EN, False),
    ],
)
def test_a_bare_answer_states_what_its_question_asks(
    question: str, answer: str, reference: str, correct: bool
) -> None:
    rec = {"id": "1", "question": question, "answer": answer, "contexts": [], "reference": reference}
    score = ragmeter.evaluate([rec]).samples[0].scores["answer_correctness"]
    assert score.ok and score.value is not None, score.reason
    assert (score.value >= 0.5) is correct, score.reason
