"""Who did what to whom in six languages (judges/offline/agents.py): the passive and
its agent, Korean case particles, Chinese 由 / 被 / 是…的; a party given another role
is a conflict, the same roles in other words (voice, order) are not."""

from __future__ import annotations

import pytest

from ragmeter.judges.offline.agents import agent_conflict, frames
from ragmeter.judges.offline.event_order import event_order_conflict
from ragmeter.judges.offline.roles import names, order_swap, role_conflict
from ragmeter.text.tokenize import words

BAK_FR = [
    "Claire Dubois a fondé la boulangerie Le Bon Grain à Lyon en 1998.",
    "Son neveu Lucas Martin l'a reprise en 2015.",
]
BAK_DE = [
    "Sabine Krüger gründete 1998 die Bäckerei Kornblume in Freiburg.",
    "Ihr Neffe Jonas Brandt übernahm sie 2015.",
]
BAK_ES = [
    "Lucía Fernández fundó la panadería La Espiga en Sevilla en 1998.",
    "Su sobrino Diego Ruiz se hizo cargo de ella en 2015.",
]
BAK_EN = [
    "Anna Weber founded the Sonnenkorn bakery in Hamburg in 1998.",
    "Her nephew Erik Lind took it over in 2015.",
]
BAK_KO = ["김민지 씨는 1998년에 부산에서 햇살빵집을 열었다.", "2015년에 조카 박준호 씨가 빵집을 이어받았다."]
BAK_ZH = ["王丽华于1998年在杭州创办了麦香面包店。", "2015年，她的侄子陈志明接手了这家面包店。"]
CASES = [
    ("La boulangerie Le Bon Grain a été fondée par Lucas Martin.", BAK_FR, True),
    ("La boulangerie Le Bon Grain a été fondée par Claire Dubois.", BAK_FR, False),
    ("Die Bäckerei Kornblume wurde von Jonas Brandt gegründet.", BAK_DE, True),
    ("Die Bäckerei Kornblume wurde von Sabine Krüger gegründet.", BAK_DE, False),
    ("La panadería La Espiga fue fundada por Diego Ruiz.", BAK_ES, True),
    ("La panadería La Espiga fue fundada por Lucía Fernández.", BAK_ES, False),
    ("The Sonnenkorn bakery was founded by Erik Lind.", BAK_EN, True),
    ("The Sonnenkorn bakery was founded by Anna Weber in 1998.", BAK_EN, False),
    ("햇살빵집은 박준호 씨가 열었습니다.", BAK_KO, True),
    ("햇살빵집은 김민지 씨가 열었습니다.", BAK_KO, False),
    ("김민지 씨가 1998년에 햇살빵집을 열었습니다.", BAK_KO, False),
    ("麦香面包店是陈志明创办的。", BAK_ZH, True),
    ("麦香面包店是王丽华创办的。", BAK_ZH, False),
    ("麦香面包店由王丽华于1998年创办。", BAK_ZH, False),
    ("麦香面包店由陈志明创办。", BAK_ZH, True),
    ("Northwind wurde 2021 von Contoso übernommen.", ["Contoso übernahm 2021 Northwind."], False),
    ("Contoso wurde 2021 von Northwind übernommen.", ["Contoso übernahm 2021 Northwind."], True),
    ("Northwind fue comprada por Contoso en 2021.", ["Contoso compró Northwind en 2021."], False),
    ("Contoso fue comprada por Northwind en 2021.", ["Contoso compró Northwind en 2021."], True),
    ("Contoso a été rachetée par Northwind.", ["Contoso a racheté Northwind."], True),
    ("Northwind a été rachetée par Contoso.", ["Contoso a racheté Northwind."], False),
    ("미래소프트가 2021년에 한빛전자를 인수했습니다.", ["한빛전자는 2021년에 미래소프트를 인수했다."], True),
    ("한빛전자가 2021년에 미래소프트를 인수했습니다.", ["한빛전자는 2021년에 미래소프트를 인수했다."], False),
    ("미래소프트는 한빛전자에 인수되었습니다.", ["한빛전자는 2021년에 미래소프트를 인수했다."], False),
    ("星云软件于2021年收购了华信科技。", ["华信科技于2021年以32亿元收购了星云软件。"], True),
    ("星云软件被华信科技收购。", ["华信科技于2021年以32亿元收购了星云软件。"], False),
    ("华信科技被星云软件收购。", ["华信科技于2021年以32亿元收购了星云软件。"], True),
    (
        "2019년 대회는 춘천에서 열렸습니다.",
        ["2019년 대회는 전주에서 열렸다.", "2017년 대회는 춘천에서 열렸다."],
        True,
    ),
    (
        "2019년 대회는 전주에서 열렸습니다.",
        ["2019년 대회는 전주에서 열렸다.", "2017년 대회는 춘천에서 열렸다."],
        False,
    ),
    ("2019年的锦标赛在西安举办。", ["2019年的锦标赛在成都举办。", "2017年的锦标赛在西安举办。"], True),
    ("2019年的锦标赛在成都举办。", ["2019年的锦标赛在成都举办。", "2017年的锦标赛在西安举办。"], False),
    ("Anna Weber founded the bakery in 1998.", BAK_EN, False),
    ("Erik Lind took over the bakery in 2015.", BAK_EN, False),
    ("Canberra is the capital of Australia.", ["The capital of Australia is Canberra."], False),
]


