"""The words answer relevancy reads: which words of a question are its key terms (not
its question words, nor the function words of German, French and Spanish, which have no
stopword list in :mod:`ragmeter.text.tokenize`), and when a word of the answer or a
context is one of them (as written, by stem, by a Latin word's first letters without its
accents, as a plural, or by most of its character n-grams)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import char_ngrams, unelided, words

__all__ = [
    "ANSWER_FUNCTION",
    "LEADING_QUANTITY",
    "PRONOUNS",
    "QUESTION_WORDS",
    "Bag",
    "bag",
    "is_clause",
    "matches",
    "root",
]

#: question words and the function words of the languages without a stopword list in
#: :mod:`ragmeter.text.tokenize` (German, French, Spanish): not key terms of a question
QUESTION_WORDS = frozenset(
    """
    what which who whom whose when where why how much many long often does did is are was were
    can could should would will tell explain describe give list name please time day
    wann wer wem wen was wo wohin woher wie warum welche welcher welches welchen viel viele vielen
    wurde wurden worden happened happen été qu'est devenu devenue devenus devenues jusqu'à pasó
    ist sind war waren das der die den dem des ein eine einen einem von zu zum zur im am an auf
    für mit es man ich kann können darf dürfen muss müssen gibt hat haben wird werden um uhr tag beim vom ins
    quand qui que quoi où comment pourquoi combien quel quelle quels quelles est-il est-elle
    est-ce le la les un une des du de au aux en est sont il elle ils elles peut peuvent
    peuvent-ils peut-on faut-il on je
    cuándo cuando quién quien quiénes qué dónde donde cómo como cuánto cuánta cuántos cuántas
    cuál cuáles el los las del es está están son se puede pueden hay tiene tienen por puedo podemos
    언제 누가 누구 어디 무엇 뭐 얼마 얼마나 몇 시 어떻게 왜 어느 무슨 있나 있나요 하나 하나요 인가 인가요
    되나 되나요 돼 돼요 개예 개예요
    哪 吗 什 么 谁 几 多 少 怎 样 呢 何 时 点 我 你 才
    go get need tengo tienes tenemos debo necesito hacer dois doit devons faire moi vais komme
    """.split()
)
PRONOUNS = frozenset(
    """
    it they he she this these its their his her it's they're he's she's that's there's
    c'est es er sie ihr il elle ils elles lui él ella ellos
    ellas 그 그녀 그들 이곳 它 他 她 它们 他们 她们 该
    """.split()
)
#: function words of the answer that say nothing about its topic: verbs of being and
#: having in Korean and Chinese ("있습니다", "是"), and the articles and prepositions of
#: German, French and Spanish (English ones are stopwords already)
#: words of how many or how often that open an answer before its subject ("Both goals",
#: "매주 월요일", "每周一")
LEADING_QUANTITY = frozenset(
    """both all every each beide alle jeden jede jeder tous toutes chaque ambos ambas todos todas cada
    매주 매일 매년 매월 每周 每天 每年 每月""".split()
)
ANSWER_FUNCTION = frozenset(
    """
    있습니 있어 있 입니 이에 예 합니 됩니 됩 是 有 在 了 的 由 为 能 可 必 须
    der die das den dem des ein eine einen einem einer eines und oder von zu zum zur im am an auf
    für mit bei nach aus um ins vom
    le la les l' un une des du de d' à au aux en et ou pour par sur dans avec
    el los las unos unas del al y o por para con sobre se un una en lo le les
    mein meine meinen meinem meiner dein deine deinen unser unsere unseren
    mon ma mes ton ta tes notre nos votre vos mi mis tu tus nuestro nuestra nuestros nuestras
    sein ist sind war hat haben gibt muss müssen kann können darf dürfen soll sollen wird werden
    être est sont doit doivent peut peuvent faut avoir ont
    ser es son está están hay que debe deben puede pueden tener tiene tienen
    """.split()
)


@dataclass(frozen=True)
class Bag:
    """Words to find a term in: as written, by stem, by root, and the character n-grams of
    their text."""

    tokens: frozenset[str]
    stems: frozenset[str]
    roots: frozenset[str]
    grams: frozenset[str]


def bag(tokens: Iterable[str], text: str) -> Bag:
    toks = frozenset(unelided(t) for t in tokens)  # ("l'atelier" is "atelier")
    return Bag(
        toks,
        frozenset(stem(t) for t in toks),
        frozenset(root(t) for t in toks),
        frozenset(char_ngrams(text)) if text else frozenset(),
    )


def matches(tok: str, bag: Bag) -> bool:
    if tok in bag.tokens or stem(tok) in bag.stems or root(tok) in bag.roots:
        return True
    if tok + "s" in bag.tokens or (tok.endswith("s") and tok[:-1] in bag.tokens):
        return True  # a plural of a short word ("vélo" / "vélos")
    grams = char_ngrams(tok)
    return bool(grams) and len(grams & bag.grams) / len(grams) >= 0.5


#: the shortest shared beginning that makes two Latin words one ("fundó" / "fundaron",
#: "gründeten" / "gegründet" once the participle's "ge" is off)
_ROOT = 4


def root(tok: str) -> str:
    """The first :data:`_ROOT` letters of a Latin word (a German participle without its
    "ge": "gegründet" -> "gründ"); a Korean verb without its ending (:func:`_ko_verb_root`);
    a shorter or other word whole."""
    if not _LATIN.fullmatch(tok):
        return _ko_verb_root(tok) if _HANGUL_WORD.fullmatch(tok) else tok
    tok = _plain_letters(tok)  # "garés" / "garer"
    if tok.startswith("ge") and len(tok) > 6:
        tok = tok[2:]
    return tok[:_ROOT]


def _plain_letters(tok: str) -> str:
    """A word without its accents ("ß" kept)."""
    return "".join(c for c in unicodedata.normalize("NFD", tok) if not unicodedata.combining(c))


_LATIN = re.compile(r"[a-zß-öø-ÿ]{5,}")


_HANGUL_WORD = re.compile(r"[가-힣]{2,4}")
#: endings of a Korean verb left on a word once "다", "요" and particles are off
#: ("여나요" -> "여나", "엽니다" -> "엽니", "먹습니다" -> "먹습니")
_KO_VERB_ENDING = re.compile(r"(?:습니|나|니|세|시|어|아|여|고|는|면)$")
#: final consonants an ending adds to a stem or takes from it (ㄴ, ㄹ, ㅂ): "엽니다" and
#: "여나요" and "열어요" are one verb, 열다 (a stem's ㄹ falls before ㄴ, ㅂ and ㅅ)
_KO_EDGE_FINALS = (4, 8, 17)


def _ko_verb_root(tok: str) -> str:
    """A Korean verb form without its ending and the final consonant an ending leaves on
    the stem's last syllable: "여나", "엽니", "열어" -> "여"; "먹습니", "먹나" -> "먹"; a noun
    with 하다 or 되다, the noun. A word with no verb ending whole ("여권")."""
    m = _KO_VERB_ENDING.search(tok)
    if m is None or m.start() == 0:
        return tok
    base = tok[: m.start()]
    last = ord(base[-1]) - 0xAC00
    if last % 28 in _KO_EDGE_FINALS:
        base = base[:-1] + chr(0xAC00 + last - last % 28)
    # (a noun made a verb by 하다 or 되다 is the noun: "추가되면", "등록합니다" -> "추가", "등록")
    return base[:-1] if len(base) >= 3 and base[-1] in "하되해돼" else base


#: a definite subject opening a sentence ("The headphones weigh 250 g.", "Los auriculares
#: pesan 250 g.", "Le casque pèse 250 g.", "Die Kopfhörer wiegen 250 g."): an answer so
#: opened, of at least :data:`_CLAUSE_WORDS` words, says something of that subject; it is
#: a bare answer only when it is about the question
_DEFINITE = frozenset(
    "the der die das den le la les el los las lo this these those dieser diese dieses ce cette ces este esta"
    " estos estas".split()
)
_INDEFINITE = frozenset("a an ein eine einen un une una uno".split())
_CLAUSE_WORDS = 4


def is_clause(answer: str, yes_no: bool = False) -> bool:
    """The answer opens as a sentence with a subject of its own (see :data:`_DEFINITE`)."""
    toks = words(answer)
    # (to a yes/no question, an indefinite subject too: "A standard check-up costs £45." is
    # no bare answer to "Can I wait in the lounge?")
    opening = _DEFINITE | _INDEFINITE if yes_no else _DEFINITE
    return len(toks) >= _CLAUSE_WORDS and (toks[0] in opening or toks[0].startswith("l'"))
