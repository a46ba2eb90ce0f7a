"""Judge version 20: explicit checks that vetoed a format, not a value. Names joined by
"and" are one party (no clause boundary between them), a passive is read with any
participle after its auxiliary and with a Romance participle alone ("fundado por"), a
Chinese party leaves its time out; one session is no frequency ("수업 한 번"), a clock
time is one unit when polarity compares clauses, "half of which" is a share, a
Korean evening range with 에서 and a duration before 짜리 are read, a full-width comma
before a number is a comma; "all" in "in all", after a list or of what "only" says is
no wider scope; an acronym spelt out in the premise is no missing name, nor a German
noun after a preposition and an adjective, "man" or a fixed phrase.

Each phenomenon has the claim a careful reader accepts (no explicit check may veto it:
the model decides) and one with a value changed (still refused)."""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.judges.base import Decider, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.agents import agent_conflict
from ragmeter.judges.offline.roles import order_swap, role_conflict
from ragmeter.text.canon import canonical
from ragmeter.text.facts import entities, values
from ragmeter.text.questions import QuestionType
from ragmeter.text.refusal import is_refusal
from ragmeter.text.slots import filler_tokens
from ragmeter.text.tokenize import normalize, words


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _vetoed(judge: OfflineJudge, claim: str, context: str) -> bool:
    """Whether an explicit check vetoes some claim of ``claim``."""
    return any(
        v.cause is not None and v.cause.decider is Decider.CHECK for v in judge._check(claim, [context])
    )


def _supported(judge: OfflineJudge, claim: str, context: str) -> bool:
    return all(v.label is Label.SUPPORTED for v in judge._check(claim, [context]))


