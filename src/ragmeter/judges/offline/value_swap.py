"""Two values whose holders the claim swaps: "Juniors pay $320 and adults pay $140"
where the evidence says "$320 per year for adults and $140 for juniors". Each number is
in the evidence, so the number check passes; the binding check reads one value at a time.

A text is cut into segments at commas, semicolons and the words that join clauses ("and",
"et", "und", "y", "和", ...). A number *belongs to* the words of the one segment it
stands in (a number said in two segments belongs to none). The claim swaps two of its
numbers ``a`` and ``b`` when some word of ``a``'s segment (not of ``b``'s) stands with ``b``
in the evidence (not with ``a``), and some word of ``b``'s segment stands with ``a``
there: each holder has the other's value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TypeVar

from ragmeter.text.clauses import FUNCTION_WORDS, clock_times
from ragmeter.text.dates import MONTHS
from ragmeter.text.facts import entities, names_said, values
from ragmeter.text.inflection import inflection_of
from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import content_tokens, is_cjk, is_stopword, normalize

__all__ = [
    "name_swap",
    "value_elsewhere",
    "value_holder",
    "value_of_other_verb",
    "value_swap",
    "without_standard",
]

#: what a segment holds: a number, or a name
_Item = TypeVar("_Item", float, str)

#: the words that join two clauses, in the four Latin-script languages
_JOINS = (
    r"\s(?:and|et|und|y|while|whereas|but|aber|mais|pero|sowie|während|tandis que|mientras)\s"
    # (not the half or quarter of a number: "una hora y media", "an hour and a half")
    r"(?!(?:a |une? )?(?:half|quarter|demie?|media|cuarto|quart|ein halb)\b)"
)
#: where a text is cut into segments: a comma not inside a number, a semicolon, a joining
#: word (Chinese ones too: the value segments are read in normalised text)
_CUT = re.compile(r",(?!\d)|(?<!\d),|[;，；、]|" + _JOINS + r"|和|及|与|而")
#: words that say a value's kind, not whose it is
_UNIT_WORDS = frozenset(
    "usd eur gbp cny krw jpy chf percent minute minutes day days week weeks month months year years hour "
    "hours per each a an the atmost atleast 원 분 시간 개 명 元 个 间 分钟 小时 天".split()
)
#: the segments read at most (a long text is no list of values)
MAX_SEGMENTS = 12


def _segment_texts(text: str) -> list[str]:
    """The segments of ``text`` as cut, before :func:`_parts` joins any."""
    return [p for p in _CUT.split(normalize(text)) if p.strip()][:MAX_SEGMENTS]


def _parts(text: str) -> list[tuple[frozenset[float], frozenset[str]]]:
    """The segments of ``text``: (their numbers, their words)."""
    out: list[tuple[frozenset[float], frozenset[str]]] = []
    for part in _segment_texts(text):
        words = frozenset(
            stem(t)
            for t in content_tokens(part)
            if not t[:1].isdigit() and t not in _UNIT_WORDS and len(t) > 1
        )
        # (a Chinese segment is read by character: its words are its characters)
        if not words:
            words = frozenset(c for c in part if "\u4e00" <= c <= "\u9fff" and c not in _UNIT_WORDS)
        numbers = values(part)
        if (
            numbers & (out[-1][0] if out else frozenset())
            and _only_when(words)
            and not _only_when(out[-1][1])
        ):
            # "£38 until 31 August and £45 after that date" (after 31 August): the same
            # holder's value on the other side of the same moment, its noun left out
            words = words | out[-1][1]
        if numbers and out and words and words <= _PRICED:
            # "钢琴课每节45分钟，收费180元": a price with nothing but its verb is the price of
            # the words before its comma
            words = words | out[-1][1]
        if numbers and not words and out and not out[-1][0]:
            # "y la cuota mensual, 30 euros": the value of the words before its comma
            out[-1] = (numbers, out[-1][1])
            continue
        if numbers and not words and len(out) > 1 and not out[-2][0] and out[-2][1]:
            # "y la reducida, para jubilados y menores de 14 años, 6 euros": the value of the
            # words before the one qualifying segment with a number of its own
            run = len(out) - 2
            while run > 0 and not out[run - 1][0] and out[run - 1][1]:
                run -= 1
            held = frozenset().union(*(w for _, w in out[run:-1]))
            out[run:-1] = [(numbers, held)]
            continue
        if numbers and words and len(out) == 1 and not out[0][0]:
            # "Entre semana, el alquiler cuesta 4.200 euros": what opens the text, before its
            # comma, says of whom the value is too
            out[0] = (numbers, out[0][1] | words)
            continue
        out.append((numbers, words))
    return out


#: the words of a segment that says only when its value holds ("£45 after 31 August",
#: "danach 45 €", "puis 45 € après le 31 août"): bounds and words of time, in canonical form
_WHEN = frozenset(
    (
        *MONTHS,
        *"after before until till since from then thereafter nach vor ab bis danach dann dem der die das zum"
        " après avant puis pui jusqu'au jusqu'à partir le la à au del de el la después antes hasta desde"
        " luego 이후 이전 까지 부터 후 전".split(),
    )
)


#: the words of a segment that says only that its value is a price (stemmed; Chinese by character)
_PRICED = frozenset(
    (
        *"cost costs kostet kosten coût coûte coûtent cuesta cuestan price priced charg charged".split(),
        *"收费价售",
    )
)


def _only_when(words: frozenset[str]) -> bool:
    return bool(words) and words <= _WHEN and any(w in _WHEN_HEADS for w in words)


#: the words of ``_WHEN`` that say a time (not articles)
_WHEN_HEADS = _WHEN - frozenset("dem der die das zum le la à au del de el".split())


def _segments(text: str) -> dict[float, frozenset[str]]:
    """Each number said in exactly one segment of ``text`` -> the words of that segment."""
    return _once(_parts(text))


def _once(segments: Iterable[tuple[Iterable[_Item], Iterable[str]]]) -> dict[_Item, frozenset[str]]:
    """Each item (a number, a name) of exactly one segment -> that segment's words."""
    seen: dict[_Item, list[frozenset[str]]] = {}
    for items, words in segments:
        for item in items:
            seen.setdefault(item, []).append(frozenset(words))
    return {item: ws[0] for item, ws in seen.items() if len(ws) == 1}


