# ruff: noqa: E501  (natural-language template tables; one template a line)
"""French lexicon, templates and value formats (articles, contractions and participles agree)."""

from __future__ import annotations

import random
from typing import Any

from .render import cap, strip_stop

CODE = "fr"
CURRENCY_SCALE = 1
JOIN = " "
FMT_N = {"temp": 3, "time": 3, "date": 3, "price": 3, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("Camille", "Julien", "Léa", "Hugo", "Chloé", "Louis", "Manon", "Théo", "Inès", "Antoine", "Sarah",
         "Mathis", "Élise", "Noé", "Margaux", "Bastien")
FAMILY = ("Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Girard", "Roux", "Fournier", "Lefèvre", "Mercier",
          "Faure", "Blanc", "Garnier", "Chevalier")
CITIES = ("Lyon", "Nantes", "Bordeaux", "Lille", "Rennes", "Grenoble", "Annecy", "Brest", "Dijon", "Genève",
          "Lausanne", "Québec", "Montpellier", "Rouen", "Namur", "Liège")
STEMS = ("Beauséjour", "Belle-Rive", "Horizon", "Soleil d'Or", "Rive Bleue", "Les Tilleuls", "Mont-Blanc",
         "La Source", "Clair de Lune", "Les Glycines", "Vent d'Ouest", "Le Phare")
#: kind -> (noun, gender)
KIND_NOUN = {"hotel": ("hôtel", "m"), "museum": ("musée", "m"), "gym": ("salle de sport", "f"),
             "bakery": ("boulangerie", "f"), "kayak": ("club de kayak", "m")}
#: event -> gender
EVENTS = {"Championnat nordique d'aviron": "m", "Festival de jazz de la côte": "m", "Coupe ouverte d'échecs": "f",
          "Marathon du port": "m", "Semaine du film d'hiver": "f", "Concours national de chorales": "m"}

KIND: dict[str, Any] = {
    "hotel": {"thing": "chambres", "fem": True, "item": "une chambre double pour une nuit",
              "item_de": "d'une chambre double pour une nuit", "mthing": "le sentier nature"},
    "museum": {"thing": "salles d'exposition", "fem": True, "item": "un billet adulte",
               "item_de": "d'un billet adulte", "mthing": "le parcours de sculptures"},
    "gym": {"thing": "appareils de musculation", "fem": False, "item": "un abonnement mensuel",
            "item_de": "d'un abonnement mensuel", "mthing": "la piste de course"},
    "bakery": {"thing": "employés", "fem": False, "item": "un pain de seigle", "item_de": "d'un pain de seigle",
               "mthing": "le pain maison"},
    "kayak": {"thing": "kayaks", "fem": False, "item": "une location de deux heures",
              "item_de": "d'une location de deux heures", "mthing": "le kayak de randonnée"},
    "event": {"thing": "participants", "fem": False, "item": "l'inscription", "item_de": "de l'inscription"},
}

POLICY = (
    {"may": ["les visiteurs peuvent apporter leur propre nourriture",
             "les visiteurs sont autorisés à apporter leur propre nourriture"],
     "must": ["les visiteurs doivent apporter leur propre nourriture",
              "les visiteurs sont tenus d'apporter leur propre nourriture"],
     "recommended": ["il est recommandé aux visiteurs d'apporter leur propre nourriture, mais ce n'est pas obligatoire",
                     "apporter sa propre nourriture est conseillé, sans être obligatoire"],
     "need_not": ["les visiteurs n'ont pas besoin d'apporter leur propre nourriture",
                  "apporter sa propre nourriture est facultatif"]},
    {"may": ["les clients peuvent réserver une table à l'avance", "il est possible de réserver une table à l'avance"],
     "must": ["les clients doivent réserver une table à l'avance",
              "la réservation d'une table à l'avance est obligatoire"],
     "recommended": ["il est recommandé de réserver une table à l'avance, mais ce n'est pas obligatoire",
                     "réserver une table à l'avance est conseillé, sans être exigé"],
     "need_not": ["les clients n'ont pas besoin de réserver une table à l'avance",
                  "la réservation d'une table à l'avance est facultative"]},
    {"may": ["le personnel peut télétravailler jusqu'à trois jours par semaine", "les employés sont autorisés à travailler à distance 3 jours par semaine au maximum"],
     "must": ["le personnel doit télétravailler trois jours par semaine", "les employés sont tenus de travailler à distance 3 jours par semaine"],
     "recommended": ["il est recommandé au personnel de télétravailler jusqu'à trois jours par semaine, mais ce n'est pas obligatoire",
                     "le télétravail jusqu'à 3 jours par semaine est conseillé, sans être obligatoire"],
     "need_not": ["le personnel n'est pas obligé de télétravailler", "le télétravail est facultatif pour le personnel"]},
)
QUANT = (
    {"all": ["toutes les visites guidées se font en anglais", "chaque visite guidée est assurée en anglais"],
     "some": ["certaines visites guidées se font en anglais", "quelques visites guidées sont assurées en anglais"],
     "not_all": ["les visites guidées ne se font pas toutes en anglais",
                 "seule une partie des visites guidées est assurée en anglais"]},
    {"all": ["tous les employés parlent espagnol", "chaque membre du personnel parle espagnol"],
     "some": ["certains employés parlent espagnol", "quelques membres du personnel parlent espagnol"],
     "not_all": ["seule une partie du personnel parle espagnol", "les employés ne parlent pas tous espagnol"]},
)
ONLY = (
    {"only": ["seuls les clients peuvent utiliser le parking", "le parking est réservé aux clients"],
     "everyone": ["tout le monde peut utiliser le parking", "le parking est aussi ouvert aux non-clients"]},
    {"only": ["seuls les adultes peuvent réserver la visite guidée", "la visite guidée est réservée aux adultes"],
     "everyone": ["les enfants peuvent aussi réserver la visite guidée",
                  "la visite guidée est ouverte à tous les âges"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person} a fondé {subj} en {year}."],
                "passive": ["{subj:cap} a été fondé{e} par {person} en {year}."],
                "reorder": ["En {year}, {person} a fondé {subj}."],
                "nominal": ["La fondation {de} par {person} remonte à {year}."],
                "synonym": ["{person} a créé {subj} en {year}."],
                "neg": ["{person} n'a pas fondé {subj} en {year}.", "{subj:cap} n'a pas été fondé{e} par {person}."]},
    "founded_located": {"base": ["En {year}, {person} a fondé {subj}, qui se trouve à {city}."],
                        "passive": ["{subj:cap}, situé{e} à {city}, a été fondé{e} par {person} en {year}."]},
    "took_over": {"base": ["En {year}, {person} a repris {subj}."],
                  "passive": ["{subj:cap} a été repris{e} par {person} en {year}."],
                  "synonym": ["{person} a racheté {subj} en {year}."], "neg": ["{person} n'a jamais repris {subj}."]},
    "located": {"base": ["{subj:cap} est situé{e} à {city}."], "synonym": ["{subj:cap} se trouve à {city}."],
                "reorder": ["C'est à {city} que se trouve {subj}."], "neg": ["{subj:cap} ne se trouve pas à {city}."]},
    "opens": {"base": ["{subj:cap} ouvre à {time}."], "reorder": ["À {time}, {subj} ouvre ses portes."],
              "synonym": ["{subj:cap} est ouvert{e} à partir de {time}."],
              "nominal": ["L'heure d'ouverture {de} est {time}."]},
    "closes": {"base": ["{subj:cap} ferme à {time}."], "reorder": ["À {time}, {subj} ferme ses portes."],
               "synonym": ["{subj:cap} reste ouvert{e} jusqu'à {time}."],
               "nominal": ["L'heure de fermeture {de} est {time}."]},
    "closed_on": {"base": ["{subj:cap} est fermé{e} le {day}."], "synonym": ["{subj:cap} n'ouvre pas le {day}."],
                  "reorder": ["Le {day}, {subj} est fermé{e}."], "neg": ["{subj:cap} est ouvert{e} le {day}."]},
    "price": {"base": ["{a:cap}, {item} coûte {amount}."], "reorder": ["{item:cap} coûte {amount} {a}."],
              "synonym": ["{a:cap}, on paie {amount} pour {item}."],
              "nominal": ["Le prix {item_de} {a} est de {amount}."]},
    "count": {"base": ["{subj:cap} compte {n} {thing}."], "synonym": ["Il y a {n} {thing} {a}."],
              "nominal": ["Le nombre de {thing} {a} est de {n}."]},
    "measure_length": {"base": ["{a:cap}, {mthing} mesure {qty} de long."],
                       "nominal": ["{mthing:cap} {a} a une longueur de {qty}."]},
    "measure_weight": {"base": ["{a:cap}, {mthing} pèse {qty}."], "nominal": ["{mthing:cap} {a} a un poids de {qty}."]},
    "duration": {"base": ["La livraison {de} prend {dur}."], "synonym": ["{subj:cap} livre en {dur}."],
                 "nominal": ["Le délai de livraison {de} est de {dur}."]},
    "duration_event": {"base": ["{subj:cap} dure {dur}."], "synonym": ["{subj:cap} se déroule sur {dur}."],
                       "nominal": ["La durée {de} est de {dur}."]},
    "date": {"base": ["{subj:cap} organise sa journée portes ouvertes le {date}."],
             "reorder": ["Le {date}, {subj} organise sa journée portes ouvertes."],
             "nominal": ["La journée portes ouvertes {de} a lieu le {date}."]},
    "date_event": {"base": ["{subj:cap} a lieu le {date}."], "reorder": ["C'est le {date} qu'a lieu {subj}."],
                   "synonym": ["{subj:cap} se tient le {date}."]},
    "threshold_over": {"base": ["{subj:cap} livre gratuitement les commandes de plus de {amount}."],
                       "synonym": ["La livraison {de} est gratuite pour les commandes supérieures à {amount}."],
                       "reorder": ["Pour toute commande de plus de {amount}, {subj} livre gratuitement."]},
    "threshold_under": {"base": ["{subj:cap} livre gratuitement les commandes de moins de {amount}."],
                        "synonym": ["La livraison {de} est gratuite pour les commandes inférieures à {amount}."],
                        "reorder": ["Pour toute commande de moins de {amount}, {subj} livre gratuitement."]},
    "deadline_before": {"base": ["{a:cap}, les commandes passées avant {time} sont prêtes le jour même."],
                        "reorder": ["Les commandes passées {a} avant {time} sont prêtes le jour même."]},
    "deadline_after": {"base": ["{a:cap}, les commandes passées après {time} sont prêtes le jour même."],
                       "reorder": ["Les commandes passées {a} après {time} sont prêtes le jour même."]},
    "hosted": {"base": ["{city} a accueilli {subj} en {year}."],
               "passive": ["En {year}, {subj} a été organisé{e} à {city}."],
               "nominal": ["L'édition {year} {de} s'est tenue à {city}."],
               "neg": ["{city} n'a pas accueilli {subj} en {year}."]},
    "temperature": {"base": ["La piscine {de} est chauffée à {temp}."], "reorder": ["{a:cap}, la piscine est chauffée à {temp}."],
                    "nominal": ["La température de l'eau de la piscine {de} est de {temp}."]},
    "clause": {"base": ["{a:cap}, {clause}."], "reorder": ["{clause:cap} {a}."]},
}

Q: dict[str, list[str]] = {
    "founded": ["Qui a fondé {subj} ?", "Qui est le fondateur {de} ?"],
    "took_over": ["Qui a repris {subj} ?"],
    "located": ["Où se trouve {subj} ?", "Dans quelle ville se trouve {subj} ?"],
    "opens": ["À quelle heure ouvre {subj} ?"],
    "closes": ["À quelle heure ferme {subj} ?", "Jusqu'à quelle heure {subj} est-{pron} ouvert{e} ?"],
    "closed_on": ["Quand {subj} est-{pron} fermé{e} ?", "Quel jour {subj} est-{pron} fermé{e} ?"],
    "price": ["Combien coûte {item} {a} ?"],
    "count": ["Combien de {thing} compte {subj} ?"],
    "measure_length": ["Combien mesure {mthing} {a} ?"],
    "measure_weight": ["Combien pèse {mthing} {a} ?"],
    "duration": ["Combien de temps prend la livraison {de} ?"],
    "duration_event": ["Combien de temps dure {subj} ?"],
    "date": ["Quand a lieu la journée portes ouvertes {de} ?"],
    "date_event": ["Quand a lieu {subj} ?"],
    "hosted": ["Quelle ville a accueilli {subj} en {year} ?", "Où s'est tenu{e} {subj} en {year} ?"],
    "threshold": ["Quand la livraison {de} est-elle gratuite ?"],
    "deadline": ["Quelles commandes sont prêtes le jour même {a} ?"],
    "temperature": ["Quelle est la température de la piscine {de} ?"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}.", "{pron:cap} a été fondé{e} par {person}."],
    "took_over": ["{person}.", "{person} l'a repris{e} en {year}."],
    "located": ["À {city}.", "{pron:cap} se trouve à {city}."],
    "opens": ["À {time}.", "{pron:cap} ouvre à {time}."],
    "closes": ["À {time}.", "{pron:cap} ferme à {time}."],
    "closed_on": ["Le {day}.", "{pron:cap} est fermé{e} le {day}."],
    "price": ["{amount}.", "Cela coûte {amount}."],
    "count": ["{n}.", "{pron:cap} compte {n} {thing}."],
    "measure_length": ["{qty}.", "La longueur est de {qty}."],
    "measure_weight": ["{qty}.", "Le poids est de {qty}."],
    "duration": ["{dur}.", "La livraison prend {dur}."],
    "duration_event": ["{dur}.", "{pron:cap} dure {dur}."],
    "date": ["Le {date}.", "Elle a lieu le {date}."],
    "date_event": ["Le {date}.", "{pron:cap} a lieu le {date}."],
    "hosted": ["{city}.", "{pron:cap} s'est tenu{e} à {city}."],
    "temperature": ["{temp}.", "L'eau est à {temp}."],
}

OPENERS = ("Bien sûr ! ", "Bonne question ! ", "D'après les documents, ", "Selon les informations fournies, ",
           "Certainement. ", "D'après le contexte, ")
# fmt: on

_ONES = (
    "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize "
    "dix-sept dix-huit dix-neuf"
).split()
_TENS = "_ _ vingt trente quarante cinquante soixante".split()
MONTHS = ("janvier février mars avril mai juin juillet août septembre octobre novembre décembre").split()
MONTHS_ABBR = ("janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.").split()
DAYS = "lundi mardi mercredi jeudi vendredi samedi dimanche".split()
_LOWER = {
    "Le",
    "La",
    "Les",
    "En",
    "À",
    "Il",
    "Elle",
    "Un",
    "Une",
    "Pour",
    "Seuls",
    "Seule",
    "Tous",
    "Toutes",
    "Tout",
    "Chaque",
    "Certains",
    "Certaines",
    "Quelques",
    "Apporter",
    "Réserver",
    "C'est",
    "Au",
    "Du",
}


def words(n: int, fem: bool = False) -> str:
    """French number words (71 -> soixante et onze, 80 -> quatre-vingts); ``fem``: une."""
    w = _words(n)
    return w[:-2] + "une" if fem and w.endswith("un") else w


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 70:
        t, u = divmod(n, 10)
        return _TENS[t] + ("" if u == 0 else " et un" if u == 1 else "-" + _ONES[u])
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + _ONES[n - 60])
    if n < 100:
        return "quatre-vingts" if n == 80 else "quatre-vingt-" + _ONES[n - 80]
    if n < 1000:
        h, rest = divmod(n, 100)
        head = "cent" if h == 1 else _ONES[h] + (" cents" if rest == 0 else " cent")
        return head + ("" if rest == 0 else " " + _words(rest))
    th, rest = divmod(n, 1000)
    head = "mille" if th == 1 else _words(th).removesuffix("s") + " mille"
    return head + ("" if rest == 0 else " " + _words(rest))


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}".replace(",", " ")
    return f"{x:.3f}".rstrip("0").rstrip(".").replace(".", ",")


