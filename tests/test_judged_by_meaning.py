"""answer_correctness, answer_relevancy and the diagnosis by meaning (issue 21, item 5).

Correctness: an answer that states the reference is correct however wordy; the question
is never evidence. Relevancy: a direct answer is relevant with few shared words; a true
sentence about something else is not. Diagnosis: an off-topic answer is fix_generation.
The quoted cases come from the issue; the others were written from the phenomena, in
English, Korean, Chinese, German, French and Spanish.
"""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.diagnosis import DiagnosisConfig, diagnose
from ragmeter.judges.offline.relevance import relevance
from ragmeter.sample import Context, DiagnosisLabel, Sample, Score


def _correctness(question: str, answer: str, reference: str) -> float:
    run = ragmeter.evaluate(
        [{"id": "c", "question": question, "answer": answer, "reference": reference, "contexts": []}],
        metrics=["answer_correctness"],
    )
    score = run.samples[0].scores["answer_correctness"]
    assert score.value is not None, score.reason
    return score.value


# ---------------------------------------------------------------- answer_correctness
def test_the_issues_wordy_correct_answer_is_correct() -> None:
    assert (
        _correctness("Who founded the store?", "The store was founded in 1998 by Anna Weber.", "Anna Weber.")
        >= 0.9
    )


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "I don't know based on the provided documents.",
            "Not in the documents; the system should refuse.",
            1.0,
        ),
        ("The documents don't say.", "Unanswerable.", 1.0),
        ("No lo sé.", "Sin respuesta en los documentos.", 1.0),
        ("The battery lasts 30 hours.", "Not in the documents; the system should refuse.", 0.0),
        ("I'm sorry, I don't have that information.", "The battery lasts 30 hours.", 0.0),
    ],
)
def test_a_reference_that_says_not_to_answer_is_stated_by_a_refusal(
    answer: str, reference: str, expected: float
) -> None:
    assert _correctness("What is the battery life of the X1 earbuds?", answer, reference) == expected


def test_the_question_is_never_evidence_for_a_wrong_answer() -> None:
    # every word of the wrong answer but the name is in the question
    wrong = _correctness(
        "Which city hosted the 2019 championship?",
        "The city that hosted the 2019 championship was Oulu.",
        "Tampere.",
    )
    assert wrong < 0.5


CORRECT = [
    ("How many lanes does the pool have?", "The outdoor pool has six lanes.", "Six lanes."),
    ("그 다리는 누가 설계했나요?", "그 다리는 1932년에 건축가 박서준이 설계했습니다.", "박서준."),
    ("这座桥是谁设计的？", "这座桥是1932年由建筑师李明设计的。", "李明。"),
    (
        "Wer hat die Brücke entworfen?",
        "Die Brücke wurde 1932 von der Architektin Eva Roth entworfen.",
        "Eva Roth.",
    ),
    (
        "Qui a conçu le pont ?",
        "Le pont a été conçu en 1932 par l'architecte Louise Martin.",
        "Louise Martin.",
    ),
    (
        "¿Quién diseñó el puente?",
        "El puente fue diseñado en 1932 por la arquitecta Elena Ruiz.",
        "Elena Ruiz.",
    ),
    # a short answer to a reference written as a sentence
    ("Who designed the bridge?", "Sofia Marquez.", "The bridge was designed by Sofia Marquez."),
]
WRONG = [
    ("How many lanes does the pool have?", "The pool has eight lanes.", "Six lanes."),
    ("그 다리는 누가 설계했나요?", "그 다리는 건축가 이도윤이 설계했습니다.", "박서준."),
    ("这座桥是谁设计的？", "这座桥是由建筑师王强设计的。", "李明。"),
    ("Wer hat die Brücke entworfen?", "Die Brücke wurde von Karl Brandt entworfen.", "Eva Roth."),
    ("Qui a conçu le pont ?", "Le pont a été conçu par Paul Girard.", "Louise Martin."),
    ("¿Quién diseñó el puente?", "El puente fue diseñado por Jorge Vidal.", "Elena Ruiz."),
    ("Who designed the bridge?", "Tomas Berg.", "The bridge was designed by Sofia Marquez."),
]


@pytest.mark.parametrize(("question", "answer", "reference"), CORRECT)
def test_an_answer_that_states_the_reference_is_correct(question: str, answer: str, reference: str) -> None:
    assert _correctness(question, answer, reference) >= 0.9


@pytest.mark.parametrize(("question", "answer", "reference"), WRONG)
def test_an_answer_that_does_not_state_the_reference_is_wrong(
    question: str, answer: str, reference: str
) -> None:
    assert _correctness(question, answer, reference) < 0.5


