# ruff: noqa: E501
"""Judge version 13: what an exception says of the excepted thing, read by negation where
no state word says it; relevancy that reads the context sentence a model says the answer
states; a Korean honorific verb that is no hour."""

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.periods import durations_as_theirs
from ragmeter.text.canon import canonical_cased
from ragmeter.text.excepted import ExceptionReading, exception_reading
from ragmeter.text.facts import entities, number_units
from ragmeter.text.refusal import is_refusal
from ragmeter.text.tokenize import content_tokens


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The attic room has no air conditioning.", "Every room except the attic room is air-conditioned."),
        (
            "Dogs are not allowed on the playground.",
            "Dogs are welcome in all areas of the park apart from the playground.",
        ),
        ("Das Dachzimmer hat keine Klimaanlage.", "Alle Zimmer außer dem Dachzimmer haben eine Klimaanlage."),
        (
            "La chambre mansardée n'est pas climatisée.",
            "Toutes les chambres sont climatisées, sauf la chambre mansardée.",
        ),
        (
            "La buhardilla no tiene aire acondicionado.",
            "Todas las habitaciones tienen aire acondicionado salvo la buhardilla.",
        ),
        ("다락방에는 에어컨이 없습니다.", "다락방을 제외한 모든 객실에 에어컨이 있습니다."),
        ("阁楼房间没有空调。", "除阁楼房间外，所有客房都有空调。"),
    ],
)
def test_the_excepted_thing_is_denied_what_the_rest_has(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("The attic room has air conditioning.", "Every room except the attic room is air-conditioned."),
        ("阁楼房间有空调。", "除阁楼房间外，所有客房都有空调。"),
        (
            "Dogs are allowed on the playground.",
            "Dogs are welcome in all areas of the park apart from the playground.",
        ),
        # the excepted thing has a value of its own, and the claim gives the rest's
        ("The attic room costs €30.", "All rooms cost €30 except the attic room, which costs €20."),
    ],
)
def test_the_excepted_thing_given_what_the_rest_has_conflicts(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is not Label.SUPPORTED


def test_the_excepted_things_own_value_is_no_conflict(judge: OfflineJudge) -> None:
    context = "All rooms cost €30 except the attic room, which costs €20."
    assert exception_reading("The attic room costs €20.", context) is None
    assert judged_label(judge, "The attic room costs €20.", context) is Label.SUPPORTED


def test_negation_reading_needs_the_rest_of_the_claim_in_the_sentence() -> None:
    # the claim says something else of the attic room: no reading either way
    context = "Every room except the attic room is air-conditioned."
    assert exception_reading("The attic room has no window.", context) is None
    assert exception_reading("The attic room has no air conditioning.", context) is ExceptionReading.AGREES


def _relevancy(question: str, answer: str, context: str) -> float:
    run = ragmeter.evaluate([{"question": question, "answer": answer, "contexts": [context]}])
    value = run.samples[0].scores["answer_relevancy"].value
    assert value is not None
    return value


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "How long does delivery take?",
            "Orders usually arrive within three working days.",
            "Standard delivery takes up to three working days. Returns are free within 30 days.",
        ),
        (
            "Où puis-je garer mon vélo ?",
            "Un support se trouve derrière le bâtiment principal.",
            "Les vélos peuvent être garés sur le support derrière le bâtiment principal. L'accueil ouvre à 9 h.",
        ),
        (
            "When is the museum closed?",
            "It shuts its doors on Mondays.",
            "The museum was built in 1894 and is closed on Mondays. Tickets cost €8.",
        ),
    ],
)
def test_an_answer_that_states_the_answering_sentence_is_relevant(
    question: str, answer: str, context: str
) -> None:
    assert _relevancy(question, answer, context) >= 0.5


@pytest.mark.parametrize(
    "context",
    [
        "The museum, built in 1894, is closed on Mondays. Tickets cost €8.",
        "The museum was built in 1894 and is closed on Mondays. Tickets cost €8.",
    ],
)
def test_a_true_answer_of_another_clause_of_that_sentence_is_not(context: str) -> None:
    assert _relevancy("When is the museum closed?", "The museum was built in 1894.", context) < 0.5


