"""Judge version 15: the model reads a claim and its evidence with their synonyms in one
form ("kids younger than 4" and "children under 4", "at no charge" and "free"), and
relevancy knows more ways of asking for a price or a way to do something."""

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.refusal import is_refusal
from ragmeter.text.slots import filler_tokens
from ragmeter.text.synonyms import same_words
from ragmeter.text.tokenize import normalize


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Kids younger than 6 ride at no charge.",
            "Children under 6 ride free.",
            "Children under 6 ride free.",
        ),
        ("Parking costs nothing.", "Parking is free of charge.", "Parking is free."),
        (
            "Dogs are forbidden on the beach.",
            "Dogs are not permitted on the beach.",
            "Dogs are not allowed on the beach.",
        ),
        ("Der Eintritt ist gratis.", "Der Eintritt ist kostenlos.", "Der Eintritt ist kostenlos."),
        ("Rauchen ist nicht gestattet.", "Rauchen ist verboten.", "Rauchen ist verboten."),
        ("L'entrée ne coûte rien.", "L'entrée est gratuite.", "L'entrée est gratuit."),
        ("No se permite fumar.", "Está prohibido fumar.", "Está prohibido fumar."),
        (
            "Los grupos tienen como mucho 8 estudiantes.",
            "Grupos de un máximo de 8 alumnos.",
            "Los grupos tienen un máximo de 8 alumnos.",
        ),
        ("停车不收费。", "停车免费。", "停车免费。"),
        ("주차는 공짜입니다.", "주차는 무료입니다.", "주차는 무료입니다."),
    ],
)
def test_synonyms_are_written_alike(claim: str, evidence: str, expected: str) -> None:
    mine, theirs = same_words(claim, evidence)
    assert mine == expected
    assert same_words(mine, theirs) == (mine, theirs)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # worded alike already: read as written
        ("Children under 6 ride free.", "Children under 6 ride free, and adults pay $4."),
        # the evidence has no word of the group: nothing to align
        ("Kids ride at no charge.", "Tickets cost $4."),
        # a bound is no synonym of its opposite
        ("Kids over 6 ride free.", "Children under 6 ride free."),
    ],
)
def test_synonyms_leave_other_text_alone(claim: str, evidence: str) -> None:
    mine, theirs = same_words(claim, evidence)
    assert theirs == evidence or "over" in mine
    if claim.startswith("Children") or "Tickets" in evidence:
        assert mine == claim


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Kids younger than 5 get in at no charge.",
            "Children under 5 get in free, and adult tickets cost $12.",
        ),
        (
            "Photographing the exhibits with your phone costs nothing.",
            "Photographing the exhibits with your phone is free.",
        ),
        ("Newcomers can join the first class without paying.", "The first class is free for newcomers."),
        ("Glass bottles are forbidden in the park.", "Glass bottles are not allowed in the park."),
        ("Las mascotas no están permitidas.", "Está prohibido entrar con mascotas."),
    ],
)
def test_a_synonym_is_supported(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Kids older than 5 get in at no charge.",
            "Children under 5 get in free, and adult tickets cost $12.",
        ),
        ("Glass bottles are allowed in the park.", "Glass bottles are not allowed in the park."),
        ("Kids younger than 5 pay $12.", "Children under 5 get in free, and adult tickets cost $12."),
    ],
)
def test_a_synonym_does_not_hide_an_error(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What will the boat tour set me back?", QuestionType.AMOUNT),
        ("What would a week of camp cost?", QuestionType.AMOUNT),
        ("¿Cuánto tengo que pagar por la clase?", QuestionType.AMOUNT),
        ("Combien je vais payer pour la nuit ?", QuestionType.AMOUNT),
        ("Wie teuer ist der Kurs?", QuestionType.AMOUNT),
        ("¿Qué tengo que hacer para apuntarme?", QuestionType.METHOD),
        ("Wie komme ich an einen Termin?", QuestionType.METHOD),
        ("怎样才能报名？", QuestionType.METHOD),
        ("What do I need to do to sign up?", QuestionType.METHOD),
    ],
)
def test_more_ways_to_ask(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


def test_a_gate_is_a_place() -> None:
    assert "gate" in filler_tokens("To Gate 3, half an hour before departure.", QuestionType.WHERE)
    # a person after "to" stays a person
    assert filler_tokens("Talk to Anna Weber.", QuestionType.WHO) == {"anna", "weber"}


_FERRY = (
    "The island ferry leaves at 8:10 and 14:30. Cars must check in at Lane 4 at least 20 minutes "
    "before departure. A return ticket costs $24. The ferry company was founded in 1962."
)


_CURSO = (
    "El curso de cerámica dura ocho semanas. Cuesta 120 € con el material incluido. Lo imparte Marta Gil."
)


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        ("What will a return trip set me back?", "$24.", True),
        ("Where should drivers go before boarding?", "To Lane 4, at least 20 minutes ahead.", True),
        ("Where should drivers go before boarding?", "The ferry company was founded in 1962.", False),
        ("¿Cuánto tengo que pagar por el curso?", "120 € en total, con el material incluido.", True),
    ],
)
def test_direct_answers_in_few_shared_words(question: str, answer: str, relevant: bool) -> None:
    context = _FERRY if question[0] != "¿" else _CURSO
    sample = {"question": question, "answer": answer, "contexts": [context]}
    score = ragmeter.evaluate([sample], metrics=["answer_relevancy"]).samples[0].scores["answer_relevancy"]
    assert (score.value is not None and score.value >= 0.5) is relevant, score.reason


