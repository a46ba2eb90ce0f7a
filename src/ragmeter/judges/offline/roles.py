"""Checks of who did what, how strongly and in which direction: what a claim may get
wrong while every one of its words is in the evidence.

* :func:`role_conflict`: the claim gives a named person, place or company a part the
  evidence gives someone else ("founded by Erik Lind" where Anna Weber founded it and
  Erik Lind took it over; "Oulu hosted the 2019 championship" where Tampere did);
* :func:`order_swap`: two names on either side of the same relation word, the other way
  round ("Northwind acquired Contoso" against "Contoso acquired Northwind"); the voice
  is read ("was acquired by"), and a relation the words do not fix ("the capital of",
  "Australia's capital") is never a swap;
* :func:`modality_conflict`: must / should / may for the same action ("must work
  remotely" against "may work remotely", "required" against "recommended, but not
  required"), in the six languages;
* :func:`direction_conflict` (:mod:`ragmeter.judges.offline.direction`, re-exported):
  the same number bounded the other way ("under $50" against "over $50", "12세 이상"
  against "12세 미만").

Each is a pure function of texts already normalised by
:func:`ragmeter.text.tokenize.words` (canonical values), and says what it found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.judges.offline.agent_words import AT_PLACE, MIDDLE_VOICE
from ragmeter.judges.offline.amounts import unit_conflict
from ragmeter.judges.offline.content_words import COPULA as _COPULA
from ragmeter.judges.offline.content_words import NOT_NAME as _NOT_NAME
from ragmeter.judges.offline.content_words import content as _content
from ragmeter.judges.offline.content_words import content_stems as _stems
from ragmeter.judges.offline.direction import direction_conflict
from ragmeter.judges.offline.german_nouns import after_article, german, nouns_after_articles
from ragmeter.judges.offline.modality import modality_conflict
from ragmeter.judges.offline.titles import titles
from ragmeter.text.abbrev import TITLES
from ragmeter.text.appositions import split_appositions
from ragmeter.text.bounds import BOUND_MARKERS
from ragmeter.text.facts import reads_german
from ragmeter.text.lexicon import stem
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.tokenize import is_stopword, normalize, words

__all__ = [
    "DETERMINERS",
    "direction_conflict",
    "lower_words",
    "modality_conflict",
    "names",
    "order_swap",
    "role_conflict",
    "unit_conflict",
]

#: months and days are capitalised but name no one who could act
_CALENDAR = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday januar februar märz juni juli oktober dezember montag dienstag mittwoch
    donnerstag freitag samstag sonntag janvier février mars avril mai juin juillet août septembre
    octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche enero febrero
    marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes
    miércoles jueves viernes sábado domingo""".split()
)
#: a capitalised French elision before a word in lower case ("L'entreprise"; not "L'Oréal")
_ELIDED_NOUN = re.compile(r"(?:L|D|Qu|J|N|S|C)['’][a-zà-ÿ]")
_CAP_WORD = re.compile(r"(?<![\w'’])([A-ZÀ-ÖØ-Þ][\w'’-]*)")
_CONNECTIVES = (
    r"(?:and|but|while|whereas|although|though|which|who|when|und|aber|während|et|mais|tandis que"
    r"|alors que|y|e|pero|mientras)"
)
#: where a clause ends: punctuation (and a connective after it: ", while Claire Dunn runs
#: ..." has Claire Dunn as its subject) or a connective
_CLAUSE = re.compile(rf"[,;:]\s+(?:{_CONNECTIVES}\s+)?|\s+{_CONNECTIVES}\s+|[，；。]")


