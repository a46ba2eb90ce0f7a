"""Judge version 25: who fills the slot.

* an apposition after a name is a clause of its own ("Park Junho, a student of chef Kim
  Seoyeon, has run the class" has Park Junho run it, not Kim Seoyeon), in English,
  German, French and Spanish; a Chinese party's head is what follows its last 的
  ("金书妍厨师的徒弟朴俊浩" is the apprentice);
* a German sentence that opens with its object ("Den Theorieunterricht hält Frau
  Lindner", "Den Konkurrenten Northwind übernahm Contoso") has the name after the verb
  as its subject;
* a short answer to a "who" question is read in the question's subject slot ("Park
  Junho." to "Who has run Hansang since 2021?": "Park Junho has run Hansang since
  2021."): it answers correctly where the reference names someone else too, and a name
  the reference gives another role does not;
* Korean: who gives and who receives ("초보자들이 강사에게" against "강사가 초보자에게"), a
  name's title ("박지훈 대표가": 박지훈) and a plural ("초보자들") read as the party;
* a Spanish infinitive with its pronoun attached ("aparcarlo") is the verb an exception
  is about ("excepto en el centro histórico");
* German, a titled person right after the verb of a clause that opens with a noun is its
  subject ("Wurzelbehandlungen übernimmt Dr. Anna Kessler", "Die Praxis übernahm 2015 Dr.
  Markus Roth"), for the role, order and transfer readings;
* a claim a best sentence says word for word ("a day pass costs €14") has its values
  bound as it says them (the value-binding checks do not read it against another clause);
* a clock time said on a 12-hour clock without a part of the day ("von halb fünf bis
  sechs", "from 4:30 to 6") is the premise's time 12 hours later ("16:30 bis 18:00"), for
  the number and time checks and, written as the premise writes it, for the model; "in
  the morning" keeps it in the morning;
* an answer in lower case throughout ("erik lind founded the bakery") is checked in the
  premises' case, as one in capitals is: its case says nothing of its names (a word the
  premises write in lower case anywhere stays in lower case);
* a decimal with one dot ("12.5 kilograms") is no date in digits (which made the month
  check step aside); a claim that something starts (ends) on a day inside the one span of
  the premises that starts (ends) on another day conflicts with it;
* Chinese measure words of a count (个, 位, 名, 人) are one unit for the value binding
  ("锁边入门课有20个名额" against "名额12人");
* "logement" / "hébergement", "alojamiento" / "hospedaje", "accommodation" / "lodging"
  are one word for the checks (an included item said another way is named);
* the numbers of a duration are those before its unit ("10 solar panels ... in one day"
  says one day: "One day." answers how long it takes);
* "first" after a modal or a subject ("you must first take the training") is an adverb,
  not the number 1.

Each phenomenon has the reading a careful reader accepts and one with the roles changed."""

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.answered import subject_answer
from ragmeter.text.appositions import split_appositions
from ragmeter.text.claims import with_question
from ragmeter.text.facts import numbers
from ragmeter.text.questions import QuestionType
from ragmeter.text.slots import filler_tokens

S, C = Label.SUPPORTED, Label.CONTRADICTED

