"""Claim/evidence pairs (``entail``) and question/answer pairs (``relevance``).

A passage shows some of an entity's facts, each rendered in a drawn style and format.
Positives restate passage facts in another style or format (or wrap them: a polite
opener, a question-and-answer, two facts merged); negatives state a changed fact (a
role swap, a value change, a negation, a flip of modality, quantifier or direction) or
a fact of the entity the passage does not show. Labels follow from the facts, never
from the surface: both labels are drawn through the same styles and wrappers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from . import sentences as S
from .world import Entity, Fact, changed_value, flipped, value_of

POSITIVE = (
    "passive",
    "reorder",
    "synonym",
    "nominal",
    "format",
    "polite_opener",
    "merge",
    "qa_shaped",
    "verbatim",
    "relative_clause",
)
NEGATIVE = ("role_swap", "value", "negation", "flip", "unsupported", "unsupported_addition")
#: relative weights when drawing what to make next
POS_WEIGHTS = (2, 2, 2, 2, 4, 2, 2, 2, 1, 2)
NEG_WEIGHTS = (3, 6, 2, 3, 2, 2)


@dataclass(frozen=True)
class Pair:
    premise: str
    hypothesis: str
    label: int
    lang: str
    task: str
    phenomenon: str
    meta: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    def row(self) -> dict[str, Any]:
        return {
            "premise": self.premise,
            "hypothesis": self.hypothesis,
            "label": self.label,
            "lang": self.lang,
            "task": self.task,
            "phenomenon": self.phenomenon,
        }


@dataclass
class Passage:
    """An entity, the facts shown (with their rendered sentences) and the facts held back."""

    lang: Any
    ent: Entity
    shown: list[tuple[Fact, str, str, int]]  # fact, sentence, style, format
    hidden: list[Fact]

    @property
    def text(self) -> str:
        return str(self.lang.JOIN).join(s for _, s, _, _ in self.shown)

    def sentence_of(self, f: Fact) -> str:
        return next(s for g, s, _, _ in self.shown if g == f)


def make_passage(rng: random.Random, lang: Any, ent: Entity) -> Passage:
    facts = list(ent.facts)
    wanted = rng.randint(3, 6)
    keep = set(rng.sample(range(len(facts)), min(wanted, len(facts))))
    roles = [i for i, f in enumerate(facts) if f.pred in ("founded", "took_over", "hosted")]
    if roles and rng.random() < 0.5:  # both names of a role pair often appear
        keep.update(roles[:2])
    located = [i for i, f in enumerate(facts) if f.pred == "located"]
    if located and roles and rng.random() < 0.3:  # founder and city, for relative clauses
        keep.update((roles[0], located[0]))
    shown = []
    for i, f in enumerate(facts):
        if i in keep:
            style = "base" if rng.random() < 0.5 else rng.choice(S.styles(lang, ent, f))
            fmt = 0 if rng.random() < 0.6 else rng.randrange(S.format_count(lang, f))
            shown.append((f, S.render(lang, ent, f, style, fmt, rng), style, fmt))
    hidden = [f for i, f in enumerate(facts) if i not in keep]
    return Passage(lang, ent, shown, hidden)


def _premise(rng: random.Random, p: Passage, facts: list[Fact]) -> str:
    if rng.random() < 0.7 or len(p.shown) == len(facts):
        return p.text
    return str(p.lang.JOIN).join(p.sentence_of(f) for f in facts)


def _any_render(rng: random.Random, p: Passage, f: Fact, style: str | None = None) -> str:
    st = style or rng.choice(S.styles(p.lang, p.ent, f))
    return S.render(p.lang, p.ent, f, st, rng.randrange(S.format_count(p.lang, f)), rng)


def _restyle(rng: random.Random, p: Passage, phen: str) -> tuple[list[Fact], str, str] | None:
    """A shown fact in another style (``phen``) or format (``format``)."""
    rng.shuffle(order := list(p.shown))
    for f, text, style, fmt in order:
        if phen == "format" and S.format_count(p.lang, f) > 1:
            new = rng.choice([v for v in range(S.format_count(p.lang, f)) if v != fmt])
            kind = S.PHENOMENON_OF_FORMAT[S.FORMAT_OF[f.pred]]
            hyp = S.render(p.lang, p.ent, f, style, new, rng)
            if hyp != text:  # two formats may coincide (a value with no second spelling)
                return [f], hyp, kind
        if phen != "format" and phen != style and phen in S.styles(p.lang, p.ent, f):
            return [f], S.render(p.lang, p.ent, f, phen, rng.randrange(S.format_count(p.lang, f)), rng), phen
    return None


def positive(rng: random.Random, p: Passage, phen: str) -> tuple[list[Fact], str, str] | None:
    """(facts used, hypothesis, phenomenon) for a meaning-preserving restatement."""
    lang = p.lang
    if phen in ("passive", "reorder", "synonym", "nominal", "format"):
        return _restyle(rng, p, phen)
    f = rng.choice([s[0] for s in p.shown])
    if phen == "polite_opener":
        return [f], lang.open_with(rng.choice(lang.OPENERS), _any_render(rng, p, f)), phen
    if phen == "merge" and len(p.shown) >= 2:
        a, b = sorted(rng.sample(range(len(p.shown)), 2))
        fa, fb = p.shown[a][0], p.shown[b][0]
        return [fa, fb], lang.merge(_any_render(rng, p, fa), _any_render(rng, p, fb)), phen
    if phen == "qa_shaped":
        cands = [s[0] for s in p.shown if S.has_answer(lang, p.ent, s[0])]
        if cands:
            g = rng.choice(cands)
            ans = S.short_answer(lang, p.ent, g, rng.randrange(S.format_count(lang, g)), rng)
            return [g], lang.qa(S.question(lang, p.ent, g, rng), ans), phen
    if phen == "verbatim" and len(p.shown) >= 3:
        return [], p.sentence_of(f), phen
    if phen == "relative_clause":
        pair = _founded_and_located(p)
        if pair:
            style = rng.choice(sorted(lang.T["founded_located"]))
            return list(pair), S.render_relative(lang, p.ent, pair[0], pair[1], style, rng), phen
    return None


def _founded_and_located(
    p: Passage, founded: Fact | None = None, located: Fact | None = None
) -> tuple[Fact, Fact] | None:
    """The passage's founding and location facts (either may be replaced), when it shows both."""
    shown = {s[0].pred: s[0] for s in p.shown}
    if "founded" not in shown or "located" not in shown:
        return None
    return (founded or shown["founded"], located or shown["located"])


