"""The explicit checks of one claim against its premises, in one record (:class:`Checks`):
numbers and names the premises lack, negation, antonyms and states said the other way,
quantifiers, modality, direction, units, roles and values bound to another thing. Pure
functions of an alignment; :mod:`ragmeter.judges.offline.problems` turns the first finding
into a verdict's cause, :mod:`ragmeter.judges.offline.features` reads them as features of
the lexical regression.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.judges.offline.agents import agent_conflict
from ragmeter.judges.offline.align import Alignment, Premise, PremiseSentence
from ragmeter.judges.offline.binding import unit_value_conflict, value_conflict
from ragmeter.judges.offline.cjk_relations import cjk_relation_swap
from ragmeter.judges.offline.cjk_roles import cjk_role_swap
from ragmeter.judges.offline.crossing import crossed_parts
from ragmeter.judges.offline.derived import derived
from ragmeter.judges.offline.direction import moment_value_conflict
from ragmeter.judges.offline.durations import duration_conflict
from ragmeter.judges.offline.event_order import event_order_conflict
from ragmeter.judges.offline.evidence_order import in_order, timed_sentences
from ragmeter.judges.offline.holders import holder_conflict
from ragmeter.judges.offline.hours import hours_restated
from ragmeter.judges.offline.included import included_missing, included_priced
from ragmeter.judges.offline.missing_names import missing_entities as names_missing
from ragmeter.judges.offline.opening_name import opening_name_swap
from ragmeter.judges.offline.periods import (
    one_period_said,
)
from ragmeter.judges.offline.price_base import price_base_conflict
from ragmeter.judges.offline.quantifiers import quantifier_conflict
from ragmeter.judges.offline.role_nouns import role_noun_conflict
from ragmeter.judges.offline.roles import (
    direction_conflict,
    modality_conflict,
    order_swap,
    role_conflict,
    unit_conflict,
)
from ragmeter.judges.offline.route import (
    change_reversed,
    departure_conflict,
    destination_conflict,
    ends_swap,
    place_route_conflict,
    route_conflict,
)
from ragmeter.judges.offline.scope import scope_word
from ragmeter.judges.offline.titles import title_conflict
from ragmeter.judges.offline.transfer import transfer_agrees, transfer_conflict
from ragmeter.judges.offline.value_swap import (
    name_swap,
    value_elsewhere,
    value_holder,
    value_of_other_verb,
    value_swap,
    without_standard,
)
from ragmeter.judges.offline.verbatim import all_said, said_undenied, said_verbatim
from ragmeter.judges.offline.years import unbound_year
from ragmeter.text.approx import bounds_as_theirs
from ragmeter.text.canon import canonical_cased
from ragmeter.text.clauses import clauses, units
from ragmeter.text.excepted import (
    ExceptionReading,
    excepted,
    exception_reading,
    only_the_excepted,
    rest_claim,
    says_only,
)
from ragmeter.text.exception_turns import exception_flipped, waived_exception
from ragmeter.text.facts import entities, german_head_noun, values
from ragmeter.text.inflection import inflection_of
from ragmeter.text.korean_words import ko_lemma
from ragmeter.text.lexicon import HAN_ANTONYM_WORDS, HEDGES, antonym_of, stem
from ragmeter.text.negated_items import moved_across_negation
from ragmeter.text.polarity import negated, polarity_conflict, read, state_word
from ragmeter.text.polarity_read import closest_clause, negated_near
from ragmeter.text.tokenize import (
    content_tokens,
    is_cjk,
    normalize,
    strip_korean_particles,
    strip_korean_suffix,
    words,
)
from ragmeter.text.weekdays import singular_days

__all__ = ["Checks", "checks"]


@dataclass(frozen=True)
class Checks:
    """The explicit checks behind the features, for the verdict's reason."""

    missing_numbers: tuple[float, ...]
    number_conflict: bool
    missing_entities: tuple[str, ...]
    partial_entities: tuple[str, ...]
    negation: str | None  # "claim" or "premise": the side that alone is negated
    antonym: tuple[str, str] | None  # (claim word, premise word)
    hedge: bool
    scope: str | None = None  # a scope word ("only", "always", ...) the claim alone has
    superseded: tuple[str, str] | None = None  # (old, new): the premise says old became new
    unbound: tuple[str, str] | None = None  # (year, word): the premise gives the word another year
    name_conflict: tuple[str, str] | None = None  # (claim name, premise name)
    #: (agent in the claim, agent in the premise): two names related the other way round
    swap: tuple[str, str] | None = None
    #: (claim name, premise name): the premise gives the claim's part to another name
    role: tuple[str, str] | None = None
    modality: tuple[str, str] | None = None  # (claim words, premise words)
    direction: tuple[str, str, str] | None = None  # (number, claim word, premise word)
    unit: tuple[str, str, str] | None = None  # (number, claim unit, premise unit)
    quantifier: tuple[str, str] | None = None  # (claim word, premise word): "all" against "some"
    binding: tuple[str, str] | None = None  # (claim value, premise value) of the same thing
    #: things the claim says are included that the premises name nowhere
    included_missing: tuple[str, ...] = ()
    #: (item, premise clause): an included thing the premises price on its own
    included_priced: tuple[str, str] | None = None


