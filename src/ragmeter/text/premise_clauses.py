"""The clauses of a premise sentence read with what they leave out, for
:func:`ragmeter.text.polarity.polarity_conflict`: a clause with a state and no content
of its own speaks of the clause before it ("... but not required"), one that ends with
its verb denied takes the verb phrase of the clause before ("but the rye bread does
not", "pero el pan de centeno no lleva"), one that opens with its negation or its state
takes the subject of the first clause ("..., but does not cover floods")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from ragmeter.text.clauses import clauses, units
from ragmeter.text.polarity_read import EXCEPT_RE, Reading, read
from ragmeter.text.polarity_words import menos_bound
from ragmeter.text.tokenize import is_cjk, normalize

__all__ = ["sentence_readings", "subject_of", "without_connective"]


def _excepts(text: str) -> bool:
    """``text`` (normalised) excepts something from what it says."""
    return any(not menos_bound(text, m) for m in EXCEPT_RE.finditer(text))


@lru_cache(maxsize=1024)  # a premise sentence is read for each claim it may restate
def sentence_readings(sentence: str) -> tuple[Reading, ...]:
    """The readings of a premise sentence's clauses (a clause with a state and no
    content of its own: :func:`subject_of`)."""
    excepted = _excepts(normalize(sentence))
    around = units(sentence).all
    out: list[Reading] = []
    for c in clauses(sentence):
        r = replace(read(c, clocks=True), excepted=excepted, around=around)
        if out and not r.negated and len(c.split()) <= 1 and not is_cjk(c):
            continue  # a lone verb cut off by a particle ("..., können aber bis ..."): no clause
        if out and r.marks and not r.units.all:
            r = subject_of(r, c, out)
        elif out and r.negated and _ELIDED_NEGATION.match(normalize(c)) and len(r.units.all) <= _ELIDED_UNITS:
            # "El pase incluye un viaje, pero no las exposiciones": the verb is the clause
            # before's, denied of what this one names
            r = _with_topic(r, out[-1].units.all)
            if not r.marks and out[-1].marks:  # its states too, the other way round
                r = replace(r, marks=tuple(replace(m, pole=not m.pole, negated=True) for m in out[-1].marks))
        elif out and r.negated and _elided_verb(normalize(c), out[-1]):
            # "Some breads contain nuts, but the rye bread does not": the verb phrase is the
            # clause before's, denied of this clause's subject
            r = _with_predicate(r, out[-1])
        elif out and r.negated and _negation_leads(c) and not out[0].units.topic & r.units.all:
            r = _with_topic(r, out[0].units.topic)  # "..., but does not cover floods"
        elif out and r.marks and _opens_with_state(c, r):
            # "The plan costs €34.90 a month and includes a router at no extra charge": the
            # second verb's subject is the first clause's, which it leaves out
            r = _with_topic(r, _subject_units(out[-1]))
        out.append(r)
    return tuple(out)


_CONNECTIVE = re.compile(r"^(?:and|but|und|aber|et|mais|y|pero|e)\s+")


def without_connective(clause: str) -> str:
    """``clause`` normalised, without the "and" or "but" it opens with."""
    return _CONNECTIVE.sub("", normalize(clause).strip())


def _subject_units(r: Reading) -> frozenset[str]:
    """The units of ``r``'s words before its first state (its subject), else its topic."""
    t = normalize(r.text)
    i = min((t.find(m.said) for m in r.marks if t.find(m.said) > 0), default=-1)
    return units(t[:i]).all if i > 0 else r.units.topic


def _opens_with_state(clause: str, r: Reading) -> bool:
    """A Latin clause whose first word (after a connective) is one of its states' words:
    a verb with no subject of its own ("includes a router", "kostet 5 €")."""
    if is_cjk(clause):
        return False
    t = without_connective(clause)
    return any(t.startswith(m.said) for m in r.marks)


#: a clause that opens with its negation (after a connective and a pronoun at most) has
#: its subject in the clause before it ("but it does not cover", "但不承保", "aber nicht")
_NEGATION_LEADS = re.compile(
    r"^(?:(?:but|and|yet|aber|doch|mais|pero|sin embargo|但是?|而|却|하지만|그러나)[\s,，]*)?"
    r"(?:(?:it|they|he|she|es|sie|er|il|elle|ils|elles)\s+)?(?:(?:does|do|did|is|are|was|were|will|can|ist|sind|"
    r"wird|n'|ne)\s*)?(?:not|no|nicht|kein\w*|pas|不|没|未)"
    # (the French "ne" before the verb: "et ne prend pas de réservations")
    r"|^(?:(?:et|mais|and|but)\s+)?(?:(?:il|elle|ils|elles|on)\s+)?(?:ne\s+|n')[a-zà-ÿ]+\s+(?:pas|plus|jamais)\b"
)


