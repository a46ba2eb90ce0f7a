"""Things a claim says are included that the premises never name: "cuesta 19 euros e
incluye toalla" where the premises name no towel; "38 €, gilets de sauvetage et bidon
étanche compris" where they include the life jackets only; "15 euros e incluye el
desayuno y la cena" where breakfast is included and dinner is named nowhere.

An included thing is read after a verb of including ("includes", "incluye", "inklusive",
"comprend", "including") or before its participle ("... compris", "... incluido", "... ist
inbegriffen", "... 포함", "包括 ..."), cut at "and" and commas into items. An item is
named in the premises when one of its content words is there (by its first letters, so
that an inflection counts: "traje de neopreno" is named by "neopreno") or, in Korean and
Chinese, its text or a pair of its characters. A surface check (the
model's confident "supported" outweighs it, as it does a name the premises lack). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ragmeter.text.canon import canonical
from ragmeter.text.clauses import clauses, units
from ragmeter.text.lexicon import stem
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.tokenize import normalize, strip_korean_suffix, unelided

__all__ = ["included_missing", "included_priced"]

_AFTER_VERB = re.compile(
    r"\b(?:includes?|including|included are|comes with|incluye|incluyen|inklusive|inkl\.?"
    r"|einschließlich|comprend|comprennent|inclut|incluent|y compris)\s+"
    r"((?:(?!\b(?:and costs?|y cuesta|et coûte|und kostet)\b)(?:[^.;:!?()]|\.(?=\d)))+)"
)
_BEFORE_PARTICIPLE = re.compile(
    r"(?:^|,\s*|\b(?:and|y|e|et|und|mit)\s+)((?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s+"
    r"(?:is |are |va |van |está |están |est |sont |ist |sind )?"
    r"(?:(?:im preis )?(?:inbegriffen|inklusive|enthalten)"
    r"|included|compris|comprise|inclus|incluse|incluido|incluida|incluidos|incluidas)\b"
)
_KO = re.compile(r"((?:[가-힣]+\s){0,2}[가-힣]{1,8}?)(?:이|가|도|까지|은|는)?\s?포함")
_ZH = re.compile(r"(?:包括|包含|含)(?!在内)([\u4e00-\u9fff、和]{2,16})")
_SPLIT = re.compile(r"\s*(?:,|、|\band\b|\by\b|\be\b|\bet\b|\bund\b|\bsowie\b|和|과|와)\s*")
_HAN = re.compile(r"[\u4e00-\u9fff가-힣]")
#: words of an included item that name nothing of its own
_EMPTY = frozenset(
    "the a an all any also free of charge price prix precio preis gratuit gratuita gratuito gratis "
    "kostenlos le la les un une des du de el los las unos unas der die das den dem ein eine einen "
    "it they es er sie il elle ils elles él ella ello".split()
)
#: the letters a word is compared by
_PREFIX = 5


def _items(claim: str) -> list[str]:
    t = normalize(claim)
    found = [m.group(1) for m in _AFTER_VERB.finditer(t)]
    found += [m.group(1) for m in _BEFORE_PARTICIPLE.finditer(t)]
    found += [m.group(1) for m in _KO.finditer(t)] + [m.group(1) for m in _ZH.finditer(t)]
    items = [strip_korean_suffix(i.strip()) for f in found for i in _SPLIT.split(f) if i.strip()]
    # (not a particle left alone: "30GB가"; not what a negation says is left out: "dann ist
    # es nicht inbegriffen", "il n'est pas compris")
    return [i for i in items if len(i) > 1 and not _NEGATED.search(i)]


_NEGATED = re.compile(r"(?<![\w'])(?:not|n't|nicht|kein\w*|pas|no|ne|n'\w+|nie|never|jamais|nunca)(?![\w'])")


@lru_cache(maxsize=256)
def _keys(words: frozenset[str]) -> frozenset[str]:
    """The premises' words as an item's units are compared: stemmed, their first letters."""
    # (a French word after its elided article: "l'atterrissage" names "atterrissage")
    return frozenset(stem(unelided(w))[:_PREFIX] for w in words)


def included_missing(claim: str, premise_units: Iterable[str], premise_text: str) -> tuple[str, ...]:
    """The claim's included items the premises name nowhere (see the module)."""
    items = _items(claim)
    if not items:
        return ()
    keys = _keys(frozenset(premise_units))
    text = normalize(premise_text)
    missing = []
    for item in items:
        if _HAN.search(item):
            if item not in text and not any(item[i : i + 2] in text for i in range(len(item) - 1)):
                missing.append(item)
            continue
        words = _item_words(item)
        if words and not any(w[:_PREFIX] in keys for w in words):
            missing.append(item)
    return tuple(missing)


#: an amount of money in canonical text ("4 gbp", "4,000 krw" is "4000 krw")
_PRICE = re.compile(rf"\d[\d,]*(?:\.\d+)?\s?(?:{'|'.join(sorted(CURRENCY_CODES))}|kr)(?![a-z])")
#: a clause that says what it names is included or free (then no price of its own)
_INCLUDING = re.compile(
    r"\b(?:includ\w*|inklusive|inkl|inbegriffen|enthalten|compris\w*|inclu\w*|free|gratis|kostenlos"
    r"|covers?|covered|comes? with|umfasst|deckt|couvre\w*|cubre\w*|abarca\w*"
    r"|gratuit\w*|sin coste|sans frais|at no (?:extra )?(?:cost|charge))\b|포함|무료|包括|包含|含|免费"
)


def included_priced(claim: str, sentences: Iterable[str]) -> tuple[str, str] | None:
    """(item, clause): a thing the claim says is included that a premise clause gives a
    price of its own, where no clause says it is included or free ("shoe hire included"
    where "shoe hire is £4"; "암벽화 대여가 포함돼 있어요" where "암벽화 대여는 4,000원")."""
    items = _items(claim)
    if not items:
        return None
    read = [_priced_clauses(s) for s in sentences]
    for item in items:
        if any(ch.isdigit() for ch in item):
            continue  # "ten lessons for $480", "a €120 fee": the item says its own value
        naming = [(c, t) for parts in read for c, t in parts if _names(item, t)]
        if any(_INCLUDING.search(t) for _, t in naming):
            continue
        priced = next((c for c, t in naming if _PRICE.search(t)), None)
        if priced is not None:
            return item, priced
    return None


@lru_cache(maxsize=1024)
def _priced_clauses(sentence: str) -> tuple[tuple[str, str], ...]:
    """The sentence's clauses (as written, canonical), a clause that is a price alone
    joined to the one before it ("y el alquiler de pies de gato, 4 €")."""
    out: list[tuple[str, str]] = []
    for c in clauses(sentence):
        t = canonical(normalize(c))
        if out and _PRICE.fullmatch(t.strip(" .;!")):
            before, canon = out.pop()
            c, t = f"{before}, {c}", f"{canon}, {t}"
        out.append((c, t))
    return tuple(out)


def _names(item: str, text: str) -> bool:
    """The clause ``text`` (canonical) names the included ``item`` (all its content words,
    by their first letters; in Korean and Chinese, its text)."""
    if _HAN.search(item):
        return strip_korean_suffix(item) in text
    words = _item_words(item)
    have = _keys(units(text).all)
    return bool(words) and all(stem(w)[:_PREFIX] in have for w in words)


def _item_words(item: str) -> list[str]:
    """The words that name an included item (no article, number or word of price)."""
    return [u for u in units(item).ordered if u not in _EMPTY and not u[:1].isdigit() and len(u) > 2]
