"""Judge version 21: a word in another inflection is the same word where the judge
reads words ("anime" / "animées": the light stem is English only); a clause that opens
with the verb a claim denies has its sentence's subject ("... cuesta 175 euros e incluye
el alquiler del casco" against "El bono no incluye ..."); a claim that excepts days says
the other pole of them ("todos los días excepto el domingo" is not "todos los días");
a bound's direction said in Korean by "넘다" or by "보다" and an adjective, and a bound in
a denied clause compared only with a bound denied the same way (both "不能进入", or
neither: "Children under 8 are not accepted" is no "under" against "at least 8").

Each phenomenon has the claim a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Check, Decider, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.align import same_word
from ragmeter.judges.offline.direction import direction_conflict
from ragmeter.judges.offline.durations import duration_conflict
from ragmeter.text.clauses import clauses
from ragmeter.text.questions import question_type
from ragmeter.text.slots import filler_tokens


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _labels(judge: OfflineJudge, claim: str, context: str) -> list[Label]:
    return [v.label for v in judge._check(claim, [context])]


# ------------------------------------------------------------------ inflections
@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("anime", "animées", True),
        ("erzielt", "erzielte", True),
        ("enseña", "enseñan", True),
        ("repariert", "reparieren", True),
        ("cinco", "cincuenta", False),  # a longer ending: another word
        ("plan", "plant", False),  # (four letters only: a word the judge does not inflect)
        ("anime", "anime", False),  # the same form is an exact match, not an inflection
    ],
)
def test_inflections_of_one_word(a: str, b: str, same: bool) -> None:
    assert (same_word(a, b) and len(a) > 4) is same


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "L'astronome Claire Duval anime les visites.",
            "Les visites sont animées par l'astronome Claire Duval.",
            True,
        ),
        (
            "Claire Dumas anime les cours de hatha.",
            "Les cours de hatha sont animés par Claire Dumas et ceux de vinyasa par Karim Benali.",
            True,
        ),
        # the other teacher: still refused
        (
            "Karim Benali anime les cours de hatha.",
            "Les cours de hatha sont animés par Claire Dumas et ceux de vinyasa par Karim Benali.",
            False,
        ),
        (
            "L'astronome Claire Duval anime les ateliers.",
            "Les visites sont animées par l'astronome Claire Duval.",
            False,
        ),
    ],
)
def test_an_inflected_verb_is_found(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (_labels(judge, claim, context) == [Label.SUPPORTED]) is supported


def test_a_capitalised_name_is_never_inflected(judge: OfflineJudge) -> None:
    # "Herrera" is not "Herrero": a name is found as written or not at all
    al = judge._premises(["La monitora Lucía Herrero da clases."]).align(
        "La monitora Lucía Herrera da clases."
    )
    assert "herrera" in al.missing


# ------------------------------------------------------------------ a denied verb
_SKI = (
    "La escuela de esquí Cumbre Blanca imparte clases para principiantes de lunes a viernes. Cada grupo "
    "tiene como máximo siete alumnos. El bono de cinco clases cuesta 175 euros e incluye el alquiler del "
    "casco. La monitora de principiantes es Lucía Ferrer."
)


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("El bono no incluye el alquiler del casco.", _SKI),
        (
            "The pass does not include helmet hire.",
            "The school opens at 9. The five-lesson pass costs 175 euros and includes helmet hire. The "
            "instructor is Lucía Ferrer.",
        ),
    ],
)
def test_a_denied_verb_against_a_clause_without_its_subject(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    (v,) = judge._check(claim, [context])
    assert v.label is Label.CONTRADICTED and v.cause is not None and v.cause.check is Check.NEGATION


def test_the_same_clause_stated_is_supported(judge: OfflineJudge) -> None:
    assert _labels(judge, "El bono incluye el alquiler del casco.", _SKI) == [Label.SUPPORTED]


# ------------------------------------------------------------------ excepted days
@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        ("Abre todos los días excepto el domingo.", "La lavandería abre de lunes a sábado.", True),
        ("It is open every day except Sunday.", "The shop is open Monday to Saturday, 9 to 5.", True),
        (
            "Abre todos los días excepto el domingo.",
            "La lavandería Burbujas, en la calle Olivo 23, abre todos los días de 8:00 a 22:00.",
            False,
        ),
        ("It is open every day except Sunday.", "The shop is open every day from 9 to 5.", False),
    ],
)
def test_excepted_days_have_the_other_pole(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    verdicts = judge._check(claim, [context])
    assert all(v.label is Label.SUPPORTED for v in verdicts) is supported
    if not supported:  # not by the days' fast path
        assert all(v.cause is None or v.cause.decider is not Decider.FAST_PATH for v in verdicts)


# ------------------------------------------------------------------ direction of a bound
@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "높이가 2.3미터보다 낮은 차량은 세차 부스에 들어갈 수 없습니다.",
            "높이가 2.3미터를 넘는 차량은 세차 부스에 들어갈 수 없습니다.",
        ),
        (
            "높이가 2.3미터를 넘는 차량은 들어갈 수 없습니다.",
            "높이가 2.3미터 미만인 차량은 들어갈 수 없습니다.",
        ),
        (
            "높이가 2.3미터보다 낮은 차량은 들어갈 수 없습니다.",
            "높이가 2.3미터보다 높은 차량은 들어갈 수 없습니다.",
        ),
        ("高度低于2.3米的车辆不能进入。", "高度超过2.3米的车辆不能进入。"),
        ("Children under 8 are not accepted.", "Children over 8 are not accepted."),
        ("Kinder unter 8 Jahren sind nicht zugelassen.", "Kinder ab 8 Jahren sind nicht zugelassen."),
    ],
)
def test_a_bound_the_other_way(judge: OfflineJudge, claim: str, context: str) -> None:
    assert direction_conflict(claim, [context]) is not None
    assert _labels(judge, claim, context) == [Label.CONTRADICTED]


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # the premise denies what holds under the bound: the claim's bound is the other side
        ("Children must be at least 8.", "Children under 8 are not accepted."),
        ("Ein Kind muss mindestens 8 Jahre alt sein.", "Kinder unter 8 Jahren werden nicht angenommen."),
        ("Les enfants doivent avoir au moins 8 ans.", "Les enfants de moins de 8 ans ne sont pas acceptés."),
        ("24시간 최대 복용량은 4알입니다.", "24시간 동안 네 알을 넘게 복용하지 마십시오."),
        # the same bound denied the same way
        (
            "높이가 2.3미터를 넘는 차량은 세차 부스에 들어갈 수 없습니다.",
            "높이가 2.3미터를 넘는 차량은 세차 부스에 들어갈 수 없습니다.",
        ),
        ("Children must be under 8.", "Children aged 8 and over are not accepted."),
    ],
)
def test_a_bound_in_a_denied_clause_is_no_conflict(claim: str, context: str) -> None:
    assert direction_conflict(claim, [context]) is None


# ------------------------------------------------------------------ who does which part
_BROTHERS = (
    "La escuela la fundaron en 2012 los hermanos Iker y Ane Etxeberria; Iker dirige las clases y Ane lleva "
    "la tienda."
)


def test_the_spanish_e_before_a_name_joins_two_clauses() -> None:
    assert clauses("Ane dirige las clases e Iker lleva la tienda.") == [
        "Ane dirige las clases",
        "Iker lleva la tienda.",
    ]


@pytest.mark.parametrize(
    ("claim", "supported"),
    [
        ("Iker dirige las clases y Ane lleva la tienda.", True),
        # the two parts traded: two names joined as the founders share no other part
        ("Ane dirige las clases e Iker lleva la tienda.", False),
    ],
)
def test_names_joined_elsewhere_keep_their_own_parts(
    judge: OfflineJudge, claim: str, supported: bool
) -> None:
    assert (_labels(judge, claim, _BROTHERS) == [Label.SUPPORTED]) is supported


def test_names_joined_in_the_clause_share_its_part(judge: OfflineJudge) -> None:
    context = "Anna Weber and Erik Lind founded the bakery in 1998; Erik Lind took it over in 2010."
    assert _labels(judge, "Anna Weber founded the bakery.", context) == [Label.SUPPORTED]


# ------------------------------------------------------------------ lengths of time
@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "The bread-making course runs for six months.",
            "The cooking school offers a six-week bread-making course starting on 6 February 2025.",
        ),
        (
            "El curso dura ocho días en total.",
            "El curso de primeros auxilios dura ocho horas repartidas en dos sábados, el 8 y el 15 de"
            " noviembre.",
        ),
        ("Der Kurs dauert drei Monate.", "Der Kurs dauert drei Wochen und kostet 90 Euro."),
    ],
)
def test_the_same_count_of_another_unit_of_time(claim: str, context: str) -> None:
    assert duration_conflict(claim, [context]) is not None


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The warranty is 2 years.", "The warranty covers 24 months."),
        ("The course takes six weeks.", "The course lasts 42 days."),
        ("The trial lasts a month.", "You can try it free for 30 days."),
        ("The session lasts 2 hours.", "Each session is 120 minutes long."),
        ("The camp is for 9–14-year-olds.", "The camp is for children aged 9 to 14 and lasts two weeks."),
        ("La colonie accueille les enfants âgés de 8 à 14 ans.", "Entre 8 et 14 ans."),
        # another aspect with another count: "all year" beside daily hours
        (
            "맑은손 셀프세차장은 1년 내내 쉬는 날 없이 24시간 영업합니다.",
            "맑은손 셀프세차장은 연중무휴 24시간 운영합니다.",
        ),
        ("2024년에 문을 열었고 하루 8시간 운영합니다.", "2024년에 개장했으며 매일 8시간 운영합니다."),
    ],
)
def test_one_length_of_time_said_two_ways(claim: str, context: str) -> None:
    assert duration_conflict(claim, [context]) is None


def test_other_excepted_days_of_a_compound_subject(judge: OfflineJudge) -> None:
    # "Verleih" is the head of "Fahrradverleih": the same subject, another closed day
    context = "Der Fahrradverleih am Hafen hat täglich außer dienstags von 9 bis 19 Uhr geöffnet."
    assert _labels(judge, "Der Verleih hat täglich außer montags von 9 bis 19 Uhr geöffnet.", context) == [
        Label.CONTRADICTED
    ]
    assert _labels(judge, "Der Verleih hat täglich außer dienstags geöffnet.", context) == [Label.SUPPORTED]


# ------------------------------------------------------------------ a fee one is exempt from
_STALLS = "摊位费为每个50元，学生摊主免费。"


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("学生摊主免交摊位费。", _STALLS, Label.SUPPORTED),
        # "all stall holders": wider than the students the premise exempts
        ("所有摊主都不用交摊位费。", _STALLS, Label.UNSUPPORTED),
        ("学生摊主免交摊位费。", "摊位费为每个50元，学生摊主需要交摊位费。", Label.CONTRADICTED),
    ],
)
def test_exempt_from_a_fee_is_free_of_it(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert _labels(judge, claim, context) == [label]


def test_a_name_before_the_noun_is_no_other_patient(judge: OfflineJudge) -> None:
    # "the Brandt furniture workshop": Brandt names the workshop, it is not what was founded
    context = (
        "Otto Brandt founded the Brandt furniture workshop in 1921. In 1958 his daughter Greta Brandt took "
        "over the workshop."
    )
    assert _labels(judge, "The workshop was founded in 1921 by Otto Brandt.", context) == [Label.SUPPORTED]
    assert _labels(judge, "The workshop was founded in 1921 by Greta Brandt.", context) == [
        Label.CONTRADICTED
    ]


# ------------------------------------------------------------------ what a direct answer gives
@pytest.mark.parametrize(
    ("question", "answer", "given"),
    [
        ("유람선 타려면 어디로 가야 하나요?", "3번 부두에서 출발합니다.", True),
        ("Comment régler à la cabine photo ?", "Par carte bancaire ou avec des pièces.", True),
        ("¿Cómo puedo pagar?", "Con tarjeta o en efectivo.", True),
        ("我怎么才能把包裹领出来？", "出示取件码，或者带上本人身份证。", True),
        # a place the answer does not give, a way it does not say
        ("유람선 타려면 어디로 가야 하나요?", "요금은 18,000원입니다.", False),
        ("Comment régler à la cabine photo ?", "La cabine délivre quatre photos.", False),
    ],
)
def test_a_place_or_a_way_given_in_few_words(question: str, answer: str, given: bool) -> None:
    assert bool(filler_tokens(answer, question_type(question))) is given
