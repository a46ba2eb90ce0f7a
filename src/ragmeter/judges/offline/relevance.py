"""Answer relevancy without a model call, by what the question asks for.

A direct answer gives the kind of thing the question asks for (a day to "when", a name
to "who", an instruction to "how do I", yes or no to a yes/no question:
:mod:`ragmeter.text.questions`), with at least half of its words on the question.
Otherwise the score is topic overlap: the question's key terms found in the answer,
discounted by the share of the answer about something else. See :func:`relevance_score`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ragmeter.judges.base import Relevance
from ragmeter.judges.offline.answering import (
    ZH_QUESTION_WORDS,
    answering,
    names_kind,
    subject_words,
)
from ragmeter.judges.offline.relevance_elsewhere import Asked, Said, elsewhere
from ragmeter.judges.offline.relevance_words import (
    ANSWER_FUNCTION,
    LEADING_QUANTITY,
    PRONOUNS,
    QUESTION_WORDS,
    Bag,
    bag,
    is_clause,
    matches,
)
from ragmeter.text.canon import canonical
from ragmeter.text.claims import claim_split
from ragmeter.text.polarity import read
from ragmeter.text.quantities import is_unit, unit_base
from ragmeter.text.questions import (
    HOW_MANY,
    QuestionType,
    is_elliptic,
    is_yes_no_question,
    question_type,
    restriction_answer,
    yes_no_start,
)
from ragmeter.text.similarity import Similarity
from ragmeter.text.slots import filler_tokens, is_question_word, slot_noun
from ragmeter.text.tokenize import content_tokens, normalize, words
from ragmeter.text.weekdays import day_set, day_spans

__all__ = ["FOCUS_FOR_SLOT", "MAX_ANSWER_CHARS", "NO_SLOT", "Reading", "relevance", "relevance_score"]

#: characters of the answer read for relevancy (the question's terms are looked for in
#: its first 100,000 characters; E5 reads its first 512 tokens anyway)
MAX_ANSWER_CHARS = 100_000

#: how much of the answer a direct answer must spend on the question (its terms, the
#: slot it fills, a yes or no) for the slot to count: "The museum was built in 1894 and
#: has Dutch paintings" names a year, but is not about when the museum is closed
FOCUS_FOR_SLOT = 0.5
#: the share of its topic score an answer keeps when the question asks for a kind of
#: thing (a price, a time, a place) and the answer gives none: "Express shipping arrives
#: the next day." to "How much does express shipping cost?" is on the topic, not an answer
NO_SLOT = 0.5


@dataclass(frozen=True)
class Reading:
    """What relevance is computed from: the question's key terms and those found in the
    answer, the share of the answer about the question (focus), the kind of answer the
    question asks for and whether the answer gives one."""

    terms: list[str]
    hit: list[str]
    coverage: float
    focus: float
    kind: QuestionType | None
    slot: bool
    yes_no: bool
    elliptic: bool
    #: the answer names part of the question (its subject), not the rest, and says
    #: something of its own instead: "The museum was built in 1894." to "When is the
    #: museum closed?" (a date, but of another event)
    elsewhere: bool = False
    #: a bare answer that names the place, the person or the days asked for: all of it is
    #: the answer ("Place de l'Église, à Saint-Aubin.", "Dienstag bis Sonntag."); a bare
    #: number or span is not ("全程约50分钟。" to "When does the first bus leave?")
    bare_filler: bool = False


def _counted(question: str) -> Callable[[str], bool]:
    """Whether the word after the number of an answer to a "how many / how heavy / how
    big" question (normalised) names what is asked: what is counted ("320 seats", "zwei
    Reinigungskräfte"; not "30 minutes"), a weight ("1.2 kg"; not "6,5 pouces"), a size
    (either)."""
    if _HOW_MANY.search(question):
        return lambda word: not is_unit(word)
    if _WEIGHT.search(question):
        return lambda word: unit_base(word) == "gram"
    return lambda word: True


_WEIGHT = re.compile(r"weigh|heavy|schwer|wiegt|gewicht|p[eè]se|poids|peso|무게|重")


#: a French inverted verb ("a-t-elle", "puis-je", "faut-il") or a Korean "is it"
#: ending ("시인가"): the question's form, not its topic
_INVERTED = re.compile(r"-(?:t-)?(?:je|il|elle|on|ils|elles|nous|vous)$|인가요?$")
_HOW_MANY = re.compile(HOW_MANY)
_PER_PERIOD = frozenset(
    "1 달 월 day week month year night tag woche monat jahr nacht jour semaine mois an nuit día semana mes"
    " año noche 일 주 년 박 天 周 月 年 晚".split()
)
_ELIDED = re.compile(r"^(?:d|l|qu|n|s|j|c|m|t)['’](?=\w{3})")
_POSSESSIVE = re.compile(r"(?<=[a-z])['’]s$")
_COUNTER = re.compile(r"[가-힣\u4e00-\u9fff]")


def _read(
    question: str,
    answer: str,
    said: str | None = None,
    restated: str = "",
    contexts: Sequence[str] | None = None,
    entailed: str = "",
) -> Reading:
    """``answer`` without its openers, closers and questions back; ``said``: as written
    (its opening yes or no); ``restated``: the context sentence the answer says again, in
    whose words a question term counts as found ("deadline" is "close" there);
    ``contexts``: where the thing asked about may have another value (see
    :func:`~ragmeter.judges.offline.relevance_elsewhere.elsewhere`); ``entailed``: the
    context sentence an entailment model (or the words themselves) says the answer states."""
    said = answer if said is None else said
    kind = question_type(question)
    terms = _asked_terms(question, kind)
    # (where a trip starts is part of how long it takes: "About four hours from the Cedar
    # Creek trailhead", "오색 탐방지원센터에서 4시간쯤 걸려요")
    a_list = _answer_words(_without_origin(answer) if kind is QuestionType.DURATION else answer)
    in_answer = bag(a_list, answer)
    fill = filler_tokens(answer, kind) if kind is not None else set()
    # the part of the sentence a model says the answer states, where it answers the question
    # ("The final boat departs at 22:15" of "The last ferry leaves at 22:15" to "What time
    # does the last ferry leave?"): all of the answer is about the question
    answered = answering(entailed, terms, question, kind, fill, contexts or ())
    restated = answered or restated
    hit = _hits(terms, answer, in_answer, kind, fill, restated, question)
    in_question = bag(terms, question)
    pronoun = any(w in PRONOUNS for w in words(answer))
    coverage = _coverage(question, terms, hit, pronoun)
    yes_no = is_yes_no_question(question) and (
        yes_no_start(said) or _echoed(question, said) or restriction_answer(question, said)
    )
    on_topic = _on_topic(question, a_list, fill, in_question, kind)
    own = len(a_list) - len(on_topic)
    # (the answer's own words: a slot noun it answers without naming it is not one)
    named = [t for t in hit if not (fill and kind is not None and slot_noun(t, kind))]
    left_out = set(terms) - set(hit)
    # (of something else: see :func:`ragmeter.judges.offline.relevance_elsewhere.elsewhere`)
    off = elsewhere(
        Asked(question, kind, terms, contexts or (), entailed),
        Said(answer, a_list, fill, bool(named), own, pronoun, in_question),
        left_out,
    )
    if answered:
        on_topic, off = a_list, False
    focus = (len(on_topic) + (1 if yes_no else 0)) / (len(a_list) + (1 if yes_no else 0)) if a_list else 0.0
    return Reading(
        terms,
        hit,
        coverage,
        focus,
        kind,
        bool(fill),
        yes_no,
        is_elliptic(answer) and not (not hit and is_clause(answer, is_yes_no_question(question))),
        off,
        bool(fill) and is_elliptic(answer) and names_kind(kind, answer),
    )


def _asked_terms(question: str, kind: QuestionType | None) -> list[str]:
    """The question's key terms; of a price, not the period it is said per ("한 달에
    얼마", "how much per month")."""
    terms = _terms(question)
    if kind is QuestionType.AMOUNT:
        return [t for t in terms if t not in _PER_PERIOD] or terms
    return terms