def names(text: str, lower: frozenset[str] = frozenset()) -> set[str]:
    """Capitalised words, lower-cased, that are names: not function words (en, de, fr,
    es), not one letter ("°C"), and not written in lower case in ``lower`` (the words
    of the other text: "Members" opening a sentence is "members" elsewhere)."""
    out = set()
    in_german = german(text.lower())
    for m in _CAP_WORD.finditer(text):
        if _ELIDED_NOUN.match(m.group(1)):
            continue  # "L'entreprise", "D'abord": an elided article before a common word
        if in_german and after_article(text, m.start()):
            continue  # German writes every noun so: "die Firma", "die Garantie" are no names
        w = normalize(m.group(1)).rstrip("'’").removesuffix("'s")
        calendar = w in _CALENDAR or (w.endswith("days") and w[:-1] in _CALENDAR)  # "Thursdays"
        if len(w) > 1 and w not in _NOT_NAME and not calendar and not is_stopword(w) and w not in lower:
            out.add(w)
    return out


_LOWER_WORD = re.compile(r"(?<![\w'’])[a-zß-öø-ÿ][\w'’-]*")


def lower_words(texts: Iterable[str]) -> frozenset[str]:
    """The words written in lower case in ``texts``, and the German nouns they write after
    an article ("die Garantie": a common word wherever it stands)."""
    texts = list(texts)
    return frozenset(
        {normalize(w) for t in texts for w in _LOWER_WORD.findall(t)} | nouns_after_articles(texts)
    )


#: "and" between two capitalised words joins names into one party ("Ilona and Peter
#: Varga", "Priya Nandakumar and Tom Ellery"): no clause boundary there
_JOINED_NAMES = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]*\s+(?:and|und|et|y|e|&)\s+[A-ZÀ-ÖØ-Þ]")


def _clauses(text: str) -> list[str]:
    # (an apposition is a clause of its own: "Park Junho, a student of Kim Seoyeon, runs
    # the class" has Park Junho run it)
    main, *apart = split_appositions(text)
    return _comma_clauses(main) + apart


def _comma_clauses(text: str) -> list[str]:
    keep = [(m.start(), m.end()) for m in _JOINED_NAMES.finditer(text)]
    out, start = [], 0
    for m in _CLAUSE.finditer(text):
        if any(a <= m.start() and m.end() <= b for a, b in keep):
            continue  # the "and" of two names
        out.append(text[start : m.start()])
        start = m.end()
    out.append(text[start:])
    return [c for c in out if c.strip()]


def role_conflict(
    claim: str, sentences: Sequence[str], premise_words: frozenset[str]
) -> tuple[str, str] | None:
    """(claim name, premise name): a name of the claim whose part (the content words
    next to it in the claim) the evidence gives to another name standing in the same
    place (the subject or agent, or after the same preposition) of a clause that has all
    of that part and neither the name nor a pronoun that could be it."""
    if not names(claim) & premise_words:
        return None  # no name of the claim in the evidence: nothing to give to another
    lower = lower_words([claim, *sentences])
    claim_names = names(claim, lower)
    if not claim_names:
        return None
    clauses = [c for s in sentences for c in _clauses(s)]
    # the clauses' stems and names, read when a name of the claim has a part to look for
    clause_stems: list[set[str]] | None = None
    clause_names: list[set[str]] = []
    name_stems = {stem(n) for n in claim_names}
    for part in _clauses(claim):
        if MIDDLE_VOICE.search(part):
            continue  # "The 2021 Riesling sells for $24": what is sold, not who sells
        toks = _content(part)
        titled: dict[str, frozenset[str]] | None = None  # the part's titles, read once if needed
        for i, tok in enumerate(toks):
            if tok not in claim_names or tok not in premise_words:
                continue  # a missing name is the name check's business
            place = _place(part, tok)
            near = toks[max(0, i - NEAR) : i] + toks[i + 1 : i + 1 + NEAR]
            # (not the name's title: "Nurse Lisa Brandt leads the course" has her lead it,
            # where the evidence has "Paramedic Owen Hartley leads the course, and nurse
            # Lisa Brandt assists")
            titled = titles(part) if titled is None else titled
            title = {k for n, keys in titled.items() if tok in n.split() for k in keys}
            partners = {_root(stem(t)) for t in near if t not in claim_names and t[:6] not in title} - {
                _root(n) for n in name_stems
            }
            if place is None or not partners:
                continue
            if clause_stems is None:
                clause_stems = [_root_stems(c) for c in clauses]
                clause_names = [names(c, lower) for c in clauses]
            for k in _restating(tok, partners, clause_stems, clause_names):
                # another name of the claim counts where the claim gives it another part
                # ("Anna teaches the class and Tom runs the shop" against "Tom teaches the
                # class and Anna runs the shop")
                # ("Anna Weber and Erik Lind founded the bakery" against "Anna Weber founded
                # the bakery; Erik Lind took it over": the part is Anna's alone)
                others = sorted(
                    o
                    for o in clause_names[k] - {tok}
                    if _place(clauses[k], o) == place
                    and (
                        o not in claim_names
                        or not _has_part(claim, o, partners, lower)
                        or _coordinated(claim, tok, o)
                        or _coordinated(claim, o, tok)
                    )
                    # (two names joined in the clause that has the part share it: "Iker y Ane
                    # dirigen las clases"; joined elsewhere, as the founders, they do not)
                    and not (_coordinated(clauses[k], tok, o) or _coordinated(clauses[k], o, tok))
                )
                if others and not _PRONOUNS & set(words(clauses[k])):
                    return tok, others[0]
    return None


