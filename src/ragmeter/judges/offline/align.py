"""Premises split into sentences and indexed, and the alignment of a claim to them.

A claim is aligned to the premise sentences that cover its content best, by
IDF-weighted overlap of content tokens (exact, then by a light stem, then by
character bigrams for Hangul/Han tokens, whose particles and endings attach to
nouns). An inverted index keeps this linear in the claim's tokens, so a premise of
hundreds of sentences costs little more than one.
"""

from __future__ import annotations

import math
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ragmeter.text.facts import entities, has_negation, numbers
from ragmeter.text.frequency import how_often, often_spans
from ragmeter.text.lexicon import stem
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import (
    char_ngrams,
    content_tokens,
    han_pairs,
    has_han,
    is_cjk,
    normalize,
    unaccent,
    words,
)
from ragmeter.text.weekdays import day_phrase, day_set, day_sets

__all__ = ["Alignment", "Premise", "PremiseSentence", "RecentPremises", "claim_tokens", "plainly_present"]

#: a CJK token counts as found when this share of its character bigrams is found
GRAM_THRESHOLD = 0.6


@dataclass(frozen=True)
class PremiseSentence:
    text: str
    premise: int
    tokens: tuple[str, ...]

    @cached_property
    def token_set(self) -> frozenset[str]:
        return frozenset(self.tokens)

    @cached_property
    def grams(self) -> frozenset[str]:
        return frozenset(char_ngrams(self.text))

    @cached_property
    def numbers(self) -> frozenset[float]:
        return numbers(self.text)

    @cached_property
    def negated(self) -> bool:
        return has_negation(self.text)

    @cached_property
    def normalized(self) -> str:
        return normalize(self.text)


def claim_tokens(claim: str) -> list[str]:
    """The claim's distinct content tokens, in order."""
    return list(dict.fromkeys(content_tokens(claim)))


class Premise:
    """The texts a claim is checked against, split into sentences and indexed."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.texts = tuple(texts)
        self.sentences: list[PremiseSentence] = []
        for i, t in enumerate(self.texts):
            for text in sentences(t, fast=True) or ([t] if t.strip() else []):
                self.sentences.append(PremiseSentence(text, i, tuple(content_tokens(text))))
        postings: dict[str, list[int]] = {}
        for k, s in enumerate(self.sentences):
            for tok in s.token_set:
                postings.setdefault(tok, []).append(k)
        self._postings = postings
        self._n = max(len(self.sentences), 1)
        self.has_cjk = any(is_cjk(t) for t in self.texts)

    @property
    def empty(self) -> bool:
        return not self.sentences

    def lead_of(self, k: int) -> PremiseSentence:
        """The sentence that opens the premise of sentence ``k``: what its document is
        about."""
        return next(s for s in self.sentences if s.premise == self.sentences[k].premise)

    def idf(self, token: str) -> float:
        df = len(self._postings.get(token, ()))
        return math.log(1.0 + (self._n + 1) / (df + 0.5))

    @cached_property
    def all_numbers(self) -> frozenset[float]:
        # from the sentences (their canonical forms are cached), not the whole texts again
        return frozenset().union(*(s.numbers for s in self.sentences))

    @cached_property
    def stem_postings(self) -> dict[str, list[int]]:
        """Sentences by stemmed token, built on first use from the exact postings."""
        out: dict[str, list[int]] = {}
        for tok, ks in self._postings.items():
            out.setdefault(stem(tok), []).extend(ks)
        return out

    @cached_property
    def prefix_postings(self) -> dict[str, list[tuple[int, str]]]:
        """Sentences and their alphabetic Latin tokens by the tokens' first
        :data:`INFLECTION_STEM` letters (for :func:`same_word`)."""
        out: dict[str, list[tuple[int, str]]] = {}
        for tok, ks in self._postings.items():
            if len(tok) > INFLECTION_STEM and tok.isalpha() and (tok.isascii() or not is_cjk(tok)):
                out.setdefault(tok[:INFLECTION_STEM], []).extend((k, tok) for k in ks)
        return out

    @cached_property
    def normalized(self) -> tuple[str, ...]:
        return tuple(normalize(t) for t in self.texts)

    @cached_property
    def unaccented(self) -> tuple[str, ...]:
        """:attr:`normalized` without accents ("pokémon" -> "pokemon"), for names a text
        writes without them (read only when a name is not found as written)."""
        return tuple(unaccent(t) for t in self.normalized)

    @cached_property
    def sentence_texts(self) -> tuple[str, ...]:
        """Each sentence's text: a value read sentence by sentence (a rate, a share)
        reuses the sentences' cached canonical forms instead of the whole texts'."""
        return tuple(s.text for s in self.sentences)

    def numbers_of(self, index: int) -> frozenset[float]:
        """The numbers of premise ``index`` (from its sentences, whose numbers are cached)."""
        return frozenset().union(*(s.numbers for s in self.sentences if s.premise == index))

    def words_of(self, index: int) -> frozenset[str]:
        """The words of premise ``index`` in canonical form (from its sentences)."""
        return frozenset(w for s in self.sentences if s.premise == index for w in words(s.text))

    @cached_property
    def gram_postings(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for k, s in enumerate(self.sentences):
            for g in s.grams:
                out.setdefault(g, []).append(k)
        return out

    @cached_property
    def entities(self) -> frozenset[str]:
        return frozenset().union(*(entities(t) for t in self.texts))

    @cached_property
    def word_set(self) -> frozenset[str]:
        """Every word of the premises (stopwords included), for matching names."""
        # from the sentences (their words are cached), not the whole texts again
        return frozenset(w for s in self.sentences for w in words(s.text))

    @cached_property
    def day_sets(self) -> tuple[frozenset[frozenset[int]], ...]:
        """Each sentence's sets of days (:func:`~ragmeter.text.weekdays.day_set`), of the
        whole sentence and of each clause: "every day except Monday" and "Tuesday through
        Sunday" are one set. Read on first use (by a claim that names days)."""
        return tuple(day_sets(s.text) for s in self.sentences)

    def align(self, claim: str) -> Alignment:
        return Alignment(self, claim)


