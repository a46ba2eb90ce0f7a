"""Judge version 24: values in more forms.

* a French bound after an elided word ("réservée aux personnes d'au moins 14 ans") is the
  bound, not "moins" (less);
* one month said after two days, each with its article ("el 8 y el 15 de noviembre", "le 8
  et le 15 novembre", "am 8. und am 15. November"), is the month of both days;
* a Chinese exception said after its days ("每天开放，周一除外") excepts those days, as "除周一外"
  does;
* a clock time bounded by a word ("from 18:00") is no count of its hour ("under 18", an
  age); a claim in capitals throughout is checked in the premises' case (a capital is no
  name there); a bound in a clause denied by a word of nothing ("Children under 9 pay
  nothing", "zahlen nichts") is compared with the premise's denied bounds.

Each phenomenon has the claim a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

from judge_helpers import judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.weekdays import day_set

S, C = Label.SUPPORTED, Label.CONTRADICTED
_GYM = (
    "A monthly membership costs €55, and a day pass costs €14. "
    "Shoe rental is included in every membership but costs €4 with a day pass."
)
_ECHO = (
    "Echo Box, the karaoke bar on Harbour Road, opens at 18:00 and closes at 2:00 every day except Monday. "
    "Private rooms hold up to 10 people and cost $40 per hour. Guests under 18 must leave by 22:00."
)


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("réservée aux personnes d'au moins 14 ans", "réservée aux personnes d' 14 ans atleast"),
        ("il faut qu'au plus 4 personnes", "il faut qu' 4 personnes atmost"),
        ("frühestens 3 tage", "frühestens 3 tage"),  # inside a word: no bound
        ("el 8 y el 15 de noviembre", "el 8 november y el 15 november"),
        ("le 8 et le 15 novembre", "le 8 november et le 15 november"),
        ("am 8. und am 15. november", "am 8 november und am 15 november"),
    ],
)
def test_values_in_these_forms_are_read(text: str, form: str) -> None:
    assert canonical(text) == form


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "L'inscription est réservée aux personnes d'au moins 14 ans.",
            "Il faut avoir au moins 14 ans pour s'inscrire.",
            S,
        ),
        (
            "L'inscription est réservée aux personnes de moins de 14 ans.",
            "Il faut avoir au moins 14 ans pour s'inscrire.",
            C,
        ),
        (
            "Los sábados 8/11 y 15/11.",
            "El curso dura ocho horas repartidas en dos sábados, el 8 y el 15 de noviembre.",
            S,
        ),
        (
            "Los sábados 8/11 y 22/11.",
            "El curso dura ocho horas repartidas en dos sábados, el 8 y el 15 de noviembre.",
            C,
        ),
        ("Der Kurs findet am 15. November statt.", "Der Kurs findet am 8. und am 15. November statt.", S),
        ("Der Kurs findet am 22. November statt.", "Der Kurs findet am 8. und am 15. November statt.", C),
        ("冰雪世界滑冰场周二开放。", "冰雪世界滑冰场每天下午一点至晚上九点开放，周一除外。", S),
        ("冰雪世界滑冰场周一开放。", "冰雪世界滑冰场每天下午一点至晚上九点开放，周一除外。", C),
        (
            "除周一外，冰雪世界滑冰场每天下午一点至晚上九点开放。",
            "冰雪世界滑冰场每天下午一点至晚上九点开放，周一除外。",
            S,
        ),
        ("冰雪世界滑冰场每天开放。", "冰雪世界滑冰场每天下午一点至晚上九点开放，周一除外。", C),
        # a clock time is no count: "from 18:00" is not "over 18" against "under 18" (an age)
        ("Echo Box is open from 18:00 to 2:00 every day except Monday.", _ECHO, S),
        ("ECHO BOX IS OPEN FROM 18:00 TO 2:00 EVERY DAY EXCEPT MONDAY.", _ECHO, S),  # in capitals
        ("ECHO BOX IS OPEN FROM 18:00 TO 2:00 EVERY DAY EXCEPT TUESDAY.", _ECHO, C),
        ("Guests over 18 must leave by 22:00.", _ECHO, C),
        (
            "Der Laden öffnet ab 9:00 Uhr.",
            "Der Laden öffnet um 9:00 Uhr. Kinder unter 9 Jahren zahlen nichts.",
            S,
        ),
        (
            "Kinder über 9 Jahren zahlen nichts.",
            "Der Laden öffnet um 9:00 Uhr. Kinder unter 9 Jahren zahlen nichts.",
            C,
        ),
        # a bound denied by a word of nothing ("pay nothing", "zahlen nichts"): compared as denied
        ("Children under 9 pay nothing.", "Children under 9 pay nothing.", S),
        ("Children over 9 pay nothing.", "Children under 9 pay nothing.", C),
        ("Les enfants de plus de 9 ans ne paient rien.", "Les enfants de moins de 9 ans ne paient rien.", C),
        ("Los niños menores de 9 años no pagan nada.", "Los niños mayores de 9 años no pagan nada.", C),
        # a value the premise gives another thing beside the claim's words stays a conflict
        ("A day pass costs €4.", _GYM, C),
        ("A monthly membership costs €14.", _GYM, C),
    ],
)
def test_a_careful_reader_agrees(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("每天开放，周一除外。", {1, 2, 3, 4, 5, 6}),
        ("周一除外，每天开放。", {1, 2, 3, 4, 5, 6}),
        ("每天开放，周一和周二除外。", {2, 3, 4, 5, 6}),
        ("除周一外，每天开放。", {1, 2, 3, 4, 5, 6}),
        ("周二至周日开放，节假日除外。", {1, 2, 3, 4, 5, 6}),  # no day excepted: the span's days
    ],
)
def test_a_chinese_exception_after_its_days_excepts_them(text: str, days: set[int]) -> None:
    assert day_set(text) == days