# ------------------------------------------------------------------ no veto on a format
@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # names joined by "and" are one party, in the claim and in the premise
        (
            "Ilona and Peter Varga founded the estate in 1987.",
            "Larkspur Hill Estate was founded in 1987 by Ilona and Peter Varga.",
        ),
        (
            "Priya Nandakumar and Tom Ellery founded Spokes & Chains in 2011.",
            "Spokes & Chains, a bicycle repair cooperative on Maple Street, was founded in 2011 by Priya "
            "Nandakumar and Tom Ellery.",
        ),
        # a passive with an irregular participle, an adverbial, a Romance participle alone
        (
            "Priya Nandakumar runs the Beacon Street coworking space.",
            "The Beacon Street coworking space is run by Priya Nandakumar.",
        ),
        (
            "Leo Marsh is a groomer who was hired in 2022 by Dana Whitfield.",
            "The salon is run by Dana Whitfield, who hired groomer Leo Marsh in 2022.",
        ),
        (
            "El Hotel Miramar, fundado por Carmen Ortega en 1947, está dirigido desde 2014 por Elena Sanz.",
            "El Hotel Miramar fue fundado en 1947 por Carmen Ortega. Desde 2014 lo dirige Elena Sanz.",
        ),
        # a Chinese party without its time
        ("初学者课程由教练王浩开设，时间是每周日上午10点。", "教练王浩每周日上午10点开设初学者课程。"),
        # one session, not a frequency; a price per session
        (
            "수업 한 번은 1시간 30분 동안 진행됩니다.",
            "수업은 매주 수요일 오후 4시 30분에 시작해 90분 동안 진행됩니다.",
        ),
        (
            "업라이트 피아노는 한 번 조율하는 데 120,000원입니다.",
            "업라이트 피아노 조율은 회당 12만 원입니다.",
        ),
        # a clock time is one unit: "22:00" of another clause shares no "00" with "14:00"
        (
            "입실은 14시부터 가능합니다.",
            "입실은 오후 2시부터, 퇴실은 다음 날 오전 11시까지입니다. "
            "밤 10시 이후에는 음악을 틀 수 없습니다.",
        ),
        # the state of a verb whose subject the clause before has
        (
            "A router is included at no extra charge with the Fibre 300 plan.",
            "The Brightline Fibre 300 plan costs €34.90 per month and includes a router at no extra charge.",
        ),
        # values in other forms
        ("Roughly 50% of the 140 stalls sell food.", "It has 140 stalls, about half of which sell food."),
        (
            "목요일마다 저녁 7시에서 9시까지 초급 물레 수업이 열립니다.",
            "매주 목요일 저녁 7시부터 9시까지 초급 물레 수업을 연다.",
        ),
        (
            "초급 과정은 10주짜리이다.",
            "초급 과정은 10주 동안 진행되며, 수업은 월요일과 목요일 저녁 7시에 시작합니다.",
        ),
        ("南站行李寄存处全天24小时开放。", "南站行李寄存处位于东出口旁，24小时开放。"),
        # "all" that widens nothing
        (
            "Garden waste, metal, paper and glass are all accepted free of charge at the Eastgate "
            "Recycling Yard.",
            "The Eastgate Recycling Yard accepts glass, paper, metal and garden waste free of charge.",
        ),
        ("The tour covers 180 kilometres in all.", "The tour covers 180 kilometres in total."),
        (
            "Ils sont tous cultivés ou fabriqués à moins de 50 km.",
            "Les exposants n'y vendent que des produits cultivés ou fabriqués à moins de 50 kilomètres.",
        ),
        (
            "Mikrowellen werden nicht repariert, alle anderen Elektrogeräte aber schon.",
            "Ehrenamtliche reparieren dort Elektrogeräte aller Art, mit Ausnahme von Mikrowellen.",
        ),
        # no missing name: an acronym spelt out, German nouns
        ("Level 1 is reserved for EVs.", "Level 1 is reserved for electric vehicles."),
        (
            "Das erste Beratungsgespräch nimmt 45 Minuten in Anspruch.",
            "Ein Erstgespräch dauert 45 Minuten und kostet 80 €.",
        ),
        (
            "Zu privaten Forschungszwecken darf man Fotos machen, allerdings ohne Blitz.",
            "Fotografieren ist für private Forschungszwecke erlaubt, Blitzlicht jedoch nicht.",
        ),
    ],
)
def test_no_check_vetoes_a_format(judge: OfflineJudge, claim: str, context: str) -> None:
    assert not _vetoed(judge, claim, context)


# ------------------------------------------------------------------ a value changed: refused
@pytest.mark.parametrize(
    ("claim", "context"),
    [
        (
            "Anna Weber and Erik Lind founded the bakery.",
            "Anna Weber founded the bakery in 1998; Erik Lind took it over in 2010.",
        ),
        (
            "Tom Ellery founded Spokes & Chains in 2011.",
            "Spokes & Chains was founded in 2011 by Priya Nandakumar. Tom Ellery joined in 2013.",
        ),
        (
            "Dana Whitfield was hired in 2022 by Leo Marsh.",
            "The salon is run by Dana Whitfield, who hired groomer Leo Marsh in 2022.",
        ),
        ("Northwind was acquired by Contoso in 2019.", "Northwind acquired Contoso in 2019."),
        ("수업은 매주 두 번 열립니다.", "수업은 매주 한 번 열립니다."),
        # one time, where the premise counts three (with a particle after its counter)
        ("수업은 한 번 열립니다.", "수업은 주 3번은 열립니다."),
        (
            "업라이트 피아노는 한 번 조율하는 데 150,000원입니다.",
            "업라이트 피아노 조율은 회당 12만 원입니다.",
        ),
        (
            "목요일마다 저녁 7시에서 10시까지 초급 물레 수업이 열립니다.",
            "매주 목요일 저녁 7시부터 9시까지 초급 물레 수업을 연다.",
        ),
        ("초급 과정은 12주짜리이다.", "초급 과정은 10주 동안 진행됩니다."),
        ("Roughly 30% of the 140 stalls sell food.", "It has 140 stalls, about half of which sell food."),
        ("All rooms have a balcony.", "The rooms on the top floor have a balcony."),
        ("Alle Zimmer haben einen Balkon.", "Die Zimmer im Obergeschoss haben einen Balkon."),
        ("입실은 14시부터 불가능합니다.", "입실은 오후 2시부터 가능합니다."),
        (
            "A router costs extra with the Fibre 300 plan.",
            "The Fibre 300 plan costs €34.90 per month and includes a router at no extra charge.",
        ),
        ("Das Turnier 2019 fand in Oulu statt.", "Das Turnier 2019 fand in Tampere statt."),
        # a Korean verb negated in another ending ("할인되지 않습니다")
        (
            "VIP석도 30% 할인됩니다.",
            "대학생은 R석과 S석을 30% 할인받을 수 있지만, VIP석은 할인되지 않습니다.",
        ),
        # another day excepted, the claim opening with its exception
        ("除周一外每天营业。", "门店除周二外每天营业，营业时间为早上7点到下午6点。"),
    ],
)
def test_a_value_changed_is_refused(judge: OfflineJudge, claim: str, context: str) -> None:
    assert not _supported(judge, claim, context)


