"""The value-binding check (a number of the claim that the evidence binds to something
else), and the comparison directions and modalities of the other languages."""

from __future__ import annotations

import pytest

from ragmeter.judges.offline.binding import value_conflict, values_of
from ragmeter.judges.offline.roles import direction_conflict, modality_conflict

SHOP = [
    "Orders over $50 ship free within the United States.",
    "Standard delivery takes 3 to 5 business days.",
    "Express delivery costs $15.",
]

BOUND_ELSEWHERE = [
    ("Express delivery costs $50.", SHOP),
    (
        "Der Expressversand kostet 50 €.",
        ["Bestellungen ab 50 € sind versandkostenfrei.", "Der Expressversand kostet 15 €."],
    ),
    (
        "La livraison express coûte 50 €.",
        ["Dès 50 € la livraison est offerte.", "La livraison express coûte 15 €."],
    ),
    (
        "El envío urgente cuesta 50 €.",
        ["Los pedidos de más de 50 € se envían gratis.", "El envío urgente cuesta 15 €."],
    ),
    ("加急配送费用为50元。", ["订单满50元可享受国内免运费。", "加急配送费用为15元。"]),
    ("Loans can be renewed twice online.", ["Loans last three weeks and can be renewed once online."]),
    (
        "Die Leihfrist kann zweimal online verlängert werden.",
        ["Die Leihfrist kann einmal online verlängert werden."],
    ),
    ("Le prêt peut être prolongé deux fois en ligne.", ["Le prêt peut être prolongé une fois en ligne."]),
    (
        "El préstamo se puede renovar dos veces por internet.",
        ["El préstamo se puede renovar una vez por internet."],
    ),
    ("온라인으로 두 번 연장할 수 있습니다.", ["대출 기간은 2주이며 온라인으로 한 번 연장할 수 있다."]),
    ("可在网上续借两次。", ["借期为三周，可在网上续借一次。"]),
]

SAME_VALUE = [
    ("Express delivery costs $15.", SHOP),
    ("Loans can be renewed once online.", ["Loans last three weeks and can be renewed once online."]),
    # the claim's value is in the same sentence: a second price, not another binding
    ("The room costs $120 per night.", ["The room costs $100 per night on weekdays and $120 on weekends."]),
    ("Children under 12 enter free.", ["Admission is $12 for adults; children under 12 enter free."]),
    ("The Hotel Miramar has 120 rooms on 6 floors.", ["The Hotel Miramar has one hundred and twenty rooms."]),
]


@pytest.mark.parametrize(("claim", "evidence"), BOUND_ELSEWHERE)
def test_a_value_the_evidence_binds_to_something_else_conflicts(claim: str, evidence: list[str]) -> None:
    assert value_conflict(claim, evidence) is not None


@pytest.mark.parametrize(("claim", "evidence"), SAME_VALUE)
def test_the_same_value_or_another_sentence_is_no_conflict(claim: str, evidence: list[str]) -> None:
    assert value_conflict(claim, evidence) is None


def test_counts_in_words_are_values() -> None:
    assert values_of("Sie kann zweimal verlängert werden.")[0] == (("2", "times"),)
    assert values_of("可续借一次。")[0] == (("1", "times"),)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("订单不满200元可享受国内免运费。", "订单满200元可享受国内免运费。"),
        ("Los niños mayores de 12 años entran gratis.", "Los niños menores de 12 años entran gratis."),
        ("Bestellungen unter 50 € sind versandkostenfrei.", "Bestellungen ab 50 € sind versandkostenfrei."),
    ],
)
def test_comparison_direction_in_other_languages(claim: str, evidence: str) -> None:
    assert direction_conflict(claim, [evidence]) is not None
    assert direction_conflict(evidence, [evidence]) is None


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (
            "Les formations sont obligatoires pour les nouveaux employés.",
            "Les formations sont recommandées, mais pas obligatoires, pour les nouveaux employés.",
        ),
        (
            "Los cursos de formación son obligatorios para el personal nuevo.",
            "Los cursos de formación se recomiendan, pero no son obligatorios, para el personal nuevo.",
        ),
        ("新员工必须参加培训课程。", "建议新员工参加培训课程，但不作强制要求。"),
        ("La formación es obligatoria.", "Se recomienda la formación."),
        ("Die Schulung ist Pflicht.", "Wir empfehlen die Schulung."),
        ("La formation est obligatoire.", "Nous recommandons la formation."),
        (
            "신입 직원은 교육 과정을 반드시 이수해야 합니다.",
            "신입 직원의 교육 과정 이수는 권장 사항이며 필수는 아니다.",
        ),
    ],
)
def test_obligation_against_recommendation_in_other_languages(claim: str, evidence: str) -> None:
    assert modality_conflict(claim, evidence) is not None


def test_an_obligation_is_not_read_against_the_permission_of_another_clause() -> None:
    # "allowed if they are kept on a leash": the leash is a condition, so a must
    assert (
        modality_conflict(
            "Dogs must be kept on a leash in the park.",
            "Dogs are allowed in the park if they are kept on a leash.",
        )
        is None
    )
    assert (
        modality_conflict("Los cursos de formación son opcionales.", "Los cursos no son obligatorios.")
        is None
    )