class RecentPremises:
    """The :class:`Premise` of each of the last ``size`` distinct lists of premises, built
    once: answers judged against the same contexts (several answers to one question, a
    sample's answer and its reference, two versions of a system compared on one test
    set) share its sentences, tokens and indexes, which are pure functions of the texts.
    The premises kept hold at most ``budget`` characters in all (the oldest go first);
    lists over ``max_chars`` characters are built each time. Safe across threads."""

    def __init__(self, size: int = 64, max_chars: int = 100_000, budget: int = 1_000_000) -> None:
        self.size = size
        self.max_chars = max_chars
        self.budget = budget
        self._built: OrderedDict[tuple[str, ...], tuple[Premise, int]] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    def __call__(self, texts: Sequence[str]) -> Premise:
        key = tuple(texts)
        chars = sum(map(len, key))
        if chars > self.max_chars:
            return Premise(key)
        with self._lock:
            found = self._built.get(key)
            if found is not None:
                self._built.move_to_end(key)
                return found[0]
        premise = Premise(key)
        with self._lock:
            if key not in self._built:
                self._built[key] = (premise, chars)
                self._chars += chars
            while len(self._built) > self.size or self._chars > self.budget:
                self._chars -= self._built.popitem(last=False)[1][1]
        return premise


#: the shared beginning and the longest differing ending of two inflections of one word
#: ("anime" / "animées", "erzielt" / "erzielte", "enseña" / "enseñan"), and the weight of
#: such a match (the light stem is English only)
INFLECTION_STEM = 4
INFLECTION_END = 3
INFLECTED = 0.7


def capitalised(text: str) -> frozenset[str]:
    """The words ``text`` writes capitalised, lower-cased (names, and the first word)."""
    return frozenset(w.lower() for w in _LATIN_WORD.findall(text) if w[:1].isupper())


def inflectable(token: str, names: frozenset[str]) -> bool:
    """A lower-case alphabetic word of Latin script of five letters or more: one that
    inflects (a name, one of the text's capitalised words ``names``, never does)."""
    return len(token) > INFLECTION_STEM and token.isalpha() and not is_cjk(token) and token not in names


_LATIN_WORD = re.compile(r"[^\W\d_]+")


def same_word(a: str, b: str) -> bool:
    """Two inflections of one word: the same first :data:`INFLECTION_STEM` letters or more,
    each ending after them in at most :data:`INFLECTION_END` letters."""
    p = 0
    for x, y in zip(a, b):
        if x != y:
            break
        p += 1
    return p >= INFLECTION_STEM and len(a) - p <= INFLECTION_END and len(b) - p <= INFLECTION_END and a != b


#: the words that make a period a recurrence ("every month", "jeden Monat", "tous les mois")
_EVERY = frozenset("every each jeden jede jedes chaque tous toutes cada todos todas".split())


