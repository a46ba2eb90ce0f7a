"""The quantifier check in six languages: "all" where the evidence says "some" or
"only" (or "no") of the same clause is a conflict; the same quantifier in other words,
or a clause the evidence does not restate, is not."""

from __future__ import annotations

import pytest

from ragmeter.judges.offline.quantifiers import quantifier_conflict, quantifiers

SCHOOL = {
    "en": [
        "All students must wear a uniform.",
        "Some classes use tablets.",
        "Only seniors may leave the campus at lunch.",
    ],
    "ko": [
        "모든 학생은 교복을 입어야 한다.",
        "일부 수업에서는 태블릿을 사용한다.",
        "3학년 학생만 점심시간에 외출할 수 있다.",
    ],
    "zh": ["所有学生都必须穿校服。", "部分课程使用平板电脑。", "只有高三学生可以在午休时间离开校园。"],
    "de": [
        "Alle Schülerinnen und Schüler müssen eine Schuluniform tragen.",
        "Einige Klassen nutzen Tablets.",
        "Nur die Abschlussklassen dürfen in der Mittagspause das Schulgelände verlassen.",
    ],
    "fr": [
        "Tous les élèves doivent porter un uniforme.",
        "Certaines classes utilisent des tablettes.",
        "Seuls les élèves de terminale peuvent quitter l'établissement à midi.",
    ],
    "es": [
        "Todos los alumnos deben llevar uniforme.",
        "Algunas clases usan tabletas.",
        "Solo los alumnos de bachillerato pueden salir del centro a la hora del almuerzo.",
    ],
}

CONFLICTS = [
    ("en", "All classes use tablets."),
    ("en", "All students may leave the campus at lunch."),
    ("en", "No student has to wear a uniform."),
    ("en", "Only seniors have to wear a uniform."),
    ("ko", "모든 수업에서 태블릿을 사용합니다."),
    ("ko", "모든 학생이 점심시간에 외출할 수 있습니다."),
    ("zh", "所有课程都使用平板电脑。"),
    ("zh", "所有学生都可以在午休时间离开校园。"),
    ("de", "Alle Klassen nutzen Tablets."),
    ("de", "Alle Schülerinnen und Schüler dürfen in der Mittagspause das Schulgelände verlassen."),
    ("fr", "Toutes les classes utilisent des tablettes."),
    ("fr", "Tous les élèves peuvent quitter l'établissement à midi."),
    ("es", "Todas las clases usan tabletas."),
    ("es", "Todos los alumnos pueden salir del centro a la hora del almuerzo."),
]

AGREEMENTS = [
    ("en", "Every student must wear a uniform."),
    ("en", "Some classes use tablets."),
    ("en", "Seniors may leave the campus at lunch."),
    ("en", "Students must wear a uniform."),
    ("ko", "학생은 모두 교복을 입어야 합니다."),
    ("zh", "全体学生都必须穿校服。"),
    ("de", "Jeder Schüler muss eine Schuluniform tragen."),
    ("fr", "Chaque élève doit porter un uniforme."),
    ("es", "Cada alumno debe llevar uniforme."),
]


@pytest.mark.parametrize(("lang", "claim"), CONFLICTS)
def test_a_quantifier_the_evidence_contradicts_is_a_conflict(lang: str, claim: str) -> None:
    assert quantifier_conflict(claim, SCHOOL[lang]) is not None


@pytest.mark.parametrize(("lang", "claim"), AGREEMENTS)
def test_the_same_quantifier_in_other_words_is_no_conflict(lang: str, claim: str) -> None:
    assert quantifier_conflict(claim, SCHOOL[lang]) is None


def test_all_of_one_set_against_some_of_another_is_no_conflict() -> None:
    # "what some juniors do" says nothing of all seniors
    assert quantifier_conflict("All seniors wear a blazer.", ["Some juniors wear a blazer."]) is None


def test_no_as_an_answer_or_a_bound_is_no_quantifier() -> None:
    assert quantifiers("No, it opens at nine.").found == ()
    assert quantifiers("Take no more than four tablets.").found == ()
    assert quantifiers("3학년 학생만 외출할 수 있다.").found == (("only", "만"),)
    assert quantifiers("하지만 5만 원이다.").found == ()


#: a stated share of the set is a quantifier by its value
REMOTE = {
    "en": (
        "20% of the employees work remotely.",
        "Most employees work remotely.",
        "80% of the employees work remotely.",
    ),
    "de": (
        "20 % der Mitarbeiter arbeiten von zu Hause.",
        "Die meisten Mitarbeiter arbeiten von zu Hause.",
        "80 % der Mitarbeiter arbeiten von zu Hause.",
    ),
    "fr": (
        "20 % des employés travaillent à domicile.",
        "La plupart des employés travaillent à domicile.",
        "80 % des employés travaillent à domicile.",
    ),
    "es": (
        "El 20 % de los empleados trabaja desde casa.",
        "La mayoría de los empleados trabaja desde casa.",
        "El 80 % de los empleados trabaja desde casa.",
    ),
    "ko": (
        "직원의 20%가 재택근무를 한다.",
        "직원 대부분이 재택근무를 한다.",
        "직원의 80%가 재택근무를 한다.",
    ),
    "zh": ("20%的员工在家工作。", "大多数员工在家工作。", "80%的员工在家工作。"),
}


@pytest.mark.parametrize("lang", sorted(REMOTE))
def test_most_against_a_share_below_half_is_a_conflict(lang: str) -> None:
    low, most, high = REMOTE[lang]
    assert quantifier_conflict(most, [low]) is not None
    assert quantifier_conflict(most, [high]) is None  # 80 % are most


def test_all_or_none_against_a_stated_share_is_a_conflict() -> None:
    low, _, high = REMOTE["en"]
    assert quantifier_conflict("All employees work remotely.", [high]) is not None
    assert quantifier_conflict("No employees work remotely.", [low]) is not None
    assert (
        quantifier_conflict("All employees work remotely.", ["100% of the employees work remotely."]) is None
    )
    # most of a set where the evidence says all of it is true; some where it says most, too
    assert quantifier_conflict("Most employees work remotely.", ["All employees work remotely."]) is None
    assert quantifier_conflict("Some employees work remotely.", ["Most employees work remotely."]) is None
