"""answer_relevancy by what the question asks for, in six languages: a direct answer
with few shared words is relevant ("추가 수하물 요금은 얼마인가요?" - "개당 8만 원입니다."),
and an answer of another kind is not ("How long does the battery last?" - "The
headphones weigh 250 g.").

The phenomena: "how much / 얼마 / 多少 / 怎么收费" asks for an amount and the question's fee
noun is answered by one; "what age / ab welchem Alter / 몇 살 / 几岁" asks for an age;
"how long / cuánto dura / 얼마나 가나요 / 多久" asks for a duration, and a weight is none;
不是/是的/对 answer a 吗 question.
"""

from __future__ import annotations

import pytest

import ragmeter
from ragmeter.text.questions import QuestionType, question_type


def _relevancy(question: str, answer: str) -> float:
    run = ragmeter.evaluate([{"id": "x", "question": question, "answer": answer, "contexts": ["Context."]}])
    return run.samples[0].scores["answer_relevancy"].value


RELEVANT = [
    # an amount answers "how much is the fee" without naming the fee
    ("추가 수하물 요금은 얼마인가요?", "추가 수하물은 개당 8만 원입니다."),
    ("추가 수하물 요금은 어떻게 되나요?", "추가 수하물은 개당 8만 원입니다."),
    ("额外行李怎么收费？", "每件额外行李收费三百元。"),
    ("额外行李的费用是多少？", "每件额外行李三百元。"),
    ("Wie hoch ist die Gebühr für zusätzliches Gepäck?", "Pro Gepäckstück 80 Euro."),
    ("Quel est le prix d'un bagage supplémentaire ?", "Chaque bagage supplémentaire coûte 80 euros."),
    ("¿Cuánto cuesta el equipaje adicional?", "Cada maleta adicional cuesta 80 euros."),
    ("How much is the extra baggage fee?", "Each extra bag costs $80."),
    # an age answers "from what age"
    ("Ab welchem Alter darf ich einen Mietwagen fahren?", "Fahrer müssen mindestens 21 Jahre alt sein."),
    ("¿Qué edad mínima hay que tener para alquilar un coche?", "Hay que tener al menos 23 años."),
    ("What is the minimum age to rent a car?", "Drivers must be at least 21 years old."),
    ("How old do I have to be to rent a car?", "You must be 21 or older."),
    ("À partir de quel âge peut-on louer une voiture ?", "Les conducteurs doivent avoir au moins 21 ans."),
    ("렌터카는 몇 살부터 빌릴 수 있나요?", "운전자는 최소 21세 이상이어야 합니다."),
    ("租车的最低年龄是多少？", "司机必须年满21岁。"),
    # a duration answers "how long does it last"
    ("¿Cuánto dura la batería de los Sonora X?", "La batería dura 30 horas."),
    ("Combien de temps dure la batterie des Sonora X ?", "La batterie tient 30 heures."),
    ("Sonora X 배터리는 얼마나 가나요?", "배터리는 최대 30시간 지속됩니다."),
    ("Sonora X 的电池能用多久？", "电池续航30小时。"),
    # a yes or a no answers a yes/no question
    ("托福成绩是必须的吗？", "不是，只是建议提交。"),
    ("托福成绩是必须的吗？", "是的，必须提交。"),
    ("托福成绩是必须的吗？", "对，必须提交。"),
    ("需要提交托福成绩吗？", "不需要，只是建议提交。"),
    ("토플 점수는 필수인가요?", "아니요, 권장 사항일 뿐입니다."),
    ("Is the TOEFL score mandatory?", "No, it is only recommended."),
    # a count with a thousands separator is no year
    ("How many cars can the garage hold?", "It has 1,500 spaces."),
    ("Wie viele Autos passen in die Garage?", "Sie hat 1.500 Stellplätze."),
    # a Korean full name answers 누가; a counter is one word with its number
    ("누가 양조장을 설립했나요?", "김철수입니다."),
    ("누가 양조장을 설립했나요?", "김철수 씨가 2010년에 세웠습니다."),
    # a Chinese answer may drop the object the question names ("这家酒厂")
    ("谁创办了这家酒厂？", "王伟在2010年创办的。"),
    # how often is answered by a period or a count of times
    ("How often is the newsletter sent?", "It goes out every month."),
    ("How often are the bins emptied?", "Twice a week."),
    ("Tous les combien la facture arrive-t-elle ?", "Tous les trois mois."),
    ("쓰레기는 얼마나 자주 수거하나요?", "매주 화요일에 수거합니다."),
    # a size by a number, a count with what is counted, notice by a duration
    ("How big is Screen 1?", "It has 320 seats."),
    ("Mit wie vielen Leuten rückt Blitzblank an?", "Es kommen zwei Reinigungskräfte."),
    ("¿Con cuánta antelación puedo anular sin pagar?", "Hasta 24 horas antes de la cita."),
    ("How far in advance can I cancel for free?", "Up to 24 hours before the appointment."),
    # a possessive asks about its noun; a weight noun names the slot a weight fills
    ("How much is a child's ticket at Starlight Cinemas?", "A ticket for a child under 12 costs £6."),
    (
        "Quel poids puis-je mettre en soute chez Air Azur ?",
        "23 kg au maximum par passager en classe économique.",
    ),
    # a place after a preposition and an article
    ("Where does the Tandem Language Club meet?", "The Tandem Language Club meets at the Greenway Library."),
    # the period a price is asked per is no topic; "was kostet" asks for an amount
    ("온누리차지 멤버십은 한 달에 얼마예요?", "멤버십은 월 9,900원입니다."),
    ("Was kostet es?", "12 Euro."),
    # a count of days is a duration; a French elided article is not part of the word
    ("How many days can I borrow a book?", "Books can be borrowed for 2 weeks."),
    (
        "Que faire en cas d'urgence le dimanche ?",
        "Le dimanche, en cas d'urgence, il faut appeler la clinique de garde.",
    ),
    # whom or where the question asks it of, at its end, may go unsaid
    (
        "Wie viel kostet eine Expresslieferung beim Flitzer?",
        "Eine Expresslieferung innerhalb von 60 Minuten kostet 14,50 €.",
    ),
]

