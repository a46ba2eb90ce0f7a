"""Judge version 36, read from new fresh sets (CO, CP) and from read failures of older
ones; each phenomenon has the reading a careful reader accepts and one with a value
changed:

* a count the claim gives a thing that the premises never give it, where the best
  sentence gives it another ("limited to 10 dogs" where groups are limited to 8 and the 10
  is an age in weeks); a year is no count ("opened in 1962, seats 720 people");
* a range of weeks or months gives its unit to both ends ("10 to 20 weeks": 70 to 140
  days; "10~20주", "3到6个月");
* "everyone else pays $3.25" stays with the clause whose set it completes; "everyone
  else", "tous les autres", "alle anderen" widen nothing where a bound sets a group apart;
* what requirements a question asks for is answered by an obligation or a minimum;
* an exception whose subject the document's opening names ("행복동물병원은" of "병원은"),
  and a Korean verb said two ways (대여 / 빌려주다);
* acronyms the premises spell out, or write for the claim's long form (VHS, DJH, DLRG,
  BnF, PPL, TTC); "toutes taxes comprises" is no universal;
* refusals in German and Korean that say what the sources cover in the passive or with
  the sources left out ("Beschrieben werden nur …", "해외 이사는 다루지 않습니다");
* bounds: "nicht länger als 90 Minuten", "90분을 넘을 수 없습니다" are at most 90 minutes;
* "takes" and "take" are one stem (a silent "e" after consonant, vowel, consonant); a French "et ne prend pas" has its sentence's subject;
  a Korean "받지 않습니다" denies "받습니다";
* "half of that" is 50 percent; "nothing" for how much children pay is an amount."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon, score
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.acronyms import acronyms_as_theirs
from ragmeter.text.claims import claims
from ragmeter.text.lexicon import stem
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_DOGS = (
    "Paws & Praise Dog School runs a puppy course of 6 weekly sessions for puppies aged 10 to 20 weeks. "
    "Each session lasts 45 minutes, and groups are limited to 8 dogs. "
    "The course costs £120."
)


def test_a_count_the_premises_give_the_thing_nowhere(judge: OfflineJudge) -> None:
    assert answer_label(judge, "Puppy groups are limited to 8 dogs.", _DOGS) is S
    assert answer_label(judge, "Puppy groups are limited to 10 dogs.", _DOGS) is not S
    assert answer_label(judge, "Puppy groups are limited to 20 dogs.", _DOGS) is not S
    hall = "The main concert hall, opened in 1962, seats 720 people."
    assert answer_label(judge, "The main concert hall, which opened in 1962, has 720 seats.", hall) is S
    bakeries = "La cadena Horno Dorado tiene 60 panaderías en España y 12 en Estados Unidos."
    assert answer_label(judge, "Horno Dorado tiene 12 panaderías en EE. UU.", bakeries) is S
    assert answer_label(judge, "Horno Dorado tiene 15 panaderías en EE. UU.", bakeries) is not S


def test_a_range_of_weeks_gives_both_ends_its_unit(judge: OfflineJudge) -> None:
    assert canon("puppies aged 10 to 20 weeks") == "puppies aged 70 days to 140 days"
    assert canon("10~20주 된 강아지") == "70일~140일 된 강아지"
    assert canon("12 to 24 months") == "1 year to 2 years"
    assert canon("100주를 매수") == "100주를 매수"  # (shares, no weeks)
    assert answer_label(judge, "The course takes puppies from 10 weeks of age.", _DOGS) is S
    assert answer_label(judge, "The course takes puppies from 12 weeks of age.", _DOGS) is not S


_SHOES = {
    "en": (
        "Strikeline Lanes has 16 lanes and opens at 11 a.m. every day. Shoe rental is $3.25 a pair and is free for children under 10. Groups of 8 or more players must book a lane.",
        "For children under 10 shoe rental is free; everyone else pays $3.25 a pair.",
    ),
    "de": (
        "Leihschuhe kosten 2,50 € pro Paar und sind für Kinder unter 10 Jahren kostenlos.",
        "Für Kinder unter 10 Jahren sind Leihschuhe kostenlos, alle anderen zahlen 2,50 € pro Paar.",
    ),
    "fr": (
        "La location de chaussures coûte 2 € la paire et elle est gratuite pour les enfants de moins de 10 ans.",
        "Pour les enfants de moins de 10 ans, la location de chaussures est gratuite ; les autres paient 2 € la paire.",
    ),
    "es": (
        "El alquiler de zapatos cuesta 2 € el par y es gratis para los niños menores de 10 años.",
        "Para los niños menores de 10 años el alquiler de zapatos es gratis; los demás pagan 2 € el par.",
    ),
}


@pytest.mark.parametrize("lang", sorted(_SHOES))
def test_everyone_else_completes_the_set_of_the_clause_before(judge: OfflineJudge, lang: str) -> None:
    context, answer = _SHOES[lang]
    assert len(claims(answer)) == 1
    assert answer_label(judge, answer, context) is S
    wrong = answer.replace("3.25", "3.75").replace("2,50", "3,50").replace("2 €", "4 €")
    assert answer_label(judge, wrong, context) is not S


def test_a_rest_after_an_exception_is_still_its_own_claim() -> None:
    # (the exception readings read such a pair clause by clause)
    assert len(claims("Only the three plots by the gate have no tap; all the others have one.")) == 2
    assert len(claims("화요일은 공연이 없고, 나머지 요일에는 매일 공연이 있어요.")) == 2


_REQUIREMENTS = [
    (
        "What are the age and licence requirements for Haulright drivers?",
        "Drivers must be at least 21 and must have held a driving licence for at least 2 years.",
    ),
    (
        "Welche Voraussetzungen gelten für Fahrer bei Umzugsfix?",
        "Fahrer müssen mindestens 21 Jahre alt sein und seit mindestens 2 Jahren einen Führerschein haben.",
    ),
    (
        "Quelles conditions le conducteur doit-il remplir chez DéménaGo ?",
        "Le conducteur doit avoir au moins 21 ans et avoir son permis depuis au moins 2 ans.",
    ),
    (
        "¿Qué requisitos debe cumplir el conductor en MudaFácil?",
        "El conductor debe tener al menos 21 años y un mínimo de 2 años de carné de conducir.",
    ),
]


@pytest.mark.parametrize(("question", "answer"), _REQUIREMENTS)
def test_requirements_are_answered_by_an_obligation(question: str, answer: str) -> None:
    sample = {"question": question, "answer": answer, "contexts": [answer]}
    assert score("answer_relevancy", sample) >= 0.6
    other = {"question": question, "answer": "The van costs 80 a day.", "contexts": [answer]}
    assert score("answer_relevancy", other) < 0.5


def test_a_korean_exception_whose_subject_the_document_names(judge: OfflineJudge) -> None:
    context = "행복동물병원은 2009년에 김은정 원장이 설립했다. 병원은 일요일을 제외하고 매일 오전 8시부터 오후 7시까지 진료한다."
    assert answer_label(judge, "행복동물병원은 일요일에 진료하지 않습니다.", context) is S
    assert answer_label(judge, "행복동물병원은 일요일에도 진료합니다.", context) is not S
    rental = "여울카약은 5월부터 9월까지 화요일을 제외하고 매일 남한강에서 카약을 빌려준다."
    assert answer_label(judge, "여울카약은 화요일에는 카약을 대여하지 않습니다.", rental) is S
    assert answer_label(judge, "여울카약은 화요일에도 카약을 대여합니다.", rental) is not S


_ACRONYMS = [
    (
        "Der Buchbindekurs der Volkshochschule Lindenau findet im November statt.",
        "Die VHS Lindenau bietet ihn an.",
        "Die VHS Neustadt bietet ihn an.",
    ),
    (
        "Die Jugendherberge Am Seetor gehört zum Deutschen Jugendherbergswerk und hat 64 Betten.",
        "Sie gehört zum DJH.",
        "Sie gehört zum DJH und hat 80 Betten.",
    ),
    (
        "Die Badestelle wird von der DLRG bewacht.",
        "Sie wird von der Deutschen Lebens-Rettungs-Gesellschaft bewacht.",
        "Sie wird vom Bademeister Jonas Huber bewacht.",
    ),
    (
        "Le catalogue numérique est fourni par la BnF.",
        "Il est fourni par la Bibliothèque nationale de France.",
        "Il est fourni par la Bibliothèque municipale de Lyon.",
    ),
    (
        "Die Ausbildung zur Privatpilotenlizenz umfasst mindestens 45 Flugstunden.",
        "Die PPL-Ausbildung umfasst mindestens 45 Flugstunden.",
        "Die PPL-Ausbildung umfasst mindestens 40 Flugstunden.",
    ),
]


@pytest.mark.parametrize(("context", "right", "wrong"), _ACRONYMS)
def test_acronyms_the_premises_spell_out(judge: OfflineJudge, context: str, right: str, wrong: str) -> None:
    assert answer_label(judge, right, context) is S
    assert answer_label(judge, wrong, context) is not S


def test_what_an_acronym_is_spelled_by() -> None:
    assert (
        acronyms_as_theirs("Call the IT desk.", "Call the Information Technology desk.")
        == "Call the Information Technology desk."
    )
    assert acronyms_as_theirs("Call the IT desk.", "It is in the technology desk.") == "Call the IT desk."
    assert (
        acronyms_as_theirs(
            "Sie gehört zum DJH.", "Die Jugendherberge gehört zum Deutschen Jugendherbergswerk."
        )
        == "Sie gehört zum Deutschen Jugendherbergswerk."
    )
    assert (
        acronyms_as_theirs("Le lot coûte 29,50 € TTC.", "Les prix s'entendent toutes taxes comprises.")
        == "Le lot coûte 29,50 € toutes taxes comprises."
    )


def test_all_taxes_included_is_no_universal(judge: OfflineJudge) -> None:
    context = (
        "Un lot de 200 cartes de visite coûte 29,50 €. Tous les prix s'entendent toutes taxes comprises."
    )
    assert answer_label(judge, "Le lot de 200 cartes de visite coûte 29,50 € TTC.", context) is S
    assert answer_label(judge, "Le lot de 200 cartes de visite coûte 24,50 € TTC.", context) is not S


_LONG_REFUSALS = [
    "Vielen Dank für Ihre Frage. Leider enthalten meine Unterlagen zur Gleitschirmschule Aufwind keinerlei Angaben zu einer Versicherung. Beschrieben werden nur der Grundkurs, sein Preis sowie die Alters- und Gewichtsgrenzen. Ich empfehle Ihnen, sich vor der Anmeldung direkt bei der Schule zu erkundigen.",
    "Vielen Dank für Ihre Frage! Leider erwähnen meine Unterlagen Auslandsumzüge überhaupt nicht. Sie nennen den Stundenpreis, die Mindestbuchung, die Buchungsfrist fürs Wochenende und die Versicherung, aber nichts zu Umzügen ins Ausland. Am besten fragen Sie direkt bei Flink Umzüge nach.",
    "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에는 해외 이사에 관한 내용이 전혀 없습니다. 시간당 요금, 최소 예약 시간, 주말 예약, 보험에 대한 안내는 있지만 해외 이사는 다루지 않습니다. 정확한 내용은 날쌘이사에 직접 문의해 보시길 권해 드립니다.",
]


@pytest.mark.parametrize("answer", _LONG_REFUSALS)
def test_refusals_that_say_what_the_sources_cover(answer: str) -> None:
    assert is_refusal(answer)
    first = answer.split(". ")[0] if "감사합니다" not in answer else "문의해 주셔서 감사합니다"
    assert not is_refusal(first + ". Der Kurs kostet 890 € und dauert 8 Tage.")


def test_bounds_said_by_a_denied_length_or_excess(judge: OfflineJudge) -> None:
    assert "90 minute atmost" in canon("Eine Buchung darf nicht länger als 90 Minuten dauern.")
    assert "90 minute atmost" in canon("1회 예약은 90분을 넘을 수 없습니다.")
    de = "Mitglieder dürfen einen Platz bis zu 7 Tage im Voraus buchen, höchstens 90 Minuten pro Buchung."
    assert answer_label(judge, "Eine Buchung darf nicht länger als 90 Minuten dauern.", de) is S
    assert answer_label(judge, "Eine Buchung darf nicht länger als 120 Minuten dauern.", de) is not S
    ko = "회원은 최대 7일 전부터 코트를 예약할 수 있으며, 1회 예약은 최대 90분입니다."
    assert answer_label(judge, "1회 예약은 90분을 넘을 수 없습니다.", ko) is S
    assert answer_label(judge, "1회 예약은 120분을 넘을 수 없습니다.", ko) is not S


_NO_RESERVATIONS = {
    "en": (
        "The Blue Lantern opens at 8 p.m. The club holds 120 guests and does not take table reservations.",
        "Yes, the Blue Lantern takes table reservations.",
        "The Blue Lantern opens at 8 p.m. The club holds 120 guests and takes table reservations.",
    ),
    "fr": (
        "La Lanterne Bleue ouvre à 20 h. Le club accueille 120 personnes et ne prend pas de réservations de table.",
        "Oui, le club prend les réservations de table.",
        "La Lanterne Bleue ouvre à 20 h. Le club accueille 120 personnes et prend les réservations de table.",
    ),
    "ko": (
        "블루랜턴은 오후 8시에 문을 엽니다. 클럽 수용 인원은 120명이며, 테이블 예약은 받지 않습니다.",
        "네, 블루랜턴은 테이블 예약을 받습니다.",
        "블루랜턴은 오후 8시에 문을 엽니다. 클럽 수용 인원은 120명이며, 테이블 예약을 받습니다.",
    ),
}


@pytest.mark.parametrize("lang", sorted(_NO_RESERVATIONS))
def test_a_denied_predicate_of_the_sentence_subject(judge: OfflineJudge, lang: str) -> None:
    context, claim, said_so = _NO_RESERVATIONS[lang]
    assert answer_label(judge, claim, context) is not S
    assert answer_label(judge, claim, said_so) is S


def test_one_stem_for_a_verb_and_its_third_person() -> None:
    assert stem("takes") == stem("take") == "tak"
    assert stem("tage") == stem("tag")
    assert stem("eine") != stem("eines")  # (no silent "e" after a vowel: the article forms stay apart)
    assert stem("boxes") == stem("box") == "box"
    assert stem("rates") == stem("rate")


def test_half_of_that_is_fifty_percent(judge: OfflineJudge) -> None:
    assert "50 percent of that" in canon("Alpine Club members pay half of that.")
    context = "A bed costs $38 per night for adults, and Alpine Club members pay half of that."
    assert answer_label(judge, "Alpine Club members pay 50% of the adult price.", context) is S
    assert answer_label(judge, "Alpine Club members pay 40% of the adult price.", context) is not S


_NOTHING_TO_PAY = [
    ("¿Cuánto pagan los niños en el museo de Valdehierro?", "Nada si tienen menos de 12 años."),
    ("小朋友去华彩自然历史博物馆的门票多少钱？", "12岁以下不用花钱。"),
    ("한빛 자연사박물관 아이들 입장료는 얼마예요?", "12세 미만이면 돈을 내지 않고 들어갈 수 있습니다."),
]


@pytest.mark.parametrize(("question", "answer"), _NOTHING_TO_PAY)
def test_nothing_to_pay_is_an_amount(question: str, answer: str) -> None:
    sample = {"question": question, "answer": answer, "contexts": [answer]}
    assert score("answer_relevancy", sample) >= 0.6
    other = {
        "question": question,
        "answer": "박물관은 화요일에 쉽니다." if "얼마" in question else "El museo cierra los martes.",
        "contexts": [answer],
    }
    assert score("answer_relevancy", other) < 0.5


_CJK_SHORT = [
    ("德语由毕业于北京外国语大学的何晨执教。", "何晨毕业于北外。", "何晨毕业于北师大。"),
    (
        "合唱团每周三晚上7点至9点在北京大学附属中学礼堂排练。",
        "合唱团在北大附中礼堂排练。",
        "合唱团每周五在北大附中礼堂排练。",
    ),
    ("墨香图文打印店位于南京大学附近。", "打印店就在南大附近。", "打印店就在复旦附近。"),
    (
        "서울대학교 음악대학을 졸업한 원장 안수정 씨가 2005년에 학원을 세웠다.",
        "안수정 원장은 서울대 음대를 졸업했습니다.",
        "안수정 원장은 연세대 음대를 졸업했습니다.",
    ),
    (
        "연습은 매주 토요일 오전 10시부터 오후 1시까지 서울대 음악관에서 합니다.",
        "서울대학교 음악관에서 매주 토요일에 연습합니다.",
        "고려대학교 음악관에서 매주 토요일에 연습합니다.",
    ),
]


@pytest.mark.parametrize(("context", "right", "wrong"), _CJK_SHORT)
def test_chinese_and_korean_short_forms_of_names(
    judge: OfflineJudge, context: str, right: str, wrong: str
) -> None:
    assert answer_label(judge, right, context) is S
    assert answer_label(judge, wrong, context) is not S


def test_a_short_form_is_only_a_name_s() -> None:
    from ragmeter.text.acronyms import cjk_short_forms

    assert cjk_short_forms("周日不开门。", "周一至周六营业，周日休息。") == "周日不开门。"
    assert cjk_short_forms("大人票价为50元。", "成人票价为50元。") == "大人票价为50元。"
    # (nothing left out is a negation: "学员需" is no short form of "学员无需")
    assert cjk_short_forms("学员需要自带茶具。", "每班最多10人，学员无需自带茶具。") == "学员需要自带茶具。"
    # (a short form opens a word: "大附中" of "人大附中" is none)
    assert (
        cjk_short_forms("合唱团在人大附中排练。", "合唱团在北京大学附属中学礼堂排练。")
        == "合唱团在人大附中排练。"
    )


def test_a_price_per_dozen(judge: OfflineJudge) -> None:
    context = "Millbrook Farm Shop sells eggs from its own hens at $4.50 per dozen."
    assert canon("eggs at $4.50 per dozen.") == "eggs at 4.5 usd per 12."
    assert answer_label(judge, "A dozen eggs costs $4.50.", context) is S
    assert answer_label(judge, "A dozen eggs costs $5.50.", context) is not S


def test_a_count_whose_noun_the_clause_leaves_out(judge: OfflineJudge) -> None:
    context = "Im Sommer 2024 hatte der Chor 34 Mitglieder, heute sind es 41."
    assert answer_label(judge, "Heute hat der Chor 41 Mitglieder.", context) is S
    assert answer_label(judge, "Heute hat der Chor 43 Mitglieder.", context) is not S


def test_a_chinese_price_said_by_its_verb_alone(judge: OfflineJudge) -> None:
    context = "弦歌音乐学校的钢琴课每节45分钟，收费180元；小提琴课每节60分钟，收费220元。"
    assert answer_label(judge, "钢琴课每节180元。", context) is S
    assert answer_label(judge, "钢琴课每节220元。", context) is not S


def test_an_obligation_against_a_recommendation_of_the_infinitive(judge: OfflineJudge) -> None:
    en = "Visitors are recommended, but not required, to bring their own towel."
    assert answer_label(judge, "Visitors must bring their own towel.", en) is not S
    assert answer_label(judge, "Visitors are advised to bring their own towel.", en) is S
    fr = "Il est conseillé, mais pas obligatoire, d'apporter sa propre serviette."
    assert (
        answer_label(judge, "Chaque visiteur doit obligatoirement apporter sa propre serviette.", fr) is not S
    )
    # (a permission with its condition is no recommendation: "must be kept on a leash")
    dogs = "Dogs are allowed in the park if they are kept on a leash."
    assert answer_label(judge, "Dogs must be kept on a leash in the park.", dogs) is S


def test_an_agent_named_by_the_agent_s_own_by(judge: OfflineJudge) -> None:
    context = "Volunteers led by Carla Menon clean the park every Saturday morning."
    assert (
        answer_label(
            judge, "The park is cleaned every Saturday morning by volunteers led by Carla Menon.", context
        )
        is S
    )
    assert (
        answer_label(
            judge, "The park is cleaned every Sunday morning by volunteers led by Carla Menon.", context
        )
        is not S
    )


def test_spanish_al_menos_is_no_exception(judge: OfflineJudge) -> None:
    context = "Los socios deben participar en al menos dos jornadas de trabajo comunitario al año."
    assert (
        answer_label(
            judge,
            "Los socios tienen que participar en al menos dos jornadas de trabajo comunitario al año.",
            context,
        )
        is S
    )
    assert (
        answer_label(
            judge,
            "Los socios tienen que participar en al menos tres jornadas de trabajo comunitario al año.",
            context,
        )
        is not S
    )


def test_shares_of_a_counted_set_in_spanish_and_german(judge: OfflineJudge) -> None:
    es = "Aproximadamente una cuarta parte de los 48 contenedores está reservada para aparatos electrónicos."
    assert (
        answer_label(
            judge, "La mayoría de los 48 contenedores está reservada para aparatos electrónicos.", es
        )
        is not S
    )
    de = "Sie führt 1.250 verschiedene Weine, von denen die Hälfte aus Frankreich stammt."
    assert "50 percent" in canon(de)
    assert answer_label(judge, "50 % der Weine im Sortiment stammen aus Frankreich.", de) is S
    assert answer_label(judge, "60 % der Weine im Sortiment stammen aus Frankreich.", de) is not S


def test_street_words_cut_short_before_the_name(judge: OfflineJudge) -> None:
    assert canon("Está en la Avda. del Rey, 12.") == "está en la avenida del rey, 12."
    assert canon("La bd est belle.") == "la bd est belle."  # (a comic, no boulevard)
    context = "La oficina de pasaportes de la avenida del Rey, 12, abre de lunes a viernes de 8:30 a 14:00."
    assert answer_label(judge, "Está en la Avda. del Rey, 12.", context) is S
    assert answer_label(judge, "Está en la Avda. del Rey, 21.", context) is not S


def test_german_refusals_said_by_what_the_documents_hold() -> None:
    assert is_refusal("In den Unterlagen steht kein WLAN-Passwort.")
    assert not is_refusal("In den Unterlagen steht, dass das WLAN-Passwort Linde2024 lautet.")
    assert is_refusal(
        "Vielen Dank für Ihre Frage. Leider steht in den mir vorliegenden Informationen nicht, ob im Kurs "
        "auch Bildbearbeitung behandelt wird. Dort sind nur Termine, Gebühr und Kursleitung beschrieben."
    )


def test_a_korean_shop_that_rests_on_its_days(judge: OfflineJudge) -> None:
    context = "한땀 테일러는 2012년부터 강민호 씨가 운영해 온 양복점이다. 가게는 일요일과 월요일에 쉰다."
    assert answer_label(judge, "한땀 테일러는 일요일과 월요일에 쉽니다.", context) is S
    assert answer_label(judge, "한땀 테일러는 화요일과 수요일에 쉽니다.", context) is not S


_DEPOSITS = [
    (
        "How much deposit do I pay for a made-to-measure suit?",
        "You pay a 50 % deposit when you order a made-to-measure suit.",
    ),
    (
        "Wie hoch ist die Anzahlung für einen Maßanzug?",
        "Für einen Maßanzug ist eine Anzahlung von 50 % fällig.",
    ),
    ("맞춤 정장을 맞추면 선금은 얼마나 내나요?", "맞춤 정장을 주문할 때 가격의 50%를 선금으로 냅니다."),
]


@pytest.mark.parametrize(("question", "answer"), _DEPOSITS)
def test_a_deposit_said_as_a_share_is_an_amount(question: str, answer: str) -> None:
    assert score("answer_relevancy", {"question": question, "answer": answer, "contexts": [answer]}) >= 0.6


def test_a_price_of_another_thing_answers_no_price_question() -> None:
    context = (
        "The standard package costs $39 and includes 200 paintballs, a marker and a mask. "
        "Extra paintballs cost $10 per bag of 100."
    )
    other = {
        "question": "How much do extra paintballs cost?",
        "answer": "The standard package costs $39.",
        "contexts": [context],
    }
    assert score("answer_relevancy", other) < 0.5
    right = {
        "question": "How much do extra paintballs cost?",
        "answer": "They cost $10 per bag of 100.",
        "contexts": [context],
    }
    assert score("answer_relevancy", right) >= 0.6
