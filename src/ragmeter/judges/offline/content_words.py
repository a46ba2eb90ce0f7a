"""The words of a clause that carry meaning, in the six languages: what the role and
modality readings compare (function words, forms of "to be" and words that are no name
left out)."""

from __future__ import annotations

from ragmeter.text.lexicon import stem
from ragmeter.text.tokenize import is_stopword, strip_korean_suffix, words

__all__ = ["COPULA", "NOT_NAME", "content", "content_stems"]

#: words that are no name, however capitalised (function words, dates, titles)
NOT_NAME = frozenset(
    """
    the a an this that these those it its i we you he she they there here what when where
    why how which who in on at for from to of and or but if as by with yes no not also
    however therefore thus so our your my their his her please note each every all some
    any many most both one two three since after before during while although because
    then finally first second third overall today yesterday tomorrow mr mrs ms dr
    der die das den dem des ein eine einen einem einer und oder aber ist sind war wird
    werden im am an auf aus bei mit nach von vor zu zum zur für über unter es er sie wir
    ihr ich du man nicht kein keine auch nur wer was wo wann wie warum dieser diese dieses
    jeder jede alle le la les un une du de et ou mais est sont il elle ils elles nous vous
    je tu on ce cet cette ces en dans sur sous avec pour par pas ne qui que quoi où quand
    comment tous toutes tout chaque el los las unos unas y o pero son está están con por
    para del al lo le se su sus sí quien donde cuando como todos todas cada este esta estos
    estas heute gestern morgen jetzt derzeit aujourd'hui hier demain actuellement hoy ayer mañana
    actualmente ahora now currently
    """.split()
)
#: forms of "to be": they relate nothing by themselves ("Berlin ist die Hauptstadt")
COPULA = frozenset(
    "is are was were be been being ist sind war waren est sont était étaient es son era eran fue "
    "fueron".split()
)


def content(text: str) -> list[str]:
    """The words of ``text`` that carry meaning in any of the six languages."""
    return [w for w in words(text) if not is_stopword(w) and w not in NOT_NAME and w not in COPULA]


def content_stems(text: str) -> list[str]:
    """The stems of :func:`content`."""
    return [stem(strip_korean_suffix(w)) for w in content(text)]
