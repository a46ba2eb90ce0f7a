"""Acronyms and short forms of names the premises spell out, and long names the premises
write short: "Die VHS Lindenau" where the premise says "Volkshochschule Lindenau", "PPL" where it
says "private pilot licence", "zum DJH" where "zum Deutschen Jugendherbergswerk", "von
der Deutschen Lebens-Rettungs-Gesellschaft" where "von der DLRG". A claim is read in the
premises' form (:func:`acronyms_as_theirs`), so the name check and the entailment model
meet the same name. Only Latin letters; an acronym is two to six capitals, each the
first letter of a word of the long form, or of a part of a compound of it ("VHS":
Volks-hoch-schule, "DJH": Deutschen Jugend-herbergswerk). Chinese and Korean names of
institutions are cut short by characters and syllables ("北大附中" for "北京大学附属中学",
"北外" for "北京外国语大学", "음대" for "음악대학", "서울대" for "서울대학교"):
:func:`cjk_short_forms`. Pure."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from ragmeter.text.tokenize import strip_korean_particles

__all__ = ["CJK_TEXT_LIMIT", "acronyms_as_theirs", "cjk_short_forms"]

#: an acronym: two to six capitals, a lower-case letter between two of them at most
#: ("BnF"), alone or before a hyphen ("PPL-Ausbildung")
_ACRONYM = re.compile(r"(?<![\w.-])([A-Z](?:[a-z]?[A-Z]){1,5})(?=-\w|(?!\w)(?!\.\w))")
#: the words a long form may have between its initials ("Licence de pilote", "Office of Fair Trading")
_BETWEEN = frozenset(
    "of de des du la le les der die das den dem und and et y del el los las für for the".split()
)
#: a capitalised word or a hyphenated run of them, Latin letters
_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿß]+(?:-[A-Za-zÀ-ÖØ-öø-ÿß]+)*")
#: the parts of a compound an initial may open, at most this many per word
_MAX_PARTS = 3
#: a compound part has at least this many letters ("Volks|hoch|schule")
_MIN_PART = 3
#: a word read as a compound has at least this many letters ("Volkshochschule", not "Information")
_MIN_COMPOUND = 14


def _initials_of(word: str, letters: str) -> int:
    """How many of ``letters`` (from the first) ``word`` gives: its first letter, then
    letters that open later parts of a compound (each after at least :data:`_MIN_PART`
    letters of the part before)."""
    w = word.lower().replace("-", "")
    if not w or not letters or w[0] != letters[0]:
        return 0
    if len(w) < _MIN_COMPOUND:
        return 1
    got, pos = 1, 0
    while got < len(letters) and got < _MAX_PARTS:
        nxt = w.find(letters[got], pos + _MIN_PART)
        # (a part must leave room for itself before the word's end)
        if nxt < 0 or len(w) - nxt < _MIN_PART:
            break
        got, pos = got + 1, nxt
    return got


def _spelled(words: list[str], start: int, acronym: str) -> int | None:
    """The end of a run of ``words`` from ``start`` whose initials spell ``acronym``
    (lower case), each word taking as many letters as it gives; None if there is none."""
    letters, i = acronym, start
    while letters and i < len(words):
        w = words[i]
        if w.lower() in _BETWEEN:
            if i == start:
                return None  # (an article opens no long form: "Die Jugendherberge")
            i += 1
            continue
        # a hyphenated word gives one letter per part ("Lebens-Rettungs-Gesellschaft")
        parts = w.split("-")
        taken = 0
        for part in parts:
            if taken < len(letters) and part[:1].lower() == letters[taken]:
                taken += 1 if len(parts) > 1 else _initials_of(part, letters[taken:])
            else:
                break
        # (a two-letter acronym is spelled by capitalised words only: "IT" is no "is the")
        if taken == 0 or (len(acronym) == 2 and not w[:1].isupper()):
            return None
        letters, i = letters[taken:], i + 1
    return i if not letters else None


@lru_cache(maxsize=4096)
def _expansion(acronym: str, text: str) -> str | None:
    """The run of words of ``text`` whose initials spell ``acronym``, as written; the first."""
    spans = list(_WORD.finditer(text))
    words = [m.group(0) for m in spans]
    for k, w in enumerate(words):
        if not w[:1].isalpha() or w[:1].lower() != acronym[0].lower():
            continue
        end = _spelled(words, k, acronym.lower())
        # (a long form of one word must be a compound of the acronym's length at least: "Volkshochschule")
        if end is not None and (end - k > 1 or len(words[k]) >= 4 * len(acronym)):
            return text[spans[k].start() : spans[end - 1].end()]
    return None


def acronyms_as_theirs(claim: str, premise_text: str) -> str:
    """``claim`` with each acronym the premises never write but spell out replaced by their
    long form, and each long form whose acronym the premises write (and whose words they
    do not) replaced by the acronym."""
    out = claim
    theirs = _acronyms_in(premise_text)
    for m in _ACRONYM.finditer(claim):
        a = m.group(1)
        if a in theirs or _written(a, premise_text):
            continue
        long = _expansion(a, premise_text)
        if long is not None:
            out = re.sub(rf"(?<![\w.-]){a}(?![\w])", long, out)
    for a in sorted(theirs - set(_ACRONYM.findall(claim))):  # (in one order, whatever the hash seed)
        long = _expansion(a, out)
        if long is not None and long not in premise_text:
            out = out.replace(long, a)
    return _legal_forms_as_theirs(out, premise_text)


#: a company's legal form, written short and in full
_LEGAL_FORMS = (
    ("GmbH", "Gesellschaft mit beschränkter Haftung"),
    ("e.V.", "eingetragener Verein"),
    ("SARL", "société à responsabilité limitée"),
    ("SAS", "société par actions simplifiée"),
    ("S.L.", "sociedad limitada"),
    ("S.A.", "sociedad anónima"),
    ("LLC", "limited liability company"),
)
_LEGAL_SHORT = {short: re.compile(rf"(?<![\w.]){re.escape(short)}(?!\w)") for short, _ in _LEGAL_FORMS}
_LEGAL_LONG = {short: re.compile(rf"(?<!\w){long}(?!\w)", re.IGNORECASE) for short, long in _LEGAL_FORMS}


def _legal_forms_as_theirs(claim: str, premise_text: str) -> str:
    """``claim`` with a company's legal form in the form the premises write it ("Speiche &
    Kette Gesellschaft mit beschränkter Haftung" where they write "Speiche & Kette GmbH")."""
    for short, long in _LEGAL_FORMS:
        if _LEGAL_LONG[short].search(claim) and _LEGAL_SHORT[short].search(premise_text):
            claim = _LEGAL_LONG[short].sub(short, claim)
        elif _LEGAL_SHORT[short].search(claim) and _LEGAL_LONG[short].search(premise_text):
            claim = _LEGAL_SHORT[short].sub(long, claim)
    return claim


