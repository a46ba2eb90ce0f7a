"""Refusal detection (issue 21, item 5): a refusal in any ordinary phrasing in six
languages is one; a hedged or partial real answer is not.

The quoted cases come from the issue; the others were written from the phenomena
(plain "don't know", "the documents don't say", short, long with apologies and advice).
"""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.text.facts import is_refusal
from ragmeter.text.refusal import Part, expects_refusal, refusal_parts

ISSUE_REFUSALS = [
    "I'm sorry, I don't have that information.",
    "The provided documents don't say.",
    "No idea.",
    "I can't find that in the context",
    "Je ne sais pas.",
    "Les documents ne le précisent pas.",
    "No tengo esa información.",
    "Lo siento, no puedo responder con la información disponible.",
]

REFUSALS = [
    # en
    "Unfortunately, that isn't covered in the material I was given.",
    "I couldn't find anything about the deposit.",
    "Nothing in the sources mentions a student discount.",
    "Sorry, I'm not sure.",
    "Sorry. Don't know.",  # the refusal is not at the start of the answer
    "Hmm. Not sure.",
    "Thanks for asking! No information, sorry.",
    "I'm afraid I can't tell you that. You may want to call the front desk.",
    # ko
    "잘 모르겠습니다.",
    "죄송하지만 자료에 주차 요금에 대한 언급이 없습니다.",
    "제공된 문서로는 답변드리기 어렵습니다. 고객센터에 문의해 주세요.",
    # zh
    "我不清楚。",
    "抱歉，资料中没有提到押金的信息。",
    "很遗憾，无法根据现有资料回答这个问题。建议您直接咨询酒店。",
    # de
    "Keine Ahnung.",
    "Leider steht dazu nichts in den Unterlagen.",
    "Das kann ich anhand der Dokumente nicht sagen. Fragen Sie am besten an der Rezeption.",
    # fr
    "Désolé, je n'ai pas cette information.",
    "Le contexte ne dit rien sur la caution.",
    "Malheureusement, je ne suis pas en mesure de répondre. Je vous conseille de contacter l'hôtel.",
    # es
    "Ni idea.",
    "Los documentos no mencionan ninguna fianza.",
    "Lamentablemente no encuentro esa información. Te recomiendo que consultes directamente con el hotel.",
]

ANSWERS = [
    # hedged real answers
    "I'm not completely sure, but it opens at 9 a.m.",
    "I might be wrong, but the deposit is $50.",
    "확실하지는 않지만 보증금은 5만 원입니다.",
    "我不太确定，但押金应该是五十元。",
    "Ich bin mir nicht ganz sicher, aber die Kaution beträgt 50 Euro.",
    "Je ne suis pas sûr, mais la caution est de 50 euros.",
    "No estoy seguro, pero la fianza es de 50 euros.",
    # partial answers: a refusal for one part, an answer for another
    "The documents don't mention weekends, but on weekdays the desk opens at 8.",
    "주말 정보는 없지만 평일에는 8시에 엽니다.",
    "资料没有提到周末，但工作日八点开门。",
    "Zum Wochenende steht nichts in den Unterlagen, aber werktags öffnet die Rezeption um 8 Uhr.",
    "Les documents ne parlent pas du week-end, mais en semaine l'accueil ouvre à 8 h.",
    "Los documentos no dicen nada del fin de semana, pero entre semana abre a las 8.",
    # plain answers that contain negative words
    "No, pets are not allowed.",
    "No.",
    "There is no parking at the museum.",
    "Parking is not available at the hotel.",
    "Unfortunately, the pool is closed on Mondays.",
    "주차장은 없습니다.",
    "酒店没有停车场。",
    "Es gibt keine Parkplätze.",
    "Il n'y a pas de parking.",
    "No hay aparcamiento.",
]


@pytest.mark.parametrize("answer", ISSUE_REFUSALS + REFUSALS)
def test_refusals_are_recognised(answer: str) -> None:
    assert is_refusal(answer), refusal_parts(answer)


@pytest.mark.parametrize("answer", ANSWERS)
def test_answers_are_not_refusals(answer: str) -> None:
    assert not is_refusal(answer), refusal_parts(answer)


def test_the_parts_say_what_each_clause_does() -> None:
    parts = refusal_parts("Thanks for your question. The documents don't cover prices, so I can't say.")
    assert [p for _, p in parts] == [Part.TALK, Part.REFUSAL, Part.REFUSAL]
    mixed = refusal_parts("I'm not sure, but it opens at 9.")
    assert [p for _, p in mixed] == [Part.REFUSAL, Part.CONTENT]


def test_empty_answer_is_not_a_refusal() -> None:
    assert not is_refusal("")
    assert not is_refusal("   ")


def test_the_run_flags_refusals_and_faithfulness_scores_them_one() -> None:
    records = [
        {
            "id": "fr",
            "question": "Quel est le dépôt ?",
            "answer": "Je ne sais pas.",
            "contexts": ["Le musée ouvre à 9 h."],
        },
        {
            "id": "en",
            "question": "When does it open?",
            "answer": "I'm not completely sure, but it opens at 9 a.m.",
            "contexts": ["It opens at 9 a.m."],
        },
    ]
    run = ragmeter.evaluate(records, metrics=["faithfulness"])
    by_id = {s.id: s for s in run.samples}
    assert by_id["fr"].refusal and by_id["fr"].scores["faithfulness"].value == 1.0
    assert not by_id["en"].refusal