def test_a_korean_honorific_verb_is_no_hour() -> None:
    assert "두시면" in content_tokens("자전거는 본관 뒤편 거치대에 세워 두시면 됩니다.")
    assert content_tokens("두시에 만나요.")[:2] == ["2", "00"]


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "The studio offers classes every day except Sunday.",
            "The studio offers yoga classes from Monday to Saturday.",
        ),
        (
            "Le studio propose des cours tous les jours sauf le dimanche.",
            "Le studio propose des cours de yoga du lundi au samedi.",
        ),
        (
            "El estudio ofrece clases todos los días menos el domingo.",
            "El estudio ofrece clases de lunes a sábado.",
        ),
        (
            "Das Studio bietet täglich außer sonntags Kurse an.",
            "Das Studio bietet von Montag bis Samstag Kurse an.",
        ),
        ("工作室除周日外每天都有课。", "工作室周一至周六有课。"),
        ("Kurse finden täglich außer montags statt.", "Kurse finden von Dienstag bis Sonntag statt."),
        # the exception is of something else: the day is the claim's own
        ("Alle Bahnen außer Bahn 12 sind montags frei.", "Montags sind alle Bahnen außer Bahn 12 frei."),
    ],
)
def test_days_a_claim_excepts_are_not_days_it_speaks_of(
    judge: OfflineJudge, claim: str, context: str
) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


def test_the_other_days_still_count(judge: OfflineJudge) -> None:
    claim = "The studio offers classes every day except Monday."
    assert (
        judged_label(judge, claim, "The studio offers yoga classes from Monday to Saturday.")
        is Label.CONTRADICTED
    )


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Fahrer, die älter als 25 sind, zahlen 12 Euro Aufschlag.",
            "Wer jünger als 25 ist, zahlt 12 Euro Aufschlag pro Tag.",
        ),
        ("余款须在婚礼后15天内付清。", "预订时需支付30%的定金，余款须在婚礼前15天付清。"),
        ("后100名顾客可获赠礼品。", "开业当天，前100名顾客可免费获得一份礼品。"),
    ],
)
def test_the_other_direction_conflicts(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Fahrer, die jünger als 25 sind, zahlen 12 Euro Aufschlag.",
            "Wer jünger als 25 ist, zahlt 12 Euro Aufschlag pro Tag.",
        ),
        ("余款须在婚礼前15天付清。", "预订时需支付30%的定金，余款须在婚礼前15天付清。"),
    ],
)
def test_the_same_direction_does_not(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    "text",
    [
        "Les documents ne mentionnent aucun service de garde-meubles.",
        "The documents mention no storage service.",
        "Die Unterlagen erwähnen keinen Lagerservice.",
        "In den Dokumenten wird kein Lagerservice erwähnt.",
        "Nada en los documentos habla de un guardamuebles.",
    ],
)
def test_the_documents_say_nothing_of_it(text: str) -> None:
    assert is_refusal(text)


@pytest.mark.parametrize(
    "text",
    [
        "Die Unterlagen erwähnen keinen Lagerservice, aber Kartons kosten 3 Euro.",
        "Es wird kein Pfand verlangt.",
        "Die Preise enthalten keine Mehrwertsteuer.",
    ],
)
def test_an_answer_with_a_no_in_it_is_no_refusal(text: str) -> None:
    assert not is_refusal(text)


def test_a_german_noun_after_a_number_or_a_possessive_is_no_name() -> None:
    assert entities("Etwa 35 Händler verkaufen dort ihre Waren.") == frozenset()
    assert "berlin" in entities("Er traf 3 Freunde in Berlin.")


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Mon–Fri, 8 a.m. to 6 p.m.", "monday to friday, 8:00 to 18:00"),
        ("Open Tue & Thu.", "Open tuesday and thursday"),
        ("Sa/So geschlossen", "samstag und sonntag geschlossen"),
        ("lun.-ven. de 9 h à 18 h", "lundi au vendredi de 9:00 à 18:00"),
        # one short day alone is a word
        ("I saw my mon and dad", "I saw my mon and dad"),
        ("do it so fast", "do it so fast"),
    ],
)
def test_short_weekdays_in_a_range_or_a_list(written: str, canonical: str) -> None:
    assert canonical_cased(written) == canonical


