"""A person's title said as a statement: "Owen Clarke works as a nurse at the clinic"
restates "nurse Owen Clarke is in charge of the recovery ward"; "Lukas Dietrich ist
Mitarbeiter im Salon" restates "ihr Mitarbeiter Lukas Dietrich". A fast path
(:func:`title_restated`): the claim pairs one name with one role
(:func:`~ragmeter.judges.offline.role_nouns.role_pairs`, "works as" read as "is"), a best
premise sentence gives that name that title (:func:`~ragmeter.judges.offline.titles.titles`,
compared by the words' first letters), and every other content unit of the claim is
around that sentence or in the document's first one ("at the clinic"). A role the evidence
gives another name is the title and role checks' business, before any fast path.
"""

from __future__ import annotations

import re

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.poles import MAX_SENTENCES, found_around, sentence_window
from ragmeter.judges.offline.role_nouns import role_pairs
from ragmeter.judges.offline.titles import titles, word_key
from ragmeter.text.clauses import clauses, units

__all__ = ["title_restated"]

#: a role said with a verb of working ("works as", "arbeitet als", "travaille comme",
#: "trabaja como"), read as the copula
_WORKS_AS = re.compile(
    r"\b(?:(?P<en>works|worked|working|serves|served) as|(?P<de>arbeitet|arbeitete|ist|war) als"
    r"|(?P<fr>travaille|travaillait) comme|(?P<es>trabaja|trabajaba) como)\b"
    r"(?P<article> (?:a|an|the|un|une|le|la|el|una)\b)?"
)
#: the copula each language's role reader takes, with an article where none was said
_COPULA = {"en": ("is", " a"), "de": ("ist", ""), "fr": ("est", " un"), "es": ("es", " un")}


def _as_copula(m: re.Match[str]) -> str:
    lang = next(k for k in _COPULA if m.group(k))
    verb, article = _COPULA[lang]
    return verb + (m.group("article") or article)


#: the words that say the claim's frame, not its content
_FRAME = frozenset("is was are ist war est es fue a an the ein eine un une una le la el der die das".split())


def title_restated(al: Alignment) -> int | None:
    """The best premise sentence that gives the claim's one name the claim's one role as a
    title (see the module), or None."""
    claim = al.claim
    if len(clauses(claim)) != 1:
        return None
    said = _WORKS_AS.sub(_as_copula, claim)
    pairs = role_pairs(said)
    if len(pairs) != 1:
        return None
    ((role, name),) = pairs
    named = units(name).all
    rest = {
        u
        for u in units(said).all - named
        if u not in _FRAME and not u.isdigit() and word_key(u) != role and not word_key(u).startswith(role)
    }
    sents = al.premise.sentences
    for k in al.ranked[:MAX_SENTENCES]:
        if role not in titles(sents[k].text).get(name, frozenset()):
            continue
        around = sentence_window(al, k, lead=True)
        if all(found_around(u, around) for u in rest):
            return k
    return None