def person(given: str, family: str) -> str:
    return f"{given} {family}"


def business_name(rng: random.Random, kind: str) -> str:
    return f"{KIND_NOUN[kind][0]} {rng.choice(STEMS)}"


def event_name(rng: random.Random) -> str:
    return rng.choice(sorted(EVENTS))


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    g = EVENTS[name] if kind == "event" else KIND_NOUN[kind][1]
    elide = name[0].lower() in "aeiouhéèê"
    if elide:
        subj, de, a = f"l'{name}", f"de l'{name}", f"à l'{name}"
    elif g == "f":
        subj, de, a = f"la {name}", f"de la {name}", f"à la {name}"
    else:
        subj, de, a = f"le {name}", f"du {name}", f"au {name}"
    return {
        "subj": subj,
        "de": de,
        "a": a,
        "e": "e" if g == "f" else "",
        "pron": "elle" if g == "f" else "il",
    }


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 0:
        return f"{h} h" + (f" {m:02d}" if m else "")
    if v % 3 == 1:
        return f"{h}:{m:02d}"
    h12 = h % 12 or 12
    part = "du matin" if h < 12 else ("de l'après-midi" if h < 18 else "du soir")
    unit = "heure" if h12 == 1 else "heures"
    return f"{h12} {unit}" + (" et demie" if m == 30 else "") + f" {part}"