#: the place a trip starts from ("from the Cedar Creek trailhead", "오색 탐방지원센터에서",
#: "从索道上站"): up to four words after the word of origin, none of them a number or a verb
_ORIGIN = re.compile(
    r"(?i)\b(?:from|vom|von|ab|depuis|desde)\b((?:\s+(?!(?:sind|ist|es|is|are|sont|est|son|hay)\b)"
    r"[^\W\d]+[-'’]?[^\W\d]*){1,4})|(?:\S+\s)?\S+에서(?=\s)|从[^，。,\d]{1,15}?(?=出发|走|到|步行|开车|坐)"
)


def _without_origin(answer: str) -> str:
    """The answer without where a trip starts, unless a number is said in it."""
    return _ORIGIN.sub(lambda m: m.group(0) if any(c.isdigit() for c in m.group(0)) else " ", answer)


def _answer_words(answer: str) -> list[str]:
    """The answer's own content words: a pronoun subject ("It's valid for 24 months")
    says nothing of its own, nor do words of how often ("매주 월요일", "every Monday"); a
    Korean or Chinese counter is one word with its number ("2010년", "3个")."""
    a_list = [
        _bare(t)
        for t in content_tokens(answer)
        if t not in ANSWER_FUNCTION and t not in PRONOUNS and t not in LEADING_QUANTITY
    ]
    # (a counter is written against its number: "36개", not "9:00에 문을")
    joined = canonical(normalize(answer))
    return [
        t
        for i, t in enumerate(a_list)
        if not (i and _COUNTER.fullmatch(t) and a_list[i - 1].isdigit() and a_list[i - 1] + t in joined)
    ]