def _swapped(
    mine: dict[_Item, frozenset[str]], theirs: dict[_Item, frozenset[str]]
) -> tuple[_Item, _Item, str] | None:
    """(a, b, a word of a's holder): two items whose holders' words ``theirs`` gives each
    other's item (see the module)."""
    for a, b in combinations(sorted(n for n in mine if n in theirs), 2):
        if mine[a] == mine[b] or theirs[a] == theirs[b]:
            continue  # one segment holds both: nothing to swap
        there = _shared(_without(mine[a], mine[b]), _without(theirs[b], theirs[a]))
        back = _shared(_without(mine[b], mine[a]), _without(theirs[a], theirs[b]))
        if there and back:
            return a, b, sorted(there)[0]
    return None


def _has(words: Iterable[str], w: str) -> bool:
    """``w`` among ``words``, in another inflection too ("assistée" / "assisté")."""
    return inflection_of(w, words) is not None


def _shared(mine: Iterable[str], theirs: set[str]) -> set[str]:
    """The words of ``mine`` that ``theirs`` has (:func:`_has`)."""
    return {w for w in mine if _has(theirs, w)}


def _without(words: frozenset[str], other: frozenset[str]) -> set[str]:
    """The words of ``words`` that ``other`` does not have (:func:`_has`)."""
    return {w for w in words if not _has(other, w)}


#: the words a segment of the claim needs to name its holder (one word, "costs", names none)
MIN_HOLDER_WORDS = 2