def _correctness(question: str, answer: str, reference: str) -> float:
    run = ragmeter.evaluate([{"question": question, "answer": answer, "reference": reference}])
    value = run.samples[0].scores["answer_correctness"].value
    assert value is not None
    return value


@pytest.mark.parametrize(
    ("question", "answer", "reference"),
    [
        # a number of another kind than the reference's: a detail, not a contradiction
        ("轮匠的基础保养要多少钱？", "在轮匠做一次基础保养需要花120元，一般两天左右就能做好。", "120元。"),
        (
            "学员音乐会在几月举办？",
            "弦歌音乐学校每年会举办两次学员音乐会，时间分别安排在1月和7月。",
            "1月和7月。",
        ),
        ("How much is the basic service?", "The basic service costs $120 and usually takes 2 days.", "$120."),
        # a reply that is one number word
        ("Combien de séchoirs a la laverie du Port ?", "Neuf.", "La laverie du Port compte 9 séchoirs."),
    ],
)
def test_a_wordy_or_bare_correct_answer(question: str, answer: str, reference: str) -> None:
    assert _correctness(question, answer, reference) >= 0.5


def test_a_number_of_the_same_kind_still_contradicts() -> None:
    assert _correctness("How much is the basic service?", "The basic service costs $150.", "$120.") < 0.5


def test_number_units() -> None:
    assert number_units("It costs $20 and takes 2 days.") == {20.0: {"usd"}, 2.0: {"days"}}
    assert number_units("需要花120元，一般两天左右就能做好。") == {120.0: {"cny"}, 2.0: {"天"}}


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("with less than a day's notice", "with less than 1 day's notice"),
        ("less than an hour", "less than 60 minute"),
        ("within a week", "within 7 days"),
        ("under a minute", "under 1 minute"),
        # a rate keeps its "a"
        ("once a week", "once a week"),
        ("twice a day", "2 times a day"),
        ("a man's hat", "a man's hat"),
    ],
)
def test_a_as_one_unit_of_time(written: str, canonical: str) -> None:
    assert canonical_cased(written) == canonical


def test_a_duration_in_the_evidences_unit_for_the_model() -> None:
    claim = "20 usd, if you cancel less than 1440 minute ahead."
    assert (
        durations_as_theirs(claim, "less than 1 day's notice")
        == "20 usd, if you cancel less than 1 day ahead."
    )
    assert durations_as_theirs("It takes 3 days.", "It takes 1 day.") == "It takes 3 days."


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "Camp Willow Creek ends on August 8, 2025.",
            "The camp runs from July 7 to August 1, 2025.",
            Label.CONTRADICTED,
        ),
        ("Das Fest findet am 12. Juni statt.", "Das Fest findet am 14. Juni statt.", Label.CONTRADICTED),
        (
            "Elle en compte quatorze.",
            "La laverie du Port compte 14 machines à laver et 9 séchoirs.",
            Label.SUPPORTED,
        ),
        (
            "Las clases de guitarra duran 60 minutos y cuestan 32 euros.",
            "La Academia ofrece clases de guitarra de una hora por 32 euros.",
            Label.SUPPORTED,
        ),
    ],
)
def test_values_in_another_form(judge: OfflineJudge, claim: str, context: str, expected: Label) -> None:
    assert judged_label(judge, claim, context) is expected


def test_a_day_inside_a_span_is_no_conflict() -> None:
    # (the date check leaves it; the number check reads "20" on its own)
    from ragmeter.judges.offline.times import _dates

    assert _dates(canonical_cased("from 7 July to 1 August 2025").lower()) == {(7, 7), (8, 1)}


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("The market runs from May 4 to October 26.", "The market runs from 4 May to 26 october."),
        ("It opens on May 4th.", "It opens on 4 may."),
        ("You may 4 times", "You may 4 times"),
        ("une heure", "60 minute"),
        ("una semana", "7 días"),
        ("une fois par semaine", "une fois par semaine"),
        ("elle en compte quatorze.", "elle en compte 14."),
    ],
)
def test_dates_counts_and_number_words(written: str, canonical: str) -> None:
    assert canonical_cased(written) == canonical