NOT_RELEVANT = [
    # a weight does not answer a how-long question
    ("¿Cuánto dura la batería de los Sonora X?", "Los auriculares pesan 250 g."),
    ("How long does the Sonora X battery last?", "The headphones weigh 250 g."),
    ("Wie lange hält der Akku der Sonora X?", "Die Kopfhörer wiegen 250 g."),
    ("Combien de temps dure la batterie des Sonora X ?", "Le casque pèse 250 g."),
    ("Sonora X 배터리는 얼마나 가나요?", "헤드폰 무게는 250g입니다."),
    ("Sonora X 的电池能用多久？", "耳机重250克。"),
    # a price does not answer an age question, a weight no price question
    ("Ab welchem Alter darf ich einen Mietwagen fahren?", "Der Mietwagen kostet 50 Euro pro Tag."),
    ("¿Qué edad mínima hay que tener para alquilar un coche?", "El alquiler cuesta 50 euros al día."),
    ("How much is the extra baggage fee?", "Extra bags must weigh under 23 kg."),
    # an off-topic sentence with a definite subject is no bare answer
    ("What colour are the Sonora X?", "The headphones weigh 250 g."),
    ("¿De qué color son los Sonora X?", "Los auriculares pesan 250 g."),
    ("Welche Farbe haben die Sonora X?", "Die Kopfhörer wiegen 250 g."),
    # a name of something else, or no name at all
    ("谁创办了这家酒厂？", "李明负责酒厂的销售。"),
    ("谁创办了这家酒厂？", "酒厂在2010年开业。"),
    ("누가 양조장을 설립했나요?", "한국어 안내가 제공됩니다."),
    ("When was the garage built?", "It has 1,500 spaces."),
    ("How often is the newsletter sent?", "The newsletter costs nothing."),
    # a time of day is no amount
    ("How much is the membership per month?", "The gym opens at 6 a.m."),
    ("Wie viel kostet eine Expresslieferung beim Flitzer?", "Der Flitzer wurde 1998 gegründet."),
    ("How many days can I borrow a book?", "You can borrow up to 10 books."),
    # a unit after the count is not what a "how many" question counts
    ("How many bikes does CityCycle have?", "Each additional 30 minutes costs £1.50."),
    (
        "Wie viel kostet die Jahreskarte für den Tierpark?",
        "Die Jahreskarte gilt zwölf Monate ab dem Kaufdatum.",
    ),
]


@pytest.mark.parametrize(("question", "answer"), RELEVANT)
def test_a_direct_answer_of_the_asked_kind_is_relevant(question: str, answer: str) -> None:
    assert _relevancy(question, answer) >= 0.5