def value_elsewhere(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim values, premise values): a segment of the claim whose words all stand in a
    segment of a premise sentence with other numbers, while the claim's numbers stand in
    other segments there ("고압수 세차는 4분에 1,000원" where the evidence gives the high-pressure
    wash 5 minutes for 3,000 won and the vacuum 4 minutes for 1,000 won)."""
    claim_parts = [(n, w) for n, w in _parts(claim) if n and len(w) >= MIN_HOLDER_WORDS]
    for sentence in sentences if claim_parts else ():
        theirs = _parts(sentence)
        said = frozenset().union(*(n for n, _ in theirs))
        for numbers, words in claim_parts:
            holders = [n for n, w in theirs if n and words <= w]
            # the claim's numbers stand with a holder of their own there, not with words
            # the claim's segment has ("and a 1 kg bag costs $48": the house blend's still)
            own = all(any(x in n and w - words for n, w in theirs) for x in numbers)
            if holders and numbers <= said and own and not any(numbers & n for n in holders):
                mine = ", ".join(f"{x:g}" for x in sorted(numbers))
                return mine, ", ".join(f"{x:g}" for x in sorted(holders[0]))
    return None


def value_of_other_verb(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim values, premise values): a claim of one segment whose numbers stand in one
    segment of a premise sentence, and a word it says them of (written in lower case: a
    verb or a common noun, not a name) stands only in another segment there, with numbers
    of its own: "The Northern Star arrives in Denver at 8:15 p.m." where it "leaves Chicago
    at 8:15 p.m. and arrives in Denver at 11:40 a.m."; "Swimming lessons start at 7 a.m."
    where "The pool opens at 7 a.m.; swimming lessons start at 9 a.m.". Clock times only
    (the times of two events of one sentence), and only where the numbers' own segment
    has two words or more and shares no such word with the claim (its words there are
    names: "Northern Star", or the sentence's subject: its two opening words, of every
    segment); the first segment's words count as said with a later one's numbers too."""
    if is_cjk(claim) or not clock_times(claim):
        return None  # (clock times only: the cheap test first, for every claim with a number)
    mine = _parts(claim)
    if len(mine) != 1 or not mine[0][0]:
        return None
    numbers = mine[0][0]
    # (by word, hyphens too: "arrive" of "arrive-t-il")
    lower = {
        stem(w.lower())
        for w in _WORD.findall(claim)
        if w[:1].islower()
        and len(w) > 2
        and w not in FUNCTION_WORDS
        and not is_stopword(w)
        and stem(w.lower()) not in _WHEN_WORDS
    }
    for sentence in sentences:
        theirs = _parts(sentence)
        at = [k for k, (n, _) in enumerate(theirs) if n & numbers]
        if len(theirs) < 2 or len(at) != 1 or not numbers <= theirs[at[0]][0]:
            continue
        said = theirs[at[0]][1]
        if len(said) < MIN_HOLDER_WORDS:
            continue  # (a bare value after a comma: "$25" is the deluxe package's there)
        # (what the sentence opens with is the subject of every segment: "El tren sale ... y llega")
        subject = {stem(t) for t in content_tokens(normalize(sentence))[:2]}
        if (lower & said) - subject:
            continue  # the claim says its values of what their segment names ("members pay £35")
        # (a name of the claim, not the subject's, said with the values and not elsewhere
        # binds them: "El primer barco sale de Puerto Claro a las 8:00" where "la primera salida
        # desde Puerto Claro es a las 8:00, y la última vuelta desde la isla sale a las 20:30")
        named = {stem(w.lower()) for w in _WORD.findall(claim)[1:] if w[:1].isupper()} - subject
        anchored = named & _pieces(said)
        if at[0]:
            said |= theirs[0][1]  # (a later segment's subject is said in the first)
        segments = _segment_texts(sentence)
        for k, (n, w) in enumerate(theirs):
            if (
                k == at[0]
                or not n
                or n & numbers
                or not (lower - said) & w
                or (anchored and not anchored & w)
            ):
                continue
            # (a clock time there too: "three weeks" and "twice" are no values of one kind)
            if any(values(t) & n and clock_times(t) for t in segments):
                mine_s = ", ".join(f"{x:g}" for x in sorted(numbers))
                return mine_s, ", ".join(f"{x:g}" for x in sorted(n))
    return None


_WORD = re.compile(r"[^\W\d_]+")


def _pieces(said: frozenset[str]) -> frozenset[str]:
    """Words with the parts of hyphenated ones ("port-louvel": "port", "louvel")."""
    return said | {stem(p) for w in said if "-" in w for p in w.split("-") if p}


#: words of how often or when, said of every time of a list ("at 7:15, 11:40 and 16:05 every day")
_WHEN_WORDS = frozenset(
    stem(w)
    for w in "every each day days daily week weekly weekdays weekend morning evening night täglich jeden tag "
    "tage tous jours chaque todos días cada semana".split()
)


_MONEY = re.compile(r"[$€£¥₩]|\b(?:usd|eur|gbp|chf|euros?|dollars?|pounds?|francs?|franken)\b|원|元")
#: a holder paying a value: "Members pay £50", "Kinder zahlen 3 Euro", "Les étudiants paient 9 €"
_PAYS = re.compile(
    r"^(?:the |die |der |das |les |la |le |los |las |el )?([^\W\d_][\w-]+) (?:pay|pays|cost|costs|zahlen"
    r"|zahlt|kostet|kosten|paient|paie|coûte|coûtent|pagan|paga|cuesta|cuestan)\b"
)