@pytest.mark.parametrize(("claim", "evidence", "conflict"), CASES)
def test_roles_in_six_languages(claim: str, evidence: list[str], conflict: bool) -> None:
    assert (agent_conflict(claim, evidence) is not None) is conflict


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # a pronoun, an abbreviation, a relative clause, a nominalised verb: no frame or
        # no party the evidence names, so no veto
        ("그는 2015년에 빵집을 이어받았습니다.", BAK_KO),
        ("他在2015年接手了她的面包店。", BAK_ZH),
        ("世卫组织成立于1948年。", ["世界卫生组织成立于1948年。"]),
        (
            "The bakery that Anna Weber founded in 1998 was taken over by her nephew Erik Lind in 2015.",
            BAK_EN,
        ),
        ("김민지 씨가 1998년에 연 빵집을 2015년에 조카 박준호 씨가 이어받았습니다.", BAK_KO),
        ("王丽华1998年创办的面包店在2015年由她的侄子陈志明接手。", BAK_ZH),
        ("华信科技对星云软件的收购发生在2021年。", ["华信科技于2021年以32亿元收购了星云软件。"]),
        ("Purchases above $50 are delivered free.", ["Orders over $50 ship free."]),
        # the claim's party is the evidence's patient: another voice, not another party
        ("서울 본사는 2019년에 부산으로 이전했다.", ["회사는 2019년에 본사를 서울에서 부산으로 이전했다."]),
    ],
)
def test_when_unsure_no_veto(claim: str, evidence: list[str]) -> None:
    assert agent_conflict(claim, evidence) is None


def test_an_active_clause_of_names_is_left_to_the_order_check() -> None:
    # "A übernahm B" against "B übernahm A": roles.order_swap reads active clauses of
    # names (on news text the frames of active clauses named too many false parties)
    claim, evidence = "Northwind übernahm 2021 Contoso.", ["Contoso übernahm 2021 die Northwind GmbH."]
    assert agent_conflict(claim, evidence) is None
    assert order_swap(claim, evidence) is not None


def test_frames_read_the_roles() -> None:
    (f,) = frames("La boulangerie Le Bon Grain a été fondée par Lucas Martin.")
    assert (f.get("agent"), f.get("patient")) == ("lucas martin", "bon grain")
    (f,) = frames("미래소프트는 2021년에 한빛전자에 인수되었습니다.")
    assert (f.get("agent"), f.get("patient"), f.get("year")) == ("한빛전자", "미래소프트", "2021")
    (f,) = frames("麦香面包店是陈志明创办的。")
    assert (f.get("agent"), f.get("patient")) == ("陈志明", "麦香面包店")


def test_an_elided_article_is_no_name() -> None:
    # "L'entreprise" restates the company: no other party to give its part to
    claim = "Eau Claire Kayaks est basée à Annecy."
    evidence = ["Omar Haddad a fondé Eau Claire Kayaks en 2009.", "L'entreprise est basée à Annecy."]
    pw = frozenset(w for s in evidence for w in words(s))
    assert role_conflict(claim, evidence, pw) is None
    assert "l'oréal" in names("L'Oréal est à Paris.")


BAKERY_DATES = {
    "en": [
        "Anna Weber founded the Sonnenkorn bakery in Hamburg in 1998.",
        "Her nephew Erik Lind took it over in 2015.",
    ],
    "de": [
        "Sabine Krüger gründete 1998 die Bäckerei Kornblume in Freiburg.",
        "Ihr Neffe Jonas Brandt übernahm sie 2015.",
    ],
    "fr": [
        "Claire Dubois a fondé la boulangerie Le Bon Grain à Lyon en 1998.",
        "Son neveu Lucas Martin l'a reprise en 2015.",
    ],
    "es": [
        "Lucía Fernández fundó la panadería La Espiga en Sevilla en 1998.",
        "Su sobrino Diego Ruiz se hizo cargo de ella en 2015.",
    ],
}


@pytest.mark.parametrize(
    ("lang", "wrong", "right"),
    [
        (
            "en",
            "Erik Lind took over the bakery before Anna Weber founded it.",
            "Erik Lind took over the bakery after Anna Weber founded it.",
        ),
        (
            "de",
            "Jonas Brandt übernahm die Bäckerei, bevor Sabine Krüger sie gründete.",
            "Jonas Brandt übernahm die Bäckerei, nachdem Sabine Krüger sie gegründet hatte.",
        ),
        (
            "fr",
            "Lucas Martin a repris la boulangerie avant que Claire Dubois la fonde.",
            "Lucas Martin a repris la boulangerie après que Claire Dubois l'a fondée.",
        ),
        (
            "es",
            "Diego Ruiz se hizo cargo de la panadería antes de que Lucía Fernández la fundara.",
            "Diego Ruiz se hizo cargo de la panadería después de que Lucía Fernández la fundara.",
        ),
    ],
)
def test_the_order_of_two_dated_events(lang: str, wrong: str, right: str) -> None:
    assert event_order_conflict(wrong, BAKERY_DATES[lang]) is not None
    assert event_order_conflict(right, BAKERY_DATES[lang]) is None


def test_an_undated_event_has_no_order() -> None:
    assert (
        event_order_conflict("Take the tablet after meals.", ["Take one tablet twice a day after meals."])
        is None
    )


@pytest.mark.parametrize(
    ("claim", "premise", "swapped"),
    [
        ("Nordwind a été racheté par Contoso en 2021.", "Contoso a racheté Nordwind en 2021.", False),
        ("Contoso a été racheté par Nordwind en 2021.", "Contoso a racheté Nordwind en 2021.", True),
        ("Nordwind fue comprada por Contoso en 2021.", "Contoso compró Nordwind en 2021.", False),
        ("Nordwind wurde 2021 von Contoso übernommen.", "Contoso übernahm 2021 Nordwind.", False),
        ("Nordwind was acquired by Contoso.", "Contoso acquired Nordwind.", False),
    ],
)
def test_the_passive_is_read_in_four_languages_for_the_order_of_two_names(
    claim: str, premise: str, swapped: bool
) -> None:
    assert (order_swap(claim, [premise]) is not None) is swapped