@pytest.mark.parametrize(("question", "answer"), NOT_RELEVANT)
def test_an_answer_of_another_kind_is_not_relevant(question: str, answer: str) -> None:
    assert _relevancy(question, answer) < 0.5


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("额外行李怎么收费？", QuestionType.AMOUNT),
        ("추가 수하물 요금은 어떻게 되나요?", QuestionType.AMOUNT),
        ("Wie hoch sind die Kosten?", QuestionType.AMOUNT),
        ("¿Cuál es el precio?", QuestionType.AMOUNT),
        ("Ab welchem Alter darf ich fahren?", QuestionType.AGE),
        ("¿Qué edad hay que tener?", QuestionType.AGE),
        ("Quel âge faut-il avoir ?", QuestionType.AGE),
        ("몇 살부터 가능한가요?", QuestionType.AGE),
        ("几岁可以入学？", QuestionType.AGE),
        ("¿Cuánto dura la batería?", QuestionType.DURATION),
        ("배터리는 몇 시간 가나요?", QuestionType.DURATION),
        ("电池能用几个小时？", QuestionType.DURATION),
        ("몇 시에 문을 여나요?", QuestionType.WHEN),
        ("Quel est l'horaire ?", None),
    ],
)
def test_the_question_word_says_what_is_asked(question: str, kind: QuestionType | None) -> None:
    assert question_type(question) is kind


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the talk around an answer is about nothing: it does not dilute it
        (
            "What is the annual deductible?",
            "The annual deductible is $500. Let me know if you need anything else.",
        ),
        ("Was kostet der Eintritt?", "Der Eintritt kostet 12 €. Kann ich sonst noch helfen?"),
        # another form of the question's verb ("gegründet" / "gründeten", "fundó" / "fundaron")
        (
            "Wann wurde Datenwerk gegründet?",
            "2008 gründeten Jonas Becker und Lea Wagner die Firma Datenwerk.",
        ),
        ("¿Cuándo se fundó Tinta Azul?", "En 2004, Lucía Navarro y Andrés Molina fundaron Tinta Azul."),
        # a French inverted verb is the question's form, not its topic
        ("Quand Logivert a-t-elle été fondée ?", "En 2011, Sophie Lambert a fondé la société Logivert."),
        # "what happened to X" asks for an event, not for a way to do something
        ("Qu'est devenue Solénergie ?", "Solénergie a été rachetée par Logivert en 2019."),
        ("페이온은 어떻게 되었나요?", "페이온은 2018년에 누리소프트에 인수되었습니다."),
        # "how much does it weigh" asks for a weight, not a price
        ("How much does the Aero 14 weigh?", "The Aero 14 weighs 1,200 grams."),
    ],
)
def test_paraphrased_direct_answers_are_relevant(question: str, answer: str) -> None:
    assert _relevancy(question, answer) >= 0.5


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How much does the Aero 14 weigh?", QuestionType.COUNT),
        ("李医生哪几天看病？", QuestionType.WHEN),
        ("快达公司后来怎么样了？", None),
        ("How much does the ticket cost?", QuestionType.AMOUNT),
    ],
)
def test_weight_days_and_events_are_typed(question: str, kind: QuestionType | None) -> None:
    assert question_type(question) is kind


def _relevancy_in(question: str, answer: str, context: str) -> float:
    run = ragmeter.evaluate([{"id": "x", "question": question, "answer": answer, "contexts": [context]}])
    return run.samples[0].scores["answer_relevancy"].value


def test_an_answer_that_restates_the_context_sentence_about_the_question_is_relevant() -> None:
    # "deadline" says "close" in the context's words: the answer restates that sentence
    context = (
        "Applications for the Master's in Data Science close on 31 March 2025. A GMAT score is optional."
    )
    answer = "The application deadline for the Master's in Data Science is 31 March 2025."
    assert _relevancy_in("When do applications close?", answer, context) >= 0.5
    assert _relevancy_in("When do applications close?", "No GMAT score is needed.", context) < 0.5


def test_only_the_restated_clause_counts() -> None:
    # the weight and the screen share a sentence; the screen does not answer the weight
    context = "Le smartphone Orbis 5 pèse 190 g et possède un écran de 6,5 pouces."
    assert _relevancy_in("Combien pèse l'Orbis 5 ?", "Il possède un écran de 6,5 pouces.", context) < 0.5
    assert _relevancy_in("Combien pèse l'Orbis 5 ?", "Il pèse 190 g.", context) >= 0.5


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "How much does it cost to rent a small car for one day?",
            "A compact costs $39 per day.",
            "The daily rate for a compact is $39. Drivers must be at least 21.",
        ),
        (
            "Combien faut-il prévoir pour louer une petite voiture ?",
            "Une citadine coûte 35 € par jour.",
            "Le tarif journalier d'une citadine est de 35 €. Le plein est à la charge du client.",
        ),
        ("这个剧场能容纳多少观众？", "剧场里一共有八百个座位。", "红星剧场共有八百个座位。演出八点开始。"),
        (
            "Wie viele Gäste passen in den Saal?",
            "Der Saal hat 240 Sitzplätze.",
            "Der große Saal hat 240 Sitzplätze. Er kann für Hochzeiten gemietet werden.",
        ),
    ],
)
def test_the_contexts_own_name_for_the_asked_thing_is_not_something_else(
    question: str, answer: str, context: str
) -> None:
    # the answer gives a value of the asked kind in the contexts' words, and no context
    # sentence gives the thing asked, in the question's words, another value
    assert _relevancy_in(question, answer, context) >= 0.5


@pytest.mark.parametrize(
    ("question", "answer", "context"),
    [
        (
            "How many guests can the hall seat?",
            "The hall has 12 parking spaces.",
            "The hall can seat 240 guests. It has 12 parking spaces.",
        ),
        ("体检多少钱？", "打疫苗四十五元。", "体检六十元。打疫苗四十五元。"),
    ],
)
def test_a_value_of_another_thing_stays_off_topic_where_the_contexts_give_the_asked_one(
    question: str, answer: str, context: str
) -> None:
    assert _relevancy_in(question, answer, context) < 0.5