class Alignment:
    """Where each content token of a claim is found: per sentence, exactly or by stem
    (weight 0.8) or, for CJK tokens, by character bigrams."""

    def __init__(self, premise: Premise, claim: str) -> None:
        self.premise = premise
        self.claim = claim
        self.tokens = claim_tokens(claim)
        self.weights = [premise.idf(t) for t in self.tokens]
        self.total = sum(self.weights)
        # hits[k] = {token index: match strength} for sentence k
        hits: dict[int, dict[int, float]] = {}
        names = capitalised(claim)
        for ti, tok in enumerate(self.tokens):
            seen: set[int] = set()
            for k in premise._postings.get(tok, ()):
                hits.setdefault(k, {})[ti] = 1.0
                seen.add(k)
            if tok.isascii():
                for k in premise.stem_postings.get(stem(tok), ()):
                    if k not in seen:
                        hits.setdefault(k, {})[ti] = 0.8
                        seen.add(k)
            if inflectable(tok, names):
                for k, theirs in premise.prefix_postings.get(tok[:INFLECTION_STEM], ()):
                    if k not in seen and same_word(tok, theirs):
                        hits.setdefault(k, {})[ti] = INFLECTED
                        seen.add(k)
            if is_cjk(tok):
                tg = char_ngrams(tok)
                if not tg:
                    continue
                count: dict[int, int] = {}
                for g in tg:
                    for k in premise.gram_postings.get(g, ()):
                        count[k] = count.get(k, 0) + 1
                for k, c in count.items():
                    if k not in seen and c / len(tg) >= GRAM_THRESHOLD:
                        hits.setdefault(k, {})[ti] = 0.9
        self._often(hits)
        self._days(hits)
        self.hits = hits
        ranked = sorted(hits, key=lambda k: (-self._covered(hits[k]), k))
        self.ranked = ranked

    def _often(self, hits: dict[int, dict[int, float]]) -> None:
        """ "every" of "every month" is found in a sentence that says "monthly": how
        often, said another way (:mod:`ragmeter.text.frequency`)."""
        if not any(tok in _EVERY for tok in self.tokens):
            return
        often = how_often(self.claim)
        if not often:
            return
        # only the "every" of the phrase of how often ("Todos los turismos ... cada año":
        # "todos" is a quantifier of its own)
        t = normalize(self.claim)
        inside = {w for a, b in often_spans(self.claim) for w in words(t[a:b])}
        quantifying = [ti for ti, tok in enumerate(self.tokens) if tok in _EVERY and tok in inside]
        for k, sent in enumerate(self.premise.sentences):
            if k in hits and often <= how_often(sent.text):
                for ti in quantifying:
                    hits[k].setdefault(ti, 0.8)

    def _days(self, hits: dict[int, dict[int, float]]) -> None:
        """The words of a claim's days ("Tuesday through Sunday") are found in a sentence
        that gives the same days another way ("every day except Monday")."""
        phrase = day_phrase(self.claim)
        if phrase is None:
            return
        days = day_set(self.claim)
        if not days:
            return
        inside = set(content_tokens(normalize(self.claim)[phrase[0] : phrase[1]]))
        daily = [ti for ti, tok in enumerate(self.tokens) if tok in inside]
        for k, sets in enumerate(self.premise.day_sets):
            if days in sets:
                for ti in daily:
                    hits.setdefault(k, {}).setdefault(ti, 0.8)

    def _covered(self, found: dict[int, float]) -> float:
        return sum(self.weights[ti] * s for ti, s in found.items())

    def coverage_of(self, sentence_ids: Sequence[int]) -> float:
        """IDF-weighted share of the claim's tokens found in the union of sentences."""
        if self.total == 0.0:
            return 1.0
        best: dict[int, float] = {}
        for k in sentence_ids:
            for ti, s in self.hits.get(k, {}).items():
                if s > best.get(ti, 0.0):
                    best[ti] = s
        return self._covered(best) / self.total

    @cached_property
    def best(self) -> int | None:
        return self.ranked[0] if self.ranked else None

    @cached_property
    def cov_best(self) -> float:
        return self.coverage_of(self.ranked[:1]) if self.ranked else (1.0 if self.total == 0 else 0.0)

    @cached_property
    def cov_top2(self) -> float:
        return self.coverage_of(self.ranked[:2]) if self.ranked else self.cov_best

    @cached_property
    def cov_top3(self) -> float:
        return self.coverage_of(self.ranked[:3]) if self.ranked else self.cov_best

    @cached_property
    def cov_all(self) -> float:
        return self.coverage_of(self.ranked) if self.ranked else self.cov_best

    @cached_property
    def found_anywhere(self) -> set[int]:
        return {ti for h in self.hits.values() for ti in h}

    @cached_property
    def missing(self) -> list[str]:
        return [t for ti, t in enumerate(self.tokens) if ti not in self.found_anywhere]

    @cached_property
    def _by_premise(self) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for k in self.ranked:
            out.setdefault(self.premise.sentences[k].premise, []).append(k)
        return out

    def coverage_in_premise(self, index: int) -> float:
        ids = self._by_premise.get(index)
        return self.coverage_of(ids) if ids else (1.0 if self.total == 0 else 0.0)

    @cached_property
    def best_sentence(self) -> PremiseSentence | None:
        return self.premise.sentences[self.best] if self.best is not None else None

    def evidence(self, max_sentences: int = 6, max_chars: int = 800) -> str:
        """The claim's evidence window for the entailment model: :meth:`evidence_parts`
        joined."""
        return " ".join(self.evidence_parts(max_sentences, max_chars))

    def evidence_parts(self, max_sentences: int = 6, max_chars: int = 800) -> tuple[str, ...]:
        """The sentences of the claim's evidence window, in document order: the premise
        sentences that add to its coverage, best first (at most ``max_sentences`` and
        about ``max_chars``, about what the model reads of a pair: 128 tokens). A claim
        that gathers what several sentences of a long document say needs them all in
        view (three sentences and 1,200 characters, measured before: 0.735 mean balanced
        accuracy on the dev families; six and 800: 0.743)."""
        chosen: list[int] = []
        covered = 0.0
        size = 0
        for k in self.ranked:
            if len(chosen) >= max_sentences:
                break
            cov = self.coverage_of([*chosen, k])
            if chosen and cov <= covered + 1e-9:
                continue
            length = len(self.premise.sentences[k].text)
            if chosen and size + length > max_chars:
                continue
            chosen.append(k)
            covered = cov
            size += length
        sents = self.premise.sentences
        return tuple(sents[k].text[:max_chars] for k in sorted(chosen))