@lru_cache(maxsize=1024)
def _written(acronym: str, text: str) -> bool:
    """``text`` writes ``acronym`` as a word (after a dot or a hyphen too: read once per
    premise)."""
    return re.search(rf"(?<!\w){acronym}(?!\w)", text) is not None


@lru_cache(maxsize=64)
def _acronyms_in(text: str) -> frozenset[str]:
    """The acronyms ``text`` writes (read once per premise)."""
    return frozenset(_ACRONYM.findall(text))


#: characters that end the name of an institution in Chinese ("北京外国语大学", "北京大学附属中学"):
#: a short form ("北外", "北大附中") stands for a name that has one
_ZH_INSTITUTION = frozenset("学院校馆会局司部所台站园厂店队团协委署办社系")
#: syllables of a Korean institution's name ("서울대학교 음악대학", "한국예술종합학교")
_KO_INSTITUTION = frozenset("대학교원관소청사회")
#: characters no short form of a name holds (a negation, a particle, a verb of being)
_ZH_FUNCTION = frozenset("不没无未非别的了是在和与或也都就于为由从到被把着过吗呢吧")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]+")
_HANGUL_WORD = re.compile(r"[가-힣]+")
#: how far past a short form's last character its long form may run ("北外": "北京外国语大学")
_ZH_TAIL = 5


def _zh_long_form(short: str, after: str, text: str) -> str | None:
    """The name in ``text`` that the Chinese short form ``short`` stands for: a span that
    opens with its first character and holds the others in order (each within three
    characters of the one before, no particle or negation between), running to the
    character the claim has after the short form (``after``) or to the first character
    that ends an institution's name, with which it must end."""
    for m in islice(re.finditer(re.escape(short[0]), text), _MAX_TRIED):
        if not _word_start(text, m.start()):
            continue
        at, ok = m.start(), True
        for ch in short[1:]:
            nxt = text.find(ch, at + 1, at + 4)
            # (no negation or particle left out: "学员需" is no short form of "学员无需")
            if (
                nxt < 0
                or not _HAN_RUN.fullmatch(text[at : nxt + 1])
                or _ZH_FUNCTION & set(text[at + 1 : nxt])
            ):
                ok = False
                break
            at = nxt
        if not ok or at - m.start() < len(short):  # (nothing left out: no short form)
            continue
        tail = text[at + 1 : at + 1 + _ZH_TAIL]
        end = at + 1
        if after and after in tail:
            end = at + 1 + tail.index(after)
        elif any(c in _ZH_INSTITUTION for c in tail):
            end = at + 2 + next(i for i, c in enumerate(tail) if c in _ZH_INSTITUTION)
        span = text[m.start() : end]
        if _HAN_RUN.fullmatch(span) and span[-1] in _ZH_INSTITUTION:
            return span
    return None