def test_siempre_que_is_no_scope_word(judge: OfflineJudge) -> None:
    (verdict,) = judge._check(
        "Se admiten perros, siempre que vayan con correa.", ["Se admiten perros con correa."]
    )
    assert verdict.cause is None or verdict.cause.check is None or verdict.cause.check.value != "scope word"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("딸기를 팝니다.", "딸기를 판매합니다."),
        ("월요일마다 쉬니까", "매주 월요일은 휴무입니다"),
        ("무료로 빌려주지만", "무료로 대여해 줍니다"),
    ],
)
def test_korean_verbs_said_two_ways_meet(a: str, b: str) -> None:
    from ragmeter.text.korean_words import ko_lemma

    assert set(content_tokens(a)) & set(content_tokens(b)) - {"무료", "월요일", "딸기"}
    assert ko_lemma("쉬운") == "쉬운" and ko_lemma("팔월") == "팔월"


def test_a_clause_is_chosen_by_the_answers_number_not_its_unit() -> None:
    question = "How much is a day pass at the Foundry?"
    context = "The Foundry Makerspace charges members $55 a month, and a one-day pass costs $12."
    assert _relevancy(question, "A one-day pass costs $12.", context) >= 0.5


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Juniors pay $320 per year and adults pay $140.",
            "Membership costs $320 per year for adults and $140 for juniors under 16.",
        ),
        ("旅舍有12间双人间和5间多人间。", "青柚青年旅舍共有12间多人间和5间双人间，床位共计64个。"),
        (
            "La cotisation est de 95 € pour les adultes et de 210 € pour les moins de 18 ans.",
            "La cotisation annuelle s'élève à 210 € pour les adultes et à 95 € pour les moins de 18 ans.",
        ),
        (
            "고압수 세차는 4분에 1,000원입니다.",
            "고압수 세차는 5분에 3,000원이고, 실내 진공청소기는 1,000원에 4분간 사용할 수 있습니다.",
        ),
    ],
)
def test_values_given_to_each_others_holders(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Adults pay $320 per year and juniors pay $140.",
            "Membership costs $320 per year for adults and $140 for juniors under 16.",
        ),
        (
            "실내 진공청소기는 4분에 1,000원입니다.",
            "고압수 세차는 5분에 3,000원이고, 실내 진공청소기는 1,000원에 4분간 사용할 수 있습니다.",
        ),
        # the second value's holder is left unsaid: it is the first's
        (
            "A 1000 g bag of the house blend costs $48.",
            "A 250 g bag of the house blend costs $14, and a 1 kg bag costs $48.",
        ),
    ],
)
def test_values_with_their_own_holders(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "Who teaches the beginners at Larchwood?",
            "Priya Nair, the club coach, on Saturdays at 9 a.m.",
            "Membership costs $320 per year. Club coach Priya Nair runs beginner sessions every Saturday at 9 a.m.",
        ),
        (
            "Wo dürfen Hunde am Badesee nicht hin?",
            "Auf die Liegewiese.",
            "Der Eintritt kostet 3,50 Euro. Hunde sind auf der Liegewiese nicht erlaubt.",
        ),
    ],
)
def test_a_direct_answer_in_other_words(question: str, answer: str, context: str) -> None:
    assert _relevancy(question, answer, context) >= 0.5


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "Wann ist das Museum geschlossen?",
            "Das Museum wurde 1894 erbaut und besitzt eine große Sammlung niederländischer Gemälde.",
            "Das Museum wurde 1894 erbaut und besitzt eine große Sammlung niederländischer Gemälde. Montags ist es geschlossen.",
        ),
    ],
)
def test_a_true_sentence_that_answers_something_else(question: str, answer: str, context: str) -> None:
    assert _relevancy(question, answer, context) < 0.5


