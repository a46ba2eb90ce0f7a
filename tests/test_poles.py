"""The fast path with states read as poles (judges/offline/poles.py): a claim is plainly
present when a premise clause gives its states the same pole in other words ("closed" =
"does not open", "nicht erlaubt" = "verboten") and has its other content; the claim's
subject may stand in the sentence before when the clause names no subject of its own."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Decider, Label
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.poles import pole_restated
from ragmeter.judges.offline.verify import Verifier

FR_MUSEUM = "Le musée municipal ouvre à 9 h 30 et ferme à 17 h, du mardi au dimanche. Il est fermé le lundi."
ES_MUSEUM = "El museo abre a las 9:30 y cierra a las 17:00, de martes a domingo. Los lunes está cerrado."
KO_MUSEUM = "시립박물관은 화요일부터 일요일까지 문을 연다. 월요일은 휴관이다."


@pytest.mark.parametrize(
    ("claim", "premise"),
    [
        ("The office is closed on public holidays.", "On public holidays the office does not open."),
        ("Smoking is not allowed in the rooms.", "Smoking is forbidden in the rooms."),
        ("Le musée n'ouvre pas le lundi.", FR_MUSEUM),
        ("El museo no abre los lunes.", ES_MUSEUM),
        ("박물관은 월요일에 문을 열지 않습니다.", KO_MUSEUM),
        (
            "Las mascotas no están permitidas en las habitaciones.",
            "Se prohíben las mascotas en las habitaciones.",
        ),
        ("客房内不允许携带宠物。", "客房内禁止携带宠物。"),
    ],
)
def test_a_state_in_other_words_is_plainly_present(claim: str, premise: str) -> None:
    p = Premise([premise])
    assert pole_restated(p.align(claim)) is not None
    got = Verifier().verify(claim, p)
    assert got.label is Label.SUPPORTED and got.cause is not None and got.cause.decider is Decider.FAST_PATH
    assert "its state said another way" in got.reason


@pytest.mark.parametrize(
    ("claim", "premise"),
    [
        # the other pole
        ("The office is open on public holidays.", "On public holidays the office does not open."),
        ("El museo abre los lunes.", ES_MUSEUM),
        # another subject in the clause that has the pole
        ("The museum is closed on Mondays.", "The museum opens at 9. The café is closed on Mondays."),
        # content the clause does not have
        (
            "The office is closed on public holidays and Sundays.",
            "On public holidays the office does not open.",
        ),
        # a subject found nowhere
        (
            "Die Bibliothek ist montags nicht geöffnet.",
            "Das Museum öffnet um 9 Uhr. Montags ist es geschlossen.",
        ),
    ],
)
def test_another_pole_subject_or_content_is_not(claim: str, premise: str) -> None:
    assert pole_restated(Premise([premise]).align(claim)) is None


def test_every_with_an_exception_does_not_widen_the_premise() -> None:
    from ragmeter.judges.offline.scope import scope_word

    premise = Premise(["The store opens Monday through Saturday and is closed on Sundays."])
    claim = "The store is open every day except Sunday."
    assert scope_word(claim, premise.align(claim)) is None
    # "only" still restricts, exception or not
    only = "Only members may enter, except on Sundays."
    assert scope_word(only, Premise(["Members may enter, except on Sundays."]).align(only)) == "only"


def test_a_state_verb_is_a_pole_for_the_conflict_check_too() -> None:
    got = Verifier().verify("Las mascotas están permitidas.", Premise(["Se prohíben las mascotas."]))
    assert got.label is Label.CONTRADICTED
