# ruff: noqa: E501
"""Transfers between two parties (a sale, a handover, a succession) read as (giver,
receiver), whichever verb and voice say them, in the six languages; and what the judge
makes of them: the converse verb restates, the other direction contradicts."""

from __future__ import annotations

import pytest

from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.transfer import Transfer, transfer_agrees, transfer_conflict, transfers
from ragmeter.text.clauses import clauses


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("sentence", "giver", "receiver"),
    [
        ("Tom sold the shop to Lena in 2010.", "tom", "lena"),
        ("Lena bought the shop from Tom.", "tom", "lena"),
        ("The shop was sold to Lena by Tom.", "tom", "lena"),
        ("Maria Berg took over the bakery from Erik Lind in 2015.", "erik lind", "maria berg"),
        ("Priya Raman succeeded Daniel Okafor as CEO.", "daniel okafor", "priya raman"),
        ("Daniel Okafor was succeeded as CEO by Priya Raman.", "daniel okafor", "priya raman"),
        (
            "Dr. Anna Krüger hat 2015 die Hausarztpraxis von Dr. Markus Roth übernommen.",
            "markus roth",
            "anna krüger",
        ),
        ("Claire Dubois a vendu la boulangerie à Lucas Martin.", "claire dubois", "lucas martin"),
        ("Diego Ruiz compró la tienda a Ana López.", "ana lópez", "diego ruiz"),
        ("이수진 씨가 김민수 씨로부터 가게를 인수했습니다.", "김민수", "이수진"),
        ("김민수 씨가 이수진 씨에게 가게를 팔았습니다.", "김민수", "이수진"),
        ("2015年，王芳把这家店卖给了李明。", "王芳", "李明"),
        ("李明从王芳手中买下了这家店。", "王芳", "李明"),
    ],
)
def test_a_transfer_is_read_as_giver_and_receiver(sentence: str, giver: str, receiver: str) -> None:
    assert Transfer(giver, receiver) in transfers(sentence)


def test_a_pronoun_stands_for_the_one_name_the_clause_leaves() -> None:
    # "she" is the name of the sentence before; the receiver stands in an apposition
    found = transfers(
        "In 2019 she handed the practice over to her former intern, Dr. Samuel Reyes.",
        before=("helen okafor",),
    )
    assert found == (Transfer("helen okafor", "samuel reyes"),)
    # no other name in reach: the giver is not read
    assert transfers("She sold the shop to Tom.") == (Transfer(None, "tom"),)


def test_a_clause_without_a_subject_has_the_one_before() -> None:
    sentence = "Dr. Anna Krüger gründete die Praxis 1989 und übergab sie 2015 an Dr. Markus Roth."
    assert len(clauses(sentence)) == 2
    assert transfers(sentence) == (Transfer("anna krüger", "markus roth"),)


def test_a_capitalised_noun_after_an_article_is_no_party() -> None:
    assert transfers("Sie hat 2015 die Hausarztpraxis am Marktplatz von Dr. Markus Roth übernommen.") == (
        Transfer("markus roth", None),
    )


def test_no_transfer_without_the_particle_or_without_a_party() -> None:
    assert transfers("Tom took the train to Berlin.") == ()
    assert transfers("The shop was sold in 2010.") == ()


@pytest.mark.parametrize(
    ("claim", "evidence", "found"),
    [
        ("Lena sold the shop to Tom.", ["Tom sold the shop to Lena in 2010."], ("tom", "lena")),
        (
            "Erik Lind took over the bakery in 2015.",
            ["Maria Berg took over the bakery from Erik Lind in 2015."],
            ("erik lind", "maria berg"),
        ),
        (
            "Dr. Helen Okafor took over the practice from Dr. Samuel Reyes in 2019.",
            [
                "Dr. Helen Okafor opened the clinic in 2006.",
                "In 2019 she handed the practice over to her former intern, Dr. Samuel Reyes.",
            ],
            ("helen okafor", "samuel reyes"),
        ),
        ("李明把这家店卖给了王芳。", ["2015年，王芳把这家店卖给了李明。"], ("王芳", "李明")),
    ],
)
def test_the_other_direction_conflicts(claim: str, evidence: list[str], found: tuple[str, str]) -> None:
    assert transfer_conflict(claim, evidence) == found


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("Lena bought the shop from Tom.", "Tom sold the shop to Lena in 2010."),
        (
            "Maria Berg took over the bakery from Erik Lind.",
            "In 2015 Erik Lind handed the bakery over to Maria Berg.",
        ),
        (
            "Lucas Martin a racheté la boulangerie à Claire Dubois.",
            "Claire Dubois a vendu la boulangerie à Lucas Martin.",
        ),
        ("Diego Ruiz compró la tienda a Ana López.", "Ana López vendió la tienda a Diego Ruiz en 2015."),
    ],
)
def test_the_converse_verb_agrees(claim: str, evidence: str) -> None:
    assert transfer_agrees(claim, [evidence])
    assert transfer_conflict(claim, [evidence]) is None