_AND = frozenset("and und et y e & or oder ou o".split())


def _coordinated(text: str, a: str, b: str) -> bool:
    """``a`` and ``b`` joined as one party ("Marisol Vega and Daniel Okafor founded ..."):
    within four words, with only "and" and capitalised words between."""
    raw = text.split()
    toks = [t.strip(".,;:!?()\"'").lower() for t in raw]
    for i, t in enumerate(toks):
        if t != a:
            continue
        for j in range(i + 1, min(len(toks), i + 5)):
            if toks[j] == b:
                between = raw[i + 1 : j]
                return any(w.lower() in _AND for w in between) and all(
                    w.lower() in _AND or w[:1].isupper() for w in between
                )
    return False


def _has_part(claim: str, name: str, partners: set[str], lower: frozenset[str]) -> bool:
    """Whether a clause of the claim gives ``name`` the part ``partners`` too."""
    return any(name in names(part, lower) and partners <= _root_stems(part) for part in _clauses(claim))


#: a German participle's prefix and the endings of German, French and Spanish verb forms
#: the English stemmer leaves ("geführt", "führt": "führ"; "llevada", "lleva": "llev")
_GE = re.compile(r"^ge(?=\w{5})")
_VERB_END = re.compile(r"(?<=\w{4})(?:et|t|en|e|ada|ado|ida|ido|a|o)$")


def _root_stems(text: str) -> set[str]:
    """The roots (:func:`_root`) of the content stems of ``text``."""
    return {_root(t) for t in _stems(text)}


def _root(stem_: str) -> str:
    """A stem with a German participle's prefix and a verb's ending cut, the same for
    a claim's word and a premise's (who does what is compared on these)."""
    return _VERB_END.sub("", _GE.sub("", stem_)) if not stem_.isascii() or _GE.match(stem_) else stem_


#: how many content words on either side of a name make its part in the claim
NEAR = 3
_BY = frozenset(["by", "von", "par", "por"])
_PREPOSITIONS = frozenset(
    "at in on from to for with into against over under after before during "
    "in im am bei nach aus mit gegen à au aux en dans contre avec pour en con contra para".split()
)
DETERMINERS = frozenset("the a an der die das den dem des ein eine le la les l un une el los las".split())
_PRONOUNS = frozenset(
    "he she they it his her its their him them who which er sie es ihm ihn il elle ils elles lui él ella "
    "ellos".split()
)


