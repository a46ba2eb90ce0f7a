"""Modality: what a claim says one must, should or may do, against what the premise says
("must" for "may", "required" for "recommended, but not required"), in English, German,
French, Spanish, Korean and Chinese. Moved out of :mod:`.roles`, which re-exports
:func:`modality_conflict`."""

from __future__ import annotations

import re

from ragmeter.judges.offline.content_words import content_stems as _stems
from ragmeter.text.clauses import clauses as split_clauses
from ragmeter.text.inflection import stem_in
from ragmeter.text.tokenize import normalize

__all__ = ["modality_conflict"]


# ------------------------------------------------------------------ modality
_OBLIGATION, _ADVICE, _PERMISSION = "obligation", "recommendation", "permission"
#: auxiliaries (they govern the words after them) and predicates (the clause), per class
_AUX = {
    _OBLIGATION: "must|have to|has to|had to|need to|needs to|required to|obliged to|shall|muss|müssen|musst|"
    "doit|doivent|devez|devons|dois|debe|deben|debes|tiene que|tienen que|hay que|il faut|obligatoirement"
    "|unbedingt|반드시|务必|一定要"
    # (a duty, not a condition nor a length of time: "须年满8周岁", "需要一天")
    "|(?<![无必])须(?=[\u4e00-\u9fff])(?![知年满一二两三四五六七八九十半几数])"
    "|(?<![不无])需要(?=[\u4e00-\u9fff])(?![年满一二两三四五六七八九十半几数约大])",
    _ADVICE: "should|ought to|sollte|sollten|sollst|devrait|devraient|debería|deberían|最好",
    _PERMISSION: "may|can|could|allowed to|permitted to|able to|free to|darf|dürfen|kann|können|"
    "peut|peuvent|pouvez|puede|pueden|puedes|可以|允许|能够|可(?!能|是|见|靠|爱|怕|惜)",
}
#: Korean endings: they govern the words before them ("통보를 해야", "해지할 수 있")
_AUX_BEFORE = {
    _OBLIGATION: "해야|어야|아야|하여야|야 ?(?:합니|한다|해요|하며|하고|함|됩니|된다|돼요)",
    _PERMISSION: "수 ?있|도 ?(?:됩니|된다|돼요|되며|되고|됨)",
}
_PREDICATE = {
    _OBLIGATION: "required|mandatory|compulsory|obligatory|erforderlich|pflicht|verpflichtend|vorgeschrieben|"
    "obligatoire|obligatorio|obligatoria|필수|의무|必须|必需|务必|强制",
    _ADVICE: "recommended|advised|encouraged|suggested|recommend|recommends|empfohlen|empfiehlt|empfehlen|"
    "recommandé|recommandée|conseillé|recommande|recommandons|recommandent|recomendado|recomendada|"
    "recomendable|recomienda|recomiendan|recomendamos|권장|권고|추천|建议|推荐",
    _PERMISSION: "optional|voluntary|permitted|allowed|freiwillig|optional|facultatif|facultative|optionnel|"
    "opcional|permitido|(?<!불)가능|선택|허용|可选",
}
_NEGATED_OBLIGATION = re.compile(
    r"\b(?:not|no|never|don't|doesn't|isn't|aren't|nicht|kein|keine|pas|no es|no son)\s+"
    r"(?:(?:have|has|need|needs|be|necessarily|strictly)\s+)?(?:to\s+)?"
    r"(?:required|mandatory|compulsory|obligatory|erforderlich|pflicht|verpflichtend|vorgeschrieben|obligatoire|"
    r"obligatorio|obligatoria|necessary|needed|nötig|notwendig|nécessaire|necesario|necesaria)(?:e|s|es|n|en)?"
    r"|\bno (?:hace|hacen) falta"
    r"|필수(?:가|는)? ?아(?:니|닙)|의무(?:가|는)? ?아(?:니|닙)"
    r"|不必|不需要|非必须|无需|不(?:作|是|属|予)?强制|非强制|并非必须|不是必须"
)
_LATIN = re.compile(r"[a-zà-ÿ' ]+")


