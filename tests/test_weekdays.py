"""Days of the week read as sets (0 = Monday), in six languages, and what the judge
makes of them: a span, a list and "every day except" are one value; a day no premise
names is missing; the other pole on the rest of the week restates a closing day."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.sentences import sentences
from ragmeter.text.weekdays import day_set, days_named

MON_SAT = frozenset(range(6))


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("open from Monday to Saturday", MON_SAT),
        ("open every day except Sunday from 8:00 to 20:00", MON_SAT),
        ("Mo.–Sa. geöffnet", MON_SAT),
        ("montags bis samstags geöffnet", MON_SAT),
        ("an allen Tagen außer Sonntag geöffnet", MON_SAT),
        ("ouvert du lundi au samedi", MON_SAT),
        ("ouvert tous les jours sauf le dimanche", MON_SAT),
        ("abre de lunes a sábado", MON_SAT),
        ("abre todos los días menos los domingos", MON_SAT),
        ("월요일부터 토요일까지 운영합니다", MON_SAT),
        ("일요일을 제외하고 매일 엽니다", MON_SAT),
        ("周一至周六开放", MON_SAT),
        ("除周日外每天开放", MON_SAT),
        ("open Friday to Monday", frozenset({4, 5, 6, 0})),
        ("Monday, Wednesday and Friday", frozenset({0, 2, 4})),
        ("open daily", frozenset(range(7))),
        ("open on weekdays", frozenset(range(5))),
        ("closed at the weekend", frozenset({5, 6})),
        ("It costs 5 euros.", None),
        # a short form counts with its dot only ("do" is a verb, "mar" the sea)
        ("What do you do", None),
        ("That is what we do.", None),
        ("Das ist so.", None),
        ("cerca del mar", None),
    ],
)
def test_a_clause_gives_a_set_of_days(text: str, days: frozenset[int] | None) -> None:
    assert day_set(text) == days


def test_a_text_names_its_excepted_days_too() -> None:
    assert days_named("open every day except Sunday") == frozenset(range(7))
    assert days_named("Yoga is on Mondays and Wednesdays.") == {0, 2}


def test_a_weekday_abbreviation_ends_no_sentence() -> None:
    assert sentences("Das Steueramt hat Mo.–Do. von 8 bis 15.30 Uhr geöffnet.") == [
        "Das Steueramt hat Mo.–Do. von 8 bis 15.30 Uhr geöffnet."
    ]
    assert sentences("Open Mon.–Fri. from 9 to 5. Closed Sat. and Sun. Call us.") == [
        "Open Mon.–Fri. from 9 to 5.",
        "Closed Sat. and Sun.",
        "Call us.",
    ]


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Greenway Pharmacy is open from Monday to Saturday.",
            "Greenway Pharmacy on Mill Street is open every day except Sunday from 8:00 to 20:00.",
            Label.SUPPORTED,
        ),
        (
            "Der Wertstoffhof Nord hat an allen Tagen außer Sonntag und Montag geöffnet.",
            "Der Wertstoffhof Nord hat Dienstag bis Samstag von 8 bis 16 Uhr geöffnet.",
            Label.SUPPORTED,
        ),
        (
            "El punto limpio de Getafe abre todos los días menos los lunes.",
            "El punto limpio de Getafe abre de martes a domingo de 8:00 a 14:00.",
            Label.SUPPORTED,
        ),
        (
            "Das Steueramt Bamberg hat Mo.–Do. von 8 bis 15.30 Uhr geöffnet.",
            "Das Steueramt der Stadt Bamberg ist montags bis donnerstags von 8 bis 15.30 Uhr geöffnet.",
            Label.SUPPORTED,
        ),
        # the rest of the week closed: said one way only
        (
            "El punto limpio de Getafe cierra los lunes.",
            "El punto limpio de Getafe abre de martes a domingo.",
            Label.SUPPORTED,
        ),
        ("The museum is closed on Mondays.", "The museum is open Tuesday to Sunday.", Label.SUPPORTED),
        (
            "El punto limpio de Getafe cierra los martes.",
            "El punto limpio de Getafe abre de martes a domingo.",
            Label.CONTRADICTED,
        ),
        # a day the schedule leaves out, a day no premise names
        (
            "Greenway Pharmacy is open from Monday to Sunday.",
            "Greenway Pharmacy is open every day except Sunday.",
            None,
        ),
        (
            "Yoga classes are on Fridays.",
            "Yoga classes are held on Mondays and Wednesdays.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_the_judge_reads_days_as_sets(
    judge: OfflineJudge, claim: str, context: str, label: Label | None
) -> None:
    (verdict,) = judge._check(claim, [context])
    if label is None:
        assert verdict.label is not Label.SUPPORTED, verdict.reason
    else:
        assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # the other pole on all of the claim's days
        (
            "博物馆每逢周二休息。",
            "市博物馆周二至周日上午9:30开放，下午5点闭馆。周一闭馆。",
            Label.CONTRADICTED,
        ),
        ("博物馆每逢周一休息。", "市博物馆周二至周日上午9:30开放，下午5点闭馆。周一闭馆。", Label.SUPPORTED),
        ("The museum is closed on Tuesdays.", "The museum is open Tuesday to Sunday.", Label.CONTRADICTED),
        # nothing but a pronoun, a state and days: no shared word to rank the sentence by
        (
            "It is closed on Mondays.",
            "Tickets cost 12 euros. The museum is open Tuesday to Sunday.",
            Label.SUPPORTED,
        ),
        (
            "월요일에는 쉽니다.",
            "입장료는 5천 원입니다. 박물관은 화요일부터 일요일까지 엽니다.",
            Label.SUPPORTED,
        ),
        # an exception in another clause holds for the sentence
        (
            "한빛동물원은 매주 월요일에는 문을 닫습니다.",
            "한빛동물원은 매주 월요일을 제외하고 매일 오전 9시부터 오후 6시까지 문을 엽니다.",
            Label.SUPPORTED,
        ),
    ],
)
def test_a_state_on_days(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


def test_a_closing_time_is_no_closed_day(judge: OfflineJudge) -> None:
    context = (
        "The Riverside library opens at 9 am on Saturdays and at noon on Sundays. It closes at 5 pm every "
        "day."
    )
    (verdict,) = judge._check("On Sundays it opens at noon.", [context])
    assert verdict.label is Label.SUPPORTED, verdict.reason
