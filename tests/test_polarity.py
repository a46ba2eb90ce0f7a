"""Negation and the poles of states (open/closed, allowed/forbidden, free/paid,
required/optional) in six languages: a veto where the evidence says the other way, none
where a negated state restates its opposite pole or the wording alone differs."""

from __future__ import annotations

import pytest

from ragmeter.text.clauses import clauses, units
from ragmeter.text.polarity import negated, polarity_conflict, read, state_word

MUSEUM_EN = [
    "The city museum opens at 9:30 and closes at 17:00, Tuesday to Sunday.",
    "It is closed on Mondays.",
]
MUSEUM_FR = [
    "Le musée municipal ouvre à 9 h 30 et ferme à 17 h, du mardi au dimanche.",
    "Il est fermé le lundi.",
]
MUSEUM_ES = [
    "El museo municipal abre a las 9:30 y cierra a las 17:00, de martes a domingo.",
    "Los lunes está cerrado.",
]
MUSEUM_DE = [
    "Das Stadtmuseum ist dienstags bis sonntags von 9:30 bis 17:00 Uhr geöffnet.",
    "Montags ist es geschlossen.",
]
MUSEUM_KO = [
    "시립박물관은 화요일부터 일요일까지 오전 9시 30분에 문을 열고 오후 6시에 닫는다.",
    "월요일은 휴관이다.",
]
MUSEUM_ZH = ["市博物馆周二至周日上午9:30开放，下午5点闭馆。", "周一闭馆。"]

# (claim, evidence): the evidence says the other way
CONFLICTS = [
    ("The museum is open on Mondays.", MUSEUM_EN),
    ("The gym closes at 6 am on weekdays.", ["The gym is open from 6 am to 10 pm on weekdays."]),
    ("Members cannot cancel their membership.", ["Members can cancel their membership at any time."]),
    ("Loans cannot be renewed online.", ["Loans last three weeks and can be renewed once online."]),
    ("Bicycles are allowed on the lawn.", ["Bicycles are not allowed on the lawn."]),
    ("Returning books late is free of charge.", ["Late returns cost $0.25 per day."]),
    ("No student has to wear a uniform.", ["All students must wear a uniform."]),
    (
        "Hunde sind im Park nicht erlaubt.",
        ["Hunde sind im Park erlaubt, wenn sie an der Leine geführt werden."],
    ),
    (
        "Mitglieder können ihre Mitgliedschaft nicht kündigen.",
        ["Mitglieder können ihre Mitgliedschaft jederzeit kündigen."],
    ),
    ("Das Museum ist montags geöffnet.", MUSEUM_DE),
    ("Das Museum schließt um 9:30 Uhr.", MUSEUM_DE[:1]),
    ("Le musée est ouvert le lundi.", MUSEUM_FR),
    (
        "Les chiens ne sont pas admis dans le parc.",
        ["Les chiens sont admis dans le parc s'ils sont tenus en laisse."],
    ),
    ("La formation est obligatoire.", ["La formation est facultative."]),
    ("El museo está abierto los lunes.", MUSEUM_ES),
    ("Los socios no pueden darse de baja.", ["Los socios pueden darse de baja en cualquier momento."]),
    ("박물관은 월요일에 문을 엽니다.", MUSEUM_KO),
    ("박물관은 월요일에도 운영합니다.", ["박물관은 화요일부터 일요일까지 운영하며 월요일에는 휴관합니다."]),
    ("헬스장은 평일 오전 6시에 문을 닫습니다.", ["헬스장은 평일 오전 6시부터 오후 10시까지 운영한다."]),
    ("회원은 회원권을 해지할 수 없습니다.", ["회원은 서면으로 통보하면 언제든지 회원권을 해지할 수 있다."]),
    ("반려견은 공원에 들어올 수 없습니다.", ["공원에는 목줄을 한 반려견만 들어올 수 있다."]),
    ("博物馆周一开放。", MUSEUM_ZH),
    ("健身房工作日早上6点关门。", ["健身房工作日的开放时间为早上6点至晚上10点。"]),
    ("公园禁止狗进入。", ["狗只要拴上牵引绳就可以进入公园。", "草坪上禁止骑自行车。"]),
    ("会员不能解除会员资格。", ["会员可随时解除会员资格，但须提前14天以书面形式通知前台。"]),
    ("他不是出生于北京。", ["他出生于北京，后来在上海工作。"]),
    # a charge that "without" / "ohne" / "sans" / "sin" leaves out is the free pole
    ("Changes to a booking are made without a fee.", ["Changes to a booking are charged."]),
    ("Änderungen der Buchung sind ohne Gebühr möglich.", ["Änderungen der Buchung sind kostenpflichtig."]),
    ("Les changements de réservation se font sans frais.", ["Les changements de réservation sont payants."]),
    ("Los cambios de reserva se hacen sin costo.", ["Los cambios de reserva se cobran."]),
    # closing at the time it opens is no "open until"
    ("The library closes at 9 a.m.", ["The library is open from 9 a.m. until 8 p.m."]),
    ("La bibliothèque ferme à 9 h.", ["La bibliothèque ouvre à 9 h."]),
]

