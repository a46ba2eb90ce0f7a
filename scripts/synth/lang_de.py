# ruff: noqa: E501  (natural-language template tables; one template a line)
"""German lexicon, templates and value formats (articles and pronouns agree in gender and case)."""

from __future__ import annotations

import random
from typing import Any

from .render import cap, strip_stop

CODE = "de"
CURRENCY_SCALE = 1
JOIN = " "
FMT_N = {"temp": 3, "time": 3, "date": 3, "price": 3, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("Anna", "Erik", "Jonas", "Lena", "Felix", "Marie", "Lukas", "Sophie", "Paul", "Clara", "Moritz",
         "Greta", "Tobias", "Ida", "Jakob", "Frieda")
FAMILY = ("Weber", "Lind", "Schneider", "Becker", "Hoffmann", "Wagner", "Krüger", "Vogel", "Brandt", "Keller",
          "Hartmann", "Schulz", "Fuchs", "Lang")
CITIES = ("Hamburg", "Leipzig", "Freiburg", "Rostock", "Bremen", "Kiel", "Dresden", "Münster", "Heidelberg",
          "Lübeck", "Graz", "Basel", "Konstanz", "Erfurt", "Potsdam", "Linz")
STEMS = ("Seeblick", "Lindenhof", "Nordlicht", "Sonnenkorn", "Elbufer", "Bergquelle", "Rosengarten", "Mühlbach",
         "Eichenwald", "Hafenblick", "Morgenrot", "Weidenhof")
#: kind -> (noun, gender)
KIND_NOUN = {"hotel": ("Hotel", "n"), "museum": ("Museum", "n"), "gym": ("Fitnessstudio", "n"),
             "bakery": ("Bäckerei", "f"), "kayak": ("Kajakverleih", "m")}
#: event -> (gender, genitive with article)
EVENTS = {"Nordsee-Rudermeisterschaft": ("f", "der Nordsee-Rudermeisterschaft"),
          "Küstenjazzfestival": ("n", "des Küstenjazzfestivals"),
          "Schachpokal Rheinland": ("m", "des Schachpokals Rheinland"),
          "Hafenmarathon": ("m", "des Hafenmarathons"), "Winterfilmwoche": ("f", "der Winterfilmwoche"),
          "Chorwettbewerb Süd": ("m", "des Chorwettbewerbs Süd")}

KIND: dict[str, dict[str, str]] = {
    "hotel": {"thing": "Zimmer", "item": "ein Doppelzimmer für eine Nacht", "mthing": "der Naturpfad"},
    "museum": {"thing": "Ausstellungsräume", "item": "eine Eintrittskarte für Erwachsene",
               "mthing": "der Skulpturenweg"},
    "gym": {"thing": "Trainingsgeräte", "item": "eine Monatsmitgliedschaft", "mthing": "die Laufbahn"},
    "bakery": {"thing": "Mitarbeiter", "item": "ein Roggenbrot", "mthing": "das Hausbrot"},
    "kayak": {"thing": "Kajaks", "item": "eine zweistündige Miete", "mthing": "das Tourenkajak"},
    "event": {"thing": "Teilnehmer", "item": "die Startgebühr"},
}

POLICY = (
    {"may": ["Besucher dürfen eigenes Essen mitbringen", "Es ist Besuchern erlaubt, eigenes Essen mitzubringen"],
     "must": ["Besucher müssen eigenes Essen mitbringen", "Besucher sind verpflichtet, eigenes Essen mitzubringen"],
     "recommended": ["Es wird empfohlen, eigenes Essen mitzubringen, es ist aber keine Pflicht",
                     "Eigenes Essen mitzubringen ist ratsam, aber nicht vorgeschrieben"],
     "need_not": ["Besucher müssen kein eigenes Essen mitbringen", "Eigenes Essen mitzubringen ist freiwillig"]},
    {"may": ["Gäste können vorab einen Tisch reservieren", "Gäste dürfen im Voraus einen Tisch buchen"],
     "must": ["Gäste müssen vorab einen Tisch reservieren", "Eine Tischreservierung im Voraus ist Pflicht"],
     "recommended": ["Eine Tischreservierung im Voraus wird empfohlen, ist aber nicht erforderlich",
                     "Es ist ratsam, vorab einen Tisch zu reservieren, aber keine Pflicht"],
     "need_not": ["Gäste müssen keinen Tisch im Voraus reservieren",
                  "Eine Tischreservierung im Voraus ist nicht nötig"]},
    {"may": ["Mitarbeitende dürfen bis zu drei Tage pro Woche von zu Hause arbeiten", "Beschäftigte können höchstens 3 Tage in der Woche im Homeoffice arbeiten"],
     "must": ["Mitarbeitende müssen drei Tage pro Woche von zu Hause arbeiten", "Beschäftigte sind verpflichtet, 3 Tage in der Woche im Homeoffice zu arbeiten"],
     "recommended": ["Es wird empfohlen, bis zu drei Tage pro Woche von zu Hause zu arbeiten, es ist aber keine Pflicht",
                     "Homeoffice an bis zu 3 Tagen pro Woche ist erwünscht, aber nicht vorgeschrieben"],
     "need_not": ["Mitarbeitende müssen nicht von zu Hause arbeiten", "Homeoffice ist für Mitarbeitende freiwillig"]},
)
QUANT = (
    {"all": ["Alle Führungen finden auf Englisch statt", "Jede Führung wird auf Englisch gehalten"],
     "some": ["Einige Führungen finden auf Englisch statt", "Manche Führungen werden auf Englisch gehalten"],
     "not_all": ["Nicht alle Führungen finden auf Englisch statt",
                 "Nur ein Teil der Führungen wird auf Englisch gehalten"]},
    {"all": ["Alle Mitarbeitenden sprechen Spanisch", "Jeder Mitarbeiter spricht Spanisch"],
     "some": ["Einige Mitarbeitende sprechen Spanisch", "Ein paar Mitarbeiter sprechen Spanisch"],
     "not_all": ["Nicht alle Mitarbeitenden sprechen Spanisch", "Nur ein Teil des Personals spricht Spanisch"]},
)
ONLY = (
    {"only": ["Nur Kunden dürfen den Parkplatz benutzen", "Der Parkplatz ist Kunden vorbehalten"],
     "everyone": ["Jeder darf den Parkplatz benutzen", "Der Parkplatz steht auch Nichtkunden offen"]},
    {"only": ["Nur Erwachsene können die Führung buchen", "Die Führung ist nur für Erwachsene buchbar"],
     "everyone": ["Auch Kinder können die Führung buchen", "Die Führung steht allen Altersgruppen offen"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person} gründete {subj_acc} im Jahr {year}."],
                "passive": ["{subj:cap} wurde {year} von {person} gegründet."],
                "reorder": ["{year} gründete {person} {subj_acc}."],
                "nominal": ["Die Gründung {gen} durch {person} erfolgte im Jahr {year}."],
                "synonym": ["{person} rief {subj_acc} im Jahr {year} ins Leben."],
                "neg": ["{person} gründete {subj_acc} im Jahr {year} nicht.",
                        "{subj:cap} wurde nicht von {person} gegründet."]},
    "founded_located": {"base": ["{person} gründete {year} {subj_acc}, {rel} {poss} Sitz in {city} hat."],
                        "passive": ["{subj:cap}, {rel} sich in {city} befindet, wurde {year} von {person} gegründet."]},
    "took_over": {"base": ["{year} übernahm {person} {subj_acc}."],
                  "passive": ["{subj:cap} wurde {year} von {person} übernommen."],
                  "synonym": ["Seit {year} gehört {subj} {person}."],
                  "neg": ["{person} hat {subj_acc} nie übernommen."]},
    "located": {"base": ["{subj:cap} hat {poss} Sitz in {city}."], "synonym": ["{subj:cap} befindet sich in {city}."],
                "reorder": ["In {city} befindet sich {subj}."], "neg": ["{subj:cap} befindet sich nicht in {city}."]},
    "opens": {"base": ["{subj:cap} öffnet um {time}."], "reorder": ["Um {time} öffnet {subj}."],
              "synonym": ["{subj:cap} ist ab {time} geöffnet."], "nominal": ["Der Einlass {at} beginnt um {time}."]},
    "closes": {"base": ["{subj:cap} schließt um {time}."], "reorder": ["Um {time} schließt {subj}."],
               "synonym": ["{subj:cap} ist bis {time} geöffnet."], "nominal": ["Geschäftsschluss {at} ist um {time}."]},
    "closed_on": {"base": ["{subj:cap} ist {days} geschlossen."], "synonym": ["{subj:cap} hat {days} nicht geöffnet."],
                  "reorder": ["Am {day} bleibt {subj} geschlossen."], "neg": ["{subj:cap} ist {days} geöffnet."]},
    "price": {"base": ["{at:cap} kostet {item} {amount}."], "reorder": ["{item:cap} kostet {at} {amount}."],
              "synonym": ["{at:cap} zahlt man für {item} {amount}."],
              "nominal": ["Der Preis für {item} {at} beträgt {amount}."]},
    "count": {"base": ["{subj:cap} hat {n} {thing}."], "synonym": ["{at:cap} gibt es {n} {thing}."],
              "nominal": ["Die Zahl der {thing} {at} beträgt {n}."]},
    "measure_length": {"base": ["{at:cap} ist {mthing} {qty} lang."],
                       "nominal": ["{mthing:cap} {at} hat eine Länge von {qty}."]},
    "measure_weight": {"base": ["{at:cap} wiegt {mthing} {qty}."],
                       "nominal": ["{mthing:cap} {at} hat ein Gewicht von {qty}."],
                       "synonym": ["{mthing:cap} {at} bringt {qty} auf die Waage."]},
    "duration": {"base": ["Die Lieferung {gen} dauert {dur}."], "nominal": ["Die Lieferzeit {gen} beträgt {dur}."]},
    "duration_event": {"base": ["{subj:cap} dauert {dur}."], "synonym": ["{subj:cap} erstreckt sich über {dur}."],
                       "nominal": ["Die Dauer {gen} beträgt {dur}."]},
    "date": {"base": ["{subj:cap} veranstaltet den Tag der offenen Tür am {date}."],
             "reorder": ["Am {date} veranstaltet {subj} den Tag der offenen Tür."],
             "nominal": ["Der Tag der offenen Tür {gen} ist am {date}."]},
    "date_event": {"base": ["{subj:cap} findet am {date} statt."], "reorder": ["Am {date} findet {subj} statt."],
                   "synonym": ["{subj:cap} wird am {date} ausgetragen."]},
    "threshold_over": {"base": ["{subj:cap} liefert bei Bestellungen über {amount} kostenlos."],
                       "synonym": ["Bei einem Bestellwert von mehr als {amount} ist die Lieferung {gen} gratis."],
                       "reorder": ["Bei Bestellungen über {amount} liefert {subj} kostenlos."]},
    "threshold_under": {"base": ["{subj:cap} liefert bei Bestellungen unter {amount} kostenlos."],
                        "synonym": ["Bei einem Bestellwert von weniger als {amount} ist die Lieferung {gen} gratis."],
                        "reorder": ["Bei Bestellungen unter {amount} liefert {subj} kostenlos."]},
    "deadline_before": {"base": ["{at:cap} sind Bestellungen, die vor {time} eingehen, noch am selben Tag fertig."],
                        "reorder": ["Bestellungen, die {at} vor {time} eingehen, sind am selben Tag fertig."]},
    "deadline_after": {"base": ["{at:cap} sind Bestellungen, die nach {time} eingehen, noch am selben Tag fertig."],
                       "reorder": ["Bestellungen, die {at} nach {time} eingehen, sind am selben Tag fertig."]},
    "hosted": {"base": ["{city} richtete {subj_acc} im Jahr {year} aus."],
               "passive": ["{year} wurde {subj} in {city} ausgetragen."],
               "nominal": ["Austragungsort {gen} im Jahr {year} war {city}."],
               "neg": ["{city} richtete {subj_acc} im Jahr {year} nicht aus."]},
    "temperature": {"base": ["Das Schwimmbecken {gen} ist auf {temp} beheizt."], "reorder": ["{at:cap} ist das Schwimmbecken auf {temp} beheizt."],
                    "nominal": ["Die Wassertemperatur im Schwimmbecken {gen} beträgt {temp}."]},
    "clause": {"base": ["{at:cap} gilt: {clause}."], "reorder": ["Für {subj_acc} gilt: {clause}."]},
}

Q: dict[str, list[str]] = {
    "founded": ["Wer hat {subj_acc} gegründet?", "Wer ist der Gründer {gen}?"],
    "took_over": ["Wer hat {subj_acc} übernommen?"],
    "located": ["Wo befindet sich {subj}?", "In welcher Stadt liegt {subj}?"],
    "opens": ["Wann öffnet {subj}?"],
    "closes": ["Wann schließt {subj}?", "Bis wann hat {subj} geöffnet?"],
    "closed_on": ["Wann ist {subj} geschlossen?", "An welchem Tag hat {subj} zu?"],
    "price": ["Wie viel kostet {item} {at}?"],
    "count": ["Wie viele {thing} hat {subj}?"],
    "measure_length": ["Wie lang ist {mthing} {at}?"],
    "measure_weight": ["Wie schwer ist {mthing} {at}?"],
    "duration": ["Wie lange dauert die Lieferung {gen}?"],
    "duration_event": ["Wie lange dauert {subj}?"],
    "date": ["Wann ist der Tag der offenen Tür {gen}?"],
    "date_event": ["Wann findet {subj} statt?"],
    "hosted": ["Welche Stadt richtete {subj_acc} im Jahr {year} aus?", "Wo fand {subj} {year} statt?"],
    "threshold": ["Wann liefert {subj} kostenlos?"],
    "deadline": ["Welche Bestellungen sind {at} am selben Tag fertig?"],
    "temperature": ["Wie warm ist das Schwimmbecken {gen}?"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}.", "{pron:cap} wurde von {person} gegründet."],
    "took_over": ["{person}.", "{person} hat {pron_acc} {year} übernommen."],
    "located": ["In {city}.", "{pron:cap} befindet sich in {city}."],
    "opens": ["Um {time}.", "{pron:cap} öffnet um {time}."],
    "closes": ["Um {time}.", "{pron:cap} schließt um {time}."],
    "closed_on": ["{days:cap}.", "{pron:cap} ist {days} geschlossen."],
    "price": ["{amount}.", "Das kostet {amount}."],
    "count": ["{n}.", "{pron:cap} hat {n} {thing}."],
    "measure_length": ["{qty}.", "Die Länge beträgt {qty}."],
    "measure_weight": ["{qty}.", "Das Gewicht beträgt {qty}."],
    "duration": ["{dur}.", "Die Lieferung dauert {dur}."],
    "duration_event": ["{dur}.", "{pron:cap} dauert {dur}."],
    "date": ["Am {date}.", "Er ist am {date}."],
    "date_event": ["Am {date}.", "{pron:cap} findet am {date} statt."],
    "hosted": ["{city}.", "{pron:cap} fand in {city} statt."],
    "temperature": ["{temp}.", "Das Wasser hat {temp}."],
}

OPENERS = ("Gerne! ", "Gute Frage! ", "Laut den Unterlagen: ", "Den bereitgestellten Informationen nach: ",
           "Natürlich. ", "Aus dem Kontext: ")
# fmt: on

_ONES = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split()
_TEENS = {
    13: "dreizehn",
    14: "vierzehn",
    15: "fünfzehn",
    16: "sechzehn",
    17: "siebzehn",
    18: "achtzehn",
    19: "neunzehn",
}
_TENS = "_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()
MONTHS = ("Januar Februar März April Mai Juni Juli August September Oktober November Dezember").split()
MONTHS_ABBR = ("Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.").split()
DAYS = "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split()
_ART = {
    "nom": {"m": "der", "f": "die", "n": "das"},
    "acc": {"m": "den", "f": "die", "n": "das"},
    "dat": {"m": "dem", "f": "der", "n": "dem"},
}
_LOWER = {
    "Der",
    "Die",
    "Das",
    "Den",
    "Dem",
    "Im",
    "In",
    "Am",
    "Um",
    "Bei",
    "Beim",
    "Es",
    "Er",
    "Sie",
    "Ab",
    "Für",
    "Nur",
    "Alle",
    "Einige",
    "Jede",
    "Jeder",
    "Nicht",
    "Manche",
    "Ein",
    "Eine",
    "Auch",
    "Seit",
    "Eigenes",
}


def words(n: int) -> str:
    """German number words in one word (120 -> einhundertzwanzig)."""
    if n < 13:
        return _ONES[n]
    if n < 20:
        return _TEENS[n]
    if n < 100:
        ones = n % 10
        return ("" if ones == 0 else ("ein" if ones == 1 else _ONES[ones]) + "und") + _TENS[n // 10]
    if n < 1000:
        head = ("ein" if n // 100 == 1 else _ONES[n // 100]) + "hundert"
        return head + ("" if n % 100 == 0 else words(n % 100))
    head = ("ein" if n // 1000 == 1 else words(n // 1000)) + "tausend"
    return head + ("" if n % 1000 == 0 else words(n % 1000))


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}".replace(",", ".")
    return f"{x:.3f}".rstrip("0").rstrip(".").replace(".", ",")


def person(given: str, family: str) -> str:
    return f"{given} {family}"


def business_name(rng: random.Random, kind: str) -> str:
    return f"{KIND_NOUN[kind][0]} {rng.choice(STEMS)}"


def event_name(rng: random.Random) -> str:
    return rng.choice(sorted(EVENTS))


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    if kind == "event":
        g, gen = EVENTS[name]
    else:
        noun, g = KIND_NOUN[kind]
        gen = f"der {name}" if g == "f" else f"des {noun}s {name[len(noun) + 1 :]}"
    dat = f"{_ART['dat'][g]} {name}"
    at = {"m": f"beim {name}", "f": f"bei der {name}", "n": f"im {name}"}[g]
    if kind == "event" and g == "n":
        at = f"beim {name}"
    if kind == "bakery":
        at = f"in der {name}"
    return {
        "subj": f"{_ART['nom'][g]} {name}",
        "subj_acc": f"{_ART['acc'][g]} {name}",
        "subj_dat": dat,
        "at": at,
        "gen": gen,
        "poss": "ihren" if g == "f" else "seinen",
        "pron": {"m": "er", "f": "sie", "n": "es"}[g],
        "rel": {"m": "der", "f": "die", "n": "das"}[g],
        "pron_acc": {"m": "ihn", "f": "sie", "n": "es"}[g],
    }


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 0:
        return f"{h}:{m:02d} Uhr"
    if v % 3 == 1:
        return f"{h}.{m:02d} Uhr" if m else f"{h} Uhr"
    part = "morgens" if h < 12 else ("mittags" if h == 12 else "nachmittags" if h < 18 else "abends")
    return f"{h % 12 or 12}" + (f".{m:02d}" if m else "") + f" Uhr {part}"


def fmt_date(month: int, day: int, v: int) -> str:
    if v % 3 == 0:
        return f"{day}. {MONTHS[month - 1]}"
    if v % 3 == 1:
        return f"{day}. {MONTHS_ABBR[month - 1]}"
    return f"{day:02d}.{month:02d}."


def fmt_price(amount: int, v: int) -> str:
    return (f"{num(amount)} €", f"{num(amount)} Euro", f"{words(amount)} Euro")[v % 3]


def fmt_count(n: int, v: int, kind: str) -> str:
    return num(n) if v % 2 == 0 else words(n)


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("m", "km") if mtype == "length" else ("g", "kg")
    small_w, big_w = ("Meter", "Kilometer") if mtype == "length" else ("Gramm", "Kilogramm")
    use_big = (qty >= 1000) == (v % 3 == 0)
    if use_big:
        return f"{num(qty / 1000)} {big if v % 3 != 2 else big_w}"
    return f"{num(qty)} {small if v % 3 != 2 else small_w}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg} °C", f"{deg} Grad Celsius", f"{words(deg)} Grad Celsius")[v % 3]


def fmt_days(n: int, v: int) -> str:
    if v % 2 == 0:
        return f"{n} Tag" if n == 1 else f"{n} Tage"
    special = {1: "einen Tag", 7: "eine Woche", 14: "zwei Wochen"}
    return special.get(n, words(n) + " Tage")


def weekday_slots(day: int) -> dict[str, str]:
    return {"day": DAYS[day], "days": DAYS[day].lower() + "s"}


def lower_first(s: str) -> str:
    first = s.split(" ", 1)[0]
    return s[0].lower() + s[1:] if first in _LOWER else s


def merge(s1: str, s2: str) -> str:
    return strip_stop(s1) + ", und " + lower_first(s2)


def open_with(opener: str, s: str) -> str:
    return opener + s


def qa(question: str, answer: str) -> str:
    return f"{question} {answer}"


def finish(s: str) -> str:
    return cap(s)
