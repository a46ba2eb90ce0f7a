"""Clauses of a sentence and the content units a clause is about, in English, German,
French, Spanish, Korean and Chinese: what the value checks compare a claim's clause
with ("is the museum open *on Mondays*?").

A unit is a content word (function words dropped, English words stemmed, Korean
particles stripped, French elisions cut: "l'entreprise" is "entreprise"), a number in
its canonical form, or, in Chinese, a pair of adjacent characters. The *topic* of a
clause is its first unit (the first two pairs in Chinese): the subject a sentence
opens with, which every clause about the same thing shares and so tells nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.text.canon import canonical
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import is_stopword, normalize, strip_korean_particles, words

__all__ = ["FUNCTION_WORDS", "Units", "clauses", "clock_times", "conjuncts", "coverage", "units"]

#: German, French and Spanish function words (the English ones are stopwords already)
FUNCTION_WORDS = frozenset(
    """
    der die das den dem des ein eine einen einem einer eines und oder aber ist sind war waren wird
    werden wurde wurden worden sein hat haben hatte im am an auf aus bei mit nach von vor zu zum
    zur für um es er sie wir ihr ich du man sich ihre ihren ihrem ihrer sein seine seinen dass auch
    le la les un une des du de et ou mais est sont était étaient été être a ont avait il elle ils
    elles on ce cet cette ces en dans sur au aux avec pour par se sa son ses leur leurs qui que qu ne pas
    y el los las unos unas del al lo se su sus es son era eran fue fueron está están ser ha han
    con por para que muy tiene tienen tenía hay
    ebenfalls jedoch allerdings dagegen hingegen aussi également cependant toutefois pourtant
    también además embargo obstante
    """.split()
)
_ELISION = re.compile(r"^(?:l|d|n|qu|j|s|c|m|t|jusqu|lorsqu|puisqu)'(?=\w)")
#: Korean verb endings left after the particles are stripped ("사용한다", "해지할")
_KO_VERB = re.compile(
    r"(?:했습니다|합니다|됩니다|한다|했다|된다|됐다|되지|되는|되고|되며|되어|돼요|받을|받지|받는|받고"
    r"|하는|하고|하며|하면|하여|해야|하지|할|한|해)$"
)
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KO = re.compile(r"[가-힣]")
_HAN_STOP = frozenset("的了是在和与也就都而及或这那有为以于之把被")
#: where a sentence divides into clauses: punctuation, coordinating and conditional
#: conjunctions, Korean connective endings, Chinese 但 / 但是
_CLAUSE = re.compile(
    # (not the comma of a date, "June 7, 2025")
    r"[;:](?=\s)|,(?=\s)(?!(?<=\d,)\s\d{4}(?!\d))|[，；：。！？]|\s*;\s*"
    r"|(?:^|\s+)(?:but|while|whereas|although|though|if|unless|aber|während|sondern|wenn|falls|"
    r"mais|tandis que|alors que|si|pero|mientras|aunque|sino)(?=\s)"
    r"|(?<=[가-힣]고|[가-힣]며|[가-힣]면|지만|는데|으나|면서)\s+|但是|但"
)
#: "and": a clause boundary only between two pieces of three words or more ("opens at
#: 9:30 and closes at 17:00"), not inside a noun phrase ("Schülerinnen und Schüler")
#: ("onze heures et quart", "las once y media", "an hour and a half", "two dollars and fifty
#: cents", "one hundred and twenty", "vingt et un", "treinta y cinco": one value, no clause)
_AND = re.compile(
    # (a conjunction next, first: the other tests run only where one is)
    r"(?=\.?\s+(?:and|und|et|y|e)\s)"
    # (nor two numbers of one list: "on 14 and 15 June", "am 14. und 15. Juni")
    r"(?!(?<=\b\d)\.?\s+(?:and|und|et|y)\s+\d)(?!(?<=\b\d\d)\.?\s+(?:and|und|et|y)\s+\d)"
    r"(?<!hundred)(?<!thousand)(?<!million)(?<!billion)(?<!\bvingt)(?<!\btrente)(?<!quarante)(?<!cinquante)"
    r"(?<!innen)"  # "Schülerinnen und Schüler": one noun said of women and men
    r"(?<!\bil)(?<!\bon)"  # (the French "il y a", "on y trouve": no Spanish "y")
    # (nor two days of one list: "every Tuesday and Thursday", "chaque mardi et chaque jeudi")
    r"(?!(?:(?<=day)|(?<=days)|(?<=tag)|(?<=tags)|(?<=di)|(?<=dis)|(?<=che)|(?<=ches)|(?<=es)|(?<=go)"
    r"|(?<=gos))\s+(?:and|und|et|y)\s+(?:(?:on|every|each|jeden|am|le|les|chaque|el|los|las|cada)\s+)?"
    r"(?i:mon|tues|wednes|thurs|fri|satur|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
    r"|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado"
    r"|domingo))"
    # (nor the two ends of "between 7 and 12", "entre 7 et 12", "zwischen 7 und 12")
    r"(?<!\bbetween \d)(?<!\bbetween \d\d)(?<!\bentre \d)(?<!\bentre \d\d)"
    r"(?<!\bzwischen \d)(?<!\bzwischen \d\d)"
    r"(?<!soixante)(?<!\bveinte)(?<!\btreinta)(?<!cuarenta)(?<!cincuenta)(?<!\bsesenta)(?<!\bsetenta)"
    r"(?<!\bochenta)(?<!noventa)"
    # (the Spanish "y" is "e" before an i sound, a name's too: "e Iker")
    r"(\s+(?:and|und|et|y|e(?=\s+[hH]?[iíIÍ]))\s+)"
    r"(?!(?:a |une? )?(?:quart|demie?|media|cuarto|half|quarter)\b|[\w-]+ (?:cents?|céntimos?|centimes?)\b)"
)
#: the fewest words on either side of "and" for it to join two clauses
AND_CLAUSE_WORDS = 3
#: the pieces of a clause that never make a unit together: what a reader blanked
#: out, and punctuation that :func:`words` would drop
_CHUNK = re.compile(r"\|+|[，。；：、！？,;:()\[\]\"“”]")


def clauses(sentence: str) -> list[str]:
    """The clauses of ``sentence`` (the sentence itself when it has one)."""
    out: list[str] = []
    for piece in _CLAUSE.split(sentence):
        if not piece or not piece.strip():
            continue
        out.extend(_and_clauses(piece.strip()))
    return out


def _joined(parts: list[str], seps: list[str], size: Callable[[str], int], least: int) -> list[str]:
    """``parts`` (split at ``seps``) joined back where either side of a separator has a
    ``size`` below ``least``: a piece too short to be a clause of its own."""
    merged = [parts[0]]
    for sep, part in zip(seps, parts[1:]):
        if size(merged[-1]) < least or size(part) < least:
            merged[-1] += sep + part
        else:
            merged.append(part)
    return merged


def _word_count(text: str) -> int:
    return len(text.split())


def _and_clauses(text: str) -> list[str]:
    """``text`` cut at "and" between two pieces of :data:`AND_CLAUSE_WORDS` words or more."""
    parts = _AND.split(text)  # [clause, " and ", clause, ...]
    return _joined(parts[0::2], parts[1::2], _word_count, AND_CLAUSE_WORDS)


#: where one clause coordinated with another ends: "and" between two pieces of three
#: words or more (see :data:`_AND`), a Chinese comma or semicolon between two pieces of
#: three characters or more, a Korean verb's coordinating ending (-고, -며)
_HAN_JOIN = re.compile(r"[，；]")
_KO_JOIN = re.compile(r"(?<=[가-힣][고며])\s+")
#: the fewest characters of a Chinese piece for a comma to join two clauses
HAN_CLAUSE_CHARS = 3


def conjuncts(sentence: str) -> list[str]:
    """The coordinated clauses of ``sentence``: "costs $15 and arrives the next day" is
    two, "加急配送费用为15元，第二天就能送到" is two, "특급 배송비는 3천 원이며 다음 날 도착합니다"
    is two; a sentence is true only when each of them is. Only coordination splits:
    not a conditional, a relative clause, an apposition ("Portland, Maine") or a noun
    phrase ("Schülerinnen und Schüler"). The sentence itself when it has one."""
    text = sentence.strip()
    if not text:
        return []
    pieces = [text]
    if _HAN.search(text):
        parts = [p.strip() for p in _HAN_JOIN.split(text)]
        pieces = _joined(parts, ["，"] * (len(parts) - 1), _han_count, HAN_CLAUSE_CHARS)
        pieces = _with_main_clause(pieces)
    elif _KO.search(text):
        parts = _KO_JOIN.split(text)
        pieces = _joined(parts, [" "] * (len(parts) - 1), _word_count, 2)
    return [m.strip() for piece in pieces for m in _and_clauses(piece) if m.strip()]


#: a Chinese clause that is the condition, cause or time of the next: "如果下雨，郊游就取消"
#: is one statement, not "it rains" and "the outing is cancelled"
_HAN_SUBORDINATE = re.compile(
    r"^(?:如果|要是|假如|假若|若是?|只要|只有|虽然|尽管|因为|由于|除非|一旦|当|万一|即使|哪怕|除了?)"
    r"|(?:的话|的时候|时|之后|以后|之前|以前)$"
)


def _with_main_clause(pieces: list[str]) -> list[str]:
    out: list[str] = []
    joins = False
    for piece in pieces:
        if joins:
            out[-1] += "，" + piece
        else:
            out.append(piece)
        joins = _HAN_SUBORDINATE.search(piece) is not None
    return out


def _han_count(text: str) -> int:
    return len(_HAN.findall(text))


@dataclass(frozen=True)
class Units:
    """The content units of a text, in order, and its topic (see the module)."""

    ordered: tuple[str, ...]
    topic: frozenset[str]

    @property
    def all(self) -> frozenset[str]:
        return frozenset(self.ordered)

    @property
    def rest(self) -> frozenset[str]:
        """The units besides the topic (all of them when the topic is all there is); in
        Chinese, no pair with a character of the topic either ("馆周" of "博物馆周一")."""
        chars = {c for t in self.topic if _HAN.match(t[0]) for c in t}
        rest = {u for u in self.all - self.topic if not (chars and _HAN.match(u[0]) and chars & set(u))}
        return frozenset(rest) or self.all


@lru_cache(maxsize=1 << 16)  # a vocabulary: each token's unit is read once
def _unit(tok: str) -> str | None:
    if tok[0].isdigit():
        return tok
    if is_stopword(tok) or tok in FUNCTION_WORDS:
        return None
    if tok.isascii() or (tok[0].isalpha() and not _HAN.match(tok[0])):
        tok = _ELISION.sub("", tok)
        if tok in FUNCTION_WORDS or is_stopword(tok):
            return None
        ko = strip_korean_particles(tok)  # "월요일에도" is "월요일"
        if ko != tok or not tok.isascii():
            ko = _KO_VERB.sub("", ko) if len(ko) > 2 else ko
            return None if is_stopword(ko) else ko
        # (a Spanish infinitive with its pronoun attached is the verb: "aparcarlo", "reservarla")
        return stem(_ES_CLITIC.sub(r"\1", tok) if tok.endswith(_CLITIC_ENDS) else tok)
    return None


_CLITIC_ENDS = ("lo", "la", "los", "las", "le", "les", "nos")
_ES_CLITIC = re.compile(r"^([a-z]{3,}(?:ar|er|ir))(?:lo|la|los|las|le|les|nos)$")


def _han_units(run: Sequence[str]) -> list[str]:
    chars = [c for c in run if c not in _HAN_STOP]
    if len(chars) == 1:
        return chars
    return [chars[i] + chars[i + 1] for i in range(len(chars) - 1)]


def units(text: str, blank: Iterable[tuple[int, int]] = (), clocks: bool = False) -> Units:
    """The units of ``text``, leaving out the spans ``blank`` (offsets into
    :func:`normalize` of ``text``: the words a check has already read); with ``clocks``
    a clock time is one unit ("14:00", not "14" and "00": the minutes of two times are no
    unit they share)."""
    t = normalize(text)
    if "지 " in t:
        # the verb of a Korean negation without its "-지" ("들어가지 않습니다" is about
        # "들어가", as "들어갑니다" is): a space in its place keeps the offsets of ``blank``
        t = _KO_NEGATED_VERB.sub(" ", t)
    for a, b in sorted(blank, reverse=True):
        # Chinese words are cut out (the pairs around them meet: "他不是出生" is about
        # "他出生"); other words leave a gap no unit spans
        t = t[:a] + ("" if _HAN.search(t[a:b]) else "|") + t[b:]
    out: list[str] = []
    topic: list[str] = []
    if clocks and ":" in t:
        t = _CLOCK.sub("\\1\x00\\2", t)  # (same length: the spans above stay put)
    for chunk in _CHUNK.split(t):
        run: list[str] = []
        for tok in (*(_with_clocks(chunk) if clocks else words(chunk)), ""):
            if len(tok) == 1 and _HAN.match(tok):
                run.append(tok)
                continue
            if run:
                han = _han_units(run)
                if not out:
                    topic.extend(han[:2])
                out.extend(han)
                run = []
            unit = _unit(tok) if tok else None
            if unit:
                if not out:
                    topic.append(unit)
                out.append(unit)
    if len(topic) == 1 and not _HAN.match(topic[0]):
        topic = _named_topic(text, topic[0], out)
    return Units(tuple(dict.fromkeys(out)), frozenset(topic))


_CLOCK = re.compile(r"(?<![\d:.,])(\d{1,2}):(\d{2})(?![\d:])")
#: the "-지" of a Korean verb before its negation ("않", "못", "마")
_KO_NEGATED_VERB = re.compile(r"(?<=[가-힣])(?<![되하])지(?= (?:않|못|마))")  # ("되지", "하지": _KO_VERB's)
#: a clock time in :func:`units`' text, its colon kept from the chunk split
_MARKED_CLOCK = re.compile(r"(\d{1,2})\x00(\d{2})")


def clock_times(text: str) -> frozenset[tuple[str, str]]:
    """The clock times of ``text`` once canonical, as (hour, minutes) the way
    :func:`~ragmeter.text.tokenize.words` splits them ("from 6 pm": ("18", "00"))."""
    return frozenset(_CLOCK.findall(canonical(normalize(text))))


def _with_clocks(chunk: str) -> list[str]:
    """The words of ``chunk``, a clock time as one ("14:00", not "14" and "00": the
    minutes of two times are no unit they share)."""
    toks = list(words(chunk))
    clocks = set(_MARKED_CLOCK.findall(chunk))
    if any(c.isdigit() for c in chunk):  # ("14시", "2 pm": clock times once canonical)
        clocks |= clock_times(chunk)
    if not clocks:
        return toks
    out: list[str] = []
    i = 0
    while i < len(toks):
        if i + 1 < len(toks) and (toks[i], toks[i + 1]) in clocks:
            out.append(f"{toks[i]}:{toks[i + 1]}")
            i += 2
            continue
        out.append(toks[i])
        i += 1
    return out


#: the leading words of a Latin clause: an article or a connective, then capitalised words
_LEAD = re.compile(
    r"^\W*(?:(?i:the|der|die|das|le|la|les|l'|el|los|las)\s+)?((?:[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+|$)){2,})"
)
_CAPITALISED = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]*")


def _named_topic(text: str, first: str, out: Sequence[str]) -> list[str]:
    """The topic of a clause that opens with a name of several capitalised words ("The
    Elmwood Public Library is closed on Sundays"): all of the name's units, so that its
    other words are not read as what the clause says of it."""
    m = _LEAD.match(text)
    if m is None:
        return [first]
    name = _CAPITALISED.findall(m.group(1))
    if len(name) < 2 or not all(w[0].isupper() for w in name):
        return [first]
    said = [u for w in name if (u := _unit(normalize(w)))]
    lead = list(out[: len(said)])
    return lead if said == lead and first in lead else [first]


def coverage(mine: frozenset[str], theirs: frozenset[str]) -> float:
    """The share of ``mine`` in ``theirs`` (1.0 for nothing)."""
    return len(mine & theirs) / len(mine) if mine else 1.0
