"""Facts to sentences, questions and short answers in one language.

A language module (``lang_xx``) supplies lexicons, templates (``T``: key -> style ->
templates), questions (``Q``), short answers (``A``) and value formatters; this module
chooses the template key for a fact, fills the slots and reports which format a
rendering used, so a pair builder can tell a format change from a value change.
"""

from __future__ import annotations

import random
from typing import Any

from .render import fill
from .world import Entity, Fact

#: which formatter a predicate's main value goes through (format-change phenomena)
FORMAT_OF = {
    "opens": "time",
    "closes": "time",
    "deadline": "time",
    "date": "date",
    "price": "price",
    "threshold": "price",
    "count": "count",
    "measure": "measure",
    "duration": "days",
    "temperature": "temp",
}
PHENOMENON_OF_FORMAT = {
    "time": "time_format",
    "date": "date_format",
    "price": "price_format",
    "count": "number_format",
    "measure": "unit_format",
    "days": "duration_format",
    "temp": "unit_format",
}
#: answer groups: an off-topic answer is one of another group ("when" covers times and days,
#: "length" spans and measures, so "How long ...?" is never answered off-topic by a length)
CATEGORY = {
    "founded": "person",
    "took_over": "person",
    "located": "place",
    "hosted": "place",
    "opens": "when",
    "closes": "when",
    "deadline": "when",
    "closed_on": "when",
    "date": "when",
    "price": "price",
    "threshold": "price",
    "count": "count",
    "measure": "length",
    "duration": "length",
    "temperature": "temperature",
    "policy": "rule",
    "quant": "rule",
    "only": "rule",
}
CLAUSE_PREDS = {"policy": "POLICY", "quant": "QUANT", "only": "ONLY"}


def template_key(lang: Any, ent: Entity, f: Fact) -> str:
    """The key of ``lang.T`` (and ``Q``/``A``) that renders this fact."""
    p = f.pred
    if p in CLAUSE_PREDS:
        return "clause"
    if p in ("threshold", "deadline"):
        return f"{p}_{f.get('dir')}"
    if p == "measure":
        return f"measure_{f.get('mtype')}"
    if ent.kind == "event" and f"{p}_event" in lang.T:
        return f"{p}_event"
    return p


def qa_key(lang: Any, ent: Entity, f: Fact) -> str | None:
    """The key of ``lang.Q`` for this fact, or None when no question is written for it."""
    p = f.pred
    if p == "measure":
        key = f"measure_{f.get('mtype')}"
    elif ent.kind == "event" and f"{p}_event" in lang.Q:
        key = f"{p}_event"
    else:
        key = p
    return key if key in lang.Q else None


def has_answer(lang: Any, ent: Entity, f: Fact) -> bool:
    """Whether a short answer is written for the fact's question."""
    key = qa_key(lang, ent, f)
    return key is not None and key in lang.A


def styles(lang: Any, ent: Entity, f: Fact) -> list[str]:
    """Meaning-preserving styles this fact can be written in (``neg`` excluded)."""
    found = [s for s in lang.T[template_key(lang, ent, f)] if s != "neg"]
    if f.pred in CLAUSE_PREDS:
        found.append("synonym")
    return found


def can_negate(lang: Any, ent: Entity, f: Fact) -> bool:
    return "neg" in lang.T[template_key(lang, ent, f)]


def slots(lang: Any, ent: Entity, f: Fact, fmt: int, style: str = "base") -> dict[str, Any]:
    """Every field a template of this fact may name, values formatted with variant ``fmt``."""
    out: dict[str, Any] = dict(lang.entity_slots(ent.kind, ent.name))
    out.update(lang.KIND.get(ent.kind, {}))
    for key, val in f.v:
        if key in ("person", "city", "year"):
            out[key] = val
        elif key == "time":
            out["time"] = lang.fmt_time(val, fmt)
        elif key == "day":
            out.update(lang.weekday_slots(val))
        elif key == "amount":
            out["amount"] = lang.fmt_price(val * lang.CURRENCY_SCALE, fmt)
        elif key == "n":
            out["n"] = lang.fmt_count(val, fmt, ent.kind)
        elif key == "qty":
            out["qty"] = lang.fmt_measure(val, f.get("mtype"), fmt)
        elif key == "days":
            out["dur"] = lang.fmt_days(val, fmt)
        elif key == "deg":
            out["temp"] = lang.fmt_temp(val, fmt)
    if f.pred == "date":
        out["date"] = lang.fmt_date(f.get("month"), f.get("dom"), fmt)
    if f.pred in CLAUSE_PREDS:
        table = getattr(lang, CLAUSE_PREDS[f.pred])[f.get("topic")]
        value = f.get("modality") if f.pred == "policy" else f.get("q")
        out["clause"] = table[value][1 if style == "synonym" else 0]
    return out


def render(lang: Any, ent: Entity, f: Fact, style: str, fmt: int, rng: random.Random) -> str:
    """One sentence stating (or, with style ``neg``, denying) the fact."""
    table = lang.T[template_key(lang, ent, f)]
    wrapper = "base" if f.pred in CLAUSE_PREDS and style == "synonym" else style
    template = rng.choice(table[wrapper])
    return str(lang.finish(fill(template, slots(lang, ent, f, fmt, style))))


def render_relative(
    lang: Any, ent: Entity, founded: Fact, located: Fact, style: str, rng: random.Random
) -> str:
    """Founder, year and city in one sentence, the city in a relative clause ("X founded Y,
    which is based in Z, in 1998")."""
    out = slots(lang, ent, founded, 0)
    out["city"] = located.get("city")
    return str(lang.finish(fill(rng.choice(lang.T["founded_located"][style]), out)))


def question(lang: Any, ent: Entity, f: Fact, rng: random.Random) -> str:
    key = qa_key(lang, ent, f)
    assert key is not None
    return str(lang.finish(fill(rng.choice(lang.Q[key]), slots(lang, ent, f, 0))))


def short_answer(
    lang: Any, ent: Entity, f: Fact, fmt: int, rng: random.Random, pick: int | None = None
) -> str:
    """A short answer to the fact's question; ``pick`` chooses the template (else drawn)."""
    key = qa_key(lang, ent, f)
    assert key is not None
    templates = lang.A[key]
    template = rng.choice(templates) if pick is None else templates[pick % len(templates)]
    return str(lang.finish(fill(template, slots(lang, ent, f, fmt))))


def format_count(lang: Any, f: Fact) -> int:
    """How many formats the fact's main value has in this language (1: none to vary)."""
    kind = FORMAT_OF.get(f.pred)
    return 1 if kind is None else int(lang.FMT_N.get(kind, 1))
