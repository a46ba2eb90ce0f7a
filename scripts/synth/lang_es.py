# ruff: noqa: E501  (natural-language template tables; one template a line)
"""Spanish lexicon, templates and value formats (articles, del/al and participles agree)."""

from __future__ import annotations

import random
from typing import Any

from .render import cap, strip_stop

CODE = "es"
CURRENCY_SCALE = 1
JOIN = " "
FMT_N = {"temp": 3, "time": 3, "date": 2, "price": 3, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("Lucía", "Mateo", "Sofía", "Javier", "Elena", "Diego", "Carmen", "Pablo", "Valeria", "Andrés", "Isabel",
         "Marco", "Paula", "Tomás", "Irene", "Hugo")
FAMILY = ("García", "Rodríguez", "Martínez", "López", "Sánchez", "Romero", "Navarro", "Torres", "Ruiz", "Vega",
          "Castro", "Ortega", "Molina", "Herrera")
CITIES = ("Sevilla", "Valencia", "Bilbao", "Málaga", "Granada", "Zaragoza", "Salamanca", "Córdoba", "Cádiz",
          "Oviedo", "Rosario", "Cusco", "Valparaíso", "Mendoza", "Oaxaca", "Santander")
STEMS = ("Mirador", "Alameda", "Atlas", "San Roque", "Río Azul", "Los Olivos", "Bahía", "La Fuente", "Sol de Mayo",
         "El Faro", "Brisa Marina", "Los Pinos")
#: kind -> (noun, gender)
KIND_NOUN = {"hotel": ("hotel", "m"), "museum": ("museo", "m"), "gym": ("gimnasio", "m"),
             "bakery": ("panadería", "f"), "kayak": ("centro de kayak", "m")}
EVENTS = {"Campeonato Nórdico de Remo": "m", "Festival de Jazz de la Costa": "m", "Copa Abierta de Ajedrez": "f",
          "Maratón del Puerto": "m", "Semana de Cine de Invierno": "f", "Concurso Nacional de Coros": "m"}

KIND: dict[str, Any] = {
    "hotel": {"thing": "habitaciones", "fem": True, "item": "una habitación doble por una noche",
              "item_de": "de una habitación doble por una noche", "mthing": "el sendero natural"},
    "museum": {"thing": "salas de exposición", "fem": True, "item": "una entrada de adulto",
               "item_de": "de una entrada de adulto", "mthing": "el paseo de esculturas"},
    "gym": {"thing": "máquinas de entrenamiento", "fem": True, "item": "una cuota mensual",
            "item_de": "de una cuota mensual", "mthing": "la pista de atletismo"},
    "bakery": {"thing": "empleados", "fem": False, "item": "un pan de centeno", "item_de": "de un pan de centeno",
               "mthing": "el pan de la casa"},
    "kayak": {"thing": "kayaks", "fem": False, "item": "un alquiler de dos horas",
              "item_de": "de un alquiler de dos horas", "mthing": "el kayak de travesía"},
    "event": {"thing": "participantes", "fem": False, "item": "la inscripción", "item_de": "de la inscripción"},
}
for _k in KIND.values():
    _k["cuantos"] = "Cuántas" if _k["fem"] else "Cuántos"

POLICY = (
    {"may": ["los visitantes pueden traer su propia comida", "a los visitantes se les permite traer su propia comida"],
     "must": ["los visitantes deben traer su propia comida", "los visitantes están obligados a traer su propia comida"],
     "recommended": ["se recomienda a los visitantes traer su propia comida, pero no es obligatorio",
                     "traer comida propia es aconsejable, aunque no obligatorio"],
     "need_not": ["los visitantes no tienen que traer su propia comida", "traer comida propia es opcional"]},
    {"may": ["los clientes pueden reservar mesa con antelación", "es posible reservar mesa con antelación"],
     "must": ["los clientes deben reservar mesa con antelación", "reservar mesa con antelación es obligatorio"],
     "recommended": ["se recomienda reservar mesa con antelación, pero no es obligatorio",
                     "conviene reservar mesa con antelación, aunque no es imprescindible"],
     "need_not": ["los clientes no necesitan reservar mesa con antelación",
                  "reservar mesa con antelación es opcional"]},
    {"may": ["el personal puede teletrabajar hasta tres días por semana", "a los empleados se les permite trabajar a distancia un máximo de 3 días a la semana"],
     "must": ["el personal debe teletrabajar tres días por semana", "los empleados están obligados a trabajar a distancia 3 días a la semana"],
     "recommended": ["se recomienda al personal teletrabajar hasta tres días por semana, pero no es obligatorio",
                     "teletrabajar hasta 3 días a la semana es aconsejable, aunque no obligatorio"],
     "need_not": ["el personal no tiene que teletrabajar", "el teletrabajo es opcional para el personal"]},
)
QUANT = (
    {"all": ["todas las visitas guiadas son en inglés", "cada visita guiada se hace en inglés"],
     "some": ["algunas visitas guiadas son en inglés", "unas cuantas visitas guiadas se hacen en inglés"],
     "not_all": ["no todas las visitas guiadas son en inglés",
                 "solo una parte de las visitas guiadas se hace en inglés"]},
    {"all": ["todo el personal habla alemán", "cada empleado habla alemán"],
     "some": ["algunos empleados hablan alemán", "unos cuantos empleados hablan alemán"],
     "not_all": ["no todo el personal habla alemán", "solo algunos empleados hablan alemán"]},
)
ONLY = (
    {"only": ["solo los clientes pueden usar el aparcamiento", "el aparcamiento está reservado a los clientes"],
     "everyone": ["cualquiera puede usar el aparcamiento",
                  "el aparcamiento también está abierto a quienes no son clientes"]},
    {"only": ["solo los adultos pueden reservar la visita guiada", "la visita guiada es solo para adultos"],
     "everyone": ["los niños también pueden reservar la visita guiada",
                  "la visita guiada está abierta a todas las edades"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person} fundó {subj} en {year}."],
                "passive": ["{subj:cap} fue fundad{o} por {person} en {year}."],
                "reorder": ["En {year}, {person} fundó {subj}."],
                "nominal": ["La fundación {de} por {person} se remonta a {year}."],
                "synonym": ["{person} creó {subj} en {year}."],
                "neg": ["{person} no fundó {subj} en {year}.", "{subj:cap} no fue fundad{o} por {person}."]},
    "founded_located": {"base": ["En {year}, {person} fundó {subj}, que tiene su sede en {city}."],
                        "passive": ["{subj:cap}, situad{o} en {city}, fue fundad{o} por {person} en {year}."]},
    "took_over": {"base": ["En {year}, {person} se hizo cargo {de}."],
                  "passive": ["{subj:cap} fue adquirid{o} por {person} en {year}."],
                  "synonym": ["{person} compró {subj} en {year}."], "neg": ["{person} nunca se hizo cargo {de}."]},
    "located": {"base": ["{subj:cap} tiene su sede en {city}."], "synonym": ["{subj:cap} se encuentra en {city}."],
                "reorder": ["En {city} se encuentra {subj}."], "neg": ["{subj:cap} no se encuentra en {city}."]},
    "opens": {"base": ["{subj:cap} abre a {time}."], "reorder": ["A {time}, {subj} abre sus puertas."],
              "synonym": ["{subj:cap} está abiert{o} desde {time}."],
              "nominal": ["La hora de apertura {de} es a {time}."]},
    "closes": {"base": ["{subj:cap} cierra a {time}."], "reorder": ["A {time}, {subj} cierra sus puertas."],
               "synonym": ["{subj:cap} está abiert{o} hasta {time}."],
               "nominal": ["La hora de cierre {de} es a {time}."]},
    "closed_on": {"base": ["{subj:cap} cierra {days}."], "synonym": ["{subj:cap} no abre {days}."],
                  "reorder": ["{days:cap}, {subj} permanece cerrad{o}."], "neg": ["{subj:cap} abre {days}."]},
    "price": {"base": ["{a:cap}, {item} cuesta {amount}."], "reorder": ["{item:cap} cuesta {amount} {a}."],
              "synonym": ["{a:cap}, hay que pagar {amount} por {item}."],
              "nominal": ["El precio {item_de} {a} es de {amount}."]},
    "count": {"base": ["{subj:cap} tiene {n} {thing}."], "synonym": ["{a:cap} hay {n} {thing}."],
              "nominal": ["El número de {thing} {a} es de {n}."]},
    "measure_length": {"base": ["{a:cap}, {mthing} mide {qty} de largo."],
                       "nominal": ["{mthing:cap} {a} tiene una longitud de {qty}."]},
    "measure_weight": {"base": ["{a:cap}, {mthing} pesa {qty}."], "nominal": ["{mthing:cap} {a} tiene un peso de {qty}."]},
    "duration": {"base": ["La entrega {de} tarda {dur}."], "synonym": ["{subj:cap} entrega en {dur}."],
                 "nominal": ["El plazo de entrega {de} es de {dur}."]},
    "duration_event": {"base": ["{subj:cap} dura {dur}."], "synonym": ["{subj:cap} se extiende durante {dur}."],
                       "nominal": ["La duración {de} es de {dur}."]},
    "date": {"base": ["{subj:cap} celebra su jornada de puertas abiertas el {date}."],
             "reorder": ["El {date}, {subj} celebra su jornada de puertas abiertas."],
             "nominal": ["La jornada de puertas abiertas {de} es el {date}."]},
    "date_event": {"base": ["{subj:cap} se celebra el {date}."], "reorder": ["El {date} se celebra {subj}."],
                   "synonym": ["{subj:cap} tiene lugar el {date}."]},
    "threshold_over": {"base": ["{subj:cap} envía gratis los pedidos de más de {amount}."],
                       "synonym": ["El envío {de} es gratuito en pedidos superiores a {amount}."],
                       "reorder": ["Para pedidos de más de {amount}, {subj} envía gratis."]},
    "threshold_under": {"base": ["{subj:cap} envía gratis los pedidos de menos de {amount}."],
                        "synonym": ["El envío {de} es gratuito en pedidos inferiores a {amount}."],
                        "reorder": ["Para pedidos de menos de {amount}, {subj} envía gratis."]},
    "deadline_before": {"base": ["{a:cap}, los pedidos hechos antes de {time} están listos el mismo día."],
                        "reorder": ["Los pedidos hechos {a} antes de {time} están listos el mismo día."]},
    "deadline_after": {"base": ["{a:cap}, los pedidos hechos después de {time} están listos el mismo día."],
                       "reorder": ["Los pedidos hechos {a} después de {time} están listos el mismo día."]},
    "hosted": {"base": ["{city} acogió {subj} en {year}."], "passive": ["En {year}, {subj} se celebró en {city}."],
               "nominal": ["La edición de {year} {de} tuvo lugar en {city}."],
               "neg": ["{city} no acogió {subj} en {year}."]},
    "temperature": {"base": ["La piscina {de} está climatizada a {temp}."], "reorder": ["{a:cap}, la piscina está climatizada a {temp}."],
                    "nominal": ["La temperatura del agua de la piscina {de} es de {temp}."]},
    "clause": {"base": ["{a:cap}, {clause}."], "reorder": ["{clause:cap} {a}."]},
}

Q: dict[str, list[str]] = {
    "founded": ["¿Quién fundó {subj}?", "¿Quién es el fundador {de}?"],
    "took_over": ["¿Quién se hizo cargo {de}?"],
    "located": ["¿Dónde está {subj}?", "¿En qué ciudad se encuentra {subj}?"],
    "opens": ["¿A qué hora abre {subj}?"],
    "closes": ["¿A qué hora cierra {subj}?", "¿Hasta qué hora está abiert{o} {subj}?"],
    "closed_on": ["¿Qué día cierra {subj}?", "¿Cuándo está cerrad{o} {subj}?"],
    "price": ["¿Cuánto cuesta {item} {a}?"],
    "count": ["¿{cuantos} {thing} tiene {subj}?"],
    "measure_length": ["¿Cuánto mide {mthing} {a}?"],
    "measure_weight": ["¿Cuánto pesa {mthing} {a}?"],
    "duration": ["¿Cuánto tarda la entrega {de}?"],
    "duration_event": ["¿Cuánto dura {subj}?"],
    "date": ["¿Cuándo es la jornada de puertas abiertas {de}?"],
    "date_event": ["¿Cuándo se celebra {subj}?"],
    "hosted": ["¿Qué ciudad acogió {subj} en {year}?", "¿Dónde se celebró {subj} en {year}?"],
    "threshold": ["¿Cuándo es gratis el envío {de}?"],
    "deadline": ["¿Qué pedidos están listos el mismo día {a}?"],
    "temperature": ["¿A qué temperatura está la piscina {de}?"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}.", "{lo:cap} fundó {person}."],
    "took_over": ["{person}.", "{person} se hizo cargo en {year}."],
    "located": ["En {city}.", "Está en {city}."],
    "opens": ["A {time}.", "Abre a {time}."],
    "closes": ["A {time}.", "Cierra a {time}."],
    "closed_on": ["{days:cap}.", "Cierra {days}."],
    "price": ["{amount}.", "Cuesta {amount}."],
    "count": ["{n}.", "Tiene {n} {thing}."],
    "measure_length": ["{qty}.", "Mide {qty}."],
    "measure_weight": ["{qty}.", "Pesa {qty}."],
    "duration": ["{dur}.", "Tarda {dur}."],
    "duration_event": ["{dur}.", "Dura {dur}."],
    "date": ["El {date}.", "Es el {date}."],
    "date_event": ["El {date}.", "Se celebra el {date}."],
    "hosted": ["{city}.", "Se celebró en {city}."],
    "temperature": ["{temp}.", "El agua está a {temp}."],
}

OPENERS = ("¡Claro! ", "¡Buena pregunta! ", "Según los documentos, ", "De acuerdo con la información proporcionada, ",
           "Por supuesto. ", "Según el contexto, ")
# fmt: on

_ONES = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
    "diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco "
    "veintiséis veintisiete veintiocho veintinueve"
).split()
_TENS = "_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
_HUNDREDS = (
    "_ ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos"
).split()
MONTHS = ("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre").split()
DAYS = "lunes martes miércoles jueves viernes sábado domingo".split()
_LOWER = {
    "El",
    "La",
    "Los",
    "Las",
    "En",
    "A",
    "Un",
    "Una",
    "Para",
    "Se",
    "Solo",
    "Todas",
    "Todo",
    "Cada",
    "Algunas",
    "Algunos",
    "Unas",
    "Unos",
    "No",
    "Traer",
    "Reservar",
    "Teletrabajar",
    "Es",
    "Conviene",
    "Cualquiera",
}


