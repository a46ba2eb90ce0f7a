"""The synthetic world: entities (businesses and events) and their atomic facts.

A fact is a predicate with language-neutral values (ints, tuples, keys into the
language's lexicon); a language module turns it into a sentence. Everything is drawn
from one ``random.Random`` so a seed fixes the world.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

BUSINESS_KINDS = ("hotel", "museum", "gym", "bakery", "kayak")
EVENT_KIND = "event"

#: per kind: count range, measure (type, low, high, step in small units), price range (base units)
KIND_SPEC: dict[str, dict[str, Any]] = {
    "hotel": {"count": (40, 320), "measure": ("length", 300, 4800, 100), "price": (80, 260)},
    "museum": {"count": (6, 40), "measure": ("length", 800, 5600, 100), "price": (8, 30)},
    "gym": {"count": (20, 150), "measure": ("length", 200, 1200, 100), "price": (25, 90)},
    "bakery": {"count": (4, 30), "measure": ("weight", 500, 2500, 100), "price": (3, 12)},
    "kayak": {"count": (10, 80), "measure": ("weight", 12000, 35000, 500), "price": (20, 70)},
    "event": {"count": (80, 2400), "price": (10, 80)},
}

DURATIONS = (1, 2, 3, 4, 5, 7, 10, 14)
MODALITIES = ("may", "must", "recommended")


@dataclass(frozen=True)
class Fact:
    """One atomic proposition: ``pred`` with its values (see :func:`business_facts`)."""

    pred: str
    v: tuple[tuple[str, Any], ...]

    def get(self, key: str) -> Any:
        for k, val in self.v:
            if k == key:
                return val
        raise KeyError(key)

    def with_(self, **changes: Any) -> Fact:
        """A copy with some values replaced (order of keys kept)."""
        return replace(self, v=tuple((k, changes.get(k, val)) for k, val in self.v))


def fact(pred: str, **values: Any) -> Fact:
    return Fact(pred, tuple(values.items()))


@dataclass
class Entity:
    """A business or an event, with every fact the world knows about it."""

    kind: str
    name: str
    facts: list[Fact] = field(default_factory=list)


def _person(rng: random.Random, lang: Any, taken: list[str]) -> str:
    while True:
        name = lang.person(rng.choice(lang.GIVEN), rng.choice(lang.FAMILY))
        if name not in taken:
            taken.append(name)
            return str(name)


def _time(rng: random.Random, lo: int, hi: int) -> tuple[int, int]:
    return (rng.randint(lo, hi), rng.choice((0, 0, 30)))


def business_facts(rng: random.Random, lang: Any, kind: str) -> list[Fact]:
    """Every fact of one business, in a fixed predicate order."""
    spec = KIND_SPEC[kind]
    people: list[str] = []
    year = rng.randint(1950, 2012)
    mtype, lo, hi, step = spec["measure"]
    facts = [
        fact("founded", person=_person(rng, lang, people), year=year),
        fact("took_over", person=_person(rng, lang, people), year=rng.randint(year + 4, 2023)),
        fact("located", city=rng.choice(lang.CITIES)),
        fact("opens", time=_time(rng, 6, 10)),
        fact("closes", time=_time(rng, 17, 22)),
        fact("closed_on", day=rng.randint(0, 6)),
        fact("price", amount=rng.randint(*spec["price"])),
        fact("count", n=rng.randint(*spec["count"])),
        fact("measure", qty=rng.randrange(lo, hi + 1, step), mtype=mtype),
        fact("duration", days=rng.choice(DURATIONS)),
        fact("date", month=rng.randint(1, 12), dom=rng.randint(1, 28)),
        fact("policy", modality=rng.choice(MODALITIES), topic=rng.randint(0, 2)),
        fact("quant", q=rng.choice(("all", "some")), topic=rng.randint(0, 1)),
        fact("only", q="only", topic=rng.randint(0, 1)),
        fact("threshold", amount=rng.randrange(20, 155, 5), dir=rng.choice(("over", "under"))),
        fact("deadline", time=_time(rng, 10, 16), dir=rng.choice(("before", "after"))),
    ]
    if kind in ("hotel", "gym"):
        facts.append(fact("temperature", deg=rng.randint(24, 32)))
    if rng.random() < 0.5:
        facts = [f for f in facts if f.pred != "took_over"]
    return facts


def event_facts(rng: random.Random, lang: Any) -> list[Fact]:
    """Facts of a yearly event hosted by different cities."""
    cities = rng.sample(list(lang.CITIES), 3)
    years = sorted(rng.sample(range(2005, 2024), 3))
    spec = KIND_SPEC["event"]
    facts = [fact("hosted", city=c, year=y) for c, y in zip(cities, years)]
    facts += [
        fact("date", month=rng.randint(1, 12), dom=rng.randint(1, 28)),
        fact("count", n=rng.randint(*spec["count"])),
        fact("price", amount=rng.randint(*spec["price"])),
        fact("duration", days=rng.choice(DURATIONS[:5])),
    ]
    return facts


def make_entity(rng: random.Random, lang: Any) -> Entity:
    """A fresh business (five in six) or event, named from the language's lexicon."""
    if rng.random() < 1 / 6:
        return Entity(EVENT_KIND, lang.event_name(rng), event_facts(rng, lang))
    kind = rng.choice(BUSINESS_KINDS)
    return Entity(kind, lang.business_name(rng, kind), business_facts(rng, lang, kind))