def _role_swap(rng: random.Random, p: Passage) -> tuple[list[Fact], Fact] | None:
    shown = [s[0] for s in p.shown]
    owners = [f for f in shown if f.pred in ("founded", "took_over")]
    hosts = [f for f in shown if f.pred == "hosted"]
    for group in (owners, hosts):
        if len(group) >= 2:
            a, b = rng.sample(group, 2)
            key = "person" if a.pred != "hosted" else "city"
            return [a, b], a.with_(**{key: b.get(key)})
    return None


def _changed(rng: random.Random, p: Passage, phen: str) -> tuple[list[Fact], Fact, str] | None:
    rng.shuffle(order := [s[0] for s in p.shown])
    for f in order:
        if phen == "role_swap":
            swap = _role_swap(rng, p)
            return (swap[0], swap[1], "role_swap") if swap else None
        if phen == "value":
            got = changed_value(rng, f, p.ent, tuple(p.lang.CITIES))
        else:
            got = flipped(f) if phen == "flip" else None
        if got:
            return [f], got[0], got[1]
    return None


def negative(
    rng: random.Random, p: Passage, phen: str
) -> tuple[list[Fact], str, str, tuple[Any, ...]] | None:
    """(facts used, hypothesis, phenomenon, meta) for a claim the premise does not support."""
    lang, ent = p.lang, p.ent
    if phen == "negation":
        cands = [s[0] for s in p.shown if S.can_negate(lang, ent, s[0])]
        if not cands:
            return None
        f = rng.choice(cands)
        return [f], _any_render(rng, p, f, "neg"), phen, ()
    if phen in ("unsupported", "unsupported_addition") and p.hidden:
        extra = rng.choice(p.hidden)
        text = _any_render(rng, p, extra)
        if phen == "unsupported_addition":
            f = rng.choice([s[0] for s in p.shown])
            text = lang.merge(_any_render(rng, p, f), text)
            return [f], text, phen, ()
        return [rng.choice([s[0] for s in p.shown])], text, phen, ()
    got = _changed(rng, p, phen) if phen in ("role_swap", "value", "flip") else None
    if got is None:
        return None
    used, new, name = got
    meta = (("before", value_of(used[0])), ("after", value_of(new)))
    return used, _wrap_negative(rng, p, new, used), name, meta


