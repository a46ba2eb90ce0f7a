"""Who did what to whom, in six languages: a claim clause read as a frame (its verb and
the parties in their roles: agent, patient, place, year) and compared with the frames
of the evidence that have the same verb.

* English, German, French, Spanish: the passive is read ("a été fondée par Lucas
  Martin", "wurde von Jonas Brandt gegründet", "fue fundada por Diego Ruiz": the agent
  follows the preposition), otherwise the first name is the agent and the next name
  after the verb its patient;
* Korean: case particles (가/이 subject, 을/를 object, 은/는 topic, 에서 place; "박준호
  씨가" is 박준호's);
* Chinese: 由X…, X被Y…, X是Y…的, and X…VERB了Y, with 在 for the place.

A claim frame conflicts with an evidence frame of the same verb when both give the
agent and patient the other way round (a swap), or when they agree on one role and give
another role a different party ("founded by Lucas Martin" where Claire Dubois founded
it; "2019년 대회는 춘천에서" where the 2019 one was in 전주), unless some evidence frame
has every role of the claim; and only for a party the evidence names (in another role:
the same value in a different role). Word order and voice never decide alone: the roles
do. A clause with a relative clause inside, two verbs, a pronoun for a party or a
nominalised verb has no frame: when unsure, no veto.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ragmeter.judges.offline.agent_words import (
    AT_PLACE,
    BY,
    DE_PARTICIPLE,
    FOR,
    IRREGULAR,
    KO_PASSIVE,
    KO_VERB_END,
    PARTICIPLE,
    PASSIVE_AUX,
    RELATIVES,
    ZH_VERBS,
)
from ragmeter.judges.offline.cjk_frames import Frame, ko_frame, make_frame, zh_frame
from ragmeter.judges.offline.parties import same_party
from ragmeter.judges.offline.roles import DETERMINERS, lower_words, names, titled_after_verb
from ragmeter.text.clauses import FUNCTION_WORDS, clauses
from ragmeter.text.slots import ZH_SURNAME
from ragmeter.text.tokenize import is_cjk, is_stopword, normalize, words

__all__ = ["Frame", "agent_conflict", "frames", "name_spans", "same_verb", "without_ge"]

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_KO_END = re.compile(KO_VERB_END)
_KO_YEAR = re.compile(r"^(\d{3,4})년")
_KO_PASSIVE = re.compile(KO_PASSIVE)
_ZH_VERB = re.compile(ZH_VERBS)


# ------------------------------------------------------------------ reading
def name_spans(toks: Sequence[str], name_set: set[str]) -> list[tuple[int, int]]:
    """[start, end) spans of consecutive name tokens."""
    spans: list[tuple[int, int]] = []
    for i, t in enumerate(toks):
        if t in name_set:
            if spans and spans[-1][1] == i:
                spans[-1] = (spans[-1][0], i + 1)
            else:
                spans.append((i, i + 1))
    return spans


def _content(toks: Sequence[str], lo: int, hi: int, skip: set[int]) -> set[str]:
    return {
        toks[i]
        for i in range(lo, hi)
        if i not in skip
        and not toks[i][0].isdigit()
        and not is_stopword(toks[i])
        and toks[i] not in FUNCTION_WORDS
        and toks[i] not in PASSIVE_AUX
        and toks[i] not in BY
    }


def _latin_frame(clause: str, lower: frozenset[str]) -> Frame | None:
    toks = list(words(clause))
    ents = name_spans(toks, names(clause, lower))
    if not ents or RELATIVES & set(toks):
        return None
    in_name = {i for a, b in ents for i in range(a, b)}
    text = {e: " ".join(toks[e[0] : e[1]]) for e in ents}
    aux = next((i for i, t in enumerate(toks) if t in PASSIVE_AUX), None)
    by = next(
        (e for e in ents if e[0] > 0 and (toks[e[0] - 1] in BY or (e[0] > 1 and toks[e[0] - 2] in BY))), None
    )
    if aux is not None and by is not None and by[0] > aux and _earlier_by(toks, aux, by):
        # the agent is a common noun the name's own "by" describes ("cleaned by volunteers led
        # by Carla Menon"): the name is the agent of the participle, not of the verb
        return _reduced_passive(toks, ents, text)
    if aux is not None and by is not None and by[0] > aux:
        before = [e for e in ents if e[1] <= aux]
        verbs = _content(toks, aux + 1, by[0], in_name) | _content(toks, by[1], len(toks), in_name)
        # (a participle fronted before the auxiliary is no patient: "Eröffnet wurde es am ...")
        fronted = aux == 1 and bool(PARTICIPLE.search(toks[0]) or DE_PARTICIPLE.match(toks[0]))
        words_before = " ".join(sorted(_content(toks, 0, aux, set())))
        patient = text[before[-1]] if before else "" if fronted else words_before
        return make_frame(verbs, {"agent": text[by], "patient": patient or None}, "passive")
    if aux is None and (reduced := _reduced_passive(toks, ents, text)) is not None:
        return reduced
    first = ents[0]
    subject_at = titled_after_verb(clause, toks)
    if subject_at is not None and first[0] >= subject_at and subject_at >= 2:
        # (the object a common noun: "Wurzelbehandlungen übernimmt Dr. Anna Kessler")
        j = 1 if toks[0] in DETERMINERS else 0  # (as titled_after_verb reads the object)
        return make_frame({toks[j + 1]}, {"agent": text[first], "patient": toks[j]})
    if subject_at is not None and first[0] < subject_at:
        # (German, the object first: "Wurzelbehandlungen übernimmt Dr. Anna Kessler")
        subject = next((e for e in ents if e[0] >= subject_at), None)
        if subject is None:
            return None
        verbs = _content(toks, first[1], subject[0], in_name)
        return make_frame(verbs, {"agent": text[subject], "patient": text[first]})
    # a name after a place preposition is where it happened, not whom ("à Dinan", "in Berlin"),
    # and one after "for" is whom for ("restauró una guitarra para la cantante Elena Prieto")
    nxt = next((e for e in ents[1:] if _patient(toks, first, e, in_name)), None)
    if nxt is None:
        # no second name: the first word after the agent is its verb, the rest its object
        # ("Ben Holt leads the tour": what "The tour is led by Ana Cruz" is compared with)
        after = [t for t in toks[first[1] :] if _content([t], 0, 1, set())]
        if first[0] > 0 or len(after) < 2:
            return None
        return make_frame({after[0]}, {"agent": text[first], "patient": " ".join(sorted(after[1:]))}, "plain")
    verbs = _content(toks, first[1], nxt[0], in_name)
    return make_frame(verbs, {"agent": text[first], "patient": text[nxt]})


def _earlier_by(toks: Sequence[str], aux: int, by: tuple[int, int]) -> bool:
    """A "by" between the auxiliary and the name's own "by" (two words before it at most)."""
    return any(toks[j] in BY for j in range(aux + 1, max(aux + 1, by[0] - 2)))