# ---- value changes (language neutral) ----------------------------------------------------


def _other_int(rng: random.Random, value: int, lo: int, hi: int, step: int = 1) -> int:
    while True:
        new = rng.randrange(lo, hi + 1, step)
        if new != value:
            return new


def changed_value(
    rng: random.Random, f: Fact, entity: Entity, cities: tuple[str, ...] = ()
) -> tuple[Fact, str] | None:
    """The fact with one value changed, and the phenomenon name; None when it has no value.
    ``cities``: the language's cities, for moving a business to another one."""
    p = f.pred
    if p == "located" and cities:
        return f.with_(city=rng.choice([c for c in cities if c != f.get("city")])), "value_place"
    if p in ("founded", "took_over", "hosted"):
        y = f.get("year")
        return f.with_(year=_other_int(rng, y, y - 12, min(y + 12, 2024))), "value_date"
    if p in ("opens", "closes", "deadline"):
        h, m = f.get("time")
        delta = rng.choice((1, 2, 3))
        new = (h + delta if h + delta <= 22 else h - delta, m)
        if rng.random() < 0.3:
            new = (h, 30 - m)
        return f.with_(time=new), "value_time"
    if p == "closed_on":
        return f.with_(day=_other_int(rng, f.get("day"), 0, 6)), "value_date"
    if p in ("price", "threshold"):
        a = f.get("amount")
        return f.with_(amount=_other_int(rng, a, max(2, a // 2), a * 2)), "value_price"
    if p == "count":
        n = f.get("n")
        return f.with_(n=_other_int(rng, n, max(2, n // 2), n * 2)), "value_number"
    if p == "measure":
        q = f.get("qty")
        if rng.random() < 0.4:
            return f.with_(qty=q * 1000 if q < 1000 else q / 1000), "value_unit"
        step = 100 if q < 10000 else 500
        return f.with_(qty=_other_int(rng, q, max(step, q // 2), q * 2, step)), "value_number"
    if p == "temperature":
        return f.with_(deg=_other_int(rng, f.get("deg"), 20, 34)), "value_number"
    if p == "duration":
        return f.with_(days=_other_int(rng, f.get("days"), 1, 15)), "value_number"
    if p == "date":
        if rng.random() < 0.5:
            return f.with_(month=_other_int(rng, f.get("month"), 1, 12)), "value_date"
        return f.with_(dom=_other_int(rng, f.get("dom"), 1, 28)), "value_date"
    return None


def value_of(f: Fact) -> Any:
    """The values a value change may touch (for checks that a change really changed)."""
    return tuple(val for k, val in f.v if k not in ("person", "modality", "q", "dir", "mtype", "topic"))


def flipped(f: Fact) -> tuple[Fact, str] | None:
    """Modality, quantifier or direction turned the other way; None when not applicable."""
    if f.pred == "policy":
        m = f.get("modality")
        return f.with_(modality="need_not" if m == "must" else "must"), "modality_flip"
    if f.pred == "quant":
        return f.with_(q="not_all" if f.get("q") == "all" else "all"), "quantifier_flip"
    if f.pred == "only":
        return f.with_(q="everyone"), "quantifier_flip"
    if f.pred in ("threshold", "deadline"):
        turn = {"over": "under", "under": "over", "before": "after", "after": "before"}
        return f.with_(dir=turn[f.get("dir")]), "direction_flip"
    return None
