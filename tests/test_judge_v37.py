"""Judge version 37, read from new fresh sets (CU, CV, CW) and from read failures of older
ones; each phenomenon has the reading a careful reader accepts and one with a value
changed:

* the days of a sentence with an exception belong to the pole of the clause that says
  them: "opens daily at 11, except on Tuesdays, when it stays closed" has it closed on
  Tuesday, not on Wednesday; "Ruhetag" is a common noun and a closed day; "the other six
  days" counts the rest of the week;
* a relation said before a name ("Karim's apprentice, Lily Chen", "Kayas Auszubildende,
  Lena Schubert", "la aprendiz de Andrés Quiroga, Lucía Chacón") and turned round in the
  claim; in Chinese and Korean ("马志强是她的学徒", "강민호 씨는 그녀의 견습생입니다");
* one act in another voice (a fast path: the same verb, doer, thing and year);
* a weight in pounds is no weight in kilograms; "über 2 Fuß" is no "über 2 Metern";
  centilitres; an amount per week is no amount per day with what it is of between;
* a bound denied ("nicht mehr als 8", "n'encadre jamais plus de 8", "不能超过14天",
  "세 마리를 넘을 수 없습니다") is an upper bound, not "over";
* obligation against "not necessary", "no hace falta", "无需", "conseillée mais pas
  obligatoire", "권장되지만 필수는 아니다";
* a short answer to a question of no typed slot ("Un documento de identidad con
  fotografía.") states the reference; a title before a name ("经理赵敏") is no other person;
* "Only in the marked fire pits; everywhere else they are prohibited" answers "Are
  campfires allowed?";
* "no matter how many people" = "regardless of the number of people"; company forms
  (GmbH, SARL) written short or in full; "Ms. Brennan" is Laura Brennan;
* French refusals of the sources said by a pronoun ("elles ne parlent d'aucun café"); "Le
  prix ne contient pas le petit-déjeuner" is an answer, not a refusal;
* what takes place from Tuesday to Saturday takes place on Thursdays ("there is one on
  Thursdays"); "每周一、三、五" is three days; "qu'il y a" is no Spanish "y";
* "at most 10 students" is no amount; "Aucun moniteur n'encadre plus de 8", "Ningún monitor
  tiene más de 8" is each one's bound; "全都" is "all"."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon, score
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.cjk_relations import cjk_relation_swap
from ragmeter.judges.offline.modality import modality_conflict
from ragmeter.text.acronyms import acronyms_as_theirs
from ragmeter.text.claims import claims
from ragmeter.text.clauses import conjuncts
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_BOWLING_EN = "The bowling centre opens daily at 11 a.m., except on Tuesdays, when it stays closed."
_BOWLING_DE = (
    "Das Bowlingcenter Volltreffer in Kassel hat 14 Bahnen und öffnet täglich um 11 Uhr, außer dienstags, "
    "dann bleibt es geschlossen."
)


def test_the_excepted_days_have_the_other_pole(judge: OfflineJudge) -> None:
    assert answer_label(judge, "The bowling centre is closed on Tuesdays.", _BOWLING_EN) is S
    assert answer_label(judge, "The bowling centre is closed on Wednesdays.", _BOWLING_EN) is not S
    assert answer_label(judge, "Dienstags bleibt es geschlossen.", _BOWLING_DE) is S
    assert answer_label(judge, "Das Bowlingcenter ist mittwochs geschlossen.", _BOWLING_DE) is not S
    museum = "Außer montags ist das Museum täglich geöffnet, montags bleibt es geschlossen."
    assert answer_label(judge, "Das Museum ist montags geschlossen.", museum) is S
    assert answer_label(judge, "Das Museum ist mittwochs geschlossen.", museum) is Label.CONTRADICTED


def test_a_closing_time_is_no_closed_day(judge: OfflineJudge) -> None:
    bar = "Echo Box, the karaoke bar on Harbour Road, opens at 18:00 and closes at 2:00 every day except Monday."
    assert answer_label(judge, "ECHO BOX IS OPEN FROM 18:00 TO 2:00 EVERY DAY EXCEPT MONDAY.", bar) is S
    assert answer_label(judge, "Echo Box is open from 18:00 to 2:00 every day except Sunday.", bar) is not S


def test_ruhetag_and_the_days_left(judge: OfflineJudge) -> None:
    assert (
        answer_label(judge, "Dienstags ist Ruhetag; an allen anderen Tagen öffnet es um 11 Uhr.", _BOWLING_DE)
        is S
    )
    assert answer_label(judge, "Mittwochs ist Ruhetag.", _BOWLING_DE) is not S
    hall = "Die Halle ist täglich außer montags von 7 bis 22 Uhr geöffnet."
    assert (
        answer_label(
            judge, "Montags ist Ruhetag; an allen anderen Tagen ist von 7 bis 22 Uhr geöffnet.", hall
        )
        is S
    )
    shows = "Gespielt wird täglich außer montags, denn montags proben die Puppenspieler."
    assert (
        answer_label(judge, "An den übrigen sechs Wochentagen wird gespielt.", shows)
        is not Label.CONTRADICTED
    )
    assert answer_label(judge, "An den übrigen fünf Wochentagen wird gespielt.", shows) is not S


def test_a_claim_of_the_whole_week_against_days_that_leave_some_out(judge: OfflineJudge) -> None:
    courts = "周一至周五晚上8点以后开放灯光场，每小时加收40元。"
    assert answer_label(judge, "除周一外，每天晚上8点以后开放灯光场。", courts) is Label.CONTRADICTED
    assert answer_label(judge, "周一至周五晚上8点以后开放灯光场。", courts) is S


def test_an_elliptical_rest_of_the_week_stays_with_its_clause() -> None:
    assert claims("Nein, montags gibt es kein öffentliches Eislaufen; an allen anderen Tagen schon.") == [
        "Montags gibt es kein öffentliches Eislaufen; an allen anderen Tagen schon."
    ]


_TAILOR_EN = (
    "Stitch & Hem is a tailor's shop that Ahmed Karim has run since 2012. "
    "Karim's apprentice, Lily Chen, handles all wedding dress fittings."
)
_TAILOR_DE = (
    "Die Schneiderei Nadelöhr wird seit 2012 von Ahmet Kaya geführt. "
    "Kayas Auszubildende, Lena Schubert, übernimmt alle Anproben von Brautkleidern."
)
_TAILOR_ES = (
    "La sastrería Hilo Fino la lleva desde 2012 Andrés Quiroga. "
    "La aprendiz de Andrés Quiroga, Lucía Chacón, se encarga de todas las pruebas de vestidos de novia."
)


@pytest.mark.parametrize(
    ("context", "right", "swapped"),
    [
        (
            _TAILOR_EN,
            "Ahmed Karim runs the shop, and Lily Chen is his apprentice.",
            "Lily Chen runs the shop, and Ahmed Karim is her apprentice.",
        ),
        (
            _TAILOR_DE,
            "Ahmet Kaya führt die Schneiderei, und Lena Schubert ist seine Auszubildende.",
            "Lena Schubert führt die Schneiderei, und Ahmet Kaya ist ihr Auszubildender.",
        ),
        (
            _TAILOR_ES,
            "La lleva Andrés Quiroga, y Lucía Chacón es su aprendiz.",
            "La lleva Lucía Chacón, y Andrés Quiroga es su aprendiz.",
        ),
    ],
)
def test_a_relation_said_before_a_name(judge: OfflineJudge, context: str, right: str, swapped: str) -> None:
    assert answer_label(judge, swapped, context) is Label.CONTRADICTED
    assert answer_label(judge, right, context) is not Label.CONTRADICTED


def test_a_cjk_relation_turned_round() -> None:
    zh = ["“巧针裁缝铺”自2012年起由马志强经营。", "马志强的学徒林小雨负责所有婚纱的试衣。"]
    assert cjk_relation_swap("店铺由林小雨经营，马志强是她的学徒。", zh) == ("马志强", "林小雨")
    assert cjk_relation_swap("店铺由马志强经营，林小雨是他的学徒。", zh) is None
    ko = [
        "한땀 테일러는 2012년부터 강민호 씨가 운영해 온 양복점이다.",
        "강민호 씨의 견습생인 윤서연 씨가 웨딩드레스 가봉을 모두 맡는다.",
    ]
    assert cjk_relation_swap("강민호 씨는 그녀의 견습생입니다.", ko) == ("강민호", "윤서연")
    assert cjk_relation_swap("윤서연 씨는 그의 견습생입니다.", ko) is None


def test_one_act_in_another_voice(judge: OfflineJudge) -> None:
    de = "Die Bäckerei wurde 1998 von Anna Weber gegründet; Erik Lind übernahm sie 2015."
    assert answer_label(judge, "Anna Weber gründete die Bäckerei 1998.", de) is S
    assert answer_label(judge, "Erik Lind gründete die Bäckerei 1998.", de) is not S
    zh = "星光舞蹈学校为成人和儿童开设课程。学校由林晓燕于2005年创办，2019年由她以前的学生王浩接手。"
    assert answer_label(judge, "林晓燕在2005年创办了星光舞蹈学校。", zh) is S
    assert answer_label(judge, "王浩在2005年创办了星光舞蹈学校。", zh) is not S
    ko = "화방 '물감상자'는 2011년 김수진·김수아 자매가 망원동에 세웠다."
    assert answer_label(judge, "물감상자는 2011년에 김수진·김수아 자매에 의해 세워졌습니다.", ko) is S
    hearing = "Hörakustik Brenner in der Lindenstraße bietet kostenlose Hörtests von Montag bis Freitag an."
    assert answer_label(judge, "Hörakustik Brenner bietet kostenpflichtige Hörtests an.", hearing) is not S


@pytest.mark.parametrize(
    ("context", "right", "wrong"),
    [
        (
            "Bags heavier than 30 kg cost an extra $5.",
            "Bags heavier than 30 kg cost an extra $5.",
            "Bags heavier than 30 pounds cost an extra $5.",
        ),
        (
            "Für Gepäckstücke über 30 kg fällt ein Zuschlag von 4 € an.",
            "Über 30 Kilo kosten 4 € extra.",
            "Über 30 Pfund kosten 4 € extra.",
        ),
        ("超过30公斤的行李每件加收10元。", "超过30公斤的行李每件加收10元。", "超过30磅的行李每件加收10元。"),
        (
            "Bei Wellen über 2 Metern fällt der Unterricht aus.",
            "Bei Wellen über 2 Metern fällt der Unterricht aus.",
            "Bei Wellen über 2 Fuß fällt der Unterricht aus.",
        ),
        (
            "Les 60 vaches donnent environ 1 800 litres de lait par jour.",
            "Les 60 vaches donnent 1 800 litres de lait par jour.",
            "Les 60 vaches donnent 1 800 litres de lait par semaine.",
        ),
    ],
)
def test_units_of_weight_length_and_period(judge: OfflineJudge, context: str, right: str, wrong: str) -> None:
    assert answer_label(judge, wrong, context) is Label.CONTRADICTED
    assert answer_label(judge, right, context) is S


def test_centilitres_and_a_french_evening_span() -> None:
    assert canon("au moins 150 cl d'eau") == canon("au moins 1,5 litre d'eau")
    assert canon("de 7 heures à 8 heures et demie du soir") == "de 19:00 à 20:30"
    assert canon("de 9 heures à 11 heures du matin") == "de 9:00 à 11:00"


@pytest.mark.parametrize(
    ("context", "answer"),
    [
        (
            "Auf einen Lehrer kommen höchstens 8 Schüler. Bei Wellen über 2 Metern fällt der Unterricht aus.",
            "Pro Lehrer sind es nicht mehr als 8 Schüler.",
        ),
        ("Chaque moniteur encadre au maximum 8 élèves.", "Un moniteur n'encadre jamais plus de 8 élèves."),
        ("每件行李最多可寄存14天。", "每件行李的寄存时间不能超过14天。"),
        (
            "한 사람이 하루에 가져갈 수 있는 송어는 최대 세 마리이며, 25cm보다 작은 물고기는 모두 놓아주어야 한다.",
            "한 사람이 하루에 가져가는 송어는 세 마리를 넘을 수 없습니다.",
        ),
    ],
)
def test_a_denied_bound_is_an_upper_bound(judge: OfflineJudge, context: str, answer: str) -> None:
    assert answer_label(judge, answer, context) is S
    assert (
        answer_label(
            judge, answer.replace("8", "9").replace("14", "15").replace("세 마리", "네 마리"), context
        )
        is not S
    )


@pytest.mark.parametrize(
    ("claim", "sentence"),
    [
        (
            "You must bring the old report.",
            "You must show the registration; the old report is not necessary.",
        ),
        (
            "Oui, il faut apporter l'ancien procès-verbal de contrôle.",
            "Il faut présenter la carte grise ; l'ancien procès-verbal de contrôle n'est pas nécessaire.",
        ),
        (
            "Sí, hay que llevar el informe de la inspección anterior.",
            "Hay que llevar el permiso de circulación; el informe de la inspección anterior no hace falta.",
        ),
        ("车主需要携带上次的检测报告。", "车主须携带机动车行驶证，无需携带上次的检测报告。"),
        (
            "Il faut obligatoirement prendre rendez-vous.",
            "Les clients doivent apporter une pièce d'identité ; la prise de rendez-vous est conseillée mais pas obligatoire.",
        ),
        (
            "공증사무소는 반드시 예약을 하고 방문해야 합니다.",
            "의뢰인은 유효한 신분증을 반드시 지참해야 하며, 예약은 권장되지만 필수는 아니다.",
        ),
    ],
)
def test_an_obligation_against_no_need(claim: str, sentence: str) -> None:
    assert modality_conflict(claim, sentence) is not None


def test_no_obligation_where_the_duty_is_said() -> None:
    assert (
        modality_conflict(
            "You must show the registration.",
            "You must show the registration; the old report is not necessary.",
        )
        is None
    )
    assert (
        modality_conflict("车主须携带机动车行驶证。", "车主须携带机动车行驶证，无需携带上次的检测报告。")
        is None
    )
    # ("须年满8周岁" is a condition, "需要一天" a length of time: no duty)
    assert modality_conflict("孩子满8周岁才能参加。", "儿童须年满8周岁才能参加团体课。") is None


@pytest.mark.parametrize(
    ("question", "answer", "reference"),
    [
        (
            "¿Qué hay que llevar para adoptar un animal?",
            "Un documento de identidad con fotografía.",
            "Los adoptantes deben presentar un documento de identidad con fotografía cuando vienen a adoptar.",
        ),
        (
            "입양하러 갈 때 무엇을 가져가야 하나요?",
            "신분증이요.",
            "입양 희망자는 입양하러 올 때 신분증을 반드시 지참해야 합니다.",
        ),
        (
            "종일 산행은 어디에서 출발하나요?",
            "성판악 주차장이요.",
            "종일 산행은 오전 7시에 성판악 주차장에서 출발한다.",
        ),
        ("音乐节营地由谁管理？", "赵敏。", "营地由经理赵敏负责管理，安保由盾安公司提供。"),
    ],
)
def test_a_short_answer_states_the_point(question: str, answer: str, reference: str) -> None:
    sample = {"id": "s", "question": question, "answer": answer, "reference": reference, "contexts": ["x"]}
    assert score("answer_correctness", sample) == 1.0


def test_a_short_answer_of_something_else_does_not() -> None:
    sample = {
        "id": "s",
        "question": "¿Qué hay que llevar para adoptar un animal?",
        "answer": "Un collar.",
        "reference": "Los adoptantes deben presentar un documento de identidad con fotografía.",
        "contexts": ["x"],
    }
    assert score("answer_correctness", sample) < 0.5


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "Darf man auf dem Festival-Campingplatz ein Lagerfeuer machen?",
            "Nur in den markierten Feuerstellen, überall sonst sind Lagerfeuer verboten.",
        ),
        (
            "Peut-on faire un feu de camp au camping du festival ?",
            "Seulement dans les foyers balisés ; partout ailleurs, c'est interdit.",
        ),
        (
            "페스티벌 캠핑장에서 모닥불을 피워도 되나요?",
            "지정된 화로대에서만 피울 수 있고, 그 밖의 장소에서는 금지입니다.",
        ),
    ],
)
def test_a_restriction_answers_whether_it_is_allowed(question: str, answer: str) -> None:
    sample = {"id": "s", "question": question, "answer": answer, "contexts": [answer]}
    assert score("answer_relevancy", sample) >= 0.6
    off = {
        "id": "s",
        "question": question,
        "answer": "Only cash is accepted at the gate.",
        "contexts": [answer],
    }
    assert score("answer_relevancy", off) < 0.5


def test_however_many_and_company_forms(judge: OfflineJudge) -> None:
    car = "Admission is $30 per car, regardless of the number of people inside."
    assert (
        answer_label(
            judge, "Great question! Admission is $30 per car, no matter how many people are inside.", car
        )
        is S
    )
    assert (
        answer_label(judge, "Admission is $40 per car, no matter how many people are inside.", car) is not S
    )
    premise = "Die Wartung der Räder übernimmt die Speiche & Kette GmbH."
    assert "GmbH" in acronyms_as_theirs(
        "Die Wartung übernimmt die Speiche & Kette Gesellschaft mit beschränkter Haftung.", premise
    )
    assert "limited" in acronyms_as_theirs("Places are limited.", "Acme Ltd runs the course.")


def test_a_title_is_no_other_name(judge: OfflineJudge) -> None:
    office = (
        "Laura Brennan, a notary public, has her office at 14 Elm Street. "
        "Her assistant, Tom Okafor, prepares the paperwork, and Ms. Brennan signs and seals it."
    )
    assert answer_label(judge, "The paperwork is signed and sealed by Ms. Brennan.", office) is S
    assert (
        answer_label(
            judge,
            "Tom Okafor signs and seals the documents after Laura Brennan prepares the paperwork.",
            office,
        )
        is not S
    )
    notary = "L'étude de Me Laure Brunet, notaire, se trouve au 14 rue des Tilleuls."
    assert answer_label(judge, "Il s'agit de Maître Laure Brunet.", notary) is S


def test_days_of_one_list_are_one_clause() -> None:
    assert len(conjuncts("Practice sessions are held every Tuesday and Thursday, 7 to 9 p.m.")) == 1
    assert len(conjuncts("It opens at 9 on Mondays and closes at 5 on Fridays.")) == 2


def test_french_refusals_and_plain_negations() -> None:
    long = (
        "Merci pour votre question ! Les informations dont je dispose décrivent les collections, les horaires et "
        "l'histoire du musée, mais elles ne parlent d'aucun café. Je ne peux donc pas vous dire s'il y en a un."
    )
    assert is_refusal(long)
    assert is_refusal("Les documents ne parlent pas du parking.")
    assert is_refusal("Le texte ne donne aucune information sur le parking.")
    for answer in (
        "Le prix ne contient pas le petit-déjeuner.",
        "Le guide ne parle pas allemand.",
        "L'abonnement ne donne pas accès à la piscine.",
    ):
        assert not is_refusal(answer), answer


def test_some_of_a_sentences_days(judge: OfflineJudge) -> None:
    cellar = "Chalkhill Cellar near Lewes offers guided tastings from Tuesday to Saturday at 15:00 and 18:00."
    assert answer_label(judge, "Yes, there is one on Thursdays at 18:00.", cellar) is S
    assert answer_label(judge, "There is one on Mondays at 18:00.", cellar) is not S
    assert answer_label(judge, "There is one on Thursdays at 17:00.", cellar) is not S
    bodega = "La bodega Cueva del Sauce ofrece catas guiadas de martes a sábado a las 15:00 y a las 18:00."
    assert answer_label(judge, "Sí, los jueves hay una cata a las 18:00.", bodega) is S
    assert answer_label(judge, "Sí, los lunes hay una cata a las 18:00.", bodega) is not S


def test_il_y_a_is_no_spanish_and() -> None:
    assert len(conjuncts("Il me semble qu'il y a 40 bornes de recharge, toutes aux niveaux 1 et 2.")) == 1
    assert len(conjuncts("La entrada cuesta 10 euros y el parking es gratuito.")) == 2


def test_a_chinese_list_of_days_says_its_word_of_day_once() -> None:
    from ragmeter.text.weekdays import day_set

    assert day_set("每周一、三、五早上6:15从石浦港开出") == frozenset({0, 2, 4})
    assert day_set("星期六、日休息") == frozenset({5, 6})
    assert day_set("周一、三十个人") == frozenset({0})


def test_a_bounded_count_is_no_amount() -> None:
    q = "How much does the sewing course cost?"
    ctx = ["The sewing course costs $120 for eight evenings. Each class has at most 10 students."]
    assert (
        score(
            "answer_relevancy",
            {"id": "s", "question": q, "answer": "Each class has at most 10 students.", "contexts": ctx},
        )
        < 0.5
    )
    assert score("answer_relevancy", {"id": "s", "question": q, "answer": "$120.", "contexts": ctx}) >= 0.6


def test_also_of_a_thing_another_clause_denies(judge: OfflineJudge) -> None:
    hall = "학생증을 보여 주는 대학생은 R석과 S석을 30% 할인받을 수 있지만, VIP석은 할인되지 않습니다."
    assert answer_label(judge, "VIP석도 30% 할인됩니다.", hall) is not S
    assert answer_label(judge, "R석도 30% 할인됩니다.", hall) is S


def test_saint_is_st(judge: OfflineJudge) -> None:
    choir = "Rehearsals take place every Wednesday in the hall of St. Mark's School."
    assert answer_label(judge, "Rehearsals are held in the hall of Saint Mark's School.", choir) is S
    assert answer_label(judge, "Rehearsals are held in the hall of Saint Paul's School.", choir) is not S


def test_a_possessive_apposition_is_set_apart(judge: OfflineJudge) -> None:
    from ragmeter.text.appositions import split_appositions

    theatre = "Clara, Henrik Olsen's wife, writes the plays; Henrik carves the puppets."
    assert split_appositions(theatre) == [
        "Clara writes the plays; Henrik carves the puppets.",
        "Henrik Olsen's wife",
    ]
    assert split_appositions("Portland, Maine, is a city.") == ["Portland, Maine, is a city."]
    assert answer_label(judge, "Henrik Olsen writes the plays.", theatre) is Label.CONTRADICTED
    assert answer_label(judge, "Clara writes the plays.", theatre) is S


@pytest.mark.parametrize(
    ("said", "canonical_form"),
    [
        ("zwischen sechs und sieben Uhr abends", "zwischen 18:00 und 19:00"),
        ("entre 6 heures et 7 heures du soir", "entre 18:00 et 19:00"),
        ("entre las seis y las siete de la tarde", "entre las 18:00 y las 19:00"),
        ("between 6 and 7 p.m.", "between 18:00 and 19:00"),
        ("von 7 bis 22 Uhr", "von 7:00 bis 22:00"),
        ("from 9 to 11 a.m.", "from 9:00 to 11:00"),
    ],
)
def test_a_span_says_its_part_of_the_day_once(said: str, canonical_form: str) -> None:
    assert canon(said) == canonical_form


def test_pence(judge: OfflineJudge) -> None:
    golf = "Clubs and balls are included in the price, but scorecards cost 50p."
    assert answer_label(judge, "A scorecard costs £0.50.", golf) is S
    assert answer_label(judge, "A scorecard costs £5.", golf) is not S
    assert canon("the 720p version") == "the 720p version"


@pytest.mark.parametrize(
    ("context", "right", "wrong"),
    [
        (
            "Chaque moniteur encadre au maximum 8 élèves.",
            "Aucun moniteur n'encadre plus de 8 élèves.",
            "Aucun moniteur n'encadre moins de 8 élèves.",
        ),
        (
            "Cada monitor tiene como máximo 8 alumnos.",
            "Ningún monitor tiene más de 8 alumnos.",
            "Ningún monitor tiene menos de 8 alumnos.",
        ),
    ],
)
def test_a_bound_denied_of_every_member(judge: OfflineJudge, context: str, right: str, wrong: str) -> None:
    assert answer_label(judge, right, context) is S
    assert answer_label(judge, wrong, context) is not S


def test_all_of_them_against_half(judge: OfflineJudge) -> None:
    donors = "去年有3400人在这里献血，其中一半是二十多岁的年轻人。"
    assert answer_label(judge, "去年的3400名献血者全都是二十多岁的年轻人。", donors) is not S
    assert answer_label(judge, "去年的3400名献血者中有一半是二十多岁的年轻人。", donors) is S
