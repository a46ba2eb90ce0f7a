"""answer_correctness by the offline judge: the answer's claims against the reference,
the reference against the answer, and what each reading leaves to the other. A yes or no
against a bare yes or no, one value against the same value; a number the question states
or of another kind than the reference's is a detail; a short answer states the part of
the reference it is asked for; an answer that states the whole reference adds details.
Pure: the verdicts come from the judge's checks (:class:`~ragmeter.judges.offline.OfflineJudge`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, Label
from ragmeter.judges.offline.helpers import helping_only
from ragmeter.judges.offline.value_swap import value_of_other_verb
from ragmeter.text.abbrev import TITLE_WORDS
from ragmeter.text.bounds import BOUND_MARKERS
from ragmeter.text.canon import canonical
from ragmeter.text.claims import with_question
from ragmeter.text.clauses import FUNCTION_WORDS, clauses, clock_times
from ragmeter.text.dates import MONTHS
from ragmeter.text.facts import number_units, numbers
from ragmeter.text.lexicon import stem
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.person_titles import KO_TITLES, ZH_ROLES
from ragmeter.text.questions import (
    QuestionType,
    bare_yes_no,
    is_elliptic,
    is_yes_no_question,
    opening_yes_no,
    question_type,
)
from ragmeter.text.slots import NUMERIC_KINDS, filler_tokens, slot_noun
from ragmeter.text.tokenize import content_tokens, is_cjk, normalize
from ragmeter.text.weekdays import is_weekday

__all__ = ["Verdicts", "correctness_verdicts", "model_doubt", "settled", "stems"]


def settled(question: str, answer: str, reference: str) -> Verdicts | None:
    """The verdicts where a yes or no, or one value, settles it (else None)."""
    return _yes_no(question, answer, reference) or _same_value(answer, reference)


def correctness_verdicts(
    question: str,
    answer: str,
    reference: str,
    mine: Sequence[ClaimVerdict],
    stated: Sequence[ClaimVerdict],
    short: bool,
    *,
    answered: bool | None = None,
) -> Verdicts:
    """(the answer's claims, the reference's statements), each read against the other
    (``mine``: the answer's claims against the reference; ``stated``: the reference's
    statements against the answer, read with its question where it is ``short``). A
    claim whose content words are all the reference's, yet which the reference does not
    back, relates them differently ("Northwind acquired Contoso" against "Contoso
    acquired Northwind"): it contradicts the reference. ``answered``: whether the reference
    backs the short answer put in the question's subject slot ("Park Junho leitet seit 2021
    die Kochschule Hansang.": True, and a statement that holds its name names others as
    detail) or contradicts it (False: the name has another role there), None if unread."""
    answer_claims = tuple(
        _relation_conflict(v)
        if v.label is Label.UNSUPPORTED and _same_terms(v.claim, reference)
        else _asked_number(v, question, reference)
        for v in mine
    )
    theirs = tuple(stated)
    kind, fillers = _asked(question, answer, answer_claims) if short else (None, set())
    if kind is not None and fillers:
        # (the answer's own words too: "성판악 주차장이요." gives the place with its name)
        asked = set(content_tokens(question)) | fillers | set(content_tokens(answer)) | BOUND_MARKERS
        theirs = tuple(
            _asked_part(v)
            # the reference gives what is asked only to the answer's words: "Sarah Lee." is
            # no answer where the reference names Paul Kim too ("run by Paul Kim, a former
            # student of chef Sarah Lee")
            if _detail_only(v, fillers)
            and answered is not False
            and (
                answered
                or _within(_statement_asked(v.claim, kind, question, fillers), asked)
                or _asked_clause(v.claim, question, answer, kind, fillers, asked)
            )
            # (a reference of one statement is the one that answers)
            and (len(theirs) == 1 or _about(v.claim, question))
            else v
            for v in theirs
        )
    elif (
        short and kind is None and (_bare_value(answer, answer_claims) or _bare_phrase(answer, answer_claims))
    ):
        # a bare value to a question of no typed slot ("300 dpi." to "What is the minimum
        # resolution for print files?"): the statement about the question that holds it
        # answers; what else it says (the file format) is detail
        said = set(content_tokens(canonical(normalize(answer))))
        theirs = tuple(
            _asked_part(v)
            if _detail_only(v, said)
            and (len(theirs) == 1 or _about(v.claim, question))
            and _one_clause_holds(v.claim, said, question)
            else v
            for v in theirs
        )
    if question_type(question) is QuestionType.WHO:
        theirs = tuple(_helping_only(v, answer) for v in theirs)
    if theirs and all(v.supported for v in theirs):
        # the answer states the whole reference: a number it adds is a detail the
        # reference leaves out ("10 Euro statt 13,50 Euro", "a three-day event")
        answer_claims = tuple(_beyond(v) for v in answer_claims)
    return answer_claims, theirs


def _yes_no(
    question: str, answer: str, reference: str
) -> tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]] | None:
    """Correctness of an answer to a yes/no question whose reference is a bare yes or no
    ("No."): the answer's opening yes or no states the reference or contradicts it.
    None when the reference is more than a yes or no, or the answer opens with neither
    (then its statements are compared as any others)."""
    ref = bare_yes_no(reference)
    if ref is None or not is_yes_no_question(question):
        return None
    mine = opening_yes_no(answer)
    if mine is None:
        return None
    word = "yes" if ref else "no"
    shown = answer if len(answer) <= 200 else answer[:199] + "…"
    if mine == ref:
        why = f"the answer says {word}, as the reference does"
        ok = ClaimVerdict(shown, Label.SUPPORTED, 1.0, why, reference, 0, (0,), Cause(Decider.FAST_PATH))
        return (ok,), (replace(ok, claim=reference, evidence=shown),)
    why = f"the answer says {'yes' if mine else 'no'} where the reference says {word}"
    bad = ClaimVerdict(
        shown, Label.CONTRADICTED, 1.0, why, reference, 0, (), Cause(Decider.CHECK, Check.NEGATION)
    )
    return (bad,), (replace(bad, claim=reference, evidence=shown, label=Label.UNSUPPORTED),)


Verdicts = tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]]


_PUNCT = re.compile(r"[\s.,;:!?。，；：！？]+")


def _same_value(
    answer: str, reference: str
) -> tuple[tuple[ClaimVerdict, ...], tuple[ClaimVerdict, ...]] | None:
    """An answer and a reference that are the same value said in other forms ("22:30."
    and "晚上十点半。", "$1,200" and "1200 dollars"): one statement, stated."""
    mine, theirs = (_PUNCT.sub(" ", canonical(normalize(t))).strip() for t in (answer, reference))
    if not mine or mine != theirs or not any(c.isdigit() for c in mine) or len(mine) > 40:
        return None
    why = "the answer gives the reference's value in another form"
    ok = ClaimVerdict(answer, Label.SUPPORTED, 1.0, why, reference, 0, (0,), Cause(Decider.FAST_PATH))
    return (ok,), (replace(ok, claim=reference, evidence=answer),)


def _bare_value(answer: str, answer_claims: Sequence[ClaimVerdict]) -> bool:
    """A bare answer with a number that the reference backs in every claim."""
    return (
        bool(answer_claims)
        and all(v.supported for v in answer_claims)
        and is_elliptic(answer)
        and any(c.isdigit() for c in answer)
    )


def _bare_phrase(answer: str, answer_claims: Sequence[ClaimVerdict]) -> bool:
    """A bare noun phrase ("Un documento de identidad con fotografía.", "신분증이요.") that
    the reference backs in every claim."""
    return bool(answer_claims) and all(v.supported for v in answer_claims) and is_elliptic(answer)


def _one_clause_holds(statement: str, said: set[str], question: str) -> bool:
    """The statement's one clause with the answer's words, where it has several, holds a
    word the question asks with (the answer is what that clause gives, not another's)."""
    parts = clauses(statement)
    if len(parts) < 2:
        return True
    holding = [p for p in parts if _holds(p, said)]
    return len(holding) == 1 and bool(_asking_words(question) & stems(holding[0]))


def _about(statement: str, question: str) -> bool:
    """At least half of the question's content words (by stem) are in the statement:
    it is the statement that answers it, not another one of the reference."""
    q = stems(question)
    found = q & stems(statement)
    kind = question_type(question)
    if kind is not None and filler_tokens(statement, kind):
        # the slot the statement fills counts as said ("minimum age" by "at least 21 years old")
        found |= {t for t in content_tokens(question) if slot_noun(t, kind)} & q
    return bool(q) and len(found) * 2 >= len(q)


def stems(text: str) -> set[str]:
    """The stems of the content words of ``text``."""
    return {stem(t) for t in content_tokens(text)}


def _asked(
    question: str, answer: str, answer_claims: Sequence[ClaimVerdict]
) -> tuple[QuestionType | None, set[str]]:
    """What the question asks for and the words of a short answer that give it (a person
    for "who", a date for "when": :func:`~ragmeter.text.slots.filler_tokens`), when
    the reference backs every claim of the answer; else no words."""
    kind = question_type(question)
    if kind is None or not answer_claims or not all(v.supported for v in answer_claims):
        return kind, set()
    return kind, filler_tokens(answer, kind)


def _detail_only(v: ClaimVerdict, fillers: set[str]) -> bool:
    """A reference statement that holds the answer's ``fillers`` and that the short answer
    does not state only because it names a number or a name the answer leaves out (a
    detail the question did not ask: "founded in Valencia in 2004 by ..." for "Who founded
    it?" answered "Lucía Navarro y Andrés Molina."), or that a model alone doubts."""
    if v.cause is None or v.label is Label.SUPPORTED:
        return False
    if v.label is Label.CONTRADICTED and v.cause.check is not Check.NUMBER:
        return False  # (a number the answer leaves out reads as a conflict: "de 4 a 12 años")
    if not _holds(v.claim, fillers):
        return False  # ("Cuatro habitaciones" holds the "4" of "Cuatro.")
    if v.cause.decider is Decider.CHECK:
        # (or the reference says how often: "leaves at 10:00 every day" for "10 a.m."; or
        # what the price includes: "门票为每人六十元，含冰鞋租赁" for "六十元一位")
        return v.cause.check in (Check.NUMBER, Check.NAME, Check.SCOPE, Check.INCLUDED)
    return model_doubt(v.cause)  # "prints up to 30 pages per minute in black and white" for "30."


def _beyond(v: ClaimVerdict) -> ClaimVerdict:
    """A claim contradicted only by a number the reference does not have, of an answer
    that states the whole reference: it goes beyond the reference."""
    if v.label is not Label.CONTRADICTED or v.cause is None or v.cause.check is not Check.NUMBER:
        return v
    reason = f"it adds a number the reference leaves out, and states the reference ({v.reason})"
    return replace(v, label=Label.UNSUPPORTED, reason=reason)


def _asked_number(v: ClaimVerdict, question: str, reference: str) -> ClaimVerdict:
    """A claim the number check contradicts only with numbers the question itself states
    ("ab 24 Jahren" repeated from the question, where the reference is "Er kostet 70 €"):
    it goes beyond the reference, it does not contradict it."""
    if v.label is not Label.CONTRADICTED or v.cause is None or v.cause.check is not Check.NUMBER:
        return v
    extra = numbers(v.claim) - numbers(reference)
    if extra and extra <= numbers(question):
        reason = f"it repeats a number the question states and the reference leaves out ({v.reason})"
        return replace(v, label=Label.UNSUPPORTED, reason=reason)
    mine, theirs = number_units(v.claim), number_units(reference)
    if extra and theirs and all(mine.get(n) and not mine[n] & set().union(*theirs.values()) for n in extra):
        # "两天左右就能做好" beside "120元": a number of another kind, a detail the reference leaves out
        reason = f"it adds a number of another kind than the reference's ({v.reason})"
        return replace(v, label=Label.UNSUPPORTED, reason=reason)
    return v


def _values_asked(fillers: set[str], kind: QuestionType, statement: str = "") -> set[str]:
    """Of a number's fillers, the number: its unit ("years old", "Jahre") is the value
    checks' to compare, not a word the question must have asked. Of a price, the numbers
    said with a currency (the ages of "niños de 4 a 12 años" are no price)."""
    if kind not in NUMERIC_KINDS:
        return fillers
    values = {t for t in fillers if t[:1].isdigit()}
    if kind is QuestionType.AMOUNT and statement:
        priced = {n for n, units in number_units(statement).items() if units & CURRENCY_CODES}
        if priced:
            return {t for t in values if _as_number(t) in priced}
    return values


#: a question for the clock time ("What time ...?", "¿A qué hora ...?", "몇 시", "几点")
_CLOCK_ASKED = re.compile(
    r"\b(?:what time|a qué hora|à quelle heure|um wie ?viel uhr|welche uhrzeit)\b|몇 시|几点", re.IGNORECASE
)


def _statement_asked(statement: str, kind: QuestionType, question: str, fillers: set[str]) -> set[str]:
    """What a reference statement gives for the question's slot, less the detail beside
    the value asked: the day and date of a clock time asked for ("¿A qué hora sale?" of
    "sale a las 8:30 ... el domingo 23 de febrero"), the weekday of a date the answer
    gives ("on Sunday, 12 October 2025" for "on 12 October 2025")."""
    found = _values_asked(filler_tokens(statement, kind), kind, statement)
    if kind is QuestionType.WHERE and clock_times(statement):
        # (a place, not the clock time beside it: "오전 7시에 성판악 주차장에서")
        return {t for t in found if t in fillers or not t.isdigit()}
    if kind is QuestionType.WHO:
        # (a title before the name is no other person: "经理赵敏", "원장 김서연")
        return {t for t in found if t in fillers or not _title_of(t, statement)}
    if kind is not QuestionType.WHEN or not fillers <= found:
        return found
    clock = all(t[:1].isdigit() or t in ("a.m", "p.m") for t in fillers)
    if _CLOCK_ASKED.search(question) and clock and len(clock_times(statement)) == 1:
        return set(fillers)  # (the one time it gives: which of two is asked is the clauses' to read)
    if MONTHS & fillers:
        return {t for t in found if not is_weekday(t)}
    return found


def _title_of(token: str, statement: str) -> bool:
    """``token`` is a title or role word of ``statement`` (a character of one, in Chinese)."""
    if token in TITLE_WORDS or token in KO_TITLES:
        return True
    return any(token in role and role in statement for role in ZH_ROLES)


def _asked_clause(
    statement: str, question: str, answer: str, kind: QuestionType, fillers: set[str], asked: set[str]
) -> bool:
    """A statement of several clauses whose one clause with the answer's ``fillers`` gives
    no other value of the kind asked and holds a word the question asks with (not a name:
    "arrives" of "When does the Northern Star arrive in Denver?" in "leaves Chicago at
    8:15 p.m. and arrives in Denver at 11:40 a.m."); the other clauses are detail. "8:15
    p.m." for the arrival holds "leaves", not "arrives"."""
    parts = clauses(statement)
    if len(parts) < 2:
        return False
    holding = [p for p in parts if _holds(p, fillers)]
    if len(holding) != 1:
        return False
    part = holding[0]
    if not _within(_values_asked(filler_tokens(part, kind), kind, part), asked):
        return False
    # (the answer put in its question gives the value to the verb asked: "¿A qué hora llega
    # ...: A las 21:45." where 21:45 is when it leaves)
    if value_of_other_verb(with_question(question, answer), [statement]) is not None:
        return False
    asking = _asking_words(question)
    if is_cjk(question):
        # (no case tells a name apart: the clause holds every word of the question the
        # statement has, "带电营位" of "带电营位每晚160元，普通营位每晚120元")
        return bool(asking & stems(part)) and asking & stems(statement) <= stems(part)
    return bool(asking & stems(part))


def _asking_words(question: str) -> set[str]:
    """The stems of the question's content words that name nothing (lower-case where the
    script has a case: a verb, not "Denver")."""
    own = set(content_tokens(question)) - FUNCTION_WORDS
    if is_cjk(question):
        return {stem(t) for t in own}  # (no case tells a name apart)
    raw = set(re.findall(r"[^\W\d_]+", question))
    return {stem(normalize(w)) for w in raw if not w[:1].isupper() and normalize(w) in own}


def _as_number(token: str) -> float | None:
    try:
        return float(token.replace(",", ""))
    except ValueError:
        return None


def _holds(text: str, mine: set[str]) -> bool:
    """``text`` has each of ``mine`` (:func:`_within`), as written or in canonical form."""
    return _within(mine, set(content_tokens(text)) | set(content_tokens(canonical(normalize(text)))))


def _within(mine: set[str], theirs: set[str]) -> bool:
    """Each of ``mine`` is one of ``theirs``, or another form of it ("Jahre" / "Jahren":
    the same first four letters of a Latin word of four or more)."""
    roots = {t[:4] for t in theirs if len(t) >= 4 and t.isalpha()}
    return all(w in theirs or (len(w) >= 4 and w.isalpha() and w[:4] in roots) for w in mine)


def _asked_part(v: ClaimVerdict) -> ClaimVerdict:
    """``v`` read as stated: the answer gives what the question asks of it."""
    reason = f"the answer states what the question asks of it; the rest is detail it did not ask ({v.reason})"
    cause = Cause(Decider.CHECK, v.cause.check if v.cause else None)
    return replace(v, label=Label.SUPPORTED, reason=reason, cause=cause)


def _same_terms(claim: str, reference: str) -> bool:
    """Every content word of the claim is one of the reference's (compared by stem), and
    there are two words or more besides numbers: a bare value ("16:30.") relates nothing."""
    ref = stems(reference)
    mine = [stem(t) for t in content_tokens(claim) if not t[:1].isdigit()]
    return len(mine) >= 2 and all(t in ref for t in mine)


def _helping_only(v: ClaimVerdict, answer: str) -> ClaimVerdict:
    """A reference statement the answer states only by naming its person as helping
    someone else: the answer gives the part asked to the other person."""
    found = helping_only(answer, v.claim) if v.label is Label.SUPPORTED else None
    if found is None:
        return v
    mine, theirs = found
    return replace(
        v,
        label=Label.CONTRADICTED,
        reason=f"the answer names {mine!r} only as helping, and gives the part to {theirs!r}",
        cause=Cause(Decider.CHECK, Check.ROLE),
    )


def _relation_conflict(v: ClaimVerdict) -> ClaimVerdict:
    return replace(
        v,
        label=Label.CONTRADICTED,
        reason=f"its words are all the reference's, but the reference does not back it: {v.reason}",
        cause=Cause(Decider.CHECK, Check.ROLE),
    )


def model_doubt(cause: Cause) -> bool:
    """A model (not a fact check, and not a missing premise) left the claim unsupported."""
    return cause.decider in (Decider.LEXICAL, Decider.ENTAILMENT, Decider.RULES) and not cause.fact_check