def _patient(toks: Sequence[str], first: tuple[int, int], e: tuple[int, int], in_name: set[int]) -> bool:
    placed = toks[e[0] - 1] in AT_PLACE or FOR & set(toks[first[1] : e[0]])
    return bool(_content(toks, first[1], e[0], in_name)) and not placed


def _reduced_passive(
    toks: Sequence[str], ents: Sequence[tuple[int, int]], text: dict[tuple[int, int], str]
) -> Frame | None:
    """A noun with a participle and its agent, no auxiliary ("a course taught by master
    joiner Harriet Cole", "un curso impartido por Ana Gil"): its noun is the patient."""
    for e in ents:
        # (up to two words of a title between "by" and the name)
        k = next((j for j in range(e[0] - 1, max(e[0] - 4, 0), -1) if toks[j] in BY), None)
        if k is None or k < 2 or any(toks[j] in BY or j in range(*e) for j in range(k + 1, e[0])):
            continue
        verb, noun = toks[k - 1], toks[k - 2]
        if (verb in IRREGULAR or PARTICIPLE.search(verb)) and _content([noun], 0, 1, set()):
            return make_frame({verb}, {"agent": text[e], "patient": noun}, "passive")
    return None


@lru_cache(maxsize=4096)
def frames(text: str, lower: frozenset[str] = frozenset()) -> tuple[Frame, ...]:
    """The frames of the clauses of ``text`` (``lower``: words written in lower case
    around it, which are no names)."""
    out = []
    for c in clauses(text):
        if _HAN.search(c) and not _HANGUL.search(c):
            f = zh_frame(c)
        elif _HANGUL.search(c):
            f = ko_frame(c)
        else:
            f = None if is_cjk(c) else _latin_frame(c, lower)
        if f is not None:
            out.append(f)
    return tuple(out)