def _on_topic(
    question: str, a_list: list[str], fill: set[str], in_question: Bag, kind: QuestionType | None
) -> list[str]:
    """The answer's words about the question: its terms, and the slot's own words ("coûte"
    for "combien", "par jour"; the things counted after a count)."""
    on_topic = [
        t for t in a_list if t in fill or matches(t, in_question) or (kind is not None and slot_noun(t, kind))
    ]
    if kind is QuestionType.COUNT:
        counted = _counted(normalize(question))
        on_topic += [t for i, t in enumerate(a_list[1:]) if a_list[i] in fill and counted(t)]
    return on_topic


def _hits(
    terms: list[str],
    answer: str,
    in_answer: Bag,
    kind: QuestionType | None,
    fill: set[str],
    restated: str,
    question: str = "",
) -> list[str]:
    """The question's terms the answer has: as words, as the state asked about said with
    another word or pole ("쉬어요?" / "휴관합니다", "Is it open?" / "It is closed"), as the
    slot the answer fills ("the fee" of "how much is the fee", "Alter": "8만 원", "21
    Jahre"), or in the context sentence the answer restates."""
    r_tokens = content_tokens(restated) if restated else []
    in_restated = bag(r_tokens, restated if r_tokens else "")
    # (the state said in the answer, or in the sentence it restates: "월요일과 법정 공휴일입니다"
    # of "월요일과 법정 공휴일은 휴무입니다" to "센터가 쉬는 날은 언제예요?")
    states = {m.state for m in read(answer).marks} | {m.state for m in read(restated).marks if restated}
    # (a term that is the stem of a state the question asks about: "쉬" of "쉬는")
    asked = [m.said for m in read(question).marks if m.state in states] if question and states else []
    days = _same_days(question, answer) if question else ""
    return [
        t
        for t in terms
        if matches(t, in_answer)
        or (days and t in days)
        or (states and any(m.state in states for m in read(t).marks))
        or any(said.startswith(t) for said in asked)
        or (fill and kind is not None and slot_noun(t, kind))
        or matches(t, in_restated)
    ]


#: a Chinese answer that opens with the question's verb, said or denied ("需要，…" to
#: "需要…吗？", "不可以，…"): the Chinese yes and no
_ZH_ECHO = re.compile(r"^[\s\"'“]*(?:不|没)?([\u4e00-\u9fff]{1,3})[，,。！!]")


def _same_days(question: str, answer: str) -> str:
    """The question's words of days where the answer names the same days with others
    ("工作日" / "周一至周五", "weekdays" / "Monday to Friday"); else ""."""
    asked = day_set(question)
    if not asked or day_set(answer) != asked:
        return ""
    q = normalize(question)
    return " ".join(q[a:b] for a, b in day_spans(question))


def _echoed(question: str, answer: str) -> bool:
    m = _ZH_ECHO.match(answer)
    return m is not None and m.group(1) in question


def _bare(token: str) -> str:
    """A word without an English possessive ("child's") or a French elided article or
    pronoun ("d'urgence", "l'hôtel")."""
    return _ELIDED.sub("", _POSSESSIVE.sub("", token))


def _terms(question: str) -> list[str]:
    """The question's key terms: its content words but its question words ("什么时候"
    counts by character: none of its characters is a term)."""
    asking = set("".join(ZH_QUESTION_WORDS.findall(question)))
    return [
        t
        # (an English possessive is its noun: "a child's ticket" asks about a child)
        for t in dict.fromkeys(_bare(t) for t in content_tokens(question))
        if t not in QUESTION_WORDS
        and t not in ANSWER_FUNCTION
        and not is_question_word(t)
        and not _INVERTED.search(t)
        and t not in asking
    ]


