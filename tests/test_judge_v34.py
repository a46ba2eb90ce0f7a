"""Judge version 34, read from new fresh sets (CD, CE); each phenomenon has the reading a
careful reader accepts and one with a value changed:

* days said another way are found where the evidence gives the same days ("run Tuesday
  through Sunday" of "every day except Monday"), and the model reads them in the
  evidence's words;
* a clause that points back to the date before it ("£38 until 31 August and £45 after
  that date", "danach", "之后", "그 이후에는") is read as that date: the value after it is
  the later one, and a value given the wrong side of the date is caught;
* two people each given the other's task across two sentences, or with a title before
  the name; a participle's agent ("a course taught by master joiner Harriet Cole");
* the rule said to hold for the thing it excepts ("10 % auf alle Aufträge, auch auf
  Visitenkarten", "명함을 포함한", "包括名片在内");
* "may only" is a duty of what it allows ("ne peuvent pagayer qu'en biplace" = "doivent
  pagayer en biplace"); a German modal after an aside between commas;
* a bound on a count of other things ("at most three hints") bounds no count of players;
* an organisation named after a town ("Portsmouth City Council") is no party the
  evidence names when it only names the town;
* a likely yes ("I think so.", "아마 가능할 거예요.", "我想应该可以，") is set aside as a bare
  reply; a Korean "… 다고 되어 있습니다" is an attribution;
* "all their money back" is no quantifier; ", and then …" stays with its condition;
  "7.12부터 7.14까지" is a span of days; "Rm 204" is room 204; "nach Hause" is no name."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label, canon
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.direction import direction_conflict, moment_value_conflict
from ragmeter.judges.offline.missing_names import missing_entities
from ragmeter.judges.offline.modality import modality_conflict
from ragmeter.judges.offline.model_text import days_as_theirs
from ragmeter.judges.offline.value_swap import name_swap
from ragmeter.text.claims import claim_split
from ragmeter.text.discourse import Aside
from ragmeter.text.excepted import ExceptionReading, exception_reading
from ragmeter.text.referents import moments_resolved
from ragmeter.text.weekdays import day_phrase

S = Label.SUPPORTED
C = Label.CONTRADICTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


_RINK = "Glacier Point Ice Rink offers public skating every day except Monday, from 2 pm to 5 pm. Admission is $9 for adults."


def test_days_said_another_way_are_read_in_the_evidences_words(judge: OfflineJudge) -> None:
    claim = "The sessions run Tuesday through Sunday."
    start, end = day_phrase(claim) or (0, 0)
    assert claim[start:end] == "Tuesday through Sunday"
    assert days_as_theirs(claim, [_RINK]) == "The sessions run every day except Monday."
    # (different days stay as written)
    assert days_as_theirs("The sessions run Monday through Saturday.", [_RINK]).endswith(
        "Monday through Saturday."
    )
    assert (
        answer_label(
            judge,
            "No, there is no public skating on Mondays; the sessions run Tuesday through Sunday.",
            _RINK,
        )
        is S
    )
    assert answer_label(judge, "The sessions run Monday through Saturday.", _RINK) is not S


_FEES = {
    "en": (
        "Entry costs £38 until 31 August and £45 after that date.",
        "After 31 August, entry costs £45.",
        "After 31 August, entry costs £38.",
    ),
    "de": (
        "Die Startgebühr beträgt bis zum 31. August 38 €, danach 45 €.",
        "Nach dem 31. August kostet der Start 45 €.",
        "Nach dem 31. August kostet der Start 38 €.",
    ),
    "fr": (
        "L'inscription coûte 38 € jusqu'au 31 août, puis 45 € après cette date.",
        "Après le 31 août, l'inscription coûte 45 €.",
        "Après le 31 août, l'inscription coûte 38 €.",
    ),
    "es": (
        "La inscripción cuesta 38 € hasta el 31 de agosto y 45 € a partir de esa fecha.",
        "A partir del 31 de agosto, la inscripción cuesta 45 €.",
        "A partir del 31 de agosto, la inscripción cuesta 38 €.",
    ),
    "zh": (
        "8月31日前报名费为150元，之后为180元。",
        "8月31日以后报名费是180元。",
        "8月31日以后报名费是150元。",
    ),
    "ko": (
        "참가비는 8월 31일까지 3만 8천 원, 그 이후에는 4만 5천 원이다.",
        "8월 31일 이후에는 참가비가 4만 5천 원입니다.",
        "8월 31일 이후에는 참가비가 3만 8천 원입니다.",
    ),
}


@pytest.mark.parametrize("lang", sorted(_FEES))
def test_a_clause_that_points_back_to_a_date(judge: OfflineJudge, lang: str) -> None:
    context, right, wrong = _FEES[lang]
    assert moments_resolved(context) != context
    assert answer_label(judge, right, context) is S
    assert answer_label(judge, wrong, context) is C


def test_the_back_reference_is_the_moment_before_it() -> None:
    assert moments_resolved(_FEES["en"][0]) == "Entry costs £38 until 31 August and £45 after 31 August."
    assert moments_resolved("Danach gehen wir essen.") == "Danach gehen wir essen."  # no date before it
    resolved = moments_resolved(_FEES["en"][0])
    assert moment_value_conflict("After 31 August, entry costs £38.", [resolved]) is not None
    assert moment_value_conflict("After 31 August, entry costs £45.", [resolved]) is None
    assert moment_value_conflict("Until 31 August, entry costs £38.", [resolved]) is None
    # the date alone, said the other way, is the direction check's
    assert direction_conflict("Before 31 August, entry costs £45.", [resolved]) is not None


_POOL = "Lifeguard Tom Reyes supervises the morning sessions, and lifeguard Priya Nair supervises the evening sessions."
_RADIO = [
    "Die Frühsendung läuft montags bis freitags von 6 bis 9 Uhr und wird von Miriam Kessler moderiert.",
    "Senderleiter Frank Albers genehmigt jede neue Sendung.",
]


def test_two_people_given_each_others_task() -> None:
    assert (
        name_swap(
            "Priya Nair watches over the morning sessions, and Tom Reyes takes the evening sessions.", [_POOL]
        )
        is not None
    )
    assert (
        name_swap(
            "Tom Reyes watches over the morning sessions, and Priya Nair takes the evening sessions.", [_POOL]
        )
        is None
    )
    # in two sentences
    assert (
        name_swap("Senderleiterin ist Miriam Kessler, und Frank Albers moderiert die Frühsendung.", _RADIO)
        is not None
    )
    assert (
        name_swap("Senderleiter ist Frank Albers, und Miriam Kessler moderiert die Frühsendung.", _RADIO)
        is None
    )


_WORKSHOP = (
    "Oakline Workshop in Leeds runs a beginners' woodworking course taught by master joiner Harriet Cole. "
    "The fee is £340. Harriet's assistant, Tom Reyes, sharpens the chisels before every session."
)


def test_a_participles_agent(judge: OfflineJudge) -> None:
    assert answer_label(judge, "The course is taught by Tom Reyes.", _WORKSHOP) is C
    assert answer_label(judge, "The course is taught by Harriet Cole.", _WORKSHOP) is S


@pytest.mark.parametrize(
    ("context", "right", "wrong"),
    [
        (
            "Schüler und Studierende mit gültigem Ausweis erhalten 10 % Rabatt auf alle Aufträge außer Visitenkarten.",
            "Mit gültigem Ausweis gibt es 10 % Rabatt auf alle Aufträge außer Visitenkarten.",
            "Mit gültigem Ausweis gibt es 10 % auf alle Aufträge, auch auf Visitenkarten.",
        ),
        (
            "Les étudiants munis d'une carte valide bénéficient de 10 % de remise sur toutes les commandes, sauf les cartes de visite.",
            "Ils ont 10 % de remise sur toutes les commandes, sauf les cartes de visite.",
            "Ils ont 10 % de remise sur toutes les commandes, cartes de visite comprises.",
        ),
        (
            "墨香打印店提供名片和海报打印。凭有效学生证，除名片外的所有订单都可享八五折。",
            "凭学生证，除名片外的所有订单都享受八五折。",
            "凭有效学生证，包括名片在内的所有订单都可享八五折。",
        ),
    ],
)
def test_the_rule_said_to_hold_for_what_it_excepts(
    judge: OfflineJudge, context: str, right: str, wrong: str
) -> None:
    assert exception_reading(wrong, context) is ExceptionReading.CONFLICTS
    assert answer_label(judge, wrong, context) is not S
    assert answer_label(judge, right, context) is S


def test_may_only_is_a_duty_of_what_it_allows() -> None:
    premise = "Les enfants de moins de 12 ans ne peuvent pagayer qu'en biplace avec un adulte."
    assert (
        modality_conflict("Les moins de 12 ans doivent pagayer en biplace avec un adulte.", premise) is None
    )
    assert (
        modality_conflict(
            "Children under 12 must paddle with an adult.", "Children under 12 may only paddle with an adult."
        )
        is None
    )
    # a plain "may" is no "must", and "ne ... que" needs its "ne"
    assert (
        modality_conflict(
            "Children under 12 must paddle with an adult.", "Children under 12 may paddle with an adult."
        )
        is not None
    )
    assert (
        modality_conflict("Ils doivent dire que tout va bien.", "Ils peuvent dire que tout va bien.")
        is not None
    )


def test_a_german_modal_after_an_aside(judge: OfflineJudge) -> None:
    context = "Alle Paddelnden bekommen eine Schwimmweste, und das Tragen ist Pflicht. Kinder unter 12 Jahren dürfen nur zusammen mit einem Erwachsenen im Zweier paddeln."
    answer = "Kinder unter 12 dürfen nur mit einem Erwachsenen im Zweier paddeln und müssen, wie alle anderen auch, die Schwimmweste tragen."
    assert answer_label(judge, answer, context) is S


def test_a_bound_on_a_count_of_other_things() -> None:
    hints = "La maîtresse du jeu donne au maximum trois indices par partie."
    assert direction_conflict("Une équipe compte au minimum 3 et au maximum 6 joueurs.", [hints]) is None
    assert (
        direction_conflict(
            "Une équipe compte au minimum 3 joueurs.", ["Une équipe compte au maximum 3 joueurs."]
        )
        is not None
    )
    assert direction_conflict("Kids under 12 pay 5 euros.", ["Kids over 12 years pay 5 euros."]) is not None
    assert direction_conflict("每组最少3人。", ["每局最多提示3次。"]) is None
    assert direction_conflict("每组最少3人。", ["每组最多3人。"]) is not None


def test_an_organisation_named_after_a_town() -> None:
    premise = Premise(["The festival takes place in Portsmouth. It is organised by Coastline Arts."])
    assert missing_entities("Coastline Arts organises it with Portsmouth City Council.", premise)[0] == [
        "portsmouth city council"
    ]
    assert missing_entities("Coastline Arts organises it in Portsmouth.", premise) == ([], [])


@pytest.mark.parametrize(
    ("answer", "reply"),
    [
        ("I think so. Rackets are lent free of charge.", "I think so."),
        ("Probably not. The museum is closed on Mondays.", "Probably not."),
        ("Creo que no. El museo cierra los lunes.", "Creo que no."),
        ("아마 가능할 거예요. 라켓은 무료로 빌려줍니다.", "가능할 거예요."),
        ("我想应该可以，球拍是免费借用的。", "应该可以"),
    ],
)
def test_a_likely_yes_or_no_is_a_bare_reply(answer: str, reply: str) -> None:
    split = claim_split(answer)
    assert (reply, Aside.REPLY) in [(a.text, a.kind) for a in split.set_aside]
    assert len(split.claims) == 1


def test_a_korean_statement_of_what_the_source_says() -> None:
    split = claim_split("라켓은 무료로 빌릴 수 있다고 되어 있습니다.")
    assert split.claims == ("라켓은 무료로 빌릴 수 있다.",)
    assert [a.kind for a in split.set_aside] == [Aside.ATTRIBUTION]
    assert claim_split("입장료는 무료라고 나와 있어요.").claims == ("입장료는 무료이다.",)


def test_forms_of_a_sum_a_span_and_a_room(judge: OfflineJudge) -> None:
    cinema = "Only a thunderstorm cancels a screening, and in that case tickets are refunded in full."
    # "all their money back" is the whole sum, no set; "and then" stays with its condition
    assert (
        len(
            claim_split(
                "Only a thunderstorm calls a screening off, and then ticket holders get all their money back."
            ).claims
        )
        == 1
    )
    assert (
        answer_label(
            judge, "A thunderstorm cancels a screening, and tickets are then refunded in full.", cinema
        )
        is S
    )
    assert "7 월 12 일" not in canon("7.12부터 7.14까지 열려요.") and "12 july" in canon(
        "7.12부터 7.14까지 열려요."
    )
    office = "The exchange office is in Room 204 of the Library Building. It is open Monday to Thursday from 10:00 to 16:00."
    assert answer_label(judge, "Mon–Thu, 10:00–16:00, in Rm 204 of the Library Building.", office) is S
    assert answer_label(judge, "Mon–Thu, 10:00–16:00, in Rm 206 of the Library Building.", office) is not S
    bakery = "Der Kurs kostet 95 € und umfasst ein Mittagessen sowie ein Sauerteig-Set zum Mitnehmen."
    assert answer_label(judge, "Ein Sauerteig-Set, das man mit nach Hause nimmt, ist dabei.", bakery) is not C


_COURTS = {
    "de": (
        "Auf den Hallenplätzen sind Schuhe mit abriebfreier Sohle Pflicht.",
        "Auf den Außenplätzen sind Schuhe mit abriebfreier Sohle Pflicht.",
    ),
    "fr": (
        "Les chaussures à semelle non marquante sont obligatoires sur les courts couverts.",
        "Elles sont obligatoires sur les courts extérieurs.",
    ),
    "es": (
        "En las pistas cubiertas es obligatorio llevar calzado con suela que no marque.",
        "Es obligatorio en las pistas descubiertas.",
    ),
}


@pytest.mark.parametrize("lang", sorted(_COURTS))
def test_indoor_and_outdoor_courts(judge: OfflineJudge, lang: str) -> None:
    # (a negation elsewhere in the sentence, "non marquante", turns no antonym back)
    context, wrong = _COURTS[lang]
    assert answer_label(judge, wrong, context) is C


@pytest.mark.parametrize(
    ("context", "wrong"),
    [
        (
            "L'amiante et les bouteilles de gaz ne sont pas acceptés.",
            "Les bouteilles de gaz sont acceptées à la déchetterie.",
        ),
        ("石棉和煤气罐不予接收。", "回收中心接收煤气罐。"),
    ],
)
def test_what_a_place_does_not_accept(judge: OfflineJudge, context: str, wrong: str) -> None:
    assert answer_label(judge, wrong, context) is not S


def test_money_and_hours_said_in_words() -> None:
    assert canon("One pound fifty for the first half hour.").startswith("1.5 gbp")
    assert canon("Un euro soixante-dix pour la première demi-heure.").startswith("1.7 eur")
    assert canon("It costs 10 euros for 2 people.") == "it costs 10 eur for 2 people."
    assert "20:00" in canon("empezando a las seis de la tarde y terminando a las ocho.")
    assert "20:00" not in canon("from 6 pm until 8 people")
    assert "17:00" not in canon("from 6 pm until 5.")


def test_openers_of_thanks_and_the_spanish_sea() -> None:
    for answer in (
        "¡Gracias por preguntar! La orquesta ensaya los jueves.",
        "Danke für die Frage! Das Orchester probt donnerstags.",
    ):
        split = claim_split(answer)
        assert [a.kind for a in split.set_aside] == [Aside.OPENER] and len(split.claims) == 1
    from ragmeter.text.weekdays import day_set

    assert day_set("Las diez habitaciones tienen vistas al mar.") is None
    assert day_set("Abierto lun. y mar.") == frozenset({0, 1})


def test_a_negation_near_the_word_it_denies() -> None:
    from ragmeter.text.polarity_read import negated_near

    assert negated_near("The Harbour Hawks did not win the final.", "win")
    assert not negated_near(
        "Les chaussures à semelle non marquante sont obligatoires sur les courts couverts.", "couverts"
    )


def test_shares_and_short_forms_in_more_languages(judge: OfflineJudge) -> None:
    assert canon("Las bicicletas eléctricas son la cuarta parte de la flota.").startswith(
        "las bicicletas eléctricas son 25 percent"
    )
    assert canon("Un quart des places est réservé.").startswith("25 percent")
    assert canon("un quart d'heure") == "15 minute"
    context = "포스터는 A1 크기까지 인쇄할 수 있고, 모든 가격에는 부가가치세가 포함되어 있습니다."
    assert answer_label(judge, "VAT 포함 가격입니다.", context) is S
    split = claim_split("정기 공연은 2025. 11. 8. 세종문화회관에서 열립니다. 즐거운 관람 되세요!")
    assert split.claims == ("정기 공연은 2025. 11. 8. 세종문화회관에서 열립니다.",)
    assert [a.kind for a in split.set_aside] == [Aside.CLOSER]
    assert claim_split("안전한 곳에 주차하세요.").claims == ("안전한 곳에 주차하세요.",)
    split = claim_split("包括的，3400元学费里已含全部木料和工具使用费。")
    assert [a.kind for a in split.set_aside] == [Aside.REPLY]


def test_long_refusals_that_list_what_the_sources_cover() -> None:
    from ragmeter.text.refusal import is_refusal

    assert is_refusal("Deshalb kann ich Ihnen leider keinen monatlichen Betrag nennen.")
    assert is_refusal(
        "제가 가진 국제교류처 자료에는 사무실 위치와 운영 시간은 나와 있지만 장학금에 관한 내용은 전혀 없습니다. "
        "그래서 한 달 장학금이 얼마인지는 안내해 드리기 어렵습니다."
    )
    assert not is_refusal("Das Stipendium beträgt 450 € im Monat.")


def test_more_values_in_their_forms(judge: OfflineJudge) -> None:
    swim = "The camp director requires every camper to pass a 100-metre swim test before canoeing."
    assert answer_label(judge, "Every camper must pass a 100-yard swim test before canoeing.", swim) is C
    festival = "The Riverside Community Choir Festival takes place on 14 and 15 June 2025 at St. Anne's Hall in Dublin."
    assert answer_label(judge, "The festival takes place on 2025-06-14 and 2025-06-15.", festival) is S
    assert answer_label(judge, "The festival takes place on 2025-06-14 and 2025-06-16.", festival) is not S
    zh = "第三届社区合唱节将于2025年10月18日和19日在北京东城区文化馆举行。"
    assert answer_label(judge, "合唱节在2025-10-18和2025-10-19举行。", zh) is S
    assert answer_label(judge, "合唱节在2025-10-18和2025-10-20举行。", zh) is not S


def test_a_value_on_the_wrong_side_of_a_clock_time(judge: OfflineJudge) -> None:
    lanes = "A game costs $6.50 per person before 5 p.m. and $8 per person after 5 p.m."
    assert answer_label(judge, "After 5 p.m. a game costs $8 per person.", lanes) is S
    assert answer_label(judge, "After 5 p.m. a game costs $6.50 per person.", lanes) is C
    ko = "게임 요금은 오후 5시 이전에는 1인당 5,000원, 오후 5시 이후에는 1인당 6,500원입니다."
    assert answer_label(judge, "오후 5시 이후에는 1인당 한 게임에 5,000원입니다.", ko) is C


def test_what_a_value_is_compared_with_is_no_holder() -> None:
    from ragmeter.judges.offline.value_swap import without_standard

    assert (
        without_standard("Un camping-car paie 42 €, comme une voiture standard.")
        == "Un camping-car paie 42 €."
    )
    assert without_standard("Ein Wohnmobil kostet wie ein normaler Pkw 48 €.") == "Ein Wohnmobil kostet 48 €."
    assert without_standard("房车和标准小汽车一样，收费150元。") == "房车收费150元。"
    assert without_standard("Guests like the pool.") == "Guests like the pool."  # no value: as it is
