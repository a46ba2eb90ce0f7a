"""Judge version 14: values said in another form are the same values (a share of a price
and its discount, "every six months" and "twice a year", midnight in six languages, a
Spanish span of times with its half hour, a date after a weekday, a cubic metre per
word), "every" of a time says how often, a bare plural speaks of the whole set, and
German function words and nouns are no names."""

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import judged_label
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.facts import entities
from ragmeter.text.refusal import is_refusal
from ragmeter.text.tokenize import normalize


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _canon(text: str) -> str:
    return canonical(normalize(text))


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # a share of the price and the discount the other way round
        ("Members pay 75% of the normal price.", "Members get a 25% discount on the normal price."),
        ("회원은 정상가의 90% 가격으로 살 수 있습니다.", "회원은 정상가에서 10% 할인을 받습니다."),
        ("Los socios pagan el 85 % del precio.", "Los socios tienen un 15 % de descuento."),
        # a half or a fifth said as a percentage
        (
            "A deposit of 50% is due when you book.",
            "The trip costs €900, and half of it is due when you book.",
        ),
        ("Prices rise by 20% in August.", "In August prices go up by a fifth."),
        # how often, per year
        ("The newsletter is published every three months.", "The newsletter is published four times a year."),
        ("The boiler is serviced twice a year.", "The boiler is serviced every six months."),
        # a one that is no value
        ("보트 한 대당 최대 6명까지 탈 수 있습니다.", "보트 한 대에는 최대 6명까지 탈 수 있습니다."),
    ],
)
def test_a_value_in_another_form_is_the_same_value(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("Members pay 80% of the normal price.", "Members get a 25% discount on the normal price."),
        ("The newsletter comes out every two months.", "The newsletter is published four times a year."),
        ("The boiler is serviced three times a year.", "The boiler is serviced every six months."),
        (
            "Für Sperrmüll werden 20 Euro pro Tonne berechnet.",
            "Für Sperrmüll werden 20 Euro pro Kubikmeter berechnet.",
        ),
    ],
)
def test_another_value_still_differs(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("La tienda cierra a medianoche.", "la tienda cierra a 0:00."),
        ("Der Laden schließt um Mitternacht.", "der laden schliesst um 0:00."),
        ("Le magasin ferme à minuit.", "le magasin ferme à 0:00."),
        ("가게는 자정에 문을 닫습니다.", "가게는 0:00에 문을 닫습니다."),
        ("商店午夜关门。", "商店0:00关门。"),
        ("La tienda cierra a las doce de la noche.", "la tienda cierra a las 0:00."),
        ("Der Laden ist bis 24:00 Uhr geöffnet.", "der laden ist bis 0:00 geöffnet."),
        ("Abrimos de seis a siete y media de la tarde.", "abrimos de 18:00 a 19:30."),
        ("Abrimos de nueve y cuarto a once de la mañana.", "abrimos de 9:15 a 11:00."),
        ("Il a lieu le samedi 14/06.", "il a lieu le samedi 14 june."),
        ("Le bar ouvre à 18 h du mardi au samedi.", "le bar ouvre à 18:00 du mardi au samedi."),
        ("10 Euro pro m³", "10 eur pro cubicmetre"),
        ("10 Euro pro Kubikmeter", "10 eur pro cubicmetre"),
        ("Die Wohnung hat 70 m².", "die wohnung hat 70 squaremetre."),
        ("Die Wohnung hat 70 Quadratmeter.", "die wohnung hat 70 squaremetre."),
        ("报名者须年满16周岁。", "报名者须年满16周岁。"),
    ],
)
def test_times_dates_and_units_read_as_values(text: str, expected: str) -> None:
    assert _canon(text) == expected


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The shop closes at midnight.", "La tienda cierra a medianoche."),
        ("Las clases son de 18:00 a 19:30.", "Las clases son de seis a siete y media de la tarde."),
        # "every" of a time says how often
        ("The ferry sails every day.", "The ferry sails daily between the two harbours."),
        (
            "The museum is open every day, 9 a.m. to 5 p.m.",
            "The museum is open daily from 9 a.m. to 5 p.m.; visitors under 12 enter free.",
        ),
        # a bare plural opening a clause speaks of the whole set
        ("Every class has two teachers.", "Classes have at most eight pupils and are led by two teachers."),
        # German function words and nouns are no names
        ("Jeder Kursabend dauert zwei Stunden.", "Der Kurs umfasst sechs Abende zu je 120 Minuten."),
        ("Für Kinder von 6 bis 10 Jahren.", "Der Kurs richtet sich an Kinder von 6 bis 10 Jahren."),
    ],
)
def test_paraphrases_of_values_and_scope_are_supported(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # a group cut by a modifier is no bare plural
        (
            "All visitors enter free of charge.",
            "Museum members enter free of charge, while day visitors pay $12.",
        ),
        ("Every class has two teachers.", "Some classes have two teachers."),
    ],
)
def test_a_widened_set_is_still_caught(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Jeder Kursabend dauert anderthalb Stunden.", set()),
        ("Für Kinder von 9 bis 13 Jahren.", set()),
        ("Die Werkstatt wurde 2011 von Jonas Weber gegründet.", {"jonas weber"}),
        ("Le Tonneau ouvre à 17 h.", {"tonneau"}),
    ],
)
def test_german_function_words_are_no_names(text: str, names: set[str]) -> None:
    assert set(entities(text)) == names


