"""Not every sentence is a claim (issue 21, item 3): openers, closing courtesies,
questions back to the user, standalone hedges and attributions are not judged, in six
languages; a relative clause stays with its subject; what was set aside is said.

The quoted cases come from the issue; the others were written from the phenomena.
"""

from __future__ import annotations

import pytest

from ragmeter.judges.base import JudgeTask
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.claims import claim_split, claims
from ragmeter.text.discourse import Aside, aside_kind, strip_frame


# ---------------------------------------------------------------- the issue's cases
@pytest.mark.parametrize(
    ("answer", "claim", "kind"),
    [
        ("Sure! The museum opens at 9.", "The museum opens at 9.", Aside.OPENER),
        (
            "Great question! Canberra is the capital of Australia.",
            "Canberra is the capital of Australia.",
            Aside.OPENER,
        ),
        ("Happy to help. The fee is $5.", "The fee is $5.", Aside.OPENER),
        (
            "Based on the provided information, express delivery costs $15.",
            "Express delivery costs $15.",
            Aside.ATTRIBUTION,
        ),
        (
            "According to the policy, employees may work remotely up to three days per week.",
            "Employees may work remotely up to three days per week.",
            Aside.ATTRIBUTION,
        ),
        ("Loans last three weeks. Would you like to know more?", "Loans last three weeks.", Aside.QUESTION),
        (
            "Loans last three weeks. Let me know if you need anything else.",
            "Loans last three weeks.",
            Aside.CLOSER,
        ),
    ],
)
def test_the_issues_openers_attributions_and_questions_are_not_claims(
    answer: str, claim: str, kind: Aside
) -> None:
    split = claim_split(answer)
    assert split.claims == (claim,)
    assert [a.kind for a in split.set_aside] == [kind]
    assert kind.value in split.note() and "1 part(s)" in split.note()


def test_the_issues_relative_clause_gives_two_sensible_claims() -> None:
    assert claims("Omar Haddad founded Brightwater Kayaks, which is based in Portland, Maine.") == [
        "Omar Haddad founded Brightwater Kayaks.",
        "Brightwater Kayaks is based in Portland, Maine.",
    ]


# ---------------------------------------------------------------- six languages, from the phenomena
@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Of course!", Aside.OPENER),
        ("Thanks for asking!", Aside.OPENER),
        ("Hope this helps!", Aside.CLOSER),
        ("Have a great day.", Aside.CLOSER),
        ("Feel free to ask if anything is unclear.", Aside.CLOSER),
        ("I might be wrong.", Aside.HEDGE),
        ("Shall I look up the opening hours as well?", Aside.QUESTION),
        ("알겠습니다!", Aside.OPENER),
        ("더 궁금한 점이 있으시면 언제든지 물어보세요.", Aside.CLOSER),
        ("예약 방법도 알려 드릴까요?", Aside.QUESTION),
        ("没问题！", Aside.OPENER),
        ("如有其他问题，请随时告诉我。", Aside.CLOSER),
        ("您还想了解价格吗？", Aside.QUESTION),
        ("Gern geschehen!", Aside.CLOSER),
        ("Sehr gute Frage!", Aside.OPENER),
        ("Soll ich auch die Preise nennen?", Aside.QUESTION),
        ("Avec plaisir !", Aside.OPENER),
        ("N'hésitez pas si vous avez d'autres questions.", Aside.CLOSER),
        ("Souhaitez-vous connaître les tarifs ?", Aside.QUESTION),
        ("¡Con mucho gusto!", Aside.OPENER),
        ("No dudes en escribirme si tienes más dudas.", Aside.CLOSER),
        ("¿Te indico también los precios?", Aside.QUESTION),
    ],
)
def test_talk_around_the_answer_is_set_aside_in_six_languages(sentence: str, kind: Aside) -> None:
    assert aside_kind(sentence) is kind


@pytest.mark.parametrize(
    ("sentence", "statement"),
    [
        ("As stated in the handbook, refunds take 5 days.", "Refunds take 5 days."),
        ("The documents say that the pool closes at 8 pm.", "The pool closes at 8 pm."),
        ("To my knowledge, the pool closes at 8 pm.", "The pool closes at 8 pm."),
        ("안내문에 따르면 수영장은 오후 8시에 닫습니다.", "수영장은 오후 8시에 닫습니다."),
        ("제가 알기로는 수영장은 오후 8시에 닫습니다.", "수영장은 오후 8시에 닫습니다."),
        ("根据规定，游泳池晚上8点关门。", "游泳池晚上8点关门。"),
        ("据我所知，游泳池晚上8点关门。", "游泳池晚上8点关门。"),
        ("Laut Hausordnung schließt das Bad um 20 Uhr.", "Das Bad schließt um 20 Uhr."),
        ("Meines Wissens schließt das Bad um 20 Uhr.", "Das Bad schließt um 20 Uhr."),
        ("Selon le règlement, la piscine ferme à 20 h.", "La piscine ferme à 20 h."),
        ("Si je ne me trompe pas, la piscine ferme à 20 h.", "La piscine ferme à 20 h."),
        ("De acuerdo con el reglamento, la piscina cierra a las 20:00.", "La piscina cierra a las 20:00."),
        ("Hasta donde sé, la piscina cierra a las 20:00.", "La piscina cierra a las 20:00."),
    ],
)
def test_an_attribution_or_hedge_in_front_is_removed_and_the_statement_kept(
    sentence: str, statement: str
) -> None:
    rest, removed = strip_frame(sentence)
    assert rest == statement
    assert len(removed) == 1 and removed[0].kind in (Aside.ATTRIBUTION, Aside.HEDGE)