# (claim, evidence): the same value in other words, or nothing to compare
AGREEMENTS = [
    ("The museum closes at 17:00.", MUSEUM_EN),
    ("The city museum closes at 17:00.", ["The city museum opens at 9:30.", "It closes at 17:00."]),
    ("Dogs cannot enter the park.", ["Dogs are prohibited in the park."]),
    ("Training is not required.", ["Training is optional."]),
    ("Take no more than four tablets in 24 hours.", ["Do not take more than four tablets in 24 hours."]),
    ("It is not only cheap but fast.", ["It is cheap and fast."]),
    ("Hunde sind im Park nicht erlaubt.", ["Hunde sind im Park verboten."]),
    ("Die Schulung ist nicht verpflichtend.", ["Die Schulung ist freiwillig."]),
    ("Das Museum schließt um 5 Uhr nachmittags.", MUSEUM_DE[:1]),
    ("Le musée n'ouvre pas le lundi.", MUSEUM_FR),
    ("El museo no abre los lunes.", MUSEUM_ES),
    ("박물관은 월요일에 문을 닫습니다.", MUSEUM_KO),
    ("잔디밭에서 자전거를 타는 것은 금지되어 있습니다.", ["잔디밭에서는 자전거를 탈 수 없다."]),
    ("博物馆每逢周一休息。", MUSEUM_ZH),
    ("员工每周远程办公不得超过3天。", ["员工每周最多可远程办公三天。"]),
    ("Smoking is allowed on the terrace.", ["Smoking is prohibited everywhere except on the terrace."]),
    ("Auf der Terrasse ist Rauchen erlaubt.", ["Rauchen ist überall verboten, außer auf der Terrasse."]),
    ("Pets are forbidden in the rooms.", ["Pets are not allowed in the rooms."]),
    ("La piscine ouvre chaque jour à 7 h.", ["La piscine est ouverte tous les jours de 7 h à 21 h."]),
    (
        "You can cancel up to 24 hours before check-in without a fee.",
        ["Cancellations made at least 24 hours before check-in are free of charge."],
    ),
    ("Sie können ohne zusätzliche Kosten stornieren.", ["Die Stornierung ist kostenlos."]),
    ("Puede cancelar sin costo adicional.", ["La cancelación es gratuita."]),
    ("You can leave without notice.", ["You may leave without notice."]),
    # open until a time: it closes then
    ("The library closes at 8 p.m.", ["The library is open until 8 p.m."]),
    ("La bibliothèque ferme à 20 heures.", ["La bibliothèque est ouverte jusqu'à 20 h."]),
    ("Die Bibliothek schließt um 20 Uhr.", ["Die Bibliothek ist bis 20 Uhr geöffnet."]),
    ("La biblioteca cierra a las 20:00.", ["La biblioteca está abierta hasta las 20:00."]),
]


@pytest.mark.parametrize(("claim", "evidence"), CONFLICTS)
def test_the_other_pole_or_a_one_sided_negation_is_a_conflict(claim: str, evidence: list[str]) -> None:
    assert polarity_conflict(claim, evidence) is not None


@pytest.mark.parametrize(("claim", "evidence"), AGREEMENTS)
def test_a_negated_opposite_or_a_bound_is_no_conflict(claim: str, evidence: list[str]) -> None:
    assert polarity_conflict(claim, evidence) is None


def test_the_conflict_says_which_side_is_negated_and_which_words() -> None:
    found = polarity_conflict("Hunde sind im Park nicht erlaubt.", ["Hunde sind im Park erlaubt."])
    assert found is not None and (found.kind, found.side) == ("negation", "claim")
    found = polarity_conflict("The museum is open on Mondays.", MUSEUM_EN)
    assert found is not None and (found.kind, found.mine, found.theirs) == ("antonym", "open", "closed")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Le musée n'ouvre pas le lundi.", True),
        ("Il ne reste plus de places.", True),
        ("Il y a plus de 50 places.", False),
        ("Elle ne parle que français.", False),
        ("Das ist nicht nur günstig.", False),
        ("Nicht mehr als vier Tabletten.", False),
        ("No se permite fumar.", True),
        ("해지할 수 없습니다.", True),
        ("교육은 필수가 아닙니다.", True),
        ("他不是学生。", True),
        ("这非常重要。", False),
        ("未来三天有雨。", False),
        ("不超过三天。", False),
    ],
)
def test_negation_in_six_languages(text: str, expected: bool) -> None:
    assert negated(text) is expected