def test_correctness_says_what_goes_beyond_the_reference() -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "c",
                "question": "Who founded the store?",
                "answer": "The store was founded in 1998 by Anna Weber.",
                "reference": "Anna Weber.",
            }
        ],
        metrics=["answer_correctness"],
    )
    score = run.samples[0].scores["answer_correctness"]
    assert score.reason.startswith("the answer states 1 of 1 reference statements")
    assert score.details["extra"] == 1 and score.details["fp"] == 0


# ---------------------------------------------------------------- answer_relevancy
def test_the_issues_direct_answer_is_relevant_and_the_true_off_topic_one_is_not() -> None:
    assert relevance("When is the museum closed?", "It is closed on Sundays.").score >= 0.7
    off = relevance(
        "When is the museum closed?",
        "The museum was built in 1894 and has a large collection of Dutch paintings.",
    )
    assert off.score < 0.5
    assert "something else" in off.reason


DIRECT = [
    ("When does the pool open?", "At 7 a.m. on weekdays."),
    ("Who designed the bridge?", "It was designed by Sofia Marquez."),
    ("How many seats does the theatre have?", "About 450."),
    ("Where is the lost-and-found office?", "On the second floor, next to the lifts."),
    ("How long is the warranty?", "Two years from the date of purchase."),
    ("How much is a day pass?", "A day pass costs €9."),
    ("Is parking free for guests?", "Yes, for up to 24 hours."),
    ("How can I reset my password?", 'Click "Forgot password" on the login page.'),
    ("수영장은 몇 시에 여나요?", "오전 7시에 엽니다."),
    ("도서관은 어디에 있나요?", "시청 옆 건물 2층에 있습니다."),
    ("주차는 무료인가요?", "네, 투숙객은 무료입니다."),
    ("游泳池几点开门？", "早上七点。"),
    ("这座桥是谁设计的？", "由建筑师李明设计。"),
    ("停车免费吗？", "是的，住客免费停车。"),
    ("Wann öffnet das Schwimmbad?", "Um 7 Uhr morgens."),
    ("Wer hat die Brücke entworfen?", "Die Architektin Sofia Marquez."),
    ("Ist das Parken kostenlos?", "Ja, für Hotelgäste."),
    ("Quand la piscine ouvre-t-elle ?", "À 7 h du matin."),
    ("Où se trouve le bureau des objets trouvés ?", "Au deuxième étage, près des ascenseurs."),
    ("Le parking est-il gratuit ?", "Oui, pour les clients de l'hôtel."),
    ("¿Cuándo abre la piscina?", "A las 7 de la mañana."),
    ("¿Cuánto cuesta el pase de un día?", "Cuesta 9 €."),
    ("¿Es gratis el aparcamiento?", "Sí, para los huéspedes."),
]
OFF_TOPIC = [
    ("When does the pool open?", "The pool is 25 metres long and has six lanes."),
    ("Who designed the bridge?", "The bridge is 300 metres long and opened to traffic last year."),
    ("How much is a day pass?", "The gym was renovated in 2019 and has new showers."),
    ("Where is the lost-and-found office?", "Lost items are kept for 30 days."),
    ("How long is the warranty?", "The company has stores in twelve countries."),
    ("How can I reset my password?", "The app is available in nine languages."),
    ("수영장은 몇 시에 여나요?", "수영장은 길이가 25미터이고 레인이 여섯 개 있습니다."),
    ("游泳池几点开门？", "游泳池长25米，有六条泳道。"),
    ("Wann öffnet das Schwimmbad?", "Das Schwimmbad ist 25 Meter lang und hat sechs Bahnen."),
    ("Quand la piscine ouvre-t-elle ?", "La piscine mesure 25 mètres et compte six couloirs."),
    ("¿Cuándo abre la piscina?", "La piscina mide 25 metros y tiene seis calles."),
]


@pytest.mark.parametrize(("question", "answer"), DIRECT)
def test_a_direct_answer_is_relevant(question: str, answer: str) -> None:
    rel = relevance(question, answer)
    assert rel.score >= 0.5, rel.reason


@pytest.mark.parametrize(("question", "answer"), OFF_TOPIC)
def test_a_true_sentence_about_something_else_is_not_relevant(question: str, answer: str) -> None:
    rel = relevance(question, answer)
    assert rel.score < 0.5, rel.reason


# ---------------------------------------------------------------- diagnosis
def _sample() -> Sample:
    return Sample(
        id="s",
        question="When is the museum closed?",
        answer="The museum was built in 1894.",
        contexts=(Context("The museum was built in 1894. It is closed on Sundays.", id="d1"),),
        relevant_ids={"d1": 1},
    )


