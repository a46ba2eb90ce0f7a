"""Judge version 26: bounds met by the value said, and surface forms that vetoed.

* a bound or a round figure ("more than £500,000", "over 300 people", "nearly 600
  runners", "about 30 stalls", "under $20", "mehr als", "plus de", "casi", "약", "超过",
  "约") is met by the exact value a premise sentence states for the same unit ("£572,206",
  "350 people"): no missing number, and the model reads the value instead of the bound;
  a value the bound does not meet, a sentence that states two values of the unit, and a
  premise value that is itself a bound ("children under 16") meet nothing;
* a weekday with an English possessive ("Wednesday's match") names that day;
* a number word inside a premise's compound ("ninth-grade") is a number the premise has
  ("9th-grade" is said); a claim's compound ("third-party") states no number;
* a capitalised word before a full stop ends a name ("against England. Santner is 25"
  names England and Santner, not "England. Santner");
* "all-time", "all - star" and "not only ... but also" are no scope words;
* a claim word a best sentence has is not read as its antonym standing elsewhere;
* tokenised English ("Do n't", "is n't") is read as written ("don't");
* a claim a best sentence says word for word, with no denial right before it, is not
  vetoed by a negation elsewhere in that sentence ("it wasn't enough as Moyes' side had to
  settle for a draw" says that Moyes' side had to settle for a draw);
* a span of years with its second year cut short ("2018–19") is the two years in full; a
  hyphenated name said with a space ("African-Americans", "African Americans") and a name
  both texts write as an acronym ("the US") are said;
* "ebenfalls", "jedoch", "aussi", "également", "también" ... are no content of a clause: "VIP-
  Plätze sind jedoch nicht ermäßigt" restates "VIP-Plätze sind ebenfalls ermäßigt" with a
  negation;
* an interjection ("Wow!", "That's so cool!", "대박!", "太棒了！", "Toll!", "Génial !",
  "¡Qué interesante!") is no claim (it was read as a name the premises lack);
* a name written without its accents ("Pokemon", "Jose Garcia in Zurich") is the name the
  premises spell with them, for the name check and, spelt as the premises do, for the model;
* an ordinal in digits is the ordinal in words ("2nd" / "second", "im 2. Stock" / "im
  zweiten Stock", "2e" / "deuxième", "3.ª" / "tercera"): the premise has the number, and the
  model reads the premise's word; "im 2. Stock" ends no sentence;
* "1,500m" states 1,500 (metres as often as millions: a premise's "8.5m" has both), "$5m"
  is 5 million dollars; a claim that opens with its time ("it is at 23:00 that the gym
  closes") is read against the clause with that time;
* a Korean "V-지 않다" is about V, and an English clause that ends with its auxiliary denied
  ("but the rye bread does not") denies the verb phrase of the clause before it;
* a thing the claim says is included that the premises price on their own ("shoe hire
  included" where "shoe hire is £4") is contradicted, in the six languages.

Each phenomenon has the reading a careful reader accepts and one with a value changed."""

from __future__ import annotations

import pytest

from judge_helpers import judged_label
from ragmeter.judges.base import Check, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.model_text import names_as_theirs, ordinals_as_theirs
from ragmeter.text.approx import bound_met, bounds_as_theirs
from ragmeter.text.canon import canonical
from ragmeter.text.discourse import Aside, aside_kind
from ragmeter.text.facts import entities, numbers, ordinal_words, values
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import normalize, unaccent
from ragmeter.text.weekdays import days_named