@pytest.mark.parametrize(
    "answer",
    [
        "En prenant l'abonnement Miam+.",
        "Llamando al 900 123 456.",
        "Indem Sie online buchen.",
        "Through the app.",
        "회원 카드를 충전하면 적립됩니다.",
        "下单时选“无接触配送”就行。",
    ],
)
def test_a_way_said_as_a_means(answer: str) -> None:
    from ragmeter.text.questions import QuestionType
    from ragmeter.text.slots import filler_tokens

    assert filler_tokens(answer, QuestionType.METHOD)


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "Lucía Ferrer da las clases de salsa y Diego Ramos las de bachata.",
            "La profesora de bachata es Lucía Ferrer y el profesor de salsa, Diego Ramos.",
            Label.CONTRADICTED,
        ),
        (
            "Les cours de vinyasa sont animés par Claire Dumas et ceux de hatha par Karim Benali.",
            "Les cours de hatha sont animés par Claire Dumas et ceux de vinyasa par Karim Benali.",
            Label.CONTRADICTED,
        ),
        (
            "La Huerta de Rosa vende quesos de oveja y la Quesería El Roble, tomates.",
            "La Huerta de Rosa vende tomates y la Quesería El Roble vende quesos de oveja.",
            Label.CONTRADICTED,
        ),
        (
            "La Huerta de Rosa vende tomates y la Quesería El Roble, quesos de oveja.",
            "La Huerta de Rosa vende tomates y la Quesería El Roble vende quesos de oveja.",
            Label.SUPPORTED,
        ),
    ],
)
def test_two_names_each_given_the_others_part(
    judge: OfflineJudge, claim: str, context: str, expected: Label
) -> None:
    assert judged_label(judge, claim, context) is expected


def test_name_swap_reads_an_apposition_after_its_words() -> None:
    from ragmeter.judges.offline.value_swap import name_swap

    context = "La profesora de bachata es Lucía Ferrer y el profesor de salsa, Diego Ramos."
    assert name_swap("Lucía Ferrer da las clases de bachata y Diego Ramos las de salsa.", [context]) is None


@pytest.mark.parametrize(
    "text",
    [
        "Lo siento, pero en la información que tengo sobre el albergue no se dice nada de una cocina para huéspedes, así que no puedo responder a esa pregunta.",
        "Lo siento, pero con la información que tengo no puedo decirte si hacen mudanzas internacionales; solo se mencionan sus tarifas y las cajas.",
        "Je suis désolé, mais les informations dont je dispose décrivent seulement les tarifs et les horaires ; rien n'y est dit sur des casiers.",
        "Les informations fournies n'indiquent pas si le paiement en espèces est possible.",
    ],
)
def test_a_refusal_that_says_what_the_documents_do_cover(text: str) -> None:
    assert is_refusal(text)


@pytest.mark.parametrize(
    "text", ["No se dice nada malo de él, y abre a las 9.", "Solo se admiten perros pequeños."]
)
def test_no_refusal_in_an_answer(text: str) -> None:
    assert not is_refusal(text)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("von 19 Uhr bis halb neun.", "von 19:00 bis 20:30."),
        ("um halb neun", "um 8:30"),
        ("每个月每平方米两块五", "每个月每平方米2.5 cny"),
        ("三块钱", "3 cny"),
        ("一块砖", "1块砖"),
    ],
)
def test_spoken_times_and_prices(written: str, canonical: str) -> None:
    assert canonical_cased(written) == canonical


def test_large_numbers_as_the_evidence_writes_them() -> None:
    from ragmeter.judges.offline.periods import numbers_as_theirs

    assert (
        numbers_as_theirs("It is home to 1,250 students.", "It houses 1250 students")
        == "It is home to 1250 students."
    )
    assert numbers_as_theirs("It costs 12.50", "It has 1,250 seats") == "It costs 12.50"


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "The base fare is 3.50 dollars, plus 2.10 dollars for every kilometre.",
            "City Star Taxis charges a base fare of $3.50 plus $2.10 per kilometre.",
            Label.SUPPORTED,
        ),
        (
            "A router is included at no extra charge.",
            "The plan includes a router at no extra charge.",
            Label.SUPPORTED,
        ),
    ],
)
def test_rates_and_free_phrases(judge: OfflineJudge, claim: str, context: str, expected: Label) -> None:
    assert judged_label(judge, claim, context) is expected


def test_a_bare_count_states_a_reference_with_a_detail() -> None:
    assert (
        _correctness("¿Cuántas habitaciones tiene la casa rural?", "Cuatro.", "Cuatro habitaciones dobles.")
        >= 0.5
    )


