"""Paraphrases in six languages that keep every value: no explicit check may veto them
(voice, word order, a negated opposite, synonyms of a state or a quantifier). The
verdict itself is the deciding model's; here only the vetoes are checked."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Decider
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.verify import Verifier

# (evidence, claim)
PARAPHRASES = [
    ("The pool is open every day from 7 am to 9 pm.", "The pool opens daily at 7 am and closes at 9 pm."),
    ("Pets are not allowed in the rooms.", "Pets are forbidden in the rooms."),
    ("Parking is free for hotel guests.", "Hotel guests do not pay for parking."),
    ("The library is closed on public holidays.", "The library does not open on public holidays."),
    ("All rooms have a private bathroom.", "Every room has a private bathroom."),
    ("Some rooms have a balcony.", "Several rooms have a balcony."),
    ("Only members can use the gym.", "The gym is reserved for members; only they can use it."),
    (
        "Das Schwimmbad ist täglich von 7 bis 21 Uhr geöffnet.",
        "Das Schwimmbad öffnet täglich um 7 Uhr und schließt um 21 Uhr.",
    ),
    ("La piscine est ouverte tous les jours de 7 à 21 h.", "La piscine ouvre à 7 h et ferme à 21 h."),
    ("Haustiere sind in den Zimmern nicht erlaubt.", "In den Zimmern sind Haustiere verboten."),
    (
        "La piscine est ouverte tous les jours de 7 h à 21 h.",
        "La piscine ouvre chaque jour à 7 h et ferme à 21 h.",
    ),
    ("Les animaux ne sont pas admis dans les chambres.", "Les animaux sont interdits dans les chambres."),
    ("Le parking est gratuit pour les clients.", "Les clients ne paient pas le parking."),
    (
        "La piscina está abierta todos los días de 7:00 a 21:00.",
        "La piscina abre cada día a las 7:00 y cierra a las 21:00.",
    ),
    ("No se admiten mascotas en las habitaciones.", "Las mascotas están prohibidas en las habitaciones."),
    ("El aparcamiento es gratuito para los huéspedes.", "Los huéspedes no pagan el aparcamiento."),
    (
        "수영장은 매일 오전 7시부터 오후 9시까지 운영한다.",
        "수영장은 매일 오전 7시에 문을 열고 오후 9시에 닫습니다.",
    ),
    ("객실에는 반려동물을 데려올 수 없다.", "객실에 반려동물 동반은 금지되어 있습니다."),
    ("투숙객은 주차를 무료로 이용할 수 있다.", "투숙객의 주차는 무료입니다."),
    ("游泳池每天早上7点至晚上9点开放。", "游泳池每天早上7点开门，晚上9点关门。"),
    ("客房内禁止携带宠物。", "宠物不能带进客房。"),
    ("酒店住客可免费停车。", "住客停车免费。"),
    ("Contoso acquired Northwind in 2021.", "In 2021, Northwind was bought by Contoso."),
    ("Contoso übernahm 2021 Northwind.", "Northwind wurde 2021 von Contoso gekauft."),
    ("Contoso a racheté Northwind en 2021.", "En 2021, Northwind a été rachetée par Contoso."),
    ("Contoso compró Northwind en 2021.", "En 2021 Northwind fue adquirida por Contoso."),
    ("한빛전자는 2021년에 미래소프트를 인수했다.", "미래소프트는 2021년에 한빛전자에 인수되었습니다."),
    ("华信科技于2021年收购了星云软件。", "星云软件于2021年被华信科技收购。"),
    ("Tickets cost $12 for adults and $6 for children.", "Children's tickets cost $6."),
    ("The course fee is $200, or $150 for students.", "Students pay $150 for the course."),
    ("Breakfast is served from 7 to 10; lunch from 12 to 14.", "Lunch is served from 12."),
    ("Smoking is prohibited everywhere except on the terrace.", "Smoking is allowed on the terrace."),
    ("Training is recommended but not mandatory.", "Training is optional."),
    ("Die Schulung wird empfohlen, ist aber keine Pflicht.", "Die Schulung ist freiwillig."),
    ("La formation est recommandée mais pas obligatoire.", "La formation est facultative."),
    ("이 식당은 월요일에 문을 닫는다.", "식당은 월요일에 휴무입니다."),
    ("이 식당은 월요일을 제외하고 매일 영업한다.", "식당은 화요일에도 영업합니다."),
    ("도서관은 평일 오전 9시에 문을 연다.", "도서관은 평일 9시에 개관합니다."),
    ("회원은 언제든지 예약을 취소할 수 있다.", "회원은 예약을 언제든 취소할 수 있습니다."),
    ("이 공원에서는 음주가 금지되어 있다.", "공원에서 술을 마실 수 없습니다."),
    ("김철수 씨가 2010년에 회사를 설립했다.", "회사는 2010년에 김철수 씨가 설립했습니다."),
    ("회사는 2010년에 김철수 씨에 의해 설립되었다.", "김철수 씨가 2010년에 회사를 설립했습니다."),
    ("该餐厅周一不营业。", "餐厅周一休息。"),
    ("图书馆工作日上午9点开门。", "图书馆工作日9点开放。"),
    ("公园内禁止饮酒。", "公园里不能喝酒。"),
    ("张伟于2010年创立了这家公司。", "这家公司由张伟于2010年创立。"),
    ("这家公司是张伟在2010年创立的。", "张伟在2010年创立了这家公司。"),
    ("会员可以随时取消预约。", "会员随时都可以取消预约。"),
    ("所有员工都必须参加安全培训。", "全体员工必须参加安全培训。"),
    ("部分房间有阳台。", "一些房间带阳台。"),
    ("모든 직원은 안전 교육을 받아야 한다.", "직원은 모두 안전 교육을 받아야 합니다."),
    ("Das Restaurant ist montags geschlossen.", "Montags hat das Restaurant zu."),
    ("Le restaurant est fermé le lundi.", "Le restaurant n'ouvre pas le lundi."),
    ("El restaurante cierra los lunes.", "Los lunes el restaurante no abre."),
    ("Die Firma wurde 2010 von Max Weber gegründet.", "Max Weber gründete die Firma 2010."),
    ("L'entreprise a été fondée par Marie Dupont en 2010.", "Marie Dupont a fondé l'entreprise en 2010."),
    ("La empresa fue fundada por Ana López en 2010.", "Ana López fundó la empresa en 2010."),
    ("Max Weber gründete die Firma 2010.", "Die Firma wurde 2010 von Max Weber gegründet."),
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


@pytest.mark.parametrize(("evidence", "claim"), PARAPHRASES)
def test_a_paraphrase_with_the_same_values_is_never_vetoed(
    verifier: Verifier, evidence: str, claim: str
) -> None:
    verdict = verifier.verify(claim, Premise([evidence]))
    assert verdict.cause is None or verdict.cause.decider is not Decider.CHECK, verdict.reason