S, C = Label.SUPPORTED, Label.CONTRADICTED


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "He was charged with stealing more than £500,000.",
            "He was charged with stealing £572,206 from a quarry company.",
            S,
        ),
        ("Over 300 people attended.", "The hall holds 500 seats. 350 people attended.", S),
        ("Tickets cost less than $20.", "Tickets cost $15.", S),
        ("Nearly 600 runners took part.", "587 runners took part in the race.", S),
        ("The trip takes about 2 hours.", "The trip takes 1 hour 50 minutes.", S),
        ("Es kamen mehr als 300 Menschen.", "Es kamen 350 Menschen zum Fest.", S),
        ("Plus de 300 personnes sont venues.", "350 personnes sont venues à la fête.", S),
        ("Vinieron casi 600 corredores.", "Participaron 587 corredores en la carrera.", S),
        ("약 600명이 참가했습니다.", "587명이 참가했습니다.", S),
        ("有超过300人参加。", "共有350人参加。", S),
        # the bound not met, or nothing exact to meet it
        ("More than 40 stalls are expected.", "About 30 stalls are expected.", C),
        ("Tickets cost less than $20.", "Tickets cost $25.", C),
        ("Up to 4 guests can stay.", "6 guests can stay in the suite.", C),
        ("More than 300 people attended.", "The hall holds 500 people, but only 250 people attended.", C),
        ("Under 18s pay half price.", "Children under 16 pay half price.", C),
        ("About 30 stalls are expected.", "50 stalls are expected.", C),
    ],
)
def test_a_bound_met_by_the_value_said(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


def test_a_bound_is_rewritten_only_where_it_is_met() -> None:
    premise = ["He was charged with stealing £572,206 from a quarry company."]
    assert bound_met(500000.0, "He stole more than £500,000.", premise)
    assert not bound_met(600000.0, "He stole more than £600,000.", premise)
    said = bounds_as_theirs("He stole more than 500000 gbp.", premise, frozenset({572206.0}))
    assert said == "He stole 572206 gbp."
    # a bound whose own number the premises have is what they say ("a daily maximum of $18")
    kept = "The daily maximum is 18 usd atmost."
    assert bounds_as_theirs(kept, ["A return ticket costs $9."], frozenset({18.0, 9.0})) == kept


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Bayern Munich face Porto on Wednesday.",
            "Bayern will be without Ribery when they travel to Porto for Wednesday's quarter-final."
            " The coach spoke on Monday.",
            S,
        ),
        (
            "Bayern Munich face Porto on Friday.",
            "Bayern will be without Ribery when they travel to Porto for Wednesday's quarter-final.",
            C,
        ),
    ],
)
def test_a_weekday_with_a_possessive(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


def test_days_named_with_a_possessive() -> None:
    assert days_named("for Wednesday's quarter-final") == frozenset({2})
    assert days_named("the sun's heat") == frozenset()


def test_number_words_in_compounds() -> None:
    assert 9.0 in numbers("400 ninth-grade students")
    assert values("third-party apps") == frozenset()
    assert values("400 ninth-grade students") == frozenset({400.0})


def test_a_full_stop_ends_a_name() -> None:
    found = entities("He also played against England. Santner is 25.")
    assert "england. santner" not in found and "england" in found
    assert "j. k. rowling" in entities("Mrs. Lee met J. K. Rowling at St. Paul.")


def test_the_number_check_reads_an_ordinal_compound(judge: OfflineJudge) -> None:
    (v,) = judge._check(
        "The school opened with 400 9th-grade students.",
        ["The school opened in 2016 with 400 ninth-grade students."],
    )
    assert v.cause.check is not Check.NUMBER


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("The stars joined the all - star team.", "The stars joined the all-star team last year.", S),
        (
            "The fossils showed not only that the climate was warm but also that trees grew.",
            "The fossils showed that the climate was warm and that trees grew there.",
            S,
        ),
        ("All rooms have a balcony.", "Some rooms have a balcony.", C),
    ],
)
def test_compounds_and_correlatives_are_no_scope_words(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("She did n't attend the meeting.", "She did not attend the meeting on Monday.", S),
        ("She attended the meeting.", "She did n't attend the meeting on Monday.", C),
        (
            "McCoy won the National on Do n't Push It in 2010.",
            "AP McCoy won the Grand National on Don’t Push It in 2010.",
            S,
        ),
    ],
)
def test_tokenised_contractions(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert normalize("Do n't Push It") == "don't push it"
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "David Moyes' side had to settle for a share of the spoils in San Sebastian.",
            "Castro scored one of the goals of the season but it wasn't enough as David Moyes' side had to"
            " settle"
            " for a share of the spoils in San Sebastian.",
            S,
        ),
        ("The pool is open on Sundays.", "It is not true that the pool is open on Sundays.", C),
        ("The pool is open on Sundays.", "The pool is not open on Sundays.", C),
    ],
)
def test_a_negation_elsewhere_in_the_sentence(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("text", "canon"),
    [
        ("during the 2018–19 academic year", "during the 2018–2019 academic year"),
        ("the 1998/99 season", "the 1998/1999 season"),
        ("the 1999–00 season", "the 1999–2000 season"),
        ("in 2018-05", "in 2018-05"),  # a month
        ("the 2010-11 season", "the 2010-11 season"),  # a month as well as a season
        ("2010-15", "2010-2015"),
    ],
)
def test_a_span_of_years_cut_short(text: str, canon: str) -> None:
    assert canonical(text) == canon


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Full implementation of the name change is taking place during the 2018–19 academic year.",
            "Implementation of the name change will take place over the coming 2018-2019 academic year.",
            S,
        ),
        (
            "The change takes place during the 2018–19 academic year.",
            "The change will take place over the 2019-2020 academic year.",
            C,
        ),
        (
            "A German man has been arrested on suspicion of spying for the US.",
            "German authorities asked the US ambassador about claims of US espionage. A man was arrested on"
            " suspicion of spying.",
            S,
        ),
    ],
)
def test_years_and_names_in_another_form(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


def test_a_hyphenated_name_said_with_a_space(judge: OfflineJudge) -> None:
    (v,) = judge._check(
        "This website tells the story of African-Americans in the horse industry.",
        ["The Chronicle of African Americans in the Horse Industry tells their story."],
    )
    assert v.cause.check is not Check.NAME
    (w,) = judge._check(
        "A German man was arrested for spying for the UK.", ["A man was arrested for US espionage."]
    )
    assert w.cause.check is Check.NAME


_SEATS_DE = "Studierende erhalten 30 % Ermäßigung auf R- und S-Plätze, VIP-Plätze sind jedoch nicht ermäßigt."
_SEATS_FR = (
    "Les étudiants ont 30 % de réduction sur les places R et S, mais les places VIP ne sont pas réduites."
)
_SEATS_ES = (
    "Los estudiantes tienen un 30 % de descuento en las zonas R y S,"
    " pero las entradas VIP no tienen descuento."
)


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("VIP-Plätze sind ebenfalls ermäßigt.", _SEATS_DE, C),
        ("R-Plätze sind ebenfalls ermäßigt.", _SEATS_DE, S),
        ("Les places VIP sont aussi réduites.", _SEATS_FR, C),
        ("Las entradas VIP también tienen descuento.", _SEATS_ES, C),
    ],
)
def test_also_and_however_are_no_content(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    """ "ebenfalls", "jedoch", "aussi", "también" say how a clause relates to another, not
    what it is about: the negated clause restates the claim without them."""
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Wow!", Aside.INTERJECTION),
        ("That's so cool!", Aside.INTERJECTION),
        ("How interesting.", Aside.INTERJECTION),
        ("대박!", Aside.INTERJECTION),
        ("太棒了！", Aside.INTERJECTION),
        ("Toll!", Aside.INTERJECTION),
        ("Génial !", Aside.INTERJECTION),
        ("¡Qué interesante!", Aside.INTERJECTION),
        ("Great question!", Aside.OPENER),
        # a bare yes is said with its question (version 33: set aside as a reply, not as
        # an interjection); an agreement, a statement after the exclamation: not set aside
        ("Yes.", Aside.REPLY),
        ("True.", None),
        ("Wow, the museum opened in 1990.", None),
    ],
)
def test_an_interjection_is_no_claim(sentence: str, kind: Aside | None) -> None:
    assert aside_kind(sentence) is kind


def test_an_interjection_beside_a_claim(judge: OfflineJudge) -> None:
    (v,) = judge._check("Wow! The museum opened in 1995.", ["The museum opened in 1990."])
    assert v.label is C and "'Wow!' (interjection)" in v.reason
    assert judge._check("Nice.", ["The museum opened in 1990."]) == ()


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Nintendo has franchises such as Mario, Zelda and Pokemon.",
            "Nintendo's franchises include Mario, The Legend of Zelda and Pokémon.",
            S,
        ),
        ("We met Jose Garcia in Zurich.", "We met José García in Zürich last year.", S),
        ("We met Jose Garcia in Geneva.", "We met José García in Zürich last year.", Label.UNSUPPORTED),
    ],
)
def test_a_name_without_its_accents(judge: OfflineJudge, claim: str, context: str, label: Label) -> None:
    assert judged_label(judge, claim, context) is label


def test_names_as_the_evidence_spells_them() -> None:
    evidence = "Wir haben José García in Zürich getroffen, es war schön."
    assert names_as_theirs("We met Jose Garcia in Zurich.", evidence) == "We met José García in Zürich."
    assert names_as_theirs("Es war schon spät.", evidence) == "Es war schon spät."  # a word, not a name
    assert unaccent("pokémon zürich 서울 北京") == "pokemon zurich 서울 北京"


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("The museum is on the 2nd floor.", "The museum is on the second floor of the building.", S),
        ("She finished 3rd in the race.", "She finished third in the race.", S),
        (
            "It is the 2nd most popular cheese in the US.",
            "It is the second-most popular cheese in the US.",
            S,
        ),
        ("Die Bibliothek ist im 2. Stock.", "Die Bibliothek befindet sich im zweiten Stock.", S),
        ("La bibliothèque est au 2e étage.", "La bibliothèque se trouve au deuxième étage.", S),
        ("La biblioteca está en la 3.ª planta.", "La biblioteca está en la tercera planta.", S),
        ("La biblioteca está en el 3er piso.", "La biblioteca está en el tercer piso.", S),
        # another ordinal
        ("The museum is on the 3rd floor.", "The museum is on the second floor of the building.", C),
        ("Die Bibliothek ist im 3. Stock.", "Die Bibliothek befindet sich im zweiten Stock.", C),
        ("La biblioteca está en el 2.º piso.", "La biblioteca está en el tercer piso.", C),
    ],
)
def test_an_ordinal_in_digits_and_in_words(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


def test_ordinals_read_and_rewritten() -> None:
    assert ordinal_words("au deuxième étage, im zweiten Stock, the third floor") == {
        2: "deuxième",
        3: "third",
    }
    assert numbers("im zweiten Stock") == frozenset({2.0}) and values("im zweiten Stock") == frozenset()
    assert numbers("wait a second") == frozenset()
    assert ordinals_as_theirs("en la 3.ª planta", "en la tercera planta") == "en la tercera planta"
    # "im 2. Stock" is no sentence end
    assert list(sentences("Die Bibliothek ist im 2. Stock. Sie öffnet um 9 Uhr.")) == [
        "Die Bibliothek ist im 2. Stock.",
        "Sie öffnet um 9 Uhr.",
    ]


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "The lake is 1,500m from the main building.",
            "Swimming lessons take place at a lake 1.5 km from the main building.",
            S,
        ),
        ("호수는 본관에서 1,500m 떨어져 있어요.", "수영 수업은 본관에서 1.5km 떨어진 호수에서 합니다.", S),
        (
            "The lake is 2,500m from the main building.",
            "Swimming lessons take place at a lake 1.5 km from the main building.",
            C,
        ),
        ("The deal was worth $5m.", "The deal was worth $5 million.", S),
        ("The deal was worth $6m.", "The deal was worth $5 million.", C),
        # a time said first, in a cleft: the clause with that time decides
        (
            "Every night, it is at 23:00 that the gym closes.",
            "The gym opens at 6:30 on weekdays and at 8:00 at weekends; it closes at 23:00 every night.",
            S,
        ),
        ("The gym opens at 23:00.", "The gym opens at 6:30 and closes at 23:00.", C),
    ],
)
def test_metres_millions_and_a_time_said_first(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label
    assert values("The lake is 1,500m away.") == frozenset({1500.0})
    assert 8500000.0 in numbers("a population of 8.5m")


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        ("호밀빵에는 견과류가 들어갑니다.", "호밀빵에는 견과류가 들어가지 않습니다.", C),
        (
            "호밀빵에는 견과류가 들어갑니다.",
            "일부 빵에는 견과류가 들어가지만, 호밀빵에는 견과류가 들어가지 않습니다.",
            C,
        ),
        ("호밀빵에는 견과류가 들어가지 않습니다.", "호밀빵에는 견과류가 들어갑니다.", C),
        ("Rye bread contains nuts.", "Some breads contain nuts, but the rye bread does not.", C),
        ("Children can use the sauna.", "Adults can use the sauna, but children can't.", C),
        ("Adults can use the sauna.", "Adults can use the sauna, but children can't.", S),
        ("Rye bread does not contain nuts.", "Some breads contain nuts, but the rye bread does not.", S),
    ],
)
def test_a_negation_with_its_verb_left_out_or_in_another_form(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    """Korean "V-지 않다" is about V ("들어가지 않습니다" denies "들어갑니다"); an English
    clause that ends with its auxiliary denied ("but the rye bread does not") denies the
    verb phrase of the clause before it."""
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "An adult day pass costs £15, shoe hire included.",
            "An adult day pass costs £15, and shoe hire is £4.",
            C,
        ),
        (
            "Der Tagespass kostet 15 €, Schuhverleih inklusive.",
            "Der Tagespass kostet 15 €, der Schuhverleih kostet 4 €.",
            C,
        ),
        (
            "L'entrée à la journée coûte 15 €, location de chaussons comprise.",
            "L'entrée à la journée coûte 15 € pour un adulte, et la location de chaussons 4 €.",
            C,
        ),
        (
            "El pase de día cuesta 15 €, alquiler de pies de gato incluido.",
            "El pase de día cuesta 15 €, y el alquiler de pies de gato, 4 €.",
            C,
        ),
        ("암벽화 대여가 포함돼 있어요.", "성인 1일 이용권은 18,000원이고, 암벽화 대여는 4,000원입니다.", C),
        ("成人单日票80元，已包含攀岩鞋租赁。", "成人单日票80元，攀岩鞋租赁20元。", C),
        # said included, covered, or the item's own value
        ("The room rate includes breakfast.", "The room costs €90 per night, breakfast included.", S),
        (
            "The £720 fee includes a shared room and all vegetarian meals.",
            "The £720 fee covers a shared room and all vegetarian meals, and a single room costs"
            " an extra £150.",
            S,
        ),
        (
            "The beginner package includes ten lessons for $480.",
            "The school offers a beginner package of 10 lessons for $480.",
            S,
        ),
    ],
)
def test_an_included_thing_the_premises_price(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    assert judged_label(judge, claim, context) is label


@pytest.mark.parametrize(
    ("claim", "context", "label"),
    [
        (
            "Amir Shah runs the weight clinic.",
            "Amir Shah performs the surgeries, while Claire Dunn runs the weight clinic.",
            C,
        ),
        (
            "Amir Shah performs the surgeries.",
            "Amir Shah performs the surgeries, while Claire Dunn runs the weight clinic.",
            S,
        ),
        (
            "Amir Shah runs the weight clinic.",
            "Amir Shah performs the surgeries, but Claire Dunn runs the weight clinic.",
            C,
        ),
        (
            "Dr. Amir Shah runs the weight clinic.",
            "Dr. Amir Shah performs the surgeries, while nurse Claire Dunn runs the weight clinic.",
            C,
        ),
        (
            "Nurse Claire Dunn runs the weight clinic.",
            "Dr. Amir Shah performs the surgeries, while nurse Claire Dunn runs the weight clinic.",
            S,
        ),
    ],
)
def test_a_role_in_a_clause_after_a_comma_and_a_connective(
    judge: OfflineJudge, claim: str, context: str, label: Label
) -> None:
    """ ", while Claire Dunn runs ..." has Claire Dunn as its subject (the connective after the
    comma stayed in the clause and hid it)."""
    assert judged_label(judge, claim, context) is label