def test_a_german_noun_before_a_name_is_no_first_name(judge: OfflineJudge) -> None:
    claim = "Die FeWo Sonnenhang in Oberstdorf hat Platz für vier Personen."
    context = "Die Ferienwohnung Sonnenhang in Oberstdorf bietet Platz für bis zu vier Personen."
    assert judged_label(judge, claim, context) is Label.SUPPORTED


def test_a_number_in_another_unit_beside_the_same_number_is_no_unit_conflict(judge: OfflineJudge) -> None:
    claim = "A 45-minute massage costs $45."
    context = "A massage of 45 minutes costs $45."
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("El ferry hace el trayecto todos los días.", "El ferry cubre a diario el trayecto."),
        ("Die Fähre fährt jeden Tag.", "Die Fähre verkehrt täglich."),
        ("There is a concert every six months.", "The orchestra gives a concert twice a year."),
    ],
)
def test_every_of_a_time_is_no_quantifier(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.cause is not None
    assert verdict.cause.check not in (Check.SCOPE, Check.QUANTIFIER)


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # a time from which against one until which
        ("Guests can arrive until 4 pm.", "Guests can arrive from 4 pm."),
        ("Les arrivées se font jusqu'à 16 h.", "Les arrivées se font à partir de 16 h."),
        ("Los domingos el museo abre a partir de las 14:00.", "Los domingos el museo abre hasta las 14:00."),
        (
            "Die Bibliothek hat samstags ab 13 Uhr geöffnet.",
            "Die Bibliothek hat samstags von 9 bis 13 Uhr geöffnet.",
        ),
        ("Les départs se font après midi.", "Les départs se font avant midi."),
        # a change the other way round
        ("The number of members fell from 300 to 240.", "The club grew its membership from 240 to 300."),
        (
            "Sales dropped last year, from 8,400 to 7,100.",
            "Last year the shop sold 8,400 copies, up from 7,100 the year before.",
        ),
        ("会员人数从150减少到120。", "会员人数从120增加到150。"),
        # comparatives and their opposites
        ("今年的报名人数比去年少了二十人。", "今年的报名人数比去年多了二十人。"),
        ("加急订单少收20%的费用。", "加急订单加收20%的费用。"),
        ("Vans shorter than 2.5 metres cannot park here.", "Vans taller than 2.5 metres cannot park here."),
        # "all" against a half or one of them
        (
            "The instructor checks all of the harnesses every week.",
            "The instructor checks half of the harnesses every week.",
        ),
        (
            "40개 객실 모두에 발코니가 있습니다.",
            "호텔은 40개 객실을 운영하며, 그중 12개 객실에 발코니가 있습니다.",
        ),
    ],
)
def test_the_other_direction_is_caught(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Children pay 50% of the $12 adult fare.",
            "Tickets cost $12 for adults and half that for children.",
        ),
        (
            "Los jubilados pagan el 50 % de la entrada.",
            "La entrada cuesta 6 euros; los jubilados pagan la mitad.",
        ),
        (
            "Geschwister zahlen 50 % des Beitrags.",
            "Der Beitrag beträgt 30 Euro, Geschwister zahlen die Hälfte.",
        ),
        (
            "Environ 33 % des chambres ont vue sur le lac.",
            "L'hôtel compte 60 chambres, dont un tiers avec vue sur le lac.",
        ),
        (
            "Each of the three payments of $150 is a third of the $450 fee.",
            "The fee is $450, paid in three payments of $150.",
        ),
        ("The shop is open from 9 a.m.", "The shop is open from 9 a.m. to 6 p.m. every day."),
    ],
)
def test_a_share_or_a_bound_said_otherwise_is_supported(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    "answer",
    [
        "No, breakfast is not included in the price.",
        "The rental does not include insurance.",
        "Nein, das Frühstück ist nicht im Preis enthalten.",
        "Non, le petit-déjeuner n'est pas compris.",
        "No, el desayuno no está incluido.",
        "El alquiler no incluye el seguro.",
        "No, el agua no está incluida en el precio.",
        "No, si llueve la excursión se cancela y no se devuelve el dinero.",
        "No se encuentra en el centro, sino a dos kilómetros.",
        "아니요, 조식은 포함되어 있지 않습니다.",
        "不，早餐不包含在房价内。",
    ],
)
def test_a_negative_answer_is_no_refusal(answer: str) -> None:
    assert not is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Esa información no está disponible.",
        "No lo incluyen los documentos.",
        "El precio no aparece en los documentos.",
        "He revisado el texto, pero no aparece ninguna referencia a la piscina.",
        "Los documentos describen el horario, pero no si hay descuentos.",
    ],
)
def test_a_spanish_refusal_is_still_one(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "La inscripción cuesta 40 euros y la cuota mensual, 25 euros.",
            "La inscripción cuesta 25 euros y la cuota mensual, 40 euros.",
            False,
        ),
        (
            "La inscripción cuesta 25 euros y la cuota mensual, 40 euros.",
            "La inscripción cuesta 25 euros y la cuota mensual, 40 euros.",
            True,
        ),
        ("The gallery is open every day except Tuesdays.", "The gallery is closed on Tuesdays.", True),
        ("The gallery is open every day except Mondays.", "The gallery is closed on Tuesdays.", False),
    ],
)
def test_swapped_values_and_the_rest_of_the_week(
    judge: OfflineJudge, claim: str, context: str, supported: bool
) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "L'électricité est comprise dans les 24 € la nuit.",
            "Le camping a 120 places. Un emplacement coûte 24 € la nuit, électricité non comprise.",
        ),
        (
            "Breakfast is included in the 90 euros.",
            "The room costs 90 euros per night, breakfast not included.",
        ),
        (
            "Der Strom ist im Preis von 24 Euro inbegriffen.",
            "Ein Stellplatz kostet 24 Euro pro Nacht, Strom nicht inbegriffen.",
        ),
        ("电费包含在每晚24欧元中。", "营地每晚24欧元，电费另计。"),
        (
            "Les animaux sont acceptés à l'auberge.",
            "L'auberge compte 96 lits. Les animaux ne sont pas acceptés.",
        ),
    ],
)
def test_an_elliptical_clause_denies_what_its_sentence_names(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is Label.CONTRADICTED


@pytest.mark.parametrize(
    ("question", "answer", "reference"),
    [
        (
            "How much is a reduced day pass?",
            "If you qualify for the reduction, the day pass costs $10 instead of $13.50.",
            "A reduced day pass costs $10.",
        ),
        (
            "When does the fair take place?",
            "It is a three-day event that opens on Friday, 9 May and ends on Sunday, 11 May 2025.",
            "From 9 to 11 May 2025.",
        ),
        (
            "수업은 한 번에 몇 시간인가요?",
            "오전 10시에 시작해서 오후 1시에 끝나니까 한 번 수업은 3시간이에요.",
            "3시간입니다.",
        ),
    ],
)
def test_an_answer_that_states_the_reference_adds_details(question: str, answer: str, reference: str) -> None:
    run = ragmeter.evaluate([{"id": "x", "question": question, "answer": answer, "reference": reference}])
    assert run.samples[0].scores["answer_correctness"].value >= 0.5


def test_a_wrong_number_beside_the_reference_s_is_still_wrong() -> None:
    row = {
        "id": "x",
        "question": "When is the fair?",
        "answer": "From 9 to 12 May 2025.",
        "reference": "From 9 to 11 May 2025.",
    }
    run = ragmeter.evaluate([row])
    assert run.samples[0].scores["answer_correctness"].value < 0.5


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("Boats can't be hired in June, July or August.", "Boats cannot be hired from June to August."),
        ("The fair runs from 2025-07-19 to 2025-07-21.", "The fair runs from 19 to 21 July 2025."),
        ("音乐节于2024-07-19至2024-07-21举行。", "2024年音乐节将于7月19日至21日在湖边公园举行。"),
        (
            "박물관은 2024. 12. 31.부터 2025. 1. 2.까지 휴관해요.",
            "박물관은 2024년 12월 31일부터 2025년 1월 2일까지 휴관합니다.",
        ),
        (
            "The pool closes for the season on Sept. 1.",
            "The pool opens on June 7, 2025 and closes on September 1.",
        ),
        (
            "Non-members pay eight dollars per hour.",
            "Members pay $35 a year, while non-members pay $8 per hour.",
        ),
        (
            "Eine Tageskarte kostet 13,50 € (ermäßigt 10 €).",
            "Eine Tageskarte kostet 13,50 Euro, ermäßigt 10 Euro.",
        ),
    ],
)
def test_formats_of_months_dates_and_prices_are_no_conflict(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.CONTRADICTED, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "The pool opens for the season on Sept. 1.",
            "The pool opens on June 7, 2025 and closes on September 1.",
        ),
        ("The market is open in December.", "The market runs from May 4 to October 26."),
        ("대형차 세차는 15,000원입니다.", "세차 요금은 소형차 15,000원, 대형차 25,000원입니다."),
    ],
)
def test_a_value_of_another_moment_or_item_still_conflicts(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is Label.CONTRADICTED


def test_a_hyphenated_word_is_no_opener() -> None:
    from ragmeter.text.claims import claim_split

    assert claim_split("Non-members pay eight dollars.").claims == ("Non-members pay eight dollars.",)
    assert claim_split("No-show fees are 20 dollars.").claims == ("No-show fees are 20 dollars.",)


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "In the evening a tram comes three times an hour.",
            "Trams run every 20 minutes in the evening.",
            True,
        ),
        (
            "In the evening a tram comes four times an hour.",
            "Trams run every 20 minutes in the evening.",
            False,
        ),
        ("The market is held once every two weeks.", "The market is held every other Saturday.", True),
        ("Der Bus fährt alle 15 Minuten.", "Der Bus fährt viermal pro Stunde.", True),
        ("셔틀버스는 30분마다 다닙니다.", "셔틀버스는 한 시간에 두 번 다닙니다.", True),
    ],
)
def test_a_rate_said_another_way(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    (verdict,) = judge._check(claim, [context])
    assert (verdict.label is not Label.CONTRADICTED) is supported, verdict.reason


def test_rates_read_as_rates() -> None:
    from ragmeter.text.rates import rates, same_rate

    def per_minute(text: str) -> float:
        (rate,) = rates(_canon(text))
        return rate.per_minute

    assert same_rate(per_minute("every 20 minutes"), per_minute("three times an hour"))
    assert same_rate(per_minute("every six months"), per_minute("twice a year"))
    assert same_rate(per_minute("1년에 두 번"), per_minute("每年两次"))
    assert not same_rate(per_minute("every two weeks"), per_minute("twice a month"))


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "王芳医生负责内科门诊，李强医生负责外科手术。",
            "医院的外科手术由王芳医生负责，内科门诊由李强医生负责。",
        ),
        (
            "피부 관리는 김하늘 원장이, 네일 관리는 박소라 실장이 맡습니다.",
            "네일 관리는 김하늘 원장이, 피부 관리는 박소라 실장이 담당합니다.",
        ),
        (
            "In 2019 the Harbor Press acquired the Lumen Group.",
            "In 2019 the Lumen Group acquired the Harbor Press.",
        ),
    ],
)
def test_two_people_or_firms_in_each_other_s_place(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The 10-kilometre trail is mostly hilly.", "The trail is 10 kilometres long and mostly flat."),
        (
            "Die Unterlagen müssen frühestens eine Woche vorher eingereicht werden.",
            "Die Unterlagen müssen spätestens eine Woche vorher eingereicht werden.",
        ),
        (
            "In den letzten zwei Wochen ist der Kurs kostenlos.",
            "In den ersten zwei Wochen ist der Kurs kostenlos.",
        ),
        ("Le marché a lieu le samedi soir.", "Le marché a lieu le samedi matin sur la place."),
        (
            "La excursión se cancela si el mar está tranquilo.",
            "La excursión se cancela si el mar está agitado.",
        ),
        ("가장 작은 방은 30제곱미터입니다.", "방은 세 개이고, 가장 큰 방은 30제곱미터입니다."),
        ("날씨가 좋으면 운항이 취소됩니다.", "날씨가 나쁘면 운항이 취소됩니다."),
        ("初级班每周二上课。", "高级班每周二上课。"),
    ],
)
def test_an_opposite_word_contradicts(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("末班船晚上八点半出发。", "首班船早上6:30出发，末班船20:30出发。"),
        ("On Sundays there is no boat except the one at 11:10.", "On Sundays the boat leaves only at 11:10."),
    ],
)
def test_no_conflict_where_the_words_say_the_same(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is not Label.CONTRADICTED, verdict.reason


def _relevancy(question: str, answer: str, context: str) -> float:
    row = {"id": "x", "question": question, "answer": answer, "contexts": [context]}
    return ragmeter.evaluate([row]).samples[0].scores["answer_relevancy"].value


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        ("Where is the bike shop?", "On Route 12.", "The bike shop is on Route 12, next to the bakery."),
        (
            "Où se trouve la boulangerie ?",
            "Place du Marché, à Vannes.",
            "La boulangerie se trouve place du Marché, à Vannes.",
        ),
        (
            "An welchen Tagen ist die Sauna offen?",
            "Mittwoch bis Sonntag.",
            "Die Sauna ist von Mittwoch bis Sonntag geöffnet.",
        ),
        (
            "¿Qué días abre el taller?",
            "De lunes a viernes.",
            "El taller abre de lunes a viernes de 8:00 a 18:00.",
        ),
        ("前台有事该找谁？", "找王丽就行。", "前台由王丽负责，工作日上午九点到下午五点。"),
    ],
)
def test_a_bare_answer_that_names_what_is_asked_is_relevant(question: str, answer: str, context: str) -> None:
    assert _relevancy(question, answer, context) >= 0.5


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        ("18路首班车几点发车？", "全程约50分钟。", "18路首班车早上6点发车，全程约50分钟。"),
        (
            "How old must children be to join?",
            "Each session costs $300.",
            "Children aged 8 to 12 may join. Each session costs $300.",
        ),
    ],
)
def test_a_bare_number_of_another_kind_is_not_relevant(question: str, answer: str, context: str) -> None:
    assert _relevancy(question, answer, context) < 0.5


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Una hora y cuarto.", "75 minute."),
        ("une heure et quart", "75 minute"),
        ("an hour and a quarter", "75 minute"),
        ("trois quarts d'heure", "45 minute"),
        ("dès 8 heures", "dès 8:00"),
    ],
)
def test_quarter_hours_and_bare_french_hours(text: str, expected: str) -> None:
    assert _canon(text) == expected


