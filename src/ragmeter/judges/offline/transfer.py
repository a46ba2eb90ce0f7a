"""Who handed something to whom: a transfer between two parties (a sale, a handover, a
succession) read as (giver, receiver), whichever verb says it.

"Tom sold the shop to Lena", "Lena bought the shop from Tom", "The shop was sold to Lena
by Tom" and "Lena took the shop over from Tom" are one transfer, Tom -> Lena; "Priya
Raman succeeded Daniel Okafor" and "Okafor was succeeded by Raman" are one succession,
Okafor -> Raman. A giving verb's subject is the giver, a receiving verb's subject the
receiver; the other party is the name after the verb (after its preposition: to / from,
an / von, à / de, a / de), and a passive's agent ("by", "par", "por") is the subject.
Korean reads case particles (가/이/은/는 the subject, 에게 the receiver, 로부터/에게서 the
giver); Chinese reads 把/将 X 卖给/交给 Y and 从 X (手中) 买下/收购/接手, 接替.

:func:`transfer_conflict` is a value check: the claim's transfer runs the other way
round from the evidence's ("Erik Lind took over the bakery" where Maria Berg took it
over from Erik Lind). :func:`transfer_agrees` tells the antonym check that "bought"
against "sold" is the same transfer said from the other side, not its opposite. A party
the reader cannot name (a pronoun of the claim, a noun) leaves the transfer unread: when
unsure, no veto.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.judges.offline.agent_words import MIDDLE_VOICE, PASSIVE_AUX
from ragmeter.judges.offline.agents import name_spans
from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.roles import lower_words, names, titled_after_verb
from ragmeter.text.clauses import clauses, units
from ragmeter.text.tokenize import words

__all__ = ["Transfer", "transfer_agrees", "transfer_conflict", "transfer_restated", "transfers"]

#: verbs whose subject gives (sells, hands over, passes on)
_GIVE = frozenset(
    """sell sells sold selling hand hands handed handing pass passes passed give gives gave given
    transfer transfers transferred bequeathed precede precedes preceded
    verkauft verkaufte verkauften verkaufen übergab übergaben übergibt übergeben gab gaben gegeben
    vererbte vererbt überliess überlassen
    vend vendent vendu vendue vendus vendit vendre cède cèdent cédé cédée céda transmis transmise
    transmit confié confiée confia légué légua
    vende venden vendió vendieron vendido vendida traspasa traspasó traspasado traspasada cede cedió
    cedido cedida entregó entregado entregada legó""".split()
)
#: verbs whose subject receives (buys, takes over, succeeds)
_TAKE = frozenset(
    """buy buys bought buying take takes took taken taking acquire acquires acquired purchase
    purchases purchased inherit inherits inherited succeed succeeds succeeded replace replaces
    replaced
    kauft kaufte kauften gekauft übernahm übernahmen übernimmt übernommen erwarb erworben erbte
    geerbt ersetzte ersetzt
    achète acheté achetée acheta rachète racheté rachetée racheta reprend repris reprise reprit
    acquiert acquis acquise acquit hérite hérité hérita succède succédé succéda remplace remplacé
    remplaça
    compra compró compraron comprado comprada adquiere adquirió adquirido adquirida hereda heredó
    heredado heredada sucede sucedió sucedido reemplaza reemplazó reemplazado sustituye sustituyó
    sustituido""".split()
)
#: English verbs that transfer only with their particle ("took over", "handed on")
_PARTICLE = {"take": "over", "takes": "over", "took": "over", "taken": "over", "taking": "over"}
_BY = frozenset({"by", "par", "por"})
_DE_PASSIVE_AUX = frozenset("wurde wurden worden wird werden".split())
#: German possessives before a noun of kin or role, which German capitalises ("ihrem Onkel
#: Peter"; "her uncle Peter" has the noun in lower case)
_POSSESSIVES = frozenset("sein seine seinem seinen seiner ihr ihre ihrem ihren ihrer".split())
_ARTICLES = frozenset(
    """the an this der die das den dem des ein eine einen einem einer am im zum zur beim vom le la les
    l un une du au aux el los las lo una al del""".split()
)
#: words that make a clause German ("an" is then "to", not an article)
_GERMAN = frozenset("der die das den dem des und ein eine einen einem einer sie er".split())
#: a noun of people before a name: a party after an article ("an die Familie Vogel")
_GROUPS = frozenset("family familie famille familia group gruppe groupe grupo".split())
#: ... also inside a German compound ("die Mediengruppe Hartmann")
_GROUP_ENDS = ("family", "familie", "famille", "familia", "group", "gruppe", "groupe", "grupo", "konzern")
#: the words of a time phrase in front of a German verb ("1972", "im Jahr 2012")
_TIME_FRONT = re.compile(
    r"\d{4}|und|aber|doch|im|jahr|jahre|am|anfang|ende|heute|damals|später|dann|danach|bereits|schon"
)
_TITLES = frozenset("dr prof mr mrs ms herr frau m mme mlle sr sra srta don doña".split())
#: the prepositions of the other party of a transfer
_TO_FROM = frozenset({"to", "from", "an", "von", "à", "de", "a"})
#: a subject pronoun, resolved to the one other name of its sentence (premises only)
_PRONOUN = frozenset("he she er sie il elle él ella him her ihn ihm lui".split())

_KO_GIVE = re.compile(r"(?:팔|매각|넘겨주|넘겼|넘기|물려주|물려줬|양도|인계)")
_KO_TAKE = re.compile(r"(?:샀|사들|매입|인수|넘겨받|물려받|이어받|승계|구입|구매)")
_KO_PARTY = re.compile(
    r"([가-힣A-Za-z]{2,}?)(?: ?씨| ?대표| ?사장)?(께서|에게서|로부터|으로부터|에게|이가|가|이|은|는)(?=\s|$)"
)
_KO_HONORIFIC = re.compile(r"([가-힣]) (씨|님|대표|사장)(?=[가-힣])")
_ZH_GIVE = re.compile(
    r"^(?P<giver>.+?)(?:于.+?年)?(?:把|将)(?P<thing>.+?)(?:卖|转让|交|传|移交|转交)给了?(?P<receiver>[^，。；,]+?)(?:[，。；,]|$)"
)
_ZH_TAKE = re.compile(
    r"^(?P<receiver>.+?)(?:于.+?年)?从(?P<giver>.+?)(?:手中|手里|那里|处)?(?:买下|买了|购买|购得|收购|接手|接管|继承|获得)"
)
_ZH_SUCCEED = re.compile(r"^(?P<receiver>.+?)(?:于.+?年)?(?:接替|接任)了?(?P<giver>[^，。；,担出成为]+)")
_ZH_TIME = re.compile(r"(?:于|在)?\d{3,4}年(?:的)?|于$")
_ZH_STEP_DOWN = re.compile(
    r"(?P<giver>[^，。；,;]+?)(?:卸任|辞去|离任|退休)[^，。；,;]*[，,]\s*(?:由|并由)(?P<receiver>[^，。；,;]+?)(?:接任|接替|继任)"
)


@dataclass(frozen=True)
class Transfer:
    """One transfer: who gave (``None``: not named) and who received."""

    giver: str | None
    receiver: str | None


def _verb(toks: Sequence[str]) -> tuple[int, bool] | None:
    """(index, gives) of the first transfer verb of a clause."""
    for i, t in enumerate(toks):
        gives, takes = t in _GIVE, t in _TAKE
        if not (gives or takes):
            continue
        particle = _PARTICLE.get(t)
        if particle is not None and particle not in toks[i + 1 : i + 5]:
            continue
        return i, gives
    return None


def _latin(
    clause: str,
    lower: frozenset[str],
    sentence_names: list[str],
    elided: str | None = None,
    apposed: str | None = None,
) -> Transfer | None:
    """The clause's transfer; ``elided``: the subject of the clause before, ``apposed``:
    the name that opens the clause after ("... handed it over to her intern, Dr. Samuel
    Reyes")."""
    toks = list(words(clause))
    found = _verb(toks)
    if found is None:
        return None
    v, gives = found
    spans = _party_spans(toks, clause, lower)
    text = {s: " ".join(toks[s[0] : s[1]]) for s in spans}
    before = [s for s in spans if s[1] <= v]
    after = [s for s in spans if s[0] > v]
    # the German passive puts its participle last ("wurde 2021 von Contoso gekauft"), its
    # agent after "von" or "durch"
    german = any(t in _DE_PASSIVE_AUX for t in toks[:v])
    # (an auxiliary with no name between it and the verb: "her son Josef Keller sold" has
    # the Spanish "son" in it)
    aux = [i for i in range(max(0, v - 3), v) if toks[i] in PASSIVE_AUX]
    passive = german or any(not any(i < a < v for a, _ in spans) for i in aux)
    agent_words = _BY | {"von", "durch"} if german else _BY
    by = next((s for s in spans if s != (0, 0) and _agent_word(toks, s[0]) in agent_words), None)
    subject: str | None
    other: str | None
    if passive and by is not None:
        subject, other = text[by], _patient(toks, v, by, before, after, text, sentence_names)
    elif passive:
        return None  # "was sold in 2010": the agent is not said
    else:
        # a name after a preposition is the other party, wherever the verb stands
        # ("hat 2015 die Praxis von Dr. Markus Roth übernommen")
        marked = [x for x in before if _word_before(toks, x[0]) in _TO_FROM]
        before = [x for x in before if x not in marked]
        after = marked + after
        inverted = titled_after_verb(clause, toks)
        titled = next((x for x in after if inverted is not None and x[0] >= inverted), None)
        if titled is not None and not marked:
            # (German, the object first: "Wurzelbehandlungen übernimmt Dr. Anna Kessler")
            subject, other = text[titled], (text[before[-1]] if before else None)
            return Transfer(subject, other) if gives else Transfer(other, subject)
        subject = text[before[-1]] if before else None
        if subject is None and any(t in _PRONOUN for t in toks[:v]):
            subject = _resolve(sentence_names, _taken(text[s] for s in after) | {apposed})
        elif subject is None and v == 0:
            subject = elided
        elif subject is None and toks[v + 1 : v + 2] in (["er"], ["sie"]):
            # "übergab er sie an": the subject after the verb
            subject = _resolve(sentence_names, _taken(text[s] for s in after) | {apposed})
        elif subject is None and toks[:v] and all(_TIME_FRONT.fullmatch(t) for t in toks[:v]) and after:
            # "1972 verkaufte die Familie Vogel das Hotel an ...": a year in front, the
            # subject right after the verb
            unmarked = [x for x in after if _word_before(toks, x[0]) not in _TO_FROM]
            if unmarked:
                subject = text[unmarked[0]]
                after = [x for x in after if x != unmarked[0]]
        other = text[after[0]] if after else apposed
        if other is None and any(t in _PRONOUN for t in toks[v + 1 :]):
            other = _resolve(sentence_names, {subject} if subject else set())
        if other is None and subject is not None and any(t in _ANAPHORS for t in toks[v + 1 :]) and not gives:
            other = LEAD  # "2012 übernahm die Mediengruppe Hartmann das Unternehmen"
    if subject is None and other is None:
        return None
    return Transfer(subject, other) if gives else Transfer(other, subject)


def _party_spans(toks: list[str], clause: str, lower: frozenset[str]) -> list[tuple[int, int]]:
    """The name spans of a clause that can be parties: a capitalised word after an article
    is a thing ("die Hausarztpraxis am Marktplatz", "the Grand Hotel"), unless a noun of
    people goes with it ("die Familie Vogel", "the Brunner family")."""
    german = not _GERMAN.isdisjoint(toks)
    # (a noun of kin after a possessive is no part of the name: "von ihrem Onkel Peter")
    spans = [
        (x[0] + 1, x[1]) if x[0] > 0 and toks[x[0] - 1] in _POSSESSIVES and x[1] - x[0] > 1 else x
        for x in name_spans(toks, names(clause, lower))
    ]
    return [
        x
        for x in spans
        if x[0] == 0
        or toks[x[0] - 1] not in _ARTICLES
        or (german and toks[x[0] - 1] == "an")  # "an Clara Hartmann": to her
        or (toks[x[0]].endswith(_GROUP_ENDS) and x[1] - x[0] > 1)
        or (toks[x[1] : x[1] + 1] in ([g] for g in _GROUPS) and not _name_at(toks, x[1] + 1, lower, clause))
    ]


Span = tuple[int, int]


def _patient(
    toks: list[str],
    v: int,
    by: Span,
    before: list[Span],
    after: list[Span],
    text: dict[Span, str],
    sentence_names: list[str],
) -> str | None:
    """The other party of a passive with its agent ``by``: the patient before the verb
    ("Okafor was succeeded by"), else the one with "to" / "an" / "à" ("wurde von Roth an
    Krüger übergeben"), else a pronoun's name, else the document's subject ("The company
    was acquired by", "En 2011 fue adquirida por")."""
    rest = [s for s in after if s != by]
    unmarked = [s for s in before if s != by and _word_before(toks, s[0]) not in _TO_FROM]
    rest = [s for s in before if s != by and s not in unmarked] + rest
    other = text[unmarked[-1]] if unmarked else (text[rest[0]] if rest else None)
    if other is None and any(t in _PRONOUN for t in toks[:v]):
        other = _resolve(sentence_names, {text[by]})  # "when he was succeeded by ..."
    if other is None and _anaphoric(toks[:v]):
        other = LEAD
    return other


def _agent_word(toks: Sequence[str], i: int) -> str | None:
    """The word before a name with an article, adjectives and a noun of people skipped
    ("by the Dutch group Veldmann": "by")."""
    j = i - 1
    while j >= 0 and i - j <= 4 and toks[j] not in _BY and toks[j] not in ("von", "durch"):
        if toks[j] in _TO_FROM or toks[j] in PASSIVE_AUX:
            return _word_before(toks, i)
        j -= 1
    return toks[j] if j >= 0 and i - j <= 4 else _word_before(toks, i)


def _name_at(toks: Sequence[str], i: int, lower: frozenset[str], clause: str) -> bool:
    return i < len(toks) and toks[i] in names(clause, lower)


#: what the document is about, standing for an anaphoric party ("the company", "it"):
#: read as the first name of the document's lead sentence (see :func:`_read`)
LEAD = "\x00lead"
#: a definite description of the document's subject, or no subject at all (a Spanish
#: or French passive): what a passive's patient slot holds before the verb
_ANAPHORS = frozenset(
    """it company firm business publisher brewery group unternehmen firma verlag gesellschaft brauerei
    entreprise société maison brasserie empresa editorial compañía sociedad cervecería""".split()
)
_BARE_FRONT = re.compile(r"\d{4}|en|in|im|jahr|year|año|année|fue|fueron|a|été|wurde|was|were|has|been|se")


def _anaphoric(front: Sequence[str]) -> bool:
    """The words before a passive verb name no one: a description of the document's
    subject ("The company was acquired by"), or nothing but time and auxiliaries ("En 2011
    fue adquirida por")."""
    return any(t in _ANAPHORS for t in front) or all(_BARE_FRONT.fullmatch(t) for t in front)


def _word_before(toks: Sequence[str], i: int) -> str | None:
    """The word before a name, titles skipped ("von Dr. Markus Roth": "von")."""
    i -= 1
    while i >= 0 and toks[i] in _TITLES:
        i -= 1
    return toks[i] if i >= 0 else None


def _taken(parties: Iterable[str]) -> set[str | None]:
    return set(parties)


def _resolve(sentence_names: list[str], taken: set[str | None]) -> str | None:
    """The one name of the sentence a pronoun can stand for: none other is left."""
    left = [n for n in sentence_names if n not in taken]
    return left[0] if len(left) == 1 else None


def _ko(clause: str) -> Transfer | None:
    gives = _KO_GIVE.search(clause) is not None
    if not gives and _KO_TAKE.search(clause) is None:
        return None
    subject = other = None
    # "박지은 씨가": the name whole ("박지" + the topic "은" is not it)
    clause = _KO_HONORIFIC.sub(r"\1\2", clause)
    for m in _KO_PARTY.finditer(clause):
        party, particle = m.group(1), m.group(2)
        if particle in ("께서", "이가", "가", "이", "은", "는") and subject is None:
            subject = party
        elif (particle in ("에게",) and gives) or (
            particle in ("에게서", "로부터", "으로부터") and not gives
        ):
            other = party
    if subject is None or other is None:
        return None
    return Transfer(subject, other) if gives else Transfer(other, subject)


def _zh_party(text: str) -> str:
    return _ZH_TIME.sub("", text).strip()


def _zh(clause: str) -> Transfer | None:
    m = _ZH_GIVE.search(clause)
    if m:
        return Transfer(_zh_party(m.group("giver")), _zh_party(m.group("receiver")))
    m = _ZH_TAKE.search(clause) or _ZH_SUCCEED.search(clause)
    if m:
        return Transfer(_zh_party(m.group("giver")), _zh_party(m.group("receiver")))
    return None


_HAN = re.compile(r"[\u4e00-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")


@lru_cache(maxsize=4096)
def transfers(
    sentence: str, lower: frozenset[str] = frozenset(), before: tuple[str, ...] = ()
) -> tuple[Transfer, ...]:
    """The transfers the clauses of ``sentence`` state. A pronoun stands for the one
    name of the sentence (or else of ``before``, the names of the sentence before) the
    clause leaves; a clause without a subject ("... und übergab sie 2015 an ...") has
    the subject of the clause before."""
    if _HANGUL.search(sentence):
        return tuple(t for c in clauses(sentence) if (t := _ko(c)) is not None)
    if _HAN.search(sentence):
        # "王伟卸任总经理，由陈刚接任": the one who steps down gives, across the comma
        handed = [
            Transfer(_zh_party(m.group("giver")), _zh_party(m.group("receiver")))
            for m in _ZH_STEP_DOWN.finditer(sentence)
        ]
        return tuple(handed) + tuple(
            t for c in re.split(r"[，；。,;]", sentence) if c and (t := _zh(c)) is not None
        )
    toks = words(sentence)
    # (the names a pronoun may stand for: parties, not "the Dutch company")
    own = [" ".join(toks[a:b]) for a, b in _party_spans(list(toks), sentence, lower)]
    out = []
    parts = clauses(sentence)
    firsts = [_first_name(c, lower) for c in parts]
    known = own if len(own) > 1 or not before else [*own, *before[:1]]
    for i, c in enumerate(parts):
        apposed = firsts[i + 1][1] if i + 1 < len(parts) and firsts[i + 1][0] else None
        t = _latin(c, lower, known, firsts[i - 1][1] if i else None, apposed)
        if t is not None:
            out.append(t)
    return tuple(out)


def _first_name(clause: str, lower: frozenset[str]) -> tuple[bool, str | None]:
    """(whether the clause opens with it, the clause's first name)."""
    toks = words(clause)
    spans = name_spans(toks, names(clause, lower))
    if not spans:
        return False, None
    a, b = spans[0]
    return all(t in _TITLES for t in toks[:a]), " ".join(toks[a:b])


def _same(a: str | None, b: str | None) -> bool:
    """The same party: at least half the words (Chinese / Korean: one inside the other)."""
    if a is None or b is None:
        return False
    if _HAN.search(a) or _HANGUL.search(a):
        return a in b or b in a
    wa, wb = a.split(), b.split()
    if len(wa) > 1 and len(wb) > 1 and wa[-1] == wb[-1] and wa[-2] != wb[-2]:
        return False  # one family name, two people ("Peter Roth", "Jana Roth")
    pa, pb = set(wa), set(wb)
    return bool(pa and pb) and len(pa & pb) * 2 >= min(len(pa), len(pb))


@lru_cache(maxsize=4096)
def _may_transfer(claim: str) -> bool:
    """A cheap look: a transfer verb in the claim."""
    if _HANGUL.search(claim):
        return bool(_KO_GIVE.search(claim) or _KO_TAKE.search(claim))
    if _HAN.search(claim):
        return bool(
            _ZH_GIVE.search(claim)
            or _ZH_TAKE.search(claim)
            or _ZH_SUCCEED.search(claim)
            or _ZH_STEP_DOWN.search(claim)
        )
    return not (_GIVE | _TAKE).isdisjoint(words(claim))


def _read(claim: str, sentences: Sequence[str], lead: str = "") -> tuple[list[Transfer], list[Transfer]]:
    """The claim's transfers and the evidence's; an anaphoric party of the evidence is
    the first name of ``lead`` (the sentence that opens its document), else unread."""
    if not _may_transfer(claim):
        return [], []
    lower = lower_words([claim, *sentences])
    mine = [t for t in transfers(claim, lower) if LEAD not in (t.giver, t.receiver)]
    if not mine:
        return [], []
    theirs: list[Transfer] = []
    previous: tuple[str, ...] = ()
    first = _first_name(lead, lower)[1] if lead else None
    for s in sentences:
        for t in transfers(s, lower, previous):
            theirs.append(Transfer(*(first if p == LEAD else p for p in (t.giver, t.receiver))))
        toks = words(s)
        previous = tuple(" ".join(toks[a:b]) for a, b in name_spans(toks, names(s, lower)))
    return mine, theirs


def _holds(t: Transfer, theirs: Sequence[Transfer]) -> bool:
    """Some evidence transfer has each party the claim names in the claim's role."""
    return any(
        (t.giver is None or _same(t.giver, o.giver)) and (t.receiver is None or _same(t.receiver, o.receiver))
        for o in theirs
    )


def transfer_conflict(claim: str, sentences: Sequence[str], lead: str = "") -> tuple[str, str] | None:
    """(claim party, evidence party): a party the claim has give where the evidence has
    it receive from someone it names, or the other way round, and no evidence transfer
    that has it in the claim's role. ``lead``: the sentence that opens the evidence's
    document, whose subject "the company" or "it" may stand for."""
    if MIDDLE_VOICE.search(claim):
        return None  # "The 2021 Riesling sells for $24": what is sold, not who sells
    mine, theirs = _read(claim, sentences, lead)
    for t in mine:
        if _holds(t, theirs):
            continue
        for o in theirs:
            if o.giver is None or o.receiver is None:
                continue
            if t.receiver is not None and _same(t.receiver, o.giver) and not _same(o.receiver, t.receiver):
                return t.receiver, o.receiver
            if t.giver is not None and _same(t.giver, o.receiver) and not _same(o.giver, t.giver):
                return t.giver, o.giver
    return None


def transfer_agrees(claim: str, sentences: Sequence[str]) -> bool:
    """The claim states a transfer with both parties, and the evidence has the same
    transfer (perhaps with the converse verb: "bought from" for "sold to")."""
    mine, theirs = _read(claim, sentences)
    return any(t.giver is not None and t.receiver is not None and _holds(t, theirs) for t in mine)


#: the words around a transfer that say only its direction ("from", "à", "从 … 手中", "에게")
_ZH_FRAME_CHARS = frozenset("从手中里那处把将给了于在年这该")
_ZH_VERB = re.compile(r"买下|买了|购买|购得|收购|接手|接管|继承|获得|接替|接任|卖|转让|移交|转交|交|传")
_KO_VERB = re.compile(rf"{_KO_GIVE.pattern}|{_KO_TAKE.pattern}")


def transfer_restated(al: Alignment) -> int | None:
    """The premise sentence that states the claim's transfer, perhaps with the converse
    verb ("Lena bought the shop from Tom" in "Tom sold the shop to Lena"), and every
    other content unit of the claim: the fast path of a transfer said from the other
    side, which word overlap cannot see. One clause claims only."""
    claim = al.claim
    if len(clauses(claim)) != 1:
        return None
    sents = al.premise.sentences
    for k in al.ranked[:3]:
        # with the sentence before in its premise: a pronoun's name and the claim's
        # thing may stand there ("... gründete die Praxis. 2015 übergab er sie an ...")
        texts = [sents[k].text]
        if k > 0 and sents[k - 1].premise == sents[k].premise:
            texts.insert(0, sents[k - 1].text)
        if not transfer_agrees(claim, texts):
            continue
        mine, _ = _read(claim, texts)
        parties = [p for t in mine for p in (t.giver, t.receiver) if p]
        if _rest_found(claim, " ".join(texts), parties):
            return k
    return None


def _rest_found(claim: str, sentence: str, parties: Sequence[str]) -> bool:
    if _HAN.search(claim) and not _HANGUL.search(claim):
        rest = claim
        for p in parties:
            rest = rest.replace(p, "")
        rest = re.sub(
            r"(?:买下|买了|购买|购得|收购|接手|接管|继承|获得|接替|接任|卖|转让|移交|转交|交|传)", "", rest
        )
        return {c for c in rest if _HAN.match(c) and c not in _ZH_FRAME_CHARS} <= set(sentence)
    have = units(sentence).all
    verbs = [t for t in words(claim) if t in _GIVE or t in _TAKE or t in _PARTICLE.values()]
    party_words = {w for p in parties for w in p.split()}

    def framing(u: str) -> bool:
        return (
            any(v.startswith(u) or u.startswith(v) for v in verbs)
            or any(w.startswith(u) or u == w for w in party_words)
            or _KO_VERB.search(u) is not None
        )

    return all(u in have for u in units(claim).all if not framing(u))