_EN = "Since 2021, Park Junho, a student of chef Kim Seoyeon, has run the cooking class Hansang."
_DE = "Seit 2021 leitet Park Junho, ein Schüler von Küchenchefin Kim Seoyeon, die Kochschule Hansang."
_FR = "Depuis 2021, Park Junho, un élève de la cheffe Kim Seoyeon, dirige l'école de cuisine Hansang."
_ES = "Desde 2021, Park Junho, alumno de la chef Kim Seoyeon, dirige la escuela de cocina Hansang."
_ZH = "从2021年起，金书妍厨师的徒弟朴俊浩经营着烹饪班“韩尚”。"
_KO = "2021년부터 김서연 셰프의 제자 박준호가 요리 교실 '한상'을 운영하고 있습니다."
_DENTAL = "Wurzelbehandlungen übernimmt Dr. Anna Kessler, Kinder behandelt Dr. Jonas Wolf."
_PRACTICE = "Dr. Markus Roth hat 2015 die Praxis von Dr. Eva Lang übernommen."
_GYM = (
    "A monthly membership costs €55, and a day pass costs €14. "
    "Shoe rental is included in every membership but costs €4 with a day pass."
)
_CHOIR_EN = "The children's choir rehearses every Thursday from 16:30 to 18:00 in room 12."
_CHOIR_DE = "Der Kinderchor probt jeden Donnerstag von 16:30 bis 18:00 Uhr in Raum 12."
_BAKERY = "The bakery was founded in 1998 by Anna Weber; Erik Lind took it over in 2010."
_SEWING = "租用缝纫机每小时25元，会员打八折。店长林晓岚每周六下午2点教锁边入门课，名额12人，需要预约。"
_STAY_FR = "Le séjour coûte 1 450 euros, hébergement et repas compris."
_SHOW = "Le Théâtre présente la pièce du 5 février au 30 mars 2025."
_PARKING = "Se puede aparcar en cualquier zona de la ciudad excepto en el centro histórico."


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (_EN, ["Since 2021, Park Junho has run the cooking class Hansang.", "a student of chef Kim Seoyeon"]),
        (
            _ES,
            ["Desde 2021, Park Junho dirige la escuela de cocina Hansang.", "alumno de la chef Kim Seoyeon"],
        ),
        (
            "We visited Paris, the capital of France, in May.",
            ["We visited Paris in May.", "the capital of France"],
        ),
        ("Portland, Maine, is a city.", ["Portland, Maine, is a city."]),  # a name, not an apposition
        (
            "Marie Curie, who was born in Warsaw, won two prizes.",
            ["Marie Curie, who was born in Warsaw, won two prizes."],
        ),
    ],
)
def test_appositions_are_set_apart(text: str, parts: list[str]) -> None:
    assert split_appositions(text) == parts


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("Park Junho has run the Hansang cooking class since 2021.", _EN, S),
        ("Kim Seoyeon has run the Hansang cooking class since 2021.", _EN, C),
        ("Park Junho is a student of Kim Seoyeon.", _EN, S),
        ("Park Junho leitet seit 2021 die Kochschule Hansang.", _DE, S),
        ("Kim Seoyeon leitet seit 2021 die Kochschule Hansang.", _DE, C),
        ("Kim Seoyeon dirige l'école de cuisine Hansang depuis 2021.", _FR, C),
        ("Kim Seoyeon dirige la escuela de cocina Hansang desde 2021.", _ES, C),
        (
            "Anna Weber founded the bakery.",
            "Anna Weber, a friend of Kim Seoyeon, founded the bakery in 1998.",
            S,
        ),
        (
            "Kim Seoyeon founded the bakery.",
            "Anna Weber, a friend of Kim Seoyeon, founded the bakery in 1998.",
            C,
        ),
        ("朴俊浩从2021年起经营韩尚烹饪班。", _ZH, S),
        ("金书妍从2021年起经营韩尚烹饪班。", _ZH, C),
        ("김서연 씨가 2021년부터 한상을 운영합니다.", _KO, C),
        (
            "Frau Lindner hält den Theorieunterricht.",
            "Den Theorieunterricht hält Frau Lindner, die Praxis Herr Kaya.",
            S,
        ),
        (
            "Herr Kaya hält den Theorieunterricht.",
            "Den Theorieunterricht hält Frau Lindner, die Praxis Herr Kaya.",
            C,
        ),
        ("Contoso übernahm Northwind.", "Den Konkurrenten Northwind übernahm Contoso 2021.", S),
        ("Northwind übernahm Contoso.", "Den Konkurrenten Northwind übernahm Contoso 2021.", C),
        # Korean: who gives and who receives ("초보자들이 강사에게" against "강사가 초보자에게")
        (
            "주말에는 초보자들이 강사 김민아 씨에게 강습을 해 줍니다.",
            "주말에는 강사 김민아 씨가 초보자에게 무료 강습을 해 줍니다.",
            C,
        ),
        (
            "주말에는 강사 김민아 씨가 초보자들에게 강습을 해 줍니다.",
            "주말에는 강사 김민아 씨가 초보자에게 무료 강습을 해 줍니다.",
            S,
        ),
        (
            "박지훈 대표가 최유나 씨에게 디자인을 가르쳤습니다.",
            "최유나 씨가 박지훈 대표에게 디자인을 가르쳤습니다.",
            C,
        ),
        # Spanish: an infinitive with its pronoun ("aparcarlo") is the verb the exception is about
        ("Puede aparcarlo en el centro histórico.", _PARKING, C),
        ("No puede aparcarlo en el centro histórico.", _PARKING, S),
        # a date: a decimal ("12.5 kilograms") is no date in digits that hides the months
        (
            "The course starts on 14 November 2025.",
            "The course starts on 14 October 2025. The fee includes 12.5 kilograms of clay.",
            C,
        ),
        # the first or last day of a span ("commencent le 5 mars" of "du 5 février au 30 mars")
        ("Les représentations commencent le 5 mars 2025.", _SHOW, C),
        ("Les représentations commencent le 5 février 2025.", _SHOW, S),
        ("Les représentations se terminent le 30 mars 2025.", _SHOW, S),
        ("The camp ends on July 30.", "The camp runs from July 7 to August 1.", C),
        # German, a titled person after the verb is its subject ("Wurzelbehandlungen übernimmt
        # Dr. Anna Kessler"), in the role, order and transfer readings
        ("Wurzelbehandlungen werden von Dr. Anna Kessler übernommen.", _DENTAL, S),
        ("Wurzelbehandlungen werden von Dr. Jonas Wolf übernommen.", _DENTAL, C),
        ("Die Kurse leitet Frau Lindner.", "Frau Lindner leitet die Kurse.", S),
        ("Die Praxis übernahm 2015 Dr. Markus Roth.", _PRACTICE, S),
        ("Die Praxis übernahm 2015 Dr. Eva Lang.", _PRACTICE, C),
        # (English keeps subject, verb, object: "Patients see Dr. Smith")
        (
            "Patients see Dr. Smith on Mondays.",
            "Patients see Dr. Smith on Mondays and Dr. Jones on Fridays.",
            S,
        ),
        # a claim a best sentence says word for word binds its values as the claim does
        ("A day pass costs €14.", _GYM, S),
        ("A day pass costs €4.", _GYM, C),
        ("A monthly membership costs €14.", _GYM, C),
        # a clock time said on a 12-hour clock with no part of the day is the premise's
        # time 12 hours later ("von halb fünf bis sechs" for "16:30 bis 18:00")
        ("The rehearsal is on Thursdays from 4:30 to 6.", _CHOIR_EN, S),
        ("Die Probe ist donnerstags von halb fünf bis sechs.", _CHOIR_DE, S),
        (
            "La répétition a lieu le jeudi de 4 h 30 à 6 h.",
            "La chorale répète le jeudi de 16 h 30 à 18 h.",
            S,
        ),
        ("Die Probe ist donnerstags von halb sechs bis sieben.", _CHOIR_DE, C),
        ("The rehearsal starts at 4:30 in the morning.", _CHOIR_EN, C),
        # a claim in lower case throughout is read in the premises' case, as one in capitals
        ("erik lind founded the bakery in 1998.", _BAKERY, C),
        ("anna weber founded the bakery in 1998.", _BAKERY, S),
        # Chinese measure words of a count are one unit ("20个名额" against "名额12人")
        ("锁边入门课有20个名额。", _SEWING, C),
        ("锁边入门课有12个名额。", _SEWING, S),
        ("民宿有2个房间。", "民宿有3个房间，每个房间住2人。", C),
        ("每个房间住2人。", "民宿有3个房间，每个房间住2人。", S),
        # where one stays, said another way, in the included-item check
        ("Le prix du séjour, 1 450 euros, inclut le logement et les repas.", _STAY_FR, S),
        ("Le prix du séjour, 1 450 euros, inclut le transport et les repas.", _STAY_FR, Label.UNSUPPORTED),
        (
            "The price includes lodging and meals.",
            "The stay costs €1,450, accommodation and meals included.",
            S,
        ),
        # ("den" inside a sentence may be a relative pronoun: no object put first)
        (
            "Jonas Keller, den Ulrike Brenner ausgebildet hat, übernimmt alle Cello-Reparaturen.",
            "Ulrike Brenner hat Jonas Keller ausgebildet, der alle Cello-Reparaturen übernimmt.",
            S,
        ),
    ],
)
def test_who_fills_the_role(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("question", "answer", "formed"),
    [
        ("Who has run Hansang since 2021?", "Park Junho.", "Park Junho has run Hansang since 2021."),
        ("Wer leitet die Kochschule?", "Park Junho.", "Park Junho leitet die Kochschule."),
        ("¿Quién dirige la escuela?", "Park Junho.", "Park Junho dirige la escuela."),
        ("谁经营韩尚？", "是朴俊浩。", "朴俊浩经营韩尚。"),
        ("'한상'을 운영하는 사람은 누구인가요?", "박준호입니다.", "박준호가 '한상'을 운영합니다."),
        ("Who did the bakery hire?", "Erik.", None),  # "who" is the object
        ("Who is the bakery run by?", "Erik.", None),
    ],
)
def test_a_short_answer_in_the_subject_slot(question: str, answer: str, formed: str | None) -> None:
    assert subject_answer(question, answer) == formed


_WHO = [
    ("Who has run the Hansang cooking class since 2021?", _EN),
    ("Wer leitet seit 2021 die Kochschule Hansang?", _DE),
    ("Qui dirige l'école de cuisine Hansang depuis 2021 ?", _FR),
    ("¿Quién dirige la escuela de cocina Hansang desde 2021?", _ES),
    ("谁从2021年起经营韩尚烹饪班？", _ZH),
    ("2021년부터 '한상'을 운영하는 사람은 누구인가요?", _KO),
]


def _correctness(question: str, answer: str, reference: str) -> float:
    run = ragmeter.evaluate(
        [{"question": question, "answer": answer, "reference": reference, "contexts": [reference]}],
        metrics=["answer_correctness"],
    )
    value = run.samples[0].scores["answer_correctness"].value
    assert value is not None
    return value


@pytest.mark.parametrize(("question", "reference"), _WHO)
def test_the_name_that_fills_the_slot_is_correct(question: str, reference: str) -> None:
    right, wrong = ("朴俊浩。", "金书妍。") if "谁" in question else ("Park Junho.", "Kim Seoyeon.")
    if "누구" in question:
        right, wrong = "박준호입니다.", "김서연입니다."
    assert _correctness(question, right, reference) >= 0.5
    assert _correctness(question, wrong, reference) < 0.5


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Before using the laser cutter, you must first take the safety training.", frozenset()),
        ("Visitors should first check in at the desk.", frozenset()),
        ("You must first pay the first month.", frozenset({1.0})),
        ("The office is on the first floor.", frozenset({1.0})),
    ],
)
def test_first_as_an_adverb_counts_nothing(text: str, count: frozenset[float]) -> None:
    assert numbers(text) == count