def _words(n: int) -> str:
    if n < 30:
        return _ONES[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _TENS[t] + ("" if u == 0 else " y " + _ONES[u])
    if n < 1000:
        h, rest = divmod(n, 100)
        if n == 100:
            return "cien"
        return _HUNDREDS[h] + ("" if rest == 0 else " " + _words(rest))
    th, rest = divmod(n, 1000)
    head = "mil" if th == 1 else _words(th) + " mil"
    return head + ("" if rest == 0 else " " + _words(rest))


def words(n: int, fem: bool = False) -> str:
    """Spanish number words before a noun: gender agreement (doscientas, veintiuna) and apocope (veintiún)."""
    w = _words(n)
    if fem:
        w = w.replace("ientos", "ientas")
        return w[:-3] + "una" if w.endswith("uno") else w
    if w.endswith("veintiuno"):
        return w[:-3] + "ún"
    return w[:-1] if w.endswith("uno") else w


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}".replace(",", ".") if x >= 10000 else str(int(x))
    return f"{x:.3f}".rstrip("0").rstrip(".").replace(".", ",")


def person(given: str, family: str) -> str:
    return f"{given} {family}"


def business_name(rng: random.Random, kind: str) -> str:
    return f"{KIND_NOUN[kind][0]} {rng.choice(STEMS)}"


