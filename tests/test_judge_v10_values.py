"""Values the judge reads as values, not words (judge version 10): months, Chinese
decimals, cubic metres, tonnes and inches, a number said in words with "and" inside,
"does not pay" as "free", and the passive with an adverbial before its agent."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.relevance import relevance
from ragmeter.judges.offline.roles import _passive
from ragmeter.judges.offline.times import months
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, units


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _label(judge: OfflineJudge, claim: str, context: str) -> tuple[Label, str]:
    (verdict,) = judge._check(claim, [context])
    return verdict.label, verdict.reason


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Registration runs from October 5 to November 25.", {10, 11}),
        ("vom 5. Oktober bis 25. Nov.", {10, 11}),
        ("du 5 au 25 octobre", {10}),
        ("del 10 de junio al 5 de julio", {6, 7}),
        ("报名时间为10月5日至11月25日", {10, 11}),
        ("十二月", {12}),
        ("5월 3일부터", {5}),
        ("on 5 May", {5}),
        ("5 sept. 2024", {9}),
        # no month: a name, a Spanish sea, a French seven, a Korean Monday, a duration
        ("Jan Novak", set()),
        ("el mar", set()),
        ("sept jours", set()),
        ("월요일", set()),
        ("3个月", set()),
        ("Members may join.", set()),
    ],
)
def test_months_are_read_in_six_languages(text: str, found: set[int]) -> None:
    assert months(text) == found


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Registration runs from 5 October to 25 November.",
            "Registration runs from 5 October to 25 October.",
        ),
        ("报名时间为10月5日至11月25日。", "报名时间为10月5日至10月25日。"),
        (
            "Die Anmeldung läuft vom 5. Oktober bis 25. November.",
            "Die Anmeldung läuft vom 5. Oktober bis 25. Oktober.",
        ),
        ("접수는 11월 25일까지입니다.", "접수는 10월 25일까지입니다."),
    ],
)
def test_a_month_the_premises_do_not_name_contradicts(judge: OfflineJudge, claim: str, context: str) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is Label.CONTRADICTED, verdict.reason
    assert verdict.cause is not None and verdict.cause.check in (Check.DATE, Check.NAME)


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("It is on 5 March 2024.", "The festival is on 2024-03-05."),
        ("The deadline is 5 July.", "The deadline is 05.07.2025."),
        ("Die Anmeldung endet am 25. Oktober.", "Die Anmeldung läuft vom 5. bis 25. Oktober."),
    ],
)
def test_a_month_written_in_digits_is_no_missing_month(judge: OfflineJudge, claim: str, context: str) -> None:
    assert _label(judge, claim, context)[0] is not Label.CONTRADICTED


@pytest.mark.parametrize(
    ("text", "canon"),
    [
        ("六点五英寸", "6.5 inch"),
        ("圆周率约为三点一四", "圆周率约为3.14"),
        ("四千毫安时", "4000毫安时"),
        ("下午六点五十分出发", "18:50出发"),  # a clock time, not a decimal
        ("六点半", "6:30"),
        ("6.5 cm", "0.065 metre"),  # "0.065" is a decimal, not thousands
        ("1.500 €", "1500 eur"),
        ("1.5 cubic metres", "1.5 million millilitre"),
        ("1500 litres", "1.5 million millilitre"),
        ("2 m³", "2 million millilitre"),
        ("1,5 mètre cube", "1.5 million millilitre"),
        ("1 tonne", "1 million gram"),
    ],
)
def test_values_come_out_canonical(text: str, canon: str) -> None:
    assert canonical(text) == canon


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "The hotel has 120 rooms.",
            "The hotel offers one hundred and twenty rooms spread over six floors.",
            Label.SUPPORTED,
        ),
        (
            "El hotel tiene 35 habitaciones.",
            "El hotel tiene treinta y cinco habitaciones repartidas en seis plantas.",
            Label.SUPPORTED,
        ),
        (
            "Residents can drop off up to 1,500 litres of garden waste per visit.",
            "Residents can drop off up to 1.5 cubic metres of garden waste per visit.",
            Label.SUPPORTED,
        ),
        (
            "Le dépôt des déchets verts est limité à 1 tonne par jour.",
            "Le dépôt des déchets verts est limité à 1 m³ par jour.",
            Label.CONTRADICTED,
        ),
        ("星辰X5配备四千毫安时电池。", "星辰X5手机配备六点五英寸屏幕和五千毫安时电池。", Label.CONTRADICTED),
        (
            "星辰X5的屏幕尺寸为六点五厘米。",
            "星辰X5手机配备六点五英寸屏幕和五千毫安时电池。",
            Label.CONTRADICTED,
        ),
        ("The screen measures 6.5 cm.", "The phone has a 6.5-inch screen.", Label.CONTRADICTED),
        ("Parking is free for guests.", "Guests do not pay for parking.", Label.SUPPORTED),
        ("Gäste zahlen nichts für das Parken.", "Das Parken ist für Gäste kostenlos.", Label.SUPPORTED),
        ("Guests pay for parking.", "Parking is free for guests.", Label.CONTRADICTED),
        (
            "The Maple Street Veterinary Clinic was opened in 2006 by Dr. Helen Okafor.",
            "Dr. Helen Okafor opened the Maple Street Veterinary Clinic in 2006.",
            Label.SUPPORTED,
        ),
        (
            "Dr. Helen Okafor was opened in 2006 by the Maple Street Veterinary Clinic.",
            "Dr. Helen Okafor opened the Maple Street Veterinary Clinic in 2006.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_the_judge_reads_the_value(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


def test_and_inside_a_number_said_in_words_makes_no_clause() -> None:
    assert len(clauses("The hotel offers one hundred and twenty rooms spread over six floors.")) == 1
    assert len(clauses("L'hôtel compte vingt et une chambres réparties sur trois étages.")) == 1
    assert len(clauses("The shop opens at nine and the café closes at ten.")) == 2


def test_a_passive_may_have_an_adverbial_before_its_agent() -> None:
    assert _passive(["was", "opened", "in", "2006", "by"])
    assert _passive(["a", "été", "rachetée", "en", "mars", "2019", "par"])
    assert not _passive(["goals", "by"])


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # the claim names the document's subject, which the negated clause leaves out
        (
            "Damage caused by floods is covered by the HomeSafe Plus policy.",
            "The HomeSafe Plus policy covers damage caused by fire and storms. The excess is €250 per claim. "
            "Damage caused by floods is not covered.",
            Label.CONTRADICTED,
        ),
        (
            "Damage caused by fire is covered by the HomeSafe Plus policy.",
            "The HomeSafe Plus policy covers damage caused by fire and storms. Damage caused by floods is "
            "not covered.",
            Label.SUPPORTED,
        ),
        (
            "Bauschutt wird im Wertstoffhof Nord angenommen.",
            "Der Wertstoffhof Nord hat Dienstag bis Samstag geöffnet. Bauschutt wird nicht angenommen.",
            Label.CONTRADICTED,
        ),
        (
            "Les pneus sont acceptés à la déchèterie de Saint-Herblain.",
            "La déchèterie de Saint-Herblain est ouverte du lundi au samedi. Les pneus et l'amiante ne "
            "sont pas acceptés.",
            Label.CONTRADICTED,
        ),
        # a subject named in several words is the topic; "it" in the next sentence is it
        (
            "The Elmwood Public Library is open on Sundays.",
            "The Elmwood Public Library is open Monday to Friday from 9:00 to 19:00. It is closed on "
            "Sundays.",
            Label.CONTRADICTED,
        ),
        # rise and fall, in German, French and Spanish
        ("Ab 2025 sinkt der Beitrag um 4 %.", "Ab 2025 steigt der Beitrag um 4 %.", Label.CONTRADICTED),
        (
            "El impuesto bajará un 3 % el próximo año.",
            "El impuesto subirá un 3 % el próximo año.",
            Label.CONTRADICTED,
        ),
        ("Le loyer augmente de 2 % en 2025.", "Le loyer baisse de 2 % en 2025.", Label.CONTRADICTED),
        (
            "El impuesto subirá un 3 % el próximo año.",
            "El impuesto subirá un 3 % el próximo año.",
            Label.SUPPORTED,
        ),
        # "de pago" is paid
        (
            "El carné de socio es de pago para los vecinos.",
            "El carné de socio es gratuito para los vecinos.",
            Label.CONTRADICTED,
        ),
        # a weekday opening a French sentence is no party of the passive
        (
            "Samedi, l'US Vincennes a été battue 3 à 1 par l'AS Montreuil.",
            "Samedi, l'AS Montreuil a battu l'US Vincennes 3 à 1 devant 8 200 spectateurs.",
            Label.SUPPORTED,
        ),
        (
            "Samedi, l'AS Montreuil a été battue 3 à 1 par l'US Vincennes.",
            "Samedi, l'AS Montreuil a battu l'US Vincennes 3 à 1 devant 8 200 spectateurs.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_the_judge_reads_polarity_and_parties(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


def test_a_name_of_several_capitalised_words_is_the_topic() -> None:
    assert units("The Elmwood Public Library is open on Sundays.").topic == {"elmwood", "public", "library"}
    assert units("Der Wertstoffhof Nord hat geöffnet.").topic == {"wertstoffhof", "nord"}
    assert units("Members can borrow up to 12 items.").topic == {"member"}
    assert units("Das Steueramt der Stadt Bamberg ist geöffnet.").topic == {"steueramt"}


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        # the answer leaves out only whom or where the question asks about
        (
            "How much do vaccinations cost at the Maple Street clinic?",
            "Vaccinations cost $45 per animal.",
            True,
        ),
        (
            "Wer hat die Tore für den FC Wiesental geschossen?",
            "Beide Tore hat Jonas Keller geschossen.",
            True,
        ),
        # the state asked about, said with another word: "rests" / "is closed"
        ("도서관은 무슨 요일에 쉬어요?", "매주 월요일에 휴관합니다.", True),
        ("Is the museum open on Mondays?", "It is closed on Mondays.", True),
        # a date of something else than what is asked
        ("博物馆哪天休息？", "博物馆建于1956年，收藏了大量宋代瓷器。", False),
        ("도서관은 언제 쉬어요?", "회원은 5권까지 빌릴 수 있습니다.", False),
    ],
)
def test_relevancy_of_direct_answers(question: str, answer: str, relevant: bool) -> None:
    assert (relevance(question, answer).score >= 0.5) is relevant, relevance(question, answer).reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "월요일에는 쉽니다.",
            "박물관은 화요일부터 일요일까지 문을 엽니다. 월요일은 휴관합니다.",
            Label.SUPPORTED,
        ),
        ("박물관은 월요일에 문을 엽니다.", "박물관은 매주 월요일에 쉽니다.", Label.CONTRADICTED),
    ],
)
def test_a_place_that_rests_is_closed(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("Each panel produces up to 0.4 kilowatts.", "Each panel produces up to 400 watts.", Label.SUPPORTED),
        ("基础班一共8节课，每周上一节。", "基础班共八节课，每周上一节。", Label.SUPPORTED),
        ("品酒活动每人收费一百五十美元。", "品酒活动每人收费一百五十元。", Label.CONTRADICTED),
        (
            "Die Kaltmiete beträgt 1.500 € im Jahr.",
            "Die Kaltmiete beträgt 1.500 € im Monat.",
            Label.CONTRADICTED,
        ),
        ("The plan costs $25 monthly.", "The plan costs $25 per year.", Label.CONTRADICTED),
        (
            "La licence coûte 120 €, taxe sur la valeur ajoutée comprise.",
            "La licence coûte 120 €, TVA comprise.",
            Label.SUPPORTED,
        ),
        # a value whose noun the clause leaves out has the noun of the one before
        (
            "Horno Dorado tiene 12 panaderías en EE. UU.",
            "La cadena Horno Dorado tiene 60 panaderías en España y 12 en Estados Unidos.",
            Label.SUPPORTED,
        ),
        # a score is no value of a noun
        (
            "Samedi, l'US Vincennes a été battue 3 à 1 par l'AS Montreuil.",
            "Samedi, l'AS Montreuil a battu l'US Vincennes 3 à 1 devant 8 200 spectateurs.",
            Label.SUPPORTED,
        ),
        # an exception of the place the document is about
        (
            "Smoking is prohibited in the courtyard of the Blue Hall.",
            "The Blue Hall holds 2,400 standing guests. Smoking is prohibited everywhere except in the "
            "courtyard.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_units_periods_and_bindings(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


def test_a_year_said_at_the_start_of_a_sentence_binds_its_words() -> None:
    judge = OfflineJudge()
    context = (
        "Otto Brandt founded the Brandt furniture workshop in 1921. In 1958 his daughter Greta took over the "
        "workshop."
    )
    (verdict,) = judge._check("Greta took over the Brandt furniture workshop in 1958.", [context])
    assert verdict.cause is None or verdict.cause.check is not Check.YEAR, verdict.reason
    (verdict,) = judge._check("Greta took over the Brandt furniture workshop in 1921.", [context])
    assert verdict.label is not Label.SUPPORTED, verdict.reason


def test_a_bare_answer_states_a_german_reference(judge: OfflineJudge) -> None:
    question = "Wie lange gilt die Leistungsgarantie auf die Module?"
    reference = "Auf die Module von Sonnenwerk Solar gibt es eine Leistungsgarantie von 25 Jahren."
    _, stated = judge._correctness(question, "25 Jahre.", reference)
    assert all(v.label is Label.SUPPORTED for v in stated), stated
    _, stated = judge._correctness(question, "20 Jahre.", reference)
    assert not all(v.label is Label.SUPPORTED for v in stated), stated


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        ("When do I pay rent?", "It is due on the first day of each month.", True),
        ("Wie lange läuft die Ausstellung?", "Vom 4. Oktober bis zum 30. November.", True),
        ("아파트 계약 기간은 얼마나 되나요?", "계약 기간은 2년입니다.", True),
        ("멍멍 훈련학교 수업 시간은 어느 정도인가요?", "한 번에 50분이에요.", True),
        ("麦香坊的面包什么时候烤？", "所有面包每天早上六点前在店内现烤。", True),
        # the subject's words count once: a true sentence about it is no answer
        ("博物馆哪天休馆？", "博物馆建于1956年，收藏了大量宋代瓷器。", False),
        (
            "Was kostet der Eintritt für Erwachsene im Tierpark?",
            "Die Jahreskarte gilt zwölf Monate ab dem Kaufdatum.",
            False,
        ),
    ],
)
def test_relevancy_reads_what_is_asked(question: str, answer: str, relevant: bool) -> None:
    assert (relevance(question, answer).score >= 0.5) is relevant, relevance(question, answer).reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # half the price is a 50 percent discount
        (
            "Passengers over 65 get a 50% discount on the fare.",
            "Passengers over 65 travel at half price.",
            Label.SUPPORTED,
        ),
        (
            "Passengers over 65 travel at half price.",
            "Passengers over 65 get a 50% discount on the fare.",
            Label.SUPPORTED,
        ),
        (
            "Passengers over 65 get a 25% discount on the fare.",
            "Passengers over 65 travel at half price.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_half_the_price(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


@pytest.mark.parametrize(
    ("text", "canon"),
    [
        ("travel at half price", "travel at 50 percent discount"),
        ("zum halben preis", "zum 50 percent rabatt"),
        ("à moitié prix", "à 50 percent de réduction"),
        ("a mitad de precio", "a 50 percent de descuento"),
        ("half of the members", "50 percent of the members"),
    ],
)
def test_half_the_price_is_a_discount(text: str, canon: str) -> None:
    assert canonical(text) == canon


def test_a_bare_number_states_an_age_reference(judge: OfflineJudge) -> None:
    question = "What is the minimum age for renting a car?"
    reference = "Drivers must be at least 21 years old."
    _, stated = judge._correctness(question, "21.", reference)
    assert all(v.label is Label.SUPPORTED for v in stated), stated
    _, stated = judge._correctness(question, "25.", reference)
    assert not all(v.label is Label.SUPPORTED for v in stated), stated


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a German noun after an article or a number is a thing, not a party whose role is read
        (
            "Die Möbel werden innerhalb von zehn Werktagen geliefert.",
            "Das Möbelhaus Lindner liefert Möbel innerhalb von 10 Werktagen.",
            Label.SUPPORTED,
        ),
        # "Mitternacht" is a time of day and "Sie" the polite you: no names
        (
            "Das Parkhaus am Markt hat von 6 Uhr morgens bis Mitternacht geöffnet.",
            "Das Parkhaus am Markt hat 420 Stellplätze. Das Parkhaus ist von 6:00 bis 24:00 Uhr geöffnet.",
            Label.SUPPORTED,
        ),
        # one month said where the premise says monthly
        (
            "한 달 회원권은 55,000원이에요.",
            "튼튼피트니스의 월 회원권은 5만 5천 원이며, 3개월권은 15만 원입니다.",
            Label.SUPPORTED,
        ),
        # a fee not charged is free
        ("설치비는 받지 않아요.", "설치비는 무료입니다.", Label.SUPPORTED),
    ],
)
def test_things_times_and_fees(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("租车每天20元。", "租车每小时20元。", Label.CONTRADICTED),
        (
            "자전거는 1시간에 2천 원으로 빌리실 수 있어요.",
            "1시간에 2천 원으로 자전거를 빌릴 수 있습니다.",
            Label.SUPPORTED,
        ),
        (
            "자전거는 하루에 2천 원으로 빌리실 수 있어요.",
            "1시간에 2천 원으로 자전거를 빌릴 수 있습니다.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_a_period_said_before_the_amount(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Das Frühstück ist im Zimmerpreis inbegriffen.",
            "Das Frühstück ist im Zimmerpreis enthalten.",
            Label.SUPPORTED,
        ),
        ("Das Frühstück kostet extra.", "Das Frühstück ist im Zimmerpreis enthalten.", Label.CONTRADICTED),
        ("조식은 객실 요금에 포함되어 있어요.", "조식은 객실 요금에 포함되어 있습니다.", Label.SUPPORTED),
    ],
)
def test_what_a_price_includes(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    got, reason = _label(judge, claim, context)
    assert got is label, reason


def test_a_state_of_the_documents_subject(judge: OfflineJudge) -> None:
    context = (
        "Der Tarif Smart M kostet 19,99 € pro Monat und enthält 20 GB Datenvolumen. EU-Roaming ist ohne "
        "Aufpreis inklusive."
    )
    label, reason = _label(judge, "EU-Roaming ist im Tarif Smart M nicht enthalten.", context)
    assert label is Label.CONTRADICTED, reason
    label, reason = _label(judge, "EU-Roaming ist im Tarif Smart M enthalten.", context)
    assert label is Label.SUPPORTED, reason


def test_one_of_a_period_unsaid_only_where_the_period_is_named(judge: OfflineJudge) -> None:
    label, reason = _label(judge, "Delivery takes 1 day.", "Delivery is fast.")
    assert label is not Label.SUPPORTED, reason
    label, reason = _label(judge, "Delivery takes 1 day.", "Delivery takes 2 days.")
    assert label is Label.CONTRADICTED, reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Wann kann man Karten kaufen?", "Eine Stunde vor Konzertbeginn."),
        ("When do the doors open?", "30 minutes before the show."),
        ("第一次去攀岩馆需要参加安全培训吗？", "需要，首次来馆的顾客必须先参加二十分钟的安全培训。"),
        ("博物馆周一开门吗？", "不开，周一闭馆。"),
    ],
)
def test_a_time_from_an_event_and_a_chinese_echoed_yes_answer(question: str, answer: str) -> None:
    assert relevance(question, answer).score >= 0.5, relevance(question, answer).reason