def _wrap_negative(rng: random.Random, p: Passage, new: Fact, used: list[Fact]) -> str:
    """A false fact written the way positives are: plain, with an opener, or as Q and A."""
    lang, ent = p.lang, p.ent
    if new.pred in ("founded", "located") and rng.random() < 0.3:
        pair = _founded_and_located(p, **{new.pred: new})
        if pair:  # the false fact inside a relative-clause sentence with a true one
            style = rng.choice(sorted(lang.T["founded_located"]))
            return S.render_relative(lang, ent, pair[0], pair[1], style, rng)
    roll = rng.random()
    if roll < 0.15:
        return str(lang.open_with(rng.choice(lang.OPENERS), _any_render(rng, p, new)))
    if roll < 0.27 and S.has_answer(lang, ent, new):
        fmt, pick = rng.randrange(S.format_count(lang, new)), rng.randrange(8)
        ans = S.short_answer(lang, ent, new, fmt, rng, pick)
        # a short answer may leave the changed value out ("Who founded X? Anna Weber." for a
        # changed year): then it would be true, so the claim is written in full instead
        if ans != S.short_answer(lang, ent, used[0], fmt, rng, pick):
            return str(lang.qa(S.question(lang, ent, new, rng), ans))
    others = [s[0] for s in p.shown if s[0] not in used]
    if roll < 0.37 and others:
        true = rng.choice(others)
        return str(lang.merge(_any_render(rng, p, true), _any_render(rng, p, new)))
    return _any_render(rng, p, new)


def entail_pair(rng: random.Random, p: Passage, label: int) -> Pair | None:
    lang = p.lang
    if label == 1:
        phen = rng.choices(POSITIVE, POS_WEIGHTS)[0]
        got = positive(rng, p, phen)
        if got is None:
            return None
        used, hyp, name = got
        meta: tuple[Any, ...] = ()
    else:
        phen = rng.choices(NEGATIVE, NEG_WEIGHTS)[0]
        got_n = negative(rng, p, phen)
        if got_n is None:
            return None
        used, hyp, name, meta = got_n
    premise = p.text if not used else _premise(rng, p, used)
    if hyp == premise or not hyp:
        return None
    return Pair(premise, hyp, label, lang.CODE, "entail", name, meta)


def _other_entity_answer(rng: random.Random, q: Fact, other: Passage | None, name: str) -> str | None:
    """The same kind of fact about another entity of the world, stated in full (it names
    that entity, so it does not answer a question about this one)."""
    if other is None or other.ent.name == name:
        return None
    same = [g for g in other.ent.facts if g.pred == q.pred]
    return _any_render(rng, other, rng.choice(same)) if same else None


def relevance_pair(rng: random.Random, p: Passage, label: int, other: Passage | None = None) -> Pair | None:
    """A question about one fact; the answer states it (1), another true fact of the same
    entity (0, ``off_topic``) or the same kind of fact about another entity (0, ``other_entity``)."""
    lang, ent = p.lang, p.ent
    asked = [f for f in ent.facts if S.qa_key(lang, ent, f)]
    q = rng.choice(asked)
    if label == 0 and rng.random() < 0.3:
        hyp = _other_entity_answer(rng, q, other, ent.name)
        if hyp is not None:
            return Pair(S.question(lang, ent, q, rng), hyp, 0, lang.CODE, "relevance", "other_entity")
    if label == 1:
        f, name = q, "answers"
    else:
        others = [g for g in ent.facts if S.CATEGORY[g.pred] != S.CATEGORY[q.pred]]
        f, name = rng.choice(others), "off_topic"
    roll = rng.random()
    fmt = rng.randrange(S.format_count(lang, f))
    if roll < 0.45 and S.has_answer(lang, ent, f):
        hyp = S.short_answer(lang, ent, f, fmt, rng)
    else:
        hyp = _any_render(rng, p, f)
    if rng.random() < 0.15:
        hyp = lang.open_with(rng.choice(lang.OPENERS), hyp)
    return Pair(S.question(lang, ent, q, rng), hyp, label, lang.CODE, "relevance", name)