def test_a_chain_of_transfers_holds_each_link() -> None:
    evidence = [
        "Erik Lind bought the bakery from Anna Weber in 2000.",
        "In 2015 Erik Lind sold it to Maria Berg.",
    ]
    assert transfer_conflict("Erik Lind took over the bakery from Anna Weber.", evidence) is None
    assert transfer_conflict("Maria Berg bought the bakery from Erik Lind.", evidence) is None
    assert transfer_conflict("Anna Weber bought the bakery from Erik Lind.", evidence) == (
        "anna weber",
        "erik lind",
    )


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        ("Lena bought the shop from Tom.", "Tom sold the shop to Lena in 2010.", True),
        ("Tom bought the shop from Lena.", "Tom sold the shop to Lena in 2010.", False),
        ("Lena bought the van from Tom.", "Tom sold the shop to Lena in 2010.", False),
        (
            "Lucas Martin a racheté la boulangerie à Claire Dubois.",
            "Claire Dubois a vendu la boulangerie à Lucas Martin en 2018.",
            True,
        ),
        (
            "Claire Dubois a racheté la boulangerie à Lucas Martin.",
            "Claire Dubois a vendu la boulangerie à Lucas Martin en 2018.",
            False,
        ),
        (
            "Diego Ruiz compró la tienda a Ana López.",
            "Ana López vendió la tienda a Diego Ruiz en 2015.",
            True,
        ),
        (
            "Ana López compró la tienda a Diego Ruiz.",
            "Ana López vendió la tienda a Diego Ruiz en 2015.",
            False,
        ),
        ("李明从王芳手中买下了这家店。", "2015年，王芳把这家店卖给了李明。", True),
        ("王芳从李明手中买下了这家店。", "2015年，王芳把这家店卖给了李明。", False),
        (
            "이수진 씨가 김민수 씨로부터 가게를 인수했습니다.",
            "김민수 씨가 2015년에 이수진 씨에게 가게를 팔았습니다.",
            True,
        ),
        (
            "김민수 씨가 이수진 씨로부터 가게를 인수했습니다.",
            "김민수 씨가 2015년에 이수진 씨에게 가게를 팔았습니다.",
            False,
        ),
        (
            "Maria Berg took over the bakery from Erik Lind in 2015.",
            "In 2015 Erik Lind handed the bakery over to Maria Berg.",
            True,
        ),
        (
            "Erik Lind took over the bakery in 2015.",
            "Maria Berg took over the bakery from Erik Lind in 2015.",
            False,
        ),
        (
            "Dr. Anna Krüger gründete die Praxis 1989 und übergab sie 2015 an Dr. Markus Roth.",
            "Dr. Markus Roth gründete die Praxis 1989. 2015 übergab er sie an Dr. Anna Krüger.",
            False,
        ),
        (
            "Dr. Helen Okafor took over the practice from Dr. Samuel Reyes in 2019.",
            "Dr. Helen Okafor opened the clinic in 2006. In 2019 she handed the practice over to her former "
            "intern, Dr. Samuel Reyes.",
            False,
        ),
    ],
)
def test_the_judge_reads_the_transfer(judge: OfflineJudge, claim: str, context: str, supported: bool) -> None:
    (verdict,) = judge._check(claim, [context])
    assert (verdict.label is Label.SUPPORTED) is supported, verdict.reason


@pytest.mark.parametrize(
    ("sentence", "giver", "receiver"),
    [
        # a year in front of a German verb: the subject comes right after it; "an" is "to"
        ("1972 verkaufte die Familie Vogel das Hotel an Clara Hartmann.", "familie vogel", "clara hartmann"),
        # a noun of people makes a name after an article a party
        ("In 1968 the Brunner family bought the hotel from Josef Keller.", "josef keller", "brunner"),
        # "son" is no auxiliary of a passive where a name stands between it and the verb
        ("In 1968, her son Josef Keller sold the hotel to the Brunner family.", "josef keller", "brunner"),
    ],
)
def test_word_order_and_nouns_of_people(sentence: str, giver: str, receiver: str) -> None:
    assert Transfer(giver, receiver) in transfers(sentence)


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # "the company", or no subject at all, is the document's subject
        (
            "In 2004, Corvin Press acquired the Dutch group Veldmann.",
            "Corvin Press was founded in 1921 by Margaret Ellison. In 1968 it merged with Hale & Sons. "
            "The company was acquired by the Dutch group Veldmann in 2004.",
            Label.CONTRADICTED,
        ),
        (
            "En 2011, Alba Roja adquirió el grupo Mirador.",
            "La editorial Alba Roja fue fundada en 1946 por Teresa Camps. En 2011 fue adquirida por el grupo "
            "Mirador.",
            Label.CONTRADICTED,
        ),
        (
            "2012 übernahm Lindenhaus die Mediengruppe Hartmann.",
            "Der Verlag Lindenhaus wurde 1897 gegründet. 1989 fusionierte Lindenhaus mit dem Kranich Verlag, und "
            "2012 übernahm die Mediengruppe Hartmann das Unternehmen.",
            Label.CONTRADICTED,
        ),
        (
            "1972 verkaufte die Familie Vogel das Hotel an Clara Hartmann.",
            "Das Hotel Seeblick wurde 1908 gegründet. 1972 verkaufte seine Enkelin Clara Hartmann das Haus an "
            "die Familie Vogel.",
            Label.CONTRADICTED,
        ),
        # the same transfers said right are not vetoed
        (
            "In 1968 the Brunner family bought the hotel from Josef Keller.",
            "In 1968, her son Josef Keller sold the hotel to the Brunner family.",
            Label.SUPPORTED,
        ),
        (
            "1972 verkaufte Clara Hartmann das Hotel an die Familie Vogel.",
            "Das Hotel Seeblick wurde 1908 gegründet. 1972 verkaufte seine Enkelin Clara Hartmann das Haus an "
            "die Familie Vogel.",
            Label.SUPPORTED,
        ),
    ],
)
def test_the_document_subject_and_families(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    (verdict,) = judge._check(claim, [context])
    assert verdict.label is label, verdict.reason