def value_holder(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim value and holder, premise value of that holder): a claim "HOLDER pays N" whose
    holder a premise sentence gives another number, in the one segment that names it, N
    standing in another segment ("Non-members pay £35" where members pay £35 and
    non-members £50). A holder named in two segments or a number said twice decides
    nothing."""
    m = _PAYS.match(normalize(claim))
    if m is None:
        return None
    holder = stem(m.group(1))
    numbers = values(claim)
    if len(numbers) != 1:
        return None
    (n,) = numbers
    for sentence in sentences:
        theirs = [
            (values(p), frozenset(stem(t) for t in content_tokens(p)), _MONEY.search(p) is not None)
            for p in _CUT.split(normalize(sentence))
            if p.strip()
        ]
        at = [ns for ns, _, _ in theirs if n in ns]
        # (the holder's segment gives a price of its own: "The pasta workshop lasts 3 hours and
        # costs $85" names the workshop with no price, its price said after "and")
        with_holder = [ns for ns, ws, money in theirs if holder in ws and ns and money]
        if len(at) == 1 and len(with_holder) == 1 and n not in with_holder[0]:
            other = ", ".join(f"{x:g}" for x in sorted(with_holder[0]))
            return f"{n:g} ({m.group(1)})", f"{other} ({m.group(1)})"
    return None


def value_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim value, premise value): two numbers of the claim whose holders a premise
    sentence gives each other's number (see the module)."""
    mine = _segments(claim)
    if len(mine) < 2:
        return None
    for sentence in sentences:
        found = _swapped(mine, _segments(sentence))
        if found is not None:
            a, b, holder = found
            return f"{a:g} ({holder})", f"{b:g} ({holder})"
    return None


#: where a text is cut for names: as :data:`_CUT`, in text as written (a name's capitals)
_NAME_CUT = re.compile(r"[;，；、]|,(?!\d)|(?<!\d),|" + _JOINS, re.IGNORECASE)


#: an apposition that says what the name before it is to the name in it ("la nièce du
#: maître tailleur Bernard Lefèvre", "dem Neffen von Ingrid Brandt", "the assistant of
#: Claire Moreau", "l'assistant de Claire Moreau", "el sobrino de la dueña"; with its
#: article: "assistée du chef Antoine Moreau" says what the name before it has)
_RELATION_OF = re.compile(
    r"^\s*(?:the|la|le|l'|el|der|die|dem|den|des|his|her|sa|son|su|sein\w*|ihr\w*)\s*"
    r"((?:[^\W\d_][\w'-]*\s+){0,1}?[^\W\d_][\w'-]*)\s+(?:of|de|du|des|d'|von|vom|der|del)\s",
    re.IGNORECASE,
)


#: a relation said before a name, as a segment of its own ("Karim's apprentice", "Kayas
#: Auszubildende", "l'apprentie de Karim Benali", "la aprendiz de Andrés Quiroga")
_GENITIVE = re.compile(r"^\s*[A-ZÀ-ÖØ-Þ][\w-]*?(?:'s|’s|s|')\s+([^\W\d_][\w-]*)\s*$")


_CAPITALISED = re.compile(r"(?<![\w'’])[A-ZÀ-ÖØ-Þ]")


def _before_name(part: str, following: str, named: frozenset[str]) -> set[str] | None:
    """The words of a relation ``part`` says of the bare name that follows it (with
    nothing else in its segment), else None."""
    m = _RELATION_OF.match(part + " ") or _GENITIVE.match(part)
    if m is None or (m.re is _RELATION_OF and not _CAPITALISED.search(part[m.end() - 1 :])):
        return None  # (whose: a name, "de Karim Benali")
    said = names_said(following, named)
    inside = {w for n in said for w in n.split()}
    if not said or any(t not in inside for t in content_tokens(following)):
        return None
    return {stem(t) for t in content_tokens(m.group(1))}