#: a clause of a connective and a negation before a noun, its verb left out ("but not the
#: temporary exhibitions", "aber nicht die Sauna", "mais pas les serviettes", "pero no las
#: exposiciones"), with this many content units at most
_ELIDED_NEGATION = re.compile(
    r"^(?:but|aber|mais|pero)?[\s,]*(?:not|nicht|pas|no)\s+"
    # (a place or a time before the thing: "pero no en la exterior", "but not on the terrace")
    r"(?:(?:in|on|at|for|during|en|a|para|por|durante|dans|à|au|sur|pendant|im|am|auf|bei|für|während)\s+)?"
    r"(?:the|die|der|das|den|les?|la|l'|los|las|el|des|du)\b"
    # ... or before a bare plural ("but not cheques"), not an adverb ("but not always")
    r"|^(?:but|aber|mais|pero)[\s,]*(?:not|nicht|pas|no)\s+(?!(?:always|only|yet|now|even|so|very|too|much|quite"
    r"|all|every|enough|necessarily|immer|nur|mehr|toujours|seulement|siempre|solo|sólo)\b)[a-zà-ÿß]+s\b"
)
_ELIDED_UNITS = 3


def _negation_leads(clause: str) -> bool:
    return bool(_NEGATION_LEADS.match(normalize(clause)))


#: a clause that ends with its auxiliary denied, its verb phrase left out ("but the rye
#: bread does not", "while children can't")
_ELIDED_VERB = re.compile(
    r"\b(?:does|do|did|is|are|was|were|can|could|will|would|has|have|had|should|may|must)"
    r"(?: not|n't)[\s.!;,]*$"
    r"|\b(?:doesn't|don't|didn't|isn't|aren't|wasn't|weren't|can't|cannot|won't|hasn't|haven't)[\s.!;,]*$"
)


#: a Spanish clause that ends with its verb denied, its object left out ("pero el pan de
#: centeno no lleva"); a German one that ends with "nicht" ("aber das Roggenbrot nicht")
_ELIDED_OBJECT = re.compile(r"\bno (?P<verb>[a-záéíóúñ]+)[\s.!;,]*$")
_ELIDED_NICHT = re.compile(r"^(?:aber |doch |jedoch )?(?:der|die|das|den) [\w-]+ nicht[\s.!;,]*$")


def _elided_verb(clause: str, before: Reading) -> bool:
    """``clause`` (normalised) denies the verb phrase of the clause ``before`` and leaves
    it out: an English auxiliary ("does not"), a Spanish verb of that clause without its
    object ("no lleva"), a German subject and "nicht"."""
    if _ELIDED_VERB.search(clause) or _ELIDED_NICHT.search(clause):
        return True
    m = _ELIDED_OBJECT.search(clause)
    if m is None or len(m.group("verb")) < 4:
        return False
    verb = m.group("verb")  # ("lleva" of "llevan": the same verb in another person)
    return any(len(u) >= 4 and (u.startswith(verb[:-1]) or verb.startswith(u)) for u in before.units.ordered)


def _with_predicate(r: Reading, before: Reading) -> Reading:
    """``r`` (a subject and a denied auxiliary) with the verb phrase of the clause
    ``before``: its units after its subject."""
    predicate = tuple(u for u in before.units.ordered if u not in _subject_units(before))
    return replace(
        r,
        units=replace(r.units, ordered=r.units.ordered + predicate),
        full=replace(r.full, ordered=r.full.ordered + predicate),
        marks=r.marks or tuple(replace(m, pole=not m.pole, negated=True) for m in before.marks),
    )


def _with_topic(r: Reading, topic: frozenset[str]) -> Reading:
    """``r`` with the subject ``topic`` of its sentence's first clause, which it leaves out
    ("本保险承保…，但不承保洪水造成的损失": the second clause is about 本保险 too)."""
    lead = tuple(sorted(topic))
    return replace(
        r,
        units=replace(r.units, ordered=lead + r.units.ordered, topic=topic),
        full=replace(r.full, ordered=lead + r.full.ordered, topic=topic),
    )


def subject_of(r: Reading, clause: str, before: Sequence[Reading]) -> Reading:
    """A clause with a state and no content of its own speaks of what the clause before
    it does ("... is recommended, but not required", "但不是必需的"); one that opens with
    its verb is the predicate of the clauses before it, cut off by an inserted phrase
    ("Visits during lunch, from 12:00 to 13:00, are not permitted")."""
    if _BARE_PREDICATE.match(normalize(clause)) and len(before) > 1:
        ordered = tuple(u for b in before for u in b.units.ordered)
        full = tuple(u for b in before for u in b.full.ordered)
        return replace(
            r,
            units=replace(r.units, ordered=ordered, topic=before[0].units.topic),
            full=replace(r.full, ordered=full, topic=before[0].full.topic),
        )
    return replace(r, units=before[-1].units, full=before[-1].full)


#: a clause that opens with a finite verb: no subject of its own
_BARE_PREDICATE = re.compile(
    r"^(?:is|are|was|were|will|must|may|can|cannot|should|has|have|ist|sind|war|waren|wird|werden|muss|"
    r"müssen|kann|können|darf|dürfen|est|sont|était|doit|doivent|peut|peuvent|es|son|está|están|debe|"
    r"deben|puede|pueden)\b"
)
