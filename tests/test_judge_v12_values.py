# ruff: noqa: E501
"""Judge version 12: an "all" claim against a premise that says the same of a group cut
by a number, in six languages; a claim that names two people of one family adds one and
swaps none."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.refusal import is_refusal
from ragmeter.text.sentences import sentences


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("All orders ship free.", "Orders over $50 ship free. Delivery takes three days."),
        ("All members get a 10% discount.", "Members over 65 get a 10% discount."),
        ("Alle Kinder fahren gratis.", "Kinder unter 6 Jahren fahren gratis."),
        (
            "Tous les membres ont droit à une réduction.",
            "Les membres de plus de 65 ans ont droit à une réduction.",
        ),
        (
            "Todos los clientes tienen envío gratis.",
            "Los clientes con pedidos de más de 40 € tienen envío gratis.",
        ),
        ("모든 회원은 할인을 받습니다.", "65세 이상 회원은 할인을 받습니다."),
        ("所有客人都须提前订位。", "八人以上的团体须提前订位。"),
    ],
)
def test_all_against_a_group_cut_by_a_number(judge: OfflineJudge, claim: str, context: str) -> None:
    # contradicted by the cut, or unsupported where the premise says "all" of no one
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason
    assert verdict.cause is not None and verdict.cause.check in (Check.QUANTIFIER, Check.SCOPE)


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # the claim names the cut itself, or the premise says "all" too
        ("All orders over $50 ship free.", "Orders over $50 ship free."),
        ("All rooms have a balcony.", "All rooms have a balcony. Rooms over 30 m2 also have a bath."),
        ("Orders over $50 ship free.", "All orders over $50 ship free."),
        ("所有客人都须提前订位。", "客人须提前订位。"),
    ],
)
def test_all_is_not_against_a_cut_the_claim_shares(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.CONTRADICTED, verdict.reason


def test_naming_both_people_of_a_family_is_no_swap() -> None:
    # "Augustin Vander" beside "Elise Vander": the claim adds the founder's name, it does
    # not put him where the reference has her
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "Who inherited the chocolate factory in 1932?",
                "answer": "In 1932 the factory was inherited by Elise Vander, the daughter of its founder, Augustin Vander.",
                "reference": "Elise Vander, the founder's daughter.",
            }
        ],
        metrics=["answer_correctness"],
    )
    assert run.samples[0].scores["answer_correctness"].value == 1.0


def test_a_swapped_first_name_is_still_a_conflict(judge: OfflineJudge) -> None:
    (verdict,) = judge._check("Pierre Curie won the prize.", ["Marie Curie won the prize."])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("When does the pool open?", QuestionType.WHEN),
        ("Until when is the offer valid?", QuestionType.WHEN),
        ("¿Cuándo abre la piscina?", QuestionType.WHEN),
        ("Quand ouvre le musée ?", QuestionType.WHEN),
        # "when" that opens a clause inside a question of another kind
        ("What happens when I cancel?", None),
        ("¿Qué pasa cuando cancelo el pedido?", None),
        ("Who do I call when the power goes out?", QuestionType.WHO),
        ("How do I know when my order ships?", QuestionType.METHOD),
    ],
)
def test_a_when_inside_another_question(question: str, kind: QuestionType | None) -> None:
    assert question_type(question) is kind


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Ben Ford leads the class, assisted by chef Anna Lee.",
            "Chef Anna Lee leads the class, assisted by her sous-chef Ben Ford.",
        ),
        (
            "Sous-Chef Jan Vogel leitet den Kurs, Köchin Eva Brandt unterstützt ihn.",
            "Den Kurs leitet Köchin Eva Brandt; ihr Sous-Chef Jan Vogel unterstützt sie.",
        ),
        (
            "La visite est assurée par l'apprenti Paul Morel, aidé de la guide Anne Roux.",
            "La visite est assurée par la guide Anne Roux, aidée de son apprenti Paul Morel.",
        ),
        (
            "Lucía Vega da el taller con la ayuda de la profesora Rosa Prieto.",
            "La profesora Rosa Prieto da el taller con la ayuda de su alumna Lucía Vega.",
        ),
        ("讲座由助教王芳负责，李强老师协助。", "讲座由李强老师负责，助教王芳协助。"),
    ],
)
def test_the_helper_leading_is_a_role_swap(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is Label.CONTRADICTED, verdict.reason
    assert verdict.cause is not None and verdict.cause.check is Check.ROLE


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Anna Lee leads the class, with the help of Ben Ford.",
            "Chef Anna Lee leads the class, assisted by her sous-chef Ben Ford.",
        ),
        (
            "Köchin Eva Brandt leitet den Kurs, unterstützt von Jan Vogel.",
            "Köchin Eva Brandt leitet den Kurs; ihr Sous-Chef Jan Vogel unterstützt sie.",
        ),
        ("讲座由李强老师负责。", "讲座由李强老师负责，助教王芳协助。"),
    ],
)
def test_the_same_roles_said_otherwise_are_no_swap(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.CONTRADICTED, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The archive's newest document dates from 1412.", "The archive's oldest document dates from 1412."),
        (
            "The most recent letter in the collection dates from 1790.",
            "The oldest letter in the collection dates from 1790.",
        ),
        ("馆内最新的一件档案是1683年的。", "馆内最早的一件档案可追溯到1683年。"),
        ("Das neueste Dokument stammt aus dem Jahr 1412.", "Das älteste Dokument stammt aus dem Jahr 1412."),
    ],
)
def test_newest_against_oldest(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "The first ferry leaves Holm Island at 7:10.",
            "The first ferry leaves Carrick at 7:10, and the last ferry back from Holm Island leaves at 21:00.",
        ),
        (
            "El primer autobús sale de Villalba a las 6:30.",
            "El primer autobús sale de Cercedilla a las 6:30 y el último vuelve desde Villalba a las 22:00.",
        ),
        (
            "Le premier bateau part de Belle-Île à 8 h 15.",
            "Le premier bateau part de Quiberon à 8 h 15 ; le dernier retour de Belle-Île est à 19 h.",
        ),
        (
            "청도에서 부산으로 가는 버스가 오전 8시에 출발합니다.",
            "부산–청도 버스는 매일 오전 8시에 부산을 출발합니다.",
        ),
    ],
)
def test_leaving_from_the_other_end(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "The first ferry leaves Carrick at 7:10.",
            "The first ferry leaves Carrick at 7:10, and the last ferry back from Holm Island leaves at 21:00.",
        ),
        (
            "The last ferry leaves Holm Island at 21:00.",
            "The first ferry leaves Carrick at 7:10, and the last ferry back from Holm Island leaves at 21:00.",
        ),
    ],
)
def test_leaving_from_the_same_end(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        # a reply that is one number word, alone or after its question
        ("trois.", "3."),
        ("combien de vins sont dégustés: trois.", "combien de vins sont dégustés: 3."),
        ("three.", "3."),
        ("tres.", "3."),
        # pounds with pence after them are money; a weight has no bare number after it
        ("a ticket costs fourteen pounds fifty.", "a ticket costs 14.5 gbp."),
        ("a ticket costs £14.50.", "a ticket costs 14.5 gbp."),
        ("the dog weighs 14 pounds.", "the dog weighs 14 pounds."),
        # "Std." is Stunden; "h" stays (a French time: "9 h 30")
        ("4 std.", "240 minute."),
        ("9 h 30", "9 h 30"),
    ],
)
def test_values_in_canonical_form(text: str, canonical_form: str) -> None:
    assert canonical(text) == canonical_form


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "El curso tiene cuatro sesiones.",
            "Un curso de tres sesiones que empieza el 4 de octubre.",
            Label.CONTRADICTED,
        ),
        (
            "El curso tiene tres sesiones.",
            "Un curso de tres sesiones que empieza el 4 de octubre.",
            Label.SUPPORTED,
        ),
        ("A one-way ticket costs fourteen pounds fifty.", "A one-way ticket costs £14.50.", Label.SUPPORTED),
    ],
)
def test_counted_values_and_money_said_in_words(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("question", "answer", "reference"),
    [
        ("阅览室几点关门？", "下午四点半。", "阅览室16:30关门。"),
        (
            "Combien de vins sont dégustés à la fin de la visite ?",
            "Trois.",
            "La visite se termine par une dégustation de trois vins.",
        ),
        ("Wie lange dauert der Kurs?", "4 Std.", "Der Kurs dauert vier Stunden."),
    ],
)
def test_a_bare_value_answer_is_correct(question: str, answer: str, reference: str) -> None:
    run = ragmeter.evaluate(
        [{"id": "x", "question": question, "answer": answer, "reference": reference}],
        metrics=["answer_correctness"],
    )
    score = run.samples[0].scores["answer_correctness"]
    assert score.value is not None and score.value >= 0.5, score.reason


@pytest.mark.parametrize(
    "answer",
    [
        "Je suis désolé, mais les documents ne précisent nulle part s'il est possible de réserver une salle ; je ne peux donc pas répondre.",
        "자료를 확인했고, 주차 정보는 나와 있지 않습니다.",
        "죄송하지만 자료에 나와 있지 않고, 답변드리기 어렵습니다.",
    ],
)
def test_refusals_with_nowhere_and_joined_clauses(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "수강료는 재료비를 포함해 42만 원이며, 주차 가능 여부는 자료에 나와 있지 않습니다.",
        "요금은 만 원이고, 주차는 자료에 나와 있지 않습니다.",
    ],
)
def test_an_answer_joined_to_a_gap_is_no_refusal(answer: str) -> None:
    assert not is_refusal(answer)


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "It closes at 4 p.m.",
            "The reading room is open Tuesday to Saturday, 10:00 to 16:00.",
            Label.SUPPORTED,
        ),
        ("Das Museum schließt um 18 Uhr.", "Das Museum ist von 9 bis 18 Uhr geöffnet.", Label.SUPPORTED),
        ("La piscine ferme à 20 h.", "La piscine est ouverte de 7 h à 20 h.", Label.SUPPORTED),
        ("La tienda cierra a las ocho de la tarde.", "La tienda abre de 9:00 a 20:00.", Label.SUPPORTED),
        (
            "도서관은 오후 6시에 문을 닫습니다.",
            "도서관은 오전 9시부터 오후 6시까지 운영합니다.",
            Label.SUPPORTED,
        ),
        ("图书馆下午六点关门。", "图书馆开放时间为上午九点至下午六点。", Label.SUPPORTED),
        (
            "Werktags ist das Studio von 6 bis 22 Uhr geöffnet.",
            "Das Studio ist werktags von 6 bis 22 Uhr geöffnet.",
            Label.SUPPORTED,
        ),
        # the other end of the span
        (
            "It opens at 4 p.m.",
            "The reading room is open Tuesday to Saturday, 10:00 to 16:00.",
            Label.CONTRADICTED,
        ),
        (
            "It closes at 10 a.m.",
            "The reading room is open Tuesday to Saturday, 10:00 to 16:00.",
            Label.CONTRADICTED,
        ),
        ("Das Museum öffnet um 18 Uhr.", "Das Museum ist von 9 bis 18 Uhr geöffnet.", Label.CONTRADICTED),
    ],
)
def test_opening_and_closing_at_the_ends_of_the_hours(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        ("linden st. dental clinic.", "linden street dental clinic."),
        ("the st. james hotel", "the st. james hotel"),
        ("hauptstr. 5", "hauptstraße 5"),
        ("three-quarters of an hour", "45 minute"),
        ("a quarter of an hour", "15 minute"),
        ("eine dreiviertelstunde", "45 minute"),
        ("trois quarts d'heure", "45 minute"),
        ("un cuarto de hora", "15 minute"),
        ("八五折", "15 percent折扣"),
        ("打折", "打折"),
    ],
)
def test_parts_of_an_hour_street_words_and_chinese_discounts(text: str, canonical_form: str) -> None:
    assert canonical(text) == canonical_form


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "It covers the first three-quarters of an hour of every ride.",
            "Membership covers the first 45 minutes of every ride.",
            Label.SUPPORTED,
        ),
        ("18岁以下患者洗牙可享受20%的折扣。", "18岁以下患者洗牙可享受八折优惠。", Label.SUPPORTED),
        ("18岁以下患者洗牙可享受30%的折扣。", "18岁以下患者洗牙可享受八折优惠。", Label.CONTRADICTED),
        (
            "如果我没理解错的话，最早的一件档案可追溯到1683年。",
            "其中最早的一件档案可追溯到1683年。",
            Label.SUPPORTED,
        ),
    ],
)
def test_parts_discounts_and_hedges(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("question", "answer", "reference", "correct"),
    [
        (
            "¿Quién imparte el curso?",
            "Lo imparte Marta Gil, con la ayuda del chef Andrés Molina.",
            "El chef Andrés Molina.",
            False,
        ),
        (
            "¿Quién imparte el curso?",
            "El chef Andrés Molina, con la ayuda de Marta Gil.",
            "El chef Andrés Molina.",
            True,
        ),
        ("Who teaches the class?", "Chef Anna Lee teaches it, assisted by Ben Ford.", "Anna Lee.", True),
        ("Who teaches the class?", "Ben Ford teaches it, assisted by chef Anna Lee.", "Anna Lee.", False),
    ],
)
def test_the_person_asked_for_named_only_as_helping(
    question: str, answer: str, reference: str, correct: bool
) -> None:
    run = ragmeter.evaluate(
        [{"id": "x", "question": question, "answer": answer, "reference": reference}],
        metrics=["answer_correctness"],
    )
    score = run.samples[0].scores["answer_correctness"]
    assert score.value is not None and (score.value >= 0.5) is correct, score.reason


def test_a_claim_is_asked_again_against_the_clause_that_holds_it(judge: OfflineJudge) -> None:
    context = "Bluewater Ferries runs a crossing every day. The crossing takes 40 minutes, and a one-way adult ticket costs £14.50."
    (verdict,) = judge._check("The trip takes 40 minutes.", [context])
    assert verdict.label is Label.SUPPORTED, verdict.reason
    (verdict,) = judge._check("The trip takes 50 minutes.", [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("The spa is open from 7 a.m. to 10 p.m. Hotel guests use the pool.", 2),
        ("We sell pens, paper, etc. The shop opens at 9.", 2),
        # a day, a month or a time zone after the time goes on with the sentence
        ("Open 9 a.m. Monday to Friday.", 1),
        ("Doors open at 8 p.m. EST for everyone.", 1),
        ("We met at 10 a.m. and left.", 1),
    ],
)
def test_a_sentence_may_end_after_a_m_and_p_m(text: str, parts: int) -> None:
    assert len(sentences(text, fast=True)) == parts


def test_all_against_a_group_when_the_premise_has_every_in_another_sentence(judge: OfflineJudge) -> None:
    context = (
        "The spa is open every day from 7 a.m. to 10 p.m. Hotel guests use the pool and sauna free of charge,"
        " while day visitors pay $40."
    )
    (verdict,) = judge._check("All visitors use the pool and sauna free of charge.", [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Priya Shah covers weekends, while Tom Reyes teaches on weekday evenings.",
            "Instructor Priya Shah teaches on weekday evenings, while Tom Reyes covers weekends.",
            Label.CONTRADICTED,
        ),
        (
            "Priya Shah teaches on weekday evenings, and Tom Reyes covers weekends.",
            "Instructor Priya Shah teaches on weekday evenings, while Tom Reyes covers weekends.",
            Label.SUPPORTED,
        ),
        (
            "Die Fahrstunden übernimmt Frau Lindner, den Theorieunterricht hält Herr Yilmaz.",
            "Den Theorieunterricht hält Frau Lindner, die praktischen Fahrstunden übernimmt Herr Yilmaz.",
            Label.CONTRADICTED,
        ),
        (
            "도로주행 교육은 이서연 강사가, 기능 교육은 박지훈 강사가 맡습니다.",
            "도로주행 교육은 박지훈 강사가, 기능 교육은 이서연 강사가 맡습니다.",
            Label.CONTRADICTED,
        ),
        (
            "科目三由王磊教练负责，科目二由刘芳教练负责。",
            "科目二由王磊教练负责，科目三由刘芳教练负责。",
            Label.CONTRADICTED,
        ),
        (
            "科目二由王磊教练负责，科目三由刘芳教练负责。",
            "科目二由王磊教练负责，科目三由刘芳教练负责。",
            Label.SUPPORTED,
        ),
        # starting against ending, in four languages
        (
            "3월 14일에 마라톤 참가 신청이 시작됩니다.",
            "참가 신청은 3월 14일에 마감됩니다.",
            Label.CONTRADICTED,
        ),
        ("青花瓷书签是店里最滞销的商品。", "店内最畅销的商品是售价68元的青花瓷书签。", Label.CONTRADICTED),
        ("La música debe empezar a las 2:00.", "La música debe terminar a las 2:00.", Label.CONTRADICTED),
        (
            "La música debe terminar a las 2:00.",
            "Hay que pagar una señal, y la música debe terminar a las 2:00.",
            Label.SUPPORTED,
        ),
    ],
)
def test_who_does_which_part_and_start_against_end(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("It starts at the Old Harbour and finishes at Kingsbridge Park.", Label.CONTRADICTED),
        ("It starts at Kingsbridge Park and finishes at the Old Harbour.", Label.SUPPORTED),
    ],
)
def test_start_and_end_the_other_way_round(judge: OfflineJudge, claim: str, label: Label) -> None:
    context = "The marathon takes place on 12 October, starting at Kingsbridge Park and finishing at the Old Harbour."
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


def test_depart_et_arrivee_inverses(judge: OfflineJudge) -> None:
    context = "Le départ sera donné à 9 h devant la mairie et l'arrivée sera jugée au stade municipal."
    (verdict,) = judge._check(
        "Le départ est donné au stade municipal et l'arrivée est jugée devant la mairie.", [context]
    )
    assert verdict.label is Label.CONTRADICTED, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        # an amount in one form however its currency is said
        ("eine tageskarte kostet 14,50 euro.", "eine tageskarte kostet 14.5 eur."),
        ("eine tageskarte kostet 14,50 €.", "eine tageskarte kostet 14.5 eur."),
        ("it costs 2.00 dollars.", "it costs 2 usd."),
        # a clock time with a particle right after it, or a leading zero
        ("08:00에 출발합니다.", "8:00에 출발합니다."),
        ("at 08:30", "at 8:30"),
        ("9h30", "9:30"),
    ],
)
def test_one_form_for_amounts_and_clock_times(text: str, canonical_form: str) -> None:
    assert canonical(text) == canonical_form


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("It is open Tue–Sat.", "The makerspace is open Tuesday to Saturday from 10 a.m. to 6 p.m."),
        ("08:00에 출발합니다.", "마라톤은 2025년 4월 6일 일요일 오전 8시에 시민공원에서 출발합니다."),
        ("Eine Tageskarte kostet 14,50 €.", "Eine Tageskarte kostet 14,50 Euro, für Schüler 11 Euro."),
        ("2025. 4. 6.(일)에 열립니다.", "마라톤은 2025년 4월 6일 일요일 오전 8시에 시민공원에서 열립니다."),
    ],
)
def test_formats_are_never_conflicts(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is Label.SUPPORTED, verdict.reason


def test_a_year_that_opens_a_dotted_date_is_no_list_mark() -> None:
    assert sentences("2025. 4. 6.(일)에 열립니다.") == ["2025. 4. 6.(일)에 열립니다."]
    assert sentences("1. Bring a towel.") == ["Bring a towel."]


def test_enjoy_the_rest_is_a_closer() -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "Do I need a mat?",
                "answer": "No, mats are provided. Enjoy your practice!",
                "contexts": ["Mats are provided, but bring a towel."],
            }
        ]
    )
    assert run.samples[0].scores["faithfulness"].value == 1.0


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a clause of values only, said in another form: not new content to check alone
        (
            "上午9:30到下午5:00，除周一外每天都营业。",
            "商店除周一外每天营业，营业时间为上午9:30至下午5:00。",
            Label.SUPPORTED,
        ),
        # a clause that adds a fact is still checked on its own
        (
            "加急配送费用为15元，第二天就能送到。",
            "普通快递需要两天送达。加急配送费用为15元。",
            Label.UNSUPPORTED,
        ),
    ],
)
def test_coordinated_clauses_read_with_their_values_in_one_form(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("科目三由哪位教练负责？", "科目三由刘芳教练负责。"),
        ("Where does the race finish?", "It finishes at the town hall."),
        ("Où est jugée l'arrivée ?", "Elle est jugée au stade municipal."),
        ("¿Dónde termina la carrera?", "La meta está en el ayuntamiento."),
    ],
)
def test_a_person_with_a_title_and_a_place_without_capitals_fill_the_slot(question: str, answer: str) -> None:
    run = ragmeter.evaluate([{"id": "x", "question": question, "answer": answer, "contexts": ["Context."]}])
    score = run.samples[0].scores["answer_relevancy"]
    assert score.value is not None and score.value >= 0.5, score.reason


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("Gravel costs $40 per ton.", Label.CONTRADICTED),
        ("Gravel costs $40 per cubic metre.", Label.SUPPORTED),
    ],
)
def test_the_measure_a_price_is_per(judge: OfflineJudge, claim: str, label: Label) -> None:
    (verdict,) = judge._check(claim, ["Gravel costs $40 per cubic metre, delivered."])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        ("der unterricht ist um halb vier am nachmittag.", "der unterricht ist um 15:30."),
        ("à deux heures de l'après-midi.", "à 14:00."),
        ("at 10:30 in the evening", "at 22:30"),
        ("une douzaine de croissants", "12 de croissants"),
        ("ein dutzend eier", "12 eier"),
        ("a plot measures 3 by 4 metres", "a plot measures 3 metre × 4 metre"),
        ("a plot measures 3 m × 4 m.", "a plot measures 3 metre × 4 metre."),
    ],
)
def test_parts_of_the_day_dozens_and_sizes(text: str, canonical_form: str) -> None:
    assert canonical(text) == canonical_form


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Three quarters of the 60 plots are already rented.",
            "The garden has 60 plots, and 45 of them are already rented.",
            Label.SUPPORTED,
        ),
        (
            "Ein Viertel der 40 Beete ist noch frei.",
            "Der Garten hat 40 Beete, von denen 10 noch frei sind.",
            Label.SUPPORTED,
        ),
        (
            "Half of the 60 plots are rented.",
            "The garden has 60 plots, and 45 of them are rented.",
            Label.CONTRADICTED,
        ),
        (
            "Lessons are on Tue and Thu at 4:15 p.m.",
            "The school offers lessons on Tuesdays and Thursdays at 4:15 p.m.",
            Label.SUPPORTED,
        ),
        (
            "Lessons are on Tue and Fri at 4:15 p.m.",
            "The school offers lessons on Tuesdays and Thursdays at 4:15 p.m.",
            Label.CONTRADICTED,
        ),
        ("A plot measures 3 m × 4 m.", "A plot measures 3 by 4 metres and costs $25.", Label.SUPPORTED),
        ("A plot measures 3 m × 5 m.", "A plot measures 3 by 4 metres and costs $25.", Label.CONTRADICTED),
    ],
)
def test_shares_of_a_total_day_lists_and_sizes(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("Bereits gekaufte Karten werden zurückgenommen.", Label.CONTRADICTED),
        ("Bereits gekaufte Karten können umgetauscht werden.", Label.SUPPORTED),
    ],
)
def test_a_lone_verb_cut_off_by_a_particle_is_no_clause(
    judge: OfflineJudge, claim: str, label: Label
) -> None:
    context = "Bereits gekaufte Karten werden nicht zurückgenommen, können aber bis zwei Tage vor dem Konzert umgetauscht werden."
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        ("1250 kr.", "1250 kr."),
        ("an adult ticket costs 1,250 kroner.", "an adult ticket costs 1,250 kr."),
        ("the krona fell", "the krona fell"),
    ],
)
def test_crowns_in_one_form(text: str, canonical_form: str) -> None:
    assert canonical(text) == canonical_form


@pytest.mark.parametrize(
    "answer",
    ["Pour un enfant, c'est 12 €. Bonne balade !", "Para niños cuesta 12 €. ¡Buen viaje!"],
)
def test_a_wish_at_the_end_is_a_closer(answer: str) -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "?",
                "answer": answer,
                "contexts": ["Pour un enfant, c'est 12 €. Para niños cuesta 12 €."],
            }
        ]
    )
    assert run.samples[0].scores["faithfulness"].value == 1.0


def test_a_chinese_gate_or_park_is_a_place() -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "城市骑行游从哪里出发？",
                "answer": "从银杏公园东门出发。",
                "contexts": ["C."],
            }
        ]
    )
    score = run.samples[0].scores["answer_relevancy"]
    assert score.value is not None and score.value >= 0.5, score.reason