@pytest.mark.parametrize(
    ("answer", "correct"),
    [("One day.", True), ("Two days.", False)],
)
def test_a_count_beside_a_duration_is_no_duration(answer: str, correct: bool) -> None:
    # ("10 solar panels ... in one day": 10 counts panels; the duration asked is one day)
    question = "How long does Haedam Solar take to install the panels?"
    reference = "Haedam Solar installs 10 solar panels on a house in one day."
    assert (_correctness(question, answer, reference) >= 0.5) is correct


@pytest.mark.parametrize(
    ("text", "fillers"),
    [
        ("Haedam Solar installs 10 solar panels on a house in one day.", {"1", "day"}),
        ("Die Lieferung dauert 3 bis 5 Werktage.", {"3", "5", "werktage", "dauert"}),
        ("送货需要3到5天。", {"3", "5", "天"}),
    ],
)
def test_the_numbers_of_a_duration(text: str, fillers: set[str]) -> None:
    assert filler_tokens(text, QuestionType.DURATION) == fillers


def test_a_spanish_question_mark_is_not_part_of_the_question() -> None:
    # ("¿Cuántos" read as a word inside a sentence would look like a name)
    assert with_question("¿Cuántos alumnos admite?", "12.") == "Cuántos alumnos admite: 12."


def test_a_short_answer_to_what_you_must_first_do_is_correct() -> None:
    reference = "Before using the laser cutter, you must first take the safety training."
    question = "What must you do before using the laser cutter?"
    assert _correctness(question, "Take the safety training.", reference) >= 0.5
