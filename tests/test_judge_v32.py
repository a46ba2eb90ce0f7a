"""Judge version 32, read from new fresh sets (BT, BU); each phenomenon has the reading a
careful reader accepts and one with a value changed:

* German nouns without an article are no names when a count stands before them or they
  end as nouns do ("zwei Anproben", "Änderungen"); a year is no count ("1998 übergab Anna");
* refusals said more ways ("资料里没提到", "Le texte n'en dit rien", "Der Text sagt dazu
  nichts", "답변드리기 어려운", "..., aber nichts zu Parkmöglichkeiten");
* "all" of a list whose last item the premise gives only "some"; "not all" is a part;
* a span before an event against the same span after it, whatever bound both put on it;
* tonnes written "t", a scale word between a number and its unit ("18.4 million
  kilograms"), "19 euros 50 par personne", a French span of hours with its part of the
  day at its end, dates ordered as the text's own unambiguous dates are;
* a passive of its own after "and" is two clauses; an exception fronted in its own segment;
* refunded against charged (six languages); the Korean "-도 됩니다" permits, and "텃밭 안"
  (inside) is no negation; Chinese verbs of services in who-does-what;
* acronyms that leave out small words ("DNI", "RDC"); a German hedge keeps its clause's
  order; "all" floated after a list names each item."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon, score
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.agents import agent_conflict
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.direction import direction_conflict
from ragmeter.judges.offline.missing_names import missing_entities
from ragmeter.judges.offline.parties import same_party
from ragmeter.judges.offline.quantifiers import quantifier_conflict
from ragmeter.judges.offline.roles import lower_words, names
from ragmeter.judges.offline.scope import scope_word
from ragmeter.text.claims import claim_split
from ragmeter.text.excepted import ExceptionReading, exception_reading, only_the_excepted, rule_part
from ragmeter.text.facts import numbers
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_TAILOR = (
    "Die Maßschneiderei Brandt wird von Schneidermeisterin Ingrid Brandt geführt; ihr Neffe Jonas Weber "
    "übernimmt Anproben und Änderungen. Zwei Anproben sind im Preis enthalten."
)


def test_german_nouns_after_a_count_or_with_a_nouns_ending_are_no_names() -> None:
    lower = lower_words([_TAILOR])
    assert {"anproben", "änderungen"} <= lower
    claim = "Anproben und Änderungen werden von Jonas Weber übernommen, dem Neffen von Ingrid Brandt."
    assert agent_conflict(claim, [_TAILOR.split(";")[1]]) is None
    # a year is no count: the name after it stays a name
    assert "anna" in names("1998 übergab Anna den Betrieb an ihren Vater Ludwig Weber.")
    assert "lindenhaus" in names("2012 übernahm Lindenhaus die Mediengruppe Hartmann.")


@pytest.mark.parametrize(
    ("answer", "refuses"),
    [
        ("资料里没提到。", True),
        ("Le texte n'en dit rien.", True),
        ("Le document n'en parle pas.", True),
        ("Der Text sagt dazu nichts.", True),
        ("자료에 반려동물 관련 규정이 없어서 답변드리기 어렵습니다.", True),
        (
            "Leider enthalten meine Informationen nur Angaben zur Eröffnung und zu den Preisen, aber nichts zu "
            "Parkmöglichkeiten. Am besten fragen Sie direkt beim Teehaus nach.",
            True,
        ),
        (
            "J'ai lu les informations sur les visites, mais elles ne portent que sur les horaires et le prix ; "
            "il n'y est question ni d'achat de vin ni d'expédition.",
            True,
        ),
        ("我没写作业。", False),
        ("Il n'en est pas question.", False),
        ("객실에 TV가 없습니다.", False),
        ("Nothing about the price changed this year.", False),
    ],
)
def test_refusals_said_more_ways(answer: str, refuses: bool) -> None:
    assert is_refusal(answer) is refuses


_SKI = "All instructors hold a certificate and speak German and English; some of them also speak French."
_SKI_FR = "Tous les moniteurs ont le diplôme d'État et parlent français et anglais ; certains parlent aussi italien."
_SKI_DE = "Alle Skilehrer haben eine Ausbildung und sprechen Deutsch und Englisch, einige von ihnen auch Italienisch."
_SKI_ES = "Todos los monitores tienen el título y hablan español e inglés; algunos también hablan francés."


@pytest.mark.parametrize(
    ("claim", "premise", "conflict"),
    [
        ("All of the instructors speak German, English and French.", _SKI, True),
        ("All of the instructors speak German and English.", _SKI, False),
        ("All instructors speak German and English, and some speak French.", _SKI, False),
        ("Tous les moniteurs parlent français, anglais et italien.", _SKI_FR, True),
        ("Tous les moniteurs parlent français et anglais.", _SKI_FR, False),
        ("Alle Skilehrer sprechen Deutsch, Englisch und Italienisch.", _SKI_DE, True),
        ("Todos los monitores hablan español, inglés y francés.", _SKI_ES, True),
        (
            "Card payments are accepted at every stall.",
            "Card payments are accepted at most stalls, but not at all of them.",
            True,
        ),
        (
            "Not all stalls accept card payments.",
            "Card payments are accepted at most stalls, but not at all of them.",
            False,
        ),
    ],
)
def test_all_of_a_list_against_some(claim: str, premise: str, conflict: bool) -> None:
    assert (quantifier_conflict(claim, [premise]) is not None) is conflict


@pytest.mark.parametrize(
    ("claim", "premise", "conflict"),
    [
        (
            "Il faut confirmer la date au moins 10 jours après le déménagement.",
            "Les clients doivent confirmer la date au moins 10 jours avant le déménagement.",
            True,
        ),
        (
            "Il faut confirmer la date au moins 10 jours avant le déménagement.",
            "Les clients doivent confirmer la date au moins 10 jours avant le déménagement.",
            False,
        ),
        (
            "Hay que confirmar la fecha al menos 10 días después de la mudanza.",
            "Los clientes deben confirmar la fecha al menos 10 días antes de la mudanza.",
            True,
        ),
        (
            "Man muss den Termin mindestens 10 Tage nach dem Umzug bestätigen.",
            "Kunden müssen den Termin mindestens 10 Tage vor dem Umzug bestätigen.",
            True,
        ),
        ("이사 10일 후까지 확인해야 합니다.", "이사 10일 전까지 확인해야 합니다.", True),
        (
            "Man muss den Termin spätestens 10 Tage vor dem Umzug bestätigen.",
            "Kunden müssen den Termin mindestens 10 Tage vor dem Umzug bestätigen.",
            False,
        ),
    ],
)
def test_a_span_before_an_event_against_one_after_it(claim: str, premise: str, conflict: bool) -> None:
    assert (direction_conflict(claim, [premise]) is not None) is conflict


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Jusqu'à 1,2 t.", "Jusqu'à 1 200 kg.", True),
        ("Jusqu'à 1,3 t.", "Jusqu'à 1 200 kg.", False),
        ("It handled 18.4 million kilograms of material.", "It handled 18,400 tonnes of material.", True),
        ("Elle a traité 11,5 millions de kilos de déchets.", "Elle a traité 11 500 tonnes de déchets.", True),
        (
            "Elle a traité 11,5 millions de grammes de déchets.",
            "Elle a traité 11 500 tonnes de déchets.",
            False,
        ),
        ("Le goûter coûte 19 euros 50 par personne.", "Le goûter coûte 19,50 € par personne.", True),
        (
            "Chaque mercredi, de six heures et demie à dix heures du soir.",
            "Chaque mercredi, de 18 h 30 à 22 h.",
            True,
        ),
        ("De neuf heures et quart à onze heures du matin.", "De 9 h 15 à 11 h.", True),
        (
            "It is closed from 22/12/2025 to 02/01/2026.",
            "It is closed from 22 December 2025 to 2 January 2026.",
            True,
        ),
        ("Closed on 02/01/2026.", "Closed on 2 January 2026.", False),
    ],
)
def test_values_in_one_form(a: str, b: str, same: bool) -> None:
    assert (canon(a) == canon(b)) is same


def test_a_t_shirt_is_no_tonne() -> None:
    assert "gram" not in canon("Size 3 T-shirts cost 5 euros.")


_BEES = "Le maître apiculteur Bernard Lefèvre anime toutes les séances, et sa fille Claire Lefèvre gère les inscriptions et les paiements."
_SWIMMING = "除3岁以下儿童外，所有人都必须戴泳帽。"
_LESSONS = "Lessons cancelled with less than 48 hours' notice are charged in full."
_GARDEN_KO = "텃밭 관리자 정유진 씨가 매달 모든 구획을 점검하며, 텃밭 안 어디에서도 불을 피우는 것은 금지되어 있습니다."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        (
            "Toutes les séances sont animées par le maître apiculteur Bernard Lefèvre, et les inscriptions et paiements sont gérés par sa fille Claire.",
            _BEES,
            True,
        ),
        ("Toutes les séances sont animées par Claire Lefèvre.", _BEES, False),
        ("只有3岁以下的儿童必须戴泳帽。", _SWIMMING, False),
        ("If you cancel with less than 48 hours' notice, the lesson is refunded in full.", _LESSONS, False),
        ("If you cancel with less than 48 hours' notice, the lesson is charged in full.", _LESSONS, True),
        (
            "수업 24시간 전까지 취소하지 않으면 수강료가 전액 환불됩니다.",
            "수업 24시간 전까지 취소하지 않으면 수강료가 전액 청구된다.",
            False,
        ),
        ("距上课不足 24 小时取消的课程会全额退款。", "距上课不足 24 小时取消的课程，照常全额收费。", False),
        (
            "Une leçon annulée moins de 48 heures à l'avance est remboursée.",
            "Toute leçon annulée moins de 48 heures à l'avance est facturée.",
            False,
        ),
        (
            "Las clases canceladas con menos de 24 horas de antelación se devuelven enteras.",
            "Las clases que se cancelan con menos de 24 horas de antelación se cobran enteras.",
            False,
        ),
        ("텃밭 안에서 불을 피워도 됩니다.", _GARDEN_KO, False),
        ("텃밭에서 불을 피우는 것은 금지입니다.", _GARDEN_KO, True),
        (
            "Für 42 € darf eine Palette bis zu 0,8 Tonnen wiegen.",
            "Fracht kostet 42 € pro Palette bis 800 kg, und Fahrzeuge über 7,5 t müssen 48 Stunden im Voraus gebucht werden.",
            True,
        ),
    ],
)
def test_judged(judge: OfflineJudge, answer: str, context: str, supported: bool) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("claim", "premise", "missing"),
    [
        ("Ce sont les chambres du RDC.", "Les chambres du rez-de-chaussée sont réservées.", []),
        (
            "Tienes que presentar el DNI o el pasaporte.",
            "Hay que presentar el documento nacional de identidad o el pasaporte.",
            [],
        ),
        (
            "Tienes que presentar el NIE o el pasaporte.",
            "Hay que presentar el documento nacional de identidad o el pasaporte.",
            ["nie"],
        ),
    ],
)
def test_acronyms_that_leave_out_small_words(claim: str, premise: str, missing: list[str]) -> None:
    assert missing_entities(claim, Premise([premise]))[0] == missing


_HIRE = "Saturday hire costs £4,800 and includes tables, chairs, linen and a resident DJ."


@pytest.mark.parametrize(
    ("claim", "word"),
    [
        ("A resident DJ, linen, chairs and tables all come with Saturday hire.", None),
        ("All hires come with a resident DJ.", "all"),
    ],
)
def test_all_floated_after_a_list_names_each_item(claim: str, word: str | None) -> None:
    assert scope_word(claim, Premise([_HIRE]).align(claim)) == word


def test_an_exception_fronted_in_its_own_segment() -> None:
    assert rule_part(_SWIMMING) == "所有人都必须戴泳帽。"
    assert rule_part("Except on Mondays, the museum is open every day.") == "the museum is open every day."
    assert only_the_excepted("只有3岁以下的儿童必须戴泳帽。", [_SWIMMING]) is not None
    assert only_the_excepted("只有3岁以下的儿童不必戴泳帽。", [_SWIMMING]) is None


@pytest.mark.parametrize(
    ("answer", "correct"),
    [("签名由周丽华认证，预约由许杰安排。", True), ("签名由许杰认证，预约由周丽华安排。", False)],
)
def test_chinese_verbs_of_services_read_for_who_does_what(answer: str, correct: bool) -> None:
    reference = "签名由公证员周丽华认证，预约由她的助理许杰安排。"
    sample = {
        "question": "公证处由谁认证签名，由谁安排预约？",
        "answer": answer,
        "reference": reference,
        "contexts": [reference],
    }
    assert (score("answer_correctness", sample) >= 0.5) is correct


def test_a_german_hedge_keeps_the_order_of_its_clause() -> None:
    split = claim_split("Ich glaube, der Eintritt kostet 3 €, und Kinder kommen umsonst rein.")
    assert split.claims == ("Der Eintritt kostet 3 €, und Kinder kommen umsonst rein.",)
    split = claim_split("Laut der Richtlinie dürfen Beschäftigte drei Tage pro Woche von zu Hause arbeiten.")
    assert split.claims == ("Beschäftigte dürfen drei Tage pro Woche von zu Hause arbeiten.",)


@pytest.mark.parametrize(
    ("answer", "supported"),
    [("最少 100 位，最多 220 位宾客。", True), ("最少 100 位，最多 250 位宾客。", False)],
)
def test_a_chinese_range_by_its_two_bounds(judge: OfflineJudge, answer: str, supported: bool) -> None:
    assert (answer_label(judge, answer, "主宴会厅可坐 100 至 220 位宾客。") is S) is supported


def test_this_shop_is_the_place_an_exception_speaks_of() -> None:
    sentence = "店铺除周三外每天营业，时间为上午 9:30 至晚上 8:00。"
    assert exception_reading("这家店每周三休息。", sentence) is ExceptionReading.AGREES
    assert exception_reading("这家店周三营业。", sentence) is ExceptionReading.CONFLICTS


@pytest.mark.parametrize(
    ("premise", "word"),
    [
        (
            "Fahrlehrer sind Thomas Brandt und Aylin Demir. Im Automatikwagen unterrichtet nur Aylin Demir.",
            None,
        ),
        ("Fahrlehrer sind Thomas Brandt und Aylin Demir. Im Automatikwagen unterrichtet Aylin Demir.", "nur"),
    ],
)
def test_a_scope_word_said_by_the_other_sentence_a_claim_joins(premise: str, word: str | None) -> None:
    claim = "Thomas Brandt und Aylin Demir sind die Fahrlehrer, wobei im Automatikwagen nur Aylin Demir unterrichtet."
    assert scope_word(claim, Premise([premise]).align(claim)) == word


def test_a_spanish_a_is_no_article_of_an_apposition() -> None:
    text = "El proyector digital se fabricó en Japón, a cargo de la empresa Kosei Optics."
    assert claim_split(text).claims == (text,)
    assert claim_split("The store is run by Tom Lind, a former chef.").claims == (
        "The store is run by Tom Lind.",
        "Tom Lind is a former chef.",
    )


def test_a_name_with_its_acronym_in_brackets_is_one_party() -> None:
    premise = ["천문관은 국제천문연맹(IAU)이 인정한 과학 교육 협력 기관입니다."]
    assert agent_conflict("별누리 천문관은 IAU가 인정한 과학 교육 협력 기관입니다.", premise) is None
    assert same_party("국제천문연맹(iau)", "iau")
    assert not same_party("국제천문연맹(iau)", "유네스코")


@pytest.mark.parametrize(
    ("answer", "supported"), [("这家店每周三休息。", True), ("这家店每周四休息。", False)]
)
def test_this_shop_closed_on_the_excepted_day(judge: OfflineJudge, answer: str, supported: bool) -> None:
    context = "毛孩子宠物美容店位于成都武侯区。店铺除周三外每天营业，时间为上午 9:30 至晚上 8:00。"
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "context"),
    [
        (
            "The top floor at Hartley Hall is reserved for students with limited mobility.",
            "The ground floor is reserved for students with limited mobility.",
        ),
        (
            "L'étage réservé aux étudiants à mobilité réduite est le dernier étage.",
            "Les chambres du rez-de-chaussée sont réservées aux étudiants à mobilité réduite.",
        ),
    ],
)
def test_the_top_floor_is_not_the_ground_floor(judge: OfflineJudge, answer: str, context: str) -> None:
    assert answer_label(judge, answer, context) is not S
    assert answer_label(judge, context, context) is S


_SCHOOL = (
    "Ciel d'Azur forme ses pilotes privés sur Cessna 172. "
    "Le chef instructeur, le commandant Marc Aubry, a auparavant volé 21 ans pour la compagnie Air Lumière."
)


@pytest.mark.parametrize(
    ("answer", "supported"),
    [
        (
            "Ciel d'Azur forme ses pilotes privés sur Cessna 172, et son chef instructeur, le commandant Marc Aubry, a volé 21 ans pour Air Lumière.",
            True,
        ),
        (
            "Ciel d'Azur forme ses pilotes privés sur Cessna 172, et son chef instructeur, le commandant Marc Aubry, a volé 25 ans pour Air Lumière.",
            False,
        ),
    ],
)
def test_coordinated_clauses_each_entailed_by_its_own_sentence(
    judge: OfflineJudge, answer: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, _SCHOOL) is S) is supported


@pytest.mark.parametrize(
    ("claim", "premise", "conflict"),
    [
        (
            "Every finisher receives a medal and a T-shirt.",
            "Every finisher receives a medal, and the first 500 finishers also get a T-shirt.",
            True,
        ),
        (
            "Every finisher receives a medal.",
            "Every finisher receives a medal, and the first 500 finishers also get a T-shirt.",
            False,
        ),
        (
            "Alle Finisher bekommen eine Medaille und ein T-Shirt.",
            "Jeder Finisher erhält eine Medaille, die ersten 300 im Ziel bekommen zusätzlich ein T-Shirt.",
            True,
        ),
        (
            "Alle Finisher bekommen eine Medaille.",
            "Jeder Finisher erhält eine Medaille, die ersten 300 im Ziel bekommen zusätzlich ein T-Shirt.",
            False,
        ),
        (
            "所有完赛选手都能获得奖牌和T恤。",
            "所有完赛选手都能获得奖牌，前2000名完赛者还可获得一件T恤。",
            True,
        ),
    ],
)
def test_all_against_the_first_ones_by_a_count(claim: str, premise: str, conflict: bool) -> None:
    assert (quantifier_conflict(claim, [premise]) is not None) is conflict


@pytest.mark.parametrize(
    ("claim", "premise", "conflict"),
    [
        (
            "바는 영화가 시작하고 한 시간 뒤에 문을 엽니다.",
            "영화는 오후 8시 30분에 시작하고, 바는 그보다 한 시간 먼저 문을 엽니다.",
            True,
        ),
        ("酒吧在电影开场一小时后开始营业。", "电影晚上8点开场，酒吧提前一小时营业。", True),
        ("酒吧在电影开场前一小时开始营业。", "电影晚上8点开场，酒吧提前一小时营业。", False),
    ],
)
def test_an_hour_before_against_an_hour_after(claim: str, premise: str, conflict: bool) -> None:
    assert (direction_conflict(claim, [premise]) is not None) is conflict


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Items are kept for half a year.", "Items are kept for six months.", True),
        ("Items are kept for half a year.", "Items are kept for three months.", False),
        ("Ein halbes Jahr lang.", "Sechs Monate lang.", True),
        ("Les objets sont gardés pendant un trimestre.", "Les objets sont gardés pendant trois mois.", True),
        ("반년 동안 보관합니다.", "6개월 동안 보관합니다.", True),
        ("保管半年。", "保管6个月。", True),
        ("上半年营业。", "上6个月营业。", False),
        (
            "De lunes a viernes, de siete y media de la mañana a cuatro y media de la tarde.",
            "De lunes a viernes, de 7:30 a 16:30.",
            True,
        ),
        ("Der Aufstieg überwindet 1.200 Höhenmeter.", "Der Aufstieg überwindet 1,2 km.", True),
    ],
)
def test_more_values_in_one_form(a: str, b: str, same: bool) -> None:
    assert (canon(a) == canon(b)) is same


@pytest.mark.parametrize(
    ("answer", "refuses"),
    [
        (
            "I've gone through the information about the spa; it covers the pools, the ticket prices and the opening "
            "hours, but it doesn't mention massages at all. It would be best to ask the reception.",
            True,
        ),
        ("I checked the menu; it lists three soups for 5 euros each.", False),
        (
            "Ich habe die Informationen durchgesehen; sie beschreiben die Becken und die Preise, erwähnen Massagen aber "
            "mit keinem Wort.",
            True,
        ),
        (
            "J'ai parcouru les informations : elles décrivent les bassins et les tarifs, mais ne parlent à aucun moment de massages.",
            True,
        ),
        ("Je suis désolé, je ne dispose pas de cette information.", True),
        ("Le club ne dispose pas de vestiaire.", False),
    ],
)
def test_refusals_that_say_what_the_documents_cover(answer: str, refuses: bool) -> None:
    assert is_refusal(answer) is refuses


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        (
            "Sí, dos veces, a no ser que otro lector los haya reservado.",
            "Los libros pueden renovarse dos veces, salvo los que haya reservado otro lector.",
            None,
        ),
        (
            "Todas las noches, a las 23:00, cierra el rocódromo.",
            "El rocódromo abre a las 6:30 entre semana, y cierra todas las noches a las 23:00.",
            True,
        ),
        (
            "Todas las noches, a las 23:00, abre el rocódromo.",
            "El rocódromo abre a las 6:30 entre semana, y cierra todas las noches a las 23:00.",
            False,
        ),
        (
            "Sie hat drei Innenbecken, die aus einer Quelle gespeist werden.",
            "Die Therme hat drei Außenbecken, die aus einer Quelle gespeist werden.",
            False,
        ),
        (
            "Trois bassins intérieurs alimentés par une source.",
            "Les thermes comptent trois bassins extérieurs alimentés par une source.",
            False,
        ),
        ("有四个室内汤池，池水来自地下温泉。", "云泉温泉有四个露天汤池，池水来自一处地下温泉。", False),
        (
            "Dogs are welcome at the market, except assistance dogs.",
            "Dogs are not allowed at the market, except assistance dogs.",
            False,
        ),
        (
            "Dogs are not allowed at the market, except assistance dogs.",
            "Dogs are not allowed at the market, except assistance dogs.",
            True,
        ),
        (
            "Sí, los perros pueden entrar al mercado, salvo los perros de asistencia.",
            "No se permiten perros en el mercado, salvo los perros de asistencia.",
            False,
        ),
    ],
)
def test_judged_more(judge: OfflineJudge, answer: str, context: str, supported: bool | None) -> None:
    label = answer_label(judge, answer, context)
    if supported is None:  # no veto: the model decides ("a no ser que" is no negation)
        assert judge._check(answer, [context])[-1].cause.check is not Check.NEGATION
    else:
        assert (label is S) is supported


@pytest.mark.parametrize(
    "text",
    [
        "Una reserva no puede superar las 72 horas.",
        "La durée d'une réservation ne peut pas dépasser 48 heures.",
        "A booking cannot exceed 48 hours.",
    ],
)
def test_a_verb_of_exceeding_denied_after_a_modal_is_an_upper_bound(text: str) -> None:
    assert "atmost" in canon(text)


def test_first_at_the_end_of_a_clause_counts_nothing() -> None:
    assert numbers("Guests who want to use the pools must shower first.") == frozenset()
    assert numbers("You register first and then pay.") == frozenset()
    assert numbers("The first lesson is free.") == frozenset({1.0})