def test_german_nouns_after_number_words_are_no_names() -> None:
    assert entities("Mindestens drei Nächte.") == frozenset()


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "Overnight guests may stay for a maximum of three nights per week.",
            "Overnight guests are allowed for a maximum of three nights per month.",
            Label.CONTRADICTED,
        ),
        (
            "Die Höchstaufenthaltsdauer liegt bei drei Nächten.",
            "Die Mindestaufenthaltsdauer liegt bei drei Nächten.",
            Label.CONTRADICTED,
        ),
        ("Die Ferienwohnung ist 65 m² groß.", "Die Ferienwohnung ist 65 Quadratmeter groß.", Label.SUPPORTED),
        (
            "여름 독서교실은 7/22부터 8/2까지 진행됩니다.",
            "여름 독서교실은 7월 22일부터 8월 2일까지 진행됩니다.",
            Label.SUPPORTED,
        ),
        (
            "Le musée ouvre chaque jour, à l'exception du mardi.",
            "Le musée est ouvert tous les jours sauf le mardi.",
            Label.SUPPORTED,
        ),
        (
            "Speiche & Co. repariert alle Räder bis auf Lastenräder.",
            "Die Werkstatt Speiche & Co. repariert Räder aller Marken, außer Lastenrädern.",
            Label.SUPPORTED,
        ),
    ],
)
def test_bounds_units_dates_and_exceptions(
    judge: OfflineJudge, claim: str, context: str, expected: Label
) -> None:
    assert judged_label(judge, claim, context) is expected


def test_german_bound_compounds_are_antonyms() -> None:
    from ragmeter.text.lexicon import antonym_of

    assert "mindestalter" in antonym_of("höchstalter")
    assert antonym_of("höchst") == frozenset()


def test_a_korean_refusal_that_cannot_confirm() -> None:
    assert is_refusal(
        "주신 자료에는 주차에 관한 내용이 전혀 나와 있지 않아서, 주차가 가능한지는 확인해 드리기 어렵습니다. 센터에 직접 문의해 보시는 게 좋겠습니다."
    )


def test_a_claim_whose_values_its_sentence_holds_is_supported_where_the_model_barely_doubts() -> None:
    from ragmeter.judges.offline.anchored import VALUE_ANCHOR, VALUE_ANCHOR_COVERAGE

    assert VALUE_ANCHOR < 0 and 0 < VALUE_ANCHOR_COVERAGE < 1
    judge = OfflineJudge()
    (v,) = judge._check(
        "The safety class is 120 minutes long.",
        [
            "Members may use the laser cutter only after a two-hour safety class, held every Saturday at 10 a.m."
        ],
    )
    # supported by the model or by its values; never vetoed
    assert v.label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # the subject named in the document's first sentence only
        (
            "멍멍살롱은 월요일마다 문을 닫습니다.",
            "멍멍살롱은 소형견 미용을 5만 원에 해 줍니다. 미용은 보통 2시간쯤 걸립니다. 매주 월요일은 휴무이며, 가위컷은 원장이 직접 합니다.",
        ),
        ("轮匠每周一不营业。", "轮匠自行车修理店的基础保养收费120元。店铺周二至周日营业，周一休息。"),
    ],
)
def test_a_closed_day_of_the_document_subject(judge: OfflineJudge, claim: str, context: str) -> None:
    assert judged_label(judge, claim, context) is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "Seuls les membres en bureau fixe disposent de 4 heures de salle de réunion par mois.",
            "Chaque membre dispose de 4 heures de salle de réunion par mois.",
            Label.UNSUPPORTED,
        ),
        (
            "Seuls les adultes peuvent utiliser le sauna.",
            "Le sauna est réservé aux adultes.",
            Label.SUPPORTED,
        ),
    ],
)
def test_the_french_only(judge: OfflineJudge, claim: str, context: str, expected: Label) -> None:
    assert judged_label(judge, claim, context) is expected


