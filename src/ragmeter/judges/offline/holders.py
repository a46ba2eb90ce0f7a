"""Who does what, within one sentence of the evidence: "Bernard Lefèvre handles the
fittings" where the evidence says "The shop is run by master tailor Bernard Lefèvre; his
niece Camille Roux handles the fittings". Every word of the claim is in the sentence, so
the fast path would accept it, and the name swap check needs two names in the claim.

The claim names one person (a capitalised name, :func:`~ragmeter.text.facts.entities`) and
says something of them (its other content words). A clause of an evidence sentence that
also names that person elsewhere holds most of what the claim says (two thirds of those
of its words the sentence has, two at least) and names another person, not the claim's,
while no clause with the claim's name holds any of them (a subject shared by two clauses,
a verb left out: "hosted by Odile Marsh and produced by Ken Abara", "las de guitarra,
Andrés Molina"): the evidence gives it to someone else. A clause that names no one ("and
he handles the fittings") is never read against the claim; nor is a claim with a personal
pronoun or a relation to its name ("her assistant Devon Reyes", "el hermano de Carmen
Ruiz"), which says something of someone else too. Latin-script names only (Korean and
Chinese ones are :mod:`.cjk_roles`'). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.clauses import FUNCTION_WORDS, clauses
from ragmeter.text.facts import entities, names_said
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import content_tokens, is_cjk

__all__ = ["holder_conflict"]

#: the share of the claim's words the other person's clause must hold
HOLDS = 2 / 3
#: the most text read: a claim of this many characters, the first sentences of evidence
MAX_CLAIM_CHARS = 400
MAX_SENTENCES = 3


#: a personal pronoun or a relation noun before a name: the claim speaks of another too
_OTHERS = re.compile(
    r"(?<![\w'])(?i:he|she|they|him|her|his|their|er|sie|ihr|ihre[mnrs]?|sein\w*|il|elle|ils|elles|lui|son|sa|ses"
    r"|leur|él|ella|ellos|ellas|su|sus)(?![\w'])|(?i:\b(?:of|de|du|des|von|vom|del)\s+)[A-ZÀ-ÖØ-Þ]"
)


def _said(text: str, names: frozenset[str]) -> set[str]:
    """The stems of ``text``'s content words, but for the words of ``names``."""
    inside = {w for n in names for w in n.split()}
    return {
        stem(t)
        for t in content_tokens(text)
        if t not in inside and t not in FUNCTION_WORDS and not t[:1].isdigit()
    }


def _names_in(clause: str, names: frozenset[str]) -> set[str]:
    """The names of ``names`` the clause says (as written, or read as names in it:
    "St. Anne's Hall")."""
    return set(names_said(clause, names) | (entities(clause) & names))


def holder_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(the claim's person, the person the evidence gives what it says of them), or None."""
    if len(claim) > MAX_CLAIM_CHARS or is_cjk(claim):
        return None
    mine = entities(claim)
    if len(mine) != 1 or _OTHERS.search(claim):
        return None
    (name,) = mine
    words = _said(claim, mine)
    if len(words) < 2:
        return None
    for sentence in sentences[:MAX_SENTENCES]:
        theirs = entities(sentence)
        if name not in theirs or len(theirs) < 2:
            continue
        # (what the claim says in the sentence's words: a verb it says otherwise is no clue)
        present = words & _said(sentence, theirs)
        if len(present) < 2:
            continue
        parts = [(_names_in(c, theirs), _said(c, theirs)) for c in clauses(sentence)]
        if any(name in named and (present & said or not said) for named, said in parts):
            continue  # a clause with the claim's person says some of it, or only names them (a gap)
        for named, said in parts:
            others = named - {name}
            if others and name not in named and len(present & said) >= HOLDS * len(present):
                return name, min(others)
    return None
