"""Values compared by value, not by how they are written, in the six languages the
judge reads (issue 21, item 2): dates in the order of the text's language, thousands
and decimal separators, scale words, compound number words, bounds, names written
short or in another language, titles. Every rule: the same value in another format is
equal; a different value is different."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ragmeter
from ragmeter.text.canon import canonical
from ragmeter.text.facts import entities, has_negation, numbers, values
from ragmeter.text.lang import language
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import content_tokens, words


def _same(a: str, b: str) -> None:
    assert words(a) == words(b), (canonical(a.lower()), canonical(b.lower()))
    assert values(a) == values(b)


# ---------------------------------------------------------------- dates
@pytest.mark.parametrize(
    ("a", "b"),
    [
        # day first in German, French and Spanish text
        ("le colloque aura lieu le 05/03/2024", "le colloque aura lieu le 5 mars 2024"),
        ("el congreso se celebrará el 05/03/2024", "el congreso se celebrará el 5 de marzo de 2024"),
        ("die Tagung ist am 05/03/2024", "die Tagung ist am 5. März 2024"),
        ("le 05-03-2024", "le 5 mars 2024"),
        # month first in English text
        ("the event is on 03/05/2024", "the event is on March 5, 2024"),
        # a number above 12 decides in any language, and so does a day equal to its month
        ("25/12/2024", "25 December 2024"),
        ("12/25/2024", "2024-12-25"),
        ("03/03/2024", "3 March 2024"),
        # Korean, Chinese, ISO, dotted
        ("2024. 1. 31.", "2024년 1월 31일"),
        ("2024年1月31日", "2024-01-31"),
        ("31.01.2024", "31 January 2024"),
        # month names and abbreviations
        ("31 janv. 2024", "31 January 2024"),
        ("31. Jan. 2024", "31 enero 2024"),
        ("le 1er mars 2024", "le 1 mars 2024"),
        ("el 1.º de marzo de 2024", "el 1 de marzo de 2024"),
        ("en marzo de 2024", "en March 2024"),
        ("im März 2024", "im Mär. 2024"),
    ],
)
def test_a_date_in_another_format_is_the_same_date(a: str, b: str) -> None:
    _same(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("le colloque aura lieu le 05/03/2024", "le colloque aura lieu le 3 mai 2024"),
        ("the event is on 05/03/2024", "the event is on 5 March 2024"),
        ("el 05/03/2024", "el 6 de marzo de 2024"),
        ("2024. 1. 31.", "2024년 1월 30일"),
    ],
)
def test_a_different_date_stays_different(a: str, b: str) -> None:
    assert words(a) != words(b)


def test_a_date_whose_order_nothing_decides_is_unknown_not_wrong() -> None:
    # no language, both numbers <= 12: 5 March or 3 May; only the year is stated
    assert values("05/03/2024") == {2024.0}
    assert {3.0, 5.0, 2024.0} <= numbers("05/03/2024")
    for reading in ("5 March 2024", "3 May 2024"):
        assert values("05/03/2024") <= numbers(reading)
    assert canonical(canonical("05/03/2024")) == canonical("05/03/2024")
    # the year is still checked
    assert not values("05/03/2025") <= numbers("5 March 2024")


def test_the_language_of_a_text() -> None:
    assert language("le colloque aura lieu le 05/03/2024.") == "fr"
    assert language("el 05/03/2024.") == "es"
    assert language("die tagung findet am 5. märz in leipzig statt.") == "de"
    assert language("the event is on 05/03/2024") == "en"
    assert language("등록 마감일") == "ko"
    assert language("会议") == "zh"
    assert language("05/03/2024") is None


def test_a_korean_date_and_the_spanish_us_are_not_sentence_boundaries() -> None:
    assert sentences("등록 마감일은 2024. 1. 31.입니다.") == ["등록 마감일은 2024. 1. 31.입니다."]
    text = "La empresa abrió su primera oficina en EE. UU. en 2012."
    assert sentences(text) == [text]
    assert sentences(text, fast=True) == [text]
    assert len(sentences("Es ist 2024. Danach kam mehr.")) == 2


# ---------------------------------------------------------------- numbers
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("etwa 1.200 Brote", "etwa 1200 Brote"),
        ("environ 1 200 pains", "environ 1200 pains"),
        ("environ 1\u202f200 pains", "environ 1200 pains"),  # a narrow no-break space
        ("environ 1\u00a0200 pains", "environ 1 200 pains"),
        ("about 1,200 loaves", "about 1200 loaves"),
        ("3,2 %", "3.2 %"),
        ("1.200,50 €", "1200.50 €"),
        ("1 800 grammes", "1,8 kg"),
        ("1.800 Gramm", "1.8 kg"),
    ],
)
def test_separators_by_language_are_one_value(a: str, b: str) -> None:
    _same(a, b)


def test_a_different_number_stays_different() -> None:
    assert values("environ 1 200 pains") != values("environ 1 300 pains")
    assert words("3,2 %") != words("3,3 %")
    assert values("1.200 Brote") != values("1.300 Brote")
    # a day and a count are two numbers, not one with a space between thousands
    assert values("on May 5 100 people came") == {5.0, 100.0}


@pytest.mark.parametrize(
    "text",
    [
        "$3.2 billion",
        "$3,200 million",
        "3.200 Millionen Dollar",
        "3,2 Milliarden Dollar",
        "3,2 mil millones de dólares",
        "3 200 millions de dollars",
        "3,2 milliards de dollars",
        "32억 달러",
        "三十二亿美元",
        "3200000000 dollars",
    ],
)
def test_a_scale_word_in_any_language_is_one_value(text: str) -> None:
    assert values(text) == {3_200_000_000.0}
    assert words(text) == ("3.2", "billion", "usd")


def test_a_different_scale_is_a_different_value() -> None:
    assert values("3,2 Milliarden Euro") != values("3,2 Millionen Euro")
    assert values("2 billones de euros") == {2e12}  # the Spanish billón is 10^12
    assert values("2 Billionen Euro") == {2e12}
    assert values("4 Mio. Euro") == {4e6}
    assert words("1234567") == ("1234567",)  # not a round number: left as written
    assert values("3.2 billion은") == {3.2e9}  # a particle after the scale
    assert values("三十二亿人") == {3.2e9}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("hundertzwanzig Zimmer", "120 Zimmer"),
        ("einhundertzwanzig Zimmer", "120 Zimmer"),
        ("dreiundzwanzig Tage", "23 Tage"),
        ("zweitausendfünfhundert Euro", "2500 Euro"),
        ("cent vingt chambres", "120 chambres"),
        ("quatre-vingt-dix jours", "90 jours"),
        ("vingt et un jours", "21 jours"),
        ("deux mille cinq cents euros", "2500 euros"),
        ("ciento veinte habitaciones", "120 habitaciones"),
        ("treinta y cinco días", "35 días"),
        ("veintitrés días", "23 días"),
        ("doscientos euros", "200 euros"),
        ("三十二亿", "32亿"),
    ],
)
def test_a_compound_number_word_is_one_value(a: str, b: str) -> None:
    _same(a, b)


def test_number_words_that_are_not_one_number_stay_apart() -> None:
    # two numbers side by side, never one ("deux" is read alone before a word)
    assert {"5", "23"}.isdisjoint(words("deux trois jours"))
    assert "5" not in words("dos y tres")
    assert "600" not in words("the fee is six cents")  # English: six cents, not 600
    assert canonical("ein jahrzehnt") == "ein jahrzehnt"
    assert canonical("万一下雨") == "万一下雨"  # "in case it rains"
    assert values("hundertzwanzig Zimmer") != values("hundertdreißig Zimmer")
    assert values("cent vingt chambres") != values("cent trente chambres")


# ---------------------------------------------------------------- bounds
@pytest.mark.parametrize(
    "group",
    [
        ["a maximum of 3 days", "up to 3 days", "no more than 3 days", "at most 3 days"],
        ["höchstens 3 Tage", "bis zu 3 Tage", "maximal 3 Tage", "nicht mehr als drei Tage"],
        ["au maximum 3 jours", "jusqu'à 3 jours", "pas plus de 3 jours", "3 jours au maximum"],
        ["como máximo 3 días", "hasta 3 días", "no más de tres días", "3 días como máximo"],
        ["최대 3일", "3일 이하", "3일까지"],
        ["最多3天", "不超过3天", "不得超过3天", "至多3天", "3天以内"],
        ["mindestens 18 Jahre", "wenigstens 18 Jahre"],
        ["au moins 18 ans", "pas moins de 18 ans"],
        ["al menos 18 años", "como mínimo 18 años", "por lo menos 18 años"],
        ["최소 18세", "18세 이상"],
        ["至少18岁", "18岁以上"],
    ],
)
def test_a_bound_is_one_value_however_it_is_written(group: list[str]) -> None:
    for other in group[1:]:
        _same(group[0], other)


def test_a_bound_is_not_another_number_nor_the_other_bound() -> None:
    assert words("höchstens 3 Tage") != words("mindestens 3 Tage")
    assert words("bis zu 3 Tage") != words("bis zu 4 Tage")
    assert words("最多3天") != words("至少3天")
    assert words("최대 3일") != words("3일")
    assert "atmost" in words("bis zu 3 Tage")
    # a time, a date or a year after "until" is a moment, not a count
    assert "atmost" not in words("hasta las 17:00")
    assert "atmost" not in words("hasta el 31 de enero de 2024")
    assert "atmost" not in words("2024년까지")


def test_a_bound_written_with_a_negation_is_not_a_negated_claim() -> None:
    assert not has_negation("员工每周远程办公不得超过3天。")
    assert has_negation("员工不能远程办公。")
    assert words("No tome más de cuatro comprimidos.") == words("Tome como máximo 4 comprimidos.")


# ---------------------------------------------------------------- names and titles
@pytest.mark.parametrize(
    ("short", "full"),
    [
        ("WHO는 1948년에 설립되었습니다.", "세계보건기구는 1948년에 설립되었습니다."),
        ("L'ONU a été fondée en 1945.", "L'Organisation des Nations unies a été fondée en 1945."),
        ("The UN was founded in 1945.", "The United Nations was founded in 1945."),
        ("Die UNO wurde 1945 gegründet.", "Die Vereinten Nationen wurde 1945 gegründet."),
        ("La OMS se fundó en 1948.", "La Organización Mundial de la Salud se fundó en 1948."),
        ("世卫组织成立于1948年。", "世界卫生组织成立于1948年。"),
        ("유엔은 1945년에 설립되었다.", "국제연합은 1945년에 설립되었다."),
        ("Die EU wächst.", "Die Europäische Union wächst."),
        ("Una oficina en EE. UU.", "Una oficina en Estados Unidos"),
    ],
)
def test_a_name_written_short_or_in_another_language_is_the_same_name(short: str, full: str) -> None:
    assert content_tokens(short) == content_tokens(full)


def test_names_are_read_by_their_canonical_name() -> None:
    assert entities("WHO는 1948년에 설립되었습니다.") == {"world health organization"}
    assert "united nations" in entities("L'ONU a été fondée en 1945.")
    assert "united states" in entities("La empresa abrió una oficina en EE. UU. en 2012.")
    assert entities("The UN met.") != entities("The WHO met.")
    # in lower case they are ordinary words: "who", the article "un"
    assert "world" not in words("who knows")
    assert words("un homme de l'onu") == ("un", "homme", "de", "l", "united", "nations")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("L'oratrice principale est Madame Maria Santos.", "L'oratrice principale est Mme Maria Santos."),
        ("La ponente es la doctora María Santos.", "La ponente es la Dra. María Santos."),
        ("Hauptrednerin ist Prof. Dr. Maria Santos.", "Hauptrednerin ist Maria Santos."),
    ],
)
def test_a_title_is_not_part_of_a_name(a: str, b: str) -> None:
    assert content_tokens(a) == content_tokens(b)
    assert entities(a) == entities(b)


def test_another_name_after_a_title_is_another_name() -> None:
    assert entities("Dr. Maria Santos") != entities("Dr. Marta Santos")
    assert entities("Madame Maria Santos") == {"maria santos"}


# ---------------------------------------------------------------- what was wrong before
def test_a_latin_word_is_never_read_as_a_unit_from_its_first_letter() -> None:
    assert canonical("von 9:30 bis 17:00 uhr geöffnet") == "von 9:30 bis 17:00 geöffnet"


def test_a_word_after_a_number_is_not_a_scale_from_its_first_letter() -> None:
    assert values("bis zu 5 Bücher") == {5.0}
    assert values("3 Mio. Euro") == {3e6}


# ---------------------------------------------------------------- the judge sees it
def _faithfulness(answer: str, context: str) -> float:
    run = ragmeter.evaluate([{"id": "x", "question": "?", "answer": answer, "contexts": [context]}])
    score = run.samples[0].scores["faithfulness"]
    assert score.value is not None, score.reason
    return score.value


def test_the_judge_takes_a_french_date_day_first() -> None:
    context = "Le colloque aura lieu le 5 mars 2024 à Bordeaux."
    assert _faithfulness("Le colloque aura lieu le 05/03/2024.", context) == 1.0
    assert _faithfulness("Le colloque aura lieu le 03/05/2024.", context) < 1.0


def test_the_judge_takes_a_scale_in_any_language() -> None:
    context = "Contoso a racheté la société Northwind en 2021 pour 3,2 milliards d'euros."
    assert _faithfulness("Contoso a payé 3 200 millions d'euros pour Northwind.", context) == 1.0
    assert _faithfulness("Contoso a payé 3 200 milliards d'euros pour Northwind.", context) < 1.0


# ---------------------------------------------------------------- idempotent where rules meet
_WORDS = [
    "05/03/2024", "03-05-2024", "le", "el", "the", "die", "ist", "1 200", "1.200", "3,2", "3,200",
    "million", "millionen", "milliarden", "mil", "millones", "millions", "d'euros", "de", "euros",
    "billones", "mio.", "32억", "三十二亿", "元", "hundertzwanzig", "cent", "vingt", "et", "un", "quatre",
    "ciento", "veinte", "y", "cinco", "six", "cents", "höchstens", "bis zu", "jusqu'à", "hasta",
    "no", "más", "tome", "최대", "3일", "이하", "까지", "最多", "不超过", "3天", "以内", "至少", "WHO",
    "ONU", "L'ONU", "EE. UU.", "Madame", "Mme", "Dra.", "doctora", "1er", "mars", "2024", "1.º",
    "17:00", "uhr", "geöffnet", "5", "100", "may", "1234567", "3200000000", "|",
]  # fmt: skip


@settings(deadline=None, max_examples=400)
@given(st.lists(st.sampled_from(_WORDS), max_size=8), st.sampled_from([" ", "", "-"]))
def test_canonical_is_idempotent_in_every_language(parts: list[str], sep: str) -> None:
    text = sep.join(parts).lower()
    once = canonical(text)
    assert canonical(once) == once


@pytest.mark.parametrize(
    ("same", "other", "context"),
    [
        (
            "Beschäftigte dürfen höchstens drei Tage pro Woche mobil arbeiten.",
            "Beschäftigte dürfen mindestens drei Tage pro Woche mobil arbeiten.",
            "Beschäftigte dürfen bis zu drei Tage pro Woche mobil arbeiten.",
        ),
        (
            "Les employés peuvent télétravailler au maximum trois jours par semaine.",
            "Les employés peuvent télétravailler au moins trois jours par semaine.",
            "Les employés peuvent télétravailler jusqu'à trois jours par semaine.",
        ),
        ("员工每周远程办公不超过3天。", "员工每周至少远程办公3天。", "员工每周最多可远程办公三天。"),
        (
            "직원은 주 3일 이하 재택근무를 할 수 있다.",
            "직원은 주 최소 3일 재택근무를 할 수 있다.",
            "직원은 주 최대 3일 재택근무를 할 수 있다.",
        ),
    ],
)
def test_the_judge_takes_a_bound_as_a_bound(same: str, other: str, context: str) -> None:
    assert _faithfulness(same, context) == 1.0
    assert _faithfulness(other, context) < 1.0  # the other bound


def test_a_german_noun_after_an_article_opening_a_sentence_is_not_a_name() -> None:
    # (nor one after a number: "4 Tabletten")
    assert entities("Die Höchstmenge liegt bei 4 Tabletten.") == frozenset()
    assert any("northwind gmbh" in e for e in entities("Die Northwind GmbH wurde 2021 übernommen."))
    assert "beatles" in entities("The Beatles played in Hamburg.")


# ---------------------------------------------------------------- periods and shares
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("a warranty of 2 years", "a warranty of 24 months"),
        ("one year", "12 months"),
        ("notice of 2 weeks", "notice of 14 days"),
        ("eine Frist von 2 Wochen", "eine Frist von 14 Tagen"),
        ("un préavis de deux semaines", "un préavis de 14 jours"),
        ("un plazo de dos semanas", "un plazo de 14 días"),
        ("2주 전에 통보", "14일 전에 통보"),
        ("24개월 할부", "2년 할부"),
        ("两周内送达", "14天内送达"),
        ("half of the staff", "50% of the staff"),
        ("a quarter of the rooms", "25 percent of the rooms"),
        ("die Hälfte der Mitarbeiter", "50 Prozent der Mitarbeiter"),
        ("la moitié des employés", "50 pour cent des employés"),
        ("la mitad de los empleados", "50 por ciento de los empleados"),
        ("직원의 절반", "직원의 50%"),
        ("一半的员工", "50%的员工"),
    ],
)
def test_a_period_or_share_written_otherwise_is_the_same_value(a: str, b: str) -> None:
    assert values(a) == values(b), (canonical(a.lower()), canonical(b.lower()))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("a warranty of 2 years", "a warranty of 18 months"),
        ("notice of 2 weeks", "notice of 10 days"),
        ("half of the staff", "40% of the staff"),
        # a count of shares is no week; an anniversary is no period of weeks
        ("100주를 매수했다", "700일을 매수했다"),
        ("창립 2주년", "창립 14일"),
        ("2周年", "14天"),
    ],
)
def test_another_period_or_share_is_another_value(a: str, b: str) -> None:
    assert values(a) != values(b)


@pytest.mark.parametrize(
    "text",
    ["the second half of the season", "in the first half of the year", "half past nine", "half an hour"],
)
def test_half_as_a_part_in_time_is_no_share(text: str) -> None:
    assert "percent" not in canonical(text)


@pytest.mark.parametrize("text", ["Zwei Jahre.", "Two years.", "Deux ans.", "Dos años.", "Drei Monate."])
def test_a_number_word_or_period_opening_an_answer_is_no_name(text: str) -> None:
    assert entities(text) == frozenset()


def test_a_period_answer_is_correct_against_the_reference_in_other_units() -> None:
    records = [
        {"id": "de", "question": "Wie lange gilt die Garantie?", "answer": "Zwei Jahre.",
         "reference": "24 Monate.", "contexts": ["Alle Geräte haben 24 Monate Garantie."]},
        {"id": "en", "question": "What share of the staff work remotely?", "answer": "Half of them.",
         "reference": "50%", "contexts": ["50% of the staff work remotely."]},
    ]  # fmt: skip
    run = ragmeter.evaluate(records, metrics=["answer_correctness"])
    assert [s.scores["answer_correctness"].value for s in run.samples] == [1.0, 1.0]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The CEO of Contoso is Maria Lopez.", {"contoso", "maria lopez"}),
        ("Upload the PDF to the HR portal.", set()),
        ("IBM bought Red Hat.", {"ibm", "red hat"}),
        ("Bank of America opened a branch.", {"bank of america"}),
    ],
)
def test_acronyms_of_common_nouns_are_no_names(text: str, names: set[str]) -> None:
    assert entities(text) == frozenset(names)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("She won the prize twice.", "She won the prize 2 times."),
        ("Die Leihe kann zweimal verlängert werden.", "Die Leihe kann 2 mal verlängert werden."),
    ],
)
def test_a_count_of_times_in_one_word_is_a_number(a: str, b: str) -> None:
    assert values(a) == values(b) != frozenset()


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Anmeldeschluss ist der 31.01.", "Anmeldeschluss ist der 31. Januar."),
        ("Die Messe beginnt am 05.03. um 10 Uhr.", "Die Messe beginnt am 5. März um 10 Uhr."),
    ],
)
def test_a_day_and_month_without_a_year_is_a_date(a: str, b: str) -> None:
    assert canonical(a.lower()) == canonical(b.lower())


@pytest.mark.parametrize("text", ["Version 2.10.", "Der Preis ist 3.05.", "Kapitel 3.12. beginnt"])
def test_two_numbers_with_dots_after_no_date_word_stay(text: str) -> None:
    assert "january" not in canonical(text.lower()) and any(c.isdigit() for c in canonical(text.lower()))


def _same_value(a: str, b: str) -> None:
    assert canonical(a.lower()) == canonical(b.lower())
    assert values(a) == values(b) != frozenset()


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("two dollars and fifty cents", "$2.50"),
        ("fifty cents", "$0.50"),
        ("un euro con cincuenta céntimos", "1,50 €"),
        ("dos euros con veinte", "2,20 €"),
        ("un euro cinquante", "1,50 €"),
    ],
)
def test_money_in_words_with_its_cents_is_one_amount(a: str, b: str) -> None:
    _same_value(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("10 euros and 20", "10 eur and 20"), ("2,20 €", "2,2 €"), ("$2.00", "$2")],
)
def test_an_amount_is_written_one_way_and_a_second_number_stays(a: str, b: str) -> None:
    _same_value(a, b)
    assert "10.2" not in canonical("between 10 euros and 20")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("halb sieben abends", "18:30"),
        ("Viertel nach acht", "8:15"),
        ("Viertel vor neun", "8:45"),
        ("um halb eins", "um 12:30"),
        ("onze heures et quart du soir", "23:15"),
        ("onze heures et demie", "11:30"),
        ("huit heures du soir", "20:00"),
        ("à sept heures moins le quart", "à 6:45"),
        ("las once y media de la noche", "las 23:30"),
        ("las ocho y cuarto", "las 8:15"),
        ("la una menos cuarto", "la 12:45"),
        ("晚上十点半", "22:30"),
        ("下午三点", "15:00"),
        ("오후 3시 30분", "15:30"),
    ],
)
def test_a_clock_time_said_in_words_is_the_time(a: str, b: str) -> None:
    _same_value(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("1시간 30분", "90분"),
        ("1시간 반", "90분"),
        ("两个半小时", "150分钟"),
        ("一个半小时", "90分钟"),
        ("1小时30分钟", "90分钟"),
        ("半小时", "30分钟"),
        ("une heure et demie", "90 minutes"),
        ("pendant deux heures et demie", "pendant 150 minutes"),
        ("une demi-heure", "30 minutes"),
        ("an hour and a half", "90 minutes"),
        ("one and a half hours", "90 minutes"),
        ("1.5 hours", "90 minutes"),
        ("2 hours and 30 minutes", "150 minutes"),
        ("half an hour", "30 minutes"),
        ("anderthalb Stunden", "90 Minuten"),
        ("eineinhalb Stunden", "90 Minuten"),
        ("zweieinhalb Stunden", "150 Minuten"),
        ("1 Stunde 30 Minuten", "90 Minuten"),
        ("una hora y media", "90 minutos"),
        ("dos horas y media", "150 minutos"),
        ("media hora", "30 minutos"),
    ],
)
def test_a_duration_with_a_half_hour_or_minutes_is_its_minutes(a: str, b: str) -> None:
    _same_value(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("1 hour", "90 minutes"),
        ("deux heures et demie", "pendant 150 minutes"),
        ("halb sieben", "7:30"),
        ("las ocho y cuarto", "las 8:45"),
        ("dos euros con veinte", "2 €"),
    ],
)
def test_a_different_time_or_amount_stays_different(a: str, b: str) -> None:
    assert values(a) != values(b)


@pytest.mark.parametrize(
    "text", ["Tinta Azul tiene 1200 empleados.", "Hoy la empresa tiene 1.200 empleados."]
)
def test_dots_between_thousands_are_no_decimal_point(text: str) -> None:
    assert values(text) == {1200.0}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("La batería dura 30 horas.", "La batería dura 1800 minutos."),
        ("La batterie dure 2 heures.", "La batterie dure 120 minutes."),
    ],
)
def test_hours_in_spanish_and_french_are_a_duration(a: str, b: str) -> None:
    assert values(a) == values(b)


def test_a_clock_time_in_hours_stays_a_time() -> None:
    assert canonical("La bibliothèque ferme à 20 heures.") == canonical("La bibliothèque ferme à 20:00.")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("at a quarter to seven in the morning", "at 6:45"),
        ("at half past nine in the evening", "at 21:30"),
        ("a quarter past eight", "8:15"),
        ("à midi et demi", "à 12 h 30"),
        ("à minuit et quart", "à 0 h 15"),
    ],
)
def test_english_and_french_clock_words_are_times(a: str, b: str) -> None:
    assert values(a) == values(b)