def event_name(rng: random.Random) -> str:
    return rng.choice(sorted(EVENTS))


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    g = EVENTS[name] if kind == "event" else KIND_NOUN[kind][1]
    if g == "f":
        return {"subj": f"la {name}", "de": f"de la {name}", "a": f"en la {name}", "o": "a", "lo": "la"}
    return {"subj": f"el {name}", "de": f"del {name}", "a": f"en el {name}", "o": "o", "lo": "lo"}


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 0:
        return f"las {h}:{m:02d}"
    if v % 3 == 2:
        return f"las {h}:{m:02d} h" if m else f"las {h} h"
    h12 = h % 12 or 12
    part = "de la mañana" if h < 12 else ("de la tarde" if h < 20 else "de la noche")
    return ("la" if h12 == 1 else "las") + f" {h12}" + (" y media" if m == 30 else "") + f" {part}"


def fmt_date(month: int, day: int, v: int) -> str:
    return f"{day} de {MONTHS[month - 1]}" if v % 2 == 0 else f"{day}/{month:02d}"


def fmt_price(amount: int, v: int) -> str:
    return (f"{num(amount)} €", f"{num(amount)} euros", f"{words(amount)} euros")[v % 3]


def fmt_count(n: int, v: int, kind: str) -> str:
    return num(n) if v % 2 == 0 else words(n, KIND[kind]["fem"])


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("m", "km") if mtype == "length" else ("g", "kg")
    small_w, big_w = ("metros", "kilómetros") if mtype == "length" else ("gramos", "kilogramos")
    use_big = (qty >= 1000) == (v % 3 == 0)
    value = qty / 1000 if use_big else qty
    unit = (big if use_big else small) if v % 3 != 2 else (big_w if use_big else small_w)
    return f"{num(value)} {unit}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg} °C", f"{deg} grados Celsius", f"{words(deg)} grados centígrados")[v % 3]


def fmt_days(n: int, v: int) -> str:
    if v % 2 == 0:
        return f"{n} día" if n == 1 else f"{n} días"
    special = {1: "un día", 7: "una semana", 14: "dos semanas"}
    return special.get(n, words(n) + " días")


def weekday_slots(day: int) -> dict[str, str]:
    plural = DAYS[day] + ("s" if day >= 5 else "")
    return {"day": DAYS[day], "days": "los " + plural}


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
    return s[0].lower() + s[1:] if first in _LOWER or first in _CLAUSE_FIRST else s


def merge(s1: str, s2: str) -> str:
    tail = lower_first(s2)
    starts_i = tail.lower().startswith(("i", "hi", "í")) and not tail.lower().startswith("hie")
    return strip_stop(s1) + (", e " if starts_i else ", y ") + tail


def open_with(opener: str, s: str) -> str:
    return opener + (lower_first(s) if opener.endswith(", ") else s)


def qa(question: str, answer: str) -> str:
    return f"{question} {answer}"


def finish(s: str) -> str:
    return cap(s)