# ------------------------------------------------------------------ the pieces
def test_names_joined_by_and_are_one_party() -> None:
    claim = "Priya Nandakumar and Tom Ellery founded Spokes & Chains in 2011."
    premise = ["Spokes & Chains was founded in 2011 by Priya Nandakumar and Tom Ellery."]
    assert role_conflict(claim, premise, frozenset(w for s in premise for w in words(s))) is None
    # ... but a part the premise gives one of them alone is not the other's
    other = ["Anna Weber founded the bakery in 1998; Erik Lind took it over in 2010."]
    found = role_conflict(
        "Anna Weber and Erik Lind founded the bakery.", other, frozenset(w for s in other for w in words(s))
    )
    assert found == ("erik", "anna")


@pytest.mark.parametrize(
    ("claim", "sentence"),
    [
        (
            "Priya Nandakumar runs the Beacon Street space.",
            "The Beacon Street space is run by Priya Nandakumar.",
        ),
        (
            "Dana Whitfield hired Leo Marsh in 2022.",
            "Leo Marsh is a groomer who was hired in 2022 by Dana Whitfield.",
        ),
        (
            "Carmen Ortega fundó el Hotel Miramar.",
            "El Hotel Miramar, fundado por Carmen Ortega, abrió en 1947.",
        ),
    ],
)
def test_passives_read(claim: str, sentence: str) -> None:
    assert order_swap(claim, [sentence]) is None


def test_a_chinese_party_leaves_its_time_out() -> None:
    assert agent_conflict("初学者课程由教练王浩开设。", ["教练王浩每周日上午10点开设初学者课程。"]) is None
    premise = ["教练李明每周日上午10点开设初学者课程。", "教练王浩每周六下午3点开设高级课程。"]
    assert agent_conflict("初学者课程由教练王浩开设。", premise) == ("教练王浩", "教练李明")


def test_values_in_more_forms() -> None:
    assert values("南站行李寄存处位于东出口旁，24小时开放。") == values("全天24小时开放")
    assert "50 percent of which" in canonical(normalize("about half of which sell food"))
    assert canonical(normalize("저녁 7시에서 9시까지")) == "19:00에서 21:00까지"
    assert "70일" in canonical(normalize("10주짜리"))
    # "点一直" is seven o'clock "all along", no 7.1; "六点一米" stays 6.1 metres
    assert "7:00一直开到18:00" in canonical(normalize("每天都从早上七点一直开到下午六点"))
    assert canonical(normalize("六点一米")) == "6.1 metre"
    # a comma between digits stays a thousands separator
    assert normalize("1,500원") == "1,500원"


