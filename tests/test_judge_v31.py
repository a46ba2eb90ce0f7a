"""Judge version 31, read from new fresh sets (BQ, BR); each phenomenon has the reading a
careful reader accepts and one with a value changed:

* wishes and apologies around an answer are no claims ("I hope you get clear skies!",
  "Ich wünsche Ihnen einen klaren Himmel!", "맑은 날 방문하시길 바랄게요!", "Disculpe las
  molestias."); "keinerlei Angaben" refuses;
* a range with one unit ("3 to 4 hours", "de 3 à 4 heures", "mindestens 3 und höchstens 4
  Stunden") gives the unit to both ends; square feet and the Korean 평 are units of their
  own, never square metres; "neuf heures du soir" is 21:00;
* a bare value to a question of no typed slot ("300 dpi.") states the reference;
* relevancy: Korean verbs in other endings ("여나요" / "엽니다"), weekdays said two ways
  ("工作日" / "周一至周五"), a polite short answer ("90일이요"), and a sentence about
  another thing that happens to give a date;
* an appointment needed against none ("nur mit Termin" / "ohne Termin"); a week with a day
  added ("Sundays included") against one that excepts it; a boat that casts off from the
  other end ("legt in Wittsand ab"); a Korean "기준으로" that is content, not a source."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import answer_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.claims import claim_split
from ragmeter.text.refusal import is_refusal
from ragmeter.text.tokenize import content_tokens, normalize

S = Label.SUPPORTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _canon(text: str) -> str:
    return canonical(normalize(text))


@pytest.mark.parametrize(
    "closer",
    [
        "I hope you get clear skies!",
        "I wish you a pleasant flight.",
        "Ich wünsche Ihnen einen klaren Himmel!",
        "Je vous souhaite un beau ciel dégagé !",
        "En espérant que cela vous aide !",
        "¡Ojalá le toque un cielo despejado!",
        "맑은 날 방문하시길 바랄게요!",
        "Sorry for the inconvenience.",
        "Ich bitte um Ihr Verständnis.",
        "Je vous remercie de votre compréhension.",
        "Disculpe las molestias.",
        "给您带来不便，敬请谅解。",
    ],
)
def test_a_wish_or_an_apology_is_no_claim(closer: str) -> None:
    split = claim_split(f"The evening goes ahead with a planetarium show. {closer}")
    assert split.claims == ("The evening goes ahead with a planetarium show.",)


@pytest.mark.parametrize(
    "sentence",
    ["I hope you have to pay 5 dollars.", "방문 전에 예약하시기 바랍니다.", "Ich wünsche mir 3 Zimmer."],
)
def test_a_sentence_that_says_something_stays_a_claim(sentence: str) -> None:
    assert claim_split(sentence).claims


def test_keinerlei_angaben_refuses() -> None:
    answer = (
        "Leider enthalten die mir vorliegenden Informationen keinerlei Angaben dazu, ob es eine "
        "Garderobe gibt. Ich bitte um Ihr Verständnis."
    )
    assert is_refusal(answer)
    assert not is_refusal("Es gibt eine Garderobe im Keller. Ich bitte um Ihr Verständnis.")


@pytest.mark.parametrize(
    ("text", "canon"),
    [
        ("It takes 3 to 4 hours.", "it takes 180 minute to 240 minute."),
        ("需要3到4小时", "需要180 minute到240 minute"),
        ("zwischen 3 und 4 Stunden", "zwischen 180 minute und 240 minute"),
        ("It takes 5 to 10 minutes.", "it takes 5 to 10 minute."),
        # "and" joins a range only after "between": two things may be counted
        ("rooms 3 and 4 hours", "rooms 3 and 240 minute"),
        ("dauert mindestens 3 und höchstens 4 Stunden", "dauert 180 minute atleast und 240 minute atmost"),
        ("dura como mínimo 3 horas y como máximo 4", "dura 180 minute atleast y 240 minute atmost"),
        ("prend de 3 à 4 heures", "prend de 180 minute-240 minute"),
        ("ouvert de 9 à 17 heures", "ouvert de 9 à 17:00"),
        ("À neuf heures du soir.", "à 21:00."),
        ("un vélo neuf", "un vélo neuf"),
        ("a 120-square-metre roof", "a 120 squaremetre roof"),
        ("a roof of 120 square feet", "a roof of 120 squarefoot"),
        ("120평짜리 지붕", "120 pyeong짜리 지붕"),
        ("单程总共需要三个小时零二十分钟", "单程总共需要200 minute"),
        ("门票一百零五元", "门票105 cny"),
        ("二〇一九年", "2019年"),
        ("la traversée dure 2 h 50", "la traversée dure 170 minute"),
        ("le bateau part à 2 h 50", "le bateau part à 2:50"),
        ("평일에는 쉽니다", "평일에는 쉽니다"),
    ],
)
def test_units_of_ranges_and_areas(text: str, canon: str) -> None:
    assert _canon(text) == canon


_BALLOON = "The flight lasts about one hour, and the whole experience, including inflation and landing, takes 3 to 4 hours."
_ROOF = "A standard replacement of a 120-square-metre roof takes about 8 working days."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("The whole experience takes at least 3 hours and at most 4 hours.", _BALLOON, True),
        ("The whole experience takes at least 3 hours and at most 5 hours.", _BALLOON, False),
        ("The standard replacement is for a 120 m² roof.", _ROOF, True),
        ("The standard replacement is for a roof of 120 square feet.", _ROOF, False),
        ("标准翻新针对的是120平方英尺的屋面。", "一个120平方米的标准屋面翻新约需8个工作日。", False),
    ],
)
def test_ranges_and_areas_judged(judge: OfflineJudge, answer: str, context: str, supported: bool) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


_CLAWS = "Krallenschneiden allein kostet 10 € und geht ohne Termin."
_CLAWS_FR = "La coupe des griffes seule coûte 9 € et se fait sans rendez-vous."
_DOCK = "The fuel dock is open from 7 a.m. to 7 p.m. every day except Sunday."
_DOCK_DE = "Die Tankstelle ist täglich außer sonntags von 7 bis 19 Uhr geöffnet."
_DOCK_KO = "급유 부두는 일요일을 제외하고 매일 오전 7시부터 오후 7시까지 문을 엽니다."
_FERRY = "Sie legt montags, mittwochs und freitags um 6:15 Uhr in Nordhafen ab und fährt um 14:30 Uhr von Wittsand zurück."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("Krallenschneiden allein kostet 10 € und geht ohne Termin.", _CLAWS, True),
        ("Krallenschneiden allein kostet 10 € und geht nur mit Termin.", _CLAWS, False),
        ("La coupe des griffes seule coûte 9 € et se fait sans rendez-vous.", _CLAWS_FR, True),
        ("La coupe des griffes seule coûte 9 € et se fait uniquement sur rendez-vous.", _CLAWS_FR, False),
        ("The fuel dock is open from 7 a.m. to 7 p.m. every day except Sunday.", _DOCK, True),
        (
            "The fuel dock is open from 7 a.m. to 7 p.m. every day of the week, Sundays included.",
            _DOCK,
            False,
        ),
        ("Die Tankstelle ist jeden Tag von 7 bis 19 Uhr geöffnet, auch sonntags.", _DOCK_DE, False),
        ("급유 부두는 일요일을 포함해 매일 오전 7시부터 오후 7시까지 엽니다.", _DOCK_KO, False),
        ("Um 6:15 Uhr legt die Fähre in Nordhafen ab.", _FERRY, True),
        ("Um 6:15 Uhr legt die Fähre in Wittsand ab und fährt nach Nordhafen.", _FERRY, False),
    ],
)
def test_appointments_weeks_and_departures(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


def test_a_korean_basis_is_content_not_a_source() -> None:
    split = claim_split("표준 교체는 120평짜리 지붕을 기준으로 하며, 작업일로 약 8일이 걸립니다.")
    assert not split.set_aside
    assert claim_split("자료를 기준으로 보면 9시에 엽니다.").set_aside


def test_tokens_of_a_polite_short_answer_and_of_may() -> None:
    assert content_tokens("90일이요.") == ["90", "일"]
    assert content_tokens("1년이에요") == ["1", "년"]
    assert "may" in content_tokens("Las plazas se asignan el 12 de mayo.")
    assert "may" not in content_tokens("Children under 12 may attend.")
    assert "may" not in content_tokens("You may bring 2 bags.")


def _score(metric: str, sample: dict[str, object]) -> float:
    run = ragmeter.evaluate([sample], metrics=[metric])
    value = run.samples[0].scores[metric].value
    assert value is not None
    return value


_PHARMACY_KO = "햇살약국은 평일 오전 9시부터 오후 8시까지, 토요일은 오전 9시부터 오후 2시까지 문을 엽니다."
_PHARMACY_ZH = "仁和大药房周一至周五8:00—20:00营业，周六9:00—17:00营业，周日休息。"
_DRAW = (
    "Die Anmeldestelle nimmt Anmeldungen vom 6. bis 31. März 2025 entgegen. Kinder müssen am 1. September "
    "2025 mindestens 3 Jahre alt sein. Die Plätze werden am 16. April per Losverfahren vergeben."
)


@pytest.mark.parametrize(
    ("question", "answer", "context", "relevant"),
    [
        ("햇살약국은 평일 몇 시에 문을 여나요?", "평일에는 오전 9시에 문을 엽니다.", _PHARMACY_KO, True),
        ("仁和大药房工作日几点开门？", "周一至周五早上8:00开门。", _PHARMACY_ZH, True),
        ("Wann findet das Losverfahren statt?", "Die Plätze werden am 16. April verlost.", _DRAW, True),
        ("Wann findet das Losverfahren statt?", "Am 16. April.", _DRAW, True),
        (
            "Wann findet das Losverfahren statt?",
            "Kinder müssen am 1. September 2025 mindestens 3 Jahre alt sein.",
            _DRAW,
            False,
        ),
    ],
)
def test_relevancy(question: str, answer: str, context: str, relevant: bool) -> None:
    sample = {"question": question, "answer": answer, "contexts": [context]}
    assert (_score("answer_relevancy", sample) >= 0.5) is relevant


@pytest.mark.parametrize(
    ("question", "answer", "reference", "correct"),
    [
        (
            "What is the minimum resolution for print files?",
            "300 dpi.",
            "Files must be sent as PDF with a resolution of at least 300 dpi.",
            True,
        ),
        (
            "What is the minimum resolution for print files?",
            "600 dpi.",
            "Files must be sent as PDF with a resolution of at least 300 dpi.",
            False,
        ),
        (
            "바이트픽스 수리의 보증 기간은 얼마나 되나요?",
            "90일이요.",
            "모든 수리에는 90일 보증이 적용됩니다.",
            True,
        ),
        (
            "바이트픽스 수리의 보증 기간은 얼마나 되나요?",
            "60일이요.",
            "모든 수리에는 90일 보증이 적용됩니다.",
            False,
        ),
        (
            "À quelle heure commencent les soirées ?",
            "À neuf heures du soir.",
            "Les soirées commencent à 21 h.",
            True,
        ),
        (
            "À quelle heure commencent les soirées ?",
            "À huit heures du soir.",
            "Les soirées commencent à 21 h.",
            False,
        ),
    ],
)
def test_short_answers_correct(question: str, answer: str, reference: str, correct: bool) -> None:
    sample = {"question": question, "answer": answer, "reference": reference, "contexts": [reference]}
    assert (_score("answer_correctness", sample) >= 0.5) is correct


_WHALE = "The talk is held next to the whale skeleton on loan from the government of Egypt."
_WHALE_FR = "La conférence a lieu à côté du squelette de baleine prêté par le gouvernement marocain."
_OBSERVATORY = "The observatory stands 420 metres above sea level, 12 km north of Ashford."
_OBSERVATORY_FR = "L'observatoire se trouve à 1100 mètres d'altitude, à 25 km à l'ouest de Clermont-Ferrand."
_OBSERVATORY_ZH = "云岭天文台位于丽江古城以北20公里处，海拔3200米。"


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        # a capital stands for its country's government
        ("The whale skeleton is on loan from Cairo.", _WHALE, True),
        ("The whale skeleton is on loan from Lima.", _WHALE, False),
        ("Le squelette de baleine a été prêté par Rabat.", _WHALE_FR, True),
        ("Le squelette de baleine a été prêté par Madrid.", _WHALE_FR, False),
        # compass directions
        ("The observatory stands 12 km north of Ashford.", _OBSERVATORY, True),
        ("The observatory stands 12 km south of Ashford.", _OBSERVATORY, False),
        ("L'observatoire se trouve à 25 km à l'ouest de Clermont-Ferrand.", _OBSERVATORY_FR, True),
        ("L'observatoire se trouve à 25 km à l'est de Clermont-Ferrand.", _OBSERVATORY_FR, False),
        ("天文台位于丽江古城以北20公里处。", _OBSERVATORY_ZH, True),
        ("天文台位于丽江古城以南20公里处。", _OBSERVATORY_ZH, False),
    ],
)
def test_capitals_for_governments_and_compass_directions(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


def test_a_sentence_goes_on_after_an_abbreviation_in_lower_case() -> None:
    from ragmeter.text.sentences import sentences

    text = "Le bureau de l'univ. est ouvert du lun. au ven. de 10 h à 16 h."
    assert sentences(text) == [text]
    assert sentences("Dr. Smith came. It rained.") == ["Dr. Smith came.", "It rained."]


_TAILOR = (
    "L'Atelier Lefèvre est tenu par le maître tailleur Bernard Lefèvre ; sa nièce Camille Roux s'occupe "
    "des essayages et des retouches."
)


@pytest.mark.parametrize(
    ("answer", "supported"),
    [
        ("Les essayages sont assurés par Camille Roux, la nièce du maître tailleur Bernard Lefèvre.", True),
        ("Les essayages et les retouches sont assurés par Bernard Lefèvre.", False),
    ],
)
def test_an_apposition_says_what_the_name_before_it_is(
    judge: OfflineJudge, answer: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, _TAILOR) is S) is supported


_PASTRY = (
    "L'atelier pâtisserie de l'école Le Fouet a lieu chaque mercredi de 14 h à 17 h. La séance coûte 75 € "
    "par personne, ingrédients et tablier compris. Chaque atelier accueille au maximum 10 participants."
)
_BOWLING = (
    "Le bowling Les Quilles d'Or ouvre tous les jours de 14 h à minuit. La partie coûte 6,50 € par personne."
)


@pytest.mark.parametrize(
    ("answer", "relevant"),
    [
        ("75 € par personne, ingrédients et tablier compris.", True),
        ("Chaque atelier accueille au maximum 10 participants.", False),
    ],
)
def test_the_only_price_of_the_document_on_what_is_asked_answers(answer: str, relevant: bool) -> None:
    sample = {
        "question": "Combien coûte l'atelier pâtisserie de l'école Le Fouet ?",
        "answer": answer,
        "contexts": [_PASTRY, _BOWLING],
    }
    assert (_score("answer_relevancy", sample) >= 0.5) is relevant


_SHOP = "The shop is run by master tailor Bernard Lefevre; his niece Camille Roux handles the fittings."


@pytest.mark.parametrize(
    ("answer", "context", "supported"),
    [
        ("Camille Roux handles the fittings.", _SHOP, True),
        ("Bernard Lefevre handles the fittings.", _SHOP, False),
        ("The fittings are handled by Bernard Lefevre.", _SHOP, False),
        ("Bernard Lefevre runs the shop.", _SHOP, True),
        (
            "Die Anproben übernimmt Jonas Weber.",
            "Die Schneiderei wird von Ingrid Brandt geführt; ihr Neffe Jonas Weber übernimmt die Anproben.",
            True,
        ),
        (
            "Die Anproben übernimmt Ingrid Brandt.",
            "Die Schneiderei wird von Ingrid Brandt geführt; ihr Neffe Jonas Weber übernimmt die Anproben.",
            False,
        ),
        (
            "Bernardo Ruiz se ocupa de las pruebas.",
            "La tienda la dirige Bernardo Ruiz; su sobrina Camila Roca se ocupa de las pruebas.",
            False,
        ),
        # a clause that names no one says it of the person before it
        (
            "Bernard Lefevre handles the fittings.",
            "Bernard Lefevre runs the shop, and he handles the fittings.",
            True,
        ),
    ],
)
def test_who_does_what_within_one_sentence(
    judge: OfflineJudge, answer: str, context: str, supported: bool
) -> None:
    assert (answer_label(judge, answer, context) is S) is supported


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("包饺子课的学费是多少？", "AMOUNT"),
        ("菜园一块地的年租金是多少？", "AMOUNT"),
        ("有多少个座位？", "COUNT"),
        ("免费名额有多少个？", "COUNT"),
    ],
)
def test_a_chinese_fee_then_how_much_asks_a_price(question: str, kind: str) -> None:
    from ragmeter.text.questions import QuestionType, question_type

    assert question_type(question) is QuestionType[kind]