def checks(al: Alignment) -> Checks:
    premise = al.premise
    best = al.best_sentence
    claim = al.claim
    missing_numbers = _missing_numbers(claim, premise)
    number_conflict = bool(missing_numbers) and best is not None and bool(best.numbers)
    missing_entities, partial_entities = names_missing(claim, premise)
    top = [premise.sentences[k].text for k in al.ranked[:3]]
    # the best sentences in the order of the text, and whether they state the claim's
    # transfer: read once, for the polarity, order and role checks
    ordered = in_order(al)
    converse = transfer_agrees(claim, ordered)
    negation, antonym = _polarity(al, top, converse)
    # a best sentence excepts the claim's thing as the claim does: its "only" and its "no"
    # say the exception, not a quantifier of their own
    excepts = _excepts(al, top)
    hedge = _hedge(claim, best)
    return Checks(
        missing_numbers,
        number_conflict,
        tuple(missing_entities),
        tuple(partial_entities),
        negation,
        antonym,
        hedge,
        _scope(claim, al, excepts) or (None if excepts else only_the_excepted(claim, top)),
        _superseded(claim, best),
        unbound_year(al),
        _name_conflict(al),
        None if converse else order_swap(claim, top[:1]),
        # a name's part is read only where all the claim's words are (see verify.py)
        (role_conflict(claim, top, premise.word_set) if all_said(al) else None)
        # (where the evidence states the claim's transfer, perhaps from the other side, no
        # frame of the verb is read against it: in "sold to Lena by Tom" Lena is no patient)
        or (
            None
            if converse
            else agent_conflict(claim, top)
            or transfer_conflict(claim, ordered, _lead_text(al))
            or name_swap(claim, top)
        )
        # clauses that trade parts ("included with a day pass but €4 with a membership", reversed)
        or crossed_parts(claim, top)
        # ("Head coach Marco Reyes" where the head coach is Daniel Osei)
        or title_conflict(claim, top)
        # ("Vorsitzender ist Jürgen Pohl" where Renate Kübler chairs and he keeps the books)
        or role_noun_conflict(claim, top)
        # ("정민호 세무사가 대표를 맡고 있다" where 한지은 heads it; "马志强是她的学徒" of "马志强的学徒")
        or cjk_role_swap(claim, top)
        or cjk_relation_swap(claim, top)
        # ("Bernard Lefèvre handles the fittings" where "his niece Camille Roux handles the fittings")
        or holder_conflict(claim, top),
        modality_conflict(claim, top[0]) if top else None,
        _direction(claim, timed := timed_sentences(al)),  # ("£45 after that date")
        unit_conflict(claim, top) or price_base_conflict(claim, top, premise.texts),
        # ("keine" of "Das Dachzimmer hat keine Klimaanlage" is the exception of "alle")
        None if excepts else quantifier_conflict(claim, top),
        _value_problem(claim, timed, al.premise.all_numbers) or _unit_value(claim, best, premise),
        included_missing=included_missing(claim, premise.word_set, " ".join(top)),
        included_priced=included_priced(claim, top),
    )


def _value_problem(claim: str, top: Sequence[str], have: frozenset[float]) -> tuple[str, str] | None:
    """A value given to the wrong holder: a value the evidence binds to something else,
    two values swapped between their holders, a holder's segment with other numbers, a
    payer's value that the evidence gives another payer (:mod:`.value_swap`). A claim a
    best sentence says word for word binds its values as the claim does: never one."""
    if said_verbatim(claim, top):
        return None
    claim = without_standard(claim)  # ("…, comme une voiture standard": what it is compared with)
    # (a bound a best sentence's value meets is that value: "more than £500,000" of "£572,206")
    if any(c.isdigit() for c in claim):
        cased = canonical_cased(claim)
        if (met := bounds_as_theirs(cased, top, have)) != cased:
            claim = met
    return (
        value_conflict(claim, top)
        or value_swap(claim, top)
        or value_elsewhere(claim, top)
        or value_of_other_verb(claim, top[:1])
        or value_holder(claim, top[:1])
        or duration_conflict(claim, top)
        or moment_value_conflict(claim, top)
    )