def _name_parts(text: str) -> dict[str, frozenset[str]]:
    """Each name said in exactly one segment of ``text`` -> the other words of that segment;
    a segment that names no one belongs to the one before it ("La Huerta de Rosa vende
    quesos y la Quesería El Roble, tomates": the tomatoes are El Roble's)."""
    read: list[tuple[frozenset[str], set[str]]] = []
    # (the names of the whole text: a segment alone reads a capitalised noun as one,
    # "Anproben" of "Anproben und Änderungen werden von Jonas Weber übernommen")
    named = entities(text)
    cut = [p for p in _NAME_CUT.split(text) if p.strip()][:MAX_SEGMENTS]
    given: set[str] = set()  # (what an apposition before a name says the name is)
    for i, part in enumerate(cut):
        before = _before_name(part, cut[i + 1] if i + 1 < len(cut) else "", named)
        if before is not None:
            given = before  # "Karim's apprentice, Lily Chen, ...": Lily Chen is the apprentice
            continue
        relation = _RELATION_OF.match(part)
        if relation is not None and read and read[-1][0]:
            # "Camille Roux, la nièce du maître tailleur Bernard Lefèvre": the niece is the
            # name before; the name after is whose niece she is
            read[-1][1].update(stem(t) for t in content_tokens(relation.group(1)))
            part = part[relation.end() :]
        names = names_said(part, named)
        inside = {w for n in names for w in n.split()}
        own = {stem(t) for t in content_tokens(part) if t not in inside and not t[:1].isdigit()}
        read.append((names, given | own))
        given = set()
    segments: list[tuple[frozenset[str], set[str]]] = []
    # (what opens the text before any name is the subject of the first name's segment:
    # "Die Frühsendung läuft ... und wird von Miriam Kessler moderiert")
    opening: set[str] = set()
    for i, (names, words) in enumerate(read):
        if names:
            segments.append((names, words | opening if not segments else words))
        elif i + 1 < len(read) and read[i + 1][0] and not read[i + 1][1]:
            read[i + 1][1].update(words)  # "el profesor de salsa, Diego Ramos": the name after it
        elif segments:
            segments[-1][1].update(words)
        else:
            opening |= words
    return _once(segments)


def name_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim name, premise name): two people (or shops) of the claim each said to do
    what a premise sentence says the other does ("Les cours de vinyasa sont animés par
    Claire Dumas et ceux de hatha par Karim Benali" where it is the other way round)."""
    mine = _name_parts(claim)
    if len(mine) < 2:
        return None
    parts = [_as_named(_name_parts(sentence), mine) for sentence in sentences]
    # each sentence, then the sentences together: two people in sentences of their own
    # ("Die Frühsendung wird von Miriam Kessler moderiert. ... Senderleiter Frank Albers
    # genehmigt ..."), a name said in two of them read in neither
    for theirs in (*parts, _once((frozenset([n]), w) for p in parts for n, w in p.items())):
        found = _swapped(mine, theirs)
        if found is not None:
            return found[0], found[1]
    return None


def _as_named(
    theirs: dict[str, frozenset[str]], mine: dict[str, frozenset[str]]
) -> dict[str, frozenset[str]]:
    """``theirs`` with a name read with a word before it ("lifeguard tom reyes" of
    "Lifeguard Tom Reyes supervises ...", a title at the start of a sentence) keyed by the
    claim's name it ends with ("tom reyes")."""
    out = dict(theirs)
    for name in mine:
        if name not in out:
            longer = [n for n in theirs if n.endswith(" " + name)]
            if len(longer) == 1:
                title = content_tokens(longer[0][: -len(name)])
                out[name] = theirs[longer[0]] | {stem(t) for t in title}
            # (the surname alone, a title dropped: "Ms. Brennan" for "Laura Brennan")
            shorter = [n for n in theirs if name.endswith(" " + n)]
            if (
                not longer
                and len(shorter) == 1
                and not any(m != name and m.endswith(" " + shorter[0]) for m in mine)
            ):
                out[name] = theirs[shorter[0]]
    return out


#: what a value is said to be the same as ("…, like a standard car", "wie ein normaler
#: Pkw", "comme une voiture standard", "igual que un turismo", "和标准小汽车一样", "일반
#: 승용차와 같은"): the standard of a comparison, not the value's holder
_STANDARD = re.compile(
    r",?\s*(?:just |exactly )?(?:like|the same as|as much as) (?:a |an |the )?[\w -]{1,30}?(?=[.,;]|$)"
    r"|,?\s*(?:genauso |genau |ebenso )?(?:wie|so viel wie) (?:ein |eine |einen |der |die |das )?[\w-]+"
    r"(?: [\w-]+)?(?= \d|[.,;]|$)"
    r"|,?\s*(?:tout )?comme (?:un |une |le |la |les )?[\w-]+(?: [\w-]+)?(?=[.,;]|$)"
    r"|,?\s*(?:igual que|lo mismo que|al igual que) (?:un |una |el |la |los |las )?[\w-]+"
    r"(?: [\w-]+)?(?=[.,;]|$)"
    r"|(?:和|跟|与|同)[\u4e00-\u9fff]{1,10}一样[，,]?"
    r"|(?:[가-힣]+ )?[가-힣]+(?:와|과) (?:같은|똑같은|동일한|마찬가지로) ",
    re.IGNORECASE,
)


def without_standard(claim: str) -> str:
    """``claim`` without what its value is compared with, where a value remains."""
    if not any(c.isdigit() for c in claim) or not _STANDARD.search(claim):
        return claim
    cut = _STANDARD.sub("", claim)
    return cut if any(c.isdigit() for c in cut) else claim
