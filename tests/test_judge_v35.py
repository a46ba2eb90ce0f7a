"""Judge version 35, read from new fresh sets (CI, CJ, CL, CM); each phenomenon has the
reading a careful reader accepts and one with a value changed:

* an exception that names a date ("every day except 25 December", "außer am 24.
  Dezember", "설날과 추석 당일을 제외하고", "除大年三十外") gives the date the other pole; the
  hours of a rule said after a Korean or Chinese exception are the rule's; a day excepted
  from what happens daily at its hours ("run every day except Monday, from 2 to 5 p.m.");
  a day fronted before the state ("Le mercredi, la boutique est ouverte"); "ne ... pas";
* congratulations are courtesies, in a refusal and around a claim; "Thank you for your
  question, the barn holds 200 guests." is judged, as is a closer with a number; a reply
  before a colon ("Soweit ich sehe, nicht: ...") is set aside;
* refusals that say what the sources cover and what not ("Sie enthalten Angaben zu ...,
  aber nichts über Reisen", "Elles portent sur ..., mais pas sur les voyages", "Habla de
  ..., pero no de viajes", "… 정보는 있지만 … 나와 있지 않습니다");
* a short answer states a reference that adds a count, a place or the weekday of its date;
  a Chinese clause that holds the answer's value holds every word the question asks with;
* "most" against a share said as a count of the set or with "이 가운데" / "davon"; a name
  the evidence calls "its"; a share of the set just counted ("die Hälfte davon", "la
  mitad", "una cuarta parte", "dont un quart");
* a bare "after" points back to the date before it ("y 70 € después", "puis 45 €"), in
  the sentence or the one before ("... until 31 May. After that date, ...");
* French: "jusqu'à 8 heures par mois" is a length, "à 10 h 30, 14 h et 20 h" three times,
  "d'une heure" an hour ("28 € l'heure" prices it); "10 three-hour lessons" keeps its 10;
* German: "jeden Dienstagvormittag" names no one, "am 1. Weihnachtstag" ends no sentence,
  a fronted participle is no patient; Korean: the agent before "에 의해", "공휴일에는" is no
  subject, "일주일에 한 번" is once a week; "Va de Madrid" is a verb before a place; "para la
  cantante Elena Prieto" is whom for; "supera", "übersteigt" pass a value; "plus 3 €" adds;
* how often answered by a count a day ("Four sailings a day", "viermal am Tag"); how a
  price is reckoned answered by a rate ("필라멘트 1g에 100원씩"); a Chinese date is no length."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon, score
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.agents import agent_conflict
from ragmeter.judges.offline.quantifiers import quantifier_conflict
from ragmeter.text.discourse import Aside, aside_kind
from ragmeter.text.excepted import ExceptionReading, excepted, exception_reading
from ragmeter.text.refusal import is_refusal
from ragmeter.text.sentences import sentences

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_DATED = {
    "en": (
        "The shop is open every day of the season except 25 December, from 7:30 a.m. to 6 p.m.",
        "The shop is closed on 25 December.",
        "The shop is open on 25 December from 7:30 a.m. to 6 p.m.",
    ),
    "de": (
        "In der Saison ist der Laden täglich außer am 24. Dezember von 7:30 bis 18 Uhr geöffnet.",
        "Am 24. Dezember ist der Laden geschlossen.",
        "Der Laden hat auch am 24. Dezember von 7:30 bis 18 Uhr geöffnet.",
    ),
    "fr": (
        "Le magasin est ouvert tous les jours sauf le 25 décembre, de 7 h 30 à 18 h.",
        "Le magasin est fermé le 25 décembre.",
        "Le magasin est ouvert le 25 décembre, de 7 h 30 à 18 h.",
    ),
    "es": (
        "La tienda abre todos los días de la temporada excepto el 25 de diciembre, de 7:30 a 18:00.",
        None,
        "La tienda abre el 25 de diciembre, de 7:30 a 18:00.",
    ),
    "ko": (
        "매장은 시즌 중 설날 당일을 제외하고 매일 오전 7시 30분부터 오후 6시까지 영업한다.",
        None,
        "설날 당일에도 오전 7시 30분부터 오후 6시까지 영업합니다.",
    ),
    "zh": (
        "雪季期间，除大年三十外，店铺每天早上7:30至下午6点营业。",
        "大年三十店铺不营业。",
        "大年三十店铺照常营业。",
    ),
}


@pytest.mark.parametrize("lang", sorted(_DATED))
def test_an_exception_that_names_a_date(lang: str) -> None:
    sentence, agrees, conflicts = _DATED[lang]
    assert excepted(sentence) is not None
    if agrees is not None:
        assert exception_reading(agrees, sentence) is ExceptionReading.AGREES
    assert exception_reading(conflicts, sentence) is ExceptionReading.CONFLICTS
    # (another date is not what the sentence excepts)
    assert exception_reading("The shop is open on 24 December.", _DATED["en"][0]) is None


def test_a_date_is_all_the_exception_holds() -> None:
    sentence = "Er ist täglich außer am 1. Weihnachtstag rund um die Uhr geöffnet."
    assert excepted(sentence) == "am 1. weihnachtstag"
    assert exception_reading("Er ist rund um die Uhr geöffnet.", sentence) is None
    assert exception_reading("Auch am 1. Weihnachtstag ist er rund um die Uhr geöffnet.", sentence) is (
        ExceptionReading.CONFLICTS
    )
    assert excepted("설날과 추석 당일을 제외하고 연중무휴 24시간 운영한다.") == "설날과 추석 당일을"


def test_the_fast_splitter_keeps_a_german_ordinal_with_its_noun() -> None:
    text = "Er ist täglich außer am 1. Weihnachtstag rund um die Uhr geöffnet. Ein Programm kostet 2 Euro."
    assert len(sentences(text, fast=True)) == 2
    assert sentences("Das Museum liegt im 2. Stock. Es ist neu.", fast=True) == [
        "Das Museum liegt im 2. Stock.",
        "Es ist neu.",
    ]


_REFUSALS = [
    "Thank you for your question, and congratulations on your upcoming wedding! Unfortunately, the information I have about Willow Creek Barn covers guest numbers, rental prices, the deposit and the music curfew, but it says nothing about outside caterers. I'd suggest asking the venue directly before you sign the contract.",
    "Vielen Dank für Ihre Frage und herzlichen Glückwunsch zur bevorstehenden Hochzeit! Leider geben meine Unterlagen zu Gut Weidenhof zwar Auskunft über Gästezahl und Mietpreise, zu externen Caterern steht darin aber nichts. Ich kann Ihre Frage deshalb nicht beantworten.",
    "Merci pour votre question, et félicitations pour votre futur mariage ! Malheureusement, les informations dont je dispose portent sur le nombre d'invités et les tarifs, mais elles ne disent rien des traiteurs extérieurs. Je ne peux donc pas vous répondre.",
    "¡Gracias por tu pregunta y enhorabuena por la boda! Por desgracia, la información que tengo sobre la finca habla del número de invitados y los precios, pero no dice nada sobre servicios de catering externos. Por eso no puedo contestarte.",
    "感谢您的提问，也提前祝您新婚快乐！我手头的资料介绍了庄园的宾客人数和场地租金，但完全没有提到能否请外部餐饮公司，所以这个问题我没法回答。",
    "¡Gracias por tu pregunta! Por desgracia, la información que tengo no menciona ningún servicio de guardarropa. Solo recoge la fecha, la hora de salida y el recorrido.",
]


@pytest.mark.parametrize("answer", _REFUSALS)
def test_congratulations_and_what_the_sources_cover_are_talk_around_a_refusal(answer: str) -> None:
    assert is_refusal(answer)
    # (an answer among the same courtesies is no refusal)
    assert not is_refusal(answer.split("!")[0] + "! The barn holds up to 150 guests.")


def test_congratulations_are_courtesies_and_thanks_hide_no_claim(judge: OfflineJudge) -> None:
    for said in (
        "Congratulations on your engagement!",
        "Vielen Dank für Ihre Frage und herzlichen Glückwunsch zur bevorstehenden Hochzeit!",
        "感谢您的提问，也提前祝您新婚快乐！",
        "¡Gracias por tu pregunta y enhorabuena por la boda!",
    ):
        assert aside_kind(said) is Aside.CLOSER, said
    assert aside_kind("Thank you for your question, the barn holds up to 200 guests.") is None
    assert aside_kind("If you have other questions, call 555-0100.") is None
    barn = "The barn holds up to 150 guests. The front desk is open until 6 p.m."
    assert answer_label(judge, "Thank you for your question, the barn holds up to 200 guests.", barn) is not S
    assert answer_label(judge, "Thank you for your question, the barn holds up to 150 guests.", barn) is S
    assert (
        answer_label(judge, "If you have other questions, the front desk is open until 8 p.m.", barn) is not S
    )


def _correct(question: str, answer: str, reference: str) -> float:
    return score(
        "answer_correctness",
        {"question": question, "answer": answer, "reference": reference, "contexts": ["x"]},
    )


def test_a_short_answer_states_the_reference_its_slot_holds() -> None:
    kilns = "The studio's two kilns are fired every Friday."
    assert _correct("On which day are the kilns fired?", "Fridays.", kilns) >= 0.5
    assert _correct("On which day are the kilns fired?", "Tuesdays.", kilns) < 0.5
    ko = "공방의 가마 두 대는 매주 금요일에 가동된다."
    assert _correct("공방의 가마는 무슨 요일에 가동하나요?", "금요일이요.", ko) >= 0.5
    race = "The Riverton City Marathon starts at 7 a.m. on Sunday, 12 October 2025, in Founders Square."
    assert _correct("When does the marathon start?", "At 7 a.m. on 12 October 2025.", race) >= 0.5
    assert _correct("When does the marathon start?", "At 7 a.m. on 19 October 2025.", race) < 0.5
    sevilla = "El Maratón Ciudad de Sevilla sale a las 8:30 del estadio de La Cartuja el domingo 23 de febrero de 2025."
    assert _correct("¿A qué hora sale el maratón?", "A las 8:30.", sevilla) >= 0.5
    assert _correct("¿A qué hora sale el maratón?", "A las 9:30.", sevilla) < 0.5
    pitches = "松林露营地带电营位每晚160元，普通营位每晚120元。"
    assert _correct("松林露营地带电营位每晚多少钱？", "160元。", pitches) >= 0.5
    assert _correct("松林露营地带电营位每晚多少钱？", "120元。", pitches) < 0.5


_SHARES = [
    (
        "Von den rund 12.000 Erwarteten läuft die Mehrheit zum ersten Mal einen Marathon.",
        "Erwartet werden rund 12.000 Läuferinnen und Läufer, ein Drittel davon läuft zum ersten Mal einen Marathon.",
    ),
    (
        "참가 예정자 약 1만 2천 명 가운데 대부분이 첫 풀코스 도전자입니다.",
        "참가 예정 인원은 약 1만 2천 명이며, 이 가운데 30%가 첫 풀코스 도전자다.",
    ),
    ("大多数摆摊的农户都获得了有机认证。", "周边45家农户在市集摆摊，其中12家获得了有机认证。"),
    (
        "Most of the 45 farms are certified organic.",
        "Around 45 farms take part, and 12 of them are certified organic.",
    ),
]


@pytest.mark.parametrize(("claim", "premise"), _SHARES)
def test_most_against_a_share_below_half(claim: str, premise: str) -> None:
    assert quantifier_conflict(claim, [premise]) is not None


def test_a_count_of_the_set_is_a_share_by_its_value() -> None:
    farms = "Around 45 farms take part, and 12 of them are certified organic."
    assert quantifier_conflict("Some of the 45 farms are certified organic.", [farms]) is None
    assert (
        quantifier_conflict("Most of the 45 farms are certified organic.", [farms.replace("12", "32")])
        is None
    )
    assert (
        quantifier_conflict(
            "所有农户都获得了有机认证。", ["周边45家农户在市集摆摊，其中12家获得了有机认证。"]
        )
        is not None
    )


def test_french_hours_of_a_period_lists_of_times_and_shares() -> None:
    assert "8:00" not in canon(
        "Les membres peuvent utiliser les salles de réunion jusqu'à 8 heures par mois."
    )
    assert "8:00" in canon("Le magasin est ouvert jusqu'à 8 heures.")
    assert canon("à 10 h 30, 14 h et 20 h") == "à 10:30, 14:00 et 20:00"
    assert "25 percent" in canon(
        "Environ 9 000 coureurs sont attendus, dont un quart courent leur premier marathon."
    )


def test_french_formats_read_as_the_evidence_says(judge: OfflineJudge) -> None:
    rooms = "Les membres peuvent utiliser les salles de réunion jusqu'à 8 heures par mois."
    assert (
        answer_label(judge, "Vous pouvez utiliser les salles de réunion 8 heures par mois au maximum.", rooms)
        is S
    )
    assert (
        answer_label(
            judge, "Les membres peuvent utiliser les salles de réunion jusqu'à 8 heures par semaine.", rooms
        )
        is not S
    )
    shows = "Les séances ont lieu du mercredi au dimanche à 10 h 30, 14 h et 20 h."
    said = "Les séances ont lieu du mercredi au dimanche à 10 h 30, à 2 heures de l'après-midi et à 8 heures du soir."
    assert answer_label(judge, said, shows) is S
    assert answer_label(judge, said.replace("8 heures du soir", "9 heures du soir"), shows) is not S
    runners = "Environ 9 000 coureurs sont attendus, dont un quart courent leur premier marathon."
    assert (
        answer_label(judge, "Environ 25 % des coureurs attendus courent leur premier marathon.", runners) is S
    )
    assert (
        answer_label(judge, "Environ 50 % des coureurs attendus courent leur premier marathon.", runners)
        is not S
    )


def test_names_and_agents(judge: OfflineJudge) -> None:
    laundry = "Die gemeinsame Waschküche liegt im Keller von Haus 3. Hausmeister Jürgen Klein reinigt die Waschküche jeden Dienstagvormittag."
    assert (
        answer_label(
            judge,
            "Die Waschküche wird jeden Dienstagvormittag von Hausmeister Jürgen Klein gereinigt.",
            laundry,
        )
        is S
    )
    assert (
        answer_label(
            judge,
            "Die Waschküche wird jeden Dienstagvormittag von Hausmeisterin Petra Lang gereinigt.",
            laundry,
        )
        is not S
    )
    train = (
        "El tren nocturno Lucero une Madrid con Lisboa, la capital de Portugal. Sale de Madrid a las 21:30."
    )
    assert answer_label(judge, "Va de Madrid a la capital portuguesa, Lisboa.", train) is S
    market = ["2009년 한빛농민회가 장터를 처음 열었고, 지금은 정미경 씨가 관리한다."]
    assert agent_conflict("한빛 농부장터는 2009년 한빛농민회에 의해 처음 열렸습니다.", market) is None
    assert agent_conflict("한빛 농부장터는 2009년 정미경 씨에 의해 처음 열렸습니다.", market) == (
        "정미경",
        "한빛농민회",
    )


def test_a_bare_after_points_back_to_the_date_before_it(judge: OfflineJudge) -> None:
    from ragmeter.text.referents import moments_resolved

    es = "La inscripción cuesta 55 € hasta el 31 de octubre y 70 € después."
    assert moments_resolved(es).endswith("70 € después del 31 de octubre.")
    fr = "L'inscription coûte 38 € jusqu'au 31 août, puis 45 € après cette date."
    assert moments_resolved(fr) == "L'inscription coûte 38 € jusqu'au 31 août, puis 45 € après le 31 août."
    assert moments_resolved("Réservez en ligne, puis venez.") == "Réservez en ligne, puis venez."
    assert answer_label(judge, "Después del 31 de octubre cuesta 70 €.", es) is S
    assert answer_label(judge, "Después del 31 de octubre cuesta 55 €.", es) is not S
    # (a moment said in the sentence before: "... until 31 May. After that date, ...")
    en = "Early-bird tickets cost €20 until 31 May. After that date, tickets cost €25."
    assert moments_resolved(
        "After that date, tickets cost €25.", "Tickets cost €20 until 31 May."
    ).startswith("after 31 May")
    assert answer_label(judge, "After 31 May, tickets cost €25.", en) is S
    assert answer_label(judge, "After 31 May, tickets cost €20.", en) is not S


def test_an_hour_said_with_d_une_is_a_length(judge: OfflineJudge) -> None:
    assert "60 minute" in canon("une visite commentée du port d'une heure à bord")
    assert "de 1 an" in canon("L'engagement est d'un an.")
    assert "60 minute" not in canon("d'une heure à trois heures")
    tour = "Les Vedettes du Vieux-Port proposent une visite commentée du port d'une heure à bord du bateau."
    assert answer_label(judge, "La visite commentée dure 60 minutes.", tour) is S
    assert answer_label(judge, "La visite commentée dure 90 minutes.", tour) is not S
    lessons = "Les cours pour débutants ont lieu le mercredi et coûtent 28 € l'heure."
    assert answer_label(judge, "Un cours d'une heure pour débutants coûte vingt-huit euros.", lessons) is S
    assert answer_label(judge, "Un cours d'une heure pour débutants coûte trente euros.", lessons) is not S


def test_one_for_each_and_an_added_clause(judge: OfflineJudge) -> None:
    shows = "星河天文馆周二至周日每天放映三场，分别在上午10点、下午2点和晚上7点半，周一闭馆。"
    assert answer_label(judge, "上午10点、下午2点和晚上7点半各放映一场，放映日是周二至周日。", shows) is S
    assert answer_label(judge, "上午10点、下午2点和晚上7点半各放映两场，放映日是周二至周日。", shows) is not S
    bikes = "Die Fahrradwerkstatt wird von Mechaniker Tobias Klein geführt. Eine Grundinspektion kostet 59 € und dauert etwa zwei Tage."
    assert answer_label(judge, "Eine Grundinspektion kostet 59 € und dauert ungefähr zwei Tage.", bikes) is S
    assert (
        answer_label(
            judge,
            "Eine Grundinspektion kostet 59 €, dauert etwa zwei Tage und beinhaltet eine kostenlose Kettenreinigung.",
            bikes,
        )
        is not S
    )


def test_a_day_excepted_from_what_happens_daily_at_its_hours() -> None:
    rink = "Public skating sessions run every day except Monday, from 2 p.m. to 5 p.m."
    assert (
        exception_reading("Public skating runs on Mondays from 2 p.m. to 5 p.m.", rink)
        is ExceptionReading.CONFLICTS
    )
    assert exception_reading("There is no public skating on Mondays.", rink) is ExceptionReading.AGREES
    assert exception_reading("Public skating runs on Tuesdays from 2 p.m. to 5 p.m.", rink) is None
    rooms = "All rooms cost 30 euros a night except the attic room, which costs 20 euros."
    assert exception_reading("The attic room costs 20 euros a night.", rooms) is None


def test_a_fronted_time_is_the_claims_topic(judge: OfflineJudge) -> None:
    hall = "Der Lesesaal ist dienstags bis freitags von 9:30 bis 16:30 Uhr geöffnet und an Feiertagen geschlossen."
    assert answer_label(judge, "An Feiertagen ist der Lesesaal geöffnet.", hall) is not S
    assert answer_label(judge, "An Feiertagen ist der Lesesaal geschlossen.", hall) is S
    assert answer_label(judge, "Der Lesesaal ist dienstags geöffnet.", hall) is S
    ko = "열람실은 화요일부터 금요일까지 오전 9시 30분부터 오후 4시 30분까지 문을 열고, 공휴일에는 문을 닫는다."
    assert answer_label(judge, "공휴일에도 열람실은 문을 엽니다.", ko) is not S
    assert answer_label(judge, "공휴일에는 열람실이 문을 닫습니다.", ko) is S


@pytest.mark.parametrize(
    "answer",
    [
        "Vielen Dank für Ihre Frage. Leider erwähnen meine Unterlagen zum Bürgerchor keine Tourneen. Sie enthalten Angaben zu den Proben und zum Jahresbeitrag, aber nichts über Reisen.",
        "Merci pour votre question. Malheureusement, les informations dont je dispose sur la chorale ne parlent d'aucune tournée. Elles portent sur les répétitions et la cotisation, mais pas sur les voyages.",
        "Gracias por tu pregunta. Por desgracia, la información que tengo sobre el coro no menciona ninguna gira. Habla de los ensayos y la cuota anual, pero no de viajes.",
    ],
)
def test_what_the_sources_cover_and_not(answer: str) -> None:
    assert is_refusal(answer)


def test_a_partial_answer_with_but_not_is_no_refusal() -> None:
    assert not is_refusal("The documents don't mention the bar. The pool is open daily, but not on Sundays.")
    assert not is_refusal("Les chiens sont admis, mais pas sur la plage.")


def test_how_a_price_is_reckoned_is_answered_by_a_rate() -> None:
    sample = {
        "question": "3D 출력 비용은 어떻게 계산돼요?",
        "answer": "필라멘트 1g에 100원씩입니다.",
        "contexts": ["3D 출력 비용은 필라멘트 1g당 100원이다. 메이커스페이스는 화요일에 쉽니다."],
    }
    assert score("answer_relevancy", sample) >= 0.5
    assert score("answer_relevancy", {**sample, "answer": "메이커스페이스는 화요일에 쉽니다."}) < 0.5


def test_a_share_of_the_set_just_counted(judge: OfflineJudge) -> None:
    de = "Es hat rund 25.000 Bücher im Bestand, und die Hälfte davon kostet weniger als 3 €."
    assert answer_label(judge, "50 % der Bücher im Bestand kosten weniger als 3 €.", de) is S
    es = "Tiene 88 casetas de madera, y una cuarta parte vende comida y bebida."
    assert answer_label(judge, "El 25 % de las 88 casetas de madera vende comida y bebida.", es) is S
    assert answer_label(judge, "El 50 % de las 88 casetas de madera vende comida y bebida.", es) is not S
    assert "50 percent" in canon("Tiene unos 25.000 libros, y la mitad cuesta menos de 3 €.")


def test_passing_a_value_and_adding_one(judge: OfflineJudge) -> None:
    wind = "Las clases se suspenden cuando el viento supera los 25 nudos."
    assert answer_label(judge, "Las clases se suspenden cuando el viento es superior a 25 nudos.", wind) is S
    assert (
        answer_label(judge, "Las clases se suspenden cuando el viento es inferior a 25 nudos.", wind) is not S
    )
    wine = "Ein Becher Glühwein kostet 4 €, dazu kommen 3 € Becherpfand. Kinder unter 4 Jahren zahlen nichts."
    assert answer_label(judge, "Ein Becher Glühwein kostet 4 €, plus 3 € Becherpfand.", wine) is S
    assert answer_label(judge, "Ein Becher Glühwein kostet 3 €, plus 4 € Becherpfand.", wine) is not S
    assert canon("with 10 three-hour lessons") == "with 10 180 minute lessons"


def test_a_week_as_how_often_in_korean(judge: OfflineJudge) -> None:
    plan = "요금제 변경은 한 달에 한 번만 가능합니다."
    assert answer_label(judge, "요금제는 일주일에 한 번 변경할 수 있습니다.", plan) is not S
    assert answer_label(judge, "요금제는 한 달에 한 번 변경할 수 있습니다.", plan) is S


def test_names_the_evidence_calls_its_own() -> None:
    shop = [
        "La librairie n'achète des livres d'occasion que le jeudi après-midi, et certaines de ses premières éditions sont signées par leurs auteurs.",
        "La Page Cornée, une librairie d'occasion de la rue du Port, a été ouverte en 1994 par Martine Roussel.",
    ]
    assert (
        quantifier_conflict(
            "Toutes les premières éditions de La Page Cornée sont signées par leurs auteurs.", shop
        )
        is not None
    )
    assert quantifier_conflict("Certaines premières éditions de La Page Cornée sont signées.", shop) is None
    school = ["All instructors speak German and English; some of them also speak French."]
    assert quantifier_conflict("All of the instructors speak German, English and French.", school) is not None


def test_a_fronted_participle_and_a_reply_before_a_colon(judge: OfflineJudge) -> None:
    studio = "Das Studio wurde am 12. März 2018 von den Fotografen Lena Vogel und Murat Yilmaz eröffnet."
    assert (
        answer_label(judge, "Eröffnet wurde es am 12.03.2018 von Lena Vogel und Murat Yilmaz.", studio) is S
    )
    assert (
        answer_label(judge, "Eröffnet wurde es am 12.03.2018 von Lena Vogel und Jonas Weber.", studio)
        is not S
    )
    vests = "Der Kurs kostet 480 €, Schwimmwesten werden kostenlos gestellt."
    assert answer_label(judge, "Soweit ich sehe, nicht: Schwimmwesten werden kostenlos gestellt.", vests) is S
    assert answer_label(judge, "Soweit ich sehe, nicht: Schwimmwesten kosten 5 €.", vests) is not S


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How often does the ferry run?", "Four sailings a day, between April and October."),
        ("배는 얼마나 자주 다녀요?", "4월부터 10월까지 하루 네 번 운항합니다."),
        ("Wie oft fährt die Fähre?", "Von April bis Oktober viermal am Tag."),
        ("Le bac passe souvent ?", "Quatre fois par jour, d'avril à octobre."),
        ("¿Con qué frecuencia sale el ferry?", "Cuatro veces al día, de abril a octubre."),
    ],
)
def test_how_often_answered_by_a_count_a_day(question: str, answer: str) -> None:
    sample = {"question": question, "answer": answer, "contexts": [answer]}
    assert score("answer_relevancy", sample) >= 0.5
    assert score("answer_relevancy", {**sample, "answer": "The ferry costs €4 a day."}) < 0.5


def test_a_chinese_date_is_no_length() -> None:
    question = "《纸龙》演多长时间？"
    context = "儿童剧《纸龙》将于2025年3月7日首演，演出时长为70分钟。"
    assert (
        score(
            "answer_relevancy",
            {"question": question, "answer": "《纸龙》将于2025年3月7日首演。", "contexts": [context]},
        )
        < 0.5
    )
    assert (
        score(
            "answer_relevancy", {"question": question, "answer": "演出时长为70分钟。", "contexts": [context]}
        )
        >= 0.5
    )