def _coverage(question: str, terms: list[str], hit: list[str], pronoun: bool) -> float:
    """The share of the question's terms the answer has; the words that name whom or what
    the question is about count as one term ("博物馆" is three characters, "Maple Street
    clinic" three words: one subject), and a pronoun stands for it ("It is closed on
    Sundays.")."""
    if not terms:
        return 1.0
    subject = subject_words(question) & set(terms)
    n_terms = len(terms) - max(0, len(subject) - 1)
    n_hit = len([t for t in hit if t not in subject]) + (1 if subject & set(hit) else 0)
    if n_hit < n_terms and pronoun:
        n_hit += 1
    return min(n_hit / n_terms, 1.0)


def relevance_score(r: Reading) -> tuple[float, str]:
    """The score and what it rests on (pure). Topic: the question's key terms found in
    the answer, discounted by how much of the answer is about something else. A direct
    answer: a yes or no to a yes/no question, or the slot the question asks for (a
    time for "when", a name for "who", an instruction for "how do I", ...) filled by an
    answer at least :data:`FOCUS_FOR_SLOT` about the question (its terms and the
    filler); a bare answer to a question with no typed slot ("what should I bring?")."""
    topic = r.coverage * (0.5 + 0.5 * r.focus)
    missing = [t for t in r.terms if t not in r.hit]
    why = f"the answer mentions {len(r.hit)} of the question's {len(r.terms)} key terms"
    if missing:
        why += " (not: " + ", ".join(missing[:6]) + ")"
    score = topic
    direct = 0.6 + 0.4 * max(r.coverage, r.focus)
    basis = None
    if r.yes_no:
        basis = "a yes/no answer to a yes/no question"
    elif r.kind is not None and r.slot and (r.focus >= FOCUS_FOR_SLOT or r.bare_filler) and not r.elsewhere:
        basis = f"the question asks for {r.kind.value} and the answer gives one"
    elif r.kind is None and r.elliptic:
        basis, direct = "a bare answer to the question", 0.6
    if basis is not None and direct >= score:
        score, why = direct, f"{basis}; {why}"
    elif r.kind is not None and not r.slot:
        # on the topic, but without what the question asks for: at most half relevant
        score = topic * NO_SLOT
        why += f"; the question asks for {r.kind.value} and the answer gives none"
    elif r.kind is not None and basis is None and r.elsewhere:
        why += f"; it names {r.kind.value}, but of something else than the question asks about"
    elif r.kind is not None and basis is None:
        why += f"; it names {r.kind.value}, but most of it is about something else"
    if r.focus < FOCUS_FOR_SLOT and score < 0.6:
        why += f" (only {r.focus:.0%} of its words are about the question)"
    return min(score, 1.0), why


def relevance(
    question: str,
    answer: str,
    similarity: Similarity | None = None,
    restated: str = "",
    contexts: Sequence[str] | None = None,
    entailed: str = "",
) -> Relevance:
    """How directly the answer addresses the question: see :func:`relevance_score`.
    For a question with no typed slot and no yes/no form ("why ...", "what ..."), a
    semantic similarity can raise the score (the ``e5`` model sees paraphrases that
    share no words). ``restated``: the context sentence the answer's words are found in;
    ``entailed``: the one a model says the answer states (its clause that answers the
    question makes all of the answer about the question, whatever its words)."""
    cut = len(answer) > MAX_ANSWER_CHARS
    answer = answer[:MAX_ANSWER_CHARS]
    # the talk around the answer ("Let me know if you need anything else.") is about nothing
    body = " ".join(claim_split(answer).claims) or answer
    r = _read(question, body, answer, restated, contexts, entailed)
    if not r.terms and r.kind is None:
        return Relevance(1.0, "the question has no content words to look for")
    score, reason = relevance_score(r)
    if similarity is not None and r.kind is None and not r.yes_no and score < 1.0:
        sem = similarity.similarity(question, answer)
        if sem > score:
            score = sem
            reason += f"; {similarity.name} similarity to the question {sem:.2f}"
    if cut:
        reason += f" (in the answer's first {MAX_ANSWER_CHARS:,} characters)"
    return Relevance(score, reason)