def _unit_value(claim: str, best: PremiseSentence | None, premise: Premise) -> tuple[str, str] | None:
    """A count the claim gives a thing that the premises give it nowhere, where the best
    sentence gives it another (:func:`.binding.unit_value_conflict`)."""
    if best is None or not best.numbers or said_verbatim(claim, [best.text]):
        return None
    return unit_value_conflict(claim, best.text, premise.sentence_texts, lambda n: derived(n, claim, premise))


#: "there is one" of a thing the question names, in the six languages
_THERE_IS_ONE = re.compile(
    r"有一[场个次位家间座处]|(?<![\w'])(?:there (?:is|'s) one|hay una?|il y en a une?"
    r"|es gibt (?:eine[n]?|einen))(?![\w'])|하나 있",
    re.IGNORECASE,
)


def _missing_numbers(claim: str, premise: Premise) -> tuple[float, ...]:
    """The claim's numbers the premises have nowhere, said in no other form."""
    missing = tuple(sorted(n for n in values(claim) if n not in premise.all_numbers))
    if missing == (1.0,) and (one_period_said(claim, premise.texts) or _THERE_IS_ONE.search(claim)):
        # "한 달 회원권" for "월 회원권", "once a week" for "weekly": one, said; "有一场", "there
        # is one", "hay una": that there is one, no count
        return ()
    # "within two days" for "within 48 hours": one duration in days and in minutes;
    # "three quarters of the 60 plots" for "45 of them": a share of a total, counted
    return tuple(n for n in missing if not derived(n, claim, premise))


def _scope(claim: str, al: Alignment, excepts: bool) -> str | None:
    """The scope check, but for an "only" that says the exception a best sentence makes
    (``excepts``: "the only pastries that aren't nut-free" of "All pastries except the
    almond croissants are nut-free")."""
    found = scope_word(claim, al)
    if found is None or not says_only(found):
        return found
    # ... or the thing a best sentence excepts, named by the claim's "only" ("Only reference
    # books cannot be taken home" of "All books can be borrowed except reference books")
    said = singular_days(words(claim))
    named = [
        al.premise.sentences[k].text
        for k in al.ranked[:3]
        if (ex := excepted(al.premise.sentences[k].text)) is not None and singular_days(words(ex)) <= said
    ]
    return None if excepts or named else found


def _excepts(al: Alignment, top: Sequence[str]) -> bool:
    """A best sentence excepts the claim's thing from what it says of the rest, as the
    claim does (:mod:`ragmeter.text.excepted`)."""
    lead = _lead(al)
    # (or a clause of it: "Nur mittwochs ist er geschlossen, an allen anderen Tagen offen")
    parts = [al.claim, *(c for c in clauses(al.claim) if c != al.claim)]
    return any(exception_reading(p, s, lead) is ExceptionReading.AGREES for p in parts for s in top)


def _direction(claim: str, top: list[str]) -> tuple[str, str, str] | None:
    """A comparison, an order of events, a route or a departure the other way round."""
    return (
        direction_conflict(claim, top)
        or event_order_conflict(claim, top)
        or route_conflict(claim, top)
        or departure_conflict(claim, top)
        or destination_conflict(claim, top)
        or ends_swap(claim, top)
        or change_reversed(claim, top)
        or place_route_conflict(claim, top)
    )


def _lead(al: Alignment) -> frozenset[str]:
    """The units of the sentence that opens the best sentence's premise: what the
    document is about."""
    return _units_of(_lead_text(al)) if al.best_sentence is not None else frozenset()


def _lead_text(al: Alignment) -> str:
    """The sentence that opens the best sentence's premise ("" without one)."""
    return al.premise.lead_of(al.best).text if al.best is not None else ""


@lru_cache(maxsize=1024)
def _units_of(text: str) -> frozenset[str]:
    return units(text).all


def _hedge(claim: str, best: PremiseSentence | None) -> bool:
    """The claim hedges ("probably", "vielleicht") where its best sentence does not."""
    if best is None:
        return False
    claim_hedges = {w for w in words(claim) if w in HEDGES}
    return bool(claim_hedges) and not any(w in HEDGES for w in words(best.text))


