# ruff: noqa: E501  (natural-language template tables; one template a line)
"""English lexicon, templates and value formats for the synthetic world."""

from __future__ import annotations

import random
from typing import Any

from .render import cap, strip_stop

CODE = "en"
CURRENCY_SCALE = 1
JOIN = " "
FMT_N = {"temp": 3, "time": 3, "date": 3, "price": 2, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("Anna", "Erik", "Omar", "Grace", "Daniel", "Priya", "Lucas", "Hannah", "Samuel", "Maya",
         "Noah", "Chloe", "Isaac", "Ruth", "Victor", "Leah", "Tomas", "Irene", "Felix", "Nora")
FAMILY = ("Weber", "Lind", "Haddad", "Morgan", "Okafor", "Chen", "Novak", "Brennan", "Alvarez",
          "Foster", "Kowalski", "Patel", "Sato", "Quinn", "Harper", "Dubois", "Marsh", "Ellison")
CITIES = ("Portland", "Tampere", "Oulu", "Leeds", "Halifax", "Dunedin", "Galway", "Aarhus",
          "Bergen", "Boulder", "Savannah", "Geelong", "Inverness", "Lyon", "Porto", "Tromsø")
STEMS = ("Brightwater", "Oakridge", "Silverline", "Harbour Light", "Red Fern", "Northgate",
         "Stonebridge", "Blue Heron", "Maple Hill", "Seaview", "Copper Kettle", "Willowbank")
KIND_NOUN = {"hotel": "Hotel", "museum": "Museum", "gym": "Fitness", "bakery": "Bakery",
             "kayak": "Kayaks"}
EVENTS = ("Nordic Rowing Championship", "Coastal Jazz Festival", "Open Chess Cup",
          "Harbour Marathon", "Winter Film Week", "National Choir Contest")

KIND: dict[str, dict[str, str]] = {
    "hotel": {"thing": "rooms", "item": "a double room for one night", "mthing": "nature trail"},
    "museum": {"thing": "exhibition halls", "item": "an adult ticket", "mthing": "sculpture trail"},
    "gym": {"thing": "training machines", "item": "a monthly membership", "mthing": "running track"},
    "bakery": {"thing": "employees", "item": "a loaf of rye bread", "mthing": "signature loaf"},
    "kayak": {"thing": "kayaks", "item": "a two-hour rental", "mthing": "touring kayak"},
    "event": {"thing": "participants", "item": "the entry fee"},
}

POLICY = (
    {"may": ["visitors may bring their own food", "visitors are allowed to bring their own food"],
     "must": ["visitors must bring their own food", "visitors are required to bring their own food"],
     "recommended": ["visitors are advised to bring their own food, but it is not required",
                     "bringing your own food is recommended, though not mandatory"],
     "need_not": ["visitors do not have to bring their own food", "bringing your own food is optional"]},
    {"may": ["guests may book a table in advance", "guests can reserve a table ahead of time"],
     "must": ["guests must book a table in advance", "booking a table in advance is required"],
     "recommended": ["booking a table in advance is recommended, but not required",
                     "guests are encouraged to reserve a table ahead, though it is not compulsory"],
     "need_not": ["guests do not need to book a table in advance", "booking a table in advance is optional"]},
    {"may": ["staff may work from home up to three days a week", "employees are allowed to work remotely for a maximum of 3 days each week"],
     "must": ["staff must work from home three days a week", "employees are required to work remotely 3 days each week"],
     "recommended": ["staff are encouraged to work from home up to three days a week, but it is not required",
                     "working remotely up to 3 days a week is recommended for staff, though not mandatory"],
     "need_not": ["staff do not have to work from home", "working from home is optional for staff"]},
)
QUANT = (
    {"all": ["all guided tours are held in English", "every guided tour is given in English"],
     "some": ["some guided tours are held in English", "a few of the guided tours are given in English"],
     "not_all": ["not every guided tour is held in English", "only some of the guided tours are in English"]},
    {"all": ["all staff speak Spanish", "every member of staff speaks Spanish"],
     "some": ["some staff speak Spanish", "a few staff members speak Spanish"],
     "not_all": ["not all staff speak Spanish", "only some of the staff speak Spanish"]},
)
ONLY = (
    {"only": ["only customers can use the car park", "the car park is reserved for customers"],
     "everyone": ["anyone can use the car park", "the car park is open to customers and non-customers alike"]},
    {"only": ["only adults can book the guided tour", "the guided tour is for adults only"],
     "everyone": ["children can also book the guided tour", "the guided tour is open to all ages"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person} founded {subj} in {year}."],
                "passive": ["{subj} was founded by {person} in {year}."],
                "reorder": ["In {year}, {person} founded {subj}."],
                "nominal": ["The founding of {subj} by {person} dates back to {year}."],
                "synonym": ["{person} established {subj} in {year}."],
                "neg": ["{person} did not found {subj} in {year}.", "{subj} was not founded by {person}."]},
    "founded_located": {"base": ["{person} founded {subj}, which is based in {city}, in {year}.", "In {year}, {person} founded {subj}, which is located in {city}."],
                        "passive": ["{subj}, based in {city}, was founded by {person} in {year}."]},
    "took_over": {"base": ["In {year}, {person} took over {subj}."],
                  "passive": ["{subj} was taken over by {person} in {year}."],
                  "synonym": ["{person} became the owner of {subj} in {year}."],
                  "neg": ["{person} never took over {subj}."]},
    "located": {"base": ["{subj} is based in {city}."],
                "synonym": ["{subj} is located in {city}."],
                "reorder": ["In {city} you will find {subj}."],
                "neg": ["{subj} is not based in {city}."]},
    "opens": {"base": ["{subj} opens at {time}."], "reorder": ["At {time}, {subj} opens its doors."],
              "synonym": ["The doors of {subj} open at {time}."],
              "nominal": ["The opening time of {subj} is {time}."]},
    "closes": {"base": ["{subj} closes at {time}."], "reorder": ["At {time}, {subj} closes."],
               "synonym": ["{subj} shuts at {time}."],
               "nominal": ["The closing time of {subj} is {time}."]},
    "closed_on": {"base": ["{subj} is closed on {days}."], "synonym": ["{subj} does not open on {days}."],
                  "reorder": ["On {days}, {subj} is closed."],
                  "neg": ["{subj} is open on {days}."]},
    "price": {"base": ["At {subj}, {item} costs {amount}."], "reorder": ["{item:cap} costs {amount} at {subj}."],
              "synonym": ["At {subj}, you pay {amount} for {item}."],
              "nominal": ["The price of {item} at {subj} is {amount}."]},
    "count": {"base": ["{subj} has {n} {thing}."], "synonym": ["There are {n} {thing} at {subj}."],
              "nominal": ["The number of {thing} at {subj} is {n}."]},
    "measure_length": {"base": ["The {mthing} at {subj} is {qty} long."],
                       "nominal": ["The {mthing} at {subj} has a length of {qty}."],
                       "reorder": ["At {subj}, the {mthing} is {qty} long."]},
    "measure_weight": {"base": ["The {mthing} at {subj} weighs {qty}."],
                       "nominal": ["The weight of the {mthing} at {subj} is {qty}."],
                       "reorder": ["At {subj}, the {mthing} weighs {qty}."]},
    "duration": {"base": ["Delivery from {subj} takes {dur}."], "synonym": ["{subj} delivers within {dur}."],
                 "nominal": ["The delivery time of {subj} is {dur}."]},
    "duration_event": {"base": ["{subj} lasts {dur}."], "synonym": ["{subj} runs for {dur}."],
                       "nominal": ["The duration of {subj} is {dur}."]},
    "date": {"base": ["{subj} holds its open day on {date}."],
             "reorder": ["On {date}, {subj} holds its open day."],
             "nominal": ["The open day of {subj} is on {date}."]},
    "date_event": {"base": ["{subj} takes place on {date}."], "reorder": ["On {date}, {subj} takes place."],
                   "synonym": ["{subj} is held on {date}."]},
    "threshold_over": {"base": ["{subj} delivers free of charge for orders over {amount}."],
                       "synonym": ["Delivery from {subj} is free for orders above {amount}."],
                       "reorder": ["For orders of more than {amount}, {subj} delivers for free."]},
    "threshold_under": {"base": ["{subj} delivers free of charge for orders under {amount}."],
                        "synonym": ["Delivery from {subj} is free for orders below {amount}."],
                        "reorder": ["For orders of less than {amount}, {subj} delivers for free."]},
    "deadline_before": {"base": ["At {subj}, orders placed before {time} are ready the same day."],
                        "reorder": ["Orders placed at {subj} before {time} are ready the same day."]},
    "deadline_after": {"base": ["At {subj}, orders placed after {time} are ready the same day."],
                       "reorder": ["Orders placed at {subj} after {time} are ready the same day."]},
    "hosted": {"base": ["{city} hosted {subj} in {year}."], "passive": ["In {year}, {subj} was hosted by {city}."],
               "nominal": ["The {year} edition of {subj} was held in {city}."],
               "neg": ["{city} did not host {subj} in {year}."]},
    "temperature": {"base": ["The pool at {subj} is heated to {temp}."], "reorder": ["At {subj}, the pool is heated to {temp}."],
                    "nominal": ["The water temperature of the pool at {subj} is {temp}."]},
    "clause": {"base": ["At {subj}, {clause}."], "reorder": ["{clause:cap} at {subj}."]},
}

Q: dict[str, list[str]] = {
    "founded": ["Who founded {subj}?", "Who is the founder of {subj}?"],
    "took_over": ["Who took over {subj}?", "Who owns {subj} now?"],
    "located": ["Where is {subj}?", "In which city is {subj}?"],
    "opens": ["When does {subj} open?", "What time does {subj} open in the morning?"],
    "closes": ["When does {subj} close?", "How late is {subj} open?"],
    "closed_on": ["When is {subj} closed?", "On which day is {subj} closed?"],
    "price": ["How much is {item} at {subj}?", "What does {item} cost at {subj}?"],
    "count": ["How many {thing} does {subj} have?"],
    "measure_length": ["How long is the {mthing} at {subj}?"],
    "measure_weight": ["How heavy is the {mthing} at {subj}?"],
    "duration": ["How long does delivery from {subj} take?"],
    "duration_event": ["How long does {subj} last?"],
    "date": ["When is the open day of {subj}?"],
    "date_event": ["When does {subj} take place?"],
    "hosted": ["Which city hosted {subj} in {year}?", "Where was {subj} held in {year}?"],
    "threshold": ["When is delivery from {subj} free?"],
    "deadline": ["Which orders at {subj} are ready the same day?"],
    "temperature": ["How warm is the pool at {subj}?"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}.", "It was founded by {person}."],
    "took_over": ["{person}.", "{person} took it over in {year}."],
    "located": ["In {city}.", "It is in {city}."],
    "opens": ["At {time}.", "It opens at {time}."],
    "closes": ["At {time}.", "It closes at {time}."],
    "closed_on": ["On {days}.", "It is closed on {days}."],
    "price": ["{amount}.", "It costs {amount}."],
    "count": ["{n}.", "It has {n} {thing}."],
    "measure_length": ["{qty}.", "It is {qty} long."],
    "measure_weight": ["{qty}.", "It weighs {qty}."],
    "duration": ["{dur}.", "It takes {dur}."],
    "duration_event": ["{dur}.", "It lasts {dur}."],
    "date": ["On {date}.", "It is on {date}."],
    "date_event": ["On {date}.", "It takes place on {date}."],
    "hosted": ["{city}.", "It was held in {city}."],
    "temperature": ["{temp}.", "It is heated to {temp}."],
}

OPENERS = ("Sure! ", "Great question! ", "Based on the documents, ", "According to the provided information, ",
           "Certainly. ", "From the context: ")
# fmt: on

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
MONTHS = ("January February March April May June July August September October November December").split()
MONTHS_ABBR = ("Jan. Feb. Mar. Apr. May Jun. Jul. Aug. Sept. Oct. Nov. Dec.").split()
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
_FIRST_WORDS = (
    "The",
    "In",
    "At",
    "On",
    "It",
    "There",
    "For",
    "Orders",
    "Delivery",
    "A",
    "An",
    "Some",
    "All",
    "Every",
    "Only",
    "Members",
    "Visitors",
    "Guests",
    "Booking",
    "Wearing",
    "No",
    "Not",
)


def words(n: int) -> str:
    """English number words, British style ("one hundred and twenty")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + words(rest))
    rest = n % 1000
    tail = "" if rest == 0 else (" and " if rest < 100 else " ") + words(rest)
    return words(n // 1000) + " thousand" + tail


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:.3f}".rstrip("0").rstrip(".")


def person(given: str, family: str) -> str:
    return f"{given} {family}"


def business_name(rng: random.Random, kind: str) -> str:
    return f"{rng.choice(STEMS)} {KIND_NOUN[kind]}"


def event_name(rng: random.Random) -> str:
    return "the " + rng.choice(EVENTS)


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    return {"subj": name}


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 0:
        return f"{h:02d}:{m:02d}"
    h12 = h % 12 or 12
    half = "a.m." if h < 12 else "p.m."
    if v % 3 == 1:
        return f"{h12}:{m:02d} {half}" if m else f"{h12} {half}"
    if h == 12:
        return "half past twelve" if m else "twelve noon"
    part = "in the morning" if h < 12 else ("in the afternoon" if h < 18 else "in the evening")
    return f"half past {words(h12)} {part}" if m else f"{words(h12)} o'clock {part}"


def fmt_date(month: int, day: int, v: int) -> str:
    if v % 3 == 0:
        return f"{MONTHS[month - 1]} {day}"
    if v % 3 == 1:
        return f"{MONTHS_ABBR[month - 1]} {day}"
    return f"{day} {MONTHS[month - 1]}"


def fmt_price(amount: int, v: int) -> str:
    return f"${amount}" if v % 2 == 0 else f"{words(amount)} dollars"


def fmt_count(n: int, v: int, kind: str) -> str:
    return num(n) if v % 2 == 0 else words(n)


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("m", "km") if mtype == "length" else ("g", "kg")
    small_w, big_w = ("metres", "kilometres") if mtype == "length" else ("grams", "kilograms")
    use_big = (qty >= 1000) == (v % 3 == 0)
    if use_big:
        return f"{num(qty / 1000)} {big if v % 3 != 2 else big_w}"
    return f"{num(qty)} {small if v % 3 != 2 else small_w}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg} °C", f"{deg} degrees Celsius", f"{words(deg)} degrees Celsius")[v % 3]


def fmt_days(n: int, v: int) -> str:
    if v % 2 == 0:
        return f"{n} day" if n == 1 else f"{n} days"
    special = {1: "one day", 2: "two days", 7: "one week", 14: "two weeks"}
    return special.get(n, words(n) + " days")


def weekday_slots(day: int) -> dict[str, str]:
    return {"days": DAYS[day] + "s", "day": DAYS[day]}


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
    return s[0].lower() + s[1:] if first in _FIRST_WORDS or first in _CLAUSE_FIRST else s


def merge(s1: str, s2: str) -> str:
    return strip_stop(s1) + ", and " + lower_first(s2)


def open_with(opener: str, s: str) -> str:
    return opener + (lower_first(s) if opener.endswith(", ") else s)


def qa(question: str, answer: str) -> str:
    return f"{question} {answer}"


def finish(s: str) -> str:
    return cap(s)
