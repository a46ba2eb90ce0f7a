"""Whether a context sentence an answer restates answers the question (relevancy, by
the words the question and the sentence share, where the answer's own words differ), and
what the question asks about (its subject). Pure; read by
:mod:`ragmeter.judges.offline.relevance`."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ragmeter.judges.offline.relevance_words import bag, matches
from ragmeter.text.bounds import BOUND_MARKERS
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, units
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.quantities import is_unit
from ragmeter.text.questions import QuestionType
from ragmeter.text.sentences import sentences
from ragmeter.text.similarity import CharNgramSimilarity
from ragmeter.text.slots import filler_tokens
from ragmeter.text.tokenize import content_tokens, normalize
from ragmeter.text.weekdays import day_set

__all__ = [
    "MAX_CONTEXTS",
    "MAX_CONTEXT_CHARS",
    "VALUE_KINDS",
    "ZH_QUESTION_WORDS",
    "answering",
    "names_kind",
    "subject_words",
]

#: the contexts read for another value of what is asked (each cut to its first 20,000 characters)
MAX_CONTEXTS = 20
MAX_CONTEXT_CHARS = 20_000

#: the kinds of slot whose filler is a value: for these, "of something else" needs a
#: context that gives the thing asked about another value (a name answers "who" by its
#: kind alone, so there the answer's own words decide: "李明负责酒厂的销售" for "谁创办")
VALUE_KINDS = frozenset(
    {QuestionType.COUNT, QuestionType.AMOUNT, QuestionType.DURATION, QuestionType.FREQUENCY, QuestionType.AGE}
)


def names_kind(kind: QuestionType | None, answer: str) -> bool:
    """The bare answer says the kind asked for by its own marks: a place, a person, days
    or a clock time; not a number (any count, price or length fills a number slot, of the
    thing asked about or of another: "打疫苗四十五元。" to "体检多少钱？")."""
    if kind in (QuestionType.WHERE, QuestionType.WHO):
        return True
    return kind is QuestionType.WHEN and (
        bool(day_set(answer)) or _CLOCK.search(canonical(normalize(answer))) is not None
    )


_CLOCK = re.compile(r"(?<![\d.])\d{1,2}:\d{2}(?!\d)")


def answering(
    entailed: str,
    terms: list[str],
    question: str,
    kind: QuestionType | None,
    fill: set[str],
    contexts: Sequence[str],
) -> str:
    """The part of the ``entailed`` sentence the answer states, where it answers the
    question; else ""."""
    part = _clause_of(entailed, kind, fill) if entailed else ""
    return part if part and _answers_in(part, terms, question, kind, fill, contexts, entailed) else ""


#: the words a value's kind is written with: a clause that has one names no value
_KINDS_OF_VALUE = CURRENCY_CODES | BOUND_MARKERS | {"percent"}


def _clause_of(sentence: str, kind: QuestionType | None, fill: set[str]) -> str:
    """The part of ``sentence`` (the context sentence an answer restates) that gives what
    the answer gives of the kind asked for, with the clauses before it that give no such
    thing (its subject): "is closed on Mondays" of "The museum, built in 1894, is closed
    on Mondays" for "Every Monday". The sentence whole for a question with no typed slot
    or an answer with nothing of the kind (the slot's words of both must then agree)."""
    if kind is None or not fill:
        return sentence
    key = {t for t in fill if t[:1].isdigit()} or fill  # the numbers, not their unit ("usd")
    # ... or a named thing of the kind ("le mercredi et le samedi", before "de 14 h à 19 h")
    named = {t for t in fill if not t[:1].isdigit() and t not in _KINDS_OF_VALUE and not is_unit(t)}
    pending: list[str] = []
    for clause in clauses(sentence):
        found = filler_tokens(clause, kind)
        if not found:
            pending.append(clause)
        elif found & key or found & named:
            return " ".join([*pending, clause])
        else:
            pending = []
    return ""


def _answers_in(
    sentence: str,
    terms: list[str],
    question: str,
    kind: QuestionType | None,
    fill: set[str],
    contexts: Sequence[str] = (),
    whole: str = "",
) -> bool:
    """Whether ``sentence`` (the part of a context sentence an answer restates) answers the
    question: it has every term of the question but those naming whom it asks about
    ("The museum was built in 1894" has "museum", not "closed"), and, for a question that
    asks for a kind of thing, the answer gives one."""
    if not terms or (kind is not None and not fill):
        return False
    subject = subject_words(question)
    # (not the words of paying: "set me back", "¿cuánto tengo que pagar?" ask for the price it gives)
    paying = kind is QuestionType.AMOUNT
    asked = [t for t in terms if t not in subject and not (paying and _PAYING.match(t))] or terms
    hits = _asked_hits(sentence, asked)
    if hits == len(asked):
        return True
    # some of what is asked, said with other words for the rest ("Club coach Priya Nair
    # runs beginner sessions" for "Who teaches the beginners?"), where every other context
    # sentence that gives a thing of the asked kind has less of it; for a question of a
    # value (a price, a count), none of its words where no other sentence gives such a value
    # ("La vacuna antirrábica cuesta 28 €" for "¿Qué me va a costar proteger a mi perro?")
    if hits == 0:
        if kind is None or not contexts:
            return False
        return (
            _only_value(sentence, kind, contexts)
            or _most_asked(sentence, terms, kind, contexts)
            or _closest(sentence, question, kind, contexts)
            or _only_in_its_document(sentence, whole, terms, kind, fill, contexts)
        )
    return all(
        _asked_hits(s, asked) < hits or sentence in s or (whole and whole in s)
        for text in contexts[:MAX_CONTEXTS]
        for s in sentences(text[:MAX_CONTEXT_CHARS], fast=True)
        if kind is None or filler_tokens(s, kind)
    ) or (kind is not None and _only_in_its_document(sentence, whole, terms, kind, fill, contexts))


#: the verbs of paying in a question of a price ("set me back", "payer", "pagar", "zahlen")
_PAYING = re.compile(r"^(?:set|back|pay|paid|payer|paie|pagar|pago|paga|zahlen|bezahlen|zahle)$")


def _kind_clauses(kind: QuestionType, contexts: Sequence[str]) -> Iterator[str]:
    """The clauses of the (bounded) contexts that give a thing of the ``kind`` asked for."""
    return (
        c
        for text in contexts[:MAX_CONTEXTS]
        for s in sentences(text[:MAX_CONTEXT_CHARS], fast=True)
        for c in clauses(s)
        if filler_tokens(c, kind)
    )


def _only_value(part: str, kind: QuestionType, contexts: Sequence[str]) -> bool:
    """``part`` (of a context sentence) is the only clause of the contexts that gives a
    thing of the ``kind`` asked for."""
    return all(part in c or c in part for c in _kind_clauses(kind, contexts))


def _only_in_its_document(
    part: str, whole: str, terms: list[str], kind: QuestionType, fill: set[str], contexts: Sequence[str]
) -> bool:
    """``part`` (of the context sentence ``whole``) is the only clause of its document that
    gives a price in the answer's currency, and
    the document's first sentence names at least half of what the question asks about ("La
    séance coûte 75 € par personne" in the document on "L'atelier pâtisserie de l'école Le
    Fouet", for "Combien coûte l'atelier pâtisserie de l'école Le Fouet ?")."""
    # (a price with its currency only: "75 €"; a length of time is as often the length of
    # something else in the same document, "repairs take 10 working days" for "how long is
    # the warranty?")
    unit = fill & CURRENCY_CODES
    if not whole or not terms or kind is not QuestionType.AMOUNT or not unit:
        return False
    for text in contexts[:MAX_CONTEXTS]:
        sents = sentences(text[:MAX_CONTEXT_CHARS], fast=True)
        if not any(whole in s or s in whole for s in sents):
            continue
        lead = bag(content_tokens(sents[0]), sents[0])
        if 2 * sum(matches(t, lead) for t in terms) < len(terms):
            return False
        # (of the answer's unit: a price in euros, not "10 participants")
        kinds = [c for s in sents for c in clauses(s) if filler_tokens(c, kind) & unit]
        return all(part in c or c in part for c in kinds)
    return False


def _most_asked(part: str, terms: list[str], kind: QuestionType, contexts: Sequence[str]) -> bool:
    """``part`` (of a context sentence) has more of the question's terms, whom it asks about
    included, than any other clause of the contexts that gives a thing of the ``kind``
    asked for ("독서모임은 매달 첫째 주 수요일 저녁 7시에 열립니다" for "독서모임은 언제 모이나요?",
    where the other is "모임 일주일 전까지 신청해야 합니다"); a clause of its own sentence
    counts as another ("The museum, built in 1894, is closed on Mondays": "built in 1894"
    is not when it is closed)."""
    hits = _asked_hits(part, terms)
    return hits > 0 and all(
        _asked_hits(c, terms) < hits for c in _kind_clauses(kind, contexts) if c not in part
    )


#: how much closer (character trigram cosine) to the question the answer's clause must be
#: than any other clause of the asked kind
CLOSER_BY = 0.05
_NGRAMS = CharNgramSimilarity()


def _closest(part: str, question: str, kind: QuestionType, contexts: Sequence[str]) -> bool:
    """``part`` is, by its character trigrams, clearly the closest to the question (but
    for whom it asks about) of the contexts' clauses that give a thing of the ``kind`` asked
    for: the words of the question in other forms ("pesen" of "pesar")."""
    # (the words of whom it asks about left out: every clause of the document may name them)
    q = " ".join(w for w in normalize(question).split() if not any(t in w for t in subject_words(question)))
    mine = _NGRAMS.cosine(q, normalize(part))
    return mine > 0 and all(
        _NGRAMS.cosine(q, normalize(c)) + CLOSER_BY < mine
        for c in _kind_clauses(kind, contexts)
        if c not in part and part not in c
    )


def _asked_hits(sentence: str, asked: list[str]) -> int:
    found = bag(content_tokens(sentence), sentence)
    return sum(matches(t, found) for t in asked)


_NAME_WORD = re.compile(r"(?<=\S\s)([A-ZÀ-ÖØ-Þ][\w'’-]*)((?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)+)(\s+[a-zß-ÿ][\w'’-]*)?")


#: the Chinese question words, read by character
ZH_QUESTION_WORDS = re.compile(
    r"什么时候|什么|几点|几个|多少|多久|多长|哪里|哪儿|哪天|哪个|哪|怎么样|怎么|为什么|谁|吗|呢"
)


_ASKED_OF = re.compile(
    r"\b(?:at|from|beim|bei|im|am|vom|chez|au|del|en el|en la|en)\s+(?:the\s+)?"
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’-]*\s*){1,3})\s*[?？]\s*$"
)
_LATIN = re.compile(r"[a-zà-öø-ÿ]")
_ZH_OBJECT = re.compile(r"(?:这|那|该|本)(?:家|个|所|座|间|位|条|项|款)?([\u4e00-\u9fff]{1,4})[？?。]?\s*$")
_ENGLISH_QUESTION = re.compile(
    r"(?:what|how|when|where|who|which|whom|whose|why|is|are|do|does|did|can|will)\b"
)


