"""What a sentence excepts from the state it gives: "The museum is open every day except
Monday" says the museum is closed on Monday. The excepted words are read by
:mod:`ragmeter.text.excepted_span` ("except Monday", "außer am 24. Dezember", "sauf le
lundi", "excepto los lunes", "월요일을 제외하고", "除周一外").

:func:`exception_reading` compares a one-clause claim that gives a state (open, allowed,
free, required) with such a sentence: the claim *agrees* when each of its states has the
other pole in the sentence and what the claim says it of (its content units besides its
subject) is all in the excepted words ("closed on Mondays"); it *conflicts* when it gives
the sentence's own pole to the excepted words ("open on Mondays"). Values, not words:
the state words are read as poles by :mod:`ragmeter.text.polarity`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import Enum
from functools import lru_cache

from ragmeter.text.clauses import clauses, units
from ragmeter.text.excepted_span import ANY as _ANY
from ragmeter.text.excepted_span import LATIN as _LATIN
from ragmeter.text.excepted_span import excepted
from ragmeter.text.facts import values
from ragmeter.text.inflection import inflected, stem_in
from ragmeter.text.korean_words import ko_lemma
from ragmeter.text.lexicon import ANTONYMS, stem
from ragmeter.text.polarity import Reading, negated, read
from ragmeter.text.polarity_words import BANS, EXCEPT, ONLY_WORDS
from ragmeter.text.tokenize import content_tokens, is_cjk, normalize
from ragmeter.text.weekdays import DAY_WORDS, days_named

__all__ = [
    "ALL_WORDS",
    "ANY_EXCEPT",
    "REST_WORD",
    "SEGMENT_AT",
    "ExceptionReading",
    "excepted",
    "exception_reading",
    "found_in",
    "han_pair_in",
    "only_the_excepted",
    "rest_claim",
    "rest_units",
    "rule_part",
    "says_only",
    "split_poles",
    "without_this",
]

_HAN = re.compile(r"[\u4e00-\u9fff]")


class ExceptionReading(str, Enum):
    """How a claim reads against a sentence with an exception (see the module)."""

    AGREES = "agrees"
    CONFLICTS = "conflicts"


_EXCEPT_ANY = re.compile(EXCEPT)
#: the marks that end a segment of a sentence (a clause, or a list's item)
_SEPARATORS = ",，;；"
_SEGMENT = re.compile(f"[{_SEPARATORS}]")
_SEGMENT_AT = re.compile(f"[^{_SEPARATORS}]+")
#: (read by :mod:`ragmeter.text.exception_turns`: any word of exception, a segment of a sentence)
ANY_EXCEPT = _ANY
SEGMENT_AT = _SEGMENT_AT


@lru_cache(maxsize=4096)
def rule_part(sentence: str) -> str | None:
    """What ``sentence`` says of the rest, without its exception (normalised text): the
    segments before the one that excepts ("Every repair comes with a warranty, except
    repairs of water damage, which have none" -> "every repair comes with a warranty"),
    or that segment without the exception ("All pastries except the almond croissants
    are nut-free" -> "all pastries are nut-free"); None without one exception."""
    said = excepted(sentence)
    if said is None:
        return None
    segments = _SEGMENT.split(normalize(sentence))
    for i, seg in enumerate(segments):
        if _EXCEPT_ANY.search(seg) and not (i == 0 and not seg.replace(said, "").strip()):
            if i:
                return " ".join(segments[:i]).strip() or None
            rest = " ".join(_ZH_FRAME_END.sub(" ", _EXCEPT_ANY.sub(" ", seg.replace(said, " "))).split())
            # (an exception fronted in a segment of its own, "除3岁以下儿童外，所有人都…",
            # "Except on Mondays, the museum ...": the rule is what follows)
            return rest or " ".join(" ".join(segments[i + 1 :]).split()) or None
    return None


Poles = frozenset[tuple[str, bool]]


@lru_cache(maxsize=4096)
def split_poles(sentence: str) -> tuple[Poles, Poles] | None:
    """(the states the rule gives, the states the excepted thing is given) where
    ``sentence`` says both, the exception after the rule, each with a state of its own
    ("A second driver costs $12 per day, except spouses, who are added free of charge":
    the rest are not free, spouses are); None otherwise. English, German, French and
    Spanish (a Korean or Chinese exception frames the rule's own clause)."""
    span, rule = excepted(sentence), rule_part(sentence)
    t = normalize(sentence)
    marker = _LATIN.search(t)
    if span is None or rule is None or marker is None or not _SEGMENT.search(t, 0, marker.start()):
        return None
    at = t.find(span, marker.end())
    theirs = frozenset((m.state, m.pole) for m in read(rule).marks)
    own = frozenset((m.state, m.pole) for m in read(t[at + len(span) :]).marks) if at >= 0 else frozenset()
    return (theirs, own) if theirs and own else None


#: what closes a Chinese exception ("除…外", "除了…以外")
_ZH_FRAME_END = re.compile(r"(?:以外|之外|外)(?=\s*$)")


#: "only" in the six languages, and the French "ne ... que" (read as "only", not a negation)
_ONLY_WORD = re.compile(rf"(?<![\w'])(?:{'|'.join(sorted(ONLY_WORDS))})(?![\w'])|只|仅|唯有")
_NE_QUE = re.compile(r"(?<![\w'])n(?:e\s+|')(\S+)\s+(?:\S+\s+)?que?(?![\w])")


def only_the_excepted(claim: str, top: Sequence[str]) -> str | None:
    """The claim's "only" where it gives the thing a best sentence excepts alone what the
    sentence gives the rest ("Water-damage repairs are the only repairs that come with
    the warranty" of "Every repair comes with a warranty, except repairs of water damage";
    "90天保修只适用于进水维修"); "Only reference books cannot be taken home" agrees."""
    whole = normalize(claim)
    only = _ONLY_WORD.search(whole) or _NE_QUE.search(whole)
    if only is None:
        return None
    # (the clause that says "only": "只有进水维修没有保修，其他所有维修都享有90天保修" restates the rest too)
    said = next(s for s in _SEGMENT_AT.finditer(whole) if s.start() <= only.start() < s.end()).group(0)
    mine = {p for w in content_tokens(said) for p in w.split("-")}
    for sentence in top:
        ex = excepted(sentence)
        rule = rule_part(sentence)
        if ex is None or rule is None:
            continue
        ex = ex.removeprefix("但").removeprefix("but ").strip()
        theirs = {p for w in content_tokens(ex) for p in w.split("-")}
        named = (
            (ex.replace("的", "") in said.replace("的", ""))
            if is_cjk(ex)
            else bool(theirs) and theirs <= mine
        )
        if not named or _denies(_NE_QUE.sub(r"\1", said)) != _denies(rule):
            continue
        # (the same property: no word of the claim's clause is a pole of the rule's, "Only
        # the attic lacks air conditioning"; and a word of the rule besides the thing)
        rest = set(content_tokens(rule))
        others = {w for w in mine - theirs if not w.isdigit()}
        if is_cjk(said) or (
            any(stem_in(w, rest) for w in others)
            and not any(ANTONYMS.get(w, frozenset()) & rest for w in others)
        ):
            return only.group(0)
    return None


#: "without" and verbs of lacking deny what they govern ("the only ones without a
#: warranty", "Only the attic lacks air conditioning")
_WITHOUT = re.compile(
    r"(?<![\w'])(?:without|lacks?|lacking|ohne|fehlt|fehlen|sans|manquent|manque|sin|carecen|carece|faltan"
    r"|falta)(?![\w'])"
)


#: a ban denies what it governs ("一律禁止生火": no fires; "sind verboten")
_BAN = re.compile(BANS)


def _denies(text: str) -> bool:
    return (negated(text) + bool(_WITHOUT.search(text)) + bool(_BAN.search(text))) % 2 == 1


@lru_cache(maxsize=4096)
def exception_reading(
    claim: str, sentence: str, lead: frozenset[str] = frozenset()
) -> ExceptionReading | None:
    """:attr:`ExceptionReading.AGREES`, :attr:`ExceptionReading.CONFLICTS` or None (the sentence
    excepts nothing the claim speaks of, or the claim has no state of its own). Asked by
    the checks and by the fast path of the same pairs: remembered. ``lead``: the units of
    the sentence that opens the document, what it is about (the claim may name it: "in the
    courtyard of the Blue Hall")."""
    span = excepted(sentence)  # most sentences have none: the cheap answer first
    if span is None or excepted(claim) is not None:
        return None
    claim = _ZH_INSIDE.sub("", without_this(claim))
    # the rule said of the excepted thing too ("..., auch Blindenführhunde", "petits pots compris")
    including = _INCLUDING.search(normalize(claim)) is not None
    # (no state in a clause of times or a fronted day: "..., from 8:00 to 19:00", "Le mercredi, ...")
    parts = clauses(claim)
    stated = [
        c
        for i, c in enumerate(parts)
        if not all(u.isdigit() or u in _SPAN_WORDS or (i == 0 and u in DAY_WORDS) for u in units(c).all)
    ]
    if len(stated) != 1 and not including:
        return None
    mine = read(_INCLUDING.sub(" ", normalize(claim))) if including else read(claim)
    # a claim of the rest that does not name the excepted thing too ("unlike the other
    # rooms" beside "the attic room" is read as any claim of the attic room)
    if rest_claim(claim, sentence):
        return _rest_reading(mine, sentence, lead)
    said = normalize(sentence)
    # a letter left of a state word ("엽니다" without "엽") is no content, as in poles.py
    mine_units = {
        u
        for u in mine.units.all
        if (len(u) > 1 or u.isdigit())
        and not (including and (u in ALL_WORDS or u in _WHOLE_DAYS or REST_WORD.fullmatch(u)))
    }
    # ("只有周一不开放" where Monday and Tuesday are excepted: not only Monday)
    if not mine_units or (any(says_only(u) for u in mine_units) and _names_more(span, claim)):
        return None
    if not mine.marks:
        return _negation_reading(mine, mine_units, span, sentence, lead, including)
    # what the claim says it of is excepted; the rest of it (its subject: "the museum",
    # "吸烟" of "指定区域允许吸烟") is in the sentence
    have = units(span).all
    named = {u for u in mine_units if found_in(u, have)}
    # (the claim is read canonical: "오후 6시" is 18:00 in both)
    sentence_units = units(sentence).all | read(sentence).full.all | lead
    if not named or not all(
        found_in(u, sentence_units) or han_pair_in(u, said) or says_only(u) for u in mine_units - named
    ):  # a Chinese pair across words ("馆周" of "博物馆周一") has its characters there
        return None
    split = split_poles(sentence)
    if split is not None:  # the excepted thing's own state beside the rule's
        rule, own = split
        if all((m.state, m.pole) in own or (m.state, not m.pole) in rule - own for m in mine.marks):
            return ExceptionReading.AGREES
        if any((m.state, m.pole) in rule - own or (m.state, not m.pole) in own - rule for m in mine.marks):
            return None if _own_value(claim, sentence) else ExceptionReading.CONFLICTS
        return None
    theirs = {(m.state, m.pole) for m in read(sentence).marks}
    if not theirs:
        return _stateless_rule(mine, sentence)
    if all((m.state, not m.pole) in theirs and (m.state, m.pole) not in theirs for m in mine.marks):
        return ExceptionReading.AGREES
    if any((m.state, m.pole) in theirs and (m.state, not m.pole) not in theirs for m in mine.marks):
        # (a claim that includes the excepted thing gives it the rule's value, not one of its own)
        return None if not including and _own_value(claim, sentence) else ExceptionReading.CONFLICTS
    return None


_OPEN_OR_ALLOWED = frozenset(("open", "allowed"))


def _stateless_rule(mine: Reading, sentence: str) -> ExceptionReading | None:
    """A rule of no state, which the claim's state (open, allowed) gives the excepted thing
    too ("방문할 수 있습니다" on Tuesday where "화요일을 제외하고 매일 ... 방문객을 받는다")."""
    if negated(rule_part(sentence) or sentence) or not mine.marks:
        return None
    if all(m.state in _OPEN_OR_ALLOWED and m.pole and not m.negated for m in mine.marks):
        return ExceptionReading.CONFLICTS
    return None


#: a Chinese "inside" after a place, before what holds there ("纪念品商店里也禁止拍照"): the place
_ZH_INSIDE = re.compile(r"(?<=[\u4e00-\u9fff])里(?=[也都不禁可能没])")
#: a Chinese "this shop", "this place": the thing the document speaks of, as a pronoun
_ZH_THIS = re.compile(r"这家(?:店|馆|公司|餐厅|医院)?|该(?:店|馆)|本(?:店|馆)|这里|这儿")


def without_this(claim: str) -> str:
    """``claim`` without a Chinese "this shop" ("这家店每周三休息": the place the document
    speaks of, as a pronoun would)."""
    return _ZH_THIS.sub("", claim) if "这" in claim or "该" in claim or "本" in claim else claim


#: words that extend a rule to one more thing, and "as usual"
_INCLUDING = re.compile(
    r"(?<![\w'])(?:including|included|inclusive|as well|too|as usual|like every other day"
    r"|like (?:all )?the others?|wie (?:alle )?(?:die )?anderen|comme (?:tous )?les autres"
    r"|como (?:todos )?los demás|como (?:todas )?las demás"
    r"|auch|einschließlich|inklusive|eingeschlossen|wie gewohnt|wie immer|wie üblich"
    r"|y compris|compris|comprises?|inclus|incluses?|aussi|comme d'habitude|comme toujours"
    r"|incluso|incluidos?|incluidas?|también|como siempre|como de costumbre|como cualquier otro día)(?![\w'])"
    r"|包括|在内|照常|照样|포함(?:한|해|하여|해서|된)?"
)
#: the words that speak of the rest of a whole ("all the others", "alle anderen", "其他时候")
REST_WORD = re.compile(
    r"(?<![\w'])(?:others?|rest|remaining|anderen?|übrigen|restlichen|autres|reste|demás|otros|otras|resto)"
    r"(?![\w'])|其余|其他|别的|나머지|그 외"
)
#: the rest's words with the noun of a Chinese one ("其他时候", "其余日子")
_REST_PHRASE = re.compile(r"(?:其余|其他|别的)(?:时候|时间|日子|天)?|" + REST_WORD.pattern)
#: the words of "all" that frame an exception ("every repair except ...", "alle außer ...")
ALL_WORDS = frozenset(
    "all every each any alle jeder jede jedes jeden allen jeweils jeweil tous tou toutes tout chaque"
    " todos todas todo cada".split()
)
#: the day of "every day" beside "Mondays included" ("jeden Tag ..., auch montags")
_WHOLE_DAYS = frozenset("day days daily tag tage täglich jour jours día días dia dias".split())


def rest_claim(claim: str, sentence: str) -> bool:
    """``claim`` speaks of the rest of what ``sentence`` excepts something from ("all the
    other rooms"), without naming the excepted thing by a word the rest of the sentence
    does not have ("attic" of "the attic room" beside "every room")."""
    span = excepted(sentence)
    if span is None or not REST_WORD.search(normalize(claim)):
        return False
    t = normalize(sentence)
    i = t.find(span)
    outside = units(t[:i] + " " + t[i + len(span) :]).all if i >= 0 else frozenset()
    own = units(span).all - outside
    return not any(found_in(u, own) for u in read(claim).units.all)


def rest_units(clause: str) -> frozenset[str]:
    """What a clause of the rest says besides the rest ("the other rooms", "其他时候") and
    "all", "only" or a number ("toutes les autres en ont un")."""
    found = read(_REST_PHRASE.sub("|", normalize(clause))).units.all
    return frozenset(u for u in found if u not in ALL_WORDS and not says_only(u) and not u.isdigit())


def _rest_reading(mine: Reading, sentence: str, lead: frozenset[str]) -> ExceptionReading | None:
    """A claim of the rest ("All the other rooms are air-conditioned") against a sentence
    that excepts something: it agrees when it gives the rest the sentence's own pole, and
    conflicts when it gives it the other ("The other rooms are not air-conditioned"). What
    else it says must be in the sentence; a claim that says nothing else agrees only."""
    said = rest_units(mine.text)
    have = units(sentence).all | lead
    text = normalize(sentence)
    if not all(found_in(u, have) or han_pair_in(u, text) for u in said):
        return None
    theirs = read(sentence)
    split = split_poles(sentence)
    if mine.marks and split is not None:  # the rule's state, or not the excepted thing's own
        rule, own = split
        if all((m.state, m.pole) in rule or (m.state, not m.pole) in own - rule for m in mine.marks):
            return ExceptionReading.AGREES
        turned = any((m.state, not m.pole) in rule or (m.state, m.pole) in own - rule for m in mine.marks)
        return ExceptionReading.CONFLICTS if turned and said else None
    if mine.marks:
        poles = {(m.state, m.pole) for m in theirs.marks}
        same = all((m.state, m.pole) in poles and (m.state, not m.pole) not in poles for m in mine.marks)
        other = all((m.state, not m.pole) in poles and (m.state, m.pole) not in poles for m in mine.marks)
    else:
        same, other = mine.negated == theirs.negated, mine.negated != theirs.negated
    if same:
        return ExceptionReading.AGREES
    return ExceptionReading.CONFLICTS if other and said else None


def _negation_reading(
    mine: Reading, mine_units: set[str], span: str, sentence: str, lead: frozenset[str], including: bool
) -> ExceptionReading | None:
    """A claim with no state word, read by its negation: "The attic room has no air
    conditioning" against "Every room except the attic room is air-conditioned" agrees
    (what the sentence says of all but the excepted is denied of them); "The attic room
    is air-conditioned" conflicts. Only for a sentence of one clause that gives no number
    ("All rooms cost €30 except the attic, which costs €20" says two things)."""
    named = {u for u in mine_units if found_in(u, units(span).all)}
    # (an "only" says the exception once more: "The almond croissants are the only pastries
    # that aren't nut-free", "只有电动车不提供免费头盔")
    rest = {u for u in mine_units - named if not says_only(u) and u not in ("ne", "n")}  # (of "ne ... pas")
    theirs = read(sentence)
    outside = (units(sentence).all | theirs.full.all) - units(span).all | lead  # (times read canonical)
    stems = {stem(p) for u in outside for p in u.split("-")}
    said = normalize(sentence)
    if named and not rest - _THERE_IS - _ONE and not theirs.negated and _EXISTS.search(mine.text):
        # nothing but that the excepted has none, or has one ("there is none on Mondays")
        return ExceptionReading.AGREES if mine.negated else ExceptionReading.CONFLICTS
    if not named or not rest:
        return None
    # by stem ("climatisée" / "climatisées", "air conditioning" / "air-conditioned")
    found = [
        found_in(u, outside) or any(inflected(stem(u), s) for s in stems) or han_pair_in(u, said)
        for u in rest
    ]
    if including and not mine.negated and not theirs.negated and 3 * sum(found) >= 2 * len(found):
        # the rule said to hold for the excepted thing too, in its own words ("10 % auf alle
        # Aufträge, auch auf Visitenkarten" of "10 % Rabatt auf alle Aufträge außer Visitenkarten")
        return ExceptionReading.CONFLICTS
    if not all(found):
        return None
    if mine.negated != theirs.negated:
        return ExceptionReading.AGREES
    # (the clause that makes the exception aside: "除阁楼房间外，所有客房都有空调")
    said_clauses = [c for c in clauses(sentence) if not _ANY.search(normalize(c)) or excepted(c) != span]
    # (numbers only where they are the rule's: "every day except Monday, from 2 p.m. to 5 p.m.")
    numbered = _DIGIT.search(sentence) or _DIGIT.search(mine.text)
    rules = not numbered or (values(mine.text) <= values(sentence) and not _own_value(mine.text, sentence))
    return ExceptionReading.CONFLICTS if len(said_clauses) <= 1 and rules else None


_DIGIT = re.compile(r"\d")
#: the words of a span of times beside the numbers ("de 7 h 30 à 18 h", "von 8 bis 18 Uhr")
_SPAN_WORDS = frozenset({"à", "a", "al", "to", "bis", "und", "and", "et", "y", "h", "uhr"})
#: the verbs of there being something ("Montags gibt es keine", "findet keine statt")
_THERE_IS = frozenset({"gibt", "findet", "statt", "hay", "existe"})
_ONE = frozenset({"one", "una", "uno", "un", "une", "eine", "einen", "ein"})
_EXISTS = re.compile(
    r"(?<![\w'])(?:there (?:is|are|will be)|es gibt|gibt es|findet|il y (?:en )?a|il n'y (?:en )?a|hay)"
    r"(?![\w'])",
    re.IGNORECASE,
)


def han_pair_in(unit: str, text: str) -> bool:
    """``unit`` is Chinese and ``text`` (normalised) has each of its characters: a pair read
    across two words ("馆周" of "博物馆周一") is there."""
    return _HAN.match(unit) is not None and all(c in text for c in unit)


def _names_more(span: str, claim: str) -> bool:
    """The exception ``span`` names a day the claim leaves out."""
    return bool(days_named(span) - days_named(claim))


def says_only(unit: str) -> bool:
    """``unit`` says "only" (or, in Chinese, holds 只 or 仅)."""
    return unit in ONLY_WORDS or (_HAN.match(unit) is not None and bool(set(unit) & {"只", "仅"}))


def _own_value(claim: str, sentence: str) -> bool:
    """The claim's numbers are all said after the sentence's exception: it gives the
    excepted thing a value of its own ("All rooms cost €30 except the attic room, which
    costs €20" has "The attic room costs €20")."""
    mine = values(claim)
    t = normalize(sentence)
    m = _ANY.search(t)
    if not mine or m is None:
        return False
    if is_cjk(t):
        # (the rule said after the exception has the values: "除大年三十外，店铺每天7:30至18点营业")
        return mine <= set(values(t[m.end() :])) and not _CJK_RULE.search(t, m.end())
    # (in a clause of its own after the exception's segment: "open every day except Sunday
    # from 8:00 to 19:00", "sauf le lundi, de 7 h à 22 h" give the rule its times)
    end = _SEGMENT.search(t, m.end())
    return end is not None and bool(_OWN_CLAUSE.match(t, end.end())) and mine <= set(values(t[end.end() :]))


#: the Chinese and Korean "every" of a rule ("每天", "매일", "모든")
_CJK_RULE = re.compile(r"每[天日周晚]|所有|全年|天天|常年|매일|매주|모든|연중|항상|언제나")
#: a relative clause of the excepted thing's own ("..., which costs €20", "..., qui coûte 20 €")
_OWN_CLAUSE = re.compile(
    r"\s*(?:which|who|that|where|whose|die|der|das|welche|wo|qui|que|où|dont|donde|cuyo|cuya|el cual"
    r"|la cual)\b"
)


def found_in(unit: str, have: frozenset[str]) -> bool:
    """``unit`` is one of ``have``; or, in Korean, one starts the other ("월요일" and
    "월요일을": a particle left on); or it ends a compound and has four letters or more
    ("bibliothek" in "stadtbibliothek")."""
    if unit in have or any(unit in u.split("-") for u in have if "-" in u):
        return True  # ("nut" of "nut-free")
    if "\uac00" <= unit[0] <= "\ud7a3" and any(
        u.startswith(unit) or unit.startswith(u) or ko_lemma(u) == unit for u in have
    ):
        return True  # (or a verb said the other way: "빌려주" is "대여")
    return ends_compound(unit, have)


def ends_compound(unit: str, have: frozenset[str], letters: int = 4) -> bool:
    """``unit``, a word of ``letters`` letters or more, ends one of ``have``: the head of a
    compound ("bibliothek" in "stadtbibliothek", "verleih" in "fahrradverleih")."""
    return len(unit) >= letters and unit.isalpha() and any(u.endswith(unit) for u in have)