def _compile(table: dict[str, str], inflected: bool = False) -> list[tuple[str, re.Pattern[str]]]:
    """``inflected``: a Latin word may take a plural or gender ending ("obligatoires",
    "recomendados", "empfohlene")."""
    ending = "(?:e|s|es|n|en)?" if inflected else ""
    out = []
    for cls, pat in table.items():
        latin = "|".join(p for p in pat.split("|") if _LATIN.fullmatch(p))
        other = "|".join(p for p in pat.split("|") if not _LATIN.fullmatch(p))
        parts = [rf"(?<![\w'’])(?:{latin}){ending}(?![\w]|['’]t)"] if latin else []
        parts += [f"(?:{other})"] if other else []
        out.append((cls, re.compile("|".join(parts))))
    return out


_AUX_RE = _compile(_AUX)
_AUX_BEFORE_RE = _compile(_AUX_BEFORE)
_PREDICATE_RE = _compile(_PREDICATE, inflected=True)
_ANY_MARKER = re.compile("|".join(rx.pattern for _, rx in (*_AUX_RE, *_PREDICATE_RE)))
#: the content words after an auxiliary that it governs
GOVERNED = 3

Marker = tuple[str, str, "frozenset[str] | None"]  # (class, words, governed stems or None)


def _markers(text: str) -> list[Marker]:
    t = normalize(text)
    out: list[Marker] = [(_PERMISSION, m.group(0), None) for m in _NEGATED_OBLIGATION.finditer(t)]
    t = _NEGATED_OBLIGATION.sub(" ", t)
    for cls, rx in _AUX_RE:
        for m in rx.finditer(t):
            rest = t[m.end() :]
            if rest.lstrip().startswith(("not ", "nicht ", "pas ")):
                continue  # "must not", "may not": a negation, the negation check's business
            if cls == _OBLIGATION and _CONDITION.match(rest):
                continue  # a condition, no duty: "müssen mindestens 8 Jahre alt sein" is "dürfen ab 8"
            # (its first words only: stemming the whole rest for every auxiliary made a long
            # text with many of them quadratic)
            if m.group(0) in _GERMAN_MODALS:
                # a German modal governs its clause up to the verb at its end ("Versicherte
                # können den Zusatzbaustein für 14,90 € im Monat hinzubuchen"), and what is put
                # before it ("ein eigenes Handtuch dürfen sie mitbringen")
                before = _CLAUSE_END.split(t[max(0, m.start() - _BEFORE_CHARS) : m.start()])[-1]
                # (past an aside between commas: "müssen, wie alle anderen auch, die
                # Schwimmweste tragen")
                after = _DE_ASIDE.sub(" ", _head(rest), count=1)
                gov = frozenset(_stems(before + " " + _CLAUSE_END.split(after, maxsplit=1)[0])) - _MEASURES
            else:
                # (up to its clause's end: "반드시 지참해야 하며, 예약은 ..." governs no booking)
                gov = frozenset(_stems(_CLAUSE_END.split(_head(rest), maxsplit=1)[0])[:GOVERNED])
            if not gov:
                # a modal at the end of its clause governs the words before it (a German
                # subordinate clause: "..., den Versicherte hinzubuchen müssen.")
                gov = frozenset(_stems(t[max(0, m.start() - 10 * GOVERNED) : m.start()])[-GOVERNED:])
            out.append((_restricted(cls, t, m.start(), m.end()), m.group(0), gov - _KO_LIGHT))
    blank = _blank(t)  # (the words before a Korean ending, without "반드시" or "꼭")
    for cls, rx in _AUX_BEFORE_RE:
        for m in rx.finditer(t):
            gov = frozenset(_stems(blank[max(0, m.start() - 16) : m.start()])[-2:])
            out.append((_restricted(cls, t, m.start(), m.end()), m.group(0), gov - _KO_LIGHT))
    for cls, rx in _PREDICATE_RE:
        out.extend((cls, m.group(0), None) for m in rx.finditer(t))
    return out


#: Korean light verbs, which govern nothing of their own ("예약을 하고": the booking)
_KO_LIGHT = frozenset("하 해 하고 할 한 합 하여 해서".split())


#: a bound on the doer after "must" ("must be at least 8 years old", "müssen mindestens 8
#: Jahre alt sein", "doivent avoir au moins 8 ans", "deben tener al menos 8 años")
_CONDITION = re.compile(
    r"\s*(?:be |sein |être |avoir |tener |ser )?"
    r"(?:at least |over |mindestens |über |au moins |plus de |al menos |más de )?\d"
)