# ------------------------------------------------------------------ comparing


def without_ge(word: str) -> str:
    """A German participle without its "ge" ("gegründet": "gründet"; words of seven letters or more)."""
    return word[2:] if len(word) > 6 and word.startswith("ge") else word


def _stem(word: str) -> str:
    return without_ge(IRREGULAR.get(word, word))


def same_verb(a: frozenset[str], b: frozenset[str], korean_voice: bool = False) -> bool:
    """A form of one verb on both sides ("fondée"/"fondé", "gegründet"/"gründete",
    "fundada"/"fundó"): the same word, or four letters or more in common at the start;
    with ``korean_voice``, a Korean passive and active of one stem too ("세워졌"/"세웠")."""
    for x in a:
        for y in b:
            x2, y2 = _stem(x), _stem(y)
            n = 0
            while n < min(len(x2), len(y2)) and x2[n] == y2[n]:
                n += 1
            if x == y or n >= 4 or (n >= 2 and not x.isascii() and n == min(len(x2), len(y2))):
                return True
            if n >= 2 and _HANGUL.match(x2):
                return True  # (two syllables of one Korean stem: "가르쳐요", "가르친다")
            if korean_voice and n == 1 and _HANGUL.match(x2) and _ko_same_stem(x2, y2):
                return True
    return False


def _ko_same_stem(a: str, b: str) -> bool:
    """Two Korean verb forms of one stem that share their first syllable: the next one's
    consonant and vowel too ("세워졌" and "세웠": 세우-, passive and past)."""
    if len(a) < 2 or len(b) < 2 or not (_HANGUL.match(a[1]) and _HANGUL.match(b[1])):
        return False
    return (ord(a[1]) - 0xAC00) // 28 == (ord(b[1]) - 0xAC00) // 28


def _differs(mine: Frame, theirs: Frame) -> tuple[str, str] | None:
    a, p = mine.get("agent"), mine.get("patient")
    ta, tp = theirs.get("agent"), theirs.get("patient")
    if a and p and ta and tp and same_party(a, tp) and same_party(p, ta) and not same_party(a, ta):
        return a, ta  # agent and patient exchanged
    r, tr = mine.get("recipient"), theirs.get("recipient")
    if a and r and ta and tr and same_party(a, tr) and same_party(r, ta) and not same_party(a, ta):
        return a, ta  # who gives and who receives exchanged ("초보자들이 강사에게" / "강사가 초보자에게")
    equal = [r for r, v in mine.roles if (o := theirs.get(r)) and same_party(v, o)]
    # a party the evidence frame has in another role is a reading of the voice ("서울
    # 본사는 이전했다" against "회사는 본사를 이전했다"), not another party
    differ = [
        (v, o)
        for r, v in mine.roles
        if (o := theirs.get(r))
        and not same_party(v, o)
        and not any(same_party(v, x) for _, x in theirs.roles)
    ]
    if theirs.kind == "plain" and (
        not equal or [r for r, _ in mine.roles if r != "agent" and r not in equal]
    ):
        return None  # an object read off plain words ("his apprentice, Priya Das") only anchors
    if equal and differ:
        return differ[0]
    return None