@pytest.mark.parametrize(
    ("answer", "refuses"),
    [
        # "no se" + verb is a reflexive statement; "no sé" (or "no se" alone) is not knowing
        ("No se puede devolver el producto.", False),
        ("No se permiten mascotas en las habitaciones.", False),
        ("No sé.", True),
        ("Lo siento, no lo se.", True),
    ],
)
def test_spanish_no_se_is_a_refusal_only_as_not_knowing(answer: str, refuses: bool) -> None:
    assert is_refusal(answer) is refuses


@pytest.mark.parametrize(
    ("reference", "expected"),
    [
        ("Not in the documents; the system should refuse.", True),
        ("Unanswerable.", True),
        ("The documents do not say.", True),  # a refusal itself
        ("Keine Antwort in den Dokumenten.", True),
        ("Sin respuesta en los documentos.", True),
        ("无法回答。", True),
        ("The refund should be declined if the item is used.", False),
        ("No.", False),
        ("Electronics carry a one-year limited warranty.", False),
    ],
)
def test_a_reference_that_expects_a_refusal(reference: str, expected: bool) -> None:
    assert expects_refusal(reference) is expected


# A refusal that found nothing, and a long polite one: "I can't tell you whether X", the
# documents at hand only talk about other things, thanks and advice around it.
LONG_REFUSALS = [
    "Tut mir leid, dazu habe ich in den Unterlagen nichts gefunden.",
    "Ich finde in den Dokumenten leider nichts dazu.",
    "Je n'ai rien trouvé à ce sujet dans les documents.",
    "문서에서 관련 내용을 찾지 못했습니다.",
    "Thanks for your question. Unfortunately, the policy excerpt I have only talks about water damage, "
    "floods and the deductible, so I can't tell you whether theft is covered. Please check the full "
    "policy document or contact your insurer.",
    "Gracias por tu pregunta. Por desgracia, la información de la que dispongo solo habla del peso y de "
    "la batería de los auriculares, así que no puedo decirte si son resistentes al agua. Te recomiendo "
    "consultar la ficha técnica del fabricante.",
    "Merci pour votre question. Malheureusement, l'extrait dont je dispose ne parle que des dégâts des "
    "eaux et de la franchise, donc je ne peux pas vous dire si le vol est couvert. Je vous conseille de "
    "consulter la police complète.",
    "Danke für Ihre Frage. Leider behandelt der mir vorliegende Auszug nur Wasserschäden und die "
    "Selbstbeteiligung, daher kann ich Ihnen nicht sagen, ob Diebstahl versichert ist. Bitte prüfen Sie "
    "die vollständige Police.",
    "질문 감사합니다. 안타깝게도 제가 가진 약관 발췌본에는 수해와 자기부담금에 대한 내용만 있어서 도난이 "
    "보장되는지는 알려드릴 수 없습니다. 전체 약관을 확인하시거나 보험사에 문의해 주세요.",
    "感谢您的提问。很遗憾，我手上的保单摘录只提到了水损和免赔额，所以无法告诉您是否涵盖盗窃。"
    "请查看完整的保单或联系您的保险公司。",
]

# Answers that look like those: what the policy covers, thanks before an answer.
LOOKALIKE_ANSWERS = [
    "The policy only covers water damage, so theft is not covered.",
    "Thanks for your question. The deposit is $50.",
    "Danke für Ihre Frage. Die Kaution beträgt 50 Euro.",
    "질문 감사합니다. 보증금은 5만 원입니다.",
    "感谢您的提问。押金是五十元。",
    "La police ne couvre que les dégâts des eaux.",
    "La póliza solo cubre daños por agua.",
    "Die Prüfung fand nichts Auffälliges, das Gerät ist in Ordnung.",
    "I'm not sure, but it seems to open at 9.",
    "The documents don't mention Sundays, but on weekdays it opens at 9.",
    # "not covered" / "not included" of a thing, not of information, is an answer
    "Unfortunately, theft is not covered by the policy.",
    "Breakfast is not included.",
    "Breakfast isn't included in the rate.",
]


@pytest.mark.parametrize("answer", LONG_REFUSALS)
def test_long_polite_refusals_are_recognised(answer: str) -> None:
    assert is_refusal(answer), refusal_parts(answer)


@pytest.mark.parametrize("answer", LOOKALIKE_ANSWERS)
def test_answers_like_refusals_are_not_refusals(answer: str) -> None:
    assert not is_refusal(answer), refusal_parts(answer)


def test_the_run_flags_a_long_polite_refusal() -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "Is theft covered?",
                "answer": LONG_REFUSALS[4],
                "contexts": ["Water damage and floods are covered; the deductible is $500."],
            }
        ]
    )
    assert run.samples[0].refusal


@pytest.mark.parametrize(
    "answer",
    [
        "Thanks for asking! Unfortunately, the information I have about the pool doesn't mention a sauna, "
        "so I can't say whether there is one. It would be best to ask the staff at the front desk.",
        "谢谢您的提问。遗憾的是，我手头的资料没有提到回收中心是否接收旧家具，所以无法给您准确的答复。建议您直接致电回收中心咨询。",
    ],
)
def test_a_polite_refusal_with_advice_is_a_refusal(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    "answer", ["The policy does not cover floods.", "It would be best to arrive early: doors open at 7."]
)
def test_an_answer_that_says_what_is_not_covered_or_advises_is_no_refusal(answer: str) -> None:
    assert not is_refusal(answer)