#: the base units of the canonical forms: a weight or a length relates no two actions
#: ("darf ... 800000 gram wiegen" and "Fahrzeuge über 7500000 gram müssen ... gebucht werden")
_MEASURES = frozenset(("gram", "metre", "millilitre", "minute", "watt", "atmost", "atleast"))

_GERMAN_MODALS = frozenset("muss müssen musst darf dürfen kann können sollte sollten sollst".split())
_CLAUSE_END = re.compile(r"[,.;:!?](?=\s|$)")
#: an aside between commas right after a modal ("müssen, wie alle anderen auch, ...")
_DE_ASIDE = re.compile(r"^\s*,[^,.;:!?]{1,60},")
#: how far before a German modal its clause is read (a bounded window)
_BEFORE_CHARS = 120
#: the words of a text after an auxiliary read for what it governs: enough for
#: :data:`GOVERNED` content words after any run of function words a sentence has
GOVERNED_WINDOW = 40


#: a permission limited by "only" is a duty of what it allows ("may only paddle with an
#: adult" is "must paddle with an adult"): "only" after the auxiliary ("dürfen nur", "ne
#: peuvent pagayer qu'en") or before it ("solo pueden", "2인승만 탈 수 있다")
_RESTRICTION = "restriction"
_ONLY = r"(?:only|nur|solo|sólo|solamente|únicamente|seulement|uniquement)"
_ONLY_AFTER = re.compile(rf"\s*(?:[^\s.,;]+\s+){{0,3}}?{_ONLY}(?![\w'])")
#: a number right after "only" ("may only bring two guests"): a bound, no duty
_AMOUNT = re.compile(
    r"\s*(?:\d|one|two|three|four|five|ein|eine|einen|zwei|drei|vier|fünf|un|une|deux|trois|quatre|cinq"
    r"|uno|una|dos|tres|cuatro|cinco)\b"
)
#: the French "ne ... que" around the auxiliary
_NE = re.compile(r"(?<![\w'])n(?:e\s+|')$")
_QUE = re.compile(r"\s*(?:[^\s.,;]+\s+){0,3}?qu(?:e\s|')")
_ONLY_BEFORE = re.compile(rf"{_ONLY}\s+$|만\s+\S+\s+$")


def _restricted(cls: str, text: str, start: int, end: int) -> str:
    """``cls``, or :data:`_RESTRICTION` for a permission limited by "only"."""
    if cls != _PERMISSION:
        return cls
    before = text[max(0, start - 12) : start]
    only = _ONLY_AFTER.match(text, end) or (_QUE.match(text, end) if _NE.search(before) else None)
    if only is not None and _AMOUNT.match(text, only.end()):
        return cls  # "dürfen nur 2 Gäste mitbringen": a bound on how many, no duty
    return _RESTRICTION if only is not None or _ONLY_BEFORE.search(before) else cls


def _same_class(a: str, b: str) -> bool:
    """Two modalities that agree: the same, or a restriction and a duty or permission."""
    return a == b or (_RESTRICTION in (a, b) and {a, b} <= {_RESTRICTION, _OBLIGATION, _PERMISSION})


def _head(text: str) -> str:
    """The first :data:`GOVERNED_WINDOW` words of ``text``, and at most ten characters a
    word (Chinese and Japanese write no spaces)."""
    return " ".join(text.split(None, GOVERNED_WINDOW)[:GOVERNED_WINDOW])[: 10 * GOVERNED_WINDOW]