def agent_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim party, premise party): a party of a claim clause that an evidence frame
    of the same verb gives another role, or whose role it gives another party."""
    if not is_cjk(claim) and not (PASSIVE_AUX & set(words(claim)) and BY & set(words(claim))):
        # no passive in a Latin claim: only its one name as the agent of what the evidence
        # says in the passive ("Marc Durand préside le club" where "le club est présidé par
        # Claire Petit"); active clauses of names are roles.order_swap's and role_conflict's
        return _active_against_passive(claim, sentences)
    lower = lower_words([claim, *sentences])
    # an active clause of names: roles.order_swap and role_conflict read it
    claimed = [f for f in frames(claim, lower) if f.kind not in ("active", "plain")]
    if not claimed:
        return None
    theirs = [f for s in sentences for f in frames(s, lower)]
    for mine in claimed:
        related = [f for f in theirs if same_verb(mine.verbs, f.verbs)]
        if any(all((o := f.get(r)) and same_party(v, o) for r, v in mine.roles) for f in related):
            continue
        for f in related:
            found = _differs(mine, f)
            if (
                found is not None
                and _named_in(found[0], sentences)
                and _names_both(found, claim, sentences)
                and not _thing(found[0], mine, " ".join((claim, *sentences)))
                and not _modifies(found, sentences)
                and not _described(found, claim, sentences)
            ):
                return found
    return None


def _described(found: tuple[str, str], claim: str, sentences: Sequence[str]) -> bool:
    """The claim's party is a common noun ("the practice", "la clinique") where the
    evidence's is a name ("Brightwater Physiotherapy"): a description may stand for the
    name, as "the practice" does for the practice the evidence names."""
    mine, theirs = found
    said = " ".join(sentences)
    written = re.search(rf"(?<![\w'-]){re.escape(mine)}(?![\w'-])", claim, re.IGNORECASE)
    named = re.search(rf"(?<![\w'-]){re.escape(theirs)}(?![\w'-])", said, re.IGNORECASE)
    return (
        written is not None
        and written.group(0).islower()
        and named is not None
        and named.group(0)[:1].isupper()
        and " " in theirs
    )


def _active_against_passive(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(claim agent, premise agent): a claim "NAME VERB THING" (one name, at its start)
    where an evidence clause says in the passive that another name VERBs that THING,
    and names the claim's NAME in another role."""
    # (no evidence clause in the passive: no frame to read, so nothing to parse)
    if not any(PASSIVE_AUX & set(words(s)) and BY & set(words(s)) for s in sentences):
        return None
    lower = lower_words([claim, *sentences])
    toks = list(words(claim))
    # (a German noun after its article is no name: "gründete die Bäckerei")
    ents = [e for e in name_spans(toks, names(claim, lower)) if not (e[0] and toks[e[0] - 1] in _ARTICLES)]
    if len(ents) != 1 or ents[0][0] != 0 or RELATIVES & set(toks) or len(clauses(claim)) != 1:
        return None
    agent = " ".join(toks[ents[0][0] : ents[0][1]])
    after = toks[ents[0][1]] if ents[0][1] < len(toks) else ""
    if _POSSESSIVE.search(agent) or after in ("s", "'s") or _POSSESSIVE.search(after):
        return None  # "Rita Lowe's father founded ...": the father is the agent
    rest = _content(toks, ents[0][1], len(toks), set())
    if len(rest) < 2:
        return None
    for c in (c for s in sentences for c in clauses(s)):
        for f in frames(c, lower):
            theirs = f.get("agent")
            # (another person of the same family name is another person: "Rita Lowe", "Paul Lowe")
            if f.kind != "passive" or theirs is None or set(agent.split()) & set(theirs.split()[:1]):
                continue
            # (the thing: a word of the claim's besides its verb, in that clause)
            thing = {w for w in rest if not same_verb(frozenset({w}), f.verbs)} & set(words(c))
            if (
                thing
                and same_verb(frozenset(rest), f.verbs)
                and _said_in(agent, sentences)
                and _names_both((agent, theirs), claim, sentences)
            ):
                return agent, theirs
    return None


_ARTICLES = frozenset("der die das den dem des ein eine einen einem einer eines".split())
_POSSESSIVE = re.compile(r"['’]s$|s['’]$")


def _said_in(party: str, sentences: Sequence[str]) -> bool:
    """Every word of a Latin-script name is in the evidence, as a word or a possessive
    ("Rita's")."""
    said = set(words(normalize(" ".join(sentences))))
    return all(w in said or f"{w}'s" in said or f"{w}’s" in said for w in party.split())