def test_a_german_weekday_in_a_compound_is_a_day() -> None:
    from ragmeter.text.weekdays import day_set

    assert day_set("am Montag- und am Mittwochabend") == frozenset({0, 2})
    assert day_set("Der Kurs ist am Donnerstagnachmittag.") == frozenset({3})


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Newcomers can attend their first two sessions without paying.",
            "Newcomers can attend their first two sessions for free.",
        ),
        ("La primera consulta no cuesta nada.", "La primera consulta es gratuita."),
        (
            "게임 시작 24시간 전까지는 수수료 없이 예약을 취소할 수 있어요.",
            "예약은 게임 시작 24시간 전까지 무료로 취소할 수 있습니다.",
        ),
    ],
)
def test_without_paying_is_free(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context", "vetoed"),
    [
        (
            "You pay $180: the $120 tuning plus $60 for the pitch raise.",
            "A tuning costs $120; a pitch raise adds $60.",
            False,
        ),
        (
            "You pay $190: the $120 tuning plus $60 for the pitch raise.",
            "A tuning costs $120; a pitch raise adds $60.",
            True,
        ),
        ("La primera consulta no cuesta nada.", "La primera consulta cuesta 30 euros.", True),
    ],
)
def test_a_worked_out_number_is_no_invented_one(
    judge: OfflineJudge, claim: str, context: str, vetoed: bool
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert (verdict.label is Label.CONTRADICTED) is vetoed, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("Each plot measures 80 square feet.", "Each plot measures 80 square metres."),
        ("The pool is 50 yards long.", "The pool is 50 metres long."),
        ("Les enfants doivent nager 20 longueurs.", "Les enfants doivent nager 20 mètres."),
    ],
)
def test_a_measure_in_another_unit_conflicts(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is Label.CONTRADICTED
    assert "squaremetre" not in verdict.reason


def test_short_forms_of_floors_and_streets_are_their_names() -> None:
    assert entities("Herr Kowalski ist im EG erreichbar.") == {"erdgeschoss", "kowalski"}
    assert entities("The office is on Elm St. near the park.") == {"elm street"}


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        ("The café is on Elm St.", "The café is on Elm Street, next to the bank.", True),
        ("The café is on Oak St.", "The café is on Elm Street, next to the bank.", False),
    ],
)
def test_a_street_written_short(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is supported
