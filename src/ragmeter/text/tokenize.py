"""Unicode-aware tokenisation for English, Korean, Chinese/Japanese and anything else.

Words are runs of one script: ``"Musk가"`` is ``["musk", "가"]``, so a Korean particle
attached to a Latin name never hides the name. Han and kana have no spaces, so each
character is a token and :func:`char_ngrams` gives the overlap units for them and for
Hangul, whose particles and endings attach to nouns.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from ragmeter.text.abbrev import TITLES, expand_acronyms
from ragmeter.text.canon import canonical
from ragmeter.text.contractions import join_contractions
from ragmeter.text.korean_words import ko_lemma

__all__ = [
    "TOKEN",
    "char_ngrams",
    "content_tokens",
    "han_pairs",
    "is_cjk",
    "normalize",
    "script_of",
    "strip_korean_particles",
    "strip_korean_suffix",
    "unaccent",
    "unelided",
    "words",
]

# One token: a number (with decimal/thousands separators), a run of Latin letters/digits
# (keeping inner hyphens/apostrophes such as "e-4042" or "don't"), a Hangul run, a single
# Han/kana character, or any other run of word characters (Cyrillic, Greek, ...).
_TOKEN = re.compile(
    r"\d+(?:[.,]\d+)*"
    r"|[^\W\d_](?:[^\W_]|['’\-](?=[^\W_]))*"
)
#: the token pattern of :func:`words`, for text that is already normalised and canonical
TOKEN = _TOKEN

_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_HAN_KANA = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def normalize(text: str) -> str:
    """NFKC, lower case, unify quotes, tokenised contractions joined ("is n't"); the form
    every comparison works on."""
    text = unicodedata.normalize("NFKC", text)
    if "," in text:
        # a comma right before a number and after no digit separates words, as the
        # full-width "，" it may come from ("旁，24小时" is "旁, 24小时"), never digits
        text = _COMMA_BEFORE_NUMBER.sub(", ", text)
    text = text.replace("’", "'").replace("‘", "'")
    return join_contractions(text).casefold()


def unaccent(text: str) -> str:
    """``text`` without the accents of its Latin letters ("pokémon" -> "pokemon", "zürich"
    -> "zurich"); Hangul and Han characters as they are."""
    if text.isascii():
        return text
    out = "".join(
        c for c in unicodedata.normalize("NFD", text) if not (unicodedata.combining(c) and c < "\u0370")
    )
    return unicodedata.normalize("NFC", out)


_COMMA_BEFORE_NUMBER = re.compile(r"(?<=[^\d\s,]),(?=\d)")


def script_of(ch: str) -> str:
    if _HANGUL.match(ch):
        return "hangul"
    if _HAN_KANA.match(ch):
        return "han"
    if ch.isdigit():
        return "digit"
    return "latin"  # any alphabetic script with spaces between words


def has_han(text: str) -> bool:
    """``text`` has a Han character (or kana): Chinese, read one character at a time."""
    return _HAN_KANA.search(text) is not None


def is_cjk(text: str) -> bool:
    return bool(_HANGUL.search(text) or _HAN_KANA.search(text))


def _split_scripts(token: str) -> list[str]:
    """Split a regex token where the script changes; Han/kana become single characters."""
    if token.isascii():
        return [token]
    out: list[str] = []
    current = ""
    current_script = ""
    for ch in token:
        s = script_of(ch)
        if s == "han":
            if current:
                out.append(current)
            out.append(ch)
            current, current_script = "", ""
            continue
        if current and s != current_script and not (ch in "'-" and current_script == "latin"):
            out.append(current)
            current = ""
        current += ch
        current_script = s
    if current:
        out.append(current)
    return out


_THOUSANDS = re.compile(r"\d{1,3}(,\d{3})+(\.\d+)?")
_CJK_BEFORE_DIGIT = re.compile(
    r"(?<=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3])(?=\d)"
)


@lru_cache(maxsize=1 << 15)  # a few thousand documents' sentences
def _words_cached(text: str) -> tuple[str, ...]:
    text = expand_acronyms(text)  # "WHO", "UN", "US" in capitals: the names, not words
    if text.isascii():  # fast path: NFKC is the identity and there is one script
        toks = _TOKEN.findall(canonical(join_contractions(text.replace("’", "'")).lower()))
        if "," in text:
            toks = [t.replace(",", "") if t[0].isdigit() and _THOUSANDS.fullmatch(t) else t for t in toks]
        return tuple(toks)
    out: list[str] = []
    # a number written against a Han or Hangul character is its own token ("为15,000元")
    for m in _TOKEN.finditer(_CJK_BEFORE_DIGIT.sub(" ", canonical(normalize(text)))):
        tok = m.group(0)
        if tok[0].isdigit():
            out.append(tok.replace(",", "") if _THOUSANDS.fullmatch(tok) else tok)
            continue
        out.extend(_split_scripts(tok))
    return tuple(out)


def words(text: str) -> tuple[str, ...]:
    """All tokens of ``text`` in order (normalised, lower case, numbers, times, dates,
    ranges and amounts in the canonical forms of :mod:`ragmeter.text.canon`)."""
    if len(text) > 2000:  # long texts have their own few places: they never evict the rest
        return _words_long(text)
    return _words_cached(text)


@lru_cache(maxsize=4)
def _words_long(text: str) -> tuple[str, ...]:
    """:func:`words` of a text over 2,000 characters: a judge reads its claim and contexts
    many times over (once per pair of names, per check), and each reading would otherwise
    run every value rule over the whole text again."""
    return _words_cached.__wrapped__(text)


# Korean particles and verb endings that attach to nouns; stripped for matching so that
# "Musk가" / "Musk는" and "창업자이다" / "창업자" meet. Longest first.
_KO_SUFFIXES = tuple(
    sorted(
        {
            "입니다",
            "습니다",
            "합니다",
            "됩니다",
            "이었다",
            "였습니다",
            "이었습니다",
            # (the polite copula of a short answer: "90일이요", "1년이에요", "두 시예요")
            "이요",
            "이에요",
            "예요",
            "이다",
            "이며",
            "이고",
            "이자",
            "이나",
            "에서는",
            "에서",
            "에게",
            "으로",
            "로서",
            "로써",
            "부터",
            "마다",
            "까지",
            "처럼",
            "보다",
            "이라",
            "라는",
            "이라는",
            "으로는",
            "에는",
            "와는",
            "과는",
            "은",
            "는",
            "이",
            "가",
            "을",
            "를",
            "의",
            "에",
            "와",
            "과",
            "도",
            "로",
            "만",
            "께",
            "요",
            "다",
            "고",
            "며",
        },
        key=len,
        reverse=True,
    )
)


def strip_korean_particles(token: str) -> str:
    """A Hangul token without up to two trailing particles ("오후에만": "오후", "월요일에도":
    "월요일")."""
    return strip_korean_suffix(strip_korean_suffix(token))


def strip_korean_suffix(token: str) -> str:
    """Remove one trailing particle/ending from a Hangul token, keeping at least one syllable."""
    if not token or not _HANGUL.match(token[0]):
        return token
    stem = _verb_stem(token)
    if stem:
        return stem
    for suf in _KO_SUFFIXES:
        if token.endswith(suf) and len(token) > len(suf):
            return token[: -len(suf)]
    return token


#: a verb's plain or polite statement whose ending sits in the stem's last syllable as
#: its final consonant: "들어옵니다" (ㅂ니다) and "들어온다" (ㄴ다) are both "들어오"
_FUSED_ENDING = re.compile(r"^([가-힣]*?)([가-힣])(니다|다)$")
#: the codas those endings add (index into the 28 finals of a Hangul syllable)
_CODA_OF = {"니다": 17, "다": 4}  # ㅂ, ㄴ
#: endings the suffix table reads whole (the copula, "합니다", "습니다", "됩니다"), and the
#: honorific "십니다"
_WHOLE_ENDINGS = (*(s for s in _KO_SUFFIXES if s.endswith("니다")), "십니다")


def _verb_stem(token: str) -> str:
    """The stem of a verb said with a fused ending ("들어옵니다", "들어온다": "들어오"), or ""."""
    if len(token) >= 3 and token.endswith(("해", "할", "될")):
        # "출발해 ... 도착한다": a verb of a noun joined to the next; "취소될 수 있습니다",
        # "예약할 수 있다": before what it may be ("출발", "취소", "예약")
        return token[:-1]
    m = _FUSED_ENDING.match(token)
    if m is None or token.endswith(_WHOLE_ENDINGS):
        return ""
    if m.group(2) == "는" and m.group(3) == "다":
        return m.group(1)  # "먹는다": "먹" ("는다" alone: no stem, "")
    code = ord(m.group(2)) - 0xAC00
    if code % 28 != _CODA_OF[m.group(3)]:
        return ""
    stem = m.group(1) + chr(0xAC00 + code - code % 28)
    if len(stem) < 2:
        return ""  # one syllable ("갑니다": "가") is as often a particle's form
    # a verb of a noun ("운영한다", "운영된다"): the noun, as "운영합니다" reads
    return stem[:-1] if len(stem) > 2 and stem[-1] in "하되" else stem


_EN_STOP = frozenset(
    """
    a an the to of for and or nor but is are was were be been being am in on at it its i
    you your yours we our ours my me mine he him his she her hers they them their theirs
    us this that these those there here do does did doing done how can could will would
    shall should may might must with within from have has had having if so as by than
    then too very also just only about into onto over under up down out off what which
    who whom whose when where why all any both each few more most other some such no not
    own same s t don't doesn't didn't isn't aren't wasn't weren't won't can't cannot yes
    via per etc it's that's there's here's he's she's they're we're you're i'm i've we've
    they've you've let's what's
    """.split()
)

_KO_STOP = frozenset(
    """
    그리고 그러나 하지만 또는 및 등 것 수 있다 있습니다 없다 이 그 저 때 더 또 매우 중 대한 위한
    통해 경우 입니다 합니다 된다 한다 하는 있는
    없는 되는 에서 으로 에게
    """.split()
)

_ZH_STOP = frozenset(
    """
    的 了 是 在 和 与 也 就 都 而 及 或 一 个 这 那 有 为 以 于 上 中 把 被 之
    """.split()
)


_KO_PARTICLES = frozenset(_KO_SUFFIXES)
#: every word :func:`is_stopword` drops, in one set
#: the Spanish "and" and "or" before i- and o- ("Ane e Iker", "siete u ocho"): "y" and "o"
_ES_CONJUNCTIONS = frozenset({"e", "u"})
_STOP = _EN_STOP | _KO_STOP | _ZH_STOP | _KO_PARTICLES | TITLES | _ES_CONJUNCTIONS


def is_stopword(token: str) -> bool:
    """English/Chinese function words, Korean function words, Korean particles or
    endings standing alone (after a script split, e.g. the "가" of "Musk가"), and the
    short forms of titles ("dr", "mme": not part of a name's value)."""
    return token in _STOP


def content_tokens(text: str) -> list[str]:
    """Tokens that carry meaning: stopwords dropped, Korean particles stripped."""
    out = []
    toks = words(text)
    month = "may" in toks and _MAY_MONTH.search(text) is not None
    for i, tok in enumerate(toks):
        if tok in _STOP and not (month and tok == "may" and _dated(toks, i)):
            continue
        if tok.isascii():
            out.append(tok)
            continue
        tok = ko_lemma(strip_korean_suffix(tok))
        if tok and tok not in _STOP:
            out.append(tok)
    return out


#: the month May written in a date ("12 de mayo", "12. Mai", "12 mai", "May 12", "12 May"):
#: the canonical "may" is then the month, not the verb a stopword list drops
_MAY_MONTH = re.compile(
    r"\d{1,2}\.?\s+(?:de\s+)?(?i:mayo|mai)\b|\bMay\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?May\b"
)


def _dated(toks: tuple[str, ...], i: int) -> bool:
    """The word at ``i`` ("may") stands beside a day of the month: the month May ("12
    may", as "12 de mayo" is read; "may 12"), not the verb."""
    return any(0 <= j < len(toks) and toks[j].isdigit() and int(toks[j]) <= 31 for j in (i - 1, i + 1))


_CJK_RUN = re.compile(r"[\uac00-\ud7a3\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def char_ngrams(text: str, n: int = 2) -> set[str]:
    """Character n-grams inside each run of Hangul/Han/kana (spaces never bridge two words)."""
    grams: set[str] = set()
    for m in _CJK_RUN.finditer(normalize(text)):
        run = m.group(0)
        if len(run) < n:
            grams.add(run)
        else:
            grams.update(run[i : i + n] for i in range(len(run) - n + 1))
    return grams


_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")
#: Chinese numerals and their scale characters: a pair of two of them is part of a number
#: ("三十二亿"), which the value checks compare as a value ("三十二亿" = "32亿"), not a word
_HAN_NUMERALS = frozenset("零〇一二两兩三四五六七八九十百千万萬亿億")


def han_pairs(text: str) -> frozenset[str]:
    """The pairs of adjacent Chinese characters of ``text`` (normalised), but those of a
    number: Chinese writes words without spaces, so a pair stands for a word."""
    return frozenset(
        r[i : i + 2]
        for r in _HAN_RUN.findall(normalize(text))
        for i in range(len(r) - 1)
        if not (r[i] in _HAN_NUMERALS and r[i + 1] in _HAN_NUMERALS)
    )


#: a French elided article or pronoun before a word ("l'atelier", "d'urgence")
_ELIDED = re.compile(r"^(?:l|d|qu|j|n|s|c|m|t)['’](?=\w)")


def unelided(word: str) -> str:
    """``word`` without a French elided article or pronoun before it ("l'atelier" ->
    "atelier")."""
    return _ELIDED.sub("", word)