def plainly_present(al: Alignment, *, continued: bool = True) -> tuple[int, ...] | None:
    """The sentence (or two adjacent sentences of one premise) that has every content
    word of the claim (exactly, by stem or, for Korean and Chinese, by most of its
    character pairs), or None. The claim must have a content word. With ``continued``,
    the second of two sentences must go on about the first one's subject (it opens with
    a pronoun: "... founded the bakery. She sold it in 2015."): two sentences about two
    things share words without saying the claim."""
    n = len(al.tokens)
    if n == 0:
        return None
    hits = al.hits
    sents = al.premise.sentences
    cjk = is_cjk(al.claim)
    pairs = han_pairs(al.claim) if cjk else frozenset()  # the claim's, read once for every sentence
    for k in al.ranked:
        if len(hits[k]) != n:
            continue
        if _pairs_found(pairs, sents[k].grams) if cjk else _in_one_piece(al.tokens, sents[k].text):
            return (k,)
    if has_han(al.claim) or (cjk and not continued):
        return None  # one character at a time, two sentences prove little
    for k in al.ranked:
        for j in (k - 1, k + 1):
            if j not in hits or sents[j].premise != sents[k].premise:
                continue
            first, second = min(j, k), max(j, k)
            if continued and not _continues(sents[second].text):
                continue
            if len(hits[k].keys() | hits[j].keys()) == n:
                return (first, second)
    return None


#: a full stop glued to the next sentence ("... in 1983.The Tandy 1000 was ..."), which
#: the sentence splitter leaves in one piece
_GLUED = re.compile(r"(?<=[a-z0-9)\]\"'”])[.!?](?=[\"“A-Z])")


def _in_one_piece(tokens: Sequence[str], sentence: str) -> bool:
    """Every token is in one piece of ``sentence`` split at glued full stops (exactly or
    by stem)."""
    pieces = _GLUED.split(sentence)
    if len(pieces) == 1:
        return True
    for piece in pieces:
        have = set(content_tokens(piece))
        stems = {stem(t) for t in have}
        if all(t in have or stem(t) in stems for t in tokens):
            return True
    return False


_ANAPHORS = frozenset("it its he his she her they their them this these there".split())


_FIRST_WORD = re.compile(r"\W*(\w+)")
#: a Korean sentence that goes on about the one before ("이 회사는", "그는", "그곳에서")
_KO_ANAPHOR = re.compile(r"\W*(?:이|그|저)(?:\s|는|녀|곳|분|들)")


def _continues(sentence: str) -> bool:
    """``sentence`` opens with a word that stands for the one before's subject."""
    return _first_word(sentence) in _ANAPHORS or _KO_ANAPHOR.match(sentence) is not None


def _first_word(text: str) -> str:
    m = _FIRST_WORD.match(normalize(text))
    return m.group(1) if m else ""


#: the share of a Chinese claim's character pairs its sentence must have (a Chinese word
#: is a run of characters; each character alone is a token)
HAN_PAIRS = 0.75


def _pairs_found(pairs: frozenset[str], grams: frozenset[str]) -> bool:
    """At least :data:`HAN_PAIRS` of the claim's character ``pairs`` are among ``grams``."""
    return not pairs or len(pairs & grams) >= HAN_PAIRS * len(pairs)
