"""A person's title given to another person: "Head coach Marco Reyes founded the
academy with his former teammate Daniel Osei" against "Head coach Daniel Osei founded
the academy with his former teammate Marco Reyes"; "hijo de la fundadora, Marisa
Ortega" against "La guía, Marisa Ortega, hija del fundador Julián Ortega".

A title is the words right before a name of two capitalised words or more, in English,
German, French and Spanish: "head coach", "his former teammate" (to the first function
word), "Kursleiterin" (a German noun before the name), or before an apposition's comma
("la fundadora, Marisa Ortega"). The claim's title of a name is wrong where the evidence
gives the whole of it to another name and another title to this one; a title the
evidence gives nobody, or gives this name too, is no conflict. Words are compared by
their first letters, so that an inflection or a gender does not count ("fundadora" /
"fundador"). A pure function of text; read by :mod:`ragmeter.judges.offline.features`
beside the role checks.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ragmeter.text.clauses import FUNCTION_WORDS
from ragmeter.text.tokenize import is_stopword

__all__ = ["title_conflict", "titles", "word_key"]

_TOKEN = re.compile(r"[^\W\d_][\w'’-]*|\d+|[,;:.!?()\"“”]")
_CAP = re.compile(r"[A-ZÀ-ÖØ-Þ]")
#: the most words of a title
MOST = 3
#: the letters a title word is compared by
_PREFIX = 6


def word_key(word: str) -> str:
    """A word as titles and role nouns are compared: lower case, no accents, no "'s", its
    first letters (a gender or an inflection does not count: "fundadora" / "fundador")."""
    plain = "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))
    return plain.removesuffix("'s").removesuffix("’s")[:_PREFIX]


def _function(word: str) -> bool:
    w = word.lower()
    return is_stopword(w) or w in FUNCTION_WORDS or w.endswith(("'s", "’s"))


def _lower_word(tok: str) -> bool:
    return tok[0].isalpha() and not _CAP.match(tok)


def titles(text: str) -> dict[str, frozenset[str]]:
    """name (its last two words, lower case) -> the keys of its title words (a name
    titled twice keeps both)."""
    toks = _TOKEN.findall(text)
    out: dict[str, set[str]] = {}
    i = 0
    while i < len(toks):
        j = i
        while j < len(toks) and _CAP.match(toks[j]) and not _function(toks[j]):
            j += 1
        if j - i < 2:
            i = max(j, i + 1)
            continue
        name = " ".join(toks[j - 2 : j]).lower()
        title = list(toks[i : j - 2])  # "Head Coach", a German noun ("Kursleiterin")
        k = i - 1
        if not title and k >= 1 and toks[k] == "," and _lower_word(toks[k - 1]):
            k -= 1  # an apposition: "la fundadora, Marisa Ortega"
        while k >= 0 and len(title) < MOST and toks[k][0].isalpha() and not _function(toks[k]):
            if _CAP.match(toks[k]) and k > 0 and toks[k - 1] not in ".!?":
                break  # another name ("Tom Baker, Anna Weber")
            title.insert(0, toks[k])
            k -= 1
        keys = {word_key(t) for t in title}
        if keys:
            out.setdefault(name, set()).update(keys)
        i = j
    return {n: frozenset(v) for n, v in out.items()}


def title_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim name, premise name): a title the claim gives one name that the evidence
    gives, whole, to another, while it titles this one otherwise."""
    mine = titles(claim)
    if not mine:
        return None
    theirs = [titles(s) for s in sentences]
    for name, title in sorted(mine.items()):
        if any(title <= t.get(name, frozenset()) for t in theirs):
            continue
        for t in theirs:
            own = t.get(name)
            if not own or own & title:
                continue
            other = sorted(n for n, v in t.items() if n != name and title <= v)
            if other:
                return name, other[0]
    return None
