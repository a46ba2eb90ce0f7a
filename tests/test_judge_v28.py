"""Judge version 28, read from new fresh sets (BH, BI, BJ) and the exceptions the read sets
showed; each phenomenon has the reading a careful reader accepts and one with a value
changed:

* "only" with the other pole is an exception said the other way ("只有周一不开放" of "除周一外
  每天开放"; the premise's days must be the same, not more);
* a claim of the rest ("其他时候每天都开门", "All the other rooms are air-conditioned") agrees
  with the sentence that excepts, or conflicts where it gives the rest the other pole;
* a Spanish exception said inside its clause ("Todas menos la sala Bodega están ...");
* French "point" after "ne ... pas" is a noun ("n'ont pas de point d'eau"), and "near" holds
  no "ne"; "ne ... rien" is one negation;
* German and English verbs in another inflection ("finden" / "findet", "shown" / "shows");
* a short answer states the clause of its reference that the question asks about ("At
  11:40 a.m. the next day." of "leaves ... at 8:15 p.m. and arrives in Denver at 11:40
  a.m. the following day"), not the other clause's value;
* a duration asked in Korean with "얼마나 기다려야 / 걸어야", a trip's starting point said
  beside a duration, and "within two hours" to "when" are direct answers."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label
from ragmeter.judges.base import JudgeTask, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.relevance import relevance
from ragmeter.text.canon import canonical
from ragmeter.text.claims import is_short
from ragmeter.text.polarity import read
from ragmeter.text.questions import QuestionType, question_type

S, C, U = Label.SUPPORTED, Label.CONTRADICTED, Label.UNSUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


MAKERSPACE = "星火创客空间每月会费为150元，单日体验票为30元。空间除周一外每天开放。"
PET_CLINIC = "安心宠物医院除春节期间外每天营业，时间为上午九点至晚上九点。"
HOTEL = "The Linden Hotel has twelve rooms. Every room except the attic room is air-conditioned."
ESCAPE = "Cada partida dura 60 minutos. Todas las salas están adaptadas para sillas de ruedas, salvo la sala Bodega."
GARDEN = "Le jardin compte 28 parcelles. Toutes les parcelles sauf les trois situées près du portail disposent d'un point d'eau."
TOURS = "Die Führung findet täglich außer sonntags um 10:30 Uhr statt."
SHOW = "The Halvorsen Planetarium shows “Rings of Saturn” every day except Monday, at 11:00 and 14:30."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("星火创客空间只有周一不开放。", MAKERSPACE, True),
        ("星火创客空间只有周一不开放。", "星火创客空间每月会费为150元。空间除周一和周二外每天开放。", False),
        ("只有春节期间不营业，其他时候每天都开门。", PET_CLINIC, True),
        ("只有春节期间不营业，其他时候每天都不开门。", PET_CLINIC, False),
        ("All the other rooms are air-conditioned.", HOTEL, True),
        ("The other rooms are not air-conditioned.", HOTEL, False),
        (
            "Alle anderen Zimmer sind klimatisiert.",
            "Alle Zimmer außer dem Dachzimmer sind klimatisiert.",
            True,
        ),
        (
            "Alle anderen Zimmer sind nicht klimatisiert.",
            "Alle Zimmer außer dem Dachzimmer sind klimatisiert.",
            False,
        ),
        ("Todas menos la sala Bodega están adaptadas para sillas de ruedas.", ESCAPE, True),
        ("Todas menos la sala Faro están adaptadas para sillas de ruedas.", ESCAPE, False),
        (
            "Seules les trois parcelles près du portail n'ont pas de point d'eau ; toutes les autres en ont un.",
            GARDEN,
            True,
        ),
        ("Les trois parcelles près du portail ont un point d'eau.", GARDEN, False),
        ("Sonntags finden keine Führungen statt.", TOURS, True),
        ("Die Führungen finden nur sonntags nicht statt.", TOURS, True),
        ("Die Führungen finden nur montags nicht statt.", TOURS, False),
        ("It is shown from Tuesday to Sunday.", SHOW, True),
        ("It is shown from Monday to Saturday.", SHOW, False),
    ],
)
def test_exceptions_said_another_way(judge: OfflineJudge, answer: str, context: str, supported: bool) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


def test_the_rest_given_the_other_pole_is_a_contradiction(judge: OfflineJudge) -> None:
    assert answer_label(judge, "The other rooms are not air-conditioned.", HOTEL) is C


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Les parcelles n'ont pas de point d'eau.", True),
        ("Only the three plots near the gate have no water point.", True),
        ("Il ne reste rien.", True),
        ("Il n'y a point de salut.", True),
        ("Il ne vient plus.", True),
        ("The plots near the gate have a water point.", False),
    ],
)
def test_french_negation_partners(text: str, negated: bool) -> None:
    assert read(text).negated is negated


NIGHT_TRAIN = {
    "en": (
        "When does the Northern Star arrive in Denver?",
        "The Northern Star leaves Chicago at 8:15 p.m. and arrives in Denver at 11:40 a.m. the following day.",
        "At 11:40 a.m. the next day.",
        "At 8:15 p.m.",
    ),
    "de": (
        "Wann kommt der Donaustern in Wien an?",
        "Der Donaustern fährt um 20:10 Uhr in Hamburg ab und kommt am nächsten Morgen um 9:35 Uhr in Wien an.",
        "Am nächsten Morgen um 9:35 Uhr.",
        "Um 20:10 Uhr.",
    ),
    "fr": (
        "À quelle heure le train de nuit arrive-t-il à Berlin ?",
        "Le train part de la gare de l'Est à 19 h 58 et arrive à Berlin le lendemain à 10 h 20.",
        "Le lendemain à 10 h 20.",
        "À 19 h 58.",
    ),
    "es": (
        "¿A qué hora llega el tren hotel Atlántico a Lisboa?",
        "El tren sale de Madrid-Chamartín a las 21:45 y llega a Lisboa a las 7:20 del día siguiente.",
        "A las 7:20 del día siguiente.",
        "A las 21:45.",
    ),
}


def _correctness(judge: OfflineJudge, question: str, answer: str, reference: str) -> float:
    got = judge.judge(
        JudgeTask(question=question, answer=answer, contexts=(), reference=reference, correctness=True)
    )
    stated = got.reference_vs_answer or ()
    return sum(v.supported for v in stated) / len(stated) if stated else 0.0


@pytest.mark.parametrize("lang", sorted(NIGHT_TRAIN))
def test_a_short_answer_states_the_clause_it_is_asked(judge: OfflineJudge, lang: str) -> None:
    question, reference, right, other_clause = NIGHT_TRAIN[lang]
    assert _correctness(judge, question, right, reference) == 1.0
    assert _correctness(judge, question, other_clause, reference) == 0.0


def test_a_short_answer_is_counted_without_function_words_and_one_clock_time() -> None:
    assert is_short("A las 7:20 del día siguiente.")
    assert is_short("Le lendemain à 10 h 20.")
    assert not is_short("El tren sale de Madrid a las 21:45 y llega a Lisboa a las 7:20 del día siguiente.")


def test_the_chinese_next_day_is_no_count_of_two() -> None:
    assert canonical("第二天早上7点50分") == canonical("次日早上7点50分")
    assert "2" not in canonical("第二天早上7点50分")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("처방전 약 받으려면 얼마나 기다려야 해요?", QuestionType.DURATION),
        ("구름재 대피소까지 가려면 얼마나 걸어야 해요?", QuestionType.DURATION),
        ("정상까지 얼마나 걸려요?", QuestionType.DURATION),
        ("입장료가 얼마예요?", QuestionType.AMOUNT),
    ],
)
def test_korean_how_long_to_wait_or_walk(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        (
            "How long is the walk up to the Granite Peak Hut?",
            "About four hours from the Cedar Creek trailhead.",
            True,
        ),
        (
            "Wie lange braucht man hinauf zur Hochalmhütte?",
            "Vom Parkplatz Talboden sind es ungefähr drei Stunden.",
            True,
        ),
        ("구름재 대피소까지 가려면 얼마나 걸어야 해요?", "오색 탐방지원센터에서 4시간쯤 걸려요.", True),
        (
            "When can I pick up a prescription my doctor phoned in?",
            "Usually within two hours of the call.",
            True,
        ),
        (
            "How long is the walk up to the Granite Peak Hut?",
            "The hut has 40 beds and serves dinner at seven.",
            False,
        ),
    ],
)
def test_direct_answers_of_how_long_and_when(question: str, answer: str, relevant: bool) -> None:
    got = relevance(question, answer)
    assert (got.score >= 0.5) is relevant, got.reason


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # a clock time given to the verb of the sentence's other clause
        (
            "The Northern Star arrives in Denver at 8:15 p.m.",
            "The Northern Star leaves Chicago at 8:15 p.m. and arrives in Denver at 11:40 a.m. the following day.",
            False,
        ),
        (
            "The Northern Star leaves Chicago at 8:15 p.m.",
            "The Northern Star leaves Chicago at 8:15 p.m. and arrives in Denver at 11:40 a.m. the following day.",
            True,
        ),
        (
            "Swimming lessons start at 7 a.m.",
            "The pool opens at 7 a.m.; swimming lessons start at 9 a.m.",
            False,
        ),
        ("The pool opens at 7 a.m.", "The pool opens at 7 a.m.; swimming lessons start at 9 a.m.", True),
        (
            "The 7:15 am ferry runs daily.",
            "The ferry leaves at 7:15 am, 11:40 am and 4:05 pm every day, and the crossing takes 55 minutes.",
            True,
        ),
        # "a.m." at the end of a claim places the time in the morning
        ("It departs from Chicago at 8:15 a.m.", "The Northern Star leaves Chicago at 8:15 p.m.", False),
        ("It departs from Chicago at 8:15 p.m.", "The Northern Star leaves Chicago at 8:15 p.m.", True),
        # what a price is per
        ("It costs $8.50 per user per year.", "The team plan costs $8.50 per user per month.", False),
        ("It costs $8.50 per user per month.", "The team plan costs $8.50 per user per month.", True),
        (
            "Es kostet 8,50 € pro Nutzer und Jahr.",
            "Das Abo kostet 8,50 € pro Nutzer und Monat, jährlich 85 € pro Nutzer und Jahr.",
            False,
        ),
        (
            "Cobra 65 € al día.",
            "Un equipo de dos operarios cuesta 65 € la hora, con un mínimo de cuatro horas.",
            False,
        ),
        (
            "Cobra 65 € la hora.",
            "Un equipo de dos operarios cuesta 65 € la hora, con un mínimo de cuatro horas.",
            True,
        ),
        ("水洗每斤12元。", "水洗每公斤12元，3公斤起洗。", False),
        ("水洗每公斤12元。", "水洗每公斤12元，3公斤起洗。", True),
        ("The membership costs $90 a year.", "An annual membership costs $90.", True),
        ("Kayaks cost $10 per day.", "Bikes cost $10 per hour and kayaks $10 per day.", True),
        # the rule said to hold for the excepted thing too
        (
            "Hunde sind im gesamten Garten verboten, auch Blindenführhunde.",
            "Hunde sind im gesamten Garten verboten, ausgenommen Blindenführhunde.",
            False,
        ),
        (
            "Toute nourriture venue de l'extérieur est interdite, petits pots compris.",
            "La nourriture venue de l'extérieur est interdite, sauf les petits pots pour bébé.",
            False,
        ),
        (
            "The museum is open every day, including Mondays.",
            "The museum is open every day except Monday.",
            False,
        ),
        ("Guide dogs are welcome too.", "Dogs are not allowed, except guide dogs.", True),
        ("The attic room is air-conditioned, like the other rooms.", HOTEL, False),
        ("All the other rooms are air-conditioned, and the attic room too.", HOTEL, False),
        ("All rooms are air-conditioned, and the attic room as well.", HOTEL, False),
        ("All the rooms are air-conditioned, but not the attic room.", HOTEL, True),
        (
            "Alle anderen Zimmer sind klimatisiert, auch das Dachzimmer.",
            "Alle Zimmer außer dem Dachzimmer sind klimatisiert.",
            False,
        ),
        (
            "Das Dachzimmer ist klimatisiert, wie die anderen Zimmer.",
            "Alle Zimmer außer dem Dachzimmer sind klimatisiert.",
            False,
        ),
        # a bound said with "never" or a verb of exceeding denied
        (
            "You'll never pay more than $24 for a single day.",
            "Parking costs $3 per hour, up to a daily maximum of $24.",
            True,
        ),
        (
            "You'll never pay less than $24 for a single day.",
            "Parking costs $3 per hour, up to a daily maximum of $24.",
            False,
        ),
        (
            "On ne paie jamais plus de 20 € par jour.",
            "L'heure coûte 2,40 €, dans la limite de 20 € par jour.",
            True,
        ),
        (
            "Nunca se pagan más de 22 € en un día.",
            "Cada minuto cuesta 0,04 €, con un máximo de 22 € al día.",
            True,
        ),
        ("Man zahlt nie mehr als 20 € pro Tag.", "Das Parken kostet mindestens 20 € pro Tag.", False),
        ("연속 숙박은 5박을 넘길 수 없습니다.", "연속 숙박은 최대 5박까지 가능하다.", True),
        ("연속 숙박은 7박을 넘길 수 없습니다.", "연속 숙박은 최대 5박까지 가능하다.", False),
        # Korean "not required" in its formal ending
        (
            "사전 예약을 권장하지만 필수는 아닙니다.",
            "방문 상담은 사전 예약을 권장하지만 필수는 아니다.",
            True,
        ),
        ("사전 예약은 필수입니다.", "방문 상담은 사전 예약을 권장하지만 필수는 아니다.", False),
        # regret before a plain statement is no claim of its own
        ("很遗憾，屏幕碎裂不在保修范围内。", "保修仅针对产品本身的质量问题，屏幕碎裂不在保修范围内。", True),
        (
            "Unfortunately, water damage is not covered.",
            "The warranty covers manufacturing faults but not water damage.",
            True,
        ),
        # German nouns after an article are no names; a copula relates no agent
        (
            "Wasserschäden deckt die Garantie nicht ab.",
            "Die Garantie deckt Herstellungsfehler ab, nicht aber Wasserschäden.",
            True,
        ),
        ("Deutschlands Hauptstadt ist Berlin.", "Berlin ist die Hauptstadt Deutschlands.", True),
        ("Northwind übernahm 2021 Contoso.", "Contoso übernahm 2021 Northwind.", False),
        (
            "Die Mediengruppe Hartmann übernahm 2012 Lindenhaus.",
            "Lindenhaus übernahm 2012 die Mediengruppe Hartmann.",
            False,
        ),
    ],
)
def test_values_and_words_read_as_a_careful_reader_does(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What are the visiting hours on general wards?", QuestionType.WHEN),
        ("Quels sont les horaires d'ouverture ?", QuestionType.WHEN),
        ("¿Cuánta garantía tienen los móviles?", QuestionType.DURATION),
    ],
)
def test_hours_and_warranty_questions(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind
