"""Clock times said with minutes to or past the hour, in English, German, French and
Spanish, are the canonical ``H:MM`` of the time ("twenty to twelve" is 11:40, "fünf vor
halb acht" 7:25, "midi moins dix" 11:50, "las doce menos veinte de la noche" 23:40);
numbers that only look so ("from 10 to 12 people", "10 nach 12 Tagen") stay numbers.
Also numeric dates without a year in German, French and Spanish text ("hasta el
05/07" is "hasta el 5 de julio"), the day first."""

from __future__ import annotations

import re

import pytest

from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.times import months
from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import normalize

_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?![\d:])")


def _canon(text: str) -> str:
    return canonical(normalize(text))


def _same(spoken: str, written: str) -> None:
    said = _canon(spoken)
    # a month name eats the full stop after it ("5 de julio." -> "5 july"): not a value
    assert said.rstrip(".") == _canon(written).rstrip("."), (said, _canon(written))
    assert said == canonical(said)  # one round is a fixed point


# ---------------------------------------------------------------- times
@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("The last bus leaves at twenty to twelve.", "The last bus leaves at 11:40."),
        ("The meeting starts at ten past nine.", "The meeting starts at 9:10."),
        ("It was ten past nine when we left.", "It was 9:10 when we left."),
        ("We open at five after six.", "We open at 6:05."),
        ("The show starts at twenty-five to eight in the evening.", "The show starts at 19:35."),
        ("The train leaves at ten to one p.m.", "The train leaves at 12:50 p.m."),
        ("The doors close at ten minutes to twelve.", "The doors close at 11:50."),
        ("Breakfast is from ten past seven to twenty to ten.", "Breakfast is from 7:10 to 9:40."),
    ],
)
def test_english_minutes_to_or_past_the_hour_are_the_time(spoken: str, written: str) -> None:
    _same(spoken, written)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("Der Laden schließt um zwanzig vor zwölf.", "Der Laden schließt um 11:40 Uhr."),
        ("Wir treffen uns um zehn nach neun.", "Wir treffen uns um 9:10 Uhr."),
        ("Es ist zwanzig vor zwölf", "Es ist 11:40"),
        ("Der Zug fährt um zehn nach neun ab.", "Der Zug fährt um 9:10 Uhr ab."),
        ("Einlass ist um fünf vor halb acht.", "Einlass ist um 7:25 Uhr."),
        ("Einlass ist um fünf nach halb acht.", "Einlass ist um 7:35 Uhr."),
        ("Die Fähre legt um zehn nach acht abends ab.", "Die Fähre legt um 20:10 Uhr ab."),
        ("Beginn: fünfundzwanzig nach sieben.", "Beginn: 7:25."),
    ],
)
def test_german_minutes_vor_or_nach_the_hour_are_the_time(spoken: str, written: str) -> None:
    _same(spoken, written)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("Le train part à onze heures moins vingt.", "Le train part à 10:40."),
        ("Rendez-vous à midi moins dix.", "Rendez-vous à 11:50."),
        ("Le cours commence à neuf heures dix.", "Le cours commence à 9h10."),
        ("neuf heures dix", "9:10"),
        ("La boutique ferme à huit heures moins cinq du soir.", "La boutique ferme à 19:55."),
        ("Le dernier métro part à minuit moins cinq.", "Le dernier métro part à 23:55."),
        ("Le musée ouvre de neuf heures dix à onze heures moins vingt.", "Le musée ouvre de 9h10 à 10h40."),
        ("La séance commence à neuf heures et quart.", "La séance commence à 9h15."),
    ],
)
def test_french_minutes_after_heures_and_moins_are_the_time(spoken: str, written: str) -> None:
    _same(spoken, written)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("El tren sale a las doce menos veinte.", "El tren sale a las 11:40."),
        ("El último tren sale a las doce menos veinte de la noche.", "El último tren sale a las 23:40."),
        ("La tienda abre a las nueve y diez.", "La tienda abre a las 9:10."),
        ("Llegamos a la una menos cinco.", "Llegamos a la 12:55."),
        ("La clase empieza a las siete y veinticinco de la tarde.", "La clase empieza a las 19:25."),
    ],
)
def test_spanish_minutes_y_or_menos_the_hour_are_the_time(spoken: str, written: str) -> None:
    _same(spoken, written)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("at twenty to twelve", "at 11:20"),
        ("um zehn nach neun", "um 9:50"),
        ("à onze heures moins vingt", "à 11:20"),
        ("a las doce menos veinte de la noche", "a las 23:20"),
        ("fünf vor halb acht", "7:35"),
    ],
)
def test_minutes_to_and_past_are_not_confused(a: str, b: str) -> None:
    assert _canon(a) != _canon(b)


@pytest.mark.parametrize(
    "text",
    [
        "We expect from 10 to 12 people.",
        "Shipping takes 5 to 10 days.",
        "Delivery takes 5 to 10 business days.",
        "The room holds up to 20 guests.",
        "Opening hours are 9 to 5 on weekdays.",
        "Open 10 to 5.",
        "The vote was 5 to 4.",
        "The score was 20 to 12.",
        "Tickets are priced at 10 to 12.",
        "Prices rose by 5 to 10 percent.",
        "Children aged 5 to 12 pay less.",
        "twenty to twelve people",
        "Das Paket kommt 10 nach 12 Tagen an.",
        "Es kostet 5 vor 10 Euro.",
        "Die Frist endet 5 nach 10 Monaten.",
        "Il travaille huit heures cinq jours par semaine.",
        "Il a attendu pendant deux heures dix.",
        "Le sirop coûte 10 heures 5 euros.",
        "Abrimos entre las nueve y diez de la mañana.",
        "Vienen las 2 y 3 personas.",
        "Quedan las 12 menos 3 plazas.",
    ],
)
def test_numbers_that_only_look_like_minutes_stay_numbers(text: str) -> None:
    said = _canon(text)
    assert not _CLOCK.search(said.replace("10:00", "")), said


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        (
            "El último tren sale a las doce menos veinte de la noche.",
            "El último tren sale a las 23:40.",
            True,
        ),
        (
            "El último tren sale a las doce menos veinte de la noche.",
            "El último tren sale a las 23:20.",
            False,
        ),
        ("The last bus leaves at twenty to twelve.", "The last bus leaves at 11:40.", True),
        ("The last bus leaves at twenty to twelve.", "The last bus leaves at 12:20.", False),
        ("Der Laden schließt um zwanzig vor zwölf.", "Der Laden schließt um 11:40 Uhr.", True),
        ("Le train part à onze heures moins vingt.", "Le train part à 10 h 40.", True),
        ("Le train part à onze heures moins vingt.", "Le train part à 11 h 20.", False),
    ],
)
def test_the_judge_reads_a_spoken_time_as_the_time(claim: str, context: str, supported: bool) -> None:
    (v,) = OfflineJudge()._check(claim, [context])
    assert (v.label is Label.SUPPORTED) is supported, v.reason


# ---------------------------------------------------------------- dates without a year
@pytest.mark.parametrize(
    ("numeric", "words"),
    [
        ("Puedes inscribirte hasta el 05/07.", "Puedes inscribirte hasta el 5 de julio."),
        ("El plazo va del 10/06 al 05/07.", "El plazo va del 10 de junio al 5 de julio."),
        ("Anmeldung bis zum 05/07.", "Anmeldung bis zum 5. Juli."),
        ("Anmeldung bis zum 05.07.", "Anmeldung bis zum 5. Juli."),
        ("Inscriptions jusqu'au 05/07.", "Inscriptions jusqu'au 5 juillet."),
        ("The offer runs until 25/12.", "The offer runs until 25 December."),
        ("The offer runs until 12/25.", "The offer runs until December 25."),
    ],
)
def test_a_day_and_month_in_digits_is_the_date(numeric: str, words: str) -> None:
    _same(numeric, words)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("hasta el 05/08", "hasta el 5 de julio"),
        ("jusqu'au 07/05", "jusqu'au 5 juillet"),
        ("bis zum 05/07", "bis zum 7. Mai"),
    ],
)
def test_a_different_day_and_month_stays_different(a: str, b: str) -> None:
    assert _canon(a) != _canon(b)
    assert months(_canon(a)) != months(_canon(b))


@pytest.mark.parametrize(
    "text",
    [
        "The offer runs until 07/05.",  # English: either order
        "le 1/4 de finale",
        "hasta el 5/7",  # one digit each: as likely a fraction
        "Version 05/07 ist da.",  # no word that takes a date
    ],
)
def test_a_day_and_month_whose_order_or_kind_is_open_stays_as_written(text: str) -> None:
    assert "/" in _canon(text)


def test_the_judge_reads_a_day_and_month_in_digits_as_the_date() -> None:
    context = "El plazo de preinscripción va del 10 de junio al 5 de julio."
    (v,) = OfflineJudge()._check("Puedes hacer la preinscripción hasta el 05/07.", [context])
    assert v.label is Label.SUPPORTED, v.reason


def test_the_judge_does_not_support_another_day_and_month_in_digits() -> None:
    context = "El plazo de preinscripción va del 10 de junio al 5 de julio."
    (v,) = OfflineJudge()._check("Puedes hacer la preinscripción hasta el 05/08.", [context])
    assert v.label is not Label.SUPPORTED, v.reason