def _place(clause: str, name: str) -> str | None:
    """Where ``name`` stands in ``clause``: "agent" (the clause opens with it, or it follows
    "by"), the preposition before it, or None."""
    toks = list(words(clause))
    if name not in toks:
        return None
    i = toks.index(name)
    j = 0
    while j < len(toks) and toks[j] in DETERMINERS:
        j += 1
    prev = toks[i - 1] if i > 0 else ""
    inverted = titled_after_verb(clause, toks)
    if inverted is not None:
        # (German, the object first: "Wurzelbehandlungen übernimmt Dr. Anna Kessler")
        return "agent" if i >= inverted else None
    # (a name joined to the opening one is an agent too: "Anna Weber and Erik Lind founded")
    before = toks[j:i]
    if (
        prev in _BY
        or i == j
        or _after_year(toks, i)
        # (German, the object first: "Den Theorieunterricht hält Frau Lindner")
        or (i == 3 and toks[0] in _OBLIQUE_ARTICLES and toks[2].isalpha())
        or (j < i and all(t in names(clause) or t.endswith("'s") or t in _AND for t in before))
        or (j < i and _titled(clause, name, before))
    ):
        return "agent"
    return prev if prev in _PREPOSITIONS else None


#: a person's title before a name ("Dr. Anna Kessler", "Frau Lindner")
_PERSON_TITLES = frozenset("dr frau herr prof professor professorin doktor".split())


def _titled(clause: str, name: str, before: Sequence[str]) -> bool:
    """Every word before ``name`` is a title of it ("Dr. Amir Shah", "nurse Claire Dunn",
    "Head coach Marco Reyes"): the clause opens with the titled name."""
    if all(t in _PERSON_TITLES or t in TITLES for t in before):
        return True
    keys = {k for n, ks in titles(clause).items() if name in n.split() for k in ks}
    return bool(keys) and all(t in keys or t in _PERSON_TITLES for t in before)


def titled_after_verb(clause: str, toks: Sequence[str]) -> int | None:
    """Where the subject starts in a German clause that opens with its object (a noun,
    maybe after its article), then its verb (and a year) and a titled person
    ("Wurzelbehandlungen übernimmt Dr. Anna Kessler", "Die Praxis übernahm 2015 Dr.
    Markus Roth"): the index of the title, else None."""
    j = 1 if toks and toks[0] in DETERMINERS else 0
    k = j + 3 if len(toks) > j + 2 and toks[j + 2].isdigit() else j + 2  # ("übernahm 2015 Dr. ...")
    if len(toks) < k + 2 or toks[k] not in _PERSON_TITLES or toks[j] in _PERSON_TITLES:
        return None
    if not (
        toks[j].isalpha()
        and toks[j + 1].isalpha()
        and (reads_german(clause.lower()) or _UMLAUT.search(clause))
    ):
        return None
    return k


_UMLAUT = re.compile("[äöüßÄÖÜ]")


#: a year that opens a clause before its subject ("Since 2021, Park Junho has run ...",
#: "Seit 2021 leitet Park Junho ...", "Depuis 2021, ...", "Desde 2021, ...")
_SINCE = frozenset("since in from until seit ab im bis depuis dès en desde hasta".split())


def _after_year(toks: Sequence[str], i: int) -> bool:
    """The name at ``i`` follows an opening "since YEAR" (in German, and its verb)."""
    return (
        i in (2, 3)
        and toks[0] in _SINCE
        and toks[1].isdigit()
        and len(toks[1]) == 4
        and (i == 2 or toks[2].isalpha())
    )


def _restating(
    name: str, partners: set[str], clause_stems: list[set[str]], clause_names: list[set[str]]
) -> list[int]:
    """The clauses with all of ``partners``, if none of them has ``name``."""
    found = [k for k, st in enumerate(clause_stems) if partners <= st]
    if any(name in clause_names[k] for k in found):
        return []
    return found


#: words between two names that leave open who acts on whom ("the capital of",
#: "Australia's capital", "A and B", "with", the German genitive "des"), and a copula
#: ("Deutschlands Hauptstadt ist Berlin": the same thing named twice, no act)
_UNDIRECTED = frozenset(
    ["of", "'s", "s", "and", "or", "with", "de", "von", "du", "del", "des", "ist", "sind", "is", "are"]
)


#: ... but only beside a name: "and" of two verbs ("builds every wheel himself and
#: trains the apprentice") and the "'s" of another noun ("the shop's apprentice") join no
#: names
_BESIDE_NAMES = frozenset(["and", "or", "'s", "s"])