@pytest.mark.parametrize(
    ("relevancy", "label"), [(0.2, DiagnosisLabel.FIX_GENERATION), (0.8, DiagnosisLabel.PASS)]
)
def test_diagnosis_counts_relevancy(relevancy: float, label: DiagnosisLabel) -> None:
    scores = {"faithfulness": Score.of(1.0, "1 of 1"), "answer_relevancy": Score.of(relevancy, "why")}
    d = diagnose(_sample(), scores, refusal=False)
    assert d.label is label
    if label is DiagnosisLabel.FIX_GENERATION:
        assert "does not address the question (answer relevancy 0.20 < 0.5)" in d.reason
    else:
        assert "answer relevancy 0.80" in d.reason


def test_the_relevancy_threshold_is_configurable() -> None:
    scores = {"faithfulness": Score.of(1.0, "1 of 1"), "answer_relevancy": Score.of(0.6, "why")}
    strict = diagnose(_sample(), scores, refusal=False, config=DiagnosisConfig(relevancy_threshold=0.7))
    assert strict.label is DiagnosisLabel.FIX_GENERATION


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "When is the museum closed?",
            "The museum was built in 1894.",
            "The museum was built in 1894. It is closed on Sundays.",
        ),
        (
            "박물관은 언제 휴관하나요?",
            "박물관은 1975년에 지어졌습니다.",
            "박물관은 1975년에 지어졌습니다. 월요일에 휴관합니다.",
        ),
        (
            "Wann ist das Museum geschlossen?",
            "Das Museum wurde 1894 gebaut.",
            "Das Museum wurde 1894 gebaut. Montags ist es geschlossen.",
        ),
    ],
)
def test_an_off_topic_faithful_answer_is_fix_generation_never_pass(
    question: str, answer: str, context: str
) -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "o",
                "question": question,
                "answer": answer,
                "contexts": [{"id": "d1", "text": context}],
                "relevant_ids": ["d1"],
            }
        ]
    )
    sample = run.samples[0]
    assert sample.scores["faithfulness"].value == 1.0
    assert sample.diagnosis.label is DiagnosisLabel.FIX_GENERATION, sample.diagnosis.reason


def test_an_opener_costs_a_correct_answer_nothing_and_is_said() -> None:
    run = ragmeter.evaluate(
        [
            {
                "id": "c",
                "question": "Who founded the store?",
                "answer": "Sure! The store was founded in 1998 by Anna Weber.",
                "reference": "Anna Weber.",
            }
        ],
        metrics=["answer_correctness"],
    )
    score = run.samples[0].scores["answer_correctness"]
    assert score.value == 1.0
    first = score.details["answer_claims"][0]
    assert first["claim"] == "The store was founded in 1998 by Anna Weber."
    assert first["reason"].startswith("[1 part(s) of the text not judged as claims: 'Sure!' (polite opener)]")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How long is the warranty?", "It's valid for 24 months from purchase."),
        ("Where is the company based?", "In Portland, Maine."),
        ("When does the pool open?", "The pool opens at 7 in the morning."),
    ],
)
def test_a_direct_answer_in_other_forms_is_relevant(question: str, answer: str) -> None:
    rel = relevance(question, answer)
    assert rel.score >= 0.5, rel.reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How much does express shipping cost?", "Express shipping arrives the next day."),
        ("Combien coûte la livraison express ?", "La livraison express arrive le lendemain."),
    ],
)
def test_an_answer_on_the_topic_without_what_is_asked_is_not_relevant(question: str, answer: str) -> None:
    rel = relevance(question, answer)
    assert rel.score < 0.5 and "gives none" in rel.reason


@pytest.mark.parametrize(
    ("question", "answer", "reference", "correct"),
    [
        ("Is the museum open on Mondays?", "No, it's closed on Mondays.", "No.", True),
        ("Is the museum open on Mondays?", "Yes it is.", "No.", False),
        ("Ist das Museum montags geöffnet?", "Nein, montags ist es geschlossen.", "Nein.", True),
        ("Le musée est-il ouvert le lundi ?", "Oui, de 9 h à 17 h.", "Non.", False),
        ("박물관은 월요일에 여나요?", "아니요, 월요일은 휴관입니다.", "아니요.", True),
        ("博物馆周一开放吗？", "不，周一闭馆。", "不。", True),
    ],
)
def test_a_bare_yes_or_no_reference_is_compared_with_the_answers_yes_or_no(
    question: str, answer: str, reference: str, correct: bool
) -> None:
    record = {"id": "q", "question": question, "answer": answer, "reference": reference, "contexts": ["x"]}
    score = (
        ragmeter.evaluate([record], metrics=["answer_correctness"]).samples[0].scores["answer_correctness"]
    )
    assert score.value == (1.0 if correct else 0.0), score.reason


def test_no_opening_a_quantifier_is_no_answer() -> None:
    from ragmeter.text.questions import opening_yes_no

    assert opening_yes_no("No student has to wear a uniform.") is None
    assert opening_yes_no("No, students do not have to.") is False
