"""Judge version 16: two coordinated clauses of a claim that trade parts against the
evidence's two clauses are a wrong role, in every language; a reorder or a restated
subject is not."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.crossing import crossed_parts
from ragmeter.judges.offline.role_nouns import role_noun_conflict
from ragmeter.judges.offline.titles import title_conflict, titles
from ragmeter.text.canon import canonical
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.refusal import is_refusal
from ragmeter.text.tokenize import normalize


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _verdicts(judge: OfflineJudge, claim: str, context: str) -> list[tuple[Label, Check | None]]:
    return [(v.label, v.cause.check if v.cause else None) for v in judge._check(claim, [context])]


CROSSED = [
    (
        "Shoe rental is included with a day pass but costs €4 with a membership.",
        "Shoe rental is included in every membership but costs €4 with a day pass.",
    ),
    (
        "学徒小林负责所有变速器调校，店主周浩负责补胎和清洗。",
        "店主周浩亲自负责所有变速器调校，学徒小林负责补胎和清洗。",
    ),
    (
        "Les serviettes sont fournies, mais les draps sont à apporter ou à louer pour 3 €.",
        "Les draps sont fournis, mais les serviettes sont à apporter ou à louer pour 3 €.",
    ),
    (
        "Die Ehrenamtlichen reparieren die Räder, und die Besucher helfen ihnen dabei.",
        "Dort reparieren die Besucher ihre Räder selbst, und Ehrenamtliche helfen ihnen dabei.",
    ),
    (
        "Las toallas se incluyen, pero las sábanas cuestan 5 euros.",
        "Las sábanas se incluyen, pero las toallas cuestan 5 euros.",
    ),
]


@pytest.mark.parametrize(("claim", "evidence"), CROSSED)
def test_clauses_that_trade_parts_are_a_wrong_role(judge: OfflineJudge, claim: str, evidence: str) -> None:
    assert crossed_parts(claim, [evidence]) is not None
    assert (Label.CONTRADICTED, Check.ROLE) in _verdicts(judge, claim, evidence)


def test_the_reason_names_what_moved() -> None:
    assert crossed_parts(CROSSED[0][0], [CROSSED[0][1]]) == ("day pass", "membership")
    assert crossed_parts(CROSSED[2][0], [CROSSED[2][1]]) == ("serviettes", "draps")


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # the clauses the other way round
        (
            "学徒小林负责补胎和清洗，店主周浩负责所有变速器调校。",
            "店主周浩亲自负责所有变速器调校，学徒小林负责补胎和清洗。",
        ),
        (
            "Die Besucher reparieren ihre Räder selbst, und Ehrenamtliche helfen ihnen dabei.",
            "Dort reparieren die Besucher ihre Räder selbst, und Ehrenamtliche helfen ihnen dabei.",
        ),
        # a subject restated in the other clause crosses once, not twice
        (
            "Tom Baker's daughter Lisa took over the bakery in 2015, and Tom Baker founded it in 1990.",
            "Tom Baker founded the bakery in 1990, and his daughter Lisa took it over in 2015.",
        ),
        (
            "Lisa, Tom Baker's daughter, took over the bakery in 2015, and Lisa's father founded it in 1990.",
            "Tom Baker founded the bakery in 1990, and his daughter Lisa took it over in 2015.",
        ),
        # a list joined by "and" is no pair of clauses
        (
            "It includes unlimited texts and calls within the UK, plus 20 GB of data.",
            "The plan costs £14.50 a month and includes 20 GB of data, unlimited calls and unlimited texts "
            "within the UK.",
        ),
        # a Korean adverbial ending ("제외하고") joins no clauses
        (
            "오전 9시부터 오후 6시까지, 매주 월요일을 제외하고 매일 한빛동물원이 문을 엽니다.",
            "한빛동물원은 매주 월요일을 제외하고 매일 오전 9시부터 오후 6시까지 문을 엽니다.",
        ),
    ],
)
def test_a_reorder_is_no_crossing(claim: str, evidence: str) -> None:
    assert crossed_parts(claim, [evidence]) is None


def test_a_crossing_needs_the_evidence_to_have_the_claims_words() -> None:
    claim = "Shoe rental is included with a day pass but costs €4 with a membership."
    assert crossed_parts(claim, ["Towels are free for members but cost €2 with a day ticket."]) is None


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # antonyms: start / stop, first / last, more / fewer, large / small (Korean, Chinese)
        (
            "The music must start at 23:30.",
            "Couples may bring their own caterer, but music must stop at 23:30.",
        ),
        ("The café stops serving at 17:00.", "The café starts serving at 17:00."),
        (
            "벼룩시장은 매달 첫째 토요일에 열립니다.",
            "벼룩시장은 매달 마지막 토요일 오전 10시부터 운동장에서 열립니다.",
        ),
        (
            "작년 판매량은 12,400권으로, 재작년의 9,800권보다 줄었습니다.",
            "작년에 판매한 중고책은 12,400권으로, 재작년의 9,800권보다 늘었습니다.",
        ),
        (
            "반려견은 대형견에 한해 한 마리까지 데려올 수 있습니다.",
            "반려견은 소형견에 한해 한 마리까지 동반할 수 있습니다.",
        ),
        # a canonical bound after its number decides, not a word before it ("mayores")
        (
            "Se puede reservar como mínimo dos horas por semana.",
            "La cortadora la pueden reservar los socios mayores de edad, como máximo dos horas por semana.",
        ),
        # a discount lowers the price by its number, a surcharge raises it
        (
            "Siblings pay 25% more than the £40 monthly fee.",
            "The monthly fee is £40, and siblings get a 25% discount.",
        ),
        ("Geschwister zahlen 25 % mehr.", "Geschwister bekommen 25 % Rabatt."),
        # paying against free: "交...费", "sind frei", and "menos de" is a bound, not "except"
        ("学生摊主也需要交摊位费。", "摊位费为每个50元，学生摊主免费。"),
        (
            "Kinder unter zwölf Jahren zahlen den vollen Preis.",
            "Erwachsene zahlen 9,50 €, Kinder unter zwölf Jahren sind frei.",
        ),
        (
            "Los niños de menos de 5 años pagan el forfait completo.",
            "El forfait cuesta 46 € para adultos; los niños de menos de 5 años suben gratis.",
        ),
        # "demandé", "needed": required
        (
            "Aucun certificat médical n'est demandé.",
            "Un certificat médical de moins d'un an est obligatoire.",
        ),
        ("No ID is needed.", "A photo ID is required at check-in."),
    ],
)
def test_values_said_the_other_way_are_contradicted(judge: OfflineJudge, claim: str, evidence: str) -> None:
    assert Label.CONTRADICTED in [label for label, _ in _verdicts(judge, claim, evidence)]


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("The music must stop at 23:30.", "Music must stop at 23:30."),
        (
            "Siblings get 25% off the £40 monthly fee.",
            "The monthly fee is £40, and siblings get a 25% discount.",
        ),
        ("学生摊主免交摊位费。", "摊位费为每个50元，学生摊主免费。"),
        ("Los niños de menos de 5 años suben gratis.", "Los niños de menos de 5 años suben gratis."),
        (
            "Las citas se pueden cancelar sin coste hasta 24 horas antes.",
            "Las citas se pueden cancelar sin coste hasta 24 horas antes.",
        ),
        ("Un certificat médical est demandé.", "Un certificat médical de moins d'un an est obligatoire."),
    ],
)
def test_the_same_values_stay_supported(judge: OfflineJudge, claim: str, evidence: str) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [Label.SUPPORTED]


def test_hasta_after_is_not_before(judge: OfflineJudge) -> None:
    claim = "Las citas se pueden cancelar sin coste hasta 24 horas después."
    evidence = "Las citas se pueden cancelar sin coste hasta 24 horas antes."
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [Label.CONTRADICTED]


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (
            "Head coach Marco Reyes founded the academy in 2015 with his former teammate Daniel Osei.",
            "Head coach Daniel Osei founded the academy in 2015 with his former teammate Marco Reyes.",
        ),
        (
            "Julián Ortega es hijo de la fundadora, Marisa Ortega.",
            "La guía, Marisa Ortega, hija del fundador Julián Ortega, explica cómo se cuaja la leche.",
        ),
        (
            "Le chef Paul Martin dirige la cuisine avec son second Luc Bernard.",
            "Le chef Luc Bernard dirige la cuisine avec son second Paul Martin.",
        ),
    ],
)
def test_a_title_given_to_another_name_is_a_wrong_role(
    judge: OfflineJudge, claim: str, evidence: str
) -> None:
    assert title_conflict(claim, [evidence]) is not None
    assert (Label.CONTRADICTED, Check.ROLE) in _verdicts(judge, claim, evidence)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # the title the evidence gives nobody whole ("assistant coach" is not "head coach")
        (
            "Head coach Daniel Osei founded the academy.",
            "Daniel Osei is the head coach. Assistant coach Marco Reyes joined in 2016.",
        ),
        # the same titles, said in other places of the sentence
        (
            "The apprentice, Dana Liu, works with the head mechanic, Tomás Reyes.",
            "The head mechanic, Tomás Reyes, builds every wheel and trains the shop's apprentice, Dana Liu.",
        ),
        (
            "Der Assistent Jonas Weber unterstützt Kursleiterin Anja Brandt.",
            "Kursleiterin Anja Brandt wird von ihrem Assistenten Jonas Weber unterstützt.",
        ),
        # no title before the name
        (
            "In 2015, Marco Reyes founded the club with Daniel Osei.",
            "Head coach Daniel Osei founded the club in 2015 with his former teammate Marco Reyes.",
        ),
    ],
)
def test_titles_that_agree_are_no_conflict(claim: str, evidence: str) -> None:
    assert title_conflict(claim, [evidence]) is None


def test_titles_read_before_the_name_and_before_an_apposition() -> None:
    assert titles("Head coach Daniel Osei founded it with his former teammate Marco Reyes.") == {
        "daniel osei": frozenset({"head", "coach"}),
        "marco reyes": frozenset({"former", "teamma"}),
    }
    assert titles("Julián Ortega es hijo de la fundadora, Marisa Ortega.") == {
        "marisa ortega": frozenset({"fundad"})
    }


@pytest.mark.parametrize(
    "claim",
    [
        "La entrada cuesta 4 euros e incluye unas palomitas.",
        "The ticket costs 4 euros and includes a bag of popcorn.",
    ],
)
def test_a_clause_with_a_fact_of_its_own_is_read_alone(judge: OfflineJudge, claim: str) -> None:
    # the model, asked again against the clause that holds the price, entails the price;
    # the clause that adds the popcorn is read alone and is not entailed
    evidence = "La entrada cuesta 4 euros, y los niños menores de seis años entran gratis."
    if claim.startswith("The"):
        evidence = "The ticket costs 4 euros, and children under six get in free."
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [Label.UNSUPPORTED]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Registration opens on the first of February 2026.", "registration opens on 1 february 2026."),
        ("the twenty-third of May", "23 may"),
        ("the twenty first of May", "21 may"),
        ("le premier février 2026", "le 1 february 2026"),
        ("el primero de febrero de 2026", "el 1 february 2026"),
        ("am ersten Februar 2026", "am 1 february 2026"),
        # no month after it: no day
        ("the first of many", "the first of many"),
        # German "elf" is eleven as a time or a count, the English word stays
        (
            "Los geht es um neun Uhr, und um elf ist Schluss.",
            "los geht es um 9:00, und um 11:00 ist schluss.",
        ),
        ("Der Kurs dauert elf Wochen.", "der kurs dauert 77 tage."),
        ("The elf sat on the shelf.", "the elf sat on the shelf."),
        ("Der Kurs beginnt um 9.", "der kurs beginnt um 9:00."),
        ("Der Preis steigt um 10 Prozent.", "der preis steigt um 10 percent."),
    ],
)
def test_days_and_hours_said_in_words(text: str, expected: str) -> None:
    assert canonical(normalize(text)) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("还车时油量不够会怎样？", None),
        ("예약 시간에 늦으면 어떻게 되나요?", None),
        ("我怎样才能预约？", QuestionType.METHOD),
        ("어떻게 예약하나요?", QuestionType.METHOD),
        ("如何报名？", QuestionType.METHOD),
    ],
)
def test_what_comes_of_it_is_no_way_to_do_it(question: str, expected: QuestionType | None) -> None:
    assert question_type(question) is expected


def test_a_sentence_with_every_word_of_the_claim_holds_no_antonym_of_it(judge: OfflineJudge) -> None:
    # the answer is its own evidence: two parallel sentences, one with "감소", one with "증가"
    text = (
        "예치는 전분기대비 각각 3.4조 원, 5.5조 원 감소했습니다. "
        + "예치는 전월대비 각각 4.8조 원 및 0.5조 원 증가했습니다."
    )
    assert [v.label for v in judge._check(text, [text])] == [Label.SUPPORTED, Label.SUPPORTED]


def test_a_claim_said_clause_by_clause_is_no_crossing() -> None:
    claim = "Shoe rental is included in every membership but costs €4 with a day pass."
    crossed = "Shoe rental is included with a day pass but costs €4 with a membership."
    assert crossed_parts(claim, [crossed, claim]) is None


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # feet are no metres, in Spanish too
        (
            "Salva un desnivel de 520 pies.",
            "Salva un desnivel de 520 metros en unos siete minutos.",
            Label.CONTRADICTED,
        ),
        # a share of a total named with a possessive, counted
        (
            "A quarter of the choir's 64 singers are tenors.",
            "Sixteen of its 64 singers are tenors.",
            Label.SUPPORTED,
        ),
        (
            "A third of the choir's 64 singers are tenors.",
            "Sixteen of its 64 singers are tenors.",
            Label.CONTRADICTED,
        ),
        # a German noun after "des" is no name
        (
            "Studierende zahlen 50 % des Kurspreises.",
            "Der Kurs kostet 140 Euro, Schüler und Studierende zahlen 50 %.",
            Label.SUPPORTED,
        ),
        # Chinese limits not to pass: "不得低于" is at least, "不得高于" at most
        ("油量最多保留25%。", "还车时油量不得低于四分之一。", Label.CONTRADICTED),
        ("还车时油量不得高于四分之一。", "还车时油量不得低于四分之一。", Label.CONTRADICTED),
        # ... and what happens if the limit is passed is no bound the other way
        (
            "油量低于四分之一的话，会被收取50元加油服务费。",
            "还车时油量不得低于四分之一，否则将收取50元加油服务费。",
            Label.SUPPORTED,
        ),
    ],
)
def test_units_shares_names_and_limits(
    judge: OfflineJudge, claim: str, evidence: str, expected: Label
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [expected]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a thing said to be excluded is the exception ("are excluded from", "제외됩니다")
        (
            "Members get 10% off all books except magazines.",
            "Members can buy all books at 10% off, but rare editions are excluded from the discount.",
            Label.CONTRADICTED,
        ),
        (
            "회원은 잡지를 제외한 모든 책을 10% 할인받을 수 있습니다.",
            "회원은 모든 책을 10% 할인된 가격에 살 수 있지만, 희귀본은 할인에서 제외됩니다.",
            Label.CONTRADICTED,
        ),
        (
            "회원은 희귀본을 제외한 모든 책을 10% 할인받을 수 있습니다.",
            "회원은 모든 책을 10% 할인된 가격에 살 수 있지만, 희귀본은 할인에서 제외됩니다.",
            Label.SUPPORTED,
        ),
        # one exception in two inflections
        (
            "Speiche & Co. repariert alle Räder bis auf Lastenräder.",
            "Die Werkstatt Speiche & Co. repariert Räder aller Marken, außer Lastenrädern.",
            Label.SUPPORTED,
        ),
    ],
)
def test_exceptions_said_as_an_exclusion(
    judge: OfflineJudge, claim: str, evidence: str, expected: Label
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [expected]


def test_the_excluded_thing_is_read_without_its_connector() -> None:
    from ragmeter.text.excepted import excepted

    assert (
        excepted("All books are 10% off, but rare editions are excluded from the discount.")
        == "rare editions"
    )
    assert excepted("회원은 모든 책을 살 수 있지만, 희귀본은 할인에서 제외됩니다.") == "희귀본"


ROLE_SWAPS = [
    (
        "Vorsitzender ist Jürgen Pohl, Kassenwartin ist Renate Kübler.",
        "Vorsitzende des Vereins ist Renate Kübler, Kassenwart ist Jürgen Pohl.",
    ),
    (
        "El profesor es Manuel Ortega.",
        "La profesora es Lucía Carmona y el guitarrista que acompaña las clases es Manuel Ortega.",
    ),
    ("领队是刘婷，副领队是周明。", "常规路线全长40公里，由领队周明带队，副领队是刘婷。"),
    ("授课老师是林晓，周文澜是助教。", "授课老师是退休中学教师周文澜，助教林晓负责点名和收作业。"),
    ("사장은 박세진 씨이다.", "사장 김도윤 씨와 직원 박세진 씨가 함께 일합니다."),
    ("강사는 이도현 씨이다.", "강사는 박서윤 선생님이고, 보조 강사는 이도현 씨입니다."),
    (
        "Renate Kübler ist Kassenwartin.",
        "Vorsitzende des Vereins ist Renate Kübler, Kassenwart ist Jürgen Pohl.",
    ),
    # a title is no part of what a name does
    (
        "Nurse Lisa Brandt leads the course.",
        "Paramedic Owen Hartley leads the course, and nurse Lisa Brandt assists with the CPR practice.",
    ),
]


@pytest.mark.parametrize(("claim", "evidence"), ROLE_SWAPS)
def test_role_nouns_given_to_the_wrong_people(judge: OfflineJudge, claim: str, evidence: str) -> None:
    assert (Label.CONTRADICTED, Check.ROLE) in _verdicts(judge, claim, evidence)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (
            "Vorsitzende ist Renate Kübler.",
            "Vorsitzende des Vereins ist Renate Kübler, Kassenwart ist Jürgen Pohl.",
        ),
        (
            "La profesora es Lucía Carmona.",
            "La profesora es Lucía Carmona y el guitarrista es Manuel Ortega.",
        ),
        ("副领队是刘婷。", "常规路线全长40公里，由领队周明带队，副领队是刘婷。"),
        ("领队是周明。", "常规路线全长40公里，由领队周明带队，副领队是刘婷。"),
        ("사장은 김도윤 씨입니다.", "사장 김도윤 씨와 직원 박세진 씨가 함께 일합니다."),
        (
            "The head coach is Daniel Osei.",
            "Daniel Osei is the head coach. Assistant coach Marco Reyes joined in 2016.",
        ),
        ("Anna Weber is the owner.", "The owner Anna Weber and her husband Tom Weber run the shop."),
        # a practice named by three capitalised words is no person
        (
            "From 8:00 to 18:00, Brightsmile Dental Practice is open.",
            "Brightsmile Dental Practice on Elm Street is open from 8:00 to 18:00.",
        ),
        (
            "Nurse Lisa Brandt assists with the CPR practice.",
            "Paramedic Owen Hartley leads the course, and nurse Lisa Brandt assists with the CPR practice.",
        ),
    ],
)
def test_role_nouns_that_agree(judge: OfflineJudge, claim: str, evidence: str) -> None:
    assert role_noun_conflict(claim, [evidence]) is None
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [Label.SUPPORTED]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No, annual members are not given the first 30 minutes of a ride for free.", False),
        ("Dogs are not found in the park.", False),
        ("The opening hours are not given.", True),
        ("That is not listed in the documents.", True),
        ("The price isn't given in the context.", True),
    ],
)
def test_not_given_is_a_refusal_only_of_a_source(text: str, expected: bool) -> None:
    assert is_refusal(text) is expected


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a negation that elides its verb, with a place before the thing
        (
            "El gorro también es obligatorio en la piscina exterior.",
            "El uso de gorro es obligatorio en la piscina cubierta, pero no en la exterior.",
            Label.CONTRADICTED,
        ),
        (
            "El gorro es obligatorio en la piscina cubierta.",
            "El uso de gorro es obligatorio en la piscina cubierta, pero no en la exterior.",
            Label.SUPPORTED,
        ),
        (
            "Smoking is allowed on the terrace.",
            "Smoking is allowed in the garden, but not on the terrace.",
            Label.CONTRADICTED,
        ),
        # "accepts" and "takes" of a means of payment are one
        (
            "The booth does not accept coins.",
            "The booth takes cards and coins but not banknotes.",
            Label.CONTRADICTED,
        ),
        (
            "The booth accepts cards and coins.",
            "The booth takes cards and coins but not banknotes.",
            Label.SUPPORTED,
        ),
        (
            "The booth does not accept banknotes.",
            "The booth takes cards and coins but not banknotes.",
            Label.SUPPORTED,
        ),
    ],
)
def test_negations_elided_and_said_in_other_words(
    judge: OfflineJudge, claim: str, evidence: str, expected: Label
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5/17(토)에 있습니다.", "17 may(토)에 있습니다."),
        ("Los sábados 8/11 y 15/11.", "los sábados 8 november y 15 november."),
        ("los 3/4 de los socios", "los 75 percent de los socios"),  # a share, no date
        ("将于2025年1月25日至1月28日举办", "将于25 january 2025至28 january 2025举办"),
        (
            "시립역사박물관은 2024년 12월 31일부터 2025년 1월 2일까지 휴관합니다.",
            "시립역사박물관은 31 december 2024부터 2 january 2025까지 휴관합니다.",
        ),
        ("The club meets on Tuesday evenings at 7:30.", "the club meets on tuesday evenings at 19:30."),
        ("evenings at 7 pm", "evenings at 19:00"),
        ("lasts a fortnight in July", "lasts 14 days in july"),
        ("대출 기간은 3주이다", "대출 기간은 21일이다"),
        ("최소 석 달부터", "3 달 atleast 부터"),
        ("석사 과정", "석사 과정"),
        ("세 달러를 냈다", "세 달러를 냈다"),
        ("每位顾客最多可以带三盆植物", "每位顾客可以带3盆 atmost 植物"),
    ],
)
def test_dates_times_and_periods_in_other_forms(text: str, expected: str) -> None:
    assert canonical(normalize(text)) == expected


def test_a_word_of_a_state_against_one_of_none_is_an_antonym(judge: OfflineJudge) -> None:
    claim = "The weekly price dropped to £6.50 in January."
    evidence = "The weekly price rose from £5.90 to £6.50 in January."
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [Label.CONTRADICTED]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a percentage off is a price cut, not a share of the set: "일부" against "모든" stands
        (
            "평일 오후 6시 이전에는 일부 룸만 30% 할인됩니다.",
            "평일 오후 6시 이전에는 모든 룸 요금이 30% 할인됩니다.",
            Label.CONTRADICTED,
        ),
        # "룸" of "룸 요금이" is the same thing said shorter, no other party
        (
            "평일 오후 6시 이전에는 모든 룸이 30% 할인됩니다.",
            "평일 오후 6시 이전에는 모든 룸 요금이 30% 할인됩니다.",
            Label.SUPPORTED,
        ),
        # north and south gates, sides
        ("在滨江公园北门集合。", "飞轮骑行俱乐部每周六早上7点在滨江公园南门集合。", Label.CONTRADICTED),
        ("在滨江公园南门集合。", "飞轮骑行俱乐部每周六早上7点在滨江公园南门集合。", Label.SUPPORTED),
        (
            "캠핑장은 읍내에서 남쪽으로 12km 떨어져 있습니다.",
            "캠핑장은 읍내에서 북쪽으로 12킬로미터 떨어져 있습니다.",
            Label.CONTRADICTED,
        ),
        # every week against the first Sunday of each month
        (
            "Der Markt findet jeden Sonntag statt.",
            "Der Markt findet jeden ersten Sonntag im Monat statt.",
            Label.CONTRADICTED,
        ),
        (
            "旧物市集每个周日都在老纺织厂院内举办。",
            "梧桐里旧物市集每月第一个周日在老纺织厂院内举办。",
            Label.CONTRADICTED,
        ),
    ],
)
def test_quantifiers_sides_and_how_often(
    judge: OfflineJudge, claim: str, evidence: str, expected: Label
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Dazu finde ich in den vorliegenden Informationen leider nichts; dort geht es nur um Hörtests.",
        "Zu einer Warteliste finde ich in den vorliegenden Informationen leider nichts, deshalb kann ich "
        "die Frage nicht beantworten.",
    ],
)
def test_german_refusals_that_find_nothing(text: str) -> None:
    assert is_refusal(text)


def test_nothing_to_a_question_of_a_price_is_free() -> None:
    from ragmeter.text.claims import with_question

    assert with_question("Was kostet ein Hörtest bei Hörakustik Brenner?", "Nichts.") == (
        "was ein hörtest bei hörakustik brenner: kostenlos."
    )
    assert with_question("What did you find?", "Nothing.") == "What did you find: Nothing."
    run = ragmeter.evaluate(
        [
            {
                "id": "x",
                "question": "Was kostet ein Hörtest?",
                "answer": "Nichts.",
                "reference": "Der Hörtest ist kostenlos.",
            }
        ],
        metrics=["answer_correctness"],
    )
    assert run.samples[0].scores["answer_correctness"].value == 1.0


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Die Jahrespacht beträgt 240 Euro. Viel Freude im Garten!",
            "Die Jahrespacht beträgt 240 Euro.",
            [Label.SUPPORTED],
        ),
        # Spanish negative concord: a price denied is free
        ("La primera consulta no cuesta nada.", "La primera consulta es gratuita.", [Label.SUPPORTED]),
        ("Der Hörtest kostet nichts.", "Der Hörtest ist kostenlos.", [Label.SUPPORTED]),
    ],
)
def test_closers_and_costing_nothing(
    judge: OfflineJudge, claim: str, evidence: str, expected: list[Label]
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == expected


@pytest.mark.parametrize(
    ("question", "answer", "kind", "fills"),
    [
        ("응급처치 교육은 어디서 열려요?", "구민회관입니다.", QuestionType.WHERE, True),
        ("¿Desde dónde se parte en la excursión?", "Desde la playa de Burriana.", QuestionType.WHERE, True),
        ("Bis wann muss meine Bestellung eingehen?", "Spätestens Donnerstagmittag.", QuestionType.WHEN, True),
        (
            "회원증은 어떻게 만들 수 있나요?",
            "버스에 올라가서 신청하시면 무료로 발급해 드립니다.",
            QuestionType.METHOD,
            True,
        ),
        (
            "Wie hoch ist die Kaution für das Probetragen?",
            "Die Kaution beträgt 50 Euro.",
            QuestionType.AMOUNT,
            True,
        ),
        # a length of time gives no price
        (
            "Wie hoch ist die Kaution für das Probetragen?",
            "Ein Hörtest dauert etwa 30 Minuten.",
            QuestionType.AMOUNT,
            False,
        ),
    ],
)
def test_kinds_asked_and_given(question: str, answer: str, kind: QuestionType, fills: bool) -> None:
    from ragmeter.text.slots import filler_tokens

    assert question_type(question) is kind
    assert bool(filler_tokens(answer, kind)) is fills


def test_wie_hoch_of_a_height_is_no_price() -> None:
    assert question_type("Wie hoch ist der Turm?") is not QuestionType.AMOUNT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Il a lieu le mercredi, tous les quinze jours.", "il a lieu le mercredi, tous les 14 jours."),
        ("Il a lieu un mercredi sur deux.", "il a lieu le mercredi tous les 14 jours."),
        ("It is held fortnightly, on Sundays.", "it is held every 14 days, on sundays."),
        ("The market takes place every other Sunday.", "the market takes place every 14 days on sunday."),
        ("Der Kurs findet jeden zweiten Mittwoch statt.", "der kurs findet mittwochs alle 14 tage statt."),
        ("every two weeks", "every 14 days"),
        ("모임은 격주로 열립니다.", "모임은 14일마다 열립니다."),
        ("读书会隔周举行。", "读书会每14天举行。"),
        # no week: no period
        ("on the second floor", "on the second floor"),
        ("Every second counts.", "every second counts."),
        # "안에" bounds a length of time as "이내" does
        ("설치는 신청하신 뒤 3일 안에 해 드려요.", "설치는 신청하신 뒤 3일 atmost 해 드려요."),
    ],
)
def test_every_other_week_and_within(text: str, expected: str) -> None:
    assert canonical(normalize(text)) == expected


def test_a_rate_per_one_unit_needs_no_one_in_the_evidence(judge: OfflineJudge) -> None:
    assert [label for label, _ in _verdicts(judge, "1g당 50원입니다.", "그램당 ₩50입니다.")] == [
        Label.SUPPORTED
    ]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "La noche en habitación compartida cuesta 19 euros e incluye toalla.",
            "La noche en habitación compartida cuesta 19 euros y el desayuno se paga aparte.",
            [Label.UNSUPPORTED],
        ),
        (
            "La location d'un kayak coûte 38 € la journée, gilets de sauvetage et bidon étanche compris.",
            "La location d'un kayak coûte 38 € pour la journée, gilets de sauvetage compris.",
            [Label.UNSUPPORTED],
        ),
        (
            "La noche cuesta 15 euros e incluye el desayuno y la cena.",
            "La noche cuesta 15 euros con el desayuno incluido.",
            [Label.UNSUPPORTED],
        ),
        # named in other words of the item, or said the other way round
        (
            "El precio incluye la tabla y el traje de neopreno.",
            "Cada clase cuesta 35 € e incluye tabla y neopreno.",
            [Label.SUPPORTED],
        ),
        (
            "음성통화 무제한과 데이터 30GB가 포함되어 있습니다.",
            "요금제는 월 39,000원이며 데이터 30GB와 음성통화 무제한이 포함됩니다.",
            [Label.SUPPORTED],
        ),
        ("The ticket includes breakfast.", "Breakfast is included in the ticket price.", [Label.SUPPORTED]),
    ],
)
def test_included_things_the_premises_never_name(
    judge: OfflineJudge, claim: str, evidence: str, expected: list[Label]
) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == expected


def test_an_included_thing_named_nowhere_is_a_surface_check() -> None:
    from ragmeter.judges.offline.included import included_missing
    from ragmeter.judges.offline.problems import SURFACE_CHECKS
    from ragmeter.text.clauses import units

    evidence = "La noche cuesta 15 euros con el desayuno incluido."
    assert included_missing(
        "La noche cuesta 15 euros e incluye el desayuno y la cena.", units(evidence).all, evidence
    ) == ("la cena",)
    assert Check.INCLUDED in SURFACE_CHECKS


def test_a_role_after_a_possessive(judge: OfflineJudge) -> None:
    evidence = "Kursleiterin ist Anja Brandt, unterstützt von ihrem Assistenten Jonas Weber."
    swapped = "Der Kurs wird von Jonas Weber geleitet, Anja Brandt ist seine Assistentin."
    assert (Label.CONTRADICTED, Check.ROLE) in _verdicts(judge, swapped, evidence)
    assert [label for label, _ in _verdicts(judge, "Jonas Weber ist ihr Assistent.", evidence)] == [
        Label.SUPPORTED
    ]


def test_a_korean_verb_in_the_present_is_the_same_verb(judge: OfflineJudge) -> None:
    evidence = "강사는 15년 경력의 도예가 한서윤이고, 가마 관리는 보조강사 오민재가 맡는다."
    assert (Label.CONTRADICTED, Check.ROLE) in _verdicts(judge, "가마 관리는 한서윤 씨가 맡다.", evidence)
    assert [label for label, _ in _verdicts(judge, "가마 관리는 오민재 씨가 맡습니다.", evidence)] == [
        Label.SUPPORTED
    ]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Les pièces neuves sont vendues à prix libre.",
            "Les pièces d'occasion sont vendues à prix libre.",
            Label.CONTRADICTED,
        ),
        (
            "Le cours est réservé aux couturières confirmées.",
            "L'atelier propose un cours pour débutantes le mardi soir.",
            Label.CONTRADICTED,
        ),
        # a Korean verb of a pair in any ending: ending at ten against starting at ten
        (
            "원데이 클래스는 오전 10시에 끝납니다.",
            "원데이 클래스는 오전 10시에 시작해 3시간 동안 진행됩니다.",
            Label.CONTRADICTED,
        ),
        (
            "원데이 클래스는 오전 10시에 시작합니다.",
            "원데이 클래스는 오전 10시에 시작해 3시간 동안 진행됩니다.",
            Label.SUPPORTED,
        ),
    ],
)
def test_antonyms_in_other_forms(judge: OfflineJudge, claim: str, evidence: str, expected: Label) -> None:
    assert [label for label, _ in _verdicts(judge, claim, evidence)] == [expected]