def fmt_date(month: int, day: int, v: int) -> str:
    d = "1er" if day == 1 else str(day)
    if v % 3 == 0:
        return f"{d} {MONTHS[month - 1]}"
    if v % 3 == 1:
        return f"{d} {MONTHS_ABBR[month - 1]}"
    return f"{day:02d}/{month:02d}"


def fmt_price(amount: int, v: int) -> str:
    return (f"{num(amount)} €", f"{num(amount)} euros", f"{words(amount)} euros")[v % 3]


def fmt_count(n: int, v: int, kind: str) -> str:
    return num(n) if v % 2 == 0 else words(n, KIND[kind]["fem"])


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("m", "km") if mtype == "length" else ("g", "kg")
    small_w, big_w = ("mètres", "kilomètres") if mtype == "length" else ("grammes", "kilogrammes")
    use_big = (qty >= 1000) == (v % 3 == 0)
    value = qty / 1000 if use_big else qty
    unit = (big if use_big else small) if v % 3 != 2 else (big_w if use_big else small_w)
    if v % 3 == 2 and value < 2:
        unit = unit[:-1]
    return f"{num(value)} {unit}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg} °C", f"{deg} degrés Celsius", f"{words(deg)} degrés Celsius")[v % 3]


def fmt_days(n: int, v: int) -> str:
    if v % 2 == 0:
        return f"{n} jour" if n == 1 else f"{n} jours"
    special = {1: "un jour", 7: "une semaine", 14: "deux semaines"}
    return special.get(n, words(n) + " jours")


def weekday_slots(day: int) -> dict[str, str]:
    return {"day": DAYS[day], "days": DAYS[day]}


#: a rule clause's first word is a common word (the clauses are written in lower case)
_CLAUSE_FIRST = {
    c.split(" ", 1)[0].capitalize()
    for table in (POLICY, QUANT, ONLY)
    for t in table
    for v in t.values()
    for c in v
}


def lower_first(s: str) -> str:
    first = s.split(" ", 1)[0]
    if first in _LOWER or first in _CLAUSE_FIRST or first.startswith(("L'", "D'")):
        return s[0].lower() + s[1:]
    return s


def merge(s1: str, s2: str) -> str:
    return strip_stop(s1) + ", et " + lower_first(s2)


def open_with(opener: str, s: str) -> str:
    return opener + (lower_first(s) if opener.endswith(", ") else s)


def qa(question: str, answer: str) -> str:
    return f"{question} {answer}"


def finish(s: str) -> str:
    return cap(s)