def test_a_negated_state_takes_the_other_pole() -> None:
    (mark,) = read("Hunde sind im Park nicht erlaubt.").marks
    assert (mark.state, mark.pole, mark.negated) == ("allowed", False, True)
    (mark,) = read("Le musée n'ouvre pas le lundi.").marks
    assert (mark.state, mark.pole) == ("open", False)
    assert state_word("geschlossen") and state_word("免费") and not state_word("museum")


def test_clauses_and_units() -> None:
    assert clauses("The museum opens at 9:30 and closes at 17:00.") == [
        "The museum opens at 9:30",
        "closes at 17:00.",
    ]
    # "and" inside a noun phrase does not divide the clause
    assert len(clauses("Alle Schülerinnen und Schüler dürfen gehen.")) == 1
    u = units("L'entreprise a fondé la boulangerie.")
    assert "entrepris" in u.all and "la" not in u.all and u.topic == {"entrepris"}
    assert units("博物馆周一开放").topic == {"博物", "物馆"}


# ------------------------------------------------- whose state, said once for every day
CAFE_EN = ["The museum is closed on Mondays.", "The café next door is open daily."]
CAFE_DE = ["Das Museum ist montags geschlossen.", "Das Café nebenan ist täglich geöffnet."]
CAFE_FR = ["Le musée est fermé le lundi.", "Le café voisin est ouvert tous les jours."]
CAFE_ES = ["El museo cierra los lunes.", "El café de al lado abre todos los días."]


@pytest.mark.parametrize(
    ("claim", "evidence", "conflict"),
    [
        # the museum's Monday is not the café's; "daily" is every weekday
        ("The café is open on Mondays.", CAFE_EN, False),
        ("The café is closed on Mondays.", CAFE_EN, True),
        ("The museum is open on Mondays.", CAFE_EN, True),
        ("Das Café ist montags geöffnet.", CAFE_DE, False),
        ("Das Café ist montags geschlossen.", CAFE_DE, True),
        ("Le café est ouvert le lundi.", CAFE_FR, False),
        ("Le café est fermé le lundi.", CAFE_FR, True),
        ("El café abre los lunes.", CAFE_ES, False),
    ],
)
def test_a_state_belongs_to_its_subject_and_daily_covers_each_weekday(
    claim: str, evidence: list[str], conflict: bool
) -> None:
    assert (polarity_conflict(claim, evidence) is not None) is conflict


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # a clause with a state and nothing else ("but not required") is about the clause before
        (
            "A GMAT score is required for the Master's in Data Science.",
            [
                "Applications for the Master's in Data Science close on 31 March 2025.",
                "A GMAT score is recommended but not required.",
            ],
        ),
        ("申请人必须提交托福成绩。", ["托福成绩建议提交，但不是必需的。"]),
        ("Ein Bachelorabschluss ist nicht nötig.", ["Ein Bachelorabschluss ist Voraussetzung."]),
        ("Le certificat médical n'est pas nécessaire.", ["Un certificat médical est exigé."]),
        ("El pasaporte no es necesario.", ["El pasaporte es imprescindible."]),
        # a clause that opens with its negation has the subject of the clause before
        ("本保险承保洪水造成的损失。", ["本保险承保因水管爆裂造成的损失，但不承保洪水造成的损失。"]),
        (
            "The policy covers flood damage.",
            ["The policy covers burst pipes, but it does not cover flood damage."],
        ),
        # a feature a release brings or takes away
        (
            "Support for Android 9 was added in version 4.2.",
            ["Support for Android 9 was dropped in version 4.2."],
        ),
        ("La version 3.1 supprime le mode sombre.", ["La version 3.1 ajoute un mode sombre."]),
        ("La versión 2.0 elimina el modo oscuro.", ["La versión 2.0 añade un modo oscuro."]),
    ],
)
def test_required_elliptic_and_added_states_conflict(claim: str, evidence: list[str]) -> None:
    assert polarity_conflict(claim, evidence) is not None


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("A GMAT score is optional.", ["A GMAT score is recommended but not required."]),
        ("면접은 필수입니다.", ["면접은 필수이며, 자기소개서 제출은 선택 사항이다."]),
        ("Version 4.2 adds a dark mode.", ["Version 4.2 adds a dark mode and fixes a crash."]),
        (
            "회원은 회원권을 해지할 수 있습니다.",
            ["회원은 서면으로 통보하면 언제든지 회원권을 해지할 수 있다."],
        ),
    ],
)
def test_the_same_pole_in_other_clauses_is_no_conflict(claim: str, evidence: list[str]) -> None:
    assert polarity_conflict(claim, evidence) is None


@pytest.mark.parametrize(
    "text",
    [
        "No se permite entrar con comida ni bebida.",
        "Il ne boit ni ne fume.",
        "Not food nor drink is allowed.",
    ],
)
def test_the_second_part_of_a_negated_pair_is_no_second_negation(text: str) -> None:
    assert negated(text)