@pytest.mark.parametrize(
    "sentence",
    [
        "The museum opens at 9.",
        "Sure-footed hikers can take the ridge trail.",  # "sure" inside a word
        "Thanksgiving is a holiday in November.",
        "From Monday to Friday, the pool opens at 7.",  # a time frame, not a source
        "Based in Portland, the company sells kayaks.",  # "based in", not "based on"
        "네이버에서 예약할 수 있습니다.",
        "从周一到周五，游泳池早上七点开门。",
        "Nach dem Umbau hat das Bad zwei Becken.",
        "Selon les saisons, les horaires changent.",
    ],
)
def test_statements_are_left_alone(sentence: str) -> None:
    assert aside_kind(sentence) is None
    if sentence.startswith("Selon"):  # an attribution-shaped frame: the statement stays a claim
        assert claims(sentence)
        return
    assert strip_frame(sentence) == (sentence, ())


def test_a_frame_stays_when_nothing_would_remain() -> None:
    assert claims("According to the policy, yes.") == ["According to the policy, yes."]


def test_did_you_know_still_asserts_its_content() -> None:
    assert claims("Did you know that the bridge opened in 1932?") == ["The bridge opened in 1932."]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The old mill, which Jonas Berg restored in 2004, is now a museum.",
            ["The old mill is now a museum.", "Jonas Berg restored the old mill in 2004."],
        ),
        (
            "Lena bought the cafe, which she had visited as a child.",
            ["Lena bought the cafe.", "She had visited the cafe as a child."],
        ),
        (
            "The ferry, which leaves at 8, reaches Oslo at noon.",
            ["The ferry reaches Oslo at noon.", "The ferry leaves at 8."],
        ),
        (
            "Clara Roux dirige Les Ateliers Nord, qui sont installés à Lille.",
            ["Clara Roux dirige Les Ateliers Nord.", "Les Ateliers Nord sont installés à Lille."],
        ),
        (
            "Pablo Soto abrió Café Lumbre, que está en la plaza mayor.",
            ["Pablo Soto abrió Café Lumbre.", "Café Lumbre está en la plaza mayor."],
        ),
        # an object relative with a noun subject ("que la familia abrió") stays whole
        (
            "Pablo trabaja en Café Lumbre, que la familia abrió en 1990.",
            ["Pablo trabaja en Café Lumbre, que la familia abrió en 1990."],
        ),
        # no name or pronoun subject to rewrite around: the sentence stays whole
        (
            "The tower, which the city rebuilt in 1950, is open daily.",
            ["The tower, which the city rebuilt in 1950, is open daily."],
        ),
    ],
)
def test_relative_clauses_stay_with_their_subject(sentence: str, expected: list[str]) -> None:
    assert claims(sentence) == expected


def test_set_aside_parts_are_said_in_the_reason_not_dropped_silently() -> None:
    judge = OfflineJudge()
    task = JudgeTask(
        "When does the pool open?",
        "Great question! According to the timetable, the pool opens at 7 am. Would you like the prices too?",
        ("The pool opens at 7 am on weekdays.",),
        answer_vs_contexts=True,
    )
    verdicts = judge.judge(task).answer_vs_contexts
    assert verdicts is not None and len(verdicts) == 1
    assert verdicts[0].supported
    reason = verdicts[0].reason
    assert reason.startswith("[3 part(s) of the text not judged as claims:")
    for part in ("'Great question!' (polite opener)", "'According to the timetable' (attribution)"):
        assert part in reason
    assert "(question to the user)" in reason


def test_an_answer_of_pure_courtesy_has_no_claim() -> None:
    split = claim_split("Sure! Happy to help. Is there anything else you would like to know?")
    assert split.claims == ()
    assert len(split.set_aside) == 3


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # a yes or a no in front answers the question; the statement after it is the claim
        ("Nein, sonntags ist die Apotheke geschlossen.", ["Sonntags ist die Apotheke geschlossen."]),
        ("Non, la pharmacie est fermée le dimanche.", ["La pharmacie est fermée le dimanche."]),
        ("Sí, el museo abre los lunes.", ["El museo abre los lunes."]),
        ("아니요, 약국은 일요일에 문을 닫습니다.", ["약국은 일요일에 문을 닫습니다."]),
        ("是的，申请人必须提交托福成绩。", ["申请人必须提交托福成绩。"]),
        ("能，本保险承保水管爆裂造成的损失。", ["本保险承保水管爆裂造成的损失。"]),
        # two openers in a row ("Yes, let me tell you!") are no claim either
        ("네, 안내해 드릴게요! 7번 버스 요금은 1,500원입니다.", ["7번 버스 요금은 1,500원입니다."]),
        # "Si" opening a condition is no answer word
        ("Si le musée ouvre, nous irons.", ["Si le musée ouvre, nous irons."]),
    ],
)
def test_a_yes_or_no_in_front_is_not_part_of_the_claim(answer: str, expected: list[str]) -> None:
    assert claims(answer) == expected