def test_german_nouns_and_acronyms_are_no_names() -> None:
    assert entities("Das erste Beratungsgespräch nimmt 45 Minuten in Anspruch.") == frozenset()
    assert (
        entities("Zu privaten Forschungszwecken darf man Fotos machen, allerdings ohne Blitz.") == frozenset()
    )
    assert entities("Das Turnier fand in Tampere statt.") == frozenset({"tampere"})
    assert entities("Man kann Anna Weber fragen.") == frozenset({"anna weber"})


# ------------------------------------------------------------------ refusals
@pytest.mark.parametrize(
    "answer",
    [
        "The context gives the office's address and opening hours but says nothing about parking, so I can't "
        "answer that.",
        "죄송하지만 그 부분은 제가 알지 못합니다.",
        "안내문에는 벼룩시장이 열리는 날짜와 장소는 나와 있지만 "
        "주차에 대한 내용은 없어서 답변드리기 어렵습니다.",
        "In den vorliegenden Unterlagen stehen nur Kursbeginn, Termine und Preis; "
        "über Parkmöglichkeiten steht dort nichts, deshalb kann ich die Frage nicht beantworten.",
        "El texto habla de la altitud y de los precios del refugio, pero no menciona el wifi, "
        "así que no puedo responder.",
        "Darüber geben die Unterlagen keine Auskunft.",
        "Ob es dort Parkplätze gibt, steht nicht in den Unterlagen.",
        "Je suis désolé, mais les informations dont je dispose ne précisent pas si la cabine "
        "fait des photos de visa ; elles ne parlent que des passeports.",
    ],
)
def test_refusals_that_say_what_the_documents_hold(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "The pool is open until 8 pm, but I'm not sure whether it is heated.",
        "The documents list a price of $5 for parking, but they don't say whether it is covered.",
        "Die Unterlagen nennen 5 Euro für das Parken.",
        "The document describes the pool as heated.",
    ],
)
def test_answers_with_a_hedge_are_no_refusals(answer: str) -> None:
    assert not is_refusal(answer)


def test_when_and_how_long_never_read_each_other_forever() -> None:
    # ("within" sends "when" to how long, and a span read as dates sent it back: a
    # RecursionError reached the user)
    answer = "至于商户，它须在 15 天内提交说明材料。"
    assert filler_tokens(answer, QuestionType.WHEN) == set()
    record = {"id": "1", "question": "商户要多久回应？", "answer": answer}
    run = ragmeter.evaluate([{**record, "contexts": ["商户须在15天内提交说明材料。"]}])
    assert run.samples[0].scores["answer_relevancy"].ok


@pytest.mark.parametrize(
    ("answer", "correct"),
    [("7 euros.", True), ("8 euros.", False), ("4 euros.", False), ("12 euros.", False)],
)
def test_a_short_price_against_a_reference_with_ages(answer: str, correct: bool) -> None:
    # the ages of "niños de 4 a 12 años" are no price: "7 euros." states the reference
    reference = "El billete de ida y vuelta para niños de 4 a 12 años cuesta 7 euros."
    record = {"id": "1", "question": "¿Cuánto cuesta el billete de niño del ferry?", "answer": answer}
    run = ragmeter.evaluate(
        [{**record, "reference": reference, "contexts": [reference]}], metrics=["answer_correctness"]
    )
    value = run.samples[0].scores["answer_correctness"].value
    assert value is not None and (value >= 0.5) is correct


def test_a_short_price_against_a_reference_that_says_what_it_includes() -> None:
    reference = "门票为每人六十元，含冰鞋租赁。"
    record = {"id": "1", "question": "滑冰场门票多少钱？", "reference": reference, "contexts": [reference]}
    run = ragmeter.evaluate(
        [{**record, "id": "a", "answer": "六十元一位。"}, {**record, "id": "b", "answer": "八十元一位。"}],
        metrics=["answer_correctness"],
    )
    right, wrong = (s.scores["answer_correctness"].value for s in run.samples)
    assert right is not None and right >= 0.5
    assert wrong is not None and wrong < 0.5
