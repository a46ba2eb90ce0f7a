"""A claim a best premise sentence says word for word: its values are bound as it says
them, and a negation elsewhere in that sentence (or in another of the window) is not the
claim's, unless a denial stands right before the words restated."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ragmeter.judges.offline.align import Alignment, plainly_present
from ragmeter.text.canon import canonical
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import normalize, words

__all__ = ["VERBATIM_CHARS", "all_said", "said_undenied", "said_verbatim"]


#: the longest claim read for a best sentence that says it word for word
VERBATIM_CHARS = 400


def said_verbatim(claim: str, top: Sequence[str]) -> bool:
    """The claim's words, in its order and next to each other, in a best sentence (its
    canonical form: "A day pass costs €14." in "..., and a day pass costs €14.")."""
    return bool(_restated(claim, tuple(top)))


#: words that deny what follows them (an English contraction ends in "n't")
_DENIALS = frozenset(
    "not no never nor nothing nobody neither nicht nie niemals kein keine keinen keinem keiner"
    " pas jamais ni ne nunca jamás tampoco".split()
)


def said_undenied(claim: str, top: Sequence[str]) -> bool:
    """A best sentence says the claim word for word (:func:`said_verbatim`), with no
    denial in the three words before it: a negation elsewhere in that sentence, or in
    another sentence of the window, is not the claim's ("it wasn't enough as Moyes' side
    had to settle for a draw" says "Moyes' side had to settle for a draw")."""
    return any(not _denied(before) for before in _restated(claim, tuple(top)))


@lru_cache(maxsize=1024)
def _restated(claim: str, top: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The three words before each place where a best sentence says the claim's words (in
    canonical form, next to each other; a claim of 12 characters or more and at most
    :data:`VERBATIM_CHARS`: a sentence restated is short, a long text is not read again).
    Remembered: the value checks and the polarity check both ask."""
    if len(claim) > VERBATIM_CHARS:
        return ()
    mine = words(canonical(normalize(claim)))
    if len(" ".join(mine)) < 12:
        return ()
    n = len(mine)
    return tuple(
        theirs[max(0, i - 3) : i]
        for theirs in (words(canonical(normalize(s))) for s in top)
        for i in range(len(theirs) - n + 1)
        if theirs[i : i + n] == mine
    )


#: words that start a clause of their own: a denial before one is not the next clause's
_CLAUSE_STARTS = frozenset(
    "as but and because since while so yet aber denn weil mais car parce pero porque".split()
)


def _denied(before: Sequence[str]) -> bool:
    """A denial among ``before`` (the words before a restated claim) with no word that
    starts a new clause after it."""
    for w in reversed(before):
        if w in _CLAUSE_STARTS:
            return False
        if w in _DENIALS or w.endswith("n't") or w.startswith(("n'", "kein")):
            return True
    return False


def all_said(al: Alignment) -> bool:
    """Every content word of the claim in one best sentence (or two), a name said in the
    possessive there too ("Henrik Olsen" of "Henrik Olsen's wife")."""
    if plainly_present(al, continued=False) is not None:
        return True
    best = al.best_sentence
    if best is None or ("'s" not in best.text and "’s" not in best.text):
        return False
    said = {_POSSESSIVE_S.sub("", w) for w in words(best.text)}
    stems = {stem(w) for w in said}  # (read once, not once per claim word)
    return bool(al.tokens) and all(t in said or stem(t) in stems for t in al.tokens)


_POSSESSIVE_S = re.compile(r"['’]s$")
