"""Atomic claims: sentences (pysbd), then the statements inside them.

Not every sentence is a claim: polite openers ("Sure!"), closing courtesies, questions
back to the user and standalone hedges are set aside, and an attribution or hedge in
front of a statement ("According to the policy, ...", "As far as I know, ...") is removed
and the statement kept (:mod:`ragmeter.text.discourse`). :func:`claim_split` returns
the claims with what was set aside, so a judge can say what it did not judge.

A sentence is cut where it joins statements that stand alone: ``;``, ", and/but/while"
between clauses, and Korean/Chinese clause connectives. A non-restrictive relative
clause stays with its subject: ", which is based in Portland, Maine" after "Omar Haddad
founded Brightwater Kayaks" becomes "Brightwater Kayaks is based in Portland, Maine."
(the antecedent is the proper name or noun phrase just before the comma); a clause
that cannot be rewritten that way (", which Anna Weber founded in 1998,": the
antecedent is its object) keeps the sentence whole. Every cut keeps both halves only
when each still has content of its own, so a claim is never a fragment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ragmeter.text.answered import subject_answer
from ragmeter.text.canon import canonical
from ragmeter.text.clauses import FUNCTION_WORDS
from ragmeter.text.discourse import Aside, SetAside, aside_kind, strip_frame
from ragmeter.text.lang import language
from ragmeter.text.quantities import is_unit
from ragmeter.text.questions import bare_reply
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import content_tokens, normalize

__all__ = ["ClaimSplit", "claim_split", "claims", "is_short", "split_sentence", "with_question"]

_MIN_CLAIM_TOKENS = 2

_CLAUSE_SPLIT = re.compile(
    r";\s+"
    # (not before a clause of what then follows: ", and then ticket holders get ...")
    r"|,\s+(?:and|but|while|whereas|although|though)\s+(?=[a-z])"
    r"(?!then\b|in (?:that|this|which) case\b|if so\b)"
    r"|,\s*(?:그리고|하지만|그러나|또한)\s*"
    r"|(?<=[가-힣])(?:고|며|지만|으나)\s*,\s*"
    r"|[，,]\s*(?:而且|但是|但|并且|同时|此外)"
    r"|；"
)
#: a right half that only adds to the left half's predicate ("..., and the attic room
#: too", "..., but not the attic room") is no statement of its own: the sentence stays whole
_ELLIPTICAL = re.compile(
    r"^(?:(?:not|also|even)\s+)?(?:[\w'’-]+\s+){0,4}?[\w'’-]+\s+(?:too|as well|either|included)[.!]?$"
    r"|^not\s+(?:[\w'’-]+\s+){0,4}?[\w'’-]+[.!]?$"
    # (the rest, the state said yes to: "an allen anderen Tagen schon", "les autres jours, si")
    r"|^(?:[\w'’-]+[\s,]+){1,8}(?:schon|doch|si|sí)[.!]?$",
    re.IGNORECASE,
)
#: a right half about the rest of a set the left half names ("children under 10 ride
#: free; everyone else pays €3", "alle anderen zahlen 3 €", "les autres paient 3 €", "los
#: demás pagan 3 €", "其他人", "나머지"): it means nothing without the left half, which stays
_COMPLEMENT = re.compile(
    r"^(?:(?:but|and|aber|und|mais|et|pero|y)\s+)?(?:everyone else|everybody else|anyone else|all others"
    r"|all the others|the others|the rest|alle anderen|alle übrigen|die anderen|die übrigen|les autres"
    r"|tous les autres|toutes les autres|le reste|los demás|las demás|todos los demás|todas las demás"
    r"|el resto|los otros|las otras)(?![\w'’])|^(?:其他人|其余|其他的|나머지|그 외|그 밖의)",
    re.IGNORECASE,
)
#: a left half that excepts or denies (the exception readings read such a pair clause by
#: clause: "Only the three plots by the gate have no tap; all the others have one")
_EXCEPTS = re.compile(
    r"(?<![\w'’])(?:only|not|no|never|except|nur|nicht|kein\w*|außer|seul\w*|uniquement|ne|n'|n’|pas|sauf"
    r"|solo|sólo|nunca|salvo|excepto|closed|geschlossen|fermée?s?|cerrad[oa]s?)(?![\w'’])"
    r"|없|않|안 |못|제외|쉬|휴무|휴관|不|没|只|除|休息|关门",
    re.IGNORECASE,
)
_KO_CONNECTIVE = re.compile(r"(?<=[가-힣])(?:고|며)\s*,\s*")
# Wrappers around a statement that assert nothing themselves.
# "No", "so", "well", "right" and "true" are wrappers only before a punctuation mark:
# "No, it is closed" but "No student has to ..." (a quantifier), "Well water is ...".
_LEAD = re.compile(
    r"^(?:(?:(?:yes|yeah|yep|nope|oh|ok|okay|sure|actually|indeed|hmm+|wow|"
    r"haha|lol|also|exactly|absolutely|definitely|of course)\b[\s,.!:;-]*)"
    # (a hyphen only as a dash: "Non-members", "No-show", "Well-known" are words)
    r"|(?:(?:no|well|right|so|true|ja|nein|doch|genau|oui|non|si|sí|nah)\s*(?:[,.!:;]|-+(?=\s))[\s,.!:;-]*)"
    r"|(?:(?:네|예|아니요|아뇨|아니오|是的|是|对|不是|不可以|不需要|不[\u4e00-\u9fff]?|能|可以|有|没[\u4e00-\u9fff]?)"
    r"\s*[,，.。!！][\s,，.。!！]*))+",
    re.IGNORECASE,
)
_DID_YOU_KNOW = re.compile(r"^(?:did|do) you know(?: that)?[\s,]+", re.IGNORECASE)
# ", which/who/whose ..." (a relative clause) or ", a/an/the ..." (an apposition)
_RELATIVE = re.compile(r",\s+(which|who|whose|a|an|the|qui|que)\s+")
#: French "qui" and Spanish "que" followed by a verb are subject relatives; rewritten
#: only onto a proper name ("Eau Claire Kayaks, qui est basée à Annecy")
_ROMANCE = frozenset({"qui", "que"})
_ROMANCE_OBJECT = re.compile(
    r"(?:el|la|los|las|lo|un|una|le|les|l'|il|elle|ils|elles|on|nous|vous|je|tu|él|ella|ellos|ellas|yo|se|ne|"
    r"[A-ZÀ-ÖØ-Þ]\w*)\b"
)
#: the clause ends at a comma followed by a lower-case word (the main clause goes on:
#: "Marie Curie, who was born in Warsaw, won ..."); "Portland, Maine" stays inside
_CLAUSE_END = re.compile(r",\s+(?=[a-z])")
#: after "which"/"who", a determiner, pronoun or name means the antecedent is the
#: clause's object ("which Anna Weber founded"): no simple rewrite, keep the sentence
_OBJECT_START = re.compile(
    r"(?:the|a|an|this|that|these|those|he|she|it|they|we|you|i|his|her|its|their|our|my|your|[A-Z]\w*)\b"
)
#: an object relative we can rewrite: a name or personal pronoun, then its verb
#: ("Anna Weber founded in 1998" -> "Anna Weber founded <antecedent> in 1998")
_OBJECT_CLAUSE = re.compile(
    r"((?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*|he|she|they|we|I)\s+"
    r"((?:(?:had|has|have|was|were|is|will|would|could|did|does|do|can|may|might|must|should)\s+)*[a-z][\w'’-]*)"
    r"(.*)$",
    re.S,
)
_ARTICLES = frozenset({"a", "an", "the"})
#: an apposition is a noun phrase: a verb or a clause inside means it is something else
_NOT_APPOSITION = re.compile(
    r"\b(?:being|having|who|which|that|while|is|are|was|were|has|have|had|will|would|can|could)\b|\w+ing\b"
)
_PRONOUN_START = re.compile(r"^(?:he|she|it|they|we|i|you|this|that)\b", re.IGNORECASE)
_FUNCTION = re.compile(
    r"\b(?:a|an|the|of|in|on|at|to|by|for|with|from|is|was|are|were|has|had|have|and|that|"
    r"founded|owns|owned|runs|ran|built|bought|sold|visited|met|joined|hired|moved|lives|lived)\b",
    re.IGNORECASE,
)
_PROPER_TAIL = re.compile(
    r"(?:[A-Z][\w'’&.-]*(?:\s+(?:of|de|la|van|von|der|the|and|&)\s+|\s+))*[A-Z][\w'’&.-]*$"
)


@dataclass(frozen=True, slots=True)
class ClaimSplit:
    """The claims of a text, in order, and what of it was set aside unjudged."""

    claims: tuple[str, ...]
    set_aside: tuple[SetAside, ...] = ()

    def note(self) -> str:
        """``not judged: 'Sure!' (polite opener); ...`` or ``""`` when nothing was set aside."""
        if not self.set_aside:
            return ""
        shown = "; ".join(a.describe() for a in self.set_aside[:5])
        more = f"; and {len(self.set_aside) - 5} more" if len(self.set_aside) > 5 else ""
        return f"{len(self.set_aside)} part(s) of the text not judged as claims: {shown}{more}"


def _enough(text: str) -> bool:
    return len(content_tokens(text)) >= _MIN_CLAIM_TOKENS


def _recase(out: str, original: str) -> str:
    return out[:1].upper() + out[1:] if out[:1].islower() and original[:1].isupper() else out


def _unwrap(sentence: str) -> str:
    """Remove conversational wrappers; a bare "Did you know X?" asserts X."""
    out = sentence
    for _ in range(3):
        new = _DID_YOU_KNOW.sub("", _LEAD.sub("", out)).strip()
        if new == out:
            break
        out = new
    if not _enough(out):
        return sentence
    if out != sentence and out.endswith("?"):
        out = out[:-1].rstrip() + "."
    return _recase(out, sentence)


_TWO_NAMES = re.compile(
    r"(?!(?:El|La|Le|Les|Los|Las|Un|Une|Una|L')\b)[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)+"
)


def _antecedent(head: str) -> str:
    """The noun phrase a relative clause hangs on: a proper name at the end of the
    head ("Brightwater Kayaks"), else the words after its last article, preposition
    or common verb (at most four)."""
    words = head.split()
    proper = _PROPER_TAIL.search(head)
    if proper and proper.start() > 0:
        return proper.group(0)
    cut = 0
    for m in _FUNCTION.finditer(head):
        # keep an article with its noun ("the shop"), cut after anything else
        article = m.group(0).lower() in _ARTICLES
        cut = len(head[: m.start()].split()) if article else len(head[: m.end()].split())
    tail = words[cut:] or words[-3:]
    return " ".join(tail[-4:])


def _is_noun_phrase(head: str) -> bool:
    """No preposition, verb or pronoun subject we know: "The Sonnenkorn bakery"."""
    if len(head.split()) > 5 or _PRONOUN_START.match(head.strip()):
        return False
    return all(m.group(0).lower() in _ARTICLES for m in _FUNCTION.finditer(head))


def _relative(sentence: str) -> list[str]:
    m = _RELATIVE.search(sentence)
    if not m:
        return [sentence]
    word = m.group(1)
    head = sentence[: m.start()]
    after = sentence[m.end() :]
    end = _CLAUSE_END.search(after)
    body, rest = (after[: end.start()], after[end.end() :]) if end else (after, "")
    main = (head + (" " + rest if rest else "")).strip()
    if main and main[-1] not in ".!?":
        main += "."
    # a clause in the middle hangs on the whole subject before it ("The bakery, which ...,
    # is in Hamburg"); one at the end on the noun phrase that ends the head
    subject = head.strip() if rest and _is_noun_phrase(head) else _antecedent(head)
    if word in _ROMANCE:
        proper = _PROPER_TAIL.search(head)
        # (at the start of the sentence a capital says a name only where two words have one:
        # "Patinete Ya, que alquila ..."; "El museo, que ..." is no name)
        opening = proper is not None and proper.start() == 0 and not _TWO_NAMES.fullmatch(proper.group(0))
        if proper is None or opening or (word == "que" and _ROMANCE_OBJECT.match(body)):
            return [sentence]
        clause = f"{proper.group(0)} {body.strip()}"
    elif word in ("which", "who") and _OBJECT_START.match(body):
        # "which Anna Weber founded in 1998": the antecedent is the object
        obj = _OBJECT_CLAUSE.match(body)
        if obj is None:
            return [sentence]
        np = subject[:1].lower() + subject[1:] if subject.split()[0] in ("The", "A", "An") else subject
        clause = f"{obj.group(1)} {obj.group(2)} {np}{obj.group(3)}"
    elif word == "whose":
        clause = f"{subject}'s {body.strip()}"
    elif word in ("a", "an", "the"):
        # (the Spanish or French "a" is a preposition: "se fabricó en Japón, a cargo de ...")
        foreign = language(sentence.lower()) not in (None, "en")
        if len(body.split()) > 8 or _NOT_APPOSITION.search(body) or foreign:
            return [sentence]  # ", the other two being ...": not a noun phrase about the subject
        clause = f"{subject} is {word} {body.strip()}"
    else:
        clause = f"{subject} {body.strip()}"
    clause = clause.strip().rstrip(" .") + "."
    if not (_enough(main) and _enough(clause)):
        return [sentence]
    return [main, _recase(clause, sentence)]


def _rest_of(left: str, right: str) -> bool:
    """``right`` speaks of the rest of a set ``left`` names, which neither excepts nor
    denies (:data:`_COMPLEMENT`): one statement."""
    return _COMPLEMENT.match(right) is not None and _EXCEPTS.search(left) is None


def split_sentence(sentence: str) -> list[str]:
    """The claims of one sentence (its frames, such as an attribution, removed)."""
    return list(_split(sentence)[0])


def _split(sentence: str) -> tuple[list[str], tuple[SetAside, ...]]:
    framed, removed = strip_frame(sentence.strip())
    sent = _unwrap(framed)
    # a Korean clause that ends in a connective is a statement of its own in the plain
    # form ("빌릴 수 있고, ..." -> "빌릴 수 있다"; "55,000원이고, ..." -> "55,000원이다")
    split = _KO_CONNECTIVE.sub("다; ", sent) if "," in sent and _KO_CONNECTIVE.search(sent) else sent
    parts = [p.strip(" ,;，；") for p in _CLAUSE_SPLIT.split(split)]
    parts = [p for p in parts if p]
    if not (
        len(parts) > 1
        and all(_enough(p) and not _ELLIPTICAL.match(p) and not _rest_of(parts[0], p) for p in parts[1:])
        and _enough(parts[0])
    ):
        parts = [sent]
    elif split is not sent:
        parts = [p + "." if p.endswith("다") else p for p in parts]
    out: list[str] = []
    for p in parts:
        out.extend(_relative(p))
    return [p for p in out if content_tokens(p)], removed


@lru_cache(maxsize=4096)
def claim_split(text: str) -> ClaimSplit:
    """The claims of a text and what was set aside: whole sentences that are openers,
    closers, questions back to the user or hedges, and frames removed in front of a
    statement."""
    if not text or not text.strip():
        return ClaimSplit(())
    found: list[str] = []
    aside: list[SetAside] = []
    for s in sentences(text):
        kind = aside_kind(s)
        if kind is not None:
            aside.append(SetAside(s, kind))
            continue
        parts, removed = _split(s)
        # (a bare yes or no left when a frame is taken off: "아마 가능할 거예요.")
        found.extend(p for p in parts if not bare_reply(p))
        aside.extend(removed)
        aside.extend(SetAside(p, Aside.REPLY) for p in parts if bare_reply(p))
    return ClaimSplit(tuple(found), tuple(aside))


def claims(text: str) -> list[str]:
    """Atomic claims of a text, in order."""
    return list(claim_split(text).claims)


#: a text with at most this many content words (one sentence) is short: a bare name,
#: number or phrase that means something only as the answer to its question
SHORT_CONTENT_WORDS = 5
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


def is_short(text: str) -> bool:
    """A bare answer ("Anna Weber.", "14 days.", "캔버라입니다.", "堪培拉。"): one sentence
    of at most :data:`SHORT_CONTENT_WORDS` content words (two Han characters count as
    one word)."""
    if len(sentences(text)) > 1:
        return False
    # (a German, French or Spanish function word is no content word here, and a clock
    # time is one: "A las 7:20 del día siguiente.", "Le lendemain à 10 h 20.")
    toks = [t for t in content_tokens(text) if t not in FUNCTION_WORDS and t not in _NO_WORD]
    clocks = len(_CLOCK.findall(canonical(normalize(text))))  # (its minutes are no word of their own)
    han = sum(1 for t in toks if _HAN.fullmatch(t))
    return (len(toks) - han - clocks) + (han + 1) // 2 <= SHORT_CONTENT_WORDS


#: no word of a short answer's own: "à", and the half of the day after a time ("8 p.m.")
_NO_WORD = frozenset({"à", "a.m", "p.m", "am", "pm"})
_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?![\d:])")


def with_question(question: str, text: str) -> str:
    """A short text read as the answer to its question, as one sentence
    ("What is the capital of Australia: Canberra."); "Nothing." to a question of a price
    is "free" ("Was kostet ein Hörtest: kostenlos.")."""
    q = question.strip().rstrip("?？ ").lstrip("¿¡ ").strip()
    answer = text.strip()
    nothing = _NOTHING.fullmatch(answer.lower().rstrip(".!。 "))
    if nothing is not None and _PRICE_ASKED.search(q.lower()):
        # (without the verb of the price, which would say it costs: "ein Hörtest: kostenlos.")
        answer = _FREE_WORD[nothing.group(0)]
        q = " ".join(_PRICE_ASKED.sub(" ", q.lower()).split())
    return f"{q}: {answer}" if q else answer


#: a bare "nothing" in four languages, and the word for "free" in each
_FREE_WORD = {"nothing": "free.", "nichts": "kostenlos.", "rien": "gratuit.", "nada": "gratis."}
_NOTHING = re.compile("|".join(_FREE_WORD))
_PRICE_ASKED = re.compile(
    r"\b(?:cost|costs|price|fee|how much|kostet|kosten|preis|wie viel|coûte|prix|combien|cuesta|cuánto"
    r"|precio)"
)


#: what a question counts ("How many hours ...", "Wie viele Stunden", "combien de nuits",
#: "cuántas horas", "몇 시간", "几个小时", "多少天")
_COUNTED = re.compile(
    r"\b(?:how many|wie viele|combien d(?:e |')|cuánt[oa]s)\s*([^\W\d_]+)"
    r"|몇\s?([가-힣]+?)(?:을|를|이|가|은|는|\s|$)|(?:几|多少)个?(小时|天|晚|周|个月|年|分钟|人|次)",
    re.IGNORECASE,
)
#: a bare count: digits or one number word, nothing else
_BARE_COUNT = re.compile(r"^\s*([^\W_]+)\s*[.!。]?\s*$")


def counted_answer(question: str, answer: str) -> str:
    """A bare number answering "how many" of a unit read with that unit ("Vier." to "Wie
    viele Stunden muss man buchen?" is "Vier Stunden.", which a reference in minutes
    states); any other answer as written."""
    bare = _BARE_COUNT.match(answer)
    if bare is None or not canonical(normalize(bare.group(1)))[:1].isdigit():
        return answer
    m = _COUNTED.search(question)
    if m is None:
        return answer
    unit = next(g for g in m.groups() if g)
    if not is_unit(unit.lower()):
        return answer  # a count of things ("Ten." for "How many places"): the number says it
    joiner = "" if _HAN.match(unit) else " "
    return f"{bare.group(1)}{joiner}{unit}."


def answer_premise(question: str, answer: str) -> tuple[str, str, bool]:
    """The answer as answer_correctness reads a reference against it: ``(said, premise,
    short)``, where ``said`` is :func:`counted_answer`'s reading, ``short`` whether the
    answer is short for its question, and ``premise`` a short answer read as the answer to
    its question ("Canberra." to "What is the capital of Australia: Canberra."; a name
    put in the subject slot of "who": "Park Junho has run Hansang since 2021."), else
    ``said``."""
    said = counted_answer(question, answer)
    short = bool(question.strip()) and is_short(answer)
    if not short:
        return said, said, False
    return said, subject_answer(question, said) or with_question(question, said), True
