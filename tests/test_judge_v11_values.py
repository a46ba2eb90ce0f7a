# ruff: noqa: E501
"""Judge version 11: what the checks read as values, written from the phenomena in six
languages. How often something recurs ("every week" against "every month"), a part said
as one ("ein Teil der", "일부") against "all", "필요" as required, a route from one
place to another read both ways, a predicate cut off from its subject by an inserted
phrase, a decimal point in English prose, and long refusals that first say what the
assistant looked through."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.route import routes
from ragmeter.text.frequency import how_often
from ragmeter.text.refusal import is_refusal


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("text", "periods"),
    [
        ("Entry is free every Wednesday.", {"week"}),
        ("Entry is free on the last Wednesday of each month.", {"month"}),
        ("Der Newsletter erscheint monatlich.", {"month"}),
        ("La piscine est nettoyée tous les jours.", {"day"}),
        ("La ITV se pasa cada año.", {"year"}),
        ("매주 수요일에는 무료입니다.", {"week"}),
        ("每月最后一个周三免费入场。", {"month"}),
        ("The museum opens at 9.", set()),
    ],
)
def test_how_often(text: str, periods: set[str]) -> None:
    assert how_often(text) == periods


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # how often: another period is a conflict, the same one said another way is not
        (
            "매주 수요일에는 모든 관람객이 무료로 입장할 수 있어요.",
            "입장료는 성인 3천 원입니다. 매월 마지막 수요일에는 모든 관람객이 무료로 입장할 수 있습니다.",
            Label.CONTRADICTED,
        ),
        (
            "Entry is free every Wednesday.",
            "Entry is free on the last Wednesday of every month.",
            Label.CONTRADICTED,
        ),
        ("每周三免费入场。", "每月最后一个周三免费入场。", Label.CONTRADICTED),
        (
            "La piscine est nettoyée chaque semaine.",
            "La piscine est nettoyée tous les mois.",
            Label.CONTRADICTED,
        ),
        ("The newsletter is sent every month.", "The newsletter is sent monthly.", Label.SUPPORTED),
        # a part said as one is not all
        (
            "Am Ende des Kurses erhält ein Teil der Teilnehmenden ein Zertifikat.",
            "Am Ende des Kurses erhalten alle Teilnehmenden ein Zertifikat.",
            Label.CONTRADICTED,
        ),
        (
            "일부 관람객은 무료로 입장할 수 있습니다.",
            "모든 관람객은 무료로 입장할 수 있습니다.",
            Label.CONTRADICTED,
        ),
        ("部分学员可以获得证书。", "所有学员都可以获得证书。", Label.CONTRADICTED),
        ("大部分学员可以获得证书。", "大部分学员可以获得证书。", Label.SUPPORTED),
        # 필요 is required; 선택 사항 is its other pole
        (
            "3년 약정은 선택 사항이에요.",
            "기가 인터넷 요금은 월 3만 3천 원이며, 3년 약정이 필요합니다.",
            Label.CONTRADICTED,
        ),
        # a route read both ways
        (
            "1951 zog der Verlag von Frankfurt nach Leipzig um.",
            "Der Verlag wurde 1897 gegründet. 1951 zog der Verlag von Leipzig nach Frankfurt um.",
            Label.CONTRADICTED,
        ),
        ("公司于1990年从北京搬到上海。", "公司于1990年从上海搬到北京。", Label.CONTRADICTED),
        (
            "The company moved from Boston to Denver.",
            "The company moved from Boston to Denver.",
            Label.SUPPORTED,
        ),
        # a predicate cut off from its subject by an inserted phrase keeps its negation
        (
            "Visits during lunch, from 12:00 to 13:00, are permitted.",
            "Visitors are welcome from 10:00 to 20:00. Visits during lunch, from 12:00 to 13:00, are not permitted.",
            Label.CONTRADICTED,
        ),
        (
            "Besuche während der Mittagszeit, von 12 bis 13 Uhr, sind nicht erlaubt.",
            "Besuche während der Mittagszeit, von 12 bis 13 Uhr, sind erlaubt.",
            Label.CONTRADICTED,
        ),
        # English writes a decimal point: 42.195 km is 42,195 metres
        ("The course is 42,195 metres long.", "The course is 42.195 km long.", Label.SUPPORTED),
        ("Die Gebühr beträgt 1500 Euro.", "Die Gebühr beträgt 1.500 Euro.", Label.SUPPORTED),
    ],
)
def test_values_read_as_values(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


def test_a_recurrence_names_its_check(judge: OfflineJudge) -> None:
    (verdict,) = judge._check(
        "Entry is free every Wednesday.", ["Entry is free on the last Wednesday of every month."]
    )
    assert verdict.cause is not None and verdict.cause.check is Check.FREQUENCY
    assert "every week" in verdict.reason and "every month" in verdict.reason


def test_routes_are_names_not_times() -> None:
    assert routes("open from Monday to Friday from 9 to 17") == {("monday", "friday")}
    assert routes("From 9 to 5.") == frozenset()
    assert routes("회사는 1990년에 부산에서 서울로 이전했습니다.") == {("부산", "서울")}


@pytest.mark.parametrize(
    "answer",
    [
        "Thank you for your question. I have gone through the information I have about the Greywater Marathon, "
        "including the date, the start time and the entry fee, but none of it mentions a T-shirt or its price. "
        "I'm therefore unable to answer this question. You may want to contact the organisers directly.",
        "Vielen Dank für Ihre Frage. Ich habe die vorliegenden Informationen zur Eishalle durchgesehen, also die "
        "Öffnungszeiten und die Eintrittspreise. Zu Kindergeburtstagen steht darin allerdings nichts, deshalb kann "
        "ich Ihre Frage leider nicht beantworten.",
        "Gracias por su consulta. He revisado la información disponible sobre Náutica Bahía, que incluye el precio "
        "del alquiler y la fianza, pero no aparece ninguna referencia a cursos de vela. Por eso no puedo responder.",
        "感谢您的提问。我仔细查阅了关于滨江马拉松的资料，其中包括比赛日期和报名费等信息，但资料中没有任何关于完赛奖牌的介绍，"
        "因此我无法回答这个问题。",
    ],
)
def test_a_long_refusal_that_says_what_it_looked_through(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Der Kurs ist voll, also gibt es keine Plätze mehr.",
        "Ich habe nachgesehen, aber das Bad öffnet um 9 Uhr.",
    ],
)
def test_an_answer_after_looking_is_no_refusal(answer: str) -> None:
    assert not is_refusal(answer)


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a schedule said with its exception and a time, in two clauses
        (
            "It is open every day except Sunday, from 8:00 to 18:00.",
            "The Millbrook Recycling Centre is open Monday to Saturday, from 8:00 to 18:00.",
            Label.SUPPORTED,
        ),
        (
            "除了周日和周一，阅览室每天都开放。",
            "档案馆阅览室周二至周六开放，开放时间为上午九点到下午五点。",
            Label.SUPPORTED,
        ),
        # 除…外 is an exception
        ("洁衣坊除周日外每天营业。", "洁衣坊洗衣店除周一外每天营业。", Label.CONTRADICTED),
        ("洁衣坊周一休息。", "洁衣坊洗衣店除周一外每天营业。", Label.SUPPORTED),
        # whole days said in hours
        (
            "Washed items are returned within two days.",
            "Washed items are returned within 48 hours.",
            Label.SUPPORTED,
        ),
        (
            "Washed items are returned within 2 days.",
            "Washed items are returned within 72 hours.",
            Label.CONTRADICTED,
        ),
        # a hedge that names the documents is not a claim
        (
            "As far as I can tell from the documents, the Hotel Alpenrose was founded in 1921 by Maria Keller.",
            "The Hotel Alpenrose was founded in 1921 by Maria Keller.",
            Label.SUPPORTED,
        ),
        (
            "Soweit ich den Unterlagen entnehmen kann, dauert die Grundreinigung etwa drei Stunden.",
            "Eine Grundreinigung dauert etwa drei Stunden.",
            Label.SUPPORTED,
        ),
        # "todos" of the set is no word of how often ("cada año")
        (
            "Todos los turismos deben pasar la ITV cada año.",
            "Los turismos con más de 10 años deben pasar la ITV cada año.",
            Label.UNSUPPORTED,
        ),
    ],
)
def test_schedules_durations_and_frames(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    if label is Label.UNSUPPORTED:
        assert verdict.label is not Label.SUPPORTED, verdict.reason
    else:
        assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        ("one fifth of the entry fee", "20 percent of the entry fee"),
        ("ein Fünftel der Einnahmen", "20 percent der einnahmen"),
        ("un cinquième des recettes", "20 percent des recettes"),
        ("una quinta parte de los ingresos", "20 percent de los ingresos"),
        ("其中百分之十将捐给医院", "其中10 percent将捐给医院"),
        ("五分之一的学员", "20 percent的学员"),
        ("수익의 5분의 1을 기부합니다", "수익의 20 percent을 기부합니다"),
        # no share: a quarter of an hour, the second half of the season
        ("a quarter past nine", "9:15"),
        ("the second half of the season", "the second half of the season"),
        # a Chinese number after a comma is a number; one after a digit and a comma is not
        (
            "成人年费为三千元，十八岁以下青少年年费为一千二百元。",
            "成人年费为3000 cny,18岁以下青少年年费为1200 cny。",
        ),
    ],
)
def test_shares_and_chinese_numbers_in_canonical_form(text: str, canonical_form: str) -> None:
    from ragmeter.text.canon import canonical
    from ragmeter.text.tokenize import normalize

    assert canonical(normalize(text)) == canonical_form


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "One fifth of the €65 entry fee goes to the local children's hospital.",
            "The entry fee is €65, and 20% of it goes to the local children's hospital.",
            Label.SUPPORTED,
        ),
        (
            "报名费的10%将捐给市儿童医院。",
            "全程马拉松报名费为两百元，其中百分之十将捐给市儿童医院。",
            Label.SUPPORTED,
        ),
        # "mar." between "du" and "au sam." is Tuesday, not March
        (
            "Les livraisons ont lieu du mar. au sam., entre 8 h et 17 h.",
            "Les livraisons ont lieu du mardi au samedi, entre 8 h et 17 h.",
            Label.SUPPORTED,
        ),
        ("The offer ends on 5 Mar. 2025.", "The offer ends on 5 May 2025.", Label.CONTRADICTED),
    ],
)
def test_shares_and_abbreviations(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # before / after a time in Chinese and Korean
        (
            "上午十一点以后下单可当天取货。",
            "名片每盒一百张。上午十一点前下单可当天取货。",
            Label.CONTRADICTED,
        ),
        ("上午十一点前下单可当天取货。", "上午十一点前下单可当天取货。", Label.SUPPORTED),
        (
            "오전 11시 이후에 주문하면 당일 수령이 가능합니다.",
            "오전 11시 전에 주문하면 당일 수령이 가능합니다.",
            Label.CONTRADICTED,
        ),
        # the weekend a schedule closes, of the subject the document opens with
        (
            "顺达机动车检测站周末正常营业。",
            "顺达机动车检测站提供年检服务。车辆须提前预约。检测站周一至周五营业，周末休息。",
            Label.CONTRADICTED,
        ),
        # a height said the spoken way
        (
            "身高120厘米以下的儿童须佩戴头盔。",
            "门票为每人六十元。身高一米二以下的儿童须佩戴头盔。",
            Label.SUPPORTED,
        ),
    ],
)
def test_chinese_and_korean_values(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


def test_a_time_bound_names_the_time(judge: OfflineJudge) -> None:
    (verdict,) = judge._check("上午十一点以后下单可当天取货。", ["上午十一点前下单可当天取货。"])
    assert "11:00" in verdict.reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a range of clock times whose part of the day is said once
        (
            "수업은 평일 19시부터 21시까지 있습니다.",
            "수업은 평일 저녁 7시부터 9시까지 있습니다.",
            Label.SUPPORTED,
        ),
        ("课程时间为19:00到21:00。", "课程时间为晚上七点到九点。", Label.SUPPORTED),
        (
            "수업은 평일 19시부터 22시까지 있습니다.",
            "수업은 평일 저녁 7시부터 9시까지 있습니다.",
            Label.CONTRADICTED,
        ),
        # a superlative and its opposite
        (
            "1号厅是滨江店最小的影厅，有320个座位。",
            "滨江店共有6个影厅。1号厅是最大的影厅，有320个座位。",
            Label.CONTRADICTED,
        ),
        (
            "La salle 1, la plus petite du cinéma, offre 280 places.",
            "La salle 1, la plus grande, offre 280 places.",
            Label.CONTRADICTED,
        ),
        ("价格上涨了10%。", "价格下降了10%。", Label.CONTRADICTED),
    ],
)
def test_ranges_and_superlatives(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    if label is Label.CONTRADICTED:
        assert verdict.label is not Label.SUPPORTED, verdict.reason
    else:
        assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "I've gone through the information I have about FreshFold Laundry, which covers the collection days, but "
        "none of it says whether leather jackets are accepted. I'm therefore unable to give you a reliable answer.",
        "Ich habe die Informationen zum Besucherzentrum durchgesehen; sie enthalten Angaben zu den Öffnungszeiten "
        "und zum Rundweg, aber nichts dazu, ob es dort ein Café gibt. Daher kann ich Ihnen diese Frage leider nicht "
        "beantworten.",
    ],
)
def test_more_long_refusals(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # days said as a set, of a predicate with no state
        (
            "The print edition of the Lakeside Gazette is delivered Monday through Saturday.",
            "A subscription to the Lakeside Gazette costs $9 per month. The print edition is delivered every day "
            "except Sunday.",
            Label.SUPPORTED,
        ),
        (
            "L'édition papier est livrée du lundi au samedi.",
            "L'édition papier est livrée tous les jours sauf le dimanche.",
            Label.SUPPORTED,
        ),
        # a clause that says the claim with its noun elided; another item's value
        (
            "A 1000 g bag of the house blend costs $48.",
            "A 250 g bag of the house blend costs $14, and a 1 kg bag costs $48.",
            Label.SUPPORTED,
        ),
        (
            "A 250 g bag of the house blend costs $48.",
            "A 250 g bag of the house blend costs $14, and a 1 kg bag costs $48.",
            Label.CONTRADICTED,
        ),
        # shares, beginnings and ends
        (
            "The plan covers four fifths of outpatient costs.",
            "The plan covers 80% of outpatient costs.",
            Label.SUPPORTED,
        ),
        (
            "The cancellation takes effect at the beginning of the billing period.",
            "The cancellation takes effect at the end of the billing period.",
            Label.CONTRADICTED,
        ),
        (
            "La résiliation prend effet au début de la période en cours.",
            "La résiliation prend effet à la fin de la période en cours.",
            Label.CONTRADICTED,
        ),
        # a place after "à" is where, not whom
        (
            "Marcel Lefèvre a fondé la boulangerie à Dinan en 1961.",
            "La boulangerie Lefèvre a été fondée en 1961 par Marcel Lefèvre à Dinan.",
            Label.SUPPORTED,
        ),
        # a Korean name with its honorific is whole ("박지은 씨가")
        (
            "박지은 씨가 김민호 씨에게 가게를 팔았습니다.",
            "김민호 씨가 박지은 씨에게 가게를 팔았습니다.",
            Label.CONTRADICTED,
        ),
        # a German common noun is no name the premises must have
        (
            "Für die Beantragung eines neuen Personalausweises im Bürgeramt Mitte ist eine Terminvereinbarung erforderlich.",
            "Im Bürgeramt Mitte kann man einen neuen Personalausweis beantragen. Dafür ist ein Termin nötig.",
            Label.UNSUPPORTED,
        ),
        # a Korean common noun said another way is no party ("인터넷" / "인터넷 요금")
        (
            "빠른넷 기가 인터넷은 월 3만 3천 원입니다.",
            "빠른넷의 기가 인터넷 요금은 월 3만 3천 원입니다.",
            Label.SUPPORTED,
        ),
        # ... but a person named elsewhere in the evidence still is
        ("李明创办了这家公司。", "王芳创办了这家公司，李明是第一位员工。", Label.CONTRADICTED),
        # a Chinese yes or no said by echoing the verb is no claim
        ("不包括，该计划不包括牙科治疗。", "安心基础健康险不包括牙科治疗。", Label.SUPPORTED),
    ],
)
def test_more_values_roles_and_openers(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    verdicts = judge._check(claim, [context])
    if label is Label.UNSUPPORTED:
        # no name veto: the model reads a nominalised paraphrase
        assert all(v.cause is None or v.cause.check is not Check.NAME for v in verdicts), verdicts
    elif label is Label.SUPPORTED:
        assert all(v.label is Label.SUPPORTED for v in verdicts), [v.reason for v in verdicts]
    else:
        assert any(v.label is label for v in verdicts), [v.reason for v in verdicts]


@pytest.mark.parametrize(
    ("text", "canonical_form"),
    [
        ("mil euros.", "1000 eur."),
        ("mille personnes", "1000 personnes"),
        ("two and a half percent a year", "2.5 percent a year"),
        ("dos y medio por ciento", "2.5 percent"),
        ("a las dos y media", "a las 2:30"),
    ],
)
def test_thousand_and_a_half(text: str, canonical_form: str) -> None:
    from ragmeter.text.canon import canonical
    from ragmeter.text.tokenize import normalize

    assert canonical(normalize(text)) == canonical_form


def test_a_french_refusal_with_donc() -> None:
    assert is_refusal(
        "Les informations ne disent rien de la nourriture. Je ne peux donc pas vous dire s'il y en a."
    )


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # "einem Jahr" is one year, so "bis zu" and "ab" bound it the other way
        (
            "Die Kita Regenbogen betreut Kinder bis zu einem Jahr.",
            "Die Kita Regenbogen betreut Kinder ab einem Jahr bis zum Schuleintritt.",
            Label.CONTRADICTED,
        ),
        (
            "Die Kita Regenbogen betreut Kinder ab einem Jahr.",
            "Die Kita Regenbogen betreut Kinder ab einem Jahr bis zum Schuleintritt.",
            Label.SUPPORTED,
        ),
        # early / late
        (
            "예정 시간보다 일찍 반납하면 30분마다 5천 원이 추가됩니다.",
            "예정 시간보다 늦게 반납하면 30분마다 5천 원이 추가됩니다.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_german_one_and_korean_early_late(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason
    assert "atmost" not in verdict.reason


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # one thing excepted against another
        (
            "Downloads are available on all plans except Family.",
            "Downloads are available on all plans except Basic.",
            Label.CONTRADICTED,
        ),
        (
            "除家庭套餐外，所有套餐都支持离线下载。",
            "除基础套餐外，所有套餐都支持离线下载。",
            Label.CONTRADICTED,
        ),
        (
            "Downloads are available on all plans except the Family plan.",
            "Downloads are available on all plans except Family.",
            Label.SUPPORTED,
        ),
        # a surcharge is no discount; feet are no metres
        (
            "Customers who book online pay a 10% surcharge.",
            "Customers who book online get a 10% discount.",
            Label.CONTRADICTED,
        ),
        ("The hut is at 1,870 feet.", "The hut is at 1,870 metres.", Label.CONTRADICTED),
        # dates written with dots (Korean: month first) and day-first slashes in a range
        (
            "대피소는 5. 1.부터 10. 31.까지 운영합니다.",
            "대피소는 5월 1일부터 10월 31일까지 운영합니다.",
            Label.SUPPORTED,
        ),
        ("Está abierto del 1/6 al 15/9.", "Abre del 1 de junio al 15 de septiembre.", Label.SUPPORTED),
        # a claim in capitals throughout: no capital is a name, the model reads it in the evidence's case
        (
            "ECHO BOX IS OPEN FROM 18:00 TO 2:00 EVERY DAY EXCEPT MONDAY.",
            "Echo Box opens at 18:00 and closes at 2:00 every day except Monday.",
            Label.SUPPORTED,
        ),
        (
            "EN LA FINAL DEL TORNEO DE 2024, LUCÍA ROMERO VENCIÓ A PABLO GIL.",
            "En el torneo de 2024, Lucía Romero venció a Pablo Gil en la final.",
            Label.SUPPORTED,
        ),
        (
            "EN LA FINAL DEL TORNEO DE 2024, PABLO GIL VENCIÓ A LUCÍA ROMERO.",
            "En el torneo de 2024, Lucía Romero venció a Pablo Gil en la final.",
            Label.CONTRADICTED,
        ),
        # before / after a moment in Korean
        (
            "충전이 끝나기 10분 전부터 수수료가 부과됩니다.",
            "충전이 끝나고 10분이 지나면 수수료가 부과됩니다.",
            Label.CONTRADICTED,
        ),
    ],
)
def test_exceptions_units_dates_and_capitals(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


def test_a_refusal_that_says_what_the_documents_cover_but_not_whether() -> None:
    assert is_refusal(
        "Dazu habe ich leider keine Angaben gefunden. Die vorliegenden Unterlagen beschreiben nur die Ausstellung "
        "von Reisepässen, aber nicht, ob dort auch Personalausweise beantragt werden können."
    )


def test_a_number_the_question_states_is_no_contradiction_of_the_reference() -> None:
    import ragmeter

    question = "Wie viel kostet ein Reisepass für Personen ab 24 Jahren im Bürgeramt Mitte?"
    wordy = "Gern helfe ich weiter! Für Antragsteller ab 24 Jahren beträgt die Gebühr für einen Reisepass 70 Euro."
    wrong = "Für Personen ab 24 Jahren kostet er 80 Euro."
    run = ragmeter.evaluate(
        [
            {
                "id": "a",
                "question": question,
                "answer": wordy,
                "reference": "Er kostet 70 €.",
                "contexts": ["x"],
            },
            {
                "id": "b",
                "question": question,
                "answer": wrong,
                "reference": "Er kostet 70 €.",
                "contexts": ["x"],
            },
        ],
        metrics=["answer_correctness"],
    )
    right, bad = (s.scores["answer_correctness"].value for s in run.samples)
    assert right is not None and right >= 0.5
    assert bad is not None and bad < 0.5


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a German abbreviation of a common noun names the same thing
        (
            "Die Prüfstelle Südring prüft Personenkraftwagen und Motorräder.",
            "Die Prüfstelle Südring prüft Pkw und Motorräder.",
            None,
        ),
    ],
)
def test_german_noun_abbreviations_are_no_missing_names(
    judge: OfflineJudge, claim: str, context: str, label: Label | None
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.cause is None or verdict.cause.check is not Check.NAME, verdict.reason


def test_impossible_is_no_permission() -> None:
    from ragmeter.judges.offline.roles import modality_conflict

    assert (
        modality_conflict(
            "당일 예약은 불가능합니다.", "예약은 3일 전까지 해야 하며, 당일 예약은 받지 않습니다."
        )
        is None
    )


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # "she" stands for the one party of the sentence ("the Dutch company" is none)
        (
            "In 1968 Kroon Foods sold the factory to Elise Vander.",
            "In 1932 his daughter Elise inherited the factory, and in 1968 she sold it to the Dutch company Kroon Foods.",
            Label.CONTRADICTED,
        ),
        # a day range with its month said once; French bounds; increased / reduced
        (
            "The festival takes place from October 12 to October 18, 2025, in Harwick.",
            "The festival takes place from 12 to 18 October 2025 in Harwick.",
            Label.SUPPORTED,
        ),
        (
            "La livraison est gratuite en dessous de 1 500 € d'achat.",
            "La livraison est gratuite à partir de 1 500 € d'achat.",
            Label.CONTRADICTED,
        ),
        ("La pension est alors augmentée.", "La pension est alors réduite.", Label.CONTRADICTED),
    ],
)
def test_pronouns_ranges_bounds(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "I'm sorry, but I couldn't find any information about how the pension is taxed in the documents I have. "
        "They only cover the retirement age. For questions about tax, please contact the fund directly.",
        "Leider finde ich in den Dokumenten keine Informationen zu einer Jugendabteilung. Dort stehen nur das "
        "Gründungsjahr und die Gebühren. Am besten fragen Sie direkt beim Verein nach.",
    ],
)
def test_refusals_with_what_the_documents_hold_and_a_referral(answer: str) -> None:
    assert is_refusal(answer)
