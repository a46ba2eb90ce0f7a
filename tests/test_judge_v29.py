"""Judge version 29, read from new fresh sets (BK, BL, BM); each phenomenon has the reading
a careful reader accepts and one with a value changed:

* a capital named by its country and the city's name are one place ("in the Portuguese
  capital" of "in Lisbon", "in Copenhagen" of "in the Danish capital"), and a trip to
  Madrid is a trip to Spain (:mod:`ragmeter.text.places`);
* a long refusal that says what the documents do cover ("the information I have about the
  marathon covers the date and the course, but ..."), regrets not helping more ("I'm sorry I
  can't be more helpful", "désolé de ne pas pouvoir vous aider davantage", "很抱歉没能帮上
  忙") and says the documents are silent in other words ("it says nothing at all about
  tablets", "darin steht nicht, ob ...", "elles n'indiquent pas si ...") is a refusal; one
  that gives a value beside it is an answer;
* a coordinated half that only adds to the other half's predicate (", and the attic room
  too") stays with its sentence (tests/test_judge_v28.py, tests/test_text_claims.py)."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from judge_helpers import answer_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.excepted import only_the_excepted
from ragmeter.text.refusal import is_refusal

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        (
            "The festival is held in the Portuguese capital.",
            "The Tagus Film Festival takes place in Lisbon every October.",
            True,
        ),
        (
            "The festival is held in the Spanish capital.",
            "The Tagus Film Festival takes place in Lisbon every October.",
            False,
        ),
        (
            "Brightline's head office is in Copenhagen.",
            "Brightline is a ferry operator with its head office in the Danish capital.",
            True,
        ),
        (
            "Brightline's head office is in Oslo.",
            "Brightline is a ferry operator with its head office in the Danish capital.",
            False,
        ),
        (
            "Der Kurs findet in der österreichischen Hauptstadt statt.",
            "Der Sommerkurs findet vom 3. bis 7. August in Wien statt.",
            True,
        ),
        (
            "Der Kurs findet in der deutschen Hauptstadt statt.",
            "Der Sommerkurs findet vom 3. bis 7. August in Wien statt.",
            False,
        ),
        (
            "Le siège de la société est à Bruxelles.",
            "La société Mareva a son siège dans la capitale belge depuis 2004.",
            True,
        ),
        (
            "Le siège de la société est à Paris.",
            "La société Mareva a son siège dans la capitale belge depuis 2004.",
            False,
        ),
        (
            "El congreso se celebra en la capital española.",
            "El congreso anual de pediatría se celebra en Madrid en mayo.",
            True,
        ),
        (
            "El congreso se celebra en la capital francesa.",
            "El congreso anual de pediatría se celebra en Madrid en mayo.",
            False,
        ),
        ("워크숍은 한국의 수도에서 열립니다.", "사진 워크숍은 10월 4일 서울에서 열립니다.", True),
        ("워크숍은 일본의 수도에서 열립니다.", "사진 워크숍은 10월 4일 서울에서 열립니다.", False),
        ("工作坊在中国首都举办。", "摄影工作坊将于10月11日在北京举办。", True),
        ("工作坊在日本首都举办。", "摄影工作坊将于10月11日在北京举办。", False),
        # a trip to the capital is a trip to its country, never the other way round
        (
            "Advanced students can go on a study trip to Spain every spring.",
            "Every spring, advanced students can join a one-week study trip to Madrid.",
            True,
        ),
        (
            "Advanced students can go on a study trip to Italy every spring.",
            "Every spring, advanced students can join a one-week study trip to Madrid.",
            False,
        ),
        (
            "Chaque printemps, les élèves avancés partent en voyage d'étude en Allemagne.",
            "Chaque printemps, les élèves avancés peuvent participer à un voyage d'étude d'une semaine à Berlin.",
            True,
        ),
        (
            "Advanced students can go on a study trip to Madrid every spring.",
            "Every spring, advanced students can join a one-week study trip to Spain.",
            False,
        ),
        # a Chinese party the premise names with a time after it is the same party; one
        # the premise gives to another ("王先生的儿子") is not
        ("工作坊将在北京举办。", "摄影工作坊将于10月11日在北京举办。", True),
        ("王先生于2010年接管了餐厅。", "王先生的儿子于2010年接管了餐厅。", False),
        # which city is the capital is the claim's to say, and the premise's
        ("The capital of Australia is Canberra.", "Canberra is the capital city of Australia.", True),
        ("The capital of Australia is Sydney.", "Canberra is the capital city of Australia.", False),
    ],
)
def test_a_capital_named_by_its_country_is_the_city(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


FERRY_ES = (
    "La primera salida desde Puerto Claro es a las 8:00, y la última vuelta desde la isla sale a las 20:30."
)
FERRY_FR = "Le premier départ de Port-Louvel a lieu à 7 h 15, et le dernier retour part de l'île à 19 h 45."
FERRY_DE = (
    "Die erste Fähre legt um 7:15 Uhr in Lindenau ab, die letzte Rückfahrt ab Sandholm ist um 19:30 Uhr."
)
FERRY_ZH = "首班船早上6:30从东港码头开出，末班船晚上7:40从月牙岛返回。"
FERRY_EN = (
    "The first boat leaves from Port Alden at 6:45 a.m., and the last one leaves from the island at 8:15 p.m."
)


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # where a trip starts: read in the clause that gives the claim's time
        ("El primer barco sale de Puerto Claro a las 8:00.", FERRY_ES, True),
        ("El último barco sale de Puerto Claro hacia la isla a las 20:30.", FERRY_ES, False),
        ("Le premier bateau part de Port-Louvel à 7 h 15.", FERRY_FR, True),
        ("Le dernier bateau part de Port-Louvel pour l'île à 19 h 45.", FERRY_FR, False),
        ("Die erste Fähre fährt um 7:15 Uhr von Lindenau nach Sandholm.", FERRY_DE, True),
        ("Die letzte Fähre fährt um 19:30 Uhr von Lindenau nach Sandholm.", FERRY_DE, False),
        ("首班船早上6:30从东港码头开出。", FERRY_ZH, True),
        ("末班船晚上7:40从东港码头开往月牙岛。", FERRY_ZH, False),
        ("The first boat leaves from Port Alden at 6:45 a.m.", FERRY_EN, True),
        ("The last boat leaves from Port Alden at 8:15 p.m.", FERRY_EN, False),
        # a length in miles where the evidence has the number only as another value
        (
            "Farms must be within 50 km of the market.",
            "At least half of the goods must come from farms within 50 km of the market.",
            True,
        ),
        (
            "Farms must be within 50 miles of the market.",
            "At least half of the goods must come from farms within 50 km of the market.",
            False,
        ),
        (
            "각 판매대 상품의 절반 이상은 50km 이내 농가에서 나와야 합니다.",
            "각 판매대 상품의 절반 이상은 50km 이내 농가에서 나온 것이어야 합니다.",
            True,
        ),
        (
            "각 판매대 상품의 절반 이상은 50마일 이내 농가에서 나와야 합니다.",
            "각 판매대 상품의 절반 이상은 50km 이내 농가에서 나온 것이어야 합니다.",
            False,
        ),
        (
            "Die Hälfte der Ware muss aus höchstens 50 Meilen Entfernung stammen.",
            "Mindestens die Hälfte der Ware muss von Höfen im Umkreis von 50 km stammen.",
            False,
        ),
    ],
)
def test_where_a_trip_starts_and_how_far(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # a range said by its two ends
        (
            "The cheapest seats cost £25 and the most expensive ones £95.",
            "Tickets cost between £25 and £95 depending on the seat.",
            True,
        ),
        (
            "The cheapest seats cost £25 and the most expensive ones £90.",
            "Tickets cost between £25 and £95 depending on the seat.",
            False,
        ),
        (
            "The cheapest seats cost £95 and the most expensive ones £25.",
            "Tickets cost between £25 and £95 depending on the seat.",
            False,
        ),
        (
            "The cheapest room costs $25 and the most expensive $95.",
            "Tickets cost between $25 and $95 depending on the seat.",
            False,
        ),
        (
            "Le billet le moins cher coûte 25 € et le plus cher 95 €.",
            "Les billets de la série du vendredi coûtent de 25 € à 95 €.",
            True,
        ),
        (
            "La entrada más barata cuesta 25 € y la más cara 95 €.",
            "Las entradas cuestan entre 25 y 95 €.",
            True,
        ),
        (
            "La entrada más barata cuesta 20 € y la más cara 95 €.",
            "Las entradas cuestan entre 25 y 95 €.",
            False,
        ),
        # "low" and "high" of the same scale
        (
            "Ils sont interdits lorsque le risque d'incendie est élevé.",
            "Les feux sont interdits lorsque le risque d'incendie est élevé.",
            True,
        ),
        (
            "Ils sont interdits lorsque le risque d'incendie est faible.",
            "Les feux sont interdits lorsque le risque d'incendie est élevé.",
            False,
        ),
        (
            "Quedan prohibidas cuando el riesgo de incendio es alto.",
            "Las hogueras quedan prohibidas cuando el riesgo de incendio es alto.",
            True,
        ),
        (
            "Quedan prohibidas cuando el riesgo de incendio es bajo.",
            "Las hogueras quedan prohibidas cuando el riesgo de incendio es alto.",
            False,
        ),
    ],
)
def test_a_range_by_its_ends_and_a_scale_by_its_poles(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # yen and yuan in Korean, "엔" after a clock time is no yen
        ("10회 패키지는 600,000원입니다.", "퍼스널 트레이닝 10회 패키지는 600,000원입니다.", True),
        ("10회 패키지는 600,000엔입니다.", "퍼스널 트레이닝 10회 패키지는 600,000원입니다.", False),
        ("오후 3시엔 문을 닫아요.", "매장은 오후 3시에 문을 닫습니다.", True),
        # closing wishes and an opener set aside
        (
            "Die Nachtruhe gilt von 22 bis 7 Uhr. Ich wünsche Ihnen einen schönen Aufenthalt!",
            "Die Nachtruhe gilt von 22 bis 7 Uhr.",
            True,
        ),
        (
            "Die Nachtruhe gilt von 23 bis 7 Uhr. Ich wünsche Ihnen einen schönen Aufenthalt!",
            "Die Nachtruhe gilt von 22 bis 7 Uhr.",
            False,
        ),
        (
            "Le silence est demandé de 22 h à 7 h. Je vous souhaite un excellent séjour !",
            "Le silence est de rigueur de 22 h à 7 h.",
            True,
        ),
        ("这个问题问得好！市集每个周六上午7:30开放。", "东门农夫市集每个周六上午7:30至下午1点开放。", True),
        ("这个问题问得好！市集每个周日上午7:30开放。", "东门农夫市集每个周六上午7:30至下午1点开放。", False),
    ],
)
def test_currencies_and_courtesies(judge: OfflineJudge, answer: str, context: str, supported: bool) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


LIBRARY = (
    "During the semester the library is open from 7:30 a.m. to midnight. Head librarian Ruth Adams runs it."
)


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # an attribution to a person the premises never name adds that person
        (
            "According to head librarian Ruth Adams, the library is open until midnight during the semester.",
            LIBRARY,
            True,
        ),
        (
            "According to head librarian Tom Hale, the library is open until midnight during the semester.",
            LIBRARY,
            False,
        ),
        ("According to the library's website, it is open until midnight during the semester.", LIBRARY, True),
        (
            "According to Northwind Library's information, it is open until midnight during the semester.",
            LIBRARY,
            True,
        ),
        (
            "Según la higienista Elena Vidal, una revisión con limpieza cuesta 45 €.",
            "Una revisión con limpieza cuesta 45 €.",
            False,
        ),
        (
            "Según la información de la clínica, una revisión con limpieza cuesta 45 €.",
            "Una revisión con limpieza cuesta 45 €.",
            True,
        ),
        (
            "도서관장 이수민 교수에 따르면 학기 중에는 오전 7시에 문을 엽니다.",
            "학기 중 도서관은 오전 7시부터 오후 11시까지 엽니다.",
            False,
        ),
        (
            "자료에 따르면 학기 중에는 오전 7시에 문을 엽니다.",
            "학기 중 도서관은 오전 7시부터 오후 11시까지 엽니다.",
            True,
        ),
        ("据馆长周文介绍，学期内图书馆早上7:00开门。", "学期内图书馆每天7:00至22:30开放。", False),
        ("根据资料，学期内图书馆早上7:00开门。", "学期内图书馆每天7:00至22:30开放。", True),
    ],
)
def test_an_attribution_to_an_unnamed_person_adds_that_person(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("answer", "refusal"),
    [
        (
            "Thank you for your question. Unfortunately, the information I have about the Riverside Half Marathon covers the date, the course and the entry fees, but it does not mention any prize money. I'm therefore unable to tell you how much the winner receives. You may want to contact the organisers directly.",
            True,
        ),
        (
            "Thank you for your question. The information I have about the Riverside Half Marathon covers the date and the course, and the winner receives $500.",
            False,
        ),
        (
            "Thanks for asking, and I'm sorry I can't be more helpful here. I've looked through the information I have about the Grand Hall, but it doesn't say whether there is a cloakroom, so I'm unable to answer that.",
            True,
        ),
        ("I'm sorry I can't be more helpful, but the cloakroom opens at 6 p.m.", False),
        (
            "Unfortunately, the information I have about FixPoint only covers phone repairs, and it says nothing at all about tablets. I apologise that I can't be more helpful here.",
            True,
        ),
        (
            "Merci pour votre question, et je suis désolé de ne pas pouvoir vous aider davantage. J'ai parcouru les informations dont je dispose sur le Théâtre du Lys, mais elles n'indiquent pas si le théâtre dispose d'un vestiaire. Je ne suis donc pas en mesure de vous répondre.",
            True,
        ),
        ("Je suis désolé de ne pas pouvoir vous aider davantage, mais le vestiaire ouvre à 19 h.", False),
        (
            "Malheureusement, les informations dont je dispose sur le marathon portent sur la date et le parcours, mais elles ne disent rien d'une médaille. Je ne suis donc pas en mesure de vous répondre.",
            True,
        ),
        (
            "Vielen Dank für Ihre Frage. Ich habe die mir vorliegenden Informationen zum Stadttheater sorgfältig durchgesehen, aber darin steht nicht, ob es eine Garderobe gibt. Deshalb kann ich die Frage nicht beantworten.",
            True,
        ),
        (
            "Leider beziehen sich die Informationen, die mir vorliegen, nur auf Smartphone-Reparaturen, also auf Displaytausch und Akkutausch; über Tablets steht dort gar nichts.",
            True,
        ),
        (
            "Gracias por tu pregunta, y siento no poder ayudarte más. La información que tengo sobre el Teatro Olmedo trata del horario y los precios, pero no indica si hay guardarropa. Lo más fiable sería preguntar directamente en el teatro.",
            True,
        ),
        ("Siento no poder ayudarte más, pero el guardarropa cuesta 2 euros.", False),
        (
            "感谢您的提问，很抱歉这次没能帮上忙。我查看了关于星光剧院的资料，但其中并没有说明剧院是否设有衣帽间，所以我无法回答这个问题。",
            True,
        ),
        ("很抱歉没能帮上更多忙，不过衣帽间每件收费5元。", False),
        (
            "문의해 주셔서 감사합니다. 제가 가진 자료에는 극장에 물품 보관소가 있는지에 대한 내용이 없습니다. 도움이 되지 못해 죄송합니다.",
            True,
        ),
    ],
)
def test_a_long_refusal_in_any_ordinary_phrasing(answer: str, refusal: bool) -> None:
    assert is_refusal(answer) is refusal


REPAIRS = "Every repair comes with a 90-day warranty, except repairs of water damage, which have no warranty."


@pytest.mark.parametrize(
    ("answer", "context"),
    [
        ("Water-damage repairs are the only repairs that come with the 90-day warranty.", REPAIRS),
        (
            "Only complete beginners have to take a placement test.",
            "A placement test is required before enrolling in any level except complete beginners.",
        ),
        (
            "La garantie de 6 mois ne concerne que les réparations de dégâts des eaux.",
            "Chaque réparation est garantie 6 mois, sauf les réparations de dégâts des eaux, qui ne sont pas garanties.",
        ),
        (
            "La garantía de 3 meses solo cubre las reparaciones de daños por agua.",
            "Todas las reparaciones tienen 3 meses de garantía, salvo las de daños por agua, que no tienen garantía.",
        ),
        ("90天保修只适用于进水维修。", "所有维修都享有90天保修，但进水维修除外，不提供保修。"),
    ],
)
def test_only_the_excepted_thing_with_the_rule_is_the_exception_reversed(
    judge: OfflineJudge, answer: str, context: str
) -> None:
    assert answer_label(judge, answer, context) is not S


@pytest.mark.parametrize(
    "claim",
    [
        "Water-damage repairs are the only ones without a warranty.",
        "Only water-damage repairs lack the 90-day warranty.",
        "Every repair except water-damage repairs comes with the warranty.",
    ],
)
def test_only_the_excepted_thing_without_the_rule_agrees(claim: str) -> None:
    assert only_the_excepted(claim, [REPAIRS]) is None
    assert (
        only_the_excepted("Only Monday is closed.", ["The museum is open every day except Monday."]) is None
    )