def test_a_spanish_plural_closer_is_no_claim() -> None:
    run = ragmeter.evaluate(
        [
            {
                "question": "¿Pagan los niños?",
                "answer": "Los menores de 10 años entran gratis. ¡Que disfrutéis de la visita!",
                "contexts": ["Los menores de 10 años entran gratis."],
            }
        ]
    )
    assert run.samples[0].scores["faithfulness"].value == 1.0


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "Blitzblank ist jeden Tag außer montags geöffnet.",
            "Der Waschsalon Blitzblank hat 20 Maschinen. Geöffnet ist montags bis samstags von 7 bis 22 Uhr, sonntags bleibt der Salon geschlossen.",
            Label.CONTRADICTED,
        ),
        (
            "Blitzblank ist jeden Tag außer sonntags geöffnet.",
            "Der Waschsalon Blitzblank hat 20 Maschinen. Geöffnet ist montags bis samstags von 7 bis 22 Uhr, sonntags bleibt der Salon geschlossen.",
            Label.SUPPORTED,
        ),
        (
            "El pase incluye también las exposiciones temporales.",
            "El pase incluye además un viaje en el autobús turístico, pero no las exposiciones temporales.",
            Label.CONTRADICTED,
        ),
        (
            "The pass includes the temporary exhibitions.",
            "The pass includes a bus tour, but not the temporary exhibitions.",
            Label.CONTRADICTED,
        ),
        (
            "The pass includes a bus tour.",
            "The pass includes a bus tour, but not the temporary exhibitions.",
            Label.SUPPORTED,
        ),
    ],
)
def test_a_day_of_the_claim_closed_and_a_verb_denied_of_what_follows(
    judge: OfflineJudge, claim: str, context: str, expected: Label
) -> None:
    assert judged_label(judge, claim, context) is expected


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("los martes, de 7 a 9 de la noche.", "los martes, de 19:00 a 21:00."),
        ("from 7 to 9 pm", "from 19:00 to 21:00"),
        ("de 7 à 9 heures du soir", "de 19:00 à 21:00"),
        ("von 7 bis 9 Uhr abends", "von 19:00 bis 21:00"),
        # the start is the earlier hour only where it is smaller
        ("from 11 to 2 pm", "from 11 to 14:00"),
        # (with "Uhr" after the end, the start is a clock time too: version 15)
        ("von 7 bis 21 Uhr", "von 7:00 bis 21:00"),
    ],
)
def test_a_part_of_the_day_said_once_after_a_range(written: str, canonical: str) -> None:
    assert canonical_cased(written) == canonical


@pytest.mark.parametrize(
    ("claim", "context", "expected"),
    [
        (
            "The almond croissants are the only pastries that aren't nut-free.",
            "All pastries except the almond croissants are nut-free.",
            Label.SUPPORTED,
        ),
        (
            "The almond croissants are the only pastries that are nut-free.",
            "All pastries except the almond croissants are nut-free.",
            Label.CONTRADICTED,
        ),
        ("只有电动车不提供免费头盔。", "除电动车外，所有车辆均免费提供头盔。", Label.SUPPORTED),
        ("只有电动车提供免费头盔。", "除电动车外，所有车辆均免费提供头盔。", Label.CONTRADICTED),
        ("Only members can use the sauna.", "All guests can use the sauna.", Label.CONTRADICTED),
        ("주말 이사는 평일보다 20% 저렴합니다.", "주말 이사는 평일보다 20% 비쌉니다.", Label.CONTRADICTED),
        ("还车时间不得早于晚上7点半。", "还车时间不得晚于晚上7点半。", Label.CONTRADICTED),
        ("Drivers accept cheques.", "Drivers accept cards and cash, but not cheques.", Label.CONTRADICTED),
        ("Drivers accept cards.", "Drivers accept cards and cash, but not cheques.", Label.SUPPORTED),
    ],
)
def test_only_the_excepted_and_more_antonyms(
    judge: OfflineJudge, claim: str, context: str, expected: Label
) -> None:
    assert judged_label(judge, claim, context) is expected


@pytest.mark.parametrize(
    ("token", "kind"),
    [
        ("fréquence", "FREQUENCY"),
        ("often", "FREQUENCY"),
        ("tagen", "WHEN"),
        ("días", "WHEN"),
        ("요일", "WHEN"),
    ],
)
def test_words_that_name_the_slot_asked(token: str, kind: str) -> None:
    from ragmeter.text.questions import QuestionType
    from ragmeter.text.slots import slot_noun

    assert slot_noun(token, QuestionType[kind])
