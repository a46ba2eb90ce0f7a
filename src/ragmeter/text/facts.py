"""Checkable facts inside text: numbers, named entities, refusals, negations.

Refusal detection lives in :mod:`ragmeter.text.refusal` (re-exported here).

These are the details lexical overlap misses: "costs 25 dollars" shares most words with
"costs 10 dollars", but the number is invented.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragmeter.text.abbrev import ENTITY_ALIASES, TITLE_WORDS, expand_acronyms
from ragmeter.text.canon import NUMBER_WORDS, TENS_WORDS, canonical
from ragmeter.text.dates import AMBIGUOUS_DATE
from ragmeter.text.discourse import aside_kind
from ragmeter.text.numwords import BARE_ONLY, EUROPEAN_WORDS
from ragmeter.text.refusal import is_refusal
from ragmeter.text.tokenize import TOKEN, normalize, words
from ragmeter.text.weekdays import DAY_WORDS

__all__ = [
    "entities",
    "german_head_noun",
    "german_noun",
    "has_negation",
    "is_refusal",
    "names_said",
    "number_units",
    "numbers",
    "ordinal_words",
    "reads_german",
    "shouted",
    "values",
]

_WORD_NUMBERS: dict[str, float] = {
    **NUMBER_WORDS,
    "one": 1,
    **TENS_WORDS,
    "hundred": 100,
    "thousand": 1000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
    "trillion": 1_000_000_000_000,
    "dozen": 12,
    "dutzend": 12,
    "douzaine": 12,
    "docena": 12,
    "centaine": 100,
    "centenar": 100,
    "half": 0.5,
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "하나": 1,
    "둘": 2,
    "셋": 3,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
}
# "second" is also a unit of time; ordinals that double as ordinary words are only
# counted as numbers by the word form in this set.
_AMBIGUOUS_WORDS = {"second", "one", "half"}
#: "first" as an adverb of time ("it first opened in 2011", "at first") counts nothing
#: ("you must first take the training", "you need to first register": after a modal, "to"
#: or a subject pronoun; "First, book a slot.": opening a sentence before its comma)
_FIRST_ADVERB = re.compile(
    r"\bat first\b|\bfirst(?=,? (?:[a-z]+ed|built|made|met|ran|came|went|began|begun|took|taken|held"
    r"|sold|won|became|appeared|saw|seen|wrote|written|found|set|taught|told|brought|heard|thought)\b)"
    r"|\b(?:must|should|will|would|can|could|may|might|shall|to|you|we|they|i|please) first\b"
    r"(?! (?:time|day|week|month|year|floor|one|two|three|four|five|of)\b)"
    r"|(?:^|(?<=[.!?] ))first(?=,)"
    # ("must shower first.", "register first and then pay": before, at a clause's end)
    r"|(?<=[a-z] )first(?=\s*(?:[.!?;]|$|,? (?:and )?then\b))"
)
_ORDINALS: dict[str, float] = {}
for _n, _forms in enumerate(
    [
        "erst premier première primer primero primera",
        "zweit deuxième seconde segundo segunda",
        "dritt troisième tercer tercero tercera",
        "viert quatrième cuarto cuarta",
        "fünft cinquième quinto quinta",
        "sechst sixième sexto sexta",
        "siebt siebent septième séptimo séptima",
        "acht huitième octavo octava",
        "neunt neuvième noveno novena",
        "zehnt dixième décimo décima",
    ],
    start=1,
):
    for _f in _forms.split():
        _ORDINALS[_f] = float(_n)
_DE_ORDINALS = (
    "erst",
    "zweit",
    "dritt",
    "viert",
    "fünft",
    "sechst",
    "siebt",
    "siebent",
    "acht",
    "neunt",
    "zehnt",
)
_EN_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
#: an ordinal in words: English (group 1), a German stem with its ending (group 2: "zweiten",
#: "dritte"; "acht" only with one: it is 8 too), French or Spanish (group 3)
_ORDINAL_WORD = re.compile(
    r"(?<![\w'])(?:("
    + "|".join(_EN_ORDINALS)
    + r")|("
    + "|".join(sorted(_DE_ORDINALS, key=len, reverse=True))
    + r")(?:e|en|er|es|em)|("
    + "|".join(sorted((f for f in _ORDINALS if f not in _DE_ORDINALS), key=len, reverse=True))
    + r"))(?![\w'])",
    re.IGNORECASE,
)


def ordinal_words(text: str) -> dict[int, str]:
    """The ordinals ``text`` writes in words, by value, as written ("on the third floor",
    "au deuxième étage", "im zweiten Stock" -> {3: "third"}, {2: "deuxième"}, {2: "zweiten"})."""
    out: dict[int, str] = {}
    for m in _ORDINAL_WORD.finditer(text):
        if m.group(1):
            value = _EN_ORDINALS.index(m.group(1).lower()) + 1
        else:
            value = int(_ORDINALS[(m.group(2) or m.group(3)).lower()])
        out.setdefault(value, m.group(0))
    return out


#: "second" after a determiner: the ordinal ("the second most popular", "its second floor")
_ORDINAL_SECOND = re.compile(r"\b(?:the|its|his|her|their|our|your) second\b(?!s)")
_HAS_NUMBER_WORD = re.compile("|".join(sorted(set(_WORD_NUMBERS) - _AMBIGUOUS_WORDS, key=len, reverse=True)))

# not inside a Latin word ("A320", "e-4042") nor the rest of a number ("15,000"); a Han
# or Hangul character or a comma between numbers may touch it ("为15,000元", "1998년",
# "开放,17:00")
_NUMBER = re.compile(r"(?<![0-9A-Za-z_.])(?<!\d,)[-+]?\d+(?:[.,]\d+)*")
_SCALE = {
    "k": 1e3,
    "thousand": 1e3,
    "million": 1e6,
    "m": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "b": 1e9,
    "trillion": 1e12,
    "millionen": 1e6,
    "mio": 1e6,
    "milliarden": 1e9,
    "mrd": 1e9,
    "millions": 1e6,
    "milliards": 1e9,
    "millones": 1e6,
    "만": 1e4,
    "억": 1e8,
    "천": 1e3,
    "백만": 1e6,
    "조": 1e12,
}
#: scales of one letter, which are units too ("m": metres, "b": bytes, "k": kilo-)
_SHORT_SCALES = frozenset({"m", "b", "k"})
_SCALE_AFTER = re.compile(
    r"\s*(thousand|millionen|milliarden|millions|milliards|millones|million|billion|trillion|mio|mrd|bn|k|m|b"
    r"|만|억|천|백만|조)(?![a-zà-ÿ²³\d])",
    re.IGNORECASE,
)


_GROUPED = re.compile(r"[-+]?\d{1,3}(,\d{3})+(\.\d+)?")
_DECIMAL_COMMA = re.compile(r"[-+]?\d+,\d{1,2}")


def _parse_number(token: str) -> float | None:
    t = token.replace(" ", "")
    if _GROUPED.fullmatch(t):
        t = t.replace(",", "")
    elif "," in t:
        t = t.replace(",", ".") if _DECIMAL_COMMA.fullmatch(t) else t.replace(",", "")
    try:
        return float(t)
    except ValueError:
        return None


@lru_cache(maxsize=8192)
def _read(text: str) -> tuple[frozenset[float], frozenset[float]]:
    """(every reading, the full values) of the numbers in ``text``."""
    norm = canonical(normalize(text))
    found: set[float] = set()
    full: set[float] = set()
    if "|" in norm:  # a date of unknown order: both readings are there, only its year stated
        for m in AMBIGUOUS_DATE.finditer(norm):
            found.update((float(m.group(1)), float(m.group(2))))
        norm = AMBIGUOUS_DATE.sub(r"\3", norm)
    consumed: dict[str, int] = {}  # scale words read as part of a number, by word
    for m in _NUMBER.finditer(norm):
        if m.group(0) == "00" and norm[m.start() - 1 : m.start()] == ":":
            continue  # the minutes of "19:00": no value of their own ("19 h" says the same)
        value = _parse_number(m.group(0))
        if value is None:
            continue
        found.add(abs(value))
        scale = _SCALE_AFTER.match(norm, m.end())
        if scale and scale.group(1).lower() in _SHORT_SCALES:
            # "1,500m" is metres as often as millions: a premise has both, a claim the number
            found.add(abs(value) * _SCALE[scale.group(1).lower()])
            full.add(abs(value))
        elif scale:
            found.add(abs(value) * _SCALE[scale.group(1).lower()])
            full.add(abs(value) * _SCALE[scale.group(1).lower()])
            consumed[scale.group(1).lower()] = consumed.get(scale.group(1).lower(), 0) + 1
        else:
            full.add(abs(value))
    # norm is already canonical: an ASCII text needs only its tokens, not words() again
    # (an ASCII text with no number word in it has no token to read)
    ascii_toks = norm.isascii()
    if "first" in norm:
        norm = _FIRST_ADVERB.sub(" ", norm)
    toks = (TOKEN.findall(norm) if _HAS_NUMBER_WORD.search(norm) else []) if ascii_toks else words(norm)
    for tok in toks:
        if tok in _WORD_NUMBERS and tok not in _AMBIGUOUS_WORDS:
            found.add(float(_WORD_NUMBERS[tok]))
            if consumed.get(tok, 0) > 0:  # "2.5 million": "million" is part of 2500000
                consumed[tok] -= 1
            else:
                full.add(float(_WORD_NUMBERS[tok]))
        elif "-" in tok:
            # a number word inside a compound ("ninth-grade", "third-floor") is a number a
            # premise has, not one a claim states ("third-party" says no 3)
            found.update(
                float(_WORD_NUMBERS[p])
                for p in tok.split("-")
                if p in _WORD_NUMBERS and p not in _AMBIGUOUS_WORDS
            )
    if "second" in norm and _ORDINAL_SECOND.search(norm):
        found.add(2.0)  # "the second-most popular": a number a premise has (a claim's "second" is none)
    # German, French and Spanish ordinals in words: numbers a premise has ("im zweiten Stock"
    # has the 2 of "im 2. Stock"), not ones a claim states ("segundo" is a second too); the
    # English ones are number words above
    found.update(_ORDINALS[m.group(2) or m.group(3)] for m in _ORDINAL_WORD.finditer(norm) if not m.group(1))
    return frozenset(found), frozenset(full)


def numbers(text: str) -> frozenset[float]:
    """Every number in the text as a float, scales applied ("2.5 million" -> 2500000.0,
    "1,000" -> 1000.0, "five" -> 5.0). Both the plain and the scaled value are kept so
    that "2.5 million" matches "2,500,000" and "2.5"."""
    return _read(text)[0]


def values(text: str) -> frozenset[float]:
    """The numbers of the text at their full values only ("2.5 million" -> 2500000.0,
    not 2.5 too): what a claim states, to be found among :func:`numbers` of its premises
    ("$3,200 million" states 3200000000, which "$3.2 billion" has)."""
    return _read(text)[1]


#: a number of canonical text and the word right after it: a Latin word, or one Korean or
#: Chinese character (its counter: "2天", "120 cny", "3 days")
_NUMBER_UNIT = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?([a-z]+|[\u4e00-\u9fff가-힣])")


def number_units(text: str) -> dict[float, set[str]]:
    """Each number of ``text`` with the words that follow it, its unit or what it counts
    ("It costs 20 usd and takes 2 days" -> {20: {"usd"}, 2: {"days"}}; a number with no
    word after it has none)."""
    out: dict[float, set[str]] = {}
    for m in _NUMBER_UNIT.finditer(canonical(normalize(text))):
        value = _parse_number(m.group(1))
        if value is not None:
            out.setdefault(abs(value), set()).add(m.group(2))
    return out


# Capitalised words that start sentences or are function words are not entities.
_NOT_ENTITY = frozenset(
    """
    The A An This That These Those It Its I We You He She They There Here What When
    Where Why How Which Who In On At For From To Of And Or But If As By With Yes No Not
    Also However Therefore Thus So Our Your My Their His Her Please Note Each Every All
    Some Any Many Most Both One Two Three Since After Before During While Although
    Because Then Finally First Second Third Overall Today Yesterday Tomorrow Mr Mrs Ms
    Dr Rm Bldg Apt Dept Tel Fl
    Viertel Dreiviertel Uhr Abend Morgen Mittag Vormittag Nachmittag Nacht Mitternacht
    """.split()
)
#: German, French and Spanish function words, capitalised where they open a sentence
#: ("Für Kinder von 9 bis 13", "Jeder Kursabend", "Das Mitbringen von Haustieren"):
#: never part of a name
_FUNCTION_CAPS = frozenset(
    """
    Der Die Das Den Dem Des Ein Eine Einen Einem Einer Eines Jeder Jede Jedes Jeden Alle
    Für Vor Nach Bei Mit Im Am Um Ab Bis Seit Auf Aus Zum Zur Wer Was Wann Wo Wie Es Er
    Wir Man Kein Keine Dieser Diese Dieses Ja Nein Nur Auch Dort Hier Dann Ihr
    Le Les Un Une Du Chaque Tous Toutes Pour Dans Avec Sans Sur Il Elle Ils Elles Oui Non
    Ce Cette Ces El Los Las Una Unos Unas Cada Todos Todas Para Con Sin Sobre Sí Este Esta
    Estos Estas C'est C’est
    Nichts Niemand Nie Rien Personne Jamais Nada Nadie Nunca Nothing Nobody Never Gratis Kostenlos
    Gratuit Gratuite Gratuito Gratuita Free
    """.split()
)
_NAME_CHARS = r"[A-Za-z0-9À-ÖØ-öø-ÿ'’&.-]"
_CAPITALISED = re.compile(
    rf"(?<![A-Za-z0-9])[A-Z]{_NAME_CHARS}*"
    # (a word of three lower-case letters or more and a full stop ends a sentence, not a
    # name: "against England. Santner is 25")
    rf"(?:(?<![a-zß-ÿ]{{3}}\.)[ \t]+(?:(?:of|de|la|van|von|der|the)[ \t]+)?[A-Z]{_NAME_CHARS}*)*"
)
_POSSESSIVE = re.compile(r"['’]s?\b(?=\s|$)")
_ACRONYM = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9&]{1,}(?![A-Za-z0-9])")
#: the lower-case words a name may have inside ("Bank of America"), never at its ends
_CONNECTORS = frozenset("of de la van von der the".split())
#: acronyms of common nouns (a role, a document, a tax, a device): words, not names, so
#: "the CEO of Contoso" against "Contoso's chief executive" is the model's to judge
COMMON_ACRONYMS = frozenset(
    """
    CEO CFO CTO COO CMO CIO CEOs VP HR IT FAQ FAQs PDF ID VAT GDP AI API URL USB ATM PIN SMS TV
    PC VIP ETA RSVP ASAP DIY GPS OK PS MwSt USt TVA IVA PDG DG
    """.split()
)


@lru_cache(maxsize=8192)
def entities(text: str) -> frozenset[str]:
    """Named-entity-like spans (capitalised words not at a plain sentence start, acronyms),
    lower-cased, short forms written out ("U.S." -> "united states", :data:`~ragmeter.
    text.quantities.ENTITY_ALIASES`). Heuristic: good enough to catch swapped names,
    never used alone."""
    if "°" in text or "º" in text:
        text = _DEGREES.sub(" ", text)  # "28°C": a unit, not a name "C"
    if "$" in text:
        text = text.replace("US$", "$")  # a currency, not the United States
    if shouted(text):
        return frozenset()  # ALL IN CAPITALS: the capitals say nothing of what is a name
    text = expand_acronyms(text, names_only=True)  # "WHO" -> "World Health Organization"
    found: set[str] = set()
    for m in _CAPITALISED.finditer(text):
        span = _POSSESSIVE.sub("", m.group(0)).strip(".-'’")
        parts = [
            p for p in span.split() if p not in _NOT_ENTITY and p not in _FUNCTION_CAPS and not _not_a_name(p)
        ]
        while parts and parts[0] in _CONNECTORS:  # "CEO of Contoso" without its title
            parts.pop(0)
        while parts and parts[-1] in _CONNECTORS:
            parts.pop()
        if not parts:
            continue
        # the last character before the span that is not a space (not text[:start].rstrip(),
        # which copies the text for every span: quadratic on a long answer)
        i = m.start() - 1
        while i >= 0 and text[i].isspace():
            i -= 1
        at_sentence_start = i < 0 or text[i] in '.!?:"“'
        # the span's words, but for a function word that opens it ("Für Kinder ...")
        words_in_span = span.split()
        while len(words_in_span) > 1 and words_in_span[0] in _FUNCTION_CAPS and reads_german(text):
            words_in_span.pop(0)
        if (
            at_sentence_start
            and len(parts) == 1
            and parts[0] == words_in_span[0]  # the opening word alone ("Upload the PDF")
            and not _ACRONYM.fullmatch(span)
            and not _alone(text, m.start(), m.end())
        ):
            # A single capitalised word opening a sentence is usually just a word (but
            # an answer that is one capitalised word, "Contoso.", is a name)
            continue
        if at_sentence_start and len(words_in_span) == 2 and words_in_span[0] in _DE_ARTICLES:
            continue  # "Die Höchstmenge ...": German capitalises every noun
        if len(parts) == 1 and german_noun(text, m.start() + max(0, span.find(parts[0])), parts[0]):
            continue  # "die Einführung eines Dunkelmodus", "eines neuen Personalausweises"

        # "on Mondays" names the day "Monday": a plural of a weekday is the same name
        found.add(_WEEKDAYS.sub(r"\1day", normalize(" ".join(parts))))
    for m in _ACRONYM.finditer(text):
        if m.group(0) not in COMMON_ACRONYMS:
            found.add(normalize(m.group(0)))
    named = (_STREET.sub(_street, ENTITY_ALIASES.get(e, e)) for e in found if e not in _UNIT_WORDS)
    return frozenset(_SAINT.sub("saint ", e) for e in named)


#: "St." or "Sankt" opening a name is "Saint" ("St. Mark's School", "Saint Mark's School")
_SAINT = re.compile(r"^(?:st\.?|sankt) (?=\w)")


#: a street's kind written short at the end of its name ("Elm St.", "Mill Rd", "Oak Ave")
_STREET = re.compile(r" (st|rd|ave|blvd)\.?$")
_STREETS = {"st": "street", "rd": "road", "ave": "avenue", "blvd": "boulevard"}


def _street(m: re.Match[str]) -> str:
    return " " + _STREETS[m.group(1)]


def names_said(text: str, names: frozenset[str]) -> frozenset[str]:
    """The names of ``names`` (as :func:`entities` gives them) that ``text`` writes, as
    whole words of its normalised form."""
    said = normalize(text)
    return frozenset(n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", said))


def shouted(text: str) -> bool:
    """``text`` is written in capitals throughout (20 letters or more, 90 % capitals)."""
    letters = [c for c in text if (c.isalpha() and c.isascii()) or c in "ÄÖÜÉÈÀÇÑÍÓÚ"]
    if len(letters) < 20:
        return False
    return sum(c.isupper() for c in letters) >= 0.9 * len(letters)


def _alone(text: str, start: int, end: int) -> bool:
    """The capitalised word at ``start:end`` is the whole text, but for punctuation, and
    no aside ("Sure!", "Klar.")."""
    if text[:start].strip(" \t\n\"'“”‘’(") or text[end:].strip(" \t\n.!?\"'“”‘’)"):
        return False
    return aside_kind(text) is None


#: capitalised units, currencies, periods and scale words (German capitalises every
#: noun): not names
_UNIT_WORDS = frozenset(
    "usd eur gbp jpy krw cny euro euros cent cents dollar dollars yen yuan gramm gram kilogramm "
    "kilometer meter liter minuten stunden grad prozent celsius fahrenheit uhr millionen milliarden "
    "million millionen mio mrd milliarde billionen tausend sekunden jahr jahre jahren monat monate "
    "monaten woche wochen tag tage tagen werktage werktagen stunde minute sekunde".split()
)


#: the months' names, capitalised in English and German: values, not names
_MONTH_NAMES = frozenset(
    """january february march april june july august september october november december januar
    februar märz juni juli oktober dezember""".split()
)
#: capitalised words that name no one: the German polite "Sie" and its forms, and times
#: of day said as words ("Mitternacht", "Mittag")
_NOT_A_NAME = frozenset(
    "sie ihnen ihr ihre ihren ihrem ihrer mitternacht mittag mittags midi minuit medianoche mediodía morgen"
    " abend nacht vormittag nachmittag morgens abends".split()
)


#: an elided French article before a word in lower case ("L'apprentie", "D'abord")
_ELIDED_COMMON = re.compile(r"^[LDCJNSMT]['’][a-zà-ÿ]")


def _not_a_name(word: str) -> bool:
    """A title ("Dr.", "Madame", "Frau"), a unit ("Millionen", "Euro") or a number word
    ("Zwei") inside a capitalised span: not part of the name."""
    w = word.rstrip(".").lower()
    return (
        w in TITLE_WORDS
        or w in _UNIT_WORDS
        or w in _WORD_NUMBERS  # "Two years", "Zwei Jahre", "Deux ans": a number, not a name
        or w in EUROPEAN_WORDS
        or w in BARE_ONLY
        or word.rstrip(".") in COMMON_ACRONYMS
        or word.endswith(("'", "’"))  # "L'": an article
        or _ELIDED_COMMON.match(word) is not None  # "L'apprentie" (not "L'Oréal")
        or w in DAY_WORDS  # a weekday is a value (:mod:`ragmeter.text.weekdays`), not a name
        or w in _MONTH_NAMES  # ... and so is a month (the month check compares them)
        or w in _NOT_A_NAME
    )


#: a German determiner, possessive or number, perhaps with adjectives, right before a word:
#: it is a noun
#: the German articles and possessives, and what may stand between one and its noun
_DE_ARTICLES_RE = r"der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|im|am|zum|zur|beim|vom|ins"
_DE_POSSESSIVES_RE = r"mein|dein|sein|ihr|unser|euer|eur"
_DE_ADJECTIVES = r"\s+(?:[a-zäöüß]+\s+){0,2}$"
_DE_DETERMINED = re.compile(
    rf"(?:^|\s)(?i:{_DE_ARTICLES_RE}|kein|keine|keinen|keinem|keiner|keines"
    rf"|(?:{_DE_POSSESSIVES_RE}|jed|dies)(?:e|en|em|er|es)?"
    r"|\d+(?:[.,]\d+)?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert"
    r"|mehrere|einige|viele|wenige|alle|beide)"
    + _DE_ADJECTIVES
    # a preposition and an inflected adjective ("zu privaten Forschungszwecken", "mit
    # kaltem Wasser"; not "in Berlin": a name may follow a bare preposition)
    + r"|(?:^|\s)(?i:in|zu|ohne|mit|nach|von|für|über|unter|bei|aus|seit|durch|gegen|um)"
    r"\s+[a-zäöüß]+(?:e|en|em|er|es)\s+$"
    # a bare "ohne", "pro", "je", or the pronoun "man" ("ohne Blitz", "darf man Fotos machen")
     + r"|(?:^|\s)(?:(?i:ohne|pro|je)|man)\s+$"
)
#: the nouns of fixed phrases, after their preposition ("in Anspruch nehmen", "zur Verfügung")
_DE_FIXED_NOUNS = frozenset(
    "Anspruch Verfügung Kraft Fuß Ordnung Anfrage Vereinbarung Ort Voraus Rechnung Betrieb Absprache"
    " Hause".split()
)
_DE_FIXED_BEFORE = re.compile(r"(?:^|\s)(?i:in|zur|zu|auf|nach|vor|im)\s+$")
#: German nouns by their ending ("Einführung", "Möglichkeit", "Mitgliedschaft"), and
#: compounds of a few common heads ("Ruhetag", "Öffnungszeiten", "Anmeldepflicht")
_DE_NOUN_END = re.compile(
    r"(?:ung|ungen|heit|keit|schaft|ion|tät|nis|ismus|\w{3}(?:tag|tage|zeit|zeiten|gebühr|gebühren|pflicht))$"
)
_DE_FUNCTION = re.compile(
    r"\b(?:der|die|das|und|ist|sind|wird|werden|nicht|mit|für|eine?|auf|bei|oder|auch|noch|sich|dort|ihre"
    r"|etwa|rund|hat|haben|kann|muss|darf|dürfen|ohne|allerdings|keine?|mindestens|höchstens"
    r"|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn"
    r"|wurde|wurden|worden|waren|dem|den|im|zum|zur|vom|beim|uhr|gibt|bietet|kostet|dauert|zahlen|zahlt"
    r"|Für|Jeder|Jede|Jedes|Jeden|Jedem|Das|Der|Dem|Ein|Eine|Wer|Bei|Vor|Nach|Am|Im"
    # a genitive after its article ("des Monats")
    r"|des(?= [A-ZÄÖÜ]\w+s\b))\b"
)


def german_noun(text: str, start: int, word: str) -> bool:
    """A capitalised German common noun, not a name: after a determiner (perhaps with
    adjectives between) or with a noun's ending, in German text."""
    if not word[:1].isupper() or not reads_german(text):
        return False
    if _DE_NOUN_END.search(word.lower()):
        return True
    before = text[max(0, start - 40) : start]
    if word in _DE_FIXED_NOUNS and _DE_FIXED_BEFORE.search(before):
        return True
    return bool(_DE_DETERMINED.search(before))


