"""One party for another where the claim opens with it: "Jonas leads the course" against
"Lena leads the course". A capitalised word that opens a sentence is most often a plain
word, so the name checks leave it alone; here the rest of the claim decides: the word is
a name the premises have nowhere, every other content word of the claim is in one best
evidence sentence, and that sentence has exactly one name the claim lacks. Then the
claim says of one party what the evidence says of another. The evidence's party must be
plainly a name: two capitalised words ("Lena Vogt") or one written with a capital inside
a sentence; and neither word may be followed by an article ("Upload the PDF" is a verb).

Latin script only (Korean and Chinese parties are read by :mod:`.agents`). In German a
capitalised word with a noun's ending or after an article is a noun ("Karten kosten 5
Euro" against "Tickets kosten 5 Euro" is for the model). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.judges.offline.roles import lower_words, names
from ragmeter.text.facts import german_noun, reads_german
from ragmeter.text.tokenize import is_cjk, is_stopword, normalize, words

__all__ = ["opening_name_swap"]

#: the claim's first word, after any opening quote or inverted mark
_FIRST = re.compile(r"^[\s\"“‘'¿¡(]*([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?=[\s,])")
#: the fewest other content words of the claim that pin the sentence down
_LEAST_REST = 2
#: a run of capitalised words: one party ("Lena Vogt")
_SPAN = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)*")
#: an article or determiner right after a word: the word is a verb or an adjective, no name
_ARTICLE_AFTER = re.compile(
    r"\s+(?:the|a|an|this|these|der|die|das|den|dem|ein|eine|einen|le|la|les|un|une|l['’]|el|los|las|una?)\b",
    re.IGNORECASE,
)


def opening_name_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(the claim's opening name, the evidence's name in its place), or None."""
    m = _FIRST.match(claim)
    if m is None or is_cjk(claim) or _ARTICLE_AFTER.match(claim, m.end(1)):
        return None
    first = normalize(m.group(1))
    german = reads_german(claim)
    claim_names = names(claim)
    if (
        words(m.group(1)) != (first,)
        or first not in claim_names
        or (german and german_noun(claim, m.start(1), m.group(1)))
    ):
        return None  # a number word ("Fünfzehn Euro"), or a German noun
    if any(not (german and _noun_in(claim, other)) for other in claim_names - {first}):
        return None  # a claim naming more than one party
    toks = _TOKEN.findall(claim.lower())
    rest = {t for t in toks[1:] if not t[0].isdigit() and not is_stopword(t)}
    if len(toks) < 2 or len(rest) < _LEAST_REST:
        return None
    verb = toks[1]  # the word after the name: the evidence's name stands before it too
    said = [set(_TOKEN.findall(s.lower())) for s in sentences]
    if any(first in s for s in said):
        return None  # the premises name it
    lower = lower_words([claim, *sentences])
    for sentence, its_words in zip(sentences, said):
        if not rest <= its_words:
            continue
        theirs = names(sentence, lower) - set(toks)
        spans = [sp for sp in _SPAN.finditer(sentence) if set(_TOKEN.findall(sp.group(0).lower())) & theirs]
        if len(spans) != 1:
            continue
        span = spans[0]
        after = _TOKEN.findall(sentence[span.end() :].lower())[:1]
        if after != [verb] or not _plainly_a_name(sentence, span, theirs):
            continue
        if german and german_noun(sentence, span.start(), span.group(0).split()[0]):
            continue
        return first, normalize(span.group(0))
    return None


#: a word, lower-cased text
_TOKEN = re.compile(r"[^\W_][\w'’-]*")


def _noun_in(text: str, word: str) -> bool:
    """``word`` (lower case) stands in German ``text`` as a common noun."""
    at = text.lower().find(word)
    return at >= 0 and german_noun(text, at, text[at : at + len(word)])


def _plainly_a_name(sentence: str, span: re.Match[str], theirs: set[str]) -> bool:
    """Two capitalised words of a name, or one inside the sentence (not its first word)."""
    if sum(w in theirs for w in _TOKEN.findall(span.group(0).lower())) >= 2:
        return True
    before = sentence[: span.start()].rstrip()
    return bool(before) and before[-1] not in '.!?:"“¿¡('