def _polarity(al: Alignment, top: Sequence[str], converse: bool) -> tuple[str | None, tuple[str, str] | None]:
    """(negated side, (claim word, premise word)): a negation or a state's other pole
    where the evidence restates the claim, in six languages
    (:func:`~ragmeter.text.polarity.polarity_conflict`); else an antonym of the
    lexicon's general pairs, unless a negation on one side turns it back ("did not
    win" restates "lost") or the evidence states the claim's transfer from the other
    side (``converse``: "bought from Tom" restates "Tom sold to")."""
    if said_undenied(al.claim, top):
        return None, None
    lead = _lead(al)
    for sentence in top[:1]:  # "even if you present a hospital note" where that is excepted
        waived = waived_exception(al.claim, sentence)
        if waived is not None:
            return None, waived
    for sentence in top:  # "open every day except Monday": Monday is closed
        reading = exception_reading(al.claim, sentence, lead)
        if reading is ExceptionReading.AGREES:
            return None, None
        if reading is ExceptionReading.CONFLICTS:
            mine, theirs = read(al.claim).marks, read(sentence).marks
            if rest_claim(al.claim, sentence):  # the claim denies the rest the rule
                return None, ("the rest as the excepted", f"except {excepted(sentence)}")
            if not mine or not theirs:  # read by negation: the claim says of it what the rest is
                return None, (f"{excepted(sentence)} as the rest", f"except {excepted(sentence)}")
            return None, (mine[0].said, f"{theirs[0].said} (except {excepted(sentence)})")
    for sentence in top:  # "cats, dogs, rabbits and birds, but not reptiles": birds moved
        moved = moved_across_negation(al.claim, sentence)
        if moved is not None:
            return moved[0], None
    if hours_restated(al) is not None:
        return None, None  # "closes at 8 pm" where it is "open 8:30 am to 8:00 pm": the same hours
    for sentence in top:  # "welcome, except assistance dogs" where "not allowed, except assistance dogs"
        flipped = exception_flipped(al.claim, sentence)
        if flipped is not None:
            return None, flipped
    found = polarity_conflict(al.claim, top, lead)
    if found is not None:
        return (found.side, None) if found.kind == "negation" else (None, (found.mine, found.theirs))
    antonym = _antonym(al)
    best = al.best_sentence
    if antonym is None or best is None or all(state_word(w) for w in antonym):
        # the states of the six languages are polarity_conflict's (a word of a state against
        # one of none is the lexicon's: "dropped" against "rose")
        return None, None
    if negated(al.claim) != negated(closest_clause(best.text, set(al.tokens))) and (
        is_cjk(al.claim) or negated_near(al.claim, antonym[0]) or negated_near(best.text, antonym[1])
    ):  # ("did not win" restates "lost": a negation of the word itself, not elsewhere)
        return None, None
    return None, None if converse else antonym


_OF = frozenset({"de", "del", "of", "von", "du", "da", "di"})


def _name_conflict(al: Alignment) -> tuple[str, str] | None:
    """A name of the claim whose first word the premise has nowhere, while the premise
    names someone else with the same rest ("Pierre Curie" against "Marie Curie") whom the
    claim does not name too."""
    premise_names: list[str] | None = None  # the premises' names, read only when needed
    mine = entities(al.claim)
    for e in sorted(mine):
        parts = e.split()
        if (
            len(parts) < 2
            or "-" in e
            or parts[0] in al.premise.word_set
            or german_head_noun(al.claim, parts[0])
            or (parts[1] in _OF and normalize(al.claim).lstrip("¿¡ ").startswith(e))
        ):  # (no first name: a German noun, "die FeWo Seeblick"; a verb, "Va de Madrid a Lisboa")
            continue
        first = stem(parts[0])
        if premise_names is None:
            premise_names = sorted(al.premise.entities)
        for other in premise_names:
            op = other.split()
            if len(op) != len(parts) or op[1:] != parts[1:] or "-" in other or other in mine:
                continue  # a claim naming both people adds one; it does not swap them
            of = stem(op[0])
            if of != first and not (of.startswith(first) or first.startswith(of)):
                return e, other
    return opening_name_swap(al.claim, [al.premise.sentences[k].text for k in al.ranked[:2]])