def _undirected(between: Sequence[str], names_: set[str]) -> bool:
    if not (_UNDIRECTED - _BESIDE_NAMES).isdisjoint(between):
        return True
    if _BESIDE_NAMES.isdisjoint(between):
        return False
    # (the rest of a name is beside it: "Odile *Marsh and* produced by Ken")
    lo, hi = 0, len(between)
    while lo < hi and between[lo] in names_:
        lo += 1
    while hi > lo and between[hi - 1] in names_:
        hi -= 1
    core = between[lo:hi]
    return len(core) <= 2 or core[0] in _BESIDE_NAMES or core[-1] in _BESIDE_NAMES


def _relation(
    toks: tuple[str, ...], a: str, b: str, names_: set[str], subject_at: int | None = None
) -> tuple[str, frozenset[str]] | None:
    """(agent, relation words) of ``a`` and ``b`` in a text of words ``toks``: the content
    words between them, the agent the first of them, or the second after a passive "by";
    None when the words between say nothing of a direction ("of", "'s", a list) or there
    are none."""
    if a not in toks or b not in toks:
        return None
    ia, ib = toks.index(a), toks.index(b)
    lo, hi = sorted((ia, ib))
    between = toks[lo + 1 : hi]
    if not between or _undirected(between, names_) or _two_copulas(between):
        return None
    join = next((i for i, t in enumerate(between) if t in _AND), None)
    if join is not None and _passive(between[join + 1 :]):
        # a passive of its own after "and": two clauses, each with its own party ("...
        # animées par Bernard Lefèvre, et les inscriptions sont gérées par sa fille Claire")
        return None
    rel = frozenset(stem(t) for t in between if t not in names_ and not is_stopword(t))
    # (a value between two names relates nothing: "Erwachsene zahlen 7,50 Euro Eintritt"
    # against "Der Eintritt kostet 7,50 € für Erwachsene" shares only the price)
    rel = frozenset(t for t in rel - _NOT_RELATION if not t[:1].isdigit() and t not in _VALUE_WORDS)
    if not rel:
        return None
    first, second = toks[lo], toks[hi]
    if toks[hi - 1] in AT_PLACE:
        return None  # "... par Marcel Lefèvre à Dinan": where, not who
    # (a German party after "den" / "dem" / "einen" / "einem" is no subject: "Den
    # Theorieunterricht hält Frau Lindner" has Frau Lindner hold it)
    agent = second if _passive(between) or _oblique(toks, lo, names_) else first
    if subject_at is not None and lo < subject_at <= hi:
        agent = second  # (the object first: "Wurzelbehandlungen übernimmt Dr. Anna Kessler")
    return agent, rel


#: the copulas of the four Latin-script languages (and Chinese)
_COPULAS = frozenset(
    "is are was were es son era eran fue ist sind war waren est sont était étaient 是".split()
)


def _two_copulas(between: Sequence[str]) -> bool:
    """Two clauses that each say who someone is, joined by "and" ("Daniel Ortega es el
    adjunto, y la farmacéutica titular es Lucía Romero"): a copula names no agent, and
    the words between the names relate neither to the other."""
    joins = [i for i, t in enumerate(between) if t in _AND]
    return any(_COPULAS & set(between[:i]) and _COPULAS & set(between[i + 1 :]) for i in joins)


#: German articles of an accusative or dative noun, never of a subject
_OBLIQUE_ARTICLES = frozenset(["den", "dem", "einen", "einem"])


def _oblique(toks: Sequence[str], i: int, names_: set[str]) -> bool:
    """The party at ``i`` follows the German accusative or dative article that opens the
    sentence, maybe with nouns between ("Den Konkurrenten Northwind übernahm Contoso"): an
    object put first, not the subject. (Inside a sentence "den" may be a relative pronoun:
    "Jonas Keller, den Ulrike Brenner ausgebildet hat".)"""
    return 0 < i <= 3 and toks[0] in _OBLIQUE_ARTICLES and all(t in names_ for t in toks[1:i])