def modality_conflict(claim: str, sentence: str) -> tuple[str, str] | None:
    """(claim words, premise words): the claim says must / should / may where the
    sentence says another of them for the same action (an auxiliary: the words it
    governs overlap) or for the clause (a predicate such as "required", "optional")."""
    mine = _markers(claim)
    if not mine:
        return None
    theirs = _markers(sentence)
    parts = _premise_parts(sentence)
    mine_parts = [(normalize(c), _markers(c)) for c in split_clauses(claim)]
    for cls, said, gov in mine:
        # an auxiliary meets the auxiliaries governing the same words, and the
        # predicates of a clause that has those words ("반드시 이수해야" against
        # "이수는 권장 사항이며"; not "allowed" of "allowed if they are kept on a leash")
        related = (
            _nearest_clause(_own_clause(said, normalize(claim), mine_parts), parts) or theirs
            if gov is None
            else _governed(gov, theirs, parts)
        )
        advised = any(m[0] == "recommendation" and m[2] is None for m in theirs)
        if (
            not related
            and advised
            and gov is not None
            and 2 * len(gov & set(_stems(normalize(sentence)))) >= len(gov)
        ):
            # the premise's predicates of a sentence whose infinitive the claim's auxiliary
            # governs ("Visitors are recommended, but not required, to bring their own towel")
            related = [m for m in theirs if m[2] is None]
        if related and not any(_same_class(m[0], cls) for m in related):
            return said, related[0][1]
    return None


def _governed(
    gov: frozenset[str], theirs: list[Marker], parts: list[tuple[set[str], list[Marker]]]
) -> list[Marker]:
    """The premise's markers of the words an auxiliary of the claim governs: the
    auxiliaries that govern most of them, and the predicates of a clause with most of
    them; a clause with more of them than any auxiliary governs speaks of them alone
    ("You must show the registration; the old report is not necessary")."""
    auxiliaries = _closest(gov, theirs)
    shared = max((len(m[2] & gov) for m in auxiliaries if m[2] is not None), default=0)
    predicates = [
        (len(gov & own), m) for own, ms in parts if 2 * len(gov & own) >= len(gov) for m in ms if m[2] is None
    ]
    if predicates and max(n for n, _ in predicates) > shared:
        return [m for _, m in predicates]
    if not auxiliaries and not predicates:
        # the one clause that shares a word with them, and says it with a predicate
        # ("obligatoirement prendre rendez-vous" of "la prise de rendez-vous est conseillée
        # mais pas obligatoire")
        sharing = [ms for own, ms in parts if gov & own]
        if len(sharing) == 1:
            return [m for m in sharing[0] if m[2] is None]
    return auxiliaries + [m for _, m in predicates]


def _closest(gov: frozenset[str], theirs: list[Marker]) -> list[Marker]:
    """The auxiliaries of ``theirs`` that govern most of ``gov``: of "Patients must bring
    their referral letter, and they may bring their own towel", "may" is the one of
    "bring their own towel" (both govern "bring")."""
    shared = [(len(m[2] & gov), m) for m in theirs if m[2] is not None and m[2] & gov]
    most = max((n for n, _ in shared), default=0)
    return [m for n, m in shared if n == most]


def _own_clause(said: str, claim: str, parts: list[tuple[str, list[Marker]]]) -> set[str]:
    """The words of the claim's clause that says ``said`` (a predicate of modality),
    without their words of modality ("appointments are recommended" of "Appointments are
    recommended but not required")."""
    own = next((c for c, ms in parts if any(m[1] == said for m in ms)), claim)
    return set(_stems(_blank(own)))


def _nearest_clause(mine: set[str], parts: list[tuple[set[str], list[Marker]]]) -> list[Marker]:
    """The markers of the premise clauses that share most words with the claim: a
    predicate of the claim ("必须", "required") meets the modality of the clause it
    restates ("..., 也可以自带毛巾" for "患者必须自带毛巾"); none where they have none."""
    shared = [(sum(stem_in(w, own) for w in mine), ms) for own, ms in parts]
    most = max((n for n, _ in shared), default=0)
    return [m for n, ms in shared if n == most and n for m in ms]


def _blank(text: str) -> str:
    """``text`` with its words of modality blanked out (the same length: positions hold)."""
    return _ANY_MARKER.sub(lambda m: " " * len(m.group(0)), text)


def _premise_parts(sentence: str) -> list[tuple[set[str], list[Marker]]]:
    """(words, markers) of each clause of ``sentence``; a clause with no words but its
    modality ("..., but not mandatory") speaks of the clause before it and joins it."""
    out: list[tuple[set[str], list[Marker]]] = []
    for c in split_clauses(sentence):
        own, ms = set(_stems(_blank(normalize(c)))), _markers(c)
        if out and not own:
            out[-1][1].extend(ms)
            continue
        out.append((own | set(_stems(c)), ms))
    return out