def subject_words(question: str) -> set[str]:
    """The words of a question that name whom or where it asks about: its topic (the unit
    it opens with: "도서관은 ..."), and a name of two capitalised words or more inside it,
    with the noun after it ("the Maple Street clinic", "den FC Wiesental"; one German noun
    is no name)."""
    # (a Chinese question that opens with its question word has no topic there: "谁创办")
    topic = () if ZH_QUESTION_WORDS.match(question.strip()) else units(question).topic
    # (Chinese and Korean by character; not a Latin word with an accent: "quién")
    out = set(topic) | {c for u in topic for c in u if not u.isascii() and not _LATIN.search(u)}
    english = bool(_ENGLISH_QUESTION.match(question.strip().lower()))
    # a Chinese object with its demonstrative at the end of a wh-question ("谁创办了这家酒厂"):
    # the answer may drop it, as a pronoun-dropping language does
    zh = _ZH_OBJECT.search(question)
    if zh is not None and ZH_QUESTION_WORDS.search(question[: zh.start()]):
        out.update(c for c in zh.group(0) if "\u4e00" <= c <= "\u9fff")
    # whom or where it is asked of, at the end ("... beim Flitzer?", "... chez Air Azur ?")
    end = _ASKED_OF.search(question)
    if end is not None:
        out.update(content_tokens(end.group(1)))
    for m in _NAME_WORD.finditer(question):
        # the noun after the name in English ("the Maple Street clinic"); in German the
        # word after it is as often the verb ("die Kita Sonnenschein geöffnet")
        out.update(content_tokens(m.group(0) if english else m.group(1) + m.group(2)))
    return out