def german_head_noun(text: str, word: str) -> bool:
    """``word`` (lower case), the first word of a name in German ``text``, is a common
    noun the name follows ("die Werkstatt Speiche & Kette", "die FeWo Seeblick"): with a
    noun's ending, or after an article."""
    if not reads_german(text):
        return False
    if _DE_NOUN_END.search(word):
        return True
    return any(
        _DE_ARTICLE_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
        for m in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE)
    )


#: a German article, perhaps with adjectives, right before a word
_DE_ARTICLE_BEFORE = re.compile(
    rf"(?:^|\s)(?i:{_DE_ARTICLES_RE}|(?:{_DE_POSSESSIVES_RE})(?:e|en|em|er|es)?)" + _DE_ADJECTIVES
)


@lru_cache(maxsize=256)
def reads_german(text: str) -> bool:
    """``text`` has a German function word (read once per text, not once per capitalised
    word of it)."""
    return _DE_FUNCTION.search(text) is not None


_WEEKDAYS = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days\b")
_DE_ARTICLES = frozenset("Der Die Das Den Dem Des Ein Eine Einen Einem Einer".split())
_DEGREES = re.compile(r"[°º]\s?[CFcf](?![A-Za-z])")


_NEGATION_EN = frozenset(
    """
    not no never none nobody nothing neither nor without cannot can't don't doesn't
    didn't isn't aren't wasn't weren't won't wouldn't shouldn't couldn't hasn't haven't
    hadn't non unable fail fails failed lack lacks
    """.split()
)
_NEGATION_KO = re.compile(r"않|없|못|아니|아닙|불가|비(?=[가-힣])")
_NEGATION_ZH = re.compile(r"不|没|無|无|非|未|别")


#: "not only ... but also", "not just", "no doubt": focus or
#: emphasis, not a negated statement
_NOT_NEGATING_NEXT = {
    "not": frozenset({"only", "just", "merely", "simply", "solely"}),
    # ("no doubt"; the Spanish "a no ser que" is "unless")
    "no": frozenset({"doubt", "ser"}),
}


def has_negation(text: str) -> bool:
    toks = words(text)
    for i, t in enumerate(toks):
        if t in _NEGATION_EN:
            nxt = toks[i + 1] if i + 1 < len(toks) else ""
            if nxt not in _NOT_NEGATING_NEXT.get(t, ()):
                return True
    norm = normalize(text)
    if not (_NEGATION_KO.search(norm) or _NEGATION_ZH.search(norm)):
        return False
    # then on the canonical form: a bound written with a negation ("不超过3天") is a bound
    # there ("3天 atmost"), not a negated statement
    norm = canonical(norm)
    return bool(_NEGATION_KO.search(norm) or _NEGATION_ZH.search(norm))
