"""Judge version 33, read from new fresh sets (BY, CA); each phenomenon has the reading a
careful reader accepts and one with a value changed:

* an exception with a state of its own ("$12 per day, except spouses, who are added free
  of charge"): the rest are charged, the excepted thing is free;
* a bare yes or no ("Nein.", "아니요.", "不用。") is said with its question, as the
  English "No." always was, and set aside with its reason;
* a week said as one clause of days beside clauses of times ("Du lundi au samedi, à 10 h
  et à 14 h"), a Chinese rest of the week with its noun ("其他日子"), "there is none on
  Mondays" of a thing excepted on Mondays;
* a trip said to go to the place the evidence has it leave ("the last bus to London"
  against "the last departure from London Victoria"), in six languages;
* the times after an exception in its own segment are the rule's ("open every day except
  Sunday from 8:00 to 19:00" against "open only on Sundays, from 8:00 to 19:00");
* "at the latest" bounds a date or a time the other way from "after"; a claim's clock
  time something ends at against the evidence's "from" it;
* "keinen Zutritt" denies admission; a compound's head names what the document is about;
* a title said as a statement ("Owen Clarke works as a nurse" of "nurse Owen Clarke");
* "all patients" against "patients who bring a referral" (a set cut by a clause or
  "with", in five languages); "every day, Mondays included" with the rule's times after;
* returned damaged against undamaged (a state of its own, six languages);
* declining to guess, or saying any answer would be a guess, is part of a refusal, and so
  is what one's own sources describe (with no value in it);
* an indefinite clause is no bare answer to a yes/no question."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon, score
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.direction import direction_conflict
from ragmeter.judges.offline.route import destination_conflict, destinations
from ragmeter.text.claims import claim_split
from ragmeter.text.discourse import Aside
from ragmeter.text.excepted import ExceptionReading, exception_reading, split_poles
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED
C = Label.CONTRADICTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_DRIVER = "A second driver can be added for $12 per day, except spouses, who are added free of charge."
_FEES = "Des frais de 8 € sont demandés par objet, sauf pour les portefeuilles et les papiers d'identité, rendus gratuitement."


def test_an_exception_with_a_state_of_its_own() -> None:
    assert split_poles(_DRIVER) is not None
    # a Chinese or Korean exception frames the rule's own clause: no split
    assert split_poles("博物馆位于市中心，除周一外每天开放。") is None
    assert exception_reading("Any other second driver costs $12 a day.", _DRIVER) is ExceptionReading.AGREES
    assert exception_reading("Any other second driver is free.", _DRIVER) is ExceptionReading.CONFLICTS
    said = "Les portefeuilles et les papiers d'identité sont rendus sans frais."
    assert exception_reading(said, _FEES) is ExceptionReading.AGREES
    assert exception_reading("Les portefeuilles sont payants.", _FEES) is ExceptionReading.CONFLICTS


@pytest.mark.parametrize(
    ("answer", "reply"),
    [
        ("Nein. Das Museum ist montags zu.", "Nein."),
        ("아니요. 지갑은 무료로 돌려줍니다.", "아니요."),
        ("不用。钱包免费归还。", "不用。"),
        ("Non. Les portefeuilles sont rendus gratuitement.", "Non."),
        ("No. The museum is closed on Mondays.", "No."),
    ],
)
def test_a_bare_yes_or_no_is_set_aside(answer: str, reply: str) -> None:
    split = claim_split(answer)
    assert reply not in split.claims and len(split.claims) == 1
    assert [a.kind for a in split.set_aside] == [Aside.REPLY]
    # ... while a yes or no with something said after it keeps what it says
    assert claim_split("Sí, dos veces.").claims == ("Dos veces.",)


_VISITS = "La coopérative organise des visites de sa cave tous les jours sauf le dimanche, à 10 h et à 14 h. La visite dure une heure."
_RINK = "雪峰溜冰场除周二外每天下午三点到六点开放公众滑冰。门票成人60元。"
_TOUR = "The Alder Farm dairy tour runs every day except Monday, starting at 2 pm. The tour costs $14."


@pytest.mark.parametrize(
    ("context", "answer", "label"),
    [
        (_VISITS, "Du lundi au samedi, à 10 h et à 14 h.", S),
        (_VISITS, "Du lundi au samedi, à 11 h et à 14 h.", C),
        (_RINK, "不可以，周二不开放公众滑冰，其他日子每天都开放。", S),
        (_RINK, "不可以，周三不开放公众滑冰，其他日子每天都开放。", C),
        (_TOUR, "There is none on Mondays.", S),
        (_TOUR, "There is one on Mondays.", C),
        ("Die Führung findet täglich außer montags um 14 Uhr statt.", "Montags gibt es keine.", S),
        ("Die Führung findet täglich außer montags um 14 Uhr statt.", "Montags gibt es eine.", C),
    ],
)
def test_a_week_said_another_way(judge: OfflineJudge, context: str, answer: str, label: Label) -> None:
    assert answer_label(judge, answer, context) is label


_BUS = {
    "en": (
        "The first bus leaves Oxford Gloucester Green at 23:15 and the last one at 3:45; in the other direction, the last departure from London Victoria is at 4:10.",
        "The last bus to London leaves at 4:10.",
        "The last bus from London leaves at 4:10.",
    ),
    "de": (
        "Der erste Bus fährt um 23:15 Uhr am Potsdamer Hauptbahnhof ab, der letzte um 3:45 Uhr; in der Gegenrichtung fährt der letzte Bus um 4:10 Uhr am Bahnhof Berlin Zoologischer Garten ab.",
        "Der letzte Bus nach Berlin fährt um 4:10 Uhr.",
        "Der letzte Bus fährt um 4:10 Uhr in Berlin ab.",
    ),
    "fr": (
        "Le premier bus part de la gare de Versailles-Chantiers à 23 h 15 et le dernier à 3 h 45 ; dans l'autre sens, le dernier départ de Paris-Montparnasse a lieu à 4 h 10.",
        "Le dernier bus vers Paris part à 4 h 10.",
        "Le dernier bus part de Paris à 4 h 10.",
    ),
    "es": (
        "El primer autobús sale de la estación de Toledo a las 23:15 y el último a las 3:45; en sentido contrario, la última salida desde la Plaza Elíptica de Madrid es a las 4:10.",
        "El último autobús hacia Madrid sale a las 4:10.",
        "El último autobús sale de Madrid a las 4:10.",
    ),
    "ko": (
        "부평역에서 첫차는 23시 15분, 막차는 새벽 3시 45분에 출발하고, 반대 방향인 서울역 출발 막차는 새벽 4시 10분이다.",
        "서울역으로 가는 막차는 새벽 4시 10분에 출발합니다.",
        "서울역에서 출발하는 막차는 새벽 4시 10분입니다.",
    ),
    "zh": (
        "廊坊站首班车23:15发车，末班车凌晨3:45发车；反方向从北京站发出的末班车为凌晨4:10。",
        "开往北京的末班车是凌晨4:10。",
        "从北京站发出的末班车是凌晨4:10。",
    ),
}


@pytest.mark.parametrize("lang", sorted(_BUS))
def test_a_trip_to_the_place_it_leaves(lang: str) -> None:
    premise, wrong, right = _BUS[lang]
    assert destinations(wrong)
    assert destination_conflict(wrong, [premise]) is not None
    assert destination_conflict(right, [premise]) is None


def test_a_trip_from_the_place_it_leaves_stays_supported(judge: OfflineJudge) -> None:
    context = "The N7 night bus links Oxford with London every night. " + _BUS["en"][0]
    assert answer_label(judge, "The last bus from London leaves at 4:10.", context) is S
    assert answer_label(judge, "The last bus to Oxford leaves London at 4:10.", context) is S
    assert answer_label(judge, "The last bus to London leaves at 4:10.", context) is C


_CLINIC = "Riverside Veterinary Clinic on Elm Avenue is headed by Dr Priya Shah. The clinic is open every day except Sunday from 8:00 to 19:00, and an emergency phone line is staffed around the clock."


def test_times_after_an_exception_are_the_rules(judge: OfflineJudge) -> None:
    assert answer_label(judge, "The clinic is open only on Sundays, from 8:00 to 19:00.", _CLINIC) is C
    assert answer_label(judge, "The clinic is open Monday to Saturday, from 8:00 to 19:00.", _CLINIC) is S
    # a value said after the exception's segment is the excepted thing's own
    assert (
        answer_label(
            judge,
            "The attic room costs €20 a night.",
            "All rooms cost €30 a night except the attic room, which costs €20.",
        )
        is S
    )


@pytest.mark.parametrize(
    ("claim", "premise", "conflict"),
    [
        (
            "Les inscriptions ouvrent après le 31 mai.",
            "Les équipages doivent s'inscrire au plus tard le 31 mai.",
            True,
        ),
        (
            "Les inscriptions ferment le 31 mai.",
            "Les équipages doivent s'inscrire au plus tard le 31 mai.",
            False,
        ),
        (
            "Las inscripciones se abren después del 31 de mayo.",
            "Las tripulaciones deben inscribirse como muy tarde el 31 de mayo.",
            True,
        ),
        ("Check-in ends at 14:00.", "Check-in is from 14:00, and check-out is by 11:00.", True),
        ("Check-in starts at 14:00.", "Check-in is from 14:00, and check-out is by 11:00.", False),
        # (of the evidence, a start or an end is no bound: another event may start when one ends)
        ("The pool is open until 18:00.", "The pool closes when the aqua-fit class starts at 18:00.", False),
        (
            "Cancel no later than 14 days before the course.",
            "Cancel at least 14 days before the course.",
            False,
        ),
        ("Die Anreise endet um 14 Uhr.", "Die Anreise ist ab 14 Uhr möglich.", True),
        ("Die Anreise beginnt um 14 Uhr.", "Die Anreise ist ab 14 Uhr möglich.", False),
    ],
)
def test_bounds_of_dates_and_clock_times(claim: str, premise: str, conflict: bool) -> None:
    assert (direction_conflict(canon(claim), [canon(premise)]) is not None) is conflict


_NIGHT = "Das Naturkundemuseum Hallberg veranstaltet am Freitag, dem 7. November 2025, seine „Lange Nacht“. Karten kosten 16 € für Erwachsene; Kinder unter 12 Jahren haben keinen Zutritt."
_WORKSHOP = "Der Fotoworkshop „Lichtwerk“ findet vom 5. bis 7. September 2025 in Berlin statt. Teilnehmende brauchen eine Kamera mit manueller Belichtungseinstellung; Smartphones sind nicht zugelassen."


def test_no_admission_and_the_head_of_a_compound(judge: OfflineJudge) -> None:
    assert answer_label(judge, "Kinder unter 12 Jahren dürfen zur Langen Nacht mitkommen.", _NIGHT) is C
    assert answer_label(judge, "Kinder unter 12 Jahren haben keinen Zutritt zur Langen Nacht.", _NIGHT) is S
    assert answer_label(judge, "Smartphones sind im Workshop zugelassen.", _WORKSHOP) is C
    assert answer_label(judge, "Im Workshop sind Smartphones verboten.", _WORKSHOP) is S


@pytest.mark.parametrize(
    "answer",
    [
        "Unfortunately, the information I have covers only the show itself and the ticket prices; it says nothing about parking. I'd rather not guess, so I can't give you an answer on this.",
        "아쉽게도 제가 가진 정보는 상영 시간과 관람료에 관한 내용뿐이고, 주차 시설에 대해서는 아무 언급이 없습니다. 추측으로 말씀드릴 수는 없어서 이 부분은 답변드리기 어렵습니다.",
        "很遗憾，我手头的资料完全没有提到停车情况。我不想凭猜测给您答复，所以这个问题我无法回答。",
        "Zu Parkmöglichkeiten steht darin nichts. Raten möchte ich nicht, deshalb kann ich Ihnen dazu keine Auskunft geben.",
        "La información de la que dispongo no dice nada sobre el aparcamiento. Prefiero no dar una respuesta a ciegas, así que no puedo ayudarte con esto.",
    ],
)
def test_declining_to_guess_is_part_of_a_refusal(answer: str) -> None:
    assert is_refusal(answer)


def test_a_guess_declined_but_given_is_an_answer() -> None:
    assert not is_refusal("I'd rather not guess, but it is probably open until 5 pm.")


def test_an_indefinite_clause_is_no_bare_answer_to_a_yes_no_question() -> None:
    question = "Can I wait in the lounge while my dog is being operated on?"
    off = score(
        "answer_relevancy",
        {"question": question, "answer": "A standard check-up costs £45.", "contexts": ["x"]},
    )
    on = score(
        "answer_relevancy",
        {
            "question": question,
            "answer": "Yes, you can wait in the lounge during short treatments.",
            "contexts": ["x"],
        },
    )
    assert off < 0.5 <= on


_VET = "Riverside Veterinary Clinic on Elm Avenue is headed by Dr Priya Shah, and nurse Owen Clarke is in charge of the recovery ward. The clinic is open every day."
_SALON = "Der Tierpflegesalon Wuschelzeit frisiert Hunde und Katzen. Inhaberin Sabine Vogt übernimmt das gesamte Scheren, während ihr Mitarbeiter Lukas Dietrich für Baden und Föhnen zuständig ist."


@pytest.mark.parametrize(
    ("context", "answer", "label"),
    [
        (_VET, "Owen Clarke works as a nurse at the clinic.", S),
        (_VET, "Owen Clarke, who works as a nurse at the clinic, is in charge of the recovery ward.", S),
        (_VET, "Priya Shah works as a nurse at the clinic.", Label.UNSUPPORTED),
        (_VET, "Owen Clarke works as a nurse at the hospital.", Label.UNSUPPORTED),
        (_SALON, "Sabine Vogt ist die Inhaberin des Salons.", S),
        (_SALON, "Lukas Dietrich ist der Inhaber des Salons.", C),
    ],
)
def test_a_title_said_as_a_statement(judge: OfflineJudge, context: str, answer: str, label: Label) -> None:
    assert answer_label(judge, answer, context) is label


_PHYSIO = "Northside Physio is a physiotherapy practice. Patients who bring a doctor's referral get 10% off every session. The practice is open weekdays."


@pytest.mark.parametrize(
    ("context", "answer", "label"),
    [
        (_PHYSIO, "All patients get 10% off every session.", C),
        (_PHYSIO, "Every patient gets 10% off.", C),
        (_PHYSIO, "All patients who bring a referral get 10% off every session.", S),
        (_PHYSIO, "Patients with a doctor's referral get 10% off every session.", S),
        (
            "All patients get 10% off, and patients who bring a referral get 20% off.",
            "All patients get 10% off.",
            S,
        ),
        (
            "Patienten mit ärztlicher Verordnung erhalten auf jede Behandlung 10 % Rabatt.",
            "Alle Patienten erhalten auf jede Behandlung 10 % Rabatt.",
            C,
        ),
        ("持有医生转诊单的患者每次治疗可享受九折优惠。", "所有患者每次治疗都可享受九折优惠。", C),
        # a German genitive is no cut of the set
        (
            "Mitglieder der Bibliothek zahlen keine Gebühr.",
            "Alle Mitglieder zahlen keine Gebühr.",
            Label.UNSUPPORTED,
        ),
    ],
)
def test_all_against_a_set_cut_by_a_clause(
    judge: OfflineJudge, context: str, answer: str, label: Label
) -> None:
    assert answer_label(judge, answer, context) is label


@pytest.mark.parametrize(
    ("claim", "sentence", "reading"),
    [
        (
            "Das Griffwerk hat jeden Tag geöffnet, auch montags, jeweils von 7 bis 22 Uhr.",
            "Die Halle ist täglich außer montags von 7 bis 22 Uhr geöffnet.",
            ExceptionReading.CONFLICTS,
        ),
        (
            "Le Bloc du Canal est ouvert tous les jours, lundi compris, de 7 h à 22 h.",
            "Le Bloc du Canal est ouvert tous les jours sauf le lundi, de 7 h à 22 h.",
            ExceptionReading.CONFLICTS,
        ),
        (
            "Presa Libre abre todos los días, lunes incluido, de 7:00 a 22:00.",
            "Presa Libre abre todos los días excepto los lunes, de 7:00 a 22:00.",
            ExceptionReading.CONFLICTS,
        ),
        (
            "Le Bloc du Canal est fermé le lundi.",
            "Le Bloc du Canal est ouvert tous les jours sauf le lundi, de 7 h à 22 h.",
            ExceptionReading.AGREES,
        ),
        # a value in a relative clause after the exception is the excepted thing's own
        (
            "The attic room costs €20 a night.",
            "All rooms cost €30 a night, except the attic room, which costs €20.",
            ExceptionReading.AGREES,
        ),
    ],
)
def test_the_rules_times_after_an_exception(claim: str, sentence: str, reading: ExceptionReading) -> None:
    assert exception_reading(claim, sentence, frozenset({"griffwerk"})) is reading


_DEPOSIT = "Renters must be at least 18 and leave a £200 deposit, which is refunded when the bike is returned undamaged."


@pytest.mark.parametrize(
    ("context", "answer", "label"),
    [
        (_DEPOSIT, "The £200 deposit is refunded when the bike is returned undamaged.", S),
        (_DEPOSIT, "The £200 deposit is refunded when the bike is returned damaged.", C),
        (
            "租车人必须年满18岁，并交纳500元押金，车辆归还时无损坏即可退还押金。",
            "车辆归还时有损坏，就可以退还500元押金。",
            C,
        ),
        (
            "Les locataires doivent verser une caution de 200 €, remboursée lorsque le vélo est rendu sans dommage.",
            "La caution de 200 € est remboursée lorsque le vélo est rendu endommagé.",
            C,
        ),
    ],
)
def test_returned_damaged_against_undamaged(
    judge: OfflineJudge, context: str, answer: str, label: Label
) -> None:
    assert answer_label(judge, answer, context) is label


@pytest.mark.parametrize(
    "answer",
    [
        "I'm sorry, but I can't give you a listener figure. The information I have describes the station's frequency and its founding year; it says nothing about the size of the audience, so any number I gave you would only be a guess.",
        "很抱歉，我无法告诉您听众人数。我手头的资料介绍了电台的播出频率和成立年份，但完全没有提到听众规模，所以无论我说出什么数字，都只是猜测。还请您谅解。",
        "Das tut mir leid, aber eine Hörerzahl kann ich Ihnen nicht nennen. Jede Zahl, die ich nennen würde, wäre deshalb nur geraten.",
        "Je suis désolé, mais je ne peux pas vous donner de chiffre d'audience. Les informations dont je dispose décrivent la fréquence de la station ; elles ne disent rien du nombre d'auditeurs.",
        "Lo siento, pero no puedo darle una cifra de oyentes. La información de la que dispongo describe la frecuencia de la emisora; no dice nada sobre la audiencia, y cualquier número que le diera sería una simple suposición.",
    ],
)
def test_what_any_answer_would_be_is_part_of_a_refusal(answer: str) -> None:
    assert is_refusal(answer)


def test_what_the_sources_describe_with_a_value_is_an_answer() -> None:
    assert not is_refusal(
        "La información de la que dispongo indica que cuesta 20 €, pero no dice nada del aparcamiento."
    )
