"""German writes every noun with a capital: "die Firma", "die Garantie" are no names. A
capitalised German word right after an article or determiner, with no capitalised word
after it ("die Northwind GmbH", "die Familie Vogel" are names' phrases), is a common
noun, here and wherever else the texts compared write it (read by the name checks of
:mod:`ragmeter.judges.offline.roles`). Pure."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ragmeter.text.lang import language
from ragmeter.text.tokenize import normalize

__all__ = ["after_article", "german", "nouns_after_articles"]

#: German words no English, French or Spanish text has
_DE_ONLY = re.compile(r"\b(?:der|die|das|und|ist|sind|nicht|keine?n?|eine?n?|wird|mit|für|auf|zum|zur|im)\b")
_ARTICLES = (
    r"der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|jede|jeder|jeden|jedem"
    r"|jedes|alle|diese|dieser|dieses|diesen|diesem|zum|zur|im|am|vom|beim"
)
#: an article or determiner right before a word
_ARTICLE_BEFORE = re.compile(rf"(?<![\w'’])(?i:{_ARTICLES})\s+$")
#: a count or a quantifier right before a word, perhaps with an inflected adjective
_COUNT_BEFORE = re.compile(
    r"(?<![\w'’])(?i:kein|keine|keinen|keinem|keiner|zwei|drei|vier|fünf|sechs|sieben|acht|neun"
    r"|zehn|elf|zwölf|mehrere|einige|viele|wenige|beide|beiden|allen|\d{1,3}(?:[.,]\d+)?)"
    r"\s+(?:[a-zäöüß]+(?:e|en|er|es|em)\s+)?$"
)
#: the endings of German nouns no first name or surname has
_NOUN_END = re.compile(r"(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|tät|täten|nisse)$")
#: a capitalised word
_CAPITALISED = re.compile(r"(?<![\w'’-])[A-ZÄÖÜ][\wäöüß-]*")
#: a capitalised word right after (``text[start:]`` opening with one)
_CAPITAL_NEXT = re.compile(r"[A-ZÄÖÜ][\wäöüß-]*\s+[A-ZÄÖÜ]")


def german(text: str) -> bool:
    """``text`` (lower-cased) reads as German: by its language, or (a short text the
    language reader leaves open) by two German function words ("die firma transportiert
    keine klaviere")."""
    lang = language(text)
    return lang == "de" or (lang is None and len(_DE_ONLY.findall(text)) >= 2)


def after_article(text: str, start: int) -> bool:
    """The word at ``start`` of ``text`` follows an article or determiner and no other
    capitalised word follows it ("die Firma transportiert"; not "die Northwind GmbH", "die
    Familie Vogel": a name's phrase)."""
    if _CAPITAL_NEXT.match(text, start):
        return False
    if _ARTICLE_BEFORE.search(text[max(0, start - 12) : start]):
        return True
    # (a count before it, perhaps with an inflected adjective, or a noun's ending: "zwei
    # Anproben", "Änderungen"; a year is no count: "1998 übergab Anna")
    if _COUNT_BEFORE.search(text[max(0, start - 30) : start]):
        return True
    word = _CAPITALISED.match(text, start)
    return word is not None and _NOUN_END.search(word.group(0)) is not None


def nouns_after_articles(texts: Iterable[str]) -> set[str]:
    """The capitalised words the German ones of ``texts`` write after an article
    (normalised)."""
    return {
        normalize(m.group(0))
        for t in texts
        if german(t.lower())
        for m in _CAPITALISED.finditer(t)
        if after_article(t, m.start())
    }