_CLINIC = "The clinic is open Monday to Saturday from 8:30 am to 8:00 pm."
_ZH_CLINIC = "安康宠物医院周一至周六上午8:30至晚上8:00营业，周日只接急诊。"


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        # closing at the end of the hours it is open
        ("The clinic closes at 8 pm.", _CLINIC, True),
        ("The clinic opens at 8 pm.", _CLINIC, False),
        ("The clinic closes at 6 pm.", _CLINIC, False),
        ("周一至周六医院20:00关门。", _ZH_CLINIC, True),
        ("周一至周六医院20:00开门。", _ZH_CLINIC, False),
        # every day, said as seven days a week or as any day but one
        ("The shop is open every day.", "The shop is open 7 days a week.", True),
        ("Elle est ouverte tous les jours.", "La laverie est ouverte 7 jours sur 7, de 7 h à 22 h.", True),
        ("The shop is open every day.", "The shop is open Monday to Friday.", False),
        (
            "Students can book the studio every day except Monday.",
            "Students may book the studio on any day except Monday.",
            True,
        ),
        # the day a claim excepts, named alone by the premise
        ("Das Café hat an jedem Tag außer Montag geöffnet.", "Montag ist Ruhetag im Café Lind.", True),
        ("Das Café hat an jedem Tag außer Dienstag geöffnet.", "Montag ist Ruhetag im Café Lind.", False),
        # before and after an appointment, inside a bound of a span
        (
            "Las citas se pueden cancelar sin coste hasta 24 horas después.",
            "Las citas se pueden cancelar sin coste hasta 24 horas antes.",
            False,
        ),
        (
            "Les rendez-vous peuvent être annulés jusqu'à 48 heures après.",
            "Les rendez-vous peuvent être annulés sans frais jusqu'à 48 heures avant.",
            False,
        ),
    ],
)
def test_hours_days_and_sides_of_an_event(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # "만 빼면" and "nur ... nicht" except one thing; they do not say "only"
        (
            "글램핑 텐트만 빼면 캠핑장 어디든 반려견과 함께 갈 수 있습니다.",
            "반려견은 글램핑 텐트를 제외한 모든 구역에서 동반할 수 있습니다.",
        ),
        (
            "Dort werden Räder aller Marken repariert, nur E-Bikes nicht.",
            "Die Werkstatt repariert Räder aller Marken außer E-Bikes.",
        ),
    ],
)
def test_an_exception_is_no_only(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert (
        verdict.label is not Label.CONTRADICTED
        and "only" not in verdict.reason
        and "'nur'" not in verdict.reason
    )


def _canon(text: str) -> str:
    return canonical(normalize(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("de 9 a 19 horas", "de 9:00 a 19:00"),
        ("de 2 a 3 horas de clase", "de 120 minute a 180 minute de clase"),  # a length of time, both ends
        ("Mittwochs von 7 bis halb 9 abends.", "mittwochs von 19:00 bis 20:30."),
        ("de 2 h à 5 h de l'après-midi", "de 14:00 à 17:00"),
        ("von 9 bis 23 Uhr", "von 9:00 bis 23:00"),
        ("de 9 à 18 h", "de 9:00 à 18:00"),
        (
            "The choir has 36 members, and a third are tenors.",
            "the choir has 36 members, and 33 percent are tenors.",
        ),
        ("un tercio son tenores", "33 percent son tenores"),
    ],
)
def test_spans_of_hours_and_shares_read_whole(text: str, expected: str) -> None:
    assert _canon(text) == expected


@pytest.mark.parametrize(
    ("answer", "refuses"),
    [
        (
            "I'm sorry, but I couldn't find that in the material I was given. It covers the kiln days and "
            "the cooling time, but it says nothing about who founded the studio.",
            True,
        ),
        (
            "Dazu kann ich leider nichts sagen: Die Angaben zur Eisbahn nennen nur die Öffnungszeiten und "
            "die Preise, aber keinen Imbiss.",
            True,
        ),
        ("Dazu kann ich leider nichts sagen.", True),
        # what "it" covers, after a refusal that names no document: the fee, an answer
        ("I don't know the price. It covers materials and tools.", False),
        ("Das kann ich nicht sagen, aber keine Sorge: die Halle ist offen.", False),
    ],
)
def test_a_refusal_that_says_what_the_documents_cover(answer: str, refuses: bool) -> None:
    assert is_refusal(answer) is refuses


_POOL = (
    "Das Hallenbad Nord ist dienstags bis sonntags von 7 bis 20 Uhr geöffnet. "
    "Das Sportbecken ist 25 Meter lang."
)
_HALL = (
    "Die Kletterhalle hat montags bis freitags von 10 bis 23 Uhr und am Wochenende von 9 bis 21 Uhr geöffnet."
)


@pytest.mark.parametrize(
    ("claim", "contexts", "supported"),
    [
        # open on other days than the premise has it open; the days of another document do not count
        ("Das Hallenbad Nord ist montags bis freitags von 7 bis 20 Uhr geöffnet.", [_POOL, _HALL], False),
        ("The pool is open Monday to Friday.", ["The pool is open Tuesday to Sunday."], False),
        ("The pool is open Wednesday to Friday.", ["The pool is open Tuesday to Sunday."], True),
        # the start of one span joined to the end of another
        ("Am Wochenende hat die Kletterhalle von 9 bis 23 Uhr geöffnet.", [_HALL], False),
        ("Am Wochenende hat die Kletterhalle von 9 bis 21 Uhr geöffnet.", [_HALL], True),
        (
            "The office is open from 9 am to 6 pm.",
            ["The office is open from 9 am to 12 pm and from 2 pm to 6 pm."],
            False,
        ),
        # the thing sold is no seller
        (
            "The 2021 Riesling sells for $24 a bottle.",
            ["The shop at Hollow Creek Vineyard sells its 2021 Riesling for $24 a bottle."],
            True,
        ),
        ("About 33% of the members are tenors.", ["The choir has 36 members, and a third are tenors."], True),
    ],
)
def test_days_spans_and_sellers(
    judge: OfflineJudge, claim: str, contexts: list[str], supported: bool
) -> None:
    (verdict,) = judge._check(claim, contexts)
    assert (verdict.label is Label.SUPPORTED) is supported, verdict.reason


def test_how_long_is_answered_by_a_length() -> None:
    sample = {
        "question": "Wie lang ist das Sportbecken im Hallenbad Nord?",
        "answer": "Das Sportbecken ist 25 Meter lang.",
        "contexts": [_POOL],
    }
    score = ragmeter.evaluate([sample], metrics=["answer_relevancy"]).samples[0].scores["answer_relevancy"]
    assert score.value is not None and score.value >= 0.5, score.reason


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "The sauna is closed on Mondays and open on all the other days of the week.",
            "Birchwood Sauna is open every day except Monday, from 2 p.m. to 10 p.m.",
            True,
        ),
        (
            "The sauna is closed on Tuesdays and open on all the other days of the week.",
            "Birchwood Sauna is open every day except Monday, from 2 p.m. to 10 p.m.",
            False,
        ),
        (
            "Nur mittwochs ist er geschlossen, an allen anderen Tagen hat er von 8 bis 18 Uhr offen.",
            "Der Hofladen liegt bei Weilheim. Er ist täglich außer mittwochs von 8 bis 18 Uhr geöffnet.",
            True,
        ),
        ("回收站只有周一不开门，其余每天都开放。", "回收站除周一外每天开放，时间为上午8点到下午5点。", True),
        ("回收站只有周二不开门，其余每天都开放。", "回收站除周一外每天开放，时间为上午8点到下午5点。", False),
        (
            "It is open Monday to Friday and closed on weekends.",
            "The car wash is open from 8 a.m. to 7 p.m. every day except Sunday.",
            False,
        ),
    ],
)
def test_closed_on_some_days_and_open_on_the_rest(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("¿Qué me cobran por llevar a mi perro?", QuestionType.AMOUNT),
        ("¿Cuánto me costaría entrar con mi hijo?", QuestionType.AMOUNT),
        ("Quel budget prévoir pour une nuit ?", QuestionType.AMOUNT),
    ],
)
def test_more_ways_to_ask_a_price(question: str, kind: QuestionType) -> None:
    assert question_type(question) is kind


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        ("70岁以上老人免费。", QuestionType.AMOUNT),
        ("Nada: los menores de 5 años entran gratis.", QuestionType.AMOUNT),
        ("도서관 홈페이지에서만 접수합니다.", QuestionType.METHOD),
        ("앱을 통해서만 대여할 수 있어요.", QuestionType.METHOD),
    ],
)
def test_nothing_to_pay_and_a_korean_means_fill_the_slot(answer: str, kind: QuestionType) -> None:
    assert filler_tokens(answer, kind)


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        # two people given each other's parts
        (
            "Anna teaches the class and Tom runs the shop.",
            "Tom teaches the class and Anna runs the shop.",
            False,
        ),
        (
            "Ane dirige las clases e Iker lleva la tienda.",
            "Iker dirige las clases y Ane lleva la tienda.",
            False,
        ),
        # the same parts in another order, and two people who share one part
        (
            "Tom runs the shop and Anna teaches the class.",
            "Anna teaches the class and Tom runs the shop.",
            True,
        ),
        (
            "Brightpath Software was founded by Marisol Vega and Daniel Okafor in 2006.",
            "Marisol Vega and Daniel Okafor founded Brightpath Software in 2006.",
            True,
        ),
    ],
)
def test_two_people_in_each_others_parts(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "Students who pay for a full term get one tenth off.",
            "Students who pay for a full term get a 10% discount.",
            True,
        ),
        (
            "Students who pay for a full term get one fifth off.",
            "Students who pay for a full term get a 10% discount.",
            False,
        ),
        ("예약은 적어도 7일 전에는 해야 합니다.", "예약은 최소 일주일 전에 해야 합니다.", True),
        # a week of how often stays a week
        ("피아노 레슨은 일주일에 두 번입니다.", "피아노 개인 레슨은 주 2회, 회당 50분입니다.", True),
    ],
)
def test_shares_off_and_a_korean_week(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


def test_a_french_share_of_a_change() -> None:
    assert _canon("baisser le prix d'un cinquième") == "baisser le prix de 20 percent"
    assert "20 percent" not in _canon("un quart d'heure")


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "Glazed work must be placed on the upper two shelves.",
            "Glazed work must be placed on the lower two shelves.",
            False,
        ),
        (
            "Il faut obligatoirement apporter une serviette.",
            "Il est conseillé d'apporter une serviette.",
            False,
        ),
        ("Il est conseillé d'apporter une serviette.", "Il est conseillé d'apporter une serviette.", True),
        ("Die Werkstatt kauft Ersatzteile an.", "Die Werkstatt verkauft Ersatzteile.", False),
    ],
)
def test_more_poles_and_obligations(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Guests need to check out no later than 10:00.",
            "Check-out is by 10:00.",
            "Guests need to check out by 10:00.",
        ),
        (
            "The shortest possible contract is 24 months.",
            "The minimum contract is 24 months.",
            "The minimum contract is 24 months.",
        ),
        (
            "Il est indispensable de savoir nager.",
            "Savoir nager est obligatoire.",
            "Il est obligatoire de savoir nager.",
        ),
        # "by" of an agent is no time
        ("It was founded by Anna Weber.", "It was founded by Anna Weber.", "It was founded by Anna Weber."),
    ],
)
def test_time_limits_and_bounds_in_one_form(claim: str, evidence: str, expected: str) -> None:
    assert same_words(claim, evidence)[0] == expected


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "Dogs are permitted in the park as long as they are on a lead.",
            "Dogs are allowed in the park if they are kept on a leash.",
            True,
        ),
        ("Dogs are permitted in the park.", "Dogs are not allowed in the park.", False),
    ],
)
def test_conditions_and_permissions_in_other_words(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported
