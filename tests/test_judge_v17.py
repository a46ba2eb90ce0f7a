"""Judge version 17: a direct answer restating the one context clause that best matches
the question is relevant in few shared words; more question shapes typed; the days an
exception excepts end with its clause; a claim of nothing but days and a verb of taking
place restates the one sentence of those days; more antonym pairs."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.agents import agent_conflict
from ragmeter.judges.offline.comparison import compared, comparison_conflict
from ragmeter.judges.offline.direction import direction_conflict
from ragmeter.judges.offline.hours import hours_conflict, hours_restated
from ragmeter.judges.offline.origins import origin_conflict
from ragmeter.judges.offline.periods import per_unit_said, rate_conflict, rate_restated
from ragmeter.judges.offline.times import months
from ragmeter.judges.offline.value_swap import value_elsewhere, value_holder, value_swap
from ragmeter.text.canon import canonical
from ragmeter.text.polarity import read
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.refusal import is_refusal
from ragmeter.text.slots import filler_tokens
from ragmeter.text.tokenize import normalize
from ragmeter.text.weekdays import day_set


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _labels(judge: OfflineJudge, claim: str, context: str) -> list[Label]:
    return [v.label for v in judge._check(claim, [context])]


def _relevancy(question: str, answer: str, context: str) -> float:
    sample = {"question": question, "answer": answer, "contexts": [context]}
    score = ragmeter.evaluate([sample], metrics=["answer_relevancy"]).samples[0].scores["answer_relevancy"]
    assert score.value is not None, score.reason
    return score.value


_CHOIR = (
    "Der Jugendchor Lerchenfeld probt jeden Dienstag von 18 bis 20 Uhr im Gemeindesaal. "
    "Der Monatsbeitrag beträgt 12 Euro. Neue Sängerinnen und Sänger melden sich bei Frau Kessler an."
)
_GARDEN = (
    "새싹 공동텃밭은 시청 뒤편에 있습니다. 텃밭 분양 신청은 매년 2월 첫째 주 월요일 오전 9시에 시작합니다. "
    "한 구획의 연간 이용료는 3만 원입니다."
)
_MARKET = (
    "Le marché aux puces de Saint-Ouen-sur-Loire a lieu chaque premier dimanche du mois, de 7 h à 13 h, "
    "sur la place de la Mairie. Un emplacement de trois mètres coûte 12 €."
)


@pytest.mark.parametrize(
    ("question", "answer", "context", "relevant"),
    [
        # the answer's clause is the one clause of its kind that has the most of the question
        ("텃밭 신청은 언제 시작하나요?", "2월 첫째 주 월요일 아침 9시예요.", _GARDEN, True),
        ("Wann übt der Chor?", "Dienstags von 18 bis 20 Uhr.", _CHOIR, True),
        (
            "Quand a lieu le marché aux puces ?",
            "Le premier dimanche de chaque mois, de 7 h à 13 h.",
            _MARKET,
            True,
        ),
        # a true sentence of the context about something else is not
        ("텃밭 신청은 언제 시작하나요?", "한 구획의 연간 이용료는 3만 원입니다.", _GARDEN, False),
        ("Wann übt der Chor?", "Der Monatsbeitrag beträgt 12 Euro.", _CHOIR, False),
    ],
)
def test_a_direct_answer_in_few_shared_words(
    question: str, answer: str, context: str, relevant: bool
) -> None:
    assert (_relevancy(question, answer, context) >= 0.5) is relevant


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What's the price of a season ticket?", QuestionType.AMOUNT),
        ("텃밭 이용 비용이 궁금해요.", QuestionType.AMOUNT),
        ("Comment réserver un emplacement ?", QuestionType.METHOD),
        ("¿Cómo consigo una plaza en el curso?", QuestionType.METHOD),
        ("花园的地址是？", QuestionType.WHERE),
        # not a way: how something is
        ("¿Cómo es el parque?", None),
        ("Comment est la salle ?", None),
    ],
)
def test_more_question_shapes_are_typed(question: str, kind: QuestionType | None) -> None:
    assert question_type(question) is kind


def test_francs_an_impersonal_way_people_and_a_hospital_fill_their_slots() -> None:
    assert "8" in filler_tokens("Eight francs per day.", QuestionType.AMOUNT)
    assert filler_tokens("Se paga en la taquilla.", QuestionType.METHOD)
    assert filler_tokens("On réserve en ligne.", QuestionType.METHOD)
    assert filler_tokens("Personen ab 18 Jahren.", QuestionType.WHO)
    assert filler_tokens("Up to the new hospital.", QuestionType.WHERE)


@pytest.mark.parametrize(
    ("clause", "days"),
    [
        # an exception of something else than days excepts no day
        ("除节假日外，图书馆每逢周二都不开放。", {1}),
        ("Except on public holidays, the office is closed on Fridays.", {4}),
        # a list of excepted days runs on after a comma
        ("todos los días excepto lunes, martes y miércoles", {3, 4, 5, 6}),
        ("every day except Sunday and Monday", {1, 2, 3, 4, 5}),
        ("tous les jours sauf le dimanche, de 9 h à 18 h", {0, 1, 2, 3, 4, 5}),
    ],
)
def test_the_excepted_days_end_with_their_clause(clause: str, days: set[int]) -> None:
    assert day_set(clause) == frozenset(days)


_LIBRARY = "市立图书馆藏书约二十万册。图书馆每周二闭馆，节假日除外。借书证免费办理。"
_SCHOOL = (
    "La academia de vela Brisa, en el puerto de Laredo, ofrece cursos para niños todos los días "
    "excepto los jueves, de 11:00 a 13:00. Cada curso cuesta 60 €."
)
_WORKSHOP = (
    "늘봄 목공방은 월요일을 제외한 매일 오후 2시부터 5시까지 원데이 클래스를 진행한다. 수강료는 4만 원이다."
)


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        ("除节假日外，图书馆每逢周二都不开放。", _LIBRARY, True),
        ("Hay cursos a diario, menos los jueves.", _SCHOOL, True),
        ("월요일만 빼고 매일 열립니다.", _WORKSHOP, True),
        # other days are no restatement
        ("Hay cursos a diario, menos los martes.", _SCHOOL, False),
        ("화요일만 빼고 매일 열립니다.", _WORKSHOP, False),
    ],
)
def test_days_said_another_way(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (_labels(judge, claim, context) == [Label.SUPPORTED]) is supported


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Attendance has dropped by about 20 percent.",
            "Since the move, attendance has risen by about 20 percent.",
        ),
        ("Las ventas han bajado un 5 %.", "Este año las ventas han subido un 5 %."),
        ("Boxes lighter than 10 kilograms go by van.", "Boxes heavier than 10 kilograms go by van."),
        ("가장 최근의 사진은 1921년에 찍혔습니다.", "가장 오래된 사진은 1921년에 찍혔습니다."),
        ("예약을 하면 2,000원이 할인됩니다.", "예약을 하면 2,000원이 추가됩니다."),
    ],
)
def test_more_values_said_the_other_way(judge: OfflineJudge, claim: str, context: str) -> None:
    verdicts = judge._check(claim, [context])
    assert [v.label for v in verdicts] == [Label.CONTRADICTED]
    # (a discount against a surcharge of the same amount: the direction check reads it first)
    assert verdicts[0].cause is not None and verdicts[0].cause.check in (Check.ANTONYM, Check.DIRECTION)


def test_opening_hours_against_a_span_moved_to_their_own_module(judge: OfflineJudge) -> None:
    context = "The pharmacy is open Monday to Friday, 8:00 to 18:30."
    assert _labels(judge, "It closes at 6:30 p.m.", context) == [Label.SUPPORTED]
    assert _labels(judge, "It opens at 6:30 p.m.", context) == [Label.CONTRADICTED]
    premises = judge._premises([context])
    assert hours_conflict(premises.align("It opens at 18:30.")) is not None
    assert hours_restated(premises.align("It closes at 18:30.")) == 0


_KILN = "The pottery rents its kiln to members for £40 per firing, while non-members pay £55."
_ZH_KILN = "陶艺室向会员出租电窑，每次收费150元，非会员收费220元。"
_KO_GYM = "회원은 1회 1만 원, 비회원은 1만 5천 원을 냅니다."
_DE_POOL = "Erwachsene zahlen 5 Euro, Kinder 3 Euro."
_FR_MUSEUM = "Les adultes paient 14 euros et les étudiants 9 euros."
_ES_BOAT = "El paseo cuesta 20 euros para los adultos y 12 euros para los niños."


@pytest.mark.parametrize(
    ("claim", "context", "contradicted"),
    [
        ("Members pay more than non-members for a firing.", _KILN, True),
        ("Non-members pay more than members.", _KILN, False),
        ("会员每次的价格比非会员更高。", _ZH_KILN, True),
        ("会员每次的价格比非会员便宜。", _ZH_KILN, False),
        ("회원은 비회원보다 더 비싸게 냅니다.", _KO_GYM, True),
        ("회원은 비회원보다 더 싸게 냅니다.", _KO_GYM, False),
        ("Kinder zahlen mehr als Erwachsene.", _DE_POOL, True),
        ("Les adultes paient moins que les étudiants.", _FR_MUSEUM, True),
        ("Los niños pagan menos que los adultos.", _ES_BOAT, False),
        ("Los adultos pagan menos que los niños.", _ES_BOAT, True),
    ],
)
def test_two_things_compared_the_other_way_from_their_values(
    judge: OfflineJudge, claim: str, context: str, contradicted: bool
) -> None:
    assert (comparison_conflict(claim, [context]) is not None) is contradicted
    verdicts = judge._check(claim, [context])
    if contradicted:
        # (the comparison, or a check of roles before it, contradicts)
        assert verdicts[0].label is Label.CONTRADICTED


def test_no_comparison_without_two_sides_with_values() -> None:
    assert compared("More than 50 people came.") is None
    # the other side has no value in the evidence
    assert (
        comparison_conflict(
            "Adults pay more than children.", ["Tickets cost $8 for adults and $5 for students."]
        )
        is None
    )


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # counts of times in one German word
        (
            "Frauen dürfen achtmal, Männer sechsmal im Jahr kommen.",
            "Frauen dürfen sechsmal, Männer achtmal im Jahr kommen.",
        ),
        # a bound on a number word at the end of a clause
        (
            "Los socios pueden traer hasta cuatro invitados y los demás, hasta dos.",
            "Los demás pueden traer hasta cuatro invitados y los socios, hasta dos.",
        ),
        # the value after a qualifying segment with a number of its own
        (
            "La entrada general cuesta 5 euros y la reducida, 8 euros.",
            "La entrada general cuesta 8 euros, y la reducida, para jubilados y menores de 12 años, 5 euros.",
        ),
    ],
)
def test_two_values_swapped_between_their_holders(claim: str, context: str) -> None:
    assert value_swap(claim, [context]) is not None
    assert value_swap(context, [context]) is None


@pytest.mark.parametrize(
    ("claim", "context", "contradicted"),
    [
        (
            "All of the seats are kept for school groups.",
            "A quarter of all seats are kept for school groups.",
            True,
        ),
        ("Every table is reserved for members.", "A third of the tables are reserved for members.", True),
        (
            "Alle Plätze sind für Schulklassen reserviert.",
            "Die Hälfte aller Plätze ist für Schulklassen reserviert.",
            True,
        ),
        (
            "Toutes les places sont réservées aux groupes.",
            "La moitié des places sont réservées aux groupes.",
            True,
        ),
        (
            "A quarter of the seats are kept for school groups.",
            "A quarter of all seats are kept for school groups.",
            False,
        ),
    ],
)
def test_all_against_a_fraction_of_the_set(
    judge: OfflineJudge, claim: str, context: str, contradicted: bool
) -> None:
    assert (_labels(judge, claim, context) == [Label.CONTRADICTED]) is contradicted


_FEES = "The studio rents its kiln to members for £40 per firing, while non-members pay £55."
_TICKETS = "Tickets cost $9 for adults and $6 for students."


@pytest.mark.parametrize(
    ("claim", "context", "contradicted"),
    [
        ("Members pay £40 per firing.", _FEES, False),
        ("Non-members pay £55 per firing.", _FEES, False),
        ("Non-members pay £40 per firing.", _FEES, True),
        ("Members pay £55 per firing.", _FEES, True),
        ("Adults pay $9.", _TICKETS, False),
        ("Students pay $9.", _TICKETS, True),
        ("A ticket costs $9.", _TICKETS, False),
    ],
)
def test_a_value_given_to_another_holder(claim: str, context: str, contradicted: bool) -> None:
    assert (value_holder(claim, [context]) is not None) is contradicted


def test_a_week_is_no_monday() -> None:
    assert day_set("每周一次，周六下午3点。") == frozenset({5})
    assert day_set("每周一开放") == frozenset({0})


def test_about_three_weeks_in_korean_is_21_days() -> None:
    assert "21일쯤" in canonical(normalize("대략 3주쯤 지나야 받을 수 있어요"))
    assert "21일" in canonical(normalize("약 3주 뒤에 받을 수 있습니다"))


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "Every repair except screen repairs comes with a 60-day warranty.",
            "All repairs have a 60-day warranty, except screen repairs, which have none.",
            True,
        ),
        # another thing excepted, or another value, is no restatement
        (
            "Every repair except battery repairs comes with a 60-day warranty.",
            "All repairs have a 60-day warranty, except screen repairs, which have none.",
            False,
        ),
        (
            "Every repair except screen repairs comes with a 90-day warranty.",
            "All repairs have a 60-day warranty, except screen repairs, which have none.",
            False,
        ),
    ],
)
def test_the_same_thing_excepted_from_the_same_rule(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (_labels(judge, claim, context) == [Label.SUPPORTED]) is supported


_NIGHT_BUS = "The night bus runs between the station and the harbour every 15 minutes from midnight to 5 a.m."
_KO_BUS = "심야버스 N30번은 매일 밤 12시부터 새벽 4시까지 15분 간격으로 운행합니다."


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        ("Four times an hour.", _NIGHT_BUS, True),
        ("Cuatro veces por hora.", "El autobús nocturno pasa cada 15 minutos.", True),
        ("한 시간에 네 대꼴로 다닙니다.", _KO_BUS, True),
        # another rate, or another thing that runs, is not
        ("Three times an hour.", _NIGHT_BUS, False),
        ("The ferry runs four times an hour.", _NIGHT_BUS, False),
    ],
)
def test_how_often_in_another_form(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (_labels(judge, claim, context) == [Label.SUPPORTED]) is supported


def test_an_interval_and_a_korean_count_per_hour_are_rates() -> None:
    assert rate_restated("한 시간에 네 대꼴로 다닙니다.", [_KO_BUS]) == 0
    assert rate_restated("Four times an hour.", [_NIGHT_BUS]) == 0
    assert rate_restated("Twice an hour.", [_NIGHT_BUS]) is None


@pytest.mark.parametrize(
    "answer",
    [
        "Das geht aus den vorliegenden Informationen leider nicht hervor.",
        "In den Unterlagen findet sich kein Hinweis auf einen Fahrradverleih.",
        "Je l'ignore.",
        "Désolé, mes informations portent sur les tarifs ; rien n'y indique si la piscine est chauffée.",
    ],
)
def test_more_refusals(answer: str) -> None:
    assert is_refusal(answer)


def test_a_quarter_past_midnight_in_german_and_any_other_day(judge: OfflineJudge) -> None:
    assert "0:15" in canonical(
        normalize("von Viertel nach zwölf in der Nacht bis Viertel vor fünf am Morgen")
    )
    context = "Hire of the hall costs £900 for a Saturday and £600 for any other day."
    verdicts = judge._check("Hiring the hall on a Tuesday costs £600.", [context])
    assert verdicts[0].label is not Label.CONTRADICTED


_TRAIN = (
    "The heritage train runs the 14 kilometres between Alderbrook and Kessing Mill. "
    "It leaves at 10:30 from Alderbrook every Sunday."
)
_ZH_TRAIN = "观光小火车往返于青山站和湖畔站之间。列车每天上午10:00从青山站发车。"


@pytest.mark.parametrize(
    ("claim", "context", "contradicted"),
    [
        ("It leaves at 10:30 from Kessing Mill.", _TRAIN, True),
        ("It leaves at 10:30 from Alderbrook.", _TRAIN, False),
        ("上午10:00的车从湖畔站开往青山站。", _ZH_TRAIN, True),
        ("上午10:00的车从青山站发车。", _ZH_TRAIN, False),
        # days are no place
        ("It runs from Monday to Friday.", "It runs from Tuesday to Saturday.", False),
    ],
)
def test_a_trip_started_from_its_other_end(claim: str, context: str, contradicted: bool) -> None:
    sentences = [s.strip() + "." for s in context.replace("。", ".").split(".") if s.strip()]
    assert (origin_conflict(claim, sentences[::-1], [context]) is not None) is contradicted


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Wie buche ich einen Kurs?", QuestionType.METHOD),
        ("Wie hoch ist die Anzahlung?", QuestionType.AMOUNT),
        ("¿Cuánto hay que pesar para donar?", QuestionType.COUNT),
        ("Wie lange warte ich?", QuestionType.DURATION),
    ],
)
def test_a_first_person_way_a_deposit_and_a_weight(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


def test_working_days_and_a_share_of_a_price_fill_their_slots() -> None:
    assert filler_tokens("需要三个工作日。", QuestionType.DURATION)
    assert filler_tokens("Es dauert drei Werktage.", QuestionType.DURATION)
    assert filler_tokens("Die Anzahlung beträgt 20 Prozent der Saalmiete.", QuestionType.AMOUNT)
    # (the next working day is no length of time)
    assert not filler_tokens("Briefe kommen am nächsten Werktag an.", QuestionType.DURATION)


@pytest.mark.parametrize(
    ("claim", "evidence", "found"),
    [
        (
            "Marc Durand préside le club.",
            "Le club de voile est présidé par Claire Petit ; Marc Durand en est le trésorier.",
            ("marc durand", "claire petit"),
        ),
        (
            "Jonas Brandt gründete die Bäckerei.",
            "Die Bäckerei wurde 1998 von Sabine Krüger gegründet. Ihr Neffe Jonas Brandt übernahm sie 2015.",
            ("jonas brandt", "sabine krüger"),
        ),
        (
            "Rita Lowe founded the club.",
            "The club was founded by Paul Lowe, Rita's father.",
            ("rita lowe", "paul lowe"),
        ),
        # the passive's own agent, or a possessor's relative, is no other party
        ("Claire Petit préside le club.", "Le club de voile est présidé par Claire Petit.", None),
        ("Rita Lowe's father founded the club.", "The club was founded by Paul Lowe, Rita's father.", None),
    ],
)
def test_one_name_doing_what_the_evidence_says_another_did(
    claim: str, evidence: str, found: tuple[str, str] | None
) -> None:
    assert agent_conflict(claim, [s + "." for s in evidence.split(". ")]) == found


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("만 오천 원입니다.", "15000 krw"),
        ("삼만 오천 원", "35000 krw"),
        ("십만 원", "100000 krw"),
        ("오천 원입니다", "5000 krw"),
    ],
)
def test_korean_sino_numbers_with_ten_thousands(said: str, value: str) -> None:
    assert value in canonical(normalize(said))


def test_another_rate_and_a_bound_with_thousands(judge: OfflineJudge) -> None:
    context = "西湖游船每天上午8:30至下午5:00运营，每30分钟一班。"
    assert _labels(judge, "游船每小时一班。", context) == [Label.CONTRADICTED]
    assert rate_conflict("游船每小时一班。", [context], [context]) is not None
    assert rate_conflict("游船每半小时一班。", [context], [context]) is None
    assert "1,260 celsius atmost" in canonical(normalize("It reaches a maximum of 1,260 °C."))


def test_a_fronted_phrase_belongs_to_its_value_and_non_is_a_kind() -> None:
    evidence = ["El alquiler cuesta 6.000 euros los sábados y 4.200 euros entre semana."]
    assert value_elsewhere("Entre semana, el alquiler cuesta 4.200 euros.", evidence) is None
    assert value_elsewhere("Los sábados, el alquiler cuesta 4.200 euros.", evidence) is not None
    assert not read("Non-members pay £50 per firing.").negated


def test_a_denied_bound_is_no_bound_the_other_way() -> None:
    evidence = ["Children under 8 are not accepted, and all students must swim 50 metres."]
    assert direction_conflict("Students must be at least 8 years old.", evidence) is None
    assert direction_conflict("Only children over 8 may join.", ["Children under 8 may join."]) is not None


def test_more_places_and_refusals() -> None:
    assert filler_tokens("2층이에요.", QuestionType.WHERE)
    assert is_refusal("There's nothing about parking in what I was given.")
    assert is_refusal("Leider weiß ich das nicht.")
    assert not is_refusal("Es gibt keine Parkplätze am Museum.")


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The class costs $30 per session. Have fun with the clay!", "The class costs $30 per session."),
        ("El taller cuesta 30 € por sesión. ¡Que lo disfrutes!", "El taller cuesta 30 € por sesión."),
        ("简单来说，一节课30元。", "陶艺课每周四晚上6点上课，每节课30元。"),
    ],
)
def test_more_asides_and_a_price_per_one(judge: OfflineJudge, claim: str, context: str) -> None:
    assert all(label is Label.SUPPORTED for label in _labels(judge, claim, context))


def test_a_german_genitive_names_no_new_thing() -> None:
    sample = {
        "question": "Wann ist der Flohmarkt?",
        "answer": "Der Flohmarkt findet immer am ersten Sonntag im Monat statt, von 8 bis 14 Uhr.",
        "reference": "Am ersten Sonntag des Monats.",
    }
    score = (
        ragmeter.evaluate([sample], metrics=["answer_correctness"]).samples[0].scores["answer_correctness"]
    )
    assert score.value is not None and score.value >= 0.5, score.reason


@pytest.mark.parametrize(
    ("said", "form"),
    [
        ("停车一小时五块钱。", "每小时5 cny"),
        ("一节课30元。", "每节课30 cny"),
        # a count of times per day stays a count, a night a night
        ("하루에 두 번 운항합니다", "1일에 2 번"),
        ("1박에 45,000원입니다.", "1박에"),
    ],
)
def test_a_price_per_one_unit_says_no_count(said: str, form: str) -> None:
    assert form in canonical(normalize(said))


def test_one_unit_a_price_is_per_is_no_count(judge: OfflineJudge) -> None:
    assert per_unit_said(60, "주차는 한 시간에 이천 원입니다.")
    assert per_unit_said(1, "자전거는 하루에 2천 원입니다.")
    assert not per_unit_said(2, "자전거는 이틀에 2천 원입니다.")
    context = "주차 요금은 시간당 2,000원입니다."
    assert _labels(judge, "주차는 한 시간에 삼천 원입니다.", context) == [Label.CONTRADICTED]
    hourly = "자전거 대여료는 한 시간에 2천 원입니다."
    assert _labels(judge, "자전거는 하루에 2천 원으로 빌리실 수 있어요.", hourly) == [Label.CONTRADICTED]


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("서른 명이요.", "30 명"),
        ("서른다섯 명", "35 명"),
        ("스물두 살", "22 살"),
        ("여든 명이 왔다", "80 명"),
    ],
)
def test_korean_native_tens(said: str, value: str) -> None:
    assert value in canonical(normalize(said))
    assert "쉰다" in canonical(normalize("일요일에는 쉰다"))  # (a verb, not fifty)


@pytest.mark.parametrize(
    ("said", "form"),
    [
        ("La cafetería abre a mediodía.", "a 12:00"),
        ("카페는 정오에 문을 엽니다.", "12:00에"),
        ("咖啡馆正午开门。", "12:00"),
        ("渡轮早上七点一刻出发。", "7:15"),
        ("下午三点三刻", "15:45"),
    ],
)
def test_noon_and_a_chinese_quarter(said: str, form: str) -> None:
    assert form in canonical(normalize(said))


def test_may_the_modal_is_no_month_and_only_names_the_exception(judge: OfflineJudge) -> None:
    context = "Everyone may use the computers, except children under 10."
    verdicts = judge._check("Children under 10 may not use the computers.", [context])
    assert all(v.cause is None or v.cause.check is not Check.DATE for v in verdicts)
    assert months("The fair is on 10 May.") == {5}
    assert months("Guests over 18 may bring a friend.") == set()


def test_an_article_and_one_noun_is_no_name_and_anyone_is_all(judge: OfflineJudge) -> None:
    context = "Anfängerkurse werden von Jonas Weber geleitet. Die Halle liegt im Gewerbegebiet Ost."
    assert _relevancy("Wer leitet die Kurse?", "Die Halle liegt im Gewerbegebiet Ost.", context) < 0.5
    assert filler_tokens("Die Stiftung Rheinlicht.", QuestionType.WHO)
    only = "회원만 개인실을 예약할 수 있습니다."
    assert _labels(judge, "누구나 개인실을 예약할 수 있습니다.", only) == [Label.CONTRADICTED]
