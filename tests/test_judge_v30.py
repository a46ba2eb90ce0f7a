"""Judge version 30, read from new fresh sets (BN, BO); each phenomenon has the reading a
careful reader accepts and one with a value changed:

* modality is read in the clause the claim restates: "must bring a towel" where the
  premise has "must bring the referral letter, and may bring a towel" (the auxiliary that
  governs most of the claim's words; a predicate against the nearest clause);
* a route said the other way round ("from the mainland to Lindholm" where the last
  ferry goes "from Lindholm back to the mainland");
* short and long refusals ("Not specified.", "Keine Angaben dazu.", what the documents
  cover said by a pronoun after them, "nirgends erwähnt");
* who does what in Korean and Chinese, and in French across inflections;
* formats: "mind. 30 Std.", "au min. 20 h", "2 euros 40", "3角钱", "Eine Stunde kostet",
  an SMS for a text message, "7.1~7.15" in Korean and Chinese, "第二年" before a month;
  °F against °C;
* an exception waived ("even if you present a doctor's note" of a rule that excepts it);
* an antonym in another ending ("kleinste" / "größte"); a negated verb of exceeding before
  an amount is an upper bound ("never exceeds $30", "ne dépasse pas 30 €", "넘지 않습니다");
* two copular clauses in another order ("Pablo Ruiz es el adjunto, y la directora es
  Marta Gil"), and a description for a name ("The clinic was founded by Ana Costa")."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.cjk_roles import cjk_role_swap
from ragmeter.text.exception_turns import waived_exception
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_TOWEL = "Participants must show their ID at the gate, and they may bring their own water bottle."
_TOWEL_DE = (
    "Teilnehmer müssen am Eingang ihren Ausweis vorzeigen, eine eigene Trinkflasche dürfen sie mitbringen."
)
_TOWEL_KO = "참가자는 입구에서 신분증을 반드시 보여 줘야 하며, 개인 물병은 가져와도 됩니다."
_TOWEL_ZH = "参加者必须在入口出示身份证，也可以自带水杯。"
_PADS = "Helmets are required for all riders, and knee pads are recommended."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("Participants may bring their own water bottle.", _TOWEL, True),
        ("Participants must bring their own water bottle.", _TOWEL, False),
        ("Teilnehmer dürfen eine eigene Trinkflasche mitbringen.", _TOWEL_DE, True),
        ("Teilnehmer müssen eine eigene Trinkflasche mitbringen.", _TOWEL_DE, False),
        ("참가자는 개인 물병을 가져와도 됩니다.", _TOWEL_KO, True),
        ("참가자는 개인 물병을 반드시 가져와야 합니다.", _TOWEL_KO, False),
        ("参加者可以自带水杯。", _TOWEL_ZH, True),
        ("参加者必须自带水杯。", _TOWEL_ZH, False),
        ("Knee pads are recommended.", _PADS, True),
        ("Knee pads are required.", _PADS, False),
        (
            "Registration at reception is required for overnight guests.",
            "Overnight guests are allowed for up to two nights a month and must be registered at reception.",
            True,
        ),
    ],
)
def test_modality_in_the_clause_the_claim_restates(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        (
            "The last ferry from Lindholm to the harbour station leaves at 22:10.",
            "The last ferry from Lindholm back to the harbour station leaves at 22:10.",
            True,
        ),
        (
            "The last ferry from the harbour station to Lindholm leaves at 22:10.",
            "The last ferry from Lindholm back to the harbour station leaves at 22:10.",
            False,
        ),
        (
            "Der letzte Zug vom Hauptbahnhof nach Seefeld fährt um 21:40 Uhr ab.",
            "Der letzte Zug von Seefeld zurück zum Hauptbahnhof fährt um 21:40 Uhr ab.",
            False,
        ),
        (
            "La dernière navette de la gare vers Chamonix part à 19 h.",
            "La dernière navette de Chamonix vers la gare part à 19 h.",
            False,
        ),
        (
            "El último autobús de la estación hacia Cercedilla sale a las 21:15.",
            "El último autobús de Cercedilla de vuelta a la estación sale a las 21:15.",
            False,
        ),
    ],
)
def test_a_route_the_other_way_round(judge: OfflineJudge, answer: str, context: str, supported: bool) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "refusal"),
    [
        ("Not specified.", True),
        ("Keine Angaben dazu.", True),
        ("Non mentionné.", True),
        ("No se especifica.", True),
        ("Not on Sundays.", False),
        ("Keine Anmeldung nötig.", False),
        (
            "Thanks for asking. I read through the information about the library carefully, but it only covers "
            "its opening hours and loan rules; it says nothing about parking. The front desk would be the best "
            "place to ask.",
            True,
        ),
        (
            "The library opens at 9 a.m. on weekdays, but the information says nothing about parking.",
            False,
        ),
        (
            "Ich habe die Informationen zum Museum durchgesehen, aber sie beschreiben nur die Öffnungszeiten "
            "und die Preise. Wer das Museum gegründet hat, wird nirgends erwähnt.",
            True,
        ),
        (
            "J'ai consulté les informations sur le musée, mais elles ne portent que sur les horaires et les "
            "tarifs. Le fondateur n'y est mentionné nulle part.",
            True,
        ),
        (
            "He revisado la información sobre el museo, pero solo trata de los horarios y los precios. "
            "No se menciona quién lo fundó.",
            True,
        ),
    ],
)
def test_short_and_long_refusals(answer: str, refusal: bool) -> None:
    assert is_refusal(answer) is refusal


_ROLES_KO = "총무는 김하늘 씨가 맡고 있고, 이도윤 씨는 회계를 담당합니다."
_ROLES_ZH = "讲座由教授王海燕主讲，助教李明负责签到。"
_ROLES_FR = "L'atelier est animé par le potier Marc Lenoir, assisté de la céramiste Inès Vidal."


@pytest.mark.parametrize(
    ("claim", "context", "swapped"),
    [
        ("김하늘 씨가 총무를 맡고 있습니다.", _ROLES_KO, False),
        ("이도윤 씨가 총무를 맡고 있습니다.", _ROLES_KO, True),
        ("이도윤 씨는 회계를 담당합니다.", _ROLES_KO, False),
        ("讲座由教授王海燕主讲，助教李明负责签到。", _ROLES_ZH, False),
        ("讲座由教授李明主讲，助教王海燕负责签到。", _ROLES_ZH, True),
    ],
)
def test_who_does_what_in_korean_and_chinese(claim: str, context: str, swapped: bool) -> None:
    assert (cjk_role_swap(claim, [context]) is not None) is swapped


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("이도윤 씨가 총무를 맡고 있습니다.", _ROLES_KO, False),
        ("讲座由教授李明主讲，助教王海燕负责签到。", _ROLES_ZH, False),
        (
            "L'atelier est animé par la céramiste Inès Vidal, assistée du potier Marc Lenoir.",
            _ROLES_FR,
            False,
        ),
    ],
)
def test_roles_traded_are_not_supported(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


_MIND = "Der Kurs umfasst mindestens 30 Stunden Theorie und kostet 900 €."
_MIN_FR = "Le stage exige au minimum 20 heures de pratique."
_CAFE = "Un café coûte 2,40 € et un thé 3,10 €."
_RATE = "Die Miete kostet 12 € pro Stunde, das Entsperren 1 €."
_JIAO = "解锁一次1元，骑行每分钟0.3元。"
_SMS = "Customers receive a text message the evening before each delivery."
_POOL = "The main pool is heated to 28 °C all year."
_DAYS_KO = "박물관은 매년 7월 1일부터 15일까지 휴관합니다."
_DAYS_ZH = "博物馆每年7月1日至15日闭馆维护。"
_NEXT_YEAR = "展览从11月1日持续到次年2月28日。"


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("Der Kurs umfasst mind. 30 Std. Theorie.", _MIND, True),
        ("Der Kurs umfasst mind. 40 Std. Theorie.", _MIND, False),
        ("Le stage exige au min. 20 h de pratique.", _MIN_FR, True),
        ("Le stage exige au min. 25 h de pratique.", _MIN_FR, False),
        ("Un café coûte 2 euros 40 et un thé 3 euros 10.", _CAFE, True),
        ("Un café coûte 2 euros 60 et un thé 3 euros 10.", _CAFE, False),
        ("Eine Stunde kostet 12 Euro.", _RATE, True),
        ("Eine Stunde kostet 15 Euro.", _RATE, False),
        ("骑行每分钟3角钱。", _JIAO, True),
        ("骑行每分钟5角钱。", _JIAO, False),
        ("Customers get an SMS the evening before each delivery.", _SMS, True),
        ("The main pool is heated to 28 °F all year.", _POOL, False),
        ("The main pool is heated to 28 °C all year.", _POOL, True),
        ("박물관은 7.1~7.15에 휴관합니다.", _DAYS_KO, True),
        ("박물관은 7.1~7.20에 휴관합니다.", _DAYS_KO, False),
        ("博物馆每年7.1至7.15闭馆。", _DAYS_ZH, True),
        ("博物馆每年7.1至7.20闭馆。", _DAYS_ZH, False),
        ("展览从11月1日开始，一直到第二年2月28日。", _NEXT_YEAR, True),
        ("展览从11月1日开始，一直到第二年3月28日。", _NEXT_YEAR, False),
    ],
)
def test_formats_abbreviations_and_units(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


_NOTE = "Late cancellations are charged in full, except when the patient presents a doctor's note."
_NOTE_DE = "Späte Absagen werden voll berechnet, außer bei Vorlage eines ärztlichen Attests."
_NOTE_ZH = "不足24小时取消的需全额付费，但能出示医生证明的除外。"


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("Late cancellations are charged in full unless you present a doctor's note.", _NOTE, True),
        ("Late cancellations are charged in full, even if you present a doctor's note.", _NOTE, False),
        (
            "Späte Absagen werden voll berechnet, selbst wenn Sie ein ärztliches Attest vorlegen.",
            _NOTE_DE,
            False,
        ),
        ("不足24小时取消的一律全额付费，即使出示医生证明也一样。", _NOTE_ZH, False),
        ("Das kleinste Zimmer hat 12 Quadratmeter.", "Das größte Zimmer hat 12 Quadratmeter.", False),
        ("Das größte Zimmer hat 12 Quadratmeter.", "Das größte Zimmer hat 12 Quadratmeter.", True),
        (
            "Pablo Ruiz es el adjunto, y la directora es Marta Gil.",
            "La directora es Marta Gil, y su adjunto es Pablo Ruiz.",
            True,
        ),
        (
            "Marta Gil es la adjunta, y el director es Pablo Ruiz.",
            "La directora es Marta Gil, y su adjunto es Pablo Ruiz.",
            False,
        ),
        (
            "The clinic was founded in 2009 by Ana Costa.",
            "Ana Costa founded Blue Harbor Dental in 2009. The clinic is open on weekdays.",
            True,
        ),
        (
            "The clinic was founded in 2012 by Ana Costa.",
            "Ana Costa founded Blue Harbor Dental in 2009. The clinic is open on weekdays.",
            False,
        ),
    ],
)
def test_exceptions_antonyms_and_parties(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


def test_a_waived_exception_names_the_concession_and_the_exception() -> None:
    found = waived_exception(
        "Late cancellations are charged in full, even if you present a doctor's note.", _NOTE
    )
    assert found == ("even if", "except when the patient presents a doctor's note.")
    # "although" is no waiver; a claim that names no word of the exception is none either
    assert waived_exception("Children are welcome, aunque los perros no.", _NOTE) is None
    assert (
        waived_exception(
            "Even in winter the museum opens at 9.", "The museum opens at 9 every day except Mondays."
        )
        is None
    )


_CAP = "The daily charge never exceeds $30."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("The daily charge is at most $30.", _CAP, True),
        ("The daily charge is at most $40.", _CAP, False),
        ("The daily charge exceeds $30.", _CAP, False),
        ("Der Tagespreis beträgt höchstens 30 €.", "Der Tagespreis überschreitet nie 30 €.", True),
        ("Der Tagespreis beträgt mindestens 30 €.", "Der Tagespreis überschreitet nie 30 €.", False),
        ("Le tarif journalier est de 30 € au maximum.", "Le tarif journalier ne dépasse pas 30 €.", True),
        ("El precio diario es como máximo 30 €.", "El precio diario no supera los 30 €.", True),
        ("하루 요금은 최대 30,000원입니다.", "하루 요금은 최대 30,000원을 넘지 않습니다.", True),
        ("하루 요금은 최대 40,000원입니다.", "하루 요금은 최대 30,000원을 넘지 않습니다.", False),
    ],
)
def test_a_negated_verb_of_exceeding_is_an_upper_bound(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported
