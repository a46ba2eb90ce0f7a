"""Whether an answer gives the asked kind of thing of something else than the question
asks about: it leaves out a word that says what is asked ("built" where "closed" is asked),
dates another thing, or, with a subject of its own, names what the contexts give another
value of the asked kind ("The standard package costs $39." for "How much do extra
paintballs cost?"). Read by :mod:`ragmeter.judges.offline.relevance`. Pure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ragmeter.judges.offline.answering import MAX_CONTEXT_CHARS, MAX_CONTEXTS, VALUE_KINDS, subject_words
from ragmeter.judges.offline.relevance_words import Bag, bag, matches
from ragmeter.text.dates import MONTHS
from ragmeter.text.lexicon import stem
from ragmeter.text.questions import QuestionType, is_elliptic, question_type
from ragmeter.text.sentences import sentences
from ragmeter.text.slots import filler_tokens, slot_noun
from ragmeter.text.tokenize import content_tokens
from ragmeter.text.weekdays import day_set

__all__ = ["Asked", "Said", "elsewhere"]


@dataclass(frozen=True)
class Asked:
    """What the question asks, for :func:`elsewhere`."""

    question: str
    kind: QuestionType | None
    terms: list[str]
    contexts: Sequence[str]
    entailed: str


@dataclass(frozen=True)
class Said:
    """What the answer says, for :func:`elsewhere`: its words, what fills the slot, whether
    it names a question word of its own, how many words it has off the question's topic."""

    answer: str
    a_list: list[str]
    fill: set[str]
    named: bool
    own: int
    pronoun: bool
    in_question: Bag


def elsewhere(q: Asked, a: Said, left_out: set[str]) -> bool:
    """The answer gives the asked kind of thing, but of something else: it leaves out a term
    that says what is asked ("built" where "closed" is asked), not only the name of whom or
    where it is asked ("Vaccinations cost $45" for "How much do vaccinations cost at the Maple
    Street clinic?"); or it dates another thing; or, with a subject of its own and none of
    the question's words, the contexts give what is asked another value ("The standard
    package costs $39." for "How much do extra paintballs cost?")."""
    kind, subject = q.kind, subject_words(q.question)
    if (
        a.named
        and left_out
        and a.own > 0
        and not a.pronoun
        and not (a.fill and is_elliptic(a.answer))  # a bare answer that fills the slot: of the question
        and (not left_out <= subject or _own_subject(a.a_list, a.fill, a.in_question))
        and (
            not q.contexts
            or kind not in VALUE_KINDS
            or _asked_has_other_value(left_out - subject or left_out, kind, a.fill, q.contexts)
        )
    ):
        return True
    if not a.named and _dated_elsewhere(q.question, a.answer, q.terms, a.fill, q.contexts, q.entailed):
        return True
    return (
        not a.named
        and a.own > 0
        and not a.pronoun
        and _own_subject(a.a_list, a.fill, a.in_question)
        and _other_thing_valued(q.question, left_out, kind, a.fill, q.contexts)
    )


def _asked_has_other_value(
    left_out: set[str], kind: QuestionType, fill: set[str], contexts: Sequence[str], every: bool = False
) -> bool:
    """Whether a context sentence names what the question asks about with the question's
    own word (one the answer left out) beside a value of the asked kind that is not the
    answer's: "Elle pèse 4,2 kg" when "Son bac contient 150 feuilles" answers "Combien
    pèse l'imprimante ?". Where no sentence does, the answer's words are the contexts'
    name for the thing asked ("une citadine" for "une petite voiture", "座位" for "观众"),
    not something else. ``every``: only a sentence that has every word left out counts."""
    for text in contexts[:MAX_CONTEXTS]:
        for sentence in sentences(text[:MAX_CONTEXT_CHARS], fast=True):
            toks = content_tokens(sentence)
            said = bag(toks, sentence)
            # (``every``: a sentence that has all the words the answer left out)
            if not (all if every else any)(matches(t, said) for t in left_out):
                continue
            values = filler_tokens(sentence, kind)
            if values and not values <= fill:
                return True
    return False


def _dated_elsewhere(
    question: str, answer: str, terms: list[str], fill: set[str], contexts: Sequence[str], entailed: str
) -> bool:
    """A sentence with none of the question's words, restating a context sentence with
    none of them either, where the contexts date the thing asked otherwise ("Kinder müssen
    am 1. September 2025 mindestens 3 Jahre alt sein" for "Wann findet das Losverfahren
    statt?", where the draw is "am 16. April")."""
    left_out = {t for t in terms if not slot_noun(t, QuestionType.WHEN)}  # (the answer has none of them)
    return (
        bool(entailed)
        and bool(fill)
        and bool(contexts)
        and question_type(question) is QuestionType.WHEN
        and not is_elliptic(answer)
        and not any(matches(t, bag(content_tokens(entailed), entailed)) for t in terms)
        and _valued_elsewhere(
            left_out - subject_words(question) or left_out, QuestionType.WHEN, fill, contexts
        )
    )


def _other_thing_valued(
    question: str, left_out: set[str], kind: QuestionType | None, fill: set[str], contexts: Sequence[str]
) -> bool:
    """A value question whose own words (not whom it asks about) the answer leaves out,
    while the contexts give them another value of the asked kind."""
    asked = left_out - subject_words(question)
    return (
        kind in VALUE_KINDS
        and bool(contexts)
        and bool(asked)
        and _asked_has_other_value(asked, kind, fill, contexts, every=True)
    )


def _valued_elsewhere(
    left_out: set[str], kind: QuestionType, fill: set[str], contexts: Sequence[str]
) -> bool:
    """The context sentences with the most telling word the answer left out (the one in
    fewest sentences, as written or by stem) give values of the asked kind, none of them
    the answer's."""
    read = [
        (i, sentence, bag(content_tokens(sentence), sentence))
        for text in contexts[:MAX_CONTEXTS]
        for i, sentence in enumerate(sentences(text[:MAX_CONTEXT_CHARS], fast=True))
    ]
    # (the word itself or its stem: most of its letters is not enough here; and not a word
    # of a document's first sentence, which names what all of it is about: "Hochalmhütte")
    leads = [b for i, _, b in read if i == 0]
    asked = [w for w in sorted(left_out) if not any(w in b.tokens or stem(w) in b.stems for b in leads)]
    holding = [[s for _, s, b in read if w in b.tokens or stem(w) in b.stems] for w in asked]
    found = min((h for h in holding if h), key=len, default=[])
    values = set().union(*(filler_tokens(s, kind) for s in found)) if found else set()
    # (dates of one shape: a month against a month, not a year in "records dating back to
    # 1842" against weekdays)
    return bool(values) and not values & fill and bool(_shapes(values) & _shapes(fill))


def _shapes(values: set[str]) -> set[str]:
    """The kinds of date a when's value tokens give: a month, a year, a weekday."""
    out = {"month" for v in values if v in MONTHS}
    out |= {"year" for v in values if v.isdigit() and len(v) == 4 and v[0] in "12"}
    return out | {"weekday" for v in values if day_set(v)}


def _own_subject(a_list: list[str], fill: set[str], in_question: Bag) -> bool:
    """The answer opens with a subject of its own, neither the question's nor what it asks
    ("Die Stadtbibliothek hat samstags ... geöffnet" for "Wann hat die Kita Sonnenschein
    geöffnet?"); a single Chinese character says too little to tell."""
    lead = next(iter(a_list), None)
    if lead is None or (len(lead) == 1 and not lead.isascii()):
        return False
    return lead not in fill and not matches(lead, in_question)
