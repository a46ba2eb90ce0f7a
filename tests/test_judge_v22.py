"""Judge version 22: a year given to another event of the same story ("Greta took over
the workshop in 1921" where 1921 is the year it was founded and she took it over in
1958), read from the sentences themselves: the claim's own words outside its year's
sentences, its subject among them, all in one sentence of another year.

Each phenomenon has the claim a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Check, Decider, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.questions import QuestionType, is_elliptic, question_type
from ragmeter.text.slots import filler_tokens


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _year_veto(judge: OfflineJudge, claim: str, context: str) -> bool:
    (verdict,) = judge._check(claim, [context])
    return verdict.cause is not None and verdict.cause.check is Check.YEAR


_BRANDT = (
    "Otto Brandt founded the Brandt furniture workshop in 1921. In 1958 his daughter Greta took over the "
    "workshop. Greta had married the carpenter Hans Keller in 1950."
)
_BAECKEREI = (
    "Die Bäckerei Roth wurde 1962 von Karl Roth gegründet. "
    "1990 übernahm seine Tochter Lena Roth die Bäckerei."
)
_LIBRAIRIE = (
    "La librairie du Port a été fondée en 1975 par Paul Martin. "
    "En 2001, sa fille Claire a repris la librairie."
)
_PANADERIA = (
    "Tomás Ruiz abrió la panadería La Espiga en 1983. En 2010 su hijo Diego se hizo cargo del negocio."
)


@pytest.mark.parametrize(
    ("claim", "context", "veto"),
    [
        ("Greta took over the Brandt furniture workshop in 1921.", _BRANDT, True),
        ("Greta took over the Brandt furniture workshop in 1958.", _BRANDT, False),
        ("Greta married Hans Keller in 1950.", _BRANDT, False),
        ("Lena Roth übernahm die Bäckerei 1962.", _BAECKEREI, True),
        ("Lena Roth übernahm die Bäckerei 1990.", _BAECKEREI, False),
        ("Claire a repris la librairie en 1975.", _LIBRAIRIE, True),
        ("Claire a repris la librairie en 2001.", _LIBRAIRIE, False),
        ("Diego se hizo cargo del negocio en 1983.", _PANADERIA, True),
        ("Diego se hizo cargo del negocio en 2010.", _PANADERIA, False),
    ],
)
def test_a_year_of_another_event_is_vetoed(judge: OfflineJudge, claim: str, context: str, veto: bool) -> None:
    assert _year_veto(judge, claim, context) is veto
    if veto:
        assert all(v.label is Label.CONTRADICTED for v in judge._check(claim, [context]))


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # the sentence of the year names the claim's thing another way ("the company")
        (
            "The garden-furniture division was sold to Outdoor Living Ltd by Greenfield Tools in 2004.",
            "Greenfield Tools was founded in 1987 by Anna Berg. "
            "In 2004 the company sold its garden-furniture division to Outdoor Living Ltd.",
        ),
        # a count that looks like a year ("1.200 empleados")
        (
            "Tinta Azul tiene 1200 empleados.",
            "Tinta Azul fue fundada en Valencia en 2004. En 2020 compró la librería Páginas. Hoy la empresa "
            "tiene 1.200 empleados.",
        ),
        # the sentence of the year names no one else: "it" moved, no other event's year
        (
            "The family bakery Weber moved to Main Street in 2010.",
            "Anna Weber opened the family bakery Weber in 1998. In 2010 it moved to Main Street.",
        ),
        (
            "La panadería La Espiga se trasladó a la calle Mayor en 2010.",
            "Tomás Ruiz abrió la panadería La Espiga en 1983. En 2010 se trasladó a la calle Mayor.",
        ),
        # a claim of two clauses: its year may date either
        (
            "Greta, who married Hans Keller in 1950, took over the workshop.",
            _BRANDT,
        ),
    ],
)
def test_what_is_not_another_event(judge: OfflineJudge, claim: str, context: str) -> None:
    verdicts = judge._check(claim, [context])
    assert not any(v.cause is not None and v.cause.check is Check.YEAR for v in verdicts)


# ------------------------------------------------------------------ a week said two ways
@pytest.mark.parametrize(
    ("claim", "context", "right"),
    [
        (
            "The bakery is open Monday to Friday and closed on weekends.",
            "The bakery is open every day except Sunday, from 7 a.m. to 6 p.m.",
            False,
        ),
        (
            "The bakery is open Monday to Saturday and closed on Sundays.",
            "The bakery is open every day except Sunday, from 7 a.m. to 6 p.m.",
            True,
        ),
        (
            "Die Bibliothek ist montags geschlossen und an allen anderen Tagen geöffnet.",
            "Die Bibliothek ist täglich außer dienstags geöffnet.",
            False,
        ),
        (
            "Die Bibliothek ist dienstags geschlossen und an allen anderen Tagen geöffnet.",
            "Die Bibliothek ist täglich außer dienstags geöffnet.",
            True,
        ),
        (
            "El mercado abre de lunes a viernes y cierra los fines de semana.",
            "El mercado abre todos los días excepto el domingo.",
            False,
        ),
        (
            "El mercado abre de lunes a sábado y cierra los domingos.",
            "El mercado abre todos los días excepto el domingo.",
            True,
        ),
        ("图书馆只有周一不开门，其余每天都开放。", "图书馆除周三外每天开放。", False),
        ("图书馆只有周三不开门，其余每天都开放。", "图书馆除周三外每天开放。", True),
    ],
)
def test_a_week_of_two_clauses_against_a_week_with_an_exception(
    judge: OfflineJudge, claim: str, context: str, right: bool
) -> None:
    labels = [v.label for v in judge._check(claim, [context])]
    if right:
        assert labels == [Label.SUPPORTED]
    else:
        assert labels == [Label.CONTRADICTED]


def test_an_afternoon_closed_is_no_day_closed(judge: OfflineJudge) -> None:
    # the closed Wednesday afternoon of a place open every day: not a week of six days
    context = "青澜游泳馆每天早上6点到晚上9点开放，每周三下午闭馆清洁。"
    claim = "除了每周三下午闭馆清洁以外，游泳馆每天早上6点到晚上9点都开放。"
    assert [v.label for v in judge._check(claim, [context])] == [Label.SUPPORTED]


# ------------------------------------------------------------------ relevancy: the question, a bare answer
@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Il y a combien de poneys au Val Fleuri ?", QuestionType.COUNT),
        ("Il y a combien de places dans la salle ?", QuestionType.COUNT),
        ("À combien revient le billet ?", QuestionType.AMOUNT),
        ("Ça revient à combien, la location ?", QuestionType.AMOUNT),
    ],
)
def test_il_y_a_combien_de_asks_for_a_count(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


@pytest.mark.parametrize(
    ("answer", "bare"),
    [
        ("De marzo a junio, solo los sábados.", True),
        ("From March to June, on Saturdays.", True),
        ("Die Jahreskarte gilt ab sofort für alle Linien.", False),
        ("Los sábados de marzo a junio circula el tren histórico.", False),
    ],
)
def test_an_answer_that_opens_with_a_preposition_may_be_bare(answer: str, bare: bool) -> None:
    assert is_elliptic(answer) is bare


def _relevancy(question: str, answer: str, context: str) -> float:
    row = {"id": "x", "question": question, "answer": answer, "contexts": [context]}
    value = ragmeter.evaluate([row]).samples[0].scores["answer_relevancy"].value
    assert value is not None
    return value


def test_a_bare_count_answers_il_y_a_combien() -> None:
    context = "Le centre équestre du Val Fleuri compte 30 chevaux et 8 poneys. Il ouvre à 9 heures."
    question = "Il y a combien de poneys au Val Fleuri ?"
    assert _relevancy(question, "Le centre en a huit.", context) >= 0.5
    assert _relevancy(question, "Le centre ouvre à 9 heures.", context) < 0.5


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "How many ponies are there at Val Fleuri?",
            "The centre opens at 9 a.m.",
            "The Val Fleuri riding centre has 30 horses and 8 ponies. It opens at 9 a.m.",
        ),
        (
            "Wie viele Ponys gibt es auf dem Hof?",
            "Der Hof öffnet um 9 Uhr.",
            "Der Reiterhof hat 30 Pferde und 8 Ponys. Er öffnet um 9 Uhr.",
        ),
    ],
)
def test_a_time_of_day_counts_nothing(question: str, answer: str, context: str) -> None:
    assert _relevancy(question, answer, context) < 0.5
    # ... and the count itself answers
    count = "There are eight ponies." if question.startswith("How") else "Es gibt acht Ponys."
    assert _relevancy(question, count, context) >= 0.5


@pytest.mark.parametrize(
    ("answer", "way"),
    [
        ("미리 예약을 하셔야 합니다. 예약제로만 운영되거든요.", True),
        ("提前一天预约就行，课在周六下午2点。", True),
        ("Call the front desk. It is open until 8 p.m.", True),
        ("The library is closed on Mondays. It opens at 9.", False),
        ("课在周六下午2点，地点在三楼。", False),
    ],
)
def test_a_way_said_in_any_sentence_of_the_answer(answer: str, way: bool) -> None:
    assert bool(filler_tokens(answer, QuestionType.METHOD)) is way


@pytest.mark.parametrize(
    ("answer", "holiday"),
    [
        ("월요일과 법정 공휴일입니다.", "공휴일"),
        ("Montags und an Feiertagen.", "feiertagen"),
        ("Le lundi et les jours fériés.", "fériés"),
    ],
)
def test_public_holidays_are_dates(answer: str, holiday: str) -> None:
    assert holiday in filler_tokens(answer, QuestionType.WHEN)


def test_the_state_asked_about_said_in_the_restated_sentence() -> None:
    context = "푸른숲 생활체육센터는 화요일부터 일요일까지 운영합니다. 월요일과 법정 공휴일은 휴무입니다."
    question = "센터가 쉬는 날은 언제예요?"
    assert _relevancy(question, "월요일과 법정 공휴일입니다.", context) >= 0.5
    assert _relevancy(question, "수영장 길이는 50미터입니다.", context) < 0.5


@pytest.mark.parametrize(
    ("answer", "place"),
    [
        ("An Brücke 4 der Landungsbrücken.", True),
        ("Auf dem Marktplatz.", True),
        ("在微信公众号上，至少提前三天。", True),
        ("An Werktagen ab 8 Uhr.", False),
        ("Am Montag.", False),
        ("在周六上午报名。", False),
    ],
)
def test_a_place_said_with_a_preposition(answer: str, place: bool) -> None:
    assert bool(filler_tokens(answer, QuestionType.WHERE)) is place


# ------------------------------------------------------------------ Korean: two sentences, one subject
def test_a_korean_sentence_that_goes_on_about_the_one_before(judge: OfflineJudge) -> None:
    context = "이영수 씨는 2009년에 푸른물카약을 설립했다. 이 회사는 강릉에 있다."
    (verdict,) = judge._check("이영수 씨는 강릉에 있는 푸른물카약을 설립했습니다.", [context])
    assert verdict.label is Label.SUPPORTED and verdict.cause is not None
    assert verdict.cause.decider is Decider.FAST_PATH
    # two sentences about two things prove nothing together: the model decides
    context = "이영수 씨는 2009년에 푸른물카약을 설립했다. 김민수 씨는 강릉에 있다."
    (verdict,) = judge._check("이영수 씨는 강릉에 있는 푸른물카약을 설립했습니다.", [context])
    assert verdict.cause is None or verdict.cause.decider is not Decider.FAST_PATH


def test_a_sentence_that_says_all_of_the_claim_with_another_year(judge: OfflineJudge) -> None:
    # the claim's year is in the premises, as another workshop's
    context = (
        "In 1905 the carpenter Paul Roth took over the Linden workshop from Karl Weiss. "
        "In 1906 the carpenter Max Hahn took over the Birken workshop from Otto Brandt."
    )
    assert _year_veto(judge, "Paul Roth took over the Linden workshop in 1906.", context)
    assert not _year_veto(judge, "Paul Roth took over the Linden workshop in 1905.", context)
    assert _labels(judge, "Paul Roth took over the Linden workshop in 1905.", context) == [Label.SUPPORTED]


def _labels(judge: OfflineJudge, claim: str, context: str) -> list[Label]:
    return [v.label for v in judge._check(claim, [context])]


def test_a_count_of_four_digits_is_no_year(judge: OfflineJudge) -> None:
    context = "Built in 1890, the hall seats 1,200 people."
    verdicts = judge._check("The hall seats 1200 people.", [context])
    assert [v.label for v in verdicts] == [Label.SUPPORTED]
    verdicts = judge._check("The hall seats 1500 people.", [context])
    assert not any(v.cause is not None and v.cause.check is Check.YEAR for v in verdicts)