def _word_start(text: str, at: int) -> bool:
    """A Chinese word may start at ``at``: the text's start, no Han character before, or a
    particle or preposition before ("在北大", "毕业于北外")."""
    return at == 0 or not _HAN_RUN.match(text[at - 1]) or text[at - 1] in _ZH_FUNCTION


def _zh_short_forms(claim: str, text: str) -> str:
    """``claim`` with each Chinese short form of a name ``text`` spells out in full ("北大附中"
    for "北京大学附属中学") written in full."""
    out = claim
    grams = _han_grams(text)
    for run in _HAN_RUN.finditer(claim):
        r, i = run.group(0), 0
        while i < len(r) - 1:
            for size in (4, 3, 2):
                short = r[i : i + size]
                if len(short) < size or short in grams or short[0] not in grams or _ZH_FUNCTION & set(short):
                    continue
                if not _word_start(r, i):
                    break  # ("人大附中": "大附中" is no name of its own)
                long = _zh_long_form(short, r[i + size : i + size + 1], text)
                if long is not None:
                    out = out.replace(short, long, 1)
                    i += size - 1
                    break
            i += 1
    return out


def _ko_short_forms(claim: str, text: str) -> str:
    """``claim`` with a Korean name in the form ``text`` writes it: a short form whose
    syllables open the parts of a word there ("음대" for "음악대학"), or a long form whose
    opening the text writes as the name ("서울대학교" where it says "서울대")."""
    out = claim
    theirs = _ko_words(text)
    for written in dict.fromkeys(_HANGUL_WORD.findall(claim)):  # (in the claim's order)
        word = strip_korean_particles(written)
        if word in text or len(word) < 2:
            continue
        found = _ko_opening(word, theirs) or _ko_spelled(word, theirs)
        if found is not None:
            out = out.replace(word, found)
    return out


@lru_cache(maxsize=16)
def _ko_words(text: str) -> tuple[str, ...]:
    """The Hangul words of ``text`` without their particles, longest first, then in order of
    their letters (read once per premise, in one order whatever the hash seed)."""
    return tuple(
        sorted({strip_korean_particles(w) for w in _HANGUL_WORD.findall(text)}, key=lambda w: (-len(w), w))
    )


def _ko_opening(word: str, theirs: tuple[str, ...]) -> str | None:
    """The word of ``theirs`` that opens ``word`` and names an institution, where the rest of
    ``word`` goes on naming it ("서울대" of "서울대학교"): the longest."""
    for w in theirs:
        named = w[-1] in _KO_INSTITUTION and word[len(w) : len(w) + 1] in _KO_INSTITUTION
        if 2 <= len(w) < len(word) and word.startswith(w) and named:
            return w
    return None


def _ko_spelled(word: str, theirs: tuple[str, ...]) -> str | None:
    """The word of ``theirs`` whose syllables ``word`` takes in order, its first first, ending
    in a syllable of an institution ("음대" of "음악대학"): the first in order of its letters."""
    if word[-1] not in _KO_INSTITUTION:
        return None
    return min(
        (w for w in theirs if len(w) > len(word) and w[0] == word[0] and _subsequence(word, w)), default=None
    )


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


#: premises longer than this are not searched for the long forms of Chinese and Korean short
#: forms (their n-grams and words are read whole, once per premise): the claim stays as written
CJK_TEXT_LIMIT = 100_000
#: the places a short form's first character is tried at, at most
_MAX_TRIED = 20


@lru_cache(maxsize=16)
def _han_grams(text: str) -> frozenset[str]:
    """Every run of one to four Han characters in ``text`` (read once per premise: a short
    form is looked up, not searched for)."""
    return frozenset(
        run[i : i + n] for run in _HAN_RUN.findall(text) for n in range(1, 5) for i in range(len(run) - n + 1)
    )


def cjk_short_forms(claim: str, text: str) -> str:
    """``claim`` with the Chinese and Korean short forms of names in ``text``'s form (for a
    text of at most :data:`CJK_TEXT_LIMIT` characters)."""
    if len(text) > CJK_TEXT_LIMIT:
        return claim
    if _HAN_RUN.search(claim):
        claim = _zh_short_forms(claim, text)
    if _HANGUL_WORD.search(claim):
        claim = _ko_short_forms(claim, text)
    return claim
