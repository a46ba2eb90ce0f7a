"""Judge version 23: values said in more forms.

* about so many, said by a French or Spanish collective noun ("une trentaine
  d'exposants", "una veintena de personas", "un centenar de socios"), is the round number;
* every day of a span ("화요일부터 일요일까지 매일", "täglich von Dienstag bis Sonntag",
  "周二至周日每天") is the span's days, not the whole week;
* whom a question asks about, where its question word has an accent ("¿Quién ...?");
* a Korean verb in its plain and polite statement ("들어온다", "들어옵니다") is one word;
* "all" against a part of the set the clause before names ("그중 절반에는", "dont la
  moitié", "half of them"); "모두 42개" is a total, not "all".

Each phenomenon has the claim a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

import ragmeter
from judge_helpers import judged_label
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.answering import subject_words
from ragmeter.judges.offline.route import place_route_conflict
from ragmeter.text.canon import canonical
from ragmeter.text.questions import QuestionType, question_type
from ragmeter.text.tokenize import content_tokens, normalize
from ragmeter.text.weekdays import day_set


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("Une trentaine d'exposants.", "30 exposants."),
        ("ils sont une cinquantaine.", "ils sont 50."),
        ("une centaine de personnes", "100 personnes"),
        ("une quarantaine de personnes", "40 personnes"),
        ("una veintena de personas", "20 personas"),
        ("un centenar de socios", "100 socios"),
        # a quarantine, half a month and a chain are no numbers
        ("mis en quarantaine", "mis en quarantaine"),
        ("une quinzaine de jours", "une quinzaine de jours"),
        ("una quincena de vacaciones", "una quincena de vacaciones"),
        ("una cadena de tiendas", "una cadena de tiendas"),
    ],
)
def test_about_so_many_is_the_round_number(text: str, form: str) -> None:
    assert canonical(normalize(text)) == form


_MARCHE = (
    "Une trentaine d'exposants n'y vendent que des produits cultivés ou fabriqués à moins de 50 kilomètres."
)
_TALLER = "Cada sábado participa una veintena de personas en el taller de cerámica."


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("Une trentaine d'exposants.", _MARCHE, Label.SUPPORTED),
        ("Environ 30 exposants y vendent leurs produits.", _MARCHE, Label.SUPPORTED),
        ("Une cinquantaine d'exposants.", _MARCHE, Label.CONTRADICTED),
        ("En el taller de cerámica participan unas 20 personas cada sábado.", _TALLER, Label.SUPPORTED),
        ("En el taller de cerámica participan unas 30 personas cada sábado.", _TALLER, Label.CONTRADICTED),
    ],
)
def test_about_so_many_is_compared_as_a_value(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("clause", "days"),
    [
        ("화요일부터 일요일까지 매일 엽니다.", {1, 2, 3, 4, 5, 6}),
        ("täglich von Dienstag bis Sonntag geöffnet", {1, 2, 3, 4, 5, 6}),
        ("周二至周日每天开放", {1, 2, 3, 4, 5, 6}),
        ("open every day from Tuesday to Sunday", {1, 2, 3, 4, 5, 6}),
        ("tous les jours du mardi au dimanche", {1, 2, 3, 4, 5, 6}),
        ("todos los días de martes a domingo", {1, 2, 3, 4, 5, 6}),
        # "every day" said of the place, the span of something else: the whole week
        ("open daily; tours Tuesday to Sunday", set(range(7))),
        ("open every day except Monday", {1, 2, 3, 4, 5, 6}),
    ],
)
def test_every_day_of_a_span_is_the_span(clause: str, days: set[int]) -> None:
    assert day_set(clause) == frozenset(days)


_CHEONMUNDAE = "별누리 천문대는 월요일을 제외하고 매일 오후 2시부터 밤 10시까지 문을 엽니다."


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("화요일부터 일요일까지 매일 엽니다.", Label.SUPPORTED),
        ("월요일부터 일요일까지 매일 엽니다.", Label.CONTRADICTED),
    ],
)
def test_every_day_of_a_span_against_an_exception(judge: OfflineJudge, claim: str, label: Label) -> None:
    assert judged_label(judge, claim, _CHEONMUNDAE) is label


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        # an accented Latin question word is a word, not its letters; "en" names where
        ("¿Quién enseña a los principiantes en Rodamundo?", {"quién", "rodamundo"}),
        ("¿Quién dirige el taller en la Casa Verde?", {"quién", "casa", "verde"}),
    ],
)
def test_whom_a_question_asks_about(question: str, subject: set[str]) -> None:
    assert subject_words(question) == subject


def _relevant(question: str, answer: str, contexts: tuple[str, ...] = ()) -> bool:
    """Whether the default judge scores ``answer`` relevant to ``question`` (0.5 or more)."""
    sample = {"question": question, "answer": answer, "contexts": list(contexts)}
    run = ragmeter.evaluate([sample], metrics=["answer_relevancy"])
    score = run.samples[0].scores["answer_relevancy"].value
    assert score is not None
    return score >= 0.5


def test_a_direct_answer_to_who_is_relevant() -> None:
    context = (
        "La pista de patinaje Rodamundo abre los sábados y domingos de 11:00 a 20:00. Los martes por la "
        "tarde, la monitora Lucía Herrero da clases para principiantes."
    )
    question = "¿Quién enseña a los principiantes en Rodamundo?"
    assert _relevant(question, "La monitora Lucía Herrero, los martes por la tarde.", (context,))


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("전기가 들어옵니다", "전기가 들어온다"),
        ("매장을 운영합니다", "매장을 운영한다"),
        ("손님을 기다립니다", "손님을 기다린다"),
        ("밥을 먹습니다", "밥을 먹는다"),
    ],
)
def test_a_korean_verb_in_its_two_statement_forms_is_one_word(one: str, other: str) -> None:
    assert content_tokens(one) == content_tokens(other)


def test_a_one_syllable_korean_stem_is_kept_whole() -> None:
    # "가" (of "갑니다") is also the subject particle: the form stays as written
    assert content_tokens("학교에 갑니다") == ["학교", "갑니"]


_PITCHES = {
    "en": "There are 42 pitches, and half of them have electricity.",
    "ko": "사이트는 모두 42개이고, 그중 절반에는 전기가 들어온다.",
    "fr": "Il y a 42 emplacements, dont la moitié ont l'électricité.",
    "de": "Es gibt 42 Stellplätze, davon haben die Hälfte Strom.",
}


@pytest.mark.parametrize(
    ("claim", "lang", "label"),
    [
        ("All pitches have electricity.", "en", Label.CONTRADICTED),
        ("Half of the 42 pitches have electricity.", "en", Label.SUPPORTED),
        ("모든 사이트에 전기가 들어옵니다.", "ko", Label.CONTRADICTED),
        ("사이트는 모두 42개입니다.", "ko", Label.SUPPORTED),
        ("Tous les emplacements ont l'électricité.", "fr", Label.CONTRADICTED),
        ("Alle Stellplätze haben Strom.", "de", Label.CONTRADICTED),
    ],
)
def test_all_against_a_part_of_the_set_named_before(
    judge: OfflineJudge, claim: str, lang: str, label: Label
) -> None:
    assert judged_label(judge, claim, _PITCHES[lang]) is label


_ZAHN = "Versicherte können den Zusatzbaustein Zahn Komfort für 14,90 € im Monat hinzubuchen."
_FAEHRE = "기상이 나쁘면 운항이 취소될 수 있습니다."


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # a German modal governs its clause up to the verb at its end; at the end of a
        # relative clause, the words before it
        ("Versicherte müssen Zahn Komfort für 14,90 € im Monat hinzubuchen.", _ZAHN, Label.CONTRADICTED),
        (
            "Zahn Komfort ist ein Zusatzbaustein, den Versicherte für 14,90 € im Monat hinzubuchen müssen.",
            _ZAHN,
            Label.CONTRADICTED,
        ),
        (
            "Zahn Komfort ist ein Zusatzbaustein, den Versicherte für 14,90 € im Monat hinzubuchen können.",
            _ZAHN,
            Label.SUPPORTED,
        ),
        # "반드시" (without fail) against "취소될 수 있습니다" (may be cancelled)
        ("기상이 나쁘면 운항은 반드시 취소됩니다.", _FAEHRE, Label.CONTRADICTED),
        ("기상이 나쁘면 운항이 취소될 수 있습니다.", _FAEHRE, Label.SUPPORTED),
    ],
)
def test_modality_of_a_verb_at_the_end_of_its_clause(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


_WORKSHOP = (
    "The head mechanic, Tomás Reyes, builds every custom wheel himself and trains the shop's "
    "apprentice, Dana Liu."
)
_FOUNDERS = "Ben Cole and Anna Weber founded the shop."


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        # "and" of two verbs, "'s" of another noun: the relation still has a direction
        ("Dana Liu trains Tomás Reyes.", _WORKSHOP, Label.CONTRADICTED),
        ("Tomás Reyes trains Dana Liu.", _WORKSHOP, Label.SUPPORTED),
        # "and" beside a name joins two parties: no direction between them
        ("Anna Weber and Ben Cole founded the shop.", _FOUNDERS, Label.SUPPORTED),
        (
            "Odile Marsh's show is produced by Ken Abara.",
            "The Saturday folk show is hosted by Odile Marsh and produced by Ken Abara.",
            Label.SUPPORTED,
        ),
        ("Germany beat Brazil 2-1.", "In the final, Brazil beat Germany 2-1.", Label.CONTRADICTED),
    ],
)
def test_who_does_it_across_a_coordinated_verb(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "The bus runs from the station to the harbour.",
            "The bus runs from the harbour to the station.",
            False,
        ),
        (
            "The bus runs from the harbour to the station.",
            "The bus runs from the harbour to the station.",
            True,
        ),
        ("Der Bus fährt vom Bahnhof zum Hafen.", "Der Bus fährt vom Hafen zum Bahnhof.", False),
        ("Le bus va de la gare au port.", "Le bus va du port à la gare.", False),
        (
            "El autobús va desde la estación hasta el puerto.",
            "El autobús va desde el puerto hasta la estación.",
            False,
        ),
        ("公交车从火车站开往码头。", "公交车从码头开往火车站。", False),
        # no route of the claim's own: nothing to turn round
        (
            "The night bus runs between the harbour and the station.",
            "The night bus runs from the harbour to the station every 15 minutes.",
            True,
        ),
    ],
)
def test_a_route_the_other_way_round(judge: OfflineJudge, claim: str, context: str, label: bool) -> None:
    assert (judged_label(judge, claim, context) is Label.SUPPORTED) is label


def test_a_route_of_days_or_times_is_left_to_the_value_checks() -> None:
    assert place_route_conflict("Open from Monday to Friday.", ["Open from Friday to Monday."]) is None
    assert (
        place_route_conflict(
            "The bus goes from the station to the harbour.", ["The bus goes from the harbour."]
        )
        is None
    )


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        # a day of a month and an amount of money count nothing
        ("Wie viele Leute passen in eine Gitarrengruppe?", "Der Kurs beginnt am 2. September.", False),
        (
            "Wie viele Bienenvölker betreut der Imkerverein?",
            "Ein Glas Honig kostet im Vereinsladen 7 Euro.",
            False,
        ),
        ("Wie viele Leute passen in eine Gitarrengruppe?", "Höchstens sechs Teilnehmende.", True),
        # ... but "多少" asks for a count or a price alike, and "块" counts plots too
        ("菜园一共能租多少块地？", "总共四十块。", True),
        ("租车押金是多少？", "200元。", True),
    ],
)
def test_a_date_or_a_price_is_no_answer_to_how_many(question: str, answer: str, relevant: bool) -> None:
    assert _relevant(question, answer) is relevant


@pytest.mark.parametrize(
    "question",
    [
        "Which vet treats the dogs?",
        "¿Qué veterinario atiende a los perros en Huellitas?",
        "Welcher Arzt behandelt die Hunde?",
        "Quel vétérinaire soigne les chiens ?",
        "어떤 선생님이 가르치나요?",
    ],
)
def test_which_one_of_the_people_who_do_a_job_asks_who(question: str) -> None:
    assert question_type(question) is QuestionType.WHO


def test_which_thing_is_not_who() -> None:
    assert question_type("Which room has a balcony?") is not QuestionType.WHO


@pytest.mark.parametrize(
    ("question", "answer", "relevant"),
    [
        # a share that is itself a change of price, said with its word, is an amount
        ("¿Cuánto es el recargo por mudarse en domingo?", "El recargo es del 25 %.", True),
        ("Wie hoch ist der Zuschlag am Sonntag?", "Der Zuschlag am Sonntag beträgt 25 Prozent.", True),
        ("How much does the course cost?", "20% of the students are beginners.", False),
    ],
)
def test_a_surcharge_in_percent_is_an_amount(question: str, answer: str, relevant: bool) -> None:
    assert _relevant(question, answer) is relevant


_WEEKDAYS = "On weekdays, the centre on Alameda Street opens at 8:30 a.m."


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        # days said in a clause of their own beside the sentence's one state are its days
        ("The centre opens at 8:30 from Monday to Friday.", Label.SUPPORTED),
        ("The centre opens at 8:30 on Saturdays.", Label.CONTRADICTED),
    ],
)
def test_days_in_a_clause_of_their_own(judge: OfflineJudge, claim: str, label: Label) -> None:
    assert judged_label(judge, claim, _WEEKDAYS) is label


def test_a_pronoun_with_its_verb_says_nothing_of_its_own() -> None:
    # "It's" is "it is": no content word a premise must have
    assert content_tokens("It's open Mon–Sat.") == content_tokens("Open Mon–Sat.")


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("It's open Mon–Sat.", Label.SUPPORTED),
        ("It's open on Sundays.", Label.CONTRADICTED),
    ],
)
def test_days_of_a_claim_that_opens_with_its(judge: OfflineJudge, claim: str, label: Label) -> None:
    context = "Sparkle Car Wash on Route 9 is open Monday to Saturday from 7 a.m. to 8 p.m."
    assert judged_label(judge, claim, context) is label