def _antonym(al: Alignment) -> tuple[str, str] | None:
    """A claim word whose antonym stands where the premise restates it: anywhere in the
    best sentence, or in another of the three best sentences right next to a word the
    claim has next to its own ("open on Mondays" against "closed on Mondays")."""
    claim_words = [_ko_stem(strip_korean_particles(w)) for w in words(al.claim)]
    claim_set = set(claim_words)
    claim_content = [strip_korean_suffix(t) for t in content_tokens(al.claim)]
    read = [
        (sent, {_ko_stem(strip_korean_particles(w)) for w in words(sent.text)})
        for sent in (al.premise.sentences[k] for k in al.ranked[:3])
    ]
    if any(claim_set <= sent_words for _, sent_words in read):
        return None  # a best sentence has every word of the claim: none stands for its antonym
    # (a word a best sentence has is said, whatever else another says: "Mary's mother" of
    # "..., Mary's mother, during a dispute with Mary's father")
    said = set().union(*(sent_words for _, sent_words in read))
    # (a Korean verb a best sentence says in another form: "쉽니다" of "쉰다")
    said_lemmas = {
        ko_lemma(strip_korean_particles(w)) for sent, _ in read for w in words(sent.text) if w[:1] >= "\uac00"
    }
    for rank, (sent, sent_words) in enumerate(read):
        sent_content = [strip_korean_suffix(t) for t in sent.tokens]
        for w in sorted(claim_set):
            opposites = antonym_of(w)
            if not opposites or inflection_of(w, said, shortest=5) is not None or ko_lemma(w) in said_lemmas:
                continue
            for opp in opposites:
                # (in another ending too: "kleinsten" against "größtes")
                hit = inflection_of(opp, sent_words, shortest=5)
                if hit is None or opp in claim_set:
                    continue
                if rank == 0 or _same_slot(claim_content, w, sent_content, hit):
                    return (w, hit)
        if rank == 0 and is_cjk(al.claim):
            # Chinese is read by character: a pair of words is found inside the texts
            found = _han_antonym(al.claim, sent.text)
            if found is not None:
                return found
    return None


#: Korean verbs of a lexicon pair in any ending ("시작해", "시작합니다"; "끝납니다", "끝나고")
_KO_STEMS = (("시작", "시작"), ("끝나", "끝"), ("끝납", "끝"), ("끝난", "끝"), ("끝내", "끝"), ("끝냅", "끝"))


def _ko_stem(word: str) -> str:
    if not word or not "\uac00" <= word[0] <= "\ud7a3":
        return word
    return next((stem for start, stem in _KO_STEMS if word.startswith(start)), word)


def _han_antonym(claim: str, sentence: str) -> tuple[str, str] | None:
    for w in HAN_ANTONYM_WORDS:
        if w in claim and w not in sentence:
            opp = next((o for o in antonym_of(w) if o in sentence and o not in claim), None)
            if opp is not None:
                return (w, opp)
    return None


def _same_slot(claim: Sequence[str], w: str, sent: Sequence[str], opp: str, window: int = 2) -> bool:
    """``w`` in the claim and ``opp`` in the sentence stand next to a word they share."""
    return bool((_near(claim, w, window) & _near(sent, opp, window)) - {w, opp})


def _near(tokens: Sequence[str], word: str, window: int) -> set[str]:
    """The tokens within ``window`` places of any occurrence of ``word``."""
    return {
        tokens[j]
        for i, t in enumerate(tokens)
        if t == word
        for j in range(max(i - window, 0), min(i + window + 1, len(tokens)))
    }


_CHANGE = re.compile(
    r"\b(?:moved|moves|relocated|relocates|transferred|changed|changes|switched|switches|shifted|"
    r"converted|renamed|upgraded|downgraded|increased|decreased|raised|lowered|reduced|cut|"
    r"extended|shortened|went|rose|fell|dropped|grew)\b[^.;:]*?\bfrom\s+(.+?)\s+to\s+(.+?)"
    r"(?=[,.;:)]|\s+(?:in|on|at|after|before|since|by|when|because|and|but|last|this|next)\b|$)"
    r"|\breplaced\s+(.+?)\s+(?:with|by)\s+(.+?)(?=[,.;:)]|\s+(?:in|on|at|after|since|and|but)\b|$)"
)
#: a claim with one of these words may speak of the old state ("was in Boston",
#: "moved from Boston", "formerly")
_PAST = frozenset(
    "from moved relocated was were formerly previously originally used until before had earlier old "
    "former replaced changed switched".split()
)


def _superseded(claim: str, best: PremiseSentence | None) -> tuple[str, str] | None:
    """The premise sentence says something changed from X to Y ("moved its headquarters
    from Boston to Denver"), and the claim states X as current without Y."""
    if best is None:
        return None
    claim_words = set(words(claim))
    if claim_words & _PAST:
        return None
    for m in _CHANGE.finditer(best.normalized):
        old, new = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        old_t, new_t = set(content_tokens(old)), set(content_tokens(new))
        old_only, new_only = old_t - new_t, new_t - old_t
        if old_only and new_only and old_only <= claim_words and not (new_only & claim_words):
            return old.strip(), new.strip()
    return None