#: the words of a value's unit (canonical: "7,50 €" is "7.50 eur")
_VALUE_WORDS = CURRENCY_CODES | BOUND_MARKERS | frozenset("percent minute day days week weeks".split())
_BE = frozenset("is are was were be been being".split())
#: stems that never make a relation (names' neighbours, forms of "to be")
_NOT_RELATION = frozenset(stem(t) for t in _NOT_NAME | _COPULA)


#: per agent preposition: the passive auxiliaries of its language and the endings of a
#: participle before it (German puts the participle after the agent: none needed)
_PASSIVE_BY: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "by": (_BE, ("ed", "en", "wn", "ne", "ght", "lt")),
    "par": (
        frozenset("été est sont fut furent était étaient".split()),
        ("é", "ée", "és", "ées", "i", "ie", "is", "ies", "u", "ue", "us", "ues", "it", "ite", "t", "te"),
    ),
    "por": (
        frozenset("fue fueron es son sido era eran está están".split()),
        ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "to", "ta", "tos", "tas", "cho", "cha"),
    ),
    "von": (frozenset("wurde wurden worden wird werden ist sind war waren".split()), ()),
    "durch": (frozenset("wurde wurden worden wird werden ist sind war waren".split()), ()),
}


def _passive(between: Sequence[str]) -> bool:
    """ "was founded by", "a été racheté par", "fue comprada por", "wurde ... von": a
    passive auxiliary, then (but in German) a participle at most two words before the
    agent's preposition ("goals by United's Young" is not a passive)."""
    have = set(between)
    for by, (aux, endings) in _PASSIVE_BY.items():
        if by not in have:
            continue
        i = between.index(by)
        # a Romance participle right before the agent needs no auxiliary: "El Hotel
        # Miramar, fundado por Carmen Ortega", "le café, repris par Marc Petit"
        if by in _REDUCED and i > 0 and between[i - 1].endswith(_REDUCED[by]):
            return True
        if not (aux & have):
            continue
        if not endings:
            return True
        if any(t.endswith(endings) for t in between[max(0, i - 2) : i]):
            return True
        # the auxiliary nearest the agent, then the participle (any: "is run by", "was
        # held by") or a participle and a short adverbial: "was opened in 2006 by", "a
        # été rachetée en mars 2019 par", "a groomer who was hired in 2022 by"
        j = max((k for k, t in enumerate(between[:i]) if t in aux), default=-1)
        if j >= 0 and (
            i - j <= 2 or (i - j <= 6 and any(t.endswith(endings) for t in between[j + 1 : j + 3]))
        ):
            return True
    return False


#: the participle endings before "por" and "par" that make a passive without an auxiliary
_REDUCED = {
    "por": ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"),
    "par": ("é", "ée", "és", "ées"),
}


def order_swap(claim: str, sentences: Iterable[str]) -> tuple[str, str] | None:
    """Two names the claim relates by a word that one of ``sentences`` relates the
    other way round (agent and patient exchanged)."""
    if len(names(claim)) < 2:
        return None  # two names or none to swap
    sentences = list(sentences)
    lower = lower_words([claim, *sentences])
    claim_names = sorted(names(claim, lower))
    cap: set[str] | None = None  # German nouns too: not relations (read when needed)
    claim_words = words(claim)
    for s in sentences:
        sent_words = words(s)
        in_sentence = set(sent_words)
        present = [n for n in claim_names if n in in_sentence]
        for i, a in enumerate(present):
            for b in present[i + 1 :]:
                if cap is None:
                    cap = names(" ".join([claim, *sentences]), lower)
                mine = _relation(claim_words, a, b, cap, titled_after_verb(claim, claim_words))
                theirs = _relation(sent_words, a, b, cap, titled_after_verb(s, sent_words))
                if mine is None or theirs is None or not (mine[1] & theirs[1]):
                    continue
                if mine[0] != theirs[0]:
                    return mine[0], theirs[0]
    return None