#: what may follow a Chinese party's head inside a parsed party: an auxiliary or a time word
_HAN_AFTER_HEAD = frozenset("将于在已曾也都会要正从")


def _modifies(found: tuple[str, str], sentences: Sequence[str]) -> bool:
    """The claim's party names the premise's right before it, as one noun ("룸" of "룸
    요금이", "房间" of "房间价格"), or the premise's is a name before the claim's noun:
    the same thing said shorter; or the premise's holds the claim's."""
    mine, theirs = found
    if not (_HAN.search(mine) or _HANGUL.search(mine)):
        # a name that modifies the claim's noun, a few words before it ("the Brandt
        # furniture workshop" against "The workshop was founded by Otto Brandt"); the
        # claim's party a common noun, written in lower case ("Contoso übernahm 2021
        # Northwind" names two firms)
        named = rf"\b{re.escape(theirs)}(?:\s+[\w'-]+){{0,2}}\s+{re.escape(mine)}\b"
        common = any(re.search(rf"\b{re.escape(mine)}\b", s) for s in sentences)
        return common and any(re.search(named, normalize(s)) for s in sentences)
    # (or the premise's party holds the claim's as its head, with at most a time or an
    # auxiliary after it: "摄影工作坊将于10月11日" of "工作坊", not "王先生的儿子" of "王先生")
    at = theirs.find(mine)
    after = theirs[at + len(mine) :] if at >= 0 else ""
    if at >= 0 and (not after or after[0] in _HAN_AFTER_HEAD or after[0].isdigit()):
        return True
    return any(re.search(rf"{re.escape(mine)}\s?{re.escape(theirs)}", normalize(s)) for s in sentences)


def _thing(party: str, mine: Frame, text: str) -> bool:
    """A Korean or Chinese claim party that is a thing, not a party: what a copula says
    something is ("빠른넷 기가 인터넷은 월 3만 3천 원이다" against "인터넷 요금은 ..."), or the
    patient of the claim, not a person's name ("양조장을 물려받았다" against "사업을
    물려받았다": the model reads the thing said another way)."""
    if not (_HAN.search(party) or _HANGUL.search(party)):
        return False
    if mine.kind == "ko" and _KO_COPULA.search(" ".join(mine.verbs)):
        return True
    if mine.get("patient") != party or _ZH_PERSON.fullmatch(party):
        return False
    return not re.search(rf"{re.escape(party)} ?(?:씨|님|대표|사장|선생)", text)


_KO_COPULA = re.compile(r"(?:^|\s)\S*(?:이|입니|이에|예)$|이다$|입니다$")


#: a Chinese person's name: a common surname and one or two characters
_ZH_PERSON = re.compile(ZH_SURNAME + r"[\u4e00-\u9fff]{1,2}")


def _named_in(party: str, sentences: Sequence[str]) -> bool:
    """The claim's party is in the evidence (in another role): a party the evidence never
    names, a pronoun or an abbreviation is the other checks' business, or the model's."""
    text = normalize(" ".join(sentences))
    if _HAN.search(party) or _HANGUL.search(party):
        return party in text
    return set(party.split()) <= set(words(text))


#: what stands before a German common noun, not a name ("zehn Werktagen", "die Lieferung";
#: German writes every noun with a capital, so the capital says nothing)
_DETERMINED = re.compile(
    r"(?:\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|jede|jeder|jedes|alle"
    r"|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)"
    r"|\d)\s+$",
    re.IGNORECASE,
)


def _names_both(found: tuple[str, str], claim: str, sentences: Sequence[str]) -> bool:
    """Both parties are names, not common nouns: a German noun after an article or a
    number wherever it stands ("zehn Werktagen", "die Lieferung") is a thing, whose role
    the model reads."""
    text = " ".join((claim, *sentences))
    for party in found:
        if _HANGUL.search(party) or _HAN.search(party):
            continue  # (a Korean or Chinese name has no mark of its own: "박준호가", "페이온이")
        first = party.split()[0]
        hits = [m.start() for m in re.finditer(rf"(?<![\w]){re.escape(first)}(?![\w])", text, re.IGNORECASE)]
        if hits and all(_DETERMINED.search(text[max(0, h - 12) : h]) for h in hits):
            return False
    return True
